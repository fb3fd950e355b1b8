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

# <rulerun cribbage.rules: peg #19 playout 37105874>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == 0):
        return 2
    _st_vars[2 + _l0] = _st_vars[2 + _l0] + _l1
    if _st_log is not None: _st_log.append(_Text57(_audience54(st), [_PlayerRef55(_l0), ' pegs ', _plain56(_l1), ' for ', _plain56(L[2]), ' (', _plain56(_st_vars[2 + _l0]), ')']))
    if (_st_vars[2 + _l0] >= 121):
        _end_game58(st, _l0, True); return 3

# <rulerun cribbage.rules: pegging #20 b331e807>
def _loop(st, _t51):
    _st_zones = st.zones
    for _t53 in (_st_zones[6][:-(_t51) - 1:-1] or ()):
        if not ((_c61[_t53] == _c61[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #21 14d38388>
def _loop(st):
    _st_zones = st.zones
    _t52 = []
    for _t51 in (_k60 or ()):
        if ((len(_st_zones[6]) >= _t51) and _a62(st, _t51)):
            _t52.append(_t51)
    return _t52

# <rulerun cribbage.rules: pegging #22 bda18d06>
def _loop(st):
    _t56 = None
    for _t55 in (_a63(st) or ()):
        _t57 = _t55
        if _t56 is None or _t57 > _t56:
            _t56 = _t57
    return _t56

# <rulerun cribbage.rules: pegging #23 cff9aece>
def _loop(st, _t58):
    _st_zones = st.zones
    for _t60 in (_st_zones[6][:-(_t58) - 1:-1] or ()):
        _t62 = 0
        for _t63 in (_st_zones[6][:-(_t58) - 1:-1] or ()):
            if (_c66[_t63] == _c66[_t60]):
                _t62 += 1
        if not ((_t62 == 1)):
            return False
    return True

# <rulerun cribbage.rules: pegging #24 58e0168f>
def _loop(st, _t58):
    _t65 = None
    for _t64 in (st.zones[6][:-(_t58) - 1:-1] or ()):
        _t66 = _c68[_t64]
        if _t65 is None or _t66 > _t65:
            _t65 = _t66
    return _t65

# <rulerun cribbage.rules: pegging #25 842fee41>
def _loop(st, _t58):
    _t68 = None
    for _t67 in (st.zones[6][:-(_t58) - 1:-1] or ()):
        _t69 = _c70[_t67]
        if _t68 is None or _t69 < _t68:
            _t68 = _t69
    return _t68

# <rulerun cribbage.rules: pegging #26 74d14616>
def _loop(st):
    _st_zones = st.zones
    _t59 = []
    for _t58 in (_k65 or ()):
        if (((len(_st_zones[6]) >= _t58) and _a67(st, _t58)) and ((_a69(st, _t58) - _a71(st, _t58)) == (_t58 - 1))):
            _t59.append(_t58)
    return _t59

# <rulerun cribbage.rules: pegging #27 37918a0c>
def _loop(st):
    _t71 = None
    for _t70 in (([0] + _a72(st)) or ()):
        _t72 = _t70
        if _t71 is None or _t72 > _t71:
            _t71 = _t72
    return _t71

# <rulerun cribbage.rules: pegging #28 979ae32f>
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
            if not _t46: _no_option46(_t45, 'card to play')
            if _t46 <= 1 and _st_log is None:
                _i2[1] = _t43[0] if _t46 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t47 = st.chooser(_t46, _t45)
                else:
                    _t47 = _st_bits(_t46.bit_length())
                    while _t47 >= _t46: _t47 = _st_bits(_t46.bit_length())
                _i2[1] = _t43[_t47]; st.decisions += 1
            elif _decide47(st, _i2, _t43, _t45): raise _PlayoutCut44()
            _st_cvars[_i2[1]] = _i2l0
            _t48 = _i2[1]
            _t49 = 6
            if type(_t48) is int and _st_log is None:
                _t50 = _st_zones[_st_loc[_t48]]
                if _t50[-1] == _t48: _t50.pop()
                else: _t50.remove(_t48)
                _st_zones[_t49].append(_t48); _st_loc[_t48] = _t49
            elif _t48 is not None:
                _move_cards48(st, _t48, _t49, False)
            _st_vars[1] = _st_vars[1] + min(_c43[_i2[1]], 10)
            if _st_log is not None: _st_log.append(_Text53(_audience49(st), [_PlayerRef50(_i2l0), ' lays ', _card_ref51(st, _i2[1]), ': ', _plain52(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p59(st, [_i2l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p59(st, [_i2l0, 2, 'thirty-one']) == 3: return 3
            if _p59(st, [_i2l0, [0, 0, 2, 6, 12][_a64(st)], 'a pair']) == 3: return 3
            if _p59(st, [_i2l0, _a73(st), 'a run']) == 3: return 3
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
                        _move_cards48(st, _t74, _t75, False)
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell74(st, (_player_text75(L[0]) + ' says go'), None)
            if _d76(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if _p59(st, [L[1], 1, 'the go']) == 3: return 3
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
                        _move_cards48(st, _t78, _t79, False)
                L[0] = ((L[1] + 1) % 2)

# <rulerun cribbage.rules: pegging #29 ca03abe5>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if (_st_vars[1] > 0):
        if _p77(st, [L[1], 1, 'the last card']) == 3: return 3
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
            _move_cards78(st, _t82, _t83, False)

# <rulerun cribbage.rules: pegging #30 152818a8>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(1 + _k79[0])]) + len(_st_zones[(1 + _k80[1])])) > 0)

# <rulerun cribbage.rules: pegging #31 598c783c>
def _loop(st, L):
    _st_vars = st.vars
    for _t85 in st.zones[(1 + L[0])]:
        if ((min(_c81[_t85], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #32 60c2d648>
def _native(st, L):
    return _a82(st, L)

# <rulerun cribbage.rules: pegging #33 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: show #34 58be9004>
def _loop(st, L, _t88):
    _t90 = []
    for _t89 in (_range84(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t88 // [1, 2, 4, 8, 16][_t89]) % 2) == 1):
            _t90.append(_t89)
    return _t90

# <rulerun cribbage.rules: show #35 cbfb1267>
def _loop(st, L, _t88):
    _t92 = []
    for _t91 in (_range86(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t88 // [1, 2, 4, 8, 16][_t91]) % 2) == 1):
            _t92.append(_t91)
    return _t92

# <rulerun cribbage.rules: pip #36 292ef152>
def _native(st, L):
    return min(_c88[L[0]], 10)

# <rulerun cribbage.rules: show #37 c5c5cc66>
def _loop(st, L, _t88):
    _l0 = L[0]
    _t94 = 0
    for _t93 in (_a87(st, L, _t88) or ()):
        _t94 += _d89(st, [_l0[_t93]])
    return _t94

# <rulerun cribbage.rules: fifteens #38 e03632f9>
def _native(st, L):
    _t87 = 0
    for _t88 in (_k83 or ()):
        if ((not not (_a85(st, L, _t88) or ())) and (_a90(st, L, _t88) == 15)):
            _t87 += 1
    return (2 * _t87)

# <rulerun cribbage.rules: show #39 6bfd02cb>
def _loop(st, L, _t96):
    _t98 = []
    for _t97 in (_range93(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t96 // [1, 2, 4, 8, 16][_t97]) % 2) == 1):
            _t98.append(_t97)
    return _t98

# <rulerun cribbage.rules: show #40 c2fb3c37>
def _loop(st, L, _t96):
    _t100 = []
    for _t99 in (_range95(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t96 // [1, 2, 4, 8, 16][_t99]) % 2) == 1):
            _t100.append(_t99)
    return _t100

# <rulerun cribbage.rules: show #41 0daaf0ff>
def _loop(st, L, _t96):
    _t102 = []
    for _t101 in (_range98(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t96 // [1, 2, 4, 8, 16][_t101]) % 2) == 1):
            _t102.append(_t101)
    return _t102

# <rulerun cribbage.rules: pairs #42 0b128b39>
def _native(st, L):
    _l0 = L[0]
    _t95 = 0
    for _t96 in (_k92 or ()):
        if ((len((_a94(st, L, _t96) or ())) == 2) and (_c97[_l0[_a96(st, L, _t96)[0]]] == _c97[_l0[_a99(st, L, _t96)[1]]])):
            _t95 += 1
    return (2 * _t95)

# <rulerun cribbage.rules: show #43 e57d5d1d>
def _loop(st, L, _t103):
    _t106 = []
    for _t105 in (_range102(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t103 // [1, 2, 4, 8, 16][_t105]) % 2) == 1):
            _t106.append(_t105)
    return _t106

# <rulerun cribbage.rules: show #44 44f22276>
def _loop(st, L, _t103):
    _t108 = []
    for _t107 in (_range104(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t103 // [1, 2, 4, 8, 16][_t107]) % 2) == 1):
            _t108.append(_t107)
    return _t108

# <rulerun cribbage.rules: show #45 6ebcd205>
def _loop(st, L, _t103):
    _t113 = []
    for _t112 in (_range106(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t103 // [1, 2, 4, 8, 16][_t112]) % 2) == 1):
            _t113.append(_t112)
    return _t113

# <rulerun cribbage.rules: show #46 96350b40>
def _loop(st, L, _t103):
    _l0 = L[0]
    _t114 = _NOT_YET
    _t115 = _NOT_YET
    for _t109 in (_a105(st, L, _t103) or ()):
        _t111 = 0
        for _t116 in ((_t115 if _t115 is not _NOT_YET else (_t115 := (_t114 if _t114 is not _NOT_YET else (_t114 := _a107(st, L, _t103))))) or ()):
            if (_c108[_l0[_t116]] == _c108[_l0[_t109]]):
                _t111 += 1
        if not ((_t111 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #47 9010ff56>
def _loop(st, L, _t103):
    _t118 = []
    for _t117 in (_range110(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t103 // [1, 2, 4, 8, 16][_t117]) % 2) == 1):
            _t118.append(_t117)
    return _t118

# <rulerun cribbage.rules: show #48 e0524acc>
def _loop(st, L, _t103):
    _l0 = L[0]
    _t120 = None
    for _t119 in (_a111(st, L, _t103) or ()):
        _t121 = _c112[_l0[_t119]]
        if _t120 is None or _t121 > _t120:
            _t120 = _t121
    return _t120

# <rulerun cribbage.rules: show #49 c5b68a2a>
def _loop(st, L, _t103):
    _t123 = []
    for _t122 in (_range114(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t103 // [1, 2, 4, 8, 16][_t122]) % 2) == 1):
            _t123.append(_t122)
    return _t123

# <rulerun cribbage.rules: show #50 2a7e0070>
def _loop(st, L, _t103):
    _l0 = L[0]
    _t125 = None
    for _t124 in (_a115(st, L, _t103) or ()):
        _t126 = _c116[_l0[_t124]]
        if _t125 is None or _t126 < _t125:
            _t125 = _t126
    return _t125

# <rulerun cribbage.rules: show #51 5f78c83a>
def _loop(st, L, _t103):
    _t128 = []
    for _t127 in (_range118(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t103 // [1, 2, 4, 8, 16][_t127]) % 2) == 1):
            _t128.append(_t127)
    return _t128

# <rulerun cribbage.rules: show #52 f48b505d>
def _loop(st, L):
    _t104 = 0
    for _t103 in (_k101 or ()):
        if ((len((_a103(st, L, _t103) or ())) == 5) and (_a109(st, L, _t103) and ((_a113(st, L, _t103) - _a117(st, L, _t103)) == (len((_a119(st, L, _t103) or ())) - 1)))):
            _t104 += 1
    return _t104

# <rulerun cribbage.rules: show #53 ae4855d8>
def _loop(st, L, _t129):
    _t132 = []
    for _t131 in (_range122(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t129 // [1, 2, 4, 8, 16][_t131]) % 2) == 1):
            _t132.append(_t131)
    return _t132

# <rulerun cribbage.rules: show #54 7aed8812>
def _loop(st, L, _t129):
    _t134 = []
    for _t133 in (_range124(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t129 // [1, 2, 4, 8, 16][_t133]) % 2) == 1):
            _t134.append(_t133)
    return _t134

# <rulerun cribbage.rules: show #55 45da6a7c>
def _loop(st, L, _t129):
    _t139 = []
    for _t138 in (_range126(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t129 // [1, 2, 4, 8, 16][_t138]) % 2) == 1):
            _t139.append(_t138)
    return _t139

# <rulerun cribbage.rules: show #56 cc154163>
def _loop(st, L, _t129):
    _l0 = L[0]
    _t140 = _NOT_YET
    _t141 = _NOT_YET
    for _t135 in (_a125(st, L, _t129) or ()):
        _t137 = 0
        for _t142 in ((_t141 if _t141 is not _NOT_YET else (_t141 := (_t140 if _t140 is not _NOT_YET else (_t140 := _a127(st, L, _t129))))) or ()):
            if (_c128[_l0[_t142]] == _c128[_l0[_t135]]):
                _t137 += 1
        if not ((_t137 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #57 eb7cb3e8>
def _loop(st, L, _t129):
    _t144 = []
    for _t143 in (_range130(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t129 // [1, 2, 4, 8, 16][_t143]) % 2) == 1):
            _t144.append(_t143)
    return _t144

# <rulerun cribbage.rules: show #58 38d5f0ce>
def _loop(st, L, _t129):
    _l0 = L[0]
    _t146 = None
    for _t145 in (_a131(st, L, _t129) or ()):
        _t147 = _c132[_l0[_t145]]
        if _t146 is None or _t147 > _t146:
            _t146 = _t147
    return _t146

# <rulerun cribbage.rules: show #59 4e1adf28>
def _loop(st, L, _t129):
    _t149 = []
    for _t148 in (_range134(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t129 // [1, 2, 4, 8, 16][_t148]) % 2) == 1):
            _t149.append(_t148)
    return _t149

# <rulerun cribbage.rules: show #60 6b799337>
def _loop(st, L, _t129):
    _l0 = L[0]
    _t151 = None
    for _t150 in (_a135(st, L, _t129) or ()):
        _t152 = _c136[_l0[_t150]]
        if _t151 is None or _t152 < _t151:
            _t151 = _t152
    return _t151

# <rulerun cribbage.rules: show #61 2a003407>
def _loop(st, L, _t129):
    _t154 = []
    for _t153 in (_range138(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t129 // [1, 2, 4, 8, 16][_t153]) % 2) == 1):
            _t154.append(_t153)
    return _t154

# <rulerun cribbage.rules: show #62 143f538c>
def _loop(st, L):
    _t130 = 0
    for _t129 in (_k121 or ()):
        if ((len((_a123(st, L, _t129) or ())) == 5) and (_a129(st, L, _t129) and ((_a133(st, L, _t129) - _a137(st, L, _t129)) == (len((_a139(st, L, _t129) or ())) - 1)))):
            _t130 += 1
    return _t130

# <rulerun cribbage.rules: show #63 616295e6>
def _loop(st, L, _t155):
    _t158 = []
    for _t157 in (_range142(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t155 // [1, 2, 4, 8, 16][_t157]) % 2) == 1):
            _t158.append(_t157)
    return _t158

# <rulerun cribbage.rules: show #64 7c8092bc>
def _loop(st, L, _t155):
    _t160 = []
    for _t159 in (_range144(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t155 // [1, 2, 4, 8, 16][_t159]) % 2) == 1):
            _t160.append(_t159)
    return _t160

# <rulerun cribbage.rules: show #65 6c892b98>
def _loop(st, L, _t155):
    _t165 = []
    for _t164 in (_range146(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t155 // [1, 2, 4, 8, 16][_t164]) % 2) == 1):
            _t165.append(_t164)
    return _t165

# <rulerun cribbage.rules: show #66 e1c76b77>
def _loop(st, L, _t155):
    _l0 = L[0]
    _t166 = _NOT_YET
    _t167 = _NOT_YET
    for _t161 in (_a145(st, L, _t155) or ()):
        _t163 = 0
        for _t168 in ((_t167 if _t167 is not _NOT_YET else (_t167 := (_t166 if _t166 is not _NOT_YET else (_t166 := _a147(st, L, _t155))))) or ()):
            if (_c148[_l0[_t168]] == _c148[_l0[_t161]]):
                _t163 += 1
        if not ((_t163 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #67 f2f8667f>
def _loop(st, L, _t155):
    _t170 = []
    for _t169 in (_range150(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t155 // [1, 2, 4, 8, 16][_t169]) % 2) == 1):
            _t170.append(_t169)
    return _t170

# <rulerun cribbage.rules: show #68 af9db128>
def _loop(st, L, _t155):
    _l0 = L[0]
    _t172 = None
    for _t171 in (_a151(st, L, _t155) or ()):
        _t173 = _c152[_l0[_t171]]
        if _t172 is None or _t173 > _t172:
            _t172 = _t173
    return _t172

# <rulerun cribbage.rules: show #69 bdfa166e>
def _loop(st, L, _t155):
    _t175 = []
    for _t174 in (_range154(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t155 // [1, 2, 4, 8, 16][_t174]) % 2) == 1):
            _t175.append(_t174)
    return _t175

# <rulerun cribbage.rules: show #70 f0f19cd7>
def _loop(st, L, _t155):
    _l0 = L[0]
    _t177 = None
    for _t176 in (_a155(st, L, _t155) or ()):
        _t178 = _c156[_l0[_t176]]
        if _t177 is None or _t178 < _t177:
            _t177 = _t178
    return _t177

# <rulerun cribbage.rules: show #71 b27fba82>
def _loop(st, L, _t155):
    _t180 = []
    for _t179 in (_range158(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t155 // [1, 2, 4, 8, 16][_t179]) % 2) == 1):
            _t180.append(_t179)
    return _t180

# <rulerun cribbage.rules: show #72 4e2e2adb>
def _loop(st, L):
    _t156 = 0
    for _t155 in (_k141 or ()):
        if ((len((_a143(st, L, _t155) or ())) == 4) and (_a149(st, L, _t155) and ((_a153(st, L, _t155) - _a157(st, L, _t155)) == (len((_a159(st, L, _t155) or ())) - 1)))):
            _t156 += 1
    return _t156

# <rulerun cribbage.rules: show #73 f9109b2e>
def _loop(st, L, _t181):
    _t184 = []
    for _t183 in (_range162(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t181 // [1, 2, 4, 8, 16][_t183]) % 2) == 1):
            _t184.append(_t183)
    return _t184

# <rulerun cribbage.rules: show #74 c8054606>
def _loop(st, L, _t181):
    _t186 = []
    for _t185 in (_range164(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t181 // [1, 2, 4, 8, 16][_t185]) % 2) == 1):
            _t186.append(_t185)
    return _t186

# <rulerun cribbage.rules: show #75 e044a18c>
def _loop(st, L, _t181):
    _t191 = []
    for _t190 in (_range166(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t181 // [1, 2, 4, 8, 16][_t190]) % 2) == 1):
            _t191.append(_t190)
    return _t191

# <rulerun cribbage.rules: show #76 5ed9f8a9>
def _loop(st, L, _t181):
    _l0 = L[0]
    _t192 = _NOT_YET
    _t193 = _NOT_YET
    for _t187 in (_a165(st, L, _t181) or ()):
        _t189 = 0
        for _t194 in ((_t193 if _t193 is not _NOT_YET else (_t193 := (_t192 if _t192 is not _NOT_YET else (_t192 := _a167(st, L, _t181))))) or ()):
            if (_c168[_l0[_t194]] == _c168[_l0[_t187]]):
                _t189 += 1
        if not ((_t189 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #77 6fefa658>
def _loop(st, L, _t181):
    _t196 = []
    for _t195 in (_range170(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t181 // [1, 2, 4, 8, 16][_t195]) % 2) == 1):
            _t196.append(_t195)
    return _t196

# <rulerun cribbage.rules: show #78 64f9655f>
def _loop(st, L, _t181):
    _l0 = L[0]
    _t198 = None
    for _t197 in (_a171(st, L, _t181) or ()):
        _t199 = _c172[_l0[_t197]]
        if _t198 is None or _t199 > _t198:
            _t198 = _t199
    return _t198

# <rulerun cribbage.rules: show #79 7c7f58aa>
def _loop(st, L, _t181):
    _t201 = []
    for _t200 in (_range174(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t181 // [1, 2, 4, 8, 16][_t200]) % 2) == 1):
            _t201.append(_t200)
    return _t201

# <rulerun cribbage.rules: show #80 c7fe7f06>
def _loop(st, L, _t181):
    _l0 = L[0]
    _t203 = None
    for _t202 in (_a175(st, L, _t181) or ()):
        _t204 = _c176[_l0[_t202]]
        if _t203 is None or _t204 < _t203:
            _t203 = _t204
    return _t203

# <rulerun cribbage.rules: show #81 869cd8f9>
def _loop(st, L, _t181):
    _t206 = []
    for _t205 in (_range178(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t181 // [1, 2, 4, 8, 16][_t205]) % 2) == 1):
            _t206.append(_t205)
    return _t206

# <rulerun cribbage.rules: show #82 9684176b>
def _loop(st, L):
    _t182 = 0
    for _t181 in (_k161 or ()):
        if ((len((_a163(st, L, _t181) or ())) == 4) and (_a169(st, L, _t181) and ((_a173(st, L, _t181) - _a177(st, L, _t181)) == (len((_a179(st, L, _t181) or ())) - 1)))):
            _t182 += 1
    return _t182

# <rulerun cribbage.rules: show #83 7255fb67>
def _loop(st, L, _t207):
    _t210 = []
    for _t209 in (_range182(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t207 // [1, 2, 4, 8, 16][_t209]) % 2) == 1):
            _t210.append(_t209)
    return _t210

# <rulerun cribbage.rules: show #84 4eed4d8f>
def _loop(st, L, _t207):
    _t212 = []
    for _t211 in (_range184(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t207 // [1, 2, 4, 8, 16][_t211]) % 2) == 1):
            _t212.append(_t211)
    return _t212

# <rulerun cribbage.rules: show #85 3a28823d>
def _loop(st, L, _t207):
    _t217 = []
    for _t216 in (_range186(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t207 // [1, 2, 4, 8, 16][_t216]) % 2) == 1):
            _t217.append(_t216)
    return _t217

# <rulerun cribbage.rules: show #86 5784675e>
def _loop(st, L, _t207):
    _l0 = L[0]
    _t218 = _NOT_YET
    _t219 = _NOT_YET
    for _t213 in (_a185(st, L, _t207) or ()):
        _t215 = 0
        for _t220 in ((_t219 if _t219 is not _NOT_YET else (_t219 := (_t218 if _t218 is not _NOT_YET else (_t218 := _a187(st, L, _t207))))) or ()):
            if (_c188[_l0[_t220]] == _c188[_l0[_t213]]):
                _t215 += 1
        if not ((_t215 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #87 7912882b>
def _loop(st, L, _t207):
    _t222 = []
    for _t221 in (_range190(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t207 // [1, 2, 4, 8, 16][_t221]) % 2) == 1):
            _t222.append(_t221)
    return _t222

# <rulerun cribbage.rules: show #88 8feceffe>
def _loop(st, L, _t207):
    _l0 = L[0]
    _t224 = None
    for _t223 in (_a191(st, L, _t207) or ()):
        _t225 = _c192[_l0[_t223]]
        if _t224 is None or _t225 > _t224:
            _t224 = _t225
    return _t224

# <rulerun cribbage.rules: show #89 fb5ccda5>
def _loop(st, L, _t207):
    _t227 = []
    for _t226 in (_range194(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t207 // [1, 2, 4, 8, 16][_t226]) % 2) == 1):
            _t227.append(_t226)
    return _t227

# <rulerun cribbage.rules: show #90 94edbc28>
def _loop(st, L, _t207):
    _l0 = L[0]
    _t229 = None
    for _t228 in (_a195(st, L, _t207) or ()):
        _t230 = _c196[_l0[_t228]]
        if _t229 is None or _t230 < _t229:
            _t229 = _t230
    return _t229

# <rulerun cribbage.rules: show #91 03d20b03>
def _loop(st, L, _t207):
    _t232 = []
    for _t231 in (_range198(0, (len((L[0] or ())) - 1)) or ()):
        if (((_t207 // [1, 2, 4, 8, 16][_t231]) % 2) == 1):
            _t232.append(_t231)
    return _t232

# <rulerun cribbage.rules: show #92 766abbad>
def _loop(st, L):
    _t208 = 0
    for _t207 in (_k181 or ()):
        if ((len((_a183(st, L, _t207) or ())) == 3) and (_a189(st, L, _t207) and ((_a193(st, L, _t207) - _a197(st, L, _t207)) == (len((_a199(st, L, _t207) or ())) - 1)))):
            _t208 += 1
    return _t208

# <rulerun cribbage.rules: runs #93 67f300e1>
def _native(st, L):
    return ((5 * _a120(st, L)) if (_a140(st, L) > 0) else ((4 * _a160(st, L)) if (_a180(st, L) > 0) else (3 * _a200(st, L))))

# <rulerun cribbage.rules: show #94 8b1b1230>
def _loop(st, L):
    for _t233 in (L[1] or ()):
        if not ((_c202[_t233] == _c202[L[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: show #95 030d9c49>
def _loop(st, L):
    _t236 = 0
    for _t235 in (L[1] or ()):
        if ((_c205[_t235] == 11) and (_c206[_t235] == _c206[L[2]])):
            _t236 += 1
    return _t236

# <rulerun cribbage.rules: show #96 a1ca2427>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    L[1] = _st_zones[(7 + _l0)][:]
    L[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p208(st, [_l0, ((((_d91(st, [(L[1] + [L[2]])]) + _d100(st, [(L[1] + [L[2]])])) + _d201(st, [(L[1] + [L[2]])])) + (0 if (not _a203(st, L)) else (5 if (_c204[L[2]] == _c204[L[1][0]]) else (0 if False else 4)))) + _a207(st, L)), 'the hand']) == 3: return 3

# <rulerun cribbage.rules: play_hand #97 8d3a1909>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text211(_audience209(st), [_PlayerRef210(_st_vars[0]), ' deals']))
    _shuffle_zone212(st, 0)
    for _t237 in (_o213[_st_vars[0]] or []):
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
            _move_cards214(st, _t238, _t239, False)

# <rulerun cribbage.rules: play_hand #98 3813833c>
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
        _move_cards215(st, _t242, _t243, False)

# <rulerun cribbage.rules: play_hand #99 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun cribbage.rules: play_hand #100 e693422f>
def _native(st, L):
    return 2

# <rulerun cribbage.rules: play_hand #101 25c228a4>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t246 = _st_zones[(1 + L[3])][:]
    _t247 = L[3]
    _t249 = len(_t246); _t248 = _comb217(_t249, 2)
    if not _t248: _no_option218(_t247, 'cards for the crib')
    if _t248 > 1:
        _t250 = (yield _t248)
        _t251 = _PICKS219.get((_t249, 2)) or _picks220(_t249, 2)
        L[4] = list(_t251[_t250](_t246)) if _t251 else _option_at216(_t246, 2, False, _t250)
    else: L[4] = _option_at216(_t246, 2, False, 0) if _t248 else None
    _t252 = L[4]
    _t253 = 3
    if type(_t252) is list and st.log is None:
        for _t254 in _t252:
            _t255 = _st_zones[_st_loc[_t254]]
            if _t255[-1] == _t254: _t255.pop()
            else: _t255.remove(_t254)
            _st_zones[_t253].append(_t254); _st_loc[_t254] = _t253
    elif _t252 is not None:
        _move_cards221(st, _t252, _t253, False)

# <rulerun cribbage.rules: play_hand #102 b56bf41d>
def _native(st, L):
    _st_bits = st.bits
    if st.log is not None or st.thread_player is not None: return 4
    _parts = []
    for _p in (_k225 or []):
        _l = L[:]; _l[3] = _p; st.thread_player = _p; _g = _part222(st, _l); _n = len(st.events)
        try:
            _parts.append((_p, _g, next(_g)))
        except _Stop223 as _e:
            if _e.value == 3: st.thread_player = None; return 3
        except _ExitTo224:
            del st.events[_n:]
    for _p, _g, _o in _parts:
        st.thread_player = st.inline_thread = _p; _n = len(st.events)
        try:
            while True:
                if st.decisions >= st.inline_until: raise _PlayoutCut226()
                if _st_bits is None: _a = st.chooser(_o, _p)
                else:
                    _a = _st_bits(_o.bit_length())
                    while _a >= _o: _a = _st_bits(_o.bit_length())
                st.decisions += 1; _o = _g.send(_a)
        except _Stop223 as _e:
            if _e.value == 3: st.thread_player = st.inline_thread = None; return 3
        except _ExitTo224:
            del st.events[_n:]
    st.thread_player = st.inline_thread = None

# <rulerun cribbage.rules: play_hand #103 a2386468>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t258 = _st_zones[0]
    _t257 = 5
    if _st_log is None and _t258:
        _t256 = _t258.pop(); _st_zones[_t257].append(_t256); st.loc[_t256] = _t257
    elif _t258:
        _move_cards227(st, _t258[-1], _t257, False)
    if _st_log is not None: _st_log.append(_Text230(_audience228(st), ['the starter is ', _card_ref229(st, (_z[-1] if (_z := _st_zones[5]) else None))]))
    if (_c231[(_z[-1] if (_z := _st_zones[5]) else None)] == 11):
        if _p232(st, [st.vars[0], 2, 'his heels']) == 3: return 3

# <rulerun cribbage.rules: play_hand #104 811d370d>
def _loop(st, _i6):
    for _t259 in (_i6[1] or ()):
        if not ((_c236[_t259] == _c236[_i6[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #105 03f7f158>
def _loop(st, _i6):
    _t262 = 0
    for _t261 in (_i6[1] or ()):
        if ((_c239[_t261] == 11) and (_c240[_t261] == _c240[_i6[2]])):
            _t262 += 1
    return _t262

# <rulerun cribbage.rules: play_hand #106 767ae3ee>
def _loop(st, _i7):
    for _t263 in (_i7[1] or ()):
        if not ((_c243[_t263] == _c243[_i7[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #107 e9d3a12c>
def _loop(st, _i7):
    _t266 = 0
    for _t265 in (_i7[1] or ()):
        if ((_c245[_t265] == 11) and (_c246[_t265] == _c246[_i7[2]])):
            _t266 += 1
    return _t266

# <rulerun cribbage.rules: play_hand #108 7784fed9>
def _loop(st, L):
    _l0 = L[0]
    for _t271 in (_l0 or ()):
        if not ((_c252[_t271] == _c252[_l0[0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #109 4b509eee>
def _loop(st, L):
    _l1 = L[1]
    _t274 = 0
    for _t273 in (L[0] or ()):
        if ((_c255[_t273] == 11) and (_c256[_t273] == _c256[_l1])):
            _t274 += 1
    return _t274

# <rulerun cribbage.rules: show_points #110 60b62780>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    return ((((_d249(st, [(_l0 + [_l1])]) + _d250(st, [(_l0 + [_l1])])) + _d251(st, [(_l0 + [_l1])])) + (0 if (not _a253(st, L)) else (5 if (_c254[_l1] == _c254[_l0[0]]) else (0 if L[2] else 4)))) + _a257(st, L))

# <rulerun cribbage.rules: play_hand #111 74dc74bf>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i6l0 = ((_st_vars[0] + 1) % 2)
    _i6 = [_i6l0, None, None]
    _i6[1] = _st_zones[(7 + _i6l0)][:]
    _i6[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p242(st, [_i6l0, ((((_d233(st, [(_i6[1] + [_i6[2]])]) + _d234(st, [(_i6[1] + [_i6[2]])])) + _d235(st, [(_i6[1] + [_i6[2]])])) + (0 if (not _a237(st, _i6)) else (5 if (_c238[_i6[2]] == _c238[_i6[1][0]]) else (0 if False else 4)))) + _a241(st, _i6)), 'the hand']) == 3: return 3
    _i7l0 = _st_vars[0]
    _i7 = [_i7l0, None, None]
    _i7[1] = _st_zones[(7 + _i7l0)][:]
    _i7[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p242(st, [_i7l0, ((((_d233(st, [(_i7[1] + [_i7[2]])]) + _d234(st, [(_i7[1] + [_i7[2]])])) + _d235(st, [(_i7[1] + [_i7[2]])])) + (0 if (not _a244(st, _i7)) else (5 if (_c238[_i7[2]] == _c238[_i7[1][0]]) else (0 if False else 4)))) + _a247(st, _i7)), 'the hand']) == 3: return 3
    _t267 = 3
    _t268 = 4
    if _st_log is None and _t267 != _t268:
        _t269 = _st_zones[_t267]; _st_zones[_t268] += _t269
        for _t270 in _t269: _st_loc[_t270] = _t268
        _t269.clear()
    else:
        _move_cards248(st, _st_zones[_t267][:], _t268, False)
    if _p242(st, [_st_vars[0], _d258(st, [_st_zones[4][:], (_z[-1] if (_z := _st_zones[5]) else None), True]), 'the crib']) == 3: return 3
    for _t275 in (_k259 or []):
        L[7] = _t275
        _t276 = (7 + _t275)
        _t277 = 0
        if _st_log is None and _t276 != _t277:
            _t278 = _st_zones[_t276]; _st_zones[_t277] += _t278
            for _t279 in _t278: _st_loc[_t279] = _t277
            _t278.clear()
        else:
            _move_cards248(st, _st_zones[_t276][:], _t277, False)
    _t280 = 4
    _t281 = 0
    if _st_log is None and _t280 != _t281:
        _t282 = _st_zones[_t280]; _st_zones[_t281] += _t282
        for _t283 in _t282: _st_loc[_t283] = _t281
        _t282.clear()
    else:
        _move_cards248(st, _st_zones[_t280][:], _t281, False)
    _t284 = 5
    _t285 = 0
    if _st_log is None and _t284 != _t285:
        _t286 = _st_zones[_t284]; _st_zones[_t285] += _t286
        for _t287 in _t286: _st_loc[_t287] = _t285
        _t286.clear()
    else:
        _move_cards248(st, _st_zones[_t284][:], _t285, False)

# <rulerun cribbage.rules: play_hand #112 2cceac67>
def _native(st, L):
    return _k260

# <rulerun cribbage.rules: play_hand #113 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun cribbage.rules: play #114 a4d456e7>
def _native(st, L):
    st.vars[0] = _random_item261(st, _k262)

# <rulerun cribbage.rules: play #115 7cd9fb42>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[0] = ((_st_vars[0] + 1) % 2)

# <rulerun cribbage.rules: play #116 bb845a89>
def _native(st, L):
    return True

# <rulerun cribbage.rules: peg #117 2552c2fc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run265(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k266)

# <rulerun cribbage.rules: new_count #118 d59e8676>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run269(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k270)

# <rulerun cribbage.rules: lay #119 891f8c43>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t288 in st.zones[(1 + L[0])]:
                if ((min(_c273[_t288], 10) + st.vars[1]) <= 31): _o.append(_t288)
            fr[1] = 1
            _t289 = L[0]
            _t290 = len(_o)
            if not _t290: _no_option275(_t289, 'card to play')
            if _t290 <= 1 and _st_log is None:
                L[1] = _o[0] if _t290 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t291 = st.chooser(_t290, _t289)
                else:
                    _t291 = _st_bits(_t290.bit_length())
                    while _t291 >= _t290: _t291 = _st_bits(_t290.bit_length())
                L[1] = _o[_t291]; st.decisions += 1
            elif _decide276(st, L, _o, _t289): return True
            pc = 1
        if pc == 1:
            _r = _run277(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k278)

# <rulerun cribbage.rules: pegging #120 60ce2d4f>
def _loop(st, L):
    _st_vars = st.vars
    for _t292 in st.zones[(1 + L[0])]:
        if ((min(_c285[_t292], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #121 999d87c6>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT279[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run282(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((len(_st_zones[(1 + _k283[0])]) + len(_st_zones[(1 + _k284[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if _a286(st, L):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit287(_k288)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run289(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run290(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit281(_k, st, _d0): raise _Runaway280()
            continue
        if pc == 8:
            _r = _run291(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k292)

# <rulerun cribbage.rules: show #122 aeae4c57>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run295(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k296)

# <rulerun cribbage.rules: play_hand #123 acff14a3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run299(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step300(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t294 = L[3]
            _t297 = len(_o); _t295 = _comb302(_t297, 2)
            if not _t295: _no_option303(_t294, 'cards for the crib')
            if _t295 <= 1 and _st_log is None:
                L[4] = _option_at304(_o, 2, False, 0) if _t295 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t296 = st.chooser(_t295, _t294)
                else:
                    _t296 = _st_bits(_t295.bit_length())
                    while _t296 >= _t295: _t296 = _st_bits(_t295.bit_length())
                _t298 = _PICKS305.get((_t297, 2)) or _picks306(_t297, 2)
                L[4] = list(_t298[_t296](_o)) if _t298 else _option_at304(_o, 2, False, _t296)
                st.decisions += 1
            elif _offer301(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run307(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run308(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit309(_k310)
            fr[1] = 7; st.cur.append([3, 0, _a]); return None
        if pc == 7:
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k312)

# <rulerun cribbage.rules: play #124 a156ec0d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT313[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run316(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit317(_k318)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run319(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit315(_k, st, _d0): raise _Runaway314()
            continue
        if pc == 5:
            fr[1] = 6
            if _step320(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k321)

# <rulerun cribbage.rules: pegging #125 f9ae6ce2>
def _loop(st, L):
    _st_vars = st.vars
    for _t299 in st.zones[(1 + L[0])]:
        if ((min(_c329[_t299], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: lay #126 3db9603d>
def _loop(st, _t309):
    _st_zones = st.zones
    for _t311 in (_st_zones[6][:-(_t309) - 1:-1] or ()):
        if not ((_c344[_t311] == _c344[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #127 ceb3aef4>
def _loop(st):
    _st_zones = st.zones
    _t310 = []
    for _t309 in (_k343 or ()):
        if ((len(_st_zones[6]) >= _t309) and _a345(st, _t309)):
            _t310.append(_t309)
    return _t310

# <rulerun cribbage.rules: lay #128 f6d7b976>
def _loop(st):
    _t314 = None
    for _t313 in (_a346(st) or ()):
        _t315 = _t313
        if _t314 is None or _t315 > _t314:
            _t314 = _t315
    return _t314

# <rulerun cribbage.rules: lay #129 8e9853dd>
def _loop(st, _t316):
    _st_zones = st.zones
    for _t318 in (_st_zones[6][:-(_t316) - 1:-1] or ()):
        _t320 = 0
        for _t321 in (_st_zones[6][:-(_t316) - 1:-1] or ()):
            if (_c349[_t321] == _c349[_t318]):
                _t320 += 1
        if not ((_t320 == 1)):
            return False
    return True

# <rulerun cribbage.rules: lay #130 fdcd5d9b>
def _loop(st, _t316):
    _t323 = None
    for _t322 in (st.zones[6][:-(_t316) - 1:-1] or ()):
        _t324 = _c351[_t322]
        if _t323 is None or _t324 > _t323:
            _t323 = _t324
    return _t323

# <rulerun cribbage.rules: lay #131 b1100b47>
def _loop(st, _t316):
    _t326 = None
    for _t325 in (st.zones[6][:-(_t316) - 1:-1] or ()):
        _t327 = _c353[_t325]
        if _t326 is None or _t327 < _t326:
            _t326 = _t327
    return _t326

# <rulerun cribbage.rules: lay #132 6c430547>
def _loop(st):
    _st_zones = st.zones
    _t317 = []
    for _t316 in (_k348 or ()):
        if (((len(_st_zones[6]) >= _t316) and _a350(st, _t316)) and ((_a352(st, _t316) - _a354(st, _t316)) == (_t316 - 1))):
            _t317.append(_t316)
    return _t317

# <rulerun cribbage.rules: lay #133 278327d5>
def _loop(st):
    _t329 = None
    for _t328 in (([0] + _a355(st)) or ()):
        _t330 = _t328
        if _t329 is None or _t330 > _t329:
            _t329 = _t330
    return _t329

# <rulerun cribbage.rules: lay #134 playout 01f6f907>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t301 = []
    for _t302 in _st_zones[(1 + _l0)]:
        if ((min(_c331[_t302], 10) + _st_vars[1]) <= 31): _t301.append(_t302)
    _t303 = _l0
    _t304 = len(_t301)
    if not _t304: _no_option334(_t303, 'card to play')
    if _t304 <= 1 and _st_log is None:
        L[1] = _t301[0] if _t304 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t305 = st.chooser(_t304, _t303)
        else:
            _t305 = _st_bits(_t304.bit_length())
            while _t305 >= _t304: _t305 = _st_bits(_t304.bit_length())
        L[1] = _t301[_t305]; st.decisions += 1
    elif _decide335(st, L, _t301, _t303): raise _PlayoutCut332()
    st.cvars[L[1]] = _l0
    _t306 = L[1]
    _t307 = 6
    if type(_t306) is int and _st_log is None:
        _t308 = _st_zones[_st_loc[_t306]]
        if _t308[-1] == _t306: _t308.pop()
        else: _t308.remove(_t306)
        _st_zones[_t307].append(_t306); _st_loc[_t306] = _t307
    elif _t306 is not None:
        _move_cards336(st, _t306, _t307, False)
    _st_vars[1] = _st_vars[1] + min(_c331[L[1]], 10)
    if _st_log is not None: _st_log.append(_Text341(_audience337(st), [_PlayerRef338(_l0), ' lays ', _card_ref339(st, L[1]), ': ', _plain340(_st_vars[1])]))
    if (_st_vars[1] == 15):
        if _p342(st, [_l0, 2, 'fifteen']) == 3: return 3
    if (_st_vars[1] == 31):
        if _p342(st, [_l0, 2, 'thirty-one']) == 3: return 3
    if _p342(st, [_l0, [0, 0, 2, 6, 12][_a347(st)], 'a pair']) == 3: return 3
    if _p342(st, [_l0, _a356(st), 'a run']) == 3: return 3

# <rulerun cribbage.rules: pegging #135 ee66c509>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT322[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run325(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region326(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((len(_st_zones[(1 + _k327[0])]) + len(_st_zones[(1 + _k328[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if _a330(st, L):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            if st.thread_player == st.inline_thread:
                if _p357(st, [L[0], None]) == 3: return True
                pc = 4
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit358(_k359)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run360(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run361(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit324(_k, st, _d0): raise _Runaway323()
            continue
        if pc == 8:
            _r = _run362(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k363)

# <rulerun cribbage.rules: pegging #136 b551d249>
def _loop(st, L):
    _st_vars = st.vars
    for _t338 in st.zones[(1 + L[0])]:
        if ((min(_c382[_t338], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #137 763febab>
def _loop(st, _t348):
    _st_zones = st.zones
    for _t350 in (_st_zones[6][:-(_t348) - 1:-1] or ()):
        if not ((_c397[_t350] == _c397[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #138 132d2b49>
def _loop(st):
    _st_zones = st.zones
    _t349 = []
    for _t348 in (_k396 or ()):
        if ((len(_st_zones[6]) >= _t348) and _a398(st, _t348)):
            _t349.append(_t348)
    return _t349

# <rulerun cribbage.rules: pegging #139 d3ca88ef>
def _loop(st):
    _t353 = None
    for _t352 in (_a399(st) or ()):
        _t354 = _t352
        if _t353 is None or _t354 > _t353:
            _t353 = _t354
    return _t353

# <rulerun cribbage.rules: pegging #140 393ae782>
def _loop(st, _t355):
    _st_zones = st.zones
    for _t357 in (_st_zones[6][:-(_t355) - 1:-1] or ()):
        _t359 = 0
        for _t360 in (_st_zones[6][:-(_t355) - 1:-1] or ()):
            if (_c402[_t360] == _c402[_t357]):
                _t359 += 1
        if not ((_t359 == 1)):
            return False
    return True

# <rulerun cribbage.rules: pegging #141 9e49fae4>
def _loop(st, _t355):
    _t362 = None
    for _t361 in (st.zones[6][:-(_t355) - 1:-1] or ()):
        _t363 = _c404[_t361]
        if _t362 is None or _t363 > _t362:
            _t362 = _t363
    return _t362

# <rulerun cribbage.rules: pegging #142 974ba046>
def _loop(st, _t355):
    _t365 = None
    for _t364 in (st.zones[6][:-(_t355) - 1:-1] or ()):
        _t366 = _c406[_t364]
        if _t365 is None or _t366 < _t365:
            _t365 = _t366
    return _t365

# <rulerun cribbage.rules: pegging #143 d1534b09>
def _loop(st):
    _st_zones = st.zones
    _t356 = []
    for _t355 in (_k401 or ()):
        if (((len(_st_zones[6]) >= _t355) and _a403(st, _t355)) and ((_a405(st, _t355) - _a407(st, _t355)) == (_t355 - 1))):
            _t356.append(_t355)
    return _t356

# <rulerun cribbage.rules: pegging #144 d90d0c67>
def _loop(st):
    _t368 = None
    for _t367 in (([0] + _a408(st)) or ()):
        _t369 = _t367
        if _t368 is None or _t369 > _t368:
            _t368 = _t369
    return _t368

# <rulerun cribbage.rules: pegging #145 playout 2334b961>
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
    while ((len(_st_zones[(1 + _k377[0])]) + len(_st_zones[(1 + _k378[1])])) > 0):
        _t336 += 1
        if _t336 > _LIMIT379[0] and _over_limit380(_t336, st, _t337): raise _Runaway381()
        if _a383(st, L):
            _i8l0 = L[0]
            _i8 = [_i8l0, None]
            _t340 = []
            for _t341 in _st_zones[(1 + _i8l0)]:
                if ((min(_c384[_t341], 10) + _st_vars[1]) <= 31): _t340.append(_t341)
            _t342 = _i8l0
            _t343 = len(_t340)
            if not _t343: _no_option387(_t342, 'card to play')
            if _t343 <= 1 and _st_log is None:
                _i8[1] = _t340[0] if _t343 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t344 = st.chooser(_t343, _t342)
                else:
                    _t344 = _st_bits(_t343.bit_length())
                    while _t344 >= _t343: _t344 = _st_bits(_t343.bit_length())
                _i8[1] = _t340[_t344]; st.decisions += 1
            elif _decide388(st, _i8, _t340, _t342): raise _PlayoutCut385()
            _st_cvars[_i8[1]] = _i8l0
            _t345 = _i8[1]
            _t346 = 6
            if type(_t345) is int and _st_log is None:
                _t347 = _st_zones[_st_loc[_t345]]
                if _t347[-1] == _t345: _t347.pop()
                else: _t347.remove(_t345)
                _st_zones[_t346].append(_t345); _st_loc[_t345] = _t346
            elif _t345 is not None:
                _move_cards389(st, _t345, _t346, False)
            _st_vars[1] = _st_vars[1] + min(_c384[_i8[1]], 10)
            if _st_log is not None: _st_log.append(_Text394(_audience390(st), [_PlayerRef391(_i8l0), ' lays ', _card_ref392(st, _i8[1]), ': ', _plain393(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p395(st, [_i8l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p395(st, [_i8l0, 2, 'thirty-one']) == 3: return 3
            if _p395(st, [_i8l0, [0, 0, 2, 6, 12][_a400(st)], 'a pair']) == 3: return 3
            if _p395(st, [_i8l0, _a409(st), 'a run']) == 3: return 3
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
                        _move_cards389(st, _t371, _t372, False)
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell410(st, (_player_text411(L[0]) + ' says go'), None)
            if _d412(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if _p395(st, [L[1], 1, 'the go']) == 3: return 3
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
                        _move_cards389(st, _t375, _t376, False)
                L[0] = ((L[1] + 1) % 2)
    if (_st_vars[1] > 0):
        if _p395(st, [L[1], 1, 'the last card']) == 3: return 3
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
            _move_cards389(st, _t379, _t380, False)

# <rulerun cribbage.rules: play_hand #146 f1b6fc5a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run366(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region367(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step368(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t331 = L[3]
            _t334 = len(_o); _t332 = _comb370(_t334, 2)
            if not _t332: _no_option371(_t331, 'cards for the crib')
            if _t332 <= 1 and _st_log is None:
                L[4] = _option_at372(_o, 2, False, 0) if _t332 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t333 = st.chooser(_t332, _t331)
                else:
                    _t333 = _st_bits(_t332.bit_length())
                    while _t333 >= _t332: _t333 = _st_bits(_t332.bit_length())
                _t335 = _PICKS373.get((_t334, 2)) or _picks374(_t334, 2)
                L[4] = list(_t335[_t333](_o)) if _t335 else _option_at372(_o, 2, False, _t333)
                st.decisions += 1
            elif _offer369(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run375(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run376(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p413(st, [None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit414(_k415)
                fr[1] = 7; st.cur.append([3, 0, _a]); return None
        if pc == 7:
            _r = _run416(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k417)

# <rulerun cribbage.rules: rank #147 a95737d4>
def _native(st, p):
    return (st.vars[2 + p], )

