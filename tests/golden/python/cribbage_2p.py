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

# <rulerun cribbage.rules: new_count #1 cf32abbd>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
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

# <rulerun cribbage.rules: lay #10 935bbd77>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
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

# <rulerun cribbage.rules: pegging #15 0ba48f77>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
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

# <rulerun cribbage.rules: pegging #17 1bfb1d4a>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
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

# <rulerun cribbage.rules: peg #19 playout 752e117a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == 0):
        return 2
    _st_vars[2 + _l0] = (_t68 if -1000000000000000000 <= (_t68 := _st_vars[2 + _l0] + _l1) <= 1000000000000000000 else _beyond71(_t68))
    if _st_log is not None: _st_log.append(_Text75(_audience72(st), [_PlayerRef73(_l0), ' pegs ', _plain74(_l1), ' for ', _plain74(L[2]), ' (', _plain74(_st_vars[2 + _l0]), ')']))
    if (_st_vars[2 + _l0] >= 121):
        _end_game76(st, _l0, True); return 3

# <rulerun cribbage.rules: pegging #20 9c0c2769>
def _loop(st, _t70):
    _st_zones = st.zones
    _t72 = (_st_zones[6][:-(_t70) - 1:-1] or ())
    st.budget -= len(_t72)
    if st.budget < 0: _spent80(st)
    for _t73 in _t72:
        if not ((_c81[_t73] == _c81[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #21 eb01616e>
def _loop(st):
    _st_zones = st.zones
    _t69 = (_k78 or ())
    st.budget -= len(_t69)
    if st.budget < 0: _spent79(st)
    _t71 = []
    for _t70 in _t69:
        if ((len(_st_zones[6]) >= _t70) and _a82(st, _t70)):
            _t71.append(_t70)
    return _t71

# <rulerun cribbage.rules: pegging #22 e1e06fb1>
def _loop(st):
    _t75 = (_a83(st) or ())
    st.budget -= len(_t75)
    if st.budget < 0: _spent84(st)
    _t77 = None
    for _t76 in _t75:
        _t78 = _t76
        if _t77 is None or _t78 > _t77:
            _t77 = _t78
    return _t77

# <rulerun cribbage.rules: pegging #23 9d7523b1>
def _loop(st):
    _st_zones = st.zones
    _t79 = (_k87 or ())
    st.budget -= len(_t79)
    if st.budget < 0: _spent88(st)
    _t81 = []
    for _t80 in _t79:
        if ((len(_st_zones[6]) >= _t80) and _d89(st, [_st_zones[6][:-(_t80) - 1:-1]])):
            _t81.append(_t80)
    return _t81

# <rulerun cribbage.rules: pegging #24 d5aaee88>
def _loop(st):
    _t82 = (_joined86([0], _a90(st)) or ())
    st.budget -= len(_t82)
    if st.budget < 0: _spent91(st)
    _t84 = None
    for _t83 in _t82:
        _t85 = _t83
        if _t84 is None or _t85 > _t84:
            _t84 = _t85
    return _t84

# <rulerun cribbage.rules: pegging #25 1c571b54>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
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
            elif _st_log is None: _pend61(st, _i2, _t57, _t59); raise _PlayoutCut58()
            elif _decide62(st, _i2, _t57, _t59): raise _PlayoutCut58()
            _st_cvars[_i2[1]] = _i2l0
            _t62 = _i2[1]
            _t63 = 6
            if type(_t62) is int and _st_log is None:
                _t64 = _st_zones[(_t65 := _st_loc[_t62])]
                if _t64[-1] == _t62: _t64.pop()
                else: _t64.remove(_t62)
                _st_zones[_t63].append(_t62); _st_loc[_t62] = _t63
                _t66 = _leaving64[_t65]
                if _memo1 and _t66 & 2: _memo1.clear()
            elif _t62 is not None:
                _move_cards63(st, _t62, _t63, False)
                if _memo1: _memo1.clear()
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            _st_vars[1] = (_t67 if -1000000000000000000 <= (_t67 := _st_vars[1] + min(_c57[_i2[1]], 10)) <= 1000000000000000000 else _beyond65(_t67))
            if _memo1: _memo1.clear()
            if _st_log is not None: _st_log.append(_Text70(_audience66(st), [_PlayerRef67(_i2l0), ' lays ', _card_ref68(st, _i2[1]), ': ', _plain69(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p77(st, [_i2l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p77(st, [_i2l0, 2, 'thirty-one']) == 3: return 3
            if _p77(st, [_i2l0, [0, 0, 2, 6, 12][(_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a85(st)))], 'a pair']) == 3: return 3
            if _p77(st, [_i2l0, (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a92(st))), 'a run']) == 3: return 3
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
                        _t91 = _leaving93[_t90]
                        if _memo0 and _t91 & 1: _memo0.clear()
                        if _memo1 and _t91 & 2: _memo1.clear()
                        if _memo2 and _t91 & 4: _memo2.clear()
                    elif _t87 is not None:
                        _move_cards63(st, _t87, _t88, False)
                        if _memo0: _memo0.clear()
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell94(st, (_player_text95(L[0]) + ' says go'), None)
            if _d96(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if (not not _st_zones[(1 + ((L[0] + 1) % 2))]):
                    if _st_log is not None: _tell94(st, (_player_text95(((L[0] + 1) % 2)) + ' says go'), None)
                if _p77(st, [L[1], 1, 'the go']) == 3: return 3
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
                        _t97 = _leaving93[_t96]
                        if _memo0 and _t97 & 1: _memo0.clear()
                        if _memo1 and _t97 & 2: _memo1.clear()
                        if _memo2 and _t97 & 4: _memo2.clear()
                    elif _t93 is not None:
                        _move_cards63(st, _t93, _t94, False)
                        if _memo0: _memo0.clear()
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                L[0] = ((L[1] + 1) % 2)

# <rulerun cribbage.rules: pegging #26 13202f64>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if (_st_vars[1] > 0):
        if _p97(st, [L[1], 1, 'the last card']) == 3: return 3
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
            _t103 = _leaving99[_t102]
            if _memo0 and _t103 & 1: _memo0.clear()
            if _memo1 and _t103 & 2: _memo1.clear()
            if _memo2 and _t103 & 4: _memo2.clear()
        elif _t99 is not None:
            _move_cards98(st, _t99, _t100, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun cribbage.rules: pegging #27 e66121b0>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(1 + _k100[0])]) + len(_st_zones[(1 + _k101[1])])) > 0)

# <rulerun cribbage.rules: pegging #28 06beba08>
def _loop(st, L):
    _st_vars = st.vars
    for _t104 in st.zones[(1 + L[0])]:
        if ((min(_c102[_t104], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #29 5b3c1486>
def _native(st, L):
    return _a103(st, L)

# <rulerun cribbage.rules: pegging #30 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: fifteens #31 36cfcd4c>
def _native(st, L):
    _l0 = L[0]
    st.budget -= 1
    if st.budget < 0: _spent104(st)
    _t107 = (_range105(2, len((_l0 or ()))) or ())
    st.budget -= len(_t107)
    if st.budget < 0: _spent104(st)
    _t106 = 0
    for _t108 in _t107:
        _t110 = (_subsets106(st, _l0, _t108) or ())
        st.budget -= len(_t110)
        if st.budget < 0: _spent104(st)
        _t109 = 0
        for _t111 in _t110:
            _t113 = (_t111 or ())
            st.budget -= len(_t113)
            if st.budget < 0: _spent104(st)
            _t112 = 0
            for _t114 in _t113:
                _t112 += min(_c107[_t114], 10)
            if (_t112 == 15):
                _t109 += 1
        _t106 += _t109
    return (2 * _t106)

# <rulerun cribbage.rules: pairs #32 8b60764b>
def _native(st, L):
    _t116 = (_subsets110(st, L[0], 2) or ())
    st.budget -= len(_t116)
    if st.budget < 0: _spent111(st)
    _t115 = 0
    for _t117 in _t116:
        if (_c112[_t117[0]] == _c112[_t117[1]]):
            _t115 += 1
    return (2 * _t115)

# <rulerun cribbage.rules: show #33 cba89709>
def _loop(st, _t119):
    _t124 = (_t119 or ())
    st.budget -= len(_t124)
    if st.budget < 0: _spent119(st)
    _t126 = []
    for _t125 in _t124:
        _t126.append(_c120[_t125])
    _t126.sort()
    return _t126

# <rulerun cribbage.rules: show #34 c9b2a92d>
def _loop(st, _t119):
    _t128 = (_t119 or ())
    st.budget -= len(_t128)
    if st.budget < 0: _spent122(st)
    _t130 = []
    for _t129 in _t128:
        _t130.append(_c123[_t129])
    _t130.sort()
    return _t130

# <rulerun cribbage.rules: show #35 11f16038>
def _loop(st, _t119):
    _t121 = (_range117(1, (len((_t119 or ())) - 1)) or ())
    st.budget -= len(_t121)
    if st.budget < 0: _spent118(st)
    _t127 = _NOT_YET
    _t131 = _NOT_YET
    for _t122 in _t121:
        if not (((_t127 if _t127 is not _NOT_YET else (_t127 := _a121(st, _t119)))[_t122] == ((_t131 if _t131 is not _NOT_YET else (_t131 := _a124(st, _t119)))[0] + _t122))):
            return False
    return True

# <rulerun cribbage.rules: show #36 ed1a20f8>
def _loop(st, L):
    _t118 = (_subsets115(st, L[0], 5) or ())
    st.budget -= len(_t118)
    if st.budget < 0: _spent116(st)
    _t120 = 0
    for _t119 in _t118:
        if _a125(st, _t119):
            _t120 += 1
    return _t120

# <rulerun cribbage.rules: show #37 5fb43e70>
def _loop(st, _t133):
    _t138 = (_t133 or ())
    st.budget -= len(_t138)
    if st.budget < 0: _spent131(st)
    _t140 = []
    for _t139 in _t138:
        _t140.append(_c132[_t139])
    _t140.sort()
    return _t140

# <rulerun cribbage.rules: show #38 1c69232b>
def _loop(st, _t133):
    _t142 = (_t133 or ())
    st.budget -= len(_t142)
    if st.budget < 0: _spent134(st)
    _t144 = []
    for _t143 in _t142:
        _t144.append(_c135[_t143])
    _t144.sort()
    return _t144

# <rulerun cribbage.rules: show #39 330db9de>
def _loop(st, _t133):
    _t135 = (_range129(1, (len((_t133 or ())) - 1)) or ())
    st.budget -= len(_t135)
    if st.budget < 0: _spent130(st)
    _t141 = _NOT_YET
    _t145 = _NOT_YET
    for _t136 in _t135:
        if not (((_t141 if _t141 is not _NOT_YET else (_t141 := _a133(st, _t133)))[_t136] == ((_t145 if _t145 is not _NOT_YET else (_t145 := _a136(st, _t133)))[0] + _t136))):
            return False
    return True

# <rulerun cribbage.rules: show #40 72a8d72e>
def _loop(st, L):
    _t132 = (_subsets127(st, L[0], 5) or ())
    st.budget -= len(_t132)
    if st.budget < 0: _spent128(st)
    _t134 = 0
    for _t133 in _t132:
        if _a137(st, _t133):
            _t134 += 1
    return _t134

# <rulerun cribbage.rules: show #41 df81eed7>
def _loop(st, _t147):
    _t152 = (_t147 or ())
    st.budget -= len(_t152)
    if st.budget < 0: _spent143(st)
    _t154 = []
    for _t153 in _t152:
        _t154.append(_c144[_t153])
    _t154.sort()
    return _t154

# <rulerun cribbage.rules: show #42 75949d9c>
def _loop(st, _t147):
    _t156 = (_t147 or ())
    st.budget -= len(_t156)
    if st.budget < 0: _spent146(st)
    _t158 = []
    for _t157 in _t156:
        _t158.append(_c147[_t157])
    _t158.sort()
    return _t158

# <rulerun cribbage.rules: show #43 e7f38c02>
def _loop(st, _t147):
    _t149 = (_range141(1, (len((_t147 or ())) - 1)) or ())
    st.budget -= len(_t149)
    if st.budget < 0: _spent142(st)
    _t155 = _NOT_YET
    _t159 = _NOT_YET
    for _t150 in _t149:
        if not (((_t155 if _t155 is not _NOT_YET else (_t155 := _a145(st, _t147)))[_t150] == ((_t159 if _t159 is not _NOT_YET else (_t159 := _a148(st, _t147)))[0] + _t150))):
            return False
    return True

# <rulerun cribbage.rules: show #44 e29e9ee5>
def _loop(st, L):
    _t146 = (_subsets139(st, L[0], 4) or ())
    st.budget -= len(_t146)
    if st.budget < 0: _spent140(st)
    _t148 = 0
    for _t147 in _t146:
        if _a149(st, _t147):
            _t148 += 1
    return _t148

# <rulerun cribbage.rules: show #45 a67d0eb9>
def _loop(st, _t161):
    _t166 = (_t161 or ())
    st.budget -= len(_t166)
    if st.budget < 0: _spent155(st)
    _t168 = []
    for _t167 in _t166:
        _t168.append(_c156[_t167])
    _t168.sort()
    return _t168

# <rulerun cribbage.rules: show #46 b7fa469e>
def _loop(st, _t161):
    _t170 = (_t161 or ())
    st.budget -= len(_t170)
    if st.budget < 0: _spent158(st)
    _t172 = []
    for _t171 in _t170:
        _t172.append(_c159[_t171])
    _t172.sort()
    return _t172

# <rulerun cribbage.rules: show #47 9364a652>
def _loop(st, _t161):
    _t163 = (_range153(1, (len((_t161 or ())) - 1)) or ())
    st.budget -= len(_t163)
    if st.budget < 0: _spent154(st)
    _t169 = _NOT_YET
    _t173 = _NOT_YET
    for _t164 in _t163:
        if not (((_t169 if _t169 is not _NOT_YET else (_t169 := _a157(st, _t161)))[_t164] == ((_t173 if _t173 is not _NOT_YET else (_t173 := _a160(st, _t161)))[0] + _t164))):
            return False
    return True

# <rulerun cribbage.rules: show #48 2f3bcb8d>
def _loop(st, L):
    _t160 = (_subsets151(st, L[0], 4) or ())
    st.budget -= len(_t160)
    if st.budget < 0: _spent152(st)
    _t162 = 0
    for _t161 in _t160:
        if _a161(st, _t161):
            _t162 += 1
    return _t162

# <rulerun cribbage.rules: show #49 2d70741f>
def _loop(st, _t175):
    _t180 = (_t175 or ())
    st.budget -= len(_t180)
    if st.budget < 0: _spent167(st)
    _t182 = []
    for _t181 in _t180:
        _t182.append(_c168[_t181])
    _t182.sort()
    return _t182

# <rulerun cribbage.rules: show #50 6d9cc7bd>
def _loop(st, _t175):
    _t184 = (_t175 or ())
    st.budget -= len(_t184)
    if st.budget < 0: _spent170(st)
    _t186 = []
    for _t185 in _t184:
        _t186.append(_c171[_t185])
    _t186.sort()
    return _t186

# <rulerun cribbage.rules: show #51 6c550be3>
def _loop(st, _t175):
    _t177 = (_range165(1, (len((_t175 or ())) - 1)) or ())
    st.budget -= len(_t177)
    if st.budget < 0: _spent166(st)
    _t183 = _NOT_YET
    _t187 = _NOT_YET
    for _t178 in _t177:
        if not (((_t183 if _t183 is not _NOT_YET else (_t183 := _a169(st, _t175)))[_t178] == ((_t187 if _t187 is not _NOT_YET else (_t187 := _a172(st, _t175)))[0] + _t178))):
            return False
    return True

# <rulerun cribbage.rules: show #52 a76554da>
def _loop(st, L):
    _t174 = (_subsets163(st, L[0], 3) or ())
    st.budget -= len(_t174)
    if st.budget < 0: _spent164(st)
    _t176 = 0
    for _t175 in _t174:
        if _a173(st, _t175):
            _t176 += 1
    return _t176

# <rulerun cribbage.rules: runs #53 c12752be>
def _native(st, L):
    st.budget -= 1
    if st.budget < 0: _spent114(st)
    return ((5 * _a126(st, L)) if (_a138(st, L) > 0) else ((4 * _a150(st, L)) if (_a162(st, L) > 0) else (3 * _a174(st, L))))

# <rulerun cribbage.rules: show #54 7c4edad1>
def _loop(st, L):
    _t188 = (L[1] or ())
    st.budget -= len(_t188)
    if st.budget < 0: _spent176(st)
    for _t189 in _t188:
        if not ((_c177[_t189] == _c177[L[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: show #55 3b069bc1>
def _loop(st, L):
    _t191 = (L[1] or ())
    st.budget -= len(_t191)
    if st.budget < 0: _spent180(st)
    _t193 = 0
    for _t192 in _t191:
        if ((_c181[_t192] == 11) and (_c182[_t192] == _c182[L[2]])):
            _t193 += 1
    return _t193

# <rulerun cribbage.rules: show #56 46210cc6>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    L[1] = _st_zones[(7 + _l0)][:]
    L[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p184(st, [_l0, ((((_d108(st, [_joined109(L[1], [L[2]])]) + _d113(st, [_joined109(L[1], [L[2]])])) + _d175(st, [_joined109(L[1], [L[2]])])) + (0 if (not _a178(st, L)) else (5 if (_c179[L[2]] == _c179[L[1][0]]) else (0 if False else 4)))) + _a183(st, L)), 'the hand']) == 3: return 3

# <rulerun cribbage.rules: play_hand #57 f27f3c40>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text187(_audience185(st), [_PlayerRef186(_st_vars[0]), ' deals']))
    _shuffle_zone188(st, 0)
    for _t194 in (_o189[_st_vars[0]] or []):
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
            _move_cards190(st, _t195, _t196, False)
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
        if _memo1: _memo1.clear()

# <rulerun cribbage.rules: play_hand #58 2129dbf3>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
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
        _move_cards191(st, _t199, _t200, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun cribbage.rules: play_hand #59 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun cribbage.rules: play_hand #60 e693422f>
def _native(st, L):
    return 2

# <rulerun cribbage.rules: play_hand #61 1ef457cc>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    _t203 = _st_zones[(1 + L[3])][:]
    _t204 = L[3]
    _t206 = len(_t203); _t205 = _comb193(_t206, 2)
    if not _t205: _no_option194(_t204, 'cards for the crib')
    if _t205 > 1:
        _t207 = (yield _t205)
        _t208 = _PICKS195.get((_t206, 2)) or _picks196(_t206, 2)
        L[4] = list(_t208[_t207](_t203)) if _t208 else _option_at192(_t203, 2, False, _t207)
    else: L[4] = _option_at192(_t203, 2, False, 0) if _t205 else None
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
        _move_cards197(st, _t209, _t210, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun cribbage.rules: play_hand #62 5723d604>
def _native(st, L):
    _st_bits = st.bits
    if st.log is not None or st.thread_player is not None: return 4
    _parts = []
    for _p in (_k201 or []):
        _l = L[:]; _l[3] = _p; st.thread_player = _p; _g = _part198(st, _l); _n = len(st.events)
        try:
            _parts.append((_p, _g, next(_g)))
        except _Stop199 as _e:
            if _e.value == 3: st.thread_player = None; return 3
        except _ExitTo200:
            del st.events[_n:]
    for _p, _g, _o in _parts:
        st.thread_player = st.inline_thread = _p; _n = len(st.events)
        try:
            while True:
                if st.decisions >= st.inline_until: raise _PlayoutCut202()
                if _st_bits is None: _a = st.chooser(_o, _p)
                else:
                    _a = _st_bits(_o.bit_length())
                    while _a >= _o: _a = _st_bits(_o.bit_length())
                st.decisions += 1; _o = _g.send(_a)
        except _Stop199 as _e:
            if _e.value == 3: st.thread_player = st.inline_thread = None; return 3
        except _ExitTo200:
            del st.events[_n:]
    st.thread_player = st.inline_thread = None

# <rulerun cribbage.rules: play_hand #63 d1bf1c40>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t215 = _st_zones[0]
    _t214 = 5
    if _st_log is None and _t215:
        _t213 = _t215.pop(); _st_zones[_t214].append(_t213); st.loc[_t213] = _t214
    elif _t215:
        _move_cards203(st, _t215[-1], _t214, False)
    if _st_log is not None: _st_log.append(_Text206(_audience204(st), ['the starter is ', _card_ref205(st, (_z[-1] if (_z := _st_zones[5]) else None))]))
    if (_c207[(_z[-1] if (_z := _st_zones[5]) else None)] == 11):
        if _p208(st, [st.vars[0], 2, 'his heels']) == 3: return 3

# <rulerun cribbage.rules: play_hand #64 209dc87c>
def _loop(st, _i6):
    _t216 = (_i6[1] or ())
    st.budget -= len(_t216)
    if st.budget < 0: _spent213(st)
    for _t217 in _t216:
        if not ((_c214[_t217] == _c214[_i6[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #65 a8572999>
def _loop(st, _i6):
    _t219 = (_i6[1] or ())
    st.budget -= len(_t219)
    if st.budget < 0: _spent217(st)
    _t221 = 0
    for _t220 in _t219:
        if ((_c218[_t220] == 11) and (_c219[_t220] == _c219[_i6[2]])):
            _t221 += 1
    return _t221

# <rulerun cribbage.rules: play_hand #66 ffaf0374>
def _loop(st, _i7):
    _t222 = (_i7[1] or ())
    st.budget -= len(_t222)
    if st.budget < 0: _spent222(st)
    for _t223 in _t222:
        if not ((_c223[_t223] == _c223[_i7[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #67 dd0f8417>
def _loop(st, _i7):
    _t225 = (_i7[1] or ())
    st.budget -= len(_t225)
    if st.budget < 0: _spent225(st)
    _t227 = 0
    for _t226 in _t225:
        if ((_c226[_t226] == 11) and (_c227[_t226] == _c227[_i7[2]])):
            _t227 += 1
    return _t227

# <rulerun cribbage.rules: play_hand #68 25fdc42d>
def _loop(st, L):
    _l0 = L[0]
    _t232 = (_l0 or ())
    st.budget -= len(_t232)
    if st.budget < 0: _spent235(st)
    for _t233 in _t232:
        if not ((_c236[_t233] == _c236[_l0[0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #69 b2c9289e>
def _loop(st, L):
    _l1 = L[1]
    _t235 = (L[0] or ())
    st.budget -= len(_t235)
    if st.budget < 0: _spent239(st)
    _t237 = 0
    for _t236 in _t235:
        if ((_c240[_t236] == 11) and (_c241[_t236] == _c241[_l1])):
            _t237 += 1
    return _t237

# <rulerun cribbage.rules: show_points #70 7c217119>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    st.budget -= 1
    if st.budget < 0: _spent230(st)
    return ((((_d231(st, [_joined232(_l0, [_l1])]) + _d233(st, [_joined232(_l0, [_l1])])) + _d234(st, [_joined232(_l0, [_l1])])) + (0 if (not _a237(st, L)) else (5 if (_c238[_l1] == _c238[_l0[0]]) else (0 if L[2] else 4)))) + _a242(st, L))

# <rulerun cribbage.rules: play_hand #71 def197bb>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i6l0 = ((_st_vars[0] + 1) % 2)
    _i6 = [_i6l0, None, None]
    _i6[1] = _st_zones[(7 + _i6l0)][:]
    _i6[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p221(st, [_i6l0, ((((_d209(st, [_joined210(_i6[1], [_i6[2]])]) + _d211(st, [_joined210(_i6[1], [_i6[2]])])) + _d212(st, [_joined210(_i6[1], [_i6[2]])])) + (0 if (not _a215(st, _i6)) else (5 if (_c216[_i6[2]] == _c216[_i6[1][0]]) else (0 if False else 4)))) + _a220(st, _i6)), 'the hand']) == 3: return 3
    _i7l0 = _st_vars[0]
    _i7 = [_i7l0, None, None]
    _i7[1] = _st_zones[(7 + _i7l0)][:]
    _i7[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p221(st, [_i7l0, ((((_d209(st, [_joined210(_i7[1], [_i7[2]])]) + _d211(st, [_joined210(_i7[1], [_i7[2]])])) + _d212(st, [_joined210(_i7[1], [_i7[2]])])) + (0 if (not _a224(st, _i7)) else (5 if (_c216[_i7[2]] == _c216[_i7[1][0]]) else (0 if False else 4)))) + _a228(st, _i7)), 'the hand']) == 3: return 3
    _t228 = 3
    _t229 = 4
    if _st_log is None and _t228 != _t229:
        _t230 = _st_zones[_t228]; _st_zones[_t229] += _t230
        for _t231 in _t230: _st_loc[_t231] = _t229
        _t230.clear()
    else:
        _move_cards229(st, _st_zones[_t228][:], _t229, False)
    if _p221(st, [_st_vars[0], _d243(st, [_st_zones[4][:], (_z[-1] if (_z := _st_zones[5]) else None), True]), 'the crib']) == 3: return 3
    for _t238 in (_k244 or []):
        L[7] = _t238
        _t239 = (7 + _t238)
        _t240 = 0
        if _st_log is None and _t239 != _t240:
            _t241 = _st_zones[_t239]; _st_zones[_t240] += _t241
            for _t242 in _t241: _st_loc[_t242] = _t240
            _t241.clear()
        else:
            _move_cards229(st, _st_zones[_t239][:], _t240, False)
    _t243 = 4
    _t244 = 0
    if _st_log is None and _t243 != _t244:
        _t245 = _st_zones[_t243]; _st_zones[_t244] += _t245
        for _t246 in _t245: _st_loc[_t246] = _t244
        _t245.clear()
    else:
        _move_cards229(st, _st_zones[_t243][:], _t244, False)
    _t247 = 5
    _t248 = 0
    if _st_log is None and _t247 != _t248:
        _t249 = _st_zones[_t247]; _st_zones[_t248] += _t249
        for _t250 in _t249: _st_loc[_t250] = _t248
        _t249.clear()
    else:
        _move_cards229(st, _st_zones[_t247][:], _t248, False)

# <rulerun cribbage.rules: play_hand #72 152b19ea>
def _native(st, L):
    return _k245

# <rulerun cribbage.rules: play_hand #73 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun cribbage.rules: play #74 d79f285f>
def _native(st, L):
    st.vars[0] = _random_item246(st, _k247)

# <rulerun cribbage.rules: play #75 7cd9fb42>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[0] = ((_st_vars[0] + 1) % 2)

# <rulerun cribbage.rules: play #76 bb845a89>
def _native(st, L):
    return True

# <rulerun cribbage.rules: peg #77 78ff0af4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run250(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k251)

# <rulerun cribbage.rules: new_count #78 60b398cc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run254(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k255)

# <rulerun cribbage.rules: lay #79 ac09350e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t251 in st.zones[(1 + L[0])]:
                if ((min(_c258[_t251], 10) + st.vars[1]) <= 31): _o.append(_t251)
            fr[1] = 1
            _t252 = L[0]
            _t253 = len(_o)
            if not _t253: _no_option260(_t252, 'card to play')
            if _t253 <= 1 and _st_log is None:
                L[1] = _o[0] if _t253 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t254 = st.chooser(_t253, _t252)
                else:
                    _t254 = _st_bits(_t253.bit_length())
                    while _t254 >= _t253: _t254 = _st_bits(_t253.bit_length())
                L[1] = _o[_t254]; st.decisions += 1
                if st.thread_player is not None: _answered261(st, _t254)
            elif _st_log is None: _pend262(st, L, _o, _t252); return True
            elif _decide263(st, L, _o, _t252): return True
            pc = 1
        if pc == 1:
            _r = _run264(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k265)

# <rulerun cribbage.rules: pegging #80 6a98ce11>
def _loop(st, L):
    _st_vars = st.vars
    for _t255 in st.zones[(1 + L[0])]:
        if ((min(_c271[_t255], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #81 9dd501cd>
def _native(st, fr):
    _memo1 = st.memos[1]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run268(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((len(_st_zones[(1 + _k269[0])]) + len(_st_zones[(1 + _k270[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if (_memo1[L[0]] if L[0] in _memo1 else _memo1.setdefault(L[0], _a272(st, L))):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit273(_k274)
            fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs275[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 4
        if pc == 4:
            _r = _run276(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run277(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit267(_k, st, _d0): raise _Runaway266()
            continue
        if pc == 8:
            _r = _run278(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k279)

# <rulerun cribbage.rules: show #82 40384639>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run282(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k283)

# <rulerun cribbage.rules: play_hand #83 012c6e87>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run286(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step287(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t257 = L[3]
            _t260 = len(_o); _t258 = _comb289(_t260, 2)
            if not _t258: _no_option290(_t257, 'cards for the crib')
            if _t258 <= 1 and _st_log is None:
                L[4] = _option_at291(_o, 2, False, 0) if _t258 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t259 = st.chooser(_t258, _t257)
                else:
                    _t259 = _st_bits(_t258.bit_length())
                    while _t259 >= _t258: _t259 = _st_bits(_t258.bit_length())
                _t261 = _PICKS292.get((_t260, 2)) or _picks293(_t260, 2)
                L[4] = list(_t261[_t259](_o)) if _t261 else _option_at291(_o, 2, False, _t259)
                st.decisions += 1
                if st.thread_player is not None: _answered294(st, _t259)
            elif _offer288(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run295(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run296(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit297(_k298)
            fr[1] = 7; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs299[3](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 7
        if pc == 7:
            _r = _run300(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k301)

# <rulerun cribbage.rules: play #84 3234ea50>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run304(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit305(_k306)
            fr[1] = 3; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs307[5](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            _r = _run308(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit303(_k, st, _d0): raise _Runaway302()
            continue
        if pc == 5:
            fr[1] = 6
            if _step309(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k310)

# <rulerun cribbage.rules: pegging #85 a5bc0476>
def _loop(st, L):
    _st_vars = st.vars
    for _t262 in st.zones[(1 + L[0])]:
        if ((min(_c317[_t262], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: lay #86 1540bb59>
def _loop(st, _t276):
    _st_zones = st.zones
    _t278 = (_st_zones[6][:-(_t276) - 1:-1] or ())
    st.budget -= len(_t278)
    if st.budget < 0: _spent337(st)
    for _t279 in _t278:
        if not ((_c338[_t279] == _c338[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #87 5fb03bef>
def _loop(st):
    _st_zones = st.zones
    _t275 = (_k335 or ())
    st.budget -= len(_t275)
    if st.budget < 0: _spent336(st)
    _t277 = []
    for _t276 in _t275:
        if ((len(_st_zones[6]) >= _t276) and _a339(st, _t276)):
            _t277.append(_t276)
    return _t277

# <rulerun cribbage.rules: lay #88 ce293d2c>
def _loop(st):
    _t281 = (_a340(st) or ())
    st.budget -= len(_t281)
    if st.budget < 0: _spent341(st)
    _t283 = None
    for _t282 in _t281:
        _t284 = _t282
        if _t283 is None or _t284 > _t283:
            _t283 = _t284
    return _t283

# <rulerun cribbage.rules: lay #89 d3fa0c64>
def _loop(st):
    _st_zones = st.zones
    _t285 = (_k344 or ())
    st.budget -= len(_t285)
    if st.budget < 0: _spent345(st)
    _t287 = []
    for _t286 in _t285:
        if ((len(_st_zones[6]) >= _t286) and _d346(st, [_st_zones[6][:-(_t286) - 1:-1]])):
            _t287.append(_t286)
    return _t287

# <rulerun cribbage.rules: lay #90 d75577da>
def _loop(st):
    _t288 = (_joined343([0], _a347(st)) or ())
    st.budget -= len(_t288)
    if st.budget < 0: _spent348(st)
    _t290 = None
    for _t289 in _t288:
        _t291 = _t289
        if _t290 is None or _t291 > _t290:
            _t290 = _t291
    return _t290

# <rulerun cribbage.rules: lay #91 playout 7afb82ce>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent319(st)
    _t264 = []
    for _t265 in _st_zones[(1 + _l0)]:
        if ((min(_c320[_t265], 10) + _st_vars[1]) <= 31): _t264.append(_t265)
    _t266 = _l0
    _t267 = len(_t264)
    if not _t267: _no_option323(_t266, 'card to play')
    if _t267 <= 1 and _st_log is None:
        L[1] = _t264[0] if _t267 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t268 = st.chooser(_t267, _t266)
        else:
            _t268 = _st_bits(_t267.bit_length())
            while _t268 >= _t267: _t268 = _st_bits(_t267.bit_length())
        L[1] = _t264[_t268]; st.decisions += 1
    elif _st_log is None: _pend324(st, L, _t264, _t266); raise _PlayoutCut321()
    elif _decide325(st, L, _t264, _t266): raise _PlayoutCut321()
    st.cvars[L[1]] = _l0
    _t269 = L[1]
    _t270 = 6
    if type(_t269) is int and _st_log is None:
        _t271 = _st_zones[(_t272 := _st_loc[_t269])]
        if _t271[-1] == _t269: _t271.pop()
        else: _t271.remove(_t269)
        _st_zones[_t270].append(_t269); _st_loc[_t269] = _t270
        _t273 = _leaving327[_t272]
        if _memo1 and _t273 & 2: _memo1.clear()
    elif _t269 is not None:
        _move_cards326(st, _t269, _t270, False)
        if _memo1: _memo1.clear()
    if _memo0: _memo0.clear()
    if _memo2: _memo2.clear()
    _st_vars[1] = (_t274 if -1000000000000000000 <= (_t274 := _st_vars[1] + min(_c320[L[1]], 10)) <= 1000000000000000000 else _beyond328(_t274))
    if _memo1: _memo1.clear()
    if _st_log is not None: _st_log.append(_Text333(_audience329(st), [_PlayerRef330(_l0), ' lays ', _card_ref331(st, L[1]), ': ', _plain332(_st_vars[1])]))
    if (_st_vars[1] == 15):
        if _p334(st, [_l0, 2, 'fifteen']) == 3: return 3
    if (_st_vars[1] == 31):
        if _p334(st, [_l0, 2, 'thirty-one']) == 3: return 3
    if _p334(st, [_l0, [0, 0, 2, 6, 12][(_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a342(st)))], 'a pair']) == 3: return 3
    if _p334(st, [_l0, (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a349(st))), 'a run']) == 3: return 3

# <rulerun cribbage.rules: pegging #92 8647e925>
def _native(st, fr):
    _memo1 = st.memos[1]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run313(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region314(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((len(_st_zones[(1 + _k315[0])]) + len(_st_zones[(1 + _k316[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if (_memo1[L[0]] if L[0] in _memo1 else _memo1.setdefault(L[0], _a318(st, L))):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            if st.thread_player == st.inline_thread:
                if _p350(st, [L[0], None]) == 3: return True
                pc = 4
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit351(_k352)
                fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs353[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 4
        if pc == 4:
            _r = _run354(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run355(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit312(_k, st, _d0): raise _Runaway311()
            continue
        if pc == 8:
            _r = _run356(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k357)

# <rulerun cribbage.rules: pegging #93 15a0fc4d>
def _loop(st, L):
    _st_vars = st.vars
    for _t297 in st.zones[(1 + L[0])]:
        if ((min(_c375[_t297], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #94 30c33b2f>
def _loop(st, _t311):
    _st_zones = st.zones
    _t313 = (_st_zones[6][:-(_t311) - 1:-1] or ())
    st.budget -= len(_t313)
    if st.budget < 0: _spent394(st)
    for _t314 in _t313:
        if not ((_c395[_t314] == _c395[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #95 9055be5f>
def _loop(st):
    _st_zones = st.zones
    _t310 = (_k392 or ())
    st.budget -= len(_t310)
    if st.budget < 0: _spent393(st)
    _t312 = []
    for _t311 in _t310:
        if ((len(_st_zones[6]) >= _t311) and _a396(st, _t311)):
            _t312.append(_t311)
    return _t312

# <rulerun cribbage.rules: pegging #96 7fa3f35a>
def _loop(st):
    _t316 = (_a397(st) or ())
    st.budget -= len(_t316)
    if st.budget < 0: _spent398(st)
    _t318 = None
    for _t317 in _t316:
        _t319 = _t317
        if _t318 is None or _t319 > _t318:
            _t318 = _t319
    return _t318

# <rulerun cribbage.rules: pegging #97 88b17940>
def _loop(st):
    _st_zones = st.zones
    _t320 = (_k401 or ())
    st.budget -= len(_t320)
    if st.budget < 0: _spent402(st)
    _t322 = []
    for _t321 in _t320:
        if ((len(_st_zones[6]) >= _t321) and _d403(st, [_st_zones[6][:-(_t321) - 1:-1]])):
            _t322.append(_t321)
    return _t322

# <rulerun cribbage.rules: pegging #98 b573378f>
def _loop(st):
    _t323 = (_joined400([0], _a404(st)) or ())
    st.budget -= len(_t323)
    if st.budget < 0: _spent405(st)
    _t325 = None
    for _t324 in _t323:
        _t326 = _t324
        if _t325 is None or _t326 > _t325:
            _t325 = _t326
    return _t325

# <rulerun cribbage.rules: pegging #99 playout 60658e3f>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent372(st)
    L[0] = ((_st_vars[0] + 1) % 2)
    L[1] = L[0]
    while ((len(_st_zones[(1 + _k373[0])]) + len(_st_zones[(1 + _k374[1])])) > 0):
        st.budget -= 1
        if st.budget < 0: _spent372(st)
        if (_memo1[L[0]] if L[0] in _memo1 else _memo1.setdefault(L[0], _a376(st, L))):
            _i8l0 = L[0]
            _i8 = [_i8l0, None]
            _t299 = []
            for _t300 in _st_zones[(1 + _i8l0)]:
                if ((min(_c377[_t300], 10) + _st_vars[1]) <= 31): _t299.append(_t300)
            _t301 = _i8l0
            _t302 = len(_t299)
            if not _t302: _no_option380(_t301, 'card to play')
            if _t302 <= 1 and _st_log is None:
                _i8[1] = _t299[0] if _t302 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t303 = st.chooser(_t302, _t301)
                else:
                    _t303 = _st_bits(_t302.bit_length())
                    while _t303 >= _t302: _t303 = _st_bits(_t302.bit_length())
                _i8[1] = _t299[_t303]; st.decisions += 1
            elif _st_log is None: _pend381(st, _i8, _t299, _t301); raise _PlayoutCut378()
            elif _decide382(st, _i8, _t299, _t301): raise _PlayoutCut378()
            _st_cvars[_i8[1]] = _i8l0
            _t304 = _i8[1]
            _t305 = 6
            if type(_t304) is int and _st_log is None:
                _t306 = _st_zones[(_t307 := _st_loc[_t304])]
                if _t306[-1] == _t304: _t306.pop()
                else: _t306.remove(_t304)
                _st_zones[_t305].append(_t304); _st_loc[_t304] = _t305
                _t308 = _leaving384[_t307]
                if _memo1 and _t308 & 2: _memo1.clear()
            elif _t304 is not None:
                _move_cards383(st, _t304, _t305, False)
                if _memo1: _memo1.clear()
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            _st_vars[1] = (_t309 if -1000000000000000000 <= (_t309 := _st_vars[1] + min(_c377[_i8[1]], 10)) <= 1000000000000000000 else _beyond385(_t309))
            if _memo1: _memo1.clear()
            if _st_log is not None: _st_log.append(_Text390(_audience386(st), [_PlayerRef387(_i8l0), ' lays ', _card_ref388(st, _i8[1]), ': ', _plain389(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p391(st, [_i8l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p391(st, [_i8l0, 2, 'thirty-one']) == 3: return 3
            if _p391(st, [_i8l0, [0, 0, 2, 6, 12][(_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a399(st)))], 'a pair']) == 3: return 3
            if _p391(st, [_i8l0, (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a406(st))), 'a run']) == 3: return 3
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
                        _t332 = _leaving407[_t331]
                        if _memo0 and _t332 & 1: _memo0.clear()
                        if _memo1 and _t332 & 2: _memo1.clear()
                        if _memo2 and _t332 & 4: _memo2.clear()
                    elif _t328 is not None:
                        _move_cards383(st, _t328, _t329, False)
                        if _memo0: _memo0.clear()
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell408(st, (_player_text409(L[0]) + ' says go'), None)
            if _d410(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if (not not _st_zones[(1 + ((L[0] + 1) % 2))]):
                    if _st_log is not None: _tell408(st, (_player_text409(((L[0] + 1) % 2)) + ' says go'), None)
                if _p391(st, [L[1], 1, 'the go']) == 3: return 3
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
                        _t338 = _leaving407[_t337]
                        if _memo0 and _t338 & 1: _memo0.clear()
                        if _memo1 and _t338 & 2: _memo1.clear()
                        if _memo2 and _t338 & 4: _memo2.clear()
                    elif _t334 is not None:
                        _move_cards383(st, _t334, _t335, False)
                        if _memo0: _memo0.clear()
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                L[0] = ((L[1] + 1) % 2)
    if (_st_vars[1] > 0):
        if _p391(st, [L[1], 1, 'the last card']) == 3: return 3
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
            _t344 = _leaving407[_t343]
            if _memo0 and _t344 & 1: _memo0.clear()
            if _memo1 and _t344 & 2: _memo1.clear()
            if _memo2 and _t344 & 4: _memo2.clear()
        elif _t340 is not None:
            _move_cards383(st, _t340, _t341, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun cribbage.rules: play_hand #100 23f477fd>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run360(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region361(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step362(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t292 = L[3]
            _t295 = len(_o); _t293 = _comb364(_t295, 2)
            if not _t293: _no_option365(_t292, 'cards for the crib')
            if _t293 <= 1 and _st_log is None:
                L[4] = _option_at366(_o, 2, False, 0) if _t293 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t294 = st.chooser(_t293, _t292)
                else:
                    _t294 = _st_bits(_t293.bit_length())
                    while _t294 >= _t293: _t294 = _st_bits(_t293.bit_length())
                _t296 = _PICKS367.get((_t295, 2)) or _picks368(_t295, 2)
                L[4] = list(_t296[_t294](_o)) if _t296 else _option_at366(_o, 2, False, _t294)
                st.decisions += 1
                if st.thread_player is not None: _answered369(st, _t294)
            elif _offer363(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run370(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run371(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p411(st, [None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit412(_k413)
                fr[1] = 7; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs414[3](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 7
        if pc == 7:
            _r = _run415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k416)

# <rulerun cribbage.rules: rank #101 a95737d4>
def _native(st, p):
    return (st.vars[2 + p], )

