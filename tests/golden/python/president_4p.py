# <rulerun president.rules: play_cards #0 014836fc>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t0 in (_range0(1, L[2]) or []):
        L[5] = _t0
        _t3 = None
        for _t4 in _st_zones[(1 + _l0)]:
            if (_c2[_t4] == _l1):
                _t3 = _t4
                break
        _t1 = _t3
        _t2 = 5
        if type(_t1) is int and _st_log is None:
            _t5 = _st_zones[_st_loc[_t1]]
            if _t5[-1] == _t1: _t5.pop()
            else: _t5.remove(_t1)
            _st_zones[_t2].append(_t1); _st_loc[_t1] = _t2
        elif _t1 is not None:
            _move_cards1(st, _t1, _t2, False)
    if (not (not not _st_zones[(1 + _l0)])):
        _st_vars[9] = _st_vars[9] + 1
        _st_vars[1 + _l0] = _st_vars[9]
        if _st_log is not None: _st_log.append(_Text6(_audience3(st), [_PlayerRef4(_l0), ' goes out, place ', _plain5(_st_vars[9])]))

# <rulerun president.rules: play_hand #1 cfefd966>
def _native(st, L):
    _l0 = L[0]
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    st.vars[0] = 0

# <rulerun president.rules: play_hand #2 0f4f39b2>
def _native(st, L):
    _l1 = L[1]
    _l5 = L[5]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = _l5
    _i0l0 = _l1
    _i0l1 = L[4]
    _i0l2 = _l5
    _i0 = [_i0l0, _i0l1, _i0l2, None, None, None]
    for _t6 in (_range7(1, _i0l2) or []):
        _i0[5] = _t6
        _t9 = None
        for _t10 in _st_zones[(1 + _i0l0)]:
            if (_c9[_t10] == _i0l1):
                _t9 = _t10
                break
        _t7 = _t9
        _t8 = 5
        if type(_t7) is int and _st_log is None:
            _t11 = _st_zones[_st_loc[_t7]]
            if _t11[-1] == _t7: _t11.pop()
            else: _t11.remove(_t7)
            _st_zones[_t8].append(_t7); _st_loc[_t7] = _t8
        elif _t7 is not None:
            _move_cards8(st, _t7, _t8, False)
    if (not (not not _st_zones[(1 + _i0l0)])):
        _st_vars[9] = _st_vars[9] + 1
        _st_vars[1 + _i0l0] = _st_vars[9]
        if _st_log is not None: _st_log.append(_Text13(_audience10(st), [_PlayerRef11(_i0l0), ' goes out, place ', _plain12(_st_vars[9])]))
    L[2] = _l1

# <rulerun president.rules: play_hand #3 e6c707fe>
def _native(st, L):
    _l1 = L[1]
    _l6 = L[6]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (_l6 is None):
        if _st_log is not None: _tell14(st, (_player_text15(_l1) + ' passes'), None)
        L[3] = (L[3] + [_l1])
    else:
        _i1l0 = _l1
        _i1l1 = _l6
        _i1l2 = _st_vars[0]
        _i1 = [_i1l0, _i1l1, _i1l2, None, None, None]
        for _t12 in (_range16(1, _i1l2) or []):
            _i1[5] = _t12
            _t15 = None
            for _t16 in _st_zones[(1 + _i1l0)]:
                if (_c18[_t16] == _i1l1):
                    _t15 = _t16
                    break
            _t13 = _t15
            _t14 = 5
            if type(_t13) is int and _st_log is None:
                _t17 = _st_zones[_st_loc[_t13]]
                if _t17[-1] == _t13: _t17.pop()
                else: _t17.remove(_t13)
                _st_zones[_t14].append(_t13); _st_loc[_t13] = _t14
            elif _t13 is not None:
                _move_cards17(st, _t13, _t14, False)
        if (not (not not _st_zones[(1 + _i1l0)])):
            _st_vars[9] = _st_vars[9] + 1
            _st_vars[1 + _i1l0] = _st_vars[9]
            if _st_log is not None: _st_log.append(_Text22(_audience19(st), [_PlayerRef20(_i1l0), ' goes out, place ', _plain21(_st_vars[9])]))
        L[2] = _l1
        if (not False):
            L[3] = []

# <rulerun president.rules: play_hand #4 96d237c7>
def _loop(st):
    _t19 = 0
    for _t18 in (_k23 or ()):
        if (not not st.zones[(1 + _t18)]):
            _t19 += 1
    return _t19

# <rulerun president.rules: play_hand #5 9dd16976>
def _loop(st, L):
    for _t27 in (_o29[L[2]] or ()):
        if (not not st.zones[(1 + _t27)]):
            return _t27
    return None

# <rulerun president.rules: play_hand #6 f700033c>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    _st_zones = st.zones
    if (_a24(st) > 1):
        _t21 = L[3]
        _t20 = True
        for _t22 in (_k25 or ()):
            if not ((((not (not not _st_zones[(1 + _t22)])) or (_t22 == _l2)) or (_t22 in (_t21 or ())))):
                _t20 = False
                break
        if _t20:
            if _st_log is not None: _st_log.append(_Text27(_audience26(st), ['everyone else passes: the trick is over']))
            _t23 = 5
            _t24 = 6
            if _st_log is None and _t23 != _t24:
                _t25 = _st_zones[_t23]; _st_zones[_t24] += _t25
                for _t26 in _t25: st.loc[_t26] = _t24
                _t25.clear()
            else:
                _move_cards28(st, _st_zones[_t23][:], _t24, False)
            st.vars[0] = 0
            L[3] = []
            L[1] = (_l2 if (not not _st_zones[(1 + _l2)]) else _a30(st, L))
        else:
            _t30 = L[3]
            _t29 = None
            for _t31 in (_o31[L[1]] or ()):
                if (((not not _st_zones[(1 + _t31)]) and (_t31 != _l2)) and (not (_t31 in (_t30 or ())))):
                    _t29 = _t31
                    break
            L[1] = _t29

# <rulerun president.rules: play_hand #7 993a63e7>
def _loop(st):
    _t35 = 0
    for _t34 in (_k32 or ()):
        if (not not st.zones[(1 + _t34)]):
            _t35 += 1
    return _t35

# <rulerun president.rules: play_hand #8 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #9 86e9f580>
def _loop(st, L):
    _t44 = 0
    for _t43 in st.zones[(1 + L[1])]:
        if (_c44[_t43] == L[4]):
            _t44 += 1
    return _t44

# <rulerun president.rules: play_hand #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #11 ecefc2d1>
def _loop(st, L, _t55):
    _st_zones = st.zones
    _t57 = 0
    for _t56 in _st_zones[(1 + L[1])]:
        if ((_c54[_t56] == _t55) and (_c55[_t56] > _c55[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t57 += 1
    return _t57

# <rulerun president.rules: play_hand #12 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #13 8372ccd3>
def _loop(st):
    _t65 = 0
    for _t64 in (_k60 or ()):
        if (not not st.zones[(1 + _t64)]):
            _t65 += 1
    return _t65

# <rulerun president.rules: play_hand #14 21925bed>
def _loop(st, L):
    for _t74 in (_o63[L[2]] or ()):
        if (not not st.zones[(1 + _t74)]):
            return _t74
    return None

# <rulerun president.rules: play_hand #15 7ff4887b>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t32 = 0; _t33 = st.decisions
    while (_a33(st) > 1):
        _t32 += 1
        if _t32 > _LIMIT34[0] and _over_limit35(_t32, st, _t33): raise _Runaway36()
        if (_st_vars[0] == 0):
            _t38 = _NOT_YET
            _t36 = []
            for _t37 in (_k37 or []):
                if ((_t38 if _t38 is not _NOT_YET else (_t38 := list(map(_c38.__getitem__, _st_zones[(1 + L[1])])))).count(_t37) > 0): _t36.append(_t37)
            _t39 = L[1]
            _t40 = len(_t36)
            if not _t40: _no_option41(_t39, 'rank to lead')
            if _t40 <= 1 and _st_log is None:
                L[4] = _t36[0] if _t40 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t41 = st.chooser(_t40, _t39)
                else:
                    _t41 = _st_bits(_t40.bit_length())
                    while _t41 >= _t40: _t41 = _st_bits(_t40.bit_length())
                L[4] = _t36[_t41]; st.decisions += 1
            elif _decide42(st, L, _t36, _t39): raise _PlayoutCut39()
            _t42 = (_range43(1, _a45(st, L)) or [])
            _t45 = L[1]
            _t46 = len(_t42)
            if not _t46: _no_option41(_t45, 'how many to lead')
            if _t46 <= 1 and _st_log is None:
                L[5] = _t42[0] if _t46 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t47 = st.chooser(_t46, _t45)
                else:
                    _t47 = _st_bits(_t46.bit_length())
                    while _t47 >= _t46: _t47 = _st_bits(_t46.bit_length())
                L[5] = _t42[_t47]; st.decisions += 1
            elif _decide47(st, L, _t42, _t45): raise _PlayoutCut39()
            _st_vars[0] = L[5]
            _i2l0 = L[1]
            _i2l1 = L[4]
            _i2l2 = L[5]
            _i2 = [_i2l0, _i2l1, _i2l2, None, None, None]
            for _t48 in (_range43(1, _i2l2) or []):
                _i2[5] = _t48
                _t51 = None
                for _t52 in _st_zones[(1 + _i2l0)]:
                    if (_c38[_t52] == _i2l1):
                        _t51 = _t52
                        break
                _t49 = _t51
                _t50 = 5
                if type(_t49) is int and _st_log is None:
                    _t53 = _st_zones[_st_loc[_t49]]
                    if _t53[-1] == _t49: _t53.pop()
                    else: _t53.remove(_t49)
                    _st_zones[_t50].append(_t49); _st_loc[_t49] = _t50
                elif _t49 is not None:
                    _move_cards48(st, _t49, _t50, False)
            if (not (not not _st_zones[(1 + _i2l0)])):
                _st_vars[9] = _st_vars[9] + 1
                _st_vars[1 + _i2l0] = _st_vars[9]
                if _st_log is not None: _st_log.append(_Text52(_audience49(st), [_PlayerRef50(_i2l0), ' goes out, place ', _plain51(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t54 = []
            for _t55 in (_k53 or []):
                if (_a56(st, L, _t55) >= _st_vars[0]): _t54.append(_t55)
            if _offer57(st, L, _t54): raise _PlayoutCut39()
            if (L[6] is None):
                if _st_log is not None: _tell58(st, (_player_text59(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                for _t58 in (_range43(1, _i3l2) or []):
                    _i3[5] = _t58
                    _t61 = None
                    for _t62 in _st_zones[(1 + _i3l0)]:
                        if (_c38[_t62] == _i3l1):
                            _t61 = _t62
                            break
                    _t59 = _t61
                    _t60 = 5
                    if type(_t59) is int and _st_log is None:
                        _t63 = _st_zones[_st_loc[_t59]]
                        if _t63[-1] == _t59: _t63.pop()
                        else: _t63.remove(_t59)
                        _st_zones[_t60].append(_t59); _st_loc[_t59] = _t60
                    elif _t59 is not None:
                        _move_cards48(st, _t59, _t60, False)
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = _st_vars[9] + 1
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _st_log is not None: _st_log.append(_Text52(_audience49(st), [_PlayerRef50(_i3l0), ' goes out, place ', _plain51(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if (_a61(st) > 1):
            _t67 = L[2]
            _t68 = L[3]
            _t66 = True
            for _t69 in (_k62 or ()):
                if not ((((not (not not _st_zones[(1 + _t69)])) or (_t69 == _t67)) or (_t69 in (_t68 or ())))):
                    _t66 = False
                    break
            if _t66:
                if _st_log is not None: _st_log.append(_Text52(_audience49(st), ['everyone else passes: the trick is over']))
                _t70 = 5
                _t71 = 6
                if _st_log is None and _t70 != _t71:
                    _t72 = _st_zones[_t70]; _st_zones[_t71] += _t72
                    for _t73 in _t72: _st_loc[_t73] = _t71
                    _t72.clear()
                else:
                    _move_cards48(st, _st_zones[_t70][:], _t71, False)
                _st_vars[0] = 0
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a64(st, L))
            else:
                _t77 = L[2]
                _t78 = L[3]
                _t76 = None
                for _t79 in (_o65[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t79)]) and (_t79 != _t77)) and (not (_t79 in (_t78 or ())))):
                        _t76 = _t79
                        break
                L[1] = _t76

# <rulerun president.rules: play_hand #16 5d5c1a31>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t80 = None
    for _t81 in (_k66 or ()):
        if (not not _st_zones[(1 + _t81)]):
            _t80 = _t81
            break
    L[7] = _t80
    _st_vars[1 + L[7]] = 4
    if _st_log is not None: _st_log.append(_Text69(_audience67(st), [_PlayerRef68(L[7]), ' is the Scum']))
    _t82 = 5
    _t83 = 6
    if _st_log is None and _t82 != _t83:
        _t84 = _st_zones[_t82]; _st_zones[_t83] += _t84
        for _t85 in _t84: _st_loc[_t85] = _t83
        _t84.clear()
    else:
        _move_cards70(st, _st_zones[_t82][:], _t83, False)
    for _t86 in (_k71 or []):
        L[10] = _t86
        _t87 = (1 + _t86)
        _t88 = 6
        if _st_log is None and _t87 != _t88:
            _t89 = _st_zones[_t87]; _st_zones[_t88] += _t89
            for _t90 in _t89: _st_loc[_t90] = _t88
            _t89.clear()
        else:
            _move_cards70(st, _st_zones[_t87][:], _t88, False)
        _st_vars[5 + _t86] = _st_vars[5 + _t86] + (4 - _st_vars[1 + _t86])

# <rulerun president.rules: play_hand #17 3bc08e2f>
def _loop(st):
    _t92 = 0
    for _t91 in (_k72 or ()):
        if (not not st.zones[(1 + _t91)]):
            _t92 += 1
    return _t92

# <rulerun president.rules: play_hand #18 28bef389>
def _native(st, L):
    return (_a73(st) > 1)

# <rulerun president.rules: play_hand #19 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #20 d0cc59c3>
def _native(st, L):
    return _k74

# <rulerun president.rules: play_hand #21 06a61938>
def _loop(st, L):
    _l4 = L[4]
    _t94 = 0
    for _t93 in st.zones[(1 + L[1])]:
        if (_c75[_t93] == _l4):
            _t94 += 1
    return _t94

# <rulerun president.rules: play_hand #22 736ee21e>
def _native(st, L):
    return (_a76(st, L) > 0)

# <rulerun president.rules: play_hand #23 324413a2>
def _loop(st, L):
    _l4 = L[4]
    _t96 = 0
    for _t95 in st.zones[(1 + L[1])]:
        if (_c78[_t95] == _l4):
            _t96 += 1
    return _t96

# <rulerun president.rules: play_hand #24 e54a2afa>
def _native(st, L):
    return _range77(1, _a79(st, L))

# <rulerun president.rules: play_hand #25 fe286721>
def _native(st, L):
    return _k80

# <rulerun president.rules: play_hand #26 edfef4ac>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t98 = 0
    for _t97 in _st_zones[(1 + L[1])]:
        if ((_c81[_t97] == _l6) and (_c82[_t97] > _c82[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t98 += 1
    return _t98

# <rulerun president.rules: play_hand #27 39d555fa>
def _native(st, L):
    return (_a83(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #28 7f9139ef>
def _loop(st, L):
    _t105 = None
    for _t104 in st.zones[(1 + L[0])]:
        _t106 = _c87[_t104]
        if _t105 is None or _t106 > _t105:
            _t105 = _t106
    return _t105

# <rulerun president.rules: exchange #29 30c6e1a4>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    for _t99 in (_range84(1, L[2]) or []):
        L[5] = _t99
        _t107 = _NOT_YET
        _t108 = _NOT_YET
        _t102 = None
        for _t103 in _st_zones[(1 + L[0])]:
            if (_c86[_t103] == (_t108 if _t108 is not _NOT_YET else (_t108 := (_t107 if _t107 is not _NOT_YET else (_t107 := _a88(st, L)))))):
                _t102 = _t103
                break
        _t100 = _t102
        _t101 = (1 + L[1])
        if type(_t100) is int and st.log is None:
            _t109 = _st_zones[_st_loc[_t100]]
            if _t109[-1] == _t100: _t109.pop()
            else: _t109.remove(_t100)
            _st_zones[_t101].append(_t100); _st_loc[_t100] = _t101
        elif _t100 is not None:
            _move_cards85(st, _t100, _t101, False)

# <rulerun president.rules: exchange #30 03489342>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t110 = L[6]
    _t111 = (1 + _l0)
    if type(_t110) is list and _st_log is None:
        for _t112 in _t110:
            _t113 = _st_zones[_st_loc[_t112]]
            if _t113[-1] == _t112: _t113.pop()
            else: _t113.remove(_t112)
            _st_zones[_t111].append(_t112); _st_loc[_t112] = _t111
    elif _t110 is not None:
        _move_cards89(st, _t110, _t111, False)
    if _st_log is not None: _st_log.append(_Text93(_audience90(st), [_PlayerRef91(_l0), ' and ', _PlayerRef91(L[1]), ' exchange ', _plain92(L[2]), ' card(s)']))

# <rulerun president.rules: exchange #31 8b4c62ef>
def _native(st, L):
    return (1 + L[1])

# <rulerun president.rules: exchange #32 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: exchange #33 4a732728>
def _native(st, L):
    return L[2]

# <rulerun president.rules: deal #34 cdfb180f>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t114 = 6
    _t115 = 0
    if _st_log is None and _t114 != _t115:
        _t116 = _st_zones[_t114]; _st_zones[_t115] += _t116
        for _t117 in _t116: _st_loc[_t117] = _t115
        _t116.clear()
    else:
        _move_cards94(st, _st_zones[_t114][:], _t115, False)
    _shuffle_zone95(st, 0)
    _t118 = 0; _t119 = st.decisions
    while (not not _st_zones[0]):
        _t118 += 1
        if _t118 > _LIMIT96[0] and _over_limit97(_t118, st, _t119): raise _Runaway98()
        for _t120 in (_k99 or []):
            L[2] = _t120
            if not ((not not _st_zones[0])): continue
            _t123 = _st_zones[0]
            _t122 = (1 + _t120)
            if _st_log is None and _t123:
                _t121 = _t123.pop(); _st_zones[_t122].append(_t121); _st_loc[_t121] = _t122
            elif _t123:
                _move_cards94(st, _t123[-1], _t122, False)

# <rulerun president.rules: play #35 1feccf50>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone100(st, 0)
    _i4 = [None, None, None]
    _t124 = 6
    _t125 = 0
    if _st_log is None and _t124 != _t125:
        _t126 = _st_zones[_t124]; _st_zones[_t125] += _t126
        for _t127 in _t126: _st_loc[_t127] = _t125
        _t126.clear()
    else:
        _move_cards101(st, _st_zones[_t124][:], _t125, False)
    _shuffle_zone100(st, 0)
    _t128 = 0; _t129 = st.decisions
    while (not not _st_zones[0]):
        _t128 += 1
        if _t128 > _LIMIT102[0] and _over_limit103(_t128, st, _t129): raise _Runaway104()
        for _t130 in (_k105 or []):
            _i4[2] = _t130
            if not ((not not _st_zones[0])): continue
            _t133 = _st_zones[0]
            _t132 = (1 + _t130)
            if _st_log is None and _t133:
                _t131 = _t133.pop(); _st_zones[_t132].append(_t131); _st_loc[_t131] = _t132
            elif _t133:
                _move_cards101(st, _t133[-1], _t132, False)

# <rulerun president.rules: play #36 b58756cb>
def _loop(st):
    for _t134 in (_k109 or ()):
        if (st.vars[1 + _t134] == 1):
            return _t134
    return None

# <rulerun president.rules: holder_of #37 aa03c8b4>
def _native(st, L):
    _t136 = None
    for _t137 in (_k111 or ()):
        if (st.vars[1 + _t137] == L[0]):
            _t136 = _t137
            break
    return _t136

# <rulerun president.rules: play #38 fcb89a65>
def _loop(st):
    for _t138 in (_k113 or ()):
        if (st.vars[1 + _t138] == 2):
            return _t138
    return None

# <rulerun president.rules: play #39 a79aeb1d>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text108(_audience106(st), ['hand ', _plain107(L[2])]))
    L[3] = _a110(st)
    L[4] = _d112(st, [4])
    L[5] = _a114(st)
    L[6] = _d112(st, [(4 - 1)])
    _st_vars[9] = 0
    for _t140 in (_k115 or []):
        L[9] = _t140
        _st_vars[1 + _t140] = 0
    _i5 = [None, None, None]
    _t141 = 6
    _t142 = 0
    if _st_log is None and _t141 != _t142:
        _t143 = _st_zones[_t141]; _st_zones[_t142] += _t143
        for _t144 in _t143: _st_loc[_t144] = _t142
        _t143.clear()
    else:
        _move_cards116(st, _st_zones[_t141][:], _t142, False)
    _shuffle_zone117(st, 0)
    _t145 = 0; _t146 = st.decisions
    while (not not _st_zones[0]):
        _t145 += 1
        if _t145 > _LIMIT118[0] and _over_limit119(_t145, st, _t146): raise _Runaway120()
        for _t147 in (_k121 or []):
            _i5[2] = _t147
            if not ((not not _st_zones[0])): continue
            _t150 = _st_zones[0]
            _t149 = (1 + _t147)
            if _st_log is None and _t150:
                _t148 = _t150.pop(); _st_zones[_t149].append(_t148); _st_loc[_t148] = _t149
            elif _t150:
                _move_cards116(st, _t150[-1], _t149, False)

# <rulerun president.rules: play #40 1657bba4>
def _loop(st):
    for _t152 in (_k126 or ()):
        if (st.vars[1 + _t152] == 1):
            return _t152
    return None

# <rulerun president.rules: play #41 5c619c36>
def _loop(st):
    for _t154 in (_k129 or ()):
        if (st.vars[1 + _t154] == 2):
            return _t154
    return None

# <rulerun president.rules: play #42 9551eebd>
def _loop(st, _i7l0):
    _t173 = None
    for _t172 in st.zones[(1 + _i7l0)]:
        _t174 = _c139[_t172]
        if _t173 is None or _t174 > _t173:
            _t173 = _t174
    return _t173

# <rulerun president.rules: play #43 5809df6c>
def _loop(st, _i8l0):
    _t189 = None
    for _t188 in st.zones[(1 + _i8l0)]:
        _t190 = _c144[_t188]
        if _t189 is None or _t190 > _t189:
            _t189 = _t190
    return _t189

# <rulerun president.rules: play #44 125ada82>
def _loop(st):
    _t202 = 0
    for _t201 in (_k146 or ()):
        if (not not st.zones[(1 + _t201)]):
            _t202 += 1
    return _t202

# <rulerun president.rules: play #45 f15e56b2>
def _loop(st, _i9):
    _t211 = 0
    for _t210 in st.zones[(1 + _i9[1])]:
        if (_c153[_t210] == _i9[4]):
            _t211 += 1
    return _t211

# <rulerun president.rules: play #46 f3cb6531>
def _loop(st, _i9, _t222):
    _st_zones = st.zones
    _t224 = 0
    for _t223 in _st_zones[(1 + _i9[1])]:
        if ((_c158[_t223] == _t222) and (_c159[_t223] > _c159[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t224 += 1
    return _t224

# <rulerun president.rules: play #47 012b4555>
def _loop(st):
    _t232 = 0
    for _t231 in (_k164 or ()):
        if (not not st.zones[(1 + _t231)]):
            _t232 += 1
    return _t232

# <rulerun president.rules: play #48 13d34c8a>
def _loop(st, _i9):
    for _t241 in (_o167[_i9[2]] or ()):
        if (not not st.zones[(1 + _t241)]):
            return _t241
    return None

# <rulerun president.rules: play_hand #49 5792dfee>
def _loop(st):
    _t261 = 0
    for _t260 in (_k172 or ()):
        if (not not st.zones[(1 + _t260)]):
            _t261 += 1
    return _t261

# <rulerun president.rules: play_hand #50 ef98fffd>
def _loop(st, L):
    _t270 = 0
    for _t269 in st.zones[(1 + L[1])]:
        if (_c184[_t269] == L[4]):
            _t270 += 1
    return _t270

# <rulerun president.rules: play_hand #51 e2bf49b6>
def _loop(st, L, _t281):
    _st_zones = st.zones
    _t283 = 0
    for _t282 in _st_zones[(1 + L[1])]:
        if ((_c194[_t282] == _t281) and (_c195[_t282] > _c195[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t283 += 1
    return _t283

# <rulerun president.rules: play_hand #52 7ad7037c>
def _loop(st):
    _t291 = 0
    for _t290 in (_k200 or ()):
        if (not not st.zones[(1 + _t290)]):
            _t291 += 1
    return _t291

# <rulerun president.rules: play_hand #53 ebc0e9ba>
def _loop(st, L):
    for _t300 in (_o203[L[2]] or ()):
        if (not not st.zones[(1 + _t300)]):
            return _t300
    return None

# <rulerun president.rules: play_hand #54 playout d8a4f498>
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
    _t258 = 0; _t259 = st.decisions
    while (_a173(st) > 1):
        _t258 += 1
        if _t258 > _LIMIT174[0] and _over_limit175(_t258, st, _t259): raise _Runaway176()
        if (_st_vars[0] == 0):
            _t264 = _NOT_YET
            _t262 = []
            for _t263 in (_k177 or []):
                if ((_t264 if _t264 is not _NOT_YET else (_t264 := list(map(_c178.__getitem__, _st_zones[(1 + L[1])])))).count(_t263) > 0): _t262.append(_t263)
            _t265 = L[1]
            _t266 = len(_t262)
            if not _t266: _no_option181(_t265, 'rank to lead')
            if _t266 <= 1 and _st_log is None:
                L[4] = _t262[0] if _t266 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t267 = st.chooser(_t266, _t265)
                else:
                    _t267 = _st_bits(_t266.bit_length())
                    while _t267 >= _t266: _t267 = _st_bits(_t266.bit_length())
                L[4] = _t262[_t267]; st.decisions += 1
            elif _decide182(st, L, _t262, _t265): raise _PlayoutCut179()
            _t268 = (_range183(1, _a185(st, L)) or [])
            _t271 = L[1]
            _t272 = len(_t268)
            if not _t272: _no_option181(_t271, 'how many to lead')
            if _t272 <= 1 and _st_log is None:
                L[5] = _t268[0] if _t272 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t273 = st.chooser(_t272, _t271)
                else:
                    _t273 = _st_bits(_t272.bit_length())
                    while _t273 >= _t272: _t273 = _st_bits(_t272.bit_length())
                L[5] = _t268[_t273]; st.decisions += 1
            elif _decide187(st, L, _t268, _t271): raise _PlayoutCut179()
            _st_vars[0] = L[5]
            _i12l0 = L[1]
            _i12l1 = L[4]
            _i12l2 = L[5]
            _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
            for _t274 in (_range183(1, _i12l2) or []):
                _i12[5] = _t274
                _t277 = None
                for _t278 in _st_zones[(1 + _i12l0)]:
                    if (_c178[_t278] == _i12l1):
                        _t277 = _t278
                        break
                _t275 = _t277
                _t276 = 5
                if type(_t275) is int and _st_log is None:
                    _t279 = _st_zones[_st_loc[_t275]]
                    if _t279[-1] == _t275: _t279.pop()
                    else: _t279.remove(_t275)
                    _st_zones[_t276].append(_t275); _st_loc[_t275] = _t276
                elif _t275 is not None:
                    _move_cards188(st, _t275, _t276, False)
            if (not (not not _st_zones[(1 + _i12l0)])):
                _st_vars[9] = _st_vars[9] + 1
                _st_vars[1 + _i12l0] = _st_vars[9]
                if _st_log is not None: _st_log.append(_Text192(_audience189(st), [_PlayerRef190(_i12l0), ' goes out, place ', _plain191(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t280 = []
            for _t281 in (_k193 or []):
                if (_a196(st, L, _t281) >= _st_vars[0]): _t280.append(_t281)
            if _offer197(st, L, _t280): raise _PlayoutCut179()
            if (L[6] is None):
                if _st_log is not None: _tell198(st, (_player_text199(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
            else:
                _i13l0 = L[1]
                _i13l1 = L[6]
                _i13l2 = _st_vars[0]
                _i13 = [_i13l0, _i13l1, _i13l2, None, None, None]
                for _t284 in (_range183(1, _i13l2) or []):
                    _i13[5] = _t284
                    _t287 = None
                    for _t288 in _st_zones[(1 + _i13l0)]:
                        if (_c178[_t288] == _i13l1):
                            _t287 = _t288
                            break
                    _t285 = _t287
                    _t286 = 5
                    if type(_t285) is int and _st_log is None:
                        _t289 = _st_zones[_st_loc[_t285]]
                        if _t289[-1] == _t285: _t289.pop()
                        else: _t289.remove(_t285)
                        _st_zones[_t286].append(_t285); _st_loc[_t285] = _t286
                    elif _t285 is not None:
                        _move_cards188(st, _t285, _t286, False)
                if (not (not not _st_zones[(1 + _i13l0)])):
                    _st_vars[9] = _st_vars[9] + 1
                    _st_vars[1 + _i13l0] = _st_vars[9]
                    if _st_log is not None: _st_log.append(_Text192(_audience189(st), [_PlayerRef190(_i13l0), ' goes out, place ', _plain191(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if (_a201(st) > 1):
            _t293 = L[2]
            _t294 = L[3]
            _t292 = True
            for _t295 in (_k202 or ()):
                if not ((((not (not not _st_zones[(1 + _t295)])) or (_t295 == _t293)) or (_t295 in (_t294 or ())))):
                    _t292 = False
                    break
            if _t292:
                if _st_log is not None: _st_log.append(_Text192(_audience189(st), ['everyone else passes: the trick is over']))
                _t296 = 5
                _t297 = 6
                if _st_log is None and _t296 != _t297:
                    _t298 = _st_zones[_t296]; _st_zones[_t297] += _t298
                    for _t299 in _t298: _st_loc[_t299] = _t297
                    _t298.clear()
                else:
                    _move_cards188(st, _st_zones[_t296][:], _t297, False)
                _st_vars[0] = 0
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a204(st, L))
            else:
                _t303 = L[2]
                _t304 = L[3]
                _t302 = None
                for _t305 in (_o205[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t305)]) and (_t305 != _t303)) and (not (_t305 in (_t304 or ())))):
                        _t302 = _t305
                        break
                L[1] = _t302
    _t306 = None
    for _t307 in (_k206 or ()):
        if (not not _st_zones[(1 + _t307)]):
            _t306 = _t307
            break
    L[7] = _t306
    _st_vars[1 + L[7]] = 4
    if _st_log is not None: _st_log.append(_Text192(_audience189(st), [_PlayerRef190(L[7]), ' is the Scum']))
    _t308 = 5
    _t309 = 6
    if _st_log is None and _t308 != _t309:
        _t310 = _st_zones[_t308]; _st_zones[_t309] += _t310
        for _t311 in _t310: _st_loc[_t311] = _t309
        _t310.clear()
    else:
        _move_cards188(st, _st_zones[_t308][:], _t309, False)
    for _t312 in (_k207 or []):
        L[10] = _t312
        _t313 = (1 + _t312)
        _t314 = 6
        if _st_log is None and _t313 != _t314:
            _t315 = _st_zones[_t313]; _st_zones[_t314] += _t315
            for _t316 in _t315: _st_loc[_t316] = _t314
            _t315.clear()
        else:
            _move_cards188(st, _st_zones[_t313][:], _t314, False)
        _st_vars[5 + _t312] = _st_vars[5 + _t312] + (4 - _st_vars[1 + _t312])

# <rulerun president.rules: play #55 216005f6>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t151 in (_range122(2, 3) or []):
        L[2] = _t151
        if _st_log is not None: _st_log.append(_Text125(_audience123(st), ['hand ', _plain124(_t151)]))
        L[3] = _a127(st)
        L[4] = _d128(st, [4])
        L[5] = _a130(st)
        L[6] = _d128(st, [(4 - 1)])
        _st_vars[9] = 0
        for _t156 in (_k131 or []):
            L[9] = _t156
            _st_vars[1 + _t156] = 0
        _i6 = [None, None, None]
        _t157 = 6
        _t158 = 0
        if _st_log is None and _t157 != _t158:
            _t159 = _st_zones[_t157]; _st_zones[_t158] += _t159
            for _t160 in _t159: _st_loc[_t160] = _t158
            _t159.clear()
        else:
            _move_cards132(st, _st_zones[_t157][:], _t158, False)
        _shuffle_zone133(st, 0)
        _t161 = 0; _t162 = st.decisions
        while (not not _st_zones[0]):
            _t161 += 1
            if _t161 > _LIMIT134[0] and _over_limit135(_t161, st, _t162): raise _Runaway136()
            for _t163 in (_k137 or []):
                _i6[2] = _t163
                if not ((not not _st_zones[0])): continue
                _t166 = _st_zones[0]
                _t165 = (1 + _t163)
                if _st_log is None and _t166:
                    _t164 = _t166.pop(); _st_zones[_t165].append(_t164); _st_loc[_t164] = _t165
                elif _t166:
                    _move_cards132(st, _t166[-1], _t165, False)
        _i7l0 = L[4]
        _i7l1 = L[3]
        _i7l2 = 2
        _i7 = [_i7l0, _i7l1, _i7l2, None, None, None, None]
        for _t167 in (_range122(1, _i7l2) or []):
            _i7[5] = _t167
            _t175 = _NOT_YET
            _t176 = _NOT_YET
            _t170 = None
            for _t171 in _st_zones[(1 + _i7l0)]:
                if (_c138[_t171] == (_t176 if _t176 is not _NOT_YET else (_t176 := (_t175 if _t175 is not _NOT_YET else (_t175 := _a140(st, _i7l0)))))):
                    _t170 = _t171
                    break
            _t168 = _t170
            _t169 = (1 + _i7l1)
            if type(_t168) is int and _st_log is None:
                _t177 = _st_zones[_st_loc[_t168]]
                if _t177[-1] == _t168: _t177.pop()
                else: _t177.remove(_t168)
                _st_zones[_t169].append(_t168); _st_loc[_t168] = _t169
            elif _t168 is not None:
                _move_cards132(st, _t168, _t169, False)
        _t178 = _st_zones[(1 + _i7l1)]
        if _offer142(st, _i7, _t178[:]): raise _PlayoutCut141()
        _t179 = _i7[6]
        _t180 = (1 + _i7l0)
        if type(_t179) is list and _st_log is None:
            for _t181 in _t179:
                _t182 = _st_zones[_st_loc[_t181]]
                if _t182[-1] == _t181: _t182.pop()
                else: _t182.remove(_t181)
                _st_zones[_t180].append(_t181); _st_loc[_t181] = _t180
        elif _t179 is not None:
            _move_cards132(st, _t179, _t180, False)
        if _st_log is not None: _st_log.append(_Text125(_audience123(st), [_PlayerRef143(_i7l0), ' and ', _PlayerRef143(_i7l1), ' exchange ', _plain124(_i7l2), ' card(s)']))
        if (4 >= 4):
            _i8l0 = L[6]
            _i8l1 = L[5]
            _i8l2 = 1
            _i8 = [_i8l0, _i8l1, _i8l2, None, None, None, None]
            for _t183 in (_range122(1, _i8l2) or []):
                _i8[5] = _t183
                _t191 = _NOT_YET
                _t192 = _NOT_YET
                _t186 = None
                for _t187 in _st_zones[(1 + _i8l0)]:
                    if (_c138[_t187] == (_t192 if _t192 is not _NOT_YET else (_t192 := (_t191 if _t191 is not _NOT_YET else (_t191 := _a145(st, _i8l0)))))):
                        _t186 = _t187
                        break
                _t184 = _t186
                _t185 = (1 + _i8l1)
                if type(_t184) is int and _st_log is None:
                    _t193 = _st_zones[_st_loc[_t184]]
                    if _t193[-1] == _t184: _t193.pop()
                    else: _t193.remove(_t184)
                    _st_zones[_t185].append(_t184); _st_loc[_t184] = _t185
                elif _t184 is not None:
                    _move_cards132(st, _t184, _t185, False)
            _t194 = _st_zones[(1 + _i8l1)]
            if _offer142(st, _i8, _t194[:]): raise _PlayoutCut141()
            _t195 = _i8[6]
            _t196 = (1 + _i8l0)
            if type(_t195) is list and _st_log is None:
                for _t197 in _t195:
                    _t198 = _st_zones[_st_loc[_t197]]
                    if _t198[-1] == _t197: _t198.pop()
                    else: _t198.remove(_t197)
                    _st_zones[_t196].append(_t197); _st_loc[_t197] = _t196
            elif _t195 is not None:
                _move_cards132(st, _t195, _t196, False)
            if _st_log is not None: _st_log.append(_Text125(_audience123(st), [_PlayerRef143(_i8l0), ' and ', _PlayerRef143(_i8l1), ' exchange ', _plain124(_i8l2), ' card(s)']))
        if _p208(st, [L[4], None, None, None, None, None, None, None, None, None, None]) == 3: return 3

# <rulerun president.rules: play #56 8971591e>
def _native(st, L):
    _t317 = None
    for _t318 in (_k209 or ()):
        _t319 = False
        for _t320 in st.zones[(1 + _t318)]:
            if (st.model.card_names[_t320] == '3 of clubs'):
                _t319 = True
                break
        if _t319:
            _t317 = _t318
            break
    return _t317

# <rulerun president.rules: play #57 773aa846>
def _native(st, L):
    return _range210(2, 3)

# <rulerun president.rules: play #58 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun president.rules: play #59 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun president.rules: play #60 e693422f>
def _native(st, L):
    return 2

# <rulerun president.rules: play #61 bd8c1cfc>
def _native(st, L):
    return (4 >= 4)

# <rulerun president.rules: play #62 285c0647>
def _native(st, L):
    return L[6]

# <rulerun president.rules: play #63 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun president.rules: play #64 ff528da8>
def _native(st, L):
    return 1

# <rulerun president.rules: play #65 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun president.rules: play_cards #66 cd1fc7b2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run213(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k214)

# <rulerun president.rules: play_hand #67 27461b5d>
def _loop(st):
    _t322 = 0
    for _t321 in (_k219 or ()):
        if (not not st.zones[(1 + _t321)]):
            _t322 += 1
    return _t322

# <rulerun president.rules: play_hand #68 558665de>
def _loop(st, L):
    _t329 = 0
    for _t328 in st.zones[(1 + L[1])]:
        if (_c227[_t328] == L[4]):
            _t329 += 1
    return _t329

# <rulerun president.rules: play_hand #69 4ec2636b>
def _loop(st, L, _t333):
    _st_zones = st.zones
    _t335 = 0
    for _t334 in _st_zones[(1 + L[1])]:
        if ((_c233[_t334] == _t333) and (_c234[_t334] > _c234[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t335 += 1
    return _t335

# <rulerun president.rules: play_hand #70 8fea6010>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT215[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run218(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (_a220(st) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t324 = _NOT_YET
            _o = []
            for _t323 in (_k221 or []):
                if ((_t324 if _t324 is not _NOT_YET else (_t324 := list(map(_c222.__getitem__, st.zones[(1 + L[1])])))).count(_t323) > 0): _o.append(_t323)
            fr[1] = 4
            _t325 = L[1]
            _t326 = len(_o)
            if not _t326: _no_option224(_t325, 'rank to lead')
            if _t326 <= 1 and _st_log is None:
                L[4] = _o[0] if _t326 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t327 = st.chooser(_t326, _t325)
                else:
                    _t327 = _st_bits(_t326.bit_length())
                    while _t327 >= _t326: _t327 = _st_bits(_t326.bit_length())
                L[4] = _o[_t327]; st.decisions += 1
            elif _decide225(st, L, _o, _t325): return True
            pc = 4
        if pc == 4:
            _o = (_range226(1, _a228(st, L)) or [])
            fr[1] = 5
            _t330 = L[1]
            _t331 = len(_o)
            if not _t331: _no_option224(_t330, 'how many to lead')
            if _t331 <= 1 and _st_log is None:
                L[5] = _o[0] if _t331 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t332 = st.chooser(_t331, _t330)
                else:
                    _t332 = _st_bits(_t331.bit_length())
                    while _t332 >= _t331: _t332 = _st_bits(_t331.bit_length())
                L[5] = _o[_t332]; st.decisions += 1
            elif _decide230(st, L, _o, _t330): return True
            pc = 5
        if pc == 5:
            _r = _run231(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t333 in (_k232 or []):
                if (_a235(st, L, _t333) >= _st_vars[0]): _o.append(_t333)
            fr[1] = 8
            if _offer236(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run237(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run238(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit217(_k, st, _d0): raise _Runaway216()
            continue
        if pc == 11:
            _r = _run239(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k240)

# <rulerun president.rules: exchange #71 c7122906>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run243(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = st.zones[(1 + L[1])]
            fr[1] = 2
            if _offer244(st, L, _o[:]): return True
            pc = 2
        if pc == 2:
            _r = _run245(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k246)

# <rulerun president.rules: deal #72 87bae012>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run249(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k250)

# <rulerun president.rules: play #73 f9fe4639>
def _loop(st):
    for _t336 in (_k255 or ()):
        _t338 = False
        for _t339 in st.zones[(1 + _t336)]:
            if (st.model.card_names[_t339] == '3 of clubs'):
                _t338 = True
                break
        if _t338:
            return _t336
    return None

# <rulerun president.rules: play #74 339335bd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT251[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run254(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [_a256(st), None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit257(_k258)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            L[0] = (_range259(2, 3) or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 11
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run260(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], L[3], 2, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit257(_k261)
            fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [L[6], L[5], 1, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit257(_k262)
            fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            _a = [L[4], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit257(_k263)
            fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit253(_k, st, _d0): raise _Runaway252()
            continue
        if pc == 11:
            fr[1] = 12
            if _step264(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k265)

# <rulerun president.rules: play_hand #75 f76510e4>
def _loop(st):
    _t341 = 0
    for _t340 in (_k271 or ()):
        if (not not st.zones[(1 + _t340)]):
            _t341 += 1
    return _t341

# <rulerun president.rules: play_hand #76 c4a72787>
def _loop(st, L):
    _t348 = 0
    for _t347 in st.zones[(1 + L[1])]:
        if (_c279[_t347] == L[4]):
            _t348 += 1
    return _t348

# <rulerun president.rules: play_hand #77 9ca7ed84>
def _loop(st, L, _t352):
    _st_zones = st.zones
    _t354 = 0
    for _t353 in _st_zones[(1 + L[1])]:
        if ((_c285[_t353] == _t352) and (_c286[_t353] > _c286[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t354 += 1
    return _t354

# <rulerun president.rules: play_hand #78 e55c8edd>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT266[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run269(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region270(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (_a272(st) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t343 = _NOT_YET
            _o = []
            for _t342 in (_k273 or []):
                if ((_t343 if _t343 is not _NOT_YET else (_t343 := list(map(_c274.__getitem__, st.zones[(1 + L[1])])))).count(_t342) > 0): _o.append(_t342)
            fr[1] = 4
            _t344 = L[1]
            _t345 = len(_o)
            if not _t345: _no_option276(_t344, 'rank to lead')
            if _t345 <= 1 and _st_log is None:
                L[4] = _o[0] if _t345 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t346 = st.chooser(_t345, _t344)
                else:
                    _t346 = _st_bits(_t345.bit_length())
                    while _t346 >= _t345: _t346 = _st_bits(_t345.bit_length())
                L[4] = _o[_t346]; st.decisions += 1
            elif _decide277(st, L, _o, _t344): return True
            pc = 4
        if pc == 4:
            _o = (_range278(1, _a280(st, L)) or [])
            fr[1] = 5
            _t349 = L[1]
            _t350 = len(_o)
            if not _t350: _no_option276(_t349, 'how many to lead')
            if _t350 <= 1 and _st_log is None:
                L[5] = _o[0] if _t350 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t351 = st.chooser(_t350, _t349)
                else:
                    _t351 = _st_bits(_t350.bit_length())
                    while _t351 >= _t350: _t351 = _st_bits(_t350.bit_length())
                L[5] = _o[_t351]; st.decisions += 1
            elif _decide282(st, L, _o, _t349): return True
            pc = 5
        if pc == 5:
            _r = _run283(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t352 in (_k284 or []):
                if (_a287(st, L, _t352) >= _st_vars[0]): _o.append(_t352)
            fr[1] = 8
            if _offer288(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run289(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run290(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit268(_k, st, _d0): raise _Runaway267()
            continue
        if pc == 11:
            _r = _run291(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k292)

# <rulerun president.rules: play #79 70e942a5>
def _loop(st):
    for _t355 in (_k297 or ()):
        _t357 = False
        for _t358 in st.zones[(1 + _t355)]:
            if (st.model.card_names[_t358] == '3 of clubs'):
                _t357 = True
                break
        if _t357:
            return _t355
    return None

# <rulerun president.rules: exchange #80 20995840>
def _loop(st, L):
    _t365 = None
    for _t364 in st.zones[(1 + L[0])]:
        _t366 = _c308[_t364]
        if _t365 is None or _t366 > _t365:
            _t365 = _t366
    return _t365

# <rulerun president.rules: exchange #81 playout 41133bb9>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t359 in (_range305(1, _l2) or []):
        L[5] = _t359
        _t367 = _NOT_YET
        _t368 = _NOT_YET
        _t362 = None
        for _t363 in _st_zones[(1 + _l0)]:
            if (_c307[_t363] == (_t368 if _t368 is not _NOT_YET else (_t368 := (_t367 if _t367 is not _NOT_YET else (_t367 := _a309(st, L)))))):
                _t362 = _t363
                break
        _t360 = _t362
        _t361 = (1 + _l1)
        if type(_t360) is int and _st_log is None:
            _t369 = _st_zones[_st_loc[_t360]]
            if _t369[-1] == _t360: _t369.pop()
            else: _t369.remove(_t360)
            _st_zones[_t361].append(_t360); _st_loc[_t360] = _t361
        elif _t360 is not None:
            _move_cards306(st, _t360, _t361, False)
    _t370 = _st_zones[(1 + _l1)]
    if _offer311(st, L, _t370[:]): raise _PlayoutCut310()
    _t371 = L[6]
    _t372 = (1 + _l0)
    if type(_t371) is list and _st_log is None:
        for _t373 in _t371:
            _t374 = _st_zones[_st_loc[_t373]]
            if _t374[-1] == _t373: _t374.pop()
            else: _t374.remove(_t373)
            _st_zones[_t372].append(_t373); _st_loc[_t373] = _t372
    elif _t371 is not None:
        _move_cards306(st, _t371, _t372, False)
    if _st_log is not None: _st_log.append(_Text315(_audience312(st), [_PlayerRef313(_l0), ' and ', _PlayerRef313(_l1), ' exchange ', _plain314(_l2), ' card(s)']))

# <rulerun president.rules: play #82 9a8dfa6e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT293[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run296(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p299(st, [_a298(st), None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [_a298(st), None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit300(_k301)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region302(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[0] = (_range303(2, 3) or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 11
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run304(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p316(st, [L[4], L[3], 2, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[4], L[3], 2, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit300(_k317)
                fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p316(st, [L[6], L[5], 1, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [L[6], L[5], 1, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit300(_k318)
                fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            if st.thread_player == st.inline_thread:
                if _p299(st, [L[4], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[4], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit300(_k319)
                fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit295(_k, st, _d0): raise _Runaway294()
            continue
        if pc == 11:
            fr[1] = 12
            if _step320(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k321)

# <rulerun president.rules: rank #83 914c628d>
def _native(st, p):
    _st_vars = st.vars
    return (_st_vars[5 + p], (-_st_vars[1 + p]), )

