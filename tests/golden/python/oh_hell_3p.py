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

# <rulerun oh_hell.rules: play_trick #14 1a59c39e>
def _native(st, L):
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = _player32((_memo1[None] if None in _memo1 else _memo1.setdefault(None, st.cvars[_a31(st)])), 3)
    if _st_log is not None: _st_log.append(_Text35(_audience33(st), [_PlayerRef34(_st_vars[2]), ' wins the trick']))
    _t32 = 5
    _t33 = (6 + _st_vars[2])
    if _st_log is None and _t32 != _t33:
        _t34 = _st_zones[_t32]; _st_zones[_t33] += _t34
        for _t35 in _t34: st.loc[_t35] = _t33
        _t34.clear()
    else:
        _move_cards36(st, _st_zones[_t32][:], _t33, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play_trick #15 2e80ccfd>
def _native(st, L):
    return _o37[L[0]]

# <rulerun oh_hell.rules: play_trick #16 45d32d7a>
def _native(st, L):
    return (1 + L[4])

# <rulerun oh_hell.rules: play_trick #17 bb7fbd19>
def _loop(st, L):
    _st_vars = st.vars
    for _t36 in st.zones[(1 + L[4])]:
        if (_c39[_t36] == _st_vars[1]):
            return True
    return False

# <rulerun oh_hell.rules: play_trick #18 f98000c6>
def _native(st, L):
    return (L[1] or ((_c38[L[5]] == st.vars[1]) or (not _a40(st, L))))

# <rulerun oh_hell.rules: play_hand #19 0011b281>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text44(_audience41(st), ['a hand of ', _plain42(_l0), ' card(s), dealt by ', _PlayerRef43(_st_vars[0])]))
    _shuffle_zone45(st, 0)
    _t40 = ((list(range(1, _t39 + 1)) if (_t39 := _l0) - 1 < 1000000 else _range46(1, _t39)) or [])
    st.budget -= len(_t40)
    if st.budget < 0: _spent47(st)
    for _t38 in _t40:
        L[3] = _t38
        for _t41 in (_o48[_st_vars[0]] or []):
            L[6] = _t41
            _t44 = _st_zones[0]
            _t43 = (1 + _t41)
            if _st_log is None and _t44:
                _t42 = _t44.pop(); _st_zones[_t43].append(_t42); _st_loc[_t42] = _t43
            elif _t44:
                _move_cards49(st, _t44[-1], _t43, False)
    _t47 = _st_zones[0]
    _t46 = 4
    if _st_log is None and _t47:
        _t45 = _t47.pop(); _st_zones[_t46].append(_t45); _st_loc[_t45] = _t46
    elif _t47:
        _move_cards49(st, _t47[-1], _t46, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_plain42(_c50[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))

# <rulerun oh_hell.rules: play_hand #20 d4ef33e7>
def _native(st, L):
    L[7] = ((st.vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play_hand #21 635fa752>
def _native(st, L):
    L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #22 9774038c>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t67 = None
    for _t66 in _st_zones[5]:
        _t68 = ((100 + _c64[_t66]) if (_c65[_t66] == _c65[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c64[_t66] if (_c65[_t66] == _st_vars[1]) else 0))
        if _t67 is None or _t68 > _t67:
            _t67 = _t68
    return _t67

# <rulerun oh_hell.rules: play_hand #23 5dcf76ce>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t63 = _st_zones[5]
    st.budget -= len(_t63)
    if st.budget < 0: _spent61(st)
    _t69 = _NOT_YET
    for _t64 in _t63:
        if (((100 + _c62[_t64]) if (_c63[_t64] == _c63[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c62[_t64] if (_c63[_t64] == _st_vars[1]) else 0)) == (_t69 if _t69 is not _NOT_YET else (_t69 := (st.memos[0][None] if None in st.memos[0] else st.memos[0].setdefault(None, _a66(st)))))):
            return _t64
    return None

# <rulerun oh_hell.rules: play_trick #24 3c1b4bec>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t90 = None
    for _t89 in _st_zones[5]:
        _t91 = ((100 + _c84[_t89]) if (_c85[_t89] == _c85[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c84[_t89] if (_c85[_t89] == _st_vars[1]) else 0))
        if _t90 is None or _t91 > _t90:
            _t90 = _t91
    return _t90

# <rulerun oh_hell.rules: play_trick #25 b6d6c4db>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t86 = _st_zones[5]
    st.budget -= len(_t86)
    if st.budget < 0: _spent81(st)
    _t92 = _NOT_YET
    for _t87 in _t86:
        if (((100 + _c82[_t87]) if (_c83[_t87] == _c83[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c82[_t87] if (_c83[_t87] == _st_vars[1]) else 0)) == (_t92 if _t92 is not _NOT_YET else (_t92 := (st.memos[0][None] if None in st.memos[0] else st.memos[0].setdefault(None, _a86(st)))))):
            return _t87
    return None

# <rulerun oh_hell.rules: play_trick #26 playout 2d4a58d4>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = True
    _t75 = (_o72[L[0]] or [])
    st.budget -= len(_t75)
    if st.budget < 0: _spent73(st)
    for _t74 in _t75:
        L[4] = _t74
        _t79 = _NOT_YET
        _t76 = []
        for _t77 in _st_zones[(1 + _t74)]:
            if (L[1] or ((_c74[_t77] == _st_vars[1]) or (not (_st_vars[1] in (_t79 if _t79 is not _NOT_YET else (_t79 := ([_c74[_x] for _x in _t78] if (_t78 := _st_zones[(1 + _t74)]) is not _NOT_YET else None))))))): _t76.append(_t77)
        _t80 = _t74
        _t81 = len(_t76)
        if not _t81: _no_option77(_t80, 'card to play')
        if _t81 <= 1 and _st_log is None:
            L[5] = _t76[0] if _t81 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t82 = st.chooser(_t81, _t80)
            else:
                _t82 = _st_bits(_t81.bit_length())
                while _t82 >= _t81: _t82 = _st_bits(_t81.bit_length())
            L[5] = _t76[_t82]; st.decisions += 1
        elif _st_log is None: _pend78(st, L, _t76, _t80); raise _PlayoutCut75()
        elif _decide79(st, L, _t76, _t80): raise _PlayoutCut75()
        if L[1]:
            _st_vars[1] = _c74[L[5]]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            L[1] = False
        st.cvars[L[5]] = _t74
        if _memo1: _memo1.clear()
        _t83 = L[5]
        _t84 = 5
        if type(_t83) is int and _st_log is None:
            _t85 = _st_zones[_st_loc[_t83]]
            if _t85[-1] == _t83: _t85.pop()
            else: _t85.remove(_t83)
            _st_zones[_t84].append(_t83); _st_loc[_t83] = _t84
        elif _t83 is not None:
            _move_cards80(st, _t83, _t84, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
    _st_vars[2] = _player88((_memo1[None] if None in _memo1 else _memo1.setdefault(None, st.cvars[_a87(st)])), 3)
    if _st_log is not None: _st_log.append(_Text91(_audience89(st), [_PlayerRef90(_st_vars[2]), ' wins the trick']))
    _t93 = 5
    _t94 = (6 + _st_vars[2])
    if _st_log is None and _t93 != _t94:
        _t95 = _st_zones[_t93]; _st_zones[_t94] += _t95
        for _t96 in _t95: _st_loc[_t96] = _t94
        _t95.clear()
    else:
        _move_cards80(st, _st_zones[_t93][:], _t94, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play_hand #27 ad3cf769>
def _native(st, L):
    _t50 = ((list(range(1, _t49 + 1)) if (_t49 := L[0]) - 1 < 1000000 else _range51(1, _t49)) or [])
    st.budget -= len(_t50)
    if st.budget < 0: _spent52(st)
    for _t48 in _t50:
        L[10] = _t48
        if _p92(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #28 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play_hand #29 12cabefc>
def _native(st, L):
    return (list(range(1, _t97 + 1)) if (_t97 := L[0]) - 1 < 1000000 else _range93(1, _t97))

# <rulerun oh_hell.rules: play_hand #30 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun oh_hell.rules: settle #31 ebad39eb>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    for _t98 in (_k94 or []):
        L[2] = _t98
        if ((len(_st_zones[(6 + _t98)]) // 3) == _st_vars[3 + _t98]):
            _st_vars[6 + _t98] = (_t99 if -1000000000000000000 <= (_t99 := _st_vars[6 + _t98] + (10 + _st_vars[3 + _t98])) <= 1000000000000000000 else _beyond95(_t99))
            if _st_log is not None: _st_log.append(_Text99(_audience96(st), [_PlayerRef97(_t98), ' made ', _plain98(_st_vars[3 + _t98]), ' and scores ', _plain98((_t100 if -1000000000000000000 <= (_t100 := (10 + _st_vars[3 + _t98])) <= 1000000000000000000 else _beyond95(_t100)))]))
        else:
            if _st_log is not None: _st_log.append(_Text99(_audience96(st), [_PlayerRef97(_t98), ' bid ', _plain98(_st_vars[3 + _t98]), ' but took ', _plain98((len(_st_zones[(6 + _t98)]) // 3))]))
        _t101 = (6 + _t98)
        _t102 = 0
        if _st_log is None and _t101 != _t102:
            _t103 = _st_zones[_t101]; _st_zones[_t102] += _t103
            for _t104 in _t103: _st_loc[_t104] = _t102
            _t103.clear()
        else:
            _move_cards100(st, _st_zones[_t101][:], _t102, False)
    _t105 = 4
    _t106 = 0
    if _st_log is None and _t105 != _t106:
        _t107 = _st_zones[_t105]; _st_zones[_t106] += _t107
        for _t108 in _t107: _st_loc[_t108] = _t106
        _t107.clear()
    else:
        _move_cards100(st, _st_zones[_t105][:], _t106, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()

# <rulerun oh_hell.rules: play #32 a0e61401>
def _native(st, L):
    st.vars[0] = _random_item101(st, _k102)
    L[0] = []
    if ('up' == 'up'):
        L[0] = (list(range(1, _t109 + 1)) if (_t109 := min(10, (51 // 3))) - 1 < 1000000 else _range103(1, _t109))
    elif ('up' == 'down'):
        _t112 = ((list(range(1, _t111 + 1)) if (_t111 := min(10, (51 // 3))) - 1 < 1000000 else _range103(1, _t111)) or [])
        st.budget -= len(_t112)
        if st.budget < 0: _spent104(st)
        for _t110 in _t112:
            L[3] = _t110
            L[0] = (L[0] + [(_t113 if -1000000000000000000 <= (_t113 := ((min(10, (51 // 3)) + 1) - _t110)) <= 1000000000000000000 else _beyond105(_t113))])
            if len(L[0]) > 1000000: _too_long106(L[0])
    else:
        _t116 = ((list(range(1, _t115 + 1)) if (_t115 := min(10, (51 // 3))) - 1 < 1000000 else _range103(1, _t115)) or [])
        st.budget -= len(_t116)
        if st.budget < 0: _spent104(st)
        for _t114 in _t116:
            L[6] = _t114
            L[0] = (L[0] + [(_t117 if -1000000000000000000 <= (_t117 := ((min(10, (51 // 3)) + 1) - _t114)) <= 1000000000000000000 else _beyond105(_t117))])
            if len(L[0]) > 1000000: _too_long106(L[0])
        L[0] = (L[0] + (list(range(2, _t118 + 1)) if (_t118 := min(10, (51 // 3))) - 2 < 1000000 else _range103(2, _t118)))
        if len(L[0]) > 1000000: _too_long106(L[0])

# <rulerun oh_hell.rules: play #33 3c9bf97b>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _i1 = [None, None, None]
    for _t119 in (_k107 or []):
        _i1[2] = _t119
        if ((len(_st_zones[(6 + _t119)]) // 3) == _st_vars[3 + _t119]):
            _st_vars[6 + _t119] = (_t120 if -1000000000000000000 <= (_t120 := _st_vars[6 + _t119] + (10 + _st_vars[3 + _t119])) <= 1000000000000000000 else _beyond108(_t120))
            if _st_log is not None: _st_log.append(_Text112(_audience109(st), [_PlayerRef110(_t119), ' made ', _plain111(_st_vars[3 + _t119]), ' and scores ', _plain111((_t121 if -1000000000000000000 <= (_t121 := (10 + _st_vars[3 + _t119])) <= 1000000000000000000 else _beyond108(_t121)))]))
        else:
            if _st_log is not None: _st_log.append(_Text112(_audience109(st), [_PlayerRef110(_t119), ' bid ', _plain111(_st_vars[3 + _t119]), ' but took ', _plain111((len(_st_zones[(6 + _t119)]) // 3))]))
        _t122 = (6 + _t119)
        _t123 = 0
        if _st_log is None and _t122 != _t123:
            _t124 = _st_zones[_t122]; _st_zones[_t123] += _t124
            for _t125 in _t124: _st_loc[_t125] = _t123
            _t124.clear()
        else:
            _move_cards113(st, _st_zones[_t122][:], _t123, False)
    _t126 = 4
    _t127 = 0
    if _st_log is None and _t126 != _t127:
        _t128 = _st_zones[_t126]; _st_zones[_t127] += _t128
        for _t129 in _t128: _st_loc[_t129] = _t127
        _t128.clear()
    else:
        _move_cards113(st, _st_zones[_t126][:], _t127, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play_hand #34 playout c39fb4f8>
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
    _t155 = ((list(range(1, _t154 + 1)) if (_t154 := _l0) - 1 < 1000000 else _range137(1, _t154)) or [])
    st.budget -= len(_t155)
    if st.budget < 0: _spent138(st)
    for _t153 in _t155:
        L[3] = _t153
        for _t156 in (_o139[_st_vars[0]] or []):
            L[6] = _t156
            _t159 = _st_zones[0]
            _t158 = (1 + _t156)
            if _st_log is None and _t159:
                _t157 = _t159.pop(); _st_zones[_t158].append(_t157); _st_loc[_t157] = _t158
            elif _t159:
                _move_cards140(st, _t159[-1], _t158, False)
    _t162 = _st_zones[0]
    _t161 = 4
    if _st_log is None and _t162:
        _t160 = _t162.pop(); _st_zones[_t161].append(_t160); _st_loc[_t160] = _t161
    elif _t162:
        _move_cards140(st, _t162[-1], _t161, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _st_log is not None: _st_log.append(_Text135(_audience132(st), [_plain133(_c141[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))
    _i4l0 = _l0
    _i4 = [_i4l0, None, None, None, None, None]
    _i4[1] = 0
    for _t163 in (_o142[_st_vars[0]] or []):
        _i4[4] = _t163
        _t164 = []
        for _t165 in ((list(range(0, _t166 + 1)) if (_t166 := _i4l0) - 0 < 1000000 else _range137(0, _t166)) or []):
            if (((not True) or (_t163 != _st_vars[0])) or ((_i4[1] + _t165) != _i4l0)): _t164.append(_t165)
        _t167 = _t163
        _t168 = len(_t164)
        if not _t168: _no_option145(_t167, 'bid')
        if _t168 <= 1 and _st_log is None:
            _i4[5] = _t164[0] if _t168 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t169 = st.chooser(_t168, _t167)
            else:
                _t169 = _st_bits(_t168.bit_length())
                while _t169 >= _t168: _t169 = _st_bits(_t168.bit_length())
            _i4[5] = _t164[_t169]; st.decisions += 1
        elif _st_log is None: _pend146(st, _i4, _t164, _t167); raise _PlayoutCut143()
        elif _decide147(st, _i4, _t164, _t167): raise _PlayoutCut143()
        _st_vars[3 + _t163] = _i4[5]
        _i4[1] = (_t170 if -1000000000000000000 <= (_t170 := _i4[1] + _i4[5]) <= 1000000000000000000 else _beyond148(_t170))
    if _st_log is not None: _st_log.append(_Text135(_audience132(st), ['the bids add up to ', _plain133(_i4[1]), ' for ', _plain133(_i4l0), ' tricks']))
    L[7] = ((_st_vars[0] + 1) % 3)
    _t173 = ((list(range(1, _t172 + 1)) if (_t172 := _l0) - 1 < 1000000 else _range137(1, _t172)) or [])
    st.budget -= len(_t173)
    if st.budget < 0: _spent138(st)
    for _t171 in _t173:
        L[10] = _t171
        if _p149(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = _st_vars[2]

# <rulerun oh_hell.rules: play #35 1b329d11>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t131 = (L[0] or [])
    st.budget -= len(_t131)
    if st.budget < 0: _spent114(st)
    for _t130 in _t131:
        L[9] = _t130
        if _p150(st, [_t130, None, None, None, None, None, None, None, None, None, None]) == 3: return 3
        _i5 = [None, None, None]
        for _t174 in (_k151 or []):
            _i5[2] = _t174
            if ((len(_st_zones[(6 + _t174)]) // 3) == _st_vars[3 + _t174]):
                _st_vars[6 + _t174] = (_t175 if -1000000000000000000 <= (_t175 := _st_vars[6 + _t174] + (10 + _st_vars[3 + _t174])) <= 1000000000000000000 else _beyond130(_t175))
                if _st_log is not None: _st_log.append(_Text118(_audience115(st), [_PlayerRef117(_t174), ' made ', _plain116(_st_vars[3 + _t174]), ' and scores ', _plain116((_t176 if -1000000000000000000 <= (_t176 := (10 + _st_vars[3 + _t174])) <= 1000000000000000000 else _beyond130(_t176)))]))
            else:
                if _st_log is not None: _st_log.append(_Text118(_audience115(st), [_PlayerRef117(_t174), ' bid ', _plain116(_st_vars[3 + _t174]), ' but took ', _plain116((len(_st_zones[(6 + _t174)]) // 3))]))
            _t177 = (6 + _t174)
            _t178 = 0
            if _st_log is None and _t177 != _t178:
                _t179 = _st_zones[_t177]; _st_zones[_t178] += _t179
                for _t180 in _t179: _st_loc[_t180] = _t178
                _t179.clear()
            else:
                _move_cards122(st, _st_zones[_t177][:], _t178, False)
        _t181 = 4
        _t182 = 0
        if _st_log is None and _t181 != _t182:
            _t183 = _st_zones[_t181]; _st_zones[_t182] += _t183
            for _t184 in _t183: _st_loc[_t184] = _t182
            _t183.clear()
        else:
            _move_cards122(st, _st_zones[_t181][:], _t182, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play #36 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play #37 3c81499a>
def _native(st, L):
    return L[9]

# <rulerun oh_hell.rules: bidding #38 51c47e34>
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
            for _t185 in ((list(range(0, _t186 + 1)) if (_t186 := L[0]) - 0 < 1000000 else _range156(0, _t186)) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t185) != L[0])): _o.append(_t185)
            fr[1] = 4
            _t187 = L[4]
            _t188 = len(_o)
            if not _t188: _no_option158(_t187, 'bid')
            if _t188 <= 1 and _st_log is None:
                L[5] = _o[0] if _t188 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t189 = st.chooser(_t188, _t187)
                else:
                    _t189 = _st_bits(_t188.bit_length())
                    while _t189 >= _t188: _t189 = _st_bits(_t188.bit_length())
                L[5] = _o[_t189]; st.decisions += 1
                if st.thread_player is not None: _answered159(st, _t189)
            elif _st_log is None: _pend160(st, L, _o, _t187); return True
            elif _decide161(st, L, _o, _t187): return True
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

# <rulerun oh_hell.rules: play_trick #39 79e66496>
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
            _t192 = _NOT_YET
            _o = []
            for _t190 in st.zones[(1 + L[4])]:
                if (L[1] or ((_c169[_t190] == _st_vars[1]) or (not (_st_vars[1] in (_t192 if _t192 is not _NOT_YET else (_t192 := ([_c169[_x] for _x in _t191] if (_t191 := st.zones[(1 + L[4])]) is not _NOT_YET else None))))))): _o.append(_t190)
            fr[1] = 4
            _t193 = L[4]
            _t194 = len(_o)
            if not _t194: _no_option171(_t193, 'card to play')
            if _t194 <= 1 and _st_log is None:
                L[5] = _o[0] if _t194 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t195 = st.chooser(_t194, _t193)
                else:
                    _t195 = _st_bits(_t194.bit_length())
                    while _t195 >= _t194: _t195 = _st_bits(_t194.bit_length())
                L[5] = _o[_t195]; st.decisions += 1
                if st.thread_player is not None: _answered172(st, _t195)
            elif _st_log is None: _pend173(st, L, _o, _t193); return True
            elif _decide174(st, L, _o, _t193): return True
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

# <rulerun oh_hell.rules: play_hand #40 f81fae5b>
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
            L[8] = ((list(range(1, _t196 + 1)) if (_t196 := L[0]) - 1 < 1000000 else _range185(1, _t196)) or []); L[9] = 0
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

# <rulerun oh_hell.rules: bidding #43 acf6b4d7>
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
            for _t197 in ((list(range(0, _t198 + 1)) if (_t198 := L[0]) - 0 < 1000000 else _range207(0, _t198)) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t197) != L[0])): _o.append(_t197)
            fr[1] = 4
            _t199 = L[4]
            _t200 = len(_o)
            if not _t200: _no_option209(_t199, 'bid')
            if _t200 <= 1 and _st_log is None:
                L[5] = _o[0] if _t200 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t201 = st.chooser(_t200, _t199)
                else:
                    _t201 = _st_bits(_t200.bit_length())
                    while _t201 >= _t200: _t201 = _st_bits(_t200.bit_length())
                L[5] = _o[_t201]; st.decisions += 1
                if st.thread_player is not None: _answered210(st, _t201)
            elif _st_log is None: _pend211(st, L, _o, _t199); return True
            elif _decide212(st, L, _o, _t199): return True
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

# <rulerun oh_hell.rules: play_trick #44 741b1348>
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
            _t204 = _NOT_YET
            _o = []
            for _t202 in st.zones[(1 + L[4])]:
                if (L[1] or ((_c221[_t202] == _st_vars[1]) or (not (_st_vars[1] in (_t204 if _t204 is not _NOT_YET else (_t204 := ([_c221[_x] for _x in _t203] if (_t203 := st.zones[(1 + L[4])]) is not _NOT_YET else None))))))): _o.append(_t202)
            fr[1] = 4
            _t205 = L[4]
            _t206 = len(_o)
            if not _t206: _no_option223(_t205, 'card to play')
            if _t206 <= 1 and _st_log is None:
                L[5] = _o[0] if _t206 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t207 = st.chooser(_t206, _t205)
                else:
                    _t207 = _st_bits(_t206.bit_length())
                    while _t207 >= _t206: _t207 = _st_bits(_t206.bit_length())
                L[5] = _o[_t207]; st.decisions += 1
                if st.thread_player is not None: _answered224(st, _t207)
            elif _st_log is None: _pend225(st, L, _o, _t205); return True
            elif _decide226(st, L, _o, _t205): return True
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

# <rulerun oh_hell.rules: bidding #45 playout a5af5ef4>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L[1] = 0
    for _t208 in (_o233[_st_vars[0]] or []):
        L[4] = _t208
        _t209 = []
        for _t210 in ((list(range(0, _t211 + 1)) if (_t211 := _l0) - 0 < 1000000 else _range234(0, _t211)) or []):
            if (((not True) or (_t208 != _st_vars[0])) or ((L[1] + _t210) != _l0)): _t209.append(_t210)
        _t212 = _t208
        _t213 = len(_t209)
        if not _t213: _no_option237(_t212, 'bid')
        if _t213 <= 1 and _st_log is None:
            L[5] = _t209[0] if _t213 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t214 = st.chooser(_t213, _t212)
            else:
                _t214 = _st_bits(_t213.bit_length())
                while _t214 >= _t213: _t214 = _st_bits(_t213.bit_length())
            L[5] = _t209[_t214]; st.decisions += 1
        elif _st_log is None: _pend238(st, L, _t209, _t212); raise _PlayoutCut235()
        elif _decide239(st, L, _t209, _t212): raise _PlayoutCut235()
        _st_vars[3 + _t208] = L[5]
        L[1] = (_t215 if -1000000000000000000 <= (_t215 := L[1] + L[5]) <= 1000000000000000000 else _beyond240(_t215))
    if _st_log is not None: _st_log.append(_Text243(_audience241(st), ['the bids add up to ', _plain242(L[1]), ' for ', _plain242(_l0), ' tricks']))

# <rulerun oh_hell.rules: play_hand #46 04ab9fab>
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
            L[8] = ((list(range(1, _t216 + 1)) if (_t216 := L[0]) - 1 < 1000000 else _range250(1, _t216)) or []); L[9] = 0
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

