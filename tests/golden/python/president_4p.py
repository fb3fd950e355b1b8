# <rulerun president.rules: play_cards #0 eb7241f4>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t1 = (_range0(1, L[2]) or [])
    _budget1[0] -= len(_t1)
    if _budget1[0] < 0: _spent2(st)
    for _t0 in _t1:
        L[5] = _t0
        _t4 = None
        for _t5 in _st_zones[(1 + _l0)]:
            if (_c4[_t5] == _l1):
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
            _move_cards3(st, _t2, _t3, False)
    if (not (not not _st_zones[(1 + _l0)])):
        _st_vars[9] = (_t7 if -1000000000000000000 <= (_t7 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond5(_t7))
        _st_vars[1 + _l0] = _st_vars[9]
        if _st_log is not None: _st_log.append(_Text9(_audience6(st), [_PlayerRef7(_l0), ' goes out, place ', _plain8(_st_vars[9])]))

# <rulerun president.rules: play_hand #1 cfefd966>
def _native(st, L):
    _l0 = L[0]
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    st.vars[0] = 0

# <rulerun president.rules: play_hand #2 b2e5a95c>
def _native(st, L):
    _l1 = L[1]
    _l5 = L[5]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = _l5
    _i0l0 = _l1
    _i0l1 = L[4]
    _i0l2 = _l5
    _i0 = [_i0l0, _i0l1, _i0l2, None, None, None]
    _t9 = (_range10(1, _i0l2) or [])
    _budget11[0] -= len(_t9)
    if _budget11[0] < 0: _spent12(st)
    for _t8 in _t9:
        _i0[5] = _t8
        _t12 = None
        for _t13 in _st_zones[(1 + _i0l0)]:
            if (_c14[_t13] == _i0l1):
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
            _move_cards13(st, _t10, _t11, False)
    if (not (not not _st_zones[(1 + _i0l0)])):
        _st_vars[9] = (_t15 if -1000000000000000000 <= (_t15 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond15(_t15))
        _st_vars[1 + _i0l0] = _st_vars[9]
        if _st_log is not None: _st_log.append(_Text19(_audience16(st), [_PlayerRef17(_i0l0), ' goes out, place ', _plain18(_st_vars[9])]))
    L[2] = _l1

# <rulerun president.rules: play_hand #3 b920a6a0>
def _native(st, L):
    _l1 = L[1]
    _l6 = L[6]
    _st_loc = st.loc
    _st_log = st.log
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
        _budget24[0] -= len(_t17)
        if _budget24[0] < 0: _spent25(st)
        for _t16 in _t17:
            _i1[5] = _t16
            _t20 = None
            for _t21 in _st_zones[(1 + _i1l0)]:
                if (_c27[_t21] == _i1l1):
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
                _move_cards26(st, _t18, _t19, False)
        if (not (not not _st_zones[(1 + _i1l0)])):
            _st_vars[9] = (_t23 if -1000000000000000000 <= (_t23 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond28(_t23))
            _st_vars[1 + _i1l0] = _st_vars[9]
            if _st_log is not None: _st_log.append(_Text32(_audience29(st), [_PlayerRef30(_i1l0), ' goes out, place ', _plain31(_st_vars[9])]))
        L[2] = _l1
        if (not False):
            L[3] = []

# <rulerun president.rules: play_hand #4 c35b4f18>
def _loop(st):
    _t25 = 0
    for _t24 in (_k33 or ()):
        if (not not st.zones[(1 + _t24)]):
            _t25 += 1
    return _t25

# <rulerun president.rules: play_hand #5 1312dc65>
def _loop(st, L):
    for _t33 in (_o39[L[2]] or ()):
        if (not not st.zones[(1 + _t33)]):
            return _t33
    return None

# <rulerun president.rules: play_hand #6 cbe25b84>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    _st_zones = st.zones
    if (_a34(st) > 1):
        _t27 = L[3]
        _t26 = True
        for _t28 in (_k35 or ()):
            if not ((((not (not not _st_zones[(1 + _t28)])) or (_t28 == _l2)) or (_t28 in (_t27 or ())))):
                _t26 = False
                break
        if _t26:
            if _st_log is not None: _st_log.append(_Text37(_audience36(st), ['everyone else passes: the trick is over']))
            _t29 = 5
            _t30 = 6
            if _st_log is None and _t29 != _t30:
                _t31 = _st_zones[_t29]; _st_zones[_t30] += _t31
                for _t32 in _t31: st.loc[_t32] = _t30
                _t31.clear()
            else:
                _move_cards38(st, _st_zones[_t29][:], _t30, False)
            st.vars[0] = 0
            L[3] = []
            L[1] = (_l2 if (not not _st_zones[(1 + _l2)]) else _a40(st, L))
        else:
            _t36 = L[3]
            _t35 = None
            for _t37 in (_o41[L[1]] or ()):
                if (((not not _st_zones[(1 + _t37)]) and (_t37 != _l2)) and (not (_t37 in (_t36 or ())))):
                    _t35 = _t37
                    break
            L[1] = _t35

# <rulerun president.rules: play_hand #7 1a8904c9>
def _loop(st):
    _t39 = 0
    for _t38 in (_k42 or ()):
        if (not not st.zones[(1 + _t38)]):
            _t39 += 1
    return _t39

# <rulerun president.rules: play_hand #8 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #9 a3fed0ff>
def _loop(st, L):
    _t48 = 0
    for _t47 in st.zones[(1 + L[1])]:
        if (_c53[_t47] == L[4]):
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

# <rulerun president.rules: play_hand #13 5ba6dcd0>
def _loop(st):
    _t73 = 0
    for _t72 in (_k71 or ()):
        if (not not st.zones[(1 + _t72)]):
            _t73 += 1
    return _t73

# <rulerun president.rules: play_hand #14 9da5e69e>
def _loop(st, L):
    for _t82 in (_o74[L[2]] or ()):
        if (not not st.zones[(1 + _t82)]):
            return _t82
    return None

# <rulerun president.rules: play_hand #15 ee6ab254>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while (_a43(st) > 1):
        _budget44[0] -= 1
        if _budget44[0] < 0: _spent45(st)
        if (_st_vars[0] == 0):
            _t42 = _NOT_YET
            _t40 = []
            for _t41 in (_k46 or []):
                if ((_t42 if _t42 is not _NOT_YET else (_t42 := list(map(_c47.__getitem__, _st_zones[(1 + L[1])])))).count(_t41) > 0): _t40.append(_t41)
            _t43 = L[1]
            _t44 = len(_t40)
            if not _t44: _no_option50(_t43, 'rank to lead')
            if _t44 <= 1 and _st_log is None:
                L[4] = _t40[0] if _t44 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t45 = st.chooser(_t44, _t43)
                else:
                    _t45 = _st_bits(_t44.bit_length())
                    while _t45 >= _t44: _t45 = _st_bits(_t44.bit_length())
                L[4] = _t40[_t45]; st.decisions += 1
            elif _decide51(st, L, _t40, _t43): raise _PlayoutCut48()
            _t46 = (_range52(1, _a54(st, L)) or [])
            _t49 = L[1]
            _t50 = len(_t46)
            if not _t50: _no_option50(_t49, 'how many to lead')
            if _t50 <= 1 and _st_log is None:
                L[5] = _t46[0] if _t50 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t51 = st.chooser(_t50, _t49)
                else:
                    _t51 = _st_bits(_t50.bit_length())
                    while _t51 >= _t50: _t51 = _st_bits(_t50.bit_length())
                L[5] = _t46[_t51]; st.decisions += 1
            elif _decide56(st, L, _t46, _t49): raise _PlayoutCut48()
            _st_vars[0] = L[5]
            _i2l0 = L[1]
            _i2l1 = L[4]
            _i2l2 = L[5]
            _i2 = [_i2l0, _i2l1, _i2l2, None, None, None]
            _t53 = (_range52(1, _i2l2) or [])
            _budget44[0] -= len(_t53)
            if _budget44[0] < 0: _spent45(st)
            for _t52 in _t53:
                _i2[5] = _t52
                _t56 = None
                for _t57 in _st_zones[(1 + _i2l0)]:
                    if (_c47[_t57] == _i2l1):
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
                    _move_cards57(st, _t54, _t55, False)
            if (not (not not _st_zones[(1 + _i2l0)])):
                _st_vars[9] = (_t59 if -1000000000000000000 <= (_t59 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond58(_t59))
                _st_vars[1 + _i2l0] = _st_vars[9]
                if _st_log is not None: _st_log.append(_Text62(_audience59(st), [_PlayerRef60(_i2l0), ' goes out, place ', _plain61(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t60 = []
            for _t61 in (_k63 or []):
                if (_a66(st, L, _t61) >= _st_vars[0]): _t60.append(_t61)
            if _offer67(st, L, _t60): raise _PlayoutCut48()
            if (L[6] is None):
                if _st_log is not None: _tell68(st, (_player_text69(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long70(L[3])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                _t65 = (_range52(1, _i3l2) or [])
                _budget44[0] -= len(_t65)
                if _budget44[0] < 0: _spent45(st)
                for _t64 in _t65:
                    _i3[5] = _t64
                    _t68 = None
                    for _t69 in _st_zones[(1 + _i3l0)]:
                        if (_c47[_t69] == _i3l1):
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
                        _move_cards57(st, _t66, _t67, False)
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = (_t71 if -1000000000000000000 <= (_t71 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond58(_t71))
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _st_log is not None: _st_log.append(_Text62(_audience59(st), [_PlayerRef60(_i3l0), ' goes out, place ', _plain61(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if (_a72(st) > 1):
            _t75 = L[2]
            _t76 = L[3]
            _t74 = True
            for _t77 in (_k73 or ()):
                if not ((((not (not not _st_zones[(1 + _t77)])) or (_t77 == _t75)) or (_t77 in (_t76 or ())))):
                    _t74 = False
                    break
            if _t74:
                if _st_log is not None: _st_log.append(_Text62(_audience59(st), ['everyone else passes: the trick is over']))
                _t78 = 5
                _t79 = 6
                if _st_log is None and _t78 != _t79:
                    _t80 = _st_zones[_t78]; _st_zones[_t79] += _t80
                    for _t81 in _t80: _st_loc[_t81] = _t79
                    _t80.clear()
                else:
                    _move_cards57(st, _st_zones[_t78][:], _t79, False)
                _st_vars[0] = 0
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a75(st, L))
            else:
                _t85 = L[2]
                _t86 = L[3]
                _t84 = None
                for _t87 in (_o76[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t87)]) and (_t87 != _t85)) and (not (_t87 in (_t86 or ())))):
                        _t84 = _t87
                        break
                L[1] = _t84

# <rulerun president.rules: play_hand #16 6f194c69>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t88 = None
    for _t89 in (_k77 or ()):
        if (not not _st_zones[(1 + _t89)]):
            _t88 = _t89
            break
    L[7] = _t88
    _st_vars[1 + L[7]] = 4
    if _st_log is not None: _st_log.append(_Text80(_audience78(st), [_PlayerRef79(L[7]), ' is the Scum']))
    _t90 = 5
    _t91 = 6
    if _st_log is None and _t90 != _t91:
        _t92 = _st_zones[_t90]; _st_zones[_t91] += _t92
        for _t93 in _t92: _st_loc[_t93] = _t91
        _t92.clear()
    else:
        _move_cards81(st, _st_zones[_t90][:], _t91, False)
    for _t94 in (_k82 or []):
        L[10] = _t94
        _t95 = (1 + _t94)
        _t96 = 6
        if _st_log is None and _t95 != _t96:
            _t97 = _st_zones[_t95]; _st_zones[_t96] += _t97
            for _t98 in _t97: _st_loc[_t98] = _t96
            _t97.clear()
        else:
            _move_cards81(st, _st_zones[_t95][:], _t96, False)
        _st_vars[5 + _t94] = (_t99 if -1000000000000000000 <= (_t99 := _st_vars[5 + _t94] + (4 - _st_vars[1 + _t94])) <= 1000000000000000000 else _beyond83(_t99))

# <rulerun president.rules: play_hand #17 e9b14232>
def _loop(st):
    _t101 = 0
    for _t100 in (_k84 or ()):
        if (not not st.zones[(1 + _t100)]):
            _t101 += 1
    return _t101

# <rulerun president.rules: play_hand #18 049c4830>
def _native(st, L):
    return (_a85(st) > 1)

# <rulerun president.rules: play_hand #19 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #20 d735998f>
def _native(st, L):
    return _k86

# <rulerun president.rules: play_hand #21 6096109a>
def _loop(st, L):
    _l4 = L[4]
    _t103 = 0
    for _t102 in st.zones[(1 + L[1])]:
        if (_c87[_t102] == _l4):
            _t103 += 1
    return _t103

# <rulerun president.rules: play_hand #22 2472eaa6>
def _native(st, L):
    return (_a88(st, L) > 0)

# <rulerun president.rules: play_hand #23 bdce10a1>
def _loop(st, L):
    _l4 = L[4]
    _t105 = 0
    for _t104 in st.zones[(1 + L[1])]:
        if (_c90[_t104] == _l4):
            _t105 += 1
    return _t105

# <rulerun president.rules: play_hand #24 a158ff28>
def _native(st, L):
    return _range89(1, _a91(st, L))

# <rulerun president.rules: play_hand #25 24df6e35>
def _native(st, L):
    return _k92

# <rulerun president.rules: play_hand #26 1b14dbce>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t107 = 0
    for _t106 in _st_zones[(1 + L[1])]:
        if ((_c93[_t106] == _l6) and (_c94[_t106] > _c94[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t107 += 1
    return _t107

# <rulerun president.rules: play_hand #27 f42c889a>
def _native(st, L):
    return (_a95(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #28 af7de735>
def _loop(st, L):
    _t116 = None
    for _t115 in st.zones[(1 + L[0])]:
        _t117 = _c101[_t115]
        if _t116 is None or _t117 > _t116:
            _t116 = _t117
    return _t116

# <rulerun president.rules: exchange #29 b11da4f9>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t109 = (_range96(1, L[2]) or [])
    _budget97[0] -= len(_t109)
    if _budget97[0] < 0: _spent98(st)
    for _t108 in _t109:
        L[5] = _t108
        _t113 = _st_zones[(1 + L[0])]
        _budget97[0] -= len(_t113)
        if _budget97[0] < 0: _spent98(st)
        _t118 = _NOT_YET
        _t119 = _NOT_YET
        _t112 = None
        for _t114 in _t113:
            if (_c100[_t114] == (_t119 if _t119 is not _NOT_YET else (_t119 := (_t118 if _t118 is not _NOT_YET else (_t118 := _a102(st, L)))))):
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
            _move_cards99(st, _t110, _t111, False)

# <rulerun president.rules: exchange #30 75a49b77>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
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
        _move_cards103(st, _t121, _t122, False)
    if _st_log is not None: _st_log.append(_Text107(_audience104(st), [_PlayerRef105(_l0), ' and ', _PlayerRef105(L[1]), ' exchange ', _plain106(L[2]), ' card(s)']))

# <rulerun president.rules: exchange #31 8b4c62ef>
def _native(st, L):
    return (1 + L[1])

# <rulerun president.rules: exchange #32 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: exchange #33 4a732728>
def _native(st, L):
    return L[2]

# <rulerun president.rules: deal #34 7807e053>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t125 = 6
    _t126 = 0
    if _st_log is None and _t125 != _t126:
        _t127 = _st_zones[_t125]; _st_zones[_t126] += _t127
        for _t128 in _t127: _st_loc[_t128] = _t126
        _t127.clear()
    else:
        _move_cards108(st, _st_zones[_t125][:], _t126, False)
    _shuffle_zone109(st, 0)
    while (not not _st_zones[0]):
        _budget110[0] -= 1
        if _budget110[0] < 0: _spent111(st)
        for _t129 in (_k112 or []):
            L[2] = _t129
            if not ((not not _st_zones[0])): continue
            _t132 = _st_zones[0]
            _t131 = (1 + _t129)
            if _st_log is None and _t132:
                _t130 = _t132.pop(); _st_zones[_t131].append(_t130); _st_loc[_t130] = _t131
            elif _t132:
                _move_cards108(st, _t132[-1], _t131, False)

# <rulerun president.rules: play #35 67f614c5>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone113(st, 0)
    _i4 = [None, None, None]
    _t133 = 6
    _t134 = 0
    if _st_log is None and _t133 != _t134:
        _t135 = _st_zones[_t133]; _st_zones[_t134] += _t135
        for _t136 in _t135: _st_loc[_t136] = _t134
        _t135.clear()
    else:
        _move_cards114(st, _st_zones[_t133][:], _t134, False)
    _shuffle_zone113(st, 0)
    while (not not _st_zones[0]):
        _budget115[0] -= 1
        if _budget115[0] < 0: _spent116(st)
        for _t137 in (_k117 or []):
            _i4[2] = _t137
            if not ((not not _st_zones[0])): continue
            _t140 = _st_zones[0]
            _t139 = (1 + _t137)
            if _st_log is None and _t140:
                _t138 = _t140.pop(); _st_zones[_t139].append(_t138); _st_loc[_t138] = _t139
            elif _t140:
                _move_cards114(st, _t140[-1], _t139, False)
    _t142 = (_k118 or ())
    _budget115[0] -= len(_t142)
    if _budget115[0] < 0: _spent116(st)
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
    if _st_log is not None: _tell119(st, (_player_text120(L[0]) + ' holds the 3 of clubs and leads'), None)

# <rulerun president.rules: play #36 e4ad0427>
def _loop(st):
    for _t146 in (_k124 or ()):
        if (st.vars[1 + _t146] == 1):
            return _t146
    return None

# <rulerun president.rules: holder_of #37 ffd6fec9>
def _native(st, L):
    _t148 = None
    for _t149 in (_k127 or ()):
        if (st.vars[1 + _t149] == L[0]):
            _t148 = _t149
            break
    return _t148

# <rulerun president.rules: play #38 f886b513>
def _loop(st):
    for _t150 in (_k129 or ()):
        if (st.vars[1 + _t150] == 2):
            return _t150
    return None

# <rulerun president.rules: play #39 e76affed>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text123(_audience121(st), ['hand ', _plain122(L[3])]))
    L[4] = _player126(_a125(st), 4)
    L[5] = _player126(_d128(st, [4]), 4)
    L[6] = _player126(_a130(st), 4)
    L[7] = _player126(_d128(st, [(4 - 1)]), 4)
    _st_vars[9] = 0
    for _t152 in (_k131 or []):
        L[10] = _t152
        _st_vars[1 + _t152] = 0
    _i5 = [None, None, None]
    _t153 = 6
    _t154 = 0
    if _st_log is None and _t153 != _t154:
        _t155 = _st_zones[_t153]; _st_zones[_t154] += _t155
        for _t156 in _t155: _st_loc[_t156] = _t154
        _t155.clear()
    else:
        _move_cards132(st, _st_zones[_t153][:], _t154, False)
    _shuffle_zone133(st, 0)
    while (not not _st_zones[0]):
        _budget134[0] -= 1
        if _budget134[0] < 0: _spent135(st)
        for _t157 in (_k136 or []):
            _i5[2] = _t157
            if not ((not not _st_zones[0])): continue
            _t160 = _st_zones[0]
            _t159 = (1 + _t157)
            if _st_log is None and _t160:
                _t158 = _t160.pop(); _st_zones[_t159].append(_t158); _st_loc[_t158] = _t159
            elif _t160:
                _move_cards132(st, _t160[-1], _t159, False)

# <rulerun president.rules: play #40 ff5ba4a1>
def _loop(st):
    for _t163 in (_k143 or ()):
        if (st.vars[1 + _t163] == 1):
            return _t163
    return None

# <rulerun president.rules: play #41 0e7c35a9>
def _loop(st):
    for _t165 in (_k147 or ()):
        if (st.vars[1 + _t165] == 2):
            return _t165
    return None

# <rulerun president.rules: play #42 c75aba30>
def _loop(st, _i7l0):
    _t184 = None
    for _t183 in st.zones[(1 + _i7l0)]:
        _t185 = _c154[_t183]
        if _t184 is None or _t185 > _t184:
            _t184 = _t185
    return _t184

# <rulerun president.rules: exchange #43 49e4a3c7>
def _loop(st, L):
    _t202 = None
    for _t201 in st.zones[(1 + L[0])]:
        _t203 = _c164[_t201]
        if _t202 is None or _t203 > _t202:
            _t202 = _t203
    return _t202

# <rulerun president.rules: exchange #44 playout f0313124>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t195 = (_range159(1, _l2) or [])
    _budget160[0] -= len(_t195)
    if _budget160[0] < 0: _spent161(st)
    for _t194 in _t195:
        L[5] = _t194
        _t199 = _st_zones[(1 + _l0)]
        _budget160[0] -= len(_t199)
        if _budget160[0] < 0: _spent161(st)
        _t204 = _NOT_YET
        _t205 = _NOT_YET
        _t198 = None
        for _t200 in _t199:
            if (_c163[_t200] == (_t205 if _t205 is not _NOT_YET else (_t205 := (_t204 if _t204 is not _NOT_YET else (_t204 := _a165(st, L)))))):
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
            _move_cards162(st, _t196, _t197, False)
    _t207 = _st_zones[(1 + _l1)]
    if _offer167(st, L, _t207[:]): raise _PlayoutCut166()
    _t208 = L[6]
    _t209 = (1 + _l0)
    if type(_t208) is list and _st_log is None:
        for _t210 in _t208:
            _t211 = _st_zones[_st_loc[_t210]]
            if _t211[-1] == _t210: _t211.pop()
            else: _t211.remove(_t210)
            _st_zones[_t209].append(_t210); _st_loc[_t210] = _t209
    elif _t208 is not None:
        _move_cards162(st, _t208, _t209, False)
    if _st_log is not None: _st_log.append(_Text171(_audience168(st), [_PlayerRef169(_l0), ' and ', _PlayerRef169(_l1), ' exchange ', _plain170(_l2), ' card(s)']))

# <rulerun president.rules: play #45 7b60edd7>
def _loop(st):
    _t213 = 0
    for _t212 in (_k173 or ()):
        if (not not st.zones[(1 + _t212)]):
            _t213 += 1
    return _t213

# <rulerun president.rules: play #46 23ad6c34>
def _loop(st, _i8):
    _t222 = 0
    for _t221 in st.zones[(1 + _i8[1])]:
        if (_c180[_t221] == _i8[4]):
            _t222 += 1
    return _t222

# <rulerun president.rules: play #47 76ba9cd4>
def _loop(st, _i8, _t235):
    _st_zones = st.zones
    _t237 = 0
    for _t236 in _st_zones[(1 + _i8[1])]:
        if ((_c186[_t236] == _t235) and (_c187[_t236] > _c187[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t237 += 1
    return _t237

# <rulerun president.rules: play #48 8844bc6d>
def _loop(st):
    _t247 = 0
    for _t246 in (_k193 or ()):
        if (not not st.zones[(1 + _t246)]):
            _t247 += 1
    return _t247

# <rulerun president.rules: play #49 9af35fdf>
def _loop(st, _i8):
    for _t256 in (_o196[_i8[2]] or ()):
        if (not not st.zones[(1 + _t256)]):
            return _t256
    return None

# <rulerun president.rules: play_hand #50 8d15d594>
def _loop(st):
    _t275 = 0
    for _t274 in (_k201 or ()):
        if (not not st.zones[(1 + _t274)]):
            _t275 += 1
    return _t275

# <rulerun president.rules: play_hand #51 2a9d9d91>
def _loop(st, L):
    _t284 = 0
    for _t283 in st.zones[(1 + L[1])]:
        if (_c212[_t283] == L[4]):
            _t284 += 1
    return _t284

# <rulerun president.rules: play_hand #52 99c9efa4>
def _loop(st, L, _t297):
    _st_zones = st.zones
    _t299 = 0
    for _t298 in _st_zones[(1 + L[1])]:
        if ((_c223[_t298] == _t297) and (_c224[_t298] > _c224[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t299 += 1
    return _t299

# <rulerun president.rules: play_hand #53 1fe85dfe>
def _loop(st):
    _t309 = 0
    for _t308 in (_k230 or ()):
        if (not not st.zones[(1 + _t308)]):
            _t309 += 1
    return _t309

# <rulerun president.rules: play_hand #54 58c2c8bc>
def _loop(st, L):
    for _t318 in (_o233[L[2]] or ()):
        if (not not st.zones[(1 + _t318)]):
            return _t318
    return None

# <rulerun president.rules: play_hand #55 playout 6e1be6df>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    _st_vars[0] = 0
    while (_a202(st) > 1):
        _budget203[0] -= 1
        if _budget203[0] < 0: _spent204(st)
        if (_st_vars[0] == 0):
            _t278 = _NOT_YET
            _t276 = []
            for _t277 in (_k205 or []):
                if ((_t278 if _t278 is not _NOT_YET else (_t278 := list(map(_c206.__getitem__, _st_zones[(1 + L[1])])))).count(_t277) > 0): _t276.append(_t277)
            _t279 = L[1]
            _t280 = len(_t276)
            if not _t280: _no_option209(_t279, 'rank to lead')
            if _t280 <= 1 and _st_log is None:
                L[4] = _t276[0] if _t280 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t281 = st.chooser(_t280, _t279)
                else:
                    _t281 = _st_bits(_t280.bit_length())
                    while _t281 >= _t280: _t281 = _st_bits(_t280.bit_length())
                L[4] = _t276[_t281]; st.decisions += 1
            elif _decide210(st, L, _t276, _t279): raise _PlayoutCut207()
            _t282 = (_range211(1, _a213(st, L)) or [])
            _t285 = L[1]
            _t286 = len(_t282)
            if not _t286: _no_option209(_t285, 'how many to lead')
            if _t286 <= 1 and _st_log is None:
                L[5] = _t282[0] if _t286 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t287 = st.chooser(_t286, _t285)
                else:
                    _t287 = _st_bits(_t286.bit_length())
                    while _t287 >= _t286: _t287 = _st_bits(_t286.bit_length())
                L[5] = _t282[_t287]; st.decisions += 1
            elif _decide215(st, L, _t282, _t285): raise _PlayoutCut207()
            _st_vars[0] = L[5]
            _i11l0 = L[1]
            _i11l1 = L[4]
            _i11l2 = L[5]
            _i11 = [_i11l0, _i11l1, _i11l2, None, None, None]
            _t289 = (_range211(1, _i11l2) or [])
            _budget203[0] -= len(_t289)
            if _budget203[0] < 0: _spent204(st)
            for _t288 in _t289:
                _i11[5] = _t288
                _t292 = None
                for _t293 in _st_zones[(1 + _i11l0)]:
                    if (_c206[_t293] == _i11l1):
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
                    _move_cards216(st, _t290, _t291, False)
            if (not (not not _st_zones[(1 + _i11l0)])):
                _st_vars[9] = (_t295 if -1000000000000000000 <= (_t295 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond217(_t295))
                _st_vars[1 + _i11l0] = _st_vars[9]
                if _st_log is not None: _st_log.append(_Text221(_audience218(st), [_PlayerRef219(_i11l0), ' goes out, place ', _plain220(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t296 = []
            for _t297 in (_k222 or []):
                if (_a225(st, L, _t297) >= _st_vars[0]): _t296.append(_t297)
            if _offer226(st, L, _t296): raise _PlayoutCut207()
            if (L[6] is None):
                if _st_log is not None: _tell227(st, (_player_text228(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long229(L[3])
            else:
                _i12l0 = L[1]
                _i12l1 = L[6]
                _i12l2 = _st_vars[0]
                _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
                _t301 = (_range211(1, _i12l2) or [])
                _budget203[0] -= len(_t301)
                if _budget203[0] < 0: _spent204(st)
                for _t300 in _t301:
                    _i12[5] = _t300
                    _t304 = None
                    for _t305 in _st_zones[(1 + _i12l0)]:
                        if (_c206[_t305] == _i12l1):
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
                        _move_cards216(st, _t302, _t303, False)
                if (not (not not _st_zones[(1 + _i12l0)])):
                    _st_vars[9] = (_t307 if -1000000000000000000 <= (_t307 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond217(_t307))
                    _st_vars[1 + _i12l0] = _st_vars[9]
                    if _st_log is not None: _st_log.append(_Text221(_audience218(st), [_PlayerRef219(_i12l0), ' goes out, place ', _plain220(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if (_a231(st) > 1):
            _t311 = L[2]
            _t312 = L[3]
            _t310 = True
            for _t313 in (_k232 or ()):
                if not ((((not (not not _st_zones[(1 + _t313)])) or (_t313 == _t311)) or (_t313 in (_t312 or ())))):
                    _t310 = False
                    break
            if _t310:
                if _st_log is not None: _st_log.append(_Text221(_audience218(st), ['everyone else passes: the trick is over']))
                _t314 = 5
                _t315 = 6
                if _st_log is None and _t314 != _t315:
                    _t316 = _st_zones[_t314]; _st_zones[_t315] += _t316
                    for _t317 in _t316: _st_loc[_t317] = _t315
                    _t316.clear()
                else:
                    _move_cards216(st, _st_zones[_t314][:], _t315, False)
                _st_vars[0] = 0
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a234(st, L))
            else:
                _t321 = L[2]
                _t322 = L[3]
                _t320 = None
                for _t323 in (_o235[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t323)]) and (_t323 != _t321)) and (not (_t323 in (_t322 or ())))):
                        _t320 = _t323
                        break
                L[1] = _t320
    _t324 = None
    for _t325 in (_k236 or ()):
        if (not not _st_zones[(1 + _t325)]):
            _t324 = _t325
            break
    L[7] = _t324
    _st_vars[1 + L[7]] = 4
    if _st_log is not None: _st_log.append(_Text221(_audience218(st), [_PlayerRef219(L[7]), ' is the Scum']))
    _t326 = 5
    _t327 = 6
    if _st_log is None and _t326 != _t327:
        _t328 = _st_zones[_t326]; _st_zones[_t327] += _t328
        for _t329 in _t328: _st_loc[_t329] = _t327
        _t328.clear()
    else:
        _move_cards216(st, _st_zones[_t326][:], _t327, False)
    for _t330 in (_k237 or []):
        L[10] = _t330
        _t331 = (1 + _t330)
        _t332 = 6
        if _st_log is None and _t331 != _t332:
            _t333 = _st_zones[_t331]; _st_zones[_t332] += _t333
            for _t334 in _t333: _st_loc[_t334] = _t332
            _t333.clear()
        else:
            _move_cards216(st, _st_zones[_t331][:], _t332, False)
        _st_vars[5 + _t330] = (_t335 if -1000000000000000000 <= (_t335 := _st_vars[5 + _t330] + (4 - _st_vars[1 + _t330])) <= 1000000000000000000 else _beyond217(_t335))

# <rulerun president.rules: play #56 ffb95dc7>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t162 = (_range137(2, 3) or [])
    _budget138[0] -= len(_t162)
    if _budget138[0] < 0: _spent139(st)
    for _t161 in _t162:
        L[3] = _t161
        if _st_log is not None: _st_log.append(_Text142(_audience140(st), ['hand ', _plain141(_t161)]))
        L[4] = _player145(_a144(st), 4)
        L[5] = _player145(_d146(st, [4]), 4)
        L[6] = _player145(_a148(st), 4)
        L[7] = _player145(_d146(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t167 in (_k149 or []):
            L[10] = _t167
            _st_vars[1 + _t167] = 0
        _i6 = [None, None, None]
        _t168 = 6
        _t169 = 0
        if _st_log is None and _t168 != _t169:
            _t170 = _st_zones[_t168]; _st_zones[_t169] += _t170
            for _t171 in _t170: _st_loc[_t171] = _t169
            _t170.clear()
        else:
            _move_cards150(st, _st_zones[_t168][:], _t169, False)
        _shuffle_zone151(st, 0)
        while (not not _st_zones[0]):
            _budget138[0] -= 1
            if _budget138[0] < 0: _spent139(st)
            for _t172 in (_k152 or []):
                _i6[2] = _t172
                if not ((not not _st_zones[0])): continue
                _t175 = _st_zones[0]
                _t174 = (1 + _t172)
                if _st_log is None and _t175:
                    _t173 = _t175.pop(); _st_zones[_t174].append(_t173); _st_loc[_t173] = _t174
                elif _t175:
                    _move_cards150(st, _t175[-1], _t174, False)
        if _p172(st, [L[5], L[4], 2, None, None, None, None]) == 3: return 3
        if (4 >= 4):
            if _p172(st, [L[7], L[6], 1, None, None, None, None]) == 3: return 3
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

# <rulerun president.rules: play_hand #68 b0f4541a>
def _loop(st):
    _t337 = 0
    for _t336 in (_k248 or ()):
        if (not not st.zones[(1 + _t336)]):
            _t337 += 1
    return _t337

# <rulerun president.rules: play_hand #69 ce5de36e>
def _loop(st, L):
    _t344 = 0
    for _t343 in st.zones[(1 + L[1])]:
        if (_c257[_t343] == L[4]):
            _t344 += 1
    return _t344

# <rulerun president.rules: play_hand #70 a7e904a8>
def _loop(st, L, _t348):
    _st_zones = st.zones
    _t350 = 0
    for _t349 in _st_zones[(1 + L[1])]:
        if ((_c263[_t349] == _t348) and (_c264[_t349] > _c264[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t350 += 1
    return _t350

# <rulerun president.rules: play_hand #71 48bbb95f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT244[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run247(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (_a249(st) > 1):
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
            for _t338 in (_k250 or []):
                if ((_t339 if _t339 is not _NOT_YET else (_t339 := list(map(_c251.__getitem__, st.zones[(1 + L[1])])))).count(_t338) > 0): _o.append(_t338)
            fr[1] = 4
            _t340 = L[1]
            _t341 = len(_o)
            if not _t341: _no_option253(_t340, 'rank to lead')
            if _t341 <= 1 and _st_log is None:
                L[4] = _o[0] if _t341 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t342 = st.chooser(_t341, _t340)
                else:
                    _t342 = _st_bits(_t341.bit_length())
                    while _t342 >= _t341: _t342 = _st_bits(_t341.bit_length())
                L[4] = _o[_t342]; st.decisions += 1
                if st.thread_player is not None: _answered254(st, _t342)
            elif _decide255(st, L, _o, _t340): return True
            pc = 4
        if pc == 4:
            _o = (_range256(1, _a258(st, L)) or [])
            fr[1] = 5
            _t345 = L[1]
            _t346 = len(_o)
            if not _t346: _no_option253(_t345, 'how many to lead')
            if _t346 <= 1 and _st_log is None:
                L[5] = _o[0] if _t346 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t347 = st.chooser(_t346, _t345)
                else:
                    _t347 = _st_bits(_t346.bit_length())
                    while _t347 >= _t346: _t347 = _st_bits(_t346.bit_length())
                L[5] = _o[_t347]; st.decisions += 1
                if st.thread_player is not None: _answered254(st, _t347)
            elif _decide260(st, L, _o, _t345): return True
            pc = 5
        if pc == 5:
            _r = _run261(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t348 in (_k262 or []):
                if (_a265(st, L, _t348) >= _st_vars[0]): _o.append(_t348)
            fr[1] = 8
            if _offer266(st, L, _o): return True
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
            if _k > _lim and _over_limit246(_k, st, _d0): raise _Runaway245()
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

# <rulerun president.rules: play #74 53a18662>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT281[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run284(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit285(_k286)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
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
            if len(st.cur) >= 500: raise _RuleLimit285(_k289)
            fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [L[7], L[6], 1, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit285(_k290)
            fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            _a = [L[5], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit285(_k291)
            fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit283(_k, st, _d0): raise _Runaway282()
            continue
        if pc == 11:
            fr[1] = 12
            if _step292(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k293)

# <rulerun president.rules: play_hand #75 a2b48d5c>
def _loop(st):
    _t352 = 0
    for _t351 in (_k299 or ()):
        if (not not st.zones[(1 + _t351)]):
            _t352 += 1
    return _t352

# <rulerun president.rules: play_hand #76 9c5cb0db>
def _loop(st, L):
    _t359 = 0
    for _t358 in st.zones[(1 + L[1])]:
        if (_c308[_t358] == L[4]):
            _t359 += 1
    return _t359

# <rulerun president.rules: play_hand #77 08c313a9>
def _loop(st, L, _t363):
    _st_zones = st.zones
    _t365 = 0
    for _t364 in _st_zones[(1 + L[1])]:
        if ((_c314[_t364] == _t363) and (_c315[_t364] > _c315[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t365 += 1
    return _t365

# <rulerun president.rules: play_hand #78 684f6d86>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT294[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run297(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region298(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (_a300(st) > 1):
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
            for _t353 in (_k301 or []):
                if ((_t354 if _t354 is not _NOT_YET else (_t354 := list(map(_c302.__getitem__, st.zones[(1 + L[1])])))).count(_t353) > 0): _o.append(_t353)
            fr[1] = 4
            _t355 = L[1]
            _t356 = len(_o)
            if not _t356: _no_option304(_t355, 'rank to lead')
            if _t356 <= 1 and _st_log is None:
                L[4] = _o[0] if _t356 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t357 = st.chooser(_t356, _t355)
                else:
                    _t357 = _st_bits(_t356.bit_length())
                    while _t357 >= _t356: _t357 = _st_bits(_t356.bit_length())
                L[4] = _o[_t357]; st.decisions += 1
                if st.thread_player is not None: _answered305(st, _t357)
            elif _decide306(st, L, _o, _t355): return True
            pc = 4
        if pc == 4:
            _o = (_range307(1, _a309(st, L)) or [])
            fr[1] = 5
            _t360 = L[1]
            _t361 = len(_o)
            if not _t361: _no_option304(_t360, 'how many to lead')
            if _t361 <= 1 and _st_log is None:
                L[5] = _o[0] if _t361 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t362 = st.chooser(_t361, _t360)
                else:
                    _t362 = _st_bits(_t361.bit_length())
                    while _t362 >= _t361: _t362 = _st_bits(_t361.bit_length())
                L[5] = _o[_t362]; st.decisions += 1
                if st.thread_player is not None: _answered305(st, _t362)
            elif _decide311(st, L, _o, _t360): return True
            pc = 5
        if pc == 5:
            _r = _run312(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t363 in (_k313 or []):
                if (_a316(st, L, _t363) >= _st_vars[0]): _o.append(_t363)
            fr[1] = 8
            if _offer317(st, L, _o): return True
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
            if _k > _lim and _over_limit296(_k, st, _d0): raise _Runaway295()
            continue
        if pc == 11:
            _r = _run320(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k321)

# <rulerun president.rules: play #79 97775d5b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT322[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run325(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p326(st, [L[0], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit327(_k328)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
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
                if len(st.cur) >= 500: raise _RuleLimit327(_k333)
                fr[1] = 6; st.cur.append([2, 0, _a]); return None
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
                if len(st.cur) >= 500: raise _RuleLimit327(_k334)
                fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            if st.thread_player == st.inline_thread:
                if _p326(st, [L[5], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[5], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit327(_k335)
                fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit324(_k, st, _d0): raise _Runaway323()
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

