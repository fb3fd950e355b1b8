# <rulerun president.rules: play_cards #0 6ee67193>
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
        _st_vars[9] = _st_vars[9] + 1
        _st_vars[1 + _l0] = _st_vars[9]
        if _st_log is not None: _st_log.append(_Text8(_audience5(st), [_PlayerRef6(_l0), ' goes out, place ', _plain7(_st_vars[9])]))

# <rulerun president.rules: play_hand #1 cfefd966>
def _native(st, L):
    _l0 = L[0]
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    st.vars[0] = 0

# <rulerun president.rules: play_hand #2 db19f95f>
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
    _t8 = (_range9(1, _i0l2) or [])
    _budget10[0] -= len(_t8)
    if _budget10[0] < 0: _spent11(st)
    for _t7 in _t8:
        _i0[5] = _t7
        _t11 = None
        for _t12 in _st_zones[(1 + _i0l0)]:
            if (_c13[_t12] == _i0l1):
                _t11 = _t12
                break
        _t9 = _t11
        _t10 = 5
        if type(_t9) is int and _st_log is None:
            _t13 = _st_zones[_st_loc[_t9]]
            if _t13[-1] == _t9: _t13.pop()
            else: _t13.remove(_t9)
            _st_zones[_t10].append(_t9); _st_loc[_t9] = _t10
        elif _t9 is not None:
            _move_cards12(st, _t9, _t10, False)
    if (not (not not _st_zones[(1 + _i0l0)])):
        _st_vars[9] = _st_vars[9] + 1
        _st_vars[1 + _i0l0] = _st_vars[9]
        if _st_log is not None: _st_log.append(_Text17(_audience14(st), [_PlayerRef15(_i0l0), ' goes out, place ', _plain16(_st_vars[9])]))
    L[2] = _l1

# <rulerun president.rules: play_hand #3 479e67a3>
def _native(st, L):
    _l1 = L[1]
    _l6 = L[6]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (_l6 is None):
        if _st_log is not None: _tell18(st, (_player_text19(_l1) + ' passes'), None)
        L[3] = (L[3] + [_l1])
        if len(L[3]) > 1000000: _too_long20(L[3])
    else:
        _i1l0 = _l1
        _i1l1 = _l6
        _i1l2 = _st_vars[0]
        _i1 = [_i1l0, _i1l1, _i1l2, None, None, None]
        _t15 = (_range21(1, _i1l2) or [])
        _budget22[0] -= len(_t15)
        if _budget22[0] < 0: _spent23(st)
        for _t14 in _t15:
            _i1[5] = _t14
            _t18 = None
            for _t19 in _st_zones[(1 + _i1l0)]:
                if (_c25[_t19] == _i1l1):
                    _t18 = _t19
                    break
            _t16 = _t18
            _t17 = 5
            if type(_t16) is int and _st_log is None:
                _t20 = _st_zones[_st_loc[_t16]]
                if _t20[-1] == _t16: _t20.pop()
                else: _t20.remove(_t16)
                _st_zones[_t17].append(_t16); _st_loc[_t16] = _t17
            elif _t16 is not None:
                _move_cards24(st, _t16, _t17, False)
        if (not (not not _st_zones[(1 + _i1l0)])):
            _st_vars[9] = _st_vars[9] + 1
            _st_vars[1 + _i1l0] = _st_vars[9]
            if _st_log is not None: _st_log.append(_Text29(_audience26(st), [_PlayerRef27(_i1l0), ' goes out, place ', _plain28(_st_vars[9])]))
        L[2] = _l1
        if (not False):
            L[3] = []

# <rulerun president.rules: play_hand #4 970138c3>
def _loop(st):
    _t22 = 0
    for _t21 in (_k30 or ()):
        if (not not st.zones[(1 + _t21)]):
            _t22 += 1
    return _t22

# <rulerun president.rules: play_hand #5 82b8e02c>
def _loop(st, L):
    for _t30 in (_o36[L[2]] or ()):
        if (not not st.zones[(1 + _t30)]):
            return _t30
    return None

# <rulerun president.rules: play_hand #6 3a7ef891>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    _st_zones = st.zones
    if (_a31(st) > 1):
        _t24 = L[3]
        _t23 = True
        for _t25 in (_k32 or ()):
            if not ((((not (not not _st_zones[(1 + _t25)])) or (_t25 == _l2)) or (_t25 in (_t24 or ())))):
                _t23 = False
                break
        if _t23:
            if _st_log is not None: _st_log.append(_Text34(_audience33(st), ['everyone else passes: the trick is over']))
            _t26 = 5
            _t27 = 6
            if _st_log is None and _t26 != _t27:
                _t28 = _st_zones[_t26]; _st_zones[_t27] += _t28
                for _t29 in _t28: st.loc[_t29] = _t27
                _t28.clear()
            else:
                _move_cards35(st, _st_zones[_t26][:], _t27, False)
            st.vars[0] = 0
            L[3] = []
            L[1] = (_l2 if (not not _st_zones[(1 + _l2)]) else _a37(st, L))
        else:
            _t33 = L[3]
            _t32 = None
            for _t34 in (_o38[L[1]] or ()):
                if (((not not _st_zones[(1 + _t34)]) and (_t34 != _l2)) and (not (_t34 in (_t33 or ())))):
                    _t32 = _t34
                    break
            L[1] = _t32

# <rulerun president.rules: play_hand #7 1fd1fb96>
def _loop(st):
    _t36 = 0
    for _t35 in (_k39 or ()):
        if (not not st.zones[(1 + _t35)]):
            _t36 += 1
    return _t36

# <rulerun president.rules: play_hand #8 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #9 d8593475>
def _loop(st, L):
    _t45 = 0
    for _t44 in st.zones[(1 + L[1])]:
        if (_c50[_t44] == L[4]):
            _t45 += 1
    return _t45

# <rulerun president.rules: play_hand #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #11 9eb6b13b>
def _loop(st, L, _t57):
    _st_zones = st.zones
    _t59 = 0
    for _t58 in _st_zones[(1 + L[1])]:
        if ((_c60[_t58] == _t57) and (_c61[_t58] > _c61[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t59 += 1
    return _t59

# <rulerun president.rules: play_hand #12 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #13 06a2d9d5>
def _loop(st):
    _t68 = 0
    for _t67 in (_k67 or ()):
        if (not not st.zones[(1 + _t67)]):
            _t68 += 1
    return _t68

# <rulerun president.rules: play_hand #14 9982bf1a>
def _loop(st, L):
    for _t77 in (_o70[L[2]] or ()):
        if (not not st.zones[(1 + _t77)]):
            return _t77
    return None

# <rulerun president.rules: play_hand #15 b264a26e>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while (_a40(st) > 1):
        _budget41[0] -= 1
        if _budget41[0] < 0: _spent42(st)
        if (_st_vars[0] == 0):
            _t39 = _NOT_YET
            _t37 = []
            for _t38 in (_k43 or []):
                if ((_t39 if _t39 is not _NOT_YET else (_t39 := list(map(_c44.__getitem__, _st_zones[(1 + L[1])])))).count(_t38) > 0): _t37.append(_t38)
            _t40 = L[1]
            _t41 = len(_t37)
            if not _t41: _no_option47(_t40, 'rank to lead')
            if _t41 <= 1 and _st_log is None:
                L[4] = _t37[0] if _t41 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t42 = st.chooser(_t41, _t40)
                else:
                    _t42 = _st_bits(_t41.bit_length())
                    while _t42 >= _t41: _t42 = _st_bits(_t41.bit_length())
                L[4] = _t37[_t42]; st.decisions += 1
            elif _decide48(st, L, _t37, _t40): raise _PlayoutCut45()
            _t43 = (_range49(1, _a51(st, L)) or [])
            _t46 = L[1]
            _t47 = len(_t43)
            if not _t47: _no_option47(_t46, 'how many to lead')
            if _t47 <= 1 and _st_log is None:
                L[5] = _t43[0] if _t47 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t48 = st.chooser(_t47, _t46)
                else:
                    _t48 = _st_bits(_t47.bit_length())
                    while _t48 >= _t47: _t48 = _st_bits(_t47.bit_length())
                L[5] = _t43[_t48]; st.decisions += 1
            elif _decide53(st, L, _t43, _t46): raise _PlayoutCut45()
            _st_vars[0] = L[5]
            _i2l0 = L[1]
            _i2l1 = L[4]
            _i2l2 = L[5]
            _i2 = [_i2l0, _i2l1, _i2l2, None, None, None]
            _t50 = (_range49(1, _i2l2) or [])
            _budget41[0] -= len(_t50)
            if _budget41[0] < 0: _spent42(st)
            for _t49 in _t50:
                _i2[5] = _t49
                _t53 = None
                for _t54 in _st_zones[(1 + _i2l0)]:
                    if (_c44[_t54] == _i2l1):
                        _t53 = _t54
                        break
                _t51 = _t53
                _t52 = 5
                if type(_t51) is int and _st_log is None:
                    _t55 = _st_zones[_st_loc[_t51]]
                    if _t55[-1] == _t51: _t55.pop()
                    else: _t55.remove(_t51)
                    _st_zones[_t52].append(_t51); _st_loc[_t51] = _t52
                elif _t51 is not None:
                    _move_cards54(st, _t51, _t52, False)
            if (not (not not _st_zones[(1 + _i2l0)])):
                _st_vars[9] = _st_vars[9] + 1
                _st_vars[1 + _i2l0] = _st_vars[9]
                if _st_log is not None: _st_log.append(_Text58(_audience55(st), [_PlayerRef56(_i2l0), ' goes out, place ', _plain57(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t56 = []
            for _t57 in (_k59 or []):
                if (_a62(st, L, _t57) >= _st_vars[0]): _t56.append(_t57)
            if _offer63(st, L, _t56): raise _PlayoutCut45()
            if (L[6] is None):
                if _st_log is not None: _tell64(st, (_player_text65(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long66(L[3])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                _t61 = (_range49(1, _i3l2) or [])
                _budget41[0] -= len(_t61)
                if _budget41[0] < 0: _spent42(st)
                for _t60 in _t61:
                    _i3[5] = _t60
                    _t64 = None
                    for _t65 in _st_zones[(1 + _i3l0)]:
                        if (_c44[_t65] == _i3l1):
                            _t64 = _t65
                            break
                    _t62 = _t64
                    _t63 = 5
                    if type(_t62) is int and _st_log is None:
                        _t66 = _st_zones[_st_loc[_t62]]
                        if _t66[-1] == _t62: _t66.pop()
                        else: _t66.remove(_t62)
                        _st_zones[_t63].append(_t62); _st_loc[_t62] = _t63
                    elif _t62 is not None:
                        _move_cards54(st, _t62, _t63, False)
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = _st_vars[9] + 1
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _st_log is not None: _st_log.append(_Text58(_audience55(st), [_PlayerRef56(_i3l0), ' goes out, place ', _plain57(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if (_a68(st) > 1):
            _t70 = L[2]
            _t71 = L[3]
            _t69 = True
            for _t72 in (_k69 or ()):
                if not ((((not (not not _st_zones[(1 + _t72)])) or (_t72 == _t70)) or (_t72 in (_t71 or ())))):
                    _t69 = False
                    break
            if _t69:
                if _st_log is not None: _st_log.append(_Text58(_audience55(st), ['everyone else passes: the trick is over']))
                _t73 = 5
                _t74 = 6
                if _st_log is None and _t73 != _t74:
                    _t75 = _st_zones[_t73]; _st_zones[_t74] += _t75
                    for _t76 in _t75: _st_loc[_t76] = _t74
                    _t75.clear()
                else:
                    _move_cards54(st, _st_zones[_t73][:], _t74, False)
                _st_vars[0] = 0
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a71(st, L))
            else:
                _t80 = L[2]
                _t81 = L[3]
                _t79 = None
                for _t82 in (_o72[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t82)]) and (_t82 != _t80)) and (not (_t82 in (_t81 or ())))):
                        _t79 = _t82
                        break
                L[1] = _t79

# <rulerun president.rules: play_hand #16 0bc64c2c>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t83 = None
    for _t84 in (_k73 or ()):
        if (not not _st_zones[(1 + _t84)]):
            _t83 = _t84
            break
    L[7] = _t83
    _st_vars[1 + L[7]] = 4
    if _st_log is not None: _st_log.append(_Text76(_audience74(st), [_PlayerRef75(L[7]), ' is the Scum']))
    _t85 = 5
    _t86 = 6
    if _st_log is None and _t85 != _t86:
        _t87 = _st_zones[_t85]; _st_zones[_t86] += _t87
        for _t88 in _t87: _st_loc[_t88] = _t86
        _t87.clear()
    else:
        _move_cards77(st, _st_zones[_t85][:], _t86, False)
    for _t89 in (_k78 or []):
        L[10] = _t89
        _t90 = (1 + _t89)
        _t91 = 6
        if _st_log is None and _t90 != _t91:
            _t92 = _st_zones[_t90]; _st_zones[_t91] += _t92
            for _t93 in _t92: _st_loc[_t93] = _t91
            _t92.clear()
        else:
            _move_cards77(st, _st_zones[_t90][:], _t91, False)
        _st_vars[5 + _t89] = _st_vars[5 + _t89] + (4 - _st_vars[1 + _t89])

# <rulerun president.rules: play_hand #17 12a78bf8>
def _loop(st):
    _t95 = 0
    for _t94 in (_k79 or ()):
        if (not not st.zones[(1 + _t94)]):
            _t95 += 1
    return _t95

# <rulerun president.rules: play_hand #18 65902108>
def _native(st, L):
    return (_a80(st) > 1)

# <rulerun president.rules: play_hand #19 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #20 a6a7bae1>
def _native(st, L):
    return _k81

# <rulerun president.rules: play_hand #21 015e0145>
def _loop(st, L):
    _l4 = L[4]
    _t97 = 0
    for _t96 in st.zones[(1 + L[1])]:
        if (_c82[_t96] == _l4):
            _t97 += 1
    return _t97

# <rulerun president.rules: play_hand #22 90293517>
def _native(st, L):
    return (_a83(st, L) > 0)

# <rulerun president.rules: play_hand #23 27ce9d70>
def _loop(st, L):
    _l4 = L[4]
    _t99 = 0
    for _t98 in st.zones[(1 + L[1])]:
        if (_c85[_t98] == _l4):
            _t99 += 1
    return _t99

# <rulerun president.rules: play_hand #24 b0fc9dd5>
def _native(st, L):
    return _range84(1, _a86(st, L))

# <rulerun president.rules: play_hand #25 b10fce4c>
def _native(st, L):
    return _k87

# <rulerun president.rules: play_hand #26 21f42583>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t101 = 0
    for _t100 in _st_zones[(1 + L[1])]:
        if ((_c88[_t100] == _l6) and (_c89[_t100] > _c89[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t101 += 1
    return _t101

# <rulerun president.rules: play_hand #27 a1a8c54c>
def _native(st, L):
    return (_a90(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #28 33c9d348>
def _loop(st, L):
    _t110 = None
    for _t109 in st.zones[(1 + L[0])]:
        _t111 = _c96[_t109]
        if _t110 is None or _t111 > _t110:
            _t110 = _t111
    return _t110

# <rulerun president.rules: exchange #29 8d9d4046>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t103 = (_range91(1, L[2]) or [])
    _budget92[0] -= len(_t103)
    if _budget92[0] < 0: _spent93(st)
    for _t102 in _t103:
        L[5] = _t102
        _t107 = _st_zones[(1 + L[0])]
        _budget92[0] -= len(_t107)
        if _budget92[0] < 0: _spent93(st)
        _t112 = _NOT_YET
        _t113 = _NOT_YET
        _t106 = None
        for _t108 in _t107:
            if (_c95[_t108] == (_t113 if _t113 is not _NOT_YET else (_t113 := (_t112 if _t112 is not _NOT_YET else (_t112 := _a97(st, L)))))):
                _t106 = _t108
                break
        _t104 = _t106
        _t105 = (1 + L[1])
        if type(_t104) is int and st.log is None:
            _t114 = _st_zones[_st_loc[_t104]]
            if _t114[-1] == _t104: _t114.pop()
            else: _t114.remove(_t104)
            _st_zones[_t105].append(_t104); _st_loc[_t104] = _t105
        elif _t104 is not None:
            _move_cards94(st, _t104, _t105, False)

# <rulerun president.rules: exchange #30 85c95b8f>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t115 = L[6]
    _t116 = (1 + _l0)
    if type(_t115) is list and _st_log is None:
        for _t117 in _t115:
            _t118 = _st_zones[_st_loc[_t117]]
            if _t118[-1] == _t117: _t118.pop()
            else: _t118.remove(_t117)
            _st_zones[_t116].append(_t117); _st_loc[_t117] = _t116
    elif _t115 is not None:
        _move_cards98(st, _t115, _t116, False)
    if _st_log is not None: _st_log.append(_Text102(_audience99(st), [_PlayerRef100(_l0), ' and ', _PlayerRef100(L[1]), ' exchange ', _plain101(L[2]), ' card(s)']))

# <rulerun president.rules: exchange #31 8b4c62ef>
def _native(st, L):
    return (1 + L[1])

# <rulerun president.rules: exchange #32 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: exchange #33 4a732728>
def _native(st, L):
    return L[2]

# <rulerun president.rules: deal #34 ff00ced3>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t119 = 6
    _t120 = 0
    if _st_log is None and _t119 != _t120:
        _t121 = _st_zones[_t119]; _st_zones[_t120] += _t121
        for _t122 in _t121: _st_loc[_t122] = _t120
        _t121.clear()
    else:
        _move_cards103(st, _st_zones[_t119][:], _t120, False)
    _shuffle_zone104(st, 0)
    while (not not _st_zones[0]):
        _budget105[0] -= 1
        if _budget105[0] < 0: _spent106(st)
        for _t123 in (_k107 or []):
            L[2] = _t123
            if not ((not not _st_zones[0])): continue
            _t126 = _st_zones[0]
            _t125 = (1 + _t123)
            if _st_log is None and _t126:
                _t124 = _t126.pop(); _st_zones[_t125].append(_t124); _st_loc[_t124] = _t125
            elif _t126:
                _move_cards103(st, _t126[-1], _t125, False)

# <rulerun president.rules: play #35 bfaf9f4f>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone108(st, 0)
    _i4 = [None, None, None]
    _t127 = 6
    _t128 = 0
    if _st_log is None and _t127 != _t128:
        _t129 = _st_zones[_t127]; _st_zones[_t128] += _t129
        for _t130 in _t129: _st_loc[_t130] = _t128
        _t129.clear()
    else:
        _move_cards109(st, _st_zones[_t127][:], _t128, False)
    _shuffle_zone108(st, 0)
    while (not not _st_zones[0]):
        _budget110[0] -= 1
        if _budget110[0] < 0: _spent111(st)
        for _t131 in (_k112 or []):
            _i4[2] = _t131
            if not ((not not _st_zones[0])): continue
            _t134 = _st_zones[0]
            _t133 = (1 + _t131)
            if _st_log is None and _t134:
                _t132 = _t134.pop(); _st_zones[_t133].append(_t132); _st_loc[_t132] = _t133
            elif _t134:
                _move_cards109(st, _t134[-1], _t133, False)

# <rulerun president.rules: play #36 d69ee75c>
def _loop(st):
    for _t135 in (_k116 or ()):
        if (st.vars[1 + _t135] == 1):
            return _t135
    return None

# <rulerun president.rules: holder_of #37 b534f116>
def _native(st, L):
    _t137 = None
    for _t138 in (_k119 or ()):
        if (st.vars[1 + _t138] == L[0]):
            _t137 = _t138
            break
    return _t137

# <rulerun president.rules: play #38 8b515974>
def _loop(st):
    for _t139 in (_k121 or ()):
        if (st.vars[1 + _t139] == 2):
            return _t139
    return None

# <rulerun president.rules: play #39 b7275a1b>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text115(_audience113(st), ['hand ', _plain114(L[2])]))
    L[3] = _player118(_a117(st), 4)
    L[4] = _player118(_d120(st, [4]), 4)
    L[5] = _player118(_a122(st), 4)
    L[6] = _player118(_d120(st, [(4 - 1)]), 4)
    _st_vars[9] = 0
    for _t141 in (_k123 or []):
        L[9] = _t141
        _st_vars[1 + _t141] = 0
    _i5 = [None, None, None]
    _t142 = 6
    _t143 = 0
    if _st_log is None and _t142 != _t143:
        _t144 = _st_zones[_t142]; _st_zones[_t143] += _t144
        for _t145 in _t144: _st_loc[_t145] = _t143
        _t144.clear()
    else:
        _move_cards124(st, _st_zones[_t142][:], _t143, False)
    _shuffle_zone125(st, 0)
    while (not not _st_zones[0]):
        _budget126[0] -= 1
        if _budget126[0] < 0: _spent127(st)
        for _t146 in (_k128 or []):
            _i5[2] = _t146
            if not ((not not _st_zones[0])): continue
            _t149 = _st_zones[0]
            _t148 = (1 + _t146)
            if _st_log is None and _t149:
                _t147 = _t149.pop(); _st_zones[_t148].append(_t147); _st_loc[_t147] = _t148
            elif _t149:
                _move_cards124(st, _t149[-1], _t148, False)

# <rulerun president.rules: play #40 1dba5314>
def _loop(st):
    for _t152 in (_k135 or ()):
        if (st.vars[1 + _t152] == 1):
            return _t152
    return None

# <rulerun president.rules: play #41 46ad43b4>
def _loop(st):
    for _t154 in (_k139 or ()):
        if (st.vars[1 + _t154] == 2):
            return _t154
    return None

# <rulerun president.rules: play #42 ac6db552>
def _loop(st, _i7l0):
    _t173 = None
    for _t172 in st.zones[(1 + _i7l0)]:
        _t174 = _c146[_t172]
        if _t173 is None or _t174 > _t173:
            _t173 = _t174
    return _t173

# <rulerun president.rules: exchange #43 12077c7e>
def _loop(st, L):
    _t191 = None
    for _t190 in st.zones[(1 + L[0])]:
        _t192 = _c156[_t190]
        if _t191 is None or _t192 > _t191:
            _t191 = _t192
    return _t191

# <rulerun president.rules: exchange #44 playout fe15cfee>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t184 = (_range151(1, _l2) or [])
    _budget152[0] -= len(_t184)
    if _budget152[0] < 0: _spent153(st)
    for _t183 in _t184:
        L[5] = _t183
        _t188 = _st_zones[(1 + _l0)]
        _budget152[0] -= len(_t188)
        if _budget152[0] < 0: _spent153(st)
        _t193 = _NOT_YET
        _t194 = _NOT_YET
        _t187 = None
        for _t189 in _t188:
            if (_c155[_t189] == (_t194 if _t194 is not _NOT_YET else (_t194 := (_t193 if _t193 is not _NOT_YET else (_t193 := _a157(st, L)))))):
                _t187 = _t189
                break
        _t185 = _t187
        _t186 = (1 + _l1)
        if type(_t185) is int and _st_log is None:
            _t195 = _st_zones[_st_loc[_t185]]
            if _t195[-1] == _t185: _t195.pop()
            else: _t195.remove(_t185)
            _st_zones[_t186].append(_t185); _st_loc[_t185] = _t186
        elif _t185 is not None:
            _move_cards154(st, _t185, _t186, False)
    _t196 = _st_zones[(1 + _l1)]
    if _offer159(st, L, _t196[:]): raise _PlayoutCut158()
    _t197 = L[6]
    _t198 = (1 + _l0)
    if type(_t197) is list and _st_log is None:
        for _t199 in _t197:
            _t200 = _st_zones[_st_loc[_t199]]
            if _t200[-1] == _t199: _t200.pop()
            else: _t200.remove(_t199)
            _st_zones[_t198].append(_t199); _st_loc[_t199] = _t198
    elif _t197 is not None:
        _move_cards154(st, _t197, _t198, False)
    if _st_log is not None: _st_log.append(_Text163(_audience160(st), [_PlayerRef161(_l0), ' and ', _PlayerRef161(_l1), ' exchange ', _plain162(_l2), ' card(s)']))

# <rulerun president.rules: play #45 0c2644d1>
def _loop(st, _i8l0):
    _t209 = None
    for _t208 in st.zones[(1 + _i8l0)]:
        _t210 = _c165[_t208]
        if _t209 is None or _t210 > _t209:
            _t209 = _t210
    return _t209

# <rulerun president.rules: play #46 d9b6214d>
def _loop(st):
    _t220 = 0
    for _t219 in (_k167 or ()):
        if (not not st.zones[(1 + _t219)]):
            _t220 += 1
    return _t220

# <rulerun president.rules: play #47 766921c6>
def _loop(st, _i9):
    _t229 = 0
    for _t228 in st.zones[(1 + _i9[1])]:
        if (_c174[_t228] == _i9[4]):
            _t229 += 1
    return _t229

# <rulerun president.rules: play #48 ecec1800>
def _loop(st, _i9, _t241):
    _st_zones = st.zones
    _t243 = 0
    for _t242 in _st_zones[(1 + _i9[1])]:
        if ((_c179[_t242] == _t241) and (_c180[_t242] > _c180[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t243 += 1
    return _t243

# <rulerun president.rules: play #49 c10c93cb>
def _loop(st):
    _t252 = 0
    for _t251 in (_k186 or ()):
        if (not not st.zones[(1 + _t251)]):
            _t252 += 1
    return _t252

# <rulerun president.rules: play #50 a9129a87>
def _loop(st, _i9):
    for _t261 in (_o189[_i9[2]] or ()):
        if (not not st.zones[(1 + _t261)]):
            return _t261
    return None

# <rulerun president.rules: play_hand #51 c9f40a48>
def _loop(st):
    _t279 = 0
    for _t278 in (_k194 or ()):
        if (not not st.zones[(1 + _t278)]):
            _t279 += 1
    return _t279

# <rulerun president.rules: play_hand #52 b8148f01>
def _loop(st, L):
    _t288 = 0
    for _t287 in st.zones[(1 + L[1])]:
        if (_c205[_t287] == L[4]):
            _t288 += 1
    return _t288

# <rulerun president.rules: play_hand #53 4d46ed94>
def _loop(st, L, _t300):
    _st_zones = st.zones
    _t302 = 0
    for _t301 in _st_zones[(1 + L[1])]:
        if ((_c215[_t301] == _t300) and (_c216[_t301] > _c216[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t302 += 1
    return _t302

# <rulerun president.rules: play_hand #54 5bd7241c>
def _loop(st):
    _t311 = 0
    for _t310 in (_k222 or ()):
        if (not not st.zones[(1 + _t310)]):
            _t311 += 1
    return _t311

# <rulerun president.rules: play_hand #55 be0a1de9>
def _loop(st, L):
    for _t320 in (_o225[L[2]] or ()):
        if (not not st.zones[(1 + _t320)]):
            return _t320
    return None

# <rulerun president.rules: play_hand #56 playout 9f26d1b2>
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
    while (_a195(st) > 1):
        _budget196[0] -= 1
        if _budget196[0] < 0: _spent197(st)
        if (_st_vars[0] == 0):
            _t282 = _NOT_YET
            _t280 = []
            for _t281 in (_k198 or []):
                if ((_t282 if _t282 is not _NOT_YET else (_t282 := list(map(_c199.__getitem__, _st_zones[(1 + L[1])])))).count(_t281) > 0): _t280.append(_t281)
            _t283 = L[1]
            _t284 = len(_t280)
            if not _t284: _no_option202(_t283, 'rank to lead')
            if _t284 <= 1 and _st_log is None:
                L[4] = _t280[0] if _t284 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t285 = st.chooser(_t284, _t283)
                else:
                    _t285 = _st_bits(_t284.bit_length())
                    while _t285 >= _t284: _t285 = _st_bits(_t284.bit_length())
                L[4] = _t280[_t285]; st.decisions += 1
            elif _decide203(st, L, _t280, _t283): raise _PlayoutCut200()
            _t286 = (_range204(1, _a206(st, L)) or [])
            _t289 = L[1]
            _t290 = len(_t286)
            if not _t290: _no_option202(_t289, 'how many to lead')
            if _t290 <= 1 and _st_log is None:
                L[5] = _t286[0] if _t290 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t291 = st.chooser(_t290, _t289)
                else:
                    _t291 = _st_bits(_t290.bit_length())
                    while _t291 >= _t290: _t291 = _st_bits(_t290.bit_length())
                L[5] = _t286[_t291]; st.decisions += 1
            elif _decide208(st, L, _t286, _t289): raise _PlayoutCut200()
            _st_vars[0] = L[5]
            _i12l0 = L[1]
            _i12l1 = L[4]
            _i12l2 = L[5]
            _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
            _t293 = (_range204(1, _i12l2) or [])
            _budget196[0] -= len(_t293)
            if _budget196[0] < 0: _spent197(st)
            for _t292 in _t293:
                _i12[5] = _t292
                _t296 = None
                for _t297 in _st_zones[(1 + _i12l0)]:
                    if (_c199[_t297] == _i12l1):
                        _t296 = _t297
                        break
                _t294 = _t296
                _t295 = 5
                if type(_t294) is int and _st_log is None:
                    _t298 = _st_zones[_st_loc[_t294]]
                    if _t298[-1] == _t294: _t298.pop()
                    else: _t298.remove(_t294)
                    _st_zones[_t295].append(_t294); _st_loc[_t294] = _t295
                elif _t294 is not None:
                    _move_cards209(st, _t294, _t295, False)
            if (not (not not _st_zones[(1 + _i12l0)])):
                _st_vars[9] = _st_vars[9] + 1
                _st_vars[1 + _i12l0] = _st_vars[9]
                if _st_log is not None: _st_log.append(_Text213(_audience210(st), [_PlayerRef211(_i12l0), ' goes out, place ', _plain212(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t299 = []
            for _t300 in (_k214 or []):
                if (_a217(st, L, _t300) >= _st_vars[0]): _t299.append(_t300)
            if _offer218(st, L, _t299): raise _PlayoutCut200()
            if (L[6] is None):
                if _st_log is not None: _tell219(st, (_player_text220(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long221(L[3])
            else:
                _i13l0 = L[1]
                _i13l1 = L[6]
                _i13l2 = _st_vars[0]
                _i13 = [_i13l0, _i13l1, _i13l2, None, None, None]
                _t304 = (_range204(1, _i13l2) or [])
                _budget196[0] -= len(_t304)
                if _budget196[0] < 0: _spent197(st)
                for _t303 in _t304:
                    _i13[5] = _t303
                    _t307 = None
                    for _t308 in _st_zones[(1 + _i13l0)]:
                        if (_c199[_t308] == _i13l1):
                            _t307 = _t308
                            break
                    _t305 = _t307
                    _t306 = 5
                    if type(_t305) is int and _st_log is None:
                        _t309 = _st_zones[_st_loc[_t305]]
                        if _t309[-1] == _t305: _t309.pop()
                        else: _t309.remove(_t305)
                        _st_zones[_t306].append(_t305); _st_loc[_t305] = _t306
                    elif _t305 is not None:
                        _move_cards209(st, _t305, _t306, False)
                if (not (not not _st_zones[(1 + _i13l0)])):
                    _st_vars[9] = _st_vars[9] + 1
                    _st_vars[1 + _i13l0] = _st_vars[9]
                    if _st_log is not None: _st_log.append(_Text213(_audience210(st), [_PlayerRef211(_i13l0), ' goes out, place ', _plain212(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if (_a223(st) > 1):
            _t313 = L[2]
            _t314 = L[3]
            _t312 = True
            for _t315 in (_k224 or ()):
                if not ((((not (not not _st_zones[(1 + _t315)])) or (_t315 == _t313)) or (_t315 in (_t314 or ())))):
                    _t312 = False
                    break
            if _t312:
                if _st_log is not None: _st_log.append(_Text213(_audience210(st), ['everyone else passes: the trick is over']))
                _t316 = 5
                _t317 = 6
                if _st_log is None and _t316 != _t317:
                    _t318 = _st_zones[_t316]; _st_zones[_t317] += _t318
                    for _t319 in _t318: _st_loc[_t319] = _t317
                    _t318.clear()
                else:
                    _move_cards209(st, _st_zones[_t316][:], _t317, False)
                _st_vars[0] = 0
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a226(st, L))
            else:
                _t323 = L[2]
                _t324 = L[3]
                _t322 = None
                for _t325 in (_o227[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t325)]) and (_t325 != _t323)) and (not (_t325 in (_t324 or ())))):
                        _t322 = _t325
                        break
                L[1] = _t322
    _t326 = None
    for _t327 in (_k228 or ()):
        if (not not _st_zones[(1 + _t327)]):
            _t326 = _t327
            break
    L[7] = _t326
    _st_vars[1 + L[7]] = 4
    if _st_log is not None: _st_log.append(_Text213(_audience210(st), [_PlayerRef211(L[7]), ' is the Scum']))
    _t328 = 5
    _t329 = 6
    if _st_log is None and _t328 != _t329:
        _t330 = _st_zones[_t328]; _st_zones[_t329] += _t330
        for _t331 in _t330: _st_loc[_t331] = _t329
        _t330.clear()
    else:
        _move_cards209(st, _st_zones[_t328][:], _t329, False)
    for _t332 in (_k229 or []):
        L[10] = _t332
        _t333 = (1 + _t332)
        _t334 = 6
        if _st_log is None and _t333 != _t334:
            _t335 = _st_zones[_t333]; _st_zones[_t334] += _t335
            for _t336 in _t335: _st_loc[_t336] = _t334
            _t335.clear()
        else:
            _move_cards209(st, _st_zones[_t333][:], _t334, False)
        _st_vars[5 + _t332] = _st_vars[5 + _t332] + (4 - _st_vars[1 + _t332])

# <rulerun president.rules: play #57 b67f891a>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t151 = (_range129(2, 3) or [])
    _budget130[0] -= len(_t151)
    if _budget130[0] < 0: _spent131(st)
    for _t150 in _t151:
        L[2] = _t150
        if _st_log is not None: _st_log.append(_Text134(_audience132(st), ['hand ', _plain133(_t150)]))
        L[3] = _player137(_a136(st), 4)
        L[4] = _player137(_d138(st, [4]), 4)
        L[5] = _player137(_a140(st), 4)
        L[6] = _player137(_d138(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t156 in (_k141 or []):
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
            _move_cards142(st, _st_zones[_t157][:], _t158, False)
        _shuffle_zone143(st, 0)
        while (not not _st_zones[0]):
            _budget130[0] -= 1
            if _budget130[0] < 0: _spent131(st)
            for _t161 in (_k144 or []):
                _i6[2] = _t161
                if not ((not not _st_zones[0])): continue
                _t164 = _st_zones[0]
                _t163 = (1 + _t161)
                if _st_log is None and _t164:
                    _t162 = _t164.pop(); _st_zones[_t163].append(_t162); _st_loc[_t162] = _t163
                elif _t164:
                    _move_cards142(st, _t164[-1], _t163, False)
        if _p164(st, [L[4], L[3], 2, None, None, None, None]) == 3: return 3
        if (4 >= 4):
            if _p164(st, [L[6], L[5], 1, None, None, None, None]) == 3: return 3
        if _p230(st, [L[4], None, None, None, None, None, None, None, None, None, None]) == 3: return 3

# <rulerun president.rules: play #58 771f38a3>
def _native(st, L):
    _t338 = (_k231 or ())
    _budget232[0] -= len(_t338)
    if _budget232[0] < 0: _spent233(st)
    _t337 = None
    for _t339 in _t338:
        _t340 = False
        for _t341 in st.zones[(1 + _t339)]:
            if (st.model.card_names[_t341] == '3 of clubs'):
                _t340 = True
                break
        if _t340:
            _t337 = _t339
            break
    return _t337

# <rulerun president.rules: play #59 0b351bf9>
def _native(st, L):
    return _range234(2, 3)

# <rulerun president.rules: play #60 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun president.rules: play #61 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun president.rules: play #62 e693422f>
def _native(st, L):
    return 2

# <rulerun president.rules: play #63 bd8c1cfc>
def _native(st, L):
    return (4 >= 4)

# <rulerun president.rules: play #64 285c0647>
def _native(st, L):
    return L[6]

# <rulerun president.rules: play #65 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun president.rules: play #66 ff528da8>
def _native(st, L):
    return 1

# <rulerun president.rules: play #67 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun president.rules: play_cards #68 b57f91ee>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run237(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k238)

# <rulerun president.rules: play_hand #69 46e7d64a>
def _loop(st):
    _t343 = 0
    for _t342 in (_k243 or ()):
        if (not not st.zones[(1 + _t342)]):
            _t343 += 1
    return _t343

# <rulerun president.rules: play_hand #70 c12dbde3>
def _loop(st, L):
    _t350 = 0
    for _t349 in st.zones[(1 + L[1])]:
        if (_c251[_t349] == L[4]):
            _t350 += 1
    return _t350

# <rulerun president.rules: play_hand #71 96cde0d4>
def _loop(st, L, _t354):
    _st_zones = st.zones
    _t356 = 0
    for _t355 in _st_zones[(1 + L[1])]:
        if ((_c257[_t355] == _t354) and (_c258[_t355] > _c258[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t356 += 1
    return _t356

# <rulerun president.rules: play_hand #72 bd5f41a3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT239[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run242(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (_a244(st) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t345 = _NOT_YET
            _o = []
            for _t344 in (_k245 or []):
                if ((_t345 if _t345 is not _NOT_YET else (_t345 := list(map(_c246.__getitem__, st.zones[(1 + L[1])])))).count(_t344) > 0): _o.append(_t344)
            fr[1] = 4
            _t346 = L[1]
            _t347 = len(_o)
            if not _t347: _no_option248(_t346, 'rank to lead')
            if _t347 <= 1 and _st_log is None:
                L[4] = _o[0] if _t347 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t348 = st.chooser(_t347, _t346)
                else:
                    _t348 = _st_bits(_t347.bit_length())
                    while _t348 >= _t347: _t348 = _st_bits(_t347.bit_length())
                L[4] = _o[_t348]; st.decisions += 1
            elif _decide249(st, L, _o, _t346): return True
            pc = 4
        if pc == 4:
            _o = (_range250(1, _a252(st, L)) or [])
            fr[1] = 5
            _t351 = L[1]
            _t352 = len(_o)
            if not _t352: _no_option248(_t351, 'how many to lead')
            if _t352 <= 1 and _st_log is None:
                L[5] = _o[0] if _t352 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t353 = st.chooser(_t352, _t351)
                else:
                    _t353 = _st_bits(_t352.bit_length())
                    while _t353 >= _t352: _t353 = _st_bits(_t352.bit_length())
                L[5] = _o[_t353]; st.decisions += 1
            elif _decide254(st, L, _o, _t351): return True
            pc = 5
        if pc == 5:
            _r = _run255(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t354 in (_k256 or []):
                if (_a259(st, L, _t354) >= _st_vars[0]): _o.append(_t354)
            fr[1] = 8
            if _offer260(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run261(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run262(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit241(_k, st, _d0): raise _Runaway240()
            continue
        if pc == 11:
            _r = _run263(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k264)

# <rulerun president.rules: exchange #73 e8fc2071>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run267(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = st.zones[(1 + L[1])]
            fr[1] = 2
            if _offer268(st, L, _o[:]): return True
            pc = 2
        if pc == 2:
            _r = _run269(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k270)

# <rulerun president.rules: deal #74 b06bbfc5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run273(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k274)

# <rulerun president.rules: play #75 42c458a3>
def _loop(st):
    _t357 = (_k279 or ())
    _budget280[0] -= len(_t357)
    if _budget280[0] < 0: _spent281(st)
    for _t358 in _t357:
        _t360 = False
        for _t361 in st.zones[(1 + _t358)]:
            if (st.model.card_names[_t361] == '3 of clubs'):
                _t360 = True
                break
        if _t360:
            return _t358
    return None

# <rulerun president.rules: play #76 f63e7c78>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT275[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run278(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [_a282(st), None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit283(_k284)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            L[0] = (_range285(2, 3) or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 11
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run286(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], L[3], 2, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit283(_k287)
            fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [L[6], L[5], 1, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit283(_k288)
            fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            _a = [L[4], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit283(_k289)
            fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit277(_k, st, _d0): raise _Runaway276()
            continue
        if pc == 11:
            fr[1] = 12
            if _step290(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k291)

# <rulerun president.rules: play_hand #77 4df7870c>
def _loop(st):
    _t363 = 0
    for _t362 in (_k297 or ()):
        if (not not st.zones[(1 + _t362)]):
            _t363 += 1
    return _t363

# <rulerun president.rules: play_hand #78 f6f37d05>
def _loop(st, L):
    _t370 = 0
    for _t369 in st.zones[(1 + L[1])]:
        if (_c305[_t369] == L[4]):
            _t370 += 1
    return _t370

# <rulerun president.rules: play_hand #79 741f675f>
def _loop(st, L, _t374):
    _st_zones = st.zones
    _t376 = 0
    for _t375 in _st_zones[(1 + L[1])]:
        if ((_c311[_t375] == _t374) and (_c312[_t375] > _c312[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t376 += 1
    return _t376

# <rulerun president.rules: play_hand #80 ba85851b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT292[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run295(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region296(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (_a298(st) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t365 = _NOT_YET
            _o = []
            for _t364 in (_k299 or []):
                if ((_t365 if _t365 is not _NOT_YET else (_t365 := list(map(_c300.__getitem__, st.zones[(1 + L[1])])))).count(_t364) > 0): _o.append(_t364)
            fr[1] = 4
            _t366 = L[1]
            _t367 = len(_o)
            if not _t367: _no_option302(_t366, 'rank to lead')
            if _t367 <= 1 and _st_log is None:
                L[4] = _o[0] if _t367 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t368 = st.chooser(_t367, _t366)
                else:
                    _t368 = _st_bits(_t367.bit_length())
                    while _t368 >= _t367: _t368 = _st_bits(_t367.bit_length())
                L[4] = _o[_t368]; st.decisions += 1
            elif _decide303(st, L, _o, _t366): return True
            pc = 4
        if pc == 4:
            _o = (_range304(1, _a306(st, L)) or [])
            fr[1] = 5
            _t371 = L[1]
            _t372 = len(_o)
            if not _t372: _no_option302(_t371, 'how many to lead')
            if _t372 <= 1 and _st_log is None:
                L[5] = _o[0] if _t372 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t373 = st.chooser(_t372, _t371)
                else:
                    _t373 = _st_bits(_t372.bit_length())
                    while _t373 >= _t372: _t373 = _st_bits(_t372.bit_length())
                L[5] = _o[_t373]; st.decisions += 1
            elif _decide308(st, L, _o, _t371): return True
            pc = 5
        if pc == 5:
            _r = _run309(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t374 in (_k310 or []):
                if (_a313(st, L, _t374) >= _st_vars[0]): _o.append(_t374)
            fr[1] = 8
            if _offer314(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run315(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run316(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit294(_k, st, _d0): raise _Runaway293()
            continue
        if pc == 11:
            _r = _run317(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k318)

# <rulerun president.rules: play #81 ea091321>
def _loop(st):
    _t377 = (_k323 or ())
    _budget324[0] -= len(_t377)
    if _budget324[0] < 0: _spent325(st)
    for _t378 in _t377:
        _t380 = False
        for _t381 in st.zones[(1 + _t378)]:
            if (st.model.card_names[_t381] == '3 of clubs'):
                _t380 = True
                break
        if _t380:
            return _t378
    return None

# <rulerun president.rules: play #82 4f242cdc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT319[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run322(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p327(st, [_a326(st), None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [_a326(st), None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit328(_k329)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region330(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[0] = (_range331(2, 3) or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 11
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run332(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p333(st, [L[4], L[3], 2, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[4], L[3], 2, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit328(_k334)
                fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p333(st, [L[6], L[5], 1, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [L[6], L[5], 1, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit328(_k335)
                fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            if st.thread_player == st.inline_thread:
                if _p327(st, [L[4], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[4], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit328(_k336)
                fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit321(_k, st, _d0): raise _Runaway320()
            continue
        if pc == 11:
            fr[1] = 12
            if _step337(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k338)

# <rulerun president.rules: rank #83 914c628d>
def _native(st, p):
    _st_vars = st.vars
    return (_st_vars[5 + p], (-_st_vars[1 + p]), )

