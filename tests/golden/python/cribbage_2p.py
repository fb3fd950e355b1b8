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

# <rulerun cribbage.rules: lay #5 d1e97123>
def _loop(st, L):
    _t21 = (L[0] or ())
    _budget28[0] -= len(_t21)
    if _budget28[0] < 0: _spent29(st)
    _t23 = []
    for _t22 in _t21:
        _t23.append(_c30[_t22])
    _t23.sort()
    return _t23

# <rulerun cribbage.rules: lay #6 99c0049d>
def _loop(st, L):
    _t26 = (L[0] or ())
    _budget32[0] -= len(_t26)
    if _budget32[0] < 0: _spent33(st)
    _t28 = []
    for _t27 in _t26:
        _t28.append(_c34[_t27])
    _t28.sort()
    return _t28

# <rulerun cribbage.rules: is_run #7 2b313fe5>
def _native(st, L):
    _t19 = (_range25(1, (len((L[0] or ())) - 1)) or ())
    _budget26[0] -= len(_t19)
    if _budget26[0] < 0: _spent27(st)
    _t24 = _NOT_YET
    _t25 = _NOT_YET
    _t29 = _NOT_YET
    _t30 = _NOT_YET
    _t18 = True
    for _t20 in _t19:
        if not (((_t25 if _t25 is not _NOT_YET else (_t25 := (_t24 if _t24 is not _NOT_YET else (_t24 := _a31(st, L)))))[_t20] == ((_t30 if _t30 is not _NOT_YET else (_t30 := (_t29 if _t29 is not _NOT_YET else (_t29 := _a35(st, L)))))[0] + _t20))):
            _t18 = False
            break
    return _t18

# <rulerun cribbage.rules: lay #8 9c843c64>
def _loop(st):
    _st_zones = st.zones
    _t17 = []
    for _t16 in (_k24 or ()):
        if ((len(_st_zones[6]) >= _t16) and _d36(st, [_st_zones[6][:-(_t16) - 1:-1]])):
            _t17.append(_t16)
    return _t17

# <rulerun cribbage.rules: lay #9 94dfa666>
def _loop(st):
    _t31 = (_joined23([0], _a37(st)) or ())
    _budget38[0] -= len(_t31)
    if _budget38[0] < 0: _spent39(st)
    _t33 = None
    for _t32 in _t31:
        _t34 = _t32
        if _t33 is None or _t34 > _t33:
            _t33 = _t34
    return _t33

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

# <rulerun cribbage.rules: pegging #15 d05b6297>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = L[0]
    if (_st_vars[1] == 31):
        _i0 = [None, None, None]
        _st_vars[1] = 0
        for _t35 in _st_zones[6][:]:
            _i0[2] = _t35
            _t36 = _t35
            _t37 = (7 + st.cvars[_t35])
            if type(_t36) is int and st.log is None:
                _t38 = _st_zones[_st_loc[_t36]]
                if _t38[-1] == _t36: _t38.pop()
                else: _t38.remove(_t36)
                _st_zones[_t37].append(_t36); _st_loc[_t36] = _t37
            elif _t36 is not None:
                _move_cards42(st, _t36, _t37, False)
    L[0] = ((L[0] + 1) % 2)

# <rulerun cribbage.rules: can_play #16 245c4e76>
def _native(st, L):
    _st_vars = st.vars
    _t39 = False
    for _t40 in st.zones[(1 + L[0])]:
        if ((min(_c45[_t40], 10) + _st_vars[1]) <= 31):
            _t39 = True
            break
    return _t39

# <rulerun cribbage.rules: pegging #17 9485d132>
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
        for _t41 in _st_zones[6][:]:
            _i1[2] = _t41
            _t42 = _t41
            _t43 = (7 + st.cvars[_t41])
            if type(_t42) is int and _st_log is None:
                _t44 = _st_zones[_st_loc[_t42]]
                if _t44[-1] == _t42: _t44.pop()
                else: _t44.remove(_t42)
                _st_zones[_t43].append(_t42); _st_loc[_t42] = _t43
            elif _t42 is not None:
                _move_cards48(st, _t42, _t43, False)
        L[0] = ((_l1 + 1) % 2)

# <rulerun cribbage.rules: pegging #18 c4e069cb>
def _loop(st, L):
    _st_vars = st.vars
    for _t47 in st.zones[(1 + L[0])]:
        if ((min(_c54[_t47], 10) + _st_vars[1]) <= 31):
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

# <rulerun cribbage.rules: pegging #20 5ab17246>
def _loop(st, _t57):
    _st_zones = st.zones
    _t59 = (_st_zones[6][:-(_t57) - 1:-1] or ())
    _budget74[0] -= len(_t59)
    if _budget74[0] < 0: _spent75(st)
    for _t60 in _t59:
        if not ((_c76[_t60] == _c76[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #21 a3b6df4c>
def _loop(st):
    _st_zones = st.zones
    _t58 = []
    for _t57 in (_k73 or ()):
        if ((len(_st_zones[6]) >= _t57) and _a77(st, _t57)):
            _t58.append(_t57)
    return _t58

# <rulerun cribbage.rules: pegging #22 b65513ef>
def _loop(st):
    _t62 = (_a78(st) or ())
    _budget79[0] -= len(_t62)
    if _budget79[0] < 0: _spent80(st)
    _t64 = None
    for _t63 in _t62:
        _t65 = _t63
        if _t64 is None or _t65 > _t64:
            _t64 = _t65
    return _t64

# <rulerun cribbage.rules: pegging #23 44a0b32e>
def _loop(st):
    _st_zones = st.zones
    _t67 = []
    for _t66 in (_k83 or ()):
        if ((len(_st_zones[6]) >= _t66) and _d84(st, [_st_zones[6][:-(_t66) - 1:-1]])):
            _t67.append(_t66)
    return _t67

# <rulerun cribbage.rules: pegging #24 8b177818>
def _loop(st):
    _t68 = (_joined82([0], _a85(st)) or ())
    _budget86[0] -= len(_t68)
    if _budget86[0] < 0: _spent87(st)
    _t70 = None
    for _t69 in _t68:
        _t71 = _t69
        if _t70 is None or _t71 > _t70:
            _t70 = _t71
    return _t70

# <rulerun cribbage.rules: pegging #25 5b940a1d>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t45 = 0; _t46 = st.decisions
    while ((len(_st_zones[(1 + _k49[0])]) + len(_st_zones[(1 + _k50[1])])) > 0):
        _t45 += 1
        if _t45 > _LIMIT51[0] and _over_limit52(_t45, st, _t46): raise _Runaway53()
        if _a55(st, L):
            _i2l0 = L[0]
            _i2 = [_i2l0, None]
            _t49 = []
            for _t50 in _st_zones[(1 + _i2l0)]:
                if ((min(_c56[_t50], 10) + _st_vars[1]) <= 31): _t49.append(_t50)
            _t51 = _i2l0
            _t52 = len(_t49)
            if not _t52: _no_option59(_t51, 'card to play')
            if _t52 <= 1 and _st_log is None:
                _i2[1] = _t49[0] if _t52 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t53 = st.chooser(_t52, _t51)
                else:
                    _t53 = _st_bits(_t52.bit_length())
                    while _t53 >= _t52: _t53 = _st_bits(_t52.bit_length())
                _i2[1] = _t49[_t53]; st.decisions += 1
            elif _decide60(st, _i2, _t49, _t51): raise _PlayoutCut57()
            _st_cvars[_i2[1]] = _i2l0
            _t54 = _i2[1]
            _t55 = 6
            if type(_t54) is int and _st_log is None:
                _t56 = _st_zones[_st_loc[_t54]]
                if _t56[-1] == _t54: _t56.pop()
                else: _t56.remove(_t54)
                _st_zones[_t55].append(_t54); _st_loc[_t54] = _t55
            elif _t54 is not None:
                _move_cards61(st, _t54, _t55, False)
            _st_vars[1] = _st_vars[1] + min(_c56[_i2[1]], 10)
            if _st_log is not None: _st_log.append(_Text66(_audience62(st), [_PlayerRef63(_i2l0), ' lays ', _card_ref64(st, _i2[1]), ': ', _plain65(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p72(st, [_i2l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p72(st, [_i2l0, 2, 'thirty-one']) == 3: return 3
            if _p72(st, [_i2l0, [0, 0, 2, 6, 12][_a81(st)], 'a pair']) == 3: return 3
            if _p72(st, [_i2l0, _a88(st), 'a run']) == 3: return 3
            L[1] = L[0]
            if (_st_vars[1] == 31):
                _i3 = [None, None, None]
                _st_vars[1] = 0
                for _t72 in _st_zones[6][:]:
                    _i3[2] = _t72
                    _t73 = _t72
                    _t74 = (7 + _st_cvars[_t72])
                    if type(_t73) is int and _st_log is None:
                        _t75 = _st_zones[_st_loc[_t73]]
                        if _t75[-1] == _t73: _t75.pop()
                        else: _t75.remove(_t73)
                        _st_zones[_t74].append(_t73); _st_loc[_t73] = _t74
                    elif _t73 is not None:
                        _move_cards61(st, _t73, _t74, False)
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell89(st, (_player_text90(L[0]) + ' says go'), None)
            if _d91(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if (not not _st_zones[(1 + ((L[0] + 1) % 2))]):
                    if _st_log is not None: _tell89(st, (_player_text90(((L[0] + 1) % 2)) + ' says go'), None)
                if _p72(st, [L[1], 1, 'the go']) == 3: return 3
                _i4 = [None, None, None]
                _st_vars[1] = 0
                for _t76 in _st_zones[6][:]:
                    _i4[2] = _t76
                    _t77 = _t76
                    _t78 = (7 + _st_cvars[_t76])
                    if type(_t77) is int and _st_log is None:
                        _t79 = _st_zones[_st_loc[_t77]]
                        if _t79[-1] == _t77: _t79.pop()
                        else: _t79.remove(_t77)
                        _st_zones[_t78].append(_t77); _st_loc[_t77] = _t78
                    elif _t77 is not None:
                        _move_cards61(st, _t77, _t78, False)
                L[0] = ((L[1] + 1) % 2)

# <rulerun cribbage.rules: pegging #26 d1fae355>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if (_st_vars[1] > 0):
        if _p92(st, [L[1], 1, 'the last card']) == 3: return 3
    _i5 = [None, None, None]
    _st_vars[1] = 0
    for _t80 in _st_zones[6][:]:
        _i5[2] = _t80
        _t81 = _t80
        _t82 = (7 + st.cvars[_t80])
        if type(_t81) is int and st.log is None:
            _t83 = _st_zones[_st_loc[_t81]]
            if _t83[-1] == _t81: _t83.pop()
            else: _t83.remove(_t81)
            _st_zones[_t82].append(_t81); _st_loc[_t81] = _t82
        elif _t81 is not None:
            _move_cards93(st, _t81, _t82, False)

# <rulerun cribbage.rules: pegging #27 3eeebf95>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(1 + _k94[0])]) + len(_st_zones[(1 + _k95[1])])) > 0)

# <rulerun cribbage.rules: pegging #28 f19f768a>
def _loop(st, L):
    _st_vars = st.vars
    for _t84 in st.zones[(1 + L[0])]:
        if ((min(_c96[_t84], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #29 8298456a>
def _native(st, L):
    return _a97(st, L)

# <rulerun cribbage.rules: pegging #30 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: fifteens #31 c8331ca3>
def _native(st, L):
    _l0 = L[0]
    _t87 = (_range98(2, len((_l0 or ()))) or ())
    _budget99[0] -= len(_t87)
    if _budget99[0] < 0: _spent100(st)
    _t86 = 0
    for _t88 in _t87:
        _t90 = (_subsets101(st, _l0, _t88) or ())
        _budget99[0] -= len(_t90)
        if _budget99[0] < 0: _spent100(st)
        _t89 = 0
        for _t91 in _t90:
            _t93 = (_t91 or ())
            _budget99[0] -= len(_t93)
            if _budget99[0] < 0: _spent100(st)
            _t92 = 0
            for _t94 in _t93:
                _t92 += min(_c102[_t94], 10)
            if (_t92 == 15):
                _t89 += 1
        _t86 += _t89
    return _times103(2, _t86)

# <rulerun cribbage.rules: pairs #32 36e5e92a>
def _native(st, L):
    _t96 = (_subsets106(st, L[0], 2) or ())
    _budget107[0] -= len(_t96)
    if _budget107[0] < 0: _spent108(st)
    _t95 = 0
    for _t97 in _t96:
        if (_c109[_t97[0]] == _c109[_t97[1]]):
            _t95 += 1
    return (2 * _t95)

# <rulerun cribbage.rules: show #33 f35ed07d>
def _loop(st, _t99):
    _t104 = (_t99 or ())
    _budget117[0] -= len(_t104)
    if _budget117[0] < 0: _spent118(st)
    _t106 = []
    for _t105 in _t104:
        _t106.append(_c119[_t105])
    _t106.sort()
    return _t106

# <rulerun cribbage.rules: show #34 549ee2ca>
def _loop(st, _t99):
    _t109 = (_t99 or ())
    _budget121[0] -= len(_t109)
    if _budget121[0] < 0: _spent122(st)
    _t111 = []
    for _t110 in _t109:
        _t111.append(_c123[_t110])
    _t111.sort()
    return _t111

# <rulerun cribbage.rules: show #35 79888d21>
def _loop(st, _t99):
    _t101 = (_range114(1, (len((_t99 or ())) - 1)) or ())
    _budget115[0] -= len(_t101)
    if _budget115[0] < 0: _spent116(st)
    _t107 = _NOT_YET
    _t108 = _NOT_YET
    _t112 = _NOT_YET
    _t113 = _NOT_YET
    for _t102 in _t101:
        if not (((_t108 if _t108 is not _NOT_YET else (_t108 := (_t107 if _t107 is not _NOT_YET else (_t107 := _a120(st, _t99)))))[_t102] == ((_t113 if _t113 is not _NOT_YET else (_t113 := (_t112 if _t112 is not _NOT_YET else (_t112 := _a124(st, _t99)))))[0] + _t102))):
            return False
    return True

# <rulerun cribbage.rules: show #36 46de7edc>
def _loop(st, L):
    _t98 = (_subsets111(st, L[0], 5) or ())
    _budget112[0] -= len(_t98)
    if _budget112[0] < 0: _spent113(st)
    _t100 = 0
    for _t99 in _t98:
        if _a125(st, _t99):
            _t100 += 1
    return _t100

# <rulerun cribbage.rules: show #37 606b4de3>
def _loop(st, _t115):
    _t120 = (_t115 or ())
    _budget133[0] -= len(_t120)
    if _budget133[0] < 0: _spent134(st)
    _t122 = []
    for _t121 in _t120:
        _t122.append(_c135[_t121])
    _t122.sort()
    return _t122

# <rulerun cribbage.rules: show #38 f4789784>
def _loop(st, _t115):
    _t125 = (_t115 or ())
    _budget137[0] -= len(_t125)
    if _budget137[0] < 0: _spent138(st)
    _t127 = []
    for _t126 in _t125:
        _t127.append(_c139[_t126])
    _t127.sort()
    return _t127

# <rulerun cribbage.rules: show #39 2c265a86>
def _loop(st, _t115):
    _t117 = (_range130(1, (len((_t115 or ())) - 1)) or ())
    _budget131[0] -= len(_t117)
    if _budget131[0] < 0: _spent132(st)
    _t123 = _NOT_YET
    _t124 = _NOT_YET
    _t128 = _NOT_YET
    _t129 = _NOT_YET
    for _t118 in _t117:
        if not (((_t124 if _t124 is not _NOT_YET else (_t124 := (_t123 if _t123 is not _NOT_YET else (_t123 := _a136(st, _t115)))))[_t118] == ((_t129 if _t129 is not _NOT_YET else (_t129 := (_t128 if _t128 is not _NOT_YET else (_t128 := _a140(st, _t115)))))[0] + _t118))):
            return False
    return True

# <rulerun cribbage.rules: show #40 ea7115c4>
def _loop(st, L):
    _t114 = (_subsets127(st, L[0], 5) or ())
    _budget128[0] -= len(_t114)
    if _budget128[0] < 0: _spent129(st)
    _t116 = 0
    for _t115 in _t114:
        if _a141(st, _t115):
            _t116 += 1
    return _t116

# <rulerun cribbage.rules: show #41 414724f7>
def _loop(st, _t131):
    _t136 = (_t131 or ())
    _budget149[0] -= len(_t136)
    if _budget149[0] < 0: _spent150(st)
    _t138 = []
    for _t137 in _t136:
        _t138.append(_c151[_t137])
    _t138.sort()
    return _t138

# <rulerun cribbage.rules: show #42 9562fc59>
def _loop(st, _t131):
    _t141 = (_t131 or ())
    _budget153[0] -= len(_t141)
    if _budget153[0] < 0: _spent154(st)
    _t143 = []
    for _t142 in _t141:
        _t143.append(_c155[_t142])
    _t143.sort()
    return _t143

# <rulerun cribbage.rules: show #43 52bf1e9e>
def _loop(st, _t131):
    _t133 = (_range146(1, (len((_t131 or ())) - 1)) or ())
    _budget147[0] -= len(_t133)
    if _budget147[0] < 0: _spent148(st)
    _t139 = _NOT_YET
    _t140 = _NOT_YET
    _t144 = _NOT_YET
    _t145 = _NOT_YET
    for _t134 in _t133:
        if not (((_t140 if _t140 is not _NOT_YET else (_t140 := (_t139 if _t139 is not _NOT_YET else (_t139 := _a152(st, _t131)))))[_t134] == ((_t145 if _t145 is not _NOT_YET else (_t145 := (_t144 if _t144 is not _NOT_YET else (_t144 := _a156(st, _t131)))))[0] + _t134))):
            return False
    return True

# <rulerun cribbage.rules: show #44 3078636e>
def _loop(st, L):
    _t130 = (_subsets143(st, L[0], 4) or ())
    _budget144[0] -= len(_t130)
    if _budget144[0] < 0: _spent145(st)
    _t132 = 0
    for _t131 in _t130:
        if _a157(st, _t131):
            _t132 += 1
    return _t132

# <rulerun cribbage.rules: show #45 61fbac0d>
def _loop(st, _t147):
    _t152 = (_t147 or ())
    _budget165[0] -= len(_t152)
    if _budget165[0] < 0: _spent166(st)
    _t154 = []
    for _t153 in _t152:
        _t154.append(_c167[_t153])
    _t154.sort()
    return _t154

# <rulerun cribbage.rules: show #46 873ac1dc>
def _loop(st, _t147):
    _t157 = (_t147 or ())
    _budget169[0] -= len(_t157)
    if _budget169[0] < 0: _spent170(st)
    _t159 = []
    for _t158 in _t157:
        _t159.append(_c171[_t158])
    _t159.sort()
    return _t159

# <rulerun cribbage.rules: show #47 2aff6486>
def _loop(st, _t147):
    _t149 = (_range162(1, (len((_t147 or ())) - 1)) or ())
    _budget163[0] -= len(_t149)
    if _budget163[0] < 0: _spent164(st)
    _t155 = _NOT_YET
    _t156 = _NOT_YET
    _t160 = _NOT_YET
    _t161 = _NOT_YET
    for _t150 in _t149:
        if not (((_t156 if _t156 is not _NOT_YET else (_t156 := (_t155 if _t155 is not _NOT_YET else (_t155 := _a168(st, _t147)))))[_t150] == ((_t161 if _t161 is not _NOT_YET else (_t161 := (_t160 if _t160 is not _NOT_YET else (_t160 := _a172(st, _t147)))))[0] + _t150))):
            return False
    return True

# <rulerun cribbage.rules: show #48 e3f4a634>
def _loop(st, L):
    _t146 = (_subsets159(st, L[0], 4) or ())
    _budget160[0] -= len(_t146)
    if _budget160[0] < 0: _spent161(st)
    _t148 = 0
    for _t147 in _t146:
        if _a173(st, _t147):
            _t148 += 1
    return _t148

# <rulerun cribbage.rules: show #49 d406c777>
def _loop(st, _t163):
    _t168 = (_t163 or ())
    _budget181[0] -= len(_t168)
    if _budget181[0] < 0: _spent182(st)
    _t170 = []
    for _t169 in _t168:
        _t170.append(_c183[_t169])
    _t170.sort()
    return _t170

# <rulerun cribbage.rules: show #50 da76a937>
def _loop(st, _t163):
    _t173 = (_t163 or ())
    _budget185[0] -= len(_t173)
    if _budget185[0] < 0: _spent186(st)
    _t175 = []
    for _t174 in _t173:
        _t175.append(_c187[_t174])
    _t175.sort()
    return _t175

# <rulerun cribbage.rules: show #51 7ca010fc>
def _loop(st, _t163):
    _t165 = (_range178(1, (len((_t163 or ())) - 1)) or ())
    _budget179[0] -= len(_t165)
    if _budget179[0] < 0: _spent180(st)
    _t171 = _NOT_YET
    _t172 = _NOT_YET
    _t176 = _NOT_YET
    _t177 = _NOT_YET
    for _t166 in _t165:
        if not (((_t172 if _t172 is not _NOT_YET else (_t172 := (_t171 if _t171 is not _NOT_YET else (_t171 := _a184(st, _t163)))))[_t166] == ((_t177 if _t177 is not _NOT_YET else (_t177 := (_t176 if _t176 is not _NOT_YET else (_t176 := _a188(st, _t163)))))[0] + _t166))):
            return False
    return True

# <rulerun cribbage.rules: show #52 0cd1e9cb>
def _loop(st, L):
    _t162 = (_subsets175(st, L[0], 3) or ())
    _budget176[0] -= len(_t162)
    if _budget176[0] < 0: _spent177(st)
    _t164 = 0
    for _t163 in _t162:
        if _a189(st, _t163):
            _t164 += 1
    return _t164

# <rulerun cribbage.rules: runs #53 c8f46154>
def _native(st, L):
    return ((5 * _a126(st, L)) if (_a142(st, L) > 0) else ((4 * _a158(st, L)) if (_a174(st, L) > 0) else (3 * _a190(st, L))))

# <rulerun cribbage.rules: show #54 763cea4e>
def _loop(st, L):
    _t178 = (L[1] or ())
    _budget192[0] -= len(_t178)
    if _budget192[0] < 0: _spent193(st)
    for _t179 in _t178:
        if not ((_c194[_t179] == _c194[L[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: show #55 3e9b0638>
def _loop(st, L):
    _t181 = (L[1] or ())
    _budget197[0] -= len(_t181)
    if _budget197[0] < 0: _spent198(st)
    _t183 = 0
    for _t182 in _t181:
        if ((_c199[_t182] == 11) and (_c200[_t182] == _c200[L[2]])):
            _t183 += 1
    return _t183

# <rulerun cribbage.rules: show #56 4bcc66b5>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    L[1] = _st_zones[(7 + _l0)][:]
    L[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p202(st, [_l0, ((((_d104(st, [_joined105(L[1], [L[2]])]) + _d110(st, [_joined105(L[1], [L[2]])])) + _d191(st, [_joined105(L[1], [L[2]])])) + (0 if (not _a195(st, L)) else (5 if (_c196[L[2]] == _c196[L[1][0]]) else (0 if False else 4)))) + _a201(st, L)), 'the hand']) == 3: return 3

# <rulerun cribbage.rules: play_hand #57 031b71b5>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text205(_audience203(st), [_PlayerRef204(_st_vars[0]), ' deals']))
    _shuffle_zone206(st, 0)
    for _t184 in (_o207[_st_vars[0]] or []):
        L[2] = _t184
        _t185 = _st_zones[0][:-(6) - 1:-1]
        _t186 = (1 + _t184)
        if type(_t185) is list and _st_log is None:
            for _t187 in _t185:
                _t188 = _st_zones[_st_loc[_t187]]
                if _t188[-1] == _t187: _t188.pop()
                else: _t188.remove(_t187)
                _st_zones[_t186].append(_t187); _st_loc[_t187] = _t186
        elif _t185 is not None:
            _move_cards208(st, _t185, _t186, False)

# <rulerun cribbage.rules: play_hand #58 3488fb1c>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t189 = L[4]
    _t190 = 3
    if type(_t189) is list and st.log is None:
        for _t191 in _t189:
            _t192 = _st_zones[_st_loc[_t191]]
            if _t192[-1] == _t191: _t192.pop()
            else: _t192.remove(_t191)
            _st_zones[_t190].append(_t191); _st_loc[_t191] = _t190
    elif _t189 is not None:
        _move_cards209(st, _t189, _t190, False)

# <rulerun cribbage.rules: play_hand #59 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun cribbage.rules: play_hand #60 e693422f>
def _native(st, L):
    return 2

# <rulerun cribbage.rules: play_hand #61 90712781>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t193 = _st_zones[(1 + L[3])][:]
    _t194 = L[3]
    _t196 = len(_t193); _t195 = _comb211(_t196, 2)
    if not _t195: _no_option212(_t194, 'cards for the crib')
    if _t195 > 1:
        _t197 = (yield _t195)
        _t198 = _PICKS213.get((_t196, 2)) or _picks214(_t196, 2)
        L[4] = list(_t198[_t197](_t193)) if _t198 else _option_at210(_t193, 2, False, _t197)
    else: L[4] = _option_at210(_t193, 2, False, 0) if _t195 else None
    _t199 = L[4]
    _t200 = 3
    if type(_t199) is list and st.log is None:
        for _t201 in _t199:
            _t202 = _st_zones[_st_loc[_t201]]
            if _t202[-1] == _t201: _t202.pop()
            else: _t202.remove(_t201)
            _st_zones[_t200].append(_t201); _st_loc[_t201] = _t200
    elif _t199 is not None:
        _move_cards215(st, _t199, _t200, False)

# <rulerun cribbage.rules: play_hand #62 bfde9543>
def _native(st, L):
    _st_bits = st.bits
    if st.log is not None or st.thread_player is not None: return 4
    _parts = []
    for _p in (_k219 or []):
        _l = L[:]; _l[3] = _p; st.thread_player = _p; _g = _part216(st, _l); _n = len(st.events)
        try:
            _parts.append((_p, _g, next(_g)))
        except _Stop217 as _e:
            if _e.value == 3: st.thread_player = None; return 3
        except _ExitTo218:
            del st.events[_n:]
    for _p, _g, _o in _parts:
        st.thread_player = st.inline_thread = _p; _n = len(st.events)
        try:
            while True:
                if st.decisions >= st.inline_until: raise _PlayoutCut220()
                if _st_bits is None: _a = st.chooser(_o, _p)
                else:
                    _a = _st_bits(_o.bit_length())
                    while _a >= _o: _a = _st_bits(_o.bit_length())
                st.decisions += 1; _o = _g.send(_a)
        except _Stop217 as _e:
            if _e.value == 3: st.thread_player = st.inline_thread = None; return 3
        except _ExitTo218:
            del st.events[_n:]
    st.thread_player = st.inline_thread = None

# <rulerun cribbage.rules: play_hand #63 54ba0097>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t205 = _st_zones[0]
    _t204 = 5
    if _st_log is None and _t205:
        _t203 = _t205.pop(); _st_zones[_t204].append(_t203); st.loc[_t203] = _t204
    elif _t205:
        _move_cards221(st, _t205[-1], _t204, False)
    if _st_log is not None: _st_log.append(_Text224(_audience222(st), ['the starter is ', _card_ref223(st, (_z[-1] if (_z := _st_zones[5]) else None))]))
    if (_c225[(_z[-1] if (_z := _st_zones[5]) else None)] == 11):
        if _p226(st, [st.vars[0], 2, 'his heels']) == 3: return 3

# <rulerun cribbage.rules: play_hand #64 766e3e6b>
def _loop(st, _i6):
    _t206 = (_i6[1] or ())
    _budget231[0] -= len(_t206)
    if _budget231[0] < 0: _spent232(st)
    for _t207 in _t206:
        if not ((_c233[_t207] == _c233[_i6[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #65 7079d14e>
def _loop(st, _i6):
    _t209 = (_i6[1] or ())
    _budget236[0] -= len(_t209)
    if _budget236[0] < 0: _spent237(st)
    _t211 = 0
    for _t210 in _t209:
        if ((_c238[_t210] == 11) and (_c239[_t210] == _c239[_i6[2]])):
            _t211 += 1
    return _t211

# <rulerun cribbage.rules: play_hand #66 e44ba0ff>
def _loop(st, _i7):
    _t212 = (_i7[1] or ())
    _budget242[0] -= len(_t212)
    if _budget242[0] < 0: _spent243(st)
    for _t213 in _t212:
        if not ((_c244[_t213] == _c244[_i7[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #67 8aa5366d>
def _loop(st, _i7):
    _t215 = (_i7[1] or ())
    _budget246[0] -= len(_t215)
    if _budget246[0] < 0: _spent247(st)
    _t217 = 0
    for _t216 in _t215:
        if ((_c248[_t216] == 11) and (_c249[_t216] == _c249[_i7[2]])):
            _t217 += 1
    return _t217

# <rulerun cribbage.rules: play_hand #68 79a9cf9c>
def _loop(st, L):
    _l0 = L[0]
    _t222 = (_l0 or ())
    _budget256[0] -= len(_t222)
    if _budget256[0] < 0: _spent257(st)
    for _t223 in _t222:
        if not ((_c258[_t223] == _c258[_l0[0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #69 27887717>
def _loop(st, L):
    _l1 = L[1]
    _t225 = (L[0] or ())
    _budget261[0] -= len(_t225)
    if _budget261[0] < 0: _spent262(st)
    _t227 = 0
    for _t226 in _t225:
        if ((_c263[_t226] == 11) and (_c264[_t226] == _c264[_l1])):
            _t227 += 1
    return _t227

# <rulerun cribbage.rules: show_points #70 7c731c86>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    return ((((_d252(st, [_joined253(_l0, [_l1])]) + _d254(st, [_joined253(_l0, [_l1])])) + _d255(st, [_joined253(_l0, [_l1])])) + (0 if (not _a259(st, L)) else (5 if (_c260[_l1] == _c260[_l0[0]]) else (0 if L[2] else 4)))) + _a265(st, L))

# <rulerun cribbage.rules: play_hand #71 3d05d690>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i6l0 = ((_st_vars[0] + 1) % 2)
    _i6 = [_i6l0, None, None]
    _i6[1] = _st_zones[(7 + _i6l0)][:]
    _i6[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p241(st, [_i6l0, ((((_d227(st, [_joined228(_i6[1], [_i6[2]])]) + _d229(st, [_joined228(_i6[1], [_i6[2]])])) + _d230(st, [_joined228(_i6[1], [_i6[2]])])) + (0 if (not _a234(st, _i6)) else (5 if (_c235[_i6[2]] == _c235[_i6[1][0]]) else (0 if False else 4)))) + _a240(st, _i6)), 'the hand']) == 3: return 3
    _i7l0 = _st_vars[0]
    _i7 = [_i7l0, None, None]
    _i7[1] = _st_zones[(7 + _i7l0)][:]
    _i7[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p241(st, [_i7l0, ((((_d227(st, [_joined228(_i7[1], [_i7[2]])]) + _d229(st, [_joined228(_i7[1], [_i7[2]])])) + _d230(st, [_joined228(_i7[1], [_i7[2]])])) + (0 if (not _a245(st, _i7)) else (5 if (_c235[_i7[2]] == _c235[_i7[1][0]]) else (0 if False else 4)))) + _a250(st, _i7)), 'the hand']) == 3: return 3
    _t218 = 3
    _t219 = 4
    if _st_log is None and _t218 != _t219:
        _t220 = _st_zones[_t218]; _st_zones[_t219] += _t220
        for _t221 in _t220: _st_loc[_t221] = _t219
        _t220.clear()
    else:
        _move_cards251(st, _st_zones[_t218][:], _t219, False)
    if _p241(st, [_st_vars[0], _d266(st, [_st_zones[4][:], (_z[-1] if (_z := _st_zones[5]) else None), True]), 'the crib']) == 3: return 3
    for _t228 in (_k267 or []):
        L[7] = _t228
        _t229 = (7 + _t228)
        _t230 = 0
        if _st_log is None and _t229 != _t230:
            _t231 = _st_zones[_t229]; _st_zones[_t230] += _t231
            for _t232 in _t231: _st_loc[_t232] = _t230
            _t231.clear()
        else:
            _move_cards251(st, _st_zones[_t229][:], _t230, False)
    _t233 = 4
    _t234 = 0
    if _st_log is None and _t233 != _t234:
        _t235 = _st_zones[_t233]; _st_zones[_t234] += _t235
        for _t236 in _t235: _st_loc[_t236] = _t234
        _t235.clear()
    else:
        _move_cards251(st, _st_zones[_t233][:], _t234, False)
    _t237 = 5
    _t238 = 0
    if _st_log is None and _t237 != _t238:
        _t239 = _st_zones[_t237]; _st_zones[_t238] += _t239
        for _t240 in _t239: _st_loc[_t240] = _t238
        _t239.clear()
    else:
        _move_cards251(st, _st_zones[_t237][:], _t238, False)

# <rulerun cribbage.rules: play_hand #72 3aa64754>
def _native(st, L):
    return _k268

# <rulerun cribbage.rules: play_hand #73 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun cribbage.rules: play #74 380d7409>
def _native(st, L):
    st.vars[0] = _random_item269(st, _k270)

# <rulerun cribbage.rules: play #75 7cd9fb42>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[0] = ((_st_vars[0] + 1) % 2)

# <rulerun cribbage.rules: play #76 bb845a89>
def _native(st, L):
    return True

# <rulerun cribbage.rules: peg #77 b06bbfc5>
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

# <rulerun cribbage.rules: new_count #78 17395b9d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run277(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k278)

# <rulerun cribbage.rules: lay #79 593df454>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t241 in st.zones[(1 + L[0])]:
                if ((min(_c281[_t241], 10) + st.vars[1]) <= 31): _o.append(_t241)
            fr[1] = 1
            _t242 = L[0]
            _t243 = len(_o)
            if not _t243: _no_option283(_t242, 'card to play')
            if _t243 <= 1 and _st_log is None:
                L[1] = _o[0] if _t243 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t244 = st.chooser(_t243, _t242)
                else:
                    _t244 = _st_bits(_t243.bit_length())
                    while _t244 >= _t243: _t244 = _st_bits(_t243.bit_length())
                L[1] = _o[_t244]; st.decisions += 1
            elif _decide284(st, L, _o, _t242): return True
            pc = 1
        if pc == 1:
            _r = _run285(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k286)

# <rulerun cribbage.rules: pegging #80 f25bf6ac>
def _loop(st, L):
    _st_vars = st.vars
    for _t245 in st.zones[(1 + L[0])]:
        if ((min(_c293[_t245], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #81 9b2dd878>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT287[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run290(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((len(_st_zones[(1 + _k291[0])]) + len(_st_zones[(1 + _k292[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if _a294(st, L):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit295(_k296)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run297(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run298(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit289(_k, st, _d0): raise _Runaway288()
            continue
        if pc == 8:
            _r = _run299(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k300)

# <rulerun cribbage.rules: show #82 37fb1e63>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run303(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k304)

# <rulerun cribbage.rules: play_hand #83 133f53f1>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run307(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step308(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t247 = L[3]
            _t250 = len(_o); _t248 = _comb310(_t250, 2)
            if not _t248: _no_option311(_t247, 'cards for the crib')
            if _t248 <= 1 and _st_log is None:
                L[4] = _option_at312(_o, 2, False, 0) if _t248 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t249 = st.chooser(_t248, _t247)
                else:
                    _t249 = _st_bits(_t248.bit_length())
                    while _t249 >= _t248: _t249 = _st_bits(_t248.bit_length())
                _t251 = _PICKS313.get((_t250, 2)) or _picks314(_t250, 2)
                L[4] = list(_t251[_t249](_o)) if _t251 else _option_at312(_o, 2, False, _t249)
                st.decisions += 1
            elif _offer309(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run315(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run316(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit317(_k318)
            fr[1] = 7; st.cur.append([3, 0, _a]); return None
        if pc == 7:
            _r = _run319(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k320)

# <rulerun cribbage.rules: play #84 2c2e2d50>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT321[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run324(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit325(_k326)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run327(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit323(_k, st, _d0): raise _Runaway322()
            continue
        if pc == 5:
            fr[1] = 6
            if _step328(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k329)

# <rulerun cribbage.rules: pegging #85 7358a54a>
def _loop(st, L):
    _st_vars = st.vars
    for _t252 in st.zones[(1 + L[0])]:
        if ((min(_c337[_t252], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: lay #86 820bb5bc>
def _loop(st, _t262):
    _st_zones = st.zones
    _t264 = (_st_zones[6][:-(_t262) - 1:-1] or ())
    _budget352[0] -= len(_t264)
    if _budget352[0] < 0: _spent353(st)
    for _t265 in _t264:
        if not ((_c354[_t265] == _c354[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #87 3400f6fa>
def _loop(st):
    _st_zones = st.zones
    _t263 = []
    for _t262 in (_k351 or ()):
        if ((len(_st_zones[6]) >= _t262) and _a355(st, _t262)):
            _t263.append(_t262)
    return _t263

# <rulerun cribbage.rules: lay #88 6f96a9c7>
def _loop(st):
    _t267 = (_a356(st) or ())
    _budget357[0] -= len(_t267)
    if _budget357[0] < 0: _spent358(st)
    _t269 = None
    for _t268 in _t267:
        _t270 = _t268
        if _t269 is None or _t270 > _t269:
            _t269 = _t270
    return _t269

# <rulerun cribbage.rules: lay #89 2644a9f7>
def _loop(st):
    _st_zones = st.zones
    _t272 = []
    for _t271 in (_k361 or ()):
        if ((len(_st_zones[6]) >= _t271) and _d362(st, [_st_zones[6][:-(_t271) - 1:-1]])):
            _t272.append(_t271)
    return _t272

# <rulerun cribbage.rules: lay #90 ae644135>
def _loop(st):
    _t273 = (_joined360([0], _a363(st)) or ())
    _budget364[0] -= len(_t273)
    if _budget364[0] < 0: _spent365(st)
    _t275 = None
    for _t274 in _t273:
        _t276 = _t274
        if _t275 is None or _t276 > _t275:
            _t275 = _t276
    return _t275

# <rulerun cribbage.rules: lay #91 playout d0b042f8>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t254 = []
    for _t255 in _st_zones[(1 + _l0)]:
        if ((min(_c339[_t255], 10) + _st_vars[1]) <= 31): _t254.append(_t255)
    _t256 = _l0
    _t257 = len(_t254)
    if not _t257: _no_option342(_t256, 'card to play')
    if _t257 <= 1 and _st_log is None:
        L[1] = _t254[0] if _t257 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t258 = st.chooser(_t257, _t256)
        else:
            _t258 = _st_bits(_t257.bit_length())
            while _t258 >= _t257: _t258 = _st_bits(_t257.bit_length())
        L[1] = _t254[_t258]; st.decisions += 1
    elif _decide343(st, L, _t254, _t256): raise _PlayoutCut340()
    st.cvars[L[1]] = _l0
    _t259 = L[1]
    _t260 = 6
    if type(_t259) is int and _st_log is None:
        _t261 = _st_zones[_st_loc[_t259]]
        if _t261[-1] == _t259: _t261.pop()
        else: _t261.remove(_t259)
        _st_zones[_t260].append(_t259); _st_loc[_t259] = _t260
    elif _t259 is not None:
        _move_cards344(st, _t259, _t260, False)
    _st_vars[1] = _st_vars[1] + min(_c339[L[1]], 10)
    if _st_log is not None: _st_log.append(_Text349(_audience345(st), [_PlayerRef346(_l0), ' lays ', _card_ref347(st, L[1]), ': ', _plain348(_st_vars[1])]))
    if (_st_vars[1] == 15):
        if _p350(st, [_l0, 2, 'fifteen']) == 3: return 3
    if (_st_vars[1] == 31):
        if _p350(st, [_l0, 2, 'thirty-one']) == 3: return 3
    if _p350(st, [_l0, [0, 0, 2, 6, 12][_a359(st)], 'a pair']) == 3: return 3
    if _p350(st, [_l0, _a366(st), 'a run']) == 3: return 3

# <rulerun cribbage.rules: pegging #92 da850446>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT330[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run333(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region334(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((len(_st_zones[(1 + _k335[0])]) + len(_st_zones[(1 + _k336[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if _a338(st, L):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            if st.thread_player == st.inline_thread:
                if _p367(st, [L[0], None]) == 3: return True
                pc = 4
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit368(_k369)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run370(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run371(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit332(_k, st, _d0): raise _Runaway331()
            continue
        if pc == 8:
            _r = _run372(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k373)

# <rulerun cribbage.rules: pegging #93 39a7d4a9>
def _loop(st, L):
    _st_vars = st.vars
    for _t284 in st.zones[(1 + L[0])]:
        if ((min(_c392[_t284], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #94 31cdace7>
def _loop(st, _t294):
    _st_zones = st.zones
    _t296 = (_st_zones[6][:-(_t294) - 1:-1] or ())
    _budget407[0] -= len(_t296)
    if _budget407[0] < 0: _spent408(st)
    for _t297 in _t296:
        if not ((_c409[_t297] == _c409[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #95 aed3e000>
def _loop(st):
    _st_zones = st.zones
    _t295 = []
    for _t294 in (_k406 or ()):
        if ((len(_st_zones[6]) >= _t294) and _a410(st, _t294)):
            _t295.append(_t294)
    return _t295

# <rulerun cribbage.rules: pegging #96 21b85db0>
def _loop(st):
    _t299 = (_a411(st) or ())
    _budget412[0] -= len(_t299)
    if _budget412[0] < 0: _spent413(st)
    _t301 = None
    for _t300 in _t299:
        _t302 = _t300
        if _t301 is None or _t302 > _t301:
            _t301 = _t302
    return _t301

# <rulerun cribbage.rules: pegging #97 fe331d88>
def _loop(st):
    _st_zones = st.zones
    _t304 = []
    for _t303 in (_k416 or ()):
        if ((len(_st_zones[6]) >= _t303) and _d417(st, [_st_zones[6][:-(_t303) - 1:-1]])):
            _t304.append(_t303)
    return _t304

# <rulerun cribbage.rules: pegging #98 04c8721d>
def _loop(st):
    _t305 = (_joined415([0], _a418(st)) or ())
    _budget419[0] -= len(_t305)
    if _budget419[0] < 0: _spent420(st)
    _t307 = None
    for _t306 in _t305:
        _t308 = _t306
        if _t307 is None or _t308 > _t307:
            _t307 = _t308
    return _t307

# <rulerun cribbage.rules: pegging #99 playout a2d4be5d>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[0] = ((_st_vars[0] + 1) % 2)
    L[1] = L[0]
    _t282 = 0; _t283 = st.decisions
    while ((len(_st_zones[(1 + _k387[0])]) + len(_st_zones[(1 + _k388[1])])) > 0):
        _t282 += 1
        if _t282 > _LIMIT389[0] and _over_limit390(_t282, st, _t283): raise _Runaway391()
        if _a393(st, L):
            _i8l0 = L[0]
            _i8 = [_i8l0, None]
            _t286 = []
            for _t287 in _st_zones[(1 + _i8l0)]:
                if ((min(_c394[_t287], 10) + _st_vars[1]) <= 31): _t286.append(_t287)
            _t288 = _i8l0
            _t289 = len(_t286)
            if not _t289: _no_option397(_t288, 'card to play')
            if _t289 <= 1 and _st_log is None:
                _i8[1] = _t286[0] if _t289 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t290 = st.chooser(_t289, _t288)
                else:
                    _t290 = _st_bits(_t289.bit_length())
                    while _t290 >= _t289: _t290 = _st_bits(_t289.bit_length())
                _i8[1] = _t286[_t290]; st.decisions += 1
            elif _decide398(st, _i8, _t286, _t288): raise _PlayoutCut395()
            _st_cvars[_i8[1]] = _i8l0
            _t291 = _i8[1]
            _t292 = 6
            if type(_t291) is int and _st_log is None:
                _t293 = _st_zones[_st_loc[_t291]]
                if _t293[-1] == _t291: _t293.pop()
                else: _t293.remove(_t291)
                _st_zones[_t292].append(_t291); _st_loc[_t291] = _t292
            elif _t291 is not None:
                _move_cards399(st, _t291, _t292, False)
            _st_vars[1] = _st_vars[1] + min(_c394[_i8[1]], 10)
            if _st_log is not None: _st_log.append(_Text404(_audience400(st), [_PlayerRef401(_i8l0), ' lays ', _card_ref402(st, _i8[1]), ': ', _plain403(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p405(st, [_i8l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p405(st, [_i8l0, 2, 'thirty-one']) == 3: return 3
            if _p405(st, [_i8l0, [0, 0, 2, 6, 12][_a414(st)], 'a pair']) == 3: return 3
            if _p405(st, [_i8l0, _a421(st), 'a run']) == 3: return 3
            L[1] = L[0]
            if (_st_vars[1] == 31):
                _i9 = [None, None, None]
                _st_vars[1] = 0
                for _t309 in _st_zones[6][:]:
                    _i9[2] = _t309
                    _t310 = _t309
                    _t311 = (7 + _st_cvars[_t309])
                    if type(_t310) is int and _st_log is None:
                        _t312 = _st_zones[_st_loc[_t310]]
                        if _t312[-1] == _t310: _t312.pop()
                        else: _t312.remove(_t310)
                        _st_zones[_t311].append(_t310); _st_loc[_t310] = _t311
                    elif _t310 is not None:
                        _move_cards399(st, _t310, _t311, False)
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell422(st, (_player_text423(L[0]) + ' says go'), None)
            if _d424(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if (not not _st_zones[(1 + ((L[0] + 1) % 2))]):
                    if _st_log is not None: _tell422(st, (_player_text423(((L[0] + 1) % 2)) + ' says go'), None)
                if _p405(st, [L[1], 1, 'the go']) == 3: return 3
                _i10 = [None, None, None]
                _st_vars[1] = 0
                for _t313 in _st_zones[6][:]:
                    _i10[2] = _t313
                    _t314 = _t313
                    _t315 = (7 + _st_cvars[_t313])
                    if type(_t314) is int and _st_log is None:
                        _t316 = _st_zones[_st_loc[_t314]]
                        if _t316[-1] == _t314: _t316.pop()
                        else: _t316.remove(_t314)
                        _st_zones[_t315].append(_t314); _st_loc[_t314] = _t315
                    elif _t314 is not None:
                        _move_cards399(st, _t314, _t315, False)
                L[0] = ((L[1] + 1) % 2)
    if (_st_vars[1] > 0):
        if _p405(st, [L[1], 1, 'the last card']) == 3: return 3
    _i11 = [None, None, None]
    _st_vars[1] = 0
    for _t317 in _st_zones[6][:]:
        _i11[2] = _t317
        _t318 = _t317
        _t319 = (7 + _st_cvars[_t317])
        if type(_t318) is int and _st_log is None:
            _t320 = _st_zones[_st_loc[_t318]]
            if _t320[-1] == _t318: _t320.pop()
            else: _t320.remove(_t318)
            _st_zones[_t319].append(_t318); _st_loc[_t318] = _t319
        elif _t318 is not None:
            _move_cards399(st, _t318, _t319, False)

# <rulerun cribbage.rules: play_hand #100 7bd38cb9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run376(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region377(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step378(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t277 = L[3]
            _t280 = len(_o); _t278 = _comb380(_t280, 2)
            if not _t278: _no_option381(_t277, 'cards for the crib')
            if _t278 <= 1 and _st_log is None:
                L[4] = _option_at382(_o, 2, False, 0) if _t278 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t279 = st.chooser(_t278, _t277)
                else:
                    _t279 = _st_bits(_t278.bit_length())
                    while _t279 >= _t278: _t279 = _st_bits(_t278.bit_length())
                _t281 = _PICKS383.get((_t280, 2)) or _picks384(_t280, 2)
                L[4] = list(_t281[_t279](_o)) if _t281 else _option_at382(_o, 2, False, _t279)
                st.decisions += 1
            elif _offer379(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run385(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run386(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p425(st, [None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit426(_k427)
                fr[1] = 7; st.cur.append([3, 0, _a]); return None
        if pc == 7:
            _r = _run428(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k429)

# <rulerun cribbage.rules: rank #101 a95737d4>
def _native(st, p):
    return (st.vars[2 + p], )

