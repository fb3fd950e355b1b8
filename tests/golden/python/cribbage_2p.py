# <rulerun cribbage.rules: peg #0 971b58cc>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == 0):
        return 2
    _st_vars[2 + _l0] = (_t0 if -1000000000000000000 <= (_t0 := _st_vars[2 + _l0] + _l1) <= 1000000000000000000 else _beyond0(_t0))
    if _st_log is not None: _st_log.append(_Text4(_audience1(st), [_PlayerRef2(_l0), ' pegs ', _plain3(_l1), ' for ', _plain3(L[2]), ' (', _plain3(_st_vars[2 + _l0]), ')']))
    if (_st_vars[2 + _l0] >= 121):
        _end_game5(st, _l0, True); return 3

# <rulerun cribbage.rules: new_count #1 a2e6f8d2>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    st.vars[1] = 0
    for _t1 in _st_zones[6][:]:
        L[2] = _t1
        _t2 = _t1
        _t3 = (7 + st.cvars[_t1])
        if type(_t2) is int and st.log is None:
            _t4 = _st_zones[_st_loc[_t2]]
            if _t4[-1] == _t2: _t4.pop()
            else: _t4.remove(_t2)
            _st_zones[_t3].append(_t2); _st_loc[_t2] = _t3
        elif _t2 is not None:
            _move_cards6(st, _t2, _t3, False)

# <rulerun cribbage.rules: lay #2 f1276298>
def _loop(st, _t10):
    _st_zones = st.zones
    _t12 = (_st_zones[6][:-(_t10) - 1:-1] or ())
    _budget19[0] -= len(_t12)
    if _budget19[0] < 0: _spent20(st)
    for _t13 in _t12:
        if not ((_c21[_t13] == _c21[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #3 be792cad>
def _loop(st):
    _st_zones = st.zones
    _t9 = (_k16 or ())
    _budget17[0] -= len(_t9)
    if _budget17[0] < 0: _spent18(st)
    _t11 = []
    for _t10 in _t9:
        if ((len(_st_zones[6]) >= _t10) and _a22(st, _t10)):
            _t11.append(_t10)
    return _t11

# <rulerun cribbage.rules: lay #4 7d51c573>
def _loop(st):
    _t15 = (_a23(st) or ())
    _budget24[0] -= len(_t15)
    if _budget24[0] < 0: _spent25(st)
    _t17 = None
    for _t16 in _t15:
        _t18 = _t16
        if _t17 is None or _t18 > _t17:
            _t17 = _t18
    return _t17

# <rulerun cribbage.rules: lay #5 2bc7eaf5>
def _loop(st, _t20):
    _st_zones = st.zones
    _t22 = (_st_zones[6][:-(_t20) - 1:-1] or ())
    _budget31[0] -= len(_t22)
    if _budget31[0] < 0: _spent32(st)
    for _t23 in _t22:
        _t26 = (_st_zones[6][:-(_t20) - 1:-1] or ())
        _budget31[0] -= len(_t26)
        if _budget31[0] < 0: _spent32(st)
        _t25 = 0
        for _t27 in _t26:
            if (_c33[_t27] == _c33[_t23]):
                _t25 += 1
        if not ((_t25 == 1)):
            return False
    return True

# <rulerun cribbage.rules: lay #6 8400fb01>
def _loop(st, _t20):
    _t28 = (st.zones[6][:-(_t20) - 1:-1] or ())
    _budget35[0] -= len(_t28)
    if _budget35[0] < 0: _spent36(st)
    _t30 = None
    for _t29 in _t28:
        _t31 = _c37[_t29]
        if _t30 is None or _t31 > _t30:
            _t30 = _t31
    return _t30

# <rulerun cribbage.rules: lay #7 3734f9c8>
def _loop(st, _t20):
    _t32 = (st.zones[6][:-(_t20) - 1:-1] or ())
    _budget39[0] -= len(_t32)
    if _budget39[0] < 0: _spent40(st)
    _t34 = None
    for _t33 in _t32:
        _t35 = _c41[_t33]
        if _t34 is None or _t35 < _t34:
            _t34 = _t35
    return _t34

# <rulerun cribbage.rules: lay #8 d8035d1e>
def _loop(st):
    _st_zones = st.zones
    _t19 = (_k28 or ())
    _budget29[0] -= len(_t19)
    if _budget29[0] < 0: _spent30(st)
    _t21 = []
    for _t20 in _t19:
        if (((len(_st_zones[6]) >= _t20) and _a34(st, _t20)) and ((_a38(st, _t20) - _a42(st, _t20)) == (_t20 - 1))):
            _t21.append(_t20)
    return _t21

# <rulerun cribbage.rules: lay #9 1bec9cdc>
def _loop(st):
    _t36 = (_joined27([0], _a43(st)) or ())
    _budget44[0] -= len(_t36)
    if _budget44[0] < 0: _spent45(st)
    _t38 = None
    for _t37 in _t36:
        _t39 = _t37
        if _t38 is None or _t39 > _t38:
            _t38 = _t39
    return _t38

# <rulerun cribbage.rules: lay #10 8b310896>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    st.cvars[_l1] = _l0
    _t5 = _l1
    _t6 = 6
    if type(_t5) is int and _st_log is None:
        _t7 = _st_zones[_st_loc[_t5]]
        if _t7[-1] == _t5: _t7.pop()
        else: _t7.remove(_t5)
        _st_zones[_t6].append(_t5); _st_loc[_t5] = _t6
    elif _t5 is not None:
        _move_cards7(st, _t5, _t6, False)
    _st_vars[1] = (_t8 if -1000000000000000000 <= (_t8 := _st_vars[1] + min(_c8[_l1], 10)) <= 1000000000000000000 else _beyond9(_t8))
    if _st_log is not None: _st_log.append(_Text14(_audience10(st), [_PlayerRef11(_l0), ' lays ', _card_ref12(st, _l1), ': ', _plain13(_st_vars[1])]))
    if (_st_vars[1] == 15):
        if _p15(st, [_l0, 2, 'fifteen']) == 3: return 3
    if (_st_vars[1] == 31):
        if _p15(st, [_l0, 2, 'thirty-one']) == 3: return 3
    if _p15(st, [_l0, [0, 0, 2, 6, 12][_a26(st)], 'a pair']) == 3: return 3
    if _p15(st, [_l0, _a46(st), 'a run']) == 3: return 3

# <rulerun cribbage.rules: lay #11 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun cribbage.rules: lay #12 4c313f5f>
def _native(st, L):
    return ((min(_c47[L[1]], 10) + st.vars[1]) <= 31)

# <rulerun cribbage.rules: lay #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: pegging #14 2e5602fe>
def _native(st, L):
    L[0] = ((st.vars[0] + 1) % 2)
    L[1] = L[0]

# <rulerun cribbage.rules: pegging #15 8522969a>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = L[0]
    if (_st_vars[1] == 31):
        _i0 = [None, None, None]
        _st_vars[1] = 0
        for _t40 in _st_zones[6][:]:
            _i0[2] = _t40
            _t41 = _t40
            _t42 = (7 + st.cvars[_t40])
            if type(_t41) is int and st.log is None:
                _t43 = _st_zones[_st_loc[_t41]]
                if _t43[-1] == _t41: _t43.pop()
                else: _t43.remove(_t41)
                _st_zones[_t42].append(_t41); _st_loc[_t41] = _t42
            elif _t41 is not None:
                _move_cards48(st, _t41, _t42, False)
    L[0] = ((L[0] + 1) % 2)

# <rulerun cribbage.rules: can_play #16 f8a3c637>
def _native(st, L):
    _st_vars = st.vars
    _budget51[0] -= 1
    if _budget51[0] < 0: _spent52(st)
    _t44 = False
    for _t45 in st.zones[(1 + L[0])]:
        if ((min(_c53[_t45], 10) + _st_vars[1]) <= 31):
            _t44 = True
            break
    return _t44

# <rulerun cribbage.rules: pegging #17 e2b1e23f>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not not _st_zones[(1 + L[0])]):
        if _st_log is not None: _tell49(st, (_player_text50(L[0]) + ' says go'), None)
    if _d54(st, [((L[0] + 1) % 2)]):
        L[0] = ((L[0] + 1) % 2)
    else:
        if _p55(st, [_l1, 1, 'the go']) == 3: return 3
        _i1 = [None, None, None]
        st.vars[1] = 0
        for _t46 in _st_zones[6][:]:
            _i1[2] = _t46
            _t47 = _t46
            _t48 = (7 + st.cvars[_t46])
            if type(_t47) is int and _st_log is None:
                _t49 = _st_zones[_st_loc[_t47]]
                if _t49[-1] == _t47: _t49.pop()
                else: _t49.remove(_t47)
                _st_zones[_t48].append(_t47); _st_loc[_t47] = _t48
            elif _t47 is not None:
                _move_cards56(st, _t47, _t48, False)
        L[0] = ((_l1 + 1) % 2)

# <rulerun cribbage.rules: pegging #18 df12d37c>
def _loop(st, L):
    _st_vars = st.vars
    for _t50 in st.zones[(1 + L[0])]:
        if ((min(_c61[_t50], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: peg #19 playout fddb8813>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == 0):
        return 2
    _st_vars[2 + _l0] = (_t61 if -1000000000000000000 <= (_t61 := _st_vars[2 + _l0] + _l1) <= 1000000000000000000 else _beyond75(_t61))
    if _st_log is not None: _st_log.append(_Text79(_audience76(st), [_PlayerRef77(_l0), ' pegs ', _plain78(_l1), ' for ', _plain78(L[2]), ' (', _plain78(_st_vars[2 + _l0]), ')']))
    if (_st_vars[2 + _l0] >= 121):
        _end_game80(st, _l0, True); return 3

# <rulerun cribbage.rules: pegging #20 a2de6c14>
def _loop(st, _t63):
    _st_zones = st.zones
    _t65 = (_st_zones[6][:-(_t63) - 1:-1] or ())
    _budget85[0] -= len(_t65)
    if _budget85[0] < 0: _spent86(st)
    for _t66 in _t65:
        if not ((_c87[_t66] == _c87[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #21 661b1bd8>
def _loop(st):
    _st_zones = st.zones
    _t62 = (_k82 or ())
    _budget83[0] -= len(_t62)
    if _budget83[0] < 0: _spent84(st)
    _t64 = []
    for _t63 in _t62:
        if ((len(_st_zones[6]) >= _t63) and _a88(st, _t63)):
            _t64.append(_t63)
    return _t64

# <rulerun cribbage.rules: pegging #22 f680000f>
def _loop(st):
    _t68 = (_a89(st) or ())
    _budget90[0] -= len(_t68)
    if _budget90[0] < 0: _spent91(st)
    _t70 = None
    for _t69 in _t68:
        _t71 = _t69
        if _t70 is None or _t71 > _t70:
            _t70 = _t71
    return _t70

# <rulerun cribbage.rules: pegging #23 16b92969>
def _loop(st, _t73):
    _st_zones = st.zones
    _t75 = (_st_zones[6][:-(_t73) - 1:-1] or ())
    _budget97[0] -= len(_t75)
    if _budget97[0] < 0: _spent98(st)
    for _t76 in _t75:
        _t79 = (_st_zones[6][:-(_t73) - 1:-1] or ())
        _budget97[0] -= len(_t79)
        if _budget97[0] < 0: _spent98(st)
        _t78 = 0
        for _t80 in _t79:
            if (_c99[_t80] == _c99[_t76]):
                _t78 += 1
        if not ((_t78 == 1)):
            return False
    return True

# <rulerun cribbage.rules: pegging #24 f5947984>
def _loop(st, _t73):
    _t81 = (st.zones[6][:-(_t73) - 1:-1] or ())
    _budget101[0] -= len(_t81)
    if _budget101[0] < 0: _spent102(st)
    _t83 = None
    for _t82 in _t81:
        _t84 = _c103[_t82]
        if _t83 is None or _t84 > _t83:
            _t83 = _t84
    return _t83

# <rulerun cribbage.rules: pegging #25 6dd9a178>
def _loop(st, _t73):
    _t85 = (st.zones[6][:-(_t73) - 1:-1] or ())
    _budget105[0] -= len(_t85)
    if _budget105[0] < 0: _spent106(st)
    _t87 = None
    for _t86 in _t85:
        _t88 = _c107[_t86]
        if _t87 is None or _t88 < _t87:
            _t87 = _t88
    return _t87

# <rulerun cribbage.rules: pegging #26 bdd851e2>
def _loop(st):
    _st_zones = st.zones
    _t72 = (_k94 or ())
    _budget95[0] -= len(_t72)
    if _budget95[0] < 0: _spent96(st)
    _t74 = []
    for _t73 in _t72:
        if (((len(_st_zones[6]) >= _t73) and _a100(st, _t73)) and ((_a104(st, _t73) - _a108(st, _t73)) == (_t73 - 1))):
            _t74.append(_t73)
    return _t74

# <rulerun cribbage.rules: pegging #27 5123824d>
def _loop(st):
    _t89 = (_joined93([0], _a109(st)) or ())
    _budget110[0] -= len(_t89)
    if _budget110[0] < 0: _spent111(st)
    _t91 = None
    for _t90 in _t89:
        _t92 = _t90
        if _t91 is None or _t92 > _t91:
            _t91 = _t92
    return _t91

# <rulerun cribbage.rules: pegging #28 470ae189>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while ((len(_st_zones[(1 + _k57[0])]) + len(_st_zones[(1 + _k58[1])])) > 0):
        _budget59[0] -= 1
        if _budget59[0] < 0: _spent60(st)
        if _a62(st, L):
            _i2l0 = L[0]
            _i2 = [_i2l0, None]
            _t52 = []
            for _t53 in _st_zones[(1 + _i2l0)]:
                if ((min(_c63[_t53], 10) + _st_vars[1]) <= 31): _t52.append(_t53)
            _t54 = _i2l0
            _t55 = len(_t52)
            if not _t55: _no_option66(_t54, 'card to play')
            if _t55 <= 1 and _st_log is None:
                _i2[1] = _t52[0] if _t55 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t56 = st.chooser(_t55, _t54)
                else:
                    _t56 = _st_bits(_t55.bit_length())
                    while _t56 >= _t55: _t56 = _st_bits(_t55.bit_length())
                _i2[1] = _t52[_t56]; st.decisions += 1
            elif _decide67(st, _i2, _t52, _t54): raise _PlayoutCut64()
            _st_cvars[_i2[1]] = _i2l0
            _t57 = _i2[1]
            _t58 = 6
            if type(_t57) is int and _st_log is None:
                _t59 = _st_zones[_st_loc[_t57]]
                if _t59[-1] == _t57: _t59.pop()
                else: _t59.remove(_t57)
                _st_zones[_t58].append(_t57); _st_loc[_t57] = _t58
            elif _t57 is not None:
                _move_cards68(st, _t57, _t58, False)
            _st_vars[1] = (_t60 if -1000000000000000000 <= (_t60 := _st_vars[1] + min(_c63[_i2[1]], 10)) <= 1000000000000000000 else _beyond69(_t60))
            if _st_log is not None: _st_log.append(_Text74(_audience70(st), [_PlayerRef71(_i2l0), ' lays ', _card_ref72(st, _i2[1]), ': ', _plain73(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p81(st, [_i2l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p81(st, [_i2l0, 2, 'thirty-one']) == 3: return 3
            if _p81(st, [_i2l0, [0, 0, 2, 6, 12][_a92(st)], 'a pair']) == 3: return 3
            if _p81(st, [_i2l0, _a112(st), 'a run']) == 3: return 3
            L[1] = L[0]
            if (_st_vars[1] == 31):
                _i3 = [None, None, None]
                _st_vars[1] = 0
                for _t93 in _st_zones[6][:]:
                    _i3[2] = _t93
                    _t94 = _t93
                    _t95 = (7 + _st_cvars[_t93])
                    if type(_t94) is int and _st_log is None:
                        _t96 = _st_zones[_st_loc[_t94]]
                        if _t96[-1] == _t94: _t96.pop()
                        else: _t96.remove(_t94)
                        _st_zones[_t95].append(_t94); _st_loc[_t94] = _t95
                    elif _t94 is not None:
                        _move_cards68(st, _t94, _t95, False)
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell113(st, (_player_text114(L[0]) + ' says go'), None)
            if _d115(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if _p81(st, [L[1], 1, 'the go']) == 3: return 3
                _i4 = [None, None, None]
                _st_vars[1] = 0
                for _t97 in _st_zones[6][:]:
                    _i4[2] = _t97
                    _t98 = _t97
                    _t99 = (7 + _st_cvars[_t97])
                    if type(_t98) is int and _st_log is None:
                        _t100 = _st_zones[_st_loc[_t98]]
                        if _t100[-1] == _t98: _t100.pop()
                        else: _t100.remove(_t98)
                        _st_zones[_t99].append(_t98); _st_loc[_t98] = _t99
                    elif _t98 is not None:
                        _move_cards68(st, _t98, _t99, False)
                L[0] = ((L[1] + 1) % 2)

# <rulerun cribbage.rules: pegging #29 5abb8415>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if (_st_vars[1] > 0):
        if _p116(st, [L[1], 1, 'the last card']) == 3: return 3
    _i5 = [None, None, None]
    _st_vars[1] = 0
    for _t101 in _st_zones[6][:]:
        _i5[2] = _t101
        _t102 = _t101
        _t103 = (7 + st.cvars[_t101])
        if type(_t102) is int and st.log is None:
            _t104 = _st_zones[_st_loc[_t102]]
            if _t104[-1] == _t102: _t104.pop()
            else: _t104.remove(_t102)
            _st_zones[_t103].append(_t102); _st_loc[_t102] = _t103
        elif _t102 is not None:
            _move_cards117(st, _t102, _t103, False)

# <rulerun cribbage.rules: pegging #30 1ce0836f>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(1 + _k118[0])]) + len(_st_zones[(1 + _k119[1])])) > 0)

# <rulerun cribbage.rules: pegging #31 63a2752f>
def _loop(st, L):
    _st_vars = st.vars
    for _t105 in st.zones[(1 + L[0])]:
        if ((min(_c120[_t105], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #32 21144a7c>
def _native(st, L):
    return _a121(st, L)

# <rulerun cribbage.rules: pegging #33 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: show #34 cc26135d>
def _loop(st, L, _t109):
    _t110 = (_range125(0, (len((L[0] or ())) - 1)) or ())
    _budget126[0] -= len(_t110)
    if _budget126[0] < 0: _spent127(st)
    _t112 = []
    for _t111 in _t110:
        if (((_t109 // [1, 2, 4, 8, 16][_t111]) % 2) == 1):
            _t112.append(_t111)
    return _t112

# <rulerun cribbage.rules: show #35 ce2bd6e3>
def _loop(st, L, _t109):
    _t113 = (_range129(0, (len((L[0] or ())) - 1)) or ())
    _budget130[0] -= len(_t113)
    if _budget130[0] < 0: _spent131(st)
    _t115 = []
    for _t114 in _t113:
        if (((_t109 // [1, 2, 4, 8, 16][_t114]) % 2) == 1):
            _t115.append(_t114)
    return _t115

# <rulerun cribbage.rules: pip #36 a7ac3065>
def _native(st, L):
    return min(_c135[L[0]], 10)

# <rulerun cribbage.rules: show #37 760d7a48>
def _loop(st, L, _t109):
    _l0 = L[0]
    _t116 = (_a132(st, L, _t109) or ())
    _budget133[0] -= len(_t116)
    if _budget133[0] < 0: _spent134(st)
    _t118 = 0
    for _t117 in _t116:
        _t118 += _d136(st, [_l0[_t117]])
    return _t118

# <rulerun cribbage.rules: fifteens #38 e3a21da2>
def _native(st, L):
    _budget122[0] -= 1
    if _budget122[0] < 0: _spent123(st)
    _t108 = (_k124 or ())
    _budget122[0] -= len(_t108)
    if _budget122[0] < 0: _spent123(st)
    _t107 = 0
    for _t109 in _t108:
        if ((not not (_a128(st, L, _t109) or ())) and (_a137(st, L, _t109) == 15)):
            _t107 += 1
    return (2 * _t107)

# <rulerun cribbage.rules: show #39 80393ec0>
def _loop(st, L, _t121):
    _t122 = (_range143(0, (len((L[0] or ())) - 1)) or ())
    _budget144[0] -= len(_t122)
    if _budget144[0] < 0: _spent145(st)
    _t124 = []
    for _t123 in _t122:
        if (((_t121 // [1, 2, 4, 8, 16][_t123]) % 2) == 1):
            _t124.append(_t123)
    return _t124

# <rulerun cribbage.rules: show #40 ed593c17>
def _loop(st, L, _t121):
    _t125 = (_range147(0, (len((L[0] or ())) - 1)) or ())
    _budget148[0] -= len(_t125)
    if _budget148[0] < 0: _spent149(st)
    _t127 = []
    for _t126 in _t125:
        if (((_t121 // [1, 2, 4, 8, 16][_t126]) % 2) == 1):
            _t127.append(_t126)
    return _t127

# <rulerun cribbage.rules: show #41 6faa97cd>
def _loop(st, L, _t121):
    _t128 = (_range152(0, (len((L[0] or ())) - 1)) or ())
    _budget153[0] -= len(_t128)
    if _budget153[0] < 0: _spent154(st)
    _t130 = []
    for _t129 in _t128:
        if (((_t121 // [1, 2, 4, 8, 16][_t129]) % 2) == 1):
            _t130.append(_t129)
    return _t130

# <rulerun cribbage.rules: pairs #42 be589b32>
def _native(st, L):
    _l0 = L[0]
    _budget140[0] -= 1
    if _budget140[0] < 0: _spent141(st)
    _t120 = (_k142 or ())
    _budget140[0] -= len(_t120)
    if _budget140[0] < 0: _spent141(st)
    _t119 = 0
    for _t121 in _t120:
        if ((len((_a146(st, L, _t121) or ())) == 2) and (_c151[_l0[_a150(st, L, _t121)[0]]] == _c151[_l0[_a155(st, L, _t121)[1]]])):
            _t119 += 1
    return (2 * _t119)

# <rulerun cribbage.rules: show #43 ff99b90f>
def _loop(st, L, _t132):
    _t134 = (_range162(0, (len((L[0] or ())) - 1)) or ())
    _budget163[0] -= len(_t134)
    if _budget163[0] < 0: _spent164(st)
    _t136 = []
    for _t135 in _t134:
        if (((_t132 // [1, 2, 4, 8, 16][_t135]) % 2) == 1):
            _t136.append(_t135)
    return _t136

# <rulerun cribbage.rules: show #44 0950d861>
def _loop(st, L, _t132):
    _t137 = (_range166(0, (len((L[0] or ())) - 1)) or ())
    _budget167[0] -= len(_t137)
    if _budget167[0] < 0: _spent168(st)
    _t139 = []
    for _t138 in _t137:
        if (((_t132 // [1, 2, 4, 8, 16][_t138]) % 2) == 1):
            _t139.append(_t138)
    return _t139

# <rulerun cribbage.rules: show #45 06c861c0>
def _loop(st, L, _t132):
    _t144 = (_range172(0, (len((L[0] or ())) - 1)) or ())
    _budget173[0] -= len(_t144)
    if _budget173[0] < 0: _spent174(st)
    _t146 = []
    for _t145 in _t144:
        if (((_t132 // [1, 2, 4, 8, 16][_t145]) % 2) == 1):
            _t146.append(_t145)
    return _t146

# <rulerun cribbage.rules: show #46 b4aa08ca>
def _loop(st, L, _t132):
    _l0 = L[0]
    _t140 = (_a169(st, L, _t132) or ())
    _budget170[0] -= len(_t140)
    if _budget170[0] < 0: _spent171(st)
    _t147 = _NOT_YET
    _t148 = _NOT_YET
    for _t141 in _t140:
        _t149 = ((_t148 if _t148 is not _NOT_YET else (_t148 := (_t147 if _t147 is not _NOT_YET else (_t147 := _a175(st, L, _t132))))) or ())
        _budget170[0] -= len(_t149)
        if _budget170[0] < 0: _spent171(st)
        _t143 = 0
        for _t150 in _t149:
            if (_c176[_l0[_t150]] == _c176[_l0[_t141]]):
                _t143 += 1
        if not ((_t143 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #47 1912bd9d>
def _loop(st, L, _t132):
    _t151 = (_range178(0, (len((L[0] or ())) - 1)) or ())
    _budget179[0] -= len(_t151)
    if _budget179[0] < 0: _spent180(st)
    _t153 = []
    for _t152 in _t151:
        if (((_t132 // [1, 2, 4, 8, 16][_t152]) % 2) == 1):
            _t153.append(_t152)
    return _t153

# <rulerun cribbage.rules: show #48 cd973dc3>
def _loop(st, L, _t132):
    _l0 = L[0]
    _t154 = (_a181(st, L, _t132) or ())
    _budget182[0] -= len(_t154)
    if _budget182[0] < 0: _spent183(st)
    _t156 = None
    for _t155 in _t154:
        _t157 = _c184[_l0[_t155]]
        if _t156 is None or _t157 > _t156:
            _t156 = _t157
    return _t156

# <rulerun cribbage.rules: show #49 14f7cddb>
def _loop(st, L, _t132):
    _t158 = (_range186(0, (len((L[0] or ())) - 1)) or ())
    _budget187[0] -= len(_t158)
    if _budget187[0] < 0: _spent188(st)
    _t160 = []
    for _t159 in _t158:
        if (((_t132 // [1, 2, 4, 8, 16][_t159]) % 2) == 1):
            _t160.append(_t159)
    return _t160

# <rulerun cribbage.rules: show #50 436377a6>
def _loop(st, L, _t132):
    _l0 = L[0]
    _t161 = (_a189(st, L, _t132) or ())
    _budget190[0] -= len(_t161)
    if _budget190[0] < 0: _spent191(st)
    _t163 = None
    for _t162 in _t161:
        _t164 = _c192[_l0[_t162]]
        if _t163 is None or _t164 < _t163:
            _t163 = _t164
    return _t163

# <rulerun cribbage.rules: show #51 1dc6815e>
def _loop(st, L, _t132):
    _t165 = (_range194(0, (len((L[0] or ())) - 1)) or ())
    _budget195[0] -= len(_t165)
    if _budget195[0] < 0: _spent196(st)
    _t167 = []
    for _t166 in _t165:
        if (((_t132 // [1, 2, 4, 8, 16][_t166]) % 2) == 1):
            _t167.append(_t166)
    return _t167

# <rulerun cribbage.rules: show #52 94dd8ec6>
def _loop(st, L):
    _t131 = (_k159 or ())
    _budget160[0] -= len(_t131)
    if _budget160[0] < 0: _spent161(st)
    _t133 = 0
    for _t132 in _t131:
        if ((len((_a165(st, L, _t132) or ())) == 5) and (_a177(st, L, _t132) and ((_a185(st, L, _t132) - _a193(st, L, _t132)) == (len((_a197(st, L, _t132) or ())) - 1)))):
            _t133 += 1
    return _t133

# <rulerun cribbage.rules: show #53 869b3b30>
def _loop(st, L, _t169):
    _t171 = (_range202(0, (len((L[0] or ())) - 1)) or ())
    _budget203[0] -= len(_t171)
    if _budget203[0] < 0: _spent204(st)
    _t173 = []
    for _t172 in _t171:
        if (((_t169 // [1, 2, 4, 8, 16][_t172]) % 2) == 1):
            _t173.append(_t172)
    return _t173

# <rulerun cribbage.rules: show #54 c0e35adc>
def _loop(st, L, _t169):
    _t174 = (_range206(0, (len((L[0] or ())) - 1)) or ())
    _budget207[0] -= len(_t174)
    if _budget207[0] < 0: _spent208(st)
    _t176 = []
    for _t175 in _t174:
        if (((_t169 // [1, 2, 4, 8, 16][_t175]) % 2) == 1):
            _t176.append(_t175)
    return _t176

# <rulerun cribbage.rules: show #55 7c6cc28f>
def _loop(st, L, _t169):
    _t181 = (_range212(0, (len((L[0] or ())) - 1)) or ())
    _budget213[0] -= len(_t181)
    if _budget213[0] < 0: _spent214(st)
    _t183 = []
    for _t182 in _t181:
        if (((_t169 // [1, 2, 4, 8, 16][_t182]) % 2) == 1):
            _t183.append(_t182)
    return _t183

# <rulerun cribbage.rules: show #56 c26e77c9>
def _loop(st, L, _t169):
    _l0 = L[0]
    _t177 = (_a209(st, L, _t169) or ())
    _budget210[0] -= len(_t177)
    if _budget210[0] < 0: _spent211(st)
    _t184 = _NOT_YET
    _t185 = _NOT_YET
    for _t178 in _t177:
        _t186 = ((_t185 if _t185 is not _NOT_YET else (_t185 := (_t184 if _t184 is not _NOT_YET else (_t184 := _a215(st, L, _t169))))) or ())
        _budget210[0] -= len(_t186)
        if _budget210[0] < 0: _spent211(st)
        _t180 = 0
        for _t187 in _t186:
            if (_c216[_l0[_t187]] == _c216[_l0[_t178]]):
                _t180 += 1
        if not ((_t180 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #57 2bd9b566>
def _loop(st, L, _t169):
    _t188 = (_range218(0, (len((L[0] or ())) - 1)) or ())
    _budget219[0] -= len(_t188)
    if _budget219[0] < 0: _spent220(st)
    _t190 = []
    for _t189 in _t188:
        if (((_t169 // [1, 2, 4, 8, 16][_t189]) % 2) == 1):
            _t190.append(_t189)
    return _t190

# <rulerun cribbage.rules: show #58 d5712cd8>
def _loop(st, L, _t169):
    _l0 = L[0]
    _t191 = (_a221(st, L, _t169) or ())
    _budget222[0] -= len(_t191)
    if _budget222[0] < 0: _spent223(st)
    _t193 = None
    for _t192 in _t191:
        _t194 = _c224[_l0[_t192]]
        if _t193 is None or _t194 > _t193:
            _t193 = _t194
    return _t193

# <rulerun cribbage.rules: show #59 a3dfd04b>
def _loop(st, L, _t169):
    _t195 = (_range226(0, (len((L[0] or ())) - 1)) or ())
    _budget227[0] -= len(_t195)
    if _budget227[0] < 0: _spent228(st)
    _t197 = []
    for _t196 in _t195:
        if (((_t169 // [1, 2, 4, 8, 16][_t196]) % 2) == 1):
            _t197.append(_t196)
    return _t197

# <rulerun cribbage.rules: show #60 714f72b3>
def _loop(st, L, _t169):
    _l0 = L[0]
    _t198 = (_a229(st, L, _t169) or ())
    _budget230[0] -= len(_t198)
    if _budget230[0] < 0: _spent231(st)
    _t200 = None
    for _t199 in _t198:
        _t201 = _c232[_l0[_t199]]
        if _t200 is None or _t201 < _t200:
            _t200 = _t201
    return _t200

# <rulerun cribbage.rules: show #61 d885c3cf>
def _loop(st, L, _t169):
    _t202 = (_range234(0, (len((L[0] or ())) - 1)) or ())
    _budget235[0] -= len(_t202)
    if _budget235[0] < 0: _spent236(st)
    _t204 = []
    for _t203 in _t202:
        if (((_t169 // [1, 2, 4, 8, 16][_t203]) % 2) == 1):
            _t204.append(_t203)
    return _t204

# <rulerun cribbage.rules: show #62 83f8aa65>
def _loop(st, L):
    _t168 = (_k199 or ())
    _budget200[0] -= len(_t168)
    if _budget200[0] < 0: _spent201(st)
    _t170 = 0
    for _t169 in _t168:
        if ((len((_a205(st, L, _t169) or ())) == 5) and (_a217(st, L, _t169) and ((_a225(st, L, _t169) - _a233(st, L, _t169)) == (len((_a237(st, L, _t169) or ())) - 1)))):
            _t170 += 1
    return _t170

# <rulerun cribbage.rules: show #63 64f7efc8>
def _loop(st, L, _t206):
    _t208 = (_range242(0, (len((L[0] or ())) - 1)) or ())
    _budget243[0] -= len(_t208)
    if _budget243[0] < 0: _spent244(st)
    _t210 = []
    for _t209 in _t208:
        if (((_t206 // [1, 2, 4, 8, 16][_t209]) % 2) == 1):
            _t210.append(_t209)
    return _t210

# <rulerun cribbage.rules: show #64 c1f872f0>
def _loop(st, L, _t206):
    _t211 = (_range246(0, (len((L[0] or ())) - 1)) or ())
    _budget247[0] -= len(_t211)
    if _budget247[0] < 0: _spent248(st)
    _t213 = []
    for _t212 in _t211:
        if (((_t206 // [1, 2, 4, 8, 16][_t212]) % 2) == 1):
            _t213.append(_t212)
    return _t213

# <rulerun cribbage.rules: show #65 6ad6f143>
def _loop(st, L, _t206):
    _t218 = (_range252(0, (len((L[0] or ())) - 1)) or ())
    _budget253[0] -= len(_t218)
    if _budget253[0] < 0: _spent254(st)
    _t220 = []
    for _t219 in _t218:
        if (((_t206 // [1, 2, 4, 8, 16][_t219]) % 2) == 1):
            _t220.append(_t219)
    return _t220

# <rulerun cribbage.rules: show #66 8a423e6b>
def _loop(st, L, _t206):
    _l0 = L[0]
    _t214 = (_a249(st, L, _t206) or ())
    _budget250[0] -= len(_t214)
    if _budget250[0] < 0: _spent251(st)
    _t221 = _NOT_YET
    _t222 = _NOT_YET
    for _t215 in _t214:
        _t223 = ((_t222 if _t222 is not _NOT_YET else (_t222 := (_t221 if _t221 is not _NOT_YET else (_t221 := _a255(st, L, _t206))))) or ())
        _budget250[0] -= len(_t223)
        if _budget250[0] < 0: _spent251(st)
        _t217 = 0
        for _t224 in _t223:
            if (_c256[_l0[_t224]] == _c256[_l0[_t215]]):
                _t217 += 1
        if not ((_t217 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #67 008eff04>
def _loop(st, L, _t206):
    _t225 = (_range258(0, (len((L[0] or ())) - 1)) or ())
    _budget259[0] -= len(_t225)
    if _budget259[0] < 0: _spent260(st)
    _t227 = []
    for _t226 in _t225:
        if (((_t206 // [1, 2, 4, 8, 16][_t226]) % 2) == 1):
            _t227.append(_t226)
    return _t227

# <rulerun cribbage.rules: show #68 aedd4020>
def _loop(st, L, _t206):
    _l0 = L[0]
    _t228 = (_a261(st, L, _t206) or ())
    _budget262[0] -= len(_t228)
    if _budget262[0] < 0: _spent263(st)
    _t230 = None
    for _t229 in _t228:
        _t231 = _c264[_l0[_t229]]
        if _t230 is None or _t231 > _t230:
            _t230 = _t231
    return _t230

# <rulerun cribbage.rules: show #69 d6f93840>
def _loop(st, L, _t206):
    _t232 = (_range266(0, (len((L[0] or ())) - 1)) or ())
    _budget267[0] -= len(_t232)
    if _budget267[0] < 0: _spent268(st)
    _t234 = []
    for _t233 in _t232:
        if (((_t206 // [1, 2, 4, 8, 16][_t233]) % 2) == 1):
            _t234.append(_t233)
    return _t234

# <rulerun cribbage.rules: show #70 d07f8ca3>
def _loop(st, L, _t206):
    _l0 = L[0]
    _t235 = (_a269(st, L, _t206) or ())
    _budget270[0] -= len(_t235)
    if _budget270[0] < 0: _spent271(st)
    _t237 = None
    for _t236 in _t235:
        _t238 = _c272[_l0[_t236]]
        if _t237 is None or _t238 < _t237:
            _t237 = _t238
    return _t237

# <rulerun cribbage.rules: show #71 30ab10ca>
def _loop(st, L, _t206):
    _t239 = (_range274(0, (len((L[0] or ())) - 1)) or ())
    _budget275[0] -= len(_t239)
    if _budget275[0] < 0: _spent276(st)
    _t241 = []
    for _t240 in _t239:
        if (((_t206 // [1, 2, 4, 8, 16][_t240]) % 2) == 1):
            _t241.append(_t240)
    return _t241

# <rulerun cribbage.rules: show #72 a56c6095>
def _loop(st, L):
    _t205 = (_k239 or ())
    _budget240[0] -= len(_t205)
    if _budget240[0] < 0: _spent241(st)
    _t207 = 0
    for _t206 in _t205:
        if ((len((_a245(st, L, _t206) or ())) == 4) and (_a257(st, L, _t206) and ((_a265(st, L, _t206) - _a273(st, L, _t206)) == (len((_a277(st, L, _t206) or ())) - 1)))):
            _t207 += 1
    return _t207

# <rulerun cribbage.rules: show #73 6f8a5e0f>
def _loop(st, L, _t243):
    _t245 = (_range282(0, (len((L[0] or ())) - 1)) or ())
    _budget283[0] -= len(_t245)
    if _budget283[0] < 0: _spent284(st)
    _t247 = []
    for _t246 in _t245:
        if (((_t243 // [1, 2, 4, 8, 16][_t246]) % 2) == 1):
            _t247.append(_t246)
    return _t247

# <rulerun cribbage.rules: show #74 9eef3623>
def _loop(st, L, _t243):
    _t248 = (_range286(0, (len((L[0] or ())) - 1)) or ())
    _budget287[0] -= len(_t248)
    if _budget287[0] < 0: _spent288(st)
    _t250 = []
    for _t249 in _t248:
        if (((_t243 // [1, 2, 4, 8, 16][_t249]) % 2) == 1):
            _t250.append(_t249)
    return _t250

# <rulerun cribbage.rules: show #75 98e768bb>
def _loop(st, L, _t243):
    _t255 = (_range292(0, (len((L[0] or ())) - 1)) or ())
    _budget293[0] -= len(_t255)
    if _budget293[0] < 0: _spent294(st)
    _t257 = []
    for _t256 in _t255:
        if (((_t243 // [1, 2, 4, 8, 16][_t256]) % 2) == 1):
            _t257.append(_t256)
    return _t257

# <rulerun cribbage.rules: show #76 ba750843>
def _loop(st, L, _t243):
    _l0 = L[0]
    _t251 = (_a289(st, L, _t243) or ())
    _budget290[0] -= len(_t251)
    if _budget290[0] < 0: _spent291(st)
    _t258 = _NOT_YET
    _t259 = _NOT_YET
    for _t252 in _t251:
        _t260 = ((_t259 if _t259 is not _NOT_YET else (_t259 := (_t258 if _t258 is not _NOT_YET else (_t258 := _a295(st, L, _t243))))) or ())
        _budget290[0] -= len(_t260)
        if _budget290[0] < 0: _spent291(st)
        _t254 = 0
        for _t261 in _t260:
            if (_c296[_l0[_t261]] == _c296[_l0[_t252]]):
                _t254 += 1
        if not ((_t254 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #77 39341416>
def _loop(st, L, _t243):
    _t262 = (_range298(0, (len((L[0] or ())) - 1)) or ())
    _budget299[0] -= len(_t262)
    if _budget299[0] < 0: _spent300(st)
    _t264 = []
    for _t263 in _t262:
        if (((_t243 // [1, 2, 4, 8, 16][_t263]) % 2) == 1):
            _t264.append(_t263)
    return _t264

# <rulerun cribbage.rules: show #78 c5fe5760>
def _loop(st, L, _t243):
    _l0 = L[0]
    _t265 = (_a301(st, L, _t243) or ())
    _budget302[0] -= len(_t265)
    if _budget302[0] < 0: _spent303(st)
    _t267 = None
    for _t266 in _t265:
        _t268 = _c304[_l0[_t266]]
        if _t267 is None or _t268 > _t267:
            _t267 = _t268
    return _t267

# <rulerun cribbage.rules: show #79 c14f5cc8>
def _loop(st, L, _t243):
    _t269 = (_range306(0, (len((L[0] or ())) - 1)) or ())
    _budget307[0] -= len(_t269)
    if _budget307[0] < 0: _spent308(st)
    _t271 = []
    for _t270 in _t269:
        if (((_t243 // [1, 2, 4, 8, 16][_t270]) % 2) == 1):
            _t271.append(_t270)
    return _t271

# <rulerun cribbage.rules: show #80 73521bd2>
def _loop(st, L, _t243):
    _l0 = L[0]
    _t272 = (_a309(st, L, _t243) or ())
    _budget310[0] -= len(_t272)
    if _budget310[0] < 0: _spent311(st)
    _t274 = None
    for _t273 in _t272:
        _t275 = _c312[_l0[_t273]]
        if _t274 is None or _t275 < _t274:
            _t274 = _t275
    return _t274

# <rulerun cribbage.rules: show #81 e6c957b1>
def _loop(st, L, _t243):
    _t276 = (_range314(0, (len((L[0] or ())) - 1)) or ())
    _budget315[0] -= len(_t276)
    if _budget315[0] < 0: _spent316(st)
    _t278 = []
    for _t277 in _t276:
        if (((_t243 // [1, 2, 4, 8, 16][_t277]) % 2) == 1):
            _t278.append(_t277)
    return _t278

# <rulerun cribbage.rules: show #82 366dd3d7>
def _loop(st, L):
    _t242 = (_k279 or ())
    _budget280[0] -= len(_t242)
    if _budget280[0] < 0: _spent281(st)
    _t244 = 0
    for _t243 in _t242:
        if ((len((_a285(st, L, _t243) or ())) == 4) and (_a297(st, L, _t243) and ((_a305(st, L, _t243) - _a313(st, L, _t243)) == (len((_a317(st, L, _t243) or ())) - 1)))):
            _t244 += 1
    return _t244

# <rulerun cribbage.rules: show #83 83ce14c1>
def _loop(st, L, _t280):
    _t282 = (_range322(0, (len((L[0] or ())) - 1)) or ())
    _budget323[0] -= len(_t282)
    if _budget323[0] < 0: _spent324(st)
    _t284 = []
    for _t283 in _t282:
        if (((_t280 // [1, 2, 4, 8, 16][_t283]) % 2) == 1):
            _t284.append(_t283)
    return _t284

# <rulerun cribbage.rules: show #84 3367a6e0>
def _loop(st, L, _t280):
    _t285 = (_range326(0, (len((L[0] or ())) - 1)) or ())
    _budget327[0] -= len(_t285)
    if _budget327[0] < 0: _spent328(st)
    _t287 = []
    for _t286 in _t285:
        if (((_t280 // [1, 2, 4, 8, 16][_t286]) % 2) == 1):
            _t287.append(_t286)
    return _t287

# <rulerun cribbage.rules: show #85 935f7ec6>
def _loop(st, L, _t280):
    _t292 = (_range332(0, (len((L[0] or ())) - 1)) or ())
    _budget333[0] -= len(_t292)
    if _budget333[0] < 0: _spent334(st)
    _t294 = []
    for _t293 in _t292:
        if (((_t280 // [1, 2, 4, 8, 16][_t293]) % 2) == 1):
            _t294.append(_t293)
    return _t294

# <rulerun cribbage.rules: show #86 af4e0d3f>
def _loop(st, L, _t280):
    _l0 = L[0]
    _t288 = (_a329(st, L, _t280) or ())
    _budget330[0] -= len(_t288)
    if _budget330[0] < 0: _spent331(st)
    _t295 = _NOT_YET
    _t296 = _NOT_YET
    for _t289 in _t288:
        _t297 = ((_t296 if _t296 is not _NOT_YET else (_t296 := (_t295 if _t295 is not _NOT_YET else (_t295 := _a335(st, L, _t280))))) or ())
        _budget330[0] -= len(_t297)
        if _budget330[0] < 0: _spent331(st)
        _t291 = 0
        for _t298 in _t297:
            if (_c336[_l0[_t298]] == _c336[_l0[_t289]]):
                _t291 += 1
        if not ((_t291 == 1)):
            return False
    return True

# <rulerun cribbage.rules: show #87 3b170860>
def _loop(st, L, _t280):
    _t299 = (_range338(0, (len((L[0] or ())) - 1)) or ())
    _budget339[0] -= len(_t299)
    if _budget339[0] < 0: _spent340(st)
    _t301 = []
    for _t300 in _t299:
        if (((_t280 // [1, 2, 4, 8, 16][_t300]) % 2) == 1):
            _t301.append(_t300)
    return _t301

# <rulerun cribbage.rules: show #88 61a1bde3>
def _loop(st, L, _t280):
    _l0 = L[0]
    _t302 = (_a341(st, L, _t280) or ())
    _budget342[0] -= len(_t302)
    if _budget342[0] < 0: _spent343(st)
    _t304 = None
    for _t303 in _t302:
        _t305 = _c344[_l0[_t303]]
        if _t304 is None or _t305 > _t304:
            _t304 = _t305
    return _t304

# <rulerun cribbage.rules: show #89 f9df2ac6>
def _loop(st, L, _t280):
    _t306 = (_range346(0, (len((L[0] or ())) - 1)) or ())
    _budget347[0] -= len(_t306)
    if _budget347[0] < 0: _spent348(st)
    _t308 = []
    for _t307 in _t306:
        if (((_t280 // [1, 2, 4, 8, 16][_t307]) % 2) == 1):
            _t308.append(_t307)
    return _t308

# <rulerun cribbage.rules: show #90 08140dac>
def _loop(st, L, _t280):
    _l0 = L[0]
    _t309 = (_a349(st, L, _t280) or ())
    _budget350[0] -= len(_t309)
    if _budget350[0] < 0: _spent351(st)
    _t311 = None
    for _t310 in _t309:
        _t312 = _c352[_l0[_t310]]
        if _t311 is None or _t312 < _t311:
            _t311 = _t312
    return _t311

# <rulerun cribbage.rules: show #91 88652f8f>
def _loop(st, L, _t280):
    _t313 = (_range354(0, (len((L[0] or ())) - 1)) or ())
    _budget355[0] -= len(_t313)
    if _budget355[0] < 0: _spent356(st)
    _t315 = []
    for _t314 in _t313:
        if (((_t280 // [1, 2, 4, 8, 16][_t314]) % 2) == 1):
            _t315.append(_t314)
    return _t315

# <rulerun cribbage.rules: show #92 2ad2a842>
def _loop(st, L):
    _t279 = (_k319 or ())
    _budget320[0] -= len(_t279)
    if _budget320[0] < 0: _spent321(st)
    _t281 = 0
    for _t280 in _t279:
        if ((len((_a325(st, L, _t280) or ())) == 3) and (_a337(st, L, _t280) and ((_a345(st, L, _t280) - _a353(st, L, _t280)) == (len((_a357(st, L, _t280) or ())) - 1)))):
            _t281 += 1
    return _t281

# <rulerun cribbage.rules: runs #93 5a84ee4c>
def _native(st, L):
    _budget157[0] -= 1
    if _budget157[0] < 0: _spent158(st)
    return ((5 * _a198(st, L)) if (_a238(st, L) > 0) else ((4 * _a278(st, L)) if (_a318(st, L) > 0) else (3 * _a358(st, L))))

# <rulerun cribbage.rules: show #94 e424443f>
def _loop(st, L):
    _t316 = (L[1] or ())
    _budget360[0] -= len(_t316)
    if _budget360[0] < 0: _spent361(st)
    for _t317 in _t316:
        if not ((_c362[_t317] == _c362[L[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: show #95 c29f253c>
def _loop(st, L):
    _t319 = (L[1] or ())
    _budget365[0] -= len(_t319)
    if _budget365[0] < 0: _spent366(st)
    _t321 = 0
    for _t320 in _t319:
        if ((_c367[_t320] == 11) and (_c368[_t320] == _c368[L[2]])):
            _t321 += 1
    return _t321

# <rulerun cribbage.rules: show #96 0ff5a778>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    L[1] = _st_zones[(7 + _l0)][:]
    L[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p370(st, [_l0, ((((_d138(st, [_joined139(L[1], [L[2]])]) + _d156(st, [_joined139(L[1], [L[2]])])) + _d359(st, [_joined139(L[1], [L[2]])])) + (0 if (not _a363(st, L)) else (5 if (_c364[L[2]] == _c364[L[1][0]]) else (0 if False else 4)))) + _a369(st, L)), 'the hand']) == 3: return 3

# <rulerun cribbage.rules: play_hand #97 796e8d6d>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text373(_audience371(st), [_PlayerRef372(_st_vars[0]), ' deals']))
    _shuffle_zone374(st, 0)
    for _t322 in (_o375[_st_vars[0]] or []):
        L[2] = _t322
        _t323 = _st_zones[0][:-(6) - 1:-1]
        _t324 = (1 + _t322)
        if type(_t323) is list and _st_log is None:
            for _t325 in _t323:
                _t326 = _st_zones[_st_loc[_t325]]
                if _t326[-1] == _t325: _t326.pop()
                else: _t326.remove(_t325)
                _st_zones[_t324].append(_t325); _st_loc[_t325] = _t324
        elif _t323 is not None:
            _move_cards376(st, _t323, _t324, False)

# <rulerun cribbage.rules: play_hand #98 31194d8b>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t327 = L[4]
    _t328 = 3
    if type(_t327) is list and st.log is None:
        for _t329 in _t327:
            _t330 = _st_zones[_st_loc[_t329]]
            if _t330[-1] == _t329: _t330.pop()
            else: _t330.remove(_t329)
            _st_zones[_t328].append(_t329); _st_loc[_t329] = _t328
    elif _t327 is not None:
        _move_cards377(st, _t327, _t328, False)

# <rulerun cribbage.rules: play_hand #99 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun cribbage.rules: play_hand #100 e693422f>
def _native(st, L):
    return 2

# <rulerun cribbage.rules: play_hand #101 b6695aa2>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t331 = _st_zones[(1 + L[3])][:]
    _t332 = L[3]
    _t334 = len(_t331); _t333 = _comb379(_t334, 2)
    if not _t333: _no_option380(_t332, 'cards for the crib')
    if _t333 > 1:
        _t335 = (yield _t333)
        _t336 = _PICKS381.get((_t334, 2)) or _picks382(_t334, 2)
        L[4] = list(_t336[_t335](_t331)) if _t336 else _option_at378(_t331, 2, False, _t335)
    else: L[4] = _option_at378(_t331, 2, False, 0) if _t333 else None
    _t337 = L[4]
    _t338 = 3
    if type(_t337) is list and st.log is None:
        for _t339 in _t337:
            _t340 = _st_zones[_st_loc[_t339]]
            if _t340[-1] == _t339: _t340.pop()
            else: _t340.remove(_t339)
            _st_zones[_t338].append(_t339); _st_loc[_t339] = _t338
    elif _t337 is not None:
        _move_cards383(st, _t337, _t338, False)

# <rulerun cribbage.rules: play_hand #102 4c51cc49>
def _native(st, L):
    _st_bits = st.bits
    if st.log is not None or st.thread_player is not None: return 4
    _parts = []
    for _p in (_k387 or []):
        _l = L[:]; _l[3] = _p; st.thread_player = _p; _g = _part384(st, _l); _n = len(st.events)
        try:
            _parts.append((_p, _g, next(_g)))
        except _Stop385 as _e:
            if _e.value == 3: st.thread_player = None; return 3
        except _ExitTo386:
            del st.events[_n:]
    for _p, _g, _o in _parts:
        st.thread_player = st.inline_thread = _p; _n = len(st.events)
        try:
            while True:
                if st.decisions >= st.inline_until: raise _PlayoutCut388()
                if _st_bits is None: _a = st.chooser(_o, _p)
                else:
                    _a = _st_bits(_o.bit_length())
                    while _a >= _o: _a = _st_bits(_o.bit_length())
                st.decisions += 1; _o = _g.send(_a)
        except _Stop385 as _e:
            if _e.value == 3: st.thread_player = st.inline_thread = None; return 3
        except _ExitTo386:
            del st.events[_n:]
    st.thread_player = st.inline_thread = None

# <rulerun cribbage.rules: play_hand #103 8bb83bae>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t343 = _st_zones[0]
    _t342 = 5
    if _st_log is None and _t343:
        _t341 = _t343.pop(); _st_zones[_t342].append(_t341); st.loc[_t341] = _t342
    elif _t343:
        _move_cards389(st, _t343[-1], _t342, False)
    if _st_log is not None: _st_log.append(_Text392(_audience390(st), ['the starter is ', _card_ref391(st, (_z[-1] if (_z := _st_zones[5]) else None))]))
    if (_c393[(_z[-1] if (_z := _st_zones[5]) else None)] == 11):
        if _p394(st, [st.vars[0], 2, 'his heels']) == 3: return 3

# <rulerun cribbage.rules: play_hand #104 c68713d0>
def _loop(st, _i6):
    _t344 = (_i6[1] or ())
    _budget399[0] -= len(_t344)
    if _budget399[0] < 0: _spent400(st)
    for _t345 in _t344:
        if not ((_c401[_t345] == _c401[_i6[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #105 2553aa11>
def _loop(st, _i6):
    _t347 = (_i6[1] or ())
    _budget404[0] -= len(_t347)
    if _budget404[0] < 0: _spent405(st)
    _t349 = 0
    for _t348 in _t347:
        if ((_c406[_t348] == 11) and (_c407[_t348] == _c407[_i6[2]])):
            _t349 += 1
    return _t349

# <rulerun cribbage.rules: play_hand #106 781ff106>
def _loop(st, _i7):
    _t350 = (_i7[1] or ())
    _budget410[0] -= len(_t350)
    if _budget410[0] < 0: _spent411(st)
    for _t351 in _t350:
        if not ((_c412[_t351] == _c412[_i7[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #107 0ce2e227>
def _loop(st, _i7):
    _t353 = (_i7[1] or ())
    _budget414[0] -= len(_t353)
    if _budget414[0] < 0: _spent415(st)
    _t355 = 0
    for _t354 in _t353:
        if ((_c416[_t354] == 11) and (_c417[_t354] == _c417[_i7[2]])):
            _t355 += 1
    return _t355

# <rulerun cribbage.rules: play_hand #108 5767bb25>
def _loop(st, L):
    _l0 = L[0]
    _t360 = (_l0 or ())
    _budget426[0] -= len(_t360)
    if _budget426[0] < 0: _spent427(st)
    for _t361 in _t360:
        if not ((_c428[_t361] == _c428[_l0[0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #109 e9ff028a>
def _loop(st, L):
    _l1 = L[1]
    _t363 = (L[0] or ())
    _budget431[0] -= len(_t363)
    if _budget431[0] < 0: _spent432(st)
    _t365 = 0
    for _t364 in _t363:
        if ((_c433[_t364] == 11) and (_c434[_t364] == _c434[_l1])):
            _t365 += 1
    return _t365

# <rulerun cribbage.rules: show_points #110 cd64297c>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _budget420[0] -= 1
    if _budget420[0] < 0: _spent421(st)
    return ((((_d422(st, [_joined423(_l0, [_l1])]) + _d424(st, [_joined423(_l0, [_l1])])) + _d425(st, [_joined423(_l0, [_l1])])) + (0 if (not _a429(st, L)) else (5 if (_c430[_l1] == _c430[_l0[0]]) else (0 if L[2] else 4)))) + _a435(st, L))

# <rulerun cribbage.rules: play_hand #111 fba05536>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i6l0 = ((_st_vars[0] + 1) % 2)
    _i6 = [_i6l0, None, None]
    _i6[1] = _st_zones[(7 + _i6l0)][:]
    _i6[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p409(st, [_i6l0, ((((_d395(st, [_joined396(_i6[1], [_i6[2]])]) + _d397(st, [_joined396(_i6[1], [_i6[2]])])) + _d398(st, [_joined396(_i6[1], [_i6[2]])])) + (0 if (not _a402(st, _i6)) else (5 if (_c403[_i6[2]] == _c403[_i6[1][0]]) else (0 if False else 4)))) + _a408(st, _i6)), 'the hand']) == 3: return 3
    _i7l0 = _st_vars[0]
    _i7 = [_i7l0, None, None]
    _i7[1] = _st_zones[(7 + _i7l0)][:]
    _i7[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p409(st, [_i7l0, ((((_d395(st, [_joined396(_i7[1], [_i7[2]])]) + _d397(st, [_joined396(_i7[1], [_i7[2]])])) + _d398(st, [_joined396(_i7[1], [_i7[2]])])) + (0 if (not _a413(st, _i7)) else (5 if (_c403[_i7[2]] == _c403[_i7[1][0]]) else (0 if False else 4)))) + _a418(st, _i7)), 'the hand']) == 3: return 3
    _t356 = 3
    _t357 = 4
    if _st_log is None and _t356 != _t357:
        _t358 = _st_zones[_t356]; _st_zones[_t357] += _t358
        for _t359 in _t358: _st_loc[_t359] = _t357
        _t358.clear()
    else:
        _move_cards419(st, _st_zones[_t356][:], _t357, False)
    if _p409(st, [_st_vars[0], _d436(st, [_st_zones[4][:], (_z[-1] if (_z := _st_zones[5]) else None), True]), 'the crib']) == 3: return 3
    for _t366 in (_k437 or []):
        L[7] = _t366
        _t367 = (7 + _t366)
        _t368 = 0
        if _st_log is None and _t367 != _t368:
            _t369 = _st_zones[_t367]; _st_zones[_t368] += _t369
            for _t370 in _t369: _st_loc[_t370] = _t368
            _t369.clear()
        else:
            _move_cards419(st, _st_zones[_t367][:], _t368, False)
    _t371 = 4
    _t372 = 0
    if _st_log is None and _t371 != _t372:
        _t373 = _st_zones[_t371]; _st_zones[_t372] += _t373
        for _t374 in _t373: _st_loc[_t374] = _t372
        _t373.clear()
    else:
        _move_cards419(st, _st_zones[_t371][:], _t372, False)
    _t375 = 5
    _t376 = 0
    if _st_log is None and _t375 != _t376:
        _t377 = _st_zones[_t375]; _st_zones[_t376] += _t377
        for _t378 in _t377: _st_loc[_t378] = _t376
        _t377.clear()
    else:
        _move_cards419(st, _st_zones[_t375][:], _t376, False)

# <rulerun cribbage.rules: play_hand #112 22578bc7>
def _native(st, L):
    return _k438

# <rulerun cribbage.rules: play_hand #113 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun cribbage.rules: play #114 af2a538f>
def _native(st, L):
    st.vars[0] = _random_item439(st, _k440)

# <rulerun cribbage.rules: play #115 7cd9fb42>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[0] = ((_st_vars[0] + 1) % 2)

# <rulerun cribbage.rules: play #116 bb845a89>
def _native(st, L):
    return True

# <rulerun cribbage.rules: peg #117 2d52a5b8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run443(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k444)

# <rulerun cribbage.rules: new_count #118 0499eab2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run447(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k448)

# <rulerun cribbage.rules: lay #119 373150d7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t379 in st.zones[(1 + L[0])]:
                if ((min(_c451[_t379], 10) + st.vars[1]) <= 31): _o.append(_t379)
            fr[1] = 1
            _t380 = L[0]
            _t381 = len(_o)
            if not _t381: _no_option453(_t380, 'card to play')
            if _t381 <= 1 and _st_log is None:
                L[1] = _o[0] if _t381 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t382 = st.chooser(_t381, _t380)
                else:
                    _t382 = _st_bits(_t381.bit_length())
                    while _t382 >= _t381: _t382 = _st_bits(_t381.bit_length())
                L[1] = _o[_t382]; st.decisions += 1
            elif _decide454(st, L, _o, _t380): return True
            pc = 1
        if pc == 1:
            _r = _run455(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k456)

# <rulerun cribbage.rules: pegging #120 fb025456>
def _loop(st, L):
    _st_vars = st.vars
    for _t383 in st.zones[(1 + L[0])]:
        if ((min(_c463[_t383], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #121 b3f6555e>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT457[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run460(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((len(_st_zones[(1 + _k461[0])]) + len(_st_zones[(1 + _k462[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if _a464(st, L):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit465(_k466)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run467(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run468(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit459(_k, st, _d0): raise _Runaway458()
            continue
        if pc == 8:
            _r = _run469(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k470)

# <rulerun cribbage.rules: show #122 99bb01f0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run473(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k474)

# <rulerun cribbage.rules: play_hand #123 c2b57720>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run477(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step478(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t385 = L[3]
            _t388 = len(_o); _t386 = _comb480(_t388, 2)
            if not _t386: _no_option481(_t385, 'cards for the crib')
            if _t386 <= 1 and _st_log is None:
                L[4] = _option_at482(_o, 2, False, 0) if _t386 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t387 = st.chooser(_t386, _t385)
                else:
                    _t387 = _st_bits(_t386.bit_length())
                    while _t387 >= _t386: _t387 = _st_bits(_t386.bit_length())
                _t389 = _PICKS483.get((_t388, 2)) or _picks484(_t388, 2)
                L[4] = list(_t389[_t387](_o)) if _t389 else _option_at482(_o, 2, False, _t387)
                st.decisions += 1
            elif _offer479(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run485(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run486(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit487(_k488)
            fr[1] = 7; st.cur.append([3, 0, _a]); return None
        if pc == 7:
            _r = _run489(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k490)

# <rulerun cribbage.rules: play #124 9755e7fd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT491[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run494(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit495(_k496)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run497(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit493(_k, st, _d0): raise _Runaway492()
            continue
        if pc == 5:
            fr[1] = 6
            if _step498(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k499)

# <rulerun cribbage.rules: pegging #125 d9ecb459>
def _loop(st, L):
    _st_vars = st.vars
    for _t390 in st.zones[(1 + L[0])]:
        if ((min(_c507[_t390], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: lay #126 7a90c0dd>
def _loop(st, _t402):
    _st_zones = st.zones
    _t404 = (_st_zones[6][:-(_t402) - 1:-1] or ())
    _budget527[0] -= len(_t404)
    if _budget527[0] < 0: _spent528(st)
    for _t405 in _t404:
        if not ((_c529[_t405] == _c529[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #127 d56dccb5>
def _loop(st):
    _st_zones = st.zones
    _t401 = (_k524 or ())
    _budget525[0] -= len(_t401)
    if _budget525[0] < 0: _spent526(st)
    _t403 = []
    for _t402 in _t401:
        if ((len(_st_zones[6]) >= _t402) and _a530(st, _t402)):
            _t403.append(_t402)
    return _t403

# <rulerun cribbage.rules: lay #128 1525c4db>
def _loop(st):
    _t407 = (_a531(st) or ())
    _budget532[0] -= len(_t407)
    if _budget532[0] < 0: _spent533(st)
    _t409 = None
    for _t408 in _t407:
        _t410 = _t408
        if _t409 is None or _t410 > _t409:
            _t409 = _t410
    return _t409

# <rulerun cribbage.rules: lay #129 9dbe18ff>
def _loop(st, _t412):
    _st_zones = st.zones
    _t414 = (_st_zones[6][:-(_t412) - 1:-1] or ())
    _budget539[0] -= len(_t414)
    if _budget539[0] < 0: _spent540(st)
    for _t415 in _t414:
        _t418 = (_st_zones[6][:-(_t412) - 1:-1] or ())
        _budget539[0] -= len(_t418)
        if _budget539[0] < 0: _spent540(st)
        _t417 = 0
        for _t419 in _t418:
            if (_c541[_t419] == _c541[_t415]):
                _t417 += 1
        if not ((_t417 == 1)):
            return False
    return True

# <rulerun cribbage.rules: lay #130 6678d02d>
def _loop(st, _t412):
    _t420 = (st.zones[6][:-(_t412) - 1:-1] or ())
    _budget543[0] -= len(_t420)
    if _budget543[0] < 0: _spent544(st)
    _t422 = None
    for _t421 in _t420:
        _t423 = _c545[_t421]
        if _t422 is None or _t423 > _t422:
            _t422 = _t423
    return _t422

# <rulerun cribbage.rules: lay #131 5d62534e>
def _loop(st, _t412):
    _t424 = (st.zones[6][:-(_t412) - 1:-1] or ())
    _budget547[0] -= len(_t424)
    if _budget547[0] < 0: _spent548(st)
    _t426 = None
    for _t425 in _t424:
        _t427 = _c549[_t425]
        if _t426 is None or _t427 < _t426:
            _t426 = _t427
    return _t426

# <rulerun cribbage.rules: lay #132 39a204f2>
def _loop(st):
    _st_zones = st.zones
    _t411 = (_k536 or ())
    _budget537[0] -= len(_t411)
    if _budget537[0] < 0: _spent538(st)
    _t413 = []
    for _t412 in _t411:
        if (((len(_st_zones[6]) >= _t412) and _a542(st, _t412)) and ((_a546(st, _t412) - _a550(st, _t412)) == (_t412 - 1))):
            _t413.append(_t412)
    return _t413

# <rulerun cribbage.rules: lay #133 435de4da>
def _loop(st):
    _t428 = (_joined535([0], _a551(st)) or ())
    _budget552[0] -= len(_t428)
    if _budget552[0] < 0: _spent553(st)
    _t430 = None
    for _t429 in _t428:
        _t431 = _t429
        if _t430 is None or _t431 > _t430:
            _t430 = _t431
    return _t430

# <rulerun cribbage.rules: lay #134 playout c5da846d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _budget509[0] -= 1
    if _budget509[0] < 0: _spent510(st)
    _t392 = []
    for _t393 in _st_zones[(1 + _l0)]:
        if ((min(_c511[_t393], 10) + _st_vars[1]) <= 31): _t392.append(_t393)
    _t394 = _l0
    _t395 = len(_t392)
    if not _t395: _no_option514(_t394, 'card to play')
    if _t395 <= 1 and _st_log is None:
        L[1] = _t392[0] if _t395 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t396 = st.chooser(_t395, _t394)
        else:
            _t396 = _st_bits(_t395.bit_length())
            while _t396 >= _t395: _t396 = _st_bits(_t395.bit_length())
        L[1] = _t392[_t396]; st.decisions += 1
    elif _decide515(st, L, _t392, _t394): raise _PlayoutCut512()
    st.cvars[L[1]] = _l0
    _t397 = L[1]
    _t398 = 6
    if type(_t397) is int and _st_log is None:
        _t399 = _st_zones[_st_loc[_t397]]
        if _t399[-1] == _t397: _t399.pop()
        else: _t399.remove(_t397)
        _st_zones[_t398].append(_t397); _st_loc[_t397] = _t398
    elif _t397 is not None:
        _move_cards516(st, _t397, _t398, False)
    _st_vars[1] = (_t400 if -1000000000000000000 <= (_t400 := _st_vars[1] + min(_c511[L[1]], 10)) <= 1000000000000000000 else _beyond517(_t400))
    if _st_log is not None: _st_log.append(_Text522(_audience518(st), [_PlayerRef519(_l0), ' lays ', _card_ref520(st, L[1]), ': ', _plain521(_st_vars[1])]))
    if (_st_vars[1] == 15):
        if _p523(st, [_l0, 2, 'fifteen']) == 3: return 3
    if (_st_vars[1] == 31):
        if _p523(st, [_l0, 2, 'thirty-one']) == 3: return 3
    if _p523(st, [_l0, [0, 0, 2, 6, 12][_a534(st)], 'a pair']) == 3: return 3
    if _p523(st, [_l0, _a554(st), 'a run']) == 3: return 3

# <rulerun cribbage.rules: pegging #135 cebbc3b8>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT500[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run503(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region504(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((len(_st_zones[(1 + _k505[0])]) + len(_st_zones[(1 + _k506[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if _a508(st, L):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            if st.thread_player == st.inline_thread:
                if _p555(st, [L[0], None]) == 3: return True
                pc = 4
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit556(_k557)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run558(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run559(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit502(_k, st, _d0): raise _Runaway501()
            continue
        if pc == 8:
            _r = _run560(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k561)

# <rulerun cribbage.rules: pegging #136 5785ecb0>
def _loop(st, L):
    _st_vars = st.vars
    for _t437 in st.zones[(1 + L[0])]:
        if ((min(_c579[_t437], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #137 ee8fc2c7>
def _loop(st, _t449):
    _st_zones = st.zones
    _t451 = (_st_zones[6][:-(_t449) - 1:-1] or ())
    _budget597[0] -= len(_t451)
    if _budget597[0] < 0: _spent598(st)
    for _t452 in _t451:
        if not ((_c599[_t452] == _c599[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #138 19da2293>
def _loop(st):
    _st_zones = st.zones
    _t448 = (_k594 or ())
    _budget595[0] -= len(_t448)
    if _budget595[0] < 0: _spent596(st)
    _t450 = []
    for _t449 in _t448:
        if ((len(_st_zones[6]) >= _t449) and _a600(st, _t449)):
            _t450.append(_t449)
    return _t450

# <rulerun cribbage.rules: pegging #139 42226052>
def _loop(st):
    _t454 = (_a601(st) or ())
    _budget602[0] -= len(_t454)
    if _budget602[0] < 0: _spent603(st)
    _t456 = None
    for _t455 in _t454:
        _t457 = _t455
        if _t456 is None or _t457 > _t456:
            _t456 = _t457
    return _t456

# <rulerun cribbage.rules: pegging #140 1d98b47a>
def _loop(st, _t459):
    _st_zones = st.zones
    _t461 = (_st_zones[6][:-(_t459) - 1:-1] or ())
    _budget609[0] -= len(_t461)
    if _budget609[0] < 0: _spent610(st)
    for _t462 in _t461:
        _t465 = (_st_zones[6][:-(_t459) - 1:-1] or ())
        _budget609[0] -= len(_t465)
        if _budget609[0] < 0: _spent610(st)
        _t464 = 0
        for _t466 in _t465:
            if (_c611[_t466] == _c611[_t462]):
                _t464 += 1
        if not ((_t464 == 1)):
            return False
    return True

# <rulerun cribbage.rules: pegging #141 dc555a9d>
def _loop(st, _t459):
    _t467 = (st.zones[6][:-(_t459) - 1:-1] or ())
    _budget613[0] -= len(_t467)
    if _budget613[0] < 0: _spent614(st)
    _t469 = None
    for _t468 in _t467:
        _t470 = _c615[_t468]
        if _t469 is None or _t470 > _t469:
            _t469 = _t470
    return _t469

# <rulerun cribbage.rules: pegging #142 022ac6b4>
def _loop(st, _t459):
    _t471 = (st.zones[6][:-(_t459) - 1:-1] or ())
    _budget617[0] -= len(_t471)
    if _budget617[0] < 0: _spent618(st)
    _t473 = None
    for _t472 in _t471:
        _t474 = _c619[_t472]
        if _t473 is None or _t474 < _t473:
            _t473 = _t474
    return _t473

# <rulerun cribbage.rules: pegging #143 22428141>
def _loop(st):
    _st_zones = st.zones
    _t458 = (_k606 or ())
    _budget607[0] -= len(_t458)
    if _budget607[0] < 0: _spent608(st)
    _t460 = []
    for _t459 in _t458:
        if (((len(_st_zones[6]) >= _t459) and _a612(st, _t459)) and ((_a616(st, _t459) - _a620(st, _t459)) == (_t459 - 1))):
            _t460.append(_t459)
    return _t460

# <rulerun cribbage.rules: pegging #144 f96e7de7>
def _loop(st):
    _t475 = (_joined605([0], _a621(st)) or ())
    _budget622[0] -= len(_t475)
    if _budget622[0] < 0: _spent623(st)
    _t477 = None
    for _t476 in _t475:
        _t478 = _t476
        if _t477 is None or _t478 > _t477:
            _t477 = _t478
    return _t477

# <rulerun cribbage.rules: pegging #145 playout 47e7c28c>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _budget575[0] -= 1
    if _budget575[0] < 0: _spent576(st)
    L[0] = ((_st_vars[0] + 1) % 2)
    L[1] = L[0]
    while ((len(_st_zones[(1 + _k577[0])]) + len(_st_zones[(1 + _k578[1])])) > 0):
        _budget575[0] -= 1
        if _budget575[0] < 0: _spent576(st)
        if _a580(st, L):
            _i8l0 = L[0]
            _i8 = [_i8l0, None]
            _t439 = []
            for _t440 in _st_zones[(1 + _i8l0)]:
                if ((min(_c581[_t440], 10) + _st_vars[1]) <= 31): _t439.append(_t440)
            _t441 = _i8l0
            _t442 = len(_t439)
            if not _t442: _no_option584(_t441, 'card to play')
            if _t442 <= 1 and _st_log is None:
                _i8[1] = _t439[0] if _t442 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t443 = st.chooser(_t442, _t441)
                else:
                    _t443 = _st_bits(_t442.bit_length())
                    while _t443 >= _t442: _t443 = _st_bits(_t442.bit_length())
                _i8[1] = _t439[_t443]; st.decisions += 1
            elif _decide585(st, _i8, _t439, _t441): raise _PlayoutCut582()
            _st_cvars[_i8[1]] = _i8l0
            _t444 = _i8[1]
            _t445 = 6
            if type(_t444) is int and _st_log is None:
                _t446 = _st_zones[_st_loc[_t444]]
                if _t446[-1] == _t444: _t446.pop()
                else: _t446.remove(_t444)
                _st_zones[_t445].append(_t444); _st_loc[_t444] = _t445
            elif _t444 is not None:
                _move_cards586(st, _t444, _t445, False)
            _st_vars[1] = (_t447 if -1000000000000000000 <= (_t447 := _st_vars[1] + min(_c581[_i8[1]], 10)) <= 1000000000000000000 else _beyond587(_t447))
            if _st_log is not None: _st_log.append(_Text592(_audience588(st), [_PlayerRef589(_i8l0), ' lays ', _card_ref590(st, _i8[1]), ': ', _plain591(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p593(st, [_i8l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p593(st, [_i8l0, 2, 'thirty-one']) == 3: return 3
            if _p593(st, [_i8l0, [0, 0, 2, 6, 12][_a604(st)], 'a pair']) == 3: return 3
            if _p593(st, [_i8l0, _a624(st), 'a run']) == 3: return 3
            L[1] = L[0]
            if (_st_vars[1] == 31):
                _i9 = [None, None, None]
                _st_vars[1] = 0
                for _t479 in _st_zones[6][:]:
                    _i9[2] = _t479
                    _t480 = _t479
                    _t481 = (7 + _st_cvars[_t479])
                    if type(_t480) is int and _st_log is None:
                        _t482 = _st_zones[_st_loc[_t480]]
                        if _t482[-1] == _t480: _t482.pop()
                        else: _t482.remove(_t480)
                        _st_zones[_t481].append(_t480); _st_loc[_t480] = _t481
                    elif _t480 is not None:
                        _move_cards586(st, _t480, _t481, False)
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell625(st, (_player_text626(L[0]) + ' says go'), None)
            if _d627(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if _p593(st, [L[1], 1, 'the go']) == 3: return 3
                _i10 = [None, None, None]
                _st_vars[1] = 0
                for _t483 in _st_zones[6][:]:
                    _i10[2] = _t483
                    _t484 = _t483
                    _t485 = (7 + _st_cvars[_t483])
                    if type(_t484) is int and _st_log is None:
                        _t486 = _st_zones[_st_loc[_t484]]
                        if _t486[-1] == _t484: _t486.pop()
                        else: _t486.remove(_t484)
                        _st_zones[_t485].append(_t484); _st_loc[_t484] = _t485
                    elif _t484 is not None:
                        _move_cards586(st, _t484, _t485, False)
                L[0] = ((L[1] + 1) % 2)
    if (_st_vars[1] > 0):
        if _p593(st, [L[1], 1, 'the last card']) == 3: return 3
    _i11 = [None, None, None]
    _st_vars[1] = 0
    for _t487 in _st_zones[6][:]:
        _i11[2] = _t487
        _t488 = _t487
        _t489 = (7 + _st_cvars[_t487])
        if type(_t488) is int and _st_log is None:
            _t490 = _st_zones[_st_loc[_t488]]
            if _t490[-1] == _t488: _t490.pop()
            else: _t490.remove(_t488)
            _st_zones[_t489].append(_t488); _st_loc[_t488] = _t489
        elif _t488 is not None:
            _move_cards586(st, _t488, _t489, False)

# <rulerun cribbage.rules: play_hand #146 bb29fdeb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run564(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region565(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step566(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t432 = L[3]
            _t435 = len(_o); _t433 = _comb568(_t435, 2)
            if not _t433: _no_option569(_t432, 'cards for the crib')
            if _t433 <= 1 and _st_log is None:
                L[4] = _option_at570(_o, 2, False, 0) if _t433 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t434 = st.chooser(_t433, _t432)
                else:
                    _t434 = _st_bits(_t433.bit_length())
                    while _t434 >= _t433: _t434 = _st_bits(_t433.bit_length())
                _t436 = _PICKS571.get((_t435, 2)) or _picks572(_t435, 2)
                L[4] = list(_t436[_t434](_o)) if _t436 else _option_at570(_o, 2, False, _t434)
                st.decisions += 1
            elif _offer567(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run573(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run574(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p628(st, [None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit629(_k630)
                fr[1] = 7; st.cur.append([3, 0, _a]); return None
        if pc == 7:
            _r = _run631(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k632)

# <rulerun cribbage.rules: rank #147 a95737d4>
def _native(st, p):
    return (st.vars[2 + p], )

