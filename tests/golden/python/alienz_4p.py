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

# <rulerun alienz.rules: is_event #2 bb6fdea4>
def _native(st, L):
    return (_c25[L[0]] is not None)

# <rulerun alienz.rules: reveal_event #3 71fd7ed2>
def _loop(st):
    _t24 = 0
    for _t23 in st.zones[0]:
        if (_c34[_t23] is not None):
            _t24 += 1
    return _t24

# <rulerun alienz.rules: reveal_event #4 d34c4db0>
def _loop(st):
    _t26 = 0
    for _t25 in st.zones[0]:
        if (_c38[_t25] is not None):
            _t26 += 1
    return _t26

# <rulerun alienz.rules: storm_flip #5 4fea940f>
def _native(st, L, _d=0):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit52(_k53)
    _budget54[0] -= 1
    if _budget54[0] < 0: _spent55(st)
    if _p56[0](st, [], _d + 1) == 3: return 3
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t37 = L[0]
    _t38 = 22
    if type(_t37) is int and _st_log is None:
        _t39 = _st_zones[_st_loc[_t37]]
        if _t39[-1] == _t37: _t39.pop()
        else: _t39.remove(_t37)
        _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
    elif _t37 is not None:
        _move_cards57(st, _t37, _t38, False)
    if _st_log is not None: _st_log.append(_Text61(_audience58(st), ['Asteroid Storm: flights to the ', _plain60(_c59[L[0]]), ' planet are forbidden and ', _plain60(_c59[L[0]]), ' aliens are wild']))
    if _p56[0](st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: take_effect #6 12626e42>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit45(_k46)
    if (_c47[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text49(_audience48(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text49(_audience48(st), ['Clear Sky cancels ', _cards_ref50(st, _st_zones[20][:])]))
        _t27 = 20
        _t28 = 21
        if _st_log is None and _t27 != _t28:
            _t29 = _st_zones[_t27]; _st_zones[_t28] += _t29
            for _t30 in _t29: _st_loc[_t30] = _t28
            _t29.clear()
        else:
            _move_cards51(st, _st_zones[_t27][:], _t28, False)
        _t31 = _l0
        _t32 = 21
        if type(_t31) is int and _st_log is None:
            _t33 = _st_zones[_st_loc[_t31]]
            if _t33[-1] == _t31: _t33.pop()
            else: _t33.remove(_t31)
            _st_zones[_t32].append(_t31); _st_loc[_t31] = _t32
        elif _t31 is not None:
            _move_cards51(st, _t31, _t32, False)
        return 2
    _t34 = _l0
    _t35 = 20
    if type(_t34) is int and _st_log is None:
        _t36 = _st_zones[_st_loc[_t34]]
        if _t36[-1] == _t34: _t36.pop()
        else: _t36.remove(_t34)
        _st_zones[_t35].append(_t34); _st_loc[_t34] = _t35
    elif _t34 is not None:
        _move_cards51(st, _t34, _t35, False)
    if (_c47[_l0] == 'queueing'):
        if _st_log is not None: _st_log.append(_Text49(_audience48(st), ['Queue: once per turn the active player may queue one alien before the flight']))
    elif (_c47[_l0] == 'rush_hour'):
        if _st_log is not None: _st_log.append(_Text49(_audience48(st), ['Rush Hour: every turn takes two aliens and refills two slots']))
    elif (_c47[_l0] == 'group'):
        if _st_log is not None: _st_log.append(_Text49(_audience48(st), ['Group: a flight needs 3 aliens from the flyer']))
    else:
        if _p62(st, [None], _d + 1) == 3: return 3

# <rulerun alienz.rules: resolve_events #7 44686382>
def _native(st, L, _d=0):
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit41(_k42)
    if _st_vars[12]:
        return 2
    _st_vars[12] = True
    while (not not _st_zones[19]):
        _budget43[0] -= 1
        if _budget43[0] < 0: _spent44(st)
        if _p63(st, [(_z[0] if (_z := _st_zones[19]) else None)], _d + 1) == 3: return 3
    _st_vars[12] = False

# <rulerun alienz.rules: reveal_event #8 61cc90c4>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit29(_k30)
    _t20 = _l0
    _t21 = 19
    if type(_t20) is int and _st_log is None:
        _t22 = _st_zones[_st_loc[_t20]]
        if _t22[-1] == _t20: _t22.pop()
        else: _t22.remove(_t20)
        _st_zones[_t21].append(_t20); _st_loc[_t20] = _t21
    elif _t20 is not None:
        _move_cards31(st, _t20, _t21, False)
    if _st_log is not None: _st_log.append(_Text37(_audience32(st), ['Event revealed: ', _card_ref33(st, _l0), ' (', _plain36((5 - _a35(st))), ' of 5)']))
    if (_a39(st) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text37(_audience32(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text37(_audience32(st), ['The 5th event: the round ends']))
        raise _ExitTo40(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text37(_audience32(st), [_card_ref33(st, _l0), ' takes effect after the flight']))
        return 2
    if _p64(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: surface #9 9e85c143>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit23(_k24)
    while ((not not _st_zones[0]) and _d26(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
        _budget27[0] -= 1
        if _budget27[0] < 0: _spent28(st)
        if _p65(st, [(_z[-1] if (_z := _st_zones[0]) else None)], _d + 1) == 3: return 3
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text69(_audience66(st), ['The deck shows the ', _plain68(_c67[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: refill #10 e614fdab>
def _native(st, L, _d=0):
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit71(_k72)
    while ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
        _budget73[0] -= 1
        if _budget73[0] < 0: _spent74(st)
        _t42 = _st_zones[0]
        _t41 = (2 if False else 1)
        if st.log is None and _t42:
            _t40 = _t42.pop(); _st_zones[_t41].append(_t40); st.loc[_t40] = _t41
        elif _t42:
            _move_cards75(st, _t42[-1], _t41, False)
        if _p76(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: round #11 8addf004>
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
    if _p70(st, [], 1) == 3: return 3
    if _p77(st, [], 1) == 3: return 3
    L[0] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: round #12 2cd2af4e>
def _native(st, L):
    L[0] = ((L[0] + 1) % 4)

# <rulerun alienz.rules: round #13 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: round #14 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #15 a8fdf5c3>
def _loop(st):
    for _t44 in st.zones[20]:
        if (_c83[_t44] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #16 53406188>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[10] = (_t43 if -1000000000000000000 <= (_t43 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond78(_t43))
    if _st_log is not None: _st_log.append(_Text82(_audience79(st), ['Turn ', _plain80(_st_vars[10]), ': ', _PlayerRef81(L[0])]))
    L[1] = (2 if _a84(st) else 1)

# <rulerun alienz.rules: turn #17 64bad29a>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t46 = L[5]
    _t47 = (3 + L[0])
    if type(_t46) is int and st.log is None:
        _t48 = _st_zones[_st_loc[_t46]]
        if _t48[-1] == _t46: _t48.pop()
        else: _t48.remove(_t46)
        _st_zones[_t47].append(_t46); _st_loc[_t46] = _t47
    elif _t46 is not None:
        _move_cards85(st, _t46, _t47, False)

# <rulerun alienz.rules: turn #18 bef6d19f>
def _native(st, L):
    _l6 = L[6]
    _st_loc = st.loc
    _st_zones = st.zones
    if (_l6 is not None):
        _t49 = _l6
        _t50 = (7 + L[0])
        if type(_t49) is int and st.log is None:
            _t51 = _st_zones[_st_loc[_t49]]
            if _t51[-1] == _t49: _t51.pop()
            else: _t51.remove(_t49)
            _st_zones[_t50].append(_t49); _st_loc[_t49] = _t50
        elif _t49 is not None:
            _move_cards86(st, _t49, _t50, False)

# <rulerun alienz.rules: turn #19 bea2d702>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text89(_audience87(st), [_PlayerRef88(L[0]), ' does not fly']))

# <rulerun alienz.rules: turn #20 c856fa0c>
def _native(st, L):
    if _p90(st, [], 1) == 3: return 3

# <rulerun alienz.rules: turn #21 3b3aa047>
def _native(st, L):
    return _range91(1, L[1])

# <rulerun alienz.rules: turn #22 5392936a>
def _native(st, L):
    return (2 if False else 1)

# <rulerun alienz.rules: turn #23 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #24 a397f989>
def _loop(st):
    for _t52 in st.zones[20]:
        if (_c92[_t52] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #25 a12a9091>
def _native(st, L):
    return _a93(st)

# <rulerun alienz.rules: turn #26 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: turn #27 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #28 038cab6a>
def _loop(st):
    for _t57 in st.zones[22]:
        return _c98[_t57]
    return None

# <rulerun alienz.rules: turn #29 035010b8>
def _loop(st):
    for _t66 in st.zones[22]:
        return _c105[_t66]
    return None

# <rulerun alienz.rules: turn #30 71f148f4>
def _loop(st):
    for _t72 in st.zones[22]:
        return _c108[_t72]
    return None

# <rulerun alienz.rules: turn #31 10132a3f>
def _loop(st, L, _t55):
    _st_zones = st.zones
    _t63 = _st_zones[(3 + L[0])]
    _budget101[0] -= len(_t63)
    if _budget101[0] < 0: _spent102(st)
    _t68 = _NOT_YET
    _t69 = _NOT_YET
    _t70 = _NOT_YET
    _t71 = _NOT_YET
    _t74 = _NOT_YET
    _t75 = _NOT_YET
    _t76 = _NOT_YET
    _t77 = _NOT_YET
    _t65 = 0
    for _t64 in _t63:
        if ((_t64 != _t55) and ((_c103[_t64] == _c104[_t55]) or (((_t71 if _t71 is not _NOT_YET else (_t71 := ((_t68 if _t68 is not _NOT_YET else (_t68 := _a106(st))) if (_t70 if _t70 is not _NOT_YET else (_t70 := ('asteroid_storm' in (_t69 if _t69 is not _NOT_YET else (_t69 := list(map(_c107.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c103[_t64] == (_t77 if _t77 is not _NOT_YET else (_t77 := ((_t74 if _t74 is not _NOT_YET else (_t74 := _a109(st))) if (_t76 if _t76 is not _NOT_YET else (_t76 := ('asteroid_storm' in (_t75 if _t75 is not _NOT_YET else (_t75 := list(map(_c107.__getitem__, _st_zones[20]))))))) else None))))))):
            _t65 += 1
    return _t65

# <rulerun alienz.rules: turn #32 d7d53f10>
def _loop(st, L):
    _st_zones = st.zones
    _t54 = _st_zones[(3 + L[0])]
    _budget95[0] -= len(_t54)
    if _budget95[0] < 0: _spent96(st)
    _t59 = _NOT_YET
    _t60 = _NOT_YET
    _t61 = _NOT_YET
    _t62 = _NOT_YET
    _t78 = _NOT_YET
    _t79 = _NOT_YET
    _t80 = _NOT_YET
    for _t55 in _t54:
        if ((_c97[_t55] != (_t62 if _t62 is not _NOT_YET else (_t62 := ((_t59 if _t59 is not _NOT_YET else (_t59 := _a99(st))) if (_t61 if _t61 is not _NOT_YET else (_t61 := ('asteroid_storm' in (_t60 if _t60 is not _NOT_YET else (_t60 := list(map(_c100.__getitem__, _st_zones[20]))))))) else None)))) and (_a110(st, L, _t55) >= (_t80 if _t80 is not _NOT_YET else (_t80 := (3 if (_t79 if _t79 is not _NOT_YET else (_t79 := ('group' in (_t78 if _t78 is not _NOT_YET else (_t78 := list(map(_c100.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #33 1ecafaa1>
def _loop(st):
    for _t81 in st.zones[22]:
        return _c113[_t81]
    return None

# <rulerun alienz.rules: turn #34 16fb8294>
def _loop(st):
    for _t83 in st.zones[20]:
        if (_c115[_t83] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #35 47e63e12>
def _native(st, L):
    return (L[0] != (_a114(st) if _a116(st) else None))

# <rulerun alienz.rules: turn #36 05e5e249>
def _loop(st):
    for _t88 in st.zones[22]:
        return _c122[_t88]
    return None

# <rulerun alienz.rules: turn #37 de4a8d39>
def _loop(st):
    for _t94 in st.zones[22]:
        return _c125[_t94]
    return None

# <rulerun alienz.rules: matching #38 d52edcab>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _budget119[0] -= 1
    if _budget119[0] < 0: _spent120(st)
    _t86 = _st_zones[(3 + L[0])]
    _budget119[0] -= len(_t86)
    if _budget119[0] < 0: _spent120(st)
    _t90 = _NOT_YET
    _t91 = _NOT_YET
    _t92 = _NOT_YET
    _t93 = _NOT_YET
    _t96 = _NOT_YET
    _t97 = _NOT_YET
    _t98 = _NOT_YET
    _t99 = _NOT_YET
    _t85 = 0
    for _t87 in _t86:
        if ((_c121[_t87] == _l1) or (((_t93 if _t93 is not _NOT_YET else (_t93 := ((_t90 if _t90 is not _NOT_YET else (_t90 := _a123(st))) if (_t92 if _t92 is not _NOT_YET else (_t92 := ('asteroid_storm' in (_t91 if _t91 is not _NOT_YET else (_t91 := list(map(_c124.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c121[_t87] == (_t99 if _t99 is not _NOT_YET else (_t99 := ((_t96 if _t96 is not _NOT_YET else (_t96 := _a126(st))) if (_t98 if _t98 is not _NOT_YET else (_t98 := ('asteroid_storm' in (_t97 if _t97 is not _NOT_YET else (_t97 := list(map(_c124.__getitem__, _st_zones[20]))))))) else None)))))):
            _t85 += 1
    return _t85

# <rulerun alienz.rules: turn #39 b32a1148>
def _loop(st):
    for _t100 in st.zones[20]:
        if (_c128[_t100] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #40 9cae48ce>
def _native(st, L):
    _st_zones = st.zones
    return _joined94(_joined94(['no flight'], (['private flight'] if _a111(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d112(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d117(st, [_c118[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d127(st, [L[0], _c118[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a129(st) else 2))) else []))

# <rulerun alienz.rules: turn #41 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #42 6b05f4cc>
def _native(st, L):
    return (L[7] == 'private flight')

# <rulerun alienz.rules: turn #43 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #44 f5e8c659>
def _native(st, L):
    return (L[7] == 'commercial flight')

# <rulerun alienz.rules: turn #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #46 0ca6f6c7>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = _c130[_l1]
    _t102 = _l1
    _t103 = (15 + _l0)
    if type(_t102) is int and _st_log is None:
        _t104 = _st_zones[_st_loc[_t102]]
        if _t104[-1] == _t102: _t104.pop()
        else: _t104.remove(_t102)
        _st_zones[_t103].append(_t102); _st_loc[_t102] = _t103
    elif _t102 is not None:
        _move_cards131(st, _t102, _t103, False)
    if _st_log is not None: _st_log.append(_Text135(_audience132(st), [_PlayerRef133(_l0), ' opens a private flight to the ', _plain134(L[2]), ' planet']))

# <rulerun alienz.rules: private_flight #47 d2e5acd4>
def _loop(st):
    for _t110 in st.zones[22]:
        return _c140[_t110]
    return None

# <rulerun alienz.rules: private_flight #48 6cd67a82>
def _loop(st):
    for _t116 in st.zones[22]:
        return _c143[_t116]
    return None

# <rulerun alienz.rules: private_flight #49 7c68b8d8>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i0l0 = _l2
    _i0 = [_i0l0, None, None, None, None]
    _t106 = (_k136 or [])
    _budget137[0] -= len(_t106)
    if _budget137[0] < 0: _spent138(st)
    for _t105 in _t106:
        _i0[3] = _t105
        _t108 = _st_zones[(7 + _t105)]
        _budget137[0] -= len(_t108)
        if _budget137[0] < 0: _spent138(st)
        _t112 = _NOT_YET
        _t113 = _NOT_YET
        _t114 = _NOT_YET
        _t115 = _NOT_YET
        _t118 = _NOT_YET
        _t119 = _NOT_YET
        _t120 = _NOT_YET
        _t121 = _NOT_YET
        _t107 = []
        for _t109 in _t108:
            if ((_c139[_t109] == _i0l0) or (((_t115 if _t115 is not _NOT_YET else (_t115 := ((_t112 if _t112 is not _NOT_YET else (_t112 := _a141(st))) if (_t114 if _t114 is not _NOT_YET else (_t114 := ('asteroid_storm' in (_t113 if _t113 is not _NOT_YET else (_t113 := list(map(_c142.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c139[_t109] == (_t121 if _t121 is not _NOT_YET else (_t121 := ((_t118 if _t118 is not _NOT_YET else (_t118 := _a144(st))) if (_t120 if _t120 is not _NOT_YET else (_t120 := ('asteroid_storm' in (_t119 if _t119 is not _NOT_YET else (_t119 := list(map(_c142.__getitem__, _st_zones[20]))))))) else None)))))):
                _t107.append(_t109)
        _i0[4] = _t107
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text147(_audience145(st), [_PlayerRef146(_t105), "'s queued aliens board the flight"]))
            _t122 = _i0[4]
            _t123 = (11 + _t105)
            if type(_t122) is list and _st_log is None:
                for _t124 in _t122:
                    _t125 = _st_zones[_st_loc[_t124]]
                    if _t125[-1] == _t124: _t125.pop()
                    else: _t125.remove(_t124)
                    _st_zones[_t123].append(_t124); _st_loc[_t124] = _t123
            elif _t122 is not None:
                _move_cards148(st, _t122, _t123, False)
    if _st_log is not None: _st_log.append(_Text147(_audience145(st), ['The flight to the ', _plain149(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #50 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #51 afcf3d0f>
def _loop(st):
    for _t126 in st.zones[22]:
        return _c151[_t126]
    return None

# <rulerun alienz.rules: private_flight #52 a673b489>
def _loop(st):
    for _t128 in st.zones[20]:
        if (_c153[_t128] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #53 73162306>
def _loop(st):
    for _t133 in st.zones[22]:
        return _c159[_t133]
    return None

# <rulerun alienz.rules: private_flight #54 a5aff337>
def _loop(st):
    for _t139 in st.zones[22]:
        return _c162[_t139]
    return None

# <rulerun alienz.rules: private_flight #55 c0ccb9e7>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t130 = _st_zones[(3 + L[0])]
    _budget155[0] -= len(_t130)
    if _budget155[0] < 0: _spent156(st)
    _t135 = _NOT_YET
    _t136 = _NOT_YET
    _t137 = _NOT_YET
    _t138 = _NOT_YET
    _t141 = _NOT_YET
    _t142 = _NOT_YET
    _t143 = _NOT_YET
    _t144 = _NOT_YET
    _t132 = 0
    for _t131 in _t130:
        if ((_t131 != _l1) and ((_c157[_t131] == _c158[_l1]) or (((_t138 if _t138 is not _NOT_YET else (_t138 := ((_t135 if _t135 is not _NOT_YET else (_t135 := _a160(st))) if (_t137 if _t137 is not _NOT_YET else (_t137 := ('asteroid_storm' in (_t136 if _t136 is not _NOT_YET else (_t136 := list(map(_c161.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c157[_t131] == (_t144 if _t144 is not _NOT_YET else (_t144 := ((_t141 if _t141 is not _NOT_YET else (_t141 := _a163(st))) if (_t143 if _t143 is not _NOT_YET else (_t143 := ('asteroid_storm' in (_t142 if _t142 is not _NOT_YET else (_t142 := list(map(_c161.__getitem__, _st_zones[20]))))))) else None))))))):
            _t132 += 1
    return _t132

# <rulerun alienz.rules: private_flight #56 50e40082>
def _loop(st):
    for _t145 in st.zones[20]:
        if (_c165[_t145] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #57 53a8adb2>
def _native(st, L):
    return ((_c150[L[1]] != (_a152(st) if _a154(st) else None)) and (_a164(st, L) >= (3 if _a166(st) else 2)))

# <rulerun alienz.rules: private_flight #58 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #59 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #60 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #61 2018c118>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c167[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text171(_audience168(st), [_PlayerRef169(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain170(L[2]), ' planet']))
    _t147 = L[1]
    _t148 = (15 + _l0)
    if type(_t147) is int and _st_log is None:
        _t149 = _st_zones[_st_loc[_t147]]
        if _t149[-1] == _t147: _t149.pop()
        else: _t149.remove(_t147)
        _st_zones[_t148].append(_t147); _st_loc[_t147] = _t148
    elif _t147 is not None:
        _move_cards172(st, _t147, _t148, False)
    if _p173(st, [], 1) == 3: return 3

# <rulerun alienz.rules: commercial_flight #62 a4ef3edb>
def _loop(st):
    for _t155 in st.zones[22]:
        return _c178[_t155]
    return None

# <rulerun alienz.rules: commercial_flight #63 731a319c>
def _loop(st):
    for _t161 in st.zones[22]:
        return _c181[_t161]
    return None

# <rulerun alienz.rules: commercial_flight #64 c92d36d7>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None]
    _t151 = (_k174 or [])
    _budget175[0] -= len(_t151)
    if _budget175[0] < 0: _spent176(st)
    for _t150 in _t151:
        _i1[3] = _t150
        _t153 = _st_zones[(7 + _t150)]
        _budget175[0] -= len(_t153)
        if _budget175[0] < 0: _spent176(st)
        _t157 = _NOT_YET
        _t158 = _NOT_YET
        _t159 = _NOT_YET
        _t160 = _NOT_YET
        _t163 = _NOT_YET
        _t164 = _NOT_YET
        _t165 = _NOT_YET
        _t166 = _NOT_YET
        _t152 = []
        for _t154 in _t153:
            if ((_c177[_t154] == _i1l0) or (((_t160 if _t160 is not _NOT_YET else (_t160 := ((_t157 if _t157 is not _NOT_YET else (_t157 := _a179(st))) if (_t159 if _t159 is not _NOT_YET else (_t159 := ('asteroid_storm' in (_t158 if _t158 is not _NOT_YET else (_t158 := list(map(_c180.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c177[_t154] == (_t166 if _t166 is not _NOT_YET else (_t166 := ((_t163 if _t163 is not _NOT_YET else (_t163 := _a182(st))) if (_t165 if _t165 is not _NOT_YET else (_t165 := ('asteroid_storm' in (_t164 if _t164 is not _NOT_YET else (_t164 := list(map(_c180.__getitem__, _st_zones[20]))))))) else None)))))):
                _t152.append(_t154)
        _i1[4] = _t152
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text185(_audience183(st), [_PlayerRef184(_t150), "'s queued aliens board the flight"]))
            _t167 = _i1[4]
            _t168 = (11 + _t150)
            if type(_t167) is list and _st_log is None:
                for _t169 in _t167:
                    _t170 = _st_zones[_st_loc[_t169]]
                    if _t170[-1] == _t169: _t170.pop()
                    else: _t170.remove(_t169)
                    _st_zones[_t168].append(_t169); _st_loc[_t169] = _t168
            elif _t167 is not None:
                _move_cards186(st, _t167, _t168, False)

# <rulerun alienz.rules: commercial_flight #65 ac444ef5>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text189(_audience187(st), ['The flight to the ', _plain188(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text189(_audience187(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo190(1)
    if _p191(st, [], 1) == 3: return 3

# <rulerun alienz.rules: commercial_flight #66 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #67 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #68 a4e4cadf>
def _native(st, L):
    return _o192[L[0]]

# <rulerun alienz.rules: commercial_flight #69 b3f5971e>
def _native(st, L):
    return (L[5] != L[0])

# <rulerun alienz.rules: commercial_flight #70 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun alienz.rules: commercial_flight #71 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: board_own #72 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: board_own #73 3c97e090>
def _native(st, L):
    L[3] = None

# <rulerun alienz.rules: board_own #74 72ee40f7>
def _native(st, L):
    L[3] = L[4]

# <rulerun alienz.rules: board_own #75 0bb88ff2>
def _native(st, L):
    L[3] = L[5]

# <rulerun alienz.rules: board_own #76 39a3bbce>
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
        _move_cards193(st, _t171, _t172, False)
    L[2] = (_t174 if -1000000000000000000 <= (_t174 := L[2] + 1) <= 1000000000000000000 else _beyond194(_t174))

# <rulerun alienz.rules: board_own #77 2c866676>
def _loop(st):
    for _t175 in st.zones[20]:
        if (_c197[_t175] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #78 8f0d6afd>
def _loop(st):
    for _t179 in st.zones[22]:
        return _c200[_t179]
    return None

# <rulerun alienz.rules: board_own #79 a4e24c4b>
def _loop(st):
    for _t185 in st.zones[22]:
        return _c203[_t185]
    return None

# <rulerun alienz.rules: board_own #80 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #81 c509a05c>
def _loop(st):
    for _t196 in st.zones[22]:
        return _c209[_t196]
    return None

# <rulerun alienz.rules: board_own #82 d92e97ff>
def _loop(st):
    for _t202 in st.zones[22]:
        return _c211[_t202]
    return None

# <rulerun alienz.rules: board_own #83 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #84 549cc432>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while True:
        _budget195[0] -= 1
        if _budget195[0] < 0: _spent196(st)
        L[3] = None
        if (L[2] < (3 if _a198(st) else 2)):
            _t181 = _NOT_YET
            _t182 = _NOT_YET
            _t183 = _NOT_YET
            _t184 = _NOT_YET
            _t187 = _NOT_YET
            _t188 = _NOT_YET
            _t189 = _NOT_YET
            _t190 = _NOT_YET
            _t177 = []
            for _t178 in _st_zones[(3 + _l0)]:
                if ((_c199[_t178] == _l1) or (((_t184 if _t184 is not _NOT_YET else (_t184 := ((_t181 if _t181 is not _NOT_YET else (_t181 := _a201(st))) if (_t183 if _t183 is not _NOT_YET else (_t183 := ('asteroid_storm' in (_t182 if _t182 is not _NOT_YET else (_t182 := list(map(_c202.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c199[_t178] == (_t190 if _t190 is not _NOT_YET else (_t190 := ((_t187 if _t187 is not _NOT_YET else (_t187 := _a204(st))) if (_t189 if _t189 is not _NOT_YET else (_t189 := ('asteroid_storm' in (_t188 if _t188 is not _NOT_YET else (_t188 := list(map(_c202.__getitem__, _st_zones[20]))))))) else None)))))): _t177.append(_t178)
            _t191 = _l0
            _t192 = len(_t177)
            if not _t192: _no_option207(_t191, 'alien to fly')
            if _t192 <= 1 and _st_log is None:
                L[4] = _t177[0] if _t192 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t193 = st.chooser(_t192, _t191)
                else:
                    _t193 = _st_bits(_t192.bit_length())
                    while _t193 >= _t192: _t193 = _st_bits(_t192.bit_length())
                L[4] = _t177[_t193]; st.decisions += 1
            elif _decide208(st, L, _t177, _t191): raise _PlayoutCut205()
            L[3] = L[4]
        else:
            _t198 = _NOT_YET
            _t199 = _NOT_YET
            _t200 = _NOT_YET
            _t201 = _NOT_YET
            _t204 = _NOT_YET
            _t205 = _NOT_YET
            _t206 = _NOT_YET
            _t207 = _NOT_YET
            _t194 = []
            for _t195 in _st_zones[(3 + _l0)]:
                if ((_c199[_t195] == _l1) or (((_t201 if _t201 is not _NOT_YET else (_t201 := ((_t198 if _t198 is not _NOT_YET else (_t198 := _a210(st))) if (_t200 if _t200 is not _NOT_YET else (_t200 := ('asteroid_storm' in (_t199 if _t199 is not _NOT_YET else (_t199 := list(map(_c202.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c199[_t195] == (_t207 if _t207 is not _NOT_YET else (_t207 := ((_t204 if _t204 is not _NOT_YET else (_t204 := _a212(st))) if (_t206 if _t206 is not _NOT_YET else (_t206 := ('asteroid_storm' in (_t205 if _t205 is not _NOT_YET else (_t205 := list(map(_c202.__getitem__, _st_zones[20]))))))) else None)))))): _t194.append(_t195)
            if _offer213(st, L, _t194): raise _PlayoutCut205()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t208 = L[3]
        _t209 = (11 + _l0)
        if type(_t208) is int and _st_log is None:
            _t210 = _st_zones[_st_loc[_t208]]
            if _t210[-1] == _t208: _t210.pop()
            else: _t210.remove(_t208)
            _st_zones[_t209].append(_t208); _st_loc[_t208] = _t209
        elif _t208 is not None:
            _move_cards214(st, _t208, _t209, False)
        L[2] = (_t211 if -1000000000000000000 <= (_t211 := L[2] + 1) <= 1000000000000000000 else _beyond215(_t211))

# <rulerun alienz.rules: board_own #85 e37b3510>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text219(_audience216(st), [_PlayerRef217(L[0]), ' flies ', _plain218(_l2), ' ', _plain218(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain218(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #86 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #87 7f460c13>
def _loop(st):
    for _t212 in st.zones[20]:
        if (_c220[_t212] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #88 50835bf9>
def _native(st, L):
    return (L[2] < (3 if _a221(st) else 2))

# <rulerun alienz.rules: board_own #89 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #90 136d8296>
def _loop(st):
    for _t214 in st.zones[22]:
        return _c223[_t214]
    return None

# <rulerun alienz.rules: board_own #91 7e720757>
def _loop(st):
    for _t216 in st.zones[20]:
        if (_c225[_t216] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #92 c0adaaf0>
def _loop(st):
    for _t218 in st.zones[22]:
        return _c227[_t218]
    return None

# <rulerun alienz.rules: board_own #93 706d2efc>
def _loop(st):
    for _t220 in st.zones[20]:
        if (_c229[_t220] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #94 a9b227af>
def _native(st, L):
    _l4 = L[4]
    return ((_c222[_l4] == L[1]) or (((_a224(st) if _a226(st) else None) is not None) and (_c222[_l4] == (_a228(st) if _a230(st) else None))))

# <rulerun alienz.rules: board_own #95 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #96 d81929c7>
def _loop(st):
    for _t222 in st.zones[22]:
        return _c232[_t222]
    return None

# <rulerun alienz.rules: board_own #97 dde65876>
def _loop(st):
    for _t224 in st.zones[20]:
        if (_c234[_t224] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #98 e37d1464>
def _loop(st):
    for _t226 in st.zones[22]:
        return _c236[_t226]
    return None

# <rulerun alienz.rules: board_own #99 d7764917>
def _loop(st):
    for _t228 in st.zones[20]:
        if (_c238[_t228] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #100 b37c98e1>
def _native(st, L):
    _l5 = L[5]
    return ((_c231[_l5] == L[1]) or (((_a233(st) if _a235(st) else None) is not None) and (_c231[_l5] == (_a237(st) if _a239(st) else None))))

# <rulerun alienz.rules: board_own #101 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #102 b600d341>
def _loop(st):
    for _t235 in st.zones[22]:
        return _c244[_t235]
    return None

# <rulerun alienz.rules: board_queue #103 00f20728>
def _loop(st):
    for _t241 in st.zones[22]:
        return _c247[_t241]
    return None

# <rulerun alienz.rules: board_queue #104 4d8714c6>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t231 = (_k240 or [])
    _budget241[0] -= len(_t231)
    if _budget241[0] < 0: _spent242(st)
    for _t230 in _t231:
        L[3] = _t230
        _t233 = _st_zones[(7 + _t230)]
        _budget241[0] -= len(_t233)
        if _budget241[0] < 0: _spent242(st)
        _t237 = _NOT_YET
        _t238 = _NOT_YET
        _t239 = _NOT_YET
        _t240 = _NOT_YET
        _t243 = _NOT_YET
        _t244 = _NOT_YET
        _t245 = _NOT_YET
        _t246 = _NOT_YET
        _t232 = []
        for _t234 in _t233:
            if ((_c243[_t234] == _l0) or (((_t240 if _t240 is not _NOT_YET else (_t240 := ((_t237 if _t237 is not _NOT_YET else (_t237 := _a245(st))) if (_t239 if _t239 is not _NOT_YET else (_t239 := ('asteroid_storm' in (_t238 if _t238 is not _NOT_YET else (_t238 := list(map(_c246.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c243[_t234] == (_t246 if _t246 is not _NOT_YET else (_t246 := ((_t243 if _t243 is not _NOT_YET else (_t243 := _a248(st))) if (_t245 if _t245 is not _NOT_YET else (_t245 := ('asteroid_storm' in (_t244 if _t244 is not _NOT_YET else (_t244 := list(map(_c246.__getitem__, _st_zones[20]))))))) else None)))))):
                _t232.append(_t234)
        L[4] = _t232
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text251(_audience249(st), [_PlayerRef250(_t230), "'s queued aliens board the flight"]))
            _t247 = L[4]
            _t248 = (11 + _t230)
            if type(_t247) is list and _st_log is None:
                for _t249 in _t247:
                    _t250 = _st_zones[_st_loc[_t249]]
                    if _t250[-1] == _t249: _t250.pop()
                    else: _t250.remove(_t249)
                    _st_zones[_t248].append(_t249); _st_loc[_t249] = _t248
            elif _t247 is not None:
                _move_cards252(st, _t247, _t248, False)

# <rulerun alienz.rules: join #105 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #106 17bbfff3>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t251 = L[3]
    _t252 = (11 + L[0])
    if type(_t251) is int and st.log is None:
        _t253 = _st_zones[_st_loc[_t251]]
        if _t253[-1] == _t251: _t253.pop()
        else: _t253.remove(_t251)
        _st_zones[_t252].append(_t251); _st_loc[_t251] = _t252
    elif _t251 is not None:
        _move_cards253(st, _t251, _t252, False)
    L[2] = (_t254 if -1000000000000000000 <= (_t254 := L[2] + 1) <= 1000000000000000000 else _beyond254(_t254))

# <rulerun alienz.rules: join #107 df1c8d4b>
def _loop(st):
    for _t257 in st.zones[22]:
        return _c258[_t257]
    return None

# <rulerun alienz.rules: join #108 b65c51c7>
def _loop(st):
    for _t263 in st.zones[22]:
        return _c261[_t263]
    return None

# <rulerun alienz.rules: join #109 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: join #110 eddf3325>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    while True:
        _budget255[0] -= 1
        if _budget255[0] < 0: _spent256(st)
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
            if ((_c257[_t256] == L[1]) or (((_t262 if _t262 is not _NOT_YET else (_t262 := ((_t259 if _t259 is not _NOT_YET else (_t259 := _a259(st))) if (_t261 if _t261 is not _NOT_YET else (_t261 := ('asteroid_storm' in (_t260 if _t260 is not _NOT_YET else (_t260 := list(map(_c260.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c257[_t256] == (_t268 if _t268 is not _NOT_YET else (_t268 := ((_t265 if _t265 is not _NOT_YET else (_t265 := _a262(st))) if (_t267 if _t267 is not _NOT_YET else (_t267 := ('asteroid_storm' in (_t266 if _t266 is not _NOT_YET else (_t266 := list(map(_c260.__getitem__, _st_zones[20]))))))) else None)))))): _t255.append(_t256)
        if _offer264(st, L, _t255): raise _PlayoutCut263()
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
            _move_cards265(st, _t269, _t270, False)
        L[2] = (_t272 if -1000000000000000000 <= (_t272 := L[2] + 1) <= 1000000000000000000 else _beyond266(_t272))

# <rulerun alienz.rules: join #111 e5e99b00>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text270(_audience267(st), [_PlayerRef268(_l0), ' joins the flight with ', _plain269(_l2), ' ', _plain269(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text270(_audience267(st), [_PlayerRef268(_l0), ' does not join']))

# <rulerun alienz.rules: join #112 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #113 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #114 5113bde5>
def _loop(st):
    for _t273 in st.zones[22]:
        return _c272[_t273]
    return None

# <rulerun alienz.rules: join #115 c910146a>
def _loop(st):
    for _t275 in st.zones[20]:
        if (_c274[_t275] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 10bf600a>
def _loop(st):
    for _t277 in st.zones[22]:
        return _c276[_t277]
    return None

# <rulerun alienz.rules: join #117 d20b83e4>
def _loop(st):
    for _t279 in st.zones[20]:
        if (_c278[_t279] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #118 a6cea809>
def _native(st, L):
    _l3 = L[3]
    return ((_c271[_l3] == L[1]) or (((_a273(st) if _a275(st) else None) is not None) and (_c271[_l3] == (_a277(st) if _a279(st) else None))))

# <rulerun alienz.rules: join #119 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: scoring #120 21513748>
def _loop(st, _t281):
    _st_zones = st.zones
    _t283 = (_k284 or ())
    _budget285[0] -= len(_t283)
    if _budget285[0] < 0: _spent286(st)
    _t286 = _NOT_YET
    _t287 = _NOT_YET
    _t285 = 0
    for _t284 in _t283:
        if (((_t286 if _t286 is not _NOT_YET else (_t286 := list(map(_c287.__getitem__, _st_zones[(11 + _t281)])))).count(_t284) + (_t287 if _t287 is not _NOT_YET else (_t287 := list(map(_c288.__getitem__, _st_zones[(15 + _t281)])))).count(_t284)) > 0):
            _t285 += 1
    return _t285

# <rulerun alienz.rules: scoring #121 2b0bb238>
def _loop(st, _t289, _t296):
    _t299 = 0
    for _t298 in st.zones[(11 + _t296)]:
        if (_c298[_t298] == _t289):
            _t299 += 1
    return _t299

# <rulerun alienz.rules: scoring #122 f50d6b3c>
def _loop(st, _t289, _t296):
    _t301 = 0
    for _t300 in st.zones[(15 + _t296)]:
        if (_c300[_t300] == _t289):
            _t301 += 1
    return _t301

# <rulerun alienz.rules: scoring #123 22610f2d>
def _loop(st, _t289):
    _t295 = (_k295 or ())
    _budget296[0] -= len(_t295)
    if _budget296[0] < 0: _spent297(st)
    _t297 = None
    for _t296 in _t295:
        _t302 = (_a299(st, _t289, _t296) + _a301(st, _t289, _t296))
        if _t297 is None or _t302 > _t297:
            _t297 = _t302
    return _t297

# <rulerun alienz.rules: scoring #124 eac4f819>
def _loop(st, _t281):
    _st_zones = st.zones
    _t288 = (_k290 or ())
    _budget291[0] -= len(_t288)
    if _budget291[0] < 0: _spent292(st)
    _t291 = _NOT_YET
    _t292 = _NOT_YET
    _t293 = _NOT_YET
    _t294 = _NOT_YET
    _t303 = _NOT_YET
    _t304 = _NOT_YET
    _t290 = 0
    for _t289 in _t288:
        if ((((_t291 if _t291 is not _NOT_YET else (_t291 := list(map(_c293.__getitem__, _st_zones[(11 + _t281)])))).count(_t289) + (_t292 if _t292 is not _NOT_YET else (_t292 := list(map(_c294.__getitem__, _st_zones[(15 + _t281)])))).count(_t289)) > 0) and (((_t293 if _t293 is not _NOT_YET else (_t293 := list(map(_c293.__getitem__, _st_zones[(11 + _t281)])))).count(_t289) + (_t294 if _t294 is not _NOT_YET else (_t294 := list(map(_c294.__getitem__, _st_zones[(15 + _t281)])))).count(_t289)) == _a302(st, _t289))):
            _t290 += ((_t303 if _t303 is not _NOT_YET else (_t303 := list(map(_c293.__getitem__, _st_zones[(11 + _t281)])))).count(_t289) + (_t304 if _t304 is not _NOT_YET else (_t304 := list(map(_c294.__getitem__, _st_zones[(15 + _t281)])))).count(_t289))
    return _t290

# <rulerun alienz.rules: scoring #125 f98f5408>
def _loop(st, _t306, _t311):
    _t314 = 0
    for _t313 in st.zones[(11 + _t311)]:
        if (_c312[_t313] == _t306):
            _t314 += 1
    return _t314

# <rulerun alienz.rules: scoring #126 a1d06626>
def _loop(st, _t306, _t311):
    _t316 = 0
    for _t315 in st.zones[(15 + _t311)]:
        if (_c314[_t315] == _t306):
            _t316 += 1
    return _t316

# <rulerun alienz.rules: scoring #127 7d4eabc9>
def _loop(st, _t281, _t306):
    _t310 = (_k309 or ())
    _budget310[0] -= len(_t310)
    if _budget310[0] < 0: _spent311(st)
    for _t311 in _t310:
        if not (((_t311 == _t281) or ((_a313(st, _t306, _t311) + _a315(st, _t306, _t311)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #128 76e39e15>
def _loop(st, _t281):
    _st_zones = st.zones
    _t305 = (_k304 or ())
    _budget305[0] -= len(_t305)
    if _budget305[0] < 0: _spent306(st)
    _t308 = _NOT_YET
    _t309 = _NOT_YET
    _t307 = 0
    for _t306 in _t305:
        if ((((_t308 if _t308 is not _NOT_YET else (_t308 := list(map(_c307.__getitem__, _st_zones[(11 + _t281)])))).count(_t306) + (_t309 if _t309 is not _NOT_YET else (_t309 := list(map(_c308.__getitem__, _st_zones[(15 + _t281)])))).count(_t306)) > 0) and _a316(st, _t281, _t306)):
            _t307 += 1
    return _t307

# <rulerun alienz.rules: scoring #129 1d6194b0>
def _loop(st, _t317, _t320):
    _t323 = 0
    for _t322 in st.zones[(11 + _t317)]:
        if (_c321[_t322] == _t320):
            _t323 += 1
    return _t323

# <rulerun alienz.rules: scoring #130 d68845ca>
def _loop(st, _t317, _t320):
    _t325 = 0
    for _t324 in st.zones[(15 + _t317)]:
        if (_c323[_t324] == _t320):
            _t325 += 1
    return _t325

# <rulerun alienz.rules: scoring #131 bc1ea87d>
def _loop(st, _t317, _t320):
    _t327 = 0
    for _t326 in st.zones[(11 + _t317)]:
        if (_c327[_t326] == _t320):
            _t327 += 1
    return _t327

# <rulerun alienz.rules: scoring #132 87469c16>
def _loop(st, _t317, _t320):
    _t329 = 0
    for _t328 in st.zones[(15 + _t317)]:
        if (_c329[_t328] == _t320):
            _t329 += 1
    return _t329

# <rulerun alienz.rules: scoring #133 202bf87a>
def _loop(st, _t317):
    _st_zones = st.zones
    _t330 = (_k334 or ())
    _budget335[0] -= len(_t330)
    if _budget335[0] < 0: _spent336(st)
    _t333 = _NOT_YET
    _t334 = _NOT_YET
    _t332 = 0
    for _t331 in _t330:
        if (((_t333 if _t333 is not _NOT_YET else (_t333 := list(map(_c337.__getitem__, _st_zones[(11 + _t317)])))).count(_t331) + (_t334 if _t334 is not _NOT_YET else (_t334 := list(map(_c338.__getitem__, _st_zones[(15 + _t317)])))).count(_t331)) > 0):
            _t332 += 1
    return _t332

# <rulerun alienz.rules: scoring #134 851ae2c3>
def _loop(st, _t336, _t343):
    _t346 = 0
    for _t345 in st.zones[(11 + _t343)]:
        if (_c348[_t345] == _t336):
            _t346 += 1
    return _t346

# <rulerun alienz.rules: scoring #135 d28eaa07>
def _loop(st, _t336, _t343):
    _t348 = 0
    for _t347 in st.zones[(15 + _t343)]:
        if (_c350[_t347] == _t336):
            _t348 += 1
    return _t348

# <rulerun alienz.rules: scoring #136 c08cb477>
def _loop(st, _t336):
    _t342 = (_k345 or ())
    _budget346[0] -= len(_t342)
    if _budget346[0] < 0: _spent347(st)
    _t344 = None
    for _t343 in _t342:
        _t349 = (_a349(st, _t336, _t343) + _a351(st, _t336, _t343))
        if _t344 is None or _t349 > _t344:
            _t344 = _t349
    return _t344

# <rulerun alienz.rules: scoring #137 b6a00714>
def _loop(st, _t317):
    _st_zones = st.zones
    _t335 = (_k340 or ())
    _budget341[0] -= len(_t335)
    if _budget341[0] < 0: _spent342(st)
    _t338 = _NOT_YET
    _t339 = _NOT_YET
    _t340 = _NOT_YET
    _t341 = _NOT_YET
    _t350 = _NOT_YET
    _t351 = _NOT_YET
    _t337 = 0
    for _t336 in _t335:
        if ((((_t338 if _t338 is not _NOT_YET else (_t338 := list(map(_c343.__getitem__, _st_zones[(11 + _t317)])))).count(_t336) + (_t339 if _t339 is not _NOT_YET else (_t339 := list(map(_c344.__getitem__, _st_zones[(15 + _t317)])))).count(_t336)) > 0) and (((_t340 if _t340 is not _NOT_YET else (_t340 := list(map(_c343.__getitem__, _st_zones[(11 + _t317)])))).count(_t336) + (_t341 if _t341 is not _NOT_YET else (_t341 := list(map(_c344.__getitem__, _st_zones[(15 + _t317)])))).count(_t336)) == _a352(st, _t336))):
            _t337 += ((_t350 if _t350 is not _NOT_YET else (_t350 := list(map(_c343.__getitem__, _st_zones[(11 + _t317)])))).count(_t336) + (_t351 if _t351 is not _NOT_YET else (_t351 := list(map(_c344.__getitem__, _st_zones[(15 + _t317)])))).count(_t336))
    return _t337

# <rulerun alienz.rules: scoring #138 185d8b80>
def _loop(st, _t353, _t358):
    _t361 = 0
    for _t360 in st.zones[(11 + _t358)]:
        if (_c362[_t360] == _t353):
            _t361 += 1
    return _t361

# <rulerun alienz.rules: scoring #139 7f438cd5>
def _loop(st, _t353, _t358):
    _t363 = 0
    for _t362 in st.zones[(15 + _t358)]:
        if (_c364[_t362] == _t353):
            _t363 += 1
    return _t363

# <rulerun alienz.rules: scoring #140 6a870313>
def _loop(st, _t317, _t353):
    _t357 = (_k359 or ())
    _budget360[0] -= len(_t357)
    if _budget360[0] < 0: _spent361(st)
    for _t358 in _t357:
        if not (((_t358 == _t317) or ((_a363(st, _t353, _t358) + _a365(st, _t353, _t358)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #141 ff889e92>
def _loop(st, _t317):
    _st_zones = st.zones
    _t352 = (_k354 or ())
    _budget355[0] -= len(_t352)
    if _budget355[0] < 0: _spent356(st)
    _t355 = _NOT_YET
    _t356 = _NOT_YET
    _t354 = 0
    for _t353 in _t352:
        if ((((_t355 if _t355 is not _NOT_YET else (_t355 := list(map(_c357.__getitem__, _st_zones[(11 + _t317)])))).count(_t353) + (_t356 if _t356 is not _NOT_YET else (_t356 := list(map(_c358.__getitem__, _st_zones[(15 + _t317)])))).count(_t353)) > 0) and _a366(st, _t317, _t353)):
            _t354 += 1
    return _t354

# <rulerun alienz.rules: scoring #142 05630b4c>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k280)
    _t282 = (_k281 or [])
    _budget282[0] -= len(_t282)
    if _budget282[0] < 0: _spent283(st)
    for _t281 in _t282:
        L[2] = _t281
        _st_vars[4 + _t281] = (((((2 * (len(_st_zones[(11 + _t281)]) + len(_st_zones[(15 + _t281)]))) - (2 * len(_st_zones[(3 + _t281)]))) + _a289(st, _t281)) + _a303(st, _t281)) + (5 * _a317(st, _t281)))
    _t318 = (_k318 or [])
    _budget282[0] -= len(_t318)
    if _budget282[0] < 0: _spent283(st)
    for _t317 in _t318:
        L[5] = _t317
        _st_vars[0 + _t317] = (_t319 if -1000000000000000000 <= (_t319 := _st_vars[0 + _t317] + _st_vars[4 + _t317]) <= 1000000000000000000 else _beyond319(_t319))
        L[6] = ''
        _t321 = (_k320 or [])
        _budget282[0] -= len(_t321)
        if _budget282[0] < 0: _spent283(st)
        for _t320 in _t321:
            L[9] = _t320
            if not (((_a322(st, _t317, _t320) + _a324(st, _t317, _t320)) > 0)): continue
            L[6] = _text325(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain326(_t320) + ' ' + _plain326((_a328(st, _t317, _t320) + _a330(st, _t317, _t320))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text333(_audience331(st), [_PlayerRef332(_t317), "'s score pile:", _plain326(L[6]), '; queued aliens set aside: ', _plain326(len(_st_zones[(7 + _t317)]))]))
        if _st_log is not None: _st_log.append(_Text333(_audience331(st), [_PlayerRef332(_t317), ' scores ', _plain326(_st_vars[4 + _t317]), ': +', _plain326((2 * (len(_st_zones[(11 + _t317)]) + len(_st_zones[(15 + _t317)])))), ' for ', _plain326((len(_st_zones[(11 + _t317)]) + len(_st_zones[(15 + _t317)]))), ' cards flown, -', _plain326((2 * len(_st_zones[(3 + _t317)]))), ' for ', _plain326(len(_st_zones[(3 + _t317)])), ' behind the screen, +', _plain326(_a339(st, _t317)), ' for colours, +', _plain326(_a353(st, _t317)), ' majorities, +', _plain326((5 * _a367(st, _t317))), ' sole owner; total ', _plain326(_st_vars[0 + _t317])]))

# <rulerun alienz.rules: play #143 16b6cde9>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text369(_audience368(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game370(st, [], True); return 3
    st.vars[8] = _random_item371(st, _k372)

# <rulerun alienz.rules: play #144 a5a8c07e>
def _loop(st, _t364):
    _st_zones = st.zones
    _t366 = (_k377 or ())
    _budget378[0] -= len(_t366)
    if _budget378[0] < 0: _spent379(st)
    _t369 = _NOT_YET
    _t370 = _NOT_YET
    _t368 = 0
    for _t367 in _t366:
        if (((_t369 if _t369 is not _NOT_YET else (_t369 := list(map(_c380.__getitem__, _st_zones[(11 + _t364)])))).count(_t367) + (_t370 if _t370 is not _NOT_YET else (_t370 := list(map(_c381.__getitem__, _st_zones[(15 + _t364)])))).count(_t367)) > 0):
            _t368 += 1
    return _t368

# <rulerun alienz.rules: play #145 80cbd81f>
def _loop(st, _t372, _t379):
    _t382 = 0
    for _t381 in st.zones[(11 + _t379)]:
        if (_c391[_t381] == _t372):
            _t382 += 1
    return _t382

# <rulerun alienz.rules: play #146 eecd9fdc>
def _loop(st, _t372, _t379):
    _t384 = 0
    for _t383 in st.zones[(15 + _t379)]:
        if (_c393[_t383] == _t372):
            _t384 += 1
    return _t384

# <rulerun alienz.rules: play #147 3ae3fd4f>
def _loop(st, _t372):
    _t378 = (_k388 or ())
    _budget389[0] -= len(_t378)
    if _budget389[0] < 0: _spent390(st)
    _t380 = None
    for _t379 in _t378:
        _t385 = (_a392(st, _t372, _t379) + _a394(st, _t372, _t379))
        if _t380 is None or _t385 > _t380:
            _t380 = _t385
    return _t380

# <rulerun alienz.rules: play #148 128cf55f>
def _loop(st, _t364):
    _st_zones = st.zones
    _t371 = (_k383 or ())
    _budget384[0] -= len(_t371)
    if _budget384[0] < 0: _spent385(st)
    _t374 = _NOT_YET
    _t375 = _NOT_YET
    _t376 = _NOT_YET
    _t377 = _NOT_YET
    _t386 = _NOT_YET
    _t387 = _NOT_YET
    _t373 = 0
    for _t372 in _t371:
        if ((((_t374 if _t374 is not _NOT_YET else (_t374 := list(map(_c386.__getitem__, _st_zones[(11 + _t364)])))).count(_t372) + (_t375 if _t375 is not _NOT_YET else (_t375 := list(map(_c387.__getitem__, _st_zones[(15 + _t364)])))).count(_t372)) > 0) and (((_t376 if _t376 is not _NOT_YET else (_t376 := list(map(_c386.__getitem__, _st_zones[(11 + _t364)])))).count(_t372) + (_t377 if _t377 is not _NOT_YET else (_t377 := list(map(_c387.__getitem__, _st_zones[(15 + _t364)])))).count(_t372)) == _a395(st, _t372))):
            _t373 += ((_t386 if _t386 is not _NOT_YET else (_t386 := list(map(_c386.__getitem__, _st_zones[(11 + _t364)])))).count(_t372) + (_t387 if _t387 is not _NOT_YET else (_t387 := list(map(_c387.__getitem__, _st_zones[(15 + _t364)])))).count(_t372))
    return _t373

# <rulerun alienz.rules: play #149 c0f2d316>
def _loop(st, _t389, _t394):
    _t397 = 0
    for _t396 in st.zones[(11 + _t394)]:
        if (_c405[_t396] == _t389):
            _t397 += 1
    return _t397

# <rulerun alienz.rules: play #150 b616c903>
def _loop(st, _t389, _t394):
    _t399 = 0
    for _t398 in st.zones[(15 + _t394)]:
        if (_c407[_t398] == _t389):
            _t399 += 1
    return _t399

# <rulerun alienz.rules: play #151 2c2631fc>
def _loop(st, _t364, _t389):
    _t393 = (_k402 or ())
    _budget403[0] -= len(_t393)
    if _budget403[0] < 0: _spent404(st)
    for _t394 in _t393:
        if not (((_t394 == _t364) or ((_a406(st, _t389, _t394) + _a408(st, _t389, _t394)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #152 a7a6fd54>
def _loop(st, _t364):
    _st_zones = st.zones
    _t388 = (_k397 or ())
    _budget398[0] -= len(_t388)
    if _budget398[0] < 0: _spent399(st)
    _t391 = _NOT_YET
    _t392 = _NOT_YET
    _t390 = 0
    for _t389 in _t388:
        if ((((_t391 if _t391 is not _NOT_YET else (_t391 := list(map(_c400.__getitem__, _st_zones[(11 + _t364)])))).count(_t389) + (_t392 if _t392 is not _NOT_YET else (_t392 := list(map(_c401.__getitem__, _st_zones[(15 + _t364)])))).count(_t389)) > 0) and _a409(st, _t364, _t389)):
            _t390 += 1
    return _t390

# <rulerun alienz.rules: play #153 e0618e00>
def _loop(st, _t400, _t403):
    _t406 = 0
    for _t405 in st.zones[(11 + _t400)]:
        if (_c414[_t405] == _t403):
            _t406 += 1
    return _t406

# <rulerun alienz.rules: play #154 c35892d4>
def _loop(st, _t400, _t403):
    _t408 = 0
    for _t407 in st.zones[(15 + _t400)]:
        if (_c416[_t407] == _t403):
            _t408 += 1
    return _t408

# <rulerun alienz.rules: play #155 dd0f9ad6>
def _loop(st, _t400, _t403):
    _t410 = 0
    for _t409 in st.zones[(11 + _t400)]:
        if (_c420[_t409] == _t403):
            _t410 += 1
    return _t410

# <rulerun alienz.rules: play #156 12152c3b>
def _loop(st, _t400, _t403):
    _t412 = 0
    for _t411 in st.zones[(15 + _t400)]:
        if (_c422[_t411] == _t403):
            _t412 += 1
    return _t412

# <rulerun alienz.rules: play #157 81a157d3>
def _loop(st, _t400):
    _st_zones = st.zones
    _t413 = (_k427 or ())
    _budget428[0] -= len(_t413)
    if _budget428[0] < 0: _spent429(st)
    _t416 = _NOT_YET
    _t417 = _NOT_YET
    _t415 = 0
    for _t414 in _t413:
        if (((_t416 if _t416 is not _NOT_YET else (_t416 := list(map(_c430.__getitem__, _st_zones[(11 + _t400)])))).count(_t414) + (_t417 if _t417 is not _NOT_YET else (_t417 := list(map(_c431.__getitem__, _st_zones[(15 + _t400)])))).count(_t414)) > 0):
            _t415 += 1
    return _t415

# <rulerun alienz.rules: play #158 2fb91ed3>
def _loop(st, _t419, _t426):
    _t429 = 0
    for _t428 in st.zones[(11 + _t426)]:
        if (_c441[_t428] == _t419):
            _t429 += 1
    return _t429

# <rulerun alienz.rules: play #159 dc3f9aa4>
def _loop(st, _t419, _t426):
    _t431 = 0
    for _t430 in st.zones[(15 + _t426)]:
        if (_c443[_t430] == _t419):
            _t431 += 1
    return _t431

# <rulerun alienz.rules: play #160 ec384f2e>
def _loop(st, _t419):
    _t425 = (_k438 or ())
    _budget439[0] -= len(_t425)
    if _budget439[0] < 0: _spent440(st)
    _t427 = None
    for _t426 in _t425:
        _t432 = (_a442(st, _t419, _t426) + _a444(st, _t419, _t426))
        if _t427 is None or _t432 > _t427:
            _t427 = _t432
    return _t427

# <rulerun alienz.rules: play #161 232891c0>
def _loop(st, _t400):
    _st_zones = st.zones
    _t418 = (_k433 or ())
    _budget434[0] -= len(_t418)
    if _budget434[0] < 0: _spent435(st)
    _t421 = _NOT_YET
    _t422 = _NOT_YET
    _t423 = _NOT_YET
    _t424 = _NOT_YET
    _t433 = _NOT_YET
    _t434 = _NOT_YET
    _t420 = 0
    for _t419 in _t418:
        if ((((_t421 if _t421 is not _NOT_YET else (_t421 := list(map(_c436.__getitem__, _st_zones[(11 + _t400)])))).count(_t419) + (_t422 if _t422 is not _NOT_YET else (_t422 := list(map(_c437.__getitem__, _st_zones[(15 + _t400)])))).count(_t419)) > 0) and (((_t423 if _t423 is not _NOT_YET else (_t423 := list(map(_c436.__getitem__, _st_zones[(11 + _t400)])))).count(_t419) + (_t424 if _t424 is not _NOT_YET else (_t424 := list(map(_c437.__getitem__, _st_zones[(15 + _t400)])))).count(_t419)) == _a445(st, _t419))):
            _t420 += ((_t433 if _t433 is not _NOT_YET else (_t433 := list(map(_c436.__getitem__, _st_zones[(11 + _t400)])))).count(_t419) + (_t434 if _t434 is not _NOT_YET else (_t434 := list(map(_c437.__getitem__, _st_zones[(15 + _t400)])))).count(_t419))
    return _t420

# <rulerun alienz.rules: play #162 8ed96487>
def _loop(st, _t436, _t441):
    _t444 = 0
    for _t443 in st.zones[(11 + _t441)]:
        if (_c455[_t443] == _t436):
            _t444 += 1
    return _t444

# <rulerun alienz.rules: play #163 80470784>
def _loop(st, _t436, _t441):
    _t446 = 0
    for _t445 in st.zones[(15 + _t441)]:
        if (_c457[_t445] == _t436):
            _t446 += 1
    return _t446

# <rulerun alienz.rules: play #164 2764535a>
def _loop(st, _t400, _t436):
    _t440 = (_k452 or ())
    _budget453[0] -= len(_t440)
    if _budget453[0] < 0: _spent454(st)
    for _t441 in _t440:
        if not (((_t441 == _t400) or ((_a456(st, _t436, _t441) + _a458(st, _t436, _t441)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #165 1d5dc407>
def _loop(st, _t400):
    _st_zones = st.zones
    _t435 = (_k447 or ())
    _budget448[0] -= len(_t435)
    if _budget448[0] < 0: _spent449(st)
    _t438 = _NOT_YET
    _t439 = _NOT_YET
    _t437 = 0
    for _t436 in _t435:
        if ((((_t438 if _t438 is not _NOT_YET else (_t438 := list(map(_c450.__getitem__, _st_zones[(11 + _t400)])))).count(_t436) + (_t439 if _t439 is not _NOT_YET else (_t439 := list(map(_c451.__getitem__, _st_zones[(15 + _t400)])))).count(_t436)) > 0) and _a459(st, _t400, _t436)):
            _t437 += 1
    return _t437

# <rulerun alienz.rules: play #166 26004d2a>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k373)
    _t365 = (_k374 or [])
    _budget375[0] -= len(_t365)
    if _budget375[0] < 0: _spent376(st)
    for _t364 in _t365:
        _i2[2] = _t364
        _st_vars[4 + _t364] = (((((2 * (len(_st_zones[(11 + _t364)]) + len(_st_zones[(15 + _t364)]))) - (2 * len(_st_zones[(3 + _t364)]))) + _a382(st, _t364)) + _a396(st, _t364)) + (5 * _a410(st, _t364)))
    _t401 = (_k411 or [])
    _budget375[0] -= len(_t401)
    if _budget375[0] < 0: _spent376(st)
    for _t400 in _t401:
        _i2[5] = _t400
        _st_vars[0 + _t400] = (_t402 if -1000000000000000000 <= (_t402 := _st_vars[0 + _t400] + _st_vars[4 + _t400]) <= 1000000000000000000 else _beyond412(_t402))
        _i2[6] = ''
        _t404 = (_k413 or [])
        _budget375[0] -= len(_t404)
        if _budget375[0] < 0: _spent376(st)
        for _t403 in _t404:
            _i2[9] = _t403
            if not (((_a415(st, _t400, _t403) + _a417(st, _t400, _t403)) > 0)): continue
            _i2[6] = _text418(((_i2[6] + ('' if (_i2[6] == '') else ',')) + (' ' + _plain419(_t403) + ' ' + _plain419((_a421(st, _t400, _t403) + _a423(st, _t400, _t403))))))
        if (_i2[6] == ''):
            _i2[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text426(_audience424(st), [_PlayerRef425(_t400), "'s score pile:", _plain419(_i2[6]), '; queued aliens set aside: ', _plain419(len(_st_zones[(7 + _t400)]))]))
        if _st_log is not None: _st_log.append(_Text426(_audience424(st), [_PlayerRef425(_t400), ' scores ', _plain419(_st_vars[4 + _t400]), ': +', _plain419((2 * (len(_st_zones[(11 + _t400)]) + len(_st_zones[(15 + _t400)])))), ' for ', _plain419((len(_st_zones[(11 + _t400)]) + len(_st_zones[(15 + _t400)]))), ' cards flown, -', _plain419((2 * len(_st_zones[(3 + _t400)]))), ' for ', _plain419(len(_st_zones[(3 + _t400)])), ' behind the screen, +', _plain419(_a432(st, _t400)), ' for colours, +', _plain419(_a446(st, _t400)), ' majorities, +', _plain419((5 * _a460(st, _t400))), ' sole owner; total ', _plain419(_st_vars[0 + _t400])]))
    if _p461(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #167 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #168 034a3b7e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run464(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k465)

# <rulerun alienz.rules: round #169 8a33f416>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT466[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k469)
            _r = _run470(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 6
        if pc == 3:
            _a = [L[0], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit471(_k472)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run473(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit468(_k, st, _d0): raise _Runaway467()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k474)

# <rulerun alienz.rules: turn #170 5140ffd6>
def _loop(st):
    for _t450 in st.zones[20]:
        if (_c485[_t450] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #171 8e7fb376>
def _loop(st):
    for _t455 in st.zones[22]:
        return _c493[_t455]
    return None

# <rulerun alienz.rules: turn #172 c5949b32>
def _loop(st):
    for _t464 in st.zones[22]:
        return _c500[_t464]
    return None

# <rulerun alienz.rules: turn #173 fb48ba0b>
def _loop(st):
    for _t470 in st.zones[22]:
        return _c503[_t470]
    return None

# <rulerun alienz.rules: turn #174 3383f552>
def _loop(st, L, _t453):
    _st_zones = st.zones
    _t461 = _st_zones[(3 + L[0])]
    _budget496[0] -= len(_t461)
    if _budget496[0] < 0: _spent497(st)
    _t466 = _NOT_YET
    _t467 = _NOT_YET
    _t468 = _NOT_YET
    _t469 = _NOT_YET
    _t472 = _NOT_YET
    _t473 = _NOT_YET
    _t474 = _NOT_YET
    _t475 = _NOT_YET
    _t463 = 0
    for _t462 in _t461:
        if ((_t462 != _t453) and ((_c498[_t462] == _c499[_t453]) or (((_t469 if _t469 is not _NOT_YET else (_t469 := ((_t466 if _t466 is not _NOT_YET else (_t466 := _a501(st))) if (_t468 if _t468 is not _NOT_YET else (_t468 := ('asteroid_storm' in (_t467 if _t467 is not _NOT_YET else (_t467 := list(map(_c502.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c498[_t462] == (_t475 if _t475 is not _NOT_YET else (_t475 := ((_t472 if _t472 is not _NOT_YET else (_t472 := _a504(st))) if (_t474 if _t474 is not _NOT_YET else (_t474 := ('asteroid_storm' in (_t473 if _t473 is not _NOT_YET else (_t473 := list(map(_c502.__getitem__, _st_zones[20]))))))) else None))))))):
            _t463 += 1
    return _t463

# <rulerun alienz.rules: turn #175 66290815>
def _loop(st, L):
    _st_zones = st.zones
    _t452 = _st_zones[(3 + L[0])]
    _budget490[0] -= len(_t452)
    if _budget490[0] < 0: _spent491(st)
    _t457 = _NOT_YET
    _t458 = _NOT_YET
    _t459 = _NOT_YET
    _t460 = _NOT_YET
    _t476 = _NOT_YET
    _t477 = _NOT_YET
    _t478 = _NOT_YET
    for _t453 in _t452:
        if ((_c492[_t453] != (_t460 if _t460 is not _NOT_YET else (_t460 := ((_t457 if _t457 is not _NOT_YET else (_t457 := _a494(st))) if (_t459 if _t459 is not _NOT_YET else (_t459 := ('asteroid_storm' in (_t458 if _t458 is not _NOT_YET else (_t458 := list(map(_c495.__getitem__, _st_zones[20]))))))) else None)))) and (_a505(st, L, _t453) >= (_t478 if _t478 is not _NOT_YET else (_t478 := (3 if (_t477 if _t477 is not _NOT_YET else (_t477 := ('group' in (_t476 if _t476 is not _NOT_YET else (_t476 := list(map(_c495.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #176 6493c731>
def _loop(st):
    for _t479 in st.zones[20]:
        if (_c511[_t479] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #177 2db50b19>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT475[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run478(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range479(1, L[1]) or []); L[3] = 0
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
            _t447 = L[0]
            _t448 = len(_o)
            if not _t448: _no_option481(_t447, 'alien to take')
            if _t448 <= 1 and _st_log is None:
                L[5] = _o[0] if _t448 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t449 = st.chooser(_t448, _t447)
                else:
                    _t449 = _st_bits(_t448.bit_length())
                    while _t449 >= _t448: _t449 = _st_bits(_t448.bit_length())
                L[5] = _o[_t449]; st.decisions += 1
                if st.thread_player is not None: _answered482(st, _t449)
            elif _decide483(st, L, _o[:], _t447): return True
            pc = 4
        if pc == 4:
            _r = _run484(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit477(_k, st, _d0): raise _Runaway476()
            continue
        if pc == 6:
            if _a486(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer487(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run488(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined489(_joined489(['no flight'], (['private flight'] if _a506(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d507(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d508(st, [_c509[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d510(st, [L[0], _c509[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a512(st) else 2))) else [])) or [])
            fr[1] = 11
            _t481 = L[0]
            _t482 = len(_o)
            if not _t482: _no_option481(_t481, 'flight this turn')
            if _t482 <= 1 and _st_log is None:
                L[7] = _o[0] if _t482 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t483 = st.chooser(_t482, _t481)
                else:
                    _t483 = _st_bits(_t482.bit_length())
                    while _t483 >= _t482: _t483 = _st_bits(_t482.bit_length())
                L[7] = _o[_t483]; st.decisions += 1
                if st.thread_player is not None: _answered482(st, _t483)
            elif _decide514(st, L, _o, _t481): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit515(_k516)
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
            if len(st.cur) >= 500: raise _RuleLimit515(_k517)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run518(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run519(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k520)

# <rulerun alienz.rules: private_flight #178 a6e7702a>
def _loop(st):
    for _t485 in st.zones[22]:
        return _c524[_t485]
    return None

# <rulerun alienz.rules: private_flight #179 3252fc58>
def _loop(st):
    for _t494 in st.zones[22]:
        return _c531[_t494]
    return None

# <rulerun alienz.rules: private_flight #180 1f369d9a>
def _loop(st):
    for _t500 in st.zones[22]:
        return _c534[_t500]
    return None

# <rulerun alienz.rules: private_flight #181 7b2000ee>
def _loop(st, L, _t484):
    _st_zones = st.zones
    _t491 = _st_zones[(3 + L[0])]
    _budget527[0] -= len(_t491)
    if _budget527[0] < 0: _spent528(st)
    _t496 = _NOT_YET
    _t497 = _NOT_YET
    _t498 = _NOT_YET
    _t499 = _NOT_YET
    _t502 = _NOT_YET
    _t503 = _NOT_YET
    _t504 = _NOT_YET
    _t505 = _NOT_YET
    _t493 = 0
    for _t492 in _t491:
        if ((_t492 != _t484) and ((_c529[_t492] == _c530[_t484]) or (((_t499 if _t499 is not _NOT_YET else (_t499 := ((_t496 if _t496 is not _NOT_YET else (_t496 := _a532(st))) if (_t498 if _t498 is not _NOT_YET else (_t498 := ('asteroid_storm' in (_t497 if _t497 is not _NOT_YET else (_t497 := list(map(_c533.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c529[_t492] == (_t505 if _t505 is not _NOT_YET else (_t505 := ((_t502 if _t502 is not _NOT_YET else (_t502 := _a535(st))) if (_t504 if _t504 is not _NOT_YET else (_t504 := ('asteroid_storm' in (_t503 if _t503 is not _NOT_YET else (_t503 := list(map(_c533.__getitem__, _st_zones[20]))))))) else None))))))):
            _t493 += 1
    return _t493

# <rulerun alienz.rules: private_flight #182 bcfeb26a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t487 = _NOT_YET
            _t488 = _NOT_YET
            _t489 = _NOT_YET
            _t490 = _NOT_YET
            _t506 = _NOT_YET
            _t507 = _NOT_YET
            _t508 = _NOT_YET
            _o = []
            for _t484 in _st_zones[(3 + L[0])]:
                if ((_c523[_t484] != (_t490 if _t490 is not _NOT_YET else (_t490 := ((_t487 if _t487 is not _NOT_YET else (_t487 := _a525(st))) if (_t489 if _t489 is not _NOT_YET else (_t489 := ('asteroid_storm' in (_t488 if _t488 is not _NOT_YET else (_t488 := list(map(_c526.__getitem__, _st_zones[20]))))))) else None)))) and (_a536(st, L, _t484) >= (_t508 if _t508 is not _NOT_YET else (_t508 := (3 if (_t507 if _t507 is not _NOT_YET else (_t507 := ('group' in (_t506 if _t506 is not _NOT_YET else (_t506 := list(map(_c526.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t484)
            fr[1] = 1
            _t509 = L[0]
            _t510 = len(_o)
            if not _t510: _no_option538(_t509, 'planet for a private flight')
            if _t510 <= 1 and _st_log is None:
                L[1] = _o[0] if _t510 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t511 = st.chooser(_t510, _t509)
                else:
                    _t511 = _st_bits(_t510.bit_length())
                    while _t511 >= _t510: _t511 = _st_bits(_t510.bit_length())
                L[1] = _o[_t511]; st.decisions += 1
                if st.thread_player is not None: _answered539(st, _t511)
            elif _decide540(st, L, _o, _t509): return True
            pc = 1
        if pc == 1:
            _r = _run541(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit542(_k543)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run544(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k545)

# <rulerun alienz.rules: commercial_flight #183 48caadcb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT546[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run549(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit550(_k551)
            fr[1] = 2; st.cur.append([5, 0, _a]); return None
        if pc == 2:
            _r = _run552(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o553[L[0]] or []); L[4] = 0
            pc = 4
        if pc == 4:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 7
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                if (L[5] != L[0]):
                    pc = 5; break
            L[4] = _i
        if pc == 5:
            _a = [L[5], L[2], None, None]
            if len(st.cur) >= 500: raise _RuleLimit550(_k554)
            fr[1] = 6; st.cur.append([7, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit548(_k, st, _d0): raise _Runaway547()
            continue
        if pc == 7:
            _r = _run555(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k556)

# <rulerun alienz.rules: board_own #184 1c3f76c7>
def _loop(st):
    for _t512 in st.zones[20]:
        if (_c562[_t512] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #185 4f46ba6c>
def _loop(st):
    for _t515 in st.zones[22]:
        return _c565[_t515]
    return None

# <rulerun alienz.rules: board_own #186 22a007c1>
def _loop(st):
    for _t521 in st.zones[22]:
        return _c568[_t521]
    return None

# <rulerun alienz.rules: board_own #187 91acc1e2>
def _loop(st):
    for _t531 in st.zones[22]:
        return _c575[_t531]
    return None

# <rulerun alienz.rules: board_own #188 e11820ca>
def _loop(st):
    for _t537 in st.zones[22]:
        return _c577[_t537]
    return None

# <rulerun alienz.rules: board_own #189 e795f629>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT557[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run560(st, L)
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
            _r = _run561(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a563(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t517 = _NOT_YET
            _t518 = _NOT_YET
            _t519 = _NOT_YET
            _t520 = _NOT_YET
            _t523 = _NOT_YET
            _t524 = _NOT_YET
            _t525 = _NOT_YET
            _t526 = _NOT_YET
            _o = []
            for _t514 in _st_zones[(3 + L[0])]:
                if ((_c564[_t514] == L[1]) or (((_t520 if _t520 is not _NOT_YET else (_t520 := ((_t517 if _t517 is not _NOT_YET else (_t517 := _a566(st))) if (_t519 if _t519 is not _NOT_YET else (_t519 := ('asteroid_storm' in (_t518 if _t518 is not _NOT_YET else (_t518 := list(map(_c567.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c564[_t514] == (_t526 if _t526 is not _NOT_YET else (_t526 := ((_t523 if _t523 is not _NOT_YET else (_t523 := _a569(st))) if (_t525 if _t525 is not _NOT_YET else (_t525 := ('asteroid_storm' in (_t524 if _t524 is not _NOT_YET else (_t524 := list(map(_c567.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t514)
            fr[1] = 5
            _t527 = L[0]
            _t528 = len(_o)
            if not _t528: _no_option571(_t527, 'alien to fly')
            if _t528 <= 1 and _st_log is None:
                L[4] = _o[0] if _t528 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t529 = st.chooser(_t528, _t527)
                else:
                    _t529 = _st_bits(_t528.bit_length())
                    while _t529 >= _t528: _t529 = _st_bits(_t528.bit_length())
                L[4] = _o[_t529]; st.decisions += 1
                if st.thread_player is not None: _answered572(st, _t529)
            elif _decide573(st, L, _o, _t527): return True
            pc = 5
        if pc == 5:
            _r = _run574(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t533 = _NOT_YET
            _t534 = _NOT_YET
            _t535 = _NOT_YET
            _t536 = _NOT_YET
            _t539 = _NOT_YET
            _t540 = _NOT_YET
            _t541 = _NOT_YET
            _t542 = _NOT_YET
            _o = []
            for _t530 in _st_zones[(3 + L[0])]:
                if ((_c564[_t530] == L[1]) or (((_t536 if _t536 is not _NOT_YET else (_t536 := ((_t533 if _t533 is not _NOT_YET else (_t533 := _a576(st))) if (_t535 if _t535 is not _NOT_YET else (_t535 := ('asteroid_storm' in (_t534 if _t534 is not _NOT_YET else (_t534 := list(map(_c567.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c564[_t530] == (_t542 if _t542 is not _NOT_YET else (_t542 := ((_t539 if _t539 is not _NOT_YET else (_t539 := _a578(st))) if (_t541 if _t541 is not _NOT_YET else (_t541 := ('asteroid_storm' in (_t540 if _t540 is not _NOT_YET else (_t540 := list(map(_c567.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t530)
            fr[1] = 8
            if _offer579(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run580(st, L)
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
            _r = _run581(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit559(_k, st, _d0): raise _Runaway558()
            continue
        if pc == 14:
            _r = _run582(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k583)

# <rulerun alienz.rules: board_queue #190 d16b6310>
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

# <rulerun alienz.rules: join #191 ab1138fc>
def _loop(st):
    for _t544 in st.zones[22]:
        return _c593[_t544]
    return None

# <rulerun alienz.rules: join #192 0d459937>
def _loop(st):
    for _t550 in st.zones[22]:
        return _c596[_t550]
    return None

# <rulerun alienz.rules: join #193 b8ab12c5>
def _native(st, fr):
    _st_zones = st.zones
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
                pc = 8
        if pc == 2:
            _t546 = _NOT_YET
            _t547 = _NOT_YET
            _t548 = _NOT_YET
            _t549 = _NOT_YET
            _t552 = _NOT_YET
            _t553 = _NOT_YET
            _t554 = _NOT_YET
            _t555 = _NOT_YET
            _o = []
            for _t543 in _st_zones[(3 + L[0])]:
                if ((_c592[_t543] == L[1]) or (((_t549 if _t549 is not _NOT_YET else (_t549 := ((_t546 if _t546 is not _NOT_YET else (_t546 := _a594(st))) if (_t548 if _t548 is not _NOT_YET else (_t548 := ('asteroid_storm' in (_t547 if _t547 is not _NOT_YET else (_t547 := list(map(_c595.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c592[_t543] == (_t555 if _t555 is not _NOT_YET else (_t555 := ((_t552 if _t552 is not _NOT_YET else (_t552 := _a597(st))) if (_t554 if _t554 is not _NOT_YET else (_t554 := ('asteroid_storm' in (_t553 if _t553 is not _NOT_YET else (_t553 := list(map(_c595.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t543)
            fr[1] = 3
            if _offer598(st, L, _o): return True
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
            _r = _run599(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit590(_k, st, _d0): raise _Runaway589()
            continue
        if pc == 8:
            _r = _run600(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k601)

# <rulerun alienz.rules: refill #194 40a278c2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run604(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k605)

# <rulerun alienz.rules: surface #195 f481deac>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run608(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k609)

# <rulerun alienz.rules: reveal_event #196 b8f9b354>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run612(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k613)

# <rulerun alienz.rules: resolve_events #197 e0d7ef59>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run616(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k617)

# <rulerun alienz.rules: take_effect #198 4b2c1746>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run620(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k621)

# <rulerun alienz.rules: storm_flip #199 75ff05b0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run624(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k625)

# <rulerun alienz.rules: scoring #200 80266b0f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run628(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k629)

# <rulerun alienz.rules: play #201 85389976>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT630[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run633(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit634(_k635)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run636(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit632(_k, st, _d0): raise _Runaway631()
            continue
        if pc == 5:
            fr[1] = 6
            if _step637(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k638)

# <rulerun alienz.rules: turn #202 522e6053>
def _loop(st):
    for _t557 in st.zones[20]:
        if (_c653[_t557] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #203 3d841565>
def _loop(st):
    for _t568 in st.zones[20]:
        if (_c661[_t568] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #204 613a13d3>
def _loop(st):
    for _t578 in st.zones[22]:
        return _c668[_t578]
    return None

# <rulerun alienz.rules: turn #205 bf861180>
def _loop(st):
    for _t587 in st.zones[22]:
        return _c675[_t587]
    return None

# <rulerun alienz.rules: turn #206 9dcc4209>
def _loop(st):
    for _t593 in st.zones[22]:
        return _c678[_t593]
    return None

# <rulerun alienz.rules: turn #207 a7a7b1a3>
def _loop(st, L, _t576):
    _st_zones = st.zones
    _t584 = _st_zones[(3 + L[0])]
    _budget671[0] -= len(_t584)
    if _budget671[0] < 0: _spent672(st)
    _t589 = _NOT_YET
    _t590 = _NOT_YET
    _t591 = _NOT_YET
    _t592 = _NOT_YET
    _t595 = _NOT_YET
    _t596 = _NOT_YET
    _t597 = _NOT_YET
    _t598 = _NOT_YET
    _t586 = 0
    for _t585 in _t584:
        if ((_t585 != _t576) and ((_c673[_t585] == _c674[_t576]) or (((_t592 if _t592 is not _NOT_YET else (_t592 := ((_t589 if _t589 is not _NOT_YET else (_t589 := _a676(st))) if (_t591 if _t591 is not _NOT_YET else (_t591 := ('asteroid_storm' in (_t590 if _t590 is not _NOT_YET else (_t590 := list(map(_c677.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c673[_t585] == (_t598 if _t598 is not _NOT_YET else (_t598 := ((_t595 if _t595 is not _NOT_YET else (_t595 := _a679(st))) if (_t597 if _t597 is not _NOT_YET else (_t597 := ('asteroid_storm' in (_t596 if _t596 is not _NOT_YET else (_t596 := list(map(_c677.__getitem__, _st_zones[20]))))))) else None))))))):
            _t586 += 1
    return _t586

# <rulerun alienz.rules: turn #208 ecca0e99>
def _loop(st, L):
    _st_zones = st.zones
    _t575 = _st_zones[(3 + L[0])]
    _budget665[0] -= len(_t575)
    if _budget665[0] < 0: _spent666(st)
    _t580 = _NOT_YET
    _t581 = _NOT_YET
    _t582 = _NOT_YET
    _t583 = _NOT_YET
    _t599 = _NOT_YET
    _t600 = _NOT_YET
    _t601 = _NOT_YET
    for _t576 in _t575:
        if ((_c667[_t576] != (_t583 if _t583 is not _NOT_YET else (_t583 := ((_t580 if _t580 is not _NOT_YET else (_t580 := _a669(st))) if (_t582 if _t582 is not _NOT_YET else (_t582 := ('asteroid_storm' in (_t581 if _t581 is not _NOT_YET else (_t581 := list(map(_c670.__getitem__, _st_zones[20]))))))) else None)))) and (_a680(st, L, _t576) >= (_t601 if _t601 is not _NOT_YET else (_t601 := (3 if (_t600 if _t600 is not _NOT_YET else (_t600 := ('group' in (_t599 if _t599 is not _NOT_YET else (_t599 := list(map(_c670.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #209 1d46cb85>
def _loop(st):
    for _t602 in st.zones[20]:
        if (_c686[_t602] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #210 2a92e5cd>
def _loop(st):
    for _t609 in st.zones[22]:
        return _c690[_t609]
    return None

# <rulerun alienz.rules: turn #211 6a4a544c>
def _loop(st):
    for _t618 in st.zones[22]:
        return _c697[_t618]
    return None

# <rulerun alienz.rules: turn #212 e07e2035>
def _loop(st):
    for _t624 in st.zones[22]:
        return _c700[_t624]
    return None

# <rulerun alienz.rules: turn #213 1fc1a5d2>
def _loop(st, _i3l0, _t608):
    _st_zones = st.zones
    _t615 = _st_zones[(3 + _i3l0)]
    _budget693[0] -= len(_t615)
    if _budget693[0] < 0: _spent694(st)
    _t620 = _NOT_YET
    _t621 = _NOT_YET
    _t622 = _NOT_YET
    _t623 = _NOT_YET
    _t626 = _NOT_YET
    _t627 = _NOT_YET
    _t628 = _NOT_YET
    _t629 = _NOT_YET
    _t617 = 0
    for _t616 in _t615:
        if ((_t616 != _t608) and ((_c695[_t616] == _c696[_t608]) or (((_t623 if _t623 is not _NOT_YET else (_t623 := ((_t620 if _t620 is not _NOT_YET else (_t620 := _a698(st))) if (_t622 if _t622 is not _NOT_YET else (_t622 := ('asteroid_storm' in (_t621 if _t621 is not _NOT_YET else (_t621 := list(map(_c699.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c695[_t616] == (_t629 if _t629 is not _NOT_YET else (_t629 := ((_t626 if _t626 is not _NOT_YET else (_t626 := _a701(st))) if (_t628 if _t628 is not _NOT_YET else (_t628 := ('asteroid_storm' in (_t627 if _t627 is not _NOT_YET else (_t627 := list(map(_c699.__getitem__, _st_zones[20]))))))) else None))))))):
            _t617 += 1
    return _t617

# <rulerun alienz.rules: turn #214 35735db4>
def _loop(st):
    for _t639 in st.zones[20]:
        if (_c705[_t639] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #215 fffcd9ec>
def _loop(st):
    for _t643 in st.zones[22]:
        return _c708[_t643]
    return None

# <rulerun alienz.rules: turn #216 c54c4729>
def _loop(st):
    for _t649 in st.zones[22]:
        return _c710[_t649]
    return None

# <rulerun alienz.rules: turn #217 8d4f706c>
def _loop(st):
    for _t660 in st.zones[22]:
        return _c714[_t660]
    return None

# <rulerun alienz.rules: turn #218 14cc841d>
def _loop(st):
    for _t666 in st.zones[22]:
        return _c716[_t666]
    return None

# <rulerun alienz.rules: board_own #219 f9bc5024>
def _loop(st):
    for _t676 in st.zones[20]:
        if (_c721[_t676] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #220 4e387c55>
def _loop(st):
    for _t680 in st.zones[22]:
        return _c724[_t680]
    return None

# <rulerun alienz.rules: board_own #221 f420d867>
def _loop(st):
    for _t686 in st.zones[22]:
        return _c727[_t686]
    return None

# <rulerun alienz.rules: board_own #222 af98f68c>
def _loop(st):
    for _t697 in st.zones[22]:
        return _c733[_t697]
    return None

# <rulerun alienz.rules: board_own #223 751f3615>
def _loop(st):
    for _t703 in st.zones[22]:
        return _c735[_t703]
    return None

# <rulerun alienz.rules: board_own #224 playout f60bde40>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    while True:
        _budget719[0] -= 1
        if _budget719[0] < 0: _spent720(st)
        L[3] = None
        if (L[2] < (3 if _a722(st) else 2)):
            _t682 = _NOT_YET
            _t683 = _NOT_YET
            _t684 = _NOT_YET
            _t685 = _NOT_YET
            _t688 = _NOT_YET
            _t689 = _NOT_YET
            _t690 = _NOT_YET
            _t691 = _NOT_YET
            _t678 = []
            for _t679 in _st_zones[(3 + _l0)]:
                if ((_c723[_t679] == _l1) or (((_t685 if _t685 is not _NOT_YET else (_t685 := ((_t682 if _t682 is not _NOT_YET else (_t682 := _a725(st))) if (_t684 if _t684 is not _NOT_YET else (_t684 := ('asteroid_storm' in (_t683 if _t683 is not _NOT_YET else (_t683 := list(map(_c726.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c723[_t679] == (_t691 if _t691 is not _NOT_YET else (_t691 := ((_t688 if _t688 is not _NOT_YET else (_t688 := _a728(st))) if (_t690 if _t690 is not _NOT_YET else (_t690 := ('asteroid_storm' in (_t689 if _t689 is not _NOT_YET else (_t689 := list(map(_c726.__getitem__, _st_zones[20]))))))) else None)))))): _t678.append(_t679)
            _t692 = _l0
            _t693 = len(_t678)
            if not _t693: _no_option731(_t692, 'alien to fly')
            if _t693 <= 1 and _st_log is None:
                L[4] = _t678[0] if _t693 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t694 = st.chooser(_t693, _t692)
                else:
                    _t694 = _st_bits(_t693.bit_length())
                    while _t694 >= _t693: _t694 = _st_bits(_t693.bit_length())
                L[4] = _t678[_t694]; st.decisions += 1
            elif _decide732(st, L, _t678, _t692): raise _PlayoutCut729()
            L[3] = L[4]
        else:
            _t699 = _NOT_YET
            _t700 = _NOT_YET
            _t701 = _NOT_YET
            _t702 = _NOT_YET
            _t705 = _NOT_YET
            _t706 = _NOT_YET
            _t707 = _NOT_YET
            _t708 = _NOT_YET
            _t695 = []
            for _t696 in _st_zones[(3 + _l0)]:
                if ((_c723[_t696] == _l1) or (((_t702 if _t702 is not _NOT_YET else (_t702 := ((_t699 if _t699 is not _NOT_YET else (_t699 := _a734(st))) if (_t701 if _t701 is not _NOT_YET else (_t701 := ('asteroid_storm' in (_t700 if _t700 is not _NOT_YET else (_t700 := list(map(_c726.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c723[_t696] == (_t708 if _t708 is not _NOT_YET else (_t708 := ((_t705 if _t705 is not _NOT_YET else (_t705 := _a736(st))) if (_t707 if _t707 is not _NOT_YET else (_t707 := ('asteroid_storm' in (_t706 if _t706 is not _NOT_YET else (_t706 := list(map(_c726.__getitem__, _st_zones[20]))))))) else None)))))): _t695.append(_t696)
            if _offer737(st, L, _t695): raise _PlayoutCut729()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t709 = L[3]
        _t710 = (11 + _l0)
        if type(_t709) is int and _st_log is None:
            _t711 = _st_zones[_st_loc[_t709]]
            if _t711[-1] == _t709: _t711.pop()
            else: _t711.remove(_t709)
            _st_zones[_t710].append(_t709); _st_loc[_t709] = _t710
        elif _t709 is not None:
            _move_cards738(st, _t709, _t710, False)
        L[2] = (_t712 if -1000000000000000000 <= (_t712 := L[2] + 1) <= 1000000000000000000 else _beyond739(_t712))
    if _st_log is not None: _st_log.append(_Text743(_audience740(st), [_PlayerRef741(_l0), ' flies ', _plain742(L[2]), ' ', _plain742(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain742(_l1), ' planet']))

# <rulerun alienz.rules: turn #225 b6eaab55>
def _loop(st):
    for _t718 in st.zones[22]:
        return _c746[_t718]
    return None

# <rulerun alienz.rules: turn #226 19cc0335>
def _loop(st):
    for _t724 in st.zones[22]:
        return _c748[_t724]
    return None

# <rulerun alienz.rules: private_flight #227 8250e12d>
def _loop(st):
    for _t736 in st.zones[22]:
        return _c753[_t736]
    return None

# <rulerun alienz.rules: private_flight #228 99bd03f6>
def _loop(st):
    for _t745 in st.zones[22]:
        return _c760[_t745]
    return None

# <rulerun alienz.rules: private_flight #229 d5b89d96>
def _loop(st):
    for _t751 in st.zones[22]:
        return _c763[_t751]
    return None

# <rulerun alienz.rules: private_flight #230 421dae9b>
def _loop(st, L, _t735):
    _st_zones = st.zones
    _t742 = _st_zones[(3 + L[0])]
    _budget756[0] -= len(_t742)
    if _budget756[0] < 0: _spent757(st)
    _t747 = _NOT_YET
    _t748 = _NOT_YET
    _t749 = _NOT_YET
    _t750 = _NOT_YET
    _t753 = _NOT_YET
    _t754 = _NOT_YET
    _t755 = _NOT_YET
    _t756 = _NOT_YET
    _t744 = 0
    for _t743 in _t742:
        if ((_t743 != _t735) and ((_c758[_t743] == _c759[_t735]) or (((_t750 if _t750 is not _NOT_YET else (_t750 := ((_t747 if _t747 is not _NOT_YET else (_t747 := _a761(st))) if (_t749 if _t749 is not _NOT_YET else (_t749 := ('asteroid_storm' in (_t748 if _t748 is not _NOT_YET else (_t748 := list(map(_c762.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c758[_t743] == (_t756 if _t756 is not _NOT_YET else (_t756 := ((_t753 if _t753 is not _NOT_YET else (_t753 := _a764(st))) if (_t755 if _t755 is not _NOT_YET else (_t755 := ('asteroid_storm' in (_t754 if _t754 is not _NOT_YET else (_t754 := list(map(_c762.__getitem__, _st_zones[20]))))))) else None))))))):
            _t744 += 1
    return _t744

# <rulerun alienz.rules: private_flight #231 45ea51b4>
def _loop(st):
    for _t771 in st.zones[22]:
        return _c778[_t771]
    return None

# <rulerun alienz.rules: private_flight #232 71932a04>
def _loop(st):
    for _t777 in st.zones[22]:
        return _c780[_t777]
    return None

# <rulerun alienz.rules: private_flight #233 playout ac2fa75d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _budget750[0] -= 1
    if _budget750[0] < 0: _spent751(st)
    _t738 = _NOT_YET
    _t739 = _NOT_YET
    _t740 = _NOT_YET
    _t741 = _NOT_YET
    _t757 = _NOT_YET
    _t758 = _NOT_YET
    _t759 = _NOT_YET
    _t734 = []
    for _t735 in _st_zones[(3 + _l0)]:
        if ((_c752[_t735] != (_t741 if _t741 is not _NOT_YET else (_t741 := ((_t738 if _t738 is not _NOT_YET else (_t738 := _a754(st))) if (_t740 if _t740 is not _NOT_YET else (_t740 := ('asteroid_storm' in (_t739 if _t739 is not _NOT_YET else (_t739 := list(map(_c755.__getitem__, _st_zones[20]))))))) else None)))) and (_a765(st, L, _t735) >= (_t759 if _t759 is not _NOT_YET else (_t759 := (3 if (_t758 if _t758 is not _NOT_YET else (_t758 := ('group' in (_t757 if _t757 is not _NOT_YET else (_t757 := list(map(_c755.__getitem__, _st_zones[20]))))))) else 2))))): _t734.append(_t735)
    _t760 = _l0
    _t761 = len(_t734)
    if not _t761: _no_option768(_t760, 'planet for a private flight')
    if _t761 <= 1 and _st_log is None:
        L[1] = _t734[0] if _t761 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t762 = st.chooser(_t761, _t760)
        else:
            _t762 = _st_bits(_t761.bit_length())
            while _t762 >= _t761: _t762 = _st_bits(_t761.bit_length())
        L[1] = _t734[_t762]; st.decisions += 1
    elif _decide769(st, L, _t734, _t760): raise _PlayoutCut766()
    L[2] = _c752[L[1]]
    _t763 = L[1]
    _t764 = (15 + _l0)
    if type(_t763) is int and _st_log is None:
        _t765 = _st_zones[_st_loc[_t763]]
        if _t765[-1] == _t763: _t765.pop()
        else: _t765.remove(_t763)
        _st_zones[_t764].append(_t763); _st_loc[_t763] = _t764
    elif _t763 is not None:
        _move_cards770(st, _t763, _t764, False)
    if _st_log is not None: _st_log.append(_Text774(_audience771(st), [_PlayerRef772(_l0), ' opens a private flight to the ', _plain773(L[2]), ' planet']))
    if _p775(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i6l0 = L[2]
    _i6 = [_i6l0, None, None, None, None]
    _t767 = (_k776 or [])
    _budget750[0] -= len(_t767)
    if _budget750[0] < 0: _spent751(st)
    for _t766 in _t767:
        _i6[3] = _t766
        _t769 = _st_zones[(7 + _t766)]
        _budget750[0] -= len(_t769)
        if _budget750[0] < 0: _spent751(st)
        _t773 = _NOT_YET
        _t774 = _NOT_YET
        _t775 = _NOT_YET
        _t776 = _NOT_YET
        _t779 = _NOT_YET
        _t780 = _NOT_YET
        _t781 = _NOT_YET
        _t782 = _NOT_YET
        _t768 = []
        for _t770 in _t769:
            if ((_c777[_t770] == _i6l0) or (((_t776 if _t776 is not _NOT_YET else (_t776 := ((_t773 if _t773 is not _NOT_YET else (_t773 := _a779(st))) if (_t775 if _t775 is not _NOT_YET else (_t775 := ('asteroid_storm' in (_t774 if _t774 is not _NOT_YET else (_t774 := list(map(_c755.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c777[_t770] == (_t782 if _t782 is not _NOT_YET else (_t782 := ((_t779 if _t779 is not _NOT_YET else (_t779 := _a781(st))) if (_t781 if _t781 is not _NOT_YET else (_t781 := ('asteroid_storm' in (_t780 if _t780 is not _NOT_YET else (_t780 := list(map(_c755.__getitem__, _st_zones[20]))))))) else None)))))):
                _t768.append(_t770)
        _i6[4] = _t768
        if (not not (_i6[4] or ())):
            if _st_log is not None: _st_log.append(_Text774(_audience771(st), [_PlayerRef772(_t766), "'s queued aliens board the flight"]))
            _t783 = _i6[4]
            _t784 = (11 + _t766)
            if type(_t783) is list and _st_log is None:
                for _t785 in _t783:
                    _t786 = _st_zones[_st_loc[_t785]]
                    if _t786[-1] == _t785: _t786.pop()
                    else: _t786.remove(_t785)
                    _st_zones[_t784].append(_t785); _st_loc[_t785] = _t784
            elif _t783 is not None:
                _move_cards770(st, _t783, _t784, False)
    if _st_log is not None: _st_log.append(_Text774(_audience771(st), ['The flight to the ', _plain773(L[2]), ' planet is closed']))

# <rulerun alienz.rules: reveal_event #234 7ae00b79>
def _loop(st):
    _t794 = 0
    for _t793 in st.zones[0]:
        if (_c803[_t793] is not None):
            _t794 += 1
    return _t794

# <rulerun alienz.rules: reveal_event #235 bd4590b2>
def _loop(st):
    _t796 = 0
    for _t795 in st.zones[0]:
        if (_c807[_t795] is not None):
            _t796 += 1
    return _t796

# <rulerun alienz.rules: storm_flip #236 playout 21ee90da>
def _native(st, L, _d=0):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit821(_k822)
    _budget823[0] -= 1
    if _budget823[0] < 0: _spent824(st)
    if _p825[0](st, [], _d + 1) == 3: return 3
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t807 = L[0]
    _t808 = 22
    if type(_t807) is int and _st_log is None:
        _t809 = _st_zones[_st_loc[_t807]]
        if _t809[-1] == _t807: _t809.pop()
        else: _t809.remove(_t807)
        _st_zones[_t808].append(_t807); _st_loc[_t807] = _t808
    elif _t807 is not None:
        _move_cards826(st, _t807, _t808, False)
    if _st_log is not None: _st_log.append(_Text830(_audience827(st), ['Asteroid Storm: flights to the ', _plain829(_c828[L[0]]), ' planet are forbidden and ', _plain829(_c828[L[0]]), ' aliens are wild']))
    if _p825[0](st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: take_effect #237 playout 136ad3b4>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit814(_k815)
    if (_c816[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text818(_audience817(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text818(_audience817(st), ['Clear Sky cancels ', _cards_ref819(st, _st_zones[20][:])]))
        _t797 = 20
        _t798 = 21
        if _st_log is None and _t797 != _t798:
            _t799 = _st_zones[_t797]; _st_zones[_t798] += _t799
            for _t800 in _t799: _st_loc[_t800] = _t798
            _t799.clear()
        else:
            _move_cards820(st, _st_zones[_t797][:], _t798, False)
        _t801 = _l0
        _t802 = 21
        if type(_t801) is int and _st_log is None:
            _t803 = _st_zones[_st_loc[_t801]]
            if _t803[-1] == _t801: _t803.pop()
            else: _t803.remove(_t801)
            _st_zones[_t802].append(_t801); _st_loc[_t801] = _t802
        elif _t801 is not None:
            _move_cards820(st, _t801, _t802, False)
        return 2
    _t804 = _l0
    _t805 = 20
    if type(_t804) is int and _st_log is None:
        _t806 = _st_zones[_st_loc[_t804]]
        if _t806[-1] == _t804: _t806.pop()
        else: _t806.remove(_t804)
        _st_zones[_t805].append(_t804); _st_loc[_t804] = _t805
    elif _t804 is not None:
        _move_cards820(st, _t804, _t805, False)
    if (_c816[_l0] == 'queueing'):
        if _st_log is not None: _st_log.append(_Text818(_audience817(st), ['Queue: once per turn the active player may queue one alien before the flight']))
    elif (_c816[_l0] == 'rush_hour'):
        if _st_log is not None: _st_log.append(_Text818(_audience817(st), ['Rush Hour: every turn takes two aliens and refills two slots']))
    elif (_c816[_l0] == 'group'):
        if _st_log is not None: _st_log.append(_Text818(_audience817(st), ['Group: a flight needs 3 aliens from the flyer']))
    else:
        if _p831(st, [None], _d + 1) == 3: return 3

# <rulerun alienz.rules: resolve_events #238 playout 293abb03>
def _native(st, L, _d=0):
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit810(_k811)
    if _st_vars[12]:
        return 2
    _st_vars[12] = True
    while (not not _st_zones[19]):
        _budget812[0] -= 1
        if _budget812[0] < 0: _spent813(st)
        if _p832(st, [(_z[0] if (_z := _st_zones[19]) else None)], _d + 1) == 3: return 3
    _st_vars[12] = False

# <rulerun alienz.rules: reveal_event #239 playout 95c4e905>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit798(_k799)
    _t790 = _l0
    _t791 = 19
    if type(_t790) is int and _st_log is None:
        _t792 = _st_zones[_st_loc[_t790]]
        if _t792[-1] == _t790: _t792.pop()
        else: _t792.remove(_t790)
        _st_zones[_t791].append(_t790); _st_loc[_t790] = _t791
    elif _t790 is not None:
        _move_cards800(st, _t790, _t791, False)
    if _st_log is not None: _st_log.append(_Text806(_audience801(st), ['Event revealed: ', _card_ref802(st, _l0), ' (', _plain805((5 - _a804(st))), ' of 5)']))
    if (_a808(st) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text806(_audience801(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text806(_audience801(st), ['The 5th event: the round ends']))
        raise _ExitTo809(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text806(_audience801(st), [_card_ref802(st, _l0), ' takes effect after the flight']))
        return 2
    if _p833(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: surface #240 playout 6aabe1b5>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit793(_k794)
    while ((not not _st_zones[0]) and _d795(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
        _budget796[0] -= 1
        if _budget796[0] < 0: _spent797(st)
        if _p834(st, [(_z[-1] if (_z := _st_zones[0]) else None)], _d + 1) == 3: return 3
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text838(_audience835(st), ['The deck shows the ', _plain837(_c836[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: commercial_flight #241 9040ed9d>
def _loop(st):
    for _t815 in st.zones[22]:
        return _c843[_t815]
    return None

# <rulerun alienz.rules: commercial_flight #242 bb78e935>
def _loop(st):
    for _t821 in st.zones[22]:
        return _c846[_t821]
    return None

# <rulerun alienz.rules: commercial_flight #243 08b9a6f3>
def _loop(st):
    for _t834 in st.zones[22]:
        return _c849[_t834]
    return None

# <rulerun alienz.rules: commercial_flight #244 7666ab66>
def _loop(st):
    for _t840 in st.zones[22]:
        return _c851[_t840]
    return None

# <rulerun alienz.rules: commercial_flight #245 playout 9aa7b958>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit783(_k784)
    _budget785[0] -= 1
    if _budget785[0] < 0: _spent786(st)
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c787[L[1]]
    _st_vars[11] = True
    if _st_log is not None: _st_log.append(_Text791(_audience788(st), [_PlayerRef789(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain790(L[2]), ' planet']))
    _t787 = L[1]
    _t788 = (15 + _l0)
    if type(_t787) is int and _st_log is None:
        _t789 = _st_zones[_st_loc[_t787]]
        if _t789[-1] == _t787: _t789.pop()
        else: _t789.remove(_t787)
        _st_zones[_t788].append(_t787); _st_loc[_t787] = _t788
    elif _t787 is not None:
        _move_cards792(st, _t787, _t788, False)
    if _p839(st, [], _d + 1) == 3: return 3
    if _p840(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i7l0 = L[2]
    _i7 = [_i7l0, None, None, None, None]
    _t811 = (_k841 or [])
    _budget785[0] -= len(_t811)
    if _budget785[0] < 0: _spent786(st)
    for _t810 in _t811:
        _i7[3] = _t810
        _t813 = _st_zones[(7 + _t810)]
        _budget785[0] -= len(_t813)
        if _budget785[0] < 0: _spent786(st)
        _t817 = _NOT_YET
        _t818 = _NOT_YET
        _t819 = _NOT_YET
        _t820 = _NOT_YET
        _t823 = _NOT_YET
        _t824 = _NOT_YET
        _t825 = _NOT_YET
        _t826 = _NOT_YET
        _t812 = []
        for _t814 in _t813:
            if ((_c842[_t814] == _i7l0) or (((_t820 if _t820 is not _NOT_YET else (_t820 := ((_t817 if _t817 is not _NOT_YET else (_t817 := _a844(st))) if (_t819 if _t819 is not _NOT_YET else (_t819 := ('asteroid_storm' in (_t818 if _t818 is not _NOT_YET else (_t818 := list(map(_c845.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c842[_t814] == (_t826 if _t826 is not _NOT_YET else (_t826 := ((_t823 if _t823 is not _NOT_YET else (_t823 := _a847(st))) if (_t825 if _t825 is not _NOT_YET else (_t825 := ('asteroid_storm' in (_t824 if _t824 is not _NOT_YET else (_t824 := list(map(_c845.__getitem__, _st_zones[20]))))))) else None)))))):
                _t812.append(_t814)
        _i7[4] = _t812
        if (not not (_i7[4] or ())):
            if _st_log is not None: _st_log.append(_Text791(_audience788(st), [_PlayerRef789(_t810), "'s queued aliens board the flight"]))
            _t827 = _i7[4]
            _t828 = (11 + _t810)
            if type(_t827) is list and _st_log is None:
                for _t829 in _t827:
                    _t830 = _st_zones[_st_loc[_t829]]
                    if _t830[-1] == _t829: _t830.pop()
                    else: _t830.remove(_t829)
                    _st_zones[_t828].append(_t829); _st_loc[_t829] = _t828
            elif _t827 is not None:
                _move_cards792(st, _t827, _t828, False)
    for _t831 in (_o848[_l0] or []):
        L[5] = _t831
        if not ((_t831 != _l0)): continue
        _i8l0 = _t831
        _i8l1 = L[2]
        _i8 = [_i8l0, _i8l1, None, None]
        _i8[2] = 0
        while True:
            _budget785[0] -= 1
            if _budget785[0] < 0: _spent786(st)
            _t836 = _NOT_YET
            _t837 = _NOT_YET
            _t838 = _NOT_YET
            _t839 = _NOT_YET
            _t842 = _NOT_YET
            _t843 = _NOT_YET
            _t844 = _NOT_YET
            _t845 = _NOT_YET
            _t832 = []
            for _t833 in _st_zones[(3 + _i8l0)]:
                if ((_c842[_t833] == _i8l1) or (((_t839 if _t839 is not _NOT_YET else (_t839 := ((_t836 if _t836 is not _NOT_YET else (_t836 := _a850(st))) if (_t838 if _t838 is not _NOT_YET else (_t838 := ('asteroid_storm' in (_t837 if _t837 is not _NOT_YET else (_t837 := list(map(_c845.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c842[_t833] == (_t845 if _t845 is not _NOT_YET else (_t845 := ((_t842 if _t842 is not _NOT_YET else (_t842 := _a852(st))) if (_t844 if _t844 is not _NOT_YET else (_t844 := ('asteroid_storm' in (_t843 if _t843 is not _NOT_YET else (_t843 := list(map(_c845.__getitem__, _st_zones[20]))))))) else None)))))): _t832.append(_t833)
            if _offer854(st, _i8, _t832): raise _PlayoutCut853()
            if (_i8[3] is None):
                break
            _t846 = _i8[3]
            _t847 = (11 + _i8l0)
            if type(_t846) is int and _st_log is None:
                _t848 = _st_zones[_st_loc[_t846]]
                if _t848[-1] == _t846: _t848.pop()
                else: _t848.remove(_t846)
                _st_zones[_t847].append(_t846); _st_loc[_t846] = _t847
            elif _t846 is not None:
                _move_cards792(st, _t846, _t847, False)
            _i8[2] = (_t849 if -1000000000000000000 <= (_t849 := _i8[2] + 1) <= 1000000000000000000 else _beyond855(_t849))
        if (_i8[2] > 0):
            if _st_log is not None: _st_log.append(_Text791(_audience788(st), [_PlayerRef789(_i8l0), ' joins the flight with ', _plain790(_i8[2]), ' ', _plain790(('alien' if (_i8[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text791(_audience788(st), [_PlayerRef789(_i8l0), ' does not join']))
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text791(_audience788(st), ['The flight to the ', _plain790(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text791(_audience788(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo856(1)
    if _p857(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: refill #246 playout 861f3080>
def _native(st, L, _d=0):
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit859(_k860)
    while ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
        _budget861[0] -= 1
        if _budget861[0] < 0: _spent862(st)
        _t852 = _st_zones[0]
        _t851 = (2 if False else 1)
        if st.log is None and _t852:
            _t850 = _t852.pop(); _st_zones[_t851].append(_t850); st.loc[_t850] = _t851
        elif _t852:
            _move_cards863(st, _t852[-1], _t851, False)
        if _p864(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: turn #247 playout 055bf70d>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit644(_k645)
    _budget646[0] -= 1
    if _budget646[0] < 0: _spent647(st)
    _st_vars[10] = (_t556 if -1000000000000000000 <= (_t556 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond648(_t556))
    if _st_log is not None: _st_log.append(_Text652(_audience649(st), ['Turn ', _plain650(_st_vars[10]), ': ', _PlayerRef651(_l0)]))
    L[1] = (2 if _a654(st) else 1)
    _t560 = (_range655(1, L[1]) or [])
    _budget646[0] -= len(_t560)
    if _budget646[0] < 0: _spent647(st)
    for _t559 in _t560:
        L[4] = _t559
        _t561 = _st_zones[(2 if False else 1)]
        _t562 = _l0
        _t563 = len(_t561)
        if not _t563: _no_option658(_t562, 'alien to take')
        if _t563 <= 1 and _st_log is None:
            L[5] = _t561[0] if _t563 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t564 = st.chooser(_t563, _t562)
            else:
                _t564 = _st_bits(_t563.bit_length())
                while _t564 >= _t563: _t564 = _st_bits(_t563.bit_length())
            L[5] = _t561[_t564]; st.decisions += 1
        elif _decide659(st, L, _t561[:], _t562): raise _PlayoutCut656()
        _t565 = L[5]
        _t566 = (3 + _l0)
        if type(_t565) is int and _st_log is None:
            _t567 = _st_zones[_st_loc[_t565]]
            if _t567[-1] == _t565: _t567.pop()
            else: _t567.remove(_t565)
            _st_zones[_t566].append(_t565); _st_loc[_t565] = _t566
        elif _t565 is not None:
            _move_cards660(st, _t565, _t566, False)
    if _a662(st):
        _t570 = _st_zones[(3 + _l0)]
        if _offer663(st, L, _t570[:]): raise _PlayoutCut656()
        if (L[6] is not None):
            _t571 = L[6]
            _t572 = (7 + _l0)
            if type(_t571) is int and _st_log is None:
                _t573 = _st_zones[_st_loc[_t571]]
                if _t573[-1] == _t571: _t573.pop()
                else: _t573.remove(_t571)
                _st_zones[_t572].append(_t571); _st_loc[_t571] = _t572
            elif _t571 is not None:
                _move_cards660(st, _t571, _t572, False)
    _t574 = (_joined664(_joined664(['no flight'], (['private flight'] if _a681(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d682(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d683(st, [_c684[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d685(st, [_l0, _c684[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a687(st) else 2))) else [])) or [])
    _t604 = _l0
    _t605 = len(_t574)
    if not _t605: _no_option658(_t604, 'flight this turn')
    if _t605 <= 1 and _st_log is None:
        L[7] = _t574[0] if _t605 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t606 = st.chooser(_t605, _t604)
        else:
            _t606 = _st_bits(_t605.bit_length())
            while _t606 >= _t605: _t606 = _st_bits(_t605.bit_length())
        L[7] = _t574[_t606]; st.decisions += 1
    elif _decide689(st, L, _t574, _t604): raise _PlayoutCut656()
    if (L[7] == 'private flight'):
        if _p782(st, [_l0, None, None]) == 3: return 3
    elif (L[7] == 'commercial flight'):
        if _p858(st, [_l0, None, None, None, None, None], _d + 1) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text652(_audience649(st), [_PlayerRef651(_l0), ' does not fly']))
    if _p865(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: round #248 00ff5d6d>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT639[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k642)
            _r = _run643(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 6
        if pc == 3:
            if st.thread_player == st.inline_thread:
                if _p866(st, [L[0], None, None, None, None, None, None, None], 1) == 3: return True
                pc = 4
            else:
                _a = [L[0], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit867(_k868)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run869(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit641(_k, st, _d0): raise _Runaway640()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k870)

# <rulerun alienz.rules: turn #249 499fa149>
def _loop(st):
    for _t856 in st.zones[20]:
        if (_c881[_t856] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #250 1dae6001>
def _loop(st):
    for _t861 in st.zones[22]:
        return _c889[_t861]
    return None

# <rulerun alienz.rules: turn #251 1e00a744>
def _loop(st):
    for _t870 in st.zones[22]:
        return _c896[_t870]
    return None

# <rulerun alienz.rules: turn #252 5d78e395>
def _loop(st):
    for _t876 in st.zones[22]:
        return _c899[_t876]
    return None

# <rulerun alienz.rules: turn #253 4c6aff06>
def _loop(st, L, _t859):
    _st_zones = st.zones
    _t867 = _st_zones[(3 + L[0])]
    _budget892[0] -= len(_t867)
    if _budget892[0] < 0: _spent893(st)
    _t872 = _NOT_YET
    _t873 = _NOT_YET
    _t874 = _NOT_YET
    _t875 = _NOT_YET
    _t878 = _NOT_YET
    _t879 = _NOT_YET
    _t880 = _NOT_YET
    _t881 = _NOT_YET
    _t869 = 0
    for _t868 in _t867:
        if ((_t868 != _t859) and ((_c894[_t868] == _c895[_t859]) or (((_t875 if _t875 is not _NOT_YET else (_t875 := ((_t872 if _t872 is not _NOT_YET else (_t872 := _a897(st))) if (_t874 if _t874 is not _NOT_YET else (_t874 := ('asteroid_storm' in (_t873 if _t873 is not _NOT_YET else (_t873 := list(map(_c898.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c894[_t868] == (_t881 if _t881 is not _NOT_YET else (_t881 := ((_t878 if _t878 is not _NOT_YET else (_t878 := _a900(st))) if (_t880 if _t880 is not _NOT_YET else (_t880 := ('asteroid_storm' in (_t879 if _t879 is not _NOT_YET else (_t879 := list(map(_c898.__getitem__, _st_zones[20]))))))) else None))))))):
            _t869 += 1
    return _t869

# <rulerun alienz.rules: turn #254 875e9849>
def _loop(st, L):
    _st_zones = st.zones
    _t858 = _st_zones[(3 + L[0])]
    _budget886[0] -= len(_t858)
    if _budget886[0] < 0: _spent887(st)
    _t863 = _NOT_YET
    _t864 = _NOT_YET
    _t865 = _NOT_YET
    _t866 = _NOT_YET
    _t882 = _NOT_YET
    _t883 = _NOT_YET
    _t884 = _NOT_YET
    for _t859 in _t858:
        if ((_c888[_t859] != (_t866 if _t866 is not _NOT_YET else (_t866 := ((_t863 if _t863 is not _NOT_YET else (_t863 := _a890(st))) if (_t865 if _t865 is not _NOT_YET else (_t865 := ('asteroid_storm' in (_t864 if _t864 is not _NOT_YET else (_t864 := list(map(_c891.__getitem__, _st_zones[20]))))))) else None)))) and (_a901(st, L, _t859) >= (_t884 if _t884 is not _NOT_YET else (_t884 := (3 if (_t883 if _t883 is not _NOT_YET else (_t883 := ('group' in (_t882 if _t882 is not _NOT_YET else (_t882 := list(map(_c891.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #255 133b33ae>
def _loop(st):
    for _t885 in st.zones[20]:
        if (_c907[_t885] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #256 8a7e0904>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT871[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run874(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range875(1, L[1]) or []); L[3] = 0
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
            _t853 = L[0]
            _t854 = len(_o)
            if not _t854: _no_option877(_t853, 'alien to take')
            if _t854 <= 1 and _st_log is None:
                L[5] = _o[0] if _t854 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t855 = st.chooser(_t854, _t853)
                else:
                    _t855 = _st_bits(_t854.bit_length())
                    while _t855 >= _t854: _t855 = _st_bits(_t854.bit_length())
                L[5] = _o[_t855]; st.decisions += 1
                if st.thread_player is not None: _answered878(st, _t855)
            elif _decide879(st, L, _o[:], _t853): return True
            pc = 4
        if pc == 4:
            _r = _run880(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit873(_k, st, _d0): raise _Runaway872()
            continue
        if pc == 6:
            if _a882(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer883(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run884(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined885(_joined885(['no flight'], (['private flight'] if _a902(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d903(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d904(st, [_c905[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d906(st, [L[0], _c905[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a908(st) else 2))) else [])) or [])
            fr[1] = 11
            _t887 = L[0]
            _t888 = len(_o)
            if not _t888: _no_option877(_t887, 'flight this turn')
            if _t888 <= 1 and _st_log is None:
                L[7] = _o[0] if _t888 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t889 = st.chooser(_t888, _t887)
                else:
                    _t889 = _st_bits(_t888.bit_length())
                    while _t889 >= _t888: _t889 = _st_bits(_t888.bit_length())
                L[7] = _o[_t889]; st.decisions += 1
                if st.thread_player is not None: _answered878(st, _t889)
            elif _decide910(st, L, _o, _t887): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p911(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit912(_k913)
                fr[1] = 13; st.cur.append([3, 0, _a]); return None
        if pc == 13:
            pc = 18
        if pc == 14:
            if (L[7] == 'commercial flight'):
                pc = 15
            else:
                pc = 17
        if pc == 15:
            if st.thread_player == st.inline_thread:
                if _p914(st, [L[0], None, None, None, None, None], 1) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit912(_k915)
                fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run916(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run917(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k918)

# <rulerun alienz.rules: private_flight #257 136e6167>
def _loop(st):
    for _t891 in st.zones[22]:
        return _c922[_t891]
    return None

# <rulerun alienz.rules: private_flight #258 14e83424>
def _loop(st):
    for _t900 in st.zones[22]:
        return _c929[_t900]
    return None

# <rulerun alienz.rules: private_flight #259 6b178585>
def _loop(st):
    for _t906 in st.zones[22]:
        return _c932[_t906]
    return None

# <rulerun alienz.rules: private_flight #260 ea5f623c>
def _loop(st, L, _t890):
    _st_zones = st.zones
    _t897 = _st_zones[(3 + L[0])]
    _budget925[0] -= len(_t897)
    if _budget925[0] < 0: _spent926(st)
    _t902 = _NOT_YET
    _t903 = _NOT_YET
    _t904 = _NOT_YET
    _t905 = _NOT_YET
    _t908 = _NOT_YET
    _t909 = _NOT_YET
    _t910 = _NOT_YET
    _t911 = _NOT_YET
    _t899 = 0
    for _t898 in _t897:
        if ((_t898 != _t890) and ((_c927[_t898] == _c928[_t890]) or (((_t905 if _t905 is not _NOT_YET else (_t905 := ((_t902 if _t902 is not _NOT_YET else (_t902 := _a930(st))) if (_t904 if _t904 is not _NOT_YET else (_t904 := ('asteroid_storm' in (_t903 if _t903 is not _NOT_YET else (_t903 := list(map(_c931.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c927[_t898] == (_t911 if _t911 is not _NOT_YET else (_t911 := ((_t908 if _t908 is not _NOT_YET else (_t908 := _a933(st))) if (_t910 if _t910 is not _NOT_YET else (_t910 := ('asteroid_storm' in (_t909 if _t909 is not _NOT_YET else (_t909 := list(map(_c931.__getitem__, _st_zones[20]))))))) else None))))))):
            _t899 += 1
    return _t899

# <rulerun alienz.rules: private_flight #261 bb3cf2f5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t893 = _NOT_YET
            _t894 = _NOT_YET
            _t895 = _NOT_YET
            _t896 = _NOT_YET
            _t912 = _NOT_YET
            _t913 = _NOT_YET
            _t914 = _NOT_YET
            _o = []
            for _t890 in _st_zones[(3 + L[0])]:
                if ((_c921[_t890] != (_t896 if _t896 is not _NOT_YET else (_t896 := ((_t893 if _t893 is not _NOT_YET else (_t893 := _a923(st))) if (_t895 if _t895 is not _NOT_YET else (_t895 := ('asteroid_storm' in (_t894 if _t894 is not _NOT_YET else (_t894 := list(map(_c924.__getitem__, _st_zones[20]))))))) else None)))) and (_a934(st, L, _t890) >= (_t914 if _t914 is not _NOT_YET else (_t914 := (3 if (_t913 if _t913 is not _NOT_YET else (_t913 := ('group' in (_t912 if _t912 is not _NOT_YET else (_t912 := list(map(_c924.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t890)
            fr[1] = 1
            _t915 = L[0]
            _t916 = len(_o)
            if not _t916: _no_option936(_t915, 'planet for a private flight')
            if _t916 <= 1 and _st_log is None:
                L[1] = _o[0] if _t916 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t917 = st.chooser(_t916, _t915)
                else:
                    _t917 = _st_bits(_t916.bit_length())
                    while _t917 >= _t916: _t917 = _st_bits(_t916.bit_length())
                L[1] = _o[_t917]; st.decisions += 1
                if st.thread_player is not None: _answered937(st, _t917)
            elif _decide938(st, L, _o, _t915): return True
            pc = 1
        if pc == 1:
            _r = _run939(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p940(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit941(_k942)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run943(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k944)

# <rulerun alienz.rules: join #262 cb0a07fd>
def _loop(st):
    for _t920 in st.zones[22]:
        return _c957[_t920]
    return None

# <rulerun alienz.rules: join #263 9c8ad922>
def _loop(st):
    for _t926 in st.zones[22]:
        return _c960[_t926]
    return None

# <rulerun alienz.rules: join #264 playout b1543c07>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    while True:
        _budget954[0] -= 1
        if _budget954[0] < 0: _spent955(st)
        _t922 = _NOT_YET
        _t923 = _NOT_YET
        _t924 = _NOT_YET
        _t925 = _NOT_YET
        _t928 = _NOT_YET
        _t929 = _NOT_YET
        _t930 = _NOT_YET
        _t931 = _NOT_YET
        _t918 = []
        for _t919 in _st_zones[(3 + _l0)]:
            if ((_c956[_t919] == L[1]) or (((_t925 if _t925 is not _NOT_YET else (_t925 := ((_t922 if _t922 is not _NOT_YET else (_t922 := _a958(st))) if (_t924 if _t924 is not _NOT_YET else (_t924 := ('asteroid_storm' in (_t923 if _t923 is not _NOT_YET else (_t923 := list(map(_c959.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c956[_t919] == (_t931 if _t931 is not _NOT_YET else (_t931 := ((_t928 if _t928 is not _NOT_YET else (_t928 := _a961(st))) if (_t930 if _t930 is not _NOT_YET else (_t930 := ('asteroid_storm' in (_t929 if _t929 is not _NOT_YET else (_t929 := list(map(_c959.__getitem__, _st_zones[20]))))))) else None)))))): _t918.append(_t919)
        if _offer963(st, L, _t918): raise _PlayoutCut962()
        if (L[3] is None):
            break
        _t932 = L[3]
        _t933 = (11 + _l0)
        if type(_t932) is int and _st_log is None:
            _t934 = _st_zones[_st_loc[_t932]]
            if _t934[-1] == _t932: _t934.pop()
            else: _t934.remove(_t932)
            _st_zones[_t933].append(_t932); _st_loc[_t932] = _t933
        elif _t932 is not None:
            _move_cards964(st, _t932, _t933, False)
        L[2] = (_t935 if -1000000000000000000 <= (_t935 := L[2] + 1) <= 1000000000000000000 else _beyond965(_t935))
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text969(_audience966(st), [_PlayerRef967(_l0), ' joins the flight with ', _plain968(L[2]), ' ', _plain968(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text969(_audience966(st), [_PlayerRef967(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #265 3b674c48>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT945[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run948(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p949(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit950(_k951)
                fr[1] = 2; st.cur.append([5, 0, _a]); return None
        if pc == 2:
            _r = _run952(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o953[L[0]] or []); L[4] = 0
            pc = 4
        if pc == 4:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 7
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                if (L[5] != L[0]):
                    pc = 5; break
            L[4] = _i
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p970(st, [L[5], L[2], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit950(_k971)
                fr[1] = 6; st.cur.append([7, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit947(_k, st, _d0): raise _Runaway946()
            continue
        if pc == 7:
            _r = _run972(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k973)

# <rulerun alienz.rules: board_own #266 95d671ba>
def _loop(st):
    for _t936 in st.zones[20]:
        if (_c980[_t936] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #267 b9d553da>
def _loop(st):
    for _t939 in st.zones[22]:
        return _c983[_t939]
    return None

# <rulerun alienz.rules: board_own #268 b07b4369>
def _loop(st):
    for _t945 in st.zones[22]:
        return _c986[_t945]
    return None

# <rulerun alienz.rules: board_own #269 eba578ca>
def _loop(st):
    for _t955 in st.zones[22]:
        return _c993[_t955]
    return None

# <rulerun alienz.rules: board_own #270 592026b3>
def _loop(st):
    for _t961 in st.zones[22]:
        return _c995[_t961]
    return None

# <rulerun alienz.rules: board_own #271 6b122fec>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT974[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run977(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region978(st, L)
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
            _r = _run979(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a981(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t941 = _NOT_YET
            _t942 = _NOT_YET
            _t943 = _NOT_YET
            _t944 = _NOT_YET
            _t947 = _NOT_YET
            _t948 = _NOT_YET
            _t949 = _NOT_YET
            _t950 = _NOT_YET
            _o = []
            for _t938 in _st_zones[(3 + L[0])]:
                if ((_c982[_t938] == L[1]) or (((_t944 if _t944 is not _NOT_YET else (_t944 := ((_t941 if _t941 is not _NOT_YET else (_t941 := _a984(st))) if (_t943 if _t943 is not _NOT_YET else (_t943 := ('asteroid_storm' in (_t942 if _t942 is not _NOT_YET else (_t942 := list(map(_c985.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c982[_t938] == (_t950 if _t950 is not _NOT_YET else (_t950 := ((_t947 if _t947 is not _NOT_YET else (_t947 := _a987(st))) if (_t949 if _t949 is not _NOT_YET else (_t949 := ('asteroid_storm' in (_t948 if _t948 is not _NOT_YET else (_t948 := list(map(_c985.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t938)
            fr[1] = 5
            _t951 = L[0]
            _t952 = len(_o)
            if not _t952: _no_option989(_t951, 'alien to fly')
            if _t952 <= 1 and _st_log is None:
                L[4] = _o[0] if _t952 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t953 = st.chooser(_t952, _t951)
                else:
                    _t953 = _st_bits(_t952.bit_length())
                    while _t953 >= _t952: _t953 = _st_bits(_t952.bit_length())
                L[4] = _o[_t953]; st.decisions += 1
                if st.thread_player is not None: _answered990(st, _t953)
            elif _decide991(st, L, _o, _t951): return True
            pc = 5
        if pc == 5:
            _r = _run992(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t957 = _NOT_YET
            _t958 = _NOT_YET
            _t959 = _NOT_YET
            _t960 = _NOT_YET
            _t963 = _NOT_YET
            _t964 = _NOT_YET
            _t965 = _NOT_YET
            _t966 = _NOT_YET
            _o = []
            for _t954 in _st_zones[(3 + L[0])]:
                if ((_c982[_t954] == L[1]) or (((_t960 if _t960 is not _NOT_YET else (_t960 := ((_t957 if _t957 is not _NOT_YET else (_t957 := _a994(st))) if (_t959 if _t959 is not _NOT_YET else (_t959 := ('asteroid_storm' in (_t958 if _t958 is not _NOT_YET else (_t958 := list(map(_c985.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c982[_t954] == (_t966 if _t966 is not _NOT_YET else (_t966 := ((_t963 if _t963 is not _NOT_YET else (_t963 := _a996(st))) if (_t965 if _t965 is not _NOT_YET else (_t965 := ('asteroid_storm' in (_t964 if _t964 is not _NOT_YET else (_t964 := list(map(_c985.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t954)
            fr[1] = 8
            if _offer997(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run998(st, L)
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
            _r = _run999(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit976(_k, st, _d0): raise _Runaway975()
            continue
        if pc == 14:
            _r = _run1000(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1001)

# <rulerun alienz.rules: join #272 34bc2ec0>
def _loop(st):
    for _t968 in st.zones[22]:
        return _c1008[_t968]
    return None

# <rulerun alienz.rules: join #273 aa344317>
def _loop(st):
    for _t974 in st.zones[22]:
        return _c1011[_t974]
    return None

# <rulerun alienz.rules: join #274 9bbebb72>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1002[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1005(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region1006(st, L)
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
            _t970 = _NOT_YET
            _t971 = _NOT_YET
            _t972 = _NOT_YET
            _t973 = _NOT_YET
            _t976 = _NOT_YET
            _t977 = _NOT_YET
            _t978 = _NOT_YET
            _t979 = _NOT_YET
            _o = []
            for _t967 in _st_zones[(3 + L[0])]:
                if ((_c1007[_t967] == L[1]) or (((_t973 if _t973 is not _NOT_YET else (_t973 := ((_t970 if _t970 is not _NOT_YET else (_t970 := _a1009(st))) if (_t972 if _t972 is not _NOT_YET else (_t972 := ('asteroid_storm' in (_t971 if _t971 is not _NOT_YET else (_t971 := list(map(_c1010.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c1007[_t967] == (_t979 if _t979 is not _NOT_YET else (_t979 := ((_t976 if _t976 is not _NOT_YET else (_t976 := _a1012(st))) if (_t978 if _t978 is not _NOT_YET else (_t978 := ('asteroid_storm' in (_t977 if _t977 is not _NOT_YET else (_t977 := list(map(_c1010.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t967)
            fr[1] = 3
            if _offer1013(st, L, _o): return True
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
            _r = _run1014(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1004(_k, st, _d0): raise _Runaway1003()
            continue
        if pc == 8:
            _r = _run1015(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1016)

# <rulerun alienz.rules: round #275 playout 4652b921>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit1021(_k1022)
    _events = len(st.events)
    try:
        if _st_log is not None: _st_log.append(_k1023)
        _budget1024[0] -= 1
        if _budget1024[0] < 0: _spent1025(st)
        _st_vars[9] = (_t980 if -1000000000000000000 <= (_t980 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond1026(_t980))
        _st_vars[11] = False
        _st_vars[12] = False
        _st_vars[13] = False
        if _st_log is not None: _st_log.append(_Text1030(_audience1027(st), ['Round ', _plain1028(_st_vars[9]), ': ', _PlayerRef1029(_st_vars[8]), ' deals and ', _PlayerRef1029(((_st_vars[8] + 1) % 4)), ' plays first']))
        _t981 = _joined1032(_joined1032(_joined1032(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
        _t982 = 0
        if _t981 is not None:
            _move_cards1031(st, _t981, _t982, True)
        _t983 = _st_zones[(2 if False else 1)][:]
        _t984 = 0
        if _t983 is not None:
            _move_cards1031(st, _t983, _t984, True)
        _t985 = [_c for _i in [7 + _p for _p in _k1033] for _c in _st_zones[_i]]
        _t986 = 0
        if _t985 is not None:
            _move_cards1031(st, _t985, _t986, True)
        _t987 = _joined1032([_c for _i in [11 + _p for _p in _k1034] for _c in _st_zones[_i]], [_c for _i in [15 + _p for _p in _k1035] for _c in _st_zones[_i]])
        _t988 = 0
        if _t987 is not None:
            _move_cards1031(st, _t987, _t988, True)
        _t989 = [_c for _i in [3 + _p for _p in _k1036] for _c in _st_zones[_i]]
        _t990 = 0
        if _t989 is not None:
            _move_cards1031(st, _t989, _t990, True)
        _shuffle_zone1037(st, 0)
        if _p1038(st, [], _d + 1) == 3: return 3
        if _p1039(st, [], _d + 1) == 3: return 3
        L[0] = ((_st_vars[8] + 1) % 4)
        while True:
            _budget1024[0] -= 1
            if _budget1024[0] < 0: _spent1025(st)
            if _p1040(st, [L[0], None, None, None, None, None, None, None], _d + 1) == 3: return 3
            L[0] = ((L[0] + 1) % 4)
    except _ExitTo1041 as _exited:
        if _exited.idx != 1: raise
        del st.events[_events:]

# <rulerun alienz.rules: play #276 f5e9afbf>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1017[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1020(st, L)
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
            if st.thread_player == st.inline_thread:
                if _p1042(st, [None], 1) == 3: return True
                pc = 3
            else:
                _a = [None]
                if len(st.cur) >= 500: raise _RuleLimit1043(_k1044)
                fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run1045(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1019(_k, st, _d0): raise _Runaway1018()
            continue
        if pc == 5:
            fr[1] = 6
            if _step1046(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1047)

# <rulerun alienz.rules: rank #277 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

