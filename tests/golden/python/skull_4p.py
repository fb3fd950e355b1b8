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

# <rulerun skull.rules: challenge #36 777869bb>
def _loop(st):
    _st_zones = st.zones
    _t154 = []
    for _t153 in (_k108 or ()):
        if (((len(_st_zones[(1 + _t153)]) + len(_st_zones[(5 + _t153)])) + len(_st_zones[(9 + _t153)])) > 0):
            _t154.append(_t153)
    return _t154

# <rulerun skull.rules: challenge #37 72c9d222>
def _loop(st):
    _st_zones = st.zones
    _t156 = []
    for _t155 in (_k111 or ()):
        if (((len(_st_zones[(1 + _t155)]) + len(_st_zones[(5 + _t155)])) + len(_st_zones[(9 + _t155)])) > 0):
            _t156.append(_t155)
    return _t156

# <rulerun skull.rules: challenge #38 c8b8ee26>
def _loop(st):
    _st_zones = st.zones
    _t159 = []
    for _t158 in (_k113 or ()):
        if (((len(_st_zones[(1 + _t158)]) + len(_st_zones[(5 + _t158)])) + len(_st_zones[(9 + _t158)])) > 0):
            _t159.append(_t158)
    return _t159

# <rulerun skull.rules: challenge #39 6d86701c>
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
            if _p117(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t163 if -1000000000000000000 <= (_t163 := L[2] + 1) <= 1000000000000000000 else _beyond118(_t163))

# <rulerun skull.rules: challenge #40 e7c6a85f>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i7l0 = L[0]
    _st_vars[1 + _i7l0] = (_t164 if -1000000000000000000 <= (_t164 := _st_vars[1 + _i7l0] + 1) <= 1000000000000000000 else _beyond119(_t164))
    if _st_log is not None: _st_log.append(_Text123(_audience120(st), [_PlayerRef121(_i7l0), ' succeeds and has ', _plain122(_st_vars[1 + _i7l0]), ' point(s)']))
    if (_st_vars[1 + _i7l0] == 2):
        _end_game124(st, _i7l0, True); return 3
    _i8 = [None, None, None]
    for _t165 in (_k125 or []):
        _i8[2] = _t165
        _t166 = (9 + _t165)
        _t167 = (1 + _t165)
        if _st_log is None and _t166 != _t167:
            _t168 = _st_zones[_t166]; _st_zones[_t167] += _t168
            for _t169 in _t168: _st_loc[_t169] = _t167
            _t168.clear()
        else:
            _move_cards126(st, _st_zones[_t166][:], _t167, False)
        _t170 = (5 + _t165)
        _t171 = (1 + _t165)
        if _st_log is None and _t170 != _t171:
            _t172 = _st_zones[_t170]; _st_zones[_t171] += _t172
            for _t173 in _t172: _st_loc[_t173] = _t171
            _t172.clear()
        else:
            _move_cards126(st, _st_zones[_t170][:], _t171, False)
    _st_vars[0] = _i7l0

# <rulerun skull.rules: challenge #41 c5759641>
def _native(st, L):
    return ((L[2] < L[1]) and (not not st.zones[(5 + L[0])]))

# <rulerun skull.rules: challenge #42 fd100fda>
def _native(st, L):
    return (_c127[L[3]] == 'skull')

# <rulerun skull.rules: challenge #43 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #44 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #45 b63affe2>
def _native(st, L):
    return (L[2] < L[1])

# <rulerun skull.rules: challenge #46 cd53f6e8>
def _native(st, L):
    return _k128

# <rulerun skull.rules: challenge #47 73376334>
def _native(st, L):
    _l4 = L[4]
    return ((_l4 != L[0]) and (not not st.zones[(5 + _l4)]))

# <rulerun skull.rules: challenge #48 acc109bd>
def _native(st, L):
    return (_c129[L[5]] == 'skull')

# <rulerun skull.rules: challenge #49 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #50 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play_round #51 d65c4ba4>
def _loop(st):
    _st_zones = st.zones
    _t175 = []
    for _t174 in (_k130 or ()):
        if (((len(_st_zones[(1 + _t174)]) + len(_st_zones[(5 + _t174)])) + len(_st_zones[(9 + _t174)])) > 0):
            _t175.append(_t174)
    return _t175

# <rulerun skull.rules: play_round #52 84a872d7>
def _native(st, L):
    L[0] = _player132(_a131(st), 4)

# <rulerun skull.rules: play_round #53 e1ea3552>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t176 = L[2]
    _t177 = (5 + L[1])
    if type(_t176) is int and st.log is None:
        _t178 = _st_zones[_st_loc[_t176]]
        if _t178[-1] == _t176: _t178.pop()
        else: _t178.remove(_t176)
        _st_zones[_t177].append(_t176); _st_loc[_t176] = _t177
    elif _t176 is not None:
        _move_cards133(st, _t176, _t177, False)

# <rulerun skull.rules: play_round #54 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun skull.rules: play_round #55 55ff9b7d>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t179 in (L[0] or []):
        st.thread_player = st.inline_thread = _t179
        _i9 = L[:]; _i9[1] = _t179
        _t180 = _st_zones[(1 + _t179)]
        _t181 = _t179
        _t182 = len(_t180)
        if not _t182: _no_option136(_t181, 'disc to place')
        if _t182 <= 1:
            _i9[2] = _t180[0] if _t182 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t183 = st.chooser(_t182, _t181)
            else:
                _t183 = _st_bits(_t182.bit_length())
                while _t183 >= _t182: _t183 = _st_bits(_t182.bit_length())
            _i9[2] = _t180[_t183]; st.decisions += 1
        elif _decide137(st, _i9, _t180[:], _t181): raise _PlayoutCut134()
        _t184 = _i9[2]
        _t185 = (5 + _t179)
        if type(_t184) is int:
            _t186 = _st_zones[_st_loc[_t184]]
            if _t186[-1] == _t184: _t186.pop()
            else: _t186.remove(_t184)
            _st_zones[_t185].append(_t184); _st_loc[_t184] = _t185
        elif _t184 is not None:
            _move_cards138(st, _t184, _t185, False)
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

# <rulerun skull.rules: play_round #58 d933afae>
def _loop(st, L):
    for _t190 in (_o140[L[3]] or ()):
        if (_t190 in (L[0] or ())):
            return _t190
    return None

# <rulerun skull.rules: play_round #59 d35bc263>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t187 = L[8]
    _t188 = (5 + L[3])
    if type(_t187) is int and st.log is None:
        _t189 = _st_zones[_st_loc[_t187]]
        if _t189[-1] == _t187: _t189.pop()
        else: _t189.remove(_t187)
        _st_zones[_t188].append(_t187); _st_loc[_t187] = _t188
    elif _t187 is not None:
        _move_cards139(st, _t187, _t188, False)
    L[3] = _player142(_a141(st, L), 4)

# <rulerun skull.rules: play_round #60 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #61 ae775707>
def _loop(st):
    _t199 = 0
    for _t198 in (_k150 or ()):
        _t199 += len(st.zones[(5 + _t198)])
    return _t199

# <rulerun skull.rules: play_round #62 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #63 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #64 3f7f31db>
def _loop(st, L):
    for _t210 in (_o157[L[3]] or ()):
        if (_t210 in (L[0] or ())):
            return _t210
    return None

# <rulerun skull.rules: play_round #65 3c63de82>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while (L[4] == 0):
        _budget143[0] -= 1
        if _budget143[0] < 0: _spent144(st)
        _t192 = []
        for _t193 in (['place a disc', 'bid'] or []):
            if ((_t193 == 'bid') or (not not _st_zones[(1 + L[3])])): _t192.append(_t193)
        _t194 = L[3]
        _t195 = len(_t192)
        if not _t195: _no_option147(_t194, 'place or bid')
        if _t195 <= 1 and _st_log is None:
            L[6] = _t192[0] if _t195 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t196 = st.chooser(_t195, _t194)
            else:
                _t196 = _st_bits(_t195.bit_length())
                while _t196 >= _t195: _t196 = _st_bits(_t195.bit_length())
            L[6] = _t192[_t196]; st.decisions += 1
        elif _decide148(st, L, _t192, _t194): raise _PlayoutCut145()
        if (L[6] == 'bid'):
            _t197 = (_range149(1, _a151(st)) or [])
            _t200 = L[3]
            _t201 = len(_t197)
            if not _t201: _no_option147(_t200, 'bid')
            if _t201 <= 1 and _st_log is None:
                L[7] = _t197[0] if _t201 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t202 = st.chooser(_t201, _t200)
                else:
                    _t202 = _st_bits(_t201.bit_length())
                    while _t202 >= _t201: _t202 = _st_bits(_t201.bit_length())
                L[7] = _t197[_t202]; st.decisions += 1
            elif _decide153(st, L, _t197, _t200): raise _PlayoutCut145()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t203 = _st_zones[(1 + L[3])]
            _t204 = L[3]
            _t205 = len(_t203)
            if not _t205: _no_option147(_t204, 'disc to place')
            if _t205 <= 1 and _st_log is None:
                L[8] = _t203[0] if _t205 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t206 = st.chooser(_t205, _t204)
                else:
                    _t206 = _st_bits(_t205.bit_length())
                    while _t206 >= _t205: _t206 = _st_bits(_t205.bit_length())
                L[8] = _t203[_t206]; st.decisions += 1
            elif _decide155(st, L, _t203[:], _t204): raise _PlayoutCut145()
            _t207 = L[8]
            _t208 = (5 + L[3])
            if type(_t207) is int and _st_log is None:
                _t209 = _st_zones[_st_loc[_t207]]
                if _t209[-1] == _t207: _t209.pop()
                else: _t209.remove(_t207)
                _st_zones[_t208].append(_t207); _st_loc[_t207] = _t208
            elif _t207 is not None:
                _move_cards156(st, _t207, _t208, False)
            L[3] = _player159(_a158(st, L), 4)

# <rulerun skull.rules: play_round #66 8e134cf3>
def _native(st, L):
    L[9] = L[0]
    L[10] = L[5]

# <rulerun skull.rules: play_round #67 1927d42c>
def _loop(st, L):
    for _t212 in (_o160[L[10]] or ()):
        if (_t212 in (L[9] or ())):
            return _t212
    return None

# <rulerun skull.rules: play_round #68 efb84eac>
def _native(st, L):
    L[10] = _player162(_a161(st, L), 4)

# <rulerun skull.rules: play_round #69 4862238e>
def _native(st, L):
    _l10 = L[10]
    _l11 = L[11]
    if (_l11 is None):
        L[9] = _remove163(st, L[9], _l10)
    else:
        L[4] = _l11
        L[5] = _l10

# <rulerun skull.rules: play_round #70 19b6f597>
def _loop(st):
    _t215 = 0
    for _t214 in (_k164 or ()):
        _t215 += len(st.zones[(5 + _t214)])
    return _t215

# <rulerun skull.rules: play_round #71 5b2e5840>
def _loop(st, L):
    for _t216 in (_o168[L[10]] or ()):
        if (_t216 in (L[9] or ())):
            return _t216
    return None

# <rulerun skull.rules: play_round #72 a5c72d69>
def _loop(st):
    _t221 = 0
    for _t220 in (_k173 or ()):
        _t221 += len(st.zones[(5 + _t220)])
    return _t221

# <rulerun skull.rules: play_round #73 53f8df5f>
def _native(st, L):
    return L[10]

# <rulerun skull.rules: play_round #74 16f64b46>
def _native(st, L):
    while ((L[4] < _a165(st)) and (len((L[9] or ())) > 1)):
        _budget166[0] -= 1
        if _budget166[0] < 0: _spent167(st)
        L[10] = _player170(_a169(st, L), 4)
        _t218 = (_range171((_t219 if -1000000000000000000 <= (_t219 := (L[4] + 1)) <= 1000000000000000000 else _beyond172(_t219)), _a174(st)) or [])
        if _offer176(st, L, _t218): raise _PlayoutCut175()
        if (L[11] is None):
            L[9] = _remove177(st, L[9], L[10])
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

# <rulerun skull.rules: play_round #81 2941c7e6>
def _loop(st):
    _t223 = 0
    for _t222 in (_k179 or ()):
        _t223 += len(st.zones[(5 + _t222)])
    return _t223

# <rulerun skull.rules: play_round #82 b6edb8ba>
def _native(st, L):
    return _range178(1, _a180(st))

# <rulerun skull.rules: play_round #83 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun skull.rules: play_round #84 5d2f876c>
def _loop(st):
    _t225 = 0
    for _t224 in (_k181 or ()):
        _t225 += len(st.zones[(5 + _t224)])
    return _t225

# <rulerun skull.rules: play_round #85 7d7f4292>
def _native(st, L):
    return ((L[4] < _a182(st)) and (len((L[9] or ())) > 1))

# <rulerun skull.rules: play_round #86 c7a35ea3>
def _loop(st):
    _t228 = 0
    for _t227 in (_k185 or ()):
        _t228 += len(st.zones[(5 + _t227)])
    return _t228

# <rulerun skull.rules: play_round #87 206fe14c>
def _native(st, L):
    return _range183((_t226 if -1000000000000000000 <= (_t226 := (L[4] + 1)) <= 1000000000000000000 else _beyond184(_t226)), _a186(st))

# <rulerun skull.rules: play_round #88 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun skull.rules: play_round #89 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play #90 52ce5b45>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    for _t229 in (_k187 or []):
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
            _move_cards188(st, _t230, _t231, False)
    st.vars[0] = _random_item189(st, _k190)

# <rulerun skull.rules: play #91 ef9eaeba>
def _loop(st):
    _st_zones = st.zones
    _t235 = []
    for _t234 in (_k193 or ()):
        if (((len(_st_zones[(1 + _t234)]) + len(_st_zones[(5 + _t234)])) + len(_st_zones[(9 + _t234)])) > 0):
            _t235.append(_t234)
    return _t235

# <rulerun skull.rules: play #92 2afa8f2d>
def _loop(st):
    _t251 = 0
    for _t250 in (_k204 or ()):
        _t251 += len(st.zones[(5 + _t250)])
    return _t251

# <rulerun skull.rules: play #93 e6a9ab1e>
def _loop(st, _i10):
    for _t262 in (_o210[_i10[3]] or ()):
        if (_t262 in (_i10[0] or ())):
            return _t262
    return None

# <rulerun skull.rules: play #94 be8de226>
def _loop(st):
    _t265 = 0
    for _t264 in (_k213 or ()):
        _t265 += len(st.zones[(5 + _t264)])
    return _t265

# <rulerun skull.rules: play #95 7174da73>
def _loop(st, _i10):
    for _t266 in (_o215[_i10[10]] or ()):
        if (_t266 in (_i10[9] or ())):
            return _t266
    return None

# <rulerun skull.rules: play #96 bde2f437>
def _loop(st):
    _t271 = 0
    for _t270 in (_k218 or ()):
        _t271 += len(st.zones[(5 + _t270)])
    return _t271

# <rulerun skull.rules: challenge #97 f2712658>
def _loop(st):
    _st_zones = st.zones
    _t295 = []
    for _t294 in (_k232 or ()):
        if (((len(_st_zones[(1 + _t294)]) + len(_st_zones[(5 + _t294)])) + len(_st_zones[(9 + _t294)])) > 0):
            _t295.append(_t294)
    return _t295

# <rulerun skull.rules: challenge #98 2fe82349>
def _loop(st):
    _st_zones = st.zones
    _t297 = []
    for _t296 in (_k235 or ()):
        if (((len(_st_zones[(1 + _t296)]) + len(_st_zones[(5 + _t296)])) + len(_st_zones[(9 + _t296)])) > 0):
            _t297.append(_t296)
    return _t297

# <rulerun skull.rules: challenge #99 1d8c3bbf>
def _loop(st):
    _st_zones = st.zones
    _t300 = []
    for _t299 in (_k237 or ()):
        if (((len(_st_zones[(1 + _t299)]) + len(_st_zones[(5 + _t299)])) + len(_st_zones[(9 + _t299)])) > 0):
            _t300.append(_t299)
    return _t300

# <rulerun skull.rules: failure #100 5647e0e5>
def _loop(st):
    _st_zones = st.zones
    _t324 = []
    for _t323 in (_k248 or ()):
        if (((len(_st_zones[(1 + _t323)]) + len(_st_zones[(5 + _t323)])) + len(_st_zones[(9 + _t323)])) > 0):
            _t324.append(_t323)
    return _t324

# <rulerun skull.rules: failure #101 fa880b7a>
def _loop(st):
    _st_zones = st.zones
    _t326 = []
    for _t325 in (_k251 or ()):
        if (((len(_st_zones[(1 + _t325)]) + len(_st_zones[(5 + _t325)])) + len(_st_zones[(9 + _t325)])) > 0):
            _t326.append(_t325)
    return _t326

# <rulerun skull.rules: failure #102 251c5955>
def _loop(st):
    _st_zones = st.zones
    _t329 = []
    for _t328 in (_k253 or ()):
        if (((len(_st_zones[(1 + _t328)]) + len(_st_zones[(5 + _t328)])) + len(_st_zones[(9 + _t328)])) > 0):
            _t329.append(_t328)
    return _t329

# <rulerun skull.rules: failure #103 playout, without a log 7c1db30a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _i14 = [None, None, None]
    for _t304 in (_k241 or []):
        _i14[2] = _t304
        _t305 = (9 + _t304)
        _t306 = (1 + _t304)
        if _t305 != _t306:
            _t307 = _st_zones[_t305]; _st_zones[_t306] += _t307
            for _t308 in _t307: _st_loc[_t308] = _t306
            _t307.clear()
        else:
            _move_cards242(st, _st_zones[_t305][:], _t306, False)
        _t309 = (5 + _t304)
        _t310 = (1 + _t304)
        if _t309 != _t310:
            _t311 = _st_zones[_t309]; _st_zones[_t310] += _t311
            for _t312 in _t311: _st_loc[_t312] = _t310
            _t311.clear()
        else:
            _move_cards242(st, _st_zones[_t309][:], _t310, False)
    if (_l1 == _l0):
        _t313 = _st_zones[(1 + _l0)]
        _t314 = _l0
        _t315 = len(_t313)
        if not _t315: _no_option245(_t314, 'disc to lose')
        if _t315 <= 1:
            L[2] = _t313[0] if _t315 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t316 = st.chooser(_t315, _t314)
            else:
                _t316 = _st_bits(_t315.bit_length())
                while _t316 >= _t315: _t316 = _st_bits(_t315.bit_length())
            L[2] = _t313[_t316]; st.decisions += 1
        elif _decide246(st, L, _t313[:], _t314): raise _PlayoutCut243()
        _t317 = L[2]
        _t318 = (13 + _l0)
        if type(_t317) is int:
            _t319 = _st_zones[_st_loc[_t317]]
            if _t319[-1] == _t317: _t319.pop()
            else: _t319.remove(_t317)
            _st_zones[_t318].append(_t317); _st_loc[_t317] = _t318
        elif _t317 is not None:
            _move_cards242(st, _t317, _t318, False)
    else:
        _t320 = _random_item247(st, (1 + _l0))
        _t321 = (13 + _l0)
        if type(_t320) is int:
            _t322 = _st_zones[_st_loc[_t320]]
            if _t322[-1] == _t320: _t322.pop()
            else: _t322.remove(_t320)
            _st_zones[_t321].append(_t320); _st_loc[_t320] = _t321
        elif _t320 is not None:
            _move_cards242(st, _t320, _t321, False)
    if (((len(_st_zones[(1 + _l0)]) + len(_st_zones[(5 + _l0)])) + len(_st_zones[(9 + _l0)])) == 0):
        pass
    if (len((_a249(st) or ())) == 1):
        _end_game250(st, _a252(st), True); return 3
    if (_l1 == _l0):
        _t327 = (_a254(st) or [])
        _t330 = _l0
        _t331 = len(_t327)
        if not _t331: _no_option245(_t330, 'who starts the next round')
        if _t331 <= 1:
            L[3] = _t327[0] if _t331 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t332 = st.chooser(_t331, _t330)
            else:
                _t332 = _st_bits(_t331.bit_length())
                while _t332 >= _t331: _t332 = _st_bits(_t331.bit_length())
            L[3] = _t327[_t332]; st.decisions += 1
        elif _decide256(st, L, _t327, _t330): raise _PlayoutCut243()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #104 a0120989>
def _loop(st):
    _st_zones = st.zones
    _t362 = []
    for _t361 in (_k264 or ()):
        if (((len(_st_zones[(1 + _t361)]) + len(_st_zones[(5 + _t361)])) + len(_st_zones[(9 + _t361)])) > 0):
            _t362.append(_t361)
    return _t362

# <rulerun skull.rules: challenge #105 bb5a6213>
def _loop(st):
    _st_zones = st.zones
    _t364 = []
    for _t363 in (_k266 or ()):
        if (((len(_st_zones[(1 + _t363)]) + len(_st_zones[(5 + _t363)])) + len(_st_zones[(9 + _t363)])) > 0):
            _t364.append(_t363)
    return _t364

# <rulerun skull.rules: challenge #106 5e5187b4>
def _loop(st):
    _st_zones = st.zones
    _t367 = []
    for _t366 in (_k268 or ()):
        if (((len(_st_zones[(1 + _t366)]) + len(_st_zones[(5 + _t366)])) + len(_st_zones[(9 + _t366)])) > 0):
            _t367.append(_t366)
    return _t367

# <rulerun skull.rules: challenge #107 playout, without a log 14fc3b7c>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[2] = 0
    while ((L[2] < _l1) and (not not _st_zones[(5 + _l0)])):
        _budget222[0] -= 1
        if _budget222[0] < 0: _spent223(st)
        L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
        _t272 = L[3]
        _t273 = (9 + _l0)
        if type(_t272) is int:
            _t274 = _st_zones[_st_loc[_t272]]
            if _t274[-1] == _t272: _t274.pop()
            else: _t274.remove(_t272)
            _st_zones[_t273].append(_t272); _st_loc[_t272] = _t273
        elif _t272 is not None:
            _move_cards224(st, _t272, _t273, False)
        if (_c225[L[3]] == 'skull'):
            if _p257(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t333 if -1000000000000000000 <= (_t333 := L[2] + 1) <= 1000000000000000000 else _beyond258(_t333))
    while (L[2] < _l1):
        _budget222[0] -= 1
        if _budget222[0] < 0: _spent223(st)
        _t334 = []
        for _t335 in (_k259 or []):
            if ((_t335 != _l0) and (not not _st_zones[(5 + _t335)])): _t334.append(_t335)
        _t336 = _l0
        _t337 = len(_t334)
        if not _t337: _no_option229(_t336, 'stack to turn up from')
        if _t337 <= 1:
            L[4] = _t334[0] if _t337 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t338 = st.chooser(_t337, _t336)
            else:
                _t338 = _st_bits(_t337.bit_length())
                while _t338 >= _t337: _t338 = _st_bits(_t337.bit_length())
            L[4] = _t334[_t338]; st.decisions += 1
        elif _decide261(st, L, _t334, _t336): raise _PlayoutCut227()
        L[5] = (_z[-1] if (_z := _st_zones[(5 + L[4])]) else None)
        _t339 = L[5]
        _t340 = (9 + L[4])
        if type(_t339) is int:
            _t341 = _st_zones[_st_loc[_t339]]
            if _t341[-1] == _t339: _t341.pop()
            else: _t341.remove(_t339)
            _st_zones[_t340].append(_t339); _st_loc[_t339] = _t340
        elif _t339 is not None:
            _move_cards224(st, _t339, _t340, False)
        if (_c225[L[5]] == 'skull'):
            if _p257(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t371 if -1000000000000000000 <= (_t371 := L[2] + 1) <= 1000000000000000000 else _beyond258(_t371))
    _i17l0 = _l0
    _st_vars[1 + _i17l0] = (_t372 if -1000000000000000000 <= (_t372 := _st_vars[1 + _i17l0] + 1) <= 1000000000000000000 else _beyond258(_t372))
    if (_st_vars[1 + _i17l0] == 2):
        _end_game234(st, _i17l0, True); return 3
    _i18 = [None, None, None]
    for _t373 in (_k271 or []):
        _i18[2] = _t373
        _t374 = (9 + _t373)
        _t375 = (1 + _t373)
        if _t374 != _t375:
            _t376 = _st_zones[_t374]; _st_zones[_t375] += _t376
            for _t377 in _t376: _st_loc[_t377] = _t375
            _t376.clear()
        else:
            _move_cards224(st, _st_zones[_t374][:], _t375, False)
        _t378 = (5 + _t373)
        _t379 = (1 + _t373)
        if _t378 != _t379:
            _t380 = _st_zones[_t378]; _st_zones[_t379] += _t380
            for _t381 in _t380: _st_loc[_t381] = _t379
            _t380.clear()
        else:
            _move_cards224(st, _st_zones[_t378][:], _t379, False)
    _st_vars[0] = _i17l0

# <rulerun skull.rules: play_round #108 4ef4638e>
def _loop(st):
    _st_zones = st.zones
    _t383 = []
    for _t382 in (_k273 or ()):
        if (((len(_st_zones[(1 + _t382)]) + len(_st_zones[(5 + _t382)])) + len(_st_zones[(9 + _t382)])) > 0):
            _t383.append(_t382)
    return _t383

# <rulerun skull.rules: play_round #109 f294f717>
def _loop(st):
    _t399 = 0
    for _t398 in (_k286 or ()):
        _t399 += len(st.zones[(5 + _t398)])
    return _t399

# <rulerun skull.rules: play_round #110 2b09d9fe>
def _loop(st, L):
    for _t410 in (_o292[L[3]] or ()):
        if (_t410 in (L[0] or ())):
            return _t410
    return None

# <rulerun skull.rules: play_round #111 95133687>
def _loop(st):
    _t413 = 0
    for _t412 in (_k295 or ()):
        _t413 += len(st.zones[(5 + _t412)])
    return _t413

# <rulerun skull.rules: play_round #112 723cff44>
def _loop(st, L):
    for _t414 in (_o297[L[10]] or ()):
        if (_t414 in (L[9] or ())):
            return _t414
    return None

# <rulerun skull.rules: play_round #113 0667d8d7>
def _loop(st):
    _t419 = 0
    for _t418 in (_k300 or ()):
        _t419 += len(st.zones[(5 + _t418)])
    return _t419

# <rulerun skull.rules: play_round #114 playout, without a log 9fd47943>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[0] = _player275(_a274(st), 4)
    for _t384 in (L[0] or []):
        st.thread_player = st.inline_thread = _t384
        _i19 = L[:]; _i19[1] = _t384
        _t385 = _st_zones[(1 + _t384)]
        _t386 = _t384
        _t387 = len(_t385)
        if not _t387: _no_option278(_t386, 'disc to place')
        if _t387 <= 1:
            _i19[2] = _t385[0] if _t387 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t388 = st.chooser(_t387, _t386)
            else:
                _t388 = _st_bits(_t387.bit_length())
                while _t388 >= _t387: _t388 = _st_bits(_t387.bit_length())
            _i19[2] = _t385[_t388]; st.decisions += 1
        elif _decide279(st, _i19, _t385[:], _t386): raise _PlayoutCut276()
        _t389 = _i19[2]
        _t390 = (5 + _t384)
        if type(_t389) is int:
            _t391 = _st_zones[_st_loc[_t389]]
            if _t391[-1] == _t389: _t391.pop()
            else: _t391.remove(_t389)
            _st_zones[_t390].append(_t389); _st_loc[_t389] = _t390
        elif _t389 is not None:
            _move_cards280(st, _t389, _t390, False)
    st.thread_player = st.inline_thread = None
    L[3] = _st_vars[0]
    L[4] = 0
    L[5] = _st_vars[0]
    while (L[4] == 0):
        _budget281[0] -= 1
        if _budget281[0] < 0: _spent282(st)
        _t392 = []
        for _t393 in (['place a disc', 'bid'] or []):
            if ((_t393 == 'bid') or (not not _st_zones[(1 + L[3])])): _t392.append(_t393)
        _t394 = L[3]
        _t395 = len(_t392)
        if not _t395: _no_option278(_t394, 'place or bid')
        if _t395 <= 1:
            L[6] = _t392[0] if _t395 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t396 = st.chooser(_t395, _t394)
            else:
                _t396 = _st_bits(_t395.bit_length())
                while _t396 >= _t395: _t396 = _st_bits(_t395.bit_length())
            L[6] = _t392[_t396]; st.decisions += 1
        elif _decide284(st, L, _t392, _t394): raise _PlayoutCut276()
        if (L[6] == 'bid'):
            _t397 = (_range285(1, _a287(st)) or [])
            _t400 = L[3]
            _t401 = len(_t397)
            if not _t401: _no_option278(_t400, 'bid')
            if _t401 <= 1:
                L[7] = _t397[0] if _t401 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t402 = st.chooser(_t401, _t400)
                else:
                    _t402 = _st_bits(_t401.bit_length())
                    while _t402 >= _t401: _t402 = _st_bits(_t401.bit_length())
                L[7] = _t397[_t402]; st.decisions += 1
            elif _decide289(st, L, _t397, _t400): raise _PlayoutCut276()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t403 = _st_zones[(1 + L[3])]
            _t404 = L[3]
            _t405 = len(_t403)
            if not _t405: _no_option278(_t404, 'disc to place')
            if _t405 <= 1:
                L[8] = _t403[0] if _t405 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t406 = st.chooser(_t405, _t404)
                else:
                    _t406 = _st_bits(_t405.bit_length())
                    while _t406 >= _t405: _t406 = _st_bits(_t405.bit_length())
                L[8] = _t403[_t406]; st.decisions += 1
            elif _decide291(st, L, _t403[:], _t404): raise _PlayoutCut276()
            _t407 = L[8]
            _t408 = (5 + L[3])
            if type(_t407) is int:
                _t409 = _st_zones[_st_loc[_t407]]
                if _t409[-1] == _t407: _t409.pop()
                else: _t409.remove(_t407)
                _st_zones[_t408].append(_t407); _st_loc[_t407] = _t408
            elif _t407 is not None:
                _move_cards280(st, _t407, _t408, False)
            L[3] = _player294(_a293(st, L), 4)
    L[9] = L[0]
    L[10] = L[5]
    while ((L[4] < _a296(st)) and (len((L[9] or ())) > 1)):
        _budget281[0] -= 1
        if _budget281[0] < 0: _spent282(st)
        L[10] = _player294(_a298(st, L), 4)
        _t416 = (_range285((_t417 if -1000000000000000000 <= (_t417 := (L[4] + 1)) <= 1000000000000000000 else _beyond299(_t417)), _a301(st)) or [])
        if _offer302(st, L, _t416): raise _PlayoutCut276()
        if (L[11] is None):
            L[9] = _remove303(st, L[9], L[10])
        else:
            L[4] = L[11]
            L[5] = L[10]
    if _p304(st, [L[5], L[4], None, None, None, None]) == 3: return 3

# <rulerun skull.rules: play #115 aa42bf99>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    while True:
        _budget191[0] -= 1
        if _budget191[0] < 0: _spent192(st)
        if _p306(st, _k305[:]) == 3: return 3

# <rulerun skull.rules: play #116 bb845a89>
def _native(st, L):
    return True

# <rulerun skull.rules: take_back #117 3e969e1c>
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

# <rulerun skull.rules: success #118 a8140727>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run313(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k314)

# <rulerun skull.rules: failure #119 2e869c51>
def _loop(st):
    _st_zones = st.zones
    _t424 = []
    for _t423 in (_k324 or ()):
        if (((len(_st_zones[(1 + _t423)]) + len(_st_zones[(5 + _t423)])) + len(_st_zones[(9 + _t423)])) > 0):
            _t424.append(_t423)
    return _t424

# <rulerun skull.rules: failure #120 2625fb99>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run317(st, L)
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
            _t420 = L[0]
            _t421 = len(_o)
            if not _t421: _no_option319(_t420, 'disc to lose')
            if _t421 <= 1 and _st_log is None:
                L[2] = _o[0] if _t421 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t422 = st.chooser(_t421, _t420)
                else:
                    _t422 = _st_bits(_t421.bit_length())
                    while _t422 >= _t421: _t422 = _st_bits(_t421.bit_length())
                L[2] = _o[_t422]; st.decisions += 1
            elif _decide320(st, L, _o[:], _t420): return True
            pc = 3
        if pc == 3:
            _r = _run321(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run322(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run323(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] == L[0]):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _o = (_a325(st) or [])
            fr[1] = 9
            _t425 = L[0]
            _t426 = len(_o)
            if not _t426: _no_option319(_t425, 'who starts the next round')
            if _t426 <= 1 and _st_log is None:
                L[3] = _o[0] if _t426 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t427 = st.chooser(_t426, _t425)
                else:
                    _t427 = _st_bits(_t426.bit_length())
                    while _t427 >= _t426: _t427 = _st_bits(_t426.bit_length())
                L[3] = _o[_t427]; st.decisions += 1
            elif _decide327(st, L, _o, _t425): return True
            pc = 9
        if pc == 9:
            _r = _run328(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run329(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k330)

# <rulerun skull.rules: challenge #121 962422a9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT331[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run334(st, L)
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
            _r = _run335(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c336[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _a = [L[0], L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit337(_k338)
            fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run339(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run340(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit333(_k, st, _d0): raise _Runaway332()
            continue
        if pc == 9:
            if (L[2] < L[1]):
                pc = 10
            else:
                pc = 18
        if pc == 10:
            _o = []
            for _t428 in (_k341 or []):
                if ((_t428 != L[0]) and (not not _st_zones[(5 + _t428)])): _o.append(_t428)
            fr[1] = 11
            _t429 = L[0]
            _t430 = len(_o)
            if not _t430: _no_option343(_t429, 'stack to turn up from')
            if _t430 <= 1 and _st_log is None:
                L[4] = _o[0] if _t430 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t431 = st.chooser(_t430, _t429)
                else:
                    _t431 = _st_bits(_t430.bit_length())
                    while _t431 >= _t430: _t431 = _st_bits(_t430.bit_length())
                L[4] = _o[_t431]; st.decisions += 1
            elif _decide344(st, L, _o, _t429): return True
            pc = 11
        if pc == 11:
            _r = _run345(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c336[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            _a = [L[0], L[4], None, None]
            if len(st.cur) >= 500: raise _RuleLimit337(_k346)
            fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run347(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run348(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit333(_k, st, _d0): raise _Runaway332()
            continue
        if pc == 18:
            _r = _run349(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k350)

# <rulerun skull.rules: play_round #122 01c844c5>
def _loop(st):
    _t440 = 0
    for _t439 in (_k364 or ()):
        _t440 += len(st.zones[(5 + _t439)])
    return _t440

# <rulerun skull.rules: play_round #123 3ec90f9c>
def _loop(st):
    _t448 = 0
    for _t447 in (_k373 or ()):
        _t448 += len(st.zones[(5 + _t447)])
    return _t448

# <rulerun skull.rules: play_round #124 ef3491d3>
def _loop(st):
    _t451 = 0
    for _t450 in (_k377 or ()):
        _t451 += len(st.zones[(5 + _t450)])
    return _t451

# <rulerun skull.rules: play_round #125 321aef14>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT351[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run354(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step355(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(1 + L[1])]
            fr[1] = 3
            _t432 = L[1]
            _t433 = len(_o)
            if not _t433: _no_option357(_t432, 'disc to place')
            if _t433 <= 1 and _st_log is None:
                L[2] = _o[0] if _t433 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t434 = st.chooser(_t433, _t432)
                else:
                    _t434 = _st_bits(_t433.bit_length())
                    while _t434 >= _t433: _t434 = _st_bits(_t433.bit_length())
                L[2] = _o[_t434]; st.decisions += 1
            elif _decide358(st, L, _o[:], _t432): return True
            pc = 3
        if pc == 3:
            _r = _run359(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run360(st, L)
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
            for _t435 in (['place a disc', 'bid'] or []):
                if ((_t435 == 'bid') or (not not _st_zones[(1 + L[3])])): _o.append(_t435)
            fr[1] = 8
            _t436 = L[3]
            _t437 = len(_o)
            if not _t437: _no_option357(_t436, 'place or bid')
            if _t437 <= 1 and _st_log is None:
                L[6] = _o[0] if _t437 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t438 = st.chooser(_t437, _t436)
                else:
                    _t438 = _st_bits(_t437.bit_length())
                    while _t438 >= _t437: _t438 = _st_bits(_t437.bit_length())
                L[6] = _o[_t438]; st.decisions += 1
            elif _decide362(st, L, _o, _t436): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range363(1, _a365(st)) or [])
            fr[1] = 10
            _t441 = L[3]
            _t442 = len(_o)
            if not _t442: _no_option357(_t441, 'bid')
            if _t442 <= 1 and _st_log is None:
                L[7] = _o[0] if _t442 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t443 = st.chooser(_t442, _t441)
                else:
                    _t443 = _st_bits(_t442.bit_length())
                    while _t443 >= _t442: _t443 = _st_bits(_t442.bit_length())
                L[7] = _o[_t443]; st.decisions += 1
            elif _decide367(st, L, _o, _t441): return True
            pc = 10
        if pc == 10:
            _r = _run368(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 13
            _t444 = L[3]
            _t445 = len(_o)
            if not _t445: _no_option357(_t444, 'disc to place')
            if _t445 <= 1 and _st_log is None:
                L[8] = _o[0] if _t445 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t446 = st.chooser(_t445, _t444)
                else:
                    _t446 = _st_bits(_t445.bit_length())
                    while _t446 >= _t445: _t446 = _st_bits(_t445.bit_length())
                L[8] = _o[_t446]; st.decisions += 1
            elif _decide370(st, L, _o[:], _t444): return True
            pc = 13
        if pc == 13:
            _r = _run371(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit353(_k, st, _d0): raise _Runaway352()
            continue
        if pc == 15:
            _r = _run372(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            if ((L[4] < _a374(st)) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run375(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range363((_t449 if -1000000000000000000 <= (_t449 := (L[4] + 1)) <= 1000000000000000000 else _beyond376(_t449)), _a378(st)) or [])
            fr[1] = 19
            if _offer379(st, L, _o): return True
            pc = 19
        if pc == 19:
            _r = _run380(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit353(_k, st, _d0): raise _Runaway352()
            continue
        if pc == 21:
            _a = [L[5], L[4], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit381(_k382)
            fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k383)

# <rulerun skull.rules: play #126 a22228ef>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT384[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run387(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit388(_k389)
            fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit386(_k, st, _d0): raise _Runaway385()
            continue
        if pc == 4:
            fr[1] = 5
            if _step390(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k391)

# <rulerun skull.rules: failure #127 a2597718>
def _loop(st):
    _st_zones = st.zones
    _t456 = []
    for _t455 in (_k403 or ()):
        if (((len(_st_zones[(1 + _t455)]) + len(_st_zones[(5 + _t455)])) + len(_st_zones[(9 + _t455)])) > 0):
            _t456.append(_t455)
    return _t456

# <rulerun skull.rules: failure #128 86e72a0f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run394(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region395(st, L)
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
            _t452 = L[0]
            _t453 = len(_o)
            if not _t453: _no_option397(_t452, 'disc to lose')
            if _t453 <= 1 and _st_log is None:
                L[2] = _o[0] if _t453 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t454 = st.chooser(_t453, _t452)
                else:
                    _t454 = _st_bits(_t453.bit_length())
                    while _t454 >= _t453: _t454 = _st_bits(_t453.bit_length())
                L[2] = _o[_t454]; st.decisions += 1
            elif _decide398(st, L, _o[:], _t452): return True
            pc = 3
        if pc == 3:
            _r = _run399(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run400(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run401(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7 and st.thread_player == st.inline_thread:
            _r = _region402(st, L)
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
            _o = (_a404(st) or [])
            fr[1] = 9
            _t457 = L[0]
            _t458 = len(_o)
            if not _t458: _no_option397(_t457, 'who starts the next round')
            if _t458 <= 1 and _st_log is None:
                L[3] = _o[0] if _t458 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t459 = st.chooser(_t458, _t457)
                else:
                    _t459 = _st_bits(_t458.bit_length())
                    while _t459 >= _t458: _t459 = _st_bits(_t458.bit_length())
                L[3] = _o[_t459]; st.decisions += 1
            elif _decide406(st, L, _o, _t457): return True
            pc = 9
        if pc == 9:
            _r = _run407(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run408(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k409)

# <rulerun skull.rules: challenge #129 f7d7bea0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT410[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run413(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region414(st, L)
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
            _r = _run415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c416[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p417(st, [L[0], L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit418(_k419)
                fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run420(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run421(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit412(_k, st, _d0): raise _Runaway411()
            continue
        if pc == 9 and st.thread_player == st.inline_thread:
            _r = _region422(st, L)
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
            for _t460 in (_k423 or []):
                if ((_t460 != L[0]) and (not not _st_zones[(5 + _t460)])): _o.append(_t460)
            fr[1] = 11
            _t461 = L[0]
            _t462 = len(_o)
            if not _t462: _no_option425(_t461, 'stack to turn up from')
            if _t462 <= 1 and _st_log is None:
                L[4] = _o[0] if _t462 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t463 = st.chooser(_t462, _t461)
                else:
                    _t463 = _st_bits(_t462.bit_length())
                    while _t463 >= _t462: _t463 = _st_bits(_t462.bit_length())
                L[4] = _o[_t463]; st.decisions += 1
            elif _decide426(st, L, _o, _t461): return True
            pc = 11
        if pc == 11:
            _r = _run427(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c416[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            if st.thread_player == st.inline_thread:
                if _p417(st, [L[0], L[4], None, None]) == 3: return True
                pc = 14
            else:
                _a = [L[0], L[4], None, None]
                if len(st.cur) >= 500: raise _RuleLimit418(_k428)
                fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run429(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run430(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit412(_k, st, _d0): raise _Runaway411()
            continue
        if pc == 18:
            _r = _run431(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k432)

# <rulerun skull.rules: play_round #130 f4736e8f>
def _loop(st):
    _t472 = 0
    for _t471 in (_k448 or ()):
        _t472 += len(st.zones[(5 + _t471)])
    return _t472

# <rulerun skull.rules: play_round #131 a9e79b84>
def _loop(st):
    _t480 = 0
    for _t479 in (_k458 or ()):
        _t480 += len(st.zones[(5 + _t479)])
    return _t480

# <rulerun skull.rules: play_round #132 839cc707>
def _loop(st):
    _t483 = 0
    for _t482 in (_k462 or ()):
        _t483 += len(st.zones[(5 + _t482)])
    return _t483

# <rulerun skull.rules: challenge #133 ac18a1a5>
def _loop(st):
    _st_zones = st.zones
    _t507 = []
    for _t506 in (_k480 or ()):
        if (((len(_st_zones[(1 + _t506)]) + len(_st_zones[(5 + _t506)])) + len(_st_zones[(9 + _t506)])) > 0):
            _t507.append(_t506)
    return _t507

# <rulerun skull.rules: challenge #134 05a4e5d9>
def _loop(st):
    _st_zones = st.zones
    _t509 = []
    for _t508 in (_k483 or ()):
        if (((len(_st_zones[(1 + _t508)]) + len(_st_zones[(5 + _t508)])) + len(_st_zones[(9 + _t508)])) > 0):
            _t509.append(_t508)
    return _t509

# <rulerun skull.rules: challenge #135 9bf27780>
def _loop(st):
    _st_zones = st.zones
    _t512 = []
    for _t511 in (_k485 or ()):
        if (((len(_st_zones[(1 + _t511)]) + len(_st_zones[(5 + _t511)])) + len(_st_zones[(9 + _t511)])) > 0):
            _t512.append(_t511)
    return _t512

# <rulerun skull.rules: challenge #136 ed628e8c>
def _loop(st):
    _st_zones = st.zones
    _t545 = []
    for _t544 in (_k496 or ()):
        if (((len(_st_zones[(1 + _t544)]) + len(_st_zones[(5 + _t544)])) + len(_st_zones[(9 + _t544)])) > 0):
            _t545.append(_t544)
    return _t545

# <rulerun skull.rules: challenge #137 8d6aafdc>
def _loop(st):
    _st_zones = st.zones
    _t547 = []
    for _t546 in (_k498 or ()):
        if (((len(_st_zones[(1 + _t546)]) + len(_st_zones[(5 + _t546)])) + len(_st_zones[(9 + _t546)])) > 0):
            _t547.append(_t546)
    return _t547

# <rulerun skull.rules: challenge #138 9569259f>
def _loop(st):
    _st_zones = st.zones
    _t550 = []
    for _t549 in (_k500 or ()):
        if (((len(_st_zones[(1 + _t549)]) + len(_st_zones[(5 + _t549)])) + len(_st_zones[(9 + _t549)])) > 0):
            _t550.append(_t549)
    return _t550

# <rulerun skull.rules: challenge #139 playout 7f2ae0c2>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text469(_audience466(st), [_PlayerRef467(_l0), ' must turn up ', _plain468(_l1), ' flowers']))
    L[2] = 0
    while ((L[2] < _l1) and (not not _st_zones[(5 + _l0)])):
        _budget470[0] -= 1
        if _budget470[0] < 0: _spent471(st)
        L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
        _t484 = L[3]
        _t485 = (9 + _l0)
        if type(_t484) is int and _st_log is None:
            _t486 = _st_zones[_st_loc[_t484]]
            if _t486[-1] == _t484: _t486.pop()
            else: _t486.remove(_t484)
            _st_zones[_t485].append(_t484); _st_loc[_t484] = _t485
        elif _t484 is not None:
            _move_cards472(st, _t484, _t485, False)
        if (_c473[L[3]] == 'skull'):
            if _p489(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t516 if -1000000000000000000 <= (_t516 := L[2] + 1) <= 1000000000000000000 else _beyond490(_t516))
    while (L[2] < _l1):
        _budget470[0] -= 1
        if _budget470[0] < 0: _spent471(st)
        _t517 = []
        for _t518 in (_k491 or []):
            if ((_t518 != _l0) and (not not _st_zones[(5 + _t518)])): _t517.append(_t518)
        _t519 = _l0
        _t520 = len(_t517)
        if not _t520: _no_option477(_t519, 'stack to turn up from')
        if _t520 <= 1 and _st_log is None:
            L[4] = _t517[0] if _t520 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t521 = st.chooser(_t520, _t519)
            else:
                _t521 = _st_bits(_t520.bit_length())
                while _t521 >= _t520: _t521 = _st_bits(_t520.bit_length())
            L[4] = _t517[_t521]; st.decisions += 1
        elif _decide493(st, L, _t517, _t519): raise _PlayoutCut475()
        L[5] = (_z[-1] if (_z := _st_zones[(5 + L[4])]) else None)
        _t522 = L[5]
        _t523 = (9 + L[4])
        if type(_t522) is int and _st_log is None:
            _t524 = _st_zones[_st_loc[_t522]]
            if _t524[-1] == _t522: _t524.pop()
            else: _t524.remove(_t522)
            _st_zones[_t523].append(_t522); _st_loc[_t522] = _t523
        elif _t522 is not None:
            _move_cards472(st, _t522, _t523, False)
        if (_c473[L[5]] == 'skull'):
            if _p489(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t554 if -1000000000000000000 <= (_t554 := L[2] + 1) <= 1000000000000000000 else _beyond490(_t554))
    _i24l0 = _l0
    _st_vars[1 + _i24l0] = (_t555 if -1000000000000000000 <= (_t555 := _st_vars[1 + _i24l0] + 1) <= 1000000000000000000 else _beyond490(_t555))
    if _st_log is not None: _st_log.append(_Text469(_audience466(st), [_PlayerRef467(_i24l0), ' succeeds and has ', _plain468(_st_vars[1 + _i24l0]), ' point(s)']))
    if (_st_vars[1 + _i24l0] == 2):
        _end_game482(st, _i24l0, True); return 3
    _i25 = [None, None, None]
    for _t556 in (_k503 or []):
        _i25[2] = _t556
        _t557 = (9 + _t556)
        _t558 = (1 + _t556)
        if _st_log is None and _t557 != _t558:
            _t559 = _st_zones[_t557]; _st_zones[_t558] += _t559
            for _t560 in _t559: _st_loc[_t560] = _t558
            _t559.clear()
        else:
            _move_cards472(st, _st_zones[_t557][:], _t558, False)
        _t561 = (5 + _t556)
        _t562 = (1 + _t556)
        if _st_log is None and _t561 != _t562:
            _t563 = _st_zones[_t561]; _st_zones[_t562] += _t563
            for _t564 in _t563: _st_loc[_t564] = _t562
            _t563.clear()
        else:
            _move_cards472(st, _st_zones[_t561][:], _t562, False)
    _st_vars[0] = _i24l0

# <rulerun skull.rules: play_round #140 109c5d2f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT433[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run436(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region437(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step438(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(1 + L[1])]
            fr[1] = 3
            _t464 = L[1]
            _t465 = len(_o)
            if not _t465: _no_option440(_t464, 'disc to place')
            if _t465 <= 1 and _st_log is None:
                L[2] = _o[0] if _t465 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t466 = st.chooser(_t465, _t464)
                else:
                    _t466 = _st_bits(_t465.bit_length())
                    while _t466 >= _t465: _t466 = _st_bits(_t465.bit_length())
                L[2] = _o[_t466]; st.decisions += 1
            elif _decide441(st, L, _o[:], _t464): return True
            pc = 3
        if pc == 3:
            _r = _run442(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run443(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region444(st, L)
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
            for _t467 in (['place a disc', 'bid'] or []):
                if ((_t467 == 'bid') or (not not _st_zones[(1 + L[3])])): _o.append(_t467)
            fr[1] = 8
            _t468 = L[3]
            _t469 = len(_o)
            if not _t469: _no_option440(_t468, 'place or bid')
            if _t469 <= 1 and _st_log is None:
                L[6] = _o[0] if _t469 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t470 = st.chooser(_t469, _t468)
                else:
                    _t470 = _st_bits(_t469.bit_length())
                    while _t470 >= _t469: _t470 = _st_bits(_t469.bit_length())
                L[6] = _o[_t470]; st.decisions += 1
            elif _decide446(st, L, _o, _t468): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range447(1, _a449(st)) or [])
            fr[1] = 10
            _t473 = L[3]
            _t474 = len(_o)
            if not _t474: _no_option440(_t473, 'bid')
            if _t474 <= 1 and _st_log is None:
                L[7] = _o[0] if _t474 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t475 = st.chooser(_t474, _t473)
                else:
                    _t475 = _st_bits(_t474.bit_length())
                    while _t475 >= _t474: _t475 = _st_bits(_t474.bit_length())
                L[7] = _o[_t475]; st.decisions += 1
            elif _decide451(st, L, _o, _t473): return True
            pc = 10
        if pc == 10:
            _r = _run452(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 13
            _t476 = L[3]
            _t477 = len(_o)
            if not _t477: _no_option440(_t476, 'disc to place')
            if _t477 <= 1 and _st_log is None:
                L[8] = _o[0] if _t477 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t478 = st.chooser(_t477, _t476)
                else:
                    _t478 = _st_bits(_t477.bit_length())
                    while _t478 >= _t477: _t478 = _st_bits(_t477.bit_length())
                L[8] = _o[_t478]; st.decisions += 1
            elif _decide454(st, L, _o[:], _t476): return True
            pc = 13
        if pc == 13:
            _r = _run455(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit435(_k, st, _d0): raise _Runaway434()
            continue
        if pc == 15:
            _r = _run456(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16 and st.thread_player == st.inline_thread:
            _r = _region457(st, L)
            if _r is None:
                pc = 21
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 16:
            if ((L[4] < _a459(st)) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run460(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range447((_t481 if -1000000000000000000 <= (_t481 := (L[4] + 1)) <= 1000000000000000000 else _beyond461(_t481)), _a463(st)) or [])
            fr[1] = 19
            if _offer464(st, L, _o): return True
            pc = 19
        if pc == 19:
            _r = _run465(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit435(_k, st, _d0): raise _Runaway434()
            continue
        if pc == 21:
            if st.thread_player == st.inline_thread:
                if _p504(st, [L[5], L[4], None, None, None, None]) == 3: return True
                pc = 22
            else:
                _a = [L[5], L[4], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit505(_k506)
                fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k507)

# <rulerun skull.rules: play #141 bf46d3f3>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT508[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run511(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region512(st, L)
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
                if _p513(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit514(_k515)
                fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit510(_k, st, _d0): raise _Runaway509()
            continue
        if pc == 4:
            fr[1] = 5
            if _step516(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k517)

# <rulerun skull.rules: rank #142 7c1767c2>
def _native(st, p):
    _st_zones = st.zones
    return (st.vars[1 + p], ((len(_st_zones[(1 + p)]) + len(_st_zones[(5 + p)])) + len(_st_zones[(9 + p)])), )

