# <rulerun president.rules: play_cards #0 97bec554>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t2 = ((list(range(1, _t1 + 1)) if (_t1 := L[2]) - 1 < 1000000 else _range0(1, _t1)) or [])
    st.budget -= len(_t2)
    if st.budget < 0: _spent1(st)
    for _t0 in _t2:
        L[5] = _t0
        _t5 = None
        for _t6 in _st_zones[(1 + _l0)]:
            if (_c3[_t6] == _l1):
                _t5 = _t6
                break
        _t3 = _t5
        _t4 = 5
        if type(_t3) is int and _st_log is None:
            _t7 = _st_zones[(_t8 := _st_loc[_t3])]
            if _t7[-1] == _t3: _t7.pop()
            else: _t7.remove(_t3)
            _st_zones[_t4].append(_t3); _st_loc[_t3] = _t4
            _t9 = _leaving4[_t8]
            if _memo1 and _t9 & 2: _memo1.clear()
            if _memo2 and _t9 & 4: _memo2.clear()
            if _memo4 and _t9 & 16: _memo4.clear()
            if _memo6 and _t9 & 64: _memo6.clear()
        elif _t3 is not None:
            _move_cards2(st, _t3, _t4, False)
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo6: _memo6.clear()
        if _memo0: _memo0.clear()
        if _memo5: _memo5.clear()
    if (not (not not _st_zones[(1 + _l0)])):
        _st_vars[9] = (_t10 if -1000000000000000000 <= (_t10 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond5(_t10))
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

# <rulerun president.rules: play_hand #2 2d677098>
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
    _t13 = ((list(range(1, _t12 + 1)) if (_t12 := _i0l2) - 1 < 1000000 else _range13(1, _t12)) or [])
    st.budget -= len(_t13)
    if st.budget < 0: _spent14(st)
    for _t11 in _t13:
        _i0[5] = _t11
        _t16 = None
        for _t17 in _st_zones[(1 + _i0l0)]:
            if (_c16[_t17] == _i0l1):
                _t16 = _t17
                break
        _t14 = _t16
        _t15 = 5
        if type(_t14) is int and _st_log is None:
            _t18 = _st_zones[(_t19 := _st_loc[_t14])]
            if _t18[-1] == _t14: _t18.pop()
            else: _t18.remove(_t14)
            _st_zones[_t15].append(_t14); _st_loc[_t14] = _t15
            _t20 = _leaving17[_t19]
            if _memo1 and _t20 & 2: _memo1.clear()
            if _memo2 and _t20 & 4: _memo2.clear()
            if _memo4 and _t20 & 16: _memo4.clear()
            if _memo6 and _t20 & 64: _memo6.clear()
        elif _t14 is not None:
            _move_cards15(st, _t14, _t15, False)
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo6: _memo6.clear()
        if _memo0: _memo0.clear()
        if _memo5: _memo5.clear()
    if (not (not not _st_zones[(1 + _i0l0)])):
        _st_vars[9] = (_t21 if -1000000000000000000 <= (_t21 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond18(_t21))
        _st_vars[1 + _i0l0] = _st_vars[9]
        if _memo3: _memo3.clear()
        if _st_log is not None: _st_log.append(_Text21(_audience19(st), [_PlayerRef20(_i0l0), ' goes out, place ', _plain12(_st_vars[9])]))
    L[2] = _l1

# <rulerun president.rules: play_hand #3 5119e453>
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
        _t24 = ((list(range(1, _t23 + 1)) if (_t23 := _i1l2) - 1 < 1000000 else _range25(1, _t23)) or [])
        st.budget -= len(_t24)
        if st.budget < 0: _spent26(st)
        for _t22 in _t24:
            _i1[5] = _t22
            _t27 = None
            for _t28 in _st_zones[(1 + _i1l0)]:
                if (_c28[_t28] == _i1l1):
                    _t27 = _t28
                    break
            _t25 = _t27
            _t26 = 5
            if type(_t25) is int and _st_log is None:
                _t29 = _st_zones[(_t30 := _st_loc[_t25])]
                if _t29[-1] == _t25: _t29.pop()
                else: _t29.remove(_t25)
                _st_zones[_t26].append(_t25); _st_loc[_t25] = _t26
                _t31 = _leaving29[_t30]
                if _memo1 and _t31 & 2: _memo1.clear()
                if _memo2 and _t31 & 4: _memo2.clear()
                if _memo4 and _t31 & 16: _memo4.clear()
                if _memo6 and _t31 & 64: _memo6.clear()
            elif _t25 is not None:
                _move_cards27(st, _t25, _t26, False)
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo6: _memo6.clear()
            if _memo0: _memo0.clear()
            if _memo5: _memo5.clear()
        if (not (not not _st_zones[(1 + _i1l0)])):
            _st_vars[9] = (_t32 if -1000000000000000000 <= (_t32 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond30(_t32))
            _st_vars[1 + _i1l0] = _st_vars[9]
            if _memo3: _memo3.clear()
            if _st_log is not None: _st_log.append(_Text34(_audience31(st), [_PlayerRef32(_i1l0), ' goes out, place ', _plain33(_st_vars[9])]))
        L[2] = _l1
        if (not False):
            L[3] = []

# <rulerun president.rules: play_hand #4 8b46a83c>
def _loop(st):
    _t34 = 0
    for _t33 in (_k35 or ()):
        if (not not st.zones[(1 + _t33)]):
            _t34 += 1
    return _t34

# <rulerun president.rules: play_hand #5 563a83d7>
def _loop(st, L):
    for _t42 in (_o41[L[2]] or ()):
        if (not not st.zones[(1 + _t42)]):
            return _t42
    return None

# <rulerun president.rules: play_hand #6 32bc5889>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    _memo0, _, _, _, _memo4, _memo5, _, = st.memos
    _st_zones = st.zones
    if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a36(st))) > 1):
        _t36 = L[3]
        _t35 = True
        for _t37 in (_k37 or ()):
            if not ((((not (not not _st_zones[(1 + _t37)])) or (_t37 == _l2)) or (_t37 in (_t36 or ())))):
                _t35 = False
                break
        if _t35:
            if _st_log is not None: _st_log.append(_Text39(_audience38(st), ['everyone else passes: the trick is over']))
            _t38 = 5
            _t39 = 6
            if _st_log is None and _t38 != _t39:
                _t40 = _st_zones[_t38]; _st_zones[_t39] += _t40
                for _t41 in _t40: st.loc[_t41] = _t39
                _t40.clear()
            else:
                _move_cards40(st, _st_zones[_t38][:], _t39, False)
            if _memo0: _memo0.clear()
            if _memo5: _memo5.clear()
            st.vars[0] = 0
            if _memo0: _memo0.clear()
            if _memo5: _memo5.clear()
            L[3] = []
            L[1] = (_l2 if (not not _st_zones[(1 + _l2)]) else _a42(st, L))
        else:
            _t45 = L[3]
            _t44 = None
            for _t46 in (_o43[L[1]] or ()):
                if (((not not _st_zones[(1 + _t46)]) and (_t46 != _l2)) and (not (_t46 in (_t45 or ())))):
                    _t44 = _t46
                    break
            L[1] = _t44

# <rulerun president.rules: play_hand #7 6b9a62f3>
def _loop(st):
    _t48 = 0
    for _t47 in (_k44 or ()):
        if (not not st.zones[(1 + _t47)]):
            _t48 += 1
    return _t48

# <rulerun president.rules: play_hand #8 ffc7bbe3>
def _loop(st, L):
    _t52 = []
    for _t51 in st.zones[(1 + L[1])]:
        _t52.append(_c48[_t51])
    return _t52

# <rulerun president.rules: play_hand #9 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #10 71a07cf0>
def _loop(st, L):
    _t59 = []
    for _t58 in st.zones[(1 + L[1])]:
        _t59.append(_c56[_t58])
    return _t59

# <rulerun president.rules: play_hand #11 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #12 d3f8e5b7>
def _loop(st, L):
    _st_zones = st.zones
    _t77 = []
    for _t76 in _st_zones[(1 + L[1])]:
        if (_c73[_t76] > _c73[(_z[-1] if (_z := _st_zones[5]) else None)]):
            _t77.append(_c74[_t76])
    return _t77

# <rulerun president.rules: play_hand #13 a26578bb>
def _loop(st, L, _t75):
    _st_zones = st.zones
    _t80 = 0
    for _t79 in _st_zones[(1 + L[1])]:
        if ((_c77[_t79] == _t75) and (_c78[_t79] > _c78[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t80 += 1
    return _t80

# <rulerun president.rules: play_hand #14 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #15 b4c95445>
def _loop(st):
    _t96 = 0
    for _t95 in (_k84 or ()):
        if (not not st.zones[(1 + _t95)]):
            _t96 += 1
    return _t96

# <rulerun president.rules: play_hand #16 6bdbb5de>
def _loop(st, L):
    for _t105 in (_o87[L[2]] or ()):
        if (not not st.zones[(1 + _t105)]):
            return _t105
    return None

# <rulerun president.rules: play_hand #17 098e547e>
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
            _t49 = []
            for _t50 in (_k47 or []):
                if ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts50(_a49(st, L)))).get(_t50, 0) > 0): _t49.append(_t50)
            _t53 = L[1]
            _t54 = len(_t49)
            if not _t54: _no_option53(_t53, 'rank to lead')
            if _t54 <= 1 and _st_log is None:
                L[4] = _t49[0] if _t54 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t55 = st.chooser(_t54, _t53)
                else:
                    _t55 = _st_bits(_t54.bit_length())
                    while _t55 >= _t54: _t55 = _st_bits(_t54.bit_length())
                L[4] = _t49[_t55]; st.decisions += 1
            elif _st_log is None: _pend54(st, L, _t49, _t53); raise _PlayoutCut51()
            elif _decide55(st, L, _t49, _t53): raise _PlayoutCut51()
            _t56 = ((list(range(1, _t57 + 1)) if (_t57 := (_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts50(_a57(st, L)))).get(L[4], 0)) - 1 < 1000000 else _range58(1, _t57)) or [])
            _t60 = L[1]
            _t61 = len(_t56)
            if not _t61: _no_option53(_t60, 'how many to lead')
            if _t61 <= 1 and _st_log is None:
                L[5] = _t56[0] if _t61 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t62 = st.chooser(_t61, _t60)
                else:
                    _t62 = _st_bits(_t61.bit_length())
                    while _t62 >= _t61: _t62 = _st_bits(_t61.bit_length())
                L[5] = _t56[_t62]; st.decisions += 1
            elif _st_log is None: _pend60(st, L, _t56, _t60); raise _PlayoutCut51()
            elif _decide61(st, L, _t56, _t60): raise _PlayoutCut51()
            if _st_log is not None: _tell62(st, (_player_text63(L[1]) + ' leads ' + _plain64(L[5]) + ' of rank ' + _plain64(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            if _memo5: _memo5.clear()
            _i2l0 = L[1]
            _i2l1 = L[4]
            _i2l2 = L[5]
            _i2 = [_i2l0, _i2l1, _i2l2, None, None, None]
            _t65 = ((list(range(1, _t64 + 1)) if (_t64 := _i2l2) - 1 < 1000000 else _range58(1, _t64)) or [])
            st.budget -= len(_t65)
            if st.budget < 0: _spent46(st)
            for _t63 in _t65:
                _i2[5] = _t63
                _t68 = None
                for _t69 in _st_zones[(1 + _i2l0)]:
                    if (_c66[_t69] == _i2l1):
                        _t68 = _t69
                        break
                _t66 = _t68
                _t67 = 5
                if type(_t66) is int and _st_log is None:
                    _t70 = _st_zones[(_t71 := _st_loc[_t66])]
                    if _t70[-1] == _t66: _t70.pop()
                    else: _t70.remove(_t66)
                    _st_zones[_t67].append(_t66); _st_loc[_t66] = _t67
                    _t72 = _leaving67[_t71]
                    if _memo1 and _t72 & 2: _memo1.clear()
                    if _memo2 and _t72 & 4: _memo2.clear()
                    if _memo4 and _t72 & 16: _memo4.clear()
                    if _memo6 and _t72 & 64: _memo6.clear()
                elif _t66 is not None:
                    _move_cards65(st, _t66, _t67, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                    if _memo6: _memo6.clear()
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
            if (not (not not _st_zones[(1 + _i2l0)])):
                _st_vars[9] = (_t73 if -1000000000000000000 <= (_t73 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond68(_t73))
                _st_vars[1 + _i2l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text71(_audience69(st), [_PlayerRef70(_i2l0), ' goes out, place ', _plain64(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t74 = []
            for _t75 in (_k72 or []):
                if ((_t78.get(_t75, 0) if (_t78 := (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _guarded76(False, _a75, st, L)))) is not None else _a79(st, L, _t75)) >= _st_vars[0]): _t74.append(_t75)
            _t81 = L[1]
            _t82 = len(_t74) + 1
            if _t82 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t83 = st.chooser(_t82, _t81)
                else:
                    _t83 = _st_bits(_t82.bit_length())
                    while _t83 >= _t82: _t83 = _st_bits(_t82.bit_length())
                L[6] = _t74[_t83 - 1] if _t83 else None; st.decisions += 1
            elif _st_log is None: _pend81(st, L, [None] + _t74, _t81); raise _PlayoutCut51()
            elif _decide82(st, L, _t74, _t81): raise _PlayoutCut51()
            if (L[6] is None):
                if _st_log is not None: _tell62(st, (_player_text63(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long83(L[3])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                _t86 = ((list(range(1, _t85 + 1)) if (_t85 := _i3l2) - 1 < 1000000 else _range58(1, _t85)) or [])
                st.budget -= len(_t86)
                if st.budget < 0: _spent46(st)
                for _t84 in _t86:
                    _i3[5] = _t84
                    _t89 = None
                    for _t90 in _st_zones[(1 + _i3l0)]:
                        if (_c66[_t90] == _i3l1):
                            _t89 = _t90
                            break
                    _t87 = _t89
                    _t88 = 5
                    if type(_t87) is int and _st_log is None:
                        _t91 = _st_zones[(_t92 := _st_loc[_t87])]
                        if _t91[-1] == _t87: _t91.pop()
                        else: _t91.remove(_t87)
                        _st_zones[_t88].append(_t87); _st_loc[_t87] = _t88
                        _t93 = _leaving67[_t92]
                        if _memo1 and _t93 & 2: _memo1.clear()
                        if _memo2 and _t93 & 4: _memo2.clear()
                        if _memo4 and _t93 & 16: _memo4.clear()
                        if _memo6 and _t93 & 64: _memo6.clear()
                    elif _t87 is not None:
                        _move_cards65(st, _t87, _t88, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                        if _memo6: _memo6.clear()
                    if _memo0: _memo0.clear()
                    if _memo5: _memo5.clear()
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = (_t94 if -1000000000000000000 <= (_t94 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond68(_t94))
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text71(_audience69(st), [_PlayerRef70(_i3l0), ' goes out, place ', _plain64(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a85(st))) > 1):
            _t98 = L[2]
            _t99 = L[3]
            _t97 = True
            for _t100 in (_k86 or ()):
                if not ((((not (not not _st_zones[(1 + _t100)])) or (_t100 == _t98)) or (_t100 in (_t99 or ())))):
                    _t97 = False
                    break
            if _t97:
                if _st_log is not None: _st_log.append(_Text71(_audience69(st), ['everyone else passes: the trick is over']))
                _t101 = 5
                _t102 = 6
                if _st_log is None and _t101 != _t102:
                    _t103 = _st_zones[_t101]; _st_zones[_t102] += _t103
                    for _t104 in _t103: _st_loc[_t104] = _t102
                    _t103.clear()
                else:
                    _move_cards65(st, _st_zones[_t101][:], _t102, False)
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a88(st, L))
            else:
                _t108 = L[2]
                _t109 = L[3]
                _t107 = None
                for _t110 in (_o89[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t110)]) and (_t110 != _t108)) and (not (_t110 in (_t109 or ())))):
                        _t107 = _t110
                        break
                L[1] = _t107

# <rulerun president.rules: play_hand #18 eb2f4e20>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t111 = None
    for _t112 in (_k90 or ()):
        if (not not _st_zones[(1 + _t112)]):
            _t111 = _t112
            break
    L[7] = _t111
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text93(_audience91(st), [_PlayerRef92(L[7]), ' is the Scum']))
    _t113 = 5
    _t114 = 6
    if _st_log is None and _t113 != _t114:
        _t115 = _st_zones[_t113]; _st_zones[_t114] += _t115
        for _t116 in _t115: _st_loc[_t116] = _t114
        _t115.clear()
    else:
        _move_cards94(st, _st_zones[_t113][:], _t114, False)
    if _memo0: _memo0.clear()
    if _memo5: _memo5.clear()
    for _t117 in (_k95 or []):
        L[10] = _t117
        _t118 = (1 + _t117)
        _t119 = 6
        if _st_log is None and _t118 != _t119:
            _t120 = _st_zones[_t118]; _st_zones[_t119] += _t120
            for _t121 in _t120: _st_loc[_t121] = _t119
            _t120.clear()
        else:
            _move_cards94(st, _st_zones[_t118][:], _t119, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        _st_vars[5 + _t117] = (_t122 if -1000000000000000000 <= (_t122 := _st_vars[5 + _t117] + (4 - _st_vars[1 + _t117])) <= 1000000000000000000 else _beyond96(_t122))

# <rulerun president.rules: play_hand #19 b21f9e5a>
def _loop(st):
    _t124 = 0
    for _t123 in (_k97 or ()):
        if (not not st.zones[(1 + _t123)]):
            _t124 += 1
    return _t124

# <rulerun president.rules: play_hand #20 41482eba>
def _native(st, L):
    return (_a98(st) > 1)

# <rulerun president.rules: play_hand #21 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #22 f2bfebbb>
def _native(st, L):
    return _k99

# <rulerun president.rules: play_hand #23 7d10f808>
def _loop(st, L):
    _l4 = L[4]
    _t126 = 0
    for _t125 in st.zones[(1 + L[1])]:
        if (_c100[_t125] == _l4):
            _t126 += 1
    return _t126

# <rulerun president.rules: play_hand #24 23eac358>
def _native(st, L):
    return (_a101(st, L) > 0)

# <rulerun president.rules: play_hand #25 e46c4ca6>
def _loop(st, L):
    _l4 = L[4]
    _t129 = 0
    for _t128 in st.zones[(1 + L[1])]:
        if (_c102[_t128] == _l4):
            _t129 += 1
    return _t129

# <rulerun president.rules: play_hand #26 28683d06>
def _native(st, L):
    return (list(range(1, _t127 + 1)) if (_t127 := _a103(st, L)) - 1 < 1000000 else _range104(1, _t127))

# <rulerun president.rules: play_hand #27 2ecdcb00>
def _native(st, L):
    return _k105

# <rulerun president.rules: play_hand #28 19f12ca3>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t131 = 0
    for _t130 in _st_zones[(1 + L[1])]:
        if ((_c106[_t130] == _l6) and (_c107[_t130] > _c107[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t131 += 1
    return _t131

# <rulerun president.rules: play_hand #29 18bfdb01>
def _native(st, L):
    return (_a108(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #30 b6b0a72c>
def _loop(st, L):
    _t141 = None
    for _t140 in st.zones[(1 + L[0])]:
        _t142 = _c113[_t140]
        if _t141 is None or _t142 > _t141:
            _t141 = _t142
    return _t141

# <rulerun president.rules: exchange #31 046adc70>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _, _memo4, _memo5, _memo6, = st.memos
    _st_zones = st.zones
    _t134 = ((list(range(1, _t133 + 1)) if (_t133 := L[2]) - 1 < 1000000 else _range109(1, _t133)) or [])
    st.budget -= len(_t134)
    if st.budget < 0: _spent110(st)
    for _t132 in _t134:
        L[5] = _t132
        _t138 = _st_zones[(1 + _l0)]
        st.budget -= len(_t138)
        if st.budget < 0: _spent110(st)
        _t143 = _NOT_YET
        _t137 = None
        for _t139 in _t138:
            if (_c112[_t139] == (_t143 if _t143 is not _NOT_YET else (_t143 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a114(st, L)))))):
                _t137 = _t139
                break
        _t135 = _t137
        _t136 = (1 + L[1])
        if type(_t135) is int and st.log is None:
            _t144 = _st_zones[_st_loc[_t135]]
            if _t144[-1] == _t135: _t144.pop()
            else: _t144.remove(_t135)
            _st_zones[_t136].append(_t135); _st_loc[_t135] = _t136
        elif _t135 is not None:
            _move_cards111(st, _t135, _t136, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()

# <rulerun president.rules: exchange #32 00eee653>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, _memo5, _memo6, = st.memos
    _st_zones = st.zones
    _t145 = L[6]
    _t146 = (1 + _l0)
    if type(_t145) is list and _st_log is None:
        for _t147 in _t145:
            _t148 = _st_zones[_st_loc[_t147]]
            if _t148[-1] == _t147: _t148.pop()
            else: _t148.remove(_t147)
            _st_zones[_t146].append(_t147); _st_loc[_t147] = _t146
    elif _t145 is not None:
        _move_cards115(st, _t145, _t146, False)
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

# <rulerun president.rules: deal #36 7922c585>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, _memo5, _memo6, = st.memos
    _st_zones = st.zones
    _t149 = 6
    _t150 = 0
    if _st_log is None and _t149 != _t150:
        _t151 = _st_zones[_t149]; _st_zones[_t150] += _t151
        for _t152 in _t151: _st_loc[_t152] = _t150
        _t151.clear()
    else:
        _move_cards120(st, _st_zones[_t149][:], _t150, False)
    _shuffle_zone121(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent122(st)
        for _t153 in (_k123 or []):
            L[2] = _t153
            if not ((not not _st_zones[0])): continue
            _t156 = _st_zones[0]
            _t155 = (1 + _t153)
            if _st_log is None and _t156:
                _t154 = _t156.pop(); _st_zones[_t155].append(_t154); _st_loc[_t154] = _t155
            elif _t156:
                _move_cards120(st, _t156[-1], _t155, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()

# <rulerun president.rules: play #37 5d3576e2>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, _memo5, _memo6, = st.memos
    _st_zones = st.zones
    _shuffle_zone124(st, 0)
    _i4 = [None, None, None]
    _t157 = 6
    _t158 = 0
    if _st_log is None and _t157 != _t158:
        _t159 = _st_zones[_t157]; _st_zones[_t158] += _t159
        for _t160 in _t159: _st_loc[_t160] = _t158
        _t159.clear()
    else:
        _move_cards125(st, _st_zones[_t157][:], _t158, False)
    _shuffle_zone124(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent126(st)
        for _t161 in (_k127 or []):
            _i4[2] = _t161
            if not ((not not _st_zones[0])): continue
            _t164 = _st_zones[0]
            _t163 = (1 + _t161)
            if _st_log is None and _t164:
                _t162 = _t164.pop(); _st_zones[_t163].append(_t162); _st_loc[_t162] = _t163
            elif _t164:
                _move_cards125(st, _t164[-1], _t163, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
    _t166 = (_k128 or ())
    st.budget -= len(_t166)
    if st.budget < 0: _spent126(st)
    _t165 = None
    for _t167 in _t166:
        _t168 = False
        for _t169 in _st_zones[(1 + _t167)]:
            if (_names129[_t169] == '3 of clubs'):
                _t168 = True
                break
        if _t168:
            _t165 = _t167
            break
    L[0] = _t165
    if _st_log is not None: _tell130(st, (_player_text131(L[0]) + ' holds the 3 of clubs and leads'), None)

# <rulerun president.rules: play #38 3bdadae5>
def _loop(st):
    for _t170 in (_k135 or ()):
        if (st.vars[1 + _t170] == 1):
            return _t170
    return None

# <rulerun president.rules: holder_of #39 9c3c9da3>
def _native(st, L):
    _t172 = None
    for _t173 in (_k138 or ()):
        if (st.vars[1 + _t173] == L[0]):
            _t172 = _t173
            break
    return _t172

# <rulerun president.rules: play #40 17b60b11>
def _loop(st):
    for _t174 in (_k140 or ()):
        if (st.vars[1 + _t174] == 2):
            return _t174
    return None

# <rulerun president.rules: play #41 158d2db0>
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
    for _t176 in (_k142 or []):
        L[10] = _t176
        _st_vars[1 + _t176] = 0
        if _memo3: _memo3.clear()
    _i5 = [None, None, None]
    _t177 = 6
    _t178 = 0
    if _st_log is None and _t177 != _t178:
        _t179 = _st_zones[_t177]; _st_zones[_t178] += _t179
        for _t180 in _t179: _st_loc[_t180] = _t178
        _t179.clear()
    else:
        _move_cards143(st, _st_zones[_t177][:], _t178, False)
    _shuffle_zone144(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent145(st)
        for _t181 in (_k146 or []):
            _i5[2] = _t181
            if not ((not not _st_zones[0])): continue
            _t184 = _st_zones[0]
            _t183 = (1 + _t181)
            if _st_log is None and _t184:
                _t182 = _t184.pop(); _st_zones[_t183].append(_t182); _st_loc[_t182] = _t183
            elif _t184:
                _move_cards143(st, _t184[-1], _t183, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()

# <rulerun president.rules: play #42 8679f6a8>
def _loop(st):
    for _t188 in (_k152 or ()):
        if (st.vars[1 + _t188] == 1):
            return _t188
    return None

# <rulerun president.rules: play #43 ec6bbc25>
def _loop(st):
    for _t190 in (_k156 or ()):
        if (st.vars[1 + _t190] == 2):
            return _t190
    return None

# <rulerun president.rules: play #44 8ccfea18>
def _loop(st, _i7l0):
    _t210 = None
    for _t209 in st.zones[(1 + _i7l0)]:
        _t211 = _c163[_t209]
        if _t210 is None or _t211 > _t210:
            _t210 = _t211
    return _t210

# <rulerun president.rules: play #45 c1a824dd>
def _loop(st, _i8l0):
    _t228 = None
    for _t227 in st.zones[(1 + _i8l0)]:
        _t229 = _c168[_t227]
        if _t228 is None or _t229 > _t228:
            _t228 = _t229
    return _t228

# <rulerun president.rules: play #46 0f4c786b>
def _loop(st):
    _t238 = 0
    for _t237 in (_k170 or ()):
        if (not not st.zones[(1 + _t237)]):
            _t238 += 1
    return _t238

# <rulerun president.rules: play #47 6ead4a17>
def _loop(st, _i9):
    _t242 = []
    for _t241 in st.zones[(1 + _i9[1])]:
        _t242.append(_c173[_t241])
    return _t242

# <rulerun president.rules: play #48 60dfee88>
def _loop(st, _i9):
    _t249 = []
    for _t248 in st.zones[(1 + _i9[1])]:
        _t249.append(_c180[_t248])
    return _t249

# <rulerun president.rules: play #49 0e5be9d1>
def _loop(st, _i9):
    _st_zones = st.zones
    _t267 = []
    for _t266 in _st_zones[(1 + _i9[1])]:
        if (_c191[_t266] > _c191[(_z[-1] if (_z := _st_zones[5]) else None)]):
            _t267.append(_c192[_t266])
    return _t267

# <rulerun president.rules: play #50 2b962eb1>
def _loop(st, _i9, _t265):
    _st_zones = st.zones
    _t270 = 0
    for _t269 in _st_zones[(1 + _i9[1])]:
        if ((_c195[_t269] == _t265) and (_c196[_t269] > _c196[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t270 += 1
    return _t270

# <rulerun president.rules: play #51 2b3b8a11>
def _loop(st):
    _t286 = 0
    for _t285 in (_k202 or ()):
        if (not not st.zones[(1 + _t285)]):
            _t286 += 1
    return _t286

# <rulerun president.rules: play #52 9c9c7e76>
def _loop(st, _i9):
    for _t295 in (_o205[_i9[2]] or ()):
        if (not not st.zones[(1 + _t295)]):
            return _t295
    return None

# <rulerun president.rules: play_hand #53 9c4ba827>
def _loop(st):
    _t314 = 0
    for _t313 in (_k210 or ()):
        if (not not st.zones[(1 + _t313)]):
            _t314 += 1
    return _t314

# <rulerun president.rules: play_hand #54 9ebd88f2>
def _loop(st, L):
    _t318 = []
    for _t317 in st.zones[(1 + L[1])]:
        _t318.append(_c214[_t317])
    return _t318

# <rulerun president.rules: play_hand #55 80d7c83a>
def _loop(st, L):
    _t325 = []
    for _t324 in st.zones[(1 + L[1])]:
        _t325.append(_c222[_t324])
    return _t325

# <rulerun president.rules: play_hand #56 76331f20>
def _loop(st, L):
    _st_zones = st.zones
    _t343 = []
    for _t342 in _st_zones[(1 + L[1])]:
        if (_c239[_t342] > _c239[(_z[-1] if (_z := _st_zones[5]) else None)]):
            _t343.append(_c240[_t342])
    return _t343

# <rulerun president.rules: play_hand #57 440e9121>
def _loop(st, L, _t341):
    _st_zones = st.zones
    _t346 = 0
    for _t345 in _st_zones[(1 + L[1])]:
        if ((_c243[_t345] == _t341) and (_c244[_t345] > _c244[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t346 += 1
    return _t346

# <rulerun president.rules: play_hand #58 ac167971>
def _loop(st):
    _t362 = 0
    for _t361 in (_k250 or ()):
        if (not not st.zones[(1 + _t361)]):
            _t362 += 1
    return _t362

# <rulerun president.rules: play_hand #59 752ceb6a>
def _loop(st, L):
    for _t371 in (_o253[L[2]] or ()):
        if (not not st.zones[(1 + _t371)]):
            return _t371
    return None

# <rulerun president.rules: play_hand #60 playout 1768e255>
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
            _t315 = []
            for _t316 in (_k213 or []):
                if ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts216(_a215(st, L)))).get(_t316, 0) > 0): _t315.append(_t316)
            _t319 = L[1]
            _t320 = len(_t315)
            if not _t320: _no_option219(_t319, 'rank to lead')
            if _t320 <= 1 and _st_log is None:
                L[4] = _t315[0] if _t320 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t321 = st.chooser(_t320, _t319)
                else:
                    _t321 = _st_bits(_t320.bit_length())
                    while _t321 >= _t320: _t321 = _st_bits(_t320.bit_length())
                L[4] = _t315[_t321]; st.decisions += 1
            elif _st_log is None: _pend220(st, L, _t315, _t319); raise _PlayoutCut217()
            elif _decide221(st, L, _t315, _t319): raise _PlayoutCut217()
            _t322 = ((list(range(1, _t323 + 1)) if (_t323 := (_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts216(_a223(st, L)))).get(L[4], 0)) - 1 < 1000000 else _range224(1, _t323)) or [])
            _t326 = L[1]
            _t327 = len(_t322)
            if not _t327: _no_option219(_t326, 'how many to lead')
            if _t327 <= 1 and _st_log is None:
                L[5] = _t322[0] if _t327 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t328 = st.chooser(_t327, _t326)
                else:
                    _t328 = _st_bits(_t327.bit_length())
                    while _t328 >= _t327: _t328 = _st_bits(_t327.bit_length())
                L[5] = _t322[_t328]; st.decisions += 1
            elif _st_log is None: _pend226(st, L, _t322, _t326); raise _PlayoutCut217()
            elif _decide227(st, L, _t322, _t326): raise _PlayoutCut217()
            if _st_log is not None: _tell228(st, (_player_text229(L[1]) + ' leads ' + _plain230(L[5]) + ' of rank ' + _plain230(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            if _memo5: _memo5.clear()
            _i12l0 = L[1]
            _i12l1 = L[4]
            _i12l2 = L[5]
            _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
            _t331 = ((list(range(1, _t330 + 1)) if (_t330 := _i12l2) - 1 < 1000000 else _range224(1, _t330)) or [])
            st.budget -= len(_t331)
            if st.budget < 0: _spent212(st)
            for _t329 in _t331:
                _i12[5] = _t329
                _t334 = None
                for _t335 in _st_zones[(1 + _i12l0)]:
                    if (_c232[_t335] == _i12l1):
                        _t334 = _t335
                        break
                _t332 = _t334
                _t333 = 5
                if type(_t332) is int and _st_log is None:
                    _t336 = _st_zones[(_t337 := _st_loc[_t332])]
                    if _t336[-1] == _t332: _t336.pop()
                    else: _t336.remove(_t332)
                    _st_zones[_t333].append(_t332); _st_loc[_t332] = _t333
                    _t338 = _leaving233[_t337]
                    if _memo1 and _t338 & 2: _memo1.clear()
                    if _memo2 and _t338 & 4: _memo2.clear()
                    if _memo4 and _t338 & 16: _memo4.clear()
                    if _memo6 and _t338 & 64: _memo6.clear()
                elif _t332 is not None:
                    _move_cards231(st, _t332, _t333, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                    if _memo6: _memo6.clear()
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
            if (not (not not _st_zones[(1 + _i12l0)])):
                _st_vars[9] = (_t339 if -1000000000000000000 <= (_t339 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond234(_t339))
                _st_vars[1 + _i12l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text237(_audience235(st), [_PlayerRef236(_i12l0), ' goes out, place ', _plain230(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t340 = []
            for _t341 in (_k238 or []):
                if ((_t344.get(_t341, 0) if (_t344 := (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _guarded242(False, _a241, st, L)))) is not None else _a245(st, L, _t341)) >= _st_vars[0]): _t340.append(_t341)
            _t347 = L[1]
            _t348 = len(_t340) + 1
            if _t348 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t349 = st.chooser(_t348, _t347)
                else:
                    _t349 = _st_bits(_t348.bit_length())
                    while _t349 >= _t348: _t349 = _st_bits(_t348.bit_length())
                L[6] = _t340[_t349 - 1] if _t349 else None; st.decisions += 1
            elif _st_log is None: _pend247(st, L, [None] + _t340, _t347); raise _PlayoutCut217()
            elif _decide248(st, L, _t340, _t347): raise _PlayoutCut217()
            if (L[6] is None):
                if _st_log is not None: _tell228(st, (_player_text229(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long249(L[3])
            else:
                _i13l0 = L[1]
                _i13l1 = L[6]
                _i13l2 = _st_vars[0]
                _i13 = [_i13l0, _i13l1, _i13l2, None, None, None]
                _t352 = ((list(range(1, _t351 + 1)) if (_t351 := _i13l2) - 1 < 1000000 else _range224(1, _t351)) or [])
                st.budget -= len(_t352)
                if st.budget < 0: _spent212(st)
                for _t350 in _t352:
                    _i13[5] = _t350
                    _t355 = None
                    for _t356 in _st_zones[(1 + _i13l0)]:
                        if (_c232[_t356] == _i13l1):
                            _t355 = _t356
                            break
                    _t353 = _t355
                    _t354 = 5
                    if type(_t353) is int and _st_log is None:
                        _t357 = _st_zones[(_t358 := _st_loc[_t353])]
                        if _t357[-1] == _t353: _t357.pop()
                        else: _t357.remove(_t353)
                        _st_zones[_t354].append(_t353); _st_loc[_t353] = _t354
                        _t359 = _leaving233[_t358]
                        if _memo1 and _t359 & 2: _memo1.clear()
                        if _memo2 and _t359 & 4: _memo2.clear()
                        if _memo4 and _t359 & 16: _memo4.clear()
                        if _memo6 and _t359 & 64: _memo6.clear()
                    elif _t353 is not None:
                        _move_cards231(st, _t353, _t354, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                        if _memo6: _memo6.clear()
                    if _memo0: _memo0.clear()
                    if _memo5: _memo5.clear()
                if (not (not not _st_zones[(1 + _i13l0)])):
                    _st_vars[9] = (_t360 if -1000000000000000000 <= (_t360 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond234(_t360))
                    _st_vars[1 + _i13l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text237(_audience235(st), [_PlayerRef236(_i13l0), ' goes out, place ', _plain230(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a251(st))) > 1):
            _t364 = L[2]
            _t365 = L[3]
            _t363 = True
            for _t366 in (_k252 or ()):
                if not ((((not (not not _st_zones[(1 + _t366)])) or (_t366 == _t364)) or (_t366 in (_t365 or ())))):
                    _t363 = False
                    break
            if _t363:
                if _st_log is not None: _st_log.append(_Text237(_audience235(st), ['everyone else passes: the trick is over']))
                _t367 = 5
                _t368 = 6
                if _st_log is None and _t367 != _t368:
                    _t369 = _st_zones[_t367]; _st_zones[_t368] += _t369
                    for _t370 in _t369: _st_loc[_t370] = _t368
                    _t369.clear()
                else:
                    _move_cards231(st, _st_zones[_t367][:], _t368, False)
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a254(st, L))
            else:
                _t374 = L[2]
                _t375 = L[3]
                _t373 = None
                for _t376 in (_o255[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t376)]) and (_t376 != _t374)) and (not (_t376 in (_t375 or ())))):
                        _t373 = _t376
                        break
                L[1] = _t373
    _t377 = None
    for _t378 in (_k256 or ()):
        if (not not _st_zones[(1 + _t378)]):
            _t377 = _t378
            break
    L[7] = _t377
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text237(_audience235(st), [_PlayerRef236(L[7]), ' is the Scum']))
    _t379 = 5
    _t380 = 6
    if _st_log is None and _t379 != _t380:
        _t381 = _st_zones[_t379]; _st_zones[_t380] += _t381
        for _t382 in _t381: _st_loc[_t382] = _t380
        _t381.clear()
    else:
        _move_cards231(st, _st_zones[_t379][:], _t380, False)
    if _memo0: _memo0.clear()
    if _memo5: _memo5.clear()
    for _t383 in (_k257 or []):
        L[10] = _t383
        _t384 = (1 + _t383)
        _t385 = 6
        if _st_log is None and _t384 != _t385:
            _t386 = _st_zones[_t384]; _st_zones[_t385] += _t386
            for _t387 in _t386: _st_loc[_t387] = _t385
            _t386.clear()
        else:
            _move_cards231(st, _st_zones[_t384][:], _t385, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        _st_vars[5 + _t383] = (_t388 if -1000000000000000000 <= (_t388 := _st_vars[5 + _t383] + (4 - _st_vars[1 + _t383])) <= 1000000000000000000 else _beyond234(_t388))

# <rulerun president.rules: play #61 1101c051>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t187 = ((list(range(2, _t186 + 1)) if (_t186 := 3) - 2 < 1000000 else _range147(2, _t186)) or [])
    st.budget -= len(_t187)
    if st.budget < 0: _spent148(st)
    for _t185 in _t187:
        L[3] = _t185
        if _st_log is not None: _st_log.append(_Text151(_audience149(st), ['hand ', _plain150(_t185)]))
        L[4] = _player154((_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a153(st))), 4)
        L[5] = _player154(_d155(st, [4]), 4)
        L[6] = _player154((_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a157(st))), 4)
        L[7] = _player154(_d155(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t192 in (_k158 or []):
            L[10] = _t192
            _st_vars[1 + _t192] = 0
            if _memo3: _memo3.clear()
        _i6 = [None, None, None]
        _t193 = 6
        _t194 = 0
        if _st_log is None and _t193 != _t194:
            _t195 = _st_zones[_t193]; _st_zones[_t194] += _t195
            for _t196 in _t195: _st_loc[_t196] = _t194
            _t195.clear()
        else:
            _move_cards159(st, _st_zones[_t193][:], _t194, False)
        _shuffle_zone160(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent148(st)
            for _t197 in (_k161 or []):
                _i6[2] = _t197
                if not ((not not _st_zones[0])): continue
                _t200 = _st_zones[0]
                _t199 = (1 + _t197)
                if _st_log is None and _t200:
                    _t198 = _t200.pop(); _st_zones[_t199].append(_t198); _st_loc[_t198] = _t199
                elif _t200:
                    _move_cards159(st, _t200[-1], _t199, False)
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
        _t203 = ((list(range(1, _t202 + 1)) if (_t202 := _i7l2) - 1 < 1000000 else _range147(1, _t202)) or [])
        st.budget -= len(_t203)
        if st.budget < 0: _spent148(st)
        for _t201 in _t203:
            _i7[5] = _t201
            _t207 = _st_zones[(1 + _i7l0)]
            st.budget -= len(_t207)
            if st.budget < 0: _spent148(st)
            _t212 = _NOT_YET
            _t206 = None
            for _t208 in _t207:
                if (_c162[_t208] == (_t212 if _t212 is not _NOT_YET else (_t212 := (_memo1[_i7l0] if _i7l0 in _memo1 else _memo1.setdefault(_i7l0, _a164(st, _i7l0)))))):
                    _t206 = _t208
                    break
            _t204 = _t206
            _t205 = (1 + _i7l1)
            if type(_t204) is int and _st_log is None:
                _t213 = _st_zones[_st_loc[_t204]]
                if _t213[-1] == _t204: _t213.pop()
                else: _t213.remove(_t204)
                _st_zones[_t205].append(_t204); _st_loc[_t204] = _t205
            elif _t204 is not None:
                _move_cards159(st, _t204, _t205, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
        _t214 = _st_zones[(1 + _i7l1)]
        if _offer166(st, _i7, _t214[:]): raise _PlayoutCut165()
        _t215 = _i7[6]
        _t216 = (1 + _i7l0)
        if type(_t215) is list and _st_log is None:
            for _t217 in _t215:
                _t218 = _st_zones[_st_loc[_t217]]
                if _t218[-1] == _t217: _t218.pop()
                else: _t218.remove(_t217)
                _st_zones[_t216].append(_t217); _st_loc[_t217] = _t216
        elif _t215 is not None:
            _move_cards159(st, _t215, _t216, False)
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
            _t221 = ((list(range(1, _t220 + 1)) if (_t220 := _i8l2) - 1 < 1000000 else _range147(1, _t220)) or [])
            st.budget -= len(_t221)
            if st.budget < 0: _spent148(st)
            for _t219 in _t221:
                _i8[5] = _t219
                _t225 = _st_zones[(1 + _i8l0)]
                st.budget -= len(_t225)
                if st.budget < 0: _spent148(st)
                _t230 = _NOT_YET
                _t224 = None
                for _t226 in _t225:
                    if (_c162[_t226] == (_t230 if _t230 is not _NOT_YET else (_t230 := (_memo1[_i8l0] if _i8l0 in _memo1 else _memo1.setdefault(_i8l0, _a169(st, _i8l0)))))):
                        _t224 = _t226
                        break
                _t222 = _t224
                _t223 = (1 + _i8l1)
                if type(_t222) is int and _st_log is None:
                    _t231 = _st_zones[_st_loc[_t222]]
                    if _t231[-1] == _t222: _t231.pop()
                    else: _t231.remove(_t222)
                    _st_zones[_t223].append(_t222); _st_loc[_t222] = _t223
                elif _t222 is not None:
                    _move_cards159(st, _t222, _t223, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo5: _memo5.clear()
                if _memo6: _memo6.clear()
            _t232 = _st_zones[(1 + _i8l1)]
            if _offer166(st, _i8, _t232[:]): raise _PlayoutCut165()
            _t233 = _i8[6]
            _t234 = (1 + _i8l0)
            if type(_t233) is list and _st_log is None:
                for _t235 in _t233:
                    _t236 = _st_zones[_st_loc[_t235]]
                    if _t236[-1] == _t235: _t236.pop()
                    else: _t236.remove(_t235)
                    _st_zones[_t234].append(_t235); _st_loc[_t235] = _t234
            elif _t233 is not None:
                _move_cards159(st, _t233, _t234, False)
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

# <rulerun president.rules: play #63 cd6eba40>
def _native(st, L):
    return (list(range(2, _t389 + 1)) if (_t389 := 3) - 2 < 1000000 else _range259(2, _t389))

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

# <rulerun president.rules: play_hand #73 8c89574e>
def _loop(st):
    _t391 = 0
    for _t390 in (_k267 or ()):
        if (not not st.zones[(1 + _t390)]):
            _t391 += 1
    return _t391

# <rulerun president.rules: play_hand #74 ea1eb515>
def _loop(st, L):
    _t394 = []
    for _t393 in st.zones[(1 + L[1])]:
        _t394.append(_c270[_t393])
    return _t394

# <rulerun president.rules: play_hand #75 39878f1d>
def _loop(st, L):
    _t400 = []
    for _t399 in st.zones[(1 + L[1])]:
        _t400.append(_c278[_t399])
    return _t400

# <rulerun president.rules: play_hand #76 f1efa9f0>
def _loop(st, L):
    _st_zones = st.zones
    _t406 = []
    for _t405 in _st_zones[(1 + L[1])]:
        if (_c286[_t405] > _c286[(_z[-1] if (_z := _st_zones[5]) else None)]):
            _t406.append(_c287[_t405])
    return _t406

# <rulerun president.rules: play_hand #77 8027dbef>
def _loop(st, L, _t404):
    _st_zones = st.zones
    _t409 = 0
    for _t408 in _st_zones[(1 + L[1])]:
        if ((_c290[_t408] == _t404) and (_c291[_t408] > _c291[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t409 += 1
    return _t409

# <rulerun president.rules: play_hand #78 afc97978>
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
            for _t392 in (_k269 or []):
                if ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts272(_a271(st, L)))).get(_t392, 0) > 0): _o.append(_t392)
            fr[1] = 4
            _t395 = L[1]
            _t396 = len(_o)
            if not _t396: _no_option274(_t395, 'rank to lead')
            if _t396 <= 1 and _st_log is None:
                L[4] = _o[0] if _t396 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t397 = st.chooser(_t396, _t395)
                else:
                    _t397 = _st_bits(_t396.bit_length())
                    while _t397 >= _t396: _t397 = _st_bits(_t396.bit_length())
                L[4] = _o[_t397]; st.decisions += 1
                if st.thread_player is not None: _answered275(st, _t397)
            elif _st_log is None: _pend276(st, L, _o, _t395); return True
            elif _decide277(st, L, _o, _t395): return True
            pc = 4
        if pc == 4:
            _o = ((list(range(1, _t398 + 1)) if (_t398 := (_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts272(_a279(st, L)))).get(L[4], 0)) - 1 < 1000000 else _range280(1, _t398)) or [])
            fr[1] = 5
            _t401 = L[1]
            _t402 = len(_o)
            if not _t402: _no_option274(_t401, 'how many to lead')
            if _t402 <= 1 and _st_log is None:
                L[5] = _o[0] if _t402 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t403 = st.chooser(_t402, _t401)
                else:
                    _t403 = _st_bits(_t402.bit_length())
                    while _t403 >= _t402: _t403 = _st_bits(_t402.bit_length())
                L[5] = _o[_t403]; st.decisions += 1
                if st.thread_player is not None: _answered275(st, _t403)
            elif _st_log is None: _pend282(st, L, _o, _t401); return True
            elif _decide283(st, L, _o, _t401): return True
            pc = 5
        if pc == 5:
            _r = _run284(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t404 in (_k285 or []):
                if ((_t407.get(_t404, 0) if (_t407 := (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _guarded289(False, _a288, st, L)))) is not None else _a292(st, L, _t404)) >= _st_vars[0]): _o.append(_t404)
            fr[1] = 8
            _t410 = L[1]
            _t411 = len(_o) + 1
            if _t411 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t412 = st.chooser(_t411, _t410)
                else:
                    _t412 = _st_bits(_t411.bit_length())
                    while _t412 >= _t411: _t412 = _st_bits(_t411.bit_length())
                L[6] = _o[_t412 - 1] if _t412 else None; st.decisions += 1
                if st.thread_player is not None: _answered275(st, _t412)
            elif _st_log is None: _pend294(st, L, [None] + _o, _t410); return True
            elif _decide295(st, L, _o, _t410): return True
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

# <rulerun president.rules: play #81 ae3fcea0>
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
            L[1] = ((list(range(2, _t413 + 1)) if (_t413 := 3) - 2 < 1000000 else _range316(2, _t413)) or []); L[2] = 0
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

# <rulerun president.rules: play_hand #82 c2954cff>
def _loop(st):
    _t415 = 0
    for _t414 in (_k327 or ()):
        if (not not st.zones[(1 + _t414)]):
            _t415 += 1
    return _t415

# <rulerun president.rules: play_hand #83 edacf0f1>
def _loop(st, L):
    _t418 = []
    for _t417 in st.zones[(1 + L[1])]:
        _t418.append(_c330[_t417])
    return _t418

# <rulerun president.rules: play_hand #84 a94c18a9>
def _loop(st, L):
    _t424 = []
    for _t423 in st.zones[(1 + L[1])]:
        _t424.append(_c338[_t423])
    return _t424

# <rulerun president.rules: play_hand #85 c53a1832>
def _loop(st, L):
    _st_zones = st.zones
    _t430 = []
    for _t429 in _st_zones[(1 + L[1])]:
        if (_c346[_t429] > _c346[(_z[-1] if (_z := _st_zones[5]) else None)]):
            _t430.append(_c347[_t429])
    return _t430

# <rulerun president.rules: play_hand #86 1d75c6fb>
def _loop(st, L, _t428):
    _st_zones = st.zones
    _t433 = 0
    for _t432 in _st_zones[(1 + L[1])]:
        if ((_c350[_t432] == _t428) and (_c351[_t432] > _c351[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t433 += 1
    return _t433

# <rulerun president.rules: play_hand #87 9ba658a4>
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
            for _t416 in (_k329 or []):
                if ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts332(_a331(st, L)))).get(_t416, 0) > 0): _o.append(_t416)
            fr[1] = 4
            _t419 = L[1]
            _t420 = len(_o)
            if not _t420: _no_option334(_t419, 'rank to lead')
            if _t420 <= 1 and _st_log is None:
                L[4] = _o[0] if _t420 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t421 = st.chooser(_t420, _t419)
                else:
                    _t421 = _st_bits(_t420.bit_length())
                    while _t421 >= _t420: _t421 = _st_bits(_t420.bit_length())
                L[4] = _o[_t421]; st.decisions += 1
                if st.thread_player is not None: _answered335(st, _t421)
            elif _st_log is None: _pend336(st, L, _o, _t419); return True
            elif _decide337(st, L, _o, _t419): return True
            pc = 4
        if pc == 4:
            _o = ((list(range(1, _t422 + 1)) if (_t422 := (_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts332(_a339(st, L)))).get(L[4], 0)) - 1 < 1000000 else _range340(1, _t422)) or [])
            fr[1] = 5
            _t425 = L[1]
            _t426 = len(_o)
            if not _t426: _no_option334(_t425, 'how many to lead')
            if _t426 <= 1 and _st_log is None:
                L[5] = _o[0] if _t426 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t427 = st.chooser(_t426, _t425)
                else:
                    _t427 = _st_bits(_t426.bit_length())
                    while _t427 >= _t426: _t427 = _st_bits(_t426.bit_length())
                L[5] = _o[_t427]; st.decisions += 1
                if st.thread_player is not None: _answered335(st, _t427)
            elif _st_log is None: _pend342(st, L, _o, _t425); return True
            elif _decide343(st, L, _o, _t425): return True
            pc = 5
        if pc == 5:
            _r = _run344(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t428 in (_k345 or []):
                if ((_t431.get(_t428, 0) if (_t431 := (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _guarded349(False, _a348, st, L)))) is not None else _a352(st, L, _t428)) >= _st_vars[0]): _o.append(_t428)
            fr[1] = 8
            _t434 = L[1]
            _t435 = len(_o) + 1
            if _t435 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t436 = st.chooser(_t435, _t434)
                else:
                    _t436 = _st_bits(_t435.bit_length())
                    while _t436 >= _t435: _t436 = _st_bits(_t435.bit_length())
                L[6] = _o[_t436 - 1] if _t436 else None; st.decisions += 1
                if st.thread_player is not None: _answered335(st, _t436)
            elif _st_log is None: _pend354(st, L, [None] + _o, _t434); return True
            elif _decide355(st, L, _o, _t434): return True
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

# <rulerun president.rules: exchange #88 bce4da28>
def _loop(st, L):
    _t447 = None
    for _t446 in st.zones[(1 + L[0])]:
        _t448 = _c374[_t446]
        if _t447 is None or _t448 > _t447:
            _t447 = _t448
    return _t447

# <rulerun president.rules: exchange #89 playout 59d8bc49>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, _memo5, _memo6, = st.memos
    _st_zones = st.zones
    _t440 = ((list(range(1, _t439 + 1)) if (_t439 := _l2) - 1 < 1000000 else _range370(1, _t439)) or [])
    st.budget -= len(_t440)
    if st.budget < 0: _spent371(st)
    for _t438 in _t440:
        L[5] = _t438
        _t444 = _st_zones[(1 + _l0)]
        st.budget -= len(_t444)
        if st.budget < 0: _spent371(st)
        _t449 = _NOT_YET
        _t443 = None
        for _t445 in _t444:
            if (_c373[_t445] == (_t449 if _t449 is not _NOT_YET else (_t449 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a375(st, L)))))):
                _t443 = _t445
                break
        _t441 = _t443
        _t442 = (1 + _l1)
        if type(_t441) is int and _st_log is None:
            _t450 = _st_zones[_st_loc[_t441]]
            if _t450[-1] == _t441: _t450.pop()
            else: _t450.remove(_t441)
            _st_zones[_t442].append(_t441); _st_loc[_t441] = _t442
        elif _t441 is not None:
            _move_cards372(st, _t441, _t442, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
    _t451 = _st_zones[(1 + _l1)]
    if _offer377(st, L, _t451[:]): raise _PlayoutCut376()
    _t452 = L[6]
    _t453 = (1 + _l0)
    if type(_t452) is list and _st_log is None:
        for _t454 in _t452:
            _t455 = _st_zones[_st_loc[_t454]]
            if _t455[-1] == _t454: _t455.pop()
            else: _t455.remove(_t454)
            _st_zones[_t453].append(_t454); _st_loc[_t454] = _t453
    elif _t452 is not None:
        _move_cards372(st, _t452, _t453, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _st_log is not None: _st_log.append(_Text381(_audience378(st), [_PlayerRef379(_l0), ' and ', _PlayerRef379(_l1), ' exchange ', _plain380(_l2), ' card(s)']))

# <rulerun president.rules: play #90 15b6346c>
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
            L[1] = ((list(range(2, _t437 + 1)) if (_t437 := 3) - 2 < 1000000 else _range368(2, _t437)) or []); L[2] = 0
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

