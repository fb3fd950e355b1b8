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

# <rulerun cribbage.rules: new_count #1 407b451a>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    st.vars[1] = 0
    if _memo6: _memo6.clear()
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
            _move_cards7(st, _t2, _t3, False)
        if _memo8: _memo8.clear()
        if _memo6: _memo6.clear()
        if _memo9: _memo9.clear()

# <rulerun cribbage.rules: lay #2 6d017a59>
def _loop(st, _t10):
    _st_zones = st.zones
    _t12 = (_st_zones[6][:-(_t10) - 1:-1] or ())
    _budget25[0] -= len(_t12)
    if _budget25[0] < 0: _spent26(st)
    for _t13 in _t12:
        if not ((_c27[_t13] == _c27[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #3 f255d61b>
def _loop(st):
    _st_zones = st.zones
    _t9 = (_k22 or ())
    _budget23[0] -= len(_t9)
    if _budget23[0] < 0: _spent24(st)
    _t11 = []
    for _t10 in _t9:
        if ((len(_st_zones[6]) >= _t10) and _a28(st, _t10)):
            _t11.append(_t10)
    return _t11

# <rulerun cribbage.rules: lay #4 1d8debc7>
def _loop(st):
    _t15 = (_a29(st) or ())
    _budget30[0] -= len(_t15)
    if _budget30[0] < 0: _spent31(st)
    _t17 = None
    for _t16 in _t15:
        _t18 = _t16
        if _t17 is None or _t18 > _t17:
            _t17 = _t18
    return _t17

# <rulerun cribbage.rules: lay #5 1a985593>
def _loop(st, L):
    _t25 = (L[0] or ())
    _budget40[0] -= len(_t25)
    if _budget40[0] < 0: _spent41(st)
    _t27 = []
    for _t26 in _t25:
        _t27.append(_c42[_t26])
    _t27.sort()
    return _t27

# <rulerun cribbage.rules: lay #6 d3d3b135>
def _loop(st, L):
    _t30 = (L[0] or ())
    _budget44[0] -= len(_t30)
    if _budget44[0] < 0: _spent45(st)
    _t32 = []
    for _t31 in _t30:
        _t32.append(_c46[_t31])
    _t32.sort()
    return _t32

# <rulerun cribbage.rules: is_run #7 5ac99040>
def _native(st, L):
    _budget37[0] -= 1
    if _budget37[0] < 0: _spent38(st)
    _t23 = (_range39(1, (len((L[0] or ())) - 1)) or ())
    _budget37[0] -= len(_t23)
    if _budget37[0] < 0: _spent38(st)
    _t28 = _NOT_YET
    _t29 = _NOT_YET
    _t33 = _NOT_YET
    _t34 = _NOT_YET
    _t22 = True
    for _t24 in _t23:
        if not (((_t29 if _t29 is not _NOT_YET else (_t29 := (_t28 if _t28 is not _NOT_YET else (_t28 := _a43(st, L)))))[_t24] == ((_t34 if _t34 is not _NOT_YET else (_t34 := (_t33 if _t33 is not _NOT_YET else (_t33 := _a47(st, L)))))[0] + _t24))):
            _t22 = False
            break
    return _t22

# <rulerun cribbage.rules: lay #8 c7a9694b>
def _loop(st):
    _st_zones = st.zones
    _t19 = (_k34 or ())
    _budget35[0] -= len(_t19)
    if _budget35[0] < 0: _spent36(st)
    _t21 = []
    for _t20 in _t19:
        if ((len(_st_zones[6]) >= _t20) and _d48(st, [_st_zones[6][:-(_t20) - 1:-1]])):
            _t21.append(_t20)
    return _t21

# <rulerun cribbage.rules: lay #9 1d9a15fb>
def _loop(st):
    _t35 = (_joined33([0], _a49(st)) or ())
    _budget50[0] -= len(_t35)
    if _budget50[0] < 0: _spent51(st)
    _t37 = None
    for _t36 in _t35:
        _t38 = _t36
        if _t37 is None or _t38 > _t37:
            _t37 = _t38
    return _t37

# <rulerun cribbage.rules: lay #10 5a93adde>
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
        _move_cards10(st, _t5, _t6, False)
    if _memo11: _memo11.clear()
    if _memo12: _memo12.clear()
    if _memo13: _memo13.clear()
    _st_vars[1] = (_t8 if -1000000000000000000 <= (_t8 := _st_vars[1] + min(_c14[_l1], 10)) <= 1000000000000000000 else _beyond15(_t8))
    if _memo12: _memo12.clear()
    if _st_log is not None: _st_log.append(_Text20(_audience16(st), [_PlayerRef17(_l0), ' lays ', _card_ref18(st, _l1), ': ', _plain19(_st_vars[1])]))
    if (_st_vars[1] == 15):
        if _p21(st, [_l0, 2, 'fifteen']) == 3: return 3
    if (_st_vars[1] == 31):
        if _p21(st, [_l0, 2, 'thirty-one']) == 3: return 3
    if _p21(st, [_l0, [0, 0, 2, 6, 12][(_memo11[None] if None in _memo11 else _memo11.setdefault(None, _a32(st)))], 'a pair']) == 3: return 3
    if _p21(st, [_l0, (_memo13[None] if None in _memo13 else _memo13.setdefault(None, _a52(st))), 'a run']) == 3: return 3

# <rulerun cribbage.rules: lay #11 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun cribbage.rules: lay #12 91f299a4>
def _native(st, L):
    return ((min(_c53[L[1]], 10) + st.vars[1]) <= 31)

# <rulerun cribbage.rules: lay #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: pegging #14 2e5602fe>
def _native(st, L):
    L[0] = ((st.vars[0] + 1) % 2)
    L[1] = L[0]

# <rulerun cribbage.rules: pegging #15 732e6470>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = L[0]
    if (_st_vars[1] == 31):
        _i0 = [None, None, None]
        _st_vars[1] = 0
        if _memo54: _memo54.clear()
        for _t39 in _st_zones[6][:]:
            _i0[2] = _t39
            _t40 = _t39
            _t41 = (7 + st.cvars[_t39])
            if type(_t40) is int and st.log is None:
                _t42 = _st_zones[_st_loc[_t40]]
                if _t42[-1] == _t40: _t42.pop()
                else: _t42.remove(_t40)
                _st_zones[_t41].append(_t40); _st_loc[_t40] = _t41
            elif _t40 is not None:
                _move_cards55(st, _t40, _t41, False)
            if _memo56: _memo56.clear()
            if _memo54: _memo54.clear()
            if _memo57: _memo57.clear()
    L[0] = ((L[0] + 1) % 2)

# <rulerun cribbage.rules: can_play #16 ffbaecdd>
def _native(st, L):
    _st_vars = st.vars
    _budget60[0] -= 1
    if _budget60[0] < 0: _spent61(st)
    _t43 = False
    for _t44 in st.zones[(1 + L[0])]:
        if ((min(_c62[_t44], 10) + _st_vars[1]) <= 31):
            _t43 = True
            break
    return _t43

# <rulerun cribbage.rules: pegging #17 9fe8724b>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not not _st_zones[(1 + L[0])]):
        if _st_log is not None: _tell58(st, (_player_text59(L[0]) + ' says go'), None)
    if _d63(st, [((L[0] + 1) % 2)]):
        L[0] = ((L[0] + 1) % 2)
    else:
        if (not not _st_zones[(1 + ((L[0] + 1) % 2))]):
            if _st_log is not None: _tell58(st, (_player_text59(((L[0] + 1) % 2)) + ' says go'), None)
        if _p64(st, [_l1, 1, 'the go']) == 3: return 3
        _i1 = [None, None, None]
        st.vars[1] = 0
        if _memo65: _memo65.clear()
        for _t45 in _st_zones[6][:]:
            _i1[2] = _t45
            _t46 = _t45
            _t47 = (7 + st.cvars[_t45])
            if type(_t46) is int and _st_log is None:
                _t48 = _st_zones[_st_loc[_t46]]
                if _t48[-1] == _t46: _t48.pop()
                else: _t48.remove(_t46)
                _st_zones[_t47].append(_t46); _st_loc[_t46] = _t47
            elif _t46 is not None:
                _move_cards66(st, _t46, _t47, False)
            if _memo67: _memo67.clear()
            if _memo65: _memo65.clear()
            if _memo68: _memo68.clear()
        L[0] = ((_l1 + 1) % 2)

# <rulerun cribbage.rules: pegging #18 3498e311>
def _loop(st, L):
    _st_vars = st.vars
    for _t49 in st.zones[(1 + L[0])]:
        if ((min(_c73[_t49], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: peg #19 playout 5a2983cf>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == 0):
        return 2
    _st_vars[2 + _l0] = (_t60 if -1000000000000000000 <= (_t60 := _st_vars[2 + _l0] + _l1) <= 1000000000000000000 else _beyond90(_t60))
    if _st_log is not None: _st_log.append(_Text94(_audience91(st), [_PlayerRef92(_l0), ' pegs ', _plain93(_l1), ' for ', _plain93(L[2]), ' (', _plain93(_st_vars[2 + _l0]), ')']))
    if (_st_vars[2 + _l0] >= 121):
        _end_game95(st, _l0, True); return 3

# <rulerun cribbage.rules: pegging #20 72b342a5>
def _loop(st, _t62):
    _st_zones = st.zones
    _t64 = (_st_zones[6][:-(_t62) - 1:-1] or ())
    _budget100[0] -= len(_t64)
    if _budget100[0] < 0: _spent101(st)
    for _t65 in _t64:
        if not ((_c102[_t65] == _c102[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #21 0b6178f4>
def _loop(st):
    _st_zones = st.zones
    _t61 = (_k97 or ())
    _budget98[0] -= len(_t61)
    if _budget98[0] < 0: _spent99(st)
    _t63 = []
    for _t62 in _t61:
        if ((len(_st_zones[6]) >= _t62) and _a103(st, _t62)):
            _t63.append(_t62)
    return _t63

# <rulerun cribbage.rules: pegging #22 2d9c6e98>
def _loop(st):
    _t67 = (_a104(st) or ())
    _budget105[0] -= len(_t67)
    if _budget105[0] < 0: _spent106(st)
    _t69 = None
    for _t68 in _t67:
        _t70 = _t68
        if _t69 is None or _t70 > _t69:
            _t69 = _t70
    return _t69

# <rulerun cribbage.rules: pegging #23 02a65079>
def _loop(st):
    _st_zones = st.zones
    _t71 = (_k109 or ())
    _budget110[0] -= len(_t71)
    if _budget110[0] < 0: _spent111(st)
    _t73 = []
    for _t72 in _t71:
        if ((len(_st_zones[6]) >= _t72) and _d112(st, [_st_zones[6][:-(_t72) - 1:-1]])):
            _t73.append(_t72)
    return _t73

# <rulerun cribbage.rules: pegging #24 72c3a993>
def _loop(st):
    _t74 = (_joined108([0], _a113(st)) or ())
    _budget114[0] -= len(_t74)
    if _budget114[0] < 0: _spent115(st)
    _t76 = None
    for _t75 in _t74:
        _t77 = _t75
        if _t76 is None or _t77 > _t76:
            _t76 = _t77
    return _t76

# <rulerun cribbage.rules: pegging #25 765ddd35>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while ((len(_st_zones[(1 + _k69[0])]) + len(_st_zones[(1 + _k70[1])])) > 0):
        _budget71[0] -= 1
        if _budget71[0] < 0: _spent72(st)
        if (_memo75[L[0]] if L[0] in _memo75 else _memo75.setdefault(L[0], _a74(st, L))):
            _i2l0 = L[0]
            _i2 = [_i2l0, None]
            _t51 = []
            for _t52 in _st_zones[(1 + _i2l0)]:
                if ((min(_c76[_t52], 10) + _st_vars[1]) <= 31): _t51.append(_t52)
            _t53 = _i2l0
            _t54 = len(_t51)
            if not _t54: _no_option79(_t53, 'card to play')
            if _t54 <= 1 and _st_log is None:
                _i2[1] = _t51[0] if _t54 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t55 = st.chooser(_t54, _t53)
                else:
                    _t55 = _st_bits(_t54.bit_length())
                    while _t55 >= _t54: _t55 = _st_bits(_t54.bit_length())
                _i2[1] = _t51[_t55]; st.decisions += 1
            elif _decide80(st, _i2, _t51, _t53): raise _PlayoutCut77()
            _st_cvars[_i2[1]] = _i2l0
            _t56 = _i2[1]
            _t57 = 6
            if type(_t56) is int and _st_log is None:
                _t58 = _st_zones[_st_loc[_t56]]
                if _t58[-1] == _t56: _t58.pop()
                else: _t58.remove(_t56)
                _st_zones[_t57].append(_t56); _st_loc[_t56] = _t57
            elif _t56 is not None:
                _move_cards81(st, _t56, _t57, False)
            if _memo82: _memo82.clear()
            if _memo75: _memo75.clear()
            if _memo83: _memo83.clear()
            _st_vars[1] = (_t59 if -1000000000000000000 <= (_t59 := _st_vars[1] + min(_c76[_i2[1]], 10)) <= 1000000000000000000 else _beyond84(_t59))
            if _memo75: _memo75.clear()
            if _st_log is not None: _st_log.append(_Text89(_audience85(st), [_PlayerRef86(_i2l0), ' lays ', _card_ref87(st, _i2[1]), ': ', _plain88(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p96(st, [_i2l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p96(st, [_i2l0, 2, 'thirty-one']) == 3: return 3
            if _p96(st, [_i2l0, [0, 0, 2, 6, 12][(_memo82[None] if None in _memo82 else _memo82.setdefault(None, _a107(st)))], 'a pair']) == 3: return 3
            if _p96(st, [_i2l0, (_memo83[None] if None in _memo83 else _memo83.setdefault(None, _a116(st))), 'a run']) == 3: return 3
            L[1] = L[0]
            if (_st_vars[1] == 31):
                _i3 = [None, None, None]
                _st_vars[1] = 0
                if _memo75: _memo75.clear()
                for _t78 in _st_zones[6][:]:
                    _i3[2] = _t78
                    _t79 = _t78
                    _t80 = (7 + _st_cvars[_t78])
                    if type(_t79) is int and _st_log is None:
                        _t81 = _st_zones[_st_loc[_t79]]
                        if _t81[-1] == _t79: _t81.pop()
                        else: _t81.remove(_t79)
                        _st_zones[_t80].append(_t79); _st_loc[_t79] = _t80
                    elif _t79 is not None:
                        _move_cards81(st, _t79, _t80, False)
                    if _memo82: _memo82.clear()
                    if _memo75: _memo75.clear()
                    if _memo83: _memo83.clear()
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell117(st, (_player_text118(L[0]) + ' says go'), None)
            if _d119(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if (not not _st_zones[(1 + ((L[0] + 1) % 2))]):
                    if _st_log is not None: _tell117(st, (_player_text118(((L[0] + 1) % 2)) + ' says go'), None)
                if _p96(st, [L[1], 1, 'the go']) == 3: return 3
                _i4 = [None, None, None]
                _st_vars[1] = 0
                if _memo75: _memo75.clear()
                for _t82 in _st_zones[6][:]:
                    _i4[2] = _t82
                    _t83 = _t82
                    _t84 = (7 + _st_cvars[_t82])
                    if type(_t83) is int and _st_log is None:
                        _t85 = _st_zones[_st_loc[_t83]]
                        if _t85[-1] == _t83: _t85.pop()
                        else: _t85.remove(_t83)
                        _st_zones[_t84].append(_t83); _st_loc[_t83] = _t84
                    elif _t83 is not None:
                        _move_cards81(st, _t83, _t84, False)
                    if _memo82: _memo82.clear()
                    if _memo75: _memo75.clear()
                    if _memo83: _memo83.clear()
                L[0] = ((L[1] + 1) % 2)

# <rulerun cribbage.rules: pegging #26 dc9b2106>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if (_st_vars[1] > 0):
        if _p120(st, [L[1], 1, 'the last card']) == 3: return 3
    _i5 = [None, None, None]
    _st_vars[1] = 0
    if _memo121: _memo121.clear()
    for _t86 in _st_zones[6][:]:
        _i5[2] = _t86
        _t87 = _t86
        _t88 = (7 + st.cvars[_t86])
        if type(_t87) is int and st.log is None:
            _t89 = _st_zones[_st_loc[_t87]]
            if _t89[-1] == _t87: _t89.pop()
            else: _t89.remove(_t87)
            _st_zones[_t88].append(_t87); _st_loc[_t87] = _t88
        elif _t87 is not None:
            _move_cards122(st, _t87, _t88, False)
        if _memo123: _memo123.clear()
        if _memo121: _memo121.clear()
        if _memo124: _memo124.clear()

# <rulerun cribbage.rules: pegging #27 5eb576a7>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(1 + _k125[0])]) + len(_st_zones[(1 + _k126[1])])) > 0)

# <rulerun cribbage.rules: pegging #28 c3123826>
def _loop(st, L):
    _st_vars = st.vars
    for _t90 in st.zones[(1 + L[0])]:
        if ((min(_c127[_t90], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #29 e3b824af>
def _native(st, L):
    return _a128(st, L)

# <rulerun cribbage.rules: pegging #30 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun cribbage.rules: fifteens #31 119f7571>
def _native(st, L):
    _l0 = L[0]
    _budget129[0] -= 1
    if _budget129[0] < 0: _spent130(st)
    _t93 = (_range131(2, len((_l0 or ()))) or ())
    _budget129[0] -= len(_t93)
    if _budget129[0] < 0: _spent130(st)
    _t92 = 0
    for _t94 in _t93:
        _t96 = (_subsets132(st, _l0, _t94) or ())
        _budget129[0] -= len(_t96)
        if _budget129[0] < 0: _spent130(st)
        _t95 = 0
        for _t97 in _t96:
            _t99 = (_t97 or ())
            _budget129[0] -= len(_t99)
            if _budget129[0] < 0: _spent130(st)
            _t98 = 0
            for _t100 in _t99:
                _t98 += min(_c133[_t100], 10)
            if (_t98 == 15):
                _t95 += 1
        _t92 += _t95
    return (2 * _t92)

# <rulerun cribbage.rules: pairs #32 cbb1e0f1>
def _native(st, L):
    _t102 = (_subsets136(st, L[0], 2) or ())
    _budget137[0] -= len(_t102)
    if _budget137[0] < 0: _spent138(st)
    _t101 = 0
    for _t103 in _t102:
        if (_c139[_t103[0]] == _c139[_t103[1]]):
            _t101 += 1
    return (2 * _t101)

# <rulerun cribbage.rules: show #33 758c1cb0>
def _loop(st, _t105):
    _t110 = (_t105 or ())
    _budget149[0] -= len(_t110)
    if _budget149[0] < 0: _spent150(st)
    _t112 = []
    for _t111 in _t110:
        _t112.append(_c151[_t111])
    _t112.sort()
    return _t112

# <rulerun cribbage.rules: show #34 43f8d5a5>
def _loop(st, _t105):
    _t115 = (_t105 or ())
    _budget153[0] -= len(_t115)
    if _budget153[0] < 0: _spent154(st)
    _t117 = []
    for _t116 in _t115:
        _t117.append(_c155[_t116])
    _t117.sort()
    return _t117

# <rulerun cribbage.rules: show #35 6271ac84>
def _loop(st, _t105):
    _t107 = (_range146(1, (len((_t105 or ())) - 1)) or ())
    _budget147[0] -= len(_t107)
    if _budget147[0] < 0: _spent148(st)
    _t113 = _NOT_YET
    _t114 = _NOT_YET
    _t118 = _NOT_YET
    _t119 = _NOT_YET
    for _t108 in _t107:
        if not (((_t114 if _t114 is not _NOT_YET else (_t114 := (_t113 if _t113 is not _NOT_YET else (_t113 := _a152(st, _t105)))))[_t108] == ((_t119 if _t119 is not _NOT_YET else (_t119 := (_t118 if _t118 is not _NOT_YET else (_t118 := _a156(st, _t105)))))[0] + _t108))):
            return False
    return True

# <rulerun cribbage.rules: show #36 940e5ba7>
def _loop(st, L):
    _t104 = (_subsets143(st, L[0], 5) or ())
    _budget144[0] -= len(_t104)
    if _budget144[0] < 0: _spent145(st)
    _t106 = 0
    for _t105 in _t104:
        if _a157(st, _t105):
            _t106 += 1
    return _t106

# <rulerun cribbage.rules: show #37 f5560c3c>
def _loop(st, _t121):
    _t126 = (_t121 or ())
    _budget165[0] -= len(_t126)
    if _budget165[0] < 0: _spent166(st)
    _t128 = []
    for _t127 in _t126:
        _t128.append(_c167[_t127])
    _t128.sort()
    return _t128

# <rulerun cribbage.rules: show #38 0cc561e2>
def _loop(st, _t121):
    _t131 = (_t121 or ())
    _budget169[0] -= len(_t131)
    if _budget169[0] < 0: _spent170(st)
    _t133 = []
    for _t132 in _t131:
        _t133.append(_c171[_t132])
    _t133.sort()
    return _t133

# <rulerun cribbage.rules: show #39 0d013c8e>
def _loop(st, _t121):
    _t123 = (_range162(1, (len((_t121 or ())) - 1)) or ())
    _budget163[0] -= len(_t123)
    if _budget163[0] < 0: _spent164(st)
    _t129 = _NOT_YET
    _t130 = _NOT_YET
    _t134 = _NOT_YET
    _t135 = _NOT_YET
    for _t124 in _t123:
        if not (((_t130 if _t130 is not _NOT_YET else (_t130 := (_t129 if _t129 is not _NOT_YET else (_t129 := _a168(st, _t121)))))[_t124] == ((_t135 if _t135 is not _NOT_YET else (_t135 := (_t134 if _t134 is not _NOT_YET else (_t134 := _a172(st, _t121)))))[0] + _t124))):
            return False
    return True

# <rulerun cribbage.rules: show #40 ab299502>
def _loop(st, L):
    _t120 = (_subsets159(st, L[0], 5) or ())
    _budget160[0] -= len(_t120)
    if _budget160[0] < 0: _spent161(st)
    _t122 = 0
    for _t121 in _t120:
        if _a173(st, _t121):
            _t122 += 1
    return _t122

# <rulerun cribbage.rules: show #41 6223ab7e>
def _loop(st, _t137):
    _t142 = (_t137 or ())
    _budget181[0] -= len(_t142)
    if _budget181[0] < 0: _spent182(st)
    _t144 = []
    for _t143 in _t142:
        _t144.append(_c183[_t143])
    _t144.sort()
    return _t144

# <rulerun cribbage.rules: show #42 9b2dd41c>
def _loop(st, _t137):
    _t147 = (_t137 or ())
    _budget185[0] -= len(_t147)
    if _budget185[0] < 0: _spent186(st)
    _t149 = []
    for _t148 in _t147:
        _t149.append(_c187[_t148])
    _t149.sort()
    return _t149

# <rulerun cribbage.rules: show #43 a2850929>
def _loop(st, _t137):
    _t139 = (_range178(1, (len((_t137 or ())) - 1)) or ())
    _budget179[0] -= len(_t139)
    if _budget179[0] < 0: _spent180(st)
    _t145 = _NOT_YET
    _t146 = _NOT_YET
    _t150 = _NOT_YET
    _t151 = _NOT_YET
    for _t140 in _t139:
        if not (((_t146 if _t146 is not _NOT_YET else (_t146 := (_t145 if _t145 is not _NOT_YET else (_t145 := _a184(st, _t137)))))[_t140] == ((_t151 if _t151 is not _NOT_YET else (_t151 := (_t150 if _t150 is not _NOT_YET else (_t150 := _a188(st, _t137)))))[0] + _t140))):
            return False
    return True

# <rulerun cribbage.rules: show #44 771147ff>
def _loop(st, L):
    _t136 = (_subsets175(st, L[0], 4) or ())
    _budget176[0] -= len(_t136)
    if _budget176[0] < 0: _spent177(st)
    _t138 = 0
    for _t137 in _t136:
        if _a189(st, _t137):
            _t138 += 1
    return _t138

# <rulerun cribbage.rules: show #45 fa98dd79>
def _loop(st, _t153):
    _t158 = (_t153 or ())
    _budget197[0] -= len(_t158)
    if _budget197[0] < 0: _spent198(st)
    _t160 = []
    for _t159 in _t158:
        _t160.append(_c199[_t159])
    _t160.sort()
    return _t160

# <rulerun cribbage.rules: show #46 d51b215e>
def _loop(st, _t153):
    _t163 = (_t153 or ())
    _budget201[0] -= len(_t163)
    if _budget201[0] < 0: _spent202(st)
    _t165 = []
    for _t164 in _t163:
        _t165.append(_c203[_t164])
    _t165.sort()
    return _t165

# <rulerun cribbage.rules: show #47 5643f5c2>
def _loop(st, _t153):
    _t155 = (_range194(1, (len((_t153 or ())) - 1)) or ())
    _budget195[0] -= len(_t155)
    if _budget195[0] < 0: _spent196(st)
    _t161 = _NOT_YET
    _t162 = _NOT_YET
    _t166 = _NOT_YET
    _t167 = _NOT_YET
    for _t156 in _t155:
        if not (((_t162 if _t162 is not _NOT_YET else (_t162 := (_t161 if _t161 is not _NOT_YET else (_t161 := _a200(st, _t153)))))[_t156] == ((_t167 if _t167 is not _NOT_YET else (_t167 := (_t166 if _t166 is not _NOT_YET else (_t166 := _a204(st, _t153)))))[0] + _t156))):
            return False
    return True

# <rulerun cribbage.rules: show #48 1edca77b>
def _loop(st, L):
    _t152 = (_subsets191(st, L[0], 4) or ())
    _budget192[0] -= len(_t152)
    if _budget192[0] < 0: _spent193(st)
    _t154 = 0
    for _t153 in _t152:
        if _a205(st, _t153):
            _t154 += 1
    return _t154

# <rulerun cribbage.rules: show #49 145a77cc>
def _loop(st, _t169):
    _t174 = (_t169 or ())
    _budget213[0] -= len(_t174)
    if _budget213[0] < 0: _spent214(st)
    _t176 = []
    for _t175 in _t174:
        _t176.append(_c215[_t175])
    _t176.sort()
    return _t176

# <rulerun cribbage.rules: show #50 2ca5f5c3>
def _loop(st, _t169):
    _t179 = (_t169 or ())
    _budget217[0] -= len(_t179)
    if _budget217[0] < 0: _spent218(st)
    _t181 = []
    for _t180 in _t179:
        _t181.append(_c219[_t180])
    _t181.sort()
    return _t181

# <rulerun cribbage.rules: show #51 0b8295e1>
def _loop(st, _t169):
    _t171 = (_range210(1, (len((_t169 or ())) - 1)) or ())
    _budget211[0] -= len(_t171)
    if _budget211[0] < 0: _spent212(st)
    _t177 = _NOT_YET
    _t178 = _NOT_YET
    _t182 = _NOT_YET
    _t183 = _NOT_YET
    for _t172 in _t171:
        if not (((_t178 if _t178 is not _NOT_YET else (_t178 := (_t177 if _t177 is not _NOT_YET else (_t177 := _a216(st, _t169)))))[_t172] == ((_t183 if _t183 is not _NOT_YET else (_t183 := (_t182 if _t182 is not _NOT_YET else (_t182 := _a220(st, _t169)))))[0] + _t172))):
            return False
    return True

# <rulerun cribbage.rules: show #52 392e31bd>
def _loop(st, L):
    _t168 = (_subsets207(st, L[0], 3) or ())
    _budget208[0] -= len(_t168)
    if _budget208[0] < 0: _spent209(st)
    _t170 = 0
    for _t169 in _t168:
        if _a221(st, _t169):
            _t170 += 1
    return _t170

# <rulerun cribbage.rules: runs #53 40c3ce76>
def _native(st, L):
    _budget141[0] -= 1
    if _budget141[0] < 0: _spent142(st)
    return ((5 * _a158(st, L)) if (_a174(st, L) > 0) else ((4 * _a190(st, L)) if (_a206(st, L) > 0) else (3 * _a222(st, L))))

# <rulerun cribbage.rules: show #54 5b4d8a0c>
def _loop(st, L):
    _t184 = (L[1] or ())
    _budget224[0] -= len(_t184)
    if _budget224[0] < 0: _spent225(st)
    for _t185 in _t184:
        if not ((_c226[_t185] == _c226[L[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: show #55 ec5bb851>
def _loop(st, L):
    _t187 = (L[1] or ())
    _budget229[0] -= len(_t187)
    if _budget229[0] < 0: _spent230(st)
    _t189 = 0
    for _t188 in _t187:
        if ((_c231[_t188] == 11) and (_c232[_t188] == _c232[L[2]])):
            _t189 += 1
    return _t189

# <rulerun cribbage.rules: show #56 0594ff13>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    L[1] = _st_zones[(7 + _l0)][:]
    L[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p234(st, [_l0, ((((_d134(st, [_joined135(L[1], [L[2]])]) + _d140(st, [_joined135(L[1], [L[2]])])) + _d223(st, [_joined135(L[1], [L[2]])])) + (0 if (not _a227(st, L)) else (5 if (_c228[L[2]] == _c228[L[1][0]]) else (0 if False else 4)))) + _a233(st, L)), 'the hand']) == 3: return 3

# <rulerun cribbage.rules: play_hand #57 d3f80305>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text237(_audience235(st), [_PlayerRef236(_st_vars[0]), ' deals']))
    _shuffle_zone238(st, 0)
    for _t190 in (_o239[_st_vars[0]] or []):
        L[2] = _t190
        _t191 = _st_zones[0][:-(6) - 1:-1]
        _t192 = (1 + _t190)
        if type(_t191) is list and _st_log is None:
            for _t193 in _t191:
                _t194 = _st_zones[_st_loc[_t193]]
                if _t194[-1] == _t193: _t194.pop()
                else: _t194.remove(_t193)
                _st_zones[_t192].append(_t193); _st_loc[_t193] = _t192
        elif _t191 is not None:
            _move_cards240(st, _t191, _t192, False)
        if _memo241: _memo241.clear()
        if _memo242: _memo242.clear()
        if _memo243: _memo243.clear()

# <rulerun cribbage.rules: play_hand #58 b4143f79>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t195 = L[4]
    _t196 = 3
    if type(_t195) is list and st.log is None:
        for _t197 in _t195:
            _t198 = _st_zones[_st_loc[_t197]]
            if _t198[-1] == _t197: _t198.pop()
            else: _t198.remove(_t197)
            _st_zones[_t196].append(_t197); _st_loc[_t197] = _t196
    elif _t195 is not None:
        _move_cards244(st, _t195, _t196, False)
    if _memo245: _memo245.clear()
    if _memo246: _memo246.clear()
    if _memo247: _memo247.clear()

# <rulerun cribbage.rules: play_hand #59 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun cribbage.rules: play_hand #60 e693422f>
def _native(st, L):
    return 2

# <rulerun cribbage.rules: play_hand #61 09afdfa5>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t199 = _st_zones[(1 + L[3])][:]
    _t200 = L[3]
    _t202 = len(_t199); _t201 = _comb249(_t202, 2)
    if not _t201: _no_option250(_t200, 'cards for the crib')
    if _t201 > 1:
        _t203 = (yield _t201)
        _t204 = _PICKS251.get((_t202, 2)) or _picks252(_t202, 2)
        L[4] = list(_t204[_t203](_t199)) if _t204 else _option_at248(_t199, 2, False, _t203)
    else: L[4] = _option_at248(_t199, 2, False, 0) if _t201 else None
    _t205 = L[4]
    _t206 = 3
    if type(_t205) is list and st.log is None:
        for _t207 in _t205:
            _t208 = _st_zones[_st_loc[_t207]]
            if _t208[-1] == _t207: _t208.pop()
            else: _t208.remove(_t207)
            _st_zones[_t206].append(_t207); _st_loc[_t207] = _t206
    elif _t205 is not None:
        _move_cards253(st, _t205, _t206, False)
    if _memo254: _memo254.clear()
    if _memo255: _memo255.clear()
    if _memo256: _memo256.clear()

# <rulerun cribbage.rules: play_hand #62 1c2a2b79>
def _native(st, L):
    _st_bits = st.bits
    if st.log is not None or st.thread_player is not None: return 4
    _parts = []
    for _p in (_k260 or []):
        _l = L[:]; _l[3] = _p; st.thread_player = _p; _g = _part257(st, _l); _n = len(st.events)
        try:
            _parts.append((_p, _g, next(_g)))
        except _Stop258 as _e:
            if _e.value == 3: st.thread_player = None; return 3
        except _ExitTo259:
            del st.events[_n:]
    for _p, _g, _o in _parts:
        st.thread_player = st.inline_thread = _p; _n = len(st.events)
        try:
            while True:
                if st.decisions >= st.inline_until: raise _PlayoutCut261()
                if _st_bits is None: _a = st.chooser(_o, _p)
                else:
                    _a = _st_bits(_o.bit_length())
                    while _a >= _o: _a = _st_bits(_o.bit_length())
                st.decisions += 1; _o = _g.send(_a)
        except _Stop258 as _e:
            if _e.value == 3: st.thread_player = st.inline_thread = None; return 3
        except _ExitTo259:
            del st.events[_n:]
    st.thread_player = st.inline_thread = None

# <rulerun cribbage.rules: play_hand #63 98673c41>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t211 = _st_zones[0]
    _t210 = 5
    if _st_log is None and _t211:
        _t209 = _t211.pop(); _st_zones[_t210].append(_t209); st.loc[_t209] = _t210
    elif _t211:
        _move_cards262(st, _t211[-1], _t210, False)
    if _memo263: _memo263.clear()
    if _memo264: _memo264.clear()
    if _memo265: _memo265.clear()
    if _st_log is not None: _st_log.append(_Text268(_audience266(st), ['the starter is ', _card_ref267(st, (_z[-1] if (_z := _st_zones[5]) else None))]))
    if (_c269[(_z[-1] if (_z := _st_zones[5]) else None)] == 11):
        if _p270(st, [st.vars[0], 2, 'his heels']) == 3: return 3

# <rulerun cribbage.rules: play_hand #64 86f35a01>
def _loop(st, _i6):
    _t212 = (_i6[1] or ())
    _budget275[0] -= len(_t212)
    if _budget275[0] < 0: _spent276(st)
    for _t213 in _t212:
        if not ((_c277[_t213] == _c277[_i6[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #65 92b73e48>
def _loop(st, _i6):
    _t215 = (_i6[1] or ())
    _budget280[0] -= len(_t215)
    if _budget280[0] < 0: _spent281(st)
    _t217 = 0
    for _t216 in _t215:
        if ((_c282[_t216] == 11) and (_c283[_t216] == _c283[_i6[2]])):
            _t217 += 1
    return _t217

# <rulerun cribbage.rules: play_hand #66 84eec56a>
def _loop(st, _i7):
    _t218 = (_i7[1] or ())
    _budget286[0] -= len(_t218)
    if _budget286[0] < 0: _spent287(st)
    for _t219 in _t218:
        if not ((_c288[_t219] == _c288[_i7[1][0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #67 7d587c5d>
def _loop(st, _i7):
    _t221 = (_i7[1] or ())
    _budget290[0] -= len(_t221)
    if _budget290[0] < 0: _spent291(st)
    _t223 = 0
    for _t222 in _t221:
        if ((_c292[_t222] == 11) and (_c293[_t222] == _c293[_i7[2]])):
            _t223 += 1
    return _t223

# <rulerun cribbage.rules: play_hand #68 e419e4bc>
def _loop(st, L):
    _l0 = L[0]
    _t228 = (_l0 or ())
    _budget305[0] -= len(_t228)
    if _budget305[0] < 0: _spent306(st)
    for _t229 in _t228:
        if not ((_c307[_t229] == _c307[_l0[0]])):
            return False
    return True

# <rulerun cribbage.rules: play_hand #69 1bf129c6>
def _loop(st, L):
    _l1 = L[1]
    _t231 = (L[0] or ())
    _budget310[0] -= len(_t231)
    if _budget310[0] < 0: _spent311(st)
    _t233 = 0
    for _t232 in _t231:
        if ((_c312[_t232] == 11) and (_c313[_t232] == _c313[_l1])):
            _t233 += 1
    return _t233

# <rulerun cribbage.rules: show_points #70 410046cc>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _budget299[0] -= 1
    if _budget299[0] < 0: _spent300(st)
    return ((((_d301(st, [_joined302(_l0, [_l1])]) + _d303(st, [_joined302(_l0, [_l1])])) + _d304(st, [_joined302(_l0, [_l1])])) + (0 if (not _a308(st, L)) else (5 if (_c309[_l1] == _c309[_l0[0]]) else (0 if L[2] else 4)))) + _a314(st, L))

# <rulerun cribbage.rules: play_hand #71 4cb19077>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i6l0 = ((_st_vars[0] + 1) % 2)
    _i6 = [_i6l0, None, None]
    _i6[1] = _st_zones[(7 + _i6l0)][:]
    _i6[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p285(st, [_i6l0, ((((_d271(st, [_joined272(_i6[1], [_i6[2]])]) + _d273(st, [_joined272(_i6[1], [_i6[2]])])) + _d274(st, [_joined272(_i6[1], [_i6[2]])])) + (0 if (not _a278(st, _i6)) else (5 if (_c279[_i6[2]] == _c279[_i6[1][0]]) else (0 if False else 4)))) + _a284(st, _i6)), 'the hand']) == 3: return 3
    _i7l0 = _st_vars[0]
    _i7 = [_i7l0, None, None]
    _i7[1] = _st_zones[(7 + _i7l0)][:]
    _i7[2] = (_z[-1] if (_z := _st_zones[5]) else None)
    if _p285(st, [_i7l0, ((((_d271(st, [_joined272(_i7[1], [_i7[2]])]) + _d273(st, [_joined272(_i7[1], [_i7[2]])])) + _d274(st, [_joined272(_i7[1], [_i7[2]])])) + (0 if (not _a289(st, _i7)) else (5 if (_c279[_i7[2]] == _c279[_i7[1][0]]) else (0 if False else 4)))) + _a294(st, _i7)), 'the hand']) == 3: return 3
    _t224 = 3
    _t225 = 4
    if _st_log is None and _t224 != _t225:
        _t226 = _st_zones[_t224]; _st_zones[_t225] += _t226
        for _t227 in _t226: _st_loc[_t227] = _t225
        _t226.clear()
    else:
        _move_cards295(st, _st_zones[_t224][:], _t225, False)
    if _memo296: _memo296.clear()
    if _memo297: _memo297.clear()
    if _memo298: _memo298.clear()
    if _p285(st, [_st_vars[0], _d315(st, [_st_zones[4][:], (_z[-1] if (_z := _st_zones[5]) else None), True]), 'the crib']) == 3: return 3
    for _t234 in (_k316 or []):
        L[7] = _t234
        _t235 = (7 + _t234)
        _t236 = 0
        if _st_log is None and _t235 != _t236:
            _t237 = _st_zones[_t235]; _st_zones[_t236] += _t237
            for _t238 in _t237: _st_loc[_t238] = _t236
            _t237.clear()
        else:
            _move_cards295(st, _st_zones[_t235][:], _t236, False)
        if _memo296: _memo296.clear()
        if _memo297: _memo297.clear()
        if _memo298: _memo298.clear()
    _t239 = 4
    _t240 = 0
    if _st_log is None and _t239 != _t240:
        _t241 = _st_zones[_t239]; _st_zones[_t240] += _t241
        for _t242 in _t241: _st_loc[_t242] = _t240
        _t241.clear()
    else:
        _move_cards295(st, _st_zones[_t239][:], _t240, False)
    if _memo296: _memo296.clear()
    if _memo297: _memo297.clear()
    if _memo298: _memo298.clear()
    _t243 = 5
    _t244 = 0
    if _st_log is None and _t243 != _t244:
        _t245 = _st_zones[_t243]; _st_zones[_t244] += _t245
        for _t246 in _t245: _st_loc[_t246] = _t244
        _t245.clear()
    else:
        _move_cards295(st, _st_zones[_t243][:], _t244, False)
    if _memo296: _memo296.clear()
    if _memo297: _memo297.clear()
    if _memo298: _memo298.clear()

# <rulerun cribbage.rules: play_hand #72 97b1301e>
def _native(st, L):
    return _k317

# <rulerun cribbage.rules: play_hand #73 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun cribbage.rules: play #74 ef588d34>
def _native(st, L):
    st.vars[0] = _random_item318(st, _k319)

# <rulerun cribbage.rules: play #75 7cd9fb42>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[0] = ((_st_vars[0] + 1) % 2)

# <rulerun cribbage.rules: play #76 bb845a89>
def _native(st, L):
    return True

# <rulerun cribbage.rules: peg #77 bf5d4014>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run322(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k323)

# <rulerun cribbage.rules: new_count #78 8b441159>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run326(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k327)

# <rulerun cribbage.rules: lay #79 cb3e4ecf>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t247 in st.zones[(1 + L[0])]:
                if ((min(_c330[_t247], 10) + st.vars[1]) <= 31): _o.append(_t247)
            fr[1] = 1
            _t248 = L[0]
            _t249 = len(_o)
            if not _t249: _no_option332(_t248, 'card to play')
            if _t249 <= 1 and _st_log is None:
                L[1] = _o[0] if _t249 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t250 = st.chooser(_t249, _t248)
                else:
                    _t250 = _st_bits(_t249.bit_length())
                    while _t250 >= _t249: _t250 = _st_bits(_t249.bit_length())
                L[1] = _o[_t250]; st.decisions += 1
                if st.thread_player is not None: _answered333(st, _t250)
            elif _decide334(st, L, _o, _t248): return True
            pc = 1
        if pc == 1:
            _r = _run335(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k336)

# <rulerun cribbage.rules: pegging #80 adec25aa>
def _loop(st, L):
    _st_vars = st.vars
    for _t251 in st.zones[(1 + L[0])]:
        if ((min(_c343[_t251], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #81 06f71055>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT337[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run340(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((len(_st_zones[(1 + _k341[0])]) + len(_st_zones[(1 + _k342[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if (_memo345[L[0]] if L[0] in _memo345 else _memo345.setdefault(L[0], _a344(st, L))):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit346(_k347)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run348(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run349(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit339(_k, st, _d0): raise _Runaway338()
            continue
        if pc == 8:
            _r = _run350(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k351)

# <rulerun cribbage.rules: show #82 9cf22a3f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run354(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k355)

# <rulerun cribbage.rules: play_hand #83 b0b1b331>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run358(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step359(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t253 = L[3]
            _t256 = len(_o); _t254 = _comb361(_t256, 2)
            if not _t254: _no_option362(_t253, 'cards for the crib')
            if _t254 <= 1 and _st_log is None:
                L[4] = _option_at363(_o, 2, False, 0) if _t254 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t255 = st.chooser(_t254, _t253)
                else:
                    _t255 = _st_bits(_t254.bit_length())
                    while _t255 >= _t254: _t255 = _st_bits(_t254.bit_length())
                _t257 = _PICKS364.get((_t256, 2)) or _picks365(_t256, 2)
                L[4] = list(_t257[_t255](_o)) if _t257 else _option_at363(_o, 2, False, _t255)
                st.decisions += 1
                if st.thread_player is not None: _answered366(st, _t255)
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
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit369(_k370)
            fr[1] = 7; st.cur.append([3, 0, _a]); return None
        if pc == 7:
            _r = _run371(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k372)

# <rulerun cribbage.rules: play #84 258616fc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT373[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run376(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit377(_k378)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run379(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit375(_k, st, _d0): raise _Runaway374()
            continue
        if pc == 5:
            fr[1] = 6
            if _step380(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k381)

# <rulerun cribbage.rules: pegging #85 19a92005>
def _loop(st, L):
    _st_vars = st.vars
    for _t258 in st.zones[(1 + L[0])]:
        if ((min(_c389[_t258], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: lay #86 2d56be2a>
def _loop(st, _t270):
    _st_zones = st.zones
    _t272 = (_st_zones[6][:-(_t270) - 1:-1] or ())
    _budget413[0] -= len(_t272)
    if _budget413[0] < 0: _spent414(st)
    for _t273 in _t272:
        if not ((_c415[_t273] == _c415[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: lay #87 298d29b5>
def _loop(st):
    _st_zones = st.zones
    _t269 = (_k410 or ())
    _budget411[0] -= len(_t269)
    if _budget411[0] < 0: _spent412(st)
    _t271 = []
    for _t270 in _t269:
        if ((len(_st_zones[6]) >= _t270) and _a416(st, _t270)):
            _t271.append(_t270)
    return _t271

# <rulerun cribbage.rules: lay #88 9481e2d1>
def _loop(st):
    _t275 = (_a417(st) or ())
    _budget418[0] -= len(_t275)
    if _budget418[0] < 0: _spent419(st)
    _t277 = None
    for _t276 in _t275:
        _t278 = _t276
        if _t277 is None or _t278 > _t277:
            _t277 = _t278
    return _t277

# <rulerun cribbage.rules: lay #89 8b5a6267>
def _loop(st):
    _st_zones = st.zones
    _t279 = (_k422 or ())
    _budget423[0] -= len(_t279)
    if _budget423[0] < 0: _spent424(st)
    _t281 = []
    for _t280 in _t279:
        if ((len(_st_zones[6]) >= _t280) and _d425(st, [_st_zones[6][:-(_t280) - 1:-1]])):
            _t281.append(_t280)
    return _t281

# <rulerun cribbage.rules: lay #90 1d3f00d9>
def _loop(st):
    _t282 = (_joined421([0], _a426(st)) or ())
    _budget427[0] -= len(_t282)
    if _budget427[0] < 0: _spent428(st)
    _t284 = None
    for _t283 in _t282:
        _t285 = _t283
        if _t284 is None or _t285 > _t284:
            _t284 = _t285
    return _t284

# <rulerun cribbage.rules: lay #91 playout ad611644>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _budget392[0] -= 1
    if _budget392[0] < 0: _spent393(st)
    _t260 = []
    for _t261 in _st_zones[(1 + _l0)]:
        if ((min(_c394[_t261], 10) + _st_vars[1]) <= 31): _t260.append(_t261)
    _t262 = _l0
    _t263 = len(_t260)
    if not _t263: _no_option397(_t262, 'card to play')
    if _t263 <= 1 and _st_log is None:
        L[1] = _t260[0] if _t263 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t264 = st.chooser(_t263, _t262)
        else:
            _t264 = _st_bits(_t263.bit_length())
            while _t264 >= _t263: _t264 = _st_bits(_t263.bit_length())
        L[1] = _t260[_t264]; st.decisions += 1
    elif _decide398(st, L, _t260, _t262): raise _PlayoutCut395()
    st.cvars[L[1]] = _l0
    _t265 = L[1]
    _t266 = 6
    if type(_t265) is int and _st_log is None:
        _t267 = _st_zones[_st_loc[_t265]]
        if _t267[-1] == _t265: _t267.pop()
        else: _t267.remove(_t265)
        _st_zones[_t266].append(_t265); _st_loc[_t265] = _t266
    elif _t265 is not None:
        _move_cards399(st, _t265, _t266, False)
    if _memo400: _memo400.clear()
    if _memo401: _memo401.clear()
    if _memo402: _memo402.clear()
    _st_vars[1] = (_t268 if -1000000000000000000 <= (_t268 := _st_vars[1] + min(_c394[L[1]], 10)) <= 1000000000000000000 else _beyond403(_t268))
    if _memo401: _memo401.clear()
    if _st_log is not None: _st_log.append(_Text408(_audience404(st), [_PlayerRef405(_l0), ' lays ', _card_ref406(st, L[1]), ': ', _plain407(_st_vars[1])]))
    if (_st_vars[1] == 15):
        if _p409(st, [_l0, 2, 'fifteen']) == 3: return 3
    if (_st_vars[1] == 31):
        if _p409(st, [_l0, 2, 'thirty-one']) == 3: return 3
    if _p409(st, [_l0, [0, 0, 2, 6, 12][(_memo400[None] if None in _memo400 else _memo400.setdefault(None, _a420(st)))], 'a pair']) == 3: return 3
    if _p409(st, [_l0, (_memo402[None] if None in _memo402 else _memo402.setdefault(None, _a429(st))), 'a run']) == 3: return 3

# <rulerun cribbage.rules: pegging #92 7e6bedcf>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT382[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run385(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region386(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((len(_st_zones[(1 + _k387[0])]) + len(_st_zones[(1 + _k388[1])])) > 0):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            if (_memo391[L[0]] if L[0] in _memo391 else _memo391.setdefault(L[0], _a390(st, L))):
                pc = 3
            else:
                pc = 6
        if pc == 3:
            if st.thread_player == st.inline_thread:
                if _p430(st, [L[0], None]) == 3: return True
                pc = 4
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit431(_k432)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run433(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run434(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit384(_k, st, _d0): raise _Runaway383()
            continue
        if pc == 8:
            _r = _run435(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k436)

# <rulerun cribbage.rules: pegging #93 f4398185>
def _loop(st, L):
    _st_vars = st.vars
    for _t291 in st.zones[(1 + L[0])]:
        if ((min(_c455[_t291], 10) + _st_vars[1]) <= 31):
            return True
    return False

# <rulerun cribbage.rules: pegging #94 25d58e1a>
def _loop(st, _t303):
    _st_zones = st.zones
    _t305 = (_st_zones[6][:-(_t303) - 1:-1] or ())
    _budget476[0] -= len(_t305)
    if _budget476[0] < 0: _spent477(st)
    for _t306 in _t305:
        if not ((_c478[_t306] == _c478[(_z[-1] if (_z := _st_zones[6]) else None)])):
            return False
    return True

# <rulerun cribbage.rules: pegging #95 95c6f97d>
def _loop(st):
    _st_zones = st.zones
    _t302 = (_k473 or ())
    _budget474[0] -= len(_t302)
    if _budget474[0] < 0: _spent475(st)
    _t304 = []
    for _t303 in _t302:
        if ((len(_st_zones[6]) >= _t303) and _a479(st, _t303)):
            _t304.append(_t303)
    return _t304

# <rulerun cribbage.rules: pegging #96 80181ecb>
def _loop(st):
    _t308 = (_a480(st) or ())
    _budget481[0] -= len(_t308)
    if _budget481[0] < 0: _spent482(st)
    _t310 = None
    for _t309 in _t308:
        _t311 = _t309
        if _t310 is None or _t311 > _t310:
            _t310 = _t311
    return _t310

# <rulerun cribbage.rules: pegging #97 bc1f20e6>
def _loop(st):
    _st_zones = st.zones
    _t312 = (_k485 or ())
    _budget486[0] -= len(_t312)
    if _budget486[0] < 0: _spent487(st)
    _t314 = []
    for _t313 in _t312:
        if ((len(_st_zones[6]) >= _t313) and _d488(st, [_st_zones[6][:-(_t313) - 1:-1]])):
            _t314.append(_t313)
    return _t314

# <rulerun cribbage.rules: pegging #98 176bbb4f>
def _loop(st):
    _t315 = (_joined484([0], _a489(st)) or ())
    _budget490[0] -= len(_t315)
    if _budget490[0] < 0: _spent491(st)
    _t317 = None
    for _t316 in _t315:
        _t318 = _t316
        if _t317 is None or _t318 > _t317:
            _t317 = _t318
    return _t317

# <rulerun cribbage.rules: pegging #99 playout 316c7346>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _budget451[0] -= 1
    if _budget451[0] < 0: _spent452(st)
    L[0] = ((_st_vars[0] + 1) % 2)
    L[1] = L[0]
    while ((len(_st_zones[(1 + _k453[0])]) + len(_st_zones[(1 + _k454[1])])) > 0):
        _budget451[0] -= 1
        if _budget451[0] < 0: _spent452(st)
        if (_memo457[L[0]] if L[0] in _memo457 else _memo457.setdefault(L[0], _a456(st, L))):
            _i8l0 = L[0]
            _i8 = [_i8l0, None]
            _t293 = []
            for _t294 in _st_zones[(1 + _i8l0)]:
                if ((min(_c458[_t294], 10) + _st_vars[1]) <= 31): _t293.append(_t294)
            _t295 = _i8l0
            _t296 = len(_t293)
            if not _t296: _no_option461(_t295, 'card to play')
            if _t296 <= 1 and _st_log is None:
                _i8[1] = _t293[0] if _t296 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t297 = st.chooser(_t296, _t295)
                else:
                    _t297 = _st_bits(_t296.bit_length())
                    while _t297 >= _t296: _t297 = _st_bits(_t296.bit_length())
                _i8[1] = _t293[_t297]; st.decisions += 1
            elif _decide462(st, _i8, _t293, _t295): raise _PlayoutCut459()
            _st_cvars[_i8[1]] = _i8l0
            _t298 = _i8[1]
            _t299 = 6
            if type(_t298) is int and _st_log is None:
                _t300 = _st_zones[_st_loc[_t298]]
                if _t300[-1] == _t298: _t300.pop()
                else: _t300.remove(_t298)
                _st_zones[_t299].append(_t298); _st_loc[_t298] = _t299
            elif _t298 is not None:
                _move_cards463(st, _t298, _t299, False)
            if _memo464: _memo464.clear()
            if _memo457: _memo457.clear()
            if _memo465: _memo465.clear()
            _st_vars[1] = (_t301 if -1000000000000000000 <= (_t301 := _st_vars[1] + min(_c458[_i8[1]], 10)) <= 1000000000000000000 else _beyond466(_t301))
            if _memo457: _memo457.clear()
            if _st_log is not None: _st_log.append(_Text471(_audience467(st), [_PlayerRef468(_i8l0), ' lays ', _card_ref469(st, _i8[1]), ': ', _plain470(_st_vars[1])]))
            if (_st_vars[1] == 15):
                if _p472(st, [_i8l0, 2, 'fifteen']) == 3: return 3
            if (_st_vars[1] == 31):
                if _p472(st, [_i8l0, 2, 'thirty-one']) == 3: return 3
            if _p472(st, [_i8l0, [0, 0, 2, 6, 12][(_memo464[None] if None in _memo464 else _memo464.setdefault(None, _a483(st)))], 'a pair']) == 3: return 3
            if _p472(st, [_i8l0, (_memo465[None] if None in _memo465 else _memo465.setdefault(None, _a492(st))), 'a run']) == 3: return 3
            L[1] = L[0]
            if (_st_vars[1] == 31):
                _i9 = [None, None, None]
                _st_vars[1] = 0
                if _memo457: _memo457.clear()
                for _t319 in _st_zones[6][:]:
                    _i9[2] = _t319
                    _t320 = _t319
                    _t321 = (7 + _st_cvars[_t319])
                    if type(_t320) is int and _st_log is None:
                        _t322 = _st_zones[_st_loc[_t320]]
                        if _t322[-1] == _t320: _t322.pop()
                        else: _t322.remove(_t320)
                        _st_zones[_t321].append(_t320); _st_loc[_t320] = _t321
                    elif _t320 is not None:
                        _move_cards463(st, _t320, _t321, False)
                    if _memo464: _memo464.clear()
                    if _memo457: _memo457.clear()
                    if _memo465: _memo465.clear()
            L[0] = ((L[0] + 1) % 2)
        else:
            if (not not _st_zones[(1 + L[0])]):
                if _st_log is not None: _tell493(st, (_player_text494(L[0]) + ' says go'), None)
            if _d495(st, [((L[0] + 1) % 2)]):
                L[0] = ((L[0] + 1) % 2)
            else:
                if (not not _st_zones[(1 + ((L[0] + 1) % 2))]):
                    if _st_log is not None: _tell493(st, (_player_text494(((L[0] + 1) % 2)) + ' says go'), None)
                if _p472(st, [L[1], 1, 'the go']) == 3: return 3
                _i10 = [None, None, None]
                _st_vars[1] = 0
                if _memo457: _memo457.clear()
                for _t323 in _st_zones[6][:]:
                    _i10[2] = _t323
                    _t324 = _t323
                    _t325 = (7 + _st_cvars[_t323])
                    if type(_t324) is int and _st_log is None:
                        _t326 = _st_zones[_st_loc[_t324]]
                        if _t326[-1] == _t324: _t326.pop()
                        else: _t326.remove(_t324)
                        _st_zones[_t325].append(_t324); _st_loc[_t324] = _t325
                    elif _t324 is not None:
                        _move_cards463(st, _t324, _t325, False)
                    if _memo464: _memo464.clear()
                    if _memo457: _memo457.clear()
                    if _memo465: _memo465.clear()
                L[0] = ((L[1] + 1) % 2)
    if (_st_vars[1] > 0):
        if _p472(st, [L[1], 1, 'the last card']) == 3: return 3
    _i11 = [None, None, None]
    _st_vars[1] = 0
    if _memo457: _memo457.clear()
    for _t327 in _st_zones[6][:]:
        _i11[2] = _t327
        _t328 = _t327
        _t329 = (7 + _st_cvars[_t327])
        if type(_t328) is int and _st_log is None:
            _t330 = _st_zones[_st_loc[_t328]]
            if _t330[-1] == _t328: _t330.pop()
            else: _t330.remove(_t328)
            _st_zones[_t329].append(_t328); _st_loc[_t328] = _t329
        elif _t328 is not None:
            _move_cards463(st, _t328, _t329, False)
        if _memo464: _memo464.clear()
        if _memo457: _memo457.clear()
        if _memo465: _memo465.clear()

# <rulerun cribbage.rules: play_hand #100 475dd667>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run439(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region440(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step441(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[3])]
            fr[1] = 3
            _t286 = L[3]
            _t289 = len(_o); _t287 = _comb443(_t289, 2)
            if not _t287: _no_option444(_t286, 'cards for the crib')
            if _t287 <= 1 and _st_log is None:
                L[4] = _option_at445(_o, 2, False, 0) if _t287 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t288 = st.chooser(_t287, _t286)
                else:
                    _t288 = _st_bits(_t287.bit_length())
                    while _t288 >= _t287: _t288 = _st_bits(_t287.bit_length())
                _t290 = _PICKS446.get((_t289, 2)) or _picks447(_t289, 2)
                L[4] = list(_t290[_t288](_o)) if _t290 else _option_at445(_o, 2, False, _t288)
                st.decisions += 1
                if st.thread_player is not None: _answered448(st, _t288)
            elif _offer442(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run449(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run450(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p496(st, [None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit497(_k498)
                fr[1] = 7; st.cur.append([3, 0, _a]); return None
        if pc == 7:
            _r = _run499(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k500)

# <rulerun cribbage.rules: rank #101 a95737d4>
def _native(st, p):
    return (st.vars[2 + p], )

