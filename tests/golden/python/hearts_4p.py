# <rulerun hearts.rules: receiver #0 86a53823>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    return (((_l0 + 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 1) else (((_l0 - 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 2) else (((((_l0 + 1) % 4) + 1) % 4) if ((4 == 4) and ((_st_vars[0] % 4) == 3)) else None)))

# <rulerun hearts.rules: pass_cards #1 35e2bc28>
def _native(st, L):
    _st_log = st.log
    if ((not True) or (_d0(st, [_k1[0]]) is None)):
        if _st_log is not None: _st_log.append(_Text3(_audience2(st), ['no passing this hand']))
        return 2

# <rulerun hearts.rules: pass_cards #2 b657bbbb>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t0 = L[1]
    _t1 = (5 + L[0])
    if type(_t0) is list and st.log is None:
        for _t2 in _t0:
            _t3 = _st_zones[_st_loc[_t2]]
            if _t3[-1] == _t2: _t3.pop()
            else: _t3.remove(_t2)
            _st_zones[_t1].append(_t2); _st_loc[_t2] = _t1
    elif _t0 is not None:
        _move_cards4(st, _t0, _t1, False)

# <rulerun hearts.rules: pass_cards #3 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hearts.rules: pass_cards #4 a4a0fd25>
def _native(st, L):
    return 3

# <rulerun hearts.rules: pass_cards #5 19a42186>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t4 in (_k5 or []):
        st.thread_player = st.inline_thread = _t4
        _i0 = L[:]; _i0[0] = _t4
        _t5 = _st_zones[(1 + _t4)]
        _t6 = _t4
        _t9 = len(_t5); _t7 = _comb8(_t9, 3)
        if _t7 <= 1:
            _i0[1] = _option_at9(_t5, 3, False, 0) if _t7 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t8 = st.chooser(_t7, _t6)
            else:
                _t8 = _st_bits(_t7.bit_length())
                while _t8 >= _t7: _t8 = _st_bits(_t7.bit_length())
            _t10 = _PICKS10.get((_t9, 3)) or _picks11(_t9, 3)
            _i0[1] = list(_t10[_t8](_t5)) if _t10 else _option_at9(_t5, 3, False, _t8)
            st.decisions += 1
        elif _offer7(st, _i0, _t5[:]): raise _PlayoutCut6()
        _t11 = _i0[1]
        _t12 = (5 + _t4)
        if type(_t11) is list:
            for _t13 in _t11:
                _t14 = _st_zones[_st_loc[_t13]]
                if _t14[-1] == _t13: _t14.pop()
                else: _t14.remove(_t13)
                _st_zones[_t12].append(_t13); _st_loc[_t13] = _t12
        elif _t11 is not None:
            _move_cards12(st, _t11, _t12, False)
    st.thread_player = st.inline_thread = None

# <rulerun hearts.rules: pass_cards #6 4632a01c>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t15 in (_k13 or []):
        L[4] = _t15
        _t16 = (5 + _t15)
        _t17 = (1 + (((_t15 + 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 1) else (((_t15 - 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 2) else (((((_t15 + 1) % 4) + 1) % 4) if ((4 == 4) and ((_st_vars[0] % 4) == 3)) else None))))
        if _st_log is None and _t16 != _t17:
            _t18 = _st_zones[_t16]; _st_zones[_t17] += _t18
            for _t19 in _t18: st.loc[_t19] = _t17
            _t18.clear()
        else:
            _move_cards14(st, _st_zones[_t16][:], _t17, False)
    if _st_log is not None: _st_log.append(_Text22(_audience15(st), ['each player passes three cards ', _plain21(('to the left' if (_d16(st, [_k17[0]]) == ((_k18[0] + 1) % 4)) else ('to the right' if (_d16(st, [_k19[0]]) == ((_k20[0] - 1) % 4)) else 'across')))]))

# <rulerun hearts.rules: pass_cards #7 d70677e8>
def _native(st, L):
    return _k23

# <rulerun hearts.rules: pass_cards #8 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun hearts.rules: play_trick #9 774423fd>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_zones = st.zones
    st.vars[1] = _c24[_l1]
    st.cvars[_l1] = L[0]
    _t20 = _l1
    _t21 = 9
    if type(_t20) is int and st.log is None:
        _t22 = _st_zones[_st_loc[_t20]]
        if _t22[-1] == _t20: _t22.pop()
        else: _t22.remove(_t20)
        _st_zones[_t21].append(_t20); _st_loc[_t20] = _t21
    elif _t20 is not None:
        _move_cards25(st, _t20, _t21, False)

# <rulerun hearts.rules: play_trick #10 1eae9c68>
def _native(st, L):
    _l5 = L[5]
    _st_loc = st.loc
    _st_zones = st.zones
    st.cvars[_l5] = L[4]
    _t23 = _l5
    _t24 = 9
    if type(_t23) is int and st.log is None:
        _t25 = _st_zones[_st_loc[_t23]]
        if _t25[-1] == _t23: _t25.pop()
        else: _t25.remove(_t23)
        _st_zones[_t24].append(_t23); _st_loc[_t23] = _t24
    elif _t23 is not None:
        _move_cards26(st, _t23, _t24, False)

# <rulerun hearts.rules: play_trick #11 fa5c7d47>
def _loop(st, _t26):
    _st_vars = st.vars
    _st_zones = st.zones
    _t32 = _NOT_YET
    for _t30 in _st_zones[(1 + _t26)]:
        if (((_c30[_t30] == _st_vars[1]) or (not (_st_vars[1] in (_t32 if _t32 is not _NOT_YET else (_t32 := list(map(_c30.__getitem__, _st_zones[(1 + _t26)]))))))) and ((1 if (_c30[_t30] == 'hearts') else (13 if ((_c30[_t30] == 'spades') and (_c31[_t30] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #12 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hearts.rules: play_trick #13 7a799b78>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t26 in (_o27[_l0] or []):
        L[4] = _t26
        if not ((_t26 != _l0)): continue
        _t29 = _NOT_YET
        _t33 = _NOT_YET
        _t27 = []
        for _t28 in _st_zones[(1 + _t26)]:
            if (((_c28[_t28] == _st_vars[1]) or (not (_st_vars[1] in (_t29 if _t29 is not _NOT_YET else (_t29 := list(map(_c28.__getitem__, _st_zones[(1 + _t26)]))))))) and (((not _st_vars[4]) or ((1 if (_c28[_t28] == 'hearts') else (13 if ((_c28[_t28] == 'spades') and (_c29[_t28] == 12)) else 0)) == 0)) or (not (_t33 if _t33 is not _NOT_YET else (_t33 := _a32(st, _t26)))))): _t27.append(_t28)
        _t34 = _t26
        _t35 = len(_t27)
        if _t35 <= 1 and _st_log is None:
            L[5] = _t27[0] if _t35 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t36 = st.chooser(_t35, _t34)
            else:
                _t36 = _st_bits(_t35.bit_length())
                while _t36 >= _t35: _t36 = _st_bits(_t35.bit_length())
            L[5] = _t27[_t36]; st.decisions += 1
        elif _decide35(st, L, _t27, _t34): raise _PlayoutCut33()
        st.cvars[L[5]] = _t26
        _t37 = L[5]
        _t38 = 9
        if type(_t37) is int and _st_log is None:
            _t39 = _st_zones[_st_loc[_t37]]
            if _t39[-1] == _t37: _t39.pop()
            else: _t39.remove(_t37)
            _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
        elif _t37 is not None:
            _move_cards36(st, _t37, _t38, False)

# <rulerun hearts.rules: play_trick #14 3bceeb3f>
def _loop(st):
    _st_vars = st.vars
    _t45 = None
    for _t44 in st.zones[9]:
        if (_c42[_t44] == _st_vars[1]):
            _t46 = _c43[_t44]
            if _t45 is None or _t46 > _t45:
                _t45 = _t46
    return _t45

# <rulerun hearts.rules: play_trick #15 b8a1bad9>
def _loop(st):
    _st_vars = st.vars
    _t47 = _NOT_YET
    for _t42 in st.zones[9]:
        if ((_c40[_t42] == _st_vars[1]) and (_c41[_t42] == (_t47 if _t47 is not _NOT_YET else (_t47 := _a44(st))))):
            return _t42
    return None

# <rulerun hearts.rules: play_trick #16 161e8113>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t40 = False
    for _t41 in _st_zones[9]:
        if (_c37[_t41] == 'hearts'):
            _t40 = True
            break
    if (_t40 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text39(_audience38(st), ['hearts are broken']))
    _st_vars[2] = st.cvars[_a45(st)]
    if _st_log is not None: _st_log.append(_Text39(_audience38(st), [_PlayerRef46(_st_vars[2]), ' wins the trick']))
    _t48 = 9
    _t49 = (10 + _st_vars[2])
    if _st_log is None and _t48 != _t49:
        _t50 = _st_zones[_t48]; _st_zones[_t49] += _t50
        for _t51 in _t50: st.loc[_t51] = _t49
        _t50.clear()
    else:
        _move_cards47(st, _st_zones[_t48][:], _t49, False)

# <rulerun hearts.rules: play_trick #17 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun hearts.rules: play_trick #18 da3fbd7c>
def _loop(st, L):
    for _t52 in st.zones[(1 + L[0])]:
        if not ((_c49[_t52] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #19 bf1ac97b>
def _loop(st):
    _t55 = None
    for _t54 in ([_c for _i in [1 + _p for _p in _k52] for _c in st.zones[_i]] or ()):
        if (_c53[_t54] == 'clubs'):
            _t56 = _c54[_t54]
            if _t55 is None or _t56 < _t55:
                _t55 = _t56
    return _t55

# <rulerun hearts.rules: play_trick #20 35163597>
def _native(st, L):
    _l1 = L[1]
    _st_vars = st.vars
    return ((((_c48[_l1] != 'hearts') or _st_vars[3]) or _a50(st, L)) and ((not _st_vars[4]) or ((_c48[_l1] == 'clubs') and (_c51[_l1] == _a55(st)))))

# <rulerun hearts.rules: play_trick #21 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hearts.rules: play_trick #22 9d854d5b>
def _native(st, L):
    return _o56[L[0]]

# <rulerun hearts.rules: play_trick #23 7df1da19>
def _native(st, L):
    return (L[4] != L[0])

# <rulerun hearts.rules: play_trick #24 45d32d7a>
def _native(st, L):
    return (1 + L[4])

# <rulerun hearts.rules: play_trick #25 65b979ef>
def _loop(st, L):
    _st_vars = st.vars
    for _t57 in st.zones[(1 + L[4])]:
        if (_c58[_t57] == _st_vars[1]):
            return True
    return False

# <rulerun hearts.rules: play_trick #26 93abb173>
def _loop(st, L):
    _l4 = L[4]
    _st_vars = st.vars
    _st_zones = st.zones
    _t61 = _NOT_YET
    for _t59 in _st_zones[(1 + _l4)]:
        if (((_c61[_t59] == _st_vars[1]) or (not (_st_vars[1] in (_t61 if _t61 is not _NOT_YET else (_t61 := list(map(_c61.__getitem__, _st_zones[(1 + _l4)]))))))) and ((1 if (_c61[_t59] == 'hearts') else (13 if ((_c61[_t59] == 'spades') and (_c62[_t59] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #27 9dfb8137>
def _native(st, L):
    _l5 = L[5]
    _st_vars = st.vars
    return (((_c57[_l5] == _st_vars[1]) or (not _a59(st, L))) and (((not _st_vars[4]) or ((1 if (_c57[_l5] == 'hearts') else (13 if ((_c57[_l5] == 'spades') and (_c60[_l5] == 12)) else 0)) == 0)) or (not _a63(st, L))))

# <rulerun hearts.rules: play_hand #28 65ecf1f4>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = _st_vars[0] + 1
    if _st_log is not None: _st_log.append(_Text66(_audience64(st), ['hand ', _plain65(_st_vars[0])]))
    _shuffle_zone67(st, 0)
    _t62 = 0; _t63 = st.decisions
    while (not not _st_zones[0]):
        _t62 += 1
        if _t62 > _LIMIT68[0] and _over_limit69(_t62, st, _t63): raise _Runaway70()
        for _t64 in (_k71 or []):
            L[2] = _t64
            _t67 = _st_zones[0]
            _t66 = (1 + _t64)
            if _st_log is None and _t67:
                _t65 = _t67.pop(); _st_zones[_t66].append(_t65); st.loc[_t65] = _t66
            elif _t67:
                _move_cards72(st, _t67[-1], _t66, False)

# <rulerun hearts.rules: play_hand #29 3966440e>
def _loop(st):
    _t73 = None
    for _t72 in ([_c for _i in [1 + _p for _p in _k76] for _c in st.zones[_i]] or ()):
        if (_c77[_t72] == 'clubs'):
            _t74 = _c78[_t72]
            if _t73 is None or _t74 < _t73:
                _t73 = _t74
    return _t73

# <rulerun hearts.rules: play_hand #30 bc985cf3>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[3] = False
    _st_vars[4] = True
    _t68 = None
    for _t69 in (_k73 or ()):
        _t75 = _NOT_YET
        _t70 = False
        for _t71 in st.zones[(1 + _t69)]:
            if ((_c74[_t71] == 'clubs') and (_c75[_t71] == (_t75 if _t75 is not _NOT_YET else (_t75 := _a79(st))))):
                _t70 = True
                break
        if _t70:
            _t68 = _t69
            break
    L[3] = _t68

# <rulerun hearts.rules: play_hand #31 15ecf212>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = False
    L[3] = _st_vars[2]

# <rulerun hearts.rules: play_hand #32 8ac48f4a>
def _loop(st, _i1l0):
    for _t80 in st.zones[(1 + _i1l0)]:
        if not ((_c84[_t80] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_hand #33 62c4800f>
def _loop(st):
    _t84 = None
    for _t83 in ([_c for _i in [1 + _p for _p in _k87] for _c in st.zones[_i]] or ()):
        if (_c88[_t83] == 'clubs'):
            _t85 = _c89[_t83]
            if _t84 is None or _t85 < _t84:
                _t84 = _t85
    return _t84

# <rulerun hearts.rules: play_hand #34 78c74f7f>
def _loop(st, _t93):
    _st_vars = st.vars
    _st_zones = st.zones
    _t99 = _NOT_YET
    for _t97 in _st_zones[(1 + _t93)]:
        if (((_c96[_t97] == _st_vars[1]) or (not (_st_vars[1] in (_t99 if _t99 is not _NOT_YET else (_t99 := list(map(_c96.__getitem__, _st_zones[(1 + _t93)]))))))) and ((1 if (_c96[_t97] == 'hearts') else (13 if ((_c96[_t97] == 'spades') and (_c97[_t97] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_hand #35 5cae5dd8>
def _loop(st):
    _st_vars = st.vars
    _t112 = None
    for _t111 in st.zones[9]:
        if (_c105[_t111] == _st_vars[1]):
            _t113 = _c106[_t111]
            if _t112 is None or _t113 > _t112:
                _t112 = _t113
    return _t112

# <rulerun hearts.rules: play_hand #36 5dfc1dfe>
def _loop(st):
    _st_vars = st.vars
    _t114 = _NOT_YET
    for _t109 in st.zones[9]:
        if ((_c103[_t109] == _st_vars[1]) and (_c104[_t109] == (_t114 if _t114 is not _NOT_YET else (_t114 := _a107(st))))):
            return _t109
    return None

# <rulerun hearts.rules: play_trick #37 b9c24382>
def _loop(st, L):
    for _t121 in st.zones[(1 + L[0])]:
        if not ((_c111[_t121] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #38 22fb96df>
def _loop(st):
    _t125 = None
    for _t124 in ([_c for _i in [1 + _p for _p in _k114] for _c in st.zones[_i]] or ()):
        if (_c115[_t124] == 'clubs'):
            _t126 = _c116[_t124]
            if _t125 is None or _t126 < _t125:
                _t125 = _t126
    return _t125

# <rulerun hearts.rules: play_trick #39 2863d1b0>
def _loop(st, _t134):
    _st_vars = st.vars
    _st_zones = st.zones
    _t140 = _NOT_YET
    for _t138 in _st_zones[(1 + _t134)]:
        if (((_c123[_t138] == _st_vars[1]) or (not (_st_vars[1] in (_t140 if _t140 is not _NOT_YET else (_t140 := list(map(_c123.__getitem__, _st_zones[(1 + _t134)]))))))) and ((1 if (_c123[_t138] == 'hearts') else (13 if ((_c123[_t138] == 'spades') and (_c124[_t138] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #40 e7882966>
def _loop(st):
    _st_vars = st.vars
    _t153 = None
    for _t152 in st.zones[9]:
        if (_c132[_t152] == _st_vars[1]):
            _t154 = _c133[_t152]
            if _t153 is None or _t154 > _t153:
                _t153 = _t154
    return _t153

# <rulerun hearts.rules: play_trick #41 26fb9061>
def _loop(st):
    _st_vars = st.vars
    _t155 = _NOT_YET
    for _t150 in st.zones[9]:
        if ((_c130[_t150] == _st_vars[1]) and (_c131[_t150] == (_t155 if _t155 is not _NOT_YET else (_t155 := _a134(st))))):
            return _t150
    return None

# <rulerun hearts.rules: play_trick #42 playout 40f4f92d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t123 = _NOT_YET
    _t127 = _NOT_YET
    _t119 = []
    for _t120 in _st_zones[(1 + _l0)]:
        if ((((_c110[_t120] != 'hearts') or _st_vars[3]) or (_t123 if _t123 is not _NOT_YET else (_t123 := _a112(st, L)))) and ((not _st_vars[4]) or ((_c110[_t120] == 'clubs') and (_c113[_t120] == (_t127 if _t127 is not _NOT_YET else (_t127 := _a117(st))))))): _t119.append(_t120)
    _t128 = _l0
    _t129 = len(_t119)
    if _t129 <= 1 and _st_log is None:
        L[1] = _t119[0] if _t129 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t130 = st.chooser(_t129, _t128)
        else:
            _t130 = _st_bits(_t129.bit_length())
            while _t130 >= _t129: _t130 = _st_bits(_t129.bit_length())
        L[1] = _t119[_t130]; st.decisions += 1
    elif _decide120(st, L, _t119, _t128): raise _PlayoutCut118()
    _st_vars[1] = _c110[L[1]]
    _st_cvars[L[1]] = _l0
    _t131 = L[1]
    _t132 = 9
    if type(_t131) is int and _st_log is None:
        _t133 = _st_zones[_st_loc[_t131]]
        if _t133[-1] == _t131: _t133.pop()
        else: _t133.remove(_t131)
        _st_zones[_t132].append(_t131); _st_loc[_t131] = _t132
    elif _t131 is not None:
        _move_cards121(st, _t131, _t132, False)
    for _t134 in (_o122[_l0] or []):
        L[4] = _t134
        if not ((_t134 != _l0)): continue
        _t137 = _NOT_YET
        _t141 = _NOT_YET
        _t135 = []
        for _t136 in _st_zones[(1 + _t134)]:
            if (((_c110[_t136] == _st_vars[1]) or (not (_st_vars[1] in (_t137 if _t137 is not _NOT_YET else (_t137 := list(map(_c110.__getitem__, _st_zones[(1 + _t134)]))))))) and (((not _st_vars[4]) or ((1 if (_c110[_t136] == 'hearts') else (13 if ((_c110[_t136] == 'spades') and (_c113[_t136] == 12)) else 0)) == 0)) or (not (_t141 if _t141 is not _NOT_YET else (_t141 := _a125(st, _t134)))))): _t135.append(_t136)
        _t142 = _t134
        _t143 = len(_t135)
        if _t143 <= 1 and _st_log is None:
            L[5] = _t135[0] if _t143 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t144 = st.chooser(_t143, _t142)
            else:
                _t144 = _st_bits(_t143.bit_length())
                while _t144 >= _t143: _t144 = _st_bits(_t143.bit_length())
            L[5] = _t135[_t144]; st.decisions += 1
        elif _decide127(st, L, _t135, _t142): raise _PlayoutCut118()
        _st_cvars[L[5]] = _t134
        _t145 = L[5]
        _t146 = 9
        if type(_t145) is int and _st_log is None:
            _t147 = _st_zones[_st_loc[_t145]]
            if _t147[-1] == _t145: _t147.pop()
            else: _t147.remove(_t145)
            _st_zones[_t146].append(_t145); _st_loc[_t145] = _t146
        elif _t145 is not None:
            _move_cards121(st, _t145, _t146, False)
    _t148 = False
    for _t149 in _st_zones[9]:
        if (_c110[_t149] == 'hearts'):
            _t148 = True
            break
    if (_t148 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text129(_audience128(st), ['hearts are broken']))
    _st_vars[2] = _st_cvars[_a135(st)]
    if _st_log is not None: _st_log.append(_Text129(_audience128(st), [_PlayerRef136(_st_vars[2]), ' wins the trick']))
    _t156 = 9
    _t157 = (10 + _st_vars[2])
    if _st_log is None and _t156 != _t157:
        _t158 = _st_zones[_t156]; _st_zones[_t157] += _t158
        for _t159 in _t158: _st_loc[_t159] = _t157
        _t158.clear()
    else:
        _move_cards121(st, _st_zones[_t156][:], _t157, False)

# <rulerun hearts.rules: play_hand #43 2027fdf0>
def _native(st, L):
    _st_vars = st.vars
    _t76 = 0; _t77 = st.decisions
    while (not not st.zones[(1 + L[3])]):
        _t76 += 1
        if _t76 > _LIMIT80[0] and _over_limit81(_t76, st, _t77): raise _Runaway82()
        if _p137(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play_hand #44 aec96fe6>
def _native(st, L):
    return (not not st.zones[(1 + L[3])])

# <rulerun hearts.rules: play_hand #45 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun hearts.rules: settle #46 b37bbcc2>
def _loop(st, _t161):
    _t163 = 0
    for _t162 in st.zones[(10 + _t161)]:
        _t163 += (1 if (_c139[_t162] == 'hearts') else (13 if ((_c139[_t162] == 'spades') and (_c140[_t162] == 12)) else 0))
    return _t163

# <rulerun hearts.rules: settle #47 9a7b1c94>
def _loop(st, _t164):
    _t166 = 0
    for _t165 in st.zones[(10 + _t164)]:
        _t166 += (1 if (_c143[_t165] == 'hearts') else (13 if ((_c143[_t165] == 'spades') and (_c144[_t165] == 12)) else 0))
    return _t166

# <rulerun hearts.rules: settle #48 67194d05>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t160 = None
    for _t161 in (_k138 or ()):
        if (_a141(st, _t161) == 26):
            _t160 = _t161
            break
    L[0] = _t160
    for _t164 in (_k142 or []):
        L[3] = _t164
        if (L[0] is not None):
            if (_t164 != L[0]):
                _st_vars[5 + _t164] = _st_vars[5 + _t164] + 26
        else:
            _st_vars[5 + _t164] = _st_vars[5 + _t164] + _a145(st, _t164)
        _t167 = (10 + _t164)
        _t168 = 0
        if _st_log is None and _t167 != _t168:
            _t169 = _st_zones[_t167]; _st_zones[_t168] += _t169
            for _t170 in _t169: st.loc[_t170] = _t168
            _t169.clear()
        else:
            _move_cards146(st, _st_zones[_t167][:], _t168, False)
    if (L[0] is not None):
        if _st_log is not None: _st_log.append(_Text149(_audience147(st), [_PlayerRef148(L[0]), ' shoots the moon: every other player takes 26']))
    for _t171 in (_k150 or []):
        L[6] = _t171
        if _st_log is not None: _st_log.append(_Text149(_audience147(st), [_PlayerRef148(_t171), ' has ', _plain151(_st_vars[5 + _t171]), ' points']))

# <rulerun hearts.rules: play #49 80e65cb1>
def _loop(st, _t173):
    _t175 = 0
    for _t174 in st.zones[(10 + _t173)]:
        _t175 += (1 if (_c153[_t174] == 'hearts') else (13 if ((_c153[_t174] == 'spades') and (_c154[_t174] == 12)) else 0))
    return _t175

# <rulerun hearts.rules: play #50 fa603c2a>
def _loop(st, _t176):
    _t178 = 0
    for _t177 in st.zones[(10 + _t176)]:
        _t178 += (1 if (_c157[_t177] == 'hearts') else (13 if ((_c157[_t177] == 'spades') and (_c158[_t177] == 12)) else 0))
    return _t178

# <rulerun hearts.rules: play #51 83954a2a>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None]
    _t172 = None
    for _t173 in (_k152 or ()):
        if (_a155(st, _t173) == 26):
            _t172 = _t173
            break
    _i2[0] = _t172
    for _t176 in (_k156 or []):
        _i2[3] = _t176
        if (_i2[0] is not None):
            if (_t176 != _i2[0]):
                _st_vars[5 + _t176] = _st_vars[5 + _t176] + 26
        else:
            _st_vars[5 + _t176] = _st_vars[5 + _t176] + _a159(st, _t176)
        _t179 = (10 + _t176)
        _t180 = 0
        if _st_log is None and _t179 != _t180:
            _t181 = _st_zones[_t179]; _st_zones[_t180] += _t181
            for _t182 in _t181: st.loc[_t182] = _t180
            _t181.clear()
        else:
            _move_cards160(st, _st_zones[_t179][:], _t180, False)
    if (_i2[0] is not None):
        if _st_log is not None: _st_log.append(_Text163(_audience161(st), [_PlayerRef162(_i2[0]), ' shoots the moon: every other player takes 26']))
    for _t183 in (_k164 or []):
        _i2[6] = _t183
        if _st_log is not None: _st_log.append(_Text163(_audience161(st), [_PlayerRef162(_t183), ' has ', _plain165(_st_vars[5 + _t183]), ' points']))

# <rulerun hearts.rules: play #52 1fde8b0a>
def _loop(st):
    for _t186 in (_k166 or ()):
        if not ((st.vars[5 + _t186] < 100)):
            return False
    return True

# <rulerun hearts.rules: pass_cards #53 playout, without a log 8b4ec0d9>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if ((not True) or (_d174(st, [_k175[0]]) is None)):
        return 2
    for _t194 in (_k176 or []):
        st.thread_player = st.inline_thread = _t194
        _i4 = L[:]; _i4[0] = _t194
        _t195 = _st_zones[(1 + _t194)]
        _t196 = _t194
        _t199 = len(_t195); _t197 = _comb179(_t199, 3)
        if _t197 <= 1:
            _i4[1] = _option_at180(_t195, 3, False, 0) if _t197 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t198 = st.chooser(_t197, _t196)
            else:
                _t198 = _st_bits(_t197.bit_length())
                while _t198 >= _t197: _t198 = _st_bits(_t197.bit_length())
            _t200 = _PICKS181.get((_t199, 3)) or _picks182(_t199, 3)
            _i4[1] = list(_t200[_t198](_t195)) if _t200 else _option_at180(_t195, 3, False, _t198)
            st.decisions += 1
        elif _offer178(st, _i4, _t195[:]): raise _PlayoutCut177()
        _t201 = _i4[1]
        _t202 = (5 + _t194)
        if type(_t201) is list:
            for _t203 in _t201:
                _t204 = _st_zones[_st_loc[_t203]]
                if _t204[-1] == _t203: _t204.pop()
                else: _t204.remove(_t203)
                _st_zones[_t202].append(_t203); _st_loc[_t203] = _t202
        elif _t201 is not None:
            _move_cards183(st, _t201, _t202, False)
    st.thread_player = st.inline_thread = None
    for _t205 in (_k184 or []):
        L[4] = _t205
        _t206 = (5 + _t205)
        _t207 = (1 + (((_t205 + 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 1) else (((_t205 - 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 2) else (((((_t205 + 1) % 4) + 1) % 4) if ((4 == 4) and ((_st_vars[0] % 4) == 3)) else None))))
        if _t206 != _t207:
            _t208 = _st_zones[_t206]; _st_zones[_t207] += _t208
            for _t209 in _t208: _st_loc[_t209] = _t207
            _t208.clear()
        else:
            _move_cards183(st, _st_zones[_t206][:], _t207, False)

# <rulerun hearts.rules: play #54 b8c0cca4>
def _loop(st):
    _t215 = None
    for _t214 in ([_c for _i in [1 + _p for _p in _k190] for _c in st.zones[_i]] or ()):
        if (_c191[_t214] == 'clubs'):
            _t216 = _c192[_t214]
            if _t215 is None or _t216 < _t215:
                _t215 = _t216
    return _t215

# <rulerun hearts.rules: play #55 c6be58f0>
def _loop(st, _i5l0):
    for _t222 in st.zones[(1 + _i5l0)]:
        if not ((_c194[_t222] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play #56 96d4fb5b>
def _loop(st):
    _t226 = None
    for _t225 in ([_c for _i in [1 + _p for _p in _k196] for _c in st.zones[_i]] or ()):
        if (_c197[_t225] == 'clubs'):
            _t227 = _c198[_t225]
            if _t226 is None or _t227 < _t226:
                _t226 = _t227
    return _t226

# <rulerun hearts.rules: play #57 a4938f0b>
def _loop(st, _t235):
    _st_vars = st.vars
    _st_zones = st.zones
    _t241 = _NOT_YET
    for _t239 in _st_zones[(1 + _t235)]:
        if (((_c204[_t239] == _st_vars[1]) or (not (_st_vars[1] in (_t241 if _t241 is not _NOT_YET else (_t241 := list(map(_c204.__getitem__, _st_zones[(1 + _t235)]))))))) and ((1 if (_c204[_t239] == 'hearts') else (13 if ((_c204[_t239] == 'spades') and (_c205[_t239] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play #58 80cf966c>
def _loop(st):
    _st_vars = st.vars
    _t254 = None
    for _t253 in st.zones[9]:
        if (_c211[_t253] == _st_vars[1]):
            _t255 = _c212[_t253]
            if _t254 is None or _t255 > _t254:
                _t254 = _t255
    return _t254

# <rulerun hearts.rules: play #59 9be3f245>
def _loop(st):
    _st_vars = st.vars
    _t256 = _NOT_YET
    for _t251 in st.zones[9]:
        if ((_c209[_t251] == _st_vars[1]) and (_c210[_t251] == (_t256 if _t256 is not _NOT_YET else (_t256 := _a213(st))))):
            return _t251
    return None

# <rulerun hearts.rules: play_trick #60 8e8cd907>
def _loop(st, L):
    for _t263 in st.zones[(1 + L[0])]:
        if not ((_c216[_t263] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #61 c918e7ef>
def _loop(st):
    _t267 = None
    for _t266 in ([_c for _i in [1 + _p for _p in _k219] for _c in st.zones[_i]] or ()):
        if (_c220[_t266] == 'clubs'):
            _t268 = _c221[_t266]
            if _t267 is None or _t268 < _t267:
                _t267 = _t268
    return _t267

# <rulerun hearts.rules: play_trick #62 81da43ee>
def _loop(st, _t276):
    _st_vars = st.vars
    _st_zones = st.zones
    _t282 = _NOT_YET
    for _t280 in _st_zones[(1 + _t276)]:
        if (((_c228[_t280] == _st_vars[1]) or (not (_st_vars[1] in (_t282 if _t282 is not _NOT_YET else (_t282 := list(map(_c228.__getitem__, _st_zones[(1 + _t276)]))))))) and ((1 if (_c228[_t280] == 'hearts') else (13 if ((_c228[_t280] == 'spades') and (_c229[_t280] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #63 ecab8561>
def _loop(st):
    _st_vars = st.vars
    _t295 = None
    for _t294 in st.zones[9]:
        if (_c235[_t294] == _st_vars[1]):
            _t296 = _c236[_t294]
            if _t295 is None or _t296 > _t295:
                _t295 = _t296
    return _t295

# <rulerun hearts.rules: play_trick #64 5caefe7b>
def _loop(st):
    _st_vars = st.vars
    _t297 = _NOT_YET
    for _t292 in st.zones[9]:
        if ((_c233[_t292] == _st_vars[1]) and (_c234[_t292] == (_t297 if _t297 is not _NOT_YET else (_t297 := _a237(st))))):
            return _t292
    return None

# <rulerun hearts.rules: play_trick #65 playout, without a log 422a4756>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _t265 = _NOT_YET
    _t269 = _NOT_YET
    _t261 = []
    for _t262 in _st_zones[(1 + _l0)]:
        if ((((_c215[_t262] != 'hearts') or _st_vars[3]) or (_t265 if _t265 is not _NOT_YET else (_t265 := _a217(st, L)))) and ((not _st_vars[4]) or ((_c215[_t262] == 'clubs') and (_c218[_t262] == (_t269 if _t269 is not _NOT_YET else (_t269 := _a222(st))))))): _t261.append(_t262)
    _t270 = _l0
    _t271 = len(_t261)
    if _t271 <= 1:
        L[1] = _t261[0] if _t271 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t272 = st.chooser(_t271, _t270)
        else:
            _t272 = _st_bits(_t271.bit_length())
            while _t272 >= _t271: _t272 = _st_bits(_t271.bit_length())
        L[1] = _t261[_t272]; st.decisions += 1
    elif _decide225(st, L, _t261, _t270): raise _PlayoutCut223()
    _st_vars[1] = _c215[L[1]]
    _st_cvars[L[1]] = _l0
    _t273 = L[1]
    _t274 = 9
    if type(_t273) is int:
        _t275 = _st_zones[_st_loc[_t273]]
        if _t275[-1] == _t273: _t275.pop()
        else: _t275.remove(_t273)
        _st_zones[_t274].append(_t273); _st_loc[_t273] = _t274
    elif _t273 is not None:
        _move_cards226(st, _t273, _t274, False)
    for _t276 in (_o227[_l0] or []):
        L[4] = _t276
        if not ((_t276 != _l0)): continue
        _t279 = _NOT_YET
        _t283 = _NOT_YET
        _t277 = []
        for _t278 in _st_zones[(1 + _t276)]:
            if (((_c215[_t278] == _st_vars[1]) or (not (_st_vars[1] in (_t279 if _t279 is not _NOT_YET else (_t279 := list(map(_c215.__getitem__, _st_zones[(1 + _t276)]))))))) and (((not _st_vars[4]) or ((1 if (_c215[_t278] == 'hearts') else (13 if ((_c215[_t278] == 'spades') and (_c218[_t278] == 12)) else 0)) == 0)) or (not (_t283 if _t283 is not _NOT_YET else (_t283 := _a230(st, _t276)))))): _t277.append(_t278)
        _t284 = _t276
        _t285 = len(_t277)
        if _t285 <= 1:
            L[5] = _t277[0] if _t285 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t286 = st.chooser(_t285, _t284)
            else:
                _t286 = _st_bits(_t285.bit_length())
                while _t286 >= _t285: _t286 = _st_bits(_t285.bit_length())
            L[5] = _t277[_t286]; st.decisions += 1
        elif _decide232(st, L, _t277, _t284): raise _PlayoutCut223()
        _st_cvars[L[5]] = _t276
        _t287 = L[5]
        _t288 = 9
        if type(_t287) is int:
            _t289 = _st_zones[_st_loc[_t287]]
            if _t289[-1] == _t287: _t289.pop()
            else: _t289.remove(_t287)
            _st_zones[_t288].append(_t287); _st_loc[_t287] = _t288
        elif _t287 is not None:
            _move_cards226(st, _t287, _t288, False)
    _t290 = False
    for _t291 in _st_zones[9]:
        if (_c215[_t291] == 'hearts'):
            _t290 = True
            break
    if (_t290 and (not _st_vars[3])):
        _st_vars[3] = True
    _st_vars[2] = _st_cvars[_a238(st)]
    _t298 = 9
    _t299 = (10 + _st_vars[2])
    if _t298 != _t299:
        _t300 = _st_zones[_t298]; _st_zones[_t299] += _t300
        for _t301 in _t300: _st_loc[_t301] = _t299
        _t300.clear()
    else:
        _move_cards226(st, _st_zones[_t298][:], _t299, False)

# <rulerun hearts.rules: play #66 b5110ddd>
def _loop(st, _t303):
    _t305 = 0
    for _t304 in st.zones[(10 + _t303)]:
        _t305 += (1 if (_c241[_t304] == 'hearts') else (13 if ((_c241[_t304] == 'spades') and (_c242[_t304] == 12)) else 0))
    return _t305

# <rulerun hearts.rules: play #67 70a5f9ca>
def _loop(st, _t306):
    _t308 = 0
    for _t307 in st.zones[(10 + _t306)]:
        _t308 += (1 if (_c245[_t307] == 'hearts') else (13 if ((_c245[_t307] == 'spades') and (_c246[_t307] == 12)) else 0))
    return _t308

# <rulerun hearts.rules: play #68 bc073710>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t184 = 0; _t185 = st.decisions
    while _a167(st):
        _t184 += 1
        if _t184 > _LIMIT168[0] and _over_limit169(_t184, st, _t185): raise _Runaway170()
        _i3 = [None, None, None, None]
        _st_vars[0] = _st_vars[0] + 1
        _shuffle_zone171(st, 0)
        _t188 = 0; _t189 = st.decisions
        while (not not _st_zones[0]):
            _t188 += 1
            if _t188 > _LIMIT168[0] and _over_limit169(_t188, st, _t189): raise _Runaway170()
            for _t190 in (_k172 or []):
                _i3[2] = _t190
                _t193 = _st_zones[0]
                _t192 = (1 + _t190)
                if _t193:
                    _t191 = _t193.pop(); _st_zones[_t192].append(_t191); _st_loc[_t191] = _t192
        if _p186(st, _k185[:]) == 3: return 3
        _st_vars[3] = False
        _st_vars[4] = True
        _t210 = None
        for _t211 in (_k187 or ()):
            _t217 = _NOT_YET
            _t212 = False
            for _t213 in _st_zones[(1 + _t211)]:
                if ((_c188[_t213] == 'clubs') and (_c189[_t213] == (_t217 if _t217 is not _NOT_YET else (_t217 := _a193(st))))):
                    _t212 = True
                    break
            if _t212:
                _t210 = _t211
                break
        _i3[3] = _t210
        _t218 = 0; _t219 = st.decisions
        while (not not _st_zones[(1 + _i3[3])]):
            _t218 += 1
            if _t218 > _LIMIT168[0] and _over_limit169(_t218, st, _t219): raise _Runaway170()
            if _p239(st, [_i3[3], None, None, None, None, None]) == 3: return 3
            _st_vars[4] = False
            _i3[3] = _st_vars[2]
        _i6 = [None, None, None, None, None, None, None]
        _t302 = None
        for _t303 in (_k240 or ()):
            if (_a243(st, _t303) == 26):
                _t302 = _t303
                break
        _i6[0] = _t302
        for _t306 in (_k244 or []):
            _i6[3] = _t306
            if (_i6[0] is not None):
                if (_t306 != _i6[0]):
                    _st_vars[5 + _t306] = _st_vars[5 + _t306] + 26
            else:
                _st_vars[5 + _t306] = _st_vars[5 + _t306] + _a247(st, _t306)
            _t309 = (10 + _t306)
            _t310 = 0
            if _t309 != _t310:
                _t311 = _st_zones[_t309]; _st_zones[_t310] += _t311
                for _t312 in _t311: _st_loc[_t312] = _t310
                _t311.clear()
            else:
                _move_cards173(st, _st_zones[_t309][:], _t310, False)
        if (_i6[0] is not None):
            pass
        for _t313 in (_k248 or []):
            _i6[6] = _t313
            pass

# <rulerun hearts.rules: play #69 68471708>
def _native(st, L):
    _t314 = True
    for _t315 in (_k249 or ()):
        if not ((st.vars[5 + _t315] < 100)):
            _t314 = False
            break
    return _t314

# <rulerun hearts.rules: pass_cards #70 95417824>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run252(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step253(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t316 = L[0]
            _t319 = len(_o); _t317 = _comb255(_t319, 3)
            if _t317 <= 1 and _st_log is None:
                L[1] = _option_at256(_o, 3, False, 0) if _t317 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t318 = st.chooser(_t317, _t316)
                else:
                    _t318 = _st_bits(_t317.bit_length())
                    while _t318 >= _t317: _t318 = _st_bits(_t317.bit_length())
                _t320 = _PICKS257.get((_t319, 3)) or _picks258(_t319, 3)
                L[1] = list(_t320[_t318](_o)) if _t320 else _option_at256(_o, 3, False, _t318)
                st.decisions += 1
            elif _offer254(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run259(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run260(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k261)

# <rulerun hearts.rules: play_trick #71 7279166b>
def _loop(st, L):
    for _t322 in st.zones[(1 + L[0])]:
        if not ((_c266[_t322] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #72 7ee062e9>
def _loop(st):
    _t326 = None
    for _t325 in ([_c for _i in [1 + _p for _p in _k269] for _c in st.zones[_i]] or ()):
        if (_c270[_t325] == 'clubs'):
            _t327 = _c271[_t325]
            if _t326 is None or _t327 < _t326:
                _t326 = _t327
    return _t326

# <rulerun hearts.rules: play_trick #73 d146180f>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t336 = _NOT_YET
    for _t334 in _st_zones[(1 + L[4])]:
        if (((_c277[_t334] == _st_vars[1]) or (not (_st_vars[1] in (_t336 if _t336 is not _NOT_YET else (_t336 := list(map(_c277.__getitem__, _st_zones[(1 + L[4])]))))))) and ((1 if (_c277[_t334] == 'hearts') else (13 if ((_c277[_t334] == 'spades') and (_c278[_t334] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #74 20310149>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT262[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _t324 = _NOT_YET
            _t328 = _NOT_YET
            _o = []
            for _t321 in _st_zones[(1 + L[0])]:
                if ((((_c265[_t321] != 'hearts') or _st_vars[3]) or (_t324 if _t324 is not _NOT_YET else (_t324 := _a267(st, L)))) and ((not _st_vars[4]) or ((_c265[_t321] == 'clubs') and (_c268[_t321] == (_t328 if _t328 is not _NOT_YET else (_t328 := _a272(st))))))): _o.append(_t321)
            fr[1] = 1
            _t329 = L[0]
            _t330 = len(_o)
            if _t330 <= 1 and _st_log is None:
                L[1] = _o[0] if _t330 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t331 = st.chooser(_t330, _t329)
                else:
                    _t331 = _st_bits(_t330.bit_length())
                    while _t331 >= _t330: _t331 = _st_bits(_t330.bit_length())
                L[1] = _o[_t331]; st.decisions += 1
            elif _decide274(st, L, _o, _t329): return True
            pc = 1
        if pc == 1:
            _r = _run275(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o276[L[0]] or []); L[3] = 0
            pc = 3
        if pc == 3:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 7
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                if (L[4] != L[0]):
                    pc = 4; break
            L[3] = _i
        if pc == 4:
            _t333 = _NOT_YET
            _t337 = _NOT_YET
            _o = []
            for _t332 in _st_zones[(1 + L[4])]:
                if (((_c265[_t332] == _st_vars[1]) or (not (_st_vars[1] in (_t333 if _t333 is not _NOT_YET else (_t333 := list(map(_c265.__getitem__, _st_zones[(1 + L[4])]))))))) and (((not _st_vars[4]) or ((1 if (_c265[_t332] == 'hearts') else (13 if ((_c265[_t332] == 'spades') and (_c268[_t332] == 12)) else 0)) == 0)) or (not (_t337 if _t337 is not _NOT_YET else (_t337 := _a279(st, L)))))): _o.append(_t332)
            fr[1] = 5
            _t338 = L[4]
            _t339 = len(_o)
            if _t339 <= 1 and _st_log is None:
                L[5] = _o[0] if _t339 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t340 = st.chooser(_t339, _t338)
                else:
                    _t340 = _st_bits(_t339.bit_length())
                    while _t340 >= _t339: _t340 = _st_bits(_t339.bit_length())
                L[5] = _o[_t340]; st.decisions += 1
            elif _decide281(st, L, _o, _t338): return True
            pc = 5
        if pc == 5:
            _r = _run282(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit264(_k, st, _d0): raise _Runaway263()
            continue
        if pc == 7:
            _r = _run283(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k284)

# <rulerun hearts.rules: play_hand #75 c7bb47fe>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT285[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run288(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit289(_k290)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run291(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3:
            if (not not st.zones[(1 + L[3])]):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _a = [L[3], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit289(_k292)
            fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run293(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit287(_k, st, _d0): raise _Runaway286()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k294)

# <rulerun hearts.rules: settle #76 b2c214d3>
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

# <rulerun hearts.rules: play #77 a94fe393>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT299[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _t341 = True
            for _t342 in (_k302 or ()):
                if not ((st.vars[5 + _t342] < 100)):
                    _t341 = False
                    break
            if _t341:
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _a = [None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit303(_k304)
            fr[1] = 2; st.cur.append([2, 0, _a]); return None
        if pc == 2:
            _r = _run305(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit301(_k, st, _d0): raise _Runaway300()
            continue
        if pc == 4:
            fr[1] = 5
            if _step306(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k307)

# <rulerun hearts.rules: pass_cards #78 d04263d0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run310(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region311(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step312(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t343 = L[0]
            _t346 = len(_o); _t344 = _comb314(_t346, 3)
            if _t344 <= 1 and _st_log is None:
                L[1] = _option_at315(_o, 3, False, 0) if _t344 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t345 = st.chooser(_t344, _t343)
                else:
                    _t345 = _st_bits(_t344.bit_length())
                    while _t345 >= _t344: _t345 = _st_bits(_t344.bit_length())
                _t347 = _PICKS316.get((_t346, 3)) or _picks317(_t346, 3)
                L[1] = list(_t347[_t345](_o)) if _t347 else _option_at315(_o, 3, False, _t345)
                st.decisions += 1
            elif _offer313(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run318(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run319(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k320)

# <rulerun hearts.rules: play_trick #79 ce1d8fdd>
def _loop(st, L):
    for _t349 in st.zones[(1 + L[0])]:
        if not ((_c325[_t349] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #80 7e4a8c0f>
def _loop(st):
    _t353 = None
    for _t352 in ([_c for _i in [1 + _p for _p in _k328] for _c in st.zones[_i]] or ()):
        if (_c329[_t352] == 'clubs'):
            _t354 = _c330[_t352]
            if _t353 is None or _t354 < _t353:
                _t353 = _t354
    return _t353

# <rulerun hearts.rules: play_trick #81 ef56a9ac>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t363 = _NOT_YET
    for _t361 in _st_zones[(1 + L[4])]:
        if (((_c337[_t361] == _st_vars[1]) or (not (_st_vars[1] in (_t363 if _t363 is not _NOT_YET else (_t363 := list(map(_c337.__getitem__, _st_zones[(1 + L[4])]))))))) and ((1 if (_c337[_t361] == 'hearts') else (13 if ((_c337[_t361] == 'spades') and (_c338[_t361] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #82 f755d535>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT321[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _t351 = _NOT_YET
            _t355 = _NOT_YET
            _o = []
            for _t348 in _st_zones[(1 + L[0])]:
                if ((((_c324[_t348] != 'hearts') or _st_vars[3]) or (_t351 if _t351 is not _NOT_YET else (_t351 := _a326(st, L)))) and ((not _st_vars[4]) or ((_c324[_t348] == 'clubs') and (_c327[_t348] == (_t355 if _t355 is not _NOT_YET else (_t355 := _a331(st))))))): _o.append(_t348)
            fr[1] = 1
            _t356 = L[0]
            _t357 = len(_o)
            if _t357 <= 1 and _st_log is None:
                L[1] = _o[0] if _t357 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t358 = st.chooser(_t357, _t356)
                else:
                    _t358 = _st_bits(_t357.bit_length())
                    while _t358 >= _t357: _t358 = _st_bits(_t357.bit_length())
                L[1] = _o[_t358]; st.decisions += 1
            elif _decide333(st, L, _o, _t356): return True
            pc = 1
        if pc == 1:
            _r = _run334(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region335(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[2] = (_o336[L[0]] or []); L[3] = 0
            pc = 3
        if pc == 3:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 7
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                if (L[4] != L[0]):
                    pc = 4; break
            L[3] = _i
        if pc == 4:
            _t360 = _NOT_YET
            _t364 = _NOT_YET
            _o = []
            for _t359 in _st_zones[(1 + L[4])]:
                if (((_c324[_t359] == _st_vars[1]) or (not (_st_vars[1] in (_t360 if _t360 is not _NOT_YET else (_t360 := list(map(_c324.__getitem__, _st_zones[(1 + L[4])]))))))) and (((not _st_vars[4]) or ((1 if (_c324[_t359] == 'hearts') else (13 if ((_c324[_t359] == 'spades') and (_c327[_t359] == 12)) else 0)) == 0)) or (not (_t364 if _t364 is not _NOT_YET else (_t364 := _a339(st, L)))))): _o.append(_t359)
            fr[1] = 5
            _t365 = L[4]
            _t366 = len(_o)
            if _t366 <= 1 and _st_log is None:
                L[5] = _o[0] if _t366 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t367 = st.chooser(_t366, _t365)
                else:
                    _t367 = _st_bits(_t366.bit_length())
                    while _t367 >= _t366: _t367 = _st_bits(_t366.bit_length())
                L[5] = _o[_t367]; st.decisions += 1
            elif _decide341(st, L, _o, _t365): return True
            pc = 5
        if pc == 5:
            _r = _run342(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit323(_k, st, _d0): raise _Runaway322()
            continue
        if pc == 7:
            _r = _run343(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k344)

# <rulerun hearts.rules: play_hand #83 1c265954>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT345[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run348(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p349(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit350(_k351)
                fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run352(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region353(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 3:
            if (not not st.zones[(1 + L[3])]):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p354(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit350(_k355)
                fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run356(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit347(_k, st, _d0): raise _Runaway346()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k357)

# <rulerun hearts.rules: play_hand #84 b5b99b8f>
def _loop(st):
    _t381 = None
    for _t380 in ([_c for _i in [1 + _p for _p in _k374] for _c in st.zones[_i]] or ()):
        if (_c375[_t380] == 'clubs'):
            _t382 = _c376[_t380]
            if _t381 is None or _t382 < _t381:
                _t381 = _t382
    return _t381

# <rulerun hearts.rules: play_hand #85 71479adb>
def _loop(st, _i7l0):
    for _t388 in st.zones[(1 + _i7l0)]:
        if not ((_c378[_t388] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_hand #86 04da0aac>
def _loop(st):
    _t392 = None
    for _t391 in ([_c for _i in [1 + _p for _p in _k380] for _c in st.zones[_i]] or ()):
        if (_c381[_t391] == 'clubs'):
            _t393 = _c382[_t391]
            if _t392 is None or _t393 < _t392:
                _t392 = _t393
    return _t392

# <rulerun hearts.rules: play_hand #87 51408ea6>
def _loop(st, _t401):
    _st_vars = st.vars
    _st_zones = st.zones
    _t407 = _NOT_YET
    for _t405 in _st_zones[(1 + _t401)]:
        if (((_c388[_t405] == _st_vars[1]) or (not (_st_vars[1] in (_t407 if _t407 is not _NOT_YET else (_t407 := list(map(_c388.__getitem__, _st_zones[(1 + _t401)]))))))) and ((1 if (_c388[_t405] == 'hearts') else (13 if ((_c388[_t405] == 'spades') and (_c389[_t405] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_hand #88 bfb76574>
def _loop(st):
    _st_vars = st.vars
    _t420 = None
    for _t419 in st.zones[9]:
        if (_c395[_t419] == _st_vars[1]):
            _t421 = _c396[_t419]
            if _t420 is None or _t421 > _t420:
                _t420 = _t421
    return _t420

# <rulerun hearts.rules: play_hand #89 b9eadcc6>
def _loop(st):
    _st_vars = st.vars
    _t422 = _NOT_YET
    for _t417 in st.zones[9]:
        if ((_c393[_t417] == _st_vars[1]) and (_c394[_t417] == (_t422 if _t422 is not _NOT_YET else (_t422 := _a397(st))))):
            return _t417
    return None

# <rulerun hearts.rules: play_hand #90 playout, without a log bb9c94c4>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = _st_vars[0] + 1
    _shuffle_zone363(st, 0)
    _t370 = 0; _t371 = st.decisions
    while (not not _st_zones[0]):
        _t370 += 1
        if _t370 > _LIMIT364[0] and _over_limit365(_t370, st, _t371): raise _Runaway366()
        for _t372 in (_k367 or []):
            L[2] = _t372
            _t375 = _st_zones[0]
            _t374 = (1 + _t372)
            if _t375:
                _t373 = _t375.pop(); _st_zones[_t374].append(_t373); st.loc[_t373] = _t374
    if _p370(st, _k369[:]) == 3: return 3
    _st_vars[3] = False
    _st_vars[4] = True
    _t376 = None
    for _t377 in (_k371 or ()):
        _t383 = _NOT_YET
        _t378 = False
        for _t379 in _st_zones[(1 + _t377)]:
            if ((_c372[_t379] == 'clubs') and (_c373[_t379] == (_t383 if _t383 is not _NOT_YET else (_t383 := _a377(st))))):
                _t378 = True
                break
        if _t378:
            _t376 = _t377
            break
    L[3] = _t376
    _t384 = 0; _t385 = st.decisions
    while (not not _st_zones[(1 + L[3])]):
        _t384 += 1
        if _t384 > _LIMIT364[0] and _over_limit365(_t384, st, _t385): raise _Runaway366()
        if _p399(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play #91 c759dd1a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT358[0]; _d0 = st.decisions
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region361(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            _t368 = True
            for _t369 in (_k362 or ()):
                if not ((st.vars[5 + _t369] < 100)):
                    _t368 = False
                    break
            if _t368:
                pc = 1
            else:
                pc = 4
        if pc == 1:
            if st.thread_player is None and st.log is None:
                if _p400(st, [None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit401(_k402)
                fr[1] = 2; st.cur.append([2, 0, _a]); return None
        if pc == 2:
            _r = _run403(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit360(_k, st, _d0): raise _Runaway359()
            continue
        if pc == 4:
            fr[1] = 5
            if _step404(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k405)

# <rulerun hearts.rules: rank #92 20039602>
def _native(st, p):
    return ((-st.vars[5 + p]), )

