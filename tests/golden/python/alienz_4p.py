# <rulerun alienz.rules: check_end #0 41c68e37>
def _loop(st, L):
    for _t6 in (L[1] or ()):
        return _t6
    return None

# <rulerun alienz.rules: check_end #1 88a91209>
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
        if _st_log is not None: _st_log.append(('text', _audience2(st), [('player', _a3(st, L)), ' has the highest total, ', _plain4(L[0]), ', and wins']))
        _end_game5(st, L[1], True); return 3
    if _st_log is not None: _st_log.append(('text', _audience2(st), [_players_ref6(L[1]), ' tie for the highest total (', _plain4(L[0]), '): another round is played']))

# <rulerun alienz.rules: round #2 92578fa2>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[9] = _st_vars[9] + 1
    _st_vars[11] = False
    _st_vars[12] = False
    _st_vars[13] = False
    if _st_log is not None: _st_log.append(('text', _audience7(st), ['Round ', _plain8(_st_vars[9]), ': ', ('player', _st_vars[8]), ' deals and ', ('player', ((_st_vars[8] + 1) % 4)), ' plays first']))
    _t8 = (((_st_zones[19][:] + _st_zones[20][:]) + _st_zones[21][:]) + _st_zones[22][:])
    _t9 = 0
    if _t8 is not None:
        _move_cards9(st, _t8, _t9, True)
    _t10 = _st_zones[(2 if False else 1)][:]
    _t11 = 0
    if _t10 is not None:
        _move_cards9(st, _t10, _t11, True)
    _t12 = [_c for _i in [7 + _p for _p in _k10] for _c in _st_zones[_i]]
    _t13 = 0
    if _t12 is not None:
        _move_cards9(st, _t12, _t13, True)
    _t14 = ([_c for _i in [11 + _p for _p in _k11] for _c in _st_zones[_i]] + [_c for _i in [15 + _p for _p in _k12] for _c in _st_zones[_i]])
    _t15 = 0
    if _t14 is not None:
        _move_cards9(st, _t14, _t15, True)
    _t16 = [_c for _i in [3 + _p for _p in _k13] for _c in _st_zones[_i]]
    _t17 = 0
    if _t16 is not None:
        _move_cards9(st, _t16, _t17, True)
    _shuffle_zone14(st, 0)

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

# <rulerun alienz.rules: turn #7 cef26721>
def _loop(st):
    for _t18 in st.zones[20]:
        if (_c17[_t18] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #8 01aeb75c>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[10] = _st_vars[10] + 1
    if _st_log is not None: _st_log.append(('text', _audience15(st), ['Turn ', _plain16(_st_vars[10]), ': ', ('player', L[0])]))
    L[1] = (2 if _a18(st) else 1)

# <rulerun alienz.rules: turn #9 574c44c7>
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
        _move_cards19(st, _t20, _t21, False)

# <rulerun alienz.rules: turn #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #11 0eb38445>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t23 in (_range20(1, L[1]) or []):
        L[4] = _t23
        _t24 = _st_zones[(2 if False else 1)]
        _t25 = _l0
        _t26 = len(_t24)
        if _t26 <= 1 and _st_log is None:
            L[5] = _t24[0] if _t26 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t27 = st.chooser(_t26)
            else:
                _t27 = _st_bits(_t26.bit_length())
                while _t27 >= _t26: _t27 = _st_bits(_t26.bit_length())
            L[5] = _t24[_t27]; st.decisions += 1
        elif _decide23(st, L, _t24[:], _t25): raise _PlayoutCut21()
        _t28 = L[5]
        _t29 = (3 + _l0)
        if type(_t28) is int and _st_log is None:
            _t30 = _st_zones[_st_loc[_t28]]
            if _t30[-1] == _t28: _t30.pop()
            else: _t30.remove(_t28)
            _st_zones[_t29].append(_t28); _st_loc[_t28] = _t29
        elif _t28 is not None:
            _move_cards24(st, _t28, _t29, False)

# <rulerun alienz.rules: turn #12 9ef2c326>
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
            _move_cards25(st, _t31, _t32, False)

# <rulerun alienz.rules: turn #13 de29422d>
def _loop(st):
    for _t34 in st.zones[20]:
        if (_c26[_t34] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #14 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #15 26971a2e>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if _a27(st):
        _t36 = _st_zones[(3 + _l0)]
        if _offer29(st, L, _t36[:]): raise _PlayoutCut28()
        if (L[6] is not None):
            _t37 = L[6]
            _t38 = (7 + _l0)
            if type(_t37) is int and st.log is None:
                _t39 = _st_zones[_st_loc[_t37]]
                if _t39[-1] == _t37: _t39.pop()
                else: _t39.remove(_t37)
                _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
            elif _t37 is not None:
                _move_cards30(st, _t37, _t38, False)

# <rulerun alienz.rules: turn #16 a5f74eb7>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(('text', _audience31(st), [('player', L[0]), ' does not fly']))

# <rulerun alienz.rules: turn #17 30583de7>
def _native(st, L):
    return _range32(1, L[1])

# <rulerun alienz.rules: turn #18 5392936a>
def _native(st, L):
    return (2 if False else 1)

# <rulerun alienz.rules: turn #19 a45d98e2>
def _loop(st):
    for _t40 in st.zones[20]:
        if (_c33[_t40] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #20 7011db3c>
def _native(st, L):
    return _a34(st)

# <rulerun alienz.rules: turn #21 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: turn #22 cc2820ab>
def _loop(st):
    for _t44 in st.zones[22]:
        return _c36[_t44]
    return None

# <rulerun alienz.rules: turn #23 f5211e33>
def _loop(st):
    for _t47 in st.zones[20]:
        if (_c38[_t47] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #24 f86c77df>
def _loop(st):
    for _t54 in st.zones[22]:
        return _c42[_t54]
    return None

# <rulerun alienz.rules: turn #25 e6b9c2f7>
def _loop(st):
    for _t57 in st.zones[20]:
        if (_c44[_t57] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #26 933b6d64>
def _loop(st):
    for _t62 in st.zones[22]:
        return _c46[_t62]
    return None

# <rulerun alienz.rules: turn #27 4e2a2f1a>
def _loop(st):
    for _t65 in st.zones[20]:
        if (_c48[_t65] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #28 95b0b26f>
def _loop(st, L, _t42):
    _t56 = _NOT_YET
    _t59 = _NOT_YET
    _t60 = _NOT_YET
    _t61 = _NOT_YET
    _t64 = _NOT_YET
    _t67 = _NOT_YET
    _t68 = _NOT_YET
    _t69 = _NOT_YET
    _t53 = 0
    for _t52 in st.zones[(3 + L[0])]:
        if ((_t52 != _t42) and ((_c40[_t52] == _c41[_t42]) or (((_t61 if _t61 is not _NOT_YET else (_t61 := ((_t56 if _t56 is not _NOT_YET else (_t56 := _a43(st))) if (_t60 if _t60 is not _NOT_YET else (_t60 := (_t59 if _t59 is not _NOT_YET else (_t59 := _a45(st))))) else None))) is not None) and (_c40[_t52] == (_t69 if _t69 is not _NOT_YET else (_t69 := ((_t64 if _t64 is not _NOT_YET else (_t64 := _a47(st))) if (_t68 if _t68 is not _NOT_YET else (_t68 := (_t67 if _t67 is not _NOT_YET else (_t67 := _a49(st))))) else None))))))):
            _t53 += 1
    return _t53

# <rulerun alienz.rules: turn #29 b2eff427>
def _loop(st):
    for _t70 in st.zones[20]:
        if (_c51[_t70] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #30 bf845670>
def _loop(st, L):
    _t46 = _NOT_YET
    _t49 = _NOT_YET
    _t50 = _NOT_YET
    _t51 = _NOT_YET
    _t72 = _NOT_YET
    _t73 = _NOT_YET
    _t74 = _NOT_YET
    for _t42 in st.zones[(3 + L[0])]:
        if ((_c35[_t42] != (_t51 if _t51 is not _NOT_YET else (_t51 := ((_t46 if _t46 is not _NOT_YET else (_t46 := _a37(st))) if (_t50 if _t50 is not _NOT_YET else (_t50 := (_t49 if _t49 is not _NOT_YET else (_t49 := _a39(st))))) else None)))) and (_a50(st, L, _t42) >= (_t74 if _t74 is not _NOT_YET else (_t74 := (3 if (_t73 if _t73 is not _NOT_YET else (_t73 := (_t72 if _t72 is not _NOT_YET else (_t72 := _a52(st))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: is_event #31 5521fa87>
def _native(st, L):
    return (_c54[L[0]] is not None)

# <rulerun alienz.rules: turn #32 44ae167c>
def _loop(st):
    for _t75 in st.zones[22]:
        return _c56[_t75]
    return None

# <rulerun alienz.rules: turn #33 17b811e8>
def _loop(st):
    for _t77 in st.zones[20]:
        if (_c58[_t77] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #34 48845b47>
def _native(st, L):
    return (L[0] != (_a57(st) if _a59(st) else None))

# <rulerun alienz.rules: turn #35 36383128>
def _loop(st):
    for _t81 in st.zones[22]:
        return _c63[_t81]
    return None

# <rulerun alienz.rules: turn #36 6ce6e2eb>
def _loop(st):
    for _t84 in st.zones[20]:
        if (_c65[_t84] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #37 82cade70>
def _loop(st):
    for _t89 in st.zones[22]:
        return _c67[_t89]
    return None

# <rulerun alienz.rules: turn #38 9fc263a7>
def _loop(st):
    for _t92 in st.zones[20]:
        if (_c69[_t92] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: matching #39 66a90327>
def _native(st, L):
    _l1 = L[1]
    _t83 = _NOT_YET
    _t86 = _NOT_YET
    _t87 = _NOT_YET
    _t88 = _NOT_YET
    _t91 = _NOT_YET
    _t94 = _NOT_YET
    _t95 = _NOT_YET
    _t96 = _NOT_YET
    _t79 = 0
    for _t80 in st.zones[(3 + L[0])]:
        if ((_c62[_t80] == _l1) or (((_t88 if _t88 is not _NOT_YET else (_t88 := ((_t83 if _t83 is not _NOT_YET else (_t83 := _a64(st))) if (_t87 if _t87 is not _NOT_YET else (_t87 := (_t86 if _t86 is not _NOT_YET else (_t86 := _a66(st))))) else None))) is not None) and (_c62[_t80] == (_t96 if _t96 is not _NOT_YET else (_t96 := ((_t91 if _t91 is not _NOT_YET else (_t91 := _a68(st))) if (_t95 if _t95 is not _NOT_YET else (_t95 := (_t94 if _t94 is not _NOT_YET else (_t94 := _a70(st))))) else None)))))):
            _t79 += 1
    return _t79

# <rulerun alienz.rules: turn #40 f94365d9>
def _loop(st):
    for _t97 in st.zones[20]:
        if (_c72[_t97] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #41 062610f3>
def _native(st, L):
    _st_zones = st.zones
    return ((['no flight'] + (['private flight'] if _a53(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _d55(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d60(st, [_c61[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d71(st, [L[0], _c61[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a73(st) else 2))) else []))

# <rulerun alienz.rules: turn #42 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #43 6b05f4cc>
def _native(st, L):
    return (L[7] == 'private flight')

# <rulerun alienz.rules: turn #44 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #45 f5e8c659>
def _native(st, L):
    return (L[7] == 'commercial flight')

# <rulerun alienz.rules: turn #46 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #47 53ea81d7>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = _c74[_l1]
    _t99 = _l1
    _t100 = (15 + _l0)
    if type(_t99) is int and _st_log is None:
        _t101 = _st_zones[_st_loc[_t99]]
        if _t101[-1] == _t99: _t101.pop()
        else: _t101.remove(_t99)
        _st_zones[_t100].append(_t99); _st_loc[_t99] = _t100
    elif _t99 is not None:
        _move_cards75(st, _t99, _t100, False)
    if _st_log is not None: _st_log.append(('text', _audience76(st), [('player', _l0), ' opens a private flight to the ', _plain77(L[2]), ' planet']))

# <rulerun alienz.rules: private_flight #48 80c0be1e>
def _loop(st):
    for _t105 in st.zones[22]:
        return _c80[_t105]
    return None

# <rulerun alienz.rules: private_flight #49 1dcbc27f>
def _loop(st):
    for _t108 in st.zones[20]:
        if (_c82[_t108] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #50 708e21e1>
def _loop(st):
    for _t113 in st.zones[22]:
        return _c84[_t113]
    return None

# <rulerun alienz.rules: private_flight #51 219a3bd1>
def _loop(st):
    for _t116 in st.zones[20]:
        if (_c86[_t116] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #52 99e3f105>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i0l0 = _l2
    _i0 = [_i0l0, None, None, None, None]
    for _t102 in (_k78 or []):
        _i0[3] = _t102
        _t107 = _NOT_YET
        _t110 = _NOT_YET
        _t111 = _NOT_YET
        _t112 = _NOT_YET
        _t115 = _NOT_YET
        _t118 = _NOT_YET
        _t119 = _NOT_YET
        _t120 = _NOT_YET
        _t103 = []
        for _t104 in _st_zones[(7 + _t102)]:
            if ((_c79[_t104] == _i0l0) or (((_t112 if _t112 is not _NOT_YET else (_t112 := ((_t107 if _t107 is not _NOT_YET else (_t107 := _a81(st))) if (_t111 if _t111 is not _NOT_YET else (_t111 := (_t110 if _t110 is not _NOT_YET else (_t110 := _a83(st))))) else None))) is not None) and (_c79[_t104] == (_t120 if _t120 is not _NOT_YET else (_t120 := ((_t115 if _t115 is not _NOT_YET else (_t115 := _a85(st))) if (_t119 if _t119 is not _NOT_YET else (_t119 := (_t118 if _t118 is not _NOT_YET else (_t118 := _a87(st))))) else None)))))):
                _t103.append(_t104)
        _i0[4] = _t103
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(('text', _audience88(st), [('player', _t102), "'s queued aliens board the flight"]))
            _t121 = _i0[4]
            _t122 = (11 + _t102)
            if type(_t121) is list and _st_log is None:
                for _t123 in _t121:
                    _t124 = _st_zones[_st_loc[_t123]]
                    if _t124[-1] == _t123: _t124.pop()
                    else: _t124.remove(_t123)
                    _st_zones[_t122].append(_t123); _st_loc[_t123] = _t122
            elif _t121 is not None:
                _move_cards89(st, _t121, _t122, False)
    if _st_log is not None: _st_log.append(('text', _audience88(st), ['The flight to the ', _plain90(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #53 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #54 94e2abfd>
def _loop(st):
    for _t125 in st.zones[22]:
        return _c92[_t125]
    return None

# <rulerun alienz.rules: private_flight #55 1de7dc25>
def _loop(st):
    for _t127 in st.zones[20]:
        if (_c94[_t127] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #56 1dfdb521>
def _loop(st):
    for _t131 in st.zones[22]:
        return _c98[_t131]
    return None

# <rulerun alienz.rules: private_flight #57 27074588>
def _loop(st):
    for _t134 in st.zones[20]:
        if (_c100[_t134] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #58 81f8c283>
def _loop(st):
    for _t139 in st.zones[22]:
        return _c102[_t139]
    return None

# <rulerun alienz.rules: private_flight #59 6ee3f74b>
def _loop(st):
    for _t142 in st.zones[20]:
        if (_c104[_t142] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #60 dcb7b681>
def _loop(st, L):
    _l1 = L[1]
    _t133 = _NOT_YET
    _t136 = _NOT_YET
    _t137 = _NOT_YET
    _t138 = _NOT_YET
    _t141 = _NOT_YET
    _t144 = _NOT_YET
    _t145 = _NOT_YET
    _t146 = _NOT_YET
    _t130 = 0
    for _t129 in st.zones[(3 + L[0])]:
        if ((_t129 != _l1) and ((_c96[_t129] == _c97[_l1]) or (((_t138 if _t138 is not _NOT_YET else (_t138 := ((_t133 if _t133 is not _NOT_YET else (_t133 := _a99(st))) if (_t137 if _t137 is not _NOT_YET else (_t137 := (_t136 if _t136 is not _NOT_YET else (_t136 := _a101(st))))) else None))) is not None) and (_c96[_t129] == (_t146 if _t146 is not _NOT_YET else (_t146 := ((_t141 if _t141 is not _NOT_YET else (_t141 := _a103(st))) if (_t145 if _t145 is not _NOT_YET else (_t145 := (_t144 if _t144 is not _NOT_YET else (_t144 := _a105(st))))) else None))))))):
            _t130 += 1
    return _t130

# <rulerun alienz.rules: private_flight #61 a65cd5c5>
def _loop(st):
    for _t147 in st.zones[20]:
        if (_c107[_t147] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #62 059f5582>
def _native(st, L):
    return ((_c91[L[1]] != (_a93(st) if _a95(st) else None)) and (_a106(st, L) >= (3 if _a108(st) else 2)))

# <rulerun alienz.rules: private_flight #63 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #64 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #65 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #66 2b7688a2>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c109[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(('text', _audience110(st), [('player', _l0), ' takes the top card of the deck for a commercial flight to the ', _plain111(L[2]), ' planet']))
    _t149 = L[1]
    _t150 = (15 + _l0)
    if type(_t149) is int and _st_log is None:
        _t151 = _st_zones[_st_loc[_t149]]
        if _t151[-1] == _t149: _t151.pop()
        else: _t151.remove(_t149)
        _st_zones[_t150].append(_t149); _st_loc[_t149] = _t150
    elif _t149 is not None:
        _move_cards112(st, _t149, _t150, False)

# <rulerun alienz.rules: commercial_flight #67 ee3b835c>
def _loop(st):
    for _t155 in st.zones[22]:
        return _c115[_t155]
    return None

# <rulerun alienz.rules: commercial_flight #68 e203144a>
def _loop(st):
    for _t158 in st.zones[20]:
        if (_c117[_t158] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: commercial_flight #69 9600c5f2>
def _loop(st):
    for _t163 in st.zones[22]:
        return _c119[_t163]
    return None

# <rulerun alienz.rules: commercial_flight #70 0710c2ea>
def _loop(st):
    for _t166 in st.zones[20]:
        if (_c121[_t166] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: commercial_flight #71 17675bc8>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None]
    for _t152 in (_k113 or []):
        _i1[3] = _t152
        _t157 = _NOT_YET
        _t160 = _NOT_YET
        _t161 = _NOT_YET
        _t162 = _NOT_YET
        _t165 = _NOT_YET
        _t168 = _NOT_YET
        _t169 = _NOT_YET
        _t170 = _NOT_YET
        _t153 = []
        for _t154 in _st_zones[(7 + _t152)]:
            if ((_c114[_t154] == _i1l0) or (((_t162 if _t162 is not _NOT_YET else (_t162 := ((_t157 if _t157 is not _NOT_YET else (_t157 := _a116(st))) if (_t161 if _t161 is not _NOT_YET else (_t161 := (_t160 if _t160 is not _NOT_YET else (_t160 := _a118(st))))) else None))) is not None) and (_c114[_t154] == (_t170 if _t170 is not _NOT_YET else (_t170 := ((_t165 if _t165 is not _NOT_YET else (_t165 := _a120(st))) if (_t169 if _t169 is not _NOT_YET else (_t169 := (_t168 if _t168 is not _NOT_YET else (_t168 := _a122(st))))) else None)))))):
                _t153.append(_t154)
        _i1[4] = _t153
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(('text', _audience123(st), [('player', _t152), "'s queued aliens board the flight"]))
            _t171 = _i1[4]
            _t172 = (11 + _t152)
            if type(_t171) is list and _st_log is None:
                for _t173 in _t171:
                    _t174 = _st_zones[_st_loc[_t173]]
                    if _t174[-1] == _t173: _t174.pop()
                    else: _t174.remove(_t173)
                    _st_zones[_t172].append(_t173); _st_loc[_t173] = _t172
            elif _t171 is not None:
                _move_cards124(st, _t171, _t172, False)

# <rulerun alienz.rules: commercial_flight #72 2d1dc84c>
def _loop(st):
    for _t180 in st.zones[22]:
        return _c130[_t180]
    return None

# <rulerun alienz.rules: commercial_flight #73 78f66a76>
def _loop(st):
    for _t183 in st.zones[20]:
        if (_c132[_t183] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: commercial_flight #74 7e911de3>
def _loop(st):
    for _t188 in st.zones[22]:
        return _c134[_t188]
    return None

# <rulerun alienz.rules: commercial_flight #75 64d86acd>
def _loop(st):
    for _t191 in st.zones[20]:
        if (_c136[_t191] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: commercial_flight #76 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #77 77b3c303>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t175 in (_o125[_l0] or []):
        L[5] = _t175
        if not ((_t175 != _l0)): continue
        _i2l0 = _t175
        _i2l1 = L[2]
        _i2 = [_i2l0, _i2l1, None, None]
        _i2[2] = 0
        _t176 = 0; _t177 = st.decisions
        while True:
            _t176 += 1
            if _t176 > _LIMIT126[0] and _over_limit127(_t176, st, _t177): raise _Runaway128()
            _t182 = _NOT_YET
            _t185 = _NOT_YET
            _t186 = _NOT_YET
            _t187 = _NOT_YET
            _t190 = _NOT_YET
            _t193 = _NOT_YET
            _t194 = _NOT_YET
            _t195 = _NOT_YET
            _t178 = []
            for _t179 in _st_zones[(3 + _i2l0)]:
                if ((_c129[_t179] == _i2l1) or (((_t187 if _t187 is not _NOT_YET else (_t187 := ((_t182 if _t182 is not _NOT_YET else (_t182 := _a131(st))) if (_t186 if _t186 is not _NOT_YET else (_t186 := (_t185 if _t185 is not _NOT_YET else (_t185 := _a133(st))))) else None))) is not None) and (_c129[_t179] == (_t195 if _t195 is not _NOT_YET else (_t195 := ((_t190 if _t190 is not _NOT_YET else (_t190 := _a135(st))) if (_t194 if _t194 is not _NOT_YET else (_t194 := (_t193 if _t193 is not _NOT_YET else (_t193 := _a137(st))))) else None)))))): _t178.append(_t179)
            if _offer139(st, _i2, _t178): raise _PlayoutCut138()
            if (_i2[3] is None):
                break
            _t196 = _i2[3]
            _t197 = (11 + _i2l0)
            if type(_t196) is int and _st_log is None:
                _t198 = _st_zones[_st_loc[_t196]]
                if _t198[-1] == _t196: _t198.pop()
                else: _t198.remove(_t196)
                _st_zones[_t197].append(_t196); _st_loc[_t196] = _t197
            elif _t196 is not None:
                _move_cards140(st, _t196, _t197, False)
            _i2[2] = _i2[2] + 1
        if (_i2[2] > 0):
            if _st_log is not None: _st_log.append(('text', _audience141(st), [('player', _i2l0), ' joins the flight with ', _plain142(_i2[2]), ' ', _plain142(('alien' if (_i2[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(('text', _audience141(st), [('player', _i2l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #78 3be48c01>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(('text', _audience143(st), ['The flight to the ', _plain144(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(('text', _audience143(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo145(1)

# <rulerun alienz.rules: commercial_flight #79 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #80 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #81 631522ba>
def _native(st, L):
    return _o146[L[0]]

# <rulerun alienz.rules: commercial_flight #82 b3f5971e>
def _native(st, L):
    return (L[5] != L[0])

# <rulerun alienz.rules: commercial_flight #83 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun alienz.rules: commercial_flight #84 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: board_own #85 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: board_own #86 3c97e090>
def _native(st, L):
    L[3] = None

# <rulerun alienz.rules: board_own #87 72ee40f7>
def _native(st, L):
    L[3] = L[4]

# <rulerun alienz.rules: board_own #88 0bb88ff2>
def _native(st, L):
    L[3] = L[5]

# <rulerun alienz.rules: board_own #89 cd602278>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t199 = L[3]
    _t200 = (11 + L[0])
    if type(_t199) is int and st.log is None:
        _t201 = _st_zones[_st_loc[_t199]]
        if _t201[-1] == _t199: _t201.pop()
        else: _t201.remove(_t199)
        _st_zones[_t200].append(_t199); _st_loc[_t199] = _t200
    elif _t199 is not None:
        _move_cards147(st, _t199, _t200, False)
    L[2] = L[2] + 1

# <rulerun alienz.rules: board_own #90 70b0cdd9>
def _loop(st):
    for _t204 in st.zones[20]:
        if (_c151[_t204] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #91 5ab19e1b>
def _loop(st):
    for _t208 in st.zones[22]:
        return _c154[_t208]
    return None

# <rulerun alienz.rules: board_own #92 93d148ae>
def _loop(st):
    for _t211 in st.zones[20]:
        if (_c156[_t211] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #93 2fea0f85>
def _loop(st):
    for _t216 in st.zones[22]:
        return _c158[_t216]
    return None

# <rulerun alienz.rules: board_own #94 c2a3f555>
def _loop(st):
    for _t219 in st.zones[20]:
        if (_c160[_t219] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #95 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #96 ecf2c5a9>
def _loop(st):
    for _t229 in st.zones[22]:
        return _c165[_t229]
    return None

# <rulerun alienz.rules: board_own #97 19462f22>
def _loop(st):
    for _t232 in st.zones[20]:
        if (_c167[_t232] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #98 17cf9d9e>
def _loop(st):
    for _t237 in st.zones[22]:
        return _c169[_t237]
    return None

# <rulerun alienz.rules: board_own #99 1e29a2d3>
def _loop(st):
    for _t240 in st.zones[20]:
        if (_c171[_t240] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #100 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #101 40af7512>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t202 = 0; _t203 = st.decisions
    while True:
        _t202 += 1
        if _t202 > _LIMIT148[0] and _over_limit149(_t202, st, _t203): raise _Runaway150()
        L[3] = None
        if (L[2] < (3 if _a152(st) else 2)):
            _t210 = _NOT_YET
            _t213 = _NOT_YET
            _t214 = _NOT_YET
            _t215 = _NOT_YET
            _t218 = _NOT_YET
            _t221 = _NOT_YET
            _t222 = _NOT_YET
            _t223 = _NOT_YET
            _t206 = []
            for _t207 in _st_zones[(3 + _l0)]:
                if ((_c153[_t207] == _l1) or (((_t215 if _t215 is not _NOT_YET else (_t215 := ((_t210 if _t210 is not _NOT_YET else (_t210 := _a155(st))) if (_t214 if _t214 is not _NOT_YET else (_t214 := (_t213 if _t213 is not _NOT_YET else (_t213 := _a157(st))))) else None))) is not None) and (_c153[_t207] == (_t223 if _t223 is not _NOT_YET else (_t223 := ((_t218 if _t218 is not _NOT_YET else (_t218 := _a159(st))) if (_t222 if _t222 is not _NOT_YET else (_t222 := (_t221 if _t221 is not _NOT_YET else (_t221 := _a161(st))))) else None)))))): _t206.append(_t207)
            _t224 = _l0
            _t225 = len(_t206)
            if _t225 <= 1 and _st_log is None:
                L[4] = _t206[0] if _t225 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t226 = st.chooser(_t225)
                else:
                    _t226 = _st_bits(_t225.bit_length())
                    while _t226 >= _t225: _t226 = _st_bits(_t225.bit_length())
                L[4] = _t206[_t226]; st.decisions += 1
            elif _decide164(st, L, _t206, _t224): raise _PlayoutCut162()
            L[3] = L[4]
        else:
            _t231 = _NOT_YET
            _t234 = _NOT_YET
            _t235 = _NOT_YET
            _t236 = _NOT_YET
            _t239 = _NOT_YET
            _t242 = _NOT_YET
            _t243 = _NOT_YET
            _t244 = _NOT_YET
            _t227 = []
            for _t228 in _st_zones[(3 + _l0)]:
                if ((_c153[_t228] == _l1) or (((_t236 if _t236 is not _NOT_YET else (_t236 := ((_t231 if _t231 is not _NOT_YET else (_t231 := _a166(st))) if (_t235 if _t235 is not _NOT_YET else (_t235 := (_t234 if _t234 is not _NOT_YET else (_t234 := _a168(st))))) else None))) is not None) and (_c153[_t228] == (_t244 if _t244 is not _NOT_YET else (_t244 := ((_t239 if _t239 is not _NOT_YET else (_t239 := _a170(st))) if (_t243 if _t243 is not _NOT_YET else (_t243 := (_t242 if _t242 is not _NOT_YET else (_t242 := _a172(st))))) else None)))))): _t227.append(_t228)
            if _offer173(st, L, _t227): raise _PlayoutCut162()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t245 = L[3]
        _t246 = (11 + _l0)
        if type(_t245) is int and _st_log is None:
            _t247 = _st_zones[_st_loc[_t245]]
            if _t247[-1] == _t245: _t247.pop()
            else: _t247.remove(_t245)
            _st_zones[_t246].append(_t245); _st_loc[_t245] = _t246
        elif _t245 is not None:
            _move_cards174(st, _t245, _t246, False)
        L[2] = L[2] + 1

# <rulerun alienz.rules: board_own #102 40df71ea>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(('text', _audience175(st), [('player', L[0]), ' flies ', _plain176(_l2), ' ', _plain176(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain176(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #103 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #104 019b9a7b>
def _loop(st):
    for _t248 in st.zones[20]:
        if (_c177[_t248] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #105 e096e3a0>
def _native(st, L):
    return (L[2] < (3 if _a178(st) else 2))

# <rulerun alienz.rules: board_own #106 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #107 3ecaa370>
def _loop(st):
    for _t250 in st.zones[22]:
        return _c180[_t250]
    return None

# <rulerun alienz.rules: board_own #108 1d072711>
def _loop(st):
    for _t252 in st.zones[20]:
        if (_c182[_t252] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #109 7beb7b92>
def _loop(st):
    for _t254 in st.zones[22]:
        return _c184[_t254]
    return None

# <rulerun alienz.rules: board_own #110 69cddc97>
def _loop(st):
    for _t256 in st.zones[20]:
        if (_c186[_t256] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #111 eecf2762>
def _native(st, L):
    _l4 = L[4]
    return ((_c179[_l4] == L[1]) or (((_a181(st) if _a183(st) else None) is not None) and (_c179[_l4] == (_a185(st) if _a187(st) else None))))

# <rulerun alienz.rules: board_own #112 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #113 e1ac5f25>
def _loop(st):
    for _t258 in st.zones[22]:
        return _c189[_t258]
    return None

# <rulerun alienz.rules: board_own #114 8b385fda>
def _loop(st):
    for _t260 in st.zones[20]:
        if (_c191[_t260] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #115 a62d3f9c>
def _loop(st):
    for _t262 in st.zones[22]:
        return _c193[_t262]
    return None

# <rulerun alienz.rules: board_own #116 0ca9eac2>
def _loop(st):
    for _t264 in st.zones[20]:
        if (_c195[_t264] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #117 3e8b9f26>
def _native(st, L):
    _l5 = L[5]
    return ((_c188[_l5] == L[1]) or (((_a190(st) if _a192(st) else None) is not None) and (_c188[_l5] == (_a194(st) if _a196(st) else None))))

# <rulerun alienz.rules: board_own #118 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #119 edc29576>
def _loop(st):
    for _t269 in st.zones[22]:
        return _c199[_t269]
    return None

# <rulerun alienz.rules: board_queue #120 a8c7efc8>
def _loop(st):
    for _t272 in st.zones[20]:
        if (_c201[_t272] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_queue #121 dee21f7d>
def _loop(st):
    for _t277 in st.zones[22]:
        return _c203[_t277]
    return None

# <rulerun alienz.rules: board_queue #122 b9c631da>
def _loop(st):
    for _t280 in st.zones[20]:
        if (_c205[_t280] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_queue #123 f1fac756>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t266 in (_k197 or []):
        L[3] = _t266
        _t271 = _NOT_YET
        _t274 = _NOT_YET
        _t275 = _NOT_YET
        _t276 = _NOT_YET
        _t279 = _NOT_YET
        _t282 = _NOT_YET
        _t283 = _NOT_YET
        _t284 = _NOT_YET
        _t267 = []
        for _t268 in _st_zones[(7 + _t266)]:
            if ((_c198[_t268] == _l0) or (((_t276 if _t276 is not _NOT_YET else (_t276 := ((_t271 if _t271 is not _NOT_YET else (_t271 := _a200(st))) if (_t275 if _t275 is not _NOT_YET else (_t275 := (_t274 if _t274 is not _NOT_YET else (_t274 := _a202(st))))) else None))) is not None) and (_c198[_t268] == (_t284 if _t284 is not _NOT_YET else (_t284 := ((_t279 if _t279 is not _NOT_YET else (_t279 := _a204(st))) if (_t283 if _t283 is not _NOT_YET else (_t283 := (_t282 if _t282 is not _NOT_YET else (_t282 := _a206(st))))) else None)))))):
                _t267.append(_t268)
        L[4] = _t267
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(('text', _audience207(st), [('player', _t266), "'s queued aliens board the flight"]))
            _t285 = L[4]
            _t286 = (11 + _t266)
            if type(_t285) is list and _st_log is None:
                for _t287 in _t285:
                    _t288 = _st_zones[_st_loc[_t287]]
                    if _t288[-1] == _t287: _t288.pop()
                    else: _t288.remove(_t287)
                    _st_zones[_t286].append(_t287); _st_loc[_t287] = _t286
            elif _t285 is not None:
                _move_cards208(st, _t285, _t286, False)

# <rulerun alienz.rules: join #124 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #125 09236f08>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t289 = L[3]
    _t290 = (11 + L[0])
    if type(_t289) is int and st.log is None:
        _t291 = _st_zones[_st_loc[_t289]]
        if _t291[-1] == _t289: _t291.pop()
        else: _t291.remove(_t289)
        _st_zones[_t290].append(_t289); _st_loc[_t289] = _t290
    elif _t289 is not None:
        _move_cards209(st, _t289, _t290, False)
    L[2] = L[2] + 1

# <rulerun alienz.rules: join #126 2dcb7623>
def _loop(st):
    for _t296 in st.zones[22]:
        return _c214[_t296]
    return None

# <rulerun alienz.rules: join #127 7fc6862c>
def _loop(st):
    for _t299 in st.zones[20]:
        if (_c216[_t299] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #128 e9a4a99d>
def _loop(st):
    for _t304 in st.zones[22]:
        return _c218[_t304]
    return None

# <rulerun alienz.rules: join #129 fecf2473>
def _loop(st):
    for _t307 in st.zones[20]:
        if (_c220[_t307] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #130 eadb914a>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    _t292 = 0; _t293 = st.decisions
    while True:
        _t292 += 1
        if _t292 > _LIMIT210[0] and _over_limit211(_t292, st, _t293): raise _Runaway212()
        _t298 = _NOT_YET
        _t301 = _NOT_YET
        _t302 = _NOT_YET
        _t303 = _NOT_YET
        _t306 = _NOT_YET
        _t309 = _NOT_YET
        _t310 = _NOT_YET
        _t311 = _NOT_YET
        _t294 = []
        for _t295 in _st_zones[(3 + _l0)]:
            if ((_c213[_t295] == L[1]) or (((_t303 if _t303 is not _NOT_YET else (_t303 := ((_t298 if _t298 is not _NOT_YET else (_t298 := _a215(st))) if (_t302 if _t302 is not _NOT_YET else (_t302 := (_t301 if _t301 is not _NOT_YET else (_t301 := _a217(st))))) else None))) is not None) and (_c213[_t295] == (_t311 if _t311 is not _NOT_YET else (_t311 := ((_t306 if _t306 is not _NOT_YET else (_t306 := _a219(st))) if (_t310 if _t310 is not _NOT_YET else (_t310 := (_t309 if _t309 is not _NOT_YET else (_t309 := _a221(st))))) else None)))))): _t294.append(_t295)
        if _offer223(st, L, _t294): raise _PlayoutCut222()
        if (L[3] is None):
            break
        _t312 = L[3]
        _t313 = (11 + _l0)
        if type(_t312) is int and st.log is None:
            _t314 = _st_zones[_st_loc[_t312]]
            if _t314[-1] == _t312: _t314.pop()
            else: _t314.remove(_t312)
            _st_zones[_t313].append(_t312); _st_loc[_t312] = _t313
        elif _t312 is not None:
            _move_cards224(st, _t312, _t313, False)
        L[2] = L[2] + 1

# <rulerun alienz.rules: join #131 0c2f601a>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(('text', _audience225(st), [('player', _l0), ' joins the flight with ', _plain226(_l2), ' ', _plain226(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(('text', _audience225(st), [('player', _l0), ' does not join']))

# <rulerun alienz.rules: join #132 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #133 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #134 a90a8d8c>
def _loop(st):
    for _t315 in st.zones[22]:
        return _c228[_t315]
    return None

# <rulerun alienz.rules: join #135 a3666b72>
def _loop(st):
    for _t317 in st.zones[20]:
        if (_c230[_t317] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #136 32ef1457>
def _loop(st):
    for _t319 in st.zones[22]:
        return _c232[_t319]
    return None

# <rulerun alienz.rules: join #137 6d1ce4f2>
def _loop(st):
    for _t321 in st.zones[20]:
        if (_c234[_t321] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #138 4f0da489>
def _native(st, L):
    _l3 = L[3]
    return ((_c227[_l3] == L[1]) or (((_a229(st) if _a231(st) else None) is not None) and (_c227[_l3] == (_a233(st) if _a235(st) else None))))

# <rulerun alienz.rules: join #139 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: refill #140 c39ce132>
def _native(st, L):
    _st_zones = st.zones
    _t325 = _st_zones[0]
    _t324 = (2 if False else 1)
    if st.log is None and _t325:
        _t323 = _t325.pop(); _st_zones[_t324].append(_t323); st.loc[_t323] = _t324
    elif _t325:
        _move_cards236(st, _t325[-1], _t324, False)

# <rulerun alienz.rules: refill #141 b2e7eb2d>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0]))

# <rulerun alienz.rules: surface #142 e176c473>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(('text', _audience237(st), ['The deck shows the ', _plain239(_c238[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: surface #143 2aee32aa>
def _native(st, L):
    _st_zones = st.zones
    return ((not not _st_zones[0]) and _d240(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))

# <rulerun alienz.rules: surface #144 bb64b28a>
def _native(st, L):
    return (_z[-1] if (_z := st.zones[0]) else None)

# <rulerun alienz.rules: reveal_event #145 5a6bac11>
def _loop(st):
    _t330 = 0
    for _t329 in st.zones[0]:
        if (_c244[_t329] is not None):
            _t330 += 1
    return _t330

# <rulerun alienz.rules: reveal_event #146 2e8d44c6>
def _loop(st):
    _t332 = 0
    for _t331 in st.zones[0]:
        if (_c247[_t331] is not None):
            _t332 += 1
    return _t332

# <rulerun alienz.rules: reveal_event #147 9edbcbf3>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t326 = _l0
    _t327 = 19
    if type(_t326) is int and _st_log is None:
        _t328 = _st_zones[_st_loc[_t326]]
        if _t328[-1] == _t326: _t328.pop()
        else: _t328.remove(_t326)
        _st_zones[_t327].append(_t326); _st_loc[_t326] = _t327
    elif _t326 is not None:
        _move_cards241(st, _t326, _t327, False)
    if _st_log is not None: _st_log.append(('text', _audience242(st), ['Event revealed: ', _card_ref243(st, _l0), ' (', _plain246((5 - _a245(st))), ' of 5)']))
    if (_a248(st) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(('text', _audience242(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(('text', _audience242(st), ['The 5th event: the round ends']))
        raise _ExitTo249(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(('text', _audience242(st), [_card_ref243(st, _l0), ' takes effect after the flight']))
        return 2

# <rulerun alienz.rules: resolve_events #148 f80ce77e>
def _native(st, L):
    _st_vars = st.vars
    if _st_vars[12]:
        return 2
    _st_vars[12] = True

# <rulerun alienz.rules: resolve_events #149 7be6cd3a>
def _native(st, L):
    st.vars[12] = False

# <rulerun alienz.rules: resolve_events #150 2e27ed44>
def _native(st, L):
    return (not not st.zones[19])

# <rulerun alienz.rules: resolve_events #151 477cd9a0>
def _native(st, L):
    return (_z[0] if (_z := st.zones[19]) else None)

# <rulerun alienz.rules: take_effect #152 32df742f>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (_c250[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(('text', _audience251(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(('text', _audience251(st), ['Clear Sky cancels ', _cards_ref252(st, _st_zones[20][:])]))
        _t333 = 20
        _t334 = 21
        if _st_log is None and _t333 != _t334:
            _t335 = _st_zones[_t333]; _st_zones[_t334] += _t335
            for _t336 in _t335: _st_loc[_t336] = _t334
            _t335.clear()
        else:
            _move_cards253(st, _st_zones[_t333][:], _t334, False)
        _t337 = _l0
        _t338 = 21
        if type(_t337) is int and _st_log is None:
            _t339 = _st_zones[_st_loc[_t337]]
            if _t339[-1] == _t337: _t339.pop()
            else: _t339.remove(_t337)
            _st_zones[_t338].append(_t337); _st_loc[_t337] = _t338
        elif _t337 is not None:
            _move_cards253(st, _t337, _t338, False)
        return 2
    _t340 = _l0
    _t341 = 20
    if type(_t340) is int and _st_log is None:
        _t342 = _st_zones[_st_loc[_t340]]
        if _t342[-1] == _t340: _t342.pop()
        else: _t342.remove(_t340)
        _st_zones[_t341].append(_t340); _st_loc[_t340] = _t341
    elif _t340 is not None:
        _move_cards253(st, _t340, _t341, False)

# <rulerun alienz.rules: take_effect #153 6d117953>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(('text', _audience254(st), ['Queue: once per turn the active player may queue one alien before the flight']))

# <rulerun alienz.rules: take_effect #154 a8fa7d31>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(('text', _audience255(st), ['Rush Hour: every turn takes two aliens and refills two slots']))

# <rulerun alienz.rules: take_effect #155 bafaac56>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(('text', _audience256(st), ['Group: a flight needs 3 aliens from the flyer']))

# <rulerun alienz.rules: take_effect #156 3db0dc29>
def _native(st, L):
    return (_c257[L[0]] == 'queueing')

# <rulerun alienz.rules: take_effect #157 9eab70bc>
def _native(st, L):
    return (_c258[L[0]] == 'rush_hour')

# <rulerun alienz.rules: take_effect #158 e230ab9f>
def _native(st, L):
    return (_c259[L[0]] == 'group')

# <rulerun alienz.rules: storm_flip #159 b271b306>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t343 = L[0]
    _t344 = 22
    if type(_t343) is int and _st_log is None:
        _t345 = _st_zones[_st_loc[_t343]]
        if _t345[-1] == _t343: _t345.pop()
        else: _t345.remove(_t343)
        _st_zones[_t344].append(_t343); _st_loc[_t343] = _t344
    elif _t343 is not None:
        _move_cards260(st, _t343, _t344, False)
    if _st_log is not None: _st_log.append(('text', _audience261(st), ['Asteroid Storm: flights to the ', _plain263(_c262[L[0]]), ' planet are forbidden and ', _plain263(_c262[L[0]]), ' aliens are wild']))

# <rulerun alienz.rules: scoring #160 94aeb490>
def _loop(st, _t346, _t347):
    _t350 = 0
    for _t349 in st.zones[(11 + _t346)]:
        if (_c267[_t349] == _t347):
            _t350 += 1
    return _t350

# <rulerun alienz.rules: scoring #161 8942b82c>
def _loop(st, _t346, _t347):
    _t352 = 0
    for _t351 in st.zones[(15 + _t346)]:
        if (_c269[_t351] == _t347):
            _t352 += 1
    return _t352

# <rulerun alienz.rules: scoring #162 8bddbaaf>
def _loop(st, _t346):
    _t348 = 0
    for _t347 in (_k266 or ()):
        if ((_a268(st, _t346, _t347) + _a270(st, _t346, _t347)) > 0):
            _t348 += 1
    return _t348

# <rulerun alienz.rules: scoring #163 3e736695>
def _loop(st, _t346, _t353):
    _t356 = 0
    for _t355 in st.zones[(11 + _t346)]:
        if (_c273[_t355] == _t353):
            _t356 += 1
    return _t356

# <rulerun alienz.rules: scoring #164 3cbc160c>
def _loop(st, _t346, _t353):
    _t358 = 0
    for _t357 in st.zones[(15 + _t346)]:
        if (_c275[_t357] == _t353):
            _t358 += 1
    return _t358

# <rulerun alienz.rules: scoring #165 a06ea6c8>
def _loop(st, _t346, _t353):
    _t360 = 0
    for _t359 in st.zones[(11 + _t346)]:
        if (_c277[_t359] == _t353):
            _t360 += 1
    return _t360

# <rulerun alienz.rules: scoring #166 71411d4f>
def _loop(st, _t346, _t353):
    _t362 = 0
    for _t361 in st.zones[(15 + _t346)]:
        if (_c279[_t361] == _t353):
            _t362 += 1
    return _t362

# <rulerun alienz.rules: scoring #167 9a35f87a>
def _loop(st, _t353, _t363):
    _t366 = 0
    for _t365 in st.zones[(11 + _t363)]:
        if (_c282[_t365] == _t353):
            _t366 += 1
    return _t366

# <rulerun alienz.rules: scoring #168 5c2b761e>
def _loop(st, _t353, _t363):
    _t368 = 0
    for _t367 in st.zones[(15 + _t363)]:
        if (_c284[_t367] == _t353):
            _t368 += 1
    return _t368

# <rulerun alienz.rules: scoring #169 c0b0f673>
def _loop(st, _t353):
    _t364 = None
    for _t363 in (_k281 or ()):
        _t369 = (_a283(st, _t353, _t363) + _a285(st, _t353, _t363))
        if _t364 is None or _t369 > _t364:
            _t364 = _t369
    return _t364

# <rulerun alienz.rules: scoring #170 6b965351>
def _loop(st, _t346, _t353):
    _t371 = 0
    for _t370 in st.zones[(11 + _t346)]:
        if (_c287[_t370] == _t353):
            _t371 += 1
    return _t371

# <rulerun alienz.rules: scoring #171 7befc640>
def _loop(st, _t346, _t353):
    _t373 = 0
    for _t372 in st.zones[(15 + _t346)]:
        if (_c289[_t372] == _t353):
            _t373 += 1
    return _t373

# <rulerun alienz.rules: scoring #172 26b453f8>
def _loop(st, _t346):
    _t354 = 0
    for _t353 in (_k272 or ()):
        if (((_a274(st, _t346, _t353) + _a276(st, _t346, _t353)) > 0) and ((_a278(st, _t346, _t353) + _a280(st, _t346, _t353)) == _a286(st, _t353))):
            _t354 += (_a288(st, _t346, _t353) + _a290(st, _t346, _t353))
    return _t354

# <rulerun alienz.rules: scoring #173 472caa5f>
def _loop(st, _t346, _t374):
    _t377 = 0
    for _t376 in st.zones[(11 + _t346)]:
        if (_c293[_t376] == _t374):
            _t377 += 1
    return _t377

# <rulerun alienz.rules: scoring #174 f5d680ae>
def _loop(st, _t346, _t374):
    _t379 = 0
    for _t378 in st.zones[(15 + _t346)]:
        if (_c295[_t378] == _t374):
            _t379 += 1
    return _t379

# <rulerun alienz.rules: scoring #175 4bf6aebd>
def _loop(st, _t374, _t380):
    _t383 = 0
    for _t382 in st.zones[(11 + _t380)]:
        if (_c298[_t382] == _t374):
            _t383 += 1
    return _t383

# <rulerun alienz.rules: scoring #176 e84e509b>
def _loop(st, _t374, _t380):
    _t385 = 0
    for _t384 in st.zones[(15 + _t380)]:
        if (_c300[_t384] == _t374):
            _t385 += 1
    return _t385

# <rulerun alienz.rules: scoring #177 782962ff>
def _loop(st, _t346, _t374):
    for _t380 in (_k297 or ()):
        if not (((_t380 == _t346) or ((_a299(st, _t374, _t380) + _a301(st, _t374, _t380)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #178 8462ecfb>
def _loop(st, _t346):
    _t375 = 0
    for _t374 in (_k292 or ()):
        if (((_a294(st, _t346, _t374) + _a296(st, _t346, _t374)) > 0) and _a302(st, _t346, _t374)):
            _t375 += 1
    return _t375

# <rulerun alienz.rules: scoring #179 a3329e7c>
def _loop(st, _t386, _t387):
    _t389 = 0
    for _t388 in st.zones[(11 + _t386)]:
        if (_c306[_t388] == _t387):
            _t389 += 1
    return _t389

# <rulerun alienz.rules: scoring #180 f2a00149>
def _loop(st, _t386, _t387):
    _t391 = 0
    for _t390 in st.zones[(15 + _t386)]:
        if (_c308[_t390] == _t387):
            _t391 += 1
    return _t391

# <rulerun alienz.rules: scoring #181 bfb37097>
def _loop(st, _t386, _t387):
    _t393 = 0
    for _t392 in st.zones[(11 + _t386)]:
        if (_c311[_t392] == _t387):
            _t393 += 1
    return _t393

# <rulerun alienz.rules: scoring #182 e1800712>
def _loop(st, _t386, _t387):
    _t395 = 0
    for _t394 in st.zones[(15 + _t386)]:
        if (_c313[_t394] == _t387):
            _t395 += 1
    return _t395

# <rulerun alienz.rules: scoring #183 68d7eb7c>
def _loop(st, _t386, _t396):
    _t399 = 0
    for _t398 in st.zones[(11 + _t386)]:
        if (_c317[_t398] == _t396):
            _t399 += 1
    return _t399

# <rulerun alienz.rules: scoring #184 53f2c1c4>
def _loop(st, _t386, _t396):
    _t401 = 0
    for _t400 in st.zones[(15 + _t386)]:
        if (_c319[_t400] == _t396):
            _t401 += 1
    return _t401

# <rulerun alienz.rules: scoring #185 5509f1b5>
def _loop(st, _t386):
    _t397 = 0
    for _t396 in (_k316 or ()):
        if ((_a318(st, _t386, _t396) + _a320(st, _t386, _t396)) > 0):
            _t397 += 1
    return _t397

# <rulerun alienz.rules: scoring #186 94ab0e4e>
def _loop(st, _t386, _t402):
    _t405 = 0
    for _t404 in st.zones[(11 + _t386)]:
        if (_c323[_t404] == _t402):
            _t405 += 1
    return _t405

# <rulerun alienz.rules: scoring #187 00d7e4e0>
def _loop(st, _t386, _t402):
    _t407 = 0
    for _t406 in st.zones[(15 + _t386)]:
        if (_c325[_t406] == _t402):
            _t407 += 1
    return _t407

# <rulerun alienz.rules: scoring #188 6ee9ad75>
def _loop(st, _t386, _t402):
    _t409 = 0
    for _t408 in st.zones[(11 + _t386)]:
        if (_c327[_t408] == _t402):
            _t409 += 1
    return _t409

# <rulerun alienz.rules: scoring #189 d6540463>
def _loop(st, _t386, _t402):
    _t411 = 0
    for _t410 in st.zones[(15 + _t386)]:
        if (_c329[_t410] == _t402):
            _t411 += 1
    return _t411

# <rulerun alienz.rules: scoring #190 53c3ef66>
def _loop(st, _t402, _t412):
    _t415 = 0
    for _t414 in st.zones[(11 + _t412)]:
        if (_c332[_t414] == _t402):
            _t415 += 1
    return _t415

# <rulerun alienz.rules: scoring #191 d434a9a4>
def _loop(st, _t402, _t412):
    _t417 = 0
    for _t416 in st.zones[(15 + _t412)]:
        if (_c334[_t416] == _t402):
            _t417 += 1
    return _t417

# <rulerun alienz.rules: scoring #192 4ad2f075>
def _loop(st, _t402):
    _t413 = None
    for _t412 in (_k331 or ()):
        _t418 = (_a333(st, _t402, _t412) + _a335(st, _t402, _t412))
        if _t413 is None or _t418 > _t413:
            _t413 = _t418
    return _t413

# <rulerun alienz.rules: scoring #193 d0626c27>
def _loop(st, _t386, _t402):
    _t420 = 0
    for _t419 in st.zones[(11 + _t386)]:
        if (_c337[_t419] == _t402):
            _t420 += 1
    return _t420

# <rulerun alienz.rules: scoring #194 7933d980>
def _loop(st, _t386, _t402):
    _t422 = 0
    for _t421 in st.zones[(15 + _t386)]:
        if (_c339[_t421] == _t402):
            _t422 += 1
    return _t422

# <rulerun alienz.rules: scoring #195 2b2b741e>
def _loop(st, _t386):
    _t403 = 0
    for _t402 in (_k322 or ()):
        if (((_a324(st, _t386, _t402) + _a326(st, _t386, _t402)) > 0) and ((_a328(st, _t386, _t402) + _a330(st, _t386, _t402)) == _a336(st, _t402))):
            _t403 += (_a338(st, _t386, _t402) + _a340(st, _t386, _t402))
    return _t403

# <rulerun alienz.rules: scoring #196 2d166388>
def _loop(st, _t386, _t423):
    _t426 = 0
    for _t425 in st.zones[(11 + _t386)]:
        if (_c343[_t425] == _t423):
            _t426 += 1
    return _t426

# <rulerun alienz.rules: scoring #197 822faf8d>
def _loop(st, _t386, _t423):
    _t428 = 0
    for _t427 in st.zones[(15 + _t386)]:
        if (_c345[_t427] == _t423):
            _t428 += 1
    return _t428

# <rulerun alienz.rules: scoring #198 a49b3b16>
def _loop(st, _t423, _t429):
    _t432 = 0
    for _t431 in st.zones[(11 + _t429)]:
        if (_c348[_t431] == _t423):
            _t432 += 1
    return _t432

# <rulerun alienz.rules: scoring #199 37a5e340>
def _loop(st, _t423, _t429):
    _t434 = 0
    for _t433 in st.zones[(15 + _t429)]:
        if (_c350[_t433] == _t423):
            _t434 += 1
    return _t434

# <rulerun alienz.rules: scoring #200 0c9e502f>
def _loop(st, _t386, _t423):
    for _t429 in (_k347 or ()):
        if not (((_t429 == _t386) or ((_a349(st, _t423, _t429) + _a351(st, _t423, _t429)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #201 b167768e>
def _loop(st, _t386):
    _t424 = 0
    for _t423 in (_k342 or ()):
        if (((_a344(st, _t386, _t423) + _a346(st, _t386, _t423)) > 0) and _a352(st, _t386, _t423)):
            _t424 += 1
    return _t424

# <rulerun alienz.rules: scoring #202 d3b2b8b9>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k264)
    for _t346 in (_k265 or []):
        L[2] = _t346
        _st_vars[4 + _t346] = (((((2 * (len(_st_zones[(11 + _t346)]) + len(_st_zones[(15 + _t346)]))) - (2 * len(_st_zones[(3 + _t346)]))) + _a271(st, _t346)) + _a291(st, _t346)) + (5 * _a303(st, _t346)))
    for _t386 in (_k304 or []):
        L[5] = _t386
        _st_vars[0 + _t386] = _st_vars[0 + _t386] + _st_vars[4 + _t386]
        L[6] = ''
        for _t387 in (_k305 or []):
            L[9] = _t387
            if not (((_a307(st, _t386, _t387) + _a309(st, _t386, _t387)) > 0)): continue
            L[6] = ((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain310(_t387) + ' ' + _plain310((_a312(st, _t386, _t387) + _a314(st, _t386, _t387)))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(('text', _audience315(st), [('player', _t386), "'s score pile:", _plain310(L[6]), '; queued aliens set aside: ', _plain310(len(_st_zones[(7 + _t386)]))]))
        if _st_log is not None: _st_log.append(('text', _audience315(st), [('player', _t386), ' scores ', _plain310(_st_vars[4 + _t386]), ': +', _plain310((2 * (len(_st_zones[(11 + _t386)]) + len(_st_zones[(15 + _t386)])))), ' for ', _plain310((len(_st_zones[(11 + _t386)]) + len(_st_zones[(15 + _t386)]))), ' cards flown, -', _plain310((2 * len(_st_zones[(3 + _t386)]))), ' for ', _plain310(len(_st_zones[(3 + _t386)])), ' behind the screen, +', _plain310(_a321(st, _t386)), ' for colours, +', _plain310(_a341(st, _t386)), ' majorities, +', _plain310((5 * _a353(st, _t386))), ' sole owner; total ', _plain310(_st_vars[0 + _t386])]))

# <rulerun alienz.rules: play #203 7eac2938>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(('text', _audience354(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game355(st, [], True); return 3
    st.vars[8] = _random_item356(st, _k357)

# <rulerun alienz.rules: play #204 cf4f448c>
def _loop(st, _t435, _t436):
    _t439 = 0
    for _t438 in st.zones[(11 + _t435)]:
        if (_c361[_t438] == _t436):
            _t439 += 1
    return _t439

# <rulerun alienz.rules: play #205 ee16c72c>
def _loop(st, _t435, _t436):
    _t441 = 0
    for _t440 in st.zones[(15 + _t435)]:
        if (_c363[_t440] == _t436):
            _t441 += 1
    return _t441

# <rulerun alienz.rules: play #206 1773f030>
def _loop(st, _t435):
    _t437 = 0
    for _t436 in (_k360 or ()):
        if ((_a362(st, _t435, _t436) + _a364(st, _t435, _t436)) > 0):
            _t437 += 1
    return _t437

# <rulerun alienz.rules: play #207 84ca59d7>
def _loop(st, _t435, _t442):
    _t445 = 0
    for _t444 in st.zones[(11 + _t435)]:
        if (_c367[_t444] == _t442):
            _t445 += 1
    return _t445

# <rulerun alienz.rules: play #208 0abcea83>
def _loop(st, _t435, _t442):
    _t447 = 0
    for _t446 in st.zones[(15 + _t435)]:
        if (_c369[_t446] == _t442):
            _t447 += 1
    return _t447

# <rulerun alienz.rules: play #209 503a14e6>
def _loop(st, _t435, _t442):
    _t449 = 0
    for _t448 in st.zones[(11 + _t435)]:
        if (_c371[_t448] == _t442):
            _t449 += 1
    return _t449

# <rulerun alienz.rules: play #210 16fae301>
def _loop(st, _t435, _t442):
    _t451 = 0
    for _t450 in st.zones[(15 + _t435)]:
        if (_c373[_t450] == _t442):
            _t451 += 1
    return _t451

# <rulerun alienz.rules: play #211 35bf2bb6>
def _loop(st, _t442, _t452):
    _t455 = 0
    for _t454 in st.zones[(11 + _t452)]:
        if (_c376[_t454] == _t442):
            _t455 += 1
    return _t455

# <rulerun alienz.rules: play #212 559ad8b1>
def _loop(st, _t442, _t452):
    _t457 = 0
    for _t456 in st.zones[(15 + _t452)]:
        if (_c378[_t456] == _t442):
            _t457 += 1
    return _t457

# <rulerun alienz.rules: play #213 4ff87aef>
def _loop(st, _t442):
    _t453 = None
    for _t452 in (_k375 or ()):
        _t458 = (_a377(st, _t442, _t452) + _a379(st, _t442, _t452))
        if _t453 is None or _t458 > _t453:
            _t453 = _t458
    return _t453

# <rulerun alienz.rules: play #214 2b7652c5>
def _loop(st, _t435, _t442):
    _t460 = 0
    for _t459 in st.zones[(11 + _t435)]:
        if (_c381[_t459] == _t442):
            _t460 += 1
    return _t460

# <rulerun alienz.rules: play #215 124b9f46>
def _loop(st, _t435, _t442):
    _t462 = 0
    for _t461 in st.zones[(15 + _t435)]:
        if (_c383[_t461] == _t442):
            _t462 += 1
    return _t462

# <rulerun alienz.rules: play #216 b59554d9>
def _loop(st, _t435):
    _t443 = 0
    for _t442 in (_k366 or ()):
        if (((_a368(st, _t435, _t442) + _a370(st, _t435, _t442)) > 0) and ((_a372(st, _t435, _t442) + _a374(st, _t435, _t442)) == _a380(st, _t442))):
            _t443 += (_a382(st, _t435, _t442) + _a384(st, _t435, _t442))
    return _t443

# <rulerun alienz.rules: play #217 ee32c31c>
def _loop(st, _t435, _t463):
    _t466 = 0
    for _t465 in st.zones[(11 + _t435)]:
        if (_c387[_t465] == _t463):
            _t466 += 1
    return _t466

# <rulerun alienz.rules: play #218 e3a5eff3>
def _loop(st, _t435, _t463):
    _t468 = 0
    for _t467 in st.zones[(15 + _t435)]:
        if (_c389[_t467] == _t463):
            _t468 += 1
    return _t468

# <rulerun alienz.rules: play #219 372db3f3>
def _loop(st, _t463, _t469):
    _t472 = 0
    for _t471 in st.zones[(11 + _t469)]:
        if (_c392[_t471] == _t463):
            _t472 += 1
    return _t472

# <rulerun alienz.rules: play #220 af8c48a8>
def _loop(st, _t463, _t469):
    _t474 = 0
    for _t473 in st.zones[(15 + _t469)]:
        if (_c394[_t473] == _t463):
            _t474 += 1
    return _t474

# <rulerun alienz.rules: play #221 1a14adf1>
def _loop(st, _t435, _t463):
    for _t469 in (_k391 or ()):
        if not (((_t469 == _t435) or ((_a393(st, _t463, _t469) + _a395(st, _t463, _t469)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #222 271de1a6>
def _loop(st, _t435):
    _t464 = 0
    for _t463 in (_k386 or ()):
        if (((_a388(st, _t435, _t463) + _a390(st, _t435, _t463)) > 0) and _a396(st, _t435, _t463)):
            _t464 += 1
    return _t464

# <rulerun alienz.rules: play #223 dec66925>
def _loop(st, _t475, _t476):
    _t478 = 0
    for _t477 in st.zones[(11 + _t475)]:
        if (_c400[_t477] == _t476):
            _t478 += 1
    return _t478

# <rulerun alienz.rules: play #224 b8ec8677>
def _loop(st, _t475, _t476):
    _t480 = 0
    for _t479 in st.zones[(15 + _t475)]:
        if (_c402[_t479] == _t476):
            _t480 += 1
    return _t480

# <rulerun alienz.rules: play #225 b30aef5e>
def _loop(st, _t475, _t476):
    _t482 = 0
    for _t481 in st.zones[(11 + _t475)]:
        if (_c405[_t481] == _t476):
            _t482 += 1
    return _t482

# <rulerun alienz.rules: play #226 5517e82c>
def _loop(st, _t475, _t476):
    _t484 = 0
    for _t483 in st.zones[(15 + _t475)]:
        if (_c407[_t483] == _t476):
            _t484 += 1
    return _t484

# <rulerun alienz.rules: play #227 d2637d6c>
def _loop(st, _t475, _t485):
    _t488 = 0
    for _t487 in st.zones[(11 + _t475)]:
        if (_c411[_t487] == _t485):
            _t488 += 1
    return _t488

# <rulerun alienz.rules: play #228 2bab4e70>
def _loop(st, _t475, _t485):
    _t490 = 0
    for _t489 in st.zones[(15 + _t475)]:
        if (_c413[_t489] == _t485):
            _t490 += 1
    return _t490

# <rulerun alienz.rules: play #229 921d8f97>
def _loop(st, _t475):
    _t486 = 0
    for _t485 in (_k410 or ()):
        if ((_a412(st, _t475, _t485) + _a414(st, _t475, _t485)) > 0):
            _t486 += 1
    return _t486

# <rulerun alienz.rules: play #230 aa1a7ce1>
def _loop(st, _t475, _t491):
    _t494 = 0
    for _t493 in st.zones[(11 + _t475)]:
        if (_c417[_t493] == _t491):
            _t494 += 1
    return _t494

# <rulerun alienz.rules: play #231 128c03d0>
def _loop(st, _t475, _t491):
    _t496 = 0
    for _t495 in st.zones[(15 + _t475)]:
        if (_c419[_t495] == _t491):
            _t496 += 1
    return _t496

# <rulerun alienz.rules: play #232 e0d84099>
def _loop(st, _t475, _t491):
    _t498 = 0
    for _t497 in st.zones[(11 + _t475)]:
        if (_c421[_t497] == _t491):
            _t498 += 1
    return _t498

# <rulerun alienz.rules: play #233 7dc45768>
def _loop(st, _t475, _t491):
    _t500 = 0
    for _t499 in st.zones[(15 + _t475)]:
        if (_c423[_t499] == _t491):
            _t500 += 1
    return _t500

# <rulerun alienz.rules: play #234 3c369628>
def _loop(st, _t491, _t501):
    _t504 = 0
    for _t503 in st.zones[(11 + _t501)]:
        if (_c426[_t503] == _t491):
            _t504 += 1
    return _t504

# <rulerun alienz.rules: play #235 58a15473>
def _loop(st, _t491, _t501):
    _t506 = 0
    for _t505 in st.zones[(15 + _t501)]:
        if (_c428[_t505] == _t491):
            _t506 += 1
    return _t506

# <rulerun alienz.rules: play #236 e50bf21f>
def _loop(st, _t491):
    _t502 = None
    for _t501 in (_k425 or ()):
        _t507 = (_a427(st, _t491, _t501) + _a429(st, _t491, _t501))
        if _t502 is None or _t507 > _t502:
            _t502 = _t507
    return _t502

# <rulerun alienz.rules: play #237 287e0817>
def _loop(st, _t475, _t491):
    _t509 = 0
    for _t508 in st.zones[(11 + _t475)]:
        if (_c431[_t508] == _t491):
            _t509 += 1
    return _t509

# <rulerun alienz.rules: play #238 8eefd7fa>
def _loop(st, _t475, _t491):
    _t511 = 0
    for _t510 in st.zones[(15 + _t475)]:
        if (_c433[_t510] == _t491):
            _t511 += 1
    return _t511

# <rulerun alienz.rules: play #239 fa0c1369>
def _loop(st, _t475):
    _t492 = 0
    for _t491 in (_k416 or ()):
        if (((_a418(st, _t475, _t491) + _a420(st, _t475, _t491)) > 0) and ((_a422(st, _t475, _t491) + _a424(st, _t475, _t491)) == _a430(st, _t491))):
            _t492 += (_a432(st, _t475, _t491) + _a434(st, _t475, _t491))
    return _t492

# <rulerun alienz.rules: play #240 7f2627e8>
def _loop(st, _t475, _t512):
    _t515 = 0
    for _t514 in st.zones[(11 + _t475)]:
        if (_c437[_t514] == _t512):
            _t515 += 1
    return _t515

# <rulerun alienz.rules: play #241 daaa86a1>
def _loop(st, _t475, _t512):
    _t517 = 0
    for _t516 in st.zones[(15 + _t475)]:
        if (_c439[_t516] == _t512):
            _t517 += 1
    return _t517

# <rulerun alienz.rules: play #242 7fba4567>
def _loop(st, _t512, _t518):
    _t521 = 0
    for _t520 in st.zones[(11 + _t518)]:
        if (_c442[_t520] == _t512):
            _t521 += 1
    return _t521

# <rulerun alienz.rules: play #243 1ea6d4e4>
def _loop(st, _t512, _t518):
    _t523 = 0
    for _t522 in st.zones[(15 + _t518)]:
        if (_c444[_t522] == _t512):
            _t523 += 1
    return _t523

# <rulerun alienz.rules: play #244 ae441e1a>
def _loop(st, _t475, _t512):
    for _t518 in (_k441 or ()):
        if not (((_t518 == _t475) or ((_a443(st, _t512, _t518) + _a445(st, _t512, _t518)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #245 eccc466a>
def _loop(st, _t475):
    _t513 = 0
    for _t512 in (_k436 or ()):
        if (((_a438(st, _t475, _t512) + _a440(st, _t475, _t512)) > 0) and _a446(st, _t475, _t512)):
            _t513 += 1
    return _t513

# <rulerun alienz.rules: play #246 c8821724>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i3 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k358)
    for _t435 in (_k359 or []):
        _i3[2] = _t435
        _st_vars[4 + _t435] = (((((2 * (len(_st_zones[(11 + _t435)]) + len(_st_zones[(15 + _t435)]))) - (2 * len(_st_zones[(3 + _t435)]))) + _a365(st, _t435)) + _a385(st, _t435)) + (5 * _a397(st, _t435)))
    for _t475 in (_k398 or []):
        _i3[5] = _t475
        _st_vars[0 + _t475] = _st_vars[0 + _t475] + _st_vars[4 + _t475]
        _i3[6] = ''
        for _t476 in (_k399 or []):
            _i3[9] = _t476
            if not (((_a401(st, _t475, _t476) + _a403(st, _t475, _t476)) > 0)): continue
            _i3[6] = ((_i3[6] + ('' if (_i3[6] == '') else ',')) + (' ' + _plain404(_t476) + ' ' + _plain404((_a406(st, _t475, _t476) + _a408(st, _t475, _t476)))))
        if (_i3[6] == ''):
            _i3[6] = ' nothing'
        if _st_log is not None: _st_log.append(('text', _audience409(st), [('player', _t475), "'s score pile:", _plain404(_i3[6]), '; queued aliens set aside: ', _plain404(len(_st_zones[(7 + _t475)]))]))
        if _st_log is not None: _st_log.append(('text', _audience409(st), [('player', _t475), ' scores ', _plain404(_st_vars[4 + _t475]), ': +', _plain404((2 * (len(_st_zones[(11 + _t475)]) + len(_st_zones[(15 + _t475)])))), ' for ', _plain404((len(_st_zones[(11 + _t475)]) + len(_st_zones[(15 + _t475)]))), ' cards flown, -', _plain404((2 * len(_st_zones[(3 + _t475)]))), ' for ', _plain404(len(_st_zones[(3 + _t475)])), ' behind the screen, +', _plain404(_a415(st, _t475)), ' for colours, +', _plain404(_a435(st, _t475)), ' majorities, +', _plain404((5 * _a447(st, _t475))), ' sole owner; total ', _plain404(_st_vars[0 + _t475])]))
    if _p448(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #247 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #248 b4d0fbff>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run451(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k452)

# <rulerun alienz.rules: round #249 85c41c92>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT453[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k456)
            _r = _run457(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit458(_k459)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit458(_k460)
            fr[1] = 4; st.cur.append([8, 0, _a]); return None
        if pc == 4:
            _r = _run461(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit458(_k462)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run463(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 5
            _k += 1
            if _k > _lim and _over_limit455(_k, st, _d0): raise _Runaway454()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k464)

# <rulerun alienz.rules: turn #250 928f2ec9>
def _loop(st):
    for _t527 in st.zones[20]:
        if (_c473[_t527] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #251 8a5f15ed>
def _loop(st):
    for _t531 in st.zones[22]:
        return _c478[_t531]
    return None

# <rulerun alienz.rules: turn #252 6974d0f8>
def _loop(st):
    for _t534 in st.zones[20]:
        if (_c480[_t534] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #253 f776a637>
def _loop(st):
    for _t541 in st.zones[22]:
        return _c484[_t541]
    return None

# <rulerun alienz.rules: turn #254 0c67d1ff>
def _loop(st):
    for _t544 in st.zones[20]:
        if (_c486[_t544] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #255 e9dd3830>
def _loop(st):
    for _t549 in st.zones[22]:
        return _c488[_t549]
    return None

# <rulerun alienz.rules: turn #256 5f0b94e2>
def _loop(st):
    for _t552 in st.zones[20]:
        if (_c490[_t552] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #257 ac303cb1>
def _loop(st, L, _t529):
    _t543 = _NOT_YET
    _t546 = _NOT_YET
    _t547 = _NOT_YET
    _t548 = _NOT_YET
    _t551 = _NOT_YET
    _t554 = _NOT_YET
    _t555 = _NOT_YET
    _t556 = _NOT_YET
    _t540 = 0
    for _t539 in st.zones[(3 + L[0])]:
        if ((_t539 != _t529) and ((_c482[_t539] == _c483[_t529]) or (((_t548 if _t548 is not _NOT_YET else (_t548 := ((_t543 if _t543 is not _NOT_YET else (_t543 := _a485(st))) if (_t547 if _t547 is not _NOT_YET else (_t547 := (_t546 if _t546 is not _NOT_YET else (_t546 := _a487(st))))) else None))) is not None) and (_c482[_t539] == (_t556 if _t556 is not _NOT_YET else (_t556 := ((_t551 if _t551 is not _NOT_YET else (_t551 := _a489(st))) if (_t555 if _t555 is not _NOT_YET else (_t555 := (_t554 if _t554 is not _NOT_YET else (_t554 := _a491(st))))) else None))))))):
            _t540 += 1
    return _t540

# <rulerun alienz.rules: turn #258 dce4efcb>
def _loop(st):
    for _t557 in st.zones[20]:
        if (_c493[_t557] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #259 6b6700cd>
def _loop(st, L):
    _t533 = _NOT_YET
    _t536 = _NOT_YET
    _t537 = _NOT_YET
    _t538 = _NOT_YET
    _t559 = _NOT_YET
    _t560 = _NOT_YET
    _t561 = _NOT_YET
    for _t529 in st.zones[(3 + L[0])]:
        if ((_c477[_t529] != (_t538 if _t538 is not _NOT_YET else (_t538 := ((_t533 if _t533 is not _NOT_YET else (_t533 := _a479(st))) if (_t537 if _t537 is not _NOT_YET else (_t537 := (_t536 if _t536 is not _NOT_YET else (_t536 := _a481(st))))) else None)))) and (_a492(st, L, _t529) >= (_t561 if _t561 is not _NOT_YET else (_t561 := (3 if (_t560 if _t560 is not _NOT_YET else (_t560 := (_t559 if _t559 is not _NOT_YET else (_t559 := _a494(st))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #260 22360c06>
def _loop(st):
    for _t562 in st.zones[20]:
        if (_c500[_t562] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #261 b6988f16>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT465[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run468(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range469(1, L[1]) or []); L[3] = 0
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
            _t524 = L[0]
            _t525 = len(_o)
            if _t525 <= 1 and _st_log is None:
                L[5] = _o[0] if _t525 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t526 = st.chooser(_t525)
                else:
                    _t526 = _st_bits(_t525.bit_length())
                    while _t526 >= _t525: _t526 = _st_bits(_t525.bit_length())
                L[5] = _o[_t526]; st.decisions += 1
            elif _decide471(st, L, _o[:], _t524): return True
            pc = 4
        if pc == 4:
            _r = _run472(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit467(_k, st, _d0): raise _Runaway466()
            continue
        if pc == 6:
            if _a474(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer475(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run476(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (((['no flight'] + (['private flight'] if _a495(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _d496(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d497(st, [_c498[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d499(st, [L[0], _c498[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a501(st) else 2))) else [])) or [])
            fr[1] = 11
            _t564 = L[0]
            _t565 = len(_o)
            if _t565 <= 1 and _st_log is None:
                L[7] = _o[0] if _t565 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t566 = st.chooser(_t565)
                else:
                    _t566 = _st_bits(_t565.bit_length())
                    while _t566 >= _t565: _t566 = _st_bits(_t565.bit_length())
                L[7] = _o[_t566]; st.decisions += 1
            elif _decide503(st, L, _o, _t564): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit504(_k505)
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
            if len(st.cur) >= 500: raise _RuleLimit504(_k506)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run507(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit504(_k508)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k509)

# <rulerun alienz.rules: private_flight #262 64ff9994>
def _loop(st):
    for _t568 in st.zones[22]:
        return _c513[_t568]
    return None

# <rulerun alienz.rules: private_flight #263 67ec343f>
def _loop(st):
    for _t571 in st.zones[20]:
        if (_c515[_t571] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #264 24ac9974>
def _loop(st):
    for _t578 in st.zones[22]:
        return _c519[_t578]
    return None

# <rulerun alienz.rules: private_flight #265 9c8673c6>
def _loop(st):
    for _t581 in st.zones[20]:
        if (_c521[_t581] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #266 cd69adca>
def _loop(st):
    for _t586 in st.zones[22]:
        return _c523[_t586]
    return None

# <rulerun alienz.rules: private_flight #267 2f09f24b>
def _loop(st):
    for _t589 in st.zones[20]:
        if (_c525[_t589] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #268 a43b4ffc>
def _loop(st, L, _t567):
    _t580 = _NOT_YET
    _t583 = _NOT_YET
    _t584 = _NOT_YET
    _t585 = _NOT_YET
    _t588 = _NOT_YET
    _t591 = _NOT_YET
    _t592 = _NOT_YET
    _t593 = _NOT_YET
    _t577 = 0
    for _t576 in st.zones[(3 + L[0])]:
        if ((_t576 != _t567) and ((_c517[_t576] == _c518[_t567]) or (((_t585 if _t585 is not _NOT_YET else (_t585 := ((_t580 if _t580 is not _NOT_YET else (_t580 := _a520(st))) if (_t584 if _t584 is not _NOT_YET else (_t584 := (_t583 if _t583 is not _NOT_YET else (_t583 := _a522(st))))) else None))) is not None) and (_c517[_t576] == (_t593 if _t593 is not _NOT_YET else (_t593 := ((_t588 if _t588 is not _NOT_YET else (_t588 := _a524(st))) if (_t592 if _t592 is not _NOT_YET else (_t592 := (_t591 if _t591 is not _NOT_YET else (_t591 := _a526(st))))) else None))))))):
            _t577 += 1
    return _t577

# <rulerun alienz.rules: private_flight #269 fb842d21>
def _loop(st):
    for _t594 in st.zones[20]:
        if (_c528[_t594] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #270 d21ab697>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t570 = _NOT_YET
            _t573 = _NOT_YET
            _t574 = _NOT_YET
            _t575 = _NOT_YET
            _t596 = _NOT_YET
            _t597 = _NOT_YET
            _t598 = _NOT_YET
            _o = []
            for _t567 in st.zones[(3 + L[0])]:
                if ((_c512[_t567] != (_t575 if _t575 is not _NOT_YET else (_t575 := ((_t570 if _t570 is not _NOT_YET else (_t570 := _a514(st))) if (_t574 if _t574 is not _NOT_YET else (_t574 := (_t573 if _t573 is not _NOT_YET else (_t573 := _a516(st))))) else None)))) and (_a527(st, L, _t567) >= (_t598 if _t598 is not _NOT_YET else (_t598 := (3 if (_t597 if _t597 is not _NOT_YET else (_t597 := (_t596 if _t596 is not _NOT_YET else (_t596 := _a529(st))))) else 2))))): _o.append(_t567)
            fr[1] = 1
            _t599 = L[0]
            _t600 = len(_o)
            if _t600 <= 1 and _st_log is None:
                L[1] = _o[0] if _t600 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t601 = st.chooser(_t600)
                else:
                    _t601 = _st_bits(_t600.bit_length())
                    while _t601 >= _t600: _t601 = _st_bits(_t600.bit_length())
                L[1] = _o[_t601]; st.decisions += 1
            elif _decide531(st, L, _o, _t599): return True
            pc = 1
        if pc == 1:
            _r = _run532(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit533(_k534)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run535(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k536)

# <rulerun alienz.rules: commercial_flight #271 34c18e35>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT537[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run540(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit541(_k542)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit541(_k543)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run544(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o545[L[0]] or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit541(_k546)
            fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit539(_k, st, _d0): raise _Runaway538()
            continue
        if pc == 8:
            _r = _run547(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit541(_k548)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k549)

# <rulerun alienz.rules: board_own #272 055b4876>
def _loop(st):
    for _t602 in st.zones[20]:
        if (_c555[_t602] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #273 8ffb9c75>
def _loop(st):
    for _t605 in st.zones[22]:
        return _c558[_t605]
    return None

# <rulerun alienz.rules: board_own #274 4e6f64ac>
def _loop(st):
    for _t608 in st.zones[20]:
        if (_c560[_t608] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #275 b2f3ed7c>
def _loop(st):
    for _t613 in st.zones[22]:
        return _c562[_t613]
    return None

# <rulerun alienz.rules: board_own #276 23506847>
def _loop(st):
    for _t616 in st.zones[20]:
        if (_c564[_t616] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #277 8a2d7c89>
def _loop(st):
    for _t625 in st.zones[22]:
        return _c569[_t625]
    return None

# <rulerun alienz.rules: board_own #278 857dc956>
def _loop(st):
    for _t628 in st.zones[20]:
        if (_c571[_t628] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #279 e65166ad>
def _loop(st):
    for _t633 in st.zones[22]:
        return _c573[_t633]
    return None

# <rulerun alienz.rules: board_own #280 d7cd113c>
def _loop(st):
    for _t636 in st.zones[20]:
        if (_c575[_t636] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #281 0253ce33>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT550[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run553(st, L)
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
            _r = _run554(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a556(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t607 = _NOT_YET
            _t610 = _NOT_YET
            _t611 = _NOT_YET
            _t612 = _NOT_YET
            _t615 = _NOT_YET
            _t618 = _NOT_YET
            _t619 = _NOT_YET
            _t620 = _NOT_YET
            _o = []
            for _t604 in _st_zones[(3 + L[0])]:
                if ((_c557[_t604] == L[1]) or (((_t612 if _t612 is not _NOT_YET else (_t612 := ((_t607 if _t607 is not _NOT_YET else (_t607 := _a559(st))) if (_t611 if _t611 is not _NOT_YET else (_t611 := (_t610 if _t610 is not _NOT_YET else (_t610 := _a561(st))))) else None))) is not None) and (_c557[_t604] == (_t620 if _t620 is not _NOT_YET else (_t620 := ((_t615 if _t615 is not _NOT_YET else (_t615 := _a563(st))) if (_t619 if _t619 is not _NOT_YET else (_t619 := (_t618 if _t618 is not _NOT_YET else (_t618 := _a565(st))))) else None)))))): _o.append(_t604)
            fr[1] = 5
            _t621 = L[0]
            _t622 = len(_o)
            if _t622 <= 1 and _st_log is None:
                L[4] = _o[0] if _t622 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t623 = st.chooser(_t622)
                else:
                    _t623 = _st_bits(_t622.bit_length())
                    while _t623 >= _t622: _t623 = _st_bits(_t622.bit_length())
                L[4] = _o[_t623]; st.decisions += 1
            elif _decide567(st, L, _o, _t621): return True
            pc = 5
        if pc == 5:
            _r = _run568(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t627 = _NOT_YET
            _t630 = _NOT_YET
            _t631 = _NOT_YET
            _t632 = _NOT_YET
            _t635 = _NOT_YET
            _t638 = _NOT_YET
            _t639 = _NOT_YET
            _t640 = _NOT_YET
            _o = []
            for _t624 in _st_zones[(3 + L[0])]:
                if ((_c557[_t624] == L[1]) or (((_t632 if _t632 is not _NOT_YET else (_t632 := ((_t627 if _t627 is not _NOT_YET else (_t627 := _a570(st))) if (_t631 if _t631 is not _NOT_YET else (_t631 := (_t630 if _t630 is not _NOT_YET else (_t630 := _a572(st))))) else None))) is not None) and (_c557[_t624] == (_t640 if _t640 is not _NOT_YET else (_t640 := ((_t635 if _t635 is not _NOT_YET else (_t635 := _a574(st))) if (_t639 if _t639 is not _NOT_YET else (_t639 := (_t638 if _t638 is not _NOT_YET else (_t638 := _a576(st))))) else None)))))): _o.append(_t624)
            fr[1] = 8
            if _offer577(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run578(st, L)
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
            _r = _run579(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit552(_k, st, _d0): raise _Runaway551()
            continue
        if pc == 14:
            _r = _run580(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k581)

# <rulerun alienz.rules: board_queue #282 52626fb6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run584(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k585)

# <rulerun alienz.rules: join #283 49c2c4ce>
def _loop(st):
    for _t642 in st.zones[22]:
        return _c591[_t642]
    return None

# <rulerun alienz.rules: join #284 c16142da>
def _loop(st):
    for _t645 in st.zones[20]:
        if (_c593[_t645] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #285 92f15594>
def _loop(st):
    for _t650 in st.zones[22]:
        return _c595[_t650]
    return None

# <rulerun alienz.rules: join #286 43ff68eb>
def _loop(st):
    for _t653 in st.zones[20]:
        if (_c597[_t653] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #287 317c0be7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT586[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run589(st, L)
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
            _t644 = _NOT_YET
            _t647 = _NOT_YET
            _t648 = _NOT_YET
            _t649 = _NOT_YET
            _t652 = _NOT_YET
            _t655 = _NOT_YET
            _t656 = _NOT_YET
            _t657 = _NOT_YET
            _o = []
            for _t641 in st.zones[(3 + L[0])]:
                if ((_c590[_t641] == L[1]) or (((_t649 if _t649 is not _NOT_YET else (_t649 := ((_t644 if _t644 is not _NOT_YET else (_t644 := _a592(st))) if (_t648 if _t648 is not _NOT_YET else (_t648 := (_t647 if _t647 is not _NOT_YET else (_t647 := _a594(st))))) else None))) is not None) and (_c590[_t641] == (_t657 if _t657 is not _NOT_YET else (_t657 := ((_t652 if _t652 is not _NOT_YET else (_t652 := _a596(st))) if (_t656 if _t656 is not _NOT_YET else (_t656 := (_t655 if _t655 is not _NOT_YET else (_t655 := _a598(st))))) else None)))))): _o.append(_t641)
            fr[1] = 3
            if _offer599(st, L, _o): return True
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
            _r = _run600(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit588(_k, st, _d0): raise _Runaway587()
            continue
        if pc == 8:
            _r = _run601(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k602)

# <rulerun alienz.rules: refill #288 1658c3cd>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT603[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _r = _run606(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit607(_k608)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit605(_k, st, _d0): raise _Runaway604()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k609)

# <rulerun alienz.rules: surface #289 c51655d4>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT610[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((not not _st_zones[0]) and _d613(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _a = [(_z[-1] if (_z := _st_zones[0]) else None)]
            if len(st.cur) >= 500: raise _RuleLimit614(_k615)
            fr[1] = 2; st.cur.append([10, 0, _a]); return None
        if pc == 2:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit612(_k, st, _d0): raise _Runaway611()
            continue
        if pc == 3:
            _r = _run616(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k617)

# <rulerun alienz.rules: reveal_event #290 44d38079>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run620(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit621(_k622)
            fr[1] = 2; st.cur.append([11, 0, _a]); return None
        if pc == 2:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k623)

# <rulerun alienz.rules: resolve_events #291 0b4d1e66>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT624[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run627(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit628(_k629)
            fr[1] = 3; st.cur.append([12, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit626(_k, st, _d0): raise _Runaway625()
            continue
        if pc == 4:
            _r = _run630(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k631)

# <rulerun alienz.rules: take_effect #292 ed9a55eb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run634(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c635[L[0]] == 'queueing'):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run636(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 4:
            if (_c635[L[0]] == 'rush_hour'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run637(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 7:
            if (_c635[L[0]] == 'group'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _r = _run638(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 10:
            _a = [None]
            if len(st.cur) >= 500: raise _RuleLimit639(_k640)
            fr[1] = 11; st.cur.append([13, 0, _a]); return None
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k641)

# <rulerun alienz.rules: storm_flip #293 1697acd8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit644(_k645)
            fr[1] = 1; st.cur.append([9, 0, _a]); return None
        if pc == 1:
            _r = _run646(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit644(_k647)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k648)

# <rulerun alienz.rules: scoring #294 32b45428>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run651(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k652)

# <rulerun alienz.rules: play #295 ffb8c8fc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT653[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run656(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit657(_k658)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run659(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit655(_k, st, _d0): raise _Runaway654()
            continue
        if pc == 5:
            fr[1] = 6
            if _step660(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k661)

# <rulerun alienz.rules: turn #296 8a11e704>
def _loop(st):
    for _t661 in st.zones[20]:
        if (_c672[_t661] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #297 b7a769ff>
def _loop(st):
    for _t665 in st.zones[22]:
        return _c677[_t665]
    return None

# <rulerun alienz.rules: turn #298 2bd7d032>
def _loop(st):
    for _t668 in st.zones[20]:
        if (_c679[_t668] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #299 eff6de32>
def _loop(st):
    for _t675 in st.zones[22]:
        return _c683[_t675]
    return None

# <rulerun alienz.rules: turn #300 2c540d9e>
def _loop(st):
    for _t678 in st.zones[20]:
        if (_c685[_t678] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #301 bd973d33>
def _loop(st):
    for _t683 in st.zones[22]:
        return _c687[_t683]
    return None

# <rulerun alienz.rules: turn #302 9f57ad5e>
def _loop(st):
    for _t686 in st.zones[20]:
        if (_c689[_t686] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #303 80966b14>
def _loop(st, L, _t663):
    _t677 = _NOT_YET
    _t680 = _NOT_YET
    _t681 = _NOT_YET
    _t682 = _NOT_YET
    _t685 = _NOT_YET
    _t688 = _NOT_YET
    _t689 = _NOT_YET
    _t690 = _NOT_YET
    _t674 = 0
    for _t673 in st.zones[(3 + L[0])]:
        if ((_t673 != _t663) and ((_c681[_t673] == _c682[_t663]) or (((_t682 if _t682 is not _NOT_YET else (_t682 := ((_t677 if _t677 is not _NOT_YET else (_t677 := _a684(st))) if (_t681 if _t681 is not _NOT_YET else (_t681 := (_t680 if _t680 is not _NOT_YET else (_t680 := _a686(st))))) else None))) is not None) and (_c681[_t673] == (_t690 if _t690 is not _NOT_YET else (_t690 := ((_t685 if _t685 is not _NOT_YET else (_t685 := _a688(st))) if (_t689 if _t689 is not _NOT_YET else (_t689 := (_t688 if _t688 is not _NOT_YET else (_t688 := _a690(st))))) else None))))))):
            _t674 += 1
    return _t674

# <rulerun alienz.rules: turn #304 8b338646>
def _loop(st):
    for _t691 in st.zones[20]:
        if (_c692[_t691] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #305 04d871da>
def _loop(st, L):
    _t667 = _NOT_YET
    _t670 = _NOT_YET
    _t671 = _NOT_YET
    _t672 = _NOT_YET
    _t693 = _NOT_YET
    _t694 = _NOT_YET
    _t695 = _NOT_YET
    for _t663 in st.zones[(3 + L[0])]:
        if ((_c676[_t663] != (_t672 if _t672 is not _NOT_YET else (_t672 := ((_t667 if _t667 is not _NOT_YET else (_t667 := _a678(st))) if (_t671 if _t671 is not _NOT_YET else (_t671 := (_t670 if _t670 is not _NOT_YET else (_t670 := _a680(st))))) else None)))) and (_a691(st, L, _t663) >= (_t695 if _t695 is not _NOT_YET else (_t695 := (3 if (_t694 if _t694 is not _NOT_YET else (_t694 := (_t693 if _t693 is not _NOT_YET else (_t693 := _a693(st))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #306 e7512273>
def _loop(st):
    for _t696 in st.zones[20]:
        if (_c699[_t696] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #307 a126aeaf>
def _loop(st):
    for _t703 in st.zones[22]:
        return _c704[_t703]
    return None

# <rulerun alienz.rules: private_flight #308 3e27567d>
def _loop(st):
    for _t706 in st.zones[20]:
        if (_c706[_t706] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #309 4c25eb8f>
def _loop(st):
    for _t713 in st.zones[22]:
        return _c710[_t713]
    return None

# <rulerun alienz.rules: private_flight #310 b9605523>
def _loop(st):
    for _t716 in st.zones[20]:
        if (_c712[_t716] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #311 113cdf2c>
def _loop(st):
    for _t721 in st.zones[22]:
        return _c714[_t721]
    return None

# <rulerun alienz.rules: private_flight #312 27ea8987>
def _loop(st):
    for _t724 in st.zones[20]:
        if (_c716[_t724] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #313 dee7567e>
def _loop(st, L, _t702):
    _t715 = _NOT_YET
    _t718 = _NOT_YET
    _t719 = _NOT_YET
    _t720 = _NOT_YET
    _t723 = _NOT_YET
    _t726 = _NOT_YET
    _t727 = _NOT_YET
    _t728 = _NOT_YET
    _t712 = 0
    for _t711 in st.zones[(3 + L[0])]:
        if ((_t711 != _t702) and ((_c708[_t711] == _c709[_t702]) or (((_t720 if _t720 is not _NOT_YET else (_t720 := ((_t715 if _t715 is not _NOT_YET else (_t715 := _a711(st))) if (_t719 if _t719 is not _NOT_YET else (_t719 := (_t718 if _t718 is not _NOT_YET else (_t718 := _a713(st))))) else None))) is not None) and (_c708[_t711] == (_t728 if _t728 is not _NOT_YET else (_t728 := ((_t723 if _t723 is not _NOT_YET else (_t723 := _a715(st))) if (_t727 if _t727 is not _NOT_YET else (_t727 := (_t726 if _t726 is not _NOT_YET else (_t726 := _a717(st))))) else None))))))):
            _t712 += 1
    return _t712

# <rulerun alienz.rules: private_flight #314 53ee59b6>
def _loop(st):
    for _t729 in st.zones[20]:
        if (_c719[_t729] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #315 abe6287d>
def _loop(st):
    for _t742 in st.zones[20]:
        if (_c730[_t742] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #316 fb332969>
def _loop(st):
    for _t746 in st.zones[22]:
        return _c733[_t746]
    return None

# <rulerun alienz.rules: private_flight #317 42b68ded>
def _loop(st):
    for _t749 in st.zones[20]:
        if (_c735[_t749] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #318 a5d1ace2>
def _loop(st):
    for _t754 in st.zones[22]:
        return _c737[_t754]
    return None

# <rulerun alienz.rules: private_flight #319 b080df39>
def _loop(st):
    for _t757 in st.zones[20]:
        if (_c739[_t757] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #320 16811350>
def _loop(st):
    for _t767 in st.zones[22]:
        return _c743[_t767]
    return None

# <rulerun alienz.rules: private_flight #321 fcb59906>
def _loop(st):
    for _t770 in st.zones[20]:
        if (_c745[_t770] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #322 f0b79518>
def _loop(st):
    for _t775 in st.zones[22]:
        return _c747[_t775]
    return None

# <rulerun alienz.rules: private_flight #323 244a617d>
def _loop(st):
    for _t778 in st.zones[20]:
        if (_c749[_t778] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #324 83321ce2>
def _loop(st):
    for _t788 in st.zones[20]:
        if (_c755[_t788] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #325 6335694b>
def _loop(st):
    for _t792 in st.zones[22]:
        return _c758[_t792]
    return None

# <rulerun alienz.rules: board_own #326 6a00ab51>
def _loop(st):
    for _t795 in st.zones[20]:
        if (_c760[_t795] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #327 198d033d>
def _loop(st):
    for _t800 in st.zones[22]:
        return _c762[_t800]
    return None

# <rulerun alienz.rules: board_own #328 1529c549>
def _loop(st):
    for _t803 in st.zones[20]:
        if (_c764[_t803] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #329 97c11862>
def _loop(st):
    for _t813 in st.zones[22]:
        return _c769[_t813]
    return None

# <rulerun alienz.rules: board_own #330 eace340f>
def _loop(st):
    for _t816 in st.zones[20]:
        if (_c771[_t816] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #331 9bbd826a>
def _loop(st):
    for _t821 in st.zones[22]:
        return _c773[_t821]
    return None

# <rulerun alienz.rules: board_own #332 2aa7665d>
def _loop(st):
    for _t824 in st.zones[20]:
        if (_c775[_t824] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #333 playout 5f75b7c9>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    _t786 = 0; _t787 = st.decisions
    while True:
        _t786 += 1
        if _t786 > _LIMIT752[0] and _over_limit753(_t786, st, _t787): raise _Runaway754()
        L[3] = None
        if (L[2] < (3 if _a756(st) else 2)):
            _t794 = _NOT_YET
            _t797 = _NOT_YET
            _t798 = _NOT_YET
            _t799 = _NOT_YET
            _t802 = _NOT_YET
            _t805 = _NOT_YET
            _t806 = _NOT_YET
            _t807 = _NOT_YET
            _t790 = []
            for _t791 in _st_zones[(3 + _l0)]:
                if ((_c757[_t791] == _l1) or (((_t799 if _t799 is not _NOT_YET else (_t799 := ((_t794 if _t794 is not _NOT_YET else (_t794 := _a759(st))) if (_t798 if _t798 is not _NOT_YET else (_t798 := (_t797 if _t797 is not _NOT_YET else (_t797 := _a761(st))))) else None))) is not None) and (_c757[_t791] == (_t807 if _t807 is not _NOT_YET else (_t807 := ((_t802 if _t802 is not _NOT_YET else (_t802 := _a763(st))) if (_t806 if _t806 is not _NOT_YET else (_t806 := (_t805 if _t805 is not _NOT_YET else (_t805 := _a765(st))))) else None)))))): _t790.append(_t791)
            _t808 = _l0
            _t809 = len(_t790)
            if _t809 <= 1 and _st_log is None:
                L[4] = _t790[0] if _t809 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t810 = st.chooser(_t809)
                else:
                    _t810 = _st_bits(_t809.bit_length())
                    while _t810 >= _t809: _t810 = _st_bits(_t809.bit_length())
                L[4] = _t790[_t810]; st.decisions += 1
            elif _decide768(st, L, _t790, _t808): raise _PlayoutCut766()
            L[3] = L[4]
        else:
            _t815 = _NOT_YET
            _t818 = _NOT_YET
            _t819 = _NOT_YET
            _t820 = _NOT_YET
            _t823 = _NOT_YET
            _t826 = _NOT_YET
            _t827 = _NOT_YET
            _t828 = _NOT_YET
            _t811 = []
            for _t812 in _st_zones[(3 + _l0)]:
                if ((_c757[_t812] == _l1) or (((_t820 if _t820 is not _NOT_YET else (_t820 := ((_t815 if _t815 is not _NOT_YET else (_t815 := _a770(st))) if (_t819 if _t819 is not _NOT_YET else (_t819 := (_t818 if _t818 is not _NOT_YET else (_t818 := _a772(st))))) else None))) is not None) and (_c757[_t812] == (_t828 if _t828 is not _NOT_YET else (_t828 := ((_t823 if _t823 is not _NOT_YET else (_t823 := _a774(st))) if (_t827 if _t827 is not _NOT_YET else (_t827 := (_t826 if _t826 is not _NOT_YET else (_t826 := _a776(st))))) else None)))))): _t811.append(_t812)
            if _offer777(st, L, _t811): raise _PlayoutCut766()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t829 = L[3]
        _t830 = (11 + _l0)
        if type(_t829) is int and _st_log is None:
            _t831 = _st_zones[_st_loc[_t829]]
            if _t831[-1] == _t829: _t831.pop()
            else: _t831.remove(_t829)
            _st_zones[_t830].append(_t829); _st_loc[_t829] = _t830
        elif _t829 is not None:
            _move_cards778(st, _t829, _t830, False)
        L[2] = L[2] + 1
    if _st_log is not None: _st_log.append(('text', _audience779(st), [('player', _l0), ' flies ', _plain780(L[2]), ' ', _plain780(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain780(_l1), ' planet']))

# <rulerun alienz.rules: private_flight #334 f3bfcb0c>
def _loop(st):
    for _t835 in st.zones[22]:
        return _c783[_t835]
    return None

# <rulerun alienz.rules: private_flight #335 63ffa3e5>
def _loop(st):
    for _t838 in st.zones[20]:
        if (_c785[_t838] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #336 35296905>
def _loop(st):
    for _t843 in st.zones[22]:
        return _c787[_t843]
    return None

# <rulerun alienz.rules: private_flight #337 9bcca8cf>
def _loop(st):
    for _t846 in st.zones[20]:
        if (_c789[_t846] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #338 playout 304af583>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t705 = _NOT_YET
    _t708 = _NOT_YET
    _t709 = _NOT_YET
    _t710 = _NOT_YET
    _t731 = _NOT_YET
    _t732 = _NOT_YET
    _t733 = _NOT_YET
    _t701 = []
    for _t702 in _st_zones[(3 + _l0)]:
        if ((_c703[_t702] != (_t710 if _t710 is not _NOT_YET else (_t710 := ((_t705 if _t705 is not _NOT_YET else (_t705 := _a705(st))) if (_t709 if _t709 is not _NOT_YET else (_t709 := (_t708 if _t708 is not _NOT_YET else (_t708 := _a707(st))))) else None)))) and (_a718(st, L, _t702) >= (_t733 if _t733 is not _NOT_YET else (_t733 := (3 if (_t732 if _t732 is not _NOT_YET else (_t732 := (_t731 if _t731 is not _NOT_YET else (_t731 := _a720(st))))) else 2))))): _t701.append(_t702)
    _t734 = _l0
    _t735 = len(_t701)
    if _t735 <= 1 and _st_log is None:
        L[1] = _t701[0] if _t735 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t736 = st.chooser(_t735)
        else:
            _t736 = _st_bits(_t735.bit_length())
            while _t736 >= _t735: _t736 = _st_bits(_t735.bit_length())
        L[1] = _t701[_t736]; st.decisions += 1
    elif _decide723(st, L, _t701, _t734): raise _PlayoutCut721()
    L[2] = _c703[L[1]]
    _t737 = L[1]
    _t738 = (15 + _l0)
    if type(_t737) is int and _st_log is None:
        _t739 = _st_zones[_st_loc[_t737]]
        if _t739[-1] == _t737: _t739.pop()
        else: _t739.remove(_t737)
        _st_zones[_t738].append(_t737); _st_loc[_t737] = _t738
    elif _t737 is not None:
        _move_cards724(st, _t737, _t738, False)
    if _st_log is not None: _st_log.append(('text', _audience725(st), [('player', _l0), ' opens a private flight to the ', _plain726(L[2]), ' planet']))
    if _p781(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i5l0 = L[2]
    _i5 = [_i5l0, None, None, None, None]
    for _t832 in (_k782 or []):
        _i5[3] = _t832
        _t837 = _NOT_YET
        _t840 = _NOT_YET
        _t841 = _NOT_YET
        _t842 = _NOT_YET
        _t845 = _NOT_YET
        _t848 = _NOT_YET
        _t849 = _NOT_YET
        _t850 = _NOT_YET
        _t833 = []
        for _t834 in _st_zones[(7 + _t832)]:
            if ((_c732[_t834] == _i5l0) or (((_t842 if _t842 is not _NOT_YET else (_t842 := ((_t837 if _t837 is not _NOT_YET else (_t837 := _a784(st))) if (_t841 if _t841 is not _NOT_YET else (_t841 := (_t840 if _t840 is not _NOT_YET else (_t840 := _a786(st))))) else None))) is not None) and (_c732[_t834] == (_t850 if _t850 is not _NOT_YET else (_t850 := ((_t845 if _t845 is not _NOT_YET else (_t845 := _a788(st))) if (_t849 if _t849 is not _NOT_YET else (_t849 := (_t848 if _t848 is not _NOT_YET else (_t848 := _a790(st))))) else None)))))):
                _t833.append(_t834)
        _i5[4] = _t833
        if (not not (_i5[4] or ())):
            if _st_log is not None: _st_log.append(('text', _audience725(st), [('player', _t832), "'s queued aliens board the flight"]))
            _t851 = _i5[4]
            _t852 = (11 + _t832)
            if type(_t851) is list and _st_log is None:
                for _t853 in _t851:
                    _t854 = _st_zones[_st_loc[_t853]]
                    if _t854[-1] == _t853: _t854.pop()
                    else: _t854.remove(_t853)
                    _st_zones[_t852].append(_t853); _st_loc[_t853] = _t852
            elif _t851 is not None:
                _move_cards724(st, _t851, _t852, False)
    if _st_log is not None: _st_log.append(('text', _audience725(st), ['The flight to the ', _plain726(L[2]), ' planet is closed']))

# <rulerun alienz.rules: turn #339 e4895538>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT662[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run665(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region666(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_range667(1, L[1]) or []); L[3] = 0
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
            _t658 = L[0]
            _t659 = len(_o)
            if _t659 <= 1 and _st_log is None:
                L[5] = _o[0] if _t659 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t660 = st.chooser(_t659)
                else:
                    _t660 = _st_bits(_t659.bit_length())
                    while _t660 >= _t659: _t660 = _st_bits(_t659.bit_length())
                L[5] = _o[_t660]; st.decisions += 1
            elif _decide669(st, L, _o[:], _t658): return True
            pc = 4
        if pc == 4:
            _r = _run670(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit664(_k, st, _d0): raise _Runaway663()
            continue
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region671(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 6:
            if _a673(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer674(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run675(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (((['no flight'] + (['private flight'] if _a694(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _d695(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d696(st, [_c697[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d698(st, [L[0], _c697[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a700(st) else 2))) else [])) or [])
            fr[1] = 11
            _t698 = L[0]
            _t699 = len(_o)
            if _t699 <= 1 and _st_log is None:
                L[7] = _o[0] if _t699 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t700 = st.chooser(_t699)
                else:
                    _t700 = _st_bits(_t699.bit_length())
                    while _t700 >= _t699: _t700 = _st_bits(_t699.bit_length())
                L[7] = _o[_t700]; st.decisions += 1
            elif _decide702(st, L, _o, _t698): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p791(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit792(_k793)
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
            if len(st.cur) >= 500: raise _RuleLimit792(_k794)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run795(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit792(_k796)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k797)

# <rulerun alienz.rules: private_flight #340 2d3149d5>
def _loop(st):
    for _t856 in st.zones[22]:
        return _c801[_t856]
    return None

# <rulerun alienz.rules: private_flight #341 61f6e6a0>
def _loop(st):
    for _t859 in st.zones[20]:
        if (_c803[_t859] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #342 2b0436fa>
def _loop(st):
    for _t866 in st.zones[22]:
        return _c807[_t866]
    return None

# <rulerun alienz.rules: private_flight #343 aaaa8299>
def _loop(st):
    for _t869 in st.zones[20]:
        if (_c809[_t869] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #344 406893b8>
def _loop(st):
    for _t874 in st.zones[22]:
        return _c811[_t874]
    return None

# <rulerun alienz.rules: private_flight #345 006ee930>
def _loop(st):
    for _t877 in st.zones[20]:
        if (_c813[_t877] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #346 6b163998>
def _loop(st, L, _t855):
    _t868 = _NOT_YET
    _t871 = _NOT_YET
    _t872 = _NOT_YET
    _t873 = _NOT_YET
    _t876 = _NOT_YET
    _t879 = _NOT_YET
    _t880 = _NOT_YET
    _t881 = _NOT_YET
    _t865 = 0
    for _t864 in st.zones[(3 + L[0])]:
        if ((_t864 != _t855) and ((_c805[_t864] == _c806[_t855]) or (((_t873 if _t873 is not _NOT_YET else (_t873 := ((_t868 if _t868 is not _NOT_YET else (_t868 := _a808(st))) if (_t872 if _t872 is not _NOT_YET else (_t872 := (_t871 if _t871 is not _NOT_YET else (_t871 := _a810(st))))) else None))) is not None) and (_c805[_t864] == (_t881 if _t881 is not _NOT_YET else (_t881 := ((_t876 if _t876 is not _NOT_YET else (_t876 := _a812(st))) if (_t880 if _t880 is not _NOT_YET else (_t880 := (_t879 if _t879 is not _NOT_YET else (_t879 := _a814(st))))) else None))))))):
            _t865 += 1
    return _t865

# <rulerun alienz.rules: private_flight #347 713f479b>
def _loop(st):
    for _t882 in st.zones[20]:
        if (_c816[_t882] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #348 1fa6d8b7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t858 = _NOT_YET
            _t861 = _NOT_YET
            _t862 = _NOT_YET
            _t863 = _NOT_YET
            _t884 = _NOT_YET
            _t885 = _NOT_YET
            _t886 = _NOT_YET
            _o = []
            for _t855 in st.zones[(3 + L[0])]:
                if ((_c800[_t855] != (_t863 if _t863 is not _NOT_YET else (_t863 := ((_t858 if _t858 is not _NOT_YET else (_t858 := _a802(st))) if (_t862 if _t862 is not _NOT_YET else (_t862 := (_t861 if _t861 is not _NOT_YET else (_t861 := _a804(st))))) else None)))) and (_a815(st, L, _t855) >= (_t886 if _t886 is not _NOT_YET else (_t886 := (3 if (_t885 if _t885 is not _NOT_YET else (_t885 := (_t884 if _t884 is not _NOT_YET else (_t884 := _a817(st))))) else 2))))): _o.append(_t855)
            fr[1] = 1
            _t887 = L[0]
            _t888 = len(_o)
            if _t888 <= 1 and _st_log is None:
                L[1] = _o[0] if _t888 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t889 = st.chooser(_t888)
                else:
                    _t889 = _st_bits(_t888.bit_length())
                    while _t889 >= _t888: _t889 = _st_bits(_t888.bit_length())
                L[1] = _o[_t889]; st.decisions += 1
            elif _decide819(st, L, _o, _t887): return True
            pc = 1
        if pc == 1:
            _r = _run820(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p821(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit822(_k823)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run824(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k825)

# <rulerun alienz.rules: join #349 ea7d183d>
def _loop(st):
    for _t894 in st.zones[22]:
        return _c841[_t894]
    return None

# <rulerun alienz.rules: join #350 060b161c>
def _loop(st):
    for _t897 in st.zones[20]:
        if (_c843[_t897] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #351 ca561f1d>
def _loop(st):
    for _t902 in st.zones[22]:
        return _c845[_t902]
    return None

# <rulerun alienz.rules: join #352 e7f244a9>
def _loop(st):
    for _t905 in st.zones[20]:
        if (_c847[_t905] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #353 playout b31976aa>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    _t890 = 0; _t891 = st.decisions
    while True:
        _t890 += 1
        if _t890 > _LIMIT837[0] and _over_limit838(_t890, st, _t891): raise _Runaway839()
        _t896 = _NOT_YET
        _t899 = _NOT_YET
        _t900 = _NOT_YET
        _t901 = _NOT_YET
        _t904 = _NOT_YET
        _t907 = _NOT_YET
        _t908 = _NOT_YET
        _t909 = _NOT_YET
        _t892 = []
        for _t893 in _st_zones[(3 + _l0)]:
            if ((_c840[_t893] == L[1]) or (((_t901 if _t901 is not _NOT_YET else (_t901 := ((_t896 if _t896 is not _NOT_YET else (_t896 := _a842(st))) if (_t900 if _t900 is not _NOT_YET else (_t900 := (_t899 if _t899 is not _NOT_YET else (_t899 := _a844(st))))) else None))) is not None) and (_c840[_t893] == (_t909 if _t909 is not _NOT_YET else (_t909 := ((_t904 if _t904 is not _NOT_YET else (_t904 := _a846(st))) if (_t908 if _t908 is not _NOT_YET else (_t908 := (_t907 if _t907 is not _NOT_YET else (_t907 := _a848(st))))) else None)))))): _t892.append(_t893)
        if _offer850(st, L, _t892): raise _PlayoutCut849()
        if (L[3] is None):
            break
        _t910 = L[3]
        _t911 = (11 + _l0)
        if type(_t910) is int and _st_log is None:
            _t912 = _st_zones[_st_loc[_t910]]
            if _t912[-1] == _t910: _t912.pop()
            else: _t912.remove(_t910)
            _st_zones[_t911].append(_t910); _st_loc[_t910] = _t911
        elif _t910 is not None:
            _move_cards851(st, _t910, _t911, False)
        L[2] = L[2] + 1
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(('text', _audience852(st), [('player', _l0), ' joins the flight with ', _plain853(L[2]), ' ', _plain853(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(('text', _audience852(st), [('player', _l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #354 ba8e9485>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT826[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run829(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit830(_k831)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p832(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit830(_k833)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run834(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region835(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 4:
            L[3] = (_o836[L[0]] or []); L[4] = 0
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
                if _p854(st, [L[5], L[2], None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit830(_k855)
                fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit828(_k, st, _d0): raise _Runaway827()
            continue
        if pc == 8:
            _r = _run856(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit830(_k857)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k858)

# <rulerun alienz.rules: board_own #355 198c82d4>
def _loop(st):
    for _t913 in st.zones[20]:
        if (_c865[_t913] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #356 1647bcae>
def _loop(st):
    for _t916 in st.zones[22]:
        return _c868[_t916]
    return None

# <rulerun alienz.rules: board_own #357 e0923ed4>
def _loop(st):
    for _t919 in st.zones[20]:
        if (_c870[_t919] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #358 da45f62e>
def _loop(st):
    for _t924 in st.zones[22]:
        return _c872[_t924]
    return None

# <rulerun alienz.rules: board_own #359 bb709641>
def _loop(st):
    for _t927 in st.zones[20]:
        if (_c874[_t927] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #360 48c0bd77>
def _loop(st):
    for _t936 in st.zones[22]:
        return _c879[_t936]
    return None

# <rulerun alienz.rules: board_own #361 542ac70e>
def _loop(st):
    for _t939 in st.zones[20]:
        if (_c881[_t939] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #362 c7b141a5>
def _loop(st):
    for _t944 in st.zones[22]:
        return _c883[_t944]
    return None

# <rulerun alienz.rules: board_own #363 17642d7b>
def _loop(st):
    for _t947 in st.zones[20]:
        if (_c885[_t947] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #364 c06caf77>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT859[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run862(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region863(st, L)
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
            _r = _run864(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a866(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t918 = _NOT_YET
            _t921 = _NOT_YET
            _t922 = _NOT_YET
            _t923 = _NOT_YET
            _t926 = _NOT_YET
            _t929 = _NOT_YET
            _t930 = _NOT_YET
            _t931 = _NOT_YET
            _o = []
            for _t915 in _st_zones[(3 + L[0])]:
                if ((_c867[_t915] == L[1]) or (((_t923 if _t923 is not _NOT_YET else (_t923 := ((_t918 if _t918 is not _NOT_YET else (_t918 := _a869(st))) if (_t922 if _t922 is not _NOT_YET else (_t922 := (_t921 if _t921 is not _NOT_YET else (_t921 := _a871(st))))) else None))) is not None) and (_c867[_t915] == (_t931 if _t931 is not _NOT_YET else (_t931 := ((_t926 if _t926 is not _NOT_YET else (_t926 := _a873(st))) if (_t930 if _t930 is not _NOT_YET else (_t930 := (_t929 if _t929 is not _NOT_YET else (_t929 := _a875(st))))) else None)))))): _o.append(_t915)
            fr[1] = 5
            _t932 = L[0]
            _t933 = len(_o)
            if _t933 <= 1 and _st_log is None:
                L[4] = _o[0] if _t933 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t934 = st.chooser(_t933)
                else:
                    _t934 = _st_bits(_t933.bit_length())
                    while _t934 >= _t933: _t934 = _st_bits(_t933.bit_length())
                L[4] = _o[_t934]; st.decisions += 1
            elif _decide877(st, L, _o, _t932): return True
            pc = 5
        if pc == 5:
            _r = _run878(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t938 = _NOT_YET
            _t941 = _NOT_YET
            _t942 = _NOT_YET
            _t943 = _NOT_YET
            _t946 = _NOT_YET
            _t949 = _NOT_YET
            _t950 = _NOT_YET
            _t951 = _NOT_YET
            _o = []
            for _t935 in _st_zones[(3 + L[0])]:
                if ((_c867[_t935] == L[1]) or (((_t943 if _t943 is not _NOT_YET else (_t943 := ((_t938 if _t938 is not _NOT_YET else (_t938 := _a880(st))) if (_t942 if _t942 is not _NOT_YET else (_t942 := (_t941 if _t941 is not _NOT_YET else (_t941 := _a882(st))))) else None))) is not None) and (_c867[_t935] == (_t951 if _t951 is not _NOT_YET else (_t951 := ((_t946 if _t946 is not _NOT_YET else (_t946 := _a884(st))) if (_t950 if _t950 is not _NOT_YET else (_t950 := (_t949 if _t949 is not _NOT_YET else (_t949 := _a886(st))))) else None)))))): _o.append(_t935)
            fr[1] = 8
            if _offer887(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run888(st, L)
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
            _r = _run889(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit861(_k, st, _d0): raise _Runaway860()
            continue
        if pc == 14:
            _r = _run890(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k891)

# <rulerun alienz.rules: join #365 dc09ad2f>
def _loop(st):
    for _t953 in st.zones[22]:
        return _c898[_t953]
    return None

# <rulerun alienz.rules: join #366 00062ac7>
def _loop(st):
    for _t956 in st.zones[20]:
        if (_c900[_t956] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #367 1645021d>
def _loop(st):
    for _t961 in st.zones[22]:
        return _c902[_t961]
    return None

# <rulerun alienz.rules: join #368 d8217b50>
def _loop(st):
    for _t964 in st.zones[20]:
        if (_c904[_t964] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #369 7a1c4894>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT892[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run895(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region896(st, L)
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
            _t955 = _NOT_YET
            _t958 = _NOT_YET
            _t959 = _NOT_YET
            _t960 = _NOT_YET
            _t963 = _NOT_YET
            _t966 = _NOT_YET
            _t967 = _NOT_YET
            _t968 = _NOT_YET
            _o = []
            for _t952 in st.zones[(3 + L[0])]:
                if ((_c897[_t952] == L[1]) or (((_t960 if _t960 is not _NOT_YET else (_t960 := ((_t955 if _t955 is not _NOT_YET else (_t955 := _a899(st))) if (_t959 if _t959 is not _NOT_YET else (_t959 := (_t958 if _t958 is not _NOT_YET else (_t958 := _a901(st))))) else None))) is not None) and (_c897[_t952] == (_t968 if _t968 is not _NOT_YET else (_t968 := ((_t963 if _t963 is not _NOT_YET else (_t963 := _a903(st))) if (_t967 if _t967 is not _NOT_YET else (_t967 := (_t966 if _t966 is not _NOT_YET else (_t966 := _a905(st))))) else None)))))): _o.append(_t952)
            fr[1] = 3
            if _offer906(st, L, _o): return True
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
            _r = _run907(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit894(_k, st, _d0): raise _Runaway893()
            continue
        if pc == 8:
            _r = _run908(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k909)

# <rulerun alienz.rules: rank #370 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

