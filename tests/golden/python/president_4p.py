# <rulerun president.rules: play_cards #0 1fc42e4f>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _st_vars = st.vars
    _st_zones = st.zones
    _t1 = (_range0(1, L[2]) or [])
    st.budget -= len(_t1)
    if st.budget < 0: _spent1(st)
    for _t0 in _t1:
        L[5] = _t0
        _t4 = None
        for _t5 in _st_zones[(1 + _l0)]:
            if (_c3[_t5] == _l1):
                _t4 = _t5
                break
        _t2 = _t4
        _t3 = 5
        if type(_t2) is int and _st_log is None:
            _t6 = _st_zones[_st_loc[_t2]]
            if _t6[-1] == _t2: _t6.pop()
            else: _t6.remove(_t2)
            _st_zones[_t3].append(_t2); _st_loc[_t2] = _t3
        elif _t2 is not None:
            _move_cards2(st, _t2, _t3, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
    if (not (not not _st_zones[(1 + _l0)])):
        _st_vars[9] = (_t7 if -1000000000000000000 <= (_t7 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond4(_t7))
        _st_vars[1 + _l0] = _st_vars[9]
        if _memo3: _memo3.clear()
        if _st_log is not None: _st_log.append(_Text8(_audience5(st), [_PlayerRef6(_l0), ' goes out, place ', _plain7(_st_vars[9])]))

# <rulerun president.rules: play_hand #1 794264a9>
def _native(st, L):
    _l0 = L[0]
    _memo0 = st.memos[0]
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    st.vars[0] = 0
    if _memo0: _memo0.clear()

# <rulerun president.rules: play_hand #2 ad77c98b>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _l5 = L[5]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _tell9(st, (_player_text10(_l1) + ' leads ' + _plain11(_l5) + ' of rank ' + _plain11(_l4)), None)
    _st_vars[0] = _l5
    if _memo0: _memo0.clear()
    _i0l0 = _l1
    _i0l1 = _l4
    _i0l2 = _l5
    _i0 = [_i0l0, _i0l1, _i0l2, None, None, None]
    _t9 = (_range12(1, _i0l2) or [])
    st.budget -= len(_t9)
    if st.budget < 0: _spent13(st)
    for _t8 in _t9:
        _i0[5] = _t8
        _t12 = None
        for _t13 in _st_zones[(1 + _i0l0)]:
            if (_c15[_t13] == _i0l1):
                _t12 = _t13
                break
        _t10 = _t12
        _t11 = 5
        if type(_t10) is int and _st_log is None:
            _t14 = _st_zones[_st_loc[_t10]]
            if _t14[-1] == _t10: _t14.pop()
            else: _t14.remove(_t10)
            _st_zones[_t11].append(_t10); _st_loc[_t10] = _t11
        elif _t10 is not None:
            _move_cards14(st, _t10, _t11, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
    if (not (not not _st_zones[(1 + _i0l0)])):
        _st_vars[9] = (_t15 if -1000000000000000000 <= (_t15 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond16(_t15))
        _st_vars[1 + _i0l0] = _st_vars[9]
        if _memo3: _memo3.clear()
        if _st_log is not None: _st_log.append(_Text19(_audience17(st), [_PlayerRef18(_i0l0), ' goes out, place ', _plain11(_st_vars[9])]))
    L[2] = _l1

# <rulerun president.rules: play_hand #3 89b7d118>
def _native(st, L):
    _l1 = L[1]
    _l6 = L[6]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _st_vars = st.vars
    _st_zones = st.zones
    if (_l6 is None):
        if _st_log is not None: _tell20(st, (_player_text21(_l1) + ' passes'), None)
        L[3] = (L[3] + [_l1])
        if len(L[3]) > 1000000: _too_long22(L[3])
    else:
        _i1l0 = _l1
        _i1l1 = _l6
        _i1l2 = _st_vars[0]
        _i1 = [_i1l0, _i1l1, _i1l2, None, None, None]
        _t17 = (_range23(1, _i1l2) or [])
        st.budget -= len(_t17)
        if st.budget < 0: _spent24(st)
        for _t16 in _t17:
            _i1[5] = _t16
            _t20 = None
            for _t21 in _st_zones[(1 + _i1l0)]:
                if (_c26[_t21] == _i1l1):
                    _t20 = _t21
                    break
            _t18 = _t20
            _t19 = 5
            if type(_t18) is int and _st_log is None:
                _t22 = _st_zones[_st_loc[_t18]]
                if _t22[-1] == _t18: _t22.pop()
                else: _t22.remove(_t18)
                _st_zones[_t19].append(_t18); _st_loc[_t18] = _t19
            elif _t18 is not None:
                _move_cards25(st, _t18, _t19, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
        if (not (not not _st_zones[(1 + _i1l0)])):
            _st_vars[9] = (_t23 if -1000000000000000000 <= (_t23 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond27(_t23))
            _st_vars[1 + _i1l0] = _st_vars[9]
            if _memo3: _memo3.clear()
            if _st_log is not None: _st_log.append(_Text31(_audience28(st), [_PlayerRef29(_i1l0), ' goes out, place ', _plain30(_st_vars[9])]))
        L[2] = _l1
        if (not False):
            L[3] = []

# <rulerun president.rules: play_hand #4 9f548527>
def _loop(st):
    _t25 = 0
    for _t24 in (_k32 or ()):
        if (not not st.zones[(1 + _t24)]):
            _t25 += 1
    return _t25

# <rulerun president.rules: play_hand #5 888f40ff>
def _loop(st, L):
    for _t33 in (_o38[L[2]] or ()):
        if (not not st.zones[(1 + _t33)]):
            return _t33
    return None

# <rulerun president.rules: play_hand #6 9a379a9b>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a33(st))) > 1):
        _t27 = L[3]
        _t26 = True
        for _t28 in (_k34 or ()):
            if not ((((not (not not _st_zones[(1 + _t28)])) or (_t28 == _l2)) or (_t28 in (_t27 or ())))):
                _t26 = False
                break
        if _t26:
            if _st_log is not None: _st_log.append(_Text36(_audience35(st), ['everyone else passes: the trick is over']))
            _t29 = 5
            _t30 = 6
            if _st_log is None and _t29 != _t30:
                _t31 = _st_zones[_t29]; _st_zones[_t30] += _t31
                for _t32 in _t31: st.loc[_t32] = _t30
                _t31.clear()
            else:
                _move_cards37(st, _st_zones[_t29][:], _t30, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            st.vars[0] = 0
            if _memo0: _memo0.clear()
            L[3] = []
            L[1] = (_l2 if (not not _st_zones[(1 + _l2)]) else _a39(st, L))
        else:
            _t36 = L[3]
            _t35 = None
            for _t37 in (_o40[L[1]] or ()):
                if (((not not _st_zones[(1 + _t37)]) and (_t37 != _l2)) and (not (_t37 in (_t36 or ())))):
                    _t35 = _t37
                    break
            L[1] = _t35

# <rulerun president.rules: play_hand #7 8d4c292b>
def _loop(st):
    _t39 = 0
    for _t38 in (_k41 or ()):
        if (not not st.zones[(1 + _t38)]):
            _t39 += 1
    return _t39

# <rulerun president.rules: play_hand #8 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #9 92dd8789>
def _loop(st, L):
    _t48 = 0
    for _t47 in st.zones[(1 + L[1])]:
        if (_c51[_t47] == L[4]):
            _t48 += 1
    return _t48

# <rulerun president.rules: play_hand #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #11 748f075d>
def _loop(st, L, _t61):
    _st_zones = st.zones
    _t63 = 0
    for _t62 in _st_zones[(1 + L[1])]:
        if ((_c64[_t62] == _t61) and (_c65[_t62] > _c65[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t63 += 1
    return _t63

# <rulerun president.rules: play_hand #12 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #13 52d17e2b>
def _loop(st):
    _t76 = 0
    for _t75 in (_k70 or ()):
        if (not not st.zones[(1 + _t75)]):
            _t76 += 1
    return _t76

# <rulerun president.rules: play_hand #14 a10b3b2f>
def _loop(st, L):
    for _t85 in (_o73[L[2]] or ()):
        if (not not st.zones[(1 + _t85)]):
            return _t85
    return None

# <rulerun president.rules: play_hand #15 b431d0c5>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _st_vars = st.vars
    _st_zones = st.zones
    while ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a42(st))) > 1):
        st.budget -= 1
        if st.budget < 0: _spent43(st)
        if (_st_vars[0] == 0):
            _t42 = _NOT_YET
            _t40 = []
            for _t41 in (_k44 or []):
                if ((_memo2[(L[1], _t41,)] if (L[1], _t41,) in _memo2 else _memo2.setdefault((L[1], _t41,), (_t42 if _t42 is not _NOT_YET else (_t42 := list(map(_c45.__getitem__, _st_zones[(1 + L[1])])))).count(_t41))) > 0): _t40.append(_t41)
            _t43 = L[1]
            _t44 = len(_t40)
            if not _t44: _no_option48(_t43, 'rank to lead')
            if _t44 <= 1 and _st_log is None:
                L[4] = _t40[0] if _t44 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t45 = st.chooser(_t44, _t43)
                else:
                    _t45 = _st_bits(_t44.bit_length())
                    while _t45 >= _t44: _t45 = _st_bits(_t44.bit_length())
                L[4] = _t40[_t45]; st.decisions += 1
            elif _decide49(st, L, _t40, _t43): raise _PlayoutCut46()
            _t46 = (_range50(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a52(st, L)))) or [])
            _t49 = L[1]
            _t50 = len(_t46)
            if not _t50: _no_option48(_t49, 'how many to lead')
            if _t50 <= 1 and _st_log is None:
                L[5] = _t46[0] if _t50 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t51 = st.chooser(_t50, _t49)
                else:
                    _t51 = _st_bits(_t50.bit_length())
                    while _t51 >= _t50: _t51 = _st_bits(_t50.bit_length())
                L[5] = _t46[_t51]; st.decisions += 1
            elif _decide54(st, L, _t46, _t49): raise _PlayoutCut46()
            if _st_log is not None: _tell55(st, (_player_text56(L[1]) + ' leads ' + _plain57(L[5]) + ' of rank ' + _plain57(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            _i2l0 = L[1]
            _i2l1 = L[4]
            _i2l2 = L[5]
            _i2 = [_i2l0, _i2l1, _i2l2, None, None, None]
            _t53 = (_range50(1, _i2l2) or [])
            st.budget -= len(_t53)
            if st.budget < 0: _spent43(st)
            for _t52 in _t53:
                _i2[5] = _t52
                _t56 = None
                for _t57 in _st_zones[(1 + _i2l0)]:
                    if (_c45[_t57] == _i2l1):
                        _t56 = _t57
                        break
                _t54 = _t56
                _t55 = 5
                if type(_t54) is int and _st_log is None:
                    _t58 = _st_zones[_st_loc[_t54]]
                    if _t58[-1] == _t54: _t58.pop()
                    else: _t58.remove(_t54)
                    _st_zones[_t55].append(_t54); _st_loc[_t54] = _t55
                elif _t54 is not None:
                    _move_cards58(st, _t54, _t55, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
            if (not (not not _st_zones[(1 + _i2l0)])):
                _st_vars[9] = (_t59 if -1000000000000000000 <= (_t59 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond59(_t59))
                _st_vars[1 + _i2l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text62(_audience60(st), [_PlayerRef61(_i2l0), ' goes out, place ', _plain57(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t60 = []
            for _t61 in (_k63 or []):
                if (_memo0[(L[1], _t61,)] if (L[1], _t61,) in _memo0 else _memo0.setdefault((L[1], _t61,), (_a66(st, L, _t61) >= _st_vars[0]))): _t60.append(_t61)
            _t64 = L[1]
            _t65 = len(_t60) + 1
            if _t65 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t66 = st.chooser(_t65, _t64)
                else:
                    _t66 = _st_bits(_t65.bit_length())
                    while _t66 >= _t65: _t66 = _st_bits(_t65.bit_length())
                L[6] = _t60[_t66 - 1] if _t66 else None; st.decisions += 1
            elif _decide68(st, L, _t60, _t64): raise _PlayoutCut46()
            if (L[6] is None):
                if _st_log is not None: _tell55(st, (_player_text56(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long69(L[3])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                _t68 = (_range50(1, _i3l2) or [])
                st.budget -= len(_t68)
                if st.budget < 0: _spent43(st)
                for _t67 in _t68:
                    _i3[5] = _t67
                    _t71 = None
                    for _t72 in _st_zones[(1 + _i3l0)]:
                        if (_c45[_t72] == _i3l1):
                            _t71 = _t72
                            break
                    _t69 = _t71
                    _t70 = 5
                    if type(_t69) is int and _st_log is None:
                        _t73 = _st_zones[_st_loc[_t69]]
                        if _t73[-1] == _t69: _t73.pop()
                        else: _t73.remove(_t69)
                        _st_zones[_t70].append(_t69); _st_loc[_t69] = _t70
                    elif _t69 is not None:
                        _move_cards58(st, _t69, _t70, False)
                    if _memo0: _memo0.clear()
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = (_t74 if -1000000000000000000 <= (_t74 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond59(_t74))
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text62(_audience60(st), [_PlayerRef61(_i3l0), ' goes out, place ', _plain57(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a71(st))) > 1):
            _t78 = L[2]
            _t79 = L[3]
            _t77 = True
            for _t80 in (_k72 or ()):
                if not ((((not (not not _st_zones[(1 + _t80)])) or (_t80 == _t78)) or (_t80 in (_t79 or ())))):
                    _t77 = False
                    break
            if _t77:
                if _st_log is not None: _st_log.append(_Text62(_audience60(st), ['everyone else passes: the trick is over']))
                _t81 = 5
                _t82 = 6
                if _st_log is None and _t81 != _t82:
                    _t83 = _st_zones[_t81]; _st_zones[_t82] += _t83
                    for _t84 in _t83: _st_loc[_t84] = _t82
                    _t83.clear()
                else:
                    _move_cards58(st, _st_zones[_t81][:], _t82, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a74(st, L))
            else:
                _t88 = L[2]
                _t89 = L[3]
                _t87 = None
                for _t90 in (_o75[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t90)]) and (_t90 != _t88)) and (not (_t90 in (_t89 or ())))):
                        _t87 = _t90
                        break
                L[1] = _t87

# <rulerun president.rules: play_hand #16 c5c26b2d>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _st_vars = st.vars
    _st_zones = st.zones
    _t91 = None
    for _t92 in (_k76 or ()):
        if (not not _st_zones[(1 + _t92)]):
            _t91 = _t92
            break
    L[7] = _t91
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text79(_audience77(st), [_PlayerRef78(L[7]), ' is the Scum']))
    _t93 = 5
    _t94 = 6
    if _st_log is None and _t93 != _t94:
        _t95 = _st_zones[_t93]; _st_zones[_t94] += _t95
        for _t96 in _t95: _st_loc[_t96] = _t94
        _t95.clear()
    else:
        _move_cards80(st, _st_zones[_t93][:], _t94, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    for _t97 in (_k81 or []):
        L[10] = _t97
        _t98 = (1 + _t97)
        _t99 = 6
        if _st_log is None and _t98 != _t99:
            _t100 = _st_zones[_t98]; _st_zones[_t99] += _t100
            for _t101 in _t100: _st_loc[_t101] = _t99
            _t100.clear()
        else:
            _move_cards80(st, _st_zones[_t98][:], _t99, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        _st_vars[5 + _t97] = (_t102 if -1000000000000000000 <= (_t102 := _st_vars[5 + _t97] + (4 - _st_vars[1 + _t97])) <= 1000000000000000000 else _beyond82(_t102))

# <rulerun president.rules: play_hand #17 072d556e>
def _loop(st):
    _t104 = 0
    for _t103 in (_k83 or ()):
        if (not not st.zones[(1 + _t103)]):
            _t104 += 1
    return _t104

# <rulerun president.rules: play_hand #18 e99acae9>
def _native(st, L):
    return (_a84(st) > 1)

# <rulerun president.rules: play_hand #19 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #20 de11e718>
def _native(st, L):
    return _k85

# <rulerun president.rules: play_hand #21 c479cceb>
def _loop(st, L):
    _l4 = L[4]
    _t106 = 0
    for _t105 in st.zones[(1 + L[1])]:
        if (_c86[_t105] == _l4):
            _t106 += 1
    return _t106

# <rulerun president.rules: play_hand #22 1c64fdf1>
def _native(st, L):
    return (_a87(st, L) > 0)

# <rulerun president.rules: play_hand #23 578b934c>
def _loop(st, L):
    _l4 = L[4]
    _t108 = 0
    for _t107 in st.zones[(1 + L[1])]:
        if (_c89[_t107] == _l4):
            _t108 += 1
    return _t108

# <rulerun president.rules: play_hand #24 c7fb3a5f>
def _native(st, L):
    return _range88(1, _a90(st, L))

# <rulerun president.rules: play_hand #25 fa16fd4b>
def _native(st, L):
    return _k91

# <rulerun president.rules: play_hand #26 e08a8dcf>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t110 = 0
    for _t109 in _st_zones[(1 + L[1])]:
        if ((_c92[_t109] == _l6) and (_c93[_t109] > _c93[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t110 += 1
    return _t110

# <rulerun president.rules: play_hand #27 4937502f>
def _native(st, L):
    return (_a94(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #28 d4081879>
def _loop(st, L):
    _t119 = None
    for _t118 in st.zones[(1 + L[0])]:
        _t120 = _c99[_t118]
        if _t119 is None or _t120 > _t119:
            _t119 = _t120
    return _t119

# <rulerun president.rules: exchange #29 78ffd60b>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t112 = (_range95(1, L[2]) or [])
    st.budget -= len(_t112)
    if st.budget < 0: _spent96(st)
    for _t111 in _t112:
        L[5] = _t111
        _t116 = _st_zones[(1 + _l0)]
        st.budget -= len(_t116)
        if st.budget < 0: _spent96(st)
        _t121 = _NOT_YET
        _t122 = _NOT_YET
        _t115 = None
        for _t117 in _t116:
            if (_c98[_t117] == (_t122 if _t122 is not _NOT_YET else (_t122 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, (_t121 if _t121 is not _NOT_YET else (_t121 := _a100(st, L)))))))):
                _t115 = _t117
                break
        _t113 = _t115
        _t114 = (1 + L[1])
        if type(_t113) is int and st.log is None:
            _t123 = _st_zones[_st_loc[_t113]]
            if _t123[-1] == _t113: _t123.pop()
            else: _t123.remove(_t113)
            _st_zones[_t114].append(_t113); _st_loc[_t113] = _t114
        elif _t113 is not None:
            _move_cards97(st, _t113, _t114, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()

# <rulerun president.rules: exchange #30 4446bf83>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t124 = L[6]
    _t125 = (1 + _l0)
    if type(_t124) is list and _st_log is None:
        for _t126 in _t124:
            _t127 = _st_zones[_st_loc[_t126]]
            if _t127[-1] == _t126: _t127.pop()
            else: _t127.remove(_t126)
            _st_zones[_t125].append(_t126); _st_loc[_t126] = _t125
    elif _t124 is not None:
        _move_cards101(st, _t124, _t125, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _st_log is not None: _st_log.append(_Text105(_audience102(st), [_PlayerRef103(_l0), ' and ', _PlayerRef103(L[1]), ' exchange ', _plain104(L[2]), ' card(s)']))

# <rulerun president.rules: exchange #31 8b4c62ef>
def _native(st, L):
    return (1 + L[1])

# <rulerun president.rules: exchange #32 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: exchange #33 4a732728>
def _native(st, L):
    return L[2]

# <rulerun president.rules: deal #34 31d40df5>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t128 = 6
    _t129 = 0
    if _st_log is None and _t128 != _t129:
        _t130 = _st_zones[_t128]; _st_zones[_t129] += _t130
        for _t131 in _t130: _st_loc[_t131] = _t129
        _t130.clear()
    else:
        _move_cards106(st, _st_zones[_t128][:], _t129, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    _shuffle_zone107(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent108(st)
        for _t132 in (_k109 or []):
            L[2] = _t132
            if not ((not not _st_zones[0])): continue
            _t135 = _st_zones[0]
            _t134 = (1 + _t132)
            if _st_log is None and _t135:
                _t133 = _t135.pop(); _st_zones[_t134].append(_t133); _st_loc[_t133] = _t134
            elif _t135:
                _move_cards106(st, _t135[-1], _t134, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()

# <rulerun president.rules: play #35 4e0658b0>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _shuffle_zone110(st, 0)
    _i4 = [None, None, None]
    _t136 = 6
    _t137 = 0
    if _st_log is None and _t136 != _t137:
        _t138 = _st_zones[_t136]; _st_zones[_t137] += _t138
        for _t139 in _t138: _st_loc[_t139] = _t137
        _t138.clear()
    else:
        _move_cards111(st, _st_zones[_t136][:], _t137, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    _shuffle_zone110(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent112(st)
        for _t140 in (_k113 or []):
            _i4[2] = _t140
            if not ((not not _st_zones[0])): continue
            _t143 = _st_zones[0]
            _t142 = (1 + _t140)
            if _st_log is None and _t143:
                _t141 = _t143.pop(); _st_zones[_t142].append(_t141); _st_loc[_t141] = _t142
            elif _t143:
                _move_cards111(st, _t143[-1], _t142, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
    _t145 = (_k114 or ())
    st.budget -= len(_t145)
    if st.budget < 0: _spent112(st)
    _t144 = None
    for _t146 in _t145:
        _t147 = False
        for _t148 in _st_zones[(1 + _t146)]:
            if (st.model.card_names[_t148] == '3 of clubs'):
                _t147 = True
                break
        if _t147:
            _t144 = _t146
            break
    L[0] = _t144
    if _st_log is not None: _tell115(st, (_player_text116(L[0]) + ' holds the 3 of clubs and leads'), None)

# <rulerun president.rules: play #36 d2ca7069>
def _loop(st):
    for _t149 in (_k120 or ()):
        if (st.vars[1 + _t149] == 1):
            return _t149
    return None

# <rulerun president.rules: holder_of #37 ba4a55af>
def _native(st, L):
    _t151 = None
    for _t152 in (_k123 or ()):
        if (st.vars[1 + _t152] == L[0]):
            _t151 = _t152
            break
    return _t151

# <rulerun president.rules: play #38 bc1440cd>
def _loop(st):
    for _t153 in (_k125 or ()):
        if (st.vars[1 + _t153] == 2):
            return _t153
    return None

# <rulerun president.rules: play #39 cc55d996>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text119(_audience117(st), ['hand ', _plain118(L[3])]))
    L[4] = _player122((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a121(st))), 4)
    L[5] = _player122(_d124(st, [4]), 4)
    L[6] = _player122((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a126(st))), 4)
    L[7] = _player122(_d124(st, [(4 - 1)]), 4)
    _st_vars[9] = 0
    for _t155 in (_k127 or []):
        L[10] = _t155
        _st_vars[1 + _t155] = 0
        if _memo3: _memo3.clear()
    _i5 = [None, None, None]
    _t156 = 6
    _t157 = 0
    if _st_log is None and _t156 != _t157:
        _t158 = _st_zones[_t156]; _st_zones[_t157] += _t158
        for _t159 in _t158: _st_loc[_t159] = _t157
        _t158.clear()
    else:
        _move_cards128(st, _st_zones[_t156][:], _t157, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    _shuffle_zone129(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent130(st)
        for _t160 in (_k131 or []):
            _i5[2] = _t160
            if not ((not not _st_zones[0])): continue
            _t163 = _st_zones[0]
            _t162 = (1 + _t160)
            if _st_log is None and _t163:
                _t161 = _t163.pop(); _st_zones[_t162].append(_t161); _st_loc[_t161] = _t162
            elif _t163:
                _move_cards128(st, _t163[-1], _t162, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()

# <rulerun president.rules: play #40 500f0c2a>
def _loop(st):
    for _t166 in (_k137 or ()):
        if (st.vars[1 + _t166] == 1):
            return _t166
    return None

# <rulerun president.rules: play #41 4de6e899>
def _loop(st):
    for _t168 in (_k141 or ()):
        if (st.vars[1 + _t168] == 2):
            return _t168
    return None

# <rulerun president.rules: play #42 8d1552b3>
def _loop(st, _i7l0):
    _t187 = None
    for _t186 in st.zones[(1 + _i7l0)]:
        _t188 = _c148[_t186]
        if _t187 is None or _t188 > _t187:
            _t187 = _t188
    return _t187

# <rulerun president.rules: exchange #43 828ed28f>
def _loop(st, L):
    _t205 = None
    for _t204 in st.zones[(1 + L[0])]:
        _t206 = _c157[_t204]
        if _t205 is None or _t206 > _t205:
            _t205 = _t206
    return _t205

# <rulerun president.rules: exchange #44 playout 135dce24>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t198 = (_range153(1, _l2) or [])
    st.budget -= len(_t198)
    if st.budget < 0: _spent154(st)
    for _t197 in _t198:
        L[5] = _t197
        _t202 = _st_zones[(1 + _l0)]
        st.budget -= len(_t202)
        if st.budget < 0: _spent154(st)
        _t207 = _NOT_YET
        _t208 = _NOT_YET
        _t201 = None
        for _t203 in _t202:
            if (_c156[_t203] == (_t208 if _t208 is not _NOT_YET else (_t208 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, (_t207 if _t207 is not _NOT_YET else (_t207 := _a158(st, L)))))))):
                _t201 = _t203
                break
        _t199 = _t201
        _t200 = (1 + _l1)
        if type(_t199) is int and _st_log is None:
            _t209 = _st_zones[_st_loc[_t199]]
            if _t209[-1] == _t199: _t209.pop()
            else: _t209.remove(_t199)
            _st_zones[_t200].append(_t199); _st_loc[_t199] = _t200
        elif _t199 is not None:
            _move_cards155(st, _t199, _t200, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
    _t210 = _st_zones[(1 + _l1)]
    if _offer160(st, L, _t210[:]): raise _PlayoutCut159()
    _t211 = L[6]
    _t212 = (1 + _l0)
    if type(_t211) is list and _st_log is None:
        for _t213 in _t211:
            _t214 = _st_zones[_st_loc[_t213]]
            if _t214[-1] == _t213: _t214.pop()
            else: _t214.remove(_t213)
            _st_zones[_t212].append(_t213); _st_loc[_t213] = _t212
    elif _t211 is not None:
        _move_cards155(st, _t211, _t212, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _st_log is not None: _st_log.append(_Text164(_audience161(st), [_PlayerRef162(_l0), ' and ', _PlayerRef162(_l1), ' exchange ', _plain163(_l2), ' card(s)']))

# <rulerun president.rules: play #45 4ab84a4e>
def _loop(st):
    _t216 = 0
    for _t215 in (_k166 or ()):
        if (not not st.zones[(1 + _t215)]):
            _t216 += 1
    return _t216

# <rulerun president.rules: play #46 fee4df79>
def _loop(st, _i8):
    _t225 = 0
    for _t224 in st.zones[(1 + _i8[1])]:
        if (_c173[_t224] == _i8[4]):
            _t225 += 1
    return _t225

# <rulerun president.rules: play #47 f530551d>
def _loop(st, _i8, _t238):
    _st_zones = st.zones
    _t240 = 0
    for _t239 in _st_zones[(1 + _i8[1])]:
        if ((_c181[_t239] == _t238) and (_c182[_t239] > _c182[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t240 += 1
    return _t240

# <rulerun president.rules: play #48 8f64a0b3>
def _loop(st):
    _t253 = 0
    for _t252 in (_k187 or ()):
        if (not not st.zones[(1 + _t252)]):
            _t253 += 1
    return _t253

# <rulerun president.rules: play #49 7bdecdf8>
def _loop(st, _i8):
    for _t262 in (_o190[_i8[2]] or ()):
        if (not not st.zones[(1 + _t262)]):
            return _t262
    return None

# <rulerun president.rules: play_hand #50 8c4dfe96>
def _loop(st):
    _t281 = 0
    for _t280 in (_k195 or ()):
        if (not not st.zones[(1 + _t280)]):
            _t281 += 1
    return _t281

# <rulerun president.rules: play_hand #51 71726ee9>
def _loop(st, L):
    _t290 = 0
    for _t289 in st.zones[(1 + L[1])]:
        if (_c205[_t289] == L[4]):
            _t290 += 1
    return _t290

# <rulerun president.rules: play_hand #52 c16a1538>
def _loop(st, L, _t303):
    _st_zones = st.zones
    _t305 = 0
    for _t304 in _st_zones[(1 + L[1])]:
        if ((_c218[_t304] == _t303) and (_c219[_t304] > _c219[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t305 += 1
    return _t305

# <rulerun president.rules: play_hand #53 0a5fdfe0>
def _loop(st):
    _t318 = 0
    for _t317 in (_k224 or ()):
        if (not not st.zones[(1 + _t317)]):
            _t318 += 1
    return _t318

# <rulerun president.rules: play_hand #54 19f40e30>
def _loop(st, L):
    for _t327 in (_o227[L[2]] or ()):
        if (not not st.zones[(1 + _t327)]):
            return _t327
    return None

# <rulerun president.rules: play_hand #55 playout baad14df>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    _st_vars[0] = 0
    if _memo0: _memo0.clear()
    while ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a196(st))) > 1):
        st.budget -= 1
        if st.budget < 0: _spent197(st)
        if (_st_vars[0] == 0):
            _t284 = _NOT_YET
            _t282 = []
            for _t283 in (_k198 or []):
                if ((_memo2[(L[1], _t283,)] if (L[1], _t283,) in _memo2 else _memo2.setdefault((L[1], _t283,), (_t284 if _t284 is not _NOT_YET else (_t284 := list(map(_c199.__getitem__, _st_zones[(1 + L[1])])))).count(_t283))) > 0): _t282.append(_t283)
            _t285 = L[1]
            _t286 = len(_t282)
            if not _t286: _no_option202(_t285, 'rank to lead')
            if _t286 <= 1 and _st_log is None:
                L[4] = _t282[0] if _t286 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t287 = st.chooser(_t286, _t285)
                else:
                    _t287 = _st_bits(_t286.bit_length())
                    while _t287 >= _t286: _t287 = _st_bits(_t286.bit_length())
                L[4] = _t282[_t287]; st.decisions += 1
            elif _decide203(st, L, _t282, _t285): raise _PlayoutCut200()
            _t288 = (_range204(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a206(st, L)))) or [])
            _t291 = L[1]
            _t292 = len(_t288)
            if not _t292: _no_option202(_t291, 'how many to lead')
            if _t292 <= 1 and _st_log is None:
                L[5] = _t288[0] if _t292 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t293 = st.chooser(_t292, _t291)
                else:
                    _t293 = _st_bits(_t292.bit_length())
                    while _t293 >= _t292: _t293 = _st_bits(_t292.bit_length())
                L[5] = _t288[_t293]; st.decisions += 1
            elif _decide208(st, L, _t288, _t291): raise _PlayoutCut200()
            if _st_log is not None: _tell209(st, (_player_text210(L[1]) + ' leads ' + _plain211(L[5]) + ' of rank ' + _plain211(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            _i11l0 = L[1]
            _i11l1 = L[4]
            _i11l2 = L[5]
            _i11 = [_i11l0, _i11l1, _i11l2, None, None, None]
            _t295 = (_range204(1, _i11l2) or [])
            st.budget -= len(_t295)
            if st.budget < 0: _spent197(st)
            for _t294 in _t295:
                _i11[5] = _t294
                _t298 = None
                for _t299 in _st_zones[(1 + _i11l0)]:
                    if (_c199[_t299] == _i11l1):
                        _t298 = _t299
                        break
                _t296 = _t298
                _t297 = 5
                if type(_t296) is int and _st_log is None:
                    _t300 = _st_zones[_st_loc[_t296]]
                    if _t300[-1] == _t296: _t300.pop()
                    else: _t300.remove(_t296)
                    _st_zones[_t297].append(_t296); _st_loc[_t296] = _t297
                elif _t296 is not None:
                    _move_cards212(st, _t296, _t297, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
            if (not (not not _st_zones[(1 + _i11l0)])):
                _st_vars[9] = (_t301 if -1000000000000000000 <= (_t301 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond213(_t301))
                _st_vars[1 + _i11l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text216(_audience214(st), [_PlayerRef215(_i11l0), ' goes out, place ', _plain211(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t302 = []
            for _t303 in (_k217 or []):
                if (_memo0[(L[1], _t303,)] if (L[1], _t303,) in _memo0 else _memo0.setdefault((L[1], _t303,), (_a220(st, L, _t303) >= _st_vars[0]))): _t302.append(_t303)
            _t306 = L[1]
            _t307 = len(_t302) + 1
            if _t307 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t308 = st.chooser(_t307, _t306)
                else:
                    _t308 = _st_bits(_t307.bit_length())
                    while _t308 >= _t307: _t308 = _st_bits(_t307.bit_length())
                L[6] = _t302[_t308 - 1] if _t308 else None; st.decisions += 1
            elif _decide222(st, L, _t302, _t306): raise _PlayoutCut200()
            if (L[6] is None):
                if _st_log is not None: _tell209(st, (_player_text210(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long223(L[3])
            else:
                _i12l0 = L[1]
                _i12l1 = L[6]
                _i12l2 = _st_vars[0]
                _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
                _t310 = (_range204(1, _i12l2) or [])
                st.budget -= len(_t310)
                if st.budget < 0: _spent197(st)
                for _t309 in _t310:
                    _i12[5] = _t309
                    _t313 = None
                    for _t314 in _st_zones[(1 + _i12l0)]:
                        if (_c199[_t314] == _i12l1):
                            _t313 = _t314
                            break
                    _t311 = _t313
                    _t312 = 5
                    if type(_t311) is int and _st_log is None:
                        _t315 = _st_zones[_st_loc[_t311]]
                        if _t315[-1] == _t311: _t315.pop()
                        else: _t315.remove(_t311)
                        _st_zones[_t312].append(_t311); _st_loc[_t311] = _t312
                    elif _t311 is not None:
                        _move_cards212(st, _t311, _t312, False)
                    if _memo0: _memo0.clear()
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                if (not (not not _st_zones[(1 + _i12l0)])):
                    _st_vars[9] = (_t316 if -1000000000000000000 <= (_t316 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond213(_t316))
                    _st_vars[1 + _i12l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text216(_audience214(st), [_PlayerRef215(_i12l0), ' goes out, place ', _plain211(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a225(st))) > 1):
            _t320 = L[2]
            _t321 = L[3]
            _t319 = True
            for _t322 in (_k226 or ()):
                if not ((((not (not not _st_zones[(1 + _t322)])) or (_t322 == _t320)) or (_t322 in (_t321 or ())))):
                    _t319 = False
                    break
            if _t319:
                if _st_log is not None: _st_log.append(_Text216(_audience214(st), ['everyone else passes: the trick is over']))
                _t323 = 5
                _t324 = 6
                if _st_log is None and _t323 != _t324:
                    _t325 = _st_zones[_t323]; _st_zones[_t324] += _t325
                    for _t326 in _t325: _st_loc[_t326] = _t324
                    _t325.clear()
                else:
                    _move_cards212(st, _st_zones[_t323][:], _t324, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a228(st, L))
            else:
                _t330 = L[2]
                _t331 = L[3]
                _t329 = None
                for _t332 in (_o229[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t332)]) and (_t332 != _t330)) and (not (_t332 in (_t331 or ())))):
                        _t329 = _t332
                        break
                L[1] = _t329
    _t333 = None
    for _t334 in (_k230 or ()):
        if (not not _st_zones[(1 + _t334)]):
            _t333 = _t334
            break
    L[7] = _t333
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text216(_audience214(st), [_PlayerRef215(L[7]), ' is the Scum']))
    _t335 = 5
    _t336 = 6
    if _st_log is None and _t335 != _t336:
        _t337 = _st_zones[_t335]; _st_zones[_t336] += _t337
        for _t338 in _t337: _st_loc[_t338] = _t336
        _t337.clear()
    else:
        _move_cards212(st, _st_zones[_t335][:], _t336, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    for _t339 in (_k231 or []):
        L[10] = _t339
        _t340 = (1 + _t339)
        _t341 = 6
        if _st_log is None and _t340 != _t341:
            _t342 = _st_zones[_t340]; _st_zones[_t341] += _t342
            for _t343 in _t342: _st_loc[_t343] = _t341
            _t342.clear()
        else:
            _move_cards212(st, _st_zones[_t340][:], _t341, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        _st_vars[5 + _t339] = (_t344 if -1000000000000000000 <= (_t344 := _st_vars[5 + _t339] + (4 - _st_vars[1 + _t339])) <= 1000000000000000000 else _beyond213(_t344))

# <rulerun president.rules: play #56 a3758706>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _st_vars = st.vars
    _st_zones = st.zones
    _t165 = (_range132(2, 3) or [])
    st.budget -= len(_t165)
    if st.budget < 0: _spent133(st)
    for _t164 in _t165:
        L[3] = _t164
        if _st_log is not None: _st_log.append(_Text136(_audience134(st), ['hand ', _plain135(_t164)]))
        L[4] = _player139((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a138(st))), 4)
        L[5] = _player139(_d140(st, [4]), 4)
        L[6] = _player139((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a142(st))), 4)
        L[7] = _player139(_d140(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t170 in (_k143 or []):
            L[10] = _t170
            _st_vars[1 + _t170] = 0
            if _memo3: _memo3.clear()
        _i6 = [None, None, None]
        _t171 = 6
        _t172 = 0
        if _st_log is None and _t171 != _t172:
            _t173 = _st_zones[_t171]; _st_zones[_t172] += _t173
            for _t174 in _t173: _st_loc[_t174] = _t172
            _t173.clear()
        else:
            _move_cards144(st, _st_zones[_t171][:], _t172, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        _shuffle_zone145(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent133(st)
            for _t175 in (_k146 or []):
                _i6[2] = _t175
                if not ((not not _st_zones[0])): continue
                _t178 = _st_zones[0]
                _t177 = (1 + _t175)
                if _st_log is None and _t178:
                    _t176 = _t178.pop(); _st_zones[_t177].append(_t176); _st_loc[_t176] = _t177
                elif _t178:
                    _move_cards144(st, _t178[-1], _t177, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
        if _p165(st, [L[5], L[4], 2, None, None, None, None]) == 3: return 3
        if (4 >= 4):
            if _p165(st, [L[7], L[6], 1, None, None, None, None]) == 3: return 3
        if _p232(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return 3

# <rulerun president.rules: play #57 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun president.rules: play #58 b06953ec>
def _native(st, L):
    return _range233(2, 3)

# <rulerun president.rules: play #59 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun president.rules: play #60 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun president.rules: play #61 e693422f>
def _native(st, L):
    return 2

# <rulerun president.rules: play #62 bd8c1cfc>
def _native(st, L):
    return (4 >= 4)

# <rulerun president.rules: play #63 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun president.rules: play #64 285c0647>
def _native(st, L):
    return L[6]

# <rulerun president.rules: play #65 ff528da8>
def _native(st, L):
    return 1

# <rulerun president.rules: play #66 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun president.rules: play_cards #67 b10ff812>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run236(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k237)

# <rulerun president.rules: play_hand #68 9d16bae4>
def _loop(st):
    _t346 = 0
    for _t345 in (_k241 or ()):
        if (not not st.zones[(1 + _t345)]):
            _t346 += 1
    return _t346

# <rulerun president.rules: play_hand #69 78504c68>
def _loop(st, L):
    _t353 = 0
    for _t352 in st.zones[(1 + L[1])]:
        if (_c250[_t352] == L[4]):
            _t353 += 1
    return _t353

# <rulerun president.rules: play_hand #70 9c9378e1>
def _loop(st, L, _t357):
    _st_zones = st.zones
    _t359 = 0
    for _t358 in _st_zones[(1 + L[1])]:
        if ((_c256[_t358] == _t357) and (_c257[_t358] > _c257[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t359 += 1
    return _t359

# <rulerun president.rules: play_hand #71 7cf68bb5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run240(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a242(st))) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t348 = _NOT_YET
            _o = []
            for _t347 in (_k243 or []):
                if ((_memo2[(L[1], _t347,)] if (L[1], _t347,) in _memo2 else _memo2.setdefault((L[1], _t347,), (_t348 if _t348 is not _NOT_YET else (_t348 := list(map(_c244.__getitem__, st.zones[(1 + L[1])])))).count(_t347))) > 0): _o.append(_t347)
            fr[1] = 4
            _t349 = L[1]
            _t350 = len(_o)
            if not _t350: _no_option246(_t349, 'rank to lead')
            if _t350 <= 1 and _st_log is None:
                L[4] = _o[0] if _t350 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t351 = st.chooser(_t350, _t349)
                else:
                    _t351 = _st_bits(_t350.bit_length())
                    while _t351 >= _t350: _t351 = _st_bits(_t350.bit_length())
                L[4] = _o[_t351]; st.decisions += 1
                if st.thread_player is not None: _answered247(st, _t351)
            elif _decide248(st, L, _o, _t349): return True
            pc = 4
        if pc == 4:
            _o = (_range249(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a251(st, L)))) or [])
            fr[1] = 5
            _t354 = L[1]
            _t355 = len(_o)
            if not _t355: _no_option246(_t354, 'how many to lead')
            if _t355 <= 1 and _st_log is None:
                L[5] = _o[0] if _t355 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t356 = st.chooser(_t355, _t354)
                else:
                    _t356 = _st_bits(_t355.bit_length())
                    while _t356 >= _t355: _t356 = _st_bits(_t355.bit_length())
                L[5] = _o[_t356]; st.decisions += 1
                if st.thread_player is not None: _answered247(st, _t356)
            elif _decide253(st, L, _o, _t354): return True
            pc = 5
        if pc == 5:
            _r = _run254(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t357 in (_k255 or []):
                if (_memo0[(L[1], _t357,)] if (L[1], _t357,) in _memo0 else _memo0.setdefault((L[1], _t357,), (_a258(st, L, _t357) >= _st_vars[0]))): _o.append(_t357)
            fr[1] = 8
            _t360 = L[1]
            _t361 = len(_o) + 1
            if _t361 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t362 = st.chooser(_t361, _t360)
                else:
                    _t362 = _st_bits(_t361.bit_length())
                    while _t362 >= _t361: _t362 = _st_bits(_t361.bit_length())
                L[6] = _o[_t362 - 1] if _t362 else None; st.decisions += 1
                if st.thread_player is not None: _answered247(st, _t362)
            elif _decide260(st, L, _o, _t360): return True
            pc = 8
        if pc == 8:
            _r = _run261(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run262(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit239(_k, st, _d0): raise _Runaway238()
            continue
        if pc == 11:
            _r = _run263(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k264)

# <rulerun president.rules: exchange #72 e8fc2071>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run267(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = st.zones[(1 + L[1])]
            fr[1] = 2
            if _offer268(st, L, _o[:]): return True
            pc = 2
        if pc == 2:
            _r = _run269(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k270)

# <rulerun president.rules: deal #73 b06bbfc5>
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

# <rulerun president.rules: play #74 817e4995>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run277(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit278(_k279)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            L[1] = (_range280(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run281(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], L[4], 2, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit278(_k282)
            fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [L[7], L[6], 1, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit278(_k283)
            fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            _a = [L[5], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit278(_k284)
            fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit276(_k, st, _d0): raise _Runaway275()
            continue
        if pc == 11:
            fr[1] = 12
            if _step285(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k286)

# <rulerun president.rules: play_hand #75 09c4fcf7>
def _loop(st):
    _t364 = 0
    for _t363 in (_k291 or ()):
        if (not not st.zones[(1 + _t363)]):
            _t364 += 1
    return _t364

# <rulerun president.rules: play_hand #76 5ab34ec0>
def _loop(st, L):
    _t371 = 0
    for _t370 in st.zones[(1 + L[1])]:
        if (_c300[_t370] == L[4]):
            _t371 += 1
    return _t371

# <rulerun president.rules: play_hand #77 34f5783b>
def _loop(st, L, _t375):
    _st_zones = st.zones
    _t377 = 0
    for _t376 in _st_zones[(1 + L[1])]:
        if ((_c306[_t376] == _t375) and (_c307[_t376] > _c307[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t377 += 1
    return _t377

# <rulerun president.rules: play_hand #78 d89e87e8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run289(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region290(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a292(st))) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t366 = _NOT_YET
            _o = []
            for _t365 in (_k293 or []):
                if ((_memo2[(L[1], _t365,)] if (L[1], _t365,) in _memo2 else _memo2.setdefault((L[1], _t365,), (_t366 if _t366 is not _NOT_YET else (_t366 := list(map(_c294.__getitem__, st.zones[(1 + L[1])])))).count(_t365))) > 0): _o.append(_t365)
            fr[1] = 4
            _t367 = L[1]
            _t368 = len(_o)
            if not _t368: _no_option296(_t367, 'rank to lead')
            if _t368 <= 1 and _st_log is None:
                L[4] = _o[0] if _t368 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t369 = st.chooser(_t368, _t367)
                else:
                    _t369 = _st_bits(_t368.bit_length())
                    while _t369 >= _t368: _t369 = _st_bits(_t368.bit_length())
                L[4] = _o[_t369]; st.decisions += 1
                if st.thread_player is not None: _answered297(st, _t369)
            elif _decide298(st, L, _o, _t367): return True
            pc = 4
        if pc == 4:
            _o = (_range299(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a301(st, L)))) or [])
            fr[1] = 5
            _t372 = L[1]
            _t373 = len(_o)
            if not _t373: _no_option296(_t372, 'how many to lead')
            if _t373 <= 1 and _st_log is None:
                L[5] = _o[0] if _t373 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t374 = st.chooser(_t373, _t372)
                else:
                    _t374 = _st_bits(_t373.bit_length())
                    while _t374 >= _t373: _t374 = _st_bits(_t373.bit_length())
                L[5] = _o[_t374]; st.decisions += 1
                if st.thread_player is not None: _answered297(st, _t374)
            elif _decide303(st, L, _o, _t372): return True
            pc = 5
        if pc == 5:
            _r = _run304(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t375 in (_k305 or []):
                if (_memo0[(L[1], _t375,)] if (L[1], _t375,) in _memo0 else _memo0.setdefault((L[1], _t375,), (_a308(st, L, _t375) >= _st_vars[0]))): _o.append(_t375)
            fr[1] = 8
            _t378 = L[1]
            _t379 = len(_o) + 1
            if _t379 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t380 = st.chooser(_t379, _t378)
                else:
                    _t380 = _st_bits(_t379.bit_length())
                    while _t380 >= _t379: _t380 = _st_bits(_t379.bit_length())
                L[6] = _o[_t380 - 1] if _t380 else None; st.decisions += 1
                if st.thread_player is not None: _answered297(st, _t380)
            elif _decide310(st, L, _o, _t378): return True
            pc = 8
        if pc == 8:
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run312(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit288(_k, st, _d0): raise _Runaway287()
            continue
        if pc == 11:
            _r = _run313(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k314)

# <rulerun president.rules: play #79 2407ac6c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run317(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p318(st, [L[0], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit319(_k320)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region321(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[1] = (_range322(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run323(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p324(st, [L[5], L[4], 2, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[4], 2, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit319(_k325)
                fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p324(st, [L[7], L[6], 1, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [L[7], L[6], 1, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit319(_k326)
                fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            if st.thread_player == st.inline_thread:
                if _p318(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[5], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit319(_k327)
                fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit316(_k, st, _d0): raise _Runaway315()
            continue
        if pc == 11:
            fr[1] = 12
            if _step328(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k329)

# <rulerun president.rules: rank #80 914c628d>
def _native(st, p):
    _st_vars = st.vars
    return (_st_vars[5 + p], (-_st_vars[1 + p]), )

