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

# <rulerun president.rules: play_hand #9 efdb1d39>
def _loop(st, L):
    _t55 = 0
    for _t54 in st.zones[(1 + L[1])]:
        if (_c54[_t54] == L[4]):
            _t55 += 1
    return _t55

# <rulerun president.rules: play_hand #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #11 fed814ce>
def _loop(st, L, _t70):
    _st_zones = st.zones
    _t72 = 0
    for _t71 in _st_zones[(1 + L[1])]:
        if ((_c68[_t71] == _t70) and (_c69[_t71] > _c69[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t72 += 1
    return _t72

# <rulerun president.rules: play_hand #12 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #13 2c8a7d70>
def _loop(st):
    _t87 = 0
    for _t86 in (_k74 or ()):
        if (not not st.zones[(1 + _t86)]):
            _t87 += 1
    return _t87

# <rulerun president.rules: play_hand #14 1f2c585f>
def _loop(st, L):
    for _t96 in (_o77[L[2]] or ()):
        if (not not st.zones[(1 + _t96)]):
            return _t96
    return None

# <rulerun president.rules: play_hand #15 91f4f75a>
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
            _t49 = _NOT_YET
            _t46 = []
            for _t47 in (_k47 or []):
                if ((_memo2[(L[1], _t47,)] if (L[1], _t47,) in _memo2 else _memo2.setdefault((L[1], _t47,), (_t49 if _t49 is not _NOT_YET else (_t49 := ([_c48[_x] for _x in _t48] if (_t48 := _st_zones[(1 + L[1])]) is not _NOT_YET else None))).count(_t47))) > 0): _t46.append(_t47)
            _t50 = L[1]
            _t51 = len(_t46)
            if not _t51: _no_option51(_t50, 'rank to lead')
            if _t51 <= 1 and _st_log is None:
                L[4] = _t46[0] if _t51 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t52 = st.chooser(_t51, _t50)
                else:
                    _t52 = _st_bits(_t51.bit_length())
                    while _t52 >= _t51: _t52 = _st_bits(_t51.bit_length())
                L[4] = _t46[_t52]; st.decisions += 1
            elif _decide52(st, L, _t46, _t50): raise _PlayoutCut49()
            _t53 = (_range53(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a55(st, L)))) or [])
            _t56 = L[1]
            _t57 = len(_t53)
            if not _t57: _no_option51(_t56, 'how many to lead')
            if _t57 <= 1 and _st_log is None:
                L[5] = _t53[0] if _t57 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t58 = st.chooser(_t57, _t56)
                else:
                    _t58 = _st_bits(_t57.bit_length())
                    while _t58 >= _t57: _t58 = _st_bits(_t57.bit_length())
                L[5] = _t53[_t58]; st.decisions += 1
            elif _decide57(st, L, _t53, _t56): raise _PlayoutCut49()
            if _st_log is not None: _tell58(st, (_player_text59(L[1]) + ' leads ' + _plain60(L[5]) + ' of rank ' + _plain60(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            _i2l0 = L[1]
            _i2l1 = L[4]
            _i2l2 = L[5]
            _i2 = [_i2l0, _i2l1, _i2l2, None, None, None]
            _t60 = (_range53(1, _i2l2) or [])
            st.budget -= len(_t60)
            if st.budget < 0: _spent46(st)
            for _t59 in _t60:
                _i2[5] = _t59
                _t63 = None
                for _t64 in _st_zones[(1 + _i2l0)]:
                    if (_c48[_t64] == _i2l1):
                        _t63 = _t64
                        break
                _t61 = _t63
                _t62 = 5
                if type(_t61) is int and _st_log is None:
                    _t65 = _st_zones[(_t66 := _st_loc[_t61])]
                    if _t65[-1] == _t61: _t65.pop()
                    else: _t65.remove(_t61)
                    _st_zones[_t62].append(_t61); _st_loc[_t61] = _t62
                    _t67 = _leaving62[_t66]
                    if _memo1 and _t67 & 2: _memo1.clear()
                    if _memo2 and _t67 & 4: _memo2.clear()
                    if _memo4 and _t67 & 16: _memo4.clear()
                elif _t61 is not None:
                    _move_cards61(st, _t61, _t62, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                if _memo0: _memo0.clear()
            if (not (not not _st_zones[(1 + _i2l0)])):
                _st_vars[9] = (_t68 if -1000000000000000000 <= (_t68 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond63(_t68))
                _st_vars[1 + _i2l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text66(_audience64(st), [_PlayerRef65(_i2l0), ' goes out, place ', _plain60(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t69 = []
            for _t70 in (_k67 or []):
                if (_memo0[(L[1], _t70,)] if (L[1], _t70,) in _memo0 else _memo0.setdefault((L[1], _t70,), (_a70(st, L, _t70) >= _st_vars[0]))): _t69.append(_t70)
            _t73 = L[1]
            _t74 = len(_t69) + 1
            if _t74 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t75 = st.chooser(_t74, _t73)
                else:
                    _t75 = _st_bits(_t74.bit_length())
                    while _t75 >= _t74: _t75 = _st_bits(_t74.bit_length())
                L[6] = _t69[_t75 - 1] if _t75 else None; st.decisions += 1
            elif _decide72(st, L, _t69, _t73): raise _PlayoutCut49()
            if (L[6] is None):
                if _st_log is not None: _tell58(st, (_player_text59(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long73(L[3])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                _t77 = (_range53(1, _i3l2) or [])
                st.budget -= len(_t77)
                if st.budget < 0: _spent46(st)
                for _t76 in _t77:
                    _i3[5] = _t76
                    _t80 = None
                    for _t81 in _st_zones[(1 + _i3l0)]:
                        if (_c48[_t81] == _i3l1):
                            _t80 = _t81
                            break
                    _t78 = _t80
                    _t79 = 5
                    if type(_t78) is int and _st_log is None:
                        _t82 = _st_zones[(_t83 := _st_loc[_t78])]
                        if _t82[-1] == _t78: _t82.pop()
                        else: _t82.remove(_t78)
                        _st_zones[_t79].append(_t78); _st_loc[_t78] = _t79
                        _t84 = _leaving62[_t83]
                        if _memo1 and _t84 & 2: _memo1.clear()
                        if _memo2 and _t84 & 4: _memo2.clear()
                        if _memo4 and _t84 & 16: _memo4.clear()
                    elif _t78 is not None:
                        _move_cards61(st, _t78, _t79, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                    if _memo0: _memo0.clear()
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = (_t85 if -1000000000000000000 <= (_t85 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond63(_t85))
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text66(_audience64(st), [_PlayerRef65(_i3l0), ' goes out, place ', _plain60(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a75(st))) > 1):
            _t89 = L[2]
            _t90 = L[3]
            _t88 = True
            for _t91 in (_k76 or ()):
                if not ((((not (not not _st_zones[(1 + _t91)])) or (_t91 == _t89)) or (_t91 in (_t90 or ())))):
                    _t88 = False
                    break
            if _t88:
                if _st_log is not None: _st_log.append(_Text66(_audience64(st), ['everyone else passes: the trick is over']))
                _t92 = 5
                _t93 = 6
                if _st_log is None and _t92 != _t93:
                    _t94 = _st_zones[_t92]; _st_zones[_t93] += _t94
                    for _t95 in _t94: _st_loc[_t95] = _t93
                    _t94.clear()
                else:
                    _move_cards61(st, _st_zones[_t92][:], _t93, False)
                if _memo0: _memo0.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a78(st, L))
            else:
                _t99 = L[2]
                _t100 = L[3]
                _t98 = None
                for _t101 in (_o79[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t101)]) and (_t101 != _t99)) and (not (_t101 in (_t100 or ())))):
                        _t98 = _t101
                        break
                L[1] = _t98

# <rulerun president.rules: play_hand #16 2b9c39a9>
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
    _t102 = None
    for _t103 in (_k80 or ()):
        if (not not _st_zones[(1 + _t103)]):
            _t102 = _t103
            break
    L[7] = _t102
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text83(_audience81(st), [_PlayerRef82(L[7]), ' is the Scum']))
    _t104 = 5
    _t105 = 6
    if _st_log is None and _t104 != _t105:
        _t106 = _st_zones[_t104]; _st_zones[_t105] += _t106
        for _t107 in _t106: _st_loc[_t107] = _t105
        _t106.clear()
    else:
        _move_cards84(st, _st_zones[_t104][:], _t105, False)
    if _memo0: _memo0.clear()
    for _t108 in (_k85 or []):
        L[10] = _t108
        _t109 = (1 + _t108)
        _t110 = 6
        if _st_log is None and _t109 != _t110:
            _t111 = _st_zones[_t109]; _st_zones[_t110] += _t111
            for _t112 in _t111: _st_loc[_t112] = _t110
            _t111.clear()
        else:
            _move_cards84(st, _st_zones[_t109][:], _t110, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        _st_vars[5 + _t108] = (_t113 if -1000000000000000000 <= (_t113 := _st_vars[5 + _t108] + (4 - _st_vars[1 + _t108])) <= 1000000000000000000 else _beyond86(_t113))

# <rulerun president.rules: play_hand #17 f4e3ceb7>
def _loop(st):
    _t115 = 0
    for _t114 in (_k87 or ()):
        if (not not st.zones[(1 + _t114)]):
            _t115 += 1
    return _t115

# <rulerun president.rules: play_hand #18 b0bfdf66>
def _native(st, L):
    return (_a88(st) > 1)

# <rulerun president.rules: play_hand #19 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #20 27306d37>
def _native(st, L):
    return _k89

# <rulerun president.rules: play_hand #21 180cb401>
def _loop(st, L):
    _l4 = L[4]
    _t117 = 0
    for _t116 in st.zones[(1 + L[1])]:
        if (_c90[_t116] == _l4):
            _t117 += 1
    return _t117

# <rulerun president.rules: play_hand #22 b0825ea6>
def _native(st, L):
    return (_a91(st, L) > 0)

# <rulerun president.rules: play_hand #23 b12c2f3e>
def _loop(st, L):
    _l4 = L[4]
    _t119 = 0
    for _t118 in st.zones[(1 + L[1])]:
        if (_c93[_t118] == _l4):
            _t119 += 1
    return _t119

# <rulerun president.rules: play_hand #24 0edc9852>
def _native(st, L):
    return _range92(1, _a94(st, L))

# <rulerun president.rules: play_hand #25 fb126fad>
def _native(st, L):
    return _k95

# <rulerun president.rules: play_hand #26 a9bf139e>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t121 = 0
    for _t120 in _st_zones[(1 + L[1])]:
        if ((_c96[_t120] == _l6) and (_c97[_t120] > _c97[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t121 += 1
    return _t121

# <rulerun president.rules: play_hand #27 0a8d05e5>
def _native(st, L):
    return (_a98(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #28 bc4db0ab>
def _loop(st, L):
    _t130 = None
    for _t129 in st.zones[(1 + L[0])]:
        _t131 = _c103[_t129]
        if _t130 is None or _t131 > _t130:
            _t130 = _t131
    return _t130

# <rulerun president.rules: exchange #29 39fc254d>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t123 = (_range99(1, L[2]) or [])
    st.budget -= len(_t123)
    if st.budget < 0: _spent100(st)
    for _t122 in _t123:
        L[5] = _t122
        _t127 = _st_zones[(1 + _l0)]
        st.budget -= len(_t127)
        if st.budget < 0: _spent100(st)
        _t132 = _NOT_YET
        _t133 = _NOT_YET
        _t126 = None
        for _t128 in _t127:
            if (_c102[_t128] == (_t133 if _t133 is not _NOT_YET else (_t133 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, (_t132 if _t132 is not _NOT_YET else (_t132 := _a104(st, L)))))))):
                _t126 = _t128
                break
        _t124 = _t126
        _t125 = (1 + L[1])
        if type(_t124) is int and st.log is None:
            _t134 = _st_zones[_st_loc[_t124]]
            if _t134[-1] == _t124: _t134.pop()
            else: _t134.remove(_t124)
            _st_zones[_t125].append(_t124); _st_loc[_t124] = _t125
        elif _t124 is not None:
            _move_cards101(st, _t124, _t125, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()

# <rulerun president.rules: exchange #30 a6ebc07e>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t135 = L[6]
    _t136 = (1 + _l0)
    if type(_t135) is list and _st_log is None:
        for _t137 in _t135:
            _t138 = _st_zones[_st_loc[_t137]]
            if _t138[-1] == _t137: _t138.pop()
            else: _t138.remove(_t137)
            _st_zones[_t136].append(_t137); _st_loc[_t137] = _t136
    elif _t135 is not None:
        _move_cards105(st, _t135, _t136, False)
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

# <rulerun president.rules: deal #34 3401eab5>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t139 = 6
    _t140 = 0
    if _st_log is None and _t139 != _t140:
        _t141 = _st_zones[_t139]; _st_zones[_t140] += _t141
        for _t142 in _t141: _st_loc[_t142] = _t140
        _t141.clear()
    else:
        _move_cards110(st, _st_zones[_t139][:], _t140, False)
    _shuffle_zone111(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent112(st)
        for _t143 in (_k113 or []):
            L[2] = _t143
            if not ((not not _st_zones[0])): continue
            _t146 = _st_zones[0]
            _t145 = (1 + _t143)
            if _st_log is None and _t146:
                _t144 = _t146.pop(); _st_zones[_t145].append(_t144); _st_loc[_t144] = _t145
            elif _t146:
                _move_cards110(st, _t146[-1], _t145, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()

# <rulerun president.rules: play #35 5bb22000>
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
    _t147 = 6
    _t148 = 0
    if _st_log is None and _t147 != _t148:
        _t149 = _st_zones[_t147]; _st_zones[_t148] += _t149
        for _t150 in _t149: _st_loc[_t150] = _t148
        _t149.clear()
    else:
        _move_cards115(st, _st_zones[_t147][:], _t148, False)
    _shuffle_zone114(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent116(st)
        for _t151 in (_k117 or []):
            _i4[2] = _t151
            if not ((not not _st_zones[0])): continue
            _t154 = _st_zones[0]
            _t153 = (1 + _t151)
            if _st_log is None and _t154:
                _t152 = _t154.pop(); _st_zones[_t153].append(_t152); _st_loc[_t152] = _t153
            elif _t154:
                _move_cards115(st, _t154[-1], _t153, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
    _t156 = (_k118 or ())
    st.budget -= len(_t156)
    if st.budget < 0: _spent116(st)
    _t155 = None
    for _t157 in _t156:
        _t158 = False
        for _t159 in _st_zones[(1 + _t157)]:
            if (st.model.card_names[_t159] == '3 of clubs'):
                _t158 = True
                break
        if _t158:
            _t155 = _t157
            break
    L[0] = _t155
    if _st_log is not None: _tell119(st, (_player_text120(L[0]) + ' holds the 3 of clubs and leads'), None)

# <rulerun president.rules: play #36 58c0395a>
def _loop(st):
    for _t160 in (_k124 or ()):
        if (st.vars[1 + _t160] == 1):
            return _t160
    return None

# <rulerun president.rules: holder_of #37 33933342>
def _native(st, L):
    _t162 = None
    for _t163 in (_k127 or ()):
        if (st.vars[1 + _t163] == L[0]):
            _t162 = _t163
            break
    return _t162

# <rulerun president.rules: play #38 1d0213c8>
def _loop(st):
    for _t164 in (_k129 or ()):
        if (st.vars[1 + _t164] == 2):
            return _t164
    return None

# <rulerun president.rules: play #39 2b4adcbd>
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
    for _t166 in (_k131 or []):
        L[10] = _t166
        _st_vars[1 + _t166] = 0
        if _memo3: _memo3.clear()
    _i5 = [None, None, None]
    _t167 = 6
    _t168 = 0
    if _st_log is None and _t167 != _t168:
        _t169 = _st_zones[_t167]; _st_zones[_t168] += _t169
        for _t170 in _t169: _st_loc[_t170] = _t168
        _t169.clear()
    else:
        _move_cards132(st, _st_zones[_t167][:], _t168, False)
    _shuffle_zone133(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent134(st)
        for _t171 in (_k135 or []):
            _i5[2] = _t171
            if not ((not not _st_zones[0])): continue
            _t174 = _st_zones[0]
            _t173 = (1 + _t171)
            if _st_log is None and _t174:
                _t172 = _t174.pop(); _st_zones[_t173].append(_t172); _st_loc[_t172] = _t173
            elif _t174:
                _move_cards132(st, _t174[-1], _t173, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()

# <rulerun president.rules: play #40 af22a60b>
def _loop(st):
    for _t177 in (_k141 or ()):
        if (st.vars[1 + _t177] == 1):
            return _t177
    return None

# <rulerun president.rules: play #41 ff6b7b57>
def _loop(st):
    for _t179 in (_k145 or ()):
        if (st.vars[1 + _t179] == 2):
            return _t179
    return None

# <rulerun president.rules: play #42 746d27ae>
def _loop(st, _i7l0):
    _t198 = None
    for _t197 in st.zones[(1 + _i7l0)]:
        _t199 = _c152[_t197]
        if _t198 is None or _t199 > _t198:
            _t198 = _t199
    return _t198

# <rulerun president.rules: exchange #43 4d9c3acd>
def _loop(st, L):
    _t216 = None
    for _t215 in st.zones[(1 + L[0])]:
        _t217 = _c161[_t215]
        if _t216 is None or _t217 > _t216:
            _t216 = _t217
    return _t216

# <rulerun president.rules: exchange #44 playout 870e3f0a>
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
    _t209 = (_range157(1, _l2) or [])
    st.budget -= len(_t209)
    if st.budget < 0: _spent158(st)
    for _t208 in _t209:
        L[5] = _t208
        _t213 = _st_zones[(1 + _l0)]
        st.budget -= len(_t213)
        if st.budget < 0: _spent158(st)
        _t218 = _NOT_YET
        _t219 = _NOT_YET
        _t212 = None
        for _t214 in _t213:
            if (_c160[_t214] == (_t219 if _t219 is not _NOT_YET else (_t219 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, (_t218 if _t218 is not _NOT_YET else (_t218 := _a162(st, L)))))))):
                _t212 = _t214
                break
        _t210 = _t212
        _t211 = (1 + _l1)
        if type(_t210) is int and _st_log is None:
            _t220 = _st_zones[_st_loc[_t210]]
            if _t220[-1] == _t210: _t220.pop()
            else: _t220.remove(_t210)
            _st_zones[_t211].append(_t210); _st_loc[_t210] = _t211
        elif _t210 is not None:
            _move_cards159(st, _t210, _t211, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
    _t221 = _st_zones[(1 + _l1)]
    if _offer164(st, L, _t221[:]): raise _PlayoutCut163()
    _t222 = L[6]
    _t223 = (1 + _l0)
    if type(_t222) is list and _st_log is None:
        for _t224 in _t222:
            _t225 = _st_zones[_st_loc[_t224]]
            if _t225[-1] == _t224: _t225.pop()
            else: _t225.remove(_t224)
            _st_zones[_t223].append(_t224); _st_loc[_t224] = _t223
    elif _t222 is not None:
        _move_cards159(st, _t222, _t223, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _st_log is not None: _st_log.append(_Text168(_audience165(st), [_PlayerRef166(_l0), ' and ', _PlayerRef166(_l1), ' exchange ', _plain167(_l2), ' card(s)']))

# <rulerun president.rules: play #45 96dc7ff1>
def _loop(st):
    _t227 = 0
    for _t226 in (_k170 or ()):
        if (not not st.zones[(1 + _t226)]):
            _t227 += 1
    return _t227

# <rulerun president.rules: play #46 489d3101>
def _loop(st, _i8):
    _t237 = 0
    for _t236 in st.zones[(1 + _i8[1])]:
        if (_c177[_t236] == _i8[4]):
            _t237 += 1
    return _t237

# <rulerun president.rules: play #47 db504d38>
def _loop(st, _i8, _t252):
    _st_zones = st.zones
    _t254 = 0
    for _t253 in _st_zones[(1 + _i8[1])]:
        if ((_c186[_t253] == _t252) and (_c187[_t253] > _c187[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t254 += 1
    return _t254

# <rulerun president.rules: play #48 2f1ff7e7>
def _loop(st):
    _t269 = 0
    for _t268 in (_k192 or ()):
        if (not not st.zones[(1 + _t268)]):
            _t269 += 1
    return _t269

# <rulerun president.rules: play #49 6b9e3855>
def _loop(st, _i8):
    for _t278 in (_o195[_i8[2]] or ()):
        if (not not st.zones[(1 + _t278)]):
            return _t278
    return None

# <rulerun president.rules: play_hand #50 277c039a>
def _loop(st):
    _t297 = 0
    for _t296 in (_k200 or ()):
        if (not not st.zones[(1 + _t296)]):
            _t297 += 1
    return _t297

# <rulerun president.rules: play_hand #51 52a29097>
def _loop(st, L):
    _t307 = 0
    for _t306 in st.zones[(1 + L[1])]:
        if (_c210[_t306] == L[4]):
            _t307 += 1
    return _t307

# <rulerun president.rules: play_hand #52 14258e6f>
def _loop(st, L, _t322):
    _st_zones = st.zones
    _t324 = 0
    for _t323 in _st_zones[(1 + L[1])]:
        if ((_c224[_t323] == _t322) and (_c225[_t323] > _c225[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t324 += 1
    return _t324

# <rulerun president.rules: play_hand #53 9b7f95ba>
def _loop(st):
    _t339 = 0
    for _t338 in (_k230 or ()):
        if (not not st.zones[(1 + _t338)]):
            _t339 += 1
    return _t339

# <rulerun president.rules: play_hand #54 9b3a9789>
def _loop(st, L):
    for _t348 in (_o233[L[2]] or ()):
        if (not not st.zones[(1 + _t348)]):
            return _t348
    return None

# <rulerun president.rules: play_hand #55 playout d470be33>
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
            _t301 = _NOT_YET
            _t298 = []
            for _t299 in (_k203 or []):
                if ((_memo2[(L[1], _t299,)] if (L[1], _t299,) in _memo2 else _memo2.setdefault((L[1], _t299,), (_t301 if _t301 is not _NOT_YET else (_t301 := ([_c204[_x] for _x in _t300] if (_t300 := _st_zones[(1 + L[1])]) is not _NOT_YET else None))).count(_t299))) > 0): _t298.append(_t299)
            _t302 = L[1]
            _t303 = len(_t298)
            if not _t303: _no_option207(_t302, 'rank to lead')
            if _t303 <= 1 and _st_log is None:
                L[4] = _t298[0] if _t303 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t304 = st.chooser(_t303, _t302)
                else:
                    _t304 = _st_bits(_t303.bit_length())
                    while _t304 >= _t303: _t304 = _st_bits(_t303.bit_length())
                L[4] = _t298[_t304]; st.decisions += 1
            elif _decide208(st, L, _t298, _t302): raise _PlayoutCut205()
            _t305 = (_range209(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a211(st, L)))) or [])
            _t308 = L[1]
            _t309 = len(_t305)
            if not _t309: _no_option207(_t308, 'how many to lead')
            if _t309 <= 1 and _st_log is None:
                L[5] = _t305[0] if _t309 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t310 = st.chooser(_t309, _t308)
                else:
                    _t310 = _st_bits(_t309.bit_length())
                    while _t310 >= _t309: _t310 = _st_bits(_t309.bit_length())
                L[5] = _t305[_t310]; st.decisions += 1
            elif _decide213(st, L, _t305, _t308): raise _PlayoutCut205()
            if _st_log is not None: _tell214(st, (_player_text215(L[1]) + ' leads ' + _plain216(L[5]) + ' of rank ' + _plain216(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            _i11l0 = L[1]
            _i11l1 = L[4]
            _i11l2 = L[5]
            _i11 = [_i11l0, _i11l1, _i11l2, None, None, None]
            _t312 = (_range209(1, _i11l2) or [])
            st.budget -= len(_t312)
            if st.budget < 0: _spent202(st)
            for _t311 in _t312:
                _i11[5] = _t311
                _t315 = None
                for _t316 in _st_zones[(1 + _i11l0)]:
                    if (_c204[_t316] == _i11l1):
                        _t315 = _t316
                        break
                _t313 = _t315
                _t314 = 5
                if type(_t313) is int and _st_log is None:
                    _t317 = _st_zones[(_t318 := _st_loc[_t313])]
                    if _t317[-1] == _t313: _t317.pop()
                    else: _t317.remove(_t313)
                    _st_zones[_t314].append(_t313); _st_loc[_t313] = _t314
                    _t319 = _leaving218[_t318]
                    if _memo1 and _t319 & 2: _memo1.clear()
                    if _memo2 and _t319 & 4: _memo2.clear()
                    if _memo4 and _t319 & 16: _memo4.clear()
                elif _t313 is not None:
                    _move_cards217(st, _t313, _t314, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                if _memo0: _memo0.clear()
            if (not (not not _st_zones[(1 + _i11l0)])):
                _st_vars[9] = (_t320 if -1000000000000000000 <= (_t320 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond219(_t320))
                _st_vars[1 + _i11l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text222(_audience220(st), [_PlayerRef221(_i11l0), ' goes out, place ', _plain216(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t321 = []
            for _t322 in (_k223 or []):
                if (_memo0[(L[1], _t322,)] if (L[1], _t322,) in _memo0 else _memo0.setdefault((L[1], _t322,), (_a226(st, L, _t322) >= _st_vars[0]))): _t321.append(_t322)
            _t325 = L[1]
            _t326 = len(_t321) + 1
            if _t326 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t327 = st.chooser(_t326, _t325)
                else:
                    _t327 = _st_bits(_t326.bit_length())
                    while _t327 >= _t326: _t327 = _st_bits(_t326.bit_length())
                L[6] = _t321[_t327 - 1] if _t327 else None; st.decisions += 1
            elif _decide228(st, L, _t321, _t325): raise _PlayoutCut205()
            if (L[6] is None):
                if _st_log is not None: _tell214(st, (_player_text215(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long229(L[3])
            else:
                _i12l0 = L[1]
                _i12l1 = L[6]
                _i12l2 = _st_vars[0]
                _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
                _t329 = (_range209(1, _i12l2) or [])
                st.budget -= len(_t329)
                if st.budget < 0: _spent202(st)
                for _t328 in _t329:
                    _i12[5] = _t328
                    _t332 = None
                    for _t333 in _st_zones[(1 + _i12l0)]:
                        if (_c204[_t333] == _i12l1):
                            _t332 = _t333
                            break
                    _t330 = _t332
                    _t331 = 5
                    if type(_t330) is int and _st_log is None:
                        _t334 = _st_zones[(_t335 := _st_loc[_t330])]
                        if _t334[-1] == _t330: _t334.pop()
                        else: _t334.remove(_t330)
                        _st_zones[_t331].append(_t330); _st_loc[_t330] = _t331
                        _t336 = _leaving218[_t335]
                        if _memo1 and _t336 & 2: _memo1.clear()
                        if _memo2 and _t336 & 4: _memo2.clear()
                        if _memo4 and _t336 & 16: _memo4.clear()
                    elif _t330 is not None:
                        _move_cards217(st, _t330, _t331, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                    if _memo0: _memo0.clear()
                if (not (not not _st_zones[(1 + _i12l0)])):
                    _st_vars[9] = (_t337 if -1000000000000000000 <= (_t337 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond219(_t337))
                    _st_vars[1 + _i12l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text222(_audience220(st), [_PlayerRef221(_i12l0), ' goes out, place ', _plain216(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a231(st))) > 1):
            _t341 = L[2]
            _t342 = L[3]
            _t340 = True
            for _t343 in (_k232 or ()):
                if not ((((not (not not _st_zones[(1 + _t343)])) or (_t343 == _t341)) or (_t343 in (_t342 or ())))):
                    _t340 = False
                    break
            if _t340:
                if _st_log is not None: _st_log.append(_Text222(_audience220(st), ['everyone else passes: the trick is over']))
                _t344 = 5
                _t345 = 6
                if _st_log is None and _t344 != _t345:
                    _t346 = _st_zones[_t344]; _st_zones[_t345] += _t346
                    for _t347 in _t346: _st_loc[_t347] = _t345
                    _t346.clear()
                else:
                    _move_cards217(st, _st_zones[_t344][:], _t345, False)
                if _memo0: _memo0.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a234(st, L))
            else:
                _t351 = L[2]
                _t352 = L[3]
                _t350 = None
                for _t353 in (_o235[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t353)]) and (_t353 != _t351)) and (not (_t353 in (_t352 or ())))):
                        _t350 = _t353
                        break
                L[1] = _t350
    _t354 = None
    for _t355 in (_k236 or ()):
        if (not not _st_zones[(1 + _t355)]):
            _t354 = _t355
            break
    L[7] = _t354
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text222(_audience220(st), [_PlayerRef221(L[7]), ' is the Scum']))
    _t356 = 5
    _t357 = 6
    if _st_log is None and _t356 != _t357:
        _t358 = _st_zones[_t356]; _st_zones[_t357] += _t358
        for _t359 in _t358: _st_loc[_t359] = _t357
        _t358.clear()
    else:
        _move_cards217(st, _st_zones[_t356][:], _t357, False)
    if _memo0: _memo0.clear()
    for _t360 in (_k237 or []):
        L[10] = _t360
        _t361 = (1 + _t360)
        _t362 = 6
        if _st_log is None and _t361 != _t362:
            _t363 = _st_zones[_t361]; _st_zones[_t362] += _t363
            for _t364 in _t363: _st_loc[_t364] = _t362
            _t363.clear()
        else:
            _move_cards217(st, _st_zones[_t361][:], _t362, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        _st_vars[5 + _t360] = (_t365 if -1000000000000000000 <= (_t365 := _st_vars[5 + _t360] + (4 - _st_vars[1 + _t360])) <= 1000000000000000000 else _beyond219(_t365))

# <rulerun president.rules: play #56 1314ed26>
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
    _t176 = (_range136(2, 3) or [])
    st.budget -= len(_t176)
    if st.budget < 0: _spent137(st)
    for _t175 in _t176:
        L[3] = _t175
        if _st_log is not None: _st_log.append(_Text140(_audience138(st), ['hand ', _plain139(_t175)]))
        L[4] = _player143((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a142(st))), 4)
        L[5] = _player143(_d144(st, [4]), 4)
        L[6] = _player143((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a146(st))), 4)
        L[7] = _player143(_d144(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t181 in (_k147 or []):
            L[10] = _t181
            _st_vars[1 + _t181] = 0
            if _memo3: _memo3.clear()
        _i6 = [None, None, None]
        _t182 = 6
        _t183 = 0
        if _st_log is None and _t182 != _t183:
            _t184 = _st_zones[_t182]; _st_zones[_t183] += _t184
            for _t185 in _t184: _st_loc[_t185] = _t183
            _t184.clear()
        else:
            _move_cards148(st, _st_zones[_t182][:], _t183, False)
        _shuffle_zone149(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent137(st)
            for _t186 in (_k150 or []):
                _i6[2] = _t186
                if not ((not not _st_zones[0])): continue
                _t189 = _st_zones[0]
                _t188 = (1 + _t186)
                if _st_log is None and _t189:
                    _t187 = _t189.pop(); _st_zones[_t188].append(_t187); _st_loc[_t187] = _t188
                elif _t189:
                    _move_cards148(st, _t189[-1], _t188, False)
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

# <rulerun president.rules: play_hand #68 bae35edf>
def _loop(st):
    _t367 = 0
    for _t366 in (_k247 or ()):
        if (not not st.zones[(1 + _t366)]):
            _t367 += 1
    return _t367

# <rulerun president.rules: play_hand #69 c35d9da9>
def _loop(st, L):
    _t375 = 0
    for _t374 in st.zones[(1 + L[1])]:
        if (_c256[_t374] == L[4]):
            _t375 += 1
    return _t375

# <rulerun president.rules: play_hand #70 cc5f602a>
def _loop(st, L, _t379):
    _st_zones = st.zones
    _t381 = 0
    for _t380 in _st_zones[(1 + L[1])]:
        if ((_c262[_t380] == _t379) and (_c263[_t380] > _c263[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t381 += 1
    return _t381

# <rulerun president.rules: play_hand #71 7939ab89>
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
            _t370 = _NOT_YET
            _o = []
            for _t368 in (_k249 or []):
                if ((_memo2[(L[1], _t368,)] if (L[1], _t368,) in _memo2 else _memo2.setdefault((L[1], _t368,), (_t370 if _t370 is not _NOT_YET else (_t370 := ([_c250[_x] for _x in _t369] if (_t369 := st.zones[(1 + L[1])]) is not _NOT_YET else None))).count(_t368))) > 0): _o.append(_t368)
            fr[1] = 4
            _t371 = L[1]
            _t372 = len(_o)
            if not _t372: _no_option252(_t371, 'rank to lead')
            if _t372 <= 1 and _st_log is None:
                L[4] = _o[0] if _t372 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t373 = st.chooser(_t372, _t371)
                else:
                    _t373 = _st_bits(_t372.bit_length())
                    while _t373 >= _t372: _t373 = _st_bits(_t372.bit_length())
                L[4] = _o[_t373]; st.decisions += 1
                if st.thread_player is not None: _answered253(st, _t373)
            elif _decide254(st, L, _o, _t371): return True
            pc = 4
        if pc == 4:
            _o = (_range255(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a257(st, L)))) or [])
            fr[1] = 5
            _t376 = L[1]
            _t377 = len(_o)
            if not _t377: _no_option252(_t376, 'how many to lead')
            if _t377 <= 1 and _st_log is None:
                L[5] = _o[0] if _t377 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t378 = st.chooser(_t377, _t376)
                else:
                    _t378 = _st_bits(_t377.bit_length())
                    while _t378 >= _t377: _t378 = _st_bits(_t377.bit_length())
                L[5] = _o[_t378]; st.decisions += 1
                if st.thread_player is not None: _answered253(st, _t378)
            elif _decide259(st, L, _o, _t376): return True
            pc = 5
        if pc == 5:
            _r = _run260(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t379 in (_k261 or []):
                if (_memo0[(L[1], _t379,)] if (L[1], _t379,) in _memo0 else _memo0.setdefault((L[1], _t379,), (_a264(st, L, _t379) >= _st_vars[0]))): _o.append(_t379)
            fr[1] = 8
            _t382 = L[1]
            _t383 = len(_o) + 1
            if _t383 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t384 = st.chooser(_t383, _t382)
                else:
                    _t384 = _st_bits(_t383.bit_length())
                    while _t384 >= _t383: _t384 = _st_bits(_t383.bit_length())
                L[6] = _o[_t384 - 1] if _t384 else None; st.decisions += 1
                if st.thread_player is not None: _answered253(st, _t384)
            elif _decide266(st, L, _o, _t382): return True
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

# <rulerun president.rules: play_hand #75 b569e094>
def _loop(st):
    _t386 = 0
    for _t385 in (_k298 or ()):
        if (not not st.zones[(1 + _t385)]):
            _t386 += 1
    return _t386

# <rulerun president.rules: play_hand #76 d69da409>
def _loop(st, L):
    _t394 = 0
    for _t393 in st.zones[(1 + L[1])]:
        if (_c307[_t393] == L[4]):
            _t394 += 1
    return _t394

# <rulerun president.rules: play_hand #77 467606d6>
def _loop(st, L, _t398):
    _st_zones = st.zones
    _t400 = 0
    for _t399 in _st_zones[(1 + L[1])]:
        if ((_c313[_t399] == _t398) and (_c314[_t399] > _c314[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t400 += 1
    return _t400

# <rulerun president.rules: play_hand #78 dbc6d569>
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
            _t389 = _NOT_YET
            _o = []
            for _t387 in (_k300 or []):
                if ((_memo2[(L[1], _t387,)] if (L[1], _t387,) in _memo2 else _memo2.setdefault((L[1], _t387,), (_t389 if _t389 is not _NOT_YET else (_t389 := ([_c301[_x] for _x in _t388] if (_t388 := st.zones[(1 + L[1])]) is not _NOT_YET else None))).count(_t387))) > 0): _o.append(_t387)
            fr[1] = 4
            _t390 = L[1]
            _t391 = len(_o)
            if not _t391: _no_option303(_t390, 'rank to lead')
            if _t391 <= 1 and _st_log is None:
                L[4] = _o[0] if _t391 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t392 = st.chooser(_t391, _t390)
                else:
                    _t392 = _st_bits(_t391.bit_length())
                    while _t392 >= _t391: _t392 = _st_bits(_t391.bit_length())
                L[4] = _o[_t392]; st.decisions += 1
                if st.thread_player is not None: _answered304(st, _t392)
            elif _decide305(st, L, _o, _t390): return True
            pc = 4
        if pc == 4:
            _o = (_range306(1, (_memo2[(L[1], L[4],)] if (L[1], L[4],) in _memo2 else _memo2.setdefault((L[1], L[4],), _a308(st, L)))) or [])
            fr[1] = 5
            _t395 = L[1]
            _t396 = len(_o)
            if not _t396: _no_option303(_t395, 'how many to lead')
            if _t396 <= 1 and _st_log is None:
                L[5] = _o[0] if _t396 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t397 = st.chooser(_t396, _t395)
                else:
                    _t397 = _st_bits(_t396.bit_length())
                    while _t397 >= _t396: _t397 = _st_bits(_t396.bit_length())
                L[5] = _o[_t397]; st.decisions += 1
                if st.thread_player is not None: _answered304(st, _t397)
            elif _decide310(st, L, _o, _t395): return True
            pc = 5
        if pc == 5:
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t398 in (_k312 or []):
                if (_memo0[(L[1], _t398,)] if (L[1], _t398,) in _memo0 else _memo0.setdefault((L[1], _t398,), (_a315(st, L, _t398) >= _st_vars[0]))): _o.append(_t398)
            fr[1] = 8
            _t401 = L[1]
            _t402 = len(_o) + 1
            if _t402 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t403 = st.chooser(_t402, _t401)
                else:
                    _t403 = _st_bits(_t402.bit_length())
                    while _t403 >= _t402: _t403 = _st_bits(_t402.bit_length())
                L[6] = _o[_t403 - 1] if _t403 else None; st.decisions += 1
                if st.thread_player is not None: _answered304(st, _t403)
            elif _decide317(st, L, _o, _t401): return True
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

