# <rulerun president.rules: play_cards #0 586b661b>
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
            _t6 = _st_zones[(_t7 := _st_loc[_t2])]
            if _t6[-1] == _t2: _t6.pop()
            else: _t6.remove(_t2)
            _st_zones[_t3].append(_t2); _st_loc[_t2] = _t3
            _t8 = _leaving4[_t7]
            if _memo1 and _t8 & 2: _memo1.clear()
            if _memo2 and _t8 & 4: _memo2.clear()
            if _memo4 and _t8 & 16: _memo4.clear()
        elif _t2 is not None:
            _move_cards2(st, _t2, _t3, False)
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
        if _memo0: _memo0.clear()
    if (not (not not _st_zones[(1 + _l0)])):
        _st_vars[9] = (_t9 if -1000000000000000000 <= (_t9 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond5(_t9))
        _st_vars[1 + _l0] = _st_vars[9]
        if _memo3: _memo3.clear()
        if _st_log is not None: _st_log.append(_Text9(_audience6(st), [_PlayerRef7(_l0), ' goes out, place ', _plain8(_st_vars[9])]))

# <rulerun president.rules: play_hand #1 794264a9>
def _native(st, L):
    _l0 = L[0]
    _memo0 = st.memos[0]
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    st.vars[0] = 0
    if _memo0: _memo0.clear()

# <rulerun president.rules: play_hand #2 c1b088a2>
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
    if _st_log is not None: _tell10(st, (_player_text11(_l1) + ' leads ' + _plain12(_l5) + ' of rank ' + _plain12(_l4)), None)
    _st_vars[0] = _l5
    if _memo0: _memo0.clear()
    _i0l0 = _l1
    _i0l1 = _l4
    _i0l2 = _l5
    _i0 = [_i0l0, _i0l1, _i0l2, None, None, None]
    _t11 = (_range13(1, _i0l2) or [])
    st.budget -= len(_t11)
    if st.budget < 0: _spent14(st)
    for _t10 in _t11:
        _i0[5] = _t10
        _t14 = None
        for _t15 in _st_zones[(1 + _i0l0)]:
            if (_c16[_t15] == _i0l1):
                _t14 = _t15
                break
        _t12 = _t14
        _t13 = 5
        if type(_t12) is int and _st_log is None:
            _t16 = _st_zones[(_t17 := _st_loc[_t12])]
            if _t16[-1] == _t12: _t16.pop()
            else: _t16.remove(_t12)
            _st_zones[_t13].append(_t12); _st_loc[_t12] = _t13
            _t18 = _leaving17[_t17]
            if _memo1 and _t18 & 2: _memo1.clear()
            if _memo2 and _t18 & 4: _memo2.clear()
            if _memo4 and _t18 & 16: _memo4.clear()
        elif _t12 is not None:
            _move_cards15(st, _t12, _t13, False)
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
        if _memo0: _memo0.clear()
    if (not (not not _st_zones[(1 + _i0l0)])):
        _st_vars[9] = (_t19 if -1000000000000000000 <= (_t19 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond18(_t19))
        _st_vars[1 + _i0l0] = _st_vars[9]
        if _memo3: _memo3.clear()
        if _st_log is not None: _st_log.append(_Text21(_audience19(st), [_PlayerRef20(_i0l0), ' goes out, place ', _plain12(_st_vars[9])]))
    L[2] = _l1

# <rulerun president.rules: play_hand #3 69d2a8db>
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
        if _st_log is not None: _tell22(st, (_player_text23(_l1) + ' passes'), None)
        L[3] = (L[3] + [_l1])
        if len(L[3]) > 1000000: _too_long24(L[3])
    else:
        _i1l0 = _l1
        _i1l1 = _l6
        _i1l2 = _st_vars[0]
        _i1 = [_i1l0, _i1l1, _i1l2, None, None, None]
        _t21 = (_range25(1, _i1l2) or [])
        st.budget -= len(_t21)
        if st.budget < 0: _spent26(st)
        for _t20 in _t21:
            _i1[5] = _t20
            _t24 = None
            for _t25 in _st_zones[(1 + _i1l0)]:
                if (_c28[_t25] == _i1l1):
                    _t24 = _t25
                    break
            _t22 = _t24
            _t23 = 5
            if type(_t22) is int and _st_log is None:
                _t26 = _st_zones[(_t27 := _st_loc[_t22])]
                if _t26[-1] == _t22: _t26.pop()
                else: _t26.remove(_t22)
                _st_zones[_t23].append(_t22); _st_loc[_t22] = _t23
                _t28 = _leaving29[_t27]
                if _memo1 and _t28 & 2: _memo1.clear()
                if _memo2 and _t28 & 4: _memo2.clear()
                if _memo4 and _t28 & 16: _memo4.clear()
            elif _t22 is not None:
                _move_cards27(st, _t22, _t23, False)
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
            if _memo0: _memo0.clear()
        if (not (not not _st_zones[(1 + _i1l0)])):
            _st_vars[9] = (_t29 if -1000000000000000000 <= (_t29 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond30(_t29))
            _st_vars[1 + _i1l0] = _st_vars[9]
            if _memo3: _memo3.clear()
            if _st_log is not None: _st_log.append(_Text34(_audience31(st), [_PlayerRef32(_i1l0), ' goes out, place ', _plain33(_st_vars[9])]))
        L[2] = _l1
        if (not False):
            L[3] = []

# <rulerun president.rules: play_hand #4 f4b47127>
def _loop(st):
    _t31 = 0
    for _t30 in (_k35 or ()):
        if (not not st.zones[(1 + _t30)]):
            _t31 += 1
    return _t31

# <rulerun president.rules: play_hand #5 f297fb98>
def _loop(st, L):
    for _t39 in (_o41[L[2]] or ()):
        if (not not st.zones[(1 + _t39)]):
            return _t39
    return None

# <rulerun president.rules: play_hand #6 a8d3d66d>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a36(st))) > 1):
        _t33 = L[3]
        _t32 = True
        for _t34 in (_k37 or ()):
            if not ((((not (not not _st_zones[(1 + _t34)])) or (_t34 == _l2)) or (_t34 in (_t33 or ())))):
                _t32 = False
                break
        if _t32:
            if _st_log is not None: _st_log.append(_Text39(_audience38(st), ['everyone else passes: the trick is over']))
            _t35 = 5
            _t36 = 6
            if _st_log is None and _t35 != _t36:
                _t37 = _st_zones[_t35]; _st_zones[_t36] += _t37
                for _t38 in _t37: st.loc[_t38] = _t36
                _t37.clear()
            else:
                _move_cards40(st, _st_zones[_t35][:], _t36, False)
            if _memo0: _memo0.clear()
            st.vars[0] = 0
            if _memo0: _memo0.clear()
            L[3] = []
            L[1] = (_l2 if (not not _st_zones[(1 + _l2)]) else _a42(st, L))
        else:
            _t42 = L[3]
            _t41 = None
            for _t43 in (_o43[L[1]] or ()):
                if (((not not _st_zones[(1 + _t43)]) and (_t43 != _l2)) and (not (_t43 in (_t42 or ())))):
                    _t41 = _t43
                    break
            L[1] = _t41

# <rulerun president.rules: play_hand #7 ed7f7356>
def _loop(st):
    _t45 = 0
    for _t44 in (_k44 or ()):
        if (not not st.zones[(1 + _t44)]):
            _t45 += 1
    return _t45

# <rulerun president.rules: play_hand #8 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #9 210d6f16>
def _loop(st, L):
    _t54 = 0
    for _t53 in st.zones[(1 + L[1])]:
        if (_c54[_t53] == L[4]):
            _t54 += 1
    return _t54

# <rulerun president.rules: play_hand #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #11 f43264d9>
def _loop(st, L, _t69):
    _st_zones = st.zones
    _t71 = 0
    for _t70 in _st_zones[(1 + L[1])]:
        if ((_c68[_t70] == _t69) and (_c69[_t70] > _c69[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t71 += 1
    return _t71

# <rulerun president.rules: play_hand #12 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #13 866996e3>
def _loop(st):
    _t86 = 0
    for _t85 in (_k74 or ()):
        if (not not st.zones[(1 + _t85)]):
            _t86 += 1
    return _t86

# <rulerun president.rules: play_hand #14 72c6ed49>
def _loop(st, L):
    for _t95 in (_o77[L[2]] or ()):
        if (not not st.zones[(1 + _t95)]):
            return _t95
    return None

# <rulerun president.rules: play_hand #15 127534b0>
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
    while ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a45(st))) > 1):
        st.budget -= 1
        if st.budget < 0: _spent46(st)
        if (_st_vars[0] == 0):
            _t48 = _NOT_YET
            _t46 = []
            for _t47 in (_k47 or []):
                if ((_memo2[(L[1], _t47,)] if (L[1], _t47,) in _memo2 else _memo2.setdefault((L[1], _t47,), (_t48 if _t48 is not _NOT_YET else (_t48 := list(map(_c48.__getitem__, _st_zones[(1 + L[1])])))).count(_t47))) > 0): _t46.append(_t47)
            _t49 = L[1]
            _t50 = len(_t46)
            if not _t50: _no_option51(_t49, 'rank to lead')
            if _t50 <= 1 and _st_log is None:
                L[4] = _t46[0] if _t50 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t51 = st.chooser(_t50, _t49)
                else:
                    _t51 = _st_bits(_t50.bit_length())
                    while _t51 >= _t50: _t51 = _st_bits(_t50.bit_length())
                L[4] = _t46[_t51]; st.decisions += 1
            elif _decide52(st, L, _t46, _t49): raise _PlayoutCut49()
            _t52 = (_range53(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a55(st, L)))) or [])
            _t55 = L[1]
            _t56 = len(_t52)
            if not _t56: _no_option51(_t55, 'how many to lead')
            if _t56 <= 1 and _st_log is None:
                L[5] = _t52[0] if _t56 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t57 = st.chooser(_t56, _t55)
                else:
                    _t57 = _st_bits(_t56.bit_length())
                    while _t57 >= _t56: _t57 = _st_bits(_t56.bit_length())
                L[5] = _t52[_t57]; st.decisions += 1
            elif _decide57(st, L, _t52, _t55): raise _PlayoutCut49()
            if _st_log is not None: _tell58(st, (_player_text59(L[1]) + ' leads ' + _plain60(L[5]) + ' of rank ' + _plain60(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            _i2l0 = L[1]
            _i2l1 = L[4]
            _i2l2 = L[5]
            _i2 = [_i2l0, _i2l1, _i2l2, None, None, None]
            _t59 = (_range53(1, _i2l2) or [])
            st.budget -= len(_t59)
            if st.budget < 0: _spent46(st)
            for _t58 in _t59:
                _i2[5] = _t58
                _t62 = None
                for _t63 in _st_zones[(1 + _i2l0)]:
                    if (_c48[_t63] == _i2l1):
                        _t62 = _t63
                        break
                _t60 = _t62
                _t61 = 5
                if type(_t60) is int and _st_log is None:
                    _t64 = _st_zones[(_t65 := _st_loc[_t60])]
                    if _t64[-1] == _t60: _t64.pop()
                    else: _t64.remove(_t60)
                    _st_zones[_t61].append(_t60); _st_loc[_t60] = _t61
                    _t66 = _leaving62[_t65]
                    if _memo1 and _t66 & 2: _memo1.clear()
                    if _memo2 and _t66 & 4: _memo2.clear()
                    if _memo4 and _t66 & 16: _memo4.clear()
                elif _t60 is not None:
                    _move_cards61(st, _t60, _t61, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                if _memo0: _memo0.clear()
            if (not (not not _st_zones[(1 + _i2l0)])):
                _st_vars[9] = (_t67 if -1000000000000000000 <= (_t67 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond63(_t67))
                _st_vars[1 + _i2l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text66(_audience64(st), [_PlayerRef65(_i2l0), ' goes out, place ', _plain60(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t68 = []
            for _t69 in (_k67 or []):
                if (_memo0[(L[1], _t69,)] if (L[1], _t69,) in _memo0 else _memo0.setdefault((L[1], _t69,), (_a70(st, L, _t69) >= _st_vars[0]))): _t68.append(_t69)
            _t72 = L[1]
            _t73 = len(_t68) + 1
            if _t73 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t74 = st.chooser(_t73, _t72)
                else:
                    _t74 = _st_bits(_t73.bit_length())
                    while _t74 >= _t73: _t74 = _st_bits(_t73.bit_length())
                L[6] = _t68[_t74 - 1] if _t74 else None; st.decisions += 1
            elif _decide72(st, L, _t68, _t72): raise _PlayoutCut49()
            if (L[6] is None):
                if _st_log is not None: _tell58(st, (_player_text59(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long73(L[3])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                _t76 = (_range53(1, _i3l2) or [])
                st.budget -= len(_t76)
                if st.budget < 0: _spent46(st)
                for _t75 in _t76:
                    _i3[5] = _t75
                    _t79 = None
                    for _t80 in _st_zones[(1 + _i3l0)]:
                        if (_c48[_t80] == _i3l1):
                            _t79 = _t80
                            break
                    _t77 = _t79
                    _t78 = 5
                    if type(_t77) is int and _st_log is None:
                        _t81 = _st_zones[(_t82 := _st_loc[_t77])]
                        if _t81[-1] == _t77: _t81.pop()
                        else: _t81.remove(_t77)
                        _st_zones[_t78].append(_t77); _st_loc[_t77] = _t78
                        _t83 = _leaving62[_t82]
                        if _memo1 and _t83 & 2: _memo1.clear()
                        if _memo2 and _t83 & 4: _memo2.clear()
                        if _memo4 and _t83 & 16: _memo4.clear()
                    elif _t77 is not None:
                        _move_cards61(st, _t77, _t78, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                    if _memo0: _memo0.clear()
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = (_t84 if -1000000000000000000 <= (_t84 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond63(_t84))
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text66(_audience64(st), [_PlayerRef65(_i3l0), ' goes out, place ', _plain60(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a75(st))) > 1):
            _t88 = L[2]
            _t89 = L[3]
            _t87 = True
            for _t90 in (_k76 or ()):
                if not ((((not (not not _st_zones[(1 + _t90)])) or (_t90 == _t88)) or (_t90 in (_t89 or ())))):
                    _t87 = False
                    break
            if _t87:
                if _st_log is not None: _st_log.append(_Text66(_audience64(st), ['everyone else passes: the trick is over']))
                _t91 = 5
                _t92 = 6
                if _st_log is None and _t91 != _t92:
                    _t93 = _st_zones[_t91]; _st_zones[_t92] += _t93
                    for _t94 in _t93: _st_loc[_t94] = _t92
                    _t93.clear()
                else:
                    _move_cards61(st, _st_zones[_t91][:], _t92, False)
                if _memo0: _memo0.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a78(st, L))
            else:
                _t98 = L[2]
                _t99 = L[3]
                _t97 = None
                for _t100 in (_o79[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t100)]) and (_t100 != _t98)) and (not (_t100 in (_t99 or ())))):
                        _t97 = _t100
                        break
                L[1] = _t97

# <rulerun president.rules: play_hand #16 cea7e99a>
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
    _t101 = None
    for _t102 in (_k80 or ()):
        if (not not _st_zones[(1 + _t102)]):
            _t101 = _t102
            break
    L[7] = _t101
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text83(_audience81(st), [_PlayerRef82(L[7]), ' is the Scum']))
    _t103 = 5
    _t104 = 6
    if _st_log is None and _t103 != _t104:
        _t105 = _st_zones[_t103]; _st_zones[_t104] += _t105
        for _t106 in _t105: _st_loc[_t106] = _t104
        _t105.clear()
    else:
        _move_cards84(st, _st_zones[_t103][:], _t104, False)
    if _memo0: _memo0.clear()
    for _t107 in (_k85 or []):
        L[10] = _t107
        _t108 = (1 + _t107)
        _t109 = 6
        if _st_log is None and _t108 != _t109:
            _t110 = _st_zones[_t108]; _st_zones[_t109] += _t110
            for _t111 in _t110: _st_loc[_t111] = _t109
            _t110.clear()
        else:
            _move_cards84(st, _st_zones[_t108][:], _t109, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        _st_vars[5 + _t107] = (_t112 if -1000000000000000000 <= (_t112 := _st_vars[5 + _t107] + (4 - _st_vars[1 + _t107])) <= 1000000000000000000 else _beyond86(_t112))

# <rulerun president.rules: play_hand #17 9c3376f8>
def _loop(st):
    _t114 = 0
    for _t113 in (_k87 or ()):
        if (not not st.zones[(1 + _t113)]):
            _t114 += 1
    return _t114

# <rulerun president.rules: play_hand #18 b0bfdf66>
def _native(st, L):
    return (_a88(st) > 1)

# <rulerun president.rules: play_hand #19 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #20 27306d37>
def _native(st, L):
    return _k89

# <rulerun president.rules: play_hand #21 786218c9>
def _loop(st, L):
    _l4 = L[4]
    _t116 = 0
    for _t115 in st.zones[(1 + L[1])]:
        if (_c90[_t115] == _l4):
            _t116 += 1
    return _t116

# <rulerun president.rules: play_hand #22 b0825ea6>
def _native(st, L):
    return (_a91(st, L) > 0)

# <rulerun president.rules: play_hand #23 1de59853>
def _loop(st, L):
    _l4 = L[4]
    _t118 = 0
    for _t117 in st.zones[(1 + L[1])]:
        if (_c93[_t117] == _l4):
            _t118 += 1
    return _t118

# <rulerun president.rules: play_hand #24 0edc9852>
def _native(st, L):
    return _range92(1, _a94(st, L))

# <rulerun president.rules: play_hand #25 fb126fad>
def _native(st, L):
    return _k95

# <rulerun president.rules: play_hand #26 5f6f887a>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t120 = 0
    for _t119 in _st_zones[(1 + L[1])]:
        if ((_c96[_t119] == _l6) and (_c97[_t119] > _c97[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t120 += 1
    return _t120

# <rulerun president.rules: play_hand #27 0a8d05e5>
def _native(st, L):
    return (_a98(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #28 a2d60cfa>
def _loop(st, L):
    _t129 = None
    for _t128 in st.zones[(1 + L[0])]:
        _t130 = _c103[_t128]
        if _t129 is None or _t130 > _t129:
            _t129 = _t130
    return _t129

# <rulerun president.rules: exchange #29 573db9f2>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t122 = (_range99(1, L[2]) or [])
    st.budget -= len(_t122)
    if st.budget < 0: _spent100(st)
    for _t121 in _t122:
        L[5] = _t121
        _t126 = _st_zones[(1 + _l0)]
        st.budget -= len(_t126)
        if st.budget < 0: _spent100(st)
        _t131 = _NOT_YET
        _t132 = _NOT_YET
        _t125 = None
        for _t127 in _t126:
            if (_c102[_t127] == (_t132 if _t132 is not _NOT_YET else (_t132 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, (_t131 if _t131 is not _NOT_YET else (_t131 := _a104(st, L)))))))):
                _t125 = _t127
                break
        _t123 = _t125
        _t124 = (1 + L[1])
        if type(_t123) is int and st.log is None:
            _t133 = _st_zones[_st_loc[_t123]]
            if _t133[-1] == _t123: _t133.pop()
            else: _t133.remove(_t123)
            _st_zones[_t124].append(_t123); _st_loc[_t123] = _t124
        elif _t123 is not None:
            _move_cards101(st, _t123, _t124, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()

# <rulerun president.rules: exchange #30 fde966e4>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t134 = L[6]
    _t135 = (1 + _l0)
    if type(_t134) is list and _st_log is None:
        for _t136 in _t134:
            _t137 = _st_zones[_st_loc[_t136]]
            if _t137[-1] == _t136: _t137.pop()
            else: _t137.remove(_t136)
            _st_zones[_t135].append(_t136); _st_loc[_t136] = _t135
    elif _t134 is not None:
        _move_cards105(st, _t134, _t135, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _st_log is not None: _st_log.append(_Text109(_audience106(st), [_PlayerRef107(_l0), ' and ', _PlayerRef107(L[1]), ' exchange ', _plain108(L[2]), ' card(s)']))

# <rulerun president.rules: exchange #31 8b4c62ef>
def _native(st, L):
    return (1 + L[1])

# <rulerun president.rules: exchange #32 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: exchange #33 4a732728>
def _native(st, L):
    return L[2]

# <rulerun president.rules: deal #34 5d2ca82b>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t138 = 6
    _t139 = 0
    if _st_log is None and _t138 != _t139:
        _t140 = _st_zones[_t138]; _st_zones[_t139] += _t140
        for _t141 in _t140: _st_loc[_t141] = _t139
        _t140.clear()
    else:
        _move_cards110(st, _st_zones[_t138][:], _t139, False)
    _shuffle_zone111(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent112(st)
        for _t142 in (_k113 or []):
            L[2] = _t142
            if not ((not not _st_zones[0])): continue
            _t145 = _st_zones[0]
            _t144 = (1 + _t142)
            if _st_log is None and _t145:
                _t143 = _t145.pop(); _st_zones[_t144].append(_t143); _st_loc[_t143] = _t144
            elif _t145:
                _move_cards110(st, _t145[-1], _t144, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()

# <rulerun president.rules: play #35 d457f680>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _shuffle_zone114(st, 0)
    _i4 = [None, None, None]
    _t146 = 6
    _t147 = 0
    if _st_log is None and _t146 != _t147:
        _t148 = _st_zones[_t146]; _st_zones[_t147] += _t148
        for _t149 in _t148: _st_loc[_t149] = _t147
        _t148.clear()
    else:
        _move_cards115(st, _st_zones[_t146][:], _t147, False)
    _shuffle_zone114(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent116(st)
        for _t150 in (_k117 or []):
            _i4[2] = _t150
            if not ((not not _st_zones[0])): continue
            _t153 = _st_zones[0]
            _t152 = (1 + _t150)
            if _st_log is None and _t153:
                _t151 = _t153.pop(); _st_zones[_t152].append(_t151); _st_loc[_t151] = _t152
            elif _t153:
                _move_cards115(st, _t153[-1], _t152, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
    _t155 = (_k118 or ())
    st.budget -= len(_t155)
    if st.budget < 0: _spent116(st)
    _t154 = None
    for _t156 in _t155:
        _t157 = False
        for _t158 in _st_zones[(1 + _t156)]:
            if (st.model.card_names[_t158] == '3 of clubs'):
                _t157 = True
                break
        if _t157:
            _t154 = _t156
            break
    L[0] = _t154
    if _st_log is not None: _tell119(st, (_player_text120(L[0]) + ' holds the 3 of clubs and leads'), None)

# <rulerun president.rules: play #36 7ddf3497>
def _loop(st):
    for _t159 in (_k124 or ()):
        if (st.vars[1 + _t159] == 1):
            return _t159
    return None

# <rulerun president.rules: holder_of #37 6129585d>
def _native(st, L):
    _t161 = None
    for _t162 in (_k127 or ()):
        if (st.vars[1 + _t162] == L[0]):
            _t161 = _t162
            break
    return _t161

# <rulerun president.rules: play #38 2ebdbe1d>
def _loop(st):
    for _t163 in (_k129 or ()):
        if (st.vars[1 + _t163] == 2):
            return _t163
    return None

# <rulerun president.rules: play #39 ccd228dd>
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
    if _st_log is not None: _st_log.append(_Text123(_audience121(st), ['hand ', _plain122(L[3])]))
    L[4] = _player126((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a125(st))), 4)
    L[5] = _player126(_d128(st, [4]), 4)
    L[6] = _player126((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a130(st))), 4)
    L[7] = _player126(_d128(st, [(4 - 1)]), 4)
    _st_vars[9] = 0
    for _t165 in (_k131 or []):
        L[10] = _t165
        _st_vars[1 + _t165] = 0
        if _memo3: _memo3.clear()
    _i5 = [None, None, None]
    _t166 = 6
    _t167 = 0
    if _st_log is None and _t166 != _t167:
        _t168 = _st_zones[_t166]; _st_zones[_t167] += _t168
        for _t169 in _t168: _st_loc[_t169] = _t167
        _t168.clear()
    else:
        _move_cards132(st, _st_zones[_t166][:], _t167, False)
    _shuffle_zone133(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent134(st)
        for _t170 in (_k135 or []):
            _i5[2] = _t170
            if not ((not not _st_zones[0])): continue
            _t173 = _st_zones[0]
            _t172 = (1 + _t170)
            if _st_log is None and _t173:
                _t171 = _t173.pop(); _st_zones[_t172].append(_t171); _st_loc[_t171] = _t172
            elif _t173:
                _move_cards132(st, _t173[-1], _t172, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()

# <rulerun president.rules: play #40 9a3ed58b>
def _loop(st):
    for _t176 in (_k141 or ()):
        if (st.vars[1 + _t176] == 1):
            return _t176
    return None

# <rulerun president.rules: play #41 646f7826>
def _loop(st):
    for _t178 in (_k145 or ()):
        if (st.vars[1 + _t178] == 2):
            return _t178
    return None

# <rulerun president.rules: play #42 3e1dd090>
def _loop(st, _i7l0):
    _t197 = None
    for _t196 in st.zones[(1 + _i7l0)]:
        _t198 = _c152[_t196]
        if _t197 is None or _t198 > _t197:
            _t197 = _t198
    return _t197

# <rulerun president.rules: exchange #43 7e619e50>
def _loop(st, L):
    _t215 = None
    for _t214 in st.zones[(1 + L[0])]:
        _t216 = _c161[_t214]
        if _t215 is None or _t216 > _t215:
            _t215 = _t216
    return _t215

# <rulerun president.rules: exchange #44 playout 184a7fc9>
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
    _t208 = (_range157(1, _l2) or [])
    st.budget -= len(_t208)
    if st.budget < 0: _spent158(st)
    for _t207 in _t208:
        L[5] = _t207
        _t212 = _st_zones[(1 + _l0)]
        st.budget -= len(_t212)
        if st.budget < 0: _spent158(st)
        _t217 = _NOT_YET
        _t218 = _NOT_YET
        _t211 = None
        for _t213 in _t212:
            if (_c160[_t213] == (_t218 if _t218 is not _NOT_YET else (_t218 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, (_t217 if _t217 is not _NOT_YET else (_t217 := _a162(st, L)))))))):
                _t211 = _t213
                break
        _t209 = _t211
        _t210 = (1 + _l1)
        if type(_t209) is int and _st_log is None:
            _t219 = _st_zones[_st_loc[_t209]]
            if _t219[-1] == _t209: _t219.pop()
            else: _t219.remove(_t209)
            _st_zones[_t210].append(_t209); _st_loc[_t209] = _t210
        elif _t209 is not None:
            _move_cards159(st, _t209, _t210, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
    _t220 = _st_zones[(1 + _l1)]
    if _offer164(st, L, _t220[:]): raise _PlayoutCut163()
    _t221 = L[6]
    _t222 = (1 + _l0)
    if type(_t221) is list and _st_log is None:
        for _t223 in _t221:
            _t224 = _st_zones[_st_loc[_t223]]
            if _t224[-1] == _t223: _t224.pop()
            else: _t224.remove(_t223)
            _st_zones[_t222].append(_t223); _st_loc[_t223] = _t222
    elif _t221 is not None:
        _move_cards159(st, _t221, _t222, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _st_log is not None: _st_log.append(_Text168(_audience165(st), [_PlayerRef166(_l0), ' and ', _PlayerRef166(_l1), ' exchange ', _plain167(_l2), ' card(s)']))

# <rulerun president.rules: play #45 b7afecb8>
def _loop(st):
    _t226 = 0
    for _t225 in (_k170 or ()):
        if (not not st.zones[(1 + _t225)]):
            _t226 += 1
    return _t226

# <rulerun president.rules: play #46 c1d1c4b0>
def _loop(st, _i8):
    _t235 = 0
    for _t234 in st.zones[(1 + _i8[1])]:
        if (_c177[_t234] == _i8[4]):
            _t235 += 1
    return _t235

# <rulerun president.rules: play #47 0019da11>
def _loop(st, _i8, _t250):
    _st_zones = st.zones
    _t252 = 0
    for _t251 in _st_zones[(1 + _i8[1])]:
        if ((_c186[_t251] == _t250) and (_c187[_t251] > _c187[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t252 += 1
    return _t252

# <rulerun president.rules: play #48 9e9effff>
def _loop(st):
    _t267 = 0
    for _t266 in (_k192 or ()):
        if (not not st.zones[(1 + _t266)]):
            _t267 += 1
    return _t267

# <rulerun president.rules: play #49 d4249b80>
def _loop(st, _i8):
    for _t276 in (_o195[_i8[2]] or ()):
        if (not not st.zones[(1 + _t276)]):
            return _t276
    return None

# <rulerun president.rules: play_hand #50 a01b28c1>
def _loop(st):
    _t295 = 0
    for _t294 in (_k200 or ()):
        if (not not st.zones[(1 + _t294)]):
            _t295 += 1
    return _t295

# <rulerun president.rules: play_hand #51 4acb24c0>
def _loop(st, L):
    _t304 = 0
    for _t303 in st.zones[(1 + L[1])]:
        if (_c210[_t303] == L[4]):
            _t304 += 1
    return _t304

# <rulerun president.rules: play_hand #52 0a9bce7b>
def _loop(st, L, _t319):
    _st_zones = st.zones
    _t321 = 0
    for _t320 in _st_zones[(1 + L[1])]:
        if ((_c224[_t320] == _t319) and (_c225[_t320] > _c225[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t321 += 1
    return _t321

# <rulerun president.rules: play_hand #53 2e522738>
def _loop(st):
    _t336 = 0
    for _t335 in (_k230 or ()):
        if (not not st.zones[(1 + _t335)]):
            _t336 += 1
    return _t336

# <rulerun president.rules: play_hand #54 cc82fd93>
def _loop(st, L):
    for _t345 in (_o233[L[2]] or ()):
        if (not not st.zones[(1 + _t345)]):
            return _t345
    return None

# <rulerun president.rules: play_hand #55 playout 07aed332>
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
    while ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a201(st))) > 1):
        st.budget -= 1
        if st.budget < 0: _spent202(st)
        if (_st_vars[0] == 0):
            _t298 = _NOT_YET
            _t296 = []
            for _t297 in (_k203 or []):
                if ((_memo2[(L[1], _t297,)] if (L[1], _t297,) in _memo2 else _memo2.setdefault((L[1], _t297,), (_t298 if _t298 is not _NOT_YET else (_t298 := list(map(_c204.__getitem__, _st_zones[(1 + L[1])])))).count(_t297))) > 0): _t296.append(_t297)
            _t299 = L[1]
            _t300 = len(_t296)
            if not _t300: _no_option207(_t299, 'rank to lead')
            if _t300 <= 1 and _st_log is None:
                L[4] = _t296[0] if _t300 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t301 = st.chooser(_t300, _t299)
                else:
                    _t301 = _st_bits(_t300.bit_length())
                    while _t301 >= _t300: _t301 = _st_bits(_t300.bit_length())
                L[4] = _t296[_t301]; st.decisions += 1
            elif _decide208(st, L, _t296, _t299): raise _PlayoutCut205()
            _t302 = (_range209(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a211(st, L)))) or [])
            _t305 = L[1]
            _t306 = len(_t302)
            if not _t306: _no_option207(_t305, 'how many to lead')
            if _t306 <= 1 and _st_log is None:
                L[5] = _t302[0] if _t306 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t307 = st.chooser(_t306, _t305)
                else:
                    _t307 = _st_bits(_t306.bit_length())
                    while _t307 >= _t306: _t307 = _st_bits(_t306.bit_length())
                L[5] = _t302[_t307]; st.decisions += 1
            elif _decide213(st, L, _t302, _t305): raise _PlayoutCut205()
            if _st_log is not None: _tell214(st, (_player_text215(L[1]) + ' leads ' + _plain216(L[5]) + ' of rank ' + _plain216(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            _i11l0 = L[1]
            _i11l1 = L[4]
            _i11l2 = L[5]
            _i11 = [_i11l0, _i11l1, _i11l2, None, None, None]
            _t309 = (_range209(1, _i11l2) or [])
            st.budget -= len(_t309)
            if st.budget < 0: _spent202(st)
            for _t308 in _t309:
                _i11[5] = _t308
                _t312 = None
                for _t313 in _st_zones[(1 + _i11l0)]:
                    if (_c204[_t313] == _i11l1):
                        _t312 = _t313
                        break
                _t310 = _t312
                _t311 = 5
                if type(_t310) is int and _st_log is None:
                    _t314 = _st_zones[(_t315 := _st_loc[_t310])]
                    if _t314[-1] == _t310: _t314.pop()
                    else: _t314.remove(_t310)
                    _st_zones[_t311].append(_t310); _st_loc[_t310] = _t311
                    _t316 = _leaving218[_t315]
                    if _memo1 and _t316 & 2: _memo1.clear()
                    if _memo2 and _t316 & 4: _memo2.clear()
                    if _memo4 and _t316 & 16: _memo4.clear()
                elif _t310 is not None:
                    _move_cards217(st, _t310, _t311, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                if _memo0: _memo0.clear()
            if (not (not not _st_zones[(1 + _i11l0)])):
                _st_vars[9] = (_t317 if -1000000000000000000 <= (_t317 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond219(_t317))
                _st_vars[1 + _i11l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text222(_audience220(st), [_PlayerRef221(_i11l0), ' goes out, place ', _plain216(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t318 = []
            for _t319 in (_k223 or []):
                if (_memo0[(L[1], _t319,)] if (L[1], _t319,) in _memo0 else _memo0.setdefault((L[1], _t319,), (_a226(st, L, _t319) >= _st_vars[0]))): _t318.append(_t319)
            _t322 = L[1]
            _t323 = len(_t318) + 1
            if _t323 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t324 = st.chooser(_t323, _t322)
                else:
                    _t324 = _st_bits(_t323.bit_length())
                    while _t324 >= _t323: _t324 = _st_bits(_t323.bit_length())
                L[6] = _t318[_t324 - 1] if _t324 else None; st.decisions += 1
            elif _decide228(st, L, _t318, _t322): raise _PlayoutCut205()
            if (L[6] is None):
                if _st_log is not None: _tell214(st, (_player_text215(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long229(L[3])
            else:
                _i12l0 = L[1]
                _i12l1 = L[6]
                _i12l2 = _st_vars[0]
                _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
                _t326 = (_range209(1, _i12l2) or [])
                st.budget -= len(_t326)
                if st.budget < 0: _spent202(st)
                for _t325 in _t326:
                    _i12[5] = _t325
                    _t329 = None
                    for _t330 in _st_zones[(1 + _i12l0)]:
                        if (_c204[_t330] == _i12l1):
                            _t329 = _t330
                            break
                    _t327 = _t329
                    _t328 = 5
                    if type(_t327) is int and _st_log is None:
                        _t331 = _st_zones[(_t332 := _st_loc[_t327])]
                        if _t331[-1] == _t327: _t331.pop()
                        else: _t331.remove(_t327)
                        _st_zones[_t328].append(_t327); _st_loc[_t327] = _t328
                        _t333 = _leaving218[_t332]
                        if _memo1 and _t333 & 2: _memo1.clear()
                        if _memo2 and _t333 & 4: _memo2.clear()
                        if _memo4 and _t333 & 16: _memo4.clear()
                    elif _t327 is not None:
                        _move_cards217(st, _t327, _t328, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                    if _memo0: _memo0.clear()
                if (not (not not _st_zones[(1 + _i12l0)])):
                    _st_vars[9] = (_t334 if -1000000000000000000 <= (_t334 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond219(_t334))
                    _st_vars[1 + _i12l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text222(_audience220(st), [_PlayerRef221(_i12l0), ' goes out, place ', _plain216(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a231(st))) > 1):
            _t338 = L[2]
            _t339 = L[3]
            _t337 = True
            for _t340 in (_k232 or ()):
                if not ((((not (not not _st_zones[(1 + _t340)])) or (_t340 == _t338)) or (_t340 in (_t339 or ())))):
                    _t337 = False
                    break
            if _t337:
                if _st_log is not None: _st_log.append(_Text222(_audience220(st), ['everyone else passes: the trick is over']))
                _t341 = 5
                _t342 = 6
                if _st_log is None and _t341 != _t342:
                    _t343 = _st_zones[_t341]; _st_zones[_t342] += _t343
                    for _t344 in _t343: _st_loc[_t344] = _t342
                    _t343.clear()
                else:
                    _move_cards217(st, _st_zones[_t341][:], _t342, False)
                if _memo0: _memo0.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a234(st, L))
            else:
                _t348 = L[2]
                _t349 = L[3]
                _t347 = None
                for _t350 in (_o235[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t350)]) and (_t350 != _t348)) and (not (_t350 in (_t349 or ())))):
                        _t347 = _t350
                        break
                L[1] = _t347
    _t351 = None
    for _t352 in (_k236 or ()):
        if (not not _st_zones[(1 + _t352)]):
            _t351 = _t352
            break
    L[7] = _t351
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text222(_audience220(st), [_PlayerRef221(L[7]), ' is the Scum']))
    _t353 = 5
    _t354 = 6
    if _st_log is None and _t353 != _t354:
        _t355 = _st_zones[_t353]; _st_zones[_t354] += _t355
        for _t356 in _t355: _st_loc[_t356] = _t354
        _t355.clear()
    else:
        _move_cards217(st, _st_zones[_t353][:], _t354, False)
    if _memo0: _memo0.clear()
    for _t357 in (_k237 or []):
        L[10] = _t357
        _t358 = (1 + _t357)
        _t359 = 6
        if _st_log is None and _t358 != _t359:
            _t360 = _st_zones[_t358]; _st_zones[_t359] += _t360
            for _t361 in _t360: _st_loc[_t361] = _t359
            _t360.clear()
        else:
            _move_cards217(st, _st_zones[_t358][:], _t359, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        _st_vars[5 + _t357] = (_t362 if -1000000000000000000 <= (_t362 := _st_vars[5 + _t357] + (4 - _st_vars[1 + _t357])) <= 1000000000000000000 else _beyond219(_t362))

# <rulerun president.rules: play #56 239e34c8>
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
    _t175 = (_range136(2, 3) or [])
    st.budget -= len(_t175)
    if st.budget < 0: _spent137(st)
    for _t174 in _t175:
        L[3] = _t174
        if _st_log is not None: _st_log.append(_Text140(_audience138(st), ['hand ', _plain139(_t174)]))
        L[4] = _player143((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a142(st))), 4)
        L[5] = _player143(_d144(st, [4]), 4)
        L[6] = _player143((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a146(st))), 4)
        L[7] = _player143(_d144(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t180 in (_k147 or []):
            L[10] = _t180
            _st_vars[1 + _t180] = 0
            if _memo3: _memo3.clear()
        _i6 = [None, None, None]
        _t181 = 6
        _t182 = 0
        if _st_log is None and _t181 != _t182:
            _t183 = _st_zones[_t181]; _st_zones[_t182] += _t183
            for _t184 in _t183: _st_loc[_t184] = _t182
            _t183.clear()
        else:
            _move_cards148(st, _st_zones[_t181][:], _t182, False)
        _shuffle_zone149(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent137(st)
            for _t185 in (_k150 or []):
                _i6[2] = _t185
                if not ((not not _st_zones[0])): continue
                _t188 = _st_zones[0]
                _t187 = (1 + _t185)
                if _st_log is None and _t188:
                    _t186 = _t188.pop(); _st_zones[_t187].append(_t186); _st_loc[_t186] = _t187
                elif _t188:
                    _move_cards148(st, _t188[-1], _t187, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
        if _p169(st, [L[5], L[4], 2, None, None, None, None]) == 3: return 3
        if (4 >= 4):
            if _p169(st, [L[7], L[6], 1, None, None, None, None]) == 3: return 3
        if _p238(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return 3

# <rulerun president.rules: play #57 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun president.rules: play #58 950420ff>
def _native(st, L):
    return _range239(2, 3)

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

# <rulerun president.rules: play_cards #67 375772bb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run242(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k243)

# <rulerun president.rules: play_hand #68 b027bd45>
def _loop(st):
    _t364 = 0
    for _t363 in (_k247 or ()):
        if (not not st.zones[(1 + _t363)]):
            _t364 += 1
    return _t364

# <rulerun president.rules: play_hand #69 81b2e396>
def _loop(st, L):
    _t371 = 0
    for _t370 in st.zones[(1 + L[1])]:
        if (_c256[_t370] == L[4]):
            _t371 += 1
    return _t371

# <rulerun president.rules: play_hand #70 2accea95>
def _loop(st, L, _t375):
    _st_zones = st.zones
    _t377 = 0
    for _t376 in _st_zones[(1 + L[1])]:
        if ((_c262[_t376] == _t375) and (_c263[_t376] > _c263[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t377 += 1
    return _t377

# <rulerun president.rules: play_hand #71 c18b5287>
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
            _r = _run246(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a248(st))) > 1):
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
            for _t365 in (_k249 or []):
                if ((_memo2[(L[1], _t365,)] if (L[1], _t365,) in _memo2 else _memo2.setdefault((L[1], _t365,), (_t366 if _t366 is not _NOT_YET else (_t366 := list(map(_c250.__getitem__, st.zones[(1 + L[1])])))).count(_t365))) > 0): _o.append(_t365)
            fr[1] = 4
            _t367 = L[1]
            _t368 = len(_o)
            if not _t368: _no_option252(_t367, 'rank to lead')
            if _t368 <= 1 and _st_log is None:
                L[4] = _o[0] if _t368 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t369 = st.chooser(_t368, _t367)
                else:
                    _t369 = _st_bits(_t368.bit_length())
                    while _t369 >= _t368: _t369 = _st_bits(_t368.bit_length())
                L[4] = _o[_t369]; st.decisions += 1
                if st.thread_player is not None: _answered253(st, _t369)
            elif _decide254(st, L, _o, _t367): return True
            pc = 4
        if pc == 4:
            _o = (_range255(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a257(st, L)))) or [])
            fr[1] = 5
            _t372 = L[1]
            _t373 = len(_o)
            if not _t373: _no_option252(_t372, 'how many to lead')
            if _t373 <= 1 and _st_log is None:
                L[5] = _o[0] if _t373 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t374 = st.chooser(_t373, _t372)
                else:
                    _t374 = _st_bits(_t373.bit_length())
                    while _t374 >= _t373: _t374 = _st_bits(_t373.bit_length())
                L[5] = _o[_t374]; st.decisions += 1
                if st.thread_player is not None: _answered253(st, _t374)
            elif _decide259(st, L, _o, _t372): return True
            pc = 5
        if pc == 5:
            _r = _run260(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t375 in (_k261 or []):
                if (_memo0[(L[1], _t375,)] if (L[1], _t375,) in _memo0 else _memo0.setdefault((L[1], _t375,), (_a264(st, L, _t375) >= _st_vars[0]))): _o.append(_t375)
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
                if st.thread_player is not None: _answered253(st, _t380)
            elif _decide266(st, L, _o, _t378): return True
            pc = 8
        if pc == 8:
            _r = _run267(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run268(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit245(_k, st, _d0): raise _Runaway244()
            continue
        if pc == 11:
            _r = _run269(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k270)

# <rulerun president.rules: exchange #72 e8b68d75>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run273(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = st.zones[(1 + L[1])]
            fr[1] = 2
            if _offer274(st, L, _o[:]): return True
            pc = 2
        if pc == 2:
            _r = _run275(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k276)

# <rulerun president.rules: deal #73 9e05b3ad>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run279(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k280)

# <rulerun president.rules: play #74 bd642e1b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run283(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit284(_k285)
            fr[1] = 2; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs286[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            L[1] = (_range287(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run288(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], L[4], 2, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit284(_k289)
            fr[1] = 6; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs286[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [L[7], L[6], 1, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit284(_k290)
            fr[1] = 8; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs286[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 8
        if pc == 8:
            pc = 9
        if pc == 9:
            _a = [L[5], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit284(_k291)
            fr[1] = 10; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs286[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 10
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit282(_k, st, _d0): raise _Runaway281()
            continue
        if pc == 11:
            fr[1] = 12
            if _step292(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k293)

# <rulerun president.rules: play_hand #75 616c2fe7>
def _loop(st):
    _t382 = 0
    for _t381 in (_k298 or ()):
        if (not not st.zones[(1 + _t381)]):
            _t382 += 1
    return _t382

# <rulerun president.rules: play_hand #76 d755177d>
def _loop(st, L):
    _t389 = 0
    for _t388 in st.zones[(1 + L[1])]:
        if (_c307[_t388] == L[4]):
            _t389 += 1
    return _t389

# <rulerun president.rules: play_hand #77 6030d301>
def _loop(st, L, _t393):
    _st_zones = st.zones
    _t395 = 0
    for _t394 in _st_zones[(1 + L[1])]:
        if ((_c313[_t394] == _t393) and (_c314[_t394] > _c314[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t395 += 1
    return _t395

# <rulerun president.rules: play_hand #78 501e1d4e>
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
            _r = _run296(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region297(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a299(st))) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t384 = _NOT_YET
            _o = []
            for _t383 in (_k300 or []):
                if ((_memo2[(L[1], _t383,)] if (L[1], _t383,) in _memo2 else _memo2.setdefault((L[1], _t383,), (_t384 if _t384 is not _NOT_YET else (_t384 := list(map(_c301.__getitem__, st.zones[(1 + L[1])])))).count(_t383))) > 0): _o.append(_t383)
            fr[1] = 4
            _t385 = L[1]
            _t386 = len(_o)
            if not _t386: _no_option303(_t385, 'rank to lead')
            if _t386 <= 1 and _st_log is None:
                L[4] = _o[0] if _t386 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t387 = st.chooser(_t386, _t385)
                else:
                    _t387 = _st_bits(_t386.bit_length())
                    while _t387 >= _t386: _t387 = _st_bits(_t386.bit_length())
                L[4] = _o[_t387]; st.decisions += 1
                if st.thread_player is not None: _answered304(st, _t387)
            elif _decide305(st, L, _o, _t385): return True
            pc = 4
        if pc == 4:
            _o = (_range306(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a308(st, L)))) or [])
            fr[1] = 5
            _t390 = L[1]
            _t391 = len(_o)
            if not _t391: _no_option303(_t390, 'how many to lead')
            if _t391 <= 1 and _st_log is None:
                L[5] = _o[0] if _t391 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t392 = st.chooser(_t391, _t390)
                else:
                    _t392 = _st_bits(_t391.bit_length())
                    while _t392 >= _t391: _t392 = _st_bits(_t391.bit_length())
                L[5] = _o[_t392]; st.decisions += 1
                if st.thread_player is not None: _answered304(st, _t392)
            elif _decide310(st, L, _o, _t390): return True
            pc = 5
        if pc == 5:
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t393 in (_k312 or []):
                if (_memo0[(L[1], _t393,)] if (L[1], _t393,) in _memo0 else _memo0.setdefault((L[1], _t393,), (_a315(st, L, _t393) >= _st_vars[0]))): _o.append(_t393)
            fr[1] = 8
            _t396 = L[1]
            _t397 = len(_o) + 1
            if _t397 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t398 = st.chooser(_t397, _t396)
                else:
                    _t398 = _st_bits(_t397.bit_length())
                    while _t398 >= _t397: _t398 = _st_bits(_t397.bit_length())
                L[6] = _o[_t398 - 1] if _t398 else None; st.decisions += 1
                if st.thread_player is not None: _answered304(st, _t398)
            elif _decide317(st, L, _o, _t396): return True
            pc = 8
        if pc == 8:
            _r = _run318(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run319(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit295(_k, st, _d0): raise _Runaway294()
            continue
        if pc == 11:
            _r = _run320(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k321)

# <rulerun president.rules: play #79 5b2226c5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run324(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p325(st, [L[0], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit326(_k327)
                fr[1] = 2; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs328[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region329(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[1] = (_range330(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run331(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p332(st, [L[5], L[4], 2, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[4], 2, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit326(_k333)
                fr[1] = 6; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs328[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p332(st, [L[7], L[6], 1, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [L[7], L[6], 1, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit326(_k334)
                fr[1] = 8; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs328[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 8
        if pc == 8:
            pc = 9
        if pc == 9:
            if st.thread_player == st.inline_thread:
                if _p325(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[5], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit326(_k335)
                fr[1] = 10; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs328[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 10
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit323(_k, st, _d0): raise _Runaway322()
            continue
        if pc == 11:
            fr[1] = 12
            if _step336(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k337)

# <rulerun president.rules: rank #80 914c628d>
def _native(st, p):
    _st_vars = st.vars
    return (_st_vars[5 + p], (-_st_vars[1 + p]), )

