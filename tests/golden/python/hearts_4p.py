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

# <rulerun hearts.rules: pass_cards #2 fefa46e4>
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

# <rulerun hearts.rules: pass_cards #5 daee15bb>
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
        elif _t11 is not None:
            _move_cards13(st, _t11, _t12, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    st.thread_player = st.inline_thread = None

# <rulerun hearts.rules: pass_cards #6 4784fe2a>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
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
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    if _st_log is not None: _st_log.append(_Text24(_audience17(st), ['each player passes three cards ', _plain23(('to the left' if (_d18(st, [_k19[0]]) == ((_k20[0] + 1) % 4)) else ('to the right' if (_d18(st, [_k21[0]]) == ((_k22[0] - 1) % 4)) else 'across')))]))

# <rulerun hearts.rules: pass_cards #7 efba2c75>
def _native(st, L):
    return _k25

# <rulerun hearts.rules: pass_cards #8 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun hearts.rules: play_trick #9 7ee4a3c7>
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
        _t22 = _st_zones[_st_loc[_t20]]
        if _t22[-1] == _t20: _t22.pop()
        else: _t22.remove(_t20)
        _st_zones[_t21].append(_t20); _st_loc[_t20] = _t21
    elif _t20 is not None:
        _move_cards27(st, _t20, _t21, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #10 19658040>
def _native(st, L):
    _l5 = L[5]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_zones = st.zones
    st.cvars[_l5] = L[4]
    if _memo1: _memo1.clear()
    _t23 = _l5
    _t24 = 9
    if type(_t23) is int and st.log is None:
        _t25 = _st_zones[_st_loc[_t23]]
        if _t25[-1] == _t23: _t25.pop()
        else: _t25.remove(_t23)
        _st_zones[_t24].append(_t23); _st_loc[_t23] = _t24
    elif _t23 is not None:
        _move_cards28(st, _t23, _t24, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #11 329da91e>
def _loop(st, _t26):
    _st_vars = st.vars
    _st_zones = st.zones
    _t31 = _st_zones[(1 + _t26)]
    st.budget -= len(_t31)
    if st.budget < 0: _spent33(st)
    _t34 = _NOT_YET
    for _t32 in _t31:
        if (((_c34[_t32] == _st_vars[1]) or (not (_st_vars[1] in (_t34 if _t34 is not _NOT_YET else (_t34 := list(map(_c34.__getitem__, _st_zones[(1 + _t26)]))))))) and ((1 if (_c34[_t32] == 'hearts') else (13 if ((_c34[_t32] == 'spades') and (_c35[_t32] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #12 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hearts.rules: play_trick #13 d7e1719b>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _t27 = (_o29[_l0] or [])
    st.budget -= len(_t27)
    if st.budget < 0: _spent30(st)
    for _t26 in _t27:
        L[4] = _t26
        if not ((_t26 != _l0)): continue
        _t30 = _NOT_YET
        _t35 = _NOT_YET
        _t28 = []
        for _t29 in _st_zones[(1 + _t26)]:
            if (((_c31[_t29] == _st_vars[1]) or (not (_st_vars[1] in (_t30 if _t30 is not _NOT_YET else (_t30 := list(map(_c31.__getitem__, _st_zones[(1 + _t26)]))))))) and (((not _st_vars[4]) or ((1 if (_c31[_t29] == 'hearts') else (13 if ((_c31[_t29] == 'spades') and (_c32[_t29] == 12)) else 0)) == 0)) or (not (_t35 if _t35 is not _NOT_YET else (_t35 := _a36(st, _t26)))))): _t28.append(_t29)
        _t36 = _t26
        _t37 = len(_t28)
        if not _t37: _no_option39(_t36, 'card to play')
        if _t37 <= 1 and _st_log is None:
            L[5] = _t28[0] if _t37 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t38 = st.chooser(_t37, _t36)
            else:
                _t38 = _st_bits(_t37.bit_length())
                while _t38 >= _t37: _t38 = _st_bits(_t37.bit_length())
            L[5] = _t28[_t38]; st.decisions += 1
        elif _decide40(st, L, _t28, _t36): raise _PlayoutCut37()
        st.cvars[L[5]] = _t26
        if _memo1: _memo1.clear()
        _t39 = L[5]
        _t40 = 9
        if type(_t39) is int and _st_log is None:
            _t41 = _st_zones[_st_loc[_t39]]
            if _t41[-1] == _t39: _t41.pop()
            else: _t41.remove(_t39)
            _st_zones[_t40].append(_t39); _st_loc[_t39] = _t40
        elif _t39 is not None:
            _move_cards41(st, _t39, _t40, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #14 654fa5ef>
def _loop(st):
    _st_vars = st.vars
    _t48 = None
    for _t47 in st.zones[9]:
        if (_c48[_t47] == _st_vars[1]):
            _t49 = _c49[_t47]
            if _t48 is None or _t49 > _t48:
                _t48 = _t49
    return _t48

# <rulerun hearts.rules: play_trick #15 736e8149>
def _loop(st):
    _st_vars = st.vars
    _t44 = st.zones[9]
    st.budget -= len(_t44)
    if st.budget < 0: _spent45(st)
    _t50 = _NOT_YET
    for _t45 in _t44:
        if ((_c46[_t45] == _st_vars[1]) and (_c47[_t45] == (_t50 if _t50 is not _NOT_YET else (_t50 := _a50(st))))):
            return _t45
    return None

# <rulerun hearts.rules: play_trick #16 3cf72879>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _t42 = False
    for _t43 in _st_zones[9]:
        if (_c42[_t43] == 'hearts'):
            _t42 = True
            break
    if (_t42 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text44(_audience43(st), ['hearts are broken']))
    _st_vars[2] = _player52((_memo1[None] if None in _memo1 else _memo1.setdefault(None, st.cvars[_a51(st)])), 4)
    if _st_log is not None: _st_log.append(_Text44(_audience43(st), [_PlayerRef53(_st_vars[2]), ' wins the trick']))
    _t51 = 9
    _t52 = (10 + _st_vars[2])
    if _st_log is None and _t51 != _t52:
        _t53 = _st_zones[_t51]; _st_zones[_t52] += _t53
        for _t54 in _t53: st.loc[_t54] = _t52
        _t53.clear()
    else:
        _move_cards54(st, _st_zones[_t51][:], _t52, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_trick #17 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun hearts.rules: play_trick #18 6fd62c35>
def _loop(st, L):
    for _t55 in st.zones[(1 + L[0])]:
        if not ((_c56[_t55] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #19 184976bd>
def _loop(st, L):
    _t58 = None
    for _t57 in (st.zones[(1 + L[0])][:] or ()):
        if (_c59[_t57] == 'clubs'):
            _t59 = _c60[_t57]
            if _t58 is None or _t59 < _t58:
                _t58 = _t59
    return _t58

# <rulerun hearts.rules: play_trick #20 6a5b94ed>
def _native(st, L):
    _l1 = L[1]
    _st_vars = st.vars
    return ((((_c55[_l1] != 'hearts') or _st_vars[3]) or _a57(st, L)) and ((not _st_vars[4]) or ((_c55[_l1] == 'clubs') and (_c58[_l1] == _a61(st, L)))))

# <rulerun hearts.rules: play_trick #21 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hearts.rules: play_trick #22 bfc69ee7>
def _native(st, L):
    return _o62[L[0]]

# <rulerun hearts.rules: play_trick #23 7df1da19>
def _native(st, L):
    return (L[4] != L[0])

# <rulerun hearts.rules: play_trick #24 45d32d7a>
def _native(st, L):
    return (1 + L[4])

# <rulerun hearts.rules: play_trick #25 5a56e433>
def _loop(st, L):
    _st_vars = st.vars
    for _t60 in st.zones[(1 + L[4])]:
        if (_c64[_t60] == _st_vars[1]):
            return True
    return False

# <rulerun hearts.rules: play_trick #26 cf93a346>
def _loop(st, L):
    _l4 = L[4]
    _st_vars = st.vars
    _st_zones = st.zones
    _t62 = _st_zones[(1 + _l4)]
    st.budget -= len(_t62)
    if st.budget < 0: _spent67(st)
    _t65 = _NOT_YET
    for _t63 in _t62:
        if (((_c68[_t63] == _st_vars[1]) or (not (_st_vars[1] in (_t65 if _t65 is not _NOT_YET else (_t65 := list(map(_c68.__getitem__, _st_zones[(1 + _l4)]))))))) and ((1 if (_c68[_t63] == 'hearts') else (13 if ((_c68[_t63] == 'spades') and (_c69[_t63] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #27 00f8c71f>
def _native(st, L):
    _l5 = L[5]
    _st_vars = st.vars
    return (((_c63[_l5] == _st_vars[1]) or (not _a65(st, L))) and (((not _st_vars[4]) or ((1 if (_c63[_l5] == 'hearts') else (13 if ((_c63[_l5] == 'spades') and (_c66[_l5] == 12)) else 0)) == 0)) or (not _a70(st, L))))

# <rulerun hearts.rules: play_hand #28 203dead5>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = (_t66 if -1000000000000000000 <= (_t66 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond71(_t66))
    if _st_log is not None: _st_log.append(_Text74(_audience72(st), ['hand ', _plain73(_st_vars[0])]))
    _shuffle_zone75(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent76(st)
        for _t67 in (_k77 or []):
            L[2] = _t67
            _t70 = _st_zones[0]
            _t69 = (1 + _t67)
            if _st_log is None and _t70:
                _t68 = _t70.pop(); _st_zones[_t69].append(_t68); st.loc[_t68] = _t69
            elif _t70:
                _move_cards78(st, _t70[-1], _t69, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_hand #29 74dce952>
def _loop(st):
    _t78 = None
    for _t77 in ([_c for _i in [1 + _p for _p in _k83] for _c in st.zones[_i]] or ()):
        if (_c84[_t77] == 'clubs'):
            _t79 = _c85[_t77]
            if _t78 is None or _t79 < _t78:
                _t78 = _t79
    return _t78

# <rulerun hearts.rules: play_hand #30 93701616>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[3] = False
    _st_vars[4] = True
    _t72 = (_k79 or ())
    st.budget -= len(_t72)
    if st.budget < 0: _spent80(st)
    _t71 = None
    for _t73 in _t72:
        _t75 = st.zones[(1 + _t73)]
        st.budget -= len(_t75)
        if st.budget < 0: _spent80(st)
        _t80 = _NOT_YET
        _t74 = False
        for _t76 in _t75:
            if ((_c81[_t76] == 'clubs') and (_c82[_t76] == (_t80 if _t80 is not _NOT_YET else (_t80 := _a86(st))))):
                _t74 = True
                break
        if _t74:
            _t71 = _t73
            break
    L[3] = _t71
    if st.log is not None: _tell87(st, (_player_text88(L[3]) + ' holds the lowest club and leads'), None)

# <rulerun hearts.rules: play_hand #31 15ecf212>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = False
    L[3] = _st_vars[2]

# <rulerun hearts.rules: play_hand #32 e4a2065f>
def _loop(st, _i1l0):
    for _t83 in st.zones[(1 + _i1l0)]:
        if not ((_c91[_t83] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_hand #33 a61bfd68>
def _loop(st, _i1l0):
    _t87 = None
    for _t86 in (st.zones[(1 + _i1l0)][:] or ()):
        if (_c94[_t86] == 'clubs'):
            _t88 = _c95[_t86]
            if _t87 is None or _t88 < _t87:
                _t87 = _t88
    return _t87

# <rulerun hearts.rules: play_hand #34 d797dde2>
def _loop(st, _t96):
    _st_vars = st.vars
    _st_zones = st.zones
    _t101 = _st_zones[(1 + _t96)]
    st.budget -= len(_t101)
    if st.budget < 0: _spent103(st)
    _t104 = _NOT_YET
    for _t102 in _t101:
        if (((_c104[_t102] == _st_vars[1]) or (not (_st_vars[1] in (_t104 if _t104 is not _NOT_YET else (_t104 := list(map(_c104.__getitem__, _st_zones[(1 + _t96)]))))))) and ((1 if (_c104[_t102] == 'hearts') else (13 if ((_c104[_t102] == 'spades') and (_c105[_t102] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_hand #35 3a1827a4>
def _loop(st):
    _st_vars = st.vars
    _t118 = None
    for _t117 in st.zones[9]:
        if (_c114[_t117] == _st_vars[1]):
            _t119 = _c115[_t117]
            if _t118 is None or _t119 > _t118:
                _t118 = _t119
    return _t118

# <rulerun hearts.rules: play_hand #36 a33405d7>
def _loop(st):
    _st_vars = st.vars
    _t114 = st.zones[9]
    st.budget -= len(_t114)
    if st.budget < 0: _spent111(st)
    _t120 = _NOT_YET
    for _t115 in _t114:
        if ((_c112[_t115] == _st_vars[1]) and (_c113[_t115] == (_t120 if _t120 is not _NOT_YET else (_t120 := _a116(st))))):
            return _t115
    return None

# <rulerun hearts.rules: play_trick #37 21da49ac>
def _loop(st, L):
    for _t127 in st.zones[(1 + L[0])]:
        if not ((_c121[_t127] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #38 01cb4a4e>
def _loop(st, L):
    _t131 = None
    for _t130 in (st.zones[(1 + L[0])][:] or ()):
        if (_c124[_t130] == 'clubs'):
            _t132 = _c125[_t130]
            if _t131 is None or _t132 < _t131:
                _t131 = _t132
    return _t131

# <rulerun hearts.rules: play_trick #39 7ffc2316>
def _loop(st, _t140):
    _st_vars = st.vars
    _st_zones = st.zones
    _t145 = _st_zones[(1 + _t140)]
    st.budget -= len(_t145)
    if st.budget < 0: _spent134(st)
    _t148 = _NOT_YET
    for _t146 in _t145:
        if (((_c135[_t146] == _st_vars[1]) or (not (_st_vars[1] in (_t148 if _t148 is not _NOT_YET else (_t148 := list(map(_c135.__getitem__, _st_zones[(1 + _t140)]))))))) and ((1 if (_c135[_t146] == 'hearts') else (13 if ((_c135[_t146] == 'spades') and (_c136[_t146] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #40 92f16ffc>
def _loop(st):
    _st_vars = st.vars
    _t162 = None
    for _t161 in st.zones[9]:
        if (_c145[_t161] == _st_vars[1]):
            _t163 = _c146[_t161]
            if _t162 is None or _t163 > _t162:
                _t162 = _t163
    return _t162

# <rulerun hearts.rules: play_trick #41 0ea34b8f>
def _loop(st):
    _st_vars = st.vars
    _t158 = st.zones[9]
    st.budget -= len(_t158)
    if st.budget < 0: _spent142(st)
    _t164 = _NOT_YET
    for _t159 in _t158:
        if ((_c143[_t159] == _st_vars[1]) and (_c144[_t159] == (_t164 if _t164 is not _NOT_YET else (_t164 := _a147(st))))):
            return _t159
    return None

# <rulerun hearts.rules: play_trick #42 playout 413032b6>
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
    _t129 = _NOT_YET
    _t133 = _NOT_YET
    _t125 = []
    for _t126 in _st_zones[(1 + _l0)]:
        if ((((_c120[_t126] != 'hearts') or _st_vars[3]) or (_t129 if _t129 is not _NOT_YET else (_t129 := _a122(st, L)))) and ((not _st_vars[4]) or ((_c120[_t126] == 'clubs') and (_c123[_t126] == (_t133 if _t133 is not _NOT_YET else (_t133 := _a126(st, L))))))): _t125.append(_t126)
    _t134 = _l0
    _t135 = len(_t125)
    if not _t135: _no_option129(_t134, 'card to lead')
    if _t135 <= 1 and _st_log is None:
        L[1] = _t125[0] if _t135 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t136 = st.chooser(_t135, _t134)
        else:
            _t136 = _st_bits(_t135.bit_length())
            while _t136 >= _t135: _t136 = _st_bits(_t135.bit_length())
        L[1] = _t125[_t136]; st.decisions += 1
    elif _decide130(st, L, _t125, _t134): raise _PlayoutCut127()
    _st_vars[1] = _c120[L[1]]
    if _memo1: _memo1.clear()
    _st_cvars[L[1]] = _l0
    if _memo1: _memo1.clear()
    _t137 = L[1]
    _t138 = 9
    if type(_t137) is int and _st_log is None:
        _t139 = _st_zones[_st_loc[_t137]]
        if _t139[-1] == _t137: _t139.pop()
        else: _t139.remove(_t137)
        _st_zones[_t138].append(_t137); _st_loc[_t137] = _t138
    elif _t137 is not None:
        _move_cards131(st, _t137, _t138, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    _t141 = (_o132[_l0] or [])
    st.budget -= len(_t141)
    if st.budget < 0: _spent133(st)
    for _t140 in _t141:
        L[4] = _t140
        if not ((_t140 != _l0)): continue
        _t144 = _NOT_YET
        _t149 = _NOT_YET
        _t142 = []
        for _t143 in _st_zones[(1 + _t140)]:
            if (((_c120[_t143] == _st_vars[1]) or (not (_st_vars[1] in (_t144 if _t144 is not _NOT_YET else (_t144 := list(map(_c120.__getitem__, _st_zones[(1 + _t140)]))))))) and (((not _st_vars[4]) or ((1 if (_c120[_t143] == 'hearts') else (13 if ((_c120[_t143] == 'spades') and (_c123[_t143] == 12)) else 0)) == 0)) or (not (_t149 if _t149 is not _NOT_YET else (_t149 := _a137(st, _t140)))))): _t142.append(_t143)
        _t150 = _t140
        _t151 = len(_t142)
        if not _t151: _no_option129(_t150, 'card to play')
        if _t151 <= 1 and _st_log is None:
            L[5] = _t142[0] if _t151 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t152 = st.chooser(_t151, _t150)
            else:
                _t152 = _st_bits(_t151.bit_length())
                while _t152 >= _t151: _t152 = _st_bits(_t151.bit_length())
            L[5] = _t142[_t152]; st.decisions += 1
        elif _decide139(st, L, _t142, _t150): raise _PlayoutCut127()
        _st_cvars[L[5]] = _t140
        if _memo1: _memo1.clear()
        _t153 = L[5]
        _t154 = 9
        if type(_t153) is int and _st_log is None:
            _t155 = _st_zones[_st_loc[_t153]]
            if _t155[-1] == _t153: _t155.pop()
            else: _t155.remove(_t153)
            _st_zones[_t154].append(_t153); _st_loc[_t153] = _t154
        elif _t153 is not None:
            _move_cards131(st, _t153, _t154, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    _t156 = False
    for _t157 in _st_zones[9]:
        if (_c120[_t157] == 'hearts'):
            _t156 = True
            break
    if (_t156 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text141(_audience140(st), ['hearts are broken']))
    _st_vars[2] = _player149((_memo1[None] if None in _memo1 else _memo1.setdefault(None, _st_cvars[_a148(st)])), 4)
    if _st_log is not None: _st_log.append(_Text141(_audience140(st), [_PlayerRef150(_st_vars[2]), ' wins the trick']))
    _t165 = 9
    _t166 = (10 + _st_vars[2])
    if _st_log is None and _t165 != _t166:
        _t167 = _st_zones[_t165]; _st_zones[_t166] += _t167
        for _t168 in _t167: _st_loc[_t168] = _t166
        _t167.clear()
    else:
        _move_cards131(st, _st_zones[_t165][:], _t166, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play_hand #43 c6a0a6e3>
def _native(st, L):
    _st_vars = st.vars
    while (not not st.zones[(1 + L[3])]):
        st.budget -= 1
        if st.budget < 0: _spent89(st)
        if _p151(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play_hand #44 aec96fe6>
def _native(st, L):
    return (not not st.zones[(1 + L[3])])

# <rulerun hearts.rules: play_hand #45 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun hearts.rules: settle #46 4210a6d8>
def _loop(st, _t171):
    _t173 = 0
    for _t172 in st.zones[(10 + _t171)]:
        _t173 += (1 if (_c154[_t172] == 'hearts') else (13 if ((_c154[_t172] == 'spades') and (_c155[_t172] == 12)) else 0))
    return _t173

# <rulerun hearts.rules: settle #47 b28cf03a>
def _loop(st, _t174):
    _t178 = 0
    for _t177 in st.zones[(10 + _t174)]:
        _t178 += (1 if (_c159[_t177] == 'hearts') else (13 if ((_c159[_t177] == 'spades') and (_c160[_t177] == 12)) else 0))
    return _t178

# <rulerun hearts.rules: settle #48 1380824c>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _t170 = (_k152 or ())
    st.budget -= len(_t170)
    if st.budget < 0: _spent153(st)
    _t169 = None
    for _t171 in _t170:
        if ((_memo0[_t171] if _t171 in _memo0 else _memo0.setdefault(_t171, _a156(st, _t171))) == 26):
            _t169 = _t171
            break
    L[0] = _t169
    _t175 = (_k157 or [])
    st.budget -= len(_t175)
    if st.budget < 0: _spent153(st)
    for _t174 in _t175:
        L[3] = _t174
        if (L[0] is not None):
            if (_t174 != L[0]):
                _st_vars[5 + _t174] = (_t176 if -1000000000000000000 <= (_t176 := _st_vars[5 + _t174] + 26) <= 1000000000000000000 else _beyond158(_t176))
        else:
            _st_vars[5 + _t174] = (_t179 if -1000000000000000000 <= (_t179 := _st_vars[5 + _t174] + (_memo0[_t174] if _t174 in _memo0 else _memo0.setdefault(_t174, _a161(st, _t174)))) <= 1000000000000000000 else _beyond158(_t179))
        _t180 = (10 + _t174)
        _t181 = 0
        if _st_log is None and _t180 != _t181:
            _t182 = _st_zones[_t180]; _st_zones[_t181] += _t182
            for _t183 in _t182: st.loc[_t183] = _t181
            _t182.clear()
        else:
            _move_cards162(st, _st_zones[_t180][:], _t181, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    if (L[0] is not None):
        if _st_log is not None: _st_log.append(_Text165(_audience163(st), [_PlayerRef164(L[0]), ' shoots the moon: every other player takes 26']))
    for _t184 in (_k166 or []):
        L[6] = _t184
        if _st_log is not None: _st_log.append(_Text165(_audience163(st), [_PlayerRef164(_t184), ' has ', _plain167(_st_vars[5 + _t184]), ' points']))

# <rulerun hearts.rules: play #49 3ec844f2>
def _loop(st, _t187):
    _t189 = 0
    for _t188 in st.zones[(10 + _t187)]:
        _t189 += (1 if (_c170[_t188] == 'hearts') else (13 if ((_c170[_t188] == 'spades') and (_c171[_t188] == 12)) else 0))
    return _t189

# <rulerun hearts.rules: play #50 69346329>
def _loop(st, _t190):
    _t194 = 0
    for _t193 in st.zones[(10 + _t190)]:
        _t194 += (1 if (_c175[_t193] == 'hearts') else (13 if ((_c175[_t193] == 'spades') and (_c176[_t193] == 12)) else 0))
    return _t194

# <rulerun hearts.rules: play #51 9499ea9d>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None]
    _t186 = (_k168 or ())
    st.budget -= len(_t186)
    if st.budget < 0: _spent169(st)
    _t185 = None
    for _t187 in _t186:
        if ((_memo0[_t187] if _t187 in _memo0 else _memo0.setdefault(_t187, _a172(st, _t187))) == 26):
            _t185 = _t187
            break
    _i2[0] = _t185
    _t191 = (_k173 or [])
    st.budget -= len(_t191)
    if st.budget < 0: _spent169(st)
    for _t190 in _t191:
        _i2[3] = _t190
        if (_i2[0] is not None):
            if (_t190 != _i2[0]):
                _st_vars[5 + _t190] = (_t192 if -1000000000000000000 <= (_t192 := _st_vars[5 + _t190] + 26) <= 1000000000000000000 else _beyond174(_t192))
        else:
            _st_vars[5 + _t190] = (_t195 if -1000000000000000000 <= (_t195 := _st_vars[5 + _t190] + (_memo0[_t190] if _t190 in _memo0 else _memo0.setdefault(_t190, _a177(st, _t190)))) <= 1000000000000000000 else _beyond174(_t195))
        _t196 = (10 + _t190)
        _t197 = 0
        if _st_log is None and _t196 != _t197:
            _t198 = _st_zones[_t196]; _st_zones[_t197] += _t198
            for _t199 in _t198: st.loc[_t199] = _t197
            _t198.clear()
        else:
            _move_cards178(st, _st_zones[_t196][:], _t197, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    if (_i2[0] is not None):
        if _st_log is not None: _st_log.append(_Text181(_audience179(st), [_PlayerRef180(_i2[0]), ' shoots the moon: every other player takes 26']))
    for _t200 in (_k182 or []):
        _i2[6] = _t200
        if _st_log is not None: _st_log.append(_Text181(_audience179(st), [_PlayerRef180(_t200), ' has ', _plain183(_st_vars[5 + _t200]), ' points']))

# <rulerun hearts.rules: play #52 b8d6e8c7>
def _loop(st):
    for _t201 in (_k184 or ()):
        if not ((st.vars[5 + _t201] < 100)):
            return False
    return True

# <rulerun hearts.rules: pass_cards #53 playout, without a log e6ef7747>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    if ((not True) or (_d191(st, [_k192[0]]) is None)):
        return 2
    for _t208 in (_k193 or []):
        st.thread_player = st.inline_thread = _t208
        _i4 = L[:]; _i4[0] = _t208
        _t209 = _st_zones[(1 + _t208)]
        _t210 = _t208
        _t213 = len(_t209); _t211 = _comb196(_t213, 3)
        if not _t211: _no_option197(_t210, 'cards to pass')
        if _t211 <= 1:
            _i4[1] = _option_at198(_t209, 3, False, 0) if _t211 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t212 = st.chooser(_t211, _t210)
            else:
                _t212 = _st_bits(_t211.bit_length())
                while _t212 >= _t211: _t212 = _st_bits(_t211.bit_length())
            _t214 = _PICKS199.get((_t213, 3)) or _picks200(_t213, 3)
            _i4[1] = list(_t214[_t212](_t209)) if _t214 else _option_at198(_t209, 3, False, _t212)
            st.decisions += 1
        elif _offer195(st, _i4, _t209[:]): raise _PlayoutCut194()
        _t215 = _i4[1]
        _t216 = (5 + _t208)
        if type(_t215) is list:
            for _t217 in _t215:
                _t218 = _st_zones[_st_loc[_t217]]
                if _t218[-1] == _t217: _t218.pop()
                else: _t218.remove(_t217)
                _st_zones[_t216].append(_t217); _st_loc[_t217] = _t216
        elif _t215 is not None:
            _move_cards201(st, _t215, _t216, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    st.thread_player = st.inline_thread = None
    for _t219 in (_k202 or []):
        L[4] = _t219
        _t220 = (5 + _t219)
        _t221 = (1 + _player203((((_t219 + 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 1) else (((_t219 - 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 2) else (((((_t219 + 1) % 4) + 1) % 4) if ((4 == 4) and ((_st_vars[0] % 4) == 3)) else None))), 4))
        if _t220 != _t221:
            _t222 = _st_zones[_t220]; _st_zones[_t221] += _t222
            for _t223 in _t222: _st_loc[_t223] = _t221
            _t222.clear()
        else:
            _move_cards201(st, _st_zones[_t220][:], _t221, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()

# <rulerun hearts.rules: play #54 0be19e7d>
def _loop(st):
    _t231 = None
    for _t230 in ([_c for _i in [1 + _p for _p in _k209] for _c in st.zones[_i]] or ()):
        if (_c210[_t230] == 'clubs'):
            _t232 = _c211[_t230]
            if _t231 is None or _t232 < _t231:
                _t231 = _t232
    return _t231

# <rulerun hearts.rules: play_trick #55 1896170c>
def _loop(st, L):
    for _t236 in st.zones[(1 + L[0])]:
        if not ((_c214[_t236] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #56 dbf71865>
def _loop(st, L):
    _t240 = None
    for _t239 in (st.zones[(1 + L[0])][:] or ()):
        if (_c217[_t239] == 'clubs'):
            _t241 = _c218[_t239]
            if _t240 is None or _t241 < _t240:
                _t240 = _t241
    return _t240

# <rulerun hearts.rules: play_trick #57 188fef62>
def _loop(st, _t249):
    _st_vars = st.vars
    _st_zones = st.zones
    _t254 = _st_zones[(1 + _t249)]
    st.budget -= len(_t254)
    if st.budget < 0: _spent227(st)
    _t257 = _NOT_YET
    for _t255 in _t254:
        if (((_c228[_t255] == _st_vars[1]) or (not (_st_vars[1] in (_t257 if _t257 is not _NOT_YET else (_t257 := list(map(_c228.__getitem__, _st_zones[(1 + _t249)]))))))) and ((1 if (_c228[_t255] == 'hearts') else (13 if ((_c228[_t255] == 'spades') and (_c229[_t255] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #58 a07b0429>
def _loop(st):
    _st_vars = st.vars
    _t271 = None
    for _t270 in st.zones[9]:
        if (_c236[_t270] == _st_vars[1]):
            _t272 = _c237[_t270]
            if _t271 is None or _t272 > _t271:
                _t271 = _t272
    return _t271

# <rulerun hearts.rules: play_trick #59 d1fac1ac>
def _loop(st):
    _st_vars = st.vars
    _t267 = st.zones[9]
    st.budget -= len(_t267)
    if st.budget < 0: _spent233(st)
    _t273 = _NOT_YET
    for _t268 in _t267:
        if ((_c234[_t268] == _st_vars[1]) and (_c235[_t268] == (_t273 if _t273 is not _NOT_YET else (_t273 := _a238(st))))):
            return _t268
    return None

# <rulerun hearts.rules: play_trick #60 playout, without a log 3a3595b8>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _t238 = _NOT_YET
    _t242 = _NOT_YET
    _t234 = []
    for _t235 in _st_zones[(1 + _l0)]:
        if ((((_c213[_t235] != 'hearts') or _st_vars[3]) or (_t238 if _t238 is not _NOT_YET else (_t238 := _a215(st, L)))) and ((not _st_vars[4]) or ((_c213[_t235] == 'clubs') and (_c216[_t235] == (_t242 if _t242 is not _NOT_YET else (_t242 := _a219(st, L))))))): _t234.append(_t235)
    _t243 = _l0
    _t244 = len(_t234)
    if not _t244: _no_option222(_t243, 'card to lead')
    if _t244 <= 1:
        L[1] = _t234[0] if _t244 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t245 = st.chooser(_t244, _t243)
        else:
            _t245 = _st_bits(_t244.bit_length())
            while _t245 >= _t244: _t245 = _st_bits(_t244.bit_length())
        L[1] = _t234[_t245]; st.decisions += 1
    elif _decide223(st, L, _t234, _t243): raise _PlayoutCut220()
    _st_vars[1] = _c213[L[1]]
    if _memo1: _memo1.clear()
    _st_cvars[L[1]] = _l0
    if _memo1: _memo1.clear()
    _t246 = L[1]
    _t247 = 9
    if type(_t246) is int:
        _t248 = _st_zones[_st_loc[_t246]]
        if _t248[-1] == _t246: _t248.pop()
        else: _t248.remove(_t246)
        _st_zones[_t247].append(_t246); _st_loc[_t246] = _t247
    elif _t246 is not None:
        _move_cards224(st, _t246, _t247, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    _t250 = (_o225[_l0] or [])
    st.budget -= len(_t250)
    if st.budget < 0: _spent226(st)
    for _t249 in _t250:
        L[4] = _t249
        if not ((_t249 != _l0)): continue
        _t253 = _NOT_YET
        _t258 = _NOT_YET
        _t251 = []
        for _t252 in _st_zones[(1 + _t249)]:
            if (((_c213[_t252] == _st_vars[1]) or (not (_st_vars[1] in (_t253 if _t253 is not _NOT_YET else (_t253 := list(map(_c213.__getitem__, _st_zones[(1 + _t249)]))))))) and (((not _st_vars[4]) or ((1 if (_c213[_t252] == 'hearts') else (13 if ((_c213[_t252] == 'spades') and (_c216[_t252] == 12)) else 0)) == 0)) or (not (_t258 if _t258 is not _NOT_YET else (_t258 := _a230(st, _t249)))))): _t251.append(_t252)
        _t259 = _t249
        _t260 = len(_t251)
        if not _t260: _no_option222(_t259, 'card to play')
        if _t260 <= 1:
            L[5] = _t251[0] if _t260 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t261 = st.chooser(_t260, _t259)
            else:
                _t261 = _st_bits(_t260.bit_length())
                while _t261 >= _t260: _t261 = _st_bits(_t260.bit_length())
            L[5] = _t251[_t261]; st.decisions += 1
        elif _decide232(st, L, _t251, _t259): raise _PlayoutCut220()
        _st_cvars[L[5]] = _t249
        if _memo1: _memo1.clear()
        _t262 = L[5]
        _t263 = 9
        if type(_t262) is int:
            _t264 = _st_zones[_st_loc[_t262]]
            if _t264[-1] == _t262: _t264.pop()
            else: _t264.remove(_t262)
            _st_zones[_t263].append(_t262); _st_loc[_t262] = _t263
        elif _t262 is not None:
            _move_cards224(st, _t262, _t263, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    _t265 = False
    for _t266 in _st_zones[9]:
        if (_c213[_t266] == 'hearts'):
            _t265 = True
            break
    if (_t265 and (not _st_vars[3])):
        _st_vars[3] = True
    _st_vars[2] = _player240((_memo1[None] if None in _memo1 else _memo1.setdefault(None, _st_cvars[_a239(st)])), 4)
    _t274 = 9
    _t275 = (10 + _st_vars[2])
    if _t274 != _t275:
        _t276 = _st_zones[_t274]; _st_zones[_t275] += _t276
        for _t277 in _t276: _st_loc[_t277] = _t275
        _t276.clear()
    else:
        _move_cards224(st, _st_zones[_t274][:], _t275, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun hearts.rules: play #61 c31cfa60>
def _loop(st, _t280):
    _t282 = 0
    for _t281 in st.zones[(10 + _t280)]:
        _t282 += (1 if (_c243[_t281] == 'hearts') else (13 if ((_c243[_t281] == 'spades') and (_c244[_t281] == 12)) else 0))
    return _t282

# <rulerun hearts.rules: play #62 f0c0b868>
def _loop(st, _t283):
    _t287 = 0
    for _t286 in st.zones[(10 + _t283)]:
        _t287 += (1 if (_c247[_t286] == 'hearts') else (13 if ((_c247[_t286] == 'spades') and (_c248[_t286] == 12)) else 0))
    return _t287

# <rulerun hearts.rules: play #63 b6e3a84f>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    while _a185(st):
        st.budget -= 1
        if st.budget < 0: _spent186(st)
        _i3 = [None, None, None, None]
        _st_vars[0] = (_t203 if -1000000000000000000 <= (_t203 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond187(_t203))
        _shuffle_zone188(st, 0)
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent186(st)
            for _t204 in (_k189 or []):
                _i3[2] = _t204
                _t207 = _st_zones[0]
                _t206 = (1 + _t204)
                if _t207:
                    _t205 = _t207.pop(); _st_zones[_t206].append(_t205); _st_loc[_t205] = _t206
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
        if _p205(st, _k204[:]) == 3: return 3
        _st_vars[3] = False
        _st_vars[4] = True
        _t225 = (_k206 or ())
        st.budget -= len(_t225)
        if st.budget < 0: _spent186(st)
        _t224 = None
        for _t226 in _t225:
            _t228 = _st_zones[(1 + _t226)]
            st.budget -= len(_t228)
            if st.budget < 0: _spent186(st)
            _t233 = _NOT_YET
            _t227 = False
            for _t229 in _t228:
                if ((_c207[_t229] == 'clubs') and (_c208[_t229] == (_t233 if _t233 is not _NOT_YET else (_t233 := _a212(st))))):
                    _t227 = True
                    break
            if _t227:
                _t224 = _t226
                break
        _i3[3] = _t224
        while (not not _st_zones[(1 + _i3[3])]):
            st.budget -= 1
            if st.budget < 0: _spent186(st)
            if _p241(st, [_i3[3], None, None, None, None, None]) == 3: return 3
            _st_vars[4] = False
            _i3[3] = _st_vars[2]
        _i5 = [None, None, None, None, None, None, None]
        _t279 = (_k242 or ())
        st.budget -= len(_t279)
        if st.budget < 0: _spent186(st)
        _t278 = None
        for _t280 in _t279:
            if ((_memo0[_t280] if _t280 in _memo0 else _memo0.setdefault(_t280, _a245(st, _t280))) == 26):
                _t278 = _t280
                break
        _i5[0] = _t278
        _t284 = (_k246 or [])
        st.budget -= len(_t284)
        if st.budget < 0: _spent186(st)
        for _t283 in _t284:
            _i5[3] = _t283
            if (_i5[0] is not None):
                if (_t283 != _i5[0]):
                    _st_vars[5 + _t283] = (_t285 if -1000000000000000000 <= (_t285 := _st_vars[5 + _t283] + 26) <= 1000000000000000000 else _beyond187(_t285))
            else:
                _st_vars[5 + _t283] = (_t288 if -1000000000000000000 <= (_t288 := _st_vars[5 + _t283] + (_memo0[_t283] if _t283 in _memo0 else _memo0.setdefault(_t283, _a249(st, _t283)))) <= 1000000000000000000 else _beyond187(_t288))
            _t289 = (10 + _t283)
            _t290 = 0
            if _t289 != _t290:
                _t291 = _st_zones[_t289]; _st_zones[_t290] += _t291
                for _t292 in _t291: _st_loc[_t292] = _t290
                _t291.clear()
            else:
                _move_cards190(st, _st_zones[_t289][:], _t290, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
        if (_i5[0] is not None):
            pass
        for _t293 in (_k250 or []):
            _i5[6] = _t293
            pass

# <rulerun hearts.rules: play #64 8af672a4>
def _native(st, L):
    _t294 = True
    for _t295 in (_k251 or ()):
        if not ((st.vars[5 + _t295] < 100)):
            _t294 = False
            break
    return _t294

# <rulerun hearts.rules: pass_cards #65 a06a0b41>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run254(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step255(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t296 = L[0]
            _t299 = len(_o); _t297 = _comb257(_t299, 3)
            if not _t297: _no_option258(_t296, 'cards to pass')
            if _t297 <= 1 and _st_log is None:
                L[1] = _option_at259(_o, 3, False, 0) if _t297 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t298 = st.chooser(_t297, _t296)
                else:
                    _t298 = _st_bits(_t297.bit_length())
                    while _t298 >= _t297: _t298 = _st_bits(_t297.bit_length())
                _t300 = _PICKS260.get((_t299, 3)) or _picks261(_t299, 3)
                L[1] = list(_t300[_t298](_o)) if _t300 else _option_at259(_o, 3, False, _t298)
                st.decisions += 1
                if st.thread_player is not None: _answered262(st, _t298)
            elif _offer256(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run263(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run264(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k265)

# <rulerun hearts.rules: play_trick #66 f4842520>
def _loop(st, L):
    for _t302 in st.zones[(1 + L[0])]:
        if not ((_c269[_t302] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #67 5eff1ed9>
def _loop(st, L):
    _t306 = None
    for _t305 in (st.zones[(1 + L[0])][:] or ()):
        if (_c272[_t305] == 'clubs'):
            _t307 = _c273[_t305]
            if _t306 is None or _t307 < _t306:
                _t306 = _t307
    return _t306

# <rulerun hearts.rules: play_trick #68 30feed8a>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t314 = _st_zones[(1 + L[4])]
    st.budget -= len(_t314)
    if st.budget < 0: _spent281(st)
    _t317 = _NOT_YET
    for _t315 in _t314:
        if (((_c282[_t315] == _st_vars[1]) or (not (_st_vars[1] in (_t317 if _t317 is not _NOT_YET else (_t317 := list(map(_c282.__getitem__, _st_zones[(1 + L[4])]))))))) and ((1 if (_c282[_t315] == 'hearts') else (13 if ((_c282[_t315] == 'spades') and (_c283[_t315] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #69 020544c8>
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
            _t304 = _NOT_YET
            _t308 = _NOT_YET
            _o = []
            for _t301 in _st_zones[(1 + L[0])]:
                if ((((_c268[_t301] != 'hearts') or _st_vars[3]) or (_t304 if _t304 is not _NOT_YET else (_t304 := _a270(st, L)))) and ((not _st_vars[4]) or ((_c268[_t301] == 'clubs') and (_c271[_t301] == (_t308 if _t308 is not _NOT_YET else (_t308 := _a274(st, L))))))): _o.append(_t301)
            fr[1] = 1
            _t309 = L[0]
            _t310 = len(_o)
            if not _t310: _no_option276(_t309, 'card to lead')
            if _t310 <= 1 and _st_log is None:
                L[1] = _o[0] if _t310 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t311 = st.chooser(_t310, _t309)
                else:
                    _t311 = _st_bits(_t310.bit_length())
                    while _t311 >= _t310: _t311 = _st_bits(_t310.bit_length())
                L[1] = _o[_t311]; st.decisions += 1
                if st.thread_player is not None: _answered277(st, _t311)
            elif _decide278(st, L, _o, _t309): return True
            pc = 1
        if pc == 1:
            _r = _run279(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o280[L[0]] or []); L[3] = 0
            pc = 3
        if pc == 3:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 7
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                if (L[4] != L[0]):
                    pc = 4; break
            L[3] = _i
        if pc == 4:
            _t313 = _NOT_YET
            _t318 = _NOT_YET
            _o = []
            for _t312 in _st_zones[(1 + L[4])]:
                if (((_c268[_t312] == _st_vars[1]) or (not (_st_vars[1] in (_t313 if _t313 is not _NOT_YET else (_t313 := list(map(_c268.__getitem__, _st_zones[(1 + L[4])]))))))) and (((not _st_vars[4]) or ((1 if (_c268[_t312] == 'hearts') else (13 if ((_c268[_t312] == 'spades') and (_c271[_t312] == 12)) else 0)) == 0)) or (not (_t318 if _t318 is not _NOT_YET else (_t318 := _a284(st, L)))))): _o.append(_t312)
            fr[1] = 5
            _t319 = L[4]
            _t320 = len(_o)
            if not _t320: _no_option276(_t319, 'card to play')
            if _t320 <= 1 and _st_log is None:
                L[5] = _o[0] if _t320 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t321 = st.chooser(_t320, _t319)
                else:
                    _t321 = _st_bits(_t320.bit_length())
                    while _t321 >= _t320: _t321 = _st_bits(_t320.bit_length())
                L[5] = _o[_t321]; st.decisions += 1
                if st.thread_player is not None: _answered277(st, _t321)
            elif _decide286(st, L, _o, _t319): return True
            pc = 5
        if pc == 5:
            _r = _run287(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit267(_k, st, _d0): raise _Runaway266()
            continue
        if pc == 7:
            _r = _run288(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k289)

# <rulerun hearts.rules: play_hand #70 d7f56c30>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run292(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit293(_k294)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run295(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit293(_k296)
            fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run297(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit291(_k, st, _d0): raise _Runaway290()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k298)

# <rulerun hearts.rules: settle #71 2d84c06c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run301(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k302)

# <rulerun hearts.rules: play #72 7d5aac0f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _t322 = True
            for _t323 in (_k305 or ()):
                if not ((st.vars[5 + _t323] < 100)):
                    _t322 = False
                    break
            if _t322:
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _a = [None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit306(_k307)
            fr[1] = 2; st.cur.append([2, 0, _a]); return None
        if pc == 2:
            _r = _run308(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit304(_k, st, _d0): raise _Runaway303()
            continue
        if pc == 4:
            fr[1] = 5
            if _step309(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k310)

# <rulerun hearts.rules: pass_cards #73 1ef577e8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run313(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region314(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step315(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t324 = L[0]
            _t327 = len(_o); _t325 = _comb317(_t327, 3)
            if not _t325: _no_option318(_t324, 'cards to pass')
            if _t325 <= 1 and _st_log is None:
                L[1] = _option_at319(_o, 3, False, 0) if _t325 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t326 = st.chooser(_t325, _t324)
                else:
                    _t326 = _st_bits(_t325.bit_length())
                    while _t326 >= _t325: _t326 = _st_bits(_t325.bit_length())
                _t328 = _PICKS320.get((_t327, 3)) or _picks321(_t327, 3)
                L[1] = list(_t328[_t326](_o)) if _t328 else _option_at319(_o, 3, False, _t326)
                st.decisions += 1
                if st.thread_player is not None: _answered322(st, _t326)
            elif _offer316(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run323(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run324(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k325)

# <rulerun hearts.rules: play_trick #74 8252847b>
def _loop(st, L):
    for _t330 in st.zones[(1 + L[0])]:
        if not ((_c329[_t330] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #75 528eb74b>
def _loop(st, L):
    _t334 = None
    for _t333 in (st.zones[(1 + L[0])][:] or ()):
        if (_c332[_t333] == 'clubs'):
            _t335 = _c333[_t333]
            if _t334 is None or _t335 < _t334:
                _t334 = _t335
    return _t334

# <rulerun hearts.rules: play_trick #76 8fd709a1>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t342 = _st_zones[(1 + L[4])]
    st.budget -= len(_t342)
    if st.budget < 0: _spent342(st)
    _t345 = _NOT_YET
    for _t343 in _t342:
        if (((_c343[_t343] == _st_vars[1]) or (not (_st_vars[1] in (_t345 if _t345 is not _NOT_YET else (_t345 := list(map(_c343.__getitem__, _st_zones[(1 + L[4])]))))))) and ((1 if (_c343[_t343] == 'hearts') else (13 if ((_c343[_t343] == 'spades') and (_c344[_t343] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #77 4336c7cc>
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
            _t332 = _NOT_YET
            _t336 = _NOT_YET
            _o = []
            for _t329 in _st_zones[(1 + L[0])]:
                if ((((_c328[_t329] != 'hearts') or _st_vars[3]) or (_t332 if _t332 is not _NOT_YET else (_t332 := _a330(st, L)))) and ((not _st_vars[4]) or ((_c328[_t329] == 'clubs') and (_c331[_t329] == (_t336 if _t336 is not _NOT_YET else (_t336 := _a334(st, L))))))): _o.append(_t329)
            fr[1] = 1
            _t337 = L[0]
            _t338 = len(_o)
            if not _t338: _no_option336(_t337, 'card to lead')
            if _t338 <= 1 and _st_log is None:
                L[1] = _o[0] if _t338 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t339 = st.chooser(_t338, _t337)
                else:
                    _t339 = _st_bits(_t338.bit_length())
                    while _t339 >= _t338: _t339 = _st_bits(_t338.bit_length())
                L[1] = _o[_t339]; st.decisions += 1
                if st.thread_player is not None: _answered337(st, _t339)
            elif _decide338(st, L, _o, _t337): return True
            pc = 1
        if pc == 1:
            _r = _run339(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region340(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[2] = (_o341[L[0]] or []); L[3] = 0
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
            _t346 = _NOT_YET
            _o = []
            for _t340 in _st_zones[(1 + L[4])]:
                if (((_c328[_t340] == _st_vars[1]) or (not (_st_vars[1] in (_t341 if _t341 is not _NOT_YET else (_t341 := list(map(_c328.__getitem__, _st_zones[(1 + L[4])]))))))) and (((not _st_vars[4]) or ((1 if (_c328[_t340] == 'hearts') else (13 if ((_c328[_t340] == 'spades') and (_c331[_t340] == 12)) else 0)) == 0)) or (not (_t346 if _t346 is not _NOT_YET else (_t346 := _a345(st, L)))))): _o.append(_t340)
            fr[1] = 5
            _t347 = L[4]
            _t348 = len(_o)
            if not _t348: _no_option336(_t347, 'card to play')
            if _t348 <= 1 and _st_log is None:
                L[5] = _o[0] if _t348 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t349 = st.chooser(_t348, _t347)
                else:
                    _t349 = _st_bits(_t348.bit_length())
                    while _t349 >= _t348: _t349 = _st_bits(_t348.bit_length())
                L[5] = _o[_t349]; st.decisions += 1
                if st.thread_player is not None: _answered337(st, _t349)
            elif _decide347(st, L, _o, _t347): return True
            pc = 5
        if pc == 5:
            _r = _run348(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit327(_k, st, _d0): raise _Runaway326()
            continue
        if pc == 7:
            _r = _run349(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k350)

# <rulerun hearts.rules: play_hand #78 0817dac2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run353(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p354(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit355(_k356)
                fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run357(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region358(st, L)
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
                if _p359(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit355(_k360)
                fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run361(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit352(_k, st, _d0): raise _Runaway351()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k362)

# <rulerun hearts.rules: play_hand #79 35cdaf23>
def _loop(st):
    _t364 = None
    for _t363 in ([_c for _i in [1 + _p for _p in _k377] for _c in st.zones[_i]] or ()):
        if (_c378[_t363] == 'clubs'):
            _t365 = _c379[_t363]
            if _t364 is None or _t365 < _t364:
                _t364 = _t365
    return _t364

# <rulerun hearts.rules: play_hand #80 playout, without a log 26f6473c>
def _native(st, L):
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = (_t352 if -1000000000000000000 <= (_t352 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond367(_t352))
    _shuffle_zone368(st, 0)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent369(st)
        for _t353 in (_k370 or []):
            L[2] = _t353
            _t356 = _st_zones[0]
            _t355 = (1 + _t353)
            if _t356:
                _t354 = _t356.pop(); _st_zones[_t355].append(_t354); st.loc[_t354] = _t355
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
    if _p373(st, _k372[:]) == 3: return 3
    _st_vars[3] = False
    _st_vars[4] = True
    _t358 = (_k374 or ())
    st.budget -= len(_t358)
    if st.budget < 0: _spent369(st)
    _t357 = None
    for _t359 in _t358:
        _t361 = _st_zones[(1 + _t359)]
        st.budget -= len(_t361)
        if st.budget < 0: _spent369(st)
        _t366 = _NOT_YET
        _t360 = False
        for _t362 in _t361:
            if ((_c375[_t362] == 'clubs') and (_c376[_t362] == (_t366 if _t366 is not _NOT_YET else (_t366 := _a380(st))))):
                _t360 = True
                break
        if _t360:
            _t357 = _t359
            break
    L[3] = _t357
    while (not not _st_zones[(1 + L[3])]):
        st.budget -= 1
        if st.budget < 0: _spent369(st)
        if _p381(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play #81 44b4672f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region365(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            _t350 = True
            for _t351 in (_k366 or ()):
                if not ((st.vars[5 + _t351] < 100)):
                    _t350 = False
                    break
            if _t350:
                pc = 1
            else:
                pc = 4
        if pc == 1:
            if st.thread_player is None and st.log is None:
                if _p382(st, [None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit383(_k384)
                fr[1] = 2; st.cur.append([2, 0, _a]); return None
        if pc == 2:
            _r = _run385(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit364(_k, st, _d0): raise _Runaway363()
            continue
        if pc == 4:
            fr[1] = 5
            if _step386(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k387)

# <rulerun hearts.rules: rank #82 20039602>
def _native(st, p):
    return ((-st.vars[5 + p]), )

