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

# <rulerun president.rules: play_hand #10 dabdacb5>
def _loop(st, L):
    _t58 = []
    for _t57 in st.zones[(1 + L[1])]:
        _t58.append(_c56[_t57])
    return _t58

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

# <rulerun president.rules: play_hand #17 f52d842f>
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
            _t56 = ((list(range(1, _t59 + 1)) if (_t59 := (_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts50(_a57(st, L)))).get(L[4], 0)) - 1 < 1000000 else _range58(1, _t59)) or [])
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

# <rulerun president.rules: play_hand #25 7e6ddf88>
def _loop(st, L):
    _l4 = L[4]
    _t128 = 0
    for _t127 in st.zones[(1 + L[1])]:
        if (_c102[_t127] == _l4):
            _t128 += 1
    return _t128

# <rulerun president.rules: play_hand #26 f3e6c5df>
def _native(st, L):
    return (list(range(1, _t129 + 1)) if (_t129 := _a103(st, L)) - 1 < 1000000 else _range104(1, _t129))

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

# <rulerun president.rules: holder_of #39 7c0221de>
def _native(st, L):
    _t173 = None
    for _t174 in (_k138 or ()):
        if (st.vars[1 + _t174] == L[0]):
            _t173 = _t174
            break
    return _t173

# <rulerun president.rules: play #40 25856b70>
def _loop(st):
    for _t176 in (_k140 or ()):
        if (st.vars[1 + _t176] == 2):
            return _t176
    return None

# <rulerun president.rules: play #41 07b9569c>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text134(_audience132(st), ['hand ', _plain133(L[3])]))
    L[4] = (_t172 if type(_t172 := (_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a136(st)))) is int and 0 <= _t172 < 4 or _t172 is None else _player137(_t172, 4))
    L[5] = (_t175 if type(_t175 := _d139(st, [4])) is int and 0 <= _t175 < 4 or _t175 is None else _player137(_t175, 4))
    L[6] = (_t178 if type(_t178 := (_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a141(st)))) is int and 0 <= _t178 < 4 or _t178 is None else _player137(_t178, 4))
    L[7] = (_t179 if type(_t179 := _d139(st, [(4 - 1)])) is int and 0 <= _t179 < 4 or _t179 is None else _player137(_t179, 4))
    _st_vars[9] = 0
    for _t180 in (_k142 or []):
        L[10] = _t180
        _st_vars[1 + _t180] = 0
        if _memo3: _memo3.clear()
    _i5 = [None, None, None]
    _t181 = 6
    _t182 = 0
    if _st_log is None and _t181 != _t182:
        _t183 = _st_zones[_t181]; _st_zones[_t182] += _t183
        for _t184 in _t183: _st_loc[_t184] = _t182
        _t183.clear()
    else:
        _move_cards143(st, _st_zones[_t181][:], _t182, False)
    _shuffle_zone144(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent145(st)
        for _t185 in (_k146 or []):
            _i5[2] = _t185
            if not ((not not _st_zones[0])): continue
            _t188 = _st_zones[0]
            _t187 = (1 + _t185)
            if _st_log is None and _t188:
                _t186 = _t188.pop(); _st_zones[_t187].append(_t186); _st_loc[_t186] = _t187
            elif _t188:
                _move_cards143(st, _t188[-1], _t187, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()

# <rulerun president.rules: play #42 58df408c>
def _loop(st):
    for _t192 in (_k152 or ()):
        if (st.vars[1 + _t192] == 1):
            return _t192
    return None

# <rulerun president.rules: play #43 eb83302e>
def _loop(st):
    for _t196 in (_k156 or ()):
        if (st.vars[1 + _t196] == 2):
            return _t196
    return None

# <rulerun president.rules: play #44 b02bee6a>
def _loop(st, _i7l0):
    _t218 = None
    for _t217 in st.zones[(1 + _i7l0)]:
        _t219 = _c163[_t217]
        if _t218 is None or _t219 > _t218:
            _t218 = _t219
    return _t218

# <rulerun president.rules: play #45 c4d7c7fc>
def _loop(st, _i8l0):
    _t236 = None
    for _t235 in st.zones[(1 + _i8l0)]:
        _t237 = _c168[_t235]
        if _t236 is None or _t237 > _t236:
            _t236 = _t237
    return _t236

# <rulerun president.rules: play #46 4f5b7342>
def _loop(st):
    _t246 = 0
    for _t245 in (_k170 or ()):
        if (not not st.zones[(1 + _t245)]):
            _t246 += 1
    return _t246

# <rulerun president.rules: play #47 9746dfb2>
def _loop(st, _i9):
    _t250 = []
    for _t249 in st.zones[(1 + _i9[1])]:
        _t250.append(_c173[_t249])
    return _t250

# <rulerun president.rules: play #48 d3639e62>
def _loop(st, _i9):
    _t256 = []
    for _t255 in st.zones[(1 + _i9[1])]:
        _t256.append(_c180[_t255])
    return _t256

# <rulerun president.rules: play #49 fad176fa>
def _loop(st, _i9):
    _st_zones = st.zones
    _t275 = []
    for _t274 in _st_zones[(1 + _i9[1])]:
        if (_c191[_t274] > _c191[(_z[-1] if (_z := _st_zones[5]) else None)]):
            _t275.append(_c192[_t274])
    return _t275

# <rulerun president.rules: play #50 61af627f>
def _loop(st, _i9, _t273):
    _st_zones = st.zones
    _t278 = 0
    for _t277 in _st_zones[(1 + _i9[1])]:
        if ((_c195[_t277] == _t273) and (_c196[_t277] > _c196[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t278 += 1
    return _t278

# <rulerun president.rules: play #51 004fcc3a>
def _loop(st):
    _t294 = 0
    for _t293 in (_k202 or ()):
        if (not not st.zones[(1 + _t293)]):
            _t294 += 1
    return _t294

# <rulerun president.rules: play #52 f72df693>
def _loop(st, _i9):
    for _t303 in (_o205[_i9[2]] or ()):
        if (not not st.zones[(1 + _t303)]):
            return _t303
    return None

# <rulerun president.rules: play_hand #53 aae8ea3e>
def _loop(st):
    _t322 = 0
    for _t321 in (_k210 or ()):
        if (not not st.zones[(1 + _t321)]):
            _t322 += 1
    return _t322

# <rulerun president.rules: play_hand #54 b7d1718a>
def _loop(st, L):
    _t326 = []
    for _t325 in st.zones[(1 + L[1])]:
        _t326.append(_c214[_t325])
    return _t326

# <rulerun president.rules: play_hand #55 aedbad34>
def _loop(st, L):
    _t332 = []
    for _t331 in st.zones[(1 + L[1])]:
        _t332.append(_c222[_t331])
    return _t332

# <rulerun president.rules: play_hand #56 cf9fa3ef>
def _loop(st, L):
    _st_zones = st.zones
    _t351 = []
    for _t350 in _st_zones[(1 + L[1])]:
        if (_c239[_t350] > _c239[(_z[-1] if (_z := _st_zones[5]) else None)]):
            _t351.append(_c240[_t350])
    return _t351

# <rulerun president.rules: play_hand #57 fd8e4db6>
def _loop(st, L, _t349):
    _st_zones = st.zones
    _t354 = 0
    for _t353 in _st_zones[(1 + L[1])]:
        if ((_c243[_t353] == _t349) and (_c244[_t353] > _c244[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t354 += 1
    return _t354

# <rulerun president.rules: play_hand #58 6e0bc516>
def _loop(st):
    _t370 = 0
    for _t369 in (_k250 or ()):
        if (not not st.zones[(1 + _t369)]):
            _t370 += 1
    return _t370

# <rulerun president.rules: play_hand #59 6aef83f9>
def _loop(st, L):
    for _t379 in (_o253[L[2]] or ()):
        if (not not st.zones[(1 + _t379)]):
            return _t379
    return None

# <rulerun president.rules: play_hand #60 playout 2a003875>
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
            _t323 = []
            for _t324 in (_k213 or []):
                if ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts216(_a215(st, L)))).get(_t324, 0) > 0): _t323.append(_t324)
            _t327 = L[1]
            _t328 = len(_t323)
            if not _t328: _no_option219(_t327, 'rank to lead')
            if _t328 <= 1 and _st_log is None:
                L[4] = _t323[0] if _t328 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t329 = st.chooser(_t328, _t327)
                else:
                    _t329 = _st_bits(_t328.bit_length())
                    while _t329 >= _t328: _t329 = _st_bits(_t328.bit_length())
                L[4] = _t323[_t329]; st.decisions += 1
            elif _st_log is None: _pend220(st, L, _t323, _t327); raise _PlayoutCut217()
            elif _decide221(st, L, _t323, _t327): raise _PlayoutCut217()
            _t330 = ((list(range(1, _t333 + 1)) if (_t333 := (_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts216(_a223(st, L)))).get(L[4], 0)) - 1 < 1000000 else _range224(1, _t333)) or [])
            _t334 = L[1]
            _t335 = len(_t330)
            if not _t335: _no_option219(_t334, 'how many to lead')
            if _t335 <= 1 and _st_log is None:
                L[5] = _t330[0] if _t335 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t336 = st.chooser(_t335, _t334)
                else:
                    _t336 = _st_bits(_t335.bit_length())
                    while _t336 >= _t335: _t336 = _st_bits(_t335.bit_length())
                L[5] = _t330[_t336]; st.decisions += 1
            elif _st_log is None: _pend226(st, L, _t330, _t334); raise _PlayoutCut217()
            elif _decide227(st, L, _t330, _t334): raise _PlayoutCut217()
            if _st_log is not None: _tell228(st, (_player_text229(L[1]) + ' leads ' + _plain230(L[5]) + ' of rank ' + _plain230(L[4])), None)
            _st_vars[0] = L[5]
            if _memo0: _memo0.clear()
            if _memo5: _memo5.clear()
            _i12l0 = L[1]
            _i12l1 = L[4]
            _i12l2 = L[5]
            _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
            _t339 = ((list(range(1, _t338 + 1)) if (_t338 := _i12l2) - 1 < 1000000 else _range224(1, _t338)) or [])
            st.budget -= len(_t339)
            if st.budget < 0: _spent212(st)
            for _t337 in _t339:
                _i12[5] = _t337
                _t342 = None
                for _t343 in _st_zones[(1 + _i12l0)]:
                    if (_c232[_t343] == _i12l1):
                        _t342 = _t343
                        break
                _t340 = _t342
                _t341 = 5
                if type(_t340) is int and _st_log is None:
                    _t344 = _st_zones[(_t345 := _st_loc[_t340])]
                    if _t344[-1] == _t340: _t344.pop()
                    else: _t344.remove(_t340)
                    _st_zones[_t341].append(_t340); _st_loc[_t340] = _t341
                    _t346 = _leaving233[_t345]
                    if _memo1 and _t346 & 2: _memo1.clear()
                    if _memo2 and _t346 & 4: _memo2.clear()
                    if _memo4 and _t346 & 16: _memo4.clear()
                    if _memo6 and _t346 & 64: _memo6.clear()
                elif _t340 is not None:
                    _move_cards231(st, _t340, _t341, False)
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo4: _memo4.clear()
                    if _memo6: _memo6.clear()
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
            if (not (not not _st_zones[(1 + _i12l0)])):
                _st_vars[9] = (_t347 if -1000000000000000000 <= (_t347 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond234(_t347))
                _st_vars[1 + _i12l0] = _st_vars[9]
                if _memo3: _memo3.clear()
                if _st_log is not None: _st_log.append(_Text237(_audience235(st), [_PlayerRef236(_i12l0), ' goes out, place ', _plain230(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t348 = []
            for _t349 in (_k238 or []):
                if ((_t352.get(_t349, 0) if (_t352 := (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _guarded242(False, _a241, st, L)))) is not None else _a245(st, L, _t349)) >= _st_vars[0]): _t348.append(_t349)
            _t355 = L[1]
            _t356 = len(_t348) + 1
            if _t356 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t357 = st.chooser(_t356, _t355)
                else:
                    _t357 = _st_bits(_t356.bit_length())
                    while _t357 >= _t356: _t357 = _st_bits(_t356.bit_length())
                L[6] = _t348[_t357 - 1] if _t357 else None; st.decisions += 1
            elif _st_log is None: _pend247(st, L, [None] + _t348, _t355); raise _PlayoutCut217()
            elif _decide248(st, L, _t348, _t355): raise _PlayoutCut217()
            if (L[6] is None):
                if _st_log is not None: _tell228(st, (_player_text229(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long249(L[3])
            else:
                _i13l0 = L[1]
                _i13l1 = L[6]
                _i13l2 = _st_vars[0]
                _i13 = [_i13l0, _i13l1, _i13l2, None, None, None]
                _t360 = ((list(range(1, _t359 + 1)) if (_t359 := _i13l2) - 1 < 1000000 else _range224(1, _t359)) or [])
                st.budget -= len(_t360)
                if st.budget < 0: _spent212(st)
                for _t358 in _t360:
                    _i13[5] = _t358
                    _t363 = None
                    for _t364 in _st_zones[(1 + _i13l0)]:
                        if (_c232[_t364] == _i13l1):
                            _t363 = _t364
                            break
                    _t361 = _t363
                    _t362 = 5
                    if type(_t361) is int and _st_log is None:
                        _t365 = _st_zones[(_t366 := _st_loc[_t361])]
                        if _t365[-1] == _t361: _t365.pop()
                        else: _t365.remove(_t361)
                        _st_zones[_t362].append(_t361); _st_loc[_t361] = _t362
                        _t367 = _leaving233[_t366]
                        if _memo1 and _t367 & 2: _memo1.clear()
                        if _memo2 and _t367 & 4: _memo2.clear()
                        if _memo4 and _t367 & 16: _memo4.clear()
                        if _memo6 and _t367 & 64: _memo6.clear()
                    elif _t361 is not None:
                        _move_cards231(st, _t361, _t362, False)
                        if _memo1: _memo1.clear()
                        if _memo2: _memo2.clear()
                        if _memo4: _memo4.clear()
                        if _memo6: _memo6.clear()
                    if _memo0: _memo0.clear()
                    if _memo5: _memo5.clear()
                if (not (not not _st_zones[(1 + _i13l0)])):
                    _st_vars[9] = (_t368 if -1000000000000000000 <= (_t368 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond234(_t368))
                    _st_vars[1 + _i13l0] = _st_vars[9]
                    if _memo3: _memo3.clear()
                    if _st_log is not None: _st_log.append(_Text237(_audience235(st), [_PlayerRef236(_i13l0), ' goes out, place ', _plain230(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if ((_memo4[None] if None in _memo4 else _memo4.setdefault(None, _a251(st))) > 1):
            _t372 = L[2]
            _t373 = L[3]
            _t371 = True
            for _t374 in (_k252 or ()):
                if not ((((not (not not _st_zones[(1 + _t374)])) or (_t374 == _t372)) or (_t374 in (_t373 or ())))):
                    _t371 = False
                    break
            if _t371:
                if _st_log is not None: _st_log.append(_Text237(_audience235(st), ['everyone else passes: the trick is over']))
                _t375 = 5
                _t376 = 6
                if _st_log is None and _t375 != _t376:
                    _t377 = _st_zones[_t375]; _st_zones[_t376] += _t377
                    for _t378 in _t377: _st_loc[_t378] = _t376
                    _t377.clear()
                else:
                    _move_cards231(st, _st_zones[_t375][:], _t376, False)
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
                _st_vars[0] = 0
                if _memo0: _memo0.clear()
                if _memo5: _memo5.clear()
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a254(st, L))
            else:
                _t382 = L[2]
                _t383 = L[3]
                _t381 = None
                for _t384 in (_o255[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t384)]) and (_t384 != _t382)) and (not (_t384 in (_t383 or ())))):
                        _t381 = _t384
                        break
                L[1] = _t381
    _t385 = None
    for _t386 in (_k256 or ()):
        if (not not _st_zones[(1 + _t386)]):
            _t385 = _t386
            break
    L[7] = _t385
    _st_vars[1 + L[7]] = 4
    if _memo3: _memo3.clear()
    if _st_log is not None: _st_log.append(_Text237(_audience235(st), [_PlayerRef236(L[7]), ' is the Scum']))
    _t387 = 5
    _t388 = 6
    if _st_log is None and _t387 != _t388:
        _t389 = _st_zones[_t387]; _st_zones[_t388] += _t389
        for _t390 in _t389: _st_loc[_t390] = _t388
        _t389.clear()
    else:
        _move_cards231(st, _st_zones[_t387][:], _t388, False)
    if _memo0: _memo0.clear()
    if _memo5: _memo5.clear()
    for _t391 in (_k257 or []):
        L[10] = _t391
        _t392 = (1 + _t391)
        _t393 = 6
        if _st_log is None and _t392 != _t393:
            _t394 = _st_zones[_t392]; _st_zones[_t393] += _t394
            for _t395 in _t394: _st_loc[_t395] = _t393
            _t394.clear()
        else:
            _move_cards231(st, _st_zones[_t392][:], _t393, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        _st_vars[5 + _t391] = (_t396 if -1000000000000000000 <= (_t396 := _st_vars[5 + _t391] + (4 - _st_vars[1 + _t391])) <= 1000000000000000000 else _beyond234(_t396))

# <rulerun president.rules: play #61 11324abb>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t191 = ((list(range(2, _t190 + 1)) if (_t190 := 3) - 2 < 1000000 else _range147(2, _t190)) or [])
    st.budget -= len(_t191)
    if st.budget < 0: _spent148(st)
    for _t189 in _t191:
        L[3] = _t189
        if _st_log is not None: _st_log.append(_Text151(_audience149(st), ['hand ', _plain150(_t189)]))
        L[4] = (_t194 if type(_t194 := (_memo3[1] if 1 in _memo3 else _memo3.setdefault(1, _a153(st)))) is int and 0 <= _t194 < 4 or _t194 is None else _player154(_t194, 4))
        L[5] = (_t195 if type(_t195 := _d155(st, [4])) is int and 0 <= _t195 < 4 or _t195 is None else _player154(_t195, 4))
        L[6] = (_t198 if type(_t198 := (_memo3[2] if 2 in _memo3 else _memo3.setdefault(2, _a157(st)))) is int and 0 <= _t198 < 4 or _t198 is None else _player154(_t198, 4))
        L[7] = (_t199 if type(_t199 := _d155(st, [(4 - 1)])) is int and 0 <= _t199 < 4 or _t199 is None else _player154(_t199, 4))
        _st_vars[9] = 0
        for _t200 in (_k158 or []):
            L[10] = _t200
            _st_vars[1 + _t200] = 0
            if _memo3: _memo3.clear()
        _i6 = [None, None, None]
        _t201 = 6
        _t202 = 0
        if _st_log is None and _t201 != _t202:
            _t203 = _st_zones[_t201]; _st_zones[_t202] += _t203
            for _t204 in _t203: _st_loc[_t204] = _t202
            _t203.clear()
        else:
            _move_cards159(st, _st_zones[_t201][:], _t202, False)
        _shuffle_zone160(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent148(st)
            for _t205 in (_k161 or []):
                _i6[2] = _t205
                if not ((not not _st_zones[0])): continue
                _t208 = _st_zones[0]
                _t207 = (1 + _t205)
                if _st_log is None and _t208:
                    _t206 = _t208.pop(); _st_zones[_t207].append(_t206); _st_loc[_t206] = _t207
                elif _t208:
                    _move_cards159(st, _t208[-1], _t207, False)
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
        _t211 = ((list(range(1, _t210 + 1)) if (_t210 := _i7l2) - 1 < 1000000 else _range147(1, _t210)) or [])
        st.budget -= len(_t211)
        if st.budget < 0: _spent148(st)
        for _t209 in _t211:
            _i7[5] = _t209
            _t215 = _st_zones[(1 + _i7l0)]
            st.budget -= len(_t215)
            if st.budget < 0: _spent148(st)
            _t220 = _NOT_YET
            _t214 = None
            for _t216 in _t215:
                if (_c162[_t216] == (_t220 if _t220 is not _NOT_YET else (_t220 := (_memo1[_i7l0] if _i7l0 in _memo1 else _memo1.setdefault(_i7l0, _a164(st, _i7l0)))))):
                    _t214 = _t216
                    break
            _t212 = _t214
            _t213 = (1 + _i7l1)
            if type(_t212) is int and _st_log is None:
                _t221 = _st_zones[_st_loc[_t212]]
                if _t221[-1] == _t212: _t221.pop()
                else: _t221.remove(_t212)
                _st_zones[_t213].append(_t212); _st_loc[_t212] = _t213
            elif _t212 is not None:
                _move_cards159(st, _t212, _t213, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
        _t222 = _st_zones[(1 + _i7l1)]
        if _offer166(st, _i7, _t222[:]): raise _PlayoutCut165()
        _t223 = _i7[6]
        _t224 = (1 + _i7l0)
        if type(_t223) is list and _st_log is None:
            for _t225 in _t223:
                _t226 = _st_zones[_st_loc[_t225]]
                if _t226[-1] == _t225: _t226.pop()
                else: _t226.remove(_t225)
                _st_zones[_t224].append(_t225); _st_loc[_t225] = _t224
        elif _t223 is not None:
            _move_cards159(st, _t223, _t224, False)
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
            _t229 = ((list(range(1, _t228 + 1)) if (_t228 := _i8l2) - 1 < 1000000 else _range147(1, _t228)) or [])
            st.budget -= len(_t229)
            if st.budget < 0: _spent148(st)
            for _t227 in _t229:
                _i8[5] = _t227
                _t233 = _st_zones[(1 + _i8l0)]
                st.budget -= len(_t233)
                if st.budget < 0: _spent148(st)
                _t238 = _NOT_YET
                _t232 = None
                for _t234 in _t233:
                    if (_c162[_t234] == (_t238 if _t238 is not _NOT_YET else (_t238 := (_memo1[_i8l0] if _i8l0 in _memo1 else _memo1.setdefault(_i8l0, _a169(st, _i8l0)))))):
                        _t232 = _t234
                        break
                _t230 = _t232
                _t231 = (1 + _i8l1)
                if type(_t230) is int and _st_log is None:
                    _t239 = _st_zones[_st_loc[_t230]]
                    if _t239[-1] == _t230: _t239.pop()
                    else: _t239.remove(_t230)
                    _st_zones[_t231].append(_t230); _st_loc[_t230] = _t231
                elif _t230 is not None:
                    _move_cards159(st, _t230, _t231, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo5: _memo5.clear()
                if _memo6: _memo6.clear()
            _t240 = _st_zones[(1 + _i8l1)]
            if _offer166(st, _i8, _t240[:]): raise _PlayoutCut165()
            _t241 = _i8[6]
            _t242 = (1 + _i8l0)
            if type(_t241) is list and _st_log is None:
                for _t243 in _t241:
                    _t244 = _st_zones[_st_loc[_t243]]
                    if _t244[-1] == _t243: _t244.pop()
                    else: _t244.remove(_t243)
                    _st_zones[_t242].append(_t243); _st_loc[_t243] = _t242
            elif _t241 is not None:
                _move_cards159(st, _t241, _t242, False)
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

# <rulerun president.rules: play #63 5442250b>
def _native(st, L):
    return (list(range(2, _t397 + 1)) if (_t397 := 3) - 2 < 1000000 else _range259(2, _t397))

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

# <rulerun president.rules: play_hand #73 0b13e30e>
def _loop(st):
    _t399 = 0
    for _t398 in (_k267 or ()):
        if (not not st.zones[(1 + _t398)]):
            _t399 += 1
    return _t399

# <rulerun president.rules: play_hand #74 65d28070>
def _loop(st, L):
    _t402 = []
    for _t401 in st.zones[(1 + L[1])]:
        _t402.append(_c270[_t401])
    return _t402

# <rulerun president.rules: play_hand #75 4ad04181>
def _loop(st, L):
    _t407 = []
    for _t406 in st.zones[(1 + L[1])]:
        _t407.append(_c278[_t406])
    return _t407

# <rulerun president.rules: play_hand #76 6be93f4f>
def _loop(st, L):
    _st_zones = st.zones
    _t414 = []
    for _t413 in _st_zones[(1 + L[1])]:
        if (_c286[_t413] > _c286[(_z[-1] if (_z := _st_zones[5]) else None)]):
            _t414.append(_c287[_t413])
    return _t414

# <rulerun president.rules: play_hand #77 5ebeb6b8>
def _loop(st, L, _t412):
    _st_zones = st.zones
    _t417 = 0
    for _t416 in _st_zones[(1 + L[1])]:
        if ((_c290[_t416] == _t412) and (_c291[_t416] > _c291[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t417 += 1
    return _t417

# <rulerun president.rules: play_hand #78 b6fc8845>
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
            for _t400 in (_k269 or []):
                if ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts272(_a271(st, L)))).get(_t400, 0) > 0): _o.append(_t400)
            fr[1] = 4
            _t403 = L[1]
            _t404 = len(_o)
            if not _t404: _no_option274(_t403, 'rank to lead')
            if _t404 <= 1 and _st_log is None:
                L[4] = _o[0] if _t404 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t405 = st.chooser(_t404, _t403)
                else:
                    _t405 = _st_bits(_t404.bit_length())
                    while _t405 >= _t404: _t405 = _st_bits(_t404.bit_length())
                L[4] = _o[_t405]; st.decisions += 1
                if st.thread_player is not None: _answered275(st, _t405)
            elif _st_log is None: _pend276(st, L, _o, _t403); return True
            elif _decide277(st, L, _o, _t403): return True
            pc = 4
        if pc == 4:
            _o = ((list(range(1, _t408 + 1)) if (_t408 := (_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts272(_a279(st, L)))).get(L[4], 0)) - 1 < 1000000 else _range280(1, _t408)) or [])
            fr[1] = 5
            _t409 = L[1]
            _t410 = len(_o)
            if not _t410: _no_option274(_t409, 'how many to lead')
            if _t410 <= 1 and _st_log is None:
                L[5] = _o[0] if _t410 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t411 = st.chooser(_t410, _t409)
                else:
                    _t411 = _st_bits(_t410.bit_length())
                    while _t411 >= _t410: _t411 = _st_bits(_t410.bit_length())
                L[5] = _o[_t411]; st.decisions += 1
                if st.thread_player is not None: _answered275(st, _t411)
            elif _st_log is None: _pend282(st, L, _o, _t409); return True
            elif _decide283(st, L, _o, _t409): return True
            pc = 5
        if pc == 5:
            _r = _run284(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t412 in (_k285 or []):
                if ((_t415.get(_t412, 0) if (_t415 := (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _guarded289(False, _a288, st, L)))) is not None else _a292(st, L, _t412)) >= _st_vars[0]): _o.append(_t412)
            fr[1] = 8
            _t418 = L[1]
            _t419 = len(_o) + 1
            if _t419 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t420 = st.chooser(_t419, _t418)
                else:
                    _t420 = _st_bits(_t419.bit_length())
                    while _t420 >= _t419: _t420 = _st_bits(_t419.bit_length())
                L[6] = _o[_t420 - 1] if _t420 else None; st.decisions += 1
                if st.thread_player is not None: _answered275(st, _t420)
            elif _st_log is None: _pend294(st, L, [None] + _o, _t418); return True
            elif _decide295(st, L, _o, _t418): return True
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

# <rulerun president.rules: play #81 6c220cb0>
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
            L[1] = ((list(range(2, _t421 + 1)) if (_t421 := 3) - 2 < 1000000 else _range316(2, _t421)) or []); L[2] = 0
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

# <rulerun president.rules: play_hand #82 6b525877>
def _loop(st):
    _t423 = 0
    for _t422 in (_k327 or ()):
        if (not not st.zones[(1 + _t422)]):
            _t423 += 1
    return _t423

# <rulerun president.rules: play_hand #83 5a215d4b>
def _loop(st, L):
    _t426 = []
    for _t425 in st.zones[(1 + L[1])]:
        _t426.append(_c330[_t425])
    return _t426

# <rulerun president.rules: play_hand #84 d8646c61>
def _loop(st, L):
    _t431 = []
    for _t430 in st.zones[(1 + L[1])]:
        _t431.append(_c338[_t430])
    return _t431

# <rulerun president.rules: play_hand #85 1a99d0be>
def _loop(st, L):
    _st_zones = st.zones
    _t438 = []
    for _t437 in _st_zones[(1 + L[1])]:
        if (_c346[_t437] > _c346[(_z[-1] if (_z := _st_zones[5]) else None)]):
            _t438.append(_c347[_t437])
    return _t438

# <rulerun president.rules: play_hand #86 d527d2b8>
def _loop(st, L, _t436):
    _st_zones = st.zones
    _t441 = 0
    for _t440 in _st_zones[(1 + L[1])]:
        if ((_c350[_t440] == _t436) and (_c351[_t440] > _c351[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t441 += 1
    return _t441

# <rulerun president.rules: play_hand #87 4d4b36e4>
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
            for _t424 in (_k329 or []):
                if ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts332(_a331(st, L)))).get(_t424, 0) > 0): _o.append(_t424)
            fr[1] = 4
            _t427 = L[1]
            _t428 = len(_o)
            if not _t428: _no_option334(_t427, 'rank to lead')
            if _t428 <= 1 and _st_log is None:
                L[4] = _o[0] if _t428 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t429 = st.chooser(_t428, _t427)
                else:
                    _t429 = _st_bits(_t428.bit_length())
                    while _t429 >= _t428: _t429 = _st_bits(_t428.bit_length())
                L[4] = _o[_t429]; st.decisions += 1
                if st.thread_player is not None: _answered335(st, _t429)
            elif _st_log is None: _pend336(st, L, _o, _t427); return True
            elif _decide337(st, L, _o, _t427): return True
            pc = 4
        if pc == 4:
            _o = ((list(range(1, _t432 + 1)) if (_t432 := (_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], _counts332(_a339(st, L)))).get(L[4], 0)) - 1 < 1000000 else _range340(1, _t432)) or [])
            fr[1] = 5
            _t433 = L[1]
            _t434 = len(_o)
            if not _t434: _no_option334(_t433, 'how many to lead')
            if _t434 <= 1 and _st_log is None:
                L[5] = _o[0] if _t434 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t435 = st.chooser(_t434, _t433)
                else:
                    _t435 = _st_bits(_t434.bit_length())
                    while _t435 >= _t434: _t435 = _st_bits(_t434.bit_length())
                L[5] = _o[_t435]; st.decisions += 1
                if st.thread_player is not None: _answered335(st, _t435)
            elif _st_log is None: _pend342(st, L, _o, _t433); return True
            elif _decide343(st, L, _o, _t433): return True
            pc = 5
        if pc == 5:
            _r = _run344(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t436 in (_k345 or []):
                if ((_t439.get(_t436, 0) if (_t439 := (_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _guarded349(False, _a348, st, L)))) is not None else _a352(st, L, _t436)) >= _st_vars[0]): _o.append(_t436)
            fr[1] = 8
            _t442 = L[1]
            _t443 = len(_o) + 1
            if _t443 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t444 = st.chooser(_t443, _t442)
                else:
                    _t444 = _st_bits(_t443.bit_length())
                    while _t444 >= _t443: _t444 = _st_bits(_t443.bit_length())
                L[6] = _o[_t444 - 1] if _t444 else None; st.decisions += 1
                if st.thread_player is not None: _answered335(st, _t444)
            elif _st_log is None: _pend354(st, L, [None] + _o, _t442); return True
            elif _decide355(st, L, _o, _t442): return True
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

# <rulerun president.rules: exchange #88 d03316e7>
def _loop(st, L):
    _t455 = None
    for _t454 in st.zones[(1 + L[0])]:
        _t456 = _c374[_t454]
        if _t455 is None or _t456 > _t455:
            _t455 = _t456
    return _t455

# <rulerun president.rules: exchange #89 playout a8489aa9>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _, _memo4, _memo5, _memo6, = st.memos
    _st_zones = st.zones
    _t448 = ((list(range(1, _t447 + 1)) if (_t447 := _l2) - 1 < 1000000 else _range370(1, _t447)) or [])
    st.budget -= len(_t448)
    if st.budget < 0: _spent371(st)
    for _t446 in _t448:
        L[5] = _t446
        _t452 = _st_zones[(1 + _l0)]
        st.budget -= len(_t452)
        if st.budget < 0: _spent371(st)
        _t457 = _NOT_YET
        _t451 = None
        for _t453 in _t452:
            if (_c373[_t453] == (_t457 if _t457 is not _NOT_YET else (_t457 := (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a375(st, L)))))):
                _t451 = _t453
                break
        _t449 = _t451
        _t450 = (1 + _l1)
        if type(_t449) is int and _st_log is None:
            _t458 = _st_zones[_st_loc[_t449]]
            if _t458[-1] == _t449: _t458.pop()
            else: _t458.remove(_t449)
            _st_zones[_t450].append(_t449); _st_loc[_t449] = _t450
        elif _t449 is not None:
            _move_cards372(st, _t449, _t450, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
    _t459 = _st_zones[(1 + _l1)]
    if _offer377(st, L, _t459[:]): raise _PlayoutCut376()
    _t460 = L[6]
    _t461 = (1 + _l0)
    if type(_t460) is list and _st_log is None:
        for _t462 in _t460:
            _t463 = _st_zones[_st_loc[_t462]]
            if _t463[-1] == _t462: _t463.pop()
            else: _t463.remove(_t462)
            _st_zones[_t461].append(_t462); _st_loc[_t462] = _t461
    elif _t460 is not None:
        _move_cards372(st, _t460, _t461, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _st_log is not None: _st_log.append(_Text381(_audience378(st), [_PlayerRef379(_l0), ' and ', _PlayerRef379(_l1), ' exchange ', _plain380(_l2), ' card(s)']))

# <rulerun president.rules: play #90 8c3fb080>
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
            L[1] = ((list(range(2, _t445 + 1)) if (_t445 := 3) - 2 < 1000000 else _range368(2, _t445)) or []); L[2] = 0
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

