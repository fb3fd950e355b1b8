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

# <rulerun skull.rules: failure #19 f8de428f>
def _native(st, L):
    return _player39(_a38(st), 4)

# <rulerun skull.rules: challenge #20 b722751e>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text43(_audience40(st), [_PlayerRef41(L[0]), ' must turn up ', _plain42(L[1]), ' flowers']))
    L[2] = 0

# <rulerun skull.rules: challenge #21 4b78aa26>
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
        _move_cards44(st, _t55, _t56, False)

# <rulerun skull.rules: challenge #22 e693422f>
def _native(st, L):
    return 2

# <rulerun skull.rules: challenge #23 4f89a741>
def _native(st, L):
    L[2] = L[2] + 1

# <rulerun skull.rules: challenge #24 ef3361bf>
def _loop(st):
    _st_zones = st.zones
    _t83 = []
    for _t82 in (_k59 or ()):
        if (((len(_st_zones[(1 + _t82)]) + len(_st_zones[(5 + _t82)])) + len(_st_zones[(9 + _t82)])) > 0):
            _t83.append(_t82)
    return _t83

# <rulerun skull.rules: challenge #25 37df3844>
def _loop(st):
    _st_zones = st.zones
    _t85 = []
    for _t84 in (_k62 or ()):
        if (((len(_st_zones[(1 + _t84)]) + len(_st_zones[(5 + _t84)])) + len(_st_zones[(9 + _t84)])) > 0):
            _t85.append(_t84)
    return _t85

# <rulerun skull.rules: challenge #26 4f11d780>
def _loop(st):
    _st_zones = st.zones
    _t88 = []
    for _t87 in (_k64 or ()):
        if (((len(_st_zones[(1 + _t87)]) + len(_st_zones[(5 + _t87)])) + len(_st_zones[(9 + _t87)])) > 0):
            _t88.append(_t87)
    return _t88

# <rulerun skull.rules: failure #27 6e3dd0c1>
def _loop(st):
    _st_zones = st.zones
    _t112 = []
    for _t111 in (_k78 or ()):
        if (((len(_st_zones[(1 + _t111)]) + len(_st_zones[(5 + _t111)])) + len(_st_zones[(9 + _t111)])) > 0):
            _t112.append(_t111)
    return _t112

# <rulerun skull.rules: failure #28 93f6a30e>
def _loop(st):
    _st_zones = st.zones
    _t114 = []
    for _t113 in (_k81 or ()):
        if (((len(_st_zones[(1 + _t113)]) + len(_st_zones[(5 + _t113)])) + len(_st_zones[(9 + _t113)])) > 0):
            _t114.append(_t113)
    return _t114

# <rulerun skull.rules: failure #29 5ff9dda2>
def _loop(st):
    _st_zones = st.zones
    _t117 = []
    for _t116 in (_k83 or ()):
        if (((len(_st_zones[(1 + _t116)]) + len(_st_zones[(5 + _t116)])) + len(_st_zones[(9 + _t116)])) > 0):
            _t117.append(_t116)
    return _t117

# <rulerun skull.rules: failure #30 playout 2014fe39>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text70(_audience68(st), [_PlayerRef69(_l0), ' turns up the skull of ', _PlayerRef69(_l1), ' and fails']))
    _i4 = [None, None, None]
    for _t92 in (_k71 or []):
        _i4[2] = _t92
        _t93 = (9 + _t92)
        _t94 = (1 + _t92)
        if _st_log is None and _t93 != _t94:
            _t95 = _st_zones[_t93]; _st_zones[_t94] += _t95
            for _t96 in _t95: _st_loc[_t96] = _t94
            _t95.clear()
        else:
            _move_cards72(st, _st_zones[_t93][:], _t94, False)
        _t97 = (5 + _t92)
        _t98 = (1 + _t92)
        if _st_log is None and _t97 != _t98:
            _t99 = _st_zones[_t97]; _st_zones[_t98] += _t99
            for _t100 in _t99: _st_loc[_t100] = _t98
            _t99.clear()
        else:
            _move_cards72(st, _st_zones[_t97][:], _t98, False)
    if (_l1 == _l0):
        _t101 = _st_zones[(1 + _l0)]
        _t102 = _l0
        _t103 = len(_t101)
        if not _t103: _no_option75(_t102, 'disc to lose')
        if _t103 <= 1 and _st_log is None:
            L[2] = _t101[0] if _t103 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t104 = st.chooser(_t103, _t102)
            else:
                _t104 = _st_bits(_t103.bit_length())
                while _t104 >= _t103: _t104 = _st_bits(_t103.bit_length())
            L[2] = _t101[_t104]; st.decisions += 1
        elif _decide76(st, L, _t101[:], _t102): raise _PlayoutCut73()
        _t105 = L[2]
        _t106 = (13 + _l0)
        if type(_t105) is int and _st_log is None:
            _t107 = _st_zones[_st_loc[_t105]]
            if _t107[-1] == _t105: _t107.pop()
            else: _t107.remove(_t105)
            _st_zones[_t106].append(_t105); _st_loc[_t105] = _t106
        elif _t105 is not None:
            _move_cards72(st, _t105, _t106, False)
    else:
        _t108 = _random_item77(st, (1 + _l0))
        _t109 = (13 + _l0)
        if type(_t108) is int and _st_log is None:
            _t110 = _st_zones[_st_loc[_t108]]
            if _t110[-1] == _t108: _t110.pop()
            else: _t110.remove(_t108)
            _st_zones[_t109].append(_t108); _st_loc[_t108] = _t109
        elif _t108 is not None:
            _move_cards72(st, _t108, _t109, False)
    if _st_log is not None: _st_log.append(_Text70(_audience68(st), [_PlayerRef69(_l0), ' loses a disc for good']))
    if (((len(_st_zones[(1 + _l0)]) + len(_st_zones[(5 + _l0)])) + len(_st_zones[(9 + _l0)])) == 0):
        if _st_log is not None: _st_log.append(_Text70(_audience68(st), [_PlayerRef69(_l0), ' has no discs left and is out of the game']))
    if (len((_a79(st) or ())) == 1):
        _end_game80(st, _a82(st), True); return 3
    if (_l1 == _l0):
        _t115 = (_a84(st) or [])
        _t118 = _l0
        _t119 = len(_t115)
        if not _t119: _no_option75(_t118, 'who starts the next round')
        if _t119 <= 1 and _st_log is None:
            L[3] = _t115[0] if _t119 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t120 = st.chooser(_t119, _t118)
            else:
                _t120 = _st_bits(_t119.bit_length())
                while _t120 >= _t119: _t120 = _st_bits(_t119.bit_length())
            L[3] = _t115[_t120]; st.decisions += 1
        elif _decide86(st, L, _t115, _t118): raise _PlayoutCut73()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #31 250aaff9>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    _t58 = 0; _t59 = st.decisions
    while ((L[2] < L[1]) and (not not _st_zones[(5 + _l0)])):
        _t58 += 1
        if _t58 > _LIMIT45[0] and _over_limit46(_t58, st, _t59): raise _Runaway47()
        L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
        _t60 = L[3]
        _t61 = (9 + _l0)
        if type(_t60) is int and st.log is None:
            _t62 = _st_zones[_st_loc[_t60]]
            if _t62[-1] == _t60: _t62.pop()
            else: _t62.remove(_t60)
            _st_zones[_t61].append(_t60); _st_loc[_t60] = _t61
        elif _t60 is not None:
            _move_cards48(st, _t60, _t61, False)
        if (_c49[L[3]] == 'skull'):
            if _p87(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1

# <rulerun skull.rules: challenge #32 22b9705a>
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
        _move_cards88(st, _t121, _t122, False)

# <rulerun skull.rules: challenge #33 e693422f>
def _native(st, L):
    return 2

# <rulerun skull.rules: challenge #34 4f89a741>
def _native(st, L):
    L[2] = L[2] + 1

# <rulerun skull.rules: challenge #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #36 ba777fdd>
def _loop(st):
    _st_zones = st.zones
    _t154 = []
    for _t153 in (_k106 or ()):
        if (((len(_st_zones[(1 + _t153)]) + len(_st_zones[(5 + _t153)])) + len(_st_zones[(9 + _t153)])) > 0):
            _t154.append(_t153)
    return _t154

# <rulerun skull.rules: challenge #37 aae0f4d9>
def _loop(st):
    _st_zones = st.zones
    _t156 = []
    for _t155 in (_k109 or ()):
        if (((len(_st_zones[(1 + _t155)]) + len(_st_zones[(5 + _t155)])) + len(_st_zones[(9 + _t155)])) > 0):
            _t156.append(_t155)
    return _t156

# <rulerun skull.rules: challenge #38 a833f6c6>
def _loop(st):
    _st_zones = st.zones
    _t159 = []
    for _t158 in (_k111 or ()):
        if (((len(_st_zones[(1 + _t158)]) + len(_st_zones[(5 + _t158)])) + len(_st_zones[(9 + _t158)])) > 0):
            _t159.append(_t158)
    return _t159

# <rulerun skull.rules: challenge #39 0acca40c>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t124 = 0; _t125 = st.decisions
    while (L[2] < L[1]):
        _t124 += 1
        if _t124 > _LIMIT89[0] and _over_limit90(_t124, st, _t125): raise _Runaway91()
        _t126 = []
        for _t127 in (_k92 or []):
            if ((_t127 != _l0) and (not not _st_zones[(5 + _t127)])): _t126.append(_t127)
        _t128 = _l0
        _t129 = len(_t126)
        if not _t129: _no_option95(_t128, 'stack to turn up from')
        if _t129 <= 1 and _st_log is None:
            L[4] = _t126[0] if _t129 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t130 = st.chooser(_t129, _t128)
            else:
                _t130 = _st_bits(_t129.bit_length())
                while _t130 >= _t129: _t130 = _st_bits(_t129.bit_length())
            L[4] = _t126[_t130]; st.decisions += 1
        elif _decide96(st, L, _t126, _t128): raise _PlayoutCut93()
        L[5] = (_z[-1] if (_z := _st_zones[(5 + L[4])]) else None)
        _t131 = L[5]
        _t132 = (9 + L[4])
        if type(_t131) is int and _st_log is None:
            _t133 = _st_zones[_st_loc[_t131]]
            if _t133[-1] == _t131: _t133.pop()
            else: _t133.remove(_t131)
            _st_zones[_t132].append(_t131); _st_loc[_t131] = _t132
        elif _t131 is not None:
            _move_cards97(st, _t131, _t132, False)
        if (_c98[L[5]] == 'skull'):
            if _p115(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1

# <rulerun skull.rules: challenge #40 d06f4f9e>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i7l0 = L[0]
    _st_vars[1 + _i7l0] = _st_vars[1 + _i7l0] + 1
    if _st_log is not None: _st_log.append(_Text119(_audience116(st), [_PlayerRef117(_i7l0), ' succeeds and has ', _plain118(_st_vars[1 + _i7l0]), ' point(s)']))
    if (_st_vars[1 + _i7l0] == 2):
        _end_game120(st, _i7l0, True); return 3
    _i8 = [None, None, None]
    for _t163 in (_k121 or []):
        _i8[2] = _t163
        _t164 = (9 + _t163)
        _t165 = (1 + _t163)
        if _st_log is None and _t164 != _t165:
            _t166 = _st_zones[_t164]; _st_zones[_t165] += _t166
            for _t167 in _t166: _st_loc[_t167] = _t165
            _t166.clear()
        else:
            _move_cards122(st, _st_zones[_t164][:], _t165, False)
        _t168 = (5 + _t163)
        _t169 = (1 + _t163)
        if _st_log is None and _t168 != _t169:
            _t170 = _st_zones[_t168]; _st_zones[_t169] += _t170
            for _t171 in _t170: _st_loc[_t171] = _t169
            _t170.clear()
        else:
            _move_cards122(st, _st_zones[_t168][:], _t169, False)
    _st_vars[0] = _i7l0

# <rulerun skull.rules: challenge #41 c5759641>
def _native(st, L):
    return ((L[2] < L[1]) and (not not st.zones[(5 + L[0])]))

# <rulerun skull.rules: challenge #42 22b63368>
def _native(st, L):
    return (_c123[L[3]] == 'skull')

# <rulerun skull.rules: challenge #43 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #44 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #45 b63affe2>
def _native(st, L):
    return (L[2] < L[1])

# <rulerun skull.rules: challenge #46 dafacf25>
def _native(st, L):
    return _k124

# <rulerun skull.rules: challenge #47 73376334>
def _native(st, L):
    _l4 = L[4]
    return ((_l4 != L[0]) and (not not st.zones[(5 + _l4)]))

# <rulerun skull.rules: challenge #48 5f615b34>
def _native(st, L):
    return (_c125[L[5]] == 'skull')

# <rulerun skull.rules: challenge #49 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #50 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play_round #51 b3eb5929>
def _loop(st):
    _st_zones = st.zones
    _t173 = []
    for _t172 in (_k126 or ()):
        if (((len(_st_zones[(1 + _t172)]) + len(_st_zones[(5 + _t172)])) + len(_st_zones[(9 + _t172)])) > 0):
            _t173.append(_t172)
    return _t173

# <rulerun skull.rules: play_round #52 20363b63>
def _native(st, L):
    L[0] = _player128(_a127(st), 4)

# <rulerun skull.rules: play_round #53 176a258d>
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
        _move_cards129(st, _t174, _t175, False)

# <rulerun skull.rules: play_round #54 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun skull.rules: play_round #55 36ea7838>
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
        if not _t180: _no_option132(_t179, 'disc to place')
        if _t180 <= 1:
            _i9[2] = _t178[0] if _t180 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t181 = st.chooser(_t180, _t179)
            else:
                _t181 = _st_bits(_t180.bit_length())
                while _t181 >= _t180: _t181 = _st_bits(_t180.bit_length())
            _i9[2] = _t178[_t181]; st.decisions += 1
        elif _decide133(st, _i9, _t178[:], _t179): raise _PlayoutCut130()
        _t182 = _i9[2]
        _t183 = (5 + _t177)
        if type(_t182) is int:
            _t184 = _st_zones[_st_loc[_t182]]
            if _t184[-1] == _t182: _t184.pop()
            else: _t184.remove(_t182)
            _st_zones[_t183].append(_t182); _st_loc[_t182] = _t183
        elif _t182 is not None:
            _move_cards134(st, _t182, _t183, False)
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

# <rulerun skull.rules: play_round #58 d017fdf7>
def _loop(st, L):
    for _t188 in (_o136[L[3]] or ()):
        if (_t188 in (L[0] or ())):
            return _t188
    return None

# <rulerun skull.rules: play_round #59 9c928c7f>
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
        _move_cards135(st, _t185, _t186, False)
    L[3] = _player138(_a137(st, L), 4)

# <rulerun skull.rules: play_round #60 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #61 a3e52a6a>
def _loop(st):
    _t199 = 0
    for _t198 in (_k147 or ()):
        _t199 += len(st.zones[(5 + _t198)])
    return _t199

# <rulerun skull.rules: play_round #62 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #63 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #64 9581c7e7>
def _loop(st, L):
    for _t210 in (_o154[L[3]] or ()):
        if (_t210 in (L[0] or ())):
            return _t210
    return None

# <rulerun skull.rules: play_round #65 4687518f>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t190 = 0; _t191 = st.decisions
    while (L[4] == 0):
        _t190 += 1
        if _t190 > _LIMIT139[0] and _over_limit140(_t190, st, _t191): raise _Runaway141()
        _t192 = []
        for _t193 in (['place a disc', 'bid'] or []):
            if ((_t193 == 'bid') or (not not _st_zones[(1 + L[3])])): _t192.append(_t193)
        _t194 = L[3]
        _t195 = len(_t192)
        if not _t195: _no_option144(_t194, 'place or bid')
        if _t195 <= 1 and _st_log is None:
            L[6] = _t192[0] if _t195 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t196 = st.chooser(_t195, _t194)
            else:
                _t196 = _st_bits(_t195.bit_length())
                while _t196 >= _t195: _t196 = _st_bits(_t195.bit_length())
            L[6] = _t192[_t196]; st.decisions += 1
        elif _decide145(st, L, _t192, _t194): raise _PlayoutCut142()
        if (L[6] == 'bid'):
            _t197 = (_range146(1, _a148(st)) or [])
            _t200 = L[3]
            _t201 = len(_t197)
            if not _t201: _no_option144(_t200, 'bid')
            if _t201 <= 1 and _st_log is None:
                L[7] = _t197[0] if _t201 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t202 = st.chooser(_t201, _t200)
                else:
                    _t202 = _st_bits(_t201.bit_length())
                    while _t202 >= _t201: _t202 = _st_bits(_t201.bit_length())
                L[7] = _t197[_t202]; st.decisions += 1
            elif _decide150(st, L, _t197, _t200): raise _PlayoutCut142()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t203 = _st_zones[(1 + L[3])]
            _t204 = L[3]
            _t205 = len(_t203)
            if not _t205: _no_option144(_t204, 'disc to place')
            if _t205 <= 1 and _st_log is None:
                L[8] = _t203[0] if _t205 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t206 = st.chooser(_t205, _t204)
                else:
                    _t206 = _st_bits(_t205.bit_length())
                    while _t206 >= _t205: _t206 = _st_bits(_t205.bit_length())
                L[8] = _t203[_t206]; st.decisions += 1
            elif _decide152(st, L, _t203[:], _t204): raise _PlayoutCut142()
            _t207 = L[8]
            _t208 = (5 + L[3])
            if type(_t207) is int and _st_log is None:
                _t209 = _st_zones[_st_loc[_t207]]
                if _t209[-1] == _t207: _t209.pop()
                else: _t209.remove(_t207)
                _st_zones[_t208].append(_t207); _st_loc[_t207] = _t208
            elif _t207 is not None:
                _move_cards153(st, _t207, _t208, False)
            L[3] = _player156(_a155(st, L), 4)

# <rulerun skull.rules: play_round #66 8e134cf3>
def _native(st, L):
    L[9] = L[0]
    L[10] = L[5]

# <rulerun skull.rules: play_round #67 2b0700ca>
def _loop(st, L):
    for _t212 in (_o157[L[10]] or ()):
        if (_t212 in (L[9] or ())):
            return _t212
    return None

# <rulerun skull.rules: play_round #68 5e00e7de>
def _native(st, L):
    L[10] = _player159(_a158(st, L), 4)

# <rulerun skull.rules: play_round #69 a666be55>
def _native(st, L):
    _l10 = L[10]
    _l11 = L[11]
    if (_l11 is None):
        L[9] = _remove160(st, L[9], _l10)
    else:
        L[4] = _l11
        L[5] = _l10

# <rulerun skull.rules: play_round #70 22a71ebc>
def _loop(st):
    _t217 = 0
    for _t216 in (_k161 or ()):
        _t217 += len(st.zones[(5 + _t216)])
    return _t217

# <rulerun skull.rules: play_round #71 64b7f648>
def _loop(st, L):
    for _t218 in (_o166[L[10]] or ()):
        if (_t218 in (L[9] or ())):
            return _t218
    return None

# <rulerun skull.rules: play_round #72 49d3cdf4>
def _loop(st):
    _t222 = 0
    for _t221 in (_k170 or ()):
        _t222 += len(st.zones[(5 + _t221)])
    return _t222

# <rulerun skull.rules: play_round #73 53f8df5f>
def _native(st, L):
    return L[10]

# <rulerun skull.rules: play_round #74 e0da617e>
def _native(st, L):
    _t214 = 0; _t215 = st.decisions
    while ((L[4] < _a162(st)) and (len((L[9] or ())) > 1)):
        _t214 += 1
        if _t214 > _LIMIT163[0] and _over_limit164(_t214, st, _t215): raise _Runaway165()
        L[10] = _player168(_a167(st, L), 4)
        _t220 = (_range169((L[4] + 1), _a171(st)) or [])
        if _offer173(st, L, _t220): raise _PlayoutCut172()
        if (L[11] is None):
            L[9] = _remove174(st, L[9], L[10])
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

# <rulerun skull.rules: play_round #81 cc96f0a2>
def _loop(st):
    _t224 = 0
    for _t223 in (_k176 or ()):
        _t224 += len(st.zones[(5 + _t223)])
    return _t224

# <rulerun skull.rules: play_round #82 91a65475>
def _native(st, L):
    return _range175(1, _a177(st))

# <rulerun skull.rules: play_round #83 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun skull.rules: play_round #84 c39c2783>
def _loop(st):
    _t226 = 0
    for _t225 in (_k178 or ()):
        _t226 += len(st.zones[(5 + _t225)])
    return _t226

# <rulerun skull.rules: play_round #85 ec3d62ce>
def _native(st, L):
    return ((L[4] < _a179(st)) and (len((L[9] or ())) > 1))

# <rulerun skull.rules: play_round #86 8b7e782d>
def _loop(st):
    _t228 = 0
    for _t227 in (_k181 or ()):
        _t228 += len(st.zones[(5 + _t227)])
    return _t228

# <rulerun skull.rules: play_round #87 6a6d5332>
def _native(st, L):
    return _range180((L[4] + 1), _a182(st))

# <rulerun skull.rules: play_round #88 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun skull.rules: play_round #89 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play #90 30abeb94>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    for _t229 in (_k183 or []):
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
            _move_cards184(st, _t230, _t231, False)
    st.vars[0] = _random_item185(st, _k186)

# <rulerun skull.rules: play #91 79e44bff>
def _loop(st):
    _st_zones = st.zones
    _t237 = []
    for _t236 in (_k190 or ()):
        if (((len(_st_zones[(1 + _t236)]) + len(_st_zones[(5 + _t236)])) + len(_st_zones[(9 + _t236)])) > 0):
            _t237.append(_t236)
    return _t237

# <rulerun skull.rules: play #92 fc0e2351>
def _loop(st):
    _t255 = 0
    for _t254 in (_k201 or ()):
        _t255 += len(st.zones[(5 + _t254)])
    return _t255

# <rulerun skull.rules: play #93 ddcdd36f>
def _loop(st, _i10):
    for _t266 in (_o207[_i10[3]] or ()):
        if (_t266 in (_i10[0] or ())):
            return _t266
    return None

# <rulerun skull.rules: play #94 487f9528>
def _loop(st):
    _t271 = 0
    for _t270 in (_k210 or ()):
        _t271 += len(st.zones[(5 + _t270)])
    return _t271

# <rulerun skull.rules: play #95 acedbc74>
def _loop(st, _i10):
    for _t272 in (_o212[_i10[10]] or ()):
        if (_t272 in (_i10[9] or ())):
            return _t272
    return None

# <rulerun skull.rules: play #96 dbb0fd42>
def _loop(st):
    _t276 = 0
    for _t275 in (_k214 or ()):
        _t276 += len(st.zones[(5 + _t275)])
    return _t276

# <rulerun skull.rules: challenge #97 f0e60ae7>
def _loop(st):
    _st_zones = st.zones
    _t302 = []
    for _t301 in (_k229 or ()):
        if (((len(_st_zones[(1 + _t301)]) + len(_st_zones[(5 + _t301)])) + len(_st_zones[(9 + _t301)])) > 0):
            _t302.append(_t301)
    return _t302

# <rulerun skull.rules: challenge #98 d29a9fb4>
def _loop(st):
    _st_zones = st.zones
    _t304 = []
    for _t303 in (_k232 or ()):
        if (((len(_st_zones[(1 + _t303)]) + len(_st_zones[(5 + _t303)])) + len(_st_zones[(9 + _t303)])) > 0):
            _t304.append(_t303)
    return _t304

# <rulerun skull.rules: challenge #99 bfa463d3>
def _loop(st):
    _st_zones = st.zones
    _t307 = []
    for _t306 in (_k234 or ()):
        if (((len(_st_zones[(1 + _t306)]) + len(_st_zones[(5 + _t306)])) + len(_st_zones[(9 + _t306)])) > 0):
            _t307.append(_t306)
    return _t307

# <rulerun skull.rules: failure #100 8bb0c574>
def _loop(st):
    _st_zones = st.zones
    _t331 = []
    for _t330 in (_k245 or ()):
        if (((len(_st_zones[(1 + _t330)]) + len(_st_zones[(5 + _t330)])) + len(_st_zones[(9 + _t330)])) > 0):
            _t331.append(_t330)
    return _t331

# <rulerun skull.rules: failure #101 169780d1>
def _loop(st):
    _st_zones = st.zones
    _t333 = []
    for _t332 in (_k248 or ()):
        if (((len(_st_zones[(1 + _t332)]) + len(_st_zones[(5 + _t332)])) + len(_st_zones[(9 + _t332)])) > 0):
            _t333.append(_t332)
    return _t333

# <rulerun skull.rules: failure #102 0d709e7e>
def _loop(st):
    _st_zones = st.zones
    _t336 = []
    for _t335 in (_k250 or ()):
        if (((len(_st_zones[(1 + _t335)]) + len(_st_zones[(5 + _t335)])) + len(_st_zones[(9 + _t335)])) > 0):
            _t336.append(_t335)
    return _t336

# <rulerun skull.rules: failure #103 playout, without a log cbc7ebaa>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _i14 = [None, None, None]
    for _t311 in (_k238 or []):
        _i14[2] = _t311
        _t312 = (9 + _t311)
        _t313 = (1 + _t311)
        if _t312 != _t313:
            _t314 = _st_zones[_t312]; _st_zones[_t313] += _t314
            for _t315 in _t314: _st_loc[_t315] = _t313
            _t314.clear()
        else:
            _move_cards239(st, _st_zones[_t312][:], _t313, False)
        _t316 = (5 + _t311)
        _t317 = (1 + _t311)
        if _t316 != _t317:
            _t318 = _st_zones[_t316]; _st_zones[_t317] += _t318
            for _t319 in _t318: _st_loc[_t319] = _t317
            _t318.clear()
        else:
            _move_cards239(st, _st_zones[_t316][:], _t317, False)
    if (_l1 == _l0):
        _t320 = _st_zones[(1 + _l0)]
        _t321 = _l0
        _t322 = len(_t320)
        if not _t322: _no_option242(_t321, 'disc to lose')
        if _t322 <= 1:
            L[2] = _t320[0] if _t322 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t323 = st.chooser(_t322, _t321)
            else:
                _t323 = _st_bits(_t322.bit_length())
                while _t323 >= _t322: _t323 = _st_bits(_t322.bit_length())
            L[2] = _t320[_t323]; st.decisions += 1
        elif _decide243(st, L, _t320[:], _t321): raise _PlayoutCut240()
        _t324 = L[2]
        _t325 = (13 + _l0)
        if type(_t324) is int:
            _t326 = _st_zones[_st_loc[_t324]]
            if _t326[-1] == _t324: _t326.pop()
            else: _t326.remove(_t324)
            _st_zones[_t325].append(_t324); _st_loc[_t324] = _t325
        elif _t324 is not None:
            _move_cards239(st, _t324, _t325, False)
    else:
        _t327 = _random_item244(st, (1 + _l0))
        _t328 = (13 + _l0)
        if type(_t327) is int:
            _t329 = _st_zones[_st_loc[_t327]]
            if _t329[-1] == _t327: _t329.pop()
            else: _t329.remove(_t327)
            _st_zones[_t328].append(_t327); _st_loc[_t327] = _t328
        elif _t327 is not None:
            _move_cards239(st, _t327, _t328, False)
    if (((len(_st_zones[(1 + _l0)]) + len(_st_zones[(5 + _l0)])) + len(_st_zones[(9 + _l0)])) == 0):
        pass
    if (len((_a246(st) or ())) == 1):
        _end_game247(st, _a249(st), True); return 3
    if (_l1 == _l0):
        _t334 = (_a251(st) or [])
        _t337 = _l0
        _t338 = len(_t334)
        if not _t338: _no_option242(_t337, 'who starts the next round')
        if _t338 <= 1:
            L[3] = _t334[0] if _t338 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t339 = st.chooser(_t338, _t337)
            else:
                _t339 = _st_bits(_t338.bit_length())
                while _t339 >= _t338: _t339 = _st_bits(_t338.bit_length())
            L[3] = _t334[_t339]; st.decisions += 1
        elif _decide253(st, L, _t334, _t337): raise _PlayoutCut240()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #104 b3884cae>
def _loop(st):
    _st_zones = st.zones
    _t370 = []
    for _t369 in (_k260 or ()):
        if (((len(_st_zones[(1 + _t369)]) + len(_st_zones[(5 + _t369)])) + len(_st_zones[(9 + _t369)])) > 0):
            _t370.append(_t369)
    return _t370

# <rulerun skull.rules: challenge #105 0919a04c>
def _loop(st):
    _st_zones = st.zones
    _t372 = []
    for _t371 in (_k262 or ()):
        if (((len(_st_zones[(1 + _t371)]) + len(_st_zones[(5 + _t371)])) + len(_st_zones[(9 + _t371)])) > 0):
            _t372.append(_t371)
    return _t372

# <rulerun skull.rules: challenge #106 f3865b1c>
def _loop(st):
    _st_zones = st.zones
    _t375 = []
    for _t374 in (_k264 or ()):
        if (((len(_st_zones[(1 + _t374)]) + len(_st_zones[(5 + _t374)])) + len(_st_zones[(9 + _t374)])) > 0):
            _t375.append(_t374)
    return _t375

# <rulerun skull.rules: challenge #107 playout, without a log 6d6487fa>
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
        if _t277 > _LIMIT218[0] and _over_limit219(_t277, st, _t278): raise _Runaway220()
        L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
        _t279 = L[3]
        _t280 = (9 + _l0)
        if type(_t279) is int:
            _t281 = _st_zones[_st_loc[_t279]]
            if _t281[-1] == _t279: _t281.pop()
            else: _t281.remove(_t279)
            _st_zones[_t280].append(_t279); _st_loc[_t279] = _t280
        elif _t279 is not None:
            _move_cards221(st, _t279, _t280, False)
        if (_c222[L[3]] == 'skull'):
            if _p254(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    _t340 = 0; _t341 = st.decisions
    while (L[2] < _l1):
        _t340 += 1
        if _t340 > _LIMIT218[0] and _over_limit219(_t340, st, _t341): raise _Runaway220()
        _t342 = []
        for _t343 in (_k255 or []):
            if ((_t343 != _l0) and (not not _st_zones[(5 + _t343)])): _t342.append(_t343)
        _t344 = _l0
        _t345 = len(_t342)
        if not _t345: _no_option226(_t344, 'stack to turn up from')
        if _t345 <= 1:
            L[4] = _t342[0] if _t345 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t346 = st.chooser(_t345, _t344)
            else:
                _t346 = _st_bits(_t345.bit_length())
                while _t346 >= _t345: _t346 = _st_bits(_t345.bit_length())
            L[4] = _t342[_t346]; st.decisions += 1
        elif _decide257(st, L, _t342, _t344): raise _PlayoutCut224()
        L[5] = (_z[-1] if (_z := _st_zones[(5 + L[4])]) else None)
        _t347 = L[5]
        _t348 = (9 + L[4])
        if type(_t347) is int:
            _t349 = _st_zones[_st_loc[_t347]]
            if _t349[-1] == _t347: _t349.pop()
            else: _t349.remove(_t347)
            _st_zones[_t348].append(_t347); _st_loc[_t347] = _t348
        elif _t347 is not None:
            _move_cards221(st, _t347, _t348, False)
        if (_c222[L[5]] == 'skull'):
            if _p254(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    _i17l0 = _l0
    _st_vars[1 + _i17l0] = _st_vars[1 + _i17l0] + 1
    if (_st_vars[1 + _i17l0] == 2):
        _end_game231(st, _i17l0, True); return 3
    _i18 = [None, None, None]
    for _t379 in (_k267 or []):
        _i18[2] = _t379
        _t380 = (9 + _t379)
        _t381 = (1 + _t379)
        if _t380 != _t381:
            _t382 = _st_zones[_t380]; _st_zones[_t381] += _t382
            for _t383 in _t382: _st_loc[_t383] = _t381
            _t382.clear()
        else:
            _move_cards221(st, _st_zones[_t380][:], _t381, False)
        _t384 = (5 + _t379)
        _t385 = (1 + _t379)
        if _t384 != _t385:
            _t386 = _st_zones[_t384]; _st_zones[_t385] += _t386
            for _t387 in _t386: _st_loc[_t387] = _t385
            _t386.clear()
        else:
            _move_cards221(st, _st_zones[_t384][:], _t385, False)
    _st_vars[0] = _i17l0

# <rulerun skull.rules: play_round #108 28f59502>
def _loop(st):
    _st_zones = st.zones
    _t389 = []
    for _t388 in (_k269 or ()):
        if (((len(_st_zones[(1 + _t388)]) + len(_st_zones[(5 + _t388)])) + len(_st_zones[(9 + _t388)])) > 0):
            _t389.append(_t388)
    return _t389

# <rulerun skull.rules: play_round #109 bc20403d>
def _loop(st):
    _t407 = 0
    for _t406 in (_k283 or ()):
        _t407 += len(st.zones[(5 + _t406)])
    return _t407

# <rulerun skull.rules: play_round #110 556ebc0a>
def _loop(st, L):
    for _t418 in (_o289[L[3]] or ()):
        if (_t418 in (L[0] or ())):
            return _t418
    return None

# <rulerun skull.rules: play_round #111 4f10457f>
def _loop(st):
    _t423 = 0
    for _t422 in (_k292 or ()):
        _t423 += len(st.zones[(5 + _t422)])
    return _t423

# <rulerun skull.rules: play_round #112 689b21b1>
def _loop(st, L):
    for _t424 in (_o294[L[10]] or ()):
        if (_t424 in (L[9] or ())):
            return _t424
    return None

# <rulerun skull.rules: play_round #113 6029e4f2>
def _loop(st):
    _t428 = 0
    for _t427 in (_k296 or ()):
        _t428 += len(st.zones[(5 + _t427)])
    return _t428

# <rulerun skull.rules: play_round #114 playout, without a log 67159604>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[0] = _player271(_a270(st), 4)
    for _t390 in (L[0] or []):
        st.thread_player = st.inline_thread = _t390
        _i19 = L[:]; _i19[1] = _t390
        _t391 = _st_zones[(1 + _t390)]
        _t392 = _t390
        _t393 = len(_t391)
        if not _t393: _no_option274(_t392, 'disc to place')
        if _t393 <= 1:
            _i19[2] = _t391[0] if _t393 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t394 = st.chooser(_t393, _t392)
            else:
                _t394 = _st_bits(_t393.bit_length())
                while _t394 >= _t393: _t394 = _st_bits(_t393.bit_length())
            _i19[2] = _t391[_t394]; st.decisions += 1
        elif _decide275(st, _i19, _t391[:], _t392): raise _PlayoutCut272()
        _t395 = _i19[2]
        _t396 = (5 + _t390)
        if type(_t395) is int:
            _t397 = _st_zones[_st_loc[_t395]]
            if _t397[-1] == _t395: _t397.pop()
            else: _t397.remove(_t395)
            _st_zones[_t396].append(_t395); _st_loc[_t395] = _t396
        elif _t395 is not None:
            _move_cards276(st, _t395, _t396, False)
    st.thread_player = st.inline_thread = None
    L[3] = _st_vars[0]
    L[4] = 0
    L[5] = _st_vars[0]
    _t398 = 0; _t399 = st.decisions
    while (L[4] == 0):
        _t398 += 1
        if _t398 > _LIMIT277[0] and _over_limit278(_t398, st, _t399): raise _Runaway279()
        _t400 = []
        for _t401 in (['place a disc', 'bid'] or []):
            if ((_t401 == 'bid') or (not not _st_zones[(1 + L[3])])): _t400.append(_t401)
        _t402 = L[3]
        _t403 = len(_t400)
        if not _t403: _no_option274(_t402, 'place or bid')
        if _t403 <= 1:
            L[6] = _t400[0] if _t403 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t404 = st.chooser(_t403, _t402)
            else:
                _t404 = _st_bits(_t403.bit_length())
                while _t404 >= _t403: _t404 = _st_bits(_t403.bit_length())
            L[6] = _t400[_t404]; st.decisions += 1
        elif _decide281(st, L, _t400, _t402): raise _PlayoutCut272()
        if (L[6] == 'bid'):
            _t405 = (_range282(1, _a284(st)) or [])
            _t408 = L[3]
            _t409 = len(_t405)
            if not _t409: _no_option274(_t408, 'bid')
            if _t409 <= 1:
                L[7] = _t405[0] if _t409 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t410 = st.chooser(_t409, _t408)
                else:
                    _t410 = _st_bits(_t409.bit_length())
                    while _t410 >= _t409: _t410 = _st_bits(_t409.bit_length())
                L[7] = _t405[_t410]; st.decisions += 1
            elif _decide286(st, L, _t405, _t408): raise _PlayoutCut272()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t411 = _st_zones[(1 + L[3])]
            _t412 = L[3]
            _t413 = len(_t411)
            if not _t413: _no_option274(_t412, 'disc to place')
            if _t413 <= 1:
                L[8] = _t411[0] if _t413 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t414 = st.chooser(_t413, _t412)
                else:
                    _t414 = _st_bits(_t413.bit_length())
                    while _t414 >= _t413: _t414 = _st_bits(_t413.bit_length())
                L[8] = _t411[_t414]; st.decisions += 1
            elif _decide288(st, L, _t411[:], _t412): raise _PlayoutCut272()
            _t415 = L[8]
            _t416 = (5 + L[3])
            if type(_t415) is int:
                _t417 = _st_zones[_st_loc[_t415]]
                if _t417[-1] == _t415: _t417.pop()
                else: _t417.remove(_t415)
                _st_zones[_t416].append(_t415); _st_loc[_t415] = _t416
            elif _t415 is not None:
                _move_cards276(st, _t415, _t416, False)
            L[3] = _player291(_a290(st, L), 4)
    L[9] = L[0]
    L[10] = L[5]
    _t420 = 0; _t421 = st.decisions
    while ((L[4] < _a293(st)) and (len((L[9] or ())) > 1)):
        _t420 += 1
        if _t420 > _LIMIT277[0] and _over_limit278(_t420, st, _t421): raise _Runaway279()
        L[10] = _player291(_a295(st, L), 4)
        _t426 = (_range282((L[4] + 1), _a297(st)) or [])
        if _offer298(st, L, _t426): raise _PlayoutCut272()
        if (L[11] is None):
            L[9] = _remove299(st, L[9], L[10])
        else:
            L[4] = L[11]
            L[5] = L[10]
    if _p300(st, [L[5], L[4], None, None, None, None]) == 3: return 3

# <rulerun skull.rules: play #115 644cbb36>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    _t234 = 0; _t235 = st.decisions
    while True:
        _t234 += 1
        if _t234 > _LIMIT187[0] and _over_limit188(_t234, st, _t235): raise _Runaway189()
        if _p302(st, _k301[:]) == 3: return 3

# <rulerun skull.rules: play #116 bb845a89>
def _native(st, L):
    return True

# <rulerun skull.rules: take_back #117 15590789>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run305(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k306)

# <rulerun skull.rules: success #118 3e969e1c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run309(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k310)

# <rulerun skull.rules: failure #119 f74e7c30>
def _loop(st):
    _st_zones = st.zones
    _t433 = []
    for _t432 in (_k320 or ()):
        if (((len(_st_zones[(1 + _t432)]) + len(_st_zones[(5 + _t432)])) + len(_st_zones[(9 + _t432)])) > 0):
            _t433.append(_t432)
    return _t433

# <rulerun skull.rules: failure #120 afa0d83d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run313(st, L)
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
            if not _t430: _no_option315(_t429, 'disc to lose')
            if _t430 <= 1 and _st_log is None:
                L[2] = _o[0] if _t430 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t431 = st.chooser(_t430, _t429)
                else:
                    _t431 = _st_bits(_t430.bit_length())
                    while _t431 >= _t430: _t431 = _st_bits(_t430.bit_length())
                L[2] = _o[_t431]; st.decisions += 1
            elif _decide316(st, L, _o[:], _t429): return True
            pc = 3
        if pc == 3:
            _r = _run317(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run318(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run319(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] == L[0]):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _o = (_a321(st) or [])
            fr[1] = 9
            _t434 = L[0]
            _t435 = len(_o)
            if not _t435: _no_option315(_t434, 'who starts the next round')
            if _t435 <= 1 and _st_log is None:
                L[3] = _o[0] if _t435 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t436 = st.chooser(_t435, _t434)
                else:
                    _t436 = _st_bits(_t435.bit_length())
                    while _t436 >= _t435: _t436 = _st_bits(_t435.bit_length())
                L[3] = _o[_t436]; st.decisions += 1
            elif _decide323(st, L, _o, _t434): return True
            pc = 9
        if pc == 9:
            _r = _run324(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run325(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k326)

# <rulerun skull.rules: challenge #121 cda666aa>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT327[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run330(st, L)
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
            _r = _run331(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c332[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _a = [L[0], L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit333(_k334)
            fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run335(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run336(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit329(_k, st, _d0): raise _Runaway328()
            continue
        if pc == 9:
            if (L[2] < L[1]):
                pc = 10
            else:
                pc = 18
        if pc == 10:
            _o = []
            for _t437 in (_k337 or []):
                if ((_t437 != L[0]) and (not not _st_zones[(5 + _t437)])): _o.append(_t437)
            fr[1] = 11
            _t438 = L[0]
            _t439 = len(_o)
            if not _t439: _no_option339(_t438, 'stack to turn up from')
            if _t439 <= 1 and _st_log is None:
                L[4] = _o[0] if _t439 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t440 = st.chooser(_t439, _t438)
                else:
                    _t440 = _st_bits(_t439.bit_length())
                    while _t440 >= _t439: _t440 = _st_bits(_t439.bit_length())
                L[4] = _o[_t440]; st.decisions += 1
            elif _decide340(st, L, _o, _t438): return True
            pc = 11
        if pc == 11:
            _r = _run341(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c332[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            _a = [L[0], L[4], None, None]
            if len(st.cur) >= 500: raise _RuleLimit333(_k342)
            fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run343(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run344(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit329(_k, st, _d0): raise _Runaway328()
            continue
        if pc == 18:
            _r = _run345(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k346)

# <rulerun skull.rules: play_round #122 85fa1651>
def _loop(st):
    _t449 = 0
    for _t448 in (_k360 or ()):
        _t449 += len(st.zones[(5 + _t448)])
    return _t449

# <rulerun skull.rules: play_round #123 55c3464b>
def _loop(st):
    _t457 = 0
    for _t456 in (_k369 or ()):
        _t457 += len(st.zones[(5 + _t456)])
    return _t457

# <rulerun skull.rules: play_round #124 1d15c3dd>
def _loop(st):
    _t459 = 0
    for _t458 in (_k372 or ()):
        _t459 += len(st.zones[(5 + _t458)])
    return _t459

# <rulerun skull.rules: play_round #125 c01d9089>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT347[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run350(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step351(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(1 + L[1])]
            fr[1] = 3
            _t441 = L[1]
            _t442 = len(_o)
            if not _t442: _no_option353(_t441, 'disc to place')
            if _t442 <= 1 and _st_log is None:
                L[2] = _o[0] if _t442 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t443 = st.chooser(_t442, _t441)
                else:
                    _t443 = _st_bits(_t442.bit_length())
                    while _t443 >= _t442: _t443 = _st_bits(_t442.bit_length())
                L[2] = _o[_t443]; st.decisions += 1
            elif _decide354(st, L, _o[:], _t441): return True
            pc = 3
        if pc == 3:
            _r = _run355(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run356(st, L)
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
            if not _t446: _no_option353(_t445, 'place or bid')
            if _t446 <= 1 and _st_log is None:
                L[6] = _o[0] if _t446 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t447 = st.chooser(_t446, _t445)
                else:
                    _t447 = _st_bits(_t446.bit_length())
                    while _t447 >= _t446: _t447 = _st_bits(_t446.bit_length())
                L[6] = _o[_t447]; st.decisions += 1
            elif _decide358(st, L, _o, _t445): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range359(1, _a361(st)) or [])
            fr[1] = 10
            _t450 = L[3]
            _t451 = len(_o)
            if not _t451: _no_option353(_t450, 'bid')
            if _t451 <= 1 and _st_log is None:
                L[7] = _o[0] if _t451 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t452 = st.chooser(_t451, _t450)
                else:
                    _t452 = _st_bits(_t451.bit_length())
                    while _t452 >= _t451: _t452 = _st_bits(_t451.bit_length())
                L[7] = _o[_t452]; st.decisions += 1
            elif _decide363(st, L, _o, _t450): return True
            pc = 10
        if pc == 10:
            _r = _run364(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 13
            _t453 = L[3]
            _t454 = len(_o)
            if not _t454: _no_option353(_t453, 'disc to place')
            if _t454 <= 1 and _st_log is None:
                L[8] = _o[0] if _t454 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t455 = st.chooser(_t454, _t453)
                else:
                    _t455 = _st_bits(_t454.bit_length())
                    while _t455 >= _t454: _t455 = _st_bits(_t454.bit_length())
                L[8] = _o[_t455]; st.decisions += 1
            elif _decide366(st, L, _o[:], _t453): return True
            pc = 13
        if pc == 13:
            _r = _run367(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit349(_k, st, _d0): raise _Runaway348()
            continue
        if pc == 15:
            _r = _run368(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            if ((L[4] < _a370(st)) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run371(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range359((L[4] + 1), _a373(st)) or [])
            fr[1] = 19
            if _offer374(st, L, _o): return True
            pc = 19
        if pc == 19:
            _r = _run375(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit349(_k, st, _d0): raise _Runaway348()
            continue
        if pc == 21:
            _a = [L[5], L[4], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit376(_k377)
            fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k378)

# <rulerun skull.rules: play #126 1e732d93>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT379[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run382(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit383(_k384)
            fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit381(_k, st, _d0): raise _Runaway380()
            continue
        if pc == 4:
            fr[1] = 5
            if _step385(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k386)

# <rulerun skull.rules: failure #127 e8f82fc5>
def _loop(st):
    _st_zones = st.zones
    _t464 = []
    for _t463 in (_k398 or ()):
        if (((len(_st_zones[(1 + _t463)]) + len(_st_zones[(5 + _t463)])) + len(_st_zones[(9 + _t463)])) > 0):
            _t464.append(_t463)
    return _t464

# <rulerun skull.rules: failure #128 1d802745>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run389(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region390(st, L)
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
            if not _t461: _no_option392(_t460, 'disc to lose')
            if _t461 <= 1 and _st_log is None:
                L[2] = _o[0] if _t461 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t462 = st.chooser(_t461, _t460)
                else:
                    _t462 = _st_bits(_t461.bit_length())
                    while _t462 >= _t461: _t462 = _st_bits(_t461.bit_length())
                L[2] = _o[_t462]; st.decisions += 1
            elif _decide393(st, L, _o[:], _t460): return True
            pc = 3
        if pc == 3:
            _r = _run394(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run395(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run396(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7 and st.thread_player == st.inline_thread:
            _r = _region397(st, L)
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
            _o = (_a399(st) or [])
            fr[1] = 9
            _t465 = L[0]
            _t466 = len(_o)
            if not _t466: _no_option392(_t465, 'who starts the next round')
            if _t466 <= 1 and _st_log is None:
                L[3] = _o[0] if _t466 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t467 = st.chooser(_t466, _t465)
                else:
                    _t467 = _st_bits(_t466.bit_length())
                    while _t467 >= _t466: _t467 = _st_bits(_t466.bit_length())
                L[3] = _o[_t467]; st.decisions += 1
            elif _decide401(st, L, _o, _t465): return True
            pc = 9
        if pc == 9:
            _r = _run402(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run403(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k404)

# <rulerun skull.rules: challenge #129 a7d0a52e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT405[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run408(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region409(st, L)
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
            _r = _run410(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c411[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p412(st, [L[0], L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit413(_k414)
                fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run416(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit407(_k, st, _d0): raise _Runaway406()
            continue
        if pc == 9 and st.thread_player == st.inline_thread:
            _r = _region417(st, L)
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
            for _t468 in (_k418 or []):
                if ((_t468 != L[0]) and (not not _st_zones[(5 + _t468)])): _o.append(_t468)
            fr[1] = 11
            _t469 = L[0]
            _t470 = len(_o)
            if not _t470: _no_option420(_t469, 'stack to turn up from')
            if _t470 <= 1 and _st_log is None:
                L[4] = _o[0] if _t470 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t471 = st.chooser(_t470, _t469)
                else:
                    _t471 = _st_bits(_t470.bit_length())
                    while _t471 >= _t470: _t471 = _st_bits(_t470.bit_length())
                L[4] = _o[_t471]; st.decisions += 1
            elif _decide421(st, L, _o, _t469): return True
            pc = 11
        if pc == 11:
            _r = _run422(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c411[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            if st.thread_player == st.inline_thread:
                if _p412(st, [L[0], L[4], None, None]) == 3: return True
                pc = 14
            else:
                _a = [L[0], L[4], None, None]
                if len(st.cur) >= 500: raise _RuleLimit413(_k423)
                fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run424(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run425(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit407(_k, st, _d0): raise _Runaway406()
            continue
        if pc == 18:
            _r = _run426(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k427)

# <rulerun skull.rules: play_round #130 0cc59f6f>
def _loop(st):
    _t480 = 0
    for _t479 in (_k443 or ()):
        _t480 += len(st.zones[(5 + _t479)])
    return _t480

# <rulerun skull.rules: play_round #131 53559068>
def _loop(st):
    _t488 = 0
    for _t487 in (_k453 or ()):
        _t488 += len(st.zones[(5 + _t487)])
    return _t488

# <rulerun skull.rules: play_round #132 8dfd4ac1>
def _loop(st):
    _t490 = 0
    for _t489 in (_k456 or ()):
        _t490 += len(st.zones[(5 + _t489)])
    return _t490

# <rulerun skull.rules: challenge #133 b331ae76>
def _loop(st):
    _st_zones = st.zones
    _t516 = []
    for _t515 in (_k475 or ()):
        if (((len(_st_zones[(1 + _t515)]) + len(_st_zones[(5 + _t515)])) + len(_st_zones[(9 + _t515)])) > 0):
            _t516.append(_t515)
    return _t516

# <rulerun skull.rules: challenge #134 f2570d17>
def _loop(st):
    _st_zones = st.zones
    _t518 = []
    for _t517 in (_k478 or ()):
        if (((len(_st_zones[(1 + _t517)]) + len(_st_zones[(5 + _t517)])) + len(_st_zones[(9 + _t517)])) > 0):
            _t518.append(_t517)
    return _t518

# <rulerun skull.rules: challenge #135 e8551f4a>
def _loop(st):
    _st_zones = st.zones
    _t521 = []
    for _t520 in (_k480 or ()):
        if (((len(_st_zones[(1 + _t520)]) + len(_st_zones[(5 + _t520)])) + len(_st_zones[(9 + _t520)])) > 0):
            _t521.append(_t520)
    return _t521

# <rulerun skull.rules: challenge #136 1cdbbd7b>
def _loop(st):
    _st_zones = st.zones
    _t555 = []
    for _t554 in (_k490 or ()):
        if (((len(_st_zones[(1 + _t554)]) + len(_st_zones[(5 + _t554)])) + len(_st_zones[(9 + _t554)])) > 0):
            _t555.append(_t554)
    return _t555

# <rulerun skull.rules: challenge #137 829c99cf>
def _loop(st):
    _st_zones = st.zones
    _t557 = []
    for _t556 in (_k492 or ()):
        if (((len(_st_zones[(1 + _t556)]) + len(_st_zones[(5 + _t556)])) + len(_st_zones[(9 + _t556)])) > 0):
            _t557.append(_t556)
    return _t557

# <rulerun skull.rules: challenge #138 c9f635db>
def _loop(st):
    _st_zones = st.zones
    _t560 = []
    for _t559 in (_k494 or ()):
        if (((len(_st_zones[(1 + _t559)]) + len(_st_zones[(5 + _t559)])) + len(_st_zones[(9 + _t559)])) > 0):
            _t560.append(_t559)
    return _t560

# <rulerun skull.rules: challenge #139 playout 71af6692>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text463(_audience460(st), [_PlayerRef461(_l0), ' must turn up ', _plain462(_l1), ' flowers']))
    L[2] = 0
    _t491 = 0; _t492 = st.decisions
    while ((L[2] < _l1) and (not not _st_zones[(5 + _l0)])):
        _t491 += 1
        if _t491 > _LIMIT464[0] and _over_limit465(_t491, st, _t492): raise _Runaway466()
        L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
        _t493 = L[3]
        _t494 = (9 + _l0)
        if type(_t493) is int and _st_log is None:
            _t495 = _st_zones[_st_loc[_t493]]
            if _t495[-1] == _t493: _t495.pop()
            else: _t495.remove(_t493)
            _st_zones[_t494].append(_t493); _st_loc[_t493] = _t494
        elif _t493 is not None:
            _move_cards467(st, _t493, _t494, False)
        if (_c468[L[3]] == 'skull'):
            if _p484(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    _t525 = 0; _t526 = st.decisions
    while (L[2] < _l1):
        _t525 += 1
        if _t525 > _LIMIT464[0] and _over_limit465(_t525, st, _t526): raise _Runaway466()
        _t527 = []
        for _t528 in (_k485 or []):
            if ((_t528 != _l0) and (not not _st_zones[(5 + _t528)])): _t527.append(_t528)
        _t529 = _l0
        _t530 = len(_t527)
        if not _t530: _no_option472(_t529, 'stack to turn up from')
        if _t530 <= 1 and _st_log is None:
            L[4] = _t527[0] if _t530 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t531 = st.chooser(_t530, _t529)
            else:
                _t531 = _st_bits(_t530.bit_length())
                while _t531 >= _t530: _t531 = _st_bits(_t530.bit_length())
            L[4] = _t527[_t531]; st.decisions += 1
        elif _decide487(st, L, _t527, _t529): raise _PlayoutCut470()
        L[5] = (_z[-1] if (_z := _st_zones[(5 + L[4])]) else None)
        _t532 = L[5]
        _t533 = (9 + L[4])
        if type(_t532) is int and _st_log is None:
            _t534 = _st_zones[_st_loc[_t532]]
            if _t534[-1] == _t532: _t534.pop()
            else: _t534.remove(_t532)
            _st_zones[_t533].append(_t532); _st_loc[_t532] = _t533
        elif _t532 is not None:
            _move_cards467(st, _t532, _t533, False)
        if (_c468[L[5]] == 'skull'):
            if _p484(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    _i24l0 = _l0
    _st_vars[1 + _i24l0] = _st_vars[1 + _i24l0] + 1
    if _st_log is not None: _st_log.append(_Text463(_audience460(st), [_PlayerRef461(_i24l0), ' succeeds and has ', _plain462(_st_vars[1 + _i24l0]), ' point(s)']))
    if (_st_vars[1 + _i24l0] == 2):
        _end_game477(st, _i24l0, True); return 3
    _i25 = [None, None, None]
    for _t564 in (_k497 or []):
        _i25[2] = _t564
        _t565 = (9 + _t564)
        _t566 = (1 + _t564)
        if _st_log is None and _t565 != _t566:
            _t567 = _st_zones[_t565]; _st_zones[_t566] += _t567
            for _t568 in _t567: _st_loc[_t568] = _t566
            _t567.clear()
        else:
            _move_cards467(st, _st_zones[_t565][:], _t566, False)
        _t569 = (5 + _t564)
        _t570 = (1 + _t564)
        if _st_log is None and _t569 != _t570:
            _t571 = _st_zones[_t569]; _st_zones[_t570] += _t571
            for _t572 in _t571: _st_loc[_t572] = _t570
            _t571.clear()
        else:
            _move_cards467(st, _st_zones[_t569][:], _t570, False)
    _st_vars[0] = _i24l0

# <rulerun skull.rules: play_round #140 aa90f520>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT428[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run431(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region432(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step433(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(1 + L[1])]
            fr[1] = 3
            _t472 = L[1]
            _t473 = len(_o)
            if not _t473: _no_option435(_t472, 'disc to place')
            if _t473 <= 1 and _st_log is None:
                L[2] = _o[0] if _t473 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t474 = st.chooser(_t473, _t472)
                else:
                    _t474 = _st_bits(_t473.bit_length())
                    while _t474 >= _t473: _t474 = _st_bits(_t473.bit_length())
                L[2] = _o[_t474]; st.decisions += 1
            elif _decide436(st, L, _o[:], _t472): return True
            pc = 3
        if pc == 3:
            _r = _run437(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run438(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region439(st, L)
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
            if not _t477: _no_option435(_t476, 'place or bid')
            if _t477 <= 1 and _st_log is None:
                L[6] = _o[0] if _t477 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t478 = st.chooser(_t477, _t476)
                else:
                    _t478 = _st_bits(_t477.bit_length())
                    while _t478 >= _t477: _t478 = _st_bits(_t477.bit_length())
                L[6] = _o[_t478]; st.decisions += 1
            elif _decide441(st, L, _o, _t476): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range442(1, _a444(st)) or [])
            fr[1] = 10
            _t481 = L[3]
            _t482 = len(_o)
            if not _t482: _no_option435(_t481, 'bid')
            if _t482 <= 1 and _st_log is None:
                L[7] = _o[0] if _t482 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t483 = st.chooser(_t482, _t481)
                else:
                    _t483 = _st_bits(_t482.bit_length())
                    while _t483 >= _t482: _t483 = _st_bits(_t482.bit_length())
                L[7] = _o[_t483]; st.decisions += 1
            elif _decide446(st, L, _o, _t481): return True
            pc = 10
        if pc == 10:
            _r = _run447(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 13
            _t484 = L[3]
            _t485 = len(_o)
            if not _t485: _no_option435(_t484, 'disc to place')
            if _t485 <= 1 and _st_log is None:
                L[8] = _o[0] if _t485 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t486 = st.chooser(_t485, _t484)
                else:
                    _t486 = _st_bits(_t485.bit_length())
                    while _t486 >= _t485: _t486 = _st_bits(_t485.bit_length())
                L[8] = _o[_t486]; st.decisions += 1
            elif _decide449(st, L, _o[:], _t484): return True
            pc = 13
        if pc == 13:
            _r = _run450(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit430(_k, st, _d0): raise _Runaway429()
            continue
        if pc == 15:
            _r = _run451(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16 and st.thread_player == st.inline_thread:
            _r = _region452(st, L)
            if _r is None:
                pc = 21
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 16:
            if ((L[4] < _a454(st)) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run455(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range442((L[4] + 1), _a457(st)) or [])
            fr[1] = 19
            if _offer458(st, L, _o): return True
            pc = 19
        if pc == 19:
            _r = _run459(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit430(_k, st, _d0): raise _Runaway429()
            continue
        if pc == 21:
            if st.thread_player == st.inline_thread:
                if _p498(st, [L[5], L[4], None, None, None, None]) == 3: return True
                pc = 22
            else:
                _a = [L[5], L[4], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit499(_k500)
                fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k501)

# <rulerun skull.rules: play #141 5221c5da>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT502[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run505(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region506(st, L)
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
                if _p507(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit508(_k509)
                fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit504(_k, st, _d0): raise _Runaway503()
            continue
        if pc == 4:
            fr[1] = 5
            if _step510(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k511)

# <rulerun skull.rules: rank #142 7c1767c2>
def _native(st, p):
    _st_zones = st.zones
    return (st.vars[1 + p], ((len(_st_zones[(1 + p)]) + len(_st_zones[(5 + p)])) + len(_st_zones[(9 + p)])), )

