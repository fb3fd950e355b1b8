# <rulerun alienz.rules: check_end #0 41c68e37>
def _loop(st, L):
    for _t6 in (L[1] or ()):
        return _t6
    return None

# <rulerun alienz.rules: check_end #1 5dedae72>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _t0 = None
    for _t1 in (_k0 or ()):
        _t2 = _st_vars[0 + _t1]
        if _t0 is None or _t2 > _t0:
            _t0 = _t2
    L[0] = _t0
    if (L[0] < 100):
        return 2
    _t4 = L[0]
    _t3 = []
    for _t5 in (_k1 or ()):
        if (_st_vars[0 + _t5] == _t4):
            _t3.append(_t5)
    L[1] = _t3
    if (len((L[1] or ())) == 1):
        if _st_log is not None: _st_log.append(_Text6(_audience2(st), [_PlayerRef4(_a3(st, L)), ' has the highest total, ', _plain5(L[0]), ', and wins']))
        _end_game7(st, L[1], True); return 3
    if _st_log is not None: _st_log.append(_Text6(_audience2(st), [_players_ref8(L[1]), ' tie for the highest total (', _plain5(L[0]), '): another round is played']))

# <rulerun alienz.rules: round #2 b6a99850>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[9] = _st_vars[9] + 1
    _st_vars[11] = False
    _st_vars[12] = False
    _st_vars[13] = False
    if _st_log is not None: _st_log.append(_Text12(_audience9(st), ['Round ', _plain10(_st_vars[9]), ': ', _PlayerRef11(_st_vars[8]), ' deals and ', _PlayerRef11(((_st_vars[8] + 1) % 4)), ' plays first']))
    _t8 = _joined14(_joined14(_joined14(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
    _t9 = 0
    if _t8 is not None:
        _move_cards13(st, _t8, _t9, True)
    _t10 = _st_zones[(2 if False else 1)][:]
    _t11 = 0
    if _t10 is not None:
        _move_cards13(st, _t10, _t11, True)
    _t12 = [_c for _i in [7 + _p for _p in _k15] for _c in _st_zones[_i]]
    _t13 = 0
    if _t12 is not None:
        _move_cards13(st, _t12, _t13, True)
    _t14 = _joined14([_c for _i in [11 + _p for _p in _k16] for _c in _st_zones[_i]], [_c for _i in [15 + _p for _p in _k17] for _c in _st_zones[_i]])
    _t15 = 0
    if _t14 is not None:
        _move_cards13(st, _t14, _t15, True)
    _t16 = [_c for _i in [3 + _p for _p in _k18] for _c in _st_zones[_i]]
    _t17 = 0
    if _t16 is not None:
        _move_cards13(st, _t16, _t17, True)
    _shuffle_zone19(st, 0)

# <rulerun alienz.rules: round #3 da55f5da>
def _native(st, L):
    L[0] = ((st.vars[8] + 1) % 4)

# <rulerun alienz.rules: round #4 2cd2af4e>
def _native(st, L):
    L[0] = ((L[0] + 1) % 4)

# <rulerun alienz.rules: round #5 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: round #6 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #7 f3506f34>
def _loop(st):
    for _t18 in st.zones[20]:
        if (_c24[_t18] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #8 b48491ff>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[10] = _st_vars[10] + 1
    if _st_log is not None: _st_log.append(_Text23(_audience20(st), ['Turn ', _plain21(_st_vars[10]), ': ', _PlayerRef22(L[0])]))
    L[1] = (2 if _a25(st) else 1)

# <rulerun alienz.rules: turn #9 e40c13e9>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t20 = L[5]
    _t21 = (3 + L[0])
    if type(_t20) is int and st.log is None:
        _t22 = _st_zones[_st_loc[_t20]]
        if _t22[-1] == _t20: _t22.pop()
        else: _t22.remove(_t20)
        _st_zones[_t21].append(_t20); _st_loc[_t20] = _t21
    elif _t20 is not None:
        _move_cards26(st, _t20, _t21, False)

# <rulerun alienz.rules: turn #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #11 d1da92af>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t23 in (_range27(1, L[1]) or []):
        L[4] = _t23
        _t24 = _st_zones[(2 if False else 1)]
        _t25 = _l0
        _t26 = len(_t24)
        if _t26 <= 1 and _st_log is None:
            L[5] = _t24[0] if _t26 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t27 = st.chooser(_t26, _t25)
            else:
                _t27 = _st_bits(_t26.bit_length())
                while _t27 >= _t26: _t27 = _st_bits(_t26.bit_length())
            L[5] = _t24[_t27]; st.decisions += 1
        elif _decide30(st, L, _t24[:], _t25): raise _PlayoutCut28()
        _t28 = L[5]
        _t29 = (3 + _l0)
        if type(_t28) is int and _st_log is None:
            _t30 = _st_zones[_st_loc[_t28]]
            if _t30[-1] == _t28: _t30.pop()
            else: _t30.remove(_t28)
            _st_zones[_t29].append(_t28); _st_loc[_t28] = _t29
        elif _t28 is not None:
            _move_cards31(st, _t28, _t29, False)

# <rulerun alienz.rules: turn #12 f89511f9>
def _native(st, L):
    _l6 = L[6]
    _st_loc = st.loc
    _st_zones = st.zones
    if (_l6 is not None):
        _t31 = _l6
        _t32 = (7 + L[0])
        if type(_t31) is int and st.log is None:
            _t33 = _st_zones[_st_loc[_t31]]
            if _t33[-1] == _t31: _t33.pop()
            else: _t33.remove(_t31)
            _st_zones[_t32].append(_t31); _st_loc[_t31] = _t32
        elif _t31 is not None:
            _move_cards32(st, _t31, _t32, False)

# <rulerun alienz.rules: turn #13 d8ad1950>
def _loop(st):
    for _t34 in st.zones[20]:
        if (_c33[_t34] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #14 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #15 a15b3e06>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if _a34(st):
        _t36 = _st_zones[(3 + _l0)]
        if _offer36(st, L, _t36[:]): raise _PlayoutCut35()
        if (L[6] is not None):
            _t37 = L[6]
            _t38 = (7 + _l0)
            if type(_t37) is int and st.log is None:
                _t39 = _st_zones[_st_loc[_t37]]
                if _t39[-1] == _t37: _t39.pop()
                else: _t39.remove(_t37)
                _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
            elif _t37 is not None:
                _move_cards37(st, _t37, _t38, False)

# <rulerun alienz.rules: turn #16 0ceaedb0>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text40(_audience38(st), [_PlayerRef39(L[0]), ' does not fly']))

# <rulerun alienz.rules: turn #17 b746edb8>
def _native(st, L):
    return _range41(1, L[1])

# <rulerun alienz.rules: turn #18 5392936a>
def _native(st, L):
    return (2 if False else 1)

# <rulerun alienz.rules: turn #19 33b6ea52>
def _loop(st):
    for _t40 in st.zones[20]:
        if (_c42[_t40] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #20 b6d840ea>
def _native(st, L):
    return _a43(st)

# <rulerun alienz.rules: turn #21 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: turn #22 fe130ee7>
def _loop(st):
    for _t44 in st.zones[22]:
        return _c46[_t44]
    return None

# <rulerun alienz.rules: turn #23 3e1e6ef6>
def _loop(st):
    for _t52 in st.zones[22]:
        return _c51[_t52]
    return None

# <rulerun alienz.rules: turn #24 a15869e3>
def _loop(st):
    for _t58 in st.zones[22]:
        return _c54[_t58]
    return None

# <rulerun alienz.rules: turn #25 163700c9>
def _loop(st, L, _t42):
    _st_zones = st.zones
    _t54 = _NOT_YET
    _t55 = _NOT_YET
    _t56 = _NOT_YET
    _t57 = _NOT_YET
    _t60 = _NOT_YET
    _t61 = _NOT_YET
    _t62 = _NOT_YET
    _t63 = _NOT_YET
    _t51 = 0
    for _t50 in _st_zones[(3 + L[0])]:
        if ((_t50 != _t42) and ((_c49[_t50] == _c50[_t42]) or (((_t57 if _t57 is not _NOT_YET else (_t57 := ((_t54 if _t54 is not _NOT_YET else (_t54 := _a52(st))) if (_t56 if _t56 is not _NOT_YET else (_t56 := ('asteroid_storm' in (_t55 if _t55 is not _NOT_YET else (_t55 := list(map(_c53.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c49[_t50] == (_t63 if _t63 is not _NOT_YET else (_t63 := ((_t60 if _t60 is not _NOT_YET else (_t60 := _a55(st))) if (_t62 if _t62 is not _NOT_YET else (_t62 := ('asteroid_storm' in (_t61 if _t61 is not _NOT_YET else (_t61 := list(map(_c53.__getitem__, _st_zones[20]))))))) else None))))))):
            _t51 += 1
    return _t51

# <rulerun alienz.rules: turn #26 9339628e>
def _loop(st, L):
    _st_zones = st.zones
    _t46 = _NOT_YET
    _t47 = _NOT_YET
    _t48 = _NOT_YET
    _t49 = _NOT_YET
    _t64 = _NOT_YET
    _t65 = _NOT_YET
    _t66 = _NOT_YET
    for _t42 in _st_zones[(3 + L[0])]:
        if ((_c45[_t42] != (_t49 if _t49 is not _NOT_YET else (_t49 := ((_t46 if _t46 is not _NOT_YET else (_t46 := _a47(st))) if (_t48 if _t48 is not _NOT_YET else (_t48 := ('asteroid_storm' in (_t47 if _t47 is not _NOT_YET else (_t47 := list(map(_c48.__getitem__, _st_zones[20]))))))) else None)))) and (_a56(st, L, _t42) >= (_t66 if _t66 is not _NOT_YET else (_t66 := (3 if (_t65 if _t65 is not _NOT_YET else (_t65 := ('group' in (_t64 if _t64 is not _NOT_YET else (_t64 := list(map(_c48.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: is_event #27 ca3a30d6>
def _native(st, L):
    return (_c58[L[0]] is not None)

# <rulerun alienz.rules: turn #28 f391b528>
def _loop(st):
    for _t67 in st.zones[22]:
        return _c60[_t67]
    return None

# <rulerun alienz.rules: turn #29 c587d4cc>
def _loop(st):
    for _t69 in st.zones[20]:
        if (_c62[_t69] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #30 19c3213e>
def _native(st, L):
    return (L[0] != (_a61(st) if _a63(st) else None))

# <rulerun alienz.rules: turn #31 b3223003>
def _loop(st):
    for _t73 in st.zones[22]:
        return _c67[_t73]
    return None

# <rulerun alienz.rules: turn #32 13e50559>
def _loop(st):
    for _t79 in st.zones[22]:
        return _c70[_t79]
    return None

# <rulerun alienz.rules: matching #33 f51fd979>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t75 = _NOT_YET
    _t76 = _NOT_YET
    _t77 = _NOT_YET
    _t78 = _NOT_YET
    _t81 = _NOT_YET
    _t82 = _NOT_YET
    _t83 = _NOT_YET
    _t84 = _NOT_YET
    _t71 = 0
    for _t72 in _st_zones[(3 + L[0])]:
        if ((_c66[_t72] == _l1) or (((_t78 if _t78 is not _NOT_YET else (_t78 := ((_t75 if _t75 is not _NOT_YET else (_t75 := _a68(st))) if (_t77 if _t77 is not _NOT_YET else (_t77 := ('asteroid_storm' in (_t76 if _t76 is not _NOT_YET else (_t76 := list(map(_c69.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c66[_t72] == (_t84 if _t84 is not _NOT_YET else (_t84 := ((_t81 if _t81 is not _NOT_YET else (_t81 := _a71(st))) if (_t83 if _t83 is not _NOT_YET else (_t83 := ('asteroid_storm' in (_t82 if _t82 is not _NOT_YET else (_t82 := list(map(_c69.__getitem__, _st_zones[20]))))))) else None)))))):
            _t71 += 1
    return _t71

# <rulerun alienz.rules: turn #34 b0980645>
def _loop(st):
    for _t85 in st.zones[20]:
        if (_c73[_t85] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #35 4517198c>
def _native(st, L):
    _st_zones = st.zones
    return _joined44(_joined44(['no flight'], (['private flight'] if _a57(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d59(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d64(st, [_c65[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d72(st, [L[0], _c65[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a74(st) else 2))) else []))

# <rulerun alienz.rules: turn #36 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #37 6b05f4cc>
def _native(st, L):
    return (L[7] == 'private flight')

# <rulerun alienz.rules: turn #38 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #39 f5e8c659>
def _native(st, L):
    return (L[7] == 'commercial flight')

# <rulerun alienz.rules: turn #40 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #41 c3041f26>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = _c75[_l1]
    _t87 = _l1
    _t88 = (15 + _l0)
    if type(_t87) is int and _st_log is None:
        _t89 = _st_zones[_st_loc[_t87]]
        if _t89[-1] == _t87: _t89.pop()
        else: _t89.remove(_t87)
        _st_zones[_t88].append(_t87); _st_loc[_t87] = _t88
    elif _t87 is not None:
        _move_cards76(st, _t87, _t88, False)
    if _st_log is not None: _st_log.append(_Text80(_audience77(st), [_PlayerRef78(_l0), ' opens a private flight to the ', _plain79(L[2]), ' planet']))

# <rulerun alienz.rules: private_flight #42 b4767e4d>
def _loop(st):
    for _t93 in st.zones[22]:
        return _c83[_t93]
    return None

# <rulerun alienz.rules: private_flight #43 c764b581>
def _loop(st):
    for _t99 in st.zones[22]:
        return _c86[_t99]
    return None

# <rulerun alienz.rules: private_flight #44 365cc849>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i0l0 = _l2
    _i0 = [_i0l0, None, None, None, None]
    for _t90 in (_k81 or []):
        _i0[3] = _t90
        _t95 = _NOT_YET
        _t96 = _NOT_YET
        _t97 = _NOT_YET
        _t98 = _NOT_YET
        _t101 = _NOT_YET
        _t102 = _NOT_YET
        _t103 = _NOT_YET
        _t104 = _NOT_YET
        _t91 = []
        for _t92 in _st_zones[(7 + _t90)]:
            if ((_c82[_t92] == _i0l0) or (((_t98 if _t98 is not _NOT_YET else (_t98 := ((_t95 if _t95 is not _NOT_YET else (_t95 := _a84(st))) if (_t97 if _t97 is not _NOT_YET else (_t97 := ('asteroid_storm' in (_t96 if _t96 is not _NOT_YET else (_t96 := list(map(_c85.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c82[_t92] == (_t104 if _t104 is not _NOT_YET else (_t104 := ((_t101 if _t101 is not _NOT_YET else (_t101 := _a87(st))) if (_t103 if _t103 is not _NOT_YET else (_t103 := ('asteroid_storm' in (_t102 if _t102 is not _NOT_YET else (_t102 := list(map(_c85.__getitem__, _st_zones[20]))))))) else None)))))):
                _t91.append(_t92)
        _i0[4] = _t91
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text90(_audience88(st), [_PlayerRef89(_t90), "'s queued aliens board the flight"]))
            _t105 = _i0[4]
            _t106 = (11 + _t90)
            if type(_t105) is list and _st_log is None:
                for _t107 in _t105:
                    _t108 = _st_zones[_st_loc[_t107]]
                    if _t108[-1] == _t107: _t108.pop()
                    else: _t108.remove(_t107)
                    _st_zones[_t106].append(_t107); _st_loc[_t107] = _t106
            elif _t105 is not None:
                _move_cards91(st, _t105, _t106, False)
    if _st_log is not None: _st_log.append(_Text90(_audience88(st), ['The flight to the ', _plain92(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #45 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #46 0c529861>
def _loop(st):
    for _t109 in st.zones[22]:
        return _c94[_t109]
    return None

# <rulerun alienz.rules: private_flight #47 abce842b>
def _loop(st):
    for _t111 in st.zones[20]:
        if (_c96[_t111] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #48 4d4070c0>
def _loop(st):
    for _t115 in st.zones[22]:
        return _c100[_t115]
    return None

# <rulerun alienz.rules: private_flight #49 ee25cc25>
def _loop(st):
    for _t121 in st.zones[22]:
        return _c103[_t121]
    return None

# <rulerun alienz.rules: private_flight #50 3b4a8400>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t117 = _NOT_YET
    _t118 = _NOT_YET
    _t119 = _NOT_YET
    _t120 = _NOT_YET
    _t123 = _NOT_YET
    _t124 = _NOT_YET
    _t125 = _NOT_YET
    _t126 = _NOT_YET
    _t114 = 0
    for _t113 in _st_zones[(3 + L[0])]:
        if ((_t113 != _l1) and ((_c98[_t113] == _c99[_l1]) or (((_t120 if _t120 is not _NOT_YET else (_t120 := ((_t117 if _t117 is not _NOT_YET else (_t117 := _a101(st))) if (_t119 if _t119 is not _NOT_YET else (_t119 := ('asteroid_storm' in (_t118 if _t118 is not _NOT_YET else (_t118 := list(map(_c102.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c98[_t113] == (_t126 if _t126 is not _NOT_YET else (_t126 := ((_t123 if _t123 is not _NOT_YET else (_t123 := _a104(st))) if (_t125 if _t125 is not _NOT_YET else (_t125 := ('asteroid_storm' in (_t124 if _t124 is not _NOT_YET else (_t124 := list(map(_c102.__getitem__, _st_zones[20]))))))) else None))))))):
            _t114 += 1
    return _t114

# <rulerun alienz.rules: private_flight #51 1a4406e6>
def _loop(st):
    for _t127 in st.zones[20]:
        if (_c106[_t127] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #52 ae9d407e>
def _native(st, L):
    return ((_c93[L[1]] != (_a95(st) if _a97(st) else None)) and (_a105(st, L) >= (3 if _a107(st) else 2)))

# <rulerun alienz.rules: private_flight #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #54 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #55 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #56 04e34b28>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c108[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text112(_audience109(st), [_PlayerRef110(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain111(L[2]), ' planet']))
    _t129 = L[1]
    _t130 = (15 + _l0)
    if type(_t129) is int and _st_log is None:
        _t131 = _st_zones[_st_loc[_t129]]
        if _t131[-1] == _t129: _t131.pop()
        else: _t131.remove(_t129)
        _st_zones[_t130].append(_t129); _st_loc[_t129] = _t130
    elif _t129 is not None:
        _move_cards113(st, _t129, _t130, False)

# <rulerun alienz.rules: commercial_flight #57 f20addaa>
def _loop(st):
    for _t135 in st.zones[22]:
        return _c116[_t135]
    return None

# <rulerun alienz.rules: commercial_flight #58 2800f5e3>
def _loop(st):
    for _t141 in st.zones[22]:
        return _c119[_t141]
    return None

# <rulerun alienz.rules: commercial_flight #59 9abee7bb>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None]
    for _t132 in (_k114 or []):
        _i1[3] = _t132
        _t137 = _NOT_YET
        _t138 = _NOT_YET
        _t139 = _NOT_YET
        _t140 = _NOT_YET
        _t143 = _NOT_YET
        _t144 = _NOT_YET
        _t145 = _NOT_YET
        _t146 = _NOT_YET
        _t133 = []
        for _t134 in _st_zones[(7 + _t132)]:
            if ((_c115[_t134] == _i1l0) or (((_t140 if _t140 is not _NOT_YET else (_t140 := ((_t137 if _t137 is not _NOT_YET else (_t137 := _a117(st))) if (_t139 if _t139 is not _NOT_YET else (_t139 := ('asteroid_storm' in (_t138 if _t138 is not _NOT_YET else (_t138 := list(map(_c118.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c115[_t134] == (_t146 if _t146 is not _NOT_YET else (_t146 := ((_t143 if _t143 is not _NOT_YET else (_t143 := _a120(st))) if (_t145 if _t145 is not _NOT_YET else (_t145 := ('asteroid_storm' in (_t144 if _t144 is not _NOT_YET else (_t144 := list(map(_c118.__getitem__, _st_zones[20]))))))) else None)))))):
                _t133.append(_t134)
        _i1[4] = _t133
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text123(_audience121(st), [_PlayerRef122(_t132), "'s queued aliens board the flight"]))
            _t147 = _i1[4]
            _t148 = (11 + _t132)
            if type(_t147) is list and _st_log is None:
                for _t149 in _t147:
                    _t150 = _st_zones[_st_loc[_t149]]
                    if _t150[-1] == _t149: _t150.pop()
                    else: _t150.remove(_t149)
                    _st_zones[_t148].append(_t149); _st_loc[_t149] = _t148
            elif _t147 is not None:
                _move_cards124(st, _t147, _t148, False)

# <rulerun alienz.rules: commercial_flight #60 e293d1c4>
def _loop(st):
    for _t156 in st.zones[22]:
        return _c130[_t156]
    return None

# <rulerun alienz.rules: commercial_flight #61 bcd809de>
def _loop(st):
    for _t162 in st.zones[22]:
        return _c133[_t162]
    return None

# <rulerun alienz.rules: commercial_flight #62 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #63 9bcc1a88>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t151 in (_o125[_l0] or []):
        L[5] = _t151
        if not ((_t151 != _l0)): continue
        _i2l0 = _t151
        _i2l1 = L[2]
        _i2 = [_i2l0, _i2l1, None, None]
        _i2[2] = 0
        _t152 = 0; _t153 = st.decisions
        while True:
            _t152 += 1
            if _t152 > _LIMIT126[0] and _over_limit127(_t152, st, _t153): raise _Runaway128()
            _t158 = _NOT_YET
            _t159 = _NOT_YET
            _t160 = _NOT_YET
            _t161 = _NOT_YET
            _t164 = _NOT_YET
            _t165 = _NOT_YET
            _t166 = _NOT_YET
            _t167 = _NOT_YET
            _t154 = []
            for _t155 in _st_zones[(3 + _i2l0)]:
                if ((_c129[_t155] == _i2l1) or (((_t161 if _t161 is not _NOT_YET else (_t161 := ((_t158 if _t158 is not _NOT_YET else (_t158 := _a131(st))) if (_t160 if _t160 is not _NOT_YET else (_t160 := ('asteroid_storm' in (_t159 if _t159 is not _NOT_YET else (_t159 := list(map(_c132.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c129[_t155] == (_t167 if _t167 is not _NOT_YET else (_t167 := ((_t164 if _t164 is not _NOT_YET else (_t164 := _a134(st))) if (_t166 if _t166 is not _NOT_YET else (_t166 := ('asteroid_storm' in (_t165 if _t165 is not _NOT_YET else (_t165 := list(map(_c132.__getitem__, _st_zones[20]))))))) else None)))))): _t154.append(_t155)
            if _offer136(st, _i2, _t154): raise _PlayoutCut135()
            if (_i2[3] is None):
                break
            _t168 = _i2[3]
            _t169 = (11 + _i2l0)
            if type(_t168) is int and _st_log is None:
                _t170 = _st_zones[_st_loc[_t168]]
                if _t170[-1] == _t168: _t170.pop()
                else: _t170.remove(_t168)
                _st_zones[_t169].append(_t168); _st_loc[_t168] = _t169
            elif _t168 is not None:
                _move_cards137(st, _t168, _t169, False)
            _i2[2] = _i2[2] + 1
        if (_i2[2] > 0):
            if _st_log is not None: _st_log.append(_Text141(_audience138(st), [_PlayerRef139(_i2l0), ' joins the flight with ', _plain140(_i2[2]), ' ', _plain140(('alien' if (_i2[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text141(_audience138(st), [_PlayerRef139(_i2l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #64 ab7aaa6a>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text144(_audience142(st), ['The flight to the ', _plain143(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text144(_audience142(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo145(1)

# <rulerun alienz.rules: commercial_flight #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #66 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #67 631522ba>
def _native(st, L):
    return _o146[L[0]]

# <rulerun alienz.rules: commercial_flight #68 b3f5971e>
def _native(st, L):
    return (L[5] != L[0])

# <rulerun alienz.rules: commercial_flight #69 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun alienz.rules: commercial_flight #70 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: board_own #71 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: board_own #72 3c97e090>
def _native(st, L):
    L[3] = None

# <rulerun alienz.rules: board_own #73 72ee40f7>
def _native(st, L):
    L[3] = L[4]

# <rulerun alienz.rules: board_own #74 0bb88ff2>
def _native(st, L):
    L[3] = L[5]

# <rulerun alienz.rules: board_own #75 cdb3e340>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t171 = L[3]
    _t172 = (11 + L[0])
    if type(_t171) is int and st.log is None:
        _t173 = _st_zones[_st_loc[_t171]]
        if _t173[-1] == _t171: _t173.pop()
        else: _t173.remove(_t171)
        _st_zones[_t172].append(_t171); _st_loc[_t171] = _t172
    elif _t171 is not None:
        _move_cards147(st, _t171, _t172, False)
    L[2] = L[2] + 1

# <rulerun alienz.rules: board_own #76 65488952>
def _loop(st):
    for _t176 in st.zones[20]:
        if (_c151[_t176] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #77 165c1b87>
def _loop(st):
    for _t180 in st.zones[22]:
        return _c154[_t180]
    return None

# <rulerun alienz.rules: board_own #78 c8c114f9>
def _loop(st):
    for _t186 in st.zones[22]:
        return _c157[_t186]
    return None

# <rulerun alienz.rules: board_own #79 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #80 69324d71>
def _loop(st):
    for _t197 in st.zones[22]:
        return _c162[_t197]
    return None

# <rulerun alienz.rules: board_own #81 321e26cc>
def _loop(st):
    for _t203 in st.zones[22]:
        return _c164[_t203]
    return None

# <rulerun alienz.rules: board_own #82 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #83 e5d65490>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t174 = 0; _t175 = st.decisions
    while True:
        _t174 += 1
        if _t174 > _LIMIT148[0] and _over_limit149(_t174, st, _t175): raise _Runaway150()
        L[3] = None
        if (L[2] < (3 if _a152(st) else 2)):
            _t182 = _NOT_YET
            _t183 = _NOT_YET
            _t184 = _NOT_YET
            _t185 = _NOT_YET
            _t188 = _NOT_YET
            _t189 = _NOT_YET
            _t190 = _NOT_YET
            _t191 = _NOT_YET
            _t178 = []
            for _t179 in _st_zones[(3 + _l0)]:
                if ((_c153[_t179] == _l1) or (((_t185 if _t185 is not _NOT_YET else (_t185 := ((_t182 if _t182 is not _NOT_YET else (_t182 := _a155(st))) if (_t184 if _t184 is not _NOT_YET else (_t184 := ('asteroid_storm' in (_t183 if _t183 is not _NOT_YET else (_t183 := list(map(_c156.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c153[_t179] == (_t191 if _t191 is not _NOT_YET else (_t191 := ((_t188 if _t188 is not _NOT_YET else (_t188 := _a158(st))) if (_t190 if _t190 is not _NOT_YET else (_t190 := ('asteroid_storm' in (_t189 if _t189 is not _NOT_YET else (_t189 := list(map(_c156.__getitem__, _st_zones[20]))))))) else None)))))): _t178.append(_t179)
            _t192 = _l0
            _t193 = len(_t178)
            if _t193 <= 1 and _st_log is None:
                L[4] = _t178[0] if _t193 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t194 = st.chooser(_t193, _t192)
                else:
                    _t194 = _st_bits(_t193.bit_length())
                    while _t194 >= _t193: _t194 = _st_bits(_t193.bit_length())
                L[4] = _t178[_t194]; st.decisions += 1
            elif _decide161(st, L, _t178, _t192): raise _PlayoutCut159()
            L[3] = L[4]
        else:
            _t199 = _NOT_YET
            _t200 = _NOT_YET
            _t201 = _NOT_YET
            _t202 = _NOT_YET
            _t205 = _NOT_YET
            _t206 = _NOT_YET
            _t207 = _NOT_YET
            _t208 = _NOT_YET
            _t195 = []
            for _t196 in _st_zones[(3 + _l0)]:
                if ((_c153[_t196] == _l1) or (((_t202 if _t202 is not _NOT_YET else (_t202 := ((_t199 if _t199 is not _NOT_YET else (_t199 := _a163(st))) if (_t201 if _t201 is not _NOT_YET else (_t201 := ('asteroid_storm' in (_t200 if _t200 is not _NOT_YET else (_t200 := list(map(_c156.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c153[_t196] == (_t208 if _t208 is not _NOT_YET else (_t208 := ((_t205 if _t205 is not _NOT_YET else (_t205 := _a165(st))) if (_t207 if _t207 is not _NOT_YET else (_t207 := ('asteroid_storm' in (_t206 if _t206 is not _NOT_YET else (_t206 := list(map(_c156.__getitem__, _st_zones[20]))))))) else None)))))): _t195.append(_t196)
            if _offer166(st, L, _t195): raise _PlayoutCut159()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t209 = L[3]
        _t210 = (11 + _l0)
        if type(_t209) is int and _st_log is None:
            _t211 = _st_zones[_st_loc[_t209]]
            if _t211[-1] == _t209: _t211.pop()
            else: _t211.remove(_t209)
            _st_zones[_t210].append(_t209); _st_loc[_t209] = _t210
        elif _t209 is not None:
            _move_cards167(st, _t209, _t210, False)
        L[2] = L[2] + 1

# <rulerun alienz.rules: board_own #84 0ad9235b>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text171(_audience168(st), [_PlayerRef169(L[0]), ' flies ', _plain170(_l2), ' ', _plain170(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain170(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #85 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #86 1db0d32c>
def _loop(st):
    for _t212 in st.zones[20]:
        if (_c172[_t212] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #87 d57d14c8>
def _native(st, L):
    return (L[2] < (3 if _a173(st) else 2))

# <rulerun alienz.rules: board_own #88 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #89 85ad5f10>
def _loop(st):
    for _t214 in st.zones[22]:
        return _c175[_t214]
    return None

# <rulerun alienz.rules: board_own #90 125c6e83>
def _loop(st):
    for _t216 in st.zones[20]:
        if (_c177[_t216] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #91 61c78944>
def _loop(st):
    for _t218 in st.zones[22]:
        return _c179[_t218]
    return None

# <rulerun alienz.rules: board_own #92 818667e0>
def _loop(st):
    for _t220 in st.zones[20]:
        if (_c181[_t220] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #93 1a9b071e>
def _native(st, L):
    _l4 = L[4]
    return ((_c174[_l4] == L[1]) or (((_a176(st) if _a178(st) else None) is not None) and (_c174[_l4] == (_a180(st) if _a182(st) else None))))

# <rulerun alienz.rules: board_own #94 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #95 2659e1ac>
def _loop(st):
    for _t222 in st.zones[22]:
        return _c184[_t222]
    return None

# <rulerun alienz.rules: board_own #96 5a1b43a3>
def _loop(st):
    for _t224 in st.zones[20]:
        if (_c186[_t224] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #97 90f55736>
def _loop(st):
    for _t226 in st.zones[22]:
        return _c188[_t226]
    return None

# <rulerun alienz.rules: board_own #98 8acba67a>
def _loop(st):
    for _t228 in st.zones[20]:
        if (_c190[_t228] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #99 dbb3adb8>
def _native(st, L):
    _l5 = L[5]
    return ((_c183[_l5] == L[1]) or (((_a185(st) if _a187(st) else None) is not None) and (_c183[_l5] == (_a189(st) if _a191(st) else None))))

# <rulerun alienz.rules: board_own #100 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #101 633bc65b>
def _loop(st):
    for _t233 in st.zones[22]:
        return _c194[_t233]
    return None

# <rulerun alienz.rules: board_queue #102 2e5aa523>
def _loop(st):
    for _t239 in st.zones[22]:
        return _c197[_t239]
    return None

# <rulerun alienz.rules: board_queue #103 f0ea5e15>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t230 in (_k192 or []):
        L[3] = _t230
        _t235 = _NOT_YET
        _t236 = _NOT_YET
        _t237 = _NOT_YET
        _t238 = _NOT_YET
        _t241 = _NOT_YET
        _t242 = _NOT_YET
        _t243 = _NOT_YET
        _t244 = _NOT_YET
        _t231 = []
        for _t232 in _st_zones[(7 + _t230)]:
            if ((_c193[_t232] == _l0) or (((_t238 if _t238 is not _NOT_YET else (_t238 := ((_t235 if _t235 is not _NOT_YET else (_t235 := _a195(st))) if (_t237 if _t237 is not _NOT_YET else (_t237 := ('asteroid_storm' in (_t236 if _t236 is not _NOT_YET else (_t236 := list(map(_c196.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c193[_t232] == (_t244 if _t244 is not _NOT_YET else (_t244 := ((_t241 if _t241 is not _NOT_YET else (_t241 := _a198(st))) if (_t243 if _t243 is not _NOT_YET else (_t243 := ('asteroid_storm' in (_t242 if _t242 is not _NOT_YET else (_t242 := list(map(_c196.__getitem__, _st_zones[20]))))))) else None)))))):
                _t231.append(_t232)
        L[4] = _t231
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text201(_audience199(st), [_PlayerRef200(_t230), "'s queued aliens board the flight"]))
            _t245 = L[4]
            _t246 = (11 + _t230)
            if type(_t245) is list and _st_log is None:
                for _t247 in _t245:
                    _t248 = _st_zones[_st_loc[_t247]]
                    if _t248[-1] == _t247: _t248.pop()
                    else: _t248.remove(_t247)
                    _st_zones[_t246].append(_t247); _st_loc[_t247] = _t246
            elif _t245 is not None:
                _move_cards202(st, _t245, _t246, False)

# <rulerun alienz.rules: join #104 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #105 4d54f27d>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t249 = L[3]
    _t250 = (11 + L[0])
    if type(_t249) is int and st.log is None:
        _t251 = _st_zones[_st_loc[_t249]]
        if _t251[-1] == _t249: _t251.pop()
        else: _t251.remove(_t249)
        _st_zones[_t250].append(_t249); _st_loc[_t249] = _t250
    elif _t249 is not None:
        _move_cards203(st, _t249, _t250, False)
    L[2] = L[2] + 1

# <rulerun alienz.rules: join #106 0ec3ab5b>
def _loop(st):
    for _t256 in st.zones[22]:
        return _c208[_t256]
    return None

# <rulerun alienz.rules: join #107 527ac3a7>
def _loop(st):
    for _t262 in st.zones[22]:
        return _c211[_t262]
    return None

# <rulerun alienz.rules: join #108 db3942df>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    _t252 = 0; _t253 = st.decisions
    while True:
        _t252 += 1
        if _t252 > _LIMIT204[0] and _over_limit205(_t252, st, _t253): raise _Runaway206()
        _t258 = _NOT_YET
        _t259 = _NOT_YET
        _t260 = _NOT_YET
        _t261 = _NOT_YET
        _t264 = _NOT_YET
        _t265 = _NOT_YET
        _t266 = _NOT_YET
        _t267 = _NOT_YET
        _t254 = []
        for _t255 in _st_zones[(3 + _l0)]:
            if ((_c207[_t255] == L[1]) or (((_t261 if _t261 is not _NOT_YET else (_t261 := ((_t258 if _t258 is not _NOT_YET else (_t258 := _a209(st))) if (_t260 if _t260 is not _NOT_YET else (_t260 := ('asteroid_storm' in (_t259 if _t259 is not _NOT_YET else (_t259 := list(map(_c210.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c207[_t255] == (_t267 if _t267 is not _NOT_YET else (_t267 := ((_t264 if _t264 is not _NOT_YET else (_t264 := _a212(st))) if (_t266 if _t266 is not _NOT_YET else (_t266 := ('asteroid_storm' in (_t265 if _t265 is not _NOT_YET else (_t265 := list(map(_c210.__getitem__, _st_zones[20]))))))) else None)))))): _t254.append(_t255)
        if _offer214(st, L, _t254): raise _PlayoutCut213()
        if (L[3] is None):
            break
        _t268 = L[3]
        _t269 = (11 + _l0)
        if type(_t268) is int and st.log is None:
            _t270 = _st_zones[_st_loc[_t268]]
            if _t270[-1] == _t268: _t270.pop()
            else: _t270.remove(_t268)
            _st_zones[_t269].append(_t268); _st_loc[_t268] = _t269
        elif _t268 is not None:
            _move_cards215(st, _t268, _t269, False)
        L[2] = L[2] + 1

# <rulerun alienz.rules: join #109 7f39caf9>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text219(_audience216(st), [_PlayerRef217(_l0), ' joins the flight with ', _plain218(_l2), ' ', _plain218(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text219(_audience216(st), [_PlayerRef217(_l0), ' does not join']))

# <rulerun alienz.rules: join #110 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #111 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #112 b164e504>
def _loop(st):
    for _t271 in st.zones[22]:
        return _c221[_t271]
    return None

# <rulerun alienz.rules: join #113 109b092c>
def _loop(st):
    for _t273 in st.zones[20]:
        if (_c223[_t273] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #114 3a2ef942>
def _loop(st):
    for _t275 in st.zones[22]:
        return _c225[_t275]
    return None

# <rulerun alienz.rules: join #115 8e090407>
def _loop(st):
    for _t277 in st.zones[20]:
        if (_c227[_t277] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 be525698>
def _native(st, L):
    _l3 = L[3]
    return ((_c220[_l3] == L[1]) or (((_a222(st) if _a224(st) else None) is not None) and (_c220[_l3] == (_a226(st) if _a228(st) else None))))

# <rulerun alienz.rules: join #117 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: refill #118 3bf827f9>
def _native(st, L):
    _st_zones = st.zones
    _t281 = _st_zones[0]
    _t280 = (2 if False else 1)
    if st.log is None and _t281:
        _t279 = _t281.pop(); _st_zones[_t280].append(_t279); st.loc[_t279] = _t280
    elif _t281:
        _move_cards229(st, _t281[-1], _t280, False)

# <rulerun alienz.rules: refill #119 b2e7eb2d>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0]))

# <rulerun alienz.rules: surface #120 9939928a>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text233(_audience230(st), ['The deck shows the ', _plain232(_c231[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: surface #121 15c2765f>
def _native(st, L):
    _st_zones = st.zones
    return ((not not _st_zones[0]) and _d234(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))

# <rulerun alienz.rules: surface #122 bb64b28a>
def _native(st, L):
    return (_z[-1] if (_z := st.zones[0]) else None)

# <rulerun alienz.rules: reveal_event #123 e7eea3ea>
def _loop(st):
    _t286 = 0
    for _t285 in st.zones[0]:
        if (_c238[_t285] is not None):
            _t286 += 1
    return _t286

# <rulerun alienz.rules: reveal_event #124 809c48e0>
def _loop(st):
    _t288 = 0
    for _t287 in st.zones[0]:
        if (_c242[_t287] is not None):
            _t288 += 1
    return _t288

# <rulerun alienz.rules: reveal_event #125 b3b6df40>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t282 = _l0
    _t283 = 19
    if type(_t282) is int and _st_log is None:
        _t284 = _st_zones[_st_loc[_t282]]
        if _t284[-1] == _t282: _t284.pop()
        else: _t284.remove(_t282)
        _st_zones[_t283].append(_t282); _st_loc[_t282] = _t283
    elif _t282 is not None:
        _move_cards235(st, _t282, _t283, False)
    if _st_log is not None: _st_log.append(_Text241(_audience236(st), ['Event revealed: ', _card_ref237(st, _l0), ' (', _plain240((5 - _a239(st))), ' of 5)']))
    if (_a243(st) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text241(_audience236(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text241(_audience236(st), ['The 5th event: the round ends']))
        raise _ExitTo244(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text241(_audience236(st), [_card_ref237(st, _l0), ' takes effect after the flight']))
        return 2

# <rulerun alienz.rules: resolve_events #126 f80ce77e>
def _native(st, L):
    _st_vars = st.vars
    if _st_vars[12]:
        return 2
    _st_vars[12] = True

# <rulerun alienz.rules: resolve_events #127 7be6cd3a>
def _native(st, L):
    st.vars[12] = False

# <rulerun alienz.rules: resolve_events #128 2e27ed44>
def _native(st, L):
    return (not not st.zones[19])

# <rulerun alienz.rules: resolve_events #129 477cd9a0>
def _native(st, L):
    return (_z[0] if (_z := st.zones[19]) else None)

# <rulerun alienz.rules: take_effect #130 a9fcd1f5>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (_c245[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text247(_audience246(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text247(_audience246(st), ['Clear Sky cancels ', _cards_ref248(st, _st_zones[20][:])]))
        _t289 = 20
        _t290 = 21
        if _st_log is None and _t289 != _t290:
            _t291 = _st_zones[_t289]; _st_zones[_t290] += _t291
            for _t292 in _t291: _st_loc[_t292] = _t290
            _t291.clear()
        else:
            _move_cards249(st, _st_zones[_t289][:], _t290, False)
        _t293 = _l0
        _t294 = 21
        if type(_t293) is int and _st_log is None:
            _t295 = _st_zones[_st_loc[_t293]]
            if _t295[-1] == _t293: _t295.pop()
            else: _t295.remove(_t293)
            _st_zones[_t294].append(_t293); _st_loc[_t293] = _t294
        elif _t293 is not None:
            _move_cards249(st, _t293, _t294, False)
        return 2
    _t296 = _l0
    _t297 = 20
    if type(_t296) is int and _st_log is None:
        _t298 = _st_zones[_st_loc[_t296]]
        if _t298[-1] == _t296: _t298.pop()
        else: _t298.remove(_t296)
        _st_zones[_t297].append(_t296); _st_loc[_t296] = _t297
    elif _t296 is not None:
        _move_cards249(st, _t296, _t297, False)

# <rulerun alienz.rules: take_effect #131 58964f07>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text251(_audience250(st), ['Queue: once per turn the active player may queue one alien before the flight']))

# <rulerun alienz.rules: take_effect #132 ca7445be>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text253(_audience252(st), ['Rush Hour: every turn takes two aliens and refills two slots']))

# <rulerun alienz.rules: take_effect #133 0df5848b>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text255(_audience254(st), ['Group: a flight needs 3 aliens from the flyer']))

# <rulerun alienz.rules: take_effect #134 9fc54cee>
def _native(st, L):
    return (_c256[L[0]] == 'queueing')

# <rulerun alienz.rules: take_effect #135 9a421cc5>
def _native(st, L):
    return (_c257[L[0]] == 'rush_hour')

# <rulerun alienz.rules: take_effect #136 374e5eb1>
def _native(st, L):
    return (_c258[L[0]] == 'group')

# <rulerun alienz.rules: storm_flip #137 9811e2d8>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t299 = L[0]
    _t300 = 22
    if type(_t299) is int and _st_log is None:
        _t301 = _st_zones[_st_loc[_t299]]
        if _t301[-1] == _t299: _t301.pop()
        else: _t301.remove(_t299)
        _st_zones[_t300].append(_t299); _st_loc[_t299] = _t300
    elif _t299 is not None:
        _move_cards259(st, _t299, _t300, False)
    if _st_log is not None: _st_log.append(_Text263(_audience260(st), ['Asteroid Storm: flights to the ', _plain262(_c261[L[0]]), ' planet are forbidden and ', _plain262(_c261[L[0]]), ' aliens are wild']))

# <rulerun alienz.rules: scoring #138 5671423a>
def _loop(st, _t302):
    _st_zones = st.zones
    _t305 = _NOT_YET
    _t306 = _NOT_YET
    _t304 = 0
    for _t303 in (_k267 or ()):
        if (((_t305 if _t305 is not _NOT_YET else (_t305 := list(map(_c268.__getitem__, _st_zones[(11 + _t302)])))).count(_t303) + (_t306 if _t306 is not _NOT_YET else (_t306 := list(map(_c269.__getitem__, _st_zones[(15 + _t302)])))).count(_t303)) > 0):
            _t304 += 1
    return _t304

# <rulerun alienz.rules: scoring #139 62a18499>
def _loop(st, _t307, _t313):
    _t316 = 0
    for _t315 in st.zones[(11 + _t313)]:
        if (_c275[_t315] == _t307):
            _t316 += 1
    return _t316

# <rulerun alienz.rules: scoring #140 211c3886>
def _loop(st, _t307, _t313):
    _t318 = 0
    for _t317 in st.zones[(15 + _t313)]:
        if (_c277[_t317] == _t307):
            _t318 += 1
    return _t318

# <rulerun alienz.rules: scoring #141 90aea072>
def _loop(st, _t307):
    _t314 = None
    for _t313 in (_k274 or ()):
        _t319 = (_a276(st, _t307, _t313) + _a278(st, _t307, _t313))
        if _t314 is None or _t319 > _t314:
            _t314 = _t319
    return _t314

# <rulerun alienz.rules: scoring #142 ab4bed7c>
def _loop(st, _t302):
    _st_zones = st.zones
    _t309 = _NOT_YET
    _t310 = _NOT_YET
    _t311 = _NOT_YET
    _t312 = _NOT_YET
    _t320 = _NOT_YET
    _t321 = _NOT_YET
    _t308 = 0
    for _t307 in (_k271 or ()):
        if ((((_t309 if _t309 is not _NOT_YET else (_t309 := list(map(_c272.__getitem__, _st_zones[(11 + _t302)])))).count(_t307) + (_t310 if _t310 is not _NOT_YET else (_t310 := list(map(_c273.__getitem__, _st_zones[(15 + _t302)])))).count(_t307)) > 0) and (((_t311 if _t311 is not _NOT_YET else (_t311 := list(map(_c272.__getitem__, _st_zones[(11 + _t302)])))).count(_t307) + (_t312 if _t312 is not _NOT_YET else (_t312 := list(map(_c273.__getitem__, _st_zones[(15 + _t302)])))).count(_t307)) == _a279(st, _t307))):
            _t308 += ((_t320 if _t320 is not _NOT_YET else (_t320 := list(map(_c272.__getitem__, _st_zones[(11 + _t302)])))).count(_t307) + (_t321 if _t321 is not _NOT_YET else (_t321 := list(map(_c273.__getitem__, _st_zones[(15 + _t302)])))).count(_t307))
    return _t308

# <rulerun alienz.rules: scoring #143 ef185fea>
def _loop(st, _t322, _t326):
    _t329 = 0
    for _t328 in st.zones[(11 + _t326)]:
        if (_c285[_t328] == _t322):
            _t329 += 1
    return _t329

# <rulerun alienz.rules: scoring #144 3da7fe66>
def _loop(st, _t322, _t326):
    _t331 = 0
    for _t330 in st.zones[(15 + _t326)]:
        if (_c287[_t330] == _t322):
            _t331 += 1
    return _t331

# <rulerun alienz.rules: scoring #145 696c6e55>
def _loop(st, _t302, _t322):
    for _t326 in (_k284 or ()):
        if not (((_t326 == _t302) or ((_a286(st, _t322, _t326) + _a288(st, _t322, _t326)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #146 4325a881>
def _loop(st, _t302):
    _st_zones = st.zones
    _t324 = _NOT_YET
    _t325 = _NOT_YET
    _t323 = 0
    for _t322 in (_k281 or ()):
        if ((((_t324 if _t324 is not _NOT_YET else (_t324 := list(map(_c282.__getitem__, _st_zones[(11 + _t302)])))).count(_t322) + (_t325 if _t325 is not _NOT_YET else (_t325 := list(map(_c283.__getitem__, _st_zones[(15 + _t302)])))).count(_t322)) > 0) and _a289(st, _t302, _t322)):
            _t323 += 1
    return _t323

# <rulerun alienz.rules: scoring #147 642ddf04>
def _loop(st, _t332, _t333):
    _t335 = 0
    for _t334 in st.zones[(11 + _t332)]:
        if (_c293[_t334] == _t333):
            _t335 += 1
    return _t335

# <rulerun alienz.rules: scoring #148 859374a5>
def _loop(st, _t332, _t333):
    _t337 = 0
    for _t336 in st.zones[(15 + _t332)]:
        if (_c295[_t336] == _t333):
            _t337 += 1
    return _t337

# <rulerun alienz.rules: scoring #149 95a18e83>
def _loop(st, _t332, _t333):
    _t339 = 0
    for _t338 in st.zones[(11 + _t332)]:
        if (_c298[_t338] == _t333):
            _t339 += 1
    return _t339

# <rulerun alienz.rules: scoring #150 0de1adb5>
def _loop(st, _t332, _t333):
    _t341 = 0
    for _t340 in st.zones[(15 + _t332)]:
        if (_c300[_t340] == _t333):
            _t341 += 1
    return _t341

# <rulerun alienz.rules: scoring #151 8474dc4d>
def _loop(st, _t332):
    _st_zones = st.zones
    _t344 = _NOT_YET
    _t345 = _NOT_YET
    _t343 = 0
    for _t342 in (_k305 or ()):
        if (((_t344 if _t344 is not _NOT_YET else (_t344 := list(map(_c306.__getitem__, _st_zones[(11 + _t332)])))).count(_t342) + (_t345 if _t345 is not _NOT_YET else (_t345 := list(map(_c307.__getitem__, _st_zones[(15 + _t332)])))).count(_t342)) > 0):
            _t343 += 1
    return _t343

# <rulerun alienz.rules: scoring #152 8e2bbc38>
def _loop(st, _t346, _t352):
    _t355 = 0
    for _t354 in st.zones[(11 + _t352)]:
        if (_c313[_t354] == _t346):
            _t355 += 1
    return _t355

# <rulerun alienz.rules: scoring #153 605263ec>
def _loop(st, _t346, _t352):
    _t357 = 0
    for _t356 in st.zones[(15 + _t352)]:
        if (_c315[_t356] == _t346):
            _t357 += 1
    return _t357

# <rulerun alienz.rules: scoring #154 088ae00a>
def _loop(st, _t346):
    _t353 = None
    for _t352 in (_k312 or ()):
        _t358 = (_a314(st, _t346, _t352) + _a316(st, _t346, _t352))
        if _t353 is None or _t358 > _t353:
            _t353 = _t358
    return _t353

# <rulerun alienz.rules: scoring #155 d055447a>
def _loop(st, _t332):
    _st_zones = st.zones
    _t348 = _NOT_YET
    _t349 = _NOT_YET
    _t350 = _NOT_YET
    _t351 = _NOT_YET
    _t359 = _NOT_YET
    _t360 = _NOT_YET
    _t347 = 0
    for _t346 in (_k309 or ()):
        if ((((_t348 if _t348 is not _NOT_YET else (_t348 := list(map(_c310.__getitem__, _st_zones[(11 + _t332)])))).count(_t346) + (_t349 if _t349 is not _NOT_YET else (_t349 := list(map(_c311.__getitem__, _st_zones[(15 + _t332)])))).count(_t346)) > 0) and (((_t350 if _t350 is not _NOT_YET else (_t350 := list(map(_c310.__getitem__, _st_zones[(11 + _t332)])))).count(_t346) + (_t351 if _t351 is not _NOT_YET else (_t351 := list(map(_c311.__getitem__, _st_zones[(15 + _t332)])))).count(_t346)) == _a317(st, _t346))):
            _t347 += ((_t359 if _t359 is not _NOT_YET else (_t359 := list(map(_c310.__getitem__, _st_zones[(11 + _t332)])))).count(_t346) + (_t360 if _t360 is not _NOT_YET else (_t360 := list(map(_c311.__getitem__, _st_zones[(15 + _t332)])))).count(_t346))
    return _t347

# <rulerun alienz.rules: scoring #156 06f1e351>
def _loop(st, _t361, _t365):
    _t368 = 0
    for _t367 in st.zones[(11 + _t365)]:
        if (_c323[_t367] == _t361):
            _t368 += 1
    return _t368

# <rulerun alienz.rules: scoring #157 03ee85e4>
def _loop(st, _t361, _t365):
    _t370 = 0
    for _t369 in st.zones[(15 + _t365)]:
        if (_c325[_t369] == _t361):
            _t370 += 1
    return _t370

# <rulerun alienz.rules: scoring #158 94ce3588>
def _loop(st, _t332, _t361):
    for _t365 in (_k322 or ()):
        if not (((_t365 == _t332) or ((_a324(st, _t361, _t365) + _a326(st, _t361, _t365)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #159 33231477>
def _loop(st, _t332):
    _st_zones = st.zones
    _t363 = _NOT_YET
    _t364 = _NOT_YET
    _t362 = 0
    for _t361 in (_k319 or ()):
        if ((((_t363 if _t363 is not _NOT_YET else (_t363 := list(map(_c320.__getitem__, _st_zones[(11 + _t332)])))).count(_t361) + (_t364 if _t364 is not _NOT_YET else (_t364 := list(map(_c321.__getitem__, _st_zones[(15 + _t332)])))).count(_t361)) > 0) and _a327(st, _t332, _t361)):
            _t362 += 1
    return _t362

# <rulerun alienz.rules: scoring #160 a2699ed6>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k264)
    for _t302 in (_k265 or []):
        L[2] = _t302
        _st_vars[4 + _t302] = ((((_times266(2, (len(_st_zones[(11 + _t302)]) + len(_st_zones[(15 + _t302)]))) - _times266(2, len(_st_zones[(3 + _t302)]))) + _a270(st, _t302)) + _a280(st, _t302)) + _times266(5, _a290(st, _t302)))
    for _t332 in (_k291 or []):
        L[5] = _t332
        _st_vars[0 + _t332] = _st_vars[0 + _t332] + _st_vars[4 + _t332]
        L[6] = ''
        for _t333 in (_k292 or []):
            L[9] = _t333
            if not (((_a294(st, _t332, _t333) + _a296(st, _t332, _t333)) > 0)): continue
            L[6] = ((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain297(_t333) + ' ' + _plain297((_a299(st, _t332, _t333) + _a301(st, _t332, _t333)))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text304(_audience302(st), [_PlayerRef303(_t332), "'s score pile:", _plain297(L[6]), '; queued aliens set aside: ', _plain297(len(_st_zones[(7 + _t332)]))]))
        if _st_log is not None: _st_log.append(_Text304(_audience302(st), [_PlayerRef303(_t332), ' scores ', _plain297(_st_vars[4 + _t332]), ': +', _plain297(_times266(2, (len(_st_zones[(11 + _t332)]) + len(_st_zones[(15 + _t332)])))), ' for ', _plain297((len(_st_zones[(11 + _t332)]) + len(_st_zones[(15 + _t332)]))), ' cards flown, -', _plain297(_times266(2, len(_st_zones[(3 + _t332)]))), ' for ', _plain297(len(_st_zones[(3 + _t332)])), ' behind the screen, +', _plain297(_a308(st, _t332)), ' for colours, +', _plain297(_a318(st, _t332)), ' majorities, +', _plain297(_times266(5, _a328(st, _t332))), ' sole owner; total ', _plain297(_st_vars[0 + _t332])]))

# <rulerun alienz.rules: play #161 43b7bc83>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (_times329(_times329(6, (6 - 1)), 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text331(_audience330(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game332(st, [], True); return 3
    st.vars[8] = _random_item333(st, _k334)

# <rulerun alienz.rules: play #162 529dce75>
def _loop(st, _t371):
    _st_zones = st.zones
    _t374 = _NOT_YET
    _t375 = _NOT_YET
    _t373 = 0
    for _t372 in (_k338 or ()):
        if (((_t374 if _t374 is not _NOT_YET else (_t374 := list(map(_c339.__getitem__, _st_zones[(11 + _t371)])))).count(_t372) + (_t375 if _t375 is not _NOT_YET else (_t375 := list(map(_c340.__getitem__, _st_zones[(15 + _t371)])))).count(_t372)) > 0):
            _t373 += 1
    return _t373

# <rulerun alienz.rules: play #163 30f42bef>
def _loop(st, _t376, _t382):
    _t385 = 0
    for _t384 in st.zones[(11 + _t382)]:
        if (_c346[_t384] == _t376):
            _t385 += 1
    return _t385

# <rulerun alienz.rules: play #164 18b7b6bf>
def _loop(st, _t376, _t382):
    _t387 = 0
    for _t386 in st.zones[(15 + _t382)]:
        if (_c348[_t386] == _t376):
            _t387 += 1
    return _t387

# <rulerun alienz.rules: play #165 3baaec3e>
def _loop(st, _t376):
    _t383 = None
    for _t382 in (_k345 or ()):
        _t388 = (_a347(st, _t376, _t382) + _a349(st, _t376, _t382))
        if _t383 is None or _t388 > _t383:
            _t383 = _t388
    return _t383

# <rulerun alienz.rules: play #166 d1bee415>
def _loop(st, _t371):
    _st_zones = st.zones
    _t378 = _NOT_YET
    _t379 = _NOT_YET
    _t380 = _NOT_YET
    _t381 = _NOT_YET
    _t389 = _NOT_YET
    _t390 = _NOT_YET
    _t377 = 0
    for _t376 in (_k342 or ()):
        if ((((_t378 if _t378 is not _NOT_YET else (_t378 := list(map(_c343.__getitem__, _st_zones[(11 + _t371)])))).count(_t376) + (_t379 if _t379 is not _NOT_YET else (_t379 := list(map(_c344.__getitem__, _st_zones[(15 + _t371)])))).count(_t376)) > 0) and (((_t380 if _t380 is not _NOT_YET else (_t380 := list(map(_c343.__getitem__, _st_zones[(11 + _t371)])))).count(_t376) + (_t381 if _t381 is not _NOT_YET else (_t381 := list(map(_c344.__getitem__, _st_zones[(15 + _t371)])))).count(_t376)) == _a350(st, _t376))):
            _t377 += ((_t389 if _t389 is not _NOT_YET else (_t389 := list(map(_c343.__getitem__, _st_zones[(11 + _t371)])))).count(_t376) + (_t390 if _t390 is not _NOT_YET else (_t390 := list(map(_c344.__getitem__, _st_zones[(15 + _t371)])))).count(_t376))
    return _t377

# <rulerun alienz.rules: play #167 5d47e8f1>
def _loop(st, _t391, _t395):
    _t398 = 0
    for _t397 in st.zones[(11 + _t395)]:
        if (_c356[_t397] == _t391):
            _t398 += 1
    return _t398

# <rulerun alienz.rules: play #168 b95ff228>
def _loop(st, _t391, _t395):
    _t400 = 0
    for _t399 in st.zones[(15 + _t395)]:
        if (_c358[_t399] == _t391):
            _t400 += 1
    return _t400

# <rulerun alienz.rules: play #169 af53dbcc>
def _loop(st, _t371, _t391):
    for _t395 in (_k355 or ()):
        if not (((_t395 == _t371) or ((_a357(st, _t391, _t395) + _a359(st, _t391, _t395)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #170 753e1796>
def _loop(st, _t371):
    _st_zones = st.zones
    _t393 = _NOT_YET
    _t394 = _NOT_YET
    _t392 = 0
    for _t391 in (_k352 or ()):
        if ((((_t393 if _t393 is not _NOT_YET else (_t393 := list(map(_c353.__getitem__, _st_zones[(11 + _t371)])))).count(_t391) + (_t394 if _t394 is not _NOT_YET else (_t394 := list(map(_c354.__getitem__, _st_zones[(15 + _t371)])))).count(_t391)) > 0) and _a360(st, _t371, _t391)):
            _t392 += 1
    return _t392

# <rulerun alienz.rules: play #171 e84867b3>
def _loop(st, _t401, _t402):
    _t404 = 0
    for _t403 in st.zones[(11 + _t401)]:
        if (_c364[_t403] == _t402):
            _t404 += 1
    return _t404

# <rulerun alienz.rules: play #172 116178c7>
def _loop(st, _t401, _t402):
    _t406 = 0
    for _t405 in st.zones[(15 + _t401)]:
        if (_c366[_t405] == _t402):
            _t406 += 1
    return _t406

# <rulerun alienz.rules: play #173 bfd2f7bd>
def _loop(st, _t401, _t402):
    _t408 = 0
    for _t407 in st.zones[(11 + _t401)]:
        if (_c369[_t407] == _t402):
            _t408 += 1
    return _t408

# <rulerun alienz.rules: play #174 37856710>
def _loop(st, _t401, _t402):
    _t410 = 0
    for _t409 in st.zones[(15 + _t401)]:
        if (_c371[_t409] == _t402):
            _t410 += 1
    return _t410

# <rulerun alienz.rules: play #175 ba76ee08>
def _loop(st, _t401):
    _st_zones = st.zones
    _t413 = _NOT_YET
    _t414 = _NOT_YET
    _t412 = 0
    for _t411 in (_k376 or ()):
        if (((_t413 if _t413 is not _NOT_YET else (_t413 := list(map(_c377.__getitem__, _st_zones[(11 + _t401)])))).count(_t411) + (_t414 if _t414 is not _NOT_YET else (_t414 := list(map(_c378.__getitem__, _st_zones[(15 + _t401)])))).count(_t411)) > 0):
            _t412 += 1
    return _t412

# <rulerun alienz.rules: play #176 2781c3b1>
def _loop(st, _t415, _t421):
    _t424 = 0
    for _t423 in st.zones[(11 + _t421)]:
        if (_c384[_t423] == _t415):
            _t424 += 1
    return _t424

# <rulerun alienz.rules: play #177 b617d76a>
def _loop(st, _t415, _t421):
    _t426 = 0
    for _t425 in st.zones[(15 + _t421)]:
        if (_c386[_t425] == _t415):
            _t426 += 1
    return _t426

# <rulerun alienz.rules: play #178 9b185998>
def _loop(st, _t415):
    _t422 = None
    for _t421 in (_k383 or ()):
        _t427 = (_a385(st, _t415, _t421) + _a387(st, _t415, _t421))
        if _t422 is None or _t427 > _t422:
            _t422 = _t427
    return _t422

# <rulerun alienz.rules: play #179 1aca431a>
def _loop(st, _t401):
    _st_zones = st.zones
    _t417 = _NOT_YET
    _t418 = _NOT_YET
    _t419 = _NOT_YET
    _t420 = _NOT_YET
    _t428 = _NOT_YET
    _t429 = _NOT_YET
    _t416 = 0
    for _t415 in (_k380 or ()):
        if ((((_t417 if _t417 is not _NOT_YET else (_t417 := list(map(_c381.__getitem__, _st_zones[(11 + _t401)])))).count(_t415) + (_t418 if _t418 is not _NOT_YET else (_t418 := list(map(_c382.__getitem__, _st_zones[(15 + _t401)])))).count(_t415)) > 0) and (((_t419 if _t419 is not _NOT_YET else (_t419 := list(map(_c381.__getitem__, _st_zones[(11 + _t401)])))).count(_t415) + (_t420 if _t420 is not _NOT_YET else (_t420 := list(map(_c382.__getitem__, _st_zones[(15 + _t401)])))).count(_t415)) == _a388(st, _t415))):
            _t416 += ((_t428 if _t428 is not _NOT_YET else (_t428 := list(map(_c381.__getitem__, _st_zones[(11 + _t401)])))).count(_t415) + (_t429 if _t429 is not _NOT_YET else (_t429 := list(map(_c382.__getitem__, _st_zones[(15 + _t401)])))).count(_t415))
    return _t416

# <rulerun alienz.rules: play #180 845e1e7a>
def _loop(st, _t430, _t434):
    _t437 = 0
    for _t436 in st.zones[(11 + _t434)]:
        if (_c394[_t436] == _t430):
            _t437 += 1
    return _t437

# <rulerun alienz.rules: play #181 3937c3fc>
def _loop(st, _t430, _t434):
    _t439 = 0
    for _t438 in st.zones[(15 + _t434)]:
        if (_c396[_t438] == _t430):
            _t439 += 1
    return _t439

# <rulerun alienz.rules: play #182 00154b9e>
def _loop(st, _t401, _t430):
    for _t434 in (_k393 or ()):
        if not (((_t434 == _t401) or ((_a395(st, _t430, _t434) + _a397(st, _t430, _t434)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #183 760c676e>
def _loop(st, _t401):
    _st_zones = st.zones
    _t432 = _NOT_YET
    _t433 = _NOT_YET
    _t431 = 0
    for _t430 in (_k390 or ()):
        if ((((_t432 if _t432 is not _NOT_YET else (_t432 := list(map(_c391.__getitem__, _st_zones[(11 + _t401)])))).count(_t430) + (_t433 if _t433 is not _NOT_YET else (_t433 := list(map(_c392.__getitem__, _st_zones[(15 + _t401)])))).count(_t430)) > 0) and _a398(st, _t401, _t430)):
            _t431 += 1
    return _t431

# <rulerun alienz.rules: play #184 3b2100a3>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i3 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k335)
    for _t371 in (_k336 or []):
        _i3[2] = _t371
        _st_vars[4 + _t371] = ((((_times337(2, (len(_st_zones[(11 + _t371)]) + len(_st_zones[(15 + _t371)]))) - _times337(2, len(_st_zones[(3 + _t371)]))) + _a341(st, _t371)) + _a351(st, _t371)) + _times337(5, _a361(st, _t371)))
    for _t401 in (_k362 or []):
        _i3[5] = _t401
        _st_vars[0 + _t401] = _st_vars[0 + _t401] + _st_vars[4 + _t401]
        _i3[6] = ''
        for _t402 in (_k363 or []):
            _i3[9] = _t402
            if not (((_a365(st, _t401, _t402) + _a367(st, _t401, _t402)) > 0)): continue
            _i3[6] = ((_i3[6] + ('' if (_i3[6] == '') else ',')) + (' ' + _plain368(_t402) + ' ' + _plain368((_a370(st, _t401, _t402) + _a372(st, _t401, _t402)))))
        if (_i3[6] == ''):
            _i3[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text375(_audience373(st), [_PlayerRef374(_t401), "'s score pile:", _plain368(_i3[6]), '; queued aliens set aside: ', _plain368(len(_st_zones[(7 + _t401)]))]))
        if _st_log is not None: _st_log.append(_Text375(_audience373(st), [_PlayerRef374(_t401), ' scores ', _plain368(_st_vars[4 + _t401]), ': +', _plain368(_times337(2, (len(_st_zones[(11 + _t401)]) + len(_st_zones[(15 + _t401)])))), ' for ', _plain368((len(_st_zones[(11 + _t401)]) + len(_st_zones[(15 + _t401)]))), ' cards flown, -', _plain368(_times337(2, len(_st_zones[(3 + _t401)]))), ' for ', _plain368(len(_st_zones[(3 + _t401)])), ' behind the screen, +', _plain368(_a379(st, _t401)), ' for colours, +', _plain368(_a389(st, _t401)), ' majorities, +', _plain368(_times337(5, _a399(st, _t401))), ' sole owner; total ', _plain368(_st_vars[0 + _t401])]))
    if _p400(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #185 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #186 3922e893>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run403(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k404)

# <rulerun alienz.rules: round #187 3c6a5d90>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT405[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k408)
            _r = _run409(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit410(_k411)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit410(_k412)
            fr[1] = 4; st.cur.append([8, 0, _a]); return None
        if pc == 4:
            _r = _run413(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 5
        if pc == 5:
            if True:
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[0], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit410(_k414)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 5
            _k += 1
            if _k > _lim and _over_limit407(_k, st, _d0): raise _Runaway406()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k416)

# <rulerun alienz.rules: turn #188 2fa89442>
def _loop(st):
    for _t443 in st.zones[20]:
        if (_c425[_t443] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #189 987ef0aa>
def _loop(st):
    for _t447 in st.zones[22]:
        return _c431[_t447]
    return None

# <rulerun alienz.rules: turn #190 e87fad54>
def _loop(st):
    for _t455 in st.zones[22]:
        return _c436[_t455]
    return None

# <rulerun alienz.rules: turn #191 a645dfda>
def _loop(st):
    for _t461 in st.zones[22]:
        return _c439[_t461]
    return None

# <rulerun alienz.rules: turn #192 905ac2d8>
def _loop(st, L, _t445):
    _st_zones = st.zones
    _t457 = _NOT_YET
    _t458 = _NOT_YET
    _t459 = _NOT_YET
    _t460 = _NOT_YET
    _t463 = _NOT_YET
    _t464 = _NOT_YET
    _t465 = _NOT_YET
    _t466 = _NOT_YET
    _t454 = 0
    for _t453 in _st_zones[(3 + L[0])]:
        if ((_t453 != _t445) and ((_c434[_t453] == _c435[_t445]) or (((_t460 if _t460 is not _NOT_YET else (_t460 := ((_t457 if _t457 is not _NOT_YET else (_t457 := _a437(st))) if (_t459 if _t459 is not _NOT_YET else (_t459 := ('asteroid_storm' in (_t458 if _t458 is not _NOT_YET else (_t458 := list(map(_c438.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c434[_t453] == (_t466 if _t466 is not _NOT_YET else (_t466 := ((_t463 if _t463 is not _NOT_YET else (_t463 := _a440(st))) if (_t465 if _t465 is not _NOT_YET else (_t465 := ('asteroid_storm' in (_t464 if _t464 is not _NOT_YET else (_t464 := list(map(_c438.__getitem__, _st_zones[20]))))))) else None))))))):
            _t454 += 1
    return _t454

# <rulerun alienz.rules: turn #193 b4e490a0>
def _loop(st, L):
    _st_zones = st.zones
    _t449 = _NOT_YET
    _t450 = _NOT_YET
    _t451 = _NOT_YET
    _t452 = _NOT_YET
    _t467 = _NOT_YET
    _t468 = _NOT_YET
    _t469 = _NOT_YET
    for _t445 in _st_zones[(3 + L[0])]:
        if ((_c430[_t445] != (_t452 if _t452 is not _NOT_YET else (_t452 := ((_t449 if _t449 is not _NOT_YET else (_t449 := _a432(st))) if (_t451 if _t451 is not _NOT_YET else (_t451 := ('asteroid_storm' in (_t450 if _t450 is not _NOT_YET else (_t450 := list(map(_c433.__getitem__, _st_zones[20]))))))) else None)))) and (_a441(st, L, _t445) >= (_t469 if _t469 is not _NOT_YET else (_t469 := (3 if (_t468 if _t468 is not _NOT_YET else (_t468 := ('group' in (_t467 if _t467 is not _NOT_YET else (_t467 := list(map(_c433.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #194 dd071a60>
def _loop(st):
    for _t470 in st.zones[20]:
        if (_c447[_t470] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #195 d216e618>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT417[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run420(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range421(1, L[1]) or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = _st_zones[(2 if False else 1)]
            fr[1] = 4
            _t440 = L[0]
            _t441 = len(_o)
            if _t441 <= 1 and _st_log is None:
                L[5] = _o[0] if _t441 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t442 = st.chooser(_t441, _t440)
                else:
                    _t442 = _st_bits(_t441.bit_length())
                    while _t442 >= _t441: _t442 = _st_bits(_t441.bit_length())
                L[5] = _o[_t442]; st.decisions += 1
            elif _decide423(st, L, _o[:], _t440): return True
            pc = 4
        if pc == 4:
            _r = _run424(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit419(_k, st, _d0): raise _Runaway418()
            continue
        if pc == 6:
            if _a426(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer427(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run428(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined429(_joined429(['no flight'], (['private flight'] if _a442(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d443(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d444(st, [_c445[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d446(st, [L[0], _c445[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a448(st) else 2))) else [])) or [])
            fr[1] = 11
            _t472 = L[0]
            _t473 = len(_o)
            if _t473 <= 1 and _st_log is None:
                L[7] = _o[0] if _t473 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t474 = st.chooser(_t473, _t472)
                else:
                    _t474 = _st_bits(_t473.bit_length())
                    while _t474 >= _t473: _t474 = _st_bits(_t473.bit_length())
                L[7] = _o[_t474]; st.decisions += 1
            elif _decide450(st, L, _o, _t472): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit451(_k452)
            fr[1] = 13; st.cur.append([3, 0, _a]); return None
        if pc == 13:
            pc = 18
        if pc == 14:
            if (L[7] == 'commercial flight'):
                pc = 15
            else:
                pc = 17
        if pc == 15:
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit451(_k453)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run454(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit451(_k455)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k456)

# <rulerun alienz.rules: private_flight #196 624129d3>
def _loop(st):
    for _t476 in st.zones[22]:
        return _c460[_t476]
    return None

# <rulerun alienz.rules: private_flight #197 4975c97c>
def _loop(st):
    for _t484 in st.zones[22]:
        return _c465[_t484]
    return None

# <rulerun alienz.rules: private_flight #198 618f3873>
def _loop(st):
    for _t490 in st.zones[22]:
        return _c468[_t490]
    return None

# <rulerun alienz.rules: private_flight #199 0d2fe263>
def _loop(st, L, _t475):
    _st_zones = st.zones
    _t486 = _NOT_YET
    _t487 = _NOT_YET
    _t488 = _NOT_YET
    _t489 = _NOT_YET
    _t492 = _NOT_YET
    _t493 = _NOT_YET
    _t494 = _NOT_YET
    _t495 = _NOT_YET
    _t483 = 0
    for _t482 in _st_zones[(3 + L[0])]:
        if ((_t482 != _t475) and ((_c463[_t482] == _c464[_t475]) or (((_t489 if _t489 is not _NOT_YET else (_t489 := ((_t486 if _t486 is not _NOT_YET else (_t486 := _a466(st))) if (_t488 if _t488 is not _NOT_YET else (_t488 := ('asteroid_storm' in (_t487 if _t487 is not _NOT_YET else (_t487 := list(map(_c467.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c463[_t482] == (_t495 if _t495 is not _NOT_YET else (_t495 := ((_t492 if _t492 is not _NOT_YET else (_t492 := _a469(st))) if (_t494 if _t494 is not _NOT_YET else (_t494 := ('asteroid_storm' in (_t493 if _t493 is not _NOT_YET else (_t493 := list(map(_c467.__getitem__, _st_zones[20]))))))) else None))))))):
            _t483 += 1
    return _t483

# <rulerun alienz.rules: private_flight #200 b07b6399>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t478 = _NOT_YET
            _t479 = _NOT_YET
            _t480 = _NOT_YET
            _t481 = _NOT_YET
            _t496 = _NOT_YET
            _t497 = _NOT_YET
            _t498 = _NOT_YET
            _o = []
            for _t475 in _st_zones[(3 + L[0])]:
                if ((_c459[_t475] != (_t481 if _t481 is not _NOT_YET else (_t481 := ((_t478 if _t478 is not _NOT_YET else (_t478 := _a461(st))) if (_t480 if _t480 is not _NOT_YET else (_t480 := ('asteroid_storm' in (_t479 if _t479 is not _NOT_YET else (_t479 := list(map(_c462.__getitem__, _st_zones[20]))))))) else None)))) and (_a470(st, L, _t475) >= (_t498 if _t498 is not _NOT_YET else (_t498 := (3 if (_t497 if _t497 is not _NOT_YET else (_t497 := ('group' in (_t496 if _t496 is not _NOT_YET else (_t496 := list(map(_c462.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t475)
            fr[1] = 1
            _t499 = L[0]
            _t500 = len(_o)
            if _t500 <= 1 and _st_log is None:
                L[1] = _o[0] if _t500 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t501 = st.chooser(_t500, _t499)
                else:
                    _t501 = _st_bits(_t500.bit_length())
                    while _t501 >= _t500: _t501 = _st_bits(_t500.bit_length())
                L[1] = _o[_t501]; st.decisions += 1
            elif _decide472(st, L, _o, _t499): return True
            pc = 1
        if pc == 1:
            _r = _run473(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit474(_k475)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run476(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k477)

# <rulerun alienz.rules: commercial_flight #201 2a4ba078>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT478[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run481(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit482(_k483)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit482(_k484)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run485(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o486[L[0]] or []); L[4] = 0
            pc = 5
        if pc == 5:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 8
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                if (L[5] != L[0]):
                    pc = 6; break
            L[4] = _i
        if pc == 6:
            _a = [L[5], L[2], None, None]
            if len(st.cur) >= 500: raise _RuleLimit482(_k487)
            fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit480(_k, st, _d0): raise _Runaway479()
            continue
        if pc == 8:
            _r = _run488(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit482(_k489)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k490)

# <rulerun alienz.rules: board_own #202 48074a10>
def _loop(st):
    for _t502 in st.zones[20]:
        if (_c496[_t502] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #203 ce273350>
def _loop(st):
    for _t505 in st.zones[22]:
        return _c499[_t505]
    return None

# <rulerun alienz.rules: board_own #204 398b8b13>
def _loop(st):
    for _t511 in st.zones[22]:
        return _c502[_t511]
    return None

# <rulerun alienz.rules: board_own #205 25fe5b6e>
def _loop(st):
    for _t521 in st.zones[22]:
        return _c507[_t521]
    return None

# <rulerun alienz.rules: board_own #206 d6aebc42>
def _loop(st):
    for _t527 in st.zones[22]:
        return _c509[_t527]
    return None

# <rulerun alienz.rules: board_own #207 8822c2a1>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT491[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run494(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run495(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a497(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t507 = _NOT_YET
            _t508 = _NOT_YET
            _t509 = _NOT_YET
            _t510 = _NOT_YET
            _t513 = _NOT_YET
            _t514 = _NOT_YET
            _t515 = _NOT_YET
            _t516 = _NOT_YET
            _o = []
            for _t504 in _st_zones[(3 + L[0])]:
                if ((_c498[_t504] == L[1]) or (((_t510 if _t510 is not _NOT_YET else (_t510 := ((_t507 if _t507 is not _NOT_YET else (_t507 := _a500(st))) if (_t509 if _t509 is not _NOT_YET else (_t509 := ('asteroid_storm' in (_t508 if _t508 is not _NOT_YET else (_t508 := list(map(_c501.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c498[_t504] == (_t516 if _t516 is not _NOT_YET else (_t516 := ((_t513 if _t513 is not _NOT_YET else (_t513 := _a503(st))) if (_t515 if _t515 is not _NOT_YET else (_t515 := ('asteroid_storm' in (_t514 if _t514 is not _NOT_YET else (_t514 := list(map(_c501.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t504)
            fr[1] = 5
            _t517 = L[0]
            _t518 = len(_o)
            if _t518 <= 1 and _st_log is None:
                L[4] = _o[0] if _t518 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t519 = st.chooser(_t518, _t517)
                else:
                    _t519 = _st_bits(_t518.bit_length())
                    while _t519 >= _t518: _t519 = _st_bits(_t518.bit_length())
                L[4] = _o[_t519]; st.decisions += 1
            elif _decide505(st, L, _o, _t517): return True
            pc = 5
        if pc == 5:
            _r = _run506(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t523 = _NOT_YET
            _t524 = _NOT_YET
            _t525 = _NOT_YET
            _t526 = _NOT_YET
            _t529 = _NOT_YET
            _t530 = _NOT_YET
            _t531 = _NOT_YET
            _t532 = _NOT_YET
            _o = []
            for _t520 in _st_zones[(3 + L[0])]:
                if ((_c498[_t520] == L[1]) or (((_t526 if _t526 is not _NOT_YET else (_t526 := ((_t523 if _t523 is not _NOT_YET else (_t523 := _a508(st))) if (_t525 if _t525 is not _NOT_YET else (_t525 := ('asteroid_storm' in (_t524 if _t524 is not _NOT_YET else (_t524 := list(map(_c501.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c498[_t520] == (_t532 if _t532 is not _NOT_YET else (_t532 := ((_t529 if _t529 is not _NOT_YET else (_t529 := _a510(st))) if (_t531 if _t531 is not _NOT_YET else (_t531 := ('asteroid_storm' in (_t530 if _t530 is not _NOT_YET else (_t530 := list(map(_c501.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t520)
            fr[1] = 8
            if _offer511(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run512(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            if (L[3] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            pc = 14
        if pc == 11:
            pc = 12
        if pc == 12:
            _r = _run513(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit493(_k, st, _d0): raise _Runaway492()
            continue
        if pc == 14:
            _r = _run514(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k515)

# <rulerun alienz.rules: board_queue #208 14cdcace>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run518(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k519)

# <rulerun alienz.rules: join #209 fef1fec6>
def _loop(st):
    for _t534 in st.zones[22]:
        return _c525[_t534]
    return None

# <rulerun alienz.rules: join #210 05e1f97c>
def _loop(st):
    for _t540 in st.zones[22]:
        return _c528[_t540]
    return None

# <rulerun alienz.rules: join #211 1a358b89>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT520[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run523(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 8
        if pc == 2:
            _t536 = _NOT_YET
            _t537 = _NOT_YET
            _t538 = _NOT_YET
            _t539 = _NOT_YET
            _t542 = _NOT_YET
            _t543 = _NOT_YET
            _t544 = _NOT_YET
            _t545 = _NOT_YET
            _o = []
            for _t533 in _st_zones[(3 + L[0])]:
                if ((_c524[_t533] == L[1]) or (((_t539 if _t539 is not _NOT_YET else (_t539 := ((_t536 if _t536 is not _NOT_YET else (_t536 := _a526(st))) if (_t538 if _t538 is not _NOT_YET else (_t538 := ('asteroid_storm' in (_t537 if _t537 is not _NOT_YET else (_t537 := list(map(_c527.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c524[_t533] == (_t545 if _t545 is not _NOT_YET else (_t545 := ((_t542 if _t542 is not _NOT_YET else (_t542 := _a529(st))) if (_t544 if _t544 is not _NOT_YET else (_t544 := ('asteroid_storm' in (_t543 if _t543 is not _NOT_YET else (_t543 := list(map(_c527.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t533)
            fr[1] = 3
            if _offer530(st, L, _o): return True
            pc = 3
        if pc == 3:
            if (L[3] is None):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            pc = 8
        if pc == 5:
            pc = 6
        if pc == 6:
            _r = _run531(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit522(_k, st, _d0): raise _Runaway521()
            continue
        if pc == 8:
            _r = _run532(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k533)

# <rulerun alienz.rules: refill #212 b44b1582>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT534[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _r = _run537(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit538(_k539)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit536(_k, st, _d0): raise _Runaway535()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k540)

# <rulerun alienz.rules: surface #213 08d23b05>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT541[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((not not _st_zones[0]) and _d544(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _a = [(_z[-1] if (_z := _st_zones[0]) else None)]
            if len(st.cur) >= 500: raise _RuleLimit545(_k546)
            fr[1] = 2; st.cur.append([10, 0, _a]); return None
        if pc == 2:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit543(_k, st, _d0): raise _Runaway542()
            continue
        if pc == 3:
            _r = _run547(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k548)

# <rulerun alienz.rules: reveal_event #214 43865993>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run551(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit552(_k553)
            fr[1] = 2; st.cur.append([11, 0, _a]); return None
        if pc == 2:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k554)

# <rulerun alienz.rules: resolve_events #215 f70f4be5>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT555[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run558(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (not not _st_zones[19]):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _a = [(_z[0] if (_z := _st_zones[19]) else None)]
            if len(st.cur) >= 500: raise _RuleLimit559(_k560)
            fr[1] = 3; st.cur.append([12, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit557(_k, st, _d0): raise _Runaway556()
            continue
        if pc == 4:
            _r = _run561(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k562)

# <rulerun alienz.rules: take_effect #216 9c1b9ebc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run565(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c566[L[0]] == 'queueing'):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run567(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 4:
            if (_c566[L[0]] == 'rush_hour'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run568(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 7:
            if (_c566[L[0]] == 'group'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _r = _run569(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 10:
            _a = [None]
            if len(st.cur) >= 500: raise _RuleLimit570(_k571)
            fr[1] = 11; st.cur.append([13, 0, _a]); return None
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k572)

# <rulerun alienz.rules: storm_flip #217 637cf46f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit575(_k576)
            fr[1] = 1; st.cur.append([9, 0, _a]); return None
        if pc == 1:
            _r = _run577(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit575(_k578)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k579)

# <rulerun alienz.rules: scoring #218 9820c9b4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run582(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k583)

# <rulerun alienz.rules: play #219 389be450>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT584[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run587(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 5
        if pc == 2:
            _a = [None]
            if len(st.cur) >= 500: raise _RuleLimit588(_k589)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run590(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit586(_k, st, _d0): raise _Runaway585()
            continue
        if pc == 5:
            fr[1] = 6
            if _step591(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k592)

# <rulerun alienz.rules: turn #220 753f4952>
def _loop(st):
    for _t549 in st.zones[20]:
        if (_c603[_t549] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #221 99e8ab34>
def _loop(st):
    for _t553 in st.zones[22]:
        return _c609[_t553]
    return None

# <rulerun alienz.rules: turn #222 6f0d208b>
def _loop(st):
    for _t561 in st.zones[22]:
        return _c614[_t561]
    return None

# <rulerun alienz.rules: turn #223 d047bbdc>
def _loop(st):
    for _t567 in st.zones[22]:
        return _c617[_t567]
    return None

# <rulerun alienz.rules: turn #224 2e650f9b>
def _loop(st, L, _t551):
    _st_zones = st.zones
    _t563 = _NOT_YET
    _t564 = _NOT_YET
    _t565 = _NOT_YET
    _t566 = _NOT_YET
    _t569 = _NOT_YET
    _t570 = _NOT_YET
    _t571 = _NOT_YET
    _t572 = _NOT_YET
    _t560 = 0
    for _t559 in _st_zones[(3 + L[0])]:
        if ((_t559 != _t551) and ((_c612[_t559] == _c613[_t551]) or (((_t566 if _t566 is not _NOT_YET else (_t566 := ((_t563 if _t563 is not _NOT_YET else (_t563 := _a615(st))) if (_t565 if _t565 is not _NOT_YET else (_t565 := ('asteroid_storm' in (_t564 if _t564 is not _NOT_YET else (_t564 := list(map(_c616.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c612[_t559] == (_t572 if _t572 is not _NOT_YET else (_t572 := ((_t569 if _t569 is not _NOT_YET else (_t569 := _a618(st))) if (_t571 if _t571 is not _NOT_YET else (_t571 := ('asteroid_storm' in (_t570 if _t570 is not _NOT_YET else (_t570 := list(map(_c616.__getitem__, _st_zones[20]))))))) else None))))))):
            _t560 += 1
    return _t560

# <rulerun alienz.rules: turn #225 23ce63ac>
def _loop(st, L):
    _st_zones = st.zones
    _t555 = _NOT_YET
    _t556 = _NOT_YET
    _t557 = _NOT_YET
    _t558 = _NOT_YET
    _t573 = _NOT_YET
    _t574 = _NOT_YET
    _t575 = _NOT_YET
    for _t551 in _st_zones[(3 + L[0])]:
        if ((_c608[_t551] != (_t558 if _t558 is not _NOT_YET else (_t558 := ((_t555 if _t555 is not _NOT_YET else (_t555 := _a610(st))) if (_t557 if _t557 is not _NOT_YET else (_t557 := ('asteroid_storm' in (_t556 if _t556 is not _NOT_YET else (_t556 := list(map(_c611.__getitem__, _st_zones[20]))))))) else None)))) and (_a619(st, L, _t551) >= (_t575 if _t575 is not _NOT_YET else (_t575 := (3 if (_t574 if _t574 is not _NOT_YET else (_t574 := ('group' in (_t573 if _t573 is not _NOT_YET else (_t573 := list(map(_c611.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #226 9aee7d3e>
def _loop(st):
    for _t576 in st.zones[20]:
        if (_c625[_t576] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #227 65d6bd4e>
def _loop(st):
    for _t583 in st.zones[22]:
        return _c630[_t583]
    return None

# <rulerun alienz.rules: private_flight #228 fb345595>
def _loop(st):
    for _t591 in st.zones[22]:
        return _c635[_t591]
    return None

# <rulerun alienz.rules: private_flight #229 a8ed923f>
def _loop(st):
    for _t597 in st.zones[22]:
        return _c638[_t597]
    return None

# <rulerun alienz.rules: private_flight #230 07fd08f7>
def _loop(st, L, _t582):
    _st_zones = st.zones
    _t593 = _NOT_YET
    _t594 = _NOT_YET
    _t595 = _NOT_YET
    _t596 = _NOT_YET
    _t599 = _NOT_YET
    _t600 = _NOT_YET
    _t601 = _NOT_YET
    _t602 = _NOT_YET
    _t590 = 0
    for _t589 in _st_zones[(3 + L[0])]:
        if ((_t589 != _t582) and ((_c633[_t589] == _c634[_t582]) or (((_t596 if _t596 is not _NOT_YET else (_t596 := ((_t593 if _t593 is not _NOT_YET else (_t593 := _a636(st))) if (_t595 if _t595 is not _NOT_YET else (_t595 := ('asteroid_storm' in (_t594 if _t594 is not _NOT_YET else (_t594 := list(map(_c637.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c633[_t589] == (_t602 if _t602 is not _NOT_YET else (_t602 := ((_t599 if _t599 is not _NOT_YET else (_t599 := _a639(st))) if (_t601 if _t601 is not _NOT_YET else (_t601 := ('asteroid_storm' in (_t600 if _t600 is not _NOT_YET else (_t600 := list(map(_c637.__getitem__, _st_zones[20]))))))) else None))))))):
            _t590 += 1
    return _t590

# <rulerun alienz.rules: private_flight #231 51b9fb7e>
def _loop(st):
    for _t614 in st.zones[20]:
        if (_c652[_t614] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #232 2694deb2>
def _loop(st):
    for _t618 in st.zones[22]:
        return _c655[_t618]
    return None

# <rulerun alienz.rules: private_flight #233 73cc167f>
def _loop(st):
    for _t624 in st.zones[22]:
        return _c657[_t624]
    return None

# <rulerun alienz.rules: private_flight #234 f8c24142>
def _loop(st):
    for _t635 in st.zones[22]:
        return _c661[_t635]
    return None

# <rulerun alienz.rules: private_flight #235 7a34f1e2>
def _loop(st):
    for _t641 in st.zones[22]:
        return _c663[_t641]
    return None

# <rulerun alienz.rules: board_own #236 3ceffd0d>
def _loop(st):
    for _t652 in st.zones[20]:
        if (_c669[_t652] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #237 5ac326cb>
def _loop(st):
    for _t656 in st.zones[22]:
        return _c672[_t656]
    return None

# <rulerun alienz.rules: board_own #238 9142a41e>
def _loop(st):
    for _t662 in st.zones[22]:
        return _c675[_t662]
    return None

# <rulerun alienz.rules: board_own #239 d9159abd>
def _loop(st):
    for _t673 in st.zones[22]:
        return _c680[_t673]
    return None

# <rulerun alienz.rules: board_own #240 ec5344ad>
def _loop(st):
    for _t679 in st.zones[22]:
        return _c682[_t679]
    return None

# <rulerun alienz.rules: board_own #241 playout ba188e1a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    _t650 = 0; _t651 = st.decisions
    while True:
        _t650 += 1
        if _t650 > _LIMIT666[0] and _over_limit667(_t650, st, _t651): raise _Runaway668()
        L[3] = None
        if (L[2] < (3 if _a670(st) else 2)):
            _t658 = _NOT_YET
            _t659 = _NOT_YET
            _t660 = _NOT_YET
            _t661 = _NOT_YET
            _t664 = _NOT_YET
            _t665 = _NOT_YET
            _t666 = _NOT_YET
            _t667 = _NOT_YET
            _t654 = []
            for _t655 in _st_zones[(3 + _l0)]:
                if ((_c671[_t655] == _l1) or (((_t661 if _t661 is not _NOT_YET else (_t661 := ((_t658 if _t658 is not _NOT_YET else (_t658 := _a673(st))) if (_t660 if _t660 is not _NOT_YET else (_t660 := ('asteroid_storm' in (_t659 if _t659 is not _NOT_YET else (_t659 := list(map(_c674.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c671[_t655] == (_t667 if _t667 is not _NOT_YET else (_t667 := ((_t664 if _t664 is not _NOT_YET else (_t664 := _a676(st))) if (_t666 if _t666 is not _NOT_YET else (_t666 := ('asteroid_storm' in (_t665 if _t665 is not _NOT_YET else (_t665 := list(map(_c674.__getitem__, _st_zones[20]))))))) else None)))))): _t654.append(_t655)
            _t668 = _l0
            _t669 = len(_t654)
            if _t669 <= 1 and _st_log is None:
                L[4] = _t654[0] if _t669 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t670 = st.chooser(_t669, _t668)
                else:
                    _t670 = _st_bits(_t669.bit_length())
                    while _t670 >= _t669: _t670 = _st_bits(_t669.bit_length())
                L[4] = _t654[_t670]; st.decisions += 1
            elif _decide679(st, L, _t654, _t668): raise _PlayoutCut677()
            L[3] = L[4]
        else:
            _t675 = _NOT_YET
            _t676 = _NOT_YET
            _t677 = _NOT_YET
            _t678 = _NOT_YET
            _t681 = _NOT_YET
            _t682 = _NOT_YET
            _t683 = _NOT_YET
            _t684 = _NOT_YET
            _t671 = []
            for _t672 in _st_zones[(3 + _l0)]:
                if ((_c671[_t672] == _l1) or (((_t678 if _t678 is not _NOT_YET else (_t678 := ((_t675 if _t675 is not _NOT_YET else (_t675 := _a681(st))) if (_t677 if _t677 is not _NOT_YET else (_t677 := ('asteroid_storm' in (_t676 if _t676 is not _NOT_YET else (_t676 := list(map(_c674.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c671[_t672] == (_t684 if _t684 is not _NOT_YET else (_t684 := ((_t681 if _t681 is not _NOT_YET else (_t681 := _a683(st))) if (_t683 if _t683 is not _NOT_YET else (_t683 := ('asteroid_storm' in (_t682 if _t682 is not _NOT_YET else (_t682 := list(map(_c674.__getitem__, _st_zones[20]))))))) else None)))))): _t671.append(_t672)
            if _offer684(st, L, _t671): raise _PlayoutCut677()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t685 = L[3]
        _t686 = (11 + _l0)
        if type(_t685) is int and _st_log is None:
            _t687 = _st_zones[_st_loc[_t685]]
            if _t687[-1] == _t685: _t687.pop()
            else: _t687.remove(_t685)
            _st_zones[_t686].append(_t685); _st_loc[_t685] = _t686
        elif _t685 is not None:
            _move_cards685(st, _t685, _t686, False)
        L[2] = L[2] + 1
    if _st_log is not None: _st_log.append(_Text689(_audience686(st), [_PlayerRef687(_l0), ' flies ', _plain688(L[2]), ' ', _plain688(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain688(_l1), ' planet']))

# <rulerun alienz.rules: private_flight #242 12d574db>
def _loop(st):
    for _t691 in st.zones[22]:
        return _c692[_t691]
    return None

# <rulerun alienz.rules: private_flight #243 61acf8d4>
def _loop(st):
    for _t697 in st.zones[22]:
        return _c694[_t697]
    return None

# <rulerun alienz.rules: private_flight #244 playout b56ce5e9>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t585 = _NOT_YET
    _t586 = _NOT_YET
    _t587 = _NOT_YET
    _t588 = _NOT_YET
    _t603 = _NOT_YET
    _t604 = _NOT_YET
    _t605 = _NOT_YET
    _t581 = []
    for _t582 in _st_zones[(3 + _l0)]:
        if ((_c629[_t582] != (_t588 if _t588 is not _NOT_YET else (_t588 := ((_t585 if _t585 is not _NOT_YET else (_t585 := _a631(st))) if (_t587 if _t587 is not _NOT_YET else (_t587 := ('asteroid_storm' in (_t586 if _t586 is not _NOT_YET else (_t586 := list(map(_c632.__getitem__, _st_zones[20]))))))) else None)))) and (_a640(st, L, _t582) >= (_t605 if _t605 is not _NOT_YET else (_t605 := (3 if (_t604 if _t604 is not _NOT_YET else (_t604 := ('group' in (_t603 if _t603 is not _NOT_YET else (_t603 := list(map(_c632.__getitem__, _st_zones[20]))))))) else 2))))): _t581.append(_t582)
    _t606 = _l0
    _t607 = len(_t581)
    if _t607 <= 1 and _st_log is None:
        L[1] = _t581[0] if _t607 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t608 = st.chooser(_t607, _t606)
        else:
            _t608 = _st_bits(_t607.bit_length())
            while _t608 >= _t607: _t608 = _st_bits(_t607.bit_length())
        L[1] = _t581[_t608]; st.decisions += 1
    elif _decide643(st, L, _t581, _t606): raise _PlayoutCut641()
    L[2] = _c629[L[1]]
    _t609 = L[1]
    _t610 = (15 + _l0)
    if type(_t609) is int and _st_log is None:
        _t611 = _st_zones[_st_loc[_t609]]
        if _t611[-1] == _t609: _t611.pop()
        else: _t611.remove(_t609)
        _st_zones[_t610].append(_t609); _st_loc[_t609] = _t610
    elif _t609 is not None:
        _move_cards644(st, _t609, _t610, False)
    if _st_log is not None: _st_log.append(_Text648(_audience645(st), [_PlayerRef646(_l0), ' opens a private flight to the ', _plain647(L[2]), ' planet']))
    if _p690(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i5l0 = L[2]
    _i5 = [_i5l0, None, None, None, None]
    for _t688 in (_k691 or []):
        _i5[3] = _t688
        _t693 = _NOT_YET
        _t694 = _NOT_YET
        _t695 = _NOT_YET
        _t696 = _NOT_YET
        _t699 = _NOT_YET
        _t700 = _NOT_YET
        _t701 = _NOT_YET
        _t702 = _NOT_YET
        _t689 = []
        for _t690 in _st_zones[(7 + _t688)]:
            if ((_c654[_t690] == _i5l0) or (((_t696 if _t696 is not _NOT_YET else (_t696 := ((_t693 if _t693 is not _NOT_YET else (_t693 := _a693(st))) if (_t695 if _t695 is not _NOT_YET else (_t695 := ('asteroid_storm' in (_t694 if _t694 is not _NOT_YET else (_t694 := list(map(_c632.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c654[_t690] == (_t702 if _t702 is not _NOT_YET else (_t702 := ((_t699 if _t699 is not _NOT_YET else (_t699 := _a695(st))) if (_t701 if _t701 is not _NOT_YET else (_t701 := ('asteroid_storm' in (_t700 if _t700 is not _NOT_YET else (_t700 := list(map(_c632.__getitem__, _st_zones[20]))))))) else None)))))):
                _t689.append(_t690)
        _i5[4] = _t689
        if (not not (_i5[4] or ())):
            if _st_log is not None: _st_log.append(_Text648(_audience645(st), [_PlayerRef646(_t688), "'s queued aliens board the flight"]))
            _t703 = _i5[4]
            _t704 = (11 + _t688)
            if type(_t703) is list and _st_log is None:
                for _t705 in _t703:
                    _t706 = _st_zones[_st_loc[_t705]]
                    if _t706[-1] == _t705: _t706.pop()
                    else: _t706.remove(_t705)
                    _st_zones[_t704].append(_t705); _st_loc[_t705] = _t704
            elif _t703 is not None:
                _move_cards644(st, _t703, _t704, False)
    if _st_log is not None: _st_log.append(_Text648(_audience645(st), ['The flight to the ', _plain647(L[2]), ' planet is closed']))

# <rulerun alienz.rules: turn #245 558ec1ca>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT593[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run596(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region597(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_range598(1, L[1]) or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = _st_zones[(2 if False else 1)]
            fr[1] = 4
            _t546 = L[0]
            _t547 = len(_o)
            if _t547 <= 1 and _st_log is None:
                L[5] = _o[0] if _t547 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t548 = st.chooser(_t547, _t546)
                else:
                    _t548 = _st_bits(_t547.bit_length())
                    while _t548 >= _t547: _t548 = _st_bits(_t547.bit_length())
                L[5] = _o[_t548]; st.decisions += 1
            elif _decide600(st, L, _o[:], _t546): return True
            pc = 4
        if pc == 4:
            _r = _run601(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit595(_k, st, _d0): raise _Runaway594()
            continue
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region602(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 6:
            if _a604(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer605(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run606(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined607(_joined607(['no flight'], (['private flight'] if _a620(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d621(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d622(st, [_c623[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d624(st, [L[0], _c623[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a626(st) else 2))) else [])) or [])
            fr[1] = 11
            _t578 = L[0]
            _t579 = len(_o)
            if _t579 <= 1 and _st_log is None:
                L[7] = _o[0] if _t579 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t580 = st.chooser(_t579, _t578)
                else:
                    _t580 = _st_bits(_t579.bit_length())
                    while _t580 >= _t579: _t580 = _st_bits(_t579.bit_length())
                L[7] = _o[_t580]; st.decisions += 1
            elif _decide628(st, L, _o, _t578): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p696(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit697(_k698)
                fr[1] = 13; st.cur.append([3, 0, _a]); return None
        if pc == 13:
            pc = 18
        if pc == 14:
            if (L[7] == 'commercial flight'):
                pc = 15
            else:
                pc = 17
        if pc == 15:
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit697(_k699)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run700(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit697(_k701)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k702)

# <rulerun alienz.rules: private_flight #246 6c038525>
def _loop(st):
    for _t708 in st.zones[22]:
        return _c706[_t708]
    return None

# <rulerun alienz.rules: private_flight #247 7451cfc3>
def _loop(st):
    for _t716 in st.zones[22]:
        return _c711[_t716]
    return None

# <rulerun alienz.rules: private_flight #248 66edb7b8>
def _loop(st):
    for _t722 in st.zones[22]:
        return _c714[_t722]
    return None

# <rulerun alienz.rules: private_flight #249 11783d0c>
def _loop(st, L, _t707):
    _st_zones = st.zones
    _t718 = _NOT_YET
    _t719 = _NOT_YET
    _t720 = _NOT_YET
    _t721 = _NOT_YET
    _t724 = _NOT_YET
    _t725 = _NOT_YET
    _t726 = _NOT_YET
    _t727 = _NOT_YET
    _t715 = 0
    for _t714 in _st_zones[(3 + L[0])]:
        if ((_t714 != _t707) and ((_c709[_t714] == _c710[_t707]) or (((_t721 if _t721 is not _NOT_YET else (_t721 := ((_t718 if _t718 is not _NOT_YET else (_t718 := _a712(st))) if (_t720 if _t720 is not _NOT_YET else (_t720 := ('asteroid_storm' in (_t719 if _t719 is not _NOT_YET else (_t719 := list(map(_c713.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c709[_t714] == (_t727 if _t727 is not _NOT_YET else (_t727 := ((_t724 if _t724 is not _NOT_YET else (_t724 := _a715(st))) if (_t726 if _t726 is not _NOT_YET else (_t726 := ('asteroid_storm' in (_t725 if _t725 is not _NOT_YET else (_t725 := list(map(_c713.__getitem__, _st_zones[20]))))))) else None))))))):
            _t715 += 1
    return _t715

# <rulerun alienz.rules: private_flight #250 63dd52d3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t710 = _NOT_YET
            _t711 = _NOT_YET
            _t712 = _NOT_YET
            _t713 = _NOT_YET
            _t728 = _NOT_YET
            _t729 = _NOT_YET
            _t730 = _NOT_YET
            _o = []
            for _t707 in _st_zones[(3 + L[0])]:
                if ((_c705[_t707] != (_t713 if _t713 is not _NOT_YET else (_t713 := ((_t710 if _t710 is not _NOT_YET else (_t710 := _a707(st))) if (_t712 if _t712 is not _NOT_YET else (_t712 := ('asteroid_storm' in (_t711 if _t711 is not _NOT_YET else (_t711 := list(map(_c708.__getitem__, _st_zones[20]))))))) else None)))) and (_a716(st, L, _t707) >= (_t730 if _t730 is not _NOT_YET else (_t730 := (3 if (_t729 if _t729 is not _NOT_YET else (_t729 := ('group' in (_t728 if _t728 is not _NOT_YET else (_t728 := list(map(_c708.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t707)
            fr[1] = 1
            _t731 = L[0]
            _t732 = len(_o)
            if _t732 <= 1 and _st_log is None:
                L[1] = _o[0] if _t732 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t733 = st.chooser(_t732, _t731)
                else:
                    _t733 = _st_bits(_t732.bit_length())
                    while _t733 >= _t732: _t733 = _st_bits(_t732.bit_length())
                L[1] = _o[_t733]; st.decisions += 1
            elif _decide718(st, L, _o, _t731): return True
            pc = 1
        if pc == 1:
            _r = _run719(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p720(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit721(_k722)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run723(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k724)

# <rulerun alienz.rules: join #251 cc6e7459>
def _loop(st):
    for _t738 in st.zones[22]:
        return _c740[_t738]
    return None

# <rulerun alienz.rules: join #252 ed8428bc>
def _loop(st):
    for _t744 in st.zones[22]:
        return _c743[_t744]
    return None

# <rulerun alienz.rules: join #253 playout 97db074e>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    _t734 = 0; _t735 = st.decisions
    while True:
        _t734 += 1
        if _t734 > _LIMIT736[0] and _over_limit737(_t734, st, _t735): raise _Runaway738()
        _t740 = _NOT_YET
        _t741 = _NOT_YET
        _t742 = _NOT_YET
        _t743 = _NOT_YET
        _t746 = _NOT_YET
        _t747 = _NOT_YET
        _t748 = _NOT_YET
        _t749 = _NOT_YET
        _t736 = []
        for _t737 in _st_zones[(3 + _l0)]:
            if ((_c739[_t737] == L[1]) or (((_t743 if _t743 is not _NOT_YET else (_t743 := ((_t740 if _t740 is not _NOT_YET else (_t740 := _a741(st))) if (_t742 if _t742 is not _NOT_YET else (_t742 := ('asteroid_storm' in (_t741 if _t741 is not _NOT_YET else (_t741 := list(map(_c742.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c739[_t737] == (_t749 if _t749 is not _NOT_YET else (_t749 := ((_t746 if _t746 is not _NOT_YET else (_t746 := _a744(st))) if (_t748 if _t748 is not _NOT_YET else (_t748 := ('asteroid_storm' in (_t747 if _t747 is not _NOT_YET else (_t747 := list(map(_c742.__getitem__, _st_zones[20]))))))) else None)))))): _t736.append(_t737)
        if _offer746(st, L, _t736): raise _PlayoutCut745()
        if (L[3] is None):
            break
        _t750 = L[3]
        _t751 = (11 + _l0)
        if type(_t750) is int and _st_log is None:
            _t752 = _st_zones[_st_loc[_t750]]
            if _t752[-1] == _t750: _t752.pop()
            else: _t752.remove(_t750)
            _st_zones[_t751].append(_t750); _st_loc[_t750] = _t751
        elif _t750 is not None:
            _move_cards747(st, _t750, _t751, False)
        L[2] = L[2] + 1
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text751(_audience748(st), [_PlayerRef749(_l0), ' joins the flight with ', _plain750(L[2]), ' ', _plain750(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text751(_audience748(st), [_PlayerRef749(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #254 2b1180c6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT725[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run728(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit729(_k730)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p731(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit729(_k732)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run733(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region734(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 4:
            L[3] = (_o735[L[0]] or []); L[4] = 0
            pc = 5
        if pc == 5:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 8
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                if (L[5] != L[0]):
                    pc = 6; break
            L[4] = _i
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p752(st, [L[5], L[2], None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit729(_k753)
                fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit727(_k, st, _d0): raise _Runaway726()
            continue
        if pc == 8:
            _r = _run754(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit729(_k755)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k756)

# <rulerun alienz.rules: board_own #255 370b2426>
def _loop(st):
    for _t753 in st.zones[20]:
        if (_c763[_t753] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #256 b51327ff>
def _loop(st):
    for _t756 in st.zones[22]:
        return _c766[_t756]
    return None

# <rulerun alienz.rules: board_own #257 f3ec9a57>
def _loop(st):
    for _t762 in st.zones[22]:
        return _c769[_t762]
    return None

# <rulerun alienz.rules: board_own #258 24a4275c>
def _loop(st):
    for _t772 in st.zones[22]:
        return _c774[_t772]
    return None

# <rulerun alienz.rules: board_own #259 023f148e>
def _loop(st):
    for _t778 in st.zones[22]:
        return _c776[_t778]
    return None

# <rulerun alienz.rules: board_own #260 09f18639>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT757[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run760(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region761(st, L)
            if _r is None:
                pc = 14
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run762(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a764(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t758 = _NOT_YET
            _t759 = _NOT_YET
            _t760 = _NOT_YET
            _t761 = _NOT_YET
            _t764 = _NOT_YET
            _t765 = _NOT_YET
            _t766 = _NOT_YET
            _t767 = _NOT_YET
            _o = []
            for _t755 in _st_zones[(3 + L[0])]:
                if ((_c765[_t755] == L[1]) or (((_t761 if _t761 is not _NOT_YET else (_t761 := ((_t758 if _t758 is not _NOT_YET else (_t758 := _a767(st))) if (_t760 if _t760 is not _NOT_YET else (_t760 := ('asteroid_storm' in (_t759 if _t759 is not _NOT_YET else (_t759 := list(map(_c768.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c765[_t755] == (_t767 if _t767 is not _NOT_YET else (_t767 := ((_t764 if _t764 is not _NOT_YET else (_t764 := _a770(st))) if (_t766 if _t766 is not _NOT_YET else (_t766 := ('asteroid_storm' in (_t765 if _t765 is not _NOT_YET else (_t765 := list(map(_c768.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t755)
            fr[1] = 5
            _t768 = L[0]
            _t769 = len(_o)
            if _t769 <= 1 and _st_log is None:
                L[4] = _o[0] if _t769 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t770 = st.chooser(_t769, _t768)
                else:
                    _t770 = _st_bits(_t769.bit_length())
                    while _t770 >= _t769: _t770 = _st_bits(_t769.bit_length())
                L[4] = _o[_t770]; st.decisions += 1
            elif _decide772(st, L, _o, _t768): return True
            pc = 5
        if pc == 5:
            _r = _run773(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t774 = _NOT_YET
            _t775 = _NOT_YET
            _t776 = _NOT_YET
            _t777 = _NOT_YET
            _t780 = _NOT_YET
            _t781 = _NOT_YET
            _t782 = _NOT_YET
            _t783 = _NOT_YET
            _o = []
            for _t771 in _st_zones[(3 + L[0])]:
                if ((_c765[_t771] == L[1]) or (((_t777 if _t777 is not _NOT_YET else (_t777 := ((_t774 if _t774 is not _NOT_YET else (_t774 := _a775(st))) if (_t776 if _t776 is not _NOT_YET else (_t776 := ('asteroid_storm' in (_t775 if _t775 is not _NOT_YET else (_t775 := list(map(_c768.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c765[_t771] == (_t783 if _t783 is not _NOT_YET else (_t783 := ((_t780 if _t780 is not _NOT_YET else (_t780 := _a777(st))) if (_t782 if _t782 is not _NOT_YET else (_t782 := ('asteroid_storm' in (_t781 if _t781 is not _NOT_YET else (_t781 := list(map(_c768.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t771)
            fr[1] = 8
            if _offer778(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run779(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            if (L[3] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            pc = 14
        if pc == 11:
            pc = 12
        if pc == 12:
            _r = _run780(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit759(_k, st, _d0): raise _Runaway758()
            continue
        if pc == 14:
            _r = _run781(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k782)

# <rulerun alienz.rules: join #261 247a519a>
def _loop(st):
    for _t785 in st.zones[22]:
        return _c789[_t785]
    return None

# <rulerun alienz.rules: join #262 cb6dccda>
def _loop(st):
    for _t791 in st.zones[22]:
        return _c792[_t791]
    return None

# <rulerun alienz.rules: join #263 db4ab5a8>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT783[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run786(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region787(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 8
        if pc == 2:
            _t787 = _NOT_YET
            _t788 = _NOT_YET
            _t789 = _NOT_YET
            _t790 = _NOT_YET
            _t793 = _NOT_YET
            _t794 = _NOT_YET
            _t795 = _NOT_YET
            _t796 = _NOT_YET
            _o = []
            for _t784 in _st_zones[(3 + L[0])]:
                if ((_c788[_t784] == L[1]) or (((_t790 if _t790 is not _NOT_YET else (_t790 := ((_t787 if _t787 is not _NOT_YET else (_t787 := _a790(st))) if (_t789 if _t789 is not _NOT_YET else (_t789 := ('asteroid_storm' in (_t788 if _t788 is not _NOT_YET else (_t788 := list(map(_c791.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c788[_t784] == (_t796 if _t796 is not _NOT_YET else (_t796 := ((_t793 if _t793 is not _NOT_YET else (_t793 := _a793(st))) if (_t795 if _t795 is not _NOT_YET else (_t795 := ('asteroid_storm' in (_t794 if _t794 is not _NOT_YET else (_t794 := list(map(_c791.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t784)
            fr[1] = 3
            if _offer794(st, L, _o): return True
            pc = 3
        if pc == 3:
            if (L[3] is None):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            pc = 8
        if pc == 5:
            pc = 6
        if pc == 6:
            _r = _run795(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit785(_k, st, _d0): raise _Runaway784()
            continue
        if pc == 8:
            _r = _run796(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k797)

# <rulerun alienz.rules: rank #264 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

