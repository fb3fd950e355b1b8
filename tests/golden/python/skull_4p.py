# <rulerun skull.rules: take_back #0 43659106>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t0 in (_k0 or []):
        L[2] = _t0
        _t1 = (8 + _t0)
        _t2 = (0 + _t0)
        if _st_log is None and _t1 != _t2:
            _t3 = _st_zones[_t1]; _st_zones[_t2] += _t3
            for _t4 in _t3: _st_loc[_t4] = _t2
            _t3.clear()
        else:
            _move_cards1(st, _st_zones[_t1][:], _t2, False)
        _t5 = (4 + _t0)
        _t6 = (0 + _t0)
        if _st_log is None and _t5 != _t6:
            _t7 = _st_zones[_t5]; _st_zones[_t6] += _t7
            for _t8 in _t7: _st_loc[_t8] = _t6
            _t7.clear()
        else:
            _move_cards1(st, _st_zones[_t5][:], _t6, False)

# <rulerun skull.rules: success #1 e67b28a8>
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
        _t10 = (8 + _t9)
        _t11 = (0 + _t9)
        if _st_log is None and _t10 != _t11:
            _t12 = _st_zones[_t10]; _st_zones[_t11] += _t12
            for _t13 in _t12: _st_loc[_t13] = _t11
            _t12.clear()
        else:
            _move_cards8(st, _st_zones[_t10][:], _t11, False)
        _t14 = (4 + _t9)
        _t15 = (0 + _t9)
        if _st_log is None and _t14 != _t15:
            _t16 = _st_zones[_t14]; _st_zones[_t15] += _t16
            for _t17 in _t16: _st_loc[_t17] = _t15
            _t16.clear()
        else:
            _move_cards8(st, _st_zones[_t14][:], _t15, False)
    _st_vars[0] = _l0

# <rulerun skull.rules: failure #2 456789ae>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text11(_audience9(st), [_PlayerRef10(L[0]), ' turns up the skull of ', _PlayerRef10(L[1]), ' and fails']))
    _i1 = [None, None, None]
    for _t18 in (_k12 or []):
        _i1[2] = _t18
        _t19 = (8 + _t18)
        _t20 = (0 + _t18)
        if _st_log is None and _t19 != _t20:
            _t21 = _st_zones[_t19]; _st_zones[_t20] += _t21
            for _t22 in _t21: _st_loc[_t22] = _t20
            _t21.clear()
        else:
            _move_cards13(st, _st_zones[_t19][:], _t20, False)
        _t23 = (4 + _t18)
        _t24 = (0 + _t18)
        if _st_log is None and _t23 != _t24:
            _t25 = _st_zones[_t23]; _st_zones[_t24] += _t25
            for _t26 in _t25: _st_loc[_t26] = _t24
            _t25.clear()
        else:
            _move_cards13(st, _st_zones[_t23][:], _t24, False)

# <rulerun skull.rules: failure #3 db9a6425>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t27 = L[2]
    _t28 = (12 + L[0])
    if type(_t27) is int and st.log is None:
        _t29 = _st_zones[_st_loc[_t27]]
        if _t29[-1] == _t27: _t29.pop()
        else: _t29.remove(_t27)
        _st_zones[_t28].append(_t27); _st_loc[_t27] = _t28
    elif _t27 is not None:
        _move_cards14(st, _t27, _t28, False)

# <rulerun skull.rules: failure #4 aa77c72d>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    _t30 = _random_item16(st, (0 + _l0))
    _t31 = (12 + _l0)
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

# <rulerun skull.rules: failure #6 48a40424>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[1] == _l0):
        _t33 = _st_zones[(0 + _l0)]
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
        _t38 = (12 + _l0)
        if type(_t37) is int and _st_log is None:
            _t39 = _st_zones[_st_loc[_t37]]
            if _t39[-1] == _t37: _t39.pop()
            else: _t39.remove(_t37)
            _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
        elif _t37 is not None:
            _move_cards21(st, _t37, _t38, False)
    else:
        _t40 = _random_item22(st, (0 + _l0))
        _t41 = (12 + _l0)
        if type(_t40) is int and _st_log is None:
            _t42 = _st_zones[_st_loc[_t40]]
            if _t42[-1] == _t40: _t42.pop()
            else: _t42.remove(_t40)
            _st_zones[_t41].append(_t40); _st_loc[_t40] = _t41
        elif _t40 is not None:
            _move_cards21(st, _t40, _t41, False)

# <rulerun skull.rules: failure #7 31b089f3>
def _loop(st):
    _st_zones = st.zones
    _t44 = []
    for _t43 in (_k26 or ()):
        if (((len(_st_zones[(0 + _t43)]) + len(_st_zones[(4 + _t43)])) + len(_st_zones[(8 + _t43)])) > 0):
            _t44.append(_t43)
    return _t44

# <rulerun skull.rules: failure #8 d188f70f>
def _loop(st):
    _st_zones = st.zones
    _t46 = []
    for _t45 in (_k29 or ()):
        if (((len(_st_zones[(0 + _t45)]) + len(_st_zones[(4 + _t45)])) + len(_st_zones[(8 + _t45)])) > 0):
            _t46.append(_t45)
    return _t46

# <rulerun skull.rules: failure #9 9eb60b7f>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_l0), ' loses a disc for good']))
    if (((len(_st_zones[(0 + _l0)]) + len(_st_zones[(4 + _l0)])) + len(_st_zones[(8 + _l0)])) == 0):
        if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_l0), ' has no discs left and is out of the game']))
    if (len((_a27(st) or ())) == 1):
        _end_game28(st, _a30(st), True); return 3

# <rulerun skull.rules: failure #10 fe32267c>
def _native(st, L):
    st.vars[0] = L[3]

# <rulerun skull.rules: failure #11 53409193>
def _native(st, L):
    st.vars[0] = L[1]

# <rulerun skull.rules: failure #12 bc5a33af>
def _loop(st):
    _st_zones = st.zones
    _t49 = []
    for _t48 in (_k31 or ()):
        if (((len(_st_zones[(0 + _t48)]) + len(_st_zones[(4 + _t48)])) + len(_st_zones[(8 + _t48)])) > 0):
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

# <rulerun skull.rules: failure #16 0c61f496>
def _native(st, L):
    return (0 + L[0])

# <rulerun skull.rules: failure #17 e07a2175>
def _native(st, L):
    return (L[1] == L[0])

# <rulerun skull.rules: failure #18 20719efa>
def _loop(st):
    _st_zones = st.zones
    _t54 = []
    for _t53 in (_k37 or ()):
        if (((len(_st_zones[(0 + _t53)]) + len(_st_zones[(4 + _t53)])) + len(_st_zones[(8 + _t53)])) > 0):
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

# <rulerun skull.rules: challenge #21 4c611196>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    L[3] = (_z[-1] if (_z := _st_zones[(4 + _l0)]) else None)
    _t55 = L[3]
    _t56 = (8 + _l0)
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

# <rulerun skull.rules: challenge #24 204118fe>
def _loop(st):
    _st_zones = st.zones
    _t83 = []
    for _t82 in (_k59 or ()):
        if (((len(_st_zones[(0 + _t82)]) + len(_st_zones[(4 + _t82)])) + len(_st_zones[(8 + _t82)])) > 0):
            _t83.append(_t82)
    return _t83

# <rulerun skull.rules: challenge #25 52d07a38>
def _loop(st):
    _st_zones = st.zones
    _t85 = []
    for _t84 in (_k62 or ()):
        if (((len(_st_zones[(0 + _t84)]) + len(_st_zones[(4 + _t84)])) + len(_st_zones[(8 + _t84)])) > 0):
            _t85.append(_t84)
    return _t85

# <rulerun skull.rules: challenge #26 ecde2e85>
def _loop(st):
    _st_zones = st.zones
    _t88 = []
    for _t87 in (_k64 or ()):
        if (((len(_st_zones[(0 + _t87)]) + len(_st_zones[(4 + _t87)])) + len(_st_zones[(8 + _t87)])) > 0):
            _t88.append(_t87)
    return _t88

# <rulerun skull.rules: failure #27 7aefa3e3>
def _loop(st):
    _st_zones = st.zones
    _t112 = []
    for _t111 in (_k78 or ()):
        if (((len(_st_zones[(0 + _t111)]) + len(_st_zones[(4 + _t111)])) + len(_st_zones[(8 + _t111)])) > 0):
            _t112.append(_t111)
    return _t112

# <rulerun skull.rules: failure #28 86c98b26>
def _loop(st):
    _st_zones = st.zones
    _t114 = []
    for _t113 in (_k81 or ()):
        if (((len(_st_zones[(0 + _t113)]) + len(_st_zones[(4 + _t113)])) + len(_st_zones[(8 + _t113)])) > 0):
            _t114.append(_t113)
    return _t114

# <rulerun skull.rules: failure #29 d5c4ca78>
def _loop(st):
    _st_zones = st.zones
    _t117 = []
    for _t116 in (_k83 or ()):
        if (((len(_st_zones[(0 + _t116)]) + len(_st_zones[(4 + _t116)])) + len(_st_zones[(8 + _t116)])) > 0):
            _t117.append(_t116)
    return _t117

# <rulerun skull.rules: failure #30 playout c5317860>
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
        _t93 = (8 + _t92)
        _t94 = (0 + _t92)
        if _st_log is None and _t93 != _t94:
            _t95 = _st_zones[_t93]; _st_zones[_t94] += _t95
            for _t96 in _t95: _st_loc[_t96] = _t94
            _t95.clear()
        else:
            _move_cards72(st, _st_zones[_t93][:], _t94, False)
        _t97 = (4 + _t92)
        _t98 = (0 + _t92)
        if _st_log is None and _t97 != _t98:
            _t99 = _st_zones[_t97]; _st_zones[_t98] += _t99
            for _t100 in _t99: _st_loc[_t100] = _t98
            _t99.clear()
        else:
            _move_cards72(st, _st_zones[_t97][:], _t98, False)
    if (_l1 == _l0):
        _t101 = _st_zones[(0 + _l0)]
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
        _t106 = (12 + _l0)
        if type(_t105) is int and _st_log is None:
            _t107 = _st_zones[_st_loc[_t105]]
            if _t107[-1] == _t105: _t107.pop()
            else: _t107.remove(_t105)
            _st_zones[_t106].append(_t105); _st_loc[_t105] = _t106
        elif _t105 is not None:
            _move_cards72(st, _t105, _t106, False)
    else:
        _t108 = _random_item77(st, (0 + _l0))
        _t109 = (12 + _l0)
        if type(_t108) is int and _st_log is None:
            _t110 = _st_zones[_st_loc[_t108]]
            if _t110[-1] == _t108: _t110.pop()
            else: _t110.remove(_t108)
            _st_zones[_t109].append(_t108); _st_loc[_t108] = _t109
        elif _t108 is not None:
            _move_cards72(st, _t108, _t109, False)
    if _st_log is not None: _st_log.append(_Text70(_audience68(st), [_PlayerRef69(_l0), ' loses a disc for good']))
    if (((len(_st_zones[(0 + _l0)]) + len(_st_zones[(4 + _l0)])) + len(_st_zones[(8 + _l0)])) == 0):
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

# <rulerun skull.rules: challenge #31 7a01a955>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    _t58 = 0; _t59 = st.decisions
    while ((L[2] < L[1]) and (not not _st_zones[(4 + _l0)])):
        _t58 += 1
        if _t58 > _LIMIT45[0] and _over_limit46(_t58, st, _t59): raise _Runaway47()
        L[3] = (_z[-1] if (_z := _st_zones[(4 + _l0)]) else None)
        _t60 = L[3]
        _t61 = (8 + _l0)
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

# <rulerun skull.rules: challenge #32 c94e4629>
def _native(st, L):
    _l4 = L[4]
    _st_loc = st.loc
    _st_zones = st.zones
    L[5] = (_z[-1] if (_z := _st_zones[(4 + _l4)]) else None)
    _t121 = L[5]
    _t122 = (8 + _l4)
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

# <rulerun skull.rules: challenge #36 1963e7e2>
def _loop(st):
    _st_zones = st.zones
    _t154 = []
    for _t153 in (_k106 or ()):
        if (((len(_st_zones[(0 + _t153)]) + len(_st_zones[(4 + _t153)])) + len(_st_zones[(8 + _t153)])) > 0):
            _t154.append(_t153)
    return _t154

# <rulerun skull.rules: challenge #37 c6f9ab60>
def _loop(st):
    _st_zones = st.zones
    _t156 = []
    for _t155 in (_k109 or ()):
        if (((len(_st_zones[(0 + _t155)]) + len(_st_zones[(4 + _t155)])) + len(_st_zones[(8 + _t155)])) > 0):
            _t156.append(_t155)
    return _t156

# <rulerun skull.rules: challenge #38 95380f3b>
def _loop(st):
    _st_zones = st.zones
    _t159 = []
    for _t158 in (_k111 or ()):
        if (((len(_st_zones[(0 + _t158)]) + len(_st_zones[(4 + _t158)])) + len(_st_zones[(8 + _t158)])) > 0):
            _t159.append(_t158)
    return _t159

# <rulerun skull.rules: challenge #39 50cdcf6d>
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
            if ((_t127 != _l0) and (not not _st_zones[(4 + _t127)])): _t126.append(_t127)
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
        L[5] = (_z[-1] if (_z := _st_zones[(4 + L[4])]) else None)
        _t131 = L[5]
        _t132 = (8 + L[4])
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

# <rulerun skull.rules: challenge #40 76ad61a7>
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
        _t164 = (8 + _t163)
        _t165 = (0 + _t163)
        if _st_log is None and _t164 != _t165:
            _t166 = _st_zones[_t164]; _st_zones[_t165] += _t166
            for _t167 in _t166: _st_loc[_t167] = _t165
            _t166.clear()
        else:
            _move_cards122(st, _st_zones[_t164][:], _t165, False)
        _t168 = (4 + _t163)
        _t169 = (0 + _t163)
        if _st_log is None and _t168 != _t169:
            _t170 = _st_zones[_t168]; _st_zones[_t169] += _t170
            for _t171 in _t170: _st_loc[_t171] = _t169
            _t170.clear()
        else:
            _move_cards122(st, _st_zones[_t168][:], _t169, False)
    _st_vars[0] = _i7l0

# <rulerun skull.rules: challenge #41 22fc7e9c>
def _native(st, L):
    return ((L[2] < L[1]) and (not not st.zones[(4 + L[0])]))

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

# <rulerun skull.rules: challenge #47 3d5bc85c>
def _native(st, L):
    _l4 = L[4]
    return ((_l4 != L[0]) and (not not st.zones[(4 + _l4)]))

# <rulerun skull.rules: challenge #48 5f615b34>
def _native(st, L):
    return (_c125[L[5]] == 'skull')

# <rulerun skull.rules: challenge #49 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #50 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play_round #51 40164044>
def _loop(st):
    _st_zones = st.zones
    _t173 = []
    for _t172 in (_k126 or ()):
        if (((len(_st_zones[(0 + _t172)]) + len(_st_zones[(4 + _t172)])) + len(_st_zones[(8 + _t172)])) > 0):
            _t173.append(_t172)
    return _t173

# <rulerun skull.rules: play_round #52 20363b63>
def _native(st, L):
    L[0] = _player128(_a127(st), 4)

# <rulerun skull.rules: play_round #53 b647702e>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t174 = L[2]
    _t175 = (4 + L[1])
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

# <rulerun skull.rules: play_round #55 a57008f5>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t177 in (L[0] or []):
        st.thread_player = st.inline_thread = _t177
        _i9 = L[:]; _i9[1] = _t177
        _t178 = _st_zones[(0 + _t177)]
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
        _t183 = (4 + _t177)
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

# <rulerun skull.rules: play_round #59 f53a20ac>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t185 = L[8]
    _t186 = (4 + L[3])
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

# <rulerun skull.rules: play_round #61 8effabb5>
def _loop(st):
    _t199 = 0
    for _t198 in (_k147 or ()):
        _t199 += len(st.zones[(4 + _t198)])
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

# <rulerun skull.rules: play_round #65 5bca9569>
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
            if ((_t193 == 'bid') or (not not _st_zones[(0 + L[3])])): _t192.append(_t193)
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
            _t203 = _st_zones[(0 + L[3])]
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
            _t208 = (4 + L[3])
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

# <rulerun skull.rules: play_round #70 2df90638>
def _loop(st):
    _t217 = 0
    for _t216 in (_k161 or ()):
        _t217 += len(st.zones[(4 + _t216)])
    return _t217

# <rulerun skull.rules: play_round #71 64b7f648>
def _loop(st, L):
    for _t218 in (_o166[L[10]] or ()):
        if (_t218 in (L[9] or ())):
            return _t218
    return None

# <rulerun skull.rules: play_round #72 eddffbc3>
def _loop(st):
    _t222 = 0
    for _t221 in (_k170 or ()):
        _t222 += len(st.zones[(4 + _t221)])
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

# <rulerun skull.rules: play_round #76 35d71e68>
def _native(st, L):
    return (0 + L[1])

# <rulerun skull.rules: play_round #77 5f8f51f5>
def _native(st, L):
    return (L[4] == 0)

# <rulerun skull.rules: play_round #78 f0996962>
def _native(st, L):
    return ['place a disc', 'bid']

# <rulerun skull.rules: play_round #79 fc5c5418>
def _native(st, L):
    return ((L[6] == 'bid') or (not not st.zones[(0 + L[3])]))

# <rulerun skull.rules: play_round #80 23bffb35>
def _native(st, L):
    return (L[6] == 'bid')

# <rulerun skull.rules: play_round #81 7df26c7d>
def _loop(st):
    _t224 = 0
    for _t223 in (_k176 or ()):
        _t224 += len(st.zones[(4 + _t223)])
    return _t224

# <rulerun skull.rules: play_round #82 91a65475>
def _native(st, L):
    return _range175(1, _a177(st))

# <rulerun skull.rules: play_round #83 4d985038>
def _native(st, L):
    return (0 + L[3])

# <rulerun skull.rules: play_round #84 5b0dcf15>
def _loop(st):
    _t226 = 0
    for _t225 in (_k178 or ()):
        _t226 += len(st.zones[(4 + _t225)])
    return _t226

# <rulerun skull.rules: play_round #85 ec3d62ce>
def _native(st, L):
    return ((L[4] < _a179(st)) and (len((L[9] or ())) > 1))

# <rulerun skull.rules: play_round #86 f7ceb08d>
def _loop(st):
    _t228 = 0
    for _t227 in (_k181 or ()):
        _t228 += len(st.zones[(4 + _t227)])
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

# <rulerun skull.rules: play #90 ccb0365d>
def _native(st, L):
    st.vars[0] = _random_item183(st, _k184)

# <rulerun skull.rules: play #91 63198a24>
def _loop(st):
    _st_zones = st.zones
    _t232 = []
    for _t231 in (_k188 or ()):
        if (((len(_st_zones[(0 + _t231)]) + len(_st_zones[(4 + _t231)])) + len(_st_zones[(8 + _t231)])) > 0):
            _t232.append(_t231)
    return _t232

# <rulerun skull.rules: play #92 4d29657d>
def _loop(st):
    _t250 = 0
    for _t249 in (_k199 or ()):
        _t250 += len(st.zones[(4 + _t249)])
    return _t250

# <rulerun skull.rules: play #93 084a7afe>
def _loop(st, _i10):
    for _t261 in (_o205[_i10[3]] or ()):
        if (_t261 in (_i10[0] or ())):
            return _t261
    return None

# <rulerun skull.rules: play #94 5d66b5bd>
def _loop(st):
    _t266 = 0
    for _t265 in (_k208 or ()):
        _t266 += len(st.zones[(4 + _t265)])
    return _t266

# <rulerun skull.rules: play #95 8132a596>
def _loop(st, _i10):
    for _t267 in (_o210[_i10[10]] or ()):
        if (_t267 in (_i10[9] or ())):
            return _t267
    return None

# <rulerun skull.rules: play #96 23d10264>
def _loop(st):
    _t271 = 0
    for _t270 in (_k212 or ()):
        _t271 += len(st.zones[(4 + _t270)])
    return _t271

# <rulerun skull.rules: challenge #97 61dee777>
def _loop(st):
    _st_zones = st.zones
    _t297 = []
    for _t296 in (_k227 or ()):
        if (((len(_st_zones[(0 + _t296)]) + len(_st_zones[(4 + _t296)])) + len(_st_zones[(8 + _t296)])) > 0):
            _t297.append(_t296)
    return _t297

# <rulerun skull.rules: challenge #98 da83f3d3>
def _loop(st):
    _st_zones = st.zones
    _t299 = []
    for _t298 in (_k230 or ()):
        if (((len(_st_zones[(0 + _t298)]) + len(_st_zones[(4 + _t298)])) + len(_st_zones[(8 + _t298)])) > 0):
            _t299.append(_t298)
    return _t299

# <rulerun skull.rules: challenge #99 16bea24b>
def _loop(st):
    _st_zones = st.zones
    _t302 = []
    for _t301 in (_k232 or ()):
        if (((len(_st_zones[(0 + _t301)]) + len(_st_zones[(4 + _t301)])) + len(_st_zones[(8 + _t301)])) > 0):
            _t302.append(_t301)
    return _t302

# <rulerun skull.rules: failure #100 1f48fa99>
def _loop(st):
    _st_zones = st.zones
    _t326 = []
    for _t325 in (_k243 or ()):
        if (((len(_st_zones[(0 + _t325)]) + len(_st_zones[(4 + _t325)])) + len(_st_zones[(8 + _t325)])) > 0):
            _t326.append(_t325)
    return _t326

# <rulerun skull.rules: failure #101 ad8e8d24>
def _loop(st):
    _st_zones = st.zones
    _t328 = []
    for _t327 in (_k246 or ()):
        if (((len(_st_zones[(0 + _t327)]) + len(_st_zones[(4 + _t327)])) + len(_st_zones[(8 + _t327)])) > 0):
            _t328.append(_t327)
    return _t328

# <rulerun skull.rules: failure #102 ba8a008a>
def _loop(st):
    _st_zones = st.zones
    _t331 = []
    for _t330 in (_k248 or ()):
        if (((len(_st_zones[(0 + _t330)]) + len(_st_zones[(4 + _t330)])) + len(_st_zones[(8 + _t330)])) > 0):
            _t331.append(_t330)
    return _t331

# <rulerun skull.rules: failure #103 playout, without a log d8cda70b>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _i14 = [None, None, None]
    for _t306 in (_k236 or []):
        _i14[2] = _t306
        _t307 = (8 + _t306)
        _t308 = (0 + _t306)
        if _t307 != _t308:
            _t309 = _st_zones[_t307]; _st_zones[_t308] += _t309
            for _t310 in _t309: _st_loc[_t310] = _t308
            _t309.clear()
        else:
            _move_cards237(st, _st_zones[_t307][:], _t308, False)
        _t311 = (4 + _t306)
        _t312 = (0 + _t306)
        if _t311 != _t312:
            _t313 = _st_zones[_t311]; _st_zones[_t312] += _t313
            for _t314 in _t313: _st_loc[_t314] = _t312
            _t313.clear()
        else:
            _move_cards237(st, _st_zones[_t311][:], _t312, False)
    if (_l1 == _l0):
        _t315 = _st_zones[(0 + _l0)]
        _t316 = _l0
        _t317 = len(_t315)
        if not _t317: _no_option240(_t316, 'disc to lose')
        if _t317 <= 1:
            L[2] = _t315[0] if _t317 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t318 = st.chooser(_t317, _t316)
            else:
                _t318 = _st_bits(_t317.bit_length())
                while _t318 >= _t317: _t318 = _st_bits(_t317.bit_length())
            L[2] = _t315[_t318]; st.decisions += 1
        elif _decide241(st, L, _t315[:], _t316): raise _PlayoutCut238()
        _t319 = L[2]
        _t320 = (12 + _l0)
        if type(_t319) is int:
            _t321 = _st_zones[_st_loc[_t319]]
            if _t321[-1] == _t319: _t321.pop()
            else: _t321.remove(_t319)
            _st_zones[_t320].append(_t319); _st_loc[_t319] = _t320
        elif _t319 is not None:
            _move_cards237(st, _t319, _t320, False)
    else:
        _t322 = _random_item242(st, (0 + _l0))
        _t323 = (12 + _l0)
        if type(_t322) is int:
            _t324 = _st_zones[_st_loc[_t322]]
            if _t324[-1] == _t322: _t324.pop()
            else: _t324.remove(_t322)
            _st_zones[_t323].append(_t322); _st_loc[_t322] = _t323
        elif _t322 is not None:
            _move_cards237(st, _t322, _t323, False)
    if (((len(_st_zones[(0 + _l0)]) + len(_st_zones[(4 + _l0)])) + len(_st_zones[(8 + _l0)])) == 0):
        pass
    if (len((_a244(st) or ())) == 1):
        _end_game245(st, _a247(st), True); return 3
    if (_l1 == _l0):
        _t329 = (_a249(st) or [])
        _t332 = _l0
        _t333 = len(_t329)
        if not _t333: _no_option240(_t332, 'who starts the next round')
        if _t333 <= 1:
            L[3] = _t329[0] if _t333 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t334 = st.chooser(_t333, _t332)
            else:
                _t334 = _st_bits(_t333.bit_length())
                while _t334 >= _t333: _t334 = _st_bits(_t333.bit_length())
            L[3] = _t329[_t334]; st.decisions += 1
        elif _decide251(st, L, _t329, _t332): raise _PlayoutCut238()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #104 b317633f>
def _loop(st):
    _st_zones = st.zones
    _t365 = []
    for _t364 in (_k258 or ()):
        if (((len(_st_zones[(0 + _t364)]) + len(_st_zones[(4 + _t364)])) + len(_st_zones[(8 + _t364)])) > 0):
            _t365.append(_t364)
    return _t365

# <rulerun skull.rules: challenge #105 5a11a6da>
def _loop(st):
    _st_zones = st.zones
    _t367 = []
    for _t366 in (_k260 or ()):
        if (((len(_st_zones[(0 + _t366)]) + len(_st_zones[(4 + _t366)])) + len(_st_zones[(8 + _t366)])) > 0):
            _t367.append(_t366)
    return _t367

# <rulerun skull.rules: challenge #106 ab3b4137>
def _loop(st):
    _st_zones = st.zones
    _t370 = []
    for _t369 in (_k262 or ()):
        if (((len(_st_zones[(0 + _t369)]) + len(_st_zones[(4 + _t369)])) + len(_st_zones[(8 + _t369)])) > 0):
            _t370.append(_t369)
    return _t370

# <rulerun skull.rules: challenge #107 playout, without a log 162905be>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[2] = 0
    _t272 = 0; _t273 = st.decisions
    while ((L[2] < _l1) and (not not _st_zones[(4 + _l0)])):
        _t272 += 1
        if _t272 > _LIMIT216[0] and _over_limit217(_t272, st, _t273): raise _Runaway218()
        L[3] = (_z[-1] if (_z := _st_zones[(4 + _l0)]) else None)
        _t274 = L[3]
        _t275 = (8 + _l0)
        if type(_t274) is int:
            _t276 = _st_zones[_st_loc[_t274]]
            if _t276[-1] == _t274: _t276.pop()
            else: _t276.remove(_t274)
            _st_zones[_t275].append(_t274); _st_loc[_t274] = _t275
        elif _t274 is not None:
            _move_cards219(st, _t274, _t275, False)
        if (_c220[L[3]] == 'skull'):
            if _p252(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    _t335 = 0; _t336 = st.decisions
    while (L[2] < _l1):
        _t335 += 1
        if _t335 > _LIMIT216[0] and _over_limit217(_t335, st, _t336): raise _Runaway218()
        _t337 = []
        for _t338 in (_k253 or []):
            if ((_t338 != _l0) and (not not _st_zones[(4 + _t338)])): _t337.append(_t338)
        _t339 = _l0
        _t340 = len(_t337)
        if not _t340: _no_option224(_t339, 'stack to turn up from')
        if _t340 <= 1:
            L[4] = _t337[0] if _t340 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t341 = st.chooser(_t340, _t339)
            else:
                _t341 = _st_bits(_t340.bit_length())
                while _t341 >= _t340: _t341 = _st_bits(_t340.bit_length())
            L[4] = _t337[_t341]; st.decisions += 1
        elif _decide255(st, L, _t337, _t339): raise _PlayoutCut222()
        L[5] = (_z[-1] if (_z := _st_zones[(4 + L[4])]) else None)
        _t342 = L[5]
        _t343 = (8 + L[4])
        if type(_t342) is int:
            _t344 = _st_zones[_st_loc[_t342]]
            if _t344[-1] == _t342: _t344.pop()
            else: _t344.remove(_t342)
            _st_zones[_t343].append(_t342); _st_loc[_t342] = _t343
        elif _t342 is not None:
            _move_cards219(st, _t342, _t343, False)
        if (_c220[L[5]] == 'skull'):
            if _p252(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    _i17l0 = _l0
    _st_vars[1 + _i17l0] = _st_vars[1 + _i17l0] + 1
    if (_st_vars[1 + _i17l0] == 2):
        _end_game229(st, _i17l0, True); return 3
    _i18 = [None, None, None]
    for _t374 in (_k265 or []):
        _i18[2] = _t374
        _t375 = (8 + _t374)
        _t376 = (0 + _t374)
        if _t375 != _t376:
            _t377 = _st_zones[_t375]; _st_zones[_t376] += _t377
            for _t378 in _t377: _st_loc[_t378] = _t376
            _t377.clear()
        else:
            _move_cards219(st, _st_zones[_t375][:], _t376, False)
        _t379 = (4 + _t374)
        _t380 = (0 + _t374)
        if _t379 != _t380:
            _t381 = _st_zones[_t379]; _st_zones[_t380] += _t381
            for _t382 in _t381: _st_loc[_t382] = _t380
            _t381.clear()
        else:
            _move_cards219(st, _st_zones[_t379][:], _t380, False)
    _st_vars[0] = _i17l0

# <rulerun skull.rules: play_round #108 b3a68820>
def _loop(st):
    _st_zones = st.zones
    _t384 = []
    for _t383 in (_k267 or ()):
        if (((len(_st_zones[(0 + _t383)]) + len(_st_zones[(4 + _t383)])) + len(_st_zones[(8 + _t383)])) > 0):
            _t384.append(_t383)
    return _t384

# <rulerun skull.rules: play_round #109 df0eb294>
def _loop(st):
    _t402 = 0
    for _t401 in (_k281 or ()):
        _t402 += len(st.zones[(4 + _t401)])
    return _t402

# <rulerun skull.rules: play_round #110 9f92de1a>
def _loop(st, L):
    for _t413 in (_o287[L[3]] or ()):
        if (_t413 in (L[0] or ())):
            return _t413
    return None

# <rulerun skull.rules: play_round #111 193c2a55>
def _loop(st):
    _t418 = 0
    for _t417 in (_k290 or ()):
        _t418 += len(st.zones[(4 + _t417)])
    return _t418

# <rulerun skull.rules: play_round #112 ceab97fa>
def _loop(st, L):
    for _t419 in (_o292[L[10]] or ()):
        if (_t419 in (L[9] or ())):
            return _t419
    return None

# <rulerun skull.rules: play_round #113 194316f9>
def _loop(st):
    _t423 = 0
    for _t422 in (_k294 or ()):
        _t423 += len(st.zones[(4 + _t422)])
    return _t423

# <rulerun skull.rules: play_round #114 playout, without a log 26c7073e>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[0] = _player269(_a268(st), 4)
    for _t385 in (L[0] or []):
        st.thread_player = st.inline_thread = _t385
        _i19 = L[:]; _i19[1] = _t385
        _t386 = _st_zones[(0 + _t385)]
        _t387 = _t385
        _t388 = len(_t386)
        if not _t388: _no_option272(_t387, 'disc to place')
        if _t388 <= 1:
            _i19[2] = _t386[0] if _t388 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t389 = st.chooser(_t388, _t387)
            else:
                _t389 = _st_bits(_t388.bit_length())
                while _t389 >= _t388: _t389 = _st_bits(_t388.bit_length())
            _i19[2] = _t386[_t389]; st.decisions += 1
        elif _decide273(st, _i19, _t386[:], _t387): raise _PlayoutCut270()
        _t390 = _i19[2]
        _t391 = (4 + _t385)
        if type(_t390) is int:
            _t392 = _st_zones[_st_loc[_t390]]
            if _t392[-1] == _t390: _t392.pop()
            else: _t392.remove(_t390)
            _st_zones[_t391].append(_t390); _st_loc[_t390] = _t391
        elif _t390 is not None:
            _move_cards274(st, _t390, _t391, False)
    st.thread_player = st.inline_thread = None
    L[3] = _st_vars[0]
    L[4] = 0
    L[5] = _st_vars[0]
    _t393 = 0; _t394 = st.decisions
    while (L[4] == 0):
        _t393 += 1
        if _t393 > _LIMIT275[0] and _over_limit276(_t393, st, _t394): raise _Runaway277()
        _t395 = []
        for _t396 in (['place a disc', 'bid'] or []):
            if ((_t396 == 'bid') or (not not _st_zones[(0 + L[3])])): _t395.append(_t396)
        _t397 = L[3]
        _t398 = len(_t395)
        if not _t398: _no_option272(_t397, 'place or bid')
        if _t398 <= 1:
            L[6] = _t395[0] if _t398 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t399 = st.chooser(_t398, _t397)
            else:
                _t399 = _st_bits(_t398.bit_length())
                while _t399 >= _t398: _t399 = _st_bits(_t398.bit_length())
            L[6] = _t395[_t399]; st.decisions += 1
        elif _decide279(st, L, _t395, _t397): raise _PlayoutCut270()
        if (L[6] == 'bid'):
            _t400 = (_range280(1, _a282(st)) or [])
            _t403 = L[3]
            _t404 = len(_t400)
            if not _t404: _no_option272(_t403, 'bid')
            if _t404 <= 1:
                L[7] = _t400[0] if _t404 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t405 = st.chooser(_t404, _t403)
                else:
                    _t405 = _st_bits(_t404.bit_length())
                    while _t405 >= _t404: _t405 = _st_bits(_t404.bit_length())
                L[7] = _t400[_t405]; st.decisions += 1
            elif _decide284(st, L, _t400, _t403): raise _PlayoutCut270()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t406 = _st_zones[(0 + L[3])]
            _t407 = L[3]
            _t408 = len(_t406)
            if not _t408: _no_option272(_t407, 'disc to place')
            if _t408 <= 1:
                L[8] = _t406[0] if _t408 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t409 = st.chooser(_t408, _t407)
                else:
                    _t409 = _st_bits(_t408.bit_length())
                    while _t409 >= _t408: _t409 = _st_bits(_t408.bit_length())
                L[8] = _t406[_t409]; st.decisions += 1
            elif _decide286(st, L, _t406[:], _t407): raise _PlayoutCut270()
            _t410 = L[8]
            _t411 = (4 + L[3])
            if type(_t410) is int:
                _t412 = _st_zones[_st_loc[_t410]]
                if _t412[-1] == _t410: _t412.pop()
                else: _t412.remove(_t410)
                _st_zones[_t411].append(_t410); _st_loc[_t410] = _t411
            elif _t410 is not None:
                _move_cards274(st, _t410, _t411, False)
            L[3] = _player289(_a288(st, L), 4)
    L[9] = L[0]
    L[10] = L[5]
    _t415 = 0; _t416 = st.decisions
    while ((L[4] < _a291(st)) and (len((L[9] or ())) > 1)):
        _t415 += 1
        if _t415 > _LIMIT275[0] and _over_limit276(_t415, st, _t416): raise _Runaway277()
        L[10] = _player289(_a293(st, L), 4)
        _t421 = (_range280((L[4] + 1), _a295(st)) or [])
        if _offer296(st, L, _t421): raise _PlayoutCut270()
        if (L[11] is None):
            L[9] = _remove297(st, L[9], L[10])
        else:
            L[4] = L[11]
            L[5] = L[10]
    if _p298(st, [L[5], L[4], None, None, None, None]) == 3: return 3

# <rulerun skull.rules: play #115 9b8846d0>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    _t229 = 0; _t230 = st.decisions
    while True:
        _t229 += 1
        if _t229 > _LIMIT185[0] and _over_limit186(_t229, st, _t230): raise _Runaway187()
        if _p300(st, _k299[:]) == 3: return 3

# <rulerun skull.rules: play #116 bb845a89>
def _native(st, L):
    return True

# <rulerun skull.rules: take_back #117 37fb1e63>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run303(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k304)

# <rulerun skull.rules: success #118 56346811>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run307(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k308)

# <rulerun skull.rules: failure #119 e46babc2>
def _loop(st):
    _st_zones = st.zones
    _t428 = []
    for _t427 in (_k318 or ()):
        if (((len(_st_zones[(0 + _t427)]) + len(_st_zones[(4 + _t427)])) + len(_st_zones[(8 + _t427)])) > 0):
            _t428.append(_t427)
    return _t428

# <rulerun skull.rules: failure #120 118d247d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] == L[0]):
                pc = 2
            else:
                pc = 5
        if pc == 2:
            _o = st.zones[(0 + L[0])]
            fr[1] = 3
            _t424 = L[0]
            _t425 = len(_o)
            if not _t425: _no_option313(_t424, 'disc to lose')
            if _t425 <= 1 and _st_log is None:
                L[2] = _o[0] if _t425 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t426 = st.chooser(_t425, _t424)
                else:
                    _t426 = _st_bits(_t425.bit_length())
                    while _t426 >= _t425: _t426 = _st_bits(_t425.bit_length())
                L[2] = _o[_t426]; st.decisions += 1
            elif _decide314(st, L, _o[:], _t424): return True
            pc = 3
        if pc == 3:
            _r = _run315(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run316(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run317(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] == L[0]):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _o = (_a319(st) or [])
            fr[1] = 9
            _t429 = L[0]
            _t430 = len(_o)
            if not _t430: _no_option313(_t429, 'who starts the next round')
            if _t430 <= 1 and _st_log is None:
                L[3] = _o[0] if _t430 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t431 = st.chooser(_t430, _t429)
                else:
                    _t431 = _st_bits(_t430.bit_length())
                    while _t431 >= _t430: _t431 = _st_bits(_t430.bit_length())
                L[3] = _o[_t431]; st.decisions += 1
            elif _decide321(st, L, _o, _t429): return True
            pc = 9
        if pc == 9:
            _r = _run322(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run323(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k324)

# <rulerun skull.rules: challenge #121 0396c40b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT325[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run328(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((L[2] < L[1]) and (not not _st_zones[(4 + L[0])])):
                pc = 2
            else:
                pc = 9
        if pc == 2:
            _r = _run329(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c330[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _a = [L[0], L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit331(_k332)
            fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run333(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run334(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit327(_k, st, _d0): raise _Runaway326()
            continue
        if pc == 9:
            if (L[2] < L[1]):
                pc = 10
            else:
                pc = 18
        if pc == 10:
            _o = []
            for _t432 in (_k335 or []):
                if ((_t432 != L[0]) and (not not _st_zones[(4 + _t432)])): _o.append(_t432)
            fr[1] = 11
            _t433 = L[0]
            _t434 = len(_o)
            if not _t434: _no_option337(_t433, 'stack to turn up from')
            if _t434 <= 1 and _st_log is None:
                L[4] = _o[0] if _t434 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t435 = st.chooser(_t434, _t433)
                else:
                    _t435 = _st_bits(_t434.bit_length())
                    while _t435 >= _t434: _t435 = _st_bits(_t434.bit_length())
                L[4] = _o[_t435]; st.decisions += 1
            elif _decide338(st, L, _o, _t433): return True
            pc = 11
        if pc == 11:
            _r = _run339(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c330[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            _a = [L[0], L[4], None, None]
            if len(st.cur) >= 500: raise _RuleLimit331(_k340)
            fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run341(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run342(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit327(_k, st, _d0): raise _Runaway326()
            continue
        if pc == 18:
            _r = _run343(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k344)

# <rulerun skull.rules: play_round #122 9a9a908a>
def _loop(st):
    _t444 = 0
    for _t443 in (_k358 or ()):
        _t444 += len(st.zones[(4 + _t443)])
    return _t444

# <rulerun skull.rules: play_round #123 4ae7907b>
def _loop(st):
    _t452 = 0
    for _t451 in (_k367 or ()):
        _t452 += len(st.zones[(4 + _t451)])
    return _t452

# <rulerun skull.rules: play_round #124 bd873c1c>
def _loop(st):
    _t454 = 0
    for _t453 in (_k370 or ()):
        _t454 += len(st.zones[(4 + _t453)])
    return _t454

# <rulerun skull.rules: play_round #125 fe51a429>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT345[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run348(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step349(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(0 + L[1])]
            fr[1] = 3
            _t436 = L[1]
            _t437 = len(_o)
            if not _t437: _no_option351(_t436, 'disc to place')
            if _t437 <= 1 and _st_log is None:
                L[2] = _o[0] if _t437 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t438 = st.chooser(_t437, _t436)
                else:
                    _t438 = _st_bits(_t437.bit_length())
                    while _t438 >= _t437: _t438 = _st_bits(_t437.bit_length())
                L[2] = _o[_t438]; st.decisions += 1
            elif _decide352(st, L, _o[:], _t436): return True
            pc = 3
        if pc == 3:
            _r = _run353(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run354(st, L)
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
            for _t439 in (['place a disc', 'bid'] or []):
                if ((_t439 == 'bid') or (not not _st_zones[(0 + L[3])])): _o.append(_t439)
            fr[1] = 8
            _t440 = L[3]
            _t441 = len(_o)
            if not _t441: _no_option351(_t440, 'place or bid')
            if _t441 <= 1 and _st_log is None:
                L[6] = _o[0] if _t441 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t442 = st.chooser(_t441, _t440)
                else:
                    _t442 = _st_bits(_t441.bit_length())
                    while _t442 >= _t441: _t442 = _st_bits(_t441.bit_length())
                L[6] = _o[_t442]; st.decisions += 1
            elif _decide356(st, L, _o, _t440): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range357(1, _a359(st)) or [])
            fr[1] = 10
            _t445 = L[3]
            _t446 = len(_o)
            if not _t446: _no_option351(_t445, 'bid')
            if _t446 <= 1 and _st_log is None:
                L[7] = _o[0] if _t446 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t447 = st.chooser(_t446, _t445)
                else:
                    _t447 = _st_bits(_t446.bit_length())
                    while _t447 >= _t446: _t447 = _st_bits(_t446.bit_length())
                L[7] = _o[_t447]; st.decisions += 1
            elif _decide361(st, L, _o, _t445): return True
            pc = 10
        if pc == 10:
            _r = _run362(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(0 + L[3])]
            fr[1] = 13
            _t448 = L[3]
            _t449 = len(_o)
            if not _t449: _no_option351(_t448, 'disc to place')
            if _t449 <= 1 and _st_log is None:
                L[8] = _o[0] if _t449 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t450 = st.chooser(_t449, _t448)
                else:
                    _t450 = _st_bits(_t449.bit_length())
                    while _t450 >= _t449: _t450 = _st_bits(_t449.bit_length())
                L[8] = _o[_t450]; st.decisions += 1
            elif _decide364(st, L, _o[:], _t448): return True
            pc = 13
        if pc == 13:
            _r = _run365(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit347(_k, st, _d0): raise _Runaway346()
            continue
        if pc == 15:
            _r = _run366(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            if ((L[4] < _a368(st)) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run369(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range357((L[4] + 1), _a371(st)) or [])
            fr[1] = 19
            if _offer372(st, L, _o): return True
            pc = 19
        if pc == 19:
            _r = _run373(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit347(_k, st, _d0): raise _Runaway346()
            continue
        if pc == 21:
            _a = [L[5], L[4], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit374(_k375)
            fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k376)

# <rulerun skull.rules: play #126 8f626f6a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT377[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run380(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit381(_k382)
            fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit379(_k, st, _d0): raise _Runaway378()
            continue
        if pc == 4:
            fr[1] = 5
            if _step383(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k384)

# <rulerun skull.rules: failure #127 3bbfbbf5>
def _loop(st):
    _st_zones = st.zones
    _t459 = []
    for _t458 in (_k396 or ()):
        if (((len(_st_zones[(0 + _t458)]) + len(_st_zones[(4 + _t458)])) + len(_st_zones[(8 + _t458)])) > 0):
            _t459.append(_t458)
    return _t459

# <rulerun skull.rules: failure #128 f645d9b7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run387(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region388(st, L)
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
            _o = st.zones[(0 + L[0])]
            fr[1] = 3
            _t455 = L[0]
            _t456 = len(_o)
            if not _t456: _no_option390(_t455, 'disc to lose')
            if _t456 <= 1 and _st_log is None:
                L[2] = _o[0] if _t456 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t457 = st.chooser(_t456, _t455)
                else:
                    _t457 = _st_bits(_t456.bit_length())
                    while _t457 >= _t456: _t457 = _st_bits(_t456.bit_length())
                L[2] = _o[_t457]; st.decisions += 1
            elif _decide391(st, L, _o[:], _t455): return True
            pc = 3
        if pc == 3:
            _r = _run392(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run393(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run394(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7 and st.thread_player == st.inline_thread:
            _r = _region395(st, L)
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
            _o = (_a397(st) or [])
            fr[1] = 9
            _t460 = L[0]
            _t461 = len(_o)
            if not _t461: _no_option390(_t460, 'who starts the next round')
            if _t461 <= 1 and _st_log is None:
                L[3] = _o[0] if _t461 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t462 = st.chooser(_t461, _t460)
                else:
                    _t462 = _st_bits(_t461.bit_length())
                    while _t462 >= _t461: _t462 = _st_bits(_t461.bit_length())
                L[3] = _o[_t462]; st.decisions += 1
            elif _decide399(st, L, _o, _t460): return True
            pc = 9
        if pc == 9:
            _r = _run400(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run401(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k402)

# <rulerun skull.rules: challenge #129 e0afab2a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT403[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run406(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region407(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((L[2] < L[1]) and (not not _st_zones[(4 + L[0])])):
                pc = 2
            else:
                pc = 9
        if pc == 2:
            _r = _run408(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c409[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p410(st, [L[0], L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit411(_k412)
                fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run413(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run414(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit405(_k, st, _d0): raise _Runaway404()
            continue
        if pc == 9 and st.thread_player == st.inline_thread:
            _r = _region415(st, L)
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
            for _t463 in (_k416 or []):
                if ((_t463 != L[0]) and (not not _st_zones[(4 + _t463)])): _o.append(_t463)
            fr[1] = 11
            _t464 = L[0]
            _t465 = len(_o)
            if not _t465: _no_option418(_t464, 'stack to turn up from')
            if _t465 <= 1 and _st_log is None:
                L[4] = _o[0] if _t465 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t466 = st.chooser(_t465, _t464)
                else:
                    _t466 = _st_bits(_t465.bit_length())
                    while _t466 >= _t465: _t466 = _st_bits(_t465.bit_length())
                L[4] = _o[_t466]; st.decisions += 1
            elif _decide419(st, L, _o, _t464): return True
            pc = 11
        if pc == 11:
            _r = _run420(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c409[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            if st.thread_player == st.inline_thread:
                if _p410(st, [L[0], L[4], None, None]) == 3: return True
                pc = 14
            else:
                _a = [L[0], L[4], None, None]
                if len(st.cur) >= 500: raise _RuleLimit411(_k421)
                fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run422(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run423(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit405(_k, st, _d0): raise _Runaway404()
            continue
        if pc == 18:
            _r = _run424(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k425)

# <rulerun skull.rules: play_round #130 56136659>
def _loop(st):
    _t475 = 0
    for _t474 in (_k441 or ()):
        _t475 += len(st.zones[(4 + _t474)])
    return _t475

# <rulerun skull.rules: play_round #131 4ebd893e>
def _loop(st):
    _t483 = 0
    for _t482 in (_k451 or ()):
        _t483 += len(st.zones[(4 + _t482)])
    return _t483

# <rulerun skull.rules: play_round #132 a6ee1d66>
def _loop(st):
    _t485 = 0
    for _t484 in (_k454 or ()):
        _t485 += len(st.zones[(4 + _t484)])
    return _t485

# <rulerun skull.rules: challenge #133 a6a0dc92>
def _loop(st):
    _st_zones = st.zones
    _t511 = []
    for _t510 in (_k473 or ()):
        if (((len(_st_zones[(0 + _t510)]) + len(_st_zones[(4 + _t510)])) + len(_st_zones[(8 + _t510)])) > 0):
            _t511.append(_t510)
    return _t511

# <rulerun skull.rules: challenge #134 ea82edb5>
def _loop(st):
    _st_zones = st.zones
    _t513 = []
    for _t512 in (_k476 or ()):
        if (((len(_st_zones[(0 + _t512)]) + len(_st_zones[(4 + _t512)])) + len(_st_zones[(8 + _t512)])) > 0):
            _t513.append(_t512)
    return _t513

# <rulerun skull.rules: challenge #135 e2cfdd5f>
def _loop(st):
    _st_zones = st.zones
    _t516 = []
    for _t515 in (_k478 or ()):
        if (((len(_st_zones[(0 + _t515)]) + len(_st_zones[(4 + _t515)])) + len(_st_zones[(8 + _t515)])) > 0):
            _t516.append(_t515)
    return _t516

# <rulerun skull.rules: challenge #136 9d034723>
def _loop(st):
    _st_zones = st.zones
    _t550 = []
    for _t549 in (_k488 or ()):
        if (((len(_st_zones[(0 + _t549)]) + len(_st_zones[(4 + _t549)])) + len(_st_zones[(8 + _t549)])) > 0):
            _t550.append(_t549)
    return _t550

# <rulerun skull.rules: challenge #137 f0f2b085>
def _loop(st):
    _st_zones = st.zones
    _t552 = []
    for _t551 in (_k490 or ()):
        if (((len(_st_zones[(0 + _t551)]) + len(_st_zones[(4 + _t551)])) + len(_st_zones[(8 + _t551)])) > 0):
            _t552.append(_t551)
    return _t552

# <rulerun skull.rules: challenge #138 f2cf181a>
def _loop(st):
    _st_zones = st.zones
    _t555 = []
    for _t554 in (_k492 or ()):
        if (((len(_st_zones[(0 + _t554)]) + len(_st_zones[(4 + _t554)])) + len(_st_zones[(8 + _t554)])) > 0):
            _t555.append(_t554)
    return _t555

# <rulerun skull.rules: challenge #139 playout 64627357>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text461(_audience458(st), [_PlayerRef459(_l0), ' must turn up ', _plain460(_l1), ' flowers']))
    L[2] = 0
    _t486 = 0; _t487 = st.decisions
    while ((L[2] < _l1) and (not not _st_zones[(4 + _l0)])):
        _t486 += 1
        if _t486 > _LIMIT462[0] and _over_limit463(_t486, st, _t487): raise _Runaway464()
        L[3] = (_z[-1] if (_z := _st_zones[(4 + _l0)]) else None)
        _t488 = L[3]
        _t489 = (8 + _l0)
        if type(_t488) is int and _st_log is None:
            _t490 = _st_zones[_st_loc[_t488]]
            if _t490[-1] == _t488: _t490.pop()
            else: _t490.remove(_t488)
            _st_zones[_t489].append(_t488); _st_loc[_t488] = _t489
        elif _t488 is not None:
            _move_cards465(st, _t488, _t489, False)
        if (_c466[L[3]] == 'skull'):
            if _p482(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    _t520 = 0; _t521 = st.decisions
    while (L[2] < _l1):
        _t520 += 1
        if _t520 > _LIMIT462[0] and _over_limit463(_t520, st, _t521): raise _Runaway464()
        _t522 = []
        for _t523 in (_k483 or []):
            if ((_t523 != _l0) and (not not _st_zones[(4 + _t523)])): _t522.append(_t523)
        _t524 = _l0
        _t525 = len(_t522)
        if not _t525: _no_option470(_t524, 'stack to turn up from')
        if _t525 <= 1 and _st_log is None:
            L[4] = _t522[0] if _t525 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t526 = st.chooser(_t525, _t524)
            else:
                _t526 = _st_bits(_t525.bit_length())
                while _t526 >= _t525: _t526 = _st_bits(_t525.bit_length())
            L[4] = _t522[_t526]; st.decisions += 1
        elif _decide485(st, L, _t522, _t524): raise _PlayoutCut468()
        L[5] = (_z[-1] if (_z := _st_zones[(4 + L[4])]) else None)
        _t527 = L[5]
        _t528 = (8 + L[4])
        if type(_t527) is int and _st_log is None:
            _t529 = _st_zones[_st_loc[_t527]]
            if _t529[-1] == _t527: _t529.pop()
            else: _t529.remove(_t527)
            _st_zones[_t528].append(_t527); _st_loc[_t527] = _t528
        elif _t527 is not None:
            _move_cards465(st, _t527, _t528, False)
        if (_c466[L[5]] == 'skull'):
            if _p482(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    _i24l0 = _l0
    _st_vars[1 + _i24l0] = _st_vars[1 + _i24l0] + 1
    if _st_log is not None: _st_log.append(_Text461(_audience458(st), [_PlayerRef459(_i24l0), ' succeeds and has ', _plain460(_st_vars[1 + _i24l0]), ' point(s)']))
    if (_st_vars[1 + _i24l0] == 2):
        _end_game475(st, _i24l0, True); return 3
    _i25 = [None, None, None]
    for _t559 in (_k495 or []):
        _i25[2] = _t559
        _t560 = (8 + _t559)
        _t561 = (0 + _t559)
        if _st_log is None and _t560 != _t561:
            _t562 = _st_zones[_t560]; _st_zones[_t561] += _t562
            for _t563 in _t562: _st_loc[_t563] = _t561
            _t562.clear()
        else:
            _move_cards465(st, _st_zones[_t560][:], _t561, False)
        _t564 = (4 + _t559)
        _t565 = (0 + _t559)
        if _st_log is None and _t564 != _t565:
            _t566 = _st_zones[_t564]; _st_zones[_t565] += _t566
            for _t567 in _t566: _st_loc[_t567] = _t565
            _t566.clear()
        else:
            _move_cards465(st, _st_zones[_t564][:], _t565, False)
    _st_vars[0] = _i24l0

# <rulerun skull.rules: play_round #140 d947d5ea>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT426[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run429(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region430(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step431(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(0 + L[1])]
            fr[1] = 3
            _t467 = L[1]
            _t468 = len(_o)
            if not _t468: _no_option433(_t467, 'disc to place')
            if _t468 <= 1 and _st_log is None:
                L[2] = _o[0] if _t468 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t469 = st.chooser(_t468, _t467)
                else:
                    _t469 = _st_bits(_t468.bit_length())
                    while _t469 >= _t468: _t469 = _st_bits(_t468.bit_length())
                L[2] = _o[_t469]; st.decisions += 1
            elif _decide434(st, L, _o[:], _t467): return True
            pc = 3
        if pc == 3:
            _r = _run435(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run436(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region437(st, L)
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
            for _t470 in (['place a disc', 'bid'] or []):
                if ((_t470 == 'bid') or (not not _st_zones[(0 + L[3])])): _o.append(_t470)
            fr[1] = 8
            _t471 = L[3]
            _t472 = len(_o)
            if not _t472: _no_option433(_t471, 'place or bid')
            if _t472 <= 1 and _st_log is None:
                L[6] = _o[0] if _t472 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t473 = st.chooser(_t472, _t471)
                else:
                    _t473 = _st_bits(_t472.bit_length())
                    while _t473 >= _t472: _t473 = _st_bits(_t472.bit_length())
                L[6] = _o[_t473]; st.decisions += 1
            elif _decide439(st, L, _o, _t471): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range440(1, _a442(st)) or [])
            fr[1] = 10
            _t476 = L[3]
            _t477 = len(_o)
            if not _t477: _no_option433(_t476, 'bid')
            if _t477 <= 1 and _st_log is None:
                L[7] = _o[0] if _t477 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t478 = st.chooser(_t477, _t476)
                else:
                    _t478 = _st_bits(_t477.bit_length())
                    while _t478 >= _t477: _t478 = _st_bits(_t477.bit_length())
                L[7] = _o[_t478]; st.decisions += 1
            elif _decide444(st, L, _o, _t476): return True
            pc = 10
        if pc == 10:
            _r = _run445(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(0 + L[3])]
            fr[1] = 13
            _t479 = L[3]
            _t480 = len(_o)
            if not _t480: _no_option433(_t479, 'disc to place')
            if _t480 <= 1 and _st_log is None:
                L[8] = _o[0] if _t480 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t481 = st.chooser(_t480, _t479)
                else:
                    _t481 = _st_bits(_t480.bit_length())
                    while _t481 >= _t480: _t481 = _st_bits(_t480.bit_length())
                L[8] = _o[_t481]; st.decisions += 1
            elif _decide447(st, L, _o[:], _t479): return True
            pc = 13
        if pc == 13:
            _r = _run448(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit428(_k, st, _d0): raise _Runaway427()
            continue
        if pc == 15:
            _r = _run449(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16 and st.thread_player == st.inline_thread:
            _r = _region450(st, L)
            if _r is None:
                pc = 21
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 16:
            if ((L[4] < _a452(st)) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run453(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range440((L[4] + 1), _a455(st)) or [])
            fr[1] = 19
            if _offer456(st, L, _o): return True
            pc = 19
        if pc == 19:
            _r = _run457(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit428(_k, st, _d0): raise _Runaway427()
            continue
        if pc == 21:
            if st.thread_player == st.inline_thread:
                if _p496(st, [L[5], L[4], None, None, None, None]) == 3: return True
                pc = 22
            else:
                _a = [L[5], L[4], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit497(_k498)
                fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k499)

# <rulerun skull.rules: play #141 91a0493f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT500[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run503(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region504(st, L)
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
                if _p505(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit506(_k507)
                fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit502(_k, st, _d0): raise _Runaway501()
            continue
        if pc == 4:
            fr[1] = 5
            if _step508(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k509)

# <rulerun skull.rules: rank #142 13160cd3>
def _native(st, p):
    _st_zones = st.zones
    return (st.vars[1 + p], ((len(_st_zones[(0 + p)]) + len(_st_zones[(4 + p)])) + len(_st_zones[(8 + p)])), )

