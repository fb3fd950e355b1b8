# <rulerun skull.rules: take_back #0 2e647139>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
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
        if _memo0: _memo0.clear()
        _t5 = (4 + _t0)
        _t6 = (0 + _t0)
        if _st_log is None and _t5 != _t6:
            _t7 = _st_zones[_t5]; _st_zones[_t6] += _t7
            for _t8 in _t7: _st_loc[_t8] = _t6
            _t7.clear()
        else:
            _move_cards1(st, _st_zones[_t5][:], _t6, False)
        if _memo0: _memo0.clear()

# <rulerun skull.rules: success #1 a9609eab>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[1 + _l0] = (_t9 if -1000000000000000000 <= (_t9 := _st_vars[1 + _l0] + 1) <= 1000000000000000000 else _beyond2(_t9))
    if _st_log is not None: _st_log.append(_Text6(_audience3(st), [_PlayerRef4(_l0), ' succeeds and has ', _plain5(_st_vars[1 + _l0]), ' point(s)']))
    if (_st_vars[1 + _l0] == 2):
        _end_game7(st, _l0, True); return 3
    _i0 = [None, None, None]
    for _t10 in (_k8 or []):
        _i0[2] = _t10
        _t11 = (8 + _t10)
        _t12 = (0 + _t10)
        if _st_log is None and _t11 != _t12:
            _t13 = _st_zones[_t11]; _st_zones[_t12] += _t13
            for _t14 in _t13: _st_loc[_t14] = _t12
            _t13.clear()
        else:
            _move_cards9(st, _st_zones[_t11][:], _t12, False)
        if _memo0: _memo0.clear()
        _t15 = (4 + _t10)
        _t16 = (0 + _t10)
        if _st_log is None and _t15 != _t16:
            _t17 = _st_zones[_t15]; _st_zones[_t16] += _t17
            for _t18 in _t17: _st_loc[_t18] = _t16
            _t17.clear()
        else:
            _move_cards9(st, _st_zones[_t15][:], _t16, False)
        if _memo0: _memo0.clear()
    _st_vars[0] = _l0

# <rulerun skull.rules: failure #2 b36d9259>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text12(_audience10(st), [_PlayerRef11(L[0]), ' turns up the skull of ', _PlayerRef11(L[1]), ' and fails']))
    _i1 = [None, None, None]
    for _t19 in (_k13 or []):
        _i1[2] = _t19
        _t20 = (8 + _t19)
        _t21 = (0 + _t19)
        if _st_log is None and _t20 != _t21:
            _t22 = _st_zones[_t20]; _st_zones[_t21] += _t22
            for _t23 in _t22: _st_loc[_t23] = _t21
            _t22.clear()
        else:
            _move_cards14(st, _st_zones[_t20][:], _t21, False)
        if _memo0: _memo0.clear()
        _t24 = (4 + _t19)
        _t25 = (0 + _t19)
        if _st_log is None and _t24 != _t25:
            _t26 = _st_zones[_t24]; _st_zones[_t25] += _t26
            for _t27 in _t26: _st_loc[_t27] = _t25
            _t26.clear()
        else:
            _move_cards14(st, _st_zones[_t24][:], _t25, False)
        if _memo0: _memo0.clear()

# <rulerun skull.rules: failure #3 e855d6d1>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_zones = st.zones
    _t28 = L[2]
    _t29 = (12 + L[0])
    if type(_t28) is int and st.log is None:
        _t30 = _st_zones[_st_loc[_t28]]
        if _t30[-1] == _t28: _t30.pop()
        else: _t30.remove(_t28)
        _st_zones[_t29].append(_t28); _st_loc[_t28] = _t29
    elif _t28 is not None:
        _move_cards15(st, _t28, _t29, False)
    if _memo0: _memo0.clear()

# <rulerun skull.rules: failure #4 fddbe6a3>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_zones = st.zones
    _t31 = _random_item17(st, (0 + _l0))
    _t32 = (12 + _l0)
    if type(_t31) is int and st.log is None:
        _t33 = _st_zones[_st_loc[_t31]]
        if _t33[-1] == _t31: _t33.pop()
        else: _t33.remove(_t31)
        _st_zones[_t32].append(_t31); _st_loc[_t31] = _t32
    elif _t31 is not None:
        _move_cards16(st, _t31, _t32, False)
    if _memo0: _memo0.clear()

# <rulerun skull.rules: failure #5 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: failure #6 65738eca>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    if (L[1] == _l0):
        _t34 = _st_zones[(0 + _l0)]
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
        _t39 = (12 + _l0)
        if type(_t38) is int and _st_log is None:
            _t40 = _st_zones[_st_loc[_t38]]
            if _t40[-1] == _t38: _t40.pop()
            else: _t40.remove(_t38)
            _st_zones[_t39].append(_t38); _st_loc[_t38] = _t39
        elif _t38 is not None:
            _move_cards22(st, _t38, _t39, False)
        if _memo0: _memo0.clear()
    else:
        _t41 = _random_item23(st, (0 + _l0))
        _t42 = (12 + _l0)
        if type(_t41) is int and _st_log is None:
            _t43 = _st_zones[_st_loc[_t41]]
            if _t43[-1] == _t41: _t43.pop()
            else: _t43.remove(_t41)
            _st_zones[_t42].append(_t41); _st_loc[_t41] = _t42
        elif _t41 is not None:
            _move_cards22(st, _t41, _t42, False)
        if _memo0: _memo0.clear()

# <rulerun skull.rules: failure #7 45fe7ecb>
def _loop(st):
    _st_zones = st.zones
    _t45 = []
    for _t44 in (_k27 or ()):
        if (((len(_st_zones[(0 + _t44)]) + len(_st_zones[(4 + _t44)])) + len(_st_zones[(8 + _t44)])) > 0):
            _t45.append(_t44)
    return _t45

# <rulerun skull.rules: failure #8 04f340d4>
def _loop(st):
    _st_zones = st.zones
    _t47 = []
    for _t46 in (_k30 or ()):
        if (((len(_st_zones[(0 + _t46)]) + len(_st_zones[(4 + _t46)])) + len(_st_zones[(8 + _t46)])) > 0):
            _t47.append(_t46)
    return _t47

# <rulerun skull.rules: failure #9 ded098f6>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text26(_audience24(st), [_PlayerRef25(_l0), ' loses a disc for good']))
    if (((len(_st_zones[(0 + _l0)]) + len(_st_zones[(4 + _l0)])) + len(_st_zones[(8 + _l0)])) == 0):
        if _st_log is not None: _st_log.append(_Text26(_audience24(st), [_PlayerRef25(_l0), ' has no discs left and is out of the game']))
    if (len((_a28(st) or ())) == 1):
        _end_game29(st, _a31(st), True); return 3

# <rulerun skull.rules: failure #10 fe32267c>
def _native(st, L):
    st.vars[0] = L[3]

# <rulerun skull.rules: failure #11 53409193>
def _native(st, L):
    st.vars[0] = L[1]

# <rulerun skull.rules: failure #12 f8904e11>
def _loop(st):
    _st_zones = st.zones
    _t50 = []
    for _t49 in (_k32 or ()):
        if (((len(_st_zones[(0 + _t49)]) + len(_st_zones[(4 + _t49)])) + len(_st_zones[(8 + _t49)])) > 0):
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

# <rulerun skull.rules: failure #16 0c61f496>
def _native(st, L):
    return (0 + L[0])

# <rulerun skull.rules: failure #17 e07a2175>
def _native(st, L):
    return (L[1] == L[0])

# <rulerun skull.rules: failure #18 9890ba8f>
def _loop(st):
    _st_zones = st.zones
    _t55 = []
    for _t54 in (_k38 or ()):
        if (((len(_st_zones[(0 + _t54)]) + len(_st_zones[(4 + _t54)])) + len(_st_zones[(8 + _t54)])) > 0):
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

# <rulerun skull.rules: challenge #21 2ff93394>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_zones = st.zones
    L[3] = (_z[-1] if (_z := _st_zones[(4 + _l0)]) else None)
    _t56 = L[3]
    _t57 = (8 + _l0)
    if type(_t56) is int and st.log is None:
        _t58 = _st_zones[_st_loc[_t56]]
        if _t58[-1] == _t56: _t58.pop()
        else: _t58.remove(_t56)
        _st_zones[_t57].append(_t56); _st_loc[_t56] = _t57
    elif _t56 is not None:
        _move_cards45(st, _t56, _t57, False)
    if _memo0: _memo0.clear()

# <rulerun skull.rules: challenge #22 e693422f>
def _native(st, L):
    return 2

# <rulerun skull.rules: challenge #23 4566d1f2>
def _native(st, L):
    L[2] = (_t59 if -1000000000000000000 <= (_t59 := L[2] + 1) <= 1000000000000000000 else _beyond46(_t59))

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

# <rulerun skull.rules: failure #30 playout 21e53a7e>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
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
        if _memo0: _memo0.clear()
        _t97 = (4 + _t92)
        _t98 = (0 + _t92)
        if _st_log is None and _t97 != _t98:
            _t99 = _st_zones[_t97]; _st_zones[_t98] += _t99
            for _t100 in _t99: _st_loc[_t100] = _t98
            _t99.clear()
        else:
            _move_cards72(st, _st_zones[_t97][:], _t98, False)
        if _memo0: _memo0.clear()
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
        if _memo0: _memo0.clear()
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
        if _memo0: _memo0.clear()
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

# <rulerun skull.rules: challenge #31 85fe3880>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_zones = st.zones
    while ((L[2] < L[1]) and (not not _st_zones[(4 + _l0)])):
        st.budget -= 1
        if st.budget < 0: _spent47(st)
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
        if _memo0: _memo0.clear()
        if (_c49[L[3]] == 'skull'):
            if _p87(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t121 if -1000000000000000000 <= (_t121 := L[2] + 1) <= 1000000000000000000 else _beyond88(_t121))

# <rulerun skull.rules: challenge #32 c219be0c>
def _native(st, L):
    _l4 = L[4]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_zones = st.zones
    L[5] = (_z[-1] if (_z := _st_zones[(4 + _l4)]) else None)
    _t122 = L[5]
    _t123 = (8 + _l4)
    if type(_t122) is int and st.log is None:
        _t124 = _st_zones[_st_loc[_t122]]
        if _t124[-1] == _t122: _t124.pop()
        else: _t124.remove(_t122)
        _st_zones[_t123].append(_t122); _st_loc[_t122] = _t123
    elif _t122 is not None:
        _move_cards89(st, _t122, _t123, False)
    if _memo0: _memo0.clear()

# <rulerun skull.rules: challenge #33 e693422f>
def _native(st, L):
    return 2

# <rulerun skull.rules: challenge #34 2e51d57c>
def _native(st, L):
    L[2] = (_t125 if -1000000000000000000 <= (_t125 := L[2] + 1) <= 1000000000000000000 else _beyond90(_t125))

# <rulerun skull.rules: challenge #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #36 cfe63d6f>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    while (L[2] < L[1]):
        st.budget -= 1
        if st.budget < 0: _spent91(st)
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
        if _memo0: _memo0.clear()
        if (_c98[L[5]] == 'skull'):
            if _p99(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t134 if -1000000000000000000 <= (_t134 := L[2] + 1) <= 1000000000000000000 else _beyond100(_t134))

# <rulerun skull.rules: challenge #37 d22d02ab>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _i5l0 = L[0]
    _st_vars[1 + _i5l0] = (_t135 if -1000000000000000000 <= (_t135 := _st_vars[1 + _i5l0] + 1) <= 1000000000000000000 else _beyond101(_t135))
    if _st_log is not None: _st_log.append(_Text105(_audience102(st), [_PlayerRef103(_i5l0), ' succeeds and has ', _plain104(_st_vars[1 + _i5l0]), ' point(s)']))
    if (_st_vars[1 + _i5l0] == 2):
        _end_game106(st, _i5l0, True); return 3
    _i6 = [None, None, None]
    for _t136 in (_k107 or []):
        _i6[2] = _t136
        _t137 = (8 + _t136)
        _t138 = (0 + _t136)
        if _st_log is None and _t137 != _t138:
            _t139 = _st_zones[_t137]; _st_zones[_t138] += _t139
            for _t140 in _t139: _st_loc[_t140] = _t138
            _t139.clear()
        else:
            _move_cards108(st, _st_zones[_t137][:], _t138, False)
        if _memo0: _memo0.clear()
        _t141 = (4 + _t136)
        _t142 = (0 + _t136)
        if _st_log is None and _t141 != _t142:
            _t143 = _st_zones[_t141]; _st_zones[_t142] += _t143
            for _t144 in _t143: _st_loc[_t144] = _t142
            _t143.clear()
        else:
            _move_cards108(st, _st_zones[_t141][:], _t142, False)
        if _memo0: _memo0.clear()
    _st_vars[0] = _i5l0

# <rulerun skull.rules: challenge #38 22fc7e9c>
def _native(st, L):
    return ((L[2] < L[1]) and (not not st.zones[(4 + L[0])]))

# <rulerun skull.rules: challenge #39 7ba88265>
def _native(st, L):
    return (_c109[L[3]] == 'skull')

# <rulerun skull.rules: challenge #40 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #41 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #42 b63affe2>
def _native(st, L):
    return (L[2] < L[1])

# <rulerun skull.rules: challenge #43 5abe9714>
def _native(st, L):
    return _k110

# <rulerun skull.rules: challenge #44 3d5bc85c>
def _native(st, L):
    _l4 = L[4]
    return ((_l4 != L[0]) and (not not st.zones[(4 + _l4)]))

# <rulerun skull.rules: challenge #45 08809cc3>
def _native(st, L):
    return (_c111[L[5]] == 'skull')

# <rulerun skull.rules: challenge #46 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #47 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play_round #48 59de95e5>
def _loop(st):
    _st_zones = st.zones
    _t146 = []
    for _t145 in (_k112 or ()):
        if (((len(_st_zones[(0 + _t145)]) + len(_st_zones[(4 + _t145)])) + len(_st_zones[(8 + _t145)])) > 0):
            _t146.append(_t145)
    return _t146

# <rulerun skull.rules: play_round #49 f8f8bc1f>
def _native(st, L):
    L[0] = _player114(_a113(st), 4)

# <rulerun skull.rules: play_round #50 9ba83ac2>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_zones = st.zones
    _t147 = L[2]
    _t148 = (4 + L[1])
    if type(_t147) is int and st.log is None:
        _t149 = _st_zones[_st_loc[_t147]]
        if _t149[-1] == _t147: _t149.pop()
        else: _t149.remove(_t147)
        _st_zones[_t148].append(_t147); _st_loc[_t147] = _t148
    elif _t147 is not None:
        _move_cards115(st, _t147, _t148, False)
    if _memo0: _memo0.clear()

# <rulerun skull.rules: play_round #51 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun skull.rules: play_round #52 26d70665>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t150 in (L[0] or []):
        st.thread_player = st.inline_thread = _t150
        _i7 = L[:]; _i7[1] = _t150
        _t151 = _st_zones[(0 + _t150)]
        _t152 = _t150
        _t153 = len(_t151)
        if not _t153: _no_option118(_t152, 'disc to place')
        if _t153 <= 1:
            _i7[2] = _t151[0] if _t153 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t154 = st.chooser(_t153, _t152)
            else:
                _t154 = _st_bits(_t153.bit_length())
                while _t154 >= _t153: _t154 = _st_bits(_t153.bit_length())
            _i7[2] = _t151[_t154]; st.decisions += 1
        elif _decide119(st, _i7, _t151[:], _t152): raise _PlayoutCut116()
        _t155 = _i7[2]
        _t156 = (4 + _t150)
        if type(_t155) is int:
            _t157 = _st_zones[_st_loc[_t155]]
            if _t157[-1] == _t155: _t157.pop()
            else: _t157.remove(_t155)
            _st_zones[_t156].append(_t155); _st_loc[_t155] = _t156
        elif _t155 is not None:
            _move_cards120(st, _t155, _t156, False)
        if _memo0: _memo0.clear()
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

# <rulerun skull.rules: play_round #55 dcf41110>
def _loop(st, L):
    for _t161 in (_o122[L[3]] or ()):
        if (_t161 in (L[0] or ())):
            return _t161
    return None

# <rulerun skull.rules: play_round #56 9e95d5a4>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_zones = st.zones
    _t158 = L[8]
    _t159 = (4 + L[3])
    if type(_t158) is int and st.log is None:
        _t160 = _st_zones[_st_loc[_t158]]
        if _t160[-1] == _t158: _t160.pop()
        else: _t160.remove(_t158)
        _st_zones[_t159].append(_t158); _st_loc[_t158] = _t159
    elif _t158 is not None:
        _move_cards121(st, _t158, _t159, False)
    if _memo0: _memo0.clear()
    L[3] = _player124(_a123(st, L), 4)

# <rulerun skull.rules: play_round #57 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #58 d09e2b4d>
def _loop(st):
    _t170 = 0
    for _t169 in (_k131 or ()):
        _t170 += len(st.zones[(4 + _t169)])
    return _t170

# <rulerun skull.rules: play_round #59 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #60 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #61 fd2bfb90>
def _loop(st, L):
    for _t181 in (_o138[L[3]] or ()):
        if (_t181 in (L[0] or ())):
            return _t181
    return None

# <rulerun skull.rules: play_round #62 f81d45db>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    while (L[4] == 0):
        st.budget -= 1
        if st.budget < 0: _spent125(st)
        _t163 = []
        for _t164 in (['place a disc', 'bid'] or []):
            if ((_t164 == 'bid') or (not not _st_zones[(0 + L[3])])): _t163.append(_t164)
        _t165 = L[3]
        _t166 = len(_t163)
        if not _t166: _no_option128(_t165, 'place or bid')
        if _t166 <= 1 and _st_log is None:
            L[6] = _t163[0] if _t166 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t167 = st.chooser(_t166, _t165)
            else:
                _t167 = _st_bits(_t166.bit_length())
                while _t167 >= _t166: _t167 = _st_bits(_t166.bit_length())
            L[6] = _t163[_t167]; st.decisions += 1
        elif _decide129(st, L, _t163, _t165): raise _PlayoutCut126()
        if (L[6] == 'bid'):
            _t168 = (_range130(1, (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a132(st)))) or [])
            _t171 = L[3]
            _t172 = len(_t168)
            if not _t172: _no_option128(_t171, 'bid')
            if _t172 <= 1 and _st_log is None:
                L[7] = _t168[0] if _t172 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t173 = st.chooser(_t172, _t171)
                else:
                    _t173 = _st_bits(_t172.bit_length())
                    while _t173 >= _t172: _t173 = _st_bits(_t172.bit_length())
                L[7] = _t168[_t173]; st.decisions += 1
            elif _decide134(st, L, _t168, _t171): raise _PlayoutCut126()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t174 = _st_zones[(0 + L[3])]
            _t175 = L[3]
            _t176 = len(_t174)
            if not _t176: _no_option128(_t175, 'disc to place')
            if _t176 <= 1 and _st_log is None:
                L[8] = _t174[0] if _t176 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t177 = st.chooser(_t176, _t175)
                else:
                    _t177 = _st_bits(_t176.bit_length())
                    while _t177 >= _t176: _t177 = _st_bits(_t176.bit_length())
                L[8] = _t174[_t177]; st.decisions += 1
            elif _decide136(st, L, _t174[:], _t175): raise _PlayoutCut126()
            _t178 = L[8]
            _t179 = (4 + L[3])
            if type(_t178) is int and _st_log is None:
                _t180 = _st_zones[_st_loc[_t178]]
                if _t180[-1] == _t178: _t180.pop()
                else: _t180.remove(_t178)
                _st_zones[_t179].append(_t178); _st_loc[_t178] = _t179
            elif _t178 is not None:
                _move_cards137(st, _t178, _t179, False)
            if _memo0: _memo0.clear()
            L[3] = _player140(_a139(st, L), 4)

# <rulerun skull.rules: play_round #63 8e134cf3>
def _native(st, L):
    L[9] = L[0]
    L[10] = L[5]

# <rulerun skull.rules: play_round #64 e27f9c89>
def _loop(st, L):
    for _t183 in (_o141[L[10]] or ()):
        if (_t183 in (L[9] or ())):
            return _t183
    return None

# <rulerun skull.rules: play_round #65 0696ac8e>
def _native(st, L):
    L[10] = _player143(_a142(st, L), 4)

# <rulerun skull.rules: play_round #66 f4c994f0>
def _native(st, L):
    _l10 = L[10]
    _l11 = L[11]
    if (_l11 is None):
        L[9] = _remove144(st, L[9], _l10)
    else:
        L[4] = _l11
        L[5] = _l10

# <rulerun skull.rules: play_round #67 8f9d2f6a>
def _loop(st):
    _t186 = 0
    for _t185 in (_k145 or ()):
        _t186 += len(st.zones[(4 + _t185)])
    return _t186

# <rulerun skull.rules: play_round #68 096e70b4>
def _loop(st, L):
    for _t187 in (_o148[L[10]] or ()):
        if (_t187 in (L[9] or ())):
            return _t187
    return None

# <rulerun skull.rules: play_round #69 b1f2b918>
def _loop(st):
    _t192 = 0
    for _t191 in (_k153 or ()):
        _t192 += len(st.zones[(4 + _t191)])
    return _t192

# <rulerun skull.rules: play_round #70 53f8df5f>
def _native(st, L):
    return L[10]

# <rulerun skull.rules: play_round #71 adac940d>
def _native(st, L):
    _memo0 = st.memos[0]
    while ((L[4] < (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a146(st)))) and (len((L[9] or ())) > 1)):
        st.budget -= 1
        if st.budget < 0: _spent147(st)
        L[10] = _player150(_a149(st, L), 4)
        _t189 = (_range151((_t190 if -1000000000000000000 <= (_t190 := (L[4] + 1)) <= 1000000000000000000 else _beyond152(_t190)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a154(st)))) or [])
        if _offer156(st, L, _t189): raise _PlayoutCut155()
        if (L[11] is None):
            L[9] = _remove157(st, L[9], L[10])
        else:
            L[4] = L[11]
            L[5] = L[10]

# <rulerun skull.rules: play_round #72 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: play_round #73 35d71e68>
def _native(st, L):
    return (0 + L[1])

# <rulerun skull.rules: play_round #74 5f8f51f5>
def _native(st, L):
    return (L[4] == 0)

# <rulerun skull.rules: play_round #75 f0996962>
def _native(st, L):
    return ['place a disc', 'bid']

# <rulerun skull.rules: play_round #76 fc5c5418>
def _native(st, L):
    return ((L[6] == 'bid') or (not not st.zones[(0 + L[3])]))

# <rulerun skull.rules: play_round #77 23bffb35>
def _native(st, L):
    return (L[6] == 'bid')

# <rulerun skull.rules: play_round #78 d47ca2b9>
def _loop(st):
    _t194 = 0
    for _t193 in (_k159 or ()):
        _t194 += len(st.zones[(4 + _t193)])
    return _t194

# <rulerun skull.rules: play_round #79 e4b84700>
def _native(st, L):
    return _range158(1, _a160(st))

# <rulerun skull.rules: play_round #80 4d985038>
def _native(st, L):
    return (0 + L[3])

# <rulerun skull.rules: play_round #81 b42fbebf>
def _loop(st):
    _t196 = 0
    for _t195 in (_k161 or ()):
        _t196 += len(st.zones[(4 + _t195)])
    return _t196

# <rulerun skull.rules: play_round #82 896cf8d3>
def _native(st, L):
    return ((L[4] < _a162(st)) and (len((L[9] or ())) > 1))

# <rulerun skull.rules: play_round #83 8c2f9347>
def _loop(st):
    _t199 = 0
    for _t198 in (_k165 or ()):
        _t199 += len(st.zones[(4 + _t198)])
    return _t199

# <rulerun skull.rules: play_round #84 8eeb93ce>
def _native(st, L):
    return _range163((_t197 if -1000000000000000000 <= (_t197 := (L[4] + 1)) <= 1000000000000000000 else _beyond164(_t197)), _a166(st))

# <rulerun skull.rules: play_round #85 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun skull.rules: play_round #86 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play #87 1243d8c0>
def _native(st, L):
    st.vars[0] = _random_item167(st, _k168)

# <rulerun skull.rules: play #88 ab485fcf>
def _loop(st):
    _st_zones = st.zones
    _t201 = []
    for _t200 in (_k170 or ()):
        if (((len(_st_zones[(0 + _t200)]) + len(_st_zones[(4 + _t200)])) + len(_st_zones[(8 + _t200)])) > 0):
            _t201.append(_t200)
    return _t201

# <rulerun skull.rules: play #89 3cc257ec>
def _loop(st):
    _t217 = 0
    for _t216 in (_k181 or ()):
        _t217 += len(st.zones[(4 + _t216)])
    return _t217

# <rulerun skull.rules: play #90 77a6aee8>
def _loop(st, _i8):
    for _t228 in (_o187[_i8[3]] or ()):
        if (_t228 in (_i8[0] or ())):
            return _t228
    return None

# <rulerun skull.rules: play #91 dd0ade69>
def _loop(st):
    _t231 = 0
    for _t230 in (_k190 or ()):
        _t231 += len(st.zones[(4 + _t230)])
    return _t231

# <rulerun skull.rules: play #92 f42565f5>
def _loop(st, _i8):
    for _t232 in (_o192[_i8[10]] or ()):
        if (_t232 in (_i8[9] or ())):
            return _t232
    return None

# <rulerun skull.rules: play #93 a6daa45e>
def _loop(st):
    _t237 = 0
    for _t236 in (_k195 or ()):
        _t237 += len(st.zones[(4 + _t236)])
    return _t237

# <rulerun skull.rules: failure #94 3ac64703>
def _loop(st):
    _st_zones = st.zones
    _t261 = []
    for _t260 in (_k209 or ()):
        if (((len(_st_zones[(0 + _t260)]) + len(_st_zones[(4 + _t260)])) + len(_st_zones[(8 + _t260)])) > 0):
            _t261.append(_t260)
    return _t261

# <rulerun skull.rules: failure #95 06c0b4dd>
def _loop(st):
    _st_zones = st.zones
    _t263 = []
    for _t262 in (_k212 or ()):
        if (((len(_st_zones[(0 + _t262)]) + len(_st_zones[(4 + _t262)])) + len(_st_zones[(8 + _t262)])) > 0):
            _t263.append(_t262)
    return _t263

# <rulerun skull.rules: failure #96 eb54d526>
def _loop(st):
    _st_zones = st.zones
    _t266 = []
    for _t265 in (_k214 or ()):
        if (((len(_st_zones[(0 + _t265)]) + len(_st_zones[(4 + _t265)])) + len(_st_zones[(8 + _t265)])) > 0):
            _t266.append(_t265)
    return _t266

# <rulerun skull.rules: failure #97 playout, without a log e4d6bf02>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _i10 = [None, None, None]
    for _t241 in (_k202 or []):
        _i10[2] = _t241
        _t242 = (8 + _t241)
        _t243 = (0 + _t241)
        if _t242 != _t243:
            _t244 = _st_zones[_t242]; _st_zones[_t243] += _t244
            for _t245 in _t244: _st_loc[_t245] = _t243
            _t244.clear()
        else:
            _move_cards203(st, _st_zones[_t242][:], _t243, False)
        if _memo0: _memo0.clear()
        _t246 = (4 + _t241)
        _t247 = (0 + _t241)
        if _t246 != _t247:
            _t248 = _st_zones[_t246]; _st_zones[_t247] += _t248
            for _t249 in _t248: _st_loc[_t249] = _t247
            _t248.clear()
        else:
            _move_cards203(st, _st_zones[_t246][:], _t247, False)
        if _memo0: _memo0.clear()
    if (_l1 == _l0):
        _t250 = _st_zones[(0 + _l0)]
        _t251 = _l0
        _t252 = len(_t250)
        if not _t252: _no_option206(_t251, 'disc to lose')
        if _t252 <= 1:
            L[2] = _t250[0] if _t252 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t253 = st.chooser(_t252, _t251)
            else:
                _t253 = _st_bits(_t252.bit_length())
                while _t253 >= _t252: _t253 = _st_bits(_t252.bit_length())
            L[2] = _t250[_t253]; st.decisions += 1
        elif _decide207(st, L, _t250[:], _t251): raise _PlayoutCut204()
        _t254 = L[2]
        _t255 = (12 + _l0)
        if type(_t254) is int:
            _t256 = _st_zones[_st_loc[_t254]]
            if _t256[-1] == _t254: _t256.pop()
            else: _t256.remove(_t254)
            _st_zones[_t255].append(_t254); _st_loc[_t254] = _t255
        elif _t254 is not None:
            _move_cards203(st, _t254, _t255, False)
        if _memo0: _memo0.clear()
    else:
        _t257 = _random_item208(st, (0 + _l0))
        _t258 = (12 + _l0)
        if type(_t257) is int:
            _t259 = _st_zones[_st_loc[_t257]]
            if _t259[-1] == _t257: _t259.pop()
            else: _t259.remove(_t257)
            _st_zones[_t258].append(_t257); _st_loc[_t257] = _t258
        elif _t257 is not None:
            _move_cards203(st, _t257, _t258, False)
        if _memo0: _memo0.clear()
    if (((len(_st_zones[(0 + _l0)]) + len(_st_zones[(4 + _l0)])) + len(_st_zones[(8 + _l0)])) == 0):
        pass
    if (len((_a210(st) or ())) == 1):
        _end_game211(st, _a213(st), True); return 3
    if (_l1 == _l0):
        _t264 = (_a215(st) or [])
        _t267 = _l0
        _t268 = len(_t264)
        if not _t268: _no_option206(_t267, 'who starts the next round')
        if _t268 <= 1:
            L[3] = _t264[0] if _t268 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t269 = st.chooser(_t268, _t267)
            else:
                _t269 = _st_bits(_t268.bit_length())
                while _t269 >= _t268: _t269 = _st_bits(_t268.bit_length())
            L[3] = _t264[_t269]; st.decisions += 1
        elif _decide217(st, L, _t264, _t267): raise _PlayoutCut204()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #98 playout, without a log 67cd0039>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    L[2] = 0
    while ((L[2] < _l1) and (not not _st_zones[(4 + _l0)])):
        st.budget -= 1
        if st.budget < 0: _spent199(st)
        L[3] = (_z[-1] if (_z := _st_zones[(4 + _l0)]) else None)
        _t238 = L[3]
        _t239 = (8 + _l0)
        if type(_t238) is int:
            _t240 = _st_zones[_st_loc[_t238]]
            if _t240[-1] == _t238: _t240.pop()
            else: _t240.remove(_t238)
            _st_zones[_t239].append(_t238); _st_loc[_t238] = _t239
        elif _t238 is not None:
            _move_cards200(st, _t238, _t239, False)
        if _memo0: _memo0.clear()
        if (_c201[L[3]] == 'skull'):
            if _p218(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t270 if -1000000000000000000 <= (_t270 := L[2] + 1) <= 1000000000000000000 else _beyond219(_t270))
    while (L[2] < _l1):
        st.budget -= 1
        if st.budget < 0: _spent199(st)
        _t271 = []
        for _t272 in (_k220 or []):
            if ((_t272 != _l0) and (not not _st_zones[(4 + _t272)])): _t271.append(_t272)
        _t273 = _l0
        _t274 = len(_t271)
        if not _t274: _no_option223(_t273, 'stack to turn up from')
        if _t274 <= 1:
            L[4] = _t271[0] if _t274 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t275 = st.chooser(_t274, _t273)
            else:
                _t275 = _st_bits(_t274.bit_length())
                while _t275 >= _t274: _t275 = _st_bits(_t274.bit_length())
            L[4] = _t271[_t275]; st.decisions += 1
        elif _decide224(st, L, _t271, _t273): raise _PlayoutCut221()
        L[5] = (_z[-1] if (_z := _st_zones[(4 + L[4])]) else None)
        _t276 = L[5]
        _t277 = (8 + L[4])
        if type(_t276) is int:
            _t278 = _st_zones[_st_loc[_t276]]
            if _t278[-1] == _t276: _t278.pop()
            else: _t278.remove(_t276)
            _st_zones[_t277].append(_t276); _st_loc[_t276] = _t277
        elif _t276 is not None:
            _move_cards200(st, _t276, _t277, False)
        if _memo0: _memo0.clear()
        if (_c201[L[5]] == 'skull'):
            if _p218(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t279 if -1000000000000000000 <= (_t279 := L[2] + 1) <= 1000000000000000000 else _beyond219(_t279))
    _i11l0 = _l0
    _st_vars[1 + _i11l0] = (_t280 if -1000000000000000000 <= (_t280 := _st_vars[1 + _i11l0] + 1) <= 1000000000000000000 else _beyond219(_t280))
    if (_st_vars[1 + _i11l0] == 2):
        _end_game225(st, _i11l0, True); return 3
    _i12 = [None, None, None]
    for _t281 in (_k226 or []):
        _i12[2] = _t281
        _t282 = (8 + _t281)
        _t283 = (0 + _t281)
        if _t282 != _t283:
            _t284 = _st_zones[_t282]; _st_zones[_t283] += _t284
            for _t285 in _t284: _st_loc[_t285] = _t283
            _t284.clear()
        else:
            _move_cards200(st, _st_zones[_t282][:], _t283, False)
        if _memo0: _memo0.clear()
        _t286 = (4 + _t281)
        _t287 = (0 + _t281)
        if _t286 != _t287:
            _t288 = _st_zones[_t286]; _st_zones[_t287] += _t288
            for _t289 in _t288: _st_loc[_t289] = _t287
            _t288.clear()
        else:
            _move_cards200(st, _st_zones[_t286][:], _t287, False)
        if _memo0: _memo0.clear()
    _st_vars[0] = _i11l0

# <rulerun skull.rules: play_round #99 269b82cf>
def _loop(st):
    _st_zones = st.zones
    _t291 = []
    for _t290 in (_k228 or ()):
        if (((len(_st_zones[(0 + _t290)]) + len(_st_zones[(4 + _t290)])) + len(_st_zones[(8 + _t290)])) > 0):
            _t291.append(_t290)
    return _t291

# <rulerun skull.rules: play_round #100 40e9c4ac>
def _loop(st):
    _t307 = 0
    for _t306 in (_k240 or ()):
        _t307 += len(st.zones[(4 + _t306)])
    return _t307

# <rulerun skull.rules: play_round #101 5890f456>
def _loop(st, L):
    for _t318 in (_o246[L[3]] or ()):
        if (_t318 in (L[0] or ())):
            return _t318
    return None

# <rulerun skull.rules: play_round #102 96854005>
def _loop(st):
    _t321 = 0
    for _t320 in (_k249 or ()):
        _t321 += len(st.zones[(4 + _t320)])
    return _t321

# <rulerun skull.rules: play_round #103 037d1485>
def _loop(st, L):
    for _t322 in (_o251[L[10]] or ()):
        if (_t322 in (L[9] or ())):
            return _t322
    return None

# <rulerun skull.rules: play_round #104 a235471d>
def _loop(st):
    _t327 = 0
    for _t326 in (_k254 or ()):
        _t327 += len(st.zones[(4 + _t326)])
    return _t327

# <rulerun skull.rules: play_round #105 playout, without a log 3a8c4042>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    L[0] = _player230(_a229(st), 4)
    for _t292 in (L[0] or []):
        st.thread_player = st.inline_thread = _t292
        _i13 = L[:]; _i13[1] = _t292
        _t293 = _st_zones[(0 + _t292)]
        _t294 = _t292
        _t295 = len(_t293)
        if not _t295: _no_option233(_t294, 'disc to place')
        if _t295 <= 1:
            _i13[2] = _t293[0] if _t295 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t296 = st.chooser(_t295, _t294)
            else:
                _t296 = _st_bits(_t295.bit_length())
                while _t296 >= _t295: _t296 = _st_bits(_t295.bit_length())
            _i13[2] = _t293[_t296]; st.decisions += 1
        elif _decide234(st, _i13, _t293[:], _t294): raise _PlayoutCut231()
        _t297 = _i13[2]
        _t298 = (4 + _t292)
        if type(_t297) is int:
            _t299 = _st_zones[_st_loc[_t297]]
            if _t299[-1] == _t297: _t299.pop()
            else: _t299.remove(_t297)
            _st_zones[_t298].append(_t297); _st_loc[_t297] = _t298
        elif _t297 is not None:
            _move_cards235(st, _t297, _t298, False)
        if _memo0: _memo0.clear()
    st.thread_player = st.inline_thread = None
    L[3] = _st_vars[0]
    L[4] = 0
    L[5] = _st_vars[0]
    while (L[4] == 0):
        st.budget -= 1
        if st.budget < 0: _spent236(st)
        _t300 = []
        for _t301 in (['place a disc', 'bid'] or []):
            if ((_t301 == 'bid') or (not not _st_zones[(0 + L[3])])): _t300.append(_t301)
        _t302 = L[3]
        _t303 = len(_t300)
        if not _t303: _no_option233(_t302, 'place or bid')
        if _t303 <= 1:
            L[6] = _t300[0] if _t303 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t304 = st.chooser(_t303, _t302)
            else:
                _t304 = _st_bits(_t303.bit_length())
                while _t304 >= _t303: _t304 = _st_bits(_t303.bit_length())
            L[6] = _t300[_t304]; st.decisions += 1
        elif _decide238(st, L, _t300, _t302): raise _PlayoutCut231()
        if (L[6] == 'bid'):
            _t305 = (_range239(1, (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a241(st)))) or [])
            _t308 = L[3]
            _t309 = len(_t305)
            if not _t309: _no_option233(_t308, 'bid')
            if _t309 <= 1:
                L[7] = _t305[0] if _t309 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t310 = st.chooser(_t309, _t308)
                else:
                    _t310 = _st_bits(_t309.bit_length())
                    while _t310 >= _t309: _t310 = _st_bits(_t309.bit_length())
                L[7] = _t305[_t310]; st.decisions += 1
            elif _decide243(st, L, _t305, _t308): raise _PlayoutCut231()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t311 = _st_zones[(0 + L[3])]
            _t312 = L[3]
            _t313 = len(_t311)
            if not _t313: _no_option233(_t312, 'disc to place')
            if _t313 <= 1:
                L[8] = _t311[0] if _t313 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t314 = st.chooser(_t313, _t312)
                else:
                    _t314 = _st_bits(_t313.bit_length())
                    while _t314 >= _t313: _t314 = _st_bits(_t313.bit_length())
                L[8] = _t311[_t314]; st.decisions += 1
            elif _decide245(st, L, _t311[:], _t312): raise _PlayoutCut231()
            _t315 = L[8]
            _t316 = (4 + L[3])
            if type(_t315) is int:
                _t317 = _st_zones[_st_loc[_t315]]
                if _t317[-1] == _t315: _t317.pop()
                else: _t317.remove(_t315)
                _st_zones[_t316].append(_t315); _st_loc[_t315] = _t316
            elif _t315 is not None:
                _move_cards235(st, _t315, _t316, False)
            if _memo0: _memo0.clear()
            L[3] = _player248(_a247(st, L), 4)
    L[9] = L[0]
    L[10] = L[5]
    while ((L[4] < (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a250(st)))) and (len((L[9] or ())) > 1)):
        st.budget -= 1
        if st.budget < 0: _spent236(st)
        L[10] = _player248(_a252(st, L), 4)
        _t324 = (_range239((_t325 if -1000000000000000000 <= (_t325 := (L[4] + 1)) <= 1000000000000000000 else _beyond253(_t325)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a255(st)))) or [])
        if _offer256(st, L, _t324): raise _PlayoutCut231()
        if (L[11] is None):
            L[9] = _remove257(st, L[9], L[10])
        else:
            L[4] = L[11]
            L[5] = L[10]
    if _p258(st, [L[5], L[4], None, None, None, None]) == 3: return 3

# <rulerun skull.rules: play #106 4f471ea1>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    while True:
        st.budget -= 1
        if st.budget < 0: _spent169(st)
        if _p260(st, _k259[:]) == 3: return 3

# <rulerun skull.rules: play #107 bb845a89>
def _native(st, L):
    return True

# <rulerun skull.rules: take_back #108 e6bd6bf2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run263(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k264)

# <rulerun skull.rules: success #109 a0cffced>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run267(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k268)

# <rulerun skull.rules: failure #110 85a4ca88>
def _loop(st):
    _st_zones = st.zones
    _t332 = []
    for _t331 in (_k279 or ()):
        if (((len(_st_zones[(0 + _t331)]) + len(_st_zones[(4 + _t331)])) + len(_st_zones[(8 + _t331)])) > 0):
            _t332.append(_t331)
    return _t332

# <rulerun skull.rules: failure #111 7f7b9446>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run271(st, L)
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
            _t328 = L[0]
            _t329 = len(_o)
            if not _t329: _no_option273(_t328, 'disc to lose')
            if _t329 <= 1 and _st_log is None:
                L[2] = _o[0] if _t329 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t330 = st.chooser(_t329, _t328)
                else:
                    _t330 = _st_bits(_t329.bit_length())
                    while _t330 >= _t329: _t330 = _st_bits(_t329.bit_length())
                L[2] = _o[_t330]; st.decisions += 1
                if st.thread_player is not None: _answered274(st, _t330)
            elif _decide275(st, L, _o[:], _t328): return True
            pc = 3
        if pc == 3:
            _r = _run276(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run277(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run278(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] == L[0]):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _o = (_a280(st) or [])
            fr[1] = 9
            _t333 = L[0]
            _t334 = len(_o)
            if not _t334: _no_option273(_t333, 'who starts the next round')
            if _t334 <= 1 and _st_log is None:
                L[3] = _o[0] if _t334 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t335 = st.chooser(_t334, _t333)
                else:
                    _t335 = _st_bits(_t334.bit_length())
                    while _t335 >= _t334: _t335 = _st_bits(_t334.bit_length())
                L[3] = _o[_t335]; st.decisions += 1
                if st.thread_player is not None: _answered274(st, _t335)
            elif _decide282(st, L, _o, _t333): return True
            pc = 9
        if pc == 9:
            _r = _run283(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run284(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k285)

# <rulerun skull.rules: challenge #112 c737e531>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run288(st, L)
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
            _r = _run289(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c290[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _a = [L[0], L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit291(_k292)
            fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run293(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run294(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit287(_k, st, _d0): raise _Runaway286()
            continue
        if pc == 9:
            if (L[2] < L[1]):
                pc = 10
            else:
                pc = 18
        if pc == 10:
            _o = []
            for _t336 in (_k295 or []):
                if ((_t336 != L[0]) and (not not _st_zones[(4 + _t336)])): _o.append(_t336)
            fr[1] = 11
            _t337 = L[0]
            _t338 = len(_o)
            if not _t338: _no_option297(_t337, 'stack to turn up from')
            if _t338 <= 1 and _st_log is None:
                L[4] = _o[0] if _t338 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t339 = st.chooser(_t338, _t337)
                else:
                    _t339 = _st_bits(_t338.bit_length())
                    while _t339 >= _t338: _t339 = _st_bits(_t338.bit_length())
                L[4] = _o[_t339]; st.decisions += 1
                if st.thread_player is not None: _answered298(st, _t339)
            elif _decide299(st, L, _o, _t337): return True
            pc = 11
        if pc == 11:
            _r = _run300(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c290[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            _a = [L[0], L[4], None, None]
            if len(st.cur) >= 500: raise _RuleLimit291(_k301)
            fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run302(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run303(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit287(_k, st, _d0): raise _Runaway286()
            continue
        if pc == 18:
            _r = _run304(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k305)

# <rulerun skull.rules: play_round #113 52557325>
def _loop(st):
    _t348 = 0
    for _t347 in (_k319 or ()):
        _t348 += len(st.zones[(4 + _t347)])
    return _t348

# <rulerun skull.rules: play_round #114 5577b034>
def _loop(st):
    _t356 = 0
    for _t355 in (_k328 or ()):
        _t356 += len(st.zones[(4 + _t355)])
    return _t356

# <rulerun skull.rules: play_round #115 1454bf8c>
def _loop(st):
    _t359 = 0
    for _t358 in (_k332 or ()):
        _t359 += len(st.zones[(4 + _t358)])
    return _t359

# <rulerun skull.rules: play_round #116 96905b18>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run308(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step309(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(0 + L[1])]
            fr[1] = 3
            _t340 = L[1]
            _t341 = len(_o)
            if not _t341: _no_option311(_t340, 'disc to place')
            if _t341 <= 1 and _st_log is None:
                L[2] = _o[0] if _t341 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t342 = st.chooser(_t341, _t340)
                else:
                    _t342 = _st_bits(_t341.bit_length())
                    while _t342 >= _t341: _t342 = _st_bits(_t341.bit_length())
                L[2] = _o[_t342]; st.decisions += 1
                if st.thread_player is not None: _answered312(st, _t342)
            elif _decide313(st, L, _o[:], _t340): return True
            pc = 3
        if pc == 3:
            _r = _run314(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run315(st, L)
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
            for _t343 in (['place a disc', 'bid'] or []):
                if ((_t343 == 'bid') or (not not _st_zones[(0 + L[3])])): _o.append(_t343)
            fr[1] = 8
            _t344 = L[3]
            _t345 = len(_o)
            if not _t345: _no_option311(_t344, 'place or bid')
            if _t345 <= 1 and _st_log is None:
                L[6] = _o[0] if _t345 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t346 = st.chooser(_t345, _t344)
                else:
                    _t346 = _st_bits(_t345.bit_length())
                    while _t346 >= _t345: _t346 = _st_bits(_t345.bit_length())
                L[6] = _o[_t346]; st.decisions += 1
                if st.thread_player is not None: _answered312(st, _t346)
            elif _decide317(st, L, _o, _t344): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range318(1, (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a320(st)))) or [])
            fr[1] = 10
            _t349 = L[3]
            _t350 = len(_o)
            if not _t350: _no_option311(_t349, 'bid')
            if _t350 <= 1 and _st_log is None:
                L[7] = _o[0] if _t350 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t351 = st.chooser(_t350, _t349)
                else:
                    _t351 = _st_bits(_t350.bit_length())
                    while _t351 >= _t350: _t351 = _st_bits(_t350.bit_length())
                L[7] = _o[_t351]; st.decisions += 1
                if st.thread_player is not None: _answered312(st, _t351)
            elif _decide322(st, L, _o, _t349): return True
            pc = 10
        if pc == 10:
            _r = _run323(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(0 + L[3])]
            fr[1] = 13
            _t352 = L[3]
            _t353 = len(_o)
            if not _t353: _no_option311(_t352, 'disc to place')
            if _t353 <= 1 and _st_log is None:
                L[8] = _o[0] if _t353 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t354 = st.chooser(_t353, _t352)
                else:
                    _t354 = _st_bits(_t353.bit_length())
                    while _t354 >= _t353: _t354 = _st_bits(_t353.bit_length())
                L[8] = _o[_t354]; st.decisions += 1
                if st.thread_player is not None: _answered312(st, _t354)
            elif _decide325(st, L, _o[:], _t352): return True
            pc = 13
        if pc == 13:
            _r = _run326(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit307(_k, st, _d0): raise _Runaway306()
            continue
        if pc == 15:
            _r = _run327(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            if ((L[4] < (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a329(st)))) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run330(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range318((_t357 if -1000000000000000000 <= (_t357 := (L[4] + 1)) <= 1000000000000000000 else _beyond331(_t357)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a333(st)))) or [])
            fr[1] = 19
            if _offer334(st, L, _o): return True
            pc = 19
        if pc == 19:
            _r = _run335(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit307(_k, st, _d0): raise _Runaway306()
            continue
        if pc == 21:
            _a = [L[5], L[4], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit336(_k337)
            fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k338)

# <rulerun skull.rules: play #117 ec63ce6d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run341(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit342(_k343)
            fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit340(_k, st, _d0): raise _Runaway339()
            continue
        if pc == 4:
            fr[1] = 5
            if _step344(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k345)

# <rulerun skull.rules: failure #118 1296bb75>
def _loop(st):
    _st_zones = st.zones
    _t364 = []
    for _t363 in (_k358 or ()):
        if (((len(_st_zones[(0 + _t363)]) + len(_st_zones[(4 + _t363)])) + len(_st_zones[(8 + _t363)])) > 0):
            _t364.append(_t363)
    return _t364

# <rulerun skull.rules: failure #119 ef25bb1b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run348(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region349(st, L)
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
            _t360 = L[0]
            _t361 = len(_o)
            if not _t361: _no_option351(_t360, 'disc to lose')
            if _t361 <= 1 and _st_log is None:
                L[2] = _o[0] if _t361 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t362 = st.chooser(_t361, _t360)
                else:
                    _t362 = _st_bits(_t361.bit_length())
                    while _t362 >= _t361: _t362 = _st_bits(_t361.bit_length())
                L[2] = _o[_t362]; st.decisions += 1
                if st.thread_player is not None: _answered352(st, _t362)
            elif _decide353(st, L, _o[:], _t360): return True
            pc = 3
        if pc == 3:
            _r = _run354(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run355(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run356(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7 and st.thread_player == st.inline_thread:
            _r = _region357(st, L)
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
            _o = (_a359(st) or [])
            fr[1] = 9
            _t365 = L[0]
            _t366 = len(_o)
            if not _t366: _no_option351(_t365, 'who starts the next round')
            if _t366 <= 1 and _st_log is None:
                L[3] = _o[0] if _t366 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t367 = st.chooser(_t366, _t365)
                else:
                    _t367 = _st_bits(_t366.bit_length())
                    while _t367 >= _t366: _t367 = _st_bits(_t366.bit_length())
                L[3] = _o[_t367]; st.decisions += 1
                if st.thread_player is not None: _answered352(st, _t367)
            elif _decide361(st, L, _o, _t365): return True
            pc = 9
        if pc == 9:
            _r = _run362(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run363(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k364)

# <rulerun skull.rules: challenge #120 26cc6d0a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run367(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region368(st, L)
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
            _r = _run369(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c370[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p371(st, [L[0], L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit372(_k373)
                fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run374(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run375(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit366(_k, st, _d0): raise _Runaway365()
            continue
        if pc == 9 and st.thread_player == st.inline_thread:
            _r = _region376(st, L)
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
            for _t368 in (_k377 or []):
                if ((_t368 != L[0]) and (not not _st_zones[(4 + _t368)])): _o.append(_t368)
            fr[1] = 11
            _t369 = L[0]
            _t370 = len(_o)
            if not _t370: _no_option379(_t369, 'stack to turn up from')
            if _t370 <= 1 and _st_log is None:
                L[4] = _o[0] if _t370 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t371 = st.chooser(_t370, _t369)
                else:
                    _t371 = _st_bits(_t370.bit_length())
                    while _t371 >= _t370: _t371 = _st_bits(_t370.bit_length())
                L[4] = _o[_t371]; st.decisions += 1
                if st.thread_player is not None: _answered380(st, _t371)
            elif _decide381(st, L, _o, _t369): return True
            pc = 11
        if pc == 11:
            _r = _run382(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c370[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            if st.thread_player == st.inline_thread:
                if _p371(st, [L[0], L[4], None, None]) == 3: return True
                pc = 14
            else:
                _a = [L[0], L[4], None, None]
                if len(st.cur) >= 500: raise _RuleLimit372(_k383)
                fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run384(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run385(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit366(_k, st, _d0): raise _Runaway365()
            continue
        if pc == 18:
            _r = _run386(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k387)

# <rulerun skull.rules: play_round #121 b2038102>
def _loop(st):
    _t380 = 0
    for _t379 in (_k403 or ()):
        _t380 += len(st.zones[(4 + _t379)])
    return _t380

# <rulerun skull.rules: play_round #122 d9aefb14>
def _loop(st):
    _t388 = 0
    for _t387 in (_k413 or ()):
        _t388 += len(st.zones[(4 + _t387)])
    return _t388

# <rulerun skull.rules: play_round #123 07c3d464>
def _loop(st):
    _t391 = 0
    for _t390 in (_k417 or ()):
        _t391 += len(st.zones[(4 + _t390)])
    return _t391

# <rulerun skull.rules: challenge #124 playout 782333dc>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text424(_audience421(st), [_PlayerRef422(_l0), ' must turn up ', _plain423(_l1), ' flowers']))
    L[2] = 0
    while ((L[2] < _l1) and (not not _st_zones[(4 + _l0)])):
        st.budget -= 1
        if st.budget < 0: _spent425(st)
        L[3] = (_z[-1] if (_z := _st_zones[(4 + _l0)]) else None)
        _t392 = L[3]
        _t393 = (8 + _l0)
        if type(_t392) is int and _st_log is None:
            _t394 = _st_zones[_st_loc[_t392]]
            if _t394[-1] == _t392: _t394.pop()
            else: _t394.remove(_t392)
            _st_zones[_t393].append(_t392); _st_loc[_t392] = _t393
        elif _t392 is not None:
            _move_cards426(st, _t392, _t393, False)
        if _memo0: _memo0.clear()
        if (_c427[L[3]] == 'skull'):
            if _p428(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t395 if -1000000000000000000 <= (_t395 := L[2] + 1) <= 1000000000000000000 else _beyond429(_t395))
    while (L[2] < _l1):
        st.budget -= 1
        if st.budget < 0: _spent425(st)
        _t396 = []
        for _t397 in (_k430 or []):
            if ((_t397 != _l0) and (not not _st_zones[(4 + _t397)])): _t396.append(_t397)
        _t398 = _l0
        _t399 = len(_t396)
        if not _t399: _no_option433(_t398, 'stack to turn up from')
        if _t399 <= 1 and _st_log is None:
            L[4] = _t396[0] if _t399 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t400 = st.chooser(_t399, _t398)
            else:
                _t400 = _st_bits(_t399.bit_length())
                while _t400 >= _t399: _t400 = _st_bits(_t399.bit_length())
            L[4] = _t396[_t400]; st.decisions += 1
        elif _decide434(st, L, _t396, _t398): raise _PlayoutCut431()
        L[5] = (_z[-1] if (_z := _st_zones[(4 + L[4])]) else None)
        _t401 = L[5]
        _t402 = (8 + L[4])
        if type(_t401) is int and _st_log is None:
            _t403 = _st_zones[_st_loc[_t401]]
            if _t403[-1] == _t401: _t403.pop()
            else: _t403.remove(_t401)
            _st_zones[_t402].append(_t401); _st_loc[_t401] = _t402
        elif _t401 is not None:
            _move_cards426(st, _t401, _t402, False)
        if _memo0: _memo0.clear()
        if (_c427[L[5]] == 'skull'):
            if _p428(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t404 if -1000000000000000000 <= (_t404 := L[2] + 1) <= 1000000000000000000 else _beyond429(_t404))
    _i14l0 = _l0
    _st_vars[1 + _i14l0] = (_t405 if -1000000000000000000 <= (_t405 := _st_vars[1 + _i14l0] + 1) <= 1000000000000000000 else _beyond429(_t405))
    if _st_log is not None: _st_log.append(_Text424(_audience421(st), [_PlayerRef422(_i14l0), ' succeeds and has ', _plain423(_st_vars[1 + _i14l0]), ' point(s)']))
    if (_st_vars[1 + _i14l0] == 2):
        _end_game435(st, _i14l0, True); return 3
    _i15 = [None, None, None]
    for _t406 in (_k436 or []):
        _i15[2] = _t406
        _t407 = (8 + _t406)
        _t408 = (0 + _t406)
        if _st_log is None and _t407 != _t408:
            _t409 = _st_zones[_t407]; _st_zones[_t408] += _t409
            for _t410 in _t409: _st_loc[_t410] = _t408
            _t409.clear()
        else:
            _move_cards426(st, _st_zones[_t407][:], _t408, False)
        if _memo0: _memo0.clear()
        _t411 = (4 + _t406)
        _t412 = (0 + _t406)
        if _st_log is None and _t411 != _t412:
            _t413 = _st_zones[_t411]; _st_zones[_t412] += _t413
            for _t414 in _t413: _st_loc[_t414] = _t412
            _t413.clear()
        else:
            _move_cards426(st, _st_zones[_t411][:], _t412, False)
        if _memo0: _memo0.clear()
    _st_vars[0] = _i14l0

# <rulerun skull.rules: play_round #125 8e06dbc6>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run390(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region391(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step392(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(0 + L[1])]
            fr[1] = 3
            _t372 = L[1]
            _t373 = len(_o)
            if not _t373: _no_option394(_t372, 'disc to place')
            if _t373 <= 1 and _st_log is None:
                L[2] = _o[0] if _t373 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t374 = st.chooser(_t373, _t372)
                else:
                    _t374 = _st_bits(_t373.bit_length())
                    while _t374 >= _t373: _t374 = _st_bits(_t373.bit_length())
                L[2] = _o[_t374]; st.decisions += 1
                if st.thread_player is not None: _answered395(st, _t374)
            elif _decide396(st, L, _o[:], _t372): return True
            pc = 3
        if pc == 3:
            _r = _run397(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run398(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region399(st, L)
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
            for _t375 in (['place a disc', 'bid'] or []):
                if ((_t375 == 'bid') or (not not _st_zones[(0 + L[3])])): _o.append(_t375)
            fr[1] = 8
            _t376 = L[3]
            _t377 = len(_o)
            if not _t377: _no_option394(_t376, 'place or bid')
            if _t377 <= 1 and _st_log is None:
                L[6] = _o[0] if _t377 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t378 = st.chooser(_t377, _t376)
                else:
                    _t378 = _st_bits(_t377.bit_length())
                    while _t378 >= _t377: _t378 = _st_bits(_t377.bit_length())
                L[6] = _o[_t378]; st.decisions += 1
                if st.thread_player is not None: _answered395(st, _t378)
            elif _decide401(st, L, _o, _t376): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range402(1, (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a404(st)))) or [])
            fr[1] = 10
            _t381 = L[3]
            _t382 = len(_o)
            if not _t382: _no_option394(_t381, 'bid')
            if _t382 <= 1 and _st_log is None:
                L[7] = _o[0] if _t382 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t383 = st.chooser(_t382, _t381)
                else:
                    _t383 = _st_bits(_t382.bit_length())
                    while _t383 >= _t382: _t383 = _st_bits(_t382.bit_length())
                L[7] = _o[_t383]; st.decisions += 1
                if st.thread_player is not None: _answered395(st, _t383)
            elif _decide406(st, L, _o, _t381): return True
            pc = 10
        if pc == 10:
            _r = _run407(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(0 + L[3])]
            fr[1] = 13
            _t384 = L[3]
            _t385 = len(_o)
            if not _t385: _no_option394(_t384, 'disc to place')
            if _t385 <= 1 and _st_log is None:
                L[8] = _o[0] if _t385 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t386 = st.chooser(_t385, _t384)
                else:
                    _t386 = _st_bits(_t385.bit_length())
                    while _t386 >= _t385: _t386 = _st_bits(_t385.bit_length())
                L[8] = _o[_t386]; st.decisions += 1
                if st.thread_player is not None: _answered395(st, _t386)
            elif _decide409(st, L, _o[:], _t384): return True
            pc = 13
        if pc == 13:
            _r = _run410(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit389(_k, st, _d0): raise _Runaway388()
            continue
        if pc == 15:
            _r = _run411(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16 and st.thread_player == st.inline_thread:
            _r = _region412(st, L)
            if _r is None:
                pc = 21
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 16:
            if ((L[4] < (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a414(st)))) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range402((_t389 if -1000000000000000000 <= (_t389 := (L[4] + 1)) <= 1000000000000000000 else _beyond416(_t389)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a418(st)))) or [])
            fr[1] = 19
            if _offer419(st, L, _o): return True
            pc = 19
        if pc == 19:
            _r = _run420(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit389(_k, st, _d0): raise _Runaway388()
            continue
        if pc == 21:
            if st.thread_player == st.inline_thread:
                if _p437(st, [L[5], L[4], None, None, None, None]) == 3: return True
                pc = 22
            else:
                _a = [L[5], L[4], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit438(_k439)
                fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k440)

# <rulerun skull.rules: play #126 eabb2c37>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run443(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region444(st, L)
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
                if _p445(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit446(_k447)
                fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit442(_k, st, _d0): raise _Runaway441()
            continue
        if pc == 4:
            fr[1] = 5
            if _step448(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k449)

# <rulerun skull.rules: rank #127 13160cd3>
def _native(st, p):
    _st_zones = st.zones
    return (st.vars[1 + p], ((len(_st_zones[(0 + p)]) + len(_st_zones[(4 + p)])) + len(_st_zones[(8 + p)])), )

