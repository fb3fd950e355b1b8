# <rulerun president.rules: play_cards #0 53bbc101>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, = st.memos
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
            if _memo6 and _t8 & 64: _memo6.clear()
        elif _t2 is not None:
            _move_cards2(st, _t2, _t3, False)
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo6: _memo6.clear()
        if _memo0: _memo0.clear()
        if _memo5: _memo5.clear()
    if (not (not not _st_zones[(1 + _l0)])):
        _st_vars[9] = (_t9 if -1000000000000000000 <= (_t9 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond5(_t9))
        _st_vars[1 + _l0] = _st_vars[9]
        if _memo3: _memo3.clear()
        if _st_log is not None: _st_log.append(_Text9(_audience6(st), [_PlayerRef7(_l0), ' goes out, place ', _plain8(_st_vars[9])]))

# <rulerun president.rules: play_hand #1 24ae2969>
def _native(st, L):
    _l0 = L[0]
    _memo0 = st.memos[0]
    _memo5 = st.memos[5]
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    st.vars[0] = 0
    if _memo0: _memo0.clear()
    if _memo5: _memo5.clear()

# <rulerun president.rules: play_hand #2 e794adf9>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _l5 = L[5]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _tell10(st, (_player_text11(_l1) + ' leads ' + _plain12(_l5) + ' of rank ' + _plain12(_l4)), None)
    _st_vars[0] = _l5
    if _memo0: _memo0.clear()
    if _memo5: _memo5.clear()
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
            if _memo6 and _t18 & 64: _memo6.clear()
        elif _t12 is not None:
            _move_cards15(st, _t12, _t13, False)
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo6: _memo6.clear()
        if _memo0: _memo0.clear()
        if _memo5: _memo5.clear()
    if (not (not not _st_zones[(1 + _i0l0)])):
        _st_vars[9] = (_t19 if -1000000000000000000 <= (_t19 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond18(_t19))
        _st_vars[1 + _i0l0] = _st_vars[9]
        if _memo3: _memo3.clear()
        if _st_log is not None: _st_log.append(_Text21(_audience19(st), [_PlayerRef20(_i0l0), ' goes out, place ', _plain12(_st_vars[9])]))
    L[2] = _l1

# <rulerun president.rules: play_hand #3 32d1d874>
def _native(st, L):
    _l1 = L[1]
    _l6 = L[6]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, = st.memos
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
                if _memo6 and _t28 & 64: _memo6.clear()
            elif _t22 is not None:
                _move_cards27(st, _t22, _t23, False)
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo6: _memo6.clear()
            if _memo0: _memo0.clear()
            if _memo5: _memo5.clear()
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

# <rulerun president.rules: play_hand #6 63a21b0a>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    _memo0, _, _, _, _memo4, _memo5, _, = st.memos
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
            if _memo5: _memo5.clear()
            st.vars[0] = 0
            if _memo0: _memo0.clear()
            if _memo5: _memo5.clear()
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

# <rulerun president.rules: play_hand #8 fe732bf2>
def _loop(st, L):
    _t49 = []
    for _t48 in st.zones[(1 + L[1])]:
        _t49.append(_c48[_t48])
    return _t49

# <rulerun president.rules: play_hand #9 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #10 bcfc36c0>
def _loop(st, L):
    _t55 = []
    for _t54 in st.zones[(1 + L[1])]:
        _t55.append(_c57[_t54])
    return _t55

# <rulerun president.rules: play_hand #11 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #12 3dc491b9>
def _loop(st, L):
    _st_zones = st.zones
    _t72 = []
    for _t71 in _st_zones[(1 + L[1])]:
        if (_c73[_t71] > _c73[(_z[-1] if (_z := _st_zones[5]) else None)]):
            _t72.append(_c74[_t71])
    return _t72

# <rulerun president.rules: play_hand #13 4a7cb4af>
def _loop(st, L, _t70):
    _st_zones = st.zones
    _t75 = 0
    for _t74 in _st_zones[(1 + L[1])]:
        if ((_c77[_t74] == _t70) and (_c78[_t74] > _c78[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t75 += 1
    return _t75

# <rulerun president.rules: play_hand #14 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #15 3d6e2f1d>
def _loop(st):
    _t90 = 0
    for _t89 in (_k84 or ()):
        if (not not st.zones[(1 + _t89)]):
            _t90 += 1
    return _t90

# <rulerun president.rules: play_hand #16 9780b8d8>
def _loop(st, L):
    for _t99 in (_o87[L[2]] or ()):
        if (not not st.zones[(1 + _t99)]):
            return _t99
    return None

# <rulerun president.rules: play_hand #17 cd834951>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    while ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a45(st))) > 1):
        st.budget -= 1
        if st.budget < 0: _spent46(st)
        if (_st_vars[0] == 0):
            _t46 = []
            for _t47 in (_k47 or []):
                if ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts50(_a49(st, L)))).get(_t47, 0) > 0): _t46.append(_t47)
            _t50 = L[1]
            _t51 = len(_t46)
            if not _t51: _no_option53(_t50, 'rank to lead')
            if _t51 <= 1 and _st_log is None:
                L[4] = _t46[0] if _t51 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t52 = st.chooser(_t51, _t50)
                else:
                    _t52 = _st_bits(_t51.bit_length())
                    while _t52 >= _t51: _t52 = _st_bits(_t51.bit_length())
                L[4] = _t46[_t52]; st.decisions += 1
            elif _st_log is None: _pend54(st, L, _t46, _t50); raise _PlayoutCut51()
            elif _decide55(st, L, _t46, _t50): raise _PlayoutCut51()
            _t53 = (_range56(1, (_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts50(_a58(st, L)))).get(L[4], 0)) or [])
            _t56 = L[1]
            _t57 = len(_t53)
            if not _t57: _no_option53(_t56, 'how many to lead')
            if _t57 <= 1 and _st_log is None:
                L[5] = _t53[0] if _t57 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t58 = st.chooser(_t57, _t56)
                else:
                    _t58 = _st_bits(_t57.bit_length())
                    while _t58 >= _t57: _t58 = _st_bits(_t57.bit_length())
                L[5] = _t53[_t58]; st.decisions += 1
            elif _st_log is None: _pend60(st, L, _t53, _t56); raise _PlayoutCut51()
            elif _decide61(st, L, _t53, _t56): raise _PlayoutCut51()
            if _st_log is not None: _tell62(st, (_player_text63(L[1]) + ' leads ' + _plain64(L[5]) + ' of rank ' + _plain64(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            if _memo5: _memo5.clear()
            _i2l0 = L[1]
            _i2l1 = L[4]
            _i2l2 = L[5]
            _i2 = [_i2l0, _i2l1, _i2l2, None, None, None]
            _t60 = (_range56(1, _i2l2) or [])
            st.budget -= len(_t60)
            if st.budget < 0: _spent46(st)
            for _t59 in _t60:
                _i2[5] = _t59
                _t63 = None
                for _t64 in _st_zones[(1 + _i2l0)]:
                    if (_c66[_t64] == _i2l1):
                        _t63 = _t64
                        break
                _t61 = _t63
                _t62 = 5
                if type(_t61) is int and _st_log is None:
                    _t65 = _st_zones[(_t66 := _st_loc[_t61])]
                    if _t65[-1] == _t61: _t65.pop()
                    else: _t65.remove(_t61)
                    _st_zones[_t62].append(_t61); _st_loc[_t61] = _t62
                    _t67 = _leaving67[_t66]
                    if _memo1 and _t67 & 2: _memo1.clear()
                    if _memo2 and _t67 & 4: _memo2.clear()
                    if _memo4 and _t67 & 16: _memo4.clear()
                    if _memo6 and _t67 & 64: _memo6.clear()
                elif _t61 is not None:
                    _move_cards65(st, _t61, _t62, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                    if _memo6: _memo6.clear()
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
            if (not (not not _st_zones[(1 + _i2l0)])):
                _st_vars[9] = (_t68 if -1000000000000000000 <= (_t68 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond68(_t68))
                _st_vars[1 + _i2l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text71(_audience69(st), [_PlayerRef70(_i2l0), ' goes out, place ', _plain64(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t69 = []
            for _t70 in (_k72 or []):
                if ((_t73.get(_t70, 0) if (_t73 := (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _guarded76(False, _a75, st, L)))) is not None else _a79(st, L, _t70)) >= _st_vars[0]): _t69.append(_t70)
            _t76 = L[1]
            _t77 = len(_t69) + 1
            if _t77 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t78 = st.chooser(_t77, _t76)
                else:
                    _t78 = _st_bits(_t77.bit_length())
                    while _t78 >= _t77: _t78 = _st_bits(_t77.bit_length())
                L[6] = _t69[_t78 - 1] if _t78 else None; st.decisions += 1
            elif _st_log is None: _pend81(st, L, [None] + _t69, _t76); raise _PlayoutCut51()
            elif _decide82(st, L, _t69, _t76): raise _PlayoutCut51()
            if (L[6] is None):
                if _st_log is not None: _tell62(st, (_player_text63(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long83(L[3])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                _t80 = (_range56(1, _i3l2) or [])
                st.budget -= len(_t80)
                if st.budget < 0: _spent46(st)
                for _t79 in _t80:
                    _i3[5] = _t79
                    _t83 = None
                    for _t84 in _st_zones[(1 + _i3l0)]:
                        if (_c66[_t84] == _i3l1):
                            _t83 = _t84
                            break
                    _t81 = _t83
                    _t82 = 5
                    if type(_t81) is int and _st_log is None:
                        _t85 = _st_zones[(_t86 := _st_loc[_t81])]
                        if _t85[-1] == _t81: _t85.pop()
                        else: _t85.remove(_t81)
                        _st_zones[_t82].append(_t81); _st_loc[_t81] = _t82
                        _t87 = _leaving67[_t86]
                        if _memo1 and _t87 & 2: _memo1.clear()
                        if _memo2 and _t87 & 4: _memo2.clear()
                        if _memo4 and _t87 & 16: _memo4.clear()
                        if _memo6 and _t87 & 64: _memo6.clear()
                    elif _t81 is not None:
                        _move_cards65(st, _t81, _t82, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                        if _memo6: _memo6.clear()
                    if _memo0: _memo0.clear()
                    if _memo5: _memo5.clear()
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = (_t88 if -1000000000000000000 <= (_t88 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond68(_t88))
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text71(_audience69(st), [_PlayerRef70(_i3l0), ' goes out, place ', _plain64(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a85(st))) > 1):
            _t92 = L[2]
            _t93 = L[3]
            _t91 = True
            for _t94 in (_k86 or ()):
                if not ((((not (not not _st_zones[(1 + _t94)])) or (_t94 == _t92)) or (_t94 in (_t93 or ())))):
                    _t91 = False
                    break
            if _t91:
                if _st_log is not None: _st_log.append(_Text71(_audience69(st), ['everyone else passes: the trick is over']))
                _t95 = 5
                _t96 = 6
                if _st_log is None and _t95 != _t96:
                    _t97 = _st_zones[_t95]; _st_zones[_t96] += _t97
                    for _t98 in _t97: _st_loc[_t98] = _t96
                    _t97.clear()
                else:
                    _move_cards65(st, _st_zones[_t95][:], _t96, False)
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a88(st, L))
            else:
                _t102 = L[2]
                _t103 = L[3]
                _t101 = None
                for _t104 in (_o89[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t104)]) and (_t104 != _t102)) and (not (_t104 in (_t103 or ())))):
                        _t101 = _t104
                        break
                L[1] = _t101

# <rulerun president.rules: play_hand #18 f4eb522d>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t105 = None
    for _t106 in (_k90 or ()):
        if (not not _st_zones[(1 + _t106)]):
            _t105 = _t106
            break
    L[7] = _t105
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text93(_audience91(st), [_PlayerRef92(L[7]), ' is the Scum']))
    _t107 = 5
    _t108 = 6
    if _st_log is None and _t107 != _t108:
        _t109 = _st_zones[_t107]; _st_zones[_t108] += _t109
        for _t110 in _t109: _st_loc[_t110] = _t108
        _t109.clear()
    else:
        _move_cards94(st, _st_zones[_t107][:], _t108, False)
    if _memo0: _memo0.clear()
    if _memo5: _memo5.clear()
    for _t111 in (_k95 or []):
        L[10] = _t111
        _t112 = (1 + _t111)
        _t113 = 6
        if _st_log is None and _t112 != _t113:
            _t114 = _st_zones[_t112]; _st_zones[_t113] += _t114
            for _t115 in _t114: _st_loc[_t115] = _t113
            _t114.clear()
        else:
            _move_cards94(st, _st_zones[_t112][:], _t113, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        _st_vars[5 + _t111] = (_t116 if -1000000000000000000 <= (_t116 := _st_vars[5 + _t111] + (4 - _st_vars[1 + _t111])) <= 1000000000000000000 else _beyond96(_t116))

# <rulerun president.rules: play_hand #19 089ce98b>
def _loop(st):
    _t118 = 0
    for _t117 in (_k97 or ()):
        if (not not st.zones[(1 + _t117)]):
            _t118 += 1
    return _t118

# <rulerun president.rules: play_hand #20 41482eba>
def _native(st, L):
    return (_a98(st) > 1)

# <rulerun president.rules: play_hand #21 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #22 f2bfebbb>
def _native(st, L):
    return _k99

# <rulerun president.rules: play_hand #23 e2180259>
def _loop(st, L):
    _l4 = L[4]
    _t120 = 0
    for _t119 in st.zones[(1 + L[1])]:
        if (_c100[_t119] == _l4):
            _t120 += 1
    return _t120

# <rulerun president.rules: play_hand #24 23eac358>
def _native(st, L):
    return (_a101(st, L) > 0)

# <rulerun president.rules: play_hand #25 b18f26d5>
def _loop(st, L):
    _l4 = L[4]
    _t122 = 0
    for _t121 in st.zones[(1 + L[1])]:
        if (_c103[_t121] == _l4):
            _t122 += 1
    return _t122

# <rulerun president.rules: play_hand #26 b7ab85cd>
def _native(st, L):
    return _range102(1, _a104(st, L))

# <rulerun president.rules: play_hand #27 2ecdcb00>
def _native(st, L):
    return _k105

# <rulerun president.rules: play_hand #28 887addc9>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t124 = 0
    for _t123 in _st_zones[(1 + L[1])]:
        if ((_c106[_t123] == _l6) and (_c107[_t123] > _c107[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t124 += 1
    return _t124

# <rulerun president.rules: play_hand #29 18bfdb01>
def _native(st, L):
    return (_a108(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #30 bdb97969>
def _loop(st, L):
    _t133 = None
    for _t132 in st.zones[(1 + L[0])]:
        _t134 = _c113[_t132]
        if _t133 is None or _t134 > _t133:
            _t133 = _t134
    return _t133

# <rulerun president.rules: exchange #31 22b7f7f9>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _, _memo4, _memo5, _memo6, = st.memos
    _st_zones = st.zones
    _t126 = (_range109(1, L[2]) or [])
    st.budget -= len(_t126)
    if st.budget < 0: _spent110(st)
    for _t125 in _t126:
        L[5] = _t125
        _t130 = _st_zones[(1 + _l0)]
        st.budget -= len(_t130)
        if st.budget < 0: _spent110(st)
        _t135 = _NOT_YET
        _t129 = None
        for _t131 in _t130:
            if (_c112[_t131] == (_t135 if _t135 is not _NOT_YET else (_t135 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a114(st, L)))))):
                _t129 = _t131
                break
        _t127 = _t129
        _t128 = (1 + L[1])
        if type(_t127) is int and st.log is None:
            _t136 = _st_zones[_st_loc[_t127]]
            if _t136[-1] == _t127: _t136.pop()
            else: _t136.remove(_t127)
            _st_zones[_t128].append(_t127); _st_loc[_t127] = _t128
        elif _t127 is not None:
            _move_cards111(st, _t127, _t128, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()

# <rulerun president.rules: exchange #32 28666921>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, _memo5, _memo6, = st.memos
    _st_zones = st.zones
    _t137 = L[6]
    _t138 = (1 + _l0)
    if type(_t137) is list and _st_log is None:
        for _t139 in _t137:
            _t140 = _st_zones[_st_loc[_t139]]
            if _t140[-1] == _t139: _t140.pop()
            else: _t140.remove(_t139)
            _st_zones[_t138].append(_t139); _st_loc[_t139] = _t138
    elif _t137 is not None:
        _move_cards115(st, _t137, _t138, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _st_log is not None: _st_log.append(_Text119(_audience116(st), [_PlayerRef117(_l0), ' and ', _PlayerRef117(L[1]), ' exchange ', _plain118(L[2]), ' card(s)']))

# <rulerun president.rules: exchange #33 8b4c62ef>
def _native(st, L):
    return (1 + L[1])

# <rulerun president.rules: exchange #34 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: exchange #35 4a732728>
def _native(st, L):
    return L[2]

# <rulerun president.rules: deal #36 19c962e1>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, _memo5, _memo6, = st.memos
    _st_zones = st.zones
    _t141 = 6
    _t142 = 0
    if _st_log is None and _t141 != _t142:
        _t143 = _st_zones[_t141]; _st_zones[_t142] += _t143
        for _t144 in _t143: _st_loc[_t144] = _t142
        _t143.clear()
    else:
        _move_cards120(st, _st_zones[_t141][:], _t142, False)
    _shuffle_zone121(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent122(st)
        for _t145 in (_k123 or []):
            L[2] = _t145
            if not ((not not _st_zones[0])): continue
            _t148 = _st_zones[0]
            _t147 = (1 + _t145)
            if _st_log is None and _t148:
                _t146 = _t148.pop(); _st_zones[_t147].append(_t146); _st_loc[_t146] = _t147
            elif _t148:
                _move_cards120(st, _t148[-1], _t147, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()

# <rulerun president.rules: play #37 58ba9e9c>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, _memo5, _memo6, = st.memos
    _st_zones = st.zones
    _shuffle_zone124(st, 0)
    _i4 = [None, None, None]
    _t149 = 6
    _t150 = 0
    if _st_log is None and _t149 != _t150:
        _t151 = _st_zones[_t149]; _st_zones[_t150] += _t151
        for _t152 in _t151: _st_loc[_t152] = _t150
        _t151.clear()
    else:
        _move_cards125(st, _st_zones[_t149][:], _t150, False)
    _shuffle_zone124(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent126(st)
        for _t153 in (_k127 or []):
            _i4[2] = _t153
            if not ((not not _st_zones[0])): continue
            _t156 = _st_zones[0]
            _t155 = (1 + _t153)
            if _st_log is None and _t156:
                _t154 = _t156.pop(); _st_zones[_t155].append(_t154); _st_loc[_t154] = _t155
            elif _t156:
                _move_cards125(st, _t156[-1], _t155, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
    _t158 = (_k128 or ())
    st.budget -= len(_t158)
    if st.budget < 0: _spent126(st)
    _t157 = None
    for _t159 in _t158:
        _t160 = False
        for _t161 in _st_zones[(1 + _t159)]:
            if (_names129[_t161] == '3 of clubs'):
                _t160 = True
                break
        if _t160:
            _t157 = _t159
            break
    L[0] = _t157
    if _st_log is not None: _tell130(st, (_player_text131(L[0]) + ' holds the 3 of clubs and leads'), None)

# <rulerun president.rules: play #38 18ecd4a2>
def _loop(st):
    for _t162 in (_k135 or ()):
        if (st.vars[1 + _t162] == 1):
            return _t162
    return None

# <rulerun president.rules: holder_of #39 4d0c08ef>
def _native(st, L):
    _t164 = None
    for _t165 in (_k138 or ()):
        if (st.vars[1 + _t165] == L[0]):
            _t164 = _t165
            break
    return _t164

# <rulerun president.rules: play #40 7dcd755d>
def _loop(st):
    for _t166 in (_k140 or ()):
        if (st.vars[1 + _t166] == 2):
            return _t166
    return None

# <rulerun president.rules: play #41 eb866d44>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text134(_audience132(st), ['hand ', _plain133(L[3])]))
    L[4] = _player137((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a136(st))), 4)
    L[5] = _player137(_d139(st, [4]), 4)
    L[6] = _player137((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a141(st))), 4)
    L[7] = _player137(_d139(st, [(4 - 1)]), 4)
    _st_vars[9] = 0
    for _t168 in (_k142 or []):
        L[10] = _t168
        _st_vars[1 + _t168] = 0
        if _memo3: _memo3.clear()
    _i5 = [None, None, None]
    _t169 = 6
    _t170 = 0
    if _st_log is None and _t169 != _t170:
        _t171 = _st_zones[_t169]; _st_zones[_t170] += _t171
        for _t172 in _t171: _st_loc[_t172] = _t170
        _t171.clear()
    else:
        _move_cards143(st, _st_zones[_t169][:], _t170, False)
    _shuffle_zone144(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent145(st)
        for _t173 in (_k146 or []):
            _i5[2] = _t173
            if not ((not not _st_zones[0])): continue
            _t176 = _st_zones[0]
            _t175 = (1 + _t173)
            if _st_log is None and _t176:
                _t174 = _t176.pop(); _st_zones[_t175].append(_t174); _st_loc[_t174] = _t175
            elif _t176:
                _move_cards143(st, _t176[-1], _t175, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()

# <rulerun president.rules: play #42 07cfccd7>
def _loop(st):
    for _t179 in (_k152 or ()):
        if (st.vars[1 + _t179] == 1):
            return _t179
    return None

# <rulerun president.rules: play #43 4d33b8a0>
def _loop(st):
    for _t181 in (_k156 or ()):
        if (st.vars[1 + _t181] == 2):
            return _t181
    return None

# <rulerun president.rules: play #44 c302b69d>
def _loop(st, _i7l0):
    _t200 = None
    for _t199 in st.zones[(1 + _i7l0)]:
        _t201 = _c163[_t199]
        if _t200 is None or _t201 > _t200:
            _t200 = _t201
    return _t200

# <rulerun president.rules: play #45 14e2b6e9>
def _loop(st, _i8l0):
    _t217 = None
    for _t216 in st.zones[(1 + _i8l0)]:
        _t218 = _c168[_t216]
        if _t217 is None or _t218 > _t217:
            _t217 = _t218
    return _t217

# <rulerun president.rules: play #46 96dc7ff1>
def _loop(st):
    _t227 = 0
    for _t226 in (_k170 or ()):
        if (not not st.zones[(1 + _t226)]):
            _t227 += 1
    return _t227

# <rulerun president.rules: play #47 2e38317e>
def _loop(st, _i9):
    _t231 = []
    for _t230 in st.zones[(1 + _i9[1])]:
        _t231.append(_c173[_t230])
    return _t231

# <rulerun president.rules: play #48 4552a579>
def _loop(st, _i9):
    _t237 = []
    for _t236 in st.zones[(1 + _i9[1])]:
        _t237.append(_c180[_t236])
    return _t237

# <rulerun president.rules: play #49 b2f378ab>
def _loop(st, _i9):
    _st_zones = st.zones
    _t254 = []
    for _t253 in _st_zones[(1 + _i9[1])]:
        if (_c191[_t253] > _c191[(_z[-1] if (_z := _st_zones[5]) else None)]):
            _t254.append(_c192[_t253])
    return _t254

# <rulerun president.rules: play #50 fbbff227>
def _loop(st, _i9, _t252):
    _st_zones = st.zones
    _t257 = 0
    for _t256 in _st_zones[(1 + _i9[1])]:
        if ((_c195[_t256] == _t252) and (_c196[_t256] > _c196[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t257 += 1
    return _t257

# <rulerun president.rules: play #51 1fb0aa39>
def _loop(st):
    _t272 = 0
    for _t271 in (_k202 or ()):
        if (not not st.zones[(1 + _t271)]):
            _t272 += 1
    return _t272

# <rulerun president.rules: play #52 38ceaef0>
def _loop(st, _i9):
    for _t281 in (_o205[_i9[2]] or ()):
        if (not not st.zones[(1 + _t281)]):
            return _t281
    return None

# <rulerun president.rules: play_hand #53 679e80e0>
def _loop(st):
    _t300 = 0
    for _t299 in (_k210 or ()):
        if (not not st.zones[(1 + _t299)]):
            _t300 += 1
    return _t300

# <rulerun president.rules: play_hand #54 045a6023>
def _loop(st, L):
    _t304 = []
    for _t303 in st.zones[(1 + L[1])]:
        _t304.append(_c214[_t303])
    return _t304

# <rulerun president.rules: play_hand #55 0849dcc2>
def _loop(st, L):
    _t310 = []
    for _t309 in st.zones[(1 + L[1])]:
        _t310.append(_c223[_t309])
    return _t310

# <rulerun president.rules: play_hand #56 a5769241>
def _loop(st, L):
    _st_zones = st.zones
    _t327 = []
    for _t326 in _st_zones[(1 + L[1])]:
        if (_c239[_t326] > _c239[(_z[-1] if (_z := _st_zones[5]) else None)]):
            _t327.append(_c240[_t326])
    return _t327

# <rulerun president.rules: play_hand #57 b7ca3f82>
def _loop(st, L, _t325):
    _st_zones = st.zones
    _t330 = 0
    for _t329 in _st_zones[(1 + L[1])]:
        if ((_c243[_t329] == _t325) and (_c244[_t329] > _c244[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t330 += 1
    return _t330

# <rulerun president.rules: play_hand #58 21274cc3>
def _loop(st):
    _t345 = 0
    for _t344 in (_k250 or ()):
        if (not not st.zones[(1 + _t344)]):
            _t345 += 1
    return _t345

# <rulerun president.rules: play_hand #59 c4ba5f19>
def _loop(st, L):
    for _t354 in (_o253[L[2]] or ()):
        if (not not st.zones[(1 + _t354)]):
            return _t354
    return None

# <rulerun president.rules: play_hand #60 playout e8517bad>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    _st_vars[0] = 0
    if _memo0: _memo0.clear()
    if _memo5: _memo5.clear()
    while ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a211(st))) > 1):
        st.budget -= 1
        if st.budget < 0: _spent212(st)
        if (_st_vars[0] == 0):
            _t301 = []
            for _t302 in (_k213 or []):
                if ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts216(_a215(st, L)))).get(_t302, 0) > 0): _t301.append(_t302)
            _t305 = L[1]
            _t306 = len(_t301)
            if not _t306: _no_option219(_t305, 'rank to lead')
            if _t306 <= 1 and _st_log is None:
                L[4] = _t301[0] if _t306 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t307 = st.chooser(_t306, _t305)
                else:
                    _t307 = _st_bits(_t306.bit_length())
                    while _t307 >= _t306: _t307 = _st_bits(_t306.bit_length())
                L[4] = _t301[_t307]; st.decisions += 1
            elif _st_log is None: _pend220(st, L, _t301, _t305); raise _PlayoutCut217()
            elif _decide221(st, L, _t301, _t305): raise _PlayoutCut217()
            _t308 = (_range222(1, (_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts216(_a224(st, L)))).get(L[4], 0)) or [])
            _t311 = L[1]
            _t312 = len(_t308)
            if not _t312: _no_option219(_t311, 'how many to lead')
            if _t312 <= 1 and _st_log is None:
                L[5] = _t308[0] if _t312 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t313 = st.chooser(_t312, _t311)
                else:
                    _t313 = _st_bits(_t312.bit_length())
                    while _t313 >= _t312: _t313 = _st_bits(_t312.bit_length())
                L[5] = _t308[_t313]; st.decisions += 1
            elif _st_log is None: _pend226(st, L, _t308, _t311); raise _PlayoutCut217()
            elif _decide227(st, L, _t308, _t311): raise _PlayoutCut217()
            if _st_log is not None: _tell228(st, (_player_text229(L[1]) + ' leads ' + _plain230(L[5]) + ' of rank ' + _plain230(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            if _memo5: _memo5.clear()
            _i12l0 = L[1]
            _i12l1 = L[4]
            _i12l2 = L[5]
            _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
            _t315 = (_range222(1, _i12l2) or [])
            st.budget -= len(_t315)
            if st.budget < 0: _spent212(st)
            for _t314 in _t315:
                _i12[5] = _t314
                _t318 = None
                for _t319 in _st_zones[(1 + _i12l0)]:
                    if (_c232[_t319] == _i12l1):
                        _t318 = _t319
                        break
                _t316 = _t318
                _t317 = 5
                if type(_t316) is int and _st_log is None:
                    _t320 = _st_zones[(_t321 := _st_loc[_t316])]
                    if _t320[-1] == _t316: _t320.pop()
                    else: _t320.remove(_t316)
                    _st_zones[_t317].append(_t316); _st_loc[_t316] = _t317
                    _t322 = _leaving233[_t321]
                    if _memo1 and _t322 & 2: _memo1.clear()
                    if _memo2 and _t322 & 4: _memo2.clear()
                    if _memo4 and _t322 & 16: _memo4.clear()
                    if _memo6 and _t322 & 64: _memo6.clear()
                elif _t316 is not None:
                    _move_cards231(st, _t316, _t317, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                    if _memo6: _memo6.clear()
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
            if (not (not not _st_zones[(1 + _i12l0)])):
                _st_vars[9] = (_t323 if -1000000000000000000 <= (_t323 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond234(_t323))
                _st_vars[1 + _i12l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text237(_audience235(st), [_PlayerRef236(_i12l0), ' goes out, place ', _plain230(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t324 = []
            for _t325 in (_k238 or []):
                if ((_t328.get(_t325, 0) if (_t328 := (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _guarded242(False, _a241, st, L)))) is not None else _a245(st, L, _t325)) >= _st_vars[0]): _t324.append(_t325)
            _t331 = L[1]
            _t332 = len(_t324) + 1
            if _t332 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t333 = st.chooser(_t332, _t331)
                else:
                    _t333 = _st_bits(_t332.bit_length())
                    while _t333 >= _t332: _t333 = _st_bits(_t332.bit_length())
                L[6] = _t324[_t333 - 1] if _t333 else None; st.decisions += 1
            elif _st_log is None: _pend247(st, L, [None] + _t324, _t331); raise _PlayoutCut217()
            elif _decide248(st, L, _t324, _t331): raise _PlayoutCut217()
            if (L[6] is None):
                if _st_log is not None: _tell228(st, (_player_text229(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long249(L[3])
            else:
                _i13l0 = L[1]
                _i13l1 = L[6]
                _i13l2 = _st_vars[0]
                _i13 = [_i13l0, _i13l1, _i13l2, None, None, None]
                _t335 = (_range222(1, _i13l2) or [])
                st.budget -= len(_t335)
                if st.budget < 0: _spent212(st)
                for _t334 in _t335:
                    _i13[5] = _t334
                    _t338 = None
                    for _t339 in _st_zones[(1 + _i13l0)]:
                        if (_c232[_t339] == _i13l1):
                            _t338 = _t339
                            break
                    _t336 = _t338
                    _t337 = 5
                    if type(_t336) is int and _st_log is None:
                        _t340 = _st_zones[(_t341 := _st_loc[_t336])]
                        if _t340[-1] == _t336: _t340.pop()
                        else: _t340.remove(_t336)
                        _st_zones[_t337].append(_t336); _st_loc[_t336] = _t337
                        _t342 = _leaving233[_t341]
                        if _memo1 and _t342 & 2: _memo1.clear()
                        if _memo2 and _t342 & 4: _memo2.clear()
                        if _memo4 and _t342 & 16: _memo4.clear()
                        if _memo6 and _t342 & 64: _memo6.clear()
                    elif _t336 is not None:
                        _move_cards231(st, _t336, _t337, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                        if _memo6: _memo6.clear()
                    if _memo0: _memo0.clear()
                    if _memo5: _memo5.clear()
                if (not (not not _st_zones[(1 + _i13l0)])):
                    _st_vars[9] = (_t343 if -1000000000000000000 <= (_t343 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond234(_t343))
                    _st_vars[1 + _i13l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text237(_audience235(st), [_PlayerRef236(_i13l0), ' goes out, place ', _plain230(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a251(st))) > 1):
            _t347 = L[2]
            _t348 = L[3]
            _t346 = True
            for _t349 in (_k252 or ()):
                if not ((((not (not not _st_zones[(1 + _t349)])) or (_t349 == _t347)) or (_t349 in (_t348 or ())))):
                    _t346 = False
                    break
            if _t346:
                if _st_log is not None: _st_log.append(_Text237(_audience235(st), ['everyone else passes: the trick is over']))
                _t350 = 5
                _t351 = 6
                if _st_log is None and _t350 != _t351:
                    _t352 = _st_zones[_t350]; _st_zones[_t351] += _t352
                    for _t353 in _t352: _st_loc[_t353] = _t351
                    _t352.clear()
                else:
                    _move_cards231(st, _st_zones[_t350][:], _t351, False)
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a254(st, L))
            else:
                _t357 = L[2]
                _t358 = L[3]
                _t356 = None
                for _t359 in (_o255[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t359)]) and (_t359 != _t357)) and (not (_t359 in (_t358 or ())))):
                        _t356 = _t359
                        break
                L[1] = _t356
    _t360 = None
    for _t361 in (_k256 or ()):
        if (not not _st_zones[(1 + _t361)]):
            _t360 = _t361
            break
    L[7] = _t360
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text237(_audience235(st), [_PlayerRef236(L[7]), ' is the Scum']))
    _t362 = 5
    _t363 = 6
    if _st_log is None and _t362 != _t363:
        _t364 = _st_zones[_t362]; _st_zones[_t363] += _t364
        for _t365 in _t364: _st_loc[_t365] = _t363
        _t364.clear()
    else:
        _move_cards231(st, _st_zones[_t362][:], _t363, False)
    if _memo0: _memo0.clear()
    if _memo5: _memo5.clear()
    for _t366 in (_k257 or []):
        L[10] = _t366
        _t367 = (1 + _t366)
        _t368 = 6
        if _st_log is None and _t367 != _t368:
            _t369 = _st_zones[_t367]; _st_zones[_t368] += _t369
            for _t370 in _t369: _st_loc[_t370] = _t368
            _t369.clear()
        else:
            _move_cards231(st, _st_zones[_t367][:], _t368, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        _st_vars[5 + _t366] = (_t371 if -1000000000000000000 <= (_t371 := _st_vars[5 + _t366] + (4 - _st_vars[1 + _t366])) <= 1000000000000000000 else _beyond234(_t371))

# <rulerun president.rules: play #61 c885a7cf>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t178 = (_range147(2, 3) or [])
    st.budget -= len(_t178)
    if st.budget < 0: _spent148(st)
    for _t177 in _t178:
        L[3] = _t177
        if _st_log is not None: _st_log.append(_Text151(_audience149(st), ['hand ', _plain150(_t177)]))
        L[4] = _player154((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a153(st))), 4)
        L[5] = _player154(_d155(st, [4]), 4)
        L[6] = _player154((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a157(st))), 4)
        L[7] = _player154(_d155(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t183 in (_k158 or []):
            L[10] = _t183
            _st_vars[1 + _t183] = 0
            if _memo3: _memo3.clear()
        _i6 = [None, None, None]
        _t184 = 6
        _t185 = 0
        if _st_log is None and _t184 != _t185:
            _t186 = _st_zones[_t184]; _st_zones[_t185] += _t186
            for _t187 in _t186: _st_loc[_t187] = _t185
            _t186.clear()
        else:
            _move_cards159(st, _st_zones[_t184][:], _t185, False)
        _shuffle_zone160(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent148(st)
            for _t188 in (_k161 or []):
                _i6[2] = _t188
                if not ((not not _st_zones[0])): continue
                _t191 = _st_zones[0]
                _t190 = (1 + _t188)
                if _st_log is None and _t191:
                    _t189 = _t191.pop(); _st_zones[_t190].append(_t189); _st_loc[_t189] = _t190
                elif _t191:
                    _move_cards159(st, _t191[-1], _t190, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo5: _memo5.clear()
                if _memo6: _memo6.clear()
        _i7l0 = L[5]
        _i7l1 = L[4]
        _i7l2 = 2
        _i7 = [_i7l0, _i7l1, _i7l2, None, None, None, None]
        _t193 = (_range147(1, _i7l2) or [])
        st.budget -= len(_t193)
        if st.budget < 0: _spent148(st)
        for _t192 in _t193:
            _i7[5] = _t192
            _t197 = _st_zones[(1 + _i7l0)]
            st.budget -= len(_t197)
            if st.budget < 0: _spent148(st)
            _t202 = _NOT_YET
            _t196 = None
            for _t198 in _t197:
                if (_c162[_t198] == (_t202 if _t202 is not _NOT_YET else (_t202 := (_memo1[_i7l0] if _i7l0 in _memo1 else _memo1.setdefault(_i7l0, _a164(st, _i7l0)))))):
                    _t196 = _t198
                    break
            _t194 = _t196
            _t195 = (1 + _i7l1)
            if type(_t194) is int and _st_log is None:
                _t203 = _st_zones[_st_loc[_t194]]
                if _t203[-1] == _t194: _t203.pop()
                else: _t203.remove(_t194)
                _st_zones[_t195].append(_t194); _st_loc[_t194] = _t195
            elif _t194 is not None:
                _move_cards159(st, _t194, _t195, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
        _t204 = _st_zones[(1 + _i7l1)]
        if _offer166(st, _i7, _t204[:]): raise _PlayoutCut165()
        _t205 = _i7[6]
        _t206 = (1 + _i7l0)
        if type(_t205) is list and _st_log is None:
            for _t207 in _t205:
                _t208 = _st_zones[_st_loc[_t207]]
                if _t208[-1] == _t207: _t208.pop()
                else: _t208.remove(_t207)
                _st_zones[_t206].append(_t207); _st_loc[_t207] = _t206
        elif _t205 is not None:
            _move_cards159(st, _t205, _t206, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _st_log is not None: _st_log.append(_Text151(_audience149(st), [_PlayerRef167(_i7l0), ' and ', _PlayerRef167(_i7l1), ' exchange ', _plain150(_i7l2), ' card(s)']))
        if (4 >= 4):
            _i8l0 = L[7]
            _i8l1 = L[6]
            _i8l2 = 1
            _i8 = [_i8l0, _i8l1, _i8l2, None, None, None, None]
            _t210 = (_range147(1, _i8l2) or [])
            st.budget -= len(_t210)
            if st.budget < 0: _spent148(st)
            for _t209 in _t210:
                _i8[5] = _t209
                _t214 = _st_zones[(1 + _i8l0)]
                st.budget -= len(_t214)
                if st.budget < 0: _spent148(st)
                _t219 = _NOT_YET
                _t213 = None
                for _t215 in _t214:
                    if (_c162[_t215] == (_t219 if _t219 is not _NOT_YET else (_t219 := (_memo1[_i8l0] if _i8l0 in _memo1 else _memo1.setdefault(_i8l0, _a169(st, _i8l0)))))):
                        _t213 = _t215
                        break
                _t211 = _t213
                _t212 = (1 + _i8l1)
                if type(_t211) is int and _st_log is None:
                    _t220 = _st_zones[_st_loc[_t211]]
                    if _t220[-1] == _t211: _t220.pop()
                    else: _t220.remove(_t211)
                    _st_zones[_t212].append(_t211); _st_loc[_t211] = _t212
                elif _t211 is not None:
                    _move_cards159(st, _t211, _t212, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo5: _memo5.clear()
                if _memo6: _memo6.clear()
            _t221 = _st_zones[(1 + _i8l1)]
            if _offer166(st, _i8, _t221[:]): raise _PlayoutCut165()
            _t222 = _i8[6]
            _t223 = (1 + _i8l0)
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
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _st_log is not None: _st_log.append(_Text151(_audience149(st), [_PlayerRef167(_i8l0), ' and ', _PlayerRef167(_i8l1), ' exchange ', _plain150(_i8l2), ' card(s)']))
        if _p258(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return 3

# <rulerun president.rules: play #62 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun president.rules: play #63 f6eb56fe>
def _native(st, L):
    return _range259(2, 3)

# <rulerun president.rules: play #64 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun president.rules: play #65 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun president.rules: play #66 e693422f>
def _native(st, L):
    return 2

# <rulerun president.rules: play #67 bd8c1cfc>
def _native(st, L):
    return (4 >= 4)

# <rulerun president.rules: play #68 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun president.rules: play #69 285c0647>
def _native(st, L):
    return L[6]

# <rulerun president.rules: play #70 ff528da8>
def _native(st, L):
    return 1

# <rulerun president.rules: play #71 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun president.rules: play_cards #72 1a5fd560>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run262(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k263)

# <rulerun president.rules: play_hand #73 42c2ab9b>
def _loop(st):
    _t373 = 0
    for _t372 in (_k267 or ()):
        if (not not st.zones[(1 + _t372)]):
            _t373 += 1
    return _t373

# <rulerun president.rules: play_hand #74 2685f954>
def _loop(st, L):
    _t376 = []
    for _t375 in st.zones[(1 + L[1])]:
        _t376.append(_c270[_t375])
    return _t376

# <rulerun president.rules: play_hand #75 9a693cbc>
def _loop(st, L):
    _t381 = []
    for _t380 in st.zones[(1 + L[1])]:
        _t381.append(_c279[_t380])
    return _t381

# <rulerun president.rules: play_hand #76 e5d5fb5b>
def _loop(st, L):
    _st_zones = st.zones
    _t387 = []
    for _t386 in _st_zones[(1 + L[1])]:
        if (_c286[_t386] > _c286[(_z[-1] if (_z := _st_zones[5]) else None)]):
            _t387.append(_c287[_t386])
    return _t387

# <rulerun president.rules: play_hand #77 0727670e>
def _loop(st, L, _t385):
    _st_zones = st.zones
    _t390 = 0
    for _t389 in _st_zones[(1 + L[1])]:
        if ((_c290[_t389] == _t385) and (_c291[_t389] > _c291[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t390 += 1
    return _t390

# <rulerun president.rules: play_hand #78 d9c6d496>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _, _, _, _, _memo4, _memo5, _memo6, = st.memos
    _st_vars = st.vars
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
            if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a268(st))) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _o = []
            for _t374 in (_k269 or []):
                if ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts272(_a271(st, L)))).get(_t374, 0) > 0): _o.append(_t374)
            fr[1] = 4
            _t377 = L[1]
            _t378 = len(_o)
            if not _t378: _no_option274(_t377, 'rank to lead')
            if _t378 <= 1 and _st_log is None:
                L[4] = _o[0] if _t378 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t379 = st.chooser(_t378, _t377)
                else:
                    _t379 = _st_bits(_t378.bit_length())
                    while _t379 >= _t378: _t379 = _st_bits(_t378.bit_length())
                L[4] = _o[_t379]; st.decisions += 1
                if st.thread_player is not None: _answered275(st, _t379)
            elif _st_log is None: _pend276(st, L, _o, _t377); return True
            elif _decide277(st, L, _o, _t377): return True
            pc = 4
        if pc == 4:
            _o = (_range278(1, (_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts272(_a280(st, L)))).get(L[4], 0)) or [])
            fr[1] = 5
            _t382 = L[1]
            _t383 = len(_o)
            if not _t383: _no_option274(_t382, 'how many to lead')
            if _t383 <= 1 and _st_log is None:
                L[5] = _o[0] if _t383 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t384 = st.chooser(_t383, _t382)
                else:
                    _t384 = _st_bits(_t383.bit_length())
                    while _t384 >= _t383: _t384 = _st_bits(_t383.bit_length())
                L[5] = _o[_t384]; st.decisions += 1
                if st.thread_player is not None: _answered275(st, _t384)
            elif _st_log is None: _pend282(st, L, _o, _t382); return True
            elif _decide283(st, L, _o, _t382): return True
            pc = 5
        if pc == 5:
            _r = _run284(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t385 in (_k285 or []):
                if ((_t388.get(_t385, 0) if (_t388 := (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _guarded289(False, _a288, st, L)))) is not None else _a292(st, L, _t385)) >= _st_vars[0]): _o.append(_t385)
            fr[1] = 8
            _t391 = L[1]
            _t392 = len(_o) + 1
            if _t392 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t393 = st.chooser(_t392, _t391)
                else:
                    _t393 = _st_bits(_t392.bit_length())
                    while _t393 >= _t392: _t393 = _st_bits(_t392.bit_length())
                L[6] = _o[_t393 - 1] if _t393 else None; st.decisions += 1
                if st.thread_player is not None: _answered275(st, _t393)
            elif _st_log is None: _pend294(st, L, [None] + _o, _t391); return True
            elif _decide295(st, L, _o, _t391): return True
            pc = 8
        if pc == 8:
            _r = _run296(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run297(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit265(_k, st, _d0): raise _Runaway264()
            continue
        if pc == 11:
            _r = _run298(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k299)

# <rulerun president.rules: exchange #79 f2122581>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run302(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = st.zones[(1 + L[1])]
            fr[1] = 2
            if _offer303(st, L, _o[:]): return True
            pc = 2
        if pc == 2:
            _r = _run304(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k305)

# <rulerun president.rules: deal #80 d6730903>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run308(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k309)

# <rulerun president.rules: play #81 a10cee6c>
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
            _a = [L[0], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit313(_k314)
            fr[1] = 2; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs315[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            L[1] = (_range316(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run317(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], L[4], 2, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit313(_k318)
            fr[1] = 6; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs315[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [L[7], L[6], 1, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit313(_k319)
            fr[1] = 8; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs315[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 8
        if pc == 8:
            pc = 9
        if pc == 9:
            _a = [L[5], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit313(_k320)
            fr[1] = 10; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs315[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 10
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit311(_k, st, _d0): raise _Runaway310()
            continue
        if pc == 11:
            fr[1] = 12
            if _step321(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k322)

# <rulerun president.rules: play_hand #82 d1dd3cbb>
def _loop(st):
    _t395 = 0
    for _t394 in (_k327 or ()):
        if (not not st.zones[(1 + _t394)]):
            _t395 += 1
    return _t395

# <rulerun president.rules: play_hand #83 dde13430>
def _loop(st, L):
    _t398 = []
    for _t397 in st.zones[(1 + L[1])]:
        _t398.append(_c330[_t397])
    return _t398

# <rulerun president.rules: play_hand #84 3b819049>
def _loop(st, L):
    _t403 = []
    for _t402 in st.zones[(1 + L[1])]:
        _t403.append(_c339[_t402])
    return _t403

# <rulerun president.rules: play_hand #85 69b663f2>
def _loop(st, L):
    _st_zones = st.zones
    _t409 = []
    for _t408 in _st_zones[(1 + L[1])]:
        if (_c346[_t408] > _c346[(_z[-1] if (_z := _st_zones[5]) else None)]):
            _t409.append(_c347[_t408])
    return _t409

# <rulerun president.rules: play_hand #86 fbcd96c1>
def _loop(st, L, _t407):
    _st_zones = st.zones
    _t412 = 0
    for _t411 in _st_zones[(1 + L[1])]:
        if ((_c350[_t411] == _t407) and (_c351[_t411] > _c351[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t412 += 1
    return _t412

# <rulerun president.rules: play_hand #87 d7208a8b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _, _, _, _, _memo4, _memo5, _memo6, = st.memos
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run325(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region326(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a328(st))) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _o = []
            for _t396 in (_k329 or []):
                if ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts332(_a331(st, L)))).get(_t396, 0) > 0): _o.append(_t396)
            fr[1] = 4
            _t399 = L[1]
            _t400 = len(_o)
            if not _t400: _no_option334(_t399, 'rank to lead')
            if _t400 <= 1 and _st_log is None:
                L[4] = _o[0] if _t400 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t401 = st.chooser(_t400, _t399)
                else:
                    _t401 = _st_bits(_t400.bit_length())
                    while _t401 >= _t400: _t401 = _st_bits(_t400.bit_length())
                L[4] = _o[_t401]; st.decisions += 1
                if st.thread_player is not None: _answered335(st, _t401)
            elif _st_log is None: _pend336(st, L, _o, _t399); return True
            elif _decide337(st, L, _o, _t399): return True
            pc = 4
        if pc == 4:
            _o = (_range338(1, (_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts332(_a340(st, L)))).get(L[4], 0)) or [])
            fr[1] = 5
            _t404 = L[1]
            _t405 = len(_o)
            if not _t405: _no_option334(_t404, 'how many to lead')
            if _t405 <= 1 and _st_log is None:
                L[5] = _o[0] if _t405 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t406 = st.chooser(_t405, _t404)
                else:
                    _t406 = _st_bits(_t405.bit_length())
                    while _t406 >= _t405: _t406 = _st_bits(_t405.bit_length())
                L[5] = _o[_t406]; st.decisions += 1
                if st.thread_player is not None: _answered335(st, _t406)
            elif _st_log is None: _pend342(st, L, _o, _t404); return True
            elif _decide343(st, L, _o, _t404): return True
            pc = 5
        if pc == 5:
            _r = _run344(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t407 in (_k345 or []):
                if ((_t410.get(_t407, 0) if (_t410 := (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _guarded349(False, _a348, st, L)))) is not None else _a352(st, L, _t407)) >= _st_vars[0]): _o.append(_t407)
            fr[1] = 8
            _t413 = L[1]
            _t414 = len(_o) + 1
            if _t414 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t415 = st.chooser(_t414, _t413)
                else:
                    _t415 = _st_bits(_t414.bit_length())
                    while _t415 >= _t414: _t415 = _st_bits(_t414.bit_length())
                L[6] = _o[_t415 - 1] if _t415 else None; st.decisions += 1
                if st.thread_player is not None: _answered335(st, _t415)
            elif _st_log is None: _pend354(st, L, [None] + _o, _t413); return True
            elif _decide355(st, L, _o, _t413): return True
            pc = 8
        if pc == 8:
            _r = _run356(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run357(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit324(_k, st, _d0): raise _Runaway323()
            continue
        if pc == 11:
            _r = _run358(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k359)

# <rulerun president.rules: exchange #88 091b186b>
def _loop(st, L):
    _t424 = None
    for _t423 in st.zones[(1 + L[0])]:
        _t425 = _c374[_t423]
        if _t424 is None or _t425 > _t424:
            _t424 = _t425
    return _t424

# <rulerun president.rules: exchange #89 playout 3d3a383f>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, _memo5, _memo6, = st.memos
    _st_zones = st.zones
    _t417 = (_range370(1, _l2) or [])
    st.budget -= len(_t417)
    if st.budget < 0: _spent371(st)
    for _t416 in _t417:
        L[5] = _t416
        _t421 = _st_zones[(1 + _l0)]
        st.budget -= len(_t421)
        if st.budget < 0: _spent371(st)
        _t426 = _NOT_YET
        _t420 = None
        for _t422 in _t421:
            if (_c373[_t422] == (_t426 if _t426 is not _NOT_YET else (_t426 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a375(st, L)))))):
                _t420 = _t422
                break
        _t418 = _t420
        _t419 = (1 + _l1)
        if type(_t418) is int and _st_log is None:
            _t427 = _st_zones[_st_loc[_t418]]
            if _t427[-1] == _t418: _t427.pop()
            else: _t427.remove(_t418)
            _st_zones[_t419].append(_t418); _st_loc[_t418] = _t419
        elif _t418 is not None:
            _move_cards372(st, _t418, _t419, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
    _t428 = _st_zones[(1 + _l1)]
    if _offer377(st, L, _t428[:]): raise _PlayoutCut376()
    _t429 = L[6]
    _t430 = (1 + _l0)
    if type(_t429) is list and _st_log is None:
        for _t431 in _t429:
            _t432 = _st_zones[_st_loc[_t431]]
            if _t432[-1] == _t431: _t432.pop()
            else: _t432.remove(_t431)
            _st_zones[_t430].append(_t431); _st_loc[_t431] = _t430
    elif _t429 is not None:
        _move_cards372(st, _t429, _t430, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _st_log is not None: _st_log.append(_Text381(_audience378(st), [_PlayerRef379(_l0), ' and ', _PlayerRef379(_l1), ' exchange ', _plain380(_l2), ' card(s)']))

# <rulerun president.rules: play #90 3542d5b4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run362(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p363(st, [L[0], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit364(_k365)
                fr[1] = 2; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs366[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region367(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[1] = (_range368(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run369(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p382(st, [L[5], L[4], 2, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[4], 2, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit364(_k383)
                fr[1] = 6; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs366[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p382(st, [L[7], L[6], 1, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [L[7], L[6], 1, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit364(_k384)
                fr[1] = 8; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs366[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 8
        if pc == 8:
            pc = 9
        if pc == 9:
            if st.thread_player == st.inline_thread:
                if _p363(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[5], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit364(_k385)
                fr[1] = 10; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs366[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 10
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit361(_k, st, _d0): raise _Runaway360()
            continue
        if pc == 11:
            fr[1] = 12
            if _step386(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k387)

# <rulerun president.rules: rank #91 914c628d>
def _native(st, p):
    _st_vars = st.vars
    return (_st_vars[5 + p], (-_st_vars[1 + p]), )

