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

# <rulerun skull.rules: play_round #71 e6a5e1e1>
def _native(st, L):
    _st_bits = st.bits
    _memo0 = st.memos[0]
    while ((L[4] < (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a146(st)))) and (len((L[9] or ())) > 1)):
        st.budget -= 1
        if st.budget < 0: _spent147(st)
        L[10] = _player150(_a149(st, L), 4)
        _t189 = (_range151((_t190 if -1000000000000000000 <= (_t190 := (L[4] + 1)) <= 1000000000000000000 else _beyond152(_t190)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a154(st)))) or [])
        _t193 = L[10]
        _t194 = len(_t189) + 1
        if _t194 == 1:
            L[11] = None
        elif st.log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t195 = st.chooser(_t194, _t193)
            else:
                _t195 = _st_bits(_t194.bit_length())
                while _t195 >= _t194: _t195 = _st_bits(_t194.bit_length())
            L[11] = _t189[_t195 - 1] if _t195 else None; st.decisions += 1
        elif _decide157(st, L, _t189, _t193): raise _PlayoutCut155()
        if (L[11] is None):
            L[9] = _remove158(st, L[9], L[10])
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

# <rulerun skull.rules: play_round #78 45b73921>
def _loop(st):
    _t197 = 0
    for _t196 in (_k160 or ()):
        _t197 += len(st.zones[(4 + _t196)])
    return _t197

# <rulerun skull.rules: play_round #79 b694bebf>
def _native(st, L):
    return _range159(1, _a161(st))

# <rulerun skull.rules: play_round #80 4d985038>
def _native(st, L):
    return (0 + L[3])

# <rulerun skull.rules: play_round #81 00a4cc38>
def _loop(st):
    _t199 = 0
    for _t198 in (_k162 or ()):
        _t199 += len(st.zones[(4 + _t198)])
    return _t199

# <rulerun skull.rules: play_round #82 e0a7949d>
def _native(st, L):
    return ((L[4] < _a163(st)) and (len((L[9] or ())) > 1))

# <rulerun skull.rules: play_round #83 77f17c82>
def _loop(st):
    _t202 = 0
    for _t201 in (_k166 or ()):
        _t202 += len(st.zones[(4 + _t201)])
    return _t202

# <rulerun skull.rules: play_round #84 e0a312bd>
def _native(st, L):
    return _range164((_t200 if -1000000000000000000 <= (_t200 := (L[4] + 1)) <= 1000000000000000000 else _beyond165(_t200)), _a167(st))

# <rulerun skull.rules: play_round #85 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun skull.rules: play_round #86 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play #87 bea2ebb0>
def _native(st, L):
    st.vars[0] = _random_item168(st, _k169)

# <rulerun skull.rules: play #88 01eabffe>
def _loop(st):
    _st_zones = st.zones
    _t204 = []
    for _t203 in (_k171 or ()):
        if (((len(_st_zones[(0 + _t203)]) + len(_st_zones[(4 + _t203)])) + len(_st_zones[(8 + _t203)])) > 0):
            _t204.append(_t203)
    return _t204

# <rulerun skull.rules: play #89 4d773bca>
def _loop(st):
    _t220 = 0
    for _t219 in (_k182 or ()):
        _t220 += len(st.zones[(4 + _t219)])
    return _t220

# <rulerun skull.rules: play #90 35255de5>
def _loop(st, _i8):
    for _t231 in (_o188[_i8[3]] or ()):
        if (_t231 in (_i8[0] or ())):
            return _t231
    return None

# <rulerun skull.rules: play #91 b3004bf6>
def _loop(st):
    _t234 = 0
    for _t233 in (_k191 or ()):
        _t234 += len(st.zones[(4 + _t233)])
    return _t234

# <rulerun skull.rules: play #92 cf7288ca>
def _loop(st, _i8):
    for _t235 in (_o193[_i8[10]] or ()):
        if (_t235 in (_i8[9] or ())):
            return _t235
    return None

# <rulerun skull.rules: play #93 0be9c624>
def _loop(st):
    _t240 = 0
    for _t239 in (_k196 or ()):
        _t240 += len(st.zones[(4 + _t239)])
    return _t240

# <rulerun skull.rules: failure #94 80e8aa38>
def _loop(st):
    _st_zones = st.zones
    _t267 = []
    for _t266 in (_k211 or ()):
        if (((len(_st_zones[(0 + _t266)]) + len(_st_zones[(4 + _t266)])) + len(_st_zones[(8 + _t266)])) > 0):
            _t267.append(_t266)
    return _t267

# <rulerun skull.rules: failure #95 044a2027>
def _loop(st):
    _st_zones = st.zones
    _t269 = []
    for _t268 in (_k214 or ()):
        if (((len(_st_zones[(0 + _t268)]) + len(_st_zones[(4 + _t268)])) + len(_st_zones[(8 + _t268)])) > 0):
            _t269.append(_t268)
    return _t269

# <rulerun skull.rules: failure #96 1600ab25>
def _loop(st):
    _st_zones = st.zones
    _t272 = []
    for _t271 in (_k216 or ()):
        if (((len(_st_zones[(0 + _t271)]) + len(_st_zones[(4 + _t271)])) + len(_st_zones[(8 + _t271)])) > 0):
            _t272.append(_t271)
    return _t272

# <rulerun skull.rules: failure #97 playout, without a log 4efd7ede>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _i10 = [None, None, None]
    for _t247 in (_k204 or []):
        _i10[2] = _t247
        _t248 = (8 + _t247)
        _t249 = (0 + _t247)
        if _t248 != _t249:
            _t250 = _st_zones[_t248]; _st_zones[_t249] += _t250
            for _t251 in _t250: _st_loc[_t251] = _t249
            _t250.clear()
        else:
            _move_cards205(st, _st_zones[_t248][:], _t249, False)
        if _memo0: _memo0.clear()
        _t252 = (4 + _t247)
        _t253 = (0 + _t247)
        if _t252 != _t253:
            _t254 = _st_zones[_t252]; _st_zones[_t253] += _t254
            for _t255 in _t254: _st_loc[_t255] = _t253
            _t254.clear()
        else:
            _move_cards205(st, _st_zones[_t252][:], _t253, False)
        if _memo0: _memo0.clear()
    if (_l1 == _l0):
        _t256 = _st_zones[(0 + _l0)]
        _t257 = _l0
        _t258 = len(_t256)
        if not _t258: _no_option208(_t257, 'disc to lose')
        if _t258 <= 1:
            L[2] = _t256[0] if _t258 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t259 = st.chooser(_t258, _t257)
            else:
                _t259 = _st_bits(_t258.bit_length())
                while _t259 >= _t258: _t259 = _st_bits(_t258.bit_length())
            L[2] = _t256[_t259]; st.decisions += 1
        elif _decide209(st, L, _t256[:], _t257): raise _PlayoutCut206()
        _t260 = L[2]
        _t261 = (12 + _l0)
        if type(_t260) is int:
            _t262 = _st_zones[_st_loc[_t260]]
            if _t262[-1] == _t260: _t262.pop()
            else: _t262.remove(_t260)
            _st_zones[_t261].append(_t260); _st_loc[_t260] = _t261
        elif _t260 is not None:
            _move_cards205(st, _t260, _t261, False)
        if _memo0: _memo0.clear()
    else:
        _t263 = _random_item210(st, (0 + _l0))
        _t264 = (12 + _l0)
        if type(_t263) is int:
            _t265 = _st_zones[_st_loc[_t263]]
            if _t265[-1] == _t263: _t265.pop()
            else: _t265.remove(_t263)
            _st_zones[_t264].append(_t263); _st_loc[_t263] = _t264
        elif _t263 is not None:
            _move_cards205(st, _t263, _t264, False)
        if _memo0: _memo0.clear()
    if (((len(_st_zones[(0 + _l0)]) + len(_st_zones[(4 + _l0)])) + len(_st_zones[(8 + _l0)])) == 0):
        pass
    if (len((_a212(st) or ())) == 1):
        _end_game213(st, _a215(st), True); return 3
    if (_l1 == _l0):
        _t270 = (_a217(st) or [])
        _t273 = _l0
        _t274 = len(_t270)
        if not _t274: _no_option208(_t273, 'who starts the next round')
        if _t274 <= 1:
            L[3] = _t270[0] if _t274 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t275 = st.chooser(_t274, _t273)
            else:
                _t275 = _st_bits(_t274.bit_length())
                while _t275 >= _t274: _t275 = _st_bits(_t274.bit_length())
            L[3] = _t270[_t275]; st.decisions += 1
        elif _decide219(st, L, _t270, _t273): raise _PlayoutCut206()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #98 playout, without a log c5ce5d9b>
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
        if st.budget < 0: _spent201(st)
        L[3] = (_z[-1] if (_z := _st_zones[(4 + _l0)]) else None)
        _t244 = L[3]
        _t245 = (8 + _l0)
        if type(_t244) is int:
            _t246 = _st_zones[_st_loc[_t244]]
            if _t246[-1] == _t244: _t246.pop()
            else: _t246.remove(_t244)
            _st_zones[_t245].append(_t244); _st_loc[_t244] = _t245
        elif _t244 is not None:
            _move_cards202(st, _t244, _t245, False)
        if _memo0: _memo0.clear()
        if (_c203[L[3]] == 'skull'):
            if _p220(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t276 if -1000000000000000000 <= (_t276 := L[2] + 1) <= 1000000000000000000 else _beyond221(_t276))
    while (L[2] < _l1):
        st.budget -= 1
        if st.budget < 0: _spent201(st)
        _t277 = []
        for _t278 in (_k222 or []):
            if ((_t278 != _l0) and (not not _st_zones[(4 + _t278)])): _t277.append(_t278)
        _t279 = _l0
        _t280 = len(_t277)
        if not _t280: _no_option225(_t279, 'stack to turn up from')
        if _t280 <= 1:
            L[4] = _t277[0] if _t280 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t281 = st.chooser(_t280, _t279)
            else:
                _t281 = _st_bits(_t280.bit_length())
                while _t281 >= _t280: _t281 = _st_bits(_t280.bit_length())
            L[4] = _t277[_t281]; st.decisions += 1
        elif _decide226(st, L, _t277, _t279): raise _PlayoutCut223()
        L[5] = (_z[-1] if (_z := _st_zones[(4 + L[4])]) else None)
        _t282 = L[5]
        _t283 = (8 + L[4])
        if type(_t282) is int:
            _t284 = _st_zones[_st_loc[_t282]]
            if _t284[-1] == _t282: _t284.pop()
            else: _t284.remove(_t282)
            _st_zones[_t283].append(_t282); _st_loc[_t282] = _t283
        elif _t282 is not None:
            _move_cards202(st, _t282, _t283, False)
        if _memo0: _memo0.clear()
        if (_c203[L[5]] == 'skull'):
            if _p220(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t285 if -1000000000000000000 <= (_t285 := L[2] + 1) <= 1000000000000000000 else _beyond221(_t285))
    _i11l0 = _l0
    _st_vars[1 + _i11l0] = (_t286 if -1000000000000000000 <= (_t286 := _st_vars[1 + _i11l0] + 1) <= 1000000000000000000 else _beyond221(_t286))
    if (_st_vars[1 + _i11l0] == 2):
        _end_game227(st, _i11l0, True); return 3
    _i12 = [None, None, None]
    for _t287 in (_k228 or []):
        _i12[2] = _t287
        _t288 = (8 + _t287)
        _t289 = (0 + _t287)
        if _t288 != _t289:
            _t290 = _st_zones[_t288]; _st_zones[_t289] += _t290
            for _t291 in _t290: _st_loc[_t291] = _t289
            _t290.clear()
        else:
            _move_cards202(st, _st_zones[_t288][:], _t289, False)
        if _memo0: _memo0.clear()
        _t292 = (4 + _t287)
        _t293 = (0 + _t287)
        if _t292 != _t293:
            _t294 = _st_zones[_t292]; _st_zones[_t293] += _t294
            for _t295 in _t294: _st_loc[_t295] = _t293
            _t294.clear()
        else:
            _move_cards202(st, _st_zones[_t292][:], _t293, False)
        if _memo0: _memo0.clear()
    _st_vars[0] = _i11l0

# <rulerun skull.rules: play_round #99 9b824098>
def _loop(st):
    _st_zones = st.zones
    _t297 = []
    for _t296 in (_k230 or ()):
        if (((len(_st_zones[(0 + _t296)]) + len(_st_zones[(4 + _t296)])) + len(_st_zones[(8 + _t296)])) > 0):
            _t297.append(_t296)
    return _t297

# <rulerun skull.rules: play_round #100 79f6a7e9>
def _loop(st):
    _t313 = 0
    for _t312 in (_k242 or ()):
        _t313 += len(st.zones[(4 + _t312)])
    return _t313

# <rulerun skull.rules: play_round #101 f6c4c823>
def _loop(st, L):
    for _t324 in (_o248[L[3]] or ()):
        if (_t324 in (L[0] or ())):
            return _t324
    return None

# <rulerun skull.rules: play_round #102 e208d055>
def _loop(st):
    _t327 = 0
    for _t326 in (_k251 or ()):
        _t327 += len(st.zones[(4 + _t326)])
    return _t327

# <rulerun skull.rules: play_round #103 c1846d5c>
def _loop(st, L):
    for _t328 in (_o253[L[10]] or ()):
        if (_t328 in (L[9] or ())):
            return _t328
    return None

# <rulerun skull.rules: play_round #104 2c4b7c8d>
def _loop(st):
    _t333 = 0
    for _t332 in (_k256 or ()):
        _t333 += len(st.zones[(4 + _t332)])
    return _t333

# <rulerun skull.rules: play_round #105 playout, without a log ce3efab7>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    L[0] = _player232(_a231(st), 4)
    for _t298 in (L[0] or []):
        st.thread_player = st.inline_thread = _t298
        _i13 = L[:]; _i13[1] = _t298
        _t299 = _st_zones[(0 + _t298)]
        _t300 = _t298
        _t301 = len(_t299)
        if not _t301: _no_option235(_t300, 'disc to place')
        if _t301 <= 1:
            _i13[2] = _t299[0] if _t301 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t302 = st.chooser(_t301, _t300)
            else:
                _t302 = _st_bits(_t301.bit_length())
                while _t302 >= _t301: _t302 = _st_bits(_t301.bit_length())
            _i13[2] = _t299[_t302]; st.decisions += 1
        elif _decide236(st, _i13, _t299[:], _t300): raise _PlayoutCut233()
        _t303 = _i13[2]
        _t304 = (4 + _t298)
        if type(_t303) is int:
            _t305 = _st_zones[_st_loc[_t303]]
            if _t305[-1] == _t303: _t305.pop()
            else: _t305.remove(_t303)
            _st_zones[_t304].append(_t303); _st_loc[_t303] = _t304
        elif _t303 is not None:
            _move_cards237(st, _t303, _t304, False)
        if _memo0: _memo0.clear()
    st.thread_player = st.inline_thread = None
    L[3] = _st_vars[0]
    L[4] = 0
    L[5] = _st_vars[0]
    while (L[4] == 0):
        st.budget -= 1
        if st.budget < 0: _spent238(st)
        _t306 = []
        for _t307 in (['place a disc', 'bid'] or []):
            if ((_t307 == 'bid') or (not not _st_zones[(0 + L[3])])): _t306.append(_t307)
        _t308 = L[3]
        _t309 = len(_t306)
        if not _t309: _no_option235(_t308, 'place or bid')
        if _t309 <= 1:
            L[6] = _t306[0] if _t309 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t310 = st.chooser(_t309, _t308)
            else:
                _t310 = _st_bits(_t309.bit_length())
                while _t310 >= _t309: _t310 = _st_bits(_t309.bit_length())
            L[6] = _t306[_t310]; st.decisions += 1
        elif _decide240(st, L, _t306, _t308): raise _PlayoutCut233()
        if (L[6] == 'bid'):
            _t311 = (_range241(1, (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a243(st)))) or [])
            _t314 = L[3]
            _t315 = len(_t311)
            if not _t315: _no_option235(_t314, 'bid')
            if _t315 <= 1:
                L[7] = _t311[0] if _t315 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t316 = st.chooser(_t315, _t314)
                else:
                    _t316 = _st_bits(_t315.bit_length())
                    while _t316 >= _t315: _t316 = _st_bits(_t315.bit_length())
                L[7] = _t311[_t316]; st.decisions += 1
            elif _decide245(st, L, _t311, _t314): raise _PlayoutCut233()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t317 = _st_zones[(0 + L[3])]
            _t318 = L[3]
            _t319 = len(_t317)
            if not _t319: _no_option235(_t318, 'disc to place')
            if _t319 <= 1:
                L[8] = _t317[0] if _t319 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t320 = st.chooser(_t319, _t318)
                else:
                    _t320 = _st_bits(_t319.bit_length())
                    while _t320 >= _t319: _t320 = _st_bits(_t319.bit_length())
                L[8] = _t317[_t320]; st.decisions += 1
            elif _decide247(st, L, _t317[:], _t318): raise _PlayoutCut233()
            _t321 = L[8]
            _t322 = (4 + L[3])
            if type(_t321) is int:
                _t323 = _st_zones[_st_loc[_t321]]
                if _t323[-1] == _t321: _t323.pop()
                else: _t323.remove(_t321)
                _st_zones[_t322].append(_t321); _st_loc[_t321] = _t322
            elif _t321 is not None:
                _move_cards237(st, _t321, _t322, False)
            if _memo0: _memo0.clear()
            L[3] = _player250(_a249(st, L), 4)
    L[9] = L[0]
    L[10] = L[5]
    while ((L[4] < (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a252(st)))) and (len((L[9] or ())) > 1)):
        st.budget -= 1
        if st.budget < 0: _spent238(st)
        L[10] = _player250(_a254(st, L), 4)
        _t330 = (_range241((_t331 if -1000000000000000000 <= (_t331 := (L[4] + 1)) <= 1000000000000000000 else _beyond255(_t331)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a257(st)))) or [])
        _t334 = L[10]
        _t335 = len(_t330) + 1
        if _t335 == 1:
            L[11] = None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t336 = st.chooser(_t335, _t334)
            else:
                _t336 = _st_bits(_t335.bit_length())
                while _t336 >= _t335: _t336 = _st_bits(_t335.bit_length())
            L[11] = _t330[_t336 - 1] if _t336 else None; st.decisions += 1
        elif _decide259(st, L, _t330, _t334): raise _PlayoutCut233()
        if (L[11] is None):
            L[9] = _remove260(st, L[9], L[10])
        else:
            L[4] = L[11]
            L[5] = L[10]
    if _p261(st, [L[5], L[4], None, None, None, None]) == 3: return 3

# <rulerun skull.rules: play #106 7ac2bccb>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    while True:
        st.budget -= 1
        if st.budget < 0: _spent170(st)
        if _p263(st, _k262[:]) == 3: return 3

# <rulerun skull.rules: play #107 bb845a89>
def _native(st, L):
    return True

# <rulerun skull.rules: take_back #108 85983f44>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run266(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k267)

# <rulerun skull.rules: success #109 739214fe>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run270(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k271)

# <rulerun skull.rules: failure #110 c76e005d>
def _loop(st):
    _st_zones = st.zones
    _t341 = []
    for _t340 in (_k282 or ()):
        if (((len(_st_zones[(0 + _t340)]) + len(_st_zones[(4 + _t340)])) + len(_st_zones[(8 + _t340)])) > 0):
            _t341.append(_t340)
    return _t341

# <rulerun skull.rules: failure #111 a47c6ee0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run274(st, L)
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
            _t337 = L[0]
            _t338 = len(_o)
            if not _t338: _no_option276(_t337, 'disc to lose')
            if _t338 <= 1 and _st_log is None:
                L[2] = _o[0] if _t338 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t339 = st.chooser(_t338, _t337)
                else:
                    _t339 = _st_bits(_t338.bit_length())
                    while _t339 >= _t338: _t339 = _st_bits(_t338.bit_length())
                L[2] = _o[_t339]; st.decisions += 1
                if st.thread_player is not None: _answered277(st, _t339)
            elif _decide278(st, L, _o[:], _t337): return True
            pc = 3
        if pc == 3:
            _r = _run279(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run280(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run281(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] == L[0]):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _o = (_a283(st) or [])
            fr[1] = 9
            _t342 = L[0]
            _t343 = len(_o)
            if not _t343: _no_option276(_t342, 'who starts the next round')
            if _t343 <= 1 and _st_log is None:
                L[3] = _o[0] if _t343 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t344 = st.chooser(_t343, _t342)
                else:
                    _t344 = _st_bits(_t343.bit_length())
                    while _t344 >= _t343: _t344 = _st_bits(_t343.bit_length())
                L[3] = _o[_t344]; st.decisions += 1
                if st.thread_player is not None: _answered277(st, _t344)
            elif _decide285(st, L, _o, _t342): return True
            pc = 9
        if pc == 9:
            _r = _run286(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run287(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k288)

# <rulerun skull.rules: challenge #112 6d69f373>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run291(st, L)
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
            _r = _run292(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c293[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _a = [L[0], L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit294(_k295)
            fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run296(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run297(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit290(_k, st, _d0): raise _Runaway289()
            continue
        if pc == 9:
            if (L[2] < L[1]):
                pc = 10
            else:
                pc = 18
        if pc == 10:
            _o = []
            for _t345 in (_k298 or []):
                if ((_t345 != L[0]) and (not not _st_zones[(4 + _t345)])): _o.append(_t345)
            fr[1] = 11
            _t346 = L[0]
            _t347 = len(_o)
            if not _t347: _no_option300(_t346, 'stack to turn up from')
            if _t347 <= 1 and _st_log is None:
                L[4] = _o[0] if _t347 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t348 = st.chooser(_t347, _t346)
                else:
                    _t348 = _st_bits(_t347.bit_length())
                    while _t348 >= _t347: _t348 = _st_bits(_t347.bit_length())
                L[4] = _o[_t348]; st.decisions += 1
                if st.thread_player is not None: _answered301(st, _t348)
            elif _decide302(st, L, _o, _t346): return True
            pc = 11
        if pc == 11:
            _r = _run303(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c293[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            _a = [L[0], L[4], None, None]
            if len(st.cur) >= 500: raise _RuleLimit294(_k304)
            fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run305(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run306(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit290(_k, st, _d0): raise _Runaway289()
            continue
        if pc == 18:
            _r = _run307(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k308)

# <rulerun skull.rules: play_round #113 01b6c935>
def _loop(st):
    _t357 = 0
    for _t356 in (_k322 or ()):
        _t357 += len(st.zones[(4 + _t356)])
    return _t357

# <rulerun skull.rules: play_round #114 ad275180>
def _loop(st):
    _t365 = 0
    for _t364 in (_k331 or ()):
        _t365 += len(st.zones[(4 + _t364)])
    return _t365

# <rulerun skull.rules: play_round #115 19238981>
def _loop(st):
    _t368 = 0
    for _t367 in (_k335 or ()):
        _t368 += len(st.zones[(4 + _t367)])
    return _t368

# <rulerun skull.rules: play_round #116 68a1fe7b>
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
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step312(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(0 + L[1])]
            fr[1] = 3
            _t349 = L[1]
            _t350 = len(_o)
            if not _t350: _no_option314(_t349, 'disc to place')
            if _t350 <= 1 and _st_log is None:
                L[2] = _o[0] if _t350 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t351 = st.chooser(_t350, _t349)
                else:
                    _t351 = _st_bits(_t350.bit_length())
                    while _t351 >= _t350: _t351 = _st_bits(_t350.bit_length())
                L[2] = _o[_t351]; st.decisions += 1
                if st.thread_player is not None: _answered315(st, _t351)
            elif _decide316(st, L, _o[:], _t349): return True
            pc = 3
        if pc == 3:
            _r = _run317(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run318(st, L)
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
            for _t352 in (['place a disc', 'bid'] or []):
                if ((_t352 == 'bid') or (not not _st_zones[(0 + L[3])])): _o.append(_t352)
            fr[1] = 8
            _t353 = L[3]
            _t354 = len(_o)
            if not _t354: _no_option314(_t353, 'place or bid')
            if _t354 <= 1 and _st_log is None:
                L[6] = _o[0] if _t354 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t355 = st.chooser(_t354, _t353)
                else:
                    _t355 = _st_bits(_t354.bit_length())
                    while _t355 >= _t354: _t355 = _st_bits(_t354.bit_length())
                L[6] = _o[_t355]; st.decisions += 1
                if st.thread_player is not None: _answered315(st, _t355)
            elif _decide320(st, L, _o, _t353): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range321(1, (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a323(st)))) or [])
            fr[1] = 10
            _t358 = L[3]
            _t359 = len(_o)
            if not _t359: _no_option314(_t358, 'bid')
            if _t359 <= 1 and _st_log is None:
                L[7] = _o[0] if _t359 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t360 = st.chooser(_t359, _t358)
                else:
                    _t360 = _st_bits(_t359.bit_length())
                    while _t360 >= _t359: _t360 = _st_bits(_t359.bit_length())
                L[7] = _o[_t360]; st.decisions += 1
                if st.thread_player is not None: _answered315(st, _t360)
            elif _decide325(st, L, _o, _t358): return True
            pc = 10
        if pc == 10:
            _r = _run326(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(0 + L[3])]
            fr[1] = 13
            _t361 = L[3]
            _t362 = len(_o)
            if not _t362: _no_option314(_t361, 'disc to place')
            if _t362 <= 1 and _st_log is None:
                L[8] = _o[0] if _t362 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t363 = st.chooser(_t362, _t361)
                else:
                    _t363 = _st_bits(_t362.bit_length())
                    while _t363 >= _t362: _t363 = _st_bits(_t362.bit_length())
                L[8] = _o[_t363]; st.decisions += 1
                if st.thread_player is not None: _answered315(st, _t363)
            elif _decide328(st, L, _o[:], _t361): return True
            pc = 13
        if pc == 13:
            _r = _run329(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit310(_k, st, _d0): raise _Runaway309()
            continue
        if pc == 15:
            _r = _run330(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            if ((L[4] < (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a332(st)))) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run333(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range321((_t366 if -1000000000000000000 <= (_t366 := (L[4] + 1)) <= 1000000000000000000 else _beyond334(_t366)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a336(st)))) or [])
            fr[1] = 19
            _t369 = L[10]
            _t370 = len(_o) + 1
            if _t370 == 1:
                L[11] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t371 = st.chooser(_t370, _t369)
                else:
                    _t371 = _st_bits(_t370.bit_length())
                    while _t371 >= _t370: _t371 = _st_bits(_t370.bit_length())
                L[11] = _o[_t371 - 1] if _t371 else None; st.decisions += 1
                if st.thread_player is not None: _answered315(st, _t371)
            elif _decide338(st, L, _o, _t369): return True
            pc = 19
        if pc == 19:
            _r = _run339(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit310(_k, st, _d0): raise _Runaway309()
            continue
        if pc == 21:
            _a = [L[5], L[4], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit340(_k341)
            fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k342)

# <rulerun skull.rules: play #117 8df0ffe2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run345(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit346(_k347)
            fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit344(_k, st, _d0): raise _Runaway343()
            continue
        if pc == 4:
            fr[1] = 5
            if _step348(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k349)

# <rulerun skull.rules: failure #118 618b47f2>
def _loop(st):
    _st_zones = st.zones
    _t376 = []
    for _t375 in (_k362 or ()):
        if (((len(_st_zones[(0 + _t375)]) + len(_st_zones[(4 + _t375)])) + len(_st_zones[(8 + _t375)])) > 0):
            _t376.append(_t375)
    return _t376

# <rulerun skull.rules: failure #119 87e28e31>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run352(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region353(st, L)
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
            _t372 = L[0]
            _t373 = len(_o)
            if not _t373: _no_option355(_t372, 'disc to lose')
            if _t373 <= 1 and _st_log is None:
                L[2] = _o[0] if _t373 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t374 = st.chooser(_t373, _t372)
                else:
                    _t374 = _st_bits(_t373.bit_length())
                    while _t374 >= _t373: _t374 = _st_bits(_t373.bit_length())
                L[2] = _o[_t374]; st.decisions += 1
                if st.thread_player is not None: _answered356(st, _t374)
            elif _decide357(st, L, _o[:], _t372): return True
            pc = 3
        if pc == 3:
            _r = _run358(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run359(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run360(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7 and st.thread_player == st.inline_thread:
            _r = _region361(st, L)
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
            _o = (_a363(st) or [])
            fr[1] = 9
            _t377 = L[0]
            _t378 = len(_o)
            if not _t378: _no_option355(_t377, 'who starts the next round')
            if _t378 <= 1 and _st_log is None:
                L[3] = _o[0] if _t378 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t379 = st.chooser(_t378, _t377)
                else:
                    _t379 = _st_bits(_t378.bit_length())
                    while _t379 >= _t378: _t379 = _st_bits(_t378.bit_length())
                L[3] = _o[_t379]; st.decisions += 1
                if st.thread_player is not None: _answered356(st, _t379)
            elif _decide365(st, L, _o, _t377): return True
            pc = 9
        if pc == 9:
            _r = _run366(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run367(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k368)

# <rulerun skull.rules: challenge #120 16c0a8d3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run371(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region372(st, L)
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
            _r = _run373(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c374[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p375(st, [L[0], L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit376(_k377)
                fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run378(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run379(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit370(_k, st, _d0): raise _Runaway369()
            continue
        if pc == 9 and st.thread_player == st.inline_thread:
            _r = _region380(st, L)
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
            for _t380 in (_k381 or []):
                if ((_t380 != L[0]) and (not not _st_zones[(4 + _t380)])): _o.append(_t380)
            fr[1] = 11
            _t381 = L[0]
            _t382 = len(_o)
            if not _t382: _no_option383(_t381, 'stack to turn up from')
            if _t382 <= 1 and _st_log is None:
                L[4] = _o[0] if _t382 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t383 = st.chooser(_t382, _t381)
                else:
                    _t383 = _st_bits(_t382.bit_length())
                    while _t383 >= _t382: _t383 = _st_bits(_t382.bit_length())
                L[4] = _o[_t383]; st.decisions += 1
                if st.thread_player is not None: _answered384(st, _t383)
            elif _decide385(st, L, _o, _t381): return True
            pc = 11
        if pc == 11:
            _r = _run386(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c374[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            if st.thread_player == st.inline_thread:
                if _p375(st, [L[0], L[4], None, None]) == 3: return True
                pc = 14
            else:
                _a = [L[0], L[4], None, None]
                if len(st.cur) >= 500: raise _RuleLimit376(_k387)
                fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run388(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run389(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit370(_k, st, _d0): raise _Runaway369()
            continue
        if pc == 18:
            _r = _run390(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k391)

# <rulerun skull.rules: play_round #121 d11e4bea>
def _loop(st):
    _t392 = 0
    for _t391 in (_k407 or ()):
        _t392 += len(st.zones[(4 + _t391)])
    return _t392

# <rulerun skull.rules: play_round #122 524579a9>
def _loop(st):
    _t400 = 0
    for _t399 in (_k417 or ()):
        _t400 += len(st.zones[(4 + _t399)])
    return _t400

# <rulerun skull.rules: play_round #123 6bc256d2>
def _loop(st):
    _t403 = 0
    for _t402 in (_k421 or ()):
        _t403 += len(st.zones[(4 + _t402)])
    return _t403

# <rulerun skull.rules: challenge #124 playout 68f9af9f>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text429(_audience426(st), [_PlayerRef427(_l0), ' must turn up ', _plain428(_l1), ' flowers']))
    L[2] = 0
    while ((L[2] < _l1) and (not not _st_zones[(4 + _l0)])):
        st.budget -= 1
        if st.budget < 0: _spent430(st)
        L[3] = (_z[-1] if (_z := _st_zones[(4 + _l0)]) else None)
        _t407 = L[3]
        _t408 = (8 + _l0)
        if type(_t407) is int and _st_log is None:
            _t409 = _st_zones[_st_loc[_t407]]
            if _t409[-1] == _t407: _t409.pop()
            else: _t409.remove(_t407)
            _st_zones[_t408].append(_t407); _st_loc[_t407] = _t408
        elif _t407 is not None:
            _move_cards431(st, _t407, _t408, False)
        if _memo0: _memo0.clear()
        if (_c432[L[3]] == 'skull'):
            if _p433(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t410 if -1000000000000000000 <= (_t410 := L[2] + 1) <= 1000000000000000000 else _beyond434(_t410))
    while (L[2] < _l1):
        st.budget -= 1
        if st.budget < 0: _spent430(st)
        _t411 = []
        for _t412 in (_k435 or []):
            if ((_t412 != _l0) and (not not _st_zones[(4 + _t412)])): _t411.append(_t412)
        _t413 = _l0
        _t414 = len(_t411)
        if not _t414: _no_option438(_t413, 'stack to turn up from')
        if _t414 <= 1 and _st_log is None:
            L[4] = _t411[0] if _t414 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t415 = st.chooser(_t414, _t413)
            else:
                _t415 = _st_bits(_t414.bit_length())
                while _t415 >= _t414: _t415 = _st_bits(_t414.bit_length())
            L[4] = _t411[_t415]; st.decisions += 1
        elif _decide439(st, L, _t411, _t413): raise _PlayoutCut436()
        L[5] = (_z[-1] if (_z := _st_zones[(4 + L[4])]) else None)
        _t416 = L[5]
        _t417 = (8 + L[4])
        if type(_t416) is int and _st_log is None:
            _t418 = _st_zones[_st_loc[_t416]]
            if _t418[-1] == _t416: _t418.pop()
            else: _t418.remove(_t416)
            _st_zones[_t417].append(_t416); _st_loc[_t416] = _t417
        elif _t416 is not None:
            _move_cards431(st, _t416, _t417, False)
        if _memo0: _memo0.clear()
        if (_c432[L[5]] == 'skull'):
            if _p433(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t419 if -1000000000000000000 <= (_t419 := L[2] + 1) <= 1000000000000000000 else _beyond434(_t419))
    _i14l0 = _l0
    _st_vars[1 + _i14l0] = (_t420 if -1000000000000000000 <= (_t420 := _st_vars[1 + _i14l0] + 1) <= 1000000000000000000 else _beyond434(_t420))
    if _st_log is not None: _st_log.append(_Text429(_audience426(st), [_PlayerRef427(_i14l0), ' succeeds and has ', _plain428(_st_vars[1 + _i14l0]), ' point(s)']))
    if (_st_vars[1 + _i14l0] == 2):
        _end_game440(st, _i14l0, True); return 3
    _i15 = [None, None, None]
    for _t421 in (_k441 or []):
        _i15[2] = _t421
        _t422 = (8 + _t421)
        _t423 = (0 + _t421)
        if _st_log is None and _t422 != _t423:
            _t424 = _st_zones[_t422]; _st_zones[_t423] += _t424
            for _t425 in _t424: _st_loc[_t425] = _t423
            _t424.clear()
        else:
            _move_cards431(st, _st_zones[_t422][:], _t423, False)
        if _memo0: _memo0.clear()
        _t426 = (4 + _t421)
        _t427 = (0 + _t421)
        if _st_log is None and _t426 != _t427:
            _t428 = _st_zones[_t426]; _st_zones[_t427] += _t428
            for _t429 in _t428: _st_loc[_t429] = _t427
            _t428.clear()
        else:
            _move_cards431(st, _st_zones[_t426][:], _t427, False)
        if _memo0: _memo0.clear()
    _st_vars[0] = _i14l0

# <rulerun skull.rules: play_round #125 fa000544>
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
            _r = _run394(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region395(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step396(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(0 + L[1])]
            fr[1] = 3
            _t384 = L[1]
            _t385 = len(_o)
            if not _t385: _no_option398(_t384, 'disc to place')
            if _t385 <= 1 and _st_log is None:
                L[2] = _o[0] if _t385 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t386 = st.chooser(_t385, _t384)
                else:
                    _t386 = _st_bits(_t385.bit_length())
                    while _t386 >= _t385: _t386 = _st_bits(_t385.bit_length())
                L[2] = _o[_t386]; st.decisions += 1
                if st.thread_player is not None: _answered399(st, _t386)
            elif _decide400(st, L, _o[:], _t384): return True
            pc = 3
        if pc == 3:
            _r = _run401(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run402(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region403(st, L)
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
            for _t387 in (['place a disc', 'bid'] or []):
                if ((_t387 == 'bid') or (not not _st_zones[(0 + L[3])])): _o.append(_t387)
            fr[1] = 8
            _t388 = L[3]
            _t389 = len(_o)
            if not _t389: _no_option398(_t388, 'place or bid')
            if _t389 <= 1 and _st_log is None:
                L[6] = _o[0] if _t389 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t390 = st.chooser(_t389, _t388)
                else:
                    _t390 = _st_bits(_t389.bit_length())
                    while _t390 >= _t389: _t390 = _st_bits(_t389.bit_length())
                L[6] = _o[_t390]; st.decisions += 1
                if st.thread_player is not None: _answered399(st, _t390)
            elif _decide405(st, L, _o, _t388): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range406(1, (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a408(st)))) or [])
            fr[1] = 10
            _t393 = L[3]
            _t394 = len(_o)
            if not _t394: _no_option398(_t393, 'bid')
            if _t394 <= 1 and _st_log is None:
                L[7] = _o[0] if _t394 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t395 = st.chooser(_t394, _t393)
                else:
                    _t395 = _st_bits(_t394.bit_length())
                    while _t395 >= _t394: _t395 = _st_bits(_t394.bit_length())
                L[7] = _o[_t395]; st.decisions += 1
                if st.thread_player is not None: _answered399(st, _t395)
            elif _decide410(st, L, _o, _t393): return True
            pc = 10
        if pc == 10:
            _r = _run411(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(0 + L[3])]
            fr[1] = 13
            _t396 = L[3]
            _t397 = len(_o)
            if not _t397: _no_option398(_t396, 'disc to place')
            if _t397 <= 1 and _st_log is None:
                L[8] = _o[0] if _t397 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t398 = st.chooser(_t397, _t396)
                else:
                    _t398 = _st_bits(_t397.bit_length())
                    while _t398 >= _t397: _t398 = _st_bits(_t397.bit_length())
                L[8] = _o[_t398]; st.decisions += 1
                if st.thread_player is not None: _answered399(st, _t398)
            elif _decide413(st, L, _o[:], _t396): return True
            pc = 13
        if pc == 13:
            _r = _run414(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit393(_k, st, _d0): raise _Runaway392()
            continue
        if pc == 15:
            _r = _run415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16 and st.thread_player == st.inline_thread:
            _r = _region416(st, L)
            if _r is None:
                pc = 21
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 16:
            if ((L[4] < (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a418(st)))) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run419(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range406((_t401 if -1000000000000000000 <= (_t401 := (L[4] + 1)) <= 1000000000000000000 else _beyond420(_t401)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a422(st)))) or [])
            fr[1] = 19
            _t404 = L[10]
            _t405 = len(_o) + 1
            if _t405 == 1:
                L[11] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t406 = st.chooser(_t405, _t404)
                else:
                    _t406 = _st_bits(_t405.bit_length())
                    while _t406 >= _t405: _t406 = _st_bits(_t405.bit_length())
                L[11] = _o[_t406 - 1] if _t406 else None; st.decisions += 1
                if st.thread_player is not None: _answered399(st, _t406)
            elif _decide424(st, L, _o, _t404): return True
            pc = 19
        if pc == 19:
            _r = _run425(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit393(_k, st, _d0): raise _Runaway392()
            continue
        if pc == 21:
            if st.thread_player == st.inline_thread:
                if _p442(st, [L[5], L[4], None, None, None, None]) == 3: return True
                pc = 22
            else:
                _a = [L[5], L[4], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit443(_k444)
                fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k445)

# <rulerun skull.rules: play #126 ff69cf0c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run448(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region449(st, L)
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
                if _p450(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit451(_k452)
                fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit447(_k, st, _d0): raise _Runaway446()
            continue
        if pc == 4:
            fr[1] = 5
            if _step453(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k454)

# <rulerun skull.rules: rank #127 13160cd3>
def _native(st, p):
    _st_zones = st.zones
    return (st.vars[1 + p], ((len(_st_zones[(0 + p)]) + len(_st_zones[(4 + p)])) + len(_st_zones[(8 + p)])), )

