# <rulerun president.rules: play_cards #0 c3f0fbe7>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, = st.memos
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
            if _memo5 and _t8 & 32: _memo5.clear()
        elif _t2 is not None:
            _move_cards2(st, _t2, _t3, False)
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
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

# <rulerun president.rules: play_hand #2 47a75bdd>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _l5 = L[5]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, = st.memos
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
            if _memo5 and _t18 & 32: _memo5.clear()
        elif _t12 is not None:
            _move_cards15(st, _t12, _t13, False)
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
        if _memo0: _memo0.clear()
    if (not (not not _st_zones[(1 + _i0l0)])):
        _st_vars[9] = (_t19 if -1000000000000000000 <= (_t19 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond18(_t19))
        _st_vars[1 + _i0l0] = _st_vars[9]
        if _memo3: _memo3.clear()
        if _st_log is not None: _st_log.append(_Text21(_audience19(st), [_PlayerRef20(_i0l0), ' goes out, place ', _plain12(_st_vars[9])]))
    L[2] = _l1

# <rulerun president.rules: play_hand #3 91e69763>
def _native(st, L):
    _l1 = L[1]
    _l6 = L[6]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, = st.memos
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
                if _memo5 and _t28 & 32: _memo5.clear()
            elif _t22 is not None:
                _move_cards27(st, _t22, _t23, False)
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo5: _memo5.clear()
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

# <rulerun president.rules: play_hand #6 805a0b61>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    _memo0, _, _, _, _memo4, _, = st.memos
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

# <rulerun president.rules: play_hand #8 613a519a>
def _loop(st, L, _t47):
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

# <rulerun president.rules: play_hand #12 fa173317>
def _loop(st, L, _t70):
    _st_zones = st.zones
    _t72 = 0
    for _t71 in _st_zones[(1 + L[1])]:
        if ((_c73[_t71] == _t70) and (_c74[_t71] > _c74[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t72 += 1
    return _t72

# <rulerun president.rules: play_hand #13 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #14 c0e8ee97>
def _loop(st):
    _t88 = 0
    for _t87 in (_k80 or ()):
        if (not not st.zones[(1 + _t87)]):
            _t88 += 1
    return _t88

# <rulerun president.rules: play_hand #15 58ed08e6>
def _loop(st, L):
    for _t97 in (_o83[L[2]] or ()):
        if (not not st.zones[(1 + _t97)]):
            return _t97
    return None

# <rulerun president.rules: play_hand #16 ab272ba0>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    while ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a45(st))) > 1):
        st.budget -= 1
        if st.budget < 0: _spent46(st)
        if (_st_vars[0] == 0):
            _t46 = []
            for _t47 in (_k47 or []):
                if ((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _counts50(_a49(st, L, _t47)))).get(_t47, 0) > 0): _t46.append(_t47)
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
            _t53 = (_range56(1, (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _counts50(_a58(st, L)))).get(L[4], 0)) or [])
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
                    if _memo5 and _t67 & 32: _memo5.clear()
                elif _t61 is not None:
                    _move_cards65(st, _t61, _t62, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                    if _memo5: _memo5.clear()
                if _memo0: _memo0.clear()
            if (not (not not _st_zones[(1 + _i2l0)])):
                _st_vars[9] = (_t68 if -1000000000000000000 <= (_t68 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond68(_t68))
                _st_vars[1 + _i2l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text71(_audience69(st), [_PlayerRef70(_i2l0), ' goes out, place ', _plain64(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t69 = []
            for _t70 in (_k72 or []):
                if (_t73 if (_t73 := _memo0.get((L[1], _t70,), _NOT_YET)) is not _NOT_YET else _memo0.setdefault((L[1], _t70,), (_a75(st, L, _t70) >= _st_vars[0]))): _t69.append(_t70)
            _t74 = L[1]
            _t75 = len(_t69) + 1
            if _t75 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t76 = st.chooser(_t75, _t74)
                else:
                    _t76 = _st_bits(_t75.bit_length())
                    while _t76 >= _t75: _t76 = _st_bits(_t75.bit_length())
                L[6] = _t69[_t76 - 1] if _t76 else None; st.decisions += 1
            elif _st_log is None: _pend77(st, L, [None] + _t69, _t74); raise _PlayoutCut51()
            elif _decide78(st, L, _t69, _t74): raise _PlayoutCut51()
            if (L[6] is None):
                if _st_log is not None: _tell62(st, (_player_text63(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long79(L[3])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                _t78 = (_range56(1, _i3l2) or [])
                st.budget -= len(_t78)
                if st.budget < 0: _spent46(st)
                for _t77 in _t78:
                    _i3[5] = _t77
                    _t81 = None
                    for _t82 in _st_zones[(1 + _i3l0)]:
                        if (_c66[_t82] == _i3l1):
                            _t81 = _t82
                            break
                    _t79 = _t81
                    _t80 = 5
                    if type(_t79) is int and _st_log is None:
                        _t83 = _st_zones[(_t84 := _st_loc[_t79])]
                        if _t83[-1] == _t79: _t83.pop()
                        else: _t83.remove(_t79)
                        _st_zones[_t80].append(_t79); _st_loc[_t79] = _t80
                        _t85 = _leaving67[_t84]
                        if _memo1 and _t85 & 2: _memo1.clear()
                        if _memo2 and _t85 & 4: _memo2.clear()
                        if _memo4 and _t85 & 16: _memo4.clear()
                        if _memo5 and _t85 & 32: _memo5.clear()
                    elif _t79 is not None:
                        _move_cards65(st, _t79, _t80, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                        if _memo5: _memo5.clear()
                    if _memo0: _memo0.clear()
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = (_t86 if -1000000000000000000 <= (_t86 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond68(_t86))
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text71(_audience69(st), [_PlayerRef70(_i3l0), ' goes out, place ', _plain64(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a81(st))) > 1):
            _t90 = L[2]
            _t91 = L[3]
            _t89 = True
            for _t92 in (_k82 or ()):
                if not ((((not (not not _st_zones[(1 + _t92)])) or (_t92 == _t90)) or (_t92 in (_t91 or ())))):
                    _t89 = False
                    break
            if _t89:
                if _st_log is not None: _st_log.append(_Text71(_audience69(st), ['everyone else passes: the trick is over']))
                _t93 = 5
                _t94 = 6
                if _st_log is None and _t93 != _t94:
                    _t95 = _st_zones[_t93]; _st_zones[_t94] += _t95
                    for _t96 in _t95: _st_loc[_t96] = _t94
                    _t95.clear()
                else:
                    _move_cards65(st, _st_zones[_t93][:], _t94, False)
                if _memo0: _memo0.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a84(st, L))
            else:
                _t100 = L[2]
                _t101 = L[3]
                _t99 = None
                for _t102 in (_o85[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t102)]) and (_t102 != _t100)) and (not (_t102 in (_t101 or ())))):
                        _t99 = _t102
                        break
                L[1] = _t99

# <rulerun president.rules: play_hand #17 269820af>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t103 = None
    for _t104 in (_k86 or ()):
        if (not not _st_zones[(1 + _t104)]):
            _t103 = _t104
            break
    L[7] = _t103
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text89(_audience87(st), [_PlayerRef88(L[7]), ' is the Scum']))
    _t105 = 5
    _t106 = 6
    if _st_log is None and _t105 != _t106:
        _t107 = _st_zones[_t105]; _st_zones[_t106] += _t107
        for _t108 in _t107: _st_loc[_t108] = _t106
        _t107.clear()
    else:
        _move_cards90(st, _st_zones[_t105][:], _t106, False)
    if _memo0: _memo0.clear()
    for _t109 in (_k91 or []):
        L[10] = _t109
        _t110 = (1 + _t109)
        _t111 = 6
        if _st_log is None and _t110 != _t111:
            _t112 = _st_zones[_t110]; _st_zones[_t111] += _t112
            for _t113 in _t112: _st_loc[_t113] = _t111
            _t112.clear()
        else:
            _move_cards90(st, _st_zones[_t110][:], _t111, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        _st_vars[5 + _t109] = (_t114 if -1000000000000000000 <= (_t114 := _st_vars[5 + _t109] + (4 - _st_vars[1 + _t109])) <= 1000000000000000000 else _beyond92(_t114))

# <rulerun president.rules: play_hand #18 4e6abd17>
def _loop(st):
    _t116 = 0
    for _t115 in (_k93 or ()):
        if (not not st.zones[(1 + _t115)]):
            _t116 += 1
    return _t116

# <rulerun president.rules: play_hand #19 16847112>
def _native(st, L):
    return (_a94(st) > 1)

# <rulerun president.rules: play_hand #20 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #21 fb126fad>
def _native(st, L):
    return _k95

# <rulerun president.rules: play_hand #22 ba384189>
def _loop(st, L):
    _l4 = L[4]
    _t118 = 0
    for _t117 in st.zones[(1 + L[1])]:
        if (_c96[_t117] == _l4):
            _t118 += 1
    return _t118

# <rulerun president.rules: play_hand #23 cf693508>
def _native(st, L):
    return (_a97(st, L) > 0)

# <rulerun president.rules: play_hand #24 c01a735e>
def _loop(st, L):
    _l4 = L[4]
    _t120 = 0
    for _t119 in st.zones[(1 + L[1])]:
        if (_c99[_t119] == _l4):
            _t120 += 1
    return _t120

# <rulerun president.rules: play_hand #25 d403634c>
def _native(st, L):
    return _range98(1, _a100(st, L))

# <rulerun president.rules: play_hand #26 d67c5e6d>
def _native(st, L):
    return _k101

# <rulerun president.rules: play_hand #27 3f26067f>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t122 = 0
    for _t121 in _st_zones[(1 + L[1])]:
        if ((_c102[_t121] == _l6) and (_c103[_t121] > _c103[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t122 += 1
    return _t122

# <rulerun president.rules: play_hand #28 d4446ead>
def _native(st, L):
    return (_a104(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #29 625279a3>
def _loop(st, L):
    _t131 = None
    for _t130 in st.zones[(1 + L[0])]:
        _t132 = _c109[_t130]
        if _t131 is None or _t132 > _t131:
            _t131 = _t132
    return _t131

# <rulerun president.rules: exchange #30 ae669e7a>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _, _memo4, _memo5, = st.memos
    _st_zones = st.zones
    _t124 = (_range105(1, L[2]) or [])
    st.budget -= len(_t124)
    if st.budget < 0: _spent106(st)
    for _t123 in _t124:
        L[5] = _t123
        _t128 = _st_zones[(1 + _l0)]
        st.budget -= len(_t128)
        if st.budget < 0: _spent106(st)
        _t133 = _NOT_YET
        _t127 = None
        for _t129 in _t128:
            if (_c108[_t129] == (_t133 if _t133 is not _NOT_YET else (_t133 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a110(st, L)))))):
                _t127 = _t129
                break
        _t125 = _t127
        _t126 = (1 + L[1])
        if type(_t125) is int and st.log is None:
            _t134 = _st_zones[_st_loc[_t125]]
            if _t134[-1] == _t125: _t134.pop()
            else: _t134.remove(_t125)
            _st_zones[_t126].append(_t125); _st_loc[_t125] = _t126
        elif _t125 is not None:
            _move_cards107(st, _t125, _t126, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()

# <rulerun president.rules: exchange #31 58cfd32f>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, _memo5, = st.memos
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
        _move_cards111(st, _t135, _t136, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _st_log is not None: _st_log.append(_Text115(_audience112(st), [_PlayerRef113(_l0), ' and ', _PlayerRef113(L[1]), ' exchange ', _plain114(L[2]), ' card(s)']))

# <rulerun president.rules: exchange #32 8b4c62ef>
def _native(st, L):
    return (1 + L[1])

# <rulerun president.rules: exchange #33 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: exchange #34 4a732728>
def _native(st, L):
    return L[2]

# <rulerun president.rules: deal #35 634d2227>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, _memo5, = st.memos
    _st_zones = st.zones
    _t139 = 6
    _t140 = 0
    if _st_log is None and _t139 != _t140:
        _t141 = _st_zones[_t139]; _st_zones[_t140] += _t141
        for _t142 in _t141: _st_loc[_t142] = _t140
        _t141.clear()
    else:
        _move_cards116(st, _st_zones[_t139][:], _t140, False)
    _shuffle_zone117(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent118(st)
        for _t143 in (_k119 or []):
            L[2] = _t143
            if not ((not not _st_zones[0])): continue
            _t146 = _st_zones[0]
            _t145 = (1 + _t143)
            if _st_log is None and _t146:
                _t144 = _t146.pop(); _st_zones[_t145].append(_t144); _st_loc[_t144] = _t145
            elif _t146:
                _move_cards116(st, _t146[-1], _t145, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()

# <rulerun president.rules: play #36 d70b1cc4>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, _memo5, = st.memos
    _st_zones = st.zones
    _shuffle_zone120(st, 0)
    _i4 = [None, None, None]
    _t147 = 6
    _t148 = 0
    if _st_log is None and _t147 != _t148:
        _t149 = _st_zones[_t147]; _st_zones[_t148] += _t149
        for _t150 in _t149: _st_loc[_t150] = _t148
        _t149.clear()
    else:
        _move_cards121(st, _st_zones[_t147][:], _t148, False)
    _shuffle_zone120(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent122(st)
        for _t151 in (_k123 or []):
            _i4[2] = _t151
            if not ((not not _st_zones[0])): continue
            _t154 = _st_zones[0]
            _t153 = (1 + _t151)
            if _st_log is None and _t154:
                _t152 = _t154.pop(); _st_zones[_t153].append(_t152); _st_loc[_t152] = _t153
            elif _t154:
                _move_cards121(st, _t154[-1], _t153, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
    _t156 = (_k124 or ())
    st.budget -= len(_t156)
    if st.budget < 0: _spent122(st)
    _t155 = None
    for _t157 in _t156:
        _t158 = False
        for _t159 in _st_zones[(1 + _t157)]:
            if (_names125[_t159] == '3 of clubs'):
                _t158 = True
                break
        if _t158:
            _t155 = _t157
            break
    L[0] = _t155
    if _st_log is not None: _tell126(st, (_player_text127(L[0]) + ' holds the 3 of clubs and leads'), None)

# <rulerun president.rules: play #37 3c495fe7>
def _loop(st):
    for _t160 in (_k131 or ()):
        if (st.vars[1 + _t160] == 1):
            return _t160
    return None

# <rulerun president.rules: holder_of #38 6cb80a3b>
def _native(st, L):
    _t162 = None
    for _t163 in (_k134 or ()):
        if (st.vars[1 + _t163] == L[0]):
            _t162 = _t163
            break
    return _t162

# <rulerun president.rules: play #39 7ec449d0>
def _loop(st):
    for _t164 in (_k136 or ()):
        if (st.vars[1 + _t164] == 2):
            return _t164
    return None

# <rulerun president.rules: play #40 d3d9412f>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text130(_audience128(st), ['hand ', _plain129(L[3])]))
    L[4] = _player133((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a132(st))), 4)
    L[5] = _player133(_d135(st, [4]), 4)
    L[6] = _player133((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a137(st))), 4)
    L[7] = _player133(_d135(st, [(4 - 1)]), 4)
    _st_vars[9] = 0
    for _t166 in (_k138 or []):
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
        _move_cards139(st, _st_zones[_t167][:], _t168, False)
    _shuffle_zone140(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent141(st)
        for _t171 in (_k142 or []):
            _i5[2] = _t171
            if not ((not not _st_zones[0])): continue
            _t174 = _st_zones[0]
            _t173 = (1 + _t171)
            if _st_log is None and _t174:
                _t172 = _t174.pop(); _st_zones[_t173].append(_t172); _st_loc[_t172] = _t173
            elif _t174:
                _move_cards139(st, _t174[-1], _t173, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()

# <rulerun president.rules: play #41 2061157e>
def _loop(st):
    for _t177 in (_k148 or ()):
        if (st.vars[1 + _t177] == 1):
            return _t177
    return None

# <rulerun president.rules: play #42 a96894fe>
def _loop(st):
    for _t179 in (_k152 or ()):
        if (st.vars[1 + _t179] == 2):
            return _t179
    return None

# <rulerun president.rules: play #43 fe2784ae>
def _loop(st, _i7l0):
    _t198 = None
    for _t197 in st.zones[(1 + _i7l0)]:
        _t199 = _c159[_t197]
        if _t198 is None or _t199 > _t198:
            _t198 = _t199
    return _t198

# <rulerun president.rules: play #44 dfafc5b1>
def _loop(st, _i8l0):
    _t215 = None
    for _t214 in st.zones[(1 + _i8l0)]:
        _t216 = _c164[_t214]
        if _t215 is None or _t216 > _t215:
            _t215 = _t216
    return _t215

# <rulerun president.rules: play #45 6b04d3a9>
def _loop(st):
    _t225 = 0
    for _t224 in (_k166 or ()):
        if (not not st.zones[(1 + _t224)]):
            _t225 += 1
    return _t225

# <rulerun president.rules: play #46 03f09bc2>
def _loop(st, _i9, _t227):
    _t229 = []
    for _t228 in st.zones[(1 + _i9[1])]:
        _t229.append(_c169[_t228])
    return _t229

# <rulerun president.rules: play #47 53957776>
def _loop(st, _i9):
    _t235 = []
    for _t234 in st.zones[(1 + _i9[1])]:
        _t235.append(_c176[_t234])
    return _t235

# <rulerun president.rules: play #48 80b21ff2>
def _loop(st, _i9, _t250):
    _st_zones = st.zones
    _t252 = 0
    for _t251 in _st_zones[(1 + _i9[1])]:
        if ((_c187[_t251] == _t250) and (_c188[_t251] > _c188[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t252 += 1
    return _t252

# <rulerun president.rules: play #49 f941eeec>
def _loop(st):
    _t268 = 0
    for _t267 in (_k194 or ()):
        if (not not st.zones[(1 + _t267)]):
            _t268 += 1
    return _t268

# <rulerun president.rules: play #50 309429a2>
def _loop(st, _i9):
    for _t277 in (_o197[_i9[2]] or ()):
        if (not not st.zones[(1 + _t277)]):
            return _t277
    return None

# <rulerun president.rules: play_hand #51 fdf5d306>
def _loop(st):
    _t296 = 0
    for _t295 in (_k202 or ()):
        if (not not st.zones[(1 + _t295)]):
            _t296 += 1
    return _t296

# <rulerun president.rules: play_hand #52 652fd27a>
def _loop(st, L, _t298):
    _t300 = []
    for _t299 in st.zones[(1 + L[1])]:
        _t300.append(_c206[_t299])
    return _t300

# <rulerun president.rules: play_hand #53 33b18044>
def _loop(st, L):
    _t306 = []
    for _t305 in st.zones[(1 + L[1])]:
        _t306.append(_c215[_t305])
    return _t306

# <rulerun president.rules: play_hand #54 100b3917>
def _loop(st, L, _t321):
    _st_zones = st.zones
    _t323 = 0
    for _t322 in _st_zones[(1 + L[1])]:
        if ((_c231[_t322] == _t321) and (_c232[_t322] > _c232[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t323 += 1
    return _t323

# <rulerun president.rules: play_hand #55 d92b1368>
def _loop(st):
    _t339 = 0
    for _t338 in (_k238 or ()):
        if (not not st.zones[(1 + _t338)]):
            _t339 += 1
    return _t339

# <rulerun president.rules: play_hand #56 124c7543>
def _loop(st, L):
    for _t348 in (_o241[L[2]] or ()):
        if (not not st.zones[(1 + _t348)]):
            return _t348
    return None

# <rulerun president.rules: play_hand #57 playout 90e54afa>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    _st_vars[0] = 0
    if _memo0: _memo0.clear()
    while ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a203(st))) > 1):
        st.budget -= 1
        if st.budget < 0: _spent204(st)
        if (_st_vars[0] == 0):
            _t297 = []
            for _t298 in (_k205 or []):
                if ((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _counts208(_a207(st, L, _t298)))).get(_t298, 0) > 0): _t297.append(_t298)
            _t301 = L[1]
            _t302 = len(_t297)
            if not _t302: _no_option211(_t301, 'rank to lead')
            if _t302 <= 1 and _st_log is None:
                L[4] = _t297[0] if _t302 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t303 = st.chooser(_t302, _t301)
                else:
                    _t303 = _st_bits(_t302.bit_length())
                    while _t303 >= _t302: _t303 = _st_bits(_t302.bit_length())
                L[4] = _t297[_t303]; st.decisions += 1
            elif _st_log is None: _pend212(st, L, _t297, _t301); raise _PlayoutCut209()
            elif _decide213(st, L, _t297, _t301): raise _PlayoutCut209()
            _t304 = (_range214(1, (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _counts208(_a216(st, L)))).get(L[4], 0)) or [])
            _t307 = L[1]
            _t308 = len(_t304)
            if not _t308: _no_option211(_t307, 'how many to lead')
            if _t308 <= 1 and _st_log is None:
                L[5] = _t304[0] if _t308 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t309 = st.chooser(_t308, _t307)
                else:
                    _t309 = _st_bits(_t308.bit_length())
                    while _t309 >= _t308: _t309 = _st_bits(_t308.bit_length())
                L[5] = _t304[_t309]; st.decisions += 1
            elif _st_log is None: _pend218(st, L, _t304, _t307); raise _PlayoutCut209()
            elif _decide219(st, L, _t304, _t307): raise _PlayoutCut209()
            if _st_log is not None: _tell220(st, (_player_text221(L[1]) + ' leads ' + _plain222(L[5]) + ' of rank ' + _plain222(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            _i12l0 = L[1]
            _i12l1 = L[4]
            _i12l2 = L[5]
            _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
            _t311 = (_range214(1, _i12l2) or [])
            st.budget -= len(_t311)
            if st.budget < 0: _spent204(st)
            for _t310 in _t311:
                _i12[5] = _t310
                _t314 = None
                for _t315 in _st_zones[(1 + _i12l0)]:
                    if (_c224[_t315] == _i12l1):
                        _t314 = _t315
                        break
                _t312 = _t314
                _t313 = 5
                if type(_t312) is int and _st_log is None:
                    _t316 = _st_zones[(_t317 := _st_loc[_t312])]
                    if _t316[-1] == _t312: _t316.pop()
                    else: _t316.remove(_t312)
                    _st_zones[_t313].append(_t312); _st_loc[_t312] = _t313
                    _t318 = _leaving225[_t317]
                    if _memo1 and _t318 & 2: _memo1.clear()
                    if _memo2 and _t318 & 4: _memo2.clear()
                    if _memo4 and _t318 & 16: _memo4.clear()
                    if _memo5 and _t318 & 32: _memo5.clear()
                elif _t312 is not None:
                    _move_cards223(st, _t312, _t313, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                    if _memo5: _memo5.clear()
                if _memo0: _memo0.clear()
            if (not (not not _st_zones[(1 + _i12l0)])):
                _st_vars[9] = (_t319 if -1000000000000000000 <= (_t319 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond226(_t319))
                _st_vars[1 + _i12l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text229(_audience227(st), [_PlayerRef228(_i12l0), ' goes out, place ', _plain222(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t320 = []
            for _t321 in (_k230 or []):
                if (_t324 if (_t324 := _memo0.get((L[1], _t321,), _NOT_YET)) is not _NOT_YET else _memo0.setdefault((L[1], _t321,), (_a233(st, L, _t321) >= _st_vars[0]))): _t320.append(_t321)
            _t325 = L[1]
            _t326 = len(_t320) + 1
            if _t326 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t327 = st.chooser(_t326, _t325)
                else:
                    _t327 = _st_bits(_t326.bit_length())
                    while _t327 >= _t326: _t327 = _st_bits(_t326.bit_length())
                L[6] = _t320[_t327 - 1] if _t327 else None; st.decisions += 1
            elif _st_log is None: _pend235(st, L, [None] + _t320, _t325); raise _PlayoutCut209()
            elif _decide236(st, L, _t320, _t325): raise _PlayoutCut209()
            if (L[6] is None):
                if _st_log is not None: _tell220(st, (_player_text221(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long237(L[3])
            else:
                _i13l0 = L[1]
                _i13l1 = L[6]
                _i13l2 = _st_vars[0]
                _i13 = [_i13l0, _i13l1, _i13l2, None, None, None]
                _t329 = (_range214(1, _i13l2) or [])
                st.budget -= len(_t329)
                if st.budget < 0: _spent204(st)
                for _t328 in _t329:
                    _i13[5] = _t328
                    _t332 = None
                    for _t333 in _st_zones[(1 + _i13l0)]:
                        if (_c224[_t333] == _i13l1):
                            _t332 = _t333
                            break
                    _t330 = _t332
                    _t331 = 5
                    if type(_t330) is int and _st_log is None:
                        _t334 = _st_zones[(_t335 := _st_loc[_t330])]
                        if _t334[-1] == _t330: _t334.pop()
                        else: _t334.remove(_t330)
                        _st_zones[_t331].append(_t330); _st_loc[_t330] = _t331
                        _t336 = _leaving225[_t335]
                        if _memo1 and _t336 & 2: _memo1.clear()
                        if _memo2 and _t336 & 4: _memo2.clear()
                        if _memo4 and _t336 & 16: _memo4.clear()
                        if _memo5 and _t336 & 32: _memo5.clear()
                    elif _t330 is not None:
                        _move_cards223(st, _t330, _t331, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                        if _memo5: _memo5.clear()
                    if _memo0: _memo0.clear()
                if (not (not not _st_zones[(1 + _i13l0)])):
                    _st_vars[9] = (_t337 if -1000000000000000000 <= (_t337 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond226(_t337))
                    _st_vars[1 + _i13l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text229(_audience227(st), [_PlayerRef228(_i13l0), ' goes out, place ', _plain222(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a239(st))) > 1):
            _t341 = L[2]
            _t342 = L[3]
            _t340 = True
            for _t343 in (_k240 or ()):
                if not ((((not (not not _st_zones[(1 + _t343)])) or (_t343 == _t341)) or (_t343 in (_t342 or ())))):
                    _t340 = False
                    break
            if _t340:
                if _st_log is not None: _st_log.append(_Text229(_audience227(st), ['everyone else passes: the trick is over']))
                _t344 = 5
                _t345 = 6
                if _st_log is None and _t344 != _t345:
                    _t346 = _st_zones[_t344]; _st_zones[_t345] += _t346
                    for _t347 in _t346: _st_loc[_t347] = _t345
                    _t346.clear()
                else:
                    _move_cards223(st, _st_zones[_t344][:], _t345, False)
                if _memo0: _memo0.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a242(st, L))
            else:
                _t351 = L[2]
                _t352 = L[3]
                _t350 = None
                for _t353 in (_o243[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t353)]) and (_t353 != _t351)) and (not (_t353 in (_t352 or ())))):
                        _t350 = _t353
                        break
                L[1] = _t350
    _t354 = None
    for _t355 in (_k244 or ()):
        if (not not _st_zones[(1 + _t355)]):
            _t354 = _t355
            break
    L[7] = _t354
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text229(_audience227(st), [_PlayerRef228(L[7]), ' is the Scum']))
    _t356 = 5
    _t357 = 6
    if _st_log is None and _t356 != _t357:
        _t358 = _st_zones[_t356]; _st_zones[_t357] += _t358
        for _t359 in _t358: _st_loc[_t359] = _t357
        _t358.clear()
    else:
        _move_cards223(st, _st_zones[_t356][:], _t357, False)
    if _memo0: _memo0.clear()
    for _t360 in (_k245 or []):
        L[10] = _t360
        _t361 = (1 + _t360)
        _t362 = 6
        if _st_log is None and _t361 != _t362:
            _t363 = _st_zones[_t361]; _st_zones[_t362] += _t363
            for _t364 in _t363: _st_loc[_t364] = _t362
            _t363.clear()
        else:
            _move_cards223(st, _st_zones[_t361][:], _t362, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        _st_vars[5 + _t360] = (_t365 if -1000000000000000000 <= (_t365 := _st_vars[5 + _t360] + (4 - _st_vars[1 + _t360])) <= 1000000000000000000 else _beyond226(_t365))

# <rulerun president.rules: play #58 aa623679>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t176 = (_range143(2, 3) or [])
    st.budget -= len(_t176)
    if st.budget < 0: _spent144(st)
    for _t175 in _t176:
        L[3] = _t175
        if _st_log is not None: _st_log.append(_Text147(_audience145(st), ['hand ', _plain146(_t175)]))
        L[4] = _player150((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a149(st))), 4)
        L[5] = _player150(_d151(st, [4]), 4)
        L[6] = _player150((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a153(st))), 4)
        L[7] = _player150(_d151(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t181 in (_k154 or []):
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
            _move_cards155(st, _st_zones[_t182][:], _t183, False)
        _shuffle_zone156(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent144(st)
            for _t186 in (_k157 or []):
                _i6[2] = _t186
                if not ((not not _st_zones[0])): continue
                _t189 = _st_zones[0]
                _t188 = (1 + _t186)
                if _st_log is None and _t189:
                    _t187 = _t189.pop(); _st_zones[_t188].append(_t187); _st_loc[_t187] = _t188
                elif _t189:
                    _move_cards155(st, _t189[-1], _t188, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo5: _memo5.clear()
        _i7l0 = L[5]
        _i7l1 = L[4]
        _i7l2 = 2
        _i7 = [_i7l0, _i7l1, _i7l2, None, None, None, None]
        _t191 = (_range143(1, _i7l2) or [])
        st.budget -= len(_t191)
        if st.budget < 0: _spent144(st)
        for _t190 in _t191:
            _i7[5] = _t190
            _t195 = _st_zones[(1 + _i7l0)]
            st.budget -= len(_t195)
            if st.budget < 0: _spent144(st)
            _t200 = _NOT_YET
            _t194 = None
            for _t196 in _t195:
                if (_c158[_t196] == (_t200 if _t200 is not _NOT_YET else (_t200 := (_memo1[_i7l0] if _i7l0 in _memo1 else _memo1.setdefault(_i7l0, _a160(st, _i7l0)))))):
                    _t194 = _t196
                    break
            _t192 = _t194
            _t193 = (1 + _i7l1)
            if type(_t192) is int and _st_log is None:
                _t201 = _st_zones[_st_loc[_t192]]
                if _t201[-1] == _t192: _t201.pop()
                else: _t201.remove(_t192)
                _st_zones[_t193].append(_t192); _st_loc[_t192] = _t193
            elif _t192 is not None:
                _move_cards155(st, _t192, _t193, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
        _t202 = _st_zones[(1 + _i7l1)]
        if _offer162(st, _i7, _t202[:]): raise _PlayoutCut161()
        _t203 = _i7[6]
        _t204 = (1 + _i7l0)
        if type(_t203) is list and _st_log is None:
            for _t205 in _t203:
                _t206 = _st_zones[_st_loc[_t205]]
                if _t206[-1] == _t205: _t206.pop()
                else: _t206.remove(_t205)
                _st_zones[_t204].append(_t205); _st_loc[_t205] = _t204
        elif _t203 is not None:
            _move_cards155(st, _t203, _t204, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _st_log is not None: _st_log.append(_Text147(_audience145(st), [_PlayerRef163(_i7l0), ' and ', _PlayerRef163(_i7l1), ' exchange ', _plain146(_i7l2), ' card(s)']))
        if (4 >= 4):
            _i8l0 = L[7]
            _i8l1 = L[6]
            _i8l2 = 1
            _i8 = [_i8l0, _i8l1, _i8l2, None, None, None, None]
            _t208 = (_range143(1, _i8l2) or [])
            st.budget -= len(_t208)
            if st.budget < 0: _spent144(st)
            for _t207 in _t208:
                _i8[5] = _t207
                _t212 = _st_zones[(1 + _i8l0)]
                st.budget -= len(_t212)
                if st.budget < 0: _spent144(st)
                _t217 = _NOT_YET
                _t211 = None
                for _t213 in _t212:
                    if (_c158[_t213] == (_t217 if _t217 is not _NOT_YET else (_t217 := (_memo1[_i8l0] if _i8l0 in _memo1 else _memo1.setdefault(_i8l0, _a165(st, _i8l0)))))):
                        _t211 = _t213
                        break
                _t209 = _t211
                _t210 = (1 + _i8l1)
                if type(_t209) is int and _st_log is None:
                    _t218 = _st_zones[_st_loc[_t209]]
                    if _t218[-1] == _t209: _t218.pop()
                    else: _t218.remove(_t209)
                    _st_zones[_t210].append(_t209); _st_loc[_t209] = _t210
                elif _t209 is not None:
                    _move_cards155(st, _t209, _t210, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo5: _memo5.clear()
            _t219 = _st_zones[(1 + _i8l1)]
            if _offer162(st, _i8, _t219[:]): raise _PlayoutCut161()
            _t220 = _i8[6]
            _t221 = (1 + _i8l0)
            if type(_t220) is list and _st_log is None:
                for _t222 in _t220:
                    _t223 = _st_zones[_st_loc[_t222]]
                    if _t223[-1] == _t222: _t223.pop()
                    else: _t223.remove(_t222)
                    _st_zones[_t221].append(_t222); _st_loc[_t222] = _t221
            elif _t220 is not None:
                _move_cards155(st, _t220, _t221, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _st_log is not None: _st_log.append(_Text147(_audience145(st), [_PlayerRef163(_i8l0), ' and ', _PlayerRef163(_i8l1), ' exchange ', _plain146(_i8l2), ' card(s)']))
        if _p246(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return 3

# <rulerun president.rules: play #59 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun president.rules: play #60 b6e67492>
def _native(st, L):
    return _range247(2, 3)

# <rulerun president.rules: play #61 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun president.rules: play #62 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun president.rules: play #63 e693422f>
def _native(st, L):
    return 2

# <rulerun president.rules: play #64 bd8c1cfc>
def _native(st, L):
    return (4 >= 4)

# <rulerun president.rules: play #65 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun president.rules: play #66 285c0647>
def _native(st, L):
    return L[6]

# <rulerun president.rules: play #67 ff528da8>
def _native(st, L):
    return 1

# <rulerun president.rules: play #68 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun president.rules: play_cards #69 78ff0af4>
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

# <rulerun president.rules: play_hand #70 bd2ca4a6>
def _loop(st):
    _t367 = 0
    for _t366 in (_k255 or ()):
        if (not not st.zones[(1 + _t366)]):
            _t367 += 1
    return _t367

# <rulerun president.rules: play_hand #71 d1887d8c>
def _loop(st, L, _t368):
    _t370 = []
    for _t369 in st.zones[(1 + L[1])]:
        _t370.append(_c258[_t369])
    return _t370

# <rulerun president.rules: play_hand #72 04e855a0>
def _loop(st, L):
    _t375 = []
    for _t374 in st.zones[(1 + L[1])]:
        _t375.append(_c267[_t374])
    return _t375

# <rulerun president.rules: play_hand #73 d33fbc23>
def _loop(st, L, _t379):
    _st_zones = st.zones
    _t381 = 0
    for _t380 in _st_zones[(1 + L[1])]:
        if ((_c274[_t380] == _t379) and (_c275[_t380] > _c275[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t381 += 1
    return _t381

# <rulerun president.rules: play_hand #74 62e24ccf>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0, _, _, _, _memo4, _memo5, = st.memos
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run254(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a256(st))) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (st.vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _o = []
            for _t368 in (_k257 or []):
                if ((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _counts260(_a259(st, L, _t368)))).get(_t368, 0) > 0): _o.append(_t368)
            fr[1] = 4
            _t371 = L[1]
            _t372 = len(_o)
            if not _t372: _no_option262(_t371, 'rank to lead')
            if _t372 <= 1 and _st_log is None:
                L[4] = _o[0] if _t372 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t373 = st.chooser(_t372, _t371)
                else:
                    _t373 = _st_bits(_t372.bit_length())
                    while _t373 >= _t372: _t373 = _st_bits(_t372.bit_length())
                L[4] = _o[_t373]; st.decisions += 1
                if st.thread_player is not None: _answered263(st, _t373)
            elif _st_log is None: _pend264(st, L, _o, _t371); return True
            elif _decide265(st, L, _o, _t371): return True
            pc = 4
        if pc == 4:
            _o = (_range266(1, (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _counts260(_a268(st, L)))).get(L[4], 0)) or [])
            fr[1] = 5
            _t376 = L[1]
            _t377 = len(_o)
            if not _t377: _no_option262(_t376, 'how many to lead')
            if _t377 <= 1 and _st_log is None:
                L[5] = _o[0] if _t377 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t378 = st.chooser(_t377, _t376)
                else:
                    _t378 = _st_bits(_t377.bit_length())
                    while _t378 >= _t377: _t378 = _st_bits(_t377.bit_length())
                L[5] = _o[_t378]; st.decisions += 1
                if st.thread_player is not None: _answered263(st, _t378)
            elif _st_log is None: _pend270(st, L, _o, _t376); return True
            elif _decide271(st, L, _o, _t376): return True
            pc = 5
        if pc == 5:
            _r = _run272(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t379 in (_k273 or []):
                if (_t382 if (_t382 := _memo0.get((L[1], _t379,), _NOT_YET)) is not _NOT_YET else _memo0.setdefault((L[1], _t379,), (_a276(st, L, _t379) >= st.vars[0]))): _o.append(_t379)
            fr[1] = 8
            _t383 = L[1]
            _t384 = len(_o) + 1
            if _t384 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t385 = st.chooser(_t384, _t383)
                else:
                    _t385 = _st_bits(_t384.bit_length())
                    while _t385 >= _t384: _t385 = _st_bits(_t384.bit_length())
                L[6] = _o[_t385 - 1] if _t385 else None; st.decisions += 1
                if st.thread_player is not None: _answered263(st, _t385)
            elif _st_log is None: _pend278(st, L, [None] + _o, _t383); return True
            elif _decide279(st, L, _o, _t383): return True
            pc = 8
        if pc == 8:
            _r = _run280(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run281(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit253(_k, st, _d0): raise _Runaway252()
            continue
        if pc == 11:
            _r = _run282(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k283)

# <rulerun president.rules: exchange #75 8f4d53df>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run286(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = st.zones[(1 + L[1])]
            fr[1] = 2
            if _offer287(st, L, _o[:]): return True
            pc = 2
        if pc == 2:
            _r = _run288(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k289)

# <rulerun president.rules: deal #76 2dc49f8d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run292(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k293)

# <rulerun president.rules: play #77 88a5aaa8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run296(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit297(_k298)
            fr[1] = 2; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs299[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            L[1] = (_range300(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run301(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], L[4], 2, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit297(_k302)
            fr[1] = 6; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs299[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [L[7], L[6], 1, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit297(_k303)
            fr[1] = 8; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs299[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 8
        if pc == 8:
            pc = 9
        if pc == 9:
            _a = [L[5], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit297(_k304)
            fr[1] = 10; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs299[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 10
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit295(_k, st, _d0): raise _Runaway294()
            continue
        if pc == 11:
            fr[1] = 12
            if _step305(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k306)

# <rulerun president.rules: play_hand #78 d81c8a72>
def _loop(st):
    _t387 = 0
    for _t386 in (_k311 or ()):
        if (not not st.zones[(1 + _t386)]):
            _t387 += 1
    return _t387

# <rulerun president.rules: play_hand #79 9dd64dd9>
def _loop(st, L, _t388):
    _t390 = []
    for _t389 in st.zones[(1 + L[1])]:
        _t390.append(_c314[_t389])
    return _t390

# <rulerun president.rules: play_hand #80 877ce52c>
def _loop(st, L):
    _t395 = []
    for _t394 in st.zones[(1 + L[1])]:
        _t395.append(_c323[_t394])
    return _t395

# <rulerun president.rules: play_hand #81 053f9b79>
def _loop(st, L, _t399):
    _st_zones = st.zones
    _t401 = 0
    for _t400 in _st_zones[(1 + L[1])]:
        if ((_c330[_t400] == _t399) and (_c331[_t400] > _c331[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t401 += 1
    return _t401

# <rulerun president.rules: play_hand #82 52ac80f7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0, _, _, _, _memo4, _memo5, = st.memos
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run309(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region310(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a312(st))) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (st.vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _o = []
            for _t388 in (_k313 or []):
                if ((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _counts316(_a315(st, L, _t388)))).get(_t388, 0) > 0): _o.append(_t388)
            fr[1] = 4
            _t391 = L[1]
            _t392 = len(_o)
            if not _t392: _no_option318(_t391, 'rank to lead')
            if _t392 <= 1 and _st_log is None:
                L[4] = _o[0] if _t392 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t393 = st.chooser(_t392, _t391)
                else:
                    _t393 = _st_bits(_t392.bit_length())
                    while _t393 >= _t392: _t393 = _st_bits(_t392.bit_length())
                L[4] = _o[_t393]; st.decisions += 1
                if st.thread_player is not None: _answered319(st, _t393)
            elif _st_log is None: _pend320(st, L, _o, _t391); return True
            elif _decide321(st, L, _o, _t391): return True
            pc = 4
        if pc == 4:
            _o = (_range322(1, (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _counts316(_a324(st, L)))).get(L[4], 0)) or [])
            fr[1] = 5
            _t396 = L[1]
            _t397 = len(_o)
            if not _t397: _no_option318(_t396, 'how many to lead')
            if _t397 <= 1 and _st_log is None:
                L[5] = _o[0] if _t397 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t398 = st.chooser(_t397, _t396)
                else:
                    _t398 = _st_bits(_t397.bit_length())
                    while _t398 >= _t397: _t398 = _st_bits(_t397.bit_length())
                L[5] = _o[_t398]; st.decisions += 1
                if st.thread_player is not None: _answered319(st, _t398)
            elif _st_log is None: _pend326(st, L, _o, _t396); return True
            elif _decide327(st, L, _o, _t396): return True
            pc = 5
        if pc == 5:
            _r = _run328(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t399 in (_k329 or []):
                if (_t402 if (_t402 := _memo0.get((L[1], _t399,), _NOT_YET)) is not _NOT_YET else _memo0.setdefault((L[1], _t399,), (_a332(st, L, _t399) >= st.vars[0]))): _o.append(_t399)
            fr[1] = 8
            _t403 = L[1]
            _t404 = len(_o) + 1
            if _t404 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t405 = st.chooser(_t404, _t403)
                else:
                    _t405 = _st_bits(_t404.bit_length())
                    while _t405 >= _t404: _t405 = _st_bits(_t404.bit_length())
                L[6] = _o[_t405 - 1] if _t405 else None; st.decisions += 1
                if st.thread_player is not None: _answered319(st, _t405)
            elif _st_log is None: _pend334(st, L, [None] + _o, _t403); return True
            elif _decide335(st, L, _o, _t403): return True
            pc = 8
        if pc == 8:
            _r = _run336(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run337(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit308(_k, st, _d0): raise _Runaway307()
            continue
        if pc == 11:
            _r = _run338(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k339)

# <rulerun president.rules: exchange #83 9d5fd5d6>
def _loop(st, L):
    _t414 = None
    for _t413 in st.zones[(1 + L[0])]:
        _t415 = _c354[_t413]
        if _t414 is None or _t415 > _t414:
            _t414 = _t415
    return _t414

# <rulerun president.rules: exchange #84 playout e1b8a147>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, _memo5, = st.memos
    _st_zones = st.zones
    _t407 = (_range350(1, _l2) or [])
    st.budget -= len(_t407)
    if st.budget < 0: _spent351(st)
    for _t406 in _t407:
        L[5] = _t406
        _t411 = _st_zones[(1 + _l0)]
        st.budget -= len(_t411)
        if st.budget < 0: _spent351(st)
        _t416 = _NOT_YET
        _t410 = None
        for _t412 in _t411:
            if (_c353[_t412] == (_t416 if _t416 is not _NOT_YET else (_t416 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a355(st, L)))))):
                _t410 = _t412
                break
        _t408 = _t410
        _t409 = (1 + _l1)
        if type(_t408) is int and _st_log is None:
            _t417 = _st_zones[_st_loc[_t408]]
            if _t417[-1] == _t408: _t417.pop()
            else: _t417.remove(_t408)
            _st_zones[_t409].append(_t408); _st_loc[_t408] = _t409
        elif _t408 is not None:
            _move_cards352(st, _t408, _t409, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
    _t418 = _st_zones[(1 + _l1)]
    if _offer357(st, L, _t418[:]): raise _PlayoutCut356()
    _t419 = L[6]
    _t420 = (1 + _l0)
    if type(_t419) is list and _st_log is None:
        for _t421 in _t419:
            _t422 = _st_zones[_st_loc[_t421]]
            if _t422[-1] == _t421: _t422.pop()
            else: _t422.remove(_t421)
            _st_zones[_t420].append(_t421); _st_loc[_t421] = _t420
    elif _t419 is not None:
        _move_cards352(st, _t419, _t420, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _st_log is not None: _st_log.append(_Text361(_audience358(st), [_PlayerRef359(_l0), ' and ', _PlayerRef359(_l1), ' exchange ', _plain360(_l2), ' card(s)']))

# <rulerun president.rules: play #85 f71b42a9>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run342(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p343(st, [L[0], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit344(_k345)
                fr[1] = 2; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs346[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region347(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[1] = (_range348(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run349(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p362(st, [L[5], L[4], 2, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[4], 2, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit344(_k363)
                fr[1] = 6; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs346[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p362(st, [L[7], L[6], 1, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [L[7], L[6], 1, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit344(_k364)
                fr[1] = 8; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs346[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 8
        if pc == 8:
            pc = 9
        if pc == 9:
            if st.thread_player == st.inline_thread:
                if _p343(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[5], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit344(_k365)
                fr[1] = 10; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs346[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 10
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit341(_k, st, _d0): raise _Runaway340()
            continue
        if pc == 11:
            fr[1] = 12
            if _step366(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k367)

# <rulerun president.rules: rank #86 914c628d>
def _native(st, p):
    _st_vars = st.vars
    return (_st_vars[5 + p], (-_st_vars[1 + p]), )

