# <rulerun president.rules: play_cards #0 eb7241f4>
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
    if (not (not not _st_zones[(1 + _l0)])):
        _st_vars[9] = (_t7 if -1000000000000000000 <= (_t7 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond5(_t7))
        _st_vars[1 + _l0] = _st_vars[9]
        if _st_log is not None: _st_log.append(_Text9(_audience6(st), [_PlayerRef7(_l0), ' goes out, place ', _plain8(_st_vars[9])]))

# <rulerun president.rules: play_hand #1 cfefd966>
def _native(st, L):
    _l0 = L[0]
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    st.vars[0] = 0

# <rulerun president.rules: play_hand #2 152338ec>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _l5 = L[5]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _tell10(st, (_player_text11(_l1) + ' leads ' + _plain12(_l5) + ' of rank ' + _plain12(_l4)), None)
    _st_vars[0] = _l5
    _i0l0 = _l1
    _i0l1 = _l4
    _i0l2 = _l5
    _i0 = [_i0l0, _i0l1, _i0l2, None, None, None]
    _t9 = (_range13(1, _i0l2) or [])
    _budget14[0] -= len(_t9)
    if _budget14[0] < 0: _spent15(st)
    for _t8 in _t9:
        _i0[5] = _t8
        _t12 = None
        for _t13 in _st_zones[(1 + _i0l0)]:
            if (_c17[_t13] == _i0l1):
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
            _move_cards16(st, _t10, _t11, False)
    if (not (not not _st_zones[(1 + _i0l0)])):
        _st_vars[9] = (_t15 if -1000000000000000000 <= (_t15 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond18(_t15))
        _st_vars[1 + _i0l0] = _st_vars[9]
        if _st_log is not None: _st_log.append(_Text21(_audience19(st), [_PlayerRef20(_i0l0), ' goes out, place ', _plain12(_st_vars[9])]))
    L[2] = _l1

# <rulerun president.rules: play_hand #3 9b917059>
def _native(st, L):
    _l1 = L[1]
    _l6 = L[6]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (_l6 is None):
        if _st_log is not None: _tell22(st, (_player_text23(_l1) + ' passes'), None)
        L[3] = (L[3] + [_l1])
        if len(L[3]) > 1000000: _too_long24(L[3])
    else:
        _i1l0 = _l1
        _i1l1 = _l6
        _i1l2 = _st_vars[0]
        _i1 = [_i1l0, _i1l1, _i1l2, None, None, None]
        _t17 = (_range25(1, _i1l2) or [])
        _budget26[0] -= len(_t17)
        if _budget26[0] < 0: _spent27(st)
        for _t16 in _t17:
            _i1[5] = _t16
            _t20 = None
            for _t21 in _st_zones[(1 + _i1l0)]:
                if (_c29[_t21] == _i1l1):
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
                _move_cards28(st, _t18, _t19, False)
        if (not (not not _st_zones[(1 + _i1l0)])):
            _st_vars[9] = (_t23 if -1000000000000000000 <= (_t23 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond30(_t23))
            _st_vars[1 + _i1l0] = _st_vars[9]
            if _st_log is not None: _st_log.append(_Text34(_audience31(st), [_PlayerRef32(_i1l0), ' goes out, place ', _plain33(_st_vars[9])]))
        L[2] = _l1
        if (not False):
            L[3] = []

# <rulerun president.rules: play_hand #4 14f67a0a>
def _loop(st):
    _t25 = 0
    for _t24 in (_k35 or ()):
        if (not not st.zones[(1 + _t24)]):
            _t25 += 1
    return _t25

# <rulerun president.rules: play_hand #5 14a380f7>
def _loop(st, L):
    for _t33 in (_o41[L[2]] or ()):
        if (not not st.zones[(1 + _t33)]):
            return _t33
    return None

# <rulerun president.rules: play_hand #6 7bd43282>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    _st_zones = st.zones
    if (_a36(st) > 1):
        _t27 = L[3]
        _t26 = True
        for _t28 in (_k37 or ()):
            if not ((((not (not not _st_zones[(1 + _t28)])) or (_t28 == _l2)) or (_t28 in (_t27 or ())))):
                _t26 = False
                break
        if _t26:
            if _st_log is not None: _st_log.append(_Text39(_audience38(st), ['everyone else passes: the trick is over']))
            _t29 = 5
            _t30 = 6
            if _st_log is None and _t29 != _t30:
                _t31 = _st_zones[_t29]; _st_zones[_t30] += _t31
                for _t32 in _t31: st.loc[_t32] = _t30
                _t31.clear()
            else:
                _move_cards40(st, _st_zones[_t29][:], _t30, False)
            st.vars[0] = 0
            L[3] = []
            L[1] = (_l2 if (not not _st_zones[(1 + _l2)]) else _a42(st, L))
        else:
            _t36 = L[3]
            _t35 = None
            for _t37 in (_o43[L[1]] or ()):
                if (((not not _st_zones[(1 + _t37)]) and (_t37 != _l2)) and (not (_t37 in (_t36 or ())))):
                    _t35 = _t37
                    break
            L[1] = _t35

# <rulerun president.rules: play_hand #7 c6308884>
def _loop(st):
    _t39 = 0
    for _t38 in (_k44 or ()):
        if (not not st.zones[(1 + _t38)]):
            _t39 += 1
    return _t39

# <rulerun president.rules: play_hand #8 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #9 5c7540e3>
def _loop(st, L):
    _t48 = 0
    for _t47 in st.zones[(1 + L[1])]:
        if (_c55[_t47] == L[4]):
            _t48 += 1
    return _t48

# <rulerun president.rules: play_hand #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #11 3c9d6008>
def _loop(st, L, _t61):
    _st_zones = st.zones
    _t63 = 0
    for _t62 in _st_zones[(1 + L[1])]:
        if ((_c68[_t62] == _t61) and (_c69[_t62] > _c69[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t63 += 1
    return _t63

# <rulerun president.rules: play_hand #12 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #13 e777c8d2>
def _loop(st):
    _t73 = 0
    for _t72 in (_k73 or ()):
        if (not not st.zones[(1 + _t72)]):
            _t73 += 1
    return _t73

# <rulerun president.rules: play_hand #14 c9ce5cab>
def _loop(st, L):
    for _t82 in (_o76[L[2]] or ()):
        if (not not st.zones[(1 + _t82)]):
            return _t82
    return None

# <rulerun president.rules: play_hand #15 305749d6>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while (_a45(st) > 1):
        _budget46[0] -= 1
        if _budget46[0] < 0: _spent47(st)
        if (_st_vars[0] == 0):
            _t42 = _NOT_YET
            _t40 = []
            for _t41 in (_k48 or []):
                if ((_t42 if _t42 is not _NOT_YET else (_t42 := list(map(_c49.__getitem__, _st_zones[(1 + L[1])])))).count(_t41) > 0): _t40.append(_t41)
            _t43 = L[1]
            _t44 = len(_t40)
            if not _t44: _no_option52(_t43, 'rank to lead')
            if _t44 <= 1 and _st_log is None:
                L[4] = _t40[0] if _t44 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t45 = st.chooser(_t44, _t43)
                else:
                    _t45 = _st_bits(_t44.bit_length())
                    while _t45 >= _t44: _t45 = _st_bits(_t44.bit_length())
                L[4] = _t40[_t45]; st.decisions += 1
            elif _decide53(st, L, _t40, _t43): raise _PlayoutCut50()
            _t46 = (_range54(1, _a56(st, L)) or [])
            _t49 = L[1]
            _t50 = len(_t46)
            if not _t50: _no_option52(_t49, 'how many to lead')
            if _t50 <= 1 and _st_log is None:
                L[5] = _t46[0] if _t50 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t51 = st.chooser(_t50, _t49)
                else:
                    _t51 = _st_bits(_t50.bit_length())
                    while _t51 >= _t50: _t51 = _st_bits(_t50.bit_length())
                L[5] = _t46[_t51]; st.decisions += 1
            elif _decide58(st, L, _t46, _t49): raise _PlayoutCut50()
            if _st_log is not None: _tell59(st, (_player_text60(L[1]) + ' leads ' + _plain61(L[5]) + ' of rank ' + _plain61(L[4])), None)
            _st_vars[0] = L[5]
            _i2l0 = L[1]
            _i2l1 = L[4]
            _i2l2 = L[5]
            _i2 = [_i2l0, _i2l1, _i2l2, None, None, None]
            _t53 = (_range54(1, _i2l2) or [])
            _budget46[0] -= len(_t53)
            if _budget46[0] < 0: _spent47(st)
            for _t52 in _t53:
                _i2[5] = _t52
                _t56 = None
                for _t57 in _st_zones[(1 + _i2l0)]:
                    if (_c49[_t57] == _i2l1):
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
                    _move_cards62(st, _t54, _t55, False)
            if (not (not not _st_zones[(1 + _i2l0)])):
                _st_vars[9] = (_t59 if -1000000000000000000 <= (_t59 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond63(_t59))
                _st_vars[1 + _i2l0] = _st_vars[9]
                if _st_log is not None: _st_log.append(_Text66(_audience64(st), [_PlayerRef65(_i2l0), ' goes out, place ', _plain61(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t60 = []
            for _t61 in (_k67 or []):
                if (_a70(st, L, _t61) >= _st_vars[0]): _t60.append(_t61)
            if _offer71(st, L, _t60): raise _PlayoutCut50()
            if (L[6] is None):
                if _st_log is not None: _tell59(st, (_player_text60(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long72(L[3])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                _t65 = (_range54(1, _i3l2) or [])
                _budget46[0] -= len(_t65)
                if _budget46[0] < 0: _spent47(st)
                for _t64 in _t65:
                    _i3[5] = _t64
                    _t68 = None
                    for _t69 in _st_zones[(1 + _i3l0)]:
                        if (_c49[_t69] == _i3l1):
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
                        _move_cards62(st, _t66, _t67, False)
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = (_t71 if -1000000000000000000 <= (_t71 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond63(_t71))
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _st_log is not None: _st_log.append(_Text66(_audience64(st), [_PlayerRef65(_i3l0), ' goes out, place ', _plain61(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if (_a74(st) > 1):
            _t75 = L[2]
            _t76 = L[3]
            _t74 = True
            for _t77 in (_k75 or ()):
                if not ((((not (not not _st_zones[(1 + _t77)])) or (_t77 == _t75)) or (_t77 in (_t76 or ())))):
                    _t74 = False
                    break
            if _t74:
                if _st_log is not None: _st_log.append(_Text66(_audience64(st), ['everyone else passes: the trick is over']))
                _t78 = 5
                _t79 = 6
                if _st_log is None and _t78 != _t79:
                    _t80 = _st_zones[_t78]; _st_zones[_t79] += _t80
                    for _t81 in _t80: _st_loc[_t81] = _t79
                    _t80.clear()
                else:
                    _move_cards62(st, _st_zones[_t78][:], _t79, False)
                _st_vars[0] = 0
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a77(st, L))
            else:
                _t85 = L[2]
                _t86 = L[3]
                _t84 = None
                for _t87 in (_o78[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t87)]) and (_t87 != _t85)) and (not (_t87 in (_t86 or ())))):
                        _t84 = _t87
                        break
                L[1] = _t84

# <rulerun president.rules: play_hand #16 ea668f2a>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t88 = None
    for _t89 in (_k79 or ()):
        if (not not _st_zones[(1 + _t89)]):
            _t88 = _t89
            break
    L[7] = _t88
    _st_vars[1 + L[7]] = 4
    if _st_log is not None: _st_log.append(_Text82(_audience80(st), [_PlayerRef81(L[7]), ' is the Scum']))
    _t90 = 5
    _t91 = 6
    if _st_log is None and _t90 != _t91:
        _t92 = _st_zones[_t90]; _st_zones[_t91] += _t92
        for _t93 in _t92: _st_loc[_t93] = _t91
        _t92.clear()
    else:
        _move_cards83(st, _st_zones[_t90][:], _t91, False)
    for _t94 in (_k84 or []):
        L[10] = _t94
        _t95 = (1 + _t94)
        _t96 = 6
        if _st_log is None and _t95 != _t96:
            _t97 = _st_zones[_t95]; _st_zones[_t96] += _t97
            for _t98 in _t97: _st_loc[_t98] = _t96
            _t97.clear()
        else:
            _move_cards83(st, _st_zones[_t95][:], _t96, False)
        _st_vars[5 + _t94] = (_t99 if -1000000000000000000 <= (_t99 := _st_vars[5 + _t94] + (4 - _st_vars[1 + _t94])) <= 1000000000000000000 else _beyond85(_t99))

# <rulerun president.rules: play_hand #17 67765514>
def _loop(st):
    _t101 = 0
    for _t100 in (_k86 or ()):
        if (not not st.zones[(1 + _t100)]):
            _t101 += 1
    return _t101

# <rulerun president.rules: play_hand #18 62c37e3d>
def _native(st, L):
    return (_a87(st) > 1)

# <rulerun president.rules: play_hand #19 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #20 d8074e04>
def _native(st, L):
    return _k88

# <rulerun president.rules: play_hand #21 293e128c>
def _loop(st, L):
    _l4 = L[4]
    _t103 = 0
    for _t102 in st.zones[(1 + L[1])]:
        if (_c89[_t102] == _l4):
            _t103 += 1
    return _t103

# <rulerun president.rules: play_hand #22 bc634a81>
def _native(st, L):
    return (_a90(st, L) > 0)

# <rulerun president.rules: play_hand #23 20db4578>
def _loop(st, L):
    _l4 = L[4]
    _t105 = 0
    for _t104 in st.zones[(1 + L[1])]:
        if (_c92[_t104] == _l4):
            _t105 += 1
    return _t105

# <rulerun president.rules: play_hand #24 0db77785>
def _native(st, L):
    return _range91(1, _a93(st, L))

# <rulerun president.rules: play_hand #25 a7b841d4>
def _native(st, L):
    return _k94

# <rulerun president.rules: play_hand #26 fc425d07>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t107 = 0
    for _t106 in _st_zones[(1 + L[1])]:
        if ((_c95[_t106] == _l6) and (_c96[_t106] > _c96[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t107 += 1
    return _t107

# <rulerun president.rules: play_hand #27 06145f5c>
def _native(st, L):
    return (_a97(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #28 c044a2cc>
def _loop(st, L):
    _t116 = None
    for _t115 in st.zones[(1 + L[0])]:
        _t117 = _c103[_t115]
        if _t116 is None or _t117 > _t116:
            _t116 = _t117
    return _t116

# <rulerun president.rules: exchange #29 40948811>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t109 = (_range98(1, L[2]) or [])
    _budget99[0] -= len(_t109)
    if _budget99[0] < 0: _spent100(st)
    for _t108 in _t109:
        L[5] = _t108
        _t113 = _st_zones[(1 + L[0])]
        _budget99[0] -= len(_t113)
        if _budget99[0] < 0: _spent100(st)
        _t118 = _NOT_YET
        _t119 = _NOT_YET
        _t112 = None
        for _t114 in _t113:
            if (_c102[_t114] == (_t119 if _t119 is not _NOT_YET else (_t119 := (_t118 if _t118 is not _NOT_YET else (_t118 := _a104(st, L)))))):
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
            _move_cards101(st, _t110, _t111, False)

# <rulerun president.rules: exchange #30 960ae1ef>
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
        _move_cards105(st, _t121, _t122, False)
    if _st_log is not None: _st_log.append(_Text109(_audience106(st), [_PlayerRef107(_l0), ' and ', _PlayerRef107(L[1]), ' exchange ', _plain108(L[2]), ' card(s)']))

# <rulerun president.rules: exchange #31 8b4c62ef>
def _native(st, L):
    return (1 + L[1])

# <rulerun president.rules: exchange #32 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: exchange #33 4a732728>
def _native(st, L):
    return L[2]

# <rulerun president.rules: deal #34 b7abc064>
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
        _move_cards110(st, _st_zones[_t125][:], _t126, False)
    _shuffle_zone111(st, 0)
    while (not not _st_zones[0]):
        _budget112[0] -= 1
        if _budget112[0] < 0: _spent113(st)
        for _t129 in (_k114 or []):
            L[2] = _t129
            if not ((not not _st_zones[0])): continue
            _t132 = _st_zones[0]
            _t131 = (1 + _t129)
            if _st_log is None and _t132:
                _t130 = _t132.pop(); _st_zones[_t131].append(_t130); _st_loc[_t130] = _t131
            elif _t132:
                _move_cards110(st, _t132[-1], _t131, False)

# <rulerun president.rules: play #35 95d30b0e>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone115(st, 0)
    _i4 = [None, None, None]
    _t133 = 6
    _t134 = 0
    if _st_log is None and _t133 != _t134:
        _t135 = _st_zones[_t133]; _st_zones[_t134] += _t135
        for _t136 in _t135: _st_loc[_t136] = _t134
        _t135.clear()
    else:
        _move_cards116(st, _st_zones[_t133][:], _t134, False)
    _shuffle_zone115(st, 0)
    while (not not _st_zones[0]):
        _budget117[0] -= 1
        if _budget117[0] < 0: _spent118(st)
        for _t137 in (_k119 or []):
            _i4[2] = _t137
            if not ((not not _st_zones[0])): continue
            _t140 = _st_zones[0]
            _t139 = (1 + _t137)
            if _st_log is None and _t140:
                _t138 = _t140.pop(); _st_zones[_t139].append(_t138); _st_loc[_t138] = _t139
            elif _t140:
                _move_cards116(st, _t140[-1], _t139, False)
    _t142 = (_k120 or ())
    _budget117[0] -= len(_t142)
    if _budget117[0] < 0: _spent118(st)
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
    if _st_log is not None: _tell121(st, (_player_text122(L[0]) + ' holds the 3 of clubs and leads'), None)

# <rulerun president.rules: play #36 adf9c540>
def _loop(st):
    for _t146 in (_k126 or ()):
        if (st.vars[1 + _t146] == 1):
            return _t146
    return None

# <rulerun president.rules: holder_of #37 c1e0085e>
def _native(st, L):
    _t148 = None
    for _t149 in (_k129 or ()):
        if (st.vars[1 + _t149] == L[0]):
            _t148 = _t149
            break
    return _t148

# <rulerun president.rules: play #38 f2b9e499>
def _loop(st):
    for _t150 in (_k131 or ()):
        if (st.vars[1 + _t150] == 2):
            return _t150
    return None

# <rulerun president.rules: play #39 c1e8ece6>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text125(_audience123(st), ['hand ', _plain124(L[3])]))
    L[4] = _player128(_a127(st), 4)
    L[5] = _player128(_d130(st, [4]), 4)
    L[6] = _player128(_a132(st), 4)
    L[7] = _player128(_d130(st, [(4 - 1)]), 4)
    _st_vars[9] = 0
    for _t152 in (_k133 or []):
        L[10] = _t152
        _st_vars[1 + _t152] = 0
    _i5 = [None, None, None]
    _t153 = 6
    _t154 = 0
    if _st_log is None and _t153 != _t154:
        _t155 = _st_zones[_t153]; _st_zones[_t154] += _t155
        for _t156 in _t155: _st_loc[_t156] = _t154
        _t155.clear()
    else:
        _move_cards134(st, _st_zones[_t153][:], _t154, False)
    _shuffle_zone135(st, 0)
    while (not not _st_zones[0]):
        _budget136[0] -= 1
        if _budget136[0] < 0: _spent137(st)
        for _t157 in (_k138 or []):
            _i5[2] = _t157
            if not ((not not _st_zones[0])): continue
            _t160 = _st_zones[0]
            _t159 = (1 + _t157)
            if _st_log is None and _t160:
                _t158 = _t160.pop(); _st_zones[_t159].append(_t158); _st_loc[_t158] = _t159
            elif _t160:
                _move_cards134(st, _t160[-1], _t159, False)

# <rulerun president.rules: play #40 e43c0f1f>
def _loop(st):
    for _t163 in (_k145 or ()):
        if (st.vars[1 + _t163] == 1):
            return _t163
    return None

# <rulerun president.rules: play #41 95f736dd>
def _loop(st):
    for _t165 in (_k149 or ()):
        if (st.vars[1 + _t165] == 2):
            return _t165
    return None

# <rulerun president.rules: play #42 2b7b6211>
def _loop(st, _i7l0):
    _t184 = None
    for _t183 in st.zones[(1 + _i7l0)]:
        _t185 = _c156[_t183]
        if _t184 is None or _t185 > _t184:
            _t184 = _t185
    return _t184

# <rulerun president.rules: exchange #43 e9935791>
def _loop(st, L):
    _t202 = None
    for _t201 in st.zones[(1 + L[0])]:
        _t203 = _c166[_t201]
        if _t202 is None or _t203 > _t202:
            _t202 = _t203
    return _t202

# <rulerun president.rules: exchange #44 playout f1e8843e>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t195 = (_range161(1, _l2) or [])
    _budget162[0] -= len(_t195)
    if _budget162[0] < 0: _spent163(st)
    for _t194 in _t195:
        L[5] = _t194
        _t199 = _st_zones[(1 + _l0)]
        _budget162[0] -= len(_t199)
        if _budget162[0] < 0: _spent163(st)
        _t204 = _NOT_YET
        _t205 = _NOT_YET
        _t198 = None
        for _t200 in _t199:
            if (_c165[_t200] == (_t205 if _t205 is not _NOT_YET else (_t205 := (_t204 if _t204 is not _NOT_YET else (_t204 := _a167(st, L)))))):
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
            _move_cards164(st, _t196, _t197, False)
    _t207 = _st_zones[(1 + _l1)]
    if _offer169(st, L, _t207[:]): raise _PlayoutCut168()
    _t208 = L[6]
    _t209 = (1 + _l0)
    if type(_t208) is list and _st_log is None:
        for _t210 in _t208:
            _t211 = _st_zones[_st_loc[_t210]]
            if _t211[-1] == _t210: _t211.pop()
            else: _t211.remove(_t210)
            _st_zones[_t209].append(_t210); _st_loc[_t210] = _t209
    elif _t208 is not None:
        _move_cards164(st, _t208, _t209, False)
    if _st_log is not None: _st_log.append(_Text173(_audience170(st), [_PlayerRef171(_l0), ' and ', _PlayerRef171(_l1), ' exchange ', _plain172(_l2), ' card(s)']))

# <rulerun president.rules: play #45 7bbbab3b>
def _loop(st):
    _t213 = 0
    for _t212 in (_k175 or ()):
        if (not not st.zones[(1 + _t212)]):
            _t213 += 1
    return _t213

# <rulerun president.rules: play #46 099a2a7f>
def _loop(st, _i8):
    _t222 = 0
    for _t221 in st.zones[(1 + _i8[1])]:
        if (_c182[_t221] == _i8[4]):
            _t222 += 1
    return _t222

# <rulerun president.rules: play #47 94b67fb4>
def _loop(st, _i8, _t235):
    _st_zones = st.zones
    _t237 = 0
    for _t236 in _st_zones[(1 + _i8[1])]:
        if ((_c190[_t236] == _t235) and (_c191[_t236] > _c191[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t237 += 1
    return _t237

# <rulerun president.rules: play #48 1cc83ffe>
def _loop(st):
    _t247 = 0
    for _t246 in (_k195 or ()):
        if (not not st.zones[(1 + _t246)]):
            _t247 += 1
    return _t247

# <rulerun president.rules: play #49 6d89fd03>
def _loop(st, _i8):
    for _t256 in (_o198[_i8[2]] or ()):
        if (not not st.zones[(1 + _t256)]):
            return _t256
    return None

# <rulerun president.rules: play_hand #50 8b782e46>
def _loop(st):
    _t275 = 0
    for _t274 in (_k203 or ()):
        if (not not st.zones[(1 + _t274)]):
            _t275 += 1
    return _t275

# <rulerun president.rules: play_hand #51 a8cca61f>
def _loop(st, L):
    _t284 = 0
    for _t283 in st.zones[(1 + L[1])]:
        if (_c214[_t283] == L[4]):
            _t284 += 1
    return _t284

# <rulerun president.rules: play_hand #52 43d9ff54>
def _loop(st, L, _t297):
    _st_zones = st.zones
    _t299 = 0
    for _t298 in _st_zones[(1 + L[1])]:
        if ((_c227[_t298] == _t297) and (_c228[_t298] > _c228[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t299 += 1
    return _t299

# <rulerun president.rules: play_hand #53 8ba0173a>
def _loop(st):
    _t309 = 0
    for _t308 in (_k232 or ()):
        if (not not st.zones[(1 + _t308)]):
            _t309 += 1
    return _t309

# <rulerun president.rules: play_hand #54 729d625c>
def _loop(st, L):
    for _t318 in (_o235[L[2]] or ()):
        if (not not st.zones[(1 + _t318)]):
            return _t318
    return None

# <rulerun president.rules: play_hand #55 playout 744d4af4>
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
    while (_a204(st) > 1):
        _budget205[0] -= 1
        if _budget205[0] < 0: _spent206(st)
        if (_st_vars[0] == 0):
            _t278 = _NOT_YET
            _t276 = []
            for _t277 in (_k207 or []):
                if ((_t278 if _t278 is not _NOT_YET else (_t278 := list(map(_c208.__getitem__, _st_zones[(1 + L[1])])))).count(_t277) > 0): _t276.append(_t277)
            _t279 = L[1]
            _t280 = len(_t276)
            if not _t280: _no_option211(_t279, 'rank to lead')
            if _t280 <= 1 and _st_log is None:
                L[4] = _t276[0] if _t280 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t281 = st.chooser(_t280, _t279)
                else:
                    _t281 = _st_bits(_t280.bit_length())
                    while _t281 >= _t280: _t281 = _st_bits(_t280.bit_length())
                L[4] = _t276[_t281]; st.decisions += 1
            elif _decide212(st, L, _t276, _t279): raise _PlayoutCut209()
            _t282 = (_range213(1, _a215(st, L)) or [])
            _t285 = L[1]
            _t286 = len(_t282)
            if not _t286: _no_option211(_t285, 'how many to lead')
            if _t286 <= 1 and _st_log is None:
                L[5] = _t282[0] if _t286 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t287 = st.chooser(_t286, _t285)
                else:
                    _t287 = _st_bits(_t286.bit_length())
                    while _t287 >= _t286: _t287 = _st_bits(_t286.bit_length())
                L[5] = _t282[_t287]; st.decisions += 1
            elif _decide217(st, L, _t282, _t285): raise _PlayoutCut209()
            if _st_log is not None: _tell218(st, (_player_text219(L[1]) + ' leads ' + _plain220(L[5]) + ' of rank ' + _plain220(L[4])), None)
            _st_vars[0] = L[5]
            _i11l0 = L[1]
            _i11l1 = L[4]
            _i11l2 = L[5]
            _i11 = [_i11l0, _i11l1, _i11l2, None, None, None]
            _t289 = (_range213(1, _i11l2) or [])
            _budget205[0] -= len(_t289)
            if _budget205[0] < 0: _spent206(st)
            for _t288 in _t289:
                _i11[5] = _t288
                _t292 = None
                for _t293 in _st_zones[(1 + _i11l0)]:
                    if (_c208[_t293] == _i11l1):
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
                    _move_cards221(st, _t290, _t291, False)
            if (not (not not _st_zones[(1 + _i11l0)])):
                _st_vars[9] = (_t295 if -1000000000000000000 <= (_t295 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond222(_t295))
                _st_vars[1 + _i11l0] = _st_vars[9]
                if _st_log is not None: _st_log.append(_Text225(_audience223(st), [_PlayerRef224(_i11l0), ' goes out, place ', _plain220(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t296 = []
            for _t297 in (_k226 or []):
                if (_a229(st, L, _t297) >= _st_vars[0]): _t296.append(_t297)
            if _offer230(st, L, _t296): raise _PlayoutCut209()
            if (L[6] is None):
                if _st_log is not None: _tell218(st, (_player_text219(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long231(L[3])
            else:
                _i12l0 = L[1]
                _i12l1 = L[6]
                _i12l2 = _st_vars[0]
                _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
                _t301 = (_range213(1, _i12l2) or [])
                _budget205[0] -= len(_t301)
                if _budget205[0] < 0: _spent206(st)
                for _t300 in _t301:
                    _i12[5] = _t300
                    _t304 = None
                    for _t305 in _st_zones[(1 + _i12l0)]:
                        if (_c208[_t305] == _i12l1):
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
                        _move_cards221(st, _t302, _t303, False)
                if (not (not not _st_zones[(1 + _i12l0)])):
                    _st_vars[9] = (_t307 if -1000000000000000000 <= (_t307 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond222(_t307))
                    _st_vars[1 + _i12l0] = _st_vars[9]
                    if _st_log is not None: _st_log.append(_Text225(_audience223(st), [_PlayerRef224(_i12l0), ' goes out, place ', _plain220(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if (_a233(st) > 1):
            _t311 = L[2]
            _t312 = L[3]
            _t310 = True
            for _t313 in (_k234 or ()):
                if not ((((not (not not _st_zones[(1 + _t313)])) or (_t313 == _t311)) or (_t313 in (_t312 or ())))):
                    _t310 = False
                    break
            if _t310:
                if _st_log is not None: _st_log.append(_Text225(_audience223(st), ['everyone else passes: the trick is over']))
                _t314 = 5
                _t315 = 6
                if _st_log is None and _t314 != _t315:
                    _t316 = _st_zones[_t314]; _st_zones[_t315] += _t316
                    for _t317 in _t316: _st_loc[_t317] = _t315
                    _t316.clear()
                else:
                    _move_cards221(st, _st_zones[_t314][:], _t315, False)
                _st_vars[0] = 0
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a236(st, L))
            else:
                _t321 = L[2]
                _t322 = L[3]
                _t320 = None
                for _t323 in (_o237[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t323)]) and (_t323 != _t321)) and (not (_t323 in (_t322 or ())))):
                        _t320 = _t323
                        break
                L[1] = _t320
    _t324 = None
    for _t325 in (_k238 or ()):
        if (not not _st_zones[(1 + _t325)]):
            _t324 = _t325
            break
    L[7] = _t324
    _st_vars[1 + L[7]] = 4
    if _st_log is not None: _st_log.append(_Text225(_audience223(st), [_PlayerRef224(L[7]), ' is the Scum']))
    _t326 = 5
    _t327 = 6
    if _st_log is None and _t326 != _t327:
        _t328 = _st_zones[_t326]; _st_zones[_t327] += _t328
        for _t329 in _t328: _st_loc[_t329] = _t327
        _t328.clear()
    else:
        _move_cards221(st, _st_zones[_t326][:], _t327, False)
    for _t330 in (_k239 or []):
        L[10] = _t330
        _t331 = (1 + _t330)
        _t332 = 6
        if _st_log is None and _t331 != _t332:
            _t333 = _st_zones[_t331]; _st_zones[_t332] += _t333
            for _t334 in _t333: _st_loc[_t334] = _t332
            _t333.clear()
        else:
            _move_cards221(st, _st_zones[_t331][:], _t332, False)
        _st_vars[5 + _t330] = (_t335 if -1000000000000000000 <= (_t335 := _st_vars[5 + _t330] + (4 - _st_vars[1 + _t330])) <= 1000000000000000000 else _beyond222(_t335))

# <rulerun president.rules: play #56 ccadd394>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t162 = (_range139(2, 3) or [])
    _budget140[0] -= len(_t162)
    if _budget140[0] < 0: _spent141(st)
    for _t161 in _t162:
        L[3] = _t161
        if _st_log is not None: _st_log.append(_Text144(_audience142(st), ['hand ', _plain143(_t161)]))
        L[4] = _player147(_a146(st), 4)
        L[5] = _player147(_d148(st, [4]), 4)
        L[6] = _player147(_a150(st), 4)
        L[7] = _player147(_d148(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t167 in (_k151 or []):
            L[10] = _t167
            _st_vars[1 + _t167] = 0
        _i6 = [None, None, None]
        _t168 = 6
        _t169 = 0
        if _st_log is None and _t168 != _t169:
            _t170 = _st_zones[_t168]; _st_zones[_t169] += _t170
            for _t171 in _t170: _st_loc[_t171] = _t169
            _t170.clear()
        else:
            _move_cards152(st, _st_zones[_t168][:], _t169, False)
        _shuffle_zone153(st, 0)
        while (not not _st_zones[0]):
            _budget140[0] -= 1
            if _budget140[0] < 0: _spent141(st)
            for _t172 in (_k154 or []):
                _i6[2] = _t172
                if not ((not not _st_zones[0])): continue
                _t175 = _st_zones[0]
                _t174 = (1 + _t172)
                if _st_log is None and _t175:
                    _t173 = _t175.pop(); _st_zones[_t174].append(_t173); _st_loc[_t173] = _t174
                elif _t175:
                    _move_cards152(st, _t175[-1], _t174, False)
        if _p174(st, [L[5], L[4], 2, None, None, None, None]) == 3: return 3
        if (4 >= 4):
            if _p174(st, [L[7], L[6], 1, None, None, None, None]) == 3: return 3
        if _p240(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return 3

# <rulerun president.rules: play #57 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun president.rules: play #58 770bf6f3>
def _native(st, L):
    return _range241(2, 3)

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

# <rulerun president.rules: play_cards #67 554671d4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run244(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k245)

# <rulerun president.rules: play_hand #68 d7bb119b>
def _loop(st):
    _t337 = 0
    for _t336 in (_k250 or ()):
        if (not not st.zones[(1 + _t336)]):
            _t337 += 1
    return _t337

# <rulerun president.rules: play_hand #69 260c2554>
def _loop(st, L):
    _t344 = 0
    for _t343 in st.zones[(1 + L[1])]:
        if (_c259[_t343] == L[4]):
            _t344 += 1
    return _t344

# <rulerun president.rules: play_hand #70 0089b16e>
def _loop(st, L, _t348):
    _st_zones = st.zones
    _t350 = 0
    for _t349 in _st_zones[(1 + L[1])]:
        if ((_c265[_t349] == _t348) and (_c266[_t349] > _c266[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t350 += 1
    return _t350

# <rulerun president.rules: play_hand #71 890a6d62>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT246[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run249(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (_a251(st) > 1):
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
            for _t338 in (_k252 or []):
                if ((_t339 if _t339 is not _NOT_YET else (_t339 := list(map(_c253.__getitem__, st.zones[(1 + L[1])])))).count(_t338) > 0): _o.append(_t338)
            fr[1] = 4
            _t340 = L[1]
            _t341 = len(_o)
            if not _t341: _no_option255(_t340, 'rank to lead')
            if _t341 <= 1 and _st_log is None:
                L[4] = _o[0] if _t341 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t342 = st.chooser(_t341, _t340)
                else:
                    _t342 = _st_bits(_t341.bit_length())
                    while _t342 >= _t341: _t342 = _st_bits(_t341.bit_length())
                L[4] = _o[_t342]; st.decisions += 1
                if st.thread_player is not None: _answered256(st, _t342)
            elif _decide257(st, L, _o, _t340): return True
            pc = 4
        if pc == 4:
            _o = (_range258(1, _a260(st, L)) or [])
            fr[1] = 5
            _t345 = L[1]
            _t346 = len(_o)
            if not _t346: _no_option255(_t345, 'how many to lead')
            if _t346 <= 1 and _st_log is None:
                L[5] = _o[0] if _t346 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t347 = st.chooser(_t346, _t345)
                else:
                    _t347 = _st_bits(_t346.bit_length())
                    while _t347 >= _t346: _t347 = _st_bits(_t346.bit_length())
                L[5] = _o[_t347]; st.decisions += 1
                if st.thread_player is not None: _answered256(st, _t347)
            elif _decide262(st, L, _o, _t345): return True
            pc = 5
        if pc == 5:
            _r = _run263(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t348 in (_k264 or []):
                if (_a267(st, L, _t348) >= _st_vars[0]): _o.append(_t348)
            fr[1] = 8
            if _offer268(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run269(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run270(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit248(_k, st, _d0): raise _Runaway247()
            continue
        if pc == 11:
            _r = _run271(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k272)

# <rulerun president.rules: exchange #72 40185f56>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run275(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = st.zones[(1 + L[1])]
            fr[1] = 2
            if _offer276(st, L, _o[:]): return True
            pc = 2
        if pc == 2:
            _r = _run277(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k278)

# <rulerun president.rules: deal #73 d63397e8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run281(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k282)

# <rulerun president.rules: play #74 df2b87a6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT283[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run286(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit287(_k288)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            L[1] = (_range289(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run290(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], L[4], 2, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit287(_k291)
            fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [L[7], L[6], 1, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit287(_k292)
            fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            _a = [L[5], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit287(_k293)
            fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit285(_k, st, _d0): raise _Runaway284()
            continue
        if pc == 11:
            fr[1] = 12
            if _step294(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k295)

# <rulerun president.rules: play_hand #75 6cad5ec5>
def _loop(st):
    _t352 = 0
    for _t351 in (_k301 or ()):
        if (not not st.zones[(1 + _t351)]):
            _t352 += 1
    return _t352

# <rulerun president.rules: play_hand #76 521fdd9d>
def _loop(st, L):
    _t359 = 0
    for _t358 in st.zones[(1 + L[1])]:
        if (_c310[_t358] == L[4]):
            _t359 += 1
    return _t359

# <rulerun president.rules: play_hand #77 6a592043>
def _loop(st, L, _t363):
    _st_zones = st.zones
    _t365 = 0
    for _t364 in _st_zones[(1 + L[1])]:
        if ((_c316[_t364] == _t363) and (_c317[_t364] > _c317[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t365 += 1
    return _t365

# <rulerun president.rules: play_hand #78 3359ed90>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT296[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run299(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region300(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (_a302(st) > 1):
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
            for _t353 in (_k303 or []):
                if ((_t354 if _t354 is not _NOT_YET else (_t354 := list(map(_c304.__getitem__, st.zones[(1 + L[1])])))).count(_t353) > 0): _o.append(_t353)
            fr[1] = 4
            _t355 = L[1]
            _t356 = len(_o)
            if not _t356: _no_option306(_t355, 'rank to lead')
            if _t356 <= 1 and _st_log is None:
                L[4] = _o[0] if _t356 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t357 = st.chooser(_t356, _t355)
                else:
                    _t357 = _st_bits(_t356.bit_length())
                    while _t357 >= _t356: _t357 = _st_bits(_t356.bit_length())
                L[4] = _o[_t357]; st.decisions += 1
                if st.thread_player is not None: _answered307(st, _t357)
            elif _decide308(st, L, _o, _t355): return True
            pc = 4
        if pc == 4:
            _o = (_range309(1, _a311(st, L)) or [])
            fr[1] = 5
            _t360 = L[1]
            _t361 = len(_o)
            if not _t361: _no_option306(_t360, 'how many to lead')
            if _t361 <= 1 and _st_log is None:
                L[5] = _o[0] if _t361 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t362 = st.chooser(_t361, _t360)
                else:
                    _t362 = _st_bits(_t361.bit_length())
                    while _t362 >= _t361: _t362 = _st_bits(_t361.bit_length())
                L[5] = _o[_t362]; st.decisions += 1
                if st.thread_player is not None: _answered307(st, _t362)
            elif _decide313(st, L, _o, _t360): return True
            pc = 5
        if pc == 5:
            _r = _run314(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t363 in (_k315 or []):
                if (_a318(st, L, _t363) >= _st_vars[0]): _o.append(_t363)
            fr[1] = 8
            if _offer319(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run320(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run321(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit298(_k, st, _d0): raise _Runaway297()
            continue
        if pc == 11:
            _r = _run322(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k323)

# <rulerun president.rules: play #79 7ca8bfcf>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT324[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run327(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p328(st, [L[0], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit329(_k330)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region331(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[1] = (_range332(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run333(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p334(st, [L[5], L[4], 2, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[4], 2, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit329(_k335)
                fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p334(st, [L[7], L[6], 1, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [L[7], L[6], 1, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit329(_k336)
                fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            if st.thread_player == st.inline_thread:
                if _p328(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[5], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit329(_k337)
                fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit326(_k, st, _d0): raise _Runaway325()
            continue
        if pc == 11:
            fr[1] = 12
            if _step338(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k339)

# <rulerun president.rules: rank #80 914c628d>
def _native(st, p):
    _st_vars = st.vars
    return (_st_vars[5 + p], (-_st_vars[1 + p]), )

