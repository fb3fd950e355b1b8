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

# <rulerun hearts.rules: pass_cards #2 7c7fefb5>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t0 = L[1]
    _t1 = (5 + L[0])
    if type(_t0) is list and st.log is None:
        for _t2 in _t0:
            _t3 = _st_zones[_st_loc[_t2]]
            if _t3[-1] == _t2: _t3.pop()
            else: _t3.remove(_t2)
            _st_zones[_t1].append(_t2); _st_loc[_t2] = _t1
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    elif _t0 is not None:
        _move_cards4(st, _t0, _t1, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()

# <rulerun hearts.rules: pass_cards #3 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hearts.rules: pass_cards #4 a4a0fd25>
def _native(st, L):
    return 3

# <rulerun hearts.rules: pass_cards #5 e28b6e67>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
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
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
        elif _t11 is not None:
            _move_cards13(st, _t11, _t12, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
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

# <rulerun hearts.rules: play_trick #9 a1f4bd0b>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_zones = st.zones
    st.vars[1] = _c26[_l1]
    if _memo1: _memo1.clear()
    st.cvars[_l1] = L[0]
    if _memo1: _memo1.clear()
    _t20 = _l1
    _t21 = 9
    if type(_t20) is int and st.log is None:
        _t22 = _st_zones[(_t23 := _st_loc[_t20])]
        if _t22[-1] == _t20: _t22.pop()
        else: _t22.remove(_t20)
        _st_zones[_t21].append(_t20); _st_loc[_t20] = _t21
        _t24 = _leaving28[_t23]
        if _memo0 and _t24 & 1: _memo0.clear()
    elif _t20 is not None:
        _move_cards27(st, _t20, _t21, False)
        if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #10 08199422>
def _native(st, L):
    _l5 = L[5]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_zones = st.zones
    st.cvars[_l5] = L[4]
    if _memo1: _memo1.clear()
    _t25 = _l5
    _t26 = 9
    if type(_t25) is int and st.log is None:
        _t27 = _st_zones[(_t28 := _st_loc[_t25])]
        if _t27[-1] == _t25: _t27.pop()
        else: _t27.remove(_t25)
        _st_zones[_t26].append(_t25); _st_loc[_t25] = _t26
        _t29 = _leaving30[_t28]
        if _memo0 and _t29 & 1: _memo0.clear()
    elif _t25 is not None:
        _move_cards29(st, _t25, _t26, False)
        if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #11 cf8a778e>
def _loop(st, _t30):
    _st_vars = st.vars
    _st_zones = st.zones
    _t35 = _st_zones[(1 + _t30)]
    st.budget -= len(_t35)
    if st.budget < 0: _spent35(st)
    _t38 = _NOT_YET
    for _t36 in _t35:
        if (((_c36[_t36] == _st_vars[1]) or (not (_st_vars[1] in (_t38 if _t38 is not _NOT_YET else (_t38 := list(map(_c36.__getitem__, _st_zones[(1 + _t30)]))))))) and ((1 if (_c36[_t36] == 'hearts') else (13 if ((_c36[_t36] == 'spades') and (_c37[_t36] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #12 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hearts.rules: play_trick #13 1a7c1ed4>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _t31 = (_o31[_l0] or [])
    st.budget -= len(_t31)
    if st.budget < 0: _spent32(st)
    for _t30 in _t31:
        L[4] = _t30
        if not ((_t30 != _l0)): continue
        _t34 = _NOT_YET
        _t39 = _NOT_YET
        _t32 = []
        for _t33 in _st_zones[(1 + _t30)]:
            if (((_c33[_t33] == _st_vars[1]) or (not (_st_vars[1] in (_t34 if _t34 is not _NOT_YET else (_t34 := list(map(_c33.__getitem__, _st_zones[(1 + _t30)]))))))) and (((not _st_vars[4]) or ((1 if (_c33[_t33] == 'hearts') else (13 if ((_c33[_t33] == 'spades') and (_c34[_t33] == 12)) else 0)) == 0)) or (not (_t39 if _t39 is not _NOT_YET else (_t39 := _a38(st, _t30)))))): _t32.append(_t33)
        _t40 = _t30
        _t41 = len(_t32)
        if not _t41: _no_option41(_t40, 'card to play')
        if _t41 <= 1 and _st_log is None:
            L[5] = _t32[0] if _t41 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t42 = st.chooser(_t41, _t40)
            else:
                _t42 = _st_bits(_t41.bit_length())
                while _t42 >= _t41: _t42 = _st_bits(_t41.bit_length())
            L[5] = _t32[_t42]; st.decisions += 1
        elif _decide42(st, L, _t32, _t40): raise _PlayoutCut39()
        st.cvars[L[5]] = _t30
        if _memo1: _memo1.clear()
        _t43 = L[5]
        _t44 = 9
        if type(_t43) is int and _st_log is None:
            _t45 = _st_zones[(_t46 := _st_loc[_t43])]
            if _t45[-1] == _t43: _t45.pop()
            else: _t45.remove(_t43)
            _st_zones[_t44].append(_t43); _st_loc[_t43] = _t44
            _t47 = _leaving44[_t46]
            if _memo0 and _t47 & 1: _memo0.clear()
        elif _t43 is not None:
            _move_cards43(st, _t43, _t44, False)
            if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #14 3cf8747b>
def _loop(st):
    _st_vars = st.vars
    _t54 = None
    for _t53 in st.zones[9]:
        if (_c51[_t53] == _st_vars[1]):
            _t55 = _c52[_t53]
            if _t54 is None or _t55 > _t54:
                _t54 = _t55
    return _t54

# <rulerun hearts.rules: play_trick #15 1f8cb396>
def _loop(st):
    _st_vars = st.vars
    _t50 = st.zones[9]
    st.budget -= len(_t50)
    if st.budget < 0: _spent48(st)
    _t56 = _NOT_YET
    for _t51 in _t50:
        if ((_c49[_t51] == _st_vars[1]) and (_c50[_t51] == (_t56 if _t56 is not _NOT_YET else (_t56 := _a53(st))))):
            return _t51
    return None

# <rulerun hearts.rules: play_trick #16 3b17faf5>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _t48 = False
    for _t49 in _st_zones[9]:
        if (_c45[_t49] == 'hearts'):
            _t48 = True
            break
    if (_t48 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text47(_audience46(st), ['hearts are broken']))
    _st_vars[2] = _player55((_memo1[None] if None in _memo1 else _memo1.setdefault(None, st.cvars[_a54(st)])), 4)
    if _st_log is not None: _st_log.append(_Text47(_audience46(st), [_PlayerRef56(_st_vars[2]), ' wins the trick']))
    _t57 = 9
    _t58 = (10 + _st_vars[2])
    if _st_log is None and _t57 != _t58:
        _t59 = _st_zones[_t57]; _st_zones[_t58] += _t59
        for _t60 in _t59: st.loc[_t60] = _t58
        _t59.clear()
    else:
        _move_cards57(st, _st_zones[_t57][:], _t58, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #17 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun hearts.rules: play_trick #18 b07a42ca>
def _loop(st, L):
    for _t61 in st.zones[(1 + L[0])]:
        if not ((_c59[_t61] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #19 bddff569>
def _loop(st, L):
    _t64 = None
    for _t63 in (st.zones[(1 + L[0])][:] or ()):
        if (_c62[_t63] == 'clubs'):
            _t65 = _c63[_t63]
            if _t64 is None or _t65 < _t64:
                _t64 = _t65
    return _t64

# <rulerun hearts.rules: play_trick #20 93080482>
def _native(st, L):
    _l1 = L[1]
    _st_vars = st.vars
    return ((((_c58[_l1] != 'hearts') or _st_vars[3]) or _a60(st, L)) and ((not _st_vars[4]) or ((_c58[_l1] == 'clubs') and (_c61[_l1] == _a64(st, L)))))

# <rulerun hearts.rules: play_trick #21 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hearts.rules: play_trick #22 898cf764>
def _native(st, L):
    return _o65[L[0]]

# <rulerun hearts.rules: play_trick #23 7df1da19>
def _native(st, L):
    return (L[4] != L[0])

# <rulerun hearts.rules: play_trick #24 45d32d7a>
def _native(st, L):
    return (1 + L[4])

# <rulerun hearts.rules: play_trick #25 6a5b8e6f>
def _loop(st, L):
    _st_vars = st.vars
    for _t66 in st.zones[(1 + L[4])]:
        if (_c67[_t66] == _st_vars[1]):
            return True
    return False

# <rulerun hearts.rules: play_trick #26 53db62ba>
def _loop(st, L):
    _l4 = L[4]
    _st_vars = st.vars
    _st_zones = st.zones
    _t68 = _st_zones[(1 + _l4)]
    st.budget -= len(_t68)
    if st.budget < 0: _spent70(st)
    _t71 = _NOT_YET
    for _t69 in _t68:
        if (((_c71[_t69] == _st_vars[1]) or (not (_st_vars[1] in (_t71 if _t71 is not _NOT_YET else (_t71 := list(map(_c71.__getitem__, _st_zones[(1 + _l4)]))))))) and ((1 if (_c71[_t69] == 'hearts') else (13 if ((_c71[_t69] == 'spades') and (_c72[_t69] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #27 cc40afbe>
def _native(st, L):
    _l5 = L[5]
    _st_vars = st.vars
    return (((_c66[_l5] == _st_vars[1]) or (not _a68(st, L))) and (((not _st_vars[4]) or ((1 if (_c66[_l5] == 'hearts') else (13 if ((_c66[_l5] == 'spades') and (_c69[_l5] == 12)) else 0)) == 0)) or (not _a73(st, L))))

# <rulerun hearts.rules: play_hand #28 79a633eb>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = (_t72 if -1000000000000000000 <= (_t72 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond74(_t72))
    if _st_log is not None: _st_log.append(_Text77(_audience75(st), ['hand ', _plain76(_st_vars[0])]))
    _shuffle_zone78(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent79(st)
        for _t73 in (_k80 or []):
            L[2] = _t73
            _t76 = _st_zones[0]
            _t75 = (1 + _t73)
            if _st_log is None and _t76:
                _t74 = _t76.pop(); _st_zones[_t75].append(_t74); st.loc[_t74] = _t75
            elif _t76:
                _move_cards81(st, _t76[-1], _t75, False)

# <rulerun hearts.rules: play_hand #29 bb43d951>
def _loop(st):
    _t84 = None
    for _t83 in (list(_chain86(map(st.zones.__getitem__, _k87))) or ()):
        if (_c88[_t83] == 'clubs'):
            _t85 = _c89[_t83]
            if _t84 is None or _t85 < _t84:
                _t84 = _t85
    return _t84

# <rulerun hearts.rules: play_hand #30 05217e6d>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[3] = False
    _st_vars[4] = True
    _t78 = (_k82 or ())
    st.budget -= len(_t78)
    if st.budget < 0: _spent83(st)
    _t77 = None
    for _t79 in _t78:
        _t81 = st.zones[(1 + _t79)]
        st.budget -= len(_t81)
        if st.budget < 0: _spent83(st)
        _t86 = _NOT_YET
        _t80 = False
        for _t82 in _t81:
            if ((_c84[_t82] == 'clubs') and (_c85[_t82] == (_t86 if _t86 is not _NOT_YET else (_t86 := _a90(st))))):
                _t80 = True
                break
        if _t80:
            _t77 = _t79
            break
    L[3] = _t77
    if st.log is not None: _tell91(st, (_player_text92(L[3]) + ' holds the lowest club and leads'), None)

# <rulerun hearts.rules: play_hand #31 15ecf212>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = False
    L[3] = _st_vars[2]

# <rulerun hearts.rules: play_hand #32 ce3dcfea>
def _loop(st, _i1l0):
    for _t89 in st.zones[(1 + _i1l0)]:
        if not ((_c95[_t89] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_hand #33 a15118d5>
def _loop(st, _i1l0):
    _t93 = None
    for _t92 in (st.zones[(1 + _i1l0)][:] or ()):
        if (_c98[_t92] == 'clubs'):
            _t94 = _c99[_t92]
            if _t93 is None or _t94 < _t93:
                _t93 = _t94
    return _t93

# <rulerun hearts.rules: play_hand #34 4c6d8748>
def _loop(st, _t104):
    _st_vars = st.vars
    _st_zones = st.zones
    _t109 = _st_zones[(1 + _t104)]
    st.budget -= len(_t109)
    if st.budget < 0: _spent108(st)
    _t112 = _NOT_YET
    for _t110 in _t109:
        if (((_c109[_t110] == _st_vars[1]) or (not (_st_vars[1] in (_t112 if _t112 is not _NOT_YET else (_t112 := list(map(_c109.__getitem__, _st_zones[(1 + _t104)]))))))) and ((1 if (_c109[_t110] == 'hearts') else (13 if ((_c109[_t110] == 'spades') and (_c110[_t110] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_hand #35 97f2dc5e>
def _loop(st):
    _st_vars = st.vars
    _t128 = None
    for _t127 in st.zones[9]:
        if (_c120[_t127] == _st_vars[1]):
            _t129 = _c121[_t127]
            if _t128 is None or _t129 > _t128:
                _t128 = _t129
    return _t128

# <rulerun hearts.rules: play_hand #36 bb9537eb>
def _loop(st):
    _st_vars = st.vars
    _t124 = st.zones[9]
    st.budget -= len(_t124)
    if st.budget < 0: _spent117(st)
    _t130 = _NOT_YET
    for _t125 in _t124:
        if ((_c118[_t125] == _st_vars[1]) and (_c119[_t125] == (_t130 if _t130 is not _NOT_YET else (_t130 := _a122(st))))):
            return _t125
    return None

# <rulerun hearts.rules: play_trick #37 7da13753>
def _loop(st, L):
    for _t137 in st.zones[(1 + L[0])]:
        if not ((_c127[_t137] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #38 d96cbec3>
def _loop(st, L):
    _t141 = None
    for _t140 in (st.zones[(1 + L[0])][:] or ()):
        if (_c130[_t140] == 'clubs'):
            _t142 = _c131[_t140]
            if _t141 is None or _t142 < _t141:
                _t141 = _t142
    return _t141

# <rulerun hearts.rules: play_trick #39 84691b74>
def _loop(st, _t152):
    _st_vars = st.vars
    _st_zones = st.zones
    _t157 = _st_zones[(1 + _t152)]
    st.budget -= len(_t157)
    if st.budget < 0: _spent141(st)
    _t160 = _NOT_YET
    for _t158 in _t157:
        if (((_c142[_t158] == _st_vars[1]) or (not (_st_vars[1] in (_t160 if _t160 is not _NOT_YET else (_t160 := list(map(_c142.__getitem__, _st_zones[(1 + _t152)]))))))) and ((1 if (_c142[_t158] == 'hearts') else (13 if ((_c142[_t158] == 'spades') and (_c143[_t158] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #40 b55fd557>
def _loop(st):
    _st_vars = st.vars
    _t176 = None
    for _t175 in st.zones[9]:
        if (_c153[_t175] == _st_vars[1]):
            _t177 = _c154[_t175]
            if _t176 is None or _t177 > _t176:
                _t176 = _t177
    return _t176

# <rulerun hearts.rules: play_trick #41 ee390d03>
def _loop(st):
    _st_vars = st.vars
    _t172 = st.zones[9]
    st.budget -= len(_t172)
    if st.budget < 0: _spent150(st)
    _t178 = _NOT_YET
    for _t173 in _t172:
        if ((_c151[_t173] == _st_vars[1]) and (_c152[_t173] == (_t178 if _t178 is not _NOT_YET else (_t178 := _a155(st))))):
            return _t173
    return None

# <rulerun hearts.rules: play_trick #42 playout 267b93af>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _t139 = _NOT_YET
    _t143 = _NOT_YET
    _t135 = []
    for _t136 in _st_zones[(1 + _l0)]:
        if ((((_c126[_t136] != 'hearts') or _st_vars[3]) or (_t139 if _t139 is not _NOT_YET else (_t139 := _a128(st, L)))) and ((not _st_vars[4]) or ((_c126[_t136] == 'clubs') and (_c129[_t136] == (_t143 if _t143 is not _NOT_YET else (_t143 := _a132(st, L))))))): _t135.append(_t136)
    _t144 = _l0
    _t145 = len(_t135)
    if not _t145: _no_option135(_t144, 'card to lead')
    if _t145 <= 1 and _st_log is None:
        L[1] = _t135[0] if _t145 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t146 = st.chooser(_t145, _t144)
        else:
            _t146 = _st_bits(_t145.bit_length())
            while _t146 >= _t145: _t146 = _st_bits(_t145.bit_length())
        L[1] = _t135[_t146]; st.decisions += 1
    elif _decide136(st, L, _t135, _t144): raise _PlayoutCut133()
    _st_vars[1] = _c126[L[1]]
    if _memo1: _memo1.clear()
    _st_cvars[L[1]] = _l0
    if _memo1: _memo1.clear()
    _t147 = L[1]
    _t148 = 9
    if type(_t147) is int and _st_log is None:
        _t149 = _st_zones[(_t150 := _st_loc[_t147])]
        if _t149[-1] == _t147: _t149.pop()
        else: _t149.remove(_t147)
        _st_zones[_t148].append(_t147); _st_loc[_t147] = _t148
        _t151 = _leaving138[_t150]
        if _memo0 and _t151 & 1: _memo0.clear()
    elif _t147 is not None:
        _move_cards137(st, _t147, _t148, False)
        if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    _t153 = (_o139[_l0] or [])
    st.budget -= len(_t153)
    if st.budget < 0: _spent140(st)
    for _t152 in _t153:
        L[4] = _t152
        if not ((_t152 != _l0)): continue
        _t156 = _NOT_YET
        _t161 = _NOT_YET
        _t154 = []
        for _t155 in _st_zones[(1 + _t152)]:
            if (((_c126[_t155] == _st_vars[1]) or (not (_st_vars[1] in (_t156 if _t156 is not _NOT_YET else (_t156 := list(map(_c126.__getitem__, _st_zones[(1 + _t152)]))))))) and (((not _st_vars[4]) or ((1 if (_c126[_t155] == 'hearts') else (13 if ((_c126[_t155] == 'spades') and (_c129[_t155] == 12)) else 0)) == 0)) or (not (_t161 if _t161 is not _NOT_YET else (_t161 := _a144(st, _t152)))))): _t154.append(_t155)
        _t162 = _t152
        _t163 = len(_t154)
        if not _t163: _no_option135(_t162, 'card to play')
        if _t163 <= 1 and _st_log is None:
            L[5] = _t154[0] if _t163 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t164 = st.chooser(_t163, _t162)
            else:
                _t164 = _st_bits(_t163.bit_length())
                while _t164 >= _t163: _t164 = _st_bits(_t163.bit_length())
            L[5] = _t154[_t164]; st.decisions += 1
        elif _decide146(st, L, _t154, _t162): raise _PlayoutCut133()
        _st_cvars[L[5]] = _t152
        if _memo1: _memo1.clear()
        _t165 = L[5]
        _t166 = 9
        if type(_t165) is int and _st_log is None:
            _t167 = _st_zones[(_t168 := _st_loc[_t165])]
            if _t167[-1] == _t165: _t167.pop()
            else: _t167.remove(_t165)
            _st_zones[_t166].append(_t165); _st_loc[_t165] = _t166
            _t169 = _leaving147[_t168]
            if _memo0 and _t169 & 1: _memo0.clear()
        elif _t165 is not None:
            _move_cards137(st, _t165, _t166, False)
            if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    _t170 = False
    for _t171 in _st_zones[9]:
        if (_c126[_t171] == 'hearts'):
            _t170 = True
            break
    if (_t170 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text149(_audience148(st), ['hearts are broken']))
    _st_vars[2] = _player157((_memo1[None] if None in _memo1 else _memo1.setdefault(None, _st_cvars[_a156(st)])), 4)
    if _st_log is not None: _st_log.append(_Text149(_audience148(st), [_PlayerRef158(_st_vars[2]), ' wins the trick']))
    _t179 = 9
    _t180 = (10 + _st_vars[2])
    if _st_log is None and _t179 != _t180:
        _t181 = _st_zones[_t179]; _st_zones[_t180] += _t181
        for _t182 in _t181: _st_loc[_t182] = _t180
        _t181.clear()
    else:
        _move_cards137(st, _st_zones[_t179][:], _t180, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_hand #43 c2de551f>
def _native(st, L):
    _st_vars = st.vars
    while (not not st.zones[(1 + L[3])]):
        st.budget -= 1
        if st.budget < 0: _spent93(st)
        if _p159(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play_hand #44 aec96fe6>
def _native(st, L):
    return (not not st.zones[(1 + L[3])])

# <rulerun hearts.rules: play_hand #45 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun hearts.rules: settle #46 f88522df>
def _loop(st, _t185):
    _t187 = 0
    for _t186 in st.zones[(10 + _t185)]:
        _t187 += (1 if (_c162[_t186] == 'hearts') else (13 if ((_c162[_t186] == 'spades') and (_c163[_t186] == 12)) else 0))
    return _t187

# <rulerun hearts.rules: settle #47 d20badd3>
def _loop(st, _t188):
    _t192 = 0
    for _t191 in st.zones[(10 + _t188)]:
        _t192 += (1 if (_c167[_t191] == 'hearts') else (13 if ((_c167[_t191] == 'spades') and (_c168[_t191] == 12)) else 0))
    return _t192

# <rulerun hearts.rules: settle #48 35239e09>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _t184 = (_k160 or ())
    st.budget -= len(_t184)
    if st.budget < 0: _spent161(st)
    _t183 = None
    for _t185 in _t184:
        if ((_memo0[_t185] if _t185 in _memo0 else _memo0.setdefault(_t185, _a164(st, _t185))) == 26):
            _t183 = _t185
            break
    L[0] = _t183
    _t189 = (_k165 or [])
    st.budget -= len(_t189)
    if st.budget < 0: _spent161(st)
    for _t188 in _t189:
        L[3] = _t188
        if (L[0] is not None):
            if (_t188 != L[0]):
                _st_vars[5 + _t188] = (_t190 if -1000000000000000000 <= (_t190 := _st_vars[5 + _t188] + 26) <= 1000000000000000000 else _beyond166(_t190))
        else:
            _st_vars[5 + _t188] = (_t193 if -1000000000000000000 <= (_t193 := _st_vars[5 + _t188] + (_memo0[_t188] if _t188 in _memo0 else _memo0.setdefault(_t188, _a169(st, _t188)))) <= 1000000000000000000 else _beyond166(_t193))
        _t194 = (10 + _t188)
        _t195 = 0
        if _st_log is None and _t194 != _t195:
            _t196 = _st_zones[_t194]; _st_zones[_t195] += _t196
            for _t197 in _t196: st.loc[_t197] = _t195
            _t196.clear()
        else:
            _move_cards170(st, _st_zones[_t194][:], _t195, False)
        if _memo0: _memo0.clear()
    if (L[0] is not None):
        if _st_log is not None: _st_log.append(_Text173(_audience171(st), [_PlayerRef172(L[0]), ' shoots the moon: every other player takes 26']))
    for _t198 in (_k174 or []):
        L[6] = _t198
        if _st_log is not None: _st_log.append(_Text173(_audience171(st), [_PlayerRef172(_t198), ' has ', _plain175(_st_vars[5 + _t198]), ' points']))

# <rulerun hearts.rules: play #49 ebd48243>
def _loop(st, _t201):
    _t203 = 0
    for _t202 in st.zones[(10 + _t201)]:
        _t203 += (1 if (_c178[_t202] == 'hearts') else (13 if ((_c178[_t202] == 'spades') and (_c179[_t202] == 12)) else 0))
    return _t203

# <rulerun hearts.rules: play #50 bd731239>
def _loop(st, _t204):
    _t208 = 0
    for _t207 in st.zones[(10 + _t204)]:
        _t208 += (1 if (_c183[_t207] == 'hearts') else (13 if ((_c183[_t207] == 'spades') and (_c184[_t207] == 12)) else 0))
    return _t208

# <rulerun hearts.rules: play #51 75b9023c>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None]
    _t200 = (_k176 or ())
    st.budget -= len(_t200)
    if st.budget < 0: _spent177(st)
    _t199 = None
    for _t201 in _t200:
        if ((_memo0[_t201] if _t201 in _memo0 else _memo0.setdefault(_t201, _a180(st, _t201))) == 26):
            _t199 = _t201
            break
    _i2[0] = _t199
    _t205 = (_k181 or [])
    st.budget -= len(_t205)
    if st.budget < 0: _spent177(st)
    for _t204 in _t205:
        _i2[3] = _t204
        if (_i2[0] is not None):
            if (_t204 != _i2[0]):
                _st_vars[5 + _t204] = (_t206 if -1000000000000000000 <= (_t206 := _st_vars[5 + _t204] + 26) <= 1000000000000000000 else _beyond182(_t206))
        else:
            _st_vars[5 + _t204] = (_t209 if -1000000000000000000 <= (_t209 := _st_vars[5 + _t204] + (_memo0[_t204] if _t204 in _memo0 else _memo0.setdefault(_t204, _a185(st, _t204)))) <= 1000000000000000000 else _beyond182(_t209))
        _t210 = (10 + _t204)
        _t211 = 0
        if _st_log is None and _t210 != _t211:
            _t212 = _st_zones[_t210]; _st_zones[_t211] += _t212
            for _t213 in _t212: st.loc[_t213] = _t211
            _t212.clear()
        else:
            _move_cards186(st, _st_zones[_t210][:], _t211, False)
        if _memo0: _memo0.clear()
    if (_i2[0] is not None):
        if _st_log is not None: _st_log.append(_Text189(_audience187(st), [_PlayerRef188(_i2[0]), ' shoots the moon: every other player takes 26']))
    for _t214 in (_k190 or []):
        _i2[6] = _t214
        if _st_log is not None: _st_log.append(_Text189(_audience187(st), [_PlayerRef188(_t214), ' has ', _plain191(_st_vars[5 + _t214]), ' points']))

# <rulerun hearts.rules: play #52 6bdd5d0f>
def _loop(st):
    for _t215 in (_k192 or ()):
        if not ((st.vars[5 + _t215] < 100)):
            return False
    return True

# <rulerun hearts.rules: pass_cards #53 playout, without a log d1800768>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    if ((not True) or (_d199(st, [_k200[0]]) is None)):
        return 2
    for _t222 in (_k201 or []):
        st.thread_player = st.inline_thread = _t222
        _i4 = L[:]; _i4[0] = _t222
        _t223 = _st_zones[(1 + _t222)]
        _t224 = _t222
        _t227 = len(_t223); _t225 = _comb204(_t227, 3)
        if not _t225: _no_option205(_t224, 'cards to pass')
        if _t225 <= 1:
            _i4[1] = _option_at206(_t223, 3, False, 0) if _t225 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t226 = st.chooser(_t225, _t224)
            else:
                _t226 = _st_bits(_t225.bit_length())
                while _t226 >= _t225: _t226 = _st_bits(_t225.bit_length())
            _t228 = _PICKS207.get((_t227, 3)) or _picks208(_t227, 3)
            _i4[1] = list(_t228[_t226](_t223)) if _t228 else _option_at206(_t223, 3, False, _t226)
            st.decisions += 1
        elif _offer203(st, _i4, _t223[:]): raise _PlayoutCut202()
        _t229 = _i4[1]
        _t230 = (5 + _t222)
        if type(_t229) is list:
            for _t231 in _t229:
                _t232 = _st_zones[_st_loc[_t231]]
                if _t232[-1] == _t231: _t232.pop()
                else: _t232.remove(_t231)
                _st_zones[_t230].append(_t231); _st_loc[_t231] = _t230
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
        elif _t229 is not None:
            _move_cards209(st, _t229, _t230, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
    st.thread_player = st.inline_thread = None
    for _t233 in (_k210 or []):
        L[4] = _t233
        _t234 = (5 + _t233)
        _t235 = (1 + _player211((((_t233 + 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 1) else (((_t233 - 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 2) else (((((_t233 + 1) % 4) + 1) % 4) if ((4 == 4) and ((_st_vars[0] % 4) == 3)) else None))), 4))
        if _t234 != _t235:
            _t236 = _st_zones[_t234]; _st_zones[_t235] += _t236
            for _t237 in _t236: _st_loc[_t237] = _t235
            _t236.clear()
        else:
            _move_cards209(st, _st_zones[_t234][:], _t235, False)

# <rulerun hearts.rules: play #54 98f23333>
def _loop(st):
    _t245 = None
    for _t244 in (list(_chain217(map(st.zones.__getitem__, _k218))) or ()):
        if (_c219[_t244] == 'clubs'):
            _t246 = _c220[_t244]
            if _t245 is None or _t246 < _t245:
                _t245 = _t246
    return _t245

# <rulerun hearts.rules: play_trick #55 88dd7046>
def _loop(st, L):
    for _t250 in st.zones[(1 + L[0])]:
        if not ((_c223[_t250] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #56 08610f0e>
def _loop(st, L):
    _t254 = None
    for _t253 in (st.zones[(1 + L[0])][:] or ()):
        if (_c226[_t253] == 'clubs'):
            _t255 = _c227[_t253]
            if _t254 is None or _t255 < _t254:
                _t254 = _t255
    return _t254

# <rulerun hearts.rules: play_trick #57 d27beb63>
def _loop(st, _t265):
    _st_vars = st.vars
    _st_zones = st.zones
    _t270 = _st_zones[(1 + _t265)]
    st.budget -= len(_t270)
    if st.budget < 0: _spent237(st)
    _t273 = _NOT_YET
    for _t271 in _t270:
        if (((_c238[_t271] == _st_vars[1]) or (not (_st_vars[1] in (_t273 if _t273 is not _NOT_YET else (_t273 := list(map(_c238.__getitem__, _st_zones[(1 + _t265)]))))))) and ((1 if (_c238[_t271] == 'hearts') else (13 if ((_c238[_t271] == 'spades') and (_c239[_t271] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #58 ae33941f>
def _loop(st):
    _st_vars = st.vars
    _t289 = None
    for _t288 in st.zones[9]:
        if (_c247[_t288] == _st_vars[1]):
            _t290 = _c248[_t288]
            if _t289 is None or _t290 > _t289:
                _t289 = _t290
    return _t289

# <rulerun hearts.rules: play_trick #59 150106b6>
def _loop(st):
    _st_vars = st.vars
    _t285 = st.zones[9]
    st.budget -= len(_t285)
    if st.budget < 0: _spent244(st)
    _t291 = _NOT_YET
    for _t286 in _t285:
        if ((_c245[_t286] == _st_vars[1]) and (_c246[_t286] == (_t291 if _t291 is not _NOT_YET else (_t291 := _a249(st))))):
            return _t286
    return None

# <rulerun hearts.rules: play_trick #60 playout, without a log 57397300>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _t252 = _NOT_YET
    _t256 = _NOT_YET
    _t248 = []
    for _t249 in _st_zones[(1 + _l0)]:
        if ((((_c222[_t249] != 'hearts') or _st_vars[3]) or (_t252 if _t252 is not _NOT_YET else (_t252 := _a224(st, L)))) and ((not _st_vars[4]) or ((_c222[_t249] == 'clubs') and (_c225[_t249] == (_t256 if _t256 is not _NOT_YET else (_t256 := _a228(st, L))))))): _t248.append(_t249)
    _t257 = _l0
    _t258 = len(_t248)
    if not _t258: _no_option231(_t257, 'card to lead')
    if _t258 <= 1:
        L[1] = _t248[0] if _t258 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t259 = st.chooser(_t258, _t257)
        else:
            _t259 = _st_bits(_t258.bit_length())
            while _t259 >= _t258: _t259 = _st_bits(_t258.bit_length())
        L[1] = _t248[_t259]; st.decisions += 1
    elif _decide232(st, L, _t248, _t257): raise _PlayoutCut229()
    _st_vars[1] = _c222[L[1]]
    if _memo1: _memo1.clear()
    _st_cvars[L[1]] = _l0
    if _memo1: _memo1.clear()
    _t260 = L[1]
    _t261 = 9
    if type(_t260) is int:
        _t262 = _st_zones[(_t263 := _st_loc[_t260])]
        if _t262[-1] == _t260: _t262.pop()
        else: _t262.remove(_t260)
        _st_zones[_t261].append(_t260); _st_loc[_t260] = _t261
        _t264 = _leaving234[_t263]
        if _memo0 and _t264 & 1: _memo0.clear()
    elif _t260 is not None:
        _move_cards233(st, _t260, _t261, False)
        if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    _t266 = (_o235[_l0] or [])
    st.budget -= len(_t266)
    if st.budget < 0: _spent236(st)
    for _t265 in _t266:
        L[4] = _t265
        if not ((_t265 != _l0)): continue
        _t269 = _NOT_YET
        _t274 = _NOT_YET
        _t267 = []
        for _t268 in _st_zones[(1 + _t265)]:
            if (((_c222[_t268] == _st_vars[1]) or (not (_st_vars[1] in (_t269 if _t269 is not _NOT_YET else (_t269 := list(map(_c222.__getitem__, _st_zones[(1 + _t265)]))))))) and (((not _st_vars[4]) or ((1 if (_c222[_t268] == 'hearts') else (13 if ((_c222[_t268] == 'spades') and (_c225[_t268] == 12)) else 0)) == 0)) or (not (_t274 if _t274 is not _NOT_YET else (_t274 := _a240(st, _t265)))))): _t267.append(_t268)
        _t275 = _t265
        _t276 = len(_t267)
        if not _t276: _no_option231(_t275, 'card to play')
        if _t276 <= 1:
            L[5] = _t267[0] if _t276 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t277 = st.chooser(_t276, _t275)
            else:
                _t277 = _st_bits(_t276.bit_length())
                while _t277 >= _t276: _t277 = _st_bits(_t276.bit_length())
            L[5] = _t267[_t277]; st.decisions += 1
        elif _decide242(st, L, _t267, _t275): raise _PlayoutCut229()
        _st_cvars[L[5]] = _t265
        if _memo1: _memo1.clear()
        _t278 = L[5]
        _t279 = 9
        if type(_t278) is int:
            _t280 = _st_zones[(_t281 := _st_loc[_t278])]
            if _t280[-1] == _t278: _t280.pop()
            else: _t280.remove(_t278)
            _st_zones[_t279].append(_t278); _st_loc[_t278] = _t279
            _t282 = _leaving243[_t281]
            if _memo0 and _t282 & 1: _memo0.clear()
        elif _t278 is not None:
            _move_cards233(st, _t278, _t279, False)
            if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    _t283 = False
    for _t284 in _st_zones[9]:
        if (_c222[_t284] == 'hearts'):
            _t283 = True
            break
    if (_t283 and (not _st_vars[3])):
        _st_vars[3] = True
    _st_vars[2] = _player251((_memo1[None] if None in _memo1 else _memo1.setdefault(None, _st_cvars[_a250(st)])), 4)
    _t292 = 9
    _t293 = (10 + _st_vars[2])
    if _t292 != _t293:
        _t294 = _st_zones[_t292]; _st_zones[_t293] += _t294
        for _t295 in _t294: _st_loc[_t295] = _t293
        _t294.clear()
    else:
        _move_cards233(st, _st_zones[_t292][:], _t293, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play #61 2eb5be5c>
def _loop(st, _t298):
    _t300 = 0
    for _t299 in st.zones[(10 + _t298)]:
        _t300 += (1 if (_c254[_t299] == 'hearts') else (13 if ((_c254[_t299] == 'spades') and (_c255[_t299] == 12)) else 0))
    return _t300

# <rulerun hearts.rules: play #62 16fcbd00>
def _loop(st, _t301):
    _t305 = 0
    for _t304 in st.zones[(10 + _t301)]:
        _t305 += (1 if (_c258[_t304] == 'hearts') else (13 if ((_c258[_t304] == 'spades') and (_c259[_t304] == 12)) else 0))
    return _t305

# <rulerun hearts.rules: play #63 89558c9c>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    while _a193(st):
        st.budget -= 1
        if st.budget < 0: _spent194(st)
        _i3 = [None, None, None, None]
        _st_vars[0] = (_t217 if -1000000000000000000 <= (_t217 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond195(_t217))
        _shuffle_zone196(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent194(st)
            for _t218 in (_k197 or []):
                _i3[2] = _t218
                _t221 = _st_zones[0]
                _t220 = (1 + _t218)
                if _t221:
                    _t219 = _t221.pop(); _st_zones[_t220].append(_t219); _st_loc[_t219] = _t220
        if _p213(st, _k212[:]) == 3: return 3
        _st_vars[3] = False
        _st_vars[4] = True
        _t239 = (_k214 or ())
        st.budget -= len(_t239)
        if st.budget < 0: _spent194(st)
        _t238 = None
        for _t240 in _t239:
            _t242 = _st_zones[(1 + _t240)]
            st.budget -= len(_t242)
            if st.budget < 0: _spent194(st)
            _t247 = _NOT_YET
            _t241 = False
            for _t243 in _t242:
                if ((_c215[_t243] == 'clubs') and (_c216[_t243] == (_t247 if _t247 is not _NOT_YET else (_t247 := _a221(st))))):
                    _t241 = True
                    break
            if _t241:
                _t238 = _t240
                break
        _i3[3] = _t238
        while (not not _st_zones[(1 + _i3[3])]):
            st.budget -= 1
            if st.budget < 0: _spent194(st)
            if _p252(st, [_i3[3], None, None, None, None, None]) == 3: return 3
            _st_vars[4] = False
            _i3[3] = _st_vars[2]
        _i5 = [None, None, None, None, None, None, None]
        _t297 = (_k253 or ())
        st.budget -= len(_t297)
        if st.budget < 0: _spent194(st)
        _t296 = None
        for _t298 in _t297:
            if ((_memo0[_t298] if _t298 in _memo0 else _memo0.setdefault(_t298, _a256(st, _t298))) == 26):
                _t296 = _t298
                break
        _i5[0] = _t296
        _t302 = (_k257 or [])
        st.budget -= len(_t302)
        if st.budget < 0: _spent194(st)
        for _t301 in _t302:
            _i5[3] = _t301
            if (_i5[0] is not None):
                if (_t301 != _i5[0]):
                    _st_vars[5 + _t301] = (_t303 if -1000000000000000000 <= (_t303 := _st_vars[5 + _t301] + 26) <= 1000000000000000000 else _beyond195(_t303))
            else:
                _st_vars[5 + _t301] = (_t306 if -1000000000000000000 <= (_t306 := _st_vars[5 + _t301] + (_memo0[_t301] if _t301 in _memo0 else _memo0.setdefault(_t301, _a260(st, _t301)))) <= 1000000000000000000 else _beyond195(_t306))
            _t307 = (10 + _t301)
            _t308 = 0
            if _t307 != _t308:
                _t309 = _st_zones[_t307]; _st_zones[_t308] += _t309
                for _t310 in _t309: _st_loc[_t310] = _t308
                _t309.clear()
            else:
                _move_cards198(st, _st_zones[_t307][:], _t308, False)
            if _memo0: _memo0.clear()
        if (_i5[0] is not None):
            pass
        for _t311 in (_k261 or []):
            _i5[6] = _t311
            pass

# <rulerun hearts.rules: play #64 128b1c1b>
def _native(st, L):
    _t312 = True
    for _t313 in (_k262 or ()):
        if not ((st.vars[5 + _t313] < 100)):
            _t312 = False
            break
    return _t312

# <rulerun hearts.rules: pass_cards #65 2cbb3ee2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run265(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step266(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t314 = L[0]
            _t317 = len(_o); _t315 = _comb268(_t317, 3)
            if not _t315: _no_option269(_t314, 'cards to pass')
            if _t315 <= 1 and _st_log is None:
                L[1] = _option_at270(_o, 3, False, 0) if _t315 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t316 = st.chooser(_t315, _t314)
                else:
                    _t316 = _st_bits(_t315.bit_length())
                    while _t316 >= _t315: _t316 = _st_bits(_t315.bit_length())
                _t318 = _PICKS271.get((_t317, 3)) or _picks272(_t317, 3)
                L[1] = list(_t318[_t316](_o)) if _t318 else _option_at270(_o, 3, False, _t316)
                st.decisions += 1
                if st.thread_player is not None: _answered273(st, _t316)
            elif _offer267(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run274(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run275(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k276)

# <rulerun hearts.rules: play_trick #66 2c2981f3>
def _loop(st, L):
    for _t320 in st.zones[(1 + L[0])]:
        if not ((_c280[_t320] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #67 33fa7cb2>
def _loop(st, L):
    _t324 = None
    for _t323 in (st.zones[(1 + L[0])][:] or ()):
        if (_c283[_t323] == 'clubs'):
            _t325 = _c284[_t323]
            if _t324 is None or _t325 < _t324:
                _t324 = _t325
    return _t324

# <rulerun hearts.rules: play_trick #68 ed4b6db6>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t332 = _st_zones[(1 + L[4])]
    st.budget -= len(_t332)
    if st.budget < 0: _spent292(st)
    _t335 = _NOT_YET
    for _t333 in _t332:
        if (((_c293[_t333] == _st_vars[1]) or (not (_st_vars[1] in (_t335 if _t335 is not _NOT_YET else (_t335 := list(map(_c293.__getitem__, _st_zones[(1 + L[4])]))))))) and ((1 if (_c293[_t333] == 'hearts') else (13 if ((_c293[_t333] == 'spades') and (_c294[_t333] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #69 862b798b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _t322 = _NOT_YET
            _t326 = _NOT_YET
            _o = []
            for _t319 in _st_zones[(1 + L[0])]:
                if ((((_c279[_t319] != 'hearts') or _st_vars[3]) or (_t322 if _t322 is not _NOT_YET else (_t322 := _a281(st, L)))) and ((not _st_vars[4]) or ((_c279[_t319] == 'clubs') and (_c282[_t319] == (_t326 if _t326 is not _NOT_YET else (_t326 := _a285(st, L))))))): _o.append(_t319)
            fr[1] = 1
            _t327 = L[0]
            _t328 = len(_o)
            if not _t328: _no_option287(_t327, 'card to lead')
            if _t328 <= 1 and _st_log is None:
                L[1] = _o[0] if _t328 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t329 = st.chooser(_t328, _t327)
                else:
                    _t329 = _st_bits(_t328.bit_length())
                    while _t329 >= _t328: _t329 = _st_bits(_t328.bit_length())
                L[1] = _o[_t329]; st.decisions += 1
                if st.thread_player is not None: _answered288(st, _t329)
            elif _decide289(st, L, _o, _t327): return True
            pc = 1
        if pc == 1:
            _r = _run290(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o291[L[0]] or []); L[3] = 0
            pc = 3
        if pc == 3:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 7
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                if (L[4] != L[0]):
                    pc = 4; break
            L[3] = _i
        if pc == 4:
            _t331 = _NOT_YET
            _t336 = _NOT_YET
            _o = []
            for _t330 in _st_zones[(1 + L[4])]:
                if (((_c279[_t330] == _st_vars[1]) or (not (_st_vars[1] in (_t331 if _t331 is not _NOT_YET else (_t331 := list(map(_c279.__getitem__, _st_zones[(1 + L[4])]))))))) and (((not _st_vars[4]) or ((1 if (_c279[_t330] == 'hearts') else (13 if ((_c279[_t330] == 'spades') and (_c282[_t330] == 12)) else 0)) == 0)) or (not (_t336 if _t336 is not _NOT_YET else (_t336 := _a295(st, L)))))): _o.append(_t330)
            fr[1] = 5
            _t337 = L[4]
            _t338 = len(_o)
            if not _t338: _no_option287(_t337, 'card to play')
            if _t338 <= 1 and _st_log is None:
                L[5] = _o[0] if _t338 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t339 = st.chooser(_t338, _t337)
                else:
                    _t339 = _st_bits(_t338.bit_length())
                    while _t339 >= _t338: _t339 = _st_bits(_t338.bit_length())
                L[5] = _o[_t339]; st.decisions += 1
                if st.thread_player is not None: _answered288(st, _t339)
            elif _decide297(st, L, _o, _t337): return True
            pc = 5
        if pc == 5:
            _r = _run298(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit278(_k, st, _d0): raise _Runaway277()
            continue
        if pc == 7:
            _r = _run299(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k300)

# <rulerun hearts.rules: play_hand #70 7394822c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run303(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit304(_k305)
            fr[1] = 2; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs306[0](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            _r = _run307(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit304(_k308)
            fr[1] = 5; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs306[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 5
        if pc == 5:
            _r = _run309(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit302(_k, st, _d0): raise _Runaway301()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k310)

# <rulerun hearts.rules: settle #71 a8140727>
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

# <rulerun hearts.rules: play #72 9b71d669>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _t340 = True
            for _t341 in (_k317 or ()):
                if not ((st.vars[5 + _t341] < 100)):
                    _t340 = False
                    break
            if _t340:
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _a = [None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit318(_k319)
            fr[1] = 2; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs320[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            _r = _run321(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit316(_k, st, _d0): raise _Runaway315()
            continue
        if pc == 4:
            fr[1] = 5
            if _step322(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k323)

# <rulerun hearts.rules: pass_cards #73 de0576e9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run326(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region327(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step328(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t342 = L[0]
            _t345 = len(_o); _t343 = _comb330(_t345, 3)
            if not _t343: _no_option331(_t342, 'cards to pass')
            if _t343 <= 1 and _st_log is None:
                L[1] = _option_at332(_o, 3, False, 0) if _t343 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t344 = st.chooser(_t343, _t342)
                else:
                    _t344 = _st_bits(_t343.bit_length())
                    while _t344 >= _t343: _t344 = _st_bits(_t343.bit_length())
                _t346 = _PICKS333.get((_t345, 3)) or _picks334(_t345, 3)
                L[1] = list(_t346[_t344](_o)) if _t346 else _option_at332(_o, 3, False, _t344)
                st.decisions += 1
                if st.thread_player is not None: _answered335(st, _t344)
            elif _offer329(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run336(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run337(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k338)

# <rulerun hearts.rules: play_trick #74 65cda062>
def _loop(st, L):
    for _t348 in st.zones[(1 + L[0])]:
        if not ((_c342[_t348] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #75 9c316c77>
def _loop(st, L):
    _t352 = None
    for _t351 in (st.zones[(1 + L[0])][:] or ()):
        if (_c345[_t351] == 'clubs'):
            _t353 = _c346[_t351]
            if _t352 is None or _t353 < _t352:
                _t352 = _t353
    return _t352

# <rulerun hearts.rules: play_trick #76 fee556e8>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t360 = _st_zones[(1 + L[4])]
    st.budget -= len(_t360)
    if st.budget < 0: _spent355(st)
    _t363 = _NOT_YET
    for _t361 in _t360:
        if (((_c356[_t361] == _st_vars[1]) or (not (_st_vars[1] in (_t363 if _t363 is not _NOT_YET else (_t363 := list(map(_c356.__getitem__, _st_zones[(1 + L[4])]))))))) and ((1 if (_c356[_t361] == 'hearts') else (13 if ((_c356[_t361] == 'spades') and (_c357[_t361] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #77 e072d9e7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _t350 = _NOT_YET
            _t354 = _NOT_YET
            _o = []
            for _t347 in _st_zones[(1 + L[0])]:
                if ((((_c341[_t347] != 'hearts') or _st_vars[3]) or (_t350 if _t350 is not _NOT_YET else (_t350 := _a343(st, L)))) and ((not _st_vars[4]) or ((_c341[_t347] == 'clubs') and (_c344[_t347] == (_t354 if _t354 is not _NOT_YET else (_t354 := _a347(st, L))))))): _o.append(_t347)
            fr[1] = 1
            _t355 = L[0]
            _t356 = len(_o)
            if not _t356: _no_option349(_t355, 'card to lead')
            if _t356 <= 1 and _st_log is None:
                L[1] = _o[0] if _t356 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t357 = st.chooser(_t356, _t355)
                else:
                    _t357 = _st_bits(_t356.bit_length())
                    while _t357 >= _t356: _t357 = _st_bits(_t356.bit_length())
                L[1] = _o[_t357]; st.decisions += 1
                if st.thread_player is not None: _answered350(st, _t357)
            elif _decide351(st, L, _o, _t355): return True
            pc = 1
        if pc == 1:
            _r = _run352(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region353(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[2] = (_o354[L[0]] or []); L[3] = 0
            pc = 3
        if pc == 3:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 7
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                if (L[4] != L[0]):
                    pc = 4; break
            L[3] = _i
        if pc == 4:
            _t359 = _NOT_YET
            _t364 = _NOT_YET
            _o = []
            for _t358 in _st_zones[(1 + L[4])]:
                if (((_c341[_t358] == _st_vars[1]) or (not (_st_vars[1] in (_t359 if _t359 is not _NOT_YET else (_t359 := list(map(_c341.__getitem__, _st_zones[(1 + L[4])]))))))) and (((not _st_vars[4]) or ((1 if (_c341[_t358] == 'hearts') else (13 if ((_c341[_t358] == 'spades') and (_c344[_t358] == 12)) else 0)) == 0)) or (not (_t364 if _t364 is not _NOT_YET else (_t364 := _a358(st, L)))))): _o.append(_t358)
            fr[1] = 5
            _t365 = L[4]
            _t366 = len(_o)
            if not _t366: _no_option349(_t365, 'card to play')
            if _t366 <= 1 and _st_log is None:
                L[5] = _o[0] if _t366 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t367 = st.chooser(_t366, _t365)
                else:
                    _t367 = _st_bits(_t366.bit_length())
                    while _t367 >= _t366: _t367 = _st_bits(_t366.bit_length())
                L[5] = _o[_t367]; st.decisions += 1
                if st.thread_player is not None: _answered350(st, _t367)
            elif _decide360(st, L, _o, _t365): return True
            pc = 5
        if pc == 5:
            _r = _run361(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit340(_k, st, _d0): raise _Runaway339()
            continue
        if pc == 7:
            _r = _run362(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k363)

# <rulerun hearts.rules: play_hand #78 3be04000>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run366(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p367(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit368(_k369)
                fr[1] = 2; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs370[0](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            _r = _run371(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region372(st, L)
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
                if _p373(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit368(_k374)
                fr[1] = 5; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs370[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 5
        if pc == 5:
            _r = _run375(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit365(_k, st, _d0): raise _Runaway364()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k376)

# <rulerun hearts.rules: play_hand #79 86657bc8>
def _loop(st):
    _t382 = None
    for _t381 in (list(_chain391(map(st.zones.__getitem__, _k392))) or ()):
        if (_c393[_t381] == 'clubs'):
            _t383 = _c394[_t381]
            if _t382 is None or _t383 < _t382:
                _t382 = _t383
    return _t382

# <rulerun hearts.rules: play_hand #80 playout, without a log 7363827e>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = (_t370 if -1000000000000000000 <= (_t370 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond381(_t370))
    _shuffle_zone382(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent383(st)
        for _t371 in (_k384 or []):
            L[2] = _t371
            _t374 = _st_zones[0]
            _t373 = (1 + _t371)
            if _t374:
                _t372 = _t374.pop(); _st_zones[_t373].append(_t372); st.loc[_t372] = _t373
    if _p387(st, _k386[:]) == 3: return 3
    _st_vars[3] = False
    _st_vars[4] = True
    _t376 = (_k388 or ())
    st.budget -= len(_t376)
    if st.budget < 0: _spent383(st)
    _t375 = None
    for _t377 in _t376:
        _t379 = _st_zones[(1 + _t377)]
        st.budget -= len(_t379)
        if st.budget < 0: _spent383(st)
        _t384 = _NOT_YET
        _t378 = False
        for _t380 in _t379:
            if ((_c389[_t380] == 'clubs') and (_c390[_t380] == (_t384 if _t384 is not _NOT_YET else (_t384 := _a395(st))))):
                _t378 = True
                break
        if _t378:
            _t375 = _t377
            break
    L[3] = _t375
    while (not not _st_zones[(1 + L[3])]):
        st.budget -= 1
        if st.budget < 0: _spent383(st)
        if _p396(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play #81 de1935ce>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region379(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            _t368 = True
            for _t369 in (_k380 or ()):
                if not ((st.vars[5 + _t369] < 100)):
                    _t368 = False
                    break
            if _t368:
                pc = 1
            else:
                pc = 4
        if pc == 1:
            if st.thread_player is None and st.log is None:
                if _p397(st, [None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit398(_k399)
                fr[1] = 2; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs400[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            _r = _run401(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit378(_k, st, _d0): raise _Runaway377()
            continue
        if pc == 4:
            fr[1] = 5
            if _step402(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k403)

# <rulerun hearts.rules: rank #82 20039602>
def _native(st, p):
    return ((-st.vars[5 + p]), )

