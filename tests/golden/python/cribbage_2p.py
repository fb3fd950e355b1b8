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

# <rulerun cribbage.rules: lay #6 8a7b9cef>
def _loop(st, L):
    _t33 = (L[0] or ())
    st.budget -= len(_t33)
    if st.budget < 0: _spent34(st)
    _t35 = []
    for _t34 in _t33:
        _t35.append(_c35[_t34])
    _t35.sort()
    return _t35

# <rulerun cribbage.rules: is_run #7 8ed0683a>
def _native(st, L):
    st.budget -= 1
    if st.budget < 0: _spent29(st)
    _t27 = (_range30(1, (len((L[0] or ())) - 1)) or ())
    st.budget -= len(_t27)
    if st.budget < 0: _spent29(st)
    _t32 = _NOT_YET
    _t36 = _NOT_YET
    _t26 = True
    for _t28 in _t27:
        if not (((_t32 if _t32 is not _NOT_YET else (_t32 := _a33(st, L)))[_t28] == ((_t36 if _t36 is not _NOT_YET else (_t36 := _a36(st, L)))[0] + _t28))):
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

# <rulerun cribbage.rules: lay #9 aec32171>
def _loop(st):
    _t37 = (_joined26([0], _a38(st)) or ())
    st.budget -= len(_t37)
    if st.budget < 0: _spent39(st)
    _t39 = None
    for _t38 in _t37:
        _t40 = _t38
        if _t39 is None or _t40 > _t39:
            _t39 = _t40
    return _t39

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

# <rulerun cribbage.rules: pegging #15 be2f5660>
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
        for _t41 in _st_zones[6][:]:
            _i0[2] = _t41
            _t42 = _t41
            _t43 = (7 + st.cvars[_t41])
            if type(_t42) is int and st.log is None:
                _t44 = _st_zones[(_t45 := _st_loc[_t42])]
                if _t44[-1] == _t42: _t44.pop()
                else: _t44.remove(_t42)
                _st_zones[_t43].append(_t42); _st_loc[_t42] = _t43
                _t46 = _leaving43[_t45]
                if _memo0 and _t46 & 1: _memo0.clear()
                if _memo1 and _t46 & 2: _memo1.clear()
                if _memo2 and _t46 & 4: _memo2.clear()
            elif _t42 is not None:
                _move_cards42(st, _t42, _t43, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
    L[0] = ((L[0] + 1) % 2)

# <rulerun cribbage.rules: can_play #16 fb5f3b03>
def _native(st, L):
    _st_vars = st.vars
    st.budget -= 1
    if st.budget < 0: _spent46(st)
    _t47 = False
    for _t48 in st.zones[(1 + L[0])]:
        if ((min(_c47[_t48], 10) + _st_vars[1]) <= 31):
            _t47 = True
            break
    return _t47

# <rulerun cribbage.rules: pegging #17 c49014d9>
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
        for _t49 in _st_zones[6][:]:
            _i1[2] = _t49
            _t50 = _t49
            _t51 = (7 + st.cvars[_t49])
            if type(_t50) is int and _st_log is None:
                _t52 = _st_zones[(_t53 := _st_loc[_t50])]
                if _t52[-1] == _t50: _t52.pop()
                else: _t52.remove(_t50)
                _st_zones[_t51].append(_t50); _st_loc[_t50] = _t51
                _t54 = _leaving51[_t53]
                if _memo0 and _t54 & 1: _memo0.clear()
                if _memo1 and _t54 & 2: _memo1.clear()
                if _memo2 and _t54 & 4: _memo2.clear()
            elif _t50 is not None:
                _move_cards50(st, _t50, _t51, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
        L[0] = ((_l1 + 1) % 2)

# <rulerun cribbage.rules: pegging #18 504fa161>
def _loop(st, L):
    _st_vars = st.vars
    for _t55 in st.zones[(1 + L[0])]:
        if ((min(_c55[_t55], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: peg #19 playout 3d2eddb4>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == 0):
        return 2
    _st_vars[2 + _l0] = (_t68 if -1000000000000000000 <= (_t68 := _st_vars[2 + _l0] + _l1) <= 1000000000000000000 else _beyond70(_t68))
    if _st_log is not None: _st_log.append(_Text74(_audience71(st), [_PlayerRef72(_l0), ' pegs ', _plain73(_l1), ' for ', _plain73(L[2]), ' (', _plain73(_st_vars[2 + _l0]), ')']))
    if (_st_vars[2 + _l0] >= 121):
        _end_game75(st, _l0, True); return 3

# <rulerun cribbage.rules: pegging #20 f4553901>
def _loop(st, _t70):
    _st_zones = st.zones
    _t72 = (_st_zones[6][:-(_t70) - 1:-1] or ())
    st.budget -= len(_t72)
    if st.budget < 0: _spent79(st)
    for _t73 in _t72:
        if not ((_c80[_t73] == _c80[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #21 2cb36e59>
def _loop(st):
    _st_zones = st.zones
    _t69 = (_k77 or ())
    st.budget -= len(_t69)
    if st.budget < 0: _spent78(st)
    _t71 = []
    for _t70 in _t69:
        if ((len(_st_zones[6]) >= _t70) and _a81(st, _t70)):
            _t71.append(_t70)
    return _t71

# <rulerun cribbage.rules: pegging #22 e07fc404>
def _loop(st):
    _t75 = (_a82(st) or ())
    st.budget -= len(_t75)
    if st.budget < 0: _spent83(st)
    _t77 = None
    for _t76 in _t75:
        _t78 = _t76
        if _t77 is None or _t78 > _t77:
            _t77 = _t78
    return _t77

# <rulerun cribbage.rules: pegging #23 d88cd4d4>
def _loop(st):
    _st_zones = st.zones
    _t79 = (_k86 or ())
    st.budget -= len(_t79)
    if st.budget < 0: _spent87(st)
    _t81 = []
    for _t80 in _t79:
        if ((len(_st_zones[6]) >= _t80) and _d88(st, [_st_zones[6][:-(_t80) - 1:-1]])):
            _t81.append(_t80)
    return _t81

# <rulerun cribbage.rules: pegging #24 dfa13b08>
def _loop(st):
    _t82 = (_joined85([0], _a89(st)) or ())
    st.budget -= len(_t82)
    if st.budget < 0: _spent90(st)
    _t84 = None
    for _t83 in _t82:
        _t85 = _t83
        if _t84 is None or _t85 > _t84:
            _t84 = _t85
    return _t84

# <rulerun cribbage.rules: pegging #25 1883c815>
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
            _t57 = []
            for _t58 in _st_zones[(1 + _i2l0)]:
                if ((min(_c57[_t58], 10) + _st_vars[1]) <= 31): _t57.append(_t58)
            _t59 = _i2l0
            _t60 = len(_t57)
            if not _t60: _no_option60(_t59, 'card to play')
            if _t60 <= 1 and _st_log is None:
                _i2[1] = _t57[0] if _t60 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t61 = st.chooser(_t60, _t59)
                else:
                    _t61 = _st_bits(_t60.bit_length())
                    while _t61 >= _t60: _t61 = _st_bits(_t60.bit_length())
                _i2[1] = _t57[_t61]; st.decisions += 1
            elif _decide61(st, _i2, _t57, _t59): raise _PlayoutCut58()
            _st_cvars[_i2[1]] = _i2l0
            _t62 = _i2[1]
            _t63 = 6
            if type(_t62) is int and _st_log is None:
                _t64 = _st_zones[(_t65 := _st_loc[_t62])]
                if _t64[-1] == _t62: _t64.pop()
                else: _t64.remove(_t62)
                _st_zones[_t63].append(_t62); _st_loc[_t62] = _t63
                _t66 = _leaving63[_t65]
                if _memo1 and _t66 & 2: _memo1.clear()
            elif _t62 is not None:
                _move_cards62(st, _t62, _t63, False)
                if _memo1: _memo1.clear()
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            _st_vars[1] = (_t67 if -1000000000000000000 <= (_t67 := _st_vars[1] + min(_c57[_i2[1]], 10)) <= 1000000000000000000 else _beyond64(_t67))
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
                for _t86 in _st_zones[6][:]:
                    _i3[2] = _t86
                    _t87 = _t86
                    _t88 = (7 + _st_cvars[_t86])
                    if type(_t87) is int and _st_log is None:
                        _t89 = _st_zones[(_t90 := _st_loc[_t87])]
                        if _t89[-1] == _t87: _t89.pop()
                        else: _t89.remove(_t87)
                        _st_zones[_t88].append(_t87); _st_loc[_t87] = _t88
                        _t91 = _leaving92[_t90]
                        if _memo0 and _t91 & 1: _memo0.clear()
                        if _memo1 and _t91 & 2: _memo1.clear()
                        if _memo2 and _t91 & 4: _memo2.clear()
                    elif _t87 is not None:
                        _move_cards62(st, _t87, _t88, False)
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
                for _t92 in _st_zones[6][:]:
                    _i4[2] = _t92
                    _t93 = _t92
                    _t94 = (7 + _st_cvars[_t92])
                    if type(_t93) is int and _st_log is None:
                        _t95 = _st_zones[(_t96 := _st_loc[_t93])]
                        if _t95[-1] == _t93: _t95.pop()
                        else: _t95.remove(_t93)
                        _st_zones[_t94].append(_t93); _st_loc[_t93] = _t94
                        _t97 = _leaving92[_t96]
                        if _memo0 and _t97 & 1: _memo0.clear()
                        if _memo1 and _t97 & 2: _memo1.clear()
                        if _memo2 and _t97 & 4: _memo2.clear()
                    elif _t93 is not None:
                        _move_cards62(st, _t93, _t94, False)
                        if _memo0: _memo0.clear()
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                L[0] = ((L[1] + 1) % 2)

# <rulerun cribbage.rules: pegging #26 9d9f4ae2>
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
    for _t98 in _st_zones[6][:]:
        _i5[2] = _t98
        _t99 = _t98
        _t100 = (7 + st.cvars[_t98])
        if type(_t99) is int and st.log is None:
            _t101 = _st_zones[(_t102 := _st_loc[_t99])]
            if _t101[-1] == _t99: _t101.pop()
            else: _t101.remove(_t99)
            _st_zones[_t100].append(_t99); _st_loc[_t99] = _t100
            _t103 = _leaving98[_t102]
            if _memo0 and _t103 & 1: _memo0.clear()
            if _memo1 and _t103 & 2: _memo1.clear()
            if _memo2 and _t103 & 4: _memo2.clear()
        elif _t99 is not None:
            _move_cards97(st, _t99, _t100, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun cribbage.rules: pegging #27 2ce97269>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(1 + _k99[0])]) + len(_st_zones[(1 + _k100[1])])) > 0)

# <rulerun cribbage.rules: pegging #28 3709c5c1>
def _loop(st, L):
    _st_vars = st.vars
    for _t104 in st.zones[(1 + L[0])]:
        if ((min(_c101[_t104], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #29 2d891e89>
def _native(st, L):
    return _a102(st, L)

# <rulerun cribbage.rules: pegging #30 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: fifteens #31 52801bdc>
def _native(st, L):
    _l0 = L[0]
    st.budget -= 1
    if st.budget < 0: _spent103(st)
    _t107 = (_range104(2, len((_l0 or ()))) or ())
    st.budget -= len(_t107)
    if st.budget < 0: _spent103(st)
    _t106 = 0
    for _t108 in _t107:
        _t110 = (_subsets105(st, _l0, _t108) or ())
        st.budget -= len(_t110)
        if st.budget < 0: _spent103(st)
        _t109 = 0
        for _t111 in _t110:
            _t113 = (_t111 or ())
            st.budget -= len(_t113)
            if st.budget < 0: _spent103(st)
            _t112 = 0
            for _t114 in _t113:
                _t112 += min(_c106[_t114], 10)
            if (_t112 == 15):
                _t109 += 1
        _t106 += _t109
    return (2 * _t106)

# <rulerun cribbage.rules: pairs #32 2d3fe84b>
def _native(st, L):
    _t116 = (_subsets109(st, L[0], 2) or ())
    st.budget -= len(_t116)
    if st.budget < 0: _spent110(st)
    _t115 = 0
    for _t117 in _t116:
        if (_c111[_t117[0]] == _c111[_t117[1]]):
            _t115 += 1
    return (2 * _t115)

# <rulerun cribbage.rules: show #33 aa3dea94>
def _loop(st, _t119):
    _t124 = (_t119 or ())
    st.budget -= len(_t124)
    if st.budget < 0: _spent118(st)
    _t126 = []
    for _t125 in _t124:
        _t126.append(_c119[_t125])
    _t126.sort()
    return _t126

# <rulerun cribbage.rules: show #34 6b0880e8>
def _loop(st, _t119):
    _t128 = (_t119 or ())
    st.budget -= len(_t128)
    if st.budget < 0: _spent121(st)
    _t130 = []
    for _t129 in _t128:
        _t130.append(_c122[_t129])
    _t130.sort()
    return _t130

# <rulerun cribbage.rules: show #35 d6534b52>
def _loop(st, _t119):
    _t121 = (_range116(1, (len((_t119 or ())) - 1)) or ())
    st.budget -= len(_t121)
    if st.budget < 0: _spent117(st)
    _t127 = _NOT_YET
    _t131 = _NOT_YET
    for _t122 in _t121:
        if not (((_t127 if _t127 is not _NOT_YET else (_t127 := _a120(st, _t119)))[_t122] == ((_t131 if _t131 is not _NOT_YET else (_t131 := _a123(st, _t119)))[0] + _t122))):
            return False
    return True

# <rulerun cribbage.rules: show #36 58e27596>
def _loop(st, L):
    _t118 = (_subsets114(st, L[0], 5) or ())
    st.budget -= len(_t118)
    if st.budget < 0: _spent115(st)
    _t120 = 0
    for _t119 in _t118:
        if _a124(st, _t119):
            _t120 += 1
    return _t120

# <rulerun cribbage.rules: show #37 1da38456>
def _loop(st, _t133):
    _t138 = (_t133 or ())
    st.budget -= len(_t138)
    if st.budget < 0: _spent130(st)
    _t140 = []
    for _t139 in _t138:
        _t140.append(_c131[_t139])
    _t140.sort()
    return _t140

# <rulerun cribbage.rules: show #38 1f3041ed>
def _loop(st, _t133):
    _t142 = (_t133 or ())
    st.budget -= len(_t142)
    if st.budget < 0: _spent133(st)
    _t144 = []
    for _t143 in _t142:
        _t144.append(_c134[_t143])
    _t144.sort()
    return _t144

# <rulerun cribbage.rules: show #39 5dba3e4a>
def _loop(st, _t133):
    _t135 = (_range128(1, (len((_t133 or ())) - 1)) or ())
    st.budget -= len(_t135)
    if st.budget < 0: _spent129(st)
    _t141 = _NOT_YET
    _t145 = _NOT_YET
    for _t136 in _t135:
        if not (((_t141 if _t141 is not _NOT_YET else (_t141 := _a132(st, _t133)))[_t136] == ((_t145 if _t145 is not _NOT_YET else (_t145 := _a135(st, _t133)))[0] + _t136))):
            return False
    return True

# <rulerun cribbage.rules: show #40 79688dcd>
def _loop(st, L):
    _t132 = (_subsets126(st, L[0], 5) or ())
    st.budget -= len(_t132)
    if st.budget < 0: _spent127(st)
    _t134 = 0
    for _t133 in _t132:
        if _a136(st, _t133):
            _t134 += 1
    return _t134

# <rulerun cribbage.rules: show #41 aae1e4e1>
def _loop(st, _t147):
    _t152 = (_t147 or ())
    st.budget -= len(_t152)
    if st.budget < 0: _spent142(st)
    _t154 = []
    for _t153 in _t152:
        _t154.append(_c143[_t153])
    _t154.sort()
    return _t154

# <rulerun cribbage.rules: show #42 e7aa0ccc>
def _loop(st, _t147):
    _t156 = (_t147 or ())
    st.budget -= len(_t156)
    if st.budget < 0: _spent145(st)
    _t158 = []
    for _t157 in _t156:
        _t158.append(_c146[_t157])
    _t158.sort()
    return _t158

# <rulerun cribbage.rules: show #43 0d983cc9>
def _loop(st, _t147):
    _t149 = (_range140(1, (len((_t147 or ())) - 1)) or ())
    st.budget -= len(_t149)
    if st.budget < 0: _spent141(st)
    _t155 = _NOT_YET
    _t159 = _NOT_YET
    for _t150 in _t149:
        if not (((_t155 if _t155 is not _NOT_YET else (_t155 := _a144(st, _t147)))[_t150] == ((_t159 if _t159 is not _NOT_YET else (_t159 := _a147(st, _t147)))[0] + _t150))):
            return False
    return True

# <rulerun cribbage.rules: show #44 c86b7de6>
def _loop(st, L):
    _t146 = (_subsets138(st, L[0], 4) or ())
    st.budget -= len(_t146)
    if st.budget < 0: _spent139(st)
    _t148 = 0
    for _t147 in _t146:
        if _a148(st, _t147):
            _t148 += 1
    return _t148

# <rulerun cribbage.rules: show #45 4a1eac01>
def _loop(st, _t161):
    _t166 = (_t161 or ())
    st.budget -= len(_t166)
    if st.budget < 0: _spent154(st)
    _t168 = []
    for _t167 in _t166:
        _t168.append(_c155[_t167])
    _t168.sort()
    return _t168

# <rulerun cribbage.rules: show #46 4d6de4b9>
def _loop(st, _t161):
    _t170 = (_t161 or ())
    st.budget -= len(_t170)
    if st.budget < 0: _spent157(st)
    _t172 = []
    for _t171 in _t170:
        _t172.append(_c158[_t171])
    _t172.sort()
    return _t172

# <rulerun cribbage.rules: show #47 e034260d>
def _loop(st, _t161):
    _t163 = (_range152(1, (len((_t161 or ())) - 1)) or ())
    st.budget -= len(_t163)
    if st.budget < 0: _spent153(st)
    _t169 = _NOT_YET
    _t173 = _NOT_YET
    for _t164 in _t163:
        if not (((_t169 if _t169 is not _NOT_YET else (_t169 := _a156(st, _t161)))[_t164] == ((_t173 if _t173 is not _NOT_YET else (_t173 := _a159(st, _t161)))[0] + _t164))):
            return False
    return True

# <rulerun cribbage.rules: show #48 75ed595d>
def _loop(st, L):
    _t160 = (_subsets150(st, L[0], 4) or ())
    st.budget -= len(_t160)
    if st.budget < 0: _spent151(st)
    _t162 = 0
    for _t161 in _t160:
        if _a160(st, _t161):
            _t162 += 1
    return _t162

# <rulerun cribbage.rules: show #49 3f957fea>
def _loop(st, _t175):
    _t180 = (_t175 or ())
    st.budget -= len(_t180)
    if st.budget < 0: _spent166(st)
    _t182 = []
    for _t181 in _t180:
        _t182.append(_c167[_t181])
    _t182.sort()
    return _t182

# <rulerun cribbage.rules: show #50 d939e607>
def _loop(st, _t175):
    _t184 = (_t175 or ())
    st.budget -= len(_t184)
    if st.budget < 0: _spent169(st)
    _t186 = []
    for _t185 in _t184:
        _t186.append(_c170[_t185])
    _t186.sort()
    return _t186

# <rulerun cribbage.rules: show #51 328d65c4>
def _loop(st, _t175):
    _t177 = (_range164(1, (len((_t175 or ())) - 1)) or ())
    st.budget -= len(_t177)
    if st.budget < 0: _spent165(st)
    _t183 = _NOT_YET
    _t187 = _NOT_YET
    for _t178 in _t177:
        if not (((_t183 if _t183 is not _NOT_YET else (_t183 := _a168(st, _t175)))[_t178] == ((_t187 if _t187 is not _NOT_YET else (_t187 := _a171(st, _t175)))[0] + _t178))):
            return False
    return True

# <rulerun cribbage.rules: show #52 ebcb3dbc>
def _loop(st, L):
    _t174 = (_subsets162(st, L[0], 3) or ())
    st.budget -= len(_t174)
    if st.budget < 0: _spent163(st)
    _t176 = 0
    for _t175 in _t174:
        if _a172(st, _t175):
            _t176 += 1
    return _t176

# <rulerun cribbage.rules: runs #53 d8bed94b>
def _native(st, L):
    st.budget -= 1
    if st.budget < 0: _spent113(st)
    return ((5 * _a125(st, L)) if (_a137(st, L) > 0) else ((4 * _a149(st, L)) if (_a161(st, L) > 0) else (3 * _a173(st, L))))

# <rulerun cribbage.rules: show #54 a40e0077>
def _loop(st, L):
    _t188 = (L[1] or ())
    st.budget -= len(_t188)
    if st.budget < 0: _spent175(st)
    for _t189 in _t188:
        if not ((_c176[_t189] == _c176[L[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: show #55 0aee33d3>
def _loop(st, L):
    _t191 = (L[1] or ())
    st.budget -= len(_t191)
    if st.budget < 0: _spent179(st)
    _t193 = 0
    for _t192 in _t191:
        if ((_c180[_t192] == 11) and (_c181[_t192] == _c181[L[2]])):
            _t193 += 1
    return _t193

# <rulerun cribbage.rules: show #56 4ef44f23>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    L[1] = _st_zones[(7 + _l0)][:]
    L[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p183(st, [_l0, ((((_d107(st, [_joined108(L[1], [L[2]])]) + _d112(st, [_joined108(L[1], [L[2]])])) + _d174(st, [_joined108(L[1], [L[2]])])) + (0 if (not _a177(st, L)) else (5 if (_c178[L[2]] == _c178[L[1][0]]) else (0 if False else 4)))) + _a182(st, L)), 'the hand']) == 3: return 3

# <rulerun cribbage.rules: play_hand #57 6bd9fc82>
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
    for _t194 in (_o188[_st_vars[0]] or []):
        L[2] = _t194
        _t195 = _st_zones[0][:-(6) - 1:-1]
        _t196 = (1 + _t194)
        if type(_t195) is list and _st_log is None:
            for _t197 in _t195:
                _t198 = _st_zones[_st_loc[_t197]]
                if _t198[-1] == _t197: _t198.pop()
                else: _t198.remove(_t197)
                _st_zones[_t196].append(_t197); _st_loc[_t197] = _t196
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
        elif _t195 is not None:
            _move_cards189(st, _t195, _t196, False)
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
        if _memo1: _memo1.clear()

# <rulerun cribbage.rules: play_hand #58 00b7bc24>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    _t199 = L[4]
    _t200 = 3
    if type(_t199) is list and st.log is None:
        for _t201 in _t199:
            _t202 = _st_zones[_st_loc[_t201]]
            if _t202[-1] == _t201: _t202.pop()
            else: _t202.remove(_t201)
            _st_zones[_t200].append(_t201); _st_loc[_t201] = _t200
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    elif _t199 is not None:
        _move_cards190(st, _t199, _t200, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun cribbage.rules: play_hand #59 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun cribbage.rules: play_hand #60 e693422f>
def _native(st, L):
    return 2

# <rulerun cribbage.rules: play_hand #61 4d6eb471>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    _t203 = _st_zones[(1 + L[3])][:]
    _t204 = L[3]
    _t206 = len(_t203); _t205 = _comb192(_t206, 2)
    if not _t205: _no_option193(_t204, 'cards for the crib')
    if _t205 > 1:
        _t207 = (yield _t205)
        _t208 = _PICKS194.get((_t206, 2)) or _picks195(_t206, 2)
        L[4] = list(_t208[_t207](_t203)) if _t208 else _option_at191(_t203, 2, False, _t207)
    else: L[4] = _option_at191(_t203, 2, False, 0) if _t205 else None
    _t209 = L[4]
    _t210 = 3
    if type(_t209) is list and st.log is None:
        for _t211 in _t209:
            _t212 = _st_zones[_st_loc[_t211]]
            if _t212[-1] == _t211: _t212.pop()
            else: _t212.remove(_t211)
            _st_zones[_t210].append(_t211); _st_loc[_t211] = _t210
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    elif _t209 is not None:
        _move_cards196(st, _t209, _t210, False)
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

# <rulerun cribbage.rules: play_hand #63 c844ca76>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t215 = _st_zones[0]
    _t214 = 5
    if _st_log is None and _t215:
        _t213 = _t215.pop(); _st_zones[_t214].append(_t213); st.loc[_t213] = _t214
    elif _t215:
        _move_cards202(st, _t215[-1], _t214, False)
    if _st_log is not None: _st_log.append(_Text205(_audience203(st), ['the starter is ', _card_ref204(st, (_z[-1] if (_z := _st_zones[5]) else None))]))
    if (_c206[(_z[-1] if (_z := _st_zones[5]) else None)] == 11):
        if _p207(st, [st.vars[0], 2, 'his heels']) == 3: return 3

# <rulerun cribbage.rules: play_hand #64 dc619bfc>
def _loop(st, _i6):
    _t216 = (_i6[1] or ())
    st.budget -= len(_t216)
    if st.budget < 0: _spent212(st)
    for _t217 in _t216:
        if not ((_c213[_t217] == _c213[_i6[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #65 88a496fc>
def _loop(st, _i6):
    _t219 = (_i6[1] or ())
    st.budget -= len(_t219)
    if st.budget < 0: _spent216(st)
    _t221 = 0
    for _t220 in _t219:
        if ((_c217[_t220] == 11) and (_c218[_t220] == _c218[_i6[2]])):
            _t221 += 1
    return _t221

# <rulerun cribbage.rules: play_hand #66 5fdcffb0>
def _loop(st, _i7):
    _t222 = (_i7[1] or ())
    st.budget -= len(_t222)
    if st.budget < 0: _spent221(st)
    for _t223 in _t222:
        if not ((_c222[_t223] == _c222[_i7[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #67 3340dbe2>
def _loop(st, _i7):
    _t225 = (_i7[1] or ())
    st.budget -= len(_t225)
    if st.budget < 0: _spent224(st)
    _t227 = 0
    for _t226 in _t225:
        if ((_c225[_t226] == 11) and (_c226[_t226] == _c226[_i7[2]])):
            _t227 += 1
    return _t227

# <rulerun cribbage.rules: play_hand #68 ff300e06>
def _loop(st, L):
    _l0 = L[0]
    _t232 = (_l0 or ())
    st.budget -= len(_t232)
    if st.budget < 0: _spent234(st)
    for _t233 in _t232:
        if not ((_c235[_t233] == _c235[_l0[0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #69 2400dfc0>
def _loop(st, L):
    _l1 = L[1]
    _t235 = (L[0] or ())
    st.budget -= len(_t235)
    if st.budget < 0: _spent238(st)
    _t237 = 0
    for _t236 in _t235:
        if ((_c239[_t236] == 11) and (_c240[_t236] == _c240[_l1])):
            _t237 += 1
    return _t237

# <rulerun cribbage.rules: show_points #70 80859c42>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    st.budget -= 1
    if st.budget < 0: _spent229(st)
    return ((((_d230(st, [_joined231(_l0, [_l1])]) + _d232(st, [_joined231(_l0, [_l1])])) + _d233(st, [_joined231(_l0, [_l1])])) + (0 if (not _a236(st, L)) else (5 if (_c237[_l1] == _c237[_l0[0]]) else (0 if L[2] else 4)))) + _a241(st, L))

# <rulerun cribbage.rules: play_hand #71 25280ac7>
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
    _t228 = 3
    _t229 = 4
    if _st_log is None and _t228 != _t229:
        _t230 = _st_zones[_t228]; _st_zones[_t229] += _t230
        for _t231 in _t230: _st_loc[_t231] = _t229
        _t230.clear()
    else:
        _move_cards228(st, _st_zones[_t228][:], _t229, False)
    if _p220(st, [_st_vars[0], _d242(st, [_st_zones[4][:], (_z[-1] if (_z := _st_zones[5]) else None), True]), 'the crib']) == 3: return 3
    for _t238 in (_k243 or []):
        L[7] = _t238
        _t239 = (7 + _t238)
        _t240 = 0
        if _st_log is None and _t239 != _t240:
            _t241 = _st_zones[_t239]; _st_zones[_t240] += _t241
            for _t242 in _t241: _st_loc[_t242] = _t240
            _t241.clear()
        else:
            _move_cards228(st, _st_zones[_t239][:], _t240, False)
    _t243 = 4
    _t244 = 0
    if _st_log is None and _t243 != _t244:
        _t245 = _st_zones[_t243]; _st_zones[_t244] += _t245
        for _t246 in _t245: _st_loc[_t246] = _t244
        _t245.clear()
    else:
        _move_cards228(st, _st_zones[_t243][:], _t244, False)
    _t247 = 5
    _t248 = 0
    if _st_log is None and _t247 != _t248:
        _t249 = _st_zones[_t247]; _st_zones[_t248] += _t249
        for _t250 in _t249: _st_loc[_t250] = _t248
        _t249.clear()
    else:
        _move_cards228(st, _st_zones[_t247][:], _t248, False)

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

# <rulerun cribbage.rules: lay #79 1fd977bb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t251 in st.zones[(1 + L[0])]:
                if ((min(_c257[_t251], 10) + st.vars[1]) <= 31): _o.append(_t251)
            fr[1] = 1
            _t252 = L[0]
            _t253 = len(_o)
            if not _t253: _no_option259(_t252, 'card to play')
            if _t253 <= 1 and _st_log is None:
                L[1] = _o[0] if _t253 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t254 = st.chooser(_t253, _t252)
                else:
                    _t254 = _st_bits(_t253.bit_length())
                    while _t254 >= _t253: _t254 = _st_bits(_t253.bit_length())
                L[1] = _o[_t254]; st.decisions += 1
                if st.thread_player is not None: _answered260(st, _t254)
            elif _decide261(st, L, _o, _t252): return True
            pc = 1
        if pc == 1:
            _r = _run262(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k263)

# <rulerun cribbage.rules: pegging #80 506ea48a>
def _loop(st, L):
    _st_vars = st.vars
    for _t255 in st.zones[(1 + L[0])]:
        if ((min(_c269[_t255], 10) + _st_vars[1]) <= 31):
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

# <rulerun cribbage.rules: play_hand #83 7bd3eba6>
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
            _t257 = L[3]
            _t260 = len(_o); _t258 = _comb287(_t260, 2)
            if not _t258: _no_option288(_t257, 'cards for the crib')
            if _t258 <= 1 and _st_log is None:
                L[4] = _option_at289(_o, 2, False, 0) if _t258 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t259 = st.chooser(_t258, _t257)
                else:
                    _t259 = _st_bits(_t258.bit_length())
                    while _t259 >= _t258: _t259 = _st_bits(_t258.bit_length())
                _t261 = _PICKS290.get((_t260, 2)) or _picks291(_t260, 2)
                L[4] = list(_t261[_t259](_o)) if _t261 else _option_at289(_o, 2, False, _t259)
                st.decisions += 1
                if st.thread_player is not None: _answered292(st, _t259)
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

# <rulerun cribbage.rules: pegging #85 e32f34a6>
def _loop(st, L):
    _st_vars = st.vars
    for _t262 in st.zones[(1 + L[0])]:
        if ((min(_c315[_t262], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: lay #86 52832a63>
def _loop(st, _t276):
    _st_zones = st.zones
    _t278 = (_st_zones[6][:-(_t276) - 1:-1] or ())
    st.budget -= len(_t278)
    if st.budget < 0: _spent334(st)
    for _t279 in _t278:
        if not ((_c335[_t279] == _c335[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #87 5c366a0c>
def _loop(st):
    _st_zones = st.zones
    _t275 = (_k332 or ())
    st.budget -= len(_t275)
    if st.budget < 0: _spent333(st)
    _t277 = []
    for _t276 in _t275:
        if ((len(_st_zones[6]) >= _t276) and _a336(st, _t276)):
            _t277.append(_t276)
    return _t277

# <rulerun cribbage.rules: lay #88 c090798a>
def _loop(st):
    _t281 = (_a337(st) or ())
    st.budget -= len(_t281)
    if st.budget < 0: _spent338(st)
    _t283 = None
    for _t282 in _t281:
        _t284 = _t282
        if _t283 is None or _t284 > _t283:
            _t283 = _t284
    return _t283

# <rulerun cribbage.rules: lay #89 1993a64c>
def _loop(st):
    _st_zones = st.zones
    _t285 = (_k341 or ())
    st.budget -= len(_t285)
    if st.budget < 0: _spent342(st)
    _t287 = []
    for _t286 in _t285:
        if ((len(_st_zones[6]) >= _t286) and _d343(st, [_st_zones[6][:-(_t286) - 1:-1]])):
            _t287.append(_t286)
    return _t287

# <rulerun cribbage.rules: lay #90 e942208d>
def _loop(st):
    _t288 = (_joined340([0], _a344(st)) or ())
    st.budget -= len(_t288)
    if st.budget < 0: _spent345(st)
    _t290 = None
    for _t289 in _t288:
        _t291 = _t289
        if _t290 is None or _t291 > _t290:
            _t290 = _t291
    return _t290

# <rulerun cribbage.rules: lay #91 playout 65ad9664>
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
    _t264 = []
    for _t265 in _st_zones[(1 + _l0)]:
        if ((min(_c318[_t265], 10) + _st_vars[1]) <= 31): _t264.append(_t265)
    _t266 = _l0
    _t267 = len(_t264)
    if not _t267: _no_option321(_t266, 'card to play')
    if _t267 <= 1 and _st_log is None:
        L[1] = _t264[0] if _t267 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t268 = st.chooser(_t267, _t266)
        else:
            _t268 = _st_bits(_t267.bit_length())
            while _t268 >= _t267: _t268 = _st_bits(_t267.bit_length())
        L[1] = _t264[_t268]; st.decisions += 1
    elif _decide322(st, L, _t264, _t266): raise _PlayoutCut319()
    st.cvars[L[1]] = _l0
    _t269 = L[1]
    _t270 = 6
    if type(_t269) is int and _st_log is None:
        _t271 = _st_zones[(_t272 := _st_loc[_t269])]
        if _t271[-1] == _t269: _t271.pop()
        else: _t271.remove(_t269)
        _st_zones[_t270].append(_t269); _st_loc[_t269] = _t270
        _t273 = _leaving324[_t272]
        if _memo1 and _t273 & 2: _memo1.clear()
    elif _t269 is not None:
        _move_cards323(st, _t269, _t270, False)
        if _memo1: _memo1.clear()
    if _memo0: _memo0.clear()
    if _memo2: _memo2.clear()
    _st_vars[1] = (_t274 if -1000000000000000000 <= (_t274 := _st_vars[1] + min(_c318[L[1]], 10)) <= 1000000000000000000 else _beyond325(_t274))
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

# <rulerun cribbage.rules: pegging #93 575ac488>
def _loop(st, L):
    _st_vars = st.vars
    for _t297 in st.zones[(1 + L[0])]:
        if ((min(_c372[_t297], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #94 5db560d1>
def _loop(st, _t311):
    _st_zones = st.zones
    _t313 = (_st_zones[6][:-(_t311) - 1:-1] or ())
    st.budget -= len(_t313)
    if st.budget < 0: _spent390(st)
    for _t314 in _t313:
        if not ((_c391[_t314] == _c391[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #95 deabc4e4>
def _loop(st):
    _st_zones = st.zones
    _t310 = (_k388 or ())
    st.budget -= len(_t310)
    if st.budget < 0: _spent389(st)
    _t312 = []
    for _t311 in _t310:
        if ((len(_st_zones[6]) >= _t311) and _a392(st, _t311)):
            _t312.append(_t311)
    return _t312

# <rulerun cribbage.rules: pegging #96 a242249f>
def _loop(st):
    _t316 = (_a393(st) or ())
    st.budget -= len(_t316)
    if st.budget < 0: _spent394(st)
    _t318 = None
    for _t317 in _t316:
        _t319 = _t317
        if _t318 is None or _t319 > _t318:
            _t318 = _t319
    return _t318

# <rulerun cribbage.rules: pegging #97 49d1cd95>
def _loop(st):
    _st_zones = st.zones
    _t320 = (_k397 or ())
    st.budget -= len(_t320)
    if st.budget < 0: _spent398(st)
    _t322 = []
    for _t321 in _t320:
        if ((len(_st_zones[6]) >= _t321) and _d399(st, [_st_zones[6][:-(_t321) - 1:-1]])):
            _t322.append(_t321)
    return _t322

# <rulerun cribbage.rules: pegging #98 1e9a419f>
def _loop(st):
    _t323 = (_joined396([0], _a400(st)) or ())
    st.budget -= len(_t323)
    if st.budget < 0: _spent401(st)
    _t325 = None
    for _t324 in _t323:
        _t326 = _t324
        if _t325 is None or _t326 > _t325:
            _t325 = _t326
    return _t325

# <rulerun cribbage.rules: pegging #99 playout d4df8815>
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
            _t299 = []
            for _t300 in _st_zones[(1 + _i8l0)]:
                if ((min(_c374[_t300], 10) + _st_vars[1]) <= 31): _t299.append(_t300)
            _t301 = _i8l0
            _t302 = len(_t299)
            if not _t302: _no_option377(_t301, 'card to play')
            if _t302 <= 1 and _st_log is None:
                _i8[1] = _t299[0] if _t302 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t303 = st.chooser(_t302, _t301)
                else:
                    _t303 = _st_bits(_t302.bit_length())
                    while _t303 >= _t302: _t303 = _st_bits(_t302.bit_length())
                _i8[1] = _t299[_t303]; st.decisions += 1
            elif _decide378(st, _i8, _t299, _t301): raise _PlayoutCut375()
            _st_cvars[_i8[1]] = _i8l0
            _t304 = _i8[1]
            _t305 = 6
            if type(_t304) is int and _st_log is None:
                _t306 = _st_zones[(_t307 := _st_loc[_t304])]
                if _t306[-1] == _t304: _t306.pop()
                else: _t306.remove(_t304)
                _st_zones[_t305].append(_t304); _st_loc[_t304] = _t305
                _t308 = _leaving380[_t307]
                if _memo1 and _t308 & 2: _memo1.clear()
            elif _t304 is not None:
                _move_cards379(st, _t304, _t305, False)
                if _memo1: _memo1.clear()
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            _st_vars[1] = (_t309 if -1000000000000000000 <= (_t309 := _st_vars[1] + min(_c374[_i8[1]], 10)) <= 1000000000000000000 else _beyond381(_t309))
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
                for _t327 in _st_zones[6][:]:
                    _i9[2] = _t327
                    _t328 = _t327
                    _t329 = (7 + _st_cvars[_t327])
                    if type(_t328) is int and _st_log is None:
                        _t330 = _st_zones[(_t331 := _st_loc[_t328])]
                        if _t330[-1] == _t328: _t330.pop()
                        else: _t330.remove(_t328)
                        _st_zones[_t329].append(_t328); _st_loc[_t328] = _t329
                        _t332 = _leaving403[_t331]
                        if _memo0 and _t332 & 1: _memo0.clear()
                        if _memo1 and _t332 & 2: _memo1.clear()
                        if _memo2 and _t332 & 4: _memo2.clear()
                    elif _t328 is not None:
                        _move_cards379(st, _t328, _t329, False)
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
                for _t333 in _st_zones[6][:]:
                    _i10[2] = _t333
                    _t334 = _t333
                    _t335 = (7 + _st_cvars[_t333])
                    if type(_t334) is int and _st_log is None:
                        _t336 = _st_zones[(_t337 := _st_loc[_t334])]
                        if _t336[-1] == _t334: _t336.pop()
                        else: _t336.remove(_t334)
                        _st_zones[_t335].append(_t334); _st_loc[_t334] = _t335
                        _t338 = _leaving403[_t337]
                        if _memo0 and _t338 & 1: _memo0.clear()
                        if _memo1 and _t338 & 2: _memo1.clear()
                        if _memo2 and _t338 & 4: _memo2.clear()
                    elif _t334 is not None:
                        _move_cards379(st, _t334, _t335, False)
                        if _memo0: _memo0.clear()
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                L[0] = ((L[1] + 1) % 2)
    if (_st_vars[1] > 0):
        if _p387(st, [L[1], 1, 'the last card']) == 3: return 3
    _i11 = [None, None, None]
    _st_vars[1] = 0
    if _memo1: _memo1.clear()
    for _t339 in _st_zones[6][:]:
        _i11[2] = _t339
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

# <rulerun cribbage.rules: play_hand #100 eaf95f64>
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
            _t292 = L[3]
            _t295 = len(_o); _t293 = _comb361(_t295, 2)
            if not _t293: _no_option362(_t292, 'cards for the crib')
            if _t293 <= 1 and _st_log is None:
                L[4] = _option_at363(_o, 2, False, 0) if _t293 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t294 = st.chooser(_t293, _t292)
                else:
                    _t294 = _st_bits(_t293.bit_length())
                    while _t294 >= _t293: _t294 = _st_bits(_t293.bit_length())
                _t296 = _PICKS364.get((_t295, 2)) or _picks365(_t295, 2)
                L[4] = list(_t296[_t294](_o)) if _t296 else _option_at363(_o, 2, False, _t294)
                st.decisions += 1
                if st.thread_player is not None: _answered366(st, _t294)
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

