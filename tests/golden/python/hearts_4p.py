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

# <rulerun hearts.rules: play_trick #11 6319de72>
def _loop(st, _t26):
    _st_vars = st.vars
    _st_zones = st.zones
    _t31 = _st_zones[(1 + _t26)]
    _budget34[0] -= len(_t31)
    if _budget34[0] < 0: _spent35(st)
    _t34 = _NOT_YET
    for _t32 in _t31:
        if (((_c36[_t32] == _st_vars[1]) or (not (_st_vars[1] in (_t34 if _t34 is not _NOT_YET else (_t34 := list(map(_c36.__getitem__, _st_zones[(1 + _t26)]))))))) and ((1 if (_c36[_t32] == 'hearts') else (13 if ((_c36[_t32] == 'spades') and (_c37[_t32] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #12 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hearts.rules: play_trick #13 e45add5f>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t27 = (_o29[_l0] or [])
    _budget30[0] -= len(_t27)
    if _budget30[0] < 0: _spent31(st)
    for _t26 in _t27:
        L[4] = _t26
        if not ((_t26 != _l0)): continue
        _t30 = _NOT_YET
        _t35 = _NOT_YET
        _t28 = []
        for _t29 in _st_zones[(1 + _t26)]:
            if (((_c32[_t29] == _st_vars[1]) or (not (_st_vars[1] in (_t30 if _t30 is not _NOT_YET else (_t30 := list(map(_c32.__getitem__, _st_zones[(1 + _t26)]))))))) and (((not _st_vars[4]) or ((1 if (_c32[_t29] == 'hearts') else (13 if ((_c32[_t29] == 'spades') and (_c33[_t29] == 12)) else 0)) == 0)) or (not (_t35 if _t35 is not _NOT_YET else (_t35 := _a38(st, _t26)))))): _t28.append(_t29)
        _t36 = _t26
        _t37 = len(_t28)
        if not _t37: _no_option41(_t36, 'card to play')
        if _t37 <= 1 and _st_log is None:
            L[5] = _t28[0] if _t37 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t38 = st.chooser(_t37, _t36)
            else:
                _t38 = _st_bits(_t37.bit_length())
                while _t38 >= _t37: _t38 = _st_bits(_t37.bit_length())
            L[5] = _t28[_t38]; st.decisions += 1
        elif _decide42(st, L, _t28, _t36): raise _PlayoutCut39()
        st.cvars[L[5]] = _t26
        _t39 = L[5]
        _t40 = 9
        if type(_t39) is int and _st_log is None:
            _t41 = _st_zones[_st_loc[_t39]]
            if _t41[-1] == _t39: _t41.pop()
            else: _t41.remove(_t39)
            _st_zones[_t40].append(_t39); _st_loc[_t39] = _t40
        elif _t39 is not None:
            _move_cards43(st, _t39, _t40, False)

# <rulerun hearts.rules: play_trick #14 6b6dd722>
def _loop(st):
    _st_vars = st.vars
    _t48 = None
    for _t47 in st.zones[9]:
        if (_c51[_t47] == _st_vars[1]):
            _t49 = _c52[_t47]
            if _t48 is None or _t49 > _t48:
                _t48 = _t49
    return _t48

# <rulerun hearts.rules: play_trick #15 96330f42>
def _loop(st):
    _st_vars = st.vars
    _t44 = st.zones[9]
    _budget47[0] -= len(_t44)
    if _budget47[0] < 0: _spent48(st)
    _t50 = _NOT_YET
    for _t45 in _t44:
        if ((_c49[_t45] == _st_vars[1]) and (_c50[_t45] == (_t50 if _t50 is not _NOT_YET else (_t50 := _a53(st))))):
            return _t45
    return None

# <rulerun hearts.rules: play_trick #16 99561d11>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t42 = False
    for _t43 in _st_zones[9]:
        if (_c44[_t43] == 'hearts'):
            _t42 = True
            break
    if (_t42 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text46(_audience45(st), ['hearts are broken']))
    _st_vars[2] = _player55(st.cvars[_a54(st)], 4)
    if _st_log is not None: _st_log.append(_Text46(_audience45(st), [_PlayerRef56(_st_vars[2]), ' wins the trick']))
    _t51 = 9
    _t52 = (10 + _st_vars[2])
    if _st_log is None and _t51 != _t52:
        _t53 = _st_zones[_t51]; _st_zones[_t52] += _t53
        for _t54 in _t53: st.loc[_t54] = _t52
        _t53.clear()
    else:
        _move_cards57(st, _st_zones[_t51][:], _t52, False)

# <rulerun hearts.rules: play_trick #17 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun hearts.rules: play_trick #18 51f7bf2b>
def _loop(st, L):
    for _t55 in st.zones[(1 + L[0])]:
        if not ((_c59[_t55] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #19 d0a0b9f5>
def _loop(st):
    _t58 = None
    for _t57 in ([_c for _i in [1 + _p for _p in _k62] for _c in st.zones[_i]] or ()):
        if (_c63[_t57] == 'clubs'):
            _t59 = _c64[_t57]
            if _t58 is None or _t59 < _t58:
                _t58 = _t59
    return _t58

# <rulerun hearts.rules: play_trick #20 f39b8433>
def _native(st, L):
    _l1 = L[1]
    _st_vars = st.vars
    return ((((_c58[_l1] != 'hearts') or _st_vars[3]) or _a60(st, L)) and ((not _st_vars[4]) or ((_c58[_l1] == 'clubs') and (_c61[_l1] == _a65(st)))))

# <rulerun hearts.rules: play_trick #21 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hearts.rules: play_trick #22 5584359d>
def _native(st, L):
    return _o66[L[0]]

# <rulerun hearts.rules: play_trick #23 7df1da19>
def _native(st, L):
    return (L[4] != L[0])

# <rulerun hearts.rules: play_trick #24 45d32d7a>
def _native(st, L):
    return (1 + L[4])

# <rulerun hearts.rules: play_trick #25 63af58ff>
def _loop(st, L):
    _st_vars = st.vars
    for _t60 in st.zones[(1 + L[4])]:
        if (_c68[_t60] == _st_vars[1]):
            return True
    return False

# <rulerun hearts.rules: play_trick #26 04bd4e90>
def _loop(st, L):
    _l4 = L[4]
    _st_vars = st.vars
    _st_zones = st.zones
    _t62 = _st_zones[(1 + _l4)]
    _budget71[0] -= len(_t62)
    if _budget71[0] < 0: _spent72(st)
    _t65 = _NOT_YET
    for _t63 in _t62:
        if (((_c73[_t63] == _st_vars[1]) or (not (_st_vars[1] in (_t65 if _t65 is not _NOT_YET else (_t65 := list(map(_c73.__getitem__, _st_zones[(1 + _l4)]))))))) and ((1 if (_c73[_t63] == 'hearts') else (13 if ((_c73[_t63] == 'spades') and (_c74[_t63] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #27 4205713d>
def _native(st, L):
    _l5 = L[5]
    _st_vars = st.vars
    return (((_c67[_l5] == _st_vars[1]) or (not _a69(st, L))) and (((not _st_vars[4]) or ((1 if (_c67[_l5] == 'hearts') else (13 if ((_c67[_l5] == 'spades') and (_c70[_l5] == 12)) else 0)) == 0)) or (not _a75(st, L))))

# <rulerun hearts.rules: play_hand #28 8af8b658>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = _st_vars[0] + 1
    if _st_log is not None: _st_log.append(_Text78(_audience76(st), ['hand ', _plain77(_st_vars[0])]))
    _shuffle_zone79(st, 0)
    while (not not _st_zones[0]):
        _budget80[0] -= 1
        if _budget80[0] < 0: _spent81(st)
        for _t66 in (_k82 or []):
            L[2] = _t66
            _t69 = _st_zones[0]
            _t68 = (1 + _t66)
            if _st_log is None and _t69:
                _t67 = _t69.pop(); _st_zones[_t68].append(_t67); st.loc[_t67] = _t68
            elif _t69:
                _move_cards83(st, _t69[-1], _t68, False)

# <rulerun hearts.rules: play_hand #29 6c5b5406>
def _loop(st):
    _t77 = None
    for _t76 in ([_c for _i in [1 + _p for _p in _k89] for _c in st.zones[_i]] or ()):
        if (_c90[_t76] == 'clubs'):
            _t78 = _c91[_t76]
            if _t77 is None or _t78 < _t77:
                _t77 = _t78
    return _t77

# <rulerun hearts.rules: play_hand #30 d649a1a5>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[3] = False
    _st_vars[4] = True
    _t71 = (_k84 or ())
    _budget85[0] -= len(_t71)
    if _budget85[0] < 0: _spent86(st)
    _t70 = None
    for _t72 in _t71:
        _t74 = st.zones[(1 + _t72)]
        _budget85[0] -= len(_t74)
        if _budget85[0] < 0: _spent86(st)
        _t79 = _NOT_YET
        _t73 = False
        for _t75 in _t74:
            if ((_c87[_t75] == 'clubs') and (_c88[_t75] == (_t79 if _t79 is not _NOT_YET else (_t79 := _a92(st))))):
                _t73 = True
                break
        if _t73:
            _t70 = _t72
            break
    L[3] = _t70

# <rulerun hearts.rules: play_hand #31 15ecf212>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = False
    L[3] = _st_vars[2]

# <rulerun hearts.rules: play_hand #32 289b2d3d>
def _loop(st, _i1l0):
    for _t82 in st.zones[(1 + _i1l0)]:
        if not ((_c96[_t82] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_hand #33 32587ba2>
def _loop(st):
    _t86 = None
    for _t85 in ([_c for _i in [1 + _p for _p in _k99] for _c in st.zones[_i]] or ()):
        if (_c100[_t85] == 'clubs'):
            _t87 = _c101[_t85]
            if _t86 is None or _t87 < _t86:
                _t86 = _t87
    return _t86

# <rulerun hearts.rules: play_hand #34 26c2418c>
def _loop(st, _t95):
    _st_vars = st.vars
    _st_zones = st.zones
    _t100 = _st_zones[(1 + _t95)]
    _budget109[0] -= len(_t100)
    if _budget109[0] < 0: _spent110(st)
    _t103 = _NOT_YET
    for _t101 in _t100:
        if (((_c111[_t101] == _st_vars[1]) or (not (_st_vars[1] in (_t103 if _t103 is not _NOT_YET else (_t103 := list(map(_c111.__getitem__, _st_zones[(1 + _t95)]))))))) and ((1 if (_c111[_t101] == 'hearts') else (13 if ((_c111[_t101] == 'spades') and (_c112[_t101] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_hand #35 89bb8ba2>
def _loop(st):
    _st_vars = st.vars
    _t117 = None
    for _t116 in st.zones[9]:
        if (_c122[_t116] == _st_vars[1]):
            _t118 = _c123[_t116]
            if _t117 is None or _t118 > _t117:
                _t117 = _t118
    return _t117

# <rulerun hearts.rules: play_hand #36 4827c3fc>
def _loop(st):
    _st_vars = st.vars
    _t113 = st.zones[9]
    _budget118[0] -= len(_t113)
    if _budget118[0] < 0: _spent119(st)
    _t119 = _NOT_YET
    for _t114 in _t113:
        if ((_c120[_t114] == _st_vars[1]) and (_c121[_t114] == (_t119 if _t119 is not _NOT_YET else (_t119 := _a124(st))))):
            return _t114
    return None

# <rulerun hearts.rules: play_trick #37 c136683d>
def _loop(st, L):
    for _t126 in st.zones[(1 + L[0])]:
        if not ((_c129[_t126] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #38 096e383d>
def _loop(st):
    _t130 = None
    for _t129 in ([_c for _i in [1 + _p for _p in _k132] for _c in st.zones[_i]] or ()):
        if (_c133[_t129] == 'clubs'):
            _t131 = _c134[_t129]
            if _t130 is None or _t131 < _t130:
                _t130 = _t131
    return _t130

# <rulerun hearts.rules: play_trick #39 059a04c0>
def _loop(st, _t139):
    _st_vars = st.vars
    _st_zones = st.zones
    _t144 = _st_zones[(1 + _t139)]
    _budget144[0] -= len(_t144)
    if _budget144[0] < 0: _spent145(st)
    _t147 = _NOT_YET
    for _t145 in _t144:
        if (((_c146[_t145] == _st_vars[1]) or (not (_st_vars[1] in (_t147 if _t147 is not _NOT_YET else (_t147 := list(map(_c146.__getitem__, _st_zones[(1 + _t139)]))))))) and ((1 if (_c146[_t145] == 'hearts') else (13 if ((_c146[_t145] == 'spades') and (_c147[_t145] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #40 a0e363ab>
def _loop(st):
    _st_vars = st.vars
    _t161 = None
    for _t160 in st.zones[9]:
        if (_c157[_t160] == _st_vars[1]):
            _t162 = _c158[_t160]
            if _t161 is None or _t162 > _t161:
                _t161 = _t162
    return _t161

# <rulerun hearts.rules: play_trick #41 fbb8270d>
def _loop(st):
    _st_vars = st.vars
    _t157 = st.zones[9]
    _budget153[0] -= len(_t157)
    if _budget153[0] < 0: _spent154(st)
    _t163 = _NOT_YET
    for _t158 in _t157:
        if ((_c155[_t158] == _st_vars[1]) and (_c156[_t158] == (_t163 if _t163 is not _NOT_YET else (_t163 := _a159(st))))):
            return _t158
    return None

# <rulerun hearts.rules: play_trick #42 playout ccdce31b>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t128 = _NOT_YET
    _t132 = _NOT_YET
    _t124 = []
    for _t125 in _st_zones[(1 + _l0)]:
        if ((((_c128[_t125] != 'hearts') or _st_vars[3]) or (_t128 if _t128 is not _NOT_YET else (_t128 := _a130(st, L)))) and ((not _st_vars[4]) or ((_c128[_t125] == 'clubs') and (_c131[_t125] == (_t132 if _t132 is not _NOT_YET else (_t132 := _a135(st))))))): _t124.append(_t125)
    _t133 = _l0
    _t134 = len(_t124)
    if not _t134: _no_option138(_t133, 'card to lead')
    if _t134 <= 1 and _st_log is None:
        L[1] = _t124[0] if _t134 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t135 = st.chooser(_t134, _t133)
        else:
            _t135 = _st_bits(_t134.bit_length())
            while _t135 >= _t134: _t135 = _st_bits(_t134.bit_length())
        L[1] = _t124[_t135]; st.decisions += 1
    elif _decide139(st, L, _t124, _t133): raise _PlayoutCut136()
    _st_vars[1] = _c128[L[1]]
    _st_cvars[L[1]] = _l0
    _t136 = L[1]
    _t137 = 9
    if type(_t136) is int and _st_log is None:
        _t138 = _st_zones[_st_loc[_t136]]
        if _t138[-1] == _t136: _t138.pop()
        else: _t138.remove(_t136)
        _st_zones[_t137].append(_t136); _st_loc[_t136] = _t137
    elif _t136 is not None:
        _move_cards140(st, _t136, _t137, False)
    _t140 = (_o141[_l0] or [])
    _budget142[0] -= len(_t140)
    if _budget142[0] < 0: _spent143(st)
    for _t139 in _t140:
        L[4] = _t139
        if not ((_t139 != _l0)): continue
        _t143 = _NOT_YET
        _t148 = _NOT_YET
        _t141 = []
        for _t142 in _st_zones[(1 + _t139)]:
            if (((_c128[_t142] == _st_vars[1]) or (not (_st_vars[1] in (_t143 if _t143 is not _NOT_YET else (_t143 := list(map(_c128.__getitem__, _st_zones[(1 + _t139)]))))))) and (((not _st_vars[4]) or ((1 if (_c128[_t142] == 'hearts') else (13 if ((_c128[_t142] == 'spades') and (_c131[_t142] == 12)) else 0)) == 0)) or (not (_t148 if _t148 is not _NOT_YET else (_t148 := _a148(st, _t139)))))): _t141.append(_t142)
        _t149 = _t139
        _t150 = len(_t141)
        if not _t150: _no_option138(_t149, 'card to play')
        if _t150 <= 1 and _st_log is None:
            L[5] = _t141[0] if _t150 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t151 = st.chooser(_t150, _t149)
            else:
                _t151 = _st_bits(_t150.bit_length())
                while _t151 >= _t150: _t151 = _st_bits(_t150.bit_length())
            L[5] = _t141[_t151]; st.decisions += 1
        elif _decide150(st, L, _t141, _t149): raise _PlayoutCut136()
        _st_cvars[L[5]] = _t139
        _t152 = L[5]
        _t153 = 9
        if type(_t152) is int and _st_log is None:
            _t154 = _st_zones[_st_loc[_t152]]
            if _t154[-1] == _t152: _t154.pop()
            else: _t154.remove(_t152)
            _st_zones[_t153].append(_t152); _st_loc[_t152] = _t153
        elif _t152 is not None:
            _move_cards140(st, _t152, _t153, False)
    _t155 = False
    for _t156 in _st_zones[9]:
        if (_c128[_t156] == 'hearts'):
            _t155 = True
            break
    if (_t155 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text152(_audience151(st), ['hearts are broken']))
    _st_vars[2] = _player161(_st_cvars[_a160(st)], 4)
    if _st_log is not None: _st_log.append(_Text152(_audience151(st), [_PlayerRef162(_st_vars[2]), ' wins the trick']))
    _t164 = 9
    _t165 = (10 + _st_vars[2])
    if _st_log is None and _t164 != _t165:
        _t166 = _st_zones[_t164]; _st_zones[_t165] += _t166
        for _t167 in _t166: _st_loc[_t167] = _t165
        _t166.clear()
    else:
        _move_cards140(st, _st_zones[_t164][:], _t165, False)

# <rulerun hearts.rules: play_hand #43 f4ffcbbf>
def _native(st, L):
    _st_vars = st.vars
    while (not not st.zones[(1 + L[3])]):
        _budget93[0] -= 1
        if _budget93[0] < 0: _spent94(st)
        if _p163(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play_hand #44 aec96fe6>
def _native(st, L):
    return (not not st.zones[(1 + L[3])])

# <rulerun hearts.rules: play_hand #45 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun hearts.rules: settle #46 d05ea41c>
def _loop(st, _t170):
    _t172 = 0
    for _t171 in st.zones[(10 + _t170)]:
        _t172 += (1 if (_c167[_t171] == 'hearts') else (13 if ((_c167[_t171] == 'spades') and (_c168[_t171] == 12)) else 0))
    return _t172

# <rulerun hearts.rules: settle #47 26fbd321>
def _loop(st, _t173):
    _t176 = 0
    for _t175 in st.zones[(10 + _t173)]:
        _t176 += (1 if (_c171[_t175] == 'hearts') else (13 if ((_c171[_t175] == 'spades') and (_c172[_t175] == 12)) else 0))
    return _t176

# <rulerun hearts.rules: settle #48 85cad542>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t169 = (_k164 or ())
    _budget165[0] -= len(_t169)
    if _budget165[0] < 0: _spent166(st)
    _t168 = None
    for _t170 in _t169:
        if (_a169(st, _t170) == 26):
            _t168 = _t170
            break
    L[0] = _t168
    _t174 = (_k170 or [])
    _budget165[0] -= len(_t174)
    if _budget165[0] < 0: _spent166(st)
    for _t173 in _t174:
        L[3] = _t173
        if (L[0] is not None):
            if (_t173 != L[0]):
                _st_vars[5 + _t173] = _st_vars[5 + _t173] + 26
        else:
            _st_vars[5 + _t173] = _st_vars[5 + _t173] + _a173(st, _t173)
        _t177 = (10 + _t173)
        _t178 = 0
        if _st_log is None and _t177 != _t178:
            _t179 = _st_zones[_t177]; _st_zones[_t178] += _t179
            for _t180 in _t179: st.loc[_t180] = _t178
            _t179.clear()
        else:
            _move_cards174(st, _st_zones[_t177][:], _t178, False)
    if (L[0] is not None):
        if _st_log is not None: _st_log.append(_Text177(_audience175(st), [_PlayerRef176(L[0]), ' shoots the moon: every other player takes 26']))
    for _t181 in (_k178 or []):
        L[6] = _t181
        if _st_log is not None: _st_log.append(_Text177(_audience175(st), [_PlayerRef176(_t181), ' has ', _plain179(_st_vars[5 + _t181]), ' points']))

# <rulerun hearts.rules: play #49 434c01ca>
def _loop(st, _t184):
    _t186 = 0
    for _t185 in st.zones[(10 + _t184)]:
        _t186 += (1 if (_c183[_t185] == 'hearts') else (13 if ((_c183[_t185] == 'spades') and (_c184[_t185] == 12)) else 0))
    return _t186

# <rulerun hearts.rules: play #50 d422ea8f>
def _loop(st, _t187):
    _t190 = 0
    for _t189 in st.zones[(10 + _t187)]:
        _t190 += (1 if (_c187[_t189] == 'hearts') else (13 if ((_c187[_t189] == 'spades') and (_c188[_t189] == 12)) else 0))
    return _t190

# <rulerun hearts.rules: play #51 65d58484>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None]
    _t183 = (_k180 or ())
    _budget181[0] -= len(_t183)
    if _budget181[0] < 0: _spent182(st)
    _t182 = None
    for _t184 in _t183:
        if (_a185(st, _t184) == 26):
            _t182 = _t184
            break
    _i2[0] = _t182
    _t188 = (_k186 or [])
    _budget181[0] -= len(_t188)
    if _budget181[0] < 0: _spent182(st)
    for _t187 in _t188:
        _i2[3] = _t187
        if (_i2[0] is not None):
            if (_t187 != _i2[0]):
                _st_vars[5 + _t187] = _st_vars[5 + _t187] + 26
        else:
            _st_vars[5 + _t187] = _st_vars[5 + _t187] + _a189(st, _t187)
        _t191 = (10 + _t187)
        _t192 = 0
        if _st_log is None and _t191 != _t192:
            _t193 = _st_zones[_t191]; _st_zones[_t192] += _t193
            for _t194 in _t193: st.loc[_t194] = _t192
            _t193.clear()
        else:
            _move_cards190(st, _st_zones[_t191][:], _t192, False)
    if (_i2[0] is not None):
        if _st_log is not None: _st_log.append(_Text193(_audience191(st), [_PlayerRef192(_i2[0]), ' shoots the moon: every other player takes 26']))
    for _t195 in (_k194 or []):
        _i2[6] = _t195
        if _st_log is not None: _st_log.append(_Text193(_audience191(st), [_PlayerRef192(_t195), ' has ', _plain195(_st_vars[5 + _t195]), ' points']))

# <rulerun hearts.rules: play #52 d1bc883c>
def _loop(st):
    for _t196 in (_k196 or ()):
        if not ((st.vars[5 + _t196] < 100)):
            return False
    return True

# <rulerun hearts.rules: pass_cards #53 playout, without a log bfe1769f>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if ((not True) or (_d203(st, [_k204[0]]) is None)):
        return 2
    for _t202 in (_k205 or []):
        st.thread_player = st.inline_thread = _t202
        _i4 = L[:]; _i4[0] = _t202
        _t203 = _st_zones[(1 + _t202)]
        _t204 = _t202
        _t207 = len(_t203); _t205 = _comb208(_t207, 3)
        if not _t205: _no_option209(_t204, 'cards to pass')
        if _t205 <= 1:
            _i4[1] = _option_at210(_t203, 3, False, 0) if _t205 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t206 = st.chooser(_t205, _t204)
            else:
                _t206 = _st_bits(_t205.bit_length())
                while _t206 >= _t205: _t206 = _st_bits(_t205.bit_length())
            _t208 = _PICKS211.get((_t207, 3)) or _picks212(_t207, 3)
            _i4[1] = list(_t208[_t206](_t203)) if _t208 else _option_at210(_t203, 3, False, _t206)
            st.decisions += 1
        elif _offer207(st, _i4, _t203[:]): raise _PlayoutCut206()
        _t209 = _i4[1]
        _t210 = (5 + _t202)
        if type(_t209) is list:
            for _t211 in _t209:
                _t212 = _st_zones[_st_loc[_t211]]
                if _t212[-1] == _t211: _t212.pop()
                else: _t212.remove(_t211)
                _st_zones[_t210].append(_t211); _st_loc[_t211] = _t210
        elif _t209 is not None:
            _move_cards213(st, _t209, _t210, False)
    st.thread_player = st.inline_thread = None
    for _t213 in (_k214 or []):
        L[4] = _t213
        _t214 = (5 + _t213)
        _t215 = (1 + _player215((((_t213 + 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 1) else (((_t213 - 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 2) else (((((_t213 + 1) % 4) + 1) % 4) if ((4 == 4) and ((_st_vars[0] % 4) == 3)) else None))), 4))
        if _t214 != _t215:
            _t216 = _st_zones[_t214]; _st_zones[_t215] += _t216
            for _t217 in _t216: _st_loc[_t217] = _t215
            _t216.clear()
        else:
            _move_cards213(st, _st_zones[_t214][:], _t215, False)

# <rulerun hearts.rules: play #54 1b4e010b>
def _loop(st):
    _t225 = None
    for _t224 in ([_c for _i in [1 + _p for _p in _k221] for _c in st.zones[_i]] or ()):
        if (_c222[_t224] == 'clubs'):
            _t226 = _c223[_t224]
            if _t225 is None or _t226 < _t225:
                _t225 = _t226
    return _t225

# <rulerun hearts.rules: play #55 3e7cc907>
def _loop(st, _i5l0):
    for _t230 in st.zones[(1 + _i5l0)]:
        if not ((_c225[_t230] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play #56 2b0f85d0>
def _loop(st):
    _t234 = None
    for _t233 in ([_c for _i in [1 + _p for _p in _k227] for _c in st.zones[_i]] or ()):
        if (_c228[_t233] == 'clubs'):
            _t235 = _c229[_t233]
            if _t234 is None or _t235 < _t234:
                _t234 = _t235
    return _t234

# <rulerun hearts.rules: play #57 c1444b20>
def _loop(st, _t243):
    _st_vars = st.vars
    _st_zones = st.zones
    _t248 = _st_zones[(1 + _t243)]
    _budget236[0] -= len(_t248)
    if _budget236[0] < 0: _spent237(st)
    _t251 = _NOT_YET
    for _t249 in _t248:
        if (((_c238[_t249] == _st_vars[1]) or (not (_st_vars[1] in (_t251 if _t251 is not _NOT_YET else (_t251 := list(map(_c238.__getitem__, _st_zones[(1 + _t243)]))))))) and ((1 if (_c238[_t249] == 'hearts') else (13 if ((_c238[_t249] == 'spades') and (_c239[_t249] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play #58 4f6528b9>
def _loop(st):
    _st_vars = st.vars
    _t265 = None
    for _t264 in st.zones[9]:
        if (_c247[_t264] == _st_vars[1]):
            _t266 = _c248[_t264]
            if _t265 is None or _t266 > _t265:
                _t265 = _t266
    return _t265

# <rulerun hearts.rules: play #59 ea3f8e5c>
def _loop(st):
    _st_vars = st.vars
    _t261 = st.zones[9]
    _budget243[0] -= len(_t261)
    if _budget243[0] < 0: _spent244(st)
    _t267 = _NOT_YET
    for _t262 in _t261:
        if ((_c245[_t262] == _st_vars[1]) and (_c246[_t262] == (_t267 if _t267 is not _NOT_YET else (_t267 := _a249(st))))):
            return _t262
    return None

# <rulerun hearts.rules: play_trick #60 b5b5c93b>
def _loop(st, L):
    for _t274 in st.zones[(1 + L[0])]:
        if not ((_c253[_t274] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #61 3ce995e5>
def _loop(st):
    _t278 = None
    for _t277 in ([_c for _i in [1 + _p for _p in _k256] for _c in st.zones[_i]] or ()):
        if (_c257[_t277] == 'clubs'):
            _t279 = _c258[_t277]
            if _t278 is None or _t279 < _t278:
                _t278 = _t279
    return _t278

# <rulerun hearts.rules: play_trick #62 d7b6fb7c>
def _loop(st, _t287):
    _st_vars = st.vars
    _st_zones = st.zones
    _t292 = _st_zones[(1 + _t287)]
    _budget268[0] -= len(_t292)
    if _budget268[0] < 0: _spent269(st)
    _t295 = _NOT_YET
    for _t293 in _t292:
        if (((_c270[_t293] == _st_vars[1]) or (not (_st_vars[1] in (_t295 if _t295 is not _NOT_YET else (_t295 := list(map(_c270.__getitem__, _st_zones[(1 + _t287)]))))))) and ((1 if (_c270[_t293] == 'hearts') else (13 if ((_c270[_t293] == 'spades') and (_c271[_t293] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #63 a73a48fe>
def _loop(st):
    _st_vars = st.vars
    _t309 = None
    for _t308 in st.zones[9]:
        if (_c279[_t308] == _st_vars[1]):
            _t310 = _c280[_t308]
            if _t309 is None or _t310 > _t309:
                _t309 = _t310
    return _t309

# <rulerun hearts.rules: play_trick #64 d2fe06e9>
def _loop(st):
    _st_vars = st.vars
    _t305 = st.zones[9]
    _budget275[0] -= len(_t305)
    if _budget275[0] < 0: _spent276(st)
    _t311 = _NOT_YET
    for _t306 in _t305:
        if ((_c277[_t306] == _st_vars[1]) and (_c278[_t306] == (_t311 if _t311 is not _NOT_YET else (_t311 := _a281(st))))):
            return _t306
    return None

# <rulerun hearts.rules: play_trick #65 playout, without a log df7e1729>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _t276 = _NOT_YET
    _t280 = _NOT_YET
    _t272 = []
    for _t273 in _st_zones[(1 + _l0)]:
        if ((((_c252[_t273] != 'hearts') or _st_vars[3]) or (_t276 if _t276 is not _NOT_YET else (_t276 := _a254(st, L)))) and ((not _st_vars[4]) or ((_c252[_t273] == 'clubs') and (_c255[_t273] == (_t280 if _t280 is not _NOT_YET else (_t280 := _a259(st))))))): _t272.append(_t273)
    _t281 = _l0
    _t282 = len(_t272)
    if not _t282: _no_option262(_t281, 'card to lead')
    if _t282 <= 1:
        L[1] = _t272[0] if _t282 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t283 = st.chooser(_t282, _t281)
        else:
            _t283 = _st_bits(_t282.bit_length())
            while _t283 >= _t282: _t283 = _st_bits(_t282.bit_length())
        L[1] = _t272[_t283]; st.decisions += 1
    elif _decide263(st, L, _t272, _t281): raise _PlayoutCut260()
    _st_vars[1] = _c252[L[1]]
    _st_cvars[L[1]] = _l0
    _t284 = L[1]
    _t285 = 9
    if type(_t284) is int:
        _t286 = _st_zones[_st_loc[_t284]]
        if _t286[-1] == _t284: _t286.pop()
        else: _t286.remove(_t284)
        _st_zones[_t285].append(_t284); _st_loc[_t284] = _t285
    elif _t284 is not None:
        _move_cards264(st, _t284, _t285, False)
    _t288 = (_o265[_l0] or [])
    _budget266[0] -= len(_t288)
    if _budget266[0] < 0: _spent267(st)
    for _t287 in _t288:
        L[4] = _t287
        if not ((_t287 != _l0)): continue
        _t291 = _NOT_YET
        _t296 = _NOT_YET
        _t289 = []
        for _t290 in _st_zones[(1 + _t287)]:
            if (((_c252[_t290] == _st_vars[1]) or (not (_st_vars[1] in (_t291 if _t291 is not _NOT_YET else (_t291 := list(map(_c252.__getitem__, _st_zones[(1 + _t287)]))))))) and (((not _st_vars[4]) or ((1 if (_c252[_t290] == 'hearts') else (13 if ((_c252[_t290] == 'spades') and (_c255[_t290] == 12)) else 0)) == 0)) or (not (_t296 if _t296 is not _NOT_YET else (_t296 := _a272(st, _t287)))))): _t289.append(_t290)
        _t297 = _t287
        _t298 = len(_t289)
        if not _t298: _no_option262(_t297, 'card to play')
        if _t298 <= 1:
            L[5] = _t289[0] if _t298 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t299 = st.chooser(_t298, _t297)
            else:
                _t299 = _st_bits(_t298.bit_length())
                while _t299 >= _t298: _t299 = _st_bits(_t298.bit_length())
            L[5] = _t289[_t299]; st.decisions += 1
        elif _decide274(st, L, _t289, _t297): raise _PlayoutCut260()
        _st_cvars[L[5]] = _t287
        _t300 = L[5]
        _t301 = 9
        if type(_t300) is int:
            _t302 = _st_zones[_st_loc[_t300]]
            if _t302[-1] == _t300: _t302.pop()
            else: _t302.remove(_t300)
            _st_zones[_t301].append(_t300); _st_loc[_t300] = _t301
        elif _t300 is not None:
            _move_cards264(st, _t300, _t301, False)
    _t303 = False
    for _t304 in _st_zones[9]:
        if (_c252[_t304] == 'hearts'):
            _t303 = True
            break
    if (_t303 and (not _st_vars[3])):
        _st_vars[3] = True
    _st_vars[2] = _player283(_st_cvars[_a282(st)], 4)
    _t312 = 9
    _t313 = (10 + _st_vars[2])
    if _t312 != _t313:
        _t314 = _st_zones[_t312]; _st_zones[_t313] += _t314
        for _t315 in _t314: _st_loc[_t315] = _t313
        _t314.clear()
    else:
        _move_cards264(st, _st_zones[_t312][:], _t313, False)

# <rulerun hearts.rules: play #66 7dc3bd71>
def _loop(st, _t318):
    _t320 = 0
    for _t319 in st.zones[(10 + _t318)]:
        _t320 += (1 if (_c286[_t319] == 'hearts') else (13 if ((_c286[_t319] == 'spades') and (_c287[_t319] == 12)) else 0))
    return _t320

# <rulerun hearts.rules: play #67 47ae78b3>
def _loop(st, _t321):
    _t324 = 0
    for _t323 in st.zones[(10 + _t321)]:
        _t324 += (1 if (_c290[_t323] == 'hearts') else (13 if ((_c290[_t323] == 'spades') and (_c291[_t323] == 12)) else 0))
    return _t324

# <rulerun hearts.rules: play #68 e4504a17>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    while _a197(st):
        _budget198[0] -= 1
        if _budget198[0] < 0: _spent199(st)
        _i3 = [None, None, None, None]
        _st_vars[0] = _st_vars[0] + 1
        _shuffle_zone200(st, 0)
        while (not not _st_zones[0]):
            _budget198[0] -= 1
            if _budget198[0] < 0: _spent199(st)
            for _t198 in (_k201 or []):
                _i3[2] = _t198
                _t201 = _st_zones[0]
                _t200 = (1 + _t198)
                if _t201:
                    _t199 = _t201.pop(); _st_zones[_t200].append(_t199); _st_loc[_t199] = _t200
        if _p217(st, _k216[:]) == 3: return 3
        _st_vars[3] = False
        _st_vars[4] = True
        _t219 = (_k218 or ())
        _budget198[0] -= len(_t219)
        if _budget198[0] < 0: _spent199(st)
        _t218 = None
        for _t220 in _t219:
            _t222 = _st_zones[(1 + _t220)]
            _budget198[0] -= len(_t222)
            if _budget198[0] < 0: _spent199(st)
            _t227 = _NOT_YET
            _t221 = False
            for _t223 in _t222:
                if ((_c219[_t223] == 'clubs') and (_c220[_t223] == (_t227 if _t227 is not _NOT_YET else (_t227 := _a224(st))))):
                    _t221 = True
                    break
            if _t221:
                _t218 = _t220
                break
        _i3[3] = _t218
        while (not not _st_zones[(1 + _i3[3])]):
            _budget198[0] -= 1
            if _budget198[0] < 0: _spent199(st)
            if _p284(st, [_i3[3], None, None, None, None, None]) == 3: return 3
            _st_vars[4] = False
            _i3[3] = _st_vars[2]
        _i6 = [None, None, None, None, None, None, None]
        _t317 = (_k285 or ())
        _budget198[0] -= len(_t317)
        if _budget198[0] < 0: _spent199(st)
        _t316 = None
        for _t318 in _t317:
            if (_a288(st, _t318) == 26):
                _t316 = _t318
                break
        _i6[0] = _t316
        _t322 = (_k289 or [])
        _budget198[0] -= len(_t322)
        if _budget198[0] < 0: _spent199(st)
        for _t321 in _t322:
            _i6[3] = _t321
            if (_i6[0] is not None):
                if (_t321 != _i6[0]):
                    _st_vars[5 + _t321] = _st_vars[5 + _t321] + 26
            else:
                _st_vars[5 + _t321] = _st_vars[5 + _t321] + _a292(st, _t321)
            _t325 = (10 + _t321)
            _t326 = 0
            if _t325 != _t326:
                _t327 = _st_zones[_t325]; _st_zones[_t326] += _t327
                for _t328 in _t327: _st_loc[_t328] = _t326
                _t327.clear()
            else:
                _move_cards202(st, _st_zones[_t325][:], _t326, False)
        if (_i6[0] is not None):
            pass
        for _t329 in (_k293 or []):
            _i6[6] = _t329
            pass

# <rulerun hearts.rules: play #69 ddd8fb27>
def _native(st, L):
    _t330 = True
    for _t331 in (_k294 or ()):
        if not ((st.vars[5 + _t331] < 100)):
            _t330 = False
            break
    return _t330

# <rulerun hearts.rules: pass_cards #70 59ad20b3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run297(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step298(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t332 = L[0]
            _t335 = len(_o); _t333 = _comb300(_t335, 3)
            if not _t333: _no_option301(_t332, 'cards to pass')
            if _t333 <= 1 and _st_log is None:
                L[1] = _option_at302(_o, 3, False, 0) if _t333 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t334 = st.chooser(_t333, _t332)
                else:
                    _t334 = _st_bits(_t333.bit_length())
                    while _t334 >= _t333: _t334 = _st_bits(_t333.bit_length())
                _t336 = _PICKS303.get((_t335, 3)) or _picks304(_t335, 3)
                L[1] = list(_t336[_t334](_o)) if _t336 else _option_at302(_o, 3, False, _t334)
                st.decisions += 1
            elif _offer299(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run305(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run306(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k307)

# <rulerun hearts.rules: play_trick #71 91bdf5a5>
def _loop(st, L):
    for _t338 in st.zones[(1 + L[0])]:
        if not ((_c312[_t338] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #72 04a093d8>
def _loop(st):
    _t342 = None
    for _t341 in ([_c for _i in [1 + _p for _p in _k315] for _c in st.zones[_i]] or ()):
        if (_c316[_t341] == 'clubs'):
            _t343 = _c317[_t341]
            if _t342 is None or _t343 < _t342:
                _t342 = _t343
    return _t342

# <rulerun hearts.rules: play_trick #73 715961df>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t350 = _st_zones[(1 + L[4])]
    _budget324[0] -= len(_t350)
    if _budget324[0] < 0: _spent325(st)
    _t353 = _NOT_YET
    for _t351 in _t350:
        if (((_c326[_t351] == _st_vars[1]) or (not (_st_vars[1] in (_t353 if _t353 is not _NOT_YET else (_t353 := list(map(_c326.__getitem__, _st_zones[(1 + L[4])]))))))) and ((1 if (_c326[_t351] == 'hearts') else (13 if ((_c326[_t351] == 'spades') and (_c327[_t351] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #74 a226f40d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT308[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _t340 = _NOT_YET
            _t344 = _NOT_YET
            _o = []
            for _t337 in _st_zones[(1 + L[0])]:
                if ((((_c311[_t337] != 'hearts') or _st_vars[3]) or (_t340 if _t340 is not _NOT_YET else (_t340 := _a313(st, L)))) and ((not _st_vars[4]) or ((_c311[_t337] == 'clubs') and (_c314[_t337] == (_t344 if _t344 is not _NOT_YET else (_t344 := _a318(st))))))): _o.append(_t337)
            fr[1] = 1
            _t345 = L[0]
            _t346 = len(_o)
            if not _t346: _no_option320(_t345, 'card to lead')
            if _t346 <= 1 and _st_log is None:
                L[1] = _o[0] if _t346 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t347 = st.chooser(_t346, _t345)
                else:
                    _t347 = _st_bits(_t346.bit_length())
                    while _t347 >= _t346: _t347 = _st_bits(_t346.bit_length())
                L[1] = _o[_t347]; st.decisions += 1
            elif _decide321(st, L, _o, _t345): return True
            pc = 1
        if pc == 1:
            _r = _run322(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o323[L[0]] or []); L[3] = 0
            pc = 3
        if pc == 3:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 7
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                if (L[4] != L[0]):
                    pc = 4; break
            L[3] = _i
        if pc == 4:
            _t349 = _NOT_YET
            _t354 = _NOT_YET
            _o = []
            for _t348 in _st_zones[(1 + L[4])]:
                if (((_c311[_t348] == _st_vars[1]) or (not (_st_vars[1] in (_t349 if _t349 is not _NOT_YET else (_t349 := list(map(_c311.__getitem__, _st_zones[(1 + L[4])]))))))) and (((not _st_vars[4]) or ((1 if (_c311[_t348] == 'hearts') else (13 if ((_c311[_t348] == 'spades') and (_c314[_t348] == 12)) else 0)) == 0)) or (not (_t354 if _t354 is not _NOT_YET else (_t354 := _a328(st, L)))))): _o.append(_t348)
            fr[1] = 5
            _t355 = L[4]
            _t356 = len(_o)
            if not _t356: _no_option320(_t355, 'card to play')
            if _t356 <= 1 and _st_log is None:
                L[5] = _o[0] if _t356 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t357 = st.chooser(_t356, _t355)
                else:
                    _t357 = _st_bits(_t356.bit_length())
                    while _t357 >= _t356: _t357 = _st_bits(_t356.bit_length())
                L[5] = _o[_t357]; st.decisions += 1
            elif _decide330(st, L, _o, _t355): return True
            pc = 5
        if pc == 5:
            _r = _run331(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit310(_k, st, _d0): raise _Runaway309()
            continue
        if pc == 7:
            _r = _run332(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k333)

# <rulerun hearts.rules: play_hand #75 398302b5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT334[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run337(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit338(_k339)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run340(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit338(_k341)
            fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run342(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit336(_k, st, _d0): raise _Runaway335()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k343)

# <rulerun hearts.rules: settle #76 28bf1975>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run346(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k347)

# <rulerun hearts.rules: play #77 86560330>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT348[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _t358 = True
            for _t359 in (_k351 or ()):
                if not ((st.vars[5 + _t359] < 100)):
                    _t358 = False
                    break
            if _t358:
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _a = [None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit352(_k353)
            fr[1] = 2; st.cur.append([2, 0, _a]); return None
        if pc == 2:
            _r = _run354(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit350(_k, st, _d0): raise _Runaway349()
            continue
        if pc == 4:
            fr[1] = 5
            if _step355(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k356)

# <rulerun hearts.rules: pass_cards #78 98e28f9e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run359(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region360(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step361(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t360 = L[0]
            _t363 = len(_o); _t361 = _comb363(_t363, 3)
            if not _t361: _no_option364(_t360, 'cards to pass')
            if _t361 <= 1 and _st_log is None:
                L[1] = _option_at365(_o, 3, False, 0) if _t361 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t362 = st.chooser(_t361, _t360)
                else:
                    _t362 = _st_bits(_t361.bit_length())
                    while _t362 >= _t361: _t362 = _st_bits(_t361.bit_length())
                _t364 = _PICKS366.get((_t363, 3)) or _picks367(_t363, 3)
                L[1] = list(_t364[_t362](_o)) if _t364 else _option_at365(_o, 3, False, _t362)
                st.decisions += 1
            elif _offer362(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run368(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run369(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k370)

# <rulerun hearts.rules: play_trick #79 a8b82d41>
def _loop(st, L):
    for _t366 in st.zones[(1 + L[0])]:
        if not ((_c375[_t366] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #80 28794645>
def _loop(st):
    _t370 = None
    for _t369 in ([_c for _i in [1 + _p for _p in _k378] for _c in st.zones[_i]] or ()):
        if (_c379[_t369] == 'clubs'):
            _t371 = _c380[_t369]
            if _t370 is None or _t371 < _t370:
                _t370 = _t371
    return _t370

# <rulerun hearts.rules: play_trick #81 8e71bc74>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t378 = _st_zones[(1 + L[4])]
    _budget388[0] -= len(_t378)
    if _budget388[0] < 0: _spent389(st)
    _t381 = _NOT_YET
    for _t379 in _t378:
        if (((_c390[_t379] == _st_vars[1]) or (not (_st_vars[1] in (_t381 if _t381 is not _NOT_YET else (_t381 := list(map(_c390.__getitem__, _st_zones[(1 + L[4])]))))))) and ((1 if (_c390[_t379] == 'hearts') else (13 if ((_c390[_t379] == 'spades') and (_c391[_t379] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #82 4989e604>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT371[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _t368 = _NOT_YET
            _t372 = _NOT_YET
            _o = []
            for _t365 in _st_zones[(1 + L[0])]:
                if ((((_c374[_t365] != 'hearts') or _st_vars[3]) or (_t368 if _t368 is not _NOT_YET else (_t368 := _a376(st, L)))) and ((not _st_vars[4]) or ((_c374[_t365] == 'clubs') and (_c377[_t365] == (_t372 if _t372 is not _NOT_YET else (_t372 := _a381(st))))))): _o.append(_t365)
            fr[1] = 1
            _t373 = L[0]
            _t374 = len(_o)
            if not _t374: _no_option383(_t373, 'card to lead')
            if _t374 <= 1 and _st_log is None:
                L[1] = _o[0] if _t374 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t375 = st.chooser(_t374, _t373)
                else:
                    _t375 = _st_bits(_t374.bit_length())
                    while _t375 >= _t374: _t375 = _st_bits(_t374.bit_length())
                L[1] = _o[_t375]; st.decisions += 1
            elif _decide384(st, L, _o, _t373): return True
            pc = 1
        if pc == 1:
            _r = _run385(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region386(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[2] = (_o387[L[0]] or []); L[3] = 0
            pc = 3
        if pc == 3:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 7
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                if (L[4] != L[0]):
                    pc = 4; break
            L[3] = _i
        if pc == 4:
            _t377 = _NOT_YET
            _t382 = _NOT_YET
            _o = []
            for _t376 in _st_zones[(1 + L[4])]:
                if (((_c374[_t376] == _st_vars[1]) or (not (_st_vars[1] in (_t377 if _t377 is not _NOT_YET else (_t377 := list(map(_c374.__getitem__, _st_zones[(1 + L[4])]))))))) and (((not _st_vars[4]) or ((1 if (_c374[_t376] == 'hearts') else (13 if ((_c374[_t376] == 'spades') and (_c377[_t376] == 12)) else 0)) == 0)) or (not (_t382 if _t382 is not _NOT_YET else (_t382 := _a392(st, L)))))): _o.append(_t376)
            fr[1] = 5
            _t383 = L[4]
            _t384 = len(_o)
            if not _t384: _no_option383(_t383, 'card to play')
            if _t384 <= 1 and _st_log is None:
                L[5] = _o[0] if _t384 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t385 = st.chooser(_t384, _t383)
                else:
                    _t385 = _st_bits(_t384.bit_length())
                    while _t385 >= _t384: _t385 = _st_bits(_t384.bit_length())
                L[5] = _o[_t385]; st.decisions += 1
            elif _decide394(st, L, _o, _t383): return True
            pc = 5
        if pc == 5:
            _r = _run395(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit373(_k, st, _d0): raise _Runaway372()
            continue
        if pc == 7:
            _r = _run396(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k397)

# <rulerun hearts.rules: play_hand #83 8938485b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT398[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run401(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p402(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit403(_k404)
                fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run405(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region406(st, L)
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
                if _p407(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit403(_k408)
                fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run409(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit400(_k, st, _d0): raise _Runaway399()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k410)

# <rulerun hearts.rules: play_hand #84 41bda2f1>
def _loop(st):
    _t399 = None
    for _t398 in ([_c for _i in [1 + _p for _p in _k426] for _c in st.zones[_i]] or ()):
        if (_c427[_t398] == 'clubs'):
            _t400 = _c428[_t398]
            if _t399 is None or _t400 < _t399:
                _t399 = _t400
    return _t399

# <rulerun hearts.rules: play_hand #85 ffdac689>
def _loop(st, _i7l0):
    for _t404 in st.zones[(1 + _i7l0)]:
        if not ((_c430[_t404] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_hand #86 4a494886>
def _loop(st):
    _t408 = None
    for _t407 in ([_c for _i in [1 + _p for _p in _k432] for _c in st.zones[_i]] or ()):
        if (_c433[_t407] == 'clubs'):
            _t409 = _c434[_t407]
            if _t408 is None or _t409 < _t408:
                _t408 = _t409
    return _t408

# <rulerun hearts.rules: play_hand #87 4c44f100>
def _loop(st, _t417):
    _st_vars = st.vars
    _st_zones = st.zones
    _t422 = _st_zones[(1 + _t417)]
    _budget441[0] -= len(_t422)
    if _budget441[0] < 0: _spent442(st)
    _t425 = _NOT_YET
    for _t423 in _t422:
        if (((_c443[_t423] == _st_vars[1]) or (not (_st_vars[1] in (_t425 if _t425 is not _NOT_YET else (_t425 := list(map(_c443.__getitem__, _st_zones[(1 + _t417)]))))))) and ((1 if (_c443[_t423] == 'hearts') else (13 if ((_c443[_t423] == 'spades') and (_c444[_t423] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_hand #88 75980628>
def _loop(st):
    _st_vars = st.vars
    _t439 = None
    for _t438 in st.zones[9]:
        if (_c452[_t438] == _st_vars[1]):
            _t440 = _c453[_t438]
            if _t439 is None or _t440 > _t439:
                _t439 = _t440
    return _t439

# <rulerun hearts.rules: play_hand #89 8d648f6b>
def _loop(st):
    _st_vars = st.vars
    _t435 = st.zones[9]
    _budget448[0] -= len(_t435)
    if _budget448[0] < 0: _spent449(st)
    _t441 = _NOT_YET
    for _t436 in _t435:
        if ((_c450[_t436] == _st_vars[1]) and (_c451[_t436] == (_t441 if _t441 is not _NOT_YET else (_t441 := _a454(st))))):
            return _t436
    return None

# <rulerun hearts.rules: play_hand #90 playout, without a log 7c00ec03>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = _st_vars[0] + 1
    _shuffle_zone416(st, 0)
    while (not not _st_zones[0]):
        _budget417[0] -= 1
        if _budget417[0] < 0: _spent418(st)
        for _t388 in (_k419 or []):
            L[2] = _t388
            _t391 = _st_zones[0]
            _t390 = (1 + _t388)
            if _t391:
                _t389 = _t391.pop(); _st_zones[_t390].append(_t389); st.loc[_t389] = _t390
    if _p422(st, _k421[:]) == 3: return 3
    _st_vars[3] = False
    _st_vars[4] = True
    _t393 = (_k423 or ())
    _budget417[0] -= len(_t393)
    if _budget417[0] < 0: _spent418(st)
    _t392 = None
    for _t394 in _t393:
        _t396 = _st_zones[(1 + _t394)]
        _budget417[0] -= len(_t396)
        if _budget417[0] < 0: _spent418(st)
        _t401 = _NOT_YET
        _t395 = False
        for _t397 in _t396:
            if ((_c424[_t397] == 'clubs') and (_c425[_t397] == (_t401 if _t401 is not _NOT_YET else (_t401 := _a429(st))))):
                _t395 = True
                break
        if _t395:
            _t392 = _t394
            break
    L[3] = _t392
    while (not not _st_zones[(1 + L[3])]):
        _budget417[0] -= 1
        if _budget417[0] < 0: _spent418(st)
        if _p457(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play #91 298f2c03>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT411[0]; _d0 = st.decisions
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region414(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            _t386 = True
            for _t387 in (_k415 or ()):
                if not ((st.vars[5 + _t387] < 100)):
                    _t386 = False
                    break
            if _t386:
                pc = 1
            else:
                pc = 4
        if pc == 1:
            if st.thread_player is None and st.log is None:
                if _p458(st, [None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit459(_k460)
                fr[1] = 2; st.cur.append([2, 0, _a]); return None
        if pc == 2:
            _r = _run461(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit413(_k, st, _d0): raise _Runaway412()
            continue
        if pc == 4:
            fr[1] = 5
            if _step462(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k463)

# <rulerun hearts.rules: rank #92 20039602>
def _native(st, p):
    return ((-st.vars[5 + p]), )

