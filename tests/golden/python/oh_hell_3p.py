# <rulerun oh_hell.rules: bidding #0 75af6e90>
def _native(st, L):
    L[1] = 0

# <rulerun oh_hell.rules: bidding #1 c714af22>
def _native(st, L):
    _l5 = L[5]
    st.vars[3 + L[4]] = _l5
    L[1] = (_t0 if -1000000000000000000 <= (_t0 := L[1] + _l5) <= 1000000000000000000 else _beyond0(_t0))

# <rulerun oh_hell.rules: bidding #2 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun oh_hell.rules: bidding #3 fa70041c>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    for _t1 in (_o1[_st_vars[0]] or []):
        L[4] = _t1
        _t2 = []
        for _t3 in ((list(range(0, _t4 + 1)) if (_t4 := _l0) - 0 < 1000000 else _range2(0, _t4)) or []):
            if (((not True) or (_t1 != _st_vars[0])) or ((L[1] + _t3) != _l0)): _t2.append(_t3)
        _t5 = _t1
        _t6 = len(_t2)
        if not _t6: _no_option5(_t5, 'bid')
        if _t6 <= 1 and _st_log is None:
            L[5] = _t2[0] if _t6 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t7 = st.chooser(_t6, _t5)
            else:
                _t7 = _st_bits(_t6.bit_length())
                while _t7 >= _t6: _t7 = _st_bits(_t6.bit_length())
            L[5] = _t2[_t7]; st.decisions += 1
        elif _st_log is None: _pend6(st, L, _t2, _t5); raise _PlayoutCut3()
        elif _decide7(st, L, _t2, _t5): raise _PlayoutCut3()
        _st_vars[3 + _t1] = L[5]
        L[1] = (_t8 if -1000000000000000000 <= (_t8 := L[1] + L[5]) <= 1000000000000000000 else _beyond8(_t8))

# <rulerun oh_hell.rules: bidding #4 dca7ab91>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text11(_audience9(st), ['the bids add up to ', _plain10(L[1]), ' for ', _plain10(L[0]), ' tricks']))

# <rulerun oh_hell.rules: bidding #5 8ee29aa9>
def _native(st, L):
    return _o12[st.vars[0]]

# <rulerun oh_hell.rules: bidding #6 80bd43e8>
def _native(st, L):
    return (list(range(0, _t9 + 1)) if (_t9 := L[0]) - 0 < 1000000 else _range13(0, _t9))

# <rulerun oh_hell.rules: bidding #7 d94e8535>
def _native(st, L):
    return (((not True) or (L[4] != st.vars[0])) or ((L[1] + L[5]) != L[0]))

# <rulerun oh_hell.rules: play_trick #8 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun oh_hell.rules: play_trick #9 f6afcc1c>
def _native(st, L):
    _l5 = L[5]
    _st_loc = st.loc
    _memo0, _memo1, = st.memos
    _st_zones = st.zones
    if L[1]:
        st.vars[1] = _c14[_l5]
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        L[1] = False
    st.cvars[_l5] = L[4]
    if _memo1: _memo1.clear()
    _t10 = _l5
    _t11 = 5
    if type(_t10) is int and st.log is None:
        _t12 = _st_zones[_st_loc[_t10]]
        if _t12[-1] == _t10: _t12.pop()
        else: _t12.remove(_t10)
        _st_zones[_t11].append(_t10); _st_loc[_t10] = _t11
    elif _t10 is not None:
        _move_cards15(st, _t10, _t11, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play_trick #10 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun oh_hell.rules: play_trick #11 97040b4e>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t14 = (_o16[L[0]] or [])
    st.budget -= len(_t14)
    if st.budget < 0: _spent17(st)
    for _t13 in _t14:
        L[4] = _t13
        _t18 = _NOT_YET
        _t15 = []
        for _t16 in _st_zones[(1 + _t13)]:
            if (L[1] or ((_c18[_t16] == _st_vars[1]) or (not (_st_vars[1] in (_t18 if _t18 is not _NOT_YET else (_t18 := ([_c18[_x] for _x in _t17] if (_t17 := _st_zones[(1 + _t13)]) is not _NOT_YET else None))))))): _t15.append(_t16)
        _t19 = _t13
        _t20 = len(_t15)
        if not _t20: _no_option21(_t19, 'card to play')
        if _t20 <= 1 and _st_log is None:
            L[5] = _t15[0] if _t20 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t21 = st.chooser(_t20, _t19)
            else:
                _t21 = _st_bits(_t20.bit_length())
                while _t21 >= _t20: _t21 = _st_bits(_t20.bit_length())
            L[5] = _t15[_t21]; st.decisions += 1
        elif _st_log is None: _pend22(st, L, _t15, _t19); raise _PlayoutCut19()
        elif _decide23(st, L, _t15, _t19): raise _PlayoutCut19()
        if L[1]:
            _st_vars[1] = _c18[L[5]]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            L[1] = False
        st.cvars[L[5]] = _t13
        if _memo1: _memo1.clear()
        _t22 = L[5]
        _t23 = 5
        if type(_t22) is int and _st_log is None:
            _t24 = _st_zones[_st_loc[_t22]]
            if _t24[-1] == _t22: _t24.pop()
            else: _t24.remove(_t22)
            _st_zones[_t23].append(_t22); _st_loc[_t22] = _t23
        elif _t22 is not None:
            _move_cards24(st, _t22, _t23, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play_trick #12 fe308cd1>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t29 = None
    for _t28 in _st_zones[5]:
        _t30 = ((100 + _c28[_t28]) if (_c29[_t28] == _c29[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c28[_t28] if (_c29[_t28] == _st_vars[1]) else 0))
        if _t29 is None or _t30 > _t29:
            _t29 = _t30
    return _t29

# <rulerun oh_hell.rules: play_trick #13 d0b8a6b1>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t25 = _st_zones[5]
    st.budget -= len(_t25)
    if st.budget < 0: _spent25(st)
    _t31 = _NOT_YET
    for _t26 in _t25:
        if (((100 + _c26[_t26]) if (_c27[_t26] == _c27[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c26[_t26] if (_c27[_t26] == _st_vars[1]) else 0)) == (_t31 if _t31 is not _NOT_YET else (_t31 := (st.memos[0][None] if None in st.memos[0] else st.memos[0].setdefault(None, _a30(st)))))):
            return _t26
    return None

# <rulerun oh_hell.rules: play_trick #14 6adf25bd>
def _native(st, L):
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = (_t32 if type(_t32 := (_memo1[None] if None in _memo1 else _memo1.setdefault(None, st.cvars[_a31(st)]))) is int and 0 <= _t32 < 3 or _t32 is None else _player32(_t32, 3))
    if _st_log is not None: _st_log.append(_Text35(_audience33(st), [_PlayerRef34(_st_vars[2]), ' wins the trick']))
    _t33 = 5
    _t34 = (6 + _st_vars[2])
    if _st_log is None and _t33 != _t34:
        _t35 = _st_zones[_t33]; _st_zones[_t34] += _t35
        for _t36 in _t35: st.loc[_t36] = _t34
        _t35.clear()
    else:
        _move_cards36(st, _st_zones[_t33][:], _t34, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play_trick #15 2e80ccfd>
def _native(st, L):
    return _o37[L[0]]

# <rulerun oh_hell.rules: play_trick #16 45d32d7a>
def _native(st, L):
    return (1 + L[4])

# <rulerun oh_hell.rules: play_trick #17 71c28d8f>
def _loop(st, L):
    _st_vars = st.vars
    for _t37 in st.zones[(1 + L[4])]:
        if (_c39[_t37] == _st_vars[1]):
            return True
    return False

# <rulerun oh_hell.rules: play_trick #18 f98000c6>
def _native(st, L):
    return (L[1] or ((_c38[L[5]] == st.vars[1]) or (not _a40(st, L))))

# <rulerun oh_hell.rules: play_hand #19 43a806e6>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text44(_audience41(st), ['a hand of ', _plain42(_l0), ' card(s), dealt by ', _PlayerRef43(_st_vars[0])]))
    _shuffle_zone45(st, 0)
    _t41 = ((list(range(1, _t40 + 1)) if (_t40 := _l0) - 1 < 1000000 else _range46(1, _t40)) or [])
    st.budget -= len(_t41)
    if st.budget < 0: _spent47(st)
    for _t39 in _t41:
        L[3] = _t39
        for _t42 in (_o48[_st_vars[0]] or []):
            L[6] = _t42
            _t45 = _st_zones[0]
            _t44 = (1 + _t42)
            if _st_log is None and _t45:
                _t43 = _t45.pop(); _st_zones[_t44].append(_t43); _st_loc[_t43] = _t44
            elif _t45:
                _move_cards49(st, _t45[-1], _t44, False)
    _t48 = _st_zones[0]
    _t47 = 4
    if _st_log is None and _t48:
        _t46 = _t48.pop(); _st_zones[_t47].append(_t46); _st_loc[_t46] = _t47
    elif _t48:
        _move_cards49(st, _t48[-1], _t47, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_plain42(_c50[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))

# <rulerun oh_hell.rules: play_hand #20 d4ef33e7>
def _native(st, L):
    L[7] = ((st.vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play_hand #21 635fa752>
def _native(st, L):
    L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #22 a7c6da49>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t68 = None
    for _t67 in _st_zones[5]:
        _t69 = ((100 + _c64[_t67]) if (_c65[_t67] == _c65[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c64[_t67] if (_c65[_t67] == _st_vars[1]) else 0))
        if _t68 is None or _t69 > _t68:
            _t68 = _t69
    return _t68

# <rulerun oh_hell.rules: play_hand #23 4fa08a7a>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t64 = _st_zones[5]
    st.budget -= len(_t64)
    if st.budget < 0: _spent61(st)
    _t70 = _NOT_YET
    for _t65 in _t64:
        if (((100 + _c62[_t65]) if (_c63[_t65] == _c63[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c62[_t65] if (_c63[_t65] == _st_vars[1]) else 0)) == (_t70 if _t70 is not _NOT_YET else (_t70 := (st.memos[0][None] if None in st.memos[0] else st.memos[0].setdefault(None, _a66(st)))))):
            return _t65
    return None

# <rulerun oh_hell.rules: play_trick #24 96c7d753>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t92 = None
    for _t91 in _st_zones[5]:
        _t93 = ((100 + _c84[_t91]) if (_c85[_t91] == _c85[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c84[_t91] if (_c85[_t91] == _st_vars[1]) else 0))
        if _t92 is None or _t93 > _t92:
            _t92 = _t93
    return _t92

# <rulerun oh_hell.rules: play_trick #25 73ff6206>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t88 = _st_zones[5]
    st.budget -= len(_t88)
    if st.budget < 0: _spent81(st)
    _t94 = _NOT_YET
    for _t89 in _t88:
        if (((100 + _c82[_t89]) if (_c83[_t89] == _c83[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c82[_t89] if (_c83[_t89] == _st_vars[1]) else 0)) == (_t94 if _t94 is not _NOT_YET else (_t94 := (st.memos[0][None] if None in st.memos[0] else st.memos[0].setdefault(None, _a86(st)))))):
            return _t89
    return None

# <rulerun oh_hell.rules: play_trick #26 playout 61e5a2e1>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = True
    _t77 = (_o72[L[0]] or [])
    st.budget -= len(_t77)
    if st.budget < 0: _spent73(st)
    for _t76 in _t77:
        L[4] = _t76
        _t81 = _NOT_YET
        _t78 = []
        for _t79 in _st_zones[(1 + _t76)]:
            if (L[1] or ((_c74[_t79] == _st_vars[1]) or (not (_st_vars[1] in (_t81 if _t81 is not _NOT_YET else (_t81 := ([_c74[_x] for _x in _t80] if (_t80 := _st_zones[(1 + _t76)]) is not _NOT_YET else None))))))): _t78.append(_t79)
        _t82 = _t76
        _t83 = len(_t78)
        if not _t83: _no_option77(_t82, 'card to play')
        if _t83 <= 1 and _st_log is None:
            L[5] = _t78[0] if _t83 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t84 = st.chooser(_t83, _t82)
            else:
                _t84 = _st_bits(_t83.bit_length())
                while _t84 >= _t83: _t84 = _st_bits(_t83.bit_length())
            L[5] = _t78[_t84]; st.decisions += 1
        elif _st_log is None: _pend78(st, L, _t78, _t82); raise _PlayoutCut75()
        elif _decide79(st, L, _t78, _t82): raise _PlayoutCut75()
        if L[1]:
            _st_vars[1] = _c74[L[5]]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            L[1] = False
        st.cvars[L[5]] = _t76
        if _memo1: _memo1.clear()
        _t85 = L[5]
        _t86 = 5
        if type(_t85) is int and _st_log is None:
            _t87 = _st_zones[_st_loc[_t85]]
            if _t87[-1] == _t85: _t87.pop()
            else: _t87.remove(_t85)
            _st_zones[_t86].append(_t85); _st_loc[_t85] = _t86
        elif _t85 is not None:
            _move_cards80(st, _t85, _t86, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    _st_vars[2] = (_t95 if type(_t95 := (_memo1[None] if None in _memo1 else _memo1.setdefault(None, st.cvars[_a87(st)]))) is int and 0 <= _t95 < 3 or _t95 is None else _player88(_t95, 3))
    if _st_log is not None: _st_log.append(_Text91(_audience89(st), [_PlayerRef90(_st_vars[2]), ' wins the trick']))
    _t96 = 5
    _t97 = (6 + _st_vars[2])
    if _st_log is None and _t96 != _t97:
        _t98 = _st_zones[_t96]; _st_zones[_t97] += _t98
        for _t99 in _t98: _st_loc[_t99] = _t97
        _t98.clear()
    else:
        _move_cards80(st, _st_zones[_t96][:], _t97, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play_hand #27 6df05d0c>
def _native(st, L):
    _t51 = ((list(range(1, _t50 + 1)) if (_t50 := L[0]) - 1 < 1000000 else _range51(1, _t50)) or [])
    st.budget -= len(_t51)
    if st.budget < 0: _spent52(st)
    for _t49 in _t51:
        L[10] = _t49
        if _p92(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #28 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play_hand #29 9b475a0b>
def _native(st, L):
    return (list(range(1, _t100 + 1)) if (_t100 := L[0]) - 1 < 1000000 else _range93(1, _t100))

# <rulerun oh_hell.rules: play_hand #30 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun oh_hell.rules: settle #31 48c4ca13>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    for _t101 in (_k94 or []):
        L[2] = _t101
        if ((len(_st_zones[(6 + _t101)]) // 3) == _st_vars[3 + _t101]):
            _st_vars[6 + _t101] = (_t102 if -1000000000000000000 <= (_t102 := _st_vars[6 + _t101] + (10 + _st_vars[3 + _t101])) <= 1000000000000000000 else _beyond95(_t102))
            if _st_log is not None: _st_log.append(_Text99(_audience96(st), [_PlayerRef97(_t101), ' made ', _plain98(_st_vars[3 + _t101]), ' and scores ', _plain98((_t103 if -1000000000000000000 <= (_t103 := (10 + _st_vars[3 + _t101])) <= 1000000000000000000 else _beyond95(_t103)))]))
        else:
            if _st_log is not None: _st_log.append(_Text99(_audience96(st), [_PlayerRef97(_t101), ' bid ', _plain98(_st_vars[3 + _t101]), ' but took ', _plain98((len(_st_zones[(6 + _t101)]) // 3))]))
        _t104 = (6 + _t101)
        _t105 = 0
        if _st_log is None and _t104 != _t105:
            _t106 = _st_zones[_t104]; _st_zones[_t105] += _t106
            for _t107 in _t106: _st_loc[_t107] = _t105
            _t106.clear()
        else:
            _move_cards100(st, _st_zones[_t104][:], _t105, False)
    _t108 = 4
    _t109 = 0
    if _st_log is None and _t108 != _t109:
        _t110 = _st_zones[_t108]; _st_zones[_t109] += _t110
        for _t111 in _t110: _st_loc[_t111] = _t109
        _t110.clear()
    else:
        _move_cards100(st, _st_zones[_t108][:], _t109, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play #32 18056732>
def _native(st, L):
    st.vars[0] = _random_item101(st, _k102)
    L[0] = []
    if ('up' == 'up'):
        L[0] = (list(range(1, _t112 + 1)) if (_t112 := min(10, (51 // 3))) - 1 < 1000000 else _range103(1, _t112))
    elif ('up' == 'down'):
        _t115 = ((list(range(1, _t114 + 1)) if (_t114 := min(10, (51 // 3))) - 1 < 1000000 else _range103(1, _t114)) or [])
        st.budget -= len(_t115)
        if st.budget < 0: _spent104(st)
        for _t113 in _t115:
            L[3] = _t113
            L[0] = (L[0] + [(_t116 if -1000000000000000000 <= (_t116 := ((min(10, (51 // 3)) + 1) - _t113)) <= 1000000000000000000 else _beyond105(_t116))])
            if len(L[0]) > 1000000: _too_long106(L[0])
    else:
        _t119 = ((list(range(1, _t118 + 1)) if (_t118 := min(10, (51 // 3))) - 1 < 1000000 else _range103(1, _t118)) or [])
        st.budget -= len(_t119)
        if st.budget < 0: _spent104(st)
        for _t117 in _t119:
            L[6] = _t117
            L[0] = (L[0] + [(_t120 if -1000000000000000000 <= (_t120 := ((min(10, (51 // 3)) + 1) - _t117)) <= 1000000000000000000 else _beyond105(_t120))])
            if len(L[0]) > 1000000: _too_long106(L[0])
        L[0] = (L[0] + (list(range(2, _t121 + 1)) if (_t121 := min(10, (51 // 3))) - 2 < 1000000 else _range103(2, _t121)))
        if len(L[0]) > 1000000: _too_long106(L[0])

# <rulerun oh_hell.rules: play #33 267575f4>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _i1 = [None, None, None]
    for _t122 in (_k107 or []):
        _i1[2] = _t122
        if ((len(_st_zones[(6 + _t122)]) // 3) == _st_vars[3 + _t122]):
            _st_vars[6 + _t122] = (_t123 if -1000000000000000000 <= (_t123 := _st_vars[6 + _t122] + (10 + _st_vars[3 + _t122])) <= 1000000000000000000 else _beyond108(_t123))
            if _st_log is not None: _st_log.append(_Text112(_audience109(st), [_PlayerRef110(_t122), ' made ', _plain111(_st_vars[3 + _t122]), ' and scores ', _plain111((_t124 if -1000000000000000000 <= (_t124 := (10 + _st_vars[3 + _t122])) <= 1000000000000000000 else _beyond108(_t124)))]))
        else:
            if _st_log is not None: _st_log.append(_Text112(_audience109(st), [_PlayerRef110(_t122), ' bid ', _plain111(_st_vars[3 + _t122]), ' but took ', _plain111((len(_st_zones[(6 + _t122)]) // 3))]))
        _t125 = (6 + _t122)
        _t126 = 0
        if _st_log is None and _t125 != _t126:
            _t127 = _st_zones[_t125]; _st_zones[_t126] += _t127
            for _t128 in _t127: _st_loc[_t128] = _t126
            _t127.clear()
        else:
            _move_cards113(st, _st_zones[_t125][:], _t126, False)
    _t129 = 4
    _t130 = 0
    if _st_log is None and _t129 != _t130:
        _t131 = _st_zones[_t129]; _st_zones[_t130] += _t131
        for _t132 in _t131: _st_loc[_t132] = _t130
        _t131.clear()
    else:
        _move_cards113(st, _st_zones[_t129][:], _t130, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play_hand #34 playout 5e22a76d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text135(_audience132(st), ['a hand of ', _plain133(_l0), ' card(s), dealt by ', _PlayerRef134(_st_vars[0])]))
    _shuffle_zone136(st, 0)
    _t158 = ((list(range(1, _t157 + 1)) if (_t157 := _l0) - 1 < 1000000 else _range137(1, _t157)) or [])
    st.budget -= len(_t158)
    if st.budget < 0: _spent138(st)
    for _t156 in _t158:
        L[3] = _t156
        for _t159 in (_o139[_st_vars[0]] or []):
            L[6] = _t159
            _t162 = _st_zones[0]
            _t161 = (1 + _t159)
            if _st_log is None and _t162:
                _t160 = _t162.pop(); _st_zones[_t161].append(_t160); _st_loc[_t160] = _t161
            elif _t162:
                _move_cards140(st, _t162[-1], _t161, False)
    _t165 = _st_zones[0]
    _t164 = 4
    if _st_log is None and _t165:
        _t163 = _t165.pop(); _st_zones[_t164].append(_t163); _st_loc[_t163] = _t164
    elif _t165:
        _move_cards140(st, _t165[-1], _t164, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _st_log is not None: _st_log.append(_Text135(_audience132(st), [_plain133(_c141[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))
    _i4l0 = _l0
    _i4 = [_i4l0, None, None, None, None, None]
    _i4[1] = 0
    for _t166 in (_o142[_st_vars[0]] or []):
        _i4[4] = _t166
        _t167 = []
        for _t168 in ((list(range(0, _t169 + 1)) if (_t169 := _i4l0) - 0 < 1000000 else _range137(0, _t169)) or []):
            if (((not True) or (_t166 != _st_vars[0])) or ((_i4[1] + _t168) != _i4l0)): _t167.append(_t168)
        _t170 = _t166
        _t171 = len(_t167)
        if not _t171: _no_option145(_t170, 'bid')
        if _t171 <= 1 and _st_log is None:
            _i4[5] = _t167[0] if _t171 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t172 = st.chooser(_t171, _t170)
            else:
                _t172 = _st_bits(_t171.bit_length())
                while _t172 >= _t171: _t172 = _st_bits(_t171.bit_length())
            _i4[5] = _t167[_t172]; st.decisions += 1
        elif _st_log is None: _pend146(st, _i4, _t167, _t170); raise _PlayoutCut143()
        elif _decide147(st, _i4, _t167, _t170): raise _PlayoutCut143()
        _st_vars[3 + _t166] = _i4[5]
        _i4[1] = (_t173 if -1000000000000000000 <= (_t173 := _i4[1] + _i4[5]) <= 1000000000000000000 else _beyond148(_t173))
    if _st_log is not None: _st_log.append(_Text135(_audience132(st), ['the bids add up to ', _plain133(_i4[1]), ' for ', _plain133(_i4l0), ' tricks']))
    L[7] = ((_st_vars[0] + 1) % 3)
    _t176 = ((list(range(1, _t175 + 1)) if (_t175 := _l0) - 1 < 1000000 else _range137(1, _t175)) or [])
    st.budget -= len(_t176)
    if st.budget < 0: _spent138(st)
    for _t174 in _t176:
        L[10] = _t174
        if _p149(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = _st_vars[2]

# <rulerun oh_hell.rules: play #35 8a8289af>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t134 = (L[0] or [])
    st.budget -= len(_t134)
    if st.budget < 0: _spent114(st)
    for _t133 in _t134:
        L[9] = _t133
        if _p150(st, [_t133, None, None, None, None, None, None, None, None, None, None]) == 3: return 3
        _i5 = [None, None, None]
        for _t177 in (_k151 or []):
            _i5[2] = _t177
            if ((len(_st_zones[(6 + _t177)]) // 3) == _st_vars[3 + _t177]):
                _st_vars[6 + _t177] = (_t178 if -1000000000000000000 <= (_t178 := _st_vars[6 + _t177] + (10 + _st_vars[3 + _t177])) <= 1000000000000000000 else _beyond130(_t178))
                if _st_log is not None: _st_log.append(_Text118(_audience115(st), [_PlayerRef117(_t177), ' made ', _plain116(_st_vars[3 + _t177]), ' and scores ', _plain116((_t179 if -1000000000000000000 <= (_t179 := (10 + _st_vars[3 + _t177])) <= 1000000000000000000 else _beyond130(_t179)))]))
            else:
                if _st_log is not None: _st_log.append(_Text118(_audience115(st), [_PlayerRef117(_t177), ' bid ', _plain116(_st_vars[3 + _t177]), ' but took ', _plain116((len(_st_zones[(6 + _t177)]) // 3))]))
            _t180 = (6 + _t177)
            _t181 = 0
            if _st_log is None and _t180 != _t181:
                _t182 = _st_zones[_t180]; _st_zones[_t181] += _t182
                for _t183 in _t182: _st_loc[_t183] = _t181
                _t182.clear()
            else:
                _move_cards122(st, _st_zones[_t180][:], _t181, False)
        _t184 = 4
        _t185 = 0
        if _st_log is None and _t184 != _t185:
            _t186 = _st_zones[_t184]; _st_zones[_t185] += _t186
            for _t187 in _t186: _st_loc[_t187] = _t185
            _t186.clear()
        else:
            _move_cards122(st, _st_zones[_t184][:], _t185, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play #36 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play #37 3c81499a>
def _native(st, L):
    return L[9]

# <rulerun oh_hell.rules: bidding #38 ebae5e14>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run154(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o155[_st_vars[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = []
            for _t188 in ((list(range(0, _t189 + 1)) if (_t189 := L[0]) - 0 < 1000000 else _range156(0, _t189)) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t188) != L[0])): _o.append(_t188)
            fr[1] = 4
            _t190 = L[4]
            _t191 = len(_o)
            if not _t191: _no_option158(_t190, 'bid')
            if _t191 <= 1 and _st_log is None:
                L[5] = _o[0] if _t191 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t192 = st.chooser(_t191, _t190)
                else:
                    _t192 = _st_bits(_t191.bit_length())
                    while _t192 >= _t191: _t192 = _st_bits(_t191.bit_length())
                L[5] = _o[_t192]; st.decisions += 1
                if st.thread_player is not None: _answered159(st, _t192)
            elif _st_log is None: _pend160(st, L, _o, _t190); return True
            elif _decide161(st, L, _o, _t190): return True
            pc = 4
        if pc == 4:
            _r = _run162(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit153(_k, st, _d0): raise _Runaway152()
            continue
        if pc == 6:
            _r = _run163(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k164)

# <rulerun oh_hell.rules: play_trick #39 033a56f0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run167(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o168[L[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _t195 = _NOT_YET
            _o = []
            for _t193 in st.zones[(1 + L[4])]:
                if (L[1] or ((_c169[_t193] == _st_vars[1]) or (not (_st_vars[1] in (_t195 if _t195 is not _NOT_YET else (_t195 := ([_c169[_x] for _x in _t194] if (_t194 := st.zones[(1 + L[4])]) is not _NOT_YET else None))))))): _o.append(_t193)
            fr[1] = 4
            _t196 = L[4]
            _t197 = len(_o)
            if not _t197: _no_option171(_t196, 'card to play')
            if _t197 <= 1 and _st_log is None:
                L[5] = _o[0] if _t197 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t198 = st.chooser(_t197, _t196)
                else:
                    _t198 = _st_bits(_t197.bit_length())
                    while _t198 >= _t197: _t198 = _st_bits(_t197.bit_length())
                L[5] = _o[_t198]; st.decisions += 1
                if st.thread_player is not None: _answered172(st, _t198)
            elif _st_log is None: _pend173(st, L, _o, _t196); return True
            elif _decide174(st, L, _o, _t196): return True
            pc = 4
        if pc == 4:
            _r = _run175(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit166(_k, st, _d0): raise _Runaway165()
            continue
        if pc == 6:
            _r = _run176(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k177)

# <rulerun oh_hell.rules: play_hand #40 428464cc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run180(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit181(_k182)
            fr[1] = 2; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs183[0](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            _r = _run184(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[8] = ((list(range(1, _t199 + 1)) if (_t199 := L[0]) - 1 < 1000000 else _range185(1, _t199)) or []); L[9] = 0
            pc = 4
        if pc == 4:
            _s = L[8]; _i = L[9]; _n = len(_s); pc = 8
            while _i < _n:
                L[10] = _s[_i]; _i += 1
                pc = 5; break
            L[9] = _i
        if pc == 5:
            _a = [L[7], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit181(_k186)
            fr[1] = 6; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs183[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            _r = _run187(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
            _k += 1
            if _k > _lim and _over_limit179(_k, st, _d0): raise _Runaway178()
            continue
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k188)

# <rulerun oh_hell.rules: settle #41 0150c893>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run191(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k192)

# <rulerun oh_hell.rules: play #42 022c52c0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run195(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit196(_k197)
            fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs198[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 4
        if pc == 4:
            _r = _run199(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit194(_k, st, _d0): raise _Runaway193()
            continue
        if pc == 6:
            fr[1] = 7
            if _step200(st, fr): return True
            pc = 7
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k201)

# <rulerun oh_hell.rules: bidding #43 ccb49ec5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run204(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region205(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_o206[_st_vars[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = []
            for _t200 in ((list(range(0, _t201 + 1)) if (_t201 := L[0]) - 0 < 1000000 else _range207(0, _t201)) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t200) != L[0])): _o.append(_t200)
            fr[1] = 4
            _t202 = L[4]
            _t203 = len(_o)
            if not _t203: _no_option209(_t202, 'bid')
            if _t203 <= 1 and _st_log is None:
                L[5] = _o[0] if _t203 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t204 = st.chooser(_t203, _t202)
                else:
                    _t204 = _st_bits(_t203.bit_length())
                    while _t204 >= _t203: _t204 = _st_bits(_t203.bit_length())
                L[5] = _o[_t204]; st.decisions += 1
                if st.thread_player is not None: _answered210(st, _t204)
            elif _st_log is None: _pend211(st, L, _o, _t202); return True
            elif _decide212(st, L, _o, _t202): return True
            pc = 4
        if pc == 4:
            _r = _run213(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit203(_k, st, _d0): raise _Runaway202()
            continue
        if pc == 6:
            _r = _run214(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k215)

# <rulerun oh_hell.rules: play_trick #44 eb5d3e49>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run218(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region219(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_o220[L[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _t207 = _NOT_YET
            _o = []
            for _t205 in st.zones[(1 + L[4])]:
                if (L[1] or ((_c221[_t205] == _st_vars[1]) or (not (_st_vars[1] in (_t207 if _t207 is not _NOT_YET else (_t207 := ([_c221[_x] for _x in _t206] if (_t206 := st.zones[(1 + L[4])]) is not _NOT_YET else None))))))): _o.append(_t205)
            fr[1] = 4
            _t208 = L[4]
            _t209 = len(_o)
            if not _t209: _no_option223(_t208, 'card to play')
            if _t209 <= 1 and _st_log is None:
                L[5] = _o[0] if _t209 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t210 = st.chooser(_t209, _t208)
                else:
                    _t210 = _st_bits(_t209.bit_length())
                    while _t210 >= _t209: _t210 = _st_bits(_t209.bit_length())
                L[5] = _o[_t210]; st.decisions += 1
                if st.thread_player is not None: _answered224(st, _t210)
            elif _st_log is None: _pend225(st, L, _o, _t208); return True
            elif _decide226(st, L, _o, _t208): return True
            pc = 4
        if pc == 4:
            _r = _run227(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit217(_k, st, _d0): raise _Runaway216()
            continue
        if pc == 6:
            _r = _run228(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k229)

# <rulerun oh_hell.rules: bidding #45 playout 848ddeb8>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L[1] = 0
    for _t211 in (_o233[_st_vars[0]] or []):
        L[4] = _t211
        _t212 = []
        for _t213 in ((list(range(0, _t214 + 1)) if (_t214 := _l0) - 0 < 1000000 else _range234(0, _t214)) or []):
            if (((not True) or (_t211 != _st_vars[0])) or ((L[1] + _t213) != _l0)): _t212.append(_t213)
        _t215 = _t211
        _t216 = len(_t212)
        if not _t216: _no_option237(_t215, 'bid')
        if _t216 <= 1 and _st_log is None:
            L[5] = _t212[0] if _t216 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t217 = st.chooser(_t216, _t215)
            else:
                _t217 = _st_bits(_t216.bit_length())
                while _t217 >= _t216: _t217 = _st_bits(_t216.bit_length())
            L[5] = _t212[_t217]; st.decisions += 1
        elif _st_log is None: _pend238(st, L, _t212, _t215); raise _PlayoutCut235()
        elif _decide239(st, L, _t212, _t215): raise _PlayoutCut235()
        _st_vars[3 + _t211] = L[5]
        L[1] = (_t218 if -1000000000000000000 <= (_t218 := L[1] + L[5]) <= 1000000000000000000 else _beyond240(_t218))
    if _st_log is not None: _st_log.append(_Text243(_audience241(st), ['the bids add up to ', _plain242(L[1]), ' for ', _plain242(_l0), ' tricks']))

# <rulerun oh_hell.rules: play_hand #46 1bb802b8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run232(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p244(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit245(_k246)
                fr[1] = 2; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs247[0](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            _r = _run248(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region249(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 3:
            L[8] = ((list(range(1, _t219 + 1)) if (_t219 := L[0]) - 1 < 1000000 else _range250(1, _t219)) or []); L[9] = 0
            pc = 4
        if pc == 4:
            _s = L[8]; _i = L[9]; _n = len(_s); pc = 8
            while _i < _n:
                L[10] = _s[_i]; _i += 1
                pc = 5; break
            L[9] = _i
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p251(st, [L[7], None, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[7], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit245(_k252)
                fr[1] = 6; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs247[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            _r = _run253(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
            _k += 1
            if _k > _lim and _over_limit231(_k, st, _d0): raise _Runaway230()
            continue
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k254)

# <rulerun oh_hell.rules: play #47 15e7080e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run257(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region258(st, L)
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
                if _p259(st, [L[9], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 4
            else:
                _a = [L[9], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit260(_k261)
                fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs262[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 4
        if pc == 4:
            _r = _run263(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit256(_k, st, _d0): raise _Runaway255()
            continue
        if pc == 6:
            fr[1] = 7
            if _step264(st, fr): return True
            pc = 7
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k265)

# <rulerun oh_hell.rules: rank #48 9418b35e>
def _native(st, p):
    return (st.vars[6 + p], )

