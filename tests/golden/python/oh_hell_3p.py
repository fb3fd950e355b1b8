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

# <rulerun oh_hell.rules: play_trick #11 6ebaf1a5>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t10 = (_o13[L[0]] or [])
    _budget14[0] -= len(_t10)
    if _budget14[0] < 0: _spent15(st)
    for _t9 in _t10:
        L[4] = _t9
        _t13 = _NOT_YET
        _t11 = []
        for _t12 in _st_zones[(1 + _t9)]:
            if (L[1] or ((_c16[_t12] == _st_vars[1]) or (not (_st_vars[1] in (_t13 if _t13 is not _NOT_YET else (_t13 := list(map(_c16.__getitem__, _st_zones[(1 + _t9)])))))))): _t11.append(_t12)
        _t14 = _t9
        _t15 = len(_t11)
        if not _t15: _no_option19(_t14, 'card to play')
        if _t15 <= 1 and _st_log is None:
            L[5] = _t11[0] if _t15 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t16 = st.chooser(_t15, _t14)
            else:
                _t16 = _st_bits(_t15.bit_length())
                while _t16 >= _t15: _t16 = _st_bits(_t15.bit_length())
            L[5] = _t11[_t16]; st.decisions += 1
        elif _decide20(st, L, _t11, _t14): raise _PlayoutCut17()
        if L[1]:
            _st_vars[1] = _c16[L[5]]
            L[1] = False
        st.cvars[L[5]] = _t9
        _t17 = L[5]
        _t18 = 5
        if type(_t17) is int and _st_log is None:
            _t19 = _st_zones[_st_loc[_t17]]
            if _t19[-1] == _t17: _t19.pop()
            else: _t19.remove(_t17)
            _st_zones[_t18].append(_t17); _st_loc[_t17] = _t18
        elif _t17 is not None:
            _move_cards21(st, _t17, _t18, False)

# <rulerun oh_hell.rules: play_trick #12 9e93ba64>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t24 = None
    for _t23 in _st_zones[5]:
        _t25 = ((100 + _c26[_t23]) if (_c27[_t23] == _c27[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c26[_t23] if (_c27[_t23] == _st_vars[1]) else 0))
        if _t24 is None or _t25 > _t24:
            _t24 = _t25
    return _t24

# <rulerun oh_hell.rules: play_trick #13 61f980c1>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t20 = _st_zones[5]
    _budget22[0] -= len(_t20)
    if _budget22[0] < 0: _spent23(st)
    _t26 = _NOT_YET
    _t27 = _NOT_YET
    for _t21 in _t20:
        if (((100 + _c24[_t21]) if (_c25[_t21] == _c25[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c24[_t21] if (_c25[_t21] == _st_vars[1]) else 0)) == (_t27 if _t27 is not _NOT_YET else (_t27 := (_t26 if _t26 is not _NOT_YET else (_t26 := _a28(st)))))):
            return _t21
    return None

# <rulerun oh_hell.rules: play_trick #14 a9612e47>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = _player30(st.cvars[_a29(st)], 3)
    if _st_log is not None: _st_log.append(_Text33(_audience31(st), [_PlayerRef32(_st_vars[2]), ' wins the trick']))
    _t28 = 5
    _t29 = (6 + _st_vars[2])
    if _st_log is None and _t28 != _t29:
        _t30 = _st_zones[_t28]; _st_zones[_t29] += _t30
        for _t31 in _t30: st.loc[_t31] = _t29
        _t30.clear()
    else:
        _move_cards34(st, _st_zones[_t28][:], _t29, False)

# <rulerun oh_hell.rules: play_trick #15 0394a314>
def _native(st, L):
    return _o35[L[0]]

# <rulerun oh_hell.rules: play_trick #16 45d32d7a>
def _native(st, L):
    return (1 + L[4])

# <rulerun oh_hell.rules: play_trick #17 1e1b7f45>
def _loop(st, L):
    _st_vars = st.vars
    for _t32 in st.zones[(1 + L[4])]:
        if (_c37[_t32] == _st_vars[1]):
            return True
    return False

# <rulerun oh_hell.rules: play_trick #18 0757946b>
def _native(st, L):
    return (L[1] or ((_c36[L[5]] == st.vars[1]) or (not _a38(st, L))))

# <rulerun oh_hell.rules: play_hand #19 2619fdb6>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text42(_audience39(st), ['a hand of ', _plain40(_l0), ' card(s), dealt by ', _PlayerRef41(_st_vars[0])]))
    _shuffle_zone43(st, 0)
    _t35 = (_range44(1, _l0) or [])
    _budget45[0] -= len(_t35)
    if _budget45[0] < 0: _spent46(st)
    for _t34 in _t35:
        L[3] = _t34
        for _t36 in (_o47[_st_vars[0]] or []):
            L[6] = _t36
            _t39 = _st_zones[0]
            _t38 = (1 + _t36)
            if _st_log is None and _t39:
                _t37 = _t39.pop(); _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
            elif _t39:
                _move_cards48(st, _t39[-1], _t38, False)
    _t42 = _st_zones[0]
    _t41 = 4
    if _st_log is None and _t42:
        _t40 = _t42.pop(); _st_zones[_t41].append(_t40); _st_loc[_t40] = _t41
    elif _t42:
        _move_cards48(st, _t42[-1], _t41, False)
    if _st_log is not None: _st_log.append(_Text42(_audience39(st), [_plain40(_c49[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))

# <rulerun oh_hell.rules: play_hand #20 d4ef33e7>
def _native(st, L):
    L[7] = ((st.vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play_hand #21 635fa752>
def _native(st, L):
    L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #22 87f1a847>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t60 = None
    for _t59 in _st_zones[5]:
        _t61 = ((100 + _c64[_t59]) if (_c65[_t59] == _c65[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c64[_t59] if (_c65[_t59] == _st_vars[1]) else 0))
        if _t60 is None or _t61 > _t60:
            _t60 = _t61
    return _t60

# <rulerun oh_hell.rules: play_hand #23 1e61a229>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t56 = _st_zones[5]
    _budget60[0] -= len(_t56)
    if _budget60[0] < 0: _spent61(st)
    _t62 = _NOT_YET
    _t63 = _NOT_YET
    for _t57 in _t56:
        if (((100 + _c62[_t57]) if (_c63[_t57] == _c63[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c62[_t57] if (_c63[_t57] == _st_vars[1]) else 0)) == (_t63 if _t63 is not _NOT_YET else (_t63 := (_t62 if _t62 is not _NOT_YET else (_t62 := _a66(st)))))):
            return _t57
    return None

# <rulerun oh_hell.rules: play_trick #24 50f1b38b>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t83 = None
    for _t82 in _st_zones[5]:
        _t84 = ((100 + _c85[_t82]) if (_c86[_t82] == _c86[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c85[_t82] if (_c86[_t82] == _st_vars[1]) else 0))
        if _t83 is None or _t84 > _t83:
            _t83 = _t84
    return _t83

# <rulerun oh_hell.rules: play_trick #25 b041b569>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t79 = _st_zones[5]
    _budget81[0] -= len(_t79)
    if _budget81[0] < 0: _spent82(st)
    _t85 = _NOT_YET
    _t86 = _NOT_YET
    for _t80 in _t79:
        if (((100 + _c83[_t80]) if (_c84[_t80] == _c84[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c83[_t80] if (_c84[_t80] == _st_vars[1]) else 0)) == (_t86 if _t86 is not _NOT_YET else (_t86 := (_t85 if _t85 is not _NOT_YET else (_t85 := _a87(st)))))):
            return _t80
    return None

# <rulerun oh_hell.rules: play_trick #26 playout 65bde9ce>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = True
    _t69 = (_o72[L[0]] or [])
    _budget73[0] -= len(_t69)
    if _budget73[0] < 0: _spent74(st)
    for _t68 in _t69:
        L[4] = _t68
        _t72 = _NOT_YET
        _t70 = []
        for _t71 in _st_zones[(1 + _t68)]:
            if (L[1] or ((_c75[_t71] == _st_vars[1]) or (not (_st_vars[1] in (_t72 if _t72 is not _NOT_YET else (_t72 := list(map(_c75.__getitem__, _st_zones[(1 + _t68)])))))))): _t70.append(_t71)
        _t73 = _t68
        _t74 = len(_t70)
        if not _t74: _no_option78(_t73, 'card to play')
        if _t74 <= 1 and _st_log is None:
            L[5] = _t70[0] if _t74 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t75 = st.chooser(_t74, _t73)
            else:
                _t75 = _st_bits(_t74.bit_length())
                while _t75 >= _t74: _t75 = _st_bits(_t74.bit_length())
            L[5] = _t70[_t75]; st.decisions += 1
        elif _decide79(st, L, _t70, _t73): raise _PlayoutCut76()
        if L[1]:
            _st_vars[1] = _c75[L[5]]
            L[1] = False
        _st_cvars[L[5]] = _t68
        _t76 = L[5]
        _t77 = 5
        if type(_t76) is int and _st_log is None:
            _t78 = _st_zones[_st_loc[_t76]]
            if _t78[-1] == _t76: _t78.pop()
            else: _t78.remove(_t76)
            _st_zones[_t77].append(_t76); _st_loc[_t76] = _t77
        elif _t76 is not None:
            _move_cards80(st, _t76, _t77, False)
    _st_vars[2] = _player89(_st_cvars[_a88(st)], 3)
    if _st_log is not None: _st_log.append(_Text92(_audience90(st), [_PlayerRef91(_st_vars[2]), ' wins the trick']))
    _t87 = 5
    _t88 = (6 + _st_vars[2])
    if _st_log is None and _t87 != _t88:
        _t89 = _st_zones[_t87]; _st_zones[_t88] += _t89
        for _t90 in _t89: _st_loc[_t90] = _t88
        _t89.clear()
    else:
        _move_cards80(st, _st_zones[_t87][:], _t88, False)

# <rulerun oh_hell.rules: play_hand #27 7d745f0c>
def _native(st, L):
    _t44 = (_range50(1, L[0]) or [])
    _budget51[0] -= len(_t44)
    if _budget51[0] < 0: _spent52(st)
    for _t43 in _t44:
        L[10] = _t43
        if _p93(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = st.vars[2]

# <rulerun oh_hell.rules: play_hand #28 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play_hand #29 b491b4c5>
def _native(st, L):
    return _range94(1, L[0])

# <rulerun oh_hell.rules: play_hand #30 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun oh_hell.rules: settle #31 6757542d>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t91 in (_k95 or []):
        L[2] = _t91
        if ((len(_st_zones[(6 + _t91)]) // 3) == _st_vars[3 + _t91]):
            _st_vars[6 + _t91] = _st_vars[6 + _t91] + (10 + _st_vars[3 + _t91])
            if _st_log is not None: _st_log.append(_Text99(_audience96(st), [_PlayerRef97(_t91), ' made ', _plain98(_st_vars[3 + _t91]), ' and scores ', _plain98((10 + _st_vars[3 + _t91]))]))
        else:
            if _st_log is not None: _st_log.append(_Text99(_audience96(st), [_PlayerRef97(_t91), ' bid ', _plain98(_st_vars[3 + _t91]), ' but took ', _plain98((len(_st_zones[(6 + _t91)]) // 3))]))
        _t92 = (6 + _t91)
        _t93 = 0
        if _st_log is None and _t92 != _t93:
            _t94 = _st_zones[_t92]; _st_zones[_t93] += _t94
            for _t95 in _t94: _st_loc[_t95] = _t93
            _t94.clear()
        else:
            _move_cards100(st, _st_zones[_t92][:], _t93, False)
    _t96 = 4
    _t97 = 0
    if _st_log is None and _t96 != _t97:
        _t98 = _st_zones[_t96]; _st_zones[_t97] += _t98
        for _t99 in _t98: _st_loc[_t99] = _t97
        _t98.clear()
    else:
        _move_cards100(st, _st_zones[_t96][:], _t97, False)

# <rulerun oh_hell.rules: play #32 4b784892>
def _native(st, L):
    st.vars[0] = _random_item101(st, _k102)
    L[0] = []
    if ('up' == 'up'):
        L[0] = _range103(1, min(10, (51 // 3)))
    elif ('up' == 'down'):
        _t101 = (_range103(1, min(10, (51 // 3))) or [])
        _budget104[0] -= len(_t101)
        if _budget104[0] < 0: _spent105(st)
        for _t100 in _t101:
            L[3] = _t100
            L[0] = (L[0] + [((min(10, (51 // 3)) + 1) - _t100)])
            if len(L[0]) > 1000000: _too_long106(L[0])
    else:
        _t103 = (_range103(1, min(10, (51 // 3))) or [])
        _budget104[0] -= len(_t103)
        if _budget104[0] < 0: _spent105(st)
        for _t102 in _t103:
            L[6] = _t102
            L[0] = (L[0] + [((min(10, (51 // 3)) + 1) - _t102)])
            if len(L[0]) > 1000000: _too_long106(L[0])
        L[0] = (L[0] + _range103(2, min(10, (51 // 3))))
        if len(L[0]) > 1000000: _too_long106(L[0])

# <rulerun oh_hell.rules: play #33 a7ef2784>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i1 = [None, None, None]
    for _t104 in (_k107 or []):
        _i1[2] = _t104
        if ((len(_st_zones[(6 + _t104)]) // 3) == _st_vars[3 + _t104]):
            _st_vars[6 + _t104] = _st_vars[6 + _t104] + (10 + _st_vars[3 + _t104])
            if _st_log is not None: _st_log.append(_Text111(_audience108(st), [_PlayerRef109(_t104), ' made ', _plain110(_st_vars[3 + _t104]), ' and scores ', _plain110((10 + _st_vars[3 + _t104]))]))
        else:
            if _st_log is not None: _st_log.append(_Text111(_audience108(st), [_PlayerRef109(_t104), ' bid ', _plain110(_st_vars[3 + _t104]), ' but took ', _plain110((len(_st_zones[(6 + _t104)]) // 3))]))
        _t105 = (6 + _t104)
        _t106 = 0
        if _st_log is None and _t105 != _t106:
            _t107 = _st_zones[_t105]; _st_zones[_t106] += _t107
            for _t108 in _t107: _st_loc[_t108] = _t106
            _t107.clear()
        else:
            _move_cards112(st, _st_zones[_t105][:], _t106, False)
    _t109 = 4
    _t110 = 0
    if _st_log is None and _t109 != _t110:
        _t111 = _st_zones[_t109]; _st_zones[_t110] += _t111
        for _t112 in _t111: _st_loc[_t112] = _t110
        _t111.clear()
    else:
        _move_cards112(st, _st_zones[_t109][:], _t110, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play #34 6ce4a350>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t147 = None
    for _t146 in _st_zones[5]:
        _t148 = ((100 + _c136[_t146]) if (_c137[_t146] == _c137[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c136[_t146] if (_c137[_t146] == _st_vars[1]) else 0))
        if _t147 is None or _t148 > _t147:
            _t147 = _t148
    return _t147

# <rulerun oh_hell.rules: play #35 8675421d>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t143 = _st_zones[5]
    _budget132[0] -= len(_t143)
    if _budget132[0] < 0: _spent133(st)
    _t149 = _NOT_YET
    _t150 = _NOT_YET
    for _t144 in _t143:
        if (((100 + _c134[_t144]) if (_c135[_t144] == _c135[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c134[_t144] if (_c135[_t144] == _st_vars[1]) else 0)) == (_t150 if _t150 is not _NOT_YET else (_t150 := (_t149 if _t149 is not _NOT_YET else (_t149 := _a138(st)))))):
            return _t144
    return None

# <rulerun oh_hell.rules: play_hand #36 c0b2bad6>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t187 = None
    for _t186 in _st_zones[5]:
        _t188 = ((100 + _c165[_t186]) if (_c166[_t186] == _c166[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c165[_t186] if (_c166[_t186] == _st_vars[1]) else 0))
        if _t187 is None or _t188 > _t187:
            _t187 = _t188
    return _t187

# <rulerun oh_hell.rules: play_hand #37 dcbb0b5d>
def _loop(st):
    _st_vars = st.vars
    _st_zones = st.zones
    _t183 = _st_zones[5]
    _budget161[0] -= len(_t183)
    if _budget161[0] < 0: _spent162(st)
    _t189 = _NOT_YET
    _t190 = _NOT_YET
    for _t184 in _t183:
        if (((100 + _c163[_t184]) if (_c164[_t184] == _c164[(_z[-1] if (_z := _st_zones[4]) else None)]) else (_c163[_t184] if (_c164[_t184] == _st_vars[1]) else 0)) == (_t190 if _t190 is not _NOT_YET else (_t190 := (_t189 if _t189 is not _NOT_YET else (_t189 := _a167(st)))))):
            return _t184
    return None

# <rulerun oh_hell.rules: play_hand #38 playout d8d816d3>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text145(_audience142(st), ['a hand of ', _plain143(_l0), ' card(s), dealt by ', _PlayerRef144(_st_vars[0])]))
    _shuffle_zone146(st, 0)
    _t156 = (_range147(1, _l0) or [])
    _budget148[0] -= len(_t156)
    if _budget148[0] < 0: _spent149(st)
    for _t155 in _t156:
        L[3] = _t155
        for _t157 in (_o150[_st_vars[0]] or []):
            L[6] = _t157
            _t160 = _st_zones[0]
            _t159 = (1 + _t157)
            if _st_log is None and _t160:
                _t158 = _t160.pop(); _st_zones[_t159].append(_t158); _st_loc[_t158] = _t159
            elif _t160:
                _move_cards151(st, _t160[-1], _t159, False)
    _t163 = _st_zones[0]
    _t162 = 4
    if _st_log is None and _t163:
        _t161 = _t163.pop(); _st_zones[_t162].append(_t161); _st_loc[_t161] = _t162
    elif _t163:
        _move_cards151(st, _t163[-1], _t162, False)
    if _st_log is not None: _st_log.append(_Text145(_audience142(st), [_plain143(_c152[(_z[-1] if (_z := _st_zones[4]) else None)]), ' are trumps']))
    _i5l0 = _l0
    _i5 = [_i5l0, None, None, None, None, None]
    _i5[1] = 0
    for _t164 in (_o153[_st_vars[0]] or []):
        _i5[4] = _t164
        _t165 = []
        for _t166 in (_range147(0, _i5l0) or []):
            if (((not True) or (_t164 != _st_vars[0])) or ((_i5[1] + _t166) != _i5l0)): _t165.append(_t166)
        _t167 = _t164
        _t168 = len(_t165)
        if not _t168: _no_option156(_t167, 'bid')
        if _t168 <= 1 and _st_log is None:
            _i5[5] = _t165[0] if _t168 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t169 = st.chooser(_t168, _t167)
            else:
                _t169 = _st_bits(_t168.bit_length())
                while _t169 >= _t168: _t169 = _st_bits(_t168.bit_length())
            _i5[5] = _t165[_t169]; st.decisions += 1
        elif _decide157(st, _i5, _t165, _t167): raise _PlayoutCut154()
        _st_vars[3 + _t164] = _i5[5]
        _i5[1] = _i5[1] + _i5[5]
    if _st_log is not None: _st_log.append(_Text145(_audience142(st), ['the bids add up to ', _plain143(_i5[1]), ' for ', _plain143(_i5l0), ' tricks']))
    L[7] = ((_st_vars[0] + 1) % 3)
    _t171 = (_range147(1, _l0) or [])
    _budget148[0] -= len(_t171)
    if _budget148[0] < 0: _spent149(st)
    for _t170 in _t171:
        L[10] = _t170
        if _p170(st, [L[7], None, None, None, None, None]) == 3: return 3
        L[7] = _st_vars[2]

# <rulerun oh_hell.rules: play #39 752ae0c1>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t114 = (L[0] or [])
    _budget113[0] -= len(_t114)
    if _budget113[0] < 0: _spent114(st)
    for _t113 in _t114:
        L[9] = _t113
        if _p171(st, [_t113, None, None, None, None, None, None, None, None, None, None]) == 3: return 3
        _i7 = [None, None, None]
        for _t195 in (_k172 or []):
            _i7[2] = _t195
            if ((len(_st_zones[(6 + _t195)]) // 3) == _st_vars[3 + _t195]):
                _st_vars[6 + _t195] = _st_vars[6 + _t195] + (10 + _st_vars[3 + _t195])
                if _st_log is not None: _st_log.append(_Text118(_audience115(st), [_PlayerRef117(_t195), ' made ', _plain116(_st_vars[3 + _t195]), ' and scores ', _plain116((10 + _st_vars[3 + _t195]))]))
            else:
                if _st_log is not None: _st_log.append(_Text118(_audience115(st), [_PlayerRef117(_t195), ' bid ', _plain116(_st_vars[3 + _t195]), ' but took ', _plain116((len(_st_zones[(6 + _t195)]) // 3))]))
            _t196 = (6 + _t195)
            _t197 = 0
            if _st_log is None and _t196 != _t197:
                _t198 = _st_zones[_t196]; _st_zones[_t197] += _t198
                for _t199 in _t198: _st_loc[_t199] = _t197
                _t198.clear()
            else:
                _move_cards122(st, _st_zones[_t196][:], _t197, False)
        _t200 = 4
        _t201 = 0
        if _st_log is None and _t200 != _t201:
            _t202 = _st_zones[_t200]; _st_zones[_t201] += _t202
            for _t203 in _t202: _st_loc[_t203] = _t201
            _t202.clear()
        else:
            _move_cards122(st, _st_zones[_t200][:], _t201, False)
        _st_vars[0] = ((_st_vars[0] + 1) % 3)

# <rulerun oh_hell.rules: play #40 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun oh_hell.rules: play #41 3c81499a>
def _native(st, L):
    return L[9]

# <rulerun oh_hell.rules: bidding #42 9c6d381a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT173[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run176(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o177[_st_vars[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = []
            for _t204 in (_range178(0, L[0]) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t204) != L[0])): _o.append(_t204)
            fr[1] = 4
            _t205 = L[4]
            _t206 = len(_o)
            if not _t206: _no_option180(_t205, 'bid')
            if _t206 <= 1 and _st_log is None:
                L[5] = _o[0] if _t206 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t207 = st.chooser(_t206, _t205)
                else:
                    _t207 = _st_bits(_t206.bit_length())
                    while _t207 >= _t206: _t207 = _st_bits(_t206.bit_length())
                L[5] = _o[_t207]; st.decisions += 1
            elif _decide181(st, L, _o, _t205): return True
            pc = 4
        if pc == 4:
            _r = _run182(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit175(_k, st, _d0): raise _Runaway174()
            continue
        if pc == 6:
            _r = _run183(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k184)

# <rulerun oh_hell.rules: play_trick #43 c4d744b5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT185[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run188(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_o189[L[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _t209 = _NOT_YET
            _o = []
            for _t208 in _st_zones[(1 + L[4])]:
                if (L[1] or ((_c190[_t208] == _st_vars[1]) or (not (_st_vars[1] in (_t209 if _t209 is not _NOT_YET else (_t209 := list(map(_c190.__getitem__, _st_zones[(1 + L[4])])))))))): _o.append(_t208)
            fr[1] = 4
            _t210 = L[4]
            _t211 = len(_o)
            if not _t211: _no_option192(_t210, 'card to play')
            if _t211 <= 1 and _st_log is None:
                L[5] = _o[0] if _t211 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t212 = st.chooser(_t211, _t210)
                else:
                    _t212 = _st_bits(_t211.bit_length())
                    while _t212 >= _t211: _t212 = _st_bits(_t211.bit_length())
                L[5] = _o[_t212]; st.decisions += 1
            elif _decide193(st, L, _o, _t210): return True
            pc = 4
        if pc == 4:
            _r = _run194(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit187(_k, st, _d0): raise _Runaway186()
            continue
        if pc == 6:
            _r = _run195(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k196)

# <rulerun oh_hell.rules: play_hand #44 a692fcd0>
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
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit201(_k202)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run203(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[8] = (_range204(1, L[0]) or []); L[9] = 0
            pc = 4
        if pc == 4:
            _s = L[8]; _i = L[9]; _n = len(_s); pc = 8
            while _i < _n:
                L[10] = _s[_i]; _i += 1
                pc = 5; break
            L[9] = _i
        if pc == 5:
            _a = [L[7], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit201(_k205)
            fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            _r = _run206(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
            _k += 1
            if _k > _lim and _over_limit199(_k, st, _d0): raise _Runaway198()
            continue
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k207)

# <rulerun oh_hell.rules: settle #45 ba6b74db>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run210(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k211)

# <rulerun oh_hell.rules: play #46 0f035083>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT212[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run215(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit216(_k217)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run218(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit214(_k, st, _d0): raise _Runaway213()
            continue
        if pc == 6:
            fr[1] = 7
            if _step219(st, fr): return True
            pc = 7
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k220)

# <rulerun oh_hell.rules: bidding #47 79549879>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT221[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run224(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region225(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_o226[_st_vars[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = []
            for _t213 in (_range227(0, L[0]) or []):
                if (((not True) or (L[4] != _st_vars[0])) or ((L[1] + _t213) != L[0])): _o.append(_t213)
            fr[1] = 4
            _t214 = L[4]
            _t215 = len(_o)
            if not _t215: _no_option229(_t214, 'bid')
            if _t215 <= 1 and _st_log is None:
                L[5] = _o[0] if _t215 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t216 = st.chooser(_t215, _t214)
                else:
                    _t216 = _st_bits(_t215.bit_length())
                    while _t216 >= _t215: _t216 = _st_bits(_t215.bit_length())
                L[5] = _o[_t216]; st.decisions += 1
            elif _decide230(st, L, _o, _t214): return True
            pc = 4
        if pc == 4:
            _r = _run231(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit223(_k, st, _d0): raise _Runaway222()
            continue
        if pc == 6:
            _r = _run232(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k233)

# <rulerun oh_hell.rules: play_trick #48 82d9ce02>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT234[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run237(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region238(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_o239[L[0]] or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _t218 = _NOT_YET
            _o = []
            for _t217 in _st_zones[(1 + L[4])]:
                if (L[1] or ((_c240[_t217] == _st_vars[1]) or (not (_st_vars[1] in (_t218 if _t218 is not _NOT_YET else (_t218 := list(map(_c240.__getitem__, _st_zones[(1 + L[4])])))))))): _o.append(_t217)
            fr[1] = 4
            _t219 = L[4]
            _t220 = len(_o)
            if not _t220: _no_option242(_t219, 'card to play')
            if _t220 <= 1 and _st_log is None:
                L[5] = _o[0] if _t220 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t221 = st.chooser(_t220, _t219)
                else:
                    _t221 = _st_bits(_t220.bit_length())
                    while _t221 >= _t220: _t221 = _st_bits(_t220.bit_length())
                L[5] = _o[_t221]; st.decisions += 1
            elif _decide243(st, L, _o, _t219): return True
            pc = 4
        if pc == 4:
            _r = _run244(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit236(_k, st, _d0): raise _Runaway235()
            continue
        if pc == 6:
            _r = _run245(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k246)

# <rulerun oh_hell.rules: bidding #49 playout 6a814a63>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L[1] = 0
    for _t222 in (_o251[_st_vars[0]] or []):
        L[4] = _t222
        _t223 = []
        for _t224 in (_range252(0, _l0) or []):
            if (((not True) or (_t222 != _st_vars[0])) or ((L[1] + _t224) != _l0)): _t223.append(_t224)
        _t225 = _t222
        _t226 = len(_t223)
        if not _t226: _no_option255(_t225, 'bid')
        if _t226 <= 1 and _st_log is None:
            L[5] = _t223[0] if _t226 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t227 = st.chooser(_t226, _t225)
            else:
                _t227 = _st_bits(_t226.bit_length())
                while _t227 >= _t226: _t227 = _st_bits(_t226.bit_length())
            L[5] = _t223[_t227]; st.decisions += 1
        elif _decide256(st, L, _t223, _t225): raise _PlayoutCut253()
        _st_vars[3 + _t222] = L[5]
        L[1] = L[1] + L[5]
    if _st_log is not None: _st_log.append(_Text259(_audience257(st), ['the bids add up to ', _plain258(L[1]), ' for ', _plain258(_l0), ' tricks']))

# <rulerun oh_hell.rules: play_hand #50 6b7b08f5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT247[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run250(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p260(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit261(_k262)
                fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            _r = _run263(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region264(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 3:
            L[8] = (_range265(1, L[0]) or []); L[9] = 0
            pc = 4
        if pc == 4:
            _s = L[8]; _i = L[9]; _n = len(_s); pc = 8
            while _i < _n:
                L[10] = _s[_i]; _i += 1
                pc = 5; break
            L[9] = _i
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p266(st, [L[7], None, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[7], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit261(_k267)
                fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            _r = _run268(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
            _k += 1
            if _k > _lim and _over_limit249(_k, st, _d0): raise _Runaway248()
            continue
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k269)

# <rulerun oh_hell.rules: play #51 f05c7e1a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT270[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run273(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region274(st, L)
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
                if _p275(st, [L[9], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 4
            else:
                _a = [L[9], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit276(_k277)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run278(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit272(_k, st, _d0): raise _Runaway271()
            continue
        if pc == 6:
            fr[1] = 7
            if _step279(st, fr): return True
            pc = 7
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k280)

# <rulerun oh_hell.rules: rank #52 9418b35e>
def _native(st, p):
    return (st.vars[6 + p], )

