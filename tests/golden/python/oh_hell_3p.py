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

# <rulerun oh_hell.rules: play_trick #9 f1c60c69>
def _native(st, L):
    _l5 = L[5]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if L[1]:
        st.vars[1] = _c13[_l5]
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
        _move_cards14(st, _t8, _t9, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play_trick #10 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun oh_hell.rules: play_trick #11 a74f0f9a>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _t12 = (_o15[L[0]] or [])
    st.budget -= len(_t12)
    if st.budget < 0: _spent16(st)
    for _t11 in _t12:
        L[4] = _t11
        _t16 = _NOT_YET
        _t13 = []
        for _t14 in _st_zones[(1 + _t11)]:
            if (L[1] or ((_c17[_t14] == _st_vars[1]) or (not (_st_vars[1] in (_t16 if _t16 is not _NOT_YET else (_t16 := ([_c17[_x] for _x in _t15] if (_t15 := _st_zones[(1 + _t11)]) is not _NOT_YET else None))))))): _t13.append(_t14)
        _t17 = _t11
        _t18 = len(_t13)
        if not _t18: _no_option20(_t17, 'card to play')
        if _t18 <= 1 and _st_log is None:
            L[5] = _t13[0] if _t18 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t19 = st.chooser(_t18, _t17)
            else:
                _t19 = _st_bits(_t18.bit_length())
                while _t19 >= _t18: _t19 = _st_bits(_t18.bit_length())
            L[5] = _t13[_t19]; st.decisions += 1
        elif _decide21(st, L, _t13, _t17): raise _PlayoutCut18()
        if L[1]:
            _st_vars[1] = _c17[L[5]]
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
            _move_cards22(st, _t20, _t21, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play_trick #12 3933cb06>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t27 = None
    for _t26 in _st_zones[5]:
        _t28 = ((100 + _c26[_t26]) if (_c27[_t26] == _c27[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c26[_t26] if (_c27[_t26] == _st_vars[1]) else 0))
        if _t27 is None or _t28 > _t27:
            _t27 = _t28
    return _t27

# <rulerun oh_hell.rules: play_trick #13 548c91f5>
def _loop(st):
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _t23 = _st_zones[5]
    st.budget -= len(_t23)
    if st.budget < 0: _spent23(st)
    _t29 = _NOT_YET
    _t30 = _NOT_YET
    for _t24 in _t23:
        if (((100 + _c24[_t24]) if (_c25[_t24] == _c25[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c24[_t24] if (_c25[_t24] == _st_vars[1]) else 0)) == (_t30 if _t30 is not _NOT_YET else (_t30 := (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_t29 if _t29 is not _NOT_YET else (_t29 := _a28(st)))))))):
            return _t24
    return None

# <rulerun oh_hell.rules: play_trick #14 e2e35f9d>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = _player30((_memo1[None] if None in _memo1 else _memo1.setdefault(None, st.cvars[_a29(st)])), 3)
    if _st_log is not None: _st_log.append(_Text33(_audience31(st), [_PlayerRef32(_st_vars[2]), ' wins the trick']))
    _t31 = 5
    _t32 = (6 + _st_vars[2])
    if _st_log is None and _t31 != _t32:
        _t33 = _st_zones[_t31]; _st_zones[_t32] += _t33
        for _t34 in _t33: st.loc[_t34] = _t32
        _t33.clear()
    else:
        _move_cards34(st, _st_zones[_t31][:], _t32, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play_trick #15 0394a314>
def _native(st, L):
    return _o35[L[0]]

# <rulerun oh_hell.rules: play_trick #16 45d32d7a>
def _native(st, L):
    return (1 + L[4])

# <rulerun oh_hell.rules: play_trick #17 f337a530>
def _loop(st, L):
    _st_vars = st.vars
    for _t35 in st.zones[(1 + L[4])]:
        if (_c37[_t35] == _st_vars[1]):
            return True
    return False

# <rulerun oh_hell.rules: play_trick #18 0757946b>
def _native(st, L):
    return (L[1] or ((_c36[L[5]] == st.vars[1]) or (not _a38(st, L))))

# <rulerun oh_hell.rules: play_hand #19 6597a856>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text42(_audience39(st), ['a hand of ', _plain40(_l0), ' card(s), dealt by ', _PlayerRef41(_st_vars[0])]))
    _shuffle_zone43(st, 0)
    _t38 = (_range44(1, _l0) or [])
    st.budget -= len(_t38)
    if st.budget < 0: _spent45(st)
    for _t37 in _t38:
        L[3] = _t37
        for _t39 in (_o46[_st_vars[0]] or []):
            L[6] = _t39
            _t42 = _st_zones[0]
            _t41 = (1 + _t39)
            if _st_log is None and _t42:
                _t40 = _t42.pop(); _st_zones[_t41].append(_t40); _st_loc[_t40] = _t41
            elif _t42:
                _move_cards47(st, _t42[-1], _t41, False)
    _t45 = _st_zones[0]
    _t44 = 4
    if _st_log is None and _t45:
        _t43 = _t45.pop(); _st_zones[_t44].append(_t43); _st_loc[_t43] = _t44
    elif _t45:
        _move_cards47(st, _t45[-1], _t44, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _st_log is not None: _st_log.append(_Text42(_audience39(st), [_plain40(_c48[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))

# <rulerun oh_hell.rules: play_hand #20 d4ef33e7>
def _native(st, L):
    L[7] = ((st.vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play_hand #21 635fa752>
def _native(st, L):
    L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #22 687d30a4>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t64 = None
    for _t63 in _st_zones[5]:
        _t65 = ((100 + _c61[_t63]) if (_c62[_t63] == _c62[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c61[_t63] if (_c62[_t63] == _st_vars[1]) else 0))
        if _t64 is None or _t65 > _t64:
            _t64 = _t65
    return _t64

# <rulerun oh_hell.rules: play_hand #23 8ba7a4ab>
def _loop(st):
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _t60 = _st_zones[5]
    st.budget -= len(_t60)
    if st.budget < 0: _spent58(st)
    _t66 = _NOT_YET
    _t67 = _NOT_YET
    for _t61 in _t60:
        if (((100 + _c59[_t61]) if (_c60[_t61] == _c60[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c59[_t61] if (_c60[_t61] == _st_vars[1]) else 0)) == (_t67 if _t67 is not _NOT_YET else (_t67 := (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_t66 if _t66 is not _NOT_YET else (_t66 := _a63(st)))))))):
            return _t61
    return None

# <rulerun oh_hell.rules: play_trick #24 08899985>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t88 = None
    for _t87 in _st_zones[5]:
        _t89 = ((100 + _c80[_t87]) if (_c81[_t87] == _c81[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c80[_t87] if (_c81[_t87] == _st_vars[1]) else 0))
        if _t88 is None or _t89 > _t88:
            _t88 = _t89
    return _t88

# <rulerun oh_hell.rules: play_trick #25 ac3dcd56>
def _loop(st):
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_zones = st.zones
    _t84 = _st_zones[5]
    st.budget -= len(_t84)
    if st.budget < 0: _spent77(st)
    _t90 = _NOT_YET
    _t91 = _NOT_YET
    for _t85 in _t84:
        if (((100 + _c78[_t85]) if (_c79[_t85] == _c79[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c78[_t85] if (_c79[_t85] == _st_vars[1]) else 0)) == (_t91 if _t91 is not _NOT_YET else (_t91 := (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_t90 if _t90 is not _NOT_YET else (_t90 := _a82(st)))))))):
            return _t85
    return None

# <rulerun oh_hell.rules: play_trick #26 playout e2fc733e>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = True
    _t73 = (_o69[L[0]] or [])
    st.budget -= len(_t73)
    if st.budget < 0: _spent70(st)
    for _t72 in _t73:
        L[4] = _t72
        _t77 = _NOT_YET
        _t74 = []
        for _t75 in _st_zones[(1 + _t72)]:
            if (L[1] or ((_c71[_t75] == _st_vars[1]) or (not (_st_vars[1] in (_t77 if _t77 is not _NOT_YET else (_t77 := ([_c71[_x] for _x in _t76] if (_t76 := _st_zones[(1 + _t72)]) is not _NOT_YET else None))))))): _t74.append(_t75)
        _t78 = _t72
        _t79 = len(_t74)
        if not _t79: _no_option74(_t78, 'card to play')
        if _t79 <= 1 and _st_log is None:
            L[5] = _t74[0] if _t79 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t80 = st.chooser(_t79, _t78)
            else:
                _t80 = _st_bits(_t79.bit_length())
                while _t80 >= _t79: _t80 = _st_bits(_t79.bit_length())
            L[5] = _t74[_t80]; st.decisions += 1
        elif _decide75(st, L, _t74, _t78): raise _PlayoutCut72()
        if L[1]:
            _st_vars[1] = _c71[L[5]]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            L[1] = False
        _st_cvars[L[5]] = _t72
        if _memo1: _memo1.clear()
        _t81 = L[5]
        _t82 = 5
        if type(_t81) is int and _st_log is None:
            _t83 = _st_zones[_st_loc[_t81]]
            if _t83[-1] == _t81: _t83.pop()
            else: _t83.remove(_t81)
            _st_zones[_t82].append(_t81); _st_loc[_t81] = _t82
        elif _t81 is not None:
            _move_cards76(st, _t81, _t82, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    _st_vars[2] = _player84((_memo1[None] if None in _memo1 else _memo1.setdefault(None, _st_cvars[_a83(st)])), 3)
    if _st_log is not None: _st_log.append(_Text87(_audience85(st), [_PlayerRef86(_st_vars[2]), ' wins the trick']))
    _t92 = 5
    _t93 = (6 + _st_vars[2])
    if _st_log is None and _t92 != _t93:
        _t94 = _st_zones[_t92]; _st_zones[_t93] += _t94
        for _t95 in _t94: _st_loc[_t95] = _t93
        _t94.clear()
    else:
        _move_cards76(st, _st_zones[_t92][:], _t93, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play_hand #27 3230e7b1>
def _native(st, L):
    _t47 = (_range49(1, L[0]) or [])
    st.budget -= len(_t47)
    if st.budget < 0: _spent50(st)
    for _t46 in _t47:
        L[10] = _t46
        if _p88(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #28 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play_hand #29 5bcae4b4>
def _native(st, L):
    return _range89(1, L[0])

# <rulerun oh_hell.rules: play_hand #30 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun oh_hell.rules: settle #31 fb20fd2f>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    for _t96 in (_k90 or []):
        L[2] = _t96
        if ((len(_st_zones[(6 + _t96)]) // 3) == _st_vars[3 + _t96]):
            _st_vars[6 + _t96] = (_t97 if -1000000000000000000 <= (_t97 := _st_vars[6 + _t96] + (10 + _st_vars[3 + _t96])) <= 1000000000000000000 else _beyond91(_t97))
            if _st_log is not None: _st_log.append(_Text95(_audience92(st), [_PlayerRef93(_t96), ' made ', _plain94(_st_vars[3 + _t96]), ' and scores ', _plain94((_t98 if -1000000000000000000 <= (_t98 := (10 + _st_vars[3 + _t96])) <= 1000000000000000000 else _beyond91(_t98)))]))
        else:
            if _st_log is not None: _st_log.append(_Text95(_audience92(st), [_PlayerRef93(_t96), ' bid ', _plain94(_st_vars[3 + _t96]), ' but took ', _plain94((len(_st_zones[(6 + _t96)]) // 3))]))
        _t99 = (6 + _t96)
        _t100 = 0
        if _st_log is None and _t99 != _t100:
            _t101 = _st_zones[_t99]; _st_zones[_t100] += _t101
            for _t102 in _t101: _st_loc[_t102] = _t100
            _t101.clear()
        else:
            _move_cards96(st, _st_zones[_t99][:], _t100, False)
    _t103 = 4
    _t104 = 0
    if _st_log is None and _t103 != _t104:
        _t105 = _st_zones[_t103]; _st_zones[_t104] += _t105
        for _t106 in _t105: _st_loc[_t106] = _t104
        _t105.clear()
    else:
        _move_cards96(st, _st_zones[_t103][:], _t104, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play #32 59a57fdd>
def _native(st, L):
    st.vars[0] = _random_item97(st, _k98)
    L[0] = []
    if ('up' == 'up'):
        L[0] = _range99(1, min(10, (51 // 3)))
    elif ('up' == 'down'):
        _t108 = (_range99(1, min(10, (51 // 3))) or [])
        st.budget -= len(_t108)
        if st.budget < 0: _spent100(st)
        for _t107 in _t108:
            L[3] = _t107
            L[0] = (L[0] + [(_t109 if -1000000000000000000 <= (_t109 := ((min(10, (51 // 3)) + 1) - _t107)) <= 1000000000000000000 else _beyond101(_t109))])
            if len(L[0]) > 1000000: _too_long102(L[0])
    else:
        _t111 = (_range99(1, min(10, (51 // 3))) or [])
        st.budget -= len(_t111)
        if st.budget < 0: _spent100(st)
        for _t110 in _t111:
            L[6] = _t110
            L[0] = (L[0] + [(_t112 if -1000000000000000000 <= (_t112 := ((min(10, (51 // 3)) + 1) - _t110)) <= 1000000000000000000 else _beyond101(_t112))])
            if len(L[0]) > 1000000: _too_long102(L[0])
        L[0] = (L[0] + _range99(2, min(10, (51 // 3))))
        if len(L[0]) > 1000000: _too_long102(L[0])

# <rulerun oh_hell.rules: play #33 04cc2e31>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _i1 = [None, None, None]
    for _t113 in (_k103 or []):
        _i1[2] = _t113
        if ((len(_st_zones[(6 + _t113)]) // 3) == _st_vars[3 + _t113]):
            _st_vars[6 + _t113] = (_t114 if -1000000000000000000 <= (_t114 := _st_vars[6 + _t113] + (10 + _st_vars[3 + _t113])) <= 1000000000000000000 else _beyond104(_t114))
            if _st_log is not None: _st_log.append(_Text108(_audience105(st), [_PlayerRef106(_t113), ' made ', _plain107(_st_vars[3 + _t113]), ' and scores ', _plain107((_t115 if -1000000000000000000 <= (_t115 := (10 + _st_vars[3 + _t113])) <= 1000000000000000000 else _beyond104(_t115)))]))
        else:
            if _st_log is not None: _st_log.append(_Text108(_audience105(st), [_PlayerRef106(_t113), ' bid ', _plain107(_st_vars[3 + _t113]), ' but took ', _plain107((len(_st_zones[(6 + _t113)]) // 3))]))
        _t116 = (6 + _t113)
        _t117 = 0
        if _st_log is None and _t116 != _t117:
            _t118 = _st_zones[_t116]; _st_zones[_t117] += _t118
            for _t119 in _t118: _st_loc[_t119] = _t117
            _t118.clear()
        else:
            _move_cards109(st, _st_zones[_t116][:], _t117, False)
    _t120 = 4
    _t121 = 0
    if _st_log is None and _t120 != _t121:
        _t122 = _st_zones[_t120]; _st_zones[_t121] += _t122
        for _t123 in _t122: _st_loc[_t123] = _t121
        _t122.clear()
    else:
        _move_cards109(st, _st_zones[_t120][:], _t121, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play_hand #34 playout 381aac82>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text130(_audience127(st), ['a hand of ', _plain128(_l0), ' card(s), dealt by ', _PlayerRef129(_st_vars[0])]))
    _shuffle_zone131(st, 0)
    _t145 = (_range132(1, _l0) or [])
    st.budget -= len(_t145)
    if st.budget < 0: _spent133(st)
    for _t144 in _t145:
        L[3] = _t144
        for _t146 in (_o134[_st_vars[0]] or []):
            L[6] = _t146
            _t149 = _st_zones[0]
            _t148 = (1 + _t146)
            if _st_log is None and _t149:
                _t147 = _t149.pop(); _st_zones[_t148].append(_t147); _st_loc[_t147] = _t148
            elif _t149:
                _move_cards135(st, _t149[-1], _t148, False)
    _t152 = _st_zones[0]
    _t151 = 4
    if _st_log is None and _t152:
        _t150 = _t152.pop(); _st_zones[_t151].append(_t150); _st_loc[_t150] = _t151
    elif _t152:
        _move_cards135(st, _t152[-1], _t151, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _st_log is not None: _st_log.append(_Text130(_audience127(st), [_plain128(_c136[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))
    _i4l0 = _l0
    _i4 = [_i4l0, None, None, None, None, None]
    _i4[1] = 0
    for _t153 in (_o137[_st_vars[0]] or []):
        _i4[4] = _t153
        _t154 = []
        for _t155 in (_range132(0, _i4l0) or []):
            if (((not True) or (_t153 != _st_vars[0])) or ((_i4[1] + _t155) != _i4l0)): _t154.append(_t155)
        _t156 = _t153
        _t157 = len(_t154)
        if not _t157: _no_option140(_t156, 'bid')
        if _t157 <= 1 and _st_log is None:
            _i4[5] = _t154[0] if _t157 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t158 = st.chooser(_t157, _t156)
            else:
                _t158 = _st_bits(_t157.bit_length())
                while _t158 >= _t157: _t158 = _st_bits(_t157.bit_length())
            _i4[5] = _t154[_t158]; st.decisions += 1
        elif _decide141(st, _i4, _t154, _t156): raise _PlayoutCut138()
        _st_vars[3 + _t153] = _i4[5]
        _i4[1] = (_t159 if -1000000000000000000 <= (_t159 := _i4[1] + _i4[5]) <= 1000000000000000000 else _beyond142(_t159))
    if _st_log is not None: _st_log.append(_Text130(_audience127(st), ['the bids add up to ', _plain128(_i4[1]), ' for ', _plain128(_i4l0), ' tricks']))
    L[7] = ((_st_vars[0] + 1) % 3)
    _t161 = (_range132(1, _l0) or [])
    st.budget -= len(_t161)
    if st.budget < 0: _spent133(st)
    for _t160 in _t161:
        L[10] = _t160
        if _p143(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = _st_vars[2]

# <rulerun oh_hell.rules: play #35 4fd03fc9>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    _t125 = (L[0] or [])
    st.budget -= len(_t125)
    if st.budget < 0: _spent110(st)
    for _t124 in _t125:
        L[9] = _t124
        if _p144(st, [_t124, None, None, None, None, None, None, None, None, None, None]) == 3: return 3
        _i5 = [None, None, None]
        for _t162 in (_k145 or []):
            _i5[2] = _t162
            if ((len(_st_zones[(6 + _t162)]) // 3) == _st_vars[3 + _t162]):
                _st_vars[6 + _t162] = (_t163 if -1000000000000000000 <= (_t163 := _st_vars[6 + _t162] + (10 + _st_vars[3 + _t162])) <= 1000000000000000000 else _beyond125(_t163))
                if _st_log is not None: _st_log.append(_Text114(_audience111(st), [_PlayerRef113(_t162), ' made ', _plain112(_st_vars[3 + _t162]), ' and scores ', _plain112((_t164 if -1000000000000000000 <= (_t164 := (10 + _st_vars[3 + _t162])) <= 1000000000000000000 else _beyond125(_t164)))]))
            else:
                if _st_log is not None: _st_log.append(_Text114(_audience111(st), [_PlayerRef113(_t162), ' bid ', _plain112(_st_vars[3 + _t162]), ' but took ', _plain112((len(_st_zones[(6 + _t162)]) // 3))]))
            _t165 = (6 + _t162)
            _t166 = 0
            if _st_log is None and _t165 != _t166:
                _t167 = _st_zones[_t165]; _st_zones[_t166] += _t167
                for _t168 in _t167: _st_loc[_t168] = _t166
                _t167.clear()
            else:
                _move_cards118(st, _st_zones[_t165][:], _t166, False)
        _t169 = 4
        _t170 = 0
        if _st_log is None and _t169 != _t170:
            _t171 = _st_zones[_t169]; _st_zones[_t170] += _t171
            for _t172 in _t171: _st_loc[_t172] = _t170
            _t171.clear()
        else:
            _move_cards118(st, _st_zones[_t169][:], _t170, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play #36 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play #37 3c81499a>
def _native(st, L):
    return L[9]

# <rulerun oh_hell.rules: bidding #38 ba5d92b0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run148(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o149[_st_vars[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = []
            for _t173 in (_range150(0, L[0]) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t173) != L[0])): _o.append(_t173)
            fr[1] = 4
            _t174 = L[4]
            _t175 = len(_o)
            if not _t175: _no_option152(_t174, 'bid')
            if _t175 <= 1 and _st_log is None:
                L[5] = _o[0] if _t175 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t176 = st.chooser(_t175, _t174)
                else:
                    _t176 = _st_bits(_t175.bit_length())
                    while _t176 >= _t175: _t176 = _st_bits(_t175.bit_length())
                L[5] = _o[_t176]; st.decisions += 1
                if st.thread_player is not None: _answered153(st, _t176)
            elif _decide154(st, L, _o, _t174): return True
            pc = 4
        if pc == 4:
            _r = _run155(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit147(_k, st, _d0): raise _Runaway146()
            continue
        if pc == 6:
            _r = _run156(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k157)

# <rulerun oh_hell.rules: play_trick #39 61ceb29d>
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
            _r = _run160(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o161[L[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _t179 = _NOT_YET
            _o = []
            for _t177 in _st_zones[(1 + L[4])]:
                if (L[1] or ((_c162[_t177] == _st_vars[1]) or (not (_st_vars[1] in (_t179 if _t179 is not _NOT_YET else (_t179 := ([_c162[_x] for _x in _t178] if (_t178 := _st_zones[(1 + L[4])]) is not _NOT_YET else None))))))): _o.append(_t177)
            fr[1] = 4
            _t180 = L[4]
            _t181 = len(_o)
            if not _t181: _no_option164(_t180, 'card to play')
            if _t181 <= 1 and _st_log is None:
                L[5] = _o[0] if _t181 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t182 = st.chooser(_t181, _t180)
                else:
                    _t182 = _st_bits(_t181.bit_length())
                    while _t182 >= _t181: _t182 = _st_bits(_t181.bit_length())
                L[5] = _o[_t182]; st.decisions += 1
                if st.thread_player is not None: _answered165(st, _t182)
            elif _decide166(st, L, _o, _t180): return True
            pc = 4
        if pc == 4:
            _r = _run167(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit159(_k, st, _d0): raise _Runaway158()
            continue
        if pc == 6:
            _r = _run168(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k169)

# <rulerun oh_hell.rules: play_hand #40 f40fe0f6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run172(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit173(_k174)
            fr[1] = 2; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs175[0](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            _r = _run176(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[8] = (_range177(1, L[0]) or []); L[9] = 0
            pc = 4
        if pc == 4:
            _s = L[8]; _i = L[9]; _n = len(_s); pc = 8
            while _i < _n:
                L[10] = _s[_i]; _i += 1
                pc = 5; break
            L[9] = _i
        if pc == 5:
            _a = [L[7], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit173(_k178)
            fr[1] = 6; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs175[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            _r = _run179(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
            _k += 1
            if _k > _lim and _over_limit171(_k, st, _d0): raise _Runaway170()
            continue
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k180)

# <rulerun oh_hell.rules: settle #41 e9713dbf>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run183(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k184)

# <rulerun oh_hell.rules: play #42 336949cc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run187(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit188(_k189)
            fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs190[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 4
        if pc == 4:
            _r = _run191(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit186(_k, st, _d0): raise _Runaway185()
            continue
        if pc == 6:
            fr[1] = 7
            if _step192(st, fr): return True
            pc = 7
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k193)

# <rulerun oh_hell.rules: bidding #43 7dc82fca>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run196(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region197(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_o198[_st_vars[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = []
            for _t183 in (_range199(0, L[0]) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t183) != L[0])): _o.append(_t183)
            fr[1] = 4
            _t184 = L[4]
            _t185 = len(_o)
            if not _t185: _no_option201(_t184, 'bid')
            if _t185 <= 1 and _st_log is None:
                L[5] = _o[0] if _t185 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t186 = st.chooser(_t185, _t184)
                else:
                    _t186 = _st_bits(_t185.bit_length())
                    while _t186 >= _t185: _t186 = _st_bits(_t185.bit_length())
                L[5] = _o[_t186]; st.decisions += 1
                if st.thread_player is not None: _answered202(st, _t186)
            elif _decide203(st, L, _o, _t184): return True
            pc = 4
        if pc == 4:
            _r = _run204(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit195(_k, st, _d0): raise _Runaway194()
            continue
        if pc == 6:
            _r = _run205(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k206)

# <rulerun oh_hell.rules: play_trick #44 fadf8450>
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
            L[2] = (_o211[L[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _t189 = _NOT_YET
            _o = []
            for _t187 in _st_zones[(1 + L[4])]:
                if (L[1] or ((_c212[_t187] == _st_vars[1]) or (not (_st_vars[1] in (_t189 if _t189 is not _NOT_YET else (_t189 := ([_c212[_x] for _x in _t188] if (_t188 := _st_zones[(1 + L[4])]) is not _NOT_YET else None))))))): _o.append(_t187)
            fr[1] = 4
            _t190 = L[4]
            _t191 = len(_o)
            if not _t191: _no_option214(_t190, 'card to play')
            if _t191 <= 1 and _st_log is None:
                L[5] = _o[0] if _t191 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t192 = st.chooser(_t191, _t190)
                else:
                    _t192 = _st_bits(_t191.bit_length())
                    while _t192 >= _t191: _t192 = _st_bits(_t191.bit_length())
                L[5] = _o[_t192]; st.decisions += 1
                if st.thread_player is not None: _answered215(st, _t192)
            elif _decide216(st, L, _o, _t190): return True
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

# <rulerun oh_hell.rules: bidding #45 playout 17e6c12d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L[1] = 0
    for _t193 in (_o223[_st_vars[0]] or []):
        L[4] = _t193
        _t194 = []
        for _t195 in (_range224(0, _l0) or []):
            if (((not True) or (_t193 != _st_vars[0])) or ((L[1] + _t195) != _l0)): _t194.append(_t195)
        _t196 = _t193
        _t197 = len(_t194)
        if not _t197: _no_option227(_t196, 'bid')
        if _t197 <= 1 and _st_log is None:
            L[5] = _t194[0] if _t197 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t198 = st.chooser(_t197, _t196)
            else:
                _t198 = _st_bits(_t197.bit_length())
                while _t198 >= _t197: _t198 = _st_bits(_t197.bit_length())
            L[5] = _t194[_t198]; st.decisions += 1
        elif _decide228(st, L, _t194, _t196): raise _PlayoutCut225()
        _st_vars[3 + _t193] = L[5]
        L[1] = (_t199 if -1000000000000000000 <= (_t199 := L[1] + L[5]) <= 1000000000000000000 else _beyond229(_t199))
    if _st_log is not None: _st_log.append(_Text232(_audience230(st), ['the bids add up to ', _plain231(L[1]), ' for ', _plain231(_l0), ' tricks']))

# <rulerun oh_hell.rules: play_hand #46 fbaf3857>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run222(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p233(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit234(_k235)
                fr[1] = 2; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs236[0](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            _r = _run237(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region238(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 3:
            L[8] = (_range239(1, L[0]) or []); L[9] = 0
            pc = 4
        if pc == 4:
            _s = L[8]; _i = L[9]; _n = len(_s); pc = 8
            while _i < _n:
                L[10] = _s[_i]; _i += 1
                pc = 5; break
            L[9] = _i
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p240(st, [L[7], None, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[7], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit234(_k241)
                fr[1] = 6; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs236[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            _r = _run242(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
            _k += 1
            if _k > _lim and _over_limit221(_k, st, _d0): raise _Runaway220()
            continue
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k243)

# <rulerun oh_hell.rules: play #47 bda9352a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run246(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region247(st, L)
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
                if _p248(st, [L[9], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 4
            else:
                _a = [L[9], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit249(_k250)
                fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs251[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 4
        if pc == 4:
            _r = _run252(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit245(_k, st, _d0): raise _Runaway244()
            continue
        if pc == 6:
            fr[1] = 7
            if _step253(st, fr): return True
            pc = 7
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k254)

# <rulerun oh_hell.rules: rank #48 9418b35e>
def _native(st, p):
    return (st.vars[6 + p], )

