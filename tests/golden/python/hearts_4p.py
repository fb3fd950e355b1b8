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

# <rulerun hearts.rules: pass_cards #6 33409a48>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t15 in (_k14 or []):
        L[4] = _t15
        _t16 = (5 + _t15)
        _t17 = (1 + (((_t15 + 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 1) else (((_t15 - 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 2) else (((((_t15 + 1) % 4) + 1) % 4) if ((4 == 4) and ((_st_vars[0] % 4) == 3)) else None))))
        if _st_log is None and _t16 != _t17:
            _t18 = _st_zones[_t16]; _st_zones[_t17] += _t18
            for _t19 in _t18: st.loc[_t19] = _t17
            _t18.clear()
        else:
            _move_cards15(st, _st_zones[_t16][:], _t17, False)
    if _st_log is not None: _st_log.append(_Text23(_audience16(st), ['each player passes three cards ', _plain22(('to the left' if (_d17(st, [_k18[0]]) == ((_k19[0] + 1) % 4)) else ('to the right' if (_d17(st, [_k20[0]]) == ((_k21[0] - 1) % 4)) else 'across')))]))

# <rulerun hearts.rules: pass_cards #7 0ccdd2ac>
def _native(st, L):
    return _k24

# <rulerun hearts.rules: pass_cards #8 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun hearts.rules: play_trick #9 b8e3bbca>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_zones = st.zones
    st.vars[1] = _c25[_l1]
    st.cvars[_l1] = L[0]
    _t20 = _l1
    _t21 = 9
    if type(_t20) is int and st.log is None:
        _t22 = _st_zones[_st_loc[_t20]]
        if _t22[-1] == _t20: _t22.pop()
        else: _t22.remove(_t20)
        _st_zones[_t21].append(_t20); _st_loc[_t20] = _t21
    elif _t20 is not None:
        _move_cards26(st, _t20, _t21, False)

# <rulerun hearts.rules: play_trick #10 07fedc47>
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
        _move_cards27(st, _t23, _t24, False)

# <rulerun hearts.rules: play_trick #11 7cd7ea3e>
def _loop(st, _t26):
    _st_vars = st.vars
    _st_zones = st.zones
    _t32 = _NOT_YET
    for _t30 in _st_zones[(1 + _t26)]:
        if (((_c31[_t30] == _st_vars[1]) or (not (_st_vars[1] in (_t32 if _t32 is not _NOT_YET else (_t32 := list(map(_c31.__getitem__, _st_zones[(1 + _t26)]))))))) and ((1 if (_c31[_t30] == 'hearts') else (13 if ((_c31[_t30] == 'spades') and (_c32[_t30] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #12 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hearts.rules: play_trick #13 f6facdbf>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t26 in (_o28[_l0] or []):
        L[4] = _t26
        if not ((_t26 != _l0)): continue
        _t29 = _NOT_YET
        _t33 = _NOT_YET
        _t27 = []
        for _t28 in _st_zones[(1 + _t26)]:
            if (((_c29[_t28] == _st_vars[1]) or (not (_st_vars[1] in (_t29 if _t29 is not _NOT_YET else (_t29 := list(map(_c29.__getitem__, _st_zones[(1 + _t26)]))))))) and (((not _st_vars[4]) or ((1 if (_c29[_t28] == 'hearts') else (13 if ((_c29[_t28] == 'spades') and (_c30[_t28] == 12)) else 0)) == 0)) or (not (_t33 if _t33 is not _NOT_YET else (_t33 := _a33(st, _t26)))))): _t27.append(_t28)
        _t34 = _t26
        _t35 = len(_t27)
        if not _t35: _no_option36(_t34, 'card to play')
        if _t35 <= 1 and _st_log is None:
            L[5] = _t27[0] if _t35 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t36 = st.chooser(_t35, _t34)
            else:
                _t36 = _st_bits(_t35.bit_length())
                while _t36 >= _t35: _t36 = _st_bits(_t35.bit_length())
            L[5] = _t27[_t36]; st.decisions += 1
        elif _decide37(st, L, _t27, _t34): raise _PlayoutCut34()
        st.cvars[L[5]] = _t26
        _t37 = L[5]
        _t38 = 9
        if type(_t37) is int and _st_log is None:
            _t39 = _st_zones[_st_loc[_t37]]
            if _t39[-1] == _t37: _t39.pop()
            else: _t39.remove(_t37)
            _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
        elif _t37 is not None:
            _move_cards38(st, _t37, _t38, False)

# <rulerun hearts.rules: play_trick #14 a870c053>
def _loop(st):
    _st_vars = st.vars
    _t45 = None
    for _t44 in st.zones[9]:
        if (_c44[_t44] == _st_vars[1]):
            _t46 = _c45[_t44]
            if _t45 is None or _t46 > _t45:
                _t45 = _t46
    return _t45

# <rulerun hearts.rules: play_trick #15 60100c8e>
def _loop(st):
    _st_vars = st.vars
    _t47 = _NOT_YET
    for _t42 in st.zones[9]:
        if ((_c42[_t42] == _st_vars[1]) and (_c43[_t42] == (_t47 if _t47 is not _NOT_YET else (_t47 := _a46(st))))):
            return _t42
    return None

# <rulerun hearts.rules: play_trick #16 9be0025f>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t40 = False
    for _t41 in _st_zones[9]:
        if (_c39[_t41] == 'hearts'):
            _t40 = True
            break
    if (_t40 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text41(_audience40(st), ['hearts are broken']))
    _st_vars[2] = st.cvars[_a47(st)]
    if _st_log is not None: _st_log.append(_Text41(_audience40(st), [_PlayerRef48(_st_vars[2]), ' wins the trick']))
    _t48 = 9
    _t49 = (10 + _st_vars[2])
    if _st_log is None and _t48 != _t49:
        _t50 = _st_zones[_t48]; _st_zones[_t49] += _t50
        for _t51 in _t50: st.loc[_t51] = _t49
        _t50.clear()
    else:
        _move_cards49(st, _st_zones[_t48][:], _t49, False)

# <rulerun hearts.rules: play_trick #17 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun hearts.rules: play_trick #18 d3f1a3cd>
def _loop(st, L):
    for _t52 in st.zones[(1 + L[0])]:
        if not ((_c51[_t52] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #19 8dc80c49>
def _loop(st):
    _t55 = None
    for _t54 in ([_c for _i in [1 + _p for _p in _k54] for _c in st.zones[_i]] or ()):
        if (_c55[_t54] == 'clubs'):
            _t56 = _c56[_t54]
            if _t55 is None or _t56 < _t55:
                _t55 = _t56
    return _t55

# <rulerun hearts.rules: play_trick #20 e4c16d5c>
def _native(st, L):
    _l1 = L[1]
    _st_vars = st.vars
    return ((((_c50[_l1] != 'hearts') or _st_vars[3]) or _a52(st, L)) and ((not _st_vars[4]) or ((_c50[_l1] == 'clubs') and (_c53[_l1] == _a57(st)))))

# <rulerun hearts.rules: play_trick #21 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hearts.rules: play_trick #22 b543a2e0>
def _native(st, L):
    return _o58[L[0]]

# <rulerun hearts.rules: play_trick #23 7df1da19>
def _native(st, L):
    return (L[4] != L[0])

# <rulerun hearts.rules: play_trick #24 45d32d7a>
def _native(st, L):
    return (1 + L[4])

# <rulerun hearts.rules: play_trick #25 a3e60e34>
def _loop(st, L):
    _st_vars = st.vars
    for _t57 in st.zones[(1 + L[4])]:
        if (_c60[_t57] == _st_vars[1]):
            return True
    return False

# <rulerun hearts.rules: play_trick #26 6a40f034>
def _loop(st, L):
    _l4 = L[4]
    _st_vars = st.vars
    _st_zones = st.zones
    _t61 = _NOT_YET
    for _t59 in _st_zones[(1 + _l4)]:
        if (((_c63[_t59] == _st_vars[1]) or (not (_st_vars[1] in (_t61 if _t61 is not _NOT_YET else (_t61 := list(map(_c63.__getitem__, _st_zones[(1 + _l4)]))))))) and ((1 if (_c63[_t59] == 'hearts') else (13 if ((_c63[_t59] == 'spades') and (_c64[_t59] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #27 b0bf0d15>
def _native(st, L):
    _l5 = L[5]
    _st_vars = st.vars
    return (((_c59[_l5] == _st_vars[1]) or (not _a61(st, L))) and (((not _st_vars[4]) or ((1 if (_c59[_l5] == 'hearts') else (13 if ((_c59[_l5] == 'spades') and (_c62[_l5] == 12)) else 0)) == 0)) or (not _a65(st, L))))

# <rulerun hearts.rules: play_hand #28 99d7e149>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = _st_vars[0] + 1
    if _st_log is not None: _st_log.append(_Text68(_audience66(st), ['hand ', _plain67(_st_vars[0])]))
    _shuffle_zone69(st, 0)
    _t62 = 0; _t63 = st.decisions
    while (not not _st_zones[0]):
        _t62 += 1
        if _t62 > _LIMIT70[0] and _over_limit71(_t62, st, _t63): raise _Runaway72()
        for _t64 in (_k73 or []):
            L[2] = _t64
            _t67 = _st_zones[0]
            _t66 = (1 + _t64)
            if _st_log is None and _t67:
                _t65 = _t67.pop(); _st_zones[_t66].append(_t65); st.loc[_t65] = _t66
            elif _t67:
                _move_cards74(st, _t67[-1], _t66, False)

# <rulerun hearts.rules: play_hand #29 b1e2ad2c>
def _loop(st):
    _t73 = None
    for _t72 in ([_c for _i in [1 + _p for _p in _k78] for _c in st.zones[_i]] or ()):
        if (_c79[_t72] == 'clubs'):
            _t74 = _c80[_t72]
            if _t73 is None or _t74 < _t73:
                _t73 = _t74
    return _t73

# <rulerun hearts.rules: play_hand #30 51a6f460>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[3] = False
    _st_vars[4] = True
    _t68 = None
    for _t69 in (_k75 or ()):
        _t75 = _NOT_YET
        _t70 = False
        for _t71 in st.zones[(1 + _t69)]:
            if ((_c76[_t71] == 'clubs') and (_c77[_t71] == (_t75 if _t75 is not _NOT_YET else (_t75 := _a81(st))))):
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

# <rulerun hearts.rules: play_hand #32 df84c26e>
def _loop(st, _i1l0):
    for _t80 in st.zones[(1 + _i1l0)]:
        if not ((_c86[_t80] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_hand #33 c3c0a6ba>
def _loop(st):
    _t84 = None
    for _t83 in ([_c for _i in [1 + _p for _p in _k89] for _c in st.zones[_i]] or ()):
        if (_c90[_t83] == 'clubs'):
            _t85 = _c91[_t83]
            if _t84 is None or _t85 < _t84:
                _t84 = _t85
    return _t84

# <rulerun hearts.rules: play_hand #34 4367eb94>
def _loop(st, _t93):
    _st_vars = st.vars
    _st_zones = st.zones
    _t99 = _NOT_YET
    for _t97 in _st_zones[(1 + _t93)]:
        if (((_c99[_t97] == _st_vars[1]) or (not (_st_vars[1] in (_t99 if _t99 is not _NOT_YET else (_t99 := list(map(_c99.__getitem__, _st_zones[(1 + _t93)]))))))) and ((1 if (_c99[_t97] == 'hearts') else (13 if ((_c99[_t97] == 'spades') and (_c100[_t97] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_hand #35 8e747d24>
def _loop(st):
    _st_vars = st.vars
    _t112 = None
    for _t111 in st.zones[9]:
        if (_c108[_t111] == _st_vars[1]):
            _t113 = _c109[_t111]
            if _t112 is None or _t113 > _t112:
                _t112 = _t113
    return _t112

# <rulerun hearts.rules: play_hand #36 ee3a0474>
def _loop(st):
    _st_vars = st.vars
    _t114 = _NOT_YET
    for _t109 in st.zones[9]:
        if ((_c106[_t109] == _st_vars[1]) and (_c107[_t109] == (_t114 if _t114 is not _NOT_YET else (_t114 := _a110(st))))):
            return _t109
    return None

# <rulerun hearts.rules: play_trick #37 cc2020e2>
def _loop(st, L):
    for _t121 in st.zones[(1 + L[0])]:
        if not ((_c114[_t121] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #38 79fd1374>
def _loop(st):
    _t125 = None
    for _t124 in ([_c for _i in [1 + _p for _p in _k117] for _c in st.zones[_i]] or ()):
        if (_c118[_t124] == 'clubs'):
            _t126 = _c119[_t124]
            if _t125 is None or _t126 < _t125:
                _t125 = _t126
    return _t125

# <rulerun hearts.rules: play_trick #39 3f9fa5ad>
def _loop(st, _t134):
    _st_vars = st.vars
    _st_zones = st.zones
    _t140 = _NOT_YET
    for _t138 in _st_zones[(1 + _t134)]:
        if (((_c127[_t138] == _st_vars[1]) or (not (_st_vars[1] in (_t140 if _t140 is not _NOT_YET else (_t140 := list(map(_c127.__getitem__, _st_zones[(1 + _t134)]))))))) and ((1 if (_c127[_t138] == 'hearts') else (13 if ((_c127[_t138] == 'spades') and (_c128[_t138] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #40 b5344253>
def _loop(st):
    _st_vars = st.vars
    _t153 = None
    for _t152 in st.zones[9]:
        if (_c136[_t152] == _st_vars[1]):
            _t154 = _c137[_t152]
            if _t153 is None or _t154 > _t153:
                _t153 = _t154
    return _t153

# <rulerun hearts.rules: play_trick #41 624ca2e8>
def _loop(st):
    _st_vars = st.vars
    _t155 = _NOT_YET
    for _t150 in st.zones[9]:
        if ((_c134[_t150] == _st_vars[1]) and (_c135[_t150] == (_t155 if _t155 is not _NOT_YET else (_t155 := _a138(st))))):
            return _t150
    return None

# <rulerun hearts.rules: play_trick #42 playout 6eb11c66>
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
        if ((((_c113[_t120] != 'hearts') or _st_vars[3]) or (_t123 if _t123 is not _NOT_YET else (_t123 := _a115(st, L)))) and ((not _st_vars[4]) or ((_c113[_t120] == 'clubs') and (_c116[_t120] == (_t127 if _t127 is not _NOT_YET else (_t127 := _a120(st))))))): _t119.append(_t120)
    _t128 = _l0
    _t129 = len(_t119)
    if not _t129: _no_option123(_t128, 'card to lead')
    if _t129 <= 1 and _st_log is None:
        L[1] = _t119[0] if _t129 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t130 = st.chooser(_t129, _t128)
        else:
            _t130 = _st_bits(_t129.bit_length())
            while _t130 >= _t129: _t130 = _st_bits(_t129.bit_length())
        L[1] = _t119[_t130]; st.decisions += 1
    elif _decide124(st, L, _t119, _t128): raise _PlayoutCut121()
    _st_vars[1] = _c113[L[1]]
    _st_cvars[L[1]] = _l0
    _t131 = L[1]
    _t132 = 9
    if type(_t131) is int and _st_log is None:
        _t133 = _st_zones[_st_loc[_t131]]
        if _t133[-1] == _t131: _t133.pop()
        else: _t133.remove(_t131)
        _st_zones[_t132].append(_t131); _st_loc[_t131] = _t132
    elif _t131 is not None:
        _move_cards125(st, _t131, _t132, False)
    for _t134 in (_o126[_l0] or []):
        L[4] = _t134
        if not ((_t134 != _l0)): continue
        _t137 = _NOT_YET
        _t141 = _NOT_YET
        _t135 = []
        for _t136 in _st_zones[(1 + _t134)]:
            if (((_c113[_t136] == _st_vars[1]) or (not (_st_vars[1] in (_t137 if _t137 is not _NOT_YET else (_t137 := list(map(_c113.__getitem__, _st_zones[(1 + _t134)]))))))) and (((not _st_vars[4]) or ((1 if (_c113[_t136] == 'hearts') else (13 if ((_c113[_t136] == 'spades') and (_c116[_t136] == 12)) else 0)) == 0)) or (not (_t141 if _t141 is not _NOT_YET else (_t141 := _a129(st, _t134)))))): _t135.append(_t136)
        _t142 = _t134
        _t143 = len(_t135)
        if not _t143: _no_option123(_t142, 'card to play')
        if _t143 <= 1 and _st_log is None:
            L[5] = _t135[0] if _t143 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t144 = st.chooser(_t143, _t142)
            else:
                _t144 = _st_bits(_t143.bit_length())
                while _t144 >= _t143: _t144 = _st_bits(_t143.bit_length())
            L[5] = _t135[_t144]; st.decisions += 1
        elif _decide131(st, L, _t135, _t142): raise _PlayoutCut121()
        _st_cvars[L[5]] = _t134
        _t145 = L[5]
        _t146 = 9
        if type(_t145) is int and _st_log is None:
            _t147 = _st_zones[_st_loc[_t145]]
            if _t147[-1] == _t145: _t147.pop()
            else: _t147.remove(_t145)
            _st_zones[_t146].append(_t145); _st_loc[_t145] = _t146
        elif _t145 is not None:
            _move_cards125(st, _t145, _t146, False)
    _t148 = False
    for _t149 in _st_zones[9]:
        if (_c113[_t149] == 'hearts'):
            _t148 = True
            break
    if (_t148 and (not _st_vars[3])):
        _st_vars[3] = True
        if _st_log is not None: _st_log.append(_Text133(_audience132(st), ['hearts are broken']))
    _st_vars[2] = _st_cvars[_a139(st)]
    if _st_log is not None: _st_log.append(_Text133(_audience132(st), [_PlayerRef140(_st_vars[2]), ' wins the trick']))
    _t156 = 9
    _t157 = (10 + _st_vars[2])
    if _st_log is None and _t156 != _t157:
        _t158 = _st_zones[_t156]; _st_zones[_t157] += _t158
        for _t159 in _t158: _st_loc[_t159] = _t157
        _t158.clear()
    else:
        _move_cards125(st, _st_zones[_t156][:], _t157, False)

# <rulerun hearts.rules: play_hand #43 c458f5e4>
def _native(st, L):
    _st_vars = st.vars
    _t76 = 0; _t77 = st.decisions
    while (not not st.zones[(1 + L[3])]):
        _t76 += 1
        if _t76 > _LIMIT82[0] and _over_limit83(_t76, st, _t77): raise _Runaway84()
        if _p141(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play_hand #44 aec96fe6>
def _native(st, L):
    return (not not st.zones[(1 + L[3])])

# <rulerun hearts.rules: play_hand #45 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun hearts.rules: settle #46 ed91d996>
def _loop(st, _t161):
    _t163 = 0
    for _t162 in st.zones[(10 + _t161)]:
        _t163 += (1 if (_c143[_t162] == 'hearts') else (13 if ((_c143[_t162] == 'spades') and (_c144[_t162] == 12)) else 0))
    return _t163

# <rulerun hearts.rules: settle #47 26a63019>
def _loop(st, _t164):
    _t166 = 0
    for _t165 in st.zones[(10 + _t164)]:
        _t166 += (1 if (_c147[_t165] == 'hearts') else (13 if ((_c147[_t165] == 'spades') and (_c148[_t165] == 12)) else 0))
    return _t166

# <rulerun hearts.rules: settle #48 63fa3045>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t160 = None
    for _t161 in (_k142 or ()):
        if (_a145(st, _t161) == 26):
            _t160 = _t161
            break
    L[0] = _t160
    for _t164 in (_k146 or []):
        L[3] = _t164
        if (L[0] is not None):
            if (_t164 != L[0]):
                _st_vars[5 + _t164] = _st_vars[5 + _t164] + 26
        else:
            _st_vars[5 + _t164] = _st_vars[5 + _t164] + _a149(st, _t164)
        _t167 = (10 + _t164)
        _t168 = 0
        if _st_log is None and _t167 != _t168:
            _t169 = _st_zones[_t167]; _st_zones[_t168] += _t169
            for _t170 in _t169: st.loc[_t170] = _t168
            _t169.clear()
        else:
            _move_cards150(st, _st_zones[_t167][:], _t168, False)
    if (L[0] is not None):
        if _st_log is not None: _st_log.append(_Text153(_audience151(st), [_PlayerRef152(L[0]), ' shoots the moon: every other player takes 26']))
    for _t171 in (_k154 or []):
        L[6] = _t171
        if _st_log is not None: _st_log.append(_Text153(_audience151(st), [_PlayerRef152(_t171), ' has ', _plain155(_st_vars[5 + _t171]), ' points']))

# <rulerun hearts.rules: play #49 c4eefc95>
def _loop(st, _t173):
    _t175 = 0
    for _t174 in st.zones[(10 + _t173)]:
        _t175 += (1 if (_c157[_t174] == 'hearts') else (13 if ((_c157[_t174] == 'spades') and (_c158[_t174] == 12)) else 0))
    return _t175

# <rulerun hearts.rules: play #50 427a46cc>
def _loop(st, _t176):
    _t178 = 0
    for _t177 in st.zones[(10 + _t176)]:
        _t178 += (1 if (_c161[_t177] == 'hearts') else (13 if ((_c161[_t177] == 'spades') and (_c162[_t177] == 12)) else 0))
    return _t178

# <rulerun hearts.rules: play #51 eab11c90>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None]
    _t172 = None
    for _t173 in (_k156 or ()):
        if (_a159(st, _t173) == 26):
            _t172 = _t173
            break
    _i2[0] = _t172
    for _t176 in (_k160 or []):
        _i2[3] = _t176
        if (_i2[0] is not None):
            if (_t176 != _i2[0]):
                _st_vars[5 + _t176] = _st_vars[5 + _t176] + 26
        else:
            _st_vars[5 + _t176] = _st_vars[5 + _t176] + _a163(st, _t176)
        _t179 = (10 + _t176)
        _t180 = 0
        if _st_log is None and _t179 != _t180:
            _t181 = _st_zones[_t179]; _st_zones[_t180] += _t181
            for _t182 in _t181: st.loc[_t182] = _t180
            _t181.clear()
        else:
            _move_cards164(st, _st_zones[_t179][:], _t180, False)
    if (_i2[0] is not None):
        if _st_log is not None: _st_log.append(_Text167(_audience165(st), [_PlayerRef166(_i2[0]), ' shoots the moon: every other player takes 26']))
    for _t183 in (_k168 or []):
        _i2[6] = _t183
        if _st_log is not None: _st_log.append(_Text167(_audience165(st), [_PlayerRef166(_t183), ' has ', _plain169(_st_vars[5 + _t183]), ' points']))

# <rulerun hearts.rules: play #52 e1979ee8>
def _loop(st):
    for _t186 in (_k170 or ()):
        if not ((st.vars[5 + _t186] < 100)):
            return False
    return True

# <rulerun hearts.rules: pass_cards #53 playout, without a log d8f3785b>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if ((not True) or (_d178(st, [_k179[0]]) is None)):
        return 2
    for _t194 in (_k180 or []):
        st.thread_player = st.inline_thread = _t194
        _i4 = L[:]; _i4[0] = _t194
        _t195 = _st_zones[(1 + _t194)]
        _t196 = _t194
        _t199 = len(_t195); _t197 = _comb183(_t199, 3)
        if not _t197: _no_option184(_t196, 'cards to pass')
        if _t197 <= 1:
            _i4[1] = _option_at185(_t195, 3, False, 0) if _t197 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t198 = st.chooser(_t197, _t196)
            else:
                _t198 = _st_bits(_t197.bit_length())
                while _t198 >= _t197: _t198 = _st_bits(_t197.bit_length())
            _t200 = _PICKS186.get((_t199, 3)) or _picks187(_t199, 3)
            _i4[1] = list(_t200[_t198](_t195)) if _t200 else _option_at185(_t195, 3, False, _t198)
            st.decisions += 1
        elif _offer182(st, _i4, _t195[:]): raise _PlayoutCut181()
        _t201 = _i4[1]
        _t202 = (5 + _t194)
        if type(_t201) is list:
            for _t203 in _t201:
                _t204 = _st_zones[_st_loc[_t203]]
                if _t204[-1] == _t203: _t204.pop()
                else: _t204.remove(_t203)
                _st_zones[_t202].append(_t203); _st_loc[_t203] = _t202
        elif _t201 is not None:
            _move_cards188(st, _t201, _t202, False)
    st.thread_player = st.inline_thread = None
    for _t205 in (_k189 or []):
        L[4] = _t205
        _t206 = (5 + _t205)
        _t207 = (1 + (((_t205 + 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 1) else (((_t205 - 1) % 4) if ((_st_vars[0] % (4 if (4 == 4) else 3)) == 2) else (((((_t205 + 1) % 4) + 1) % 4) if ((4 == 4) and ((_st_vars[0] % 4) == 3)) else None))))
        if _t206 != _t207:
            _t208 = _st_zones[_t206]; _st_zones[_t207] += _t208
            for _t209 in _t208: _st_loc[_t209] = _t207
            _t208.clear()
        else:
            _move_cards188(st, _st_zones[_t206][:], _t207, False)

# <rulerun hearts.rules: play #54 f8450940>
def _loop(st):
    _t215 = None
    for _t214 in ([_c for _i in [1 + _p for _p in _k195] for _c in st.zones[_i]] or ()):
        if (_c196[_t214] == 'clubs'):
            _t216 = _c197[_t214]
            if _t215 is None or _t216 < _t215:
                _t215 = _t216
    return _t215

# <rulerun hearts.rules: play #55 2d208709>
def _loop(st, _i5l0):
    for _t222 in st.zones[(1 + _i5l0)]:
        if not ((_c199[_t222] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play #56 f6b7afe4>
def _loop(st):
    _t226 = None
    for _t225 in ([_c for _i in [1 + _p for _p in _k201] for _c in st.zones[_i]] or ()):
        if (_c202[_t225] == 'clubs'):
            _t227 = _c203[_t225]
            if _t226 is None or _t227 < _t226:
                _t226 = _t227
    return _t226

# <rulerun hearts.rules: play #57 181ed0a8>
def _loop(st, _t235):
    _st_vars = st.vars
    _st_zones = st.zones
    _t241 = _NOT_YET
    for _t239 in _st_zones[(1 + _t235)]:
        if (((_c210[_t239] == _st_vars[1]) or (not (_st_vars[1] in (_t241 if _t241 is not _NOT_YET else (_t241 := list(map(_c210.__getitem__, _st_zones[(1 + _t235)]))))))) and ((1 if (_c210[_t239] == 'hearts') else (13 if ((_c210[_t239] == 'spades') and (_c211[_t239] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play #58 8bb9b484>
def _loop(st):
    _st_vars = st.vars
    _t254 = None
    for _t253 in st.zones[9]:
        if (_c217[_t253] == _st_vars[1]):
            _t255 = _c218[_t253]
            if _t254 is None or _t255 > _t254:
                _t254 = _t255
    return _t254

# <rulerun hearts.rules: play #59 fb19cc32>
def _loop(st):
    _st_vars = st.vars
    _t256 = _NOT_YET
    for _t251 in st.zones[9]:
        if ((_c215[_t251] == _st_vars[1]) and (_c216[_t251] == (_t256 if _t256 is not _NOT_YET else (_t256 := _a219(st))))):
            return _t251
    return None

# <rulerun hearts.rules: play_trick #60 094be823>
def _loop(st, L):
    for _t263 in st.zones[(1 + L[0])]:
        if not ((_c222[_t263] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #61 4d0884b2>
def _loop(st):
    _t267 = None
    for _t266 in ([_c for _i in [1 + _p for _p in _k225] for _c in st.zones[_i]] or ()):
        if (_c226[_t266] == 'clubs'):
            _t268 = _c227[_t266]
            if _t267 is None or _t268 < _t267:
                _t267 = _t268
    return _t267

# <rulerun hearts.rules: play_trick #62 58b8433c>
def _loop(st, _t276):
    _st_vars = st.vars
    _st_zones = st.zones
    _t282 = _NOT_YET
    for _t280 in _st_zones[(1 + _t276)]:
        if (((_c235[_t280] == _st_vars[1]) or (not (_st_vars[1] in (_t282 if _t282 is not _NOT_YET else (_t282 := list(map(_c235.__getitem__, _st_zones[(1 + _t276)]))))))) and ((1 if (_c235[_t280] == 'hearts') else (13 if ((_c235[_t280] == 'spades') and (_c236[_t280] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #63 71f27976>
def _loop(st):
    _st_vars = st.vars
    _t295 = None
    for _t294 in st.zones[9]:
        if (_c242[_t294] == _st_vars[1]):
            _t296 = _c243[_t294]
            if _t295 is None or _t296 > _t295:
                _t295 = _t296
    return _t295

# <rulerun hearts.rules: play_trick #64 0f1cb7ae>
def _loop(st):
    _st_vars = st.vars
    _t297 = _NOT_YET
    for _t292 in st.zones[9]:
        if ((_c240[_t292] == _st_vars[1]) and (_c241[_t292] == (_t297 if _t297 is not _NOT_YET else (_t297 := _a244(st))))):
            return _t292
    return None

# <rulerun hearts.rules: play_trick #65 playout, without a log 7c63f73e>
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
        if ((((_c221[_t262] != 'hearts') or _st_vars[3]) or (_t265 if _t265 is not _NOT_YET else (_t265 := _a223(st, L)))) and ((not _st_vars[4]) or ((_c221[_t262] == 'clubs') and (_c224[_t262] == (_t269 if _t269 is not _NOT_YET else (_t269 := _a228(st))))))): _t261.append(_t262)
    _t270 = _l0
    _t271 = len(_t261)
    if not _t271: _no_option231(_t270, 'card to lead')
    if _t271 <= 1:
        L[1] = _t261[0] if _t271 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t272 = st.chooser(_t271, _t270)
        else:
            _t272 = _st_bits(_t271.bit_length())
            while _t272 >= _t271: _t272 = _st_bits(_t271.bit_length())
        L[1] = _t261[_t272]; st.decisions += 1
    elif _decide232(st, L, _t261, _t270): raise _PlayoutCut229()
    _st_vars[1] = _c221[L[1]]
    _st_cvars[L[1]] = _l0
    _t273 = L[1]
    _t274 = 9
    if type(_t273) is int:
        _t275 = _st_zones[_st_loc[_t273]]
        if _t275[-1] == _t273: _t275.pop()
        else: _t275.remove(_t273)
        _st_zones[_t274].append(_t273); _st_loc[_t273] = _t274
    elif _t273 is not None:
        _move_cards233(st, _t273, _t274, False)
    for _t276 in (_o234[_l0] or []):
        L[4] = _t276
        if not ((_t276 != _l0)): continue
        _t279 = _NOT_YET
        _t283 = _NOT_YET
        _t277 = []
        for _t278 in _st_zones[(1 + _t276)]:
            if (((_c221[_t278] == _st_vars[1]) or (not (_st_vars[1] in (_t279 if _t279 is not _NOT_YET else (_t279 := list(map(_c221.__getitem__, _st_zones[(1 + _t276)]))))))) and (((not _st_vars[4]) or ((1 if (_c221[_t278] == 'hearts') else (13 if ((_c221[_t278] == 'spades') and (_c224[_t278] == 12)) else 0)) == 0)) or (not (_t283 if _t283 is not _NOT_YET else (_t283 := _a237(st, _t276)))))): _t277.append(_t278)
        _t284 = _t276
        _t285 = len(_t277)
        if not _t285: _no_option231(_t284, 'card to play')
        if _t285 <= 1:
            L[5] = _t277[0] if _t285 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t286 = st.chooser(_t285, _t284)
            else:
                _t286 = _st_bits(_t285.bit_length())
                while _t286 >= _t285: _t286 = _st_bits(_t285.bit_length())
            L[5] = _t277[_t286]; st.decisions += 1
        elif _decide239(st, L, _t277, _t284): raise _PlayoutCut229()
        _st_cvars[L[5]] = _t276
        _t287 = L[5]
        _t288 = 9
        if type(_t287) is int:
            _t289 = _st_zones[_st_loc[_t287]]
            if _t289[-1] == _t287: _t289.pop()
            else: _t289.remove(_t287)
            _st_zones[_t288].append(_t287); _st_loc[_t287] = _t288
        elif _t287 is not None:
            _move_cards233(st, _t287, _t288, False)
    _t290 = False
    for _t291 in _st_zones[9]:
        if (_c221[_t291] == 'hearts'):
            _t290 = True
            break
    if (_t290 and (not _st_vars[3])):
        _st_vars[3] = True
    _st_vars[2] = _st_cvars[_a245(st)]
    _t298 = 9
    _t299 = (10 + _st_vars[2])
    if _t298 != _t299:
        _t300 = _st_zones[_t298]; _st_zones[_t299] += _t300
        for _t301 in _t300: _st_loc[_t301] = _t299
        _t300.clear()
    else:
        _move_cards233(st, _st_zones[_t298][:], _t299, False)

# <rulerun hearts.rules: play #66 508f3809>
def _loop(st, _t303):
    _t305 = 0
    for _t304 in st.zones[(10 + _t303)]:
        _t305 += (1 if (_c248[_t304] == 'hearts') else (13 if ((_c248[_t304] == 'spades') and (_c249[_t304] == 12)) else 0))
    return _t305

# <rulerun hearts.rules: play #67 828ea58b>
def _loop(st, _t306):
    _t308 = 0
    for _t307 in st.zones[(10 + _t306)]:
        _t308 += (1 if (_c252[_t307] == 'hearts') else (13 if ((_c252[_t307] == 'spades') and (_c253[_t307] == 12)) else 0))
    return _t308

# <rulerun hearts.rules: play #68 79bc280c>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t184 = 0; _t185 = st.decisions
    while _a171(st):
        _t184 += 1
        if _t184 > _LIMIT172[0] and _over_limit173(_t184, st, _t185): raise _Runaway174()
        _i3 = [None, None, None, None]
        _st_vars[0] = _st_vars[0] + 1
        _shuffle_zone175(st, 0)
        _t188 = 0; _t189 = st.decisions
        while (not not _st_zones[0]):
            _t188 += 1
            if _t188 > _LIMIT172[0] and _over_limit173(_t188, st, _t189): raise _Runaway174()
            for _t190 in (_k176 or []):
                _i3[2] = _t190
                _t193 = _st_zones[0]
                _t192 = (1 + _t190)
                if _t193:
                    _t191 = _t193.pop(); _st_zones[_t192].append(_t191); _st_loc[_t191] = _t192
        if _p191(st, _k190[:]) == 3: return 3
        _st_vars[3] = False
        _st_vars[4] = True
        _t210 = None
        for _t211 in (_k192 or ()):
            _t217 = _NOT_YET
            _t212 = False
            for _t213 in _st_zones[(1 + _t211)]:
                if ((_c193[_t213] == 'clubs') and (_c194[_t213] == (_t217 if _t217 is not _NOT_YET else (_t217 := _a198(st))))):
                    _t212 = True
                    break
            if _t212:
                _t210 = _t211
                break
        _i3[3] = _t210
        _t218 = 0; _t219 = st.decisions
        while (not not _st_zones[(1 + _i3[3])]):
            _t218 += 1
            if _t218 > _LIMIT172[0] and _over_limit173(_t218, st, _t219): raise _Runaway174()
            if _p246(st, [_i3[3], None, None, None, None, None]) == 3: return 3
            _st_vars[4] = False
            _i3[3] = _st_vars[2]
        _i6 = [None, None, None, None, None, None, None]
        _t302 = None
        for _t303 in (_k247 or ()):
            if (_a250(st, _t303) == 26):
                _t302 = _t303
                break
        _i6[0] = _t302
        for _t306 in (_k251 or []):
            _i6[3] = _t306
            if (_i6[0] is not None):
                if (_t306 != _i6[0]):
                    _st_vars[5 + _t306] = _st_vars[5 + _t306] + 26
            else:
                _st_vars[5 + _t306] = _st_vars[5 + _t306] + _a254(st, _t306)
            _t309 = (10 + _t306)
            _t310 = 0
            if _t309 != _t310:
                _t311 = _st_zones[_t309]; _st_zones[_t310] += _t311
                for _t312 in _t311: _st_loc[_t312] = _t310
                _t311.clear()
            else:
                _move_cards177(st, _st_zones[_t309][:], _t310, False)
        if (_i6[0] is not None):
            pass
        for _t313 in (_k255 or []):
            _i6[6] = _t313
            pass

# <rulerun hearts.rules: play #69 c2c2ffaa>
def _native(st, L):
    _t314 = True
    for _t315 in (_k256 or ()):
        if not ((st.vars[5 + _t315] < 100)):
            _t314 = False
            break
    return _t314

# <rulerun hearts.rules: pass_cards #70 5d7a8f64>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run259(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step260(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t316 = L[0]
            _t319 = len(_o); _t317 = _comb262(_t319, 3)
            if not _t317: _no_option263(_t316, 'cards to pass')
            if _t317 <= 1 and _st_log is None:
                L[1] = _option_at264(_o, 3, False, 0) if _t317 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t318 = st.chooser(_t317, _t316)
                else:
                    _t318 = _st_bits(_t317.bit_length())
                    while _t318 >= _t317: _t318 = _st_bits(_t317.bit_length())
                _t320 = _PICKS265.get((_t319, 3)) or _picks266(_t319, 3)
                L[1] = list(_t320[_t318](_o)) if _t320 else _option_at264(_o, 3, False, _t318)
                st.decisions += 1
            elif _offer261(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run267(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run268(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k269)

# <rulerun hearts.rules: play_trick #71 e9d5af7b>
def _loop(st, L):
    for _t322 in st.zones[(1 + L[0])]:
        if not ((_c274[_t322] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #72 e5cee8a1>
def _loop(st):
    _t326 = None
    for _t325 in ([_c for _i in [1 + _p for _p in _k277] for _c in st.zones[_i]] or ()):
        if (_c278[_t325] == 'clubs'):
            _t327 = _c279[_t325]
            if _t326 is None or _t327 < _t326:
                _t326 = _t327
    return _t326

# <rulerun hearts.rules: play_trick #73 dbc1a4dc>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t336 = _NOT_YET
    for _t334 in _st_zones[(1 + L[4])]:
        if (((_c286[_t334] == _st_vars[1]) or (not (_st_vars[1] in (_t336 if _t336 is not _NOT_YET else (_t336 := list(map(_c286.__getitem__, _st_zones[(1 + L[4])]))))))) and ((1 if (_c286[_t334] == 'hearts') else (13 if ((_c286[_t334] == 'spades') and (_c287[_t334] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #74 019e7349>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT270[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _t324 = _NOT_YET
            _t328 = _NOT_YET
            _o = []
            for _t321 in _st_zones[(1 + L[0])]:
                if ((((_c273[_t321] != 'hearts') or _st_vars[3]) or (_t324 if _t324 is not _NOT_YET else (_t324 := _a275(st, L)))) and ((not _st_vars[4]) or ((_c273[_t321] == 'clubs') and (_c276[_t321] == (_t328 if _t328 is not _NOT_YET else (_t328 := _a280(st))))))): _o.append(_t321)
            fr[1] = 1
            _t329 = L[0]
            _t330 = len(_o)
            if not _t330: _no_option282(_t329, 'card to lead')
            if _t330 <= 1 and _st_log is None:
                L[1] = _o[0] if _t330 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t331 = st.chooser(_t330, _t329)
                else:
                    _t331 = _st_bits(_t330.bit_length())
                    while _t331 >= _t330: _t331 = _st_bits(_t330.bit_length())
                L[1] = _o[_t331]; st.decisions += 1
            elif _decide283(st, L, _o, _t329): return True
            pc = 1
        if pc == 1:
            _r = _run284(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o285[L[0]] or []); L[3] = 0
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
                if (((_c273[_t332] == _st_vars[1]) or (not (_st_vars[1] in (_t333 if _t333 is not _NOT_YET else (_t333 := list(map(_c273.__getitem__, _st_zones[(1 + L[4])]))))))) and (((not _st_vars[4]) or ((1 if (_c273[_t332] == 'hearts') else (13 if ((_c273[_t332] == 'spades') and (_c276[_t332] == 12)) else 0)) == 0)) or (not (_t337 if _t337 is not _NOT_YET else (_t337 := _a288(st, L)))))): _o.append(_t332)
            fr[1] = 5
            _t338 = L[4]
            _t339 = len(_o)
            if not _t339: _no_option282(_t338, 'card to play')
            if _t339 <= 1 and _st_log is None:
                L[5] = _o[0] if _t339 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t340 = st.chooser(_t339, _t338)
                else:
                    _t340 = _st_bits(_t339.bit_length())
                    while _t340 >= _t339: _t340 = _st_bits(_t339.bit_length())
                L[5] = _o[_t340]; st.decisions += 1
            elif _decide290(st, L, _o, _t338): return True
            pc = 5
        if pc == 5:
            _r = _run291(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit272(_k, st, _d0): raise _Runaway271()
            continue
        if pc == 7:
            _r = _run292(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k293)

# <rulerun hearts.rules: play_hand #75 5b976036>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT294[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run297(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit298(_k299)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run300(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit298(_k301)
            fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run302(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit296(_k, st, _d0): raise _Runaway295()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k303)

# <rulerun hearts.rules: settle #76 8ea1f430>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run306(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k307)

# <rulerun hearts.rules: play #77 b476baa4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT308[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _t341 = True
            for _t342 in (_k311 or ()):
                if not ((st.vars[5 + _t342] < 100)):
                    _t341 = False
                    break
            if _t341:
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _a = [None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit312(_k313)
            fr[1] = 2; st.cur.append([2, 0, _a]); return None
        if pc == 2:
            _r = _run314(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit310(_k, st, _d0): raise _Runaway309()
            continue
        if pc == 4:
            fr[1] = 5
            if _step315(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k316)

# <rulerun hearts.rules: pass_cards #78 a854d7f0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run319(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region320(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step321(st, fr): return True
            return None
        if pc == 2:
            _o = st.zones[(1 + L[0])]
            fr[1] = 3
            _t343 = L[0]
            _t346 = len(_o); _t344 = _comb323(_t346, 3)
            if not _t344: _no_option324(_t343, 'cards to pass')
            if _t344 <= 1 and _st_log is None:
                L[1] = _option_at325(_o, 3, False, 0) if _t344 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t345 = st.chooser(_t344, _t343)
                else:
                    _t345 = _st_bits(_t344.bit_length())
                    while _t345 >= _t344: _t345 = _st_bits(_t344.bit_length())
                _t347 = _PICKS326.get((_t346, 3)) or _picks327(_t346, 3)
                L[1] = list(_t347[_t345](_o)) if _t347 else _option_at325(_o, 3, False, _t345)
                st.decisions += 1
            elif _offer322(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run328(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            _r = _run329(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k330)

# <rulerun hearts.rules: play_trick #79 801afd6b>
def _loop(st, L):
    for _t349 in st.zones[(1 + L[0])]:
        if not ((_c335[_t349] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_trick #80 b7a3ec8d>
def _loop(st):
    _t353 = None
    for _t352 in ([_c for _i in [1 + _p for _p in _k338] for _c in st.zones[_i]] or ()):
        if (_c339[_t352] == 'clubs'):
            _t354 = _c340[_t352]
            if _t353 is None or _t354 < _t353:
                _t353 = _t354
    return _t353

# <rulerun hearts.rules: play_trick #81 47c05581>
def _loop(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _t363 = _NOT_YET
    for _t361 in _st_zones[(1 + L[4])]:
        if (((_c348[_t361] == _st_vars[1]) or (not (_st_vars[1] in (_t363 if _t363 is not _NOT_YET else (_t363 := list(map(_c348.__getitem__, _st_zones[(1 + L[4])]))))))) and ((1 if (_c348[_t361] == 'hearts') else (13 if ((_c348[_t361] == 'spades') and (_c349[_t361] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_trick #82 0c4999b3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT331[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _t351 = _NOT_YET
            _t355 = _NOT_YET
            _o = []
            for _t348 in _st_zones[(1 + L[0])]:
                if ((((_c334[_t348] != 'hearts') or _st_vars[3]) or (_t351 if _t351 is not _NOT_YET else (_t351 := _a336(st, L)))) and ((not _st_vars[4]) or ((_c334[_t348] == 'clubs') and (_c337[_t348] == (_t355 if _t355 is not _NOT_YET else (_t355 := _a341(st))))))): _o.append(_t348)
            fr[1] = 1
            _t356 = L[0]
            _t357 = len(_o)
            if not _t357: _no_option343(_t356, 'card to lead')
            if _t357 <= 1 and _st_log is None:
                L[1] = _o[0] if _t357 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t358 = st.chooser(_t357, _t356)
                else:
                    _t358 = _st_bits(_t357.bit_length())
                    while _t358 >= _t357: _t358 = _st_bits(_t357.bit_length())
                L[1] = _o[_t358]; st.decisions += 1
            elif _decide344(st, L, _o, _t356): return True
            pc = 1
        if pc == 1:
            _r = _run345(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region346(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[2] = (_o347[L[0]] or []); L[3] = 0
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
                if (((_c334[_t359] == _st_vars[1]) or (not (_st_vars[1] in (_t360 if _t360 is not _NOT_YET else (_t360 := list(map(_c334.__getitem__, _st_zones[(1 + L[4])]))))))) and (((not _st_vars[4]) or ((1 if (_c334[_t359] == 'hearts') else (13 if ((_c334[_t359] == 'spades') and (_c337[_t359] == 12)) else 0)) == 0)) or (not (_t364 if _t364 is not _NOT_YET else (_t364 := _a350(st, L)))))): _o.append(_t359)
            fr[1] = 5
            _t365 = L[4]
            _t366 = len(_o)
            if not _t366: _no_option343(_t365, 'card to play')
            if _t366 <= 1 and _st_log is None:
                L[5] = _o[0] if _t366 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t367 = st.chooser(_t366, _t365)
                else:
                    _t367 = _st_bits(_t366.bit_length())
                    while _t367 >= _t366: _t367 = _st_bits(_t366.bit_length())
                L[5] = _o[_t367]; st.decisions += 1
            elif _decide352(st, L, _o, _t365): return True
            pc = 5
        if pc == 5:
            _r = _run353(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit333(_k, st, _d0): raise _Runaway332()
            continue
        if pc == 7:
            _r = _run354(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k355)

# <rulerun hearts.rules: play_hand #83 bb04e33f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT356[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run359(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p360(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit361(_k362)
                fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run363(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region364(st, L)
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
                if _p365(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit361(_k366)
                fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run367(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit358(_k, st, _d0): raise _Runaway357()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k368)

# <rulerun hearts.rules: play_hand #84 81c0b988>
def _loop(st):
    _t381 = None
    for _t380 in ([_c for _i in [1 + _p for _p in _k385] for _c in st.zones[_i]] or ()):
        if (_c386[_t380] == 'clubs'):
            _t382 = _c387[_t380]
            if _t381 is None or _t382 < _t381:
                _t381 = _t382
    return _t381

# <rulerun hearts.rules: play_hand #85 a9bce3ae>
def _loop(st, _i7l0):
    for _t388 in st.zones[(1 + _i7l0)]:
        if not ((_c389[_t388] == 'hearts')):
            return False
    return True

# <rulerun hearts.rules: play_hand #86 a1e83307>
def _loop(st):
    _t392 = None
    for _t391 in ([_c for _i in [1 + _p for _p in _k391] for _c in st.zones[_i]] or ()):
        if (_c392[_t391] == 'clubs'):
            _t393 = _c393[_t391]
            if _t392 is None or _t393 < _t392:
                _t392 = _t393
    return _t392

# <rulerun hearts.rules: play_hand #87 dff2f305>
def _loop(st, _t401):
    _st_vars = st.vars
    _st_zones = st.zones
    _t407 = _NOT_YET
    for _t405 in _st_zones[(1 + _t401)]:
        if (((_c400[_t405] == _st_vars[1]) or (not (_st_vars[1] in (_t407 if _t407 is not _NOT_YET else (_t407 := list(map(_c400.__getitem__, _st_zones[(1 + _t401)]))))))) and ((1 if (_c400[_t405] == 'hearts') else (13 if ((_c400[_t405] == 'spades') and (_c401[_t405] == 12)) else 0)) == 0)):
            return True
    return False

# <rulerun hearts.rules: play_hand #88 831b124a>
def _loop(st):
    _st_vars = st.vars
    _t420 = None
    for _t419 in st.zones[9]:
        if (_c407[_t419] == _st_vars[1]):
            _t421 = _c408[_t419]
            if _t420 is None or _t421 > _t420:
                _t420 = _t421
    return _t420

# <rulerun hearts.rules: play_hand #89 bc8815e9>
def _loop(st):
    _st_vars = st.vars
    _t422 = _NOT_YET
    for _t417 in st.zones[9]:
        if ((_c405[_t417] == _st_vars[1]) and (_c406[_t417] == (_t422 if _t422 is not _NOT_YET else (_t422 := _a409(st))))):
            return _t417
    return None

# <rulerun hearts.rules: play_hand #90 playout, without a log 48cf56f5>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = _st_vars[0] + 1
    _shuffle_zone374(st, 0)
    _t370 = 0; _t371 = st.decisions
    while (not not _st_zones[0]):
        _t370 += 1
        if _t370 > _LIMIT375[0] and _over_limit376(_t370, st, _t371): raise _Runaway377()
        for _t372 in (_k378 or []):
            L[2] = _t372
            _t375 = _st_zones[0]
            _t374 = (1 + _t372)
            if _t375:
                _t373 = _t375.pop(); _st_zones[_t374].append(_t373); st.loc[_t373] = _t374
    if _p381(st, _k380[:]) == 3: return 3
    _st_vars[3] = False
    _st_vars[4] = True
    _t376 = None
    for _t377 in (_k382 or ()):
        _t383 = _NOT_YET
        _t378 = False
        for _t379 in _st_zones[(1 + _t377)]:
            if ((_c383[_t379] == 'clubs') and (_c384[_t379] == (_t383 if _t383 is not _NOT_YET else (_t383 := _a388(st))))):
                _t378 = True
                break
        if _t378:
            _t376 = _t377
            break
    L[3] = _t376
    _t384 = 0; _t385 = st.decisions
    while (not not _st_zones[(1 + L[3])]):
        _t384 += 1
        if _t384 > _LIMIT375[0] and _over_limit376(_t384, st, _t385): raise _Runaway377()
        if _p411(st, [L[3], None, None, None, None, None]) == 3: return 3
        _st_vars[4] = False
        L[3] = _st_vars[2]

# <rulerun hearts.rules: play #91 b70f5538>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT369[0]; _d0 = st.decisions
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region372(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            _t368 = True
            for _t369 in (_k373 or ()):
                if not ((st.vars[5 + _t369] < 100)):
                    _t368 = False
                    break
            if _t368:
                pc = 1
            else:
                pc = 4
        if pc == 1:
            if st.thread_player is None and st.log is None:
                if _p412(st, [None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit413(_k414)
                fr[1] = 2; st.cur.append([2, 0, _a]); return None
        if pc == 2:
            _r = _run415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit371(_k, st, _d0): raise _Runaway370()
            continue
        if pc == 4:
            fr[1] = 5
            if _step416(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k417)

# <rulerun hearts.rules: rank #92 20039602>
def _native(st, p):
    return ((-st.vars[5 + p]), )

