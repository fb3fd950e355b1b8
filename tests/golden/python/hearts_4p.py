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

# <rulerun hearts.rules: play_trick #11 258e54af>
def _loop(st, _t30):
    _st_vars = st.vars
    _st_zones = st.zones
    _t36 = _st_zones[(1 + _t30)]
    st.budget -= len(_t36)
    if st.budget < 0: _spent35(st)
    _t40 = _NOT_YET
    for _t37 in _t36:
        if (((_c36[_t37] == _st_vars[1]) or (not (_st_vars[1] in (_t40 if _t40 is not _NOT_YET else (_t40 := ([_c36[_x] for _x in _t39] if (_t39 := _st_zones[(1 + _t30)]) is not _NOT_YET else None)))))) and ((1 if (_c36[_t37] == 'hearts') else (13 if ((_c36[_t37] == 'spades') and (_c37[_t37] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #12 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hearts.rules: play_trick #13 b335911c>
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
        _t35 = _NOT_YET
        _t41 = _NOT_YET
        _t32 = []
        for _t33 in _st_zones[(1 + _t30)]:
            if (((_c33[_t33] == _st_vars[1]) or (not (_st_vars[1] in (_t35 if _t35 is not _NOT_YET else (_t35 := ([_c33[_x] for _x in _t34] if (_t34 := _st_zones[(1 + _t30)]) is not _NOT_YET else None)))))) and (((not _st_vars[4]) or ((1 if (_c33[_t33] == 'hearts') else (13 if ((_c33[_t33] == 'spades') and (_c34[_t33] == 12)) else 0)) == 0)) or (not (_t41 if _t41 is not _NOT_YET else (_t41 := _a38(st, _t30)))))): _t32.append(_t33)
        _t42 = _t30
        _t43 = len(_t32)
        if not _t43: _no_option41(_t42, 'card to play')
        if _t43 <= 1 and _st_log is None:
            L[5] = _t32[0] if _t43 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t44 = st.chooser(_t43, _t42)
            else:
                _t44 = _st_bits(_t43.bit_length())
                while _t44 >= _t43: _t44 = _st_bits(_t43.bit_length())
            L[5] = _t32[_t44]; st.decisions += 1
        elif _decide42(st, L, _t32, _t42): raise _PlayoutCut39()
        st.cvars[L[5]] = _t30
        if _memo1: _memo1.clear()
        _t45 = L[5]
        _t46 = 9
        if type(_t45) is int and _st_log is None:
            _t47 = _st_zones[(_t48 := _st_loc[_t45])]
            if _t47[-1] == _t45: _t47.pop()
            else: _t47.remove(_t45)
            _st_zones[_t46].append(_t45); _st_loc[_t45] = _t46
            _t49 = _leaving44[_t48]
            if _memo0 and _t49 & 1: _memo0.clear()
        elif _t45 is not None:
            _move_cards43(st, _t45, _t46, False)
            if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #14 84e7296b>
def _loop(st):
    _st_vars = st.vars
    _t56 = None
    for _t55 in st.zones[9]:
        if (_c51[_t55] == _st_vars[1]):
            _t57 = _c52[_t55]
            if _t56 is None or _t57 > _t56:
                _t56 = _t57
    return _t56

# <rulerun hearts.rules: play_trick #15 9f3bc93e>
def _loop(st):
    _st_vars = st.vars
    _t52 = st.zones[9]
    st.budget -= len(_t52)
    if st.budget < 0: _spent48(st)
    _t58 = _NOT_YET
    for _t53 in _t52:
        if ((_c49[_t53] == _st_vars[1]) and (_c50[_t53] == (_t58 if _t58 is not _NOT_YET else (_t58 := _a53(st))))):
            return _t53
    return None

# <rulerun hearts.rules: play_trick #16 f3bea590>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _t50 = False
    for _t51 in _st_zones[9]:
        if (_c45[_t51] == 'hearts'):
            _t50 = True
            break
    if (_t50 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text47(_audience46(st), ['hearts are broken']))
    _st_vars[2] = _player55((_memo1[None] if None in _memo1 else _memo1.setdefault(None, st.cvars[_a54(st)])), 4)
    if _st_log is not None: _st_log.append(_Text47(_audience46(st), [_PlayerRef56(_st_vars[2]), ' wins the trick']))
    _t59 = 9
    _t60 = (10 + _st_vars[2])
    if _st_log is None and _t59 != _t60:
        _t61 = _st_zones[_t59]; _st_zones[_t60] += _t61
        for _t62 in _t61: st.loc[_t62] = _t60
        _t61.clear()
    else:
        _move_cards57(st, _st_zones[_t59][:], _t60, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #17 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun hearts.rules: play_trick #18 f44d53f7>
def _loop(st, L):
    for _t63 in st.zones[(1 + L[0])]:
        if not ((_c59[_t63] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #19 35b87dac>
def _loop(st, L):
    _t66 = None
    for _t65 in (st.zones[(1 + L[0])][:] or ()):
        if (_c62[_t65] == 'clubs'):
            _t67 = _c63[_t65]
            if _t66 is None or _t67 < _t66:
                _t66 = _t67
    return _t66

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

# <rulerun hearts.rules: play_trick #25 b4f3fede>
def _loop(st, L):
    _st_vars = st.vars
    for _t68 in st.zones[(1 + L[4])]:
        if (_c67[_t68] == _st_vars[1]):
            return True
    return False

# <rulerun hearts.rules: play_trick #26 80e975bf>
def _loop(st, L):
    _l4 = L[4]
    _st_vars = st.vars
    _st_zones = st.zones
    _t70 = _st_zones[(1 + _l4)]
    st.budget -= len(_t70)
    if st.budget < 0: _spent70(st)
    _t74 = _NOT_YET
    for _t71 in _t70:
        if (((_c71[_t71] == _st_vars[1]) or (not (_st_vars[1] in (_t74 if _t74 is not _NOT_YET else (_t74 := ([_c71[_x] for _x in _t73] if (_t73 := _st_zones[(1 + _l4)]) is not _NOT_YET else None)))))) and ((1 if (_c71[_t71] == 'hearts') else (13 if ((_c71[_t71] == 'spades') and (_c72[_t71] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #27 cc40afbe>
def _native(st, L):
    _l5 = L[5]
    _st_vars = st.vars
    return (((_c66[_l5] == _st_vars[1]) or (not _a68(st, L))) and (((not _st_vars[4]) or ((1 if (_c66[_l5] == 'hearts') else (13 if ((_c66[_l5] == 'spades') and (_c69[_l5] == 12)) else 0)) == 0)) or (not _a73(st, L))))

# <rulerun hearts.rules: play_hand #28 8fa5a702>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = (_t75 if -1000000000000000000 <= (_t75 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond74(_t75))
    if _st_log is not None: _st_log.append(_Text77(_audience75(st), ['hand ', _plain76(_st_vars[0])]))
    _shuffle_zone78(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent79(st)
        for _t76 in (_k80 or []):
            L[2] = _t76
            _t79 = _st_zones[0]
            _t78 = (1 + _t76)
            if _st_log is None and _t79:
                _t77 = _t79.pop(); _st_zones[_t78].append(_t77); st.loc[_t77] = _t78
            elif _t79:
                _move_cards81(st, _t79[-1], _t78, False)

# <rulerun hearts.rules: play_hand #29 623a2d24>
def _loop(st):
    _t87 = None
    for _t86 in (list(_chain86(map(st.zones.__getitem__, _k87))) or ()):
        if (_c88[_t86] == 'clubs'):
            _t88 = _c89[_t86]
            if _t87 is None or _t88 < _t87:
                _t87 = _t88
    return _t87

# <rulerun hearts.rules: play_hand #30 740344da>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[3] = False
    _st_vars[4] = True
    _t81 = (_k82 or ())
    st.budget -= len(_t81)
    if st.budget < 0: _spent83(st)
    _t80 = None
    for _t82 in _t81:
        _t84 = st.zones[(1 + _t82)]
        st.budget -= len(_t84)
        if st.budget < 0: _spent83(st)
        _t89 = _NOT_YET
        _t83 = False
        for _t85 in _t84:
            if ((_c84[_t85] == 'clubs') and (_c85[_t85] == (_t89 if _t89 is not _NOT_YET else (_t89 := _a90(st))))):
                _t83 = True
                break
        if _t83:
            _t80 = _t82
            break
    L[3] = _t80
    if st.log is not None: _tell91(st, (_player_text92(L[3]) + ' holds the lowest club and leads'), None)

# <rulerun hearts.rules: play_hand #31 15ecf212>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = False
    L[3] = _st_vars[2]

# <rulerun hearts.rules: play_hand #32 9c6b2987>
def _loop(st, _i1l0):
    for _t92 in st.zones[(1 + _i1l0)]:
        if not ((_c95[_t92] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_hand #33 534b22b2>
def _loop(st, _i1l0):
    _t96 = None
    for _t95 in (st.zones[(1 + _i1l0)][:] or ()):
        if (_c98[_t95] == 'clubs'):
            _t97 = _c99[_t95]
            if _t96 is None or _t97 < _t96:
                _t96 = _t97
    return _t96

# <rulerun hearts.rules: play_hand #34 b04f68af>
def _loop(st, _t107):
    _st_vars = st.vars
    _st_zones = st.zones
    _t113 = _st_zones[(1 + _t107)]
    st.budget -= len(_t113)
    if st.budget < 0: _spent108(st)
    _t117 = _NOT_YET
    for _t114 in _t113:
        if (((_c109[_t114] == _st_vars[1]) or (not (_st_vars[1] in (_t117 if _t117 is not _NOT_YET else (_t117 := ([_c109[_x] for _x in _t116] if (_t116 := _st_zones[(1 + _t107)]) is not _NOT_YET else None)))))) and ((1 if (_c109[_t114] == 'hearts') else (13 if ((_c109[_t114] == 'spades') and (_c110[_t114] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_hand #35 54a2fe04>
def _loop(st):
    _st_vars = st.vars
    _t133 = None
    for _t132 in st.zones[9]:
        if (_c120[_t132] == _st_vars[1]):
            _t134 = _c121[_t132]
            if _t133 is None or _t134 > _t133:
                _t133 = _t134
    return _t133

# <rulerun hearts.rules: play_hand #36 53652b60>
def _loop(st):
    _st_vars = st.vars
    _t129 = st.zones[9]
    st.budget -= len(_t129)
    if st.budget < 0: _spent117(st)
    _t135 = _NOT_YET
    for _t130 in _t129:
        if ((_c118[_t130] == _st_vars[1]) and (_c119[_t130] == (_t135 if _t135 is not _NOT_YET else (_t135 := _a122(st))))):
            return _t130
    return None

# <rulerun hearts.rules: play_trick #37 e715ca15>
def _loop(st, L):
    for _t142 in st.zones[(1 + L[0])]:
        if not ((_c127[_t142] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #38 9a1a1050>
def _loop(st, L):
    _t146 = None
    for _t145 in (st.zones[(1 + L[0])][:] or ()):
        if (_c130[_t145] == 'clubs'):
            _t147 = _c131[_t145]
            if _t146 is None or _t147 < _t146:
                _t146 = _t147
    return _t146

# <rulerun hearts.rules: play_trick #39 d3866e0e>
def _loop(st, _t157):
    _st_vars = st.vars
    _st_zones = st.zones
    _t163 = _st_zones[(1 + _t157)]
    st.budget -= len(_t163)
    if st.budget < 0: _spent141(st)
    _t167 = _NOT_YET
    for _t164 in _t163:
        if (((_c142[_t164] == _st_vars[1]) or (not (_st_vars[1] in (_t167 if _t167 is not _NOT_YET else (_t167 := ([_c142[_x] for _x in _t166] if (_t166 := _st_zones[(1 + _t157)]) is not _NOT_YET else None)))))) and ((1 if (_c142[_t164] == 'hearts') else (13 if ((_c142[_t164] == 'spades') and (_c143[_t164] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #40 b9229a4f>
def _loop(st):
    _st_vars = st.vars
    _t183 = None
    for _t182 in st.zones[9]:
        if (_c153[_t182] == _st_vars[1]):
            _t184 = _c154[_t182]
            if _t183 is None or _t184 > _t183:
                _t183 = _t184
    return _t183

# <rulerun hearts.rules: play_trick #41 bf72d2c9>
def _loop(st):
    _st_vars = st.vars
    _t179 = st.zones[9]
    st.budget -= len(_t179)
    if st.budget < 0: _spent150(st)
    _t185 = _NOT_YET
    for _t180 in _t179:
        if ((_c151[_t180] == _st_vars[1]) and (_c152[_t180] == (_t185 if _t185 is not _NOT_YET else (_t185 := _a155(st))))):
            return _t180
    return None

# <rulerun hearts.rules: play_trick #42 playout eaaa735f>
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
    _t144 = _NOT_YET
    _t148 = _NOT_YET
    _t140 = []
    for _t141 in _st_zones[(1 + _l0)]:
        if ((((_c126[_t141] != 'hearts') or _st_vars[3]) or (_t144 if _t144 is not _NOT_YET else (_t144 := _a128(st, L)))) and ((not _st_vars[4]) or ((_c126[_t141] == 'clubs') and (_c129[_t141] == (_t148 if _t148 is not _NOT_YET else (_t148 := _a132(st, L))))))): _t140.append(_t141)
    _t149 = _l0
    _t150 = len(_t140)
    if not _t150: _no_option135(_t149, 'card to lead')
    if _t150 <= 1 and _st_log is None:
        L[1] = _t140[0] if _t150 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t151 = st.chooser(_t150, _t149)
        else:
            _t151 = _st_bits(_t150.bit_length())
            while _t151 >= _t150: _t151 = _st_bits(_t150.bit_length())
        L[1] = _t140[_t151]; st.decisions += 1
    elif _decide136(st, L, _t140, _t149): raise _PlayoutCut133()
    _st_vars[1] = _c126[L[1]]
    if _memo1: _memo1.clear()
    _st_cvars[L[1]] = _l0
    if _memo1: _memo1.clear()
    _t152 = L[1]
    _t153 = 9
    if type(_t152) is int and _st_log is None:
        _t154 = _st_zones[(_t155 := _st_loc[_t152])]
        if _t154[-1] == _t152: _t154.pop()
        else: _t154.remove(_t152)
        _st_zones[_t153].append(_t152); _st_loc[_t152] = _t153
        _t156 = _leaving138[_t155]
        if _memo0 and _t156 & 1: _memo0.clear()
    elif _t152 is not None:
        _move_cards137(st, _t152, _t153, False)
        if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    _t158 = (_o139[_l0] or [])
    st.budget -= len(_t158)
    if st.budget < 0: _spent140(st)
    for _t157 in _t158:
        L[4] = _t157
        if not ((_t157 != _l0)): continue
        _t162 = _NOT_YET
        _t168 = _NOT_YET
        _t159 = []
        for _t160 in _st_zones[(1 + _t157)]:
            if (((_c126[_t160] == _st_vars[1]) or (not (_st_vars[1] in (_t162 if _t162 is not _NOT_YET else (_t162 := ([_c126[_x] for _x in _t161] if (_t161 := _st_zones[(1 + _t157)]) is not _NOT_YET else None)))))) and (((not _st_vars[4]) or ((1 if (_c126[_t160] == 'hearts') else (13 if ((_c126[_t160] == 'spades') and (_c129[_t160] == 12)) else 0)) == 0)) or (not (_t168 if _t168 is not _NOT_YET else (_t168 := _a144(st, _t157)))))): _t159.append(_t160)
        _t169 = _t157
        _t170 = len(_t159)
        if not _t170: _no_option135(_t169, 'card to play')
        if _t170 <= 1 and _st_log is None:
            L[5] = _t159[0] if _t170 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t171 = st.chooser(_t170, _t169)
            else:
                _t171 = _st_bits(_t170.bit_length())
                while _t171 >= _t170: _t171 = _st_bits(_t170.bit_length())
            L[5] = _t159[_t171]; st.decisions += 1
        elif _decide146(st, L, _t159, _t169): raise _PlayoutCut133()
        _st_cvars[L[5]] = _t157
        if _memo1: _memo1.clear()
        _t172 = L[5]
        _t173 = 9
        if type(_t172) is int and _st_log is None:
            _t174 = _st_zones[(_t175 := _st_loc[_t172])]
            if _t174[-1] == _t172: _t174.pop()
            else: _t174.remove(_t172)
            _st_zones[_t173].append(_t172); _st_loc[_t172] = _t173
            _t176 = _leaving147[_t175]
            if _memo0 and _t176 & 1: _memo0.clear()
        elif _t172 is not None:
            _move_cards137(st, _t172, _t173, False)
            if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    _t177 = False
    for _t178 in _st_zones[9]:
        if (_c126[_t178] == 'hearts'):
            _t177 = True
            break
    if (_t177 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text149(_audience148(st), ['hearts are broken']))
    _st_vars[2] = _player157((_memo1[None] if None in _memo1 else _memo1.setdefault(None, _st_cvars[_a156(st)])), 4)
    if _st_log is not None: _st_log.append(_Text149(_audience148(st), [_PlayerRef158(_st_vars[2]), ' wins the trick']))
    _t186 = 9
    _t187 = (10 + _st_vars[2])
    if _st_log is None and _t186 != _t187:
        _t188 = _st_zones[_t186]; _st_zones[_t187] += _t188
        for _t189 in _t188: _st_loc[_t189] = _t187
        _t188.clear()
    else:
        _move_cards137(st, _st_zones[_t186][:], _t187, False)
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

# <rulerun hearts.rules: settle #46 6f1fdc16>
def _loop(st, _t192):
    _t194 = 0
    for _t193 in st.zones[(10 + _t192)]:
        _t194 += (1 if (_c162[_t193] == 'hearts') else (13 if ((_c162[_t193] == 'spades') and (_c163[_t193] == 12)) else 0))
    return _t194

# <rulerun hearts.rules: settle #47 d4eabd46>
def _loop(st, _t195):
    _t199 = 0
    for _t198 in st.zones[(10 + _t195)]:
        _t199 += (1 if (_c167[_t198] == 'hearts') else (13 if ((_c167[_t198] == 'spades') and (_c168[_t198] == 12)) else 0))
    return _t199

# <rulerun hearts.rules: settle #48 d4df1f48>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _t191 = (_k160 or ())
    st.budget -= len(_t191)
    if st.budget < 0: _spent161(st)
    _t190 = None
    for _t192 in _t191:
        if ((_memo0[_t192] if _t192 in _memo0 else _memo0.setdefault(_t192, _a164(st, _t192))) == 26):
            _t190 = _t192
            break
    L[0] = _t190
    _t196 = (_k165 or [])
    st.budget -= len(_t196)
    if st.budget < 0: _spent161(st)
    for _t195 in _t196:
        L[3] = _t195
        if (L[0] is not None):
            if (_t195 != L[0]):
                _st_vars[5 + _t195] = (_t197 if -1000000000000000000 <= (_t197 := _st_vars[5 + _t195] + 26) <= 1000000000000000000 else _beyond166(_t197))
        else:
            _st_vars[5 + _t195] = (_t200 if -1000000000000000000 <= (_t200 := _st_vars[5 + _t195] + (_memo0[_t195] if _t195 in _memo0 else _memo0.setdefault(_t195, _a169(st, _t195)))) <= 1000000000000000000 else _beyond166(_t200))
        _t201 = (10 + _t195)
        _t202 = 0
        if _st_log is None and _t201 != _t202:
            _t203 = _st_zones[_t201]; _st_zones[_t202] += _t203
            for _t204 in _t203: st.loc[_t204] = _t202
            _t203.clear()
        else:
            _move_cards170(st, _st_zones[_t201][:], _t202, False)
        if _memo0: _memo0.clear()
    if (L[0] is not None):
        if _st_log is not None: _st_log.append(_Text173(_audience171(st), [_PlayerRef172(L[0]), ' shoots the moon: every other player takes 26']))
    for _t205 in (_k174 or []):
        L[6] = _t205
        if _st_log is not None: _st_log.append(_Text173(_audience171(st), [_PlayerRef172(_t205), ' has ', _plain175(_st_vars[5 + _t205]), ' points']))

# <rulerun hearts.rules: play #49 4e9e8365>
def _loop(st, _t208):
    _t210 = 0
    for _t209 in st.zones[(10 + _t208)]:
        _t210 += (1 if (_c178[_t209] == 'hearts') else (13 if ((_c178[_t209] == 'spades') and (_c179[_t209] == 12)) else 0))
    return _t210

# <rulerun hearts.rules: play #50 099ec733>
def _loop(st, _t211):
    _t215 = 0
    for _t214 in st.zones[(10 + _t211)]:
        _t215 += (1 if (_c183[_t214] == 'hearts') else (13 if ((_c183[_t214] == 'spades') and (_c184[_t214] == 12)) else 0))
    return _t215

# <rulerun hearts.rules: play #51 783af5f9>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None]
    _t207 = (_k176 or ())
    st.budget -= len(_t207)
    if st.budget < 0: _spent177(st)
    _t206 = None
    for _t208 in _t207:
        if ((_memo0[_t208] if _t208 in _memo0 else _memo0.setdefault(_t208, _a180(st, _t208))) == 26):
            _t206 = _t208
            break
    _i2[0] = _t206
    _t212 = (_k181 or [])
    st.budget -= len(_t212)
    if st.budget < 0: _spent177(st)
    for _t211 in _t212:
        _i2[3] = _t211
        if (_i2[0] is not None):
            if (_t211 != _i2[0]):
                _st_vars[5 + _t211] = (_t213 if -1000000000000000000 <= (_t213 := _st_vars[5 + _t211] + 26) <= 1000000000000000000 else _beyond182(_t213))
        else:
            _st_vars[5 + _t211] = (_t216 if -1000000000000000000 <= (_t216 := _st_vars[5 + _t211] + (_memo0[_t211] if _t211 in _memo0 else _memo0.setdefault(_t211, _a185(st, _t211)))) <= 1000000000000000000 else _beyond182(_t216))
        _t217 = (10 + _t211)
        _t218 = 0
        if _st_log is None and _t217 != _t218:
            _t219 = _st_zones[_t217]; _st_zones[_t218] += _t219
            for _t220 in _t219: st.loc[_t220] = _t218
            _t219.clear()
        else:
            _move_cards186(st, _st_zones[_t217][:], _t218, False)
        if _memo0: _memo0.clear()
    if (_i2[0] is not None):
        if _st_log is not None: _st_log.append(_Text189(_audience187(st), [_PlayerRef188(_i2[0]), ' shoots the moon: every other player takes 26']))
    for _t221 in (_k190 or []):
        _i2[6] = _t221
        if _st_log is not None: _st_log.append(_Text189(_audience187(st), [_PlayerRef188(_t221), ' has ', _plain191(_st_vars[5 + _t221]), ' points']))

# <rulerun hearts.rules: play #52 1a3f4e28>
def _loop(st):
    for _t222 in (_k192 or ()):
        if not ((st.vars[5 + _t222] < 100)):
            return False
    return True

# <rulerun hearts.rules: pass_cards #53 playout, without a log 03a514f6>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    if ((not True) or (_d199(st, [_k200[0]]) is None)):
        return 2
    for _t229 in (_k201 or []):
        st.thread_player = st.inline_thread = _t229
        _i4 = L[:]; _i4[0] = _t229
        _t230 = _st_zones[(1 + _t229)]
        _t231 = _t229
        _t234 = len(_t230); _t232 = _comb204(_t234, 3)
        if not _t232: _no_option205(_t231, 'cards to pass')
        if _t232 <= 1:
            _i4[1] = _option_at206(_t230, 3, False, 0) if _t232 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t233 = st.chooser(_t232, _t231)
            else:
                _t233 = _st_bits(_t232.bit_length())
                while _t233 >= _t232: _t233 = _st_bits(_t232.bit_length())
            _t235 = _PICKS207.get((_t234, 3)) or _picks208(_t234, 3)
            _i4[1] = list(_t235[_t233](_t230)) if _t235 else _option_at206(_t230, 3, False, _t233)
            st.decisions += 1
        elif _offer203(st, _i4, _t230[:]): raise _PlayoutCut202()
        _t236 = _i4[1]
        _t237 = (5 + _t229)
        if type(_t236) is list:
            for _t238 in _t236:
                _t239 = _st_zones[_st_loc[_t238]]
                if _t239[-1] == _t238: _t239.pop()
                else: _t239.remove(_t238)
                _st_zones[_t237].append(_t238); _st_loc[_t238] = _t237
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
        elif _t236 is not None:
            _move_cards209(st, _t236, _t237, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
    st.thread_player = st.inline_thread = None
    for _t240 in (_k210 or []):
        L[4] = _t240
        _t241 = (5 + _t240)
        _t242 = (1 + _player211((((_t240 + 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 1) else (((_t240 - 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 2) else (((((_t240 + 1) % 4) + 1) % 4) if ((4 == 4) and ((_st_vars[0] % 4) == 3)) else None))), 4))
        if _t241 != _t242:
            _t243 = _st_zones[_t241]; _st_zones[_t242] += _t243
            for _t244 in _t243: _st_loc[_t244] = _t242
            _t243.clear()
        else:
            _move_cards209(st, _st_zones[_t241][:], _t242, False)

# <rulerun hearts.rules: play #54 b702c0f6>
def _loop(st):
    _t252 = None
    for _t251 in (list(_chain217(map(st.zones.__getitem__, _k218))) or ()):
        if (_c219[_t251] == 'clubs'):
            _t253 = _c220[_t251]
            if _t252 is None or _t253 < _t252:
                _t252 = _t253
    return _t252

# <rulerun hearts.rules: play_trick #55 eed713f9>
def _loop(st, L):
    for _t257 in st.zones[(1 + L[0])]:
        if not ((_c223[_t257] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #56 b63ecbe7>
def _loop(st, L):
    _t261 = None
    for _t260 in (st.zones[(1 + L[0])][:] or ()):
        if (_c226[_t260] == 'clubs'):
            _t262 = _c227[_t260]
            if _t261 is None or _t262 < _t261:
                _t261 = _t262
    return _t261

# <rulerun hearts.rules: play_trick #57 c3055296>
def _loop(st, _t272):
    _st_vars = st.vars
    _st_zones = st.zones
    _t278 = _st_zones[(1 + _t272)]
    st.budget -= len(_t278)
    if st.budget < 0: _spent237(st)
    _t282 = _NOT_YET
    for _t279 in _t278:
        if (((_c238[_t279] == _st_vars[1]) or (not (_st_vars[1] in (_t282 if _t282 is not _NOT_YET else (_t282 := ([_c238[_x] for _x in _t281] if (_t281 := _st_zones[(1 + _t272)]) is not _NOT_YET else None)))))) and ((1 if (_c238[_t279] == 'hearts') else (13 if ((_c238[_t279] == 'spades') and (_c239[_t279] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #58 9c06ad0c>
def _loop(st):
    _st_vars = st.vars
    _t298 = None
    for _t297 in st.zones[9]:
        if (_c247[_t297] == _st_vars[1]):
            _t299 = _c248[_t297]
            if _t298 is None or _t299 > _t298:
                _t298 = _t299
    return _t298

# <rulerun hearts.rules: play_trick #59 20133b27>
def _loop(st):
    _st_vars = st.vars
    _t294 = st.zones[9]
    st.budget -= len(_t294)
    if st.budget < 0: _spent244(st)
    _t300 = _NOT_YET
    for _t295 in _t294:
        if ((_c245[_t295] == _st_vars[1]) and (_c246[_t295] == (_t300 if _t300 is not _NOT_YET else (_t300 := _a249(st))))):
            return _t295
    return None

# <rulerun hearts.rules: play_trick #60 playout, without a log d5de4072>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _t259 = _NOT_YET
    _t263 = _NOT_YET
    _t255 = []
    for _t256 in _st_zones[(1 + _l0)]:
        if ((((_c222[_t256] != 'hearts') or _st_vars[3]) or (_t259 if _t259 is not _NOT_YET else (_t259 := _a224(st, L)))) and ((not _st_vars[4]) or ((_c222[_t256] == 'clubs') and (_c225[_t256] == (_t263 if _t263 is not _NOT_YET else (_t263 := _a228(st, L))))))): _t255.append(_t256)
    _t264 = _l0
    _t265 = len(_t255)
    if not _t265: _no_option231(_t264, 'card to lead')
    if _t265 <= 1:
        L[1] = _t255[0] if _t265 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t266 = st.chooser(_t265, _t264)
        else:
            _t266 = _st_bits(_t265.bit_length())
            while _t266 >= _t265: _t266 = _st_bits(_t265.bit_length())
        L[1] = _t255[_t266]; st.decisions += 1
    elif _decide232(st, L, _t255, _t264): raise _PlayoutCut229()
    _st_vars[1] = _c222[L[1]]
    if _memo1: _memo1.clear()
    _st_cvars[L[1]] = _l0
    if _memo1: _memo1.clear()
    _t267 = L[1]
    _t268 = 9
    if type(_t267) is int:
        _t269 = _st_zones[(_t270 := _st_loc[_t267])]
        if _t269[-1] == _t267: _t269.pop()
        else: _t269.remove(_t267)
        _st_zones[_t268].append(_t267); _st_loc[_t267] = _t268
        _t271 = _leaving234[_t270]
        if _memo0 and _t271 & 1: _memo0.clear()
    elif _t267 is not None:
        _move_cards233(st, _t267, _t268, False)
        if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    _t273 = (_o235[_l0] or [])
    st.budget -= len(_t273)
    if st.budget < 0: _spent236(st)
    for _t272 in _t273:
        L[4] = _t272
        if not ((_t272 != _l0)): continue
        _t277 = _NOT_YET
        _t283 = _NOT_YET
        _t274 = []
        for _t275 in _st_zones[(1 + _t272)]:
            if (((_c222[_t275] == _st_vars[1]) or (not (_st_vars[1] in (_t277 if _t277 is not _NOT_YET else (_t277 := ([_c222[_x] for _x in _t276] if (_t276 := _st_zones[(1 + _t272)]) is not _NOT_YET else None)))))) and (((not _st_vars[4]) or ((1 if (_c222[_t275] == 'hearts') else (13 if ((_c222[_t275] == 'spades') and (_c225[_t275] == 12)) else 0)) == 0)) or (not (_t283 if _t283 is not _NOT_YET else (_t283 := _a240(st, _t272)))))): _t274.append(_t275)
        _t284 = _t272
        _t285 = len(_t274)
        if not _t285: _no_option231(_t284, 'card to play')
        if _t285 <= 1:
            L[5] = _t274[0] if _t285 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t286 = st.chooser(_t285, _t284)
            else:
                _t286 = _st_bits(_t285.bit_length())
                while _t286 >= _t285: _t286 = _st_bits(_t285.bit_length())
            L[5] = _t274[_t286]; st.decisions += 1
        elif _decide242(st, L, _t274, _t284): raise _PlayoutCut229()
        _st_cvars[L[5]] = _t272
        if _memo1: _memo1.clear()
        _t287 = L[5]
        _t288 = 9
        if type(_t287) is int:
            _t289 = _st_zones[(_t290 := _st_loc[_t287])]
            if _t289[-1] == _t287: _t289.pop()
            else: _t289.remove(_t287)
            _st_zones[_t288].append(_t287); _st_loc[_t287] = _t288
            _t291 = _leaving243[_t290]
            if _memo0 and _t291 & 1: _memo0.clear()
        elif _t287 is not None:
            _move_cards233(st, _t287, _t288, False)
            if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    _t292 = False
    for _t293 in _st_zones[9]:
        if (_c222[_t293] == 'hearts'):
            _t292 = True
            break
    if (_t292 and (not _st_vars[3])):
        _st_vars[3] = True
    _st_vars[2] = _player251((_memo1[None] if None in _memo1 else _memo1.setdefault(None, _st_cvars[_a250(st)])), 4)
    _t301 = 9
    _t302 = (10 + _st_vars[2])
    if _t301 != _t302:
        _t303 = _st_zones[_t301]; _st_zones[_t302] += _t303
        for _t304 in _t303: _st_loc[_t304] = _t302
        _t303.clear()
    else:
        _move_cards233(st, _st_zones[_t301][:], _t302, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play #61 2bdc1435>
def _loop(st, _t307):
    _t309 = 0
    for _t308 in st.zones[(10 + _t307)]:
        _t309 += (1 if (_c254[_t308] == 'hearts') else (13 if ((_c254[_t308] == 'spades') and (_c255[_t308] == 12)) else 0))
    return _t309

# <rulerun hearts.rules: play #62 b3aa2474>
def _loop(st, _t310):
    _t314 = 0
    for _t313 in st.zones[(10 + _t310)]:
        _t314 += (1 if (_c258[_t313] == 'hearts') else (13 if ((_c258[_t313] == 'spades') and (_c259[_t313] == 12)) else 0))
    return _t314

# <rulerun hearts.rules: play #63 27b5fedf>
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
        _st_vars[0] = (_t224 if -1000000000000000000 <= (_t224 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond195(_t224))
        _shuffle_zone196(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent194(st)
            for _t225 in (_k197 or []):
                _i3[2] = _t225
                _t228 = _st_zones[0]
                _t227 = (1 + _t225)
                if _t228:
                    _t226 = _t228.pop(); _st_zones[_t227].append(_t226); _st_loc[_t226] = _t227
        if _p213(st, _k212[:]) == 3: return 3
        _st_vars[3] = False
        _st_vars[4] = True
        _t246 = (_k214 or ())
        st.budget -= len(_t246)
        if st.budget < 0: _spent194(st)
        _t245 = None
        for _t247 in _t246:
            _t249 = _st_zones[(1 + _t247)]
            st.budget -= len(_t249)
            if st.budget < 0: _spent194(st)
            _t254 = _NOT_YET
            _t248 = False
            for _t250 in _t249:
                if ((_c215[_t250] == 'clubs') and (_c216[_t250] == (_t254 if _t254 is not _NOT_YET else (_t254 := _a221(st))))):
                    _t248 = True
                    break
            if _t248:
                _t245 = _t247
                break
        _i3[3] = _t245
        while (not not _st_zones[(1 + _i3[3])]):
            st.budget -= 1
            if st.budget < 0: _spent194(st)
            if _p252(st, [_i3[3], None, None, None, None, None]) == 3: return 3
            _st_vars[4] = False
            _i3[3] = _st_vars[2]
        _i5 = [None, None, None, None, None, None, None]
        _t306 = (_k253 or ())
        st.budget -= len(_t306)
        if st.budget < 0: _spent194(st)
        _t305 = None
        for _t307 in _t306:
            if ((_memo0[_t307] if _t307 in _memo0 else _memo0.setdefault(_t307, _a256(st, _t307))) == 26):
                _t305 = _t307
                break
        _i5[0] = _t305
        _t311 = (_k257 or [])
        st.budget -= len(_t311)
        if st.budget < 0: _spent194(st)
        for _t310 in _t311:
            _i5[3] = _t310
            if (_i5[0] is not None):
                if (_t310 != _i5[0]):
                    _st_vars[5 + _t310] = (_t312 if -1000000000000000000 <= (_t312 := _st_vars[5 + _t310] + 26) <= 1000000000000000000 else _beyond195(_t312))
            else:
                _st_vars[5 + _t310] = (_t315 if -1000000000000000000 <= (_t315 := _st_vars[5 + _t310] + (_memo0[_t310] if _t310 in _memo0 else _memo0.setdefault(_t310, _a260(st, _t310)))) <= 1000000000000000000 else _beyond195(_t315))
            _t316 = (10 + _t310)
            _t317 = 0
            if _t316 != _t317:
                _t318 = _st_zones[_t316]; _st_zones[_t317] += _t318
                for _t319 in _t318: _st_loc[_t319] = _t317
                _t318.clear()
            else:
                _move_cards198(st, _st_zones[_t316][:], _t317, False)
            if _memo0: _memo0.clear()
        if (_i5[0] is not None):
            pass
        for _t320 in (_k261 or []):
            _i5[6] = _t320
            pass

# <rulerun hearts.rules: play #64 8bea888c>
def _native(st, L):
    _t321 = True
    for _t322 in (_k262 or ()):
        if not ((st.vars[5 + _t322] < 100)):
            _t321 = False
            break
    return _t321

# <rulerun hearts.rules: pass_cards #65 f72efedd>
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
            _t323 = L[0]
            _t326 = len(_o); _t324 = _comb268(_t326, 3)
            if not _t324: _no_option269(_t323, 'cards to pass')
            if _t324 <= 1 and _st_log is None:
                L[1] = _option_at270(_o, 3, False, 0) if _t324 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t325 = st.chooser(_t324, _t323)
                else:
                    _t325 = _st_bits(_t324.bit_length())
                    while _t325 >= _t324: _t325 = _st_bits(_t324.bit_length())
                _t327 = _PICKS271.get((_t326, 3)) or _picks272(_t326, 3)
                L[1] = list(_t327[_t325](_o)) if _t327 else _option_at270(_o, 3, False, _t325)
                st.decisions += 1
                if st.thread_player is not None: _answered273(st, _t325)
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

# <rulerun hearts.rules: play_trick #66 58ebaa42>
def _loop(st, L):
    for _t329 in st.zones[(1 + L[0])]:
        if not ((_c280[_t329] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #67 d65e9f4f>
def _loop(st, L):
    _t333 = None
    for _t332 in (st.zones[(1 + L[0])][:] or ()):
        if (_c283[_t332] == 'clubs'):
            _t334 = _c284[_t332]
            if _t333 is None or _t334 < _t333:
                _t333 = _t334
    return _t333

# <rulerun hearts.rules: play_trick #68 49acb972>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t342 = _st_zones[(1 + L[4])]
    st.budget -= len(_t342)
    if st.budget < 0: _spent292(st)
    _t346 = _NOT_YET
    for _t343 in _t342:
        if (((_c293[_t343] == _st_vars[1]) or (not (_st_vars[1] in (_t346 if _t346 is not _NOT_YET else (_t346 := ([_c293[_x] for _x in _t345] if (_t345 := _st_zones[(1 + L[4])]) is not _NOT_YET else None)))))) and ((1 if (_c293[_t343] == 'hearts') else (13 if ((_c293[_t343] == 'spades') and (_c294[_t343] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #69 5e691494>
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
            _t331 = _NOT_YET
            _t335 = _NOT_YET
            _o = []
            for _t328 in _st_zones[(1 + L[0])]:
                if ((((_c279[_t328] != 'hearts') or _st_vars[3]) or (_t331 if _t331 is not _NOT_YET else (_t331 := _a281(st, L)))) and ((not _st_vars[4]) or ((_c279[_t328] == 'clubs') and (_c282[_t328] == (_t335 if _t335 is not _NOT_YET else (_t335 := _a285(st, L))))))): _o.append(_t328)
            fr[1] = 1
            _t336 = L[0]
            _t337 = len(_o)
            if not _t337: _no_option287(_t336, 'card to lead')
            if _t337 <= 1 and _st_log is None:
                L[1] = _o[0] if _t337 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t338 = st.chooser(_t337, _t336)
                else:
                    _t338 = _st_bits(_t337.bit_length())
                    while _t338 >= _t337: _t338 = _st_bits(_t337.bit_length())
                L[1] = _o[_t338]; st.decisions += 1
                if st.thread_player is not None: _answered288(st, _t338)
            elif _decide289(st, L, _o, _t336): return True
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
            _t341 = _NOT_YET
            _t347 = _NOT_YET
            _o = []
            for _t339 in _st_zones[(1 + L[4])]:
                if (((_c279[_t339] == _st_vars[1]) or (not (_st_vars[1] in (_t341 if _t341 is not _NOT_YET else (_t341 := ([_c279[_x] for _x in _t340] if (_t340 := _st_zones[(1 + L[4])]) is not _NOT_YET else None)))))) and (((not _st_vars[4]) or ((1 if (_c279[_t339] == 'hearts') else (13 if ((_c279[_t339] == 'spades') and (_c282[_t339] == 12)) else 0)) == 0)) or (not (_t347 if _t347 is not _NOT_YET else (_t347 := _a295(st, L)))))): _o.append(_t339)
            fr[1] = 5
            _t348 = L[4]
            _t349 = len(_o)
            if not _t349: _no_option287(_t348, 'card to play')
            if _t349 <= 1 and _st_log is None:
                L[5] = _o[0] if _t349 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t350 = st.chooser(_t349, _t348)
                else:
                    _t350 = _st_bits(_t349.bit_length())
                    while _t350 >= _t349: _t350 = _st_bits(_t349.bit_length())
                L[5] = _o[_t350]; st.decisions += 1
                if st.thread_player is not None: _answered288(st, _t350)
            elif _decide297(st, L, _o, _t348): return True
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

# <rulerun hearts.rules: play #72 8edb8dc2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _t351 = True
            for _t352 in (_k317 or ()):
                if not ((st.vars[5 + _t352] < 100)):
                    _t351 = False
                    break
            if _t351:
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

# <rulerun hearts.rules: pass_cards #73 62dfe542>
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
            _t353 = L[0]
            _t356 = len(_o); _t354 = _comb330(_t356, 3)
            if not _t354: _no_option331(_t353, 'cards to pass')
            if _t354 <= 1 and _st_log is None:
                L[1] = _option_at332(_o, 3, False, 0) if _t354 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t355 = st.chooser(_t354, _t353)
                else:
                    _t355 = _st_bits(_t354.bit_length())
                    while _t355 >= _t354: _t355 = _st_bits(_t354.bit_length())
                _t357 = _PICKS333.get((_t356, 3)) or _picks334(_t356, 3)
                L[1] = list(_t357[_t355](_o)) if _t357 else _option_at332(_o, 3, False, _t355)
                st.decisions += 1
                if st.thread_player is not None: _answered335(st, _t355)
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

# <rulerun hearts.rules: play_trick #74 6e2221d7>
def _loop(st, L):
    for _t359 in st.zones[(1 + L[0])]:
        if not ((_c342[_t359] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #75 bf8cd259>
def _loop(st, L):
    _t363 = None
    for _t362 in (st.zones[(1 + L[0])][:] or ()):
        if (_c345[_t362] == 'clubs'):
            _t364 = _c346[_t362]
            if _t363 is None or _t364 < _t363:
                _t363 = _t364
    return _t363

# <rulerun hearts.rules: play_trick #76 cf4bf5eb>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t372 = _st_zones[(1 + L[4])]
    st.budget -= len(_t372)
    if st.budget < 0: _spent355(st)
    _t376 = _NOT_YET
    for _t373 in _t372:
        if (((_c356[_t373] == _st_vars[1]) or (not (_st_vars[1] in (_t376 if _t376 is not _NOT_YET else (_t376 := ([_c356[_x] for _x in _t375] if (_t375 := _st_zones[(1 + L[4])]) is not _NOT_YET else None)))))) and ((1 if (_c356[_t373] == 'hearts') else (13 if ((_c356[_t373] == 'spades') and (_c357[_t373] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #77 bf21f956>
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
            _t361 = _NOT_YET
            _t365 = _NOT_YET
            _o = []
            for _t358 in _st_zones[(1 + L[0])]:
                if ((((_c341[_t358] != 'hearts') or _st_vars[3]) or (_t361 if _t361 is not _NOT_YET else (_t361 := _a343(st, L)))) and ((not _st_vars[4]) or ((_c341[_t358] == 'clubs') and (_c344[_t358] == (_t365 if _t365 is not _NOT_YET else (_t365 := _a347(st, L))))))): _o.append(_t358)
            fr[1] = 1
            _t366 = L[0]
            _t367 = len(_o)
            if not _t367: _no_option349(_t366, 'card to lead')
            if _t367 <= 1 and _st_log is None:
                L[1] = _o[0] if _t367 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t368 = st.chooser(_t367, _t366)
                else:
                    _t368 = _st_bits(_t367.bit_length())
                    while _t368 >= _t367: _t368 = _st_bits(_t367.bit_length())
                L[1] = _o[_t368]; st.decisions += 1
                if st.thread_player is not None: _answered350(st, _t368)
            elif _decide351(st, L, _o, _t366): return True
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
            _t371 = _NOT_YET
            _t377 = _NOT_YET
            _o = []
            for _t369 in _st_zones[(1 + L[4])]:
                if (((_c341[_t369] == _st_vars[1]) or (not (_st_vars[1] in (_t371 if _t371 is not _NOT_YET else (_t371 := ([_c341[_x] for _x in _t370] if (_t370 := _st_zones[(1 + L[4])]) is not _NOT_YET else None)))))) and (((not _st_vars[4]) or ((1 if (_c341[_t369] == 'hearts') else (13 if ((_c341[_t369] == 'spades') and (_c344[_t369] == 12)) else 0)) == 0)) or (not (_t377 if _t377 is not _NOT_YET else (_t377 := _a358(st, L)))))): _o.append(_t369)
            fr[1] = 5
            _t378 = L[4]
            _t379 = len(_o)
            if not _t379: _no_option349(_t378, 'card to play')
            if _t379 <= 1 and _st_log is None:
                L[5] = _o[0] if _t379 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t380 = st.chooser(_t379, _t378)
                else:
                    _t380 = _st_bits(_t379.bit_length())
                    while _t380 >= _t379: _t380 = _st_bits(_t379.bit_length())
                L[5] = _o[_t380]; st.decisions += 1
                if st.thread_player is not None: _answered350(st, _t380)
            elif _decide360(st, L, _o, _t378): return True
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

# <rulerun hearts.rules: play_hand #79 4d9364d2>
def _loop(st):
    _t395 = None
    for _t394 in (list(_chain391(map(st.zones.__getitem__, _k392))) or ()):
        if (_c393[_t394] == 'clubs'):
            _t396 = _c394[_t394]
            if _t395 is None or _t396 < _t395:
                _t395 = _t396
    return _t395

# <rulerun hearts.rules: play_hand #80 playout, without a log 2e730aa6>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = (_t383 if -1000000000000000000 <= (_t383 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond381(_t383))
    _shuffle_zone382(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent383(st)
        for _t384 in (_k384 or []):
            L[2] = _t384
            _t387 = _st_zones[0]
            _t386 = (1 + _t384)
            if _t387:
                _t385 = _t387.pop(); _st_zones[_t386].append(_t385); st.loc[_t385] = _t386
    if _p387(st, _k386[:]) == 3: return 3
    _st_vars[3] = False
    _st_vars[4] = True
    _t389 = (_k388 or ())
    st.budget -= len(_t389)
    if st.budget < 0: _spent383(st)
    _t388 = None
    for _t390 in _t389:
        _t392 = _st_zones[(1 + _t390)]
        st.budget -= len(_t392)
        if st.budget < 0: _spent383(st)
        _t397 = _NOT_YET
        _t391 = False
        for _t393 in _t392:
            if ((_c389[_t393] == 'clubs') and (_c390[_t393] == (_t397 if _t397 is not _NOT_YET else (_t397 := _a395(st))))):
                _t391 = True
                break
        if _t391:
            _t388 = _t390
            break
    L[3] = _t388
    while (not not _st_zones[(1 + L[3])]):
        st.budget -= 1
        if st.budget < 0: _spent383(st)
        if _p396(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play #81 1cb6f256>
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
            _t381 = True
            for _t382 in (_k380 or ()):
                if not ((st.vars[5 + _t382] < 100)):
                    _t381 = False
                    break
            if _t381:
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

