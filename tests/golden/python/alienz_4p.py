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

# <rulerun alienz.rules: turn #11 e8ccb977>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t24 = (_range27(1, L[1]) or [])
    _budget28[0] -= len(_t24)
    if _budget28[0] < 0: _spent29(st)
    for _t23 in _t24:
        L[4] = _t23
        _t25 = _st_zones[(2 if False else 1)]
        _t26 = _l0
        _t27 = len(_t25)
        if not _t27: _no_option32(_t26, 'alien to take')
        if _t27 <= 1 and _st_log is None:
            L[5] = _t25[0] if _t27 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t28 = st.chooser(_t27, _t26)
            else:
                _t28 = _st_bits(_t27.bit_length())
                while _t28 >= _t27: _t28 = _st_bits(_t27.bit_length())
            L[5] = _t25[_t28]; st.decisions += 1
        elif _decide33(st, L, _t25[:], _t26): raise _PlayoutCut30()
        _t29 = L[5]
        _t30 = (3 + _l0)
        if type(_t29) is int and _st_log is None:
            _t31 = _st_zones[_st_loc[_t29]]
            if _t31[-1] == _t29: _t31.pop()
            else: _t31.remove(_t29)
            _st_zones[_t30].append(_t29); _st_loc[_t29] = _t30
        elif _t29 is not None:
            _move_cards34(st, _t29, _t30, False)

# <rulerun alienz.rules: turn #12 fb3fd1d9>
def _native(st, L):
    _l6 = L[6]
    _st_loc = st.loc
    _st_zones = st.zones
    if (_l6 is not None):
        _t32 = _l6
        _t33 = (7 + L[0])
        if type(_t32) is int and st.log is None:
            _t34 = _st_zones[_st_loc[_t32]]
            if _t34[-1] == _t32: _t34.pop()
            else: _t34.remove(_t32)
            _st_zones[_t33].append(_t32); _st_loc[_t32] = _t33
        elif _t32 is not None:
            _move_cards35(st, _t32, _t33, False)

# <rulerun alienz.rules: turn #13 f6dfabdc>
def _loop(st):
    for _t35 in st.zones[20]:
        if (_c36[_t35] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #14 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #15 bd739cc9>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if _a37(st):
        _t37 = _st_zones[(3 + _l0)]
        if _offer39(st, L, _t37[:]): raise _PlayoutCut38()
        if (L[6] is not None):
            _t38 = L[6]
            _t39 = (7 + _l0)
            if type(_t38) is int and st.log is None:
                _t40 = _st_zones[_st_loc[_t38]]
                if _t40[-1] == _t38: _t40.pop()
                else: _t40.remove(_t38)
                _st_zones[_t39].append(_t38); _st_loc[_t38] = _t39
            elif _t38 is not None:
                _move_cards40(st, _t38, _t39, False)

# <rulerun alienz.rules: turn #16 5c228788>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text43(_audience41(st), [_PlayerRef42(L[0]), ' does not fly']))

# <rulerun alienz.rules: turn #17 003fa701>
def _native(st, L):
    return _range44(1, L[1])

# <rulerun alienz.rules: turn #18 5392936a>
def _native(st, L):
    return (2 if False else 1)

# <rulerun alienz.rules: turn #19 604f229d>
def _loop(st):
    for _t41 in st.zones[20]:
        if (_c45[_t41] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #20 9cff58e3>
def _native(st, L):
    return _a46(st)

# <rulerun alienz.rules: turn #21 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: turn #22 b5b59523>
def _loop(st):
    for _t45 in st.zones[22]:
        return _c49[_t45]
    return None

# <rulerun alienz.rules: turn #23 2033aec2>
def _loop(st):
    for _t53 in st.zones[22]:
        return _c54[_t53]
    return None

# <rulerun alienz.rules: turn #24 2d6e9fe9>
def _loop(st):
    for _t59 in st.zones[22]:
        return _c57[_t59]
    return None

# <rulerun alienz.rules: turn #25 8e1b3866>
def _loop(st, L, _t43):
    _st_zones = st.zones
    _t55 = _NOT_YET
    _t56 = _NOT_YET
    _t57 = _NOT_YET
    _t58 = _NOT_YET
    _t61 = _NOT_YET
    _t62 = _NOT_YET
    _t63 = _NOT_YET
    _t64 = _NOT_YET
    _t52 = 0
    for _t51 in _st_zones[(3 + L[0])]:
        if ((_t51 != _t43) and ((_c52[_t51] == _c53[_t43]) or (((_t58 if _t58 is not _NOT_YET else (_t58 := ((_t55 if _t55 is not _NOT_YET else (_t55 := _a55(st))) if (_t57 if _t57 is not _NOT_YET else (_t57 := ('asteroid_storm' in (_t56 if _t56 is not _NOT_YET else (_t56 := list(map(_c56.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c52[_t51] == (_t64 if _t64 is not _NOT_YET else (_t64 := ((_t61 if _t61 is not _NOT_YET else (_t61 := _a58(st))) if (_t63 if _t63 is not _NOT_YET else (_t63 := ('asteroid_storm' in (_t62 if _t62 is not _NOT_YET else (_t62 := list(map(_c56.__getitem__, _st_zones[20]))))))) else None))))))):
            _t52 += 1
    return _t52

# <rulerun alienz.rules: turn #26 434ddbdb>
def _loop(st, L):
    _st_zones = st.zones
    _t47 = _NOT_YET
    _t48 = _NOT_YET
    _t49 = _NOT_YET
    _t50 = _NOT_YET
    _t65 = _NOT_YET
    _t66 = _NOT_YET
    _t67 = _NOT_YET
    for _t43 in _st_zones[(3 + L[0])]:
        if ((_c48[_t43] != (_t50 if _t50 is not _NOT_YET else (_t50 := ((_t47 if _t47 is not _NOT_YET else (_t47 := _a50(st))) if (_t49 if _t49 is not _NOT_YET else (_t49 := ('asteroid_storm' in (_t48 if _t48 is not _NOT_YET else (_t48 := list(map(_c51.__getitem__, _st_zones[20]))))))) else None)))) and (_a59(st, L, _t43) >= (_t67 if _t67 is not _NOT_YET else (_t67 := (3 if (_t66 if _t66 is not _NOT_YET else (_t66 := ('group' in (_t65 if _t65 is not _NOT_YET else (_t65 := list(map(_c51.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: is_event #27 b7491c75>
def _native(st, L):
    return (_c61[L[0]] is not None)

# <rulerun alienz.rules: turn #28 51883b8d>
def _loop(st):
    for _t68 in st.zones[22]:
        return _c63[_t68]
    return None

# <rulerun alienz.rules: turn #29 4e653f4a>
def _loop(st):
    for _t70 in st.zones[20]:
        if (_c65[_t70] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #30 67cce02d>
def _native(st, L):
    return (L[0] != (_a64(st) if _a66(st) else None))

# <rulerun alienz.rules: turn #31 4ebe0b3d>
def _loop(st):
    for _t74 in st.zones[22]:
        return _c70[_t74]
    return None

# <rulerun alienz.rules: turn #32 1b67f2fa>
def _loop(st):
    for _t80 in st.zones[22]:
        return _c73[_t80]
    return None

# <rulerun alienz.rules: matching #33 33a5e6d6>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t76 = _NOT_YET
    _t77 = _NOT_YET
    _t78 = _NOT_YET
    _t79 = _NOT_YET
    _t82 = _NOT_YET
    _t83 = _NOT_YET
    _t84 = _NOT_YET
    _t85 = _NOT_YET
    _t72 = 0
    for _t73 in _st_zones[(3 + L[0])]:
        if ((_c69[_t73] == _l1) or (((_t79 if _t79 is not _NOT_YET else (_t79 := ((_t76 if _t76 is not _NOT_YET else (_t76 := _a71(st))) if (_t78 if _t78 is not _NOT_YET else (_t78 := ('asteroid_storm' in (_t77 if _t77 is not _NOT_YET else (_t77 := list(map(_c72.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c69[_t73] == (_t85 if _t85 is not _NOT_YET else (_t85 := ((_t82 if _t82 is not _NOT_YET else (_t82 := _a74(st))) if (_t84 if _t84 is not _NOT_YET else (_t84 := ('asteroid_storm' in (_t83 if _t83 is not _NOT_YET else (_t83 := list(map(_c72.__getitem__, _st_zones[20]))))))) else None)))))):
            _t72 += 1
    return _t72

# <rulerun alienz.rules: turn #34 9ab50d4e>
def _loop(st):
    for _t86 in st.zones[20]:
        if (_c76[_t86] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #35 3355734a>
def _native(st, L):
    _st_zones = st.zones
    return _joined47(_joined47(['no flight'], (['private flight'] if _a60(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d62(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d67(st, [_c68[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d75(st, [L[0], _c68[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a77(st) else 2))) else []))

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

# <rulerun alienz.rules: private_flight #41 f59af1b3>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = _c78[_l1]
    _t88 = _l1
    _t89 = (15 + _l0)
    if type(_t88) is int and _st_log is None:
        _t90 = _st_zones[_st_loc[_t88]]
        if _t90[-1] == _t88: _t90.pop()
        else: _t90.remove(_t88)
        _st_zones[_t89].append(_t88); _st_loc[_t88] = _t89
    elif _t88 is not None:
        _move_cards79(st, _t88, _t89, False)
    if _st_log is not None: _st_log.append(_Text83(_audience80(st), [_PlayerRef81(_l0), ' opens a private flight to the ', _plain82(L[2]), ' planet']))

# <rulerun alienz.rules: private_flight #42 016c42c4>
def _loop(st):
    for _t94 in st.zones[22]:
        return _c86[_t94]
    return None

# <rulerun alienz.rules: private_flight #43 a15348f0>
def _loop(st):
    for _t100 in st.zones[22]:
        return _c89[_t100]
    return None

# <rulerun alienz.rules: private_flight #44 51268b7f>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i0l0 = _l2
    _i0 = [_i0l0, None, None, None, None]
    for _t91 in (_k84 or []):
        _i0[3] = _t91
        _t96 = _NOT_YET
        _t97 = _NOT_YET
        _t98 = _NOT_YET
        _t99 = _NOT_YET
        _t102 = _NOT_YET
        _t103 = _NOT_YET
        _t104 = _NOT_YET
        _t105 = _NOT_YET
        _t92 = []
        for _t93 in _st_zones[(7 + _t91)]:
            if ((_c85[_t93] == _i0l0) or (((_t99 if _t99 is not _NOT_YET else (_t99 := ((_t96 if _t96 is not _NOT_YET else (_t96 := _a87(st))) if (_t98 if _t98 is not _NOT_YET else (_t98 := ('asteroid_storm' in (_t97 if _t97 is not _NOT_YET else (_t97 := list(map(_c88.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c85[_t93] == (_t105 if _t105 is not _NOT_YET else (_t105 := ((_t102 if _t102 is not _NOT_YET else (_t102 := _a90(st))) if (_t104 if _t104 is not _NOT_YET else (_t104 := ('asteroid_storm' in (_t103 if _t103 is not _NOT_YET else (_t103 := list(map(_c88.__getitem__, _st_zones[20]))))))) else None)))))):
                _t92.append(_t93)
        _i0[4] = _t92
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text93(_audience91(st), [_PlayerRef92(_t91), "'s queued aliens board the flight"]))
            _t106 = _i0[4]
            _t107 = (11 + _t91)
            if type(_t106) is list and _st_log is None:
                for _t108 in _t106:
                    _t109 = _st_zones[_st_loc[_t108]]
                    if _t109[-1] == _t108: _t109.pop()
                    else: _t109.remove(_t108)
                    _st_zones[_t107].append(_t108); _st_loc[_t108] = _t107
            elif _t106 is not None:
                _move_cards94(st, _t106, _t107, False)
    if _st_log is not None: _st_log.append(_Text93(_audience91(st), ['The flight to the ', _plain95(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #45 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #46 eaa0a1b4>
def _loop(st):
    for _t110 in st.zones[22]:
        return _c97[_t110]
    return None

# <rulerun alienz.rules: private_flight #47 427cb13b>
def _loop(st):
    for _t112 in st.zones[20]:
        if (_c99[_t112] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #48 4b1337ca>
def _loop(st):
    for _t116 in st.zones[22]:
        return _c103[_t116]
    return None

# <rulerun alienz.rules: private_flight #49 828a3b5c>
def _loop(st):
    for _t122 in st.zones[22]:
        return _c106[_t122]
    return None

# <rulerun alienz.rules: private_flight #50 465b36a1>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t118 = _NOT_YET
    _t119 = _NOT_YET
    _t120 = _NOT_YET
    _t121 = _NOT_YET
    _t124 = _NOT_YET
    _t125 = _NOT_YET
    _t126 = _NOT_YET
    _t127 = _NOT_YET
    _t115 = 0
    for _t114 in _st_zones[(3 + L[0])]:
        if ((_t114 != _l1) and ((_c101[_t114] == _c102[_l1]) or (((_t121 if _t121 is not _NOT_YET else (_t121 := ((_t118 if _t118 is not _NOT_YET else (_t118 := _a104(st))) if (_t120 if _t120 is not _NOT_YET else (_t120 := ('asteroid_storm' in (_t119 if _t119 is not _NOT_YET else (_t119 := list(map(_c105.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c101[_t114] == (_t127 if _t127 is not _NOT_YET else (_t127 := ((_t124 if _t124 is not _NOT_YET else (_t124 := _a107(st))) if (_t126 if _t126 is not _NOT_YET else (_t126 := ('asteroid_storm' in (_t125 if _t125 is not _NOT_YET else (_t125 := list(map(_c105.__getitem__, _st_zones[20]))))))) else None))))))):
            _t115 += 1
    return _t115

# <rulerun alienz.rules: private_flight #51 27f26dbb>
def _loop(st):
    for _t128 in st.zones[20]:
        if (_c109[_t128] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #52 1cb90235>
def _native(st, L):
    return ((_c96[L[1]] != (_a98(st) if _a100(st) else None)) and (_a108(st, L) >= (3 if _a110(st) else 2)))

# <rulerun alienz.rules: private_flight #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #54 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #55 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #56 3e0b63f0>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c111[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text115(_audience112(st), [_PlayerRef113(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain114(L[2]), ' planet']))
    _t130 = L[1]
    _t131 = (15 + _l0)
    if type(_t130) is int and _st_log is None:
        _t132 = _st_zones[_st_loc[_t130]]
        if _t132[-1] == _t130: _t132.pop()
        else: _t132.remove(_t130)
        _st_zones[_t131].append(_t130); _st_loc[_t130] = _t131
    elif _t130 is not None:
        _move_cards116(st, _t130, _t131, False)

# <rulerun alienz.rules: commercial_flight #57 eed6da93>
def _loop(st):
    for _t136 in st.zones[22]:
        return _c119[_t136]
    return None

# <rulerun alienz.rules: commercial_flight #58 30ce5717>
def _loop(st):
    for _t142 in st.zones[22]:
        return _c122[_t142]
    return None

# <rulerun alienz.rules: commercial_flight #59 b338d9d7>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None]
    for _t133 in (_k117 or []):
        _i1[3] = _t133
        _t138 = _NOT_YET
        _t139 = _NOT_YET
        _t140 = _NOT_YET
        _t141 = _NOT_YET
        _t144 = _NOT_YET
        _t145 = _NOT_YET
        _t146 = _NOT_YET
        _t147 = _NOT_YET
        _t134 = []
        for _t135 in _st_zones[(7 + _t133)]:
            if ((_c118[_t135] == _i1l0) or (((_t141 if _t141 is not _NOT_YET else (_t141 := ((_t138 if _t138 is not _NOT_YET else (_t138 := _a120(st))) if (_t140 if _t140 is not _NOT_YET else (_t140 := ('asteroid_storm' in (_t139 if _t139 is not _NOT_YET else (_t139 := list(map(_c121.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c118[_t135] == (_t147 if _t147 is not _NOT_YET else (_t147 := ((_t144 if _t144 is not _NOT_YET else (_t144 := _a123(st))) if (_t146 if _t146 is not _NOT_YET else (_t146 := ('asteroid_storm' in (_t145 if _t145 is not _NOT_YET else (_t145 := list(map(_c121.__getitem__, _st_zones[20]))))))) else None)))))):
                _t134.append(_t135)
        _i1[4] = _t134
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text126(_audience124(st), [_PlayerRef125(_t133), "'s queued aliens board the flight"]))
            _t148 = _i1[4]
            _t149 = (11 + _t133)
            if type(_t148) is list and _st_log is None:
                for _t150 in _t148:
                    _t151 = _st_zones[_st_loc[_t150]]
                    if _t151[-1] == _t150: _t151.pop()
                    else: _t151.remove(_t150)
                    _st_zones[_t149].append(_t150); _st_loc[_t150] = _t149
            elif _t148 is not None:
                _move_cards127(st, _t148, _t149, False)

# <rulerun alienz.rules: commercial_flight #60 c5c5185b>
def _loop(st):
    for _t157 in st.zones[22]:
        return _c133[_t157]
    return None

# <rulerun alienz.rules: commercial_flight #61 654ba7e7>
def _loop(st):
    for _t163 in st.zones[22]:
        return _c136[_t163]
    return None

# <rulerun alienz.rules: commercial_flight #62 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #63 35fb658a>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t152 in (_o128[_l0] or []):
        L[5] = _t152
        if not ((_t152 != _l0)): continue
        _i2l0 = _t152
        _i2l1 = L[2]
        _i2 = [_i2l0, _i2l1, None, None]
        _i2[2] = 0
        _t153 = 0; _t154 = st.decisions
        while True:
            _t153 += 1
            if _t153 > _LIMIT129[0] and _over_limit130(_t153, st, _t154): raise _Runaway131()
            _t159 = _NOT_YET
            _t160 = _NOT_YET
            _t161 = _NOT_YET
            _t162 = _NOT_YET
            _t165 = _NOT_YET
            _t166 = _NOT_YET
            _t167 = _NOT_YET
            _t168 = _NOT_YET
            _t155 = []
            for _t156 in _st_zones[(3 + _i2l0)]:
                if ((_c132[_t156] == _i2l1) or (((_t162 if _t162 is not _NOT_YET else (_t162 := ((_t159 if _t159 is not _NOT_YET else (_t159 := _a134(st))) if (_t161 if _t161 is not _NOT_YET else (_t161 := ('asteroid_storm' in (_t160 if _t160 is not _NOT_YET else (_t160 := list(map(_c135.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c132[_t156] == (_t168 if _t168 is not _NOT_YET else (_t168 := ((_t165 if _t165 is not _NOT_YET else (_t165 := _a137(st))) if (_t167 if _t167 is not _NOT_YET else (_t167 := ('asteroid_storm' in (_t166 if _t166 is not _NOT_YET else (_t166 := list(map(_c135.__getitem__, _st_zones[20]))))))) else None)))))): _t155.append(_t156)
            if _offer139(st, _i2, _t155): raise _PlayoutCut138()
            if (_i2[3] is None):
                break
            _t169 = _i2[3]
            _t170 = (11 + _i2l0)
            if type(_t169) is int and _st_log is None:
                _t171 = _st_zones[_st_loc[_t169]]
                if _t171[-1] == _t169: _t171.pop()
                else: _t171.remove(_t169)
                _st_zones[_t170].append(_t169); _st_loc[_t169] = _t170
            elif _t169 is not None:
                _move_cards140(st, _t169, _t170, False)
            _i2[2] = _i2[2] + 1
        if (_i2[2] > 0):
            if _st_log is not None: _st_log.append(_Text144(_audience141(st), [_PlayerRef142(_i2l0), ' joins the flight with ', _plain143(_i2[2]), ' ', _plain143(('alien' if (_i2[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text144(_audience141(st), [_PlayerRef142(_i2l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #64 628c09e2>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text147(_audience145(st), ['The flight to the ', _plain146(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text147(_audience145(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo148(1)

# <rulerun alienz.rules: commercial_flight #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #66 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #67 19d8245b>
def _native(st, L):
    return _o149[L[0]]

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

# <rulerun alienz.rules: board_own #75 1c40aef9>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t172 = L[3]
    _t173 = (11 + L[0])
    if type(_t172) is int and st.log is None:
        _t174 = _st_zones[_st_loc[_t172]]
        if _t174[-1] == _t172: _t174.pop()
        else: _t174.remove(_t172)
        _st_zones[_t173].append(_t172); _st_loc[_t172] = _t173
    elif _t172 is not None:
        _move_cards150(st, _t172, _t173, False)
    L[2] = L[2] + 1

# <rulerun alienz.rules: board_own #76 22c77528>
def _loop(st):
    for _t177 in st.zones[20]:
        if (_c154[_t177] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #77 5183990e>
def _loop(st):
    for _t181 in st.zones[22]:
        return _c157[_t181]
    return None

# <rulerun alienz.rules: board_own #78 50333cf5>
def _loop(st):
    for _t187 in st.zones[22]:
        return _c160[_t187]
    return None

# <rulerun alienz.rules: board_own #79 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #80 20456813>
def _loop(st):
    for _t198 in st.zones[22]:
        return _c166[_t198]
    return None

# <rulerun alienz.rules: board_own #81 148995f8>
def _loop(st):
    for _t204 in st.zones[22]:
        return _c168[_t204]
    return None

# <rulerun alienz.rules: board_own #82 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #83 f5972240>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t175 = 0; _t176 = st.decisions
    while True:
        _t175 += 1
        if _t175 > _LIMIT151[0] and _over_limit152(_t175, st, _t176): raise _Runaway153()
        L[3] = None
        if (L[2] < (3 if _a155(st) else 2)):
            _t183 = _NOT_YET
            _t184 = _NOT_YET
            _t185 = _NOT_YET
            _t186 = _NOT_YET
            _t189 = _NOT_YET
            _t190 = _NOT_YET
            _t191 = _NOT_YET
            _t192 = _NOT_YET
            _t179 = []
            for _t180 in _st_zones[(3 + _l0)]:
                if ((_c156[_t180] == _l1) or (((_t186 if _t186 is not _NOT_YET else (_t186 := ((_t183 if _t183 is not _NOT_YET else (_t183 := _a158(st))) if (_t185 if _t185 is not _NOT_YET else (_t185 := ('asteroid_storm' in (_t184 if _t184 is not _NOT_YET else (_t184 := list(map(_c159.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c156[_t180] == (_t192 if _t192 is not _NOT_YET else (_t192 := ((_t189 if _t189 is not _NOT_YET else (_t189 := _a161(st))) if (_t191 if _t191 is not _NOT_YET else (_t191 := ('asteroid_storm' in (_t190 if _t190 is not _NOT_YET else (_t190 := list(map(_c159.__getitem__, _st_zones[20]))))))) else None)))))): _t179.append(_t180)
            _t193 = _l0
            _t194 = len(_t179)
            if not _t194: _no_option164(_t193, 'alien to fly')
            if _t194 <= 1 and _st_log is None:
                L[4] = _t179[0] if _t194 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t195 = st.chooser(_t194, _t193)
                else:
                    _t195 = _st_bits(_t194.bit_length())
                    while _t195 >= _t194: _t195 = _st_bits(_t194.bit_length())
                L[4] = _t179[_t195]; st.decisions += 1
            elif _decide165(st, L, _t179, _t193): raise _PlayoutCut162()
            L[3] = L[4]
        else:
            _t200 = _NOT_YET
            _t201 = _NOT_YET
            _t202 = _NOT_YET
            _t203 = _NOT_YET
            _t206 = _NOT_YET
            _t207 = _NOT_YET
            _t208 = _NOT_YET
            _t209 = _NOT_YET
            _t196 = []
            for _t197 in _st_zones[(3 + _l0)]:
                if ((_c156[_t197] == _l1) or (((_t203 if _t203 is not _NOT_YET else (_t203 := ((_t200 if _t200 is not _NOT_YET else (_t200 := _a167(st))) if (_t202 if _t202 is not _NOT_YET else (_t202 := ('asteroid_storm' in (_t201 if _t201 is not _NOT_YET else (_t201 := list(map(_c159.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c156[_t197] == (_t209 if _t209 is not _NOT_YET else (_t209 := ((_t206 if _t206 is not _NOT_YET else (_t206 := _a169(st))) if (_t208 if _t208 is not _NOT_YET else (_t208 := ('asteroid_storm' in (_t207 if _t207 is not _NOT_YET else (_t207 := list(map(_c159.__getitem__, _st_zones[20]))))))) else None)))))): _t196.append(_t197)
            if _offer170(st, L, _t196): raise _PlayoutCut162()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t210 = L[3]
        _t211 = (11 + _l0)
        if type(_t210) is int and _st_log is None:
            _t212 = _st_zones[_st_loc[_t210]]
            if _t212[-1] == _t210: _t212.pop()
            else: _t212.remove(_t210)
            _st_zones[_t211].append(_t210); _st_loc[_t210] = _t211
        elif _t210 is not None:
            _move_cards171(st, _t210, _t211, False)
        L[2] = L[2] + 1

# <rulerun alienz.rules: board_own #84 8b02f572>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text175(_audience172(st), [_PlayerRef173(L[0]), ' flies ', _plain174(_l2), ' ', _plain174(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain174(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #85 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #86 a2df04df>
def _loop(st):
    for _t213 in st.zones[20]:
        if (_c176[_t213] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #87 26180205>
def _native(st, L):
    return (L[2] < (3 if _a177(st) else 2))

# <rulerun alienz.rules: board_own #88 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #89 5d4b4c9f>
def _loop(st):
    for _t215 in st.zones[22]:
        return _c179[_t215]
    return None

# <rulerun alienz.rules: board_own #90 9eeb1eae>
def _loop(st):
    for _t217 in st.zones[20]:
        if (_c181[_t217] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #91 0c087e45>
def _loop(st):
    for _t219 in st.zones[22]:
        return _c183[_t219]
    return None

# <rulerun alienz.rules: board_own #92 a39036ee>
def _loop(st):
    for _t221 in st.zones[20]:
        if (_c185[_t221] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #93 e796d602>
def _native(st, L):
    _l4 = L[4]
    return ((_c178[_l4] == L[1]) or (((_a180(st) if _a182(st) else None) is not None) and (_c178[_l4] == (_a184(st) if _a186(st) else None))))

# <rulerun alienz.rules: board_own #94 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #95 59219522>
def _loop(st):
    for _t223 in st.zones[22]:
        return _c188[_t223]
    return None

# <rulerun alienz.rules: board_own #96 8ff6185e>
def _loop(st):
    for _t225 in st.zones[20]:
        if (_c190[_t225] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #97 1358f01f>
def _loop(st):
    for _t227 in st.zones[22]:
        return _c192[_t227]
    return None

# <rulerun alienz.rules: board_own #98 5dee439d>
def _loop(st):
    for _t229 in st.zones[20]:
        if (_c194[_t229] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #99 aae6d63f>
def _native(st, L):
    _l5 = L[5]
    return ((_c187[_l5] == L[1]) or (((_a189(st) if _a191(st) else None) is not None) and (_c187[_l5] == (_a193(st) if _a195(st) else None))))

# <rulerun alienz.rules: board_own #100 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #101 306f8a8d>
def _loop(st):
    for _t234 in st.zones[22]:
        return _c198[_t234]
    return None

# <rulerun alienz.rules: board_queue #102 ce5bbedf>
def _loop(st):
    for _t240 in st.zones[22]:
        return _c201[_t240]
    return None

# <rulerun alienz.rules: board_queue #103 3cfcd8e1>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t231 in (_k196 or []):
        L[3] = _t231
        _t236 = _NOT_YET
        _t237 = _NOT_YET
        _t238 = _NOT_YET
        _t239 = _NOT_YET
        _t242 = _NOT_YET
        _t243 = _NOT_YET
        _t244 = _NOT_YET
        _t245 = _NOT_YET
        _t232 = []
        for _t233 in _st_zones[(7 + _t231)]:
            if ((_c197[_t233] == _l0) or (((_t239 if _t239 is not _NOT_YET else (_t239 := ((_t236 if _t236 is not _NOT_YET else (_t236 := _a199(st))) if (_t238 if _t238 is not _NOT_YET else (_t238 := ('asteroid_storm' in (_t237 if _t237 is not _NOT_YET else (_t237 := list(map(_c200.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c197[_t233] == (_t245 if _t245 is not _NOT_YET else (_t245 := ((_t242 if _t242 is not _NOT_YET else (_t242 := _a202(st))) if (_t244 if _t244 is not _NOT_YET else (_t244 := ('asteroid_storm' in (_t243 if _t243 is not _NOT_YET else (_t243 := list(map(_c200.__getitem__, _st_zones[20]))))))) else None)))))):
                _t232.append(_t233)
        L[4] = _t232
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text205(_audience203(st), [_PlayerRef204(_t231), "'s queued aliens board the flight"]))
            _t246 = L[4]
            _t247 = (11 + _t231)
            if type(_t246) is list and _st_log is None:
                for _t248 in _t246:
                    _t249 = _st_zones[_st_loc[_t248]]
                    if _t249[-1] == _t248: _t249.pop()
                    else: _t249.remove(_t248)
                    _st_zones[_t247].append(_t248); _st_loc[_t248] = _t247
            elif _t246 is not None:
                _move_cards206(st, _t246, _t247, False)

# <rulerun alienz.rules: join #104 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #105 00e7e08f>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t250 = L[3]
    _t251 = (11 + L[0])
    if type(_t250) is int and st.log is None:
        _t252 = _st_zones[_st_loc[_t250]]
        if _t252[-1] == _t250: _t252.pop()
        else: _t252.remove(_t250)
        _st_zones[_t251].append(_t250); _st_loc[_t250] = _t251
    elif _t250 is not None:
        _move_cards207(st, _t250, _t251, False)
    L[2] = L[2] + 1

# <rulerun alienz.rules: join #106 9b429987>
def _loop(st):
    for _t257 in st.zones[22]:
        return _c212[_t257]
    return None

# <rulerun alienz.rules: join #107 3863374b>
def _loop(st):
    for _t263 in st.zones[22]:
        return _c215[_t263]
    return None

# <rulerun alienz.rules: join #108 b66af7e5>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    _t253 = 0; _t254 = st.decisions
    while True:
        _t253 += 1
        if _t253 > _LIMIT208[0] and _over_limit209(_t253, st, _t254): raise _Runaway210()
        _t259 = _NOT_YET
        _t260 = _NOT_YET
        _t261 = _NOT_YET
        _t262 = _NOT_YET
        _t265 = _NOT_YET
        _t266 = _NOT_YET
        _t267 = _NOT_YET
        _t268 = _NOT_YET
        _t255 = []
        for _t256 in _st_zones[(3 + _l0)]:
            if ((_c211[_t256] == L[1]) or (((_t262 if _t262 is not _NOT_YET else (_t262 := ((_t259 if _t259 is not _NOT_YET else (_t259 := _a213(st))) if (_t261 if _t261 is not _NOT_YET else (_t261 := ('asteroid_storm' in (_t260 if _t260 is not _NOT_YET else (_t260 := list(map(_c214.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c211[_t256] == (_t268 if _t268 is not _NOT_YET else (_t268 := ((_t265 if _t265 is not _NOT_YET else (_t265 := _a216(st))) if (_t267 if _t267 is not _NOT_YET else (_t267 := ('asteroid_storm' in (_t266 if _t266 is not _NOT_YET else (_t266 := list(map(_c214.__getitem__, _st_zones[20]))))))) else None)))))): _t255.append(_t256)
        if _offer218(st, L, _t255): raise _PlayoutCut217()
        if (L[3] is None):
            break
        _t269 = L[3]
        _t270 = (11 + _l0)
        if type(_t269) is int and st.log is None:
            _t271 = _st_zones[_st_loc[_t269]]
            if _t271[-1] == _t269: _t271.pop()
            else: _t271.remove(_t269)
            _st_zones[_t270].append(_t269); _st_loc[_t269] = _t270
        elif _t269 is not None:
            _move_cards219(st, _t269, _t270, False)
        L[2] = L[2] + 1

# <rulerun alienz.rules: join #109 25057904>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text223(_audience220(st), [_PlayerRef221(_l0), ' joins the flight with ', _plain222(_l2), ' ', _plain222(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text223(_audience220(st), [_PlayerRef221(_l0), ' does not join']))

# <rulerun alienz.rules: join #110 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #111 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #112 6f04f55e>
def _loop(st):
    for _t272 in st.zones[22]:
        return _c225[_t272]
    return None

# <rulerun alienz.rules: join #113 4e7ace4f>
def _loop(st):
    for _t274 in st.zones[20]:
        if (_c227[_t274] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #114 80b057c5>
def _loop(st):
    for _t276 in st.zones[22]:
        return _c229[_t276]
    return None

# <rulerun alienz.rules: join #115 e0796655>
def _loop(st):
    for _t278 in st.zones[20]:
        if (_c231[_t278] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 6fc6bd3d>
def _native(st, L):
    _l3 = L[3]
    return ((_c224[_l3] == L[1]) or (((_a226(st) if _a228(st) else None) is not None) and (_c224[_l3] == (_a230(st) if _a232(st) else None))))

# <rulerun alienz.rules: join #117 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: refill #118 fdb54922>
def _native(st, L):
    _st_zones = st.zones
    _t282 = _st_zones[0]
    _t281 = (2 if False else 1)
    if st.log is None and _t282:
        _t280 = _t282.pop(); _st_zones[_t281].append(_t280); st.loc[_t280] = _t281
    elif _t282:
        _move_cards233(st, _t282[-1], _t281, False)

# <rulerun alienz.rules: refill #119 b2e7eb2d>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0]))

# <rulerun alienz.rules: surface #120 61b866f5>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text237(_audience234(st), ['The deck shows the ', _plain236(_c235[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: surface #121 8df81438>
def _native(st, L):
    _st_zones = st.zones
    return ((not not _st_zones[0]) and _d238(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))

# <rulerun alienz.rules: surface #122 bb64b28a>
def _native(st, L):
    return (_z[-1] if (_z := st.zones[0]) else None)

# <rulerun alienz.rules: reveal_event #123 c7241fdd>
def _loop(st):
    _t287 = 0
    for _t286 in st.zones[0]:
        if (_c242[_t286] is not None):
            _t287 += 1
    return _t287

# <rulerun alienz.rules: reveal_event #124 0b28aa86>
def _loop(st):
    _t289 = 0
    for _t288 in st.zones[0]:
        if (_c246[_t288] is not None):
            _t289 += 1
    return _t289

# <rulerun alienz.rules: reveal_event #125 1ab46a26>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t283 = _l0
    _t284 = 19
    if type(_t283) is int and _st_log is None:
        _t285 = _st_zones[_st_loc[_t283]]
        if _t285[-1] == _t283: _t285.pop()
        else: _t285.remove(_t283)
        _st_zones[_t284].append(_t283); _st_loc[_t283] = _t284
    elif _t283 is not None:
        _move_cards239(st, _t283, _t284, False)
    if _st_log is not None: _st_log.append(_Text245(_audience240(st), ['Event revealed: ', _card_ref241(st, _l0), ' (', _plain244((5 - _a243(st))), ' of 5)']))
    if (_a247(st) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text245(_audience240(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text245(_audience240(st), ['The 5th event: the round ends']))
        raise _ExitTo248(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text245(_audience240(st), [_card_ref241(st, _l0), ' takes effect after the flight']))
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

# <rulerun alienz.rules: take_effect #130 b43a3e29>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (_c249[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text251(_audience250(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text251(_audience250(st), ['Clear Sky cancels ', _cards_ref252(st, _st_zones[20][:])]))
        _t290 = 20
        _t291 = 21
        if _st_log is None and _t290 != _t291:
            _t292 = _st_zones[_t290]; _st_zones[_t291] += _t292
            for _t293 in _t292: _st_loc[_t293] = _t291
            _t292.clear()
        else:
            _move_cards253(st, _st_zones[_t290][:], _t291, False)
        _t294 = _l0
        _t295 = 21
        if type(_t294) is int and _st_log is None:
            _t296 = _st_zones[_st_loc[_t294]]
            if _t296[-1] == _t294: _t296.pop()
            else: _t296.remove(_t294)
            _st_zones[_t295].append(_t294); _st_loc[_t294] = _t295
        elif _t294 is not None:
            _move_cards253(st, _t294, _t295, False)
        return 2
    _t297 = _l0
    _t298 = 20
    if type(_t297) is int and _st_log is None:
        _t299 = _st_zones[_st_loc[_t297]]
        if _t299[-1] == _t297: _t299.pop()
        else: _t299.remove(_t297)
        _st_zones[_t298].append(_t297); _st_loc[_t297] = _t298
    elif _t297 is not None:
        _move_cards253(st, _t297, _t298, False)

# <rulerun alienz.rules: take_effect #131 239c1d1e>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text255(_audience254(st), ['Queue: once per turn the active player may queue one alien before the flight']))

# <rulerun alienz.rules: take_effect #132 0c9018f4>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text257(_audience256(st), ['Rush Hour: every turn takes two aliens and refills two slots']))

# <rulerun alienz.rules: take_effect #133 af39bcee>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text259(_audience258(st), ['Group: a flight needs 3 aliens from the flyer']))

# <rulerun alienz.rules: take_effect #134 bea19729>
def _native(st, L):
    return (_c260[L[0]] == 'queueing')

# <rulerun alienz.rules: take_effect #135 03cf4785>
def _native(st, L):
    return (_c261[L[0]] == 'rush_hour')

# <rulerun alienz.rules: take_effect #136 cb893a59>
def _native(st, L):
    return (_c262[L[0]] == 'group')

# <rulerun alienz.rules: storm_flip #137 e1933f52>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t300 = L[0]
    _t301 = 22
    if type(_t300) is int and _st_log is None:
        _t302 = _st_zones[_st_loc[_t300]]
        if _t302[-1] == _t300: _t302.pop()
        else: _t302.remove(_t300)
        _st_zones[_t301].append(_t300); _st_loc[_t300] = _t301
    elif _t300 is not None:
        _move_cards263(st, _t300, _t301, False)
    if _st_log is not None: _st_log.append(_Text267(_audience264(st), ['Asteroid Storm: flights to the ', _plain266(_c265[L[0]]), ' planet are forbidden and ', _plain266(_c265[L[0]]), ' aliens are wild']))

# <rulerun alienz.rules: scoring #138 45ef662e>
def _loop(st, _t303):
    _st_zones = st.zones
    _t306 = _NOT_YET
    _t307 = _NOT_YET
    _t305 = 0
    for _t304 in (_k270 or ()):
        if (((_t306 if _t306 is not _NOT_YET else (_t306 := list(map(_c271.__getitem__, _st_zones[(11 + _t303)])))).count(_t304) + (_t307 if _t307 is not _NOT_YET else (_t307 := list(map(_c272.__getitem__, _st_zones[(15 + _t303)])))).count(_t304)) > 0):
            _t305 += 1
    return _t305

# <rulerun alienz.rules: scoring #139 f7d24bf2>
def _loop(st, _t308, _t314):
    _t317 = 0
    for _t316 in st.zones[(11 + _t314)]:
        if (_c278[_t316] == _t308):
            _t317 += 1
    return _t317

# <rulerun alienz.rules: scoring #140 8ed23a85>
def _loop(st, _t308, _t314):
    _t319 = 0
    for _t318 in st.zones[(15 + _t314)]:
        if (_c280[_t318] == _t308):
            _t319 += 1
    return _t319

# <rulerun alienz.rules: scoring #141 51199e39>
def _loop(st, _t308):
    _t315 = None
    for _t314 in (_k277 or ()):
        _t320 = (_a279(st, _t308, _t314) + _a281(st, _t308, _t314))
        if _t315 is None or _t320 > _t315:
            _t315 = _t320
    return _t315

# <rulerun alienz.rules: scoring #142 cea6d2dc>
def _loop(st, _t303):
    _st_zones = st.zones
    _t310 = _NOT_YET
    _t311 = _NOT_YET
    _t312 = _NOT_YET
    _t313 = _NOT_YET
    _t321 = _NOT_YET
    _t322 = _NOT_YET
    _t309 = 0
    for _t308 in (_k274 or ()):
        if ((((_t310 if _t310 is not _NOT_YET else (_t310 := list(map(_c275.__getitem__, _st_zones[(11 + _t303)])))).count(_t308) + (_t311 if _t311 is not _NOT_YET else (_t311 := list(map(_c276.__getitem__, _st_zones[(15 + _t303)])))).count(_t308)) > 0) and (((_t312 if _t312 is not _NOT_YET else (_t312 := list(map(_c275.__getitem__, _st_zones[(11 + _t303)])))).count(_t308) + (_t313 if _t313 is not _NOT_YET else (_t313 := list(map(_c276.__getitem__, _st_zones[(15 + _t303)])))).count(_t308)) == _a282(st, _t308))):
            _t309 += ((_t321 if _t321 is not _NOT_YET else (_t321 := list(map(_c275.__getitem__, _st_zones[(11 + _t303)])))).count(_t308) + (_t322 if _t322 is not _NOT_YET else (_t322 := list(map(_c276.__getitem__, _st_zones[(15 + _t303)])))).count(_t308))
    return _t309

# <rulerun alienz.rules: scoring #143 7eecce73>
def _loop(st, _t323, _t327):
    _t330 = 0
    for _t329 in st.zones[(11 + _t327)]:
        if (_c288[_t329] == _t323):
            _t330 += 1
    return _t330

# <rulerun alienz.rules: scoring #144 5c7b902d>
def _loop(st, _t323, _t327):
    _t332 = 0
    for _t331 in st.zones[(15 + _t327)]:
        if (_c290[_t331] == _t323):
            _t332 += 1
    return _t332

# <rulerun alienz.rules: scoring #145 04625bf6>
def _loop(st, _t303, _t323):
    for _t327 in (_k287 or ()):
        if not (((_t327 == _t303) or ((_a289(st, _t323, _t327) + _a291(st, _t323, _t327)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #146 4ae0113f>
def _loop(st, _t303):
    _st_zones = st.zones
    _t325 = _NOT_YET
    _t326 = _NOT_YET
    _t324 = 0
    for _t323 in (_k284 or ()):
        if ((((_t325 if _t325 is not _NOT_YET else (_t325 := list(map(_c285.__getitem__, _st_zones[(11 + _t303)])))).count(_t323) + (_t326 if _t326 is not _NOT_YET else (_t326 := list(map(_c286.__getitem__, _st_zones[(15 + _t303)])))).count(_t323)) > 0) and _a292(st, _t303, _t323)):
            _t324 += 1
    return _t324

# <rulerun alienz.rules: scoring #147 a60ff7a7>
def _loop(st, _t333, _t334):
    _t336 = 0
    for _t335 in st.zones[(11 + _t333)]:
        if (_c296[_t335] == _t334):
            _t336 += 1
    return _t336

# <rulerun alienz.rules: scoring #148 daba48e8>
def _loop(st, _t333, _t334):
    _t338 = 0
    for _t337 in st.zones[(15 + _t333)]:
        if (_c298[_t337] == _t334):
            _t338 += 1
    return _t338

# <rulerun alienz.rules: scoring #149 e16b0e2a>
def _loop(st, _t333, _t334):
    _t340 = 0
    for _t339 in st.zones[(11 + _t333)]:
        if (_c301[_t339] == _t334):
            _t340 += 1
    return _t340

# <rulerun alienz.rules: scoring #150 eb378e59>
def _loop(st, _t333, _t334):
    _t342 = 0
    for _t341 in st.zones[(15 + _t333)]:
        if (_c303[_t341] == _t334):
            _t342 += 1
    return _t342

# <rulerun alienz.rules: scoring #151 749457a8>
def _loop(st, _t333):
    _st_zones = st.zones
    _t345 = _NOT_YET
    _t346 = _NOT_YET
    _t344 = 0
    for _t343 in (_k308 or ()):
        if (((_t345 if _t345 is not _NOT_YET else (_t345 := list(map(_c309.__getitem__, _st_zones[(11 + _t333)])))).count(_t343) + (_t346 if _t346 is not _NOT_YET else (_t346 := list(map(_c310.__getitem__, _st_zones[(15 + _t333)])))).count(_t343)) > 0):
            _t344 += 1
    return _t344

# <rulerun alienz.rules: scoring #152 830f1e31>
def _loop(st, _t347, _t353):
    _t356 = 0
    for _t355 in st.zones[(11 + _t353)]:
        if (_c316[_t355] == _t347):
            _t356 += 1
    return _t356

# <rulerun alienz.rules: scoring #153 4cf2cf86>
def _loop(st, _t347, _t353):
    _t358 = 0
    for _t357 in st.zones[(15 + _t353)]:
        if (_c318[_t357] == _t347):
            _t358 += 1
    return _t358

# <rulerun alienz.rules: scoring #154 63ec2d8e>
def _loop(st, _t347):
    _t354 = None
    for _t353 in (_k315 or ()):
        _t359 = (_a317(st, _t347, _t353) + _a319(st, _t347, _t353))
        if _t354 is None or _t359 > _t354:
            _t354 = _t359
    return _t354

# <rulerun alienz.rules: scoring #155 8f930eaf>
def _loop(st, _t333):
    _st_zones = st.zones
    _t349 = _NOT_YET
    _t350 = _NOT_YET
    _t351 = _NOT_YET
    _t352 = _NOT_YET
    _t360 = _NOT_YET
    _t361 = _NOT_YET
    _t348 = 0
    for _t347 in (_k312 or ()):
        if ((((_t349 if _t349 is not _NOT_YET else (_t349 := list(map(_c313.__getitem__, _st_zones[(11 + _t333)])))).count(_t347) + (_t350 if _t350 is not _NOT_YET else (_t350 := list(map(_c314.__getitem__, _st_zones[(15 + _t333)])))).count(_t347)) > 0) and (((_t351 if _t351 is not _NOT_YET else (_t351 := list(map(_c313.__getitem__, _st_zones[(11 + _t333)])))).count(_t347) + (_t352 if _t352 is not _NOT_YET else (_t352 := list(map(_c314.__getitem__, _st_zones[(15 + _t333)])))).count(_t347)) == _a320(st, _t347))):
            _t348 += ((_t360 if _t360 is not _NOT_YET else (_t360 := list(map(_c313.__getitem__, _st_zones[(11 + _t333)])))).count(_t347) + (_t361 if _t361 is not _NOT_YET else (_t361 := list(map(_c314.__getitem__, _st_zones[(15 + _t333)])))).count(_t347))
    return _t348

# <rulerun alienz.rules: scoring #156 0d48bc6c>
def _loop(st, _t362, _t366):
    _t369 = 0
    for _t368 in st.zones[(11 + _t366)]:
        if (_c326[_t368] == _t362):
            _t369 += 1
    return _t369

# <rulerun alienz.rules: scoring #157 d8a884b1>
def _loop(st, _t362, _t366):
    _t371 = 0
    for _t370 in st.zones[(15 + _t366)]:
        if (_c328[_t370] == _t362):
            _t371 += 1
    return _t371

# <rulerun alienz.rules: scoring #158 b75f0c7d>
def _loop(st, _t333, _t362):
    for _t366 in (_k325 or ()):
        if not (((_t366 == _t333) or ((_a327(st, _t362, _t366) + _a329(st, _t362, _t366)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #159 a56594ed>
def _loop(st, _t333):
    _st_zones = st.zones
    _t364 = _NOT_YET
    _t365 = _NOT_YET
    _t363 = 0
    for _t362 in (_k322 or ()):
        if ((((_t364 if _t364 is not _NOT_YET else (_t364 := list(map(_c323.__getitem__, _st_zones[(11 + _t333)])))).count(_t362) + (_t365 if _t365 is not _NOT_YET else (_t365 := list(map(_c324.__getitem__, _st_zones[(15 + _t333)])))).count(_t362)) > 0) and _a330(st, _t333, _t362)):
            _t363 += 1
    return _t363

# <rulerun alienz.rules: scoring #160 6e53e972>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k268)
    for _t303 in (_k269 or []):
        L[2] = _t303
        _st_vars[4 + _t303] = (((((2 * (len(_st_zones[(11 + _t303)]) + len(_st_zones[(15 + _t303)]))) - (2 * len(_st_zones[(3 + _t303)]))) + _a273(st, _t303)) + _a283(st, _t303)) + (5 * _a293(st, _t303)))
    for _t333 in (_k294 or []):
        L[5] = _t333
        _st_vars[0 + _t333] = _st_vars[0 + _t333] + _st_vars[4 + _t333]
        L[6] = ''
        for _t334 in (_k295 or []):
            L[9] = _t334
            if not (((_a297(st, _t333, _t334) + _a299(st, _t333, _t334)) > 0)): continue
            L[6] = ((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain300(_t334) + ' ' + _plain300((_a302(st, _t333, _t334) + _a304(st, _t333, _t334)))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text307(_audience305(st), [_PlayerRef306(_t333), "'s score pile:", _plain300(L[6]), '; queued aliens set aside: ', _plain300(len(_st_zones[(7 + _t333)]))]))
        if _st_log is not None: _st_log.append(_Text307(_audience305(st), [_PlayerRef306(_t333), ' scores ', _plain300(_st_vars[4 + _t333]), ': +', _plain300((2 * (len(_st_zones[(11 + _t333)]) + len(_st_zones[(15 + _t333)])))), ' for ', _plain300((len(_st_zones[(11 + _t333)]) + len(_st_zones[(15 + _t333)]))), ' cards flown, -', _plain300((2 * len(_st_zones[(3 + _t333)]))), ' for ', _plain300(len(_st_zones[(3 + _t333)])), ' behind the screen, +', _plain300(_a311(st, _t333)), ' for colours, +', _plain300(_a321(st, _t333)), ' majorities, +', _plain300((5 * _a331(st, _t333))), ' sole owner; total ', _plain300(_st_vars[0 + _t333])]))

# <rulerun alienz.rules: play #161 b4abf471>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text333(_audience332(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game334(st, [], True); return 3
    st.vars[8] = _random_item335(st, _k336)

# <rulerun alienz.rules: play #162 bbe6f22a>
def _loop(st, _t372):
    _st_zones = st.zones
    _t375 = _NOT_YET
    _t376 = _NOT_YET
    _t374 = 0
    for _t373 in (_k339 or ()):
        if (((_t375 if _t375 is not _NOT_YET else (_t375 := list(map(_c340.__getitem__, _st_zones[(11 + _t372)])))).count(_t373) + (_t376 if _t376 is not _NOT_YET else (_t376 := list(map(_c341.__getitem__, _st_zones[(15 + _t372)])))).count(_t373)) > 0):
            _t374 += 1
    return _t374

# <rulerun alienz.rules: play #163 d3dfa678>
def _loop(st, _t377, _t383):
    _t386 = 0
    for _t385 in st.zones[(11 + _t383)]:
        if (_c347[_t385] == _t377):
            _t386 += 1
    return _t386

# <rulerun alienz.rules: play #164 1b07767f>
def _loop(st, _t377, _t383):
    _t388 = 0
    for _t387 in st.zones[(15 + _t383)]:
        if (_c349[_t387] == _t377):
            _t388 += 1
    return _t388

# <rulerun alienz.rules: play #165 27943cfa>
def _loop(st, _t377):
    _t384 = None
    for _t383 in (_k346 or ()):
        _t389 = (_a348(st, _t377, _t383) + _a350(st, _t377, _t383))
        if _t384 is None or _t389 > _t384:
            _t384 = _t389
    return _t384

# <rulerun alienz.rules: play #166 805060a3>
def _loop(st, _t372):
    _st_zones = st.zones
    _t379 = _NOT_YET
    _t380 = _NOT_YET
    _t381 = _NOT_YET
    _t382 = _NOT_YET
    _t390 = _NOT_YET
    _t391 = _NOT_YET
    _t378 = 0
    for _t377 in (_k343 or ()):
        if ((((_t379 if _t379 is not _NOT_YET else (_t379 := list(map(_c344.__getitem__, _st_zones[(11 + _t372)])))).count(_t377) + (_t380 if _t380 is not _NOT_YET else (_t380 := list(map(_c345.__getitem__, _st_zones[(15 + _t372)])))).count(_t377)) > 0) and (((_t381 if _t381 is not _NOT_YET else (_t381 := list(map(_c344.__getitem__, _st_zones[(11 + _t372)])))).count(_t377) + (_t382 if _t382 is not _NOT_YET else (_t382 := list(map(_c345.__getitem__, _st_zones[(15 + _t372)])))).count(_t377)) == _a351(st, _t377))):
            _t378 += ((_t390 if _t390 is not _NOT_YET else (_t390 := list(map(_c344.__getitem__, _st_zones[(11 + _t372)])))).count(_t377) + (_t391 if _t391 is not _NOT_YET else (_t391 := list(map(_c345.__getitem__, _st_zones[(15 + _t372)])))).count(_t377))
    return _t378

# <rulerun alienz.rules: play #167 97a1f8ef>
def _loop(st, _t392, _t396):
    _t399 = 0
    for _t398 in st.zones[(11 + _t396)]:
        if (_c357[_t398] == _t392):
            _t399 += 1
    return _t399

# <rulerun alienz.rules: play #168 de1e1499>
def _loop(st, _t392, _t396):
    _t401 = 0
    for _t400 in st.zones[(15 + _t396)]:
        if (_c359[_t400] == _t392):
            _t401 += 1
    return _t401

# <rulerun alienz.rules: play #169 773cada5>
def _loop(st, _t372, _t392):
    for _t396 in (_k356 or ()):
        if not (((_t396 == _t372) or ((_a358(st, _t392, _t396) + _a360(st, _t392, _t396)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #170 84489a41>
def _loop(st, _t372):
    _st_zones = st.zones
    _t394 = _NOT_YET
    _t395 = _NOT_YET
    _t393 = 0
    for _t392 in (_k353 or ()):
        if ((((_t394 if _t394 is not _NOT_YET else (_t394 := list(map(_c354.__getitem__, _st_zones[(11 + _t372)])))).count(_t392) + (_t395 if _t395 is not _NOT_YET else (_t395 := list(map(_c355.__getitem__, _st_zones[(15 + _t372)])))).count(_t392)) > 0) and _a361(st, _t372, _t392)):
            _t393 += 1
    return _t393

# <rulerun alienz.rules: play #171 fdff1ed3>
def _loop(st, _t402, _t403):
    _t405 = 0
    for _t404 in st.zones[(11 + _t402)]:
        if (_c365[_t404] == _t403):
            _t405 += 1
    return _t405

# <rulerun alienz.rules: play #172 f0c6f2ea>
def _loop(st, _t402, _t403):
    _t407 = 0
    for _t406 in st.zones[(15 + _t402)]:
        if (_c367[_t406] == _t403):
            _t407 += 1
    return _t407

# <rulerun alienz.rules: play #173 043b0d47>
def _loop(st, _t402, _t403):
    _t409 = 0
    for _t408 in st.zones[(11 + _t402)]:
        if (_c370[_t408] == _t403):
            _t409 += 1
    return _t409

# <rulerun alienz.rules: play #174 903a358d>
def _loop(st, _t402, _t403):
    _t411 = 0
    for _t410 in st.zones[(15 + _t402)]:
        if (_c372[_t410] == _t403):
            _t411 += 1
    return _t411

# <rulerun alienz.rules: play #175 cf8f423c>
def _loop(st, _t402):
    _st_zones = st.zones
    _t414 = _NOT_YET
    _t415 = _NOT_YET
    _t413 = 0
    for _t412 in (_k377 or ()):
        if (((_t414 if _t414 is not _NOT_YET else (_t414 := list(map(_c378.__getitem__, _st_zones[(11 + _t402)])))).count(_t412) + (_t415 if _t415 is not _NOT_YET else (_t415 := list(map(_c379.__getitem__, _st_zones[(15 + _t402)])))).count(_t412)) > 0):
            _t413 += 1
    return _t413

# <rulerun alienz.rules: play #176 fad6e2d2>
def _loop(st, _t416, _t422):
    _t425 = 0
    for _t424 in st.zones[(11 + _t422)]:
        if (_c385[_t424] == _t416):
            _t425 += 1
    return _t425

# <rulerun alienz.rules: play #177 570c37ac>
def _loop(st, _t416, _t422):
    _t427 = 0
    for _t426 in st.zones[(15 + _t422)]:
        if (_c387[_t426] == _t416):
            _t427 += 1
    return _t427

# <rulerun alienz.rules: play #178 ad6b7d00>
def _loop(st, _t416):
    _t423 = None
    for _t422 in (_k384 or ()):
        _t428 = (_a386(st, _t416, _t422) + _a388(st, _t416, _t422))
        if _t423 is None or _t428 > _t423:
            _t423 = _t428
    return _t423

# <rulerun alienz.rules: play #179 a305c1ec>
def _loop(st, _t402):
    _st_zones = st.zones
    _t418 = _NOT_YET
    _t419 = _NOT_YET
    _t420 = _NOT_YET
    _t421 = _NOT_YET
    _t429 = _NOT_YET
    _t430 = _NOT_YET
    _t417 = 0
    for _t416 in (_k381 or ()):
        if ((((_t418 if _t418 is not _NOT_YET else (_t418 := list(map(_c382.__getitem__, _st_zones[(11 + _t402)])))).count(_t416) + (_t419 if _t419 is not _NOT_YET else (_t419 := list(map(_c383.__getitem__, _st_zones[(15 + _t402)])))).count(_t416)) > 0) and (((_t420 if _t420 is not _NOT_YET else (_t420 := list(map(_c382.__getitem__, _st_zones[(11 + _t402)])))).count(_t416) + (_t421 if _t421 is not _NOT_YET else (_t421 := list(map(_c383.__getitem__, _st_zones[(15 + _t402)])))).count(_t416)) == _a389(st, _t416))):
            _t417 += ((_t429 if _t429 is not _NOT_YET else (_t429 := list(map(_c382.__getitem__, _st_zones[(11 + _t402)])))).count(_t416) + (_t430 if _t430 is not _NOT_YET else (_t430 := list(map(_c383.__getitem__, _st_zones[(15 + _t402)])))).count(_t416))
    return _t417

# <rulerun alienz.rules: play #180 a6e1c822>
def _loop(st, _t431, _t435):
    _t438 = 0
    for _t437 in st.zones[(11 + _t435)]:
        if (_c395[_t437] == _t431):
            _t438 += 1
    return _t438

# <rulerun alienz.rules: play #181 eee0194f>
def _loop(st, _t431, _t435):
    _t440 = 0
    for _t439 in st.zones[(15 + _t435)]:
        if (_c397[_t439] == _t431):
            _t440 += 1
    return _t440

# <rulerun alienz.rules: play #182 3b0b1637>
def _loop(st, _t402, _t431):
    for _t435 in (_k394 or ()):
        if not (((_t435 == _t402) or ((_a396(st, _t431, _t435) + _a398(st, _t431, _t435)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #183 9ea273e7>
def _loop(st, _t402):
    _st_zones = st.zones
    _t433 = _NOT_YET
    _t434 = _NOT_YET
    _t432 = 0
    for _t431 in (_k391 or ()):
        if ((((_t433 if _t433 is not _NOT_YET else (_t433 := list(map(_c392.__getitem__, _st_zones[(11 + _t402)])))).count(_t431) + (_t434 if _t434 is not _NOT_YET else (_t434 := list(map(_c393.__getitem__, _st_zones[(15 + _t402)])))).count(_t431)) > 0) and _a399(st, _t402, _t431)):
            _t432 += 1
    return _t432

# <rulerun alienz.rules: play #184 70594856>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i3 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k337)
    for _t372 in (_k338 or []):
        _i3[2] = _t372
        _st_vars[4 + _t372] = (((((2 * (len(_st_zones[(11 + _t372)]) + len(_st_zones[(15 + _t372)]))) - (2 * len(_st_zones[(3 + _t372)]))) + _a342(st, _t372)) + _a352(st, _t372)) + (5 * _a362(st, _t372)))
    for _t402 in (_k363 or []):
        _i3[5] = _t402
        _st_vars[0 + _t402] = _st_vars[0 + _t402] + _st_vars[4 + _t402]
        _i3[6] = ''
        for _t403 in (_k364 or []):
            _i3[9] = _t403
            if not (((_a366(st, _t402, _t403) + _a368(st, _t402, _t403)) > 0)): continue
            _i3[6] = ((_i3[6] + ('' if (_i3[6] == '') else ',')) + (' ' + _plain369(_t403) + ' ' + _plain369((_a371(st, _t402, _t403) + _a373(st, _t402, _t403)))))
        if (_i3[6] == ''):
            _i3[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text376(_audience374(st), [_PlayerRef375(_t402), "'s score pile:", _plain369(_i3[6]), '; queued aliens set aside: ', _plain369(len(_st_zones[(7 + _t402)]))]))
        if _st_log is not None: _st_log.append(_Text376(_audience374(st), [_PlayerRef375(_t402), ' scores ', _plain369(_st_vars[4 + _t402]), ': +', _plain369((2 * (len(_st_zones[(11 + _t402)]) + len(_st_zones[(15 + _t402)])))), ' for ', _plain369((len(_st_zones[(11 + _t402)]) + len(_st_zones[(15 + _t402)]))), ' cards flown, -', _plain369((2 * len(_st_zones[(3 + _t402)]))), ' for ', _plain369(len(_st_zones[(3 + _t402)])), ' behind the screen, +', _plain369(_a380(st, _t402)), ' for colours, +', _plain369(_a390(st, _t402)), ' majorities, +', _plain369((5 * _a400(st, _t402))), ' sole owner; total ', _plain369(_st_vars[0 + _t402])]))
    if _p401(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #185 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #186 a3b31b63>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run404(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k405)

# <rulerun alienz.rules: round #187 e08be313>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT406[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k409)
            _r = _run410(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit411(_k412)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit411(_k413)
            fr[1] = 4; st.cur.append([8, 0, _a]); return None
        if pc == 4:
            _r = _run414(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit411(_k415)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run416(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 5
            _k += 1
            if _k > _lim and _over_limit408(_k, st, _d0): raise _Runaway407()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k417)

# <rulerun alienz.rules: turn #188 736f4635>
def _loop(st):
    for _t444 in st.zones[20]:
        if (_c427[_t444] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #189 f76fb9e4>
def _loop(st):
    for _t448 in st.zones[22]:
        return _c433[_t448]
    return None

# <rulerun alienz.rules: turn #190 819868f7>
def _loop(st):
    for _t456 in st.zones[22]:
        return _c438[_t456]
    return None

# <rulerun alienz.rules: turn #191 f44988c0>
def _loop(st):
    for _t462 in st.zones[22]:
        return _c441[_t462]
    return None

# <rulerun alienz.rules: turn #192 5604b83b>
def _loop(st, L, _t446):
    _st_zones = st.zones
    _t458 = _NOT_YET
    _t459 = _NOT_YET
    _t460 = _NOT_YET
    _t461 = _NOT_YET
    _t464 = _NOT_YET
    _t465 = _NOT_YET
    _t466 = _NOT_YET
    _t467 = _NOT_YET
    _t455 = 0
    for _t454 in _st_zones[(3 + L[0])]:
        if ((_t454 != _t446) and ((_c436[_t454] == _c437[_t446]) or (((_t461 if _t461 is not _NOT_YET else (_t461 := ((_t458 if _t458 is not _NOT_YET else (_t458 := _a439(st))) if (_t460 if _t460 is not _NOT_YET else (_t460 := ('asteroid_storm' in (_t459 if _t459 is not _NOT_YET else (_t459 := list(map(_c440.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c436[_t454] == (_t467 if _t467 is not _NOT_YET else (_t467 := ((_t464 if _t464 is not _NOT_YET else (_t464 := _a442(st))) if (_t466 if _t466 is not _NOT_YET else (_t466 := ('asteroid_storm' in (_t465 if _t465 is not _NOT_YET else (_t465 := list(map(_c440.__getitem__, _st_zones[20]))))))) else None))))))):
            _t455 += 1
    return _t455

# <rulerun alienz.rules: turn #193 2da6131a>
def _loop(st, L):
    _st_zones = st.zones
    _t450 = _NOT_YET
    _t451 = _NOT_YET
    _t452 = _NOT_YET
    _t453 = _NOT_YET
    _t468 = _NOT_YET
    _t469 = _NOT_YET
    _t470 = _NOT_YET
    for _t446 in _st_zones[(3 + L[0])]:
        if ((_c432[_t446] != (_t453 if _t453 is not _NOT_YET else (_t453 := ((_t450 if _t450 is not _NOT_YET else (_t450 := _a434(st))) if (_t452 if _t452 is not _NOT_YET else (_t452 := ('asteroid_storm' in (_t451 if _t451 is not _NOT_YET else (_t451 := list(map(_c435.__getitem__, _st_zones[20]))))))) else None)))) and (_a443(st, L, _t446) >= (_t470 if _t470 is not _NOT_YET else (_t470 := (3 if (_t469 if _t469 is not _NOT_YET else (_t469 := ('group' in (_t468 if _t468 is not _NOT_YET else (_t468 := list(map(_c435.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #194 ebbc00f6>
def _loop(st):
    for _t471 in st.zones[20]:
        if (_c449[_t471] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #195 7b797c91>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT418[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run421(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range422(1, L[1]) or []); L[3] = 0
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
            _t441 = L[0]
            _t442 = len(_o)
            if not _t442: _no_option424(_t441, 'alien to take')
            if _t442 <= 1 and _st_log is None:
                L[5] = _o[0] if _t442 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t443 = st.chooser(_t442, _t441)
                else:
                    _t443 = _st_bits(_t442.bit_length())
                    while _t443 >= _t442: _t443 = _st_bits(_t442.bit_length())
                L[5] = _o[_t443]; st.decisions += 1
            elif _decide425(st, L, _o[:], _t441): return True
            pc = 4
        if pc == 4:
            _r = _run426(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit420(_k, st, _d0): raise _Runaway419()
            continue
        if pc == 6:
            if _a428(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer429(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run430(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined431(_joined431(['no flight'], (['private flight'] if _a444(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d445(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d446(st, [_c447[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d448(st, [L[0], _c447[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a450(st) else 2))) else [])) or [])
            fr[1] = 11
            _t473 = L[0]
            _t474 = len(_o)
            if not _t474: _no_option424(_t473, 'flight this turn')
            if _t474 <= 1 and _st_log is None:
                L[7] = _o[0] if _t474 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t475 = st.chooser(_t474, _t473)
                else:
                    _t475 = _st_bits(_t474.bit_length())
                    while _t475 >= _t474: _t475 = _st_bits(_t474.bit_length())
                L[7] = _o[_t475]; st.decisions += 1
            elif _decide452(st, L, _o, _t473): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit453(_k454)
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
            if len(st.cur) >= 500: raise _RuleLimit453(_k455)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run456(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit453(_k457)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k458)

# <rulerun alienz.rules: private_flight #196 05156a9c>
def _loop(st):
    for _t477 in st.zones[22]:
        return _c462[_t477]
    return None

# <rulerun alienz.rules: private_flight #197 59ebe29f>
def _loop(st):
    for _t485 in st.zones[22]:
        return _c467[_t485]
    return None

# <rulerun alienz.rules: private_flight #198 336370dd>
def _loop(st):
    for _t491 in st.zones[22]:
        return _c470[_t491]
    return None

# <rulerun alienz.rules: private_flight #199 c5e394dd>
def _loop(st, L, _t476):
    _st_zones = st.zones
    _t487 = _NOT_YET
    _t488 = _NOT_YET
    _t489 = _NOT_YET
    _t490 = _NOT_YET
    _t493 = _NOT_YET
    _t494 = _NOT_YET
    _t495 = _NOT_YET
    _t496 = _NOT_YET
    _t484 = 0
    for _t483 in _st_zones[(3 + L[0])]:
        if ((_t483 != _t476) and ((_c465[_t483] == _c466[_t476]) or (((_t490 if _t490 is not _NOT_YET else (_t490 := ((_t487 if _t487 is not _NOT_YET else (_t487 := _a468(st))) if (_t489 if _t489 is not _NOT_YET else (_t489 := ('asteroid_storm' in (_t488 if _t488 is not _NOT_YET else (_t488 := list(map(_c469.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c465[_t483] == (_t496 if _t496 is not _NOT_YET else (_t496 := ((_t493 if _t493 is not _NOT_YET else (_t493 := _a471(st))) if (_t495 if _t495 is not _NOT_YET else (_t495 := ('asteroid_storm' in (_t494 if _t494 is not _NOT_YET else (_t494 := list(map(_c469.__getitem__, _st_zones[20]))))))) else None))))))):
            _t484 += 1
    return _t484

# <rulerun alienz.rules: private_flight #200 972a94a7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t479 = _NOT_YET
            _t480 = _NOT_YET
            _t481 = _NOT_YET
            _t482 = _NOT_YET
            _t497 = _NOT_YET
            _t498 = _NOT_YET
            _t499 = _NOT_YET
            _o = []
            for _t476 in _st_zones[(3 + L[0])]:
                if ((_c461[_t476] != (_t482 if _t482 is not _NOT_YET else (_t482 := ((_t479 if _t479 is not _NOT_YET else (_t479 := _a463(st))) if (_t481 if _t481 is not _NOT_YET else (_t481 := ('asteroid_storm' in (_t480 if _t480 is not _NOT_YET else (_t480 := list(map(_c464.__getitem__, _st_zones[20]))))))) else None)))) and (_a472(st, L, _t476) >= (_t499 if _t499 is not _NOT_YET else (_t499 := (3 if (_t498 if _t498 is not _NOT_YET else (_t498 := ('group' in (_t497 if _t497 is not _NOT_YET else (_t497 := list(map(_c464.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t476)
            fr[1] = 1
            _t500 = L[0]
            _t501 = len(_o)
            if not _t501: _no_option474(_t500, 'planet for a private flight')
            if _t501 <= 1 and _st_log is None:
                L[1] = _o[0] if _t501 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t502 = st.chooser(_t501, _t500)
                else:
                    _t502 = _st_bits(_t501.bit_length())
                    while _t502 >= _t501: _t502 = _st_bits(_t501.bit_length())
                L[1] = _o[_t502]; st.decisions += 1
            elif _decide475(st, L, _o, _t500): return True
            pc = 1
        if pc == 1:
            _r = _run476(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit477(_k478)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run479(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k480)

# <rulerun alienz.rules: commercial_flight #201 98c03132>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT481[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run484(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit485(_k486)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit485(_k487)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run488(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o489[L[0]] or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit485(_k490)
            fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit483(_k, st, _d0): raise _Runaway482()
            continue
        if pc == 8:
            _r = _run491(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit485(_k492)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k493)

# <rulerun alienz.rules: board_own #202 a30da80c>
def _loop(st):
    for _t503 in st.zones[20]:
        if (_c499[_t503] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #203 e74c763f>
def _loop(st):
    for _t506 in st.zones[22]:
        return _c502[_t506]
    return None

# <rulerun alienz.rules: board_own #204 8cc8d65a>
def _loop(st):
    for _t512 in st.zones[22]:
        return _c505[_t512]
    return None

# <rulerun alienz.rules: board_own #205 d2fad2f7>
def _loop(st):
    for _t522 in st.zones[22]:
        return _c511[_t522]
    return None

# <rulerun alienz.rules: board_own #206 30028919>
def _loop(st):
    for _t528 in st.zones[22]:
        return _c513[_t528]
    return None

# <rulerun alienz.rules: board_own #207 bdcc3a1a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT494[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run497(st, L)
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
            _r = _run498(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a500(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t508 = _NOT_YET
            _t509 = _NOT_YET
            _t510 = _NOT_YET
            _t511 = _NOT_YET
            _t514 = _NOT_YET
            _t515 = _NOT_YET
            _t516 = _NOT_YET
            _t517 = _NOT_YET
            _o = []
            for _t505 in _st_zones[(3 + L[0])]:
                if ((_c501[_t505] == L[1]) or (((_t511 if _t511 is not _NOT_YET else (_t511 := ((_t508 if _t508 is not _NOT_YET else (_t508 := _a503(st))) if (_t510 if _t510 is not _NOT_YET else (_t510 := ('asteroid_storm' in (_t509 if _t509 is not _NOT_YET else (_t509 := list(map(_c504.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c501[_t505] == (_t517 if _t517 is not _NOT_YET else (_t517 := ((_t514 if _t514 is not _NOT_YET else (_t514 := _a506(st))) if (_t516 if _t516 is not _NOT_YET else (_t516 := ('asteroid_storm' in (_t515 if _t515 is not _NOT_YET else (_t515 := list(map(_c504.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t505)
            fr[1] = 5
            _t518 = L[0]
            _t519 = len(_o)
            if not _t519: _no_option508(_t518, 'alien to fly')
            if _t519 <= 1 and _st_log is None:
                L[4] = _o[0] if _t519 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t520 = st.chooser(_t519, _t518)
                else:
                    _t520 = _st_bits(_t519.bit_length())
                    while _t520 >= _t519: _t520 = _st_bits(_t519.bit_length())
                L[4] = _o[_t520]; st.decisions += 1
            elif _decide509(st, L, _o, _t518): return True
            pc = 5
        if pc == 5:
            _r = _run510(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t524 = _NOT_YET
            _t525 = _NOT_YET
            _t526 = _NOT_YET
            _t527 = _NOT_YET
            _t530 = _NOT_YET
            _t531 = _NOT_YET
            _t532 = _NOT_YET
            _t533 = _NOT_YET
            _o = []
            for _t521 in _st_zones[(3 + L[0])]:
                if ((_c501[_t521] == L[1]) or (((_t527 if _t527 is not _NOT_YET else (_t527 := ((_t524 if _t524 is not _NOT_YET else (_t524 := _a512(st))) if (_t526 if _t526 is not _NOT_YET else (_t526 := ('asteroid_storm' in (_t525 if _t525 is not _NOT_YET else (_t525 := list(map(_c504.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c501[_t521] == (_t533 if _t533 is not _NOT_YET else (_t533 := ((_t530 if _t530 is not _NOT_YET else (_t530 := _a514(st))) if (_t532 if _t532 is not _NOT_YET else (_t532 := ('asteroid_storm' in (_t531 if _t531 is not _NOT_YET else (_t531 := list(map(_c504.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t521)
            fr[1] = 8
            if _offer515(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run516(st, L)
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
            _r = _run517(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit496(_k, st, _d0): raise _Runaway495()
            continue
        if pc == 14:
            _r = _run518(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k519)

# <rulerun alienz.rules: board_queue #208 6ef2389a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run522(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k523)

# <rulerun alienz.rules: join #209 347ccff1>
def _loop(st):
    for _t535 in st.zones[22]:
        return _c529[_t535]
    return None

# <rulerun alienz.rules: join #210 303aa652>
def _loop(st):
    for _t541 in st.zones[22]:
        return _c532[_t541]
    return None

# <rulerun alienz.rules: join #211 3afe7b1a>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT524[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run527(st, L)
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
            _t537 = _NOT_YET
            _t538 = _NOT_YET
            _t539 = _NOT_YET
            _t540 = _NOT_YET
            _t543 = _NOT_YET
            _t544 = _NOT_YET
            _t545 = _NOT_YET
            _t546 = _NOT_YET
            _o = []
            for _t534 in _st_zones[(3 + L[0])]:
                if ((_c528[_t534] == L[1]) or (((_t540 if _t540 is not _NOT_YET else (_t540 := ((_t537 if _t537 is not _NOT_YET else (_t537 := _a530(st))) if (_t539 if _t539 is not _NOT_YET else (_t539 := ('asteroid_storm' in (_t538 if _t538 is not _NOT_YET else (_t538 := list(map(_c531.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c528[_t534] == (_t546 if _t546 is not _NOT_YET else (_t546 := ((_t543 if _t543 is not _NOT_YET else (_t543 := _a533(st))) if (_t545 if _t545 is not _NOT_YET else (_t545 := ('asteroid_storm' in (_t544 if _t544 is not _NOT_YET else (_t544 := list(map(_c531.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t534)
            fr[1] = 3
            if _offer534(st, L, _o): return True
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
            _r = _run535(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit526(_k, st, _d0): raise _Runaway525()
            continue
        if pc == 8:
            _r = _run536(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k537)

# <rulerun alienz.rules: refill #212 6036f0d8>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT538[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _r = _run541(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit542(_k543)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit540(_k, st, _d0): raise _Runaway539()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k544)

# <rulerun alienz.rules: surface #213 50127cd8>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT545[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((not not _st_zones[0]) and _d548(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _a = [(_z[-1] if (_z := _st_zones[0]) else None)]
            if len(st.cur) >= 500: raise _RuleLimit549(_k550)
            fr[1] = 2; st.cur.append([10, 0, _a]); return None
        if pc == 2:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit547(_k, st, _d0): raise _Runaway546()
            continue
        if pc == 3:
            _r = _run551(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k552)

# <rulerun alienz.rules: reveal_event #214 7b261045>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run555(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit556(_k557)
            fr[1] = 2; st.cur.append([11, 0, _a]); return None
        if pc == 2:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k558)

# <rulerun alienz.rules: resolve_events #215 63c1bb2c>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT559[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run562(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit563(_k564)
            fr[1] = 3; st.cur.append([12, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit561(_k, st, _d0): raise _Runaway560()
            continue
        if pc == 4:
            _r = _run565(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k566)

# <rulerun alienz.rules: take_effect #216 a58c155d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run569(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c570[L[0]] == 'queueing'):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run571(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 4:
            if (_c570[L[0]] == 'rush_hour'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run572(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 7:
            if (_c570[L[0]] == 'group'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _r = _run573(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 10:
            _a = [None]
            if len(st.cur) >= 500: raise _RuleLimit574(_k575)
            fr[1] = 11; st.cur.append([13, 0, _a]); return None
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k576)

# <rulerun alienz.rules: storm_flip #217 40e15acc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit579(_k580)
            fr[1] = 1; st.cur.append([9, 0, _a]); return None
        if pc == 1:
            _r = _run581(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit579(_k582)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k583)

# <rulerun alienz.rules: scoring #218 d16b6310>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run586(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k587)

# <rulerun alienz.rules: play #219 f9a7d589>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT588[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run591(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit592(_k593)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run594(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit590(_k, st, _d0): raise _Runaway589()
            continue
        if pc == 5:
            fr[1] = 6
            if _step595(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k596)

# <rulerun alienz.rules: turn #220 4e5a7a21>
def _loop(st):
    for _t550 in st.zones[20]:
        if (_c608[_t550] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #221 c7524c3a>
def _loop(st):
    for _t554 in st.zones[22]:
        return _c614[_t554]
    return None

# <rulerun alienz.rules: turn #222 b573460f>
def _loop(st):
    for _t562 in st.zones[22]:
        return _c619[_t562]
    return None

# <rulerun alienz.rules: turn #223 2f63f981>
def _loop(st):
    for _t568 in st.zones[22]:
        return _c622[_t568]
    return None

# <rulerun alienz.rules: turn #224 600abb53>
def _loop(st, L, _t552):
    _st_zones = st.zones
    _t564 = _NOT_YET
    _t565 = _NOT_YET
    _t566 = _NOT_YET
    _t567 = _NOT_YET
    _t570 = _NOT_YET
    _t571 = _NOT_YET
    _t572 = _NOT_YET
    _t573 = _NOT_YET
    _t561 = 0
    for _t560 in _st_zones[(3 + L[0])]:
        if ((_t560 != _t552) and ((_c617[_t560] == _c618[_t552]) or (((_t567 if _t567 is not _NOT_YET else (_t567 := ((_t564 if _t564 is not _NOT_YET else (_t564 := _a620(st))) if (_t566 if _t566 is not _NOT_YET else (_t566 := ('asteroid_storm' in (_t565 if _t565 is not _NOT_YET else (_t565 := list(map(_c621.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c617[_t560] == (_t573 if _t573 is not _NOT_YET else (_t573 := ((_t570 if _t570 is not _NOT_YET else (_t570 := _a623(st))) if (_t572 if _t572 is not _NOT_YET else (_t572 := ('asteroid_storm' in (_t571 if _t571 is not _NOT_YET else (_t571 := list(map(_c621.__getitem__, _st_zones[20]))))))) else None))))))):
            _t561 += 1
    return _t561

# <rulerun alienz.rules: turn #225 cf3f77f2>
def _loop(st, L):
    _st_zones = st.zones
    _t556 = _NOT_YET
    _t557 = _NOT_YET
    _t558 = _NOT_YET
    _t559 = _NOT_YET
    _t574 = _NOT_YET
    _t575 = _NOT_YET
    _t576 = _NOT_YET
    for _t552 in _st_zones[(3 + L[0])]:
        if ((_c613[_t552] != (_t559 if _t559 is not _NOT_YET else (_t559 := ((_t556 if _t556 is not _NOT_YET else (_t556 := _a615(st))) if (_t558 if _t558 is not _NOT_YET else (_t558 := ('asteroid_storm' in (_t557 if _t557 is not _NOT_YET else (_t557 := list(map(_c616.__getitem__, _st_zones[20]))))))) else None)))) and (_a624(st, L, _t552) >= (_t576 if _t576 is not _NOT_YET else (_t576 := (3 if (_t575 if _t575 is not _NOT_YET else (_t575 := ('group' in (_t574 if _t574 is not _NOT_YET else (_t574 := list(map(_c616.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #226 c16ce299>
def _loop(st):
    for _t577 in st.zones[20]:
        if (_c630[_t577] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #227 6f0d3149>
def _loop(st):
    for _t584 in st.zones[22]:
        return _c635[_t584]
    return None

# <rulerun alienz.rules: private_flight #228 a51182e7>
def _loop(st):
    for _t592 in st.zones[22]:
        return _c640[_t592]
    return None

# <rulerun alienz.rules: private_flight #229 454559d2>
def _loop(st):
    for _t598 in st.zones[22]:
        return _c643[_t598]
    return None

# <rulerun alienz.rules: private_flight #230 eb62fea4>
def _loop(st, L, _t583):
    _st_zones = st.zones
    _t594 = _NOT_YET
    _t595 = _NOT_YET
    _t596 = _NOT_YET
    _t597 = _NOT_YET
    _t600 = _NOT_YET
    _t601 = _NOT_YET
    _t602 = _NOT_YET
    _t603 = _NOT_YET
    _t591 = 0
    for _t590 in _st_zones[(3 + L[0])]:
        if ((_t590 != _t583) and ((_c638[_t590] == _c639[_t583]) or (((_t597 if _t597 is not _NOT_YET else (_t597 := ((_t594 if _t594 is not _NOT_YET else (_t594 := _a641(st))) if (_t596 if _t596 is not _NOT_YET else (_t596 := ('asteroid_storm' in (_t595 if _t595 is not _NOT_YET else (_t595 := list(map(_c642.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c638[_t590] == (_t603 if _t603 is not _NOT_YET else (_t603 := ((_t600 if _t600 is not _NOT_YET else (_t600 := _a644(st))) if (_t602 if _t602 is not _NOT_YET else (_t602 := ('asteroid_storm' in (_t601 if _t601 is not _NOT_YET else (_t601 := list(map(_c642.__getitem__, _st_zones[20]))))))) else None))))))):
            _t591 += 1
    return _t591

# <rulerun alienz.rules: private_flight #231 c2c84bbc>
def _loop(st):
    for _t615 in st.zones[20]:
        if (_c658[_t615] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #232 7faefe37>
def _loop(st):
    for _t619 in st.zones[22]:
        return _c661[_t619]
    return None

# <rulerun alienz.rules: private_flight #233 6f5508e9>
def _loop(st):
    for _t625 in st.zones[22]:
        return _c663[_t625]
    return None

# <rulerun alienz.rules: private_flight #234 02df2768>
def _loop(st):
    for _t636 in st.zones[22]:
        return _c667[_t636]
    return None

# <rulerun alienz.rules: private_flight #235 e2022124>
def _loop(st):
    for _t642 in st.zones[22]:
        return _c669[_t642]
    return None

# <rulerun alienz.rules: board_own #236 fd27f6bc>
def _loop(st):
    for _t653 in st.zones[20]:
        if (_c675[_t653] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #237 c25187db>
def _loop(st):
    for _t657 in st.zones[22]:
        return _c678[_t657]
    return None

# <rulerun alienz.rules: board_own #238 37ae4d33>
def _loop(st):
    for _t663 in st.zones[22]:
        return _c681[_t663]
    return None

# <rulerun alienz.rules: board_own #239 b4d7c320>
def _loop(st):
    for _t674 in st.zones[22]:
        return _c687[_t674]
    return None

# <rulerun alienz.rules: board_own #240 b6b544c3>
def _loop(st):
    for _t680 in st.zones[22]:
        return _c689[_t680]
    return None

# <rulerun alienz.rules: board_own #241 playout 28c938ad>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    _t651 = 0; _t652 = st.decisions
    while True:
        _t651 += 1
        if _t651 > _LIMIT672[0] and _over_limit673(_t651, st, _t652): raise _Runaway674()
        L[3] = None
        if (L[2] < (3 if _a676(st) else 2)):
            _t659 = _NOT_YET
            _t660 = _NOT_YET
            _t661 = _NOT_YET
            _t662 = _NOT_YET
            _t665 = _NOT_YET
            _t666 = _NOT_YET
            _t667 = _NOT_YET
            _t668 = _NOT_YET
            _t655 = []
            for _t656 in _st_zones[(3 + _l0)]:
                if ((_c677[_t656] == _l1) or (((_t662 if _t662 is not _NOT_YET else (_t662 := ((_t659 if _t659 is not _NOT_YET else (_t659 := _a679(st))) if (_t661 if _t661 is not _NOT_YET else (_t661 := ('asteroid_storm' in (_t660 if _t660 is not _NOT_YET else (_t660 := list(map(_c680.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c677[_t656] == (_t668 if _t668 is not _NOT_YET else (_t668 := ((_t665 if _t665 is not _NOT_YET else (_t665 := _a682(st))) if (_t667 if _t667 is not _NOT_YET else (_t667 := ('asteroid_storm' in (_t666 if _t666 is not _NOT_YET else (_t666 := list(map(_c680.__getitem__, _st_zones[20]))))))) else None)))))): _t655.append(_t656)
            _t669 = _l0
            _t670 = len(_t655)
            if not _t670: _no_option685(_t669, 'alien to fly')
            if _t670 <= 1 and _st_log is None:
                L[4] = _t655[0] if _t670 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t671 = st.chooser(_t670, _t669)
                else:
                    _t671 = _st_bits(_t670.bit_length())
                    while _t671 >= _t670: _t671 = _st_bits(_t670.bit_length())
                L[4] = _t655[_t671]; st.decisions += 1
            elif _decide686(st, L, _t655, _t669): raise _PlayoutCut683()
            L[3] = L[4]
        else:
            _t676 = _NOT_YET
            _t677 = _NOT_YET
            _t678 = _NOT_YET
            _t679 = _NOT_YET
            _t682 = _NOT_YET
            _t683 = _NOT_YET
            _t684 = _NOT_YET
            _t685 = _NOT_YET
            _t672 = []
            for _t673 in _st_zones[(3 + _l0)]:
                if ((_c677[_t673] == _l1) or (((_t679 if _t679 is not _NOT_YET else (_t679 := ((_t676 if _t676 is not _NOT_YET else (_t676 := _a688(st))) if (_t678 if _t678 is not _NOT_YET else (_t678 := ('asteroid_storm' in (_t677 if _t677 is not _NOT_YET else (_t677 := list(map(_c680.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c677[_t673] == (_t685 if _t685 is not _NOT_YET else (_t685 := ((_t682 if _t682 is not _NOT_YET else (_t682 := _a690(st))) if (_t684 if _t684 is not _NOT_YET else (_t684 := ('asteroid_storm' in (_t683 if _t683 is not _NOT_YET else (_t683 := list(map(_c680.__getitem__, _st_zones[20]))))))) else None)))))): _t672.append(_t673)
            if _offer691(st, L, _t672): raise _PlayoutCut683()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t686 = L[3]
        _t687 = (11 + _l0)
        if type(_t686) is int and _st_log is None:
            _t688 = _st_zones[_st_loc[_t686]]
            if _t688[-1] == _t686: _t688.pop()
            else: _t688.remove(_t686)
            _st_zones[_t687].append(_t686); _st_loc[_t686] = _t687
        elif _t686 is not None:
            _move_cards692(st, _t686, _t687, False)
        L[2] = L[2] + 1
    if _st_log is not None: _st_log.append(_Text696(_audience693(st), [_PlayerRef694(_l0), ' flies ', _plain695(L[2]), ' ', _plain695(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain695(_l1), ' planet']))

# <rulerun alienz.rules: private_flight #242 ae6eb927>
def _loop(st):
    for _t692 in st.zones[22]:
        return _c699[_t692]
    return None

# <rulerun alienz.rules: private_flight #243 28d4556c>
def _loop(st):
    for _t698 in st.zones[22]:
        return _c701[_t698]
    return None

# <rulerun alienz.rules: private_flight #244 playout adf47e8c>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t586 = _NOT_YET
    _t587 = _NOT_YET
    _t588 = _NOT_YET
    _t589 = _NOT_YET
    _t604 = _NOT_YET
    _t605 = _NOT_YET
    _t606 = _NOT_YET
    _t582 = []
    for _t583 in _st_zones[(3 + _l0)]:
        if ((_c634[_t583] != (_t589 if _t589 is not _NOT_YET else (_t589 := ((_t586 if _t586 is not _NOT_YET else (_t586 := _a636(st))) if (_t588 if _t588 is not _NOT_YET else (_t588 := ('asteroid_storm' in (_t587 if _t587 is not _NOT_YET else (_t587 := list(map(_c637.__getitem__, _st_zones[20]))))))) else None)))) and (_a645(st, L, _t583) >= (_t606 if _t606 is not _NOT_YET else (_t606 := (3 if (_t605 if _t605 is not _NOT_YET else (_t605 := ('group' in (_t604 if _t604 is not _NOT_YET else (_t604 := list(map(_c637.__getitem__, _st_zones[20]))))))) else 2))))): _t582.append(_t583)
    _t607 = _l0
    _t608 = len(_t582)
    if not _t608: _no_option648(_t607, 'planet for a private flight')
    if _t608 <= 1 and _st_log is None:
        L[1] = _t582[0] if _t608 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t609 = st.chooser(_t608, _t607)
        else:
            _t609 = _st_bits(_t608.bit_length())
            while _t609 >= _t608: _t609 = _st_bits(_t608.bit_length())
        L[1] = _t582[_t609]; st.decisions += 1
    elif _decide649(st, L, _t582, _t607): raise _PlayoutCut646()
    L[2] = _c634[L[1]]
    _t610 = L[1]
    _t611 = (15 + _l0)
    if type(_t610) is int and _st_log is None:
        _t612 = _st_zones[_st_loc[_t610]]
        if _t612[-1] == _t610: _t612.pop()
        else: _t612.remove(_t610)
        _st_zones[_t611].append(_t610); _st_loc[_t610] = _t611
    elif _t610 is not None:
        _move_cards650(st, _t610, _t611, False)
    if _st_log is not None: _st_log.append(_Text654(_audience651(st), [_PlayerRef652(_l0), ' opens a private flight to the ', _plain653(L[2]), ' planet']))
    if _p697(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i5l0 = L[2]
    _i5 = [_i5l0, None, None, None, None]
    for _t689 in (_k698 or []):
        _i5[3] = _t689
        _t694 = _NOT_YET
        _t695 = _NOT_YET
        _t696 = _NOT_YET
        _t697 = _NOT_YET
        _t700 = _NOT_YET
        _t701 = _NOT_YET
        _t702 = _NOT_YET
        _t703 = _NOT_YET
        _t690 = []
        for _t691 in _st_zones[(7 + _t689)]:
            if ((_c660[_t691] == _i5l0) or (((_t697 if _t697 is not _NOT_YET else (_t697 := ((_t694 if _t694 is not _NOT_YET else (_t694 := _a700(st))) if (_t696 if _t696 is not _NOT_YET else (_t696 := ('asteroid_storm' in (_t695 if _t695 is not _NOT_YET else (_t695 := list(map(_c637.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c660[_t691] == (_t703 if _t703 is not _NOT_YET else (_t703 := ((_t700 if _t700 is not _NOT_YET else (_t700 := _a702(st))) if (_t702 if _t702 is not _NOT_YET else (_t702 := ('asteroid_storm' in (_t701 if _t701 is not _NOT_YET else (_t701 := list(map(_c637.__getitem__, _st_zones[20]))))))) else None)))))):
                _t690.append(_t691)
        _i5[4] = _t690
        if (not not (_i5[4] or ())):
            if _st_log is not None: _st_log.append(_Text654(_audience651(st), [_PlayerRef652(_t689), "'s queued aliens board the flight"]))
            _t704 = _i5[4]
            _t705 = (11 + _t689)
            if type(_t704) is list and _st_log is None:
                for _t706 in _t704:
                    _t707 = _st_zones[_st_loc[_t706]]
                    if _t707[-1] == _t706: _t707.pop()
                    else: _t707.remove(_t706)
                    _st_zones[_t705].append(_t706); _st_loc[_t706] = _t705
            elif _t704 is not None:
                _move_cards650(st, _t704, _t705, False)
    if _st_log is not None: _st_log.append(_Text654(_audience651(st), ['The flight to the ', _plain653(L[2]), ' planet is closed']))

# <rulerun alienz.rules: turn #245 1df4a1f2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT597[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run600(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region601(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_range602(1, L[1]) or []); L[3] = 0
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
            _t547 = L[0]
            _t548 = len(_o)
            if not _t548: _no_option604(_t547, 'alien to take')
            if _t548 <= 1 and _st_log is None:
                L[5] = _o[0] if _t548 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t549 = st.chooser(_t548, _t547)
                else:
                    _t549 = _st_bits(_t548.bit_length())
                    while _t549 >= _t548: _t549 = _st_bits(_t548.bit_length())
                L[5] = _o[_t549]; st.decisions += 1
            elif _decide605(st, L, _o[:], _t547): return True
            pc = 4
        if pc == 4:
            _r = _run606(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit599(_k, st, _d0): raise _Runaway598()
            continue
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region607(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 6:
            if _a609(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer610(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run611(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined612(_joined612(['no flight'], (['private flight'] if _a625(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d626(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d627(st, [_c628[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d629(st, [L[0], _c628[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a631(st) else 2))) else [])) or [])
            fr[1] = 11
            _t579 = L[0]
            _t580 = len(_o)
            if not _t580: _no_option604(_t579, 'flight this turn')
            if _t580 <= 1 and _st_log is None:
                L[7] = _o[0] if _t580 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t581 = st.chooser(_t580, _t579)
                else:
                    _t581 = _st_bits(_t580.bit_length())
                    while _t581 >= _t580: _t581 = _st_bits(_t580.bit_length())
                L[7] = _o[_t581]; st.decisions += 1
            elif _decide633(st, L, _o, _t579): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p703(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit704(_k705)
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
            if len(st.cur) >= 500: raise _RuleLimit704(_k706)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run707(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit704(_k708)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k709)

# <rulerun alienz.rules: private_flight #246 978ca742>
def _loop(st):
    for _t709 in st.zones[22]:
        return _c713[_t709]
    return None

# <rulerun alienz.rules: private_flight #247 619d6bcc>
def _loop(st):
    for _t717 in st.zones[22]:
        return _c718[_t717]
    return None

# <rulerun alienz.rules: private_flight #248 8345958a>
def _loop(st):
    for _t723 in st.zones[22]:
        return _c721[_t723]
    return None

# <rulerun alienz.rules: private_flight #249 3f712731>
def _loop(st, L, _t708):
    _st_zones = st.zones
    _t719 = _NOT_YET
    _t720 = _NOT_YET
    _t721 = _NOT_YET
    _t722 = _NOT_YET
    _t725 = _NOT_YET
    _t726 = _NOT_YET
    _t727 = _NOT_YET
    _t728 = _NOT_YET
    _t716 = 0
    for _t715 in _st_zones[(3 + L[0])]:
        if ((_t715 != _t708) and ((_c716[_t715] == _c717[_t708]) or (((_t722 if _t722 is not _NOT_YET else (_t722 := ((_t719 if _t719 is not _NOT_YET else (_t719 := _a719(st))) if (_t721 if _t721 is not _NOT_YET else (_t721 := ('asteroid_storm' in (_t720 if _t720 is not _NOT_YET else (_t720 := list(map(_c720.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c716[_t715] == (_t728 if _t728 is not _NOT_YET else (_t728 := ((_t725 if _t725 is not _NOT_YET else (_t725 := _a722(st))) if (_t727 if _t727 is not _NOT_YET else (_t727 := ('asteroid_storm' in (_t726 if _t726 is not _NOT_YET else (_t726 := list(map(_c720.__getitem__, _st_zones[20]))))))) else None))))))):
            _t716 += 1
    return _t716

# <rulerun alienz.rules: private_flight #250 b17ee0cb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t711 = _NOT_YET
            _t712 = _NOT_YET
            _t713 = _NOT_YET
            _t714 = _NOT_YET
            _t729 = _NOT_YET
            _t730 = _NOT_YET
            _t731 = _NOT_YET
            _o = []
            for _t708 in _st_zones[(3 + L[0])]:
                if ((_c712[_t708] != (_t714 if _t714 is not _NOT_YET else (_t714 := ((_t711 if _t711 is not _NOT_YET else (_t711 := _a714(st))) if (_t713 if _t713 is not _NOT_YET else (_t713 := ('asteroid_storm' in (_t712 if _t712 is not _NOT_YET else (_t712 := list(map(_c715.__getitem__, _st_zones[20]))))))) else None)))) and (_a723(st, L, _t708) >= (_t731 if _t731 is not _NOT_YET else (_t731 := (3 if (_t730 if _t730 is not _NOT_YET else (_t730 := ('group' in (_t729 if _t729 is not _NOT_YET else (_t729 := list(map(_c715.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t708)
            fr[1] = 1
            _t732 = L[0]
            _t733 = len(_o)
            if not _t733: _no_option725(_t732, 'planet for a private flight')
            if _t733 <= 1 and _st_log is None:
                L[1] = _o[0] if _t733 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t734 = st.chooser(_t733, _t732)
                else:
                    _t734 = _st_bits(_t733.bit_length())
                    while _t734 >= _t733: _t734 = _st_bits(_t733.bit_length())
                L[1] = _o[_t734]; st.decisions += 1
            elif _decide726(st, L, _o, _t732): return True
            pc = 1
        if pc == 1:
            _r = _run727(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p728(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit729(_k730)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run731(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k732)

# <rulerun alienz.rules: join #251 65a4b7fe>
def _loop(st):
    for _t739 in st.zones[22]:
        return _c748[_t739]
    return None

# <rulerun alienz.rules: join #252 dbb8508a>
def _loop(st):
    for _t745 in st.zones[22]:
        return _c751[_t745]
    return None

# <rulerun alienz.rules: join #253 playout 55d988c9>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    _t735 = 0; _t736 = st.decisions
    while True:
        _t735 += 1
        if _t735 > _LIMIT744[0] and _over_limit745(_t735, st, _t736): raise _Runaway746()
        _t741 = _NOT_YET
        _t742 = _NOT_YET
        _t743 = _NOT_YET
        _t744 = _NOT_YET
        _t747 = _NOT_YET
        _t748 = _NOT_YET
        _t749 = _NOT_YET
        _t750 = _NOT_YET
        _t737 = []
        for _t738 in _st_zones[(3 + _l0)]:
            if ((_c747[_t738] == L[1]) or (((_t744 if _t744 is not _NOT_YET else (_t744 := ((_t741 if _t741 is not _NOT_YET else (_t741 := _a749(st))) if (_t743 if _t743 is not _NOT_YET else (_t743 := ('asteroid_storm' in (_t742 if _t742 is not _NOT_YET else (_t742 := list(map(_c750.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c747[_t738] == (_t750 if _t750 is not _NOT_YET else (_t750 := ((_t747 if _t747 is not _NOT_YET else (_t747 := _a752(st))) if (_t749 if _t749 is not _NOT_YET else (_t749 := ('asteroid_storm' in (_t748 if _t748 is not _NOT_YET else (_t748 := list(map(_c750.__getitem__, _st_zones[20]))))))) else None)))))): _t737.append(_t738)
        if _offer754(st, L, _t737): raise _PlayoutCut753()
        if (L[3] is None):
            break
        _t751 = L[3]
        _t752 = (11 + _l0)
        if type(_t751) is int and _st_log is None:
            _t753 = _st_zones[_st_loc[_t751]]
            if _t753[-1] == _t751: _t753.pop()
            else: _t753.remove(_t751)
            _st_zones[_t752].append(_t751); _st_loc[_t751] = _t752
        elif _t751 is not None:
            _move_cards755(st, _t751, _t752, False)
        L[2] = L[2] + 1
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text759(_audience756(st), [_PlayerRef757(_l0), ' joins the flight with ', _plain758(L[2]), ' ', _plain758(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text759(_audience756(st), [_PlayerRef757(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #254 b768ef73>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT733[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run736(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit737(_k738)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p739(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit737(_k740)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run741(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region742(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 4:
            L[3] = (_o743[L[0]] or []); L[4] = 0
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
                if _p760(st, [L[5], L[2], None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit737(_k761)
                fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit735(_k, st, _d0): raise _Runaway734()
            continue
        if pc == 8:
            _r = _run762(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit737(_k763)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k764)

# <rulerun alienz.rules: board_own #255 6371b3f0>
def _loop(st):
    for _t754 in st.zones[20]:
        if (_c771[_t754] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #256 e53a5177>
def _loop(st):
    for _t757 in st.zones[22]:
        return _c774[_t757]
    return None

# <rulerun alienz.rules: board_own #257 c9cab63b>
def _loop(st):
    for _t763 in st.zones[22]:
        return _c777[_t763]
    return None

# <rulerun alienz.rules: board_own #258 18324e31>
def _loop(st):
    for _t773 in st.zones[22]:
        return _c783[_t773]
    return None

# <rulerun alienz.rules: board_own #259 4b9befa3>
def _loop(st):
    for _t779 in st.zones[22]:
        return _c785[_t779]
    return None

# <rulerun alienz.rules: board_own #260 800f9a62>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT765[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run768(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region769(st, L)
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
            _r = _run770(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a772(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t759 = _NOT_YET
            _t760 = _NOT_YET
            _t761 = _NOT_YET
            _t762 = _NOT_YET
            _t765 = _NOT_YET
            _t766 = _NOT_YET
            _t767 = _NOT_YET
            _t768 = _NOT_YET
            _o = []
            for _t756 in _st_zones[(3 + L[0])]:
                if ((_c773[_t756] == L[1]) or (((_t762 if _t762 is not _NOT_YET else (_t762 := ((_t759 if _t759 is not _NOT_YET else (_t759 := _a775(st))) if (_t761 if _t761 is not _NOT_YET else (_t761 := ('asteroid_storm' in (_t760 if _t760 is not _NOT_YET else (_t760 := list(map(_c776.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c773[_t756] == (_t768 if _t768 is not _NOT_YET else (_t768 := ((_t765 if _t765 is not _NOT_YET else (_t765 := _a778(st))) if (_t767 if _t767 is not _NOT_YET else (_t767 := ('asteroid_storm' in (_t766 if _t766 is not _NOT_YET else (_t766 := list(map(_c776.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t756)
            fr[1] = 5
            _t769 = L[0]
            _t770 = len(_o)
            if not _t770: _no_option780(_t769, 'alien to fly')
            if _t770 <= 1 and _st_log is None:
                L[4] = _o[0] if _t770 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t771 = st.chooser(_t770, _t769)
                else:
                    _t771 = _st_bits(_t770.bit_length())
                    while _t771 >= _t770: _t771 = _st_bits(_t770.bit_length())
                L[4] = _o[_t771]; st.decisions += 1
            elif _decide781(st, L, _o, _t769): return True
            pc = 5
        if pc == 5:
            _r = _run782(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t775 = _NOT_YET
            _t776 = _NOT_YET
            _t777 = _NOT_YET
            _t778 = _NOT_YET
            _t781 = _NOT_YET
            _t782 = _NOT_YET
            _t783 = _NOT_YET
            _t784 = _NOT_YET
            _o = []
            for _t772 in _st_zones[(3 + L[0])]:
                if ((_c773[_t772] == L[1]) or (((_t778 if _t778 is not _NOT_YET else (_t778 := ((_t775 if _t775 is not _NOT_YET else (_t775 := _a784(st))) if (_t777 if _t777 is not _NOT_YET else (_t777 := ('asteroid_storm' in (_t776 if _t776 is not _NOT_YET else (_t776 := list(map(_c776.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c773[_t772] == (_t784 if _t784 is not _NOT_YET else (_t784 := ((_t781 if _t781 is not _NOT_YET else (_t781 := _a786(st))) if (_t783 if _t783 is not _NOT_YET else (_t783 := ('asteroid_storm' in (_t782 if _t782 is not _NOT_YET else (_t782 := list(map(_c776.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t772)
            fr[1] = 8
            if _offer787(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run788(st, L)
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
            _r = _run789(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit767(_k, st, _d0): raise _Runaway766()
            continue
        if pc == 14:
            _r = _run790(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k791)

# <rulerun alienz.rules: join #261 6e4608d1>
def _loop(st):
    for _t786 in st.zones[22]:
        return _c798[_t786]
    return None

# <rulerun alienz.rules: join #262 44dba634>
def _loop(st):
    for _t792 in st.zones[22]:
        return _c801[_t792]
    return None

# <rulerun alienz.rules: join #263 6224f64f>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT792[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run795(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region796(st, L)
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
            _t788 = _NOT_YET
            _t789 = _NOT_YET
            _t790 = _NOT_YET
            _t791 = _NOT_YET
            _t794 = _NOT_YET
            _t795 = _NOT_YET
            _t796 = _NOT_YET
            _t797 = _NOT_YET
            _o = []
            for _t785 in _st_zones[(3 + L[0])]:
                if ((_c797[_t785] == L[1]) or (((_t791 if _t791 is not _NOT_YET else (_t791 := ((_t788 if _t788 is not _NOT_YET else (_t788 := _a799(st))) if (_t790 if _t790 is not _NOT_YET else (_t790 := ('asteroid_storm' in (_t789 if _t789 is not _NOT_YET else (_t789 := list(map(_c800.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c797[_t785] == (_t797 if _t797 is not _NOT_YET else (_t797 := ((_t794 if _t794 is not _NOT_YET else (_t794 := _a802(st))) if (_t796 if _t796 is not _NOT_YET else (_t796 := ('asteroid_storm' in (_t795 if _t795 is not _NOT_YET else (_t795 := list(map(_c800.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t785)
            fr[1] = 3
            if _offer803(st, L, _o): return True
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
            _r = _run804(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit794(_k, st, _d0): raise _Runaway793()
            continue
        if pc == 8:
            _r = _run805(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k806)

# <rulerun alienz.rules: rank #264 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

