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

# <rulerun oh_hell.rules: play_trick #14 58ea1427>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = _player26(st.cvars[_a25(st)], 3)
    if _st_log is not None: _st_log.append(_Text29(_audience27(st), [_PlayerRef28(_st_vars[2]), ' wins the trick']))
    _t26 = 5
    _t27 = (6 + _st_vars[2])
    if _st_log is None and _t26 != _t27:
        _t28 = _st_zones[_t26]; _st_zones[_t27] += _t28
        for _t29 in _t28: st.loc[_t29] = _t27
        _t28.clear()
    else:
        _move_cards30(st, _st_zones[_t26][:], _t27, False)

# <rulerun oh_hell.rules: play_trick #15 76ab3745>
def _native(st, L):
    return _o31[L[0]]

# <rulerun oh_hell.rules: play_trick #16 45d32d7a>
def _native(st, L):
    return (1 + L[4])

# <rulerun oh_hell.rules: play_trick #17 390903e9>
def _loop(st, L):
    _st_vars = st.vars
    for _t30 in st.zones[(1 + L[4])]:
        if (_c33[_t30] == _st_vars[1]):
            return True
    return False

# <rulerun oh_hell.rules: play_trick #18 a56c7da6>
def _native(st, L):
    return (L[1] or ((_c32[L[5]] == st.vars[1]) or (not _a34(st, L))))

# <rulerun oh_hell.rules: play_hand #19 da8b502f>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text38(_audience35(st), ['a hand of ', _plain36(_l0), ' card(s), dealt by ', _PlayerRef37(_st_vars[0])]))
    _shuffle_zone39(st, 0)
    _t33 = (_range40(1, _l0) or [])
    _budget41[0] -= len(_t33)
    if _budget41[0] < 0: _spent42(st)
    for _t32 in _t33:
        L[3] = _t32
        for _t34 in (_o43[_st_vars[0]] or []):
            L[6] = _t34
            _t37 = _st_zones[0]
            _t36 = (1 + _t34)
            if _st_log is None and _t37:
                _t35 = _t37.pop(); _st_zones[_t36].append(_t35); _st_loc[_t35] = _t36
            elif _t37:
                _move_cards44(st, _t37[-1], _t36, False)
    _t40 = _st_zones[0]
    _t39 = 4
    if _st_log is None and _t40:
        _t38 = _t40.pop(); _st_zones[_t39].append(_t38); _st_loc[_t38] = _t39
    elif _t40:
        _move_cards44(st, _t40[-1], _t39, False)
    if _st_log is not None: _st_log.append(_Text38(_audience35(st), [_plain36(_c45[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))

# <rulerun oh_hell.rules: play_hand #20 d4ef33e7>
def _native(st, L):
    L[7] = ((st.vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play_hand #21 635fa752>
def _native(st, L):
    L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #22 9fc7463e>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t56 = None
    for _t55 in _st_zones[5]:
        _t57 = ((100 + _c58[_t55]) if (_c59[_t55] == _c59[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c58[_t55] if (_c59[_t55] == _st_vars[1]) else 0))
        if _t56 is None or _t57 > _t56:
            _t56 = _t57
    return _t56

# <rulerun oh_hell.rules: play_hand #23 34905a4b>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t58 = _NOT_YET
    _t59 = _NOT_YET
    for _t53 in _st_zones[5]:
        if (((100 + _c56[_t53]) if (_c57[_t53] == _c57[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c56[_t53] if (_c57[_t53] == _st_vars[1]) else 0)) == (_t59 if _t59 is not _NOT_YET else (_t59 := (_t58 if _t58 is not _NOT_YET else (_t58 := _a60(st)))))):
            return _t53
    return None

# <rulerun oh_hell.rules: play_trick #24 7fc51774>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t77 = None
    for _t76 in _st_zones[5]:
        _t78 = ((100 + _c75[_t76]) if (_c76[_t76] == _c76[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c75[_t76] if (_c76[_t76] == _st_vars[1]) else 0))
        if _t77 is None or _t78 > _t77:
            _t77 = _t78
    return _t77

# <rulerun oh_hell.rules: play_trick #25 8f483aa4>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t79 = _NOT_YET
    _t80 = _NOT_YET
    for _t74 in _st_zones[5]:
        if (((100 + _c73[_t74]) if (_c74[_t74] == _c74[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c73[_t74] if (_c74[_t74] == _st_vars[1]) else 0)) == (_t80 if _t80 is not _NOT_YET else (_t80 := (_t79 if _t79 is not _NOT_YET else (_t79 := _a77(st)))))):
            return _t74
    return None

# <rulerun oh_hell.rules: play_trick #26 playout 28f93dc6>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = True
    for _t64 in (_o66[L[0]] or []):
        L[4] = _t64
        _t67 = _NOT_YET
        _t65 = []
        for _t66 in _st_zones[(1 + _t64)]:
            if (L[1] or ((_c67[_t66] == _st_vars[1]) or (not (_st_vars[1] in (_t67 if _t67 is not _NOT_YET else (_t67 := list(map(_c67.__getitem__, _st_zones[(1 + _t64)])))))))): _t65.append(_t66)
        _t68 = _t64
        _t69 = len(_t65)
        if not _t69: _no_option70(_t68, 'card to play')
        if _t69 <= 1 and _st_log is None:
            L[5] = _t65[0] if _t69 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t70 = st.chooser(_t69, _t68)
            else:
                _t70 = _st_bits(_t69.bit_length())
                while _t70 >= _t69: _t70 = _st_bits(_t69.bit_length())
            L[5] = _t65[_t70]; st.decisions += 1
        elif _decide71(st, L, _t65, _t68): raise _PlayoutCut68()
        if L[1]:
            _st_vars[1] = _c67[L[5]]
            L[1] = False
        _st_cvars[L[5]] = _t64
        _t71 = L[5]
        _t72 = 5
        if type(_t71) is int and _st_log is None:
            _t73 = _st_zones[_st_loc[_t71]]
            if _t73[-1] == _t71: _t73.pop()
            else: _t73.remove(_t71)
            _st_zones[_t72].append(_t71); _st_loc[_t71] = _t72
        elif _t71 is not None:
            _move_cards72(st, _t71, _t72, False)
    _st_vars[2] = _player79(_st_cvars[_a78(st)], 3)
    if _st_log is not None: _st_log.append(_Text82(_audience80(st), [_PlayerRef81(_st_vars[2]), ' wins the trick']))
    _t81 = 5
    _t82 = (6 + _st_vars[2])
    if _st_log is None and _t81 != _t82:
        _t83 = _st_zones[_t81]; _st_zones[_t82] += _t83
        for _t84 in _t83: _st_loc[_t84] = _t82
        _t83.clear()
    else:
        _move_cards72(st, _st_zones[_t81][:], _t82, False)

# <rulerun oh_hell.rules: play_hand #27 023dfb5f>
def _native(st, L):
    _t42 = (_range46(1, L[0]) or [])
    _budget47[0] -= len(_t42)
    if _budget47[0] < 0: _spent48(st)
    for _t41 in _t42:
        L[10] = _t41
        if _p83(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #28 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play_hand #29 76c304ef>
def _native(st, L):
    return _range84(1, L[0])

# <rulerun oh_hell.rules: play_hand #30 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun oh_hell.rules: settle #31 fce99918>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t85 in (_k85 or []):
        L[2] = _t85
        if ((len(_st_zones[(6 + _t85)]) // 3) == _st_vars[3 + _t85]):
            _st_vars[6 + _t85] = _st_vars[6 + _t85] + (10 + _st_vars[3 + _t85])
            if _st_log is not None: _st_log.append(_Text89(_audience86(st), [_PlayerRef87(_t85), ' made ', _plain88(_st_vars[3 + _t85]), ' and scores ', _plain88((10 + _st_vars[3 + _t85]))]))
        else:
            if _st_log is not None: _st_log.append(_Text89(_audience86(st), [_PlayerRef87(_t85), ' bid ', _plain88(_st_vars[3 + _t85]), ' but took ', _plain88((len(_st_zones[(6 + _t85)]) // 3))]))
        _t86 = (6 + _t85)
        _t87 = 0
        if _st_log is None and _t86 != _t87:
            _t88 = _st_zones[_t86]; _st_zones[_t87] += _t88
            for _t89 in _t88: _st_loc[_t89] = _t87
            _t88.clear()
        else:
            _move_cards90(st, _st_zones[_t86][:], _t87, False)
    _t90 = 4
    _t91 = 0
    if _st_log is None and _t90 != _t91:
        _t92 = _st_zones[_t90]; _st_zones[_t91] += _t92
        for _t93 in _t92: _st_loc[_t93] = _t91
        _t92.clear()
    else:
        _move_cards90(st, _st_zones[_t90][:], _t91, False)

# <rulerun oh_hell.rules: play #32 2a2ed8dc>
def _native(st, L):
    st.vars[0] = _random_item91(st, _k92)
    L[0] = []
    if ('up' == 'up'):
        L[0] = _range93(1, min(10, (51 // 3)))
    elif ('up' == 'down'):
        _t95 = (_range93(1, min(10, (51 // 3))) or [])
        _budget94[0] -= len(_t95)
        if _budget94[0] < 0: _spent95(st)
        for _t94 in _t95:
            L[3] = _t94
            L[0] = (L[0] + [((min(10, (51 // 3)) + 1) - _t94)])
            if len(L[0]) > 1000000: _too_long96(L[0])
    else:
        _t97 = (_range93(1, min(10, (51 // 3))) or [])
        _budget94[0] -= len(_t97)
        if _budget94[0] < 0: _spent95(st)
        for _t96 in _t97:
            L[6] = _t96
            L[0] = (L[0] + [((min(10, (51 // 3)) + 1) - _t96)])
            if len(L[0]) > 1000000: _too_long96(L[0])
        L[0] = (L[0] + _range93(2, min(10, (51 // 3))))
        if len(L[0]) > 1000000: _too_long96(L[0])

# <rulerun oh_hell.rules: play #33 ebf13ce1>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i1 = [None, None, None]
    for _t98 in (_k97 or []):
        _i1[2] = _t98
        if ((len(_st_zones[(6 + _t98)]) // 3) == _st_vars[3 + _t98]):
            _st_vars[6 + _t98] = _st_vars[6 + _t98] + (10 + _st_vars[3 + _t98])
            if _st_log is not None: _st_log.append(_Text101(_audience98(st), [_PlayerRef99(_t98), ' made ', _plain100(_st_vars[3 + _t98]), ' and scores ', _plain100((10 + _st_vars[3 + _t98]))]))
        else:
            if _st_log is not None: _st_log.append(_Text101(_audience98(st), [_PlayerRef99(_t98), ' bid ', _plain100(_st_vars[3 + _t98]), ' but took ', _plain100((len(_st_zones[(6 + _t98)]) // 3))]))
        _t99 = (6 + _t98)
        _t100 = 0
        if _st_log is None and _t99 != _t100:
            _t101 = _st_zones[_t99]; _st_zones[_t100] += _t101
            for _t102 in _t101: _st_loc[_t102] = _t100
            _t101.clear()
        else:
            _move_cards102(st, _st_zones[_t99][:], _t100, False)
    _t103 = 4
    _t104 = 0
    if _st_log is None and _t103 != _t104:
        _t105 = _st_zones[_t103]; _st_zones[_t104] += _t105
        for _t106 in _t105: _st_loc[_t106] = _t104
        _t105.clear()
    else:
        _move_cards102(st, _st_zones[_t103][:], _t104, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play #34 75c44c89>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t139 = None
    for _t138 in _st_zones[5]:
        _t140 = ((100 + _c124[_t138]) if (_c125[_t138] == _c125[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c124[_t138] if (_c125[_t138] == _st_vars[1]) else 0))
        if _t139 is None or _t140 > _t139:
            _t139 = _t140
    return _t139

# <rulerun oh_hell.rules: play #35 68c399a8>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t141 = _NOT_YET
    _t142 = _NOT_YET
    for _t136 in _st_zones[5]:
        if (((100 + _c122[_t136]) if (_c123[_t136] == _c123[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c122[_t136] if (_c123[_t136] == _st_vars[1]) else 0)) == (_t142 if _t142 is not _NOT_YET else (_t142 := (_t141 if _t141 is not _NOT_YET else (_t141 := _a126(st)))))):
            return _t136
    return None

# <rulerun oh_hell.rules: play_hand #36 02467c41>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t177 = None
    for _t176 in _st_zones[5]:
        _t178 = ((100 + _c151[_t176]) if (_c152[_t176] == _c152[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c151[_t176] if (_c152[_t176] == _st_vars[1]) else 0))
        if _t177 is None or _t178 > _t177:
            _t177 = _t178
    return _t177

# <rulerun oh_hell.rules: play_hand #37 98f98d17>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t179 = _NOT_YET
    _t180 = _NOT_YET
    for _t174 in _st_zones[5]:
        if (((100 + _c149[_t174]) if (_c150[_t174] == _c150[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c149[_t174] if (_c150[_t174] == _st_vars[1]) else 0)) == (_t180 if _t180 is not _NOT_YET else (_t180 := (_t179 if _t179 is not _NOT_YET else (_t179 := _a153(st)))))):
            return _t174
    return None

# <rulerun oh_hell.rules: play_hand #38 playout 0b58f045>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text133(_audience130(st), ['a hand of ', _plain131(_l0), ' card(s), dealt by ', _PlayerRef132(_st_vars[0])]))
    _shuffle_zone134(st, 0)
    _t148 = (_range135(1, _l0) or [])
    _budget136[0] -= len(_t148)
    if _budget136[0] < 0: _spent137(st)
    for _t147 in _t148:
        L[3] = _t147
        for _t149 in (_o138[_st_vars[0]] or []):
            L[6] = _t149
            _t152 = _st_zones[0]
            _t151 = (1 + _t149)
            if _st_log is None and _t152:
                _t150 = _t152.pop(); _st_zones[_t151].append(_t150); _st_loc[_t150] = _t151
            elif _t152:
                _move_cards139(st, _t152[-1], _t151, False)
    _t155 = _st_zones[0]
    _t154 = 4
    if _st_log is None and _t155:
        _t153 = _t155.pop(); _st_zones[_t154].append(_t153); _st_loc[_t153] = _t154
    elif _t155:
        _move_cards139(st, _t155[-1], _t154, False)
    if _st_log is not None: _st_log.append(_Text133(_audience130(st), [_plain131(_c140[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))
    _i5l0 = _l0
    _i5 = [_i5l0, None, None, None, None, None]
    _i5[1] = 0
    for _t156 in (_o141[_st_vars[0]] or []):
        _i5[4] = _t156
        _t157 = []
        for _t158 in (_range135(0, _i5l0) or []):
            if (((not True) or (_t156 != _st_vars[0])) or ((_i5[1] + _t158) != _i5l0)): _t157.append(_t158)
        _t159 = _t156
        _t160 = len(_t157)
        if not _t160: _no_option144(_t159, 'bid')
        if _t160 <= 1 and _st_log is None:
            _i5[5] = _t157[0] if _t160 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t161 = st.chooser(_t160, _t159)
            else:
                _t161 = _st_bits(_t160.bit_length())
                while _t161 >= _t160: _t161 = _st_bits(_t160.bit_length())
            _i5[5] = _t157[_t161]; st.decisions += 1
        elif _decide145(st, _i5, _t157, _t159): raise _PlayoutCut142()
        _st_vars[3 + _t156] = _i5[5]
        _i5[1] = _i5[1] + _i5[5]
    if _st_log is not None: _st_log.append(_Text133(_audience130(st), ['the bids add up to ', _plain131(_i5[1]), ' for ', _plain131(_i5l0), ' tricks']))
    L[7] = ((_st_vars[0] + 1) % 3)
    _t163 = (_range135(1, _l0) or [])
    _budget136[0] -= len(_t163)
    if _budget136[0] < 0: _spent137(st)
    for _t162 in _t163:
        L[10] = _t162
        if _p156(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = _st_vars[2]

# <rulerun oh_hell.rules: play #39 925fcba2>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t108 = (L[0] or [])
    _budget103[0] -= len(_t108)
    if _budget103[0] < 0: _spent104(st)
    for _t107 in _t108:
        L[9] = _t107
        if _p157(st, [_t107, None, None, None, None, None, None, None, None, None, None]) == 3: return 3
        _i7 = [None, None, None]
        for _t185 in (_k158 or []):
            _i7[2] = _t185
            if ((len(_st_zones[(6 + _t185)]) // 3) == _st_vars[3 + _t185]):
                _st_vars[6 + _t185] = _st_vars[6 + _t185] + (10 + _st_vars[3 + _t185])
                if _st_log is not None: _st_log.append(_Text108(_audience105(st), [_PlayerRef107(_t185), ' made ', _plain106(_st_vars[3 + _t185]), ' and scores ', _plain106((10 + _st_vars[3 + _t185]))]))
            else:
                if _st_log is not None: _st_log.append(_Text108(_audience105(st), [_PlayerRef107(_t185), ' bid ', _plain106(_st_vars[3 + _t185]), ' but took ', _plain106((len(_st_zones[(6 + _t185)]) // 3))]))
            _t186 = (6 + _t185)
            _t187 = 0
            if _st_log is None and _t186 != _t187:
                _t188 = _st_zones[_t186]; _st_zones[_t187] += _t188
                for _t189 in _t188: _st_loc[_t189] = _t187
                _t188.clear()
            else:
                _move_cards112(st, _st_zones[_t186][:], _t187, False)
        _t190 = 4
        _t191 = 0
        if _st_log is None and _t190 != _t191:
            _t192 = _st_zones[_t190]; _st_zones[_t191] += _t192
            for _t193 in _t192: _st_loc[_t193] = _t191
            _t192.clear()
        else:
            _move_cards112(st, _st_zones[_t190][:], _t191, False)
        _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play #40 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play #41 3c81499a>
def _native(st, L):
    return L[9]

# <rulerun oh_hell.rules: bidding #42 bd3bcbeb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT159[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run162(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o163[_st_vars[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = []
            for _t194 in (_range164(0, L[0]) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t194) != L[0])): _o.append(_t194)
            fr[1] = 4
            _t195 = L[4]
            _t196 = len(_o)
            if not _t196: _no_option166(_t195, 'bid')
            if _t196 <= 1 and _st_log is None:
                L[5] = _o[0] if _t196 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t197 = st.chooser(_t196, _t195)
                else:
                    _t197 = _st_bits(_t196.bit_length())
                    while _t197 >= _t196: _t197 = _st_bits(_t196.bit_length())
                L[5] = _o[_t197]; st.decisions += 1
            elif _decide167(st, L, _o, _t195): return True
            pc = 4
        if pc == 4:
            _r = _run168(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit161(_k, st, _d0): raise _Runaway160()
            continue
        if pc == 6:
            _r = _run169(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k170)

# <rulerun oh_hell.rules: play_trick #43 63b60308>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT171[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run174(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o175[L[0]] or []); L[3] = 0
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
                if (L[1] or ((_c176[_t198] == _st_vars[1]) or (not (_st_vars[1] in (_t199 if _t199 is not _NOT_YET else (_t199 := list(map(_c176.__getitem__, _st_zones[(1 + L[4])])))))))): _o.append(_t198)
            fr[1] = 4
            _t200 = L[4]
            _t201 = len(_o)
            if not _t201: _no_option178(_t200, 'card to play')
            if _t201 <= 1 and _st_log is None:
                L[5] = _o[0] if _t201 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t202 = st.chooser(_t201, _t200)
                else:
                    _t202 = _st_bits(_t201.bit_length())
                    while _t202 >= _t201: _t202 = _st_bits(_t201.bit_length())
                L[5] = _o[_t202]; st.decisions += 1
            elif _decide179(st, L, _o, _t200): return True
            pc = 4
        if pc == 4:
            _r = _run180(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit173(_k, st, _d0): raise _Runaway172()
            continue
        if pc == 6:
            _r = _run181(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k182)

# <rulerun oh_hell.rules: play_hand #44 3364a4a8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT183[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run186(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit187(_k188)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run189(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[8] = (_range190(1, L[0]) or []); L[9] = 0
            pc = 4
        if pc == 4:
            _s = L[8]; _i = L[9]; _n = len(_s); pc = 8
            while _i < _n:
                L[10] = _s[_i]; _i += 1
                pc = 5; break
            L[9] = _i
        if pc == 5:
            _a = [L[7], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit187(_k191)
            fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            _r = _run192(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
            _k += 1
            if _k > _lim and _over_limit185(_k, st, _d0): raise _Runaway184()
            continue
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k193)

# <rulerun oh_hell.rules: settle #45 d40d670a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run196(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k197)

# <rulerun oh_hell.rules: play #46 750a2f4a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT198[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run201(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit202(_k203)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run204(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit200(_k, st, _d0): raise _Runaway199()
            continue
        if pc == 6:
            fr[1] = 7
            if _step205(st, fr): return True
            pc = 7
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k206)

# <rulerun oh_hell.rules: bidding #47 ed6435dd>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT207[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run210(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region211(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_o212[_st_vars[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = []
            for _t203 in (_range213(0, L[0]) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t203) != L[0])): _o.append(_t203)
            fr[1] = 4
            _t204 = L[4]
            _t205 = len(_o)
            if not _t205: _no_option215(_t204, 'bid')
            if _t205 <= 1 and _st_log is None:
                L[5] = _o[0] if _t205 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t206 = st.chooser(_t205, _t204)
                else:
                    _t206 = _st_bits(_t205.bit_length())
                    while _t206 >= _t205: _t206 = _st_bits(_t205.bit_length())
                L[5] = _o[_t206]; st.decisions += 1
            elif _decide216(st, L, _o, _t204): return True
            pc = 4
        if pc == 4:
            _r = _run217(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit209(_k, st, _d0): raise _Runaway208()
            continue
        if pc == 6:
            _r = _run218(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k219)

# <rulerun oh_hell.rules: play_trick #48 fe261932>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT220[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run223(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region224(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_o225[L[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _t208 = _NOT_YET
            _o = []
            for _t207 in _st_zones[(1 + L[4])]:
                if (L[1] or ((_c226[_t207] == _st_vars[1]) or (not (_st_vars[1] in (_t208 if _t208 is not _NOT_YET else (_t208 := list(map(_c226.__getitem__, _st_zones[(1 + L[4])])))))))): _o.append(_t207)
            fr[1] = 4
            _t209 = L[4]
            _t210 = len(_o)
            if not _t210: _no_option228(_t209, 'card to play')
            if _t210 <= 1 and _st_log is None:
                L[5] = _o[0] if _t210 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t211 = st.chooser(_t210, _t209)
                else:
                    _t211 = _st_bits(_t210.bit_length())
                    while _t211 >= _t210: _t211 = _st_bits(_t210.bit_length())
                L[5] = _o[_t211]; st.decisions += 1
            elif _decide229(st, L, _o, _t209): return True
            pc = 4
        if pc == 4:
            _r = _run230(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit222(_k, st, _d0): raise _Runaway221()
            continue
        if pc == 6:
            _r = _run231(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k232)

# <rulerun oh_hell.rules: bidding #49 playout 25e9daf6>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L[1] = 0
    for _t212 in (_o237[_st_vars[0]] or []):
        L[4] = _t212
        _t213 = []
        for _t214 in (_range238(0, _l0) or []):
            if (((not True) or (_t212 != _st_vars[0])) or ((L[1] + _t214) != _l0)): _t213.append(_t214)
        _t215 = _t212
        _t216 = len(_t213)
        if not _t216: _no_option241(_t215, 'bid')
        if _t216 <= 1 and _st_log is None:
            L[5] = _t213[0] if _t216 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t217 = st.chooser(_t216, _t215)
            else:
                _t217 = _st_bits(_t216.bit_length())
                while _t217 >= _t216: _t217 = _st_bits(_t216.bit_length())
            L[5] = _t213[_t217]; st.decisions += 1
        elif _decide242(st, L, _t213, _t215): raise _PlayoutCut239()
        _st_vars[3 + _t212] = L[5]
        L[1] = L[1] + L[5]
    if _st_log is not None: _st_log.append(_Text245(_audience243(st), ['the bids add up to ', _plain244(L[1]), ' for ', _plain244(_l0), ' tricks']))

# <rulerun oh_hell.rules: play_hand #50 4c29e4fd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT233[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run236(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p246(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit247(_k248)
                fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run249(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region250(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 3:
            L[8] = (_range251(1, L[0]) or []); L[9] = 0
            pc = 4
        if pc == 4:
            _s = L[8]; _i = L[9]; _n = len(_s); pc = 8
            while _i < _n:
                L[10] = _s[_i]; _i += 1
                pc = 5; break
            L[9] = _i
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p252(st, [L[7], None, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[7], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit247(_k253)
                fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            _r = _run254(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
            _k += 1
            if _k > _lim and _over_limit235(_k, st, _d0): raise _Runaway234()
            continue
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k255)

# <rulerun oh_hell.rules: play #51 94b5d92f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT256[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run259(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region260(st, L)
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
                if _p261(st, [L[9], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 4
            else:
                _a = [L[9], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit262(_k263)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run264(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit258(_k, st, _d0): raise _Runaway257()
            continue
        if pc == 6:
            fr[1] = 7
            if _step265(st, fr): return True
            pc = 7
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k266)

# <rulerun oh_hell.rules: rank #52 9418b35e>
def _native(st, p):
    return (st.vars[6 + p], )

