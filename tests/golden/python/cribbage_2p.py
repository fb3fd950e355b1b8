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

# <rulerun cribbage.rules: lay #2 a890151f>
def _loop(st, _t8):
    _st_zones = st.zones
    _t10 = (_st_zones[6][:-(_t8) - 1:-1] or ())
    _budget17[0] -= len(_t10)
    if _budget17[0] < 0: _spent18(st)
    for _t11 in _t10:
        if not ((_c19[_t11] == _c19[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #3 9c796014>
def _loop(st):
    _st_zones = st.zones
    _t7 = (_k14 or ())
    _budget15[0] -= len(_t7)
    if _budget15[0] < 0: _spent16(st)
    _t9 = []
    for _t8 in _t7:
        if ((len(_st_zones[6]) >= _t8) and _a20(st, _t8)):
            _t9.append(_t8)
    return _t9

# <rulerun cribbage.rules: lay #4 5e91809f>
def _loop(st):
    _t13 = (_a21(st) or ())
    _budget22[0] -= len(_t13)
    if _budget22[0] < 0: _spent23(st)
    _t15 = None
    for _t14 in _t13:
        _t16 = _t14
        if _t15 is None or _t16 > _t15:
            _t15 = _t16
    return _t15

# <rulerun cribbage.rules: lay #5 291384a9>
def _loop(st, _t18):
    _st_zones = st.zones
    _t20 = (_st_zones[6][:-(_t18) - 1:-1] or ())
    _budget29[0] -= len(_t20)
    if _budget29[0] < 0: _spent30(st)
    for _t21 in _t20:
        _t24 = (_st_zones[6][:-(_t18) - 1:-1] or ())
        _budget29[0] -= len(_t24)
        if _budget29[0] < 0: _spent30(st)
        _t23 = 0
        for _t25 in _t24:
            if (_c31[_t25] == _c31[_t21]):
                _t23 += 1
        if not ((_t23 == 1)):
            return False
    return True

# <rulerun cribbage.rules: lay #6 0fd1d68b>
def _loop(st, _t18):
    _t26 = (st.zones[6][:-(_t18) - 1:-1] or ())
    _budget33[0] -= len(_t26)
    if _budget33[0] < 0: _spent34(st)
    _t28 = None
    for _t27 in _t26:
        _t29 = _c35[_t27]
        if _t28 is None or _t29 > _t28:
            _t28 = _t29
    return _t28

# <rulerun cribbage.rules: lay #7 471aa69b>
def _loop(st, _t18):
    _t30 = (st.zones[6][:-(_t18) - 1:-1] or ())
    _budget37[0] -= len(_t30)
    if _budget37[0] < 0: _spent38(st)
    _t32 = None
    for _t31 in _t30:
        _t33 = _c39[_t31]
        if _t32 is None or _t33 < _t32:
            _t32 = _t33
    return _t32

# <rulerun cribbage.rules: lay #8 f2b1a4fc>
def _loop(st):
    _st_zones = st.zones
    _t17 = (_k26 or ())
    _budget27[0] -= len(_t17)
    if _budget27[0] < 0: _spent28(st)
    _t19 = []
    for _t18 in _t17:
        if (((len(_st_zones[6]) >= _t18) and _a32(st, _t18)) and ((_a36(st, _t18) - _a40(st, _t18)) == (_t18 - 1))):
            _t19.append(_t18)
    return _t19

# <rulerun cribbage.rules: lay #9 431d9f85>
def _loop(st):
    _t34 = (_joined25([0], _a41(st)) or ())
    _budget42[0] -= len(_t34)
    if _budget42[0] < 0: _spent43(st)
    _t36 = None
    for _t35 in _t34:
        _t37 = _t35
        if _t36 is None or _t37 > _t36:
            _t36 = _t37
    return _t36

# <rulerun cribbage.rules: lay #10 4e3e93de>
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
    if _p13(st, [_l0, [0, 0, 2, 6, 12][_a24(st)], 'a pair']) == 3: return 3
    if _p13(st, [_l0, _a44(st), 'a run']) == 3: return 3

# <rulerun cribbage.rules: lay #11 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun cribbage.rules: lay #12 5ad5d9a1>
def _native(st, L):
    return ((min(_c45[L[1]], 10) + st.vars[1]) <= 31)

# <rulerun cribbage.rules: lay #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: pegging #14 2e5602fe>
def _native(st, L):
    L[0] = ((st.vars[0] + 1) % 2)
    L[1] = L[0]

# <rulerun cribbage.rules: pegging #15 b589f127>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = L[0]
    if (_st_vars[1] == 31):
        _i0 = [None, None, None]
        _st_vars[1] = 0
        for _t38 in _st_zones[6][:]:
            _i0[2] = _t38
            _t39 = _t38
            _t40 = (7 + st.cvars[_t38])
            if type(_t39) is int and st.log is None:
                _t41 = _st_zones[_st_loc[_t39]]
                if _t41[-1] == _t39: _t41.pop()
                else: _t41.remove(_t39)
                _st_zones[_t40].append(_t39); _st_loc[_t39] = _t40
            elif _t39 is not None:
                _move_cards46(st, _t39, _t40, False)
    L[0] = ((L[0] + 1) % 2)

# <rulerun cribbage.rules: can_play #16 ed98c538>
def _native(st, L):
    _st_vars = st.vars
    _t42 = False
    for _t43 in st.zones[(1 + L[0])]:
        if ((min(_c49[_t43], 10) + _st_vars[1]) <= 31):
            _t42 = True
            break
    return _t42

# <rulerun cribbage.rules: pegging #17 e8f9bb42>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not not _st_zones[(1 + L[0])]):
        if _st_log is not None: _tell47(st, (_player_text48(L[0]) + ' says go'), None)
    if _d50(st, [((L[0] + 1) % 2)]):
        L[0] = ((L[0] + 1) % 2)
    else:
        if _p51(st, [_l1, 1, 'the go']) == 3: return 3
        _i1 = [None, None, None]
        st.vars[1] = 0
        for _t44 in _st_zones[6][:]:
            _i1[2] = _t44
            _t45 = _t44
            _t46 = (7 + st.cvars[_t44])
            if type(_t45) is int and _st_log is None:
                _t47 = _st_zones[_st_loc[_t45]]
                if _t47[-1] == _t45: _t47.pop()
                else: _t47.remove(_t45)
                _st_zones[_t46].append(_t45); _st_loc[_t45] = _t46
            elif _t45 is not None:
                _move_cards52(st, _t45, _t46, False)
        L[0] = ((_l1 + 1) % 2)

# <rulerun cribbage.rules: pegging #18 89ae0d1b>
def _loop(st, L):
    _st_vars = st.vars
    for _t48 in st.zones[(1 + L[0])]:
        if ((min(_c57[_t48], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: peg #19 playout 29abc0bb>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == 0):
        return 2
    _st_vars[2 + _l0] = _st_vars[2 + _l0] + _l1
    if _st_log is not None: _st_log.append(_Text73(_audience70(st), [_PlayerRef71(_l0), ' pegs ', _plain72(_l1), ' for ', _plain72(L[2]), ' (', _plain72(_st_vars[2 + _l0]), ')']))
    if (_st_vars[2 + _l0] >= 121):
        _end_game74(st, _l0, True); return 3

# <rulerun cribbage.rules: pegging #20 1082c47d>
def _loop(st, _t59):
    _st_zones = st.zones
    _t61 = (_st_zones[6][:-(_t59) - 1:-1] or ())
    _budget79[0] -= len(_t61)
    if _budget79[0] < 0: _spent80(st)
    for _t62 in _t61:
        if not ((_c81[_t62] == _c81[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #21 79354f32>
def _loop(st):
    _st_zones = st.zones
    _t58 = (_k76 or ())
    _budget77[0] -= len(_t58)
    if _budget77[0] < 0: _spent78(st)
    _t60 = []
    for _t59 in _t58:
        if ((len(_st_zones[6]) >= _t59) and _a82(st, _t59)):
            _t60.append(_t59)
    return _t60

# <rulerun cribbage.rules: pegging #22 b4bdc36e>
def _loop(st):
    _t64 = (_a83(st) or ())
    _budget84[0] -= len(_t64)
    if _budget84[0] < 0: _spent85(st)
    _t66 = None
    for _t65 in _t64:
        _t67 = _t65
        if _t66 is None or _t67 > _t66:
            _t66 = _t67
    return _t66

# <rulerun cribbage.rules: pegging #23 ae2331aa>
def _loop(st, _t69):
    _st_zones = st.zones
    _t71 = (_st_zones[6][:-(_t69) - 1:-1] or ())
    _budget91[0] -= len(_t71)
    if _budget91[0] < 0: _spent92(st)
    for _t72 in _t71:
        _t75 = (_st_zones[6][:-(_t69) - 1:-1] or ())
        _budget91[0] -= len(_t75)
        if _budget91[0] < 0: _spent92(st)
        _t74 = 0
        for _t76 in _t75:
            if (_c93[_t76] == _c93[_t72]):
                _t74 += 1
        if not ((_t74 == 1)):
            return False
    return True

# <rulerun cribbage.rules: pegging #24 fa742b3c>
def _loop(st, _t69):
    _t77 = (st.zones[6][:-(_t69) - 1:-1] or ())
    _budget95[0] -= len(_t77)
    if _budget95[0] < 0: _spent96(st)
    _t79 = None
    for _t78 in _t77:
        _t80 = _c97[_t78]
        if _t79 is None or _t80 > _t79:
            _t79 = _t80
    return _t79

# <rulerun cribbage.rules: pegging #25 7ea19076>
def _loop(st, _t69):
    _t81 = (st.zones[6][:-(_t69) - 1:-1] or ())
    _budget99[0] -= len(_t81)
    if _budget99[0] < 0: _spent100(st)
    _t83 = None
    for _t82 in _t81:
        _t84 = _c101[_t82]
        if _t83 is None or _t84 < _t83:
            _t83 = _t84
    return _t83

# <rulerun cribbage.rules: pegging #26 8ff12ffa>
def _loop(st):
    _st_zones = st.zones
    _t68 = (_k88 or ())
    _budget89[0] -= len(_t68)
    if _budget89[0] < 0: _spent90(st)
    _t70 = []
    for _t69 in _t68:
        if (((len(_st_zones[6]) >= _t69) and _a94(st, _t69)) and ((_a98(st, _t69) - _a102(st, _t69)) == (_t69 - 1))):
            _t70.append(_t69)
    return _t70

# <rulerun cribbage.rules: pegging #27 561fb111>
def _loop(st):
    _t85 = (_joined87([0], _a103(st)) or ())
    _budget104[0] -= len(_t85)
    if _budget104[0] < 0: _spent105(st)
    _t87 = None
    for _t86 in _t85:
        _t88 = _t86
        if _t87 is None or _t88 > _t87:
            _t87 = _t88
    return _t87

# <rulerun cribbage.rules: pegging #28 ca138ad3>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while ((len(_st_zones[(1 + _k53[0])]) + len(_st_zones[(1 + _k54[1])])) > 0):
        _budget55[0] -= 1
        if _budget55[0] < 0: _spent56(st)
        if _a58(st, L):
            _i2l0 = L[0]
            _i2 = [_i2l0, None]
            _t50 = []
            for _t51 in _st_zones[(1 + _i2l0)]:
                if ((min(_c59[_t51], 10) + _st_vars[1]) <= 31): _t50.append(_t51)
            _t52 = _i2l0
            _t53 = len(_t50)
            if not _t53: _no_option62(_t52, 'card to play')
            if _t53 <= 1 and _st_log is None:
                _i2[1] = _t50[0] if _t53 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t54 = st.chooser(_t53, _t52)
                else:
                    _t54 = _st_bits(_t53.bit_length())
                    while _t54 >= _t53: _t54 = _st_bits(_t53.bit_length())
                _i2[1] = _t50[_t54]; st.decisions += 1
            elif _decide63(st, _i2, _t50, _t52): raise _PlayoutCut60()
            _st_cvars[_i2[1]] = _i2l0
            _t55 = _i2[1]
            _t56 = 6
            if type(_t55) is int and _st_log is None:
                _t57 = _st_zones[_st_loc[_t55]]
                if _t57[-1] == _t55: _t57.pop()
                else: _t57.remove(_t55)
                _st_zones[_t56].append(_t55); _st_loc[_t55] = _t56
            elif _t55 is not None:
                _move_cards64(st, _t55, _t56, False)
            _st_vars[1] = _st_vars[1] + min(_c59[_i2[1]], 10)
            if _st_log is not None: _st_log.append(_Text69(_audience65(st), [_PlayerRef66(_i2l0), ' lays ', _card_ref67(st, _i2[1]), ': ', _plain68(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p75(st, [_i2l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p75(st, [_i2l0, 2, 'thirty-one']) == 3: return 3
            if _p75(st, [_i2l0, [0, 0, 2, 6, 12][_a86(st)], 'a pair']) == 3: return 3
            if _p75(st, [_i2l0, _a106(st), 'a run']) == 3: return 3
            L[1] = L[0]
            if (_st_vars[1] == 31):
                _i3 = [None, None, None]
                _st_vars[1] = 0
                for _t89 in _st_zones[6][:]:
                    _i3[2] = _t89
                    _t90 = _t89
                    _t91 = (7 + _st_cvars[_t89])
                    if type(_t90) is int and _st_log is None:
                        _t92 = _st_zones[_st_loc[_t90]]
                        if _t92[-1] == _t90: _t92.pop()
                        else: _t92.remove(_t90)
                        _st_zones[_t91].append(_t90); _st_loc[_t90] = _t91
                    elif _t90 is not None:
                        _move_cards64(st, _t90, _t91, False)
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell107(st, (_player_text108(L[0]) + ' says go'), None)
            if _d109(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if _p75(st, [L[1], 1, 'the go']) == 3: return 3
                _i4 = [None, None, None]
                _st_vars[1] = 0
                for _t93 in _st_zones[6][:]:
                    _i4[2] = _t93
                    _t94 = _t93
                    _t95 = (7 + _st_cvars[_t93])
                    if type(_t94) is int and _st_log is None:
                        _t96 = _st_zones[_st_loc[_t94]]
                        if _t96[-1] == _t94: _t96.pop()
                        else: _t96.remove(_t94)
                        _st_zones[_t95].append(_t94); _st_loc[_t94] = _t95
                    elif _t94 is not None:
                        _move_cards64(st, _t94, _t95, False)
                L[0] = ((L[1] + 1) % 2)

# <rulerun cribbage.rules: pegging #29 52d0b92b>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if (_st_vars[1] > 0):
        if _p110(st, [L[1], 1, 'the last card']) == 3: return 3
    _i5 = [None, None, None]
    _st_vars[1] = 0
    for _t97 in _st_zones[6][:]:
        _i5[2] = _t97
        _t98 = _t97
        _t99 = (7 + st.cvars[_t97])
        if type(_t98) is int and st.log is None:
            _t100 = _st_zones[_st_loc[_t98]]
            if _t100[-1] == _t98: _t100.pop()
            else: _t100.remove(_t98)
            _st_zones[_t99].append(_t98); _st_loc[_t98] = _t99
        elif _t98 is not None:
            _move_cards111(st, _t98, _t99, False)

# <rulerun cribbage.rules: pegging #30 dc9ba1c9>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(1 + _k112[0])]) + len(_st_zones[(1 + _k113[1])])) > 0)

# <rulerun cribbage.rules: pegging #31 3790d793>
def _loop(st, L):
    _st_vars = st.vars
    for _t101 in st.zones[(1 + L[0])]:
        if ((min(_c114[_t101], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #32 1c09fd69>
def _native(st, L):
    return _a115(st, L)

# <rulerun cribbage.rules: pegging #33 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: show #34 04907ec7>
def _loop(st, L, _t105):
    _t106 = (_range119(0, (len((L[0] or ())) - 1)) or ())
    _budget120[0] -= len(_t106)
    if _budget120[0] < 0: _spent121(st)
    _t108 = []
    for _t107 in _t106:
        if (((_t105 // [1, 2, 4, 8, 16][_t107]) % 2) == 1):
            _t108.append(_t107)
    return _t108

# <rulerun cribbage.rules: show #35 8e193997>
def _loop(st, L, _t105):
    _t109 = (_range123(0, (len((L[0] or ())) - 1)) or ())
    _budget124[0] -= len(_t109)
    if _budget124[0] < 0: _spent125(st)
    _t111 = []
    for _t110 in _t109:
        if (((_t105 // [1, 2, 4, 8, 16][_t110]) % 2) == 1):
            _t111.append(_t110)
    return _t111

# <rulerun cribbage.rules: pip #36 fd6e779c>
def _native(st, L):
    return min(_c129[L[0]], 10)

# <rulerun cribbage.rules: show #37 b93b130f>
def _loop(st, L, _t105):
    _l0 = L[0]
    _t112 = (_a126(st, L, _t105) or ())
    _budget127[0] -= len(_t112)
    if _budget127[0] < 0: _spent128(st)
    _t114 = 0
    for _t113 in _t112:
        _t114 += _d130(st, [_l0[_t113]])
    return _t114

# <rulerun cribbage.rules: fifteens #38 d3bc2a4b>
def _native(st, L):
    _t104 = (_k116 or ())
    _budget117[0] -= len(_t104)
    if _budget117[0] < 0: _spent118(st)
    _t103 = 0
    for _t105 in _t104:
        if ((not not (_a122(st, L, _t105) or ())) and (_a131(st, L, _t105) == 15)):
            _t103 += 1
    return (2 * _t103)

# <rulerun cribbage.rules: show #39 7ad215f8>
def _loop(st, L, _t117):
    _t118 = (_range137(0, (len((L[0] or ())) - 1)) or ())
    _budget138[0] -= len(_t118)
    if _budget138[0] < 0: _spent139(st)
    _t120 = []
    for _t119 in _t118:
        if (((_t117 // [1, 2, 4, 8, 16][_t119]) % 2) == 1):
            _t120.append(_t119)
    return _t120

# <rulerun cribbage.rules: show #40 06e53a95>
def _loop(st, L, _t117):
    _t121 = (_range141(0, (len((L[0] or ())) - 1)) or ())
    _budget142[0] -= len(_t121)
    if _budget142[0] < 0: _spent143(st)
    _t123 = []
    for _t122 in _t121:
        if (((_t117 // [1, 2, 4, 8, 16][_t122]) % 2) == 1):
            _t123.append(_t122)
    return _t123

# <rulerun cribbage.rules: show #41 e00a19a5>
def _loop(st, L, _t117):
    _t124 = (_range146(0, (len((L[0] or ())) - 1)) or ())
    _budget147[0] -= len(_t124)
    if _budget147[0] < 0: _spent148(st)
    _t126 = []
    for _t125 in _t124:
        if (((_t117 // [1, 2, 4, 8, 16][_t125]) % 2) == 1):
            _t126.append(_t125)
    return _t126

# <rulerun cribbage.rules: pairs #42 8644f81d>
def _native(st, L):
    _l0 = L[0]
    _t116 = (_k134 or ())
    _budget135[0] -= len(_t116)
    if _budget135[0] < 0: _spent136(st)
    _t115 = 0
    for _t117 in _t116:
        if ((len((_a140(st, L, _t117) or ())) == 2) and (_c145[_l0[_a144(st, L, _t117)[0]]] == _c145[_l0[_a149(st, L, _t117)[1]]])):
            _t115 += 1
    return (2 * _t115)

# <rulerun cribbage.rules: show #43 c0572d0d>
def _loop(st, L, _t128):
    _t130 = (_range154(0, (len((L[0] or ())) - 1)) or ())
    _budget155[0] -= len(_t130)
    if _budget155[0] < 0: _spent156(st)
    _t132 = []
    for _t131 in _t130:
        if (((_t128 // [1, 2, 4, 8, 16][_t131]) % 2) == 1):
            _t132.append(_t131)
    return _t132

# <rulerun cribbage.rules: show #44 5e2a1078>
def _loop(st, L, _t128):
    _t133 = (_range158(0, (len((L[0] or ())) - 1)) or ())
    _budget159[0] -= len(_t133)
    if _budget159[0] < 0: _spent160(st)
    _t135 = []
    for _t134 in _t133:
        if (((_t128 // [1, 2, 4, 8, 16][_t134]) % 2) == 1):
            _t135.append(_t134)
    return _t135

# <rulerun cribbage.rules: show #45 802379a7>
def _loop(st, L, _t128):
    _t140 = (_range164(0, (len((L[0] or ())) - 1)) or ())
    _budget165[0] -= len(_t140)
    if _budget165[0] < 0: _spent166(st)
    _t142 = []
    for _t141 in _t140:
        if (((_t128 // [1, 2, 4, 8, 16][_t141]) % 2) == 1):
            _t142.append(_t141)
    return _t142

# <rulerun cribbage.rules: show #46 56bc41b0>
def _loop(st, L, _t128):
    _l0 = L[0]
    _t136 = (_a161(st, L, _t128) or ())
    _budget162[0] -= len(_t136)
    if _budget162[0] < 0: _spent163(st)
    _t143 = _NOT_YET
    _t144 = _NOT_YET
    for _t137 in _t136:
        _t145 = ((_t144 if _t144 is not _NOT_YET else (_t144 := (_t143 if _t143 is not _NOT_YET else (_t143 := _a167(st, L, _t128))))) or ())
        _budget162[0] -= len(_t145)
        if _budget162[0] < 0: _spent163(st)
        _t139 = 0
        for _t146 in _t145:
            if (_c168[_l0[_t146]] == _c168[_l0[_t137]]):
                _t139 += 1
        if not ((_t139 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #47 4ff1cf65>
def _loop(st, L, _t128):
    _t147 = (_range170(0, (len((L[0] or ())) - 1)) or ())
    _budget171[0] -= len(_t147)
    if _budget171[0] < 0: _spent172(st)
    _t149 = []
    for _t148 in _t147:
        if (((_t128 // [1, 2, 4, 8, 16][_t148]) % 2) == 1):
            _t149.append(_t148)
    return _t149

# <rulerun cribbage.rules: show #48 88329948>
def _loop(st, L, _t128):
    _l0 = L[0]
    _t150 = (_a173(st, L, _t128) or ())
    _budget174[0] -= len(_t150)
    if _budget174[0] < 0: _spent175(st)
    _t152 = None
    for _t151 in _t150:
        _t153 = _c176[_l0[_t151]]
        if _t152 is None or _t153 > _t152:
            _t152 = _t153
    return _t152

# <rulerun cribbage.rules: show #49 67aea649>
def _loop(st, L, _t128):
    _t154 = (_range178(0, (len((L[0] or ())) - 1)) or ())
    _budget179[0] -= len(_t154)
    if _budget179[0] < 0: _spent180(st)
    _t156 = []
    for _t155 in _t154:
        if (((_t128 // [1, 2, 4, 8, 16][_t155]) % 2) == 1):
            _t156.append(_t155)
    return _t156

# <rulerun cribbage.rules: show #50 565eab89>
def _loop(st, L, _t128):
    _l0 = L[0]
    _t157 = (_a181(st, L, _t128) or ())
    _budget182[0] -= len(_t157)
    if _budget182[0] < 0: _spent183(st)
    _t159 = None
    for _t158 in _t157:
        _t160 = _c184[_l0[_t158]]
        if _t159 is None or _t160 < _t159:
            _t159 = _t160
    return _t159

# <rulerun cribbage.rules: show #51 5e4069a3>
def _loop(st, L, _t128):
    _t161 = (_range186(0, (len((L[0] or ())) - 1)) or ())
    _budget187[0] -= len(_t161)
    if _budget187[0] < 0: _spent188(st)
    _t163 = []
    for _t162 in _t161:
        if (((_t128 // [1, 2, 4, 8, 16][_t162]) % 2) == 1):
            _t163.append(_t162)
    return _t163

# <rulerun cribbage.rules: show #52 07437cb3>
def _loop(st, L):
    _t127 = (_k151 or ())
    _budget152[0] -= len(_t127)
    if _budget152[0] < 0: _spent153(st)
    _t129 = 0
    for _t128 in _t127:
        if ((len((_a157(st, L, _t128) or ())) == 5) and (_a169(st, L, _t128) and ((_a177(st, L, _t128) - _a185(st, L, _t128)) == (len((_a189(st, L, _t128) or ())) - 1)))):
            _t129 += 1
    return _t129

# <rulerun cribbage.rules: show #53 05663059>
def _loop(st, L, _t165):
    _t167 = (_range194(0, (len((L[0] or ())) - 1)) or ())
    _budget195[0] -= len(_t167)
    if _budget195[0] < 0: _spent196(st)
    _t169 = []
    for _t168 in _t167:
        if (((_t165 // [1, 2, 4, 8, 16][_t168]) % 2) == 1):
            _t169.append(_t168)
    return _t169

# <rulerun cribbage.rules: show #54 b7b6274b>
def _loop(st, L, _t165):
    _t170 = (_range198(0, (len((L[0] or ())) - 1)) or ())
    _budget199[0] -= len(_t170)
    if _budget199[0] < 0: _spent200(st)
    _t172 = []
    for _t171 in _t170:
        if (((_t165 // [1, 2, 4, 8, 16][_t171]) % 2) == 1):
            _t172.append(_t171)
    return _t172

# <rulerun cribbage.rules: show #55 341fe77b>
def _loop(st, L, _t165):
    _t177 = (_range204(0, (len((L[0] or ())) - 1)) or ())
    _budget205[0] -= len(_t177)
    if _budget205[0] < 0: _spent206(st)
    _t179 = []
    for _t178 in _t177:
        if (((_t165 // [1, 2, 4, 8, 16][_t178]) % 2) == 1):
            _t179.append(_t178)
    return _t179

# <rulerun cribbage.rules: show #56 f95920de>
def _loop(st, L, _t165):
    _l0 = L[0]
    _t173 = (_a201(st, L, _t165) or ())
    _budget202[0] -= len(_t173)
    if _budget202[0] < 0: _spent203(st)
    _t180 = _NOT_YET
    _t181 = _NOT_YET
    for _t174 in _t173:
        _t182 = ((_t181 if _t181 is not _NOT_YET else (_t181 := (_t180 if _t180 is not _NOT_YET else (_t180 := _a207(st, L, _t165))))) or ())
        _budget202[0] -= len(_t182)
        if _budget202[0] < 0: _spent203(st)
        _t176 = 0
        for _t183 in _t182:
            if (_c208[_l0[_t183]] == _c208[_l0[_t174]]):
                _t176 += 1
        if not ((_t176 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #57 09963887>
def _loop(st, L, _t165):
    _t184 = (_range210(0, (len((L[0] or ())) - 1)) or ())
    _budget211[0] -= len(_t184)
    if _budget211[0] < 0: _spent212(st)
    _t186 = []
    for _t185 in _t184:
        if (((_t165 // [1, 2, 4, 8, 16][_t185]) % 2) == 1):
            _t186.append(_t185)
    return _t186

# <rulerun cribbage.rules: show #58 8b44ce33>
def _loop(st, L, _t165):
    _l0 = L[0]
    _t187 = (_a213(st, L, _t165) or ())
    _budget214[0] -= len(_t187)
    if _budget214[0] < 0: _spent215(st)
    _t189 = None
    for _t188 in _t187:
        _t190 = _c216[_l0[_t188]]
        if _t189 is None or _t190 > _t189:
            _t189 = _t190
    return _t189

# <rulerun cribbage.rules: show #59 d2ae8fc8>
def _loop(st, L, _t165):
    _t191 = (_range218(0, (len((L[0] or ())) - 1)) or ())
    _budget219[0] -= len(_t191)
    if _budget219[0] < 0: _spent220(st)
    _t193 = []
    for _t192 in _t191:
        if (((_t165 // [1, 2, 4, 8, 16][_t192]) % 2) == 1):
            _t193.append(_t192)
    return _t193

# <rulerun cribbage.rules: show #60 d3d509f6>
def _loop(st, L, _t165):
    _l0 = L[0]
    _t194 = (_a221(st, L, _t165) or ())
    _budget222[0] -= len(_t194)
    if _budget222[0] < 0: _spent223(st)
    _t196 = None
    for _t195 in _t194:
        _t197 = _c224[_l0[_t195]]
        if _t196 is None or _t197 < _t196:
            _t196 = _t197
    return _t196

# <rulerun cribbage.rules: show #61 0276e607>
def _loop(st, L, _t165):
    _t198 = (_range226(0, (len((L[0] or ())) - 1)) or ())
    _budget227[0] -= len(_t198)
    if _budget227[0] < 0: _spent228(st)
    _t200 = []
    for _t199 in _t198:
        if (((_t165 // [1, 2, 4, 8, 16][_t199]) % 2) == 1):
            _t200.append(_t199)
    return _t200

# <rulerun cribbage.rules: show #62 39953b3e>
def _loop(st, L):
    _t164 = (_k191 or ())
    _budget192[0] -= len(_t164)
    if _budget192[0] < 0: _spent193(st)
    _t166 = 0
    for _t165 in _t164:
        if ((len((_a197(st, L, _t165) or ())) == 5) and (_a209(st, L, _t165) and ((_a217(st, L, _t165) - _a225(st, L, _t165)) == (len((_a229(st, L, _t165) or ())) - 1)))):
            _t166 += 1
    return _t166

# <rulerun cribbage.rules: show #63 7700b604>
def _loop(st, L, _t202):
    _t204 = (_range234(0, (len((L[0] or ())) - 1)) or ())
    _budget235[0] -= len(_t204)
    if _budget235[0] < 0: _spent236(st)
    _t206 = []
    for _t205 in _t204:
        if (((_t202 // [1, 2, 4, 8, 16][_t205]) % 2) == 1):
            _t206.append(_t205)
    return _t206

# <rulerun cribbage.rules: show #64 89b8c0f9>
def _loop(st, L, _t202):
    _t207 = (_range238(0, (len((L[0] or ())) - 1)) or ())
    _budget239[0] -= len(_t207)
    if _budget239[0] < 0: _spent240(st)
    _t209 = []
    for _t208 in _t207:
        if (((_t202 // [1, 2, 4, 8, 16][_t208]) % 2) == 1):
            _t209.append(_t208)
    return _t209

# <rulerun cribbage.rules: show #65 90a164cc>
def _loop(st, L, _t202):
    _t214 = (_range244(0, (len((L[0] or ())) - 1)) or ())
    _budget245[0] -= len(_t214)
    if _budget245[0] < 0: _spent246(st)
    _t216 = []
    for _t215 in _t214:
        if (((_t202 // [1, 2, 4, 8, 16][_t215]) % 2) == 1):
            _t216.append(_t215)
    return _t216

# <rulerun cribbage.rules: show #66 81cbc5ce>
def _loop(st, L, _t202):
    _l0 = L[0]
    _t210 = (_a241(st, L, _t202) or ())
    _budget242[0] -= len(_t210)
    if _budget242[0] < 0: _spent243(st)
    _t217 = _NOT_YET
    _t218 = _NOT_YET
    for _t211 in _t210:
        _t219 = ((_t218 if _t218 is not _NOT_YET else (_t218 := (_t217 if _t217 is not _NOT_YET else (_t217 := _a247(st, L, _t202))))) or ())
        _budget242[0] -= len(_t219)
        if _budget242[0] < 0: _spent243(st)
        _t213 = 0
        for _t220 in _t219:
            if (_c248[_l0[_t220]] == _c248[_l0[_t211]]):
                _t213 += 1
        if not ((_t213 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #67 21b380f8>
def _loop(st, L, _t202):
    _t221 = (_range250(0, (len((L[0] or ())) - 1)) or ())
    _budget251[0] -= len(_t221)
    if _budget251[0] < 0: _spent252(st)
    _t223 = []
    for _t222 in _t221:
        if (((_t202 // [1, 2, 4, 8, 16][_t222]) % 2) == 1):
            _t223.append(_t222)
    return _t223

# <rulerun cribbage.rules: show #68 8b07341f>
def _loop(st, L, _t202):
    _l0 = L[0]
    _t224 = (_a253(st, L, _t202) or ())
    _budget254[0] -= len(_t224)
    if _budget254[0] < 0: _spent255(st)
    _t226 = None
    for _t225 in _t224:
        _t227 = _c256[_l0[_t225]]
        if _t226 is None or _t227 > _t226:
            _t226 = _t227
    return _t226

# <rulerun cribbage.rules: show #69 09237e5d>
def _loop(st, L, _t202):
    _t228 = (_range258(0, (len((L[0] or ())) - 1)) or ())
    _budget259[0] -= len(_t228)
    if _budget259[0] < 0: _spent260(st)
    _t230 = []
    for _t229 in _t228:
        if (((_t202 // [1, 2, 4, 8, 16][_t229]) % 2) == 1):
            _t230.append(_t229)
    return _t230

# <rulerun cribbage.rules: show #70 c1181272>
def _loop(st, L, _t202):
    _l0 = L[0]
    _t231 = (_a261(st, L, _t202) or ())
    _budget262[0] -= len(_t231)
    if _budget262[0] < 0: _spent263(st)
    _t233 = None
    for _t232 in _t231:
        _t234 = _c264[_l0[_t232]]
        if _t233 is None or _t234 < _t233:
            _t233 = _t234
    return _t233

# <rulerun cribbage.rules: show #71 c51272bf>
def _loop(st, L, _t202):
    _t235 = (_range266(0, (len((L[0] or ())) - 1)) or ())
    _budget267[0] -= len(_t235)
    if _budget267[0] < 0: _spent268(st)
    _t237 = []
    for _t236 in _t235:
        if (((_t202 // [1, 2, 4, 8, 16][_t236]) % 2) == 1):
            _t237.append(_t236)
    return _t237

# <rulerun cribbage.rules: show #72 8434211c>
def _loop(st, L):
    _t201 = (_k231 or ())
    _budget232[0] -= len(_t201)
    if _budget232[0] < 0: _spent233(st)
    _t203 = 0
    for _t202 in _t201:
        if ((len((_a237(st, L, _t202) or ())) == 4) and (_a249(st, L, _t202) and ((_a257(st, L, _t202) - _a265(st, L, _t202)) == (len((_a269(st, L, _t202) or ())) - 1)))):
            _t203 += 1
    return _t203

# <rulerun cribbage.rules: show #73 159f6052>
def _loop(st, L, _t239):
    _t241 = (_range274(0, (len((L[0] or ())) - 1)) or ())
    _budget275[0] -= len(_t241)
    if _budget275[0] < 0: _spent276(st)
    _t243 = []
    for _t242 in _t241:
        if (((_t239 // [1, 2, 4, 8, 16][_t242]) % 2) == 1):
            _t243.append(_t242)
    return _t243

# <rulerun cribbage.rules: show #74 a57f0e29>
def _loop(st, L, _t239):
    _t244 = (_range278(0, (len((L[0] or ())) - 1)) or ())
    _budget279[0] -= len(_t244)
    if _budget279[0] < 0: _spent280(st)
    _t246 = []
    for _t245 in _t244:
        if (((_t239 // [1, 2, 4, 8, 16][_t245]) % 2) == 1):
            _t246.append(_t245)
    return _t246

# <rulerun cribbage.rules: show #75 a5d63cf2>
def _loop(st, L, _t239):
    _t251 = (_range284(0, (len((L[0] or ())) - 1)) or ())
    _budget285[0] -= len(_t251)
    if _budget285[0] < 0: _spent286(st)
    _t253 = []
    for _t252 in _t251:
        if (((_t239 // [1, 2, 4, 8, 16][_t252]) % 2) == 1):
            _t253.append(_t252)
    return _t253

# <rulerun cribbage.rules: show #76 3658488f>
def _loop(st, L, _t239):
    _l0 = L[0]
    _t247 = (_a281(st, L, _t239) or ())
    _budget282[0] -= len(_t247)
    if _budget282[0] < 0: _spent283(st)
    _t254 = _NOT_YET
    _t255 = _NOT_YET
    for _t248 in _t247:
        _t256 = ((_t255 if _t255 is not _NOT_YET else (_t255 := (_t254 if _t254 is not _NOT_YET else (_t254 := _a287(st, L, _t239))))) or ())
        _budget282[0] -= len(_t256)
        if _budget282[0] < 0: _spent283(st)
        _t250 = 0
        for _t257 in _t256:
            if (_c288[_l0[_t257]] == _c288[_l0[_t248]]):
                _t250 += 1
        if not ((_t250 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #77 9bff5afe>
def _loop(st, L, _t239):
    _t258 = (_range290(0, (len((L[0] or ())) - 1)) or ())
    _budget291[0] -= len(_t258)
    if _budget291[0] < 0: _spent292(st)
    _t260 = []
    for _t259 in _t258:
        if (((_t239 // [1, 2, 4, 8, 16][_t259]) % 2) == 1):
            _t260.append(_t259)
    return _t260

# <rulerun cribbage.rules: show #78 48df4020>
def _loop(st, L, _t239):
    _l0 = L[0]
    _t261 = (_a293(st, L, _t239) or ())
    _budget294[0] -= len(_t261)
    if _budget294[0] < 0: _spent295(st)
    _t263 = None
    for _t262 in _t261:
        _t264 = _c296[_l0[_t262]]
        if _t263 is None or _t264 > _t263:
            _t263 = _t264
    return _t263

# <rulerun cribbage.rules: show #79 260c9b39>
def _loop(st, L, _t239):
    _t265 = (_range298(0, (len((L[0] or ())) - 1)) or ())
    _budget299[0] -= len(_t265)
    if _budget299[0] < 0: _spent300(st)
    _t267 = []
    for _t266 in _t265:
        if (((_t239 // [1, 2, 4, 8, 16][_t266]) % 2) == 1):
            _t267.append(_t266)
    return _t267

# <rulerun cribbage.rules: show #80 daae95d9>
def _loop(st, L, _t239):
    _l0 = L[0]
    _t268 = (_a301(st, L, _t239) or ())
    _budget302[0] -= len(_t268)
    if _budget302[0] < 0: _spent303(st)
    _t270 = None
    for _t269 in _t268:
        _t271 = _c304[_l0[_t269]]
        if _t270 is None or _t271 < _t270:
            _t270 = _t271
    return _t270

# <rulerun cribbage.rules: show #81 9d330ce6>
def _loop(st, L, _t239):
    _t272 = (_range306(0, (len((L[0] or ())) - 1)) or ())
    _budget307[0] -= len(_t272)
    if _budget307[0] < 0: _spent308(st)
    _t274 = []
    for _t273 in _t272:
        if (((_t239 // [1, 2, 4, 8, 16][_t273]) % 2) == 1):
            _t274.append(_t273)
    return _t274

# <rulerun cribbage.rules: show #82 bfa0cd7e>
def _loop(st, L):
    _t238 = (_k271 or ())
    _budget272[0] -= len(_t238)
    if _budget272[0] < 0: _spent273(st)
    _t240 = 0
    for _t239 in _t238:
        if ((len((_a277(st, L, _t239) or ())) == 4) and (_a289(st, L, _t239) and ((_a297(st, L, _t239) - _a305(st, L, _t239)) == (len((_a309(st, L, _t239) or ())) - 1)))):
            _t240 += 1
    return _t240

# <rulerun cribbage.rules: show #83 51d9f0a4>
def _loop(st, L, _t276):
    _t278 = (_range314(0, (len((L[0] or ())) - 1)) or ())
    _budget315[0] -= len(_t278)
    if _budget315[0] < 0: _spent316(st)
    _t280 = []
    for _t279 in _t278:
        if (((_t276 // [1, 2, 4, 8, 16][_t279]) % 2) == 1):
            _t280.append(_t279)
    return _t280

# <rulerun cribbage.rules: show #84 36038128>
def _loop(st, L, _t276):
    _t281 = (_range318(0, (len((L[0] or ())) - 1)) or ())
    _budget319[0] -= len(_t281)
    if _budget319[0] < 0: _spent320(st)
    _t283 = []
    for _t282 in _t281:
        if (((_t276 // [1, 2, 4, 8, 16][_t282]) % 2) == 1):
            _t283.append(_t282)
    return _t283

# <rulerun cribbage.rules: show #85 7ecf5363>
def _loop(st, L, _t276):
    _t288 = (_range324(0, (len((L[0] or ())) - 1)) or ())
    _budget325[0] -= len(_t288)
    if _budget325[0] < 0: _spent326(st)
    _t290 = []
    for _t289 in _t288:
        if (((_t276 // [1, 2, 4, 8, 16][_t289]) % 2) == 1):
            _t290.append(_t289)
    return _t290

# <rulerun cribbage.rules: show #86 30c67775>
def _loop(st, L, _t276):
    _l0 = L[0]
    _t284 = (_a321(st, L, _t276) or ())
    _budget322[0] -= len(_t284)
    if _budget322[0] < 0: _spent323(st)
    _t291 = _NOT_YET
    _t292 = _NOT_YET
    for _t285 in _t284:
        _t293 = ((_t292 if _t292 is not _NOT_YET else (_t292 := (_t291 if _t291 is not _NOT_YET else (_t291 := _a327(st, L, _t276))))) or ())
        _budget322[0] -= len(_t293)
        if _budget322[0] < 0: _spent323(st)
        _t287 = 0
        for _t294 in _t293:
            if (_c328[_l0[_t294]] == _c328[_l0[_t285]]):
                _t287 += 1
        if not ((_t287 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #87 3fa6abdc>
def _loop(st, L, _t276):
    _t295 = (_range330(0, (len((L[0] or ())) - 1)) or ())
    _budget331[0] -= len(_t295)
    if _budget331[0] < 0: _spent332(st)
    _t297 = []
    for _t296 in _t295:
        if (((_t276 // [1, 2, 4, 8, 16][_t296]) % 2) == 1):
            _t297.append(_t296)
    return _t297

# <rulerun cribbage.rules: show #88 cf64d44d>
def _loop(st, L, _t276):
    _l0 = L[0]
    _t298 = (_a333(st, L, _t276) or ())
    _budget334[0] -= len(_t298)
    if _budget334[0] < 0: _spent335(st)
    _t300 = None
    for _t299 in _t298:
        _t301 = _c336[_l0[_t299]]
        if _t300 is None or _t301 > _t300:
            _t300 = _t301
    return _t300

# <rulerun cribbage.rules: show #89 39200643>
def _loop(st, L, _t276):
    _t302 = (_range338(0, (len((L[0] or ())) - 1)) or ())
    _budget339[0] -= len(_t302)
    if _budget339[0] < 0: _spent340(st)
    _t304 = []
    for _t303 in _t302:
        if (((_t276 // [1, 2, 4, 8, 16][_t303]) % 2) == 1):
            _t304.append(_t303)
    return _t304

# <rulerun cribbage.rules: show #90 983981cd>
def _loop(st, L, _t276):
    _l0 = L[0]
    _t305 = (_a341(st, L, _t276) or ())
    _budget342[0] -= len(_t305)
    if _budget342[0] < 0: _spent343(st)
    _t307 = None
    for _t306 in _t305:
        _t308 = _c344[_l0[_t306]]
        if _t307 is None or _t308 < _t307:
            _t307 = _t308
    return _t307

# <rulerun cribbage.rules: show #91 52a9d01d>
def _loop(st, L, _t276):
    _t309 = (_range346(0, (len((L[0] or ())) - 1)) or ())
    _budget347[0] -= len(_t309)
    if _budget347[0] < 0: _spent348(st)
    _t311 = []
    for _t310 in _t309:
        if (((_t276 // [1, 2, 4, 8, 16][_t310]) % 2) == 1):
            _t311.append(_t310)
    return _t311

# <rulerun cribbage.rules: show #92 99d86aad>
def _loop(st, L):
    _t275 = (_k311 or ())
    _budget312[0] -= len(_t275)
    if _budget312[0] < 0: _spent313(st)
    _t277 = 0
    for _t276 in _t275:
        if ((len((_a317(st, L, _t276) or ())) == 3) and (_a329(st, L, _t276) and ((_a337(st, L, _t276) - _a345(st, L, _t276)) == (len((_a349(st, L, _t276) or ())) - 1)))):
            _t277 += 1
    return _t277

# <rulerun cribbage.rules: runs #93 fe7ef71d>
def _native(st, L):
    return ((5 * _a190(st, L)) if (_a230(st, L) > 0) else ((4 * _a270(st, L)) if (_a310(st, L) > 0) else (3 * _a350(st, L))))

# <rulerun cribbage.rules: show #94 70fbe104>
def _loop(st, L):
    _t312 = (L[1] or ())
    _budget352[0] -= len(_t312)
    if _budget352[0] < 0: _spent353(st)
    for _t313 in _t312:
        if not ((_c354[_t313] == _c354[L[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: show #95 0be073ee>
def _loop(st, L):
    _t315 = (L[1] or ())
    _budget357[0] -= len(_t315)
    if _budget357[0] < 0: _spent358(st)
    _t317 = 0
    for _t316 in _t315:
        if ((_c359[_t316] == 11) and (_c360[_t316] == _c360[L[2]])):
            _t317 += 1
    return _t317

# <rulerun cribbage.rules: show #96 623b85fd>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    L[1] = _st_zones[(7 + _l0)][:]
    L[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p362(st, [_l0, ((((_d132(st, [_joined133(L[1], [L[2]])]) + _d150(st, [_joined133(L[1], [L[2]])])) + _d351(st, [_joined133(L[1], [L[2]])])) + (0 if (not _a355(st, L)) else (5 if (_c356[L[2]] == _c356[L[1][0]]) else (0 if False else 4)))) + _a361(st, L)), 'the hand']) == 3: return 3

# <rulerun cribbage.rules: play_hand #97 a1e9ed96>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text365(_audience363(st), [_PlayerRef364(_st_vars[0]), ' deals']))
    _shuffle_zone366(st, 0)
    for _t318 in (_o367[_st_vars[0]] or []):
        L[2] = _t318
        _t319 = _st_zones[0][:-(6) - 1:-1]
        _t320 = (1 + _t318)
        if type(_t319) is list and _st_log is None:
            for _t321 in _t319:
                _t322 = _st_zones[_st_loc[_t321]]
                if _t322[-1] == _t321: _t322.pop()
                else: _t322.remove(_t321)
                _st_zones[_t320].append(_t321); _st_loc[_t321] = _t320
        elif _t319 is not None:
            _move_cards368(st, _t319, _t320, False)

# <rulerun cribbage.rules: play_hand #98 90f00761>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t323 = L[4]
    _t324 = 3
    if type(_t323) is list and st.log is None:
        for _t325 in _t323:
            _t326 = _st_zones[_st_loc[_t325]]
            if _t326[-1] == _t325: _t326.pop()
            else: _t326.remove(_t325)
            _st_zones[_t324].append(_t325); _st_loc[_t325] = _t324
    elif _t323 is not None:
        _move_cards369(st, _t323, _t324, False)

# <rulerun cribbage.rules: play_hand #99 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun cribbage.rules: play_hand #100 e693422f>
def _native(st, L):
    return 2

# <rulerun cribbage.rules: play_hand #101 2542aab0>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t327 = _st_zones[(1 + L[3])][:]
    _t328 = L[3]
    _t330 = len(_t327); _t329 = _comb371(_t330, 2)
    if not _t329: _no_option372(_t328, 'cards for the crib')
    if _t329 > 1:
        _t331 = (yield _t329)
        _t332 = _PICKS373.get((_t330, 2)) or _picks374(_t330, 2)
        L[4] = list(_t332[_t331](_t327)) if _t332 else _option_at370(_t327, 2, False, _t331)
    else: L[4] = _option_at370(_t327, 2, False, 0) if _t329 else None
    _t333 = L[4]
    _t334 = 3
    if type(_t333) is list and st.log is None:
        for _t335 in _t333:
            _t336 = _st_zones[_st_loc[_t335]]
            if _t336[-1] == _t335: _t336.pop()
            else: _t336.remove(_t335)
            _st_zones[_t334].append(_t335); _st_loc[_t335] = _t334
    elif _t333 is not None:
        _move_cards375(st, _t333, _t334, False)

# <rulerun cribbage.rules: play_hand #102 97e29320>
def _native(st, L):
    _st_bits = st.bits
    if st.log is not None or st.thread_player is not None: return 4
    _parts = []
    for _p in (_k379 or []):
        _l = L[:]; _l[3] = _p; st.thread_player = _p; _g = _part376(st, _l); _n = len(st.events)
        try:
            _parts.append((_p, _g, next(_g)))
        except _Stop377 as _e:
            if _e.value == 3: st.thread_player = None; return 3
        except _ExitTo378:
            del st.events[_n:]
    for _p, _g, _o in _parts:
        st.thread_player = st.inline_thread = _p; _n = len(st.events)
        try:
            while True:
                if st.decisions >= st.inline_until: raise _PlayoutCut380()
                if _st_bits is None: _a = st.chooser(_o, _p)
                else:
                    _a = _st_bits(_o.bit_length())
                    while _a >= _o: _a = _st_bits(_o.bit_length())
                st.decisions += 1; _o = _g.send(_a)
        except _Stop377 as _e:
            if _e.value == 3: st.thread_player = st.inline_thread = None; return 3
        except _ExitTo378:
            del st.events[_n:]
    st.thread_player = st.inline_thread = None

# <rulerun cribbage.rules: play_hand #103 574bcd84>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t339 = _st_zones[0]
    _t338 = 5
    if _st_log is None and _t339:
        _t337 = _t339.pop(); _st_zones[_t338].append(_t337); st.loc[_t337] = _t338
    elif _t339:
        _move_cards381(st, _t339[-1], _t338, False)
    if _st_log is not None: _st_log.append(_Text384(_audience382(st), ['the starter is ', _card_ref383(st, (_z[-1] if (_z := _st_zones[5]) else None))]))
    if (_c385[(_z[-1] if (_z := _st_zones[5]) else None)] == 11):
        if _p386(st, [st.vars[0], 2, 'his heels']) == 3: return 3

# <rulerun cribbage.rules: play_hand #104 783f7389>
def _loop(st, _i6):
    _t340 = (_i6[1] or ())
    _budget391[0] -= len(_t340)
    if _budget391[0] < 0: _spent392(st)
    for _t341 in _t340:
        if not ((_c393[_t341] == _c393[_i6[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #105 496b22d1>
def _loop(st, _i6):
    _t343 = (_i6[1] or ())
    _budget396[0] -= len(_t343)
    if _budget396[0] < 0: _spent397(st)
    _t345 = 0
    for _t344 in _t343:
        if ((_c398[_t344] == 11) and (_c399[_t344] == _c399[_i6[2]])):
            _t345 += 1
    return _t345

# <rulerun cribbage.rules: play_hand #106 6ceb8366>
def _loop(st, _i7):
    _t346 = (_i7[1] or ())
    _budget402[0] -= len(_t346)
    if _budget402[0] < 0: _spent403(st)
    for _t347 in _t346:
        if not ((_c404[_t347] == _c404[_i7[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #107 ae342297>
def _loop(st, _i7):
    _t349 = (_i7[1] or ())
    _budget406[0] -= len(_t349)
    if _budget406[0] < 0: _spent407(st)
    _t351 = 0
    for _t350 in _t349:
        if ((_c408[_t350] == 11) and (_c409[_t350] == _c409[_i7[2]])):
            _t351 += 1
    return _t351

# <rulerun cribbage.rules: play_hand #108 77ac41ea>
def _loop(st, L):
    _l0 = L[0]
    _t356 = (_l0 or ())
    _budget416[0] -= len(_t356)
    if _budget416[0] < 0: _spent417(st)
    for _t357 in _t356:
        if not ((_c418[_t357] == _c418[_l0[0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #109 84200f86>
def _loop(st, L):
    _l1 = L[1]
    _t359 = (L[0] or ())
    _budget421[0] -= len(_t359)
    if _budget421[0] < 0: _spent422(st)
    _t361 = 0
    for _t360 in _t359:
        if ((_c423[_t360] == 11) and (_c424[_t360] == _c424[_l1])):
            _t361 += 1
    return _t361

# <rulerun cribbage.rules: show_points #110 d4d9b312>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    return ((((_d412(st, [_joined413(_l0, [_l1])]) + _d414(st, [_joined413(_l0, [_l1])])) + _d415(st, [_joined413(_l0, [_l1])])) + (0 if (not _a419(st, L)) else (5 if (_c420[_l1] == _c420[_l0[0]]) else (0 if L[2] else 4)))) + _a425(st, L))

# <rulerun cribbage.rules: play_hand #111 ac6219e7>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i6l0 = ((_st_vars[0] + 1) % 2)
    _i6 = [_i6l0, None, None]
    _i6[1] = _st_zones[(7 + _i6l0)][:]
    _i6[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p401(st, [_i6l0, ((((_d387(st, [_joined388(_i6[1], [_i6[2]])]) + _d389(st, [_joined388(_i6[1], [_i6[2]])])) + _d390(st, [_joined388(_i6[1], [_i6[2]])])) + (0 if (not _a394(st, _i6)) else (5 if (_c395[_i6[2]] == _c395[_i6[1][0]]) else (0 if False else 4)))) + _a400(st, _i6)), 'the hand']) == 3: return 3
    _i7l0 = _st_vars[0]
    _i7 = [_i7l0, None, None]
    _i7[1] = _st_zones[(7 + _i7l0)][:]
    _i7[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p401(st, [_i7l0, ((((_d387(st, [_joined388(_i7[1], [_i7[2]])]) + _d389(st, [_joined388(_i7[1], [_i7[2]])])) + _d390(st, [_joined388(_i7[1], [_i7[2]])])) + (0 if (not _a405(st, _i7)) else (5 if (_c395[_i7[2]] == _c395[_i7[1][0]]) else (0 if False else 4)))) + _a410(st, _i7)), 'the hand']) == 3: return 3
    _t352 = 3
    _t353 = 4
    if _st_log is None and _t352 != _t353:
        _t354 = _st_zones[_t352]; _st_zones[_t353] += _t354
        for _t355 in _t354: _st_loc[_t355] = _t353
        _t354.clear()
    else:
        _move_cards411(st, _st_zones[_t352][:], _t353, False)
    if _p401(st, [_st_vars[0], _d426(st, [_st_zones[4][:], (_z[-1] if (_z := _st_zones[5]) else None), True]), 'the crib']) == 3: return 3
    for _t362 in (_k427 or []):
        L[7] = _t362
        _t363 = (7 + _t362)
        _t364 = 0
        if _st_log is None and _t363 != _t364:
            _t365 = _st_zones[_t363]; _st_zones[_t364] += _t365
            for _t366 in _t365: _st_loc[_t366] = _t364
            _t365.clear()
        else:
            _move_cards411(st, _st_zones[_t363][:], _t364, False)
    _t367 = 4
    _t368 = 0
    if _st_log is None and _t367 != _t368:
        _t369 = _st_zones[_t367]; _st_zones[_t368] += _t369
        for _t370 in _t369: _st_loc[_t370] = _t368
        _t369.clear()
    else:
        _move_cards411(st, _st_zones[_t367][:], _t368, False)
    _t371 = 5
    _t372 = 0
    if _st_log is None and _t371 != _t372:
        _t373 = _st_zones[_t371]; _st_zones[_t372] += _t373
        for _t374 in _t373: _st_loc[_t374] = _t372
        _t373.clear()
    else:
        _move_cards411(st, _st_zones[_t371][:], _t372, False)

# <rulerun cribbage.rules: play_hand #112 3817900e>
def _native(st, L):
    return _k428

# <rulerun cribbage.rules: play_hand #113 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun cribbage.rules: play #114 19360bba>
def _native(st, L):
    st.vars[0] = _random_item429(st, _k430)

# <rulerun cribbage.rules: play #115 7cd9fb42>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[0] = ((_st_vars[0] + 1) % 2)

# <rulerun cribbage.rules: play #116 bb845a89>
def _native(st, L):
    return True

# <rulerun cribbage.rules: peg #117 f932d969>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run433(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k434)

# <rulerun cribbage.rules: new_count #118 d0f2cd16>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run437(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k438)

# <rulerun cribbage.rules: lay #119 72c6c4e0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t375 in st.zones[(1 + L[0])]:
                if ((min(_c441[_t375], 10) + st.vars[1]) <= 31): _o.append(_t375)
            fr[1] = 1
            _t376 = L[0]
            _t377 = len(_o)
            if not _t377: _no_option443(_t376, 'card to play')
            if _t377 <= 1 and _st_log is None:
                L[1] = _o[0] if _t377 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t378 = st.chooser(_t377, _t376)
                else:
                    _t378 = _st_bits(_t377.bit_length())
                    while _t378 >= _t377: _t378 = _st_bits(_t377.bit_length())
                L[1] = _o[_t378]; st.decisions += 1
            elif _decide444(st, L, _o, _t376): return True
            pc = 1
        if pc == 1:
            _r = _run445(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k446)

# <rulerun cribbage.rules: pegging #120 e3b48f4e>
def _loop(st, L):
    _st_vars = st.vars
    for _t379 in st.zones[(1 + L[0])]:
        if ((min(_c453[_t379], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #121 97230b83>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT447[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run450(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((len(_st_zones[(1 + _k451[0])]) + len(_st_zones[(1 + _k452[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if _a454(st, L):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit455(_k456)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run457(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run458(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit449(_k, st, _d0): raise _Runaway448()
            continue
        if pc == 8:
            _r = _run459(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k460)

# <rulerun cribbage.rules: show #122 b914d693>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run463(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k464)

# <rulerun cribbage.rules: play_hand #123 a2eadb97>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run467(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step468(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t381 = L[3]
            _t384 = len(_o); _t382 = _comb470(_t384, 2)
            if not _t382: _no_option471(_t381, 'cards for the crib')
            if _t382 <= 1 and _st_log is None:
                L[4] = _option_at472(_o, 2, False, 0) if _t382 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t383 = st.chooser(_t382, _t381)
                else:
                    _t383 = _st_bits(_t382.bit_length())
                    while _t383 >= _t382: _t383 = _st_bits(_t382.bit_length())
                _t385 = _PICKS473.get((_t384, 2)) or _picks474(_t384, 2)
                L[4] = list(_t385[_t383](_o)) if _t385 else _option_at472(_o, 2, False, _t383)
                st.decisions += 1
            elif _offer469(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run475(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run476(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit477(_k478)
            fr[1] = 7; st.cur.append([3, 0, _a]); return None
        if pc == 7:
            _r = _run479(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k480)

# <rulerun cribbage.rules: play #124 b0ae9ea9>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT481[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run484(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit485(_k486)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run487(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit483(_k, st, _d0): raise _Runaway482()
            continue
        if pc == 5:
            fr[1] = 6
            if _step488(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k489)

# <rulerun cribbage.rules: pegging #125 dbff8b92>
def _loop(st, L):
    _st_vars = st.vars
    for _t386 in st.zones[(1 + L[0])]:
        if ((min(_c497[_t386], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: lay #126 e0eafcf6>
def _loop(st, _t397):
    _st_zones = st.zones
    _t399 = (_st_zones[6][:-(_t397) - 1:-1] or ())
    _budget514[0] -= len(_t399)
    if _budget514[0] < 0: _spent515(st)
    for _t400 in _t399:
        if not ((_c516[_t400] == _c516[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #127 7cdf32c2>
def _loop(st):
    _st_zones = st.zones
    _t396 = (_k511 or ())
    _budget512[0] -= len(_t396)
    if _budget512[0] < 0: _spent513(st)
    _t398 = []
    for _t397 in _t396:
        if ((len(_st_zones[6]) >= _t397) and _a517(st, _t397)):
            _t398.append(_t397)
    return _t398

# <rulerun cribbage.rules: lay #128 029dcf9d>
def _loop(st):
    _t402 = (_a518(st) or ())
    _budget519[0] -= len(_t402)
    if _budget519[0] < 0: _spent520(st)
    _t404 = None
    for _t403 in _t402:
        _t405 = _t403
        if _t404 is None or _t405 > _t404:
            _t404 = _t405
    return _t404

# <rulerun cribbage.rules: lay #129 740512b3>
def _loop(st, _t407):
    _st_zones = st.zones
    _t409 = (_st_zones[6][:-(_t407) - 1:-1] or ())
    _budget526[0] -= len(_t409)
    if _budget526[0] < 0: _spent527(st)
    for _t410 in _t409:
        _t413 = (_st_zones[6][:-(_t407) - 1:-1] or ())
        _budget526[0] -= len(_t413)
        if _budget526[0] < 0: _spent527(st)
        _t412 = 0
        for _t414 in _t413:
            if (_c528[_t414] == _c528[_t410]):
                _t412 += 1
        if not ((_t412 == 1)):
            return False
    return True

# <rulerun cribbage.rules: lay #130 b09a3653>
def _loop(st, _t407):
    _t415 = (st.zones[6][:-(_t407) - 1:-1] or ())
    _budget530[0] -= len(_t415)
    if _budget530[0] < 0: _spent531(st)
    _t417 = None
    for _t416 in _t415:
        _t418 = _c532[_t416]
        if _t417 is None or _t418 > _t417:
            _t417 = _t418
    return _t417

# <rulerun cribbage.rules: lay #131 c5db57b9>
def _loop(st, _t407):
    _t419 = (st.zones[6][:-(_t407) - 1:-1] or ())
    _budget534[0] -= len(_t419)
    if _budget534[0] < 0: _spent535(st)
    _t421 = None
    for _t420 in _t419:
        _t422 = _c536[_t420]
        if _t421 is None or _t422 < _t421:
            _t421 = _t422
    return _t421

# <rulerun cribbage.rules: lay #132 04927be1>
def _loop(st):
    _st_zones = st.zones
    _t406 = (_k523 or ())
    _budget524[0] -= len(_t406)
    if _budget524[0] < 0: _spent525(st)
    _t408 = []
    for _t407 in _t406:
        if (((len(_st_zones[6]) >= _t407) and _a529(st, _t407)) and ((_a533(st, _t407) - _a537(st, _t407)) == (_t407 - 1))):
            _t408.append(_t407)
    return _t408

# <rulerun cribbage.rules: lay #133 07f8eec9>
def _loop(st):
    _t423 = (_joined522([0], _a538(st)) or ())
    _budget539[0] -= len(_t423)
    if _budget539[0] < 0: _spent540(st)
    _t425 = None
    for _t424 in _t423:
        _t426 = _t424
        if _t425 is None or _t426 > _t425:
            _t425 = _t426
    return _t425

# <rulerun cribbage.rules: lay #134 playout 5b61d0aa>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t388 = []
    for _t389 in _st_zones[(1 + _l0)]:
        if ((min(_c499[_t389], 10) + _st_vars[1]) <= 31): _t388.append(_t389)
    _t390 = _l0
    _t391 = len(_t388)
    if not _t391: _no_option502(_t390, 'card to play')
    if _t391 <= 1 and _st_log is None:
        L[1] = _t388[0] if _t391 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t392 = st.chooser(_t391, _t390)
        else:
            _t392 = _st_bits(_t391.bit_length())
            while _t392 >= _t391: _t392 = _st_bits(_t391.bit_length())
        L[1] = _t388[_t392]; st.decisions += 1
    elif _decide503(st, L, _t388, _t390): raise _PlayoutCut500()
    st.cvars[L[1]] = _l0
    _t393 = L[1]
    _t394 = 6
    if type(_t393) is int and _st_log is None:
        _t395 = _st_zones[_st_loc[_t393]]
        if _t395[-1] == _t393: _t395.pop()
        else: _t395.remove(_t393)
        _st_zones[_t394].append(_t393); _st_loc[_t393] = _t394
    elif _t393 is not None:
        _move_cards504(st, _t393, _t394, False)
    _st_vars[1] = _st_vars[1] + min(_c499[L[1]], 10)
    if _st_log is not None: _st_log.append(_Text509(_audience505(st), [_PlayerRef506(_l0), ' lays ', _card_ref507(st, L[1]), ': ', _plain508(_st_vars[1])]))
    if (_st_vars[1] == 15):
        if _p510(st, [_l0, 2, 'fifteen']) == 3: return 3
    if (_st_vars[1] == 31):
        if _p510(st, [_l0, 2, 'thirty-one']) == 3: return 3
    if _p510(st, [_l0, [0, 0, 2, 6, 12][_a521(st)], 'a pair']) == 3: return 3
    if _p510(st, [_l0, _a541(st), 'a run']) == 3: return 3

# <rulerun cribbage.rules: pegging #135 91d40139>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT490[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run493(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region494(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((len(_st_zones[(1 + _k495[0])]) + len(_st_zones[(1 + _k496[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if _a498(st, L):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            if st.thread_player == st.inline_thread:
                if _p542(st, [L[0], None]) == 3: return True
                pc = 4
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit543(_k544)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run545(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run546(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit492(_k, st, _d0): raise _Runaway491()
            continue
        if pc == 8:
            _r = _run547(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k548)

# <rulerun cribbage.rules: pegging #136 dbcadb3e>
def _loop(st, L):
    _st_vars = st.vars
    for _t432 in st.zones[(1 + L[0])]:
        if ((min(_c566[_t432], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #137 8c1d62cc>
def _loop(st, _t443):
    _st_zones = st.zones
    _t445 = (_st_zones[6][:-(_t443) - 1:-1] or ())
    _budget583[0] -= len(_t445)
    if _budget583[0] < 0: _spent584(st)
    for _t446 in _t445:
        if not ((_c585[_t446] == _c585[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #138 bdc2603c>
def _loop(st):
    _st_zones = st.zones
    _t442 = (_k580 or ())
    _budget581[0] -= len(_t442)
    if _budget581[0] < 0: _spent582(st)
    _t444 = []
    for _t443 in _t442:
        if ((len(_st_zones[6]) >= _t443) and _a586(st, _t443)):
            _t444.append(_t443)
    return _t444

# <rulerun cribbage.rules: pegging #139 acc3a440>
def _loop(st):
    _t448 = (_a587(st) or ())
    _budget588[0] -= len(_t448)
    if _budget588[0] < 0: _spent589(st)
    _t450 = None
    for _t449 in _t448:
        _t451 = _t449
        if _t450 is None or _t451 > _t450:
            _t450 = _t451
    return _t450

# <rulerun cribbage.rules: pegging #140 733593f8>
def _loop(st, _t453):
    _st_zones = st.zones
    _t455 = (_st_zones[6][:-(_t453) - 1:-1] or ())
    _budget595[0] -= len(_t455)
    if _budget595[0] < 0: _spent596(st)
    for _t456 in _t455:
        _t459 = (_st_zones[6][:-(_t453) - 1:-1] or ())
        _budget595[0] -= len(_t459)
        if _budget595[0] < 0: _spent596(st)
        _t458 = 0
        for _t460 in _t459:
            if (_c597[_t460] == _c597[_t456]):
                _t458 += 1
        if not ((_t458 == 1)):
            return False
    return True

# <rulerun cribbage.rules: pegging #141 cf43d3f3>
def _loop(st, _t453):
    _t461 = (st.zones[6][:-(_t453) - 1:-1] or ())
    _budget599[0] -= len(_t461)
    if _budget599[0] < 0: _spent600(st)
    _t463 = None
    for _t462 in _t461:
        _t464 = _c601[_t462]
        if _t463 is None or _t464 > _t463:
            _t463 = _t464
    return _t463

# <rulerun cribbage.rules: pegging #142 1835fc4c>
def _loop(st, _t453):
    _t465 = (st.zones[6][:-(_t453) - 1:-1] or ())
    _budget603[0] -= len(_t465)
    if _budget603[0] < 0: _spent604(st)
    _t467 = None
    for _t466 in _t465:
        _t468 = _c605[_t466]
        if _t467 is None or _t468 < _t467:
            _t467 = _t468
    return _t467

# <rulerun cribbage.rules: pegging #143 4e946a75>
def _loop(st):
    _st_zones = st.zones
    _t452 = (_k592 or ())
    _budget593[0] -= len(_t452)
    if _budget593[0] < 0: _spent594(st)
    _t454 = []
    for _t453 in _t452:
        if (((len(_st_zones[6]) >= _t453) and _a598(st, _t453)) and ((_a602(st, _t453) - _a606(st, _t453)) == (_t453 - 1))):
            _t454.append(_t453)
    return _t454

# <rulerun cribbage.rules: pegging #144 8e37a5eb>
def _loop(st):
    _t469 = (_joined591([0], _a607(st)) or ())
    _budget608[0] -= len(_t469)
    if _budget608[0] < 0: _spent609(st)
    _t471 = None
    for _t470 in _t469:
        _t472 = _t470
        if _t471 is None or _t472 > _t471:
            _t471 = _t472
    return _t471

# <rulerun cribbage.rules: pegging #145 playout 8e86d4a0>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[0] = ((_st_vars[0] + 1) % 2)
    L[1] = L[0]
    while ((len(_st_zones[(1 + _k562[0])]) + len(_st_zones[(1 + _k563[1])])) > 0):
        _budget564[0] -= 1
        if _budget564[0] < 0: _spent565(st)
        if _a567(st, L):
            _i8l0 = L[0]
            _i8 = [_i8l0, None]
            _t434 = []
            for _t435 in _st_zones[(1 + _i8l0)]:
                if ((min(_c568[_t435], 10) + _st_vars[1]) <= 31): _t434.append(_t435)
            _t436 = _i8l0
            _t437 = len(_t434)
            if not _t437: _no_option571(_t436, 'card to play')
            if _t437 <= 1 and _st_log is None:
                _i8[1] = _t434[0] if _t437 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t438 = st.chooser(_t437, _t436)
                else:
                    _t438 = _st_bits(_t437.bit_length())
                    while _t438 >= _t437: _t438 = _st_bits(_t437.bit_length())
                _i8[1] = _t434[_t438]; st.decisions += 1
            elif _decide572(st, _i8, _t434, _t436): raise _PlayoutCut569()
            _st_cvars[_i8[1]] = _i8l0
            _t439 = _i8[1]
            _t440 = 6
            if type(_t439) is int and _st_log is None:
                _t441 = _st_zones[_st_loc[_t439]]
                if _t441[-1] == _t439: _t441.pop()
                else: _t441.remove(_t439)
                _st_zones[_t440].append(_t439); _st_loc[_t439] = _t440
            elif _t439 is not None:
                _move_cards573(st, _t439, _t440, False)
            _st_vars[1] = _st_vars[1] + min(_c568[_i8[1]], 10)
            if _st_log is not None: _st_log.append(_Text578(_audience574(st), [_PlayerRef575(_i8l0), ' lays ', _card_ref576(st, _i8[1]), ': ', _plain577(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p579(st, [_i8l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p579(st, [_i8l0, 2, 'thirty-one']) == 3: return 3
            if _p579(st, [_i8l0, [0, 0, 2, 6, 12][_a590(st)], 'a pair']) == 3: return 3
            if _p579(st, [_i8l0, _a610(st), 'a run']) == 3: return 3
            L[1] = L[0]
            if (_st_vars[1] == 31):
                _i9 = [None, None, None]
                _st_vars[1] = 0
                for _t473 in _st_zones[6][:]:
                    _i9[2] = _t473
                    _t474 = _t473
                    _t475 = (7 + _st_cvars[_t473])
                    if type(_t474) is int and _st_log is None:
                        _t476 = _st_zones[_st_loc[_t474]]
                        if _t476[-1] == _t474: _t476.pop()
                        else: _t476.remove(_t474)
                        _st_zones[_t475].append(_t474); _st_loc[_t474] = _t475
                    elif _t474 is not None:
                        _move_cards573(st, _t474, _t475, False)
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell611(st, (_player_text612(L[0]) + ' says go'), None)
            if _d613(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if _p579(st, [L[1], 1, 'the go']) == 3: return 3
                _i10 = [None, None, None]
                _st_vars[1] = 0
                for _t477 in _st_zones[6][:]:
                    _i10[2] = _t477
                    _t478 = _t477
                    _t479 = (7 + _st_cvars[_t477])
                    if type(_t478) is int and _st_log is None:
                        _t480 = _st_zones[_st_loc[_t478]]
                        if _t480[-1] == _t478: _t480.pop()
                        else: _t480.remove(_t478)
                        _st_zones[_t479].append(_t478); _st_loc[_t478] = _t479
                    elif _t478 is not None:
                        _move_cards573(st, _t478, _t479, False)
                L[0] = ((L[1] + 1) % 2)
    if (_st_vars[1] > 0):
        if _p579(st, [L[1], 1, 'the last card']) == 3: return 3
    _i11 = [None, None, None]
    _st_vars[1] = 0
    for _t481 in _st_zones[6][:]:
        _i11[2] = _t481
        _t482 = _t481
        _t483 = (7 + _st_cvars[_t481])
        if type(_t482) is int and _st_log is None:
            _t484 = _st_zones[_st_loc[_t482]]
            if _t484[-1] == _t482: _t484.pop()
            else: _t484.remove(_t482)
            _st_zones[_t483].append(_t482); _st_loc[_t482] = _t483
        elif _t482 is not None:
            _move_cards573(st, _t482, _t483, False)

# <rulerun cribbage.rules: play_hand #146 4af4fdef>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run551(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region552(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step553(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t427 = L[3]
            _t430 = len(_o); _t428 = _comb555(_t430, 2)
            if not _t428: _no_option556(_t427, 'cards for the crib')
            if _t428 <= 1 and _st_log is None:
                L[4] = _option_at557(_o, 2, False, 0) if _t428 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t429 = st.chooser(_t428, _t427)
                else:
                    _t429 = _st_bits(_t428.bit_length())
                    while _t429 >= _t428: _t429 = _st_bits(_t428.bit_length())
                _t431 = _PICKS558.get((_t430, 2)) or _picks559(_t430, 2)
                L[4] = list(_t431[_t429](_o)) if _t431 else _option_at557(_o, 2, False, _t429)
                st.decisions += 1
            elif _offer554(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run560(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run561(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p614(st, [None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit615(_k616)
                fr[1] = 7; st.cur.append([3, 0, _a]); return None
        if pc == 7:
            _r = _run617(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k618)

# <rulerun cribbage.rules: rank #147 a95737d4>
def _native(st, p):
    return (st.vars[2 + p], )

