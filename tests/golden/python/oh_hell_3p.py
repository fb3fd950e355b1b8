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

# <rulerun oh_hell.rules: bidding #3 ac7a7b0f>
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
        elif _decide6(st, L, _t2, _t4): raise _PlayoutCut3()
        _st_vars[3 + _t1] = L[5]
        L[1] = (_t7 if -1000000000000000000 <= (_t7 := L[1] + L[5]) <= 1000000000000000000 else _beyond7(_t7))

# <rulerun oh_hell.rules: bidding #4 ac454980>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text10(_audience8(st), ['the bids add up to ', _plain9(L[1]), ' for ', _plain9(L[0]), ' tricks']))

# <rulerun oh_hell.rules: bidding #5 98f4910b>
def _native(st, L):
    return _o11[st.vars[0]]

# <rulerun oh_hell.rules: bidding #6 90beb663>
def _native(st, L):
    return _range12(0, L[0])

# <rulerun oh_hell.rules: bidding #7 d94e8535>
def _native(st, L):
    return (((not True) or (L[4] != st.vars[0])) or ((L[1] + L[5]) != L[0]))

# <rulerun oh_hell.rules: play_trick #8 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun oh_hell.rules: play_trick #9 df2195e5>
def _native(st, L):
    _l5 = L[5]
    _st_loc = st.loc
    _st_zones = st.zones
    if L[1]:
        st.vars[1] = _c13[_l5]
        L[1] = False
    st.cvars[_l5] = L[4]
    _t8 = _l5
    _t9 = 5
    if type(_t8) is int and st.log is None:
        _t10 = _st_zones[_st_loc[_t8]]
        if _t10[-1] == _t8: _t10.pop()
        else: _t10.remove(_t8)
        _st_zones[_t9].append(_t8); _st_loc[_t8] = _t9
    elif _t8 is not None:
        _move_cards14(st, _t8, _t9, False)

# <rulerun oh_hell.rules: play_trick #10 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun oh_hell.rules: play_trick #11 40c46251>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t12 = (_o15[L[0]] or [])
    _budget16[0] -= len(_t12)
    if _budget16[0] < 0: _spent17(st)
    for _t11 in _t12:
        L[4] = _t11
        _t15 = _NOT_YET
        _t13 = []
        for _t14 in _st_zones[(1 + _t11)]:
            if (L[1] or ((_c18[_t14] == _st_vars[1]) or (not (_st_vars[1] in (_t15 if _t15 is not _NOT_YET else (_t15 := list(map(_c18.__getitem__, _st_zones[(1 + _t11)])))))))): _t13.append(_t14)
        _t16 = _t11
        _t17 = len(_t13)
        if not _t17: _no_option21(_t16, 'card to play')
        if _t17 <= 1 and _st_log is None:
            L[5] = _t13[0] if _t17 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t18 = st.chooser(_t17, _t16)
            else:
                _t18 = _st_bits(_t17.bit_length())
                while _t18 >= _t17: _t18 = _st_bits(_t17.bit_length())
            L[5] = _t13[_t18]; st.decisions += 1
        elif _decide22(st, L, _t13, _t16): raise _PlayoutCut19()
        if L[1]:
            _st_vars[1] = _c18[L[5]]
            L[1] = False
        st.cvars[L[5]] = _t11
        _t19 = L[5]
        _t20 = 5
        if type(_t19) is int and _st_log is None:
            _t21 = _st_zones[_st_loc[_t19]]
            if _t21[-1] == _t19: _t21.pop()
            else: _t21.remove(_t19)
            _st_zones[_t20].append(_t19); _st_loc[_t19] = _t20
        elif _t19 is not None:
            _move_cards23(st, _t19, _t20, False)

# <rulerun oh_hell.rules: play_trick #12 08231071>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t26 = None
    for _t25 in _st_zones[5]:
        _t27 = ((100 + _c28[_t25]) if (_c29[_t25] == _c29[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c28[_t25] if (_c29[_t25] == _st_vars[1]) else 0))
        if _t26 is None or _t27 > _t26:
            _t26 = _t27
    return _t26

# <rulerun oh_hell.rules: play_trick #13 1a8df094>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t22 = _st_zones[5]
    _budget24[0] -= len(_t22)
    if _budget24[0] < 0: _spent25(st)
    _t28 = _NOT_YET
    _t29 = _NOT_YET
    for _t23 in _t22:
        if (((100 + _c26[_t23]) if (_c27[_t23] == _c27[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c26[_t23] if (_c27[_t23] == _st_vars[1]) else 0)) == (_t29 if _t29 is not _NOT_YET else (_t29 := (_t28 if _t28 is not _NOT_YET else (_t28 := _a30(st)))))):
            return _t23
    return None

# <rulerun oh_hell.rules: play_trick #14 9f87f40d>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = _player32(st.cvars[_a31(st)], 3)
    if _st_log is not None: _st_log.append(_Text35(_audience33(st), [_PlayerRef34(_st_vars[2]), ' wins the trick']))
    _t30 = 5
    _t31 = (6 + _st_vars[2])
    if _st_log is None and _t30 != _t31:
        _t32 = _st_zones[_t30]; _st_zones[_t31] += _t32
        for _t33 in _t32: st.loc[_t33] = _t31
        _t32.clear()
    else:
        _move_cards36(st, _st_zones[_t30][:], _t31, False)

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

# <rulerun oh_hell.rules: play_hand #19 819b9503>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text44(_audience41(st), ['a hand of ', _plain42(_l0), ' card(s), dealt by ', _PlayerRef43(_st_vars[0])]))
    _shuffle_zone45(st, 0)
    _t37 = (_range46(1, _l0) or [])
    _budget47[0] -= len(_t37)
    if _budget47[0] < 0: _spent48(st)
    for _t36 in _t37:
        L[3] = _t36
        for _t38 in (_o49[_st_vars[0]] or []):
            L[6] = _t38
            _t41 = _st_zones[0]
            _t40 = (1 + _t38)
            if _st_log is None and _t41:
                _t39 = _t41.pop(); _st_zones[_t40].append(_t39); _st_loc[_t39] = _t40
            elif _t41:
                _move_cards50(st, _t41[-1], _t40, False)
    _t44 = _st_zones[0]
    _t43 = 4
    if _st_log is None and _t44:
        _t42 = _t44.pop(); _st_zones[_t43].append(_t42); _st_loc[_t42] = _t43
    elif _t44:
        _move_cards50(st, _t44[-1], _t43, False)
    if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_plain42(_c51[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))

# <rulerun oh_hell.rules: play_hand #20 d4ef33e7>
def _native(st, L):
    L[7] = ((st.vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play_hand #21 635fa752>
def _native(st, L):
    L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #22 9a1022ed>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t62 = None
    for _t61 in _st_zones[5]:
        _t63 = ((100 + _c66[_t61]) if (_c67[_t61] == _c67[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c66[_t61] if (_c67[_t61] == _st_vars[1]) else 0))
        if _t62 is None or _t63 > _t62:
            _t62 = _t63
    return _t62

# <rulerun oh_hell.rules: play_hand #23 97a8b3cb>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t58 = _st_zones[5]
    _budget62[0] -= len(_t58)
    if _budget62[0] < 0: _spent63(st)
    _t64 = _NOT_YET
    _t65 = _NOT_YET
    for _t59 in _t58:
        if (((100 + _c64[_t59]) if (_c65[_t59] == _c65[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c64[_t59] if (_c65[_t59] == _st_vars[1]) else 0)) == (_t65 if _t65 is not _NOT_YET else (_t65 := (_t64 if _t64 is not _NOT_YET else (_t64 := _a68(st)))))):
            return _t59
    return None

# <rulerun oh_hell.rules: play_trick #24 0e59f53b>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t85 = None
    for _t84 in _st_zones[5]:
        _t86 = ((100 + _c87[_t84]) if (_c88[_t84] == _c88[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c87[_t84] if (_c88[_t84] == _st_vars[1]) else 0))
        if _t85 is None or _t86 > _t85:
            _t85 = _t86
    return _t85

# <rulerun oh_hell.rules: play_trick #25 48b1ca40>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t81 = _st_zones[5]
    _budget83[0] -= len(_t81)
    if _budget83[0] < 0: _spent84(st)
    _t87 = _NOT_YET
    _t88 = _NOT_YET
    for _t82 in _t81:
        if (((100 + _c85[_t82]) if (_c86[_t82] == _c86[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c85[_t82] if (_c86[_t82] == _st_vars[1]) else 0)) == (_t88 if _t88 is not _NOT_YET else (_t88 := (_t87 if _t87 is not _NOT_YET else (_t87 := _a89(st)))))):
            return _t82
    return None

# <rulerun oh_hell.rules: play_trick #26 playout b08bdef5>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = True
    _t71 = (_o74[L[0]] or [])
    _budget75[0] -= len(_t71)
    if _budget75[0] < 0: _spent76(st)
    for _t70 in _t71:
        L[4] = _t70
        _t74 = _NOT_YET
        _t72 = []
        for _t73 in _st_zones[(1 + _t70)]:
            if (L[1] or ((_c77[_t73] == _st_vars[1]) or (not (_st_vars[1] in (_t74 if _t74 is not _NOT_YET else (_t74 := list(map(_c77.__getitem__, _st_zones[(1 + _t70)])))))))): _t72.append(_t73)
        _t75 = _t70
        _t76 = len(_t72)
        if not _t76: _no_option80(_t75, 'card to play')
        if _t76 <= 1 and _st_log is None:
            L[5] = _t72[0] if _t76 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t77 = st.chooser(_t76, _t75)
            else:
                _t77 = _st_bits(_t76.bit_length())
                while _t77 >= _t76: _t77 = _st_bits(_t76.bit_length())
            L[5] = _t72[_t77]; st.decisions += 1
        elif _decide81(st, L, _t72, _t75): raise _PlayoutCut78()
        if L[1]:
            _st_vars[1] = _c77[L[5]]
            L[1] = False
        _st_cvars[L[5]] = _t70
        _t78 = L[5]
        _t79 = 5
        if type(_t78) is int and _st_log is None:
            _t80 = _st_zones[_st_loc[_t78]]
            if _t80[-1] == _t78: _t80.pop()
            else: _t80.remove(_t78)
            _st_zones[_t79].append(_t78); _st_loc[_t78] = _t79
        elif _t78 is not None:
            _move_cards82(st, _t78, _t79, False)
    _st_vars[2] = _player91(_st_cvars[_a90(st)], 3)
    if _st_log is not None: _st_log.append(_Text94(_audience92(st), [_PlayerRef93(_st_vars[2]), ' wins the trick']))
    _t89 = 5
    _t90 = (6 + _st_vars[2])
    if _st_log is None and _t89 != _t90:
        _t91 = _st_zones[_t89]; _st_zones[_t90] += _t91
        for _t92 in _t91: _st_loc[_t92] = _t90
        _t91.clear()
    else:
        _move_cards82(st, _st_zones[_t89][:], _t90, False)

# <rulerun oh_hell.rules: play_hand #27 e65a2026>
def _native(st, L):
    _t46 = (_range52(1, L[0]) or [])
    _budget53[0] -= len(_t46)
    if _budget53[0] < 0: _spent54(st)
    for _t45 in _t46:
        L[10] = _t45
        if _p95(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #28 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play_hand #29 f6f31ed3>
def _native(st, L):
    return _range96(1, L[0])

# <rulerun oh_hell.rules: play_hand #30 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun oh_hell.rules: settle #31 58a989ca>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t93 in (_k97 or []):
        L[2] = _t93
        if ((len(_st_zones[(6 + _t93)]) // 3) == _st_vars[3 + _t93]):
            _st_vars[6 + _t93] = (_t94 if -1000000000000000000 <= (_t94 := _st_vars[6 + _t93] + (10 + _st_vars[3 + _t93])) <= 1000000000000000000 else _beyond98(_t94))
            if _st_log is not None: _st_log.append(_Text102(_audience99(st), [_PlayerRef100(_t93), ' made ', _plain101(_st_vars[3 + _t93]), ' and scores ', _plain101((_t95 if -1000000000000000000 <= (_t95 := (10 + _st_vars[3 + _t93])) <= 1000000000000000000 else _beyond98(_t95)))]))
        else:
            if _st_log is not None: _st_log.append(_Text102(_audience99(st), [_PlayerRef100(_t93), ' bid ', _plain101(_st_vars[3 + _t93]), ' but took ', _plain101((len(_st_zones[(6 + _t93)]) // 3))]))
        _t96 = (6 + _t93)
        _t97 = 0
        if _st_log is None and _t96 != _t97:
            _t98 = _st_zones[_t96]; _st_zones[_t97] += _t98
            for _t99 in _t98: _st_loc[_t99] = _t97
            _t98.clear()
        else:
            _move_cards103(st, _st_zones[_t96][:], _t97, False)
    _t100 = 4
    _t101 = 0
    if _st_log is None and _t100 != _t101:
        _t102 = _st_zones[_t100]; _st_zones[_t101] += _t102
        for _t103 in _t102: _st_loc[_t103] = _t101
        _t102.clear()
    else:
        _move_cards103(st, _st_zones[_t100][:], _t101, False)

# <rulerun oh_hell.rules: play #32 62daa89f>
def _native(st, L):
    st.vars[0] = _random_item104(st, _k105)
    L[0] = []
    if ('up' == 'up'):
        L[0] = _range106(1, min(10, (51 // 3)))
    elif ('up' == 'down'):
        _t105 = (_range106(1, min(10, (51 // 3))) or [])
        _budget107[0] -= len(_t105)
        if _budget107[0] < 0: _spent108(st)
        for _t104 in _t105:
            L[3] = _t104
            L[0] = (L[0] + [(_t106 if -1000000000000000000 <= (_t106 := ((min(10, (51 // 3)) + 1) - _t104)) <= 1000000000000000000 else _beyond109(_t106))])
            if len(L[0]) > 1000000: _too_long110(L[0])
    else:
        _t108 = (_range106(1, min(10, (51 // 3))) or [])
        _budget107[0] -= len(_t108)
        if _budget107[0] < 0: _spent108(st)
        for _t107 in _t108:
            L[6] = _t107
            L[0] = (L[0] + [(_t109 if -1000000000000000000 <= (_t109 := ((min(10, (51 // 3)) + 1) - _t107)) <= 1000000000000000000 else _beyond109(_t109))])
            if len(L[0]) > 1000000: _too_long110(L[0])
        L[0] = (L[0] + _range106(2, min(10, (51 // 3))))
        if len(L[0]) > 1000000: _too_long110(L[0])

# <rulerun oh_hell.rules: play #33 1310e970>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i1 = [None, None, None]
    for _t110 in (_k111 or []):
        _i1[2] = _t110
        if ((len(_st_zones[(6 + _t110)]) // 3) == _st_vars[3 + _t110]):
            _st_vars[6 + _t110] = (_t111 if -1000000000000000000 <= (_t111 := _st_vars[6 + _t110] + (10 + _st_vars[3 + _t110])) <= 1000000000000000000 else _beyond112(_t111))
            if _st_log is not None: _st_log.append(_Text116(_audience113(st), [_PlayerRef114(_t110), ' made ', _plain115(_st_vars[3 + _t110]), ' and scores ', _plain115((_t112 if -1000000000000000000 <= (_t112 := (10 + _st_vars[3 + _t110])) <= 1000000000000000000 else _beyond112(_t112)))]))
        else:
            if _st_log is not None: _st_log.append(_Text116(_audience113(st), [_PlayerRef114(_t110), ' bid ', _plain115(_st_vars[3 + _t110]), ' but took ', _plain115((len(_st_zones[(6 + _t110)]) // 3))]))
        _t113 = (6 + _t110)
        _t114 = 0
        if _st_log is None and _t113 != _t114:
            _t115 = _st_zones[_t113]; _st_zones[_t114] += _t115
            for _t116 in _t115: _st_loc[_t116] = _t114
            _t115.clear()
        else:
            _move_cards117(st, _st_zones[_t113][:], _t114, False)
    _t117 = 4
    _t118 = 0
    if _st_log is None and _t117 != _t118:
        _t119 = _st_zones[_t117]; _st_zones[_t118] += _t119
        for _t120 in _t119: _st_loc[_t120] = _t118
        _t119.clear()
    else:
        _move_cards117(st, _st_zones[_t117][:], _t118, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play_hand #34 playout 2597778b>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text139(_audience136(st), ['a hand of ', _plain137(_l0), ' card(s), dealt by ', _PlayerRef138(_st_vars[0])]))
    _shuffle_zone140(st, 0)
    _t142 = (_range141(1, _l0) or [])
    _budget142[0] -= len(_t142)
    if _budget142[0] < 0: _spent143(st)
    for _t141 in _t142:
        L[3] = _t141
        for _t143 in (_o144[_st_vars[0]] or []):
            L[6] = _t143
            _t146 = _st_zones[0]
            _t145 = (1 + _t143)
            if _st_log is None and _t146:
                _t144 = _t146.pop(); _st_zones[_t145].append(_t144); _st_loc[_t144] = _t145
            elif _t146:
                _move_cards145(st, _t146[-1], _t145, False)
    _t149 = _st_zones[0]
    _t148 = 4
    if _st_log is None and _t149:
        _t147 = _t149.pop(); _st_zones[_t148].append(_t147); _st_loc[_t147] = _t148
    elif _t149:
        _move_cards145(st, _t149[-1], _t148, False)
    if _st_log is not None: _st_log.append(_Text139(_audience136(st), [_plain137(_c146[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))
    _i4l0 = _l0
    _i4 = [_i4l0, None, None, None, None, None]
    _i4[1] = 0
    for _t150 in (_o147[_st_vars[0]] or []):
        _i4[4] = _t150
        _t151 = []
        for _t152 in (_range141(0, _i4l0) or []):
            if (((not True) or (_t150 != _st_vars[0])) or ((_i4[1] + _t152) != _i4l0)): _t151.append(_t152)
        _t153 = _t150
        _t154 = len(_t151)
        if not _t154: _no_option150(_t153, 'bid')
        if _t154 <= 1 and _st_log is None:
            _i4[5] = _t151[0] if _t154 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t155 = st.chooser(_t154, _t153)
            else:
                _t155 = _st_bits(_t154.bit_length())
                while _t155 >= _t154: _t155 = _st_bits(_t154.bit_length())
            _i4[5] = _t151[_t155]; st.decisions += 1
        elif _decide151(st, _i4, _t151, _t153): raise _PlayoutCut148()
        _st_vars[3 + _t150] = _i4[5]
        _i4[1] = (_t156 if -1000000000000000000 <= (_t156 := _i4[1] + _i4[5]) <= 1000000000000000000 else _beyond152(_t156))
    if _st_log is not None: _st_log.append(_Text139(_audience136(st), ['the bids add up to ', _plain137(_i4[1]), ' for ', _plain137(_i4l0), ' tricks']))
    L[7] = ((_st_vars[0] + 1) % 3)
    _t158 = (_range141(1, _l0) or [])
    _budget142[0] -= len(_t158)
    if _budget142[0] < 0: _spent143(st)
    for _t157 in _t158:
        L[10] = _t157
        if _p153(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = _st_vars[2]

# <rulerun oh_hell.rules: play #35 db0340f1>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t122 = (L[0] or [])
    _budget118[0] -= len(_t122)
    if _budget118[0] < 0: _spent119(st)
    for _t121 in _t122:
        L[9] = _t121
        if _p154(st, [_t121, None, None, None, None, None, None, None, None, None, None]) == 3: return 3
        _i5 = [None, None, None]
        for _t159 in (_k155 or []):
            _i5[2] = _t159
            if ((len(_st_zones[(6 + _t159)]) // 3) == _st_vars[3 + _t159]):
                _st_vars[6 + _t159] = (_t160 if -1000000000000000000 <= (_t160 := _st_vars[6 + _t159] + (10 + _st_vars[3 + _t159])) <= 1000000000000000000 else _beyond134(_t160))
                if _st_log is not None: _st_log.append(_Text123(_audience120(st), [_PlayerRef122(_t159), ' made ', _plain121(_st_vars[3 + _t159]), ' and scores ', _plain121((_t161 if -1000000000000000000 <= (_t161 := (10 + _st_vars[3 + _t159])) <= 1000000000000000000 else _beyond134(_t161)))]))
            else:
                if _st_log is not None: _st_log.append(_Text123(_audience120(st), [_PlayerRef122(_t159), ' bid ', _plain121(_st_vars[3 + _t159]), ' but took ', _plain121((len(_st_zones[(6 + _t159)]) // 3))]))
            _t162 = (6 + _t159)
            _t163 = 0
            if _st_log is None and _t162 != _t163:
                _t164 = _st_zones[_t162]; _st_zones[_t163] += _t164
                for _t165 in _t164: _st_loc[_t165] = _t163
                _t164.clear()
            else:
                _move_cards127(st, _st_zones[_t162][:], _t163, False)
        _t166 = 4
        _t167 = 0
        if _st_log is None and _t166 != _t167:
            _t168 = _st_zones[_t166]; _st_zones[_t167] += _t168
            for _t169 in _t168: _st_loc[_t169] = _t167
            _t168.clear()
        else:
            _move_cards127(st, _st_zones[_t166][:], _t167, False)
        _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play #36 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play #37 3c81499a>
def _native(st, L):
    return L[9]

# <rulerun oh_hell.rules: bidding #38 050a6a61>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT156[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run159(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o160[_st_vars[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = []
            for _t170 in (_range161(0, L[0]) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t170) != L[0])): _o.append(_t170)
            fr[1] = 4
            _t171 = L[4]
            _t172 = len(_o)
            if not _t172: _no_option163(_t171, 'bid')
            if _t172 <= 1 and _st_log is None:
                L[5] = _o[0] if _t172 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t173 = st.chooser(_t172, _t171)
                else:
                    _t173 = _st_bits(_t172.bit_length())
                    while _t173 >= _t172: _t173 = _st_bits(_t172.bit_length())
                L[5] = _o[_t173]; st.decisions += 1
                if st.thread_player is not None: _answered164(st, _t173)
            elif _decide165(st, L, _o, _t171): return True
            pc = 4
        if pc == 4:
            _r = _run166(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit158(_k, st, _d0): raise _Runaway157()
            continue
        if pc == 6:
            _r = _run167(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k168)

# <rulerun oh_hell.rules: play_trick #39 4ed88f9f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT169[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run172(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o173[L[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _t175 = _NOT_YET
            _o = []
            for _t174 in _st_zones[(1 + L[4])]:
                if (L[1] or ((_c174[_t174] == _st_vars[1]) or (not (_st_vars[1] in (_t175 if _t175 is not _NOT_YET else (_t175 := list(map(_c174.__getitem__, _st_zones[(1 + L[4])])))))))): _o.append(_t174)
            fr[1] = 4
            _t176 = L[4]
            _t177 = len(_o)
            if not _t177: _no_option176(_t176, 'card to play')
            if _t177 <= 1 and _st_log is None:
                L[5] = _o[0] if _t177 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t178 = st.chooser(_t177, _t176)
                else:
                    _t178 = _st_bits(_t177.bit_length())
                    while _t178 >= _t177: _t178 = _st_bits(_t177.bit_length())
                L[5] = _o[_t178]; st.decisions += 1
                if st.thread_player is not None: _answered177(st, _t178)
            elif _decide178(st, L, _o, _t176): return True
            pc = 4
        if pc == 4:
            _r = _run179(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit171(_k, st, _d0): raise _Runaway170()
            continue
        if pc == 6:
            _r = _run180(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k181)

# <rulerun oh_hell.rules: play_hand #40 10f33a72>
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
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit186(_k187)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run188(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[8] = (_range189(1, L[0]) or []); L[9] = 0
            pc = 4
        if pc == 4:
            _s = L[8]; _i = L[9]; _n = len(_s); pc = 8
            while _i < _n:
                L[10] = _s[_i]; _i += 1
                pc = 5; break
            L[9] = _i
        if pc == 5:
            _a = [L[7], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit186(_k190)
            fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            _r = _run191(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
            _k += 1
            if _k > _lim and _over_limit184(_k, st, _d0): raise _Runaway183()
            continue
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k192)

# <rulerun oh_hell.rules: settle #41 ca77c539>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run195(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k196)

# <rulerun oh_hell.rules: play #42 50b4e444>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT197[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run200(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit201(_k202)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run203(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit199(_k, st, _d0): raise _Runaway198()
            continue
        if pc == 6:
            fr[1] = 7
            if _step204(st, fr): return True
            pc = 7
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k205)

# <rulerun oh_hell.rules: bidding #43 28127ac7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT206[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run209(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region210(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_o211[_st_vars[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = []
            for _t179 in (_range212(0, L[0]) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t179) != L[0])): _o.append(_t179)
            fr[1] = 4
            _t180 = L[4]
            _t181 = len(_o)
            if not _t181: _no_option214(_t180, 'bid')
            if _t181 <= 1 and _st_log is None:
                L[5] = _o[0] if _t181 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t182 = st.chooser(_t181, _t180)
                else:
                    _t182 = _st_bits(_t181.bit_length())
                    while _t182 >= _t181: _t182 = _st_bits(_t181.bit_length())
                L[5] = _o[_t182]; st.decisions += 1
                if st.thread_player is not None: _answered215(st, _t182)
            elif _decide216(st, L, _o, _t180): return True
            pc = 4
        if pc == 4:
            _r = _run217(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit208(_k, st, _d0): raise _Runaway207()
            continue
        if pc == 6:
            _r = _run218(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k219)

# <rulerun oh_hell.rules: play_trick #44 761068e6>
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
            _t184 = _NOT_YET
            _o = []
            for _t183 in _st_zones[(1 + L[4])]:
                if (L[1] or ((_c226[_t183] == _st_vars[1]) or (not (_st_vars[1] in (_t184 if _t184 is not _NOT_YET else (_t184 := list(map(_c226.__getitem__, _st_zones[(1 + L[4])])))))))): _o.append(_t183)
            fr[1] = 4
            _t185 = L[4]
            _t186 = len(_o)
            if not _t186: _no_option228(_t185, 'card to play')
            if _t186 <= 1 and _st_log is None:
                L[5] = _o[0] if _t186 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t187 = st.chooser(_t186, _t185)
                else:
                    _t187 = _st_bits(_t186.bit_length())
                    while _t187 >= _t186: _t187 = _st_bits(_t186.bit_length())
                L[5] = _o[_t187]; st.decisions += 1
                if st.thread_player is not None: _answered229(st, _t187)
            elif _decide230(st, L, _o, _t185): return True
            pc = 4
        if pc == 4:
            _r = _run231(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit222(_k, st, _d0): raise _Runaway221()
            continue
        if pc == 6:
            _r = _run232(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k233)

# <rulerun oh_hell.rules: bidding #45 playout 706e32df>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L[1] = 0
    for _t188 in (_o238[_st_vars[0]] or []):
        L[4] = _t188
        _t189 = []
        for _t190 in (_range239(0, _l0) or []):
            if (((not True) or (_t188 != _st_vars[0])) or ((L[1] + _t190) != _l0)): _t189.append(_t190)
        _t191 = _t188
        _t192 = len(_t189)
        if not _t192: _no_option242(_t191, 'bid')
        if _t192 <= 1 and _st_log is None:
            L[5] = _t189[0] if _t192 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t193 = st.chooser(_t192, _t191)
            else:
                _t193 = _st_bits(_t192.bit_length())
                while _t193 >= _t192: _t193 = _st_bits(_t192.bit_length())
            L[5] = _t189[_t193]; st.decisions += 1
        elif _decide243(st, L, _t189, _t191): raise _PlayoutCut240()
        _st_vars[3 + _t188] = L[5]
        L[1] = (_t194 if -1000000000000000000 <= (_t194 := L[1] + L[5]) <= 1000000000000000000 else _beyond244(_t194))
    if _st_log is not None: _st_log.append(_Text247(_audience245(st), ['the bids add up to ', _plain246(L[1]), ' for ', _plain246(_l0), ' tricks']))

# <rulerun oh_hell.rules: play_hand #46 71144b5e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT234[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run237(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p248(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit249(_k250)
                fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run251(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region252(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 3:
            L[8] = (_range253(1, L[0]) or []); L[9] = 0
            pc = 4
        if pc == 4:
            _s = L[8]; _i = L[9]; _n = len(_s); pc = 8
            while _i < _n:
                L[10] = _s[_i]; _i += 1
                pc = 5; break
            L[9] = _i
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p254(st, [L[7], None, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[7], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit249(_k255)
                fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            _r = _run256(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
            _k += 1
            if _k > _lim and _over_limit236(_k, st, _d0): raise _Runaway235()
            continue
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k257)

# <rulerun oh_hell.rules: play #47 857e07d9>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT258[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run261(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region262(st, L)
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
                if _p263(st, [L[9], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 4
            else:
                _a = [L[9], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit264(_k265)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run266(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit260(_k, st, _d0): raise _Runaway259()
            continue
        if pc == 6:
            fr[1] = 7
            if _step267(st, fr): return True
            pc = 7
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k268)

# <rulerun oh_hell.rules: rank #48 9418b35e>
def _native(st, p):
    return (st.vars[6 + p], )

