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

# <rulerun skull.rules: challenge #24 7f993018>
def _loop(st):
    _st_zones = st.zones
    _t81 = []
    for _t80 in (_k58 or ()):
        if (((len(_st_zones[(1 + _t80)]) + len(_st_zones[(5 + _t80)])) + len(_st_zones[(9 + _t80)])) > 0):
            _t81.append(_t80)
    return _t81

# <rulerun skull.rules: challenge #25 f3fe693d>
def _loop(st):
    _st_zones = st.zones
    _t83 = []
    for _t82 in (_k61 or ()):
        if (((len(_st_zones[(1 + _t82)]) + len(_st_zones[(5 + _t82)])) + len(_st_zones[(9 + _t82)])) > 0):
            _t83.append(_t82)
    return _t83

# <rulerun skull.rules: challenge #26 2f93e55d>
def _loop(st):
    _st_zones = st.zones
    _t86 = []
    for _t85 in (_k63 or ()):
        if (((len(_st_zones[(1 + _t85)]) + len(_st_zones[(5 + _t85)])) + len(_st_zones[(9 + _t85)])) > 0):
            _t86.append(_t85)
    return _t86

# <rulerun skull.rules: failure #27 64721a0b>
def _loop(st):
    _st_zones = st.zones
    _t110 = []
    for _t109 in (_k77 or ()):
        if (((len(_st_zones[(1 + _t109)]) + len(_st_zones[(5 + _t109)])) + len(_st_zones[(9 + _t109)])) > 0):
            _t110.append(_t109)
    return _t110

# <rulerun skull.rules: failure #28 e64d7230>
def _loop(st):
    _st_zones = st.zones
    _t112 = []
    for _t111 in (_k80 or ()):
        if (((len(_st_zones[(1 + _t111)]) + len(_st_zones[(5 + _t111)])) + len(_st_zones[(9 + _t111)])) > 0):
            _t112.append(_t111)
    return _t112

# <rulerun skull.rules: failure #29 f8f4e34e>
def _loop(st):
    _st_zones = st.zones
    _t115 = []
    for _t114 in (_k82 or ()):
        if (((len(_st_zones[(1 + _t114)]) + len(_st_zones[(5 + _t114)])) + len(_st_zones[(9 + _t114)])) > 0):
            _t115.append(_t114)
    return _t115

# <rulerun skull.rules: failure #30 playout 160c9223>
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
    for _t90 in (_k70 or []):
        _i4[2] = _t90
        _t91 = (9 + _t90)
        _t92 = (1 + _t90)
        if _st_log is None and _t91 != _t92:
            _t93 = _st_zones[_t91]; _st_zones[_t92] += _t93
            for _t94 in _t93: _st_loc[_t94] = _t92
            _t93.clear()
        else:
            _move_cards71(st, _st_zones[_t91][:], _t92, False)
        _t95 = (5 + _t90)
        _t96 = (1 + _t90)
        if _st_log is None and _t95 != _t96:
            _t97 = _st_zones[_t95]; _st_zones[_t96] += _t97
            for _t98 in _t97: _st_loc[_t98] = _t96
            _t97.clear()
        else:
            _move_cards71(st, _st_zones[_t95][:], _t96, False)
    if (_l1 == _l0):
        _t99 = _st_zones[(1 + _l0)]
        _t100 = _l0
        _t101 = len(_t99)
        if not _t101: _no_option74(_t100, 'disc to lose')
        if _t101 <= 1 and _st_log is None:
            L[2] = _t99[0] if _t101 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t102 = st.chooser(_t101, _t100)
            else:
                _t102 = _st_bits(_t101.bit_length())
                while _t102 >= _t101: _t102 = _st_bits(_t101.bit_length())
            L[2] = _t99[_t102]; st.decisions += 1
        elif _decide75(st, L, _t99[:], _t100): raise _PlayoutCut72()
        _t103 = L[2]
        _t104 = (13 + _l0)
        if type(_t103) is int and _st_log is None:
            _t105 = _st_zones[_st_loc[_t103]]
            if _t105[-1] == _t103: _t105.pop()
            else: _t105.remove(_t103)
            _st_zones[_t104].append(_t103); _st_loc[_t103] = _t104
        elif _t103 is not None:
            _move_cards71(st, _t103, _t104, False)
    else:
        _t106 = _random_item76(st, (1 + _l0))
        _t107 = (13 + _l0)
        if type(_t106) is int and _st_log is None:
            _t108 = _st_zones[_st_loc[_t106]]
            if _t108[-1] == _t106: _t108.pop()
            else: _t108.remove(_t106)
            _st_zones[_t107].append(_t106); _st_loc[_t106] = _t107
        elif _t106 is not None:
            _move_cards71(st, _t106, _t107, False)
    if _st_log is not None: _st_log.append(_Text69(_audience67(st), [_PlayerRef68(_l0), ' loses a disc for good']))
    if (((len(_st_zones[(1 + _l0)]) + len(_st_zones[(5 + _l0)])) + len(_st_zones[(9 + _l0)])) == 0):
        if _st_log is not None: _st_log.append(_Text69(_audience67(st), [_PlayerRef68(_l0), ' has no discs left and is out of the game']))
    if (len((_a78(st) or ())) == 1):
        _end_game79(st, _a81(st), True); return 3
    if (_l1 == _l0):
        _t113 = (_a83(st) or [])
        _t116 = _l0
        _t117 = len(_t113)
        if not _t117: _no_option74(_t116, 'who starts the next round')
        if _t117 <= 1 and _st_log is None:
            L[3] = _t113[0] if _t117 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t118 = st.chooser(_t117, _t116)
            else:
                _t118 = _st_bits(_t117.bit_length())
                while _t118 >= _t117: _t118 = _st_bits(_t117.bit_length())
            L[3] = _t113[_t118]; st.decisions += 1
        elif _decide85(st, L, _t113, _t116): raise _PlayoutCut72()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #31 165842d3>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    while ((L[2] < L[1]) and (not not _st_zones[(5 + _l0)])):
        _budget45[0] -= 1
        if _budget45[0] < 0: _spent46(st)
        L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
        _t58 = L[3]
        _t59 = (9 + _l0)
        if type(_t58) is int and st.log is None:
            _t60 = _st_zones[_st_loc[_t58]]
            if _t60[-1] == _t58: _t60.pop()
            else: _t60.remove(_t58)
            _st_zones[_t59].append(_t58); _st_loc[_t58] = _t59
        elif _t58 is not None:
            _move_cards47(st, _t58, _t59, False)
        if (_c48[L[3]] == 'skull'):
            if _p86(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1

# <rulerun skull.rules: challenge #32 fe089a05>
def _native(st, L):
    _l4 = L[4]
    _st_loc = st.loc
    _st_zones = st.zones
    L[5] = (_z[-1] if (_z := _st_zones[(5 + _l4)]) else None)
    _t119 = L[5]
    _t120 = (9 + _l4)
    if type(_t119) is int and st.log is None:
        _t121 = _st_zones[_st_loc[_t119]]
        if _t121[-1] == _t119: _t121.pop()
        else: _t121.remove(_t119)
        _st_zones[_t120].append(_t119); _st_loc[_t119] = _t120
    elif _t119 is not None:
        _move_cards87(st, _t119, _t120, False)

# <rulerun skull.rules: challenge #33 e693422f>
def _native(st, L):
    return 2

# <rulerun skull.rules: challenge #34 4f89a741>
def _native(st, L):
    L[2] = L[2] + 1

# <rulerun skull.rules: challenge #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #36 af9ce100>
def _loop(st):
    _st_zones = st.zones
    _t150 = []
    for _t149 in (_k104 or ()):
        if (((len(_st_zones[(1 + _t149)]) + len(_st_zones[(5 + _t149)])) + len(_st_zones[(9 + _t149)])) > 0):
            _t150.append(_t149)
    return _t150

# <rulerun skull.rules: challenge #37 d42b1aae>
def _loop(st):
    _st_zones = st.zones
    _t152 = []
    for _t151 in (_k107 or ()):
        if (((len(_st_zones[(1 + _t151)]) + len(_st_zones[(5 + _t151)])) + len(_st_zones[(9 + _t151)])) > 0):
            _t152.append(_t151)
    return _t152

# <rulerun skull.rules: challenge #38 c71df558>
def _loop(st):
    _st_zones = st.zones
    _t155 = []
    for _t154 in (_k109 or ()):
        if (((len(_st_zones[(1 + _t154)]) + len(_st_zones[(5 + _t154)])) + len(_st_zones[(9 + _t154)])) > 0):
            _t155.append(_t154)
    return _t155

# <rulerun skull.rules: challenge #39 e3e4dd02>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while (L[2] < L[1]):
        _budget88[0] -= 1
        if _budget88[0] < 0: _spent89(st)
        _t122 = []
        for _t123 in (_k90 or []):
            if ((_t123 != _l0) and (not not _st_zones[(5 + _t123)])): _t122.append(_t123)
        _t124 = _l0
        _t125 = len(_t122)
        if not _t125: _no_option93(_t124, 'stack to turn up from')
        if _t125 <= 1 and _st_log is None:
            L[4] = _t122[0] if _t125 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t126 = st.chooser(_t125, _t124)
            else:
                _t126 = _st_bits(_t125.bit_length())
                while _t126 >= _t125: _t126 = _st_bits(_t125.bit_length())
            L[4] = _t122[_t126]; st.decisions += 1
        elif _decide94(st, L, _t122, _t124): raise _PlayoutCut91()
        L[5] = (_z[-1] if (_z := _st_zones[(5 + L[4])]) else None)
        _t127 = L[5]
        _t128 = (9 + L[4])
        if type(_t127) is int and _st_log is None:
            _t129 = _st_zones[_st_loc[_t127]]
            if _t129[-1] == _t127: _t129.pop()
            else: _t129.remove(_t127)
            _st_zones[_t128].append(_t127); _st_loc[_t127] = _t128
        elif _t127 is not None:
            _move_cards95(st, _t127, _t128, False)
        if (_c96[L[5]] == 'skull'):
            if _p113(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1

# <rulerun skull.rules: challenge #40 db161454>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i7l0 = L[0]
    _st_vars[1 + _i7l0] = _st_vars[1 + _i7l0] + 1
    if _st_log is not None: _st_log.append(_Text117(_audience114(st), [_PlayerRef115(_i7l0), ' succeeds and has ', _plain116(_st_vars[1 + _i7l0]), ' point(s)']))
    if (_st_vars[1 + _i7l0] == 2):
        _end_game118(st, _i7l0, True); return 3
    _i8 = [None, None, None]
    for _t159 in (_k119 or []):
        _i8[2] = _t159
        _t160 = (9 + _t159)
        _t161 = (1 + _t159)
        if _st_log is None and _t160 != _t161:
            _t162 = _st_zones[_t160]; _st_zones[_t161] += _t162
            for _t163 in _t162: _st_loc[_t163] = _t161
            _t162.clear()
        else:
            _move_cards120(st, _st_zones[_t160][:], _t161, False)
        _t164 = (5 + _t159)
        _t165 = (1 + _t159)
        if _st_log is None and _t164 != _t165:
            _t166 = _st_zones[_t164]; _st_zones[_t165] += _t166
            for _t167 in _t166: _st_loc[_t167] = _t165
            _t166.clear()
        else:
            _move_cards120(st, _st_zones[_t164][:], _t165, False)
    _st_vars[0] = _i7l0

# <rulerun skull.rules: challenge #41 c5759641>
def _native(st, L):
    return ((L[2] < L[1]) and (not not st.zones[(5 + L[0])]))

# <rulerun skull.rules: challenge #42 2a7c6c37>
def _native(st, L):
    return (_c121[L[3]] == 'skull')

# <rulerun skull.rules: challenge #43 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #44 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #45 b63affe2>
def _native(st, L):
    return (L[2] < L[1])

# <rulerun skull.rules: challenge #46 3ed8ecf7>
def _native(st, L):
    return _k122

# <rulerun skull.rules: challenge #47 73376334>
def _native(st, L):
    _l4 = L[4]
    return ((_l4 != L[0]) and (not not st.zones[(5 + _l4)]))

# <rulerun skull.rules: challenge #48 c7ed0558>
def _native(st, L):
    return (_c123[L[5]] == 'skull')

# <rulerun skull.rules: challenge #49 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #50 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play_round #51 336e39af>
def _loop(st):
    _st_zones = st.zones
    _t169 = []
    for _t168 in (_k124 or ()):
        if (((len(_st_zones[(1 + _t168)]) + len(_st_zones[(5 + _t168)])) + len(_st_zones[(9 + _t168)])) > 0):
            _t169.append(_t168)
    return _t169

# <rulerun skull.rules: play_round #52 7e04fb02>
def _native(st, L):
    L[0] = _player126(_a125(st), 4)

# <rulerun skull.rules: play_round #53 c3308617>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t170 = L[2]
    _t171 = (5 + L[1])
    if type(_t170) is int and st.log is None:
        _t172 = _st_zones[_st_loc[_t170]]
        if _t172[-1] == _t170: _t172.pop()
        else: _t172.remove(_t170)
        _st_zones[_t171].append(_t170); _st_loc[_t170] = _t171
    elif _t170 is not None:
        _move_cards127(st, _t170, _t171, False)

# <rulerun skull.rules: play_round #54 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun skull.rules: play_round #55 88588067>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t173 in (L[0] or []):
        st.thread_player = st.inline_thread = _t173
        _i9 = L[:]; _i9[1] = _t173
        _t174 = _st_zones[(1 + _t173)]
        _t175 = _t173
        _t176 = len(_t174)
        if not _t176: _no_option130(_t175, 'disc to place')
        if _t176 <= 1:
            _i9[2] = _t174[0] if _t176 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t177 = st.chooser(_t176, _t175)
            else:
                _t177 = _st_bits(_t176.bit_length())
                while _t177 >= _t176: _t177 = _st_bits(_t176.bit_length())
            _i9[2] = _t174[_t177]; st.decisions += 1
        elif _decide131(st, _i9, _t174[:], _t175): raise _PlayoutCut128()
        _t178 = _i9[2]
        _t179 = (5 + _t173)
        if type(_t178) is int:
            _t180 = _st_zones[_st_loc[_t178]]
            if _t180[-1] == _t178: _t180.pop()
            else: _t180.remove(_t178)
            _st_zones[_t179].append(_t178); _st_loc[_t178] = _t179
        elif _t178 is not None:
            _move_cards132(st, _t178, _t179, False)
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

# <rulerun skull.rules: play_round #58 9d2983a3>
def _loop(st, L):
    for _t184 in (_o134[L[3]] or ()):
        if (_t184 in (L[0] or ())):
            return _t184
    return None

# <rulerun skull.rules: play_round #59 38dd1929>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t181 = L[8]
    _t182 = (5 + L[3])
    if type(_t181) is int and st.log is None:
        _t183 = _st_zones[_st_loc[_t181]]
        if _t183[-1] == _t181: _t183.pop()
        else: _t183.remove(_t181)
        _st_zones[_t182].append(_t181); _st_loc[_t181] = _t182
    elif _t181 is not None:
        _move_cards133(st, _t181, _t182, False)
    L[3] = _player136(_a135(st, L), 4)

# <rulerun skull.rules: play_round #60 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #61 6f1dad4c>
def _loop(st):
    _t193 = 0
    for _t192 in (_k144 or ()):
        _t193 += len(st.zones[(5 + _t192)])
    return _t193

# <rulerun skull.rules: play_round #62 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #63 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #64 25f22114>
def _loop(st, L):
    for _t204 in (_o151[L[3]] or ()):
        if (_t204 in (L[0] or ())):
            return _t204
    return None

# <rulerun skull.rules: play_round #65 2d949c27>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while (L[4] == 0):
        _budget137[0] -= 1
        if _budget137[0] < 0: _spent138(st)
        _t186 = []
        for _t187 in (['place a disc', 'bid'] or []):
            if ((_t187 == 'bid') or (not not _st_zones[(1 + L[3])])): _t186.append(_t187)
        _t188 = L[3]
        _t189 = len(_t186)
        if not _t189: _no_option141(_t188, 'place or bid')
        if _t189 <= 1 and _st_log is None:
            L[6] = _t186[0] if _t189 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t190 = st.chooser(_t189, _t188)
            else:
                _t190 = _st_bits(_t189.bit_length())
                while _t190 >= _t189: _t190 = _st_bits(_t189.bit_length())
            L[6] = _t186[_t190]; st.decisions += 1
        elif _decide142(st, L, _t186, _t188): raise _PlayoutCut139()
        if (L[6] == 'bid'):
            _t191 = (_range143(1, _a145(st)) or [])
            _t194 = L[3]
            _t195 = len(_t191)
            if not _t195: _no_option141(_t194, 'bid')
            if _t195 <= 1 and _st_log is None:
                L[7] = _t191[0] if _t195 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t196 = st.chooser(_t195, _t194)
                else:
                    _t196 = _st_bits(_t195.bit_length())
                    while _t196 >= _t195: _t196 = _st_bits(_t195.bit_length())
                L[7] = _t191[_t196]; st.decisions += 1
            elif _decide147(st, L, _t191, _t194): raise _PlayoutCut139()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t197 = _st_zones[(1 + L[3])]
            _t198 = L[3]
            _t199 = len(_t197)
            if not _t199: _no_option141(_t198, 'disc to place')
            if _t199 <= 1 and _st_log is None:
                L[8] = _t197[0] if _t199 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t200 = st.chooser(_t199, _t198)
                else:
                    _t200 = _st_bits(_t199.bit_length())
                    while _t200 >= _t199: _t200 = _st_bits(_t199.bit_length())
                L[8] = _t197[_t200]; st.decisions += 1
            elif _decide149(st, L, _t197[:], _t198): raise _PlayoutCut139()
            _t201 = L[8]
            _t202 = (5 + L[3])
            if type(_t201) is int and _st_log is None:
                _t203 = _st_zones[_st_loc[_t201]]
                if _t203[-1] == _t201: _t203.pop()
                else: _t203.remove(_t201)
                _st_zones[_t202].append(_t201); _st_loc[_t201] = _t202
            elif _t201 is not None:
                _move_cards150(st, _t201, _t202, False)
            L[3] = _player153(_a152(st, L), 4)

# <rulerun skull.rules: play_round #66 8e134cf3>
def _native(st, L):
    L[9] = L[0]
    L[10] = L[5]

# <rulerun skull.rules: play_round #67 988aef66>
def _loop(st, L):
    for _t206 in (_o154[L[10]] or ()):
        if (_t206 in (L[9] or ())):
            return _t206
    return None

# <rulerun skull.rules: play_round #68 55ea89ce>
def _native(st, L):
    L[10] = _player156(_a155(st, L), 4)

# <rulerun skull.rules: play_round #69 0af4c8e9>
def _native(st, L):
    _l10 = L[10]
    _l11 = L[11]
    if (_l11 is None):
        L[9] = _remove157(st, L[9], _l10)
    else:
        L[4] = _l11
        L[5] = _l10

# <rulerun skull.rules: play_round #70 ced95ff4>
def _loop(st):
    _t209 = 0
    for _t208 in (_k158 or ()):
        _t209 += len(st.zones[(5 + _t208)])
    return _t209

# <rulerun skull.rules: play_round #71 c2c6c509>
def _loop(st, L):
    for _t210 in (_o162[L[10]] or ()):
        if (_t210 in (L[9] or ())):
            return _t210
    return None

# <rulerun skull.rules: play_round #72 cb182c50>
def _loop(st):
    _t214 = 0
    for _t213 in (_k166 or ()):
        _t214 += len(st.zones[(5 + _t213)])
    return _t214

# <rulerun skull.rules: play_round #73 53f8df5f>
def _native(st, L):
    return L[10]

# <rulerun skull.rules: play_round #74 b17e264b>
def _native(st, L):
    while ((L[4] < _a159(st)) and (len((L[9] or ())) > 1)):
        _budget160[0] -= 1
        if _budget160[0] < 0: _spent161(st)
        L[10] = _player164(_a163(st, L), 4)
        _t212 = (_range165((L[4] + 1), _a167(st)) or [])
        if _offer169(st, L, _t212): raise _PlayoutCut168()
        if (L[11] is None):
            L[9] = _remove170(st, L[9], L[10])
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

# <rulerun skull.rules: play_round #81 06ce0120>
def _loop(st):
    _t216 = 0
    for _t215 in (_k172 or ()):
        _t216 += len(st.zones[(5 + _t215)])
    return _t216

# <rulerun skull.rules: play_round #82 0be4c995>
def _native(st, L):
    return _range171(1, _a173(st))

# <rulerun skull.rules: play_round #83 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun skull.rules: play_round #84 75ae03d4>
def _loop(st):
    _t218 = 0
    for _t217 in (_k174 or ()):
        _t218 += len(st.zones[(5 + _t217)])
    return _t218

# <rulerun skull.rules: play_round #85 6fc8459e>
def _native(st, L):
    return ((L[4] < _a175(st)) and (len((L[9] or ())) > 1))

# <rulerun skull.rules: play_round #86 3310972d>
def _loop(st):
    _t220 = 0
    for _t219 in (_k177 or ()):
        _t220 += len(st.zones[(5 + _t219)])
    return _t220

# <rulerun skull.rules: play_round #87 91e7d23e>
def _native(st, L):
    return _range176((L[4] + 1), _a178(st))

# <rulerun skull.rules: play_round #88 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun skull.rules: play_round #89 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play #90 c0ad1e3b>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    for _t221 in (_k179 or []):
        L[2] = _t221
        _t222 = _st_zones[0][:-(4) - 1:-1]
        _t223 = (1 + _t221)
        if type(_t222) is list and st.log is None:
            for _t224 in _t222:
                _t225 = _st_zones[_st_loc[_t224]]
                if _t225[-1] == _t224: _t225.pop()
                else: _t225.remove(_t224)
                _st_zones[_t223].append(_t224); _st_loc[_t224] = _t223
        elif _t222 is not None:
            _move_cards180(st, _t222, _t223, False)
    st.vars[0] = _random_item181(st, _k182)

# <rulerun skull.rules: play #91 112d3aa1>
def _loop(st):
    _st_zones = st.zones
    _t227 = []
    for _t226 in (_k185 or ()):
        if (((len(_st_zones[(1 + _t226)]) + len(_st_zones[(5 + _t226)])) + len(_st_zones[(9 + _t226)])) > 0):
            _t227.append(_t226)
    return _t227

# <rulerun skull.rules: play #92 f51352c0>
def _loop(st):
    _t243 = 0
    for _t242 in (_k196 or ()):
        _t243 += len(st.zones[(5 + _t242)])
    return _t243

# <rulerun skull.rules: play #93 c0eec39c>
def _loop(st, _i10):
    for _t254 in (_o202[_i10[3]] or ()):
        if (_t254 in (_i10[0] or ())):
            return _t254
    return None

# <rulerun skull.rules: play #94 d012405a>
def _loop(st):
    _t257 = 0
    for _t256 in (_k205 or ()):
        _t257 += len(st.zones[(5 + _t256)])
    return _t257

# <rulerun skull.rules: play #95 53d0e3e5>
def _loop(st, _i10):
    for _t258 in (_o207[_i10[10]] or ()):
        if (_t258 in (_i10[9] or ())):
            return _t258
    return None

# <rulerun skull.rules: play #96 9a825554>
def _loop(st):
    _t262 = 0
    for _t261 in (_k209 or ()):
        _t262 += len(st.zones[(5 + _t261)])
    return _t262

# <rulerun skull.rules: challenge #97 29c933e6>
def _loop(st):
    _st_zones = st.zones
    _t286 = []
    for _t285 in (_k223 or ()):
        if (((len(_st_zones[(1 + _t285)]) + len(_st_zones[(5 + _t285)])) + len(_st_zones[(9 + _t285)])) > 0):
            _t286.append(_t285)
    return _t286

# <rulerun skull.rules: challenge #98 a8f1b7b1>
def _loop(st):
    _st_zones = st.zones
    _t288 = []
    for _t287 in (_k226 or ()):
        if (((len(_st_zones[(1 + _t287)]) + len(_st_zones[(5 + _t287)])) + len(_st_zones[(9 + _t287)])) > 0):
            _t288.append(_t287)
    return _t288

# <rulerun skull.rules: challenge #99 e52fb019>
def _loop(st):
    _st_zones = st.zones
    _t291 = []
    for _t290 in (_k228 or ()):
        if (((len(_st_zones[(1 + _t290)]) + len(_st_zones[(5 + _t290)])) + len(_st_zones[(9 + _t290)])) > 0):
            _t291.append(_t290)
    return _t291

# <rulerun skull.rules: failure #100 2db75162>
def _loop(st):
    _st_zones = st.zones
    _t315 = []
    for _t314 in (_k239 or ()):
        if (((len(_st_zones[(1 + _t314)]) + len(_st_zones[(5 + _t314)])) + len(_st_zones[(9 + _t314)])) > 0):
            _t315.append(_t314)
    return _t315

# <rulerun skull.rules: failure #101 5766ebc4>
def _loop(st):
    _st_zones = st.zones
    _t317 = []
    for _t316 in (_k242 or ()):
        if (((len(_st_zones[(1 + _t316)]) + len(_st_zones[(5 + _t316)])) + len(_st_zones[(9 + _t316)])) > 0):
            _t317.append(_t316)
    return _t317

# <rulerun skull.rules: failure #102 0592794d>
def _loop(st):
    _st_zones = st.zones
    _t320 = []
    for _t319 in (_k244 or ()):
        if (((len(_st_zones[(1 + _t319)]) + len(_st_zones[(5 + _t319)])) + len(_st_zones[(9 + _t319)])) > 0):
            _t320.append(_t319)
    return _t320

# <rulerun skull.rules: failure #103 playout, without a log 95d88ab8>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _i14 = [None, None, None]
    for _t295 in (_k232 or []):
        _i14[2] = _t295
        _t296 = (9 + _t295)
        _t297 = (1 + _t295)
        if _t296 != _t297:
            _t298 = _st_zones[_t296]; _st_zones[_t297] += _t298
            for _t299 in _t298: _st_loc[_t299] = _t297
            _t298.clear()
        else:
            _move_cards233(st, _st_zones[_t296][:], _t297, False)
        _t300 = (5 + _t295)
        _t301 = (1 + _t295)
        if _t300 != _t301:
            _t302 = _st_zones[_t300]; _st_zones[_t301] += _t302
            for _t303 in _t302: _st_loc[_t303] = _t301
            _t302.clear()
        else:
            _move_cards233(st, _st_zones[_t300][:], _t301, False)
    if (_l1 == _l0):
        _t304 = _st_zones[(1 + _l0)]
        _t305 = _l0
        _t306 = len(_t304)
        if not _t306: _no_option236(_t305, 'disc to lose')
        if _t306 <= 1:
            L[2] = _t304[0] if _t306 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t307 = st.chooser(_t306, _t305)
            else:
                _t307 = _st_bits(_t306.bit_length())
                while _t307 >= _t306: _t307 = _st_bits(_t306.bit_length())
            L[2] = _t304[_t307]; st.decisions += 1
        elif _decide237(st, L, _t304[:], _t305): raise _PlayoutCut234()
        _t308 = L[2]
        _t309 = (13 + _l0)
        if type(_t308) is int:
            _t310 = _st_zones[_st_loc[_t308]]
            if _t310[-1] == _t308: _t310.pop()
            else: _t310.remove(_t308)
            _st_zones[_t309].append(_t308); _st_loc[_t308] = _t309
        elif _t308 is not None:
            _move_cards233(st, _t308, _t309, False)
    else:
        _t311 = _random_item238(st, (1 + _l0))
        _t312 = (13 + _l0)
        if type(_t311) is int:
            _t313 = _st_zones[_st_loc[_t311]]
            if _t313[-1] == _t311: _t313.pop()
            else: _t313.remove(_t311)
            _st_zones[_t312].append(_t311); _st_loc[_t311] = _t312
        elif _t311 is not None:
            _move_cards233(st, _t311, _t312, False)
    if (((len(_st_zones[(1 + _l0)]) + len(_st_zones[(5 + _l0)])) + len(_st_zones[(9 + _l0)])) == 0):
        pass
    if (len((_a240(st) or ())) == 1):
        _end_game241(st, _a243(st), True); return 3
    if (_l1 == _l0):
        _t318 = (_a245(st) or [])
        _t321 = _l0
        _t322 = len(_t318)
        if not _t322: _no_option236(_t321, 'who starts the next round')
        if _t322 <= 1:
            L[3] = _t318[0] if _t322 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t323 = st.chooser(_t322, _t321)
            else:
                _t323 = _st_bits(_t322.bit_length())
                while _t323 >= _t322: _t323 = _st_bits(_t322.bit_length())
            L[3] = _t318[_t323]; st.decisions += 1
        elif _decide247(st, L, _t318, _t321): raise _PlayoutCut234()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #104 9552b4bc>
def _loop(st):
    _st_zones = st.zones
    _t352 = []
    for _t351 in (_k254 or ()):
        if (((len(_st_zones[(1 + _t351)]) + len(_st_zones[(5 + _t351)])) + len(_st_zones[(9 + _t351)])) > 0):
            _t352.append(_t351)
    return _t352

# <rulerun skull.rules: challenge #105 8260965d>
def _loop(st):
    _st_zones = st.zones
    _t354 = []
    for _t353 in (_k256 or ()):
        if (((len(_st_zones[(1 + _t353)]) + len(_st_zones[(5 + _t353)])) + len(_st_zones[(9 + _t353)])) > 0):
            _t354.append(_t353)
    return _t354

# <rulerun skull.rules: challenge #106 5444a3e9>
def _loop(st):
    _st_zones = st.zones
    _t357 = []
    for _t356 in (_k258 or ()):
        if (((len(_st_zones[(1 + _t356)]) + len(_st_zones[(5 + _t356)])) + len(_st_zones[(9 + _t356)])) > 0):
            _t357.append(_t356)
    return _t357

# <rulerun skull.rules: challenge #107 playout, without a log f32f8211>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[2] = 0
    while ((L[2] < _l1) and (not not _st_zones[(5 + _l0)])):
        _budget213[0] -= 1
        if _budget213[0] < 0: _spent214(st)
        L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
        _t263 = L[3]
        _t264 = (9 + _l0)
        if type(_t263) is int:
            _t265 = _st_zones[_st_loc[_t263]]
            if _t265[-1] == _t263: _t265.pop()
            else: _t265.remove(_t263)
            _st_zones[_t264].append(_t263); _st_loc[_t263] = _t264
        elif _t263 is not None:
            _move_cards215(st, _t263, _t264, False)
        if (_c216[L[3]] == 'skull'):
            if _p248(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    while (L[2] < _l1):
        _budget213[0] -= 1
        if _budget213[0] < 0: _spent214(st)
        _t324 = []
        for _t325 in (_k249 or []):
            if ((_t325 != _l0) and (not not _st_zones[(5 + _t325)])): _t324.append(_t325)
        _t326 = _l0
        _t327 = len(_t324)
        if not _t327: _no_option220(_t326, 'stack to turn up from')
        if _t327 <= 1:
            L[4] = _t324[0] if _t327 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t328 = st.chooser(_t327, _t326)
            else:
                _t328 = _st_bits(_t327.bit_length())
                while _t328 >= _t327: _t328 = _st_bits(_t327.bit_length())
            L[4] = _t324[_t328]; st.decisions += 1
        elif _decide251(st, L, _t324, _t326): raise _PlayoutCut218()
        L[5] = (_z[-1] if (_z := _st_zones[(5 + L[4])]) else None)
        _t329 = L[5]
        _t330 = (9 + L[4])
        if type(_t329) is int:
            _t331 = _st_zones[_st_loc[_t329]]
            if _t331[-1] == _t329: _t331.pop()
            else: _t331.remove(_t329)
            _st_zones[_t330].append(_t329); _st_loc[_t329] = _t330
        elif _t329 is not None:
            _move_cards215(st, _t329, _t330, False)
        if (_c216[L[5]] == 'skull'):
            if _p248(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    _i17l0 = _l0
    _st_vars[1 + _i17l0] = _st_vars[1 + _i17l0] + 1
    if (_st_vars[1 + _i17l0] == 2):
        _end_game225(st, _i17l0, True); return 3
    _i18 = [None, None, None]
    for _t361 in (_k261 or []):
        _i18[2] = _t361
        _t362 = (9 + _t361)
        _t363 = (1 + _t361)
        if _t362 != _t363:
            _t364 = _st_zones[_t362]; _st_zones[_t363] += _t364
            for _t365 in _t364: _st_loc[_t365] = _t363
            _t364.clear()
        else:
            _move_cards215(st, _st_zones[_t362][:], _t363, False)
        _t366 = (5 + _t361)
        _t367 = (1 + _t361)
        if _t366 != _t367:
            _t368 = _st_zones[_t366]; _st_zones[_t367] += _t368
            for _t369 in _t368: _st_loc[_t369] = _t367
            _t368.clear()
        else:
            _move_cards215(st, _st_zones[_t366][:], _t367, False)
    _st_vars[0] = _i17l0

# <rulerun skull.rules: play_round #108 2d7db6fb>
def _loop(st):
    _st_zones = st.zones
    _t371 = []
    for _t370 in (_k263 or ()):
        if (((len(_st_zones[(1 + _t370)]) + len(_st_zones[(5 + _t370)])) + len(_st_zones[(9 + _t370)])) > 0):
            _t371.append(_t370)
    return _t371

# <rulerun skull.rules: play_round #109 d1d5f398>
def _loop(st):
    _t387 = 0
    for _t386 in (_k276 or ()):
        _t387 += len(st.zones[(5 + _t386)])
    return _t387

# <rulerun skull.rules: play_round #110 1f674f1d>
def _loop(st, L):
    for _t398 in (_o282[L[3]] or ()):
        if (_t398 in (L[0] or ())):
            return _t398
    return None

# <rulerun skull.rules: play_round #111 7124c959>
def _loop(st):
    _t401 = 0
    for _t400 in (_k285 or ()):
        _t401 += len(st.zones[(5 + _t400)])
    return _t401

# <rulerun skull.rules: play_round #112 ea3e4a7f>
def _loop(st, L):
    for _t402 in (_o287[L[10]] or ()):
        if (_t402 in (L[9] or ())):
            return _t402
    return None

# <rulerun skull.rules: play_round #113 5069ed95>
def _loop(st):
    _t406 = 0
    for _t405 in (_k289 or ()):
        _t406 += len(st.zones[(5 + _t405)])
    return _t406

# <rulerun skull.rules: play_round #114 playout, without a log 4b2e2c38>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    L[0] = _player265(_a264(st), 4)
    for _t372 in (L[0] or []):
        st.thread_player = st.inline_thread = _t372
        _i19 = L[:]; _i19[1] = _t372
        _t373 = _st_zones[(1 + _t372)]
        _t374 = _t372
        _t375 = len(_t373)
        if not _t375: _no_option268(_t374, 'disc to place')
        if _t375 <= 1:
            _i19[2] = _t373[0] if _t375 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t376 = st.chooser(_t375, _t374)
            else:
                _t376 = _st_bits(_t375.bit_length())
                while _t376 >= _t375: _t376 = _st_bits(_t375.bit_length())
            _i19[2] = _t373[_t376]; st.decisions += 1
        elif _decide269(st, _i19, _t373[:], _t374): raise _PlayoutCut266()
        _t377 = _i19[2]
        _t378 = (5 + _t372)
        if type(_t377) is int:
            _t379 = _st_zones[_st_loc[_t377]]
            if _t379[-1] == _t377: _t379.pop()
            else: _t379.remove(_t377)
            _st_zones[_t378].append(_t377); _st_loc[_t377] = _t378
        elif _t377 is not None:
            _move_cards270(st, _t377, _t378, False)
    st.thread_player = st.inline_thread = None
    L[3] = _st_vars[0]
    L[4] = 0
    L[5] = _st_vars[0]
    while (L[4] == 0):
        _budget271[0] -= 1
        if _budget271[0] < 0: _spent272(st)
        _t380 = []
        for _t381 in (['place a disc', 'bid'] or []):
            if ((_t381 == 'bid') or (not not _st_zones[(1 + L[3])])): _t380.append(_t381)
        _t382 = L[3]
        _t383 = len(_t380)
        if not _t383: _no_option268(_t382, 'place or bid')
        if _t383 <= 1:
            L[6] = _t380[0] if _t383 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t384 = st.chooser(_t383, _t382)
            else:
                _t384 = _st_bits(_t383.bit_length())
                while _t384 >= _t383: _t384 = _st_bits(_t383.bit_length())
            L[6] = _t380[_t384]; st.decisions += 1
        elif _decide274(st, L, _t380, _t382): raise _PlayoutCut266()
        if (L[6] == 'bid'):
            _t385 = (_range275(1, _a277(st)) or [])
            _t388 = L[3]
            _t389 = len(_t385)
            if not _t389: _no_option268(_t388, 'bid')
            if _t389 <= 1:
                L[7] = _t385[0] if _t389 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t390 = st.chooser(_t389, _t388)
                else:
                    _t390 = _st_bits(_t389.bit_length())
                    while _t390 >= _t389: _t390 = _st_bits(_t389.bit_length())
                L[7] = _t385[_t390]; st.decisions += 1
            elif _decide279(st, L, _t385, _t388): raise _PlayoutCut266()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t391 = _st_zones[(1 + L[3])]
            _t392 = L[3]
            _t393 = len(_t391)
            if not _t393: _no_option268(_t392, 'disc to place')
            if _t393 <= 1:
                L[8] = _t391[0] if _t393 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t394 = st.chooser(_t393, _t392)
                else:
                    _t394 = _st_bits(_t393.bit_length())
                    while _t394 >= _t393: _t394 = _st_bits(_t393.bit_length())
                L[8] = _t391[_t394]; st.decisions += 1
            elif _decide281(st, L, _t391[:], _t392): raise _PlayoutCut266()
            _t395 = L[8]
            _t396 = (5 + L[3])
            if type(_t395) is int:
                _t397 = _st_zones[_st_loc[_t395]]
                if _t397[-1] == _t395: _t397.pop()
                else: _t397.remove(_t395)
                _st_zones[_t396].append(_t395); _st_loc[_t395] = _t396
            elif _t395 is not None:
                _move_cards270(st, _t395, _t396, False)
            L[3] = _player284(_a283(st, L), 4)
    L[9] = L[0]
    L[10] = L[5]
    while ((L[4] < _a286(st)) and (len((L[9] or ())) > 1)):
        _budget271[0] -= 1
        if _budget271[0] < 0: _spent272(st)
        L[10] = _player284(_a288(st, L), 4)
        _t404 = (_range275((L[4] + 1), _a290(st)) or [])
        if _offer291(st, L, _t404): raise _PlayoutCut266()
        if (L[11] is None):
            L[9] = _remove292(st, L[9], L[10])
        else:
            L[4] = L[11]
            L[5] = L[10]
    if _p293(st, [L[5], L[4], None, None, None, None]) == 3: return 3

# <rulerun skull.rules: play #115 27a7288b>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    while True:
        _budget183[0] -= 1
        if _budget183[0] < 0: _spent184(st)
        if _p295(st, _k294[:]) == 3: return 3

# <rulerun skull.rules: play #116 bb845a89>
def _native(st, L):
    return True

# <rulerun skull.rules: take_back #117 1155021f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run298(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k299)

# <rulerun skull.rules: success #118 244b8533>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run302(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k303)

# <rulerun skull.rules: failure #119 ec1b86a4>
def _loop(st):
    _st_zones = st.zones
    _t411 = []
    for _t410 in (_k313 or ()):
        if (((len(_st_zones[(1 + _t410)]) + len(_st_zones[(5 + _t410)])) + len(_st_zones[(9 + _t410)])) > 0):
            _t411.append(_t410)
    return _t411

# <rulerun skull.rules: failure #120 1714bbcc>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run306(st, L)
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
            _t407 = L[0]
            _t408 = len(_o)
            if not _t408: _no_option308(_t407, 'disc to lose')
            if _t408 <= 1 and _st_log is None:
                L[2] = _o[0] if _t408 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t409 = st.chooser(_t408, _t407)
                else:
                    _t409 = _st_bits(_t408.bit_length())
                    while _t409 >= _t408: _t409 = _st_bits(_t408.bit_length())
                L[2] = _o[_t409]; st.decisions += 1
            elif _decide309(st, L, _o[:], _t407): return True
            pc = 3
        if pc == 3:
            _r = _run310(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run312(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] == L[0]):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _o = (_a314(st) or [])
            fr[1] = 9
            _t412 = L[0]
            _t413 = len(_o)
            if not _t413: _no_option308(_t412, 'who starts the next round')
            if _t413 <= 1 and _st_log is None:
                L[3] = _o[0] if _t413 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t414 = st.chooser(_t413, _t412)
                else:
                    _t414 = _st_bits(_t413.bit_length())
                    while _t414 >= _t413: _t414 = _st_bits(_t413.bit_length())
                L[3] = _o[_t414]; st.decisions += 1
            elif _decide316(st, L, _o, _t412): return True
            pc = 9
        if pc == 9:
            _r = _run317(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run318(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k319)

# <rulerun skull.rules: challenge #121 6277fae0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT320[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run323(st, L)
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
            _r = _run324(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c325[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _a = [L[0], L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit326(_k327)
            fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run328(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run329(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit322(_k, st, _d0): raise _Runaway321()
            continue
        if pc == 9:
            if (L[2] < L[1]):
                pc = 10
            else:
                pc = 18
        if pc == 10:
            _o = []
            for _t415 in (_k330 or []):
                if ((_t415 != L[0]) and (not not _st_zones[(5 + _t415)])): _o.append(_t415)
            fr[1] = 11
            _t416 = L[0]
            _t417 = len(_o)
            if not _t417: _no_option332(_t416, 'stack to turn up from')
            if _t417 <= 1 and _st_log is None:
                L[4] = _o[0] if _t417 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t418 = st.chooser(_t417, _t416)
                else:
                    _t418 = _st_bits(_t417.bit_length())
                    while _t418 >= _t417: _t418 = _st_bits(_t417.bit_length())
                L[4] = _o[_t418]; st.decisions += 1
            elif _decide333(st, L, _o, _t416): return True
            pc = 11
        if pc == 11:
            _r = _run334(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c325[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            _a = [L[0], L[4], None, None]
            if len(st.cur) >= 500: raise _RuleLimit326(_k335)
            fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run336(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run337(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit322(_k, st, _d0): raise _Runaway321()
            continue
        if pc == 18:
            _r = _run338(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k339)

# <rulerun skull.rules: play_round #122 999d268e>
def _loop(st):
    _t427 = 0
    for _t426 in (_k353 or ()):
        _t427 += len(st.zones[(5 + _t426)])
    return _t427

# <rulerun skull.rules: play_round #123 b2d4a9fb>
def _loop(st):
    _t435 = 0
    for _t434 in (_k362 or ()):
        _t435 += len(st.zones[(5 + _t434)])
    return _t435

# <rulerun skull.rules: play_round #124 d575ce71>
def _loop(st):
    _t437 = 0
    for _t436 in (_k365 or ()):
        _t437 += len(st.zones[(5 + _t436)])
    return _t437

# <rulerun skull.rules: play_round #125 51a18c66>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT340[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run343(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step344(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(1 + L[1])]
            fr[1] = 3
            _t419 = L[1]
            _t420 = len(_o)
            if not _t420: _no_option346(_t419, 'disc to place')
            if _t420 <= 1 and _st_log is None:
                L[2] = _o[0] if _t420 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t421 = st.chooser(_t420, _t419)
                else:
                    _t421 = _st_bits(_t420.bit_length())
                    while _t421 >= _t420: _t421 = _st_bits(_t420.bit_length())
                L[2] = _o[_t421]; st.decisions += 1
            elif _decide347(st, L, _o[:], _t419): return True
            pc = 3
        if pc == 3:
            _r = _run348(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run349(st, L)
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
            for _t422 in (['place a disc', 'bid'] or []):
                if ((_t422 == 'bid') or (not not _st_zones[(1 + L[3])])): _o.append(_t422)
            fr[1] = 8
            _t423 = L[3]
            _t424 = len(_o)
            if not _t424: _no_option346(_t423, 'place or bid')
            if _t424 <= 1 and _st_log is None:
                L[6] = _o[0] if _t424 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t425 = st.chooser(_t424, _t423)
                else:
                    _t425 = _st_bits(_t424.bit_length())
                    while _t425 >= _t424: _t425 = _st_bits(_t424.bit_length())
                L[6] = _o[_t425]; st.decisions += 1
            elif _decide351(st, L, _o, _t423): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range352(1, _a354(st)) or [])
            fr[1] = 10
            _t428 = L[3]
            _t429 = len(_o)
            if not _t429: _no_option346(_t428, 'bid')
            if _t429 <= 1 and _st_log is None:
                L[7] = _o[0] if _t429 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t430 = st.chooser(_t429, _t428)
                else:
                    _t430 = _st_bits(_t429.bit_length())
                    while _t430 >= _t429: _t430 = _st_bits(_t429.bit_length())
                L[7] = _o[_t430]; st.decisions += 1
            elif _decide356(st, L, _o, _t428): return True
            pc = 10
        if pc == 10:
            _r = _run357(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 13
            _t431 = L[3]
            _t432 = len(_o)
            if not _t432: _no_option346(_t431, 'disc to place')
            if _t432 <= 1 and _st_log is None:
                L[8] = _o[0] if _t432 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t433 = st.chooser(_t432, _t431)
                else:
                    _t433 = _st_bits(_t432.bit_length())
                    while _t433 >= _t432: _t433 = _st_bits(_t432.bit_length())
                L[8] = _o[_t433]; st.decisions += 1
            elif _decide359(st, L, _o[:], _t431): return True
            pc = 13
        if pc == 13:
            _r = _run360(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit342(_k, st, _d0): raise _Runaway341()
            continue
        if pc == 15:
            _r = _run361(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            if ((L[4] < _a363(st)) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run364(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range352((L[4] + 1), _a366(st)) or [])
            fr[1] = 19
            if _offer367(st, L, _o): return True
            pc = 19
        if pc == 19:
            _r = _run368(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit342(_k, st, _d0): raise _Runaway341()
            continue
        if pc == 21:
            _a = [L[5], L[4], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit369(_k370)
            fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k371)

# <rulerun skull.rules: play #126 674a3797>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT372[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run375(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit376(_k377)
            fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit374(_k, st, _d0): raise _Runaway373()
            continue
        if pc == 4:
            fr[1] = 5
            if _step378(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k379)

# <rulerun skull.rules: failure #127 ae446c76>
def _loop(st):
    _st_zones = st.zones
    _t442 = []
    for _t441 in (_k391 or ()):
        if (((len(_st_zones[(1 + _t441)]) + len(_st_zones[(5 + _t441)])) + len(_st_zones[(9 + _t441)])) > 0):
            _t442.append(_t441)
    return _t442

# <rulerun skull.rules: failure #128 eb8f950a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run382(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region383(st, L)
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
            _t438 = L[0]
            _t439 = len(_o)
            if not _t439: _no_option385(_t438, 'disc to lose')
            if _t439 <= 1 and _st_log is None:
                L[2] = _o[0] if _t439 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t440 = st.chooser(_t439, _t438)
                else:
                    _t440 = _st_bits(_t439.bit_length())
                    while _t440 >= _t439: _t440 = _st_bits(_t439.bit_length())
                L[2] = _o[_t440]; st.decisions += 1
            elif _decide386(st, L, _o[:], _t438): return True
            pc = 3
        if pc == 3:
            _r = _run387(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run388(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run389(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7 and st.thread_player == st.inline_thread:
            _r = _region390(st, L)
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
            _o = (_a392(st) or [])
            fr[1] = 9
            _t443 = L[0]
            _t444 = len(_o)
            if not _t444: _no_option385(_t443, 'who starts the next round')
            if _t444 <= 1 and _st_log is None:
                L[3] = _o[0] if _t444 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t445 = st.chooser(_t444, _t443)
                else:
                    _t445 = _st_bits(_t444.bit_length())
                    while _t445 >= _t444: _t445 = _st_bits(_t444.bit_length())
                L[3] = _o[_t445]; st.decisions += 1
            elif _decide394(st, L, _o, _t443): return True
            pc = 9
        if pc == 9:
            _r = _run395(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run396(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k397)

# <rulerun skull.rules: challenge #129 f2ae7958>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT398[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run401(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region402(st, L)
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
            _r = _run403(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c404[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p405(st, [L[0], L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit406(_k407)
                fr[1] = 5; st.cur.append([2, 0, _a]); return None
        if pc == 5:
            _r = _run408(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run409(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit400(_k, st, _d0): raise _Runaway399()
            continue
        if pc == 9 and st.thread_player == st.inline_thread:
            _r = _region410(st, L)
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
            for _t446 in (_k411 or []):
                if ((_t446 != L[0]) and (not not _st_zones[(5 + _t446)])): _o.append(_t446)
            fr[1] = 11
            _t447 = L[0]
            _t448 = len(_o)
            if not _t448: _no_option413(_t447, 'stack to turn up from')
            if _t448 <= 1 and _st_log is None:
                L[4] = _o[0] if _t448 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t449 = st.chooser(_t448, _t447)
                else:
                    _t449 = _st_bits(_t448.bit_length())
                    while _t449 >= _t448: _t449 = _st_bits(_t448.bit_length())
                L[4] = _o[_t449]; st.decisions += 1
            elif _decide414(st, L, _o, _t447): return True
            pc = 11
        if pc == 11:
            _r = _run415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c404[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            if st.thread_player == st.inline_thread:
                if _p405(st, [L[0], L[4], None, None]) == 3: return True
                pc = 14
            else:
                _a = [L[0], L[4], None, None]
                if len(st.cur) >= 500: raise _RuleLimit406(_k416)
                fr[1] = 14; st.cur.append([2, 0, _a]); return None
        if pc == 14:
            _r = _run417(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run418(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit400(_k, st, _d0): raise _Runaway399()
            continue
        if pc == 18:
            _r = _run419(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k420)

# <rulerun skull.rules: play_round #130 4c3e98e1>
def _loop(st):
    _t458 = 0
    for _t457 in (_k436 or ()):
        _t458 += len(st.zones[(5 + _t457)])
    return _t458

# <rulerun skull.rules: play_round #131 08d6da0c>
def _loop(st):
    _t466 = 0
    for _t465 in (_k446 or ()):
        _t466 += len(st.zones[(5 + _t465)])
    return _t466

# <rulerun skull.rules: play_round #132 e7172a04>
def _loop(st):
    _t468 = 0
    for _t467 in (_k449 or ()):
        _t468 += len(st.zones[(5 + _t467)])
    return _t468

# <rulerun skull.rules: challenge #133 be57ef6e>
def _loop(st):
    _st_zones = st.zones
    _t492 = []
    for _t491 in (_k467 or ()):
        if (((len(_st_zones[(1 + _t491)]) + len(_st_zones[(5 + _t491)])) + len(_st_zones[(9 + _t491)])) > 0):
            _t492.append(_t491)
    return _t492

# <rulerun skull.rules: challenge #134 8e36496f>
def _loop(st):
    _st_zones = st.zones
    _t494 = []
    for _t493 in (_k470 or ()):
        if (((len(_st_zones[(1 + _t493)]) + len(_st_zones[(5 + _t493)])) + len(_st_zones[(9 + _t493)])) > 0):
            _t494.append(_t493)
    return _t494

# <rulerun skull.rules: challenge #135 22b65840>
def _loop(st):
    _st_zones = st.zones
    _t497 = []
    for _t496 in (_k472 or ()):
        if (((len(_st_zones[(1 + _t496)]) + len(_st_zones[(5 + _t496)])) + len(_st_zones[(9 + _t496)])) > 0):
            _t497.append(_t496)
    return _t497

# <rulerun skull.rules: challenge #136 5c34a19d>
def _loop(st):
    _st_zones = st.zones
    _t529 = []
    for _t528 in (_k482 or ()):
        if (((len(_st_zones[(1 + _t528)]) + len(_st_zones[(5 + _t528)])) + len(_st_zones[(9 + _t528)])) > 0):
            _t529.append(_t528)
    return _t529

# <rulerun skull.rules: challenge #137 f18669f8>
def _loop(st):
    _st_zones = st.zones
    _t531 = []
    for _t530 in (_k484 or ()):
        if (((len(_st_zones[(1 + _t530)]) + len(_st_zones[(5 + _t530)])) + len(_st_zones[(9 + _t530)])) > 0):
            _t531.append(_t530)
    return _t531

# <rulerun skull.rules: challenge #138 d5d11ea9>
def _loop(st):
    _st_zones = st.zones
    _t534 = []
    for _t533 in (_k486 or ()):
        if (((len(_st_zones[(1 + _t533)]) + len(_st_zones[(5 + _t533)])) + len(_st_zones[(9 + _t533)])) > 0):
            _t534.append(_t533)
    return _t534

# <rulerun skull.rules: challenge #139 playout e44aa2f3>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text456(_audience453(st), [_PlayerRef454(_l0), ' must turn up ', _plain455(_l1), ' flowers']))
    L[2] = 0
    while ((L[2] < _l1) and (not not _st_zones[(5 + _l0)])):
        _budget457[0] -= 1
        if _budget457[0] < 0: _spent458(st)
        L[3] = (_z[-1] if (_z := _st_zones[(5 + _l0)]) else None)
        _t469 = L[3]
        _t470 = (9 + _l0)
        if type(_t469) is int and _st_log is None:
            _t471 = _st_zones[_st_loc[_t469]]
            if _t471[-1] == _t469: _t471.pop()
            else: _t471.remove(_t469)
            _st_zones[_t470].append(_t469); _st_loc[_t469] = _t470
        elif _t469 is not None:
            _move_cards459(st, _t469, _t470, False)
        if (_c460[L[3]] == 'skull'):
            if _p476(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    while (L[2] < _l1):
        _budget457[0] -= 1
        if _budget457[0] < 0: _spent458(st)
        _t501 = []
        for _t502 in (_k477 or []):
            if ((_t502 != _l0) and (not not _st_zones[(5 + _t502)])): _t501.append(_t502)
        _t503 = _l0
        _t504 = len(_t501)
        if not _t504: _no_option464(_t503, 'stack to turn up from')
        if _t504 <= 1 and _st_log is None:
            L[4] = _t501[0] if _t504 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t505 = st.chooser(_t504, _t503)
            else:
                _t505 = _st_bits(_t504.bit_length())
                while _t505 >= _t504: _t505 = _st_bits(_t504.bit_length())
            L[4] = _t501[_t505]; st.decisions += 1
        elif _decide479(st, L, _t501, _t503): raise _PlayoutCut462()
        L[5] = (_z[-1] if (_z := _st_zones[(5 + L[4])]) else None)
        _t506 = L[5]
        _t507 = (9 + L[4])
        if type(_t506) is int and _st_log is None:
            _t508 = _st_zones[_st_loc[_t506]]
            if _t508[-1] == _t506: _t508.pop()
            else: _t508.remove(_t506)
            _st_zones[_t507].append(_t506); _st_loc[_t506] = _t507
        elif _t506 is not None:
            _move_cards459(st, _t506, _t507, False)
        if (_c460[L[5]] == 'skull'):
            if _p476(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = L[2] + 1
    _i24l0 = _l0
    _st_vars[1 + _i24l0] = _st_vars[1 + _i24l0] + 1
    if _st_log is not None: _st_log.append(_Text456(_audience453(st), [_PlayerRef454(_i24l0), ' succeeds and has ', _plain455(_st_vars[1 + _i24l0]), ' point(s)']))
    if (_st_vars[1 + _i24l0] == 2):
        _end_game469(st, _i24l0, True); return 3
    _i25 = [None, None, None]
    for _t538 in (_k489 or []):
        _i25[2] = _t538
        _t539 = (9 + _t538)
        _t540 = (1 + _t538)
        if _st_log is None and _t539 != _t540:
            _t541 = _st_zones[_t539]; _st_zones[_t540] += _t541
            for _t542 in _t541: _st_loc[_t542] = _t540
            _t541.clear()
        else:
            _move_cards459(st, _st_zones[_t539][:], _t540, False)
        _t543 = (5 + _t538)
        _t544 = (1 + _t538)
        if _st_log is None and _t543 != _t544:
            _t545 = _st_zones[_t543]; _st_zones[_t544] += _t545
            for _t546 in _t545: _st_loc[_t546] = _t544
            _t545.clear()
        else:
            _move_cards459(st, _st_zones[_t543][:], _t544, False)
    _st_vars[0] = _i24l0

# <rulerun skull.rules: play_round #140 d60b5268>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT421[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run424(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region425(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step426(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(1 + L[1])]
            fr[1] = 3
            _t450 = L[1]
            _t451 = len(_o)
            if not _t451: _no_option428(_t450, 'disc to place')
            if _t451 <= 1 and _st_log is None:
                L[2] = _o[0] if _t451 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t452 = st.chooser(_t451, _t450)
                else:
                    _t452 = _st_bits(_t451.bit_length())
                    while _t452 >= _t451: _t452 = _st_bits(_t451.bit_length())
                L[2] = _o[_t452]; st.decisions += 1
            elif _decide429(st, L, _o[:], _t450): return True
            pc = 3
        if pc == 3:
            _r = _run430(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run431(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region432(st, L)
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
            for _t453 in (['place a disc', 'bid'] or []):
                if ((_t453 == 'bid') or (not not _st_zones[(1 + L[3])])): _o.append(_t453)
            fr[1] = 8
            _t454 = L[3]
            _t455 = len(_o)
            if not _t455: _no_option428(_t454, 'place or bid')
            if _t455 <= 1 and _st_log is None:
                L[6] = _o[0] if _t455 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t456 = st.chooser(_t455, _t454)
                else:
                    _t456 = _st_bits(_t455.bit_length())
                    while _t456 >= _t455: _t456 = _st_bits(_t455.bit_length())
                L[6] = _o[_t456]; st.decisions += 1
            elif _decide434(st, L, _o, _t454): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range435(1, _a437(st)) or [])
            fr[1] = 10
            _t459 = L[3]
            _t460 = len(_o)
            if not _t460: _no_option428(_t459, 'bid')
            if _t460 <= 1 and _st_log is None:
                L[7] = _o[0] if _t460 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t461 = st.chooser(_t460, _t459)
                else:
                    _t461 = _st_bits(_t460.bit_length())
                    while _t461 >= _t460: _t461 = _st_bits(_t460.bit_length())
                L[7] = _o[_t461]; st.decisions += 1
            elif _decide439(st, L, _o, _t459): return True
            pc = 10
        if pc == 10:
            _r = _run440(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 13
            _t462 = L[3]
            _t463 = len(_o)
            if not _t463: _no_option428(_t462, 'disc to place')
            if _t463 <= 1 and _st_log is None:
                L[8] = _o[0] if _t463 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t464 = st.chooser(_t463, _t462)
                else:
                    _t464 = _st_bits(_t463.bit_length())
                    while _t464 >= _t463: _t464 = _st_bits(_t463.bit_length())
                L[8] = _o[_t464]; st.decisions += 1
            elif _decide442(st, L, _o[:], _t462): return True
            pc = 13
        if pc == 13:
            _r = _run443(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit423(_k, st, _d0): raise _Runaway422()
            continue
        if pc == 15:
            _r = _run444(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16 and st.thread_player == st.inline_thread:
            _r = _region445(st, L)
            if _r is None:
                pc = 21
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 16:
            if ((L[4] < _a447(st)) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run448(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range435((L[4] + 1), _a450(st)) or [])
            fr[1] = 19
            if _offer451(st, L, _o): return True
            pc = 19
        if pc == 19:
            _r = _run452(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit423(_k, st, _d0): raise _Runaway422()
            continue
        if pc == 21:
            if st.thread_player == st.inline_thread:
                if _p490(st, [L[5], L[4], None, None, None, None]) == 3: return True
                pc = 22
            else:
                _a = [L[5], L[4], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit491(_k492)
                fr[1] = 22; st.cur.append([3, 0, _a]); return None
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k493)

# <rulerun skull.rules: play #141 fcd6af96>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT494[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run497(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region498(st, L)
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
                if _p499(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit500(_k501)
                fr[1] = 3; st.cur.append([4, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit496(_k, st, _d0): raise _Runaway495()
            continue
        if pc == 4:
            fr[1] = 5
            if _step502(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k503)

# <rulerun skull.rules: rank #142 7c1767c2>
def _native(st, p):
    _st_zones = st.zones
    return (st.vars[1 + p], ((len(_st_zones[(1 + p)]) + len(_st_zones[(5 + p)])) + len(_st_zones[(9 + p)])), )

