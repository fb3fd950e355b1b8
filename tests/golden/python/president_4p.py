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

# <rulerun president.rules: play #35 296298f0>
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

# <rulerun president.rules: play #36 67fcf33d>
def _loop(st):
    for _t141 in (_k121 or ()):
        if (st.vars[1 + _t141] == 1):
            return _t141
    return None

# <rulerun president.rules: holder_of #37 e2f1e466>
def _native(st, L):
    _t143 = None
    for _t144 in (_k124 or ()):
        if (st.vars[1 + _t144] == L[0]):
            _t143 = _t144
            break
    return _t143

# <rulerun president.rules: play #38 805fec71>
def _loop(st):
    for _t145 in (_k126 or ()):
        if (st.vars[1 + _t145] == 2):
            return _t145
    return None

# <rulerun president.rules: play #39 affc485e>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text120(_audience118(st), ['hand ', _plain119(L[2])]))
    L[3] = _player123(_a122(st), 4)
    L[4] = _player123(_d125(st, [4]), 4)
    L[5] = _player123(_a127(st), 4)
    L[6] = _player123(_d125(st, [(4 - 1)]), 4)
    _st_vars[9] = 0
    for _t147 in (_k128 or []):
        L[9] = _t147
        _st_vars[1 + _t147] = 0
    _i5 = [None, None, None]
    _t148 = 6
    _t149 = 0
    if _st_log is None and _t148 != _t149:
        _t150 = _st_zones[_t148]; _st_zones[_t149] += _t150
        for _t151 in _t150: _st_loc[_t151] = _t149
        _t150.clear()
    else:
        _move_cards129(st, _st_zones[_t148][:], _t149, False)
    _shuffle_zone130(st, 0)
    while (not not _st_zones[0]):
        _budget131[0] -= 1
        if _budget131[0] < 0: _spent132(st)
        for _t152 in (_k133 or []):
            _i5[2] = _t152
            if not ((not not _st_zones[0])): continue
            _t155 = _st_zones[0]
            _t154 = (1 + _t152)
            if _st_log is None and _t155:
                _t153 = _t155.pop(); _st_zones[_t154].append(_t153); _st_loc[_t153] = _t154
            elif _t155:
                _move_cards129(st, _t155[-1], _t154, False)

# <rulerun president.rules: play #40 eba242fc>
def _loop(st):
    for _t158 in (_k140 or ()):
        if (st.vars[1 + _t158] == 1):
            return _t158
    return None

# <rulerun president.rules: play #41 02bfc69c>
def _loop(st):
    for _t160 in (_k144 or ()):
        if (st.vars[1 + _t160] == 2):
            return _t160
    return None

# <rulerun president.rules: play #42 7e640998>
def _loop(st, _i7l0):
    _t179 = None
    for _t178 in st.zones[(1 + _i7l0)]:
        _t180 = _c151[_t178]
        if _t179 is None or _t180 > _t179:
            _t179 = _t180
    return _t179

# <rulerun president.rules: exchange #43 f1f1d7b9>
def _loop(st, L):
    _t197 = None
    for _t196 in st.zones[(1 + L[0])]:
        _t198 = _c161[_t196]
        if _t197 is None or _t198 > _t197:
            _t197 = _t198
    return _t197

# <rulerun president.rules: exchange #44 playout 42c4f08b>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t190 = (_range156(1, _l2) or [])
    _budget157[0] -= len(_t190)
    if _budget157[0] < 0: _spent158(st)
    for _t189 in _t190:
        L[5] = _t189
        _t194 = _st_zones[(1 + _l0)]
        _budget157[0] -= len(_t194)
        if _budget157[0] < 0: _spent158(st)
        _t199 = _NOT_YET
        _t200 = _NOT_YET
        _t193 = None
        for _t195 in _t194:
            if (_c160[_t195] == (_t200 if _t200 is not _NOT_YET else (_t200 := (_t199 if _t199 is not _NOT_YET else (_t199 := _a162(st, L)))))):
                _t193 = _t195
                break
        _t191 = _t193
        _t192 = (1 + _l1)
        if type(_t191) is int and _st_log is None:
            _t201 = _st_zones[_st_loc[_t191]]
            if _t201[-1] == _t191: _t201.pop()
            else: _t201.remove(_t191)
            _st_zones[_t192].append(_t191); _st_loc[_t191] = _t192
        elif _t191 is not None:
            _move_cards159(st, _t191, _t192, False)
    _t202 = _st_zones[(1 + _l1)]
    if _offer164(st, L, _t202[:]): raise _PlayoutCut163()
    _t203 = L[6]
    _t204 = (1 + _l0)
    if type(_t203) is list and _st_log is None:
        for _t205 in _t203:
            _t206 = _st_zones[_st_loc[_t205]]
            if _t206[-1] == _t205: _t206.pop()
            else: _t206.remove(_t205)
            _st_zones[_t204].append(_t205); _st_loc[_t205] = _t204
    elif _t203 is not None:
        _move_cards159(st, _t203, _t204, False)
    if _st_log is not None: _st_log.append(_Text168(_audience165(st), [_PlayerRef166(_l0), ' and ', _PlayerRef166(_l1), ' exchange ', _plain167(_l2), ' card(s)']))

# <rulerun president.rules: play #45 d0c383ce>
def _loop(st):
    _t208 = 0
    for _t207 in (_k170 or ()):
        if (not not st.zones[(1 + _t207)]):
            _t208 += 1
    return _t208

# <rulerun president.rules: play #46 0acab8bc>
def _loop(st, _i8):
    _t217 = 0
    for _t216 in st.zones[(1 + _i8[1])]:
        if (_c177[_t216] == _i8[4]):
            _t217 += 1
    return _t217

# <rulerun president.rules: play #47 8af9f11d>
def _loop(st, _i8, _t230):
    _st_zones = st.zones
    _t232 = 0
    for _t231 in _st_zones[(1 + _i8[1])]:
        if ((_c183[_t231] == _t230) and (_c184[_t231] > _c184[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t232 += 1
    return _t232

# <rulerun president.rules: play #48 a8074398>
def _loop(st):
    _t242 = 0
    for _t241 in (_k190 or ()):
        if (not not st.zones[(1 + _t241)]):
            _t242 += 1
    return _t242

# <rulerun president.rules: play #49 5bc14d71>
def _loop(st, _i8):
    for _t251 in (_o193[_i8[2]] or ()):
        if (not not st.zones[(1 + _t251)]):
            return _t251
    return None

# <rulerun president.rules: play_hand #50 ff285698>
def _loop(st):
    _t270 = 0
    for _t269 in (_k198 or ()):
        if (not not st.zones[(1 + _t269)]):
            _t270 += 1
    return _t270

# <rulerun president.rules: play_hand #51 e3ede166>
def _loop(st, L):
    _t279 = 0
    for _t278 in st.zones[(1 + L[1])]:
        if (_c209[_t278] == L[4]):
            _t279 += 1
    return _t279

# <rulerun president.rules: play_hand #52 c14932ba>
def _loop(st, L, _t292):
    _st_zones = st.zones
    _t294 = 0
    for _t293 in _st_zones[(1 + L[1])]:
        if ((_c220[_t293] == _t292) and (_c221[_t293] > _c221[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t294 += 1
    return _t294

# <rulerun president.rules: play_hand #53 eef406c1>
def _loop(st):
    _t304 = 0
    for _t303 in (_k227 or ()):
        if (not not st.zones[(1 + _t303)]):
            _t304 += 1
    return _t304

# <rulerun president.rules: play_hand #54 9eb7436a>
def _loop(st, L):
    for _t313 in (_o230[L[2]] or ()):
        if (not not st.zones[(1 + _t313)]):
            return _t313
    return None

# <rulerun president.rules: play_hand #55 playout 1f0b3dbb>
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
    while (_a199(st) > 1):
        _budget200[0] -= 1
        if _budget200[0] < 0: _spent201(st)
        if (_st_vars[0] == 0):
            _t273 = _NOT_YET
            _t271 = []
            for _t272 in (_k202 or []):
                if ((_t273 if _t273 is not _NOT_YET else (_t273 := list(map(_c203.__getitem__, _st_zones[(1 + L[1])])))).count(_t272) > 0): _t271.append(_t272)
            _t274 = L[1]
            _t275 = len(_t271)
            if not _t275: _no_option206(_t274, 'rank to lead')
            if _t275 <= 1 and _st_log is None:
                L[4] = _t271[0] if _t275 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t276 = st.chooser(_t275, _t274)
                else:
                    _t276 = _st_bits(_t275.bit_length())
                    while _t276 >= _t275: _t276 = _st_bits(_t275.bit_length())
                L[4] = _t271[_t276]; st.decisions += 1
            elif _decide207(st, L, _t271, _t274): raise _PlayoutCut204()
            _t277 = (_range208(1, _a210(st, L)) or [])
            _t280 = L[1]
            _t281 = len(_t277)
            if not _t281: _no_option206(_t280, 'how many to lead')
            if _t281 <= 1 and _st_log is None:
                L[5] = _t277[0] if _t281 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t282 = st.chooser(_t281, _t280)
                else:
                    _t282 = _st_bits(_t281.bit_length())
                    while _t282 >= _t281: _t282 = _st_bits(_t281.bit_length())
                L[5] = _t277[_t282]; st.decisions += 1
            elif _decide212(st, L, _t277, _t280): raise _PlayoutCut204()
            _st_vars[0] = L[5]
            _i11l0 = L[1]
            _i11l1 = L[4]
            _i11l2 = L[5]
            _i11 = [_i11l0, _i11l1, _i11l2, None, None, None]
            _t284 = (_range208(1, _i11l2) or [])
            _budget200[0] -= len(_t284)
            if _budget200[0] < 0: _spent201(st)
            for _t283 in _t284:
                _i11[5] = _t283
                _t287 = None
                for _t288 in _st_zones[(1 + _i11l0)]:
                    if (_c203[_t288] == _i11l1):
                        _t287 = _t288
                        break
                _t285 = _t287
                _t286 = 5
                if type(_t285) is int and _st_log is None:
                    _t289 = _st_zones[_st_loc[_t285]]
                    if _t289[-1] == _t285: _t289.pop()
                    else: _t289.remove(_t285)
                    _st_zones[_t286].append(_t285); _st_loc[_t285] = _t286
                elif _t285 is not None:
                    _move_cards213(st, _t285, _t286, False)
            if (not (not not _st_zones[(1 + _i11l0)])):
                _st_vars[9] = (_t290 if -1000000000000000000 <= (_t290 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond214(_t290))
                _st_vars[1 + _i11l0] = _st_vars[9]
                if _st_log is not None: _st_log.append(_Text218(_audience215(st), [_PlayerRef216(_i11l0), ' goes out, place ', _plain217(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t291 = []
            for _t292 in (_k219 or []):
                if (_a222(st, L, _t292) >= _st_vars[0]): _t291.append(_t292)
            if _offer223(st, L, _t291): raise _PlayoutCut204()
            if (L[6] is None):
                if _st_log is not None: _tell224(st, (_player_text225(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long226(L[3])
            else:
                _i12l0 = L[1]
                _i12l1 = L[6]
                _i12l2 = _st_vars[0]
                _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
                _t296 = (_range208(1, _i12l2) or [])
                _budget200[0] -= len(_t296)
                if _budget200[0] < 0: _spent201(st)
                for _t295 in _t296:
                    _i12[5] = _t295
                    _t299 = None
                    for _t300 in _st_zones[(1 + _i12l0)]:
                        if (_c203[_t300] == _i12l1):
                            _t299 = _t300
                            break
                    _t297 = _t299
                    _t298 = 5
                    if type(_t297) is int and _st_log is None:
                        _t301 = _st_zones[_st_loc[_t297]]
                        if _t301[-1] == _t297: _t301.pop()
                        else: _t301.remove(_t297)
                        _st_zones[_t298].append(_t297); _st_loc[_t297] = _t298
                    elif _t297 is not None:
                        _move_cards213(st, _t297, _t298, False)
                if (not (not not _st_zones[(1 + _i12l0)])):
                    _st_vars[9] = (_t302 if -1000000000000000000 <= (_t302 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond214(_t302))
                    _st_vars[1 + _i12l0] = _st_vars[9]
                    if _st_log is not None: _st_log.append(_Text218(_audience215(st), [_PlayerRef216(_i12l0), ' goes out, place ', _plain217(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if (_a228(st) > 1):
            _t306 = L[2]
            _t307 = L[3]
            _t305 = True
            for _t308 in (_k229 or ()):
                if not ((((not (not not _st_zones[(1 + _t308)])) or (_t308 == _t306)) or (_t308 in (_t307 or ())))):
                    _t305 = False
                    break
            if _t305:
                if _st_log is not None: _st_log.append(_Text218(_audience215(st), ['everyone else passes: the trick is over']))
                _t309 = 5
                _t310 = 6
                if _st_log is None and _t309 != _t310:
                    _t311 = _st_zones[_t309]; _st_zones[_t310] += _t311
                    for _t312 in _t311: _st_loc[_t312] = _t310
                    _t311.clear()
                else:
                    _move_cards213(st, _st_zones[_t309][:], _t310, False)
                _st_vars[0] = 0
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a231(st, L))
            else:
                _t316 = L[2]
                _t317 = L[3]
                _t315 = None
                for _t318 in (_o232[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t318)]) and (_t318 != _t316)) and (not (_t318 in (_t317 or ())))):
                        _t315 = _t318
                        break
                L[1] = _t315
    _t319 = None
    for _t320 in (_k233 or ()):
        if (not not _st_zones[(1 + _t320)]):
            _t319 = _t320
            break
    L[7] = _t319
    _st_vars[1 + L[7]] = 4
    if _st_log is not None: _st_log.append(_Text218(_audience215(st), [_PlayerRef216(L[7]), ' is the Scum']))
    _t321 = 5
    _t322 = 6
    if _st_log is None and _t321 != _t322:
        _t323 = _st_zones[_t321]; _st_zones[_t322] += _t323
        for _t324 in _t323: _st_loc[_t324] = _t322
        _t323.clear()
    else:
        _move_cards213(st, _st_zones[_t321][:], _t322, False)
    for _t325 in (_k234 or []):
        L[10] = _t325
        _t326 = (1 + _t325)
        _t327 = 6
        if _st_log is None and _t326 != _t327:
            _t328 = _st_zones[_t326]; _st_zones[_t327] += _t328
            for _t329 in _t328: _st_loc[_t329] = _t327
            _t328.clear()
        else:
            _move_cards213(st, _st_zones[_t326][:], _t327, False)
        _st_vars[5 + _t325] = (_t330 if -1000000000000000000 <= (_t330 := _st_vars[5 + _t325] + (4 - _st_vars[1 + _t325])) <= 1000000000000000000 else _beyond214(_t330))

# <rulerun president.rules: play #56 f4613216>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t157 = (_range134(2, 3) or [])
    _budget135[0] -= len(_t157)
    if _budget135[0] < 0: _spent136(st)
    for _t156 in _t157:
        L[2] = _t156
        if _st_log is not None: _st_log.append(_Text139(_audience137(st), ['hand ', _plain138(_t156)]))
        L[3] = _player142(_a141(st), 4)
        L[4] = _player142(_d143(st, [4]), 4)
        L[5] = _player142(_a145(st), 4)
        L[6] = _player142(_d143(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t162 in (_k146 or []):
            L[9] = _t162
            _st_vars[1 + _t162] = 0
        _i6 = [None, None, None]
        _t163 = 6
        _t164 = 0
        if _st_log is None and _t163 != _t164:
            _t165 = _st_zones[_t163]; _st_zones[_t164] += _t165
            for _t166 in _t165: _st_loc[_t166] = _t164
            _t165.clear()
        else:
            _move_cards147(st, _st_zones[_t163][:], _t164, False)
        _shuffle_zone148(st, 0)
        while (not not _st_zones[0]):
            _budget135[0] -= 1
            if _budget135[0] < 0: _spent136(st)
            for _t167 in (_k149 or []):
                _i6[2] = _t167
                if not ((not not _st_zones[0])): continue
                _t170 = _st_zones[0]
                _t169 = (1 + _t167)
                if _st_log is None and _t170:
                    _t168 = _t170.pop(); _st_zones[_t169].append(_t168); _st_loc[_t168] = _t169
                elif _t170:
                    _move_cards147(st, _t170[-1], _t169, False)
        if _p169(st, [L[4], L[3], 2, None, None, None, None]) == 3: return 3
        if (4 >= 4):
            if _p169(st, [L[6], L[5], 1, None, None, None, None]) == 3: return 3
        if _p235(st, [L[4], None, None, None, None, None, None, None, None, None, None]) == 3: return 3

# <rulerun president.rules: play #57 e65fd301>
def _native(st, L):
    _t332 = (_k236 or ())
    _budget237[0] -= len(_t332)
    if _budget237[0] < 0: _spent238(st)
    _t331 = None
    for _t333 in _t332:
        _t334 = False
        for _t335 in st.zones[(1 + _t333)]:
            if (st.model.card_names[_t335] == '3 of clubs'):
                _t334 = True
                break
        if _t334:
            _t331 = _t333
            break
    return _t331

# <rulerun president.rules: play #58 950420ff>
def _native(st, L):
    return _range239(2, 3)

# <rulerun president.rules: play #59 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun president.rules: play #60 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun president.rules: play #61 e693422f>
def _native(st, L):
    return 2

# <rulerun president.rules: play #62 bd8c1cfc>
def _native(st, L):
    return (4 >= 4)

# <rulerun president.rules: play #63 285c0647>
def _native(st, L):
    return L[6]

# <rulerun president.rules: play #64 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun president.rules: play #65 ff528da8>
def _native(st, L):
    return 1

# <rulerun president.rules: play #66 51ad17d0>
def _native(st, L):
    return L[4]

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

# <rulerun president.rules: play #74 cae33107>
def _loop(st):
    _t351 = (_k285 or ())
    _budget286[0] -= len(_t351)
    if _budget286[0] < 0: _spent287(st)
    for _t352 in _t351:
        _t354 = False
        for _t355 in st.zones[(1 + _t352)]:
            if (st.model.card_names[_t355] == '3 of clubs'):
                _t354 = True
                break
        if _t354:
            return _t352
    return None

# <rulerun president.rules: play #75 29a88090>
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
            _a = [_a288(st), None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit289(_k290)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            L[0] = (_range291(2, 3) or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 11
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run292(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], L[3], 2, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit289(_k293)
            fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [L[6], L[5], 1, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit289(_k294)
            fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            _a = [L[4], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit289(_k295)
            fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit283(_k, st, _d0): raise _Runaway282()
            continue
        if pc == 11:
            fr[1] = 12
            if _step296(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k297)

# <rulerun president.rules: play_hand #76 ebb55ef8>
def _loop(st):
    _t357 = 0
    for _t356 in (_k303 or ()):
        if (not not st.zones[(1 + _t356)]):
            _t357 += 1
    return _t357

# <rulerun president.rules: play_hand #77 e1c68857>
def _loop(st, L):
    _t364 = 0
    for _t363 in st.zones[(1 + L[1])]:
        if (_c312[_t363] == L[4]):
            _t364 += 1
    return _t364

# <rulerun president.rules: play_hand #78 854c0522>
def _loop(st, L, _t368):
    _st_zones = st.zones
    _t370 = 0
    for _t369 in _st_zones[(1 + L[1])]:
        if ((_c318[_t369] == _t368) and (_c319[_t369] > _c319[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t370 += 1
    return _t370

# <rulerun president.rules: play_hand #79 9f33ff7d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT298[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run301(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region302(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (_a304(st) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t359 = _NOT_YET
            _o = []
            for _t358 in (_k305 or []):
                if ((_t359 if _t359 is not _NOT_YET else (_t359 := list(map(_c306.__getitem__, st.zones[(1 + L[1])])))).count(_t358) > 0): _o.append(_t358)
            fr[1] = 4
            _t360 = L[1]
            _t361 = len(_o)
            if not _t361: _no_option308(_t360, 'rank to lead')
            if _t361 <= 1 and _st_log is None:
                L[4] = _o[0] if _t361 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t362 = st.chooser(_t361, _t360)
                else:
                    _t362 = _st_bits(_t361.bit_length())
                    while _t362 >= _t361: _t362 = _st_bits(_t361.bit_length())
                L[4] = _o[_t362]; st.decisions += 1
                if st.thread_player is not None: _answered309(st, _t362)
            elif _decide310(st, L, _o, _t360): return True
            pc = 4
        if pc == 4:
            _o = (_range311(1, _a313(st, L)) or [])
            fr[1] = 5
            _t365 = L[1]
            _t366 = len(_o)
            if not _t366: _no_option308(_t365, 'how many to lead')
            if _t366 <= 1 and _st_log is None:
                L[5] = _o[0] if _t366 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t367 = st.chooser(_t366, _t365)
                else:
                    _t367 = _st_bits(_t366.bit_length())
                    while _t367 >= _t366: _t367 = _st_bits(_t366.bit_length())
                L[5] = _o[_t367]; st.decisions += 1
                if st.thread_player is not None: _answered309(st, _t367)
            elif _decide315(st, L, _o, _t365): return True
            pc = 5
        if pc == 5:
            _r = _run316(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t368 in (_k317 or []):
                if (_a320(st, L, _t368) >= _st_vars[0]): _o.append(_t368)
            fr[1] = 8
            if _offer321(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run322(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run323(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit300(_k, st, _d0): raise _Runaway299()
            continue
        if pc == 11:
            _r = _run324(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k325)

# <rulerun president.rules: play #80 2ee6a372>
def _loop(st):
    _t371 = (_k330 or ())
    _budget331[0] -= len(_t371)
    if _budget331[0] < 0: _spent332(st)
    for _t372 in _t371:
        _t374 = False
        for _t375 in st.zones[(1 + _t372)]:
            if (st.model.card_names[_t375] == '3 of clubs'):
                _t374 = True
                break
        if _t374:
            return _t372
    return None

# <rulerun president.rules: play #81 bab139ad>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT326[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run329(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p334(st, [_a333(st), None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [_a333(st), None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit335(_k336)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region337(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[0] = (_range338(2, 3) or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 11
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run339(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p340(st, [L[4], L[3], 2, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[4], L[3], 2, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit335(_k341)
                fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p340(st, [L[6], L[5], 1, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [L[6], L[5], 1, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit335(_k342)
                fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            if st.thread_player == st.inline_thread:
                if _p334(st, [L[4], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[4], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit335(_k343)
                fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit328(_k, st, _d0): raise _Runaway327()
            continue
        if pc == 11:
            fr[1] = 12
            if _step344(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k345)

# <rulerun president.rules: rank #82 914c628d>
def _native(st, p):
    _st_vars = st.vars
    return (_st_vars[5 + p], (-_st_vars[1 + p]), )

