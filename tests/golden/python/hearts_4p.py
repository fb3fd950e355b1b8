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

# <rulerun hearts.rules: pass_cards #5 134ebd75>
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
        if not _t7: _no_option9(_t6, 'cards to pass')
        if _t7 <= 1:
            _i0[1] = _option_at10(_t5, 3, False, 0) if _t7 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t8 = st.chooser(_t7, _t6)
            else:
                _t8 = _st_bits(_t7.bit_length())
                while _t8 >= _t7: _t8 = _st_bits(_t7.bit_length())
            _t10 = _PICKS11.get((_t9, 3)) or _picks12(_t9, 3)
            _i0[1] = list(_t10[_t8](_t5)) if _t10 else _option_at10(_t5, 3, False, _t8)
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
            _move_cards13(st, _t11, _t12, False)
    st.thread_player = st.inline_thread = None

# <rulerun hearts.rules: pass_cards #6 87431b96>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t15 in (_k14 or []):
        L[4] = _t15
        _t16 = (5 + _t15)
        _t17 = (1 + _player16((((_t15 + 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 1) else (((_t15 - 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 2) else (((((_t15 + 1) % 4) + 1) % 4) if ((4 == 4) and ((_st_vars[0] % 4) == 3)) else None))), 4))
        if _st_log is None and _t16 != _t17:
            _t18 = _st_zones[_t16]; _st_zones[_t17] += _t18
            for _t19 in _t18: st.loc[_t19] = _t17
            _t18.clear()
        else:
            _move_cards15(st, _st_zones[_t16][:], _t17, False)
    if _st_log is not None: _st_log.append(_Text24(_audience17(st), ['each player passes three cards ', _plain23(('to the left' if (_d18(st, [_k19[0]]) == ((_k20[0] + 1) % 4)) else ('to the right' if (_d18(st, [_k21[0]]) == ((_k22[0] - 1) % 4)) else 'across')))]))

# <rulerun hearts.rules: pass_cards #7 efba2c75>
def _native(st, L):
    return _k25

# <rulerun hearts.rules: pass_cards #8 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun hearts.rules: play_trick #9 383bda23>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_zones = st.zones
    st.vars[1] = _c26[_l1]
    st.cvars[_l1] = L[0]
    _t20 = _l1
    _t21 = 9
    if type(_t20) is int and st.log is None:
        _t22 = _st_zones[_st_loc[_t20]]
        if _t22[-1] == _t20: _t22.pop()
        else: _t22.remove(_t20)
        _st_zones[_t21].append(_t20); _st_loc[_t20] = _t21
    elif _t20 is not None:
        _move_cards27(st, _t20, _t21, False)

# <rulerun hearts.rules: play_trick #10 647737d0>
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
        _move_cards28(st, _t23, _t24, False)

# <rulerun hearts.rules: play_trick #11 f9015557>
def _loop(st, _t26):
    _st_vars = st.vars
    _st_zones = st.zones
    _t32 = _NOT_YET
    for _t30 in _st_zones[(1 + _t26)]:
        if (((_c32[_t30] == _st_vars[1]) or (not (_st_vars[1] in (_t32 if _t32 is not _NOT_YET else (_t32 := list(map(_c32.__getitem__, _st_zones[(1 + _t26)]))))))) and ((1 if (_c32[_t30] == 'hearts') else (13 if ((_c32[_t30] == 'spades') and (_c33[_t30] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #12 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hearts.rules: play_trick #13 4915cab4>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t26 in (_o29[_l0] or []):
        L[4] = _t26
        if not ((_t26 != _l0)): continue
        _t29 = _NOT_YET
        _t33 = _NOT_YET
        _t27 = []
        for _t28 in _st_zones[(1 + _t26)]:
            if (((_c30[_t28] == _st_vars[1]) or (not (_st_vars[1] in (_t29 if _t29 is not _NOT_YET else (_t29 := list(map(_c30.__getitem__, _st_zones[(1 + _t26)]))))))) and (((not _st_vars[4]) or ((1 if (_c30[_t28] == 'hearts') else (13 if ((_c30[_t28] == 'spades') and (_c31[_t28] == 12)) else 0)) == 0)) or (not (_t33 if _t33 is not _NOT_YET else (_t33 := _a34(st, _t26)))))): _t27.append(_t28)
        _t34 = _t26
        _t35 = len(_t27)
        if not _t35: _no_option37(_t34, 'card to play')
        if _t35 <= 1 and _st_log is None:
            L[5] = _t27[0] if _t35 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t36 = st.chooser(_t35, _t34)
            else:
                _t36 = _st_bits(_t35.bit_length())
                while _t36 >= _t35: _t36 = _st_bits(_t35.bit_length())
            L[5] = _t27[_t36]; st.decisions += 1
        elif _decide38(st, L, _t27, _t34): raise _PlayoutCut35()
        st.cvars[L[5]] = _t26
        _t37 = L[5]
        _t38 = 9
        if type(_t37) is int and _st_log is None:
            _t39 = _st_zones[_st_loc[_t37]]
            if _t39[-1] == _t37: _t39.pop()
            else: _t39.remove(_t37)
            _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
        elif _t37 is not None:
            _move_cards39(st, _t37, _t38, False)

# <rulerun hearts.rules: play_trick #14 54b28a6b>
def _loop(st):
    _st_vars = st.vars
    _t45 = None
    for _t44 in st.zones[9]:
        if (_c45[_t44] == _st_vars[1]):
            _t46 = _c46[_t44]
            if _t45 is None or _t46 > _t45:
                _t45 = _t46
    return _t45

# <rulerun hearts.rules: play_trick #15 1e8f5646>
def _loop(st):
    _st_vars = st.vars
    _t47 = _NOT_YET
    for _t42 in st.zones[9]:
        if ((_c43[_t42] == _st_vars[1]) and (_c44[_t42] == (_t47 if _t47 is not _NOT_YET else (_t47 := _a47(st))))):
            return _t42
    return None

# <rulerun hearts.rules: play_trick #16 85965666>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t40 = False
    for _t41 in _st_zones[9]:
        if (_c40[_t41] == 'hearts'):
            _t40 = True
            break
    if (_t40 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text42(_audience41(st), ['hearts are broken']))
    _st_vars[2] = _player49(st.cvars[_a48(st)], 4)
    if _st_log is not None: _st_log.append(_Text42(_audience41(st), [_PlayerRef50(_st_vars[2]), ' wins the trick']))
    _t48 = 9
    _t49 = (10 + _st_vars[2])
    if _st_log is None and _t48 != _t49:
        _t50 = _st_zones[_t48]; _st_zones[_t49] += _t50
        for _t51 in _t50: st.loc[_t51] = _t49
        _t50.clear()
    else:
        _move_cards51(st, _st_zones[_t48][:], _t49, False)

# <rulerun hearts.rules: play_trick #17 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun hearts.rules: play_trick #18 09eaa977>
def _loop(st, L):
    for _t52 in st.zones[(1 + L[0])]:
        if not ((_c53[_t52] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #19 f32dc95b>
def _loop(st):
    _t55 = None
    for _t54 in ([_c for _i in [1 + _p for _p in _k56] for _c in st.zones[_i]] or ()):
        if (_c57[_t54] == 'clubs'):
            _t56 = _c58[_t54]
            if _t55 is None or _t56 < _t55:
                _t55 = _t56
    return _t55

# <rulerun hearts.rules: play_trick #20 b24290b7>
def _native(st, L):
    _l1 = L[1]
    _st_vars = st.vars
    return ((((_c52[_l1] != 'hearts') or _st_vars[3]) or _a54(st, L)) and ((not _st_vars[4]) or ((_c52[_l1] == 'clubs') and (_c55[_l1] == _a59(st)))))

# <rulerun hearts.rules: play_trick #21 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hearts.rules: play_trick #22 326f86cd>
def _native(st, L):
    return _o60[L[0]]

# <rulerun hearts.rules: play_trick #23 7df1da19>
def _native(st, L):
    return (L[4] != L[0])

# <rulerun hearts.rules: play_trick #24 45d32d7a>
def _native(st, L):
    return (1 + L[4])

# <rulerun hearts.rules: play_trick #25 c7e649c4>
def _loop(st, L):
    _st_vars = st.vars
    for _t57 in st.zones[(1 + L[4])]:
        if (_c62[_t57] == _st_vars[1]):
            return True
    return False

# <rulerun hearts.rules: play_trick #26 a9bd4975>
def _loop(st, L):
    _l4 = L[4]
    _st_vars = st.vars
    _st_zones = st.zones
    _t61 = _NOT_YET
    for _t59 in _st_zones[(1 + _l4)]:
        if (((_c65[_t59] == _st_vars[1]) or (not (_st_vars[1] in (_t61 if _t61 is not _NOT_YET else (_t61 := list(map(_c65.__getitem__, _st_zones[(1 + _l4)]))))))) and ((1 if (_c65[_t59] == 'hearts') else (13 if ((_c65[_t59] == 'spades') and (_c66[_t59] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #27 24cf552d>
def _native(st, L):
    _l5 = L[5]
    _st_vars = st.vars
    return (((_c61[_l5] == _st_vars[1]) or (not _a63(st, L))) and (((not _st_vars[4]) or ((1 if (_c61[_l5] == 'hearts') else (13 if ((_c61[_l5] == 'spades') and (_c64[_l5] == 12)) else 0)) == 0)) or (not _a67(st, L))))

# <rulerun hearts.rules: play_hand #28 92d1172f>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = _st_vars[0] + 1
    if _st_log is not None: _st_log.append(_Text70(_audience68(st), ['hand ', _plain69(_st_vars[0])]))
    _shuffle_zone71(st, 0)
    _t62 = 0; _t63 = st.decisions
    while (not not _st_zones[0]):
        _t62 += 1
        if _t62 > _LIMIT72[0] and _over_limit73(_t62, st, _t63): raise _Runaway74()
        for _t64 in (_k75 or []):
            L[2] = _t64
            _t67 = _st_zones[0]
            _t66 = (1 + _t64)
            if _st_log is None and _t67:
                _t65 = _t67.pop(); _st_zones[_t66].append(_t65); st.loc[_t65] = _t66
            elif _t67:
                _move_cards76(st, _t67[-1], _t66, False)

# <rulerun hearts.rules: play_hand #29 e3c86fdb>
def _loop(st):
    _t74 = None
    for _t73 in ([_c for _i in [1 + _p for _p in _k82] for _c in st.zones[_i]] or ()):
        if (_c83[_t73] == 'clubs'):
            _t75 = _c84[_t73]
            if _t74 is None or _t75 < _t74:
                _t74 = _t75
    return _t74

# <rulerun hearts.rules: play_hand #30 eaec568a>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[3] = False
    _st_vars[4] = True
    _t68 = None
    for _t69 in (_k77 or ()):
        _t71 = st.zones[(1 + _t69)]
        _budget78[0] -= len(_t71)
        if _budget78[0] < 0: _spent79(st)
        _t76 = _NOT_YET
        _t70 = False
        for _t72 in _t71:
            if ((_c80[_t72] == 'clubs') and (_c81[_t72] == (_t76 if _t76 is not _NOT_YET else (_t76 := _a85(st))))):
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

# <rulerun hearts.rules: play_hand #32 3b775390>
def _loop(st, _i1l0):
    for _t81 in st.zones[(1 + _i1l0)]:
        if not ((_c90[_t81] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_hand #33 fe4a0de9>
def _loop(st):
    _t85 = None
    for _t84 in ([_c for _i in [1 + _p for _p in _k93] for _c in st.zones[_i]] or ()):
        if (_c94[_t84] == 'clubs'):
            _t86 = _c95[_t84]
            if _t85 is None or _t86 < _t85:
                _t85 = _t86
    return _t85

# <rulerun hearts.rules: play_hand #34 4f957831>
def _loop(st, _t94):
    _st_vars = st.vars
    _st_zones = st.zones
    _t100 = _NOT_YET
    for _t98 in _st_zones[(1 + _t94)]:
        if (((_c103[_t98] == _st_vars[1]) or (not (_st_vars[1] in (_t100 if _t100 is not _NOT_YET else (_t100 := list(map(_c103.__getitem__, _st_zones[(1 + _t94)]))))))) and ((1 if (_c103[_t98] == 'hearts') else (13 if ((_c103[_t98] == 'spades') and (_c104[_t98] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_hand #35 62f38fa7>
def _loop(st):
    _st_vars = st.vars
    _t113 = None
    for _t112 in st.zones[9]:
        if (_c112[_t112] == _st_vars[1]):
            _t114 = _c113[_t112]
            if _t113 is None or _t114 > _t113:
                _t113 = _t114
    return _t113

# <rulerun hearts.rules: play_hand #36 208dec80>
def _loop(st):
    _st_vars = st.vars
    _t115 = _NOT_YET
    for _t110 in st.zones[9]:
        if ((_c110[_t110] == _st_vars[1]) and (_c111[_t110] == (_t115 if _t115 is not _NOT_YET else (_t115 := _a114(st))))):
            return _t110
    return None

# <rulerun hearts.rules: play_trick #37 e463ee2c>
def _loop(st, L):
    for _t122 in st.zones[(1 + L[0])]:
        if not ((_c119[_t122] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #38 c2da250c>
def _loop(st):
    _t126 = None
    for _t125 in ([_c for _i in [1 + _p for _p in _k122] for _c in st.zones[_i]] or ()):
        if (_c123[_t125] == 'clubs'):
            _t127 = _c124[_t125]
            if _t126 is None or _t127 < _t126:
                _t126 = _t127
    return _t126

# <rulerun hearts.rules: play_trick #39 8966ae31>
def _loop(st, _t135):
    _st_vars = st.vars
    _st_zones = st.zones
    _t141 = _NOT_YET
    for _t139 in _st_zones[(1 + _t135)]:
        if (((_c132[_t139] == _st_vars[1]) or (not (_st_vars[1] in (_t141 if _t141 is not _NOT_YET else (_t141 := list(map(_c132.__getitem__, _st_zones[(1 + _t135)]))))))) and ((1 if (_c132[_t139] == 'hearts') else (13 if ((_c132[_t139] == 'spades') and (_c133[_t139] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #40 527b4962>
def _loop(st):
    _st_vars = st.vars
    _t154 = None
    for _t153 in st.zones[9]:
        if (_c141[_t153] == _st_vars[1]):
            _t155 = _c142[_t153]
            if _t154 is None or _t155 > _t154:
                _t154 = _t155
    return _t154

# <rulerun hearts.rules: play_trick #41 8bde4580>
def _loop(st):
    _st_vars = st.vars
    _t156 = _NOT_YET
    for _t151 in st.zones[9]:
        if ((_c139[_t151] == _st_vars[1]) and (_c140[_t151] == (_t156 if _t156 is not _NOT_YET else (_t156 := _a143(st))))):
            return _t151
    return None

# <rulerun hearts.rules: play_trick #42 playout fb4985ee>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t124 = _NOT_YET
    _t128 = _NOT_YET
    _t120 = []
    for _t121 in _st_zones[(1 + _l0)]:
        if ((((_c118[_t121] != 'hearts') or _st_vars[3]) or (_t124 if _t124 is not _NOT_YET else (_t124 := _a120(st, L)))) and ((not _st_vars[4]) or ((_c118[_t121] == 'clubs') and (_c121[_t121] == (_t128 if _t128 is not _NOT_YET else (_t128 := _a125(st))))))): _t120.append(_t121)
    _t129 = _l0
    _t130 = len(_t120)
    if not _t130: _no_option128(_t129, 'card to lead')
    if _t130 <= 1 and _st_log is None:
        L[1] = _t120[0] if _t130 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t131 = st.chooser(_t130, _t129)
        else:
            _t131 = _st_bits(_t130.bit_length())
            while _t131 >= _t130: _t131 = _st_bits(_t130.bit_length())
        L[1] = _t120[_t131]; st.decisions += 1
    elif _decide129(st, L, _t120, _t129): raise _PlayoutCut126()
    _st_vars[1] = _c118[L[1]]
    _st_cvars[L[1]] = _l0
    _t132 = L[1]
    _t133 = 9
    if type(_t132) is int and _st_log is None:
        _t134 = _st_zones[_st_loc[_t132]]
        if _t134[-1] == _t132: _t134.pop()
        else: _t134.remove(_t132)
        _st_zones[_t133].append(_t132); _st_loc[_t132] = _t133
    elif _t132 is not None:
        _move_cards130(st, _t132, _t133, False)
    for _t135 in (_o131[_l0] or []):
        L[4] = _t135
        if not ((_t135 != _l0)): continue
        _t138 = _NOT_YET
        _t142 = _NOT_YET
        _t136 = []
        for _t137 in _st_zones[(1 + _t135)]:
            if (((_c118[_t137] == _st_vars[1]) or (not (_st_vars[1] in (_t138 if _t138 is not _NOT_YET else (_t138 := list(map(_c118.__getitem__, _st_zones[(1 + _t135)]))))))) and (((not _st_vars[4]) or ((1 if (_c118[_t137] == 'hearts') else (13 if ((_c118[_t137] == 'spades') and (_c121[_t137] == 12)) else 0)) == 0)) or (not (_t142 if _t142 is not _NOT_YET else (_t142 := _a134(st, _t135)))))): _t136.append(_t137)
        _t143 = _t135
        _t144 = len(_t136)
        if not _t144: _no_option128(_t143, 'card to play')
        if _t144 <= 1 and _st_log is None:
            L[5] = _t136[0] if _t144 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t145 = st.chooser(_t144, _t143)
            else:
                _t145 = _st_bits(_t144.bit_length())
                while _t145 >= _t144: _t145 = _st_bits(_t144.bit_length())
            L[5] = _t136[_t145]; st.decisions += 1
        elif _decide136(st, L, _t136, _t143): raise _PlayoutCut126()
        _st_cvars[L[5]] = _t135
        _t146 = L[5]
        _t147 = 9
        if type(_t146) is int and _st_log is None:
            _t148 = _st_zones[_st_loc[_t146]]
            if _t148[-1] == _t146: _t148.pop()
            else: _t148.remove(_t146)
            _st_zones[_t147].append(_t146); _st_loc[_t146] = _t147
        elif _t146 is not None:
            _move_cards130(st, _t146, _t147, False)
    _t149 = False
    for _t150 in _st_zones[9]:
        if (_c118[_t150] == 'hearts'):
            _t149 = True
            break
    if (_t149 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text138(_audience137(st), ['hearts are broken']))
    _st_vars[2] = _player145(_st_cvars[_a144(st)], 4)
    if _st_log is not None: _st_log.append(_Text138(_audience137(st), [_PlayerRef146(_st_vars[2]), ' wins the trick']))
    _t157 = 9
    _t158 = (10 + _st_vars[2])
    if _st_log is None and _t157 != _t158:
        _t159 = _st_zones[_t157]; _st_zones[_t158] += _t159
        for _t160 in _t159: _st_loc[_t160] = _t158
        _t159.clear()
    else:
        _move_cards130(st, _st_zones[_t157][:], _t158, False)

# <rulerun hearts.rules: play_hand #43 44640775>
def _native(st, L):
    _st_vars = st.vars
    _t77 = 0; _t78 = st.decisions
    while (not not st.zones[(1 + L[3])]):
        _t77 += 1
        if _t77 > _LIMIT86[0] and _over_limit87(_t77, st, _t78): raise _Runaway88()
        if _p147(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play_hand #44 aec96fe6>
def _native(st, L):
    return (not not st.zones[(1 + L[3])])

# <rulerun hearts.rules: play_hand #45 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun hearts.rules: settle #46 38cdf8cd>
def _loop(st, _t162):
    _t164 = 0
    for _t163 in st.zones[(10 + _t162)]:
        _t164 += (1 if (_c149[_t163] == 'hearts') else (13 if ((_c149[_t163] == 'spades') and (_c150[_t163] == 12)) else 0))
    return _t164

# <rulerun hearts.rules: settle #47 49e1e8b1>
def _loop(st, _t165):
    _t167 = 0
    for _t166 in st.zones[(10 + _t165)]:
        _t167 += (1 if (_c153[_t166] == 'hearts') else (13 if ((_c153[_t166] == 'spades') and (_c154[_t166] == 12)) else 0))
    return _t167

# <rulerun hearts.rules: settle #48 388cb869>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t161 = None
    for _t162 in (_k148 or ()):
        if (_a151(st, _t162) == 26):
            _t161 = _t162
            break
    L[0] = _t161
    for _t165 in (_k152 or []):
        L[3] = _t165
        if (L[0] is not None):
            if (_t165 != L[0]):
                _st_vars[5 + _t165] = _st_vars[5 + _t165] + 26
        else:
            _st_vars[5 + _t165] = _st_vars[5 + _t165] + _a155(st, _t165)
        _t168 = (10 + _t165)
        _t169 = 0
        if _st_log is None and _t168 != _t169:
            _t170 = _st_zones[_t168]; _st_zones[_t169] += _t170
            for _t171 in _t170: st.loc[_t171] = _t169
            _t170.clear()
        else:
            _move_cards156(st, _st_zones[_t168][:], _t169, False)
    if (L[0] is not None):
        if _st_log is not None: _st_log.append(_Text159(_audience157(st), [_PlayerRef158(L[0]), ' shoots the moon: every other player takes 26']))
    for _t172 in (_k160 or []):
        L[6] = _t172
        if _st_log is not None: _st_log.append(_Text159(_audience157(st), [_PlayerRef158(_t172), ' has ', _plain161(_st_vars[5 + _t172]), ' points']))

# <rulerun hearts.rules: play #49 759b2b95>
def _loop(st, _t174):
    _t176 = 0
    for _t175 in st.zones[(10 + _t174)]:
        _t176 += (1 if (_c163[_t175] == 'hearts') else (13 if ((_c163[_t175] == 'spades') and (_c164[_t175] == 12)) else 0))
    return _t176

# <rulerun hearts.rules: play #50 c75cd662>
def _loop(st, _t177):
    _t179 = 0
    for _t178 in st.zones[(10 + _t177)]:
        _t179 += (1 if (_c167[_t178] == 'hearts') else (13 if ((_c167[_t178] == 'spades') and (_c168[_t178] == 12)) else 0))
    return _t179

# <rulerun hearts.rules: play #51 19dca44d>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None]
    _t173 = None
    for _t174 in (_k162 or ()):
        if (_a165(st, _t174) == 26):
            _t173 = _t174
            break
    _i2[0] = _t173
    for _t177 in (_k166 or []):
        _i2[3] = _t177
        if (_i2[0] is not None):
            if (_t177 != _i2[0]):
                _st_vars[5 + _t177] = _st_vars[5 + _t177] + 26
        else:
            _st_vars[5 + _t177] = _st_vars[5 + _t177] + _a169(st, _t177)
        _t180 = (10 + _t177)
        _t181 = 0
        if _st_log is None and _t180 != _t181:
            _t182 = _st_zones[_t180]; _st_zones[_t181] += _t182
            for _t183 in _t182: st.loc[_t183] = _t181
            _t182.clear()
        else:
            _move_cards170(st, _st_zones[_t180][:], _t181, False)
    if (_i2[0] is not None):
        if _st_log is not None: _st_log.append(_Text173(_audience171(st), [_PlayerRef172(_i2[0]), ' shoots the moon: every other player takes 26']))
    for _t184 in (_k174 or []):
        _i2[6] = _t184
        if _st_log is not None: _st_log.append(_Text173(_audience171(st), [_PlayerRef172(_t184), ' has ', _plain175(_st_vars[5 + _t184]), ' points']))

# <rulerun hearts.rules: play #52 c6a2f970>
def _loop(st):
    for _t187 in (_k176 or ()):
        if not ((st.vars[5 + _t187] < 100)):
            return False
    return True

# <rulerun hearts.rules: pass_cards #53 playout, without a log f995fdea>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if ((not True) or (_d184(st, [_k185[0]]) is None)):
        return 2
    for _t195 in (_k186 or []):
        st.thread_player = st.inline_thread = _t195
        _i4 = L[:]; _i4[0] = _t195
        _t196 = _st_zones[(1 + _t195)]
        _t197 = _t195
        _t200 = len(_t196); _t198 = _comb189(_t200, 3)
        if not _t198: _no_option190(_t197, 'cards to pass')
        if _t198 <= 1:
            _i4[1] = _option_at191(_t196, 3, False, 0) if _t198 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t199 = st.chooser(_t198, _t197)
            else:
                _t199 = _st_bits(_t198.bit_length())
                while _t199 >= _t198: _t199 = _st_bits(_t198.bit_length())
            _t201 = _PICKS192.get((_t200, 3)) or _picks193(_t200, 3)
            _i4[1] = list(_t201[_t199](_t196)) if _t201 else _option_at191(_t196, 3, False, _t199)
            st.decisions += 1
        elif _offer188(st, _i4, _t196[:]): raise _PlayoutCut187()
        _t202 = _i4[1]
        _t203 = (5 + _t195)
        if type(_t202) is list:
            for _t204 in _t202:
                _t205 = _st_zones[_st_loc[_t204]]
                if _t205[-1] == _t204: _t205.pop()
                else: _t205.remove(_t204)
                _st_zones[_t203].append(_t204); _st_loc[_t204] = _t203
        elif _t202 is not None:
            _move_cards194(st, _t202, _t203, False)
    st.thread_player = st.inline_thread = None
    for _t206 in (_k195 or []):
        L[4] = _t206
        _t207 = (5 + _t206)
        _t208 = (1 + _player196((((_t206 + 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 1) else (((_t206 - 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 2) else (((((_t206 + 1) % 4) + 1) % 4) if ((4 == 4) and ((_st_vars[0] % 4) == 3)) else None))), 4))
        if _t207 != _t208:
            _t209 = _st_zones[_t207]; _st_zones[_t208] += _t209
            for _t210 in _t209: _st_loc[_t210] = _t208
            _t209.clear()
        else:
            _move_cards194(st, _st_zones[_t207][:], _t208, False)

# <rulerun hearts.rules: play #54 c7739dbb>
def _loop(st):
    _t217 = None
    for _t216 in ([_c for _i in [1 + _p for _p in _k204] for _c in st.zones[_i]] or ()):
        if (_c205[_t216] == 'clubs'):
            _t218 = _c206[_t216]
            if _t217 is None or _t218 < _t217:
                _t217 = _t218
    return _t217

# <rulerun hearts.rules: play #55 ecba526b>
def _loop(st, _i5l0):
    for _t224 in st.zones[(1 + _i5l0)]:
        if not ((_c208[_t224] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play #56 d8abd218>
def _loop(st):
    _t228 = None
    for _t227 in ([_c for _i in [1 + _p for _p in _k210] for _c in st.zones[_i]] or ()):
        if (_c211[_t227] == 'clubs'):
            _t229 = _c212[_t227]
            if _t228 is None or _t229 < _t228:
                _t228 = _t229
    return _t228

# <rulerun hearts.rules: play #57 cc446a47>
def _loop(st, _t237):
    _st_vars = st.vars
    _st_zones = st.zones
    _t243 = _NOT_YET
    for _t241 in _st_zones[(1 + _t237)]:
        if (((_c219[_t241] == _st_vars[1]) or (not (_st_vars[1] in (_t243 if _t243 is not _NOT_YET else (_t243 := list(map(_c219.__getitem__, _st_zones[(1 + _t237)]))))))) and ((1 if (_c219[_t241] == 'hearts') else (13 if ((_c219[_t241] == 'spades') and (_c220[_t241] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play #58 f9a31085>
def _loop(st):
    _st_vars = st.vars
    _t256 = None
    for _t255 in st.zones[9]:
        if (_c226[_t255] == _st_vars[1]):
            _t257 = _c227[_t255]
            if _t256 is None or _t257 > _t256:
                _t256 = _t257
    return _t256

# <rulerun hearts.rules: play #59 2f327b70>
def _loop(st):
    _st_vars = st.vars
    _t258 = _NOT_YET
    for _t253 in st.zones[9]:
        if ((_c224[_t253] == _st_vars[1]) and (_c225[_t253] == (_t258 if _t258 is not _NOT_YET else (_t258 := _a228(st))))):
            return _t253
    return None

# <rulerun hearts.rules: play_trick #60 9bbeaeee>
def _loop(st, L):
    for _t265 in st.zones[(1 + L[0])]:
        if not ((_c232[_t265] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #61 fad86f2a>
def _loop(st):
    _t269 = None
    for _t268 in ([_c for _i in [1 + _p for _p in _k235] for _c in st.zones[_i]] or ()):
        if (_c236[_t268] == 'clubs'):
            _t270 = _c237[_t268]
            if _t269 is None or _t270 < _t269:
                _t269 = _t270
    return _t269

# <rulerun hearts.rules: play_trick #62 e22f7343>
def _loop(st, _t278):
    _st_vars = st.vars
    _st_zones = st.zones
    _t284 = _NOT_YET
    for _t282 in _st_zones[(1 + _t278)]:
        if (((_c245[_t282] == _st_vars[1]) or (not (_st_vars[1] in (_t284 if _t284 is not _NOT_YET else (_t284 := list(map(_c245.__getitem__, _st_zones[(1 + _t278)]))))))) and ((1 if (_c245[_t282] == 'hearts') else (13 if ((_c245[_t282] == 'spades') and (_c246[_t282] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #63 bb36d920>
def _loop(st):
    _st_vars = st.vars
    _t297 = None
    for _t296 in st.zones[9]:
        if (_c252[_t296] == _st_vars[1]):
            _t298 = _c253[_t296]
            if _t297 is None or _t298 > _t297:
                _t297 = _t298
    return _t297

# <rulerun hearts.rules: play_trick #64 a5459257>
def _loop(st):
    _st_vars = st.vars
    _t299 = _NOT_YET
    for _t294 in st.zones[9]:
        if ((_c250[_t294] == _st_vars[1]) and (_c251[_t294] == (_t299 if _t299 is not _NOT_YET else (_t299 := _a254(st))))):
            return _t294
    return None

# <rulerun hearts.rules: play_trick #65 playout, without a log d631cf79>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _t267 = _NOT_YET
    _t271 = _NOT_YET
    _t263 = []
    for _t264 in _st_zones[(1 + _l0)]:
        if ((((_c231[_t264] != 'hearts') or _st_vars[3]) or (_t267 if _t267 is not _NOT_YET else (_t267 := _a233(st, L)))) and ((not _st_vars[4]) or ((_c231[_t264] == 'clubs') and (_c234[_t264] == (_t271 if _t271 is not _NOT_YET else (_t271 := _a238(st))))))): _t263.append(_t264)
    _t272 = _l0
    _t273 = len(_t263)
    if not _t273: _no_option241(_t272, 'card to lead')
    if _t273 <= 1:
        L[1] = _t263[0] if _t273 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t274 = st.chooser(_t273, _t272)
        else:
            _t274 = _st_bits(_t273.bit_length())
            while _t274 >= _t273: _t274 = _st_bits(_t273.bit_length())
        L[1] = _t263[_t274]; st.decisions += 1
    elif _decide242(st, L, _t263, _t272): raise _PlayoutCut239()
    _st_vars[1] = _c231[L[1]]
    _st_cvars[L[1]] = _l0
    _t275 = L[1]
    _t276 = 9
    if type(_t275) is int:
        _t277 = _st_zones[_st_loc[_t275]]
        if _t277[-1] == _t275: _t277.pop()
        else: _t277.remove(_t275)
        _st_zones[_t276].append(_t275); _st_loc[_t275] = _t276
    elif _t275 is not None:
        _move_cards243(st, _t275, _t276, False)
    for _t278 in (_o244[_l0] or []):
        L[4] = _t278
        if not ((_t278 != _l0)): continue
        _t281 = _NOT_YET
        _t285 = _NOT_YET
        _t279 = []
        for _t280 in _st_zones[(1 + _t278)]:
            if (((_c231[_t280] == _st_vars[1]) or (not (_st_vars[1] in (_t281 if _t281 is not _NOT_YET else (_t281 := list(map(_c231.__getitem__, _st_zones[(1 + _t278)]))))))) and (((not _st_vars[4]) or ((1 if (_c231[_t280] == 'hearts') else (13 if ((_c231[_t280] == 'spades') and (_c234[_t280] == 12)) else 0)) == 0)) or (not (_t285 if _t285 is not _NOT_YET else (_t285 := _a247(st, _t278)))))): _t279.append(_t280)
        _t286 = _t278
        _t287 = len(_t279)
        if not _t287: _no_option241(_t286, 'card to play')
        if _t287 <= 1:
            L[5] = _t279[0] if _t287 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t288 = st.chooser(_t287, _t286)
            else:
                _t288 = _st_bits(_t287.bit_length())
                while _t288 >= _t287: _t288 = _st_bits(_t287.bit_length())
            L[5] = _t279[_t288]; st.decisions += 1
        elif _decide249(st, L, _t279, _t286): raise _PlayoutCut239()
        _st_cvars[L[5]] = _t278
        _t289 = L[5]
        _t290 = 9
        if type(_t289) is int:
            _t291 = _st_zones[_st_loc[_t289]]
            if _t291[-1] == _t289: _t291.pop()
            else: _t291.remove(_t289)
            _st_zones[_t290].append(_t289); _st_loc[_t289] = _t290
        elif _t289 is not None:
            _move_cards243(st, _t289, _t290, False)
    _t292 = False
    for _t293 in _st_zones[9]:
        if (_c231[_t293] == 'hearts'):
            _t292 = True
            break
    if (_t292 and (not _st_vars[3])):
        _st_vars[3] = True
    _st_vars[2] = _player256(_st_cvars[_a255(st)], 4)
    _t300 = 9
    _t301 = (10 + _st_vars[2])
    if _t300 != _t301:
        _t302 = _st_zones[_t300]; _st_zones[_t301] += _t302
        for _t303 in _t302: _st_loc[_t303] = _t301
        _t302.clear()
    else:
        _move_cards243(st, _st_zones[_t300][:], _t301, False)

# <rulerun hearts.rules: play #66 be96f78d>
def _loop(st, _t305):
    _t307 = 0
    for _t306 in st.zones[(10 + _t305)]:
        _t307 += (1 if (_c259[_t306] == 'hearts') else (13 if ((_c259[_t306] == 'spades') and (_c260[_t306] == 12)) else 0))
    return _t307

# <rulerun hearts.rules: play #67 28b40ee9>
def _loop(st, _t308):
    _t310 = 0
    for _t309 in st.zones[(10 + _t308)]:
        _t310 += (1 if (_c263[_t309] == 'hearts') else (13 if ((_c263[_t309] == 'spades') and (_c264[_t309] == 12)) else 0))
    return _t310

# <rulerun hearts.rules: play #68 b3b99817>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t185 = 0; _t186 = st.decisions
    while _a177(st):
        _t185 += 1
        if _t185 > _LIMIT178[0] and _over_limit179(_t185, st, _t186): raise _Runaway180()
        _i3 = [None, None, None, None]
        _st_vars[0] = _st_vars[0] + 1
        _shuffle_zone181(st, 0)
        _t189 = 0; _t190 = st.decisions
        while (not not _st_zones[0]):
            _t189 += 1
            if _t189 > _LIMIT178[0] and _over_limit179(_t189, st, _t190): raise _Runaway180()
            for _t191 in (_k182 or []):
                _i3[2] = _t191
                _t194 = _st_zones[0]
                _t193 = (1 + _t191)
                if _t194:
                    _t192 = _t194.pop(); _st_zones[_t193].append(_t192); _st_loc[_t192] = _t193
        if _p198(st, _k197[:]) == 3: return 3
        _st_vars[3] = False
        _st_vars[4] = True
        _t211 = None
        for _t212 in (_k199 or ()):
            _t214 = _st_zones[(1 + _t212)]
            _budget200[0] -= len(_t214)
            if _budget200[0] < 0: _spent201(st)
            _t219 = _NOT_YET
            _t213 = False
            for _t215 in _t214:
                if ((_c202[_t215] == 'clubs') and (_c203[_t215] == (_t219 if _t219 is not _NOT_YET else (_t219 := _a207(st))))):
                    _t213 = True
                    break
            if _t213:
                _t211 = _t212
                break
        _i3[3] = _t211
        _t220 = 0; _t221 = st.decisions
        while (not not _st_zones[(1 + _i3[3])]):
            _t220 += 1
            if _t220 > _LIMIT178[0] and _over_limit179(_t220, st, _t221): raise _Runaway180()
            if _p257(st, [_i3[3], None, None, None, None, None]) == 3: return 3
            _st_vars[4] = False
            _i3[3] = _st_vars[2]
        _i6 = [None, None, None, None, None, None, None]
        _t304 = None
        for _t305 in (_k258 or ()):
            if (_a261(st, _t305) == 26):
                _t304 = _t305
                break
        _i6[0] = _t304
        for _t308 in (_k262 or []):
            _i6[3] = _t308
            if (_i6[0] is not None):
                if (_t308 != _i6[0]):
                    _st_vars[5 + _t308] = _st_vars[5 + _t308] + 26
            else:
                _st_vars[5 + _t308] = _st_vars[5 + _t308] + _a265(st, _t308)
            _t311 = (10 + _t308)
            _t312 = 0
            if _t311 != _t312:
                _t313 = _st_zones[_t311]; _st_zones[_t312] += _t313
                for _t314 in _t313: _st_loc[_t314] = _t312
                _t313.clear()
            else:
                _move_cards183(st, _st_zones[_t311][:], _t312, False)
        if (_i6[0] is not None):
            pass
        for _t315 in (_k266 or []):
            _i6[6] = _t315
            pass

# <rulerun hearts.rules: play #69 f4de9a00>
def _native(st, L):
    _t316 = True
    for _t317 in (_k267 or ()):
        if not ((st.vars[5 + _t317] < 100)):
            _t316 = False
            break
    return _t316

# <rulerun hearts.rules: pass_cards #70 f566bbcb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run270(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step271(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t318 = L[0]
            _t321 = len(_o); _t319 = _comb273(_t321, 3)
            if not _t319: _no_option274(_t318, 'cards to pass')
            if _t319 <= 1 and _st_log is None:
                L[1] = _option_at275(_o, 3, False, 0) if _t319 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t320 = st.chooser(_t319, _t318)
                else:
                    _t320 = _st_bits(_t319.bit_length())
                    while _t320 >= _t319: _t320 = _st_bits(_t319.bit_length())
                _t322 = _PICKS276.get((_t321, 3)) or _picks277(_t321, 3)
                L[1] = list(_t322[_t320](_o)) if _t322 else _option_at275(_o, 3, False, _t320)
                st.decisions += 1
            elif _offer272(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run278(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run279(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k280)

# <rulerun hearts.rules: play_trick #71 28e28b3d>
def _loop(st, L):
    for _t324 in st.zones[(1 + L[0])]:
        if not ((_c285[_t324] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #72 4b9a8850>
def _loop(st):
    _t328 = None
    for _t327 in ([_c for _i in [1 + _p for _p in _k288] for _c in st.zones[_i]] or ()):
        if (_c289[_t327] == 'clubs'):
            _t329 = _c290[_t327]
            if _t328 is None or _t329 < _t328:
                _t328 = _t329
    return _t328

# <rulerun hearts.rules: play_trick #73 ffd90444>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t338 = _NOT_YET
    for _t336 in _st_zones[(1 + L[4])]:
        if (((_c297[_t336] == _st_vars[1]) or (not (_st_vars[1] in (_t338 if _t338 is not _NOT_YET else (_t338 := list(map(_c297.__getitem__, _st_zones[(1 + L[4])]))))))) and ((1 if (_c297[_t336] == 'hearts') else (13 if ((_c297[_t336] == 'spades') and (_c298[_t336] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #74 076bfc4b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT281[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _t326 = _NOT_YET
            _t330 = _NOT_YET
            _o = []
            for _t323 in _st_zones[(1 + L[0])]:
                if ((((_c284[_t323] != 'hearts') or _st_vars[3]) or (_t326 if _t326 is not _NOT_YET else (_t326 := _a286(st, L)))) and ((not _st_vars[4]) or ((_c284[_t323] == 'clubs') and (_c287[_t323] == (_t330 if _t330 is not _NOT_YET else (_t330 := _a291(st))))))): _o.append(_t323)
            fr[1] = 1
            _t331 = L[0]
            _t332 = len(_o)
            if not _t332: _no_option293(_t331, 'card to lead')
            if _t332 <= 1 and _st_log is None:
                L[1] = _o[0] if _t332 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t333 = st.chooser(_t332, _t331)
                else:
                    _t333 = _st_bits(_t332.bit_length())
                    while _t333 >= _t332: _t333 = _st_bits(_t332.bit_length())
                L[1] = _o[_t333]; st.decisions += 1
            elif _decide294(st, L, _o, _t331): return True
            pc = 1
        if pc == 1:
            _r = _run295(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o296[L[0]] or []); L[3] = 0
            pc = 3
        if pc == 3:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 7
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                if (L[4] != L[0]):
                    pc = 4; break
            L[3] = _i
        if pc == 4:
            _t335 = _NOT_YET
            _t339 = _NOT_YET
            _o = []
            for _t334 in _st_zones[(1 + L[4])]:
                if (((_c284[_t334] == _st_vars[1]) or (not (_st_vars[1] in (_t335 if _t335 is not _NOT_YET else (_t335 := list(map(_c284.__getitem__, _st_zones[(1 + L[4])]))))))) and (((not _st_vars[4]) or ((1 if (_c284[_t334] == 'hearts') else (13 if ((_c284[_t334] == 'spades') and (_c287[_t334] == 12)) else 0)) == 0)) or (not (_t339 if _t339 is not _NOT_YET else (_t339 := _a299(st, L)))))): _o.append(_t334)
            fr[1] = 5
            _t340 = L[4]
            _t341 = len(_o)
            if not _t341: _no_option293(_t340, 'card to play')
            if _t341 <= 1 and _st_log is None:
                L[5] = _o[0] if _t341 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t342 = st.chooser(_t341, _t340)
                else:
                    _t342 = _st_bits(_t341.bit_length())
                    while _t342 >= _t341: _t342 = _st_bits(_t341.bit_length())
                L[5] = _o[_t342]; st.decisions += 1
            elif _decide301(st, L, _o, _t340): return True
            pc = 5
        if pc == 5:
            _r = _run302(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit283(_k, st, _d0): raise _Runaway282()
            continue
        if pc == 7:
            _r = _run303(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k304)

# <rulerun hearts.rules: play_hand #75 65ed7e1d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT305[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run308(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit309(_k310)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run311(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit309(_k312)
            fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run313(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit307(_k, st, _d0): raise _Runaway306()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k314)

# <rulerun hearts.rules: settle #76 2a403766>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run317(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k318)

# <rulerun hearts.rules: play #77 bda39c17>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT319[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _t343 = True
            for _t344 in (_k322 or ()):
                if not ((st.vars[5 + _t344] < 100)):
                    _t343 = False
                    break
            if _t343:
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _a = [None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit323(_k324)
            fr[1] = 2; st.cur.append([2, 0, _a]); return None
        if pc == 2:
            _r = _run325(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit321(_k, st, _d0): raise _Runaway320()
            continue
        if pc == 4:
            fr[1] = 5
            if _step326(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k327)

# <rulerun hearts.rules: pass_cards #78 ef607a7a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run330(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region331(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step332(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t345 = L[0]
            _t348 = len(_o); _t346 = _comb334(_t348, 3)
            if not _t346: _no_option335(_t345, 'cards to pass')
            if _t346 <= 1 and _st_log is None:
                L[1] = _option_at336(_o, 3, False, 0) if _t346 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t347 = st.chooser(_t346, _t345)
                else:
                    _t347 = _st_bits(_t346.bit_length())
                    while _t347 >= _t346: _t347 = _st_bits(_t346.bit_length())
                _t349 = _PICKS337.get((_t348, 3)) or _picks338(_t348, 3)
                L[1] = list(_t349[_t347](_o)) if _t349 else _option_at336(_o, 3, False, _t347)
                st.decisions += 1
            elif _offer333(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run339(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run340(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k341)

# <rulerun hearts.rules: play_trick #79 62a8ca88>
def _loop(st, L):
    for _t351 in st.zones[(1 + L[0])]:
        if not ((_c346[_t351] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #80 e316146d>
def _loop(st):
    _t355 = None
    for _t354 in ([_c for _i in [1 + _p for _p in _k349] for _c in st.zones[_i]] or ()):
        if (_c350[_t354] == 'clubs'):
            _t356 = _c351[_t354]
            if _t355 is None or _t356 < _t355:
                _t355 = _t356
    return _t355

# <rulerun hearts.rules: play_trick #81 89686dbc>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t365 = _NOT_YET
    for _t363 in _st_zones[(1 + L[4])]:
        if (((_c359[_t363] == _st_vars[1]) or (not (_st_vars[1] in (_t365 if _t365 is not _NOT_YET else (_t365 := list(map(_c359.__getitem__, _st_zones[(1 + L[4])]))))))) and ((1 if (_c359[_t363] == 'hearts') else (13 if ((_c359[_t363] == 'spades') and (_c360[_t363] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #82 c185024a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT342[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _t353 = _NOT_YET
            _t357 = _NOT_YET
            _o = []
            for _t350 in _st_zones[(1 + L[0])]:
                if ((((_c345[_t350] != 'hearts') or _st_vars[3]) or (_t353 if _t353 is not _NOT_YET else (_t353 := _a347(st, L)))) and ((not _st_vars[4]) or ((_c345[_t350] == 'clubs') and (_c348[_t350] == (_t357 if _t357 is not _NOT_YET else (_t357 := _a352(st))))))): _o.append(_t350)
            fr[1] = 1
            _t358 = L[0]
            _t359 = len(_o)
            if not _t359: _no_option354(_t358, 'card to lead')
            if _t359 <= 1 and _st_log is None:
                L[1] = _o[0] if _t359 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t360 = st.chooser(_t359, _t358)
                else:
                    _t360 = _st_bits(_t359.bit_length())
                    while _t360 >= _t359: _t360 = _st_bits(_t359.bit_length())
                L[1] = _o[_t360]; st.decisions += 1
            elif _decide355(st, L, _o, _t358): return True
            pc = 1
        if pc == 1:
            _r = _run356(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region357(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[2] = (_o358[L[0]] or []); L[3] = 0
            pc = 3
        if pc == 3:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 7
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                if (L[4] != L[0]):
                    pc = 4; break
            L[3] = _i
        if pc == 4:
            _t362 = _NOT_YET
            _t366 = _NOT_YET
            _o = []
            for _t361 in _st_zones[(1 + L[4])]:
                if (((_c345[_t361] == _st_vars[1]) or (not (_st_vars[1] in (_t362 if _t362 is not _NOT_YET else (_t362 := list(map(_c345.__getitem__, _st_zones[(1 + L[4])]))))))) and (((not _st_vars[4]) or ((1 if (_c345[_t361] == 'hearts') else (13 if ((_c345[_t361] == 'spades') and (_c348[_t361] == 12)) else 0)) == 0)) or (not (_t366 if _t366 is not _NOT_YET else (_t366 := _a361(st, L)))))): _o.append(_t361)
            fr[1] = 5
            _t367 = L[4]
            _t368 = len(_o)
            if not _t368: _no_option354(_t367, 'card to play')
            if _t368 <= 1 and _st_log is None:
                L[5] = _o[0] if _t368 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t369 = st.chooser(_t368, _t367)
                else:
                    _t369 = _st_bits(_t368.bit_length())
                    while _t369 >= _t368: _t369 = _st_bits(_t368.bit_length())
                L[5] = _o[_t369]; st.decisions += 1
            elif _decide363(st, L, _o, _t367): return True
            pc = 5
        if pc == 5:
            _r = _run364(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit344(_k, st, _d0): raise _Runaway343()
            continue
        if pc == 7:
            _r = _run365(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k366)

# <rulerun hearts.rules: play_hand #83 0d30a341>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT367[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run370(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p371(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit372(_k373)
                fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run374(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region375(st, L)
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
                if _p376(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit372(_k377)
                fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run378(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit369(_k, st, _d0): raise _Runaway368()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k379)

# <rulerun hearts.rules: play_hand #84 fbbb1958>
def _loop(st):
    _t384 = None
    for _t383 in ([_c for _i in [1 + _p for _p in _k398] for _c in st.zones[_i]] or ()):
        if (_c399[_t383] == 'clubs'):
            _t385 = _c400[_t383]
            if _t384 is None or _t385 < _t384:
                _t384 = _t385
    return _t384

# <rulerun hearts.rules: play_hand #85 1019f39b>
def _loop(st, _i7l0):
    for _t391 in st.zones[(1 + _i7l0)]:
        if not ((_c402[_t391] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_hand #86 29d8c5d3>
def _loop(st):
    _t395 = None
    for _t394 in ([_c for _i in [1 + _p for _p in _k404] for _c in st.zones[_i]] or ()):
        if (_c405[_t394] == 'clubs'):
            _t396 = _c406[_t394]
            if _t395 is None or _t396 < _t395:
                _t395 = _t396
    return _t395

# <rulerun hearts.rules: play_hand #87 11b5d8a0>
def _loop(st, _t404):
    _st_vars = st.vars
    _st_zones = st.zones
    _t410 = _NOT_YET
    for _t408 in _st_zones[(1 + _t404)]:
        if (((_c413[_t408] == _st_vars[1]) or (not (_st_vars[1] in (_t410 if _t410 is not _NOT_YET else (_t410 := list(map(_c413.__getitem__, _st_zones[(1 + _t404)]))))))) and ((1 if (_c413[_t408] == 'hearts') else (13 if ((_c413[_t408] == 'spades') and (_c414[_t408] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_hand #88 eba53735>
def _loop(st):
    _st_vars = st.vars
    _t423 = None
    for _t422 in st.zones[9]:
        if (_c420[_t422] == _st_vars[1]):
            _t424 = _c421[_t422]
            if _t423 is None or _t424 > _t423:
                _t423 = _t424
    return _t423

# <rulerun hearts.rules: play_hand #89 d618b75b>
def _loop(st):
    _st_vars = st.vars
    _t425 = _NOT_YET
    for _t420 in st.zones[9]:
        if ((_c418[_t420] == _st_vars[1]) and (_c419[_t420] == (_t425 if _t425 is not _NOT_YET else (_t425 := _a422(st))))):
            return _t420
    return None

# <rulerun hearts.rules: play_hand #90 playout, without a log e65dfdae>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = _st_vars[0] + 1
    _shuffle_zone385(st, 0)
    _t372 = 0; _t373 = st.decisions
    while (not not _st_zones[0]):
        _t372 += 1
        if _t372 > _LIMIT386[0] and _over_limit387(_t372, st, _t373): raise _Runaway388()
        for _t374 in (_k389 or []):
            L[2] = _t374
            _t377 = _st_zones[0]
            _t376 = (1 + _t374)
            if _t377:
                _t375 = _t377.pop(); _st_zones[_t376].append(_t375); st.loc[_t375] = _t376
    if _p392(st, _k391[:]) == 3: return 3
    _st_vars[3] = False
    _st_vars[4] = True
    _t378 = None
    for _t379 in (_k393 or ()):
        _t381 = _st_zones[(1 + _t379)]
        _budget394[0] -= len(_t381)
        if _budget394[0] < 0: _spent395(st)
        _t386 = _NOT_YET
        _t380 = False
        for _t382 in _t381:
            if ((_c396[_t382] == 'clubs') and (_c397[_t382] == (_t386 if _t386 is not _NOT_YET else (_t386 := _a401(st))))):
                _t380 = True
                break
        if _t380:
            _t378 = _t379
            break
    L[3] = _t378
    _t387 = 0; _t388 = st.decisions
    while (not not _st_zones[(1 + L[3])]):
        _t387 += 1
        if _t387 > _LIMIT386[0] and _over_limit387(_t387, st, _t388): raise _Runaway388()
        if _p425(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play #91 0291542a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT380[0]; _d0 = st.decisions
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region383(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            _t370 = True
            for _t371 in (_k384 or ()):
                if not ((st.vars[5 + _t371] < 100)):
                    _t370 = False
                    break
            if _t370:
                pc = 1
            else:
                pc = 4
        if pc == 1:
            if st.thread_player is None and st.log is None:
                if _p426(st, [None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit427(_k428)
                fr[1] = 2; st.cur.append([2, 0, _a]); return None
        if pc == 2:
            _r = _run429(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit382(_k, st, _d0): raise _Runaway381()
            continue
        if pc == 4:
            fr[1] = 5
            if _step430(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k431)

# <rulerun hearts.rules: rank #92 20039602>
def _native(st, p):
    return ((-st.vars[5 + p]), )

