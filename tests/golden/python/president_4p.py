# <rulerun president.rules: play_cards #0 f1e9ebad>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t1 = (_range0(1, L[2]) or [])
    _budget1[0] -= len(_t1)
    if _budget1[0] < 0: _spent2(st)
    for _t0 in _t1:
        L[5] = _t0
        _t4 = None
        for _t5 in _st_zones[(1 + _l0)]:
            if (_c4[_t5] == _l1):
                _t4 = _t5
                break
        _t2 = _t4
        _t3 = 5
        if type(_t2) is int and _st_log is None:
            _t6 = _st_zones[_st_loc[_t2]]
            if _t6[-1] == _t2: _t6.pop()
            else: _t6.remove(_t2)
            _st_zones[_t3].append(_t2); _st_loc[_t2] = _t3
        elif _t2 is not None:
            _move_cards3(st, _t2, _t3, False)
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
    if (not (not not _st_zones[(1 + _l0)])):
        _st_vars[9] = (_t7 if -1000000000000000000 <= (_t7 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond9(_t7))
        _st_vars[1 + _l0] = _st_vars[9]
        if _memo10: _memo10.clear()
        if _st_log is not None: _st_log.append(_Text14(_audience11(st), [_PlayerRef12(_l0), ' goes out, place ', _plain13(_st_vars[9])]))

# <rulerun president.rules: play_hand #1 cca07d27>
def _native(st, L):
    _l0 = L[0]
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    st.vars[0] = 0
    if _memo15: _memo15.clear()

# <rulerun president.rules: play_hand #2 0eb480db>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _l5 = L[5]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _tell16(st, (_player_text17(_l1) + ' leads ' + _plain18(_l5) + ' of rank ' + _plain18(_l4)), None)
    _st_vars[0] = _l5
    if _memo19: _memo19.clear()
    _i0l0 = _l1
    _i0l1 = _l4
    _i0l2 = _l5
    _i0 = [_i0l0, _i0l1, _i0l2, None, None, None]
    _t9 = (_range20(1, _i0l2) or [])
    _budget21[0] -= len(_t9)
    if _budget21[0] < 0: _spent22(st)
    for _t8 in _t9:
        _i0[5] = _t8
        _t12 = None
        for _t13 in _st_zones[(1 + _i0l0)]:
            if (_c24[_t13] == _i0l1):
                _t12 = _t13
                break
        _t10 = _t12
        _t11 = 5
        if type(_t10) is int and _st_log is None:
            _t14 = _st_zones[_st_loc[_t10]]
            if _t14[-1] == _t10: _t14.pop()
            else: _t14.remove(_t10)
            _st_zones[_t11].append(_t10); _st_loc[_t10] = _t11
        elif _t10 is not None:
            _move_cards23(st, _t10, _t11, False)
        if _memo19: _memo19.clear()
        if _memo25: _memo25.clear()
        if _memo26: _memo26.clear()
        if _memo27: _memo27.clear()
    if (not (not not _st_zones[(1 + _i0l0)])):
        _st_vars[9] = (_t15 if -1000000000000000000 <= (_t15 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond28(_t15))
        _st_vars[1 + _i0l0] = _st_vars[9]
        if _memo29: _memo29.clear()
        if _st_log is not None: _st_log.append(_Text32(_audience30(st), [_PlayerRef31(_i0l0), ' goes out, place ', _plain18(_st_vars[9])]))
    L[2] = _l1

# <rulerun president.rules: play_hand #3 f0e96c41>
def _native(st, L):
    _l1 = L[1]
    _l6 = L[6]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (_l6 is None):
        if _st_log is not None: _tell33(st, (_player_text34(_l1) + ' passes'), None)
        L[3] = (L[3] + [_l1])
        if len(L[3]) > 1000000: _too_long35(L[3])
    else:
        _i1l0 = _l1
        _i1l1 = _l6
        _i1l2 = _st_vars[0]
        _i1 = [_i1l0, _i1l1, _i1l2, None, None, None]
        _t17 = (_range36(1, _i1l2) or [])
        _budget37[0] -= len(_t17)
        if _budget37[0] < 0: _spent38(st)
        for _t16 in _t17:
            _i1[5] = _t16
            _t20 = None
            for _t21 in _st_zones[(1 + _i1l0)]:
                if (_c40[_t21] == _i1l1):
                    _t20 = _t21
                    break
            _t18 = _t20
            _t19 = 5
            if type(_t18) is int and _st_log is None:
                _t22 = _st_zones[_st_loc[_t18]]
                if _t22[-1] == _t18: _t22.pop()
                else: _t22.remove(_t18)
                _st_zones[_t19].append(_t18); _st_loc[_t18] = _t19
            elif _t18 is not None:
                _move_cards39(st, _t18, _t19, False)
            if _memo41: _memo41.clear()
            if _memo42: _memo42.clear()
            if _memo43: _memo43.clear()
            if _memo44: _memo44.clear()
        if (not (not not _st_zones[(1 + _i1l0)])):
            _st_vars[9] = (_t23 if -1000000000000000000 <= (_t23 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond45(_t23))
            _st_vars[1 + _i1l0] = _st_vars[9]
            if _memo46: _memo46.clear()
            if _st_log is not None: _st_log.append(_Text50(_audience47(st), [_PlayerRef48(_i1l0), ' goes out, place ', _plain49(_st_vars[9])]))
        L[2] = _l1
        if (not False):
            L[3] = []

# <rulerun president.rules: play_hand #4 15806089>
def _loop(st):
    _t25 = 0
    for _t24 in (_k51 or ()):
        if (not not st.zones[(1 + _t24)]):
            _t25 += 1
    return _t25

# <rulerun president.rules: play_hand #5 ecaf0576>
def _loop(st, L):
    for _t33 in (_o61[L[2]] or ()):
        if (not not st.zones[(1 + _t33)]):
            return _t33
    return None

# <rulerun president.rules: play_hand #6 f0ed8f73>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    _st_zones = st.zones
    if ((_memo53[None] if None in _memo53 else _memo53.setdefault(None, _a52(st))) > 1):
        _t27 = L[3]
        _t26 = True
        for _t28 in (_k54 or ()):
            if not ((((not (not not _st_zones[(1 + _t28)])) or (_t28 == _l2)) or (_t28 in (_t27 or ())))):
                _t26 = False
                break
        if _t26:
            if _st_log is not None: _st_log.append(_Text56(_audience55(st), ['everyone else passes: the trick is over']))
            _t29 = 5
            _t30 = 6
            if _st_log is None and _t29 != _t30:
                _t31 = _st_zones[_t29]; _st_zones[_t30] += _t31
                for _t32 in _t31: st.loc[_t32] = _t30
                _t31.clear()
            else:
                _move_cards57(st, _st_zones[_t29][:], _t30, False)
            if _memo58: _memo58.clear()
            if _memo59: _memo59.clear()
            if _memo60: _memo60.clear()
            if _memo53: _memo53.clear()
            st.vars[0] = 0
            if _memo58: _memo58.clear()
            L[3] = []
            L[1] = (_l2 if (not not _st_zones[(1 + _l2)]) else _a62(st, L))
        else:
            _t36 = L[3]
            _t35 = None
            for _t37 in (_o63[L[1]] or ()):
                if (((not not _st_zones[(1 + _t37)]) and (_t37 != _l2)) and (not (_t37 in (_t36 or ())))):
                    _t35 = _t37
                    break
            L[1] = _t35

# <rulerun president.rules: play_hand #7 c26ca6f6>
def _loop(st):
    _t39 = 0
    for _t38 in (_k64 or ()):
        if (not not st.zones[(1 + _t38)]):
            _t39 += 1
    return _t39

# <rulerun president.rules: play_hand #8 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #9 e8fe28a3>
def _loop(st, L):
    _t48 = 0
    for _t47 in st.zones[(1 + L[1])]:
        if (_c77[_t47] == L[4]):
            _t48 += 1
    return _t48

# <rulerun president.rules: play_hand #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #11 3b88487a>
def _loop(st, L, _t61):
    _st_zones = st.zones
    _t63 = 0
    for _t62 in _st_zones[(1 + L[1])]:
        if ((_c93[_t62] == _t61) and (_c94[_t62] > _c94[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t63 += 1
    return _t63

# <rulerun president.rules: play_hand #12 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #13 97854482>
def _loop(st):
    _t73 = 0
    for _t72 in (_k98 or ()):
        if (not not st.zones[(1 + _t72)]):
            _t73 += 1
    return _t73

# <rulerun president.rules: play_hand #14 f2bee280>
def _loop(st, L):
    for _t82 in (_o101[L[2]] or ()):
        if (not not st.zones[(1 + _t82)]):
            return _t82
    return None

# <rulerun president.rules: play_hand #15 c07aa83f>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while ((_memo66[None] if None in _memo66 else _memo66.setdefault(None, _a65(st))) > 1):
        _budget67[0] -= 1
        if _budget67[0] < 0: _spent68(st)
        if (_st_vars[0] == 0):
            _t42 = _NOT_YET
            _t40 = []
            for _t41 in (_k69 or []):
                if ((_memo71[(L[1], _t41,)] if (L[1], _t41,) in _memo71 else _memo71.setdefault((L[1], _t41,), (_t42 if _t42 is not _NOT_YET else (_t42 := list(map(_c70.__getitem__, _st_zones[(1 + L[1])])))).count(_t41))) > 0): _t40.append(_t41)
            _t43 = L[1]
            _t44 = len(_t40)
            if not _t44: _no_option74(_t43, 'rank to lead')
            if _t44 <= 1 and _st_log is None:
                L[4] = _t40[0] if _t44 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t45 = st.chooser(_t44, _t43)
                else:
                    _t45 = _st_bits(_t44.bit_length())
                    while _t45 >= _t44: _t45 = _st_bits(_t44.bit_length())
                L[4] = _t40[_t45]; st.decisions += 1
            elif _decide75(st, L, _t40, _t43): raise _PlayoutCut72()
            _t46 = (_range76(1, (_memo71[(L[1], L[4],)] if (L[1], L[4],) in _memo71 else _memo71.setdefault((L[1], L[4],), _a78(st, L)))) or [])
            _t49 = L[1]
            _t50 = len(_t46)
            if not _t50: _no_option74(_t49, 'how many to lead')
            if _t50 <= 1 and _st_log is None:
                L[5] = _t46[0] if _t50 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t51 = st.chooser(_t50, _t49)
                else:
                    _t51 = _st_bits(_t50.bit_length())
                    while _t51 >= _t50: _t51 = _st_bits(_t50.bit_length())
                L[5] = _t46[_t51]; st.decisions += 1
            elif _decide80(st, L, _t46, _t49): raise _PlayoutCut72()
            if _st_log is not None: _tell81(st, (_player_text82(L[1]) + ' leads ' + _plain83(L[5]) + ' of rank ' + _plain83(L[4])), None)
            _st_vars[0] = L[5]
            if _memo84: _memo84.clear()
            _i2l0 = L[1]
            _i2l1 = L[4]
            _i2l2 = L[5]
            _i2 = [_i2l0, _i2l1, _i2l2, None, None, None]
            _t53 = (_range76(1, _i2l2) or [])
            _budget67[0] -= len(_t53)
            if _budget67[0] < 0: _spent68(st)
            for _t52 in _t53:
                _i2[5] = _t52
                _t56 = None
                for _t57 in _st_zones[(1 + _i2l0)]:
                    if (_c70[_t57] == _i2l1):
                        _t56 = _t57
                        break
                _t54 = _t56
                _t55 = 5
                if type(_t54) is int and _st_log is None:
                    _t58 = _st_zones[_st_loc[_t54]]
                    if _t58[-1] == _t54: _t58.pop()
                    else: _t58.remove(_t54)
                    _st_zones[_t55].append(_t54); _st_loc[_t54] = _t55
                elif _t54 is not None:
                    _move_cards85(st, _t54, _t55, False)
                if _memo84: _memo84.clear()
                if _memo86: _memo86.clear()
                if _memo71: _memo71.clear()
                if _memo66: _memo66.clear()
            if (not (not not _st_zones[(1 + _i2l0)])):
                _st_vars[9] = (_t59 if -1000000000000000000 <= (_t59 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond87(_t59))
                _st_vars[1 + _i2l0] = _st_vars[9]
                if _memo88: _memo88.clear()
                if _st_log is not None: _st_log.append(_Text91(_audience89(st), [_PlayerRef90(_i2l0), ' goes out, place ', _plain83(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t60 = []
            for _t61 in (_k92 or []):
                if (_memo84[(L[1], _t61,)] if (L[1], _t61,) in _memo84 else _memo84.setdefault((L[1], _t61,), (_a95(st, L, _t61) >= _st_vars[0]))): _t60.append(_t61)
            if _offer96(st, L, _t60): raise _PlayoutCut72()
            if (L[6] is None):
                if _st_log is not None: _tell81(st, (_player_text82(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long97(L[3])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                _t65 = (_range76(1, _i3l2) or [])
                _budget67[0] -= len(_t65)
                if _budget67[0] < 0: _spent68(st)
                for _t64 in _t65:
                    _i3[5] = _t64
                    _t68 = None
                    for _t69 in _st_zones[(1 + _i3l0)]:
                        if (_c70[_t69] == _i3l1):
                            _t68 = _t69
                            break
                    _t66 = _t68
                    _t67 = 5
                    if type(_t66) is int and _st_log is None:
                        _t70 = _st_zones[_st_loc[_t66]]
                        if _t70[-1] == _t66: _t70.pop()
                        else: _t70.remove(_t66)
                        _st_zones[_t67].append(_t66); _st_loc[_t66] = _t67
                    elif _t66 is not None:
                        _move_cards85(st, _t66, _t67, False)
                    if _memo84: _memo84.clear()
                    if _memo86: _memo86.clear()
                    if _memo71: _memo71.clear()
                    if _memo66: _memo66.clear()
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = (_t71 if -1000000000000000000 <= (_t71 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond87(_t71))
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _memo88: _memo88.clear()
                    if _st_log is not None: _st_log.append(_Text91(_audience89(st), [_PlayerRef90(_i3l0), ' goes out, place ', _plain83(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo66[None] if None in _memo66 else _memo66.setdefault(None, _a99(st))) > 1):
            _t75 = L[2]
            _t76 = L[3]
            _t74 = True
            for _t77 in (_k100 or ()):
                if not ((((not (not not _st_zones[(1 + _t77)])) or (_t77 == _t75)) or (_t77 in (_t76 or ())))):
                    _t74 = False
                    break
            if _t74:
                if _st_log is not None: _st_log.append(_Text91(_audience89(st), ['everyone else passes: the trick is over']))
                _t78 = 5
                _t79 = 6
                if _st_log is None and _t78 != _t79:
                    _t80 = _st_zones[_t78]; _st_zones[_t79] += _t80
                    for _t81 in _t80: _st_loc[_t81] = _t79
                    _t80.clear()
                else:
                    _move_cards85(st, _st_zones[_t78][:], _t79, False)
                if _memo84: _memo84.clear()
                if _memo86: _memo86.clear()
                if _memo71: _memo71.clear()
                if _memo66: _memo66.clear()
                _st_vars[0] = 0
                if _memo84: _memo84.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a102(st, L))
            else:
                _t85 = L[2]
                _t86 = L[3]
                _t84 = None
                for _t87 in (_o103[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t87)]) and (_t87 != _t85)) and (not (_t87 in (_t86 or ())))):
                        _t84 = _t87
                        break
                L[1] = _t84

# <rulerun president.rules: play_hand #16 7b1a9e93>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t88 = None
    for _t89 in (_k104 or ()):
        if (not not _st_zones[(1 + _t89)]):
            _t88 = _t89
            break
    L[7] = _t88
    _st_vars[1 + L[7]] = 4
    if _memo105: _memo105.clear()
    if _st_log is not None: _st_log.append(_Text108(_audience106(st), [_PlayerRef107(L[7]), ' is the Scum']))
    _t90 = 5
    _t91 = 6
    if _st_log is None and _t90 != _t91:
        _t92 = _st_zones[_t90]; _st_zones[_t91] += _t92
        for _t93 in _t92: _st_loc[_t93] = _t91
        _t92.clear()
    else:
        _move_cards109(st, _st_zones[_t90][:], _t91, False)
    if _memo110: _memo110.clear()
    if _memo111: _memo111.clear()
    if _memo112: _memo112.clear()
    if _memo113: _memo113.clear()
    for _t94 in (_k114 or []):
        L[10] = _t94
        _t95 = (1 + _t94)
        _t96 = 6
        if _st_log is None and _t95 != _t96:
            _t97 = _st_zones[_t95]; _st_zones[_t96] += _t97
            for _t98 in _t97: _st_loc[_t98] = _t96
            _t97.clear()
        else:
            _move_cards109(st, _st_zones[_t95][:], _t96, False)
        if _memo110: _memo110.clear()
        if _memo111: _memo111.clear()
        if _memo112: _memo112.clear()
        if _memo113: _memo113.clear()
        _st_vars[5 + _t94] = (_t99 if -1000000000000000000 <= (_t99 := _st_vars[5 + _t94] + (4 - _st_vars[1 + _t94])) <= 1000000000000000000 else _beyond115(_t99))

# <rulerun president.rules: play_hand #17 8d7fe947>
def _loop(st):
    _t101 = 0
    for _t100 in (_k116 or ()):
        if (not not st.zones[(1 + _t100)]):
            _t101 += 1
    return _t101

# <rulerun president.rules: play_hand #18 1c82618f>
def _native(st, L):
    return (_a117(st) > 1)

# <rulerun president.rules: play_hand #19 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #20 023b25b8>
def _native(st, L):
    return _k118

# <rulerun president.rules: play_hand #21 cf45d6b6>
def _loop(st, L):
    _l4 = L[4]
    _t103 = 0
    for _t102 in st.zones[(1 + L[1])]:
        if (_c119[_t102] == _l4):
            _t103 += 1
    return _t103

# <rulerun president.rules: play_hand #22 2973a62d>
def _native(st, L):
    return (_a120(st, L) > 0)

# <rulerun president.rules: play_hand #23 7a2e9cab>
def _loop(st, L):
    _l4 = L[4]
    _t105 = 0
    for _t104 in st.zones[(1 + L[1])]:
        if (_c122[_t104] == _l4):
            _t105 += 1
    return _t105

# <rulerun president.rules: play_hand #24 e24534ff>
def _native(st, L):
    return _range121(1, _a123(st, L))

# <rulerun president.rules: play_hand #25 dafacf25>
def _native(st, L):
    return _k124

# <rulerun president.rules: play_hand #26 a744f33b>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t107 = 0
    for _t106 in _st_zones[(1 + L[1])]:
        if ((_c125[_t106] == _l6) and (_c126[_t106] > _c126[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t107 += 1
    return _t107

# <rulerun president.rules: play_hand #27 cfdb6159>
def _native(st, L):
    return (_a127(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #28 a7f66704>
def _loop(st, L):
    _t116 = None
    for _t115 in st.zones[(1 + L[0])]:
        _t117 = _c133[_t115]
        if _t116 is None or _t117 > _t116:
            _t116 = _t117
    return _t116

# <rulerun president.rules: exchange #29 6cce216a>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    _t109 = (_range128(1, L[2]) or [])
    _budget129[0] -= len(_t109)
    if _budget129[0] < 0: _spent130(st)
    for _t108 in _t109:
        L[5] = _t108
        _t113 = _st_zones[(1 + _l0)]
        _budget129[0] -= len(_t113)
        if _budget129[0] < 0: _spent130(st)
        _t118 = _NOT_YET
        _t119 = _NOT_YET
        _t112 = None
        for _t114 in _t113:
            if (_c132[_t114] == (_t119 if _t119 is not _NOT_YET else (_t119 := (_memo135[_l0] if _l0 in _memo135 else _memo135.setdefault(_l0, (_t118 if _t118 is not _NOT_YET else (_t118 := _a134(st, L)))))))):
                _t112 = _t114
                break
        _t110 = _t112
        _t111 = (1 + L[1])
        if type(_t110) is int and st.log is None:
            _t120 = _st_zones[_st_loc[_t110]]
            if _t120[-1] == _t110: _t120.pop()
            else: _t120.remove(_t110)
            _st_zones[_t111].append(_t110); _st_loc[_t110] = _t111
        elif _t110 is not None:
            _move_cards131(st, _t110, _t111, False)
        if _memo136: _memo136.clear()
        if _memo135: _memo135.clear()
        if _memo137: _memo137.clear()
        if _memo138: _memo138.clear()

# <rulerun president.rules: exchange #30 c0ee8e72>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t121 = L[6]
    _t122 = (1 + _l0)
    if type(_t121) is list and _st_log is None:
        for _t123 in _t121:
            _t124 = _st_zones[_st_loc[_t123]]
            if _t124[-1] == _t123: _t124.pop()
            else: _t124.remove(_t123)
            _st_zones[_t122].append(_t123); _st_loc[_t123] = _t122
    elif _t121 is not None:
        _move_cards139(st, _t121, _t122, False)
    if _memo140: _memo140.clear()
    if _memo141: _memo141.clear()
    if _memo142: _memo142.clear()
    if _memo143: _memo143.clear()
    if _st_log is not None: _st_log.append(_Text147(_audience144(st), [_PlayerRef145(_l0), ' and ', _PlayerRef145(L[1]), ' exchange ', _plain146(L[2]), ' card(s)']))

# <rulerun president.rules: exchange #31 8b4c62ef>
def _native(st, L):
    return (1 + L[1])

# <rulerun president.rules: exchange #32 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: exchange #33 4a732728>
def _native(st, L):
    return L[2]

# <rulerun president.rules: deal #34 187c143b>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t125 = 6
    _t126 = 0
    if _st_log is None and _t125 != _t126:
        _t127 = _st_zones[_t125]; _st_zones[_t126] += _t127
        for _t128 in _t127: _st_loc[_t128] = _t126
        _t127.clear()
    else:
        _move_cards148(st, _st_zones[_t125][:], _t126, False)
    if _memo149: _memo149.clear()
    if _memo150: _memo150.clear()
    if _memo151: _memo151.clear()
    if _memo152: _memo152.clear()
    _shuffle_zone153(st, 0)
    while (not not _st_zones[0]):
        _budget154[0] -= 1
        if _budget154[0] < 0: _spent155(st)
        for _t129 in (_k156 or []):
            L[2] = _t129
            if not ((not not _st_zones[0])): continue
            _t132 = _st_zones[0]
            _t131 = (1 + _t129)
            if _st_log is None and _t132:
                _t130 = _t132.pop(); _st_zones[_t131].append(_t130); _st_loc[_t130] = _t131
            elif _t132:
                _move_cards148(st, _t132[-1], _t131, False)
            if _memo149: _memo149.clear()
            if _memo150: _memo150.clear()
            if _memo151: _memo151.clear()
            if _memo152: _memo152.clear()

# <rulerun president.rules: play #35 a9bead2e>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone157(st, 0)
    _i4 = [None, None, None]
    _t133 = 6
    _t134 = 0
    if _st_log is None and _t133 != _t134:
        _t135 = _st_zones[_t133]; _st_zones[_t134] += _t135
        for _t136 in _t135: _st_loc[_t136] = _t134
        _t135.clear()
    else:
        _move_cards158(st, _st_zones[_t133][:], _t134, False)
    if _memo159: _memo159.clear()
    if _memo160: _memo160.clear()
    if _memo161: _memo161.clear()
    if _memo162: _memo162.clear()
    _shuffle_zone157(st, 0)
    while (not not _st_zones[0]):
        _budget163[0] -= 1
        if _budget163[0] < 0: _spent164(st)
        for _t137 in (_k165 or []):
            _i4[2] = _t137
            if not ((not not _st_zones[0])): continue
            _t140 = _st_zones[0]
            _t139 = (1 + _t137)
            if _st_log is None and _t140:
                _t138 = _t140.pop(); _st_zones[_t139].append(_t138); _st_loc[_t138] = _t139
            elif _t140:
                _move_cards158(st, _t140[-1], _t139, False)
            if _memo159: _memo159.clear()
            if _memo160: _memo160.clear()
            if _memo161: _memo161.clear()
            if _memo162: _memo162.clear()
    _t142 = (_k166 or ())
    _budget163[0] -= len(_t142)
    if _budget163[0] < 0: _spent164(st)
    _t141 = None
    for _t143 in _t142:
        _t144 = False
        for _t145 in _st_zones[(1 + _t143)]:
            if (st.model.card_names[_t145] == '3 of clubs'):
                _t144 = True
                break
        if _t144:
            _t141 = _t143
            break
    L[0] = _t141
    if _st_log is not None: _tell167(st, (_player_text168(L[0]) + ' holds the 3 of clubs and leads'), None)

# <rulerun president.rules: play #36 fdfe092d>
def _loop(st):
    for _t146 in (_k172 or ()):
        if (st.vars[1 + _t146] == 1):
            return _t146
    return None

# <rulerun president.rules: holder_of #37 2c9d16c6>
def _native(st, L):
    _t148 = None
    for _t149 in (_k176 or ()):
        if (st.vars[1 + _t149] == L[0]):
            _t148 = _t149
            break
    return _t148

# <rulerun president.rules: play #38 2086a42f>
def _loop(st):
    for _t150 in (_k178 or ()):
        if (st.vars[1 + _t150] == 2):
            return _t150
    return None

# <rulerun president.rules: play #39 4f5011f7>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text171(_audience169(st), ['hand ', _plain170(L[3])]))
    L[4] = _player175((_memo174[1] if 1 in _memo174 else _memo174.setdefault(1, _a173(st))), 4)
    L[5] = _player175(_d177(st, [4]), 4)
    L[6] = _player175((_memo174[2] if 2 in _memo174 else _memo174.setdefault(2, _a179(st))), 4)
    L[7] = _player175(_d177(st, [(4 - 1)]), 4)
    _st_vars[9] = 0
    for _t152 in (_k180 or []):
        L[10] = _t152
        _st_vars[1 + _t152] = 0
        if _memo174: _memo174.clear()
    _i5 = [None, None, None]
    _t153 = 6
    _t154 = 0
    if _st_log is None and _t153 != _t154:
        _t155 = _st_zones[_t153]; _st_zones[_t154] += _t155
        for _t156 in _t155: _st_loc[_t156] = _t154
        _t155.clear()
    else:
        _move_cards181(st, _st_zones[_t153][:], _t154, False)
    if _memo182: _memo182.clear()
    if _memo183: _memo183.clear()
    if _memo184: _memo184.clear()
    if _memo185: _memo185.clear()
    _shuffle_zone186(st, 0)
    while (not not _st_zones[0]):
        _budget187[0] -= 1
        if _budget187[0] < 0: _spent188(st)
        for _t157 in (_k189 or []):
            _i5[2] = _t157
            if not ((not not _st_zones[0])): continue
            _t160 = _st_zones[0]
            _t159 = (1 + _t157)
            if _st_log is None and _t160:
                _t158 = _t160.pop(); _st_zones[_t159].append(_t158); _st_loc[_t158] = _t159
            elif _t160:
                _move_cards181(st, _t160[-1], _t159, False)
            if _memo182: _memo182.clear()
            if _memo183: _memo183.clear()
            if _memo184: _memo184.clear()
            if _memo185: _memo185.clear()

# <rulerun president.rules: play #40 75e5ecbf>
def _loop(st):
    for _t163 in (_k196 or ()):
        if (st.vars[1 + _t163] == 1):
            return _t163
    return None

# <rulerun president.rules: play #41 abc3645f>
def _loop(st):
    for _t165 in (_k201 or ()):
        if (st.vars[1 + _t165] == 2):
            return _t165
    return None

# <rulerun president.rules: play #42 ea14d24d>
def _loop(st, _i7l0):
    _t184 = None
    for _t183 in st.zones[(1 + _i7l0)]:
        _t185 = _c212[_t183]
        if _t184 is None or _t185 > _t184:
            _t184 = _t185
    return _t184

# <rulerun president.rules: exchange #43 ee4bb45a>
def _loop(st, L):
    _t202 = None
    for _t201 in st.zones[(1 + L[0])]:
        _t203 = _c222[_t201]
        if _t202 is None or _t203 > _t202:
            _t202 = _t203
    return _t202

# <rulerun president.rules: exchange #44 playout badfdf52>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t195 = (_range217(1, _l2) or [])
    _budget218[0] -= len(_t195)
    if _budget218[0] < 0: _spent219(st)
    for _t194 in _t195:
        L[5] = _t194
        _t199 = _st_zones[(1 + _l0)]
        _budget218[0] -= len(_t199)
        if _budget218[0] < 0: _spent219(st)
        _t204 = _NOT_YET
        _t205 = _NOT_YET
        _t198 = None
        for _t200 in _t199:
            if (_c221[_t200] == (_t205 if _t205 is not _NOT_YET else (_t205 := (_memo224[_l0] if _l0 in _memo224 else _memo224.setdefault(_l0, (_t204 if _t204 is not _NOT_YET else (_t204 := _a223(st, L)))))))):
                _t198 = _t200
                break
        _t196 = _t198
        _t197 = (1 + _l1)
        if type(_t196) is int and _st_log is None:
            _t206 = _st_zones[_st_loc[_t196]]
            if _t206[-1] == _t196: _t206.pop()
            else: _t206.remove(_t196)
            _st_zones[_t197].append(_t196); _st_loc[_t196] = _t197
        elif _t196 is not None:
            _move_cards220(st, _t196, _t197, False)
        if _memo225: _memo225.clear()
        if _memo224: _memo224.clear()
        if _memo226: _memo226.clear()
        if _memo227: _memo227.clear()
    _t207 = _st_zones[(1 + _l1)]
    if _offer229(st, L, _t207[:]): raise _PlayoutCut228()
    _t208 = L[6]
    _t209 = (1 + _l0)
    if type(_t208) is list and _st_log is None:
        for _t210 in _t208:
            _t211 = _st_zones[_st_loc[_t210]]
            if _t211[-1] == _t210: _t211.pop()
            else: _t211.remove(_t210)
            _st_zones[_t209].append(_t210); _st_loc[_t210] = _t209
    elif _t208 is not None:
        _move_cards220(st, _t208, _t209, False)
    if _memo225: _memo225.clear()
    if _memo224: _memo224.clear()
    if _memo226: _memo226.clear()
    if _memo227: _memo227.clear()
    if _st_log is not None: _st_log.append(_Text233(_audience230(st), [_PlayerRef231(_l0), ' and ', _PlayerRef231(_l1), ' exchange ', _plain232(_l2), ' card(s)']))

# <rulerun president.rules: play #45 1533e558>
def _loop(st):
    _t213 = 0
    for _t212 in (_k235 or ()):
        if (not not st.zones[(1 + _t212)]):
            _t213 += 1
    return _t213

# <rulerun president.rules: play #46 c4d0f718>
def _loop(st, _i8):
    _t222 = 0
    for _t221 in st.zones[(1 + _i8[1])]:
        if (_c242[_t221] == _i8[4]):
            _t222 += 1
    return _t222

# <rulerun president.rules: play #47 992900cd>
def _loop(st, _i8, _t235):
    _st_zones = st.zones
    _t237 = 0
    for _t236 in _st_zones[(1 + _i8[1])]:
        if ((_c250[_t236] == _t235) and (_c251[_t236] > _c251[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t237 += 1
    return _t237

# <rulerun president.rules: play #48 7d93425a>
def _loop(st):
    _t247 = 0
    for _t246 in (_k255 or ()):
        if (not not st.zones[(1 + _t246)]):
            _t247 += 1
    return _t247

# <rulerun president.rules: play #49 c09c2229>
def _loop(st, _i8):
    for _t256 in (_o258[_i8[2]] or ()):
        if (not not st.zones[(1 + _t256)]):
            return _t256
    return None

# <rulerun president.rules: play_hand #50 ffa9e848>
def _loop(st):
    _t275 = 0
    for _t274 in (_k264 or ()):
        if (not not st.zones[(1 + _t274)]):
            _t275 += 1
    return _t275

# <rulerun president.rules: play_hand #51 4928715d>
def _loop(st, L):
    _t284 = 0
    for _t283 in st.zones[(1 + L[1])]:
        if (_c277[_t283] == L[4]):
            _t284 += 1
    return _t284

# <rulerun president.rules: play_hand #52 f398f8e4>
def _loop(st, L, _t297):
    _st_zones = st.zones
    _t299 = 0
    for _t298 in _st_zones[(1 + L[1])]:
        if ((_c292[_t298] == _t297) and (_c293[_t298] > _c293[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t299 += 1
    return _t299

# <rulerun president.rules: play_hand #53 2073c848>
def _loop(st):
    _t309 = 0
    for _t308 in (_k297 or ()):
        if (not not st.zones[(1 + _t308)]):
            _t309 += 1
    return _t309

# <rulerun president.rules: play_hand #54 6c579689>
def _loop(st, L):
    for _t318 in (_o300[L[2]] or ()):
        if (not not st.zones[(1 + _t318)]):
            return _t318
    return None

# <rulerun president.rules: play_hand #55 playout 6101fba7>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    _st_vars[0] = 0
    if _memo263: _memo263.clear()
    while ((_memo266[None] if None in _memo266 else _memo266.setdefault(None, _a265(st))) > 1):
        _budget267[0] -= 1
        if _budget267[0] < 0: _spent268(st)
        if (_st_vars[0] == 0):
            _t278 = _NOT_YET
            _t276 = []
            for _t277 in (_k269 or []):
                if ((_memo271[(L[1], _t277,)] if (L[1], _t277,) in _memo271 else _memo271.setdefault((L[1], _t277,), (_t278 if _t278 is not _NOT_YET else (_t278 := list(map(_c270.__getitem__, _st_zones[(1 + L[1])])))).count(_t277))) > 0): _t276.append(_t277)
            _t279 = L[1]
            _t280 = len(_t276)
            if not _t280: _no_option274(_t279, 'rank to lead')
            if _t280 <= 1 and _st_log is None:
                L[4] = _t276[0] if _t280 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t281 = st.chooser(_t280, _t279)
                else:
                    _t281 = _st_bits(_t280.bit_length())
                    while _t281 >= _t280: _t281 = _st_bits(_t280.bit_length())
                L[4] = _t276[_t281]; st.decisions += 1
            elif _decide275(st, L, _t276, _t279): raise _PlayoutCut272()
            _t282 = (_range276(1, (_memo271[(L[1], L[4],)] if (L[1], L[4],) in _memo271 else _memo271.setdefault((L[1], L[4],), _a278(st, L)))) or [])
            _t285 = L[1]
            _t286 = len(_t282)
            if not _t286: _no_option274(_t285, 'how many to lead')
            if _t286 <= 1 and _st_log is None:
                L[5] = _t282[0] if _t286 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t287 = st.chooser(_t286, _t285)
                else:
                    _t287 = _st_bits(_t286.bit_length())
                    while _t287 >= _t286: _t287 = _st_bits(_t286.bit_length())
                L[5] = _t282[_t287]; st.decisions += 1
            elif _decide280(st, L, _t282, _t285): raise _PlayoutCut272()
            if _st_log is not None: _tell281(st, (_player_text282(L[1]) + ' leads ' + _plain283(L[5]) + ' of rank ' + _plain283(L[4])), None)
            _st_vars[0] = L[5]
            if _memo263: _memo263.clear()
            _i11l0 = L[1]
            _i11l1 = L[4]
            _i11l2 = L[5]
            _i11 = [_i11l0, _i11l1, _i11l2, None, None, None]
            _t289 = (_range276(1, _i11l2) or [])
            _budget267[0] -= len(_t289)
            if _budget267[0] < 0: _spent268(st)
            for _t288 in _t289:
                _i11[5] = _t288
                _t292 = None
                for _t293 in _st_zones[(1 + _i11l0)]:
                    if (_c270[_t293] == _i11l1):
                        _t292 = _t293
                        break
                _t290 = _t292
                _t291 = 5
                if type(_t290) is int and _st_log is None:
                    _t294 = _st_zones[_st_loc[_t290]]
                    if _t294[-1] == _t290: _t294.pop()
                    else: _t294.remove(_t290)
                    _st_zones[_t291].append(_t290); _st_loc[_t290] = _t291
                elif _t290 is not None:
                    _move_cards284(st, _t290, _t291, False)
                if _memo263: _memo263.clear()
                if _memo285: _memo285.clear()
                if _memo271: _memo271.clear()
                if _memo266: _memo266.clear()
            if (not (not not _st_zones[(1 + _i11l0)])):
                _st_vars[9] = (_t295 if -1000000000000000000 <= (_t295 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond286(_t295))
                _st_vars[1 + _i11l0] = _st_vars[9]
                if _memo287: _memo287.clear()
                if _st_log is not None: _st_log.append(_Text290(_audience288(st), [_PlayerRef289(_i11l0), ' goes out, place ', _plain283(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t296 = []
            for _t297 in (_k291 or []):
                if (_memo263[(L[1], _t297,)] if (L[1], _t297,) in _memo263 else _memo263.setdefault((L[1], _t297,), (_a294(st, L, _t297) >= _st_vars[0]))): _t296.append(_t297)
            if _offer295(st, L, _t296): raise _PlayoutCut272()
            if (L[6] is None):
                if _st_log is not None: _tell281(st, (_player_text282(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long296(L[3])
            else:
                _i12l0 = L[1]
                _i12l1 = L[6]
                _i12l2 = _st_vars[0]
                _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
                _t301 = (_range276(1, _i12l2) or [])
                _budget267[0] -= len(_t301)
                if _budget267[0] < 0: _spent268(st)
                for _t300 in _t301:
                    _i12[5] = _t300
                    _t304 = None
                    for _t305 in _st_zones[(1 + _i12l0)]:
                        if (_c270[_t305] == _i12l1):
                            _t304 = _t305
                            break
                    _t302 = _t304
                    _t303 = 5
                    if type(_t302) is int and _st_log is None:
                        _t306 = _st_zones[_st_loc[_t302]]
                        if _t306[-1] == _t302: _t306.pop()
                        else: _t306.remove(_t302)
                        _st_zones[_t303].append(_t302); _st_loc[_t302] = _t303
                    elif _t302 is not None:
                        _move_cards284(st, _t302, _t303, False)
                    if _memo263: _memo263.clear()
                    if _memo285: _memo285.clear()
                    if _memo271: _memo271.clear()
                    if _memo266: _memo266.clear()
                if (not (not not _st_zones[(1 + _i12l0)])):
                    _st_vars[9] = (_t307 if -1000000000000000000 <= (_t307 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond286(_t307))
                    _st_vars[1 + _i12l0] = _st_vars[9]
                    if _memo287: _memo287.clear()
                    if _st_log is not None: _st_log.append(_Text290(_audience288(st), [_PlayerRef289(_i12l0), ' goes out, place ', _plain283(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo266[None] if None in _memo266 else _memo266.setdefault(None, _a298(st))) > 1):
            _t311 = L[2]
            _t312 = L[3]
            _t310 = True
            for _t313 in (_k299 or ()):
                if not ((((not (not not _st_zones[(1 + _t313)])) or (_t313 == _t311)) or (_t313 in (_t312 or ())))):
                    _t310 = False
                    break
            if _t310:
                if _st_log is not None: _st_log.append(_Text290(_audience288(st), ['everyone else passes: the trick is over']))
                _t314 = 5
                _t315 = 6
                if _st_log is None and _t314 != _t315:
                    _t316 = _st_zones[_t314]; _st_zones[_t315] += _t316
                    for _t317 in _t316: _st_loc[_t317] = _t315
                    _t316.clear()
                else:
                    _move_cards284(st, _st_zones[_t314][:], _t315, False)
                if _memo263: _memo263.clear()
                if _memo285: _memo285.clear()
                if _memo271: _memo271.clear()
                if _memo266: _memo266.clear()
                _st_vars[0] = 0
                if _memo263: _memo263.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a301(st, L))
            else:
                _t321 = L[2]
                _t322 = L[3]
                _t320 = None
                for _t323 in (_o302[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t323)]) and (_t323 != _t321)) and (not (_t323 in (_t322 or ())))):
                        _t320 = _t323
                        break
                L[1] = _t320
    _t324 = None
    for _t325 in (_k303 or ()):
        if (not not _st_zones[(1 + _t325)]):
            _t324 = _t325
            break
    L[7] = _t324
    _st_vars[1 + L[7]] = 4
    if _memo287: _memo287.clear()
    if _st_log is not None: _st_log.append(_Text290(_audience288(st), [_PlayerRef289(L[7]), ' is the Scum']))
    _t326 = 5
    _t327 = 6
    if _st_log is None and _t326 != _t327:
        _t328 = _st_zones[_t326]; _st_zones[_t327] += _t328
        for _t329 in _t328: _st_loc[_t329] = _t327
        _t328.clear()
    else:
        _move_cards284(st, _st_zones[_t326][:], _t327, False)
    if _memo263: _memo263.clear()
    if _memo285: _memo285.clear()
    if _memo271: _memo271.clear()
    if _memo266: _memo266.clear()
    for _t330 in (_k304 or []):
        L[10] = _t330
        _t331 = (1 + _t330)
        _t332 = 6
        if _st_log is None and _t331 != _t332:
            _t333 = _st_zones[_t331]; _st_zones[_t332] += _t333
            for _t334 in _t333: _st_loc[_t334] = _t332
            _t333.clear()
        else:
            _move_cards284(st, _st_zones[_t331][:], _t332, False)
        if _memo263: _memo263.clear()
        if _memo285: _memo285.clear()
        if _memo271: _memo271.clear()
        if _memo266: _memo266.clear()
        _st_vars[5 + _t330] = (_t335 if -1000000000000000000 <= (_t335 := _st_vars[5 + _t330] + (4 - _st_vars[1 + _t330])) <= 1000000000000000000 else _beyond286(_t335))

# <rulerun president.rules: play #56 c43c0068>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t162 = (_range190(2, 3) or [])
    _budget191[0] -= len(_t162)
    if _budget191[0] < 0: _spent192(st)
    for _t161 in _t162:
        L[3] = _t161
        if _st_log is not None: _st_log.append(_Text195(_audience193(st), ['hand ', _plain194(_t161)]))
        L[4] = _player199((_memo198[1] if 1 in _memo198 else _memo198.setdefault(1, _a197(st))), 4)
        L[5] = _player199(_d200(st, [4]), 4)
        L[6] = _player199((_memo198[2] if 2 in _memo198 else _memo198.setdefault(2, _a202(st))), 4)
        L[7] = _player199(_d200(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t167 in (_k203 or []):
            L[10] = _t167
            _st_vars[1 + _t167] = 0
            if _memo198: _memo198.clear()
        _i6 = [None, None, None]
        _t168 = 6
        _t169 = 0
        if _st_log is None and _t168 != _t169:
            _t170 = _st_zones[_t168]; _st_zones[_t169] += _t170
            for _t171 in _t170: _st_loc[_t171] = _t169
            _t170.clear()
        else:
            _move_cards204(st, _st_zones[_t168][:], _t169, False)
        if _memo205: _memo205.clear()
        if _memo206: _memo206.clear()
        if _memo207: _memo207.clear()
        if _memo208: _memo208.clear()
        _shuffle_zone209(st, 0)
        while (not not _st_zones[0]):
            _budget191[0] -= 1
            if _budget191[0] < 0: _spent192(st)
            for _t172 in (_k210 or []):
                _i6[2] = _t172
                if not ((not not _st_zones[0])): continue
                _t175 = _st_zones[0]
                _t174 = (1 + _t172)
                if _st_log is None and _t175:
                    _t173 = _t175.pop(); _st_zones[_t174].append(_t173); _st_loc[_t173] = _t174
                elif _t175:
                    _move_cards204(st, _t175[-1], _t174, False)
                if _memo205: _memo205.clear()
                if _memo206: _memo206.clear()
                if _memo207: _memo207.clear()
                if _memo208: _memo208.clear()
        if _p234(st, [L[5], L[4], 2, None, None, None, None]) == 3: return 3
        if (4 >= 4):
            if _p234(st, [L[7], L[6], 1, None, None, None, None]) == 3: return 3
        if _p305(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return 3

# <rulerun president.rules: play #57 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun president.rules: play #58 5c07b9bd>
def _native(st, L):
    return _range306(2, 3)

# <rulerun president.rules: play #59 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun president.rules: play #60 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun president.rules: play #61 e693422f>
def _native(st, L):
    return 2

# <rulerun president.rules: play #62 bd8c1cfc>
def _native(st, L):
    return (4 >= 4)

# <rulerun president.rules: play #63 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun president.rules: play #64 285c0647>
def _native(st, L):
    return L[6]

# <rulerun president.rules: play #65 ff528da8>
def _native(st, L):
    return 1

# <rulerun president.rules: play #66 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun president.rules: play_cards #67 3e969e1c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run309(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k310)

# <rulerun president.rules: play_hand #68 484223cc>
def _loop(st):
    _t337 = 0
    for _t336 in (_k315 or ()):
        if (not not st.zones[(1 + _t336)]):
            _t337 += 1
    return _t337

# <rulerun president.rules: play_hand #69 d29819a8>
def _loop(st, L):
    _t344 = 0
    for _t343 in st.zones[(1 + L[1])]:
        if (_c326[_t343] == L[4]):
            _t344 += 1
    return _t344

# <rulerun president.rules: play_hand #70 c4526130>
def _loop(st, L, _t348):
    _st_zones = st.zones
    _t350 = 0
    for _t349 in _st_zones[(1 + L[1])]:
        if ((_c332[_t349] == _t348) and (_c333[_t349] > _c333[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t350 += 1
    return _t350

# <rulerun president.rules: play_hand #71 d7c6e6e3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT311[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run314(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((_memo317[None] if None in _memo317 else _memo317.setdefault(None, _a316(st))) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t339 = _NOT_YET
            _o = []
            for _t338 in (_k318 or []):
                if ((_memo320[(L[1], _t338,)] if (L[1], _t338,) in _memo320 else _memo320.setdefault((L[1], _t338,), (_t339 if _t339 is not _NOT_YET else (_t339 := list(map(_c319.__getitem__, st.zones[(1 + L[1])])))).count(_t338))) > 0): _o.append(_t338)
            fr[1] = 4
            _t340 = L[1]
            _t341 = len(_o)
            if not _t341: _no_option322(_t340, 'rank to lead')
            if _t341 <= 1 and _st_log is None:
                L[4] = _o[0] if _t341 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t342 = st.chooser(_t341, _t340)
                else:
                    _t342 = _st_bits(_t341.bit_length())
                    while _t342 >= _t341: _t342 = _st_bits(_t341.bit_length())
                L[4] = _o[_t342]; st.decisions += 1
                if st.thread_player is not None: _answered323(st, _t342)
            elif _decide324(st, L, _o, _t340): return True
            pc = 4
        if pc == 4:
            _o = (_range325(1, (_memo320[(L[1], L[4],)] if (L[1], L[4],) in _memo320 else _memo320.setdefault((L[1], L[4],), _a327(st, L)))) or [])
            fr[1] = 5
            _t345 = L[1]
            _t346 = len(_o)
            if not _t346: _no_option322(_t345, 'how many to lead')
            if _t346 <= 1 and _st_log is None:
                L[5] = _o[0] if _t346 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t347 = st.chooser(_t346, _t345)
                else:
                    _t347 = _st_bits(_t346.bit_length())
                    while _t347 >= _t346: _t347 = _st_bits(_t346.bit_length())
                L[5] = _o[_t347]; st.decisions += 1
                if st.thread_player is not None: _answered323(st, _t347)
            elif _decide329(st, L, _o, _t345): return True
            pc = 5
        if pc == 5:
            _r = _run330(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t348 in (_k331 or []):
                if (_memo335[(L[1], _t348,)] if (L[1], _t348,) in _memo335 else _memo335.setdefault((L[1], _t348,), (_a334(st, L, _t348) >= _st_vars[0]))): _o.append(_t348)
            fr[1] = 8
            if _offer336(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run337(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run338(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit313(_k, st, _d0): raise _Runaway312()
            continue
        if pc == 11:
            _r = _run339(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k340)

# <rulerun president.rules: exchange #72 b495c6a8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run343(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = st.zones[(1 + L[1])]
            fr[1] = 2
            if _offer344(st, L, _o[:]): return True
            pc = 2
        if pc == 2:
            _r = _run345(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k346)

# <rulerun president.rules: deal #73 97af725f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run349(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k350)

# <rulerun president.rules: play #74 499f2807>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT351[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run354(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit355(_k356)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            L[1] = (_range357(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run358(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], L[4], 2, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit355(_k359)
            fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [L[7], L[6], 1, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit355(_k360)
            fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            _a = [L[5], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit355(_k361)
            fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit353(_k, st, _d0): raise _Runaway352()
            continue
        if pc == 11:
            fr[1] = 12
            if _step362(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k363)

# <rulerun president.rules: play_hand #75 636b45d8>
def _loop(st):
    _t352 = 0
    for _t351 in (_k369 or ()):
        if (not not st.zones[(1 + _t351)]):
            _t352 += 1
    return _t352

# <rulerun president.rules: play_hand #76 02a1c2d6>
def _loop(st, L):
    _t359 = 0
    for _t358 in st.zones[(1 + L[1])]:
        if (_c380[_t358] == L[4]):
            _t359 += 1
    return _t359

# <rulerun president.rules: play_hand #77 c2622526>
def _loop(st, L, _t363):
    _st_zones = st.zones
    _t365 = 0
    for _t364 in _st_zones[(1 + L[1])]:
        if ((_c386[_t364] == _t363) and (_c387[_t364] > _c387[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t365 += 1
    return _t365

# <rulerun president.rules: play_hand #78 b1a427bc>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT364[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run367(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region368(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((_memo371[None] if None in _memo371 else _memo371.setdefault(None, _a370(st))) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t354 = _NOT_YET
            _o = []
            for _t353 in (_k372 or []):
                if ((_memo374[(L[1], _t353,)] if (L[1], _t353,) in _memo374 else _memo374.setdefault((L[1], _t353,), (_t354 if _t354 is not _NOT_YET else (_t354 := list(map(_c373.__getitem__, st.zones[(1 + L[1])])))).count(_t353))) > 0): _o.append(_t353)
            fr[1] = 4
            _t355 = L[1]
            _t356 = len(_o)
            if not _t356: _no_option376(_t355, 'rank to lead')
            if _t356 <= 1 and _st_log is None:
                L[4] = _o[0] if _t356 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t357 = st.chooser(_t356, _t355)
                else:
                    _t357 = _st_bits(_t356.bit_length())
                    while _t357 >= _t356: _t357 = _st_bits(_t356.bit_length())
                L[4] = _o[_t357]; st.decisions += 1
                if st.thread_player is not None: _answered377(st, _t357)
            elif _decide378(st, L, _o, _t355): return True
            pc = 4
        if pc == 4:
            _o = (_range379(1, (_memo374[(L[1], L[4],)] if (L[1], L[4],) in _memo374 else _memo374.setdefault((L[1], L[4],), _a381(st, L)))) or [])
            fr[1] = 5
            _t360 = L[1]
            _t361 = len(_o)
            if not _t361: _no_option376(_t360, 'how many to lead')
            if _t361 <= 1 and _st_log is None:
                L[5] = _o[0] if _t361 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t362 = st.chooser(_t361, _t360)
                else:
                    _t362 = _st_bits(_t361.bit_length())
                    while _t362 >= _t361: _t362 = _st_bits(_t361.bit_length())
                L[5] = _o[_t362]; st.decisions += 1
                if st.thread_player is not None: _answered377(st, _t362)
            elif _decide383(st, L, _o, _t360): return True
            pc = 5
        if pc == 5:
            _r = _run384(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t363 in (_k385 or []):
                if (_memo389[(L[1], _t363,)] if (L[1], _t363,) in _memo389 else _memo389.setdefault((L[1], _t363,), (_a388(st, L, _t363) >= _st_vars[0]))): _o.append(_t363)
            fr[1] = 8
            if _offer390(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run391(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run392(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit366(_k, st, _d0): raise _Runaway365()
            continue
        if pc == 11:
            _r = _run393(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k394)

# <rulerun president.rules: play #79 91aa6b42>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT395[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run398(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p399(st, [L[0], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit400(_k401)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region402(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[1] = (_range403(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run404(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p405(st, [L[5], L[4], 2, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[4], 2, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit400(_k406)
                fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p405(st, [L[7], L[6], 1, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [L[7], L[6], 1, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit400(_k407)
                fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            if st.thread_player == st.inline_thread:
                if _p399(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[5], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit400(_k408)
                fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit397(_k, st, _d0): raise _Runaway396()
            continue
        if pc == 11:
            fr[1] = 12
            if _step409(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k410)

# <rulerun president.rules: rank #80 914c628d>
def _native(st, p):
    _st_vars = st.vars
    return (_st_vars[5 + p], (-_st_vars[1 + p]), )

