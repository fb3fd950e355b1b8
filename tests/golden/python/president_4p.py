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

# <rulerun president.rules: play_hand #13 d11924da>
def _loop(st):
    _t73 = 0
    for _t72 in (_k69 or ()):
        if (not not st.zones[(1 + _t72)]):
            _t73 += 1
    return _t73

# <rulerun president.rules: play_hand #14 ebe46cd4>
def _loop(st, L):
    for _t82 in (_o72[L[2]] or ()):
        if (not not st.zones[(1 + _t82)]):
            return _t82
    return None

# <rulerun president.rules: play_hand #15 f8b056ed>
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
            if _offer67(st, L, _t60): raise _PlayoutCut46()
            if (L[6] is None):
                if _st_log is not None: _tell55(st, (_player_text56(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long68(L[3])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                _t65 = (_range50(1, _i3l2) or [])
                st.budget -= len(_t65)
                if st.budget < 0: _spent43(st)
                for _t64 in _t65:
                    _i3[5] = _t64
                    _t68 = None
                    for _t69 in _st_zones[(1 + _i3l0)]:
                        if (_c45[_t69] == _i3l1):
                            _t68 = _t69
                            break
                    _t66 = _t68
                    _t67 = 5
                    if type(_t66) is int and _st_log is None:
                        _t70 = _st_zones[_st_loc[_t66]]
                        if _t70[-1] == _t66: _t70.pop()
                        else: _t70.remove(_t66)
                        _st_zones[_t67].append(_t66); _st_loc[_t66] = _t67
                    elif _t66 is not None:
                        _move_cards58(st, _t66, _t67, False)
                    if _memo0: _memo0.clear()
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = (_t71 if -1000000000000000000 <= (_t71 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond59(_t71))
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text62(_audience60(st), [_PlayerRef61(_i3l0), ' goes out, place ', _plain57(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a70(st))) > 1):
            _t75 = L[2]
            _t76 = L[3]
            _t74 = True
            for _t77 in (_k71 or ()):
                if not ((((not (not not _st_zones[(1 + _t77)])) or (_t77 == _t75)) or (_t77 in (_t76 or ())))):
                    _t74 = False
                    break
            if _t74:
                if _st_log is not None: _st_log.append(_Text62(_audience60(st), ['everyone else passes: the trick is over']))
                _t78 = 5
                _t79 = 6
                if _st_log is None and _t78 != _t79:
                    _t80 = _st_zones[_t78]; _st_zones[_t79] += _t80
                    for _t81 in _t80: _st_loc[_t81] = _t79
                    _t80.clear()
                else:
                    _move_cards58(st, _st_zones[_t78][:], _t79, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a73(st, L))
            else:
                _t85 = L[2]
                _t86 = L[3]
                _t84 = None
                for _t87 in (_o74[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t87)]) and (_t87 != _t85)) and (not (_t87 in (_t86 or ())))):
                        _t84 = _t87
                        break
                L[1] = _t84

# <rulerun president.rules: play_hand #16 25f67014>
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
    _t88 = None
    for _t89 in (_k75 or ()):
        if (not not _st_zones[(1 + _t89)]):
            _t88 = _t89
            break
    L[7] = _t88
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text78(_audience76(st), [_PlayerRef77(L[7]), ' is the Scum']))
    _t90 = 5
    _t91 = 6
    if _st_log is None and _t90 != _t91:
        _t92 = _st_zones[_t90]; _st_zones[_t91] += _t92
        for _t93 in _t92: _st_loc[_t93] = _t91
        _t92.clear()
    else:
        _move_cards79(st, _st_zones[_t90][:], _t91, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    for _t94 in (_k80 or []):
        L[10] = _t94
        _t95 = (1 + _t94)
        _t96 = 6
        if _st_log is None and _t95 != _t96:
            _t97 = _st_zones[_t95]; _st_zones[_t96] += _t97
            for _t98 in _t97: _st_loc[_t98] = _t96
            _t97.clear()
        else:
            _move_cards79(st, _st_zones[_t95][:], _t96, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        _st_vars[5 + _t94] = (_t99 if -1000000000000000000 <= (_t99 := _st_vars[5 + _t94] + (4 - _st_vars[1 + _t94])) <= 1000000000000000000 else _beyond81(_t99))

# <rulerun president.rules: play_hand #17 4bd21c05>
def _loop(st):
    _t101 = 0
    for _t100 in (_k82 or ()):
        if (not not st.zones[(1 + _t100)]):
            _t101 += 1
    return _t101

# <rulerun president.rules: play_hand #18 3777dc15>
def _native(st, L):
    return (_a83(st) > 1)

# <rulerun president.rules: play_hand #19 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #20 65d25e62>
def _native(st, L):
    return _k84

# <rulerun president.rules: play_hand #21 b0bd01dd>
def _loop(st, L):
    _l4 = L[4]
    _t103 = 0
    for _t102 in st.zones[(1 + L[1])]:
        if (_c85[_t102] == _l4):
            _t103 += 1
    return _t103

# <rulerun president.rules: play_hand #22 fafb683c>
def _native(st, L):
    return (_a86(st, L) > 0)

# <rulerun president.rules: play_hand #23 2ffaf911>
def _loop(st, L):
    _l4 = L[4]
    _t105 = 0
    for _t104 in st.zones[(1 + L[1])]:
        if (_c88[_t104] == _l4):
            _t105 += 1
    return _t105

# <rulerun president.rules: play_hand #24 8cc9378e>
def _native(st, L):
    return _range87(1, _a89(st, L))

# <rulerun president.rules: play_hand #25 feede2b8>
def _native(st, L):
    return _k90

# <rulerun president.rules: play_hand #26 5db6c2fd>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t107 = 0
    for _t106 in _st_zones[(1 + L[1])]:
        if ((_c91[_t106] == _l6) and (_c92[_t106] > _c92[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t107 += 1
    return _t107

# <rulerun president.rules: play_hand #27 64043e80>
def _native(st, L):
    return (_a93(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #28 7960a715>
def _loop(st, L):
    _t116 = None
    for _t115 in st.zones[(1 + L[0])]:
        _t117 = _c98[_t115]
        if _t116 is None or _t117 > _t116:
            _t116 = _t117
    return _t116

# <rulerun president.rules: exchange #29 8246e383>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t109 = (_range94(1, L[2]) or [])
    st.budget -= len(_t109)
    if st.budget < 0: _spent95(st)
    for _t108 in _t109:
        L[5] = _t108
        _t113 = _st_zones[(1 + _l0)]
        st.budget -= len(_t113)
        if st.budget < 0: _spent95(st)
        _t118 = _NOT_YET
        _t119 = _NOT_YET
        _t112 = None
        for _t114 in _t113:
            if (_c97[_t114] == (_t119 if _t119 is not _NOT_YET else (_t119 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, (_t118 if _t118 is not _NOT_YET else (_t118 := _a99(st, L)))))))):
                _t112 = _t114
                break
        _t110 = _t112
        _t111 = (1 + L[1])
        if type(_t110) is int and st.log is None:
            _t120 = _st_zones[_st_loc[_t110]]
            if _t120[-1] == _t110: _t120.pop()
            else: _t120.remove(_t110)
            _st_zones[_t111].append(_t110); _st_loc[_t110] = _t111
        elif _t110 is not None:
            _move_cards96(st, _t110, _t111, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()

# <rulerun president.rules: exchange #30 c4744f59>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t121 = L[6]
    _t122 = (1 + _l0)
    if type(_t121) is list and _st_log is None:
        for _t123 in _t121:
            _t124 = _st_zones[_st_loc[_t123]]
            if _t124[-1] == _t123: _t124.pop()
            else: _t124.remove(_t123)
            _st_zones[_t122].append(_t123); _st_loc[_t123] = _t122
    elif _t121 is not None:
        _move_cards100(st, _t121, _t122, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _st_log is not None: _st_log.append(_Text104(_audience101(st), [_PlayerRef102(_l0), ' and ', _PlayerRef102(L[1]), ' exchange ', _plain103(L[2]), ' card(s)']))

# <rulerun president.rules: exchange #31 8b4c62ef>
def _native(st, L):
    return (1 + L[1])

# <rulerun president.rules: exchange #32 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: exchange #33 4a732728>
def _native(st, L):
    return L[2]

# <rulerun president.rules: deal #34 9c68ede2>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t125 = 6
    _t126 = 0
    if _st_log is None and _t125 != _t126:
        _t127 = _st_zones[_t125]; _st_zones[_t126] += _t127
        for _t128 in _t127: _st_loc[_t128] = _t126
        _t127.clear()
    else:
        _move_cards105(st, _st_zones[_t125][:], _t126, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    _shuffle_zone106(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent107(st)
        for _t129 in (_k108 or []):
            L[2] = _t129
            if not ((not not _st_zones[0])): continue
            _t132 = _st_zones[0]
            _t131 = (1 + _t129)
            if _st_log is None and _t132:
                _t130 = _t132.pop(); _st_zones[_t131].append(_t130); _st_loc[_t130] = _t131
            elif _t132:
                _move_cards105(st, _t132[-1], _t131, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()

# <rulerun president.rules: play #35 8762ea0f>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _shuffle_zone109(st, 0)
    _i4 = [None, None, None]
    _t133 = 6
    _t134 = 0
    if _st_log is None and _t133 != _t134:
        _t135 = _st_zones[_t133]; _st_zones[_t134] += _t135
        for _t136 in _t135: _st_loc[_t136] = _t134
        _t135.clear()
    else:
        _move_cards110(st, _st_zones[_t133][:], _t134, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    _shuffle_zone109(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent111(st)
        for _t137 in (_k112 or []):
            _i4[2] = _t137
            if not ((not not _st_zones[0])): continue
            _t140 = _st_zones[0]
            _t139 = (1 + _t137)
            if _st_log is None and _t140:
                _t138 = _t140.pop(); _st_zones[_t139].append(_t138); _st_loc[_t138] = _t139
            elif _t140:
                _move_cards110(st, _t140[-1], _t139, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
    _t142 = (_k113 or ())
    st.budget -= len(_t142)
    if st.budget < 0: _spent111(st)
    _t141 = None
    for _t143 in _t142:
        _t144 = False
        for _t145 in _st_zones[(1 + _t143)]:
            if (st.model.card_names[_t145] == '3 of clubs'):
                _t144 = True
                break
        if _t144:
            _t141 = _t143
            break
    L[0] = _t141
    if _st_log is not None: _tell114(st, (_player_text115(L[0]) + ' holds the 3 of clubs and leads'), None)

# <rulerun president.rules: play #36 436674d5>
def _loop(st):
    for _t146 in (_k119 or ()):
        if (st.vars[1 + _t146] == 1):
            return _t146
    return None

# <rulerun president.rules: holder_of #37 f1357555>
def _native(st, L):
    _t148 = None
    for _t149 in (_k122 or ()):
        if (st.vars[1 + _t149] == L[0]):
            _t148 = _t149
            break
    return _t148

# <rulerun president.rules: play #38 074f9cfa>
def _loop(st):
    for _t150 in (_k124 or ()):
        if (st.vars[1 + _t150] == 2):
            return _t150
    return None

# <rulerun president.rules: play #39 d11e6884>
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
    if _st_log is not None: _st_log.append(_Text118(_audience116(st), ['hand ', _plain117(L[3])]))
    L[4] = _player121((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a120(st))), 4)
    L[5] = _player121(_d123(st, [4]), 4)
    L[6] = _player121((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a125(st))), 4)
    L[7] = _player121(_d123(st, [(4 - 1)]), 4)
    _st_vars[9] = 0
    for _t152 in (_k126 or []):
        L[10] = _t152
        _st_vars[1 + _t152] = 0
        if _memo3: _memo3.clear()
    _i5 = [None, None, None]
    _t153 = 6
    _t154 = 0
    if _st_log is None and _t153 != _t154:
        _t155 = _st_zones[_t153]; _st_zones[_t154] += _t155
        for _t156 in _t155: _st_loc[_t156] = _t154
        _t155.clear()
    else:
        _move_cards127(st, _st_zones[_t153][:], _t154, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    _shuffle_zone128(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent129(st)
        for _t157 in (_k130 or []):
            _i5[2] = _t157
            if not ((not not _st_zones[0])): continue
            _t160 = _st_zones[0]
            _t159 = (1 + _t157)
            if _st_log is None and _t160:
                _t158 = _t160.pop(); _st_zones[_t159].append(_t158); _st_loc[_t158] = _t159
            elif _t160:
                _move_cards127(st, _t160[-1], _t159, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()

# <rulerun president.rules: play #40 d193d2e6>
def _loop(st):
    for _t163 in (_k136 or ()):
        if (st.vars[1 + _t163] == 1):
            return _t163
    return None

# <rulerun president.rules: play #41 f1a63df5>
def _loop(st):
    for _t165 in (_k140 or ()):
        if (st.vars[1 + _t165] == 2):
            return _t165
    return None

# <rulerun president.rules: play #42 5f860cfc>
def _loop(st, _i7l0):
    _t184 = None
    for _t183 in st.zones[(1 + _i7l0)]:
        _t185 = _c147[_t183]
        if _t184 is None or _t185 > _t184:
            _t184 = _t185
    return _t184

# <rulerun president.rules: exchange #43 9a609bc2>
def _loop(st, L):
    _t202 = None
    for _t201 in st.zones[(1 + L[0])]:
        _t203 = _c156[_t201]
        if _t202 is None or _t203 > _t202:
            _t202 = _t203
    return _t202

# <rulerun president.rules: exchange #44 playout 3b1d30f3>
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
    _t195 = (_range152(1, _l2) or [])
    st.budget -= len(_t195)
    if st.budget < 0: _spent153(st)
    for _t194 in _t195:
        L[5] = _t194
        _t199 = _st_zones[(1 + _l0)]
        st.budget -= len(_t199)
        if st.budget < 0: _spent153(st)
        _t204 = _NOT_YET
        _t205 = _NOT_YET
        _t198 = None
        for _t200 in _t199:
            if (_c155[_t200] == (_t205 if _t205 is not _NOT_YET else (_t205 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, (_t204 if _t204 is not _NOT_YET else (_t204 := _a157(st, L)))))))):
                _t198 = _t200
                break
        _t196 = _t198
        _t197 = (1 + _l1)
        if type(_t196) is int and _st_log is None:
            _t206 = _st_zones[_st_loc[_t196]]
            if _t206[-1] == _t196: _t206.pop()
            else: _t206.remove(_t196)
            _st_zones[_t197].append(_t196); _st_loc[_t196] = _t197
        elif _t196 is not None:
            _move_cards154(st, _t196, _t197, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
    _t207 = _st_zones[(1 + _l1)]
    if _offer159(st, L, _t207[:]): raise _PlayoutCut158()
    _t208 = L[6]
    _t209 = (1 + _l0)
    if type(_t208) is list and _st_log is None:
        for _t210 in _t208:
            _t211 = _st_zones[_st_loc[_t210]]
            if _t211[-1] == _t210: _t211.pop()
            else: _t211.remove(_t210)
            _st_zones[_t209].append(_t210); _st_loc[_t210] = _t209
    elif _t208 is not None:
        _move_cards154(st, _t208, _t209, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _st_log is not None: _st_log.append(_Text163(_audience160(st), [_PlayerRef161(_l0), ' and ', _PlayerRef161(_l1), ' exchange ', _plain162(_l2), ' card(s)']))

# <rulerun president.rules: play #45 63c45b3d>
def _loop(st):
    _t213 = 0
    for _t212 in (_k165 or ()):
        if (not not st.zones[(1 + _t212)]):
            _t213 += 1
    return _t213

# <rulerun president.rules: play #46 362da6e4>
def _loop(st, _i8):
    _t222 = 0
    for _t221 in st.zones[(1 + _i8[1])]:
        if (_c172[_t221] == _i8[4]):
            _t222 += 1
    return _t222

# <rulerun president.rules: play #47 c0899ccd>
def _loop(st, _i8, _t235):
    _st_zones = st.zones
    _t237 = 0
    for _t236 in _st_zones[(1 + _i8[1])]:
        if ((_c180[_t236] == _t235) and (_c181[_t236] > _c181[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t237 += 1
    return _t237

# <rulerun president.rules: play #48 e206db1d>
def _loop(st):
    _t247 = 0
    for _t246 in (_k185 or ()):
        if (not not st.zones[(1 + _t246)]):
            _t247 += 1
    return _t247

# <rulerun president.rules: play #49 778f9cec>
def _loop(st, _i8):
    for _t256 in (_o188[_i8[2]] or ()):
        if (not not st.zones[(1 + _t256)]):
            return _t256
    return None

# <rulerun president.rules: play_hand #50 14f90c47>
def _loop(st):
    _t275 = 0
    for _t274 in (_k193 or ()):
        if (not not st.zones[(1 + _t274)]):
            _t275 += 1
    return _t275

# <rulerun president.rules: play_hand #51 16b478a0>
def _loop(st, L):
    _t284 = 0
    for _t283 in st.zones[(1 + L[1])]:
        if (_c203[_t283] == L[4]):
            _t284 += 1
    return _t284

# <rulerun president.rules: play_hand #52 2df57cf5>
def _loop(st, L, _t297):
    _st_zones = st.zones
    _t299 = 0
    for _t298 in _st_zones[(1 + L[1])]:
        if ((_c216[_t298] == _t297) and (_c217[_t298] > _c217[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t299 += 1
    return _t299

# <rulerun president.rules: play_hand #53 94e5b325>
def _loop(st):
    _t309 = 0
    for _t308 in (_k221 or ()):
        if (not not st.zones[(1 + _t308)]):
            _t309 += 1
    return _t309

# <rulerun president.rules: play_hand #54 d7e1d949>
def _loop(st, L):
    for _t318 in (_o224[L[2]] or ()):
        if (not not st.zones[(1 + _t318)]):
            return _t318
    return None

# <rulerun president.rules: play_hand #55 playout 873927cc>
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
    while ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a194(st))) > 1):
        st.budget -= 1
        if st.budget < 0: _spent195(st)
        if (_st_vars[0] == 0):
            _t278 = _NOT_YET
            _t276 = []
            for _t277 in (_k196 or []):
                if ((_memo2[(L[1], _t277,)] if (L[1], _t277,) in _memo2 else _memo2.setdefault((L[1], _t277,), (_t278 if _t278 is not _NOT_YET else (_t278 := list(map(_c197.__getitem__, _st_zones[(1 + L[1])])))).count(_t277))) > 0): _t276.append(_t277)
            _t279 = L[1]
            _t280 = len(_t276)
            if not _t280: _no_option200(_t279, 'rank to lead')
            if _t280 <= 1 and _st_log is None:
                L[4] = _t276[0] if _t280 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t281 = st.chooser(_t280, _t279)
                else:
                    _t281 = _st_bits(_t280.bit_length())
                    while _t281 >= _t280: _t281 = _st_bits(_t280.bit_length())
                L[4] = _t276[_t281]; st.decisions += 1
            elif _decide201(st, L, _t276, _t279): raise _PlayoutCut198()
            _t282 = (_range202(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a204(st, L)))) or [])
            _t285 = L[1]
            _t286 = len(_t282)
            if not _t286: _no_option200(_t285, 'how many to lead')
            if _t286 <= 1 and _st_log is None:
                L[5] = _t282[0] if _t286 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t287 = st.chooser(_t286, _t285)
                else:
                    _t287 = _st_bits(_t286.bit_length())
                    while _t287 >= _t286: _t287 = _st_bits(_t286.bit_length())
                L[5] = _t282[_t287]; st.decisions += 1
            elif _decide206(st, L, _t282, _t285): raise _PlayoutCut198()
            if _st_log is not None: _tell207(st, (_player_text208(L[1]) + ' leads ' + _plain209(L[5]) + ' of rank ' + _plain209(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            _i11l0 = L[1]
            _i11l1 = L[4]
            _i11l2 = L[5]
            _i11 = [_i11l0, _i11l1, _i11l2, None, None, None]
            _t289 = (_range202(1, _i11l2) or [])
            st.budget -= len(_t289)
            if st.budget < 0: _spent195(st)
            for _t288 in _t289:
                _i11[5] = _t288
                _t292 = None
                for _t293 in _st_zones[(1 + _i11l0)]:
                    if (_c197[_t293] == _i11l1):
                        _t292 = _t293
                        break
                _t290 = _t292
                _t291 = 5
                if type(_t290) is int and _st_log is None:
                    _t294 = _st_zones[_st_loc[_t290]]
                    if _t294[-1] == _t290: _t294.pop()
                    else: _t294.remove(_t290)
                    _st_zones[_t291].append(_t290); _st_loc[_t290] = _t291
                elif _t290 is not None:
                    _move_cards210(st, _t290, _t291, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
            if (not (not not _st_zones[(1 + _i11l0)])):
                _st_vars[9] = (_t295 if -1000000000000000000 <= (_t295 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond211(_t295))
                _st_vars[1 + _i11l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text214(_audience212(st), [_PlayerRef213(_i11l0), ' goes out, place ', _plain209(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t296 = []
            for _t297 in (_k215 or []):
                if (_memo0[(L[1], _t297,)] if (L[1], _t297,) in _memo0 else _memo0.setdefault((L[1], _t297,), (_a218(st, L, _t297) >= _st_vars[0]))): _t296.append(_t297)
            if _offer219(st, L, _t296): raise _PlayoutCut198()
            if (L[6] is None):
                if _st_log is not None: _tell207(st, (_player_text208(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long220(L[3])
            else:
                _i12l0 = L[1]
                _i12l1 = L[6]
                _i12l2 = _st_vars[0]
                _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
                _t301 = (_range202(1, _i12l2) or [])
                st.budget -= len(_t301)
                if st.budget < 0: _spent195(st)
                for _t300 in _t301:
                    _i12[5] = _t300
                    _t304 = None
                    for _t305 in _st_zones[(1 + _i12l0)]:
                        if (_c197[_t305] == _i12l1):
                            _t304 = _t305
                            break
                    _t302 = _t304
                    _t303 = 5
                    if type(_t302) is int and _st_log is None:
                        _t306 = _st_zones[_st_loc[_t302]]
                        if _t306[-1] == _t302: _t306.pop()
                        else: _t306.remove(_t302)
                        _st_zones[_t303].append(_t302); _st_loc[_t302] = _t303
                    elif _t302 is not None:
                        _move_cards210(st, _t302, _t303, False)
                    if _memo0: _memo0.clear()
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                if (not (not not _st_zones[(1 + _i12l0)])):
                    _st_vars[9] = (_t307 if -1000000000000000000 <= (_t307 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond211(_t307))
                    _st_vars[1 + _i12l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text214(_audience212(st), [_PlayerRef213(_i12l0), ' goes out, place ', _plain209(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a222(st))) > 1):
            _t311 = L[2]
            _t312 = L[3]
            _t310 = True
            for _t313 in (_k223 or ()):
                if not ((((not (not not _st_zones[(1 + _t313)])) or (_t313 == _t311)) or (_t313 in (_t312 or ())))):
                    _t310 = False
                    break
            if _t310:
                if _st_log is not None: _st_log.append(_Text214(_audience212(st), ['everyone else passes: the trick is over']))
                _t314 = 5
                _t315 = 6
                if _st_log is None and _t314 != _t315:
                    _t316 = _st_zones[_t314]; _st_zones[_t315] += _t316
                    for _t317 in _t316: _st_loc[_t317] = _t315
                    _t316.clear()
                else:
                    _move_cards210(st, _st_zones[_t314][:], _t315, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a225(st, L))
            else:
                _t321 = L[2]
                _t322 = L[3]
                _t320 = None
                for _t323 in (_o226[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t323)]) and (_t323 != _t321)) and (not (_t323 in (_t322 or ())))):
                        _t320 = _t323
                        break
                L[1] = _t320
    _t324 = None
    for _t325 in (_k227 or ()):
        if (not not _st_zones[(1 + _t325)]):
            _t324 = _t325
            break
    L[7] = _t324
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text214(_audience212(st), [_PlayerRef213(L[7]), ' is the Scum']))
    _t326 = 5
    _t327 = 6
    if _st_log is None and _t326 != _t327:
        _t328 = _st_zones[_t326]; _st_zones[_t327] += _t328
        for _t329 in _t328: _st_loc[_t329] = _t327
        _t328.clear()
    else:
        _move_cards210(st, _st_zones[_t326][:], _t327, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    for _t330 in (_k228 or []):
        L[10] = _t330
        _t331 = (1 + _t330)
        _t332 = 6
        if _st_log is None and _t331 != _t332:
            _t333 = _st_zones[_t331]; _st_zones[_t332] += _t333
            for _t334 in _t333: _st_loc[_t334] = _t332
            _t333.clear()
        else:
            _move_cards210(st, _st_zones[_t331][:], _t332, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        _st_vars[5 + _t330] = (_t335 if -1000000000000000000 <= (_t335 := _st_vars[5 + _t330] + (4 - _st_vars[1 + _t330])) <= 1000000000000000000 else _beyond211(_t335))

# <rulerun president.rules: play #56 57bb01e1>
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
    _t162 = (_range131(2, 3) or [])
    st.budget -= len(_t162)
    if st.budget < 0: _spent132(st)
    for _t161 in _t162:
        L[3] = _t161
        if _st_log is not None: _st_log.append(_Text135(_audience133(st), ['hand ', _plain134(_t161)]))
        L[4] = _player138((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a137(st))), 4)
        L[5] = _player138(_d139(st, [4]), 4)
        L[6] = _player138((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a141(st))), 4)
        L[7] = _player138(_d139(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t167 in (_k142 or []):
            L[10] = _t167
            _st_vars[1 + _t167] = 0
            if _memo3: _memo3.clear()
        _i6 = [None, None, None]
        _t168 = 6
        _t169 = 0
        if _st_log is None and _t168 != _t169:
            _t170 = _st_zones[_t168]; _st_zones[_t169] += _t170
            for _t171 in _t170: _st_loc[_t171] = _t169
            _t170.clear()
        else:
            _move_cards143(st, _st_zones[_t168][:], _t169, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        _shuffle_zone144(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent132(st)
            for _t172 in (_k145 or []):
                _i6[2] = _t172
                if not ((not not _st_zones[0])): continue
                _t175 = _st_zones[0]
                _t174 = (1 + _t172)
                if _st_log is None and _t175:
                    _t173 = _t175.pop(); _st_zones[_t174].append(_t173); _st_loc[_t173] = _t174
                elif _t175:
                    _move_cards143(st, _t175[-1], _t174, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
        if _p164(st, [L[5], L[4], 2, None, None, None, None]) == 3: return 3
        if (4 >= 4):
            if _p164(st, [L[7], L[6], 1, None, None, None, None]) == 3: return 3
        if _p229(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return 3

# <rulerun president.rules: play #57 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun president.rules: play #58 0bf3d277>
def _native(st, L):
    return _range230(2, 3)

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

# <rulerun president.rules: play_cards #67 4f10aab9>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run233(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k234)

# <rulerun president.rules: play_hand #68 e013ecf8>
def _loop(st):
    _t337 = 0
    for _t336 in (_k238 or ()):
        if (not not st.zones[(1 + _t336)]):
            _t337 += 1
    return _t337

# <rulerun president.rules: play_hand #69 7d34f7bf>
def _loop(st, L):
    _t344 = 0
    for _t343 in st.zones[(1 + L[1])]:
        if (_c247[_t343] == L[4]):
            _t344 += 1
    return _t344

# <rulerun president.rules: play_hand #70 7c8c58ef>
def _loop(st, L, _t348):
    _st_zones = st.zones
    _t350 = 0
    for _t349 in _st_zones[(1 + L[1])]:
        if ((_c253[_t349] == _t348) and (_c254[_t349] > _c254[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t350 += 1
    return _t350

# <rulerun president.rules: play_hand #71 656b8b7a>
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
            _r = _run237(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a239(st))) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t339 = _NOT_YET
            _o = []
            for _t338 in (_k240 or []):
                if ((_memo2[(L[1], _t338,)] if (L[1], _t338,) in _memo2 else _memo2.setdefault((L[1], _t338,), (_t339 if _t339 is not _NOT_YET else (_t339 := list(map(_c241.__getitem__, st.zones[(1 + L[1])])))).count(_t338))) > 0): _o.append(_t338)
            fr[1] = 4
            _t340 = L[1]
            _t341 = len(_o)
            if not _t341: _no_option243(_t340, 'rank to lead')
            if _t341 <= 1 and _st_log is None:
                L[4] = _o[0] if _t341 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t342 = st.chooser(_t341, _t340)
                else:
                    _t342 = _st_bits(_t341.bit_length())
                    while _t342 >= _t341: _t342 = _st_bits(_t341.bit_length())
                L[4] = _o[_t342]; st.decisions += 1
                if st.thread_player is not None: _answered244(st, _t342)
            elif _decide245(st, L, _o, _t340): return True
            pc = 4
        if pc == 4:
            _o = (_range246(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a248(st, L)))) or [])
            fr[1] = 5
            _t345 = L[1]
            _t346 = len(_o)
            if not _t346: _no_option243(_t345, 'how many to lead')
            if _t346 <= 1 and _st_log is None:
                L[5] = _o[0] if _t346 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t347 = st.chooser(_t346, _t345)
                else:
                    _t347 = _st_bits(_t346.bit_length())
                    while _t347 >= _t346: _t347 = _st_bits(_t346.bit_length())
                L[5] = _o[_t347]; st.decisions += 1
                if st.thread_player is not None: _answered244(st, _t347)
            elif _decide250(st, L, _o, _t345): return True
            pc = 5
        if pc == 5:
            _r = _run251(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t348 in (_k252 or []):
                if (_memo0[(L[1], _t348,)] if (L[1], _t348,) in _memo0 else _memo0.setdefault((L[1], _t348,), (_a255(st, L, _t348) >= _st_vars[0]))): _o.append(_t348)
            fr[1] = 8
            if _offer256(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run257(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run258(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit236(_k, st, _d0): raise _Runaway235()
            continue
        if pc == 11:
            _r = _run259(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k260)

# <rulerun president.rules: exchange #72 e7dd199a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run263(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = st.zones[(1 + L[1])]
            fr[1] = 2
            if _offer264(st, L, _o[:]): return True
            pc = 2
        if pc == 2:
            _r = _run265(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k266)

# <rulerun president.rules: deal #73 d59e8676>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run269(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k270)

# <rulerun president.rules: play #74 4dd2d2ed>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run273(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit274(_k275)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            L[1] = (_range276(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run277(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], L[4], 2, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit274(_k278)
            fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [L[7], L[6], 1, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit274(_k279)
            fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            _a = [L[5], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit274(_k280)
            fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit272(_k, st, _d0): raise _Runaway271()
            continue
        if pc == 11:
            fr[1] = 12
            if _step281(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k282)

# <rulerun president.rules: play_hand #75 dfd9f516>
def _loop(st):
    _t352 = 0
    for _t351 in (_k287 or ()):
        if (not not st.zones[(1 + _t351)]):
            _t352 += 1
    return _t352

# <rulerun president.rules: play_hand #76 b6bd21a3>
def _loop(st, L):
    _t359 = 0
    for _t358 in st.zones[(1 + L[1])]:
        if (_c296[_t358] == L[4]):
            _t359 += 1
    return _t359

# <rulerun president.rules: play_hand #77 a1adf184>
def _loop(st, L, _t363):
    _st_zones = st.zones
    _t365 = 0
    for _t364 in _st_zones[(1 + L[1])]:
        if ((_c302[_t364] == _t363) and (_c303[_t364] > _c303[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t365 += 1
    return _t365

# <rulerun president.rules: play_hand #78 b1a76032>
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
            _r = _run285(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region286(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a288(st))) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t354 = _NOT_YET
            _o = []
            for _t353 in (_k289 or []):
                if ((_memo2[(L[1], _t353,)] if (L[1], _t353,) in _memo2 else _memo2.setdefault((L[1], _t353,), (_t354 if _t354 is not _NOT_YET else (_t354 := list(map(_c290.__getitem__, st.zones[(1 + L[1])])))).count(_t353))) > 0): _o.append(_t353)
            fr[1] = 4
            _t355 = L[1]
            _t356 = len(_o)
            if not _t356: _no_option292(_t355, 'rank to lead')
            if _t356 <= 1 and _st_log is None:
                L[4] = _o[0] if _t356 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t357 = st.chooser(_t356, _t355)
                else:
                    _t357 = _st_bits(_t356.bit_length())
                    while _t357 >= _t356: _t357 = _st_bits(_t356.bit_length())
                L[4] = _o[_t357]; st.decisions += 1
                if st.thread_player is not None: _answered293(st, _t357)
            elif _decide294(st, L, _o, _t355): return True
            pc = 4
        if pc == 4:
            _o = (_range295(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a297(st, L)))) or [])
            fr[1] = 5
            _t360 = L[1]
            _t361 = len(_o)
            if not _t361: _no_option292(_t360, 'how many to lead')
            if _t361 <= 1 and _st_log is None:
                L[5] = _o[0] if _t361 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t362 = st.chooser(_t361, _t360)
                else:
                    _t362 = _st_bits(_t361.bit_length())
                    while _t362 >= _t361: _t362 = _st_bits(_t361.bit_length())
                L[5] = _o[_t362]; st.decisions += 1
                if st.thread_player is not None: _answered293(st, _t362)
            elif _decide299(st, L, _o, _t360): return True
            pc = 5
        if pc == 5:
            _r = _run300(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t363 in (_k301 or []):
                if (_memo0[(L[1], _t363,)] if (L[1], _t363,) in _memo0 else _memo0.setdefault((L[1], _t363,), (_a304(st, L, _t363) >= _st_vars[0]))): _o.append(_t363)
            fr[1] = 8
            if _offer305(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run306(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run307(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit284(_k, st, _d0): raise _Runaway283()
            continue
        if pc == 11:
            _r = _run308(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k309)

# <rulerun president.rules: play #79 7ca8adbd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run312(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p313(st, [L[0], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit314(_k315)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region316(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[1] = (_range317(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run318(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p319(st, [L[5], L[4], 2, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[4], 2, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit314(_k320)
                fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p319(st, [L[7], L[6], 1, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [L[7], L[6], 1, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit314(_k321)
                fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            if st.thread_player == st.inline_thread:
                if _p313(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[5], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit314(_k322)
                fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit311(_k, st, _d0): raise _Runaway310()
            continue
        if pc == 11:
            fr[1] = 12
            if _step323(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k324)

# <rulerun president.rules: rank #80 914c628d>
def _native(st, p):
    _st_vars = st.vars
    return (_st_vars[5 + p], (-_st_vars[1 + p]), )

