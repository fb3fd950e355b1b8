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

# <rulerun skull.rules: success #1 fd4b1368>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[1 + _l0] = (_t9 if -1000000000000000000 <= (_t9 := _st_vars[1 + _l0] + 1) <= 1000000000000000000 else _beyond2(_t9))
    if _st_log is not None: _st_log.append(_Text6(_audience3(st), [_PlayerRef4(_l0), ' succeeds and has ', _plain5(_st_vars[1 + _l0]), ' point(s)']))
    if (_st_vars[1 + _l0] == 2):
        _end_game7(st, _l0, True); return 3
    _i0 = [None, None, None]
    for _t10 in (_k8 or []):
        _i0[2] = _t10
        _t11 = (9 + _t10)
        _t12 = (1 + _t10)
        if _st_log is None and _t11 != _t12:
            _t13 = _st_zones[_t11]; _st_zones[_t12] += _t13
            for _t14 in _t13: _st_loc[_t14] = _t12
            _t13.clear()
        else:
            _move_cards9(st, _st_zones[_t11][:], _t12, False)
        _t15 = (5 + _t10)
        _t16 = (1 + _t10)
        if _st_log is None and _t15 != _t16:
            _t17 = _st_zones[_t15]; _st_zones[_t16] += _t17
            for _t18 in _t17: _st_loc[_t18] = _t16
            _t17.clear()
        else:
            _move_cards9(st, _st_zones[_t15][:], _t16, False)
    _st_vars[0] = _l0

# <rulerun skull.rules: failure #2 b523f928>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text12(_audience10(st), [_PlayerRef11(L[0]), ' turns up the skull of ', _PlayerRef11(L[1]), ' and fails']))
    _i1 = [None, None, None]
    for _t19 in (_k13 or []):
        _i1[2] = _t19
        _t20 = (9 + _t19)
        _t21 = (1 + _t19)
        if _st_log is None and _t20 != _t21:
            _t22 = _st_zones[_t20]; _st_zones[_t21] += _t22
            for _t23 in _t22: _st_loc[_t23] = _t21
            _t22.clear()
        else:
            _move_cards14(st, _st_zones[_t20][:], _t21, False)
        _t24 = (5 + _t19)
        _t25 = (1 + _t19)
        if _st_log is None and _t24 != _t25:
            _t26 = _st_zones[_t24]; _st_zones[_t25] += _t26
            for _t27 in _t26: _st_loc[_t27] = _t25
            _t26.clear()
        else:
            _move_cards14(st, _st_zones[_t24][:], _t25, False)

# <rulerun skull.rules: failure #3 ef27ab51>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t28 = L[2]
    _t29 = (13 + L[0])
    if type(_t28) is int and st.log is None:
        _t30 = _st_zones[_st_loc[_t28]]
        if _t30[-1] == _t28: _t30.pop()
        else: _t30.remove(_t28)
        _st_zones[_t29].append(_t28); _st_loc[_t28] = _t29
    elif _t28 is not None:
        _move_cards15(st, _t28, _t29, False)

# <rulerun skull.rules: failure #4 2c22ca75>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    _t31 = _random_item17(st, (1 + _l0))
    _t32 = (13 + _l0)
    if type(_t31) is int and st.log is None:
        _t33 = _st_zones[_st_loc[_t31]]
        if _t33[-1] == _t31: _t33.pop()
        else: _t33.remove(_t31)
        _st_zones[_t32].append(_t31); _st_loc[_t31] = _t32
    elif _t31 is not None:
        _move_cards16(st, _t31, _t32, False)

# <rulerun skull.rules: failure #5 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: failure #6 917e03f9>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[1] == _l0):
        _t34 = _st_zones[(1 + _l0)]
        _t35 = _l0
        _t36 = len(_t34)
        if not _t36: _no_option20(_t35, 'disc to lose')
        if _t36 <= 1 and _st_log is None:
            L[2] = _t34[0] if _t36 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t37 = st.chooser(_t36, _t35)
            else:
                _t37 = _st_bits(_t36.bit_length())
                while _t37 >= _t36: _t37 = _st_bits(_t36.bit_length())
            L[2] = _t34[_t37]; st.decisions += 1
        elif _decide21(st, L, _t34[:], _t35): raise _PlayoutCut18()
        _t38 = L[2]
        _t39 = (13 + _l0)
        if type(_t38) is int and _st_log is None:
            _t40 = _st_zones[_st_loc[_t38]]
            if _t40[-1] == _t38: _t40.pop()
            else: _t40.remove(_t38)
            _st_zones[_t39].append(_t38); _st_loc[_t38] = _t39
        elif _t38 is not None:
            _move_cards22(st, _t38, _t39, False)
    else:
        _t41 = _random_item23(st, (1 + _l0))
        _t42 = (13 + _l0)
        if type(_t41) is int and _st_log is None:
            _t43 = _st_zones[_st_loc[_t41]]
            if _t43[-1] == _t41: _t43.pop()
            else: _t43.remove(_t41)
            _st_zones[_t42].append(_t41); _st_loc[_t41] = _t42
        elif _t41 is not None:
            _move_cards22(st, _t41, _t42, False)

# <rulerun skull.rules: failure #7 013504b6>
def _loop(st):
    _st_zones = st.zones
    _t45 = []
    for _t44 in (_k27 or ()):
        if (((len(_st_zones[(1 + _t44)]) + len(_st_zones[(5 + _t44)])) + len(_st_zones[(9 + _t44)])) > 0):
            _t45.append(_t44)
    return _t45

# <rulerun skull.rules: failure #8 937a7bd5>
def _loop(st):
    _st_zones = st.zones
    _t47 = []
    for _t46 in (_k30 or ()):
        if (((len(_st_zones[(1 + _t46)]) + len(_st_zones[(5 + _t46)])) + len(_st_zones[(9 + _t46)])) > 0):
            _t47.append(_t46)
    return _t47

# <rulerun skull.rules: failure #9 3b4ebecb>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text26(_audience24(st), [_PlayerRef25(_l0), ' loses a disc for good']))
    if (((len(_st_zones[(1 + _l0)]) + len(_st_zones[(5 + _l0)])) + len(_st_zones[(9 + _l0)])) == 0):
        if _st_log is not None: _st_log.append(_Text26(_audience24(st), [_PlayerRef25(_l0), ' has no discs left and is out of the game']))
    if (len((_a28(st) or ())) == 1):
        _end_game29(st, _a31(st), True); return 3

# <rulerun skull.rules: failure #10 fe32267c>
def _native(st, L):
    st.vars[0] = L[3]

# <rulerun skull.rules: failure #11 53409193>
def _native(st, L):
    st.vars[0] = L[1]

# <rulerun skull.rules: failure #12 d9c1330e>
def _loop(st):
    _st_zones = st.zones
    _t50 = []
    for _t49 in (_k32 or ()):
        if (((len(_st_zones[(1 + _t49)]) + len(_st_zones[(5 + _t49)])) + len(_st_zones[(9 + _t49)])) > 0):
            _t50.append(_t49)
    return _t50

# <rulerun skull.rules: failure #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: failure #14 95e8767b>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == _l0):
        _t48 = (_a33(st) or [])
        _t51 = _l0
        _t52 = len(_t48)
        if not _t52: _no_option36(_t51, 'who starts the next round')
        if _t52 <= 1 and _st_log is None:
            L[3] = _t48[0] if _t52 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t53 = st.chooser(_t52, _t51)
            else:
                _t53 = _st_bits(_t52.bit_length())
                while _t53 >= _t52: _t53 = _st_bits(_t52.bit_length())
            L[3] = _t48[_t53]; st.decisions += 1
        elif _decide37(st, L, _t48, _t51): raise _PlayoutCut34()
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

# <rulerun skull.rules: failure #18 54762e3b>
def _loop(st):
    _st_zones = st.zones
    _t55 = []
    for _t54 in (_k38 or ()):
        if (((len(_st_zones[(1 + _t54)]) + len(_st_zones[(5 + _t54)])) + len(_st_zones[(9 + _t54)])) > 0):
            _t55.append(_t54)
    return _t55

# <rulerun skull.rules: failure #19 2737f0bf>
def _native(st, L):
    return _player40(_a39(st), 4)

# <rulerun skull.rules: challenge #20 d5c85fae>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_PlayerRef42(L[0]), ' must turn up ', _plain43(L[1]), ' flowers']))
    L[2] = 0

# <rulerun skull.rules: challenge #21 b662d158>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
    _t56 = L[3]
    _t57 = (9 + _l0)
    if type(_t56) is int and st.log is None:
        _t58 = _st_zones[_st_loc[_t56]]
        if _t58[-1] == _t56: _t58.pop()
        else: _t58.remove(_t56)
        _st_zones[_t57].append(_t56); _st_loc[_t56] = _t57
    elif _t56 is not None:
        _move_cards45(st, _t56, _t57, False)

# <rulerun skull.rules: challenge #22 e693422f>
def _native(st, L):
    return 2

# <rulerun skull.rules: challenge #23 4566d1f2>
def _native(st, L):
    L[2] = (_t59 if -1000000000000000000 <= (_t59 := L[2] + 1) <= 1000000000000000000 else _beyond46(_t59))

# <rulerun skull.rules: challenge #24 09c3b99a>
def _loop(st):
    _st_zones = st.zones
    _t83 = []
    for _t82 in (_k60 or ()):
        if (((len(_st_zones[(1 + _t82)]) + len(_st_zones[(5 + _t82)])) + len(_st_zones[(9 + _t82)])) > 0):
            _t83.append(_t82)
    return _t83

# <rulerun skull.rules: challenge #25 1d937d96>
def _loop(st):
    _st_zones = st.zones
    _t85 = []
    for _t84 in (_k63 or ()):
        if (((len(_st_zones[(1 + _t84)]) + len(_st_zones[(5 + _t84)])) + len(_st_zones[(9 + _t84)])) > 0):
            _t85.append(_t84)
    return _t85

# <rulerun skull.rules: challenge #26 d493ea8b>
def _loop(st):
    _st_zones = st.zones
    _t88 = []
    for _t87 in (_k65 or ()):
        if (((len(_st_zones[(1 + _t87)]) + len(_st_zones[(5 + _t87)])) + len(_st_zones[(9 + _t87)])) > 0):
            _t88.append(_t87)
    return _t88

# <rulerun skull.rules: failure #27 629be2d9>
def _loop(st):
    _st_zones = st.zones
    _t112 = []
    for _t111 in (_k79 or ()):
        if (((len(_st_zones[(1 + _t111)]) + len(_st_zones[(5 + _t111)])) + len(_st_zones[(9 + _t111)])) > 0):
            _t112.append(_t111)
    return _t112

# <rulerun skull.rules: failure #28 f13b5dd1>
def _loop(st):
    _st_zones = st.zones
    _t114 = []
    for _t113 in (_k82 or ()):
        if (((len(_st_zones[(1 + _t113)]) + len(_st_zones[(5 + _t113)])) + len(_st_zones[(9 + _t113)])) > 0):
            _t114.append(_t113)
    return _t114

# <rulerun skull.rules: failure #29 dd7713b4>
def _loop(st):
    _st_zones = st.zones
    _t117 = []
    for _t116 in (_k84 or ()):
        if (((len(_st_zones[(1 + _t116)]) + len(_st_zones[(5 + _t116)])) + len(_st_zones[(9 + _t116)])) > 0):
            _t117.append(_t116)
    return _t117

# <rulerun skull.rules: failure #30 playout 2d6aac3b>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text71(_audience69(st), [_PlayerRef70(_l0), ' turns up the skull of ', _PlayerRef70(_l1), ' and fails']))
    _i4 = [None, None, None]
    for _t92 in (_k72 or []):
        _i4[2] = _t92
        _t93 = (9 + _t92)
        _t94 = (1 + _t92)
        if _st_log is None and _t93 != _t94:
            _t95 = _st_zones[_t93]; _st_zones[_t94] += _t95
            for _t96 in _t95: _st_loc[_t96] = _t94
            _t95.clear()
        else:
            _move_cards73(st, _st_zones[_t93][:], _t94, False)
        _t97 = (5 + _t92)
        _t98 = (1 + _t92)
        if _st_log is None and _t97 != _t98:
            _t99 = _st_zones[_t97]; _st_zones[_t98] += _t99
            for _t100 in _t99: _st_loc[_t100] = _t98
            _t99.clear()
        else:
            _move_cards73(st, _st_zones[_t97][:], _t98, False)
    if (_l1 == _l0):
        _t101 = _st_zones[(1 + _l0)]
        _t102 = _l0
        _t103 = len(_t101)
        if not _t103: _no_option76(_t102, 'disc to lose')
        if _t103 <= 1 and _st_log is None:
            L[2] = _t101[0] if _t103 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t104 = st.chooser(_t103, _t102)
            else:
                _t104 = _st_bits(_t103.bit_length())
                while _t104 >= _t103: _t104 = _st_bits(_t103.bit_length())
            L[2] = _t101[_t104]; st.decisions += 1
        elif _decide77(st, L, _t101[:], _t102): raise _PlayoutCut74()
        _t105 = L[2]
        _t106 = (13 + _l0)
        if type(_t105) is int and _st_log is None:
            _t107 = _st_zones[_st_loc[_t105]]
            if _t107[-1] == _t105: _t107.pop()
            else: _t107.remove(_t105)
            _st_zones[_t106].append(_t105); _st_loc[_t105] = _t106
        elif _t105 is not None:
            _move_cards73(st, _t105, _t106, False)
    else:
        _t108 = _random_item78(st, (1 + _l0))
        _t109 = (13 + _l0)
        if type(_t108) is int and _st_log is None:
            _t110 = _st_zones[_st_loc[_t108]]
            if _t110[-1] == _t108: _t110.pop()
            else: _t110.remove(_t108)
            _st_zones[_t109].append(_t108); _st_loc[_t108] = _t109
        elif _t108 is not None:
            _move_cards73(st, _t108, _t109, False)
    if _st_log is not None: _st_log.append(_Text71(_audience69(st), [_PlayerRef70(_l0), ' loses a disc for good']))
    if (((len(_st_zones[(1 + _l0)]) + len(_st_zones[(5 + _l0)])) + len(_st_zones[(9 + _l0)])) == 0):
        if _st_log is not None: _st_log.append(_Text71(_audience69(st), [_PlayerRef70(_l0), ' has no discs left and is out of the game']))
    if (len((_a80(st) or ())) == 1):
        _end_game81(st, _a83(st), True); return 3
    if (_l1 == _l0):
        _t115 = (_a85(st) or [])
        _t118 = _l0
        _t119 = len(_t115)
        if not _t119: _no_option76(_t118, 'who starts the next round')
        if _t119 <= 1 and _st_log is None:
            L[3] = _t115[0] if _t119 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t120 = st.chooser(_t119, _t118)
            else:
                _t120 = _st_bits(_t119.bit_length())
                while _t120 >= _t119: _t120 = _st_bits(_t119.bit_length())
            L[3] = _t115[_t120]; st.decisions += 1
        elif _decide87(st, L, _t115, _t118): raise _PlayoutCut74()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #31 da56d2fe>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    while ((L[2] < L[1]) and (not not _st_zones[(5 + _l0)])):
        _budget47[0] -= 1
        if _budget47[0] < 0: _spent48(st)
        L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
        _t60 = L[3]
        _t61 = (9 + _l0)
        if type(_t60) is int and st.log is None:
            _t62 = _st_zones[_st_loc[_t60]]
            if _t62[-1] == _t60: _t62.pop()
            else: _t62.remove(_t60)
            _st_zones[_t61].append(_t60); _st_loc[_t60] = _t61
        elif _t60 is not None:
            _move_cards49(st, _t60, _t61, False)
        if (_c50[L[3]] == 'skull'):
            if _p88(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t121 if -1000000000000000000 <= (_t121 := L[2] + 1) <= 1000000000000000000 else _beyond89(_t121))

# <rulerun skull.rules: challenge #32 e7dbe601>
def _native(st, L):
    _l4 = L[4]
    _st_loc = st.loc
    _st_zones = st.zones
    L[5] = (_z[-1] if (_z := _st_zones[(5 + _l4)]) else None)
    _t122 = L[5]
    _t123 = (9 + _l4)
    if type(_t122) is int and st.log is None:
        _t124 = _st_zones[_st_loc[_t122]]
        if _t124[-1] == _t122: _t124.pop()
        else: _t124.remove(_t122)
        _st_zones[_t123].append(_t122); _st_loc[_t122] = _t123
    elif _t122 is not None:
        _move_cards90(st, _t122, _t123, False)

# <rulerun skull.rules: challenge #33 e693422f>
def _native(st, L):
    return 2

# <rulerun skull.rules: challenge #34 fe4192bf>
def _native(st, L):
    L[2] = (_t125 if -1000000000000000000 <= (_t125 := L[2] + 1) <= 1000000000000000000 else _beyond91(_t125))

# <rulerun skull.rules: challenge #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #36 52a514bb>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while (L[2] < L[1]):
        _budget92[0] -= 1
        if _budget92[0] < 0: _spent93(st)
        _t126 = []
        for _t127 in (_k94 or []):
            if ((_t127 != _l0) and (not not _st_zones[(5 + _t127)])): _t126.append(_t127)
        _t128 = _l0
        _t129 = len(_t126)
        if not _t129: _no_option97(_t128, 'stack to turn up from')
        if _t129 <= 1 and _st_log is None:
            L[4] = _t126[0] if _t129 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t130 = st.chooser(_t129, _t128)
            else:
                _t130 = _st_bits(_t129.bit_length())
                while _t130 >= _t129: _t130 = _st_bits(_t129.bit_length())
            L[4] = _t126[_t130]; st.decisions += 1
        elif _decide98(st, L, _t126, _t128): raise _PlayoutCut95()
        L[5] = (_z[-1] if (_z := _st_zones[(5 + L[4])]) else None)
        _t131 = L[5]
        _t132 = (9 + L[4])
        if type(_t131) is int and _st_log is None:
            _t133 = _st_zones[_st_loc[_t131]]
            if _t133[-1] == _t131: _t133.pop()
            else: _t133.remove(_t131)
            _st_zones[_t132].append(_t131); _st_loc[_t131] = _t132
        elif _t131 is not None:
            _move_cards99(st, _t131, _t132, False)
        if (_c100[L[5]] == 'skull'):
            if _p101(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t134 if -1000000000000000000 <= (_t134 := L[2] + 1) <= 1000000000000000000 else _beyond102(_t134))

# <rulerun skull.rules: challenge #37 afe3b1cd>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i5l0 = L[0]
    _st_vars[1 + _i5l0] = (_t135 if -1000000000000000000 <= (_t135 := _st_vars[1 + _i5l0] + 1) <= 1000000000000000000 else _beyond103(_t135))
    if _st_log is not None: _st_log.append(_Text107(_audience104(st), [_PlayerRef105(_i5l0), ' succeeds and has ', _plain106(_st_vars[1 + _i5l0]), ' point(s)']))
    if (_st_vars[1 + _i5l0] == 2):
        _end_game108(st, _i5l0, True); return 3
    _i6 = [None, None, None]
    for _t136 in (_k109 or []):
        _i6[2] = _t136
        _t137 = (9 + _t136)
        _t138 = (1 + _t136)
        if _st_log is None and _t137 != _t138:
            _t139 = _st_zones[_t137]; _st_zones[_t138] += _t139
            for _t140 in _t139: _st_loc[_t140] = _t138
            _t139.clear()
        else:
            _move_cards110(st, _st_zones[_t137][:], _t138, False)
        _t141 = (5 + _t136)
        _t142 = (1 + _t136)
        if _st_log is None and _t141 != _t142:
            _t143 = _st_zones[_t141]; _st_zones[_t142] += _t143
            for _t144 in _t143: _st_loc[_t144] = _t142
            _t143.clear()
        else:
            _move_cards110(st, _st_zones[_t141][:], _t142, False)
    _st_vars[0] = _i5l0

# <rulerun skull.rules: challenge #38 c5759641>
def _native(st, L):
    return ((L[2] < L[1]) and (not not st.zones[(5 + L[0])]))

# <rulerun skull.rules: challenge #39 d55a2b9f>
def _native(st, L):
    return (_c111[L[3]] == 'skull')

# <rulerun skull.rules: challenge #40 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #41 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #42 b63affe2>
def _native(st, L):
    return (L[2] < L[1])

# <rulerun skull.rules: challenge #43 bf2e0453>
def _native(st, L):
    return _k112

# <rulerun skull.rules: challenge #44 73376334>
def _native(st, L):
    _l4 = L[4]
    return ((_l4 != L[0]) and (not not st.zones[(5 + _l4)]))

# <rulerun skull.rules: challenge #45 dbe5c4c4>
def _native(st, L):
    return (_c113[L[5]] == 'skull')

# <rulerun skull.rules: challenge #46 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #47 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play_round #48 f0d67362>
def _loop(st):
    _st_zones = st.zones
    _t146 = []
    for _t145 in (_k114 or ()):
        if (((len(_st_zones[(1 + _t145)]) + len(_st_zones[(5 + _t145)])) + len(_st_zones[(9 + _t145)])) > 0):
            _t146.append(_t145)
    return _t146

# <rulerun skull.rules: play_round #49 1bfdca0e>
def _native(st, L):
    L[0] = _player116(_a115(st), 4)

# <rulerun skull.rules: play_round #50 4cb27f2c>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t147 = L[2]
    _t148 = (5 + L[1])
    if type(_t147) is int and st.log is None:
        _t149 = _st_zones[_st_loc[_t147]]
        if _t149[-1] == _t147: _t149.pop()
        else: _t149.remove(_t147)
        _st_zones[_t148].append(_t147); _st_loc[_t147] = _t148
    elif _t147 is not None:
        _move_cards117(st, _t147, _t148, False)

# <rulerun skull.rules: play_round #51 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun skull.rules: play_round #52 1fde83fd>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t150 in (L[0] or []):
        st.thread_player = st.inline_thread = _t150
        _i7 = L[:]; _i7[1] = _t150
        _t151 = _st_zones[(1 + _t150)]
        _t152 = _t150
        _t153 = len(_t151)
        if not _t153: _no_option120(_t152, 'disc to place')
        if _t153 <= 1:
            _i7[2] = _t151[0] if _t153 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t154 = st.chooser(_t153, _t152)
            else:
                _t154 = _st_bits(_t153.bit_length())
                while _t154 >= _t153: _t154 = _st_bits(_t153.bit_length())
            _i7[2] = _t151[_t154]; st.decisions += 1
        elif _decide121(st, _i7, _t151[:], _t152): raise _PlayoutCut118()
        _t155 = _i7[2]
        _t156 = (5 + _t150)
        if type(_t155) is int:
            _t157 = _st_zones[_st_loc[_t155]]
            if _t157[-1] == _t155: _t157.pop()
            else: _t157.remove(_t155)
            _st_zones[_t156].append(_t155); _st_loc[_t155] = _t156
        elif _t155 is not None:
            _move_cards122(st, _t155, _t156, False)
    st.thread_player = st.inline_thread = None

# <rulerun skull.rules: play_round #53 8b802553>
def _native(st, L):
    _st_vars = st.vars
    L[3] = _st_vars[0]
    L[4] = 0
    L[5] = _st_vars[0]

# <rulerun skull.rules: play_round #54 a38afe6f>
def _native(st, L):
    L[4] = L[7]
    L[5] = L[3]

# <rulerun skull.rules: play_round #55 38be817a>
def _loop(st, L):
    for _t161 in (_o124[L[3]] or ()):
        if (_t161 in (L[0] or ())):
            return _t161
    return None

# <rulerun skull.rules: play_round #56 e7e1525e>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t158 = L[8]
    _t159 = (5 + L[3])
    if type(_t158) is int and st.log is None:
        _t160 = _st_zones[_st_loc[_t158]]
        if _t160[-1] == _t158: _t160.pop()
        else: _t160.remove(_t158)
        _st_zones[_t159].append(_t158); _st_loc[_t158] = _t159
    elif _t158 is not None:
        _move_cards123(st, _t158, _t159, False)
    L[3] = _player126(_a125(st, L), 4)

# <rulerun skull.rules: play_round #57 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #58 285ef825>
def _loop(st):
    _t170 = 0
    for _t169 in (_k134 or ()):
        _t170 += len(st.zones[(5 + _t169)])
    return _t170

# <rulerun skull.rules: play_round #59 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #60 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #61 62f7c4ae>
def _loop(st, L):
    for _t181 in (_o141[L[3]] or ()):
        if (_t181 in (L[0] or ())):
            return _t181
    return None

# <rulerun skull.rules: play_round #62 0392af99>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while (L[4] == 0):
        _budget127[0] -= 1
        if _budget127[0] < 0: _spent128(st)
        _t163 = []
        for _t164 in (['place a disc', 'bid'] or []):
            if ((_t164 == 'bid') or (not not _st_zones[(1 + L[3])])): _t163.append(_t164)
        _t165 = L[3]
        _t166 = len(_t163)
        if not _t166: _no_option131(_t165, 'place or bid')
        if _t166 <= 1 and _st_log is None:
            L[6] = _t163[0] if _t166 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t167 = st.chooser(_t166, _t165)
            else:
                _t167 = _st_bits(_t166.bit_length())
                while _t167 >= _t166: _t167 = _st_bits(_t166.bit_length())
            L[6] = _t163[_t167]; st.decisions += 1
        elif _decide132(st, L, _t163, _t165): raise _PlayoutCut129()
        if (L[6] == 'bid'):
            _t168 = (_range133(1, _a135(st)) or [])
            _t171 = L[3]
            _t172 = len(_t168)
            if not _t172: _no_option131(_t171, 'bid')
            if _t172 <= 1 and _st_log is None:
                L[7] = _t168[0] if _t172 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t173 = st.chooser(_t172, _t171)
                else:
                    _t173 = _st_bits(_t172.bit_length())
                    while _t173 >= _t172: _t173 = _st_bits(_t172.bit_length())
                L[7] = _t168[_t173]; st.decisions += 1
            elif _decide137(st, L, _t168, _t171): raise _PlayoutCut129()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t174 = _st_zones[(1 + L[3])]
            _t175 = L[3]
            _t176 = len(_t174)
            if not _t176: _no_option131(_t175, 'disc to place')
            if _t176 <= 1 and _st_log is None:
                L[8] = _t174[0] if _t176 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t177 = st.chooser(_t176, _t175)
                else:
                    _t177 = _st_bits(_t176.bit_length())
                    while _t177 >= _t176: _t177 = _st_bits(_t176.bit_length())
                L[8] = _t174[_t177]; st.decisions += 1
            elif _decide139(st, L, _t174[:], _t175): raise _PlayoutCut129()
            _t178 = L[8]
            _t179 = (5 + L[3])
            if type(_t178) is int and _st_log is None:
                _t180 = _st_zones[_st_loc[_t178]]
                if _t180[-1] == _t178: _t180.pop()
                else: _t180.remove(_t178)
                _st_zones[_t179].append(_t178); _st_loc[_t178] = _t179
            elif _t178 is not None:
                _move_cards140(st, _t178, _t179, False)
            L[3] = _player143(_a142(st, L), 4)

# <rulerun skull.rules: play_round #63 8e134cf3>
def _native(st, L):
    L[9] = L[0]
    L[10] = L[5]

# <rulerun skull.rules: play_round #64 96571f25>
def _loop(st, L):
    for _t183 in (_o144[L[10]] or ()):
        if (_t183 in (L[9] or ())):
            return _t183
    return None

# <rulerun skull.rules: play_round #65 2c58deec>
def _native(st, L):
    L[10] = _player146(_a145(st, L), 4)

# <rulerun skull.rules: play_round #66 fbc2ffd5>
def _native(st, L):
    _l10 = L[10]
    _l11 = L[11]
    if (_l11 is None):
        L[9] = _remove147(st, L[9], _l10)
    else:
        L[4] = _l11
        L[5] = _l10

# <rulerun skull.rules: play_round #67 c47b5c1b>
def _loop(st):
    _t186 = 0
    for _t185 in (_k148 or ()):
        _t186 += len(st.zones[(5 + _t185)])
    return _t186

# <rulerun skull.rules: play_round #68 95357b51>
def _loop(st, L):
    for _t187 in (_o152[L[10]] or ()):
        if (_t187 in (L[9] or ())):
            return _t187
    return None

# <rulerun skull.rules: play_round #69 4965f9db>
def _loop(st):
    _t192 = 0
    for _t191 in (_k157 or ()):
        _t192 += len(st.zones[(5 + _t191)])
    return _t192

# <rulerun skull.rules: play_round #70 53f8df5f>
def _native(st, L):
    return L[10]

# <rulerun skull.rules: play_round #71 d9f941f0>
def _native(st, L):
    while ((L[4] < _a149(st)) and (len((L[9] or ())) > 1)):
        _budget150[0] -= 1
        if _budget150[0] < 0: _spent151(st)
        L[10] = _player154(_a153(st, L), 4)
        _t189 = (_range155((_t190 if -1000000000000000000 <= (_t190 := (L[4] + 1)) <= 1000000000000000000 else _beyond156(_t190)), _a158(st)) or [])
        if _offer160(st, L, _t189): raise _PlayoutCut159()
        if (L[11] is None):
            L[9] = _remove161(st, L[9], L[10])
        else:
            L[4] = L[11]
            L[5] = L[10]

# <rulerun skull.rules: play_round #72 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: play_round #73 8b4c62ef>
def _native(st, L):
    return (1 + L[1])

# <rulerun skull.rules: play_round #74 5f8f51f5>
def _native(st, L):
    return (L[4] == 0)

# <rulerun skull.rules: play_round #75 f0996962>
def _native(st, L):
    return ['place a disc', 'bid']

# <rulerun skull.rules: play_round #76 87e60837>
def _native(st, L):
    return ((L[6] == 'bid') or (not not st.zones[(1 + L[3])]))

# <rulerun skull.rules: play_round #77 23bffb35>
def _native(st, L):
    return (L[6] == 'bid')

# <rulerun skull.rules: play_round #78 980668e6>
def _loop(st):
    _t194 = 0
    for _t193 in (_k163 or ()):
        _t194 += len(st.zones[(5 + _t193)])
    return _t194

# <rulerun skull.rules: play_round #79 c413f1af>
def _native(st, L):
    return _range162(1, _a164(st))

# <rulerun skull.rules: play_round #80 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun skull.rules: play_round #81 99191d3e>
def _loop(st):
    _t196 = 0
    for _t195 in (_k165 or ()):
        _t196 += len(st.zones[(5 + _t195)])
    return _t196

# <rulerun skull.rules: play_round #82 8aadf242>
def _native(st, L):
    return ((L[4] < _a166(st)) and (len((L[9] or ())) > 1))

# <rulerun skull.rules: play_round #83 66d8b1a6>
def _loop(st):
    _t199 = 0
    for _t198 in (_k169 or ()):
        _t199 += len(st.zones[(5 + _t198)])
    return _t199

# <rulerun skull.rules: play_round #84 af3223ef>
def _native(st, L):
    return _range167((_t197 if -1000000000000000000 <= (_t197 := (L[4] + 1)) <= 1000000000000000000 else _beyond168(_t197)), _a170(st))

# <rulerun skull.rules: play_round #85 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun skull.rules: play_round #86 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play #87 e16e4e72>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    for _t200 in (_k171 or []):
        L[2] = _t200
        _t201 = _st_zones[0][:-(4) - 1:-1]
        _t202 = (1 + _t200)
        if type(_t201) is list and st.log is None:
            for _t203 in _t201:
                _t204 = _st_zones[_st_loc[_t203]]
                if _t204[-1] == _t203: _t204.pop()
                else: _t204.remove(_t203)
                _st_zones[_t202].append(_t203); _st_loc[_t203] = _t202
        elif _t201 is not None:
            _move_cards172(st, _t201, _t202, False)
    st.vars[0] = _random_item173(st, _k174)

# <rulerun skull.rules: play #88 50cbd007>
def _loop(st):
    _st_zones = st.zones
    _t206 = []
    for _t205 in (_k177 or ()):
        if (((len(_st_zones[(1 + _t205)]) + len(_st_zones[(5 + _t205)])) + len(_st_zones[(9 + _t205)])) > 0):
            _t206.append(_t205)
    return _t206

# <rulerun skull.rules: play #89 a32847ef>
def _loop(st):
    _t222 = 0
    for _t221 in (_k188 or ()):
        _t222 += len(st.zones[(5 + _t221)])
    return _t222

# <rulerun skull.rules: play #90 fdbe9c8e>
def _loop(st, _i8):
    for _t233 in (_o194[_i8[3]] or ()):
        if (_t233 in (_i8[0] or ())):
            return _t233
    return None

# <rulerun skull.rules: play #91 38f352e6>
def _loop(st):
    _t236 = 0
    for _t235 in (_k197 or ()):
        _t236 += len(st.zones[(5 + _t235)])
    return _t236

# <rulerun skull.rules: play #92 98b88424>
def _loop(st, _i8):
    for _t237 in (_o199[_i8[10]] or ()):
        if (_t237 in (_i8[9] or ())):
            return _t237
    return None

# <rulerun skull.rules: play #93 d46d056f>
def _loop(st):
    _t242 = 0
    for _t241 in (_k202 or ()):
        _t242 += len(st.zones[(5 + _t241)])
    return _t242

# <rulerun skull.rules: failure #94 e7b54b9e>
def _loop(st):
    _st_zones = st.zones
    _t266 = []
    for _t265 in (_k217 or ()):
        if (((len(_st_zones[(1 + _t265)]) + len(_st_zones[(5 + _t265)])) + len(_st_zones[(9 + _t265)])) > 0):
            _t266.append(_t265)
    return _t266

# <rulerun skull.rules: failure #95 8c46b780>
def _loop(st):
    _st_zones = st.zones
    _t268 = []
    for _t267 in (_k220 or ()):
        if (((len(_st_zones[(1 + _t267)]) + len(_st_zones[(5 + _t267)])) + len(_st_zones[(9 + _t267)])) > 0):
            _t268.append(_t267)
    return _t268

# <rulerun skull.rules: failure #96 87819ce1>
def _loop(st):
    _st_zones = st.zones
    _t271 = []
    for _t270 in (_k222 or ()):
        if (((len(_st_zones[(1 + _t270)]) + len(_st_zones[(5 + _t270)])) + len(_st_zones[(9 + _t270)])) > 0):
            _t271.append(_t270)
    return _t271

# <rulerun skull.rules: failure #97 playout, without a log be532e5f>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _i10 = [None, None, None]
    for _t246 in (_k210 or []):
        _i10[2] = _t246
        _t247 = (9 + _t246)
        _t248 = (1 + _t246)
        if _t247 != _t248:
            _t249 = _st_zones[_t247]; _st_zones[_t248] += _t249
            for _t250 in _t249: _st_loc[_t250] = _t248
            _t249.clear()
        else:
            _move_cards211(st, _st_zones[_t247][:], _t248, False)
        _t251 = (5 + _t246)
        _t252 = (1 + _t246)
        if _t251 != _t252:
            _t253 = _st_zones[_t251]; _st_zones[_t252] += _t253
            for _t254 in _t253: _st_loc[_t254] = _t252
            _t253.clear()
        else:
            _move_cards211(st, _st_zones[_t251][:], _t252, False)
    if (_l1 == _l0):
        _t255 = _st_zones[(1 + _l0)]
        _t256 = _l0
        _t257 = len(_t255)
        if not _t257: _no_option214(_t256, 'disc to lose')
        if _t257 <= 1:
            L[2] = _t255[0] if _t257 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t258 = st.chooser(_t257, _t256)
            else:
                _t258 = _st_bits(_t257.bit_length())
                while _t258 >= _t257: _t258 = _st_bits(_t257.bit_length())
            L[2] = _t255[_t258]; st.decisions += 1
        elif _decide215(st, L, _t255[:], _t256): raise _PlayoutCut212()
        _t259 = L[2]
        _t260 = (13 + _l0)
        if type(_t259) is int:
            _t261 = _st_zones[_st_loc[_t259]]
            if _t261[-1] == _t259: _t261.pop()
            else: _t261.remove(_t259)
            _st_zones[_t260].append(_t259); _st_loc[_t259] = _t260
        elif _t259 is not None:
            _move_cards211(st, _t259, _t260, False)
    else:
        _t262 = _random_item216(st, (1 + _l0))
        _t263 = (13 + _l0)
        if type(_t262) is int:
            _t264 = _st_zones[_st_loc[_t262]]
            if _t264[-1] == _t262: _t264.pop()
            else: _t264.remove(_t262)
            _st_zones[_t263].append(_t262); _st_loc[_t262] = _t263
        elif _t262 is not None:
            _move_cards211(st, _t262, _t263, False)
    if (((len(_st_zones[(1 + _l0)]) + len(_st_zones[(5 + _l0)])) + len(_st_zones[(9 + _l0)])) == 0):
        pass
    if (len((_a218(st) or ())) == 1):
        _end_game219(st, _a221(st), True); return 3
    if (_l1 == _l0):
        _t269 = (_a223(st) or [])
        _t272 = _l0
        _t273 = len(_t269)
        if not _t273: _no_option214(_t272, 'who starts the next round')
        if _t273 <= 1:
            L[3] = _t269[0] if _t273 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t274 = st.chooser(_t273, _t272)
            else:
                _t274 = _st_bits(_t273.bit_length())
                while _t274 >= _t273: _t274 = _st_bits(_t273.bit_length())
            L[3] = _t269[_t274]; st.decisions += 1
        elif _decide225(st, L, _t269, _t272): raise _PlayoutCut212()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #98 playout, without a log 505032e4>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[2] = 0
    while ((L[2] < _l1) and (not not _st_zones[(5 + _l0)])):
        _budget206[0] -= 1
        if _budget206[0] < 0: _spent207(st)
        L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
        _t243 = L[3]
        _t244 = (9 + _l0)
        if type(_t243) is int:
            _t245 = _st_zones[_st_loc[_t243]]
            if _t245[-1] == _t243: _t245.pop()
            else: _t245.remove(_t243)
            _st_zones[_t244].append(_t243); _st_loc[_t243] = _t244
        elif _t243 is not None:
            _move_cards208(st, _t243, _t244, False)
        if (_c209[L[3]] == 'skull'):
            if _p226(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t275 if -1000000000000000000 <= (_t275 := L[2] + 1) <= 1000000000000000000 else _beyond227(_t275))
    while (L[2] < _l1):
        _budget206[0] -= 1
        if _budget206[0] < 0: _spent207(st)
        _t276 = []
        for _t277 in (_k228 or []):
            if ((_t277 != _l0) and (not not _st_zones[(5 + _t277)])): _t276.append(_t277)
        _t278 = _l0
        _t279 = len(_t276)
        if not _t279: _no_option231(_t278, 'stack to turn up from')
        if _t279 <= 1:
            L[4] = _t276[0] if _t279 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t280 = st.chooser(_t279, _t278)
            else:
                _t280 = _st_bits(_t279.bit_length())
                while _t280 >= _t279: _t280 = _st_bits(_t279.bit_length())
            L[4] = _t276[_t280]; st.decisions += 1
        elif _decide232(st, L, _t276, _t278): raise _PlayoutCut229()
        L[5] = (_z[-1] if (_z := _st_zones[(5 + L[4])]) else None)
        _t281 = L[5]
        _t282 = (9 + L[4])
        if type(_t281) is int:
            _t283 = _st_zones[_st_loc[_t281]]
            if _t283[-1] == _t281: _t283.pop()
            else: _t283.remove(_t281)
            _st_zones[_t282].append(_t281); _st_loc[_t281] = _t282
        elif _t281 is not None:
            _move_cards208(st, _t281, _t282, False)
        if (_c209[L[5]] == 'skull'):
            if _p226(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t284 if -1000000000000000000 <= (_t284 := L[2] + 1) <= 1000000000000000000 else _beyond227(_t284))
    _i11l0 = _l0
    _st_vars[1 + _i11l0] = (_t285 if -1000000000000000000 <= (_t285 := _st_vars[1 + _i11l0] + 1) <= 1000000000000000000 else _beyond227(_t285))
    if (_st_vars[1 + _i11l0] == 2):
        _end_game233(st, _i11l0, True); return 3
    _i12 = [None, None, None]
    for _t286 in (_k234 or []):
        _i12[2] = _t286
        _t287 = (9 + _t286)
        _t288 = (1 + _t286)
        if _t287 != _t288:
            _t289 = _st_zones[_t287]; _st_zones[_t288] += _t289
            for _t290 in _t289: _st_loc[_t290] = _t288
            _t289.clear()
        else:
            _move_cards208(st, _st_zones[_t287][:], _t288, False)
        _t291 = (5 + _t286)
        _t292 = (1 + _t286)
        if _t291 != _t292:
            _t293 = _st_zones[_t291]; _st_zones[_t292] += _t293
            for _t294 in _t293: _st_loc[_t294] = _t292
            _t293.clear()
        else:
            _move_cards208(st, _st_zones[_t291][:], _t292, False)
    _st_vars[0] = _i11l0

# <rulerun skull.rules: play_round #99 f3f10262>
def _loop(st):
    _st_zones = st.zones
    _t296 = []
    for _t295 in (_k236 or ()):
        if (((len(_st_zones[(1 + _t295)]) + len(_st_zones[(5 + _t295)])) + len(_st_zones[(9 + _t295)])) > 0):
            _t296.append(_t295)
    return _t296

# <rulerun skull.rules: play_round #100 bdb2e1f9>
def _loop(st):
    _t312 = 0
    for _t311 in (_k249 or ()):
        _t312 += len(st.zones[(5 + _t311)])
    return _t312

# <rulerun skull.rules: play_round #101 cbed592e>
def _loop(st, L):
    for _t323 in (_o255[L[3]] or ()):
        if (_t323 in (L[0] or ())):
            return _t323
    return None

# <rulerun skull.rules: play_round #102 0d7eb55c>
def _loop(st):
    _t326 = 0
    for _t325 in (_k258 or ()):
        _t326 += len(st.zones[(5 + _t325)])
    return _t326

# <rulerun skull.rules: play_round #103 22b504d3>
def _loop(st, L):
    for _t327 in (_o260[L[10]] or ()):
        if (_t327 in (L[9] or ())):
            return _t327
    return None

# <rulerun skull.rules: play_round #104 db2c0845>
def _loop(st):
    _t332 = 0
    for _t331 in (_k263 or ()):
        _t332 += len(st.zones[(5 + _t331)])
    return _t332

# <rulerun skull.rules: play_round #105 playout, without a log 01a0a4d6>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[0] = _player238(_a237(st), 4)
    for _t297 in (L[0] or []):
        st.thread_player = st.inline_thread = _t297
        _i13 = L[:]; _i13[1] = _t297
        _t298 = _st_zones[(1 + _t297)]
        _t299 = _t297
        _t300 = len(_t298)
        if not _t300: _no_option241(_t299, 'disc to place')
        if _t300 <= 1:
            _i13[2] = _t298[0] if _t300 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t301 = st.chooser(_t300, _t299)
            else:
                _t301 = _st_bits(_t300.bit_length())
                while _t301 >= _t300: _t301 = _st_bits(_t300.bit_length())
            _i13[2] = _t298[_t301]; st.decisions += 1
        elif _decide242(st, _i13, _t298[:], _t299): raise _PlayoutCut239()
        _t302 = _i13[2]
        _t303 = (5 + _t297)
        if type(_t302) is int:
            _t304 = _st_zones[_st_loc[_t302]]
            if _t304[-1] == _t302: _t304.pop()
            else: _t304.remove(_t302)
            _st_zones[_t303].append(_t302); _st_loc[_t302] = _t303
        elif _t302 is not None:
            _move_cards243(st, _t302, _t303, False)
    st.thread_player = st.inline_thread = None
    L[3] = _st_vars[0]
    L[4] = 0
    L[5] = _st_vars[0]
    while (L[4] == 0):
        _budget244[0] -= 1
        if _budget244[0] < 0: _spent245(st)
        _t305 = []
        for _t306 in (['place a disc', 'bid'] or []):
            if ((_t306 == 'bid') or (not not _st_zones[(1 + L[3])])): _t305.append(_t306)
        _t307 = L[3]
        _t308 = len(_t305)
        if not _t308: _no_option241(_t307, 'place or bid')
        if _t308 <= 1:
            L[6] = _t305[0] if _t308 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t309 = st.chooser(_t308, _t307)
            else:
                _t309 = _st_bits(_t308.bit_length())
                while _t309 >= _t308: _t309 = _st_bits(_t308.bit_length())
            L[6] = _t305[_t309]; st.decisions += 1
        elif _decide247(st, L, _t305, _t307): raise _PlayoutCut239()
        if (L[6] == 'bid'):
            _t310 = (_range248(1, _a250(st)) or [])
            _t313 = L[3]
            _t314 = len(_t310)
            if not _t314: _no_option241(_t313, 'bid')
            if _t314 <= 1:
                L[7] = _t310[0] if _t314 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t315 = st.chooser(_t314, _t313)
                else:
                    _t315 = _st_bits(_t314.bit_length())
                    while _t315 >= _t314: _t315 = _st_bits(_t314.bit_length())
                L[7] = _t310[_t315]; st.decisions += 1
            elif _decide252(st, L, _t310, _t313): raise _PlayoutCut239()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t316 = _st_zones[(1 + L[3])]
            _t317 = L[3]
            _t318 = len(_t316)
            if not _t318: _no_option241(_t317, 'disc to place')
            if _t318 <= 1:
                L[8] = _t316[0] if _t318 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t319 = st.chooser(_t318, _t317)
                else:
                    _t319 = _st_bits(_t318.bit_length())
                    while _t319 >= _t318: _t319 = _st_bits(_t318.bit_length())
                L[8] = _t316[_t319]; st.decisions += 1
            elif _decide254(st, L, _t316[:], _t317): raise _PlayoutCut239()
            _t320 = L[8]
            _t321 = (5 + L[3])
            if type(_t320) is int:
                _t322 = _st_zones[_st_loc[_t320]]
                if _t322[-1] == _t320: _t322.pop()
                else: _t322.remove(_t320)
                _st_zones[_t321].append(_t320); _st_loc[_t320] = _t321
            elif _t320 is not None:
                _move_cards243(st, _t320, _t321, False)
            L[3] = _player257(_a256(st, L), 4)
    L[9] = L[0]
    L[10] = L[5]
    while ((L[4] < _a259(st)) and (len((L[9] or ())) > 1)):
        _budget244[0] -= 1
        if _budget244[0] < 0: _spent245(st)
        L[10] = _player257(_a261(st, L), 4)
        _t329 = (_range248((_t330 if -1000000000000000000 <= (_t330 := (L[4] + 1)) <= 1000000000000000000 else _beyond262(_t330)), _a264(st)) or [])
        if _offer265(st, L, _t329): raise _PlayoutCut239()
        if (L[11] is None):
            L[9] = _remove266(st, L[9], L[10])
        else:
            L[4] = L[11]
            L[5] = L[10]
    if _p267(st, [L[5], L[4], None, None, None, None]) == 3: return 3

# <rulerun skull.rules: play #106 d1132ab9>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    while True:
        _budget175[0] -= 1
        if _budget175[0] < 0: _spent176(st)
        if _p269(st, _k268[:]) == 3: return 3

# <rulerun skull.rules: play #107 bb845a89>
def _native(st, L):
    return True

# <rulerun skull.rules: take_back #108 01d0ef9b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run272(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k273)

# <rulerun skull.rules: success #109 ba130cd0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run276(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k277)

# <rulerun skull.rules: failure #110 a29f1ff9>
def _loop(st):
    _st_zones = st.zones
    _t337 = []
    for _t336 in (_k287 or ()):
        if (((len(_st_zones[(1 + _t336)]) + len(_st_zones[(5 + _t336)])) + len(_st_zones[(9 + _t336)])) > 0):
            _t337.append(_t336)
    return _t337

# <rulerun skull.rules: failure #111 8ded51f2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run280(st, L)
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
            _t333 = L[0]
            _t334 = len(_o)
            if not _t334: _no_option282(_t333, 'disc to lose')
            if _t334 <= 1 and _st_log is None:
                L[2] = _o[0] if _t334 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t335 = st.chooser(_t334, _t333)
                else:
                    _t335 = _st_bits(_t334.bit_length())
                    while _t335 >= _t334: _t335 = _st_bits(_t334.bit_length())
                L[2] = _o[_t335]; st.decisions += 1
            elif _decide283(st, L, _o[:], _t333): return True
            pc = 3
        if pc == 3:
            _r = _run284(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run285(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run286(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] == L[0]):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _o = (_a288(st) or [])
            fr[1] = 9
            _t338 = L[0]
            _t339 = len(_o)
            if not _t339: _no_option282(_t338, 'who starts the next round')
            if _t339 <= 1 and _st_log is None:
                L[3] = _o[0] if _t339 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t340 = st.chooser(_t339, _t338)
                else:
                    _t340 = _st_bits(_t339.bit_length())
                    while _t340 >= _t339: _t340 = _st_bits(_t339.bit_length())
                L[3] = _o[_t340]; st.decisions += 1
            elif _decide290(st, L, _o, _t338): return True
            pc = 9
        if pc == 9:
            _r = _run291(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run292(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k293)

# <rulerun skull.rules: challenge #112 c9b6b6b0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
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
        if pc == 1:
            if ((L[2] < L[1]) and (not not _st_zones[(5 + L[0])])):
                pc = 2
            else:
                pc = 9
        if pc == 2:
            _r = _run298(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c299[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _a = [L[0], L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit300(_k301)
            fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run302(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run303(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit296(_k, st, _d0): raise _Runaway295()
            continue
        if pc == 9:
            if (L[2] < L[1]):
                pc = 10
            else:
                pc = 18
        if pc == 10:
            _o = []
            for _t341 in (_k304 or []):
                if ((_t341 != L[0]) and (not not _st_zones[(5 + _t341)])): _o.append(_t341)
            fr[1] = 11
            _t342 = L[0]
            _t343 = len(_o)
            if not _t343: _no_option306(_t342, 'stack to turn up from')
            if _t343 <= 1 and _st_log is None:
                L[4] = _o[0] if _t343 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t344 = st.chooser(_t343, _t342)
                else:
                    _t344 = _st_bits(_t343.bit_length())
                    while _t344 >= _t343: _t344 = _st_bits(_t343.bit_length())
                L[4] = _o[_t344]; st.decisions += 1
            elif _decide307(st, L, _o, _t342): return True
            pc = 11
        if pc == 11:
            _r = _run308(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c299[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            _a = [L[0], L[4], None, None]
            if len(st.cur) >= 500: raise _RuleLimit300(_k309)
            fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run310(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit296(_k, st, _d0): raise _Runaway295()
            continue
        if pc == 18:
            _r = _run312(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k313)

# <rulerun skull.rules: play_round #113 a69ed72e>
def _loop(st):
    _t353 = 0
    for _t352 in (_k327 or ()):
        _t353 += len(st.zones[(5 + _t352)])
    return _t353

# <rulerun skull.rules: play_round #114 31c1fd54>
def _loop(st):
    _t361 = 0
    for _t360 in (_k336 or ()):
        _t361 += len(st.zones[(5 + _t360)])
    return _t361

# <rulerun skull.rules: play_round #115 8a618156>
def _loop(st):
    _t364 = 0
    for _t363 in (_k340 or ()):
        _t364 += len(st.zones[(5 + _t363)])
    return _t364

# <rulerun skull.rules: play_round #116 08a48e70>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT314[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run317(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step318(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(1 + L[1])]
            fr[1] = 3
            _t345 = L[1]
            _t346 = len(_o)
            if not _t346: _no_option320(_t345, 'disc to place')
            if _t346 <= 1 and _st_log is None:
                L[2] = _o[0] if _t346 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t347 = st.chooser(_t346, _t345)
                else:
                    _t347 = _st_bits(_t346.bit_length())
                    while _t347 >= _t346: _t347 = _st_bits(_t346.bit_length())
                L[2] = _o[_t347]; st.decisions += 1
            elif _decide321(st, L, _o[:], _t345): return True
            pc = 3
        if pc == 3:
            _r = _run322(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run323(st, L)
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
            for _t348 in (['place a disc', 'bid'] or []):
                if ((_t348 == 'bid') or (not not _st_zones[(1 + L[3])])): _o.append(_t348)
            fr[1] = 8
            _t349 = L[3]
            _t350 = len(_o)
            if not _t350: _no_option320(_t349, 'place or bid')
            if _t350 <= 1 and _st_log is None:
                L[6] = _o[0] if _t350 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t351 = st.chooser(_t350, _t349)
                else:
                    _t351 = _st_bits(_t350.bit_length())
                    while _t351 >= _t350: _t351 = _st_bits(_t350.bit_length())
                L[6] = _o[_t351]; st.decisions += 1
            elif _decide325(st, L, _o, _t349): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range326(1, _a328(st)) or [])
            fr[1] = 10
            _t354 = L[3]
            _t355 = len(_o)
            if not _t355: _no_option320(_t354, 'bid')
            if _t355 <= 1 and _st_log is None:
                L[7] = _o[0] if _t355 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t356 = st.chooser(_t355, _t354)
                else:
                    _t356 = _st_bits(_t355.bit_length())
                    while _t356 >= _t355: _t356 = _st_bits(_t355.bit_length())
                L[7] = _o[_t356]; st.decisions += 1
            elif _decide330(st, L, _o, _t354): return True
            pc = 10
        if pc == 10:
            _r = _run331(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 13
            _t357 = L[3]
            _t358 = len(_o)
            if not _t358: _no_option320(_t357, 'disc to place')
            if _t358 <= 1 and _st_log is None:
                L[8] = _o[0] if _t358 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t359 = st.chooser(_t358, _t357)
                else:
                    _t359 = _st_bits(_t358.bit_length())
                    while _t359 >= _t358: _t359 = _st_bits(_t358.bit_length())
                L[8] = _o[_t359]; st.decisions += 1
            elif _decide333(st, L, _o[:], _t357): return True
            pc = 13
        if pc == 13:
            _r = _run334(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit316(_k, st, _d0): raise _Runaway315()
            continue
        if pc == 15:
            _r = _run335(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            if ((L[4] < _a337(st)) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run338(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range326((_t362 if -1000000000000000000 <= (_t362 := (L[4] + 1)) <= 1000000000000000000 else _beyond339(_t362)), _a341(st)) or [])
            fr[1] = 19
            if _offer342(st, L, _o): return True
            pc = 19
        if pc == 19:
            _r = _run343(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit316(_k, st, _d0): raise _Runaway315()
            continue
        if pc == 21:
            _a = [L[5], L[4], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit344(_k345)
            fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k346)

# <rulerun skull.rules: play #117 532b835a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT347[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run350(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit351(_k352)
            fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit349(_k, st, _d0): raise _Runaway348()
            continue
        if pc == 4:
            fr[1] = 5
            if _step353(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k354)

# <rulerun skull.rules: failure #118 8201bddd>
def _loop(st):
    _st_zones = st.zones
    _t369 = []
    for _t368 in (_k366 or ()):
        if (((len(_st_zones[(1 + _t368)]) + len(_st_zones[(5 + _t368)])) + len(_st_zones[(9 + _t368)])) > 0):
            _t369.append(_t368)
    return _t369

# <rulerun skull.rules: failure #119 129fadec>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run357(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region358(st, L)
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
            _t365 = L[0]
            _t366 = len(_o)
            if not _t366: _no_option360(_t365, 'disc to lose')
            if _t366 <= 1 and _st_log is None:
                L[2] = _o[0] if _t366 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t367 = st.chooser(_t366, _t365)
                else:
                    _t367 = _st_bits(_t366.bit_length())
                    while _t367 >= _t366: _t367 = _st_bits(_t366.bit_length())
                L[2] = _o[_t367]; st.decisions += 1
            elif _decide361(st, L, _o[:], _t365): return True
            pc = 3
        if pc == 3:
            _r = _run362(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run363(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run364(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7 and st.thread_player == st.inline_thread:
            _r = _region365(st, L)
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
            _o = (_a367(st) or [])
            fr[1] = 9
            _t370 = L[0]
            _t371 = len(_o)
            if not _t371: _no_option360(_t370, 'who starts the next round')
            if _t371 <= 1 and _st_log is None:
                L[3] = _o[0] if _t371 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t372 = st.chooser(_t371, _t370)
                else:
                    _t372 = _st_bits(_t371.bit_length())
                    while _t372 >= _t371: _t372 = _st_bits(_t371.bit_length())
                L[3] = _o[_t372]; st.decisions += 1
            elif _decide369(st, L, _o, _t370): return True
            pc = 9
        if pc == 9:
            _r = _run370(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run371(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k372)

# <rulerun skull.rules: challenge #120 734d080e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT373[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run376(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region377(st, L)
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
            _r = _run378(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c379[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p380(st, [L[0], L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit381(_k382)
                fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run383(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run384(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit375(_k, st, _d0): raise _Runaway374()
            continue
        if pc == 9 and st.thread_player == st.inline_thread:
            _r = _region385(st, L)
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
            for _t373 in (_k386 or []):
                if ((_t373 != L[0]) and (not not _st_zones[(5 + _t373)])): _o.append(_t373)
            fr[1] = 11
            _t374 = L[0]
            _t375 = len(_o)
            if not _t375: _no_option388(_t374, 'stack to turn up from')
            if _t375 <= 1 and _st_log is None:
                L[4] = _o[0] if _t375 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t376 = st.chooser(_t375, _t374)
                else:
                    _t376 = _st_bits(_t375.bit_length())
                    while _t376 >= _t375: _t376 = _st_bits(_t375.bit_length())
                L[4] = _o[_t376]; st.decisions += 1
            elif _decide389(st, L, _o, _t374): return True
            pc = 11
        if pc == 11:
            _r = _run390(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c379[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            if st.thread_player == st.inline_thread:
                if _p380(st, [L[0], L[4], None, None]) == 3: return True
                pc = 14
            else:
                _a = [L[0], L[4], None, None]
                if len(st.cur) >= 500: raise _RuleLimit381(_k391)
                fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run392(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run393(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit375(_k, st, _d0): raise _Runaway374()
            continue
        if pc == 18:
            _r = _run394(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k395)

# <rulerun skull.rules: play_round #121 efda1cd2>
def _loop(st):
    _t385 = 0
    for _t384 in (_k411 or ()):
        _t385 += len(st.zones[(5 + _t384)])
    return _t385

# <rulerun skull.rules: play_round #122 757c2441>
def _loop(st):
    _t393 = 0
    for _t392 in (_k421 or ()):
        _t393 += len(st.zones[(5 + _t392)])
    return _t393

# <rulerun skull.rules: play_round #123 faaa7f8c>
def _loop(st):
    _t396 = 0
    for _t395 in (_k425 or ()):
        _t396 += len(st.zones[(5 + _t395)])
    return _t396

# <rulerun skull.rules: challenge #124 playout 35996eb6>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text432(_audience429(st), [_PlayerRef430(_l0), ' must turn up ', _plain431(_l1), ' flowers']))
    L[2] = 0
    while ((L[2] < _l1) and (not not _st_zones[(5 + _l0)])):
        _budget433[0] -= 1
        if _budget433[0] < 0: _spent434(st)
        L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
        _t397 = L[3]
        _t398 = (9 + _l0)
        if type(_t397) is int and _st_log is None:
            _t399 = _st_zones[_st_loc[_t397]]
            if _t399[-1] == _t397: _t399.pop()
            else: _t399.remove(_t397)
            _st_zones[_t398].append(_t397); _st_loc[_t397] = _t398
        elif _t397 is not None:
            _move_cards435(st, _t397, _t398, False)
        if (_c436[L[3]] == 'skull'):
            if _p437(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t400 if -1000000000000000000 <= (_t400 := L[2] + 1) <= 1000000000000000000 else _beyond438(_t400))
    while (L[2] < _l1):
        _budget433[0] -= 1
        if _budget433[0] < 0: _spent434(st)
        _t401 = []
        for _t402 in (_k439 or []):
            if ((_t402 != _l0) and (not not _st_zones[(5 + _t402)])): _t401.append(_t402)
        _t403 = _l0
        _t404 = len(_t401)
        if not _t404: _no_option442(_t403, 'stack to turn up from')
        if _t404 <= 1 and _st_log is None:
            L[4] = _t401[0] if _t404 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t405 = st.chooser(_t404, _t403)
            else:
                _t405 = _st_bits(_t404.bit_length())
                while _t405 >= _t404: _t405 = _st_bits(_t404.bit_length())
            L[4] = _t401[_t405]; st.decisions += 1
        elif _decide443(st, L, _t401, _t403): raise _PlayoutCut440()
        L[5] = (_z[-1] if (_z := _st_zones[(5 + L[4])]) else None)
        _t406 = L[5]
        _t407 = (9 + L[4])
        if type(_t406) is int and _st_log is None:
            _t408 = _st_zones[_st_loc[_t406]]
            if _t408[-1] == _t406: _t408.pop()
            else: _t408.remove(_t406)
            _st_zones[_t407].append(_t406); _st_loc[_t406] = _t407
        elif _t406 is not None:
            _move_cards435(st, _t406, _t407, False)
        if (_c436[L[5]] == 'skull'):
            if _p437(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t409 if -1000000000000000000 <= (_t409 := L[2] + 1) <= 1000000000000000000 else _beyond438(_t409))
    _i14l0 = _l0
    _st_vars[1 + _i14l0] = (_t410 if -1000000000000000000 <= (_t410 := _st_vars[1 + _i14l0] + 1) <= 1000000000000000000 else _beyond438(_t410))
    if _st_log is not None: _st_log.append(_Text432(_audience429(st), [_PlayerRef430(_i14l0), ' succeeds and has ', _plain431(_st_vars[1 + _i14l0]), ' point(s)']))
    if (_st_vars[1 + _i14l0] == 2):
        _end_game444(st, _i14l0, True); return 3
    _i15 = [None, None, None]
    for _t411 in (_k445 or []):
        _i15[2] = _t411
        _t412 = (9 + _t411)
        _t413 = (1 + _t411)
        if _st_log is None and _t412 != _t413:
            _t414 = _st_zones[_t412]; _st_zones[_t413] += _t414
            for _t415 in _t414: _st_loc[_t415] = _t413
            _t414.clear()
        else:
            _move_cards435(st, _st_zones[_t412][:], _t413, False)
        _t416 = (5 + _t411)
        _t417 = (1 + _t411)
        if _st_log is None and _t416 != _t417:
            _t418 = _st_zones[_t416]; _st_zones[_t417] += _t418
            for _t419 in _t418: _st_loc[_t419] = _t417
            _t418.clear()
        else:
            _move_cards435(st, _st_zones[_t416][:], _t417, False)
    _st_vars[0] = _i14l0

# <rulerun skull.rules: play_round #125 2a7cc9fc>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT396[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run399(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region400(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step401(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(1 + L[1])]
            fr[1] = 3
            _t377 = L[1]
            _t378 = len(_o)
            if not _t378: _no_option403(_t377, 'disc to place')
            if _t378 <= 1 and _st_log is None:
                L[2] = _o[0] if _t378 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t379 = st.chooser(_t378, _t377)
                else:
                    _t379 = _st_bits(_t378.bit_length())
                    while _t379 >= _t378: _t379 = _st_bits(_t378.bit_length())
                L[2] = _o[_t379]; st.decisions += 1
            elif _decide404(st, L, _o[:], _t377): return True
            pc = 3
        if pc == 3:
            _r = _run405(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run406(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region407(st, L)
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
            for _t380 in (['place a disc', 'bid'] or []):
                if ((_t380 == 'bid') or (not not _st_zones[(1 + L[3])])): _o.append(_t380)
            fr[1] = 8
            _t381 = L[3]
            _t382 = len(_o)
            if not _t382: _no_option403(_t381, 'place or bid')
            if _t382 <= 1 and _st_log is None:
                L[6] = _o[0] if _t382 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t383 = st.chooser(_t382, _t381)
                else:
                    _t383 = _st_bits(_t382.bit_length())
                    while _t383 >= _t382: _t383 = _st_bits(_t382.bit_length())
                L[6] = _o[_t383]; st.decisions += 1
            elif _decide409(st, L, _o, _t381): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range410(1, _a412(st)) or [])
            fr[1] = 10
            _t386 = L[3]
            _t387 = len(_o)
            if not _t387: _no_option403(_t386, 'bid')
            if _t387 <= 1 and _st_log is None:
                L[7] = _o[0] if _t387 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t388 = st.chooser(_t387, _t386)
                else:
                    _t388 = _st_bits(_t387.bit_length())
                    while _t388 >= _t387: _t388 = _st_bits(_t387.bit_length())
                L[7] = _o[_t388]; st.decisions += 1
            elif _decide414(st, L, _o, _t386): return True
            pc = 10
        if pc == 10:
            _r = _run415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 13
            _t389 = L[3]
            _t390 = len(_o)
            if not _t390: _no_option403(_t389, 'disc to place')
            if _t390 <= 1 and _st_log is None:
                L[8] = _o[0] if _t390 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t391 = st.chooser(_t390, _t389)
                else:
                    _t391 = _st_bits(_t390.bit_length())
                    while _t391 >= _t390: _t391 = _st_bits(_t390.bit_length())
                L[8] = _o[_t391]; st.decisions += 1
            elif _decide417(st, L, _o[:], _t389): return True
            pc = 13
        if pc == 13:
            _r = _run418(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit398(_k, st, _d0): raise _Runaway397()
            continue
        if pc == 15:
            _r = _run419(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16 and st.thread_player == st.inline_thread:
            _r = _region420(st, L)
            if _r is None:
                pc = 21
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 16:
            if ((L[4] < _a422(st)) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run423(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range410((_t394 if -1000000000000000000 <= (_t394 := (L[4] + 1)) <= 1000000000000000000 else _beyond424(_t394)), _a426(st)) or [])
            fr[1] = 19
            if _offer427(st, L, _o): return True
            pc = 19
        if pc == 19:
            _r = _run428(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit398(_k, st, _d0): raise _Runaway397()
            continue
        if pc == 21:
            if st.thread_player == st.inline_thread:
                if _p446(st, [L[5], L[4], None, None, None, None]) == 3: return True
                pc = 22
            else:
                _a = [L[5], L[4], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit447(_k448)
                fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k449)

# <rulerun skull.rules: play #126 31a034f8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT450[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run453(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region454(st, L)
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
                if _p455(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit456(_k457)
                fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit452(_k, st, _d0): raise _Runaway451()
            continue
        if pc == 4:
            fr[1] = 5
            if _step458(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k459)

# <rulerun skull.rules: rank #127 7c1767c2>
def _native(st, p):
    _st_zones = st.zones
    return (st.vars[1 + p], ((len(_st_zones[(1 + p)]) + len(_st_zones[(5 + p)])) + len(_st_zones[(9 + p)])), )

