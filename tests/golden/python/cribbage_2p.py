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

# <rulerun cribbage.rules: lay #5 379bd6f7>
def _loop(st, L):
    _t30 = (L[0] or ())
    st.budget -= len(_t30)
    if st.budget < 0: _spent31(st)
    _t32 = []
    for _t31 in _t30:
        _t32.append(_c32[_t31])
    _t32.sort()
    return _t32

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

# <rulerun cribbage.rules: is_run #7 612dd667>
def _native(st, L):
    st.budget -= 1
    if st.budget < 0: _spent29(st)
    _t28 = ((list(range(1, _t27 + 1)) if (_t27 := (len((L[0] or ())) - 1)) - 1 < 1000000 else _range30(1, _t27)) or ())
    st.budget -= len(_t28)
    if st.budget < 0: _spent29(st)
    _t33 = _NOT_YET
    _t37 = _NOT_YET
    _t26 = True
    for _t29 in _t28:
        if not (((_t33 if _t33 is not _NOT_YET else (_t33 := _a33(st, L)))[_t29] == ((_t37 if _t37 is not _NOT_YET else (_t37 := _a36(st, L)))[0] + _t29))):
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

# <rulerun cribbage.rules: lay #9 7e0ced99>
def _loop(st):
    _t38 = (_joined26([0], _a38(st)) or ())
    st.budget -= len(_t38)
    if st.budget < 0: _spent39(st)
    _t40 = None
    for _t39 in _t38:
        _t41 = _t39
        if _t40 is None or _t41 > _t40:
            _t40 = _t41
    return _t40

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

# <rulerun cribbage.rules: pegging #15 d462b960>
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
        for _t42 in _st_zones[6][:]:
            _i0[2] = _t42
            _t43 = _t42
            _t44 = (7 + st.cvars[_t42])
            if type(_t43) is int and st.log is None:
                _t45 = _st_zones[(_t46 := _st_loc[_t43])]
                if _t45[-1] == _t43: _t45.pop()
                else: _t45.remove(_t43)
                _st_zones[_t44].append(_t43); _st_loc[_t43] = _t44
                _t47 = _leaving43[_t46]
                if _memo0 and _t47 & 1: _memo0.clear()
                if _memo1 and _t47 & 2: _memo1.clear()
                if _memo2 and _t47 & 4: _memo2.clear()
            elif _t43 is not None:
                _move_cards42(st, _t43, _t44, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
    L[0] = ((L[0] + 1) % 2)

# <rulerun cribbage.rules: can_play #16 6981176d>
def _native(st, L):
    _st_vars = st.vars
    st.budget -= 1
    if st.budget < 0: _spent46(st)
    _t48 = False
    for _t49 in st.zones[(1 + L[0])]:
        if ((min(_c47[_t49], 10) + _st_vars[1]) <= 31):
            _t48 = True
            break
    return _t48

# <rulerun cribbage.rules: pegging #17 d5bbd9f4>
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
        for _t50 in _st_zones[6][:]:
            _i1[2] = _t50
            _t51 = _t50
            _t52 = (7 + st.cvars[_t50])
            if type(_t51) is int and _st_log is None:
                _t53 = _st_zones[(_t54 := _st_loc[_t51])]
                if _t53[-1] == _t51: _t53.pop()
                else: _t53.remove(_t51)
                _st_zones[_t52].append(_t51); _st_loc[_t51] = _t52
                _t55 = _leaving51[_t54]
                if _memo0 and _t55 & 1: _memo0.clear()
                if _memo1 and _t55 & 2: _memo1.clear()
                if _memo2 and _t55 & 4: _memo2.clear()
            elif _t51 is not None:
                _move_cards50(st, _t51, _t52, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
        L[0] = ((_l1 + 1) % 2)

# <rulerun cribbage.rules: pegging #18 df73ab1d>
def _loop(st, L):
    _st_vars = st.vars
    for _t56 in st.zones[(1 + L[0])]:
        if ((min(_c55[_t56], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: peg #19 playout 80f4454a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == 0):
        return 2
    _st_vars[2 + _l0] = (_t69 if -1000000000000000000 <= (_t69 := _st_vars[2 + _l0] + _l1) <= 1000000000000000000 else _beyond71(_t69))
    if _st_log is not None: _st_log.append(_Text75(_audience72(st), [_PlayerRef73(_l0), ' pegs ', _plain74(_l1), ' for ', _plain74(L[2]), ' (', _plain74(_st_vars[2 + _l0]), ')']))
    if (_st_vars[2 + _l0] >= 121):
        _end_game76(st, _l0, True); return 3

# <rulerun cribbage.rules: pegging #20 dd7e6591>
def _loop(st, _t71):
    _st_zones = st.zones
    _t73 = (_st_zones[6][:-(_t71) - 1:-1] or ())
    st.budget -= len(_t73)
    if st.budget < 0: _spent80(st)
    for _t74 in _t73:
        if not ((_c81[_t74] == _c81[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #21 e8cf16dc>
def _loop(st):
    _st_zones = st.zones
    _t70 = (_k78 or ())
    st.budget -= len(_t70)
    if st.budget < 0: _spent79(st)
    _t72 = []
    for _t71 in _t70:
        if ((len(_st_zones[6]) >= _t71) and _a82(st, _t71)):
            _t72.append(_t71)
    return _t72

# <rulerun cribbage.rules: pegging #22 9cca716d>
def _loop(st):
    _t76 = (_a83(st) or ())
    st.budget -= len(_t76)
    if st.budget < 0: _spent84(st)
    _t78 = None
    for _t77 in _t76:
        _t79 = _t77
        if _t78 is None or _t79 > _t78:
            _t78 = _t79
    return _t78

# <rulerun cribbage.rules: pegging #23 0a3bf644>
def _loop(st):
    _st_zones = st.zones
    _t80 = (_k87 or ())
    st.budget -= len(_t80)
    if st.budget < 0: _spent88(st)
    _t82 = []
    for _t81 in _t80:
        if ((len(_st_zones[6]) >= _t81) and _d89(st, [_st_zones[6][:-(_t81) - 1:-1]])):
            _t82.append(_t81)
    return _t82

# <rulerun cribbage.rules: pegging #24 6b82dd34>
def _loop(st):
    _t83 = (_joined86([0], _a90(st)) or ())
    st.budget -= len(_t83)
    if st.budget < 0: _spent91(st)
    _t85 = None
    for _t84 in _t83:
        _t86 = _t84
        if _t85 is None or _t86 > _t85:
            _t85 = _t86
    return _t85

# <rulerun cribbage.rules: pegging #25 ca8b0b96>
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
            _t58 = []
            for _t59 in _st_zones[(1 + _i2l0)]:
                if ((min(_c57[_t59], 10) + _st_vars[1]) <= 31): _t58.append(_t59)
            _t60 = _i2l0
            _t61 = len(_t58)
            if not _t61: _no_option60(_t60, 'card to play')
            if _t61 <= 1 and _st_log is None:
                _i2[1] = _t58[0] if _t61 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t62 = st.chooser(_t61, _t60)
                else:
                    _t62 = _st_bits(_t61.bit_length())
                    while _t62 >= _t61: _t62 = _st_bits(_t61.bit_length())
                _i2[1] = _t58[_t62]; st.decisions += 1
            elif _st_log is None: _pend61(st, _i2, _t58, _t60); raise _PlayoutCut58()
            elif _decide62(st, _i2, _t58, _t60): raise _PlayoutCut58()
            _st_cvars[_i2[1]] = _i2l0
            _t63 = _i2[1]
            _t64 = 6
            if type(_t63) is int and _st_log is None:
                _t65 = _st_zones[(_t66 := _st_loc[_t63])]
                if _t65[-1] == _t63: _t65.pop()
                else: _t65.remove(_t63)
                _st_zones[_t64].append(_t63); _st_loc[_t63] = _t64
                _t67 = _leaving64[_t66]
                if _memo1 and _t67 & 2: _memo1.clear()
            elif _t63 is not None:
                _move_cards63(st, _t63, _t64, False)
                if _memo1: _memo1.clear()
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            _st_vars[1] = (_t68 if -1000000000000000000 <= (_t68 := _st_vars[1] + min(_c57[_i2[1]], 10)) <= 1000000000000000000 else _beyond65(_t68))
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
                for _t87 in _st_zones[6][:]:
                    _i3[2] = _t87
                    _t88 = _t87
                    _t89 = (7 + _st_cvars[_t87])
                    if type(_t88) is int and _st_log is None:
                        _t90 = _st_zones[(_t91 := _st_loc[_t88])]
                        if _t90[-1] == _t88: _t90.pop()
                        else: _t90.remove(_t88)
                        _st_zones[_t89].append(_t88); _st_loc[_t88] = _t89
                        _t92 = _leaving93[_t91]
                        if _memo0 and _t92 & 1: _memo0.clear()
                        if _memo1 and _t92 & 2: _memo1.clear()
                        if _memo2 and _t92 & 4: _memo2.clear()
                    elif _t88 is not None:
                        _move_cards63(st, _t88, _t89, False)
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
                for _t93 in _st_zones[6][:]:
                    _i4[2] = _t93
                    _t94 = _t93
                    _t95 = (7 + _st_cvars[_t93])
                    if type(_t94) is int and _st_log is None:
                        _t96 = _st_zones[(_t97 := _st_loc[_t94])]
                        if _t96[-1] == _t94: _t96.pop()
                        else: _t96.remove(_t94)
                        _st_zones[_t95].append(_t94); _st_loc[_t94] = _t95
                        _t98 = _leaving93[_t97]
                        if _memo0 and _t98 & 1: _memo0.clear()
                        if _memo1 and _t98 & 2: _memo1.clear()
                        if _memo2 and _t98 & 4: _memo2.clear()
                    elif _t94 is not None:
                        _move_cards63(st, _t94, _t95, False)
                        if _memo0: _memo0.clear()
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                L[0] = ((L[1] + 1) % 2)

# <rulerun cribbage.rules: pegging #26 ba0441f7>
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
    for _t99 in _st_zones[6][:]:
        _i5[2] = _t99
        _t100 = _t99
        _t101 = (7 + st.cvars[_t99])
        if type(_t100) is int and st.log is None:
            _t102 = _st_zones[(_t103 := _st_loc[_t100])]
            if _t102[-1] == _t100: _t102.pop()
            else: _t102.remove(_t100)
            _st_zones[_t101].append(_t100); _st_loc[_t100] = _t101
            _t104 = _leaving99[_t103]
            if _memo0 and _t104 & 1: _memo0.clear()
            if _memo1 and _t104 & 2: _memo1.clear()
            if _memo2 and _t104 & 4: _memo2.clear()
        elif _t100 is not None:
            _move_cards98(st, _t100, _t101, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun cribbage.rules: pegging #27 e66121b0>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(1 + _k100[0])]) + len(_st_zones[(1 + _k101[1])])) > 0)

# <rulerun cribbage.rules: pegging #28 2f03f538>
def _loop(st, L):
    _st_vars = st.vars
    for _t105 in st.zones[(1 + L[0])]:
        if ((min(_c102[_t105], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #29 5b3c1486>
def _native(st, L):
    return _a103(st, L)

# <rulerun cribbage.rules: pegging #30 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: fifteens #31 f456e0a3>
def _native(st, L):
    _l0 = L[0]
    st.budget -= 1
    if st.budget < 0: _spent104(st)
    _t109 = ((list(range(2, _t108 + 1)) if (_t108 := len((_l0 or ()))) - 2 < 1000000 else _range105(2, _t108)) or ())
    st.budget -= len(_t109)
    if st.budget < 0: _spent104(st)
    _t107 = 0
    for _t110 in _t109:
        _t112 = (_subsets106(st, _l0, _t110) or ())
        st.budget -= len(_t112)
        if st.budget < 0: _spent104(st)
        _t111 = 0
        for _t113 in _t112:
            _t115 = (_t113 or ())
            st.budget -= len(_t115)
            if st.budget < 0: _spent104(st)
            _t114 = 0
            for _t116 in _t115:
                _t114 += min(_c107[_t116], 10)
            if (_t114 == 15):
                _t111 += 1
        _t107 += _t111
    return (2 * _t107)

# <rulerun cribbage.rules: pairs #32 d7859e29>
def _native(st, L):
    _t118 = (_subsets110(st, L[0], 2) or ())
    st.budget -= len(_t118)
    if st.budget < 0: _spent111(st)
    _t117 = 0
    for _t119 in _t118:
        if (_c112[_t119[0]] == _c112[_t119[1]]):
            _t117 += 1
    return (2 * _t117)

# <rulerun cribbage.rules: show #33 88c1b9b7>
def _loop(st, _t121):
    _t127 = (_t121 or ())
    st.budget -= len(_t127)
    if st.budget < 0: _spent119(st)
    _t129 = []
    for _t128 in _t127:
        _t129.append(_c120[_t128])
    _t129.sort()
    return _t129

# <rulerun cribbage.rules: show #34 bc8a24f4>
def _loop(st, _t121):
    _t131 = (_t121 or ())
    st.budget -= len(_t131)
    if st.budget < 0: _spent122(st)
    _t133 = []
    for _t132 in _t131:
        _t133.append(_c123[_t132])
    _t133.sort()
    return _t133

# <rulerun cribbage.rules: show #35 b52bfd6e>
def _loop(st, _t121):
    _t124 = ((list(range(1, _t123 + 1)) if (_t123 := (len((_t121 or ())) - 1)) - 1 < 1000000 else _range117(1, _t123)) or ())
    st.budget -= len(_t124)
    if st.budget < 0: _spent118(st)
    _t130 = _NOT_YET
    _t134 = _NOT_YET
    for _t125 in _t124:
        if not (((_t130 if _t130 is not _NOT_YET else (_t130 := _a121(st, _t121)))[_t125] == ((_t134 if _t134 is not _NOT_YET else (_t134 := _a124(st, _t121)))[0] + _t125))):
            return False
    return True

# <rulerun cribbage.rules: show #36 00b00859>
def _loop(st, L):
    _t120 = (_subsets115(st, L[0], 5) or ())
    st.budget -= len(_t120)
    if st.budget < 0: _spent116(st)
    _t122 = 0
    for _t121 in _t120:
        if _a125(st, _t121):
            _t122 += 1
    return _t122

# <rulerun cribbage.rules: show #37 411126c1>
def _loop(st, _t136):
    _t142 = (_t136 or ())
    st.budget -= len(_t142)
    if st.budget < 0: _spent131(st)
    _t144 = []
    for _t143 in _t142:
        _t144.append(_c132[_t143])
    _t144.sort()
    return _t144

# <rulerun cribbage.rules: show #38 8c769e2c>
def _loop(st, _t136):
    _t146 = (_t136 or ())
    st.budget -= len(_t146)
    if st.budget < 0: _spent134(st)
    _t148 = []
    for _t147 in _t146:
        _t148.append(_c135[_t147])
    _t148.sort()
    return _t148

# <rulerun cribbage.rules: show #39 fa9d95a9>
def _loop(st, _t136):
    _t139 = ((list(range(1, _t138 + 1)) if (_t138 := (len((_t136 or ())) - 1)) - 1 < 1000000 else _range129(1, _t138)) or ())
    st.budget -= len(_t139)
    if st.budget < 0: _spent130(st)
    _t145 = _NOT_YET
    _t149 = _NOT_YET
    for _t140 in _t139:
        if not (((_t145 if _t145 is not _NOT_YET else (_t145 := _a133(st, _t136)))[_t140] == ((_t149 if _t149 is not _NOT_YET else (_t149 := _a136(st, _t136)))[0] + _t140))):
            return False
    return True

# <rulerun cribbage.rules: show #40 fa2b4200>
def _loop(st, L):
    _t135 = (_subsets127(st, L[0], 5) or ())
    st.budget -= len(_t135)
    if st.budget < 0: _spent128(st)
    _t137 = 0
    for _t136 in _t135:
        if _a137(st, _t136):
            _t137 += 1
    return _t137

# <rulerun cribbage.rules: show #41 5d5b9da4>
def _loop(st, _t151):
    _t157 = (_t151 or ())
    st.budget -= len(_t157)
    if st.budget < 0: _spent143(st)
    _t159 = []
    for _t158 in _t157:
        _t159.append(_c144[_t158])
    _t159.sort()
    return _t159

# <rulerun cribbage.rules: show #42 7ac37ea2>
def _loop(st, _t151):
    _t161 = (_t151 or ())
    st.budget -= len(_t161)
    if st.budget < 0: _spent146(st)
    _t163 = []
    for _t162 in _t161:
        _t163.append(_c147[_t162])
    _t163.sort()
    return _t163

# <rulerun cribbage.rules: show #43 2a63504f>
def _loop(st, _t151):
    _t154 = ((list(range(1, _t153 + 1)) if (_t153 := (len((_t151 or ())) - 1)) - 1 < 1000000 else _range141(1, _t153)) or ())
    st.budget -= len(_t154)
    if st.budget < 0: _spent142(st)
    _t160 = _NOT_YET
    _t164 = _NOT_YET
    for _t155 in _t154:
        if not (((_t160 if _t160 is not _NOT_YET else (_t160 := _a145(st, _t151)))[_t155] == ((_t164 if _t164 is not _NOT_YET else (_t164 := _a148(st, _t151)))[0] + _t155))):
            return False
    return True

# <rulerun cribbage.rules: show #44 70db1a82>
def _loop(st, L):
    _t150 = (_subsets139(st, L[0], 4) or ())
    st.budget -= len(_t150)
    if st.budget < 0: _spent140(st)
    _t152 = 0
    for _t151 in _t150:
        if _a149(st, _t151):
            _t152 += 1
    return _t152

# <rulerun cribbage.rules: show #45 b16d826d>
def _loop(st, _t166):
    _t172 = (_t166 or ())
    st.budget -= len(_t172)
    if st.budget < 0: _spent155(st)
    _t174 = []
    for _t173 in _t172:
        _t174.append(_c156[_t173])
    _t174.sort()
    return _t174

# <rulerun cribbage.rules: show #46 147a83cd>
def _loop(st, _t166):
    _t176 = (_t166 or ())
    st.budget -= len(_t176)
    if st.budget < 0: _spent158(st)
    _t178 = []
    for _t177 in _t176:
        _t178.append(_c159[_t177])
    _t178.sort()
    return _t178

# <rulerun cribbage.rules: show #47 1105741b>
def _loop(st, _t166):
    _t169 = ((list(range(1, _t168 + 1)) if (_t168 := (len((_t166 or ())) - 1)) - 1 < 1000000 else _range153(1, _t168)) or ())
    st.budget -= len(_t169)
    if st.budget < 0: _spent154(st)
    _t175 = _NOT_YET
    _t179 = _NOT_YET
    for _t170 in _t169:
        if not (((_t175 if _t175 is not _NOT_YET else (_t175 := _a157(st, _t166)))[_t170] == ((_t179 if _t179 is not _NOT_YET else (_t179 := _a160(st, _t166)))[0] + _t170))):
            return False
    return True

# <rulerun cribbage.rules: show #48 9cddbf36>
def _loop(st, L):
    _t165 = (_subsets151(st, L[0], 4) or ())
    st.budget -= len(_t165)
    if st.budget < 0: _spent152(st)
    _t167 = 0
    for _t166 in _t165:
        if _a161(st, _t166):
            _t167 += 1
    return _t167

# <rulerun cribbage.rules: show #49 58880c9f>
def _loop(st, _t181):
    _t187 = (_t181 or ())
    st.budget -= len(_t187)
    if st.budget < 0: _spent167(st)
    _t189 = []
    for _t188 in _t187:
        _t189.append(_c168[_t188])
    _t189.sort()
    return _t189

# <rulerun cribbage.rules: show #50 f539b65e>
def _loop(st, _t181):
    _t191 = (_t181 or ())
    st.budget -= len(_t191)
    if st.budget < 0: _spent170(st)
    _t193 = []
    for _t192 in _t191:
        _t193.append(_c171[_t192])
    _t193.sort()
    return _t193

# <rulerun cribbage.rules: show #51 95b75f7b>
def _loop(st, _t181):
    _t184 = ((list(range(1, _t183 + 1)) if (_t183 := (len((_t181 or ())) - 1)) - 1 < 1000000 else _range165(1, _t183)) or ())
    st.budget -= len(_t184)
    if st.budget < 0: _spent166(st)
    _t190 = _NOT_YET
    _t194 = _NOT_YET
    for _t185 in _t184:
        if not (((_t190 if _t190 is not _NOT_YET else (_t190 := _a169(st, _t181)))[_t185] == ((_t194 if _t194 is not _NOT_YET else (_t194 := _a172(st, _t181)))[0] + _t185))):
            return False
    return True

# <rulerun cribbage.rules: show #52 f640086e>
def _loop(st, L):
    _t180 = (_subsets163(st, L[0], 3) or ())
    st.budget -= len(_t180)
    if st.budget < 0: _spent164(st)
    _t182 = 0
    for _t181 in _t180:
        if _a173(st, _t181):
            _t182 += 1
    return _t182

# <rulerun cribbage.rules: runs #53 c12752be>
def _native(st, L):
    st.budget -= 1
    if st.budget < 0: _spent114(st)
    return ((5 * _a126(st, L)) if (_a138(st, L) > 0) else ((4 * _a150(st, L)) if (_a162(st, L) > 0) else (3 * _a174(st, L))))

# <rulerun cribbage.rules: show #54 592144eb>
def _loop(st, L):
    _t195 = (L[1] or ())
    st.budget -= len(_t195)
    if st.budget < 0: _spent176(st)
    for _t196 in _t195:
        if not ((_c177[_t196] == _c177[L[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: show #55 f471f03b>
def _loop(st, L):
    _t198 = (L[1] or ())
    st.budget -= len(_t198)
    if st.budget < 0: _spent180(st)
    _t200 = 0
    for _t199 in _t198:
        if ((_c181[_t199] == 11) and (_c182[_t199] == _c182[L[2]])):
            _t200 += 1
    return _t200

# <rulerun cribbage.rules: show #56 46210cc6>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    L[1] = _st_zones[(7 + _l0)][:]
    L[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p184(st, [_l0, ((((_d108(st, [_joined109(L[1], [L[2]])]) + _d113(st, [_joined109(L[1], [L[2]])])) + _d175(st, [_joined109(L[1], [L[2]])])) + (0 if (not _a178(st, L)) else (5 if (_c179[L[2]] == _c179[L[1][0]]) else (0 if False else 4)))) + _a183(st, L)), 'the hand']) == 3: return 3

# <rulerun cribbage.rules: play_hand #57 ac184bae>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text187(_audience185(st), [_PlayerRef186(_st_vars[0]), ' deals']))
    _shuffle_zone188(st, 0)
    for _t201 in (_o189[_st_vars[0]] or []):
        L[2] = _t201
        _t202 = _st_zones[0][:-(6) - 1:-1]
        _t203 = (1 + _t201)
        if type(_t202) is list and _st_log is None:
            for _t204 in _t202:
                _t205 = _st_zones[_st_loc[_t204]]
                if _t205[-1] == _t204: _t205.pop()
                else: _t205.remove(_t204)
                _st_zones[_t203].append(_t204); _st_loc[_t204] = _t203
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
        elif _t202 is not None:
            _move_cards190(st, _t202, _t203, False)
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
        if _memo1: _memo1.clear()

# <rulerun cribbage.rules: play_hand #58 7585394c>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    _t206 = L[4]
    _t207 = 3
    if type(_t206) is list and st.log is None:
        for _t208 in _t206:
            _t209 = _st_zones[_st_loc[_t208]]
            if _t209[-1] == _t208: _t209.pop()
            else: _t209.remove(_t208)
            _st_zones[_t207].append(_t208); _st_loc[_t208] = _t207
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    elif _t206 is not None:
        _move_cards191(st, _t206, _t207, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun cribbage.rules: play_hand #59 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun cribbage.rules: play_hand #60 e693422f>
def _native(st, L):
    return 2

# <rulerun cribbage.rules: play_hand #61 105bb875>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    _t210 = _st_zones[(1 + L[3])][:]
    _t211 = L[3]
    _t213 = len(_t210); _t212 = _comb193(_t213, 2)
    if not _t212: _no_option194(_t211, 'cards for the crib')
    if _t212 > 1:
        _t214 = (yield _t212)
        _t215 = _PICKS195.get((_t213, 2)) or _picks196(_t213, 2)
        L[4] = list(_t215[_t214](_t210)) if _t215 else _option_at192(_t210, 2, False, _t214)
    else: L[4] = _option_at192(_t210, 2, False, 0) if _t212 else None
    _t216 = L[4]
    _t217 = 3
    if type(_t216) is list and st.log is None:
        for _t218 in _t216:
            _t219 = _st_zones[_st_loc[_t218]]
            if _t219[-1] == _t218: _t219.pop()
            else: _t219.remove(_t218)
            _st_zones[_t217].append(_t218); _st_loc[_t218] = _t217
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    elif _t216 is not None:
        _move_cards197(st, _t216, _t217, False)
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

# <rulerun cribbage.rules: play_hand #63 12f2b52c>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t222 = _st_zones[0]
    _t221 = 5
    if _st_log is None and _t222:
        _t220 = _t222.pop(); _st_zones[_t221].append(_t220); st.loc[_t220] = _t221
    elif _t222:
        _move_cards203(st, _t222[-1], _t221, False)
    if _st_log is not None: _st_log.append(_Text206(_audience204(st), ['the starter is ', _card_ref205(st, (_z[-1] if (_z := _st_zones[5]) else None))]))
    if (_c207[(_z[-1] if (_z := _st_zones[5]) else None)] == 11):
        if _p208(st, [st.vars[0], 2, 'his heels']) == 3: return 3

# <rulerun cribbage.rules: play_hand #64 bbfcf2f5>
def _loop(st, _i6):
    _t223 = (_i6[1] or ())
    st.budget -= len(_t223)
    if st.budget < 0: _spent213(st)
    for _t224 in _t223:
        if not ((_c214[_t224] == _c214[_i6[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #65 be4d526f>
def _loop(st, _i6):
    _t226 = (_i6[1] or ())
    st.budget -= len(_t226)
    if st.budget < 0: _spent217(st)
    _t228 = 0
    for _t227 in _t226:
        if ((_c218[_t227] == 11) and (_c219[_t227] == _c219[_i6[2]])):
            _t228 += 1
    return _t228

# <rulerun cribbage.rules: play_hand #66 47fc47a5>
def _loop(st, _i7):
    _t229 = (_i7[1] or ())
    st.budget -= len(_t229)
    if st.budget < 0: _spent222(st)
    for _t230 in _t229:
        if not ((_c223[_t230] == _c223[_i7[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #67 4ae2ec46>
def _loop(st, _i7):
    _t232 = (_i7[1] or ())
    st.budget -= len(_t232)
    if st.budget < 0: _spent225(st)
    _t234 = 0
    for _t233 in _t232:
        if ((_c226[_t233] == 11) and (_c227[_t233] == _c227[_i7[2]])):
            _t234 += 1
    return _t234

# <rulerun cribbage.rules: play_hand #68 9f2ea162>
def _loop(st, L):
    _l0 = L[0]
    _t239 = (_l0 or ())
    st.budget -= len(_t239)
    if st.budget < 0: _spent235(st)
    for _t240 in _t239:
        if not ((_c236[_t240] == _c236[_l0[0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #69 0ade766e>
def _loop(st, L):
    _l1 = L[1]
    _t242 = (L[0] or ())
    st.budget -= len(_t242)
    if st.budget < 0: _spent239(st)
    _t244 = 0
    for _t243 in _t242:
        if ((_c240[_t243] == 11) and (_c241[_t243] == _c241[_l1])):
            _t244 += 1
    return _t244

# <rulerun cribbage.rules: show_points #70 7c217119>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    st.budget -= 1
    if st.budget < 0: _spent230(st)
    return ((((_d231(st, [_joined232(_l0, [_l1])]) + _d233(st, [_joined232(_l0, [_l1])])) + _d234(st, [_joined232(_l0, [_l1])])) + (0 if (not _a237(st, L)) else (5 if (_c238[_l1] == _c238[_l0[0]]) else (0 if L[2] else 4)))) + _a242(st, L))

# <rulerun cribbage.rules: play_hand #71 3f564b53>
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
    _t235 = 3
    _t236 = 4
    if _st_log is None and _t235 != _t236:
        _t237 = _st_zones[_t235]; _st_zones[_t236] += _t237
        for _t238 in _t237: _st_loc[_t238] = _t236
        _t237.clear()
    else:
        _move_cards229(st, _st_zones[_t235][:], _t236, False)
    if _p221(st, [_st_vars[0], _d243(st, [_st_zones[4][:], (_z[-1] if (_z := _st_zones[5]) else None), True]), 'the crib']) == 3: return 3
    for _t245 in (_k244 or []):
        L[7] = _t245
        _t246 = (7 + _t245)
        _t247 = 0
        if _st_log is None and _t246 != _t247:
            _t248 = _st_zones[_t246]; _st_zones[_t247] += _t248
            for _t249 in _t248: _st_loc[_t249] = _t247
            _t248.clear()
        else:
            _move_cards229(st, _st_zones[_t246][:], _t247, False)
    _t250 = 4
    _t251 = 0
    if _st_log is None and _t250 != _t251:
        _t252 = _st_zones[_t250]; _st_zones[_t251] += _t252
        for _t253 in _t252: _st_loc[_t253] = _t251
        _t252.clear()
    else:
        _move_cards229(st, _st_zones[_t250][:], _t251, False)
    _t254 = 5
    _t255 = 0
    if _st_log is None and _t254 != _t255:
        _t256 = _st_zones[_t254]; _st_zones[_t255] += _t256
        for _t257 in _t256: _st_loc[_t257] = _t255
        _t256.clear()
    else:
        _move_cards229(st, _st_zones[_t254][:], _t255, False)

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

# <rulerun cribbage.rules: lay #79 f5474f1f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t258 in st.zones[(1 + L[0])]:
                if ((min(_c258[_t258], 10) + st.vars[1]) <= 31): _o.append(_t258)
            fr[1] = 1
            _t259 = L[0]
            _t260 = len(_o)
            if not _t260: _no_option260(_t259, 'card to play')
            if _t260 <= 1 and _st_log is None:
                L[1] = _o[0] if _t260 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t261 = st.chooser(_t260, _t259)
                else:
                    _t261 = _st_bits(_t260.bit_length())
                    while _t261 >= _t260: _t261 = _st_bits(_t260.bit_length())
                L[1] = _o[_t261]; st.decisions += 1
                if st.thread_player is not None: _answered261(st, _t261)
            elif _st_log is None: _pend262(st, L, _o, _t259); return True
            elif _decide263(st, L, _o, _t259): return True
            pc = 1
        if pc == 1:
            _r = _run264(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k265)

# <rulerun cribbage.rules: pegging #80 df92006d>
def _loop(st, L):
    _st_vars = st.vars
    for _t262 in st.zones[(1 + L[0])]:
        if ((min(_c271[_t262], 10) + _st_vars[1]) <= 31):
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

# <rulerun cribbage.rules: play_hand #83 234f6a46>
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
            _t264 = L[3]
            _t267 = len(_o); _t265 = _comb289(_t267, 2)
            if not _t265: _no_option290(_t264, 'cards for the crib')
            if _t265 <= 1 and _st_log is None:
                L[4] = _option_at291(_o, 2, False, 0) if _t265 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t266 = st.chooser(_t265, _t264)
                else:
                    _t266 = _st_bits(_t265.bit_length())
                    while _t266 >= _t265: _t266 = _st_bits(_t265.bit_length())
                _t268 = _PICKS292.get((_t267, 2)) or _picks293(_t267, 2)
                L[4] = list(_t268[_t266](_o)) if _t268 else _option_at291(_o, 2, False, _t266)
                st.decisions += 1
                if st.thread_player is not None: _answered294(st, _t266)
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

# <rulerun cribbage.rules: pegging #85 332cd3ad>
def _loop(st, L):
    _st_vars = st.vars
    for _t269 in st.zones[(1 + L[0])]:
        if ((min(_c317[_t269], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: lay #86 f097ded5>
def _loop(st, _t283):
    _st_zones = st.zones
    _t285 = (_st_zones[6][:-(_t283) - 1:-1] or ())
    st.budget -= len(_t285)
    if st.budget < 0: _spent337(st)
    for _t286 in _t285:
        if not ((_c338[_t286] == _c338[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #87 8f1c20a9>
def _loop(st):
    _st_zones = st.zones
    _t282 = (_k335 or ())
    st.budget -= len(_t282)
    if st.budget < 0: _spent336(st)
    _t284 = []
    for _t283 in _t282:
        if ((len(_st_zones[6]) >= _t283) and _a339(st, _t283)):
            _t284.append(_t283)
    return _t284

# <rulerun cribbage.rules: lay #88 47d4d987>
def _loop(st):
    _t288 = (_a340(st) or ())
    st.budget -= len(_t288)
    if st.budget < 0: _spent341(st)
    _t290 = None
    for _t289 in _t288:
        _t291 = _t289
        if _t290 is None or _t291 > _t290:
            _t290 = _t291
    return _t290

# <rulerun cribbage.rules: lay #89 cf3c21d9>
def _loop(st):
    _st_zones = st.zones
    _t292 = (_k344 or ())
    st.budget -= len(_t292)
    if st.budget < 0: _spent345(st)
    _t294 = []
    for _t293 in _t292:
        if ((len(_st_zones[6]) >= _t293) and _d346(st, [_st_zones[6][:-(_t293) - 1:-1]])):
            _t294.append(_t293)
    return _t294

# <rulerun cribbage.rules: lay #90 88b9b541>
def _loop(st):
    _t295 = (_joined343([0], _a347(st)) or ())
    st.budget -= len(_t295)
    if st.budget < 0: _spent348(st)
    _t297 = None
    for _t296 in _t295:
        _t298 = _t296
        if _t297 is None or _t298 > _t297:
            _t297 = _t298
    return _t297

# <rulerun cribbage.rules: lay #91 playout e1e191eb>
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
    _t271 = []
    for _t272 in _st_zones[(1 + _l0)]:
        if ((min(_c320[_t272], 10) + _st_vars[1]) <= 31): _t271.append(_t272)
    _t273 = _l0
    _t274 = len(_t271)
    if not _t274: _no_option323(_t273, 'card to play')
    if _t274 <= 1 and _st_log is None:
        L[1] = _t271[0] if _t274 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t275 = st.chooser(_t274, _t273)
        else:
            _t275 = _st_bits(_t274.bit_length())
            while _t275 >= _t274: _t275 = _st_bits(_t274.bit_length())
        L[1] = _t271[_t275]; st.decisions += 1
    elif _st_log is None: _pend324(st, L, _t271, _t273); raise _PlayoutCut321()
    elif _decide325(st, L, _t271, _t273): raise _PlayoutCut321()
    st.cvars[L[1]] = _l0
    _t276 = L[1]
    _t277 = 6
    if type(_t276) is int and _st_log is None:
        _t278 = _st_zones[(_t279 := _st_loc[_t276])]
        if _t278[-1] == _t276: _t278.pop()
        else: _t278.remove(_t276)
        _st_zones[_t277].append(_t276); _st_loc[_t276] = _t277
        _t280 = _leaving327[_t279]
        if _memo1 and _t280 & 2: _memo1.clear()
    elif _t276 is not None:
        _move_cards326(st, _t276, _t277, False)
        if _memo1: _memo1.clear()
    if _memo0: _memo0.clear()
    if _memo2: _memo2.clear()
    _st_vars[1] = (_t281 if -1000000000000000000 <= (_t281 := _st_vars[1] + min(_c320[L[1]], 10)) <= 1000000000000000000 else _beyond328(_t281))
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

# <rulerun cribbage.rules: pegging #93 44e82a64>
def _loop(st, L):
    _st_vars = st.vars
    for _t304 in st.zones[(1 + L[0])]:
        if ((min(_c375[_t304], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #94 bb609926>
def _loop(st, _t318):
    _st_zones = st.zones
    _t320 = (_st_zones[6][:-(_t318) - 1:-1] or ())
    st.budget -= len(_t320)
    if st.budget < 0: _spent394(st)
    for _t321 in _t320:
        if not ((_c395[_t321] == _c395[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #95 b084cc32>
def _loop(st):
    _st_zones = st.zones
    _t317 = (_k392 or ())
    st.budget -= len(_t317)
    if st.budget < 0: _spent393(st)
    _t319 = []
    for _t318 in _t317:
        if ((len(_st_zones[6]) >= _t318) and _a396(st, _t318)):
            _t319.append(_t318)
    return _t319

# <rulerun cribbage.rules: pegging #96 7ee3713c>
def _loop(st):
    _t323 = (_a397(st) or ())
    st.budget -= len(_t323)
    if st.budget < 0: _spent398(st)
    _t325 = None
    for _t324 in _t323:
        _t326 = _t324
        if _t325 is None or _t326 > _t325:
            _t325 = _t326
    return _t325

# <rulerun cribbage.rules: pegging #97 d385a7df>
def _loop(st):
    _st_zones = st.zones
    _t327 = (_k401 or ())
    st.budget -= len(_t327)
    if st.budget < 0: _spent402(st)
    _t329 = []
    for _t328 in _t327:
        if ((len(_st_zones[6]) >= _t328) and _d403(st, [_st_zones[6][:-(_t328) - 1:-1]])):
            _t329.append(_t328)
    return _t329

# <rulerun cribbage.rules: pegging #98 fe82ca88>
def _loop(st):
    _t330 = (_joined400([0], _a404(st)) or ())
    st.budget -= len(_t330)
    if st.budget < 0: _spent405(st)
    _t332 = None
    for _t331 in _t330:
        _t333 = _t331
        if _t332 is None or _t333 > _t332:
            _t332 = _t333
    return _t332

# <rulerun cribbage.rules: pegging #99 playout d5f3eadb>
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
            _t306 = []
            for _t307 in _st_zones[(1 + _i8l0)]:
                if ((min(_c377[_t307], 10) + _st_vars[1]) <= 31): _t306.append(_t307)
            _t308 = _i8l0
            _t309 = len(_t306)
            if not _t309: _no_option380(_t308, 'card to play')
            if _t309 <= 1 and _st_log is None:
                _i8[1] = _t306[0] if _t309 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t310 = st.chooser(_t309, _t308)
                else:
                    _t310 = _st_bits(_t309.bit_length())
                    while _t310 >= _t309: _t310 = _st_bits(_t309.bit_length())
                _i8[1] = _t306[_t310]; st.decisions += 1
            elif _st_log is None: _pend381(st, _i8, _t306, _t308); raise _PlayoutCut378()
            elif _decide382(st, _i8, _t306, _t308): raise _PlayoutCut378()
            _st_cvars[_i8[1]] = _i8l0
            _t311 = _i8[1]
            _t312 = 6
            if type(_t311) is int and _st_log is None:
                _t313 = _st_zones[(_t314 := _st_loc[_t311])]
                if _t313[-1] == _t311: _t313.pop()
                else: _t313.remove(_t311)
                _st_zones[_t312].append(_t311); _st_loc[_t311] = _t312
                _t315 = _leaving384[_t314]
                if _memo1 and _t315 & 2: _memo1.clear()
            elif _t311 is not None:
                _move_cards383(st, _t311, _t312, False)
                if _memo1: _memo1.clear()
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            _st_vars[1] = (_t316 if -1000000000000000000 <= (_t316 := _st_vars[1] + min(_c377[_i8[1]], 10)) <= 1000000000000000000 else _beyond385(_t316))
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
                for _t334 in _st_zones[6][:]:
                    _i9[2] = _t334
                    _t335 = _t334
                    _t336 = (7 + _st_cvars[_t334])
                    if type(_t335) is int and _st_log is None:
                        _t337 = _st_zones[(_t338 := _st_loc[_t335])]
                        if _t337[-1] == _t335: _t337.pop()
                        else: _t337.remove(_t335)
                        _st_zones[_t336].append(_t335); _st_loc[_t335] = _t336
                        _t339 = _leaving407[_t338]
                        if _memo0 and _t339 & 1: _memo0.clear()
                        if _memo1 and _t339 & 2: _memo1.clear()
                        if _memo2 and _t339 & 4: _memo2.clear()
                    elif _t335 is not None:
                        _move_cards383(st, _t335, _t336, False)
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
                for _t340 in _st_zones[6][:]:
                    _i10[2] = _t340
                    _t341 = _t340
                    _t342 = (7 + _st_cvars[_t340])
                    if type(_t341) is int and _st_log is None:
                        _t343 = _st_zones[(_t344 := _st_loc[_t341])]
                        if _t343[-1] == _t341: _t343.pop()
                        else: _t343.remove(_t341)
                        _st_zones[_t342].append(_t341); _st_loc[_t341] = _t342
                        _t345 = _leaving407[_t344]
                        if _memo0 and _t345 & 1: _memo0.clear()
                        if _memo1 and _t345 & 2: _memo1.clear()
                        if _memo2 and _t345 & 4: _memo2.clear()
                    elif _t341 is not None:
                        _move_cards383(st, _t341, _t342, False)
                        if _memo0: _memo0.clear()
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                L[0] = ((L[1] + 1) % 2)
    if (_st_vars[1] > 0):
        if _p391(st, [L[1], 1, 'the last card']) == 3: return 3
    _i11 = [None, None, None]
    _st_vars[1] = 0
    if _memo1: _memo1.clear()
    for _t346 in _st_zones[6][:]:
        _i11[2] = _t346
        _t347 = _t346
        _t348 = (7 + _st_cvars[_t346])
        if type(_t347) is int and _st_log is None:
            _t349 = _st_zones[(_t350 := _st_loc[_t347])]
            if _t349[-1] == _t347: _t349.pop()
            else: _t349.remove(_t347)
            _st_zones[_t348].append(_t347); _st_loc[_t347] = _t348
            _t351 = _leaving407[_t350]
            if _memo0 and _t351 & 1: _memo0.clear()
            if _memo1 and _t351 & 2: _memo1.clear()
            if _memo2 and _t351 & 4: _memo2.clear()
        elif _t347 is not None:
            _move_cards383(st, _t347, _t348, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun cribbage.rules: play_hand #100 f276266e>
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
            _t299 = L[3]
            _t302 = len(_o); _t300 = _comb364(_t302, 2)
            if not _t300: _no_option365(_t299, 'cards for the crib')
            if _t300 <= 1 and _st_log is None:
                L[4] = _option_at366(_o, 2, False, 0) if _t300 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t301 = st.chooser(_t300, _t299)
                else:
                    _t301 = _st_bits(_t300.bit_length())
                    while _t301 >= _t300: _t301 = _st_bits(_t300.bit_length())
                _t303 = _PICKS367.get((_t302, 2)) or _picks368(_t302, 2)
                L[4] = list(_t303[_t301](_o)) if _t303 else _option_at366(_o, 2, False, _t301)
                st.decisions += 1
                if st.thread_player is not None: _answered369(st, _t301)
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

