# <rulerun lost_cities.rules: take_turn #0 889dca4f>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    L[3] = None
    if (L[2] == 'expedition'):
        _t0 = _l1
        _t1 = _family1(_c2[_l1], 3 + 6 * L[0], _labels3, 'expedition')
        if type(_t0) is int and _st_log is None:
            _t2 = _st_zones[_st_loc[_t0]]
            if _t2[-1] == _t0: _t2.pop()
            else: _t2.remove(_t0)
            _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
        elif _t0 is not None:
            _move_cards0(st, _t0, _t1, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    else:
        _t3 = _l1
        _t4 = _family1(_c2[_l1], 15, _labels4, 'discard')
        if type(_t3) is int and _st_log is None:
            _t5 = _st_zones[(_t6 := _st_loc[_t3])]
            if _t5[-1] == _t3: _t5.pop()
            else: _t5.remove(_t3)
            _st_zones[_t4].append(_t3); _st_loc[_t3] = _t4
            _t7 = _leaving5[_t6]
            if _memo0 and _t7 & 1: _memo0.clear()
            if _memo1 and _t7 & 2: _memo1.clear()
            if _memo2 and _t7 & 4: _memo2.clear()
        elif _t3 is not None:
            _move_cards0(st, _t3, _t4, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        L[3] = _family1(_c2[_l1], 15, _labels4, 'discard')

# <rulerun lost_cities.rules: take_turn #1 04062c93>
def _native(st, L):
    _st_zones = st.zones
    _t10 = _st_zones[0]
    _t9 = (1 + L[0])
    if st.log is None and _t10:
        _t8 = _t10.pop(); _st_zones[_t9].append(_t8); st.loc[_t8] = _t9
    elif _t10:
        _move_cards6(st, _t10[-1], _t9, False)

# <rulerun lost_cities.rules: take_turn #2 5e9672c9>
def _native(st, L):
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    _t14 = L[5]
    _t13 = _st_zones[_t14]
    _t12 = (1 + L[0])
    if st.log is None and _t13:
        _t11 = _t13.pop(); _st_zones[_t12].append(_t11); st.loc[_t11] = _t12
    elif _t13:
        _move_cards7(st, _t13[-1], _t12, False)
    _t15 = _leaving8[_t14]
    if _memo0 and _t15 & 1: _memo0.clear()
    if _memo1 and _t15 & 2: _memo1.clear()
    if _memo2 and _t15 & 4: _memo2.clear()

# <rulerun lost_cities.rules: take_turn #3 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #4 ba301f01>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    if (L[4] == 'deck'):
        _t18 = _st_zones[0]
        _t17 = (1 + _l0)
        if _st_log is None and _t18:
            _t16 = _t18.pop(); _st_zones[_t17].append(_t16); _st_loc[_t16] = _t17
        elif _t18:
            _move_cards9(st, _t18[-1], _t17, False)
    else:
        _t19 = []
        for _t20 in (list(range(15, 21)) or []):
            if ((not not _st_zones[_t20]) and (_t20 != L[3])): _t19.append(_t20)
        _t21 = _l0
        _t22 = len(_t19)
        if not _t22: _no_option12(_t21, 'discard pile to draw from')
        if _t22 <= 1 and _st_log is None:
            L[5] = _t19[0] if _t22 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t23 = st.chooser(_t22, _t21)
            else:
                _t23 = _st_bits(_t22.bit_length())
                while _t23 >= _t22: _t23 = _st_bits(_t22.bit_length())
            L[5] = _t19[_t23]; st.decisions += 1
        elif _st_log is None: _pend13(st, L, _t19, _t21); raise _PlayoutCut10()
        elif _decide14(st, L, _t19, _t21): raise _PlayoutCut10()
        _t27 = L[5]
        _t26 = _st_zones[_t27]
        _t25 = (1 + _l0)
        if _st_log is None and _t26:
            _t24 = _t26.pop(); _st_zones[_t25].append(_t24); _st_loc[_t24] = _t25
        elif _t26:
            _move_cards9(st, _t26[-1], _t25, False)
        _t28 = _leaving15[_t27]
        if _memo0 and _t28 & 1: _memo0.clear()
        if _memo1 and _t28 & 2: _memo1.clear()
        if _memo2 and _t28 & 4: _memo2.clear()

# <rulerun lost_cities.rules: take_turn #5 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun lost_cities.rules: take_turn #6 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #7 36aa24f0>
def _native(st, L):
    return ['expedition', 'discard']

# <rulerun lost_cities.rules: take_turn #8 e3ee1359>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_zones = st.zones
    return ((L[2] == 'discard') or ((_c16[_l1] > (0 if (not _st_zones[_family17(_c18[_l1], 3 + 6 * _l0, _labels19, 'expedition')]) else _c16[(_z[-1] if (_z := _st_zones[_family17(_c18[_l1], 3 + 6 * _l0, _labels19, 'expedition')]) else None)])) or ((_c16[_l1] == 0) and ((0 if (not _st_zones[_family17(_c18[_l1], 3 + 6 * _l0, _labels19, 'expedition')]) else _c16[(_z[-1] if (_z := _st_zones[_family17(_c18[_l1], 3 + 6 * _l0, _labels19, 'expedition')]) else None)]) == 0))))

# <rulerun lost_cities.rules: take_turn #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #10 5a059e35>
def _native(st, L):
    return ['deck', 'discard pile']

# <rulerun lost_cities.rules: take_turn #11 e2f05211>
def _loop(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    for _t29 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t29]) and (_t29 != _l3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #12 1261277d>
def _native(st, L):
    return ((L[4] == 'deck') or _a20(st, L))

# <rulerun lost_cities.rules: take_turn #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #14 2b107e5e>
def _native(st, L):
    return (L[4] == 'deck')

# <rulerun lost_cities.rules: take_turn #15 a922d314>
def _native(st, L):
    return list(range(15, 21))

# <rulerun lost_cities.rules: take_turn #16 a9a73c7a>
def _native(st, L):
    _l5 = L[5]
    return ((not not st.zones[_l5]) and (_l5 != L[3]))

# <rulerun lost_cities.rules: play #17 bc71eb1d>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    _shuffle_zone21(st, 0)
    for _t31 in (_k22 or []):
        L[2] = _t31
        _t32 = _st_zones[0][:-(8) - 1:-1]
        _t33 = (1 + _t31)
        if type(_t32) is list and st.log is None:
            for _t34 in _t32:
                _t35 = _st_zones[_st_loc[_t34]]
                if _t35[-1] == _t34: _t35.pop()
                else: _t35.remove(_t34)
                _st_zones[_t33].append(_t34); _st_loc[_t34] = _t33
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        elif _t32 is not None:
            _move_cards23(st, _t32, _t33, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun lost_cities.rules: play #18 b7aedc4a>
def _loop(st, _i0):
    _i0_3 = _i0[3]
    _st_zones = st.zones
    for _t57 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t57]) and (_t57 != _i0_3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #19 107d79eb>
def _loop(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    for _t96 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t96]) and (_t96 != _l3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #20 playout a6f5c19f>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    _t76 = _st_zones[(1 + _l0)]
    _t77 = _l0
    _t78 = len(_t76)
    if not _t78: _no_option51(_t77, 'card to play')
    if _t78 <= 1 and _st_log is None:
        L[1] = _t76[0] if _t78 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t79 = st.chooser(_t78, _t77)
        else:
            _t79 = _st_bits(_t78.bit_length())
            while _t79 >= _t78: _t79 = _st_bits(_t78.bit_length())
        L[1] = _t76[_t79]; st.decisions += 1
    elif _st_log is None: _pend52(st, L, _t76[:], _t77); raise _PlayoutCut49()
    elif _decide53(st, L, _t76[:], _t77): raise _PlayoutCut49()
    _t82 = _NOT_YET
    _t80 = []
    for _t81 in (['expedition', 'discard'] or []):
        if ((_t81 == 'discard') or (_t82 if _t82 is not _NOT_YET else (_t82 := ((_c54[L[1]] > (0 if (not _st_zones[_family55(_c56[L[1]], 3 + 6 * _l0, _labels57, 'expedition')]) else _c54[(_z[-1] if (_z := _st_zones[_family55(_c56[L[1]], 3 + 6 * _l0, _labels57, 'expedition')]) else None)])) or ((_c54[L[1]] == 0) and ((0 if (not _st_zones[_family55(_c56[L[1]], 3 + 6 * _l0, _labels57, 'expedition')]) else _c54[(_z[-1] if (_z := _st_zones[_family55(_c56[L[1]], 3 + 6 * _l0, _labels57, 'expedition')]) else None)]) == 0)))))): _t80.append(_t81)
    _t83 = _l0
    _t84 = len(_t80)
    if not _t84: _no_option51(_t83, 'onto')
    if _t84 <= 1 and _st_log is None:
        L[2] = _t80[0] if _t84 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t85 = st.chooser(_t84, _t83)
        else:
            _t85 = _st_bits(_t84.bit_length())
            while _t85 >= _t84: _t85 = _st_bits(_t84.bit_length())
        L[2] = _t80[_t85]; st.decisions += 1
    elif _st_log is None: _pend59(st, L, _t80, _t83); raise _PlayoutCut49()
    elif _decide60(st, L, _t80, _t83): raise _PlayoutCut49()
    L[3] = None
    if (L[2] == 'expedition'):
        _t86 = L[1]
        _t87 = _family55(_c56[L[1]], 3 + 6 * _l0, _labels57, 'expedition')
        if type(_t86) is int and _st_log is None:
            _t88 = _st_zones[_st_loc[_t86]]
            if _t88[-1] == _t86: _t88.pop()
            else: _t88.remove(_t86)
            _st_zones[_t87].append(_t86); _st_loc[_t86] = _t87
        elif _t86 is not None:
            _move_cards61(st, _t86, _t87, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    else:
        _t89 = L[1]
        _t90 = _family55(_c56[L[1]], 15, _labels62, 'discard')
        if type(_t89) is int and _st_log is None:
            _t91 = _st_zones[(_t92 := _st_loc[_t89])]
            if _t91[-1] == _t89: _t91.pop()
            else: _t91.remove(_t89)
            _st_zones[_t90].append(_t89); _st_loc[_t89] = _t90
            _t93 = _leaving63[_t92]
            if _memo0 and _t93 & 1: _memo0.clear()
            if _memo1 and _t93 & 2: _memo1.clear()
            if _memo2 and _t93 & 4: _memo2.clear()
        elif _t89 is not None:
            _move_cards61(st, _t89, _t90, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        L[3] = _family55(_c56[L[1]], 15, _labels62, 'discard')
    _t98 = _NOT_YET
    _t94 = []
    for _t95 in (['deck', 'discard pile'] or []):
        if ((_t95 == 'deck') or (_t98 if _t98 is not _NOT_YET else (_t98 := _a64(st, L)))): _t94.append(_t95)
    _t99 = _l0
    _t100 = len(_t94)
    if not _t100: _no_option51(_t99, 'draw from')
    if _t100 <= 1 and _st_log is None:
        L[4] = _t94[0] if _t100 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t101 = st.chooser(_t100, _t99)
        else:
            _t101 = _st_bits(_t100.bit_length())
            while _t101 >= _t100: _t101 = _st_bits(_t100.bit_length())
        L[4] = _t94[_t101]; st.decisions += 1
    elif _st_log is None: _pend66(st, L, _t94, _t99); raise _PlayoutCut49()
    elif _decide67(st, L, _t94, _t99): raise _PlayoutCut49()
    if (L[4] == 'deck'):
        _t104 = _st_zones[0]
        _t103 = (1 + _l0)
        if _st_log is None and _t104:
            _t102 = _t104.pop(); _st_zones[_t103].append(_t102); _st_loc[_t102] = _t103
        elif _t104:
            _move_cards61(st, _t104[-1], _t103, False)
    else:
        _t105 = []
        for _t106 in (list(range(15, 21)) or []):
            if ((not not _st_zones[_t106]) and (_t106 != L[3])): _t105.append(_t106)
        _t107 = _l0
        _t108 = len(_t105)
        if not _t108: _no_option51(_t107, 'discard pile to draw from')
        if _t108 <= 1 and _st_log is None:
            L[5] = _t105[0] if _t108 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t109 = st.chooser(_t108, _t107)
            else:
                _t109 = _st_bits(_t108.bit_length())
                while _t109 >= _t108: _t109 = _st_bits(_t108.bit_length())
            L[5] = _t105[_t109]; st.decisions += 1
        elif _st_log is None: _pend69(st, L, _t105, _t107); raise _PlayoutCut49()
        elif _decide70(st, L, _t105, _t107): raise _PlayoutCut49()
        _t113 = L[5]
        _t112 = _st_zones[_t113]
        _t111 = (1 + _l0)
        if _st_log is None and _t112:
            _t110 = _t112.pop(); _st_zones[_t111].append(_t110); _st_loc[_t110] = _t111
        elif _t112:
            _move_cards61(st, _t112[-1], _t111, False)
        _t114 = _leaving71[_t113]
        if _memo0 and _t114 & 1: _memo0.clear()
        if _memo1 and _t114 & 2: _memo1.clear()
        if _memo2 and _t114 & 4: _memo2.clear()

# <rulerun lost_cities.rules: play #21 ea58054d>
def _native(st, L):
    _st_zones = st.zones
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent24(st)
        for _t36 in (_k25 or []):
            L[5] = _t36
            if not ((not not _st_zones[0])): continue
            if _p72(st, [_t36, None, None, None, None, None]) == 3: return 3

# <rulerun lost_cities.rules: play #22 6ded0e9b>
def _loop(st, _t115, _t118):
    _t121 = 0
    for _t120 in st.zones[_family79(_t118, 3 + 6 * _t115, _labels80, 'expedition')]:
        _t121 += _c81[_t120]
    return _t121

# <rulerun lost_cities.rules: play #23 5423d4af>
def _loop(st, _t115, _t118):
    _t123 = 0
    for _t122 in st.zones[_family83(_t118, 3 + 6 * _t115, _labels84, 'expedition')]:
        if (_c85[_t122] == 0):
            _t123 += 1
    return _t123

# <rulerun lost_cities.rules: play #24 6864ba3d>
def _loop(st, _t115):
    _memo0 = st.memos[0]
    _t117 = (_k75 or ())
    st.budget -= len(_t117)
    if st.budget < 0: _spent76(st)
    _t119 = 0
    for _t118 in _t117:
        _t119 += (_t125 if (_t125 := _memo0.get((_t115, _t118,), _NOT_YET)) is not _NOT_YET else _memo0.setdefault((_t115, _t118,), (0 if (not st.zones[_family77(_t118, 3 + 6 * _t115, _labels78, 'expedition')]) else (((_a82(st, _t115, _t118) - 20) * (1 + (_t124 if (_t124 := st.memos[1].get((_t115, _t118,), _NOT_YET)) is not _NOT_YET else st.memos[1].setdefault((_t115, _t118,), _a86(st, _t115, _t118))))) + (20 if (len(st.zones[_family77(_t118, 3 + 6 * _t115, _labels78, 'expedition')]) >= 8) else 0)))))
    return _t119

# <rulerun lost_cities.rules: play #25 90ba6905>
def _native(st, L):
    _st_log = st.log
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _t116 = (_k73 or [])
    st.budget -= len(_t116)
    if st.budget < 0: _spent74(st)
    for _t115 in _t116:
        L[8] = _t115
        _st_vars[0 + _t115] = (_memo2[_t115] if _t115 in _memo2 else _memo2.setdefault(_t115, _a87(st, _t115)))
        if _st_log is not None: _st_log.append(_Text91(_audience88(st), [_PlayerRef89(_t115), ' scores ', _plain90(_st_vars[0 + _t115])]))

# <rulerun lost_cities.rules: play #26 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #27 24df6e35>
def _native(st, L):
    return _k92

# <rulerun lost_cities.rules: play #28 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #29 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun lost_cities.rules: take_turn #30 4abf2394>
def _loop(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    for _t135 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t135]) and (_t135 != _l3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #31 d727af1a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 1
            _t126 = L[0]
            _t127 = len(_o)
            if not _t127: _no_option96(_t126, 'card to play')
            if _t127 <= 1 and _st_log is None:
                L[1] = _o[0] if _t127 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t128 = st.chooser(_t127, _t126)
                else:
                    _t128 = _st_bits(_t127.bit_length())
                    while _t128 >= _t127: _t128 = _st_bits(_t127.bit_length())
                L[1] = _o[_t128]; st.decisions += 1
                if st.thread_player is not None: _answered97(st, _t128)
            elif _st_log is None: _pend98(st, L, _o[:], _t126); return True
            elif _decide99(st, L, _o[:], _t126): return True
            pc = 1
        if pc == 1:
            _t130 = _NOT_YET
            _o = []
            for _t129 in (['expedition', 'discard'] or []):
                if ((_t129 == 'discard') or (_t130 if _t130 is not _NOT_YET else (_t130 := ((_c100[L[1]] > (0 if (not _st_zones[_family101(_c102[L[1]], 3 + 6 * L[0], _labels103, 'expedition')]) else _c100[(_z[-1] if (_z := _st_zones[_family101(_c102[L[1]], 3 + 6 * L[0], _labels103, 'expedition')]) else None)])) or ((_c100[L[1]] == 0) and ((0 if (not _st_zones[_family101(_c102[L[1]], 3 + 6 * L[0], _labels103, 'expedition')]) else _c100[(_z[-1] if (_z := _st_zones[_family101(_c102[L[1]], 3 + 6 * L[0], _labels103, 'expedition')]) else None)]) == 0)))))): _o.append(_t129)
            fr[1] = 2
            _t131 = L[0]
            _t132 = len(_o)
            if not _t132: _no_option96(_t131, 'onto')
            if _t132 <= 1 and _st_log is None:
                L[2] = _o[0] if _t132 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t133 = st.chooser(_t132, _t131)
                else:
                    _t133 = _st_bits(_t132.bit_length())
                    while _t133 >= _t132: _t133 = _st_bits(_t132.bit_length())
                L[2] = _o[_t133]; st.decisions += 1
                if st.thread_player is not None: _answered97(st, _t133)
            elif _st_log is None: _pend105(st, L, _o, _t131); return True
            elif _decide106(st, L, _o, _t131): return True
            pc = 2
        if pc == 2:
            _r = _run107(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t137 = _NOT_YET
            _o = []
            for _t134 in (['deck', 'discard pile'] or []):
                if ((_t134 == 'deck') or (_t137 if _t137 is not _NOT_YET else (_t137 := _a108(st, L)))): _o.append(_t134)
            fr[1] = 4
            _t138 = L[0]
            _t139 = len(_o)
            if not _t139: _no_option96(_t138, 'draw from')
            if _t139 <= 1 and _st_log is None:
                L[4] = _o[0] if _t139 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t140 = st.chooser(_t139, _t138)
                else:
                    _t140 = _st_bits(_t139.bit_length())
                    while _t140 >= _t139: _t140 = _st_bits(_t139.bit_length())
                L[4] = _o[_t140]; st.decisions += 1
                if st.thread_player is not None: _answered97(st, _t140)
            elif _st_log is None: _pend110(st, L, _o, _t138); return True
            elif _decide111(st, L, _o, _t138): return True
            pc = 4
        if pc == 4:
            if (L[4] == 'deck'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run112(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t141 in (list(range(15, 21)) or []):
                if ((not not _st_zones[_t141]) and (_t141 != L[3])): _o.append(_t141)
            fr[1] = 8
            _t142 = L[0]
            _t143 = len(_o)
            if not _t143: _no_option96(_t142, 'discard pile to draw from')
            if _t143 <= 1 and _st_log is None:
                L[5] = _o[0] if _t143 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t144 = st.chooser(_t143, _t142)
                else:
                    _t144 = _st_bits(_t143.bit_length())
                    while _t144 >= _t143: _t144 = _st_bits(_t143.bit_length())
                L[5] = _o[_t144]; st.decisions += 1
                if st.thread_player is not None: _answered97(st, _t144)
            elif _st_log is None: _pend114(st, L, _o, _t142); return True
            elif _decide115(st, L, _o, _t142): return True
            pc = 8
        if pc == 8:
            _r = _run116(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k117)

# <rulerun lost_cities.rules: play #32 1dbcd6c2>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run120(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (not not _st_zones[0]):
                pc = 2
            else:
                pc = 7
        if pc == 2:
            L[3] = (_k121 or []); L[4] = 0
            pc = 3
        if pc == 3:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 6
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                if (not not _st_zones[0]):
                    pc = 4; break
            L[4] = _i
        if pc == 4:
            _a = [L[5], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit122(_k123)
            fr[1] = 5; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs124[0](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 5
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit119(_k, st, _d0): raise _Runaway118()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit119(_k, st, _d0): raise _Runaway118()
            continue
        if pc == 7:
            _r = _run125(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step126(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k127)

# <rulerun lost_cities.rules: take_turn #33 d86a20b2>
def _loop(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    for _t154 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t154]) and (_t154 != _l3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #34 3c868865>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 1
            _t145 = L[0]
            _t146 = len(_o)
            if not _t146: _no_option131(_t145, 'card to play')
            if _t146 <= 1 and _st_log is None:
                L[1] = _o[0] if _t146 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t147 = st.chooser(_t146, _t145)
                else:
                    _t147 = _st_bits(_t146.bit_length())
                    while _t147 >= _t146: _t147 = _st_bits(_t146.bit_length())
                L[1] = _o[_t147]; st.decisions += 1
                if st.thread_player is not None: _answered132(st, _t147)
            elif _st_log is None: _pend133(st, L, _o[:], _t145); return True
            elif _decide134(st, L, _o[:], _t145): return True
            pc = 1
        if pc == 1:
            _t149 = _NOT_YET
            _o = []
            for _t148 in (['expedition', 'discard'] or []):
                if ((_t148 == 'discard') or (_t149 if _t149 is not _NOT_YET else (_t149 := ((_c135[L[1]] > (0 if (not _st_zones[_family136(_c137[L[1]], 3 + 6 * L[0], _labels138, 'expedition')]) else _c135[(_z[-1] if (_z := _st_zones[_family136(_c137[L[1]], 3 + 6 * L[0], _labels138, 'expedition')]) else None)])) or ((_c135[L[1]] == 0) and ((0 if (not _st_zones[_family136(_c137[L[1]], 3 + 6 * L[0], _labels138, 'expedition')]) else _c135[(_z[-1] if (_z := _st_zones[_family136(_c137[L[1]], 3 + 6 * L[0], _labels138, 'expedition')]) else None)]) == 0)))))): _o.append(_t148)
            fr[1] = 2
            _t150 = L[0]
            _t151 = len(_o)
            if not _t151: _no_option131(_t150, 'onto')
            if _t151 <= 1 and _st_log is None:
                L[2] = _o[0] if _t151 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t152 = st.chooser(_t151, _t150)
                else:
                    _t152 = _st_bits(_t151.bit_length())
                    while _t152 >= _t151: _t152 = _st_bits(_t151.bit_length())
                L[2] = _o[_t152]; st.decisions += 1
                if st.thread_player is not None: _answered132(st, _t152)
            elif _st_log is None: _pend140(st, L, _o, _t150); return True
            elif _decide141(st, L, _o, _t150): return True
            pc = 2
        if pc == 2:
            _r = _run142(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t156 = _NOT_YET
            _o = []
            for _t153 in (['deck', 'discard pile'] or []):
                if ((_t153 == 'deck') or (_t156 if _t156 is not _NOT_YET else (_t156 := _a143(st, L)))): _o.append(_t153)
            fr[1] = 4
            _t157 = L[0]
            _t158 = len(_o)
            if not _t158: _no_option131(_t157, 'draw from')
            if _t158 <= 1 and _st_log is None:
                L[4] = _o[0] if _t158 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t159 = st.chooser(_t158, _t157)
                else:
                    _t159 = _st_bits(_t158.bit_length())
                    while _t159 >= _t158: _t159 = _st_bits(_t158.bit_length())
                L[4] = _o[_t159]; st.decisions += 1
                if st.thread_player is not None: _answered132(st, _t159)
            elif _st_log is None: _pend145(st, L, _o, _t157); return True
            elif _decide146(st, L, _o, _t157): return True
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region147(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 4:
            if (L[4] == 'deck'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run148(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t160 in (list(range(15, 21)) or []):
                if ((not not _st_zones[_t160]) and (_t160 != L[3])): _o.append(_t160)
            fr[1] = 8
            _t161 = L[0]
            _t162 = len(_o)
            if not _t162: _no_option131(_t161, 'discard pile to draw from')
            if _t162 <= 1 and _st_log is None:
                L[5] = _o[0] if _t162 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t163 = st.chooser(_t162, _t161)
                else:
                    _t163 = _st_bits(_t162.bit_length())
                    while _t163 >= _t162: _t163 = _st_bits(_t162.bit_length())
                L[5] = _o[_t163]; st.decisions += 1
                if st.thread_player is not None: _answered132(st, _t163)
            elif _st_log is None: _pend150(st, L, _o, _t161); return True
            elif _decide151(st, L, _o, _t161): return True
            pc = 8
        if pc == 8:
            _r = _run152(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k153)

# <rulerun lost_cities.rules: play #35 4c2bb896>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run156(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region157(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (not not _st_zones[0]):
                pc = 2
            else:
                pc = 7
        if pc == 2:
            L[3] = (_k158 or []); L[4] = 0
            pc = 3
        if pc == 3:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 6
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                if (not not _st_zones[0]):
                    pc = 4; break
            L[4] = _i
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p159(st, [L[5], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[5], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit160(_k161)
                fr[1] = 5; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs162[0](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 5
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit155(_k, st, _d0): raise _Runaway154()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit155(_k, st, _d0): raise _Runaway154()
            continue
        if pc == 7:
            _r = _run163(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step164(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k165)

# <rulerun lost_cities.rules: play #36 39eaf0c4>
def _loop(st, _t165, p):
    _t168 = 0
    for _t167 in st.zones[_family170(_t165, 3 + 6 * p, _labels171, 'expedition')]:
        _t168 += _c172[_t167]
    return _t168

# <rulerun lost_cities.rules: play #37 f8cbfb5a>
def _loop(st, _t165, p):
    _t170 = 0
    for _t169 in st.zones[_family174(_t165, 3 + 6 * p, _labels175, 'expedition')]:
        if (_c176[_t169] == 0):
            _t170 += 1
    return _t170

# <rulerun lost_cities.rules: play #38 36f7666b>
def _loop(st, p):
    _st_zones = st.zones
    _t164 = (_k166 or ())
    st.budget -= len(_t164)
    if st.budget < 0: _spent167(st)
    _t166 = 0
    for _t165 in _t164:
        _t166 += (0 if (not _st_zones[_family168(_t165, 3 + 6 * p, _labels169, 'expedition')]) else (((_a173(st, _t165, p) - 20) * (1 + _a177(st, _t165, p))) + (20 if (len(_st_zones[_family168(_t165, 3 + 6 * p, _labels169, 'expedition')]) >= 8) else 0)))
    return _t166

# <rulerun lost_cities.rules: rank #39 6d7dc180>
def _native(st, p):
    return (_a178(st, p), )

