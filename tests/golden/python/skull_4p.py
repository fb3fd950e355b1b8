# <rulerun skull.rules: take_back #0 039902d1>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
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
        if _memo0: _memo0.clear()

# <rulerun skull.rules: success #1 8c9da675>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
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

# <rulerun skull.rules: failure #2 eeb3db80>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
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
        _t24 = (4 + _t19)
        _t25 = (0 + _t19)
        if _st_log is None and _t24 != _t25:
            _t26 = _st_zones[_t24]; _st_zones[_t25] += _t26
            for _t27 in _t26: _st_loc[_t27] = _t25
            _t26.clear()
        else:
            _move_cards14(st, _st_zones[_t24][:], _t25, False)
        if _memo0: _memo0.clear()

# <rulerun skull.rules: failure #3 5db4bdc8>
def _native(st, L):
    _st_loc = st.loc
    _memo0, = st.memos
    _st_zones = st.zones
    _t28 = L[2]
    _t29 = (12 + L[0])
    if type(_t28) is int and st.log is None:
        _t30 = _st_zones[(_t31 := _st_loc[_t28])]
        if _t30[-1] == _t28: _t30.pop()
        else: _t30.remove(_t28)
        _st_zones[_t29].append(_t28); _st_loc[_t28] = _t29
        _t32 = _leaving16[_t31]
        if _memo0 and _t32 & 1: _memo0.clear()
    elif _t28 is not None:
        _move_cards15(st, _t28, _t29, False)
        if _memo0: _memo0.clear()

# <rulerun skull.rules: failure #4 d960a015>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0, = st.memos
    _st_zones = st.zones
    _t33 = _random_item18(st, (0 + _l0))
    _t34 = (12 + _l0)
    if type(_t33) is int and st.log is None:
        _t35 = _st_zones[(_t36 := _st_loc[_t33])]
        if _t35[-1] == _t33: _t35.pop()
        else: _t35.remove(_t33)
        _st_zones[_t34].append(_t33); _st_loc[_t33] = _t34
        _t37 = _leaving19[_t36]
        if _memo0 and _t37 & 1: _memo0.clear()
    elif _t33 is not None:
        _move_cards17(st, _t33, _t34, False)
        if _memo0: _memo0.clear()

# <rulerun skull.rules: failure #5 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: failure #6 edbb5963>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
    _st_zones = st.zones
    if (L[1] == _l0):
        _t38 = _st_zones[(0 + _l0)]
        _t39 = _l0
        _t40 = len(_t38)
        if not _t40: _no_option22(_t39, 'disc to lose')
        if _t40 <= 1 and _st_log is None:
            L[2] = _t38[0] if _t40 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t41 = st.chooser(_t40, _t39)
            else:
                _t41 = _st_bits(_t40.bit_length())
                while _t41 >= _t40: _t41 = _st_bits(_t40.bit_length())
            L[2] = _t38[_t41]; st.decisions += 1
        elif _st_log is None: _pend23(st, L, _t38[:], _t39); raise _PlayoutCut20()
        elif _decide24(st, L, _t38[:], _t39): raise _PlayoutCut20()
        _t42 = L[2]
        _t43 = (12 + _l0)
        if type(_t42) is int and _st_log is None:
            _t44 = _st_zones[(_t45 := _st_loc[_t42])]
            if _t44[-1] == _t42: _t44.pop()
            else: _t44.remove(_t42)
            _st_zones[_t43].append(_t42); _st_loc[_t42] = _t43
            _t46 = _leaving26[_t45]
            if _memo0 and _t46 & 1: _memo0.clear()
        elif _t42 is not None:
            _move_cards25(st, _t42, _t43, False)
            if _memo0: _memo0.clear()
    else:
        _t47 = _random_item27(st, (0 + _l0))
        _t48 = (12 + _l0)
        if type(_t47) is int and _st_log is None:
            _t49 = _st_zones[(_t50 := _st_loc[_t47])]
            if _t49[-1] == _t47: _t49.pop()
            else: _t49.remove(_t47)
            _st_zones[_t48].append(_t47); _st_loc[_t47] = _t48
            _t51 = _leaving28[_t50]
            if _memo0 and _t51 & 1: _memo0.clear()
        elif _t47 is not None:
            _move_cards25(st, _t47, _t48, False)
            if _memo0: _memo0.clear()

# <rulerun skull.rules: failure #7 2de78b88>
def _loop(st):
    _st_zones = st.zones
    _t53 = []
    for _t52 in (_k32 or ()):
        if (((len(_st_zones[(0 + _t52)]) + len(_st_zones[(4 + _t52)])) + len(_st_zones[(8 + _t52)])) > 0):
            _t53.append(_t52)
    return _t53

# <rulerun skull.rules: failure #8 edb46b2e>
def _loop(st):
    _st_zones = st.zones
    _t55 = []
    for _t54 in (_k35 or ()):
        if (((len(_st_zones[(0 + _t54)]) + len(_st_zones[(4 + _t54)])) + len(_st_zones[(8 + _t54)])) > 0):
            _t55.append(_t54)
    return _t55

# <rulerun skull.rules: failure #9 596e168f>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text31(_audience29(st), [_PlayerRef30(_l0), ' loses a disc for good']))
    if (((len(_st_zones[(0 + _l0)]) + len(_st_zones[(4 + _l0)])) + len(_st_zones[(8 + _l0)])) == 0):
        if _st_log is not None: _st_log.append(_Text31(_audience29(st), [_PlayerRef30(_l0), ' has no discs left and is out of the game']))
    if (len((_a33(st) or ())) == 1):
        _end_game34(st, _a36(st), True); return 3

# <rulerun skull.rules: failure #10 fe32267c>
def _native(st, L):
    st.vars[0] = L[3]

# <rulerun skull.rules: failure #11 53409193>
def _native(st, L):
    st.vars[0] = L[1]

# <rulerun skull.rules: failure #12 2c9dea25>
def _loop(st):
    _st_zones = st.zones
    _t58 = []
    for _t57 in (_k37 or ()):
        if (((len(_st_zones[(0 + _t57)]) + len(_st_zones[(4 + _t57)])) + len(_st_zones[(8 + _t57)])) > 0):
            _t58.append(_t57)
    return _t58

# <rulerun skull.rules: failure #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: failure #14 cf3f23d1>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    if (_l1 == _l0):
        _t56 = (_a38(st) or [])
        _t59 = _l0
        _t60 = len(_t56)
        if not _t60: _no_option41(_t59, 'who starts the next round')
        if _t60 <= 1 and _st_log is None:
            L[3] = _t56[0] if _t60 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t61 = st.chooser(_t60, _t59)
            else:
                _t61 = _st_bits(_t60.bit_length())
                while _t61 >= _t60: _t61 = _st_bits(_t60.bit_length())
            L[3] = _t56[_t61]; st.decisions += 1
        elif _st_log is None: _pend42(st, L, _t56, _t59); raise _PlayoutCut39()
        elif _decide43(st, L, _t56, _t59): raise _PlayoutCut39()
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

# <rulerun skull.rules: failure #18 986a089f>
def _loop(st):
    _st_zones = st.zones
    _t63 = []
    for _t62 in (_k44 or ()):
        if (((len(_st_zones[(0 + _t62)]) + len(_st_zones[(4 + _t62)])) + len(_st_zones[(8 + _t62)])) > 0):
            _t63.append(_t62)
    return _t63

# <rulerun skull.rules: failure #19 b60baf69>
def _native(st, L):
    return _player46(_a45(st), 4)

# <rulerun skull.rules: challenge #20 b3598124>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text50(_audience47(st), [_PlayerRef48(L[0]), ' must turn up ', _plain49(L[1]), ' flowers']))
    L[2] = 0

# <rulerun skull.rules: challenge #21 46c67a15>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0, = st.memos
    _st_zones = st.zones
    L[3] = (_z[-1] if (_z := _st_zones[(4 + _l0)]) else None)
    _t64 = L[3]
    _t65 = (8 + _l0)
    if type(_t64) is int and st.log is None:
        _t66 = _st_zones[(_t67 := _st_loc[_t64])]
        if _t66[-1] == _t64: _t66.pop()
        else: _t66.remove(_t64)
        _st_zones[_t65].append(_t64); _st_loc[_t64] = _t65
        _t68 = _leaving52[_t67]
        if _memo0 and _t68 & 1: _memo0.clear()
    elif _t64 is not None:
        _move_cards51(st, _t64, _t65, False)
        if _memo0: _memo0.clear()

# <rulerun skull.rules: challenge #22 e693422f>
def _native(st, L):
    return 2

# <rulerun skull.rules: challenge #23 5f53311e>
def _native(st, L):
    L[2] = (_t69 if -1000000000000000000 <= (_t69 := L[2] + 1) <= 1000000000000000000 else _beyond53(_t69))

# <rulerun skull.rules: challenge #24 73a54361>
def _loop(st):
    _st_zones = st.zones
    _t99 = []
    for _t98 in (_k70 or ()):
        if (((len(_st_zones[(0 + _t98)]) + len(_st_zones[(4 + _t98)])) + len(_st_zones[(8 + _t98)])) > 0):
            _t99.append(_t98)
    return _t99

# <rulerun skull.rules: challenge #25 e27f0630>
def _loop(st):
    _st_zones = st.zones
    _t101 = []
    for _t100 in (_k73 or ()):
        if (((len(_st_zones[(0 + _t100)]) + len(_st_zones[(4 + _t100)])) + len(_st_zones[(8 + _t100)])) > 0):
            _t101.append(_t100)
    return _t101

# <rulerun skull.rules: challenge #26 ac86e2f5>
def _loop(st):
    _st_zones = st.zones
    _t104 = []
    for _t103 in (_k75 or ()):
        if (((len(_st_zones[(0 + _t103)]) + len(_st_zones[(4 + _t103)])) + len(_st_zones[(8 + _t103)])) > 0):
            _t104.append(_t103)
    return _t104

# <rulerun skull.rules: failure #27 75976edc>
def _loop(st):
    _st_zones = st.zones
    _t132 = []
    for _t131 in (_k93 or ()):
        if (((len(_st_zones[(0 + _t131)]) + len(_st_zones[(4 + _t131)])) + len(_st_zones[(8 + _t131)])) > 0):
            _t132.append(_t131)
    return _t132

# <rulerun skull.rules: failure #28 f8e71660>
def _loop(st):
    _st_zones = st.zones
    _t134 = []
    for _t133 in (_k96 or ()):
        if (((len(_st_zones[(0 + _t133)]) + len(_st_zones[(4 + _t133)])) + len(_st_zones[(8 + _t133)])) > 0):
            _t134.append(_t133)
    return _t134

# <rulerun skull.rules: failure #29 a39f030d>
def _loop(st):
    _st_zones = st.zones
    _t137 = []
    for _t136 in (_k98 or ()):
        if (((len(_st_zones[(0 + _t136)]) + len(_st_zones[(4 + _t136)])) + len(_st_zones[(8 + _t136)])) > 0):
            _t137.append(_t136)
    return _t137

# <rulerun skull.rules: failure #30 playout 6f62ed3a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text82(_audience80(st), [_PlayerRef81(_l0), ' turns up the skull of ', _PlayerRef81(_l1), ' and fails']))
    _i4 = [None, None, None]
    for _t108 in (_k83 or []):
        _i4[2] = _t108
        _t109 = (8 + _t108)
        _t110 = (0 + _t108)
        if _st_log is None and _t109 != _t110:
            _t111 = _st_zones[_t109]; _st_zones[_t110] += _t111
            for _t112 in _t111: _st_loc[_t112] = _t110
            _t111.clear()
        else:
            _move_cards84(st, _st_zones[_t109][:], _t110, False)
        _t113 = (4 + _t108)
        _t114 = (0 + _t108)
        if _st_log is None and _t113 != _t114:
            _t115 = _st_zones[_t113]; _st_zones[_t114] += _t115
            for _t116 in _t115: _st_loc[_t116] = _t114
            _t115.clear()
        else:
            _move_cards84(st, _st_zones[_t113][:], _t114, False)
        if _memo0: _memo0.clear()
    if (_l1 == _l0):
        _t117 = _st_zones[(0 + _l0)]
        _t118 = _l0
        _t119 = len(_t117)
        if not _t119: _no_option87(_t118, 'disc to lose')
        if _t119 <= 1 and _st_log is None:
            L[2] = _t117[0] if _t119 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t120 = st.chooser(_t119, _t118)
            else:
                _t120 = _st_bits(_t119.bit_length())
                while _t120 >= _t119: _t120 = _st_bits(_t119.bit_length())
            L[2] = _t117[_t120]; st.decisions += 1
        elif _st_log is None: _pend88(st, L, _t117[:], _t118); raise _PlayoutCut85()
        elif _decide89(st, L, _t117[:], _t118): raise _PlayoutCut85()
        _t121 = L[2]
        _t122 = (12 + _l0)
        if type(_t121) is int and _st_log is None:
            _t123 = _st_zones[(_t124 := _st_loc[_t121])]
            if _t123[-1] == _t121: _t123.pop()
            else: _t123.remove(_t121)
            _st_zones[_t122].append(_t121); _st_loc[_t121] = _t122
            _t125 = _leaving90[_t124]
            if _memo0 and _t125 & 1: _memo0.clear()
        elif _t121 is not None:
            _move_cards84(st, _t121, _t122, False)
            if _memo0: _memo0.clear()
    else:
        _t126 = _random_item91(st, (0 + _l0))
        _t127 = (12 + _l0)
        if type(_t126) is int and _st_log is None:
            _t128 = _st_zones[(_t129 := _st_loc[_t126])]
            if _t128[-1] == _t126: _t128.pop()
            else: _t128.remove(_t126)
            _st_zones[_t127].append(_t126); _st_loc[_t126] = _t127
            _t130 = _leaving92[_t129]
            if _memo0 and _t130 & 1: _memo0.clear()
        elif _t126 is not None:
            _move_cards84(st, _t126, _t127, False)
            if _memo0: _memo0.clear()
    if _st_log is not None: _st_log.append(_Text82(_audience80(st), [_PlayerRef81(_l0), ' loses a disc for good']))
    if (((len(_st_zones[(0 + _l0)]) + len(_st_zones[(4 + _l0)])) + len(_st_zones[(8 + _l0)])) == 0):
        if _st_log is not None: _st_log.append(_Text82(_audience80(st), [_PlayerRef81(_l0), ' has no discs left and is out of the game']))
    if (len((_a94(st) or ())) == 1):
        _end_game95(st, _a97(st), True); return 3
    if (_l1 == _l0):
        _t135 = (_a99(st) or [])
        _t138 = _l0
        _t139 = len(_t135)
        if not _t139: _no_option87(_t138, 'who starts the next round')
        if _t139 <= 1 and _st_log is None:
            L[3] = _t135[0] if _t139 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t140 = st.chooser(_t139, _t138)
            else:
                _t140 = _st_bits(_t139.bit_length())
                while _t140 >= _t139: _t140 = _st_bits(_t139.bit_length())
            L[3] = _t135[_t140]; st.decisions += 1
        elif _st_log is None: _pend101(st, L, _t135, _t138); raise _PlayoutCut85()
        elif _decide102(st, L, _t135, _t138): raise _PlayoutCut85()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #31 b4281727>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0, = st.memos
    _st_zones = st.zones
    while ((L[2] < L[1]) and (not not _st_zones[(4 + _l0)])):
        st.budget -= 1
        if st.budget < 0: _spent54(st)
        L[3] = (_z[-1] if (_z := _st_zones[(4 + _l0)]) else None)
        _t70 = L[3]
        _t71 = (8 + _l0)
        if type(_t70) is int and st.log is None:
            _t72 = _st_zones[(_t73 := _st_loc[_t70])]
            if _t72[-1] == _t70: _t72.pop()
            else: _t72.remove(_t70)
            _st_zones[_t71].append(_t70); _st_loc[_t70] = _t71
            _t74 = _leaving56[_t73]
            if _memo0 and _t74 & 1: _memo0.clear()
        elif _t70 is not None:
            _move_cards55(st, _t70, _t71, False)
            if _memo0: _memo0.clear()
        if (_c57[L[3]] == 'skull'):
            if _p103(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t141 if -1000000000000000000 <= (_t141 := L[2] + 1) <= 1000000000000000000 else _beyond104(_t141))

# <rulerun skull.rules: challenge #32 d69111f8>
def _native(st, L):
    _l4 = L[4]
    _st_loc = st.loc
    _memo0, = st.memos
    _st_zones = st.zones
    L[5] = (_z[-1] if (_z := _st_zones[(4 + _l4)]) else None)
    _t142 = L[5]
    _t143 = (8 + _l4)
    if type(_t142) is int and st.log is None:
        _t144 = _st_zones[(_t145 := _st_loc[_t142])]
        if _t144[-1] == _t142: _t144.pop()
        else: _t144.remove(_t142)
        _st_zones[_t143].append(_t142); _st_loc[_t142] = _t143
        _t146 = _leaving106[_t145]
        if _memo0 and _t146 & 1: _memo0.clear()
    elif _t142 is not None:
        _move_cards105(st, _t142, _t143, False)
        if _memo0: _memo0.clear()

# <rulerun skull.rules: challenge #33 e693422f>
def _native(st, L):
    return 2

# <rulerun skull.rules: challenge #34 1bc33631>
def _native(st, L):
    L[2] = (_t147 if -1000000000000000000 <= (_t147 := L[2] + 1) <= 1000000000000000000 else _beyond107(_t147))

# <rulerun skull.rules: challenge #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #36 77733b10>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
    _st_zones = st.zones
    while (L[2] < L[1]):
        st.budget -= 1
        if st.budget < 0: _spent108(st)
        _t148 = []
        for _t149 in (_k109 or []):
            if ((_t149 != _l0) and (not not _st_zones[(4 + _t149)])): _t148.append(_t149)
        _t150 = _l0
        _t151 = len(_t148)
        if not _t151: _no_option112(_t150, 'stack to turn up from')
        if _t151 <= 1 and _st_log is None:
            L[4] = _t148[0] if _t151 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t152 = st.chooser(_t151, _t150)
            else:
                _t152 = _st_bits(_t151.bit_length())
                while _t152 >= _t151: _t152 = _st_bits(_t151.bit_length())
            L[4] = _t148[_t152]; st.decisions += 1
        elif _st_log is None: _pend113(st, L, _t148, _t150); raise _PlayoutCut110()
        elif _decide114(st, L, _t148, _t150): raise _PlayoutCut110()
        L[5] = (_z[-1] if (_z := _st_zones[(4 + L[4])]) else None)
        _t153 = L[5]
        _t154 = (8 + L[4])
        if type(_t153) is int and _st_log is None:
            _t155 = _st_zones[(_t156 := _st_loc[_t153])]
            if _t155[-1] == _t153: _t155.pop()
            else: _t155.remove(_t153)
            _st_zones[_t154].append(_t153); _st_loc[_t153] = _t154
            _t157 = _leaving116[_t156]
            if _memo0 and _t157 & 1: _memo0.clear()
        elif _t153 is not None:
            _move_cards115(st, _t153, _t154, False)
            if _memo0: _memo0.clear()
        if (_c117[L[5]] == 'skull'):
            if _p118(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t158 if -1000000000000000000 <= (_t158 := L[2] + 1) <= 1000000000000000000 else _beyond119(_t158))

# <rulerun skull.rules: challenge #37 132140c7>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _i5l0 = L[0]
    _st_vars[1 + _i5l0] = (_t159 if -1000000000000000000 <= (_t159 := _st_vars[1 + _i5l0] + 1) <= 1000000000000000000 else _beyond120(_t159))
    if _st_log is not None: _st_log.append(_Text124(_audience121(st), [_PlayerRef122(_i5l0), ' succeeds and has ', _plain123(_st_vars[1 + _i5l0]), ' point(s)']))
    if (_st_vars[1 + _i5l0] == 2):
        _end_game125(st, _i5l0, True); return 3
    _i6 = [None, None, None]
    for _t160 in (_k126 or []):
        _i6[2] = _t160
        _t161 = (8 + _t160)
        _t162 = (0 + _t160)
        if _st_log is None and _t161 != _t162:
            _t163 = _st_zones[_t161]; _st_zones[_t162] += _t163
            for _t164 in _t163: _st_loc[_t164] = _t162
            _t163.clear()
        else:
            _move_cards127(st, _st_zones[_t161][:], _t162, False)
        _t165 = (4 + _t160)
        _t166 = (0 + _t160)
        if _st_log is None and _t165 != _t166:
            _t167 = _st_zones[_t165]; _st_zones[_t166] += _t167
            for _t168 in _t167: _st_loc[_t168] = _t166
            _t167.clear()
        else:
            _move_cards127(st, _st_zones[_t165][:], _t166, False)
        if _memo0: _memo0.clear()
    _st_vars[0] = _i5l0

# <rulerun skull.rules: challenge #38 22fc7e9c>
def _native(st, L):
    return ((L[2] < L[1]) and (not not st.zones[(4 + L[0])]))

# <rulerun skull.rules: challenge #39 a1529360>
def _native(st, L):
    return (_c128[L[3]] == 'skull')

# <rulerun skull.rules: challenge #40 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #41 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #42 b63affe2>
def _native(st, L):
    return (L[2] < L[1])

# <rulerun skull.rules: challenge #43 5ea3133c>
def _native(st, L):
    return _k129

# <rulerun skull.rules: challenge #44 3d5bc85c>
def _native(st, L):
    _l4 = L[4]
    return ((_l4 != L[0]) and (not not st.zones[(4 + _l4)]))

# <rulerun skull.rules: challenge #45 b14ccdd4>
def _native(st, L):
    return (_c130[L[5]] == 'skull')

# <rulerun skull.rules: challenge #46 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun skull.rules: challenge #47 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play_round #48 3e202b2a>
def _loop(st):
    _st_zones = st.zones
    _t170 = []
    for _t169 in (_k131 or ()):
        if (((len(_st_zones[(0 + _t169)]) + len(_st_zones[(4 + _t169)])) + len(_st_zones[(8 + _t169)])) > 0):
            _t170.append(_t169)
    return _t170

# <rulerun skull.rules: play_round #49 62b4eee4>
def _native(st, L):
    L[0] = _player133(_a132(st), 4)

# <rulerun skull.rules: play_round #50 e446ec71>
def _native(st, L):
    _st_loc = st.loc
    _memo0, = st.memos
    _st_zones = st.zones
    _t171 = L[2]
    _t172 = (4 + L[1])
    if type(_t171) is int and st.log is None:
        _t173 = _st_zones[_st_loc[_t171]]
        if _t173[-1] == _t171: _t173.pop()
        else: _t173.remove(_t171)
        _st_zones[_t172].append(_t171); _st_loc[_t171] = _t172
    elif _t171 is not None:
        _move_cards134(st, _t171, _t172, False)
    if _memo0: _memo0.clear()

# <rulerun skull.rules: play_round #51 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun skull.rules: play_round #52 08595c4a>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0, = st.memos
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t174 in (L[0] or []):
        st.thread_player = st.inline_thread = _t174
        _i7 = L[:]; _i7[1] = _t174
        _t175 = _st_zones[(0 + _t174)]
        _t176 = _t174
        _t177 = len(_t175)
        if not _t177: _no_option137(_t176, 'disc to place')
        if _t177 <= 1:
            _i7[2] = _t175[0] if _t177 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t178 = st.chooser(_t177, _t176)
            else:
                _t178 = _st_bits(_t177.bit_length())
                while _t178 >= _t177: _t178 = _st_bits(_t177.bit_length())
            _i7[2] = _t175[_t178]; st.decisions += 1
        elif _decide138(st, _i7, _t175[:], _t176): raise _PlayoutCut135()
        _t179 = _i7[2]
        _t180 = (4 + _t174)
        if type(_t179) is int:
            _t181 = _st_zones[_st_loc[_t179]]
            if _t181[-1] == _t179: _t181.pop()
            else: _t181.remove(_t179)
            _st_zones[_t180].append(_t179); _st_loc[_t179] = _t180
        elif _t179 is not None:
            _move_cards139(st, _t179, _t180, False)
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

# <rulerun skull.rules: play_round #55 b570079c>
def _loop(st, L):
    for _t185 in (_o141[L[3]] or ()):
        if (_t185 in (L[0] or ())):
            return _t185
    return None

# <rulerun skull.rules: play_round #56 1f4c1894>
def _native(st, L):
    _st_loc = st.loc
    _memo0, = st.memos
    _st_zones = st.zones
    _t182 = L[8]
    _t183 = (4 + L[3])
    if type(_t182) is int and st.log is None:
        _t184 = _st_zones[_st_loc[_t182]]
        if _t184[-1] == _t182: _t184.pop()
        else: _t184.remove(_t182)
        _st_zones[_t183].append(_t182); _st_loc[_t182] = _t183
    elif _t182 is not None:
        _move_cards140(st, _t182, _t183, False)
    if _memo0: _memo0.clear()
    L[3] = _player143(_a142(st, L), 4)

# <rulerun skull.rules: play_round #57 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #58 7262a1d9>
def _loop(st):
    _t194 = 0
    for _t193 in (_k151 or ()):
        _t194 += len(st.zones[(4 + _t193)])
    return _t194

# <rulerun skull.rules: play_round #59 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #60 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #61 a2530b26>
def _loop(st, L):
    for _t205 in (_o160[L[3]] or ()):
        if (_t205 in (L[0] or ())):
            return _t205
    return None

# <rulerun skull.rules: play_round #62 972e0700>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
    _st_zones = st.zones
    while (L[4] == 0):
        st.budget -= 1
        if st.budget < 0: _spent144(st)
        _t187 = []
        for _t188 in (['place a disc', 'bid'] or []):
            if ((_t188 == 'bid') or (not not _st_zones[(0 + L[3])])): _t187.append(_t188)
        _t189 = L[3]
        _t190 = len(_t187)
        if not _t190: _no_option147(_t189, 'place or bid')
        if _t190 <= 1 and _st_log is None:
            L[6] = _t187[0] if _t190 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t191 = st.chooser(_t190, _t189)
            else:
                _t191 = _st_bits(_t190.bit_length())
                while _t191 >= _t190: _t191 = _st_bits(_t190.bit_length())
            L[6] = _t187[_t191]; st.decisions += 1
        elif _st_log is None: _pend148(st, L, _t187, _t189); raise _PlayoutCut145()
        elif _decide149(st, L, _t187, _t189): raise _PlayoutCut145()
        if (L[6] == 'bid'):
            _t192 = (_range150(1, (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a152(st)))) or [])
            _t195 = L[3]
            _t196 = len(_t192)
            if not _t196: _no_option147(_t195, 'bid')
            if _t196 <= 1 and _st_log is None:
                L[7] = _t192[0] if _t196 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t197 = st.chooser(_t196, _t195)
                else:
                    _t197 = _st_bits(_t196.bit_length())
                    while _t197 >= _t196: _t197 = _st_bits(_t196.bit_length())
                L[7] = _t192[_t197]; st.decisions += 1
            elif _st_log is None: _pend154(st, L, _t192, _t195); raise _PlayoutCut145()
            elif _decide155(st, L, _t192, _t195): raise _PlayoutCut145()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t198 = _st_zones[(0 + L[3])]
            _t199 = L[3]
            _t200 = len(_t198)
            if not _t200: _no_option147(_t199, 'disc to place')
            if _t200 <= 1 and _st_log is None:
                L[8] = _t198[0] if _t200 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t201 = st.chooser(_t200, _t199)
                else:
                    _t201 = _st_bits(_t200.bit_length())
                    while _t201 >= _t200: _t201 = _st_bits(_t200.bit_length())
                L[8] = _t198[_t201]; st.decisions += 1
            elif _st_log is None: _pend157(st, L, _t198[:], _t199); raise _PlayoutCut145()
            elif _decide158(st, L, _t198[:], _t199): raise _PlayoutCut145()
            _t202 = L[8]
            _t203 = (4 + L[3])
            if type(_t202) is int and _st_log is None:
                _t204 = _st_zones[_st_loc[_t202]]
                if _t204[-1] == _t202: _t204.pop()
                else: _t204.remove(_t202)
                _st_zones[_t203].append(_t202); _st_loc[_t202] = _t203
            elif _t202 is not None:
                _move_cards159(st, _t202, _t203, False)
            if _memo0: _memo0.clear()
            L[3] = _player162(_a161(st, L), 4)

# <rulerun skull.rules: play_round #63 8e134cf3>
def _native(st, L):
    L[9] = L[0]
    L[10] = L[5]

# <rulerun skull.rules: play_round #64 be4c1616>
def _loop(st, L):
    for _t207 in (_o163[L[10]] or ()):
        if (_t207 in (L[9] or ())):
            return _t207
    return None

# <rulerun skull.rules: play_round #65 a474a10b>
def _native(st, L):
    L[10] = _player165(_a164(st, L), 4)

# <rulerun skull.rules: play_round #66 1697cb75>
def _native(st, L):
    _l10 = L[10]
    _l11 = L[11]
    if (_l11 is None):
        L[9] = _remove166(st, L[9], _l10)
    else:
        L[4] = _l11
        L[5] = _l10

# <rulerun skull.rules: play_round #67 5e71515e>
def _loop(st):
    _t210 = 0
    for _t209 in (_k167 or ()):
        _t210 += len(st.zones[(4 + _t209)])
    return _t210

# <rulerun skull.rules: play_round #68 320d75ab>
def _loop(st, L):
    for _t211 in (_o170[L[10]] or ()):
        if (_t211 in (L[9] or ())):
            return _t211
    return None

# <rulerun skull.rules: play_round #69 3c5555ee>
def _loop(st):
    _t216 = 0
    for _t215 in (_k175 or ()):
        _t216 += len(st.zones[(4 + _t215)])
    return _t216

# <rulerun skull.rules: play_round #70 53f8df5f>
def _native(st, L):
    return L[10]

# <rulerun skull.rules: play_round #71 b9e3c446>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _memo0, = st.memos
    while ((L[4] < (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a168(st)))) and (len((L[9] or ())) > 1)):
        st.budget -= 1
        if st.budget < 0: _spent169(st)
        L[10] = _player172(_a171(st, L), 4)
        _t213 = (_range173((_t214 if -1000000000000000000 <= (_t214 := (L[4] + 1)) <= 1000000000000000000 else _beyond174(_t214)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a176(st)))) or [])
        _t217 = L[10]
        _t218 = len(_t213) + 1
        if _t218 == 1:
            L[11] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t219 = st.chooser(_t218, _t217)
            else:
                _t219 = _st_bits(_t218.bit_length())
                while _t219 >= _t218: _t219 = _st_bits(_t218.bit_length())
            L[11] = _t213[_t219 - 1] if _t219 else None; st.decisions += 1
        elif _st_log is None: _pend179(st, L, [None] + _t213, _t217); raise _PlayoutCut177()
        elif _decide180(st, L, _t213, _t217): raise _PlayoutCut177()
        if (L[11] is None):
            L[9] = _remove181(st, L[9], L[10])
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

# <rulerun skull.rules: play_round #78 ae0295d6>
def _loop(st):
    _t221 = 0
    for _t220 in (_k183 or ()):
        _t221 += len(st.zones[(4 + _t220)])
    return _t221

# <rulerun skull.rules: play_round #79 1aadcde3>
def _native(st, L):
    return _range182(1, _a184(st))

# <rulerun skull.rules: play_round #80 4d985038>
def _native(st, L):
    return (0 + L[3])

# <rulerun skull.rules: play_round #81 b398f3bd>
def _loop(st):
    _t223 = 0
    for _t222 in (_k185 or ()):
        _t223 += len(st.zones[(4 + _t222)])
    return _t223

# <rulerun skull.rules: play_round #82 9bbb24d8>
def _native(st, L):
    return ((L[4] < _a186(st)) and (len((L[9] or ())) > 1))

# <rulerun skull.rules: play_round #83 e2ee6485>
def _loop(st):
    _t226 = 0
    for _t225 in (_k189 or ()):
        _t226 += len(st.zones[(4 + _t225)])
    return _t226

# <rulerun skull.rules: play_round #84 e330be08>
def _native(st, L):
    return _range187((_t224 if -1000000000000000000 <= (_t224 := (L[4] + 1)) <= 1000000000000000000 else _beyond188(_t224)), _a190(st))

# <rulerun skull.rules: play_round #85 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun skull.rules: play_round #86 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play #87 ff4c152c>
def _native(st, L):
    st.vars[0] = _random_item191(st, _k192)

# <rulerun skull.rules: play #88 aa95e7e2>
def _loop(st):
    _st_zones = st.zones
    _t228 = []
    for _t227 in (_k194 or ()):
        if (((len(_st_zones[(0 + _t227)]) + len(_st_zones[(4 + _t227)])) + len(_st_zones[(8 + _t227)])) > 0):
            _t228.append(_t227)
    return _t228

# <rulerun skull.rules: play #89 7148d295>
def _loop(st):
    _t244 = 0
    for _t243 in (_k205 or ()):
        _t244 += len(st.zones[(4 + _t243)])
    return _t244

# <rulerun skull.rules: play #90 712def0e>
def _loop(st, _i8):
    for _t255 in (_o211[_i8[3]] or ()):
        if (_t255 in (_i8[0] or ())):
            return _t255
    return None

# <rulerun skull.rules: play #91 8b1852de>
def _loop(st):
    _t258 = 0
    for _t257 in (_k214 or ()):
        _t258 += len(st.zones[(4 + _t257)])
    return _t258

# <rulerun skull.rules: play #92 e27e1834>
def _loop(st, _i8):
    for _t259 in (_o216[_i8[10]] or ()):
        if (_t259 in (_i8[9] or ())):
            return _t259
    return None

# <rulerun skull.rules: play #93 35bd5c6c>
def _loop(st):
    _t264 = 0
    for _t263 in (_k219 or ()):
        _t264 += len(st.zones[(4 + _t263)])
    return _t264

# <rulerun skull.rules: failure #94 02c2c468>
def _loop(st):
    _st_zones = st.zones
    _t297 = []
    for _t296 in (_k237 or ()):
        if (((len(_st_zones[(0 + _t296)]) + len(_st_zones[(4 + _t296)])) + len(_st_zones[(8 + _t296)])) > 0):
            _t297.append(_t296)
    return _t297

# <rulerun skull.rules: failure #95 fb6aabd5>
def _loop(st):
    _st_zones = st.zones
    _t299 = []
    for _t298 in (_k240 or ()):
        if (((len(_st_zones[(0 + _t298)]) + len(_st_zones[(4 + _t298)])) + len(_st_zones[(8 + _t298)])) > 0):
            _t299.append(_t298)
    return _t299

# <rulerun skull.rules: failure #96 f45760c8>
def _loop(st):
    _st_zones = st.zones
    _t302 = []
    for _t301 in (_k242 or ()):
        if (((len(_st_zones[(0 + _t301)]) + len(_st_zones[(4 + _t301)])) + len(_st_zones[(8 + _t301)])) > 0):
            _t302.append(_t301)
    return _t302

# <rulerun skull.rules: failure #97 playout, without a log 469b2575>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _i10 = [None, None, None]
    for _t273 in (_k228 or []):
        _i10[2] = _t273
        _t274 = (8 + _t273)
        _t275 = (0 + _t273)
        if _t274 != _t275:
            _t276 = _st_zones[_t274]; _st_zones[_t275] += _t276
            for _t277 in _t276: _st_loc[_t277] = _t275
            _t276.clear()
        else:
            _move_cards229(st, _st_zones[_t274][:], _t275, False)
        _t278 = (4 + _t273)
        _t279 = (0 + _t273)
        if _t278 != _t279:
            _t280 = _st_zones[_t278]; _st_zones[_t279] += _t280
            for _t281 in _t280: _st_loc[_t281] = _t279
            _t280.clear()
        else:
            _move_cards229(st, _st_zones[_t278][:], _t279, False)
        if _memo0: _memo0.clear()
    if (_l1 == _l0):
        _t282 = _st_zones[(0 + _l0)]
        _t283 = _l0
        _t284 = len(_t282)
        if not _t284: _no_option232(_t283, 'disc to lose')
        if _t284 <= 1:
            L[2] = _t282[0] if _t284 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t285 = st.chooser(_t284, _t283)
            else:
                _t285 = _st_bits(_t284.bit_length())
                while _t285 >= _t284: _t285 = _st_bits(_t284.bit_length())
            L[2] = _t282[_t285]; st.decisions += 1
        elif _decide233(st, L, _t282[:], _t283): raise _PlayoutCut230()
        _t286 = L[2]
        _t287 = (12 + _l0)
        if type(_t286) is int:
            _t288 = _st_zones[(_t289 := _st_loc[_t286])]
            if _t288[-1] == _t286: _t288.pop()
            else: _t288.remove(_t286)
            _st_zones[_t287].append(_t286); _st_loc[_t286] = _t287
            _t290 = _leaving234[_t289]
            if _memo0 and _t290 & 1: _memo0.clear()
        elif _t286 is not None:
            _move_cards229(st, _t286, _t287, False)
            if _memo0: _memo0.clear()
    else:
        _t291 = _random_item235(st, (0 + _l0))
        _t292 = (12 + _l0)
        if type(_t291) is int:
            _t293 = _st_zones[(_t294 := _st_loc[_t291])]
            if _t293[-1] == _t291: _t293.pop()
            else: _t293.remove(_t291)
            _st_zones[_t292].append(_t291); _st_loc[_t291] = _t292
            _t295 = _leaving236[_t294]
            if _memo0 and _t295 & 1: _memo0.clear()
        elif _t291 is not None:
            _move_cards229(st, _t291, _t292, False)
            if _memo0: _memo0.clear()
    if (((len(_st_zones[(0 + _l0)]) + len(_st_zones[(4 + _l0)])) + len(_st_zones[(8 + _l0)])) == 0):
        pass
    if (len((_a238(st) or ())) == 1):
        _end_game239(st, _a241(st), True); return 3
    if (_l1 == _l0):
        _t300 = (_a243(st) or [])
        _t303 = _l0
        _t304 = len(_t300)
        if not _t304: _no_option232(_t303, 'who starts the next round')
        if _t304 <= 1:
            L[3] = _t300[0] if _t304 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t305 = st.chooser(_t304, _t303)
            else:
                _t305 = _st_bits(_t304.bit_length())
                while _t305 >= _t304: _t305 = _st_bits(_t304.bit_length())
            L[3] = _t300[_t305]; st.decisions += 1
        elif _decide245(st, L, _t300, _t303): raise _PlayoutCut230()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #98 playout, without a log 2149e056>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    L[2] = 0
    while ((L[2] < _l1) and (not not _st_zones[(4 + _l0)])):
        st.budget -= 1
        if st.budget < 0: _spent224(st)
        L[3] = (_z[-1] if (_z := _st_zones[(4 + _l0)]) else None)
        _t268 = L[3]
        _t269 = (8 + _l0)
        if type(_t268) is int:
            _t270 = _st_zones[(_t271 := _st_loc[_t268])]
            if _t270[-1] == _t268: _t270.pop()
            else: _t270.remove(_t268)
            _st_zones[_t269].append(_t268); _st_loc[_t268] = _t269
            _t272 = _leaving226[_t271]
            if _memo0 and _t272 & 1: _memo0.clear()
        elif _t268 is not None:
            _move_cards225(st, _t268, _t269, False)
            if _memo0: _memo0.clear()
        if (_c227[L[3]] == 'skull'):
            if _p246(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t306 if -1000000000000000000 <= (_t306 := L[2] + 1) <= 1000000000000000000 else _beyond247(_t306))
    while (L[2] < _l1):
        st.budget -= 1
        if st.budget < 0: _spent224(st)
        _t307 = []
        for _t308 in (_k248 or []):
            if ((_t308 != _l0) and (not not _st_zones[(4 + _t308)])): _t307.append(_t308)
        _t309 = _l0
        _t310 = len(_t307)
        if not _t310: _no_option251(_t309, 'stack to turn up from')
        if _t310 <= 1:
            L[4] = _t307[0] if _t310 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t311 = st.chooser(_t310, _t309)
            else:
                _t311 = _st_bits(_t310.bit_length())
                while _t311 >= _t310: _t311 = _st_bits(_t310.bit_length())
            L[4] = _t307[_t311]; st.decisions += 1
        elif _decide252(st, L, _t307, _t309): raise _PlayoutCut249()
        L[5] = (_z[-1] if (_z := _st_zones[(4 + L[4])]) else None)
        _t312 = L[5]
        _t313 = (8 + L[4])
        if type(_t312) is int:
            _t314 = _st_zones[(_t315 := _st_loc[_t312])]
            if _t314[-1] == _t312: _t314.pop()
            else: _t314.remove(_t312)
            _st_zones[_t313].append(_t312); _st_loc[_t312] = _t313
            _t316 = _leaving253[_t315]
            if _memo0 and _t316 & 1: _memo0.clear()
        elif _t312 is not None:
            _move_cards225(st, _t312, _t313, False)
            if _memo0: _memo0.clear()
        if (_c227[L[5]] == 'skull'):
            if _p246(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t317 if -1000000000000000000 <= (_t317 := L[2] + 1) <= 1000000000000000000 else _beyond247(_t317))
    _i11l0 = _l0
    _st_vars[1 + _i11l0] = (_t318 if -1000000000000000000 <= (_t318 := _st_vars[1 + _i11l0] + 1) <= 1000000000000000000 else _beyond247(_t318))
    if (_st_vars[1 + _i11l0] == 2):
        _end_game254(st, _i11l0, True); return 3
    _i12 = [None, None, None]
    for _t319 in (_k255 or []):
        _i12[2] = _t319
        _t320 = (8 + _t319)
        _t321 = (0 + _t319)
        if _t320 != _t321:
            _t322 = _st_zones[_t320]; _st_zones[_t321] += _t322
            for _t323 in _t322: _st_loc[_t323] = _t321
            _t322.clear()
        else:
            _move_cards225(st, _st_zones[_t320][:], _t321, False)
        _t324 = (4 + _t319)
        _t325 = (0 + _t319)
        if _t324 != _t325:
            _t326 = _st_zones[_t324]; _st_zones[_t325] += _t326
            for _t327 in _t326: _st_loc[_t327] = _t325
            _t326.clear()
        else:
            _move_cards225(st, _st_zones[_t324][:], _t325, False)
        if _memo0: _memo0.clear()
    _st_vars[0] = _i11l0

# <rulerun skull.rules: play_round #99 f2841754>
def _loop(st):
    _st_zones = st.zones
    _t329 = []
    for _t328 in (_k257 or ()):
        if (((len(_st_zones[(0 + _t328)]) + len(_st_zones[(4 + _t328)])) + len(_st_zones[(8 + _t328)])) > 0):
            _t329.append(_t328)
    return _t329

# <rulerun skull.rules: play_round #100 ebc63e6d>
def _loop(st):
    _t345 = 0
    for _t344 in (_k269 or ()):
        _t345 += len(st.zones[(4 + _t344)])
    return _t345

# <rulerun skull.rules: play_round #101 18ed8178>
def _loop(st, L):
    for _t356 in (_o275[L[3]] or ()):
        if (_t356 in (L[0] or ())):
            return _t356
    return None

# <rulerun skull.rules: play_round #102 635f8788>
def _loop(st):
    _t359 = 0
    for _t358 in (_k278 or ()):
        _t359 += len(st.zones[(4 + _t358)])
    return _t359

# <rulerun skull.rules: play_round #103 530ab0c9>
def _loop(st, L):
    for _t360 in (_o280[L[10]] or ()):
        if (_t360 in (L[9] or ())):
            return _t360
    return None

# <rulerun skull.rules: play_round #104 d85279d1>
def _loop(st):
    _t365 = 0
    for _t364 in (_k283 or ()):
        _t365 += len(st.zones[(4 + _t364)])
    return _t365

# <rulerun skull.rules: play_round #105 playout, without a log eddb32e3>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    L[0] = _player259(_a258(st), 4)
    for _t330 in (L[0] or []):
        st.thread_player = st.inline_thread = _t330
        _i13 = L[:]; _i13[1] = _t330
        _t331 = _st_zones[(0 + _t330)]
        _t332 = _t330
        _t333 = len(_t331)
        if not _t333: _no_option262(_t332, 'disc to place')
        if _t333 <= 1:
            _i13[2] = _t331[0] if _t333 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t334 = st.chooser(_t333, _t332)
            else:
                _t334 = _st_bits(_t333.bit_length())
                while _t334 >= _t333: _t334 = _st_bits(_t333.bit_length())
            _i13[2] = _t331[_t334]; st.decisions += 1
        elif _decide263(st, _i13, _t331[:], _t332): raise _PlayoutCut260()
        _t335 = _i13[2]
        _t336 = (4 + _t330)
        if type(_t335) is int:
            _t337 = _st_zones[_st_loc[_t335]]
            if _t337[-1] == _t335: _t337.pop()
            else: _t337.remove(_t335)
            _st_zones[_t336].append(_t335); _st_loc[_t335] = _t336
        elif _t335 is not None:
            _move_cards264(st, _t335, _t336, False)
        if _memo0: _memo0.clear()
    st.thread_player = st.inline_thread = None
    L[3] = _st_vars[0]
    L[4] = 0
    L[5] = _st_vars[0]
    while (L[4] == 0):
        st.budget -= 1
        if st.budget < 0: _spent265(st)
        _t338 = []
        for _t339 in (['place a disc', 'bid'] or []):
            if ((_t339 == 'bid') or (not not _st_zones[(0 + L[3])])): _t338.append(_t339)
        _t340 = L[3]
        _t341 = len(_t338)
        if not _t341: _no_option262(_t340, 'place or bid')
        if _t341 <= 1:
            L[6] = _t338[0] if _t341 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t342 = st.chooser(_t341, _t340)
            else:
                _t342 = _st_bits(_t341.bit_length())
                while _t342 >= _t341: _t342 = _st_bits(_t341.bit_length())
            L[6] = _t338[_t342]; st.decisions += 1
        elif _decide267(st, L, _t338, _t340): raise _PlayoutCut260()
        if (L[6] == 'bid'):
            _t343 = (_range268(1, (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a270(st)))) or [])
            _t346 = L[3]
            _t347 = len(_t343)
            if not _t347: _no_option262(_t346, 'bid')
            if _t347 <= 1:
                L[7] = _t343[0] if _t347 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t348 = st.chooser(_t347, _t346)
                else:
                    _t348 = _st_bits(_t347.bit_length())
                    while _t348 >= _t347: _t348 = _st_bits(_t347.bit_length())
                L[7] = _t343[_t348]; st.decisions += 1
            elif _decide272(st, L, _t343, _t346): raise _PlayoutCut260()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t349 = _st_zones[(0 + L[3])]
            _t350 = L[3]
            _t351 = len(_t349)
            if not _t351: _no_option262(_t350, 'disc to place')
            if _t351 <= 1:
                L[8] = _t349[0] if _t351 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t352 = st.chooser(_t351, _t350)
                else:
                    _t352 = _st_bits(_t351.bit_length())
                    while _t352 >= _t351: _t352 = _st_bits(_t351.bit_length())
                L[8] = _t349[_t352]; st.decisions += 1
            elif _decide274(st, L, _t349[:], _t350): raise _PlayoutCut260()
            _t353 = L[8]
            _t354 = (4 + L[3])
            if type(_t353) is int:
                _t355 = _st_zones[_st_loc[_t353]]
                if _t355[-1] == _t353: _t355.pop()
                else: _t355.remove(_t353)
                _st_zones[_t354].append(_t353); _st_loc[_t353] = _t354
            elif _t353 is not None:
                _move_cards264(st, _t353, _t354, False)
            if _memo0: _memo0.clear()
            L[3] = _player277(_a276(st, L), 4)
    L[9] = L[0]
    L[10] = L[5]
    while ((L[4] < (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a279(st)))) and (len((L[9] or ())) > 1)):
        st.budget -= 1
        if st.budget < 0: _spent265(st)
        L[10] = _player277(_a281(st, L), 4)
        _t362 = (_range268((_t363 if -1000000000000000000 <= (_t363 := (L[4] + 1)) <= 1000000000000000000 else _beyond282(_t363)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a284(st)))) or [])
        _t366 = L[10]
        _t367 = len(_t362) + 1
        if _t367 == 1:
            L[11] = None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t368 = st.chooser(_t367, _t366)
            else:
                _t368 = _st_bits(_t367.bit_length())
                while _t368 >= _t367: _t368 = _st_bits(_t367.bit_length())
            L[11] = _t362[_t368 - 1] if _t368 else None; st.decisions += 1
        elif _decide286(st, L, _t362, _t366): raise _PlayoutCut260()
        if (L[11] is None):
            L[9] = _remove287(st, L[9], L[10])
        else:
            L[4] = L[11]
            L[5] = L[10]
    if _p288(st, [L[5], L[4], None, None, None, None]) == 3: return 3

# <rulerun skull.rules: play #106 fec0ca4d>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    while True:
        st.budget -= 1
        if st.budget < 0: _spent193(st)
        if _p290(st, _k289[:]) == 3: return 3

# <rulerun skull.rules: play #107 bb845a89>
def _native(st, L):
    return True

# <rulerun skull.rules: take_back #108 1d4d8a92>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run293(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k294)

# <rulerun skull.rules: success #109 b2c214d3>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run297(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k298)

# <rulerun skull.rules: failure #110 cddb2757>
def _loop(st):
    _st_zones = st.zones
    _t373 = []
    for _t372 in (_k310 or ()):
        if (((len(_st_zones[(0 + _t372)]) + len(_st_zones[(4 + _t372)])) + len(_st_zones[(8 + _t372)])) > 0):
            _t373.append(_t372)
    return _t373

# <rulerun skull.rules: failure #111 a6f9c427>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run301(st, L)
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
            _t369 = L[0]
            _t370 = len(_o)
            if not _t370: _no_option303(_t369, 'disc to lose')
            if _t370 <= 1 and _st_log is None:
                L[2] = _o[0] if _t370 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t371 = st.chooser(_t370, _t369)
                else:
                    _t371 = _st_bits(_t370.bit_length())
                    while _t371 >= _t370: _t371 = _st_bits(_t370.bit_length())
                L[2] = _o[_t371]; st.decisions += 1
                if st.thread_player is not None: _answered304(st, _t371)
            elif _st_log is None: _pend305(st, L, _o[:], _t369); return True
            elif _decide306(st, L, _o[:], _t369): return True
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
            _t374 = L[0]
            _t375 = len(_o)
            if not _t375: _no_option303(_t374, 'who starts the next round')
            if _t375 <= 1 and _st_log is None:
                L[3] = _o[0] if _t375 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t376 = st.chooser(_t375, _t374)
                else:
                    _t376 = _st_bits(_t375.bit_length())
                    while _t376 >= _t375: _t376 = _st_bits(_t375.bit_length())
                L[3] = _o[_t376]; st.decisions += 1
                if st.thread_player is not None: _answered304(st, _t376)
            elif _st_log is None: _pend313(st, L, _o, _t374); return True
            elif _decide314(st, L, _o, _t374): return True
            pc = 9
        if pc == 9:
            _r = _run315(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run316(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k317)

# <rulerun skull.rules: challenge #112 c41d35c6>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run320(st, L)
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
            fr[1] = 5; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs325[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 5
        if pc == 5:
            _r = _run326(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run327(st, L)
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
            for _t377 in (_k328 or []):
                if ((_t377 != L[0]) and (not not _st_zones[(4 + _t377)])): _o.append(_t377)
            fr[1] = 11
            _t378 = L[0]
            _t379 = len(_o)
            if not _t379: _no_option330(_t378, 'stack to turn up from')
            if _t379 <= 1 and _st_log is None:
                L[4] = _o[0] if _t379 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t380 = st.chooser(_t379, _t378)
                else:
                    _t380 = _st_bits(_t379.bit_length())
                    while _t380 >= _t379: _t380 = _st_bits(_t379.bit_length())
                L[4] = _o[_t380]; st.decisions += 1
                if st.thread_player is not None: _answered331(st, _t380)
            elif _st_log is None: _pend332(st, L, _o, _t378); return True
            elif _decide333(st, L, _o, _t378): return True
            pc = 11
        if pc == 11:
            _r = _run334(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c322[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            _a = [L[0], L[4], None, None]
            if len(st.cur) >= 500: raise _RuleLimit323(_k335)
            fr[1] = 14; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs325[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 14
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
            if _k > _lim and _over_limit319(_k, st, _d0): raise _Runaway318()
            continue
        if pc == 18:
            _r = _run338(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k339)

# <rulerun skull.rules: play_round #113 748e6be0>
def _loop(st):
    _t389 = 0
    for _t388 in (_k355 or ()):
        _t389 += len(st.zones[(4 + _t388)])
    return _t389

# <rulerun skull.rules: play_round #114 e474ab6a>
def _loop(st):
    _t397 = 0
    for _t396 in (_k366 or ()):
        _t397 += len(st.zones[(4 + _t396)])
    return _t397

# <rulerun skull.rules: play_round #115 48f168ab>
def _loop(st):
    _t400 = 0
    for _t399 in (_k370 or ()):
        _t400 += len(st.zones[(4 + _t399)])
    return _t400

# <rulerun skull.rules: play_round #116 7431755e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0, = st.memos
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run342(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step343(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(0 + L[1])]
            fr[1] = 3
            _t381 = L[1]
            _t382 = len(_o)
            if not _t382: _no_option345(_t381, 'disc to place')
            if _t382 <= 1 and _st_log is None:
                L[2] = _o[0] if _t382 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t383 = st.chooser(_t382, _t381)
                else:
                    _t383 = _st_bits(_t382.bit_length())
                    while _t383 >= _t382: _t383 = _st_bits(_t382.bit_length())
                L[2] = _o[_t383]; st.decisions += 1
                if st.thread_player is not None: _answered346(st, _t383)
            elif _st_log is None: _pend347(st, L, _o[:], _t381); return True
            elif _decide348(st, L, _o[:], _t381): return True
            pc = 3
        if pc == 3:
            _r = _run349(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run350(st, L)
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
            for _t384 in (['place a disc', 'bid'] or []):
                if ((_t384 == 'bid') or (not not _st_zones[(0 + L[3])])): _o.append(_t384)
            fr[1] = 8
            _t385 = L[3]
            _t386 = len(_o)
            if not _t386: _no_option345(_t385, 'place or bid')
            if _t386 <= 1 and _st_log is None:
                L[6] = _o[0] if _t386 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t387 = st.chooser(_t386, _t385)
                else:
                    _t387 = _st_bits(_t386.bit_length())
                    while _t387 >= _t386: _t387 = _st_bits(_t386.bit_length())
                L[6] = _o[_t387]; st.decisions += 1
                if st.thread_player is not None: _answered346(st, _t387)
            elif _st_log is None: _pend352(st, L, _o, _t385); return True
            elif _decide353(st, L, _o, _t385): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range354(1, (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a356(st)))) or [])
            fr[1] = 10
            _t390 = L[3]
            _t391 = len(_o)
            if not _t391: _no_option345(_t390, 'bid')
            if _t391 <= 1 and _st_log is None:
                L[7] = _o[0] if _t391 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t392 = st.chooser(_t391, _t390)
                else:
                    _t392 = _st_bits(_t391.bit_length())
                    while _t392 >= _t391: _t392 = _st_bits(_t391.bit_length())
                L[7] = _o[_t392]; st.decisions += 1
                if st.thread_player is not None: _answered346(st, _t392)
            elif _st_log is None: _pend358(st, L, _o, _t390); return True
            elif _decide359(st, L, _o, _t390): return True
            pc = 10
        if pc == 10:
            _r = _run360(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(0 + L[3])]
            fr[1] = 13
            _t393 = L[3]
            _t394 = len(_o)
            if not _t394: _no_option345(_t393, 'disc to place')
            if _t394 <= 1 and _st_log is None:
                L[8] = _o[0] if _t394 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t395 = st.chooser(_t394, _t393)
                else:
                    _t395 = _st_bits(_t394.bit_length())
                    while _t395 >= _t394: _t395 = _st_bits(_t394.bit_length())
                L[8] = _o[_t395]; st.decisions += 1
                if st.thread_player is not None: _answered346(st, _t395)
            elif _st_log is None: _pend362(st, L, _o[:], _t393); return True
            elif _decide363(st, L, _o[:], _t393): return True
            pc = 13
        if pc == 13:
            _r = _run364(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 14:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit341(_k, st, _d0): raise _Runaway340()
            continue
        if pc == 15:
            _r = _run365(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            if ((L[4] < (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a367(st)))) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run368(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range354((_t398 if -1000000000000000000 <= (_t398 := (L[4] + 1)) <= 1000000000000000000 else _beyond369(_t398)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a371(st)))) or [])
            fr[1] = 19
            _t401 = L[10]
            _t402 = len(_o) + 1
            if _t402 == 1:
                L[11] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t403 = st.chooser(_t402, _t401)
                else:
                    _t403 = _st_bits(_t402.bit_length())
                    while _t403 >= _t402: _t403 = _st_bits(_t402.bit_length())
                L[11] = _o[_t403 - 1] if _t403 else None; st.decisions += 1
                if st.thread_player is not None: _answered346(st, _t403)
            elif _st_log is None: _pend373(st, L, [None] + _o, _t401); return True
            elif _decide374(st, L, _o, _t401): return True
            pc = 19
        if pc == 19:
            _r = _run375(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit341(_k, st, _d0): raise _Runaway340()
            continue
        if pc == 21:
            _a = [L[5], L[4], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit376(_k377)
            fr[1] = 22; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs378[3](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 22
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k379)

# <rulerun skull.rules: play #117 b4b1bc12>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
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
            fr[1] = 3; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs385[4](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit381(_k, st, _d0): raise _Runaway380()
            continue
        if pc == 4:
            fr[1] = 5
            if _step386(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k387)

# <rulerun skull.rules: failure #118 e9856c90>
def _loop(st):
    _st_zones = st.zones
    _t408 = []
    for _t407 in (_k401 or ()):
        if (((len(_st_zones[(0 + _t407)]) + len(_st_zones[(4 + _t407)])) + len(_st_zones[(8 + _t407)])) > 0):
            _t408.append(_t407)
    return _t408

# <rulerun skull.rules: failure #119 15c8c834>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
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
            _t404 = L[0]
            _t405 = len(_o)
            if not _t405: _no_option393(_t404, 'disc to lose')
            if _t405 <= 1 and _st_log is None:
                L[2] = _o[0] if _t405 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t406 = st.chooser(_t405, _t404)
                else:
                    _t406 = _st_bits(_t405.bit_length())
                    while _t406 >= _t405: _t406 = _st_bits(_t405.bit_length())
                L[2] = _o[_t406]; st.decisions += 1
                if st.thread_player is not None: _answered394(st, _t406)
            elif _st_log is None: _pend395(st, L, _o[:], _t404); return True
            elif _decide396(st, L, _o[:], _t404): return True
            pc = 3
        if pc == 3:
            _r = _run397(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 5:
            _r = _run398(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6:
            _r = _run399(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7 and st.thread_player == st.inline_thread:
            _r = _region400(st, L)
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
            _o = (_a402(st) or [])
            fr[1] = 9
            _t409 = L[0]
            _t410 = len(_o)
            if not _t410: _no_option393(_t409, 'who starts the next round')
            if _t410 <= 1 and _st_log is None:
                L[3] = _o[0] if _t410 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t411 = st.chooser(_t410, _t409)
                else:
                    _t411 = _st_bits(_t410.bit_length())
                    while _t411 >= _t410: _t411 = _st_bits(_t410.bit_length())
                L[3] = _o[_t411]; st.decisions += 1
                if st.thread_player is not None: _answered394(st, _t411)
            elif _st_log is None: _pend404(st, L, _o, _t409); return True
            elif _decide405(st, L, _o, _t409): return True
            pc = 9
        if pc == 9:
            _r = _run406(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 11:
            _r = _run407(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k408)

# <rulerun skull.rules: challenge #120 61e4a6b2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run411(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region412(st, L)
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
            _r = _run413(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c414[L[3]] == 'skull'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p415(st, [L[0], L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit416(_k417)
                fr[1] = 5; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs418[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 5
        if pc == 5:
            _r = _run419(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            _r = _run420(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit410(_k, st, _d0): raise _Runaway409()
            continue
        if pc == 9 and st.thread_player == st.inline_thread:
            _r = _region421(st, L)
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
            for _t412 in (_k422 or []):
                if ((_t412 != L[0]) and (not not _st_zones[(4 + _t412)])): _o.append(_t412)
            fr[1] = 11
            _t413 = L[0]
            _t414 = len(_o)
            if not _t414: _no_option424(_t413, 'stack to turn up from')
            if _t414 <= 1 and _st_log is None:
                L[4] = _o[0] if _t414 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t415 = st.chooser(_t414, _t413)
                else:
                    _t415 = _st_bits(_t414.bit_length())
                    while _t415 >= _t414: _t415 = _st_bits(_t414.bit_length())
                L[4] = _o[_t415]; st.decisions += 1
                if st.thread_player is not None: _answered425(st, _t415)
            elif _st_log is None: _pend426(st, L, _o, _t413); return True
            elif _decide427(st, L, _o, _t413): return True
            pc = 11
        if pc == 11:
            _r = _run428(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c414[L[5]] == 'skull'):
                pc = 13
            else:
                pc = 16
        if pc == 13:
            if st.thread_player == st.inline_thread:
                if _p415(st, [L[0], L[4], None, None]) == 3: return True
                pc = 14
            else:
                _a = [L[0], L[4], None, None]
                if len(st.cur) >= 500: raise _RuleLimit416(_k429)
                fr[1] = 14; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs418[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 14
        if pc == 14:
            _r = _run430(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            _r = _run431(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
            _k += 1
            if _k > _lim and _over_limit410(_k, st, _d0): raise _Runaway409()
            continue
        if pc == 18:
            _r = _run432(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k433)

# <rulerun skull.rules: play_round #121 ba6c83cb>
def _loop(st):
    _t424 = 0
    for _t423 in (_k451 or ()):
        _t424 += len(st.zones[(4 + _t423)])
    return _t424

# <rulerun skull.rules: play_round #122 6a5955f8>
def _loop(st):
    _t432 = 0
    for _t431 in (_k463 or ()):
        _t432 += len(st.zones[(4 + _t431)])
    return _t432

# <rulerun skull.rules: play_round #123 0fbf5bad>
def _loop(st):
    _t435 = 0
    for _t434 in (_k467 or ()):
        _t435 += len(st.zones[(4 + _t434)])
    return _t435

# <rulerun skull.rules: challenge #124 playout 40e2a70d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text476(_audience473(st), [_PlayerRef474(_l0), ' must turn up ', _plain475(_l1), ' flowers']))
    L[2] = 0
    while ((L[2] < _l1) and (not not _st_zones[(4 + _l0)])):
        st.budget -= 1
        if st.budget < 0: _spent477(st)
        L[3] = (_z[-1] if (_z := _st_zones[(4 + _l0)]) else None)
        _t439 = L[3]
        _t440 = (8 + _l0)
        if type(_t439) is int and _st_log is None:
            _t441 = _st_zones[(_t442 := _st_loc[_t439])]
            if _t441[-1] == _t439: _t441.pop()
            else: _t441.remove(_t439)
            _st_zones[_t440].append(_t439); _st_loc[_t439] = _t440
            _t443 = _leaving479[_t442]
            if _memo0 and _t443 & 1: _memo0.clear()
        elif _t439 is not None:
            _move_cards478(st, _t439, _t440, False)
            if _memo0: _memo0.clear()
        if (_c480[L[3]] == 'skull'):
            if _p481(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t444 if -1000000000000000000 <= (_t444 := L[2] + 1) <= 1000000000000000000 else _beyond482(_t444))
    while (L[2] < _l1):
        st.budget -= 1
        if st.budget < 0: _spent477(st)
        _t445 = []
        for _t446 in (_k483 or []):
            if ((_t446 != _l0) and (not not _st_zones[(4 + _t446)])): _t445.append(_t446)
        _t447 = _l0
        _t448 = len(_t445)
        if not _t448: _no_option486(_t447, 'stack to turn up from')
        if _t448 <= 1 and _st_log is None:
            L[4] = _t445[0] if _t448 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t449 = st.chooser(_t448, _t447)
            else:
                _t449 = _st_bits(_t448.bit_length())
                while _t449 >= _t448: _t449 = _st_bits(_t448.bit_length())
            L[4] = _t445[_t449]; st.decisions += 1
        elif _st_log is None: _pend487(st, L, _t445, _t447); raise _PlayoutCut484()
        elif _decide488(st, L, _t445, _t447): raise _PlayoutCut484()
        L[5] = (_z[-1] if (_z := _st_zones[(4 + L[4])]) else None)
        _t450 = L[5]
        _t451 = (8 + L[4])
        if type(_t450) is int and _st_log is None:
            _t452 = _st_zones[(_t453 := _st_loc[_t450])]
            if _t452[-1] == _t450: _t452.pop()
            else: _t452.remove(_t450)
            _st_zones[_t451].append(_t450); _st_loc[_t450] = _t451
            _t454 = _leaving489[_t453]
            if _memo0 and _t454 & 1: _memo0.clear()
        elif _t450 is not None:
            _move_cards478(st, _t450, _t451, False)
            if _memo0: _memo0.clear()
        if (_c480[L[5]] == 'skull'):
            if _p481(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t455 if -1000000000000000000 <= (_t455 := L[2] + 1) <= 1000000000000000000 else _beyond482(_t455))
    _i14l0 = _l0
    _st_vars[1 + _i14l0] = (_t456 if -1000000000000000000 <= (_t456 := _st_vars[1 + _i14l0] + 1) <= 1000000000000000000 else _beyond482(_t456))
    if _st_log is not None: _st_log.append(_Text476(_audience473(st), [_PlayerRef474(_i14l0), ' succeeds and has ', _plain475(_st_vars[1 + _i14l0]), ' point(s)']))
    if (_st_vars[1 + _i14l0] == 2):
        _end_game490(st, _i14l0, True); return 3
    _i15 = [None, None, None]
    for _t457 in (_k491 or []):
        _i15[2] = _t457
        _t458 = (8 + _t457)
        _t459 = (0 + _t457)
        if _st_log is None and _t458 != _t459:
            _t460 = _st_zones[_t458]; _st_zones[_t459] += _t460
            for _t461 in _t460: _st_loc[_t461] = _t459
            _t460.clear()
        else:
            _move_cards478(st, _st_zones[_t458][:], _t459, False)
        _t462 = (4 + _t457)
        _t463 = (0 + _t457)
        if _st_log is None and _t462 != _t463:
            _t464 = _st_zones[_t462]; _st_zones[_t463] += _t464
            for _t465 in _t464: _st_loc[_t465] = _t463
            _t464.clear()
        else:
            _move_cards478(st, _st_zones[_t462][:], _t463, False)
        if _memo0: _memo0.clear()
    _st_vars[0] = _i14l0

# <rulerun skull.rules: play_round #125 33353e8a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0, = st.memos
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
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
            _o = _st_zones[(0 + L[1])]
            fr[1] = 3
            _t416 = L[1]
            _t417 = len(_o)
            if not _t417: _no_option440(_t416, 'disc to place')
            if _t417 <= 1 and _st_log is None:
                L[2] = _o[0] if _t417 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t418 = st.chooser(_t417, _t416)
                else:
                    _t418 = _st_bits(_t417.bit_length())
                    while _t418 >= _t417: _t418 = _st_bits(_t417.bit_length())
                L[2] = _o[_t418]; st.decisions += 1
                if st.thread_player is not None: _answered441(st, _t418)
            elif _st_log is None: _pend442(st, L, _o[:], _t416); return True
            elif _decide443(st, L, _o[:], _t416): return True
            pc = 3
        if pc == 3:
            _r = _run444(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run445(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 6
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region446(st, L)
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
            for _t419 in (['place a disc', 'bid'] or []):
                if ((_t419 == 'bid') or (not not _st_zones[(0 + L[3])])): _o.append(_t419)
            fr[1] = 8
            _t420 = L[3]
            _t421 = len(_o)
            if not _t421: _no_option440(_t420, 'place or bid')
            if _t421 <= 1 and _st_log is None:
                L[6] = _o[0] if _t421 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t422 = st.chooser(_t421, _t420)
                else:
                    _t422 = _st_bits(_t421.bit_length())
                    while _t422 >= _t421: _t422 = _st_bits(_t421.bit_length())
                L[6] = _o[_t422]; st.decisions += 1
                if st.thread_player is not None: _answered441(st, _t422)
            elif _st_log is None: _pend448(st, L, _o, _t420); return True
            elif _decide449(st, L, _o, _t420): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_range450(1, (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a452(st)))) or [])
            fr[1] = 10
            _t425 = L[3]
            _t426 = len(_o)
            if not _t426: _no_option440(_t425, 'bid')
            if _t426 <= 1 and _st_log is None:
                L[7] = _o[0] if _t426 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t427 = st.chooser(_t426, _t425)
                else:
                    _t427 = _st_bits(_t426.bit_length())
                    while _t427 >= _t426: _t427 = _st_bits(_t426.bit_length())
                L[7] = _o[_t427]; st.decisions += 1
                if st.thread_player is not None: _answered441(st, _t427)
            elif _st_log is None: _pend454(st, L, _o, _t425); return True
            elif _decide455(st, L, _o, _t425): return True
            pc = 10
        if pc == 10:
            _r = _run456(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 14
        if pc == 12:
            _o = _st_zones[(0 + L[3])]
            fr[1] = 13
            _t428 = L[3]
            _t429 = len(_o)
            if not _t429: _no_option440(_t428, 'disc to place')
            if _t429 <= 1 and _st_log is None:
                L[8] = _o[0] if _t429 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t430 = st.chooser(_t429, _t428)
                else:
                    _t430 = _st_bits(_t429.bit_length())
                    while _t430 >= _t429: _t430 = _st_bits(_t429.bit_length())
                L[8] = _o[_t430]; st.decisions += 1
                if st.thread_player is not None: _answered441(st, _t430)
            elif _st_log is None: _pend458(st, L, _o[:], _t428); return True
            elif _decide459(st, L, _o[:], _t428): return True
            pc = 13
        if pc == 13:
            _r = _run460(st, L)
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
            _r = _run461(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16 and st.thread_player == st.inline_thread:
            _r = _region462(st, L)
            if _r is None:
                pc = 21
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 16:
            if ((L[4] < (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a464(st)))) and (len((L[9] or ())) > 1)):
                pc = 17
            else:
                pc = 21
        if pc == 17:
            _r = _run465(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (_range450((_t433 if -1000000000000000000 <= (_t433 := (L[4] + 1)) <= 1000000000000000000 else _beyond466(_t433)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a468(st)))) or [])
            fr[1] = 19
            _t436 = L[10]
            _t437 = len(_o) + 1
            if _t437 == 1:
                L[11] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t438 = st.chooser(_t437, _t436)
                else:
                    _t438 = _st_bits(_t437.bit_length())
                    while _t438 >= _t437: _t438 = _st_bits(_t437.bit_length())
                L[11] = _o[_t438 - 1] if _t438 else None; st.decisions += 1
                if st.thread_player is not None: _answered441(st, _t438)
            elif _st_log is None: _pend470(st, L, [None] + _o, _t436); return True
            elif _decide471(st, L, _o, _t436): return True
            pc = 19
        if pc == 19:
            _r = _run472(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
            _k += 1
            if _k > _lim and _over_limit435(_k, st, _d0): raise _Runaway434()
            continue
        if pc == 21:
            if st.thread_player == st.inline_thread:
                if _p492(st, [L[5], L[4], None, None, None, None]) == 3: return True
                pc = 22
            else:
                _a = [L[5], L[4], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit493(_k494)
                fr[1] = 22; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs495[3](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 22
        if pc == 22:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k496)

# <rulerun skull.rules: play #126 258deebd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run499(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region500(st, L)
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
                if _p501(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit502(_k503)
                fr[1] = 3; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs504[4](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit498(_k, st, _d0): raise _Runaway497()
            continue
        if pc == 4:
            fr[1] = 5
            if _step505(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k506)

# <rulerun skull.rules: rank #127 13160cd3>
def _native(st, p):
    _st_zones = st.zones
    return (st.vars[1 + p], ((len(_st_zones[(0 + p)]) + len(_st_zones[(4 + p)])) + len(_st_zones[(8 + p)])), )

