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

# <rulerun hearts.rules: pass_cards #2 d9914cc0>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, = st.memos
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

# <rulerun hearts.rules: pass_cards #5 6e3d86c4>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0, _memo1, = st.memos
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

# <rulerun hearts.rules: play_trick #9 dce4ff48>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _memo0, _memo1, = st.memos
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

# <rulerun hearts.rules: play_trick #10 4d805d82>
def _native(st, L):
    _l5 = L[5]
    _st_loc = st.loc
    _memo0, _memo1, = st.memos
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

# <rulerun hearts.rules: play_trick #13 108ef87f>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
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
        elif _st_log is None: _pend42(st, L, _t32, _t42); raise _PlayoutCut39()
        elif _decide43(st, L, _t32, _t42): raise _PlayoutCut39()
        st.cvars[L[5]] = _t30
        if _memo1: _memo1.clear()
        _t45 = L[5]
        _t46 = 9
        if type(_t45) is int and _st_log is None:
            _t47 = _st_zones[(_t48 := _st_loc[_t45])]
            if _t47[-1] == _t45: _t47.pop()
            else: _t47.remove(_t45)
            _st_zones[_t46].append(_t45); _st_loc[_t45] = _t46
            _t49 = _leaving45[_t48]
            if _memo0 and _t49 & 1: _memo0.clear()
        elif _t45 is not None:
            _move_cards44(st, _t45, _t46, False)
            if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #14 ee3530cf>
def _loop(st):
    _st_vars = st.vars
    _t56 = None
    for _t55 in st.zones[9]:
        if (_c52[_t55] == _st_vars[1]):
            _t57 = _c53[_t55]
            if _t56 is None or _t57 > _t56:
                _t56 = _t57
    return _t56

# <rulerun hearts.rules: play_trick #15 98661b3a>
def _loop(st):
    _st_vars = st.vars
    _t52 = st.zones[9]
    st.budget -= len(_t52)
    if st.budget < 0: _spent49(st)
    _t58 = _NOT_YET
    for _t53 in _t52:
        if ((_c50[_t53] == _st_vars[1]) and (_c51[_t53] == (_t58 if _t58 is not _NOT_YET else (_t58 := _a54(st))))):
            return _t53
    return None

# <rulerun hearts.rules: play_trick #16 508fd7c3>
def _native(st, L):
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t50 = False
    for _t51 in _st_zones[9]:
        if (_c46[_t51] == 'hearts'):
            _t50 = True
            break
    if (_t50 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text48(_audience47(st), ['hearts are broken']))
    _st_vars[2] = _player56((_memo1[None] if None in _memo1 else _memo1.setdefault(None, st.cvars[_a55(st)])), 4)
    if _st_log is not None: _st_log.append(_Text48(_audience47(st), [_PlayerRef57(_st_vars[2]), ' wins the trick']))
    _t59 = 9
    _t60 = (10 + _st_vars[2])
    if _st_log is None and _t59 != _t60:
        _t61 = _st_zones[_t59]; _st_zones[_t60] += _t61
        for _t62 in _t61: st.loc[_t62] = _t60
        _t61.clear()
    else:
        _move_cards58(st, _st_zones[_t59][:], _t60, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #17 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun hearts.rules: play_trick #18 785d6c37>
def _loop(st, L):
    for _t63 in st.zones[(1 + L[0])]:
        if not ((_c60[_t63] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #19 38fc2b02>
def _loop(st, L):
    _t66 = None
    for _t65 in (st.zones[(1 + L[0])][:] or ()):
        if (_c63[_t65] == 'clubs'):
            _t67 = _c64[_t65]
            if _t66 is None or _t67 < _t66:
                _t66 = _t67
    return _t66

# <rulerun hearts.rules: play_trick #20 921fc329>
def _native(st, L):
    _l1 = L[1]
    _st_vars = st.vars
    return ((((_c59[_l1] != 'hearts') or _st_vars[3]) or _a61(st, L)) and ((not _st_vars[4]) or ((_c59[_l1] == 'clubs') and (_c62[_l1] == _a65(st, L)))))

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

# <rulerun hearts.rules: play_trick #25 4365dc53>
def _loop(st, L):
    _st_vars = st.vars
    for _t68 in st.zones[(1 + L[4])]:
        if (_c68[_t68] == _st_vars[1]):
            return True
    return False

# <rulerun hearts.rules: play_trick #26 25b8ba83>
def _loop(st, L):
    _l4 = L[4]
    _st_vars = st.vars
    _st_zones = st.zones
    _t70 = _st_zones[(1 + _l4)]
    st.budget -= len(_t70)
    if st.budget < 0: _spent71(st)
    _t74 = _NOT_YET
    for _t71 in _t70:
        if (((_c72[_t71] == _st_vars[1]) or (not (_st_vars[1] in (_t74 if _t74 is not _NOT_YET else (_t74 := ([_c72[_x] for _x in _t73] if (_t73 := _st_zones[(1 + _l4)]) is not _NOT_YET else None)))))) and ((1 if (_c72[_t71] == 'hearts') else (13 if ((_c72[_t71] == 'spades') and (_c73[_t71] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #27 7ca5a3d8>
def _native(st, L):
    _l5 = L[5]
    _st_vars = st.vars
    return (((_c67[_l5] == _st_vars[1]) or (not _a69(st, L))) and (((not _st_vars[4]) or ((1 if (_c67[_l5] == 'hearts') else (13 if ((_c67[_l5] == 'spades') and (_c70[_l5] == 12)) else 0)) == 0)) or (not _a74(st, L))))

# <rulerun hearts.rules: play_hand #28 79ac2a6c>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = (_t75 if -1000000000000000000 <= (_t75 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond75(_t75))
    if _st_log is not None: _st_log.append(_Text78(_audience76(st), ['hand ', _plain77(_st_vars[0])]))
    _shuffle_zone79(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent80(st)
        for _t76 in (_k81 or []):
            L[2] = _t76
            _t79 = _st_zones[0]
            _t78 = (1 + _t76)
            if _st_log is None and _t79:
                _t77 = _t79.pop(); _st_zones[_t78].append(_t77); st.loc[_t77] = _t78
            elif _t79:
                _move_cards82(st, _t79[-1], _t78, False)

# <rulerun hearts.rules: play_hand #29 d2bfc461>
def _loop(st):
    _t87 = None
    for _t86 in (list(_chain87(map(st.zones.__getitem__, _k88))) or ()):
        if (_c89[_t86] == 'clubs'):
            _t88 = _c90[_t86]
            if _t87 is None or _t88 < _t87:
                _t87 = _t88
    return _t87

# <rulerun hearts.rules: play_hand #30 41e0a695>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[3] = False
    _st_vars[4] = True
    _t81 = (_k83 or ())
    st.budget -= len(_t81)
    if st.budget < 0: _spent84(st)
    _t80 = None
    for _t82 in _t81:
        _t84 = st.zones[(1 + _t82)]
        st.budget -= len(_t84)
        if st.budget < 0: _spent84(st)
        _t89 = _NOT_YET
        _t83 = False
        for _t85 in _t84:
            if ((_c85[_t85] == 'clubs') and (_c86[_t85] == (_t89 if _t89 is not _NOT_YET else (_t89 := _a91(st))))):
                _t83 = True
                break
        if _t83:
            _t80 = _t82
            break
    L[3] = _t80
    if st.log is not None: _tell92(st, (_player_text93(L[3]) + ' holds the lowest club and leads'), None)

# <rulerun hearts.rules: play_hand #31 15ecf212>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = False
    L[3] = _st_vars[2]

# <rulerun hearts.rules: play_hand #32 30ef87cd>
def _loop(st, _i1l0):
    for _t92 in st.zones[(1 + _i1l0)]:
        if not ((_c96[_t92] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_hand #33 42a8a9bc>
def _loop(st, _i1l0):
    _t96 = None
    for _t95 in (st.zones[(1 + _i1l0)][:] or ()):
        if (_c99[_t95] == 'clubs'):
            _t97 = _c100[_t95]
            if _t96 is None or _t97 < _t96:
                _t96 = _t97
    return _t96

# <rulerun hearts.rules: play_hand #34 d55cb54d>
def _loop(st, _t107):
    _st_vars = st.vars
    _st_zones = st.zones
    _t113 = _st_zones[(1 + _t107)]
    st.budget -= len(_t113)
    if st.budget < 0: _spent110(st)
    _t117 = _NOT_YET
    for _t114 in _t113:
        if (((_c111[_t114] == _st_vars[1]) or (not (_st_vars[1] in (_t117 if _t117 is not _NOT_YET else (_t117 := ([_c111[_x] for _x in _t116] if (_t116 := _st_zones[(1 + _t107)]) is not _NOT_YET else None)))))) and ((1 if (_c111[_t114] == 'hearts') else (13 if ((_c111[_t114] == 'spades') and (_c112[_t114] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_hand #35 59cd8f3e>
def _loop(st):
    _st_vars = st.vars
    _t133 = None
    for _t132 in st.zones[9]:
        if (_c123[_t132] == _st_vars[1]):
            _t134 = _c124[_t132]
            if _t133 is None or _t134 > _t133:
                _t133 = _t134
    return _t133

# <rulerun hearts.rules: play_hand #36 9f8829f8>
def _loop(st):
    _st_vars = st.vars
    _t129 = st.zones[9]
    st.budget -= len(_t129)
    if st.budget < 0: _spent120(st)
    _t135 = _NOT_YET
    for _t130 in _t129:
        if ((_c121[_t130] == _st_vars[1]) and (_c122[_t130] == (_t135 if _t135 is not _NOT_YET else (_t135 := _a125(st))))):
            return _t130
    return None

# <rulerun hearts.rules: play_trick #37 2930d513>
def _loop(st, L):
    for _t142 in st.zones[(1 + L[0])]:
        if not ((_c130[_t142] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #38 07c91e41>
def _loop(st, L):
    _t146 = None
    for _t145 in (st.zones[(1 + L[0])][:] or ()):
        if (_c133[_t145] == 'clubs'):
            _t147 = _c134[_t145]
            if _t146 is None or _t147 < _t146:
                _t146 = _t147
    return _t146

# <rulerun hearts.rules: play_trick #39 b5290df6>
def _loop(st, _t157):
    _st_vars = st.vars
    _st_zones = st.zones
    _t163 = _st_zones[(1 + _t157)]
    st.budget -= len(_t163)
    if st.budget < 0: _spent145(st)
    _t167 = _NOT_YET
    for _t164 in _t163:
        if (((_c146[_t164] == _st_vars[1]) or (not (_st_vars[1] in (_t167 if _t167 is not _NOT_YET else (_t167 := ([_c146[_x] for _x in _t166] if (_t166 := _st_zones[(1 + _t157)]) is not _NOT_YET else None)))))) and ((1 if (_c146[_t164] == 'hearts') else (13 if ((_c146[_t164] == 'spades') and (_c147[_t164] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #40 210981e0>
def _loop(st):
    _st_vars = st.vars
    _t183 = None
    for _t182 in st.zones[9]:
        if (_c158[_t182] == _st_vars[1]):
            _t184 = _c159[_t182]
            if _t183 is None or _t184 > _t183:
                _t183 = _t184
    return _t183

# <rulerun hearts.rules: play_trick #41 6ca1104b>
def _loop(st):
    _st_vars = st.vars
    _t179 = st.zones[9]
    st.budget -= len(_t179)
    if st.budget < 0: _spent155(st)
    _t185 = _NOT_YET
    for _t180 in _t179:
        if ((_c156[_t180] == _st_vars[1]) and (_c157[_t180] == (_t185 if _t185 is not _NOT_YET else (_t185 := _a160(st))))):
            return _t180
    return None

# <rulerun hearts.rules: play_trick #42 playout 73baded6>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t144 = _NOT_YET
    _t148 = _NOT_YET
    _t140 = []
    for _t141 in _st_zones[(1 + _l0)]:
        if ((((_c129[_t141] != 'hearts') or _st_vars[3]) or (_t144 if _t144 is not _NOT_YET else (_t144 := _a131(st, L)))) and ((not _st_vars[4]) or ((_c129[_t141] == 'clubs') and (_c132[_t141] == (_t148 if _t148 is not _NOT_YET else (_t148 := _a135(st, L))))))): _t140.append(_t141)
    _t149 = _l0
    _t150 = len(_t140)
    if not _t150: _no_option138(_t149, 'card to lead')
    if _t150 <= 1 and _st_log is None:
        L[1] = _t140[0] if _t150 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t151 = st.chooser(_t150, _t149)
        else:
            _t151 = _st_bits(_t150.bit_length())
            while _t151 >= _t150: _t151 = _st_bits(_t150.bit_length())
        L[1] = _t140[_t151]; st.decisions += 1
    elif _st_log is None: _pend139(st, L, _t140, _t149); raise _PlayoutCut136()
    elif _decide140(st, L, _t140, _t149): raise _PlayoutCut136()
    _st_vars[1] = _c129[L[1]]
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
        _t156 = _leaving142[_t155]
        if _memo0 and _t156 & 1: _memo0.clear()
    elif _t152 is not None:
        _move_cards141(st, _t152, _t153, False)
        if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    _t158 = (_o143[_l0] or [])
    st.budget -= len(_t158)
    if st.budget < 0: _spent144(st)
    for _t157 in _t158:
        L[4] = _t157
        if not ((_t157 != _l0)): continue
        _t162 = _NOT_YET
        _t168 = _NOT_YET
        _t159 = []
        for _t160 in _st_zones[(1 + _t157)]:
            if (((_c129[_t160] == _st_vars[1]) or (not (_st_vars[1] in (_t162 if _t162 is not _NOT_YET else (_t162 := ([_c129[_x] for _x in _t161] if (_t161 := _st_zones[(1 + _t157)]) is not _NOT_YET else None)))))) and (((not _st_vars[4]) or ((1 if (_c129[_t160] == 'hearts') else (13 if ((_c129[_t160] == 'spades') and (_c132[_t160] == 12)) else 0)) == 0)) or (not (_t168 if _t168 is not _NOT_YET else (_t168 := _a148(st, _t157)))))): _t159.append(_t160)
        _t169 = _t157
        _t170 = len(_t159)
        if not _t170: _no_option138(_t169, 'card to play')
        if _t170 <= 1 and _st_log is None:
            L[5] = _t159[0] if _t170 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t171 = st.chooser(_t170, _t169)
            else:
                _t171 = _st_bits(_t170.bit_length())
                while _t171 >= _t170: _t171 = _st_bits(_t170.bit_length())
            L[5] = _t159[_t171]; st.decisions += 1
        elif _st_log is None: _pend150(st, L, _t159, _t169); raise _PlayoutCut136()
        elif _decide151(st, L, _t159, _t169): raise _PlayoutCut136()
        _st_cvars[L[5]] = _t157
        if _memo1: _memo1.clear()
        _t172 = L[5]
        _t173 = 9
        if type(_t172) is int and _st_log is None:
            _t174 = _st_zones[(_t175 := _st_loc[_t172])]
            if _t174[-1] == _t172: _t174.pop()
            else: _t174.remove(_t172)
            _st_zones[_t173].append(_t172); _st_loc[_t172] = _t173
            _t176 = _leaving152[_t175]
            if _memo0 and _t176 & 1: _memo0.clear()
        elif _t172 is not None:
            _move_cards141(st, _t172, _t173, False)
            if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    _t177 = False
    for _t178 in _st_zones[9]:
        if (_c129[_t178] == 'hearts'):
            _t177 = True
            break
    if (_t177 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text154(_audience153(st), ['hearts are broken']))
    _st_vars[2] = _player162((_memo1[None] if None in _memo1 else _memo1.setdefault(None, _st_cvars[_a161(st)])), 4)
    if _st_log is not None: _st_log.append(_Text154(_audience153(st), [_PlayerRef163(_st_vars[2]), ' wins the trick']))
    _t186 = 9
    _t187 = (10 + _st_vars[2])
    if _st_log is None and _t186 != _t187:
        _t188 = _st_zones[_t186]; _st_zones[_t187] += _t188
        for _t189 in _t188: _st_loc[_t189] = _t187
        _t188.clear()
    else:
        _move_cards141(st, _st_zones[_t186][:], _t187, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_hand #43 32b047e2>
def _native(st, L):
    _st_vars = st.vars
    while (not not st.zones[(1 + L[3])]):
        st.budget -= 1
        if st.budget < 0: _spent94(st)
        if _p164(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play_hand #44 aec96fe6>
def _native(st, L):
    return (not not st.zones[(1 + L[3])])

# <rulerun hearts.rules: play_hand #45 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun hearts.rules: settle #46 4775dfb0>
def _loop(st, _t192):
    _t194 = 0
    for _t193 in st.zones[(10 + _t192)]:
        _t194 += (1 if (_c167[_t193] == 'hearts') else (13 if ((_c167[_t193] == 'spades') and (_c168[_t193] == 12)) else 0))
    return _t194

# <rulerun hearts.rules: settle #47 ceba413c>
def _loop(st, _t195):
    _t199 = 0
    for _t198 in st.zones[(10 + _t195)]:
        _t199 += (1 if (_c172[_t198] == 'hearts') else (13 if ((_c172[_t198] == 'spades') and (_c173[_t198] == 12)) else 0))
    return _t199

# <rulerun hearts.rules: settle #48 4228699d>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _t191 = (_k165 or ())
    st.budget -= len(_t191)
    if st.budget < 0: _spent166(st)
    _t190 = None
    for _t192 in _t191:
        if ((_memo0[_t192] if _t192 in _memo0 else _memo0.setdefault(_t192, _a169(st, _t192))) == 26):
            _t190 = _t192
            break
    L[0] = _t190
    _t196 = (_k170 or [])
    st.budget -= len(_t196)
    if st.budget < 0: _spent166(st)
    for _t195 in _t196:
        L[3] = _t195
        if (L[0] is not None):
            if (_t195 != L[0]):
                _st_vars[5 + _t195] = (_t197 if -1000000000000000000 <= (_t197 := _st_vars[5 + _t195] + 26) <= 1000000000000000000 else _beyond171(_t197))
        else:
            _st_vars[5 + _t195] = (_t200 if -1000000000000000000 <= (_t200 := _st_vars[5 + _t195] + (_memo0[_t195] if _t195 in _memo0 else _memo0.setdefault(_t195, _a174(st, _t195)))) <= 1000000000000000000 else _beyond171(_t200))
        _t201 = (10 + _t195)
        _t202 = 0
        if _st_log is None and _t201 != _t202:
            _t203 = _st_zones[_t201]; _st_zones[_t202] += _t203
            for _t204 in _t203: st.loc[_t204] = _t202
            _t203.clear()
        else:
            _move_cards175(st, _st_zones[_t201][:], _t202, False)
        if _memo0: _memo0.clear()
    if (L[0] is not None):
        if _st_log is not None: _st_log.append(_Text178(_audience176(st), [_PlayerRef177(L[0]), ' shoots the moon: every other player takes 26']))
    for _t205 in (_k179 or []):
        L[6] = _t205
        if _st_log is not None: _st_log.append(_Text178(_audience176(st), [_PlayerRef177(_t205), ' has ', _plain180(_st_vars[5 + _t205]), ' points']))

# <rulerun hearts.rules: play #49 634ac70c>
def _loop(st, _t208):
    _t210 = 0
    for _t209 in st.zones[(10 + _t208)]:
        _t210 += (1 if (_c183[_t209] == 'hearts') else (13 if ((_c183[_t209] == 'spades') and (_c184[_t209] == 12)) else 0))
    return _t210

# <rulerun hearts.rules: play #50 da98e433>
def _loop(st, _t211):
    _t215 = 0
    for _t214 in st.zones[(10 + _t211)]:
        _t215 += (1 if (_c188[_t214] == 'hearts') else (13 if ((_c188[_t214] == 'spades') and (_c189[_t214] == 12)) else 0))
    return _t215

# <rulerun hearts.rules: play #51 b6c75ab8>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None]
    _t207 = (_k181 or ())
    st.budget -= len(_t207)
    if st.budget < 0: _spent182(st)
    _t206 = None
    for _t208 in _t207:
        if ((_memo0[_t208] if _t208 in _memo0 else _memo0.setdefault(_t208, _a185(st, _t208))) == 26):
            _t206 = _t208
            break
    _i2[0] = _t206
    _t212 = (_k186 or [])
    st.budget -= len(_t212)
    if st.budget < 0: _spent182(st)
    for _t211 in _t212:
        _i2[3] = _t211
        if (_i2[0] is not None):
            if (_t211 != _i2[0]):
                _st_vars[5 + _t211] = (_t213 if -1000000000000000000 <= (_t213 := _st_vars[5 + _t211] + 26) <= 1000000000000000000 else _beyond187(_t213))
        else:
            _st_vars[5 + _t211] = (_t216 if -1000000000000000000 <= (_t216 := _st_vars[5 + _t211] + (_memo0[_t211] if _t211 in _memo0 else _memo0.setdefault(_t211, _a190(st, _t211)))) <= 1000000000000000000 else _beyond187(_t216))
        _t217 = (10 + _t211)
        _t218 = 0
        if _st_log is None and _t217 != _t218:
            _t219 = _st_zones[_t217]; _st_zones[_t218] += _t219
            for _t220 in _t219: st.loc[_t220] = _t218
            _t219.clear()
        else:
            _move_cards191(st, _st_zones[_t217][:], _t218, False)
        if _memo0: _memo0.clear()
    if (_i2[0] is not None):
        if _st_log is not None: _st_log.append(_Text194(_audience192(st), [_PlayerRef193(_i2[0]), ' shoots the moon: every other player takes 26']))
    for _t221 in (_k195 or []):
        _i2[6] = _t221
        if _st_log is not None: _st_log.append(_Text194(_audience192(st), [_PlayerRef193(_t221), ' has ', _plain196(_st_vars[5 + _t221]), ' points']))

# <rulerun hearts.rules: play #52 0c4204cb>
def _loop(st):
    for _t222 in (_k197 or ()):
        if not ((st.vars[5 + _t222] < 100)):
            return False
    return True

# <rulerun hearts.rules: pass_cards #53 playout, without a log 4d8f5a0d>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if ((not True) or (_d204(st, [_k205[0]]) is None)):
        return 2
    for _t229 in (_k206 or []):
        st.thread_player = st.inline_thread = _t229
        _i4 = L[:]; _i4[0] = _t229
        _t230 = _st_zones[(1 + _t229)]
        _t231 = _t229
        _t234 = len(_t230); _t232 = _comb209(_t234, 3)
        if not _t232: _no_option210(_t231, 'cards to pass')
        if _t232 <= 1:
            _i4[1] = _option_at211(_t230, 3, False, 0) if _t232 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t233 = st.chooser(_t232, _t231)
            else:
                _t233 = _st_bits(_t232.bit_length())
                while _t233 >= _t232: _t233 = _st_bits(_t232.bit_length())
            _t235 = _PICKS212.get((_t234, 3)) or _picks213(_t234, 3)
            _i4[1] = list(_t235[_t233](_t230)) if _t235 else _option_at211(_t230, 3, False, _t233)
            st.decisions += 1
        elif _offer208(st, _i4, _t230[:]): raise _PlayoutCut207()
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
            _move_cards214(st, _t236, _t237, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
    st.thread_player = st.inline_thread = None
    for _t240 in (_k215 or []):
        L[4] = _t240
        _t241 = (5 + _t240)
        _t242 = (1 + _player216((((_t240 + 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 1) else (((_t240 - 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 2) else (((((_t240 + 1) % 4) + 1) % 4) if ((4 == 4) and ((_st_vars[0] % 4) == 3)) else None))), 4))
        if _t241 != _t242:
            _t243 = _st_zones[_t241]; _st_zones[_t242] += _t243
            for _t244 in _t243: _st_loc[_t244] = _t242
            _t243.clear()
        else:
            _move_cards214(st, _st_zones[_t241][:], _t242, False)

# <rulerun hearts.rules: play #54 c4f168d3>
def _loop(st):
    _t252 = None
    for _t251 in (list(_chain222(map(st.zones.__getitem__, _k223))) or ()):
        if (_c224[_t251] == 'clubs'):
            _t253 = _c225[_t251]
            if _t252 is None or _t253 < _t252:
                _t252 = _t253
    return _t252

# <rulerun hearts.rules: play_trick #55 4f259870>
def _loop(st, L):
    for _t257 in st.zones[(1 + L[0])]:
        if not ((_c228[_t257] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #56 a7e75cc8>
def _loop(st, L):
    _t261 = None
    for _t260 in (st.zones[(1 + L[0])][:] or ()):
        if (_c231[_t260] == 'clubs'):
            _t262 = _c232[_t260]
            if _t261 is None or _t262 < _t261:
                _t261 = _t262
    return _t261

# <rulerun hearts.rules: play_trick #57 4660eca4>
def _loop(st, _t272):
    _st_vars = st.vars
    _st_zones = st.zones
    _t278 = _st_zones[(1 + _t272)]
    st.budget -= len(_t278)
    if st.budget < 0: _spent242(st)
    _t282 = _NOT_YET
    for _t279 in _t278:
        if (((_c243[_t279] == _st_vars[1]) or (not (_st_vars[1] in (_t282 if _t282 is not _NOT_YET else (_t282 := ([_c243[_x] for _x in _t281] if (_t281 := _st_zones[(1 + _t272)]) is not _NOT_YET else None)))))) and ((1 if (_c243[_t279] == 'hearts') else (13 if ((_c243[_t279] == 'spades') and (_c244[_t279] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #58 0530ba86>
def _loop(st):
    _st_vars = st.vars
    _t298 = None
    for _t297 in st.zones[9]:
        if (_c252[_t297] == _st_vars[1]):
            _t299 = _c253[_t297]
            if _t298 is None or _t299 > _t298:
                _t298 = _t299
    return _t298

# <rulerun hearts.rules: play_trick #59 5400e329>
def _loop(st):
    _st_vars = st.vars
    _t294 = st.zones[9]
    st.budget -= len(_t294)
    if st.budget < 0: _spent249(st)
    _t300 = _NOT_YET
    for _t295 in _t294:
        if ((_c250[_t295] == _st_vars[1]) and (_c251[_t295] == (_t300 if _t300 is not _NOT_YET else (_t300 := _a254(st))))):
            return _t295
    return None

# <rulerun hearts.rules: play_trick #60 playout, without a log 75f29e66>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t259 = _NOT_YET
    _t263 = _NOT_YET
    _t255 = []
    for _t256 in _st_zones[(1 + _l0)]:
        if ((((_c227[_t256] != 'hearts') or _st_vars[3]) or (_t259 if _t259 is not _NOT_YET else (_t259 := _a229(st, L)))) and ((not _st_vars[4]) or ((_c227[_t256] == 'clubs') and (_c230[_t256] == (_t263 if _t263 is not _NOT_YET else (_t263 := _a233(st, L))))))): _t255.append(_t256)
    _t264 = _l0
    _t265 = len(_t255)
    if not _t265: _no_option236(_t264, 'card to lead')
    if _t265 <= 1:
        L[1] = _t255[0] if _t265 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t266 = st.chooser(_t265, _t264)
        else:
            _t266 = _st_bits(_t265.bit_length())
            while _t266 >= _t265: _t266 = _st_bits(_t265.bit_length())
        L[1] = _t255[_t266]; st.decisions += 1
    elif _decide237(st, L, _t255, _t264): raise _PlayoutCut234()
    _st_vars[1] = _c227[L[1]]
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
        _t271 = _leaving239[_t270]
        if _memo0 and _t271 & 1: _memo0.clear()
    elif _t267 is not None:
        _move_cards238(st, _t267, _t268, False)
        if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    _t273 = (_o240[_l0] or [])
    st.budget -= len(_t273)
    if st.budget < 0: _spent241(st)
    for _t272 in _t273:
        L[4] = _t272
        if not ((_t272 != _l0)): continue
        _t277 = _NOT_YET
        _t283 = _NOT_YET
        _t274 = []
        for _t275 in _st_zones[(1 + _t272)]:
            if (((_c227[_t275] == _st_vars[1]) or (not (_st_vars[1] in (_t277 if _t277 is not _NOT_YET else (_t277 := ([_c227[_x] for _x in _t276] if (_t276 := _st_zones[(1 + _t272)]) is not _NOT_YET else None)))))) and (((not _st_vars[4]) or ((1 if (_c227[_t275] == 'hearts') else (13 if ((_c227[_t275] == 'spades') and (_c230[_t275] == 12)) else 0)) == 0)) or (not (_t283 if _t283 is not _NOT_YET else (_t283 := _a245(st, _t272)))))): _t274.append(_t275)
        _t284 = _t272
        _t285 = len(_t274)
        if not _t285: _no_option236(_t284, 'card to play')
        if _t285 <= 1:
            L[5] = _t274[0] if _t285 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t286 = st.chooser(_t285, _t284)
            else:
                _t286 = _st_bits(_t285.bit_length())
                while _t286 >= _t285: _t286 = _st_bits(_t285.bit_length())
            L[5] = _t274[_t286]; st.decisions += 1
        elif _decide247(st, L, _t274, _t284): raise _PlayoutCut234()
        _st_cvars[L[5]] = _t272
        if _memo1: _memo1.clear()
        _t287 = L[5]
        _t288 = 9
        if type(_t287) is int:
            _t289 = _st_zones[(_t290 := _st_loc[_t287])]
            if _t289[-1] == _t287: _t289.pop()
            else: _t289.remove(_t287)
            _st_zones[_t288].append(_t287); _st_loc[_t287] = _t288
            _t291 = _leaving248[_t290]
            if _memo0 and _t291 & 1: _memo0.clear()
        elif _t287 is not None:
            _move_cards238(st, _t287, _t288, False)
            if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    _t292 = False
    for _t293 in _st_zones[9]:
        if (_c227[_t293] == 'hearts'):
            _t292 = True
            break
    if (_t292 and (not _st_vars[3])):
        _st_vars[3] = True
    _st_vars[2] = _player256((_memo1[None] if None in _memo1 else _memo1.setdefault(None, _st_cvars[_a255(st)])), 4)
    _t301 = 9
    _t302 = (10 + _st_vars[2])
    if _t301 != _t302:
        _t303 = _st_zones[_t301]; _st_zones[_t302] += _t303
        for _t304 in _t303: _st_loc[_t304] = _t302
        _t303.clear()
    else:
        _move_cards238(st, _st_zones[_t301][:], _t302, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play #61 6266b324>
def _loop(st, _t307):
    _t309 = 0
    for _t308 in st.zones[(10 + _t307)]:
        _t309 += (1 if (_c259[_t308] == 'hearts') else (13 if ((_c259[_t308] == 'spades') and (_c260[_t308] == 12)) else 0))
    return _t309

# <rulerun hearts.rules: play #62 293bec2b>
def _loop(st, _t310):
    _t314 = 0
    for _t313 in st.zones[(10 + _t310)]:
        _t314 += (1 if (_c263[_t313] == 'hearts') else (13 if ((_c263[_t313] == 'spades') and (_c264[_t313] == 12)) else 0))
    return _t314

# <rulerun hearts.rules: play #63 d927c915>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    while _a198(st):
        st.budget -= 1
        if st.budget < 0: _spent199(st)
        _i3 = [None, None, None, None]
        _st_vars[0] = (_t224 if -1000000000000000000 <= (_t224 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond200(_t224))
        _shuffle_zone201(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent199(st)
            for _t225 in (_k202 or []):
                _i3[2] = _t225
                _t228 = _st_zones[0]
                _t227 = (1 + _t225)
                if _t228:
                    _t226 = _t228.pop(); _st_zones[_t227].append(_t226); _st_loc[_t226] = _t227
        if _p218(st, _k217[:]) == 3: return 3
        _st_vars[3] = False
        _st_vars[4] = True
        _t246 = (_k219 or ())
        st.budget -= len(_t246)
        if st.budget < 0: _spent199(st)
        _t245 = None
        for _t247 in _t246:
            _t249 = _st_zones[(1 + _t247)]
            st.budget -= len(_t249)
            if st.budget < 0: _spent199(st)
            _t254 = _NOT_YET
            _t248 = False
            for _t250 in _t249:
                if ((_c220[_t250] == 'clubs') and (_c221[_t250] == (_t254 if _t254 is not _NOT_YET else (_t254 := _a226(st))))):
                    _t248 = True
                    break
            if _t248:
                _t245 = _t247
                break
        _i3[3] = _t245
        while (not not _st_zones[(1 + _i3[3])]):
            st.budget -= 1
            if st.budget < 0: _spent199(st)
            if _p257(st, [_i3[3], None, None, None, None, None]) == 3: return 3
            _st_vars[4] = False
            _i3[3] = _st_vars[2]
        _i5 = [None, None, None, None, None, None, None]
        _t306 = (_k258 or ())
        st.budget -= len(_t306)
        if st.budget < 0: _spent199(st)
        _t305 = None
        for _t307 in _t306:
            if ((_memo0[_t307] if _t307 in _memo0 else _memo0.setdefault(_t307, _a261(st, _t307))) == 26):
                _t305 = _t307
                break
        _i5[0] = _t305
        _t311 = (_k262 or [])
        st.budget -= len(_t311)
        if st.budget < 0: _spent199(st)
        for _t310 in _t311:
            _i5[3] = _t310
            if (_i5[0] is not None):
                if (_t310 != _i5[0]):
                    _st_vars[5 + _t310] = (_t312 if -1000000000000000000 <= (_t312 := _st_vars[5 + _t310] + 26) <= 1000000000000000000 else _beyond200(_t312))
            else:
                _st_vars[5 + _t310] = (_t315 if -1000000000000000000 <= (_t315 := _st_vars[5 + _t310] + (_memo0[_t310] if _t310 in _memo0 else _memo0.setdefault(_t310, _a265(st, _t310)))) <= 1000000000000000000 else _beyond200(_t315))
            _t316 = (10 + _t310)
            _t317 = 0
            if _t316 != _t317:
                _t318 = _st_zones[_t316]; _st_zones[_t317] += _t318
                for _t319 in _t318: _st_loc[_t319] = _t317
                _t318.clear()
            else:
                _move_cards203(st, _st_zones[_t316][:], _t317, False)
            if _memo0: _memo0.clear()
        if (_i5[0] is not None):
            pass
        for _t320 in (_k266 or []):
            _i5[6] = _t320
            pass

# <rulerun hearts.rules: play #64 c32c122e>
def _native(st, L):
    _t321 = True
    for _t322 in (_k267 or ()):
        if not ((st.vars[5 + _t322] < 100)):
            _t321 = False
            break
    return _t321

# <rulerun hearts.rules: pass_cards #65 83d51846>
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
            _t323 = L[0]
            _t326 = len(_o); _t324 = _comb273(_t326, 3)
            if not _t324: _no_option274(_t323, 'cards to pass')
            if _t324 <= 1 and _st_log is None:
                L[1] = _option_at275(_o, 3, False, 0) if _t324 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t325 = st.chooser(_t324, _t323)
                else:
                    _t325 = _st_bits(_t324.bit_length())
                    while _t325 >= _t324: _t325 = _st_bits(_t324.bit_length())
                _t327 = _PICKS276.get((_t326, 3)) or _picks277(_t326, 3)
                L[1] = list(_t327[_t325](_o)) if _t327 else _option_at275(_o, 3, False, _t325)
                st.decisions += 1
                if st.thread_player is not None: _answered278(st, _t325)
            elif _offer272(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run279(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run280(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k281)

# <rulerun hearts.rules: play_trick #66 6784c575>
def _loop(st, L):
    for _t329 in st.zones[(1 + L[0])]:
        if not ((_c285[_t329] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #67 307e5145>
def _loop(st, L):
    _t333 = None
    for _t332 in (st.zones[(1 + L[0])][:] or ()):
        if (_c288[_t332] == 'clubs'):
            _t334 = _c289[_t332]
            if _t333 is None or _t334 < _t333:
                _t333 = _t334
    return _t333

# <rulerun hearts.rules: play_trick #68 1a6a12b5>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t342 = _st_zones[(1 + L[4])]
    st.budget -= len(_t342)
    if st.budget < 0: _spent298(st)
    _t346 = _NOT_YET
    for _t343 in _t342:
        if (((_c299[_t343] == _st_vars[1]) or (not (_st_vars[1] in (_t346 if _t346 is not _NOT_YET else (_t346 := ([_c299[_x] for _x in _t345] if (_t345 := _st_zones[(1 + L[4])]) is not _NOT_YET else None)))))) and ((1 if (_c299[_t343] == 'hearts') else (13 if ((_c299[_t343] == 'spades') and (_c300[_t343] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #69 c3e9b7ee>
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
                if ((((_c284[_t328] != 'hearts') or _st_vars[3]) or (_t331 if _t331 is not _NOT_YET else (_t331 := _a286(st, L)))) and ((not _st_vars[4]) or ((_c284[_t328] == 'clubs') and (_c287[_t328] == (_t335 if _t335 is not _NOT_YET else (_t335 := _a290(st, L))))))): _o.append(_t328)
            fr[1] = 1
            _t336 = L[0]
            _t337 = len(_o)
            if not _t337: _no_option292(_t336, 'card to lead')
            if _t337 <= 1 and _st_log is None:
                L[1] = _o[0] if _t337 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t338 = st.chooser(_t337, _t336)
                else:
                    _t338 = _st_bits(_t337.bit_length())
                    while _t338 >= _t337: _t338 = _st_bits(_t337.bit_length())
                L[1] = _o[_t338]; st.decisions += 1
                if st.thread_player is not None: _answered293(st, _t338)
            elif _st_log is None: _pend294(st, L, _o, _t336); return True
            elif _decide295(st, L, _o, _t336): return True
            pc = 1
        if pc == 1:
            _r = _run296(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o297[L[0]] or []); L[3] = 0
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
                if (((_c284[_t339] == _st_vars[1]) or (not (_st_vars[1] in (_t341 if _t341 is not _NOT_YET else (_t341 := ([_c284[_x] for _x in _t340] if (_t340 := _st_zones[(1 + L[4])]) is not _NOT_YET else None)))))) and (((not _st_vars[4]) or ((1 if (_c284[_t339] == 'hearts') else (13 if ((_c284[_t339] == 'spades') and (_c287[_t339] == 12)) else 0)) == 0)) or (not (_t347 if _t347 is not _NOT_YET else (_t347 := _a301(st, L)))))): _o.append(_t339)
            fr[1] = 5
            _t348 = L[4]
            _t349 = len(_o)
            if not _t349: _no_option292(_t348, 'card to play')
            if _t349 <= 1 and _st_log is None:
                L[5] = _o[0] if _t349 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t350 = st.chooser(_t349, _t348)
                else:
                    _t350 = _st_bits(_t349.bit_length())
                    while _t350 >= _t349: _t350 = _st_bits(_t349.bit_length())
                L[5] = _o[_t350]; st.decisions += 1
                if st.thread_player is not None: _answered293(st, _t350)
            elif _st_log is None: _pend303(st, L, _o, _t348); return True
            elif _decide304(st, L, _o, _t348): return True
            pc = 5
        if pc == 5:
            _r = _run305(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit283(_k, st, _d0): raise _Runaway282()
            continue
        if pc == 7:
            _r = _run306(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k307)

# <rulerun hearts.rules: play_hand #70 5d0b17d5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run310(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit311(_k312)
            fr[1] = 2; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs313[0](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            _r = _run314(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit311(_k315)
            fr[1] = 5; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs313[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 5
        if pc == 5:
            _r = _run316(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit309(_k, st, _d0): raise _Runaway308()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k317)

# <rulerun hearts.rules: settle #71 06b468dc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run320(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k321)

# <rulerun hearts.rules: play #72 e3ec81cb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _t351 = True
            for _t352 in (_k324 or ()):
                if not ((st.vars[5 + _t352] < 100)):
                    _t351 = False
                    break
            if _t351:
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _a = [None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit325(_k326)
            fr[1] = 2; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs327[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            _r = _run328(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit323(_k, st, _d0): raise _Runaway322()
            continue
        if pc == 4:
            fr[1] = 5
            if _step329(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k330)

# <rulerun hearts.rules: pass_cards #73 b715d872>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run333(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region334(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step335(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t353 = L[0]
            _t356 = len(_o); _t354 = _comb337(_t356, 3)
            if not _t354: _no_option338(_t353, 'cards to pass')
            if _t354 <= 1 and _st_log is None:
                L[1] = _option_at339(_o, 3, False, 0) if _t354 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t355 = st.chooser(_t354, _t353)
                else:
                    _t355 = _st_bits(_t354.bit_length())
                    while _t355 >= _t354: _t355 = _st_bits(_t354.bit_length())
                _t357 = _PICKS340.get((_t356, 3)) or _picks341(_t356, 3)
                L[1] = list(_t357[_t355](_o)) if _t357 else _option_at339(_o, 3, False, _t355)
                st.decisions += 1
                if st.thread_player is not None: _answered342(st, _t355)
            elif _offer336(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run343(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run344(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k345)

# <rulerun hearts.rules: play_trick #74 6d7358d3>
def _loop(st, L):
    for _t359 in st.zones[(1 + L[0])]:
        if not ((_c349[_t359] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #75 a9a0082d>
def _loop(st, L):
    _t363 = None
    for _t362 in (st.zones[(1 + L[0])][:] or ()):
        if (_c352[_t362] == 'clubs'):
            _t364 = _c353[_t362]
            if _t363 is None or _t364 < _t363:
                _t363 = _t364
    return _t363

# <rulerun hearts.rules: play_trick #76 0fb3b899>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t372 = _st_zones[(1 + L[4])]
    st.budget -= len(_t372)
    if st.budget < 0: _spent363(st)
    _t376 = _NOT_YET
    for _t373 in _t372:
        if (((_c364[_t373] == _st_vars[1]) or (not (_st_vars[1] in (_t376 if _t376 is not _NOT_YET else (_t376 := ([_c364[_x] for _x in _t375] if (_t375 := _st_zones[(1 + L[4])]) is not _NOT_YET else None)))))) and ((1 if (_c364[_t373] == 'hearts') else (13 if ((_c364[_t373] == 'spades') and (_c365[_t373] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #77 73c8eba3>
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
                if ((((_c348[_t358] != 'hearts') or _st_vars[3]) or (_t361 if _t361 is not _NOT_YET else (_t361 := _a350(st, L)))) and ((not _st_vars[4]) or ((_c348[_t358] == 'clubs') and (_c351[_t358] == (_t365 if _t365 is not _NOT_YET else (_t365 := _a354(st, L))))))): _o.append(_t358)
            fr[1] = 1
            _t366 = L[0]
            _t367 = len(_o)
            if not _t367: _no_option356(_t366, 'card to lead')
            if _t367 <= 1 and _st_log is None:
                L[1] = _o[0] if _t367 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t368 = st.chooser(_t367, _t366)
                else:
                    _t368 = _st_bits(_t367.bit_length())
                    while _t368 >= _t367: _t368 = _st_bits(_t367.bit_length())
                L[1] = _o[_t368]; st.decisions += 1
                if st.thread_player is not None: _answered357(st, _t368)
            elif _st_log is None: _pend358(st, L, _o, _t366); return True
            elif _decide359(st, L, _o, _t366): return True
            pc = 1
        if pc == 1:
            _r = _run360(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region361(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[2] = (_o362[L[0]] or []); L[3] = 0
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
                if (((_c348[_t369] == _st_vars[1]) or (not (_st_vars[1] in (_t371 if _t371 is not _NOT_YET else (_t371 := ([_c348[_x] for _x in _t370] if (_t370 := _st_zones[(1 + L[4])]) is not _NOT_YET else None)))))) and (((not _st_vars[4]) or ((1 if (_c348[_t369] == 'hearts') else (13 if ((_c348[_t369] == 'spades') and (_c351[_t369] == 12)) else 0)) == 0)) or (not (_t377 if _t377 is not _NOT_YET else (_t377 := _a366(st, L)))))): _o.append(_t369)
            fr[1] = 5
            _t378 = L[4]
            _t379 = len(_o)
            if not _t379: _no_option356(_t378, 'card to play')
            if _t379 <= 1 and _st_log is None:
                L[5] = _o[0] if _t379 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t380 = st.chooser(_t379, _t378)
                else:
                    _t380 = _st_bits(_t379.bit_length())
                    while _t380 >= _t379: _t380 = _st_bits(_t379.bit_length())
                L[5] = _o[_t380]; st.decisions += 1
                if st.thread_player is not None: _answered357(st, _t380)
            elif _st_log is None: _pend368(st, L, _o, _t378); return True
            elif _decide369(st, L, _o, _t378): return True
            pc = 5
        if pc == 5:
            _r = _run370(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit347(_k, st, _d0): raise _Runaway346()
            continue
        if pc == 7:
            _r = _run371(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k372)

# <rulerun hearts.rules: play_hand #78 15c0a6d3>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run375(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p376(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit377(_k378)
                fr[1] = 2; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs379[0](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            _r = _run380(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region381(st, L)
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
                if _p382(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit377(_k383)
                fr[1] = 5; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs379[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 5
        if pc == 5:
            _r = _run384(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit374(_k, st, _d0): raise _Runaway373()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k385)

# <rulerun hearts.rules: play_hand #79 b80cff13>
def _loop(st):
    _t395 = None
    for _t394 in (list(_chain400(map(st.zones.__getitem__, _k401))) or ()):
        if (_c402[_t394] == 'clubs'):
            _t396 = _c403[_t394]
            if _t395 is None or _t396 < _t395:
                _t395 = _t396
    return _t395

# <rulerun hearts.rules: play_hand #80 playout, without a log 4ca32e85>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = (_t383 if -1000000000000000000 <= (_t383 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond390(_t383))
    _shuffle_zone391(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent392(st)
        for _t384 in (_k393 or []):
            L[2] = _t384
            _t387 = _st_zones[0]
            _t386 = (1 + _t384)
            if _t387:
                _t385 = _t387.pop(); _st_zones[_t386].append(_t385); st.loc[_t385] = _t386
    if _p396(st, _k395[:]) == 3: return 3
    _st_vars[3] = False
    _st_vars[4] = True
    _t389 = (_k397 or ())
    st.budget -= len(_t389)
    if st.budget < 0: _spent392(st)
    _t388 = None
    for _t390 in _t389:
        _t392 = _st_zones[(1 + _t390)]
        st.budget -= len(_t392)
        if st.budget < 0: _spent392(st)
        _t397 = _NOT_YET
        _t391 = False
        for _t393 in _t392:
            if ((_c398[_t393] == 'clubs') and (_c399[_t393] == (_t397 if _t397 is not _NOT_YET else (_t397 := _a404(st))))):
                _t391 = True
                break
        if _t391:
            _t388 = _t390
            break
    L[3] = _t388
    while (not not _st_zones[(1 + L[3])]):
        st.budget -= 1
        if st.budget < 0: _spent392(st)
        if _p405(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play #81 86dc5420>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region388(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            _t381 = True
            for _t382 in (_k389 or ()):
                if not ((st.vars[5 + _t382] < 100)):
                    _t381 = False
                    break
            if _t381:
                pc = 1
            else:
                pc = 4
        if pc == 1:
            if st.thread_player is None and st.log is None:
                if _p406(st, [None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit407(_k408)
                fr[1] = 2; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs409[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            _r = _run410(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit387(_k, st, _d0): raise _Runaway386()
            continue
        if pc == 4:
            fr[1] = 5
            if _step411(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k412)

# <rulerun hearts.rules: rank #82 20039602>
def _native(st, p):
    return ((-st.vars[5 + p]), )

