# <rulerun skull.rules: take_back #0 ee6e7e74>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t0 in (_k0 or []):
        L[2] = _t0
        _t1 = (9 + _t0)
        _t2 = (1 + _t0)
        if _st_log is None and _t1 != _t2:
            _t3 = _st_zones[_t1]; _st_zones[_t2] += _t3
            for _t4 in _t3: _st_loc[_t4] = _t2
            _t3.clear()
        else:
            _move_cards1(st, _st_zones[_t1][:], _t2, False)
        _t5 = (5 + _t0)
        _t6 = (1 + _t0)
        if _st_log is None and _t5 != _t6:
            _t7 = _st_zones[_t5]; _st_zones[_t6] += _t7
            for _t8 in _t7: _st_loc[_t8] = _t6
            _t7.clear()
        else:
            _move_cards1(st, _st_zones[_t5][:], _t6, False)

# <rulerun skull.rules: success #1 bb151c74>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[1 + _l0] = _st_vars[1 + _l0] + 1
    if _st_log is not None: _st_log.append(_Text5(_audience2(st), [_PlayerRef3(_l0), ' succeeds and has ', _plain4(_st_vars[1 + _l0]), ' point(s)']))
    if (_st_vars[1 + _l0] == 2):
        _end_game6(st, _l0, True); return 3
    _i0 = [None, None, None]
    for _t9 in (_k7 or []):
        _i0[2] = _t9
        _t10 = (9 + _t9)
        _t11 = (1 + _t9)
        if _st_log is None and _t10 != _t11:
            _t12 = _st_zones[_t10]; _st_zones[_t11] += _t12
            for _t13 in _t12: _st_loc[_t13] = _t11
            _t12.clear()
        else:
            _move_cards8(st, _st_zones[_t10][:], _t11, False)
        _t14 = (5 + _t9)
        _t15 = (1 + _t9)
        if _st_log is None and _t14 != _t15:
            _t16 = _st_zones[_t14]; _st_zones[_t15] += _t16
            for _t17 in _t16: _st_loc[_t17] = _t15
            _t16.clear()
        else:
            _move_cards8(st, _st_zones[_t14][:], _t15, False)
    _st_vars[0] = _l0

# <rulerun skull.rules: failure #2 cc37dc4a>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text11(_audience9(st), [_PlayerRef10(L[0]), ' turns up the skull of ', _PlayerRef10(L[1]), ' and fails']))
    _i1 = [None, None, None]
    for _t18 in (_k12 or []):
        _i1[2] = _t18
        _t19 = (9 + _t18)
        _t20 = (1 + _t18)
        if _st_log is None and _t19 != _t20:
            _t21 = _st_zones[_t19]; _st_zones[_t20] += _t21
            for _t22 in _t21: _st_loc[_t22] = _t20
            _t21.clear()
        else:
            _move_cards13(st, _st_zones[_t19][:], _t20, False)
        _t23 = (5 + _t18)
        _t24 = (1 + _t18)
        if _st_log is None and _t23 != _t24:
            _t25 = _st_zones[_t23]; _st_zones[_t24] += _t25
            for _t26 in _t25: _st_loc[_t26] = _t24
            _t25.clear()
        else:
            _move_cards13(st, _st_zones[_t23][:], _t24, False)

# <rulerun skull.rules: failure #3 6649523d>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t27 = L[2]
    _t28 = (13 + L[0])
    if type(_t27) is int and st.log is None:
        _t29 = _st_zones[_st_loc[_t27]]
        if _t29[-1] == _t27: _t29.pop()
        else: _t29.remove(_t27)
        _st_zones[_t28].append(_t27); _st_loc[_t27] = _t28
    elif _t27 is not None:
        _move_cards14(st, _t27, _t28, False)

# <rulerun skull.rules: failure #4 30e4a64e>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    _t30 = _random_item16(st, (1 + _l0))
    _t31 = (13 + _l0)
    if type(_t30) is int and st.log is None:
        _t32 = _st_zones[_st_loc[_t30]]
        if _t32[-1] == _t30: _t32.pop()
        else: _t32.remove(_t30)
        _st_zones[_t31].append(_t30); _st_loc[_t30] = _t31
    elif _t30 is not None:
        _move_cards15(st, _t30, _t31, False)

# <rulerun skull.rules: failure #5 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: failure #6 00b0f4d2>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[1] == _l0):
        _t33 = _st_zones[(1 + _l0)]
        _t34 = _l0
        _t35 = len(_t33)
        if not _t35: _no_option19(_t34, 'disc to lose')
        if _t35 <= 1 and _st_log is None:
            L[2] = _t33[0] if _t35 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t36 = st.chooser(_t35, _t34)
            else:
                _t36 = _st_bits(_t35.bit_length())
                while _t36 >= _t35: _t36 = _st_bits(_t35.bit_length())
            L[2] = _t33[_t36]; st.decisions += 1
        elif _decide20(st, L, _t33[:], _t34): raise _PlayoutCut17()
        _t37 = L[2]
        _t38 = (13 + _l0)
        if type(_t37) is int and _st_log is None:
            _t39 = _st_zones[_st_loc[_t37]]
            if _t39[-1] == _t37: _t39.pop()
            else: _t39.remove(_t37)
            _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
        elif _t37 is not None:
            _move_cards21(st, _t37, _t38, False)
    else:
        _t40 = _random_item22(st, (1 + _l0))
        _t41 = (13 + _l0)
        if type(_t40) is int and _st_log is None:
            _t42 = _st_zones[_st_loc[_t40]]
            if _t42[-1] == _t40: _t42.pop()
            else: _t42.remove(_t40)
            _st_zones[_t41].append(_t40); _st_loc[_t40] = _t41
        elif _t40 is not None:
            _move_cards21(st, _t40, _t41, False)

# <rulerun skull.rules: failure #7 e287f857>
def _loop(st):
    _st_zones = st.zones
    _t44 = []
    for _t43 in (_k26 or ()):
        if (((len(_st_zones[(1 + _t43)]) + len(_st_zones[(5 + _t43)])) + len(_st_zones[(9 + _t43)])) > 0):
            _t44.append(_t43)
    return _t44

# <rulerun skull.rules: failure #8 bc748cac>
def _loop(st):
    _st_zones = st.zones
    _t46 = []
    for _t45 in (_k29 or ()):
        if (((len(_st_zones[(1 + _t45)]) + len(_st_zones[(5 + _t45)])) + len(_st_zones[(9 + _t45)])) > 0):
            _t46.append(_t45)
    return _t46

# <rulerun skull.rules: failure #9 385a57c6>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_l0), ' loses a disc for good']))
    if (((len(_st_zones[(1 + _l0)]) + len(_st_zones[(5 + _l0)])) + len(_st_zones[(9 + _l0)])) == 0):
        if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_l0), ' has no discs left and is out of the game']))
    if (len((_a27(st) or ())) == 1):
        _end_game28(st, _a30(st), True); return 3

# <rulerun skull.rules: failure #10 fe32267c>
def _native(st, L):
    st.vars[0] = L[3]

# <rulerun skull.rules: failure #11 53409193>
def _native(st, L):
    st.vars[0] = L[1]

# <rulerun skull.rules: failure #12 5d69bdce>
def _loop(st):
    _st_zones = st.zones
    _t49 = []
    for _t48 in (_k31 or ()):
        if (((len(_st_zones[(1 + _t48)]) + len(_st_zones[(5 + _t48)])) + len(_st_zones[(9 + _t48)])) > 0):
            _t49.append(_t48)
    return _t49

# <rulerun skull.rules: failure #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: failure #14 92f9fe3e>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == _l0):
        _t47 = (_a32(st) or [])
        _t50 = _l0
        _t51 = len(_t47)
        if not _t51: _no_option35(_t50, 'who starts the next round')
        if _t51 <= 1 and _st_log is None:
            L[3] = _t47[0] if _t51 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t52 = st.chooser(_t51, _t50)
            else:
                _t52 = _st_bits(_t51.bit_length())
                while _t52 >= _t51: _t52 = _st_bits(_t51.bit_length())
            L[3] = _t47[_t52]; st.decisions += 1
        elif _decide36(st, L, _t47, _t50): raise _PlayoutCut33()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: failure #15 e07a2175>
def _native(st, L):
    return (L[1] == L[0])

# <rulerun skull.rules: failure #16 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun skull.rules: failure #17 e07a2175>
def _native(st, L):
    return (L[1] == L[0])

# <rulerun skull.rules: failure #18 e88b3c66>
def _loop(st):
    _st_zones = st.zones
    _t54 = []
    for _t53 in (_k37 or ()):
        if (((len(_st_zones[(1 + _t53)]) + len(_st_zones[(5 + _t53)])) + len(_st_zones[(9 + _t53)])) > 0):
            _t54.append(_t53)
    return _t54

# <rulerun skull.rules: failure #19 adc9d7b5>
def _native(st, L):
    return _a38(st)

# <rulerun skull.rules: challenge #20 56ad40b4>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text42(_audience39(st), [_PlayerRef40(L[0]), ' must turn up ', _plain41(L[1]), ' flowers']))
    L[2] = 0

# <rulerun skull.rules: challenge #21 a1294e50>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
    _t55 = L[3]
    _t56 = (9 + _l0)
    if type(_t55) is int and st.log is None:
        _t57 = _st_zones[_st_loc[_t55]]
        if _t57[-1] == _t55: _t57.pop()
        else: _t57.remove(_t55)
        _st_zones[_t56].append(_t55); _st_loc[_t55] = _t56
    elif _t55 is not None:
        _move_cards43(st, _t55, _t56, False)

# <rulerun skull.rules: challenge #22 e693422f>
def _native(st, L):
    return 2

# <rulerun skull.rules: challenge #23 4f89a741>
def _native(st, L):
    L[2] = L[2] + 1

# <rulerun skull.rules: challenge #24 1f8d6ffa>
def _loop(st):
    _st_zones = st.zones
    _t83 = []
    for _t82 in (_k58 or ()):
        if (((len(_st_zones[(1 + _t82)]) + len(_st_zones[(5 + _t82)])) + len(_st_zones[(9 + _t82)])) > 0):
            _t83.append(_t82)
    return _t83

# <rulerun skull.rules: challenge #25 4dc30527>
def _loop(st):
    _st_zones = st.zones
    _t85 = []
    for _t84 in (_k61 or ()):
        if (((len(_st_zones[(1 + _t84)]) + len(_st_zones[(5 + _t84)])) + len(_st_zones[(9 + _t84)])) > 0):
            _t85.append(_t84)
    return _t85

# <rulerun skull.rules: challenge #26 4a7068f7>
def _loop(st):
    _st_zones = st.zones
    _t88 = []
    for _t87 in (_k63 or ()):
        if (((len(_st_zones[(1 + _t87)]) + len(_st_zones[(5 + _t87)])) + len(_st_zones[(9 + _t87)])) > 0):
            _t88.append(_t87)
    return _t88

# <rulerun skull.rules: failure #27 d9a3c4f1>
def _loop(st):
    _st_zones = st.zones
    _t112 = []
    for _t111 in (_k77 or ()):
        if (((len(_st_zones[(1 + _t111)]) + len(_st_zones[(5 + _t111)])) + len(_st_zones[(9 + _t111)])) > 0):
            _t112.append(_t111)
    return _t112

# <rulerun skull.rules: failure #28 f0d5ef6c>
def _loop(st):
    _st_zones = st.zones
    _t114 = []
    for _t113 in (_k80 or ()):
        if (((len(_st_zones[(1 + _t113)]) + len(_st_zones[(5 + _t113)])) + len(_st_zones[(9 + _t113)])) > 0):
            _t114.append(_t113)
    return _t114

# <rulerun skull.rules: failure #29 4f7bbcaa>
def _loop(st):
    _st_zones = st.zones
    _t117 = []
    for _t116 in (_k82 or ()):
        if (((len(_st_zones[(1 + _t116)]) + len(_st_zones[(5 + _t116)])) + len(_st_zones[(9 + _t116)])) > 0):
            _t117.append(_t116)
    return _t117

# <rulerun skull.rules: failure #30 playout 2f5b3b8e>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text69(_audience67(st), [_PlayerRef68(_l0), ' turns up the skull of ', _PlayerRef68(_l1), ' and fails']))
    _i4 = [None, None, None]
    for _t92 in (_k70 or []):
        _i4[2] = _t92
        _t93 = (9 + _t92)
        _t94 = (1 + _t92)
        if _st_log is None and _t93 != _t94:
            _t95 = _st_zones[_t93]; _st_zones[_t94] += _t95
            for _t96 in _t95: _st_loc[_t96] = _t94
            _t95.clear()
        else:
            _move_cards71(st, _st_zones[_t93][:], _t94, False)
        _t97 = (5 + _t92)
        _t98 = (1 + _t92)
        if _st_log is None and _t97 != _t98:
            _t99 = _st_zones[_t97]; _st_zones[_t98] += _t99
            for _t100 in _t99: _st_loc[_t100] = _t98
            _t99.clear()
        else:
            _move_cards71(st, _st_zones[_t97][:], _t98, False)
    if (_l1 == _l0):
        _t101 = _st_zones[(1 + _l0)]
        _t102 = _l0
        _t103 = len(_t101)
        if not _t103: _no_option74(_t102, 'disc to lose')
        if _t103 <= 1 and _st_log is None:
            L[2] = _t101[0] if _t103 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t104 = st.chooser(_t103, _t102)
            else:
                _t104 = _st_bits(_t103.bit_length())
                while _t104 >= _t103: _t104 = _st_bits(_t103.bit_length())
            L[2] = _t101[_t104]; st.decisions += 1
        elif _decide75(st, L, _t101[:], _t102): raise _PlayoutCut72()
        _t105 = L[2]
        _t106 = (13 + _l0)
        if type(_t105) is int and _st_log is None:
            _t107 = _st_zones[_st_loc[_t105]]
            if _t107[-1] == _t105: _t107.pop()
            else: _t107.remove(_t105)
            _st_zones[_t106].append(_t105); _st_loc[_t105] = _t106
        elif _t105 is not None:
            _move_cards71(st, _t105, _t106, False)
    else:
        _t108 = _random_item76(st, (1 + _l0))
        _t109 = (13 + _l0)
        if type(_t108) is int and _st_log is None:
            _t110 = _st_zones[_st_loc[_t108]]
            if _t110[-1] == _t108: _t110.pop()
            else: _t110.remove(_t108)
            _st_zones[_t109].append(_t108); _st_loc[_t108] = _t109
        elif _t108 is not None:
            _move_cards71(st, _t108, _t109, False)
    if _st_log is not None: _st_log.append(_Text69(_audience67(st), [_PlayerRef68(_l0), ' loses a disc for good']))
    if (((len(_st_zones[(1 + _l0)]) + len(_st_zones[(5 + _l0)])) + len(_st_zones[(9 + _l0)])) == 0):
        if _st_log is not None: _st_log.append(_Text69(_audience67(st), [_PlayerRef68(_l0), ' has no discs left and is out of the game']))
    if (len((_a78(st) or ())) == 1):
        _end_game79(st, _a81(st), True); return 3
    if (_l1 == _l0):
        _t115 = (_a83(st) or [])
        _t118 = _l0
        _t119 = len(_t115)
        if not _t119: _no_option74(_t118, 'who starts the next round')
        if _t119 <= 1 and _st_log is None:
            L[3] = _t115[0] if _t119 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t120 = st.chooser(_t119, _t118)
            else:
                _t120 = _st_bits(_t119.bit_length())
                while _t120 >= _t119: _t120 = _st_bits(_t119.bit_length())
            L[3] = _t115[_t120]; st.decisions += 1
        elif _decide85(st, L, _t115, _t118): raise _PlayoutCut72()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #31 c6a23a34>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    _t58 = 0; _t59 = st.decisions
    while ((L[2] < L[1]) and (not not _st_zones[(5 + _l0)])):
        _t58 += 1
        if _t58 > _LIMIT44[0] and _over_limit45(_t58, st, _t59): raise _Runaway46()
        L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
        _t60 = L[3]
        _t61 = (9 + _l0)
        if type(_t60) is int and st.log is None:
            _t62 = _st_zones[_st_loc[_t60]]
            if _t62[-1] == _t60: _t62.pop()
            else: _t62.remove(_t60)
            _st_zones[_t61].append(_t60); _st_loc[_t60] = _t61
        elif _t60 is not None:
            _move_cards47(st, _t60, _t61, False)
        if (_c48[L[3]] == 'skull'):
            if _p86(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1

# <rulerun skull.rules: challenge #32 fb3a5ad7>
def _native(st, L):
    _l4 = L[4]
    _st_loc = st.loc
    _st_zones = st.zones
    L[5] = (_z[-1] if (_z := _st_zones[(5 + _l4)]) else None)
    _t121 = L[5]
    _t122 = (9 + _l4)
    if type(_t121) is int and st.log is None:
        _t123 = _st_zones[_st_loc[_t121]]
        if _t123[-1] == _t121: _t123.pop()
        else: _t123.remove(_t121)
        _st_zones[_t122].append(_t121); _st_loc[_t121] = _t122
    elif _t121 is not None:
        _move_cards87(st, _t121, _t122, False)

# <rulerun skull.rules: challenge #33 e693422f>
def _native(st, L):
    return 2

# <rulerun skull.rules: challenge #34 4f89a741>
def _native(st, L):
    L[2] = L[2] + 1

# <rulerun skull.rules: challenge #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #36 00da06cc>
def _loop(st):
    _st_zones = st.zones
    _t154 = []
    for _t153 in (_k105 or ()):
        if (((len(_st_zones[(1 + _t153)]) + len(_st_zones[(5 + _t153)])) + len(_st_zones[(9 + _t153)])) > 0):
            _t154.append(_t153)
    return _t154

# <rulerun skull.rules: challenge #37 25c1f8ae>
def _loop(st):
    _st_zones = st.zones
    _t156 = []
    for _t155 in (_k108 or ()):
        if (((len(_st_zones[(1 + _t155)]) + len(_st_zones[(5 + _t155)])) + len(_st_zones[(9 + _t155)])) > 0):
            _t156.append(_t155)
    return _t156

# <rulerun skull.rules: challenge #38 eb052b20>
def _loop(st):
    _st_zones = st.zones
    _t159 = []
    for _t158 in (_k110 or ()):
        if (((len(_st_zones[(1 + _t158)]) + len(_st_zones[(5 + _t158)])) + len(_st_zones[(9 + _t158)])) > 0):
            _t159.append(_t158)
    return _t159

# <rulerun skull.rules: challenge #39 49bc616a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t124 = 0; _t125 = st.decisions
    while (L[2] < L[1]):
        _t124 += 1
        if _t124 > _LIMIT88[0] and _over_limit89(_t124, st, _t125): raise _Runaway90()
        _t126 = []
        for _t127 in (_k91 or []):
            if ((_t127 != _l0) and (not not _st_zones[(5 + _t127)])): _t126.append(_t127)
        _t128 = _l0
        _t129 = len(_t126)
        if not _t129: _no_option94(_t128, 'stack to turn up from')
        if _t129 <= 1 and _st_log is None:
            L[4] = _t126[0] if _t129 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t130 = st.chooser(_t129, _t128)
            else:
                _t130 = _st_bits(_t129.bit_length())
                while _t130 >= _t129: _t130 = _st_bits(_t129.bit_length())
            L[4] = _t126[_t130]; st.decisions += 1
        elif _decide95(st, L, _t126, _t128): raise _PlayoutCut92()
        L[5] = (_z[-1] if (_z := _st_zones[(5 + L[4])]) else None)
        _t131 = L[5]
        _t132 = (9 + L[4])
        if type(_t131) is int and _st_log is None:
            _t133 = _st_zones[_st_loc[_t131]]
            if _t133[-1] == _t131: _t133.pop()
            else: _t133.remove(_t131)
            _st_zones[_t132].append(_t131); _st_loc[_t131] = _t132
        elif _t131 is not None:
            _move_cards96(st, _t131, _t132, False)
        if (_c97[L[5]] == 'skull'):
            if _p114(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1

# <rulerun skull.rules: challenge #40 a00c0ce2>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i7l0 = L[0]
    _st_vars[1 + _i7l0] = _st_vars[1 + _i7l0] + 1
    if _st_log is not None: _st_log.append(_Text118(_audience115(st), [_PlayerRef116(_i7l0), ' succeeds and has ', _plain117(_st_vars[1 + _i7l0]), ' point(s)']))
    if (_st_vars[1 + _i7l0] == 2):
        _end_game119(st, _i7l0, True); return 3
    _i8 = [None, None, None]
    for _t163 in (_k120 or []):
        _i8[2] = _t163
        _t164 = (9 + _t163)
        _t165 = (1 + _t163)
        if _st_log is None and _t164 != _t165:
            _t166 = _st_zones[_t164]; _st_zones[_t165] += _t166
            for _t167 in _t166: _st_loc[_t167] = _t165
            _t166.clear()
        else:
            _move_cards121(st, _st_zones[_t164][:], _t165, False)
        _t168 = (5 + _t163)
        _t169 = (1 + _t163)
        if _st_log is None and _t168 != _t169:
            _t170 = _st_zones[_t168]; _st_zones[_t169] += _t170
            for _t171 in _t170: _st_loc[_t171] = _t169
            _t170.clear()
        else:
            _move_cards121(st, _st_zones[_t168][:], _t169, False)
    _st_vars[0] = _i7l0

# <rulerun skull.rules: challenge #41 c5759641>
def _native(st, L):
    return ((L[2] < L[1]) and (not not st.zones[(5 + L[0])]))

# <rulerun skull.rules: challenge #42 6a3f12ba>
def _native(st, L):
    return (_c122[L[3]] == 'skull')

# <rulerun skull.rules: challenge #43 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #44 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #45 b63affe2>
def _native(st, L):
    return (L[2] < L[1])

# <rulerun skull.rules: challenge #46 edd624e2>
def _native(st, L):
    return _k123

# <rulerun skull.rules: challenge #47 73376334>
def _native(st, L):
    _l4 = L[4]
    return ((_l4 != L[0]) and (not not st.zones[(5 + _l4)]))

# <rulerun skull.rules: challenge #48 1ff835c1>
def _native(st, L):
    return (_c124[L[5]] == 'skull')

# <rulerun skull.rules: challenge #49 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #50 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play_round #51 68bed937>
def _loop(st):
    _st_zones = st.zones
    _t173 = []
    for _t172 in (_k125 or ()):
        if (((len(_st_zones[(1 + _t172)]) + len(_st_zones[(5 + _t172)])) + len(_st_zones[(9 + _t172)])) > 0):
            _t173.append(_t172)
    return _t173

# <rulerun skull.rules: play_round #52 5ff7ac79>
def _native(st, L):
    L[0] = _a126(st)

# <rulerun skull.rules: play_round #53 826e2b9e>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t174 = L[2]
    _t175 = (5 + L[1])
    if type(_t174) is int and st.log is None:
        _t176 = _st_zones[_st_loc[_t174]]
        if _t176[-1] == _t174: _t176.pop()
        else: _t176.remove(_t174)
        _st_zones[_t175].append(_t174); _st_loc[_t174] = _t175
    elif _t174 is not None:
        _move_cards127(st, _t174, _t175, False)

# <rulerun skull.rules: play_round #54 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun skull.rules: play_round #55 4fd35534>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t177 in (L[0] or []):
        st.thread_player = st.inline_thread = _t177
        _i9 = L[:]; _i9[1] = _t177
        _t178 = _st_zones[(1 + _t177)]
        _t179 = _t177
        _t180 = len(_t178)
        if not _t180: _no_option130(_t179, 'disc to place')
        if _t180 <= 1:
            _i9[2] = _t178[0] if _t180 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t181 = st.chooser(_t180, _t179)
            else:
                _t181 = _st_bits(_t180.bit_length())
                while _t181 >= _t180: _t181 = _st_bits(_t180.bit_length())
            _i9[2] = _t178[_t181]; st.decisions += 1
        elif _decide131(st, _i9, _t178[:], _t179): raise _PlayoutCut128()
        _t182 = _i9[2]
        _t183 = (5 + _t177)
        if type(_t182) is int:
            _t184 = _st_zones[_st_loc[_t182]]
            if _t184[-1] == _t182: _t184.pop()
            else: _t184.remove(_t182)
            _st_zones[_t183].append(_t182); _st_loc[_t182] = _t183
        elif _t182 is not None:
            _move_cards132(st, _t182, _t183, False)
    st.thread_player = st.inline_thread = None

# <rulerun skull.rules: play_round #56 8b802553>
def _native(st, L):
    _st_vars = st.vars
    L[3] = _st_vars[0]
    L[4] = 0
    L[5] = _st_vars[0]

# <rulerun skull.rules: play_round #57 a38afe6f>
def _native(st, L):
    L[4] = L[7]
    L[5] = L[3]

# <rulerun skull.rules: play_round #58 0972a8fc>
def _loop(st, L):
    for _t188 in (_o134[L[3]] or ()):
        if (_t188 in (L[0] or ())):
            return _t188
    return None

# <rulerun skull.rules: play_round #59 d61c1b28>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t185 = L[8]
    _t186 = (5 + L[3])
    if type(_t185) is int and st.log is None:
        _t187 = _st_zones[_st_loc[_t185]]
        if _t187[-1] == _t185: _t187.pop()
        else: _t187.remove(_t185)
        _st_zones[_t186].append(_t185); _st_loc[_t185] = _t186
    elif _t185 is not None:
        _move_cards133(st, _t185, _t186, False)
    L[3] = _a135(st, L)

# <rulerun skull.rules: play_round #60 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #61 782ac058>
def _loop(st):
    _t199 = 0
    for _t198 in (_k144 or ()):
        _t199 += len(st.zones[(5 + _t198)])
    return _t199

# <rulerun skull.rules: play_round #62 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #63 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #64 796bcd73>
def _loop(st, L):
    for _t210 in (_o151[L[3]] or ()):
        if (_t210 in (L[0] or ())):
            return _t210
    return None

# <rulerun skull.rules: play_round #65 4febb9ff>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t190 = 0; _t191 = st.decisions
    while (L[4] == 0):
        _t190 += 1
        if _t190 > _LIMIT136[0] and _over_limit137(_t190, st, _t191): raise _Runaway138()
        _t192 = []
        for _t193 in (['place a disc', 'bid'] or []):
            if ((_t193 == 'bid') or (not not _st_zones[(1 + L[3])])): _t192.append(_t193)
        _t194 = L[3]
        _t195 = len(_t192)
        if not _t195: _no_option141(_t194, 'place or bid')
        if _t195 <= 1 and _st_log is None:
            L[6] = _t192[0] if _t195 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t196 = st.chooser(_t195, _t194)
            else:
                _t196 = _st_bits(_t195.bit_length())
                while _t196 >= _t195: _t196 = _st_bits(_t195.bit_length())
            L[6] = _t192[_t196]; st.decisions += 1
        elif _decide142(st, L, _t192, _t194): raise _PlayoutCut139()
        if (L[6] == 'bid'):
            _t197 = (_range143(1, _a145(st)) or [])
            _t200 = L[3]
            _t201 = len(_t197)
            if not _t201: _no_option141(_t200, 'bid')
            if _t201 <= 1 and _st_log is None:
                L[7] = _t197[0] if _t201 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t202 = st.chooser(_t201, _t200)
                else:
                    _t202 = _st_bits(_t201.bit_length())
                    while _t202 >= _t201: _t202 = _st_bits(_t201.bit_length())
                L[7] = _t197[_t202]; st.decisions += 1
            elif _decide147(st, L, _t197, _t200): raise _PlayoutCut139()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t203 = _st_zones[(1 + L[3])]
            _t204 = L[3]
            _t205 = len(_t203)
            if not _t205: _no_option141(_t204, 'disc to place')
            if _t205 <= 1 and _st_log is None:
                L[8] = _t203[0] if _t205 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t206 = st.chooser(_t205, _t204)
                else:
                    _t206 = _st_bits(_t205.bit_length())
                    while _t206 >= _t205: _t206 = _st_bits(_t205.bit_length())
                L[8] = _t203[_t206]; st.decisions += 1
            elif _decide149(st, L, _t203[:], _t204): raise _PlayoutCut139()
            _t207 = L[8]
            _t208 = (5 + L[3])
            if type(_t207) is int and _st_log is None:
                _t209 = _st_zones[_st_loc[_t207]]
                if _t209[-1] == _t207: _t209.pop()
                else: _t209.remove(_t207)
                _st_zones[_t208].append(_t207); _st_loc[_t207] = _t208
            elif _t207 is not None:
                _move_cards150(st, _t207, _t208, False)
            L[3] = _a152(st, L)

# <rulerun skull.rules: play_round #66 8e134cf3>
def _native(st, L):
    L[9] = L[0]
    L[10] = L[5]

# <rulerun skull.rules: play_round #67 0ee0e3f4>
def _loop(st, L):
    for _t212 in (_o153[L[10]] or ()):
        if (_t212 in (L[9] or ())):
            return _t212
    return None

# <rulerun skull.rules: play_round #68 a0a5fa58>
def _native(st, L):
    L[10] = _a154(st, L)

# <rulerun skull.rules: play_round #69 a1375fa1>
def _native(st, L):
    _l10 = L[10]
    _l11 = L[11]
    if (_l11 is None):
        L[9] = _remove155(st, L[9], _l10)
    else:
        L[4] = _l11
        L[5] = _l10

# <rulerun skull.rules: play_round #70 f9e843ab>
def _loop(st):
    _t217 = 0
    for _t216 in (_k156 or ()):
        _t217 += len(st.zones[(5 + _t216)])
    return _t217

# <rulerun skull.rules: play_round #71 fa1b7ef9>
def _loop(st, L):
    for _t218 in (_o161[L[10]] or ()):
        if (_t218 in (L[9] or ())):
            return _t218
    return None

# <rulerun skull.rules: play_round #72 a63c39fd>
def _loop(st):
    _t222 = 0
    for _t221 in (_k164 or ()):
        _t222 += len(st.zones[(5 + _t221)])
    return _t222

# <rulerun skull.rules: play_round #73 53f8df5f>
def _native(st, L):
    return L[10]

# <rulerun skull.rules: play_round #74 7b2f8c4f>
def _native(st, L):
    _t214 = 0; _t215 = st.decisions
    while ((L[4] < _a157(st)) and (len((L[9] or ())) > 1)):
        _t214 += 1
        if _t214 > _LIMIT158[0] and _over_limit159(_t214, st, _t215): raise _Runaway160()
        L[10] = _a162(st, L)
        _t220 = (_range163((L[4] + 1), _a165(st)) or [])
        if _offer167(st, L, _t220): raise _PlayoutCut166()
        if (L[11] is None):
            L[9] = _remove168(st, L[9], L[10])
        else:
            L[4] = L[11]
            L[5] = L[10]

# <rulerun skull.rules: play_round #75 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: play_round #76 8b4c62ef>
def _native(st, L):
    return (1 + L[1])

# <rulerun skull.rules: play_round #77 5f8f51f5>
def _native(st, L):
    return (L[4] == 0)

# <rulerun skull.rules: play_round #78 f0996962>
def _native(st, L):
    return ['place a disc', 'bid']

# <rulerun skull.rules: play_round #79 87e60837>
def _native(st, L):
    return ((L[6] == 'bid') or (not not st.zones[(1 + L[3])]))

# <rulerun skull.rules: play_round #80 23bffb35>
def _native(st, L):
    return (L[6] == 'bid')

# <rulerun skull.rules: play_round #81 b0c41a54>
def _loop(st):
    _t224 = 0
    for _t223 in (_k170 or ()):
        _t224 += len(st.zones[(5 + _t223)])
    return _t224

# <rulerun skull.rules: play_round #82 2258d5b6>
def _native(st, L):
    return _range169(1, _a171(st))

# <rulerun skull.rules: play_round #83 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun skull.rules: play_round #84 8ab119ba>
def _loop(st):
    _t226 = 0
    for _t225 in (_k172 or ()):
        _t226 += len(st.zones[(5 + _t225)])
    return _t226

# <rulerun skull.rules: play_round #85 ef2b0a70>
def _native(st, L):
    return ((L[4] < _a173(st)) and (len((L[9] or ())) > 1))

# <rulerun skull.rules: play_round #86 3de1e582>
def _loop(st):
    _t228 = 0
    for _t227 in (_k175 or ()):
        _t228 += len(st.zones[(5 + _t227)])
    return _t228

# <rulerun skull.rules: play_round #87 7086f7e5>
def _native(st, L):
    return _range174((L[4] + 1), _a176(st))

# <rulerun skull.rules: play_round #88 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun skull.rules: play_round #89 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play #90 fa409a82>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    for _t229 in (_k177 or []):
        L[2] = _t229
        _t230 = _st_zones[0][:-(4) - 1:-1]
        _t231 = (1 + _t229)
        if type(_t230) is list and st.log is None:
            for _t232 in _t230:
                _t233 = _st_zones[_st_loc[_t232]]
                if _t233[-1] == _t232: _t233.pop()
                else: _t233.remove(_t232)
                _st_zones[_t231].append(_t232); _st_loc[_t232] = _t231
        elif _t230 is not None:
            _move_cards178(st, _t230, _t231, False)
    st.vars[0] = _random_item179(st, _k180)

# <rulerun skull.rules: play #91 4fc2e41b>
def _loop(st):
    _st_zones = st.zones
    _t237 = []
    for _t236 in (_k184 or ()):
        if (((len(_st_zones[(1 + _t236)]) + len(_st_zones[(5 + _t236)])) + len(_st_zones[(9 + _t236)])) > 0):
            _t237.append(_t236)
    return _t237

# <rulerun skull.rules: play #92 1fe0e162>
def _loop(st):
    _t255 = 0
    for _t254 in (_k194 or ()):
        _t255 += len(st.zones[(5 + _t254)])
    return _t255

# <rulerun skull.rules: play #93 64e21c39>
def _loop(st, _i10):
    for _t266 in (_o200[_i10[3]] or ()):
        if (_t266 in (_i10[0] or ())):
            return _t266
    return None

# <rulerun skull.rules: play #94 fb6b0856>
def _loop(st):
    _t271 = 0
    for _t270 in (_k202 or ()):
        _t271 += len(st.zones[(5 + _t270)])
    return _t271

# <rulerun skull.rules: play #95 fa725e33>
def _loop(st, _i10):
    for _t272 in (_o204[_i10[10]] or ()):
        if (_t272 in (_i10[9] or ())):
            return _t272
    return None

# <rulerun skull.rules: play #96 fc42cb52>
def _loop(st):
    _t276 = 0
    for _t275 in (_k206 or ()):
        _t276 += len(st.zones[(5 + _t275)])
    return _t276

# <rulerun skull.rules: challenge #97 331bb299>
def _loop(st):
    _st_zones = st.zones
    _t302 = []
    for _t301 in (_k221 or ()):
        if (((len(_st_zones[(1 + _t301)]) + len(_st_zones[(5 + _t301)])) + len(_st_zones[(9 + _t301)])) > 0):
            _t302.append(_t301)
    return _t302

# <rulerun skull.rules: challenge #98 ac9f673d>
def _loop(st):
    _st_zones = st.zones
    _t304 = []
    for _t303 in (_k224 or ()):
        if (((len(_st_zones[(1 + _t303)]) + len(_st_zones[(5 + _t303)])) + len(_st_zones[(9 + _t303)])) > 0):
            _t304.append(_t303)
    return _t304

# <rulerun skull.rules: challenge #99 97139e5d>
def _loop(st):
    _st_zones = st.zones
    _t307 = []
    for _t306 in (_k226 or ()):
        if (((len(_st_zones[(1 + _t306)]) + len(_st_zones[(5 + _t306)])) + len(_st_zones[(9 + _t306)])) > 0):
            _t307.append(_t306)
    return _t307

# <rulerun skull.rules: failure #100 138e885c>
def _loop(st):
    _st_zones = st.zones
    _t331 = []
    for _t330 in (_k237 or ()):
        if (((len(_st_zones[(1 + _t330)]) + len(_st_zones[(5 + _t330)])) + len(_st_zones[(9 + _t330)])) > 0):
            _t331.append(_t330)
    return _t331

# <rulerun skull.rules: failure #101 f61995ee>
def _loop(st):
    _st_zones = st.zones
    _t333 = []
    for _t332 in (_k240 or ()):
        if (((len(_st_zones[(1 + _t332)]) + len(_st_zones[(5 + _t332)])) + len(_st_zones[(9 + _t332)])) > 0):
            _t333.append(_t332)
    return _t333

# <rulerun skull.rules: failure #102 51778a8b>
def _loop(st):
    _st_zones = st.zones
    _t336 = []
    for _t335 in (_k242 or ()):
        if (((len(_st_zones[(1 + _t335)]) + len(_st_zones[(5 + _t335)])) + len(_st_zones[(9 + _t335)])) > 0):
            _t336.append(_t335)
    return _t336

# <rulerun skull.rules: failure #103 playout, without a log fd0a49bc>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _i14 = [None, None, None]
    for _t311 in (_k230 or []):
        _i14[2] = _t311
        _t312 = (9 + _t311)
        _t313 = (1 + _t311)
        if _t312 != _t313:
            _t314 = _st_zones[_t312]; _st_zones[_t313] += _t314
            for _t315 in _t314: _st_loc[_t315] = _t313
            _t314.clear()
        else:
            _move_cards231(st, _st_zones[_t312][:], _t313, False)
        _t316 = (5 + _t311)
        _t317 = (1 + _t311)
        if _t316 != _t317:
            _t318 = _st_zones[_t316]; _st_zones[_t317] += _t318
            for _t319 in _t318: _st_loc[_t319] = _t317
            _t318.clear()
        else:
            _move_cards231(st, _st_zones[_t316][:], _t317, False)
    if (_l1 == _l0):
        _t320 = _st_zones[(1 + _l0)]
        _t321 = _l0
        _t322 = len(_t320)
        if not _t322: _no_option234(_t321, 'disc to lose')
        if _t322 <= 1:
            L[2] = _t320[0] if _t322 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t323 = st.chooser(_t322, _t321)
            else:
                _t323 = _st_bits(_t322.bit_length())
                while _t323 >= _t322: _t323 = _st_bits(_t322.bit_length())
            L[2] = _t320[_t323]; st.decisions += 1
        elif _decide235(st, L, _t320[:], _t321): raise _PlayoutCut232()
        _t324 = L[2]
        _t325 = (13 + _l0)
        if type(_t324) is int:
            _t326 = _st_zones[_st_loc[_t324]]
            if _t326[-1] == _t324: _t326.pop()
            else: _t326.remove(_t324)
            _st_zones[_t325].append(_t324); _st_loc[_t324] = _t325
        elif _t324 is not None:
            _move_cards231(st, _t324, _t325, False)
    else:
        _t327 = _random_item236(st, (1 + _l0))
        _t328 = (13 + _l0)
        if type(_t327) is int:
            _t329 = _st_zones[_st_loc[_t327]]
            if _t329[-1] == _t327: _t329.pop()
            else: _t329.remove(_t327)
            _st_zones[_t328].append(_t327); _st_loc[_t327] = _t328
        elif _t327 is not None:
            _move_cards231(st, _t327, _t328, False)
    if (((len(_st_zones[(1 + _l0)]) + len(_st_zones[(5 + _l0)])) + len(_st_zones[(9 + _l0)])) == 0):
        pass
    if (len((_a238(st) or ())) == 1):
        _end_game239(st, _a241(st), True); return 3
    if (_l1 == _l0):
        _t334 = (_a243(st) or [])
        _t337 = _l0
        _t338 = len(_t334)
        if not _t338: _no_option234(_t337, 'who starts the next round')
        if _t338 <= 1:
            L[3] = _t334[0] if _t338 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t339 = st.chooser(_t338, _t337)
            else:
                _t339 = _st_bits(_t338.bit_length())
                while _t339 >= _t338: _t339 = _st_bits(_t338.bit_length())
            L[3] = _t334[_t339]; st.decisions += 1
        elif _decide245(st, L, _t334, _t337): raise _PlayoutCut232()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #104 05fb3ae3>
def _loop(st):
    _st_zones = st.zones
    _t370 = []
    for _t369 in (_k252 or ()):
        if (((len(_st_zones[(1 + _t369)]) + len(_st_zones[(5 + _t369)])) + len(_st_zones[(9 + _t369)])) > 0):
            _t370.append(_t369)
    return _t370

# <rulerun skull.rules: challenge #105 0984409e>
def _loop(st):
    _st_zones = st.zones
    _t372 = []
    for _t371 in (_k254 or ()):
        if (((len(_st_zones[(1 + _t371)]) + len(_st_zones[(5 + _t371)])) + len(_st_zones[(9 + _t371)])) > 0):
            _t372.append(_t371)
    return _t372

# <rulerun skull.rules: challenge #106 f8be473d>
def _loop(st):
    _st_zones = st.zones
    _t375 = []
    for _t374 in (_k256 or ()):
        if (((len(_st_zones[(1 + _t374)]) + len(_st_zones[(5 + _t374)])) + len(_st_zones[(9 + _t374)])) > 0):
            _t375.append(_t374)
    return _t375

# <rulerun skull.rules: challenge #107 playout, without a log 1da92516>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[2] = 0
    _t277 = 0; _t278 = st.decisions
    while ((L[2] < _l1) and (not not _st_zones[(5 + _l0)])):
        _t277 += 1
        if _t277 > _LIMIT210[0] and _over_limit211(_t277, st, _t278): raise _Runaway212()
        L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
        _t279 = L[3]
        _t280 = (9 + _l0)
        if type(_t279) is int:
            _t281 = _st_zones[_st_loc[_t279]]
            if _t281[-1] == _t279: _t281.pop()
            else: _t281.remove(_t279)
            _st_zones[_t280].append(_t279); _st_loc[_t279] = _t280
        elif _t279 is not None:
            _move_cards213(st, _t279, _t280, False)
        if (_c214[L[3]] == 'skull'):
            if _p246(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    _t340 = 0; _t341 = st.decisions
    while (L[2] < _l1):
        _t340 += 1
        if _t340 > _LIMIT210[0] and _over_limit211(_t340, st, _t341): raise _Runaway212()
        _t342 = []
        for _t343 in (_k247 or []):
            if ((_t343 != _l0) and (not not _st_zones[(5 + _t343)])): _t342.append(_t343)
        _t344 = _l0
        _t345 = len(_t342)
        if not _t345: _no_option218(_t344, 'stack to turn up from')
        if _t345 <= 1:
            L[4] = _t342[0] if _t345 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t346 = st.chooser(_t345, _t344)
            else:
                _t346 = _st_bits(_t345.bit_length())
                while _t346 >= _t345: _t346 = _st_bits(_t345.bit_length())
            L[4] = _t342[_t346]; st.decisions += 1
        elif _decide249(st, L, _t342, _t344): raise _PlayoutCut216()
        L[5] = (_z[-1] if (_z := _st_zones[(5 + L[4])]) else None)
        _t347 = L[5]
        _t348 = (9 + L[4])
        if type(_t347) is int:
            _t349 = _st_zones[_st_loc[_t347]]
            if _t349[-1] == _t347: _t349.pop()
            else: _t349.remove(_t347)
            _st_zones[_t348].append(_t347); _st_loc[_t347] = _t348
        elif _t347 is not None:
            _move_cards213(st, _t347, _t348, False)
        if (_c214[L[5]] == 'skull'):
            if _p246(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    _i17l0 = _l0
    _st_vars[1 + _i17l0] = _st_vars[1 + _i17l0] + 1
    if (_st_vars[1 + _i17l0] == 2):
        _end_game223(st, _i17l0, True); return 3
    _i18 = [None, None, None]
    for _t379 in (_k259 or []):
        _i18[2] = _t379
        _t380 = (9 + _t379)
        _t381 = (1 + _t379)
        if _t380 != _t381:
            _t382 = _st_zones[_t380]; _st_zones[_t381] += _t382
            for _t383 in _t382: _st_loc[_t383] = _t381
            _t382.clear()
        else:
            _move_cards213(st, _st_zones[_t380][:], _t381, False)
        _t384 = (5 + _t379)
        _t385 = (1 + _t379)
        if _t384 != _t385:
            _t386 = _st_zones[_t384]; _st_zones[_t385] += _t386
            for _t387 in _t386: _st_loc[_t387] = _t385
            _t386.clear()
        else:
            _move_cards213(st, _st_zones[_t384][:], _t385, False)
    _st_vars[0] = _i17l0

# <rulerun skull.rules: play_round #108 a7301d62>
def _loop(st):
    _st_zones = st.zones
    _t389 = []
    for _t388 in (_k261 or ()):
        if (((len(_st_zones[(1 + _t388)]) + len(_st_zones[(5 + _t388)])) + len(_st_zones[(9 + _t388)])) > 0):
            _t389.append(_t388)
    return _t389

# <rulerun skull.rules: play_round #109 d184b525>
def _loop(st):
    _t407 = 0
    for _t406 in (_k274 or ()):
        _t407 += len(st.zones[(5 + _t406)])
    return _t407

# <rulerun skull.rules: play_round #110 147d32ff>
def _loop(st, L):
    for _t418 in (_o280[L[3]] or ()):
        if (_t418 in (L[0] or ())):
            return _t418
    return None

# <rulerun skull.rules: play_round #111 177b6fe2>
def _loop(st):
    _t423 = 0
    for _t422 in (_k282 or ()):
        _t423 += len(st.zones[(5 + _t422)])
    return _t423

# <rulerun skull.rules: play_round #112 87ae7c3b>
def _loop(st, L):
    for _t424 in (_o284[L[10]] or ()):
        if (_t424 in (L[9] or ())):
            return _t424
    return None

# <rulerun skull.rules: play_round #113 0a50feab>
def _loop(st):
    _t428 = 0
    for _t427 in (_k286 or ()):
        _t428 += len(st.zones[(5 + _t427)])
    return _t428

# <rulerun skull.rules: play_round #114 playout, without a log 8f809956>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[0] = _a262(st)
    for _t390 in (L[0] or []):
        st.thread_player = st.inline_thread = _t390
        _i19 = L[:]; _i19[1] = _t390
        _t391 = _st_zones[(1 + _t390)]
        _t392 = _t390
        _t393 = len(_t391)
        if not _t393: _no_option265(_t392, 'disc to place')
        if _t393 <= 1:
            _i19[2] = _t391[0] if _t393 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t394 = st.chooser(_t393, _t392)
            else:
                _t394 = _st_bits(_t393.bit_length())
                while _t394 >= _t393: _t394 = _st_bits(_t393.bit_length())
            _i19[2] = _t391[_t394]; st.decisions += 1
        elif _decide266(st, _i19, _t391[:], _t392): raise _PlayoutCut263()
        _t395 = _i19[2]
        _t396 = (5 + _t390)
        if type(_t395) is int:
            _t397 = _st_zones[_st_loc[_t395]]
            if _t397[-1] == _t395: _t397.pop()
            else: _t397.remove(_t395)
            _st_zones[_t396].append(_t395); _st_loc[_t395] = _t396
        elif _t395 is not None:
            _move_cards267(st, _t395, _t396, False)
    st.thread_player = st.inline_thread = None
    L[3] = _st_vars[0]
    L[4] = 0
    L[5] = _st_vars[0]
    _t398 = 0; _t399 = st.decisions
    while (L[4] == 0):
        _t398 += 1
        if _t398 > _LIMIT268[0] and _over_limit269(_t398, st, _t399): raise _Runaway270()
        _t400 = []
        for _t401 in (['place a disc', 'bid'] or []):
            if ((_t401 == 'bid') or (not not _st_zones[(1 + L[3])])): _t400.append(_t401)
        _t402 = L[3]
        _t403 = len(_t400)
        if not _t403: _no_option265(_t402, 'place or bid')
        if _t403 <= 1:
            L[6] = _t400[0] if _t403 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t404 = st.chooser(_t403, _t402)
            else:
                _t404 = _st_bits(_t403.bit_length())
                while _t404 >= _t403: _t404 = _st_bits(_t403.bit_length())
            L[6] = _t400[_t404]; st.decisions += 1
        elif _decide272(st, L, _t400, _t402): raise _PlayoutCut263()
        if (L[6] == 'bid'):
            _t405 = (_range273(1, _a275(st)) or [])
            _t408 = L[3]
            _t409 = len(_t405)
            if not _t409: _no_option265(_t408, 'bid')
            if _t409 <= 1:
                L[7] = _t405[0] if _t409 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t410 = st.chooser(_t409, _t408)
                else:
                    _t410 = _st_bits(_t409.bit_length())
                    while _t410 >= _t409: _t410 = _st_bits(_t409.bit_length())
                L[7] = _t405[_t410]; st.decisions += 1
            elif _decide277(st, L, _t405, _t408): raise _PlayoutCut263()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t411 = _st_zones[(1 + L[3])]
            _t412 = L[3]
            _t413 = len(_t411)
            if not _t413: _no_option265(_t412, 'disc to place')
            if _t413 <= 1:
                L[8] = _t411[0] if _t413 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t414 = st.chooser(_t413, _t412)
                else:
                    _t414 = _st_bits(_t413.bit_length())
                    while _t414 >= _t413: _t414 = _st_bits(_t413.bit_length())
                L[8] = _t411[_t414]; st.decisions += 1
            elif _decide279(st, L, _t411[:], _t412): raise _PlayoutCut263()
            _t415 = L[8]
            _t416 = (5 + L[3])
            if type(_t415) is int:
                _t417 = _st_zones[_st_loc[_t415]]
                if _t417[-1] == _t415: _t417.pop()
                else: _t417.remove(_t415)
                _st_zones[_t416].append(_t415); _st_loc[_t415] = _t416
            elif _t415 is not None:
                _move_cards267(st, _t415, _t416, False)
            L[3] = _a281(st, L)
    L[9] = L[0]
    L[10] = L[5]
    _t420 = 0; _t421 = st.decisions
    while ((L[4] < _a283(st)) and (len((L[9] or ())) > 1)):
        _t420 += 1
        if _t420 > _LIMIT268[0] and _over_limit269(_t420, st, _t421): raise _Runaway270()
        L[10] = _a285(st, L)
        _t426 = (_range273((L[4] + 1), _a287(st)) or [])
        if _offer288(st, L, _t426): raise _PlayoutCut263()
        if (L[11] is None):
            L[9] = _remove289(st, L[9], L[10])
        else:
            L[4] = L[11]
            L[5] = L[10]
    if _p290(st, [L[5], L[4], None, None, None, None]) == 3: return 3

# <rulerun skull.rules: play #115 4fd3a054>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    _t234 = 0; _t235 = st.decisions
    while True:
        _t234 += 1
        if _t234 > _LIMIT181[0] and _over_limit182(_t234, st, _t235): raise _Runaway183()
        if _p292(st, _k291[:]) == 3: return 3

# <rulerun skull.rules: play #116 bb845a89>
def _native(st, L):
    return True

# <rulerun skull.rules: take_back #117 aeae4c57>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run295(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k296)

# <rulerun skull.rules: success #118 012c4066>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run299(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k300)

# <rulerun skull.rules: failure #119 3eb285f0>
def _loop(st):
    _st_zones = st.zones
    _t433 = []
    for _t432 in (_k310 or ()):
        if (((len(_st_zones[(1 + _t432)]) + len(_st_zones[(5 + _t432)])) + len(_st_zones[(9 + _t432)])) > 0):
            _t433.append(_t432)
    return _t433

# <rulerun skull.rules: failure #120 bd59f9b7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run303(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] == L[0]):
                pc = 2
            else:
                pc = 5
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t429 = L[0]
            _t430 = len(_o)
            if not _t430: _no_option305(_t429, 'disc to lose')
            if _t430 <= 1 and _st_log is None:
                L[2] = _o[0] if _t430 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t431 = st.chooser(_t430, _t429)
                else:
                    _t431 = _st_bits(_t430.bit_length())
                    while _t431 >= _t430: _t431 = _st_bits(_t430.bit_length())
                L[2] = _o[_t431]; st.decisions += 1
            elif _decide306(st, L, _o[:], _t429): return True
            pc = 3
        if pc == 3:
            _r = _run307(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run308(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run309(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] == L[0]):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _o = (_a311(st) or [])
            fr[1] = 9
            _t434 = L[0]
            _t435 = len(_o)
            if not _t435: _no_option305(_t434, 'who starts the next round')
            if _t435 <= 1 and _st_log is None:
                L[3] = _o[0] if _t435 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t436 = st.chooser(_t435, _t434)
                else:
                    _t436 = _st_bits(_t435.bit_length())
                    while _t436 >= _t435: _t436 = _st_bits(_t435.bit_length())
                L[3] = _o[_t436]; st.decisions += 1
            elif _decide313(st, L, _o, _t434): return True
            pc = 9
        if pc == 9:
            _r = _run314(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run315(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k316)

# <rulerun skull.rules: challenge #121 b1e80615>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT317[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run320(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((L[2] < L[1]) and (not not _st_zones[(5 + L[0])])):
                pc = 2
            else:
                pc = 9
        if pc == 2:
            _r = _run321(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c322[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _a = [L[0], L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit323(_k324)
            fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run325(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run326(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit319(_k, st, _d0): raise _Runaway318()
            continue
        if pc == 9:
            if (L[2] < L[1]):
                pc = 10
            else:
                pc = 18
        if pc == 10:
            _o = []
            for _t437 in (_k327 or []):
                if ((_t437 != L[0]) and (not not _st_zones[(5 + _t437)])): _o.append(_t437)
            fr[1] = 11
            _t438 = L[0]
            _t439 = len(_o)
            if not _t439: _no_option329(_t438, 'stack to turn up from')
            if _t439 <= 1 and _st_log is None:
                L[4] = _o[0] if _t439 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t440 = st.chooser(_t439, _t438)
                else:
                    _t440 = _st_bits(_t439.bit_length())
                    while _t440 >= _t439: _t440 = _st_bits(_t439.bit_length())
                L[4] = _o[_t440]; st.decisions += 1
            elif _decide330(st, L, _o, _t438): return True
            pc = 11
        if pc == 11:
            _r = _run331(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c322[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            _a = [L[0], L[4], None, None]
            if len(st.cur) >= 500: raise _RuleLimit323(_k332)
            fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run333(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run334(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit319(_k, st, _d0): raise _Runaway318()
            continue
        if pc == 18:
            _r = _run335(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k336)

# <rulerun skull.rules: play_round #122 ed63001e>
def _loop(st):
    _t449 = 0
    for _t448 in (_k350 or ()):
        _t449 += len(st.zones[(5 + _t448)])
    return _t449

# <rulerun skull.rules: play_round #123 483f0f74>
def _loop(st):
    _t457 = 0
    for _t456 in (_k359 or ()):
        _t457 += len(st.zones[(5 + _t456)])
    return _t457

# <rulerun skull.rules: play_round #124 2f289d29>
def _loop(st):
    _t459 = 0
    for _t458 in (_k362 or ()):
        _t459 += len(st.zones[(5 + _t458)])
    return _t459

# <rulerun skull.rules: play_round #125 8ea8d3be>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT337[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run340(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step341(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(1 + L[1])]
            fr[1] = 3
            _t441 = L[1]
            _t442 = len(_o)
            if not _t442: _no_option343(_t441, 'disc to place')
            if _t442 <= 1 and _st_log is None:
                L[2] = _o[0] if _t442 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t443 = st.chooser(_t442, _t441)
                else:
                    _t443 = _st_bits(_t442.bit_length())
                    while _t443 >= _t442: _t443 = _st_bits(_t442.bit_length())
                L[2] = _o[_t443]; st.decisions += 1
            elif _decide344(st, L, _o[:], _t441): return True
            pc = 3
        if pc == 3:
            _r = _run345(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run346(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            if (L[4] == 0):
                pc = 7
            else:
                pc = 15
        if pc == 7:
            _o = []
            for _t444 in (['place a disc', 'bid'] or []):
                if ((_t444 == 'bid') or (not not _st_zones[(1 + L[3])])): _o.append(_t444)
            fr[1] = 8
            _t445 = L[3]
            _t446 = len(_o)
            if not _t446: _no_option343(_t445, 'place or bid')
            if _t446 <= 1 and _st_log is None:
                L[6] = _o[0] if _t446 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t447 = st.chooser(_t446, _t445)
                else:
                    _t447 = _st_bits(_t446.bit_length())
                    while _t447 >= _t446: _t447 = _st_bits(_t446.bit_length())
                L[6] = _o[_t447]; st.decisions += 1
            elif _decide348(st, L, _o, _t445): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range349(1, _a351(st)) or [])
            fr[1] = 10
            _t450 = L[3]
            _t451 = len(_o)
            if not _t451: _no_option343(_t450, 'bid')
            if _t451 <= 1 and _st_log is None:
                L[7] = _o[0] if _t451 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t452 = st.chooser(_t451, _t450)
                else:
                    _t452 = _st_bits(_t451.bit_length())
                    while _t452 >= _t451: _t452 = _st_bits(_t451.bit_length())
                L[7] = _o[_t452]; st.decisions += 1
            elif _decide353(st, L, _o, _t450): return True
            pc = 10
        if pc == 10:
            _r = _run354(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 13
            _t453 = L[3]
            _t454 = len(_o)
            if not _t454: _no_option343(_t453, 'disc to place')
            if _t454 <= 1 and _st_log is None:
                L[8] = _o[0] if _t454 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t455 = st.chooser(_t454, _t453)
                else:
                    _t455 = _st_bits(_t454.bit_length())
                    while _t455 >= _t454: _t455 = _st_bits(_t454.bit_length())
                L[8] = _o[_t455]; st.decisions += 1
            elif _decide356(st, L, _o[:], _t453): return True
            pc = 13
        if pc == 13:
            _r = _run357(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit339(_k, st, _d0): raise _Runaway338()
            continue
        if pc == 15:
            _r = _run358(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            if ((L[4] < _a360(st)) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run361(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range349((L[4] + 1), _a363(st)) or [])
            fr[1] = 19
            if _offer364(st, L, _o): return True
            pc = 19
        if pc == 19:
            _r = _run365(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit339(_k, st, _d0): raise _Runaway338()
            continue
        if pc == 21:
            _a = [L[5], L[4], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit366(_k367)
            fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k368)

# <rulerun skull.rules: play #126 afa48bb6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT369[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run372(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit373(_k374)
            fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit371(_k, st, _d0): raise _Runaway370()
            continue
        if pc == 4:
            fr[1] = 5
            if _step375(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k376)

# <rulerun skull.rules: failure #127 b35a7d36>
def _loop(st):
    _st_zones = st.zones
    _t464 = []
    for _t463 in (_k388 or ()):
        if (((len(_st_zones[(1 + _t463)]) + len(_st_zones[(5 + _t463)])) + len(_st_zones[(9 + _t463)])) > 0):
            _t464.append(_t463)
    return _t464

# <rulerun skull.rules: failure #128 65b5886f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run379(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region380(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (L[1] == L[0]):
                pc = 2
            else:
                pc = 5
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t460 = L[0]
            _t461 = len(_o)
            if not _t461: _no_option382(_t460, 'disc to lose')
            if _t461 <= 1 and _st_log is None:
                L[2] = _o[0] if _t461 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t462 = st.chooser(_t461, _t460)
                else:
                    _t462 = _st_bits(_t461.bit_length())
                    while _t462 >= _t461: _t462 = _st_bits(_t461.bit_length())
                L[2] = _o[_t462]; st.decisions += 1
            elif _decide383(st, L, _o[:], _t460): return True
            pc = 3
        if pc == 3:
            _r = _run384(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run385(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run386(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7 and st.thread_player == st.inline_thread:
            _r = _region387(st, L)
            if _r is None:
                pc = 12
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 7:
            if (L[1] == L[0]):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _o = (_a389(st) or [])
            fr[1] = 9
            _t465 = L[0]
            _t466 = len(_o)
            if not _t466: _no_option382(_t465, 'who starts the next round')
            if _t466 <= 1 and _st_log is None:
                L[3] = _o[0] if _t466 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t467 = st.chooser(_t466, _t465)
                else:
                    _t467 = _st_bits(_t466.bit_length())
                    while _t467 >= _t466: _t467 = _st_bits(_t466.bit_length())
                L[3] = _o[_t467]; st.decisions += 1
            elif _decide391(st, L, _o, _t465): return True
            pc = 9
        if pc == 9:
            _r = _run392(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run393(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k394)

# <rulerun skull.rules: challenge #129 8cf177ab>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT395[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run398(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region399(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((L[2] < L[1]) and (not not _st_zones[(5 + L[0])])):
                pc = 2
            else:
                pc = 9
        if pc == 2:
            _r = _run400(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c401[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p402(st, [L[0], L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit403(_k404)
                fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run405(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run406(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit397(_k, st, _d0): raise _Runaway396()
            continue
        if pc == 9 and st.thread_player == st.inline_thread:
            _r = _region407(st, L)
            if _r is None:
                pc = 18
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 9:
            if (L[2] < L[1]):
                pc = 10
            else:
                pc = 18
        if pc == 10:
            _o = []
            for _t468 in (_k408 or []):
                if ((_t468 != L[0]) and (not not _st_zones[(5 + _t468)])): _o.append(_t468)
            fr[1] = 11
            _t469 = L[0]
            _t470 = len(_o)
            if not _t470: _no_option410(_t469, 'stack to turn up from')
            if _t470 <= 1 and _st_log is None:
                L[4] = _o[0] if _t470 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t471 = st.chooser(_t470, _t469)
                else:
                    _t471 = _st_bits(_t470.bit_length())
                    while _t471 >= _t470: _t471 = _st_bits(_t470.bit_length())
                L[4] = _o[_t471]; st.decisions += 1
            elif _decide411(st, L, _o, _t469): return True
            pc = 11
        if pc == 11:
            _r = _run412(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c401[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            if st.thread_player == st.inline_thread:
                if _p402(st, [L[0], L[4], None, None]) == 3: return True
                pc = 14
            else:
                _a = [L[0], L[4], None, None]
                if len(st.cur) >= 500: raise _RuleLimit403(_k413)
                fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run414(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit397(_k, st, _d0): raise _Runaway396()
            continue
        if pc == 18:
            _r = _run416(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k417)

# <rulerun skull.rules: play_round #130 e0019155>
def _loop(st):
    _t480 = 0
    for _t479 in (_k433 or ()):
        _t480 += len(st.zones[(5 + _t479)])
    return _t480

# <rulerun skull.rules: play_round #131 5be7ee29>
def _loop(st):
    _t488 = 0
    for _t487 in (_k443 or ()):
        _t488 += len(st.zones[(5 + _t487)])
    return _t488

# <rulerun skull.rules: play_round #132 60ecddfe>
def _loop(st):
    _t490 = 0
    for _t489 in (_k446 or ()):
        _t490 += len(st.zones[(5 + _t489)])
    return _t490

# <rulerun skull.rules: challenge #133 69106cdc>
def _loop(st):
    _st_zones = st.zones
    _t516 = []
    for _t515 in (_k465 or ()):
        if (((len(_st_zones[(1 + _t515)]) + len(_st_zones[(5 + _t515)])) + len(_st_zones[(9 + _t515)])) > 0):
            _t516.append(_t515)
    return _t516

# <rulerun skull.rules: challenge #134 b00992b7>
def _loop(st):
    _st_zones = st.zones
    _t518 = []
    for _t517 in (_k468 or ()):
        if (((len(_st_zones[(1 + _t517)]) + len(_st_zones[(5 + _t517)])) + len(_st_zones[(9 + _t517)])) > 0):
            _t518.append(_t517)
    return _t518

# <rulerun skull.rules: challenge #135 34fc0f2d>
def _loop(st):
    _st_zones = st.zones
    _t521 = []
    for _t520 in (_k470 or ()):
        if (((len(_st_zones[(1 + _t520)]) + len(_st_zones[(5 + _t520)])) + len(_st_zones[(9 + _t520)])) > 0):
            _t521.append(_t520)
    return _t521

# <rulerun skull.rules: challenge #136 041c70e4>
def _loop(st):
    _st_zones = st.zones
    _t555 = []
    for _t554 in (_k480 or ()):
        if (((len(_st_zones[(1 + _t554)]) + len(_st_zones[(5 + _t554)])) + len(_st_zones[(9 + _t554)])) > 0):
            _t555.append(_t554)
    return _t555

# <rulerun skull.rules: challenge #137 5e7add43>
def _loop(st):
    _st_zones = st.zones
    _t557 = []
    for _t556 in (_k482 or ()):
        if (((len(_st_zones[(1 + _t556)]) + len(_st_zones[(5 + _t556)])) + len(_st_zones[(9 + _t556)])) > 0):
            _t557.append(_t556)
    return _t557

# <rulerun skull.rules: challenge #138 5f6d2da8>
def _loop(st):
    _st_zones = st.zones
    _t560 = []
    for _t559 in (_k484 or ()):
        if (((len(_st_zones[(1 + _t559)]) + len(_st_zones[(5 + _t559)])) + len(_st_zones[(9 + _t559)])) > 0):
            _t560.append(_t559)
    return _t560

# <rulerun skull.rules: challenge #139 playout 57412e47>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text453(_audience450(st), [_PlayerRef451(_l0), ' must turn up ', _plain452(_l1), ' flowers']))
    L[2] = 0
    _t491 = 0; _t492 = st.decisions
    while ((L[2] < _l1) and (not not _st_zones[(5 + _l0)])):
        _t491 += 1
        if _t491 > _LIMIT454[0] and _over_limit455(_t491, st, _t492): raise _Runaway456()
        L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
        _t493 = L[3]
        _t494 = (9 + _l0)
        if type(_t493) is int and _st_log is None:
            _t495 = _st_zones[_st_loc[_t493]]
            if _t495[-1] == _t493: _t495.pop()
            else: _t495.remove(_t493)
            _st_zones[_t494].append(_t493); _st_loc[_t493] = _t494
        elif _t493 is not None:
            _move_cards457(st, _t493, _t494, False)
        if (_c458[L[3]] == 'skull'):
            if _p474(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    _t525 = 0; _t526 = st.decisions
    while (L[2] < _l1):
        _t525 += 1
        if _t525 > _LIMIT454[0] and _over_limit455(_t525, st, _t526): raise _Runaway456()
        _t527 = []
        for _t528 in (_k475 or []):
            if ((_t528 != _l0) and (not not _st_zones[(5 + _t528)])): _t527.append(_t528)
        _t529 = _l0
        _t530 = len(_t527)
        if not _t530: _no_option462(_t529, 'stack to turn up from')
        if _t530 <= 1 and _st_log is None:
            L[4] = _t527[0] if _t530 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t531 = st.chooser(_t530, _t529)
            else:
                _t531 = _st_bits(_t530.bit_length())
                while _t531 >= _t530: _t531 = _st_bits(_t530.bit_length())
            L[4] = _t527[_t531]; st.decisions += 1
        elif _decide477(st, L, _t527, _t529): raise _PlayoutCut460()
        L[5] = (_z[-1] if (_z := _st_zones[(5 + L[4])]) else None)
        _t532 = L[5]
        _t533 = (9 + L[4])
        if type(_t532) is int and _st_log is None:
            _t534 = _st_zones[_st_loc[_t532]]
            if _t534[-1] == _t532: _t534.pop()
            else: _t534.remove(_t532)
            _st_zones[_t533].append(_t532); _st_loc[_t532] = _t533
        elif _t532 is not None:
            _move_cards457(st, _t532, _t533, False)
        if (_c458[L[5]] == 'skull'):
            if _p474(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    _i24l0 = _l0
    _st_vars[1 + _i24l0] = _st_vars[1 + _i24l0] + 1
    if _st_log is not None: _st_log.append(_Text453(_audience450(st), [_PlayerRef451(_i24l0), ' succeeds and has ', _plain452(_st_vars[1 + _i24l0]), ' point(s)']))
    if (_st_vars[1 + _i24l0] == 2):
        _end_game467(st, _i24l0, True); return 3
    _i25 = [None, None, None]
    for _t564 in (_k487 or []):
        _i25[2] = _t564
        _t565 = (9 + _t564)
        _t566 = (1 + _t564)
        if _st_log is None and _t565 != _t566:
            _t567 = _st_zones[_t565]; _st_zones[_t566] += _t567
            for _t568 in _t567: _st_loc[_t568] = _t566
            _t567.clear()
        else:
            _move_cards457(st, _st_zones[_t565][:], _t566, False)
        _t569 = (5 + _t564)
        _t570 = (1 + _t564)
        if _st_log is None and _t569 != _t570:
            _t571 = _st_zones[_t569]; _st_zones[_t570] += _t571
            for _t572 in _t571: _st_loc[_t572] = _t570
            _t571.clear()
        else:
            _move_cards457(st, _st_zones[_t569][:], _t570, False)
    _st_vars[0] = _i24l0

# <rulerun skull.rules: play_round #140 50025957>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT418[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run421(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region422(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step423(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(1 + L[1])]
            fr[1] = 3
            _t472 = L[1]
            _t473 = len(_o)
            if not _t473: _no_option425(_t472, 'disc to place')
            if _t473 <= 1 and _st_log is None:
                L[2] = _o[0] if _t473 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t474 = st.chooser(_t473, _t472)
                else:
                    _t474 = _st_bits(_t473.bit_length())
                    while _t474 >= _t473: _t474 = _st_bits(_t473.bit_length())
                L[2] = _o[_t474]; st.decisions += 1
            elif _decide426(st, L, _o[:], _t472): return True
            pc = 3
        if pc == 3:
            _r = _run427(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run428(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region429(st, L)
            if _r is None:
                pc = 15
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 6:
            if (L[4] == 0):
                pc = 7
            else:
                pc = 15
        if pc == 7:
            _o = []
            for _t475 in (['place a disc', 'bid'] or []):
                if ((_t475 == 'bid') or (not not _st_zones[(1 + L[3])])): _o.append(_t475)
            fr[1] = 8
            _t476 = L[3]
            _t477 = len(_o)
            if not _t477: _no_option425(_t476, 'place or bid')
            if _t477 <= 1 and _st_log is None:
                L[6] = _o[0] if _t477 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t478 = st.chooser(_t477, _t476)
                else:
                    _t478 = _st_bits(_t477.bit_length())
                    while _t478 >= _t477: _t478 = _st_bits(_t477.bit_length())
                L[6] = _o[_t478]; st.decisions += 1
            elif _decide431(st, L, _o, _t476): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range432(1, _a434(st)) or [])
            fr[1] = 10
            _t481 = L[3]
            _t482 = len(_o)
            if not _t482: _no_option425(_t481, 'bid')
            if _t482 <= 1 and _st_log is None:
                L[7] = _o[0] if _t482 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t483 = st.chooser(_t482, _t481)
                else:
                    _t483 = _st_bits(_t482.bit_length())
                    while _t483 >= _t482: _t483 = _st_bits(_t482.bit_length())
                L[7] = _o[_t483]; st.decisions += 1
            elif _decide436(st, L, _o, _t481): return True
            pc = 10
        if pc == 10:
            _r = _run437(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 13
            _t484 = L[3]
            _t485 = len(_o)
            if not _t485: _no_option425(_t484, 'disc to place')
            if _t485 <= 1 and _st_log is None:
                L[8] = _o[0] if _t485 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t486 = st.chooser(_t485, _t484)
                else:
                    _t486 = _st_bits(_t485.bit_length())
                    while _t486 >= _t485: _t486 = _st_bits(_t485.bit_length())
                L[8] = _o[_t486]; st.decisions += 1
            elif _decide439(st, L, _o[:], _t484): return True
            pc = 13
        if pc == 13:
            _r = _run440(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit420(_k, st, _d0): raise _Runaway419()
            continue
        if pc == 15:
            _r = _run441(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16 and st.thread_player == st.inline_thread:
            _r = _region442(st, L)
            if _r is None:
                pc = 21
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 16:
            if ((L[4] < _a444(st)) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run445(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range432((L[4] + 1), _a447(st)) or [])
            fr[1] = 19
            if _offer448(st, L, _o): return True
            pc = 19
        if pc == 19:
            _r = _run449(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit420(_k, st, _d0): raise _Runaway419()
            continue
        if pc == 21:
            if st.thread_player == st.inline_thread:
                if _p488(st, [L[5], L[4], None, None, None, None]) == 3: return True
                pc = 22
            else:
                _a = [L[5], L[4], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit489(_k490)
                fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k491)

# <rulerun skull.rules: play #141 e76e2c0c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT492[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run495(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region496(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 4
        if pc == 2:
            if st.thread_player is None and st.log is None:
                if _p497(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit498(_k499)
                fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit494(_k, st, _d0): raise _Runaway493()
            continue
        if pc == 4:
            fr[1] = 5
            if _step500(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k501)

# <rulerun skull.rules: rank #142 7c1767c2>
def _native(st, p):
    _st_zones = st.zones
    return (st.vars[1 + p], ((len(_st_zones[(1 + p)]) + len(_st_zones[(5 + p)])) + len(_st_zones[(9 + p)])), )

