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

# <rulerun skull.rules: play_round #58 5b15c65c>
def _loop(st):
    _t195 = 0
    for _t194 in (_k150 or ()):
        _t195 += len(st.zones[(4 + _t194)])
    return _t195

# <rulerun skull.rules: play_round #59 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #60 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun skull.rules: play_round #61 c8ffe7ca>
def _loop(st, L):
    for _t206 in (_o160[L[3]] or ()):
        if (_t206 in (L[0] or ())):
            return _t206
    return None

# <rulerun skull.rules: play_round #62 c034d2e5>
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
            _t192 = ((list(range(1, _t193 + 1)) if (_t193 := (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a151(st)))) - 1 < 1000000 else _range152(1, _t193)) or [])
            _t196 = L[3]
            _t197 = len(_t192)
            if not _t197: _no_option147(_t196, 'bid')
            if _t197 <= 1 and _st_log is None:
                L[7] = _t192[0] if _t197 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t198 = st.chooser(_t197, _t196)
                else:
                    _t198 = _st_bits(_t197.bit_length())
                    while _t198 >= _t197: _t198 = _st_bits(_t197.bit_length())
                L[7] = _t192[_t198]; st.decisions += 1
            elif _st_log is None: _pend154(st, L, _t192, _t196); raise _PlayoutCut145()
            elif _decide155(st, L, _t192, _t196): raise _PlayoutCut145()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t199 = _st_zones[(0 + L[3])]
            _t200 = L[3]
            _t201 = len(_t199)
            if not _t201: _no_option147(_t200, 'disc to place')
            if _t201 <= 1 and _st_log is None:
                L[8] = _t199[0] if _t201 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t202 = st.chooser(_t201, _t200)
                else:
                    _t202 = _st_bits(_t201.bit_length())
                    while _t202 >= _t201: _t202 = _st_bits(_t201.bit_length())
                L[8] = _t199[_t202]; st.decisions += 1
            elif _st_log is None: _pend157(st, L, _t199[:], _t200); raise _PlayoutCut145()
            elif _decide158(st, L, _t199[:], _t200): raise _PlayoutCut145()
            _t203 = L[8]
            _t204 = (4 + L[3])
            if type(_t203) is int and _st_log is None:
                _t205 = _st_zones[_st_loc[_t203]]
                if _t205[-1] == _t203: _t205.pop()
                else: _t205.remove(_t203)
                _st_zones[_t204].append(_t203); _st_loc[_t203] = _t204
            elif _t203 is not None:
                _move_cards159(st, _t203, _t204, False)
            if _memo0: _memo0.clear()
            L[3] = _player162(_a161(st, L), 4)

# <rulerun skull.rules: play_round #63 8e134cf3>
def _native(st, L):
    L[9] = L[0]
    L[10] = L[5]

# <rulerun skull.rules: play_round #64 7cf39609>
def _loop(st, L):
    for _t208 in (_o163[L[10]] or ()):
        if (_t208 in (L[9] or ())):
            return _t208
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

# <rulerun skull.rules: play_round #67 5152df20>
def _loop(st):
    _t211 = 0
    for _t210 in (_k167 or ()):
        _t211 += len(st.zones[(4 + _t210)])
    return _t211

# <rulerun skull.rules: play_round #68 ab3dbbb3>
def _loop(st, L):
    for _t212 in (_o170[L[10]] or ()):
        if (_t212 in (L[9] or ())):
            return _t212
    return None

# <rulerun skull.rules: play_round #69 234858a2>
def _loop(st):
    _t217 = 0
    for _t216 in (_k175 or ()):
        _t217 += len(st.zones[(4 + _t216)])
    return _t217

# <rulerun skull.rules: play_round #70 53f8df5f>
def _native(st, L):
    return L[10]

# <rulerun skull.rules: play_round #71 b63b421e>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _memo0, = st.memos
    while ((L[4] < (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a168(st)))) and (len((L[9] or ())) > 1)):
        st.budget -= 1
        if st.budget < 0: _spent169(st)
        L[10] = _player172(_a171(st, L), 4)
        _t214 = (_range173((_t215 if -1000000000000000000 <= (_t215 := (L[4] + 1)) <= 1000000000000000000 else _beyond174(_t215)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a176(st)))) or [])
        _t218 = L[10]
        _t219 = len(_t214) + 1
        if _t219 == 1:
            L[11] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t220 = st.chooser(_t219, _t218)
            else:
                _t220 = _st_bits(_t219.bit_length())
                while _t220 >= _t219: _t220 = _st_bits(_t219.bit_length())
            L[11] = _t214[_t220 - 1] if _t220 else None; st.decisions += 1
        elif _st_log is None: _pend179(st, L, [None] + _t214, _t218); raise _PlayoutCut177()
        elif _decide180(st, L, _t214, _t218): raise _PlayoutCut177()
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

# <rulerun skull.rules: play_round #78 2c50645a>
def _loop(st):
    _t223 = 0
    for _t222 in (_k182 or ()):
        _t223 += len(st.zones[(4 + _t222)])
    return _t223

# <rulerun skull.rules: play_round #79 315ba93e>
def _native(st, L):
    return (list(range(1, _t221 + 1)) if (_t221 := _a183(st)) - 1 < 1000000 else _range184(1, _t221))

# <rulerun skull.rules: play_round #80 4d985038>
def _native(st, L):
    return (0 + L[3])

# <rulerun skull.rules: play_round #81 6c903467>
def _loop(st):
    _t225 = 0
    for _t224 in (_k185 or ()):
        _t225 += len(st.zones[(4 + _t224)])
    return _t225

# <rulerun skull.rules: play_round #82 9bbb24d8>
def _native(st, L):
    return ((L[4] < _a186(st)) and (len((L[9] or ())) > 1))

# <rulerun skull.rules: play_round #83 99242daf>
def _loop(st):
    _t228 = 0
    for _t227 in (_k189 or ()):
        _t228 += len(st.zones[(4 + _t227)])
    return _t228

# <rulerun skull.rules: play_round #84 7bd62c25>
def _native(st, L):
    return _range187((_t226 if -1000000000000000000 <= (_t226 := (L[4] + 1)) <= 1000000000000000000 else _beyond188(_t226)), _a190(st))

# <rulerun skull.rules: play_round #85 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun skull.rules: play_round #86 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun skull.rules: play #87 ff4c152c>
def _native(st, L):
    st.vars[0] = _random_item191(st, _k192)

# <rulerun skull.rules: play #88 8009b62c>
def _loop(st):
    _st_zones = st.zones
    _t230 = []
    for _t229 in (_k194 or ()):
        if (((len(_st_zones[(0 + _t229)]) + len(_st_zones[(4 + _t229)])) + len(_st_zones[(8 + _t229)])) > 0):
            _t230.append(_t229)
    return _t230

# <rulerun skull.rules: play #89 3ebadf8f>
def _loop(st):
    _t247 = 0
    for _t246 in (_k204 or ()):
        _t247 += len(st.zones[(4 + _t246)])
    return _t247

# <rulerun skull.rules: play #90 fd48719a>
def _loop(st, _i8):
    for _t258 in (_o211[_i8[3]] or ()):
        if (_t258 in (_i8[0] or ())):
            return _t258
    return None

# <rulerun skull.rules: play #91 28cc7fa0>
def _loop(st):
    _t261 = 0
    for _t260 in (_k214 or ()):
        _t261 += len(st.zones[(4 + _t260)])
    return _t261

# <rulerun skull.rules: play #92 bd6966dd>
def _loop(st, _i8):
    for _t262 in (_o216[_i8[10]] or ()):
        if (_t262 in (_i8[9] or ())):
            return _t262
    return None

# <rulerun skull.rules: play #93 3eb4b38e>
def _loop(st):
    _t267 = 0
    for _t266 in (_k219 or ()):
        _t267 += len(st.zones[(4 + _t266)])
    return _t267

# <rulerun skull.rules: failure #94 b9f2a732>
def _loop(st):
    _st_zones = st.zones
    _t300 = []
    for _t299 in (_k237 or ()):
        if (((len(_st_zones[(0 + _t299)]) + len(_st_zones[(4 + _t299)])) + len(_st_zones[(8 + _t299)])) > 0):
            _t300.append(_t299)
    return _t300

# <rulerun skull.rules: failure #95 b45a231b>
def _loop(st):
    _st_zones = st.zones
    _t302 = []
    for _t301 in (_k240 or ()):
        if (((len(_st_zones[(0 + _t301)]) + len(_st_zones[(4 + _t301)])) + len(_st_zones[(8 + _t301)])) > 0):
            _t302.append(_t301)
    return _t302

# <rulerun skull.rules: failure #96 00dca208>
def _loop(st):
    _st_zones = st.zones
    _t305 = []
    for _t304 in (_k242 or ()):
        if (((len(_st_zones[(0 + _t304)]) + len(_st_zones[(4 + _t304)])) + len(_st_zones[(8 + _t304)])) > 0):
            _t305.append(_t304)
    return _t305

# <rulerun skull.rules: failure #97 playout, without a log e1f8dd46>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _i10 = [None, None, None]
    for _t276 in (_k228 or []):
        _i10[2] = _t276
        _t277 = (8 + _t276)
        _t278 = (0 + _t276)
        if _t277 != _t278:
            _t279 = _st_zones[_t277]; _st_zones[_t278] += _t279
            for _t280 in _t279: _st_loc[_t280] = _t278
            _t279.clear()
        else:
            _move_cards229(st, _st_zones[_t277][:], _t278, False)
        _t281 = (4 + _t276)
        _t282 = (0 + _t276)
        if _t281 != _t282:
            _t283 = _st_zones[_t281]; _st_zones[_t282] += _t283
            for _t284 in _t283: _st_loc[_t284] = _t282
            _t283.clear()
        else:
            _move_cards229(st, _st_zones[_t281][:], _t282, False)
        if _memo0: _memo0.clear()
    if (_l1 == _l0):
        _t285 = _st_zones[(0 + _l0)]
        _t286 = _l0
        _t287 = len(_t285)
        if not _t287: _no_option232(_t286, 'disc to lose')
        if _t287 <= 1:
            L[2] = _t285[0] if _t287 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t288 = st.chooser(_t287, _t286)
            else:
                _t288 = _st_bits(_t287.bit_length())
                while _t288 >= _t287: _t288 = _st_bits(_t287.bit_length())
            L[2] = _t285[_t288]; st.decisions += 1
        elif _decide233(st, L, _t285[:], _t286): raise _PlayoutCut230()
        _t289 = L[2]
        _t290 = (12 + _l0)
        if type(_t289) is int:
            _t291 = _st_zones[(_t292 := _st_loc[_t289])]
            if _t291[-1] == _t289: _t291.pop()
            else: _t291.remove(_t289)
            _st_zones[_t290].append(_t289); _st_loc[_t289] = _t290
            _t293 = _leaving234[_t292]
            if _memo0 and _t293 & 1: _memo0.clear()
        elif _t289 is not None:
            _move_cards229(st, _t289, _t290, False)
            if _memo0: _memo0.clear()
    else:
        _t294 = _random_item235(st, (0 + _l0))
        _t295 = (12 + _l0)
        if type(_t294) is int:
            _t296 = _st_zones[(_t297 := _st_loc[_t294])]
            if _t296[-1] == _t294: _t296.pop()
            else: _t296.remove(_t294)
            _st_zones[_t295].append(_t294); _st_loc[_t294] = _t295
            _t298 = _leaving236[_t297]
            if _memo0 and _t298 & 1: _memo0.clear()
        elif _t294 is not None:
            _move_cards229(st, _t294, _t295, False)
            if _memo0: _memo0.clear()
    if (((len(_st_zones[(0 + _l0)]) + len(_st_zones[(4 + _l0)])) + len(_st_zones[(8 + _l0)])) == 0):
        pass
    if (len((_a238(st) or ())) == 1):
        _end_game239(st, _a241(st), True); return 3
    if (_l1 == _l0):
        _t303 = (_a243(st) or [])
        _t306 = _l0
        _t307 = len(_t303)
        if not _t307: _no_option232(_t306, 'who starts the next round')
        if _t307 <= 1:
            L[3] = _t303[0] if _t307 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t308 = st.chooser(_t307, _t306)
            else:
                _t308 = _st_bits(_t307.bit_length())
                while _t308 >= _t307: _t308 = _st_bits(_t307.bit_length())
            L[3] = _t303[_t308]; st.decisions += 1
        elif _decide245(st, L, _t303, _t306): raise _PlayoutCut230()
        _st_vars[0] = L[3]
    else:
        _st_vars[0] = _l1

# <rulerun skull.rules: challenge #98 playout, without a log 3a634c94>
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
        _t271 = L[3]
        _t272 = (8 + _l0)
        if type(_t271) is int:
            _t273 = _st_zones[(_t274 := _st_loc[_t271])]
            if _t273[-1] == _t271: _t273.pop()
            else: _t273.remove(_t271)
            _st_zones[_t272].append(_t271); _st_loc[_t271] = _t272
            _t275 = _leaving226[_t274]
            if _memo0 and _t275 & 1: _memo0.clear()
        elif _t271 is not None:
            _move_cards225(st, _t271, _t272, False)
            if _memo0: _memo0.clear()
        if (_c227[L[3]] == 'skull'):
            if _p246(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t309 if -1000000000000000000 <= (_t309 := L[2] + 1) <= 1000000000000000000 else _beyond247(_t309))
    while (L[2] < _l1):
        st.budget -= 1
        if st.budget < 0: _spent224(st)
        _t310 = []
        for _t311 in (_k248 or []):
            if ((_t311 != _l0) and (not not _st_zones[(4 + _t311)])): _t310.append(_t311)
        _t312 = _l0
        _t313 = len(_t310)
        if not _t313: _no_option251(_t312, 'stack to turn up from')
        if _t313 <= 1:
            L[4] = _t310[0] if _t313 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t314 = st.chooser(_t313, _t312)
            else:
                _t314 = _st_bits(_t313.bit_length())
                while _t314 >= _t313: _t314 = _st_bits(_t313.bit_length())
            L[4] = _t310[_t314]; st.decisions += 1
        elif _decide252(st, L, _t310, _t312): raise _PlayoutCut249()
        L[5] = (_z[-1] if (_z := _st_zones[(4 + L[4])]) else None)
        _t315 = L[5]
        _t316 = (8 + L[4])
        if type(_t315) is int:
            _t317 = _st_zones[(_t318 := _st_loc[_t315])]
            if _t317[-1] == _t315: _t317.pop()
            else: _t317.remove(_t315)
            _st_zones[_t316].append(_t315); _st_loc[_t315] = _t316
            _t319 = _leaving253[_t318]
            if _memo0 and _t319 & 1: _memo0.clear()
        elif _t315 is not None:
            _move_cards225(st, _t315, _t316, False)
            if _memo0: _memo0.clear()
        if (_c227[L[5]] == 'skull'):
            if _p246(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t320 if -1000000000000000000 <= (_t320 := L[2] + 1) <= 1000000000000000000 else _beyond247(_t320))
    _i11l0 = _l0
    _st_vars[1 + _i11l0] = (_t321 if -1000000000000000000 <= (_t321 := _st_vars[1 + _i11l0] + 1) <= 1000000000000000000 else _beyond247(_t321))
    if (_st_vars[1 + _i11l0] == 2):
        _end_game254(st, _i11l0, True); return 3
    _i12 = [None, None, None]
    for _t322 in (_k255 or []):
        _i12[2] = _t322
        _t323 = (8 + _t322)
        _t324 = (0 + _t322)
        if _t323 != _t324:
            _t325 = _st_zones[_t323]; _st_zones[_t324] += _t325
            for _t326 in _t325: _st_loc[_t326] = _t324
            _t325.clear()
        else:
            _move_cards225(st, _st_zones[_t323][:], _t324, False)
        _t327 = (4 + _t322)
        _t328 = (0 + _t322)
        if _t327 != _t328:
            _t329 = _st_zones[_t327]; _st_zones[_t328] += _t329
            for _t330 in _t329: _st_loc[_t330] = _t328
            _t329.clear()
        else:
            _move_cards225(st, _st_zones[_t327][:], _t328, False)
        if _memo0: _memo0.clear()
    _st_vars[0] = _i11l0

# <rulerun skull.rules: play_round #99 ddde09f6>
def _loop(st):
    _st_zones = st.zones
    _t332 = []
    for _t331 in (_k257 or ()):
        if (((len(_st_zones[(0 + _t331)]) + len(_st_zones[(4 + _t331)])) + len(_st_zones[(8 + _t331)])) > 0):
            _t332.append(_t331)
    return _t332

# <rulerun skull.rules: play_round #100 7647023b>
def _loop(st):
    _t349 = 0
    for _t348 in (_k268 or ()):
        _t349 += len(st.zones[(4 + _t348)])
    return _t349

# <rulerun skull.rules: play_round #101 fb2f4826>
def _loop(st, L):
    for _t360 in (_o275[L[3]] or ()):
        if (_t360 in (L[0] or ())):
            return _t360
    return None

# <rulerun skull.rules: play_round #102 4e31c223>
def _loop(st):
    _t363 = 0
    for _t362 in (_k278 or ()):
        _t363 += len(st.zones[(4 + _t362)])
    return _t363

# <rulerun skull.rules: play_round #103 aee8328f>
def _loop(st, L):
    for _t364 in (_o280[L[10]] or ()):
        if (_t364 in (L[9] or ())):
            return _t364
    return None

# <rulerun skull.rules: play_round #104 73a87c53>
def _loop(st):
    _t369 = 0
    for _t368 in (_k283 or ()):
        _t369 += len(st.zones[(4 + _t368)])
    return _t369

# <rulerun skull.rules: play_round #105 playout, without a log 23d2bb77>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    L[0] = _player259(_a258(st), 4)
    for _t333 in (L[0] or []):
        st.thread_player = st.inline_thread = _t333
        _i13 = L[:]; _i13[1] = _t333
        _t334 = _st_zones[(0 + _t333)]
        _t335 = _t333
        _t336 = len(_t334)
        if not _t336: _no_option262(_t335, 'disc to place')
        if _t336 <= 1:
            _i13[2] = _t334[0] if _t336 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t337 = st.chooser(_t336, _t335)
            else:
                _t337 = _st_bits(_t336.bit_length())
                while _t337 >= _t336: _t337 = _st_bits(_t336.bit_length())
            _i13[2] = _t334[_t337]; st.decisions += 1
        elif _decide263(st, _i13, _t334[:], _t335): raise _PlayoutCut260()
        _t338 = _i13[2]
        _t339 = (4 + _t333)
        if type(_t338) is int:
            _t340 = _st_zones[_st_loc[_t338]]
            if _t340[-1] == _t338: _t340.pop()
            else: _t340.remove(_t338)
            _st_zones[_t339].append(_t338); _st_loc[_t338] = _t339
        elif _t338 is not None:
            _move_cards264(st, _t338, _t339, False)
        if _memo0: _memo0.clear()
    st.thread_player = st.inline_thread = None
    L[3] = _st_vars[0]
    L[4] = 0
    L[5] = _st_vars[0]
    while (L[4] == 0):
        st.budget -= 1
        if st.budget < 0: _spent265(st)
        _t341 = []
        for _t342 in (['place a disc', 'bid'] or []):
            if ((_t342 == 'bid') or (not not _st_zones[(0 + L[3])])): _t341.append(_t342)
        _t343 = L[3]
        _t344 = len(_t341)
        if not _t344: _no_option262(_t343, 'place or bid')
        if _t344 <= 1:
            L[6] = _t341[0] if _t344 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t345 = st.chooser(_t344, _t343)
            else:
                _t345 = _st_bits(_t344.bit_length())
                while _t345 >= _t344: _t345 = _st_bits(_t344.bit_length())
            L[6] = _t341[_t345]; st.decisions += 1
        elif _decide267(st, L, _t341, _t343): raise _PlayoutCut260()
        if (L[6] == 'bid'):
            _t346 = ((list(range(1, _t347 + 1)) if (_t347 := (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a269(st)))) - 1 < 1000000 else _range270(1, _t347)) or [])
            _t350 = L[3]
            _t351 = len(_t346)
            if not _t351: _no_option262(_t350, 'bid')
            if _t351 <= 1:
                L[7] = _t346[0] if _t351 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t352 = st.chooser(_t351, _t350)
                else:
                    _t352 = _st_bits(_t351.bit_length())
                    while _t352 >= _t351: _t352 = _st_bits(_t351.bit_length())
                L[7] = _t346[_t352]; st.decisions += 1
            elif _decide272(st, L, _t346, _t350): raise _PlayoutCut260()
            L[4] = L[7]
            L[5] = L[3]
        else:
            _t353 = _st_zones[(0 + L[3])]
            _t354 = L[3]
            _t355 = len(_t353)
            if not _t355: _no_option262(_t354, 'disc to place')
            if _t355 <= 1:
                L[8] = _t353[0] if _t355 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t356 = st.chooser(_t355, _t354)
                else:
                    _t356 = _st_bits(_t355.bit_length())
                    while _t356 >= _t355: _t356 = _st_bits(_t355.bit_length())
                L[8] = _t353[_t356]; st.decisions += 1
            elif _decide274(st, L, _t353[:], _t354): raise _PlayoutCut260()
            _t357 = L[8]
            _t358 = (4 + L[3])
            if type(_t357) is int:
                _t359 = _st_zones[_st_loc[_t357]]
                if _t359[-1] == _t357: _t359.pop()
                else: _t359.remove(_t357)
                _st_zones[_t358].append(_t357); _st_loc[_t357] = _t358
            elif _t357 is not None:
                _move_cards264(st, _t357, _t358, False)
            if _memo0: _memo0.clear()
            L[3] = _player277(_a276(st, L), 4)
    L[9] = L[0]
    L[10] = L[5]
    while ((L[4] < (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a279(st)))) and (len((L[9] or ())) > 1)):
        st.budget -= 1
        if st.budget < 0: _spent265(st)
        L[10] = _player277(_a281(st, L), 4)
        _t366 = (_range270((_t367 if -1000000000000000000 <= (_t367 := (L[4] + 1)) <= 1000000000000000000 else _beyond282(_t367)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a284(st)))) or [])
        _t370 = L[10]
        _t371 = len(_t366) + 1
        if _t371 == 1:
            L[11] = None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t372 = st.chooser(_t371, _t370)
            else:
                _t372 = _st_bits(_t371.bit_length())
                while _t372 >= _t371: _t372 = _st_bits(_t371.bit_length())
            L[11] = _t366[_t372 - 1] if _t372 else None; st.decisions += 1
        elif _decide286(st, L, _t366, _t370): raise _PlayoutCut260()
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

# <rulerun skull.rules: failure #110 e838377d>
def _loop(st):
    _st_zones = st.zones
    _t377 = []
    for _t376 in (_k310 or ()):
        if (((len(_st_zones[(0 + _t376)]) + len(_st_zones[(4 + _t376)])) + len(_st_zones[(8 + _t376)])) > 0):
            _t377.append(_t376)
    return _t377

# <rulerun skull.rules: failure #111 902220b8>
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
            _t373 = L[0]
            _t374 = len(_o)
            if not _t374: _no_option303(_t373, 'disc to lose')
            if _t374 <= 1 and _st_log is None:
                L[2] = _o[0] if _t374 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t375 = st.chooser(_t374, _t373)
                else:
                    _t375 = _st_bits(_t374.bit_length())
                    while _t375 >= _t374: _t375 = _st_bits(_t374.bit_length())
                L[2] = _o[_t375]; st.decisions += 1
                if st.thread_player is not None: _answered304(st, _t375)
            elif _st_log is None: _pend305(st, L, _o[:], _t373); return True
            elif _decide306(st, L, _o[:], _t373): return True
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
            _t378 = L[0]
            _t379 = len(_o)
            if not _t379: _no_option303(_t378, 'who starts the next round')
            if _t379 <= 1 and _st_log is None:
                L[3] = _o[0] if _t379 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t380 = st.chooser(_t379, _t378)
                else:
                    _t380 = _st_bits(_t379.bit_length())
                    while _t380 >= _t379: _t380 = _st_bits(_t379.bit_length())
                L[3] = _o[_t380]; st.decisions += 1
                if st.thread_player is not None: _answered304(st, _t380)
            elif _st_log is None: _pend313(st, L, _o, _t378); return True
            elif _decide314(st, L, _o, _t378): return True
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

# <rulerun skull.rules: challenge #112 a1d779b5>
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
            for _t381 in (_k328 or []):
                if ((_t381 != L[0]) and (not not _st_zones[(4 + _t381)])): _o.append(_t381)
            fr[1] = 11
            _t382 = L[0]
            _t383 = len(_o)
            if not _t383: _no_option330(_t382, 'stack to turn up from')
            if _t383 <= 1 and _st_log is None:
                L[4] = _o[0] if _t383 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t384 = st.chooser(_t383, _t382)
                else:
                    _t384 = _st_bits(_t383.bit_length())
                    while _t384 >= _t383: _t384 = _st_bits(_t383.bit_length())
                L[4] = _o[_t384]; st.decisions += 1
                if st.thread_player is not None: _answered331(st, _t384)
            elif _st_log is None: _pend332(st, L, _o, _t382); return True
            elif _decide333(st, L, _o, _t382): return True
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

# <rulerun skull.rules: play_round #113 e3caad4c>
def _loop(st):
    _t394 = 0
    for _t393 in (_k354 or ()):
        _t394 += len(st.zones[(4 + _t393)])
    return _t394

# <rulerun skull.rules: play_round #114 3fc396c4>
def _loop(st):
    _t402 = 0
    for _t401 in (_k366 or ()):
        _t402 += len(st.zones[(4 + _t401)])
    return _t402

# <rulerun skull.rules: play_round #115 26daf480>
def _loop(st):
    _t405 = 0
    for _t404 in (_k370 or ()):
        _t405 += len(st.zones[(4 + _t404)])
    return _t405

# <rulerun skull.rules: play_round #116 57cbfa10>
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
            _t385 = L[1]
            _t386 = len(_o)
            if not _t386: _no_option345(_t385, 'disc to place')
            if _t386 <= 1 and _st_log is None:
                L[2] = _o[0] if _t386 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t387 = st.chooser(_t386, _t385)
                else:
                    _t387 = _st_bits(_t386.bit_length())
                    while _t387 >= _t386: _t387 = _st_bits(_t386.bit_length())
                L[2] = _o[_t387]; st.decisions += 1
                if st.thread_player is not None: _answered346(st, _t387)
            elif _st_log is None: _pend347(st, L, _o[:], _t385); return True
            elif _decide348(st, L, _o[:], _t385): return True
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
            for _t388 in (['place a disc', 'bid'] or []):
                if ((_t388 == 'bid') or (not not _st_zones[(0 + L[3])])): _o.append(_t388)
            fr[1] = 8
            _t389 = L[3]
            _t390 = len(_o)
            if not _t390: _no_option345(_t389, 'place or bid')
            if _t390 <= 1 and _st_log is None:
                L[6] = _o[0] if _t390 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t391 = st.chooser(_t390, _t389)
                else:
                    _t391 = _st_bits(_t390.bit_length())
                    while _t391 >= _t390: _t391 = _st_bits(_t390.bit_length())
                L[6] = _o[_t391]; st.decisions += 1
                if st.thread_player is not None: _answered346(st, _t391)
            elif _st_log is None: _pend352(st, L, _o, _t389); return True
            elif _decide353(st, L, _o, _t389): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = ((list(range(1, _t392 + 1)) if (_t392 := (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a355(st)))) - 1 < 1000000 else _range356(1, _t392)) or [])
            fr[1] = 10
            _t395 = L[3]
            _t396 = len(_o)
            if not _t396: _no_option345(_t395, 'bid')
            if _t396 <= 1 and _st_log is None:
                L[7] = _o[0] if _t396 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t397 = st.chooser(_t396, _t395)
                else:
                    _t397 = _st_bits(_t396.bit_length())
                    while _t397 >= _t396: _t397 = _st_bits(_t396.bit_length())
                L[7] = _o[_t397]; st.decisions += 1
                if st.thread_player is not None: _answered346(st, _t397)
            elif _st_log is None: _pend358(st, L, _o, _t395); return True
            elif _decide359(st, L, _o, _t395): return True
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
            _t398 = L[3]
            _t399 = len(_o)
            if not _t399: _no_option345(_t398, 'disc to place')
            if _t399 <= 1 and _st_log is None:
                L[8] = _o[0] if _t399 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t400 = st.chooser(_t399, _t398)
                else:
                    _t400 = _st_bits(_t399.bit_length())
                    while _t400 >= _t399: _t400 = _st_bits(_t399.bit_length())
                L[8] = _o[_t400]; st.decisions += 1
                if st.thread_player is not None: _answered346(st, _t400)
            elif _st_log is None: _pend362(st, L, _o[:], _t398); return True
            elif _decide363(st, L, _o[:], _t398): return True
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
            _o = (_range356((_t403 if -1000000000000000000 <= (_t403 := (L[4] + 1)) <= 1000000000000000000 else _beyond369(_t403)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a371(st)))) or [])
            fr[1] = 19
            _t406 = L[10]
            _t407 = len(_o) + 1
            if _t407 == 1:
                L[11] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t408 = st.chooser(_t407, _t406)
                else:
                    _t408 = _st_bits(_t407.bit_length())
                    while _t408 >= _t407: _t408 = _st_bits(_t407.bit_length())
                L[11] = _o[_t408 - 1] if _t408 else None; st.decisions += 1
                if st.thread_player is not None: _answered346(st, _t408)
            elif _st_log is None: _pend373(st, L, [None] + _o, _t406); return True
            elif _decide374(st, L, _o, _t406): return True
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

# <rulerun skull.rules: failure #118 d1a32e54>
def _loop(st):
    _st_zones = st.zones
    _t413 = []
    for _t412 in (_k401 or ()):
        if (((len(_st_zones[(0 + _t412)]) + len(_st_zones[(4 + _t412)])) + len(_st_zones[(8 + _t412)])) > 0):
            _t413.append(_t412)
    return _t413

# <rulerun skull.rules: failure #119 2ac2e84b>
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
            _t409 = L[0]
            _t410 = len(_o)
            if not _t410: _no_option393(_t409, 'disc to lose')
            if _t410 <= 1 and _st_log is None:
                L[2] = _o[0] if _t410 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t411 = st.chooser(_t410, _t409)
                else:
                    _t411 = _st_bits(_t410.bit_length())
                    while _t411 >= _t410: _t411 = _st_bits(_t410.bit_length())
                L[2] = _o[_t411]; st.decisions += 1
                if st.thread_player is not None: _answered394(st, _t411)
            elif _st_log is None: _pend395(st, L, _o[:], _t409); return True
            elif _decide396(st, L, _o[:], _t409): return True
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
            _t414 = L[0]
            _t415 = len(_o)
            if not _t415: _no_option393(_t414, 'who starts the next round')
            if _t415 <= 1 and _st_log is None:
                L[3] = _o[0] if _t415 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t416 = st.chooser(_t415, _t414)
                else:
                    _t416 = _st_bits(_t415.bit_length())
                    while _t416 >= _t415: _t416 = _st_bits(_t415.bit_length())
                L[3] = _o[_t416]; st.decisions += 1
                if st.thread_player is not None: _answered394(st, _t416)
            elif _st_log is None: _pend404(st, L, _o, _t414); return True
            elif _decide405(st, L, _o, _t414): return True
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

# <rulerun skull.rules: challenge #120 b06de037>
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
            for _t417 in (_k422 or []):
                if ((_t417 != L[0]) and (not not _st_zones[(4 + _t417)])): _o.append(_t417)
            fr[1] = 11
            _t418 = L[0]
            _t419 = len(_o)
            if not _t419: _no_option424(_t418, 'stack to turn up from')
            if _t419 <= 1 and _st_log is None:
                L[4] = _o[0] if _t419 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t420 = st.chooser(_t419, _t418)
                else:
                    _t420 = _st_bits(_t419.bit_length())
                    while _t420 >= _t419: _t420 = _st_bits(_t419.bit_length())
                L[4] = _o[_t420]; st.decisions += 1
                if st.thread_player is not None: _answered425(st, _t420)
            elif _st_log is None: _pend426(st, L, _o, _t418); return True
            elif _decide427(st, L, _o, _t418): return True
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

# <rulerun skull.rules: play_round #121 5c3ea790>
def _loop(st):
    _t430 = 0
    for _t429 in (_k450 or ()):
        _t430 += len(st.zones[(4 + _t429)])
    return _t430

# <rulerun skull.rules: play_round #122 bba38657>
def _loop(st):
    _t438 = 0
    for _t437 in (_k463 or ()):
        _t438 += len(st.zones[(4 + _t437)])
    return _t438

# <rulerun skull.rules: play_round #123 c9989b64>
def _loop(st):
    _t441 = 0
    for _t440 in (_k467 or ()):
        _t441 += len(st.zones[(4 + _t440)])
    return _t441

# <rulerun skull.rules: challenge #124 playout f96d5716>
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
        _t445 = L[3]
        _t446 = (8 + _l0)
        if type(_t445) is int and _st_log is None:
            _t447 = _st_zones[(_t448 := _st_loc[_t445])]
            if _t447[-1] == _t445: _t447.pop()
            else: _t447.remove(_t445)
            _st_zones[_t446].append(_t445); _st_loc[_t445] = _t446
            _t449 = _leaving479[_t448]
            if _memo0 and _t449 & 1: _memo0.clear()
        elif _t445 is not None:
            _move_cards478(st, _t445, _t446, False)
            if _memo0: _memo0.clear()
        if (_c480[L[3]] == 'skull'):
            if _p481(st, [_l0, _l0, None, None]) == 3: return 3
            return 2
        L[2] = (_t450 if -1000000000000000000 <= (_t450 := L[2] + 1) <= 1000000000000000000 else _beyond482(_t450))
    while (L[2] < _l1):
        st.budget -= 1
        if st.budget < 0: _spent477(st)
        _t451 = []
        for _t452 in (_k483 or []):
            if ((_t452 != _l0) and (not not _st_zones[(4 + _t452)])): _t451.append(_t452)
        _t453 = _l0
        _t454 = len(_t451)
        if not _t454: _no_option486(_t453, 'stack to turn up from')
        if _t454 <= 1 and _st_log is None:
            L[4] = _t451[0] if _t454 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t455 = st.chooser(_t454, _t453)
            else:
                _t455 = _st_bits(_t454.bit_length())
                while _t455 >= _t454: _t455 = _st_bits(_t454.bit_length())
            L[4] = _t451[_t455]; st.decisions += 1
        elif _st_log is None: _pend487(st, L, _t451, _t453); raise _PlayoutCut484()
        elif _decide488(st, L, _t451, _t453): raise _PlayoutCut484()
        L[5] = (_z[-1] if (_z := _st_zones[(4 + L[4])]) else None)
        _t456 = L[5]
        _t457 = (8 + L[4])
        if type(_t456) is int and _st_log is None:
            _t458 = _st_zones[(_t459 := _st_loc[_t456])]
            if _t458[-1] == _t456: _t458.pop()
            else: _t458.remove(_t456)
            _st_zones[_t457].append(_t456); _st_loc[_t456] = _t457
            _t460 = _leaving489[_t459]
            if _memo0 and _t460 & 1: _memo0.clear()
        elif _t456 is not None:
            _move_cards478(st, _t456, _t457, False)
            if _memo0: _memo0.clear()
        if (_c480[L[5]] == 'skull'):
            if _p481(st, [_l0, L[4], None, None]) == 3: return 3
            return 2
        L[2] = (_t461 if -1000000000000000000 <= (_t461 := L[2] + 1) <= 1000000000000000000 else _beyond482(_t461))
    _i14l0 = _l0
    _st_vars[1 + _i14l0] = (_t462 if -1000000000000000000 <= (_t462 := _st_vars[1 + _i14l0] + 1) <= 1000000000000000000 else _beyond482(_t462))
    if _st_log is not None: _st_log.append(_Text476(_audience473(st), [_PlayerRef474(_i14l0), ' succeeds and has ', _plain475(_st_vars[1 + _i14l0]), ' point(s)']))
    if (_st_vars[1 + _i14l0] == 2):
        _end_game490(st, _i14l0, True); return 3
    _i15 = [None, None, None]
    for _t463 in (_k491 or []):
        _i15[2] = _t463
        _t464 = (8 + _t463)
        _t465 = (0 + _t463)
        if _st_log is None and _t464 != _t465:
            _t466 = _st_zones[_t464]; _st_zones[_t465] += _t466
            for _t467 in _t466: _st_loc[_t467] = _t465
            _t466.clear()
        else:
            _move_cards478(st, _st_zones[_t464][:], _t465, False)
        _t468 = (4 + _t463)
        _t469 = (0 + _t463)
        if _st_log is None and _t468 != _t469:
            _t470 = _st_zones[_t468]; _st_zones[_t469] += _t470
            for _t471 in _t470: _st_loc[_t471] = _t469
            _t470.clear()
        else:
            _move_cards478(st, _st_zones[_t468][:], _t469, False)
        if _memo0: _memo0.clear()
    _st_vars[0] = _i14l0

# <rulerun skull.rules: play_round #125 0761be04>
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
            _t421 = L[1]
            _t422 = len(_o)
            if not _t422: _no_option440(_t421, 'disc to place')
            if _t422 <= 1 and _st_log is None:
                L[2] = _o[0] if _t422 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t423 = st.chooser(_t422, _t421)
                else:
                    _t423 = _st_bits(_t422.bit_length())
                    while _t423 >= _t422: _t423 = _st_bits(_t422.bit_length())
                L[2] = _o[_t423]; st.decisions += 1
                if st.thread_player is not None: _answered441(st, _t423)
            elif _st_log is None: _pend442(st, L, _o[:], _t421); return True
            elif _decide443(st, L, _o[:], _t421): return True
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
            for _t424 in (['place a disc', 'bid'] or []):
                if ((_t424 == 'bid') or (not not _st_zones[(0 + L[3])])): _o.append(_t424)
            fr[1] = 8
            _t425 = L[3]
            _t426 = len(_o)
            if not _t426: _no_option440(_t425, 'place or bid')
            if _t426 <= 1 and _st_log is None:
                L[6] = _o[0] if _t426 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t427 = st.chooser(_t426, _t425)
                else:
                    _t427 = _st_bits(_t426.bit_length())
                    while _t427 >= _t426: _t427 = _st_bits(_t426.bit_length())
                L[6] = _o[_t427]; st.decisions += 1
                if st.thread_player is not None: _answered441(st, _t427)
            elif _st_log is None: _pend448(st, L, _o, _t425); return True
            elif _decide449(st, L, _o, _t425): return True
            pc = 8
        if pc == 8:
            if (L[6] == 'bid'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = ((list(range(1, _t428 + 1)) if (_t428 := (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a451(st)))) - 1 < 1000000 else _range452(1, _t428)) or [])
            fr[1] = 10
            _t431 = L[3]
            _t432 = len(_o)
            if not _t432: _no_option440(_t431, 'bid')
            if _t432 <= 1 and _st_log is None:
                L[7] = _o[0] if _t432 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t433 = st.chooser(_t432, _t431)
                else:
                    _t433 = _st_bits(_t432.bit_length())
                    while _t433 >= _t432: _t433 = _st_bits(_t432.bit_length())
                L[7] = _o[_t433]; st.decisions += 1
                if st.thread_player is not None: _answered441(st, _t433)
            elif _st_log is None: _pend454(st, L, _o, _t431); return True
            elif _decide455(st, L, _o, _t431): return True
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
            _t434 = L[3]
            _t435 = len(_o)
            if not _t435: _no_option440(_t434, 'disc to place')
            if _t435 <= 1 and _st_log is None:
                L[8] = _o[0] if _t435 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t436 = st.chooser(_t435, _t434)
                else:
                    _t436 = _st_bits(_t435.bit_length())
                    while _t436 >= _t435: _t436 = _st_bits(_t435.bit_length())
                L[8] = _o[_t436]; st.decisions += 1
                if st.thread_player is not None: _answered441(st, _t436)
            elif _st_log is None: _pend458(st, L, _o[:], _t434); return True
            elif _decide459(st, L, _o[:], _t434): return True
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
            _o = (_range452((_t439 if -1000000000000000000 <= (_t439 := (L[4] + 1)) <= 1000000000000000000 else _beyond466(_t439)), (_memo0[None] if None in _memo0 else _memo0.setdefault(None, _a468(st)))) or [])
            fr[1] = 19
            _t442 = L[10]
            _t443 = len(_o) + 1
            if _t443 == 1:
                L[11] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t444 = st.chooser(_t443, _t442)
                else:
                    _t444 = _st_bits(_t443.bit_length())
                    while _t444 >= _t443: _t444 = _st_bits(_t443.bit_length())
                L[11] = _o[_t444 - 1] if _t444 else None; st.decisions += 1
                if st.thread_player is not None: _answered441(st, _t444)
            elif _st_log is None: _pend470(st, L, [None] + _o, _t442); return True
            elif _decide471(st, L, _o, _t442): return True
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

