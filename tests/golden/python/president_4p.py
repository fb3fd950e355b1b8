# <rulerun president.rules: play_cards #0 5972f5c6>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, = st.memos
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

# <rulerun president.rules: play_hand #2 fe6927a7>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _l5 = L[5]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, = st.memos
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

# <rulerun president.rules: play_hand #3 df83b53a>
def _native(st, L):
    _l1 = L[1]
    _l6 = L[6]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, = st.memos
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

# <rulerun president.rules: play_hand #6 0cd1b433>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    _memo0, _, _, _, _memo4, = st.memos
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

# <rulerun president.rules: play_hand #9 1b3756b1>
def _loop(st, L):
    _t56 = 0
    for _t55 in st.zones[(1 + L[1])]:
        if (_c55[_t55] == L[4]):
            _t56 += 1
    return _t56

# <rulerun president.rules: play_hand #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #11 ab0e88fe>
def _loop(st, L, _t72):
    _st_zones = st.zones
    _t74 = 0
    for _t73 in _st_zones[(1 + L[1])]:
        if ((_c70[_t73] == _t72) and (_c71[_t73] > _c71[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t74 += 1
    return _t74

# <rulerun president.rules: play_hand #12 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #13 a29f15a9>
def _loop(st):
    _t90 = 0
    for _t89 in (_k77 or ()):
        if (not not st.zones[(1 + _t89)]):
            _t90 += 1
    return _t90

# <rulerun president.rules: play_hand #14 b914f01e>
def _loop(st, L):
    for _t99 in (_o80[L[2]] or ()):
        if (not not st.zones[(1 + _t99)]):
            return _t99
    return None

# <rulerun president.rules: play_hand #15 8976dc0f>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, = st.memos
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
            elif _st_log is None: _pend52(st, L, _t46, _t51); raise _PlayoutCut49()
            elif _decide53(st, L, _t46, _t51): raise _PlayoutCut49()
            _t54 = (_range54(1, (_t57 if (_t57 := _memo2.get((L[1], L[4],), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], L[4],), _a56(st, L)))) or [])
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
            elif _st_log is None: _pend58(st, L, _t54, _t58); raise _PlayoutCut49()
            elif _decide59(st, L, _t54, _t58): raise _PlayoutCut49()
            if _st_log is not None: _tell60(st, (_player_text61(L[1]) + ' leads ' + _plain62(L[5]) + ' of rank ' + _plain62(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            _i2l0 = L[1]
            _i2l1 = L[4]
            _i2l2 = L[5]
            _i2 = [_i2l0, _i2l1, _i2l2, None, None, None]
            _t62 = (_range54(1, _i2l2) or [])
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
                    _t69 = _leaving64[_t68]
                    if _memo1 and _t69 & 2: _memo1.clear()
                    if _memo2 and _t69 & 4: _memo2.clear()
                    if _memo4 and _t69 & 16: _memo4.clear()
                elif _t63 is not None:
                    _move_cards63(st, _t63, _t64, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                if _memo0: _memo0.clear()
            if (not (not not _st_zones[(1 + _i2l0)])):
                _st_vars[9] = (_t70 if -1000000000000000000 <= (_t70 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond65(_t70))
                _st_vars[1 + _i2l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text68(_audience66(st), [_PlayerRef67(_i2l0), ' goes out, place ', _plain62(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t71 = []
            for _t72 in (_k69 or []):
                if (_t75 if (_t75 := _memo0.get((L[1], _t72,), _NOT_YET)) is not _NOT_YET else _memo0.setdefault((L[1], _t72,), (_a72(st, L, _t72) >= _st_vars[0]))): _t71.append(_t72)
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
            elif _st_log is None: _pend74(st, L, [None] + _t71, _t76); raise _PlayoutCut49()
            elif _decide75(st, L, _t71, _t76): raise _PlayoutCut49()
            if (L[6] is None):
                if _st_log is not None: _tell60(st, (_player_text61(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long76(L[3])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                _t80 = (_range54(1, _i3l2) or [])
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
                        _t87 = _leaving64[_t86]
                        if _memo1 and _t87 & 2: _memo1.clear()
                        if _memo2 and _t87 & 4: _memo2.clear()
                        if _memo4 and _t87 & 16: _memo4.clear()
                    elif _t81 is not None:
                        _move_cards63(st, _t81, _t82, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                    if _memo0: _memo0.clear()
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = (_t88 if -1000000000000000000 <= (_t88 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond65(_t88))
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text68(_audience66(st), [_PlayerRef67(_i3l0), ' goes out, place ', _plain62(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a78(st))) > 1):
            _t92 = L[2]
            _t93 = L[3]
            _t91 = True
            for _t94 in (_k79 or ()):
                if not ((((not (not not _st_zones[(1 + _t94)])) or (_t94 == _t92)) or (_t94 in (_t93 or ())))):
                    _t91 = False
                    break
            if _t91:
                if _st_log is not None: _st_log.append(_Text68(_audience66(st), ['everyone else passes: the trick is over']))
                _t95 = 5
                _t96 = 6
                if _st_log is None and _t95 != _t96:
                    _t97 = _st_zones[_t95]; _st_zones[_t96] += _t97
                    for _t98 in _t97: _st_loc[_t98] = _t96
                    _t97.clear()
                else:
                    _move_cards63(st, _st_zones[_t95][:], _t96, False)
                if _memo0: _memo0.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a81(st, L))
            else:
                _t102 = L[2]
                _t103 = L[3]
                _t101 = None
                for _t104 in (_o82[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t104)]) and (_t104 != _t102)) and (not (_t104 in (_t103 or ())))):
                        _t101 = _t104
                        break
                L[1] = _t101

# <rulerun president.rules: play_hand #16 c265f9c1>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t105 = None
    for _t106 in (_k83 or ()):
        if (not not _st_zones[(1 + _t106)]):
            _t105 = _t106
            break
    L[7] = _t105
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text86(_audience84(st), [_PlayerRef85(L[7]), ' is the Scum']))
    _t107 = 5
    _t108 = 6
    if _st_log is None and _t107 != _t108:
        _t109 = _st_zones[_t107]; _st_zones[_t108] += _t109
        for _t110 in _t109: _st_loc[_t110] = _t108
        _t109.clear()
    else:
        _move_cards87(st, _st_zones[_t107][:], _t108, False)
    if _memo0: _memo0.clear()
    for _t111 in (_k88 or []):
        L[10] = _t111
        _t112 = (1 + _t111)
        _t113 = 6
        if _st_log is None and _t112 != _t113:
            _t114 = _st_zones[_t112]; _st_zones[_t113] += _t114
            for _t115 in _t114: _st_loc[_t115] = _t113
            _t114.clear()
        else:
            _move_cards87(st, _st_zones[_t112][:], _t113, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        _st_vars[5 + _t111] = (_t116 if -1000000000000000000 <= (_t116 := _st_vars[5 + _t111] + (4 - _st_vars[1 + _t111])) <= 1000000000000000000 else _beyond89(_t116))

# <rulerun president.rules: play_hand #17 03dbdf6a>
def _loop(st):
    _t118 = 0
    for _t117 in (_k90 or ()):
        if (not not st.zones[(1 + _t117)]):
            _t118 += 1
    return _t118

# <rulerun president.rules: play_hand #18 89ffb24c>
def _native(st, L):
    return (_a91(st) > 1)

# <rulerun president.rules: play_hand #19 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #20 24df6e35>
def _native(st, L):
    return _k92

# <rulerun president.rules: play_hand #21 4c86fee2>
def _loop(st, L):
    _l4 = L[4]
    _t120 = 0
    for _t119 in st.zones[(1 + L[1])]:
        if (_c93[_t119] == _l4):
            _t120 += 1
    return _t120

# <rulerun president.rules: play_hand #22 ae10a815>
def _native(st, L):
    return (_a94(st, L) > 0)

# <rulerun president.rules: play_hand #23 5a510179>
def _loop(st, L):
    _l4 = L[4]
    _t122 = 0
    for _t121 in st.zones[(1 + L[1])]:
        if (_c96[_t121] == _l4):
            _t122 += 1
    return _t122

# <rulerun president.rules: play_hand #24 03897612>
def _native(st, L):
    return _range95(1, _a97(st, L))

# <rulerun president.rules: play_hand #25 69710319>
def _native(st, L):
    return _k98

# <rulerun president.rules: play_hand #26 486c7f84>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t124 = 0
    for _t123 in _st_zones[(1 + L[1])]:
        if ((_c99[_t123] == _l6) and (_c100[_t123] > _c100[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t124 += 1
    return _t124

# <rulerun president.rules: play_hand #27 1c6ca437>
def _native(st, L):
    return (_a101(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #28 813bea65>
def _loop(st, L):
    _t133 = None
    for _t132 in st.zones[(1 + L[0])]:
        _t134 = _c106[_t132]
        if _t133 is None or _t134 > _t133:
            _t133 = _t134
    return _t133

# <rulerun president.rules: exchange #29 730a0c04>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _, _memo4, = st.memos
    _st_zones = st.zones
    _t126 = (_range102(1, L[2]) or [])
    st.budget -= len(_t126)
    if st.budget < 0: _spent103(st)
    for _t125 in _t126:
        L[5] = _t125
        _t130 = _st_zones[(1 + _l0)]
        st.budget -= len(_t130)
        if st.budget < 0: _spent103(st)
        _t135 = _NOT_YET
        _t129 = None
        for _t131 in _t130:
            if (_c105[_t131] == (_t135 if _t135 is not _NOT_YET else (_t135 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a107(st, L)))))):
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
            _move_cards104(st, _t127, _t128, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()

# <rulerun president.rules: exchange #30 1f603a94>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, = st.memos
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
        _move_cards108(st, _t137, _t138, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _st_log is not None: _st_log.append(_Text112(_audience109(st), [_PlayerRef110(_l0), ' and ', _PlayerRef110(L[1]), ' exchange ', _plain111(L[2]), ' card(s)']))

# <rulerun president.rules: exchange #31 8b4c62ef>
def _native(st, L):
    return (1 + L[1])

# <rulerun president.rules: exchange #32 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: exchange #33 4a732728>
def _native(st, L):
    return L[2]

# <rulerun president.rules: deal #34 9cc39d33>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, = st.memos
    _st_zones = st.zones
    _t141 = 6
    _t142 = 0
    if _st_log is None and _t141 != _t142:
        _t143 = _st_zones[_t141]; _st_zones[_t142] += _t143
        for _t144 in _t143: _st_loc[_t144] = _t142
        _t143.clear()
    else:
        _move_cards113(st, _st_zones[_t141][:], _t142, False)
    _shuffle_zone114(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent115(st)
        for _t145 in (_k116 or []):
            L[2] = _t145
            if not ((not not _st_zones[0])): continue
            _t148 = _st_zones[0]
            _t147 = (1 + _t145)
            if _st_log is None and _t148:
                _t146 = _t148.pop(); _st_zones[_t147].append(_t146); _st_loc[_t146] = _t147
            elif _t148:
                _move_cards113(st, _t148[-1], _t147, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()

# <rulerun president.rules: play #35 dce5dba1>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, = st.memos
    _st_zones = st.zones
    _shuffle_zone117(st, 0)
    _i4 = [None, None, None]
    _t149 = 6
    _t150 = 0
    if _st_log is None and _t149 != _t150:
        _t151 = _st_zones[_t149]; _st_zones[_t150] += _t151
        for _t152 in _t151: _st_loc[_t152] = _t150
        _t151.clear()
    else:
        _move_cards118(st, _st_zones[_t149][:], _t150, False)
    _shuffle_zone117(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent119(st)
        for _t153 in (_k120 or []):
            _i4[2] = _t153
            if not ((not not _st_zones[0])): continue
            _t156 = _st_zones[0]
            _t155 = (1 + _t153)
            if _st_log is None and _t156:
                _t154 = _t156.pop(); _st_zones[_t155].append(_t154); _st_loc[_t154] = _t155
            elif _t156:
                _move_cards118(st, _t156[-1], _t155, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
    _t158 = (_k121 or ())
    st.budget -= len(_t158)
    if st.budget < 0: _spent119(st)
    _t157 = None
    for _t159 in _t158:
        _t160 = False
        for _t161 in _st_zones[(1 + _t159)]:
            if (_names122[_t161] == '3 of clubs'):
                _t160 = True
                break
        if _t160:
            _t157 = _t159
            break
    L[0] = _t157
    if _st_log is not None: _tell123(st, (_player_text124(L[0]) + ' holds the 3 of clubs and leads'), None)

# <rulerun president.rules: play #36 825e7615>
def _loop(st):
    for _t162 in (_k128 or ()):
        if (st.vars[1 + _t162] == 1):
            return _t162
    return None

# <rulerun president.rules: holder_of #37 b0aa6351>
def _native(st, L):
    _t164 = None
    for _t165 in (_k131 or ()):
        if (st.vars[1 + _t165] == L[0]):
            _t164 = _t165
            break
    return _t164

# <rulerun president.rules: play #38 9a9c4a6f>
def _loop(st):
    for _t166 in (_k133 or ()):
        if (st.vars[1 + _t166] == 2):
            return _t166
    return None

# <rulerun president.rules: play #39 7edbf1c3>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text127(_audience125(st), ['hand ', _plain126(L[3])]))
    L[4] = _player130((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a129(st))), 4)
    L[5] = _player130(_d132(st, [4]), 4)
    L[6] = _player130((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a134(st))), 4)
    L[7] = _player130(_d132(st, [(4 - 1)]), 4)
    _st_vars[9] = 0
    for _t168 in (_k135 or []):
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
        _move_cards136(st, _st_zones[_t169][:], _t170, False)
    _shuffle_zone137(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent138(st)
        for _t173 in (_k139 or []):
            _i5[2] = _t173
            if not ((not not _st_zones[0])): continue
            _t176 = _st_zones[0]
            _t175 = (1 + _t173)
            if _st_log is None and _t176:
                _t174 = _t176.pop(); _st_zones[_t175].append(_t174); _st_loc[_t174] = _t175
            elif _t176:
                _move_cards136(st, _t176[-1], _t175, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()

# <rulerun president.rules: play #40 e723f5c8>
def _loop(st):
    for _t179 in (_k145 or ()):
        if (st.vars[1 + _t179] == 1):
            return _t179
    return None

# <rulerun president.rules: play #41 bfd56210>
def _loop(st):
    for _t181 in (_k149 or ()):
        if (st.vars[1 + _t181] == 2):
            return _t181
    return None

# <rulerun president.rules: play #42 b32cc359>
def _loop(st, _i7l0):
    _t200 = None
    for _t199 in st.zones[(1 + _i7l0)]:
        _t201 = _c156[_t199]
        if _t200 is None or _t201 > _t200:
            _t200 = _t201
    return _t200

# <rulerun president.rules: play #43 3c0322ad>
def _loop(st, _i8l0):
    _t217 = None
    for _t216 in st.zones[(1 + _i8l0)]:
        _t218 = _c161[_t216]
        if _t217 is None or _t218 > _t217:
            _t217 = _t218
    return _t217

# <rulerun president.rules: play #44 321f672d>
def _loop(st):
    _t227 = 0
    for _t226 in (_k163 or ()):
        if (not not st.zones[(1 + _t226)]):
            _t227 += 1
    return _t227

# <rulerun president.rules: play #45 fb7efeb7>
def _loop(st, _i9):
    _t238 = 0
    for _t237 in st.zones[(1 + _i9[1])]:
        if (_c171[_t237] == _i9[4]):
            _t238 += 1
    return _t238

# <rulerun president.rules: play #46 d8f6055b>
def _loop(st, _i9, _t254):
    _st_zones = st.zones
    _t256 = 0
    for _t255 in _st_zones[(1 + _i9[1])]:
        if ((_c181[_t255] == _t254) and (_c182[_t255] > _c182[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t256 += 1
    return _t256

# <rulerun president.rules: play #47 a719263f>
def _loop(st):
    _t272 = 0
    for _t271 in (_k188 or ()):
        if (not not st.zones[(1 + _t271)]):
            _t272 += 1
    return _t272

# <rulerun president.rules: play #48 51012af5>
def _loop(st, _i9):
    for _t281 in (_o191[_i9[2]] or ()):
        if (not not st.zones[(1 + _t281)]):
            return _t281
    return None

# <rulerun president.rules: play_hand #49 82446244>
def _loop(st):
    _t300 = 0
    for _t299 in (_k196 or ()):
        if (not not st.zones[(1 + _t299)]):
            _t300 += 1
    return _t300

# <rulerun president.rules: play_hand #50 e9168cf7>
def _loop(st, L):
    _t311 = 0
    for _t310 in st.zones[(1 + L[1])]:
        if (_c207[_t310] == L[4]):
            _t311 += 1
    return _t311

# <rulerun president.rules: play_hand #51 9b4cc91c>
def _loop(st, L, _t327):
    _st_zones = st.zones
    _t329 = 0
    for _t328 in _st_zones[(1 + L[1])]:
        if ((_c222[_t328] == _t327) and (_c223[_t328] > _c223[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t329 += 1
    return _t329

# <rulerun president.rules: play_hand #52 6965e1ef>
def _loop(st):
    _t345 = 0
    for _t344 in (_k229 or ()):
        if (not not st.zones[(1 + _t344)]):
            _t345 += 1
    return _t345

# <rulerun president.rules: play_hand #53 ed797ee3>
def _loop(st, L):
    for _t354 in (_o232[L[2]] or ()):
        if (not not st.zones[(1 + _t354)]):
            return _t354
    return None

# <rulerun president.rules: play_hand #54 playout a3dbf674>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    _st_vars[0] = 0
    if _memo0: _memo0.clear()
    while ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a197(st))) > 1):
        st.budget -= 1
        if st.budget < 0: _spent198(st)
        if (_st_vars[0] == 0):
            _t304 = _NOT_YET
            _t301 = []
            for _t302 in (_k199 or []):
                if ((_t305 if (_t305 := _memo2.get((L[1], _t302,), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], _t302,), (_t304 if _t304 is not _NOT_YET else (_t304 := ([_c200[_x] for _x in _t303] if (_t303 := _st_zones[(1 + L[1])]) is not _NOT_YET else None))).count(_t302))) > 0): _t301.append(_t302)
            _t306 = L[1]
            _t307 = len(_t301)
            if not _t307: _no_option203(_t306, 'rank to lead')
            if _t307 <= 1 and _st_log is None:
                L[4] = _t301[0] if _t307 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t308 = st.chooser(_t307, _t306)
                else:
                    _t308 = _st_bits(_t307.bit_length())
                    while _t308 >= _t307: _t308 = _st_bits(_t307.bit_length())
                L[4] = _t301[_t308]; st.decisions += 1
            elif _st_log is None: _pend204(st, L, _t301, _t306); raise _PlayoutCut201()
            elif _decide205(st, L, _t301, _t306): raise _PlayoutCut201()
            _t309 = (_range206(1, (_t312 if (_t312 := _memo2.get((L[1], L[4],), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], L[4],), _a208(st, L)))) or [])
            _t313 = L[1]
            _t314 = len(_t309)
            if not _t314: _no_option203(_t313, 'how many to lead')
            if _t314 <= 1 and _st_log is None:
                L[5] = _t309[0] if _t314 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t315 = st.chooser(_t314, _t313)
                else:
                    _t315 = _st_bits(_t314.bit_length())
                    while _t315 >= _t314: _t315 = _st_bits(_t314.bit_length())
                L[5] = _t309[_t315]; st.decisions += 1
            elif _st_log is None: _pend210(st, L, _t309, _t313); raise _PlayoutCut201()
            elif _decide211(st, L, _t309, _t313): raise _PlayoutCut201()
            if _st_log is not None: _tell212(st, (_player_text213(L[1]) + ' leads ' + _plain214(L[5]) + ' of rank ' + _plain214(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            _i12l0 = L[1]
            _i12l1 = L[4]
            _i12l2 = L[5]
            _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
            _t317 = (_range206(1, _i12l2) or [])
            st.budget -= len(_t317)
            if st.budget < 0: _spent198(st)
            for _t316 in _t317:
                _i12[5] = _t316
                _t320 = None
                for _t321 in _st_zones[(1 + _i12l0)]:
                    if (_c200[_t321] == _i12l1):
                        _t320 = _t321
                        break
                _t318 = _t320
                _t319 = 5
                if type(_t318) is int and _st_log is None:
                    _t322 = _st_zones[(_t323 := _st_loc[_t318])]
                    if _t322[-1] == _t318: _t322.pop()
                    else: _t322.remove(_t318)
                    _st_zones[_t319].append(_t318); _st_loc[_t318] = _t319
                    _t324 = _leaving216[_t323]
                    if _memo1 and _t324 & 2: _memo1.clear()
                    if _memo2 and _t324 & 4: _memo2.clear()
                    if _memo4 and _t324 & 16: _memo4.clear()
                elif _t318 is not None:
                    _move_cards215(st, _t318, _t319, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                if _memo0: _memo0.clear()
            if (not (not not _st_zones[(1 + _i12l0)])):
                _st_vars[9] = (_t325 if -1000000000000000000 <= (_t325 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond217(_t325))
                _st_vars[1 + _i12l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text220(_audience218(st), [_PlayerRef219(_i12l0), ' goes out, place ', _plain214(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t326 = []
            for _t327 in (_k221 or []):
                if (_t330 if (_t330 := _memo0.get((L[1], _t327,), _NOT_YET)) is not _NOT_YET else _memo0.setdefault((L[1], _t327,), (_a224(st, L, _t327) >= _st_vars[0]))): _t326.append(_t327)
            _t331 = L[1]
            _t332 = len(_t326) + 1
            if _t332 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t333 = st.chooser(_t332, _t331)
                else:
                    _t333 = _st_bits(_t332.bit_length())
                    while _t333 >= _t332: _t333 = _st_bits(_t332.bit_length())
                L[6] = _t326[_t333 - 1] if _t333 else None; st.decisions += 1
            elif _st_log is None: _pend226(st, L, [None] + _t326, _t331); raise _PlayoutCut201()
            elif _decide227(st, L, _t326, _t331): raise _PlayoutCut201()
            if (L[6] is None):
                if _st_log is not None: _tell212(st, (_player_text213(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long228(L[3])
            else:
                _i13l0 = L[1]
                _i13l1 = L[6]
                _i13l2 = _st_vars[0]
                _i13 = [_i13l0, _i13l1, _i13l2, None, None, None]
                _t335 = (_range206(1, _i13l2) or [])
                st.budget -= len(_t335)
                if st.budget < 0: _spent198(st)
                for _t334 in _t335:
                    _i13[5] = _t334
                    _t338 = None
                    for _t339 in _st_zones[(1 + _i13l0)]:
                        if (_c200[_t339] == _i13l1):
                            _t338 = _t339
                            break
                    _t336 = _t338
                    _t337 = 5
                    if type(_t336) is int and _st_log is None:
                        _t340 = _st_zones[(_t341 := _st_loc[_t336])]
                        if _t340[-1] == _t336: _t340.pop()
                        else: _t340.remove(_t336)
                        _st_zones[_t337].append(_t336); _st_loc[_t336] = _t337
                        _t342 = _leaving216[_t341]
                        if _memo1 and _t342 & 2: _memo1.clear()
                        if _memo2 and _t342 & 4: _memo2.clear()
                        if _memo4 and _t342 & 16: _memo4.clear()
                    elif _t336 is not None:
                        _move_cards215(st, _t336, _t337, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                    if _memo0: _memo0.clear()
                if (not (not not _st_zones[(1 + _i13l0)])):
                    _st_vars[9] = (_t343 if -1000000000000000000 <= (_t343 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond217(_t343))
                    _st_vars[1 + _i13l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text220(_audience218(st), [_PlayerRef219(_i13l0), ' goes out, place ', _plain214(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a230(st))) > 1):
            _t347 = L[2]
            _t348 = L[3]
            _t346 = True
            for _t349 in (_k231 or ()):
                if not ((((not (not not _st_zones[(1 + _t349)])) or (_t349 == _t347)) or (_t349 in (_t348 or ())))):
                    _t346 = False
                    break
            if _t346:
                if _st_log is not None: _st_log.append(_Text220(_audience218(st), ['everyone else passes: the trick is over']))
                _t350 = 5
                _t351 = 6
                if _st_log is None and _t350 != _t351:
                    _t352 = _st_zones[_t350]; _st_zones[_t351] += _t352
                    for _t353 in _t352: _st_loc[_t353] = _t351
                    _t352.clear()
                else:
                    _move_cards215(st, _st_zones[_t350][:], _t351, False)
                if _memo0: _memo0.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a233(st, L))
            else:
                _t357 = L[2]
                _t358 = L[3]
                _t356 = None
                for _t359 in (_o234[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t359)]) and (_t359 != _t357)) and (not (_t359 in (_t358 or ())))):
                        _t356 = _t359
                        break
                L[1] = _t356
    _t360 = None
    for _t361 in (_k235 or ()):
        if (not not _st_zones[(1 + _t361)]):
            _t360 = _t361
            break
    L[7] = _t360
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text220(_audience218(st), [_PlayerRef219(L[7]), ' is the Scum']))
    _t362 = 5
    _t363 = 6
    if _st_log is None and _t362 != _t363:
        _t364 = _st_zones[_t362]; _st_zones[_t363] += _t364
        for _t365 in _t364: _st_loc[_t365] = _t363
        _t364.clear()
    else:
        _move_cards215(st, _st_zones[_t362][:], _t363, False)
    if _memo0: _memo0.clear()
    for _t366 in (_k236 or []):
        L[10] = _t366
        _t367 = (1 + _t366)
        _t368 = 6
        if _st_log is None and _t367 != _t368:
            _t369 = _st_zones[_t367]; _st_zones[_t368] += _t369
            for _t370 in _t369: _st_loc[_t370] = _t368
            _t369.clear()
        else:
            _move_cards215(st, _st_zones[_t367][:], _t368, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        _st_vars[5 + _t366] = (_t371 if -1000000000000000000 <= (_t371 := _st_vars[5 + _t366] + (4 - _st_vars[1 + _t366])) <= 1000000000000000000 else _beyond217(_t371))

# <rulerun president.rules: play #55 4fcd798f>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t178 = (_range140(2, 3) or [])
    st.budget -= len(_t178)
    if st.budget < 0: _spent141(st)
    for _t177 in _t178:
        L[3] = _t177
        if _st_log is not None: _st_log.append(_Text144(_audience142(st), ['hand ', _plain143(_t177)]))
        L[4] = _player147((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a146(st))), 4)
        L[5] = _player147(_d148(st, [4]), 4)
        L[6] = _player147((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a150(st))), 4)
        L[7] = _player147(_d148(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t183 in (_k151 or []):
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
            _move_cards152(st, _st_zones[_t184][:], _t185, False)
        _shuffle_zone153(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent141(st)
            for _t188 in (_k154 or []):
                _i6[2] = _t188
                if not ((not not _st_zones[0])): continue
                _t191 = _st_zones[0]
                _t190 = (1 + _t188)
                if _st_log is None and _t191:
                    _t189 = _t191.pop(); _st_zones[_t190].append(_t189); _st_loc[_t189] = _t190
                elif _t191:
                    _move_cards152(st, _t191[-1], _t190, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
        _i7l0 = L[5]
        _i7l1 = L[4]
        _i7l2 = 2
        _i7 = [_i7l0, _i7l1, _i7l2, None, None, None, None]
        _t193 = (_range140(1, _i7l2) or [])
        st.budget -= len(_t193)
        if st.budget < 0: _spent141(st)
        for _t192 in _t193:
            _i7[5] = _t192
            _t197 = _st_zones[(1 + _i7l0)]
            st.budget -= len(_t197)
            if st.budget < 0: _spent141(st)
            _t202 = _NOT_YET
            _t196 = None
            for _t198 in _t197:
                if (_c155[_t198] == (_t202 if _t202 is not _NOT_YET else (_t202 := (_memo1[_i7l0] if _i7l0 in _memo1 else _memo1.setdefault(_i7l0, _a157(st, _i7l0)))))):
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
                _move_cards152(st, _t194, _t195, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
        _t204 = _st_zones[(1 + _i7l1)]
        if _offer159(st, _i7, _t204[:]): raise _PlayoutCut158()
        _t205 = _i7[6]
        _t206 = (1 + _i7l0)
        if type(_t205) is list and _st_log is None:
            for _t207 in _t205:
                _t208 = _st_zones[_st_loc[_t207]]
                if _t208[-1] == _t207: _t208.pop()
                else: _t208.remove(_t207)
                _st_zones[_t206].append(_t207); _st_loc[_t207] = _t206
        elif _t205 is not None:
            _move_cards152(st, _t205, _t206, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _st_log is not None: _st_log.append(_Text144(_audience142(st), [_PlayerRef160(_i7l0), ' and ', _PlayerRef160(_i7l1), ' exchange ', _plain143(_i7l2), ' card(s)']))
        if (4 >= 4):
            _i8l0 = L[7]
            _i8l1 = L[6]
            _i8l2 = 1
            _i8 = [_i8l0, _i8l1, _i8l2, None, None, None, None]
            _t210 = (_range140(1, _i8l2) or [])
            st.budget -= len(_t210)
            if st.budget < 0: _spent141(st)
            for _t209 in _t210:
                _i8[5] = _t209
                _t214 = _st_zones[(1 + _i8l0)]
                st.budget -= len(_t214)
                if st.budget < 0: _spent141(st)
                _t219 = _NOT_YET
                _t213 = None
                for _t215 in _t214:
                    if (_c155[_t215] == (_t219 if _t219 is not _NOT_YET else (_t219 := (_memo1[_i8l0] if _i8l0 in _memo1 else _memo1.setdefault(_i8l0, _a162(st, _i8l0)))))):
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
                    _move_cards152(st, _t211, _t212, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
            _t221 = _st_zones[(1 + _i8l1)]
            if _offer159(st, _i8, _t221[:]): raise _PlayoutCut158()
            _t222 = _i8[6]
            _t223 = (1 + _i8l0)
            if type(_t222) is list and _st_log is None:
                for _t224 in _t222:
                    _t225 = _st_zones[_st_loc[_t224]]
                    if _t225[-1] == _t224: _t225.pop()
                    else: _t225.remove(_t224)
                    _st_zones[_t223].append(_t224); _st_loc[_t224] = _t223
            elif _t222 is not None:
                _move_cards152(st, _t222, _t223, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _st_log is not None: _st_log.append(_Text144(_audience142(st), [_PlayerRef160(_i8l0), ' and ', _PlayerRef160(_i8l1), ' exchange ', _plain143(_i8l2), ' card(s)']))
        if _p237(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return 3

# <rulerun president.rules: play #56 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun president.rules: play #57 1eb49e8e>
def _native(st, L):
    return _range238(2, 3)

# <rulerun president.rules: play #58 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun president.rules: play #59 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun president.rules: play #60 e693422f>
def _native(st, L):
    return 2

# <rulerun president.rules: play #61 bd8c1cfc>
def _native(st, L):
    return (4 >= 4)

# <rulerun president.rules: play #62 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun president.rules: play #63 285c0647>
def _native(st, L):
    return L[6]

# <rulerun president.rules: play #64 ff528da8>
def _native(st, L):
    return 1

# <rulerun president.rules: play #65 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun president.rules: play_cards #66 10de0d13>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run241(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k242)

# <rulerun president.rules: play_hand #67 770f935d>
def _loop(st):
    _t373 = 0
    for _t372 in (_k246 or ()):
        if (not not st.zones[(1 + _t372)]):
            _t373 += 1
    return _t373

# <rulerun president.rules: play_hand #68 86de70a3>
def _loop(st, L):
    _t382 = 0
    for _t381 in st.zones[(1 + L[1])]:
        if (_c256[_t381] == L[4]):
            _t382 += 1
    return _t382

# <rulerun president.rules: play_hand #69 2ca9fd04>
def _loop(st, L, _t387):
    _st_zones = st.zones
    _t389 = 0
    for _t388 in _st_zones[(1 + L[1])]:
        if ((_c263[_t388] == _t387) and (_c264[_t388] > _c264[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t389 += 1
    return _t389

# <rulerun president.rules: play_hand #70 8b398e78>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0, _, _memo2, _, _memo4, = st.memos
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run245(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a247(st))) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (st.vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t376 = _NOT_YET
            _o = []
            for _t374 in (_k248 or []):
                if ((_t377 if (_t377 := _memo2.get((L[1], _t374,), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], _t374,), (_t376 if _t376 is not _NOT_YET else (_t376 := ([_c249[_x] for _x in _t375] if (_t375 := st.zones[(1 + L[1])]) is not _NOT_YET else None))).count(_t374))) > 0): _o.append(_t374)
            fr[1] = 4
            _t378 = L[1]
            _t379 = len(_o)
            if not _t379: _no_option251(_t378, 'rank to lead')
            if _t379 <= 1 and _st_log is None:
                L[4] = _o[0] if _t379 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t380 = st.chooser(_t379, _t378)
                else:
                    _t380 = _st_bits(_t379.bit_length())
                    while _t380 >= _t379: _t380 = _st_bits(_t379.bit_length())
                L[4] = _o[_t380]; st.decisions += 1
                if st.thread_player is not None: _answered252(st, _t380)
            elif _st_log is None: _pend253(st, L, _o, _t378); return True
            elif _decide254(st, L, _o, _t378): return True
            pc = 4
        if pc == 4:
            _o = (_range255(1, (_t383 if (_t383 := _memo2.get((L[1], L[4],), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], L[4],), _a257(st, L)))) or [])
            fr[1] = 5
            _t384 = L[1]
            _t385 = len(_o)
            if not _t385: _no_option251(_t384, 'how many to lead')
            if _t385 <= 1 and _st_log is None:
                L[5] = _o[0] if _t385 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t386 = st.chooser(_t385, _t384)
                else:
                    _t386 = _st_bits(_t385.bit_length())
                    while _t386 >= _t385: _t386 = _st_bits(_t385.bit_length())
                L[5] = _o[_t386]; st.decisions += 1
                if st.thread_player is not None: _answered252(st, _t386)
            elif _st_log is None: _pend259(st, L, _o, _t384); return True
            elif _decide260(st, L, _o, _t384): return True
            pc = 5
        if pc == 5:
            _r = _run261(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t387 in (_k262 or []):
                if (_t390 if (_t390 := _memo0.get((L[1], _t387,), _NOT_YET)) is not _NOT_YET else _memo0.setdefault((L[1], _t387,), (_a265(st, L, _t387) >= st.vars[0]))): _o.append(_t387)
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
                if st.thread_player is not None: _answered252(st, _t393)
            elif _st_log is None: _pend267(st, L, [None] + _o, _t391); return True
            elif _decide268(st, L, _o, _t391): return True
            pc = 8
        if pc == 8:
            _r = _run269(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run270(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit244(_k, st, _d0): raise _Runaway243()
            continue
        if pc == 11:
            _r = _run271(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k272)

# <rulerun president.rules: exchange #71 40185f56>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run275(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = st.zones[(1 + L[1])]
            fr[1] = 2
            if _offer276(st, L, _o[:]): return True
            pc = 2
        if pc == 2:
            _r = _run277(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k278)

# <rulerun president.rules: deal #72 d63397e8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run281(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k282)

# <rulerun president.rules: play #73 d783ee34>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run285(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit286(_k287)
            fr[1] = 2; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs288[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            L[1] = (_range289(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run290(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], L[4], 2, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit286(_k291)
            fr[1] = 6; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs288[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [L[7], L[6], 1, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit286(_k292)
            fr[1] = 8; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs288[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 8
        if pc == 8:
            pc = 9
        if pc == 9:
            _a = [L[5], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit286(_k293)
            fr[1] = 10; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs288[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 10
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit284(_k, st, _d0): raise _Runaway283()
            continue
        if pc == 11:
            fr[1] = 12
            if _step294(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k295)

# <rulerun president.rules: play_hand #74 e461ed71>
def _loop(st):
    _t395 = 0
    for _t394 in (_k300 or ()):
        if (not not st.zones[(1 + _t394)]):
            _t395 += 1
    return _t395

# <rulerun president.rules: play_hand #75 99d44d32>
def _loop(st, L):
    _t404 = 0
    for _t403 in st.zones[(1 + L[1])]:
        if (_c310[_t403] == L[4]):
            _t404 += 1
    return _t404

# <rulerun president.rules: play_hand #76 55d05e1f>
def _loop(st, L, _t409):
    _st_zones = st.zones
    _t411 = 0
    for _t410 in _st_zones[(1 + L[1])]:
        if ((_c317[_t410] == _t409) and (_c318[_t410] > _c318[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t411 += 1
    return _t411

# <rulerun president.rules: play_hand #77 178f89eb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0, _, _memo2, _, _memo4, = st.memos
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run298(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region299(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a301(st))) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (st.vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t398 = _NOT_YET
            _o = []
            for _t396 in (_k302 or []):
                if ((_t399 if (_t399 := _memo2.get((L[1], _t396,), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], _t396,), (_t398 if _t398 is not _NOT_YET else (_t398 := ([_c303[_x] for _x in _t397] if (_t397 := st.zones[(1 + L[1])]) is not _NOT_YET else None))).count(_t396))) > 0): _o.append(_t396)
            fr[1] = 4
            _t400 = L[1]
            _t401 = len(_o)
            if not _t401: _no_option305(_t400, 'rank to lead')
            if _t401 <= 1 and _st_log is None:
                L[4] = _o[0] if _t401 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t402 = st.chooser(_t401, _t400)
                else:
                    _t402 = _st_bits(_t401.bit_length())
                    while _t402 >= _t401: _t402 = _st_bits(_t401.bit_length())
                L[4] = _o[_t402]; st.decisions += 1
                if st.thread_player is not None: _answered306(st, _t402)
            elif _st_log is None: _pend307(st, L, _o, _t400); return True
            elif _decide308(st, L, _o, _t400): return True
            pc = 4
        if pc == 4:
            _o = (_range309(1, (_t405 if (_t405 := _memo2.get((L[1], L[4],), _NOT_YET)) is not _NOT_YET else _memo2.setdefault((L[1], L[4],), _a311(st, L)))) or [])
            fr[1] = 5
            _t406 = L[1]
            _t407 = len(_o)
            if not _t407: _no_option305(_t406, 'how many to lead')
            if _t407 <= 1 and _st_log is None:
                L[5] = _o[0] if _t407 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t408 = st.chooser(_t407, _t406)
                else:
                    _t408 = _st_bits(_t407.bit_length())
                    while _t408 >= _t407: _t408 = _st_bits(_t407.bit_length())
                L[5] = _o[_t408]; st.decisions += 1
                if st.thread_player is not None: _answered306(st, _t408)
            elif _st_log is None: _pend313(st, L, _o, _t406); return True
            elif _decide314(st, L, _o, _t406): return True
            pc = 5
        if pc == 5:
            _r = _run315(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t409 in (_k316 or []):
                if (_t412 if (_t412 := _memo0.get((L[1], _t409,), _NOT_YET)) is not _NOT_YET else _memo0.setdefault((L[1], _t409,), (_a319(st, L, _t409) >= st.vars[0]))): _o.append(_t409)
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
                if st.thread_player is not None: _answered306(st, _t415)
            elif _st_log is None: _pend321(st, L, [None] + _o, _t413); return True
            elif _decide322(st, L, _o, _t413): return True
            pc = 8
        if pc == 8:
            _r = _run323(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run324(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit297(_k, st, _d0): raise _Runaway296()
            continue
        if pc == 11:
            _r = _run325(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k326)

# <rulerun president.rules: exchange #78 82a27c80>
def _loop(st, L):
    _t424 = None
    for _t423 in st.zones[(1 + L[0])]:
        _t425 = _c341[_t423]
        if _t424 is None or _t425 > _t424:
            _t424 = _t425
    return _t424

# <rulerun president.rules: exchange #79 playout 6fe34705>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, = st.memos
    _st_zones = st.zones
    _t417 = (_range337(1, _l2) or [])
    st.budget -= len(_t417)
    if st.budget < 0: _spent338(st)
    for _t416 in _t417:
        L[5] = _t416
        _t421 = _st_zones[(1 + _l0)]
        st.budget -= len(_t421)
        if st.budget < 0: _spent338(st)
        _t426 = _NOT_YET
        _t420 = None
        for _t422 in _t421:
            if (_c340[_t422] == (_t426 if _t426 is not _NOT_YET else (_t426 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a342(st, L)))))):
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
            _move_cards339(st, _t418, _t419, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
    _t428 = _st_zones[(1 + _l1)]
    if _offer344(st, L, _t428[:]): raise _PlayoutCut343()
    _t429 = L[6]
    _t430 = (1 + _l0)
    if type(_t429) is list and _st_log is None:
        for _t431 in _t429:
            _t432 = _st_zones[_st_loc[_t431]]
            if _t432[-1] == _t431: _t432.pop()
            else: _t432.remove(_t431)
            _st_zones[_t430].append(_t431); _st_loc[_t431] = _t430
    elif _t429 is not None:
        _move_cards339(st, _t429, _t430, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _st_log is not None: _st_log.append(_Text348(_audience345(st), [_PlayerRef346(_l0), ' and ', _PlayerRef346(_l1), ' exchange ', _plain347(_l2), ' card(s)']))

# <rulerun president.rules: play #80 5420a031>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run329(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p330(st, [L[0], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit331(_k332)
                fr[1] = 2; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs333[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region334(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[1] = (_range335(2, 3) or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 11
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 4; break
            L[2] = _i
        if pc == 4:
            _r = _run336(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p349(st, [L[5], L[4], 2, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[4], 2, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit331(_k350)
                fr[1] = 6; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs333[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p349(st, [L[7], L[6], 1, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [L[7], L[6], 1, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit331(_k351)
                fr[1] = 8; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs333[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 8
        if pc == 8:
            pc = 9
        if pc == 9:
            if st.thread_player == st.inline_thread:
                if _p330(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[5], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit331(_k352)
                fr[1] = 10; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs333[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 10
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit328(_k, st, _d0): raise _Runaway327()
            continue
        if pc == 11:
            fr[1] = 12
            if _step353(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k354)

# <rulerun president.rules: rank #81 914c628d>
def _native(st, p):
    _st_vars = st.vars
    return (_st_vars[5 + p], (-_st_vars[1 + p]), )

