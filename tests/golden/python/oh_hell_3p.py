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

# <rulerun oh_hell.rules: bidding #3 a9f0d643>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    for _t1 in (_o1[_st_vars[0]] or []):
        L[4] = _t1
        _t2 = []
        for _t3 in (_range2(0, _l0) or []):
            if (((not True) or (_t1 != _st_vars[0])) or ((L[1] + _t3) != _l0)): _t2.append(_t3)
        _t4 = _t1
        _t5 = len(_t2)
        if not _t5: _no_option5(_t4, 'bid')
        if _t5 <= 1 and _st_log is None:
            L[5] = _t2[0] if _t5 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t6 = st.chooser(_t5, _t4)
            else:
                _t6 = _st_bits(_t5.bit_length())
                while _t6 >= _t5: _t6 = _st_bits(_t5.bit_length())
            L[5] = _t2[_t6]; st.decisions += 1
        elif _st_log is None: _pend6(st, L, _t2, _t4); raise _PlayoutCut3()
        elif _decide7(st, L, _t2, _t4): raise _PlayoutCut3()
        _st_vars[3 + _t1] = L[5]
        L[1] = (_t7 if -1000000000000000000 <= (_t7 := L[1] + L[5]) <= 1000000000000000000 else _beyond8(_t7))

# <rulerun oh_hell.rules: bidding #4 dca7ab91>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text11(_audience9(st), ['the bids add up to ', _plain10(L[1]), ' for ', _plain10(L[0]), ' tricks']))

# <rulerun oh_hell.rules: bidding #5 8ee29aa9>
def _native(st, L):
    return _o12[st.vars[0]]

# <rulerun oh_hell.rules: bidding #6 f42be3dc>
def _native(st, L):
    return _range13(0, L[0])

# <rulerun oh_hell.rules: bidding #7 d94e8535>
def _native(st, L):
    return (((not True) or (L[4] != st.vars[0])) or ((L[1] + L[5]) != L[0]))

# <rulerun oh_hell.rules: play_trick #8 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun oh_hell.rules: play_trick #9 41c744f3>
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
    _t8 = _l5
    _t9 = 5
    if type(_t8) is int and st.log is None:
        _t10 = _st_zones[_st_loc[_t8]]
        if _t10[-1] == _t8: _t10.pop()
        else: _t10.remove(_t8)
        _st_zones[_t9].append(_t8); _st_loc[_t8] = _t9
    elif _t8 is not None:
        _move_cards15(st, _t8, _t9, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play_trick #10 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun oh_hell.rules: play_trick #11 9dc2fe70>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t12 = (_o16[L[0]] or [])
    st.budget -= len(_t12)
    if st.budget < 0: _spent17(st)
    for _t11 in _t12:
        L[4] = _t11
        _t16 = _NOT_YET
        _t13 = []
        for _t14 in _st_zones[(1 + _t11)]:
            if (L[1] or ((_c18[_t14] == _st_vars[1]) or (not (_st_vars[1] in (_t16 if _t16 is not _NOT_YET else (_t16 := ([_c18[_x] for _x in _t15] if (_t15 := _st_zones[(1 + _t11)]) is not _NOT_YET else None))))))): _t13.append(_t14)
        _t17 = _t11
        _t18 = len(_t13)
        if not _t18: _no_option21(_t17, 'card to play')
        if _t18 <= 1 and _st_log is None:
            L[5] = _t13[0] if _t18 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t19 = st.chooser(_t18, _t17)
            else:
                _t19 = _st_bits(_t18.bit_length())
                while _t19 >= _t18: _t19 = _st_bits(_t18.bit_length())
            L[5] = _t13[_t19]; st.decisions += 1
        elif _st_log is None: _pend22(st, L, _t13, _t17); raise _PlayoutCut19()
        elif _decide23(st, L, _t13, _t17): raise _PlayoutCut19()
        if L[1]:
            _st_vars[1] = _c18[L[5]]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            L[1] = False
        st.cvars[L[5]] = _t11
        if _memo1: _memo1.clear()
        _t20 = L[5]
        _t21 = 5
        if type(_t20) is int and _st_log is None:
            _t22 = _st_zones[_st_loc[_t20]]
            if _t22[-1] == _t20: _t22.pop()
            else: _t22.remove(_t20)
            _st_zones[_t21].append(_t20); _st_loc[_t20] = _t21
        elif _t20 is not None:
            _move_cards24(st, _t20, _t21, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play_trick #12 2e0d540b>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t27 = None
    for _t26 in _st_zones[5]:
        _t28 = ((100 + _c28[_t26]) if (_c29[_t26] == _c29[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c28[_t26] if (_c29[_t26] == _st_vars[1]) else 0))
        if _t27 is None or _t28 > _t27:
            _t27 = _t28
    return _t27

# <rulerun oh_hell.rules: play_trick #13 78b03bd0>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t23 = _st_zones[5]
    st.budget -= len(_t23)
    if st.budget < 0: _spent25(st)
    _t29 = _NOT_YET
    for _t24 in _t23:
        if (((100 + _c26[_t24]) if (_c27[_t24] == _c27[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c26[_t24] if (_c27[_t24] == _st_vars[1]) else 0)) == (_t29 if _t29 is not _NOT_YET else (_t29 := (st.memos[0][None] if None in st.memos[0] else st.memos[0].setdefault(None, _a30(st)))))):
            return _t24
    return None

# <rulerun oh_hell.rules: play_trick #14 663f49e1>
def _native(st, L):
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = _player32((_memo1[None] if None in _memo1 else _memo1.setdefault(None, st.cvars[_a31(st)])), 3)
    if _st_log is not None: _st_log.append(_Text35(_audience33(st), [_PlayerRef34(_st_vars[2]), ' wins the trick']))
    _t30 = 5
    _t31 = (6 + _st_vars[2])
    if _st_log is None and _t30 != _t31:
        _t32 = _st_zones[_t30]; _st_zones[_t31] += _t32
        for _t33 in _t32: st.loc[_t33] = _t31
        _t32.clear()
    else:
        _move_cards36(st, _st_zones[_t30][:], _t31, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play_trick #15 2e80ccfd>
def _native(st, L):
    return _o37[L[0]]

# <rulerun oh_hell.rules: play_trick #16 45d32d7a>
def _native(st, L):
    return (1 + L[4])

# <rulerun oh_hell.rules: play_trick #17 efeabed1>
def _loop(st, L):
    _st_vars = st.vars
    for _t34 in st.zones[(1 + L[4])]:
        if (_c39[_t34] == _st_vars[1]):
            return True
    return False

# <rulerun oh_hell.rules: play_trick #18 f98000c6>
def _native(st, L):
    return (L[1] or ((_c38[L[5]] == st.vars[1]) or (not _a40(st, L))))

# <rulerun oh_hell.rules: play_hand #19 f29eb82b>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text44(_audience41(st), ['a hand of ', _plain42(_l0), ' card(s), dealt by ', _PlayerRef43(_st_vars[0])]))
    _shuffle_zone45(st, 0)
    _t37 = (_range46(1, _l0) or [])
    st.budget -= len(_t37)
    if st.budget < 0: _spent47(st)
    for _t36 in _t37:
        L[3] = _t36
        for _t38 in (_o48[_st_vars[0]] or []):
            L[6] = _t38
            _t41 = _st_zones[0]
            _t40 = (1 + _t38)
            if _st_log is None and _t41:
                _t39 = _t41.pop(); _st_zones[_t40].append(_t39); _st_loc[_t39] = _t40
            elif _t41:
                _move_cards49(st, _t41[-1], _t40, False)
    _t44 = _st_zones[0]
    _t43 = 4
    if _st_log is None and _t44:
        _t42 = _t44.pop(); _st_zones[_t43].append(_t42); _st_loc[_t42] = _t43
    elif _t44:
        _move_cards49(st, _t44[-1], _t43, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_plain42(_c50[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))

# <rulerun oh_hell.rules: play_hand #20 d4ef33e7>
def _native(st, L):
    L[7] = ((st.vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play_hand #21 635fa752>
def _native(st, L):
    L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #22 4abf0644>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t63 = None
    for _t62 in _st_zones[5]:
        _t64 = ((100 + _c64[_t62]) if (_c65[_t62] == _c65[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c64[_t62] if (_c65[_t62] == _st_vars[1]) else 0))
        if _t63 is None or _t64 > _t63:
            _t63 = _t64
    return _t63

# <rulerun oh_hell.rules: play_hand #23 7a5d2dc6>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t59 = _st_zones[5]
    st.budget -= len(_t59)
    if st.budget < 0: _spent61(st)
    _t65 = _NOT_YET
    for _t60 in _t59:
        if (((100 + _c62[_t60]) if (_c63[_t60] == _c63[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c62[_t60] if (_c63[_t60] == _st_vars[1]) else 0)) == (_t65 if _t65 is not _NOT_YET else (_t65 := (st.memos[0][None] if None in st.memos[0] else st.memos[0].setdefault(None, _a66(st)))))):
            return _t60
    return None

# <rulerun oh_hell.rules: play_trick #24 5bd6537f>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t86 = None
    for _t85 in _st_zones[5]:
        _t87 = ((100 + _c84[_t85]) if (_c85[_t85] == _c85[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c84[_t85] if (_c85[_t85] == _st_vars[1]) else 0))
        if _t86 is None or _t87 > _t86:
            _t86 = _t87
    return _t86

# <rulerun oh_hell.rules: play_trick #25 70c3af5a>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t82 = _st_zones[5]
    st.budget -= len(_t82)
    if st.budget < 0: _spent81(st)
    _t88 = _NOT_YET
    for _t83 in _t82:
        if (((100 + _c82[_t83]) if (_c83[_t83] == _c83[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c82[_t83] if (_c83[_t83] == _st_vars[1]) else 0)) == (_t88 if _t88 is not _NOT_YET else (_t88 := (st.memos[0][None] if None in st.memos[0] else st.memos[0].setdefault(None, _a86(st)))))):
            return _t83
    return None

# <rulerun oh_hell.rules: play_trick #26 playout 02a81fcb>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = True
    _t71 = (_o72[L[0]] or [])
    st.budget -= len(_t71)
    if st.budget < 0: _spent73(st)
    for _t70 in _t71:
        L[4] = _t70
        _t75 = _NOT_YET
        _t72 = []
        for _t73 in _st_zones[(1 + _t70)]:
            if (L[1] or ((_c74[_t73] == _st_vars[1]) or (not (_st_vars[1] in (_t75 if _t75 is not _NOT_YET else (_t75 := ([_c74[_x] for _x in _t74] if (_t74 := _st_zones[(1 + _t70)]) is not _NOT_YET else None))))))): _t72.append(_t73)
        _t76 = _t70
        _t77 = len(_t72)
        if not _t77: _no_option77(_t76, 'card to play')
        if _t77 <= 1 and _st_log is None:
            L[5] = _t72[0] if _t77 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t78 = st.chooser(_t77, _t76)
            else:
                _t78 = _st_bits(_t77.bit_length())
                while _t78 >= _t77: _t78 = _st_bits(_t77.bit_length())
            L[5] = _t72[_t78]; st.decisions += 1
        elif _st_log is None: _pend78(st, L, _t72, _t76); raise _PlayoutCut75()
        elif _decide79(st, L, _t72, _t76): raise _PlayoutCut75()
        if L[1]:
            _st_vars[1] = _c74[L[5]]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            L[1] = False
        st.cvars[L[5]] = _t70
        if _memo1: _memo1.clear()
        _t79 = L[5]
        _t80 = 5
        if type(_t79) is int and _st_log is None:
            _t81 = _st_zones[_st_loc[_t79]]
            if _t81[-1] == _t79: _t81.pop()
            else: _t81.remove(_t79)
            _st_zones[_t80].append(_t79); _st_loc[_t79] = _t80
        elif _t79 is not None:
            _move_cards80(st, _t79, _t80, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    _st_vars[2] = _player88((_memo1[None] if None in _memo1 else _memo1.setdefault(None, st.cvars[_a87(st)])), 3)
    if _st_log is not None: _st_log.append(_Text91(_audience89(st), [_PlayerRef90(_st_vars[2]), ' wins the trick']))
    _t89 = 5
    _t90 = (6 + _st_vars[2])
    if _st_log is None and _t89 != _t90:
        _t91 = _st_zones[_t89]; _st_zones[_t90] += _t91
        for _t92 in _t91: _st_loc[_t92] = _t90
        _t91.clear()
    else:
        _move_cards80(st, _st_zones[_t89][:], _t90, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play_hand #27 bef67fd8>
def _native(st, L):
    _t46 = (_range51(1, L[0]) or [])
    st.budget -= len(_t46)
    if st.budget < 0: _spent52(st)
    for _t45 in _t46:
        L[10] = _t45
        if _p92(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #28 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play_hand #29 c043954e>
def _native(st, L):
    return _range93(1, L[0])

# <rulerun oh_hell.rules: play_hand #30 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun oh_hell.rules: settle #31 d05a7db4>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    for _t93 in (_k94 or []):
        L[2] = _t93
        if ((len(_st_zones[(6 + _t93)]) // 3) == _st_vars[3 + _t93]):
            _st_vars[6 + _t93] = (_t94 if -1000000000000000000 <= (_t94 := _st_vars[6 + _t93] + (10 + _st_vars[3 + _t93])) <= 1000000000000000000 else _beyond95(_t94))
            if _st_log is not None: _st_log.append(_Text99(_audience96(st), [_PlayerRef97(_t93), ' made ', _plain98(_st_vars[3 + _t93]), ' and scores ', _plain98((_t95 if -1000000000000000000 <= (_t95 := (10 + _st_vars[3 + _t93])) <= 1000000000000000000 else _beyond95(_t95)))]))
        else:
            if _st_log is not None: _st_log.append(_Text99(_audience96(st), [_PlayerRef97(_t93), ' bid ', _plain98(_st_vars[3 + _t93]), ' but took ', _plain98((len(_st_zones[(6 + _t93)]) // 3))]))
        _t96 = (6 + _t93)
        _t97 = 0
        if _st_log is None and _t96 != _t97:
            _t98 = _st_zones[_t96]; _st_zones[_t97] += _t98
            for _t99 in _t98: _st_loc[_t99] = _t97
            _t98.clear()
        else:
            _move_cards100(st, _st_zones[_t96][:], _t97, False)
    _t100 = 4
    _t101 = 0
    if _st_log is None and _t100 != _t101:
        _t102 = _st_zones[_t100]; _st_zones[_t101] += _t102
        for _t103 in _t102: _st_loc[_t103] = _t101
        _t102.clear()
    else:
        _move_cards100(st, _st_zones[_t100][:], _t101, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play #32 64dad1da>
def _native(st, L):
    st.vars[0] = _random_item101(st, _k102)
    L[0] = []
    if ('up' == 'up'):
        L[0] = _range103(1, min(10, (51 // 3)))
    elif ('up' == 'down'):
        _t105 = (_range103(1, min(10, (51 // 3))) or [])
        st.budget -= len(_t105)
        if st.budget < 0: _spent104(st)
        for _t104 in _t105:
            L[3] = _t104
            L[0] = (L[0] + [(_t106 if -1000000000000000000 <= (_t106 := ((min(10, (51 // 3)) + 1) - _t104)) <= 1000000000000000000 else _beyond105(_t106))])
            if len(L[0]) > 1000000: _too_long106(L[0])
    else:
        _t108 = (_range103(1, min(10, (51 // 3))) or [])
        st.budget -= len(_t108)
        if st.budget < 0: _spent104(st)
        for _t107 in _t108:
            L[6] = _t107
            L[0] = (L[0] + [(_t109 if -1000000000000000000 <= (_t109 := ((min(10, (51 // 3)) + 1) - _t107)) <= 1000000000000000000 else _beyond105(_t109))])
            if len(L[0]) > 1000000: _too_long106(L[0])
        L[0] = (L[0] + _range103(2, min(10, (51 // 3))))
        if len(L[0]) > 1000000: _too_long106(L[0])

# <rulerun oh_hell.rules: play #33 46cc9d05>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _i1 = [None, None, None]
    for _t110 in (_k107 or []):
        _i1[2] = _t110
        if ((len(_st_zones[(6 + _t110)]) // 3) == _st_vars[3 + _t110]):
            _st_vars[6 + _t110] = (_t111 if -1000000000000000000 <= (_t111 := _st_vars[6 + _t110] + (10 + _st_vars[3 + _t110])) <= 1000000000000000000 else _beyond108(_t111))
            if _st_log is not None: _st_log.append(_Text112(_audience109(st), [_PlayerRef110(_t110), ' made ', _plain111(_st_vars[3 + _t110]), ' and scores ', _plain111((_t112 if -1000000000000000000 <= (_t112 := (10 + _st_vars[3 + _t110])) <= 1000000000000000000 else _beyond108(_t112)))]))
        else:
            if _st_log is not None: _st_log.append(_Text112(_audience109(st), [_PlayerRef110(_t110), ' bid ', _plain111(_st_vars[3 + _t110]), ' but took ', _plain111((len(_st_zones[(6 + _t110)]) // 3))]))
        _t113 = (6 + _t110)
        _t114 = 0
        if _st_log is None and _t113 != _t114:
            _t115 = _st_zones[_t113]; _st_zones[_t114] += _t115
            for _t116 in _t115: _st_loc[_t116] = _t114
            _t115.clear()
        else:
            _move_cards113(st, _st_zones[_t113][:], _t114, False)
    _t117 = 4
    _t118 = 0
    if _st_log is None and _t117 != _t118:
        _t119 = _st_zones[_t117]; _st_zones[_t118] += _t119
        for _t120 in _t119: _st_loc[_t120] = _t118
        _t119.clear()
    else:
        _move_cards113(st, _st_zones[_t117][:], _t118, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play_hand #34 playout ae1c83d9>
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
    _t142 = (_range137(1, _l0) or [])
    st.budget -= len(_t142)
    if st.budget < 0: _spent138(st)
    for _t141 in _t142:
        L[3] = _t141
        for _t143 in (_o139[_st_vars[0]] or []):
            L[6] = _t143
            _t146 = _st_zones[0]
            _t145 = (1 + _t143)
            if _st_log is None and _t146:
                _t144 = _t146.pop(); _st_zones[_t145].append(_t144); _st_loc[_t144] = _t145
            elif _t146:
                _move_cards140(st, _t146[-1], _t145, False)
    _t149 = _st_zones[0]
    _t148 = 4
    if _st_log is None and _t149:
        _t147 = _t149.pop(); _st_zones[_t148].append(_t147); _st_loc[_t147] = _t148
    elif _t149:
        _move_cards140(st, _t149[-1], _t148, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _st_log is not None: _st_log.append(_Text135(_audience132(st), [_plain133(_c141[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))
    _i4l0 = _l0
    _i4 = [_i4l0, None, None, None, None, None]
    _i4[1] = 0
    for _t150 in (_o142[_st_vars[0]] or []):
        _i4[4] = _t150
        _t151 = []
        for _t152 in (_range137(0, _i4l0) or []):
            if (((not True) or (_t150 != _st_vars[0])) or ((_i4[1] + _t152) != _i4l0)): _t151.append(_t152)
        _t153 = _t150
        _t154 = len(_t151)
        if not _t154: _no_option145(_t153, 'bid')
        if _t154 <= 1 and _st_log is None:
            _i4[5] = _t151[0] if _t154 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t155 = st.chooser(_t154, _t153)
            else:
                _t155 = _st_bits(_t154.bit_length())
                while _t155 >= _t154: _t155 = _st_bits(_t154.bit_length())
            _i4[5] = _t151[_t155]; st.decisions += 1
        elif _st_log is None: _pend146(st, _i4, _t151, _t153); raise _PlayoutCut143()
        elif _decide147(st, _i4, _t151, _t153): raise _PlayoutCut143()
        _st_vars[3 + _t150] = _i4[5]
        _i4[1] = (_t156 if -1000000000000000000 <= (_t156 := _i4[1] + _i4[5]) <= 1000000000000000000 else _beyond148(_t156))
    if _st_log is not None: _st_log.append(_Text135(_audience132(st), ['the bids add up to ', _plain133(_i4[1]), ' for ', _plain133(_i4l0), ' tricks']))
    L[7] = ((_st_vars[0] + 1) % 3)
    _t158 = (_range137(1, _l0) or [])
    st.budget -= len(_t158)
    if st.budget < 0: _spent138(st)
    for _t157 in _t158:
        L[10] = _t157
        if _p149(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = _st_vars[2]

# <rulerun oh_hell.rules: play #35 9edc6f81>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t122 = (L[0] or [])
    st.budget -= len(_t122)
    if st.budget < 0: _spent114(st)
    for _t121 in _t122:
        L[9] = _t121
        if _p150(st, [_t121, None, None, None, None, None, None, None, None, None, None]) == 3: return 3
        _i5 = [None, None, None]
        for _t159 in (_k151 or []):
            _i5[2] = _t159
            if ((len(_st_zones[(6 + _t159)]) // 3) == _st_vars[3 + _t159]):
                _st_vars[6 + _t159] = (_t160 if -1000000000000000000 <= (_t160 := _st_vars[6 + _t159] + (10 + _st_vars[3 + _t159])) <= 1000000000000000000 else _beyond130(_t160))
                if _st_log is not None: _st_log.append(_Text118(_audience115(st), [_PlayerRef117(_t159), ' made ', _plain116(_st_vars[3 + _t159]), ' and scores ', _plain116((_t161 if -1000000000000000000 <= (_t161 := (10 + _st_vars[3 + _t159])) <= 1000000000000000000 else _beyond130(_t161)))]))
            else:
                if _st_log is not None: _st_log.append(_Text118(_audience115(st), [_PlayerRef117(_t159), ' bid ', _plain116(_st_vars[3 + _t159]), ' but took ', _plain116((len(_st_zones[(6 + _t159)]) // 3))]))
            _t162 = (6 + _t159)
            _t163 = 0
            if _st_log is None and _t162 != _t163:
                _t164 = _st_zones[_t162]; _st_zones[_t163] += _t164
                for _t165 in _t164: _st_loc[_t165] = _t163
                _t164.clear()
            else:
                _move_cards122(st, _st_zones[_t162][:], _t163, False)
        _t166 = 4
        _t167 = 0
        if _st_log is None and _t166 != _t167:
            _t168 = _st_zones[_t166]; _st_zones[_t167] += _t168
            for _t169 in _t168: _st_loc[_t169] = _t167
            _t168.clear()
        else:
            _move_cards122(st, _st_zones[_t166][:], _t167, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play #36 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play #37 3c81499a>
def _native(st, L):
    return L[9]

# <rulerun oh_hell.rules: bidding #38 bf645a4f>
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
            for _t170 in (_range156(0, L[0]) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t170) != L[0])): _o.append(_t170)
            fr[1] = 4
            _t171 = L[4]
            _t172 = len(_o)
            if not _t172: _no_option158(_t171, 'bid')
            if _t172 <= 1 and _st_log is None:
                L[5] = _o[0] if _t172 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t173 = st.chooser(_t172, _t171)
                else:
                    _t173 = _st_bits(_t172.bit_length())
                    while _t173 >= _t172: _t173 = _st_bits(_t172.bit_length())
                L[5] = _o[_t173]; st.decisions += 1
                if st.thread_player is not None: _answered159(st, _t173)
            elif _st_log is None: _pend160(st, L, _o, _t171); return True
            elif _decide161(st, L, _o, _t171): return True
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

# <rulerun oh_hell.rules: play_trick #39 9b7340d0>
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
            _t176 = _NOT_YET
            _o = []
            for _t174 in st.zones[(1 + L[4])]:
                if (L[1] or ((_c169[_t174] == _st_vars[1]) or (not (_st_vars[1] in (_t176 if _t176 is not _NOT_YET else (_t176 := ([_c169[_x] for _x in _t175] if (_t175 := st.zones[(1 + L[4])]) is not _NOT_YET else None))))))): _o.append(_t174)
            fr[1] = 4
            _t177 = L[4]
            _t178 = len(_o)
            if not _t178: _no_option171(_t177, 'card to play')
            if _t178 <= 1 and _st_log is None:
                L[5] = _o[0] if _t178 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t179 = st.chooser(_t178, _t177)
                else:
                    _t179 = _st_bits(_t178.bit_length())
                    while _t179 >= _t178: _t179 = _st_bits(_t178.bit_length())
                L[5] = _o[_t179]; st.decisions += 1
                if st.thread_player is not None: _answered172(st, _t179)
            elif _st_log is None: _pend173(st, L, _o, _t177); return True
            elif _decide174(st, L, _o, _t177): return True
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

# <rulerun oh_hell.rules: play_hand #40 6f022a25>
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
            L[8] = (_range185(1, L[0]) or []); L[9] = 0
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

# <rulerun oh_hell.rules: bidding #43 58e59ff4>
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
            for _t180 in (_range207(0, L[0]) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t180) != L[0])): _o.append(_t180)
            fr[1] = 4
            _t181 = L[4]
            _t182 = len(_o)
            if not _t182: _no_option209(_t181, 'bid')
            if _t182 <= 1 and _st_log is None:
                L[5] = _o[0] if _t182 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t183 = st.chooser(_t182, _t181)
                else:
                    _t183 = _st_bits(_t182.bit_length())
                    while _t183 >= _t182: _t183 = _st_bits(_t182.bit_length())
                L[5] = _o[_t183]; st.decisions += 1
                if st.thread_player is not None: _answered210(st, _t183)
            elif _st_log is None: _pend211(st, L, _o, _t181); return True
            elif _decide212(st, L, _o, _t181): return True
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

# <rulerun oh_hell.rules: play_trick #44 4aedc9fa>
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
            _t186 = _NOT_YET
            _o = []
            for _t184 in st.zones[(1 + L[4])]:
                if (L[1] or ((_c221[_t184] == _st_vars[1]) or (not (_st_vars[1] in (_t186 if _t186 is not _NOT_YET else (_t186 := ([_c221[_x] for _x in _t185] if (_t185 := st.zones[(1 + L[4])]) is not _NOT_YET else None))))))): _o.append(_t184)
            fr[1] = 4
            _t187 = L[4]
            _t188 = len(_o)
            if not _t188: _no_option223(_t187, 'card to play')
            if _t188 <= 1 and _st_log is None:
                L[5] = _o[0] if _t188 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t189 = st.chooser(_t188, _t187)
                else:
                    _t189 = _st_bits(_t188.bit_length())
                    while _t189 >= _t188: _t189 = _st_bits(_t188.bit_length())
                L[5] = _o[_t189]; st.decisions += 1
                if st.thread_player is not None: _answered224(st, _t189)
            elif _st_log is None: _pend225(st, L, _o, _t187); return True
            elif _decide226(st, L, _o, _t187): return True
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

# <rulerun oh_hell.rules: bidding #45 playout 45d671cd>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L[1] = 0
    for _t190 in (_o233[_st_vars[0]] or []):
        L[4] = _t190
        _t191 = []
        for _t192 in (_range234(0, _l0) or []):
            if (((not True) or (_t190 != _st_vars[0])) or ((L[1] + _t192) != _l0)): _t191.append(_t192)
        _t193 = _t190
        _t194 = len(_t191)
        if not _t194: _no_option237(_t193, 'bid')
        if _t194 <= 1 and _st_log is None:
            L[5] = _t191[0] if _t194 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t195 = st.chooser(_t194, _t193)
            else:
                _t195 = _st_bits(_t194.bit_length())
                while _t195 >= _t194: _t195 = _st_bits(_t194.bit_length())
            L[5] = _t191[_t195]; st.decisions += 1
        elif _st_log is None: _pend238(st, L, _t191, _t193); raise _PlayoutCut235()
        elif _decide239(st, L, _t191, _t193): raise _PlayoutCut235()
        _st_vars[3 + _t190] = L[5]
        L[1] = (_t196 if -1000000000000000000 <= (_t196 := L[1] + L[5]) <= 1000000000000000000 else _beyond240(_t196))
    if _st_log is not None: _st_log.append(_Text243(_audience241(st), ['the bids add up to ', _plain242(L[1]), ' for ', _plain242(_l0), ' tricks']))

# <rulerun oh_hell.rules: play_hand #46 c5e73984>
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
            L[8] = (_range250(1, L[0]) or []); L[9] = 0
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

