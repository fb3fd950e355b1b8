# <rulerun alienz.rules: check_end #0 4e150681>
def _loop(st, L):
    _t6 = (L[1] or ())
    _budget3[0] -= len(_t6)
    if _budget3[0] < 0: _spent4(st)
    for _t7 in _t6:
        return _t7
    return None

# <rulerun alienz.rules: check_end #1 d4e6f941>
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
        if _st_log is not None: _st_log.append(_Text8(_audience2(st), [_PlayerRef6(_a5(st, L)), ' has the highest total, ', _plain7(L[0]), ', and wins']))
        _end_game9(st, L[1], True); return 3
    if _st_log is not None: _st_log.append(_Text8(_audience2(st), [_players_ref10(L[1]), ' tie for the highest total (', _plain7(L[0]), '): another round is played']))

# <rulerun alienz.rules: round #2 7ca711c4>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[9] = (_t9 if -1000000000000000000 <= (_t9 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond11(_t9))
    _st_vars[11] = False
    _st_vars[12] = False
    _st_vars[13] = False
    if _st_log is not None: _st_log.append(_Text15(_audience12(st), ['Round ', _plain13(_st_vars[9]), ': ', _PlayerRef14(_st_vars[8]), ' deals and ', _PlayerRef14(((_st_vars[8] + 1) % 4)), ' plays first']))
    _t10 = _joined17(_joined17(_joined17(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
    _t11 = 0
    if _t10 is not None:
        _move_cards16(st, _t10, _t11, True)
    _t12 = _st_zones[(2 if False else 1)][:]
    _t13 = 0
    if _t12 is not None:
        _move_cards16(st, _t12, _t13, True)
    _t14 = [_c for _i in [7 + _p for _p in _k18] for _c in _st_zones[_i]]
    _t15 = 0
    if _t14 is not None:
        _move_cards16(st, _t14, _t15, True)
    _t16 = _joined17([_c for _i in [11 + _p for _p in _k19] for _c in _st_zones[_i]], [_c for _i in [15 + _p for _p in _k20] for _c in _st_zones[_i]])
    _t17 = 0
    if _t16 is not None:
        _move_cards16(st, _t16, _t17, True)
    _t18 = [_c for _i in [3 + _p for _p in _k21] for _c in _st_zones[_i]]
    _t19 = 0
    if _t18 is not None:
        _move_cards16(st, _t18, _t19, True)
    _shuffle_zone22(st, 0)

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

# <rulerun alienz.rules: turn #7 7ea2675d>
def _loop(st):
    for _t21 in st.zones[20]:
        if (_c28[_t21] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #8 25019db4>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[10] = (_t20 if -1000000000000000000 <= (_t20 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond23(_t20))
    if _st_log is not None: _st_log.append(_Text27(_audience24(st), ['Turn ', _plain25(_st_vars[10]), ': ', _PlayerRef26(L[0])]))
    L[1] = (2 if _a29(st) else 1)

# <rulerun alienz.rules: turn #9 114d0327>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t23 = L[5]
    _t24 = (3 + L[0])
    if type(_t23) is int and st.log is None:
        _t25 = _st_zones[_st_loc[_t23]]
        if _t25[-1] == _t23: _t25.pop()
        else: _t25.remove(_t23)
        _st_zones[_t24].append(_t23); _st_loc[_t23] = _t24
    elif _t23 is not None:
        _move_cards30(st, _t23, _t24, False)

# <rulerun alienz.rules: turn #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #11 fc7f29b9>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t27 = (_range31(1, L[1]) or [])
    _budget32[0] -= len(_t27)
    if _budget32[0] < 0: _spent33(st)
    for _t26 in _t27:
        L[4] = _t26
        _t28 = _st_zones[(2 if False else 1)]
        _t29 = _l0
        _t30 = len(_t28)
        if not _t30: _no_option36(_t29, 'alien to take')
        if _t30 <= 1 and _st_log is None:
            L[5] = _t28[0] if _t30 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t31 = st.chooser(_t30, _t29)
            else:
                _t31 = _st_bits(_t30.bit_length())
                while _t31 >= _t30: _t31 = _st_bits(_t30.bit_length())
            L[5] = _t28[_t31]; st.decisions += 1
        elif _decide37(st, L, _t28[:], _t29): raise _PlayoutCut34()
        _t32 = L[5]
        _t33 = (3 + _l0)
        if type(_t32) is int and _st_log is None:
            _t34 = _st_zones[_st_loc[_t32]]
            if _t34[-1] == _t32: _t34.pop()
            else: _t34.remove(_t32)
            _st_zones[_t33].append(_t32); _st_loc[_t32] = _t33
        elif _t32 is not None:
            _move_cards38(st, _t32, _t33, False)

# <rulerun alienz.rules: turn #12 7a0f3ab4>
def _native(st, L):
    _l6 = L[6]
    _st_loc = st.loc
    _st_zones = st.zones
    if (_l6 is not None):
        _t35 = _l6
        _t36 = (7 + L[0])
        if type(_t35) is int and st.log is None:
            _t37 = _st_zones[_st_loc[_t35]]
            if _t37[-1] == _t35: _t37.pop()
            else: _t37.remove(_t35)
            _st_zones[_t36].append(_t35); _st_loc[_t35] = _t36
        elif _t35 is not None:
            _move_cards39(st, _t35, _t36, False)

# <rulerun alienz.rules: turn #13 b40d833e>
def _loop(st):
    for _t38 in st.zones[20]:
        if (_c40[_t38] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #14 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #15 1105c9b7>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if _a41(st):
        _t40 = _st_zones[(3 + _l0)]
        if _offer43(st, L, _t40[:]): raise _PlayoutCut42()
        if (L[6] is not None):
            _t41 = L[6]
            _t42 = (7 + _l0)
            if type(_t41) is int and st.log is None:
                _t43 = _st_zones[_st_loc[_t41]]
                if _t43[-1] == _t41: _t43.pop()
                else: _t43.remove(_t41)
                _st_zones[_t42].append(_t41); _st_loc[_t41] = _t42
            elif _t41 is not None:
                _move_cards44(st, _t41, _t42, False)

# <rulerun alienz.rules: turn #16 bcbf87a5>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text47(_audience45(st), [_PlayerRef46(L[0]), ' does not fly']))

# <rulerun alienz.rules: turn #17 bf7d586d>
def _native(st, L):
    return _range48(1, L[1])

# <rulerun alienz.rules: turn #18 5392936a>
def _native(st, L):
    return (2 if False else 1)

# <rulerun alienz.rules: turn #19 5933e77c>
def _loop(st):
    for _t44 in st.zones[20]:
        if (_c49[_t44] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #20 5ab70ded>
def _native(st, L):
    return _a50(st)

# <rulerun alienz.rules: turn #21 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: turn #22 00e236db>
def _loop(st):
    for _t49 in st.zones[22]:
        return _c55[_t49]
    return None

# <rulerun alienz.rules: turn #23 1a9c5374>
def _loop(st):
    for _t58 in st.zones[22]:
        return _c62[_t58]
    return None

# <rulerun alienz.rules: turn #24 0ed0db45>
def _loop(st):
    for _t64 in st.zones[22]:
        return _c65[_t64]
    return None

# <rulerun alienz.rules: turn #25 1041c4d8>
def _loop(st, L, _t47):
    _st_zones = st.zones
    _t55 = _st_zones[(3 + L[0])]
    _budget58[0] -= len(_t55)
    if _budget58[0] < 0: _spent59(st)
    _t60 = _NOT_YET
    _t61 = _NOT_YET
    _t62 = _NOT_YET
    _t63 = _NOT_YET
    _t66 = _NOT_YET
    _t67 = _NOT_YET
    _t68 = _NOT_YET
    _t69 = _NOT_YET
    _t57 = 0
    for _t56 in _t55:
        if ((_t56 != _t47) and ((_c60[_t56] == _c61[_t47]) or (((_t63 if _t63 is not _NOT_YET else (_t63 := ((_t60 if _t60 is not _NOT_YET else (_t60 := _a63(st))) if (_t62 if _t62 is not _NOT_YET else (_t62 := ('asteroid_storm' in (_t61 if _t61 is not _NOT_YET else (_t61 := list(map(_c64.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c60[_t56] == (_t69 if _t69 is not _NOT_YET else (_t69 := ((_t66 if _t66 is not _NOT_YET else (_t66 := _a66(st))) if (_t68 if _t68 is not _NOT_YET else (_t68 := ('asteroid_storm' in (_t67 if _t67 is not _NOT_YET else (_t67 := list(map(_c64.__getitem__, _st_zones[20]))))))) else None))))))):
            _t57 += 1
    return _t57

# <rulerun alienz.rules: turn #26 237c2d18>
def _loop(st, L):
    _st_zones = st.zones
    _t46 = _st_zones[(3 + L[0])]
    _budget52[0] -= len(_t46)
    if _budget52[0] < 0: _spent53(st)
    _t51 = _NOT_YET
    _t52 = _NOT_YET
    _t53 = _NOT_YET
    _t54 = _NOT_YET
    _t70 = _NOT_YET
    _t71 = _NOT_YET
    _t72 = _NOT_YET
    for _t47 in _t46:
        if ((_c54[_t47] != (_t54 if _t54 is not _NOT_YET else (_t54 := ((_t51 if _t51 is not _NOT_YET else (_t51 := _a56(st))) if (_t53 if _t53 is not _NOT_YET else (_t53 := ('asteroid_storm' in (_t52 if _t52 is not _NOT_YET else (_t52 := list(map(_c57.__getitem__, _st_zones[20]))))))) else None)))) and (_a67(st, L, _t47) >= (_t72 if _t72 is not _NOT_YET else (_t72 := (3 if (_t71 if _t71 is not _NOT_YET else (_t71 := ('group' in (_t70 if _t70 is not _NOT_YET else (_t70 := list(map(_c57.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: is_event #27 a6bfc1c3>
def _native(st, L):
    return (_c69[L[0]] is not None)

# <rulerun alienz.rules: turn #28 821bb2e0>
def _loop(st):
    for _t73 in st.zones[22]:
        return _c71[_t73]
    return None

# <rulerun alienz.rules: turn #29 6bd1c743>
def _loop(st):
    for _t75 in st.zones[20]:
        if (_c73[_t75] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #30 8201f265>
def _native(st, L):
    return (L[0] != (_a72(st) if _a74(st) else None))

# <rulerun alienz.rules: turn #31 53e36d4d>
def _loop(st):
    for _t80 in st.zones[22]:
        return _c80[_t80]
    return None

# <rulerun alienz.rules: turn #32 efed67a9>
def _loop(st):
    for _t86 in st.zones[22]:
        return _c83[_t86]
    return None

# <rulerun alienz.rules: matching #33 84ab609c>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t78 = _st_zones[(3 + L[0])]
    _budget77[0] -= len(_t78)
    if _budget77[0] < 0: _spent78(st)
    _t82 = _NOT_YET
    _t83 = _NOT_YET
    _t84 = _NOT_YET
    _t85 = _NOT_YET
    _t88 = _NOT_YET
    _t89 = _NOT_YET
    _t90 = _NOT_YET
    _t91 = _NOT_YET
    _t77 = 0
    for _t79 in _t78:
        if ((_c79[_t79] == _l1) or (((_t85 if _t85 is not _NOT_YET else (_t85 := ((_t82 if _t82 is not _NOT_YET else (_t82 := _a81(st))) if (_t84 if _t84 is not _NOT_YET else (_t84 := ('asteroid_storm' in (_t83 if _t83 is not _NOT_YET else (_t83 := list(map(_c82.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c79[_t79] == (_t91 if _t91 is not _NOT_YET else (_t91 := ((_t88 if _t88 is not _NOT_YET else (_t88 := _a84(st))) if (_t90 if _t90 is not _NOT_YET else (_t90 := ('asteroid_storm' in (_t89 if _t89 is not _NOT_YET else (_t89 := list(map(_c82.__getitem__, _st_zones[20]))))))) else None)))))):
            _t77 += 1
    return _t77

# <rulerun alienz.rules: turn #34 8cdedf5c>
def _loop(st):
    for _t92 in st.zones[20]:
        if (_c86[_t92] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #35 777cfcfb>
def _native(st, L):
    _st_zones = st.zones
    return _joined51(_joined51(['no flight'], (['private flight'] if _a68(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d70(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d75(st, [_c76[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d85(st, [L[0], _c76[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a87(st) else 2))) else []))

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

# <rulerun alienz.rules: private_flight #41 3ffedfb1>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = _c88[_l1]
    _t94 = _l1
    _t95 = (15 + _l0)
    if type(_t94) is int and _st_log is None:
        _t96 = _st_zones[_st_loc[_t94]]
        if _t96[-1] == _t94: _t96.pop()
        else: _t96.remove(_t94)
        _st_zones[_t95].append(_t94); _st_loc[_t94] = _t95
    elif _t94 is not None:
        _move_cards89(st, _t94, _t95, False)
    if _st_log is not None: _st_log.append(_Text93(_audience90(st), [_PlayerRef91(_l0), ' opens a private flight to the ', _plain92(L[2]), ' planet']))

# <rulerun alienz.rules: private_flight #42 6a4f038c>
def _loop(st):
    for _t102 in st.zones[22]:
        return _c98[_t102]
    return None

# <rulerun alienz.rules: private_flight #43 105dcc16>
def _loop(st):
    for _t108 in st.zones[22]:
        return _c101[_t108]
    return None

# <rulerun alienz.rules: private_flight #44 44dcfd5d>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i0l0 = _l2
    _i0 = [_i0l0, None, None, None, None]
    _t98 = (_k94 or [])
    _budget95[0] -= len(_t98)
    if _budget95[0] < 0: _spent96(st)
    for _t97 in _t98:
        _i0[3] = _t97
        _t100 = _st_zones[(7 + _t97)]
        _budget95[0] -= len(_t100)
        if _budget95[0] < 0: _spent96(st)
        _t104 = _NOT_YET
        _t105 = _NOT_YET
        _t106 = _NOT_YET
        _t107 = _NOT_YET
        _t110 = _NOT_YET
        _t111 = _NOT_YET
        _t112 = _NOT_YET
        _t113 = _NOT_YET
        _t99 = []
        for _t101 in _t100:
            if ((_c97[_t101] == _i0l0) or (((_t107 if _t107 is not _NOT_YET else (_t107 := ((_t104 if _t104 is not _NOT_YET else (_t104 := _a99(st))) if (_t106 if _t106 is not _NOT_YET else (_t106 := ('asteroid_storm' in (_t105 if _t105 is not _NOT_YET else (_t105 := list(map(_c100.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c97[_t101] == (_t113 if _t113 is not _NOT_YET else (_t113 := ((_t110 if _t110 is not _NOT_YET else (_t110 := _a102(st))) if (_t112 if _t112 is not _NOT_YET else (_t112 := ('asteroid_storm' in (_t111 if _t111 is not _NOT_YET else (_t111 := list(map(_c100.__getitem__, _st_zones[20]))))))) else None)))))):
                _t99.append(_t101)
        _i0[4] = _t99
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text105(_audience103(st), [_PlayerRef104(_t97), "'s queued aliens board the flight"]))
            _t114 = _i0[4]
            _t115 = (11 + _t97)
            if type(_t114) is list and _st_log is None:
                for _t116 in _t114:
                    _t117 = _st_zones[_st_loc[_t116]]
                    if _t117[-1] == _t116: _t117.pop()
                    else: _t117.remove(_t116)
                    _st_zones[_t115].append(_t116); _st_loc[_t116] = _t115
            elif _t114 is not None:
                _move_cards106(st, _t114, _t115, False)
    if _st_log is not None: _st_log.append(_Text105(_audience103(st), ['The flight to the ', _plain107(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #45 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #46 51df342e>
def _loop(st):
    for _t118 in st.zones[22]:
        return _c109[_t118]
    return None

# <rulerun alienz.rules: private_flight #47 dd4dd935>
def _loop(st):
    for _t120 in st.zones[20]:
        if (_c111[_t120] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #48 d1affb06>
def _loop(st):
    for _t125 in st.zones[22]:
        return _c117[_t125]
    return None

# <rulerun alienz.rules: private_flight #49 11c8969c>
def _loop(st):
    for _t131 in st.zones[22]:
        return _c120[_t131]
    return None

# <rulerun alienz.rules: private_flight #50 0ddd81b4>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t122 = _st_zones[(3 + L[0])]
    _budget113[0] -= len(_t122)
    if _budget113[0] < 0: _spent114(st)
    _t127 = _NOT_YET
    _t128 = _NOT_YET
    _t129 = _NOT_YET
    _t130 = _NOT_YET
    _t133 = _NOT_YET
    _t134 = _NOT_YET
    _t135 = _NOT_YET
    _t136 = _NOT_YET
    _t124 = 0
    for _t123 in _t122:
        if ((_t123 != _l1) and ((_c115[_t123] == _c116[_l1]) or (((_t130 if _t130 is not _NOT_YET else (_t130 := ((_t127 if _t127 is not _NOT_YET else (_t127 := _a118(st))) if (_t129 if _t129 is not _NOT_YET else (_t129 := ('asteroid_storm' in (_t128 if _t128 is not _NOT_YET else (_t128 := list(map(_c119.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c115[_t123] == (_t136 if _t136 is not _NOT_YET else (_t136 := ((_t133 if _t133 is not _NOT_YET else (_t133 := _a121(st))) if (_t135 if _t135 is not _NOT_YET else (_t135 := ('asteroid_storm' in (_t134 if _t134 is not _NOT_YET else (_t134 := list(map(_c119.__getitem__, _st_zones[20]))))))) else None))))))):
            _t124 += 1
    return _t124

# <rulerun alienz.rules: private_flight #51 5c468f01>
def _loop(st):
    for _t137 in st.zones[20]:
        if (_c123[_t137] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #52 bc489bac>
def _native(st, L):
    return ((_c108[L[1]] != (_a110(st) if _a112(st) else None)) and (_a122(st, L) >= (3 if _a124(st) else 2)))

# <rulerun alienz.rules: private_flight #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #54 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #55 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #56 70bf8d6e>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c125[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text129(_audience126(st), [_PlayerRef127(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain128(L[2]), ' planet']))
    _t139 = L[1]
    _t140 = (15 + _l0)
    if type(_t139) is int and _st_log is None:
        _t141 = _st_zones[_st_loc[_t139]]
        if _t141[-1] == _t139: _t141.pop()
        else: _t141.remove(_t139)
        _st_zones[_t140].append(_t139); _st_loc[_t139] = _t140
    elif _t139 is not None:
        _move_cards130(st, _t139, _t140, False)

# <rulerun alienz.rules: commercial_flight #57 a144f450>
def _loop(st):
    for _t147 in st.zones[22]:
        return _c135[_t147]
    return None

# <rulerun alienz.rules: commercial_flight #58 f8e5cac1>
def _loop(st):
    for _t153 in st.zones[22]:
        return _c138[_t153]
    return None

# <rulerun alienz.rules: commercial_flight #59 67d1fd68>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None]
    _t143 = (_k131 or [])
    _budget132[0] -= len(_t143)
    if _budget132[0] < 0: _spent133(st)
    for _t142 in _t143:
        _i1[3] = _t142
        _t145 = _st_zones[(7 + _t142)]
        _budget132[0] -= len(_t145)
        if _budget132[0] < 0: _spent133(st)
        _t149 = _NOT_YET
        _t150 = _NOT_YET
        _t151 = _NOT_YET
        _t152 = _NOT_YET
        _t155 = _NOT_YET
        _t156 = _NOT_YET
        _t157 = _NOT_YET
        _t158 = _NOT_YET
        _t144 = []
        for _t146 in _t145:
            if ((_c134[_t146] == _i1l0) or (((_t152 if _t152 is not _NOT_YET else (_t152 := ((_t149 if _t149 is not _NOT_YET else (_t149 := _a136(st))) if (_t151 if _t151 is not _NOT_YET else (_t151 := ('asteroid_storm' in (_t150 if _t150 is not _NOT_YET else (_t150 := list(map(_c137.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c134[_t146] == (_t158 if _t158 is not _NOT_YET else (_t158 := ((_t155 if _t155 is not _NOT_YET else (_t155 := _a139(st))) if (_t157 if _t157 is not _NOT_YET else (_t157 := ('asteroid_storm' in (_t156 if _t156 is not _NOT_YET else (_t156 := list(map(_c137.__getitem__, _st_zones[20]))))))) else None)))))):
                _t144.append(_t146)
        _i1[4] = _t144
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text142(_audience140(st), [_PlayerRef141(_t142), "'s queued aliens board the flight"]))
            _t159 = _i1[4]
            _t160 = (11 + _t142)
            if type(_t159) is list and _st_log is None:
                for _t161 in _t159:
                    _t162 = _st_zones[_st_loc[_t161]]
                    if _t162[-1] == _t161: _t162.pop()
                    else: _t162.remove(_t161)
                    _st_zones[_t160].append(_t161); _st_loc[_t161] = _t160
            elif _t159 is not None:
                _move_cards143(st, _t159, _t160, False)

# <rulerun alienz.rules: commercial_flight #60 de3cd02f>
def _loop(st):
    for _t167 in st.zones[22]:
        return _c148[_t167]
    return None

# <rulerun alienz.rules: commercial_flight #61 ffa18d81>
def _loop(st):
    for _t173 in st.zones[22]:
        return _c151[_t173]
    return None

# <rulerun alienz.rules: commercial_flight #62 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #63 0ae54f9f>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t164 = (_o144[_l0] or [])
    _budget145[0] -= len(_t164)
    if _budget145[0] < 0: _spent146(st)
    for _t163 in _t164:
        L[5] = _t163
        if not ((_t163 != _l0)): continue
        _i2l0 = _t163
        _i2l1 = L[2]
        _i2 = [_i2l0, _i2l1, None, None]
        _i2[2] = 0
        while True:
            _budget145[0] -= 1
            if _budget145[0] < 0: _spent146(st)
            _t169 = _NOT_YET
            _t170 = _NOT_YET
            _t171 = _NOT_YET
            _t172 = _NOT_YET
            _t175 = _NOT_YET
            _t176 = _NOT_YET
            _t177 = _NOT_YET
            _t178 = _NOT_YET
            _t165 = []
            for _t166 in _st_zones[(3 + _i2l0)]:
                if ((_c147[_t166] == _i2l1) or (((_t172 if _t172 is not _NOT_YET else (_t172 := ((_t169 if _t169 is not _NOT_YET else (_t169 := _a149(st))) if (_t171 if _t171 is not _NOT_YET else (_t171 := ('asteroid_storm' in (_t170 if _t170 is not _NOT_YET else (_t170 := list(map(_c150.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c147[_t166] == (_t178 if _t178 is not _NOT_YET else (_t178 := ((_t175 if _t175 is not _NOT_YET else (_t175 := _a152(st))) if (_t177 if _t177 is not _NOT_YET else (_t177 := ('asteroid_storm' in (_t176 if _t176 is not _NOT_YET else (_t176 := list(map(_c150.__getitem__, _st_zones[20]))))))) else None)))))): _t165.append(_t166)
            if _offer154(st, _i2, _t165): raise _PlayoutCut153()
            if (_i2[3] is None):
                break
            _t179 = _i2[3]
            _t180 = (11 + _i2l0)
            if type(_t179) is int and _st_log is None:
                _t181 = _st_zones[_st_loc[_t179]]
                if _t181[-1] == _t179: _t181.pop()
                else: _t181.remove(_t179)
                _st_zones[_t180].append(_t179); _st_loc[_t179] = _t180
            elif _t179 is not None:
                _move_cards155(st, _t179, _t180, False)
            _i2[2] = (_t182 if -1000000000000000000 <= (_t182 := _i2[2] + 1) <= 1000000000000000000 else _beyond156(_t182))
        if (_i2[2] > 0):
            if _st_log is not None: _st_log.append(_Text160(_audience157(st), [_PlayerRef158(_i2l0), ' joins the flight with ', _plain159(_i2[2]), ' ', _plain159(('alien' if (_i2[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text160(_audience157(st), [_PlayerRef158(_i2l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #64 8ed22f25>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text163(_audience161(st), ['The flight to the ', _plain162(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text163(_audience161(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo164(1)

# <rulerun alienz.rules: commercial_flight #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #66 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #67 c70f18c9>
def _native(st, L):
    return _o165[L[0]]

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

# <rulerun alienz.rules: board_own #75 470bcfa9>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t183 = L[3]
    _t184 = (11 + L[0])
    if type(_t183) is int and st.log is None:
        _t185 = _st_zones[_st_loc[_t183]]
        if _t185[-1] == _t183: _t185.pop()
        else: _t185.remove(_t183)
        _st_zones[_t184].append(_t183); _st_loc[_t183] = _t184
    elif _t183 is not None:
        _move_cards166(st, _t183, _t184, False)
    L[2] = (_t186 if -1000000000000000000 <= (_t186 := L[2] + 1) <= 1000000000000000000 else _beyond167(_t186))

# <rulerun alienz.rules: board_own #76 8ce64ea5>
def _loop(st):
    for _t187 in st.zones[20]:
        if (_c170[_t187] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #77 d7569735>
def _loop(st):
    for _t191 in st.zones[22]:
        return _c173[_t191]
    return None

# <rulerun alienz.rules: board_own #78 89936fd3>
def _loop(st):
    for _t197 in st.zones[22]:
        return _c176[_t197]
    return None

# <rulerun alienz.rules: board_own #79 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #80 ecb1e4dc>
def _loop(st):
    for _t208 in st.zones[22]:
        return _c182[_t208]
    return None

# <rulerun alienz.rules: board_own #81 0636dc85>
def _loop(st):
    for _t214 in st.zones[22]:
        return _c184[_t214]
    return None

# <rulerun alienz.rules: board_own #82 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #83 d0c02cfc>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while True:
        _budget168[0] -= 1
        if _budget168[0] < 0: _spent169(st)
        L[3] = None
        if (L[2] < (3 if _a171(st) else 2)):
            _t193 = _NOT_YET
            _t194 = _NOT_YET
            _t195 = _NOT_YET
            _t196 = _NOT_YET
            _t199 = _NOT_YET
            _t200 = _NOT_YET
            _t201 = _NOT_YET
            _t202 = _NOT_YET
            _t189 = []
            for _t190 in _st_zones[(3 + _l0)]:
                if ((_c172[_t190] == _l1) or (((_t196 if _t196 is not _NOT_YET else (_t196 := ((_t193 if _t193 is not _NOT_YET else (_t193 := _a174(st))) if (_t195 if _t195 is not _NOT_YET else (_t195 := ('asteroid_storm' in (_t194 if _t194 is not _NOT_YET else (_t194 := list(map(_c175.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c172[_t190] == (_t202 if _t202 is not _NOT_YET else (_t202 := ((_t199 if _t199 is not _NOT_YET else (_t199 := _a177(st))) if (_t201 if _t201 is not _NOT_YET else (_t201 := ('asteroid_storm' in (_t200 if _t200 is not _NOT_YET else (_t200 := list(map(_c175.__getitem__, _st_zones[20]))))))) else None)))))): _t189.append(_t190)
            _t203 = _l0
            _t204 = len(_t189)
            if not _t204: _no_option180(_t203, 'alien to fly')
            if _t204 <= 1 and _st_log is None:
                L[4] = _t189[0] if _t204 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t205 = st.chooser(_t204, _t203)
                else:
                    _t205 = _st_bits(_t204.bit_length())
                    while _t205 >= _t204: _t205 = _st_bits(_t204.bit_length())
                L[4] = _t189[_t205]; st.decisions += 1
            elif _decide181(st, L, _t189, _t203): raise _PlayoutCut178()
            L[3] = L[4]
        else:
            _t210 = _NOT_YET
            _t211 = _NOT_YET
            _t212 = _NOT_YET
            _t213 = _NOT_YET
            _t216 = _NOT_YET
            _t217 = _NOT_YET
            _t218 = _NOT_YET
            _t219 = _NOT_YET
            _t206 = []
            for _t207 in _st_zones[(3 + _l0)]:
                if ((_c172[_t207] == _l1) or (((_t213 if _t213 is not _NOT_YET else (_t213 := ((_t210 if _t210 is not _NOT_YET else (_t210 := _a183(st))) if (_t212 if _t212 is not _NOT_YET else (_t212 := ('asteroid_storm' in (_t211 if _t211 is not _NOT_YET else (_t211 := list(map(_c175.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c172[_t207] == (_t219 if _t219 is not _NOT_YET else (_t219 := ((_t216 if _t216 is not _NOT_YET else (_t216 := _a185(st))) if (_t218 if _t218 is not _NOT_YET else (_t218 := ('asteroid_storm' in (_t217 if _t217 is not _NOT_YET else (_t217 := list(map(_c175.__getitem__, _st_zones[20]))))))) else None)))))): _t206.append(_t207)
            if _offer186(st, L, _t206): raise _PlayoutCut178()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t220 = L[3]
        _t221 = (11 + _l0)
        if type(_t220) is int and _st_log is None:
            _t222 = _st_zones[_st_loc[_t220]]
            if _t222[-1] == _t220: _t222.pop()
            else: _t222.remove(_t220)
            _st_zones[_t221].append(_t220); _st_loc[_t220] = _t221
        elif _t220 is not None:
            _move_cards187(st, _t220, _t221, False)
        L[2] = (_t223 if -1000000000000000000 <= (_t223 := L[2] + 1) <= 1000000000000000000 else _beyond188(_t223))

# <rulerun alienz.rules: board_own #84 60cf9d88>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text192(_audience189(st), [_PlayerRef190(L[0]), ' flies ', _plain191(_l2), ' ', _plain191(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain191(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #85 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #86 97257167>
def _loop(st):
    for _t224 in st.zones[20]:
        if (_c193[_t224] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #87 3c952b95>
def _native(st, L):
    return (L[2] < (3 if _a194(st) else 2))

# <rulerun alienz.rules: board_own #88 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #89 06701573>
def _loop(st):
    for _t226 in st.zones[22]:
        return _c196[_t226]
    return None

# <rulerun alienz.rules: board_own #90 630193dd>
def _loop(st):
    for _t228 in st.zones[20]:
        if (_c198[_t228] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #91 f9278fc3>
def _loop(st):
    for _t230 in st.zones[22]:
        return _c200[_t230]
    return None

# <rulerun alienz.rules: board_own #92 b4ed244a>
def _loop(st):
    for _t232 in st.zones[20]:
        if (_c202[_t232] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #93 e0b9b0bb>
def _native(st, L):
    _l4 = L[4]
    return ((_c195[_l4] == L[1]) or (((_a197(st) if _a199(st) else None) is not None) and (_c195[_l4] == (_a201(st) if _a203(st) else None))))

# <rulerun alienz.rules: board_own #94 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #95 f0001390>
def _loop(st):
    for _t234 in st.zones[22]:
        return _c205[_t234]
    return None

# <rulerun alienz.rules: board_own #96 b5535eac>
def _loop(st):
    for _t236 in st.zones[20]:
        if (_c207[_t236] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #97 f99b410c>
def _loop(st):
    for _t238 in st.zones[22]:
        return _c209[_t238]
    return None

# <rulerun alienz.rules: board_own #98 2fd014b5>
def _loop(st):
    for _t240 in st.zones[20]:
        if (_c211[_t240] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #99 20485db3>
def _native(st, L):
    _l5 = L[5]
    return ((_c204[_l5] == L[1]) or (((_a206(st) if _a208(st) else None) is not None) and (_c204[_l5] == (_a210(st) if _a212(st) else None))))

# <rulerun alienz.rules: board_own #100 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #101 b3317c9e>
def _loop(st):
    for _t247 in st.zones[22]:
        return _c217[_t247]
    return None

# <rulerun alienz.rules: board_queue #102 cb4ce0f0>
def _loop(st):
    for _t253 in st.zones[22]:
        return _c220[_t253]
    return None

# <rulerun alienz.rules: board_queue #103 fee4146b>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t243 = (_k213 or [])
    _budget214[0] -= len(_t243)
    if _budget214[0] < 0: _spent215(st)
    for _t242 in _t243:
        L[3] = _t242
        _t245 = _st_zones[(7 + _t242)]
        _budget214[0] -= len(_t245)
        if _budget214[0] < 0: _spent215(st)
        _t249 = _NOT_YET
        _t250 = _NOT_YET
        _t251 = _NOT_YET
        _t252 = _NOT_YET
        _t255 = _NOT_YET
        _t256 = _NOT_YET
        _t257 = _NOT_YET
        _t258 = _NOT_YET
        _t244 = []
        for _t246 in _t245:
            if ((_c216[_t246] == _l0) or (((_t252 if _t252 is not _NOT_YET else (_t252 := ((_t249 if _t249 is not _NOT_YET else (_t249 := _a218(st))) if (_t251 if _t251 is not _NOT_YET else (_t251 := ('asteroid_storm' in (_t250 if _t250 is not _NOT_YET else (_t250 := list(map(_c219.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c216[_t246] == (_t258 if _t258 is not _NOT_YET else (_t258 := ((_t255 if _t255 is not _NOT_YET else (_t255 := _a221(st))) if (_t257 if _t257 is not _NOT_YET else (_t257 := ('asteroid_storm' in (_t256 if _t256 is not _NOT_YET else (_t256 := list(map(_c219.__getitem__, _st_zones[20]))))))) else None)))))):
                _t244.append(_t246)
        L[4] = _t244
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text224(_audience222(st), [_PlayerRef223(_t242), "'s queued aliens board the flight"]))
            _t259 = L[4]
            _t260 = (11 + _t242)
            if type(_t259) is list and _st_log is None:
                for _t261 in _t259:
                    _t262 = _st_zones[_st_loc[_t261]]
                    if _t262[-1] == _t261: _t262.pop()
                    else: _t262.remove(_t261)
                    _st_zones[_t260].append(_t261); _st_loc[_t261] = _t260
            elif _t259 is not None:
                _move_cards225(st, _t259, _t260, False)

# <rulerun alienz.rules: join #104 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #105 6767da2e>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t263 = L[3]
    _t264 = (11 + L[0])
    if type(_t263) is int and st.log is None:
        _t265 = _st_zones[_st_loc[_t263]]
        if _t265[-1] == _t263: _t265.pop()
        else: _t265.remove(_t263)
        _st_zones[_t264].append(_t263); _st_loc[_t263] = _t264
    elif _t263 is not None:
        _move_cards226(st, _t263, _t264, False)
    L[2] = (_t266 if -1000000000000000000 <= (_t266 := L[2] + 1) <= 1000000000000000000 else _beyond227(_t266))

# <rulerun alienz.rules: join #106 f7a57c19>
def _loop(st):
    for _t269 in st.zones[22]:
        return _c231[_t269]
    return None

# <rulerun alienz.rules: join #107 5b14e0f9>
def _loop(st):
    for _t275 in st.zones[22]:
        return _c234[_t275]
    return None

# <rulerun alienz.rules: join #108 b792b3b9>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    while True:
        _budget228[0] -= 1
        if _budget228[0] < 0: _spent229(st)
        _t271 = _NOT_YET
        _t272 = _NOT_YET
        _t273 = _NOT_YET
        _t274 = _NOT_YET
        _t277 = _NOT_YET
        _t278 = _NOT_YET
        _t279 = _NOT_YET
        _t280 = _NOT_YET
        _t267 = []
        for _t268 in _st_zones[(3 + _l0)]:
            if ((_c230[_t268] == L[1]) or (((_t274 if _t274 is not _NOT_YET else (_t274 := ((_t271 if _t271 is not _NOT_YET else (_t271 := _a232(st))) if (_t273 if _t273 is not _NOT_YET else (_t273 := ('asteroid_storm' in (_t272 if _t272 is not _NOT_YET else (_t272 := list(map(_c233.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c230[_t268] == (_t280 if _t280 is not _NOT_YET else (_t280 := ((_t277 if _t277 is not _NOT_YET else (_t277 := _a235(st))) if (_t279 if _t279 is not _NOT_YET else (_t279 := ('asteroid_storm' in (_t278 if _t278 is not _NOT_YET else (_t278 := list(map(_c233.__getitem__, _st_zones[20]))))))) else None)))))): _t267.append(_t268)
        if _offer237(st, L, _t267): raise _PlayoutCut236()
        if (L[3] is None):
            break
        _t281 = L[3]
        _t282 = (11 + _l0)
        if type(_t281) is int and st.log is None:
            _t283 = _st_zones[_st_loc[_t281]]
            if _t283[-1] == _t281: _t283.pop()
            else: _t283.remove(_t281)
            _st_zones[_t282].append(_t281); _st_loc[_t281] = _t282
        elif _t281 is not None:
            _move_cards238(st, _t281, _t282, False)
        L[2] = (_t284 if -1000000000000000000 <= (_t284 := L[2] + 1) <= 1000000000000000000 else _beyond239(_t284))

# <rulerun alienz.rules: join #109 565e3b47>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text243(_audience240(st), [_PlayerRef241(_l0), ' joins the flight with ', _plain242(_l2), ' ', _plain242(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text243(_audience240(st), [_PlayerRef241(_l0), ' does not join']))

# <rulerun alienz.rules: join #110 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #111 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #112 880b2c76>
def _loop(st):
    for _t285 in st.zones[22]:
        return _c245[_t285]
    return None

# <rulerun alienz.rules: join #113 7a2b1013>
def _loop(st):
    for _t287 in st.zones[20]:
        if (_c247[_t287] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #114 b5ba3a61>
def _loop(st):
    for _t289 in st.zones[22]:
        return _c249[_t289]
    return None

# <rulerun alienz.rules: join #115 36b96695>
def _loop(st):
    for _t291 in st.zones[20]:
        if (_c251[_t291] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 aed7267b>
def _native(st, L):
    _l3 = L[3]
    return ((_c244[_l3] == L[1]) or (((_a246(st) if _a248(st) else None) is not None) and (_c244[_l3] == (_a250(st) if _a252(st) else None))))

# <rulerun alienz.rules: join #117 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: refill #118 002ddf65>
def _native(st, L):
    _st_zones = st.zones
    _t295 = _st_zones[0]
    _t294 = (2 if False else 1)
    if st.log is None and _t295:
        _t293 = _t295.pop(); _st_zones[_t294].append(_t293); st.loc[_t293] = _t294
    elif _t295:
        _move_cards253(st, _t295[-1], _t294, False)

# <rulerun alienz.rules: refill #119 b2e7eb2d>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0]))

# <rulerun alienz.rules: surface #120 43ba32dd>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text257(_audience254(st), ['The deck shows the ', _plain256(_c255[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: surface #121 6f27f11a>
def _native(st, L):
    _st_zones = st.zones
    return ((not not _st_zones[0]) and _d258(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))

# <rulerun alienz.rules: surface #122 bb64b28a>
def _native(st, L):
    return (_z[-1] if (_z := st.zones[0]) else None)

# <rulerun alienz.rules: reveal_event #123 57c1254d>
def _loop(st):
    _t300 = 0
    for _t299 in st.zones[0]:
        if (_c262[_t299] is not None):
            _t300 += 1
    return _t300

# <rulerun alienz.rules: reveal_event #124 610ffbf0>
def _loop(st):
    _t302 = 0
    for _t301 in st.zones[0]:
        if (_c266[_t301] is not None):
            _t302 += 1
    return _t302

# <rulerun alienz.rules: reveal_event #125 8a1b5705>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t296 = _l0
    _t297 = 19
    if type(_t296) is int and _st_log is None:
        _t298 = _st_zones[_st_loc[_t296]]
        if _t298[-1] == _t296: _t298.pop()
        else: _t298.remove(_t296)
        _st_zones[_t297].append(_t296); _st_loc[_t296] = _t297
    elif _t296 is not None:
        _move_cards259(st, _t296, _t297, False)
    if _st_log is not None: _st_log.append(_Text265(_audience260(st), ['Event revealed: ', _card_ref261(st, _l0), ' (', _plain264((5 - _a263(st))), ' of 5)']))
    if (_a267(st) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text265(_audience260(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text265(_audience260(st), ['The 5th event: the round ends']))
        raise _ExitTo268(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text265(_audience260(st), [_card_ref261(st, _l0), ' takes effect after the flight']))
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

# <rulerun alienz.rules: take_effect #130 5dacbe19>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (_c269[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text271(_audience270(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text271(_audience270(st), ['Clear Sky cancels ', _cards_ref272(st, _st_zones[20][:])]))
        _t303 = 20
        _t304 = 21
        if _st_log is None and _t303 != _t304:
            _t305 = _st_zones[_t303]; _st_zones[_t304] += _t305
            for _t306 in _t305: _st_loc[_t306] = _t304
            _t305.clear()
        else:
            _move_cards273(st, _st_zones[_t303][:], _t304, False)
        _t307 = _l0
        _t308 = 21
        if type(_t307) is int and _st_log is None:
            _t309 = _st_zones[_st_loc[_t307]]
            if _t309[-1] == _t307: _t309.pop()
            else: _t309.remove(_t307)
            _st_zones[_t308].append(_t307); _st_loc[_t307] = _t308
        elif _t307 is not None:
            _move_cards273(st, _t307, _t308, False)
        return 2
    _t310 = _l0
    _t311 = 20
    if type(_t310) is int and _st_log is None:
        _t312 = _st_zones[_st_loc[_t310]]
        if _t312[-1] == _t310: _t312.pop()
        else: _t312.remove(_t310)
        _st_zones[_t311].append(_t310); _st_loc[_t310] = _t311
    elif _t310 is not None:
        _move_cards273(st, _t310, _t311, False)

# <rulerun alienz.rules: take_effect #131 b1b74889>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text275(_audience274(st), ['Queue: once per turn the active player may queue one alien before the flight']))

# <rulerun alienz.rules: take_effect #132 e0eb79dd>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text277(_audience276(st), ['Rush Hour: every turn takes two aliens and refills two slots']))

# <rulerun alienz.rules: take_effect #133 863d2c45>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text279(_audience278(st), ['Group: a flight needs 3 aliens from the flyer']))

# <rulerun alienz.rules: take_effect #134 9a60ec4b>
def _native(st, L):
    return (_c280[L[0]] == 'queueing')

# <rulerun alienz.rules: take_effect #135 786cd120>
def _native(st, L):
    return (_c281[L[0]] == 'rush_hour')

# <rulerun alienz.rules: take_effect #136 66cc5d63>
def _native(st, L):
    return (_c282[L[0]] == 'group')

# <rulerun alienz.rules: storm_flip #137 960f5de1>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t313 = L[0]
    _t314 = 22
    if type(_t313) is int and _st_log is None:
        _t315 = _st_zones[_st_loc[_t313]]
        if _t315[-1] == _t313: _t315.pop()
        else: _t315.remove(_t313)
        _st_zones[_t314].append(_t313); _st_loc[_t313] = _t314
    elif _t313 is not None:
        _move_cards283(st, _t313, _t314, False)
    if _st_log is not None: _st_log.append(_Text287(_audience284(st), ['Asteroid Storm: flights to the ', _plain286(_c285[L[0]]), ' planet are forbidden and ', _plain286(_c285[L[0]]), ' aliens are wild']))

# <rulerun alienz.rules: scoring #138 f1edeccd>
def _loop(st, _t316):
    _st_zones = st.zones
    _t318 = (_k292 or ())
    _budget293[0] -= len(_t318)
    if _budget293[0] < 0: _spent294(st)
    _t321 = _NOT_YET
    _t322 = _NOT_YET
    _t320 = 0
    for _t319 in _t318:
        if (((_t321 if _t321 is not _NOT_YET else (_t321 := list(map(_c295.__getitem__, _st_zones[(11 + _t316)])))).count(_t319) + (_t322 if _t322 is not _NOT_YET else (_t322 := list(map(_c296.__getitem__, _st_zones[(15 + _t316)])))).count(_t319)) > 0):
            _t320 += 1
    return _t320

# <rulerun alienz.rules: scoring #139 5f9b5c6a>
def _loop(st, _t324, _t331):
    _t334 = 0
    for _t333 in st.zones[(11 + _t331)]:
        if (_c306[_t333] == _t324):
            _t334 += 1
    return _t334

# <rulerun alienz.rules: scoring #140 a6dd407b>
def _loop(st, _t324, _t331):
    _t336 = 0
    for _t335 in st.zones[(15 + _t331)]:
        if (_c308[_t335] == _t324):
            _t336 += 1
    return _t336

# <rulerun alienz.rules: scoring #141 c6f8d6b3>
def _loop(st, _t324):
    _t330 = (_k303 or ())
    _budget304[0] -= len(_t330)
    if _budget304[0] < 0: _spent305(st)
    _t332 = None
    for _t331 in _t330:
        _t337 = (_a307(st, _t324, _t331) + _a309(st, _t324, _t331))
        if _t332 is None or _t337 > _t332:
            _t332 = _t337
    return _t332

# <rulerun alienz.rules: scoring #142 85d3ce8e>
def _loop(st, _t316):
    _st_zones = st.zones
    _t323 = (_k298 or ())
    _budget299[0] -= len(_t323)
    if _budget299[0] < 0: _spent300(st)
    _t326 = _NOT_YET
    _t327 = _NOT_YET
    _t328 = _NOT_YET
    _t329 = _NOT_YET
    _t338 = _NOT_YET
    _t339 = _NOT_YET
    _t325 = 0
    for _t324 in _t323:
        if ((((_t326 if _t326 is not _NOT_YET else (_t326 := list(map(_c301.__getitem__, _st_zones[(11 + _t316)])))).count(_t324) + (_t327 if _t327 is not _NOT_YET else (_t327 := list(map(_c302.__getitem__, _st_zones[(15 + _t316)])))).count(_t324)) > 0) and (((_t328 if _t328 is not _NOT_YET else (_t328 := list(map(_c301.__getitem__, _st_zones[(11 + _t316)])))).count(_t324) + (_t329 if _t329 is not _NOT_YET else (_t329 := list(map(_c302.__getitem__, _st_zones[(15 + _t316)])))).count(_t324)) == _a310(st, _t324))):
            _t325 += ((_t338 if _t338 is not _NOT_YET else (_t338 := list(map(_c301.__getitem__, _st_zones[(11 + _t316)])))).count(_t324) + (_t339 if _t339 is not _NOT_YET else (_t339 := list(map(_c302.__getitem__, _st_zones[(15 + _t316)])))).count(_t324))
    return _t325

# <rulerun alienz.rules: scoring #143 25adf9d7>
def _loop(st, _t341, _t346):
    _t349 = 0
    for _t348 in st.zones[(11 + _t346)]:
        if (_c320[_t348] == _t341):
            _t349 += 1
    return _t349

# <rulerun alienz.rules: scoring #144 e312e48b>
def _loop(st, _t341, _t346):
    _t351 = 0
    for _t350 in st.zones[(15 + _t346)]:
        if (_c322[_t350] == _t341):
            _t351 += 1
    return _t351

# <rulerun alienz.rules: scoring #145 3437bf78>
def _loop(st, _t316, _t341):
    _t345 = (_k317 or ())
    _budget318[0] -= len(_t345)
    if _budget318[0] < 0: _spent319(st)
    for _t346 in _t345:
        if not (((_t346 == _t316) or ((_a321(st, _t341, _t346) + _a323(st, _t341, _t346)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #146 24aa8c72>
def _loop(st, _t316):
    _st_zones = st.zones
    _t340 = (_k312 or ())
    _budget313[0] -= len(_t340)
    if _budget313[0] < 0: _spent314(st)
    _t343 = _NOT_YET
    _t344 = _NOT_YET
    _t342 = 0
    for _t341 in _t340:
        if ((((_t343 if _t343 is not _NOT_YET else (_t343 := list(map(_c315.__getitem__, _st_zones[(11 + _t316)])))).count(_t341) + (_t344 if _t344 is not _NOT_YET else (_t344 := list(map(_c316.__getitem__, _st_zones[(15 + _t316)])))).count(_t341)) > 0) and _a324(st, _t316, _t341)):
            _t342 += 1
    return _t342

# <rulerun alienz.rules: scoring #147 e119563b>
def _loop(st, _t352, _t355):
    _t358 = 0
    for _t357 in st.zones[(11 + _t352)]:
        if (_c329[_t357] == _t355):
            _t358 += 1
    return _t358

# <rulerun alienz.rules: scoring #148 4d8bc175>
def _loop(st, _t352, _t355):
    _t360 = 0
    for _t359 in st.zones[(15 + _t352)]:
        if (_c331[_t359] == _t355):
            _t360 += 1
    return _t360

# <rulerun alienz.rules: scoring #149 96f209af>
def _loop(st, _t352, _t355):
    _t362 = 0
    for _t361 in st.zones[(11 + _t352)]:
        if (_c335[_t361] == _t355):
            _t362 += 1
    return _t362

# <rulerun alienz.rules: scoring #150 9aad3480>
def _loop(st, _t352, _t355):
    _t364 = 0
    for _t363 in st.zones[(15 + _t352)]:
        if (_c337[_t363] == _t355):
            _t364 += 1
    return _t364

# <rulerun alienz.rules: scoring #151 e861e252>
def _loop(st, _t352):
    _st_zones = st.zones
    _t365 = (_k342 or ())
    _budget343[0] -= len(_t365)
    if _budget343[0] < 0: _spent344(st)
    _t368 = _NOT_YET
    _t369 = _NOT_YET
    _t367 = 0
    for _t366 in _t365:
        if (((_t368 if _t368 is not _NOT_YET else (_t368 := list(map(_c345.__getitem__, _st_zones[(11 + _t352)])))).count(_t366) + (_t369 if _t369 is not _NOT_YET else (_t369 := list(map(_c346.__getitem__, _st_zones[(15 + _t352)])))).count(_t366)) > 0):
            _t367 += 1
    return _t367

# <rulerun alienz.rules: scoring #152 e493c4e3>
def _loop(st, _t371, _t378):
    _t381 = 0
    for _t380 in st.zones[(11 + _t378)]:
        if (_c356[_t380] == _t371):
            _t381 += 1
    return _t381

# <rulerun alienz.rules: scoring #153 575e6501>
def _loop(st, _t371, _t378):
    _t383 = 0
    for _t382 in st.zones[(15 + _t378)]:
        if (_c358[_t382] == _t371):
            _t383 += 1
    return _t383

# <rulerun alienz.rules: scoring #154 147a3cfa>
def _loop(st, _t371):
    _t377 = (_k353 or ())
    _budget354[0] -= len(_t377)
    if _budget354[0] < 0: _spent355(st)
    _t379 = None
    for _t378 in _t377:
        _t384 = (_a357(st, _t371, _t378) + _a359(st, _t371, _t378))
        if _t379 is None or _t384 > _t379:
            _t379 = _t384
    return _t379

# <rulerun alienz.rules: scoring #155 6b9ac454>
def _loop(st, _t352):
    _st_zones = st.zones
    _t370 = (_k348 or ())
    _budget349[0] -= len(_t370)
    if _budget349[0] < 0: _spent350(st)
    _t373 = _NOT_YET
    _t374 = _NOT_YET
    _t375 = _NOT_YET
    _t376 = _NOT_YET
    _t385 = _NOT_YET
    _t386 = _NOT_YET
    _t372 = 0
    for _t371 in _t370:
        if ((((_t373 if _t373 is not _NOT_YET else (_t373 := list(map(_c351.__getitem__, _st_zones[(11 + _t352)])))).count(_t371) + (_t374 if _t374 is not _NOT_YET else (_t374 := list(map(_c352.__getitem__, _st_zones[(15 + _t352)])))).count(_t371)) > 0) and (((_t375 if _t375 is not _NOT_YET else (_t375 := list(map(_c351.__getitem__, _st_zones[(11 + _t352)])))).count(_t371) + (_t376 if _t376 is not _NOT_YET else (_t376 := list(map(_c352.__getitem__, _st_zones[(15 + _t352)])))).count(_t371)) == _a360(st, _t371))):
            _t372 += ((_t385 if _t385 is not _NOT_YET else (_t385 := list(map(_c351.__getitem__, _st_zones[(11 + _t352)])))).count(_t371) + (_t386 if _t386 is not _NOT_YET else (_t386 := list(map(_c352.__getitem__, _st_zones[(15 + _t352)])))).count(_t371))
    return _t372

# <rulerun alienz.rules: scoring #156 75882505>
def _loop(st, _t388, _t393):
    _t396 = 0
    for _t395 in st.zones[(11 + _t393)]:
        if (_c370[_t395] == _t388):
            _t396 += 1
    return _t396

# <rulerun alienz.rules: scoring #157 693c2d42>
def _loop(st, _t388, _t393):
    _t398 = 0
    for _t397 in st.zones[(15 + _t393)]:
        if (_c372[_t397] == _t388):
            _t398 += 1
    return _t398

# <rulerun alienz.rules: scoring #158 f4ee6755>
def _loop(st, _t352, _t388):
    _t392 = (_k367 or ())
    _budget368[0] -= len(_t392)
    if _budget368[0] < 0: _spent369(st)
    for _t393 in _t392:
        if not (((_t393 == _t352) or ((_a371(st, _t388, _t393) + _a373(st, _t388, _t393)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #159 05723aa3>
def _loop(st, _t352):
    _st_zones = st.zones
    _t387 = (_k362 or ())
    _budget363[0] -= len(_t387)
    if _budget363[0] < 0: _spent364(st)
    _t390 = _NOT_YET
    _t391 = _NOT_YET
    _t389 = 0
    for _t388 in _t387:
        if ((((_t390 if _t390 is not _NOT_YET else (_t390 := list(map(_c365.__getitem__, _st_zones[(11 + _t352)])))).count(_t388) + (_t391 if _t391 is not _NOT_YET else (_t391 := list(map(_c366.__getitem__, _st_zones[(15 + _t352)])))).count(_t388)) > 0) and _a374(st, _t352, _t388)):
            _t389 += 1
    return _t389

# <rulerun alienz.rules: scoring #160 2f7b1d67>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k288)
    _t317 = (_k289 or [])
    _budget290[0] -= len(_t317)
    if _budget290[0] < 0: _spent291(st)
    for _t316 in _t317:
        L[2] = _t316
        _st_vars[4 + _t316] = (((((2 * (len(_st_zones[(11 + _t316)]) + len(_st_zones[(15 + _t316)]))) - (2 * len(_st_zones[(3 + _t316)]))) + _a297(st, _t316)) + _a311(st, _t316)) + (5 * _a325(st, _t316)))
    _t353 = (_k326 or [])
    _budget290[0] -= len(_t353)
    if _budget290[0] < 0: _spent291(st)
    for _t352 in _t353:
        L[5] = _t352
        _st_vars[0 + _t352] = (_t354 if -1000000000000000000 <= (_t354 := _st_vars[0 + _t352] + _st_vars[4 + _t352]) <= 1000000000000000000 else _beyond327(_t354))
        L[6] = ''
        _t356 = (_k328 or [])
        _budget290[0] -= len(_t356)
        if _budget290[0] < 0: _spent291(st)
        for _t355 in _t356:
            L[9] = _t355
            if not (((_a330(st, _t352, _t355) + _a332(st, _t352, _t355)) > 0)): continue
            L[6] = _text333(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain334(_t355) + ' ' + _plain334((_a336(st, _t352, _t355) + _a338(st, _t352, _t355))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text341(_audience339(st), [_PlayerRef340(_t352), "'s score pile:", _plain334(L[6]), '; queued aliens set aside: ', _plain334(len(_st_zones[(7 + _t352)]))]))
        if _st_log is not None: _st_log.append(_Text341(_audience339(st), [_PlayerRef340(_t352), ' scores ', _plain334(_st_vars[4 + _t352]), ': +', _plain334((2 * (len(_st_zones[(11 + _t352)]) + len(_st_zones[(15 + _t352)])))), ' for ', _plain334((len(_st_zones[(11 + _t352)]) + len(_st_zones[(15 + _t352)]))), ' cards flown, -', _plain334((2 * len(_st_zones[(3 + _t352)]))), ' for ', _plain334(len(_st_zones[(3 + _t352)])), ' behind the screen, +', _plain334(_a347(st, _t352)), ' for colours, +', _plain334(_a361(st, _t352)), ' majorities, +', _plain334((5 * _a375(st, _t352))), ' sole owner; total ', _plain334(_st_vars[0 + _t352])]))

# <rulerun alienz.rules: play #161 c0972d92>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text377(_audience376(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game378(st, [], True); return 3
    st.vars[8] = _random_item379(st, _k380)

# <rulerun alienz.rules: play #162 e8545d72>
def _loop(st, _t399):
    _st_zones = st.zones
    _t401 = (_k385 or ())
    _budget386[0] -= len(_t401)
    if _budget386[0] < 0: _spent387(st)
    _t404 = _NOT_YET
    _t405 = _NOT_YET
    _t403 = 0
    for _t402 in _t401:
        if (((_t404 if _t404 is not _NOT_YET else (_t404 := list(map(_c388.__getitem__, _st_zones[(11 + _t399)])))).count(_t402) + (_t405 if _t405 is not _NOT_YET else (_t405 := list(map(_c389.__getitem__, _st_zones[(15 + _t399)])))).count(_t402)) > 0):
            _t403 += 1
    return _t403

# <rulerun alienz.rules: play #163 9cb502a7>
def _loop(st, _t407, _t414):
    _t417 = 0
    for _t416 in st.zones[(11 + _t414)]:
        if (_c399[_t416] == _t407):
            _t417 += 1
    return _t417

# <rulerun alienz.rules: play #164 5cd461ea>
def _loop(st, _t407, _t414):
    _t419 = 0
    for _t418 in st.zones[(15 + _t414)]:
        if (_c401[_t418] == _t407):
            _t419 += 1
    return _t419

# <rulerun alienz.rules: play #165 2d8a33bf>
def _loop(st, _t407):
    _t413 = (_k396 or ())
    _budget397[0] -= len(_t413)
    if _budget397[0] < 0: _spent398(st)
    _t415 = None
    for _t414 in _t413:
        _t420 = (_a400(st, _t407, _t414) + _a402(st, _t407, _t414))
        if _t415 is None or _t420 > _t415:
            _t415 = _t420
    return _t415

# <rulerun alienz.rules: play #166 855b76e8>
def _loop(st, _t399):
    _st_zones = st.zones
    _t406 = (_k391 or ())
    _budget392[0] -= len(_t406)
    if _budget392[0] < 0: _spent393(st)
    _t409 = _NOT_YET
    _t410 = _NOT_YET
    _t411 = _NOT_YET
    _t412 = _NOT_YET
    _t421 = _NOT_YET
    _t422 = _NOT_YET
    _t408 = 0
    for _t407 in _t406:
        if ((((_t409 if _t409 is not _NOT_YET else (_t409 := list(map(_c394.__getitem__, _st_zones[(11 + _t399)])))).count(_t407) + (_t410 if _t410 is not _NOT_YET else (_t410 := list(map(_c395.__getitem__, _st_zones[(15 + _t399)])))).count(_t407)) > 0) and (((_t411 if _t411 is not _NOT_YET else (_t411 := list(map(_c394.__getitem__, _st_zones[(11 + _t399)])))).count(_t407) + (_t412 if _t412 is not _NOT_YET else (_t412 := list(map(_c395.__getitem__, _st_zones[(15 + _t399)])))).count(_t407)) == _a403(st, _t407))):
            _t408 += ((_t421 if _t421 is not _NOT_YET else (_t421 := list(map(_c394.__getitem__, _st_zones[(11 + _t399)])))).count(_t407) + (_t422 if _t422 is not _NOT_YET else (_t422 := list(map(_c395.__getitem__, _st_zones[(15 + _t399)])))).count(_t407))
    return _t408

# <rulerun alienz.rules: play #167 69b0b789>
def _loop(st, _t424, _t429):
    _t432 = 0
    for _t431 in st.zones[(11 + _t429)]:
        if (_c413[_t431] == _t424):
            _t432 += 1
    return _t432

# <rulerun alienz.rules: play #168 4b402358>
def _loop(st, _t424, _t429):
    _t434 = 0
    for _t433 in st.zones[(15 + _t429)]:
        if (_c415[_t433] == _t424):
            _t434 += 1
    return _t434

# <rulerun alienz.rules: play #169 8acc420b>
def _loop(st, _t399, _t424):
    _t428 = (_k410 or ())
    _budget411[0] -= len(_t428)
    if _budget411[0] < 0: _spent412(st)
    for _t429 in _t428:
        if not (((_t429 == _t399) or ((_a414(st, _t424, _t429) + _a416(st, _t424, _t429)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #170 3c68a4e5>
def _loop(st, _t399):
    _st_zones = st.zones
    _t423 = (_k405 or ())
    _budget406[0] -= len(_t423)
    if _budget406[0] < 0: _spent407(st)
    _t426 = _NOT_YET
    _t427 = _NOT_YET
    _t425 = 0
    for _t424 in _t423:
        if ((((_t426 if _t426 is not _NOT_YET else (_t426 := list(map(_c408.__getitem__, _st_zones[(11 + _t399)])))).count(_t424) + (_t427 if _t427 is not _NOT_YET else (_t427 := list(map(_c409.__getitem__, _st_zones[(15 + _t399)])))).count(_t424)) > 0) and _a417(st, _t399, _t424)):
            _t425 += 1
    return _t425

# <rulerun alienz.rules: play #171 d7f8f1e5>
def _loop(st, _t435, _t438):
    _t441 = 0
    for _t440 in st.zones[(11 + _t435)]:
        if (_c422[_t440] == _t438):
            _t441 += 1
    return _t441

# <rulerun alienz.rules: play #172 020ab350>
def _loop(st, _t435, _t438):
    _t443 = 0
    for _t442 in st.zones[(15 + _t435)]:
        if (_c424[_t442] == _t438):
            _t443 += 1
    return _t443

# <rulerun alienz.rules: play #173 5c02c184>
def _loop(st, _t435, _t438):
    _t445 = 0
    for _t444 in st.zones[(11 + _t435)]:
        if (_c428[_t444] == _t438):
            _t445 += 1
    return _t445

# <rulerun alienz.rules: play #174 d576bec0>
def _loop(st, _t435, _t438):
    _t447 = 0
    for _t446 in st.zones[(15 + _t435)]:
        if (_c430[_t446] == _t438):
            _t447 += 1
    return _t447

# <rulerun alienz.rules: play #175 a966d33e>
def _loop(st, _t435):
    _st_zones = st.zones
    _t448 = (_k435 or ())
    _budget436[0] -= len(_t448)
    if _budget436[0] < 0: _spent437(st)
    _t451 = _NOT_YET
    _t452 = _NOT_YET
    _t450 = 0
    for _t449 in _t448:
        if (((_t451 if _t451 is not _NOT_YET else (_t451 := list(map(_c438.__getitem__, _st_zones[(11 + _t435)])))).count(_t449) + (_t452 if _t452 is not _NOT_YET else (_t452 := list(map(_c439.__getitem__, _st_zones[(15 + _t435)])))).count(_t449)) > 0):
            _t450 += 1
    return _t450

# <rulerun alienz.rules: play #176 9ef0ac68>
def _loop(st, _t454, _t461):
    _t464 = 0
    for _t463 in st.zones[(11 + _t461)]:
        if (_c449[_t463] == _t454):
            _t464 += 1
    return _t464

# <rulerun alienz.rules: play #177 14981ba5>
def _loop(st, _t454, _t461):
    _t466 = 0
    for _t465 in st.zones[(15 + _t461)]:
        if (_c451[_t465] == _t454):
            _t466 += 1
    return _t466

# <rulerun alienz.rules: play #178 cf2c8ac5>
def _loop(st, _t454):
    _t460 = (_k446 or ())
    _budget447[0] -= len(_t460)
    if _budget447[0] < 0: _spent448(st)
    _t462 = None
    for _t461 in _t460:
        _t467 = (_a450(st, _t454, _t461) + _a452(st, _t454, _t461))
        if _t462 is None or _t467 > _t462:
            _t462 = _t467
    return _t462

# <rulerun alienz.rules: play #179 ebede300>
def _loop(st, _t435):
    _st_zones = st.zones
    _t453 = (_k441 or ())
    _budget442[0] -= len(_t453)
    if _budget442[0] < 0: _spent443(st)
    _t456 = _NOT_YET
    _t457 = _NOT_YET
    _t458 = _NOT_YET
    _t459 = _NOT_YET
    _t468 = _NOT_YET
    _t469 = _NOT_YET
    _t455 = 0
    for _t454 in _t453:
        if ((((_t456 if _t456 is not _NOT_YET else (_t456 := list(map(_c444.__getitem__, _st_zones[(11 + _t435)])))).count(_t454) + (_t457 if _t457 is not _NOT_YET else (_t457 := list(map(_c445.__getitem__, _st_zones[(15 + _t435)])))).count(_t454)) > 0) and (((_t458 if _t458 is not _NOT_YET else (_t458 := list(map(_c444.__getitem__, _st_zones[(11 + _t435)])))).count(_t454) + (_t459 if _t459 is not _NOT_YET else (_t459 := list(map(_c445.__getitem__, _st_zones[(15 + _t435)])))).count(_t454)) == _a453(st, _t454))):
            _t455 += ((_t468 if _t468 is not _NOT_YET else (_t468 := list(map(_c444.__getitem__, _st_zones[(11 + _t435)])))).count(_t454) + (_t469 if _t469 is not _NOT_YET else (_t469 := list(map(_c445.__getitem__, _st_zones[(15 + _t435)])))).count(_t454))
    return _t455

# <rulerun alienz.rules: play #180 c6b78d5a>
def _loop(st, _t471, _t476):
    _t479 = 0
    for _t478 in st.zones[(11 + _t476)]:
        if (_c463[_t478] == _t471):
            _t479 += 1
    return _t479

# <rulerun alienz.rules: play #181 f9baec37>
def _loop(st, _t471, _t476):
    _t481 = 0
    for _t480 in st.zones[(15 + _t476)]:
        if (_c465[_t480] == _t471):
            _t481 += 1
    return _t481

# <rulerun alienz.rules: play #182 07f911de>
def _loop(st, _t435, _t471):
    _t475 = (_k460 or ())
    _budget461[0] -= len(_t475)
    if _budget461[0] < 0: _spent462(st)
    for _t476 in _t475:
        if not (((_t476 == _t435) or ((_a464(st, _t471, _t476) + _a466(st, _t471, _t476)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #183 edc52b92>
def _loop(st, _t435):
    _st_zones = st.zones
    _t470 = (_k455 or ())
    _budget456[0] -= len(_t470)
    if _budget456[0] < 0: _spent457(st)
    _t473 = _NOT_YET
    _t474 = _NOT_YET
    _t472 = 0
    for _t471 in _t470:
        if ((((_t473 if _t473 is not _NOT_YET else (_t473 := list(map(_c458.__getitem__, _st_zones[(11 + _t435)])))).count(_t471) + (_t474 if _t474 is not _NOT_YET else (_t474 := list(map(_c459.__getitem__, _st_zones[(15 + _t435)])))).count(_t471)) > 0) and _a467(st, _t435, _t471)):
            _t472 += 1
    return _t472

# <rulerun alienz.rules: play #184 9518bdfa>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i3 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k381)
    _t400 = (_k382 or [])
    _budget383[0] -= len(_t400)
    if _budget383[0] < 0: _spent384(st)
    for _t399 in _t400:
        _i3[2] = _t399
        _st_vars[4 + _t399] = (((((2 * (len(_st_zones[(11 + _t399)]) + len(_st_zones[(15 + _t399)]))) - (2 * len(_st_zones[(3 + _t399)]))) + _a390(st, _t399)) + _a404(st, _t399)) + (5 * _a418(st, _t399)))
    _t436 = (_k419 or [])
    _budget383[0] -= len(_t436)
    if _budget383[0] < 0: _spent384(st)
    for _t435 in _t436:
        _i3[5] = _t435
        _st_vars[0 + _t435] = (_t437 if -1000000000000000000 <= (_t437 := _st_vars[0 + _t435] + _st_vars[4 + _t435]) <= 1000000000000000000 else _beyond420(_t437))
        _i3[6] = ''
        _t439 = (_k421 or [])
        _budget383[0] -= len(_t439)
        if _budget383[0] < 0: _spent384(st)
        for _t438 in _t439:
            _i3[9] = _t438
            if not (((_a423(st, _t435, _t438) + _a425(st, _t435, _t438)) > 0)): continue
            _i3[6] = _text426(((_i3[6] + ('' if (_i3[6] == '') else ',')) + (' ' + _plain427(_t438) + ' ' + _plain427((_a429(st, _t435, _t438) + _a431(st, _t435, _t438))))))
        if (_i3[6] == ''):
            _i3[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text434(_audience432(st), [_PlayerRef433(_t435), "'s score pile:", _plain427(_i3[6]), '; queued aliens set aside: ', _plain427(len(_st_zones[(7 + _t435)]))]))
        if _st_log is not None: _st_log.append(_Text434(_audience432(st), [_PlayerRef433(_t435), ' scores ', _plain427(_st_vars[4 + _t435]), ': +', _plain427((2 * (len(_st_zones[(11 + _t435)]) + len(_st_zones[(15 + _t435)])))), ' for ', _plain427((len(_st_zones[(11 + _t435)]) + len(_st_zones[(15 + _t435)]))), ' cards flown, -', _plain427((2 * len(_st_zones[(3 + _t435)]))), ' for ', _plain427(len(_st_zones[(3 + _t435)])), ' behind the screen, +', _plain427(_a440(st, _t435)), ' for colours, +', _plain427(_a454(st, _t435)), ' majorities, +', _plain427((5 * _a468(st, _t435))), ' sole owner; total ', _plain427(_st_vars[0 + _t435])]))
    if _p469(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #185 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #186 0f2aa29c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run472(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k473)

# <rulerun alienz.rules: round #187 9102a295>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT474[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k477)
            _r = _run478(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit479(_k480)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit479(_k481)
            fr[1] = 4; st.cur.append([8, 0, _a]); return None
        if pc == 4:
            _r = _run482(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit479(_k483)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run484(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 5
            _k += 1
            if _k > _lim and _over_limit476(_k, st, _d0): raise _Runaway475()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k485)

# <rulerun alienz.rules: turn #188 bfb1ba46>
def _loop(st):
    for _t485 in st.zones[20]:
        if (_c495[_t485] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #189 83db7653>
def _loop(st):
    for _t490 in st.zones[22]:
        return _c503[_t490]
    return None

# <rulerun alienz.rules: turn #190 f0c6549f>
def _loop(st):
    for _t499 in st.zones[22]:
        return _c510[_t499]
    return None

# <rulerun alienz.rules: turn #191 19fd4369>
def _loop(st):
    for _t505 in st.zones[22]:
        return _c513[_t505]
    return None

# <rulerun alienz.rules: turn #192 571c7fd1>
def _loop(st, L, _t488):
    _st_zones = st.zones
    _t496 = _st_zones[(3 + L[0])]
    _budget506[0] -= len(_t496)
    if _budget506[0] < 0: _spent507(st)
    _t501 = _NOT_YET
    _t502 = _NOT_YET
    _t503 = _NOT_YET
    _t504 = _NOT_YET
    _t507 = _NOT_YET
    _t508 = _NOT_YET
    _t509 = _NOT_YET
    _t510 = _NOT_YET
    _t498 = 0
    for _t497 in _t496:
        if ((_t497 != _t488) and ((_c508[_t497] == _c509[_t488]) or (((_t504 if _t504 is not _NOT_YET else (_t504 := ((_t501 if _t501 is not _NOT_YET else (_t501 := _a511(st))) if (_t503 if _t503 is not _NOT_YET else (_t503 := ('asteroid_storm' in (_t502 if _t502 is not _NOT_YET else (_t502 := list(map(_c512.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c508[_t497] == (_t510 if _t510 is not _NOT_YET else (_t510 := ((_t507 if _t507 is not _NOT_YET else (_t507 := _a514(st))) if (_t509 if _t509 is not _NOT_YET else (_t509 := ('asteroid_storm' in (_t508 if _t508 is not _NOT_YET else (_t508 := list(map(_c512.__getitem__, _st_zones[20]))))))) else None))))))):
            _t498 += 1
    return _t498

# <rulerun alienz.rules: turn #193 51c62731>
def _loop(st, L):
    _st_zones = st.zones
    _t487 = _st_zones[(3 + L[0])]
    _budget500[0] -= len(_t487)
    if _budget500[0] < 0: _spent501(st)
    _t492 = _NOT_YET
    _t493 = _NOT_YET
    _t494 = _NOT_YET
    _t495 = _NOT_YET
    _t511 = _NOT_YET
    _t512 = _NOT_YET
    _t513 = _NOT_YET
    for _t488 in _t487:
        if ((_c502[_t488] != (_t495 if _t495 is not _NOT_YET else (_t495 := ((_t492 if _t492 is not _NOT_YET else (_t492 := _a504(st))) if (_t494 if _t494 is not _NOT_YET else (_t494 := ('asteroid_storm' in (_t493 if _t493 is not _NOT_YET else (_t493 := list(map(_c505.__getitem__, _st_zones[20]))))))) else None)))) and (_a515(st, L, _t488) >= (_t513 if _t513 is not _NOT_YET else (_t513 := (3 if (_t512 if _t512 is not _NOT_YET else (_t512 := ('group' in (_t511 if _t511 is not _NOT_YET else (_t511 := list(map(_c505.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #194 1891542f>
def _loop(st):
    for _t514 in st.zones[20]:
        if (_c521[_t514] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #195 9402087d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT486[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run489(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range490(1, L[1]) or []); L[3] = 0
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
            _t482 = L[0]
            _t483 = len(_o)
            if not _t483: _no_option492(_t482, 'alien to take')
            if _t483 <= 1 and _st_log is None:
                L[5] = _o[0] if _t483 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t484 = st.chooser(_t483, _t482)
                else:
                    _t484 = _st_bits(_t483.bit_length())
                    while _t484 >= _t483: _t484 = _st_bits(_t483.bit_length())
                L[5] = _o[_t484]; st.decisions += 1
            elif _decide493(st, L, _o[:], _t482): return True
            pc = 4
        if pc == 4:
            _r = _run494(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit488(_k, st, _d0): raise _Runaway487()
            continue
        if pc == 6:
            if _a496(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer497(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run498(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined499(_joined499(['no flight'], (['private flight'] if _a516(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d517(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d518(st, [_c519[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d520(st, [L[0], _c519[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a522(st) else 2))) else [])) or [])
            fr[1] = 11
            _t516 = L[0]
            _t517 = len(_o)
            if not _t517: _no_option492(_t516, 'flight this turn')
            if _t517 <= 1 and _st_log is None:
                L[7] = _o[0] if _t517 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t518 = st.chooser(_t517, _t516)
                else:
                    _t518 = _st_bits(_t517.bit_length())
                    while _t518 >= _t517: _t518 = _st_bits(_t517.bit_length())
                L[7] = _o[_t518]; st.decisions += 1
            elif _decide524(st, L, _o, _t516): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit525(_k526)
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
            if len(st.cur) >= 500: raise _RuleLimit525(_k527)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run528(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit525(_k529)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k530)

# <rulerun alienz.rules: private_flight #196 ed2f4ab4>
def _loop(st):
    for _t520 in st.zones[22]:
        return _c534[_t520]
    return None

# <rulerun alienz.rules: private_flight #197 162441e1>
def _loop(st):
    for _t529 in st.zones[22]:
        return _c541[_t529]
    return None

# <rulerun alienz.rules: private_flight #198 0d38faae>
def _loop(st):
    for _t535 in st.zones[22]:
        return _c544[_t535]
    return None

# <rulerun alienz.rules: private_flight #199 d73aac1e>
def _loop(st, L, _t519):
    _st_zones = st.zones
    _t526 = _st_zones[(3 + L[0])]
    _budget537[0] -= len(_t526)
    if _budget537[0] < 0: _spent538(st)
    _t531 = _NOT_YET
    _t532 = _NOT_YET
    _t533 = _NOT_YET
    _t534 = _NOT_YET
    _t537 = _NOT_YET
    _t538 = _NOT_YET
    _t539 = _NOT_YET
    _t540 = _NOT_YET
    _t528 = 0
    for _t527 in _t526:
        if ((_t527 != _t519) and ((_c539[_t527] == _c540[_t519]) or (((_t534 if _t534 is not _NOT_YET else (_t534 := ((_t531 if _t531 is not _NOT_YET else (_t531 := _a542(st))) if (_t533 if _t533 is not _NOT_YET else (_t533 := ('asteroid_storm' in (_t532 if _t532 is not _NOT_YET else (_t532 := list(map(_c543.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c539[_t527] == (_t540 if _t540 is not _NOT_YET else (_t540 := ((_t537 if _t537 is not _NOT_YET else (_t537 := _a545(st))) if (_t539 if _t539 is not _NOT_YET else (_t539 := ('asteroid_storm' in (_t538 if _t538 is not _NOT_YET else (_t538 := list(map(_c543.__getitem__, _st_zones[20]))))))) else None))))))):
            _t528 += 1
    return _t528

# <rulerun alienz.rules: private_flight #200 10d65d08>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t522 = _NOT_YET
            _t523 = _NOT_YET
            _t524 = _NOT_YET
            _t525 = _NOT_YET
            _t541 = _NOT_YET
            _t542 = _NOT_YET
            _t543 = _NOT_YET
            _o = []
            for _t519 in _st_zones[(3 + L[0])]:
                if ((_c533[_t519] != (_t525 if _t525 is not _NOT_YET else (_t525 := ((_t522 if _t522 is not _NOT_YET else (_t522 := _a535(st))) if (_t524 if _t524 is not _NOT_YET else (_t524 := ('asteroid_storm' in (_t523 if _t523 is not _NOT_YET else (_t523 := list(map(_c536.__getitem__, _st_zones[20]))))))) else None)))) and (_a546(st, L, _t519) >= (_t543 if _t543 is not _NOT_YET else (_t543 := (3 if (_t542 if _t542 is not _NOT_YET else (_t542 := ('group' in (_t541 if _t541 is not _NOT_YET else (_t541 := list(map(_c536.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t519)
            fr[1] = 1
            _t544 = L[0]
            _t545 = len(_o)
            if not _t545: _no_option548(_t544, 'planet for a private flight')
            if _t545 <= 1 and _st_log is None:
                L[1] = _o[0] if _t545 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t546 = st.chooser(_t545, _t544)
                else:
                    _t546 = _st_bits(_t545.bit_length())
                    while _t546 >= _t545: _t546 = _st_bits(_t545.bit_length())
                L[1] = _o[_t546]; st.decisions += 1
            elif _decide549(st, L, _o, _t544): return True
            pc = 1
        if pc == 1:
            _r = _run550(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit551(_k552)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run553(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k554)

# <rulerun alienz.rules: commercial_flight #201 46799673>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT555[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run558(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit559(_k560)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit559(_k561)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run562(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o563[L[0]] or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit559(_k564)
            fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit557(_k, st, _d0): raise _Runaway556()
            continue
        if pc == 8:
            _r = _run565(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit559(_k566)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k567)

# <rulerun alienz.rules: board_own #202 a39296c7>
def _loop(st):
    for _t547 in st.zones[20]:
        if (_c573[_t547] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #203 60512c87>
def _loop(st):
    for _t550 in st.zones[22]:
        return _c576[_t550]
    return None

# <rulerun alienz.rules: board_own #204 51baff1d>
def _loop(st):
    for _t556 in st.zones[22]:
        return _c579[_t556]
    return None

# <rulerun alienz.rules: board_own #205 a0258c7d>
def _loop(st):
    for _t566 in st.zones[22]:
        return _c585[_t566]
    return None

# <rulerun alienz.rules: board_own #206 9e42ad1a>
def _loop(st):
    for _t572 in st.zones[22]:
        return _c587[_t572]
    return None

# <rulerun alienz.rules: board_own #207 18c0671a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT568[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run571(st, L)
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
            _r = _run572(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a574(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t552 = _NOT_YET
            _t553 = _NOT_YET
            _t554 = _NOT_YET
            _t555 = _NOT_YET
            _t558 = _NOT_YET
            _t559 = _NOT_YET
            _t560 = _NOT_YET
            _t561 = _NOT_YET
            _o = []
            for _t549 in _st_zones[(3 + L[0])]:
                if ((_c575[_t549] == L[1]) or (((_t555 if _t555 is not _NOT_YET else (_t555 := ((_t552 if _t552 is not _NOT_YET else (_t552 := _a577(st))) if (_t554 if _t554 is not _NOT_YET else (_t554 := ('asteroid_storm' in (_t553 if _t553 is not _NOT_YET else (_t553 := list(map(_c578.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c575[_t549] == (_t561 if _t561 is not _NOT_YET else (_t561 := ((_t558 if _t558 is not _NOT_YET else (_t558 := _a580(st))) if (_t560 if _t560 is not _NOT_YET else (_t560 := ('asteroid_storm' in (_t559 if _t559 is not _NOT_YET else (_t559 := list(map(_c578.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t549)
            fr[1] = 5
            _t562 = L[0]
            _t563 = len(_o)
            if not _t563: _no_option582(_t562, 'alien to fly')
            if _t563 <= 1 and _st_log is None:
                L[4] = _o[0] if _t563 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t564 = st.chooser(_t563, _t562)
                else:
                    _t564 = _st_bits(_t563.bit_length())
                    while _t564 >= _t563: _t564 = _st_bits(_t563.bit_length())
                L[4] = _o[_t564]; st.decisions += 1
            elif _decide583(st, L, _o, _t562): return True
            pc = 5
        if pc == 5:
            _r = _run584(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t568 = _NOT_YET
            _t569 = _NOT_YET
            _t570 = _NOT_YET
            _t571 = _NOT_YET
            _t574 = _NOT_YET
            _t575 = _NOT_YET
            _t576 = _NOT_YET
            _t577 = _NOT_YET
            _o = []
            for _t565 in _st_zones[(3 + L[0])]:
                if ((_c575[_t565] == L[1]) or (((_t571 if _t571 is not _NOT_YET else (_t571 := ((_t568 if _t568 is not _NOT_YET else (_t568 := _a586(st))) if (_t570 if _t570 is not _NOT_YET else (_t570 := ('asteroid_storm' in (_t569 if _t569 is not _NOT_YET else (_t569 := list(map(_c578.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c575[_t565] == (_t577 if _t577 is not _NOT_YET else (_t577 := ((_t574 if _t574 is not _NOT_YET else (_t574 := _a588(st))) if (_t576 if _t576 is not _NOT_YET else (_t576 := ('asteroid_storm' in (_t575 if _t575 is not _NOT_YET else (_t575 := list(map(_c578.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t565)
            fr[1] = 8
            if _offer589(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run590(st, L)
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
            _r = _run591(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit570(_k, st, _d0): raise _Runaway569()
            continue
        if pc == 14:
            _r = _run592(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k593)

# <rulerun alienz.rules: board_queue #208 689c4381>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run596(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k597)

# <rulerun alienz.rules: join #209 0a1f2b13>
def _loop(st):
    for _t579 in st.zones[22]:
        return _c603[_t579]
    return None

# <rulerun alienz.rules: join #210 1b37908f>
def _loop(st):
    for _t585 in st.zones[22]:
        return _c606[_t585]
    return None

# <rulerun alienz.rules: join #211 b05bd973>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT598[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run601(st, L)
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
            _t581 = _NOT_YET
            _t582 = _NOT_YET
            _t583 = _NOT_YET
            _t584 = _NOT_YET
            _t587 = _NOT_YET
            _t588 = _NOT_YET
            _t589 = _NOT_YET
            _t590 = _NOT_YET
            _o = []
            for _t578 in _st_zones[(3 + L[0])]:
                if ((_c602[_t578] == L[1]) or (((_t584 if _t584 is not _NOT_YET else (_t584 := ((_t581 if _t581 is not _NOT_YET else (_t581 := _a604(st))) if (_t583 if _t583 is not _NOT_YET else (_t583 := ('asteroid_storm' in (_t582 if _t582 is not _NOT_YET else (_t582 := list(map(_c605.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c602[_t578] == (_t590 if _t590 is not _NOT_YET else (_t590 := ((_t587 if _t587 is not _NOT_YET else (_t587 := _a607(st))) if (_t589 if _t589 is not _NOT_YET else (_t589 := ('asteroid_storm' in (_t588 if _t588 is not _NOT_YET else (_t588 := list(map(_c605.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t578)
            fr[1] = 3
            if _offer608(st, L, _o): return True
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
            _r = _run609(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit600(_k, st, _d0): raise _Runaway599()
            continue
        if pc == 8:
            _r = _run610(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k611)

# <rulerun alienz.rules: refill #212 063f0122>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT612[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _r = _run615(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit616(_k617)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit614(_k, st, _d0): raise _Runaway613()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k618)

# <rulerun alienz.rules: surface #213 f55629d4>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT619[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((not not _st_zones[0]) and _d622(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _a = [(_z[-1] if (_z := _st_zones[0]) else None)]
            if len(st.cur) >= 500: raise _RuleLimit623(_k624)
            fr[1] = 2; st.cur.append([10, 0, _a]); return None
        if pc == 2:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit621(_k, st, _d0): raise _Runaway620()
            continue
        if pc == 3:
            _r = _run625(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k626)

# <rulerun alienz.rules: reveal_event #214 fe429d79>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run629(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit630(_k631)
            fr[1] = 2; st.cur.append([11, 0, _a]); return None
        if pc == 2:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k632)

# <rulerun alienz.rules: resolve_events #215 d39026e7>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT633[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run636(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit637(_k638)
            fr[1] = 3; st.cur.append([12, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit635(_k, st, _d0): raise _Runaway634()
            continue
        if pc == 4:
            _r = _run639(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k640)

# <rulerun alienz.rules: take_effect #216 7859925f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run643(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c644[L[0]] == 'queueing'):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run645(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 4:
            if (_c644[L[0]] == 'rush_hour'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run646(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 7:
            if (_c644[L[0]] == 'group'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _r = _run647(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 10:
            _a = [None]
            if len(st.cur) >= 500: raise _RuleLimit648(_k649)
            fr[1] = 11; st.cur.append([13, 0, _a]); return None
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k650)

# <rulerun alienz.rules: storm_flip #217 fecf9f81>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit653(_k654)
            fr[1] = 1; st.cur.append([9, 0, _a]); return None
        if pc == 1:
            _r = _run655(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit653(_k656)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k657)

# <rulerun alienz.rules: scoring #218 3d90de1b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run660(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k661)

# <rulerun alienz.rules: play #219 efb9cd5c>
def _native(st, fr):
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
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 5
        if pc == 2:
            _a = [None]
            if len(st.cur) >= 500: raise _RuleLimit666(_k667)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run668(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit664(_k, st, _d0): raise _Runaway663()
            continue
        if pc == 5:
            fr[1] = 6
            if _step669(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k670)

# <rulerun alienz.rules: turn #220 899fe28f>
def _loop(st):
    for _t594 in st.zones[20]:
        if (_c682[_t594] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #221 3c5d580a>
def _loop(st):
    for _t599 in st.zones[22]:
        return _c690[_t599]
    return None

# <rulerun alienz.rules: turn #222 0e69d9f2>
def _loop(st):
    for _t608 in st.zones[22]:
        return _c697[_t608]
    return None

# <rulerun alienz.rules: turn #223 cc6ffc21>
def _loop(st):
    for _t614 in st.zones[22]:
        return _c700[_t614]
    return None

# <rulerun alienz.rules: turn #224 a0b35465>
def _loop(st, L, _t597):
    _st_zones = st.zones
    _t605 = _st_zones[(3 + L[0])]
    _budget693[0] -= len(_t605)
    if _budget693[0] < 0: _spent694(st)
    _t610 = _NOT_YET
    _t611 = _NOT_YET
    _t612 = _NOT_YET
    _t613 = _NOT_YET
    _t616 = _NOT_YET
    _t617 = _NOT_YET
    _t618 = _NOT_YET
    _t619 = _NOT_YET
    _t607 = 0
    for _t606 in _t605:
        if ((_t606 != _t597) and ((_c695[_t606] == _c696[_t597]) or (((_t613 if _t613 is not _NOT_YET else (_t613 := ((_t610 if _t610 is not _NOT_YET else (_t610 := _a698(st))) if (_t612 if _t612 is not _NOT_YET else (_t612 := ('asteroid_storm' in (_t611 if _t611 is not _NOT_YET else (_t611 := list(map(_c699.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c695[_t606] == (_t619 if _t619 is not _NOT_YET else (_t619 := ((_t616 if _t616 is not _NOT_YET else (_t616 := _a701(st))) if (_t618 if _t618 is not _NOT_YET else (_t618 := ('asteroid_storm' in (_t617 if _t617 is not _NOT_YET else (_t617 := list(map(_c699.__getitem__, _st_zones[20]))))))) else None))))))):
            _t607 += 1
    return _t607

# <rulerun alienz.rules: turn #225 d95d3a43>
def _loop(st, L):
    _st_zones = st.zones
    _t596 = _st_zones[(3 + L[0])]
    _budget687[0] -= len(_t596)
    if _budget687[0] < 0: _spent688(st)
    _t601 = _NOT_YET
    _t602 = _NOT_YET
    _t603 = _NOT_YET
    _t604 = _NOT_YET
    _t620 = _NOT_YET
    _t621 = _NOT_YET
    _t622 = _NOT_YET
    for _t597 in _t596:
        if ((_c689[_t597] != (_t604 if _t604 is not _NOT_YET else (_t604 := ((_t601 if _t601 is not _NOT_YET else (_t601 := _a691(st))) if (_t603 if _t603 is not _NOT_YET else (_t603 := ('asteroid_storm' in (_t602 if _t602 is not _NOT_YET else (_t602 := list(map(_c692.__getitem__, _st_zones[20]))))))) else None)))) and (_a702(st, L, _t597) >= (_t622 if _t622 is not _NOT_YET else (_t622 := (3 if (_t621 if _t621 is not _NOT_YET else (_t621 := ('group' in (_t620 if _t620 is not _NOT_YET else (_t620 := list(map(_c692.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #226 df9518c5>
def _loop(st):
    for _t623 in st.zones[20]:
        if (_c708[_t623] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #227 9afd55c3>
def _loop(st):
    for _t630 in st.zones[22]:
        return _c713[_t630]
    return None

# <rulerun alienz.rules: private_flight #228 d3736463>
def _loop(st):
    for _t639 in st.zones[22]:
        return _c720[_t639]
    return None

# <rulerun alienz.rules: private_flight #229 9cc22f86>
def _loop(st):
    for _t645 in st.zones[22]:
        return _c723[_t645]
    return None

# <rulerun alienz.rules: private_flight #230 9005be92>
def _loop(st, L, _t629):
    _st_zones = st.zones
    _t636 = _st_zones[(3 + L[0])]
    _budget716[0] -= len(_t636)
    if _budget716[0] < 0: _spent717(st)
    _t641 = _NOT_YET
    _t642 = _NOT_YET
    _t643 = _NOT_YET
    _t644 = _NOT_YET
    _t647 = _NOT_YET
    _t648 = _NOT_YET
    _t649 = _NOT_YET
    _t650 = _NOT_YET
    _t638 = 0
    for _t637 in _t636:
        if ((_t637 != _t629) and ((_c718[_t637] == _c719[_t629]) or (((_t644 if _t644 is not _NOT_YET else (_t644 := ((_t641 if _t641 is not _NOT_YET else (_t641 := _a721(st))) if (_t643 if _t643 is not _NOT_YET else (_t643 := ('asteroid_storm' in (_t642 if _t642 is not _NOT_YET else (_t642 := list(map(_c722.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c718[_t637] == (_t650 if _t650 is not _NOT_YET else (_t650 := ((_t647 if _t647 is not _NOT_YET else (_t647 := _a724(st))) if (_t649 if _t649 is not _NOT_YET else (_t649 := ('asteroid_storm' in (_t648 if _t648 is not _NOT_YET else (_t648 := list(map(_c722.__getitem__, _st_zones[20]))))))) else None))))))):
            _t638 += 1
    return _t638

# <rulerun alienz.rules: private_flight #231 80099c9d>
def _loop(st):
    for _t660 in st.zones[20]:
        if (_c737[_t660] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #232 304192ca>
def _loop(st):
    for _t664 in st.zones[22]:
        return _c740[_t664]
    return None

# <rulerun alienz.rules: private_flight #233 b13fe3cb>
def _loop(st):
    for _t670 in st.zones[22]:
        return _c742[_t670]
    return None

# <rulerun alienz.rules: private_flight #234 f9cd61fe>
def _loop(st):
    for _t681 in st.zones[22]:
        return _c746[_t681]
    return None

# <rulerun alienz.rules: private_flight #235 87f91cd0>
def _loop(st):
    for _t687 in st.zones[22]:
        return _c748[_t687]
    return None

# <rulerun alienz.rules: board_own #236 41aa54f0>
def _loop(st):
    for _t697 in st.zones[20]:
        if (_c754[_t697] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #237 f5c3c440>
def _loop(st):
    for _t701 in st.zones[22]:
        return _c757[_t701]
    return None

# <rulerun alienz.rules: board_own #238 5438c44d>
def _loop(st):
    for _t707 in st.zones[22]:
        return _c760[_t707]
    return None

# <rulerun alienz.rules: board_own #239 8cdc1b67>
def _loop(st):
    for _t718 in st.zones[22]:
        return _c766[_t718]
    return None

# <rulerun alienz.rules: board_own #240 75bb7397>
def _loop(st):
    for _t724 in st.zones[22]:
        return _c768[_t724]
    return None

# <rulerun alienz.rules: board_own #241 playout 366c43aa>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    while True:
        _budget752[0] -= 1
        if _budget752[0] < 0: _spent753(st)
        L[3] = None
        if (L[2] < (3 if _a755(st) else 2)):
            _t703 = _NOT_YET
            _t704 = _NOT_YET
            _t705 = _NOT_YET
            _t706 = _NOT_YET
            _t709 = _NOT_YET
            _t710 = _NOT_YET
            _t711 = _NOT_YET
            _t712 = _NOT_YET
            _t699 = []
            for _t700 in _st_zones[(3 + _l0)]:
                if ((_c756[_t700] == _l1) or (((_t706 if _t706 is not _NOT_YET else (_t706 := ((_t703 if _t703 is not _NOT_YET else (_t703 := _a758(st))) if (_t705 if _t705 is not _NOT_YET else (_t705 := ('asteroid_storm' in (_t704 if _t704 is not _NOT_YET else (_t704 := list(map(_c759.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c756[_t700] == (_t712 if _t712 is not _NOT_YET else (_t712 := ((_t709 if _t709 is not _NOT_YET else (_t709 := _a761(st))) if (_t711 if _t711 is not _NOT_YET else (_t711 := ('asteroid_storm' in (_t710 if _t710 is not _NOT_YET else (_t710 := list(map(_c759.__getitem__, _st_zones[20]))))))) else None)))))): _t699.append(_t700)
            _t713 = _l0
            _t714 = len(_t699)
            if not _t714: _no_option764(_t713, 'alien to fly')
            if _t714 <= 1 and _st_log is None:
                L[4] = _t699[0] if _t714 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t715 = st.chooser(_t714, _t713)
                else:
                    _t715 = _st_bits(_t714.bit_length())
                    while _t715 >= _t714: _t715 = _st_bits(_t714.bit_length())
                L[4] = _t699[_t715]; st.decisions += 1
            elif _decide765(st, L, _t699, _t713): raise _PlayoutCut762()
            L[3] = L[4]
        else:
            _t720 = _NOT_YET
            _t721 = _NOT_YET
            _t722 = _NOT_YET
            _t723 = _NOT_YET
            _t726 = _NOT_YET
            _t727 = _NOT_YET
            _t728 = _NOT_YET
            _t729 = _NOT_YET
            _t716 = []
            for _t717 in _st_zones[(3 + _l0)]:
                if ((_c756[_t717] == _l1) or (((_t723 if _t723 is not _NOT_YET else (_t723 := ((_t720 if _t720 is not _NOT_YET else (_t720 := _a767(st))) if (_t722 if _t722 is not _NOT_YET else (_t722 := ('asteroid_storm' in (_t721 if _t721 is not _NOT_YET else (_t721 := list(map(_c759.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c756[_t717] == (_t729 if _t729 is not _NOT_YET else (_t729 := ((_t726 if _t726 is not _NOT_YET else (_t726 := _a769(st))) if (_t728 if _t728 is not _NOT_YET else (_t728 := ('asteroid_storm' in (_t727 if _t727 is not _NOT_YET else (_t727 := list(map(_c759.__getitem__, _st_zones[20]))))))) else None)))))): _t716.append(_t717)
            if _offer770(st, L, _t716): raise _PlayoutCut762()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t730 = L[3]
        _t731 = (11 + _l0)
        if type(_t730) is int and _st_log is None:
            _t732 = _st_zones[_st_loc[_t730]]
            if _t732[-1] == _t730: _t732.pop()
            else: _t732.remove(_t730)
            _st_zones[_t731].append(_t730); _st_loc[_t730] = _t731
        elif _t730 is not None:
            _move_cards771(st, _t730, _t731, False)
        L[2] = (_t733 if -1000000000000000000 <= (_t733 := L[2] + 1) <= 1000000000000000000 else _beyond772(_t733))
    if _st_log is not None: _st_log.append(_Text776(_audience773(st), [_PlayerRef774(_l0), ' flies ', _plain775(L[2]), ' ', _plain775(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain775(_l1), ' planet']))

# <rulerun alienz.rules: private_flight #242 bb1d3cae>
def _loop(st):
    for _t739 in st.zones[22]:
        return _c779[_t739]
    return None

# <rulerun alienz.rules: private_flight #243 307b33db>
def _loop(st):
    for _t745 in st.zones[22]:
        return _c781[_t745]
    return None

# <rulerun alienz.rules: private_flight #244 playout 3ff2cfdd>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t632 = _NOT_YET
    _t633 = _NOT_YET
    _t634 = _NOT_YET
    _t635 = _NOT_YET
    _t651 = _NOT_YET
    _t652 = _NOT_YET
    _t653 = _NOT_YET
    _t628 = []
    for _t629 in _st_zones[(3 + _l0)]:
        if ((_c712[_t629] != (_t635 if _t635 is not _NOT_YET else (_t635 := ((_t632 if _t632 is not _NOT_YET else (_t632 := _a714(st))) if (_t634 if _t634 is not _NOT_YET else (_t634 := ('asteroid_storm' in (_t633 if _t633 is not _NOT_YET else (_t633 := list(map(_c715.__getitem__, _st_zones[20]))))))) else None)))) and (_a725(st, L, _t629) >= (_t653 if _t653 is not _NOT_YET else (_t653 := (3 if (_t652 if _t652 is not _NOT_YET else (_t652 := ('group' in (_t651 if _t651 is not _NOT_YET else (_t651 := list(map(_c715.__getitem__, _st_zones[20]))))))) else 2))))): _t628.append(_t629)
    _t654 = _l0
    _t655 = len(_t628)
    if not _t655: _no_option728(_t654, 'planet for a private flight')
    if _t655 <= 1 and _st_log is None:
        L[1] = _t628[0] if _t655 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t656 = st.chooser(_t655, _t654)
        else:
            _t656 = _st_bits(_t655.bit_length())
            while _t656 >= _t655: _t656 = _st_bits(_t655.bit_length())
        L[1] = _t628[_t656]; st.decisions += 1
    elif _decide729(st, L, _t628, _t654): raise _PlayoutCut726()
    L[2] = _c712[L[1]]
    _t657 = L[1]
    _t658 = (15 + _l0)
    if type(_t657) is int and _st_log is None:
        _t659 = _st_zones[_st_loc[_t657]]
        if _t659[-1] == _t657: _t659.pop()
        else: _t659.remove(_t657)
        _st_zones[_t658].append(_t657); _st_loc[_t657] = _t658
    elif _t657 is not None:
        _move_cards730(st, _t657, _t658, False)
    if _st_log is not None: _st_log.append(_Text734(_audience731(st), [_PlayerRef732(_l0), ' opens a private flight to the ', _plain733(L[2]), ' planet']))
    if _p777(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i5l0 = L[2]
    _i5 = [_i5l0, None, None, None, None]
    _t735 = (_k778 or [])
    _budget735[0] -= len(_t735)
    if _budget735[0] < 0: _spent736(st)
    for _t734 in _t735:
        _i5[3] = _t734
        _t737 = _st_zones[(7 + _t734)]
        _budget735[0] -= len(_t737)
        if _budget735[0] < 0: _spent736(st)
        _t741 = _NOT_YET
        _t742 = _NOT_YET
        _t743 = _NOT_YET
        _t744 = _NOT_YET
        _t747 = _NOT_YET
        _t748 = _NOT_YET
        _t749 = _NOT_YET
        _t750 = _NOT_YET
        _t736 = []
        for _t738 in _t737:
            if ((_c739[_t738] == _i5l0) or (((_t744 if _t744 is not _NOT_YET else (_t744 := ((_t741 if _t741 is not _NOT_YET else (_t741 := _a780(st))) if (_t743 if _t743 is not _NOT_YET else (_t743 := ('asteroid_storm' in (_t742 if _t742 is not _NOT_YET else (_t742 := list(map(_c715.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c739[_t738] == (_t750 if _t750 is not _NOT_YET else (_t750 := ((_t747 if _t747 is not _NOT_YET else (_t747 := _a782(st))) if (_t749 if _t749 is not _NOT_YET else (_t749 := ('asteroid_storm' in (_t748 if _t748 is not _NOT_YET else (_t748 := list(map(_c715.__getitem__, _st_zones[20]))))))) else None)))))):
                _t736.append(_t738)
        _i5[4] = _t736
        if (not not (_i5[4] or ())):
            if _st_log is not None: _st_log.append(_Text734(_audience731(st), [_PlayerRef732(_t734), "'s queued aliens board the flight"]))
            _t751 = _i5[4]
            _t752 = (11 + _t734)
            if type(_t751) is list and _st_log is None:
                for _t753 in _t751:
                    _t754 = _st_zones[_st_loc[_t753]]
                    if _t754[-1] == _t753: _t754.pop()
                    else: _t754.remove(_t753)
                    _st_zones[_t752].append(_t753); _st_loc[_t753] = _t752
            elif _t751 is not None:
                _move_cards730(st, _t751, _t752, False)
    if _st_log is not None: _st_log.append(_Text734(_audience731(st), ['The flight to the ', _plain733(L[2]), ' planet is closed']))

# <rulerun alienz.rules: turn #245 580e92dc>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT671[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run674(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region675(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_range676(1, L[1]) or []); L[3] = 0
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
            _t591 = L[0]
            _t592 = len(_o)
            if not _t592: _no_option678(_t591, 'alien to take')
            if _t592 <= 1 and _st_log is None:
                L[5] = _o[0] if _t592 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t593 = st.chooser(_t592, _t591)
                else:
                    _t593 = _st_bits(_t592.bit_length())
                    while _t593 >= _t592: _t593 = _st_bits(_t592.bit_length())
                L[5] = _o[_t593]; st.decisions += 1
            elif _decide679(st, L, _o[:], _t591): return True
            pc = 4
        if pc == 4:
            _r = _run680(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit673(_k, st, _d0): raise _Runaway672()
            continue
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region681(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 6:
            if _a683(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer684(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run685(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined686(_joined686(['no flight'], (['private flight'] if _a703(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d704(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d705(st, [_c706[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d707(st, [L[0], _c706[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a709(st) else 2))) else [])) or [])
            fr[1] = 11
            _t625 = L[0]
            _t626 = len(_o)
            if not _t626: _no_option678(_t625, 'flight this turn')
            if _t626 <= 1 and _st_log is None:
                L[7] = _o[0] if _t626 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t627 = st.chooser(_t626, _t625)
                else:
                    _t627 = _st_bits(_t626.bit_length())
                    while _t627 >= _t626: _t627 = _st_bits(_t626.bit_length())
                L[7] = _o[_t627]; st.decisions += 1
            elif _decide711(st, L, _o, _t625): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p783(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit784(_k785)
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
            if len(st.cur) >= 500: raise _RuleLimit784(_k786)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run787(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit784(_k788)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k789)

# <rulerun alienz.rules: private_flight #246 4dbf536d>
def _loop(st):
    for _t756 in st.zones[22]:
        return _c793[_t756]
    return None

# <rulerun alienz.rules: private_flight #247 26424d58>
def _loop(st):
    for _t765 in st.zones[22]:
        return _c800[_t765]
    return None

# <rulerun alienz.rules: private_flight #248 9471ccd5>
def _loop(st):
    for _t771 in st.zones[22]:
        return _c803[_t771]
    return None

# <rulerun alienz.rules: private_flight #249 84a0d016>
def _loop(st, L, _t755):
    _st_zones = st.zones
    _t762 = _st_zones[(3 + L[0])]
    _budget796[0] -= len(_t762)
    if _budget796[0] < 0: _spent797(st)
    _t767 = _NOT_YET
    _t768 = _NOT_YET
    _t769 = _NOT_YET
    _t770 = _NOT_YET
    _t773 = _NOT_YET
    _t774 = _NOT_YET
    _t775 = _NOT_YET
    _t776 = _NOT_YET
    _t764 = 0
    for _t763 in _t762:
        if ((_t763 != _t755) and ((_c798[_t763] == _c799[_t755]) or (((_t770 if _t770 is not _NOT_YET else (_t770 := ((_t767 if _t767 is not _NOT_YET else (_t767 := _a801(st))) if (_t769 if _t769 is not _NOT_YET else (_t769 := ('asteroid_storm' in (_t768 if _t768 is not _NOT_YET else (_t768 := list(map(_c802.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c798[_t763] == (_t776 if _t776 is not _NOT_YET else (_t776 := ((_t773 if _t773 is not _NOT_YET else (_t773 := _a804(st))) if (_t775 if _t775 is not _NOT_YET else (_t775 := ('asteroid_storm' in (_t774 if _t774 is not _NOT_YET else (_t774 := list(map(_c802.__getitem__, _st_zones[20]))))))) else None))))))):
            _t764 += 1
    return _t764

# <rulerun alienz.rules: private_flight #250 d7d58036>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t758 = _NOT_YET
            _t759 = _NOT_YET
            _t760 = _NOT_YET
            _t761 = _NOT_YET
            _t777 = _NOT_YET
            _t778 = _NOT_YET
            _t779 = _NOT_YET
            _o = []
            for _t755 in _st_zones[(3 + L[0])]:
                if ((_c792[_t755] != (_t761 if _t761 is not _NOT_YET else (_t761 := ((_t758 if _t758 is not _NOT_YET else (_t758 := _a794(st))) if (_t760 if _t760 is not _NOT_YET else (_t760 := ('asteroid_storm' in (_t759 if _t759 is not _NOT_YET else (_t759 := list(map(_c795.__getitem__, _st_zones[20]))))))) else None)))) and (_a805(st, L, _t755) >= (_t779 if _t779 is not _NOT_YET else (_t779 := (3 if (_t778 if _t778 is not _NOT_YET else (_t778 := ('group' in (_t777 if _t777 is not _NOT_YET else (_t777 := list(map(_c795.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t755)
            fr[1] = 1
            _t780 = L[0]
            _t781 = len(_o)
            if not _t781: _no_option807(_t780, 'planet for a private flight')
            if _t781 <= 1 and _st_log is None:
                L[1] = _o[0] if _t781 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t782 = st.chooser(_t781, _t780)
                else:
                    _t782 = _st_bits(_t781.bit_length())
                    while _t782 >= _t781: _t782 = _st_bits(_t781.bit_length())
                L[1] = _o[_t782]; st.decisions += 1
            elif _decide808(st, L, _o, _t780): return True
            pc = 1
        if pc == 1:
            _r = _run809(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p810(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit811(_k812)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run813(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k814)

# <rulerun alienz.rules: join #251 b043028d>
def _loop(st):
    for _t785 in st.zones[22]:
        return _c829[_t785]
    return None

# <rulerun alienz.rules: join #252 5c22c804>
def _loop(st):
    for _t791 in st.zones[22]:
        return _c832[_t791]
    return None

# <rulerun alienz.rules: join #253 playout a2524c05>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    while True:
        _budget826[0] -= 1
        if _budget826[0] < 0: _spent827(st)
        _t787 = _NOT_YET
        _t788 = _NOT_YET
        _t789 = _NOT_YET
        _t790 = _NOT_YET
        _t793 = _NOT_YET
        _t794 = _NOT_YET
        _t795 = _NOT_YET
        _t796 = _NOT_YET
        _t783 = []
        for _t784 in _st_zones[(3 + _l0)]:
            if ((_c828[_t784] == L[1]) or (((_t790 if _t790 is not _NOT_YET else (_t790 := ((_t787 if _t787 is not _NOT_YET else (_t787 := _a830(st))) if (_t789 if _t789 is not _NOT_YET else (_t789 := ('asteroid_storm' in (_t788 if _t788 is not _NOT_YET else (_t788 := list(map(_c831.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c828[_t784] == (_t796 if _t796 is not _NOT_YET else (_t796 := ((_t793 if _t793 is not _NOT_YET else (_t793 := _a833(st))) if (_t795 if _t795 is not _NOT_YET else (_t795 := ('asteroid_storm' in (_t794 if _t794 is not _NOT_YET else (_t794 := list(map(_c831.__getitem__, _st_zones[20]))))))) else None)))))): _t783.append(_t784)
        if _offer835(st, L, _t783): raise _PlayoutCut834()
        if (L[3] is None):
            break
        _t797 = L[3]
        _t798 = (11 + _l0)
        if type(_t797) is int and _st_log is None:
            _t799 = _st_zones[_st_loc[_t797]]
            if _t799[-1] == _t797: _t799.pop()
            else: _t799.remove(_t797)
            _st_zones[_t798].append(_t797); _st_loc[_t797] = _t798
        elif _t797 is not None:
            _move_cards836(st, _t797, _t798, False)
        L[2] = (_t800 if -1000000000000000000 <= (_t800 := L[2] + 1) <= 1000000000000000000 else _beyond837(_t800))
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text841(_audience838(st), [_PlayerRef839(_l0), ' joins the flight with ', _plain840(L[2]), ' ', _plain840(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text841(_audience838(st), [_PlayerRef839(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #254 81efd810>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT815[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run818(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit819(_k820)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p821(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit819(_k822)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run823(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region824(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 4:
            L[3] = (_o825[L[0]] or []); L[4] = 0
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
                if _p842(st, [L[5], L[2], None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit819(_k843)
                fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit817(_k, st, _d0): raise _Runaway816()
            continue
        if pc == 8:
            _r = _run844(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit819(_k845)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k846)

# <rulerun alienz.rules: board_own #255 23eba65f>
def _loop(st):
    for _t801 in st.zones[20]:
        if (_c853[_t801] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #256 7e065aab>
def _loop(st):
    for _t804 in st.zones[22]:
        return _c856[_t804]
    return None

# <rulerun alienz.rules: board_own #257 e408a63a>
def _loop(st):
    for _t810 in st.zones[22]:
        return _c859[_t810]
    return None

# <rulerun alienz.rules: board_own #258 017ee85a>
def _loop(st):
    for _t820 in st.zones[22]:
        return _c865[_t820]
    return None

# <rulerun alienz.rules: board_own #259 eb4efd83>
def _loop(st):
    for _t826 in st.zones[22]:
        return _c867[_t826]
    return None

# <rulerun alienz.rules: board_own #260 9eecf696>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT847[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run850(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region851(st, L)
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
            _r = _run852(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a854(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t806 = _NOT_YET
            _t807 = _NOT_YET
            _t808 = _NOT_YET
            _t809 = _NOT_YET
            _t812 = _NOT_YET
            _t813 = _NOT_YET
            _t814 = _NOT_YET
            _t815 = _NOT_YET
            _o = []
            for _t803 in _st_zones[(3 + L[0])]:
                if ((_c855[_t803] == L[1]) or (((_t809 if _t809 is not _NOT_YET else (_t809 := ((_t806 if _t806 is not _NOT_YET else (_t806 := _a857(st))) if (_t808 if _t808 is not _NOT_YET else (_t808 := ('asteroid_storm' in (_t807 if _t807 is not _NOT_YET else (_t807 := list(map(_c858.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c855[_t803] == (_t815 if _t815 is not _NOT_YET else (_t815 := ((_t812 if _t812 is not _NOT_YET else (_t812 := _a860(st))) if (_t814 if _t814 is not _NOT_YET else (_t814 := ('asteroid_storm' in (_t813 if _t813 is not _NOT_YET else (_t813 := list(map(_c858.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t803)
            fr[1] = 5
            _t816 = L[0]
            _t817 = len(_o)
            if not _t817: _no_option862(_t816, 'alien to fly')
            if _t817 <= 1 and _st_log is None:
                L[4] = _o[0] if _t817 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t818 = st.chooser(_t817, _t816)
                else:
                    _t818 = _st_bits(_t817.bit_length())
                    while _t818 >= _t817: _t818 = _st_bits(_t817.bit_length())
                L[4] = _o[_t818]; st.decisions += 1
            elif _decide863(st, L, _o, _t816): return True
            pc = 5
        if pc == 5:
            _r = _run864(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t822 = _NOT_YET
            _t823 = _NOT_YET
            _t824 = _NOT_YET
            _t825 = _NOT_YET
            _t828 = _NOT_YET
            _t829 = _NOT_YET
            _t830 = _NOT_YET
            _t831 = _NOT_YET
            _o = []
            for _t819 in _st_zones[(3 + L[0])]:
                if ((_c855[_t819] == L[1]) or (((_t825 if _t825 is not _NOT_YET else (_t825 := ((_t822 if _t822 is not _NOT_YET else (_t822 := _a866(st))) if (_t824 if _t824 is not _NOT_YET else (_t824 := ('asteroid_storm' in (_t823 if _t823 is not _NOT_YET else (_t823 := list(map(_c858.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c855[_t819] == (_t831 if _t831 is not _NOT_YET else (_t831 := ((_t828 if _t828 is not _NOT_YET else (_t828 := _a868(st))) if (_t830 if _t830 is not _NOT_YET else (_t830 := ('asteroid_storm' in (_t829 if _t829 is not _NOT_YET else (_t829 := list(map(_c858.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t819)
            fr[1] = 8
            if _offer869(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run870(st, L)
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
            _r = _run871(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit849(_k, st, _d0): raise _Runaway848()
            continue
        if pc == 14:
            _r = _run872(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k873)

# <rulerun alienz.rules: join #261 21256f22>
def _loop(st):
    for _t833 in st.zones[22]:
        return _c880[_t833]
    return None

# <rulerun alienz.rules: join #262 86cad083>
def _loop(st):
    for _t839 in st.zones[22]:
        return _c883[_t839]
    return None

# <rulerun alienz.rules: join #263 2d9eb2e1>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT874[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run877(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region878(st, L)
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
            _t835 = _NOT_YET
            _t836 = _NOT_YET
            _t837 = _NOT_YET
            _t838 = _NOT_YET
            _t841 = _NOT_YET
            _t842 = _NOT_YET
            _t843 = _NOT_YET
            _t844 = _NOT_YET
            _o = []
            for _t832 in _st_zones[(3 + L[0])]:
                if ((_c879[_t832] == L[1]) or (((_t838 if _t838 is not _NOT_YET else (_t838 := ((_t835 if _t835 is not _NOT_YET else (_t835 := _a881(st))) if (_t837 if _t837 is not _NOT_YET else (_t837 := ('asteroid_storm' in (_t836 if _t836 is not _NOT_YET else (_t836 := list(map(_c882.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c879[_t832] == (_t844 if _t844 is not _NOT_YET else (_t844 := ((_t841 if _t841 is not _NOT_YET else (_t841 := _a884(st))) if (_t843 if _t843 is not _NOT_YET else (_t843 := ('asteroid_storm' in (_t842 if _t842 is not _NOT_YET else (_t842 := list(map(_c882.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t832)
            fr[1] = 3
            if _offer885(st, L, _o): return True
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
            _r = _run886(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit876(_k, st, _d0): raise _Runaway875()
            continue
        if pc == 8:
            _r = _run887(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k888)

# <rulerun alienz.rules: rank #264 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

