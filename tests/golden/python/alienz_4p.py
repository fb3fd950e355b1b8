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

# <rulerun alienz.rules: matching #33 b9115ef1>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _budget77[0] -= 1
    if _budget77[0] < 0: _spent78(st)
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

# <rulerun alienz.rules: commercial_flight #60 74c59178>
def _loop(st):
    for _t166 in st.zones[22]:
        return _c148[_t166]
    return None

# <rulerun alienz.rules: commercial_flight #61 2cf83092>
def _loop(st):
    for _t172 in st.zones[22]:
        return _c151[_t172]
    return None

# <rulerun alienz.rules: commercial_flight #62 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #63 20e2a500>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t163 in (_o144[_l0] or []):
        L[5] = _t163
        if not ((_t163 != _l0)): continue
        _i2l0 = _t163
        _i2l1 = L[2]
        _i2 = [_i2l0, _i2l1, None, None]
        _i2[2] = 0
        while True:
            _budget145[0] -= 1
            if _budget145[0] < 0: _spent146(st)
            _t168 = _NOT_YET
            _t169 = _NOT_YET
            _t170 = _NOT_YET
            _t171 = _NOT_YET
            _t174 = _NOT_YET
            _t175 = _NOT_YET
            _t176 = _NOT_YET
            _t177 = _NOT_YET
            _t164 = []
            for _t165 in _st_zones[(3 + _i2l0)]:
                if ((_c147[_t165] == _i2l1) or (((_t171 if _t171 is not _NOT_YET else (_t171 := ((_t168 if _t168 is not _NOT_YET else (_t168 := _a149(st))) if (_t170 if _t170 is not _NOT_YET else (_t170 := ('asteroid_storm' in (_t169 if _t169 is not _NOT_YET else (_t169 := list(map(_c150.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c147[_t165] == (_t177 if _t177 is not _NOT_YET else (_t177 := ((_t174 if _t174 is not _NOT_YET else (_t174 := _a152(st))) if (_t176 if _t176 is not _NOT_YET else (_t176 := ('asteroid_storm' in (_t175 if _t175 is not _NOT_YET else (_t175 := list(map(_c150.__getitem__, _st_zones[20]))))))) else None)))))): _t164.append(_t165)
            if _offer154(st, _i2, _t164): raise _PlayoutCut153()
            if (_i2[3] is None):
                break
            _t178 = _i2[3]
            _t179 = (11 + _i2l0)
            if type(_t178) is int and _st_log is None:
                _t180 = _st_zones[_st_loc[_t178]]
                if _t180[-1] == _t178: _t180.pop()
                else: _t180.remove(_t178)
                _st_zones[_t179].append(_t178); _st_loc[_t178] = _t179
            elif _t178 is not None:
                _move_cards155(st, _t178, _t179, False)
            _i2[2] = (_t181 if -1000000000000000000 <= (_t181 := _i2[2] + 1) <= 1000000000000000000 else _beyond156(_t181))
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

# <rulerun alienz.rules: board_own #75 70658627>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t182 = L[3]
    _t183 = (11 + L[0])
    if type(_t182) is int and st.log is None:
        _t184 = _st_zones[_st_loc[_t182]]
        if _t184[-1] == _t182: _t184.pop()
        else: _t184.remove(_t182)
        _st_zones[_t183].append(_t182); _st_loc[_t182] = _t183
    elif _t182 is not None:
        _move_cards166(st, _t182, _t183, False)
    L[2] = (_t185 if -1000000000000000000 <= (_t185 := L[2] + 1) <= 1000000000000000000 else _beyond167(_t185))

# <rulerun alienz.rules: board_own #76 7bb51238>
def _loop(st):
    for _t186 in st.zones[20]:
        if (_c170[_t186] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #77 596aa41c>
def _loop(st):
    for _t190 in st.zones[22]:
        return _c173[_t190]
    return None

# <rulerun alienz.rules: board_own #78 57d0e963>
def _loop(st):
    for _t196 in st.zones[22]:
        return _c176[_t196]
    return None

# <rulerun alienz.rules: board_own #79 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #80 814cdbe9>
def _loop(st):
    for _t207 in st.zones[22]:
        return _c182[_t207]
    return None

# <rulerun alienz.rules: board_own #81 b3967537>
def _loop(st):
    for _t213 in st.zones[22]:
        return _c184[_t213]
    return None

# <rulerun alienz.rules: board_own #82 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #83 e9744aaf>
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
            _t192 = _NOT_YET
            _t193 = _NOT_YET
            _t194 = _NOT_YET
            _t195 = _NOT_YET
            _t198 = _NOT_YET
            _t199 = _NOT_YET
            _t200 = _NOT_YET
            _t201 = _NOT_YET
            _t188 = []
            for _t189 in _st_zones[(3 + _l0)]:
                if ((_c172[_t189] == _l1) or (((_t195 if _t195 is not _NOT_YET else (_t195 := ((_t192 if _t192 is not _NOT_YET else (_t192 := _a174(st))) if (_t194 if _t194 is not _NOT_YET else (_t194 := ('asteroid_storm' in (_t193 if _t193 is not _NOT_YET else (_t193 := list(map(_c175.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c172[_t189] == (_t201 if _t201 is not _NOT_YET else (_t201 := ((_t198 if _t198 is not _NOT_YET else (_t198 := _a177(st))) if (_t200 if _t200 is not _NOT_YET else (_t200 := ('asteroid_storm' in (_t199 if _t199 is not _NOT_YET else (_t199 := list(map(_c175.__getitem__, _st_zones[20]))))))) else None)))))): _t188.append(_t189)
            _t202 = _l0
            _t203 = len(_t188)
            if not _t203: _no_option180(_t202, 'alien to fly')
            if _t203 <= 1 and _st_log is None:
                L[4] = _t188[0] if _t203 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t204 = st.chooser(_t203, _t202)
                else:
                    _t204 = _st_bits(_t203.bit_length())
                    while _t204 >= _t203: _t204 = _st_bits(_t203.bit_length())
                L[4] = _t188[_t204]; st.decisions += 1
            elif _decide181(st, L, _t188, _t202): raise _PlayoutCut178()
            L[3] = L[4]
        else:
            _t209 = _NOT_YET
            _t210 = _NOT_YET
            _t211 = _NOT_YET
            _t212 = _NOT_YET
            _t215 = _NOT_YET
            _t216 = _NOT_YET
            _t217 = _NOT_YET
            _t218 = _NOT_YET
            _t205 = []
            for _t206 in _st_zones[(3 + _l0)]:
                if ((_c172[_t206] == _l1) or (((_t212 if _t212 is not _NOT_YET else (_t212 := ((_t209 if _t209 is not _NOT_YET else (_t209 := _a183(st))) if (_t211 if _t211 is not _NOT_YET else (_t211 := ('asteroid_storm' in (_t210 if _t210 is not _NOT_YET else (_t210 := list(map(_c175.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c172[_t206] == (_t218 if _t218 is not _NOT_YET else (_t218 := ((_t215 if _t215 is not _NOT_YET else (_t215 := _a185(st))) if (_t217 if _t217 is not _NOT_YET else (_t217 := ('asteroid_storm' in (_t216 if _t216 is not _NOT_YET else (_t216 := list(map(_c175.__getitem__, _st_zones[20]))))))) else None)))))): _t205.append(_t206)
            if _offer186(st, L, _t205): raise _PlayoutCut178()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t219 = L[3]
        _t220 = (11 + _l0)
        if type(_t219) is int and _st_log is None:
            _t221 = _st_zones[_st_loc[_t219]]
            if _t221[-1] == _t219: _t221.pop()
            else: _t221.remove(_t219)
            _st_zones[_t220].append(_t219); _st_loc[_t219] = _t220
        elif _t219 is not None:
            _move_cards187(st, _t219, _t220, False)
        L[2] = (_t222 if -1000000000000000000 <= (_t222 := L[2] + 1) <= 1000000000000000000 else _beyond188(_t222))

# <rulerun alienz.rules: board_own #84 60cf9d88>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text192(_audience189(st), [_PlayerRef190(L[0]), ' flies ', _plain191(_l2), ' ', _plain191(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain191(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #85 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #86 94f1c7b5>
def _loop(st):
    for _t223 in st.zones[20]:
        if (_c193[_t223] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #87 3c952b95>
def _native(st, L):
    return (L[2] < (3 if _a194(st) else 2))

# <rulerun alienz.rules: board_own #88 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #89 2b26c3db>
def _loop(st):
    for _t225 in st.zones[22]:
        return _c196[_t225]
    return None

# <rulerun alienz.rules: board_own #90 471053dd>
def _loop(st):
    for _t227 in st.zones[20]:
        if (_c198[_t227] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #91 5ffb8602>
def _loop(st):
    for _t229 in st.zones[22]:
        return _c200[_t229]
    return None

# <rulerun alienz.rules: board_own #92 a01ce5be>
def _loop(st):
    for _t231 in st.zones[20]:
        if (_c202[_t231] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #93 e0b9b0bb>
def _native(st, L):
    _l4 = L[4]
    return ((_c195[_l4] == L[1]) or (((_a197(st) if _a199(st) else None) is not None) and (_c195[_l4] == (_a201(st) if _a203(st) else None))))

# <rulerun alienz.rules: board_own #94 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #95 2a8358e3>
def _loop(st):
    for _t233 in st.zones[22]:
        return _c205[_t233]
    return None

# <rulerun alienz.rules: board_own #96 caad321c>
def _loop(st):
    for _t235 in st.zones[20]:
        if (_c207[_t235] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #97 db9fa369>
def _loop(st):
    for _t237 in st.zones[22]:
        return _c209[_t237]
    return None

# <rulerun alienz.rules: board_own #98 d03fc7ba>
def _loop(st):
    for _t239 in st.zones[20]:
        if (_c211[_t239] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #99 20485db3>
def _native(st, L):
    _l5 = L[5]
    return ((_c204[_l5] == L[1]) or (((_a206(st) if _a208(st) else None) is not None) and (_c204[_l5] == (_a210(st) if _a212(st) else None))))

# <rulerun alienz.rules: board_own #100 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #101 c1ec8003>
def _loop(st):
    for _t246 in st.zones[22]:
        return _c217[_t246]
    return None

# <rulerun alienz.rules: board_queue #102 f9d67537>
def _loop(st):
    for _t252 in st.zones[22]:
        return _c220[_t252]
    return None

# <rulerun alienz.rules: board_queue #103 22aac73a>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t242 = (_k213 or [])
    _budget214[0] -= len(_t242)
    if _budget214[0] < 0: _spent215(st)
    for _t241 in _t242:
        L[3] = _t241
        _t244 = _st_zones[(7 + _t241)]
        _budget214[0] -= len(_t244)
        if _budget214[0] < 0: _spent215(st)
        _t248 = _NOT_YET
        _t249 = _NOT_YET
        _t250 = _NOT_YET
        _t251 = _NOT_YET
        _t254 = _NOT_YET
        _t255 = _NOT_YET
        _t256 = _NOT_YET
        _t257 = _NOT_YET
        _t243 = []
        for _t245 in _t244:
            if ((_c216[_t245] == _l0) or (((_t251 if _t251 is not _NOT_YET else (_t251 := ((_t248 if _t248 is not _NOT_YET else (_t248 := _a218(st))) if (_t250 if _t250 is not _NOT_YET else (_t250 := ('asteroid_storm' in (_t249 if _t249 is not _NOT_YET else (_t249 := list(map(_c219.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c216[_t245] == (_t257 if _t257 is not _NOT_YET else (_t257 := ((_t254 if _t254 is not _NOT_YET else (_t254 := _a221(st))) if (_t256 if _t256 is not _NOT_YET else (_t256 := ('asteroid_storm' in (_t255 if _t255 is not _NOT_YET else (_t255 := list(map(_c219.__getitem__, _st_zones[20]))))))) else None)))))):
                _t243.append(_t245)
        L[4] = _t243
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text224(_audience222(st), [_PlayerRef223(_t241), "'s queued aliens board the flight"]))
            _t258 = L[4]
            _t259 = (11 + _t241)
            if type(_t258) is list and _st_log is None:
                for _t260 in _t258:
                    _t261 = _st_zones[_st_loc[_t260]]
                    if _t261[-1] == _t260: _t261.pop()
                    else: _t261.remove(_t260)
                    _st_zones[_t259].append(_t260); _st_loc[_t260] = _t259
            elif _t258 is not None:
                _move_cards225(st, _t258, _t259, False)

# <rulerun alienz.rules: join #104 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #105 ddf79fb3>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t262 = L[3]
    _t263 = (11 + L[0])
    if type(_t262) is int and st.log is None:
        _t264 = _st_zones[_st_loc[_t262]]
        if _t264[-1] == _t262: _t264.pop()
        else: _t264.remove(_t262)
        _st_zones[_t263].append(_t262); _st_loc[_t262] = _t263
    elif _t262 is not None:
        _move_cards226(st, _t262, _t263, False)
    L[2] = (_t265 if -1000000000000000000 <= (_t265 := L[2] + 1) <= 1000000000000000000 else _beyond227(_t265))

# <rulerun alienz.rules: join #106 3e916fd4>
def _loop(st):
    for _t268 in st.zones[22]:
        return _c231[_t268]
    return None

# <rulerun alienz.rules: join #107 9dc2432e>
def _loop(st):
    for _t274 in st.zones[22]:
        return _c234[_t274]
    return None

# <rulerun alienz.rules: join #108 b75a98dc>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    while True:
        _budget228[0] -= 1
        if _budget228[0] < 0: _spent229(st)
        _t270 = _NOT_YET
        _t271 = _NOT_YET
        _t272 = _NOT_YET
        _t273 = _NOT_YET
        _t276 = _NOT_YET
        _t277 = _NOT_YET
        _t278 = _NOT_YET
        _t279 = _NOT_YET
        _t266 = []
        for _t267 in _st_zones[(3 + _l0)]:
            if ((_c230[_t267] == L[1]) or (((_t273 if _t273 is not _NOT_YET else (_t273 := ((_t270 if _t270 is not _NOT_YET else (_t270 := _a232(st))) if (_t272 if _t272 is not _NOT_YET else (_t272 := ('asteroid_storm' in (_t271 if _t271 is not _NOT_YET else (_t271 := list(map(_c233.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c230[_t267] == (_t279 if _t279 is not _NOT_YET else (_t279 := ((_t276 if _t276 is not _NOT_YET else (_t276 := _a235(st))) if (_t278 if _t278 is not _NOT_YET else (_t278 := ('asteroid_storm' in (_t277 if _t277 is not _NOT_YET else (_t277 := list(map(_c233.__getitem__, _st_zones[20]))))))) else None)))))): _t266.append(_t267)
        if _offer237(st, L, _t266): raise _PlayoutCut236()
        if (L[3] is None):
            break
        _t280 = L[3]
        _t281 = (11 + _l0)
        if type(_t280) is int and st.log is None:
            _t282 = _st_zones[_st_loc[_t280]]
            if _t282[-1] == _t280: _t282.pop()
            else: _t282.remove(_t280)
            _st_zones[_t281].append(_t280); _st_loc[_t280] = _t281
        elif _t280 is not None:
            _move_cards238(st, _t280, _t281, False)
        L[2] = (_t283 if -1000000000000000000 <= (_t283 := L[2] + 1) <= 1000000000000000000 else _beyond239(_t283))

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

# <rulerun alienz.rules: join #112 25a7b8bb>
def _loop(st):
    for _t284 in st.zones[22]:
        return _c245[_t284]
    return None

# <rulerun alienz.rules: join #113 b8959df7>
def _loop(st):
    for _t286 in st.zones[20]:
        if (_c247[_t286] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #114 798c803c>
def _loop(st):
    for _t288 in st.zones[22]:
        return _c249[_t288]
    return None

# <rulerun alienz.rules: join #115 9f782f59>
def _loop(st):
    for _t290 in st.zones[20]:
        if (_c251[_t290] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 aed7267b>
def _native(st, L):
    _l3 = L[3]
    return ((_c244[_l3] == L[1]) or (((_a246(st) if _a248(st) else None) is not None) and (_c244[_l3] == (_a250(st) if _a252(st) else None))))

# <rulerun alienz.rules: join #117 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: refill #118 21784a88>
def _native(st, L):
    _st_zones = st.zones
    _t294 = _st_zones[0]
    _t293 = (2 if False else 1)
    if st.log is None and _t294:
        _t292 = _t294.pop(); _st_zones[_t293].append(_t292); st.loc[_t292] = _t293
    elif _t294:
        _move_cards253(st, _t294[-1], _t293, False)

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

# <rulerun alienz.rules: reveal_event #123 151d2e37>
def _loop(st):
    _t299 = 0
    for _t298 in st.zones[0]:
        if (_c262[_t298] is not None):
            _t299 += 1
    return _t299

# <rulerun alienz.rules: reveal_event #124 04b473af>
def _loop(st):
    _t301 = 0
    for _t300 in st.zones[0]:
        if (_c266[_t300] is not None):
            _t301 += 1
    return _t301

# <rulerun alienz.rules: reveal_event #125 0924c08a>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t295 = _l0
    _t296 = 19
    if type(_t295) is int and _st_log is None:
        _t297 = _st_zones[_st_loc[_t295]]
        if _t297[-1] == _t295: _t297.pop()
        else: _t297.remove(_t295)
        _st_zones[_t296].append(_t295); _st_loc[_t295] = _t296
    elif _t295 is not None:
        _move_cards259(st, _t295, _t296, False)
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

# <rulerun alienz.rules: take_effect #130 9e8077e2>
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
        _t302 = 20
        _t303 = 21
        if _st_log is None and _t302 != _t303:
            _t304 = _st_zones[_t302]; _st_zones[_t303] += _t304
            for _t305 in _t304: _st_loc[_t305] = _t303
            _t304.clear()
        else:
            _move_cards273(st, _st_zones[_t302][:], _t303, False)
        _t306 = _l0
        _t307 = 21
        if type(_t306) is int and _st_log is None:
            _t308 = _st_zones[_st_loc[_t306]]
            if _t308[-1] == _t306: _t308.pop()
            else: _t308.remove(_t306)
            _st_zones[_t307].append(_t306); _st_loc[_t306] = _t307
        elif _t306 is not None:
            _move_cards273(st, _t306, _t307, False)
        return 2
    _t309 = _l0
    _t310 = 20
    if type(_t309) is int and _st_log is None:
        _t311 = _st_zones[_st_loc[_t309]]
        if _t311[-1] == _t309: _t311.pop()
        else: _t311.remove(_t309)
        _st_zones[_t310].append(_t309); _st_loc[_t309] = _t310
    elif _t309 is not None:
        _move_cards273(st, _t309, _t310, False)

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

# <rulerun alienz.rules: storm_flip #137 c05fe3cd>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t312 = L[0]
    _t313 = 22
    if type(_t312) is int and _st_log is None:
        _t314 = _st_zones[_st_loc[_t312]]
        if _t314[-1] == _t312: _t314.pop()
        else: _t314.remove(_t312)
        _st_zones[_t313].append(_t312); _st_loc[_t312] = _t313
    elif _t312 is not None:
        _move_cards283(st, _t312, _t313, False)
    if _st_log is not None: _st_log.append(_Text287(_audience284(st), ['Asteroid Storm: flights to the ', _plain286(_c285[L[0]]), ' planet are forbidden and ', _plain286(_c285[L[0]]), ' aliens are wild']))

# <rulerun alienz.rules: scoring #138 dc56a454>
def _loop(st, _t315):
    _st_zones = st.zones
    _t317 = (_k292 or ())
    _budget293[0] -= len(_t317)
    if _budget293[0] < 0: _spent294(st)
    _t320 = _NOT_YET
    _t321 = _NOT_YET
    _t319 = 0
    for _t318 in _t317:
        if (((_t320 if _t320 is not _NOT_YET else (_t320 := list(map(_c295.__getitem__, _st_zones[(11 + _t315)])))).count(_t318) + (_t321 if _t321 is not _NOT_YET else (_t321 := list(map(_c296.__getitem__, _st_zones[(15 + _t315)])))).count(_t318)) > 0):
            _t319 += 1
    return _t319

# <rulerun alienz.rules: scoring #139 3a76654f>
def _loop(st, _t323, _t330):
    _t333 = 0
    for _t332 in st.zones[(11 + _t330)]:
        if (_c306[_t332] == _t323):
            _t333 += 1
    return _t333

# <rulerun alienz.rules: scoring #140 4efc66eb>
def _loop(st, _t323, _t330):
    _t335 = 0
    for _t334 in st.zones[(15 + _t330)]:
        if (_c308[_t334] == _t323):
            _t335 += 1
    return _t335

# <rulerun alienz.rules: scoring #141 d5b2298b>
def _loop(st, _t323):
    _t329 = (_k303 or ())
    _budget304[0] -= len(_t329)
    if _budget304[0] < 0: _spent305(st)
    _t331 = None
    for _t330 in _t329:
        _t336 = (_a307(st, _t323, _t330) + _a309(st, _t323, _t330))
        if _t331 is None or _t336 > _t331:
            _t331 = _t336
    return _t331

# <rulerun alienz.rules: scoring #142 fd274d4e>
def _loop(st, _t315):
    _st_zones = st.zones
    _t322 = (_k298 or ())
    _budget299[0] -= len(_t322)
    if _budget299[0] < 0: _spent300(st)
    _t325 = _NOT_YET
    _t326 = _NOT_YET
    _t327 = _NOT_YET
    _t328 = _NOT_YET
    _t337 = _NOT_YET
    _t338 = _NOT_YET
    _t324 = 0
    for _t323 in _t322:
        if ((((_t325 if _t325 is not _NOT_YET else (_t325 := list(map(_c301.__getitem__, _st_zones[(11 + _t315)])))).count(_t323) + (_t326 if _t326 is not _NOT_YET else (_t326 := list(map(_c302.__getitem__, _st_zones[(15 + _t315)])))).count(_t323)) > 0) and (((_t327 if _t327 is not _NOT_YET else (_t327 := list(map(_c301.__getitem__, _st_zones[(11 + _t315)])))).count(_t323) + (_t328 if _t328 is not _NOT_YET else (_t328 := list(map(_c302.__getitem__, _st_zones[(15 + _t315)])))).count(_t323)) == _a310(st, _t323))):
            _t324 += ((_t337 if _t337 is not _NOT_YET else (_t337 := list(map(_c301.__getitem__, _st_zones[(11 + _t315)])))).count(_t323) + (_t338 if _t338 is not _NOT_YET else (_t338 := list(map(_c302.__getitem__, _st_zones[(15 + _t315)])))).count(_t323))
    return _t324

# <rulerun alienz.rules: scoring #143 7d25ae96>
def _loop(st, _t340, _t345):
    _t348 = 0
    for _t347 in st.zones[(11 + _t345)]:
        if (_c320[_t347] == _t340):
            _t348 += 1
    return _t348

# <rulerun alienz.rules: scoring #144 24842c90>
def _loop(st, _t340, _t345):
    _t350 = 0
    for _t349 in st.zones[(15 + _t345)]:
        if (_c322[_t349] == _t340):
            _t350 += 1
    return _t350

# <rulerun alienz.rules: scoring #145 11df5466>
def _loop(st, _t315, _t340):
    _t344 = (_k317 or ())
    _budget318[0] -= len(_t344)
    if _budget318[0] < 0: _spent319(st)
    for _t345 in _t344:
        if not (((_t345 == _t315) or ((_a321(st, _t340, _t345) + _a323(st, _t340, _t345)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #146 dcb016df>
def _loop(st, _t315):
    _st_zones = st.zones
    _t339 = (_k312 or ())
    _budget313[0] -= len(_t339)
    if _budget313[0] < 0: _spent314(st)
    _t342 = _NOT_YET
    _t343 = _NOT_YET
    _t341 = 0
    for _t340 in _t339:
        if ((((_t342 if _t342 is not _NOT_YET else (_t342 := list(map(_c315.__getitem__, _st_zones[(11 + _t315)])))).count(_t340) + (_t343 if _t343 is not _NOT_YET else (_t343 := list(map(_c316.__getitem__, _st_zones[(15 + _t315)])))).count(_t340)) > 0) and _a324(st, _t315, _t340)):
            _t341 += 1
    return _t341

# <rulerun alienz.rules: scoring #147 b66ef3d4>
def _loop(st, _t351, _t354):
    _t357 = 0
    for _t356 in st.zones[(11 + _t351)]:
        if (_c329[_t356] == _t354):
            _t357 += 1
    return _t357

# <rulerun alienz.rules: scoring #148 99a30b39>
def _loop(st, _t351, _t354):
    _t359 = 0
    for _t358 in st.zones[(15 + _t351)]:
        if (_c331[_t358] == _t354):
            _t359 += 1
    return _t359

# <rulerun alienz.rules: scoring #149 f5c620db>
def _loop(st, _t351, _t354):
    _t361 = 0
    for _t360 in st.zones[(11 + _t351)]:
        if (_c335[_t360] == _t354):
            _t361 += 1
    return _t361

# <rulerun alienz.rules: scoring #150 77d1f4c0>
def _loop(st, _t351, _t354):
    _t363 = 0
    for _t362 in st.zones[(15 + _t351)]:
        if (_c337[_t362] == _t354):
            _t363 += 1
    return _t363

# <rulerun alienz.rules: scoring #151 5ee02cb3>
def _loop(st, _t351):
    _st_zones = st.zones
    _t364 = (_k342 or ())
    _budget343[0] -= len(_t364)
    if _budget343[0] < 0: _spent344(st)
    _t367 = _NOT_YET
    _t368 = _NOT_YET
    _t366 = 0
    for _t365 in _t364:
        if (((_t367 if _t367 is not _NOT_YET else (_t367 := list(map(_c345.__getitem__, _st_zones[(11 + _t351)])))).count(_t365) + (_t368 if _t368 is not _NOT_YET else (_t368 := list(map(_c346.__getitem__, _st_zones[(15 + _t351)])))).count(_t365)) > 0):
            _t366 += 1
    return _t366

# <rulerun alienz.rules: scoring #152 fe901781>
def _loop(st, _t370, _t377):
    _t380 = 0
    for _t379 in st.zones[(11 + _t377)]:
        if (_c356[_t379] == _t370):
            _t380 += 1
    return _t380

# <rulerun alienz.rules: scoring #153 8f53f484>
def _loop(st, _t370, _t377):
    _t382 = 0
    for _t381 in st.zones[(15 + _t377)]:
        if (_c358[_t381] == _t370):
            _t382 += 1
    return _t382

# <rulerun alienz.rules: scoring #154 78e3b107>
def _loop(st, _t370):
    _t376 = (_k353 or ())
    _budget354[0] -= len(_t376)
    if _budget354[0] < 0: _spent355(st)
    _t378 = None
    for _t377 in _t376:
        _t383 = (_a357(st, _t370, _t377) + _a359(st, _t370, _t377))
        if _t378 is None or _t383 > _t378:
            _t378 = _t383
    return _t378

# <rulerun alienz.rules: scoring #155 6ff2a274>
def _loop(st, _t351):
    _st_zones = st.zones
    _t369 = (_k348 or ())
    _budget349[0] -= len(_t369)
    if _budget349[0] < 0: _spent350(st)
    _t372 = _NOT_YET
    _t373 = _NOT_YET
    _t374 = _NOT_YET
    _t375 = _NOT_YET
    _t384 = _NOT_YET
    _t385 = _NOT_YET
    _t371 = 0
    for _t370 in _t369:
        if ((((_t372 if _t372 is not _NOT_YET else (_t372 := list(map(_c351.__getitem__, _st_zones[(11 + _t351)])))).count(_t370) + (_t373 if _t373 is not _NOT_YET else (_t373 := list(map(_c352.__getitem__, _st_zones[(15 + _t351)])))).count(_t370)) > 0) and (((_t374 if _t374 is not _NOT_YET else (_t374 := list(map(_c351.__getitem__, _st_zones[(11 + _t351)])))).count(_t370) + (_t375 if _t375 is not _NOT_YET else (_t375 := list(map(_c352.__getitem__, _st_zones[(15 + _t351)])))).count(_t370)) == _a360(st, _t370))):
            _t371 += ((_t384 if _t384 is not _NOT_YET else (_t384 := list(map(_c351.__getitem__, _st_zones[(11 + _t351)])))).count(_t370) + (_t385 if _t385 is not _NOT_YET else (_t385 := list(map(_c352.__getitem__, _st_zones[(15 + _t351)])))).count(_t370))
    return _t371

# <rulerun alienz.rules: scoring #156 0e328633>
def _loop(st, _t387, _t392):
    _t395 = 0
    for _t394 in st.zones[(11 + _t392)]:
        if (_c370[_t394] == _t387):
            _t395 += 1
    return _t395

# <rulerun alienz.rules: scoring #157 9e3a1c2b>
def _loop(st, _t387, _t392):
    _t397 = 0
    for _t396 in st.zones[(15 + _t392)]:
        if (_c372[_t396] == _t387):
            _t397 += 1
    return _t397

# <rulerun alienz.rules: scoring #158 a26f7ab9>
def _loop(st, _t351, _t387):
    _t391 = (_k367 or ())
    _budget368[0] -= len(_t391)
    if _budget368[0] < 0: _spent369(st)
    for _t392 in _t391:
        if not (((_t392 == _t351) or ((_a371(st, _t387, _t392) + _a373(st, _t387, _t392)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #159 a08311f7>
def _loop(st, _t351):
    _st_zones = st.zones
    _t386 = (_k362 or ())
    _budget363[0] -= len(_t386)
    if _budget363[0] < 0: _spent364(st)
    _t389 = _NOT_YET
    _t390 = _NOT_YET
    _t388 = 0
    for _t387 in _t386:
        if ((((_t389 if _t389 is not _NOT_YET else (_t389 := list(map(_c365.__getitem__, _st_zones[(11 + _t351)])))).count(_t387) + (_t390 if _t390 is not _NOT_YET else (_t390 := list(map(_c366.__getitem__, _st_zones[(15 + _t351)])))).count(_t387)) > 0) and _a374(st, _t351, _t387)):
            _t388 += 1
    return _t388

# <rulerun alienz.rules: scoring #160 ae8c8ada>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k288)
    _t316 = (_k289 or [])
    _budget290[0] -= len(_t316)
    if _budget290[0] < 0: _spent291(st)
    for _t315 in _t316:
        L[2] = _t315
        _st_vars[4 + _t315] = (((((2 * (len(_st_zones[(11 + _t315)]) + len(_st_zones[(15 + _t315)]))) - (2 * len(_st_zones[(3 + _t315)]))) + _a297(st, _t315)) + _a311(st, _t315)) + (5 * _a325(st, _t315)))
    _t352 = (_k326 or [])
    _budget290[0] -= len(_t352)
    if _budget290[0] < 0: _spent291(st)
    for _t351 in _t352:
        L[5] = _t351
        _st_vars[0 + _t351] = (_t353 if -1000000000000000000 <= (_t353 := _st_vars[0 + _t351] + _st_vars[4 + _t351]) <= 1000000000000000000 else _beyond327(_t353))
        L[6] = ''
        _t355 = (_k328 or [])
        _budget290[0] -= len(_t355)
        if _budget290[0] < 0: _spent291(st)
        for _t354 in _t355:
            L[9] = _t354
            if not (((_a330(st, _t351, _t354) + _a332(st, _t351, _t354)) > 0)): continue
            L[6] = _text333(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain334(_t354) + ' ' + _plain334((_a336(st, _t351, _t354) + _a338(st, _t351, _t354))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text341(_audience339(st), [_PlayerRef340(_t351), "'s score pile:", _plain334(L[6]), '; queued aliens set aside: ', _plain334(len(_st_zones[(7 + _t351)]))]))
        if _st_log is not None: _st_log.append(_Text341(_audience339(st), [_PlayerRef340(_t351), ' scores ', _plain334(_st_vars[4 + _t351]), ': +', _plain334((2 * (len(_st_zones[(11 + _t351)]) + len(_st_zones[(15 + _t351)])))), ' for ', _plain334((len(_st_zones[(11 + _t351)]) + len(_st_zones[(15 + _t351)]))), ' cards flown, -', _plain334((2 * len(_st_zones[(3 + _t351)]))), ' for ', _plain334(len(_st_zones[(3 + _t351)])), ' behind the screen, +', _plain334(_a347(st, _t351)), ' for colours, +', _plain334(_a361(st, _t351)), ' majorities, +', _plain334((5 * _a375(st, _t351))), ' sole owner; total ', _plain334(_st_vars[0 + _t351])]))

# <rulerun alienz.rules: play #161 c0972d92>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text377(_audience376(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game378(st, [], True); return 3
    st.vars[8] = _random_item379(st, _k380)

# <rulerun alienz.rules: play #162 0b4952cd>
def _loop(st, _t398):
    _st_zones = st.zones
    _t400 = (_k385 or ())
    _budget386[0] -= len(_t400)
    if _budget386[0] < 0: _spent387(st)
    _t403 = _NOT_YET
    _t404 = _NOT_YET
    _t402 = 0
    for _t401 in _t400:
        if (((_t403 if _t403 is not _NOT_YET else (_t403 := list(map(_c388.__getitem__, _st_zones[(11 + _t398)])))).count(_t401) + (_t404 if _t404 is not _NOT_YET else (_t404 := list(map(_c389.__getitem__, _st_zones[(15 + _t398)])))).count(_t401)) > 0):
            _t402 += 1
    return _t402

# <rulerun alienz.rules: play #163 71893a03>
def _loop(st, _t406, _t413):
    _t416 = 0
    for _t415 in st.zones[(11 + _t413)]:
        if (_c399[_t415] == _t406):
            _t416 += 1
    return _t416

# <rulerun alienz.rules: play #164 c0382412>
def _loop(st, _t406, _t413):
    _t418 = 0
    for _t417 in st.zones[(15 + _t413)]:
        if (_c401[_t417] == _t406):
            _t418 += 1
    return _t418

# <rulerun alienz.rules: play #165 c7bcb46c>
def _loop(st, _t406):
    _t412 = (_k396 or ())
    _budget397[0] -= len(_t412)
    if _budget397[0] < 0: _spent398(st)
    _t414 = None
    for _t413 in _t412:
        _t419 = (_a400(st, _t406, _t413) + _a402(st, _t406, _t413))
        if _t414 is None or _t419 > _t414:
            _t414 = _t419
    return _t414

# <rulerun alienz.rules: play #166 87902e77>
def _loop(st, _t398):
    _st_zones = st.zones
    _t405 = (_k391 or ())
    _budget392[0] -= len(_t405)
    if _budget392[0] < 0: _spent393(st)
    _t408 = _NOT_YET
    _t409 = _NOT_YET
    _t410 = _NOT_YET
    _t411 = _NOT_YET
    _t420 = _NOT_YET
    _t421 = _NOT_YET
    _t407 = 0
    for _t406 in _t405:
        if ((((_t408 if _t408 is not _NOT_YET else (_t408 := list(map(_c394.__getitem__, _st_zones[(11 + _t398)])))).count(_t406) + (_t409 if _t409 is not _NOT_YET else (_t409 := list(map(_c395.__getitem__, _st_zones[(15 + _t398)])))).count(_t406)) > 0) and (((_t410 if _t410 is not _NOT_YET else (_t410 := list(map(_c394.__getitem__, _st_zones[(11 + _t398)])))).count(_t406) + (_t411 if _t411 is not _NOT_YET else (_t411 := list(map(_c395.__getitem__, _st_zones[(15 + _t398)])))).count(_t406)) == _a403(st, _t406))):
            _t407 += ((_t420 if _t420 is not _NOT_YET else (_t420 := list(map(_c394.__getitem__, _st_zones[(11 + _t398)])))).count(_t406) + (_t421 if _t421 is not _NOT_YET else (_t421 := list(map(_c395.__getitem__, _st_zones[(15 + _t398)])))).count(_t406))
    return _t407

# <rulerun alienz.rules: play #167 ac43f5b0>
def _loop(st, _t423, _t428):
    _t431 = 0
    for _t430 in st.zones[(11 + _t428)]:
        if (_c413[_t430] == _t423):
            _t431 += 1
    return _t431

# <rulerun alienz.rules: play #168 682ea624>
def _loop(st, _t423, _t428):
    _t433 = 0
    for _t432 in st.zones[(15 + _t428)]:
        if (_c415[_t432] == _t423):
            _t433 += 1
    return _t433

# <rulerun alienz.rules: play #169 dac26a78>
def _loop(st, _t398, _t423):
    _t427 = (_k410 or ())
    _budget411[0] -= len(_t427)
    if _budget411[0] < 0: _spent412(st)
    for _t428 in _t427:
        if not (((_t428 == _t398) or ((_a414(st, _t423, _t428) + _a416(st, _t423, _t428)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #170 f8f92b9c>
def _loop(st, _t398):
    _st_zones = st.zones
    _t422 = (_k405 or ())
    _budget406[0] -= len(_t422)
    if _budget406[0] < 0: _spent407(st)
    _t425 = _NOT_YET
    _t426 = _NOT_YET
    _t424 = 0
    for _t423 in _t422:
        if ((((_t425 if _t425 is not _NOT_YET else (_t425 := list(map(_c408.__getitem__, _st_zones[(11 + _t398)])))).count(_t423) + (_t426 if _t426 is not _NOT_YET else (_t426 := list(map(_c409.__getitem__, _st_zones[(15 + _t398)])))).count(_t423)) > 0) and _a417(st, _t398, _t423)):
            _t424 += 1
    return _t424

# <rulerun alienz.rules: play #171 e7f2eac4>
def _loop(st, _t434, _t437):
    _t440 = 0
    for _t439 in st.zones[(11 + _t434)]:
        if (_c422[_t439] == _t437):
            _t440 += 1
    return _t440

# <rulerun alienz.rules: play #172 46c1042c>
def _loop(st, _t434, _t437):
    _t442 = 0
    for _t441 in st.zones[(15 + _t434)]:
        if (_c424[_t441] == _t437):
            _t442 += 1
    return _t442

# <rulerun alienz.rules: play #173 07730b56>
def _loop(st, _t434, _t437):
    _t444 = 0
    for _t443 in st.zones[(11 + _t434)]:
        if (_c428[_t443] == _t437):
            _t444 += 1
    return _t444

# <rulerun alienz.rules: play #174 cba9abaa>
def _loop(st, _t434, _t437):
    _t446 = 0
    for _t445 in st.zones[(15 + _t434)]:
        if (_c430[_t445] == _t437):
            _t446 += 1
    return _t446

# <rulerun alienz.rules: play #175 709a622f>
def _loop(st, _t434):
    _st_zones = st.zones
    _t447 = (_k435 or ())
    _budget436[0] -= len(_t447)
    if _budget436[0] < 0: _spent437(st)
    _t450 = _NOT_YET
    _t451 = _NOT_YET
    _t449 = 0
    for _t448 in _t447:
        if (((_t450 if _t450 is not _NOT_YET else (_t450 := list(map(_c438.__getitem__, _st_zones[(11 + _t434)])))).count(_t448) + (_t451 if _t451 is not _NOT_YET else (_t451 := list(map(_c439.__getitem__, _st_zones[(15 + _t434)])))).count(_t448)) > 0):
            _t449 += 1
    return _t449

# <rulerun alienz.rules: play #176 c95eb58d>
def _loop(st, _t453, _t460):
    _t463 = 0
    for _t462 in st.zones[(11 + _t460)]:
        if (_c449[_t462] == _t453):
            _t463 += 1
    return _t463

# <rulerun alienz.rules: play #177 638cf8fd>
def _loop(st, _t453, _t460):
    _t465 = 0
    for _t464 in st.zones[(15 + _t460)]:
        if (_c451[_t464] == _t453):
            _t465 += 1
    return _t465

# <rulerun alienz.rules: play #178 d30c0758>
def _loop(st, _t453):
    _t459 = (_k446 or ())
    _budget447[0] -= len(_t459)
    if _budget447[0] < 0: _spent448(st)
    _t461 = None
    for _t460 in _t459:
        _t466 = (_a450(st, _t453, _t460) + _a452(st, _t453, _t460))
        if _t461 is None or _t466 > _t461:
            _t461 = _t466
    return _t461

# <rulerun alienz.rules: play #179 b6243580>
def _loop(st, _t434):
    _st_zones = st.zones
    _t452 = (_k441 or ())
    _budget442[0] -= len(_t452)
    if _budget442[0] < 0: _spent443(st)
    _t455 = _NOT_YET
    _t456 = _NOT_YET
    _t457 = _NOT_YET
    _t458 = _NOT_YET
    _t467 = _NOT_YET
    _t468 = _NOT_YET
    _t454 = 0
    for _t453 in _t452:
        if ((((_t455 if _t455 is not _NOT_YET else (_t455 := list(map(_c444.__getitem__, _st_zones[(11 + _t434)])))).count(_t453) + (_t456 if _t456 is not _NOT_YET else (_t456 := list(map(_c445.__getitem__, _st_zones[(15 + _t434)])))).count(_t453)) > 0) and (((_t457 if _t457 is not _NOT_YET else (_t457 := list(map(_c444.__getitem__, _st_zones[(11 + _t434)])))).count(_t453) + (_t458 if _t458 is not _NOT_YET else (_t458 := list(map(_c445.__getitem__, _st_zones[(15 + _t434)])))).count(_t453)) == _a453(st, _t453))):
            _t454 += ((_t467 if _t467 is not _NOT_YET else (_t467 := list(map(_c444.__getitem__, _st_zones[(11 + _t434)])))).count(_t453) + (_t468 if _t468 is not _NOT_YET else (_t468 := list(map(_c445.__getitem__, _st_zones[(15 + _t434)])))).count(_t453))
    return _t454

# <rulerun alienz.rules: play #180 1aa6dce4>
def _loop(st, _t470, _t475):
    _t478 = 0
    for _t477 in st.zones[(11 + _t475)]:
        if (_c463[_t477] == _t470):
            _t478 += 1
    return _t478

# <rulerun alienz.rules: play #181 d45cb6f9>
def _loop(st, _t470, _t475):
    _t480 = 0
    for _t479 in st.zones[(15 + _t475)]:
        if (_c465[_t479] == _t470):
            _t480 += 1
    return _t480

# <rulerun alienz.rules: play #182 e04e5a11>
def _loop(st, _t434, _t470):
    _t474 = (_k460 or ())
    _budget461[0] -= len(_t474)
    if _budget461[0] < 0: _spent462(st)
    for _t475 in _t474:
        if not (((_t475 == _t434) or ((_a464(st, _t470, _t475) + _a466(st, _t470, _t475)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #183 a0292adb>
def _loop(st, _t434):
    _st_zones = st.zones
    _t469 = (_k455 or ())
    _budget456[0] -= len(_t469)
    if _budget456[0] < 0: _spent457(st)
    _t472 = _NOT_YET
    _t473 = _NOT_YET
    _t471 = 0
    for _t470 in _t469:
        if ((((_t472 if _t472 is not _NOT_YET else (_t472 := list(map(_c458.__getitem__, _st_zones[(11 + _t434)])))).count(_t470) + (_t473 if _t473 is not _NOT_YET else (_t473 := list(map(_c459.__getitem__, _st_zones[(15 + _t434)])))).count(_t470)) > 0) and _a467(st, _t434, _t470)):
            _t471 += 1
    return _t471

# <rulerun alienz.rules: play #184 3276e05e>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i3 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k381)
    _t399 = (_k382 or [])
    _budget383[0] -= len(_t399)
    if _budget383[0] < 0: _spent384(st)
    for _t398 in _t399:
        _i3[2] = _t398
        _st_vars[4 + _t398] = (((((2 * (len(_st_zones[(11 + _t398)]) + len(_st_zones[(15 + _t398)]))) - (2 * len(_st_zones[(3 + _t398)]))) + _a390(st, _t398)) + _a404(st, _t398)) + (5 * _a418(st, _t398)))
    _t435 = (_k419 or [])
    _budget383[0] -= len(_t435)
    if _budget383[0] < 0: _spent384(st)
    for _t434 in _t435:
        _i3[5] = _t434
        _st_vars[0 + _t434] = (_t436 if -1000000000000000000 <= (_t436 := _st_vars[0 + _t434] + _st_vars[4 + _t434]) <= 1000000000000000000 else _beyond420(_t436))
        _i3[6] = ''
        _t438 = (_k421 or [])
        _budget383[0] -= len(_t438)
        if _budget383[0] < 0: _spent384(st)
        for _t437 in _t438:
            _i3[9] = _t437
            if not (((_a423(st, _t434, _t437) + _a425(st, _t434, _t437)) > 0)): continue
            _i3[6] = _text426(((_i3[6] + ('' if (_i3[6] == '') else ',')) + (' ' + _plain427(_t437) + ' ' + _plain427((_a429(st, _t434, _t437) + _a431(st, _t434, _t437))))))
        if (_i3[6] == ''):
            _i3[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text434(_audience432(st), [_PlayerRef433(_t434), "'s score pile:", _plain427(_i3[6]), '; queued aliens set aside: ', _plain427(len(_st_zones[(7 + _t434)]))]))
        if _st_log is not None: _st_log.append(_Text434(_audience432(st), [_PlayerRef433(_t434), ' scores ', _plain427(_st_vars[4 + _t434]), ': +', _plain427((2 * (len(_st_zones[(11 + _t434)]) + len(_st_zones[(15 + _t434)])))), ' for ', _plain427((len(_st_zones[(11 + _t434)]) + len(_st_zones[(15 + _t434)]))), ' cards flown, -', _plain427((2 * len(_st_zones[(3 + _t434)]))), ' for ', _plain427(len(_st_zones[(3 + _t434)])), ' behind the screen, +', _plain427(_a440(st, _t434)), ' for colours, +', _plain427(_a454(st, _t434)), ' majorities, +', _plain427((5 * _a468(st, _t434))), ' sole owner; total ', _plain427(_st_vars[0 + _t434])]))
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

# <rulerun alienz.rules: turn #188 24082b72>
def _loop(st):
    for _t484 in st.zones[20]:
        if (_c496[_t484] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #189 ae7fdb20>
def _loop(st):
    for _t489 in st.zones[22]:
        return _c504[_t489]
    return None

# <rulerun alienz.rules: turn #190 9cf2bac4>
def _loop(st):
    for _t498 in st.zones[22]:
        return _c511[_t498]
    return None

# <rulerun alienz.rules: turn #191 a3fe2bb1>
def _loop(st):
    for _t504 in st.zones[22]:
        return _c514[_t504]
    return None

# <rulerun alienz.rules: turn #192 786fd60e>
def _loop(st, L, _t487):
    _st_zones = st.zones
    _t495 = _st_zones[(3 + L[0])]
    _budget507[0] -= len(_t495)
    if _budget507[0] < 0: _spent508(st)
    _t500 = _NOT_YET
    _t501 = _NOT_YET
    _t502 = _NOT_YET
    _t503 = _NOT_YET
    _t506 = _NOT_YET
    _t507 = _NOT_YET
    _t508 = _NOT_YET
    _t509 = _NOT_YET
    _t497 = 0
    for _t496 in _t495:
        if ((_t496 != _t487) and ((_c509[_t496] == _c510[_t487]) or (((_t503 if _t503 is not _NOT_YET else (_t503 := ((_t500 if _t500 is not _NOT_YET else (_t500 := _a512(st))) if (_t502 if _t502 is not _NOT_YET else (_t502 := ('asteroid_storm' in (_t501 if _t501 is not _NOT_YET else (_t501 := list(map(_c513.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c509[_t496] == (_t509 if _t509 is not _NOT_YET else (_t509 := ((_t506 if _t506 is not _NOT_YET else (_t506 := _a515(st))) if (_t508 if _t508 is not _NOT_YET else (_t508 := ('asteroid_storm' in (_t507 if _t507 is not _NOT_YET else (_t507 := list(map(_c513.__getitem__, _st_zones[20]))))))) else None))))))):
            _t497 += 1
    return _t497

# <rulerun alienz.rules: turn #193 7dd3c8b8>
def _loop(st, L):
    _st_zones = st.zones
    _t486 = _st_zones[(3 + L[0])]
    _budget501[0] -= len(_t486)
    if _budget501[0] < 0: _spent502(st)
    _t491 = _NOT_YET
    _t492 = _NOT_YET
    _t493 = _NOT_YET
    _t494 = _NOT_YET
    _t510 = _NOT_YET
    _t511 = _NOT_YET
    _t512 = _NOT_YET
    for _t487 in _t486:
        if ((_c503[_t487] != (_t494 if _t494 is not _NOT_YET else (_t494 := ((_t491 if _t491 is not _NOT_YET else (_t491 := _a505(st))) if (_t493 if _t493 is not _NOT_YET else (_t493 := ('asteroid_storm' in (_t492 if _t492 is not _NOT_YET else (_t492 := list(map(_c506.__getitem__, _st_zones[20]))))))) else None)))) and (_a516(st, L, _t487) >= (_t512 if _t512 is not _NOT_YET else (_t512 := (3 if (_t511 if _t511 is not _NOT_YET else (_t511 := ('group' in (_t510 if _t510 is not _NOT_YET else (_t510 := list(map(_c506.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #194 a2dca5c4>
def _loop(st):
    for _t513 in st.zones[20]:
        if (_c522[_t513] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #195 90d4e35d>
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
            _t481 = L[0]
            _t482 = len(_o)
            if not _t482: _no_option492(_t481, 'alien to take')
            if _t482 <= 1 and _st_log is None:
                L[5] = _o[0] if _t482 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t483 = st.chooser(_t482, _t481)
                else:
                    _t483 = _st_bits(_t482.bit_length())
                    while _t483 >= _t482: _t483 = _st_bits(_t482.bit_length())
                L[5] = _o[_t483]; st.decisions += 1
                if st.thread_player is not None: _answered493(st, _t483)
            elif _decide494(st, L, _o[:], _t481): return True
            pc = 4
        if pc == 4:
            _r = _run495(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit488(_k, st, _d0): raise _Runaway487()
            continue
        if pc == 6:
            if _a497(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer498(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run499(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined500(_joined500(['no flight'], (['private flight'] if _a517(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d518(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d519(st, [_c520[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d521(st, [L[0], _c520[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a523(st) else 2))) else [])) or [])
            fr[1] = 11
            _t515 = L[0]
            _t516 = len(_o)
            if not _t516: _no_option492(_t515, 'flight this turn')
            if _t516 <= 1 and _st_log is None:
                L[7] = _o[0] if _t516 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t517 = st.chooser(_t516, _t515)
                else:
                    _t517 = _st_bits(_t516.bit_length())
                    while _t517 >= _t516: _t517 = _st_bits(_t516.bit_length())
                L[7] = _o[_t517]; st.decisions += 1
                if st.thread_player is not None: _answered493(st, _t517)
            elif _decide525(st, L, _o, _t515): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit526(_k527)
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
            if len(st.cur) >= 500: raise _RuleLimit526(_k528)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run529(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit526(_k530)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k531)

# <rulerun alienz.rules: private_flight #196 0bc74a4f>
def _loop(st):
    for _t519 in st.zones[22]:
        return _c535[_t519]
    return None

# <rulerun alienz.rules: private_flight #197 7d9416b2>
def _loop(st):
    for _t528 in st.zones[22]:
        return _c542[_t528]
    return None

# <rulerun alienz.rules: private_flight #198 7017b8a8>
def _loop(st):
    for _t534 in st.zones[22]:
        return _c545[_t534]
    return None

# <rulerun alienz.rules: private_flight #199 8f2dee3a>
def _loop(st, L, _t518):
    _st_zones = st.zones
    _t525 = _st_zones[(3 + L[0])]
    _budget538[0] -= len(_t525)
    if _budget538[0] < 0: _spent539(st)
    _t530 = _NOT_YET
    _t531 = _NOT_YET
    _t532 = _NOT_YET
    _t533 = _NOT_YET
    _t536 = _NOT_YET
    _t537 = _NOT_YET
    _t538 = _NOT_YET
    _t539 = _NOT_YET
    _t527 = 0
    for _t526 in _t525:
        if ((_t526 != _t518) and ((_c540[_t526] == _c541[_t518]) or (((_t533 if _t533 is not _NOT_YET else (_t533 := ((_t530 if _t530 is not _NOT_YET else (_t530 := _a543(st))) if (_t532 if _t532 is not _NOT_YET else (_t532 := ('asteroid_storm' in (_t531 if _t531 is not _NOT_YET else (_t531 := list(map(_c544.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c540[_t526] == (_t539 if _t539 is not _NOT_YET else (_t539 := ((_t536 if _t536 is not _NOT_YET else (_t536 := _a546(st))) if (_t538 if _t538 is not _NOT_YET else (_t538 := ('asteroid_storm' in (_t537 if _t537 is not _NOT_YET else (_t537 := list(map(_c544.__getitem__, _st_zones[20]))))))) else None))))))):
            _t527 += 1
    return _t527

# <rulerun alienz.rules: private_flight #200 04faf1a8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t521 = _NOT_YET
            _t522 = _NOT_YET
            _t523 = _NOT_YET
            _t524 = _NOT_YET
            _t540 = _NOT_YET
            _t541 = _NOT_YET
            _t542 = _NOT_YET
            _o = []
            for _t518 in _st_zones[(3 + L[0])]:
                if ((_c534[_t518] != (_t524 if _t524 is not _NOT_YET else (_t524 := ((_t521 if _t521 is not _NOT_YET else (_t521 := _a536(st))) if (_t523 if _t523 is not _NOT_YET else (_t523 := ('asteroid_storm' in (_t522 if _t522 is not _NOT_YET else (_t522 := list(map(_c537.__getitem__, _st_zones[20]))))))) else None)))) and (_a547(st, L, _t518) >= (_t542 if _t542 is not _NOT_YET else (_t542 := (3 if (_t541 if _t541 is not _NOT_YET else (_t541 := ('group' in (_t540 if _t540 is not _NOT_YET else (_t540 := list(map(_c537.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t518)
            fr[1] = 1
            _t543 = L[0]
            _t544 = len(_o)
            if not _t544: _no_option549(_t543, 'planet for a private flight')
            if _t544 <= 1 and _st_log is None:
                L[1] = _o[0] if _t544 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t545 = st.chooser(_t544, _t543)
                else:
                    _t545 = _st_bits(_t544.bit_length())
                    while _t545 >= _t544: _t545 = _st_bits(_t544.bit_length())
                L[1] = _o[_t545]; st.decisions += 1
                if st.thread_player is not None: _answered550(st, _t545)
            elif _decide551(st, L, _o, _t543): return True
            pc = 1
        if pc == 1:
            _r = _run552(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit553(_k554)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run555(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k556)

# <rulerun alienz.rules: commercial_flight #201 77b4bbc7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT557[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run560(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit561(_k562)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit561(_k563)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run564(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o565[L[0]] or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit561(_k566)
            fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit559(_k, st, _d0): raise _Runaway558()
            continue
        if pc == 8:
            _r = _run567(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit561(_k568)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k569)

# <rulerun alienz.rules: board_own #202 12cf756a>
def _loop(st):
    for _t546 in st.zones[20]:
        if (_c575[_t546] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #203 fbda0526>
def _loop(st):
    for _t549 in st.zones[22]:
        return _c578[_t549]
    return None

# <rulerun alienz.rules: board_own #204 84e75c5e>
def _loop(st):
    for _t555 in st.zones[22]:
        return _c581[_t555]
    return None

# <rulerun alienz.rules: board_own #205 b2462539>
def _loop(st):
    for _t565 in st.zones[22]:
        return _c588[_t565]
    return None

# <rulerun alienz.rules: board_own #206 77ebec48>
def _loop(st):
    for _t571 in st.zones[22]:
        return _c590[_t571]
    return None

# <rulerun alienz.rules: board_own #207 56b9614f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT570[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run573(st, L)
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
            _r = _run574(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a576(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t551 = _NOT_YET
            _t552 = _NOT_YET
            _t553 = _NOT_YET
            _t554 = _NOT_YET
            _t557 = _NOT_YET
            _t558 = _NOT_YET
            _t559 = _NOT_YET
            _t560 = _NOT_YET
            _o = []
            for _t548 in _st_zones[(3 + L[0])]:
                if ((_c577[_t548] == L[1]) or (((_t554 if _t554 is not _NOT_YET else (_t554 := ((_t551 if _t551 is not _NOT_YET else (_t551 := _a579(st))) if (_t553 if _t553 is not _NOT_YET else (_t553 := ('asteroid_storm' in (_t552 if _t552 is not _NOT_YET else (_t552 := list(map(_c580.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c577[_t548] == (_t560 if _t560 is not _NOT_YET else (_t560 := ((_t557 if _t557 is not _NOT_YET else (_t557 := _a582(st))) if (_t559 if _t559 is not _NOT_YET else (_t559 := ('asteroid_storm' in (_t558 if _t558 is not _NOT_YET else (_t558 := list(map(_c580.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t548)
            fr[1] = 5
            _t561 = L[0]
            _t562 = len(_o)
            if not _t562: _no_option584(_t561, 'alien to fly')
            if _t562 <= 1 and _st_log is None:
                L[4] = _o[0] if _t562 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t563 = st.chooser(_t562, _t561)
                else:
                    _t563 = _st_bits(_t562.bit_length())
                    while _t563 >= _t562: _t563 = _st_bits(_t562.bit_length())
                L[4] = _o[_t563]; st.decisions += 1
                if st.thread_player is not None: _answered585(st, _t563)
            elif _decide586(st, L, _o, _t561): return True
            pc = 5
        if pc == 5:
            _r = _run587(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t567 = _NOT_YET
            _t568 = _NOT_YET
            _t569 = _NOT_YET
            _t570 = _NOT_YET
            _t573 = _NOT_YET
            _t574 = _NOT_YET
            _t575 = _NOT_YET
            _t576 = _NOT_YET
            _o = []
            for _t564 in _st_zones[(3 + L[0])]:
                if ((_c577[_t564] == L[1]) or (((_t570 if _t570 is not _NOT_YET else (_t570 := ((_t567 if _t567 is not _NOT_YET else (_t567 := _a589(st))) if (_t569 if _t569 is not _NOT_YET else (_t569 := ('asteroid_storm' in (_t568 if _t568 is not _NOT_YET else (_t568 := list(map(_c580.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c577[_t564] == (_t576 if _t576 is not _NOT_YET else (_t576 := ((_t573 if _t573 is not _NOT_YET else (_t573 := _a591(st))) if (_t575 if _t575 is not _NOT_YET else (_t575 := ('asteroid_storm' in (_t574 if _t574 is not _NOT_YET else (_t574 := list(map(_c580.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t564)
            fr[1] = 8
            if _offer592(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run593(st, L)
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
            _r = _run594(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit572(_k, st, _d0): raise _Runaway571()
            continue
        if pc == 14:
            _r = _run595(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k596)

# <rulerun alienz.rules: board_queue #208 48fc7af3>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run599(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k600)

# <rulerun alienz.rules: join #209 15462946>
def _loop(st):
    for _t578 in st.zones[22]:
        return _c606[_t578]
    return None

# <rulerun alienz.rules: join #210 a565d712>
def _loop(st):
    for _t584 in st.zones[22]:
        return _c609[_t584]
    return None

# <rulerun alienz.rules: join #211 ad9e88ef>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT601[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run604(st, L)
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
            _t580 = _NOT_YET
            _t581 = _NOT_YET
            _t582 = _NOT_YET
            _t583 = _NOT_YET
            _t586 = _NOT_YET
            _t587 = _NOT_YET
            _t588 = _NOT_YET
            _t589 = _NOT_YET
            _o = []
            for _t577 in _st_zones[(3 + L[0])]:
                if ((_c605[_t577] == L[1]) or (((_t583 if _t583 is not _NOT_YET else (_t583 := ((_t580 if _t580 is not _NOT_YET else (_t580 := _a607(st))) if (_t582 if _t582 is not _NOT_YET else (_t582 := ('asteroid_storm' in (_t581 if _t581 is not _NOT_YET else (_t581 := list(map(_c608.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c605[_t577] == (_t589 if _t589 is not _NOT_YET else (_t589 := ((_t586 if _t586 is not _NOT_YET else (_t586 := _a610(st))) if (_t588 if _t588 is not _NOT_YET else (_t588 := ('asteroid_storm' in (_t587 if _t587 is not _NOT_YET else (_t587 := list(map(_c608.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t577)
            fr[1] = 3
            if _offer611(st, L, _o): return True
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
            _r = _run612(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit603(_k, st, _d0): raise _Runaway602()
            continue
        if pc == 8:
            _r = _run613(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k614)

# <rulerun alienz.rules: refill #212 8b20c937>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT615[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _r = _run618(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit619(_k620)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit617(_k, st, _d0): raise _Runaway616()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k621)

# <rulerun alienz.rules: surface #213 e25d299a>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT622[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((not not _st_zones[0]) and _d625(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _a = [(_z[-1] if (_z := _st_zones[0]) else None)]
            if len(st.cur) >= 500: raise _RuleLimit626(_k627)
            fr[1] = 2; st.cur.append([10, 0, _a]); return None
        if pc == 2:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit624(_k, st, _d0): raise _Runaway623()
            continue
        if pc == 3:
            _r = _run628(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k629)

# <rulerun alienz.rules: reveal_event #214 698db0fd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run632(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit633(_k634)
            fr[1] = 2; st.cur.append([11, 0, _a]); return None
        if pc == 2:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k635)

# <rulerun alienz.rules: resolve_events #215 e97bc019>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT636[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run639(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit640(_k641)
            fr[1] = 3; st.cur.append([12, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit638(_k, st, _d0): raise _Runaway637()
            continue
        if pc == 4:
            _r = _run642(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k643)

# <rulerun alienz.rules: take_effect #216 7269524e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run646(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c647[L[0]] == 'queueing'):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run648(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 4:
            if (_c647[L[0]] == 'rush_hour'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run649(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 7:
            if (_c647[L[0]] == 'group'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _r = _run650(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 10:
            _a = [None]
            if len(st.cur) >= 500: raise _RuleLimit651(_k652)
            fr[1] = 11; st.cur.append([13, 0, _a]); return None
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k653)

# <rulerun alienz.rules: storm_flip #217 dcb3ea25>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit656(_k657)
            fr[1] = 1; st.cur.append([9, 0, _a]); return None
        if pc == 1:
            _r = _run658(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit656(_k659)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k660)

# <rulerun alienz.rules: scoring #218 7958820c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run663(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k664)

# <rulerun alienz.rules: play #219 55cd85b9>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT665[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run668(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit669(_k670)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run671(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit667(_k, st, _d0): raise _Runaway666()
            continue
        if pc == 5:
            fr[1] = 6
            if _step672(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k673)

# <rulerun alienz.rules: turn #220 8325145d>
def _loop(st):
    for _t593 in st.zones[20]:
        if (_c686[_t593] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #221 bd89e786>
def _loop(st):
    for _t598 in st.zones[22]:
        return _c694[_t598]
    return None

# <rulerun alienz.rules: turn #222 98f47bdc>
def _loop(st):
    for _t607 in st.zones[22]:
        return _c701[_t607]
    return None

# <rulerun alienz.rules: turn #223 7765a7ba>
def _loop(st):
    for _t613 in st.zones[22]:
        return _c704[_t613]
    return None

# <rulerun alienz.rules: turn #224 d98b9062>
def _loop(st, L, _t596):
    _st_zones = st.zones
    _t604 = _st_zones[(3 + L[0])]
    _budget697[0] -= len(_t604)
    if _budget697[0] < 0: _spent698(st)
    _t609 = _NOT_YET
    _t610 = _NOT_YET
    _t611 = _NOT_YET
    _t612 = _NOT_YET
    _t615 = _NOT_YET
    _t616 = _NOT_YET
    _t617 = _NOT_YET
    _t618 = _NOT_YET
    _t606 = 0
    for _t605 in _t604:
        if ((_t605 != _t596) and ((_c699[_t605] == _c700[_t596]) or (((_t612 if _t612 is not _NOT_YET else (_t612 := ((_t609 if _t609 is not _NOT_YET else (_t609 := _a702(st))) if (_t611 if _t611 is not _NOT_YET else (_t611 := ('asteroid_storm' in (_t610 if _t610 is not _NOT_YET else (_t610 := list(map(_c703.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c699[_t605] == (_t618 if _t618 is not _NOT_YET else (_t618 := ((_t615 if _t615 is not _NOT_YET else (_t615 := _a705(st))) if (_t617 if _t617 is not _NOT_YET else (_t617 := ('asteroid_storm' in (_t616 if _t616 is not _NOT_YET else (_t616 := list(map(_c703.__getitem__, _st_zones[20]))))))) else None))))))):
            _t606 += 1
    return _t606

# <rulerun alienz.rules: turn #225 cc663436>
def _loop(st, L):
    _st_zones = st.zones
    _t595 = _st_zones[(3 + L[0])]
    _budget691[0] -= len(_t595)
    if _budget691[0] < 0: _spent692(st)
    _t600 = _NOT_YET
    _t601 = _NOT_YET
    _t602 = _NOT_YET
    _t603 = _NOT_YET
    _t619 = _NOT_YET
    _t620 = _NOT_YET
    _t621 = _NOT_YET
    for _t596 in _t595:
        if ((_c693[_t596] != (_t603 if _t603 is not _NOT_YET else (_t603 := ((_t600 if _t600 is not _NOT_YET else (_t600 := _a695(st))) if (_t602 if _t602 is not _NOT_YET else (_t602 := ('asteroid_storm' in (_t601 if _t601 is not _NOT_YET else (_t601 := list(map(_c696.__getitem__, _st_zones[20]))))))) else None)))) and (_a706(st, L, _t596) >= (_t621 if _t621 is not _NOT_YET else (_t621 := (3 if (_t620 if _t620 is not _NOT_YET else (_t620 := ('group' in (_t619 if _t619 is not _NOT_YET else (_t619 := list(map(_c696.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #226 26d48e22>
def _loop(st):
    for _t622 in st.zones[20]:
        if (_c712[_t622] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #227 54476c39>
def _loop(st):
    for _t629 in st.zones[22]:
        return _c719[_t629]
    return None

# <rulerun alienz.rules: private_flight #228 9ac5e753>
def _loop(st):
    for _t638 in st.zones[22]:
        return _c726[_t638]
    return None

# <rulerun alienz.rules: private_flight #229 a3000c6e>
def _loop(st):
    for _t644 in st.zones[22]:
        return _c729[_t644]
    return None

# <rulerun alienz.rules: private_flight #230 0f3555d5>
def _loop(st, L, _t628):
    _st_zones = st.zones
    _t635 = _st_zones[(3 + L[0])]
    _budget722[0] -= len(_t635)
    if _budget722[0] < 0: _spent723(st)
    _t640 = _NOT_YET
    _t641 = _NOT_YET
    _t642 = _NOT_YET
    _t643 = _NOT_YET
    _t646 = _NOT_YET
    _t647 = _NOT_YET
    _t648 = _NOT_YET
    _t649 = _NOT_YET
    _t637 = 0
    for _t636 in _t635:
        if ((_t636 != _t628) and ((_c724[_t636] == _c725[_t628]) or (((_t643 if _t643 is not _NOT_YET else (_t643 := ((_t640 if _t640 is not _NOT_YET else (_t640 := _a727(st))) if (_t642 if _t642 is not _NOT_YET else (_t642 := ('asteroid_storm' in (_t641 if _t641 is not _NOT_YET else (_t641 := list(map(_c728.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c724[_t636] == (_t649 if _t649 is not _NOT_YET else (_t649 := ((_t646 if _t646 is not _NOT_YET else (_t646 := _a730(st))) if (_t648 if _t648 is not _NOT_YET else (_t648 := ('asteroid_storm' in (_t647 if _t647 is not _NOT_YET else (_t647 := list(map(_c728.__getitem__, _st_zones[20]))))))) else None))))))):
            _t637 += 1
    return _t637

# <rulerun alienz.rules: private_flight #231 1af64e76>
def _loop(st):
    for _t659 in st.zones[20]:
        if (_c741[_t659] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #232 e1e77115>
def _loop(st):
    for _t663 in st.zones[22]:
        return _c744[_t663]
    return None

# <rulerun alienz.rules: private_flight #233 28acfe9f>
def _loop(st):
    for _t669 in st.zones[22]:
        return _c746[_t669]
    return None

# <rulerun alienz.rules: private_flight #234 b0161186>
def _loop(st):
    for _t680 in st.zones[22]:
        return _c750[_t680]
    return None

# <rulerun alienz.rules: private_flight #235 d20c1a24>
def _loop(st):
    for _t686 in st.zones[22]:
        return _c752[_t686]
    return None

# <rulerun alienz.rules: board_own #236 be2c925f>
def _loop(st):
    for _t696 in st.zones[20]:
        if (_c758[_t696] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #237 47a8261b>
def _loop(st):
    for _t700 in st.zones[22]:
        return _c761[_t700]
    return None

# <rulerun alienz.rules: board_own #238 206c0232>
def _loop(st):
    for _t706 in st.zones[22]:
        return _c764[_t706]
    return None

# <rulerun alienz.rules: board_own #239 49dd358b>
def _loop(st):
    for _t717 in st.zones[22]:
        return _c770[_t717]
    return None

# <rulerun alienz.rules: board_own #240 d3d7409f>
def _loop(st):
    for _t723 in st.zones[22]:
        return _c772[_t723]
    return None

# <rulerun alienz.rules: board_own #241 playout 3ca828dd>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    while True:
        _budget756[0] -= 1
        if _budget756[0] < 0: _spent757(st)
        L[3] = None
        if (L[2] < (3 if _a759(st) else 2)):
            _t702 = _NOT_YET
            _t703 = _NOT_YET
            _t704 = _NOT_YET
            _t705 = _NOT_YET
            _t708 = _NOT_YET
            _t709 = _NOT_YET
            _t710 = _NOT_YET
            _t711 = _NOT_YET
            _t698 = []
            for _t699 in _st_zones[(3 + _l0)]:
                if ((_c760[_t699] == _l1) or (((_t705 if _t705 is not _NOT_YET else (_t705 := ((_t702 if _t702 is not _NOT_YET else (_t702 := _a762(st))) if (_t704 if _t704 is not _NOT_YET else (_t704 := ('asteroid_storm' in (_t703 if _t703 is not _NOT_YET else (_t703 := list(map(_c763.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c760[_t699] == (_t711 if _t711 is not _NOT_YET else (_t711 := ((_t708 if _t708 is not _NOT_YET else (_t708 := _a765(st))) if (_t710 if _t710 is not _NOT_YET else (_t710 := ('asteroid_storm' in (_t709 if _t709 is not _NOT_YET else (_t709 := list(map(_c763.__getitem__, _st_zones[20]))))))) else None)))))): _t698.append(_t699)
            _t712 = _l0
            _t713 = len(_t698)
            if not _t713: _no_option768(_t712, 'alien to fly')
            if _t713 <= 1 and _st_log is None:
                L[4] = _t698[0] if _t713 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t714 = st.chooser(_t713, _t712)
                else:
                    _t714 = _st_bits(_t713.bit_length())
                    while _t714 >= _t713: _t714 = _st_bits(_t713.bit_length())
                L[4] = _t698[_t714]; st.decisions += 1
            elif _decide769(st, L, _t698, _t712): raise _PlayoutCut766()
            L[3] = L[4]
        else:
            _t719 = _NOT_YET
            _t720 = _NOT_YET
            _t721 = _NOT_YET
            _t722 = _NOT_YET
            _t725 = _NOT_YET
            _t726 = _NOT_YET
            _t727 = _NOT_YET
            _t728 = _NOT_YET
            _t715 = []
            for _t716 in _st_zones[(3 + _l0)]:
                if ((_c760[_t716] == _l1) or (((_t722 if _t722 is not _NOT_YET else (_t722 := ((_t719 if _t719 is not _NOT_YET else (_t719 := _a771(st))) if (_t721 if _t721 is not _NOT_YET else (_t721 := ('asteroid_storm' in (_t720 if _t720 is not _NOT_YET else (_t720 := list(map(_c763.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c760[_t716] == (_t728 if _t728 is not _NOT_YET else (_t728 := ((_t725 if _t725 is not _NOT_YET else (_t725 := _a773(st))) if (_t727 if _t727 is not _NOT_YET else (_t727 := ('asteroid_storm' in (_t726 if _t726 is not _NOT_YET else (_t726 := list(map(_c763.__getitem__, _st_zones[20]))))))) else None)))))): _t715.append(_t716)
            if _offer774(st, L, _t715): raise _PlayoutCut766()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t729 = L[3]
        _t730 = (11 + _l0)
        if type(_t729) is int and _st_log is None:
            _t731 = _st_zones[_st_loc[_t729]]
            if _t731[-1] == _t729: _t731.pop()
            else: _t731.remove(_t729)
            _st_zones[_t730].append(_t729); _st_loc[_t729] = _t730
        elif _t729 is not None:
            _move_cards775(st, _t729, _t730, False)
        L[2] = (_t732 if -1000000000000000000 <= (_t732 := L[2] + 1) <= 1000000000000000000 else _beyond776(_t732))
    if _st_log is not None: _st_log.append(_Text780(_audience777(st), [_PlayerRef778(_l0), ' flies ', _plain779(L[2]), ' ', _plain779(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain779(_l1), ' planet']))

# <rulerun alienz.rules: private_flight #242 70749b81>
def _loop(st):
    for _t738 in st.zones[22]:
        return _c783[_t738]
    return None

# <rulerun alienz.rules: private_flight #243 928cf84b>
def _loop(st):
    for _t744 in st.zones[22]:
        return _c785[_t744]
    return None

# <rulerun alienz.rules: private_flight #244 playout 0c991490>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _budget716[0] -= 1
    if _budget716[0] < 0: _spent717(st)
    _t631 = _NOT_YET
    _t632 = _NOT_YET
    _t633 = _NOT_YET
    _t634 = _NOT_YET
    _t650 = _NOT_YET
    _t651 = _NOT_YET
    _t652 = _NOT_YET
    _t627 = []
    for _t628 in _st_zones[(3 + _l0)]:
        if ((_c718[_t628] != (_t634 if _t634 is not _NOT_YET else (_t634 := ((_t631 if _t631 is not _NOT_YET else (_t631 := _a720(st))) if (_t633 if _t633 is not _NOT_YET else (_t633 := ('asteroid_storm' in (_t632 if _t632 is not _NOT_YET else (_t632 := list(map(_c721.__getitem__, _st_zones[20]))))))) else None)))) and (_a731(st, L, _t628) >= (_t652 if _t652 is not _NOT_YET else (_t652 := (3 if (_t651 if _t651 is not _NOT_YET else (_t651 := ('group' in (_t650 if _t650 is not _NOT_YET else (_t650 := list(map(_c721.__getitem__, _st_zones[20]))))))) else 2))))): _t627.append(_t628)
    _t653 = _l0
    _t654 = len(_t627)
    if not _t654: _no_option734(_t653, 'planet for a private flight')
    if _t654 <= 1 and _st_log is None:
        L[1] = _t627[0] if _t654 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t655 = st.chooser(_t654, _t653)
        else:
            _t655 = _st_bits(_t654.bit_length())
            while _t655 >= _t654: _t655 = _st_bits(_t654.bit_length())
        L[1] = _t627[_t655]; st.decisions += 1
    elif _decide735(st, L, _t627, _t653): raise _PlayoutCut732()
    L[2] = _c718[L[1]]
    _t656 = L[1]
    _t657 = (15 + _l0)
    if type(_t656) is int and _st_log is None:
        _t658 = _st_zones[_st_loc[_t656]]
        if _t658[-1] == _t656: _t658.pop()
        else: _t658.remove(_t656)
        _st_zones[_t657].append(_t656); _st_loc[_t656] = _t657
    elif _t656 is not None:
        _move_cards736(st, _t656, _t657, False)
    if _st_log is not None: _st_log.append(_Text740(_audience737(st), [_PlayerRef738(_l0), ' opens a private flight to the ', _plain739(L[2]), ' planet']))
    if _p781(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i5l0 = L[2]
    _i5 = [_i5l0, None, None, None, None]
    _t734 = (_k782 or [])
    _budget716[0] -= len(_t734)
    if _budget716[0] < 0: _spent717(st)
    for _t733 in _t734:
        _i5[3] = _t733
        _t736 = _st_zones[(7 + _t733)]
        _budget716[0] -= len(_t736)
        if _budget716[0] < 0: _spent717(st)
        _t740 = _NOT_YET
        _t741 = _NOT_YET
        _t742 = _NOT_YET
        _t743 = _NOT_YET
        _t746 = _NOT_YET
        _t747 = _NOT_YET
        _t748 = _NOT_YET
        _t749 = _NOT_YET
        _t735 = []
        for _t737 in _t736:
            if ((_c743[_t737] == _i5l0) or (((_t743 if _t743 is not _NOT_YET else (_t743 := ((_t740 if _t740 is not _NOT_YET else (_t740 := _a784(st))) if (_t742 if _t742 is not _NOT_YET else (_t742 := ('asteroid_storm' in (_t741 if _t741 is not _NOT_YET else (_t741 := list(map(_c721.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c743[_t737] == (_t749 if _t749 is not _NOT_YET else (_t749 := ((_t746 if _t746 is not _NOT_YET else (_t746 := _a786(st))) if (_t748 if _t748 is not _NOT_YET else (_t748 := ('asteroid_storm' in (_t747 if _t747 is not _NOT_YET else (_t747 := list(map(_c721.__getitem__, _st_zones[20]))))))) else None)))))):
                _t735.append(_t737)
        _i5[4] = _t735
        if (not not (_i5[4] or ())):
            if _st_log is not None: _st_log.append(_Text740(_audience737(st), [_PlayerRef738(_t733), "'s queued aliens board the flight"]))
            _t750 = _i5[4]
            _t751 = (11 + _t733)
            if type(_t750) is list and _st_log is None:
                for _t752 in _t750:
                    _t753 = _st_zones[_st_loc[_t752]]
                    if _t753[-1] == _t752: _t753.pop()
                    else: _t753.remove(_t752)
                    _st_zones[_t751].append(_t752); _st_loc[_t752] = _t751
            elif _t750 is not None:
                _move_cards736(st, _t750, _t751, False)
    if _st_log is not None: _st_log.append(_Text740(_audience737(st), ['The flight to the ', _plain739(L[2]), ' planet is closed']))

# <rulerun alienz.rules: turn #245 7d66e8c4>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT674[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run677(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region678(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_range679(1, L[1]) or []); L[3] = 0
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
            _t590 = L[0]
            _t591 = len(_o)
            if not _t591: _no_option681(_t590, 'alien to take')
            if _t591 <= 1 and _st_log is None:
                L[5] = _o[0] if _t591 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t592 = st.chooser(_t591, _t590)
                else:
                    _t592 = _st_bits(_t591.bit_length())
                    while _t592 >= _t591: _t592 = _st_bits(_t591.bit_length())
                L[5] = _o[_t592]; st.decisions += 1
                if st.thread_player is not None: _answered682(st, _t592)
            elif _decide683(st, L, _o[:], _t590): return True
            pc = 4
        if pc == 4:
            _r = _run684(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit676(_k, st, _d0): raise _Runaway675()
            continue
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region685(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 6:
            if _a687(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer688(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run689(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined690(_joined690(['no flight'], (['private flight'] if _a707(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d708(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d709(st, [_c710[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d711(st, [L[0], _c710[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a713(st) else 2))) else [])) or [])
            fr[1] = 11
            _t624 = L[0]
            _t625 = len(_o)
            if not _t625: _no_option681(_t624, 'flight this turn')
            if _t625 <= 1 and _st_log is None:
                L[7] = _o[0] if _t625 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t626 = st.chooser(_t625, _t624)
                else:
                    _t626 = _st_bits(_t625.bit_length())
                    while _t626 >= _t625: _t626 = _st_bits(_t625.bit_length())
                L[7] = _o[_t626]; st.decisions += 1
                if st.thread_player is not None: _answered682(st, _t626)
            elif _decide715(st, L, _o, _t624): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p787(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit788(_k789)
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
            if len(st.cur) >= 500: raise _RuleLimit788(_k790)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run791(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit788(_k792)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k793)

# <rulerun alienz.rules: private_flight #246 001aef6b>
def _loop(st):
    for _t755 in st.zones[22]:
        return _c797[_t755]
    return None

# <rulerun alienz.rules: private_flight #247 19dd709f>
def _loop(st):
    for _t764 in st.zones[22]:
        return _c804[_t764]
    return None

# <rulerun alienz.rules: private_flight #248 ce443659>
def _loop(st):
    for _t770 in st.zones[22]:
        return _c807[_t770]
    return None

# <rulerun alienz.rules: private_flight #249 dae5b3e1>
def _loop(st, L, _t754):
    _st_zones = st.zones
    _t761 = _st_zones[(3 + L[0])]
    _budget800[0] -= len(_t761)
    if _budget800[0] < 0: _spent801(st)
    _t766 = _NOT_YET
    _t767 = _NOT_YET
    _t768 = _NOT_YET
    _t769 = _NOT_YET
    _t772 = _NOT_YET
    _t773 = _NOT_YET
    _t774 = _NOT_YET
    _t775 = _NOT_YET
    _t763 = 0
    for _t762 in _t761:
        if ((_t762 != _t754) and ((_c802[_t762] == _c803[_t754]) or (((_t769 if _t769 is not _NOT_YET else (_t769 := ((_t766 if _t766 is not _NOT_YET else (_t766 := _a805(st))) if (_t768 if _t768 is not _NOT_YET else (_t768 := ('asteroid_storm' in (_t767 if _t767 is not _NOT_YET else (_t767 := list(map(_c806.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c802[_t762] == (_t775 if _t775 is not _NOT_YET else (_t775 := ((_t772 if _t772 is not _NOT_YET else (_t772 := _a808(st))) if (_t774 if _t774 is not _NOT_YET else (_t774 := ('asteroid_storm' in (_t773 if _t773 is not _NOT_YET else (_t773 := list(map(_c806.__getitem__, _st_zones[20]))))))) else None))))))):
            _t763 += 1
    return _t763

# <rulerun alienz.rules: private_flight #250 37164a5f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t757 = _NOT_YET
            _t758 = _NOT_YET
            _t759 = _NOT_YET
            _t760 = _NOT_YET
            _t776 = _NOT_YET
            _t777 = _NOT_YET
            _t778 = _NOT_YET
            _o = []
            for _t754 in _st_zones[(3 + L[0])]:
                if ((_c796[_t754] != (_t760 if _t760 is not _NOT_YET else (_t760 := ((_t757 if _t757 is not _NOT_YET else (_t757 := _a798(st))) if (_t759 if _t759 is not _NOT_YET else (_t759 := ('asteroid_storm' in (_t758 if _t758 is not _NOT_YET else (_t758 := list(map(_c799.__getitem__, _st_zones[20]))))))) else None)))) and (_a809(st, L, _t754) >= (_t778 if _t778 is not _NOT_YET else (_t778 := (3 if (_t777 if _t777 is not _NOT_YET else (_t777 := ('group' in (_t776 if _t776 is not _NOT_YET else (_t776 := list(map(_c799.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t754)
            fr[1] = 1
            _t779 = L[0]
            _t780 = len(_o)
            if not _t780: _no_option811(_t779, 'planet for a private flight')
            if _t780 <= 1 and _st_log is None:
                L[1] = _o[0] if _t780 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t781 = st.chooser(_t780, _t779)
                else:
                    _t781 = _st_bits(_t780.bit_length())
                    while _t781 >= _t780: _t781 = _st_bits(_t780.bit_length())
                L[1] = _o[_t781]; st.decisions += 1
                if st.thread_player is not None: _answered812(st, _t781)
            elif _decide813(st, L, _o, _t779): return True
            pc = 1
        if pc == 1:
            _r = _run814(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p815(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit816(_k817)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run818(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k819)

# <rulerun alienz.rules: join #251 5e29d941>
def _loop(st):
    for _t784 in st.zones[22]:
        return _c834[_t784]
    return None

# <rulerun alienz.rules: join #252 c253c1f3>
def _loop(st):
    for _t790 in st.zones[22]:
        return _c837[_t790]
    return None

# <rulerun alienz.rules: join #253 playout 13201d23>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    while True:
        _budget831[0] -= 1
        if _budget831[0] < 0: _spent832(st)
        _t786 = _NOT_YET
        _t787 = _NOT_YET
        _t788 = _NOT_YET
        _t789 = _NOT_YET
        _t792 = _NOT_YET
        _t793 = _NOT_YET
        _t794 = _NOT_YET
        _t795 = _NOT_YET
        _t782 = []
        for _t783 in _st_zones[(3 + _l0)]:
            if ((_c833[_t783] == L[1]) or (((_t789 if _t789 is not _NOT_YET else (_t789 := ((_t786 if _t786 is not _NOT_YET else (_t786 := _a835(st))) if (_t788 if _t788 is not _NOT_YET else (_t788 := ('asteroid_storm' in (_t787 if _t787 is not _NOT_YET else (_t787 := list(map(_c836.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c833[_t783] == (_t795 if _t795 is not _NOT_YET else (_t795 := ((_t792 if _t792 is not _NOT_YET else (_t792 := _a838(st))) if (_t794 if _t794 is not _NOT_YET else (_t794 := ('asteroid_storm' in (_t793 if _t793 is not _NOT_YET else (_t793 := list(map(_c836.__getitem__, _st_zones[20]))))))) else None)))))): _t782.append(_t783)
        if _offer840(st, L, _t782): raise _PlayoutCut839()
        if (L[3] is None):
            break
        _t796 = L[3]
        _t797 = (11 + _l0)
        if type(_t796) is int and _st_log is None:
            _t798 = _st_zones[_st_loc[_t796]]
            if _t798[-1] == _t796: _t798.pop()
            else: _t798.remove(_t796)
            _st_zones[_t797].append(_t796); _st_loc[_t796] = _t797
        elif _t796 is not None:
            _move_cards841(st, _t796, _t797, False)
        L[2] = (_t799 if -1000000000000000000 <= (_t799 := L[2] + 1) <= 1000000000000000000 else _beyond842(_t799))
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text846(_audience843(st), [_PlayerRef844(_l0), ' joins the flight with ', _plain845(L[2]), ' ', _plain845(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text846(_audience843(st), [_PlayerRef844(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #254 1a3a0c6c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT820[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run823(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit824(_k825)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p826(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit824(_k827)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run828(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region829(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 4:
            L[3] = (_o830[L[0]] or []); L[4] = 0
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
                if _p847(st, [L[5], L[2], None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit824(_k848)
                fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit822(_k, st, _d0): raise _Runaway821()
            continue
        if pc == 8:
            _r = _run849(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit824(_k850)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k851)

# <rulerun alienz.rules: board_own #255 65cfdc61>
def _loop(st):
    for _t800 in st.zones[20]:
        if (_c858[_t800] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #256 9402cf6c>
def _loop(st):
    for _t803 in st.zones[22]:
        return _c861[_t803]
    return None

# <rulerun alienz.rules: board_own #257 2f4b184a>
def _loop(st):
    for _t809 in st.zones[22]:
        return _c864[_t809]
    return None

# <rulerun alienz.rules: board_own #258 6e45666a>
def _loop(st):
    for _t819 in st.zones[22]:
        return _c871[_t819]
    return None

# <rulerun alienz.rules: board_own #259 8ec9cef3>
def _loop(st):
    for _t825 in st.zones[22]:
        return _c873[_t825]
    return None

# <rulerun alienz.rules: board_own #260 a1c3c80c>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT852[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run855(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region856(st, L)
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
            _r = _run857(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a859(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t805 = _NOT_YET
            _t806 = _NOT_YET
            _t807 = _NOT_YET
            _t808 = _NOT_YET
            _t811 = _NOT_YET
            _t812 = _NOT_YET
            _t813 = _NOT_YET
            _t814 = _NOT_YET
            _o = []
            for _t802 in _st_zones[(3 + L[0])]:
                if ((_c860[_t802] == L[1]) or (((_t808 if _t808 is not _NOT_YET else (_t808 := ((_t805 if _t805 is not _NOT_YET else (_t805 := _a862(st))) if (_t807 if _t807 is not _NOT_YET else (_t807 := ('asteroid_storm' in (_t806 if _t806 is not _NOT_YET else (_t806 := list(map(_c863.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c860[_t802] == (_t814 if _t814 is not _NOT_YET else (_t814 := ((_t811 if _t811 is not _NOT_YET else (_t811 := _a865(st))) if (_t813 if _t813 is not _NOT_YET else (_t813 := ('asteroid_storm' in (_t812 if _t812 is not _NOT_YET else (_t812 := list(map(_c863.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t802)
            fr[1] = 5
            _t815 = L[0]
            _t816 = len(_o)
            if not _t816: _no_option867(_t815, 'alien to fly')
            if _t816 <= 1 and _st_log is None:
                L[4] = _o[0] if _t816 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t817 = st.chooser(_t816, _t815)
                else:
                    _t817 = _st_bits(_t816.bit_length())
                    while _t817 >= _t816: _t817 = _st_bits(_t816.bit_length())
                L[4] = _o[_t817]; st.decisions += 1
                if st.thread_player is not None: _answered868(st, _t817)
            elif _decide869(st, L, _o, _t815): return True
            pc = 5
        if pc == 5:
            _r = _run870(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t821 = _NOT_YET
            _t822 = _NOT_YET
            _t823 = _NOT_YET
            _t824 = _NOT_YET
            _t827 = _NOT_YET
            _t828 = _NOT_YET
            _t829 = _NOT_YET
            _t830 = _NOT_YET
            _o = []
            for _t818 in _st_zones[(3 + L[0])]:
                if ((_c860[_t818] == L[1]) or (((_t824 if _t824 is not _NOT_YET else (_t824 := ((_t821 if _t821 is not _NOT_YET else (_t821 := _a872(st))) if (_t823 if _t823 is not _NOT_YET else (_t823 := ('asteroid_storm' in (_t822 if _t822 is not _NOT_YET else (_t822 := list(map(_c863.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c860[_t818] == (_t830 if _t830 is not _NOT_YET else (_t830 := ((_t827 if _t827 is not _NOT_YET else (_t827 := _a874(st))) if (_t829 if _t829 is not _NOT_YET else (_t829 := ('asteroid_storm' in (_t828 if _t828 is not _NOT_YET else (_t828 := list(map(_c863.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t818)
            fr[1] = 8
            if _offer875(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run876(st, L)
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
            _r = _run877(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit854(_k, st, _d0): raise _Runaway853()
            continue
        if pc == 14:
            _r = _run878(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k879)

# <rulerun alienz.rules: join #261 48e6ade3>
def _loop(st):
    for _t832 in st.zones[22]:
        return _c886[_t832]
    return None

# <rulerun alienz.rules: join #262 4940f28b>
def _loop(st):
    for _t838 in st.zones[22]:
        return _c889[_t838]
    return None

# <rulerun alienz.rules: join #263 85c4e77f>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT880[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run883(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region884(st, L)
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
            _t834 = _NOT_YET
            _t835 = _NOT_YET
            _t836 = _NOT_YET
            _t837 = _NOT_YET
            _t840 = _NOT_YET
            _t841 = _NOT_YET
            _t842 = _NOT_YET
            _t843 = _NOT_YET
            _o = []
            for _t831 in _st_zones[(3 + L[0])]:
                if ((_c885[_t831] == L[1]) or (((_t837 if _t837 is not _NOT_YET else (_t837 := ((_t834 if _t834 is not _NOT_YET else (_t834 := _a887(st))) if (_t836 if _t836 is not _NOT_YET else (_t836 := ('asteroid_storm' in (_t835 if _t835 is not _NOT_YET else (_t835 := list(map(_c888.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c885[_t831] == (_t843 if _t843 is not _NOT_YET else (_t843 := ((_t840 if _t840 is not _NOT_YET else (_t840 := _a890(st))) if (_t842 if _t842 is not _NOT_YET else (_t842 := ('asteroid_storm' in (_t841 if _t841 is not _NOT_YET else (_t841 := list(map(_c888.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t831)
            fr[1] = 3
            if _offer891(st, L, _o): return True
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
            _r = _run892(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit882(_k, st, _d0): raise _Runaway881()
            continue
        if pc == 8:
            _r = _run893(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k894)

# <rulerun alienz.rules: rank #264 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

