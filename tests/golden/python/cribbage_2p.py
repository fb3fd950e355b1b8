# <rulerun cribbage.rules: peg #0 350e0526>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == 0):
        return 2
    _st_vars[2 + _l0] = _st_vars[2 + _l0] + _l1
    if _st_log is not None: _st_log.append(_Text3(_audience0(st), [_PlayerRef1(_l0), ' pegs ', _plain2(_l1), ' for ', _plain2(L[2]), ' (', _plain2(_st_vars[2 + _l0]), ')']))
    if (_st_vars[2 + _l0] >= 121):
        _end_game4(st, _l0, True); return 3

# <rulerun cribbage.rules: new_count #1 c8f8e722>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    st.vars[1] = 0
    for _t0 in _st_zones[6][:]:
        L[2] = _t0
        _t1 = _t0
        _t2 = (7 + st.cvars[_t0])
        if type(_t1) is int and st.log is None:
            _t3 = _st_zones[_st_loc[_t1]]
            if _t3[-1] == _t1: _t3.pop()
            else: _t3.remove(_t1)
            _st_zones[_t2].append(_t1); _st_loc[_t1] = _t2
        elif _t1 is not None:
            _move_cards5(st, _t1, _t2, False)

# <rulerun cribbage.rules: lay #2 f9140f2f>
def _loop(st, _t7):
    _st_zones = st.zones
    for _t9 in (_st_zones[6][:-(_t7) - 1:-1] or ()):
        if not ((_c15[_t9] == _c15[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #3 b7f5c4de>
def _loop(st):
    _st_zones = st.zones
    _t8 = []
    for _t7 in (_k14 or ()):
        if ((len(_st_zones[6]) >= _t7) and _a16(st, _t7)):
            _t8.append(_t7)
    return _t8

# <rulerun cribbage.rules: lay #4 75657419>
def _loop(st):
    _t12 = None
    for _t11 in (_a17(st) or ()):
        _t13 = _t11
        if _t12 is None or _t13 > _t12:
            _t12 = _t13
    return _t12

# <rulerun cribbage.rules: lay #5 47476d1b>
def _loop(st, _t14):
    _st_zones = st.zones
    for _t16 in (_st_zones[6][:-(_t14) - 1:-1] or ()):
        _t18 = 0
        for _t19 in (_st_zones[6][:-(_t14) - 1:-1] or ()):
            if (_c20[_t19] == _c20[_t16]):
                _t18 += 1
        if not ((_t18 == 1)):
            return False
    return True

# <rulerun cribbage.rules: lay #6 7b0ff1bf>
def _loop(st, _t14):
    _t21 = None
    for _t20 in (st.zones[6][:-(_t14) - 1:-1] or ()):
        _t22 = _c22[_t20]
        if _t21 is None or _t22 > _t21:
            _t21 = _t22
    return _t21

# <rulerun cribbage.rules: lay #7 27de7e4b>
def _loop(st, _t14):
    _t24 = None
    for _t23 in (st.zones[6][:-(_t14) - 1:-1] or ()):
        _t25 = _c24[_t23]
        if _t24 is None or _t25 < _t24:
            _t24 = _t25
    return _t24

# <rulerun cribbage.rules: lay #8 57b0b12d>
def _loop(st):
    _st_zones = st.zones
    _t15 = []
    for _t14 in (_k19 or ()):
        if (((len(_st_zones[6]) >= _t14) and _a21(st, _t14)) and ((_a23(st, _t14) - _a25(st, _t14)) == (_t14 - 1))):
            _t15.append(_t14)
    return _t15

# <rulerun cribbage.rules: lay #9 31b1c274>
def _loop(st):
    _t27 = None
    for _t26 in (([0] + _a26(st)) or ()):
        _t28 = _t26
        if _t27 is None or _t28 > _t27:
            _t27 = _t28
    return _t27

# <rulerun cribbage.rules: lay #10 1c36fefc>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    st.cvars[_l1] = _l0
    _t4 = _l1
    _t5 = 6
    if type(_t4) is int and _st_log is None:
        _t6 = _st_zones[_st_loc[_t4]]
        if _t6[-1] == _t4: _t6.pop()
        else: _t6.remove(_t4)
        _st_zones[_t5].append(_t4); _st_loc[_t4] = _t5
    elif _t4 is not None:
        _move_cards6(st, _t4, _t5, False)
    _st_vars[1] = _st_vars[1] + min(_c7[_l1], 10)
    if _st_log is not None: _st_log.append(_Text12(_audience8(st), [_PlayerRef9(_l0), ' lays ', _card_ref10(st, _l1), ': ', _plain11(_st_vars[1])]))
    if (_st_vars[1] == 15):
        if _p13(st, [_l0, 2, 'fifteen']) == 3: return 3
    if (_st_vars[1] == 31):
        if _p13(st, [_l0, 2, 'thirty-one']) == 3: return 3
    if _p13(st, [_l0, [0, 0, 2, 6, 12][_a18(st)], 'a pair']) == 3: return 3
    if _p13(st, [_l0, _a27(st), 'a run']) == 3: return 3

# <rulerun cribbage.rules: lay #11 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun cribbage.rules: lay #12 5623e993>
def _native(st, L):
    return ((min(_c28[L[1]], 10) + st.vars[1]) <= 31)

# <rulerun cribbage.rules: lay #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: pegging #14 2e5602fe>
def _native(st, L):
    L[0] = ((st.vars[0] + 1) % 2)
    L[1] = L[0]

# <rulerun cribbage.rules: pegging #15 fbb425a9>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = L[0]
    if (_st_vars[1] == 31):
        _i0 = [None, None, None]
        _st_vars[1] = 0
        for _t29 in _st_zones[6][:]:
            _i0[2] = _t29
            _t30 = _t29
            _t31 = (7 + st.cvars[_t29])
            if type(_t30) is int and st.log is None:
                _t32 = _st_zones[_st_loc[_t30]]
                if _t32[-1] == _t30: _t32.pop()
                else: _t32.remove(_t30)
                _st_zones[_t31].append(_t30); _st_loc[_t30] = _t31
            elif _t30 is not None:
                _move_cards29(st, _t30, _t31, False)
    L[0] = ((L[0] + 1) % 2)

# <rulerun cribbage.rules: can_play #16 ef40ff09>
def _native(st, L):
    _st_vars = st.vars
    _t33 = False
    for _t34 in st.zones[(1 + L[0])]:
        if ((min(_c32[_t34], 10) + _st_vars[1]) <= 31):
            _t33 = True
            break
    return _t33

# <rulerun cribbage.rules: pegging #17 7ab26f13>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not not _st_zones[(1 + L[0])]):
        if _st_log is not None: _tell30(st, (_player_text31(L[0]) + ' says go'), None)
    if _d33(st, [((L[0] + 1) % 2)]):
        L[0] = ((L[0] + 1) % 2)
    else:
        if _p34(st, [_l1, 1, 'the go']) == 3: return 3
        _i1 = [None, None, None]
        st.vars[1] = 0
        for _t35 in _st_zones[6][:]:
            _i1[2] = _t35
            _t36 = _t35
            _t37 = (7 + st.cvars[_t35])
            if type(_t36) is int and _st_log is None:
                _t38 = _st_zones[_st_loc[_t36]]
                if _t38[-1] == _t36: _t38.pop()
                else: _t38.remove(_t36)
                _st_zones[_t37].append(_t36); _st_loc[_t36] = _t37
            elif _t36 is not None:
                _move_cards35(st, _t36, _t37, False)
        L[0] = ((_l1 + 1) % 2)

# <rulerun cribbage.rules: pegging #18 d3e30a6e>
def _loop(st, L):
    _st_vars = st.vars
    for _t41 in st.zones[(1 + L[0])]:
        if ((min(_c41[_t41], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: peg #19 playout 87808214>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == 0):
        return 2
    _st_vars[2 + _l0] = _st_vars[2 + _l0] + _l1
    if _st_log is not None: _st_log.append(_Text56(_audience53(st), [_PlayerRef54(_l0), ' pegs ', _plain55(_l1), ' for ', _plain55(L[2]), ' (', _plain55(_st_vars[2 + _l0]), ')']))
    if (_st_vars[2 + _l0] >= 121):
        _end_game57(st, _l0, True); return 3

# <rulerun cribbage.rules: pegging #20 cf141add>
def _loop(st, _t51):
    _st_zones = st.zones
    for _t53 in (_st_zones[6][:-(_t51) - 1:-1] or ()):
        if not ((_c60[_t53] == _c60[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #21 4a783736>
def _loop(st):
    _st_zones = st.zones
    _t52 = []
    for _t51 in (_k59 or ()):
        if ((len(_st_zones[6]) >= _t51) and _a61(st, _t51)):
            _t52.append(_t51)
    return _t52

# <rulerun cribbage.rules: pegging #22 6b9dbe2d>
def _loop(st):
    _t56 = None
    for _t55 in (_a62(st) or ()):
        _t57 = _t55
        if _t56 is None or _t57 > _t56:
            _t56 = _t57
    return _t56

# <rulerun cribbage.rules: pegging #23 4ade2018>
def _loop(st, _t58):
    _st_zones = st.zones
    for _t60 in (_st_zones[6][:-(_t58) - 1:-1] or ()):
        _t62 = 0
        for _t63 in (_st_zones[6][:-(_t58) - 1:-1] or ()):
            if (_c65[_t63] == _c65[_t60]):
                _t62 += 1
        if not ((_t62 == 1)):
            return False
    return True

# <rulerun cribbage.rules: pegging #24 26056f4a>
def _loop(st, _t58):
    _t65 = None
    for _t64 in (st.zones[6][:-(_t58) - 1:-1] or ()):
        _t66 = _c67[_t64]
        if _t65 is None or _t66 > _t65:
            _t65 = _t66
    return _t65

# <rulerun cribbage.rules: pegging #25 e4ab479d>
def _loop(st, _t58):
    _t68 = None
    for _t67 in (st.zones[6][:-(_t58) - 1:-1] or ()):
        _t69 = _c69[_t67]
        if _t68 is None or _t69 < _t68:
            _t68 = _t69
    return _t68

# <rulerun cribbage.rules: pegging #26 dfcba72d>
def _loop(st):
    _st_zones = st.zones
    _t59 = []
    for _t58 in (_k64 or ()):
        if (((len(_st_zones[6]) >= _t58) and _a66(st, _t58)) and ((_a68(st, _t58) - _a70(st, _t58)) == (_t58 - 1))):
            _t59.append(_t58)
    return _t59

# <rulerun cribbage.rules: pegging #27 603dea0e>
def _loop(st):
    _t71 = None
    for _t70 in (([0] + _a71(st)) or ()):
        _t72 = _t70
        if _t71 is None or _t72 > _t71:
            _t71 = _t72
    return _t71

# <rulerun cribbage.rules: pegging #28 cc952264>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t39 = 0; _t40 = st.decisions
    while ((len(_st_zones[(1 + _k36[0])]) + len(_st_zones[(1 + _k37[1])])) > 0):
        _t39 += 1
        if _t39 > _LIMIT38[0] and _over_limit39(_t39, st, _t40): raise _Runaway40()
        if _a42(st, L):
            _i2l0 = L[0]
            _i2 = [_i2l0, None]
            _t43 = []
            for _t44 in _st_zones[(1 + _i2l0)]:
                if ((min(_c43[_t44], 10) + _st_vars[1]) <= 31): _t43.append(_t44)
            _t45 = _i2l0
            _t46 = len(_t43)
            if _t46 <= 1 and _st_log is None:
                _i2[1] = _t43[0] if _t46 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t47 = st.chooser(_t46, _t45)
                else:
                    _t47 = _st_bits(_t46.bit_length())
                    while _t47 >= _t46: _t47 = _st_bits(_t46.bit_length())
                _i2[1] = _t43[_t47]; st.decisions += 1
            elif _decide46(st, _i2, _t43, _t45): raise _PlayoutCut44()
            _st_cvars[_i2[1]] = _i2l0
            _t48 = _i2[1]
            _t49 = 6
            if type(_t48) is int and _st_log is None:
                _t50 = _st_zones[_st_loc[_t48]]
                if _t50[-1] == _t48: _t50.pop()
                else: _t50.remove(_t48)
                _st_zones[_t49].append(_t48); _st_loc[_t48] = _t49
            elif _t48 is not None:
                _move_cards47(st, _t48, _t49, False)
            _st_vars[1] = _st_vars[1] + min(_c43[_i2[1]], 10)
            if _st_log is not None: _st_log.append(_Text52(_audience48(st), [_PlayerRef49(_i2l0), ' lays ', _card_ref50(st, _i2[1]), ': ', _plain51(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p58(st, [_i2l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p58(st, [_i2l0, 2, 'thirty-one']) == 3: return 3
            if _p58(st, [_i2l0, [0, 0, 2, 6, 12][_a63(st)], 'a pair']) == 3: return 3
            if _p58(st, [_i2l0, _a72(st), 'a run']) == 3: return 3
            L[1] = L[0]
            if (_st_vars[1] == 31):
                _i3 = [None, None, None]
                _st_vars[1] = 0
                for _t73 in _st_zones[6][:]:
                    _i3[2] = _t73
                    _t74 = _t73
                    _t75 = (7 + _st_cvars[_t73])
                    if type(_t74) is int and _st_log is None:
                        _t76 = _st_zones[_st_loc[_t74]]
                        if _t76[-1] == _t74: _t76.pop()
                        else: _t76.remove(_t74)
                        _st_zones[_t75].append(_t74); _st_loc[_t74] = _t75
                    elif _t74 is not None:
                        _move_cards47(st, _t74, _t75, False)
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell73(st, (_player_text74(L[0]) + ' says go'), None)
            if _d75(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if _p58(st, [L[1], 1, 'the go']) == 3: return 3
                _i4 = [None, None, None]
                _st_vars[1] = 0
                for _t77 in _st_zones[6][:]:
                    _i4[2] = _t77
                    _t78 = _t77
                    _t79 = (7 + _st_cvars[_t77])
                    if type(_t78) is int and _st_log is None:
                        _t80 = _st_zones[_st_loc[_t78]]
                        if _t80[-1] == _t78: _t80.pop()
                        else: _t80.remove(_t78)
                        _st_zones[_t79].append(_t78); _st_loc[_t78] = _t79
                    elif _t78 is not None:
                        _move_cards47(st, _t78, _t79, False)
                L[0] = ((L[1] + 1) % 2)

# <rulerun cribbage.rules: pegging #29 8d4cbee5>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if (_st_vars[1] > 0):
        if _p76(st, [L[1], 1, 'the last card']) == 3: return 3
    _i5 = [None, None, None]
    _st_vars[1] = 0
    for _t81 in _st_zones[6][:]:
        _i5[2] = _t81
        _t82 = _t81
        _t83 = (7 + st.cvars[_t81])
        if type(_t82) is int and st.log is None:
            _t84 = _st_zones[_st_loc[_t82]]
            if _t84[-1] == _t82: _t84.pop()
            else: _t84.remove(_t82)
            _st_zones[_t83].append(_t82); _st_loc[_t82] = _t83
        elif _t82 is not None:
            _move_cards77(st, _t82, _t83, False)

# <rulerun cribbage.rules: pegging #30 c3dd99af>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(1 + _k78[0])]) + len(_st_zones[(1 + _k79[1])])) > 0)

# <rulerun cribbage.rules: pegging #31 1a582eb6>
def _loop(st, L):
    _st_vars = st.vars
    for _t85 in st.zones[(1 + L[0])]:
        if ((min(_c80[_t85], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #32 43d03da8>
def _native(st, L):
    return _a81(st, L)

# <rulerun cribbage.rules: pegging #33 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: show #34 60726b39>
def _loop(st, L, _t88):
    _t90 = []
    for _t89 in (_range83(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t88 // [1, 2, 4, 8, 16][_t89]) % 2) == 1):
            _t90.append(_t89)
    return _t90

# <rulerun cribbage.rules: show #35 02bb86f5>
def _loop(st, L, _t88):
    _t92 = []
    for _t91 in (_range85(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t88 // [1, 2, 4, 8, 16][_t91]) % 2) == 1):
            _t92.append(_t91)
    return _t92

# <rulerun cribbage.rules: pip #36 6ddd8508>
def _native(st, L):
    return min(_c87[L[0]], 10)

# <rulerun cribbage.rules: show #37 e2d3a973>
def _loop(st, L, _t88):
    _l0 = L[0]
    _t94 = 0
    for _t93 in (_a86(st, L, _t88) or ()):
        _t94 += _d88(st, [_l0[_t93]])
    return _t94

# <rulerun cribbage.rules: fifteens #38 c9ee913d>
def _native(st, L):
    _t87 = 0
    for _t88 in (_k82 or ()):
        if ((not not (_a84(st, L, _t88) or ())) and (_a89(st, L, _t88) == 15)):
            _t87 += 1
    return (2 * _t87)

# <rulerun cribbage.rules: show #39 2e811277>
def _loop(st, L, _t96):
    _t98 = []
    for _t97 in (_range92(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t96 // [1, 2, 4, 8, 16][_t97]) % 2) == 1):
            _t98.append(_t97)
    return _t98

# <rulerun cribbage.rules: show #40 ed341945>
def _loop(st, L, _t96):
    _t100 = []
    for _t99 in (_range94(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t96 // [1, 2, 4, 8, 16][_t99]) % 2) == 1):
            _t100.append(_t99)
    return _t100

# <rulerun cribbage.rules: show #41 ff64a1cc>
def _loop(st, L, _t96):
    _t102 = []
    for _t101 in (_range97(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t96 // [1, 2, 4, 8, 16][_t101]) % 2) == 1):
            _t102.append(_t101)
    return _t102

# <rulerun cribbage.rules: pairs #42 9980b399>
def _native(st, L):
    _l0 = L[0]
    _t95 = 0
    for _t96 in (_k91 or ()):
        if ((len((_a93(st, L, _t96) or ())) == 2) and (_c96[_l0[_a95(st, L, _t96)[0]]] == _c96[_l0[_a98(st, L, _t96)[1]]])):
            _t95 += 1
    return (2 * _t95)

# <rulerun cribbage.rules: show #43 18ce945e>
def _loop(st, L, _t103):
    _t106 = []
    for _t105 in (_range101(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t103 // [1, 2, 4, 8, 16][_t105]) % 2) == 1):
            _t106.append(_t105)
    return _t106

# <rulerun cribbage.rules: show #44 928690cc>
def _loop(st, L, _t103):
    _t108 = []
    for _t107 in (_range103(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t103 // [1, 2, 4, 8, 16][_t107]) % 2) == 1):
            _t108.append(_t107)
    return _t108

# <rulerun cribbage.rules: show #45 9f406824>
def _loop(st, L, _t103):
    _t113 = []
    for _t112 in (_range105(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t103 // [1, 2, 4, 8, 16][_t112]) % 2) == 1):
            _t113.append(_t112)
    return _t113

# <rulerun cribbage.rules: show #46 e0ae376e>
def _loop(st, L, _t103):
    _l0 = L[0]
    _t114 = _NOT_YET
    _t115 = _NOT_YET
    for _t109 in (_a104(st, L, _t103) or ()):
        _t111 = 0
        for _t116 in ((_t115 if _t115 is not _NOT_YET else (_t115 := (_t114 if _t114 is not _NOT_YET else (_t114 := _a106(st, L, _t103))))) or ()):
            if (_c107[_l0[_t116]] == _c107[_l0[_t109]]):
                _t111 += 1
        if not ((_t111 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #47 a000d0fb>
def _loop(st, L, _t103):
    _t118 = []
    for _t117 in (_range109(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t103 // [1, 2, 4, 8, 16][_t117]) % 2) == 1):
            _t118.append(_t117)
    return _t118

# <rulerun cribbage.rules: show #48 499c89d5>
def _loop(st, L, _t103):
    _l0 = L[0]
    _t120 = None
    for _t119 in (_a110(st, L, _t103) or ()):
        _t121 = _c111[_l0[_t119]]
        if _t120 is None or _t121 > _t120:
            _t120 = _t121
    return _t120

# <rulerun cribbage.rules: show #49 2f6368a6>
def _loop(st, L, _t103):
    _t123 = []
    for _t122 in (_range113(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t103 // [1, 2, 4, 8, 16][_t122]) % 2) == 1):
            _t123.append(_t122)
    return _t123

# <rulerun cribbage.rules: show #50 67a56b98>
def _loop(st, L, _t103):
    _l0 = L[0]
    _t125 = None
    for _t124 in (_a114(st, L, _t103) or ()):
        _t126 = _c115[_l0[_t124]]
        if _t125 is None or _t126 < _t125:
            _t125 = _t126
    return _t125

# <rulerun cribbage.rules: show #51 262a77ba>
def _loop(st, L, _t103):
    _t128 = []
    for _t127 in (_range117(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t103 // [1, 2, 4, 8, 16][_t127]) % 2) == 1):
            _t128.append(_t127)
    return _t128

# <rulerun cribbage.rules: show #52 de9efdf9>
def _loop(st, L):
    _t104 = 0
    for _t103 in (_k100 or ()):
        if ((len((_a102(st, L, _t103) or ())) == 5) and (_a108(st, L, _t103) and ((_a112(st, L, _t103) - _a116(st, L, _t103)) == (len((_a118(st, L, _t103) or ())) - 1)))):
            _t104 += 1
    return _t104

# <rulerun cribbage.rules: show #53 de5dcaad>
def _loop(st, L, _t129):
    _t132 = []
    for _t131 in (_range121(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t129 // [1, 2, 4, 8, 16][_t131]) % 2) == 1):
            _t132.append(_t131)
    return _t132

# <rulerun cribbage.rules: show #54 f482e796>
def _loop(st, L, _t129):
    _t134 = []
    for _t133 in (_range123(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t129 // [1, 2, 4, 8, 16][_t133]) % 2) == 1):
            _t134.append(_t133)
    return _t134

# <rulerun cribbage.rules: show #55 2cc7b742>
def _loop(st, L, _t129):
    _t139 = []
    for _t138 in (_range125(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t129 // [1, 2, 4, 8, 16][_t138]) % 2) == 1):
            _t139.append(_t138)
    return _t139

# <rulerun cribbage.rules: show #56 7edeb1c4>
def _loop(st, L, _t129):
    _l0 = L[0]
    _t140 = _NOT_YET
    _t141 = _NOT_YET
    for _t135 in (_a124(st, L, _t129) or ()):
        _t137 = 0
        for _t142 in ((_t141 if _t141 is not _NOT_YET else (_t141 := (_t140 if _t140 is not _NOT_YET else (_t140 := _a126(st, L, _t129))))) or ()):
            if (_c127[_l0[_t142]] == _c127[_l0[_t135]]):
                _t137 += 1
        if not ((_t137 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #57 62956232>
def _loop(st, L, _t129):
    _t144 = []
    for _t143 in (_range129(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t129 // [1, 2, 4, 8, 16][_t143]) % 2) == 1):
            _t144.append(_t143)
    return _t144

# <rulerun cribbage.rules: show #58 343f4a2c>
def _loop(st, L, _t129):
    _l0 = L[0]
    _t146 = None
    for _t145 in (_a130(st, L, _t129) or ()):
        _t147 = _c131[_l0[_t145]]
        if _t146 is None or _t147 > _t146:
            _t146 = _t147
    return _t146

# <rulerun cribbage.rules: show #59 730db1d9>
def _loop(st, L, _t129):
    _t149 = []
    for _t148 in (_range133(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t129 // [1, 2, 4, 8, 16][_t148]) % 2) == 1):
            _t149.append(_t148)
    return _t149

# <rulerun cribbage.rules: show #60 859a495a>
def _loop(st, L, _t129):
    _l0 = L[0]
    _t151 = None
    for _t150 in (_a134(st, L, _t129) or ()):
        _t152 = _c135[_l0[_t150]]
        if _t151 is None or _t152 < _t151:
            _t151 = _t152
    return _t151

# <rulerun cribbage.rules: show #61 cdf9291c>
def _loop(st, L, _t129):
    _t154 = []
    for _t153 in (_range137(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t129 // [1, 2, 4, 8, 16][_t153]) % 2) == 1):
            _t154.append(_t153)
    return _t154

# <rulerun cribbage.rules: show #62 269a5d08>
def _loop(st, L):
    _t130 = 0
    for _t129 in (_k120 or ()):
        if ((len((_a122(st, L, _t129) or ())) == 5) and (_a128(st, L, _t129) and ((_a132(st, L, _t129) - _a136(st, L, _t129)) == (len((_a138(st, L, _t129) or ())) - 1)))):
            _t130 += 1
    return _t130

# <rulerun cribbage.rules: show #63 e0012ab1>
def _loop(st, L, _t155):
    _t158 = []
    for _t157 in (_range141(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t155 // [1, 2, 4, 8, 16][_t157]) % 2) == 1):
            _t158.append(_t157)
    return _t158

# <rulerun cribbage.rules: show #64 00589317>
def _loop(st, L, _t155):
    _t160 = []
    for _t159 in (_range143(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t155 // [1, 2, 4, 8, 16][_t159]) % 2) == 1):
            _t160.append(_t159)
    return _t160

# <rulerun cribbage.rules: show #65 3e3b9ae6>
def _loop(st, L, _t155):
    _t165 = []
    for _t164 in (_range145(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t155 // [1, 2, 4, 8, 16][_t164]) % 2) == 1):
            _t165.append(_t164)
    return _t165

# <rulerun cribbage.rules: show #66 8c1b8bb9>
def _loop(st, L, _t155):
    _l0 = L[0]
    _t166 = _NOT_YET
    _t167 = _NOT_YET
    for _t161 in (_a144(st, L, _t155) or ()):
        _t163 = 0
        for _t168 in ((_t167 if _t167 is not _NOT_YET else (_t167 := (_t166 if _t166 is not _NOT_YET else (_t166 := _a146(st, L, _t155))))) or ()):
            if (_c147[_l0[_t168]] == _c147[_l0[_t161]]):
                _t163 += 1
        if not ((_t163 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #67 60bf2e46>
def _loop(st, L, _t155):
    _t170 = []
    for _t169 in (_range149(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t155 // [1, 2, 4, 8, 16][_t169]) % 2) == 1):
            _t170.append(_t169)
    return _t170

# <rulerun cribbage.rules: show #68 5a8565de>
def _loop(st, L, _t155):
    _l0 = L[0]
    _t172 = None
    for _t171 in (_a150(st, L, _t155) or ()):
        _t173 = _c151[_l0[_t171]]
        if _t172 is None or _t173 > _t172:
            _t172 = _t173
    return _t172

# <rulerun cribbage.rules: show #69 6de068ae>
def _loop(st, L, _t155):
    _t175 = []
    for _t174 in (_range153(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t155 // [1, 2, 4, 8, 16][_t174]) % 2) == 1):
            _t175.append(_t174)
    return _t175

# <rulerun cribbage.rules: show #70 98c47584>
def _loop(st, L, _t155):
    _l0 = L[0]
    _t177 = None
    for _t176 in (_a154(st, L, _t155) or ()):
        _t178 = _c155[_l0[_t176]]
        if _t177 is None or _t178 < _t177:
            _t177 = _t178
    return _t177

# <rulerun cribbage.rules: show #71 2583d6d3>
def _loop(st, L, _t155):
    _t180 = []
    for _t179 in (_range157(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t155 // [1, 2, 4, 8, 16][_t179]) % 2) == 1):
            _t180.append(_t179)
    return _t180

# <rulerun cribbage.rules: show #72 40c88957>
def _loop(st, L):
    _t156 = 0
    for _t155 in (_k140 or ()):
        if ((len((_a142(st, L, _t155) or ())) == 4) and (_a148(st, L, _t155) and ((_a152(st, L, _t155) - _a156(st, L, _t155)) == (len((_a158(st, L, _t155) or ())) - 1)))):
            _t156 += 1
    return _t156

# <rulerun cribbage.rules: show #73 31c83700>
def _loop(st, L, _t181):
    _t184 = []
    for _t183 in (_range161(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t181 // [1, 2, 4, 8, 16][_t183]) % 2) == 1):
            _t184.append(_t183)
    return _t184

# <rulerun cribbage.rules: show #74 f3395c9a>
def _loop(st, L, _t181):
    _t186 = []
    for _t185 in (_range163(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t181 // [1, 2, 4, 8, 16][_t185]) % 2) == 1):
            _t186.append(_t185)
    return _t186

# <rulerun cribbage.rules: show #75 d9dc7d86>
def _loop(st, L, _t181):
    _t191 = []
    for _t190 in (_range165(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t181 // [1, 2, 4, 8, 16][_t190]) % 2) == 1):
            _t191.append(_t190)
    return _t191

# <rulerun cribbage.rules: show #76 8f145084>
def _loop(st, L, _t181):
    _l0 = L[0]
    _t192 = _NOT_YET
    _t193 = _NOT_YET
    for _t187 in (_a164(st, L, _t181) or ()):
        _t189 = 0
        for _t194 in ((_t193 if _t193 is not _NOT_YET else (_t193 := (_t192 if _t192 is not _NOT_YET else (_t192 := _a166(st, L, _t181))))) or ()):
            if (_c167[_l0[_t194]] == _c167[_l0[_t187]]):
                _t189 += 1
        if not ((_t189 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #77 740a11e1>
def _loop(st, L, _t181):
    _t196 = []
    for _t195 in (_range169(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t181 // [1, 2, 4, 8, 16][_t195]) % 2) == 1):
            _t196.append(_t195)
    return _t196

# <rulerun cribbage.rules: show #78 5eb2e801>
def _loop(st, L, _t181):
    _l0 = L[0]
    _t198 = None
    for _t197 in (_a170(st, L, _t181) or ()):
        _t199 = _c171[_l0[_t197]]
        if _t198 is None or _t199 > _t198:
            _t198 = _t199
    return _t198

# <rulerun cribbage.rules: show #79 d105ef73>
def _loop(st, L, _t181):
    _t201 = []
    for _t200 in (_range173(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t181 // [1, 2, 4, 8, 16][_t200]) % 2) == 1):
            _t201.append(_t200)
    return _t201

# <rulerun cribbage.rules: show #80 10633655>
def _loop(st, L, _t181):
    _l0 = L[0]
    _t203 = None
    for _t202 in (_a174(st, L, _t181) or ()):
        _t204 = _c175[_l0[_t202]]
        if _t203 is None or _t204 < _t203:
            _t203 = _t204
    return _t203

# <rulerun cribbage.rules: show #81 932ac2fa>
def _loop(st, L, _t181):
    _t206 = []
    for _t205 in (_range177(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t181 // [1, 2, 4, 8, 16][_t205]) % 2) == 1):
            _t206.append(_t205)
    return _t206

# <rulerun cribbage.rules: show #82 dd5587a1>
def _loop(st, L):
    _t182 = 0
    for _t181 in (_k160 or ()):
        if ((len((_a162(st, L, _t181) or ())) == 4) and (_a168(st, L, _t181) and ((_a172(st, L, _t181) - _a176(st, L, _t181)) == (len((_a178(st, L, _t181) or ())) - 1)))):
            _t182 += 1
    return _t182

# <rulerun cribbage.rules: show #83 872dec20>
def _loop(st, L, _t207):
    _t210 = []
    for _t209 in (_range181(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t207 // [1, 2, 4, 8, 16][_t209]) % 2) == 1):
            _t210.append(_t209)
    return _t210

# <rulerun cribbage.rules: show #84 07e6f5e2>
def _loop(st, L, _t207):
    _t212 = []
    for _t211 in (_range183(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t207 // [1, 2, 4, 8, 16][_t211]) % 2) == 1):
            _t212.append(_t211)
    return _t212

# <rulerun cribbage.rules: show #85 b0261da3>
def _loop(st, L, _t207):
    _t217 = []
    for _t216 in (_range185(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t207 // [1, 2, 4, 8, 16][_t216]) % 2) == 1):
            _t217.append(_t216)
    return _t217

# <rulerun cribbage.rules: show #86 c532164c>
def _loop(st, L, _t207):
    _l0 = L[0]
    _t218 = _NOT_YET
    _t219 = _NOT_YET
    for _t213 in (_a184(st, L, _t207) or ()):
        _t215 = 0
        for _t220 in ((_t219 if _t219 is not _NOT_YET else (_t219 := (_t218 if _t218 is not _NOT_YET else (_t218 := _a186(st, L, _t207))))) or ()):
            if (_c187[_l0[_t220]] == _c187[_l0[_t213]]):
                _t215 += 1
        if not ((_t215 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #87 4c4ab70d>
def _loop(st, L, _t207):
    _t222 = []
    for _t221 in (_range189(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t207 // [1, 2, 4, 8, 16][_t221]) % 2) == 1):
            _t222.append(_t221)
    return _t222

# <rulerun cribbage.rules: show #88 47b5646b>
def _loop(st, L, _t207):
    _l0 = L[0]
    _t224 = None
    for _t223 in (_a190(st, L, _t207) or ()):
        _t225 = _c191[_l0[_t223]]
        if _t224 is None or _t225 > _t224:
            _t224 = _t225
    return _t224

# <rulerun cribbage.rules: show #89 1705ab4f>
def _loop(st, L, _t207):
    _t227 = []
    for _t226 in (_range193(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t207 // [1, 2, 4, 8, 16][_t226]) % 2) == 1):
            _t227.append(_t226)
    return _t227

# <rulerun cribbage.rules: show #90 efbf89cb>
def _loop(st, L, _t207):
    _l0 = L[0]
    _t229 = None
    for _t228 in (_a194(st, L, _t207) or ()):
        _t230 = _c195[_l0[_t228]]
        if _t229 is None or _t230 < _t229:
            _t229 = _t230
    return _t229

# <rulerun cribbage.rules: show #91 989b0f4c>
def _loop(st, L, _t207):
    _t232 = []
    for _t231 in (_range197(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t207 // [1, 2, 4, 8, 16][_t231]) % 2) == 1):
            _t232.append(_t231)
    return _t232

# <rulerun cribbage.rules: show #92 62f0b05a>
def _loop(st, L):
    _t208 = 0
    for _t207 in (_k180 or ()):
        if ((len((_a182(st, L, _t207) or ())) == 3) and (_a188(st, L, _t207) and ((_a192(st, L, _t207) - _a196(st, L, _t207)) == (len((_a198(st, L, _t207) or ())) - 1)))):
            _t208 += 1
    return _t208

# <rulerun cribbage.rules: runs #93 2cefabc5>
def _native(st, L):
    return ((5 * _a119(st, L)) if (_a139(st, L) > 0) else ((4 * _a159(st, L)) if (_a179(st, L) > 0) else (3 * _a199(st, L))))

# <rulerun cribbage.rules: show #94 a3f6447c>
def _loop(st, L):
    for _t233 in (L[1] or ()):
        if not ((_c201[_t233] == _c201[L[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: show #95 826af45e>
def _loop(st, L):
    _t236 = 0
    for _t235 in (L[1] or ()):
        if ((_c204[_t235] == 11) and (_c205[_t235] == _c205[L[2]])):
            _t236 += 1
    return _t236

# <rulerun cribbage.rules: show #96 07710aba>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    L[1] = _st_zones[(7 + _l0)][:]
    L[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p207(st, [_l0, ((((_d90(st, [(L[1] + [L[2]])]) + _d99(st, [(L[1] + [L[2]])])) + _d200(st, [(L[1] + [L[2]])])) + (0 if (not _a202(st, L)) else (5 if (_c203[L[2]] == _c203[L[1][0]]) else (0 if False else 4)))) + _a206(st, L)), 'the hand']) == 3: return 3

# <rulerun cribbage.rules: play_hand #97 489e4034>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text210(_audience208(st), [_PlayerRef209(_st_vars[0]), ' deals']))
    _shuffle_zone211(st, 0)
    for _t237 in (_o212[_st_vars[0]] or []):
        L[2] = _t237
        _t238 = _st_zones[0][:-(6) - 1:-1]
        _t239 = (1 + _t237)
        if type(_t238) is list and _st_log is None:
            for _t240 in _t238:
                _t241 = _st_zones[_st_loc[_t240]]
                if _t241[-1] == _t240: _t241.pop()
                else: _t241.remove(_t240)
                _st_zones[_t239].append(_t240); _st_loc[_t240] = _t239
        elif _t238 is not None:
            _move_cards213(st, _t238, _t239, False)

# <rulerun cribbage.rules: play_hand #98 93a00a34>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t242 = L[4]
    _t243 = 3
    if type(_t242) is list and st.log is None:
        for _t244 in _t242:
            _t245 = _st_zones[_st_loc[_t244]]
            if _t245[-1] == _t244: _t245.pop()
            else: _t245.remove(_t244)
            _st_zones[_t243].append(_t244); _st_loc[_t244] = _t243
    elif _t242 is not None:
        _move_cards214(st, _t242, _t243, False)

# <rulerun cribbage.rules: play_hand #99 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun cribbage.rules: play_hand #100 e693422f>
def _native(st, L):
    return 2

# <rulerun cribbage.rules: play_hand #101 49947c7f>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t246 = _st_zones[(1 + L[3])][:]
    _t247 = L[3]
    _t249 = len(_t246); _t248 = _comb216(_t249, 2)
    if _t248 > 1:
        _t250 = (yield _t248)
        _t251 = _PICKS217.get((_t249, 2)) or _picks218(_t249, 2)
        L[4] = list(_t251[_t250](_t246)) if _t251 else _option_at215(_t246, 2, False, _t250)
    else: L[4] = _option_at215(_t246, 2, False, 0) if _t248 else None
    _t252 = L[4]
    _t253 = 3
    if type(_t252) is list and st.log is None:
        for _t254 in _t252:
            _t255 = _st_zones[_st_loc[_t254]]
            if _t255[-1] == _t254: _t255.pop()
            else: _t255.remove(_t254)
            _st_zones[_t253].append(_t254); _st_loc[_t254] = _t253
    elif _t252 is not None:
        _move_cards219(st, _t252, _t253, False)

# <rulerun cribbage.rules: play_hand #102 18699dea>
def _native(st, L):
    _st_bits = st.bits
    if st.log is not None or st.thread_player is not None: return 4
    _parts = []
    for _p in (_k223 or []):
        _l = L[:]; _l[3] = _p; st.thread_player = _p; _g = _part220(st, _l); _n = len(st.events)
        try:
            _parts.append((_p, _g, next(_g)))
        except _Stop221 as _e:
            if _e.value == 3: st.thread_player = None; return 3
        except _ExitTo222:
            del st.events[_n:]
    for _p, _g, _o in _parts:
        st.thread_player = st.inline_thread = _p; _n = len(st.events)
        try:
            while True:
                if st.decisions >= st.inline_until: raise _PlayoutCut224()
                if _st_bits is None: _a = st.chooser(_o, _p)
                else:
                    _a = _st_bits(_o.bit_length())
                    while _a >= _o: _a = _st_bits(_o.bit_length())
                st.decisions += 1; _o = _g.send(_a)
        except _Stop221 as _e:
            if _e.value == 3: st.thread_player = st.inline_thread = None; return 3
        except _ExitTo222:
            del st.events[_n:]
    st.thread_player = st.inline_thread = None

# <rulerun cribbage.rules: play_hand #103 d913101f>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t258 = _st_zones[0]
    _t257 = 5
    if _st_log is None and _t258:
        _t256 = _t258.pop(); _st_zones[_t257].append(_t256); st.loc[_t256] = _t257
    elif _t258:
        _move_cards225(st, _t258[-1], _t257, False)
    if _st_log is not None: _st_log.append(_Text228(_audience226(st), ['the starter is ', _card_ref227(st, (_z[-1] if (_z := _st_zones[5]) else None))]))
    if (_c229[(_z[-1] if (_z := _st_zones[5]) else None)] == 11):
        if _p230(st, [st.vars[0], 2, 'his heels']) == 3: return 3

# <rulerun cribbage.rules: play_hand #104 b7fddb1d>
def _loop(st, _i6):
    for _t259 in (_i6[1] or ()):
        if not ((_c234[_t259] == _c234[_i6[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #105 dc3e56f6>
def _loop(st, _i6):
    _t262 = 0
    for _t261 in (_i6[1] or ()):
        if ((_c237[_t261] == 11) and (_c238[_t261] == _c238[_i6[2]])):
            _t262 += 1
    return _t262

# <rulerun cribbage.rules: play_hand #106 56234ad7>
def _loop(st, _i7):
    for _t263 in (_i7[1] or ()):
        if not ((_c241[_t263] == _c241[_i7[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #107 fd67351f>
def _loop(st, _i7):
    _t266 = 0
    for _t265 in (_i7[1] or ()):
        if ((_c243[_t265] == 11) and (_c244[_t265] == _c244[_i7[2]])):
            _t266 += 1
    return _t266

# <rulerun cribbage.rules: play_hand #108 ddf59b30>
def _loop(st, L):
    _l0 = L[0]
    for _t271 in (_l0 or ()):
        if not ((_c250[_t271] == _c250[_l0[0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #109 8ad4b9a2>
def _loop(st, L):
    _l1 = L[1]
    _t274 = 0
    for _t273 in (L[0] or ()):
        if ((_c253[_t273] == 11) and (_c254[_t273] == _c254[_l1])):
            _t274 += 1
    return _t274

# <rulerun cribbage.rules: show_points #110 37866e49>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    return ((((_d247(st, [(_l0 + [_l1])]) + _d248(st, [(_l0 + [_l1])])) + _d249(st, [(_l0 + [_l1])])) + (0 if (not _a251(st, L)) else (5 if (_c252[_l1] == _c252[_l0[0]]) else (0 if L[2] else 4)))) + _a255(st, L))

# <rulerun cribbage.rules: play_hand #111 0c6882ac>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i6l0 = ((_st_vars[0] + 1) % 2)
    _i6 = [_i6l0, None, None]
    _i6[1] = _st_zones[(7 + _i6l0)][:]
    _i6[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p240(st, [_i6l0, ((((_d231(st, [(_i6[1] + [_i6[2]])]) + _d232(st, [(_i6[1] + [_i6[2]])])) + _d233(st, [(_i6[1] + [_i6[2]])])) + (0 if (not _a235(st, _i6)) else (5 if (_c236[_i6[2]] == _c236[_i6[1][0]]) else (0 if False else 4)))) + _a239(st, _i6)), 'the hand']) == 3: return 3
    _i7l0 = _st_vars[0]
    _i7 = [_i7l0, None, None]
    _i7[1] = _st_zones[(7 + _i7l0)][:]
    _i7[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p240(st, [_i7l0, ((((_d231(st, [(_i7[1] + [_i7[2]])]) + _d232(st, [(_i7[1] + [_i7[2]])])) + _d233(st, [(_i7[1] + [_i7[2]])])) + (0 if (not _a242(st, _i7)) else (5 if (_c236[_i7[2]] == _c236[_i7[1][0]]) else (0 if False else 4)))) + _a245(st, _i7)), 'the hand']) == 3: return 3
    _t267 = 3
    _t268 = 4
    if _st_log is None and _t267 != _t268:
        _t269 = _st_zones[_t267]; _st_zones[_t268] += _t269
        for _t270 in _t269: _st_loc[_t270] = _t268
        _t269.clear()
    else:
        _move_cards246(st, _st_zones[_t267][:], _t268, False)
    if _p240(st, [_st_vars[0], _d256(st, [_st_zones[4][:], (_z[-1] if (_z := _st_zones[5]) else None), True]), 'the crib']) == 3: return 3
    for _t275 in (_k257 or []):
        L[7] = _t275
        _t276 = (7 + _t275)
        _t277 = 0
        if _st_log is None and _t276 != _t277:
            _t278 = _st_zones[_t276]; _st_zones[_t277] += _t278
            for _t279 in _t278: _st_loc[_t279] = _t277
            _t278.clear()
        else:
            _move_cards246(st, _st_zones[_t276][:], _t277, False)
    _t280 = 4
    _t281 = 0
    if _st_log is None and _t280 != _t281:
        _t282 = _st_zones[_t280]; _st_zones[_t281] += _t282
        for _t283 in _t282: _st_loc[_t283] = _t281
        _t282.clear()
    else:
        _move_cards246(st, _st_zones[_t280][:], _t281, False)
    _t284 = 5
    _t285 = 0
    if _st_log is None and _t284 != _t285:
        _t286 = _st_zones[_t284]; _st_zones[_t285] += _t286
        for _t287 in _t286: _st_loc[_t287] = _t285
        _t286.clear()
    else:
        _move_cards246(st, _st_zones[_t284][:], _t285, False)

# <rulerun cribbage.rules: play_hand #112 9ff57e1b>
def _native(st, L):
    return _k258

# <rulerun cribbage.rules: play_hand #113 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun cribbage.rules: play #114 85066605>
def _native(st, L):
    st.vars[0] = _random_item259(st, _k260)

# <rulerun cribbage.rules: play #115 7cd9fb42>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[0] = ((_st_vars[0] + 1) % 2)

# <rulerun cribbage.rules: play #116 bb845a89>
def _native(st, L):
    return True

# <rulerun cribbage.rules: peg #117 e6bd6bf2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run263(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k264)

# <rulerun cribbage.rules: new_count #118 a0cffced>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run267(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k268)

# <rulerun cribbage.rules: lay #119 f692d9fd>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t288 in st.zones[(1 + L[0])]:
                if ((min(_c271[_t288], 10) + st.vars[1]) <= 31): _o.append(_t288)
            fr[1] = 1
            _t289 = L[0]
            _t290 = len(_o)
            if _t290 <= 1 and _st_log is None:
                L[1] = _o[0] if _t290 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t291 = st.chooser(_t290, _t289)
                else:
                    _t291 = _st_bits(_t290.bit_length())
                    while _t291 >= _t290: _t291 = _st_bits(_t290.bit_length())
                L[1] = _o[_t291]; st.decisions += 1
            elif _decide273(st, L, _o, _t289): return True
            pc = 1
        if pc == 1:
            _r = _run274(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k275)

# <rulerun cribbage.rules: pegging #120 93429cfe>
def _loop(st, L):
    _st_vars = st.vars
    for _t292 in st.zones[(1 + L[0])]:
        if ((min(_c282[_t292], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #121 2805dc7c>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT276[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run279(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((len(_st_zones[(1 + _k280[0])]) + len(_st_zones[(1 + _k281[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if _a283(st, L):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit284(_k285)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run286(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run287(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit278(_k, st, _d0): raise _Runaway277()
            continue
        if pc == 8:
            _r = _run288(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k289)

# <rulerun cribbage.rules: show #122 2dc49f8d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run292(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k293)

# <rulerun cribbage.rules: play_hand #123 0111415b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run296(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step297(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t294 = L[3]
            _t297 = len(_o); _t295 = _comb299(_t297, 2)
            if _t295 <= 1 and _st_log is None:
                L[4] = _option_at300(_o, 2, False, 0) if _t295 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t296 = st.chooser(_t295, _t294)
                else:
                    _t296 = _st_bits(_t295.bit_length())
                    while _t296 >= _t295: _t296 = _st_bits(_t295.bit_length())
                _t298 = _PICKS301.get((_t297, 2)) or _picks302(_t297, 2)
                L[4] = list(_t298[_t296](_o)) if _t298 else _option_at300(_o, 2, False, _t296)
                st.decisions += 1
            elif _offer298(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run303(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run304(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit305(_k306)
            fr[1] = 7; st.cur.append([3, 0, _a]); return None
        if pc == 7:
            _r = _run307(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k308)

# <rulerun cribbage.rules: play #124 1dfe0a0d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT309[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run312(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 5
        if pc == 2:
            _a = [None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit313(_k314)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run315(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit311(_k, st, _d0): raise _Runaway310()
            continue
        if pc == 5:
            fr[1] = 6
            if _step316(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k317)

# <rulerun cribbage.rules: pegging #125 26b23f80>
def _loop(st, L):
    _st_vars = st.vars
    for _t299 in st.zones[(1 + L[0])]:
        if ((min(_c325[_t299], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: lay #126 0f8601bb>
def _loop(st, _t309):
    _st_zones = st.zones
    for _t311 in (_st_zones[6][:-(_t309) - 1:-1] or ()):
        if not ((_c339[_t311] == _c339[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #127 f9670450>
def _loop(st):
    _st_zones = st.zones
    _t310 = []
    for _t309 in (_k338 or ()):
        if ((len(_st_zones[6]) >= _t309) and _a340(st, _t309)):
            _t310.append(_t309)
    return _t310

# <rulerun cribbage.rules: lay #128 1c050f9d>
def _loop(st):
    _t314 = None
    for _t313 in (_a341(st) or ()):
        _t315 = _t313
        if _t314 is None or _t315 > _t314:
            _t314 = _t315
    return _t314

# <rulerun cribbage.rules: lay #129 3bf25277>
def _loop(st, _t316):
    _st_zones = st.zones
    for _t318 in (_st_zones[6][:-(_t316) - 1:-1] or ()):
        _t320 = 0
        for _t321 in (_st_zones[6][:-(_t316) - 1:-1] or ()):
            if (_c344[_t321] == _c344[_t318]):
                _t320 += 1
        if not ((_t320 == 1)):
            return False
    return True

# <rulerun cribbage.rules: lay #130 4bb45636>
def _loop(st, _t316):
    _t323 = None
    for _t322 in (st.zones[6][:-(_t316) - 1:-1] or ()):
        _t324 = _c346[_t322]
        if _t323 is None or _t324 > _t323:
            _t323 = _t324
    return _t323

# <rulerun cribbage.rules: lay #131 9196d24d>
def _loop(st, _t316):
    _t326 = None
    for _t325 in (st.zones[6][:-(_t316) - 1:-1] or ()):
        _t327 = _c348[_t325]
        if _t326 is None or _t327 < _t326:
            _t326 = _t327
    return _t326

# <rulerun cribbage.rules: lay #132 5f8fd84b>
def _loop(st):
    _st_zones = st.zones
    _t317 = []
    for _t316 in (_k343 or ()):
        if (((len(_st_zones[6]) >= _t316) and _a345(st, _t316)) and ((_a347(st, _t316) - _a349(st, _t316)) == (_t316 - 1))):
            _t317.append(_t316)
    return _t317

# <rulerun cribbage.rules: lay #133 627d3b61>
def _loop(st):
    _t329 = None
    for _t328 in (([0] + _a350(st)) or ()):
        _t330 = _t328
        if _t329 is None or _t330 > _t329:
            _t329 = _t330
    return _t329

# <rulerun cribbage.rules: lay #134 playout 665eb7fe>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t301 = []
    for _t302 in _st_zones[(1 + _l0)]:
        if ((min(_c327[_t302], 10) + _st_vars[1]) <= 31): _t301.append(_t302)
    _t303 = _l0
    _t304 = len(_t301)
    if _t304 <= 1 and _st_log is None:
        L[1] = _t301[0] if _t304 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t305 = st.chooser(_t304, _t303)
        else:
            _t305 = _st_bits(_t304.bit_length())
            while _t305 >= _t304: _t305 = _st_bits(_t304.bit_length())
        L[1] = _t301[_t305]; st.decisions += 1
    elif _decide330(st, L, _t301, _t303): raise _PlayoutCut328()
    st.cvars[L[1]] = _l0
    _t306 = L[1]
    _t307 = 6
    if type(_t306) is int and _st_log is None:
        _t308 = _st_zones[_st_loc[_t306]]
        if _t308[-1] == _t306: _t308.pop()
        else: _t308.remove(_t306)
        _st_zones[_t307].append(_t306); _st_loc[_t306] = _t307
    elif _t306 is not None:
        _move_cards331(st, _t306, _t307, False)
    _st_vars[1] = _st_vars[1] + min(_c327[L[1]], 10)
    if _st_log is not None: _st_log.append(_Text336(_audience332(st), [_PlayerRef333(_l0), ' lays ', _card_ref334(st, L[1]), ': ', _plain335(_st_vars[1])]))
    if (_st_vars[1] == 15):
        if _p337(st, [_l0, 2, 'fifteen']) == 3: return 3
    if (_st_vars[1] == 31):
        if _p337(st, [_l0, 2, 'thirty-one']) == 3: return 3
    if _p337(st, [_l0, [0, 0, 2, 6, 12][_a342(st)], 'a pair']) == 3: return 3
    if _p337(st, [_l0, _a351(st), 'a run']) == 3: return 3

# <rulerun cribbage.rules: pegging #135 037dace9>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT318[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run321(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region322(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((len(_st_zones[(1 + _k323[0])]) + len(_st_zones[(1 + _k324[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if _a326(st, L):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            if st.thread_player == st.inline_thread:
                if _p352(st, [L[0], None]) == 3: return True
                pc = 4
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit353(_k354)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run355(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run356(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit320(_k, st, _d0): raise _Runaway319()
            continue
        if pc == 8:
            _r = _run357(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k358)

# <rulerun cribbage.rules: pegging #136 1afdefde>
def _loop(st, L):
    _st_vars = st.vars
    for _t338 in st.zones[(1 + L[0])]:
        if ((min(_c376[_t338], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #137 1c644846>
def _loop(st, _t348):
    _st_zones = st.zones
    for _t350 in (_st_zones[6][:-(_t348) - 1:-1] or ()):
        if not ((_c390[_t350] == _c390[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #138 04d3d00b>
def _loop(st):
    _st_zones = st.zones
    _t349 = []
    for _t348 in (_k389 or ()):
        if ((len(_st_zones[6]) >= _t348) and _a391(st, _t348)):
            _t349.append(_t348)
    return _t349

# <rulerun cribbage.rules: pegging #139 291c8962>
def _loop(st):
    _t353 = None
    for _t352 in (_a392(st) or ()):
        _t354 = _t352
        if _t353 is None or _t354 > _t353:
            _t353 = _t354
    return _t353

# <rulerun cribbage.rules: pegging #140 9b35984e>
def _loop(st, _t355):
    _st_zones = st.zones
    for _t357 in (_st_zones[6][:-(_t355) - 1:-1] or ()):
        _t359 = 0
        for _t360 in (_st_zones[6][:-(_t355) - 1:-1] or ()):
            if (_c395[_t360] == _c395[_t357]):
                _t359 += 1
        if not ((_t359 == 1)):
            return False
    return True

# <rulerun cribbage.rules: pegging #141 d7bf2b82>
def _loop(st, _t355):
    _t362 = None
    for _t361 in (st.zones[6][:-(_t355) - 1:-1] or ()):
        _t363 = _c397[_t361]
        if _t362 is None or _t363 > _t362:
            _t362 = _t363
    return _t362

# <rulerun cribbage.rules: pegging #142 40cf2459>
def _loop(st, _t355):
    _t365 = None
    for _t364 in (st.zones[6][:-(_t355) - 1:-1] or ()):
        _t366 = _c399[_t364]
        if _t365 is None or _t366 < _t365:
            _t365 = _t366
    return _t365

# <rulerun cribbage.rules: pegging #143 a5f16cc9>
def _loop(st):
    _st_zones = st.zones
    _t356 = []
    for _t355 in (_k394 or ()):
        if (((len(_st_zones[6]) >= _t355) and _a396(st, _t355)) and ((_a398(st, _t355) - _a400(st, _t355)) == (_t355 - 1))):
            _t356.append(_t355)
    return _t356

# <rulerun cribbage.rules: pegging #144 407cb02c>
def _loop(st):
    _t368 = None
    for _t367 in (([0] + _a401(st)) or ()):
        _t369 = _t367
        if _t368 is None or _t369 > _t368:
            _t368 = _t369
    return _t368

# <rulerun cribbage.rules: pegging #145 playout e848cf5c>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[0] = ((_st_vars[0] + 1) % 2)
    L[1] = L[0]
    _t336 = 0; _t337 = st.decisions
    while ((len(_st_zones[(1 + _k371[0])]) + len(_st_zones[(1 + _k372[1])])) > 0):
        _t336 += 1
        if _t336 > _LIMIT373[0] and _over_limit374(_t336, st, _t337): raise _Runaway375()
        if _a377(st, L):
            _i8l0 = L[0]
            _i8 = [_i8l0, None]
            _t340 = []
            for _t341 in _st_zones[(1 + _i8l0)]:
                if ((min(_c378[_t341], 10) + _st_vars[1]) <= 31): _t340.append(_t341)
            _t342 = _i8l0
            _t343 = len(_t340)
            if _t343 <= 1 and _st_log is None:
                _i8[1] = _t340[0] if _t343 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t344 = st.chooser(_t343, _t342)
                else:
                    _t344 = _st_bits(_t343.bit_length())
                    while _t344 >= _t343: _t344 = _st_bits(_t343.bit_length())
                _i8[1] = _t340[_t344]; st.decisions += 1
            elif _decide381(st, _i8, _t340, _t342): raise _PlayoutCut379()
            _st_cvars[_i8[1]] = _i8l0
            _t345 = _i8[1]
            _t346 = 6
            if type(_t345) is int and _st_log is None:
                _t347 = _st_zones[_st_loc[_t345]]
                if _t347[-1] == _t345: _t347.pop()
                else: _t347.remove(_t345)
                _st_zones[_t346].append(_t345); _st_loc[_t345] = _t346
            elif _t345 is not None:
                _move_cards382(st, _t345, _t346, False)
            _st_vars[1] = _st_vars[1] + min(_c378[_i8[1]], 10)
            if _st_log is not None: _st_log.append(_Text387(_audience383(st), [_PlayerRef384(_i8l0), ' lays ', _card_ref385(st, _i8[1]), ': ', _plain386(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p388(st, [_i8l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p388(st, [_i8l0, 2, 'thirty-one']) == 3: return 3
            if _p388(st, [_i8l0, [0, 0, 2, 6, 12][_a393(st)], 'a pair']) == 3: return 3
            if _p388(st, [_i8l0, _a402(st), 'a run']) == 3: return 3
            L[1] = L[0]
            if (_st_vars[1] == 31):
                _i9 = [None, None, None]
                _st_vars[1] = 0
                for _t370 in _st_zones[6][:]:
                    _i9[2] = _t370
                    _t371 = _t370
                    _t372 = (7 + _st_cvars[_t370])
                    if type(_t371) is int and _st_log is None:
                        _t373 = _st_zones[_st_loc[_t371]]
                        if _t373[-1] == _t371: _t373.pop()
                        else: _t373.remove(_t371)
                        _st_zones[_t372].append(_t371); _st_loc[_t371] = _t372
                    elif _t371 is not None:
                        _move_cards382(st, _t371, _t372, False)
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell403(st, (_player_text404(L[0]) + ' says go'), None)
            if _d405(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if _p388(st, [L[1], 1, 'the go']) == 3: return 3
                _i10 = [None, None, None]
                _st_vars[1] = 0
                for _t374 in _st_zones[6][:]:
                    _i10[2] = _t374
                    _t375 = _t374
                    _t376 = (7 + _st_cvars[_t374])
                    if type(_t375) is int and _st_log is None:
                        _t377 = _st_zones[_st_loc[_t375]]
                        if _t377[-1] == _t375: _t377.pop()
                        else: _t377.remove(_t375)
                        _st_zones[_t376].append(_t375); _st_loc[_t375] = _t376
                    elif _t375 is not None:
                        _move_cards382(st, _t375, _t376, False)
                L[0] = ((L[1] + 1) % 2)
    if (_st_vars[1] > 0):
        if _p388(st, [L[1], 1, 'the last card']) == 3: return 3
    _i11 = [None, None, None]
    _st_vars[1] = 0
    for _t378 in _st_zones[6][:]:
        _i11[2] = _t378
        _t379 = _t378
        _t380 = (7 + _st_cvars[_t378])
        if type(_t379) is int and _st_log is None:
            _t381 = _st_zones[_st_loc[_t379]]
            if _t381[-1] == _t379: _t381.pop()
            else: _t381.remove(_t379)
            _st_zones[_t380].append(_t379); _st_loc[_t379] = _t380
        elif _t379 is not None:
            _move_cards382(st, _t379, _t380, False)

# <rulerun cribbage.rules: play_hand #146 0cfe43e9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run361(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region362(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step363(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t331 = L[3]
            _t334 = len(_o); _t332 = _comb365(_t334, 2)
            if _t332 <= 1 and _st_log is None:
                L[4] = _option_at366(_o, 2, False, 0) if _t332 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t333 = st.chooser(_t332, _t331)
                else:
                    _t333 = _st_bits(_t332.bit_length())
                    while _t333 >= _t332: _t333 = _st_bits(_t332.bit_length())
                _t335 = _PICKS367.get((_t334, 2)) or _picks368(_t334, 2)
                L[4] = list(_t335[_t333](_o)) if _t335 else _option_at366(_o, 2, False, _t333)
                st.decisions += 1
            elif _offer364(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run369(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run370(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p406(st, [None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit407(_k408)
                fr[1] = 7; st.cur.append([3, 0, _a]); return None
        if pc == 7:
            _r = _run409(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k410)

# <rulerun cribbage.rules: rank #147 a95737d4>
def _native(st, p):
    return (st.vars[2 + p], )

