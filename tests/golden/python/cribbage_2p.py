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

# <rulerun cribbage.rules: lay #2 1156307f>
def _loop(st, _t7):
    _st_zones = st.zones
    _t9 = (_st_zones[6][:-(_t7) - 1:-1] or ())
    _budget15[0] -= len(_t9)
    if _budget15[0] < 0: _spent16(st)
    for _t10 in _t9:
        if not ((_c17[_t10] == _c17[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #3 a77ccd9b>
def _loop(st):
    _st_zones = st.zones
    _t8 = []
    for _t7 in (_k14 or ()):
        if ((len(_st_zones[6]) >= _t7) and _a18(st, _t7)):
            _t8.append(_t7)
    return _t8

# <rulerun cribbage.rules: lay #4 01e9087f>
def _loop(st):
    _t12 = (_a19(st) or ())
    _budget20[0] -= len(_t12)
    if _budget20[0] < 0: _spent21(st)
    _t14 = None
    for _t13 in _t12:
        _t15 = _t13
        if _t14 is None or _t15 > _t14:
            _t14 = _t15
    return _t14

# <rulerun cribbage.rules: lay #5 4e002ad2>
def _loop(st, _t16):
    _st_zones = st.zones
    _t18 = (_st_zones[6][:-(_t16) - 1:-1] or ())
    _budget25[0] -= len(_t18)
    if _budget25[0] < 0: _spent26(st)
    for _t19 in _t18:
        _t22 = (_st_zones[6][:-(_t16) - 1:-1] or ())
        _budget25[0] -= len(_t22)
        if _budget25[0] < 0: _spent26(st)
        _t21 = 0
        for _t23 in _t22:
            if (_c27[_t23] == _c27[_t19]):
                _t21 += 1
        if not ((_t21 == 1)):
            return False
    return True

# <rulerun cribbage.rules: lay #6 08c743db>
def _loop(st, _t16):
    _t24 = (st.zones[6][:-(_t16) - 1:-1] or ())
    _budget29[0] -= len(_t24)
    if _budget29[0] < 0: _spent30(st)
    _t26 = None
    for _t25 in _t24:
        _t27 = _c31[_t25]
        if _t26 is None or _t27 > _t26:
            _t26 = _t27
    return _t26

# <rulerun cribbage.rules: lay #7 5ddb0dd6>
def _loop(st, _t16):
    _t28 = (st.zones[6][:-(_t16) - 1:-1] or ())
    _budget33[0] -= len(_t28)
    if _budget33[0] < 0: _spent34(st)
    _t30 = None
    for _t29 in _t28:
        _t31 = _c35[_t29]
        if _t30 is None or _t31 < _t30:
            _t30 = _t31
    return _t30

# <rulerun cribbage.rules: lay #8 0bbd272f>
def _loop(st):
    _st_zones = st.zones
    _t17 = []
    for _t16 in (_k24 or ()):
        if (((len(_st_zones[6]) >= _t16) and _a28(st, _t16)) and ((_a32(st, _t16) - _a36(st, _t16)) == (_t16 - 1))):
            _t17.append(_t16)
    return _t17

# <rulerun cribbage.rules: lay #9 fbf931e8>
def _loop(st):
    _t32 = (_joined23([0], _a37(st)) or ())
    _budget38[0] -= len(_t32)
    if _budget38[0] < 0: _spent39(st)
    _t34 = None
    for _t33 in _t32:
        _t35 = _t33
        if _t34 is None or _t35 > _t34:
            _t34 = _t35
    return _t34

# <rulerun cribbage.rules: lay #10 1db93b99>
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
    if _p13(st, [_l0, [0, 0, 2, 6, 12][_a22(st)], 'a pair']) == 3: return 3
    if _p13(st, [_l0, _a40(st), 'a run']) == 3: return 3

# <rulerun cribbage.rules: lay #11 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun cribbage.rules: lay #12 d8428cb5>
def _native(st, L):
    return ((min(_c41[L[1]], 10) + st.vars[1]) <= 31)

# <rulerun cribbage.rules: lay #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: pegging #14 2e5602fe>
def _native(st, L):
    L[0] = ((st.vars[0] + 1) % 2)
    L[1] = L[0]

# <rulerun cribbage.rules: pegging #15 d6ca8d44>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = L[0]
    if (_st_vars[1] == 31):
        _i0 = [None, None, None]
        _st_vars[1] = 0
        for _t36 in _st_zones[6][:]:
            _i0[2] = _t36
            _t37 = _t36
            _t38 = (7 + st.cvars[_t36])
            if type(_t37) is int and st.log is None:
                _t39 = _st_zones[_st_loc[_t37]]
                if _t39[-1] == _t37: _t39.pop()
                else: _t39.remove(_t37)
                _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
            elif _t37 is not None:
                _move_cards42(st, _t37, _t38, False)
    L[0] = ((L[0] + 1) % 2)

# <rulerun cribbage.rules: can_play #16 422bf584>
def _native(st, L):
    _st_vars = st.vars
    _t40 = False
    for _t41 in st.zones[(1 + L[0])]:
        if ((min(_c45[_t41], 10) + _st_vars[1]) <= 31):
            _t40 = True
            break
    return _t40

# <rulerun cribbage.rules: pegging #17 7941e54d>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not not _st_zones[(1 + L[0])]):
        if _st_log is not None: _tell43(st, (_player_text44(L[0]) + ' says go'), None)
    if _d46(st, [((L[0] + 1) % 2)]):
        L[0] = ((L[0] + 1) % 2)
    else:
        if (not not _st_zones[(1 + ((L[0] + 1) % 2))]):
            if _st_log is not None: _tell43(st, (_player_text44(((L[0] + 1) % 2)) + ' says go'), None)
        if _p47(st, [_l1, 1, 'the go']) == 3: return 3
        _i1 = [None, None, None]
        st.vars[1] = 0
        for _t42 in _st_zones[6][:]:
            _i1[2] = _t42
            _t43 = _t42
            _t44 = (7 + st.cvars[_t42])
            if type(_t43) is int and _st_log is None:
                _t45 = _st_zones[_st_loc[_t43]]
                if _t45[-1] == _t43: _t45.pop()
                else: _t45.remove(_t43)
                _st_zones[_t44].append(_t43); _st_loc[_t43] = _t44
            elif _t43 is not None:
                _move_cards48(st, _t43, _t44, False)
        L[0] = ((_l1 + 1) % 2)

# <rulerun cribbage.rules: pegging #18 14677cfc>
def _loop(st, L):
    _st_vars = st.vars
    for _t48 in st.zones[(1 + L[0])]:
        if ((min(_c54[_t48], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: peg #19 playout c0ed050e>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == 0):
        return 2
    _st_vars[2 + _l0] = _st_vars[2 + _l0] + _l1
    if _st_log is not None: _st_log.append(_Text70(_audience67(st), [_PlayerRef68(_l0), ' pegs ', _plain69(_l1), ' for ', _plain69(L[2]), ' (', _plain69(_st_vars[2 + _l0]), ')']))
    if (_st_vars[2 + _l0] >= 121):
        _end_game71(st, _l0, True); return 3

# <rulerun cribbage.rules: pegging #20 1ba04c27>
def _loop(st, _t58):
    _st_zones = st.zones
    _t60 = (_st_zones[6][:-(_t58) - 1:-1] or ())
    _budget74[0] -= len(_t60)
    if _budget74[0] < 0: _spent75(st)
    for _t61 in _t60:
        if not ((_c76[_t61] == _c76[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #21 e31f0b00>
def _loop(st):
    _st_zones = st.zones
    _t59 = []
    for _t58 in (_k73 or ()):
        if ((len(_st_zones[6]) >= _t58) and _a77(st, _t58)):
            _t59.append(_t58)
    return _t59

# <rulerun cribbage.rules: pegging #22 cdb28d03>
def _loop(st):
    _t63 = (_a78(st) or ())
    _budget79[0] -= len(_t63)
    if _budget79[0] < 0: _spent80(st)
    _t65 = None
    for _t64 in _t63:
        _t66 = _t64
        if _t65 is None or _t66 > _t65:
            _t65 = _t66
    return _t65

# <rulerun cribbage.rules: pegging #23 8e759241>
def _loop(st, _t67):
    _st_zones = st.zones
    _t69 = (_st_zones[6][:-(_t67) - 1:-1] or ())
    _budget84[0] -= len(_t69)
    if _budget84[0] < 0: _spent85(st)
    for _t70 in _t69:
        _t73 = (_st_zones[6][:-(_t67) - 1:-1] or ())
        _budget84[0] -= len(_t73)
        if _budget84[0] < 0: _spent85(st)
        _t72 = 0
        for _t74 in _t73:
            if (_c86[_t74] == _c86[_t70]):
                _t72 += 1
        if not ((_t72 == 1)):
            return False
    return True

# <rulerun cribbage.rules: pegging #24 c77d26a9>
def _loop(st, _t67):
    _t75 = (st.zones[6][:-(_t67) - 1:-1] or ())
    _budget88[0] -= len(_t75)
    if _budget88[0] < 0: _spent89(st)
    _t77 = None
    for _t76 in _t75:
        _t78 = _c90[_t76]
        if _t77 is None or _t78 > _t77:
            _t77 = _t78
    return _t77

# <rulerun cribbage.rules: pegging #25 0ccbc2e3>
def _loop(st, _t67):
    _t79 = (st.zones[6][:-(_t67) - 1:-1] or ())
    _budget92[0] -= len(_t79)
    if _budget92[0] < 0: _spent93(st)
    _t81 = None
    for _t80 in _t79:
        _t82 = _c94[_t80]
        if _t81 is None or _t82 < _t81:
            _t81 = _t82
    return _t81

# <rulerun cribbage.rules: pegging #26 95021bae>
def _loop(st):
    _st_zones = st.zones
    _t68 = []
    for _t67 in (_k83 or ()):
        if (((len(_st_zones[6]) >= _t67) and _a87(st, _t67)) and ((_a91(st, _t67) - _a95(st, _t67)) == (_t67 - 1))):
            _t68.append(_t67)
    return _t68

# <rulerun cribbage.rules: pegging #27 1232ff80>
def _loop(st):
    _t83 = (_joined82([0], _a96(st)) or ())
    _budget97[0] -= len(_t83)
    if _budget97[0] < 0: _spent98(st)
    _t85 = None
    for _t84 in _t83:
        _t86 = _t84
        if _t85 is None or _t86 > _t85:
            _t85 = _t86
    return _t85

# <rulerun cribbage.rules: pegging #28 ef5c3978>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t46 = 0; _t47 = st.decisions
    while ((len(_st_zones[(1 + _k49[0])]) + len(_st_zones[(1 + _k50[1])])) > 0):
        _t46 += 1
        if _t46 > _LIMIT51[0] and _over_limit52(_t46, st, _t47): raise _Runaway53()
        if _a55(st, L):
            _i2l0 = L[0]
            _i2 = [_i2l0, None]
            _t50 = []
            for _t51 in _st_zones[(1 + _i2l0)]:
                if ((min(_c56[_t51], 10) + _st_vars[1]) <= 31): _t50.append(_t51)
            _t52 = _i2l0
            _t53 = len(_t50)
            if not _t53: _no_option59(_t52, 'card to play')
            if _t53 <= 1 and _st_log is None:
                _i2[1] = _t50[0] if _t53 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t54 = st.chooser(_t53, _t52)
                else:
                    _t54 = _st_bits(_t53.bit_length())
                    while _t54 >= _t53: _t54 = _st_bits(_t53.bit_length())
                _i2[1] = _t50[_t54]; st.decisions += 1
            elif _decide60(st, _i2, _t50, _t52): raise _PlayoutCut57()
            _st_cvars[_i2[1]] = _i2l0
            _t55 = _i2[1]
            _t56 = 6
            if type(_t55) is int and _st_log is None:
                _t57 = _st_zones[_st_loc[_t55]]
                if _t57[-1] == _t55: _t57.pop()
                else: _t57.remove(_t55)
                _st_zones[_t56].append(_t55); _st_loc[_t55] = _t56
            elif _t55 is not None:
                _move_cards61(st, _t55, _t56, False)
            _st_vars[1] = _st_vars[1] + min(_c56[_i2[1]], 10)
            if _st_log is not None: _st_log.append(_Text66(_audience62(st), [_PlayerRef63(_i2l0), ' lays ', _card_ref64(st, _i2[1]), ': ', _plain65(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p72(st, [_i2l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p72(st, [_i2l0, 2, 'thirty-one']) == 3: return 3
            if _p72(st, [_i2l0, [0, 0, 2, 6, 12][_a81(st)], 'a pair']) == 3: return 3
            if _p72(st, [_i2l0, _a99(st), 'a run']) == 3: return 3
            L[1] = L[0]
            if (_st_vars[1] == 31):
                _i3 = [None, None, None]
                _st_vars[1] = 0
                for _t87 in _st_zones[6][:]:
                    _i3[2] = _t87
                    _t88 = _t87
                    _t89 = (7 + _st_cvars[_t87])
                    if type(_t88) is int and _st_log is None:
                        _t90 = _st_zones[_st_loc[_t88]]
                        if _t90[-1] == _t88: _t90.pop()
                        else: _t90.remove(_t88)
                        _st_zones[_t89].append(_t88); _st_loc[_t88] = _t89
                    elif _t88 is not None:
                        _move_cards61(st, _t88, _t89, False)
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell100(st, (_player_text101(L[0]) + ' says go'), None)
            if _d102(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if (not not _st_zones[(1 + ((L[0] + 1) % 2))]):
                    if _st_log is not None: _tell100(st, (_player_text101(((L[0] + 1) % 2)) + ' says go'), None)
                if _p72(st, [L[1], 1, 'the go']) == 3: return 3
                _i4 = [None, None, None]
                _st_vars[1] = 0
                for _t91 in _st_zones[6][:]:
                    _i4[2] = _t91
                    _t92 = _t91
                    _t93 = (7 + _st_cvars[_t91])
                    if type(_t92) is int and _st_log is None:
                        _t94 = _st_zones[_st_loc[_t92]]
                        if _t94[-1] == _t92: _t94.pop()
                        else: _t94.remove(_t92)
                        _st_zones[_t93].append(_t92); _st_loc[_t92] = _t93
                    elif _t92 is not None:
                        _move_cards61(st, _t92, _t93, False)
                L[0] = ((L[1] + 1) % 2)

# <rulerun cribbage.rules: pegging #29 bf0263f3>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if (_st_vars[1] > 0):
        if _p103(st, [L[1], 1, 'the last card']) == 3: return 3
    _i5 = [None, None, None]
    _st_vars[1] = 0
    for _t95 in _st_zones[6][:]:
        _i5[2] = _t95
        _t96 = _t95
        _t97 = (7 + st.cvars[_t95])
        if type(_t96) is int and st.log is None:
            _t98 = _st_zones[_st_loc[_t96]]
            if _t98[-1] == _t96: _t98.pop()
            else: _t98.remove(_t96)
            _st_zones[_t97].append(_t96); _st_loc[_t96] = _t97
        elif _t96 is not None:
            _move_cards104(st, _t96, _t97, False)

# <rulerun cribbage.rules: pegging #30 edb83de7>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(1 + _k105[0])]) + len(_st_zones[(1 + _k106[1])])) > 0)

# <rulerun cribbage.rules: pegging #31 295f8d90>
def _loop(st, L):
    _st_vars = st.vars
    for _t99 in st.zones[(1 + L[0])]:
        if ((min(_c107[_t99], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #32 e6afb699>
def _native(st, L):
    return _a108(st, L)

# <rulerun cribbage.rules: pegging #33 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: show #34 d3d1ec8b>
def _loop(st, L, _t102):
    _t103 = (_range110(0, (len((L[0] or ())) - 1)) or ())
    _budget111[0] -= len(_t103)
    if _budget111[0] < 0: _spent112(st)
    _t105 = []
    for _t104 in _t103:
        if (((_t102 // [1, 2, 4, 8, 16][_t104]) % 2) == 1):
            _t105.append(_t104)
    return _t105

# <rulerun cribbage.rules: show #35 608eb150>
def _loop(st, L, _t102):
    _t106 = (_range114(0, (len((L[0] or ())) - 1)) or ())
    _budget115[0] -= len(_t106)
    if _budget115[0] < 0: _spent116(st)
    _t108 = []
    for _t107 in _t106:
        if (((_t102 // [1, 2, 4, 8, 16][_t107]) % 2) == 1):
            _t108.append(_t107)
    return _t108

# <rulerun cribbage.rules: pip #36 e292eb8f>
def _native(st, L):
    return min(_c120[L[0]], 10)

# <rulerun cribbage.rules: show #37 7d28e774>
def _loop(st, L, _t102):
    _l0 = L[0]
    _t109 = (_a117(st, L, _t102) or ())
    _budget118[0] -= len(_t109)
    if _budget118[0] < 0: _spent119(st)
    _t111 = 0
    for _t110 in _t109:
        _t111 += _d121(st, [_l0[_t110]])
    return _t111

# <rulerun cribbage.rules: fifteens #38 fa42ac96>
def _native(st, L):
    _t101 = 0
    for _t102 in (_k109 or ()):
        if ((not not (_a113(st, L, _t102) or ())) and (_a122(st, L, _t102) == 15)):
            _t101 += 1
    return (2 * _t101)

# <rulerun cribbage.rules: show #39 32aaee04>
def _loop(st, L, _t113):
    _t114 = (_range126(0, (len((L[0] or ())) - 1)) or ())
    _budget127[0] -= len(_t114)
    if _budget127[0] < 0: _spent128(st)
    _t116 = []
    for _t115 in _t114:
        if (((_t113 // [1, 2, 4, 8, 16][_t115]) % 2) == 1):
            _t116.append(_t115)
    return _t116

# <rulerun cribbage.rules: show #40 19133d84>
def _loop(st, L, _t113):
    _t117 = (_range130(0, (len((L[0] or ())) - 1)) or ())
    _budget131[0] -= len(_t117)
    if _budget131[0] < 0: _spent132(st)
    _t119 = []
    for _t118 in _t117:
        if (((_t113 // [1, 2, 4, 8, 16][_t118]) % 2) == 1):
            _t119.append(_t118)
    return _t119

# <rulerun cribbage.rules: show #41 00887e5c>
def _loop(st, L, _t113):
    _t120 = (_range135(0, (len((L[0] or ())) - 1)) or ())
    _budget136[0] -= len(_t120)
    if _budget136[0] < 0: _spent137(st)
    _t122 = []
    for _t121 in _t120:
        if (((_t113 // [1, 2, 4, 8, 16][_t121]) % 2) == 1):
            _t122.append(_t121)
    return _t122

# <rulerun cribbage.rules: pairs #42 cc420166>
def _native(st, L):
    _l0 = L[0]
    _t112 = 0
    for _t113 in (_k125 or ()):
        if ((len((_a129(st, L, _t113) or ())) == 2) and (_c134[_l0[_a133(st, L, _t113)[0]]] == _c134[_l0[_a138(st, L, _t113)[1]]])):
            _t112 += 1
    return (2 * _t112)

# <rulerun cribbage.rules: show #43 6892111f>
def _loop(st, L, _t123):
    _t125 = (_range141(0, (len((L[0] or ())) - 1)) or ())
    _budget142[0] -= len(_t125)
    if _budget142[0] < 0: _spent143(st)
    _t127 = []
    for _t126 in _t125:
        if (((_t123 // [1, 2, 4, 8, 16][_t126]) % 2) == 1):
            _t127.append(_t126)
    return _t127

# <rulerun cribbage.rules: show #44 6cc5f308>
def _loop(st, L, _t123):
    _t128 = (_range145(0, (len((L[0] or ())) - 1)) or ())
    _budget146[0] -= len(_t128)
    if _budget146[0] < 0: _spent147(st)
    _t130 = []
    for _t129 in _t128:
        if (((_t123 // [1, 2, 4, 8, 16][_t129]) % 2) == 1):
            _t130.append(_t129)
    return _t130

# <rulerun cribbage.rules: show #45 669942a3>
def _loop(st, L, _t123):
    _t135 = (_range151(0, (len((L[0] or ())) - 1)) or ())
    _budget152[0] -= len(_t135)
    if _budget152[0] < 0: _spent153(st)
    _t137 = []
    for _t136 in _t135:
        if (((_t123 // [1, 2, 4, 8, 16][_t136]) % 2) == 1):
            _t137.append(_t136)
    return _t137

# <rulerun cribbage.rules: show #46 6e59961c>
def _loop(st, L, _t123):
    _l0 = L[0]
    _t131 = (_a148(st, L, _t123) or ())
    _budget149[0] -= len(_t131)
    if _budget149[0] < 0: _spent150(st)
    _t138 = _NOT_YET
    _t139 = _NOT_YET
    for _t132 in _t131:
        _t140 = ((_t139 if _t139 is not _NOT_YET else (_t139 := (_t138 if _t138 is not _NOT_YET else (_t138 := _a154(st, L, _t123))))) or ())
        _budget149[0] -= len(_t140)
        if _budget149[0] < 0: _spent150(st)
        _t134 = 0
        for _t141 in _t140:
            if (_c155[_l0[_t141]] == _c155[_l0[_t132]]):
                _t134 += 1
        if not ((_t134 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #47 9ce5fb47>
def _loop(st, L, _t123):
    _t142 = (_range157(0, (len((L[0] or ())) - 1)) or ())
    _budget158[0] -= len(_t142)
    if _budget158[0] < 0: _spent159(st)
    _t144 = []
    for _t143 in _t142:
        if (((_t123 // [1, 2, 4, 8, 16][_t143]) % 2) == 1):
            _t144.append(_t143)
    return _t144

# <rulerun cribbage.rules: show #48 47a1062a>
def _loop(st, L, _t123):
    _l0 = L[0]
    _t145 = (_a160(st, L, _t123) or ())
    _budget161[0] -= len(_t145)
    if _budget161[0] < 0: _spent162(st)
    _t147 = None
    for _t146 in _t145:
        _t148 = _c163[_l0[_t146]]
        if _t147 is None or _t148 > _t147:
            _t147 = _t148
    return _t147

# <rulerun cribbage.rules: show #49 37e629d1>
def _loop(st, L, _t123):
    _t149 = (_range165(0, (len((L[0] or ())) - 1)) or ())
    _budget166[0] -= len(_t149)
    if _budget166[0] < 0: _spent167(st)
    _t151 = []
    for _t150 in _t149:
        if (((_t123 // [1, 2, 4, 8, 16][_t150]) % 2) == 1):
            _t151.append(_t150)
    return _t151

# <rulerun cribbage.rules: show #50 1d951f7d>
def _loop(st, L, _t123):
    _l0 = L[0]
    _t152 = (_a168(st, L, _t123) or ())
    _budget169[0] -= len(_t152)
    if _budget169[0] < 0: _spent170(st)
    _t154 = None
    for _t153 in _t152:
        _t155 = _c171[_l0[_t153]]
        if _t154 is None or _t155 < _t154:
            _t154 = _t155
    return _t154

# <rulerun cribbage.rules: show #51 8c7f1cbd>
def _loop(st, L, _t123):
    _t156 = (_range173(0, (len((L[0] or ())) - 1)) or ())
    _budget174[0] -= len(_t156)
    if _budget174[0] < 0: _spent175(st)
    _t158 = []
    for _t157 in _t156:
        if (((_t123 // [1, 2, 4, 8, 16][_t157]) % 2) == 1):
            _t158.append(_t157)
    return _t158

# <rulerun cribbage.rules: show #52 7c82b547>
def _loop(st, L):
    _t124 = 0
    for _t123 in (_k140 or ()):
        if ((len((_a144(st, L, _t123) or ())) == 5) and (_a156(st, L, _t123) and ((_a164(st, L, _t123) - _a172(st, L, _t123)) == (len((_a176(st, L, _t123) or ())) - 1)))):
            _t124 += 1
    return _t124

# <rulerun cribbage.rules: show #53 11bac8b8>
def _loop(st, L, _t159):
    _t161 = (_range179(0, (len((L[0] or ())) - 1)) or ())
    _budget180[0] -= len(_t161)
    if _budget180[0] < 0: _spent181(st)
    _t163 = []
    for _t162 in _t161:
        if (((_t159 // [1, 2, 4, 8, 16][_t162]) % 2) == 1):
            _t163.append(_t162)
    return _t163

# <rulerun cribbage.rules: show #54 2f2438f0>
def _loop(st, L, _t159):
    _t164 = (_range183(0, (len((L[0] or ())) - 1)) or ())
    _budget184[0] -= len(_t164)
    if _budget184[0] < 0: _spent185(st)
    _t166 = []
    for _t165 in _t164:
        if (((_t159 // [1, 2, 4, 8, 16][_t165]) % 2) == 1):
            _t166.append(_t165)
    return _t166

# <rulerun cribbage.rules: show #55 d514776b>
def _loop(st, L, _t159):
    _t171 = (_range189(0, (len((L[0] or ())) - 1)) or ())
    _budget190[0] -= len(_t171)
    if _budget190[0] < 0: _spent191(st)
    _t173 = []
    for _t172 in _t171:
        if (((_t159 // [1, 2, 4, 8, 16][_t172]) % 2) == 1):
            _t173.append(_t172)
    return _t173

# <rulerun cribbage.rules: show #56 e6b3c309>
def _loop(st, L, _t159):
    _l0 = L[0]
    _t167 = (_a186(st, L, _t159) or ())
    _budget187[0] -= len(_t167)
    if _budget187[0] < 0: _spent188(st)
    _t174 = _NOT_YET
    _t175 = _NOT_YET
    for _t168 in _t167:
        _t176 = ((_t175 if _t175 is not _NOT_YET else (_t175 := (_t174 if _t174 is not _NOT_YET else (_t174 := _a192(st, L, _t159))))) or ())
        _budget187[0] -= len(_t176)
        if _budget187[0] < 0: _spent188(st)
        _t170 = 0
        for _t177 in _t176:
            if (_c193[_l0[_t177]] == _c193[_l0[_t168]]):
                _t170 += 1
        if not ((_t170 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #57 d44fc208>
def _loop(st, L, _t159):
    _t178 = (_range195(0, (len((L[0] or ())) - 1)) or ())
    _budget196[0] -= len(_t178)
    if _budget196[0] < 0: _spent197(st)
    _t180 = []
    for _t179 in _t178:
        if (((_t159 // [1, 2, 4, 8, 16][_t179]) % 2) == 1):
            _t180.append(_t179)
    return _t180

# <rulerun cribbage.rules: show #58 a95ab611>
def _loop(st, L, _t159):
    _l0 = L[0]
    _t181 = (_a198(st, L, _t159) or ())
    _budget199[0] -= len(_t181)
    if _budget199[0] < 0: _spent200(st)
    _t183 = None
    for _t182 in _t181:
        _t184 = _c201[_l0[_t182]]
        if _t183 is None or _t184 > _t183:
            _t183 = _t184
    return _t183

# <rulerun cribbage.rules: show #59 94219063>
def _loop(st, L, _t159):
    _t185 = (_range203(0, (len((L[0] or ())) - 1)) or ())
    _budget204[0] -= len(_t185)
    if _budget204[0] < 0: _spent205(st)
    _t187 = []
    for _t186 in _t185:
        if (((_t159 // [1, 2, 4, 8, 16][_t186]) % 2) == 1):
            _t187.append(_t186)
    return _t187

# <rulerun cribbage.rules: show #60 ca7da4f9>
def _loop(st, L, _t159):
    _l0 = L[0]
    _t188 = (_a206(st, L, _t159) or ())
    _budget207[0] -= len(_t188)
    if _budget207[0] < 0: _spent208(st)
    _t190 = None
    for _t189 in _t188:
        _t191 = _c209[_l0[_t189]]
        if _t190 is None or _t191 < _t190:
            _t190 = _t191
    return _t190

# <rulerun cribbage.rules: show #61 6ef73e91>
def _loop(st, L, _t159):
    _t192 = (_range211(0, (len((L[0] or ())) - 1)) or ())
    _budget212[0] -= len(_t192)
    if _budget212[0] < 0: _spent213(st)
    _t194 = []
    for _t193 in _t192:
        if (((_t159 // [1, 2, 4, 8, 16][_t193]) % 2) == 1):
            _t194.append(_t193)
    return _t194

# <rulerun cribbage.rules: show #62 d0ef61f1>
def _loop(st, L):
    _t160 = 0
    for _t159 in (_k178 or ()):
        if ((len((_a182(st, L, _t159) or ())) == 5) and (_a194(st, L, _t159) and ((_a202(st, L, _t159) - _a210(st, L, _t159)) == (len((_a214(st, L, _t159) or ())) - 1)))):
            _t160 += 1
    return _t160

# <rulerun cribbage.rules: show #63 f48111d3>
def _loop(st, L, _t195):
    _t197 = (_range217(0, (len((L[0] or ())) - 1)) or ())
    _budget218[0] -= len(_t197)
    if _budget218[0] < 0: _spent219(st)
    _t199 = []
    for _t198 in _t197:
        if (((_t195 // [1, 2, 4, 8, 16][_t198]) % 2) == 1):
            _t199.append(_t198)
    return _t199

# <rulerun cribbage.rules: show #64 84a668b2>
def _loop(st, L, _t195):
    _t200 = (_range221(0, (len((L[0] or ())) - 1)) or ())
    _budget222[0] -= len(_t200)
    if _budget222[0] < 0: _spent223(st)
    _t202 = []
    for _t201 in _t200:
        if (((_t195 // [1, 2, 4, 8, 16][_t201]) % 2) == 1):
            _t202.append(_t201)
    return _t202

# <rulerun cribbage.rules: show #65 05b50c7c>
def _loop(st, L, _t195):
    _t207 = (_range227(0, (len((L[0] or ())) - 1)) or ())
    _budget228[0] -= len(_t207)
    if _budget228[0] < 0: _spent229(st)
    _t209 = []
    for _t208 in _t207:
        if (((_t195 // [1, 2, 4, 8, 16][_t208]) % 2) == 1):
            _t209.append(_t208)
    return _t209

# <rulerun cribbage.rules: show #66 21356513>
def _loop(st, L, _t195):
    _l0 = L[0]
    _t203 = (_a224(st, L, _t195) or ())
    _budget225[0] -= len(_t203)
    if _budget225[0] < 0: _spent226(st)
    _t210 = _NOT_YET
    _t211 = _NOT_YET
    for _t204 in _t203:
        _t212 = ((_t211 if _t211 is not _NOT_YET else (_t211 := (_t210 if _t210 is not _NOT_YET else (_t210 := _a230(st, L, _t195))))) or ())
        _budget225[0] -= len(_t212)
        if _budget225[0] < 0: _spent226(st)
        _t206 = 0
        for _t213 in _t212:
            if (_c231[_l0[_t213]] == _c231[_l0[_t204]]):
                _t206 += 1
        if not ((_t206 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #67 07b957fe>
def _loop(st, L, _t195):
    _t214 = (_range233(0, (len((L[0] or ())) - 1)) or ())
    _budget234[0] -= len(_t214)
    if _budget234[0] < 0: _spent235(st)
    _t216 = []
    for _t215 in _t214:
        if (((_t195 // [1, 2, 4, 8, 16][_t215]) % 2) == 1):
            _t216.append(_t215)
    return _t216

# <rulerun cribbage.rules: show #68 15603b36>
def _loop(st, L, _t195):
    _l0 = L[0]
    _t217 = (_a236(st, L, _t195) or ())
    _budget237[0] -= len(_t217)
    if _budget237[0] < 0: _spent238(st)
    _t219 = None
    for _t218 in _t217:
        _t220 = _c239[_l0[_t218]]
        if _t219 is None or _t220 > _t219:
            _t219 = _t220
    return _t219

# <rulerun cribbage.rules: show #69 37ca1991>
def _loop(st, L, _t195):
    _t221 = (_range241(0, (len((L[0] or ())) - 1)) or ())
    _budget242[0] -= len(_t221)
    if _budget242[0] < 0: _spent243(st)
    _t223 = []
    for _t222 in _t221:
        if (((_t195 // [1, 2, 4, 8, 16][_t222]) % 2) == 1):
            _t223.append(_t222)
    return _t223

# <rulerun cribbage.rules: show #70 e9990ae5>
def _loop(st, L, _t195):
    _l0 = L[0]
    _t224 = (_a244(st, L, _t195) or ())
    _budget245[0] -= len(_t224)
    if _budget245[0] < 0: _spent246(st)
    _t226 = None
    for _t225 in _t224:
        _t227 = _c247[_l0[_t225]]
        if _t226 is None or _t227 < _t226:
            _t226 = _t227
    return _t226

# <rulerun cribbage.rules: show #71 22497f0d>
def _loop(st, L, _t195):
    _t228 = (_range249(0, (len((L[0] or ())) - 1)) or ())
    _budget250[0] -= len(_t228)
    if _budget250[0] < 0: _spent251(st)
    _t230 = []
    for _t229 in _t228:
        if (((_t195 // [1, 2, 4, 8, 16][_t229]) % 2) == 1):
            _t230.append(_t229)
    return _t230

# <rulerun cribbage.rules: show #72 232cdba9>
def _loop(st, L):
    _t196 = 0
    for _t195 in (_k216 or ()):
        if ((len((_a220(st, L, _t195) or ())) == 4) and (_a232(st, L, _t195) and ((_a240(st, L, _t195) - _a248(st, L, _t195)) == (len((_a252(st, L, _t195) or ())) - 1)))):
            _t196 += 1
    return _t196

# <rulerun cribbage.rules: show #73 cc7d86fe>
def _loop(st, L, _t231):
    _t233 = (_range255(0, (len((L[0] or ())) - 1)) or ())
    _budget256[0] -= len(_t233)
    if _budget256[0] < 0: _spent257(st)
    _t235 = []
    for _t234 in _t233:
        if (((_t231 // [1, 2, 4, 8, 16][_t234]) % 2) == 1):
            _t235.append(_t234)
    return _t235

# <rulerun cribbage.rules: show #74 de965b69>
def _loop(st, L, _t231):
    _t236 = (_range259(0, (len((L[0] or ())) - 1)) or ())
    _budget260[0] -= len(_t236)
    if _budget260[0] < 0: _spent261(st)
    _t238 = []
    for _t237 in _t236:
        if (((_t231 // [1, 2, 4, 8, 16][_t237]) % 2) == 1):
            _t238.append(_t237)
    return _t238

# <rulerun cribbage.rules: show #75 cdfd8330>
def _loop(st, L, _t231):
    _t243 = (_range265(0, (len((L[0] or ())) - 1)) or ())
    _budget266[0] -= len(_t243)
    if _budget266[0] < 0: _spent267(st)
    _t245 = []
    for _t244 in _t243:
        if (((_t231 // [1, 2, 4, 8, 16][_t244]) % 2) == 1):
            _t245.append(_t244)
    return _t245

# <rulerun cribbage.rules: show #76 9b39605c>
def _loop(st, L, _t231):
    _l0 = L[0]
    _t239 = (_a262(st, L, _t231) or ())
    _budget263[0] -= len(_t239)
    if _budget263[0] < 0: _spent264(st)
    _t246 = _NOT_YET
    _t247 = _NOT_YET
    for _t240 in _t239:
        _t248 = ((_t247 if _t247 is not _NOT_YET else (_t247 := (_t246 if _t246 is not _NOT_YET else (_t246 := _a268(st, L, _t231))))) or ())
        _budget263[0] -= len(_t248)
        if _budget263[0] < 0: _spent264(st)
        _t242 = 0
        for _t249 in _t248:
            if (_c269[_l0[_t249]] == _c269[_l0[_t240]]):
                _t242 += 1
        if not ((_t242 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #77 ad1c004b>
def _loop(st, L, _t231):
    _t250 = (_range271(0, (len((L[0] or ())) - 1)) or ())
    _budget272[0] -= len(_t250)
    if _budget272[0] < 0: _spent273(st)
    _t252 = []
    for _t251 in _t250:
        if (((_t231 // [1, 2, 4, 8, 16][_t251]) % 2) == 1):
            _t252.append(_t251)
    return _t252

# <rulerun cribbage.rules: show #78 57a12f56>
def _loop(st, L, _t231):
    _l0 = L[0]
    _t253 = (_a274(st, L, _t231) or ())
    _budget275[0] -= len(_t253)
    if _budget275[0] < 0: _spent276(st)
    _t255 = None
    for _t254 in _t253:
        _t256 = _c277[_l0[_t254]]
        if _t255 is None or _t256 > _t255:
            _t255 = _t256
    return _t255

# <rulerun cribbage.rules: show #79 5c01788e>
def _loop(st, L, _t231):
    _t257 = (_range279(0, (len((L[0] or ())) - 1)) or ())
    _budget280[0] -= len(_t257)
    if _budget280[0] < 0: _spent281(st)
    _t259 = []
    for _t258 in _t257:
        if (((_t231 // [1, 2, 4, 8, 16][_t258]) % 2) == 1):
            _t259.append(_t258)
    return _t259

# <rulerun cribbage.rules: show #80 938beb8d>
def _loop(st, L, _t231):
    _l0 = L[0]
    _t260 = (_a282(st, L, _t231) or ())
    _budget283[0] -= len(_t260)
    if _budget283[0] < 0: _spent284(st)
    _t262 = None
    for _t261 in _t260:
        _t263 = _c285[_l0[_t261]]
        if _t262 is None or _t263 < _t262:
            _t262 = _t263
    return _t262

# <rulerun cribbage.rules: show #81 859cb312>
def _loop(st, L, _t231):
    _t264 = (_range287(0, (len((L[0] or ())) - 1)) or ())
    _budget288[0] -= len(_t264)
    if _budget288[0] < 0: _spent289(st)
    _t266 = []
    for _t265 in _t264:
        if (((_t231 // [1, 2, 4, 8, 16][_t265]) % 2) == 1):
            _t266.append(_t265)
    return _t266

# <rulerun cribbage.rules: show #82 62db10b4>
def _loop(st, L):
    _t232 = 0
    for _t231 in (_k254 or ()):
        if ((len((_a258(st, L, _t231) or ())) == 4) and (_a270(st, L, _t231) and ((_a278(st, L, _t231) - _a286(st, L, _t231)) == (len((_a290(st, L, _t231) or ())) - 1)))):
            _t232 += 1
    return _t232

# <rulerun cribbage.rules: show #83 5ab47d5d>
def _loop(st, L, _t267):
    _t269 = (_range293(0, (len((L[0] or ())) - 1)) or ())
    _budget294[0] -= len(_t269)
    if _budget294[0] < 0: _spent295(st)
    _t271 = []
    for _t270 in _t269:
        if (((_t267 // [1, 2, 4, 8, 16][_t270]) % 2) == 1):
            _t271.append(_t270)
    return _t271

# <rulerun cribbage.rules: show #84 8278878e>
def _loop(st, L, _t267):
    _t272 = (_range297(0, (len((L[0] or ())) - 1)) or ())
    _budget298[0] -= len(_t272)
    if _budget298[0] < 0: _spent299(st)
    _t274 = []
    for _t273 in _t272:
        if (((_t267 // [1, 2, 4, 8, 16][_t273]) % 2) == 1):
            _t274.append(_t273)
    return _t274

# <rulerun cribbage.rules: show #85 fe477fbf>
def _loop(st, L, _t267):
    _t279 = (_range303(0, (len((L[0] or ())) - 1)) or ())
    _budget304[0] -= len(_t279)
    if _budget304[0] < 0: _spent305(st)
    _t281 = []
    for _t280 in _t279:
        if (((_t267 // [1, 2, 4, 8, 16][_t280]) % 2) == 1):
            _t281.append(_t280)
    return _t281

# <rulerun cribbage.rules: show #86 96ce7888>
def _loop(st, L, _t267):
    _l0 = L[0]
    _t275 = (_a300(st, L, _t267) or ())
    _budget301[0] -= len(_t275)
    if _budget301[0] < 0: _spent302(st)
    _t282 = _NOT_YET
    _t283 = _NOT_YET
    for _t276 in _t275:
        _t284 = ((_t283 if _t283 is not _NOT_YET else (_t283 := (_t282 if _t282 is not _NOT_YET else (_t282 := _a306(st, L, _t267))))) or ())
        _budget301[0] -= len(_t284)
        if _budget301[0] < 0: _spent302(st)
        _t278 = 0
        for _t285 in _t284:
            if (_c307[_l0[_t285]] == _c307[_l0[_t276]]):
                _t278 += 1
        if not ((_t278 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #87 0a94afd6>
def _loop(st, L, _t267):
    _t286 = (_range309(0, (len((L[0] or ())) - 1)) or ())
    _budget310[0] -= len(_t286)
    if _budget310[0] < 0: _spent311(st)
    _t288 = []
    for _t287 in _t286:
        if (((_t267 // [1, 2, 4, 8, 16][_t287]) % 2) == 1):
            _t288.append(_t287)
    return _t288

# <rulerun cribbage.rules: show #88 f5b95d1b>
def _loop(st, L, _t267):
    _l0 = L[0]
    _t289 = (_a312(st, L, _t267) or ())
    _budget313[0] -= len(_t289)
    if _budget313[0] < 0: _spent314(st)
    _t291 = None
    for _t290 in _t289:
        _t292 = _c315[_l0[_t290]]
        if _t291 is None or _t292 > _t291:
            _t291 = _t292
    return _t291

# <rulerun cribbage.rules: show #89 1f521b6e>
def _loop(st, L, _t267):
    _t293 = (_range317(0, (len((L[0] or ())) - 1)) or ())
    _budget318[0] -= len(_t293)
    if _budget318[0] < 0: _spent319(st)
    _t295 = []
    for _t294 in _t293:
        if (((_t267 // [1, 2, 4, 8, 16][_t294]) % 2) == 1):
            _t295.append(_t294)
    return _t295

# <rulerun cribbage.rules: show #90 83c87bd9>
def _loop(st, L, _t267):
    _l0 = L[0]
    _t296 = (_a320(st, L, _t267) or ())
    _budget321[0] -= len(_t296)
    if _budget321[0] < 0: _spent322(st)
    _t298 = None
    for _t297 in _t296:
        _t299 = _c323[_l0[_t297]]
        if _t298 is None or _t299 < _t298:
            _t298 = _t299
    return _t298

# <rulerun cribbage.rules: show #91 3610486e>
def _loop(st, L, _t267):
    _t300 = (_range325(0, (len((L[0] or ())) - 1)) or ())
    _budget326[0] -= len(_t300)
    if _budget326[0] < 0: _spent327(st)
    _t302 = []
    for _t301 in _t300:
        if (((_t267 // [1, 2, 4, 8, 16][_t301]) % 2) == 1):
            _t302.append(_t301)
    return _t302

# <rulerun cribbage.rules: show #92 f515062b>
def _loop(st, L):
    _t268 = 0
    for _t267 in (_k292 or ()):
        if ((len((_a296(st, L, _t267) or ())) == 3) and (_a308(st, L, _t267) and ((_a316(st, L, _t267) - _a324(st, L, _t267)) == (len((_a328(st, L, _t267) or ())) - 1)))):
            _t268 += 1
    return _t268

# <rulerun cribbage.rules: runs #93 eda8cee8>
def _native(st, L):
    return ((5 * _a177(st, L)) if (_a215(st, L) > 0) else ((4 * _a253(st, L)) if (_a291(st, L) > 0) else (3 * _a329(st, L))))

# <rulerun cribbage.rules: show #94 e2c9b712>
def _loop(st, L):
    _t303 = (L[1] or ())
    _budget331[0] -= len(_t303)
    if _budget331[0] < 0: _spent332(st)
    for _t304 in _t303:
        if not ((_c333[_t304] == _c333[L[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: show #95 d00f3b27>
def _loop(st, L):
    _t306 = (L[1] or ())
    _budget336[0] -= len(_t306)
    if _budget336[0] < 0: _spent337(st)
    _t308 = 0
    for _t307 in _t306:
        if ((_c338[_t307] == 11) and (_c339[_t307] == _c339[L[2]])):
            _t308 += 1
    return _t308

# <rulerun cribbage.rules: show #96 605b3b0a>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    L[1] = _st_zones[(7 + _l0)][:]
    L[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p341(st, [_l0, ((((_d123(st, [_joined124(L[1], [L[2]])]) + _d139(st, [_joined124(L[1], [L[2]])])) + _d330(st, [_joined124(L[1], [L[2]])])) + (0 if (not _a334(st, L)) else (5 if (_c335[L[2]] == _c335[L[1][0]]) else (0 if False else 4)))) + _a340(st, L)), 'the hand']) == 3: return 3

# <rulerun cribbage.rules: play_hand #97 afb2cef1>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text344(_audience342(st), [_PlayerRef343(_st_vars[0]), ' deals']))
    _shuffle_zone345(st, 0)
    for _t309 in (_o346[_st_vars[0]] or []):
        L[2] = _t309
        _t310 = _st_zones[0][:-(6) - 1:-1]
        _t311 = (1 + _t309)
        if type(_t310) is list and _st_log is None:
            for _t312 in _t310:
                _t313 = _st_zones[_st_loc[_t312]]
                if _t313[-1] == _t312: _t313.pop()
                else: _t313.remove(_t312)
                _st_zones[_t311].append(_t312); _st_loc[_t312] = _t311
        elif _t310 is not None:
            _move_cards347(st, _t310, _t311, False)

# <rulerun cribbage.rules: play_hand #98 213ad2d6>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t314 = L[4]
    _t315 = 3
    if type(_t314) is list and st.log is None:
        for _t316 in _t314:
            _t317 = _st_zones[_st_loc[_t316]]
            if _t317[-1] == _t316: _t317.pop()
            else: _t317.remove(_t316)
            _st_zones[_t315].append(_t316); _st_loc[_t316] = _t315
    elif _t314 is not None:
        _move_cards348(st, _t314, _t315, False)

# <rulerun cribbage.rules: play_hand #99 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun cribbage.rules: play_hand #100 e693422f>
def _native(st, L):
    return 2

# <rulerun cribbage.rules: play_hand #101 799ed9cd>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t318 = _st_zones[(1 + L[3])][:]
    _t319 = L[3]
    _t321 = len(_t318); _t320 = _comb350(_t321, 2)
    if not _t320: _no_option351(_t319, 'cards for the crib')
    if _t320 > 1:
        _t322 = (yield _t320)
        _t323 = _PICKS352.get((_t321, 2)) or _picks353(_t321, 2)
        L[4] = list(_t323[_t322](_t318)) if _t323 else _option_at349(_t318, 2, False, _t322)
    else: L[4] = _option_at349(_t318, 2, False, 0) if _t320 else None
    _t324 = L[4]
    _t325 = 3
    if type(_t324) is list and st.log is None:
        for _t326 in _t324:
            _t327 = _st_zones[_st_loc[_t326]]
            if _t327[-1] == _t326: _t327.pop()
            else: _t327.remove(_t326)
            _st_zones[_t325].append(_t326); _st_loc[_t326] = _t325
    elif _t324 is not None:
        _move_cards354(st, _t324, _t325, False)

# <rulerun cribbage.rules: play_hand #102 ffbdb569>
def _native(st, L):
    _st_bits = st.bits
    if st.log is not None or st.thread_player is not None: return 4
    _parts = []
    for _p in (_k358 or []):
        _l = L[:]; _l[3] = _p; st.thread_player = _p; _g = _part355(st, _l); _n = len(st.events)
        try:
            _parts.append((_p, _g, next(_g)))
        except _Stop356 as _e:
            if _e.value == 3: st.thread_player = None; return 3
        except _ExitTo357:
            del st.events[_n:]
    for _p, _g, _o in _parts:
        st.thread_player = st.inline_thread = _p; _n = len(st.events)
        try:
            while True:
                if st.decisions >= st.inline_until: raise _PlayoutCut359()
                if _st_bits is None: _a = st.chooser(_o, _p)
                else:
                    _a = _st_bits(_o.bit_length())
                    while _a >= _o: _a = _st_bits(_o.bit_length())
                st.decisions += 1; _o = _g.send(_a)
        except _Stop356 as _e:
            if _e.value == 3: st.thread_player = st.inline_thread = None; return 3
        except _ExitTo357:
            del st.events[_n:]
    st.thread_player = st.inline_thread = None

# <rulerun cribbage.rules: play_hand #103 da7c1e63>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t330 = _st_zones[0]
    _t329 = 5
    if _st_log is None and _t330:
        _t328 = _t330.pop(); _st_zones[_t329].append(_t328); st.loc[_t328] = _t329
    elif _t330:
        _move_cards360(st, _t330[-1], _t329, False)
    if _st_log is not None: _st_log.append(_Text363(_audience361(st), ['the starter is ', _card_ref362(st, (_z[-1] if (_z := _st_zones[5]) else None))]))
    if (_c364[(_z[-1] if (_z := _st_zones[5]) else None)] == 11):
        if _p365(st, [st.vars[0], 2, 'his heels']) == 3: return 3

# <rulerun cribbage.rules: play_hand #104 791e4518>
def _loop(st, _i6):
    _t331 = (_i6[1] or ())
    _budget370[0] -= len(_t331)
    if _budget370[0] < 0: _spent371(st)
    for _t332 in _t331:
        if not ((_c372[_t332] == _c372[_i6[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #105 9a6e0dd9>
def _loop(st, _i6):
    _t334 = (_i6[1] or ())
    _budget375[0] -= len(_t334)
    if _budget375[0] < 0: _spent376(st)
    _t336 = 0
    for _t335 in _t334:
        if ((_c377[_t335] == 11) and (_c378[_t335] == _c378[_i6[2]])):
            _t336 += 1
    return _t336

# <rulerun cribbage.rules: play_hand #106 a3c12c99>
def _loop(st, _i7):
    _t337 = (_i7[1] or ())
    _budget381[0] -= len(_t337)
    if _budget381[0] < 0: _spent382(st)
    for _t338 in _t337:
        if not ((_c383[_t338] == _c383[_i7[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #107 4143d4be>
def _loop(st, _i7):
    _t340 = (_i7[1] or ())
    _budget385[0] -= len(_t340)
    if _budget385[0] < 0: _spent386(st)
    _t342 = 0
    for _t341 in _t340:
        if ((_c387[_t341] == 11) and (_c388[_t341] == _c388[_i7[2]])):
            _t342 += 1
    return _t342

# <rulerun cribbage.rules: play_hand #108 17d8c9f5>
def _loop(st, L):
    _l0 = L[0]
    _t347 = (_l0 or ())
    _budget395[0] -= len(_t347)
    if _budget395[0] < 0: _spent396(st)
    for _t348 in _t347:
        if not ((_c397[_t348] == _c397[_l0[0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #109 35b9f330>
def _loop(st, L):
    _l1 = L[1]
    _t350 = (L[0] or ())
    _budget400[0] -= len(_t350)
    if _budget400[0] < 0: _spent401(st)
    _t352 = 0
    for _t351 in _t350:
        if ((_c402[_t351] == 11) and (_c403[_t351] == _c403[_l1])):
            _t352 += 1
    return _t352

# <rulerun cribbage.rules: show_points #110 d3d26081>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    return ((((_d391(st, [_joined392(_l0, [_l1])]) + _d393(st, [_joined392(_l0, [_l1])])) + _d394(st, [_joined392(_l0, [_l1])])) + (0 if (not _a398(st, L)) else (5 if (_c399[_l1] == _c399[_l0[0]]) else (0 if L[2] else 4)))) + _a404(st, L))

# <rulerun cribbage.rules: play_hand #111 7cf53d10>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i6l0 = ((_st_vars[0] + 1) % 2)
    _i6 = [_i6l0, None, None]
    _i6[1] = _st_zones[(7 + _i6l0)][:]
    _i6[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p380(st, [_i6l0, ((((_d366(st, [_joined367(_i6[1], [_i6[2]])]) + _d368(st, [_joined367(_i6[1], [_i6[2]])])) + _d369(st, [_joined367(_i6[1], [_i6[2]])])) + (0 if (not _a373(st, _i6)) else (5 if (_c374[_i6[2]] == _c374[_i6[1][0]]) else (0 if False else 4)))) + _a379(st, _i6)), 'the hand']) == 3: return 3
    _i7l0 = _st_vars[0]
    _i7 = [_i7l0, None, None]
    _i7[1] = _st_zones[(7 + _i7l0)][:]
    _i7[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p380(st, [_i7l0, ((((_d366(st, [_joined367(_i7[1], [_i7[2]])]) + _d368(st, [_joined367(_i7[1], [_i7[2]])])) + _d369(st, [_joined367(_i7[1], [_i7[2]])])) + (0 if (not _a384(st, _i7)) else (5 if (_c374[_i7[2]] == _c374[_i7[1][0]]) else (0 if False else 4)))) + _a389(st, _i7)), 'the hand']) == 3: return 3
    _t343 = 3
    _t344 = 4
    if _st_log is None and _t343 != _t344:
        _t345 = _st_zones[_t343]; _st_zones[_t344] += _t345
        for _t346 in _t345: _st_loc[_t346] = _t344
        _t345.clear()
    else:
        _move_cards390(st, _st_zones[_t343][:], _t344, False)
    if _p380(st, [_st_vars[0], _d405(st, [_st_zones[4][:], (_z[-1] if (_z := _st_zones[5]) else None), True]), 'the crib']) == 3: return 3
    for _t353 in (_k406 or []):
        L[7] = _t353
        _t354 = (7 + _t353)
        _t355 = 0
        if _st_log is None and _t354 != _t355:
            _t356 = _st_zones[_t354]; _st_zones[_t355] += _t356
            for _t357 in _t356: _st_loc[_t357] = _t355
            _t356.clear()
        else:
            _move_cards390(st, _st_zones[_t354][:], _t355, False)
    _t358 = 4
    _t359 = 0
    if _st_log is None and _t358 != _t359:
        _t360 = _st_zones[_t358]; _st_zones[_t359] += _t360
        for _t361 in _t360: _st_loc[_t361] = _t359
        _t360.clear()
    else:
        _move_cards390(st, _st_zones[_t358][:], _t359, False)
    _t362 = 5
    _t363 = 0
    if _st_log is None and _t362 != _t363:
        _t364 = _st_zones[_t362]; _st_zones[_t363] += _t364
        for _t365 in _t364: _st_loc[_t365] = _t363
        _t364.clear()
    else:
        _move_cards390(st, _st_zones[_t362][:], _t363, False)

# <rulerun cribbage.rules: play_hand #112 2045f28c>
def _native(st, L):
    return _k407

# <rulerun cribbage.rules: play_hand #113 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun cribbage.rules: play #114 8f6d4927>
def _native(st, L):
    st.vars[0] = _random_item408(st, _k409)

# <rulerun cribbage.rules: play #115 7cd9fb42>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[0] = ((_st_vars[0] + 1) % 2)

# <rulerun cribbage.rules: play #116 bb845a89>
def _native(st, L):
    return True

# <rulerun cribbage.rules: peg #117 13583c33>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run412(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k413)

# <rulerun cribbage.rules: new_count #118 d7f2195a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run416(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k417)

# <rulerun cribbage.rules: lay #119 3643a6fc>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t366 in st.zones[(1 + L[0])]:
                if ((min(_c420[_t366], 10) + st.vars[1]) <= 31): _o.append(_t366)
            fr[1] = 1
            _t367 = L[0]
            _t368 = len(_o)
            if not _t368: _no_option422(_t367, 'card to play')
            if _t368 <= 1 and _st_log is None:
                L[1] = _o[0] if _t368 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t369 = st.chooser(_t368, _t367)
                else:
                    _t369 = _st_bits(_t368.bit_length())
                    while _t369 >= _t368: _t369 = _st_bits(_t368.bit_length())
                L[1] = _o[_t369]; st.decisions += 1
            elif _decide423(st, L, _o, _t367): return True
            pc = 1
        if pc == 1:
            _r = _run424(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k425)

# <rulerun cribbage.rules: pegging #120 bb1cab5c>
def _loop(st, L):
    _st_vars = st.vars
    for _t370 in st.zones[(1 + L[0])]:
        if ((min(_c432[_t370], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #121 1cbd7597>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT426[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run429(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((len(_st_zones[(1 + _k430[0])]) + len(_st_zones[(1 + _k431[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if _a433(st, L):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit434(_k435)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run436(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run437(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit428(_k, st, _d0): raise _Runaway427()
            continue
        if pc == 8:
            _r = _run438(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k439)

# <rulerun cribbage.rules: show #122 650d313c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run442(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k443)

# <rulerun cribbage.rules: play_hand #123 966c3419>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run446(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step447(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t372 = L[3]
            _t375 = len(_o); _t373 = _comb449(_t375, 2)
            if not _t373: _no_option450(_t372, 'cards for the crib')
            if _t373 <= 1 and _st_log is None:
                L[4] = _option_at451(_o, 2, False, 0) if _t373 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t374 = st.chooser(_t373, _t372)
                else:
                    _t374 = _st_bits(_t373.bit_length())
                    while _t374 >= _t373: _t374 = _st_bits(_t373.bit_length())
                _t376 = _PICKS452.get((_t375, 2)) or _picks453(_t375, 2)
                L[4] = list(_t376[_t374](_o)) if _t376 else _option_at451(_o, 2, False, _t374)
                st.decisions += 1
            elif _offer448(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run454(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run455(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit456(_k457)
            fr[1] = 7; st.cur.append([3, 0, _a]); return None
        if pc == 7:
            _r = _run458(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k459)

# <rulerun cribbage.rules: play #124 861d9fb2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT460[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run463(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit464(_k465)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run466(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit462(_k, st, _d0): raise _Runaway461()
            continue
        if pc == 5:
            fr[1] = 6
            if _step467(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k468)

# <rulerun cribbage.rules: pegging #125 64a7b862>
def _loop(st, L):
    _st_vars = st.vars
    for _t377 in st.zones[(1 + L[0])]:
        if ((min(_c476[_t377], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: lay #126 2205dfee>
def _loop(st, _t387):
    _st_zones = st.zones
    _t389 = (_st_zones[6][:-(_t387) - 1:-1] or ())
    _budget491[0] -= len(_t389)
    if _budget491[0] < 0: _spent492(st)
    for _t390 in _t389:
        if not ((_c493[_t390] == _c493[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #127 f7243c87>
def _loop(st):
    _st_zones = st.zones
    _t388 = []
    for _t387 in (_k490 or ()):
        if ((len(_st_zones[6]) >= _t387) and _a494(st, _t387)):
            _t388.append(_t387)
    return _t388

# <rulerun cribbage.rules: lay #128 fd328011>
def _loop(st):
    _t392 = (_a495(st) or ())
    _budget496[0] -= len(_t392)
    if _budget496[0] < 0: _spent497(st)
    _t394 = None
    for _t393 in _t392:
        _t395 = _t393
        if _t394 is None or _t395 > _t394:
            _t394 = _t395
    return _t394

# <rulerun cribbage.rules: lay #129 d2eaebc2>
def _loop(st, _t396):
    _st_zones = st.zones
    _t398 = (_st_zones[6][:-(_t396) - 1:-1] or ())
    _budget501[0] -= len(_t398)
    if _budget501[0] < 0: _spent502(st)
    for _t399 in _t398:
        _t402 = (_st_zones[6][:-(_t396) - 1:-1] or ())
        _budget501[0] -= len(_t402)
        if _budget501[0] < 0: _spent502(st)
        _t401 = 0
        for _t403 in _t402:
            if (_c503[_t403] == _c503[_t399]):
                _t401 += 1
        if not ((_t401 == 1)):
            return False
    return True

# <rulerun cribbage.rules: lay #130 ccc149cf>
def _loop(st, _t396):
    _t404 = (st.zones[6][:-(_t396) - 1:-1] or ())
    _budget505[0] -= len(_t404)
    if _budget505[0] < 0: _spent506(st)
    _t406 = None
    for _t405 in _t404:
        _t407 = _c507[_t405]
        if _t406 is None or _t407 > _t406:
            _t406 = _t407
    return _t406

# <rulerun cribbage.rules: lay #131 d6c63d64>
def _loop(st, _t396):
    _t408 = (st.zones[6][:-(_t396) - 1:-1] or ())
    _budget509[0] -= len(_t408)
    if _budget509[0] < 0: _spent510(st)
    _t410 = None
    for _t409 in _t408:
        _t411 = _c511[_t409]
        if _t410 is None or _t411 < _t410:
            _t410 = _t411
    return _t410

# <rulerun cribbage.rules: lay #132 4feab08d>
def _loop(st):
    _st_zones = st.zones
    _t397 = []
    for _t396 in (_k500 or ()):
        if (((len(_st_zones[6]) >= _t396) and _a504(st, _t396)) and ((_a508(st, _t396) - _a512(st, _t396)) == (_t396 - 1))):
            _t397.append(_t396)
    return _t397

# <rulerun cribbage.rules: lay #133 47da94f3>
def _loop(st):
    _t412 = (_joined499([0], _a513(st)) or ())
    _budget514[0] -= len(_t412)
    if _budget514[0] < 0: _spent515(st)
    _t414 = None
    for _t413 in _t412:
        _t415 = _t413
        if _t414 is None or _t415 > _t414:
            _t414 = _t415
    return _t414

# <rulerun cribbage.rules: lay #134 playout 318e7d90>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t379 = []
    for _t380 in _st_zones[(1 + _l0)]:
        if ((min(_c478[_t380], 10) + _st_vars[1]) <= 31): _t379.append(_t380)
    _t381 = _l0
    _t382 = len(_t379)
    if not _t382: _no_option481(_t381, 'card to play')
    if _t382 <= 1 and _st_log is None:
        L[1] = _t379[0] if _t382 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t383 = st.chooser(_t382, _t381)
        else:
            _t383 = _st_bits(_t382.bit_length())
            while _t383 >= _t382: _t383 = _st_bits(_t382.bit_length())
        L[1] = _t379[_t383]; st.decisions += 1
    elif _decide482(st, L, _t379, _t381): raise _PlayoutCut479()
    st.cvars[L[1]] = _l0
    _t384 = L[1]
    _t385 = 6
    if type(_t384) is int and _st_log is None:
        _t386 = _st_zones[_st_loc[_t384]]
        if _t386[-1] == _t384: _t386.pop()
        else: _t386.remove(_t384)
        _st_zones[_t385].append(_t384); _st_loc[_t384] = _t385
    elif _t384 is not None:
        _move_cards483(st, _t384, _t385, False)
    _st_vars[1] = _st_vars[1] + min(_c478[L[1]], 10)
    if _st_log is not None: _st_log.append(_Text488(_audience484(st), [_PlayerRef485(_l0), ' lays ', _card_ref486(st, L[1]), ': ', _plain487(_st_vars[1])]))
    if (_st_vars[1] == 15):
        if _p489(st, [_l0, 2, 'fifteen']) == 3: return 3
    if (_st_vars[1] == 31):
        if _p489(st, [_l0, 2, 'thirty-one']) == 3: return 3
    if _p489(st, [_l0, [0, 0, 2, 6, 12][_a498(st)], 'a pair']) == 3: return 3
    if _p489(st, [_l0, _a516(st), 'a run']) == 3: return 3

# <rulerun cribbage.rules: pegging #135 e90192f0>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT469[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run472(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region473(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((len(_st_zones[(1 + _k474[0])]) + len(_st_zones[(1 + _k475[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if _a477(st, L):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            if st.thread_player == st.inline_thread:
                if _p517(st, [L[0], None]) == 3: return True
                pc = 4
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit518(_k519)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run520(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run521(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit471(_k, st, _d0): raise _Runaway470()
            continue
        if pc == 8:
            _r = _run522(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k523)

# <rulerun cribbage.rules: pegging #136 10974fd0>
def _loop(st, L):
    _st_vars = st.vars
    for _t423 in st.zones[(1 + L[0])]:
        if ((min(_c542[_t423], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #137 aefb773b>
def _loop(st, _t433):
    _st_zones = st.zones
    _t435 = (_st_zones[6][:-(_t433) - 1:-1] or ())
    _budget557[0] -= len(_t435)
    if _budget557[0] < 0: _spent558(st)
    for _t436 in _t435:
        if not ((_c559[_t436] == _c559[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #138 1b02215a>
def _loop(st):
    _st_zones = st.zones
    _t434 = []
    for _t433 in (_k556 or ()):
        if ((len(_st_zones[6]) >= _t433) and _a560(st, _t433)):
            _t434.append(_t433)
    return _t434

# <rulerun cribbage.rules: pegging #139 a17264a4>
def _loop(st):
    _t438 = (_a561(st) or ())
    _budget562[0] -= len(_t438)
    if _budget562[0] < 0: _spent563(st)
    _t440 = None
    for _t439 in _t438:
        _t441 = _t439
        if _t440 is None or _t441 > _t440:
            _t440 = _t441
    return _t440

# <rulerun cribbage.rules: pegging #140 794b3143>
def _loop(st, _t442):
    _st_zones = st.zones
    _t444 = (_st_zones[6][:-(_t442) - 1:-1] or ())
    _budget567[0] -= len(_t444)
    if _budget567[0] < 0: _spent568(st)
    for _t445 in _t444:
        _t448 = (_st_zones[6][:-(_t442) - 1:-1] or ())
        _budget567[0] -= len(_t448)
        if _budget567[0] < 0: _spent568(st)
        _t447 = 0
        for _t449 in _t448:
            if (_c569[_t449] == _c569[_t445]):
                _t447 += 1
        if not ((_t447 == 1)):
            return False
    return True

# <rulerun cribbage.rules: pegging #141 f3fe1175>
def _loop(st, _t442):
    _t450 = (st.zones[6][:-(_t442) - 1:-1] or ())
    _budget571[0] -= len(_t450)
    if _budget571[0] < 0: _spent572(st)
    _t452 = None
    for _t451 in _t450:
        _t453 = _c573[_t451]
        if _t452 is None or _t453 > _t452:
            _t452 = _t453
    return _t452

# <rulerun cribbage.rules: pegging #142 cf9797df>
def _loop(st, _t442):
    _t454 = (st.zones[6][:-(_t442) - 1:-1] or ())
    _budget575[0] -= len(_t454)
    if _budget575[0] < 0: _spent576(st)
    _t456 = None
    for _t455 in _t454:
        _t457 = _c577[_t455]
        if _t456 is None or _t457 < _t456:
            _t456 = _t457
    return _t456

# <rulerun cribbage.rules: pegging #143 4989e1ca>
def _loop(st):
    _st_zones = st.zones
    _t443 = []
    for _t442 in (_k566 or ()):
        if (((len(_st_zones[6]) >= _t442) and _a570(st, _t442)) and ((_a574(st, _t442) - _a578(st, _t442)) == (_t442 - 1))):
            _t443.append(_t442)
    return _t443

# <rulerun cribbage.rules: pegging #144 1ab29d01>
def _loop(st):
    _t458 = (_joined565([0], _a579(st)) or ())
    _budget580[0] -= len(_t458)
    if _budget580[0] < 0: _spent581(st)
    _t460 = None
    for _t459 in _t458:
        _t461 = _t459
        if _t460 is None or _t461 > _t460:
            _t460 = _t461
    return _t460

# <rulerun cribbage.rules: pegging #145 playout 39d9884e>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[0] = ((_st_vars[0] + 1) % 2)
    L[1] = L[0]
    _t421 = 0; _t422 = st.decisions
    while ((len(_st_zones[(1 + _k537[0])]) + len(_st_zones[(1 + _k538[1])])) > 0):
        _t421 += 1
        if _t421 > _LIMIT539[0] and _over_limit540(_t421, st, _t422): raise _Runaway541()
        if _a543(st, L):
            _i8l0 = L[0]
            _i8 = [_i8l0, None]
            _t425 = []
            for _t426 in _st_zones[(1 + _i8l0)]:
                if ((min(_c544[_t426], 10) + _st_vars[1]) <= 31): _t425.append(_t426)
            _t427 = _i8l0
            _t428 = len(_t425)
            if not _t428: _no_option547(_t427, 'card to play')
            if _t428 <= 1 and _st_log is None:
                _i8[1] = _t425[0] if _t428 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t429 = st.chooser(_t428, _t427)
                else:
                    _t429 = _st_bits(_t428.bit_length())
                    while _t429 >= _t428: _t429 = _st_bits(_t428.bit_length())
                _i8[1] = _t425[_t429]; st.decisions += 1
            elif _decide548(st, _i8, _t425, _t427): raise _PlayoutCut545()
            _st_cvars[_i8[1]] = _i8l0
            _t430 = _i8[1]
            _t431 = 6
            if type(_t430) is int and _st_log is None:
                _t432 = _st_zones[_st_loc[_t430]]
                if _t432[-1] == _t430: _t432.pop()
                else: _t432.remove(_t430)
                _st_zones[_t431].append(_t430); _st_loc[_t430] = _t431
            elif _t430 is not None:
                _move_cards549(st, _t430, _t431, False)
            _st_vars[1] = _st_vars[1] + min(_c544[_i8[1]], 10)
            if _st_log is not None: _st_log.append(_Text554(_audience550(st), [_PlayerRef551(_i8l0), ' lays ', _card_ref552(st, _i8[1]), ': ', _plain553(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p555(st, [_i8l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p555(st, [_i8l0, 2, 'thirty-one']) == 3: return 3
            if _p555(st, [_i8l0, [0, 0, 2, 6, 12][_a564(st)], 'a pair']) == 3: return 3
            if _p555(st, [_i8l0, _a582(st), 'a run']) == 3: return 3
            L[1] = L[0]
            if (_st_vars[1] == 31):
                _i9 = [None, None, None]
                _st_vars[1] = 0
                for _t462 in _st_zones[6][:]:
                    _i9[2] = _t462
                    _t463 = _t462
                    _t464 = (7 + _st_cvars[_t462])
                    if type(_t463) is int and _st_log is None:
                        _t465 = _st_zones[_st_loc[_t463]]
                        if _t465[-1] == _t463: _t465.pop()
                        else: _t465.remove(_t463)
                        _st_zones[_t464].append(_t463); _st_loc[_t463] = _t464
                    elif _t463 is not None:
                        _move_cards549(st, _t463, _t464, False)
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell583(st, (_player_text584(L[0]) + ' says go'), None)
            if _d585(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if (not not _st_zones[(1 + ((L[0] + 1) % 2))]):
                    if _st_log is not None: _tell583(st, (_player_text584(((L[0] + 1) % 2)) + ' says go'), None)
                if _p555(st, [L[1], 1, 'the go']) == 3: return 3
                _i10 = [None, None, None]
                _st_vars[1] = 0
                for _t466 in _st_zones[6][:]:
                    _i10[2] = _t466
                    _t467 = _t466
                    _t468 = (7 + _st_cvars[_t466])
                    if type(_t467) is int and _st_log is None:
                        _t469 = _st_zones[_st_loc[_t467]]
                        if _t469[-1] == _t467: _t469.pop()
                        else: _t469.remove(_t467)
                        _st_zones[_t468].append(_t467); _st_loc[_t467] = _t468
                    elif _t467 is not None:
                        _move_cards549(st, _t467, _t468, False)
                L[0] = ((L[1] + 1) % 2)
    if (_st_vars[1] > 0):
        if _p555(st, [L[1], 1, 'the last card']) == 3: return 3
    _i11 = [None, None, None]
    _st_vars[1] = 0
    for _t470 in _st_zones[6][:]:
        _i11[2] = _t470
        _t471 = _t470
        _t472 = (7 + _st_cvars[_t470])
        if type(_t471) is int and _st_log is None:
            _t473 = _st_zones[_st_loc[_t471]]
            if _t473[-1] == _t471: _t473.pop()
            else: _t473.remove(_t471)
            _st_zones[_t472].append(_t471); _st_loc[_t471] = _t472
        elif _t471 is not None:
            _move_cards549(st, _t471, _t472, False)

# <rulerun cribbage.rules: play_hand #146 cb690e77>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run526(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region527(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step528(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t416 = L[3]
            _t419 = len(_o); _t417 = _comb530(_t419, 2)
            if not _t417: _no_option531(_t416, 'cards for the crib')
            if _t417 <= 1 and _st_log is None:
                L[4] = _option_at532(_o, 2, False, 0) if _t417 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t418 = st.chooser(_t417, _t416)
                else:
                    _t418 = _st_bits(_t417.bit_length())
                    while _t418 >= _t417: _t418 = _st_bits(_t417.bit_length())
                _t420 = _PICKS533.get((_t419, 2)) or _picks534(_t419, 2)
                L[4] = list(_t420[_t418](_o)) if _t420 else _option_at532(_o, 2, False, _t418)
                st.decisions += 1
            elif _offer529(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run535(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run536(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p586(st, [None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit587(_k588)
                fr[1] = 7; st.cur.append([3, 0, _a]); return None
        if pc == 7:
            _r = _run589(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k590)

# <rulerun cribbage.rules: rank #147 a95737d4>
def _native(st, p):
    return (st.vars[2 + p], )

