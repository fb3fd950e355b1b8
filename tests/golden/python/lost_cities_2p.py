# <rulerun lost_cities.rules: take_turn #0 b54b67a1>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    L[3] = None
    if (L[2] == 'expedition'):
        _t0 = _l1
        _t1 = (3 + 6 * _l0 + _places2[_t2] if (_t2 := _c1[_l1]) in _places2 else _family3(_t2, 3 + 6 * _l0, _labels4, 'expedition'))
        if type(_t0) is int and _st_log is None:
            _t3 = _st_zones[_st_loc[_t0]]
            if _t3[-1] == _t0: _t3.pop()
            else: _t3.remove(_t0)
            _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
        elif _t0 is not None:
            _move_cards0(st, _t0, _t1, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    else:
        _t4 = _l1
        _t5 = (15 + _places5[_t6] if (_t6 := _c1[_l1]) in _places5 else _family3(_t6, 15, _labels6, 'discard'))
        if type(_t4) is int and _st_log is None:
            _t7 = _st_zones[(_t8 := _st_loc[_t4])]
            if _t7[-1] == _t4: _t7.pop()
            else: _t7.remove(_t4)
            _st_zones[_t5].append(_t4); _st_loc[_t4] = _t5
            _t9 = _leaving7[_t8]
            if _memo0 and _t9 & 1: _memo0.clear()
            if _memo1 and _t9 & 2: _memo1.clear()
            if _memo2 and _t9 & 4: _memo2.clear()
        elif _t4 is not None:
            _move_cards0(st, _t4, _t5, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        L[3] = (15 + _places8[_t10] if (_t10 := _c1[_l1]) in _places8 else _family3(_t10, 15, _labels6, 'discard'))

# <rulerun lost_cities.rules: take_turn #1 8912c34f>
def _native(st, L):
    _st_zones = st.zones
    _t13 = _st_zones[0]
    _t12 = (1 + L[0])
    if st.log is None and _t13:
        _t11 = _t13.pop(); _st_zones[_t12].append(_t11); st.loc[_t11] = _t12
    elif _t13:
        _move_cards9(st, _t13[-1], _t12, False)

# <rulerun lost_cities.rules: take_turn #2 35f77e93>
def _native(st, L):
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    _t17 = L[5]
    _t16 = _st_zones[_t17]
    _t15 = (1 + L[0])
    if st.log is None and _t16:
        _t14 = _t16.pop(); _st_zones[_t15].append(_t14); st.loc[_t14] = _t15
    elif _t16:
        _move_cards10(st, _t16[-1], _t15, False)
    _t18 = _leaving11[_t17]
    if _memo0 and _t18 & 1: _memo0.clear()
    if _memo1 and _t18 & 2: _memo1.clear()
    if _memo2 and _t18 & 4: _memo2.clear()

# <rulerun lost_cities.rules: take_turn #3 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #4 c996453f>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    if (L[4] == 'deck'):
        _t21 = _st_zones[0]
        _t20 = (1 + _l0)
        if _st_log is None and _t21:
            _t19 = _t21.pop(); _st_zones[_t20].append(_t19); _st_loc[_t19] = _t20
        elif _t21:
            _move_cards12(st, _t21[-1], _t20, False)
    else:
        _t22 = []
        for _t23 in (list(range(15, 21)) or []):
            if ((not not _st_zones[_t23]) and (_t23 != L[3])): _t22.append(_t23)
        _t24 = _l0
        _t25 = len(_t22)
        if not _t25: _no_option15(_t24, 'discard pile to draw from')
        if _t25 <= 1 and _st_log is None:
            L[5] = _t22[0] if _t25 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t26 = st.chooser(_t25, _t24)
            else:
                _t26 = _st_bits(_t25.bit_length())
                while _t26 >= _t25: _t26 = _st_bits(_t25.bit_length())
            L[5] = _t22[_t26]; st.decisions += 1
        elif _st_log is None: _pend16(st, L, _t22, _t24); raise _PlayoutCut13()
        elif _decide17(st, L, _t22, _t24): raise _PlayoutCut13()
        _t30 = L[5]
        _t29 = _st_zones[_t30]
        _t28 = (1 + _l0)
        if _st_log is None and _t29:
            _t27 = _t29.pop(); _st_zones[_t28].append(_t27); _st_loc[_t27] = _t28
        elif _t29:
            _move_cards12(st, _t29[-1], _t28, False)
        _t31 = _leaving18[_t30]
        if _memo0 and _t31 & 1: _memo0.clear()
        if _memo1 and _t31 & 2: _memo1.clear()
        if _memo2 and _t31 & 4: _memo2.clear()

# <rulerun lost_cities.rules: take_turn #5 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun lost_cities.rules: take_turn #6 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #7 36aa24f0>
def _native(st, L):
    return ['expedition', 'discard']

# <rulerun lost_cities.rules: take_turn #8 35742687>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_zones = st.zones
    return ((L[2] == 'discard') or ((_c19[_l1] > (0 if (not _st_zones[(3 + 6 * _l0 + _places21[_t32] if (_t32 := _c20[_l1]) in _places21 else _family22(_t32, 3 + 6 * _l0, _labels23, 'expedition'))]) else _c19[(_z[-1] if (_z := _st_zones[(3 + 6 * _l0 + _places24[_t33] if (_t33 := _c20[_l1]) in _places24 else _family22(_t33, 3 + 6 * _l0, _labels23, 'expedition'))]) else None)])) or ((_c19[_l1] == 0) and ((0 if (not _st_zones[(3 + 6 * _l0 + _places25[_t34] if (_t34 := _c20[_l1]) in _places25 else _family22(_t34, 3 + 6 * _l0, _labels23, 'expedition'))]) else _c19[(_z[-1] if (_z := _st_zones[(3 + 6 * _l0 + _places26[_t35] if (_t35 := _c20[_l1]) in _places26 else _family22(_t35, 3 + 6 * _l0, _labels23, 'expedition'))]) else None)]) == 0))))

# <rulerun lost_cities.rules: take_turn #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #10 5a059e35>
def _native(st, L):
    return ['deck', 'discard pile']

# <rulerun lost_cities.rules: take_turn #11 70760eb1>
def _loop(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    for _t36 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t36]) and (_t36 != _l3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #12 7688b29e>
def _native(st, L):
    return ((L[4] == 'deck') or _a27(st, L))

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

# <rulerun lost_cities.rules: play #17 f561ed69>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    _shuffle_zone28(st, 0)
    for _t38 in (_k29 or []):
        L[2] = _t38
        _t39 = _st_zones[0][:-(8) - 1:-1]
        _t40 = (1 + _t38)
        if type(_t39) is list and st.log is None:
            for _t41 in _t39:
                _t42 = _st_zones[_st_loc[_t41]]
                if _t42[-1] == _t41: _t42.pop()
                else: _t42.remove(_t41)
                _st_zones[_t40].append(_t41); _st_loc[_t41] = _t40
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        elif _t39 is not None:
            _move_cards30(st, _t39, _t40, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun lost_cities.rules: play #18 9796cc9b>
def _loop(st, _i0):
    _i0_3 = _i0[3]
    _st_zones = st.zones
    for _t71 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t71]) and (_t71 != _i0_3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #19 207a4b2b>
def _loop(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    for _t117 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t117]) and (_t117 != _l3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #20 playout 4ea55e1b>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    _t90 = _st_zones[(1 + _l0)]
    _t91 = _l0
    _t92 = len(_t90)
    if not _t92: _no_option65(_t91, 'card to play')
    if _t92 <= 1 and _st_log is None:
        L[1] = _t90[0] if _t92 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t93 = st.chooser(_t92, _t91)
        else:
            _t93 = _st_bits(_t92.bit_length())
            while _t93 >= _t92: _t93 = _st_bits(_t92.bit_length())
        L[1] = _t90[_t93]; st.decisions += 1
    elif _st_log is None: _pend66(st, L, _t90[:], _t91); raise _PlayoutCut63()
    elif _decide67(st, L, _t90[:], _t91): raise _PlayoutCut63()
    _t100 = _NOT_YET
    _t94 = []
    for _t95 in (['expedition', 'discard'] or []):
        if ((_t95 == 'discard') or (_t100 if _t100 is not _NOT_YET else (_t100 := ((_c68[L[1]] > (0 if (not _st_zones[(3 + 6 * _l0 + _places70[_t96] if (_t96 := _c69[L[1]]) in _places70 else _family71(_t96, 3 + 6 * _l0, _labels72, 'expedition'))]) else _c68[(_z[-1] if (_z := _st_zones[(3 + 6 * _l0 + _places73[_t97] if (_t97 := _c69[L[1]]) in _places73 else _family71(_t97, 3 + 6 * _l0, _labels72, 'expedition'))]) else None)])) or ((_c68[L[1]] == 0) and ((0 if (not _st_zones[(3 + 6 * _l0 + _places74[_t98] if (_t98 := _c69[L[1]]) in _places74 else _family71(_t98, 3 + 6 * _l0, _labels72, 'expedition'))]) else _c68[(_z[-1] if (_z := _st_zones[(3 + 6 * _l0 + _places75[_t99] if (_t99 := _c69[L[1]]) in _places75 else _family71(_t99, 3 + 6 * _l0, _labels72, 'expedition'))]) else None)]) == 0)))))): _t94.append(_t95)
    _t101 = _l0
    _t102 = len(_t94)
    if not _t102: _no_option65(_t101, 'onto')
    if _t102 <= 1 and _st_log is None:
        L[2] = _t94[0] if _t102 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t103 = st.chooser(_t102, _t101)
        else:
            _t103 = _st_bits(_t102.bit_length())
            while _t103 >= _t102: _t103 = _st_bits(_t102.bit_length())
        L[2] = _t94[_t103]; st.decisions += 1
    elif _st_log is None: _pend77(st, L, _t94, _t101); raise _PlayoutCut63()
    elif _decide78(st, L, _t94, _t101): raise _PlayoutCut63()
    L[3] = None
    if (L[2] == 'expedition'):
        _t104 = L[1]
        _t105 = (3 + 6 * _l0 + _places80[_t106] if (_t106 := _c69[L[1]]) in _places80 else _family71(_t106, 3 + 6 * _l0, _labels72, 'expedition'))
        if type(_t104) is int and _st_log is None:
            _t107 = _st_zones[_st_loc[_t104]]
            if _t107[-1] == _t104: _t107.pop()
            else: _t107.remove(_t104)
            _st_zones[_t105].append(_t104); _st_loc[_t104] = _t105
        elif _t104 is not None:
            _move_cards79(st, _t104, _t105, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    else:
        _t108 = L[1]
        _t109 = (15 + _places81[_t110] if (_t110 := _c69[L[1]]) in _places81 else _family71(_t110, 15, _labels82, 'discard'))
        if type(_t108) is int and _st_log is None:
            _t111 = _st_zones[(_t112 := _st_loc[_t108])]
            if _t111[-1] == _t108: _t111.pop()
            else: _t111.remove(_t108)
            _st_zones[_t109].append(_t108); _st_loc[_t108] = _t109
            _t113 = _leaving83[_t112]
            if _memo0 and _t113 & 1: _memo0.clear()
            if _memo1 and _t113 & 2: _memo1.clear()
            if _memo2 and _t113 & 4: _memo2.clear()
        elif _t108 is not None:
            _move_cards79(st, _t108, _t109, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        L[3] = (15 + _places84[_t114] if (_t114 := _c69[L[1]]) in _places84 else _family71(_t114, 15, _labels82, 'discard'))
    _t119 = _NOT_YET
    _t115 = []
    for _t116 in (['deck', 'discard pile'] or []):
        if ((_t116 == 'deck') or (_t119 if _t119 is not _NOT_YET else (_t119 := _a85(st, L)))): _t115.append(_t116)
    _t120 = _l0
    _t121 = len(_t115)
    if not _t121: _no_option65(_t120, 'draw from')
    if _t121 <= 1 and _st_log is None:
        L[4] = _t115[0] if _t121 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t122 = st.chooser(_t121, _t120)
        else:
            _t122 = _st_bits(_t121.bit_length())
            while _t122 >= _t121: _t122 = _st_bits(_t121.bit_length())
        L[4] = _t115[_t122]; st.decisions += 1
    elif _st_log is None: _pend87(st, L, _t115, _t120); raise _PlayoutCut63()
    elif _decide88(st, L, _t115, _t120): raise _PlayoutCut63()
    if (L[4] == 'deck'):
        _t125 = _st_zones[0]
        _t124 = (1 + _l0)
        if _st_log is None and _t125:
            _t123 = _t125.pop(); _st_zones[_t124].append(_t123); _st_loc[_t123] = _t124
        elif _t125:
            _move_cards79(st, _t125[-1], _t124, False)
    else:
        _t126 = []
        for _t127 in (list(range(15, 21)) or []):
            if ((not not _st_zones[_t127]) and (_t127 != L[3])): _t126.append(_t127)
        _t128 = _l0
        _t129 = len(_t126)
        if not _t129: _no_option65(_t128, 'discard pile to draw from')
        if _t129 <= 1 and _st_log is None:
            L[5] = _t126[0] if _t129 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t130 = st.chooser(_t129, _t128)
            else:
                _t130 = _st_bits(_t129.bit_length())
                while _t130 >= _t129: _t130 = _st_bits(_t129.bit_length())
            L[5] = _t126[_t130]; st.decisions += 1
        elif _st_log is None: _pend90(st, L, _t126, _t128); raise _PlayoutCut63()
        elif _decide91(st, L, _t126, _t128): raise _PlayoutCut63()
        _t134 = L[5]
        _t133 = _st_zones[_t134]
        _t132 = (1 + _l0)
        if _st_log is None and _t133:
            _t131 = _t133.pop(); _st_zones[_t132].append(_t131); _st_loc[_t131] = _t132
        elif _t133:
            _move_cards79(st, _t133[-1], _t132, False)
        _t135 = _leaving92[_t134]
        if _memo0 and _t135 & 1: _memo0.clear()
        if _memo1 and _t135 & 2: _memo1.clear()
        if _memo2 and _t135 & 4: _memo2.clear()

# <rulerun lost_cities.rules: play #21 86f2dca8>
def _native(st, L):
    _st_zones = st.zones
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent31(st)
        for _t43 in (_k32 or []):
            L[5] = _t43
            if not ((not not _st_zones[0])): continue
            if _p93(st, [_t43, None, None, None, None, None]) == 3: return 3

# <rulerun lost_cities.rules: play #22 6fe01403>
def _loop(st, _t136, _t139):
    _t144 = 0
    for _t143 in st.zones[(3 + 6 * _t136 + _places101[_t142] if (_t142 := _t139) in _places101 else _family102(_t142, 3 + 6 * _t136, _labels103, 'expedition'))]:
        _t144 += _c104[_t143]
    return _t144

# <rulerun lost_cities.rules: play #23 d3a7d71d>
def _loop(st, _t136, _t139):
    _t147 = 0
    for _t146 in st.zones[(3 + 6 * _t136 + _places106[_t145] if (_t145 := _t139) in _places106 else _family107(_t145, 3 + 6 * _t136, _labels108, 'expedition'))]:
        if (_c109[_t146] == 0):
            _t147 += 1
    return _t147

# <rulerun lost_cities.rules: play #24 0f2a2515>
def _loop(st, _t136):
    _memo0 = st.memos[0]
    _t138 = (_k96 or ())
    st.budget -= len(_t138)
    if st.budget < 0: _spent97(st)
    _t140 = 0
    for _t139 in _t138:
        _t140 += (_t150 if (_t150 := _memo0.get((_t136, _t139,), _NOT_YET)) is not _NOT_YET else _memo0.setdefault((_t136, _t139,), (0 if (not st.zones[(3 + 6 * _t136 + _places98[_t141] if (_t141 := _t139) in _places98 else _family99(_t141, 3 + 6 * _t136, _labels100, 'expedition'))]) else (((_a105(st, _t136, _t139) - 20) * (1 + (_t148 if (_t148 := st.memos[1].get((_t136, _t139,), _NOT_YET)) is not _NOT_YET else st.memos[1].setdefault((_t136, _t139,), _a110(st, _t136, _t139))))) + (20 if (len(st.zones[(3 + 6 * _t136 + _places111[_t149] if (_t149 := _t139) in _places111 else _family99(_t149, 3 + 6 * _t136, _labels100, 'expedition'))]) >= 8) else 0)))))
    return _t140

# <rulerun lost_cities.rules: play #25 4bf982ab>
def _native(st, L):
    _st_log = st.log
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _t137 = (_k94 or [])
    st.budget -= len(_t137)
    if st.budget < 0: _spent95(st)
    for _t136 in _t137:
        L[8] = _t136
        _st_vars[0 + _t136] = (_memo2[_t136] if _t136 in _memo2 else _memo2.setdefault(_t136, _a112(st, _t136)))
        if _st_log is not None: _st_log.append(_Text116(_audience113(st), [_PlayerRef114(_t136), ' scores ', _plain115(_st_vars[0 + _t136])]))

# <rulerun lost_cities.rules: play #26 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #27 1da238dd>
def _native(st, L):
    return _k117

# <rulerun lost_cities.rules: play #28 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #29 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun lost_cities.rules: take_turn #30 89effdf2>
def _loop(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    for _t164 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t164]) and (_t164 != _l3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #31 f0a500d9>
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
            _t151 = L[0]
            _t152 = len(_o)
            if not _t152: _no_option121(_t151, 'card to play')
            if _t152 <= 1 and _st_log is None:
                L[1] = _o[0] if _t152 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t153 = st.chooser(_t152, _t151)
                else:
                    _t153 = _st_bits(_t152.bit_length())
                    while _t153 >= _t152: _t153 = _st_bits(_t152.bit_length())
                L[1] = _o[_t153]; st.decisions += 1
                if st.thread_player is not None: _answered122(st, _t153)
            elif _st_log is None: _pend123(st, L, _o[:], _t151); return True
            elif _decide124(st, L, _o[:], _t151): return True
            pc = 1
        if pc == 1:
            _t159 = _NOT_YET
            _o = []
            for _t154 in (['expedition', 'discard'] or []):
                if ((_t154 == 'discard') or (_t159 if _t159 is not _NOT_YET else (_t159 := ((_c125[L[1]] > (0 if (not _st_zones[(3 + 6 * L[0] + _places127[_t155] if (_t155 := _c126[L[1]]) in _places127 else _family128(_t155, 3 + 6 * L[0], _labels129, 'expedition'))]) else _c125[(_z[-1] if (_z := _st_zones[(3 + 6 * L[0] + _places130[_t156] if (_t156 := _c126[L[1]]) in _places130 else _family128(_t156, 3 + 6 * L[0], _labels129, 'expedition'))]) else None)])) or ((_c125[L[1]] == 0) and ((0 if (not _st_zones[(3 + 6 * L[0] + _places131[_t157] if (_t157 := _c126[L[1]]) in _places131 else _family128(_t157, 3 + 6 * L[0], _labels129, 'expedition'))]) else _c125[(_z[-1] if (_z := _st_zones[(3 + 6 * L[0] + _places132[_t158] if (_t158 := _c126[L[1]]) in _places132 else _family128(_t158, 3 + 6 * L[0], _labels129, 'expedition'))]) else None)]) == 0)))))): _o.append(_t154)
            fr[1] = 2
            _t160 = L[0]
            _t161 = len(_o)
            if not _t161: _no_option121(_t160, 'onto')
            if _t161 <= 1 and _st_log is None:
                L[2] = _o[0] if _t161 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t162 = st.chooser(_t161, _t160)
                else:
                    _t162 = _st_bits(_t161.bit_length())
                    while _t162 >= _t161: _t162 = _st_bits(_t161.bit_length())
                L[2] = _o[_t162]; st.decisions += 1
                if st.thread_player is not None: _answered122(st, _t162)
            elif _st_log is None: _pend134(st, L, _o, _t160); return True
            elif _decide135(st, L, _o, _t160): return True
            pc = 2
        if pc == 2:
            _r = _run136(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t166 = _NOT_YET
            _o = []
            for _t163 in (['deck', 'discard pile'] or []):
                if ((_t163 == 'deck') or (_t166 if _t166 is not _NOT_YET else (_t166 := _a137(st, L)))): _o.append(_t163)
            fr[1] = 4
            _t167 = L[0]
            _t168 = len(_o)
            if not _t168: _no_option121(_t167, 'draw from')
            if _t168 <= 1 and _st_log is None:
                L[4] = _o[0] if _t168 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t169 = st.chooser(_t168, _t167)
                else:
                    _t169 = _st_bits(_t168.bit_length())
                    while _t169 >= _t168: _t169 = _st_bits(_t168.bit_length())
                L[4] = _o[_t169]; st.decisions += 1
                if st.thread_player is not None: _answered122(st, _t169)
            elif _st_log is None: _pend139(st, L, _o, _t167); return True
            elif _decide140(st, L, _o, _t167): return True
            pc = 4
        if pc == 4:
            if (L[4] == 'deck'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run141(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t170 in (list(range(15, 21)) or []):
                if ((not not _st_zones[_t170]) and (_t170 != L[3])): _o.append(_t170)
            fr[1] = 8
            _t171 = L[0]
            _t172 = len(_o)
            if not _t172: _no_option121(_t171, 'discard pile to draw from')
            if _t172 <= 1 and _st_log is None:
                L[5] = _o[0] if _t172 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t173 = st.chooser(_t172, _t171)
                else:
                    _t173 = _st_bits(_t172.bit_length())
                    while _t173 >= _t172: _t173 = _st_bits(_t172.bit_length())
                L[5] = _o[_t173]; st.decisions += 1
                if st.thread_player is not None: _answered122(st, _t173)
            elif _st_log is None: _pend143(st, L, _o, _t171); return True
            elif _decide144(st, L, _o, _t171): return True
            pc = 8
        if pc == 8:
            _r = _run145(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k146)

# <rulerun lost_cities.rules: play #32 c37b3e4a>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run149(st, L)
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
            L[3] = (_k150 or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit151(_k152)
            fr[1] = 5; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs153[0](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 5
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit148(_k, st, _d0): raise _Runaway147()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit148(_k, st, _d0): raise _Runaway147()
            continue
        if pc == 7:
            _r = _run154(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step155(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k156)

# <rulerun lost_cities.rules: take_turn #33 dd4d1b8e>
def _loop(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    for _t187 in (list(range(15, 21)) or ()):
        if ((not not _st_zones[_t187]) and (_t187 != _l3)):
            return True
    return False

# <rulerun lost_cities.rules: take_turn #34 34d3faa2>
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
            _t174 = L[0]
            _t175 = len(_o)
            if not _t175: _no_option160(_t174, 'card to play')
            if _t175 <= 1 and _st_log is None:
                L[1] = _o[0] if _t175 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t176 = st.chooser(_t175, _t174)
                else:
                    _t176 = _st_bits(_t175.bit_length())
                    while _t176 >= _t175: _t176 = _st_bits(_t175.bit_length())
                L[1] = _o[_t176]; st.decisions += 1
                if st.thread_player is not None: _answered161(st, _t176)
            elif _st_log is None: _pend162(st, L, _o[:], _t174); return True
            elif _decide163(st, L, _o[:], _t174): return True
            pc = 1
        if pc == 1:
            _t182 = _NOT_YET
            _o = []
            for _t177 in (['expedition', 'discard'] or []):
                if ((_t177 == 'discard') or (_t182 if _t182 is not _NOT_YET else (_t182 := ((_c164[L[1]] > (0 if (not _st_zones[(3 + 6 * L[0] + _places166[_t178] if (_t178 := _c165[L[1]]) in _places166 else _family167(_t178, 3 + 6 * L[0], _labels168, 'expedition'))]) else _c164[(_z[-1] if (_z := _st_zones[(3 + 6 * L[0] + _places169[_t179] if (_t179 := _c165[L[1]]) in _places169 else _family167(_t179, 3 + 6 * L[0], _labels168, 'expedition'))]) else None)])) or ((_c164[L[1]] == 0) and ((0 if (not _st_zones[(3 + 6 * L[0] + _places170[_t180] if (_t180 := _c165[L[1]]) in _places170 else _family167(_t180, 3 + 6 * L[0], _labels168, 'expedition'))]) else _c164[(_z[-1] if (_z := _st_zones[(3 + 6 * L[0] + _places171[_t181] if (_t181 := _c165[L[1]]) in _places171 else _family167(_t181, 3 + 6 * L[0], _labels168, 'expedition'))]) else None)]) == 0)))))): _o.append(_t177)
            fr[1] = 2
            _t183 = L[0]
            _t184 = len(_o)
            if not _t184: _no_option160(_t183, 'onto')
            if _t184 <= 1 and _st_log is None:
                L[2] = _o[0] if _t184 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t185 = st.chooser(_t184, _t183)
                else:
                    _t185 = _st_bits(_t184.bit_length())
                    while _t185 >= _t184: _t185 = _st_bits(_t184.bit_length())
                L[2] = _o[_t185]; st.decisions += 1
                if st.thread_player is not None: _answered161(st, _t185)
            elif _st_log is None: _pend173(st, L, _o, _t183); return True
            elif _decide174(st, L, _o, _t183): return True
            pc = 2
        if pc == 2:
            _r = _run175(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t189 = _NOT_YET
            _o = []
            for _t186 in (['deck', 'discard pile'] or []):
                if ((_t186 == 'deck') or (_t189 if _t189 is not _NOT_YET else (_t189 := _a176(st, L)))): _o.append(_t186)
            fr[1] = 4
            _t190 = L[0]
            _t191 = len(_o)
            if not _t191: _no_option160(_t190, 'draw from')
            if _t191 <= 1 and _st_log is None:
                L[4] = _o[0] if _t191 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t192 = st.chooser(_t191, _t190)
                else:
                    _t192 = _st_bits(_t191.bit_length())
                    while _t192 >= _t191: _t192 = _st_bits(_t191.bit_length())
                L[4] = _o[_t192]; st.decisions += 1
                if st.thread_player is not None: _answered161(st, _t192)
            elif _st_log is None: _pend178(st, L, _o, _t190); return True
            elif _decide179(st, L, _o, _t190): return True
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region180(st, L)
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
            _r = _run181(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t193 in (list(range(15, 21)) or []):
                if ((not not _st_zones[_t193]) and (_t193 != L[3])): _o.append(_t193)
            fr[1] = 8
            _t194 = L[0]
            _t195 = len(_o)
            if not _t195: _no_option160(_t194, 'discard pile to draw from')
            if _t195 <= 1 and _st_log is None:
                L[5] = _o[0] if _t195 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t196 = st.chooser(_t195, _t194)
                else:
                    _t196 = _st_bits(_t195.bit_length())
                    while _t196 >= _t195: _t196 = _st_bits(_t195.bit_length())
                L[5] = _o[_t196]; st.decisions += 1
                if st.thread_player is not None: _answered161(st, _t196)
            elif _st_log is None: _pend183(st, L, _o, _t194); return True
            elif _decide184(st, L, _o, _t194): return True
            pc = 8
        if pc == 8:
            _r = _run185(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k186)

# <rulerun lost_cities.rules: play #35 cdc0a6bf>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run189(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region190(st, L)
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
            L[3] = (_k191 or []); L[4] = 0
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
                if _p192(st, [L[5], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[5], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit193(_k194)
                fr[1] = 5; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs195[0](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 5
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit188(_k, st, _d0): raise _Runaway187()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit188(_k, st, _d0): raise _Runaway187()
            continue
        if pc == 7:
            _r = _run196(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step197(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k198)

# <rulerun lost_cities.rules: play #36 81829db7>
def _loop(st, _t198, p):
    _t203 = 0
    for _t202 in st.zones[(3 + 6 * p + _places204[_t201] if (_t201 := _t198) in _places204 else _family205(_t201, 3 + 6 * p, _labels206, 'expedition'))]:
        _t203 += _c207[_t202]
    return _t203

# <rulerun lost_cities.rules: play #37 9c617a05>
def _loop(st, _t198, p):
    _t206 = 0
    for _t205 in st.zones[(3 + 6 * p + _places209[_t204] if (_t204 := _t198) in _places209 else _family210(_t204, 3 + 6 * p, _labels211, 'expedition'))]:
        if (_c212[_t205] == 0):
            _t206 += 1
    return _t206

# <rulerun lost_cities.rules: play #38 d083e428>
def _loop(st, p):
    _st_zones = st.zones
    _t197 = (_k199 or ())
    st.budget -= len(_t197)
    if st.budget < 0: _spent200(st)
    _t199 = 0
    for _t198 in _t197:
        _t199 += (0 if (not _st_zones[(3 + 6 * p + _places201[_t200] if (_t200 := _t198) in _places201 else _family202(_t200, 3 + 6 * p, _labels203, 'expedition'))]) else (((_a208(st, _t198, p) - 20) * (1 + _a213(st, _t198, p))) + (20 if (len(_st_zones[(3 + 6 * p + _places214[_t207] if (_t207 := _t198) in _places214 else _family202(_t207, 3 + 6 * p, _labels203, 'expedition'))]) >= 8) else 0)))
    return _t199

# <rulerun lost_cities.rules: rank #39 9e0cb15a>
def _native(st, p):
    return (_a215(st, p), )

