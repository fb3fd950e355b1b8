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

# <rulerun alienz.rules: round #2 75971ee5>
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
    if _memo18: _memo18.clear()
    if _memo19: _memo19.clear()
    if _memo20: _memo20.clear()
    if _memo21: _memo21.clear()
    if _memo22: _memo22.clear()
    if _memo23: _memo23.clear()
    if _memo24: _memo24.clear()
    if _memo25: _memo25.clear()
    if _memo26: _memo26.clear()
    if _memo27: _memo27.clear()
    _t12 = _st_zones[(2 if False else 1)][:]
    _t13 = 0
    if _t12 is not None:
        _move_cards16(st, _t12, _t13, True)
    if _memo18: _memo18.clear()
    if _memo19: _memo19.clear()
    if _memo20: _memo20.clear()
    if _memo21: _memo21.clear()
    if _memo22: _memo22.clear()
    if _memo23: _memo23.clear()
    if _memo24: _memo24.clear()
    if _memo25: _memo25.clear()
    if _memo26: _memo26.clear()
    if _memo27: _memo27.clear()
    _t14 = [_c for _i in [7 + _p for _p in _k28] for _c in _st_zones[_i]]
    _t15 = 0
    if _t14 is not None:
        _move_cards16(st, _t14, _t15, True)
    if _memo18: _memo18.clear()
    if _memo19: _memo19.clear()
    if _memo20: _memo20.clear()
    if _memo21: _memo21.clear()
    if _memo22: _memo22.clear()
    if _memo23: _memo23.clear()
    if _memo24: _memo24.clear()
    if _memo25: _memo25.clear()
    if _memo26: _memo26.clear()
    if _memo27: _memo27.clear()
    _t16 = _joined17([_c for _i in [11 + _p for _p in _k29] for _c in _st_zones[_i]], [_c for _i in [15 + _p for _p in _k30] for _c in _st_zones[_i]])
    _t17 = 0
    if _t16 is not None:
        _move_cards16(st, _t16, _t17, True)
    if _memo18: _memo18.clear()
    if _memo19: _memo19.clear()
    if _memo20: _memo20.clear()
    if _memo21: _memo21.clear()
    if _memo22: _memo22.clear()
    if _memo23: _memo23.clear()
    if _memo24: _memo24.clear()
    if _memo25: _memo25.clear()
    if _memo26: _memo26.clear()
    if _memo27: _memo27.clear()
    _t18 = [_c for _i in [3 + _p for _p in _k31] for _c in _st_zones[_i]]
    _t19 = 0
    if _t18 is not None:
        _move_cards16(st, _t18, _t19, True)
    if _memo18: _memo18.clear()
    if _memo19: _memo19.clear()
    if _memo20: _memo20.clear()
    if _memo21: _memo21.clear()
    if _memo22: _memo22.clear()
    if _memo23: _memo23.clear()
    if _memo24: _memo24.clear()
    if _memo25: _memo25.clear()
    if _memo26: _memo26.clear()
    if _memo27: _memo27.clear()
    _shuffle_zone32(st, 0)
    if _memo18: _memo18.clear()
    if _memo19: _memo19.clear()
    if _memo20: _memo20.clear()
    if _memo21: _memo21.clear()
    if _memo22: _memo22.clear()
    if _memo23: _memo23.clear()
    if _memo24: _memo24.clear()
    if _memo25: _memo25.clear()
    if _memo26: _memo26.clear()
    if _memo27: _memo27.clear()

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

# <rulerun alienz.rules: turn #7 e86e105b>
def _loop(st):
    for _t21 in st.zones[20]:
        if (_c38[_t21] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #8 10e390c5>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[10] = (_t20 if -1000000000000000000 <= (_t20 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond33(_t20))
    if _st_log is not None: _st_log.append(_Text37(_audience34(st), ['Turn ', _plain35(_st_vars[10]), ': ', _PlayerRef36(L[0])]))
    L[1] = (2 if (_memo40['rush_hour'] if 'rush_hour' in _memo40 else _memo40.setdefault('rush_hour', _a39(st))) else 1)

# <rulerun alienz.rules: turn #9 0d12e7b0>
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
        _move_cards41(st, _t23, _t24, False)
    if _memo42: _memo42.clear()
    if _memo43: _memo43.clear()
    if _memo44: _memo44.clear()
    if _memo45: _memo45.clear()
    if _memo46: _memo46.clear()
    if _memo47: _memo47.clear()
    if _memo48: _memo48.clear()
    if _memo49: _memo49.clear()
    if _memo50: _memo50.clear()
    if _memo51: _memo51.clear()

# <rulerun alienz.rules: turn #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #11 3dd2814e>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t27 = (_range52(1, L[1]) or [])
    _budget53[0] -= len(_t27)
    if _budget53[0] < 0: _spent54(st)
    for _t26 in _t27:
        L[4] = _t26
        _t28 = _st_zones[(2 if False else 1)]
        _t29 = _l0
        _t30 = len(_t28)
        if not _t30: _no_option57(_t29, 'alien to take')
        if _t30 <= 1 and _st_log is None:
            L[5] = _t28[0] if _t30 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t31 = st.chooser(_t30, _t29)
            else:
                _t31 = _st_bits(_t30.bit_length())
                while _t31 >= _t30: _t31 = _st_bits(_t30.bit_length())
            L[5] = _t28[_t31]; st.decisions += 1
        elif _decide58(st, L, _t28[:], _t29): raise _PlayoutCut55()
        _t32 = L[5]
        _t33 = (3 + _l0)
        if type(_t32) is int and _st_log is None:
            _t34 = _st_zones[_st_loc[_t32]]
            if _t34[-1] == _t32: _t34.pop()
            else: _t34.remove(_t32)
            _st_zones[_t33].append(_t32); _st_loc[_t32] = _t33
        elif _t32 is not None:
            _move_cards59(st, _t32, _t33, False)
        if _memo60: _memo60.clear()
        if _memo61: _memo61.clear()
        if _memo62: _memo62.clear()
        if _memo63: _memo63.clear()
        if _memo64: _memo64.clear()
        if _memo65: _memo65.clear()
        if _memo66: _memo66.clear()
        if _memo67: _memo67.clear()
        if _memo68: _memo68.clear()
        if _memo69: _memo69.clear()

# <rulerun alienz.rules: turn #12 fcb31486>
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
            _move_cards70(st, _t35, _t36, False)
        if _memo71: _memo71.clear()
        if _memo72: _memo72.clear()
        if _memo73: _memo73.clear()
        if _memo74: _memo74.clear()
        if _memo75: _memo75.clear()
        if _memo76: _memo76.clear()
        if _memo77: _memo77.clear()
        if _memo78: _memo78.clear()
        if _memo79: _memo79.clear()
        if _memo80: _memo80.clear()

# <rulerun alienz.rules: turn #13 b0b97a45>
def _loop(st):
    for _t38 in st.zones[20]:
        if (_c81[_t38] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #14 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #15 8e8d40fc>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if (_memo83['queueing'] if 'queueing' in _memo83 else _memo83.setdefault('queueing', _a82(st))):
        _t40 = _st_zones[(3 + _l0)]
        if _offer85(st, L, _t40[:]): raise _PlayoutCut84()
        if (L[6] is not None):
            _t41 = L[6]
            _t42 = (7 + _l0)
            if type(_t41) is int and st.log is None:
                _t43 = _st_zones[_st_loc[_t41]]
                if _t43[-1] == _t41: _t43.pop()
                else: _t43.remove(_t41)
                _st_zones[_t42].append(_t41); _st_loc[_t41] = _t42
            elif _t41 is not None:
                _move_cards86(st, _t41, _t42, False)
            if _memo83: _memo83.clear()
            if _memo87: _memo87.clear()
            if _memo88: _memo88.clear()
            if _memo89: _memo89.clear()
            if _memo90: _memo90.clear()
            if _memo91: _memo91.clear()
            if _memo92: _memo92.clear()
            if _memo93: _memo93.clear()
            if _memo94: _memo94.clear()
            if _memo95: _memo95.clear()

# <rulerun alienz.rules: turn #16 4c9317f9>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text98(_audience96(st), [_PlayerRef97(L[0]), ' does not fly']))

# <rulerun alienz.rules: turn #17 8b098020>
def _native(st, L):
    return _range99(1, L[1])

# <rulerun alienz.rules: turn #18 5392936a>
def _native(st, L):
    return (2 if False else 1)

# <rulerun alienz.rules: turn #19 527cab97>
def _loop(st):
    for _t44 in st.zones[20]:
        if (_c100[_t44] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #20 058741ee>
def _native(st, L):
    return _a101(st)

# <rulerun alienz.rules: turn #21 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: turn #22 12df9961>
def _loop(st):
    for _t49 in st.zones[22]:
        return _c106[_t49]
    return None

# <rulerun alienz.rules: turn #23 27ea7107>
def _loop(st):
    for _t58 in st.zones[22]:
        return _c113[_t58]
    return None

# <rulerun alienz.rules: turn #24 4e0747d6>
def _loop(st):
    for _t64 in st.zones[22]:
        return _c116[_t64]
    return None

# <rulerun alienz.rules: turn #25 82bedd37>
def _loop(st, L, _t47):
    _st_zones = st.zones
    _t55 = _st_zones[(3 + L[0])]
    _budget109[0] -= len(_t55)
    if _budget109[0] < 0: _spent110(st)
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
        if ((_t56 != _t47) and ((_c111[_t56] == _c112[_t47]) or (((_t63 if _t63 is not _NOT_YET else (_t63 := ((_t60 if _t60 is not _NOT_YET else (_t60 := _a114(st))) if (_t62 if _t62 is not _NOT_YET else (_t62 := ('asteroid_storm' in (_t61 if _t61 is not _NOT_YET else (_t61 := list(map(_c115.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c111[_t56] == (_t69 if _t69 is not _NOT_YET else (_t69 := ((_t66 if _t66 is not _NOT_YET else (_t66 := _a117(st))) if (_t68 if _t68 is not _NOT_YET else (_t68 := ('asteroid_storm' in (_t67 if _t67 is not _NOT_YET else (_t67 := list(map(_c115.__getitem__, _st_zones[20]))))))) else None))))))):
            _t57 += 1
    return _t57

# <rulerun alienz.rules: turn #26 6eac26c0>
def _loop(st, L):
    _st_zones = st.zones
    _t46 = _st_zones[(3 + L[0])]
    _budget103[0] -= len(_t46)
    if _budget103[0] < 0: _spent104(st)
    _t51 = _NOT_YET
    _t52 = _NOT_YET
    _t53 = _NOT_YET
    _t54 = _NOT_YET
    _t70 = _NOT_YET
    _t71 = _NOT_YET
    _t72 = _NOT_YET
    for _t47 in _t46:
        if ((_c105[_t47] != (_t54 if _t54 is not _NOT_YET else (_t54 := ((_t51 if _t51 is not _NOT_YET else (_t51 := _a107(st))) if (_t53 if _t53 is not _NOT_YET else (_t53 := ('asteroid_storm' in (_t52 if _t52 is not _NOT_YET else (_t52 := list(map(_c108.__getitem__, _st_zones[20]))))))) else None)))) and (_a118(st, L, _t47) >= (_t72 if _t72 is not _NOT_YET else (_t72 := (3 if (_t71 if _t71 is not _NOT_YET else (_t71 := ('group' in (_t70 if _t70 is not _NOT_YET else (_t70 := list(map(_c108.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: is_event #27 c3b4f331>
def _native(st, L):
    return (_c120[L[0]] is not None)

# <rulerun alienz.rules: turn #28 c3016012>
def _loop(st):
    for _t73 in st.zones[22]:
        return _c122[_t73]
    return None

# <rulerun alienz.rules: turn #29 6cb0de22>
def _loop(st):
    for _t75 in st.zones[20]:
        if (_c124[_t75] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #30 bb9df8c0>
def _native(st, L):
    return (L[0] != (_a123(st) if _a125(st) else None))

# <rulerun alienz.rules: turn #31 9e2280bd>
def _loop(st):
    for _t80 in st.zones[22]:
        return _c131[_t80]
    return None

# <rulerun alienz.rules: turn #32 243a1435>
def _loop(st):
    for _t86 in st.zones[22]:
        return _c134[_t86]
    return None

# <rulerun alienz.rules: matching #33 908f13f8>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _budget128[0] -= 1
    if _budget128[0] < 0: _spent129(st)
    _t78 = _st_zones[(3 + L[0])]
    _budget128[0] -= len(_t78)
    if _budget128[0] < 0: _spent129(st)
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
        if ((_c130[_t79] == _l1) or (((_t85 if _t85 is not _NOT_YET else (_t85 := ((_t82 if _t82 is not _NOT_YET else (_t82 := _a132(st))) if (_t84 if _t84 is not _NOT_YET else (_t84 := ('asteroid_storm' in (_t83 if _t83 is not _NOT_YET else (_t83 := list(map(_c133.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c130[_t79] == (_t91 if _t91 is not _NOT_YET else (_t91 := ((_t88 if _t88 is not _NOT_YET else (_t88 := _a135(st))) if (_t90 if _t90 is not _NOT_YET else (_t90 := ('asteroid_storm' in (_t89 if _t89 is not _NOT_YET else (_t89 := list(map(_c133.__getitem__, _st_zones[20]))))))) else None)))))):
            _t77 += 1
    return _t77

# <rulerun alienz.rules: turn #34 2ac6dbbe>
def _loop(st):
    for _t92 in st.zones[20]:
        if (_c137[_t92] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #35 8500fd6b>
def _native(st, L):
    _st_zones = st.zones
    return _joined102(_joined102(['no flight'], (['private flight'] if _a119(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d121(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d126(st, [_c127[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d136(st, [L[0], _c127[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a138(st) else 2))) else []))

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

# <rulerun alienz.rules: private_flight #41 34d32f53>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = _c139[_l1]
    _t94 = _l1
    _t95 = (15 + _l0)
    if type(_t94) is int and _st_log is None:
        _t96 = _st_zones[_st_loc[_t94]]
        if _t96[-1] == _t94: _t96.pop()
        else: _t96.remove(_t94)
        _st_zones[_t95].append(_t94); _st_loc[_t94] = _t95
    elif _t94 is not None:
        _move_cards140(st, _t94, _t95, False)
    if _memo141: _memo141.clear()
    if _memo142: _memo142.clear()
    if _memo143: _memo143.clear()
    if _memo144: _memo144.clear()
    if _memo145: _memo145.clear()
    if _memo146: _memo146.clear()
    if _memo147: _memo147.clear()
    if _memo148: _memo148.clear()
    if _memo149: _memo149.clear()
    if _memo150: _memo150.clear()
    if _st_log is not None: _st_log.append(_Text154(_audience151(st), [_PlayerRef152(_l0), ' opens a private flight to the ', _plain153(L[2]), ' planet']))

# <rulerun alienz.rules: private_flight #42 59c2bc78>
def _loop(st):
    for _t102 in st.zones[22]:
        return _c159[_t102]
    return None

# <rulerun alienz.rules: private_flight #43 afc6c3e0>
def _loop(st):
    for _t108 in st.zones[22]:
        return _c164[_t108]
    return None

# <rulerun alienz.rules: private_flight #44 e5ec3393>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i0l0 = _l2
    _i0 = [_i0l0, None, None, None, None]
    _t98 = (_k155 or [])
    _budget156[0] -= len(_t98)
    if _budget156[0] < 0: _spent157(st)
    for _t97 in _t98:
        _i0[3] = _t97
        _t100 = _st_zones[(7 + _t97)]
        _budget156[0] -= len(_t100)
        if _budget156[0] < 0: _spent157(st)
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
            if ((_c158[_t101] == _i0l0) or (((_t107 if _t107 is not _NOT_YET else (_t107 := (_memo163[None] if None in _memo163 else _memo163.setdefault(None, ((_t104 if _t104 is not _NOT_YET else (_t104 := _a160(st))) if (_t106 if _t106 is not _NOT_YET else (_t106 := (_memo162['asteroid_storm'] if 'asteroid_storm' in _memo162 else _memo162.setdefault('asteroid_storm', ('asteroid_storm' in (_t105 if _t105 is not _NOT_YET else (_t105 := list(map(_c161.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c158[_t101] == (_t113 if _t113 is not _NOT_YET else (_t113 := (_memo163[None] if None in _memo163 else _memo163.setdefault(None, ((_t110 if _t110 is not _NOT_YET else (_t110 := _a165(st))) if (_t112 if _t112 is not _NOT_YET else (_t112 := (_memo162['asteroid_storm'] if 'asteroid_storm' in _memo162 else _memo162.setdefault('asteroid_storm', ('asteroid_storm' in (_t111 if _t111 is not _NOT_YET else (_t111 := list(map(_c161.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t99.append(_t101)
        _i0[4] = _t99
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text168(_audience166(st), [_PlayerRef167(_t97), "'s queued aliens board the flight"]))
            _t114 = _i0[4]
            _t115 = (11 + _t97)
            if type(_t114) is list and _st_log is None:
                for _t116 in _t114:
                    _t117 = _st_zones[_st_loc[_t116]]
                    if _t117[-1] == _t116: _t117.pop()
                    else: _t117.remove(_t116)
                    _st_zones[_t115].append(_t116); _st_loc[_t116] = _t115
            elif _t114 is not None:
                _move_cards169(st, _t114, _t115, False)
            if _memo162: _memo162.clear()
            if _memo170: _memo170.clear()
            if _memo171: _memo171.clear()
            if _memo172: _memo172.clear()
            if _memo173: _memo173.clear()
            if _memo174: _memo174.clear()
            if _memo175: _memo175.clear()
            if _memo176: _memo176.clear()
            if _memo177: _memo177.clear()
            if _memo163: _memo163.clear()
    if _st_log is not None: _st_log.append(_Text168(_audience166(st), ['The flight to the ', _plain178(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #45 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #46 6ee27242>
def _loop(st):
    for _t118 in st.zones[22]:
        return _c180[_t118]
    return None

# <rulerun alienz.rules: private_flight #47 7058b7e8>
def _loop(st):
    for _t120 in st.zones[20]:
        if (_c182[_t120] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #48 fcd58c43>
def _loop(st):
    for _t125 in st.zones[22]:
        return _c188[_t125]
    return None

# <rulerun alienz.rules: private_flight #49 edf52dce>
def _loop(st):
    for _t131 in st.zones[22]:
        return _c191[_t131]
    return None

# <rulerun alienz.rules: private_flight #50 8abf8867>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t122 = _st_zones[(3 + L[0])]
    _budget184[0] -= len(_t122)
    if _budget184[0] < 0: _spent185(st)
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
        if ((_t123 != _l1) and ((_c186[_t123] == _c187[_l1]) or (((_t130 if _t130 is not _NOT_YET else (_t130 := ((_t127 if _t127 is not _NOT_YET else (_t127 := _a189(st))) if (_t129 if _t129 is not _NOT_YET else (_t129 := ('asteroid_storm' in (_t128 if _t128 is not _NOT_YET else (_t128 := list(map(_c190.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c186[_t123] == (_t136 if _t136 is not _NOT_YET else (_t136 := ((_t133 if _t133 is not _NOT_YET else (_t133 := _a192(st))) if (_t135 if _t135 is not _NOT_YET else (_t135 := ('asteroid_storm' in (_t134 if _t134 is not _NOT_YET else (_t134 := list(map(_c190.__getitem__, _st_zones[20]))))))) else None))))))):
            _t124 += 1
    return _t124

# <rulerun alienz.rules: private_flight #51 1e177b68>
def _loop(st):
    for _t137 in st.zones[20]:
        if (_c194[_t137] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #52 97d23aba>
def _native(st, L):
    return ((_c179[L[1]] != (_a181(st) if _a183(st) else None)) and (_a193(st, L) >= (3 if _a195(st) else 2)))

# <rulerun alienz.rules: private_flight #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #54 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #55 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #56 a76a7539>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c196[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text200(_audience197(st), [_PlayerRef198(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain199(L[2]), ' planet']))
    _t139 = L[1]
    _t140 = (15 + _l0)
    if type(_t139) is int and _st_log is None:
        _t141 = _st_zones[_st_loc[_t139]]
        if _t141[-1] == _t139: _t141.pop()
        else: _t141.remove(_t139)
        _st_zones[_t140].append(_t139); _st_loc[_t139] = _t140
    elif _t139 is not None:
        _move_cards201(st, _t139, _t140, False)
    if _memo202: _memo202.clear()
    if _memo203: _memo203.clear()
    if _memo204: _memo204.clear()
    if _memo205: _memo205.clear()
    if _memo206: _memo206.clear()
    if _memo207: _memo207.clear()
    if _memo208: _memo208.clear()
    if _memo209: _memo209.clear()
    if _memo210: _memo210.clear()
    if _memo211: _memo211.clear()

# <rulerun alienz.rules: commercial_flight #57 e320fcf2>
def _loop(st):
    for _t147 in st.zones[22]:
        return _c216[_t147]
    return None

# <rulerun alienz.rules: commercial_flight #58 d4d76715>
def _loop(st):
    for _t153 in st.zones[22]:
        return _c221[_t153]
    return None

# <rulerun alienz.rules: commercial_flight #59 6700cfcd>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None]
    _t143 = (_k212 or [])
    _budget213[0] -= len(_t143)
    if _budget213[0] < 0: _spent214(st)
    for _t142 in _t143:
        _i1[3] = _t142
        _t145 = _st_zones[(7 + _t142)]
        _budget213[0] -= len(_t145)
        if _budget213[0] < 0: _spent214(st)
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
            if ((_c215[_t146] == _i1l0) or (((_t152 if _t152 is not _NOT_YET else (_t152 := (_memo220[None] if None in _memo220 else _memo220.setdefault(None, ((_t149 if _t149 is not _NOT_YET else (_t149 := _a217(st))) if (_t151 if _t151 is not _NOT_YET else (_t151 := (_memo219['asteroid_storm'] if 'asteroid_storm' in _memo219 else _memo219.setdefault('asteroid_storm', ('asteroid_storm' in (_t150 if _t150 is not _NOT_YET else (_t150 := list(map(_c218.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c215[_t146] == (_t158 if _t158 is not _NOT_YET else (_t158 := (_memo220[None] if None in _memo220 else _memo220.setdefault(None, ((_t155 if _t155 is not _NOT_YET else (_t155 := _a222(st))) if (_t157 if _t157 is not _NOT_YET else (_t157 := (_memo219['asteroid_storm'] if 'asteroid_storm' in _memo219 else _memo219.setdefault('asteroid_storm', ('asteroid_storm' in (_t156 if _t156 is not _NOT_YET else (_t156 := list(map(_c218.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t144.append(_t146)
        _i1[4] = _t144
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text225(_audience223(st), [_PlayerRef224(_t142), "'s queued aliens board the flight"]))
            _t159 = _i1[4]
            _t160 = (11 + _t142)
            if type(_t159) is list and _st_log is None:
                for _t161 in _t159:
                    _t162 = _st_zones[_st_loc[_t161]]
                    if _t162[-1] == _t161: _t162.pop()
                    else: _t162.remove(_t161)
                    _st_zones[_t160].append(_t161); _st_loc[_t161] = _t160
            elif _t159 is not None:
                _move_cards226(st, _t159, _t160, False)
            if _memo219: _memo219.clear()
            if _memo227: _memo227.clear()
            if _memo228: _memo228.clear()
            if _memo229: _memo229.clear()
            if _memo230: _memo230.clear()
            if _memo231: _memo231.clear()
            if _memo232: _memo232.clear()
            if _memo233: _memo233.clear()
            if _memo234: _memo234.clear()
            if _memo220: _memo220.clear()

# <rulerun alienz.rules: commercial_flight #60 35688deb>
def _loop(st):
    for _t166 in st.zones[22]:
        return _c239[_t166]
    return None

# <rulerun alienz.rules: commercial_flight #61 f50448ad>
def _loop(st):
    for _t172 in st.zones[22]:
        return _c244[_t172]
    return None

# <rulerun alienz.rules: commercial_flight #62 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #63 4534abda>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t163 in (_o235[_l0] or []):
        L[5] = _t163
        if not ((_t163 != _l0)): continue
        _i2l0 = _t163
        _i2l1 = L[2]
        _i2 = [_i2l0, _i2l1, None, None]
        _i2[2] = 0
        while True:
            _budget236[0] -= 1
            if _budget236[0] < 0: _spent237(st)
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
                if ((_c238[_t165] == _i2l1) or (((_t171 if _t171 is not _NOT_YET else (_t171 := (_memo243[None] if None in _memo243 else _memo243.setdefault(None, ((_t168 if _t168 is not _NOT_YET else (_t168 := _a240(st))) if (_t170 if _t170 is not _NOT_YET else (_t170 := (_memo242['asteroid_storm'] if 'asteroid_storm' in _memo242 else _memo242.setdefault('asteroid_storm', ('asteroid_storm' in (_t169 if _t169 is not _NOT_YET else (_t169 := list(map(_c241.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c238[_t165] == (_t177 if _t177 is not _NOT_YET else (_t177 := (_memo243[None] if None in _memo243 else _memo243.setdefault(None, ((_t174 if _t174 is not _NOT_YET else (_t174 := _a245(st))) if (_t176 if _t176 is not _NOT_YET else (_t176 := (_memo242['asteroid_storm'] if 'asteroid_storm' in _memo242 else _memo242.setdefault('asteroid_storm', ('asteroid_storm' in (_t175 if _t175 is not _NOT_YET else (_t175 := list(map(_c241.__getitem__, _st_zones[20]))))))))) else None)))))))): _t164.append(_t165)
            if _offer247(st, _i2, _t164): raise _PlayoutCut246()
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
                _move_cards248(st, _t178, _t179, False)
            if _memo242: _memo242.clear()
            if _memo249: _memo249.clear()
            if _memo250: _memo250.clear()
            if _memo251: _memo251.clear()
            if _memo252: _memo252.clear()
            if _memo253: _memo253.clear()
            if _memo254: _memo254.clear()
            if _memo255: _memo255.clear()
            if _memo256: _memo256.clear()
            if _memo243: _memo243.clear()
            _i2[2] = (_t181 if -1000000000000000000 <= (_t181 := _i2[2] + 1) <= 1000000000000000000 else _beyond257(_t181))
        if (_i2[2] > 0):
            if _st_log is not None: _st_log.append(_Text261(_audience258(st), [_PlayerRef259(_i2l0), ' joins the flight with ', _plain260(_i2[2]), ' ', _plain260(('alien' if (_i2[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text261(_audience258(st), [_PlayerRef259(_i2l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #64 5a335aeb>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text264(_audience262(st), ['The flight to the ', _plain263(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text264(_audience262(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo265(1)

# <rulerun alienz.rules: commercial_flight #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #66 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #67 56789b55>
def _native(st, L):
    return _o266[L[0]]

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

# <rulerun alienz.rules: board_own #75 081ea141>
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
        _move_cards267(st, _t182, _t183, False)
    if _memo268: _memo268.clear()
    if _memo269: _memo269.clear()
    if _memo270: _memo270.clear()
    if _memo271: _memo271.clear()
    if _memo272: _memo272.clear()
    if _memo273: _memo273.clear()
    if _memo274: _memo274.clear()
    if _memo275: _memo275.clear()
    if _memo276: _memo276.clear()
    if _memo277: _memo277.clear()
    L[2] = (_t185 if -1000000000000000000 <= (_t185 := L[2] + 1) <= 1000000000000000000 else _beyond278(_t185))

# <rulerun alienz.rules: board_own #76 06fa135d>
def _loop(st):
    for _t186 in st.zones[20]:
        if (_c281[_t186] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #77 03423a99>
def _loop(st):
    for _t190 in st.zones[22]:
        return _c285[_t190]
    return None

# <rulerun alienz.rules: board_own #78 9a3defd2>
def _loop(st):
    for _t196 in st.zones[22]:
        return _c289[_t196]
    return None

# <rulerun alienz.rules: board_own #79 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #80 0a9abfd8>
def _loop(st):
    for _t207 in st.zones[22]:
        return _c295[_t207]
    return None

# <rulerun alienz.rules: board_own #81 08767dd7>
def _loop(st):
    for _t213 in st.zones[22]:
        return _c297[_t213]
    return None

# <rulerun alienz.rules: board_own #82 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #83 d2fb0808>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while True:
        _budget279[0] -= 1
        if _budget279[0] < 0: _spent280(st)
        L[3] = None
        if (L[2] < (3 if (_memo283['group'] if 'group' in _memo283 else _memo283.setdefault('group', _a282(st))) else 2)):
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
                if ((_c284[_t189] == _l1) or (((_t195 if _t195 is not _NOT_YET else (_t195 := (_memo288[None] if None in _memo288 else _memo288.setdefault(None, ((_t192 if _t192 is not _NOT_YET else (_t192 := _a286(st))) if (_t194 if _t194 is not _NOT_YET else (_t194 := (_memo283['asteroid_storm'] if 'asteroid_storm' in _memo283 else _memo283.setdefault('asteroid_storm', ('asteroid_storm' in (_t193 if _t193 is not _NOT_YET else (_t193 := list(map(_c287.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c284[_t189] == (_t201 if _t201 is not _NOT_YET else (_t201 := (_memo288[None] if None in _memo288 else _memo288.setdefault(None, ((_t198 if _t198 is not _NOT_YET else (_t198 := _a290(st))) if (_t200 if _t200 is not _NOT_YET else (_t200 := (_memo283['asteroid_storm'] if 'asteroid_storm' in _memo283 else _memo283.setdefault('asteroid_storm', ('asteroid_storm' in (_t199 if _t199 is not _NOT_YET else (_t199 := list(map(_c287.__getitem__, _st_zones[20]))))))))) else None)))))))): _t188.append(_t189)
            _t202 = _l0
            _t203 = len(_t188)
            if not _t203: _no_option293(_t202, 'alien to fly')
            if _t203 <= 1 and _st_log is None:
                L[4] = _t188[0] if _t203 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t204 = st.chooser(_t203, _t202)
                else:
                    _t204 = _st_bits(_t203.bit_length())
                    while _t204 >= _t203: _t204 = _st_bits(_t203.bit_length())
                L[4] = _t188[_t204]; st.decisions += 1
            elif _decide294(st, L, _t188, _t202): raise _PlayoutCut291()
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
                if ((_c284[_t206] == _l1) or (((_t212 if _t212 is not _NOT_YET else (_t212 := (_memo288[None] if None in _memo288 else _memo288.setdefault(None, ((_t209 if _t209 is not _NOT_YET else (_t209 := _a296(st))) if (_t211 if _t211 is not _NOT_YET else (_t211 := (_memo283['asteroid_storm'] if 'asteroid_storm' in _memo283 else _memo283.setdefault('asteroid_storm', ('asteroid_storm' in (_t210 if _t210 is not _NOT_YET else (_t210 := list(map(_c287.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c284[_t206] == (_t218 if _t218 is not _NOT_YET else (_t218 := (_memo288[None] if None in _memo288 else _memo288.setdefault(None, ((_t215 if _t215 is not _NOT_YET else (_t215 := _a298(st))) if (_t217 if _t217 is not _NOT_YET else (_t217 := (_memo283['asteroid_storm'] if 'asteroid_storm' in _memo283 else _memo283.setdefault('asteroid_storm', ('asteroid_storm' in (_t216 if _t216 is not _NOT_YET else (_t216 := list(map(_c287.__getitem__, _st_zones[20]))))))))) else None)))))))): _t205.append(_t206)
            if _offer299(st, L, _t205): raise _PlayoutCut291()
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
            _move_cards300(st, _t219, _t220, False)
        if _memo283: _memo283.clear()
        if _memo301: _memo301.clear()
        if _memo302: _memo302.clear()
        if _memo303: _memo303.clear()
        if _memo304: _memo304.clear()
        if _memo305: _memo305.clear()
        if _memo306: _memo306.clear()
        if _memo307: _memo307.clear()
        if _memo308: _memo308.clear()
        if _memo288: _memo288.clear()
        L[2] = (_t222 if -1000000000000000000 <= (_t222 := L[2] + 1) <= 1000000000000000000 else _beyond309(_t222))

# <rulerun alienz.rules: board_own #84 e0e31307>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text313(_audience310(st), [_PlayerRef311(L[0]), ' flies ', _plain312(_l2), ' ', _plain312(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain312(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #85 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #86 f5adb676>
def _loop(st):
    for _t223 in st.zones[20]:
        if (_c314[_t223] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #87 f8de76ce>
def _native(st, L):
    return (L[2] < (3 if _a315(st) else 2))

# <rulerun alienz.rules: board_own #88 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #89 5a246e49>
def _loop(st):
    for _t225 in st.zones[22]:
        return _c317[_t225]
    return None

# <rulerun alienz.rules: board_own #90 91fd51a5>
def _loop(st):
    for _t227 in st.zones[20]:
        if (_c319[_t227] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #91 ba1df1ac>
def _loop(st):
    for _t229 in st.zones[22]:
        return _c321[_t229]
    return None

# <rulerun alienz.rules: board_own #92 073b0060>
def _loop(st):
    for _t231 in st.zones[20]:
        if (_c323[_t231] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #93 2d3afeae>
def _native(st, L):
    _l4 = L[4]
    return ((_c316[_l4] == L[1]) or (((_a318(st) if _a320(st) else None) is not None) and (_c316[_l4] == (_a322(st) if _a324(st) else None))))

# <rulerun alienz.rules: board_own #94 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #95 0bb94fce>
def _loop(st):
    for _t233 in st.zones[22]:
        return _c326[_t233]
    return None

# <rulerun alienz.rules: board_own #96 c73b4427>
def _loop(st):
    for _t235 in st.zones[20]:
        if (_c328[_t235] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #97 26414dd8>
def _loop(st):
    for _t237 in st.zones[22]:
        return _c330[_t237]
    return None

# <rulerun alienz.rules: board_own #98 bee961a1>
def _loop(st):
    for _t239 in st.zones[20]:
        if (_c332[_t239] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #99 ee822875>
def _native(st, L):
    _l5 = L[5]
    return ((_c325[_l5] == L[1]) or (((_a327(st) if _a329(st) else None) is not None) and (_c325[_l5] == (_a331(st) if _a333(st) else None))))

# <rulerun alienz.rules: board_own #100 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #101 25a70b77>
def _loop(st):
    for _t246 in st.zones[22]:
        return _c338[_t246]
    return None

# <rulerun alienz.rules: board_queue #102 2a3d1808>
def _loop(st):
    for _t252 in st.zones[22]:
        return _c343[_t252]
    return None

# <rulerun alienz.rules: board_queue #103 df9fb843>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t242 = (_k334 or [])
    _budget335[0] -= len(_t242)
    if _budget335[0] < 0: _spent336(st)
    for _t241 in _t242:
        L[3] = _t241
        _t244 = _st_zones[(7 + _t241)]
        _budget335[0] -= len(_t244)
        if _budget335[0] < 0: _spent336(st)
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
            if ((_c337[_t245] == _l0) or (((_t251 if _t251 is not _NOT_YET else (_t251 := (_memo342[None] if None in _memo342 else _memo342.setdefault(None, ((_t248 if _t248 is not _NOT_YET else (_t248 := _a339(st))) if (_t250 if _t250 is not _NOT_YET else (_t250 := (_memo341['asteroid_storm'] if 'asteroid_storm' in _memo341 else _memo341.setdefault('asteroid_storm', ('asteroid_storm' in (_t249 if _t249 is not _NOT_YET else (_t249 := list(map(_c340.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c337[_t245] == (_t257 if _t257 is not _NOT_YET else (_t257 := (_memo342[None] if None in _memo342 else _memo342.setdefault(None, ((_t254 if _t254 is not _NOT_YET else (_t254 := _a344(st))) if (_t256 if _t256 is not _NOT_YET else (_t256 := (_memo341['asteroid_storm'] if 'asteroid_storm' in _memo341 else _memo341.setdefault('asteroid_storm', ('asteroid_storm' in (_t255 if _t255 is not _NOT_YET else (_t255 := list(map(_c340.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t243.append(_t245)
        L[4] = _t243
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text347(_audience345(st), [_PlayerRef346(_t241), "'s queued aliens board the flight"]))
            _t258 = L[4]
            _t259 = (11 + _t241)
            if type(_t258) is list and _st_log is None:
                for _t260 in _t258:
                    _t261 = _st_zones[_st_loc[_t260]]
                    if _t261[-1] == _t260: _t261.pop()
                    else: _t261.remove(_t260)
                    _st_zones[_t259].append(_t260); _st_loc[_t260] = _t259
            elif _t258 is not None:
                _move_cards348(st, _t258, _t259, False)
            if _memo341: _memo341.clear()
            if _memo349: _memo349.clear()
            if _memo350: _memo350.clear()
            if _memo351: _memo351.clear()
            if _memo352: _memo352.clear()
            if _memo353: _memo353.clear()
            if _memo354: _memo354.clear()
            if _memo355: _memo355.clear()
            if _memo356: _memo356.clear()
            if _memo342: _memo342.clear()

# <rulerun alienz.rules: join #104 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #105 d413c27b>
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
        _move_cards357(st, _t262, _t263, False)
    if _memo358: _memo358.clear()
    if _memo359: _memo359.clear()
    if _memo360: _memo360.clear()
    if _memo361: _memo361.clear()
    if _memo362: _memo362.clear()
    if _memo363: _memo363.clear()
    if _memo364: _memo364.clear()
    if _memo365: _memo365.clear()
    if _memo366: _memo366.clear()
    if _memo367: _memo367.clear()
    L[2] = (_t265 if -1000000000000000000 <= (_t265 := L[2] + 1) <= 1000000000000000000 else _beyond368(_t265))

# <rulerun alienz.rules: join #106 559cfca4>
def _loop(st):
    for _t268 in st.zones[22]:
        return _c372[_t268]
    return None

# <rulerun alienz.rules: join #107 9477ba80>
def _loop(st):
    for _t274 in st.zones[22]:
        return _c377[_t274]
    return None

# <rulerun alienz.rules: join #108 c543ddf5>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    while True:
        _budget369[0] -= 1
        if _budget369[0] < 0: _spent370(st)
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
            if ((_c371[_t267] == L[1]) or (((_t273 if _t273 is not _NOT_YET else (_t273 := (_memo376[None] if None in _memo376 else _memo376.setdefault(None, ((_t270 if _t270 is not _NOT_YET else (_t270 := _a373(st))) if (_t272 if _t272 is not _NOT_YET else (_t272 := (_memo375['asteroid_storm'] if 'asteroid_storm' in _memo375 else _memo375.setdefault('asteroid_storm', ('asteroid_storm' in (_t271 if _t271 is not _NOT_YET else (_t271 := list(map(_c374.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c371[_t267] == (_t279 if _t279 is not _NOT_YET else (_t279 := (_memo376[None] if None in _memo376 else _memo376.setdefault(None, ((_t276 if _t276 is not _NOT_YET else (_t276 := _a378(st))) if (_t278 if _t278 is not _NOT_YET else (_t278 := (_memo375['asteroid_storm'] if 'asteroid_storm' in _memo375 else _memo375.setdefault('asteroid_storm', ('asteroid_storm' in (_t277 if _t277 is not _NOT_YET else (_t277 := list(map(_c374.__getitem__, _st_zones[20]))))))))) else None)))))))): _t266.append(_t267)
        if _offer380(st, L, _t266): raise _PlayoutCut379()
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
            _move_cards381(st, _t280, _t281, False)
        if _memo375: _memo375.clear()
        if _memo382: _memo382.clear()
        if _memo383: _memo383.clear()
        if _memo384: _memo384.clear()
        if _memo385: _memo385.clear()
        if _memo386: _memo386.clear()
        if _memo387: _memo387.clear()
        if _memo388: _memo388.clear()
        if _memo389: _memo389.clear()
        if _memo376: _memo376.clear()
        L[2] = (_t283 if -1000000000000000000 <= (_t283 := L[2] + 1) <= 1000000000000000000 else _beyond390(_t283))

# <rulerun alienz.rules: join #109 c305c7d2>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text394(_audience391(st), [_PlayerRef392(_l0), ' joins the flight with ', _plain393(_l2), ' ', _plain393(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text394(_audience391(st), [_PlayerRef392(_l0), ' does not join']))

# <rulerun alienz.rules: join #110 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #111 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #112 a683972e>
def _loop(st):
    for _t284 in st.zones[22]:
        return _c396[_t284]
    return None

# <rulerun alienz.rules: join #113 8d02c7bd>
def _loop(st):
    for _t286 in st.zones[20]:
        if (_c398[_t286] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #114 0e9e7538>
def _loop(st):
    for _t288 in st.zones[22]:
        return _c400[_t288]
    return None

# <rulerun alienz.rules: join #115 91c41f3f>
def _loop(st):
    for _t290 in st.zones[20]:
        if (_c402[_t290] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 25b16d5e>
def _native(st, L):
    _l3 = L[3]
    return ((_c395[_l3] == L[1]) or (((_a397(st) if _a399(st) else None) is not None) and (_c395[_l3] == (_a401(st) if _a403(st) else None))))

# <rulerun alienz.rules: join #117 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: refill #118 31f74a8d>
def _native(st, L):
    _st_zones = st.zones
    _t294 = _st_zones[0]
    _t293 = (2 if False else 1)
    if st.log is None and _t294:
        _t292 = _t294.pop(); _st_zones[_t293].append(_t292); st.loc[_t292] = _t293
    elif _t294:
        _move_cards404(st, _t294[-1], _t293, False)
    if _memo405: _memo405.clear()
    if _memo406: _memo406.clear()
    if _memo407: _memo407.clear()
    if _memo408: _memo408.clear()
    if _memo409: _memo409.clear()
    if _memo410: _memo410.clear()
    if _memo411: _memo411.clear()
    if _memo412: _memo412.clear()
    if _memo413: _memo413.clear()
    if _memo414: _memo414.clear()

# <rulerun alienz.rules: refill #119 b2e7eb2d>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0]))

# <rulerun alienz.rules: surface #120 52bfcac3>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text418(_audience415(st), ['The deck shows the ', _plain417(_c416[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: surface #121 55cdf79e>
def _native(st, L):
    _st_zones = st.zones
    return ((not not _st_zones[0]) and _d419(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))

# <rulerun alienz.rules: surface #122 bb64b28a>
def _native(st, L):
    return (_z[-1] if (_z := st.zones[0]) else None)

# <rulerun alienz.rules: reveal_event #123 57e10dee>
def _loop(st):
    _t299 = 0
    for _t298 in st.zones[0]:
        if (_c433[_t298] is not None):
            _t299 += 1
    return _t299

# <rulerun alienz.rules: reveal_event #124 ccaec88d>
def _loop(st):
    _t301 = 0
    for _t300 in st.zones[0]:
        if (_c437[_t300] is not None):
            _t301 += 1
    return _t301

# <rulerun alienz.rules: reveal_event #125 e054709d>
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
        _move_cards420(st, _t295, _t296, False)
    if _memo421: _memo421.clear()
    if _memo422: _memo422.clear()
    if _memo423: _memo423.clear()
    if _memo424: _memo424.clear()
    if _memo425: _memo425.clear()
    if _memo426: _memo426.clear()
    if _memo427: _memo427.clear()
    if _memo428: _memo428.clear()
    if _memo429: _memo429.clear()
    if _memo430: _memo430.clear()
    if _st_log is not None: _st_log.append(_Text436(_audience431(st), ['Event revealed: ', _card_ref432(st, _l0), ' (', _plain435((5 - (_memo423[None] if None in _memo423 else _memo423.setdefault(None, _a434(st))))), ' of 5)']))
    if ((_memo423[None] if None in _memo423 else _memo423.setdefault(None, _a438(st))) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text436(_audience431(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text436(_audience431(st), ['The 5th event: the round ends']))
        raise _ExitTo439(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text436(_audience431(st), [_card_ref432(st, _l0), ' takes effect after the flight']))
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

# <rulerun alienz.rules: take_effect #130 f8216ef7>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (_c440[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text442(_audience441(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text442(_audience441(st), ['Clear Sky cancels ', _cards_ref443(st, _st_zones[20][:])]))
        _t302 = 20
        _t303 = 21
        if _st_log is None and _t302 != _t303:
            _t304 = _st_zones[_t302]; _st_zones[_t303] += _t304
            for _t305 in _t304: _st_loc[_t305] = _t303
            _t304.clear()
        else:
            _move_cards444(st, _st_zones[_t302][:], _t303, False)
        if _memo445: _memo445.clear()
        if _memo446: _memo446.clear()
        if _memo447: _memo447.clear()
        if _memo448: _memo448.clear()
        if _memo449: _memo449.clear()
        if _memo450: _memo450.clear()
        if _memo451: _memo451.clear()
        if _memo452: _memo452.clear()
        if _memo453: _memo453.clear()
        if _memo454: _memo454.clear()
        _t306 = _l0
        _t307 = 21
        if type(_t306) is int and _st_log is None:
            _t308 = _st_zones[_st_loc[_t306]]
            if _t308[-1] == _t306: _t308.pop()
            else: _t308.remove(_t306)
            _st_zones[_t307].append(_t306); _st_loc[_t306] = _t307
        elif _t306 is not None:
            _move_cards444(st, _t306, _t307, False)
        if _memo445: _memo445.clear()
        if _memo446: _memo446.clear()
        if _memo447: _memo447.clear()
        if _memo448: _memo448.clear()
        if _memo449: _memo449.clear()
        if _memo450: _memo450.clear()
        if _memo451: _memo451.clear()
        if _memo452: _memo452.clear()
        if _memo453: _memo453.clear()
        if _memo454: _memo454.clear()
        return 2
    _t309 = _l0
    _t310 = 20
    if type(_t309) is int and _st_log is None:
        _t311 = _st_zones[_st_loc[_t309]]
        if _t311[-1] == _t309: _t311.pop()
        else: _t311.remove(_t309)
        _st_zones[_t310].append(_t309); _st_loc[_t309] = _t310
    elif _t309 is not None:
        _move_cards444(st, _t309, _t310, False)
    if _memo445: _memo445.clear()
    if _memo446: _memo446.clear()
    if _memo447: _memo447.clear()
    if _memo448: _memo448.clear()
    if _memo449: _memo449.clear()
    if _memo450: _memo450.clear()
    if _memo451: _memo451.clear()
    if _memo452: _memo452.clear()
    if _memo453: _memo453.clear()
    if _memo454: _memo454.clear()

# <rulerun alienz.rules: take_effect #131 b16ebb9b>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text456(_audience455(st), ['Queue: once per turn the active player may queue one alien before the flight']))

# <rulerun alienz.rules: take_effect #132 85b4607d>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text458(_audience457(st), ['Rush Hour: every turn takes two aliens and refills two slots']))

# <rulerun alienz.rules: take_effect #133 d556b159>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text460(_audience459(st), ['Group: a flight needs 3 aliens from the flyer']))

# <rulerun alienz.rules: take_effect #134 b33c1ae2>
def _native(st, L):
    return (_c461[L[0]] == 'queueing')

# <rulerun alienz.rules: take_effect #135 eb99c86f>
def _native(st, L):
    return (_c462[L[0]] == 'rush_hour')

# <rulerun alienz.rules: take_effect #136 c0fa19b0>
def _native(st, L):
    return (_c463[L[0]] == 'group')

# <rulerun alienz.rules: storm_flip #137 5438d6cf>
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
        _move_cards464(st, _t312, _t313, False)
    if _memo465: _memo465.clear()
    if _memo466: _memo466.clear()
    if _memo467: _memo467.clear()
    if _memo468: _memo468.clear()
    if _memo469: _memo469.clear()
    if _memo470: _memo470.clear()
    if _memo471: _memo471.clear()
    if _memo472: _memo472.clear()
    if _memo473: _memo473.clear()
    if _memo474: _memo474.clear()
    if _st_log is not None: _st_log.append(_Text478(_audience475(st), ['Asteroid Storm: flights to the ', _plain477(_c476[L[0]]), ' planet are forbidden and ', _plain477(_c476[L[0]]), ' aliens are wild']))

# <rulerun alienz.rules: scoring #138 e1dc2804>
def _loop(st, _t315):
    _st_zones = st.zones
    _t317 = (_k483 or ())
    _budget484[0] -= len(_t317)
    if _budget484[0] < 0: _spent485(st)
    _t320 = _NOT_YET
    _t321 = _NOT_YET
    _t319 = 0
    for _t318 in _t317:
        if ((_memo488[(_t315, _t318,)] if (_t315, _t318,) in _memo488 else _memo488.setdefault((_t315, _t318,), ((_t320 if _t320 is not _NOT_YET else (_t320 := list(map(_c486.__getitem__, _st_zones[(11 + _t315)])))).count(_t318) + (_t321 if _t321 is not _NOT_YET else (_t321 := list(map(_c487.__getitem__, _st_zones[(15 + _t315)])))).count(_t318)))) > 0):
            _t319 += 1
    return _t319

# <rulerun alienz.rules: scoring #139 68c6aee6>
def _loop(st, _t323, _t330):
    _t333 = 0
    for _t332 in st.zones[(11 + _t330)]:
        if (_c500[_t332] == _t323):
            _t333 += 1
    return _t333

# <rulerun alienz.rules: scoring #140 fcba4a1a>
def _loop(st, _t323, _t330):
    _t335 = 0
    for _t334 in st.zones[(15 + _t330)]:
        if (_c502[_t334] == _t323):
            _t335 += 1
    return _t335

# <rulerun alienz.rules: scoring #141 31dd1a77>
def _loop(st, _t323):
    _t329 = (_k497 or ())
    _budget498[0] -= len(_t329)
    if _budget498[0] < 0: _spent499(st)
    _t331 = None
    for _t330 in _t329:
        _t336 = (_memo504[(_t330, _t323,)] if (_t330, _t323,) in _memo504 else _memo504.setdefault((_t330, _t323,), (_a501(st, _t323, _t330) + _a503(st, _t323, _t330))))
        if _t331 is None or _t336 > _t331:
            _t331 = _t336
    return _t331

# <rulerun alienz.rules: scoring #142 b019f525>
def _loop(st, _t315):
    _st_zones = st.zones
    _t322 = (_k491 or ())
    _budget492[0] -= len(_t322)
    if _budget492[0] < 0: _spent493(st)
    _t325 = _NOT_YET
    _t326 = _NOT_YET
    _t327 = _NOT_YET
    _t328 = _NOT_YET
    _t337 = _NOT_YET
    _t338 = _NOT_YET
    _t324 = 0
    for _t323 in _t322:
        if (((_memo496[(_t315, _t323,)] if (_t315, _t323,) in _memo496 else _memo496.setdefault((_t315, _t323,), ((_t325 if _t325 is not _NOT_YET else (_t325 := list(map(_c494.__getitem__, _st_zones[(11 + _t315)])))).count(_t323) + (_t326 if _t326 is not _NOT_YET else (_t326 := list(map(_c495.__getitem__, _st_zones[(15 + _t315)])))).count(_t323)))) > 0) and ((_memo496[(_t315, _t323,)] if (_t315, _t323,) in _memo496 else _memo496.setdefault((_t315, _t323,), ((_t327 if _t327 is not _NOT_YET else (_t327 := list(map(_c494.__getitem__, _st_zones[(11 + _t315)])))).count(_t323) + (_t328 if _t328 is not _NOT_YET else (_t328 := list(map(_c495.__getitem__, _st_zones[(15 + _t315)])))).count(_t323)))) == (_memo506[_t323] if _t323 in _memo506 else _memo506.setdefault(_t323, _a505(st, _t323))))):
            _t324 += (_memo496[(_t315, _t323,)] if (_t315, _t323,) in _memo496 else _memo496.setdefault((_t315, _t323,), ((_t337 if _t337 is not _NOT_YET else (_t337 := list(map(_c494.__getitem__, _st_zones[(11 + _t315)])))).count(_t323) + (_t338 if _t338 is not _NOT_YET else (_t338 := list(map(_c495.__getitem__, _st_zones[(15 + _t315)])))).count(_t323))))
    return _t324

# <rulerun alienz.rules: scoring #143 7459c259>
def _loop(st, _t340, _t345):
    _t348 = 0
    for _t347 in st.zones[(11 + _t345)]:
        if (_c518[_t347] == _t340):
            _t348 += 1
    return _t348

# <rulerun alienz.rules: scoring #144 9943f97d>
def _loop(st, _t340, _t345):
    _t350 = 0
    for _t349 in st.zones[(15 + _t345)]:
        if (_c520[_t349] == _t340):
            _t350 += 1
    return _t350

# <rulerun alienz.rules: scoring #145 dfea9143>
def _loop(st, _t315, _t340):
    _t344 = (_k515 or ())
    _budget516[0] -= len(_t344)
    if _budget516[0] < 0: _spent517(st)
    for _t345 in _t344:
        if not (((_t345 == _t315) or ((_memo522[(_t345, _t340,)] if (_t345, _t340,) in _memo522 else _memo522.setdefault((_t345, _t340,), (_a519(st, _t340, _t345) + _a521(st, _t340, _t345)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #146 4a9d5582>
def _loop(st, _t315):
    _st_zones = st.zones
    _t339 = (_k509 or ())
    _budget510[0] -= len(_t339)
    if _budget510[0] < 0: _spent511(st)
    _t342 = _NOT_YET
    _t343 = _NOT_YET
    _t341 = 0
    for _t340 in _t339:
        if (((_memo514[(_t315, _t340,)] if (_t315, _t340,) in _memo514 else _memo514.setdefault((_t315, _t340,), ((_t342 if _t342 is not _NOT_YET else (_t342 := list(map(_c512.__getitem__, _st_zones[(11 + _t315)])))).count(_t340) + (_t343 if _t343 is not _NOT_YET else (_t343 := list(map(_c513.__getitem__, _st_zones[(15 + _t315)])))).count(_t340)))) > 0) and _a523(st, _t315, _t340)):
            _t341 += 1
    return _t341

# <rulerun alienz.rules: scoring #147 ee61d2a2>
def _loop(st, _t351, _t354):
    _t357 = 0
    for _t356 in st.zones[(11 + _t351)]:
        if (_c529[_t356] == _t354):
            _t357 += 1
    return _t357

# <rulerun alienz.rules: scoring #148 e3cfaa0e>
def _loop(st, _t351, _t354):
    _t359 = 0
    for _t358 in st.zones[(15 + _t351)]:
        if (_c531[_t358] == _t354):
            _t359 += 1
    return _t359

# <rulerun alienz.rules: scoring #149 42c1d7ab>
def _loop(st, _t351, _t354):
    _t361 = 0
    for _t360 in st.zones[(11 + _t351)]:
        if (_c536[_t360] == _t354):
            _t361 += 1
    return _t361

# <rulerun alienz.rules: scoring #150 649d22ba>
def _loop(st, _t351, _t354):
    _t363 = 0
    for _t362 in st.zones[(15 + _t351)]:
        if (_c538[_t362] == _t354):
            _t363 += 1
    return _t363

# <rulerun alienz.rules: scoring #151 49ad3edd>
def _loop(st, _t351):
    _st_zones = st.zones
    _t364 = (_k543 or ())
    _budget544[0] -= len(_t364)
    if _budget544[0] < 0: _spent545(st)
    _t367 = _NOT_YET
    _t368 = _NOT_YET
    _t366 = 0
    for _t365 in _t364:
        if ((_memo548[(_t351, _t365,)] if (_t351, _t365,) in _memo548 else _memo548.setdefault((_t351, _t365,), ((_t367 if _t367 is not _NOT_YET else (_t367 := list(map(_c546.__getitem__, _st_zones[(11 + _t351)])))).count(_t365) + (_t368 if _t368 is not _NOT_YET else (_t368 := list(map(_c547.__getitem__, _st_zones[(15 + _t351)])))).count(_t365)))) > 0):
            _t366 += 1
    return _t366

# <rulerun alienz.rules: scoring #152 674ccc76>
def _loop(st, _t370, _t377):
    _t380 = 0
    for _t379 in st.zones[(11 + _t377)]:
        if (_c559[_t379] == _t370):
            _t380 += 1
    return _t380

# <rulerun alienz.rules: scoring #153 10105fb2>
def _loop(st, _t370, _t377):
    _t382 = 0
    for _t381 in st.zones[(15 + _t377)]:
        if (_c561[_t381] == _t370):
            _t382 += 1
    return _t382

# <rulerun alienz.rules: scoring #154 eef2845a>
def _loop(st, _t370):
    _t376 = (_k556 or ())
    _budget557[0] -= len(_t376)
    if _budget557[0] < 0: _spent558(st)
    _t378 = None
    for _t377 in _t376:
        _t383 = (_memo563[(_t377, _t370,)] if (_t377, _t370,) in _memo563 else _memo563.setdefault((_t377, _t370,), (_a560(st, _t370, _t377) + _a562(st, _t370, _t377))))
        if _t378 is None or _t383 > _t378:
            _t378 = _t383
    return _t378

# <rulerun alienz.rules: scoring #155 10e9da19>
def _loop(st, _t351):
    _st_zones = st.zones
    _t369 = (_k550 or ())
    _budget551[0] -= len(_t369)
    if _budget551[0] < 0: _spent552(st)
    _t372 = _NOT_YET
    _t373 = _NOT_YET
    _t374 = _NOT_YET
    _t375 = _NOT_YET
    _t384 = _NOT_YET
    _t385 = _NOT_YET
    _t371 = 0
    for _t370 in _t369:
        if (((_memo555[(_t351, _t370,)] if (_t351, _t370,) in _memo555 else _memo555.setdefault((_t351, _t370,), ((_t372 if _t372 is not _NOT_YET else (_t372 := list(map(_c553.__getitem__, _st_zones[(11 + _t351)])))).count(_t370) + (_t373 if _t373 is not _NOT_YET else (_t373 := list(map(_c554.__getitem__, _st_zones[(15 + _t351)])))).count(_t370)))) > 0) and ((_memo555[(_t351, _t370,)] if (_t351, _t370,) in _memo555 else _memo555.setdefault((_t351, _t370,), ((_t374 if _t374 is not _NOT_YET else (_t374 := list(map(_c553.__getitem__, _st_zones[(11 + _t351)])))).count(_t370) + (_t375 if _t375 is not _NOT_YET else (_t375 := list(map(_c554.__getitem__, _st_zones[(15 + _t351)])))).count(_t370)))) == (_memo565[_t370] if _t370 in _memo565 else _memo565.setdefault(_t370, _a564(st, _t370))))):
            _t371 += (_memo555[(_t351, _t370,)] if (_t351, _t370,) in _memo555 else _memo555.setdefault((_t351, _t370,), ((_t384 if _t384 is not _NOT_YET else (_t384 := list(map(_c553.__getitem__, _st_zones[(11 + _t351)])))).count(_t370) + (_t385 if _t385 is not _NOT_YET else (_t385 := list(map(_c554.__getitem__, _st_zones[(15 + _t351)])))).count(_t370))))
    return _t371

# <rulerun alienz.rules: scoring #156 473301b4>
def _loop(st, _t387, _t392):
    _t395 = 0
    for _t394 in st.zones[(11 + _t392)]:
        if (_c576[_t394] == _t387):
            _t395 += 1
    return _t395

# <rulerun alienz.rules: scoring #157 989973cf>
def _loop(st, _t387, _t392):
    _t397 = 0
    for _t396 in st.zones[(15 + _t392)]:
        if (_c578[_t396] == _t387):
            _t397 += 1
    return _t397

# <rulerun alienz.rules: scoring #158 edf99f06>
def _loop(st, _t351, _t387):
    _t391 = (_k573 or ())
    _budget574[0] -= len(_t391)
    if _budget574[0] < 0: _spent575(st)
    for _t392 in _t391:
        if not (((_t392 == _t351) or ((_memo580[(_t392, _t387,)] if (_t392, _t387,) in _memo580 else _memo580.setdefault((_t392, _t387,), (_a577(st, _t387, _t392) + _a579(st, _t387, _t392)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #159 fbcc87f4>
def _loop(st, _t351):
    _st_zones = st.zones
    _t386 = (_k567 or ())
    _budget568[0] -= len(_t386)
    if _budget568[0] < 0: _spent569(st)
    _t389 = _NOT_YET
    _t390 = _NOT_YET
    _t388 = 0
    for _t387 in _t386:
        if (((_memo572[(_t351, _t387,)] if (_t351, _t387,) in _memo572 else _memo572.setdefault((_t351, _t387,), ((_t389 if _t389 is not _NOT_YET else (_t389 := list(map(_c570.__getitem__, _st_zones[(11 + _t351)])))).count(_t387) + (_t390 if _t390 is not _NOT_YET else (_t390 := list(map(_c571.__getitem__, _st_zones[(15 + _t351)])))).count(_t387)))) > 0) and _a581(st, _t351, _t387)):
            _t388 += 1
    return _t388

# <rulerun alienz.rules: scoring #160 89bbfb20>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k479)
    _t316 = (_k480 or [])
    _budget481[0] -= len(_t316)
    if _budget481[0] < 0: _spent482(st)
    for _t315 in _t316:
        L[2] = _t315
        _st_vars[4 + _t315] = (((((2 * (len(_st_zones[(11 + _t315)]) + len(_st_zones[(15 + _t315)]))) - (2 * len(_st_zones[(3 + _t315)]))) + (_memo490[_t315] if _t315 in _memo490 else _memo490.setdefault(_t315, _a489(st, _t315)))) + (_memo508[_t315] if _t315 in _memo508 else _memo508.setdefault(_t315, _a507(st, _t315)))) + (_memo525[_t315] if _t315 in _memo525 else _memo525.setdefault(_t315, (5 * _a524(st, _t315)))))
    _t352 = (_k526 or [])
    _budget481[0] -= len(_t352)
    if _budget481[0] < 0: _spent482(st)
    for _t351 in _t352:
        L[5] = _t351
        _st_vars[0 + _t351] = (_t353 if -1000000000000000000 <= (_t353 := _st_vars[0 + _t351] + _st_vars[4 + _t351]) <= 1000000000000000000 else _beyond527(_t353))
        L[6] = ''
        _t355 = (_k528 or [])
        _budget481[0] -= len(_t355)
        if _budget481[0] < 0: _spent482(st)
        for _t354 in _t355:
            L[9] = _t354
            if not (((_memo533[(_t351, _t354,)] if (_t351, _t354,) in _memo533 else _memo533.setdefault((_t351, _t354,), (_a530(st, _t351, _t354) + _a532(st, _t351, _t354)))) > 0)): continue
            L[6] = _text534(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain535(_t354) + ' ' + _plain535((_memo533[(_t351, _t354,)] if (_t351, _t354,) in _memo533 else _memo533.setdefault((_t351, _t354,), (_a537(st, _t351, _t354) + _a539(st, _t351, _t354))))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text542(_audience540(st), [_PlayerRef541(_t351), "'s score pile:", _plain535(L[6]), '; queued aliens set aside: ', _plain535(len(_st_zones[(7 + _t351)]))]))
        if _st_log is not None: _st_log.append(_Text542(_audience540(st), [_PlayerRef541(_t351), ' scores ', _plain535(_st_vars[4 + _t351]), ': +', _plain535((2 * (len(_st_zones[(11 + _t351)]) + len(_st_zones[(15 + _t351)])))), ' for ', _plain535((len(_st_zones[(11 + _t351)]) + len(_st_zones[(15 + _t351)]))), ' cards flown, -', _plain535((2 * len(_st_zones[(3 + _t351)]))), ' for ', _plain535(len(_st_zones[(3 + _t351)])), ' behind the screen, +', _plain535((_memo490[_t351] if _t351 in _memo490 else _memo490.setdefault(_t351, _a549(st, _t351)))), ' for colours, +', _plain535((_memo508[_t351] if _t351 in _memo508 else _memo508.setdefault(_t351, _a566(st, _t351)))), ' majorities, +', _plain535((_memo525[_t351] if _t351 in _memo525 else _memo525.setdefault(_t351, (5 * _a582(st, _t351))))), ' sole owner; total ', _plain535(_st_vars[0 + _t351])]))

# <rulerun alienz.rules: play #161 428a2ee6>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text584(_audience583(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game585(st, [], True); return 3
    st.vars[8] = _random_item586(st, _k587)

# <rulerun alienz.rules: play #162 61c31210>
def _loop(st, _t398):
    _st_zones = st.zones
    _t400 = (_k592 or ())
    _budget593[0] -= len(_t400)
    if _budget593[0] < 0: _spent594(st)
    _t403 = _NOT_YET
    _t404 = _NOT_YET
    _t402 = 0
    for _t401 in _t400:
        if ((_memo597[(_t398, _t401,)] if (_t398, _t401,) in _memo597 else _memo597.setdefault((_t398, _t401,), ((_t403 if _t403 is not _NOT_YET else (_t403 := list(map(_c595.__getitem__, _st_zones[(11 + _t398)])))).count(_t401) + (_t404 if _t404 is not _NOT_YET else (_t404 := list(map(_c596.__getitem__, _st_zones[(15 + _t398)])))).count(_t401)))) > 0):
            _t402 += 1
    return _t402

# <rulerun alienz.rules: play #163 a160fe59>
def _loop(st, _t406, _t413):
    _t416 = 0
    for _t415 in st.zones[(11 + _t413)]:
        if (_c609[_t415] == _t406):
            _t416 += 1
    return _t416

# <rulerun alienz.rules: play #164 0f742e7f>
def _loop(st, _t406, _t413):
    _t418 = 0
    for _t417 in st.zones[(15 + _t413)]:
        if (_c611[_t417] == _t406):
            _t418 += 1
    return _t418

# <rulerun alienz.rules: play #165 7805e570>
def _loop(st, _t406):
    _t412 = (_k606 or ())
    _budget607[0] -= len(_t412)
    if _budget607[0] < 0: _spent608(st)
    _t414 = None
    for _t413 in _t412:
        _t419 = (_memo613[(_t413, _t406,)] if (_t413, _t406,) in _memo613 else _memo613.setdefault((_t413, _t406,), (_a610(st, _t406, _t413) + _a612(st, _t406, _t413))))
        if _t414 is None or _t419 > _t414:
            _t414 = _t419
    return _t414

# <rulerun alienz.rules: play #166 fd6d4cad>
def _loop(st, _t398):
    _st_zones = st.zones
    _t405 = (_k600 or ())
    _budget601[0] -= len(_t405)
    if _budget601[0] < 0: _spent602(st)
    _t408 = _NOT_YET
    _t409 = _NOT_YET
    _t410 = _NOT_YET
    _t411 = _NOT_YET
    _t420 = _NOT_YET
    _t421 = _NOT_YET
    _t407 = 0
    for _t406 in _t405:
        if (((_memo605[(_t398, _t406,)] if (_t398, _t406,) in _memo605 else _memo605.setdefault((_t398, _t406,), ((_t408 if _t408 is not _NOT_YET else (_t408 := list(map(_c603.__getitem__, _st_zones[(11 + _t398)])))).count(_t406) + (_t409 if _t409 is not _NOT_YET else (_t409 := list(map(_c604.__getitem__, _st_zones[(15 + _t398)])))).count(_t406)))) > 0) and ((_memo605[(_t398, _t406,)] if (_t398, _t406,) in _memo605 else _memo605.setdefault((_t398, _t406,), ((_t410 if _t410 is not _NOT_YET else (_t410 := list(map(_c603.__getitem__, _st_zones[(11 + _t398)])))).count(_t406) + (_t411 if _t411 is not _NOT_YET else (_t411 := list(map(_c604.__getitem__, _st_zones[(15 + _t398)])))).count(_t406)))) == (_memo615[_t406] if _t406 in _memo615 else _memo615.setdefault(_t406, _a614(st, _t406))))):
            _t407 += (_memo605[(_t398, _t406,)] if (_t398, _t406,) in _memo605 else _memo605.setdefault((_t398, _t406,), ((_t420 if _t420 is not _NOT_YET else (_t420 := list(map(_c603.__getitem__, _st_zones[(11 + _t398)])))).count(_t406) + (_t421 if _t421 is not _NOT_YET else (_t421 := list(map(_c604.__getitem__, _st_zones[(15 + _t398)])))).count(_t406))))
    return _t407

# <rulerun alienz.rules: play #167 4d2a1021>
def _loop(st, _t423, _t428):
    _t431 = 0
    for _t430 in st.zones[(11 + _t428)]:
        if (_c627[_t430] == _t423):
            _t431 += 1
    return _t431

# <rulerun alienz.rules: play #168 3d4d96ef>
def _loop(st, _t423, _t428):
    _t433 = 0
    for _t432 in st.zones[(15 + _t428)]:
        if (_c629[_t432] == _t423):
            _t433 += 1
    return _t433

# <rulerun alienz.rules: play #169 bedec7fd>
def _loop(st, _t398, _t423):
    _t427 = (_k624 or ())
    _budget625[0] -= len(_t427)
    if _budget625[0] < 0: _spent626(st)
    for _t428 in _t427:
        if not (((_t428 == _t398) or ((_memo631[(_t428, _t423,)] if (_t428, _t423,) in _memo631 else _memo631.setdefault((_t428, _t423,), (_a628(st, _t423, _t428) + _a630(st, _t423, _t428)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #170 e919e822>
def _loop(st, _t398):
    _st_zones = st.zones
    _t422 = (_k618 or ())
    _budget619[0] -= len(_t422)
    if _budget619[0] < 0: _spent620(st)
    _t425 = _NOT_YET
    _t426 = _NOT_YET
    _t424 = 0
    for _t423 in _t422:
        if (((_memo623[(_t398, _t423,)] if (_t398, _t423,) in _memo623 else _memo623.setdefault((_t398, _t423,), ((_t425 if _t425 is not _NOT_YET else (_t425 := list(map(_c621.__getitem__, _st_zones[(11 + _t398)])))).count(_t423) + (_t426 if _t426 is not _NOT_YET else (_t426 := list(map(_c622.__getitem__, _st_zones[(15 + _t398)])))).count(_t423)))) > 0) and _a632(st, _t398, _t423)):
            _t424 += 1
    return _t424

# <rulerun alienz.rules: play #171 ab48703e>
def _loop(st, _t434, _t437):
    _t440 = 0
    for _t439 in st.zones[(11 + _t434)]:
        if (_c638[_t439] == _t437):
            _t440 += 1
    return _t440

# <rulerun alienz.rules: play #172 d95c33d4>
def _loop(st, _t434, _t437):
    _t442 = 0
    for _t441 in st.zones[(15 + _t434)]:
        if (_c640[_t441] == _t437):
            _t442 += 1
    return _t442

# <rulerun alienz.rules: play #173 3ea57926>
def _loop(st, _t434, _t437):
    _t444 = 0
    for _t443 in st.zones[(11 + _t434)]:
        if (_c645[_t443] == _t437):
            _t444 += 1
    return _t444

# <rulerun alienz.rules: play #174 814ee9ba>
def _loop(st, _t434, _t437):
    _t446 = 0
    for _t445 in st.zones[(15 + _t434)]:
        if (_c647[_t445] == _t437):
            _t446 += 1
    return _t446

# <rulerun alienz.rules: play #175 0223b87a>
def _loop(st, _t434):
    _st_zones = st.zones
    _t447 = (_k652 or ())
    _budget653[0] -= len(_t447)
    if _budget653[0] < 0: _spent654(st)
    _t450 = _NOT_YET
    _t451 = _NOT_YET
    _t449 = 0
    for _t448 in _t447:
        if ((_memo657[(_t434, _t448,)] if (_t434, _t448,) in _memo657 else _memo657.setdefault((_t434, _t448,), ((_t450 if _t450 is not _NOT_YET else (_t450 := list(map(_c655.__getitem__, _st_zones[(11 + _t434)])))).count(_t448) + (_t451 if _t451 is not _NOT_YET else (_t451 := list(map(_c656.__getitem__, _st_zones[(15 + _t434)])))).count(_t448)))) > 0):
            _t449 += 1
    return _t449

# <rulerun alienz.rules: play #176 7ca2b32a>
def _loop(st, _t453, _t460):
    _t463 = 0
    for _t462 in st.zones[(11 + _t460)]:
        if (_c668[_t462] == _t453):
            _t463 += 1
    return _t463

# <rulerun alienz.rules: play #177 b74630f2>
def _loop(st, _t453, _t460):
    _t465 = 0
    for _t464 in st.zones[(15 + _t460)]:
        if (_c670[_t464] == _t453):
            _t465 += 1
    return _t465

# <rulerun alienz.rules: play #178 1727a567>
def _loop(st, _t453):
    _t459 = (_k665 or ())
    _budget666[0] -= len(_t459)
    if _budget666[0] < 0: _spent667(st)
    _t461 = None
    for _t460 in _t459:
        _t466 = (_memo672[(_t460, _t453,)] if (_t460, _t453,) in _memo672 else _memo672.setdefault((_t460, _t453,), (_a669(st, _t453, _t460) + _a671(st, _t453, _t460))))
        if _t461 is None or _t466 > _t461:
            _t461 = _t466
    return _t461

# <rulerun alienz.rules: play #179 54bcc79e>
def _loop(st, _t434):
    _st_zones = st.zones
    _t452 = (_k659 or ())
    _budget660[0] -= len(_t452)
    if _budget660[0] < 0: _spent661(st)
    _t455 = _NOT_YET
    _t456 = _NOT_YET
    _t457 = _NOT_YET
    _t458 = _NOT_YET
    _t467 = _NOT_YET
    _t468 = _NOT_YET
    _t454 = 0
    for _t453 in _t452:
        if (((_memo664[(_t434, _t453,)] if (_t434, _t453,) in _memo664 else _memo664.setdefault((_t434, _t453,), ((_t455 if _t455 is not _NOT_YET else (_t455 := list(map(_c662.__getitem__, _st_zones[(11 + _t434)])))).count(_t453) + (_t456 if _t456 is not _NOT_YET else (_t456 := list(map(_c663.__getitem__, _st_zones[(15 + _t434)])))).count(_t453)))) > 0) and ((_memo664[(_t434, _t453,)] if (_t434, _t453,) in _memo664 else _memo664.setdefault((_t434, _t453,), ((_t457 if _t457 is not _NOT_YET else (_t457 := list(map(_c662.__getitem__, _st_zones[(11 + _t434)])))).count(_t453) + (_t458 if _t458 is not _NOT_YET else (_t458 := list(map(_c663.__getitem__, _st_zones[(15 + _t434)])))).count(_t453)))) == (_memo674[_t453] if _t453 in _memo674 else _memo674.setdefault(_t453, _a673(st, _t453))))):
            _t454 += (_memo664[(_t434, _t453,)] if (_t434, _t453,) in _memo664 else _memo664.setdefault((_t434, _t453,), ((_t467 if _t467 is not _NOT_YET else (_t467 := list(map(_c662.__getitem__, _st_zones[(11 + _t434)])))).count(_t453) + (_t468 if _t468 is not _NOT_YET else (_t468 := list(map(_c663.__getitem__, _st_zones[(15 + _t434)])))).count(_t453))))
    return _t454

# <rulerun alienz.rules: play #180 237dc007>
def _loop(st, _t470, _t475):
    _t478 = 0
    for _t477 in st.zones[(11 + _t475)]:
        if (_c685[_t477] == _t470):
            _t478 += 1
    return _t478

# <rulerun alienz.rules: play #181 8b0564fe>
def _loop(st, _t470, _t475):
    _t480 = 0
    for _t479 in st.zones[(15 + _t475)]:
        if (_c687[_t479] == _t470):
            _t480 += 1
    return _t480

# <rulerun alienz.rules: play #182 fff0f01f>
def _loop(st, _t434, _t470):
    _t474 = (_k682 or ())
    _budget683[0] -= len(_t474)
    if _budget683[0] < 0: _spent684(st)
    for _t475 in _t474:
        if not (((_t475 == _t434) or ((_memo689[(_t475, _t470,)] if (_t475, _t470,) in _memo689 else _memo689.setdefault((_t475, _t470,), (_a686(st, _t470, _t475) + _a688(st, _t470, _t475)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #183 b3525952>
def _loop(st, _t434):
    _st_zones = st.zones
    _t469 = (_k676 or ())
    _budget677[0] -= len(_t469)
    if _budget677[0] < 0: _spent678(st)
    _t472 = _NOT_YET
    _t473 = _NOT_YET
    _t471 = 0
    for _t470 in _t469:
        if (((_memo681[(_t434, _t470,)] if (_t434, _t470,) in _memo681 else _memo681.setdefault((_t434, _t470,), ((_t472 if _t472 is not _NOT_YET else (_t472 := list(map(_c679.__getitem__, _st_zones[(11 + _t434)])))).count(_t470) + (_t473 if _t473 is not _NOT_YET else (_t473 := list(map(_c680.__getitem__, _st_zones[(15 + _t434)])))).count(_t470)))) > 0) and _a690(st, _t434, _t470)):
            _t471 += 1
    return _t471

# <rulerun alienz.rules: play #184 03c6bae8>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i3 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k588)
    _t399 = (_k589 or [])
    _budget590[0] -= len(_t399)
    if _budget590[0] < 0: _spent591(st)
    for _t398 in _t399:
        _i3[2] = _t398
        _st_vars[4 + _t398] = (((((2 * (len(_st_zones[(11 + _t398)]) + len(_st_zones[(15 + _t398)]))) - (2 * len(_st_zones[(3 + _t398)]))) + (_memo599[_t398] if _t398 in _memo599 else _memo599.setdefault(_t398, _a598(st, _t398)))) + (_memo617[_t398] if _t398 in _memo617 else _memo617.setdefault(_t398, _a616(st, _t398)))) + (_memo634[_t398] if _t398 in _memo634 else _memo634.setdefault(_t398, (5 * _a633(st, _t398)))))
    _t435 = (_k635 or [])
    _budget590[0] -= len(_t435)
    if _budget590[0] < 0: _spent591(st)
    for _t434 in _t435:
        _i3[5] = _t434
        _st_vars[0 + _t434] = (_t436 if -1000000000000000000 <= (_t436 := _st_vars[0 + _t434] + _st_vars[4 + _t434]) <= 1000000000000000000 else _beyond636(_t436))
        _i3[6] = ''
        _t438 = (_k637 or [])
        _budget590[0] -= len(_t438)
        if _budget590[0] < 0: _spent591(st)
        for _t437 in _t438:
            _i3[9] = _t437
            if not (((_memo642[(_t434, _t437,)] if (_t434, _t437,) in _memo642 else _memo642.setdefault((_t434, _t437,), (_a639(st, _t434, _t437) + _a641(st, _t434, _t437)))) > 0)): continue
            _i3[6] = _text643(((_i3[6] + ('' if (_i3[6] == '') else ',')) + (' ' + _plain644(_t437) + ' ' + _plain644((_memo642[(_t434, _t437,)] if (_t434, _t437,) in _memo642 else _memo642.setdefault((_t434, _t437,), (_a646(st, _t434, _t437) + _a648(st, _t434, _t437))))))))
        if (_i3[6] == ''):
            _i3[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text651(_audience649(st), [_PlayerRef650(_t434), "'s score pile:", _plain644(_i3[6]), '; queued aliens set aside: ', _plain644(len(_st_zones[(7 + _t434)]))]))
        if _st_log is not None: _st_log.append(_Text651(_audience649(st), [_PlayerRef650(_t434), ' scores ', _plain644(_st_vars[4 + _t434]), ': +', _plain644((2 * (len(_st_zones[(11 + _t434)]) + len(_st_zones[(15 + _t434)])))), ' for ', _plain644((len(_st_zones[(11 + _t434)]) + len(_st_zones[(15 + _t434)]))), ' cards flown, -', _plain644((2 * len(_st_zones[(3 + _t434)]))), ' for ', _plain644(len(_st_zones[(3 + _t434)])), ' behind the screen, +', _plain644((_memo599[_t434] if _t434 in _memo599 else _memo599.setdefault(_t434, _a658(st, _t434)))), ' for colours, +', _plain644((_memo617[_t434] if _t434 in _memo617 else _memo617.setdefault(_t434, _a675(st, _t434)))), ' majorities, +', _plain644((_memo634[_t434] if _t434 in _memo634 else _memo634.setdefault(_t434, (5 * _a691(st, _t434))))), ' sole owner; total ', _plain644(_st_vars[0 + _t434])]))
    if _p692(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #185 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #186 1f4c9f71>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run695(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k696)

# <rulerun alienz.rules: round #187 ab5612d1>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT697[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k700)
            _r = _run701(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit702(_k703)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit702(_k704)
            fr[1] = 4; st.cur.append([8, 0, _a]); return None
        if pc == 4:
            _r = _run705(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit702(_k706)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run707(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 5
            _k += 1
            if _k > _lim and _over_limit699(_k, st, _d0): raise _Runaway698()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k708)

# <rulerun alienz.rules: turn #188 c3a58b83>
def _loop(st):
    for _t484 in st.zones[20]:
        if (_c719[_t484] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #189 da616499>
def _loop(st):
    for _t489 in st.zones[22]:
        return _c728[_t489]
    return None

# <rulerun alienz.rules: turn #190 b4289aa2>
def _loop(st):
    for _t498 in st.zones[22]:
        return _c737[_t498]
    return None

# <rulerun alienz.rules: turn #191 4be02a38>
def _loop(st):
    for _t504 in st.zones[22]:
        return _c742[_t504]
    return None

# <rulerun alienz.rules: turn #192 4f11bc6f>
def _loop(st, L, _t487):
    _st_zones = st.zones
    _t495 = _st_zones[(3 + L[0])]
    _budget733[0] -= len(_t495)
    if _budget733[0] < 0: _spent734(st)
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
        if ((_t496 != _t487) and ((_c735[_t496] == _c736[_t487]) or (((_t503 if _t503 is not _NOT_YET else (_t503 := (_memo741[None] if None in _memo741 else _memo741.setdefault(None, ((_t500 if _t500 is not _NOT_YET else (_t500 := _a738(st))) if (_t502 if _t502 is not _NOT_YET else (_t502 := (_memo740['asteroid_storm'] if 'asteroid_storm' in _memo740 else _memo740.setdefault('asteroid_storm', ('asteroid_storm' in (_t501 if _t501 is not _NOT_YET else (_t501 := list(map(_c739.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c735[_t496] == (_t509 if _t509 is not _NOT_YET else (_t509 := (_memo741[None] if None in _memo741 else _memo741.setdefault(None, ((_t506 if _t506 is not _NOT_YET else (_t506 := _a743(st))) if (_t508 if _t508 is not _NOT_YET else (_t508 := (_memo740['asteroid_storm'] if 'asteroid_storm' in _memo740 else _memo740.setdefault('asteroid_storm', ('asteroid_storm' in (_t507 if _t507 is not _NOT_YET else (_t507 := list(map(_c739.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t497 += 1
    return _t497

# <rulerun alienz.rules: turn #193 af0d7e52>
def _loop(st, L):
    _st_zones = st.zones
    _t486 = _st_zones[(3 + L[0])]
    _budget725[0] -= len(_t486)
    if _budget725[0] < 0: _spent726(st)
    _t491 = _NOT_YET
    _t492 = _NOT_YET
    _t493 = _NOT_YET
    _t494 = _NOT_YET
    _t510 = _NOT_YET
    _t511 = _NOT_YET
    _t512 = _NOT_YET
    for _t487 in _t486:
        if (_memo745[(L[0], _t487,)] if (L[0], _t487,) in _memo745 else _memo745.setdefault((L[0], _t487,), ((_c727[_t487] != (_t494 if _t494 is not _NOT_YET else (_t494 := (_memo732[None] if None in _memo732 else _memo732.setdefault(None, ((_t491 if _t491 is not _NOT_YET else (_t491 := _a729(st))) if (_t493 if _t493 is not _NOT_YET else (_t493 := (_memo731['asteroid_storm'] if 'asteroid_storm' in _memo731 else _memo731.setdefault('asteroid_storm', ('asteroid_storm' in (_t492 if _t492 is not _NOT_YET else (_t492 := list(map(_c730.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a744(st, L, _t487) >= (_t512 if _t512 is not _NOT_YET else (_t512 := (3 if (_t511 if _t511 is not _NOT_YET else (_t511 := (_memo731['group'] if 'group' in _memo731 else _memo731.setdefault('group', ('group' in (_t510 if _t510 is not _NOT_YET else (_t510 := list(map(_c730.__getitem__, _st_zones[20]))))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #194 58a121d1>
def _loop(st):
    for _t513 in st.zones[20]:
        if (_c751[_t513] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #195 cd23d033>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT709[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run712(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range713(1, L[1]) or []); L[3] = 0
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
            if not _t482: _no_option715(_t481, 'alien to take')
            if _t482 <= 1 and _st_log is None:
                L[5] = _o[0] if _t482 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t483 = st.chooser(_t482, _t481)
                else:
                    _t483 = _st_bits(_t482.bit_length())
                    while _t483 >= _t482: _t483 = _st_bits(_t482.bit_length())
                L[5] = _o[_t483]; st.decisions += 1
                if st.thread_player is not None: _answered716(st, _t483)
            elif _decide717(st, L, _o[:], _t481): return True
            pc = 4
        if pc == 4:
            _r = _run718(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit711(_k, st, _d0): raise _Runaway710()
            continue
        if pc == 6:
            if (_memo721['queueing'] if 'queueing' in _memo721 else _memo721.setdefault('queueing', _a720(st))):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer722(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run723(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined724(_joined724(['no flight'], (['private flight'] if _a746(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d747(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d748(st, [_c749[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d750(st, [L[0], _c749[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo721['group'] if 'group' in _memo721 else _memo721.setdefault('group', _a752(st))) else 2))) else [])) or [])
            fr[1] = 11
            _t515 = L[0]
            _t516 = len(_o)
            if not _t516: _no_option715(_t515, 'flight this turn')
            if _t516 <= 1 and _st_log is None:
                L[7] = _o[0] if _t516 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t517 = st.chooser(_t516, _t515)
                else:
                    _t517 = _st_bits(_t516.bit_length())
                    while _t517 >= _t516: _t517 = _st_bits(_t516.bit_length())
                L[7] = _o[_t517]; st.decisions += 1
                if st.thread_player is not None: _answered716(st, _t517)
            elif _decide754(st, L, _o, _t515): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit755(_k756)
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
            if len(st.cur) >= 500: raise _RuleLimit755(_k757)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run758(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit755(_k759)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k760)

# <rulerun alienz.rules: private_flight #196 a3002fb6>
def _loop(st):
    for _t519 in st.zones[22]:
        return _c764[_t519]
    return None

# <rulerun alienz.rules: private_flight #197 61a5b006>
def _loop(st):
    for _t528 in st.zones[22]:
        return _c773[_t528]
    return None

# <rulerun alienz.rules: private_flight #198 a2f8d5ec>
def _loop(st):
    for _t534 in st.zones[22]:
        return _c778[_t534]
    return None

# <rulerun alienz.rules: private_flight #199 d2c72039>
def _loop(st, L, _t518):
    _st_zones = st.zones
    _t525 = _st_zones[(3 + L[0])]
    _budget769[0] -= len(_t525)
    if _budget769[0] < 0: _spent770(st)
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
        if ((_t526 != _t518) and ((_c771[_t526] == _c772[_t518]) or (((_t533 if _t533 is not _NOT_YET else (_t533 := (_memo777[None] if None in _memo777 else _memo777.setdefault(None, ((_t530 if _t530 is not _NOT_YET else (_t530 := _a774(st))) if (_t532 if _t532 is not _NOT_YET else (_t532 := (_memo776['asteroid_storm'] if 'asteroid_storm' in _memo776 else _memo776.setdefault('asteroid_storm', ('asteroid_storm' in (_t531 if _t531 is not _NOT_YET else (_t531 := list(map(_c775.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c771[_t526] == (_t539 if _t539 is not _NOT_YET else (_t539 := (_memo777[None] if None in _memo777 else _memo777.setdefault(None, ((_t536 if _t536 is not _NOT_YET else (_t536 := _a779(st))) if (_t538 if _t538 is not _NOT_YET else (_t538 := (_memo776['asteroid_storm'] if 'asteroid_storm' in _memo776 else _memo776.setdefault('asteroid_storm', ('asteroid_storm' in (_t537 if _t537 is not _NOT_YET else (_t537 := list(map(_c775.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t527 += 1
    return _t527

# <rulerun alienz.rules: private_flight #200 199b94df>
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
                if (_memo781[(L[0], _t518,)] if (L[0], _t518,) in _memo781 else _memo781.setdefault((L[0], _t518,), ((_c763[_t518] != (_t524 if _t524 is not _NOT_YET else (_t524 := (_memo768[None] if None in _memo768 else _memo768.setdefault(None, ((_t521 if _t521 is not _NOT_YET else (_t521 := _a765(st))) if (_t523 if _t523 is not _NOT_YET else (_t523 := (_memo767['asteroid_storm'] if 'asteroid_storm' in _memo767 else _memo767.setdefault('asteroid_storm', ('asteroid_storm' in (_t522 if _t522 is not _NOT_YET else (_t522 := list(map(_c766.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a780(st, L, _t518) >= (_t542 if _t542 is not _NOT_YET else (_t542 := (3 if (_t541 if _t541 is not _NOT_YET else (_t541 := (_memo767['group'] if 'group' in _memo767 else _memo767.setdefault('group', ('group' in (_t540 if _t540 is not _NOT_YET else (_t540 := list(map(_c766.__getitem__, _st_zones[20]))))))))) else 2))))))): _o.append(_t518)
            fr[1] = 1
            _t543 = L[0]
            _t544 = len(_o)
            if not _t544: _no_option783(_t543, 'planet for a private flight')
            if _t544 <= 1 and _st_log is None:
                L[1] = _o[0] if _t544 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t545 = st.chooser(_t544, _t543)
                else:
                    _t545 = _st_bits(_t544.bit_length())
                    while _t545 >= _t544: _t545 = _st_bits(_t544.bit_length())
                L[1] = _o[_t545]; st.decisions += 1
                if st.thread_player is not None: _answered784(st, _t545)
            elif _decide785(st, L, _o, _t543): return True
            pc = 1
        if pc == 1:
            _r = _run786(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit787(_k788)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run789(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k790)

# <rulerun alienz.rules: commercial_flight #201 1339b9b1>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT791[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run794(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit795(_k796)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit795(_k797)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run798(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o799[L[0]] or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit795(_k800)
            fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit793(_k, st, _d0): raise _Runaway792()
            continue
        if pc == 8:
            _r = _run801(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit795(_k802)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k803)

# <rulerun alienz.rules: board_own #202 6d068114>
def _loop(st):
    for _t546 in st.zones[20]:
        if (_c809[_t546] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #203 1336513e>
def _loop(st):
    for _t549 in st.zones[22]:
        return _c813[_t549]
    return None

# <rulerun alienz.rules: board_own #204 105153c3>
def _loop(st):
    for _t555 in st.zones[22]:
        return _c817[_t555]
    return None

# <rulerun alienz.rules: board_own #205 dd11c15d>
def _loop(st):
    for _t565 in st.zones[22]:
        return _c824[_t565]
    return None

# <rulerun alienz.rules: board_own #206 468c523f>
def _loop(st):
    for _t571 in st.zones[22]:
        return _c826[_t571]
    return None

# <rulerun alienz.rules: board_own #207 e4e6dcd6>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT804[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run807(st, L)
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
            _r = _run808(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if (_memo811['group'] if 'group' in _memo811 else _memo811.setdefault('group', _a810(st))) else 2)):
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
                if ((_c812[_t548] == L[1]) or (((_t554 if _t554 is not _NOT_YET else (_t554 := (_memo816[None] if None in _memo816 else _memo816.setdefault(None, ((_t551 if _t551 is not _NOT_YET else (_t551 := _a814(st))) if (_t553 if _t553 is not _NOT_YET else (_t553 := (_memo811['asteroid_storm'] if 'asteroid_storm' in _memo811 else _memo811.setdefault('asteroid_storm', ('asteroid_storm' in (_t552 if _t552 is not _NOT_YET else (_t552 := list(map(_c815.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c812[_t548] == (_t560 if _t560 is not _NOT_YET else (_t560 := (_memo816[None] if None in _memo816 else _memo816.setdefault(None, ((_t557 if _t557 is not _NOT_YET else (_t557 := _a818(st))) if (_t559 if _t559 is not _NOT_YET else (_t559 := (_memo811['asteroid_storm'] if 'asteroid_storm' in _memo811 else _memo811.setdefault('asteroid_storm', ('asteroid_storm' in (_t558 if _t558 is not _NOT_YET else (_t558 := list(map(_c815.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t548)
            fr[1] = 5
            _t561 = L[0]
            _t562 = len(_o)
            if not _t562: _no_option820(_t561, 'alien to fly')
            if _t562 <= 1 and _st_log is None:
                L[4] = _o[0] if _t562 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t563 = st.chooser(_t562, _t561)
                else:
                    _t563 = _st_bits(_t562.bit_length())
                    while _t563 >= _t562: _t563 = _st_bits(_t562.bit_length())
                L[4] = _o[_t563]; st.decisions += 1
                if st.thread_player is not None: _answered821(st, _t563)
            elif _decide822(st, L, _o, _t561): return True
            pc = 5
        if pc == 5:
            _r = _run823(st, L)
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
                if ((_c812[_t564] == L[1]) or (((_t570 if _t570 is not _NOT_YET else (_t570 := (_memo816[None] if None in _memo816 else _memo816.setdefault(None, ((_t567 if _t567 is not _NOT_YET else (_t567 := _a825(st))) if (_t569 if _t569 is not _NOT_YET else (_t569 := (_memo811['asteroid_storm'] if 'asteroid_storm' in _memo811 else _memo811.setdefault('asteroid_storm', ('asteroid_storm' in (_t568 if _t568 is not _NOT_YET else (_t568 := list(map(_c815.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c812[_t564] == (_t576 if _t576 is not _NOT_YET else (_t576 := (_memo816[None] if None in _memo816 else _memo816.setdefault(None, ((_t573 if _t573 is not _NOT_YET else (_t573 := _a827(st))) if (_t575 if _t575 is not _NOT_YET else (_t575 := (_memo811['asteroid_storm'] if 'asteroid_storm' in _memo811 else _memo811.setdefault('asteroid_storm', ('asteroid_storm' in (_t574 if _t574 is not _NOT_YET else (_t574 := list(map(_c815.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t564)
            fr[1] = 8
            if _offer828(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run829(st, L)
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
            _r = _run830(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit806(_k, st, _d0): raise _Runaway805()
            continue
        if pc == 14:
            _r = _run831(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k832)

# <rulerun alienz.rules: board_queue #208 bfcdd4b7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run835(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k836)

# <rulerun alienz.rules: join #209 716ce7f3>
def _loop(st):
    for _t578 in st.zones[22]:
        return _c842[_t578]
    return None

# <rulerun alienz.rules: join #210 e867c027>
def _loop(st):
    for _t584 in st.zones[22]:
        return _c847[_t584]
    return None

# <rulerun alienz.rules: join #211 82933574>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT837[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run840(st, L)
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
                if ((_c841[_t577] == L[1]) or (((_t583 if _t583 is not _NOT_YET else (_t583 := (_memo846[None] if None in _memo846 else _memo846.setdefault(None, ((_t580 if _t580 is not _NOT_YET else (_t580 := _a843(st))) if (_t582 if _t582 is not _NOT_YET else (_t582 := (_memo845['asteroid_storm'] if 'asteroid_storm' in _memo845 else _memo845.setdefault('asteroid_storm', ('asteroid_storm' in (_t581 if _t581 is not _NOT_YET else (_t581 := list(map(_c844.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c841[_t577] == (_t589 if _t589 is not _NOT_YET else (_t589 := (_memo846[None] if None in _memo846 else _memo846.setdefault(None, ((_t586 if _t586 is not _NOT_YET else (_t586 := _a848(st))) if (_t588 if _t588 is not _NOT_YET else (_t588 := (_memo845['asteroid_storm'] if 'asteroid_storm' in _memo845 else _memo845.setdefault('asteroid_storm', ('asteroid_storm' in (_t587 if _t587 is not _NOT_YET else (_t587 := list(map(_c844.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t577)
            fr[1] = 3
            if _offer849(st, L, _o): return True
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
            _r = _run850(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit839(_k, st, _d0): raise _Runaway838()
            continue
        if pc == 8:
            _r = _run851(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k852)

# <rulerun alienz.rules: refill #212 83a1b630>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT853[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _r = _run856(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit857(_k858)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit855(_k, st, _d0): raise _Runaway854()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k859)

# <rulerun alienz.rules: surface #213 02fdfb86>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT860[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((not not _st_zones[0]) and _d863(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _a = [(_z[-1] if (_z := _st_zones[0]) else None)]
            if len(st.cur) >= 500: raise _RuleLimit864(_k865)
            fr[1] = 2; st.cur.append([10, 0, _a]); return None
        if pc == 2:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit862(_k, st, _d0): raise _Runaway861()
            continue
        if pc == 3:
            _r = _run866(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k867)

# <rulerun alienz.rules: reveal_event #214 75e13c75>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run870(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit871(_k872)
            fr[1] = 2; st.cur.append([11, 0, _a]); return None
        if pc == 2:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k873)

# <rulerun alienz.rules: resolve_events #215 7e621318>
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
        if pc == 1:
            if (not not _st_zones[19]):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _a = [(_z[0] if (_z := _st_zones[19]) else None)]
            if len(st.cur) >= 500: raise _RuleLimit878(_k879)
            fr[1] = 3; st.cur.append([12, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit876(_k, st, _d0): raise _Runaway875()
            continue
        if pc == 4:
            _r = _run880(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k881)

# <rulerun alienz.rules: take_effect #216 ae4fbd5b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run884(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c885[L[0]] == 'queueing'):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run886(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 4:
            if (_c885[L[0]] == 'rush_hour'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run887(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 7:
            if (_c885[L[0]] == 'group'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _r = _run888(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 10:
            _a = [None]
            if len(st.cur) >= 500: raise _RuleLimit889(_k890)
            fr[1] = 11; st.cur.append([13, 0, _a]); return None
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k891)

# <rulerun alienz.rules: storm_flip #217 782c3551>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit894(_k895)
            fr[1] = 1; st.cur.append([9, 0, _a]); return None
        if pc == 1:
            _r = _run896(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit894(_k897)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k898)

# <rulerun alienz.rules: scoring #218 3e14b93a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run901(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k902)

# <rulerun alienz.rules: play #219 6c8d14b5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT903[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run906(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit907(_k908)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run909(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit905(_k, st, _d0): raise _Runaway904()
            continue
        if pc == 5:
            fr[1] = 6
            if _step910(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k911)

# <rulerun alienz.rules: turn #220 a4b902e1>
def _loop(st):
    for _t593 in st.zones[20]:
        if (_c924[_t593] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #221 9c94a5d2>
def _loop(st):
    for _t598 in st.zones[22]:
        return _c933[_t598]
    return None

# <rulerun alienz.rules: turn #222 d48cf3f4>
def _loop(st):
    for _t607 in st.zones[22]:
        return _c942[_t607]
    return None

# <rulerun alienz.rules: turn #223 1dba9ef1>
def _loop(st):
    for _t613 in st.zones[22]:
        return _c947[_t613]
    return None

# <rulerun alienz.rules: turn #224 0840d9f6>
def _loop(st, L, _t596):
    _st_zones = st.zones
    _t604 = _st_zones[(3 + L[0])]
    _budget938[0] -= len(_t604)
    if _budget938[0] < 0: _spent939(st)
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
        if ((_t605 != _t596) and ((_c940[_t605] == _c941[_t596]) or (((_t612 if _t612 is not _NOT_YET else (_t612 := (_memo946[None] if None in _memo946 else _memo946.setdefault(None, ((_t609 if _t609 is not _NOT_YET else (_t609 := _a943(st))) if (_t611 if _t611 is not _NOT_YET else (_t611 := (_memo945['asteroid_storm'] if 'asteroid_storm' in _memo945 else _memo945.setdefault('asteroid_storm', ('asteroid_storm' in (_t610 if _t610 is not _NOT_YET else (_t610 := list(map(_c944.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c940[_t605] == (_t618 if _t618 is not _NOT_YET else (_t618 := (_memo946[None] if None in _memo946 else _memo946.setdefault(None, ((_t615 if _t615 is not _NOT_YET else (_t615 := _a948(st))) if (_t617 if _t617 is not _NOT_YET else (_t617 := (_memo945['asteroid_storm'] if 'asteroid_storm' in _memo945 else _memo945.setdefault('asteroid_storm', ('asteroid_storm' in (_t616 if _t616 is not _NOT_YET else (_t616 := list(map(_c944.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t606 += 1
    return _t606

# <rulerun alienz.rules: turn #225 6cdc937f>
def _loop(st, L):
    _st_zones = st.zones
    _t595 = _st_zones[(3 + L[0])]
    _budget930[0] -= len(_t595)
    if _budget930[0] < 0: _spent931(st)
    _t600 = _NOT_YET
    _t601 = _NOT_YET
    _t602 = _NOT_YET
    _t603 = _NOT_YET
    _t619 = _NOT_YET
    _t620 = _NOT_YET
    _t621 = _NOT_YET
    for _t596 in _t595:
        if (_memo950[(L[0], _t596,)] if (L[0], _t596,) in _memo950 else _memo950.setdefault((L[0], _t596,), ((_c932[_t596] != (_t603 if _t603 is not _NOT_YET else (_t603 := (_memo937[None] if None in _memo937 else _memo937.setdefault(None, ((_t600 if _t600 is not _NOT_YET else (_t600 := _a934(st))) if (_t602 if _t602 is not _NOT_YET else (_t602 := (_memo936['asteroid_storm'] if 'asteroid_storm' in _memo936 else _memo936.setdefault('asteroid_storm', ('asteroid_storm' in (_t601 if _t601 is not _NOT_YET else (_t601 := list(map(_c935.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a949(st, L, _t596) >= (_t621 if _t621 is not _NOT_YET else (_t621 := (3 if (_t620 if _t620 is not _NOT_YET else (_t620 := (_memo936['group'] if 'group' in _memo936 else _memo936.setdefault('group', ('group' in (_t619 if _t619 is not _NOT_YET else (_t619 := list(map(_c935.__getitem__, _st_zones[20]))))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #226 55be3d64>
def _loop(st):
    for _t622 in st.zones[20]:
        if (_c956[_t622] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #227 20758c52>
def _loop(st):
    for _t629 in st.zones[22]:
        return _c963[_t629]
    return None

# <rulerun alienz.rules: private_flight #228 04abe33c>
def _loop(st):
    for _t638 in st.zones[22]:
        return _c972[_t638]
    return None

# <rulerun alienz.rules: private_flight #229 17664fb7>
def _loop(st):
    for _t644 in st.zones[22]:
        return _c977[_t644]
    return None

# <rulerun alienz.rules: private_flight #230 4b615027>
def _loop(st, L, _t628):
    _st_zones = st.zones
    _t635 = _st_zones[(3 + L[0])]
    _budget968[0] -= len(_t635)
    if _budget968[0] < 0: _spent969(st)
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
        if ((_t636 != _t628) and ((_c970[_t636] == _c971[_t628]) or (((_t643 if _t643 is not _NOT_YET else (_t643 := (_memo976[None] if None in _memo976 else _memo976.setdefault(None, ((_t640 if _t640 is not _NOT_YET else (_t640 := _a973(st))) if (_t642 if _t642 is not _NOT_YET else (_t642 := (_memo975['asteroid_storm'] if 'asteroid_storm' in _memo975 else _memo975.setdefault('asteroid_storm', ('asteroid_storm' in (_t641 if _t641 is not _NOT_YET else (_t641 := list(map(_c974.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c970[_t636] == (_t649 if _t649 is not _NOT_YET else (_t649 := (_memo976[None] if None in _memo976 else _memo976.setdefault(None, ((_t646 if _t646 is not _NOT_YET else (_t646 := _a978(st))) if (_t648 if _t648 is not _NOT_YET else (_t648 := (_memo975['asteroid_storm'] if 'asteroid_storm' in _memo975 else _memo975.setdefault('asteroid_storm', ('asteroid_storm' in (_t647 if _t647 is not _NOT_YET else (_t647 := list(map(_c974.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t637 += 1
    return _t637

# <rulerun alienz.rules: private_flight #231 d4b0caca>
def _loop(st):
    for _t659 in st.zones[20]:
        if (_c997[_t659] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #232 4e4582ea>
def _loop(st):
    for _t663 in st.zones[22]:
        return _c1000[_t663]
    return None

# <rulerun alienz.rules: private_flight #233 3c01c649>
def _loop(st):
    for _t669 in st.zones[22]:
        return _c1002[_t669]
    return None

# <rulerun alienz.rules: private_flight #234 2f977c18>
def _loop(st):
    for _t680 in st.zones[22]:
        return _c1006[_t680]
    return None

# <rulerun alienz.rules: private_flight #235 065aa7a5>
def _loop(st):
    for _t686 in st.zones[22]:
        return _c1008[_t686]
    return None

# <rulerun alienz.rules: board_own #236 5cc4ef0d>
def _loop(st):
    for _t696 in st.zones[20]:
        if (_c1014[_t696] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #237 cdc29eed>
def _loop(st):
    for _t700 in st.zones[22]:
        return _c1018[_t700]
    return None

# <rulerun alienz.rules: board_own #238 ee92b491>
def _loop(st):
    for _t706 in st.zones[22]:
        return _c1022[_t706]
    return None

# <rulerun alienz.rules: board_own #239 c24c70bd>
def _loop(st):
    for _t717 in st.zones[22]:
        return _c1028[_t717]
    return None

# <rulerun alienz.rules: board_own #240 064fb0d0>
def _loop(st):
    for _t723 in st.zones[22]:
        return _c1030[_t723]
    return None

# <rulerun alienz.rules: board_own #241 playout 5ea55996>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    while True:
        _budget1012[0] -= 1
        if _budget1012[0] < 0: _spent1013(st)
        L[3] = None
        if (L[2] < (3 if (_memo1016['group'] if 'group' in _memo1016 else _memo1016.setdefault('group', _a1015(st))) else 2)):
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
                if ((_c1017[_t699] == _l1) or (((_t705 if _t705 is not _NOT_YET else (_t705 := (_memo1021[None] if None in _memo1021 else _memo1021.setdefault(None, ((_t702 if _t702 is not _NOT_YET else (_t702 := _a1019(st))) if (_t704 if _t704 is not _NOT_YET else (_t704 := (_memo1016['asteroid_storm'] if 'asteroid_storm' in _memo1016 else _memo1016.setdefault('asteroid_storm', ('asteroid_storm' in (_t703 if _t703 is not _NOT_YET else (_t703 := list(map(_c1020.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c1017[_t699] == (_t711 if _t711 is not _NOT_YET else (_t711 := (_memo1021[None] if None in _memo1021 else _memo1021.setdefault(None, ((_t708 if _t708 is not _NOT_YET else (_t708 := _a1023(st))) if (_t710 if _t710 is not _NOT_YET else (_t710 := (_memo1016['asteroid_storm'] if 'asteroid_storm' in _memo1016 else _memo1016.setdefault('asteroid_storm', ('asteroid_storm' in (_t709 if _t709 is not _NOT_YET else (_t709 := list(map(_c1020.__getitem__, _st_zones[20]))))))))) else None)))))))): _t698.append(_t699)
            _t712 = _l0
            _t713 = len(_t698)
            if not _t713: _no_option1026(_t712, 'alien to fly')
            if _t713 <= 1 and _st_log is None:
                L[4] = _t698[0] if _t713 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t714 = st.chooser(_t713, _t712)
                else:
                    _t714 = _st_bits(_t713.bit_length())
                    while _t714 >= _t713: _t714 = _st_bits(_t713.bit_length())
                L[4] = _t698[_t714]; st.decisions += 1
            elif _decide1027(st, L, _t698, _t712): raise _PlayoutCut1024()
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
                if ((_c1017[_t716] == _l1) or (((_t722 if _t722 is not _NOT_YET else (_t722 := (_memo1021[None] if None in _memo1021 else _memo1021.setdefault(None, ((_t719 if _t719 is not _NOT_YET else (_t719 := _a1029(st))) if (_t721 if _t721 is not _NOT_YET else (_t721 := (_memo1016['asteroid_storm'] if 'asteroid_storm' in _memo1016 else _memo1016.setdefault('asteroid_storm', ('asteroid_storm' in (_t720 if _t720 is not _NOT_YET else (_t720 := list(map(_c1020.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c1017[_t716] == (_t728 if _t728 is not _NOT_YET else (_t728 := (_memo1021[None] if None in _memo1021 else _memo1021.setdefault(None, ((_t725 if _t725 is not _NOT_YET else (_t725 := _a1031(st))) if (_t727 if _t727 is not _NOT_YET else (_t727 := (_memo1016['asteroid_storm'] if 'asteroid_storm' in _memo1016 else _memo1016.setdefault('asteroid_storm', ('asteroid_storm' in (_t726 if _t726 is not _NOT_YET else (_t726 := list(map(_c1020.__getitem__, _st_zones[20]))))))))) else None)))))))): _t715.append(_t716)
            if _offer1032(st, L, _t715): raise _PlayoutCut1024()
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
            _move_cards1033(st, _t729, _t730, False)
        if _memo1016: _memo1016.clear()
        if _memo1034: _memo1034.clear()
        if _memo1035: _memo1035.clear()
        if _memo1036: _memo1036.clear()
        if _memo1037: _memo1037.clear()
        if _memo1038: _memo1038.clear()
        if _memo1039: _memo1039.clear()
        if _memo1040: _memo1040.clear()
        if _memo1041: _memo1041.clear()
        if _memo1021: _memo1021.clear()
        L[2] = (_t732 if -1000000000000000000 <= (_t732 := L[2] + 1) <= 1000000000000000000 else _beyond1042(_t732))
    if _st_log is not None: _st_log.append(_Text1046(_audience1043(st), [_PlayerRef1044(_l0), ' flies ', _plain1045(L[2]), ' ', _plain1045(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain1045(_l1), ' planet']))

# <rulerun alienz.rules: private_flight #242 962b74e1>
def _loop(st):
    for _t738 in st.zones[22]:
        return _c1049[_t738]
    return None

# <rulerun alienz.rules: private_flight #243 fc254094>
def _loop(st):
    for _t744 in st.zones[22]:
        return _c1051[_t744]
    return None

# <rulerun alienz.rules: private_flight #244 playout 26105f2a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _budget960[0] -= 1
    if _budget960[0] < 0: _spent961(st)
    _t631 = _NOT_YET
    _t632 = _NOT_YET
    _t633 = _NOT_YET
    _t634 = _NOT_YET
    _t650 = _NOT_YET
    _t651 = _NOT_YET
    _t652 = _NOT_YET
    _t627 = []
    for _t628 in _st_zones[(3 + _l0)]:
        if (_memo980[(_l0, _t628,)] if (_l0, _t628,) in _memo980 else _memo980.setdefault((_l0, _t628,), ((_c962[_t628] != (_t634 if _t634 is not _NOT_YET else (_t634 := (_memo967[None] if None in _memo967 else _memo967.setdefault(None, ((_t631 if _t631 is not _NOT_YET else (_t631 := _a964(st))) if (_t633 if _t633 is not _NOT_YET else (_t633 := (_memo966['asteroid_storm'] if 'asteroid_storm' in _memo966 else _memo966.setdefault('asteroid_storm', ('asteroid_storm' in (_t632 if _t632 is not _NOT_YET else (_t632 := list(map(_c965.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a979(st, L, _t628) >= (_t652 if _t652 is not _NOT_YET else (_t652 := (3 if (_t651 if _t651 is not _NOT_YET else (_t651 := (_memo966['group'] if 'group' in _memo966 else _memo966.setdefault('group', ('group' in (_t650 if _t650 is not _NOT_YET else (_t650 := list(map(_c965.__getitem__, _st_zones[20]))))))))) else 2))))))): _t627.append(_t628)
    _t653 = _l0
    _t654 = len(_t627)
    if not _t654: _no_option983(_t653, 'planet for a private flight')
    if _t654 <= 1 and _st_log is None:
        L[1] = _t627[0] if _t654 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t655 = st.chooser(_t654, _t653)
        else:
            _t655 = _st_bits(_t654.bit_length())
            while _t655 >= _t654: _t655 = _st_bits(_t654.bit_length())
        L[1] = _t627[_t655]; st.decisions += 1
    elif _decide984(st, L, _t627, _t653): raise _PlayoutCut981()
    L[2] = _c962[L[1]]
    _t656 = L[1]
    _t657 = (15 + _l0)
    if type(_t656) is int and _st_log is None:
        _t658 = _st_zones[_st_loc[_t656]]
        if _t658[-1] == _t656: _t658.pop()
        else: _t658.remove(_t656)
        _st_zones[_t657].append(_t656); _st_loc[_t656] = _t657
    elif _t656 is not None:
        _move_cards985(st, _t656, _t657, False)
    if _memo966: _memo966.clear()
    if _memo986: _memo986.clear()
    if _memo987: _memo987.clear()
    if _memo988: _memo988.clear()
    if _memo989: _memo989.clear()
    if _memo990: _memo990.clear()
    if _memo991: _memo991.clear()
    if _memo980: _memo980.clear()
    if _memo992: _memo992.clear()
    if _memo967: _memo967.clear()
    if _st_log is not None: _st_log.append(_Text996(_audience993(st), [_PlayerRef994(_l0), ' opens a private flight to the ', _plain995(L[2]), ' planet']))
    if _p1047(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i5l0 = L[2]
    _i5 = [_i5l0, None, None, None, None]
    _t734 = (_k1048 or [])
    _budget960[0] -= len(_t734)
    if _budget960[0] < 0: _spent961(st)
    for _t733 in _t734:
        _i5[3] = _t733
        _t736 = _st_zones[(7 + _t733)]
        _budget960[0] -= len(_t736)
        if _budget960[0] < 0: _spent961(st)
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
            if ((_c999[_t737] == _i5l0) or (((_t743 if _t743 is not _NOT_YET else (_t743 := (_memo967[None] if None in _memo967 else _memo967.setdefault(None, ((_t740 if _t740 is not _NOT_YET else (_t740 := _a1050(st))) if (_t742 if _t742 is not _NOT_YET else (_t742 := (_memo966['asteroid_storm'] if 'asteroid_storm' in _memo966 else _memo966.setdefault('asteroid_storm', ('asteroid_storm' in (_t741 if _t741 is not _NOT_YET else (_t741 := list(map(_c965.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c999[_t737] == (_t749 if _t749 is not _NOT_YET else (_t749 := (_memo967[None] if None in _memo967 else _memo967.setdefault(None, ((_t746 if _t746 is not _NOT_YET else (_t746 := _a1052(st))) if (_t748 if _t748 is not _NOT_YET else (_t748 := (_memo966['asteroid_storm'] if 'asteroid_storm' in _memo966 else _memo966.setdefault('asteroid_storm', ('asteroid_storm' in (_t747 if _t747 is not _NOT_YET else (_t747 := list(map(_c965.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t735.append(_t737)
        _i5[4] = _t735
        if (not not (_i5[4] or ())):
            if _st_log is not None: _st_log.append(_Text996(_audience993(st), [_PlayerRef994(_t733), "'s queued aliens board the flight"]))
            _t750 = _i5[4]
            _t751 = (11 + _t733)
            if type(_t750) is list and _st_log is None:
                for _t752 in _t750:
                    _t753 = _st_zones[_st_loc[_t752]]
                    if _t753[-1] == _t752: _t753.pop()
                    else: _t753.remove(_t752)
                    _st_zones[_t751].append(_t752); _st_loc[_t752] = _t751
            elif _t750 is not None:
                _move_cards985(st, _t750, _t751, False)
            if _memo966: _memo966.clear()
            if _memo986: _memo986.clear()
            if _memo987: _memo987.clear()
            if _memo988: _memo988.clear()
            if _memo989: _memo989.clear()
            if _memo990: _memo990.clear()
            if _memo991: _memo991.clear()
            if _memo980: _memo980.clear()
            if _memo992: _memo992.clear()
            if _memo967: _memo967.clear()
    if _st_log is not None: _st_log.append(_Text996(_audience993(st), ['The flight to the ', _plain995(L[2]), ' planet is closed']))

# <rulerun alienz.rules: turn #245 97fc216c>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT912[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run915(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region916(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_range917(1, L[1]) or []); L[3] = 0
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
            if not _t591: _no_option919(_t590, 'alien to take')
            if _t591 <= 1 and _st_log is None:
                L[5] = _o[0] if _t591 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t592 = st.chooser(_t591, _t590)
                else:
                    _t592 = _st_bits(_t591.bit_length())
                    while _t592 >= _t591: _t592 = _st_bits(_t591.bit_length())
                L[5] = _o[_t592]; st.decisions += 1
                if st.thread_player is not None: _answered920(st, _t592)
            elif _decide921(st, L, _o[:], _t590): return True
            pc = 4
        if pc == 4:
            _r = _run922(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit914(_k, st, _d0): raise _Runaway913()
            continue
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region923(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 6:
            if (_memo926['queueing'] if 'queueing' in _memo926 else _memo926.setdefault('queueing', _a925(st))):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer927(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run928(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined929(_joined929(['no flight'], (['private flight'] if _a951(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d952(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d953(st, [_c954[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d955(st, [L[0], _c954[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo926['group'] if 'group' in _memo926 else _memo926.setdefault('group', _a957(st))) else 2))) else [])) or [])
            fr[1] = 11
            _t624 = L[0]
            _t625 = len(_o)
            if not _t625: _no_option919(_t624, 'flight this turn')
            if _t625 <= 1 and _st_log is None:
                L[7] = _o[0] if _t625 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t626 = st.chooser(_t625, _t624)
                else:
                    _t626 = _st_bits(_t625.bit_length())
                    while _t626 >= _t625: _t626 = _st_bits(_t625.bit_length())
                L[7] = _o[_t626]; st.decisions += 1
                if st.thread_player is not None: _answered920(st, _t626)
            elif _decide959(st, L, _o, _t624): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p1053(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit1054(_k1055)
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
            if len(st.cur) >= 500: raise _RuleLimit1054(_k1056)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run1057(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1054(_k1058)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1059)

# <rulerun alienz.rules: private_flight #246 b4fa6b44>
def _loop(st):
    for _t755 in st.zones[22]:
        return _c1063[_t755]
    return None

# <rulerun alienz.rules: private_flight #247 c01c29cd>
def _loop(st):
    for _t764 in st.zones[22]:
        return _c1072[_t764]
    return None

# <rulerun alienz.rules: private_flight #248 348123e4>
def _loop(st):
    for _t770 in st.zones[22]:
        return _c1077[_t770]
    return None

# <rulerun alienz.rules: private_flight #249 2f6f1559>
def _loop(st, L, _t754):
    _st_zones = st.zones
    _t761 = _st_zones[(3 + L[0])]
    _budget1068[0] -= len(_t761)
    if _budget1068[0] < 0: _spent1069(st)
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
        if ((_t762 != _t754) and ((_c1070[_t762] == _c1071[_t754]) or (((_t769 if _t769 is not _NOT_YET else (_t769 := (_memo1076[None] if None in _memo1076 else _memo1076.setdefault(None, ((_t766 if _t766 is not _NOT_YET else (_t766 := _a1073(st))) if (_t768 if _t768 is not _NOT_YET else (_t768 := (_memo1075['asteroid_storm'] if 'asteroid_storm' in _memo1075 else _memo1075.setdefault('asteroid_storm', ('asteroid_storm' in (_t767 if _t767 is not _NOT_YET else (_t767 := list(map(_c1074.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c1070[_t762] == (_t775 if _t775 is not _NOT_YET else (_t775 := (_memo1076[None] if None in _memo1076 else _memo1076.setdefault(None, ((_t772 if _t772 is not _NOT_YET else (_t772 := _a1078(st))) if (_t774 if _t774 is not _NOT_YET else (_t774 := (_memo1075['asteroid_storm'] if 'asteroid_storm' in _memo1075 else _memo1075.setdefault('asteroid_storm', ('asteroid_storm' in (_t773 if _t773 is not _NOT_YET else (_t773 := list(map(_c1074.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t763 += 1
    return _t763

# <rulerun alienz.rules: private_flight #250 1361d4e7>
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
                if (_memo1080[(L[0], _t754,)] if (L[0], _t754,) in _memo1080 else _memo1080.setdefault((L[0], _t754,), ((_c1062[_t754] != (_t760 if _t760 is not _NOT_YET else (_t760 := (_memo1067[None] if None in _memo1067 else _memo1067.setdefault(None, ((_t757 if _t757 is not _NOT_YET else (_t757 := _a1064(st))) if (_t759 if _t759 is not _NOT_YET else (_t759 := (_memo1066['asteroid_storm'] if 'asteroid_storm' in _memo1066 else _memo1066.setdefault('asteroid_storm', ('asteroid_storm' in (_t758 if _t758 is not _NOT_YET else (_t758 := list(map(_c1065.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a1079(st, L, _t754) >= (_t778 if _t778 is not _NOT_YET else (_t778 := (3 if (_t777 if _t777 is not _NOT_YET else (_t777 := (_memo1066['group'] if 'group' in _memo1066 else _memo1066.setdefault('group', ('group' in (_t776 if _t776 is not _NOT_YET else (_t776 := list(map(_c1065.__getitem__, _st_zones[20]))))))))) else 2))))))): _o.append(_t754)
            fr[1] = 1
            _t779 = L[0]
            _t780 = len(_o)
            if not _t780: _no_option1082(_t779, 'planet for a private flight')
            if _t780 <= 1 and _st_log is None:
                L[1] = _o[0] if _t780 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t781 = st.chooser(_t780, _t779)
                else:
                    _t781 = _st_bits(_t780.bit_length())
                    while _t781 >= _t780: _t781 = _st_bits(_t780.bit_length())
                L[1] = _o[_t781]; st.decisions += 1
                if st.thread_player is not None: _answered1083(st, _t781)
            elif _decide1084(st, L, _o, _t779): return True
            pc = 1
        if pc == 1:
            _r = _run1085(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1086(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1087(_k1088)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run1089(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1090)

# <rulerun alienz.rules: join #251 76f32a9d>
def _loop(st):
    for _t784 in st.zones[22]:
        return _c1105[_t784]
    return None

# <rulerun alienz.rules: join #252 8d95a3bf>
def _loop(st):
    for _t790 in st.zones[22]:
        return _c1110[_t790]
    return None

# <rulerun alienz.rules: join #253 playout d3e41a05>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    while True:
        _budget1102[0] -= 1
        if _budget1102[0] < 0: _spent1103(st)
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
            if ((_c1104[_t783] == L[1]) or (((_t789 if _t789 is not _NOT_YET else (_t789 := (_memo1109[None] if None in _memo1109 else _memo1109.setdefault(None, ((_t786 if _t786 is not _NOT_YET else (_t786 := _a1106(st))) if (_t788 if _t788 is not _NOT_YET else (_t788 := (_memo1108['asteroid_storm'] if 'asteroid_storm' in _memo1108 else _memo1108.setdefault('asteroid_storm', ('asteroid_storm' in (_t787 if _t787 is not _NOT_YET else (_t787 := list(map(_c1107.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c1104[_t783] == (_t795 if _t795 is not _NOT_YET else (_t795 := (_memo1109[None] if None in _memo1109 else _memo1109.setdefault(None, ((_t792 if _t792 is not _NOT_YET else (_t792 := _a1111(st))) if (_t794 if _t794 is not _NOT_YET else (_t794 := (_memo1108['asteroid_storm'] if 'asteroid_storm' in _memo1108 else _memo1108.setdefault('asteroid_storm', ('asteroid_storm' in (_t793 if _t793 is not _NOT_YET else (_t793 := list(map(_c1107.__getitem__, _st_zones[20]))))))))) else None)))))))): _t782.append(_t783)
        if _offer1113(st, L, _t782): raise _PlayoutCut1112()
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
            _move_cards1114(st, _t796, _t797, False)
        if _memo1108: _memo1108.clear()
        if _memo1115: _memo1115.clear()
        if _memo1116: _memo1116.clear()
        if _memo1117: _memo1117.clear()
        if _memo1118: _memo1118.clear()
        if _memo1119: _memo1119.clear()
        if _memo1120: _memo1120.clear()
        if _memo1121: _memo1121.clear()
        if _memo1122: _memo1122.clear()
        if _memo1109: _memo1109.clear()
        L[2] = (_t799 if -1000000000000000000 <= (_t799 := L[2] + 1) <= 1000000000000000000 else _beyond1123(_t799))
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text1127(_audience1124(st), [_PlayerRef1125(_l0), ' joins the flight with ', _plain1126(L[2]), ' ', _plain1126(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text1127(_audience1124(st), [_PlayerRef1125(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #254 aca579df>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1091[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1094(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1095(_k1096)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p1097(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1095(_k1098)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run1099(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region1100(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 4:
            L[3] = (_o1101[L[0]] or []); L[4] = 0
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
                if _p1128(st, [L[5], L[2], None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit1095(_k1129)
                fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit1093(_k, st, _d0): raise _Runaway1092()
            continue
        if pc == 8:
            _r = _run1130(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1095(_k1131)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1132)

# <rulerun alienz.rules: board_own #255 7dab5d6c>
def _loop(st):
    for _t800 in st.zones[20]:
        if (_c1139[_t800] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #256 c8a42aef>
def _loop(st):
    for _t803 in st.zones[22]:
        return _c1143[_t803]
    return None

# <rulerun alienz.rules: board_own #257 b0c57310>
def _loop(st):
    for _t809 in st.zones[22]:
        return _c1147[_t809]
    return None

# <rulerun alienz.rules: board_own #258 74004f0a>
def _loop(st):
    for _t819 in st.zones[22]:
        return _c1154[_t819]
    return None

# <rulerun alienz.rules: board_own #259 7c5a917c>
def _loop(st):
    for _t825 in st.zones[22]:
        return _c1156[_t825]
    return None

# <rulerun alienz.rules: board_own #260 d2e73f5d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1133[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1136(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region1137(st, L)
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
            _r = _run1138(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if (_memo1141['group'] if 'group' in _memo1141 else _memo1141.setdefault('group', _a1140(st))) else 2)):
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
                if ((_c1142[_t802] == L[1]) or (((_t808 if _t808 is not _NOT_YET else (_t808 := (_memo1146[None] if None in _memo1146 else _memo1146.setdefault(None, ((_t805 if _t805 is not _NOT_YET else (_t805 := _a1144(st))) if (_t807 if _t807 is not _NOT_YET else (_t807 := (_memo1141['asteroid_storm'] if 'asteroid_storm' in _memo1141 else _memo1141.setdefault('asteroid_storm', ('asteroid_storm' in (_t806 if _t806 is not _NOT_YET else (_t806 := list(map(_c1145.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c1142[_t802] == (_t814 if _t814 is not _NOT_YET else (_t814 := (_memo1146[None] if None in _memo1146 else _memo1146.setdefault(None, ((_t811 if _t811 is not _NOT_YET else (_t811 := _a1148(st))) if (_t813 if _t813 is not _NOT_YET else (_t813 := (_memo1141['asteroid_storm'] if 'asteroid_storm' in _memo1141 else _memo1141.setdefault('asteroid_storm', ('asteroid_storm' in (_t812 if _t812 is not _NOT_YET else (_t812 := list(map(_c1145.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t802)
            fr[1] = 5
            _t815 = L[0]
            _t816 = len(_o)
            if not _t816: _no_option1150(_t815, 'alien to fly')
            if _t816 <= 1 and _st_log is None:
                L[4] = _o[0] if _t816 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t817 = st.chooser(_t816, _t815)
                else:
                    _t817 = _st_bits(_t816.bit_length())
                    while _t817 >= _t816: _t817 = _st_bits(_t816.bit_length())
                L[4] = _o[_t817]; st.decisions += 1
                if st.thread_player is not None: _answered1151(st, _t817)
            elif _decide1152(st, L, _o, _t815): return True
            pc = 5
        if pc == 5:
            _r = _run1153(st, L)
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
                if ((_c1142[_t818] == L[1]) or (((_t824 if _t824 is not _NOT_YET else (_t824 := (_memo1146[None] if None in _memo1146 else _memo1146.setdefault(None, ((_t821 if _t821 is not _NOT_YET else (_t821 := _a1155(st))) if (_t823 if _t823 is not _NOT_YET else (_t823 := (_memo1141['asteroid_storm'] if 'asteroid_storm' in _memo1141 else _memo1141.setdefault('asteroid_storm', ('asteroid_storm' in (_t822 if _t822 is not _NOT_YET else (_t822 := list(map(_c1145.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c1142[_t818] == (_t830 if _t830 is not _NOT_YET else (_t830 := (_memo1146[None] if None in _memo1146 else _memo1146.setdefault(None, ((_t827 if _t827 is not _NOT_YET else (_t827 := _a1157(st))) if (_t829 if _t829 is not _NOT_YET else (_t829 := (_memo1141['asteroid_storm'] if 'asteroid_storm' in _memo1141 else _memo1141.setdefault('asteroid_storm', ('asteroid_storm' in (_t828 if _t828 is not _NOT_YET else (_t828 := list(map(_c1145.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t818)
            fr[1] = 8
            if _offer1158(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run1159(st, L)
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
            _r = _run1160(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1135(_k, st, _d0): raise _Runaway1134()
            continue
        if pc == 14:
            _r = _run1161(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1162)

# <rulerun alienz.rules: join #261 dbab1ffc>
def _loop(st):
    for _t832 in st.zones[22]:
        return _c1169[_t832]
    return None

# <rulerun alienz.rules: join #262 4cd63248>
def _loop(st):
    for _t838 in st.zones[22]:
        return _c1174[_t838]
    return None

# <rulerun alienz.rules: join #263 b3bd134d>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1163[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1166(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region1167(st, L)
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
                if ((_c1168[_t831] == L[1]) or (((_t837 if _t837 is not _NOT_YET else (_t837 := (_memo1173[None] if None in _memo1173 else _memo1173.setdefault(None, ((_t834 if _t834 is not _NOT_YET else (_t834 := _a1170(st))) if (_t836 if _t836 is not _NOT_YET else (_t836 := (_memo1172['asteroid_storm'] if 'asteroid_storm' in _memo1172 else _memo1172.setdefault('asteroid_storm', ('asteroid_storm' in (_t835 if _t835 is not _NOT_YET else (_t835 := list(map(_c1171.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c1168[_t831] == (_t843 if _t843 is not _NOT_YET else (_t843 := (_memo1173[None] if None in _memo1173 else _memo1173.setdefault(None, ((_t840 if _t840 is not _NOT_YET else (_t840 := _a1175(st))) if (_t842 if _t842 is not _NOT_YET else (_t842 := (_memo1172['asteroid_storm'] if 'asteroid_storm' in _memo1172 else _memo1172.setdefault('asteroid_storm', ('asteroid_storm' in (_t841 if _t841 is not _NOT_YET else (_t841 := list(map(_c1171.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t831)
            fr[1] = 3
            if _offer1176(st, L, _o): return True
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
            _r = _run1177(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1165(_k, st, _d0): raise _Runaway1164()
            continue
        if pc == 8:
            _r = _run1178(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1179)

# <rulerun alienz.rules: rank #264 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

