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

# <rulerun cribbage.rules: new_count #1 86a9e691>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    st.vars[1] = 0
    if _memo1: _memo1.clear()
    for _t1 in _st_zones[6][:]:
        L[2] = _t1
        _t2 = _t1
        _t3 = (7 + st.cvars[_t1])
        if type(_t2) is int and st.log is None:
            _t4 = _st_zones[(_t5 := _st_loc[_t2])]
            if _t4[-1] == _t2: _t4.pop()
            else: _t4.remove(_t2)
            _st_zones[_t3].append(_t2); _st_loc[_t2] = _t3
            _t6 = _leaving7[_t5]
            if _memo0 and _t6 & 1: _memo0.clear()
            if _memo1 and _t6 & 2: _memo1.clear()
            if _memo2 and _t6 & 4: _memo2.clear()
        elif _t2 is not None:
            _move_cards6(st, _t2, _t3, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun cribbage.rules: lay #2 84e97a33>
def _loop(st, _t14):
    _st_zones = st.zones
    _t16 = (_st_zones[6][:-(_t14) - 1:-1] or ())
    st.budget -= len(_t16)
    if st.budget < 0: _spent20(st)
    for _t17 in _t16:
        if not ((_c21[_t17] == _c21[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #3 840ac416>
def _loop(st):
    _st_zones = st.zones
    _t13 = (_k18 or ())
    st.budget -= len(_t13)
    if st.budget < 0: _spent19(st)
    _t15 = []
    for _t14 in _t13:
        if ((len(_st_zones[6]) >= _t14) and _a22(st, _t14)):
            _t15.append(_t14)
    return _t15

# <rulerun cribbage.rules: lay #4 531af19f>
def _loop(st):
    _t19 = (_a23(st) or ())
    st.budget -= len(_t19)
    if st.budget < 0: _spent24(st)
    _t21 = None
    for _t20 in _t19:
        _t22 = _t20
        if _t21 is None or _t22 > _t21:
            _t21 = _t22
    return _t21

# <rulerun cribbage.rules: lay #5 f28e9cc1>
def _loop(st, L):
    _t29 = (L[0] or ())
    st.budget -= len(_t29)
    if st.budget < 0: _spent31(st)
    _t31 = []
    for _t30 in _t29:
        _t31.append(_c32[_t30])
    _t31.sort()
    return _t31

# <rulerun cribbage.rules: lay #6 b13ac6fa>
def _loop(st, L):
    _t34 = (L[0] or ())
    st.budget -= len(_t34)
    if st.budget < 0: _spent34(st)
    _t36 = []
    for _t35 in _t34:
        _t36.append(_c35[_t35])
    _t36.sort()
    return _t36

# <rulerun cribbage.rules: is_run #7 67549fc3>
def _native(st, L):
    st.budget -= 1
    if st.budget < 0: _spent29(st)
    _t27 = (_range30(1, (len((L[0] or ())) - 1)) or ())
    st.budget -= len(_t27)
    if st.budget < 0: _spent29(st)
    _t32 = _NOT_YET
    _t33 = _NOT_YET
    _t37 = _NOT_YET
    _t38 = _NOT_YET
    _t26 = True
    for _t28 in _t27:
        if not (((_t33 if _t33 is not _NOT_YET else (_t33 := (_t32 if _t32 is not _NOT_YET else (_t32 := _a33(st, L)))))[_t28] == ((_t38 if _t38 is not _NOT_YET else (_t38 := (_t37 if _t37 is not _NOT_YET else (_t37 := _a36(st, L)))))[0] + _t28))):
            _t26 = False
            break
    return _t26

# <rulerun cribbage.rules: lay #8 c279d386>
def _loop(st):
    _st_zones = st.zones
    _t23 = (_k27 or ())
    st.budget -= len(_t23)
    if st.budget < 0: _spent28(st)
    _t25 = []
    for _t24 in _t23:
        if ((len(_st_zones[6]) >= _t24) and _d37(st, [_st_zones[6][:-(_t24) - 1:-1]])):
            _t25.append(_t24)
    return _t25

# <rulerun cribbage.rules: lay #9 f9357d8f>
def _loop(st):
    _t39 = (_joined26([0], _a38(st)) or ())
    st.budget -= len(_t39)
    if st.budget < 0: _spent39(st)
    _t41 = None
    for _t40 in _t39:
        _t42 = _t40
        if _t41 is None or _t42 > _t41:
            _t41 = _t42
    return _t41

# <rulerun cribbage.rules: lay #10 1179ee97>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    st.cvars[_l1] = _l0
    _t7 = _l1
    _t8 = 6
    if type(_t7) is int and _st_log is None:
        _t9 = _st_zones[(_t10 := _st_loc[_t7])]
        if _t9[-1] == _t7: _t9.pop()
        else: _t9.remove(_t7)
        _st_zones[_t8].append(_t7); _st_loc[_t7] = _t8
        _t11 = _leaving9[_t10]
        if _memo1 and _t11 & 2: _memo1.clear()
    elif _t7 is not None:
        _move_cards8(st, _t7, _t8, False)
        if _memo1: _memo1.clear()
    if _memo0: _memo0.clear()
    if _memo2: _memo2.clear()
    _st_vars[1] = (_t12 if -1000000000000000000 <= (_t12 := _st_vars[1] + min(_c10[_l1], 10)) <= 1000000000000000000 else _beyond11(_t12))
    if _memo1: _memo1.clear()
    if _st_log is not None: _st_log.append(_Text16(_audience12(st), [_PlayerRef13(_l0), ' lays ', _card_ref14(st, _l1), ': ', _plain15(_st_vars[1])]))
    if (_st_vars[1] == 15):
        if _p17(st, [_l0, 2, 'fifteen']) == 3: return 3
    if (_st_vars[1] == 31):
        if _p17(st, [_l0, 2, 'thirty-one']) == 3: return 3
    if _p17(st, [_l0, [0, 0, 2, 6, 12][(_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a25(st)))], 'a pair']) == 3: return 3
    if _p17(st, [_l0, (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a40(st))), 'a run']) == 3: return 3

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

# <rulerun cribbage.rules: pegging #15 64a1676b>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = L[0]
    if (_st_vars[1] == 31):
        _i0 = [None, None, None]
        _st_vars[1] = 0
        if _memo1: _memo1.clear()
        for _t43 in _st_zones[6][:]:
            _i0[2] = _t43
            _t44 = _t43
            _t45 = (7 + st.cvars[_t43])
            if type(_t44) is int and st.log is None:
                _t46 = _st_zones[(_t47 := _st_loc[_t44])]
                if _t46[-1] == _t44: _t46.pop()
                else: _t46.remove(_t44)
                _st_zones[_t45].append(_t44); _st_loc[_t44] = _t45
                _t48 = _leaving43[_t47]
                if _memo0 and _t48 & 1: _memo0.clear()
                if _memo1 and _t48 & 2: _memo1.clear()
                if _memo2 and _t48 & 4: _memo2.clear()
            elif _t44 is not None:
                _move_cards42(st, _t44, _t45, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
    L[0] = ((L[0] + 1) % 2)

# <rulerun cribbage.rules: can_play #16 e4bd2b98>
def _native(st, L):
    _st_vars = st.vars
    st.budget -= 1
    if st.budget < 0: _spent46(st)
    _t49 = False
    for _t50 in st.zones[(1 + L[0])]:
        if ((min(_c47[_t50], 10) + _st_vars[1]) <= 31):
            _t49 = True
            break
    return _t49

# <rulerun cribbage.rules: pegging #17 6458c42f>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if (not not _st_zones[(1 + L[0])]):
        if _st_log is not None: _tell44(st, (_player_text45(L[0]) + ' says go'), None)
    if _d48(st, [((L[0] + 1) % 2)]):
        L[0] = ((L[0] + 1) % 2)
    else:
        if (not not _st_zones[(1 + ((L[0] + 1) % 2))]):
            if _st_log is not None: _tell44(st, (_player_text45(((L[0] + 1) % 2)) + ' says go'), None)
        if _p49(st, [_l1, 1, 'the go']) == 3: return 3
        _i1 = [None, None, None]
        st.vars[1] = 0
        if _memo1: _memo1.clear()
        for _t51 in _st_zones[6][:]:
            _i1[2] = _t51
            _t52 = _t51
            _t53 = (7 + st.cvars[_t51])
            if type(_t52) is int and _st_log is None:
                _t54 = _st_zones[(_t55 := _st_loc[_t52])]
                if _t54[-1] == _t52: _t54.pop()
                else: _t54.remove(_t52)
                _st_zones[_t53].append(_t52); _st_loc[_t52] = _t53
                _t56 = _leaving51[_t55]
                if _memo0 and _t56 & 1: _memo0.clear()
                if _memo1 and _t56 & 2: _memo1.clear()
                if _memo2 and _t56 & 4: _memo2.clear()
            elif _t52 is not None:
                _move_cards50(st, _t52, _t53, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
        L[0] = ((_l1 + 1) % 2)

# <rulerun cribbage.rules: pegging #18 1df4534f>
def _loop(st, L):
    _st_vars = st.vars
    for _t57 in st.zones[(1 + L[0])]:
        if ((min(_c55[_t57], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: peg #19 playout b58a913b>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == 0):
        return 2
    _st_vars[2 + _l0] = (_t70 if -1000000000000000000 <= (_t70 := _st_vars[2 + _l0] + _l1) <= 1000000000000000000 else _beyond70(_t70))
    if _st_log is not None: _st_log.append(_Text74(_audience71(st), [_PlayerRef72(_l0), ' pegs ', _plain73(_l1), ' for ', _plain73(L[2]), ' (', _plain73(_st_vars[2 + _l0]), ')']))
    if (_st_vars[2 + _l0] >= 121):
        _end_game75(st, _l0, True); return 3

# <rulerun cribbage.rules: pegging #20 1cbab6e8>
def _loop(st, _t72):
    _st_zones = st.zones
    _t74 = (_st_zones[6][:-(_t72) - 1:-1] or ())
    st.budget -= len(_t74)
    if st.budget < 0: _spent79(st)
    for _t75 in _t74:
        if not ((_c80[_t75] == _c80[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #21 9008439d>
def _loop(st):
    _st_zones = st.zones
    _t71 = (_k77 or ())
    st.budget -= len(_t71)
    if st.budget < 0: _spent78(st)
    _t73 = []
    for _t72 in _t71:
        if ((len(_st_zones[6]) >= _t72) and _a81(st, _t72)):
            _t73.append(_t72)
    return _t73

# <rulerun cribbage.rules: pegging #22 1d90df9b>
def _loop(st):
    _t77 = (_a82(st) or ())
    st.budget -= len(_t77)
    if st.budget < 0: _spent83(st)
    _t79 = None
    for _t78 in _t77:
        _t80 = _t78
        if _t79 is None or _t80 > _t79:
            _t79 = _t80
    return _t79

# <rulerun cribbage.rules: pegging #23 edd5da8e>
def _loop(st):
    _st_zones = st.zones
    _t81 = (_k86 or ())
    st.budget -= len(_t81)
    if st.budget < 0: _spent87(st)
    _t83 = []
    for _t82 in _t81:
        if ((len(_st_zones[6]) >= _t82) and _d88(st, [_st_zones[6][:-(_t82) - 1:-1]])):
            _t83.append(_t82)
    return _t83

# <rulerun cribbage.rules: pegging #24 578441a2>
def _loop(st):
    _t84 = (_joined85([0], _a89(st)) or ())
    st.budget -= len(_t84)
    if st.budget < 0: _spent90(st)
    _t86 = None
    for _t85 in _t84:
        _t87 = _t85
        if _t86 is None or _t87 > _t86:
            _t86 = _t87
    return _t86

# <rulerun cribbage.rules: pegging #25 6201b8ab>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    while ((len(_st_zones[(1 + _k52[0])]) + len(_st_zones[(1 + _k53[1])])) > 0):
        st.budget -= 1
        if st.budget < 0: _spent54(st)
        if (_memo1[L[0]] if L[0] in _memo1 else _memo1.setdefault(L[0], _a56(st, L))):
            _i2l0 = L[0]
            _i2 = [_i2l0, None]
            _t59 = []
            for _t60 in _st_zones[(1 + _i2l0)]:
                if ((min(_c57[_t60], 10) + _st_vars[1]) <= 31): _t59.append(_t60)
            _t61 = _i2l0
            _t62 = len(_t59)
            if not _t62: _no_option60(_t61, 'card to play')
            if _t62 <= 1 and _st_log is None:
                _i2[1] = _t59[0] if _t62 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t63 = st.chooser(_t62, _t61)
                else:
                    _t63 = _st_bits(_t62.bit_length())
                    while _t63 >= _t62: _t63 = _st_bits(_t62.bit_length())
                _i2[1] = _t59[_t63]; st.decisions += 1
            elif _decide61(st, _i2, _t59, _t61): raise _PlayoutCut58()
            _st_cvars[_i2[1]] = _i2l0
            _t64 = _i2[1]
            _t65 = 6
            if type(_t64) is int and _st_log is None:
                _t66 = _st_zones[(_t67 := _st_loc[_t64])]
                if _t66[-1] == _t64: _t66.pop()
                else: _t66.remove(_t64)
                _st_zones[_t65].append(_t64); _st_loc[_t64] = _t65
                _t68 = _leaving63[_t67]
                if _memo1 and _t68 & 2: _memo1.clear()
            elif _t64 is not None:
                _move_cards62(st, _t64, _t65, False)
                if _memo1: _memo1.clear()
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            _st_vars[1] = (_t69 if -1000000000000000000 <= (_t69 := _st_vars[1] + min(_c57[_i2[1]], 10)) <= 1000000000000000000 else _beyond64(_t69))
            if _memo1: _memo1.clear()
            if _st_log is not None: _st_log.append(_Text69(_audience65(st), [_PlayerRef66(_i2l0), ' lays ', _card_ref67(st, _i2[1]), ': ', _plain68(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p76(st, [_i2l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p76(st, [_i2l0, 2, 'thirty-one']) == 3: return 3
            if _p76(st, [_i2l0, [0, 0, 2, 6, 12][(_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a84(st)))], 'a pair']) == 3: return 3
            if _p76(st, [_i2l0, (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a91(st))), 'a run']) == 3: return 3
            L[1] = L[0]
            if (_st_vars[1] == 31):
                _i3 = [None, None, None]
                _st_vars[1] = 0
                if _memo1: _memo1.clear()
                for _t88 in _st_zones[6][:]:
                    _i3[2] = _t88
                    _t89 = _t88
                    _t90 = (7 + _st_cvars[_t88])
                    if type(_t89) is int and _st_log is None:
                        _t91 = _st_zones[(_t92 := _st_loc[_t89])]
                        if _t91[-1] == _t89: _t91.pop()
                        else: _t91.remove(_t89)
                        _st_zones[_t90].append(_t89); _st_loc[_t89] = _t90
                        _t93 = _leaving92[_t92]
                        if _memo0 and _t93 & 1: _memo0.clear()
                        if _memo1 and _t93 & 2: _memo1.clear()
                        if _memo2 and _t93 & 4: _memo2.clear()
                    elif _t89 is not None:
                        _move_cards62(st, _t89, _t90, False)
                        if _memo0: _memo0.clear()
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell93(st, (_player_text94(L[0]) + ' says go'), None)
            if _d95(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if (not not _st_zones[(1 + ((L[0] + 1) % 2))]):
                    if _st_log is not None: _tell93(st, (_player_text94(((L[0] + 1) % 2)) + ' says go'), None)
                if _p76(st, [L[1], 1, 'the go']) == 3: return 3
                _i4 = [None, None, None]
                _st_vars[1] = 0
                if _memo1: _memo1.clear()
                for _t94 in _st_zones[6][:]:
                    _i4[2] = _t94
                    _t95 = _t94
                    _t96 = (7 + _st_cvars[_t94])
                    if type(_t95) is int and _st_log is None:
                        _t97 = _st_zones[(_t98 := _st_loc[_t95])]
                        if _t97[-1] == _t95: _t97.pop()
                        else: _t97.remove(_t95)
                        _st_zones[_t96].append(_t95); _st_loc[_t95] = _t96
                        _t99 = _leaving92[_t98]
                        if _memo0 and _t99 & 1: _memo0.clear()
                        if _memo1 and _t99 & 2: _memo1.clear()
                        if _memo2 and _t99 & 4: _memo2.clear()
                    elif _t95 is not None:
                        _move_cards62(st, _t95, _t96, False)
                        if _memo0: _memo0.clear()
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                L[0] = ((L[1] + 1) % 2)

# <rulerun cribbage.rules: pegging #26 a0164f7f>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    if (_st_vars[1] > 0):
        if _p96(st, [L[1], 1, 'the last card']) == 3: return 3
    _i5 = [None, None, None]
    _st_vars[1] = 0
    if _memo1: _memo1.clear()
    for _t100 in _st_zones[6][:]:
        _i5[2] = _t100
        _t101 = _t100
        _t102 = (7 + st.cvars[_t100])
        if type(_t101) is int and st.log is None:
            _t103 = _st_zones[(_t104 := _st_loc[_t101])]
            if _t103[-1] == _t101: _t103.pop()
            else: _t103.remove(_t101)
            _st_zones[_t102].append(_t101); _st_loc[_t101] = _t102
            _t105 = _leaving98[_t104]
            if _memo0 and _t105 & 1: _memo0.clear()
            if _memo1 and _t105 & 2: _memo1.clear()
            if _memo2 and _t105 & 4: _memo2.clear()
        elif _t101 is not None:
            _move_cards97(st, _t101, _t102, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun cribbage.rules: pegging #27 2ce97269>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(1 + _k99[0])]) + len(_st_zones[(1 + _k100[1])])) > 0)

# <rulerun cribbage.rules: pegging #28 3ef0f5ae>
def _loop(st, L):
    _st_vars = st.vars
    for _t106 in st.zones[(1 + L[0])]:
        if ((min(_c101[_t106], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #29 2d891e89>
def _native(st, L):
    return _a102(st, L)

# <rulerun cribbage.rules: pegging #30 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: fifteens #31 891ff050>
def _native(st, L):
    _l0 = L[0]
    st.budget -= 1
    if st.budget < 0: _spent103(st)
    _t109 = (_range104(2, len((_l0 or ()))) or ())
    st.budget -= len(_t109)
    if st.budget < 0: _spent103(st)
    _t108 = 0
    for _t110 in _t109:
        _t112 = (_subsets105(st, _l0, _t110) or ())
        st.budget -= len(_t112)
        if st.budget < 0: _spent103(st)
        _t111 = 0
        for _t113 in _t112:
            _t115 = (_t113 or ())
            st.budget -= len(_t115)
            if st.budget < 0: _spent103(st)
            _t114 = 0
            for _t116 in _t115:
                _t114 += min(_c106[_t116], 10)
            if (_t114 == 15):
                _t111 += 1
        _t108 += _t111
    return (2 * _t108)

# <rulerun cribbage.rules: pairs #32 950d86fb>
def _native(st, L):
    _t118 = (_subsets109(st, L[0], 2) or ())
    st.budget -= len(_t118)
    if st.budget < 0: _spent110(st)
    _t117 = 0
    for _t119 in _t118:
        if (_c111[_t119[0]] == _c111[_t119[1]]):
            _t117 += 1
    return (2 * _t117)

# <rulerun cribbage.rules: show #33 c8a8b98b>
def _loop(st, _t121):
    _t126 = (_t121 or ())
    st.budget -= len(_t126)
    if st.budget < 0: _spent118(st)
    _t128 = []
    for _t127 in _t126:
        _t128.append(_c119[_t127])
    _t128.sort()
    return _t128

# <rulerun cribbage.rules: show #34 45064134>
def _loop(st, _t121):
    _t131 = (_t121 or ())
    st.budget -= len(_t131)
    if st.budget < 0: _spent121(st)
    _t133 = []
    for _t132 in _t131:
        _t133.append(_c122[_t132])
    _t133.sort()
    return _t133

# <rulerun cribbage.rules: show #35 ddc41af1>
def _loop(st, _t121):
    _t123 = (_range116(1, (len((_t121 or ())) - 1)) or ())
    st.budget -= len(_t123)
    if st.budget < 0: _spent117(st)
    _t129 = _NOT_YET
    _t130 = _NOT_YET
    _t134 = _NOT_YET
    _t135 = _NOT_YET
    for _t124 in _t123:
        if not (((_t130 if _t130 is not _NOT_YET else (_t130 := (_t129 if _t129 is not _NOT_YET else (_t129 := _a120(st, _t121)))))[_t124] == ((_t135 if _t135 is not _NOT_YET else (_t135 := (_t134 if _t134 is not _NOT_YET else (_t134 := _a123(st, _t121)))))[0] + _t124))):
            return False
    return True

# <rulerun cribbage.rules: show #36 2f0332eb>
def _loop(st, L):
    _t120 = (_subsets114(st, L[0], 5) or ())
    st.budget -= len(_t120)
    if st.budget < 0: _spent115(st)
    _t122 = 0
    for _t121 in _t120:
        if _a124(st, _t121):
            _t122 += 1
    return _t122

# <rulerun cribbage.rules: show #37 93623252>
def _loop(st, _t137):
    _t142 = (_t137 or ())
    st.budget -= len(_t142)
    if st.budget < 0: _spent130(st)
    _t144 = []
    for _t143 in _t142:
        _t144.append(_c131[_t143])
    _t144.sort()
    return _t144

# <rulerun cribbage.rules: show #38 5795dc70>
def _loop(st, _t137):
    _t147 = (_t137 or ())
    st.budget -= len(_t147)
    if st.budget < 0: _spent133(st)
    _t149 = []
    for _t148 in _t147:
        _t149.append(_c134[_t148])
    _t149.sort()
    return _t149

# <rulerun cribbage.rules: show #39 e410d8a8>
def _loop(st, _t137):
    _t139 = (_range128(1, (len((_t137 or ())) - 1)) or ())
    st.budget -= len(_t139)
    if st.budget < 0: _spent129(st)
    _t145 = _NOT_YET
    _t146 = _NOT_YET
    _t150 = _NOT_YET
    _t151 = _NOT_YET
    for _t140 in _t139:
        if not (((_t146 if _t146 is not _NOT_YET else (_t146 := (_t145 if _t145 is not _NOT_YET else (_t145 := _a132(st, _t137)))))[_t140] == ((_t151 if _t151 is not _NOT_YET else (_t151 := (_t150 if _t150 is not _NOT_YET else (_t150 := _a135(st, _t137)))))[0] + _t140))):
            return False
    return True

# <rulerun cribbage.rules: show #40 1042acef>
def _loop(st, L):
    _t136 = (_subsets126(st, L[0], 5) or ())
    st.budget -= len(_t136)
    if st.budget < 0: _spent127(st)
    _t138 = 0
    for _t137 in _t136:
        if _a136(st, _t137):
            _t138 += 1
    return _t138

# <rulerun cribbage.rules: show #41 4e72f455>
def _loop(st, _t153):
    _t158 = (_t153 or ())
    st.budget -= len(_t158)
    if st.budget < 0: _spent142(st)
    _t160 = []
    for _t159 in _t158:
        _t160.append(_c143[_t159])
    _t160.sort()
    return _t160

# <rulerun cribbage.rules: show #42 a5b85a71>
def _loop(st, _t153):
    _t163 = (_t153 or ())
    st.budget -= len(_t163)
    if st.budget < 0: _spent145(st)
    _t165 = []
    for _t164 in _t163:
        _t165.append(_c146[_t164])
    _t165.sort()
    return _t165

# <rulerun cribbage.rules: show #43 179211c6>
def _loop(st, _t153):
    _t155 = (_range140(1, (len((_t153 or ())) - 1)) or ())
    st.budget -= len(_t155)
    if st.budget < 0: _spent141(st)
    _t161 = _NOT_YET
    _t162 = _NOT_YET
    _t166 = _NOT_YET
    _t167 = _NOT_YET
    for _t156 in _t155:
        if not (((_t162 if _t162 is not _NOT_YET else (_t162 := (_t161 if _t161 is not _NOT_YET else (_t161 := _a144(st, _t153)))))[_t156] == ((_t167 if _t167 is not _NOT_YET else (_t167 := (_t166 if _t166 is not _NOT_YET else (_t166 := _a147(st, _t153)))))[0] + _t156))):
            return False
    return True

# <rulerun cribbage.rules: show #44 d2ea8c36>
def _loop(st, L):
    _t152 = (_subsets138(st, L[0], 4) or ())
    st.budget -= len(_t152)
    if st.budget < 0: _spent139(st)
    _t154 = 0
    for _t153 in _t152:
        if _a148(st, _t153):
            _t154 += 1
    return _t154

# <rulerun cribbage.rules: show #45 9a5863a8>
def _loop(st, _t169):
    _t174 = (_t169 or ())
    st.budget -= len(_t174)
    if st.budget < 0: _spent154(st)
    _t176 = []
    for _t175 in _t174:
        _t176.append(_c155[_t175])
    _t176.sort()
    return _t176

# <rulerun cribbage.rules: show #46 363d60d8>
def _loop(st, _t169):
    _t179 = (_t169 or ())
    st.budget -= len(_t179)
    if st.budget < 0: _spent157(st)
    _t181 = []
    for _t180 in _t179:
        _t181.append(_c158[_t180])
    _t181.sort()
    return _t181

# <rulerun cribbage.rules: show #47 3bd4038b>
def _loop(st, _t169):
    _t171 = (_range152(1, (len((_t169 or ())) - 1)) or ())
    st.budget -= len(_t171)
    if st.budget < 0: _spent153(st)
    _t177 = _NOT_YET
    _t178 = _NOT_YET
    _t182 = _NOT_YET
    _t183 = _NOT_YET
    for _t172 in _t171:
        if not (((_t178 if _t178 is not _NOT_YET else (_t178 := (_t177 if _t177 is not _NOT_YET else (_t177 := _a156(st, _t169)))))[_t172] == ((_t183 if _t183 is not _NOT_YET else (_t183 := (_t182 if _t182 is not _NOT_YET else (_t182 := _a159(st, _t169)))))[0] + _t172))):
            return False
    return True

# <rulerun cribbage.rules: show #48 0af8d8ef>
def _loop(st, L):
    _t168 = (_subsets150(st, L[0], 4) or ())
    st.budget -= len(_t168)
    if st.budget < 0: _spent151(st)
    _t170 = 0
    for _t169 in _t168:
        if _a160(st, _t169):
            _t170 += 1
    return _t170

# <rulerun cribbage.rules: show #49 99b8be89>
def _loop(st, _t185):
    _t190 = (_t185 or ())
    st.budget -= len(_t190)
    if st.budget < 0: _spent166(st)
    _t192 = []
    for _t191 in _t190:
        _t192.append(_c167[_t191])
    _t192.sort()
    return _t192

# <rulerun cribbage.rules: show #50 75d2f6eb>
def _loop(st, _t185):
    _t195 = (_t185 or ())
    st.budget -= len(_t195)
    if st.budget < 0: _spent169(st)
    _t197 = []
    for _t196 in _t195:
        _t197.append(_c170[_t196])
    _t197.sort()
    return _t197

# <rulerun cribbage.rules: show #51 fcfd601c>
def _loop(st, _t185):
    _t187 = (_range164(1, (len((_t185 or ())) - 1)) or ())
    st.budget -= len(_t187)
    if st.budget < 0: _spent165(st)
    _t193 = _NOT_YET
    _t194 = _NOT_YET
    _t198 = _NOT_YET
    _t199 = _NOT_YET
    for _t188 in _t187:
        if not (((_t194 if _t194 is not _NOT_YET else (_t194 := (_t193 if _t193 is not _NOT_YET else (_t193 := _a168(st, _t185)))))[_t188] == ((_t199 if _t199 is not _NOT_YET else (_t199 := (_t198 if _t198 is not _NOT_YET else (_t198 := _a171(st, _t185)))))[0] + _t188))):
            return False
    return True

# <rulerun cribbage.rules: show #52 994be5c4>
def _loop(st, L):
    _t184 = (_subsets162(st, L[0], 3) or ())
    st.budget -= len(_t184)
    if st.budget < 0: _spent163(st)
    _t186 = 0
    for _t185 in _t184:
        if _a172(st, _t185):
            _t186 += 1
    return _t186

# <rulerun cribbage.rules: runs #53 d8bed94b>
def _native(st, L):
    st.budget -= 1
    if st.budget < 0: _spent113(st)
    return ((5 * _a125(st, L)) if (_a137(st, L) > 0) else ((4 * _a149(st, L)) if (_a161(st, L) > 0) else (3 * _a173(st, L))))

# <rulerun cribbage.rules: show #54 030c60c7>
def _loop(st, L):
    _t200 = (L[1] or ())
    st.budget -= len(_t200)
    if st.budget < 0: _spent175(st)
    for _t201 in _t200:
        if not ((_c176[_t201] == _c176[L[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: show #55 2c5c8b18>
def _loop(st, L):
    _t203 = (L[1] or ())
    st.budget -= len(_t203)
    if st.budget < 0: _spent179(st)
    _t205 = 0
    for _t204 in _t203:
        if ((_c180[_t204] == 11) and (_c181[_t204] == _c181[L[2]])):
            _t205 += 1
    return _t205

# <rulerun cribbage.rules: show #56 4ef44f23>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    L[1] = _st_zones[(7 + _l0)][:]
    L[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p183(st, [_l0, ((((_d107(st, [_joined108(L[1], [L[2]])]) + _d112(st, [_joined108(L[1], [L[2]])])) + _d174(st, [_joined108(L[1], [L[2]])])) + (0 if (not _a177(st, L)) else (5 if (_c178[L[2]] == _c178[L[1][0]]) else (0 if False else 4)))) + _a182(st, L)), 'the hand']) == 3: return 3

# <rulerun cribbage.rules: play_hand #57 10864265>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text186(_audience184(st), [_PlayerRef185(_st_vars[0]), ' deals']))
    _shuffle_zone187(st, 0)
    for _t206 in (_o188[_st_vars[0]] or []):
        L[2] = _t206
        _t207 = _st_zones[0][:-(6) - 1:-1]
        _t208 = (1 + _t206)
        if type(_t207) is list and _st_log is None:
            for _t209 in _t207:
                _t210 = _st_zones[_st_loc[_t209]]
                if _t210[-1] == _t209: _t210.pop()
                else: _t210.remove(_t209)
                _st_zones[_t208].append(_t209); _st_loc[_t209] = _t208
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
        elif _t207 is not None:
            _move_cards189(st, _t207, _t208, False)
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
        if _memo1: _memo1.clear()

# <rulerun cribbage.rules: play_hand #58 36a7c565>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    _t211 = L[4]
    _t212 = 3
    if type(_t211) is list and st.log is None:
        for _t213 in _t211:
            _t214 = _st_zones[_st_loc[_t213]]
            if _t214[-1] == _t213: _t214.pop()
            else: _t214.remove(_t213)
            _st_zones[_t212].append(_t213); _st_loc[_t213] = _t212
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    elif _t211 is not None:
        _move_cards190(st, _t211, _t212, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun cribbage.rules: play_hand #59 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun cribbage.rules: play_hand #60 e693422f>
def _native(st, L):
    return 2

# <rulerun cribbage.rules: play_hand #61 fa6ca4be>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    _t215 = _st_zones[(1 + L[3])][:]
    _t216 = L[3]
    _t218 = len(_t215); _t217 = _comb192(_t218, 2)
    if not _t217: _no_option193(_t216, 'cards for the crib')
    if _t217 > 1:
        _t219 = (yield _t217)
        _t220 = _PICKS194.get((_t218, 2)) or _picks195(_t218, 2)
        L[4] = list(_t220[_t219](_t215)) if _t220 else _option_at191(_t215, 2, False, _t219)
    else: L[4] = _option_at191(_t215, 2, False, 0) if _t217 else None
    _t221 = L[4]
    _t222 = 3
    if type(_t221) is list and st.log is None:
        for _t223 in _t221:
            _t224 = _st_zones[_st_loc[_t223]]
            if _t224[-1] == _t223: _t224.pop()
            else: _t224.remove(_t223)
            _st_zones[_t222].append(_t223); _st_loc[_t223] = _t222
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    elif _t221 is not None:
        _move_cards196(st, _t221, _t222, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun cribbage.rules: play_hand #62 8629fa5c>
def _native(st, L):
    _st_bits = st.bits
    if st.log is not None or st.thread_player is not None: return 4
    _parts = []
    for _p in (_k200 or []):
        _l = L[:]; _l[3] = _p; st.thread_player = _p; _g = _part197(st, _l); _n = len(st.events)
        try:
            _parts.append((_p, _g, next(_g)))
        except _Stop198 as _e:
            if _e.value == 3: st.thread_player = None; return 3
        except _ExitTo199:
            del st.events[_n:]
    for _p, _g, _o in _parts:
        st.thread_player = st.inline_thread = _p; _n = len(st.events)
        try:
            while True:
                if st.decisions >= st.inline_until: raise _PlayoutCut201()
                if _st_bits is None: _a = st.chooser(_o, _p)
                else:
                    _a = _st_bits(_o.bit_length())
                    while _a >= _o: _a = _st_bits(_o.bit_length())
                st.decisions += 1; _o = _g.send(_a)
        except _Stop198 as _e:
            if _e.value == 3: st.thread_player = st.inline_thread = None; return 3
        except _ExitTo199:
            del st.events[_n:]
    st.thread_player = st.inline_thread = None

# <rulerun cribbage.rules: play_hand #63 b78a4f2a>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t227 = _st_zones[0]
    _t226 = 5
    if _st_log is None and _t227:
        _t225 = _t227.pop(); _st_zones[_t226].append(_t225); st.loc[_t225] = _t226
    elif _t227:
        _move_cards202(st, _t227[-1], _t226, False)
    if _st_log is not None: _st_log.append(_Text205(_audience203(st), ['the starter is ', _card_ref204(st, (_z[-1] if (_z := _st_zones[5]) else None))]))
    if (_c206[(_z[-1] if (_z := _st_zones[5]) else None)] == 11):
        if _p207(st, [st.vars[0], 2, 'his heels']) == 3: return 3

# <rulerun cribbage.rules: play_hand #64 3394eec9>
def _loop(st, _i6):
    _t228 = (_i6[1] or ())
    st.budget -= len(_t228)
    if st.budget < 0: _spent212(st)
    for _t229 in _t228:
        if not ((_c213[_t229] == _c213[_i6[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #65 c9ed793d>
def _loop(st, _i6):
    _t231 = (_i6[1] or ())
    st.budget -= len(_t231)
    if st.budget < 0: _spent216(st)
    _t233 = 0
    for _t232 in _t231:
        if ((_c217[_t232] == 11) and (_c218[_t232] == _c218[_i6[2]])):
            _t233 += 1
    return _t233

# <rulerun cribbage.rules: play_hand #66 56e16b94>
def _loop(st, _i7):
    _t234 = (_i7[1] or ())
    st.budget -= len(_t234)
    if st.budget < 0: _spent221(st)
    for _t235 in _t234:
        if not ((_c222[_t235] == _c222[_i7[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #67 993f2212>
def _loop(st, _i7):
    _t237 = (_i7[1] or ())
    st.budget -= len(_t237)
    if st.budget < 0: _spent224(st)
    _t239 = 0
    for _t238 in _t237:
        if ((_c225[_t238] == 11) and (_c226[_t238] == _c226[_i7[2]])):
            _t239 += 1
    return _t239

# <rulerun cribbage.rules: play_hand #68 d2ad2371>
def _loop(st, L):
    _l0 = L[0]
    _t244 = (_l0 or ())
    st.budget -= len(_t244)
    if st.budget < 0: _spent234(st)
    for _t245 in _t244:
        if not ((_c235[_t245] == _c235[_l0[0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #69 dda762f7>
def _loop(st, L):
    _l1 = L[1]
    _t247 = (L[0] or ())
    st.budget -= len(_t247)
    if st.budget < 0: _spent238(st)
    _t249 = 0
    for _t248 in _t247:
        if ((_c239[_t248] == 11) and (_c240[_t248] == _c240[_l1])):
            _t249 += 1
    return _t249

# <rulerun cribbage.rules: show_points #70 80859c42>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    st.budget -= 1
    if st.budget < 0: _spent229(st)
    return ((((_d230(st, [_joined231(_l0, [_l1])]) + _d232(st, [_joined231(_l0, [_l1])])) + _d233(st, [_joined231(_l0, [_l1])])) + (0 if (not _a236(st, L)) else (5 if (_c237[_l1] == _c237[_l0[0]]) else (0 if L[2] else 4)))) + _a241(st, L))

# <rulerun cribbage.rules: play_hand #71 aafc7c45>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i6l0 = ((_st_vars[0] + 1) % 2)
    _i6 = [_i6l0, None, None]
    _i6[1] = _st_zones[(7 + _i6l0)][:]
    _i6[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p220(st, [_i6l0, ((((_d208(st, [_joined209(_i6[1], [_i6[2]])]) + _d210(st, [_joined209(_i6[1], [_i6[2]])])) + _d211(st, [_joined209(_i6[1], [_i6[2]])])) + (0 if (not _a214(st, _i6)) else (5 if (_c215[_i6[2]] == _c215[_i6[1][0]]) else (0 if False else 4)))) + _a219(st, _i6)), 'the hand']) == 3: return 3
    _i7l0 = _st_vars[0]
    _i7 = [_i7l0, None, None]
    _i7[1] = _st_zones[(7 + _i7l0)][:]
    _i7[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p220(st, [_i7l0, ((((_d208(st, [_joined209(_i7[1], [_i7[2]])]) + _d210(st, [_joined209(_i7[1], [_i7[2]])])) + _d211(st, [_joined209(_i7[1], [_i7[2]])])) + (0 if (not _a223(st, _i7)) else (5 if (_c215[_i7[2]] == _c215[_i7[1][0]]) else (0 if False else 4)))) + _a227(st, _i7)), 'the hand']) == 3: return 3
    _t240 = 3
    _t241 = 4
    if _st_log is None and _t240 != _t241:
        _t242 = _st_zones[_t240]; _st_zones[_t241] += _t242
        for _t243 in _t242: _st_loc[_t243] = _t241
        _t242.clear()
    else:
        _move_cards228(st, _st_zones[_t240][:], _t241, False)
    if _p220(st, [_st_vars[0], _d242(st, [_st_zones[4][:], (_z[-1] if (_z := _st_zones[5]) else None), True]), 'the crib']) == 3: return 3
    for _t250 in (_k243 or []):
        L[7] = _t250
        _t251 = (7 + _t250)
        _t252 = 0
        if _st_log is None and _t251 != _t252:
            _t253 = _st_zones[_t251]; _st_zones[_t252] += _t253
            for _t254 in _t253: _st_loc[_t254] = _t252
            _t253.clear()
        else:
            _move_cards228(st, _st_zones[_t251][:], _t252, False)
    _t255 = 4
    _t256 = 0
    if _st_log is None and _t255 != _t256:
        _t257 = _st_zones[_t255]; _st_zones[_t256] += _t257
        for _t258 in _t257: _st_loc[_t258] = _t256
        _t257.clear()
    else:
        _move_cards228(st, _st_zones[_t255][:], _t256, False)
    _t259 = 5
    _t260 = 0
    if _st_log is None and _t259 != _t260:
        _t261 = _st_zones[_t259]; _st_zones[_t260] += _t261
        for _t262 in _t261: _st_loc[_t262] = _t260
        _t261.clear()
    else:
        _move_cards228(st, _st_zones[_t259][:], _t260, False)

# <rulerun cribbage.rules: play_hand #72 f3668287>
def _native(st, L):
    return _k244

# <rulerun cribbage.rules: play_hand #73 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun cribbage.rules: play #74 060c7373>
def _native(st, L):
    st.vars[0] = _random_item245(st, _k246)

# <rulerun cribbage.rules: play #75 7cd9fb42>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[0] = ((_st_vars[0] + 1) % 2)

# <rulerun cribbage.rules: play #76 bb845a89>
def _native(st, L):
    return True

# <rulerun cribbage.rules: peg #77 87bae012>
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

# <rulerun cribbage.rules: new_count #78 a9f5373a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run253(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k254)

# <rulerun cribbage.rules: lay #79 910c6879>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t263 in st.zones[(1 + L[0])]:
                if ((min(_c257[_t263], 10) + st.vars[1]) <= 31): _o.append(_t263)
            fr[1] = 1
            _t264 = L[0]
            _t265 = len(_o)
            if not _t265: _no_option259(_t264, 'card to play')
            if _t265 <= 1 and _st_log is None:
                L[1] = _o[0] if _t265 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t266 = st.chooser(_t265, _t264)
                else:
                    _t266 = _st_bits(_t265.bit_length())
                    while _t266 >= _t265: _t266 = _st_bits(_t265.bit_length())
                L[1] = _o[_t266]; st.decisions += 1
                if st.thread_player is not None: _answered260(st, _t266)
            elif _decide261(st, L, _o, _t264): return True
            pc = 1
        if pc == 1:
            _r = _run262(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k263)

# <rulerun cribbage.rules: pegging #80 e5d4c2e5>
def _loop(st, L):
    _st_vars = st.vars
    for _t267 in st.zones[(1 + L[0])]:
        if ((min(_c269[_t267], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #81 36617fdb>
def _native(st, fr):
    _memo1 = st.memos[1]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run266(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((len(_st_zones[(1 + _k267[0])]) + len(_st_zones[(1 + _k268[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if (_memo1[L[0]] if L[0] in _memo1 else _memo1.setdefault(L[0], _a270(st, L))):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit271(_k272)
            fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs273[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 4
        if pc == 4:
            _r = _run274(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run275(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit265(_k, st, _d0): raise _Runaway264()
            continue
        if pc == 8:
            _r = _run276(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k277)

# <rulerun cribbage.rules: show #82 5fc63fbd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run280(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k281)

# <rulerun cribbage.rules: play_hand #83 a9a81539>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run284(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step285(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t269 = L[3]
            _t272 = len(_o); _t270 = _comb287(_t272, 2)
            if not _t270: _no_option288(_t269, 'cards for the crib')
            if _t270 <= 1 and _st_log is None:
                L[4] = _option_at289(_o, 2, False, 0) if _t270 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t271 = st.chooser(_t270, _t269)
                else:
                    _t271 = _st_bits(_t270.bit_length())
                    while _t271 >= _t270: _t271 = _st_bits(_t270.bit_length())
                _t273 = _PICKS290.get((_t272, 2)) or _picks291(_t272, 2)
                L[4] = list(_t273[_t271](_o)) if _t273 else _option_at289(_o, 2, False, _t271)
                st.decisions += 1
                if st.thread_player is not None: _answered292(st, _t271)
            elif _offer286(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run293(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run294(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit295(_k296)
            fr[1] = 7; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs297[3](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 7
        if pc == 7:
            _r = _run298(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k299)

# <rulerun cribbage.rules: play #84 ee0c94db>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run302(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit303(_k304)
            fr[1] = 3; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs305[5](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            _r = _run306(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit301(_k, st, _d0): raise _Runaway300()
            continue
        if pc == 5:
            fr[1] = 6
            if _step307(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k308)

# <rulerun cribbage.rules: pegging #85 802c6e85>
def _loop(st, L):
    _st_vars = st.vars
    for _t274 in st.zones[(1 + L[0])]:
        if ((min(_c315[_t274], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: lay #86 7d37e35c>
def _loop(st, _t288):
    _st_zones = st.zones
    _t290 = (_st_zones[6][:-(_t288) - 1:-1] or ())
    st.budget -= len(_t290)
    if st.budget < 0: _spent334(st)
    for _t291 in _t290:
        if not ((_c335[_t291] == _c335[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #87 e2f455fb>
def _loop(st):
    _st_zones = st.zones
    _t287 = (_k332 or ())
    st.budget -= len(_t287)
    if st.budget < 0: _spent333(st)
    _t289 = []
    for _t288 in _t287:
        if ((len(_st_zones[6]) >= _t288) and _a336(st, _t288)):
            _t289.append(_t288)
    return _t289

# <rulerun cribbage.rules: lay #88 a668ab71>
def _loop(st):
    _t293 = (_a337(st) or ())
    st.budget -= len(_t293)
    if st.budget < 0: _spent338(st)
    _t295 = None
    for _t294 in _t293:
        _t296 = _t294
        if _t295 is None or _t296 > _t295:
            _t295 = _t296
    return _t295

# <rulerun cribbage.rules: lay #89 ff12bb18>
def _loop(st):
    _st_zones = st.zones
    _t297 = (_k341 or ())
    st.budget -= len(_t297)
    if st.budget < 0: _spent342(st)
    _t299 = []
    for _t298 in _t297:
        if ((len(_st_zones[6]) >= _t298) and _d343(st, [_st_zones[6][:-(_t298) - 1:-1]])):
            _t299.append(_t298)
    return _t299

# <rulerun cribbage.rules: lay #90 411d809c>
def _loop(st):
    _t300 = (_joined340([0], _a344(st)) or ())
    st.budget -= len(_t300)
    if st.budget < 0: _spent345(st)
    _t302 = None
    for _t301 in _t300:
        _t303 = _t301
        if _t302 is None or _t303 > _t302:
            _t302 = _t303
    return _t302

# <rulerun cribbage.rules: lay #91 playout 4bddb485>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent317(st)
    _t276 = []
    for _t277 in _st_zones[(1 + _l0)]:
        if ((min(_c318[_t277], 10) + _st_vars[1]) <= 31): _t276.append(_t277)
    _t278 = _l0
    _t279 = len(_t276)
    if not _t279: _no_option321(_t278, 'card to play')
    if _t279 <= 1 and _st_log is None:
        L[1] = _t276[0] if _t279 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t280 = st.chooser(_t279, _t278)
        else:
            _t280 = _st_bits(_t279.bit_length())
            while _t280 >= _t279: _t280 = _st_bits(_t279.bit_length())
        L[1] = _t276[_t280]; st.decisions += 1
    elif _decide322(st, L, _t276, _t278): raise _PlayoutCut319()
    st.cvars[L[1]] = _l0
    _t281 = L[1]
    _t282 = 6
    if type(_t281) is int and _st_log is None:
        _t283 = _st_zones[(_t284 := _st_loc[_t281])]
        if _t283[-1] == _t281: _t283.pop()
        else: _t283.remove(_t281)
        _st_zones[_t282].append(_t281); _st_loc[_t281] = _t282
        _t285 = _leaving324[_t284]
        if _memo1 and _t285 & 2: _memo1.clear()
    elif _t281 is not None:
        _move_cards323(st, _t281, _t282, False)
        if _memo1: _memo1.clear()
    if _memo0: _memo0.clear()
    if _memo2: _memo2.clear()
    _st_vars[1] = (_t286 if -1000000000000000000 <= (_t286 := _st_vars[1] + min(_c318[L[1]], 10)) <= 1000000000000000000 else _beyond325(_t286))
    if _memo1: _memo1.clear()
    if _st_log is not None: _st_log.append(_Text330(_audience326(st), [_PlayerRef327(_l0), ' lays ', _card_ref328(st, L[1]), ': ', _plain329(_st_vars[1])]))
    if (_st_vars[1] == 15):
        if _p331(st, [_l0, 2, 'fifteen']) == 3: return 3
    if (_st_vars[1] == 31):
        if _p331(st, [_l0, 2, 'thirty-one']) == 3: return 3
    if _p331(st, [_l0, [0, 0, 2, 6, 12][(_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a339(st)))], 'a pair']) == 3: return 3
    if _p331(st, [_l0, (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a346(st))), 'a run']) == 3: return 3

# <rulerun cribbage.rules: pegging #92 5d1699d7>
def _native(st, fr):
    _memo1 = st.memos[1]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region312(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((len(_st_zones[(1 + _k313[0])]) + len(_st_zones[(1 + _k314[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if (_memo1[L[0]] if L[0] in _memo1 else _memo1.setdefault(L[0], _a316(st, L))):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            if st.thread_player == st.inline_thread:
                if _p347(st, [L[0], None]) == 3: return True
                pc = 4
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit348(_k349)
                fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs350[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 4
        if pc == 4:
            _r = _run351(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run352(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit310(_k, st, _d0): raise _Runaway309()
            continue
        if pc == 8:
            _r = _run353(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k354)

# <rulerun cribbage.rules: pegging #93 4a320ab8>
def _loop(st, L):
    _st_vars = st.vars
    for _t309 in st.zones[(1 + L[0])]:
        if ((min(_c372[_t309], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #94 c0b07b70>
def _loop(st, _t323):
    _st_zones = st.zones
    _t325 = (_st_zones[6][:-(_t323) - 1:-1] or ())
    st.budget -= len(_t325)
    if st.budget < 0: _spent390(st)
    for _t326 in _t325:
        if not ((_c391[_t326] == _c391[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #95 1b2c62ff>
def _loop(st):
    _st_zones = st.zones
    _t322 = (_k388 or ())
    st.budget -= len(_t322)
    if st.budget < 0: _spent389(st)
    _t324 = []
    for _t323 in _t322:
        if ((len(_st_zones[6]) >= _t323) and _a392(st, _t323)):
            _t324.append(_t323)
    return _t324

# <rulerun cribbage.rules: pegging #96 f1783482>
def _loop(st):
    _t328 = (_a393(st) or ())
    st.budget -= len(_t328)
    if st.budget < 0: _spent394(st)
    _t330 = None
    for _t329 in _t328:
        _t331 = _t329
        if _t330 is None or _t331 > _t330:
            _t330 = _t331
    return _t330

# <rulerun cribbage.rules: pegging #97 d70f6d30>
def _loop(st):
    _st_zones = st.zones
    _t332 = (_k397 or ())
    st.budget -= len(_t332)
    if st.budget < 0: _spent398(st)
    _t334 = []
    for _t333 in _t332:
        if ((len(_st_zones[6]) >= _t333) and _d399(st, [_st_zones[6][:-(_t333) - 1:-1]])):
            _t334.append(_t333)
    return _t334

# <rulerun cribbage.rules: pegging #98 210323e2>
def _loop(st):
    _t335 = (_joined396([0], _a400(st)) or ())
    st.budget -= len(_t335)
    if st.budget < 0: _spent401(st)
    _t337 = None
    for _t336 in _t335:
        _t338 = _t336
        if _t337 is None or _t338 > _t337:
            _t337 = _t338
    return _t337

# <rulerun cribbage.rules: pegging #99 playout a7e018ed>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent369(st)
    L[0] = ((_st_vars[0] + 1) % 2)
    L[1] = L[0]
    while ((len(_st_zones[(1 + _k370[0])]) + len(_st_zones[(1 + _k371[1])])) > 0):
        st.budget -= 1
        if st.budget < 0: _spent369(st)
        if (_memo1[L[0]] if L[0] in _memo1 else _memo1.setdefault(L[0], _a373(st, L))):
            _i8l0 = L[0]
            _i8 = [_i8l0, None]
            _t311 = []
            for _t312 in _st_zones[(1 + _i8l0)]:
                if ((min(_c374[_t312], 10) + _st_vars[1]) <= 31): _t311.append(_t312)
            _t313 = _i8l0
            _t314 = len(_t311)
            if not _t314: _no_option377(_t313, 'card to play')
            if _t314 <= 1 and _st_log is None:
                _i8[1] = _t311[0] if _t314 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t315 = st.chooser(_t314, _t313)
                else:
                    _t315 = _st_bits(_t314.bit_length())
                    while _t315 >= _t314: _t315 = _st_bits(_t314.bit_length())
                _i8[1] = _t311[_t315]; st.decisions += 1
            elif _decide378(st, _i8, _t311, _t313): raise _PlayoutCut375()
            _st_cvars[_i8[1]] = _i8l0
            _t316 = _i8[1]
            _t317 = 6
            if type(_t316) is int and _st_log is None:
                _t318 = _st_zones[(_t319 := _st_loc[_t316])]
                if _t318[-1] == _t316: _t318.pop()
                else: _t318.remove(_t316)
                _st_zones[_t317].append(_t316); _st_loc[_t316] = _t317
                _t320 = _leaving380[_t319]
                if _memo1 and _t320 & 2: _memo1.clear()
            elif _t316 is not None:
                _move_cards379(st, _t316, _t317, False)
                if _memo1: _memo1.clear()
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            _st_vars[1] = (_t321 if -1000000000000000000 <= (_t321 := _st_vars[1] + min(_c374[_i8[1]], 10)) <= 1000000000000000000 else _beyond381(_t321))
            if _memo1: _memo1.clear()
            if _st_log is not None: _st_log.append(_Text386(_audience382(st), [_PlayerRef383(_i8l0), ' lays ', _card_ref384(st, _i8[1]), ': ', _plain385(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p387(st, [_i8l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p387(st, [_i8l0, 2, 'thirty-one']) == 3: return 3
            if _p387(st, [_i8l0, [0, 0, 2, 6, 12][(_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a395(st)))], 'a pair']) == 3: return 3
            if _p387(st, [_i8l0, (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a402(st))), 'a run']) == 3: return 3
            L[1] = L[0]
            if (_st_vars[1] == 31):
                _i9 = [None, None, None]
                _st_vars[1] = 0
                if _memo1: _memo1.clear()
                for _t339 in _st_zones[6][:]:
                    _i9[2] = _t339
                    _t340 = _t339
                    _t341 = (7 + _st_cvars[_t339])
                    if type(_t340) is int and _st_log is None:
                        _t342 = _st_zones[(_t343 := _st_loc[_t340])]
                        if _t342[-1] == _t340: _t342.pop()
                        else: _t342.remove(_t340)
                        _st_zones[_t341].append(_t340); _st_loc[_t340] = _t341
                        _t344 = _leaving403[_t343]
                        if _memo0 and _t344 & 1: _memo0.clear()
                        if _memo1 and _t344 & 2: _memo1.clear()
                        if _memo2 and _t344 & 4: _memo2.clear()
                    elif _t340 is not None:
                        _move_cards379(st, _t340, _t341, False)
                        if _memo0: _memo0.clear()
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell404(st, (_player_text405(L[0]) + ' says go'), None)
            if _d406(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if (not not _st_zones[(1 + ((L[0] + 1) % 2))]):
                    if _st_log is not None: _tell404(st, (_player_text405(((L[0] + 1) % 2)) + ' says go'), None)
                if _p387(st, [L[1], 1, 'the go']) == 3: return 3
                _i10 = [None, None, None]
                _st_vars[1] = 0
                if _memo1: _memo1.clear()
                for _t345 in _st_zones[6][:]:
                    _i10[2] = _t345
                    _t346 = _t345
                    _t347 = (7 + _st_cvars[_t345])
                    if type(_t346) is int and _st_log is None:
                        _t348 = _st_zones[(_t349 := _st_loc[_t346])]
                        if _t348[-1] == _t346: _t348.pop()
                        else: _t348.remove(_t346)
                        _st_zones[_t347].append(_t346); _st_loc[_t346] = _t347
                        _t350 = _leaving403[_t349]
                        if _memo0 and _t350 & 1: _memo0.clear()
                        if _memo1 and _t350 & 2: _memo1.clear()
                        if _memo2 and _t350 & 4: _memo2.clear()
                    elif _t346 is not None:
                        _move_cards379(st, _t346, _t347, False)
                        if _memo0: _memo0.clear()
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                L[0] = ((L[1] + 1) % 2)
    if (_st_vars[1] > 0):
        if _p387(st, [L[1], 1, 'the last card']) == 3: return 3
    _i11 = [None, None, None]
    _st_vars[1] = 0
    if _memo1: _memo1.clear()
    for _t351 in _st_zones[6][:]:
        _i11[2] = _t351
        _t352 = _t351
        _t353 = (7 + _st_cvars[_t351])
        if type(_t352) is int and _st_log is None:
            _t354 = _st_zones[(_t355 := _st_loc[_t352])]
            if _t354[-1] == _t352: _t354.pop()
            else: _t354.remove(_t352)
            _st_zones[_t353].append(_t352); _st_loc[_t352] = _t353
            _t356 = _leaving403[_t355]
            if _memo0 and _t356 & 1: _memo0.clear()
            if _memo1 and _t356 & 2: _memo1.clear()
            if _memo2 and _t356 & 4: _memo2.clear()
        elif _t352 is not None:
            _move_cards379(st, _t352, _t353, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun cribbage.rules: play_hand #100 ed5bb328>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run357(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region358(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step359(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t304 = L[3]
            _t307 = len(_o); _t305 = _comb361(_t307, 2)
            if not _t305: _no_option362(_t304, 'cards for the crib')
            if _t305 <= 1 and _st_log is None:
                L[4] = _option_at363(_o, 2, False, 0) if _t305 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t306 = st.chooser(_t305, _t304)
                else:
                    _t306 = _st_bits(_t305.bit_length())
                    while _t306 >= _t305: _t306 = _st_bits(_t305.bit_length())
                _t308 = _PICKS364.get((_t307, 2)) or _picks365(_t307, 2)
                L[4] = list(_t308[_t306](_o)) if _t308 else _option_at363(_o, 2, False, _t306)
                st.decisions += 1
                if st.thread_player is not None: _answered366(st, _t306)
            elif _offer360(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run367(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run368(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p407(st, [None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit408(_k409)
                fr[1] = 7; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs410[3](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 7
        if pc == 7:
            _r = _run411(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k412)

# <rulerun cribbage.rules: rank #101 a95737d4>
def _native(st, p):
    return (st.vars[2 + p], )

