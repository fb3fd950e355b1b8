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

# <rulerun president.rules: play_hand #9 a2a55aae>
def _loop(st, L):
    _t56 = 0
    for _t55 in st.zones[(1 + L[1])]:
        if (_c54[_t55] == L[4]):
            _t56 += 1
    return _t56

# <rulerun president.rules: play_hand #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #11 79816b11>
def _loop(st, L, _t72):
    _st_zones = st.zones
    _t74 = 0
    for _t73 in _st_zones[(1 + L[1])]:
        if ((_c68[_t73] == _t72) and (_c69[_t73] > _c69[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t74 += 1
    return _t74

# <rulerun president.rules: play_hand #12 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #13 c263d83b>
def _loop(st):
    _t90 = 0
    for _t89 in (_k74 or ()):
        if (not not st.zones[(1 + _t89)]):
            _t90 += 1
    return _t90

# <rulerun president.rules: play_hand #14 37438c19>
def _loop(st, L):
    for _t99 in (_o77[L[2]] or ()):
        if (not not st.zones[(1 + _t99)]):
            return _t99
    return None

# <rulerun president.rules: play_hand #15 71c42ed6>
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
                if ((_t50 if (_t50 := _memo2.get((L[1], _t47,), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], _t47,), (_t49 if _t49 is not _NOT_YET else (_t49 := ([_c48[_x] for _x in _t48] if (_t48 := _st_zones[(1 + L[1])]) is not _NOT_YET else None))).count(_t47))) > 0): _t46.append(_t47)
            _t51 = L[1]
            _t52 = len(_t46)
            if not _t52: _no_option51(_t51, 'rank to lead')
            if _t52 <= 1 and _st_log is None:
                L[4] = _t46[0] if _t52 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t53 = st.chooser(_t52, _t51)
                else:
                    _t53 = _st_bits(_t52.bit_length())
                    while _t53 >= _t52: _t53 = _st_bits(_t52.bit_length())
                L[4] = _t46[_t53]; st.decisions += 1
            elif _decide52(st, L, _t46, _t51): raise _PlayoutCut49()
            _t54 = (_range53(1, (_t57 if (_t57 := _memo2.get((L[1], L[4],), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], L[4],), _a55(st, L)))) or [])
            _t58 = L[1]
            _t59 = len(_t54)
            if not _t59: _no_option51(_t58, 'how many to lead')
            if _t59 <= 1 and _st_log is None:
                L[5] = _t54[0] if _t59 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t60 = st.chooser(_t59, _t58)
                else:
                    _t60 = _st_bits(_t59.bit_length())
                    while _t60 >= _t59: _t60 = _st_bits(_t59.bit_length())
                L[5] = _t54[_t60]; st.decisions += 1
            elif _decide57(st, L, _t54, _t58): raise _PlayoutCut49()
            if _st_log is not None: _tell58(st, (_player_text59(L[1]) + ' leads ' + _plain60(L[5]) + ' of rank ' + _plain60(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            _i2l0 = L[1]
            _i2l1 = L[4]
            _i2l2 = L[5]
            _i2 = [_i2l0, _i2l1, _i2l2, None, None, None]
            _t62 = (_range53(1, _i2l2) or [])
            st.budget -= len(_t62)
            if st.budget < 0: _spent46(st)
            for _t61 in _t62:
                _i2[5] = _t61
                _t65 = None
                for _t66 in _st_zones[(1 + _i2l0)]:
                    if (_c48[_t66] == _i2l1):
                        _t65 = _t66
                        break
                _t63 = _t65
                _t64 = 5
                if type(_t63) is int and _st_log is None:
                    _t67 = _st_zones[(_t68 := _st_loc[_t63])]
                    if _t67[-1] == _t63: _t67.pop()
                    else: _t67.remove(_t63)
                    _st_zones[_t64].append(_t63); _st_loc[_t63] = _t64
                    _t69 = _leaving62[_t68]
                    if _memo1 and _t69 & 2: _memo1.clear()
                    if _memo2 and _t69 & 4: _memo2.clear()
                    if _memo4 and _t69 & 16: _memo4.clear()
                elif _t63 is not None:
                    _move_cards61(st, _t63, _t64, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                if _memo0: _memo0.clear()
            if (not (not not _st_zones[(1 + _i2l0)])):
                _st_vars[9] = (_t70 if -1000000000000000000 <= (_t70 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond63(_t70))
                _st_vars[1 + _i2l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text66(_audience64(st), [_PlayerRef65(_i2l0), ' goes out, place ', _plain60(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t71 = []
            for _t72 in (_k67 or []):
                if (_t75 if (_t75 := _memo0.get((L[1], _t72,), _NOT_YET)) is not _NOT_YET else _memo0.setdefault((L[1], _t72,), (_a70(st, L, _t72) >= _st_vars[0]))): _t71.append(_t72)
            _t76 = L[1]
            _t77 = len(_t71) + 1
            if _t77 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t78 = st.chooser(_t77, _t76)
                else:
                    _t78 = _st_bits(_t77.bit_length())
                    while _t78 >= _t77: _t78 = _st_bits(_t77.bit_length())
                L[6] = _t71[_t78 - 1] if _t78 else None; st.decisions += 1
            elif _decide72(st, L, _t71, _t76): raise _PlayoutCut49()
            if (L[6] is None):
                if _st_log is not None: _tell58(st, (_player_text59(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long73(L[3])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                _t80 = (_range53(1, _i3l2) or [])
                st.budget -= len(_t80)
                if st.budget < 0: _spent46(st)
                for _t79 in _t80:
                    _i3[5] = _t79
                    _t83 = None
                    for _t84 in _st_zones[(1 + _i3l0)]:
                        if (_c48[_t84] == _i3l1):
                            _t83 = _t84
                            break
                    _t81 = _t83
                    _t82 = 5
                    if type(_t81) is int and _st_log is None:
                        _t85 = _st_zones[(_t86 := _st_loc[_t81])]
                        if _t85[-1] == _t81: _t85.pop()
                        else: _t85.remove(_t81)
                        _st_zones[_t82].append(_t81); _st_loc[_t81] = _t82
                        _t87 = _leaving62[_t86]
                        if _memo1 and _t87 & 2: _memo1.clear()
                        if _memo2 and _t87 & 4: _memo2.clear()
                        if _memo4 and _t87 & 16: _memo4.clear()
                    elif _t81 is not None:
                        _move_cards61(st, _t81, _t82, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                    if _memo0: _memo0.clear()
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = (_t88 if -1000000000000000000 <= (_t88 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond63(_t88))
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text66(_audience64(st), [_PlayerRef65(_i3l0), ' goes out, place ', _plain60(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a75(st))) > 1):
            _t92 = L[2]
            _t93 = L[3]
            _t91 = True
            for _t94 in (_k76 or ()):
                if not ((((not (not not _st_zones[(1 + _t94)])) or (_t94 == _t92)) or (_t94 in (_t93 or ())))):
                    _t91 = False
                    break
            if _t91:
                if _st_log is not None: _st_log.append(_Text66(_audience64(st), ['everyone else passes: the trick is over']))
                _t95 = 5
                _t96 = 6
                if _st_log is None and _t95 != _t96:
                    _t97 = _st_zones[_t95]; _st_zones[_t96] += _t97
                    for _t98 in _t97: _st_loc[_t98] = _t96
                    _t97.clear()
                else:
                    _move_cards61(st, _st_zones[_t95][:], _t96, False)
                if _memo0: _memo0.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a78(st, L))
            else:
                _t102 = L[2]
                _t103 = L[3]
                _t101 = None
                for _t104 in (_o79[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t104)]) and (_t104 != _t102)) and (not (_t104 in (_t103 or ())))):
                        _t101 = _t104
                        break
                L[1] = _t101

# <rulerun president.rules: play_hand #16 917ddea8>
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
    _t105 = None
    for _t106 in (_k80 or ()):
        if (not not _st_zones[(1 + _t106)]):
            _t105 = _t106
            break
    L[7] = _t105
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text83(_audience81(st), [_PlayerRef82(L[7]), ' is the Scum']))
    _t107 = 5
    _t108 = 6
    if _st_log is None and _t107 != _t108:
        _t109 = _st_zones[_t107]; _st_zones[_t108] += _t109
        for _t110 in _t109: _st_loc[_t110] = _t108
        _t109.clear()
    else:
        _move_cards84(st, _st_zones[_t107][:], _t108, False)
    if _memo0: _memo0.clear()
    for _t111 in (_k85 or []):
        L[10] = _t111
        _t112 = (1 + _t111)
        _t113 = 6
        if _st_log is None and _t112 != _t113:
            _t114 = _st_zones[_t112]; _st_zones[_t113] += _t114
            for _t115 in _t114: _st_loc[_t115] = _t113
            _t114.clear()
        else:
            _move_cards84(st, _st_zones[_t112][:], _t113, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        _st_vars[5 + _t111] = (_t116 if -1000000000000000000 <= (_t116 := _st_vars[5 + _t111] + (4 - _st_vars[1 + _t111])) <= 1000000000000000000 else _beyond86(_t116))

# <rulerun president.rules: play_hand #17 6428b7e4>
def _loop(st):
    _t118 = 0
    for _t117 in (_k87 or ()):
        if (not not st.zones[(1 + _t117)]):
            _t118 += 1
    return _t118

# <rulerun president.rules: play_hand #18 b0bfdf66>
def _native(st, L):
    return (_a88(st) > 1)

# <rulerun president.rules: play_hand #19 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #20 27306d37>
def _native(st, L):
    return _k89

# <rulerun president.rules: play_hand #21 f870fe2c>
def _loop(st, L):
    _l4 = L[4]
    _t120 = 0
    for _t119 in st.zones[(1 + L[1])]:
        if (_c90[_t119] == _l4):
            _t120 += 1
    return _t120

# <rulerun president.rules: play_hand #22 b0825ea6>
def _native(st, L):
    return (_a91(st, L) > 0)

# <rulerun president.rules: play_hand #23 e9d500d1>
def _loop(st, L):
    _l4 = L[4]
    _t122 = 0
    for _t121 in st.zones[(1 + L[1])]:
        if (_c93[_t121] == _l4):
            _t122 += 1
    return _t122

# <rulerun president.rules: play_hand #24 0edc9852>
def _native(st, L):
    return _range92(1, _a94(st, L))

# <rulerun president.rules: play_hand #25 fb126fad>
def _native(st, L):
    return _k95

# <rulerun president.rules: play_hand #26 fcb89fc5>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t124 = 0
    for _t123 in _st_zones[(1 + L[1])]:
        if ((_c96[_t123] == _l6) and (_c97[_t123] > _c97[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t124 += 1
    return _t124

# <rulerun president.rules: play_hand #27 0a8d05e5>
def _native(st, L):
    return (_a98(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #28 325ad49f>
def _loop(st, L):
    _t133 = None
    for _t132 in st.zones[(1 + L[0])]:
        _t134 = _c103[_t132]
        if _t133 is None or _t134 > _t133:
            _t133 = _t134
    return _t133

# <rulerun president.rules: exchange #29 433950a5>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t126 = (_range99(1, L[2]) or [])
    st.budget -= len(_t126)
    if st.budget < 0: _spent100(st)
    for _t125 in _t126:
        L[5] = _t125
        _t130 = _st_zones[(1 + _l0)]
        st.budget -= len(_t130)
        if st.budget < 0: _spent100(st)
        _t135 = _NOT_YET
        _t136 = _NOT_YET
        _t129 = None
        for _t131 in _t130:
            if (_c102[_t131] == (_t136 if _t136 is not _NOT_YET else (_t136 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, (_t135 if _t135 is not _NOT_YET else (_t135 := _a104(st, L)))))))):
                _t129 = _t131
                break
        _t127 = _t129
        _t128 = (1 + L[1])
        if type(_t127) is int and st.log is None:
            _t137 = _st_zones[_st_loc[_t127]]
            if _t137[-1] == _t127: _t137.pop()
            else: _t137.remove(_t127)
            _st_zones[_t128].append(_t127); _st_loc[_t127] = _t128
        elif _t127 is not None:
            _move_cards101(st, _t127, _t128, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()

# <rulerun president.rules: exchange #30 c5156f1b>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t138 = L[6]
    _t139 = (1 + _l0)
    if type(_t138) is list and _st_log is None:
        for _t140 in _t138:
            _t141 = _st_zones[_st_loc[_t140]]
            if _t141[-1] == _t140: _t141.pop()
            else: _t141.remove(_t140)
            _st_zones[_t139].append(_t140); _st_loc[_t140] = _t139
    elif _t138 is not None:
        _move_cards105(st, _t138, _t139, False)
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

# <rulerun president.rules: deal #34 30e05c75>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo4 = st.memos[4]
    _st_zones = st.zones
    _t142 = 6
    _t143 = 0
    if _st_log is None and _t142 != _t143:
        _t144 = _st_zones[_t142]; _st_zones[_t143] += _t144
        for _t145 in _t144: _st_loc[_t145] = _t143
        _t144.clear()
    else:
        _move_cards110(st, _st_zones[_t142][:], _t143, False)
    _shuffle_zone111(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent112(st)
        for _t146 in (_k113 or []):
            L[2] = _t146
            if not ((not not _st_zones[0])): continue
            _t149 = _st_zones[0]
            _t148 = (1 + _t146)
            if _st_log is None and _t149:
                _t147 = _t149.pop(); _st_zones[_t148].append(_t147); _st_loc[_t147] = _t148
            elif _t149:
                _move_cards110(st, _t149[-1], _t148, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()

# <rulerun president.rules: play #35 7ca1f085>
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
    _t150 = 6
    _t151 = 0
    if _st_log is None and _t150 != _t151:
        _t152 = _st_zones[_t150]; _st_zones[_t151] += _t152
        for _t153 in _t152: _st_loc[_t153] = _t151
        _t152.clear()
    else:
        _move_cards115(st, _st_zones[_t150][:], _t151, False)
    _shuffle_zone114(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent116(st)
        for _t154 in (_k117 or []):
            _i4[2] = _t154
            if not ((not not _st_zones[0])): continue
            _t157 = _st_zones[0]
            _t156 = (1 + _t154)
            if _st_log is None and _t157:
                _t155 = _t157.pop(); _st_zones[_t156].append(_t155); _st_loc[_t155] = _t156
            elif _t157:
                _move_cards115(st, _t157[-1], _t156, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
    _t159 = (_k118 or ())
    st.budget -= len(_t159)
    if st.budget < 0: _spent116(st)
    _t158 = None
    for _t160 in _t159:
        _t161 = False
        for _t162 in _st_zones[(1 + _t160)]:
            if (st.model.card_names[_t162] == '3 of clubs'):
                _t161 = True
                break
        if _t161:
            _t158 = _t160
            break
    L[0] = _t158
    if _st_log is not None: _tell119(st, (_player_text120(L[0]) + ' holds the 3 of clubs and leads'), None)

# <rulerun president.rules: play #36 35c98a68>
def _loop(st):
    for _t163 in (_k124 or ()):
        if (st.vars[1 + _t163] == 1):
            return _t163
    return None

# <rulerun president.rules: holder_of #37 4edf26cf>
def _native(st, L):
    _t165 = None
    for _t166 in (_k127 or ()):
        if (st.vars[1 + _t166] == L[0]):
            _t165 = _t166
            break
    return _t165

# <rulerun president.rules: play #38 211546dc>
def _loop(st):
    for _t167 in (_k129 or ()):
        if (st.vars[1 + _t167] == 2):
            return _t167
    return None

# <rulerun president.rules: play #39 902ac7f1>
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
    for _t169 in (_k131 or []):
        L[10] = _t169
        _st_vars[1 + _t169] = 0
        if _memo3: _memo3.clear()
    _i5 = [None, None, None]
    _t170 = 6
    _t171 = 0
    if _st_log is None and _t170 != _t171:
        _t172 = _st_zones[_t170]; _st_zones[_t171] += _t172
        for _t173 in _t172: _st_loc[_t173] = _t171
        _t172.clear()
    else:
        _move_cards132(st, _st_zones[_t170][:], _t171, False)
    _shuffle_zone133(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent134(st)
        for _t174 in (_k135 or []):
            _i5[2] = _t174
            if not ((not not _st_zones[0])): continue
            _t177 = _st_zones[0]
            _t176 = (1 + _t174)
            if _st_log is None and _t177:
                _t175 = _t177.pop(); _st_zones[_t176].append(_t175); _st_loc[_t175] = _t176
            elif _t177:
                _move_cards132(st, _t177[-1], _t176, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()

# <rulerun president.rules: play #40 3c6888ee>
def _loop(st):
    for _t180 in (_k141 or ()):
        if (st.vars[1 + _t180] == 1):
            return _t180
    return None

# <rulerun president.rules: play #41 3136f23f>
def _loop(st):
    for _t182 in (_k145 or ()):
        if (st.vars[1 + _t182] == 2):
            return _t182
    return None

# <rulerun president.rules: play #42 7c91c033>
def _loop(st, _i7l0):
    _t201 = None
    for _t200 in st.zones[(1 + _i7l0)]:
        _t202 = _c152[_t200]
        if _t201 is None or _t202 > _t201:
            _t201 = _t202
    return _t201

# <rulerun president.rules: exchange #43 b2493e8b>
def _loop(st, L):
    _t219 = None
    for _t218 in st.zones[(1 + L[0])]:
        _t220 = _c161[_t218]
        if _t219 is None or _t220 > _t219:
            _t219 = _t220
    return _t219

# <rulerun president.rules: exchange #44 playout 31275634>
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
    _t212 = (_range157(1, _l2) or [])
    st.budget -= len(_t212)
    if st.budget < 0: _spent158(st)
    for _t211 in _t212:
        L[5] = _t211
        _t216 = _st_zones[(1 + _l0)]
        st.budget -= len(_t216)
        if st.budget < 0: _spent158(st)
        _t221 = _NOT_YET
        _t222 = _NOT_YET
        _t215 = None
        for _t217 in _t216:
            if (_c160[_t217] == (_t222 if _t222 is not _NOT_YET else (_t222 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, (_t221 if _t221 is not _NOT_YET else (_t221 := _a162(st, L)))))))):
                _t215 = _t217
                break
        _t213 = _t215
        _t214 = (1 + _l1)
        if type(_t213) is int and _st_log is None:
            _t223 = _st_zones[_st_loc[_t213]]
            if _t223[-1] == _t213: _t223.pop()
            else: _t223.remove(_t213)
            _st_zones[_t214].append(_t213); _st_loc[_t213] = _t214
        elif _t213 is not None:
            _move_cards159(st, _t213, _t214, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
    _t224 = _st_zones[(1 + _l1)]
    if _offer164(st, L, _t224[:]): raise _PlayoutCut163()
    _t225 = L[6]
    _t226 = (1 + _l0)
    if type(_t225) is list and _st_log is None:
        for _t227 in _t225:
            _t228 = _st_zones[_st_loc[_t227]]
            if _t228[-1] == _t227: _t228.pop()
            else: _t228.remove(_t227)
            _st_zones[_t226].append(_t227); _st_loc[_t227] = _t226
    elif _t225 is not None:
        _move_cards159(st, _t225, _t226, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _st_log is not None: _st_log.append(_Text168(_audience165(st), [_PlayerRef166(_l0), ' and ', _PlayerRef166(_l1), ' exchange ', _plain167(_l2), ' card(s)']))

# <rulerun president.rules: play #45 830518e1>
def _loop(st):
    _t230 = 0
    for _t229 in (_k170 or ()):
        if (not not st.zones[(1 + _t229)]):
            _t230 += 1
    return _t230

# <rulerun president.rules: play #46 8d033011>
def _loop(st, _i8):
    _t241 = 0
    for _t240 in st.zones[(1 + _i8[1])]:
        if (_c177[_t240] == _i8[4]):
            _t241 += 1
    return _t241

# <rulerun president.rules: play #47 33c55cad>
def _loop(st, _i8, _t257):
    _st_zones = st.zones
    _t259 = 0
    for _t258 in _st_zones[(1 + _i8[1])]:
        if ((_c186[_t258] == _t257) and (_c187[_t258] > _c187[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t259 += 1
    return _t259

# <rulerun president.rules: play #48 8b1fa718>
def _loop(st):
    _t275 = 0
    for _t274 in (_k192 or ()):
        if (not not st.zones[(1 + _t274)]):
            _t275 += 1
    return _t275

# <rulerun president.rules: play #49 c06024d7>
def _loop(st, _i8):
    for _t284 in (_o195[_i8[2]] or ()):
        if (not not st.zones[(1 + _t284)]):
            return _t284
    return None

# <rulerun president.rules: play_hand #50 ab6e4aee>
def _loop(st):
    _t303 = 0
    for _t302 in (_k200 or ()):
        if (not not st.zones[(1 + _t302)]):
            _t303 += 1
    return _t303

# <rulerun president.rules: play_hand #51 a19e021b>
def _loop(st, L):
    _t314 = 0
    for _t313 in st.zones[(1 + L[1])]:
        if (_c210[_t313] == L[4]):
            _t314 += 1
    return _t314

# <rulerun president.rules: play_hand #52 64a5b806>
def _loop(st, L, _t330):
    _st_zones = st.zones
    _t332 = 0
    for _t331 in _st_zones[(1 + L[1])]:
        if ((_c224[_t331] == _t330) and (_c225[_t331] > _c225[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t332 += 1
    return _t332

# <rulerun president.rules: play_hand #53 c2d6afeb>
def _loop(st):
    _t348 = 0
    for _t347 in (_k230 or ()):
        if (not not st.zones[(1 + _t347)]):
            _t348 += 1
    return _t348

# <rulerun president.rules: play_hand #54 845ec75b>
def _loop(st, L):
    for _t357 in (_o233[L[2]] or ()):
        if (not not st.zones[(1 + _t357)]):
            return _t357
    return None

# <rulerun president.rules: play_hand #55 playout 3e0a1566>
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
            _t307 = _NOT_YET
            _t304 = []
            for _t305 in (_k203 or []):
                if ((_t308 if (_t308 := _memo2.get((L[1], _t305,), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], _t305,), (_t307 if _t307 is not _NOT_YET else (_t307 := ([_c204[_x] for _x in _t306] if (_t306 := _st_zones[(1 + L[1])]) is not _NOT_YET else None))).count(_t305))) > 0): _t304.append(_t305)
            _t309 = L[1]
            _t310 = len(_t304)
            if not _t310: _no_option207(_t309, 'rank to lead')
            if _t310 <= 1 and _st_log is None:
                L[4] = _t304[0] if _t310 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t311 = st.chooser(_t310, _t309)
                else:
                    _t311 = _st_bits(_t310.bit_length())
                    while _t311 >= _t310: _t311 = _st_bits(_t310.bit_length())
                L[4] = _t304[_t311]; st.decisions += 1
            elif _decide208(st, L, _t304, _t309): raise _PlayoutCut205()
            _t312 = (_range209(1, (_t315 if (_t315 := _memo2.get((L[1], L[4],), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], L[4],), _a211(st, L)))) or [])
            _t316 = L[1]
            _t317 = len(_t312)
            if not _t317: _no_option207(_t316, 'how many to lead')
            if _t317 <= 1 and _st_log is None:
                L[5] = _t312[0] if _t317 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t318 = st.chooser(_t317, _t316)
                else:
                    _t318 = _st_bits(_t317.bit_length())
                    while _t318 >= _t317: _t318 = _st_bits(_t317.bit_length())
                L[5] = _t312[_t318]; st.decisions += 1
            elif _decide213(st, L, _t312, _t316): raise _PlayoutCut205()
            if _st_log is not None: _tell214(st, (_player_text215(L[1]) + ' leads ' + _plain216(L[5]) + ' of rank ' + _plain216(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            _i11l0 = L[1]
            _i11l1 = L[4]
            _i11l2 = L[5]
            _i11 = [_i11l0, _i11l1, _i11l2, None, None, None]
            _t320 = (_range209(1, _i11l2) or [])
            st.budget -= len(_t320)
            if st.budget < 0: _spent202(st)
            for _t319 in _t320:
                _i11[5] = _t319
                _t323 = None
                for _t324 in _st_zones[(1 + _i11l0)]:
                    if (_c204[_t324] == _i11l1):
                        _t323 = _t324
                        break
                _t321 = _t323
                _t322 = 5
                if type(_t321) is int and _st_log is None:
                    _t325 = _st_zones[(_t326 := _st_loc[_t321])]
                    if _t325[-1] == _t321: _t325.pop()
                    else: _t325.remove(_t321)
                    _st_zones[_t322].append(_t321); _st_loc[_t321] = _t322
                    _t327 = _leaving218[_t326]
                    if _memo1 and _t327 & 2: _memo1.clear()
                    if _memo2 and _t327 & 4: _memo2.clear()
                    if _memo4 and _t327 & 16: _memo4.clear()
                elif _t321 is not None:
                    _move_cards217(st, _t321, _t322, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                if _memo0: _memo0.clear()
            if (not (not not _st_zones[(1 + _i11l0)])):
                _st_vars[9] = (_t328 if -1000000000000000000 <= (_t328 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond219(_t328))
                _st_vars[1 + _i11l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text222(_audience220(st), [_PlayerRef221(_i11l0), ' goes out, place ', _plain216(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t329 = []
            for _t330 in (_k223 or []):
                if (_t333 if (_t333 := _memo0.get((L[1], _t330,), _NOT_YET)) is not _NOT_YET else _memo0.setdefault((L[1], _t330,), (_a226(st, L, _t330) >= _st_vars[0]))): _t329.append(_t330)
            _t334 = L[1]
            _t335 = len(_t329) + 1
            if _t335 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t336 = st.chooser(_t335, _t334)
                else:
                    _t336 = _st_bits(_t335.bit_length())
                    while _t336 >= _t335: _t336 = _st_bits(_t335.bit_length())
                L[6] = _t329[_t336 - 1] if _t336 else None; st.decisions += 1
            elif _decide228(st, L, _t329, _t334): raise _PlayoutCut205()
            if (L[6] is None):
                if _st_log is not None: _tell214(st, (_player_text215(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long229(L[3])
            else:
                _i12l0 = L[1]
                _i12l1 = L[6]
                _i12l2 = _st_vars[0]
                _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
                _t338 = (_range209(1, _i12l2) or [])
                st.budget -= len(_t338)
                if st.budget < 0: _spent202(st)
                for _t337 in _t338:
                    _i12[5] = _t337
                    _t341 = None
                    for _t342 in _st_zones[(1 + _i12l0)]:
                        if (_c204[_t342] == _i12l1):
                            _t341 = _t342
                            break
                    _t339 = _t341
                    _t340 = 5
                    if type(_t339) is int and _st_log is None:
                        _t343 = _st_zones[(_t344 := _st_loc[_t339])]
                        if _t343[-1] == _t339: _t343.pop()
                        else: _t343.remove(_t339)
                        _st_zones[_t340].append(_t339); _st_loc[_t339] = _t340
                        _t345 = _leaving218[_t344]
                        if _memo1 and _t345 & 2: _memo1.clear()
                        if _memo2 and _t345 & 4: _memo2.clear()
                        if _memo4 and _t345 & 16: _memo4.clear()
                    elif _t339 is not None:
                        _move_cards217(st, _t339, _t340, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                    if _memo0: _memo0.clear()
                if (not (not not _st_zones[(1 + _i12l0)])):
                    _st_vars[9] = (_t346 if -1000000000000000000 <= (_t346 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond219(_t346))
                    _st_vars[1 + _i12l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text222(_audience220(st), [_PlayerRef221(_i12l0), ' goes out, place ', _plain216(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a231(st))) > 1):
            _t350 = L[2]
            _t351 = L[3]
            _t349 = True
            for _t352 in (_k232 or ()):
                if not ((((not (not not _st_zones[(1 + _t352)])) or (_t352 == _t350)) or (_t352 in (_t351 or ())))):
                    _t349 = False
                    break
            if _t349:
                if _st_log is not None: _st_log.append(_Text222(_audience220(st), ['everyone else passes: the trick is over']))
                _t353 = 5
                _t354 = 6
                if _st_log is None and _t353 != _t354:
                    _t355 = _st_zones[_t353]; _st_zones[_t354] += _t355
                    for _t356 in _t355: _st_loc[_t356] = _t354
                    _t355.clear()
                else:
                    _move_cards217(st, _st_zones[_t353][:], _t354, False)
                if _memo0: _memo0.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a234(st, L))
            else:
                _t360 = L[2]
                _t361 = L[3]
                _t359 = None
                for _t362 in (_o235[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t362)]) and (_t362 != _t360)) and (not (_t362 in (_t361 or ())))):
                        _t359 = _t362
                        break
                L[1] = _t359
    _t363 = None
    for _t364 in (_k236 or ()):
        if (not not _st_zones[(1 + _t364)]):
            _t363 = _t364
            break
    L[7] = _t363
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text222(_audience220(st), [_PlayerRef221(L[7]), ' is the Scum']))
    _t365 = 5
    _t366 = 6
    if _st_log is None and _t365 != _t366:
        _t367 = _st_zones[_t365]; _st_zones[_t366] += _t367
        for _t368 in _t367: _st_loc[_t368] = _t366
        _t367.clear()
    else:
        _move_cards217(st, _st_zones[_t365][:], _t366, False)
    if _memo0: _memo0.clear()
    for _t369 in (_k237 or []):
        L[10] = _t369
        _t370 = (1 + _t369)
        _t371 = 6
        if _st_log is None and _t370 != _t371:
            _t372 = _st_zones[_t370]; _st_zones[_t371] += _t372
            for _t373 in _t372: _st_loc[_t373] = _t371
            _t372.clear()
        else:
            _move_cards217(st, _st_zones[_t370][:], _t371, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        _st_vars[5 + _t369] = (_t374 if -1000000000000000000 <= (_t374 := _st_vars[5 + _t369] + (4 - _st_vars[1 + _t369])) <= 1000000000000000000 else _beyond219(_t374))

# <rulerun president.rules: play #56 d6537816>
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
    _t179 = (_range136(2, 3) or [])
    st.budget -= len(_t179)
    if st.budget < 0: _spent137(st)
    for _t178 in _t179:
        L[3] = _t178
        if _st_log is not None: _st_log.append(_Text140(_audience138(st), ['hand ', _plain139(_t178)]))
        L[4] = _player143((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a142(st))), 4)
        L[5] = _player143(_d144(st, [4]), 4)
        L[6] = _player143((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a146(st))), 4)
        L[7] = _player143(_d144(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t184 in (_k147 or []):
            L[10] = _t184
            _st_vars[1 + _t184] = 0
            if _memo3: _memo3.clear()
        _i6 = [None, None, None]
        _t185 = 6
        _t186 = 0
        if _st_log is None and _t185 != _t186:
            _t187 = _st_zones[_t185]; _st_zones[_t186] += _t187
            for _t188 in _t187: _st_loc[_t188] = _t186
            _t187.clear()
        else:
            _move_cards148(st, _st_zones[_t185][:], _t186, False)
        _shuffle_zone149(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent137(st)
            for _t189 in (_k150 or []):
                _i6[2] = _t189
                if not ((not not _st_zones[0])): continue
                _t192 = _st_zones[0]
                _t191 = (1 + _t189)
                if _st_log is None and _t192:
                    _t190 = _t192.pop(); _st_zones[_t191].append(_t190); _st_loc[_t190] = _t191
                elif _t192:
                    _move_cards148(st, _t192[-1], _t191, False)
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

# <rulerun president.rules: play_hand #68 21b436ee>
def _loop(st):
    _t376 = 0
    for _t375 in (_k247 or ()):
        if (not not st.zones[(1 + _t375)]):
            _t376 += 1
    return _t376

# <rulerun president.rules: play_hand #69 384f5749>
def _loop(st, L):
    _t385 = 0
    for _t384 in st.zones[(1 + L[1])]:
        if (_c256[_t384] == L[4]):
            _t385 += 1
    return _t385

# <rulerun president.rules: play_hand #70 e3ac232d>
def _loop(st, L, _t390):
    _st_zones = st.zones
    _t392 = 0
    for _t391 in _st_zones[(1 + L[1])]:
        if ((_c262[_t391] == _t390) and (_c263[_t391] > _c263[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t392 += 1
    return _t392

# <rulerun president.rules: play_hand #71 982c4948>
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
            _t379 = _NOT_YET
            _o = []
            for _t377 in (_k249 or []):
                if ((_t380 if (_t380 := _memo2.get((L[1], _t377,), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], _t377,), (_t379 if _t379 is not _NOT_YET else (_t379 := ([_c250[_x] for _x in _t378] if (_t378 := st.zones[(1 + L[1])]) is not _NOT_YET else None))).count(_t377))) > 0): _o.append(_t377)
            fr[1] = 4
            _t381 = L[1]
            _t382 = len(_o)
            if not _t382: _no_option252(_t381, 'rank to lead')
            if _t382 <= 1 and _st_log is None:
                L[4] = _o[0] if _t382 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t383 = st.chooser(_t382, _t381)
                else:
                    _t383 = _st_bits(_t382.bit_length())
                    while _t383 >= _t382: _t383 = _st_bits(_t382.bit_length())
                L[4] = _o[_t383]; st.decisions += 1
                if st.thread_player is not None: _answered253(st, _t383)
            elif _decide254(st, L, _o, _t381): return True
            pc = 4
        if pc == 4:
            _o = (_range255(1, (_t386 if (_t386 := _memo2.get((L[1], L[4],), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], L[4],), _a257(st, L)))) or [])
            fr[1] = 5
            _t387 = L[1]
            _t388 = len(_o)
            if not _t388: _no_option252(_t387, 'how many to lead')
            if _t388 <= 1 and _st_log is None:
                L[5] = _o[0] if _t388 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t389 = st.chooser(_t388, _t387)
                else:
                    _t389 = _st_bits(_t388.bit_length())
                    while _t389 >= _t388: _t389 = _st_bits(_t388.bit_length())
                L[5] = _o[_t389]; st.decisions += 1
                if st.thread_player is not None: _answered253(st, _t389)
            elif _decide259(st, L, _o, _t387): return True
            pc = 5
        if pc == 5:
            _r = _run260(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t390 in (_k261 or []):
                if (_t393 if (_t393 := _memo0.get((L[1], _t390,), _NOT_YET)) is not _NOT_YET else _memo0.setdefault((L[1], _t390,), (_a264(st, L, _t390) >= _st_vars[0]))): _o.append(_t390)
            fr[1] = 8
            _t394 = L[1]
            _t395 = len(_o) + 1
            if _t395 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t396 = st.chooser(_t395, _t394)
                else:
                    _t396 = _st_bits(_t395.bit_length())
                    while _t396 >= _t395: _t396 = _st_bits(_t395.bit_length())
                L[6] = _o[_t396 - 1] if _t396 else None; st.decisions += 1
                if st.thread_player is not None: _answered253(st, _t396)
            elif _decide266(st, L, _o, _t394): return True
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

# <rulerun president.rules: play_hand #75 523f44c3>
def _loop(st):
    _t398 = 0
    for _t397 in (_k298 or ()):
        if (not not st.zones[(1 + _t397)]):
            _t398 += 1
    return _t398

# <rulerun president.rules: play_hand #76 104df5dd>
def _loop(st, L):
    _t407 = 0
    for _t406 in st.zones[(1 + L[1])]:
        if (_c307[_t406] == L[4]):
            _t407 += 1
    return _t407

# <rulerun president.rules: play_hand #77 4f29efba>
def _loop(st, L, _t412):
    _st_zones = st.zones
    _t414 = 0
    for _t413 in _st_zones[(1 + L[1])]:
        if ((_c313[_t413] == _t412) and (_c314[_t413] > _c314[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t414 += 1
    return _t414

# <rulerun president.rules: play_hand #78 97a9e034>
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
            _t401 = _NOT_YET
            _o = []
            for _t399 in (_k300 or []):
                if ((_t402 if (_t402 := _memo2.get((L[1], _t399,), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], _t399,), (_t401 if _t401 is not _NOT_YET else (_t401 := ([_c301[_x] for _x in _t400] if (_t400 := st.zones[(1 + L[1])]) is not _NOT_YET else None))).count(_t399))) > 0): _o.append(_t399)
            fr[1] = 4
            _t403 = L[1]
            _t404 = len(_o)
            if not _t404: _no_option303(_t403, 'rank to lead')
            if _t404 <= 1 and _st_log is None:
                L[4] = _o[0] if _t404 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t405 = st.chooser(_t404, _t403)
                else:
                    _t405 = _st_bits(_t404.bit_length())
                    while _t405 >= _t404: _t405 = _st_bits(_t404.bit_length())
                L[4] = _o[_t405]; st.decisions += 1
                if st.thread_player is not None: _answered304(st, _t405)
            elif _decide305(st, L, _o, _t403): return True
            pc = 4
        if pc == 4:
            _o = (_range306(1, (_t408 if (_t408 := _memo2.get((L[1], L[4],), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], L[4],), _a308(st, L)))) or [])
            fr[1] = 5
            _t409 = L[1]
            _t410 = len(_o)
            if not _t410: _no_option303(_t409, 'how many to lead')
            if _t410 <= 1 and _st_log is None:
                L[5] = _o[0] if _t410 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t411 = st.chooser(_t410, _t409)
                else:
                    _t411 = _st_bits(_t410.bit_length())
                    while _t411 >= _t410: _t411 = _st_bits(_t410.bit_length())
                L[5] = _o[_t411]; st.decisions += 1
                if st.thread_player is not None: _answered304(st, _t411)
            elif _decide310(st, L, _o, _t409): return True
            pc = 5
        if pc == 5:
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t412 in (_k312 or []):
                if (_t415 if (_t415 := _memo0.get((L[1], _t412,), _NOT_YET)) is not _NOT_YET else _memo0.setdefault((L[1], _t412,), (_a315(st, L, _t412) >= _st_vars[0]))): _o.append(_t412)
            fr[1] = 8
            _t416 = L[1]
            _t417 = len(_o) + 1
            if _t417 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t418 = st.chooser(_t417, _t416)
                else:
                    _t418 = _st_bits(_t417.bit_length())
                    while _t418 >= _t417: _t418 = _st_bits(_t417.bit_length())
                L[6] = _o[_t418 - 1] if _t418 else None; st.decisions += 1
                if st.thread_player is not None: _answered304(st, _t418)
            elif _decide317(st, L, _o, _t416): return True
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

