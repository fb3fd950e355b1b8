# <rulerun oh_hell.rules: bidding #0 75af6e90>
def _native(st, L):
    L[1] = 0

# <rulerun oh_hell.rules: bidding #1 cb7fb652>
def _native(st, L):
    _l5 = L[5]
    st.vars[3 + L[4]] = _l5
    L[1] = L[1] + _l5

# <rulerun oh_hell.rules: bidding #2 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun oh_hell.rules: bidding #3 dbc8eee8>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    for _t0 in (_o0[_st_vars[0]] or []):
        L[4] = _t0
        _t1 = []
        for _t2 in (_range1(0, _l0) or []):
            if (((not True) or (_t0 != _st_vars[0])) or ((L[1] + _t2) != _l0)): _t1.append(_t2)
        _t3 = _t0
        _t4 = len(_t1)
        if not _t4: _no_option4(_t3, 'bid')
        if _t4 <= 1 and _st_log is None:
            L[5] = _t1[0] if _t4 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t5 = st.chooser(_t4, _t3)
            else:
                _t5 = _st_bits(_t4.bit_length())
                while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
            L[5] = _t1[_t5]; st.decisions += 1
        elif _decide5(st, L, _t1, _t3): raise _PlayoutCut2()
        _st_vars[3 + _t0] = L[5]
        L[1] = L[1] + L[5]

# <rulerun oh_hell.rules: bidding #4 8cc0674f>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text8(_audience6(st), ['the bids add up to ', _plain7(L[1]), ' for ', _plain7(L[0]), ' tricks']))

# <rulerun oh_hell.rules: bidding #5 45d8a81e>
def _native(st, L):
    return _o9[st.vars[0]]

# <rulerun oh_hell.rules: bidding #6 5cb482c7>
def _native(st, L):
    return _range10(0, L[0])

# <rulerun oh_hell.rules: bidding #7 d94e8535>
def _native(st, L):
    return (((not True) or (L[4] != st.vars[0])) or ((L[1] + L[5]) != L[0]))

# <rulerun oh_hell.rules: play_trick #8 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun oh_hell.rules: play_trick #9 97bc2673>
def _native(st, L):
    _l5 = L[5]
    _st_loc = st.loc
    _st_zones = st.zones
    if L[1]:
        st.vars[1] = _c11[_l5]
        L[1] = False
    st.cvars[_l5] = L[4]
    _t6 = _l5
    _t7 = 5
    if type(_t6) is int and st.log is None:
        _t8 = _st_zones[_st_loc[_t6]]
        if _t8[-1] == _t6: _t8.pop()
        else: _t8.remove(_t6)
        _st_zones[_t7].append(_t6); _st_loc[_t6] = _t7
    elif _t6 is not None:
        _move_cards12(st, _t6, _t7, False)

# <rulerun oh_hell.rules: play_trick #10 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun oh_hell.rules: play_trick #11 f90eab60>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t9 in (_o13[L[0]] or []):
        L[4] = _t9
        _t12 = _NOT_YET
        _t10 = []
        for _t11 in _st_zones[(1 + _t9)]:
            if (L[1] or ((_c14[_t11] == _st_vars[1]) or (not (_st_vars[1] in (_t12 if _t12 is not _NOT_YET else (_t12 := list(map(_c14.__getitem__, _st_zones[(1 + _t9)])))))))): _t10.append(_t11)
        _t13 = _t9
        _t14 = len(_t10)
        if not _t14: _no_option17(_t13, 'card to play')
        if _t14 <= 1 and _st_log is None:
            L[5] = _t10[0] if _t14 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t15 = st.chooser(_t14, _t13)
            else:
                _t15 = _st_bits(_t14.bit_length())
                while _t15 >= _t14: _t15 = _st_bits(_t14.bit_length())
            L[5] = _t10[_t15]; st.decisions += 1
        elif _decide18(st, L, _t10, _t13): raise _PlayoutCut15()
        if L[1]:
            _st_vars[1] = _c14[L[5]]
            L[1] = False
        st.cvars[L[5]] = _t9
        _t16 = L[5]
        _t17 = 5
        if type(_t16) is int and _st_log is None:
            _t18 = _st_zones[_st_loc[_t16]]
            if _t18[-1] == _t16: _t18.pop()
            else: _t18.remove(_t16)
            _st_zones[_t17].append(_t16); _st_loc[_t16] = _t17
        elif _t16 is not None:
            _move_cards19(st, _t16, _t17, False)

# <rulerun oh_hell.rules: play_trick #12 b88e1c8d>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t22 = None
    for _t21 in _st_zones[5]:
        _t23 = ((100 + _c22[_t21]) if (_c23[_t21] == _c23[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c22[_t21] if (_c23[_t21] == _st_vars[1]) else 0))
        if _t22 is None or _t23 > _t22:
            _t22 = _t23
    return _t22

# <rulerun oh_hell.rules: play_trick #13 e71e22ff>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t24 = _NOT_YET
    _t25 = _NOT_YET
    for _t19 in _st_zones[5]:
        if (((100 + _c20[_t19]) if (_c21[_t19] == _c21[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c20[_t19] if (_c21[_t19] == _st_vars[1]) else 0)) == (_t25 if _t25 is not _NOT_YET else (_t25 := (_t24 if _t24 is not _NOT_YET else (_t24 := _a24(st)))))):
            return _t19
    return None

# <rulerun oh_hell.rules: play_trick #14 1f0de684>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = st.cvars[_a25(st)]
    if _st_log is not None: _st_log.append(_Text28(_audience26(st), [_PlayerRef27(_st_vars[2]), ' wins the trick']))
    _t26 = 5
    _t27 = (6 + _st_vars[2])
    if _st_log is None and _t26 != _t27:
        _t28 = _st_zones[_t26]; _st_zones[_t27] += _t28
        for _t29 in _t28: st.loc[_t29] = _t27
        _t28.clear()
    else:
        _move_cards29(st, _st_zones[_t26][:], _t27, False)

# <rulerun oh_hell.rules: play_trick #15 90f01bf4>
def _native(st, L):
    return _o30[L[0]]

# <rulerun oh_hell.rules: play_trick #16 45d32d7a>
def _native(st, L):
    return (1 + L[4])

# <rulerun oh_hell.rules: play_trick #17 63439d78>
def _loop(st, L):
    _st_vars = st.vars
    for _t30 in st.zones[(1 + L[4])]:
        if (_c32[_t30] == _st_vars[1]):
            return True
    return False

# <rulerun oh_hell.rules: play_trick #18 f6a2302a>
def _native(st, L):
    return (L[1] or ((_c31[L[5]] == st.vars[1]) or (not _a33(st, L))))

# <rulerun oh_hell.rules: play_hand #19 e1eb9a2b>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text37(_audience34(st), ['a hand of ', _plain35(_l0), ' card(s), dealt by ', _PlayerRef36(_st_vars[0])]))
    _shuffle_zone38(st, 0)
    for _t32 in (_range39(1, _l0) or []):
        L[3] = _t32
        for _t33 in (_o40[_st_vars[0]] or []):
            L[6] = _t33
            _t36 = _st_zones[0]
            _t35 = (1 + _t33)
            if _st_log is None and _t36:
                _t34 = _t36.pop(); _st_zones[_t35].append(_t34); _st_loc[_t34] = _t35
            elif _t36:
                _move_cards41(st, _t36[-1], _t35, False)
    _t39 = _st_zones[0]
    _t38 = 4
    if _st_log is None and _t39:
        _t37 = _t39.pop(); _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
    elif _t39:
        _move_cards41(st, _t39[-1], _t38, False)
    if _st_log is not None: _st_log.append(_Text37(_audience34(st), [_plain35(_c42[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))

# <rulerun oh_hell.rules: play_hand #20 d4ef33e7>
def _native(st, L):
    L[7] = ((st.vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play_hand #21 635fa752>
def _native(st, L):
    L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #22 0d319a29>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t54 = None
    for _t53 in _st_zones[5]:
        _t55 = ((100 + _c53[_t53]) if (_c54[_t53] == _c54[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c53[_t53] if (_c54[_t53] == _st_vars[1]) else 0))
        if _t54 is None or _t55 > _t54:
            _t54 = _t55
    return _t54

# <rulerun oh_hell.rules: play_hand #23 92ee5f03>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t56 = _NOT_YET
    _t57 = _NOT_YET
    for _t51 in _st_zones[5]:
        if (((100 + _c51[_t51]) if (_c52[_t51] == _c52[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c51[_t51] if (_c52[_t51] == _st_vars[1]) else 0)) == (_t57 if _t57 is not _NOT_YET else (_t57 := (_t56 if _t56 is not _NOT_YET else (_t56 := _a55(st)))))):
            return _t51
    return None

# <rulerun oh_hell.rules: play_trick #24 09140ed2>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t75 = None
    for _t74 in _st_zones[5]:
        _t76 = ((100 + _c69[_t74]) if (_c70[_t74] == _c70[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c69[_t74] if (_c70[_t74] == _st_vars[1]) else 0))
        if _t75 is None or _t76 > _t75:
            _t75 = _t76
    return _t75

# <rulerun oh_hell.rules: play_trick #25 5146eaf1>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t77 = _NOT_YET
    _t78 = _NOT_YET
    for _t72 in _st_zones[5]:
        if (((100 + _c67[_t72]) if (_c68[_t72] == _c68[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c67[_t72] if (_c68[_t72] == _st_vars[1]) else 0)) == (_t78 if _t78 is not _NOT_YET else (_t78 := (_t77 if _t77 is not _NOT_YET else (_t77 := _a71(st)))))):
            return _t72
    return None

# <rulerun oh_hell.rules: play_trick #26 playout ae93e894>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = True
    for _t62 in (_o60[L[0]] or []):
        L[4] = _t62
        _t65 = _NOT_YET
        _t63 = []
        for _t64 in _st_zones[(1 + _t62)]:
            if (L[1] or ((_c61[_t64] == _st_vars[1]) or (not (_st_vars[1] in (_t65 if _t65 is not _NOT_YET else (_t65 := list(map(_c61.__getitem__, _st_zones[(1 + _t62)])))))))): _t63.append(_t64)
        _t66 = _t62
        _t67 = len(_t63)
        if not _t67: _no_option64(_t66, 'card to play')
        if _t67 <= 1 and _st_log is None:
            L[5] = _t63[0] if _t67 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t68 = st.chooser(_t67, _t66)
            else:
                _t68 = _st_bits(_t67.bit_length())
                while _t68 >= _t67: _t68 = _st_bits(_t67.bit_length())
            L[5] = _t63[_t68]; st.decisions += 1
        elif _decide65(st, L, _t63, _t66): raise _PlayoutCut62()
        if L[1]:
            _st_vars[1] = _c61[L[5]]
            L[1] = False
        _st_cvars[L[5]] = _t62
        _t69 = L[5]
        _t70 = 5
        if type(_t69) is int and _st_log is None:
            _t71 = _st_zones[_st_loc[_t69]]
            if _t71[-1] == _t69: _t71.pop()
            else: _t71.remove(_t69)
            _st_zones[_t70].append(_t69); _st_loc[_t69] = _t70
        elif _t69 is not None:
            _move_cards66(st, _t69, _t70, False)
    _st_vars[2] = _st_cvars[_a72(st)]
    if _st_log is not None: _st_log.append(_Text75(_audience73(st), [_PlayerRef74(_st_vars[2]), ' wins the trick']))
    _t79 = 5
    _t80 = (6 + _st_vars[2])
    if _st_log is None and _t79 != _t80:
        _t81 = _st_zones[_t79]; _st_zones[_t80] += _t81
        for _t82 in _t81: _st_loc[_t82] = _t80
        _t81.clear()
    else:
        _move_cards66(st, _st_zones[_t79][:], _t80, False)

# <rulerun oh_hell.rules: play_hand #27 3461bbcf>
def _native(st, L):
    for _t40 in (_range43(1, L[0]) or []):
        L[10] = _t40
        if _p76(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #28 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play_hand #29 72e3fba8>
def _native(st, L):
    return _range77(1, L[0])

# <rulerun oh_hell.rules: play_hand #30 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun oh_hell.rules: settle #31 a7927acc>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t83 in (_k78 or []):
        L[2] = _t83
        if ((len(_st_zones[(6 + _t83)]) // 3) == _st_vars[3 + _t83]):
            _st_vars[6 + _t83] = _st_vars[6 + _t83] + (10 + _st_vars[3 + _t83])
            if _st_log is not None: _st_log.append(_Text82(_audience79(st), [_PlayerRef80(_t83), ' made ', _plain81(_st_vars[3 + _t83]), ' and scores ', _plain81((10 + _st_vars[3 + _t83]))]))
        else:
            if _st_log is not None: _st_log.append(_Text82(_audience79(st), [_PlayerRef80(_t83), ' bid ', _plain81(_st_vars[3 + _t83]), ' but took ', _plain81((len(_st_zones[(6 + _t83)]) // 3))]))
        _t84 = (6 + _t83)
        _t85 = 0
        if _st_log is None and _t84 != _t85:
            _t86 = _st_zones[_t84]; _st_zones[_t85] += _t86
            for _t87 in _t86: _st_loc[_t87] = _t85
            _t86.clear()
        else:
            _move_cards83(st, _st_zones[_t84][:], _t85, False)
    _t88 = 4
    _t89 = 0
    if _st_log is None and _t88 != _t89:
        _t90 = _st_zones[_t88]; _st_zones[_t89] += _t90
        for _t91 in _t90: _st_loc[_t91] = _t89
        _t90.clear()
    else:
        _move_cards83(st, _st_zones[_t88][:], _t89, False)

# <rulerun oh_hell.rules: play #32 814e6c16>
def _native(st, L):
    st.vars[0] = _random_item84(st, _k85)
    L[0] = []
    if ('up' == 'up'):
        L[0] = _range86(1, min(10, (51 // 3)))
    elif ('up' == 'down'):
        for _t92 in (_range86(1, min(10, (51 // 3))) or []):
            L[3] = _t92
            L[0] = (L[0] + [((min(10, (51 // 3)) + 1) - _t92)])
    else:
        for _t93 in (_range86(1, min(10, (51 // 3))) or []):
            L[6] = _t93
            L[0] = (L[0] + [((min(10, (51 // 3)) + 1) - _t93)])
        L[0] = (L[0] + _range86(2, min(10, (51 // 3))))

# <rulerun oh_hell.rules: play #33 410cb4da>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i1 = [None, None, None]
    for _t94 in (_k87 or []):
        _i1[2] = _t94
        if ((len(_st_zones[(6 + _t94)]) // 3) == _st_vars[3 + _t94]):
            _st_vars[6 + _t94] = _st_vars[6 + _t94] + (10 + _st_vars[3 + _t94])
            if _st_log is not None: _st_log.append(_Text91(_audience88(st), [_PlayerRef89(_t94), ' made ', _plain90(_st_vars[3 + _t94]), ' and scores ', _plain90((10 + _st_vars[3 + _t94]))]))
        else:
            if _st_log is not None: _st_log.append(_Text91(_audience88(st), [_PlayerRef89(_t94), ' bid ', _plain90(_st_vars[3 + _t94]), ' but took ', _plain90((len(_st_zones[(6 + _t94)]) // 3))]))
        _t95 = (6 + _t94)
        _t96 = 0
        if _st_log is None and _t95 != _t96:
            _t97 = _st_zones[_t95]; _st_zones[_t96] += _t97
            for _t98 in _t97: _st_loc[_t98] = _t96
            _t97.clear()
        else:
            _move_cards92(st, _st_zones[_t95][:], _t96, False)
    _t99 = 4
    _t100 = 0
    if _st_log is None and _t99 != _t100:
        _t101 = _st_zones[_t99]; _st_zones[_t100] += _t101
        for _t102 in _t101: _st_loc[_t102] = _t100
        _t101.clear()
    else:
        _move_cards92(st, _st_zones[_t99][:], _t100, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play #34 1930f9b1>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t132 = None
    for _t131 in _st_zones[5]:
        _t133 = ((100 + _c112[_t131]) if (_c113[_t131] == _c113[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c112[_t131] if (_c113[_t131] == _st_vars[1]) else 0))
        if _t132 is None or _t133 > _t132:
            _t132 = _t133
    return _t132

# <rulerun oh_hell.rules: play #35 fc3591f5>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t134 = _NOT_YET
    _t135 = _NOT_YET
    for _t129 in _st_zones[5]:
        if (((100 + _c110[_t129]) if (_c111[_t129] == _c111[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c110[_t129] if (_c111[_t129] == _st_vars[1]) else 0)) == (_t135 if _t135 is not _NOT_YET else (_t135 := (_t134 if _t134 is not _NOT_YET else (_t134 := _a114(st)))))):
            return _t129
    return None

# <rulerun oh_hell.rules: play_hand #36 964dd172>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t168 = None
    for _t167 in _st_zones[5]:
        _t169 = ((100 + _c136[_t167]) if (_c137[_t167] == _c137[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c136[_t167] if (_c137[_t167] == _st_vars[1]) else 0))
        if _t168 is None or _t169 > _t168:
            _t168 = _t169
    return _t168

# <rulerun oh_hell.rules: play_hand #37 a01b5c9d>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t170 = _NOT_YET
    _t171 = _NOT_YET
    for _t165 in _st_zones[5]:
        if (((100 + _c134[_t165]) if (_c135[_t165] == _c135[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c134[_t165] if (_c135[_t165] == _st_vars[1]) else 0)) == (_t171 if _t171 is not _NOT_YET else (_t171 := (_t170 if _t170 is not _NOT_YET else (_t170 := _a138(st)))))):
            return _t165
    return None

# <rulerun oh_hell.rules: play_hand #38 playout f7be7ca2>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text120(_audience117(st), ['a hand of ', _plain118(_l0), ' card(s), dealt by ', _PlayerRef119(_st_vars[0])]))
    _shuffle_zone121(st, 0)
    for _t140 in (_range122(1, _l0) or []):
        L[3] = _t140
        for _t141 in (_o123[_st_vars[0]] or []):
            L[6] = _t141
            _t144 = _st_zones[0]
            _t143 = (1 + _t141)
            if _st_log is None and _t144:
                _t142 = _t144.pop(); _st_zones[_t143].append(_t142); _st_loc[_t142] = _t143
            elif _t144:
                _move_cards124(st, _t144[-1], _t143, False)
    _t147 = _st_zones[0]
    _t146 = 4
    if _st_log is None and _t147:
        _t145 = _t147.pop(); _st_zones[_t146].append(_t145); _st_loc[_t145] = _t146
    elif _t147:
        _move_cards124(st, _t147[-1], _t146, False)
    if _st_log is not None: _st_log.append(_Text120(_audience117(st), [_plain118(_c125[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))
    _i5l0 = _l0
    _i5 = [_i5l0, None, None, None, None, None]
    _i5[1] = 0
    for _t148 in (_o126[_st_vars[0]] or []):
        _i5[4] = _t148
        _t149 = []
        for _t150 in (_range122(0, _i5l0) or []):
            if (((not True) or (_t148 != _st_vars[0])) or ((_i5[1] + _t150) != _i5l0)): _t149.append(_t150)
        _t151 = _t148
        _t152 = len(_t149)
        if not _t152: _no_option129(_t151, 'bid')
        if _t152 <= 1 and _st_log is None:
            _i5[5] = _t149[0] if _t152 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t153 = st.chooser(_t152, _t151)
            else:
                _t153 = _st_bits(_t152.bit_length())
                while _t153 >= _t152: _t153 = _st_bits(_t152.bit_length())
            _i5[5] = _t149[_t153]; st.decisions += 1
        elif _decide130(st, _i5, _t149, _t151): raise _PlayoutCut127()
        _st_vars[3 + _t148] = _i5[5]
        _i5[1] = _i5[1] + _i5[5]
    if _st_log is not None: _st_log.append(_Text120(_audience117(st), ['the bids add up to ', _plain118(_i5[1]), ' for ', _plain118(_i5l0), ' tricks']))
    L[7] = ((_st_vars[0] + 1) % 3)
    for _t154 in (_range122(1, _l0) or []):
        L[10] = _t154
        if _p140(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = _st_vars[2]

# <rulerun oh_hell.rules: play #39 9f5ed69b>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t103 in (L[0] or []):
        L[9] = _t103
        if _p141(st, [_t103, None, None, None, None, None, None, None, None, None, None]) == 3: return 3
        _i7 = [None, None, None]
        for _t176 in (_k142 or []):
            _i7[2] = _t176
            if ((len(_st_zones[(6 + _t176)]) // 3) == _st_vars[3 + _t176]):
                _st_vars[6 + _t176] = _st_vars[6 + _t176] + (10 + _st_vars[3 + _t176])
                if _st_log is not None: _st_log.append(_Text96(_audience93(st), [_PlayerRef95(_t176), ' made ', _plain94(_st_vars[3 + _t176]), ' and scores ', _plain94((10 + _st_vars[3 + _t176]))]))
            else:
                if _st_log is not None: _st_log.append(_Text96(_audience93(st), [_PlayerRef95(_t176), ' bid ', _plain94(_st_vars[3 + _t176]), ' but took ', _plain94((len(_st_zones[(6 + _t176)]) // 3))]))
            _t177 = (6 + _t176)
            _t178 = 0
            if _st_log is None and _t177 != _t178:
                _t179 = _st_zones[_t177]; _st_zones[_t178] += _t179
                for _t180 in _t179: _st_loc[_t180] = _t178
                _t179.clear()
            else:
                _move_cards100(st, _st_zones[_t177][:], _t178, False)
        _t181 = 4
        _t182 = 0
        if _st_log is None and _t181 != _t182:
            _t183 = _st_zones[_t181]; _st_zones[_t182] += _t183
            for _t184 in _t183: _st_loc[_t184] = _t182
            _t183.clear()
        else:
            _move_cards100(st, _st_zones[_t181][:], _t182, False)
        _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play #40 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play #41 3c81499a>
def _native(st, L):
    return L[9]

# <rulerun oh_hell.rules: bidding #42 b97ab9d3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT143[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run146(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o147[_st_vars[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = []
            for _t185 in (_range148(0, L[0]) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t185) != L[0])): _o.append(_t185)
            fr[1] = 4
            _t186 = L[4]
            _t187 = len(_o)
            if not _t187: _no_option150(_t186, 'bid')
            if _t187 <= 1 and _st_log is None:
                L[5] = _o[0] if _t187 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t188 = st.chooser(_t187, _t186)
                else:
                    _t188 = _st_bits(_t187.bit_length())
                    while _t188 >= _t187: _t188 = _st_bits(_t187.bit_length())
                L[5] = _o[_t188]; st.decisions += 1
            elif _decide151(st, L, _o, _t186): return True
            pc = 4
        if pc == 4:
            _r = _run152(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit145(_k, st, _d0): raise _Runaway144()
            continue
        if pc == 6:
            _r = _run153(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k154)

# <rulerun oh_hell.rules: play_trick #43 37379ed1>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT155[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run158(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o159[L[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _t190 = _NOT_YET
            _o = []
            for _t189 in _st_zones[(1 + L[4])]:
                if (L[1] or ((_c160[_t189] == _st_vars[1]) or (not (_st_vars[1] in (_t190 if _t190 is not _NOT_YET else (_t190 := list(map(_c160.__getitem__, _st_zones[(1 + L[4])])))))))): _o.append(_t189)
            fr[1] = 4
            _t191 = L[4]
            _t192 = len(_o)
            if not _t192: _no_option162(_t191, 'card to play')
            if _t192 <= 1 and _st_log is None:
                L[5] = _o[0] if _t192 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t193 = st.chooser(_t192, _t191)
                else:
                    _t193 = _st_bits(_t192.bit_length())
                    while _t193 >= _t192: _t193 = _st_bits(_t192.bit_length())
                L[5] = _o[_t193]; st.decisions += 1
            elif _decide163(st, L, _o, _t191): return True
            pc = 4
        if pc == 4:
            _r = _run164(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit157(_k, st, _d0): raise _Runaway156()
            continue
        if pc == 6:
            _r = _run165(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k166)

# <rulerun oh_hell.rules: play_hand #44 0ad11428>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT167[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run170(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit171(_k172)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run173(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[8] = (_range174(1, L[0]) or []); L[9] = 0
            pc = 4
        if pc == 4:
            _s = L[8]; _i = L[9]; _n = len(_s); pc = 8
            while _i < _n:
                L[10] = _s[_i]; _i += 1
                pc = 5; break
            L[9] = _i
        if pc == 5:
            _a = [L[7], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit171(_k175)
            fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            _r = _run176(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
            _k += 1
            if _k > _lim and _over_limit169(_k, st, _d0): raise _Runaway168()
            continue
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k177)

# <rulerun oh_hell.rules: settle #45 be1b1025>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run180(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k181)

# <rulerun oh_hell.rules: play #46 9849c254>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT182[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run185(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[7] = (L[0] or []); L[8] = 0
            pc = 2
        if pc == 2:
            _s = L[7]; _i = L[8]; _n = len(_s); pc = 6
            while _i < _n:
                L[9] = _s[_i]; _i += 1
                pc = 3; break
            L[8] = _i
        if pc == 3:
            _a = [L[9], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit186(_k187)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run188(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit184(_k, st, _d0): raise _Runaway183()
            continue
        if pc == 6:
            fr[1] = 7
            if _step189(st, fr): return True
            pc = 7
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k190)

# <rulerun oh_hell.rules: bidding #47 52bacbb7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT191[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run194(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region195(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_o196[_st_vars[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = []
            for _t194 in (_range197(0, L[0]) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t194) != L[0])): _o.append(_t194)
            fr[1] = 4
            _t195 = L[4]
            _t196 = len(_o)
            if not _t196: _no_option199(_t195, 'bid')
            if _t196 <= 1 and _st_log is None:
                L[5] = _o[0] if _t196 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t197 = st.chooser(_t196, _t195)
                else:
                    _t197 = _st_bits(_t196.bit_length())
                    while _t197 >= _t196: _t197 = _st_bits(_t196.bit_length())
                L[5] = _o[_t197]; st.decisions += 1
            elif _decide200(st, L, _o, _t195): return True
            pc = 4
        if pc == 4:
            _r = _run201(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit193(_k, st, _d0): raise _Runaway192()
            continue
        if pc == 6:
            _r = _run202(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k203)

# <rulerun oh_hell.rules: play_trick #48 b286c4d1>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT204[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run207(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region208(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_o209[L[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _t199 = _NOT_YET
            _o = []
            for _t198 in _st_zones[(1 + L[4])]:
                if (L[1] or ((_c210[_t198] == _st_vars[1]) or (not (_st_vars[1] in (_t199 if _t199 is not _NOT_YET else (_t199 := list(map(_c210.__getitem__, _st_zones[(1 + L[4])])))))))): _o.append(_t198)
            fr[1] = 4
            _t200 = L[4]
            _t201 = len(_o)
            if not _t201: _no_option212(_t200, 'card to play')
            if _t201 <= 1 and _st_log is None:
                L[5] = _o[0] if _t201 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t202 = st.chooser(_t201, _t200)
                else:
                    _t202 = _st_bits(_t201.bit_length())
                    while _t202 >= _t201: _t202 = _st_bits(_t201.bit_length())
                L[5] = _o[_t202]; st.decisions += 1
            elif _decide213(st, L, _o, _t200): return True
            pc = 4
        if pc == 4:
            _r = _run214(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit206(_k, st, _d0): raise _Runaway205()
            continue
        if pc == 6:
            _r = _run215(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k216)

# <rulerun oh_hell.rules: bidding #49 playout 007dd451>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L[1] = 0
    for _t203 in (_o221[_st_vars[0]] or []):
        L[4] = _t203
        _t204 = []
        for _t205 in (_range222(0, _l0) or []):
            if (((not True) or (_t203 != _st_vars[0])) or ((L[1] + _t205) != _l0)): _t204.append(_t205)
        _t206 = _t203
        _t207 = len(_t204)
        if not _t207: _no_option225(_t206, 'bid')
        if _t207 <= 1 and _st_log is None:
            L[5] = _t204[0] if _t207 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t208 = st.chooser(_t207, _t206)
            else:
                _t208 = _st_bits(_t207.bit_length())
                while _t208 >= _t207: _t208 = _st_bits(_t207.bit_length())
            L[5] = _t204[_t208]; st.decisions += 1
        elif _decide226(st, L, _t204, _t206): raise _PlayoutCut223()
        _st_vars[3 + _t203] = L[5]
        L[1] = L[1] + L[5]
    if _st_log is not None: _st_log.append(_Text229(_audience227(st), ['the bids add up to ', _plain228(L[1]), ' for ', _plain228(_l0), ' tricks']))

# <rulerun oh_hell.rules: play_hand #50 e4bf1c44>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT217[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run220(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p230(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit231(_k232)
                fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run233(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region234(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 3:
            L[8] = (_range235(1, L[0]) or []); L[9] = 0
            pc = 4
        if pc == 4:
            _s = L[8]; _i = L[9]; _n = len(_s); pc = 8
            while _i < _n:
                L[10] = _s[_i]; _i += 1
                pc = 5; break
            L[9] = _i
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p236(st, [L[7], None, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[7], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit231(_k237)
                fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            _r = _run238(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
            _k += 1
            if _k > _lim and _over_limit219(_k, st, _d0): raise _Runaway218()
            continue
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k239)

# <rulerun oh_hell.rules: play #51 ae308ad9>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT240[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run243(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region244(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[7] = (L[0] or []); L[8] = 0
            pc = 2
        if pc == 2:
            _s = L[7]; _i = L[8]; _n = len(_s); pc = 6
            while _i < _n:
                L[9] = _s[_i]; _i += 1
                pc = 3; break
            L[8] = _i
        if pc == 3:
            if st.thread_player == st.inline_thread:
                if _p245(st, [L[9], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 4
            else:
                _a = [L[9], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit246(_k247)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run248(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit242(_k, st, _d0): raise _Runaway241()
            continue
        if pc == 6:
            fr[1] = 7
            if _step249(st, fr): return True
            pc = 7
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k250)

# <rulerun oh_hell.rules: rank #52 9418b35e>
def _native(st, p):
    return (st.vars[6 + p], )

