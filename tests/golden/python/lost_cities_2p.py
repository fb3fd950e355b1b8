# <rulerun lost_cities.rules: take_turn #0 257e8542>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
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
            _t5 = _st_zones[_st_loc[_t3]]
            if _t5[-1] == _t3: _t5.pop()
            else: _t5.remove(_t3)
            _st_zones[_t4].append(_t3); _st_loc[_t3] = _t4
        elif _t3 is not None:
            _move_cards0(st, _t3, _t4, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        L[3] = _family1(_c2[_l1], 15, _labels4, 'discard')

# <rulerun lost_cities.rules: take_turn #1 d96902a4>
def _native(st, L):
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    _t8 = _st_zones[0]
    _t7 = (1 + L[0])
    if st.log is None and _t8:
        _t6 = _t8.pop(); _st_zones[_t7].append(_t6); st.loc[_t6] = _t7
    elif _t8:
        _move_cards5(st, _t8[-1], _t7, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()

# <rulerun lost_cities.rules: take_turn #2 ec740246>
def _native(st, L):
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    _t11 = _st_zones[L[5]]
    _t10 = (1 + L[0])
    if st.log is None and _t11:
        _t9 = _t11.pop(); _st_zones[_t10].append(_t9); st.loc[_t9] = _t10
    elif _t11:
        _move_cards6(st, _t11[-1], _t10, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()

# <rulerun lost_cities.rules: take_turn #3 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #4 7123a7e1>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if (L[4] == 'deck'):
        _t14 = _st_zones[0]
        _t13 = (1 + _l0)
        if _st_log is None and _t14:
            _t12 = _t14.pop(); _st_zones[_t13].append(_t12); _st_loc[_t12] = _t13
        elif _t14:
            _move_cards7(st, _t14[-1], _t13, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    else:
        _t15 = []
        for _t16 in (list(range(15, 21)) or []):
            if ((not not _st_zones[_t16]) and (_t16 != L[3])): _t15.append(_t16)
        _t17 = _l0
        _t18 = len(_t15)
        if not _t18: _no_option10(_t17, 'discard pile to draw from')
        if _t18 <= 1 and _st_log is None:
            L[5] = _t15[0] if _t18 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t19 = st.chooser(_t18, _t17)
            else:
                _t19 = _st_bits(_t18.bit_length())
                while _t19 >= _t18: _t19 = _st_bits(_t18.bit_length())
            L[5] = _t15[_t19]; st.decisions += 1
        elif _decide11(st, L, _t15, _t17): raise _PlayoutCut8()
        _t22 = _st_zones[L[5]]
        _t21 = (1 + _l0)
        if _st_log is None and _t22:
            _t20 = _t22.pop(); _st_zones[_t21].append(_t20); _st_loc[_t20] = _t21
        elif _t22:
            _move_cards7(st, _t22[-1], _t21, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun lost_cities.rules: take_turn #5 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun lost_cities.rules: take_turn #6 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #7 36aa24f0>
def _native(st, L):
    return ['expedition', 'discard']

# <rulerun lost_cities.rules: take_turn #8 032a7f95>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_zones = st.zones
    return ((L[2] == 'discard') or ((_c12[_l1] > (0 if (not _st_zones[_family13(_c14[_l1], 3 + 6 * _l0, _labels15, 'expedition')]) else _c12[(_z[-1] if (_z := _st_zones[_family13(_c14[_l1], 3 + 6 * _l0, _labels15, 'expedition')]) else None)])) or ((_c12[_l1] == 0) and ((0 if (not _st_zones[_family13(_c14[_l1], 3 + 6 * _l0, _labels15, 'expedition')]) else _c12[(_z[-1] if (_z := _st_zones[_family13(_c14[_l1], 3 + 6 * _l0, _labels15, 'expedition')]) else None)]) == 0))))

# <rulerun lost_cities.rules: take_turn #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #10 5a059e35>
def _native(st, L):
    return ['deck', 'discard pile']

# <rulerun lost_cities.rules: take_turn #11 65cf9041>
def _loop(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    for _t23 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t23]) and (_t23 != _l3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #12 b2acd8a4>
def _native(st, L):
    return ((L[4] == 'deck') or _a16(st, L))

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

# <rulerun lost_cities.rules: play #17 fda30838>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    _shuffle_zone17(st, 0)
    for _t25 in (_k18 or []):
        L[2] = _t25
        _t26 = _st_zones[0][:-(8) - 1:-1]
        _t27 = (1 + _t25)
        if type(_t26) is list and st.log is None:
            for _t28 in _t26:
                _t29 = _st_zones[_st_loc[_t28]]
                if _t29[-1] == _t28: _t29.pop()
                else: _t29.remove(_t28)
                _st_zones[_t27].append(_t28); _st_loc[_t28] = _t27
        elif _t26 is not None:
            _move_cards19(st, _t26, _t27, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun lost_cities.rules: play #18 b907edd6>
def _loop(st, _i0):
    _i0_3 = _i0[3]
    _st_zones = st.zones
    for _t49 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t49]) and (_t49 != _i0_3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #19 8f9428c5>
def _loop(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    for _t84 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t84]) and (_t84 != _l3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #20 playout 731178c1>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    _t66 = _st_zones[(1 + _l0)]
    _t67 = _l0
    _t68 = len(_t66)
    if not _t68: _no_option41(_t67, 'card to play')
    if _t68 <= 1 and _st_log is None:
        L[1] = _t66[0] if _t68 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t69 = st.chooser(_t68, _t67)
        else:
            _t69 = _st_bits(_t68.bit_length())
            while _t69 >= _t68: _t69 = _st_bits(_t68.bit_length())
        L[1] = _t66[_t69]; st.decisions += 1
    elif _decide42(st, L, _t66[:], _t67): raise _PlayoutCut39()
    _t72 = _NOT_YET
    _t70 = []
    for _t71 in (['expedition', 'discard'] or []):
        if ((_t71 == 'discard') or (_t72 if _t72 is not _NOT_YET else (_t72 := ((_c43[L[1]] > (0 if (not _st_zones[_family44(_c45[L[1]], 3 + 6 * _l0, _labels46, 'expedition')]) else _c43[(_z[-1] if (_z := _st_zones[_family44(_c45[L[1]], 3 + 6 * _l0, _labels46, 'expedition')]) else None)])) or ((_c43[L[1]] == 0) and ((0 if (not _st_zones[_family44(_c45[L[1]], 3 + 6 * _l0, _labels46, 'expedition')]) else _c43[(_z[-1] if (_z := _st_zones[_family44(_c45[L[1]], 3 + 6 * _l0, _labels46, 'expedition')]) else None)]) == 0)))))): _t70.append(_t71)
    _t73 = _l0
    _t74 = len(_t70)
    if not _t74: _no_option41(_t73, 'onto')
    if _t74 <= 1 and _st_log is None:
        L[2] = _t70[0] if _t74 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t75 = st.chooser(_t74, _t73)
        else:
            _t75 = _st_bits(_t74.bit_length())
            while _t75 >= _t74: _t75 = _st_bits(_t74.bit_length())
        L[2] = _t70[_t75]; st.decisions += 1
    elif _decide48(st, L, _t70, _t73): raise _PlayoutCut39()
    L[3] = None
    if (L[2] == 'expedition'):
        _t76 = L[1]
        _t77 = _family44(_c45[L[1]], 3 + 6 * _l0, _labels46, 'expedition')
        if type(_t76) is int and _st_log is None:
            _t78 = _st_zones[_st_loc[_t76]]
            if _t78[-1] == _t76: _t78.pop()
            else: _t78.remove(_t76)
            _st_zones[_t77].append(_t76); _st_loc[_t76] = _t77
        elif _t76 is not None:
            _move_cards49(st, _t76, _t77, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    else:
        _t79 = L[1]
        _t80 = _family44(_c45[L[1]], 15, _labels50, 'discard')
        if type(_t79) is int and _st_log is None:
            _t81 = _st_zones[_st_loc[_t79]]
            if _t81[-1] == _t79: _t81.pop()
            else: _t81.remove(_t79)
            _st_zones[_t80].append(_t79); _st_loc[_t79] = _t80
        elif _t79 is not None:
            _move_cards49(st, _t79, _t80, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        L[3] = _family44(_c45[L[1]], 15, _labels50, 'discard')
    _t86 = _NOT_YET
    _t82 = []
    for _t83 in (['deck', 'discard pile'] or []):
        if ((_t83 == 'deck') or (_t86 if _t86 is not _NOT_YET else (_t86 := _a51(st, L)))): _t82.append(_t83)
    _t87 = _l0
    _t88 = len(_t82)
    if not _t88: _no_option41(_t87, 'draw from')
    if _t88 <= 1 and _st_log is None:
        L[4] = _t82[0] if _t88 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t89 = st.chooser(_t88, _t87)
        else:
            _t89 = _st_bits(_t88.bit_length())
            while _t89 >= _t88: _t89 = _st_bits(_t88.bit_length())
        L[4] = _t82[_t89]; st.decisions += 1
    elif _decide53(st, L, _t82, _t87): raise _PlayoutCut39()
    if (L[4] == 'deck'):
        _t92 = _st_zones[0]
        _t91 = (1 + _l0)
        if _st_log is None and _t92:
            _t90 = _t92.pop(); _st_zones[_t91].append(_t90); _st_loc[_t90] = _t91
        elif _t92:
            _move_cards49(st, _t92[-1], _t91, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    else:
        _t93 = []
        for _t94 in (list(range(15, 21)) or []):
            if ((not not _st_zones[_t94]) and (_t94 != L[3])): _t93.append(_t94)
        _t95 = _l0
        _t96 = len(_t93)
        if not _t96: _no_option41(_t95, 'discard pile to draw from')
        if _t96 <= 1 and _st_log is None:
            L[5] = _t93[0] if _t96 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t97 = st.chooser(_t96, _t95)
            else:
                _t97 = _st_bits(_t96.bit_length())
                while _t97 >= _t96: _t97 = _st_bits(_t96.bit_length())
            L[5] = _t93[_t97]; st.decisions += 1
        elif _decide55(st, L, _t93, _t95): raise _PlayoutCut39()
        _t100 = _st_zones[L[5]]
        _t99 = (1 + _l0)
        if _st_log is None and _t100:
            _t98 = _t100.pop(); _st_zones[_t99].append(_t98); _st_loc[_t98] = _t99
        elif _t100:
            _move_cards49(st, _t100[-1], _t99, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun lost_cities.rules: play #21 81f1fcef>
def _native(st, L):
    _st_zones = st.zones
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent20(st)
        for _t30 in (_k21 or []):
            L[5] = _t30
            if not ((not not _st_zones[0])): continue
            if _p56(st, [_t30, None, None, None, None, None]) == 3: return 3

# <rulerun lost_cities.rules: play #22 a69c362d>
def _loop(st, _t101, _t104):
    _t107 = 0
    for _t106 in st.zones[_family63(_t104, 3 + 6 * _t101, _labels64, 'expedition')]:
        _t107 += _c65[_t106]
    return _t107

# <rulerun lost_cities.rules: play #23 c3c2efed>
def _loop(st, _t101, _t104):
    _t109 = 0
    for _t108 in st.zones[_family67(_t104, 3 + 6 * _t101, _labels68, 'expedition')]:
        if (_c69[_t108] == 0):
            _t109 += 1
    return _t109

# <rulerun lost_cities.rules: play #24 5cfc71b9>
def _loop(st, _t101):
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t103 = (_k59 or ())
    st.budget -= len(_t103)
    if st.budget < 0: _spent60(st)
    _t105 = 0
    for _t104 in _t103:
        _t105 += (_memo0[(_t101, _t104,)] if (_t101, _t104,) in _memo0 else _memo0.setdefault((_t101, _t104,), (0 if (not _st_zones[_family61(_t104, 3 + 6 * _t101, _labels62, 'expedition')]) else (((_a66(st, _t101, _t104) - 20) * (1 + (_memo1[(_t101, _t104,)] if (_t101, _t104,) in _memo1 else _memo1.setdefault((_t101, _t104,), _a70(st, _t101, _t104))))) + (20 if (len(_st_zones[_family61(_t104, 3 + 6 * _t101, _labels62, 'expedition')]) >= 8) else 0)))))
    return _t105

# <rulerun lost_cities.rules: play #25 9b96d5e7>
def _native(st, L):
    _st_log = st.log
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _t102 = (_k57 or [])
    st.budget -= len(_t102)
    if st.budget < 0: _spent58(st)
    for _t101 in _t102:
        L[8] = _t101
        _st_vars[0 + _t101] = (_memo2[_t101] if _t101 in _memo2 else _memo2.setdefault(_t101, _a71(st, _t101)))
        if _st_log is not None: _st_log.append(_Text75(_audience72(st), [_PlayerRef73(_t101), ' scores ', _plain74(_st_vars[0 + _t101])]))

# <rulerun lost_cities.rules: play #26 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #27 e5f28f2a>
def _native(st, L):
    return _k76

# <rulerun lost_cities.rules: play #28 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #29 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun lost_cities.rules: take_turn #30 6d121e1f>
def _loop(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    for _t119 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t119]) and (_t119 != _l3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #31 51f77aec>
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
            _t110 = L[0]
            _t111 = len(_o)
            if not _t111: _no_option80(_t110, 'card to play')
            if _t111 <= 1 and _st_log is None:
                L[1] = _o[0] if _t111 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t112 = st.chooser(_t111, _t110)
                else:
                    _t112 = _st_bits(_t111.bit_length())
                    while _t112 >= _t111: _t112 = _st_bits(_t111.bit_length())
                L[1] = _o[_t112]; st.decisions += 1
                if st.thread_player is not None: _answered81(st, _t112)
            elif _decide82(st, L, _o[:], _t110): return True
            pc = 1
        if pc == 1:
            _t114 = _NOT_YET
            _o = []
            for _t113 in (['expedition', 'discard'] or []):
                if ((_t113 == 'discard') or (_t114 if _t114 is not _NOT_YET else (_t114 := ((_c83[L[1]] > (0 if (not _st_zones[_family84(_c85[L[1]], 3 + 6 * L[0], _labels86, 'expedition')]) else _c83[(_z[-1] if (_z := _st_zones[_family84(_c85[L[1]], 3 + 6 * L[0], _labels86, 'expedition')]) else None)])) or ((_c83[L[1]] == 0) and ((0 if (not _st_zones[_family84(_c85[L[1]], 3 + 6 * L[0], _labels86, 'expedition')]) else _c83[(_z[-1] if (_z := _st_zones[_family84(_c85[L[1]], 3 + 6 * L[0], _labels86, 'expedition')]) else None)]) == 0)))))): _o.append(_t113)
            fr[1] = 2
            _t115 = L[0]
            _t116 = len(_o)
            if not _t116: _no_option80(_t115, 'onto')
            if _t116 <= 1 and _st_log is None:
                L[2] = _o[0] if _t116 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t117 = st.chooser(_t116, _t115)
                else:
                    _t117 = _st_bits(_t116.bit_length())
                    while _t117 >= _t116: _t117 = _st_bits(_t116.bit_length())
                L[2] = _o[_t117]; st.decisions += 1
                if st.thread_player is not None: _answered81(st, _t117)
            elif _decide88(st, L, _o, _t115): return True
            pc = 2
        if pc == 2:
            _r = _run89(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t121 = _NOT_YET
            _o = []
            for _t118 in (['deck', 'discard pile'] or []):
                if ((_t118 == 'deck') or (_t121 if _t121 is not _NOT_YET else (_t121 := _a90(st, L)))): _o.append(_t118)
            fr[1] = 4
            _t122 = L[0]
            _t123 = len(_o)
            if not _t123: _no_option80(_t122, 'draw from')
            if _t123 <= 1 and _st_log is None:
                L[4] = _o[0] if _t123 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t124 = st.chooser(_t123, _t122)
                else:
                    _t124 = _st_bits(_t123.bit_length())
                    while _t124 >= _t123: _t124 = _st_bits(_t123.bit_length())
                L[4] = _o[_t124]; st.decisions += 1
                if st.thread_player is not None: _answered81(st, _t124)
            elif _decide92(st, L, _o, _t122): return True
            pc = 4
        if pc == 4:
            if (L[4] == 'deck'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run93(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t125 in (list(range(15, 21)) or []):
                if ((not not _st_zones[_t125]) and (_t125 != L[3])): _o.append(_t125)
            fr[1] = 8
            _t126 = L[0]
            _t127 = len(_o)
            if not _t127: _no_option80(_t126, 'discard pile to draw from')
            if _t127 <= 1 and _st_log is None:
                L[5] = _o[0] if _t127 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t128 = st.chooser(_t127, _t126)
                else:
                    _t128 = _st_bits(_t127.bit_length())
                    while _t128 >= _t127: _t128 = _st_bits(_t127.bit_length())
                L[5] = _o[_t128]; st.decisions += 1
                if st.thread_player is not None: _answered81(st, _t128)
            elif _decide95(st, L, _o, _t126): return True
            pc = 8
        if pc == 8:
            _r = _run96(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k97)

# <rulerun lost_cities.rules: play #32 b8259e88>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run100(st, L)
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
            L[3] = (_k101 or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit102(_k103)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit99(_k, st, _d0): raise _Runaway98()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit99(_k, st, _d0): raise _Runaway98()
            continue
        if pc == 7:
            _r = _run104(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step105(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k106)

# <rulerun lost_cities.rules: take_turn #33 98e401cc>
def _loop(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    for _t138 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t138]) and (_t138 != _l3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #34 00ded61b>
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
            _t129 = L[0]
            _t130 = len(_o)
            if not _t130: _no_option110(_t129, 'card to play')
            if _t130 <= 1 and _st_log is None:
                L[1] = _o[0] if _t130 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t131 = st.chooser(_t130, _t129)
                else:
                    _t131 = _st_bits(_t130.bit_length())
                    while _t131 >= _t130: _t131 = _st_bits(_t130.bit_length())
                L[1] = _o[_t131]; st.decisions += 1
                if st.thread_player is not None: _answered111(st, _t131)
            elif _decide112(st, L, _o[:], _t129): return True
            pc = 1
        if pc == 1:
            _t133 = _NOT_YET
            _o = []
            for _t132 in (['expedition', 'discard'] or []):
                if ((_t132 == 'discard') or (_t133 if _t133 is not _NOT_YET else (_t133 := ((_c113[L[1]] > (0 if (not _st_zones[_family114(_c115[L[1]], 3 + 6 * L[0], _labels116, 'expedition')]) else _c113[(_z[-1] if (_z := _st_zones[_family114(_c115[L[1]], 3 + 6 * L[0], _labels116, 'expedition')]) else None)])) or ((_c113[L[1]] == 0) and ((0 if (not _st_zones[_family114(_c115[L[1]], 3 + 6 * L[0], _labels116, 'expedition')]) else _c113[(_z[-1] if (_z := _st_zones[_family114(_c115[L[1]], 3 + 6 * L[0], _labels116, 'expedition')]) else None)]) == 0)))))): _o.append(_t132)
            fr[1] = 2
            _t134 = L[0]
            _t135 = len(_o)
            if not _t135: _no_option110(_t134, 'onto')
            if _t135 <= 1 and _st_log is None:
                L[2] = _o[0] if _t135 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t136 = st.chooser(_t135, _t134)
                else:
                    _t136 = _st_bits(_t135.bit_length())
                    while _t136 >= _t135: _t136 = _st_bits(_t135.bit_length())
                L[2] = _o[_t136]; st.decisions += 1
                if st.thread_player is not None: _answered111(st, _t136)
            elif _decide118(st, L, _o, _t134): return True
            pc = 2
        if pc == 2:
            _r = _run119(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t140 = _NOT_YET
            _o = []
            for _t137 in (['deck', 'discard pile'] or []):
                if ((_t137 == 'deck') or (_t140 if _t140 is not _NOT_YET else (_t140 := _a120(st, L)))): _o.append(_t137)
            fr[1] = 4
            _t141 = L[0]
            _t142 = len(_o)
            if not _t142: _no_option110(_t141, 'draw from')
            if _t142 <= 1 and _st_log is None:
                L[4] = _o[0] if _t142 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t143 = st.chooser(_t142, _t141)
                else:
                    _t143 = _st_bits(_t142.bit_length())
                    while _t143 >= _t142: _t143 = _st_bits(_t142.bit_length())
                L[4] = _o[_t143]; st.decisions += 1
                if st.thread_player is not None: _answered111(st, _t143)
            elif _decide122(st, L, _o, _t141): return True
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region123(st, L)
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
            _r = _run124(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t144 in (list(range(15, 21)) or []):
                if ((not not _st_zones[_t144]) and (_t144 != L[3])): _o.append(_t144)
            fr[1] = 8
            _t145 = L[0]
            _t146 = len(_o)
            if not _t146: _no_option110(_t145, 'discard pile to draw from')
            if _t146 <= 1 and _st_log is None:
                L[5] = _o[0] if _t146 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t147 = st.chooser(_t146, _t145)
                else:
                    _t147 = _st_bits(_t146.bit_length())
                    while _t147 >= _t146: _t147 = _st_bits(_t146.bit_length())
                L[5] = _o[_t147]; st.decisions += 1
                if st.thread_player is not None: _answered111(st, _t147)
            elif _decide126(st, L, _o, _t145): return True
            pc = 8
        if pc == 8:
            _r = _run127(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k128)

# <rulerun lost_cities.rules: play #35 abd557a7>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run131(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region132(st, L)
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
            L[3] = (_k133 or []); L[4] = 0
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
                if _p134(st, [L[5], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[5], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit135(_k136)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit130(_k, st, _d0): raise _Runaway129()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit130(_k, st, _d0): raise _Runaway129()
            continue
        if pc == 7:
            _r = _run137(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step138(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k139)

# <rulerun lost_cities.rules: play #36 49ba5bff>
def _loop(st, _t149, p):
    _t152 = 0
    for _t151 in st.zones[_family144(_t149, 3 + 6 * p, _labels145, 'expedition')]:
        _t152 += _c146[_t151]
    return _t152

# <rulerun lost_cities.rules: play #37 2c0ca4e3>
def _loop(st, _t149, p):
    _t154 = 0
    for _t153 in st.zones[_family148(_t149, 3 + 6 * p, _labels149, 'expedition')]:
        if (_c150[_t153] == 0):
            _t154 += 1
    return _t154

# <rulerun lost_cities.rules: play #38 7c2e60cb>
def _loop(st, p):
    _st_zones = st.zones
    _t148 = (_k140 or ())
    st.budget -= len(_t148)
    if st.budget < 0: _spent141(st)
    _t150 = 0
    for _t149 in _t148:
        _t150 += (0 if (not _st_zones[_family142(_t149, 3 + 6 * p, _labels143, 'expedition')]) else (((_a147(st, _t149, p) - 20) * (1 + _a151(st, _t149, p))) + (20 if (len(_st_zones[_family142(_t149, 3 + 6 * p, _labels143, 'expedition')]) >= 8) else 0)))
    return _t150

# <rulerun lost_cities.rules: rank #39 73e71e6b>
def _native(st, p):
    return (_a152(st, p), )

