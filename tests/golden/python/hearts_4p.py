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

# <rulerun hearts.rules: pass_cards #6 1f9dcfe4>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t15 in (_k14 or []):
        L[4] = _t15
        _t16 = (5 + _t15)
        _t17 = (1 + (_t20 if type(_t20 := (((_t15 + 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 1) else (((_t15 - 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 2) else (((((_t15 + 1) % 4) + 1) % 4) if ((4 == 4) and ((_st_vars[0] % 4) == 3)) else None)))) is int and 0 <= _t20 < 4 or _t20 is None else _player16(_t20, 4)))
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

# <rulerun hearts.rules: play_trick #9 b436565c>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _memo0, _memo1, = st.memos
    _st_zones = st.zones
    st.vars[1] = _c26[_l1]
    if _memo1: _memo1.clear()
    st.cvars[_l1] = L[0]
    if _memo1: _memo1.clear()
    _t21 = _l1
    _t22 = 9
    if type(_t21) is int and st.log is None:
        _t23 = _st_zones[(_t24 := _st_loc[_t21])]
        if _t23[-1] == _t21: _t23.pop()
        else: _t23.remove(_t21)
        _st_zones[_t22].append(_t21); _st_loc[_t21] = _t22
        _t25 = _leaving28[_t24]
        if _memo0 and _t25 & 1: _memo0.clear()
    elif _t21 is not None:
        _move_cards27(st, _t21, _t22, False)
        if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #10 b7f56cce>
def _native(st, L):
    _l5 = L[5]
    _st_loc = st.loc
    _memo0, _memo1, = st.memos
    _st_zones = st.zones
    st.cvars[_l5] = L[4]
    if _memo1: _memo1.clear()
    _t26 = _l5
    _t27 = 9
    if type(_t26) is int and st.log is None:
        _t28 = _st_zones[(_t29 := _st_loc[_t26])]
        if _t28[-1] == _t26: _t28.pop()
        else: _t28.remove(_t26)
        _st_zones[_t27].append(_t26); _st_loc[_t26] = _t27
        _t30 = _leaving30[_t29]
        if _memo0 and _t30 & 1: _memo0.clear()
    elif _t26 is not None:
        _move_cards29(st, _t26, _t27, False)
        if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #11 5ec834aa>
def _loop(st, _t31):
    _st_vars = st.vars
    _st_zones = st.zones
    _t37 = _st_zones[(1 + _t31)]
    st.budget -= len(_t37)
    if st.budget < 0: _spent35(st)
    _t41 = _NOT_YET
    for _t38 in _t37:
        if (((_c36[_t38] == _st_vars[1]) or (not (_st_vars[1] in (_t41 if _t41 is not _NOT_YET else (_t41 := ([_c36[_x] for _x in _t40] if (_t40 := _st_zones[(1 + _t31)]) is not _NOT_YET else None)))))) and ((1 if (_c36[_t38] == 'hearts') else (13 if ((_c36[_t38] == 'spades') and (_c37[_t38] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #12 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hearts.rules: play_trick #13 604bf041>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t32 = (_o31[_l0] or [])
    st.budget -= len(_t32)
    if st.budget < 0: _spent32(st)
    for _t31 in _t32:
        L[4] = _t31
        if not ((_t31 != _l0)): continue
        _t36 = _NOT_YET
        _t42 = _NOT_YET
        _t33 = []
        for _t34 in _st_zones[(1 + _t31)]:
            if (((_c33[_t34] == _st_vars[1]) or (not (_st_vars[1] in (_t36 if _t36 is not _NOT_YET else (_t36 := ([_c33[_x] for _x in _t35] if (_t35 := _st_zones[(1 + _t31)]) is not _NOT_YET else None)))))) and (((not _st_vars[4]) or ((1 if (_c33[_t34] == 'hearts') else (13 if ((_c33[_t34] == 'spades') and (_c34[_t34] == 12)) else 0)) == 0)) or (not (_t42 if _t42 is not _NOT_YET else (_t42 := _a38(st, _t31)))))): _t33.append(_t34)
        _t43 = _t31
        _t44 = len(_t33)
        if not _t44: _no_option41(_t43, 'card to play')
        if _t44 <= 1 and _st_log is None:
            L[5] = _t33[0] if _t44 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t45 = st.chooser(_t44, _t43)
            else:
                _t45 = _st_bits(_t44.bit_length())
                while _t45 >= _t44: _t45 = _st_bits(_t44.bit_length())
            L[5] = _t33[_t45]; st.decisions += 1
        elif _st_log is None: _pend42(st, L, _t33, _t43); raise _PlayoutCut39()
        elif _decide43(st, L, _t33, _t43): raise _PlayoutCut39()
        st.cvars[L[5]] = _t31
        if _memo1: _memo1.clear()
        _t46 = L[5]
        _t47 = 9
        if type(_t46) is int and _st_log is None:
            _t48 = _st_zones[(_t49 := _st_loc[_t46])]
            if _t48[-1] == _t46: _t48.pop()
            else: _t48.remove(_t46)
            _st_zones[_t47].append(_t46); _st_loc[_t46] = _t47
            _t50 = _leaving45[_t49]
            if _memo0 and _t50 & 1: _memo0.clear()
        elif _t46 is not None:
            _move_cards44(st, _t46, _t47, False)
            if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #14 3673b26b>
def _loop(st):
    _st_vars = st.vars
    _t57 = None
    for _t56 in st.zones[9]:
        if (_c52[_t56] == _st_vars[1]):
            _t58 = _c53[_t56]
            if _t57 is None or _t58 > _t57:
                _t57 = _t58
    return _t57

# <rulerun hearts.rules: play_trick #15 9216d842>
def _loop(st):
    _st_vars = st.vars
    _t53 = st.zones[9]
    st.budget -= len(_t53)
    if st.budget < 0: _spent49(st)
    _t59 = _NOT_YET
    for _t54 in _t53:
        if ((_c50[_t54] == _st_vars[1]) and (_c51[_t54] == (_t59 if _t59 is not _NOT_YET else (_t59 := _a54(st))))):
            return _t54
    return None

# <rulerun hearts.rules: play_trick #16 72c532b7>
def _native(st, L):
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t51 = False
    for _t52 in _st_zones[9]:
        if (_c46[_t52] == 'hearts'):
            _t51 = True
            break
    if (_t51 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text48(_audience47(st), ['hearts are broken']))
    _st_vars[2] = (_t60 if type(_t60 := (_memo1[None] if None in _memo1 else _memo1.setdefault(None, st.cvars[_a55(st)]))) is int and 0 <= _t60 < 4 or _t60 is None else _player56(_t60, 4))
    if _st_log is not None: _st_log.append(_Text48(_audience47(st), [_PlayerRef57(_st_vars[2]), ' wins the trick']))
    _t61 = 9
    _t62 = (10 + _st_vars[2])
    if _st_log is None and _t61 != _t62:
        _t63 = _st_zones[_t61]; _st_zones[_t62] += _t63
        for _t64 in _t63: st.loc[_t64] = _t62
        _t63.clear()
    else:
        _move_cards58(st, _st_zones[_t61][:], _t62, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #17 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun hearts.rules: play_trick #18 bbd5ecb1>
def _loop(st, L):
    for _t65 in st.zones[(1 + L[0])]:
        if not ((_c60[_t65] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #19 1e6a0908>
def _loop(st, L):
    _t68 = None
    for _t67 in (st.zones[(1 + L[0])][:] or ()):
        if (_c63[_t67] == 'clubs'):
            _t69 = _c64[_t67]
            if _t68 is None or _t69 < _t68:
                _t68 = _t69
    return _t68

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

# <rulerun hearts.rules: play_trick #25 e30fcb25>
def _loop(st, L):
    _st_vars = st.vars
    for _t70 in st.zones[(1 + L[4])]:
        if (_c68[_t70] == _st_vars[1]):
            return True
    return False

# <rulerun hearts.rules: play_trick #26 59a42fc2>
def _loop(st, L):
    _l4 = L[4]
    _st_vars = st.vars
    _st_zones = st.zones
    _t72 = _st_zones[(1 + _l4)]
    st.budget -= len(_t72)
    if st.budget < 0: _spent71(st)
    _t76 = _NOT_YET
    for _t73 in _t72:
        if (((_c72[_t73] == _st_vars[1]) or (not (_st_vars[1] in (_t76 if _t76 is not _NOT_YET else (_t76 := ([_c72[_x] for _x in _t75] if (_t75 := _st_zones[(1 + _l4)]) is not _NOT_YET else None)))))) and ((1 if (_c72[_t73] == 'hearts') else (13 if ((_c72[_t73] == 'spades') and (_c73[_t73] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #27 7ca5a3d8>
def _native(st, L):
    _l5 = L[5]
    _st_vars = st.vars
    return (((_c67[_l5] == _st_vars[1]) or (not _a69(st, L))) and (((not _st_vars[4]) or ((1 if (_c67[_l5] == 'hearts') else (13 if ((_c67[_l5] == 'spades') and (_c70[_l5] == 12)) else 0)) == 0)) or (not _a74(st, L))))

# <rulerun hearts.rules: play_hand #28 faff700d>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = (_t77 if -1000000000000000000 <= (_t77 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond75(_t77))
    if _st_log is not None: _st_log.append(_Text78(_audience76(st), ['hand ', _plain77(_st_vars[0])]))
    _shuffle_zone79(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent80(st)
        for _t78 in (_k81 or []):
            L[2] = _t78
            _t81 = _st_zones[0]
            _t80 = (1 + _t78)
            if _st_log is None and _t81:
                _t79 = _t81.pop(); _st_zones[_t80].append(_t79); st.loc[_t79] = _t80
            elif _t81:
                _move_cards82(st, _t81[-1], _t80, False)

# <rulerun hearts.rules: play_hand #29 7008902d>
def _loop(st):
    _t89 = None
    for _t88 in (list(_chain87(map(st.zones.__getitem__, _k88))) or ()):
        if (_c89[_t88] == 'clubs'):
            _t90 = _c90[_t88]
            if _t89 is None or _t90 < _t89:
                _t89 = _t90
    return _t89

# <rulerun hearts.rules: play_hand #30 ab65d4c1>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[3] = False
    _st_vars[4] = True
    _t83 = (_k83 or ())
    st.budget -= len(_t83)
    if st.budget < 0: _spent84(st)
    _t82 = None
    for _t84 in _t83:
        _t86 = st.zones[(1 + _t84)]
        st.budget -= len(_t86)
        if st.budget < 0: _spent84(st)
        _t91 = _NOT_YET
        _t85 = False
        for _t87 in _t86:
            if ((_c85[_t87] == 'clubs') and (_c86[_t87] == (_t91 if _t91 is not _NOT_YET else (_t91 := _a91(st))))):
                _t85 = True
                break
        if _t85:
            _t82 = _t84
            break
    L[3] = _t82
    if st.log is not None: _tell92(st, (_player_text93(L[3]) + ' holds the lowest club and leads'), None)

# <rulerun hearts.rules: play_hand #31 15ecf212>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = False
    L[3] = _st_vars[2]

# <rulerun hearts.rules: play_hand #32 470d48ef>
def _loop(st, _i1l0):
    for _t94 in st.zones[(1 + _i1l0)]:
        if not ((_c96[_t94] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_hand #33 d79bfbcd>
def _loop(st, _i1l0):
    _t98 = None
    for _t97 in (st.zones[(1 + _i1l0)][:] or ()):
        if (_c99[_t97] == 'clubs'):
            _t99 = _c100[_t97]
            if _t98 is None or _t99 < _t98:
                _t98 = _t99
    return _t98

# <rulerun hearts.rules: play_hand #34 6c8c66b3>
def _loop(st, _t109):
    _st_vars = st.vars
    _st_zones = st.zones
    _t115 = _st_zones[(1 + _t109)]
    st.budget -= len(_t115)
    if st.budget < 0: _spent110(st)
    _t119 = _NOT_YET
    for _t116 in _t115:
        if (((_c111[_t116] == _st_vars[1]) or (not (_st_vars[1] in (_t119 if _t119 is not _NOT_YET else (_t119 := ([_c111[_x] for _x in _t118] if (_t118 := _st_zones[(1 + _t109)]) is not _NOT_YET else None)))))) and ((1 if (_c111[_t116] == 'hearts') else (13 if ((_c111[_t116] == 'spades') and (_c112[_t116] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_hand #35 cacca390>
def _loop(st):
    _st_vars = st.vars
    _t135 = None
    for _t134 in st.zones[9]:
        if (_c123[_t134] == _st_vars[1]):
            _t136 = _c124[_t134]
            if _t135 is None or _t136 > _t135:
                _t135 = _t136
    return _t135

# <rulerun hearts.rules: play_hand #36 d117cf19>
def _loop(st):
    _st_vars = st.vars
    _t131 = st.zones[9]
    st.budget -= len(_t131)
    if st.budget < 0: _spent120(st)
    _t137 = _NOT_YET
    for _t132 in _t131:
        if ((_c121[_t132] == _st_vars[1]) and (_c122[_t132] == (_t137 if _t137 is not _NOT_YET else (_t137 := _a125(st))))):
            return _t132
    return None

# <rulerun hearts.rules: play_trick #37 7ac6cb10>
def _loop(st, L):
    for _t145 in st.zones[(1 + L[0])]:
        if not ((_c130[_t145] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #38 a1c0f590>
def _loop(st, L):
    _t149 = None
    for _t148 in (st.zones[(1 + L[0])][:] or ()):
        if (_c133[_t148] == 'clubs'):
            _t150 = _c134[_t148]
            if _t149 is None or _t150 < _t149:
                _t149 = _t150
    return _t149

# <rulerun hearts.rules: play_trick #39 f96a9397>
def _loop(st, _t160):
    _st_vars = st.vars
    _st_zones = st.zones
    _t166 = _st_zones[(1 + _t160)]
    st.budget -= len(_t166)
    if st.budget < 0: _spent145(st)
    _t170 = _NOT_YET
    for _t167 in _t166:
        if (((_c146[_t167] == _st_vars[1]) or (not (_st_vars[1] in (_t170 if _t170 is not _NOT_YET else (_t170 := ([_c146[_x] for _x in _t169] if (_t169 := _st_zones[(1 + _t160)]) is not _NOT_YET else None)))))) and ((1 if (_c146[_t167] == 'hearts') else (13 if ((_c146[_t167] == 'spades') and (_c147[_t167] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #40 9e5b46d1>
def _loop(st):
    _st_vars = st.vars
    _t186 = None
    for _t185 in st.zones[9]:
        if (_c158[_t185] == _st_vars[1]):
            _t187 = _c159[_t185]
            if _t186 is None or _t187 > _t186:
                _t186 = _t187
    return _t186

# <rulerun hearts.rules: play_trick #41 612e8fef>
def _loop(st):
    _st_vars = st.vars
    _t182 = st.zones[9]
    st.budget -= len(_t182)
    if st.budget < 0: _spent155(st)
    _t188 = _NOT_YET
    for _t183 in _t182:
        if ((_c156[_t183] == _st_vars[1]) and (_c157[_t183] == (_t188 if _t188 is not _NOT_YET else (_t188 := _a160(st))))):
            return _t183
    return None

# <rulerun hearts.rules: play_trick #42 playout 60ca34bc>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t147 = _NOT_YET
    _t151 = _NOT_YET
    _t143 = []
    for _t144 in _st_zones[(1 + _l0)]:
        if ((((_c129[_t144] != 'hearts') or _st_vars[3]) or (_t147 if _t147 is not _NOT_YET else (_t147 := _a131(st, L)))) and ((not _st_vars[4]) or ((_c129[_t144] == 'clubs') and (_c132[_t144] == (_t151 if _t151 is not _NOT_YET else (_t151 := _a135(st, L))))))): _t143.append(_t144)
    _t152 = _l0
    _t153 = len(_t143)
    if not _t153: _no_option138(_t152, 'card to lead')
    if _t153 <= 1 and _st_log is None:
        L[1] = _t143[0] if _t153 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t154 = st.chooser(_t153, _t152)
        else:
            _t154 = _st_bits(_t153.bit_length())
            while _t154 >= _t153: _t154 = _st_bits(_t153.bit_length())
        L[1] = _t143[_t154]; st.decisions += 1
    elif _st_log is None: _pend139(st, L, _t143, _t152); raise _PlayoutCut136()
    elif _decide140(st, L, _t143, _t152): raise _PlayoutCut136()
    _st_vars[1] = _c129[L[1]]
    if _memo1: _memo1.clear()
    _st_cvars[L[1]] = _l0
    if _memo1: _memo1.clear()
    _t155 = L[1]
    _t156 = 9
    if type(_t155) is int and _st_log is None:
        _t157 = _st_zones[(_t158 := _st_loc[_t155])]
        if _t157[-1] == _t155: _t157.pop()
        else: _t157.remove(_t155)
        _st_zones[_t156].append(_t155); _st_loc[_t155] = _t156
        _t159 = _leaving142[_t158]
        if _memo0 and _t159 & 1: _memo0.clear()
    elif _t155 is not None:
        _move_cards141(st, _t155, _t156, False)
        if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    _t161 = (_o143[_l0] or [])
    st.budget -= len(_t161)
    if st.budget < 0: _spent144(st)
    for _t160 in _t161:
        L[4] = _t160
        if not ((_t160 != _l0)): continue
        _t165 = _NOT_YET
        _t171 = _NOT_YET
        _t162 = []
        for _t163 in _st_zones[(1 + _t160)]:
            if (((_c129[_t163] == _st_vars[1]) or (not (_st_vars[1] in (_t165 if _t165 is not _NOT_YET else (_t165 := ([_c129[_x] for _x in _t164] if (_t164 := _st_zones[(1 + _t160)]) is not _NOT_YET else None)))))) and (((not _st_vars[4]) or ((1 if (_c129[_t163] == 'hearts') else (13 if ((_c129[_t163] == 'spades') and (_c132[_t163] == 12)) else 0)) == 0)) or (not (_t171 if _t171 is not _NOT_YET else (_t171 := _a148(st, _t160)))))): _t162.append(_t163)
        _t172 = _t160
        _t173 = len(_t162)
        if not _t173: _no_option138(_t172, 'card to play')
        if _t173 <= 1 and _st_log is None:
            L[5] = _t162[0] if _t173 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t174 = st.chooser(_t173, _t172)
            else:
                _t174 = _st_bits(_t173.bit_length())
                while _t174 >= _t173: _t174 = _st_bits(_t173.bit_length())
            L[5] = _t162[_t174]; st.decisions += 1
        elif _st_log is None: _pend150(st, L, _t162, _t172); raise _PlayoutCut136()
        elif _decide151(st, L, _t162, _t172): raise _PlayoutCut136()
        _st_cvars[L[5]] = _t160
        if _memo1: _memo1.clear()
        _t175 = L[5]
        _t176 = 9
        if type(_t175) is int and _st_log is None:
            _t177 = _st_zones[(_t178 := _st_loc[_t175])]
            if _t177[-1] == _t175: _t177.pop()
            else: _t177.remove(_t175)
            _st_zones[_t176].append(_t175); _st_loc[_t175] = _t176
            _t179 = _leaving152[_t178]
            if _memo0 and _t179 & 1: _memo0.clear()
        elif _t175 is not None:
            _move_cards141(st, _t175, _t176, False)
            if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    _t180 = False
    for _t181 in _st_zones[9]:
        if (_c129[_t181] == 'hearts'):
            _t180 = True
            break
    if (_t180 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text154(_audience153(st), ['hearts are broken']))
    _st_vars[2] = (_t189 if type(_t189 := (_memo1[None] if None in _memo1 else _memo1.setdefault(None, _st_cvars[_a161(st)]))) is int and 0 <= _t189 < 4 or _t189 is None else _player162(_t189, 4))
    if _st_log is not None: _st_log.append(_Text154(_audience153(st), [_PlayerRef163(_st_vars[2]), ' wins the trick']))
    _t190 = 9
    _t191 = (10 + _st_vars[2])
    if _st_log is None and _t190 != _t191:
        _t192 = _st_zones[_t190]; _st_zones[_t191] += _t192
        for _t193 in _t192: _st_loc[_t193] = _t191
        _t192.clear()
    else:
        _move_cards141(st, _st_zones[_t190][:], _t191, False)
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

# <rulerun hearts.rules: settle #46 5eb039f2>
def _loop(st, _t196):
    _t198 = 0
    for _t197 in st.zones[(10 + _t196)]:
        _t198 += (1 if (_c167[_t197] == 'hearts') else (13 if ((_c167[_t197] == 'spades') and (_c168[_t197] == 12)) else 0))
    return _t198

# <rulerun hearts.rules: settle #47 840b2565>
def _loop(st, _t199):
    _t203 = 0
    for _t202 in st.zones[(10 + _t199)]:
        _t203 += (1 if (_c172[_t202] == 'hearts') else (13 if ((_c172[_t202] == 'spades') and (_c173[_t202] == 12)) else 0))
    return _t203

# <rulerun hearts.rules: settle #48 389dd4b7>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _t195 = (_k165 or ())
    st.budget -= len(_t195)
    if st.budget < 0: _spent166(st)
    _t194 = None
    for _t196 in _t195:
        if ((_memo0[_t196] if _t196 in _memo0 else _memo0.setdefault(_t196, _a169(st, _t196))) == 26):
            _t194 = _t196
            break
    L[0] = _t194
    _t200 = (_k170 or [])
    st.budget -= len(_t200)
    if st.budget < 0: _spent166(st)
    for _t199 in _t200:
        L[3] = _t199
        if (L[0] is not None):
            if (_t199 != L[0]):
                _st_vars[5 + _t199] = (_t201 if -1000000000000000000 <= (_t201 := _st_vars[5 + _t199] + 26) <= 1000000000000000000 else _beyond171(_t201))
        else:
            _st_vars[5 + _t199] = (_t204 if -1000000000000000000 <= (_t204 := _st_vars[5 + _t199] + (_memo0[_t199] if _t199 in _memo0 else _memo0.setdefault(_t199, _a174(st, _t199)))) <= 1000000000000000000 else _beyond171(_t204))
        _t205 = (10 + _t199)
        _t206 = 0
        if _st_log is None and _t205 != _t206:
            _t207 = _st_zones[_t205]; _st_zones[_t206] += _t207
            for _t208 in _t207: st.loc[_t208] = _t206
            _t207.clear()
        else:
            _move_cards175(st, _st_zones[_t205][:], _t206, False)
        if _memo0: _memo0.clear()
    if (L[0] is not None):
        if _st_log is not None: _st_log.append(_Text178(_audience176(st), [_PlayerRef177(L[0]), ' shoots the moon: every other player takes 26']))
    for _t209 in (_k179 or []):
        L[6] = _t209
        if _st_log is not None: _st_log.append(_Text178(_audience176(st), [_PlayerRef177(_t209), ' has ', _plain180(_st_vars[5 + _t209]), ' points']))

# <rulerun hearts.rules: play #49 709ce7d4>
def _loop(st, _t212):
    _t214 = 0
    for _t213 in st.zones[(10 + _t212)]:
        _t214 += (1 if (_c183[_t213] == 'hearts') else (13 if ((_c183[_t213] == 'spades') and (_c184[_t213] == 12)) else 0))
    return _t214

# <rulerun hearts.rules: play #50 05cacea3>
def _loop(st, _t215):
    _t219 = 0
    for _t218 in st.zones[(10 + _t215)]:
        _t219 += (1 if (_c188[_t218] == 'hearts') else (13 if ((_c188[_t218] == 'spades') and (_c189[_t218] == 12)) else 0))
    return _t219

# <rulerun hearts.rules: play #51 de52a578>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None]
    _t211 = (_k181 or ())
    st.budget -= len(_t211)
    if st.budget < 0: _spent182(st)
    _t210 = None
    for _t212 in _t211:
        if ((_memo0[_t212] if _t212 in _memo0 else _memo0.setdefault(_t212, _a185(st, _t212))) == 26):
            _t210 = _t212
            break
    _i2[0] = _t210
    _t216 = (_k186 or [])
    st.budget -= len(_t216)
    if st.budget < 0: _spent182(st)
    for _t215 in _t216:
        _i2[3] = _t215
        if (_i2[0] is not None):
            if (_t215 != _i2[0]):
                _st_vars[5 + _t215] = (_t217 if -1000000000000000000 <= (_t217 := _st_vars[5 + _t215] + 26) <= 1000000000000000000 else _beyond187(_t217))
        else:
            _st_vars[5 + _t215] = (_t220 if -1000000000000000000 <= (_t220 := _st_vars[5 + _t215] + (_memo0[_t215] if _t215 in _memo0 else _memo0.setdefault(_t215, _a190(st, _t215)))) <= 1000000000000000000 else _beyond187(_t220))
        _t221 = (10 + _t215)
        _t222 = 0
        if _st_log is None and _t221 != _t222:
            _t223 = _st_zones[_t221]; _st_zones[_t222] += _t223
            for _t224 in _t223: st.loc[_t224] = _t222
            _t223.clear()
        else:
            _move_cards191(st, _st_zones[_t221][:], _t222, False)
        if _memo0: _memo0.clear()
    if (_i2[0] is not None):
        if _st_log is not None: _st_log.append(_Text194(_audience192(st), [_PlayerRef193(_i2[0]), ' shoots the moon: every other player takes 26']))
    for _t225 in (_k195 or []):
        _i2[6] = _t225
        if _st_log is not None: _st_log.append(_Text194(_audience192(st), [_PlayerRef193(_t225), ' has ', _plain196(_st_vars[5 + _t225]), ' points']))

# <rulerun hearts.rules: play #52 6997f192>
def _loop(st):
    for _t226 in (_k197 or ()):
        if not ((st.vars[5 + _t226] < 100)):
            return False
    return True

# <rulerun hearts.rules: pass_cards #53 playout, without a log 5c1bf316>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if ((not True) or (_d204(st, [_k205[0]]) is None)):
        return 2
    for _t233 in (_k206 or []):
        st.thread_player = st.inline_thread = _t233
        _i4 = L[:]; _i4[0] = _t233
        _t234 = _st_zones[(1 + _t233)]
        _t235 = _t233
        _t238 = len(_t234); _t236 = _comb209(_t238, 3)
        if not _t236: _no_option210(_t235, 'cards to pass')
        if _t236 <= 1:
            _i4[1] = _option_at211(_t234, 3, False, 0) if _t236 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t237 = st.chooser(_t236, _t235)
            else:
                _t237 = _st_bits(_t236.bit_length())
                while _t237 >= _t236: _t237 = _st_bits(_t236.bit_length())
            _t239 = _PICKS212.get((_t238, 3)) or _picks213(_t238, 3)
            _i4[1] = list(_t239[_t237](_t234)) if _t239 else _option_at211(_t234, 3, False, _t237)
            st.decisions += 1
        elif _offer208(st, _i4, _t234[:]): raise _PlayoutCut207()
        _t240 = _i4[1]
        _t241 = (5 + _t233)
        if type(_t240) is list:
            for _t242 in _t240:
                _t243 = _st_zones[_st_loc[_t242]]
                if _t243[-1] == _t242: _t243.pop()
                else: _t243.remove(_t242)
                _st_zones[_t241].append(_t242); _st_loc[_t242] = _t241
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
        elif _t240 is not None:
            _move_cards214(st, _t240, _t241, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
    st.thread_player = st.inline_thread = None
    for _t244 in (_k215 or []):
        L[4] = _t244
        _t245 = (5 + _t244)
        _t246 = (1 + (_t249 if type(_t249 := (((_t244 + 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 1) else (((_t244 - 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 2) else (((((_t244 + 1) % 4) + 1) % 4) if ((4 == 4) and ((_st_vars[0] % 4) == 3)) else None)))) is int and 0 <= _t249 < 4 or _t249 is None else _player216(_t249, 4)))
        if _t245 != _t246:
            _t247 = _st_zones[_t245]; _st_zones[_t246] += _t247
            for _t248 in _t247: _st_loc[_t248] = _t246
            _t247.clear()
        else:
            _move_cards214(st, _st_zones[_t245][:], _t246, False)

# <rulerun hearts.rules: play #54 79d0b416>
def _loop(st):
    _t257 = None
    for _t256 in (list(_chain222(map(st.zones.__getitem__, _k223))) or ()):
        if (_c224[_t256] == 'clubs'):
            _t258 = _c225[_t256]
            if _t257 is None or _t258 < _t257:
                _t257 = _t258
    return _t257

# <rulerun hearts.rules: play_trick #55 10bfb0f6>
def _loop(st, L):
    for _t262 in st.zones[(1 + L[0])]:
        if not ((_c228[_t262] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #56 96297a0f>
def _loop(st, L):
    _t266 = None
    for _t265 in (st.zones[(1 + L[0])][:] or ()):
        if (_c231[_t265] == 'clubs'):
            _t267 = _c232[_t265]
            if _t266 is None or _t267 < _t266:
                _t266 = _t267
    return _t266

# <rulerun hearts.rules: play_trick #57 95aac672>
def _loop(st, _t277):
    _st_vars = st.vars
    _st_zones = st.zones
    _t283 = _st_zones[(1 + _t277)]
    st.budget -= len(_t283)
    if st.budget < 0: _spent242(st)
    _t287 = _NOT_YET
    for _t284 in _t283:
        if (((_c243[_t284] == _st_vars[1]) or (not (_st_vars[1] in (_t287 if _t287 is not _NOT_YET else (_t287 := ([_c243[_x] for _x in _t286] if (_t286 := _st_zones[(1 + _t277)]) is not _NOT_YET else None)))))) and ((1 if (_c243[_t284] == 'hearts') else (13 if ((_c243[_t284] == 'spades') and (_c244[_t284] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #58 f92c01e8>
def _loop(st):
    _st_vars = st.vars
    _t303 = None
    for _t302 in st.zones[9]:
        if (_c252[_t302] == _st_vars[1]):
            _t304 = _c253[_t302]
            if _t303 is None or _t304 > _t303:
                _t303 = _t304
    return _t303

# <rulerun hearts.rules: play_trick #59 b549f152>
def _loop(st):
    _st_vars = st.vars
    _t299 = st.zones[9]
    st.budget -= len(_t299)
    if st.budget < 0: _spent249(st)
    _t305 = _NOT_YET
    for _t300 in _t299:
        if ((_c250[_t300] == _st_vars[1]) and (_c251[_t300] == (_t305 if _t305 is not _NOT_YET else (_t305 := _a254(st))))):
            return _t300
    return None

# <rulerun hearts.rules: play_trick #60 playout, without a log 81381fbd>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t264 = _NOT_YET
    _t268 = _NOT_YET
    _t260 = []
    for _t261 in _st_zones[(1 + _l0)]:
        if ((((_c227[_t261] != 'hearts') or _st_vars[3]) or (_t264 if _t264 is not _NOT_YET else (_t264 := _a229(st, L)))) and ((not _st_vars[4]) or ((_c227[_t261] == 'clubs') and (_c230[_t261] == (_t268 if _t268 is not _NOT_YET else (_t268 := _a233(st, L))))))): _t260.append(_t261)
    _t269 = _l0
    _t270 = len(_t260)
    if not _t270: _no_option236(_t269, 'card to lead')
    if _t270 <= 1:
        L[1] = _t260[0] if _t270 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t271 = st.chooser(_t270, _t269)
        else:
            _t271 = _st_bits(_t270.bit_length())
            while _t271 >= _t270: _t271 = _st_bits(_t270.bit_length())
        L[1] = _t260[_t271]; st.decisions += 1
    elif _decide237(st, L, _t260, _t269): raise _PlayoutCut234()
    _st_vars[1] = _c227[L[1]]
    if _memo1: _memo1.clear()
    _st_cvars[L[1]] = _l0
    if _memo1: _memo1.clear()
    _t272 = L[1]
    _t273 = 9
    if type(_t272) is int:
        _t274 = _st_zones[(_t275 := _st_loc[_t272])]
        if _t274[-1] == _t272: _t274.pop()
        else: _t274.remove(_t272)
        _st_zones[_t273].append(_t272); _st_loc[_t272] = _t273
        _t276 = _leaving239[_t275]
        if _memo0 and _t276 & 1: _memo0.clear()
    elif _t272 is not None:
        _move_cards238(st, _t272, _t273, False)
        if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    _t278 = (_o240[_l0] or [])
    st.budget -= len(_t278)
    if st.budget < 0: _spent241(st)
    for _t277 in _t278:
        L[4] = _t277
        if not ((_t277 != _l0)): continue
        _t282 = _NOT_YET
        _t288 = _NOT_YET
        _t279 = []
        for _t280 in _st_zones[(1 + _t277)]:
            if (((_c227[_t280] == _st_vars[1]) or (not (_st_vars[1] in (_t282 if _t282 is not _NOT_YET else (_t282 := ([_c227[_x] for _x in _t281] if (_t281 := _st_zones[(1 + _t277)]) is not _NOT_YET else None)))))) and (((not _st_vars[4]) or ((1 if (_c227[_t280] == 'hearts') else (13 if ((_c227[_t280] == 'spades') and (_c230[_t280] == 12)) else 0)) == 0)) or (not (_t288 if _t288 is not _NOT_YET else (_t288 := _a245(st, _t277)))))): _t279.append(_t280)
        _t289 = _t277
        _t290 = len(_t279)
        if not _t290: _no_option236(_t289, 'card to play')
        if _t290 <= 1:
            L[5] = _t279[0] if _t290 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t291 = st.chooser(_t290, _t289)
            else:
                _t291 = _st_bits(_t290.bit_length())
                while _t291 >= _t290: _t291 = _st_bits(_t290.bit_length())
            L[5] = _t279[_t291]; st.decisions += 1
        elif _decide247(st, L, _t279, _t289): raise _PlayoutCut234()
        _st_cvars[L[5]] = _t277
        if _memo1: _memo1.clear()
        _t292 = L[5]
        _t293 = 9
        if type(_t292) is int:
            _t294 = _st_zones[(_t295 := _st_loc[_t292])]
            if _t294[-1] == _t292: _t294.pop()
            else: _t294.remove(_t292)
            _st_zones[_t293].append(_t292); _st_loc[_t292] = _t293
            _t296 = _leaving248[_t295]
            if _memo0 and _t296 & 1: _memo0.clear()
        elif _t292 is not None:
            _move_cards238(st, _t292, _t293, False)
            if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    _t297 = False
    for _t298 in _st_zones[9]:
        if (_c227[_t298] == 'hearts'):
            _t297 = True
            break
    if (_t297 and (not _st_vars[3])):
        _st_vars[3] = True
    _st_vars[2] = (_t306 if type(_t306 := (_memo1[None] if None in _memo1 else _memo1.setdefault(None, _st_cvars[_a255(st)]))) is int and 0 <= _t306 < 4 or _t306 is None else _player256(_t306, 4))
    _t307 = 9
    _t308 = (10 + _st_vars[2])
    if _t307 != _t308:
        _t309 = _st_zones[_t307]; _st_zones[_t308] += _t309
        for _t310 in _t309: _st_loc[_t310] = _t308
        _t309.clear()
    else:
        _move_cards238(st, _st_zones[_t307][:], _t308, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play #61 afbb8678>
def _loop(st, _t313):
    _t315 = 0
    for _t314 in st.zones[(10 + _t313)]:
        _t315 += (1 if (_c259[_t314] == 'hearts') else (13 if ((_c259[_t314] == 'spades') and (_c260[_t314] == 12)) else 0))
    return _t315

# <rulerun hearts.rules: play #62 89d541dd>
def _loop(st, _t316):
    _t320 = 0
    for _t319 in st.zones[(10 + _t316)]:
        _t320 += (1 if (_c263[_t319] == 'hearts') else (13 if ((_c263[_t319] == 'spades') and (_c264[_t319] == 12)) else 0))
    return _t320

# <rulerun hearts.rules: play #63 295253e1>
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
        _st_vars[0] = (_t228 if -1000000000000000000 <= (_t228 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond200(_t228))
        _shuffle_zone201(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent199(st)
            for _t229 in (_k202 or []):
                _i3[2] = _t229
                _t232 = _st_zones[0]
                _t231 = (1 + _t229)
                if _t232:
                    _t230 = _t232.pop(); _st_zones[_t231].append(_t230); _st_loc[_t230] = _t231
        if _p218(st, _k217[:]) == 3: return 3
        _st_vars[3] = False
        _st_vars[4] = True
        _t251 = (_k219 or ())
        st.budget -= len(_t251)
        if st.budget < 0: _spent199(st)
        _t250 = None
        for _t252 in _t251:
            _t254 = _st_zones[(1 + _t252)]
            st.budget -= len(_t254)
            if st.budget < 0: _spent199(st)
            _t259 = _NOT_YET
            _t253 = False
            for _t255 in _t254:
                if ((_c220[_t255] == 'clubs') and (_c221[_t255] == (_t259 if _t259 is not _NOT_YET else (_t259 := _a226(st))))):
                    _t253 = True
                    break
            if _t253:
                _t250 = _t252
                break
        _i3[3] = _t250
        while (not not _st_zones[(1 + _i3[3])]):
            st.budget -= 1
            if st.budget < 0: _spent199(st)
            if _p257(st, [_i3[3], None, None, None, None, None]) == 3: return 3
            _st_vars[4] = False
            _i3[3] = _st_vars[2]
        _i5 = [None, None, None, None, None, None, None]
        _t312 = (_k258 or ())
        st.budget -= len(_t312)
        if st.budget < 0: _spent199(st)
        _t311 = None
        for _t313 in _t312:
            if ((_memo0[_t313] if _t313 in _memo0 else _memo0.setdefault(_t313, _a261(st, _t313))) == 26):
                _t311 = _t313
                break
        _i5[0] = _t311
        _t317 = (_k262 or [])
        st.budget -= len(_t317)
        if st.budget < 0: _spent199(st)
        for _t316 in _t317:
            _i5[3] = _t316
            if (_i5[0] is not None):
                if (_t316 != _i5[0]):
                    _st_vars[5 + _t316] = (_t318 if -1000000000000000000 <= (_t318 := _st_vars[5 + _t316] + 26) <= 1000000000000000000 else _beyond200(_t318))
            else:
                _st_vars[5 + _t316] = (_t321 if -1000000000000000000 <= (_t321 := _st_vars[5 + _t316] + (_memo0[_t316] if _t316 in _memo0 else _memo0.setdefault(_t316, _a265(st, _t316)))) <= 1000000000000000000 else _beyond200(_t321))
            _t322 = (10 + _t316)
            _t323 = 0
            if _t322 != _t323:
                _t324 = _st_zones[_t322]; _st_zones[_t323] += _t324
                for _t325 in _t324: _st_loc[_t325] = _t323
                _t324.clear()
            else:
                _move_cards203(st, _st_zones[_t322][:], _t323, False)
            if _memo0: _memo0.clear()
        if (_i5[0] is not None):
            pass
        for _t326 in (_k266 or []):
            _i5[6] = _t326
            pass

# <rulerun hearts.rules: play #64 b1c107ce>
def _native(st, L):
    _t327 = True
    for _t328 in (_k267 or ()):
        if not ((st.vars[5 + _t328] < 100)):
            _t327 = False
            break
    return _t327

# <rulerun hearts.rules: pass_cards #65 99218d5d>
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
            _t329 = L[0]
            _t332 = len(_o); _t330 = _comb273(_t332, 3)
            if not _t330: _no_option274(_t329, 'cards to pass')
            if _t330 <= 1 and _st_log is None:
                L[1] = _option_at275(_o, 3, False, 0) if _t330 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t331 = st.chooser(_t330, _t329)
                else:
                    _t331 = _st_bits(_t330.bit_length())
                    while _t331 >= _t330: _t331 = _st_bits(_t330.bit_length())
                _t333 = _PICKS276.get((_t332, 3)) or _picks277(_t332, 3)
                L[1] = list(_t333[_t331](_o)) if _t333 else _option_at275(_o, 3, False, _t331)
                st.decisions += 1
                if st.thread_player is not None: _answered278(st, _t331)
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

# <rulerun hearts.rules: play_trick #66 53574d72>
def _loop(st, L):
    for _t335 in st.zones[(1 + L[0])]:
        if not ((_c285[_t335] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #67 579cdb85>
def _loop(st, L):
    _t339 = None
    for _t338 in (st.zones[(1 + L[0])][:] or ()):
        if (_c288[_t338] == 'clubs'):
            _t340 = _c289[_t338]
            if _t339 is None or _t340 < _t339:
                _t339 = _t340
    return _t339

# <rulerun hearts.rules: play_trick #68 b7a63d21>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t348 = _st_zones[(1 + L[4])]
    st.budget -= len(_t348)
    if st.budget < 0: _spent298(st)
    _t352 = _NOT_YET
    for _t349 in _t348:
        if (((_c299[_t349] == _st_vars[1]) or (not (_st_vars[1] in (_t352 if _t352 is not _NOT_YET else (_t352 := ([_c299[_x] for _x in _t351] if (_t351 := _st_zones[(1 + L[4])]) is not _NOT_YET else None)))))) and ((1 if (_c299[_t349] == 'hearts') else (13 if ((_c299[_t349] == 'spades') and (_c300[_t349] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #69 a36c7583>
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
            _t337 = _NOT_YET
            _t341 = _NOT_YET
            _o = []
            for _t334 in _st_zones[(1 + L[0])]:
                if ((((_c284[_t334] != 'hearts') or _st_vars[3]) or (_t337 if _t337 is not _NOT_YET else (_t337 := _a286(st, L)))) and ((not _st_vars[4]) or ((_c284[_t334] == 'clubs') and (_c287[_t334] == (_t341 if _t341 is not _NOT_YET else (_t341 := _a290(st, L))))))): _o.append(_t334)
            fr[1] = 1
            _t342 = L[0]
            _t343 = len(_o)
            if not _t343: _no_option292(_t342, 'card to lead')
            if _t343 <= 1 and _st_log is None:
                L[1] = _o[0] if _t343 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t344 = st.chooser(_t343, _t342)
                else:
                    _t344 = _st_bits(_t343.bit_length())
                    while _t344 >= _t343: _t344 = _st_bits(_t343.bit_length())
                L[1] = _o[_t344]; st.decisions += 1
                if st.thread_player is not None: _answered293(st, _t344)
            elif _st_log is None: _pend294(st, L, _o, _t342); return True
            elif _decide295(st, L, _o, _t342): return True
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
            _t347 = _NOT_YET
            _t353 = _NOT_YET
            _o = []
            for _t345 in _st_zones[(1 + L[4])]:
                if (((_c284[_t345] == _st_vars[1]) or (not (_st_vars[1] in (_t347 if _t347 is not _NOT_YET else (_t347 := ([_c284[_x] for _x in _t346] if (_t346 := _st_zones[(1 + L[4])]) is not _NOT_YET else None)))))) and (((not _st_vars[4]) or ((1 if (_c284[_t345] == 'hearts') else (13 if ((_c284[_t345] == 'spades') and (_c287[_t345] == 12)) else 0)) == 0)) or (not (_t353 if _t353 is not _NOT_YET else (_t353 := _a301(st, L)))))): _o.append(_t345)
            fr[1] = 5
            _t354 = L[4]
            _t355 = len(_o)
            if not _t355: _no_option292(_t354, 'card to play')
            if _t355 <= 1 and _st_log is None:
                L[5] = _o[0] if _t355 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t356 = st.chooser(_t355, _t354)
                else:
                    _t356 = _st_bits(_t355.bit_length())
                    while _t356 >= _t355: _t356 = _st_bits(_t355.bit_length())
                L[5] = _o[_t356]; st.decisions += 1
                if st.thread_player is not None: _answered293(st, _t356)
            elif _st_log is None: _pend303(st, L, _o, _t354); return True
            elif _decide304(st, L, _o, _t354): return True
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

# <rulerun hearts.rules: play #72 fbf15a27>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _t357 = True
            for _t358 in (_k324 or ()):
                if not ((st.vars[5 + _t358] < 100)):
                    _t357 = False
                    break
            if _t357:
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

# <rulerun hearts.rules: pass_cards #73 0efeedfe>
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
            _t359 = L[0]
            _t362 = len(_o); _t360 = _comb337(_t362, 3)
            if not _t360: _no_option338(_t359, 'cards to pass')
            if _t360 <= 1 and _st_log is None:
                L[1] = _option_at339(_o, 3, False, 0) if _t360 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t361 = st.chooser(_t360, _t359)
                else:
                    _t361 = _st_bits(_t360.bit_length())
                    while _t361 >= _t360: _t361 = _st_bits(_t360.bit_length())
                _t363 = _PICKS340.get((_t362, 3)) or _picks341(_t362, 3)
                L[1] = list(_t363[_t361](_o)) if _t363 else _option_at339(_o, 3, False, _t361)
                st.decisions += 1
                if st.thread_player is not None: _answered342(st, _t361)
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

# <rulerun hearts.rules: play_trick #74 3c9584e5>
def _loop(st, L):
    for _t365 in st.zones[(1 + L[0])]:
        if not ((_c349[_t365] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #75 26e184b2>
def _loop(st, L):
    _t369 = None
    for _t368 in (st.zones[(1 + L[0])][:] or ()):
        if (_c352[_t368] == 'clubs'):
            _t370 = _c353[_t368]
            if _t369 is None or _t370 < _t369:
                _t369 = _t370
    return _t369

# <rulerun hearts.rules: play_trick #76 e8b5bdd2>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t378 = _st_zones[(1 + L[4])]
    st.budget -= len(_t378)
    if st.budget < 0: _spent363(st)
    _t382 = _NOT_YET
    for _t379 in _t378:
        if (((_c364[_t379] == _st_vars[1]) or (not (_st_vars[1] in (_t382 if _t382 is not _NOT_YET else (_t382 := ([_c364[_x] for _x in _t381] if (_t381 := _st_zones[(1 + L[4])]) is not _NOT_YET else None)))))) and ((1 if (_c364[_t379] == 'hearts') else (13 if ((_c364[_t379] == 'spades') and (_c365[_t379] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #77 4bbda55e>
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
            _t367 = _NOT_YET
            _t371 = _NOT_YET
            _o = []
            for _t364 in _st_zones[(1 + L[0])]:
                if ((((_c348[_t364] != 'hearts') or _st_vars[3]) or (_t367 if _t367 is not _NOT_YET else (_t367 := _a350(st, L)))) and ((not _st_vars[4]) or ((_c348[_t364] == 'clubs') and (_c351[_t364] == (_t371 if _t371 is not _NOT_YET else (_t371 := _a354(st, L))))))): _o.append(_t364)
            fr[1] = 1
            _t372 = L[0]
            _t373 = len(_o)
            if not _t373: _no_option356(_t372, 'card to lead')
            if _t373 <= 1 and _st_log is None:
                L[1] = _o[0] if _t373 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t374 = st.chooser(_t373, _t372)
                else:
                    _t374 = _st_bits(_t373.bit_length())
                    while _t374 >= _t373: _t374 = _st_bits(_t373.bit_length())
                L[1] = _o[_t374]; st.decisions += 1
                if st.thread_player is not None: _answered357(st, _t374)
            elif _st_log is None: _pend358(st, L, _o, _t372); return True
            elif _decide359(st, L, _o, _t372): return True
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
            _t377 = _NOT_YET
            _t383 = _NOT_YET
            _o = []
            for _t375 in _st_zones[(1 + L[4])]:
                if (((_c348[_t375] == _st_vars[1]) or (not (_st_vars[1] in (_t377 if _t377 is not _NOT_YET else (_t377 := ([_c348[_x] for _x in _t376] if (_t376 := _st_zones[(1 + L[4])]) is not _NOT_YET else None)))))) and (((not _st_vars[4]) or ((1 if (_c348[_t375] == 'hearts') else (13 if ((_c348[_t375] == 'spades') and (_c351[_t375] == 12)) else 0)) == 0)) or (not (_t383 if _t383 is not _NOT_YET else (_t383 := _a366(st, L)))))): _o.append(_t375)
            fr[1] = 5
            _t384 = L[4]
            _t385 = len(_o)
            if not _t385: _no_option356(_t384, 'card to play')
            if _t385 <= 1 and _st_log is None:
                L[5] = _o[0] if _t385 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t386 = st.chooser(_t385, _t384)
                else:
                    _t386 = _st_bits(_t385.bit_length())
                    while _t386 >= _t385: _t386 = _st_bits(_t385.bit_length())
                L[5] = _o[_t386]; st.decisions += 1
                if st.thread_player is not None: _answered357(st, _t386)
            elif _st_log is None: _pend368(st, L, _o, _t384); return True
            elif _decide369(st, L, _o, _t384): return True
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

# <rulerun hearts.rules: play_hand #79 c61092be>
def _loop(st):
    _t401 = None
    for _t400 in (list(_chain400(map(st.zones.__getitem__, _k401))) or ()):
        if (_c402[_t400] == 'clubs'):
            _t402 = _c403[_t400]
            if _t401 is None or _t402 < _t401:
                _t401 = _t402
    return _t401

# <rulerun hearts.rules: play_hand #80 playout, without a log 63b79fe6>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = (_t389 if -1000000000000000000 <= (_t389 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond390(_t389))
    _shuffle_zone391(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent392(st)
        for _t390 in (_k393 or []):
            L[2] = _t390
            _t393 = _st_zones[0]
            _t392 = (1 + _t390)
            if _t393:
                _t391 = _t393.pop(); _st_zones[_t392].append(_t391); st.loc[_t391] = _t392
    if _p396(st, _k395[:]) == 3: return 3
    _st_vars[3] = False
    _st_vars[4] = True
    _t395 = (_k397 or ())
    st.budget -= len(_t395)
    if st.budget < 0: _spent392(st)
    _t394 = None
    for _t396 in _t395:
        _t398 = _st_zones[(1 + _t396)]
        st.budget -= len(_t398)
        if st.budget < 0: _spent392(st)
        _t403 = _NOT_YET
        _t397 = False
        for _t399 in _t398:
            if ((_c398[_t399] == 'clubs') and (_c399[_t399] == (_t403 if _t403 is not _NOT_YET else (_t403 := _a404(st))))):
                _t397 = True
                break
        if _t397:
            _t394 = _t396
            break
    L[3] = _t394
    while (not not _st_zones[(1 + L[3])]):
        st.budget -= 1
        if st.budget < 0: _spent392(st)
        if _p405(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play #81 f495a81b>
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
            _t387 = True
            for _t388 in (_k389 or ()):
                if not ((st.vars[5 + _t388] < 100)):
                    _t387 = False
                    break
            if _t387:
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

