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

# <rulerun alienz.rules: turn #13 bd375956>
def _loop(st):
    for _t44 in st.zones[20]:
        if (_c89[_t44] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #14 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #15 7f1abcd7>
def _loop(st):
    for _t55 in st.zones[20]:
        if (_c97[_t55] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #16 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #17 5f9d1807>
def _loop(st):
    for _t65 in st.zones[22]:
        return _c104[_t65]
    return None

# <rulerun alienz.rules: turn #18 f038ba86>
def _loop(st):
    for _t74 in st.zones[22]:
        return _c111[_t74]
    return None

# <rulerun alienz.rules: turn #19 6a99ffa9>
def _loop(st):
    for _t80 in st.zones[22]:
        return _c114[_t80]
    return None

# <rulerun alienz.rules: turn #20 6d53b091>
def _loop(st, L, _t63):
    _st_zones = st.zones
    _t71 = _st_zones[(3 + L[0])]
    _budget107[0] -= len(_t71)
    if _budget107[0] < 0: _spent108(st)
    _t76 = _NOT_YET
    _t77 = _NOT_YET
    _t78 = _NOT_YET
    _t79 = _NOT_YET
    _t82 = _NOT_YET
    _t83 = _NOT_YET
    _t84 = _NOT_YET
    _t85 = _NOT_YET
    _t73 = 0
    for _t72 in _t71:
        if ((_t72 != _t63) and ((_c109[_t72] == _c110[_t63]) or (((_t79 if _t79 is not _NOT_YET else (_t79 := ((_t76 if _t76 is not _NOT_YET else (_t76 := _a112(st))) if (_t78 if _t78 is not _NOT_YET else (_t78 := ('asteroid_storm' in (_t77 if _t77 is not _NOT_YET else (_t77 := list(map(_c113.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c109[_t72] == (_t85 if _t85 is not _NOT_YET else (_t85 := ((_t82 if _t82 is not _NOT_YET else (_t82 := _a115(st))) if (_t84 if _t84 is not _NOT_YET else (_t84 := ('asteroid_storm' in (_t83 if _t83 is not _NOT_YET else (_t83 := list(map(_c113.__getitem__, _st_zones[20]))))))) else None))))))):
            _t73 += 1
    return _t73

# <rulerun alienz.rules: turn #21 7483f966>
def _loop(st, L):
    _st_zones = st.zones
    _t62 = _st_zones[(3 + L[0])]
    _budget101[0] -= len(_t62)
    if _budget101[0] < 0: _spent102(st)
    _t67 = _NOT_YET
    _t68 = _NOT_YET
    _t69 = _NOT_YET
    _t70 = _NOT_YET
    _t86 = _NOT_YET
    _t87 = _NOT_YET
    _t88 = _NOT_YET
    for _t63 in _t62:
        if ((_c103[_t63] != (_t70 if _t70 is not _NOT_YET else (_t70 := ((_t67 if _t67 is not _NOT_YET else (_t67 := _a105(st))) if (_t69 if _t69 is not _NOT_YET else (_t69 := ('asteroid_storm' in (_t68 if _t68 is not _NOT_YET else (_t68 := list(map(_c106.__getitem__, _st_zones[20]))))))) else None)))) and (_a116(st, L, _t63) >= (_t88 if _t88 is not _NOT_YET else (_t88 := (3 if (_t87 if _t87 is not _NOT_YET else (_t87 := ('group' in (_t86 if _t86 is not _NOT_YET else (_t86 := list(map(_c106.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #22 347c61f1>
def _loop(st):
    for _t89 in st.zones[22]:
        return _c119[_t89]
    return None

# <rulerun alienz.rules: turn #23 9ad8e286>
def _loop(st):
    for _t91 in st.zones[20]:
        if (_c121[_t91] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #24 97a20f81>
def _native(st, L):
    return (L[0] != (_a120(st) if _a122(st) else None))

# <rulerun alienz.rules: turn #25 6f7ad81d>
def _loop(st):
    for _t96 in st.zones[22]:
        return _c128[_t96]
    return None

# <rulerun alienz.rules: turn #26 55177fd9>
def _loop(st):
    for _t102 in st.zones[22]:
        return _c131[_t102]
    return None

# <rulerun alienz.rules: matching #27 36fb1cbe>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _budget125[0] -= 1
    if _budget125[0] < 0: _spent126(st)
    _t94 = _st_zones[(3 + L[0])]
    _budget125[0] -= len(_t94)
    if _budget125[0] < 0: _spent126(st)
    _t98 = _NOT_YET
    _t99 = _NOT_YET
    _t100 = _NOT_YET
    _t101 = _NOT_YET
    _t104 = _NOT_YET
    _t105 = _NOT_YET
    _t106 = _NOT_YET
    _t107 = _NOT_YET
    _t93 = 0
    for _t95 in _t94:
        if ((_c127[_t95] == _l1) or (((_t101 if _t101 is not _NOT_YET else (_t101 := ((_t98 if _t98 is not _NOT_YET else (_t98 := _a129(st))) if (_t100 if _t100 is not _NOT_YET else (_t100 := ('asteroid_storm' in (_t99 if _t99 is not _NOT_YET else (_t99 := list(map(_c130.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c127[_t95] == (_t107 if _t107 is not _NOT_YET else (_t107 := ((_t104 if _t104 is not _NOT_YET else (_t104 := _a132(st))) if (_t106 if _t106 is not _NOT_YET else (_t106 := ('asteroid_storm' in (_t105 if _t105 is not _NOT_YET else (_t105 := list(map(_c130.__getitem__, _st_zones[20]))))))) else None)))))):
            _t93 += 1
    return _t93

# <rulerun alienz.rules: turn #28 daacd49f>
def _loop(st):
    for _t108 in st.zones[20]:
        if (_c134[_t108] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #29 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #30 920f9e7a>
def _loop(st):
    for _t115 in st.zones[22]:
        return _c138[_t115]
    return None

# <rulerun alienz.rules: turn #31 b342b5d2>
def _loop(st):
    for _t124 in st.zones[22]:
        return _c145[_t124]
    return None

# <rulerun alienz.rules: turn #32 cd32cad1>
def _loop(st):
    for _t130 in st.zones[22]:
        return _c148[_t130]
    return None

# <rulerun alienz.rules: turn #33 19e049ae>
def _loop(st, _i0l0, _t114):
    _st_zones = st.zones
    _t121 = _st_zones[(3 + _i0l0)]
    _budget141[0] -= len(_t121)
    if _budget141[0] < 0: _spent142(st)
    _t126 = _NOT_YET
    _t127 = _NOT_YET
    _t128 = _NOT_YET
    _t129 = _NOT_YET
    _t132 = _NOT_YET
    _t133 = _NOT_YET
    _t134 = _NOT_YET
    _t135 = _NOT_YET
    _t123 = 0
    for _t122 in _t121:
        if ((_t122 != _t114) and ((_c143[_t122] == _c144[_t114]) or (((_t129 if _t129 is not _NOT_YET else (_t129 := ((_t126 if _t126 is not _NOT_YET else (_t126 := _a146(st))) if (_t128 if _t128 is not _NOT_YET else (_t128 := ('asteroid_storm' in (_t127 if _t127 is not _NOT_YET else (_t127 := list(map(_c147.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c143[_t122] == (_t135 if _t135 is not _NOT_YET else (_t135 := ((_t132 if _t132 is not _NOT_YET else (_t132 := _a149(st))) if (_t134 if _t134 is not _NOT_YET else (_t134 := ('asteroid_storm' in (_t133 if _t133 is not _NOT_YET else (_t133 := list(map(_c147.__getitem__, _st_zones[20]))))))) else None))))))):
            _t123 += 1
    return _t123

# <rulerun alienz.rules: turn #34 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #35 3d48c20e>
def _loop(st):
    for _t145 in st.zones[20]:
        if (_c153[_t145] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #36 235dbe02>
def _loop(st):
    for _t149 in st.zones[22]:
        return _c156[_t149]
    return None

# <rulerun alienz.rules: turn #37 43509b07>
def _loop(st):
    for _t155 in st.zones[22]:
        return _c158[_t155]
    return None

# <rulerun alienz.rules: turn #38 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #39 a5e94dc2>
def _loop(st):
    for _t166 in st.zones[22]:
        return _c162[_t166]
    return None

# <rulerun alienz.rules: turn #40 e179b4f0>
def _loop(st):
    for _t172 in st.zones[22]:
        return _c164[_t172]
    return None

# <rulerun alienz.rules: turn #41 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #42 aba847b4>
def _loop(st):
    for _t182 in st.zones[20]:
        if (_c169[_t182] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #43 ff6bf692>
def _loop(st):
    for _t186 in st.zones[22]:
        return _c172[_t186]
    return None

# <rulerun alienz.rules: board_own #44 5d8371ce>
def _loop(st):
    for _t192 in st.zones[22]:
        return _c175[_t192]
    return None

# <rulerun alienz.rules: board_own #45 7e6e334c>
def _loop(st):
    for _t203 in st.zones[22]:
        return _c181[_t203]
    return None

# <rulerun alienz.rules: board_own #46 d359f5c6>
def _loop(st):
    for _t209 in st.zones[22]:
        return _c183[_t209]
    return None

# <rulerun alienz.rules: board_own #47 playout ce6c597e>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    while True:
        _budget167[0] -= 1
        if _budget167[0] < 0: _spent168(st)
        L[3] = None
        if (L[2] < (3 if _a170(st) else 2)):
            _t188 = _NOT_YET
            _t189 = _NOT_YET
            _t190 = _NOT_YET
            _t191 = _NOT_YET
            _t194 = _NOT_YET
            _t195 = _NOT_YET
            _t196 = _NOT_YET
            _t197 = _NOT_YET
            _t184 = []
            for _t185 in _st_zones[(3 + _l0)]:
                if ((_c171[_t185] == _l1) or (((_t191 if _t191 is not _NOT_YET else (_t191 := ((_t188 if _t188 is not _NOT_YET else (_t188 := _a173(st))) if (_t190 if _t190 is not _NOT_YET else (_t190 := ('asteroid_storm' in (_t189 if _t189 is not _NOT_YET else (_t189 := list(map(_c174.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c171[_t185] == (_t197 if _t197 is not _NOT_YET else (_t197 := ((_t194 if _t194 is not _NOT_YET else (_t194 := _a176(st))) if (_t196 if _t196 is not _NOT_YET else (_t196 := ('asteroid_storm' in (_t195 if _t195 is not _NOT_YET else (_t195 := list(map(_c174.__getitem__, _st_zones[20]))))))) else None)))))): _t184.append(_t185)
            _t198 = _l0
            _t199 = len(_t184)
            if not _t199: _no_option179(_t198, 'alien to fly')
            if _t199 <= 1 and _st_log is None:
                L[4] = _t184[0] if _t199 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t200 = st.chooser(_t199, _t198)
                else:
                    _t200 = _st_bits(_t199.bit_length())
                    while _t200 >= _t199: _t200 = _st_bits(_t199.bit_length())
                L[4] = _t184[_t200]; st.decisions += 1
            elif _decide180(st, L, _t184, _t198): raise _PlayoutCut177()
            L[3] = L[4]
        else:
            _t205 = _NOT_YET
            _t206 = _NOT_YET
            _t207 = _NOT_YET
            _t208 = _NOT_YET
            _t211 = _NOT_YET
            _t212 = _NOT_YET
            _t213 = _NOT_YET
            _t214 = _NOT_YET
            _t201 = []
            for _t202 in _st_zones[(3 + _l0)]:
                if ((_c171[_t202] == _l1) or (((_t208 if _t208 is not _NOT_YET else (_t208 := ((_t205 if _t205 is not _NOT_YET else (_t205 := _a182(st))) if (_t207 if _t207 is not _NOT_YET else (_t207 := ('asteroid_storm' in (_t206 if _t206 is not _NOT_YET else (_t206 := list(map(_c174.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c171[_t202] == (_t214 if _t214 is not _NOT_YET else (_t214 := ((_t211 if _t211 is not _NOT_YET else (_t211 := _a184(st))) if (_t213 if _t213 is not _NOT_YET else (_t213 := ('asteroid_storm' in (_t212 if _t212 is not _NOT_YET else (_t212 := list(map(_c174.__getitem__, _st_zones[20]))))))) else None)))))): _t201.append(_t202)
            if _offer185(st, L, _t201): raise _PlayoutCut177()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t215 = L[3]
        _t216 = (11 + _l0)
        if type(_t215) is int and _st_log is None:
            _t217 = _st_zones[_st_loc[_t215]]
            if _t217[-1] == _t215: _t217.pop()
            else: _t217.remove(_t215)
            _st_zones[_t216].append(_t215); _st_loc[_t215] = _t216
        elif _t215 is not None:
            _move_cards186(st, _t215, _t216, False)
        L[2] = (_t218 if -1000000000000000000 <= (_t218 := L[2] + 1) <= 1000000000000000000 else _beyond187(_t218))
    if _st_log is not None: _st_log.append(_Text191(_audience188(st), [_PlayerRef189(_l0), ' flies ', _plain190(L[2]), ' ', _plain190(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain190(_l1), ' planet']))

# <rulerun alienz.rules: turn #48 a7d0ee2c>
def _loop(st):
    for _t224 in st.zones[22]:
        return _c194[_t224]
    return None

# <rulerun alienz.rules: turn #49 695bf219>
def _loop(st):
    for _t230 in st.zones[22]:
        return _c196[_t230]
    return None

# <rulerun alienz.rules: private_flight #50 cdd6d625>
def _loop(st):
    for _t242 in st.zones[22]:
        return _c201[_t242]
    return None

# <rulerun alienz.rules: private_flight #51 6d049137>
def _loop(st):
    for _t251 in st.zones[22]:
        return _c208[_t251]
    return None

# <rulerun alienz.rules: private_flight #52 c3807eb7>
def _loop(st):
    for _t257 in st.zones[22]:
        return _c211[_t257]
    return None

# <rulerun alienz.rules: private_flight #53 977a87e7>
def _loop(st, L, _t241):
    _st_zones = st.zones
    _t248 = _st_zones[(3 + L[0])]
    _budget204[0] -= len(_t248)
    if _budget204[0] < 0: _spent205(st)
    _t253 = _NOT_YET
    _t254 = _NOT_YET
    _t255 = _NOT_YET
    _t256 = _NOT_YET
    _t259 = _NOT_YET
    _t260 = _NOT_YET
    _t261 = _NOT_YET
    _t262 = _NOT_YET
    _t250 = 0
    for _t249 in _t248:
        if ((_t249 != _t241) and ((_c206[_t249] == _c207[_t241]) or (((_t256 if _t256 is not _NOT_YET else (_t256 := ((_t253 if _t253 is not _NOT_YET else (_t253 := _a209(st))) if (_t255 if _t255 is not _NOT_YET else (_t255 := ('asteroid_storm' in (_t254 if _t254 is not _NOT_YET else (_t254 := list(map(_c210.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c206[_t249] == (_t262 if _t262 is not _NOT_YET else (_t262 := ((_t259 if _t259 is not _NOT_YET else (_t259 := _a212(st))) if (_t261 if _t261 is not _NOT_YET else (_t261 := ('asteroid_storm' in (_t260 if _t260 is not _NOT_YET else (_t260 := list(map(_c210.__getitem__, _st_zones[20]))))))) else None))))))):
            _t250 += 1
    return _t250

# <rulerun alienz.rules: private_flight #54 0941ec13>
def _loop(st):
    for _t277 in st.zones[22]:
        return _c226[_t277]
    return None

# <rulerun alienz.rules: private_flight #55 ab32c6d7>
def _loop(st):
    for _t283 in st.zones[22]:
        return _c228[_t283]
    return None

# <rulerun alienz.rules: private_flight #56 playout 11462089>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _budget198[0] -= 1
    if _budget198[0] < 0: _spent199(st)
    _t244 = _NOT_YET
    _t245 = _NOT_YET
    _t246 = _NOT_YET
    _t247 = _NOT_YET
    _t263 = _NOT_YET
    _t264 = _NOT_YET
    _t265 = _NOT_YET
    _t240 = []
    for _t241 in _st_zones[(3 + _l0)]:
        if ((_c200[_t241] != (_t247 if _t247 is not _NOT_YET else (_t247 := ((_t244 if _t244 is not _NOT_YET else (_t244 := _a202(st))) if (_t246 if _t246 is not _NOT_YET else (_t246 := ('asteroid_storm' in (_t245 if _t245 is not _NOT_YET else (_t245 := list(map(_c203.__getitem__, _st_zones[20]))))))) else None)))) and (_a213(st, L, _t241) >= (_t265 if _t265 is not _NOT_YET else (_t265 := (3 if (_t264 if _t264 is not _NOT_YET else (_t264 := ('group' in (_t263 if _t263 is not _NOT_YET else (_t263 := list(map(_c203.__getitem__, _st_zones[20]))))))) else 2))))): _t240.append(_t241)
    _t266 = _l0
    _t267 = len(_t240)
    if not _t267: _no_option216(_t266, 'planet for a private flight')
    if _t267 <= 1 and _st_log is None:
        L[1] = _t240[0] if _t267 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t268 = st.chooser(_t267, _t266)
        else:
            _t268 = _st_bits(_t267.bit_length())
            while _t268 >= _t267: _t268 = _st_bits(_t267.bit_length())
        L[1] = _t240[_t268]; st.decisions += 1
    elif _decide217(st, L, _t240, _t266): raise _PlayoutCut214()
    L[2] = _c200[L[1]]
    _t269 = L[1]
    _t270 = (15 + _l0)
    if type(_t269) is int and _st_log is None:
        _t271 = _st_zones[_st_loc[_t269]]
        if _t271[-1] == _t269: _t271.pop()
        else: _t271.remove(_t269)
        _st_zones[_t270].append(_t269); _st_loc[_t269] = _t270
    elif _t269 is not None:
        _move_cards218(st, _t269, _t270, False)
    if _st_log is not None: _st_log.append(_Text222(_audience219(st), [_PlayerRef220(_l0), ' opens a private flight to the ', _plain221(L[2]), ' planet']))
    if _p223(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i3l0 = L[2]
    _i3 = [_i3l0, None, None, None, None]
    _t273 = (_k224 or [])
    _budget198[0] -= len(_t273)
    if _budget198[0] < 0: _spent199(st)
    for _t272 in _t273:
        _i3[3] = _t272
        _t275 = _st_zones[(7 + _t272)]
        _budget198[0] -= len(_t275)
        if _budget198[0] < 0: _spent199(st)
        _t279 = _NOT_YET
        _t280 = _NOT_YET
        _t281 = _NOT_YET
        _t282 = _NOT_YET
        _t285 = _NOT_YET
        _t286 = _NOT_YET
        _t287 = _NOT_YET
        _t288 = _NOT_YET
        _t274 = []
        for _t276 in _t275:
            if ((_c225[_t276] == _i3l0) or (((_t282 if _t282 is not _NOT_YET else (_t282 := ((_t279 if _t279 is not _NOT_YET else (_t279 := _a227(st))) if (_t281 if _t281 is not _NOT_YET else (_t281 := ('asteroid_storm' in (_t280 if _t280 is not _NOT_YET else (_t280 := list(map(_c203.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c225[_t276] == (_t288 if _t288 is not _NOT_YET else (_t288 := ((_t285 if _t285 is not _NOT_YET else (_t285 := _a229(st))) if (_t287 if _t287 is not _NOT_YET else (_t287 := ('asteroid_storm' in (_t286 if _t286 is not _NOT_YET else (_t286 := list(map(_c203.__getitem__, _st_zones[20]))))))) else None)))))):
                _t274.append(_t276)
        _i3[4] = _t274
        if (not not (_i3[4] or ())):
            if _st_log is not None: _st_log.append(_Text222(_audience219(st), [_PlayerRef220(_t272), "'s queued aliens board the flight"]))
            _t289 = _i3[4]
            _t290 = (11 + _t272)
            if type(_t289) is list and _st_log is None:
                for _t291 in _t289:
                    _t292 = _st_zones[_st_loc[_t291]]
                    if _t292[-1] == _t291: _t292.pop()
                    else: _t292.remove(_t291)
                    _st_zones[_t290].append(_t291); _st_loc[_t291] = _t290
            elif _t289 is not None:
                _move_cards218(st, _t289, _t290, False)
    if _st_log is not None: _st_log.append(_Text222(_audience219(st), ['The flight to the ', _plain221(L[2]), ' planet is closed']))

# <rulerun alienz.rules: reveal_event #57 565d6e1b>
def _loop(st):
    _t300 = 0
    for _t299 in st.zones[0]:
        if (_c251[_t299] is not None):
            _t300 += 1
    return _t300

# <rulerun alienz.rules: reveal_event #58 f6d93521>
def _loop(st):
    _t302 = 0
    for _t301 in st.zones[0]:
        if (_c255[_t301] is not None):
            _t302 += 1
    return _t302

# <rulerun alienz.rules: storm_flip #59 playout 8f5c6f6f>
def _native(st, L, _d=0):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit269(_k270)
    _budget271[0] -= 1
    if _budget271[0] < 0: _spent272(st)
    if _p273[0](st, [], _d + 1) == 3: return 3
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
        _move_cards274(st, _t313, _t314, False)
    if _st_log is not None: _st_log.append(_Text278(_audience275(st), ['Asteroid Storm: flights to the ', _plain277(_c276[L[0]]), ' planet are forbidden and ', _plain277(_c276[L[0]]), ' aliens are wild']))
    if _p273[0](st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: take_effect #60 playout 1bb97775>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit262(_k263)
    if (_c264[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text266(_audience265(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text266(_audience265(st), ['Clear Sky cancels ', _cards_ref267(st, _st_zones[20][:])]))
        _t303 = 20
        _t304 = 21
        if _st_log is None and _t303 != _t304:
            _t305 = _st_zones[_t303]; _st_zones[_t304] += _t305
            for _t306 in _t305: _st_loc[_t306] = _t304
            _t305.clear()
        else:
            _move_cards268(st, _st_zones[_t303][:], _t304, False)
        _t307 = _l0
        _t308 = 21
        if type(_t307) is int and _st_log is None:
            _t309 = _st_zones[_st_loc[_t307]]
            if _t309[-1] == _t307: _t309.pop()
            else: _t309.remove(_t307)
            _st_zones[_t308].append(_t307); _st_loc[_t307] = _t308
        elif _t307 is not None:
            _move_cards268(st, _t307, _t308, False)
        return 2
    _t310 = _l0
    _t311 = 20
    if type(_t310) is int and _st_log is None:
        _t312 = _st_zones[_st_loc[_t310]]
        if _t312[-1] == _t310: _t312.pop()
        else: _t312.remove(_t310)
        _st_zones[_t311].append(_t310); _st_loc[_t310] = _t311
    elif _t310 is not None:
        _move_cards268(st, _t310, _t311, False)
    if (_c264[_l0] == 'queueing'):
        if _st_log is not None: _st_log.append(_Text266(_audience265(st), ['Queue: once per turn the active player may queue one alien before the flight']))
    elif (_c264[_l0] == 'rush_hour'):
        if _st_log is not None: _st_log.append(_Text266(_audience265(st), ['Rush Hour: every turn takes two aliens and refills two slots']))
    elif (_c264[_l0] == 'group'):
        if _st_log is not None: _st_log.append(_Text266(_audience265(st), ['Group: a flight needs 3 aliens from the flyer']))
    else:
        if _p279(st, [None], _d + 1) == 3: return 3

# <rulerun alienz.rules: resolve_events #61 playout 53562e27>
def _native(st, L, _d=0):
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit258(_k259)
    if _st_vars[12]:
        return 2
    _st_vars[12] = True
    while (not not _st_zones[19]):
        _budget260[0] -= 1
        if _budget260[0] < 0: _spent261(st)
        if _p280(st, [(_z[0] if (_z := _st_zones[19]) else None)], _d + 1) == 3: return 3
    _st_vars[12] = False

# <rulerun alienz.rules: reveal_event #62 playout 71da1d2d>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit246(_k247)
    _t296 = _l0
    _t297 = 19
    if type(_t296) is int and _st_log is None:
        _t298 = _st_zones[_st_loc[_t296]]
        if _t298[-1] == _t296: _t298.pop()
        else: _t298.remove(_t296)
        _st_zones[_t297].append(_t296); _st_loc[_t296] = _t297
    elif _t296 is not None:
        _move_cards248(st, _t296, _t297, False)
    if _st_log is not None: _st_log.append(_Text254(_audience249(st), ['Event revealed: ', _card_ref250(st, _l0), ' (', _plain253((5 - _a252(st))), ' of 5)']))
    if (_a256(st) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text254(_audience249(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text254(_audience249(st), ['The 5th event: the round ends']))
        raise _ExitTo257(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text254(_audience249(st), [_card_ref250(st, _l0), ' takes effect after the flight']))
        return 2
    if _p281(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: surface #63 playout 44c61e84>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit241(_k242)
    while ((not not _st_zones[0]) and _d243(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
        _budget244[0] -= 1
        if _budget244[0] < 0: _spent245(st)
        if _p282(st, [(_z[-1] if (_z := _st_zones[0]) else None)], _d + 1) == 3: return 3
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text286(_audience283(st), ['The deck shows the ', _plain285(_c284[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: commercial_flight #64 997f5ac3>
def _loop(st):
    for _t321 in st.zones[22]:
        return _c291[_t321]
    return None

# <rulerun alienz.rules: commercial_flight #65 17c421f7>
def _loop(st):
    for _t327 in st.zones[22]:
        return _c294[_t327]
    return None

# <rulerun alienz.rules: commercial_flight #66 221ffce4>
def _loop(st):
    for _t340 in st.zones[22]:
        return _c297[_t340]
    return None

# <rulerun alienz.rules: commercial_flight #67 aec8c781>
def _loop(st):
    for _t346 in st.zones[22]:
        return _c299[_t346]
    return None

# <rulerun alienz.rules: commercial_flight #68 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #69 playout 1b24cb7b>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit231(_k232)
    _budget233[0] -= 1
    if _budget233[0] < 0: _spent234(st)
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c235[L[1]]
    _st_vars[11] = True
    if _st_log is not None: _st_log.append(_Text239(_audience236(st), [_PlayerRef237(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain238(L[2]), ' planet']))
    _t293 = L[1]
    _t294 = (15 + _l0)
    if type(_t293) is int and _st_log is None:
        _t295 = _st_zones[_st_loc[_t293]]
        if _t295[-1] == _t293: _t295.pop()
        else: _t295.remove(_t293)
        _st_zones[_t294].append(_t293); _st_loc[_t293] = _t294
    elif _t293 is not None:
        _move_cards240(st, _t293, _t294, False)
    if _p287(st, [], _d + 1) == 3: return 3
    if _p288(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i4l0 = L[2]
    _i4 = [_i4l0, None, None, None, None]
    _t317 = (_k289 or [])
    _budget233[0] -= len(_t317)
    if _budget233[0] < 0: _spent234(st)
    for _t316 in _t317:
        _i4[3] = _t316
        _t319 = _st_zones[(7 + _t316)]
        _budget233[0] -= len(_t319)
        if _budget233[0] < 0: _spent234(st)
        _t323 = _NOT_YET
        _t324 = _NOT_YET
        _t325 = _NOT_YET
        _t326 = _NOT_YET
        _t329 = _NOT_YET
        _t330 = _NOT_YET
        _t331 = _NOT_YET
        _t332 = _NOT_YET
        _t318 = []
        for _t320 in _t319:
            if ((_c290[_t320] == _i4l0) or (((_t326 if _t326 is not _NOT_YET else (_t326 := ((_t323 if _t323 is not _NOT_YET else (_t323 := _a292(st))) if (_t325 if _t325 is not _NOT_YET else (_t325 := ('asteroid_storm' in (_t324 if _t324 is not _NOT_YET else (_t324 := list(map(_c293.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c290[_t320] == (_t332 if _t332 is not _NOT_YET else (_t332 := ((_t329 if _t329 is not _NOT_YET else (_t329 := _a295(st))) if (_t331 if _t331 is not _NOT_YET else (_t331 := ('asteroid_storm' in (_t330 if _t330 is not _NOT_YET else (_t330 := list(map(_c293.__getitem__, _st_zones[20]))))))) else None)))))):
                _t318.append(_t320)
        _i4[4] = _t318
        if (not not (_i4[4] or ())):
            if _st_log is not None: _st_log.append(_Text239(_audience236(st), [_PlayerRef237(_t316), "'s queued aliens board the flight"]))
            _t333 = _i4[4]
            _t334 = (11 + _t316)
            if type(_t333) is list and _st_log is None:
                for _t335 in _t333:
                    _t336 = _st_zones[_st_loc[_t335]]
                    if _t336[-1] == _t335: _t336.pop()
                    else: _t336.remove(_t335)
                    _st_zones[_t334].append(_t335); _st_loc[_t335] = _t334
            elif _t333 is not None:
                _move_cards240(st, _t333, _t334, False)
    for _t337 in (_o296[_l0] or []):
        L[5] = _t337
        if not ((_t337 != _l0)): continue
        _i5l0 = _t337
        _i5l1 = L[2]
        _i5 = [_i5l0, _i5l1, None, None]
        _i5[2] = 0
        while True:
            _budget233[0] -= 1
            if _budget233[0] < 0: _spent234(st)
            _t342 = _NOT_YET
            _t343 = _NOT_YET
            _t344 = _NOT_YET
            _t345 = _NOT_YET
            _t348 = _NOT_YET
            _t349 = _NOT_YET
            _t350 = _NOT_YET
            _t351 = _NOT_YET
            _t338 = []
            for _t339 in _st_zones[(3 + _i5l0)]:
                if ((_c290[_t339] == _i5l1) or (((_t345 if _t345 is not _NOT_YET else (_t345 := ((_t342 if _t342 is not _NOT_YET else (_t342 := _a298(st))) if (_t344 if _t344 is not _NOT_YET else (_t344 := ('asteroid_storm' in (_t343 if _t343 is not _NOT_YET else (_t343 := list(map(_c293.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c290[_t339] == (_t351 if _t351 is not _NOT_YET else (_t351 := ((_t348 if _t348 is not _NOT_YET else (_t348 := _a300(st))) if (_t350 if _t350 is not _NOT_YET else (_t350 := ('asteroid_storm' in (_t349 if _t349 is not _NOT_YET else (_t349 := list(map(_c293.__getitem__, _st_zones[20]))))))) else None)))))): _t338.append(_t339)
            if _offer302(st, _i5, _t338): raise _PlayoutCut301()
            if (_i5[3] is None):
                break
            _t352 = _i5[3]
            _t353 = (11 + _i5l0)
            if type(_t352) is int and _st_log is None:
                _t354 = _st_zones[_st_loc[_t352]]
                if _t354[-1] == _t352: _t354.pop()
                else: _t354.remove(_t352)
                _st_zones[_t353].append(_t352); _st_loc[_t352] = _t353
            elif _t352 is not None:
                _move_cards240(st, _t352, _t353, False)
            _i5[2] = (_t355 if -1000000000000000000 <= (_t355 := _i5[2] + 1) <= 1000000000000000000 else _beyond303(_t355))
        if (_i5[2] > 0):
            if _st_log is not None: _st_log.append(_Text239(_audience236(st), [_PlayerRef237(_i5l0), ' joins the flight with ', _plain238(_i5[2]), ' ', _plain238(('alien' if (_i5[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text239(_audience236(st), [_PlayerRef237(_i5l0), ' does not join']))
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text239(_audience236(st), ['The flight to the ', _plain238(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text239(_audience236(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo304(1)
    if _p305(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: refill #70 playout ab3f4791>
def _native(st, L, _d=0):
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit307(_k308)
    while ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
        _budget309[0] -= 1
        if _budget309[0] < 0: _spent310(st)
        _t358 = _st_zones[0]
        _t357 = (2 if False else 1)
        if st.log is None and _t358:
            _t356 = _t358.pop(); _st_zones[_t357].append(_t356); st.loc[_t356] = _t357
        elif _t358:
            _move_cards311(st, _t358[-1], _t357, False)
        if _p312(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: turn #71 playout ed5a8da8>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit80(_k81)
    _budget82[0] -= 1
    if _budget82[0] < 0: _spent83(st)
    _st_vars[10] = (_t43 if -1000000000000000000 <= (_t43 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond84(_t43))
    if _st_log is not None: _st_log.append(_Text88(_audience85(st), ['Turn ', _plain86(_st_vars[10]), ': ', _PlayerRef87(_l0)]))
    L[1] = (2 if _a90(st) else 1)
    _t47 = (_range91(1, L[1]) or [])
    _budget82[0] -= len(_t47)
    if _budget82[0] < 0: _spent83(st)
    for _t46 in _t47:
        L[4] = _t46
        _t48 = _st_zones[(2 if False else 1)]
        _t49 = _l0
        _t50 = len(_t48)
        if not _t50: _no_option94(_t49, 'alien to take')
        if _t50 <= 1 and _st_log is None:
            L[5] = _t48[0] if _t50 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t51 = st.chooser(_t50, _t49)
            else:
                _t51 = _st_bits(_t50.bit_length())
                while _t51 >= _t50: _t51 = _st_bits(_t50.bit_length())
            L[5] = _t48[_t51]; st.decisions += 1
        elif _decide95(st, L, _t48[:], _t49): raise _PlayoutCut92()
        _t52 = L[5]
        _t53 = (3 + _l0)
        if type(_t52) is int and _st_log is None:
            _t54 = _st_zones[_st_loc[_t52]]
            if _t54[-1] == _t52: _t54.pop()
            else: _t54.remove(_t52)
            _st_zones[_t53].append(_t52); _st_loc[_t52] = _t53
        elif _t52 is not None:
            _move_cards96(st, _t52, _t53, False)
    if _a98(st):
        _t57 = _st_zones[(3 + _l0)]
        if _offer99(st, L, _t57[:]): raise _PlayoutCut92()
        if (L[6] is not None):
            _t58 = L[6]
            _t59 = (7 + _l0)
            if type(_t58) is int and _st_log is None:
                _t60 = _st_zones[_st_loc[_t58]]
                if _t60[-1] == _t58: _t60.pop()
                else: _t60.remove(_t58)
                _st_zones[_t59].append(_t58); _st_loc[_t58] = _t59
            elif _t58 is not None:
                _move_cards96(st, _t58, _t59, False)
    _t61 = (_joined100(_joined100(['no flight'], (['private flight'] if _a117(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d118(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d123(st, [_c124[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d133(st, [_l0, _c124[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a135(st) else 2))) else [])) or [])
    _t110 = _l0
    _t111 = len(_t61)
    if not _t111: _no_option94(_t110, 'flight this turn')
    if _t111 <= 1 and _st_log is None:
        L[7] = _t61[0] if _t111 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t112 = st.chooser(_t111, _t110)
        else:
            _t112 = _st_bits(_t111.bit_length())
            while _t112 >= _t111: _t112 = _st_bits(_t111.bit_length())
        L[7] = _t61[_t112]; st.decisions += 1
    elif _decide137(st, L, _t61, _t110): raise _PlayoutCut92()
    if (L[7] == 'private flight'):
        if _p230(st, [_l0, None, None]) == 3: return 3
    elif (L[7] == 'commercial flight'):
        if _p306(st, [_l0, None, None, None, None, None], _d + 1) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text88(_audience85(st), [_PlayerRef87(_l0), ' does not fly']))
    if _p313(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: round #72 b6aeae72>
def _native(st, L):
    while True:
        _budget78[0] -= 1
        if _budget78[0] < 0: _spent79(st)
        if _p314(st, [L[0], None, None, None, None, None, None, None], 1) == 3: return 3
        L[0] = ((L[0] + 1) % 4)

# <rulerun alienz.rules: round #73 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: round #74 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #75 4b1f0d38>
def _loop(st):
    for _t360 in st.zones[20]:
        if (_c320[_t360] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #76 c7cdb7db>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[10] = (_t359 if -1000000000000000000 <= (_t359 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond315(_t359))
    if _st_log is not None: _st_log.append(_Text319(_audience316(st), ['Turn ', _plain317(_st_vars[10]), ': ', _PlayerRef318(L[0])]))
    L[1] = (2 if _a321(st) else 1)

# <rulerun alienz.rules: turn #77 4accf9b2>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t362 = L[5]
    _t363 = (3 + L[0])
    if type(_t362) is int and st.log is None:
        _t364 = _st_zones[_st_loc[_t362]]
        if _t364[-1] == _t362: _t364.pop()
        else: _t364.remove(_t362)
        _st_zones[_t363].append(_t362); _st_loc[_t362] = _t363
    elif _t362 is not None:
        _move_cards322(st, _t362, _t363, False)

# <rulerun alienz.rules: turn #78 22858f60>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t366 = (_range323(1, L[1]) or [])
    _budget324[0] -= len(_t366)
    if _budget324[0] < 0: _spent325(st)
    for _t365 in _t366:
        L[4] = _t365
        _t367 = _st_zones[(2 if False else 1)]
        _t368 = _l0
        _t369 = len(_t367)
        if not _t369: _no_option328(_t368, 'alien to take')
        if _t369 <= 1 and _st_log is None:
            L[5] = _t367[0] if _t369 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t370 = st.chooser(_t369, _t368)
            else:
                _t370 = _st_bits(_t369.bit_length())
                while _t370 >= _t369: _t370 = _st_bits(_t369.bit_length())
            L[5] = _t367[_t370]; st.decisions += 1
        elif _decide329(st, L, _t367[:], _t368): raise _PlayoutCut326()
        _t371 = L[5]
        _t372 = (3 + _l0)
        if type(_t371) is int and _st_log is None:
            _t373 = _st_zones[_st_loc[_t371]]
            if _t373[-1] == _t371: _t373.pop()
            else: _t373.remove(_t371)
            _st_zones[_t372].append(_t371); _st_loc[_t371] = _t372
        elif _t371 is not None:
            _move_cards330(st, _t371, _t372, False)

# <rulerun alienz.rules: turn #79 2aa6ab83>
def _native(st, L):
    _l6 = L[6]
    _st_loc = st.loc
    _st_zones = st.zones
    if (_l6 is not None):
        _t374 = _l6
        _t375 = (7 + L[0])
        if type(_t374) is int and st.log is None:
            _t376 = _st_zones[_st_loc[_t374]]
            if _t376[-1] == _t374: _t376.pop()
            else: _t376.remove(_t374)
            _st_zones[_t375].append(_t374); _st_loc[_t374] = _t375
        elif _t374 is not None:
            _move_cards331(st, _t374, _t375, False)

# <rulerun alienz.rules: turn #80 62174f77>
def _loop(st):
    for _t377 in st.zones[20]:
        if (_c332[_t377] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #81 8daccadd>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if _a333(st):
        _t379 = _st_zones[(3 + _l0)]
        if _offer335(st, L, _t379[:]): raise _PlayoutCut334()
        if (L[6] is not None):
            _t380 = L[6]
            _t381 = (7 + _l0)
            if type(_t380) is int and st.log is None:
                _t382 = _st_zones[_st_loc[_t380]]
                if _t382[-1] == _t380: _t382.pop()
                else: _t382.remove(_t380)
                _st_zones[_t381].append(_t380); _st_loc[_t380] = _t381
            elif _t380 is not None:
                _move_cards336(st, _t380, _t381, False)

# <rulerun alienz.rules: turn #82 7de9a8ae>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text339(_audience337(st), [_PlayerRef338(L[0]), ' does not fly']))

# <rulerun alienz.rules: turn #83 2e637cd2>
def _native(st, L):
    _l0 = L[0]
    _l7 = L[7]
    _st_log = st.log
    if (_l7 == 'private flight'):
        if _p340(st, [_l0, None, None]) == 3: return 3
    elif (_l7 == 'commercial flight'):
        if _p341(st, [_l0, None, None, None, None, None], 1) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text344(_audience342(st), [_PlayerRef343(_l0), ' does not fly']))

# <rulerun alienz.rules: turn #84 e2d946a3>
def _native(st, L):
    if _p345(st, [], 1) == 3: return 3

# <rulerun alienz.rules: turn #85 0449b524>
def _native(st, L):
    return _range346(1, L[1])

# <rulerun alienz.rules: turn #86 5392936a>
def _native(st, L):
    return (2 if False else 1)

# <rulerun alienz.rules: turn #87 da307b34>
def _loop(st):
    for _t383 in st.zones[20]:
        if (_c347[_t383] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #88 c49bc27a>
def _native(st, L):
    return _a348(st)

# <rulerun alienz.rules: turn #89 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: turn #90 efc4cdb0>
def _loop(st):
    for _t388 in st.zones[22]:
        return _c353[_t388]
    return None

# <rulerun alienz.rules: turn #91 ae124b06>
def _loop(st):
    for _t397 in st.zones[22]:
        return _c360[_t397]
    return None

# <rulerun alienz.rules: turn #92 62b3efa6>
def _loop(st):
    for _t403 in st.zones[22]:
        return _c363[_t403]
    return None

# <rulerun alienz.rules: turn #93 184a39a1>
def _loop(st, L, _t386):
    _st_zones = st.zones
    _t394 = _st_zones[(3 + L[0])]
    _budget356[0] -= len(_t394)
    if _budget356[0] < 0: _spent357(st)
    _t399 = _NOT_YET
    _t400 = _NOT_YET
    _t401 = _NOT_YET
    _t402 = _NOT_YET
    _t405 = _NOT_YET
    _t406 = _NOT_YET
    _t407 = _NOT_YET
    _t408 = _NOT_YET
    _t396 = 0
    for _t395 in _t394:
        if ((_t395 != _t386) and ((_c358[_t395] == _c359[_t386]) or (((_t402 if _t402 is not _NOT_YET else (_t402 := ((_t399 if _t399 is not _NOT_YET else (_t399 := _a361(st))) if (_t401 if _t401 is not _NOT_YET else (_t401 := ('asteroid_storm' in (_t400 if _t400 is not _NOT_YET else (_t400 := list(map(_c362.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c358[_t395] == (_t408 if _t408 is not _NOT_YET else (_t408 := ((_t405 if _t405 is not _NOT_YET else (_t405 := _a364(st))) if (_t407 if _t407 is not _NOT_YET else (_t407 := ('asteroid_storm' in (_t406 if _t406 is not _NOT_YET else (_t406 := list(map(_c362.__getitem__, _st_zones[20]))))))) else None))))))):
            _t396 += 1
    return _t396

# <rulerun alienz.rules: turn #94 afb9573d>
def _loop(st, L):
    _st_zones = st.zones
    _t385 = _st_zones[(3 + L[0])]
    _budget350[0] -= len(_t385)
    if _budget350[0] < 0: _spent351(st)
    _t390 = _NOT_YET
    _t391 = _NOT_YET
    _t392 = _NOT_YET
    _t393 = _NOT_YET
    _t409 = _NOT_YET
    _t410 = _NOT_YET
    _t411 = _NOT_YET
    for _t386 in _t385:
        if ((_c352[_t386] != (_t393 if _t393 is not _NOT_YET else (_t393 := ((_t390 if _t390 is not _NOT_YET else (_t390 := _a354(st))) if (_t392 if _t392 is not _NOT_YET else (_t392 := ('asteroid_storm' in (_t391 if _t391 is not _NOT_YET else (_t391 := list(map(_c355.__getitem__, _st_zones[20]))))))) else None)))) and (_a365(st, L, _t386) >= (_t411 if _t411 is not _NOT_YET else (_t411 := (3 if (_t410 if _t410 is not _NOT_YET else (_t410 := ('group' in (_t409 if _t409 is not _NOT_YET else (_t409 := list(map(_c355.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #95 9fe66b06>
def _loop(st):
    for _t412 in st.zones[20]:
        if (_c371[_t412] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #96 b5f5ff64>
def _native(st, L):
    _st_zones = st.zones
    return _joined349(_joined349(['no flight'], (['private flight'] if _a366(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d367(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d368(st, [_c369[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d370(st, [L[0], _c369[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a372(st) else 2))) else []))

# <rulerun alienz.rules: turn #97 6b05f4cc>
def _native(st, L):
    return (L[7] == 'private flight')

# <rulerun alienz.rules: turn #98 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #99 f5e8c659>
def _native(st, L):
    return (L[7] == 'commercial flight')

# <rulerun alienz.rules: turn #100 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #101 bd25cd5c>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = _c373[_l1]
    _t414 = _l1
    _t415 = (15 + _l0)
    if type(_t414) is int and _st_log is None:
        _t416 = _st_zones[_st_loc[_t414]]
        if _t416[-1] == _t414: _t416.pop()
        else: _t416.remove(_t414)
        _st_zones[_t415].append(_t414); _st_loc[_t414] = _t415
    elif _t414 is not None:
        _move_cards374(st, _t414, _t415, False)
    if _st_log is not None: _st_log.append(_Text378(_audience375(st), [_PlayerRef376(_l0), ' opens a private flight to the ', _plain377(L[2]), ' planet']))

# <rulerun alienz.rules: private_flight #102 d3e5fafa>
def _loop(st):
    for _t422 in st.zones[22]:
        return _c383[_t422]
    return None

# <rulerun alienz.rules: private_flight #103 4eb50acb>
def _loop(st):
    for _t428 in st.zones[22]:
        return _c386[_t428]
    return None

# <rulerun alienz.rules: private_flight #104 cd04c513>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i6l0 = _l2
    _i6 = [_i6l0, None, None, None, None]
    _t418 = (_k379 or [])
    _budget380[0] -= len(_t418)
    if _budget380[0] < 0: _spent381(st)
    for _t417 in _t418:
        _i6[3] = _t417
        _t420 = _st_zones[(7 + _t417)]
        _budget380[0] -= len(_t420)
        if _budget380[0] < 0: _spent381(st)
        _t424 = _NOT_YET
        _t425 = _NOT_YET
        _t426 = _NOT_YET
        _t427 = _NOT_YET
        _t430 = _NOT_YET
        _t431 = _NOT_YET
        _t432 = _NOT_YET
        _t433 = _NOT_YET
        _t419 = []
        for _t421 in _t420:
            if ((_c382[_t421] == _i6l0) or (((_t427 if _t427 is not _NOT_YET else (_t427 := ((_t424 if _t424 is not _NOT_YET else (_t424 := _a384(st))) if (_t426 if _t426 is not _NOT_YET else (_t426 := ('asteroid_storm' in (_t425 if _t425 is not _NOT_YET else (_t425 := list(map(_c385.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c382[_t421] == (_t433 if _t433 is not _NOT_YET else (_t433 := ((_t430 if _t430 is not _NOT_YET else (_t430 := _a387(st))) if (_t432 if _t432 is not _NOT_YET else (_t432 := ('asteroid_storm' in (_t431 if _t431 is not _NOT_YET else (_t431 := list(map(_c385.__getitem__, _st_zones[20]))))))) else None)))))):
                _t419.append(_t421)
        _i6[4] = _t419
        if (not not (_i6[4] or ())):
            if _st_log is not None: _st_log.append(_Text390(_audience388(st), [_PlayerRef389(_t417), "'s queued aliens board the flight"]))
            _t434 = _i6[4]
            _t435 = (11 + _t417)
            if type(_t434) is list and _st_log is None:
                for _t436 in _t434:
                    _t437 = _st_zones[_st_loc[_t436]]
                    if _t437[-1] == _t436: _t437.pop()
                    else: _t437.remove(_t436)
                    _st_zones[_t435].append(_t436); _st_loc[_t436] = _t435
            elif _t434 is not None:
                _move_cards391(st, _t434, _t435, False)
    if _st_log is not None: _st_log.append(_Text390(_audience388(st), ['The flight to the ', _plain392(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #105 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #106 335ab268>
def _loop(st):
    for _t438 in st.zones[22]:
        return _c394[_t438]
    return None

# <rulerun alienz.rules: private_flight #107 52668aa3>
def _loop(st):
    for _t440 in st.zones[20]:
        if (_c396[_t440] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #108 270e137c>
def _loop(st):
    for _t445 in st.zones[22]:
        return _c402[_t445]
    return None

# <rulerun alienz.rules: private_flight #109 f06ba00a>
def _loop(st):
    for _t451 in st.zones[22]:
        return _c405[_t451]
    return None

# <rulerun alienz.rules: private_flight #110 acac0cce>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t442 = _st_zones[(3 + L[0])]
    _budget398[0] -= len(_t442)
    if _budget398[0] < 0: _spent399(st)
    _t447 = _NOT_YET
    _t448 = _NOT_YET
    _t449 = _NOT_YET
    _t450 = _NOT_YET
    _t453 = _NOT_YET
    _t454 = _NOT_YET
    _t455 = _NOT_YET
    _t456 = _NOT_YET
    _t444 = 0
    for _t443 in _t442:
        if ((_t443 != _l1) and ((_c400[_t443] == _c401[_l1]) or (((_t450 if _t450 is not _NOT_YET else (_t450 := ((_t447 if _t447 is not _NOT_YET else (_t447 := _a403(st))) if (_t449 if _t449 is not _NOT_YET else (_t449 := ('asteroid_storm' in (_t448 if _t448 is not _NOT_YET else (_t448 := list(map(_c404.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c400[_t443] == (_t456 if _t456 is not _NOT_YET else (_t456 := ((_t453 if _t453 is not _NOT_YET else (_t453 := _a406(st))) if (_t455 if _t455 is not _NOT_YET else (_t455 := ('asteroid_storm' in (_t454 if _t454 is not _NOT_YET else (_t454 := list(map(_c404.__getitem__, _st_zones[20]))))))) else None))))))):
            _t444 += 1
    return _t444

# <rulerun alienz.rules: private_flight #111 105831e0>
def _loop(st):
    for _t457 in st.zones[20]:
        if (_c408[_t457] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #112 56c013ab>
def _native(st, L):
    return ((_c393[L[1]] != (_a395(st) if _a397(st) else None)) and (_a407(st, L) >= (3 if _a409(st) else 2)))

# <rulerun alienz.rules: private_flight #113 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #114 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #115 2b0f8bd2>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c410[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text414(_audience411(st), [_PlayerRef412(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain413(L[2]), ' planet']))
    _t459 = L[1]
    _t460 = (15 + _l0)
    if type(_t459) is int and _st_log is None:
        _t461 = _st_zones[_st_loc[_t459]]
        if _t461[-1] == _t459: _t461.pop()
        else: _t461.remove(_t459)
        _st_zones[_t460].append(_t459); _st_loc[_t459] = _t460
    elif _t459 is not None:
        _move_cards415(st, _t459, _t460, False)
    if _p416(st, [], 1) == 3: return 3

# <rulerun alienz.rules: commercial_flight #116 78bf0b0d>
def _loop(st):
    for _t467 in st.zones[22]:
        return _c421[_t467]
    return None

# <rulerun alienz.rules: commercial_flight #117 2f3d48aa>
def _loop(st):
    for _t473 in st.zones[22]:
        return _c424[_t473]
    return None

# <rulerun alienz.rules: commercial_flight #118 63f7caf7>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i7l0 = L[2]
    _i7 = [_i7l0, None, None, None, None]
    _t463 = (_k417 or [])
    _budget418[0] -= len(_t463)
    if _budget418[0] < 0: _spent419(st)
    for _t462 in _t463:
        _i7[3] = _t462
        _t465 = _st_zones[(7 + _t462)]
        _budget418[0] -= len(_t465)
        if _budget418[0] < 0: _spent419(st)
        _t469 = _NOT_YET
        _t470 = _NOT_YET
        _t471 = _NOT_YET
        _t472 = _NOT_YET
        _t475 = _NOT_YET
        _t476 = _NOT_YET
        _t477 = _NOT_YET
        _t478 = _NOT_YET
        _t464 = []
        for _t466 in _t465:
            if ((_c420[_t466] == _i7l0) or (((_t472 if _t472 is not _NOT_YET else (_t472 := ((_t469 if _t469 is not _NOT_YET else (_t469 := _a422(st))) if (_t471 if _t471 is not _NOT_YET else (_t471 := ('asteroid_storm' in (_t470 if _t470 is not _NOT_YET else (_t470 := list(map(_c423.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c420[_t466] == (_t478 if _t478 is not _NOT_YET else (_t478 := ((_t475 if _t475 is not _NOT_YET else (_t475 := _a425(st))) if (_t477 if _t477 is not _NOT_YET else (_t477 := ('asteroid_storm' in (_t476 if _t476 is not _NOT_YET else (_t476 := list(map(_c423.__getitem__, _st_zones[20]))))))) else None)))))):
                _t464.append(_t466)
        _i7[4] = _t464
        if (not not (_i7[4] or ())):
            if _st_log is not None: _st_log.append(_Text428(_audience426(st), [_PlayerRef427(_t462), "'s queued aliens board the flight"]))
            _t479 = _i7[4]
            _t480 = (11 + _t462)
            if type(_t479) is list and _st_log is None:
                for _t481 in _t479:
                    _t482 = _st_zones[_st_loc[_t481]]
                    if _t482[-1] == _t481: _t482.pop()
                    else: _t482.remove(_t481)
                    _st_zones[_t480].append(_t481); _st_loc[_t481] = _t480
            elif _t479 is not None:
                _move_cards429(st, _t479, _t480, False)

# <rulerun alienz.rules: commercial_flight #119 b7a29ca7>
def _loop(st):
    for _t486 in st.zones[22]:
        return _c434[_t486]
    return None

# <rulerun alienz.rules: commercial_flight #120 bc1c6146>
def _loop(st):
    for _t492 in st.zones[22]:
        return _c437[_t492]
    return None

# <rulerun alienz.rules: commercial_flight #121 78c92e29>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t483 in (_o430[_l0] or []):
        L[5] = _t483
        if not ((_t483 != _l0)): continue
        _i8l0 = _t483
        _i8l1 = L[2]
        _i8 = [_i8l0, _i8l1, None, None]
        _i8[2] = 0
        while True:
            _budget431[0] -= 1
            if _budget431[0] < 0: _spent432(st)
            _t488 = _NOT_YET
            _t489 = _NOT_YET
            _t490 = _NOT_YET
            _t491 = _NOT_YET
            _t494 = _NOT_YET
            _t495 = _NOT_YET
            _t496 = _NOT_YET
            _t497 = _NOT_YET
            _t484 = []
            for _t485 in _st_zones[(3 + _i8l0)]:
                if ((_c433[_t485] == _i8l1) or (((_t491 if _t491 is not _NOT_YET else (_t491 := ((_t488 if _t488 is not _NOT_YET else (_t488 := _a435(st))) if (_t490 if _t490 is not _NOT_YET else (_t490 := ('asteroid_storm' in (_t489 if _t489 is not _NOT_YET else (_t489 := list(map(_c436.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c433[_t485] == (_t497 if _t497 is not _NOT_YET else (_t497 := ((_t494 if _t494 is not _NOT_YET else (_t494 := _a438(st))) if (_t496 if _t496 is not _NOT_YET else (_t496 := ('asteroid_storm' in (_t495 if _t495 is not _NOT_YET else (_t495 := list(map(_c436.__getitem__, _st_zones[20]))))))) else None)))))): _t484.append(_t485)
            if _offer440(st, _i8, _t484): raise _PlayoutCut439()
            if (_i8[3] is None):
                break
            _t498 = _i8[3]
            _t499 = (11 + _i8l0)
            if type(_t498) is int and _st_log is None:
                _t500 = _st_zones[_st_loc[_t498]]
                if _t500[-1] == _t498: _t500.pop()
                else: _t500.remove(_t498)
                _st_zones[_t499].append(_t498); _st_loc[_t498] = _t499
            elif _t498 is not None:
                _move_cards441(st, _t498, _t499, False)
            _i8[2] = (_t501 if -1000000000000000000 <= (_t501 := _i8[2] + 1) <= 1000000000000000000 else _beyond442(_t501))
        if (_i8[2] > 0):
            if _st_log is not None: _st_log.append(_Text446(_audience443(st), [_PlayerRef444(_i8l0), ' joins the flight with ', _plain445(_i8[2]), ' ', _plain445(('alien' if (_i8[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text446(_audience443(st), [_PlayerRef444(_i8l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #122 4f3b0969>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text449(_audience447(st), ['The flight to the ', _plain448(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text449(_audience447(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo450(1)
    if _p451(st, [], 1) == 3: return 3

# <rulerun alienz.rules: commercial_flight #123 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #124 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #125 eaf90de9>
def _native(st, L):
    return _o452[L[0]]

# <rulerun alienz.rules: commercial_flight #126 b3f5971e>
def _native(st, L):
    return (L[5] != L[0])

# <rulerun alienz.rules: commercial_flight #127 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun alienz.rules: commercial_flight #128 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: board_own #129 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: board_own #130 3c97e090>
def _native(st, L):
    L[3] = None

# <rulerun alienz.rules: board_own #131 72ee40f7>
def _native(st, L):
    L[3] = L[4]

# <rulerun alienz.rules: board_own #132 0bb88ff2>
def _native(st, L):
    L[3] = L[5]

# <rulerun alienz.rules: board_own #133 90ab12ff>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t502 = L[3]
    _t503 = (11 + L[0])
    if type(_t502) is int and st.log is None:
        _t504 = _st_zones[_st_loc[_t502]]
        if _t504[-1] == _t502: _t504.pop()
        else: _t504.remove(_t502)
        _st_zones[_t503].append(_t502); _st_loc[_t502] = _t503
    elif _t502 is not None:
        _move_cards453(st, _t502, _t503, False)
    L[2] = (_t505 if -1000000000000000000 <= (_t505 := L[2] + 1) <= 1000000000000000000 else _beyond454(_t505))

# <rulerun alienz.rules: board_own #134 423cb481>
def _loop(st):
    for _t506 in st.zones[20]:
        if (_c457[_t506] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #135 cfa77173>
def _loop(st):
    for _t510 in st.zones[22]:
        return _c460[_t510]
    return None

# <rulerun alienz.rules: board_own #136 01ecc9ba>
def _loop(st):
    for _t516 in st.zones[22]:
        return _c463[_t516]
    return None

# <rulerun alienz.rules: board_own #137 9d328f55>
def _loop(st):
    for _t527 in st.zones[22]:
        return _c469[_t527]
    return None

# <rulerun alienz.rules: board_own #138 e37c4be7>
def _loop(st):
    for _t533 in st.zones[22]:
        return _c471[_t533]
    return None

# <rulerun alienz.rules: board_own #139 534331d4>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while True:
        _budget455[0] -= 1
        if _budget455[0] < 0: _spent456(st)
        L[3] = None
        if (L[2] < (3 if _a458(st) else 2)):
            _t512 = _NOT_YET
            _t513 = _NOT_YET
            _t514 = _NOT_YET
            _t515 = _NOT_YET
            _t518 = _NOT_YET
            _t519 = _NOT_YET
            _t520 = _NOT_YET
            _t521 = _NOT_YET
            _t508 = []
            for _t509 in _st_zones[(3 + _l0)]:
                if ((_c459[_t509] == _l1) or (((_t515 if _t515 is not _NOT_YET else (_t515 := ((_t512 if _t512 is not _NOT_YET else (_t512 := _a461(st))) if (_t514 if _t514 is not _NOT_YET else (_t514 := ('asteroid_storm' in (_t513 if _t513 is not _NOT_YET else (_t513 := list(map(_c462.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c459[_t509] == (_t521 if _t521 is not _NOT_YET else (_t521 := ((_t518 if _t518 is not _NOT_YET else (_t518 := _a464(st))) if (_t520 if _t520 is not _NOT_YET else (_t520 := ('asteroid_storm' in (_t519 if _t519 is not _NOT_YET else (_t519 := list(map(_c462.__getitem__, _st_zones[20]))))))) else None)))))): _t508.append(_t509)
            _t522 = _l0
            _t523 = len(_t508)
            if not _t523: _no_option467(_t522, 'alien to fly')
            if _t523 <= 1 and _st_log is None:
                L[4] = _t508[0] if _t523 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t524 = st.chooser(_t523, _t522)
                else:
                    _t524 = _st_bits(_t523.bit_length())
                    while _t524 >= _t523: _t524 = _st_bits(_t523.bit_length())
                L[4] = _t508[_t524]; st.decisions += 1
            elif _decide468(st, L, _t508, _t522): raise _PlayoutCut465()
            L[3] = L[4]
        else:
            _t529 = _NOT_YET
            _t530 = _NOT_YET
            _t531 = _NOT_YET
            _t532 = _NOT_YET
            _t535 = _NOT_YET
            _t536 = _NOT_YET
            _t537 = _NOT_YET
            _t538 = _NOT_YET
            _t525 = []
            for _t526 in _st_zones[(3 + _l0)]:
                if ((_c459[_t526] == _l1) or (((_t532 if _t532 is not _NOT_YET else (_t532 := ((_t529 if _t529 is not _NOT_YET else (_t529 := _a470(st))) if (_t531 if _t531 is not _NOT_YET else (_t531 := ('asteroid_storm' in (_t530 if _t530 is not _NOT_YET else (_t530 := list(map(_c462.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c459[_t526] == (_t538 if _t538 is not _NOT_YET else (_t538 := ((_t535 if _t535 is not _NOT_YET else (_t535 := _a472(st))) if (_t537 if _t537 is not _NOT_YET else (_t537 := ('asteroid_storm' in (_t536 if _t536 is not _NOT_YET else (_t536 := list(map(_c462.__getitem__, _st_zones[20]))))))) else None)))))): _t525.append(_t526)
            if _offer473(st, L, _t525): raise _PlayoutCut465()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t539 = L[3]
        _t540 = (11 + _l0)
        if type(_t539) is int and _st_log is None:
            _t541 = _st_zones[_st_loc[_t539]]
            if _t541[-1] == _t539: _t541.pop()
            else: _t541.remove(_t539)
            _st_zones[_t540].append(_t539); _st_loc[_t539] = _t540
        elif _t539 is not None:
            _move_cards474(st, _t539, _t540, False)
        L[2] = (_t542 if -1000000000000000000 <= (_t542 := L[2] + 1) <= 1000000000000000000 else _beyond475(_t542))

# <rulerun alienz.rules: board_own #140 c5729cf3>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text479(_audience476(st), [_PlayerRef477(L[0]), ' flies ', _plain478(_l2), ' ', _plain478(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain478(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #141 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #142 dc01a00b>
def _loop(st):
    for _t543 in st.zones[20]:
        if (_c480[_t543] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #143 1a81cfa6>
def _native(st, L):
    return (L[2] < (3 if _a481(st) else 2))

# <rulerun alienz.rules: board_own #144 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #145 5c48a9fc>
def _loop(st):
    for _t545 in st.zones[22]:
        return _c483[_t545]
    return None

# <rulerun alienz.rules: board_own #146 fadc3dc5>
def _loop(st):
    for _t547 in st.zones[20]:
        if (_c485[_t547] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #147 cb6c32b8>
def _loop(st):
    for _t549 in st.zones[22]:
        return _c487[_t549]
    return None

# <rulerun alienz.rules: board_own #148 ca39ef59>
def _loop(st):
    for _t551 in st.zones[20]:
        if (_c489[_t551] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #149 ea33a6ad>
def _native(st, L):
    _l4 = L[4]
    return ((_c482[_l4] == L[1]) or (((_a484(st) if _a486(st) else None) is not None) and (_c482[_l4] == (_a488(st) if _a490(st) else None))))

# <rulerun alienz.rules: board_own #150 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #151 14156443>
def _loop(st):
    for _t553 in st.zones[22]:
        return _c492[_t553]
    return None

# <rulerun alienz.rules: board_own #152 eba3c3df>
def _loop(st):
    for _t555 in st.zones[20]:
        if (_c494[_t555] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #153 01dba5cb>
def _loop(st):
    for _t557 in st.zones[22]:
        return _c496[_t557]
    return None

# <rulerun alienz.rules: board_own #154 5db990ff>
def _loop(st):
    for _t559 in st.zones[20]:
        if (_c498[_t559] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #155 43ccf29c>
def _native(st, L):
    _l5 = L[5]
    return ((_c491[_l5] == L[1]) or (((_a493(st) if _a495(st) else None) is not None) and (_c491[_l5] == (_a497(st) if _a499(st) else None))))

# <rulerun alienz.rules: board_own #156 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #157 fe826d9c>
def _loop(st):
    for _t566 in st.zones[22]:
        return _c504[_t566]
    return None

# <rulerun alienz.rules: board_queue #158 9df1a180>
def _loop(st):
    for _t572 in st.zones[22]:
        return _c507[_t572]
    return None

# <rulerun alienz.rules: board_queue #159 2debe085>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t562 = (_k500 or [])
    _budget501[0] -= len(_t562)
    if _budget501[0] < 0: _spent502(st)
    for _t561 in _t562:
        L[3] = _t561
        _t564 = _st_zones[(7 + _t561)]
        _budget501[0] -= len(_t564)
        if _budget501[0] < 0: _spent502(st)
        _t568 = _NOT_YET
        _t569 = _NOT_YET
        _t570 = _NOT_YET
        _t571 = _NOT_YET
        _t574 = _NOT_YET
        _t575 = _NOT_YET
        _t576 = _NOT_YET
        _t577 = _NOT_YET
        _t563 = []
        for _t565 in _t564:
            if ((_c503[_t565] == _l0) or (((_t571 if _t571 is not _NOT_YET else (_t571 := ((_t568 if _t568 is not _NOT_YET else (_t568 := _a505(st))) if (_t570 if _t570 is not _NOT_YET else (_t570 := ('asteroid_storm' in (_t569 if _t569 is not _NOT_YET else (_t569 := list(map(_c506.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c503[_t565] == (_t577 if _t577 is not _NOT_YET else (_t577 := ((_t574 if _t574 is not _NOT_YET else (_t574 := _a508(st))) if (_t576 if _t576 is not _NOT_YET else (_t576 := ('asteroid_storm' in (_t575 if _t575 is not _NOT_YET else (_t575 := list(map(_c506.__getitem__, _st_zones[20]))))))) else None)))))):
                _t563.append(_t565)
        L[4] = _t563
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text511(_audience509(st), [_PlayerRef510(_t561), "'s queued aliens board the flight"]))
            _t578 = L[4]
            _t579 = (11 + _t561)
            if type(_t578) is list and _st_log is None:
                for _t580 in _t578:
                    _t581 = _st_zones[_st_loc[_t580]]
                    if _t581[-1] == _t580: _t581.pop()
                    else: _t581.remove(_t580)
                    _st_zones[_t579].append(_t580); _st_loc[_t580] = _t579
            elif _t578 is not None:
                _move_cards512(st, _t578, _t579, False)

# <rulerun alienz.rules: join #160 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #161 70c3e888>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t582 = L[3]
    _t583 = (11 + L[0])
    if type(_t582) is int and st.log is None:
        _t584 = _st_zones[_st_loc[_t582]]
        if _t584[-1] == _t582: _t584.pop()
        else: _t584.remove(_t582)
        _st_zones[_t583].append(_t582); _st_loc[_t582] = _t583
    elif _t582 is not None:
        _move_cards513(st, _t582, _t583, False)
    L[2] = (_t585 if -1000000000000000000 <= (_t585 := L[2] + 1) <= 1000000000000000000 else _beyond514(_t585))

# <rulerun alienz.rules: join #162 1dfdcea0>
def _loop(st):
    for _t588 in st.zones[22]:
        return _c518[_t588]
    return None

# <rulerun alienz.rules: join #163 d3b7961b>
def _loop(st):
    for _t594 in st.zones[22]:
        return _c521[_t594]
    return None

# <rulerun alienz.rules: join #164 f7f4056c>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    while True:
        _budget515[0] -= 1
        if _budget515[0] < 0: _spent516(st)
        _t590 = _NOT_YET
        _t591 = _NOT_YET
        _t592 = _NOT_YET
        _t593 = _NOT_YET
        _t596 = _NOT_YET
        _t597 = _NOT_YET
        _t598 = _NOT_YET
        _t599 = _NOT_YET
        _t586 = []
        for _t587 in _st_zones[(3 + _l0)]:
            if ((_c517[_t587] == L[1]) or (((_t593 if _t593 is not _NOT_YET else (_t593 := ((_t590 if _t590 is not _NOT_YET else (_t590 := _a519(st))) if (_t592 if _t592 is not _NOT_YET else (_t592 := ('asteroid_storm' in (_t591 if _t591 is not _NOT_YET else (_t591 := list(map(_c520.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c517[_t587] == (_t599 if _t599 is not _NOT_YET else (_t599 := ((_t596 if _t596 is not _NOT_YET else (_t596 := _a522(st))) if (_t598 if _t598 is not _NOT_YET else (_t598 := ('asteroid_storm' in (_t597 if _t597 is not _NOT_YET else (_t597 := list(map(_c520.__getitem__, _st_zones[20]))))))) else None)))))): _t586.append(_t587)
        if _offer524(st, L, _t586): raise _PlayoutCut523()
        if (L[3] is None):
            break
        _t600 = L[3]
        _t601 = (11 + _l0)
        if type(_t600) is int and st.log is None:
            _t602 = _st_zones[_st_loc[_t600]]
            if _t602[-1] == _t600: _t602.pop()
            else: _t602.remove(_t600)
            _st_zones[_t601].append(_t600); _st_loc[_t600] = _t601
        elif _t600 is not None:
            _move_cards525(st, _t600, _t601, False)
        L[2] = (_t603 if -1000000000000000000 <= (_t603 := L[2] + 1) <= 1000000000000000000 else _beyond526(_t603))

# <rulerun alienz.rules: join #165 3dd3e4fc>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text530(_audience527(st), [_PlayerRef528(_l0), ' joins the flight with ', _plain529(_l2), ' ', _plain529(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text530(_audience527(st), [_PlayerRef528(_l0), ' does not join']))

# <rulerun alienz.rules: join #166 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #167 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #168 4fb4983a>
def _loop(st):
    for _t604 in st.zones[22]:
        return _c532[_t604]
    return None

# <rulerun alienz.rules: join #169 35269263>
def _loop(st):
    for _t606 in st.zones[20]:
        if (_c534[_t606] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #170 d9677e0b>
def _loop(st):
    for _t608 in st.zones[22]:
        return _c536[_t608]
    return None

# <rulerun alienz.rules: join #171 ffbc3a3d>
def _loop(st):
    for _t610 in st.zones[20]:
        if (_c538[_t610] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #172 ede9f1b2>
def _native(st, L):
    _l3 = L[3]
    return ((_c531[_l3] == L[1]) or (((_a533(st) if _a535(st) else None) is not None) and (_c531[_l3] == (_a537(st) if _a539(st) else None))))

# <rulerun alienz.rules: join #173 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: scoring #174 bb525030>
def _loop(st, _t612):
    _st_zones = st.zones
    _t614 = (_k544 or ())
    _budget545[0] -= len(_t614)
    if _budget545[0] < 0: _spent546(st)
    _t617 = _NOT_YET
    _t618 = _NOT_YET
    _t616 = 0
    for _t615 in _t614:
        if (((_t617 if _t617 is not _NOT_YET else (_t617 := list(map(_c547.__getitem__, _st_zones[(11 + _t612)])))).count(_t615) + (_t618 if _t618 is not _NOT_YET else (_t618 := list(map(_c548.__getitem__, _st_zones[(15 + _t612)])))).count(_t615)) > 0):
            _t616 += 1
    return _t616

# <rulerun alienz.rules: scoring #175 ca92b465>
def _loop(st, _t620, _t627):
    _t630 = 0
    for _t629 in st.zones[(11 + _t627)]:
        if (_c558[_t629] == _t620):
            _t630 += 1
    return _t630

# <rulerun alienz.rules: scoring #176 114805db>
def _loop(st, _t620, _t627):
    _t632 = 0
    for _t631 in st.zones[(15 + _t627)]:
        if (_c560[_t631] == _t620):
            _t632 += 1
    return _t632

# <rulerun alienz.rules: scoring #177 3737cbfd>
def _loop(st, _t620):
    _t626 = (_k555 or ())
    _budget556[0] -= len(_t626)
    if _budget556[0] < 0: _spent557(st)
    _t628 = None
    for _t627 in _t626:
        _t633 = (_a559(st, _t620, _t627) + _a561(st, _t620, _t627))
        if _t628 is None or _t633 > _t628:
            _t628 = _t633
    return _t628

# <rulerun alienz.rules: scoring #178 e146085d>
def _loop(st, _t612):
    _st_zones = st.zones
    _t619 = (_k550 or ())
    _budget551[0] -= len(_t619)
    if _budget551[0] < 0: _spent552(st)
    _t622 = _NOT_YET
    _t623 = _NOT_YET
    _t624 = _NOT_YET
    _t625 = _NOT_YET
    _t634 = _NOT_YET
    _t635 = _NOT_YET
    _t621 = 0
    for _t620 in _t619:
        if ((((_t622 if _t622 is not _NOT_YET else (_t622 := list(map(_c553.__getitem__, _st_zones[(11 + _t612)])))).count(_t620) + (_t623 if _t623 is not _NOT_YET else (_t623 := list(map(_c554.__getitem__, _st_zones[(15 + _t612)])))).count(_t620)) > 0) and (((_t624 if _t624 is not _NOT_YET else (_t624 := list(map(_c553.__getitem__, _st_zones[(11 + _t612)])))).count(_t620) + (_t625 if _t625 is not _NOT_YET else (_t625 := list(map(_c554.__getitem__, _st_zones[(15 + _t612)])))).count(_t620)) == _a562(st, _t620))):
            _t621 += ((_t634 if _t634 is not _NOT_YET else (_t634 := list(map(_c553.__getitem__, _st_zones[(11 + _t612)])))).count(_t620) + (_t635 if _t635 is not _NOT_YET else (_t635 := list(map(_c554.__getitem__, _st_zones[(15 + _t612)])))).count(_t620))
    return _t621

# <rulerun alienz.rules: scoring #179 523cfc5b>
def _loop(st, _t637, _t642):
    _t645 = 0
    for _t644 in st.zones[(11 + _t642)]:
        if (_c572[_t644] == _t637):
            _t645 += 1
    return _t645

# <rulerun alienz.rules: scoring #180 a0521fe9>
def _loop(st, _t637, _t642):
    _t647 = 0
    for _t646 in st.zones[(15 + _t642)]:
        if (_c574[_t646] == _t637):
            _t647 += 1
    return _t647

# <rulerun alienz.rules: scoring #181 fdec6e1b>
def _loop(st, _t612, _t637):
    _t641 = (_k569 or ())
    _budget570[0] -= len(_t641)
    if _budget570[0] < 0: _spent571(st)
    for _t642 in _t641:
        if not (((_t642 == _t612) or ((_a573(st, _t637, _t642) + _a575(st, _t637, _t642)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #182 b13f1c89>
def _loop(st, _t612):
    _st_zones = st.zones
    _t636 = (_k564 or ())
    _budget565[0] -= len(_t636)
    if _budget565[0] < 0: _spent566(st)
    _t639 = _NOT_YET
    _t640 = _NOT_YET
    _t638 = 0
    for _t637 in _t636:
        if ((((_t639 if _t639 is not _NOT_YET else (_t639 := list(map(_c567.__getitem__, _st_zones[(11 + _t612)])))).count(_t637) + (_t640 if _t640 is not _NOT_YET else (_t640 := list(map(_c568.__getitem__, _st_zones[(15 + _t612)])))).count(_t637)) > 0) and _a576(st, _t612, _t637)):
            _t638 += 1
    return _t638

# <rulerun alienz.rules: scoring #183 cbadf676>
def _loop(st, _t648, _t651):
    _t654 = 0
    for _t653 in st.zones[(11 + _t648)]:
        if (_c581[_t653] == _t651):
            _t654 += 1
    return _t654

# <rulerun alienz.rules: scoring #184 ed2773bb>
def _loop(st, _t648, _t651):
    _t656 = 0
    for _t655 in st.zones[(15 + _t648)]:
        if (_c583[_t655] == _t651):
            _t656 += 1
    return _t656

# <rulerun alienz.rules: scoring #185 d1828c7c>
def _loop(st, _t648, _t651):
    _t658 = 0
    for _t657 in st.zones[(11 + _t648)]:
        if (_c587[_t657] == _t651):
            _t658 += 1
    return _t658

# <rulerun alienz.rules: scoring #186 f3b00a74>
def _loop(st, _t648, _t651):
    _t660 = 0
    for _t659 in st.zones[(15 + _t648)]:
        if (_c589[_t659] == _t651):
            _t660 += 1
    return _t660

# <rulerun alienz.rules: scoring #187 445ee5e4>
def _loop(st, _t648):
    _st_zones = st.zones
    _t661 = (_k594 or ())
    _budget595[0] -= len(_t661)
    if _budget595[0] < 0: _spent596(st)
    _t664 = _NOT_YET
    _t665 = _NOT_YET
    _t663 = 0
    for _t662 in _t661:
        if (((_t664 if _t664 is not _NOT_YET else (_t664 := list(map(_c597.__getitem__, _st_zones[(11 + _t648)])))).count(_t662) + (_t665 if _t665 is not _NOT_YET else (_t665 := list(map(_c598.__getitem__, _st_zones[(15 + _t648)])))).count(_t662)) > 0):
            _t663 += 1
    return _t663

# <rulerun alienz.rules: scoring #188 99729931>
def _loop(st, _t667, _t674):
    _t677 = 0
    for _t676 in st.zones[(11 + _t674)]:
        if (_c608[_t676] == _t667):
            _t677 += 1
    return _t677

# <rulerun alienz.rules: scoring #189 d14741c6>
def _loop(st, _t667, _t674):
    _t679 = 0
    for _t678 in st.zones[(15 + _t674)]:
        if (_c610[_t678] == _t667):
            _t679 += 1
    return _t679

# <rulerun alienz.rules: scoring #190 d05bba8f>
def _loop(st, _t667):
    _t673 = (_k605 or ())
    _budget606[0] -= len(_t673)
    if _budget606[0] < 0: _spent607(st)
    _t675 = None
    for _t674 in _t673:
        _t680 = (_a609(st, _t667, _t674) + _a611(st, _t667, _t674))
        if _t675 is None or _t680 > _t675:
            _t675 = _t680
    return _t675

# <rulerun alienz.rules: scoring #191 cca53e66>
def _loop(st, _t648):
    _st_zones = st.zones
    _t666 = (_k600 or ())
    _budget601[0] -= len(_t666)
    if _budget601[0] < 0: _spent602(st)
    _t669 = _NOT_YET
    _t670 = _NOT_YET
    _t671 = _NOT_YET
    _t672 = _NOT_YET
    _t681 = _NOT_YET
    _t682 = _NOT_YET
    _t668 = 0
    for _t667 in _t666:
        if ((((_t669 if _t669 is not _NOT_YET else (_t669 := list(map(_c603.__getitem__, _st_zones[(11 + _t648)])))).count(_t667) + (_t670 if _t670 is not _NOT_YET else (_t670 := list(map(_c604.__getitem__, _st_zones[(15 + _t648)])))).count(_t667)) > 0) and (((_t671 if _t671 is not _NOT_YET else (_t671 := list(map(_c603.__getitem__, _st_zones[(11 + _t648)])))).count(_t667) + (_t672 if _t672 is not _NOT_YET else (_t672 := list(map(_c604.__getitem__, _st_zones[(15 + _t648)])))).count(_t667)) == _a612(st, _t667))):
            _t668 += ((_t681 if _t681 is not _NOT_YET else (_t681 := list(map(_c603.__getitem__, _st_zones[(11 + _t648)])))).count(_t667) + (_t682 if _t682 is not _NOT_YET else (_t682 := list(map(_c604.__getitem__, _st_zones[(15 + _t648)])))).count(_t667))
    return _t668

# <rulerun alienz.rules: scoring #192 b8f21241>
def _loop(st, _t684, _t689):
    _t692 = 0
    for _t691 in st.zones[(11 + _t689)]:
        if (_c622[_t691] == _t684):
            _t692 += 1
    return _t692

# <rulerun alienz.rules: scoring #193 b519c5e8>
def _loop(st, _t684, _t689):
    _t694 = 0
    for _t693 in st.zones[(15 + _t689)]:
        if (_c624[_t693] == _t684):
            _t694 += 1
    return _t694

# <rulerun alienz.rules: scoring #194 d7d76b41>
def _loop(st, _t648, _t684):
    _t688 = (_k619 or ())
    _budget620[0] -= len(_t688)
    if _budget620[0] < 0: _spent621(st)
    for _t689 in _t688:
        if not (((_t689 == _t648) or ((_a623(st, _t684, _t689) + _a625(st, _t684, _t689)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #195 f66e202c>
def _loop(st, _t648):
    _st_zones = st.zones
    _t683 = (_k614 or ())
    _budget615[0] -= len(_t683)
    if _budget615[0] < 0: _spent616(st)
    _t686 = _NOT_YET
    _t687 = _NOT_YET
    _t685 = 0
    for _t684 in _t683:
        if ((((_t686 if _t686 is not _NOT_YET else (_t686 := list(map(_c617.__getitem__, _st_zones[(11 + _t648)])))).count(_t684) + (_t687 if _t687 is not _NOT_YET else (_t687 := list(map(_c618.__getitem__, _st_zones[(15 + _t648)])))).count(_t684)) > 0) and _a626(st, _t648, _t684)):
            _t685 += 1
    return _t685

# <rulerun alienz.rules: scoring #196 9969a3e0>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k540)
    _t613 = (_k541 or [])
    _budget542[0] -= len(_t613)
    if _budget542[0] < 0: _spent543(st)
    for _t612 in _t613:
        L[2] = _t612
        _st_vars[4 + _t612] = (((((2 * (len(_st_zones[(11 + _t612)]) + len(_st_zones[(15 + _t612)]))) - (2 * len(_st_zones[(3 + _t612)]))) + _a549(st, _t612)) + _a563(st, _t612)) + (5 * _a577(st, _t612)))
    _t649 = (_k578 or [])
    _budget542[0] -= len(_t649)
    if _budget542[0] < 0: _spent543(st)
    for _t648 in _t649:
        L[5] = _t648
        _st_vars[0 + _t648] = (_t650 if -1000000000000000000 <= (_t650 := _st_vars[0 + _t648] + _st_vars[4 + _t648]) <= 1000000000000000000 else _beyond579(_t650))
        L[6] = ''
        _t652 = (_k580 or [])
        _budget542[0] -= len(_t652)
        if _budget542[0] < 0: _spent543(st)
        for _t651 in _t652:
            L[9] = _t651
            if not (((_a582(st, _t648, _t651) + _a584(st, _t648, _t651)) > 0)): continue
            L[6] = _text585(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain586(_t651) + ' ' + _plain586((_a588(st, _t648, _t651) + _a590(st, _t648, _t651))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text593(_audience591(st), [_PlayerRef592(_t648), "'s score pile:", _plain586(L[6]), '; queued aliens set aside: ', _plain586(len(_st_zones[(7 + _t648)]))]))
        if _st_log is not None: _st_log.append(_Text593(_audience591(st), [_PlayerRef592(_t648), ' scores ', _plain586(_st_vars[4 + _t648]), ': +', _plain586((2 * (len(_st_zones[(11 + _t648)]) + len(_st_zones[(15 + _t648)])))), ' for ', _plain586((len(_st_zones[(11 + _t648)]) + len(_st_zones[(15 + _t648)]))), ' cards flown, -', _plain586((2 * len(_st_zones[(3 + _t648)]))), ' for ', _plain586(len(_st_zones[(3 + _t648)])), ' behind the screen, +', _plain586(_a599(st, _t648)), ' for colours, +', _plain586(_a613(st, _t648)), ' majorities, +', _plain586((5 * _a627(st, _t648))), ' sole owner; total ', _plain586(_st_vars[0 + _t648])]))

# <rulerun alienz.rules: play #197 c5328350>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text629(_audience628(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game630(st, [], True); return 3
    st.vars[8] = _random_item631(st, _k632)

# <rulerun alienz.rules: play #198 93030129>
def _loop(st, _t695):
    _st_zones = st.zones
    _t697 = (_k637 or ())
    _budget638[0] -= len(_t697)
    if _budget638[0] < 0: _spent639(st)
    _t700 = _NOT_YET
    _t701 = _NOT_YET
    _t699 = 0
    for _t698 in _t697:
        if (((_t700 if _t700 is not _NOT_YET else (_t700 := list(map(_c640.__getitem__, _st_zones[(11 + _t695)])))).count(_t698) + (_t701 if _t701 is not _NOT_YET else (_t701 := list(map(_c641.__getitem__, _st_zones[(15 + _t695)])))).count(_t698)) > 0):
            _t699 += 1
    return _t699

# <rulerun alienz.rules: play #199 9f35b774>
def _loop(st, _t703, _t710):
    _t713 = 0
    for _t712 in st.zones[(11 + _t710)]:
        if (_c651[_t712] == _t703):
            _t713 += 1
    return _t713

# <rulerun alienz.rules: play #200 0316a4e9>
def _loop(st, _t703, _t710):
    _t715 = 0
    for _t714 in st.zones[(15 + _t710)]:
        if (_c653[_t714] == _t703):
            _t715 += 1
    return _t715

# <rulerun alienz.rules: play #201 278aa2d9>
def _loop(st, _t703):
    _t709 = (_k648 or ())
    _budget649[0] -= len(_t709)
    if _budget649[0] < 0: _spent650(st)
    _t711 = None
    for _t710 in _t709:
        _t716 = (_a652(st, _t703, _t710) + _a654(st, _t703, _t710))
        if _t711 is None or _t716 > _t711:
            _t711 = _t716
    return _t711

# <rulerun alienz.rules: play #202 f031feac>
def _loop(st, _t695):
    _st_zones = st.zones
    _t702 = (_k643 or ())
    _budget644[0] -= len(_t702)
    if _budget644[0] < 0: _spent645(st)
    _t705 = _NOT_YET
    _t706 = _NOT_YET
    _t707 = _NOT_YET
    _t708 = _NOT_YET
    _t717 = _NOT_YET
    _t718 = _NOT_YET
    _t704 = 0
    for _t703 in _t702:
        if ((((_t705 if _t705 is not _NOT_YET else (_t705 := list(map(_c646.__getitem__, _st_zones[(11 + _t695)])))).count(_t703) + (_t706 if _t706 is not _NOT_YET else (_t706 := list(map(_c647.__getitem__, _st_zones[(15 + _t695)])))).count(_t703)) > 0) and (((_t707 if _t707 is not _NOT_YET else (_t707 := list(map(_c646.__getitem__, _st_zones[(11 + _t695)])))).count(_t703) + (_t708 if _t708 is not _NOT_YET else (_t708 := list(map(_c647.__getitem__, _st_zones[(15 + _t695)])))).count(_t703)) == _a655(st, _t703))):
            _t704 += ((_t717 if _t717 is not _NOT_YET else (_t717 := list(map(_c646.__getitem__, _st_zones[(11 + _t695)])))).count(_t703) + (_t718 if _t718 is not _NOT_YET else (_t718 := list(map(_c647.__getitem__, _st_zones[(15 + _t695)])))).count(_t703))
    return _t704

# <rulerun alienz.rules: play #203 ce8e4dc6>
def _loop(st, _t720, _t725):
    _t728 = 0
    for _t727 in st.zones[(11 + _t725)]:
        if (_c665[_t727] == _t720):
            _t728 += 1
    return _t728

# <rulerun alienz.rules: play #204 fa73668e>
def _loop(st, _t720, _t725):
    _t730 = 0
    for _t729 in st.zones[(15 + _t725)]:
        if (_c667[_t729] == _t720):
            _t730 += 1
    return _t730

# <rulerun alienz.rules: play #205 a47c059a>
def _loop(st, _t695, _t720):
    _t724 = (_k662 or ())
    _budget663[0] -= len(_t724)
    if _budget663[0] < 0: _spent664(st)
    for _t725 in _t724:
        if not (((_t725 == _t695) or ((_a666(st, _t720, _t725) + _a668(st, _t720, _t725)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #206 6cef08e8>
def _loop(st, _t695):
    _st_zones = st.zones
    _t719 = (_k657 or ())
    _budget658[0] -= len(_t719)
    if _budget658[0] < 0: _spent659(st)
    _t722 = _NOT_YET
    _t723 = _NOT_YET
    _t721 = 0
    for _t720 in _t719:
        if ((((_t722 if _t722 is not _NOT_YET else (_t722 := list(map(_c660.__getitem__, _st_zones[(11 + _t695)])))).count(_t720) + (_t723 if _t723 is not _NOT_YET else (_t723 := list(map(_c661.__getitem__, _st_zones[(15 + _t695)])))).count(_t720)) > 0) and _a669(st, _t695, _t720)):
            _t721 += 1
    return _t721

# <rulerun alienz.rules: play #207 5bb4ccc6>
def _loop(st, _t731, _t734):
    _t737 = 0
    for _t736 in st.zones[(11 + _t731)]:
        if (_c674[_t736] == _t734):
            _t737 += 1
    return _t737

# <rulerun alienz.rules: play #208 1e97da64>
def _loop(st, _t731, _t734):
    _t739 = 0
    for _t738 in st.zones[(15 + _t731)]:
        if (_c676[_t738] == _t734):
            _t739 += 1
    return _t739

# <rulerun alienz.rules: play #209 95f5c763>
def _loop(st, _t731, _t734):
    _t741 = 0
    for _t740 in st.zones[(11 + _t731)]:
        if (_c680[_t740] == _t734):
            _t741 += 1
    return _t741

# <rulerun alienz.rules: play #210 139fc91d>
def _loop(st, _t731, _t734):
    _t743 = 0
    for _t742 in st.zones[(15 + _t731)]:
        if (_c682[_t742] == _t734):
            _t743 += 1
    return _t743

# <rulerun alienz.rules: play #211 aa91bb73>
def _loop(st, _t731):
    _st_zones = st.zones
    _t744 = (_k687 or ())
    _budget688[0] -= len(_t744)
    if _budget688[0] < 0: _spent689(st)
    _t747 = _NOT_YET
    _t748 = _NOT_YET
    _t746 = 0
    for _t745 in _t744:
        if (((_t747 if _t747 is not _NOT_YET else (_t747 := list(map(_c690.__getitem__, _st_zones[(11 + _t731)])))).count(_t745) + (_t748 if _t748 is not _NOT_YET else (_t748 := list(map(_c691.__getitem__, _st_zones[(15 + _t731)])))).count(_t745)) > 0):
            _t746 += 1
    return _t746

# <rulerun alienz.rules: play #212 5e79f958>
def _loop(st, _t750, _t757):
    _t760 = 0
    for _t759 in st.zones[(11 + _t757)]:
        if (_c701[_t759] == _t750):
            _t760 += 1
    return _t760

# <rulerun alienz.rules: play #213 0cb77a5f>
def _loop(st, _t750, _t757):
    _t762 = 0
    for _t761 in st.zones[(15 + _t757)]:
        if (_c703[_t761] == _t750):
            _t762 += 1
    return _t762

# <rulerun alienz.rules: play #214 83e0ef83>
def _loop(st, _t750):
    _t756 = (_k698 or ())
    _budget699[0] -= len(_t756)
    if _budget699[0] < 0: _spent700(st)
    _t758 = None
    for _t757 in _t756:
        _t763 = (_a702(st, _t750, _t757) + _a704(st, _t750, _t757))
        if _t758 is None or _t763 > _t758:
            _t758 = _t763
    return _t758

# <rulerun alienz.rules: play #215 a3d67900>
def _loop(st, _t731):
    _st_zones = st.zones
    _t749 = (_k693 or ())
    _budget694[0] -= len(_t749)
    if _budget694[0] < 0: _spent695(st)
    _t752 = _NOT_YET
    _t753 = _NOT_YET
    _t754 = _NOT_YET
    _t755 = _NOT_YET
    _t764 = _NOT_YET
    _t765 = _NOT_YET
    _t751 = 0
    for _t750 in _t749:
        if ((((_t752 if _t752 is not _NOT_YET else (_t752 := list(map(_c696.__getitem__, _st_zones[(11 + _t731)])))).count(_t750) + (_t753 if _t753 is not _NOT_YET else (_t753 := list(map(_c697.__getitem__, _st_zones[(15 + _t731)])))).count(_t750)) > 0) and (((_t754 if _t754 is not _NOT_YET else (_t754 := list(map(_c696.__getitem__, _st_zones[(11 + _t731)])))).count(_t750) + (_t755 if _t755 is not _NOT_YET else (_t755 := list(map(_c697.__getitem__, _st_zones[(15 + _t731)])))).count(_t750)) == _a705(st, _t750))):
            _t751 += ((_t764 if _t764 is not _NOT_YET else (_t764 := list(map(_c696.__getitem__, _st_zones[(11 + _t731)])))).count(_t750) + (_t765 if _t765 is not _NOT_YET else (_t765 := list(map(_c697.__getitem__, _st_zones[(15 + _t731)])))).count(_t750))
    return _t751

# <rulerun alienz.rules: play #216 7dd5fe4d>
def _loop(st, _t767, _t772):
    _t775 = 0
    for _t774 in st.zones[(11 + _t772)]:
        if (_c715[_t774] == _t767):
            _t775 += 1
    return _t775

# <rulerun alienz.rules: play #217 53d6b07c>
def _loop(st, _t767, _t772):
    _t777 = 0
    for _t776 in st.zones[(15 + _t772)]:
        if (_c717[_t776] == _t767):
            _t777 += 1
    return _t777

# <rulerun alienz.rules: play #218 b6ac7062>
def _loop(st, _t731, _t767):
    _t771 = (_k712 or ())
    _budget713[0] -= len(_t771)
    if _budget713[0] < 0: _spent714(st)
    for _t772 in _t771:
        if not (((_t772 == _t731) or ((_a716(st, _t767, _t772) + _a718(st, _t767, _t772)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #219 5ee8abbb>
def _loop(st, _t731):
    _st_zones = st.zones
    _t766 = (_k707 or ())
    _budget708[0] -= len(_t766)
    if _budget708[0] < 0: _spent709(st)
    _t769 = _NOT_YET
    _t770 = _NOT_YET
    _t768 = 0
    for _t767 in _t766:
        if ((((_t769 if _t769 is not _NOT_YET else (_t769 := list(map(_c710.__getitem__, _st_zones[(11 + _t731)])))).count(_t767) + (_t770 if _t770 is not _NOT_YET else (_t770 := list(map(_c711.__getitem__, _st_zones[(15 + _t731)])))).count(_t767)) > 0) and _a719(st, _t731, _t767)):
            _t768 += 1
    return _t768

# <rulerun alienz.rules: play #220 f790bc4a>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i9 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k633)
    _t696 = (_k634 or [])
    _budget635[0] -= len(_t696)
    if _budget635[0] < 0: _spent636(st)
    for _t695 in _t696:
        _i9[2] = _t695
        _st_vars[4 + _t695] = (((((2 * (len(_st_zones[(11 + _t695)]) + len(_st_zones[(15 + _t695)]))) - (2 * len(_st_zones[(3 + _t695)]))) + _a642(st, _t695)) + _a656(st, _t695)) + (5 * _a670(st, _t695)))
    _t732 = (_k671 or [])
    _budget635[0] -= len(_t732)
    if _budget635[0] < 0: _spent636(st)
    for _t731 in _t732:
        _i9[5] = _t731
        _st_vars[0 + _t731] = (_t733 if -1000000000000000000 <= (_t733 := _st_vars[0 + _t731] + _st_vars[4 + _t731]) <= 1000000000000000000 else _beyond672(_t733))
        _i9[6] = ''
        _t735 = (_k673 or [])
        _budget635[0] -= len(_t735)
        if _budget635[0] < 0: _spent636(st)
        for _t734 in _t735:
            _i9[9] = _t734
            if not (((_a675(st, _t731, _t734) + _a677(st, _t731, _t734)) > 0)): continue
            _i9[6] = _text678(((_i9[6] + ('' if (_i9[6] == '') else ',')) + (' ' + _plain679(_t734) + ' ' + _plain679((_a681(st, _t731, _t734) + _a683(st, _t731, _t734))))))
        if (_i9[6] == ''):
            _i9[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text686(_audience684(st), [_PlayerRef685(_t731), "'s score pile:", _plain679(_i9[6]), '; queued aliens set aside: ', _plain679(len(_st_zones[(7 + _t731)]))]))
        if _st_log is not None: _st_log.append(_Text686(_audience684(st), [_PlayerRef685(_t731), ' scores ', _plain679(_st_vars[4 + _t731]), ': +', _plain679((2 * (len(_st_zones[(11 + _t731)]) + len(_st_zones[(15 + _t731)])))), ' for ', _plain679((len(_st_zones[(11 + _t731)]) + len(_st_zones[(15 + _t731)]))), ' cards flown, -', _plain679((2 * len(_st_zones[(3 + _t731)]))), ' for ', _plain679(len(_st_zones[(3 + _t731)])), ' behind the screen, +', _plain679(_a692(st, _t731)), ' for colours, +', _plain679(_a706(st, _t731)), ' majorities, +', _plain679((5 * _a720(st, _t731))), ' sole owner; total ', _plain679(_st_vars[0 + _t731])]))
    if _p721(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: round #221 playout 0b4ee62f>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit724(_k725)
    _events = len(st.events)
    try:
        if _st_log is not None: _st_log.append(_k726)
        _budget727[0] -= 1
        if _budget727[0] < 0: _spent728(st)
        _st_vars[9] = (_t778 if -1000000000000000000 <= (_t778 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond729(_t778))
        _st_vars[11] = False
        _st_vars[12] = False
        _st_vars[13] = False
        if _st_log is not None: _st_log.append(_Text733(_audience730(st), ['Round ', _plain731(_st_vars[9]), ': ', _PlayerRef732(_st_vars[8]), ' deals and ', _PlayerRef732(((_st_vars[8] + 1) % 4)), ' plays first']))
        _t779 = _joined735(_joined735(_joined735(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
        _t780 = 0
        if _t779 is not None:
            _move_cards734(st, _t779, _t780, True)
        _t781 = _st_zones[(2 if False else 1)][:]
        _t782 = 0
        if _t781 is not None:
            _move_cards734(st, _t781, _t782, True)
        _t783 = [_c for _i in [7 + _p for _p in _k736] for _c in _st_zones[_i]]
        _t784 = 0
        if _t783 is not None:
            _move_cards734(st, _t783, _t784, True)
        _t785 = _joined735([_c for _i in [11 + _p for _p in _k737] for _c in _st_zones[_i]], [_c for _i in [15 + _p for _p in _k738] for _c in _st_zones[_i]])
        _t786 = 0
        if _t785 is not None:
            _move_cards734(st, _t785, _t786, True)
        _t787 = [_c for _i in [3 + _p for _p in _k739] for _c in _st_zones[_i]]
        _t788 = 0
        if _t787 is not None:
            _move_cards734(st, _t787, _t788, True)
        _shuffle_zone740(st, 0)
        if _p741(st, [], _d + 1) == 3: return 3
        if _p742(st, [], _d + 1) == 3: return 3
        L[0] = ((_st_vars[8] + 1) % 4)
        while True:
            _budget727[0] -= 1
            if _budget727[0] < 0: _spent728(st)
            if _p743(st, [L[0], None, None, None, None, None, None, None], _d + 1) == 3: return 3
            L[0] = ((L[0] + 1) % 4)
    except _ExitTo744 as _exited:
        if _exited.idx != 1: raise
        del st.events[_events:]

# <rulerun alienz.rules: play #222 c1a71a3b>
def _loop(st, _t789):
    _st_zones = st.zones
    _t791 = (_k748 or ())
    _budget749[0] -= len(_t791)
    if _budget749[0] < 0: _spent750(st)
    _t794 = _NOT_YET
    _t795 = _NOT_YET
    _t793 = 0
    for _t792 in _t791:
        if (((_t794 if _t794 is not _NOT_YET else (_t794 := list(map(_c751.__getitem__, _st_zones[(11 + _t789)])))).count(_t792) + (_t795 if _t795 is not _NOT_YET else (_t795 := list(map(_c752.__getitem__, _st_zones[(15 + _t789)])))).count(_t792)) > 0):
            _t793 += 1
    return _t793

# <rulerun alienz.rules: play #223 d0530665>
def _loop(st, _t797, _t804):
    _t807 = 0
    for _t806 in st.zones[(11 + _t804)]:
        if (_c762[_t806] == _t797):
            _t807 += 1
    return _t807

# <rulerun alienz.rules: play #224 213a3392>
def _loop(st, _t797, _t804):
    _t809 = 0
    for _t808 in st.zones[(15 + _t804)]:
        if (_c764[_t808] == _t797):
            _t809 += 1
    return _t809

# <rulerun alienz.rules: play #225 15556392>
def _loop(st, _t797):
    _t803 = (_k759 or ())
    _budget760[0] -= len(_t803)
    if _budget760[0] < 0: _spent761(st)
    _t805 = None
    for _t804 in _t803:
        _t810 = (_a763(st, _t797, _t804) + _a765(st, _t797, _t804))
        if _t805 is None or _t810 > _t805:
            _t805 = _t810
    return _t805

# <rulerun alienz.rules: play #226 8dc0f14e>
def _loop(st, _t789):
    _st_zones = st.zones
    _t796 = (_k754 or ())
    _budget755[0] -= len(_t796)
    if _budget755[0] < 0: _spent756(st)
    _t799 = _NOT_YET
    _t800 = _NOT_YET
    _t801 = _NOT_YET
    _t802 = _NOT_YET
    _t811 = _NOT_YET
    _t812 = _NOT_YET
    _t798 = 0
    for _t797 in _t796:
        if ((((_t799 if _t799 is not _NOT_YET else (_t799 := list(map(_c757.__getitem__, _st_zones[(11 + _t789)])))).count(_t797) + (_t800 if _t800 is not _NOT_YET else (_t800 := list(map(_c758.__getitem__, _st_zones[(15 + _t789)])))).count(_t797)) > 0) and (((_t801 if _t801 is not _NOT_YET else (_t801 := list(map(_c757.__getitem__, _st_zones[(11 + _t789)])))).count(_t797) + (_t802 if _t802 is not _NOT_YET else (_t802 := list(map(_c758.__getitem__, _st_zones[(15 + _t789)])))).count(_t797)) == _a766(st, _t797))):
            _t798 += ((_t811 if _t811 is not _NOT_YET else (_t811 := list(map(_c757.__getitem__, _st_zones[(11 + _t789)])))).count(_t797) + (_t812 if _t812 is not _NOT_YET else (_t812 := list(map(_c758.__getitem__, _st_zones[(15 + _t789)])))).count(_t797))
    return _t798

# <rulerun alienz.rules: play #227 8355ba7a>
def _loop(st, _t814, _t819):
    _t822 = 0
    for _t821 in st.zones[(11 + _t819)]:
        if (_c776[_t821] == _t814):
            _t822 += 1
    return _t822

# <rulerun alienz.rules: play #228 b2256c19>
def _loop(st, _t814, _t819):
    _t824 = 0
    for _t823 in st.zones[(15 + _t819)]:
        if (_c778[_t823] == _t814):
            _t824 += 1
    return _t824

# <rulerun alienz.rules: play #229 85b66f1f>
def _loop(st, _t789, _t814):
    _t818 = (_k773 or ())
    _budget774[0] -= len(_t818)
    if _budget774[0] < 0: _spent775(st)
    for _t819 in _t818:
        if not (((_t819 == _t789) or ((_a777(st, _t814, _t819) + _a779(st, _t814, _t819)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #230 0663cae0>
def _loop(st, _t789):
    _st_zones = st.zones
    _t813 = (_k768 or ())
    _budget769[0] -= len(_t813)
    if _budget769[0] < 0: _spent770(st)
    _t816 = _NOT_YET
    _t817 = _NOT_YET
    _t815 = 0
    for _t814 in _t813:
        if ((((_t816 if _t816 is not _NOT_YET else (_t816 := list(map(_c771.__getitem__, _st_zones[(11 + _t789)])))).count(_t814) + (_t817 if _t817 is not _NOT_YET else (_t817 := list(map(_c772.__getitem__, _st_zones[(15 + _t789)])))).count(_t814)) > 0) and _a780(st, _t789, _t814)):
            _t815 += 1
    return _t815

# <rulerun alienz.rules: play #231 e2187a8f>
def _loop(st, _t825, _t828):
    _t831 = 0
    for _t830 in st.zones[(11 + _t825)]:
        if (_c785[_t830] == _t828):
            _t831 += 1
    return _t831

# <rulerun alienz.rules: play #232 3a119247>
def _loop(st, _t825, _t828):
    _t833 = 0
    for _t832 in st.zones[(15 + _t825)]:
        if (_c787[_t832] == _t828):
            _t833 += 1
    return _t833

# <rulerun alienz.rules: play #233 58bd7479>
def _loop(st, _t825, _t828):
    _t835 = 0
    for _t834 in st.zones[(11 + _t825)]:
        if (_c791[_t834] == _t828):
            _t835 += 1
    return _t835

# <rulerun alienz.rules: play #234 151fd8df>
def _loop(st, _t825, _t828):
    _t837 = 0
    for _t836 in st.zones[(15 + _t825)]:
        if (_c793[_t836] == _t828):
            _t837 += 1
    return _t837

# <rulerun alienz.rules: play #235 7b5add21>
def _loop(st, _t825):
    _st_zones = st.zones
    _t838 = (_k798 or ())
    _budget799[0] -= len(_t838)
    if _budget799[0] < 0: _spent800(st)
    _t841 = _NOT_YET
    _t842 = _NOT_YET
    _t840 = 0
    for _t839 in _t838:
        if (((_t841 if _t841 is not _NOT_YET else (_t841 := list(map(_c801.__getitem__, _st_zones[(11 + _t825)])))).count(_t839) + (_t842 if _t842 is not _NOT_YET else (_t842 := list(map(_c802.__getitem__, _st_zones[(15 + _t825)])))).count(_t839)) > 0):
            _t840 += 1
    return _t840

# <rulerun alienz.rules: play #236 b15ae850>
def _loop(st, _t844, _t851):
    _t854 = 0
    for _t853 in st.zones[(11 + _t851)]:
        if (_c812[_t853] == _t844):
            _t854 += 1
    return _t854

# <rulerun alienz.rules: play #237 efbf6225>
def _loop(st, _t844, _t851):
    _t856 = 0
    for _t855 in st.zones[(15 + _t851)]:
        if (_c814[_t855] == _t844):
            _t856 += 1
    return _t856

# <rulerun alienz.rules: play #238 f00446eb>
def _loop(st, _t844):
    _t850 = (_k809 or ())
    _budget810[0] -= len(_t850)
    if _budget810[0] < 0: _spent811(st)
    _t852 = None
    for _t851 in _t850:
        _t857 = (_a813(st, _t844, _t851) + _a815(st, _t844, _t851))
        if _t852 is None or _t857 > _t852:
            _t852 = _t857
    return _t852

# <rulerun alienz.rules: play #239 3b5871c1>
def _loop(st, _t825):
    _st_zones = st.zones
    _t843 = (_k804 or ())
    _budget805[0] -= len(_t843)
    if _budget805[0] < 0: _spent806(st)
    _t846 = _NOT_YET
    _t847 = _NOT_YET
    _t848 = _NOT_YET
    _t849 = _NOT_YET
    _t858 = _NOT_YET
    _t859 = _NOT_YET
    _t845 = 0
    for _t844 in _t843:
        if ((((_t846 if _t846 is not _NOT_YET else (_t846 := list(map(_c807.__getitem__, _st_zones[(11 + _t825)])))).count(_t844) + (_t847 if _t847 is not _NOT_YET else (_t847 := list(map(_c808.__getitem__, _st_zones[(15 + _t825)])))).count(_t844)) > 0) and (((_t848 if _t848 is not _NOT_YET else (_t848 := list(map(_c807.__getitem__, _st_zones[(11 + _t825)])))).count(_t844) + (_t849 if _t849 is not _NOT_YET else (_t849 := list(map(_c808.__getitem__, _st_zones[(15 + _t825)])))).count(_t844)) == _a816(st, _t844))):
            _t845 += ((_t858 if _t858 is not _NOT_YET else (_t858 := list(map(_c807.__getitem__, _st_zones[(11 + _t825)])))).count(_t844) + (_t859 if _t859 is not _NOT_YET else (_t859 := list(map(_c808.__getitem__, _st_zones[(15 + _t825)])))).count(_t844))
    return _t845

# <rulerun alienz.rules: play #240 0a64ec3c>
def _loop(st, _t861, _t866):
    _t869 = 0
    for _t868 in st.zones[(11 + _t866)]:
        if (_c826[_t868] == _t861):
            _t869 += 1
    return _t869

# <rulerun alienz.rules: play #241 b1a1304c>
def _loop(st, _t861, _t866):
    _t871 = 0
    for _t870 in st.zones[(15 + _t866)]:
        if (_c828[_t870] == _t861):
            _t871 += 1
    return _t871

# <rulerun alienz.rules: play #242 60457679>
def _loop(st, _t825, _t861):
    _t865 = (_k823 or ())
    _budget824[0] -= len(_t865)
    if _budget824[0] < 0: _spent825(st)
    for _t866 in _t865:
        if not (((_t866 == _t825) or ((_a827(st, _t861, _t866) + _a829(st, _t861, _t866)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #243 05151a19>
def _loop(st, _t825):
    _st_zones = st.zones
    _t860 = (_k818 or ())
    _budget819[0] -= len(_t860)
    if _budget819[0] < 0: _spent820(st)
    _t863 = _NOT_YET
    _t864 = _NOT_YET
    _t862 = 0
    for _t861 in _t860:
        if ((((_t863 if _t863 is not _NOT_YET else (_t863 := list(map(_c821.__getitem__, _st_zones[(11 + _t825)])))).count(_t861) + (_t864 if _t864 is not _NOT_YET else (_t864 := list(map(_c822.__getitem__, _st_zones[(15 + _t825)])))).count(_t861)) > 0) and _a830(st, _t825, _t861)):
            _t862 += 1
    return _t862

# <rulerun alienz.rules: check_end #244 c1bb9bba>
def _loop(st, L):
    _t878 = (L[1] or ())
    _budget835[0] -= len(_t878)
    if _budget835[0] < 0: _spent836(st)
    for _t879 in _t878:
        return _t879
    return None

# <rulerun alienz.rules: check_end #245 playout c086aa87>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _t872 = None
    for _t873 in (_k832 or ()):
        _t874 = _st_vars[0 + _t873]
        if _t872 is None or _t874 > _t872:
            _t872 = _t874
    L[0] = _t872
    if (L[0] < 100):
        return 2
    _t876 = L[0]
    _t875 = []
    for _t877 in (_k833 or ()):
        if (_st_vars[0 + _t877] == _t876):
            _t875.append(_t877)
    L[1] = _t875
    if (len((L[1] or ())) == 1):
        if _st_log is not None: _st_log.append(_Text840(_audience834(st), [_PlayerRef838(_a837(st, L)), ' has the highest total, ', _plain839(L[0]), ', and wins']))
        _end_game841(st, L[1], True); return 3
    if _st_log is not None: _st_log.append(_Text840(_audience834(st), [_players_ref842(L[1]), ' tie for the highest total (', _plain839(L[0]), '): another round is played']))

# <rulerun alienz.rules: play #246 b7202d5b>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while True:
        _budget722[0] -= 1
        if _budget722[0] < 0: _spent723(st)
        if _p745(st, [None], 1) == 3: return 3
        _i10 = [None, None, None, None, None, None, None, None, None, None]
        if _st_log is not None: _st_log.append(_k746)
        _t790 = (_k747 or [])
        _budget722[0] -= len(_t790)
        if _budget722[0] < 0: _spent723(st)
        for _t789 in _t790:
            _i10[2] = _t789
            _st_vars[4 + _t789] = (((((2 * (len(_st_zones[(11 + _t789)]) + len(_st_zones[(15 + _t789)]))) - (2 * len(_st_zones[(3 + _t789)]))) + _a753(st, _t789)) + _a767(st, _t789)) + (5 * _a781(st, _t789)))
        _t826 = (_k782 or [])
        _budget722[0] -= len(_t826)
        if _budget722[0] < 0: _spent723(st)
        for _t825 in _t826:
            _i10[5] = _t825
            _st_vars[0 + _t825] = (_t827 if -1000000000000000000 <= (_t827 := _st_vars[0 + _t825] + _st_vars[4 + _t825]) <= 1000000000000000000 else _beyond783(_t827))
            _i10[6] = ''
            _t829 = (_k784 or [])
            _budget722[0] -= len(_t829)
            if _budget722[0] < 0: _spent723(st)
            for _t828 in _t829:
                _i10[9] = _t828
                if not (((_a786(st, _t825, _t828) + _a788(st, _t825, _t828)) > 0)): continue
                _i10[6] = _text789(((_i10[6] + ('' if (_i10[6] == '') else ',')) + (' ' + _plain790(_t828) + ' ' + _plain790((_a792(st, _t825, _t828) + _a794(st, _t825, _t828))))))
            if (_i10[6] == ''):
                _i10[6] = ' nothing'
            if _st_log is not None: _st_log.append(_Text797(_audience795(st), [_PlayerRef796(_t825), "'s score pile:", _plain790(_i10[6]), '; queued aliens set aside: ', _plain790(len(_st_zones[(7 + _t825)]))]))
            if _st_log is not None: _st_log.append(_Text797(_audience795(st), [_PlayerRef796(_t825), ' scores ', _plain790(_st_vars[4 + _t825]), ': +', _plain790((2 * (len(_st_zones[(11 + _t825)]) + len(_st_zones[(15 + _t825)])))), ' for ', _plain790((len(_st_zones[(11 + _t825)]) + len(_st_zones[(15 + _t825)]))), ' cards flown, -', _plain790((2 * len(_st_zones[(3 + _t825)]))), ' for ', _plain790(len(_st_zones[(3 + _t825)])), ' behind the screen, +', _plain790(_a803(st, _t825)), ' for colours, +', _plain790(_a817(st, _t825)), ' majorities, +', _plain790((5 * _a831(st, _t825))), ' sole owner; total ', _plain790(_st_vars[0 + _t825])]))
        if _p843(st, [None, None]) == 3: return 3
        _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #247 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #248 980bcbca>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run846(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k847)

# <rulerun alienz.rules: round #249 3c78bd9b>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT848[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k851)
            _r = _run852(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit853(_k854)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run855(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit850(_k, st, _d0): raise _Runaway849()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k856)

# <rulerun alienz.rules: turn #250 1be30dce>
def _loop(st):
    for _t884 in st.zones[20]:
        if (_c867[_t884] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #251 d639765a>
def _loop(st):
    for _t889 in st.zones[22]:
        return _c875[_t889]
    return None

# <rulerun alienz.rules: turn #252 7ad4a3c2>
def _loop(st):
    for _t898 in st.zones[22]:
        return _c882[_t898]
    return None

# <rulerun alienz.rules: turn #253 e7b1b097>
def _loop(st):
    for _t904 in st.zones[22]:
        return _c885[_t904]
    return None

# <rulerun alienz.rules: turn #254 adf73a19>
def _loop(st, L, _t887):
    _st_zones = st.zones
    _t895 = _st_zones[(3 + L[0])]
    _budget878[0] -= len(_t895)
    if _budget878[0] < 0: _spent879(st)
    _t900 = _NOT_YET
    _t901 = _NOT_YET
    _t902 = _NOT_YET
    _t903 = _NOT_YET
    _t906 = _NOT_YET
    _t907 = _NOT_YET
    _t908 = _NOT_YET
    _t909 = _NOT_YET
    _t897 = 0
    for _t896 in _t895:
        if ((_t896 != _t887) and ((_c880[_t896] == _c881[_t887]) or (((_t903 if _t903 is not _NOT_YET else (_t903 := ((_t900 if _t900 is not _NOT_YET else (_t900 := _a883(st))) if (_t902 if _t902 is not _NOT_YET else (_t902 := ('asteroid_storm' in (_t901 if _t901 is not _NOT_YET else (_t901 := list(map(_c884.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c880[_t896] == (_t909 if _t909 is not _NOT_YET else (_t909 := ((_t906 if _t906 is not _NOT_YET else (_t906 := _a886(st))) if (_t908 if _t908 is not _NOT_YET else (_t908 := ('asteroid_storm' in (_t907 if _t907 is not _NOT_YET else (_t907 := list(map(_c884.__getitem__, _st_zones[20]))))))) else None))))))):
            _t897 += 1
    return _t897

# <rulerun alienz.rules: turn #255 0b839458>
def _loop(st, L):
    _st_zones = st.zones
    _t886 = _st_zones[(3 + L[0])]
    _budget872[0] -= len(_t886)
    if _budget872[0] < 0: _spent873(st)
    _t891 = _NOT_YET
    _t892 = _NOT_YET
    _t893 = _NOT_YET
    _t894 = _NOT_YET
    _t910 = _NOT_YET
    _t911 = _NOT_YET
    _t912 = _NOT_YET
    for _t887 in _t886:
        if ((_c874[_t887] != (_t894 if _t894 is not _NOT_YET else (_t894 := ((_t891 if _t891 is not _NOT_YET else (_t891 := _a876(st))) if (_t893 if _t893 is not _NOT_YET else (_t893 := ('asteroid_storm' in (_t892 if _t892 is not _NOT_YET else (_t892 := list(map(_c877.__getitem__, _st_zones[20]))))))) else None)))) and (_a887(st, L, _t887) >= (_t912 if _t912 is not _NOT_YET else (_t912 := (3 if (_t911 if _t911 is not _NOT_YET else (_t911 := ('group' in (_t910 if _t910 is not _NOT_YET else (_t910 := list(map(_c877.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #256 3e876793>
def _loop(st):
    for _t913 in st.zones[20]:
        if (_c893[_t913] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #257 a5d603e8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT857[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run860(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range861(1, L[1]) or []); L[3] = 0
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
            _t881 = L[0]
            _t882 = len(_o)
            if not _t882: _no_option863(_t881, 'alien to take')
            if _t882 <= 1 and _st_log is None:
                L[5] = _o[0] if _t882 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t883 = st.chooser(_t882, _t881)
                else:
                    _t883 = _st_bits(_t882.bit_length())
                    while _t883 >= _t882: _t883 = _st_bits(_t882.bit_length())
                L[5] = _o[_t883]; st.decisions += 1
                if st.thread_player is not None: _answered864(st, _t883)
            elif _decide865(st, L, _o[:], _t881): return True
            pc = 4
        if pc == 4:
            _r = _run866(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit859(_k, st, _d0): raise _Runaway858()
            continue
        if pc == 6:
            if _a868(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer869(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run870(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined871(_joined871(['no flight'], (['private flight'] if _a888(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d889(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d890(st, [_c891[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d892(st, [L[0], _c891[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a894(st) else 2))) else [])) or [])
            fr[1] = 11
            _t915 = L[0]
            _t916 = len(_o)
            if not _t916: _no_option863(_t915, 'flight this turn')
            if _t916 <= 1 and _st_log is None:
                L[7] = _o[0] if _t916 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t917 = st.chooser(_t916, _t915)
                else:
                    _t917 = _st_bits(_t916.bit_length())
                    while _t917 >= _t916: _t917 = _st_bits(_t916.bit_length())
                L[7] = _o[_t917]; st.decisions += 1
                if st.thread_player is not None: _answered864(st, _t917)
            elif _decide896(st, L, _o, _t915): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit897(_k898)
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
            if len(st.cur) >= 500: raise _RuleLimit897(_k899)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run900(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run901(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k902)

# <rulerun alienz.rules: private_flight #258 274a1ea6>
def _loop(st):
    for _t919 in st.zones[22]:
        return _c906[_t919]
    return None

# <rulerun alienz.rules: private_flight #259 90bc16b6>
def _loop(st):
    for _t928 in st.zones[22]:
        return _c913[_t928]
    return None

# <rulerun alienz.rules: private_flight #260 aec334b6>
def _loop(st):
    for _t934 in st.zones[22]:
        return _c916[_t934]
    return None

# <rulerun alienz.rules: private_flight #261 4a5a1e59>
def _loop(st, L, _t918):
    _st_zones = st.zones
    _t925 = _st_zones[(3 + L[0])]
    _budget909[0] -= len(_t925)
    if _budget909[0] < 0: _spent910(st)
    _t930 = _NOT_YET
    _t931 = _NOT_YET
    _t932 = _NOT_YET
    _t933 = _NOT_YET
    _t936 = _NOT_YET
    _t937 = _NOT_YET
    _t938 = _NOT_YET
    _t939 = _NOT_YET
    _t927 = 0
    for _t926 in _t925:
        if ((_t926 != _t918) and ((_c911[_t926] == _c912[_t918]) or (((_t933 if _t933 is not _NOT_YET else (_t933 := ((_t930 if _t930 is not _NOT_YET else (_t930 := _a914(st))) if (_t932 if _t932 is not _NOT_YET else (_t932 := ('asteroid_storm' in (_t931 if _t931 is not _NOT_YET else (_t931 := list(map(_c915.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c911[_t926] == (_t939 if _t939 is not _NOT_YET else (_t939 := ((_t936 if _t936 is not _NOT_YET else (_t936 := _a917(st))) if (_t938 if _t938 is not _NOT_YET else (_t938 := ('asteroid_storm' in (_t937 if _t937 is not _NOT_YET else (_t937 := list(map(_c915.__getitem__, _st_zones[20]))))))) else None))))))):
            _t927 += 1
    return _t927

# <rulerun alienz.rules: private_flight #262 4c969508>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t921 = _NOT_YET
            _t922 = _NOT_YET
            _t923 = _NOT_YET
            _t924 = _NOT_YET
            _t940 = _NOT_YET
            _t941 = _NOT_YET
            _t942 = _NOT_YET
            _o = []
            for _t918 in _st_zones[(3 + L[0])]:
                if ((_c905[_t918] != (_t924 if _t924 is not _NOT_YET else (_t924 := ((_t921 if _t921 is not _NOT_YET else (_t921 := _a907(st))) if (_t923 if _t923 is not _NOT_YET else (_t923 := ('asteroid_storm' in (_t922 if _t922 is not _NOT_YET else (_t922 := list(map(_c908.__getitem__, _st_zones[20]))))))) else None)))) and (_a918(st, L, _t918) >= (_t942 if _t942 is not _NOT_YET else (_t942 := (3 if (_t941 if _t941 is not _NOT_YET else (_t941 := ('group' in (_t940 if _t940 is not _NOT_YET else (_t940 := list(map(_c908.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t918)
            fr[1] = 1
            _t943 = L[0]
            _t944 = len(_o)
            if not _t944: _no_option920(_t943, 'planet for a private flight')
            if _t944 <= 1 and _st_log is None:
                L[1] = _o[0] if _t944 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t945 = st.chooser(_t944, _t943)
                else:
                    _t945 = _st_bits(_t944.bit_length())
                    while _t945 >= _t944: _t945 = _st_bits(_t944.bit_length())
                L[1] = _o[_t945]; st.decisions += 1
                if st.thread_player is not None: _answered921(st, _t945)
            elif _decide922(st, L, _o, _t943): return True
            pc = 1
        if pc == 1:
            _r = _run923(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit924(_k925)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run926(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k927)

# <rulerun alienz.rules: commercial_flight #263 b4d98938>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT928[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run931(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit932(_k933)
            fr[1] = 2; st.cur.append([5, 0, _a]); return None
        if pc == 2:
            _r = _run934(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o935[L[0]] or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit932(_k936)
            fr[1] = 6; st.cur.append([7, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit930(_k, st, _d0): raise _Runaway929()
            continue
        if pc == 7:
            _r = _run937(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k938)

# <rulerun alienz.rules: board_own #264 d4994e78>
def _loop(st):
    for _t946 in st.zones[20]:
        if (_c944[_t946] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #265 15591f4b>
def _loop(st):
    for _t949 in st.zones[22]:
        return _c947[_t949]
    return None

# <rulerun alienz.rules: board_own #266 8049a435>
def _loop(st):
    for _t955 in st.zones[22]:
        return _c950[_t955]
    return None

# <rulerun alienz.rules: board_own #267 cab0ba64>
def _loop(st):
    for _t965 in st.zones[22]:
        return _c957[_t965]
    return None

# <rulerun alienz.rules: board_own #268 0972e7ac>
def _loop(st):
    for _t971 in st.zones[22]:
        return _c959[_t971]
    return None

# <rulerun alienz.rules: board_own #269 3f4ffe08>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT939[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run942(st, L)
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
            _r = _run943(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a945(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t951 = _NOT_YET
            _t952 = _NOT_YET
            _t953 = _NOT_YET
            _t954 = _NOT_YET
            _t957 = _NOT_YET
            _t958 = _NOT_YET
            _t959 = _NOT_YET
            _t960 = _NOT_YET
            _o = []
            for _t948 in _st_zones[(3 + L[0])]:
                if ((_c946[_t948] == L[1]) or (((_t954 if _t954 is not _NOT_YET else (_t954 := ((_t951 if _t951 is not _NOT_YET else (_t951 := _a948(st))) if (_t953 if _t953 is not _NOT_YET else (_t953 := ('asteroid_storm' in (_t952 if _t952 is not _NOT_YET else (_t952 := list(map(_c949.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c946[_t948] == (_t960 if _t960 is not _NOT_YET else (_t960 := ((_t957 if _t957 is not _NOT_YET else (_t957 := _a951(st))) if (_t959 if _t959 is not _NOT_YET else (_t959 := ('asteroid_storm' in (_t958 if _t958 is not _NOT_YET else (_t958 := list(map(_c949.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t948)
            fr[1] = 5
            _t961 = L[0]
            _t962 = len(_o)
            if not _t962: _no_option953(_t961, 'alien to fly')
            if _t962 <= 1 and _st_log is None:
                L[4] = _o[0] if _t962 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t963 = st.chooser(_t962, _t961)
                else:
                    _t963 = _st_bits(_t962.bit_length())
                    while _t963 >= _t962: _t963 = _st_bits(_t962.bit_length())
                L[4] = _o[_t963]; st.decisions += 1
                if st.thread_player is not None: _answered954(st, _t963)
            elif _decide955(st, L, _o, _t961): return True
            pc = 5
        if pc == 5:
            _r = _run956(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t967 = _NOT_YET
            _t968 = _NOT_YET
            _t969 = _NOT_YET
            _t970 = _NOT_YET
            _t973 = _NOT_YET
            _t974 = _NOT_YET
            _t975 = _NOT_YET
            _t976 = _NOT_YET
            _o = []
            for _t964 in _st_zones[(3 + L[0])]:
                if ((_c946[_t964] == L[1]) or (((_t970 if _t970 is not _NOT_YET else (_t970 := ((_t967 if _t967 is not _NOT_YET else (_t967 := _a958(st))) if (_t969 if _t969 is not _NOT_YET else (_t969 := ('asteroid_storm' in (_t968 if _t968 is not _NOT_YET else (_t968 := list(map(_c949.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c946[_t964] == (_t976 if _t976 is not _NOT_YET else (_t976 := ((_t973 if _t973 is not _NOT_YET else (_t973 := _a960(st))) if (_t975 if _t975 is not _NOT_YET else (_t975 := ('asteroid_storm' in (_t974 if _t974 is not _NOT_YET else (_t974 := list(map(_c949.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t964)
            fr[1] = 8
            if _offer961(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run962(st, L)
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
            _r = _run963(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit941(_k, st, _d0): raise _Runaway940()
            continue
        if pc == 14:
            _r = _run964(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k965)

# <rulerun alienz.rules: board_queue #270 cbcf115f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run968(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k969)

# <rulerun alienz.rules: join #271 95c67ef1>
def _loop(st):
    for _t978 in st.zones[22]:
        return _c975[_t978]
    return None

# <rulerun alienz.rules: join #272 b8c94bbb>
def _loop(st):
    for _t984 in st.zones[22]:
        return _c978[_t984]
    return None

# <rulerun alienz.rules: join #273 8ae6e410>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT970[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run973(st, L)
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
            _t980 = _NOT_YET
            _t981 = _NOT_YET
            _t982 = _NOT_YET
            _t983 = _NOT_YET
            _t986 = _NOT_YET
            _t987 = _NOT_YET
            _t988 = _NOT_YET
            _t989 = _NOT_YET
            _o = []
            for _t977 in _st_zones[(3 + L[0])]:
                if ((_c974[_t977] == L[1]) or (((_t983 if _t983 is not _NOT_YET else (_t983 := ((_t980 if _t980 is not _NOT_YET else (_t980 := _a976(st))) if (_t982 if _t982 is not _NOT_YET else (_t982 := ('asteroid_storm' in (_t981 if _t981 is not _NOT_YET else (_t981 := list(map(_c977.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c974[_t977] == (_t989 if _t989 is not _NOT_YET else (_t989 := ((_t986 if _t986 is not _NOT_YET else (_t986 := _a979(st))) if (_t988 if _t988 is not _NOT_YET else (_t988 := ('asteroid_storm' in (_t987 if _t987 is not _NOT_YET else (_t987 := list(map(_c977.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t977)
            fr[1] = 3
            if _offer980(st, L, _o): return True
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
            _r = _run981(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit972(_k, st, _d0): raise _Runaway971()
            continue
        if pc == 8:
            _r = _run982(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k983)

# <rulerun alienz.rules: refill #274 5b9a979b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run986(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k987)

# <rulerun alienz.rules: surface #275 0bf83eaa>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run990(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k991)

# <rulerun alienz.rules: reveal_event #276 543f64b8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run994(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k995)

# <rulerun alienz.rules: resolve_events #277 a0f1f9a8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run998(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k999)

# <rulerun alienz.rules: take_effect #278 29e90ae3>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1002(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1003)

# <rulerun alienz.rules: storm_flip #279 259b62de>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1006(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1007)

# <rulerun alienz.rules: scoring #280 0df1c44c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1010(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1011)

# <rulerun alienz.rules: play #281 24cb1d15>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1012[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1015(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit1016(_k1017)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run1018(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1014(_k, st, _d0): raise _Runaway1013()
            continue
        if pc == 5:
            fr[1] = 6
            if _step1019(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1020)

# <rulerun alienz.rules: round #282 9a64bb48>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1021[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1024)
            _r = _run1025(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region1026(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 6
        if pc == 3:
            if st.thread_player == st.inline_thread:
                if _p1027(st, [L[0], None, None, None, None, None, None, None], 1) == 3: return True
                pc = 4
            else:
                _a = [L[0], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1028(_k1029)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run1030(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit1023(_k, st, _d0): raise _Runaway1022()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1031)

# <rulerun alienz.rules: turn #283 78afa311>
def _loop(st):
    for _t993 in st.zones[20]:
        if (_c1044[_t993] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #284 08705997>
def _loop(st):
    for _t998 in st.zones[22]:
        return _c1052[_t998]
    return None

# <rulerun alienz.rules: turn #285 acb21f16>
def _loop(st):
    for _t1007 in st.zones[22]:
        return _c1059[_t1007]
    return None

# <rulerun alienz.rules: turn #286 bad84d44>
def _loop(st):
    for _t1013 in st.zones[22]:
        return _c1062[_t1013]
    return None

# <rulerun alienz.rules: turn #287 6da246d2>
def _loop(st, L, _t996):
    _st_zones = st.zones
    _t1004 = _st_zones[(3 + L[0])]
    _budget1055[0] -= len(_t1004)
    if _budget1055[0] < 0: _spent1056(st)
    _t1009 = _NOT_YET
    _t1010 = _NOT_YET
    _t1011 = _NOT_YET
    _t1012 = _NOT_YET
    _t1015 = _NOT_YET
    _t1016 = _NOT_YET
    _t1017 = _NOT_YET
    _t1018 = _NOT_YET
    _t1006 = 0
    for _t1005 in _t1004:
        if ((_t1005 != _t996) and ((_c1057[_t1005] == _c1058[_t996]) or (((_t1012 if _t1012 is not _NOT_YET else (_t1012 := ((_t1009 if _t1009 is not _NOT_YET else (_t1009 := _a1060(st))) if (_t1011 if _t1011 is not _NOT_YET else (_t1011 := ('asteroid_storm' in (_t1010 if _t1010 is not _NOT_YET else (_t1010 := list(map(_c1061.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c1057[_t1005] == (_t1018 if _t1018 is not _NOT_YET else (_t1018 := ((_t1015 if _t1015 is not _NOT_YET else (_t1015 := _a1063(st))) if (_t1017 if _t1017 is not _NOT_YET else (_t1017 := ('asteroid_storm' in (_t1016 if _t1016 is not _NOT_YET else (_t1016 := list(map(_c1061.__getitem__, _st_zones[20]))))))) else None))))))):
            _t1006 += 1
    return _t1006

# <rulerun alienz.rules: turn #288 f333078f>
def _loop(st, L):
    _st_zones = st.zones
    _t995 = _st_zones[(3 + L[0])]
    _budget1049[0] -= len(_t995)
    if _budget1049[0] < 0: _spent1050(st)
    _t1000 = _NOT_YET
    _t1001 = _NOT_YET
    _t1002 = _NOT_YET
    _t1003 = _NOT_YET
    _t1019 = _NOT_YET
    _t1020 = _NOT_YET
    _t1021 = _NOT_YET
    for _t996 in _t995:
        if ((_c1051[_t996] != (_t1003 if _t1003 is not _NOT_YET else (_t1003 := ((_t1000 if _t1000 is not _NOT_YET else (_t1000 := _a1053(st))) if (_t1002 if _t1002 is not _NOT_YET else (_t1002 := ('asteroid_storm' in (_t1001 if _t1001 is not _NOT_YET else (_t1001 := list(map(_c1054.__getitem__, _st_zones[20]))))))) else None)))) and (_a1064(st, L, _t996) >= (_t1021 if _t1021 is not _NOT_YET else (_t1021 := (3 if (_t1020 if _t1020 is not _NOT_YET else (_t1020 := ('group' in (_t1019 if _t1019 is not _NOT_YET else (_t1019 := list(map(_c1054.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #289 3e0c70c3>
def _loop(st):
    for _t1022 in st.zones[20]:
        if (_c1070[_t1022] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #290 472a17e4>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1032[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1035(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region1036(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_range1037(1, L[1]) or []); L[3] = 0
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
            _t990 = L[0]
            _t991 = len(_o)
            if not _t991: _no_option1039(_t990, 'alien to take')
            if _t991 <= 1 and _st_log is None:
                L[5] = _o[0] if _t991 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t992 = st.chooser(_t991, _t990)
                else:
                    _t992 = _st_bits(_t991.bit_length())
                    while _t992 >= _t991: _t992 = _st_bits(_t991.bit_length())
                L[5] = _o[_t992]; st.decisions += 1
                if st.thread_player is not None: _answered1040(st, _t992)
            elif _decide1041(st, L, _o[:], _t990): return True
            pc = 4
        if pc == 4:
            _r = _run1042(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit1034(_k, st, _d0): raise _Runaway1033()
            continue
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region1043(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 6:
            if _a1045(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer1046(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run1047(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined1048(_joined1048(['no flight'], (['private flight'] if _a1065(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d1066(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d1067(st, [_c1068[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d1069(st, [L[0], _c1068[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a1071(st) else 2))) else [])) or [])
            fr[1] = 11
            _t1024 = L[0]
            _t1025 = len(_o)
            if not _t1025: _no_option1039(_t1024, 'flight this turn')
            if _t1025 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1025 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1026 = st.chooser(_t1025, _t1024)
                else:
                    _t1026 = _st_bits(_t1025.bit_length())
                    while _t1026 >= _t1025: _t1026 = _st_bits(_t1025.bit_length())
                L[7] = _o[_t1026]; st.decisions += 1
                if st.thread_player is not None: _answered1040(st, _t1026)
            elif _decide1073(st, L, _o, _t1024): return True
            pc = 11
        if pc == 11 and st.thread_player == st.inline_thread:
            _r = _region1074(st, L)
            if _r is None:
                pc = 18
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p1075(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit1076(_k1077)
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
                if _p1078(st, [L[0], None, None, None, None, None], 1) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1076(_k1079)
                fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run1080(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run1081(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1082)

# <rulerun alienz.rules: private_flight #291 67cbc484>
def _loop(st):
    for _t1028 in st.zones[22]:
        return _c1086[_t1028]
    return None

# <rulerun alienz.rules: private_flight #292 c2b9745e>
def _loop(st):
    for _t1037 in st.zones[22]:
        return _c1093[_t1037]
    return None

# <rulerun alienz.rules: private_flight #293 c8a65ad2>
def _loop(st):
    for _t1043 in st.zones[22]:
        return _c1096[_t1043]
    return None

# <rulerun alienz.rules: private_flight #294 170556e4>
def _loop(st, L, _t1027):
    _st_zones = st.zones
    _t1034 = _st_zones[(3 + L[0])]
    _budget1089[0] -= len(_t1034)
    if _budget1089[0] < 0: _spent1090(st)
    _t1039 = _NOT_YET
    _t1040 = _NOT_YET
    _t1041 = _NOT_YET
    _t1042 = _NOT_YET
    _t1045 = _NOT_YET
    _t1046 = _NOT_YET
    _t1047 = _NOT_YET
    _t1048 = _NOT_YET
    _t1036 = 0
    for _t1035 in _t1034:
        if ((_t1035 != _t1027) and ((_c1091[_t1035] == _c1092[_t1027]) or (((_t1042 if _t1042 is not _NOT_YET else (_t1042 := ((_t1039 if _t1039 is not _NOT_YET else (_t1039 := _a1094(st))) if (_t1041 if _t1041 is not _NOT_YET else (_t1041 := ('asteroid_storm' in (_t1040 if _t1040 is not _NOT_YET else (_t1040 := list(map(_c1095.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c1091[_t1035] == (_t1048 if _t1048 is not _NOT_YET else (_t1048 := ((_t1045 if _t1045 is not _NOT_YET else (_t1045 := _a1097(st))) if (_t1047 if _t1047 is not _NOT_YET else (_t1047 := ('asteroid_storm' in (_t1046 if _t1046 is not _NOT_YET else (_t1046 := list(map(_c1095.__getitem__, _st_zones[20]))))))) else None))))))):
            _t1036 += 1
    return _t1036

# <rulerun alienz.rules: private_flight #295 c1ee3c2c>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t1030 = _NOT_YET
            _t1031 = _NOT_YET
            _t1032 = _NOT_YET
            _t1033 = _NOT_YET
            _t1049 = _NOT_YET
            _t1050 = _NOT_YET
            _t1051 = _NOT_YET
            _o = []
            for _t1027 in _st_zones[(3 + L[0])]:
                if ((_c1085[_t1027] != (_t1033 if _t1033 is not _NOT_YET else (_t1033 := ((_t1030 if _t1030 is not _NOT_YET else (_t1030 := _a1087(st))) if (_t1032 if _t1032 is not _NOT_YET else (_t1032 := ('asteroid_storm' in (_t1031 if _t1031 is not _NOT_YET else (_t1031 := list(map(_c1088.__getitem__, _st_zones[20]))))))) else None)))) and (_a1098(st, L, _t1027) >= (_t1051 if _t1051 is not _NOT_YET else (_t1051 := (3 if (_t1050 if _t1050 is not _NOT_YET else (_t1050 := ('group' in (_t1049 if _t1049 is not _NOT_YET else (_t1049 := list(map(_c1088.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t1027)
            fr[1] = 1
            _t1052 = L[0]
            _t1053 = len(_o)
            if not _t1053: _no_option1100(_t1052, 'planet for a private flight')
            if _t1053 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1053 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1054 = st.chooser(_t1053, _t1052)
                else:
                    _t1054 = _st_bits(_t1053.bit_length())
                    while _t1054 >= _t1053: _t1054 = _st_bits(_t1053.bit_length())
                L[1] = _o[_t1054]; st.decisions += 1
                if st.thread_player is not None: _answered1101(st, _t1054)
            elif _decide1102(st, L, _o, _t1052): return True
            pc = 1
        if pc == 1:
            _r = _run1103(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1104(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1105(_k1106)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run1107(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1108)

# <rulerun alienz.rules: join #296 09da5be1>
def _loop(st):
    for _t1057 in st.zones[22]:
        return _c1122[_t1057]
    return None

# <rulerun alienz.rules: join #297 ac8155cd>
def _loop(st):
    for _t1063 in st.zones[22]:
        return _c1125[_t1063]
    return None

# <rulerun alienz.rules: join #298 playout 1bcd80e9>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    while True:
        _budget1119[0] -= 1
        if _budget1119[0] < 0: _spent1120(st)
        _t1059 = _NOT_YET
        _t1060 = _NOT_YET
        _t1061 = _NOT_YET
        _t1062 = _NOT_YET
        _t1065 = _NOT_YET
        _t1066 = _NOT_YET
        _t1067 = _NOT_YET
        _t1068 = _NOT_YET
        _t1055 = []
        for _t1056 in _st_zones[(3 + _l0)]:
            if ((_c1121[_t1056] == L[1]) or (((_t1062 if _t1062 is not _NOT_YET else (_t1062 := ((_t1059 if _t1059 is not _NOT_YET else (_t1059 := _a1123(st))) if (_t1061 if _t1061 is not _NOT_YET else (_t1061 := ('asteroid_storm' in (_t1060 if _t1060 is not _NOT_YET else (_t1060 := list(map(_c1124.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c1121[_t1056] == (_t1068 if _t1068 is not _NOT_YET else (_t1068 := ((_t1065 if _t1065 is not _NOT_YET else (_t1065 := _a1126(st))) if (_t1067 if _t1067 is not _NOT_YET else (_t1067 := ('asteroid_storm' in (_t1066 if _t1066 is not _NOT_YET else (_t1066 := list(map(_c1124.__getitem__, _st_zones[20]))))))) else None)))))): _t1055.append(_t1056)
        if _offer1128(st, L, _t1055): raise _PlayoutCut1127()
        if (L[3] is None):
            break
        _t1069 = L[3]
        _t1070 = (11 + _l0)
        if type(_t1069) is int and _st_log is None:
            _t1071 = _st_zones[_st_loc[_t1069]]
            if _t1071[-1] == _t1069: _t1071.pop()
            else: _t1071.remove(_t1069)
            _st_zones[_t1070].append(_t1069); _st_loc[_t1069] = _t1070
        elif _t1069 is not None:
            _move_cards1129(st, _t1069, _t1070, False)
        L[2] = (_t1072 if -1000000000000000000 <= (_t1072 := L[2] + 1) <= 1000000000000000000 else _beyond1130(_t1072))
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text1134(_audience1131(st), [_PlayerRef1132(_l0), ' joins the flight with ', _plain1133(L[2]), ' ', _plain1133(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text1134(_audience1131(st), [_PlayerRef1132(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #299 bd99a956>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1109[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1112(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1113(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1114(_k1115)
                fr[1] = 2; st.cur.append([5, 0, _a]); return None
        if pc == 2:
            _r = _run1116(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region1117(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 3:
            L[3] = (_o1118[L[0]] or []); L[4] = 0
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
                if _p1135(st, [L[5], L[2], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit1114(_k1136)
                fr[1] = 6; st.cur.append([7, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit1111(_k, st, _d0): raise _Runaway1110()
            continue
        if pc == 7:
            _r = _run1137(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1138)

# <rulerun alienz.rules: board_own #300 41025a8e>
def _loop(st):
    for _t1073 in st.zones[20]:
        if (_c1145[_t1073] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #301 68adbef4>
def _loop(st):
    for _t1076 in st.zones[22]:
        return _c1148[_t1076]
    return None

# <rulerun alienz.rules: board_own #302 9748ac33>
def _loop(st):
    for _t1082 in st.zones[22]:
        return _c1151[_t1082]
    return None

# <rulerun alienz.rules: board_own #303 d08c2da5>
def _loop(st):
    for _t1092 in st.zones[22]:
        return _c1158[_t1092]
    return None

# <rulerun alienz.rules: board_own #304 6f5eaf9e>
def _loop(st):
    for _t1098 in st.zones[22]:
        return _c1160[_t1098]
    return None

# <rulerun alienz.rules: board_own #305 f89c848b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1139[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1142(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region1143(st, L)
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
            _r = _run1144(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a1146(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t1078 = _NOT_YET
            _t1079 = _NOT_YET
            _t1080 = _NOT_YET
            _t1081 = _NOT_YET
            _t1084 = _NOT_YET
            _t1085 = _NOT_YET
            _t1086 = _NOT_YET
            _t1087 = _NOT_YET
            _o = []
            for _t1075 in _st_zones[(3 + L[0])]:
                if ((_c1147[_t1075] == L[1]) or (((_t1081 if _t1081 is not _NOT_YET else (_t1081 := ((_t1078 if _t1078 is not _NOT_YET else (_t1078 := _a1149(st))) if (_t1080 if _t1080 is not _NOT_YET else (_t1080 := ('asteroid_storm' in (_t1079 if _t1079 is not _NOT_YET else (_t1079 := list(map(_c1150.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c1147[_t1075] == (_t1087 if _t1087 is not _NOT_YET else (_t1087 := ((_t1084 if _t1084 is not _NOT_YET else (_t1084 := _a1152(st))) if (_t1086 if _t1086 is not _NOT_YET else (_t1086 := ('asteroid_storm' in (_t1085 if _t1085 is not _NOT_YET else (_t1085 := list(map(_c1150.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t1075)
            fr[1] = 5
            _t1088 = L[0]
            _t1089 = len(_o)
            if not _t1089: _no_option1154(_t1088, 'alien to fly')
            if _t1089 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1089 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1090 = st.chooser(_t1089, _t1088)
                else:
                    _t1090 = _st_bits(_t1089.bit_length())
                    while _t1090 >= _t1089: _t1090 = _st_bits(_t1089.bit_length())
                L[4] = _o[_t1090]; st.decisions += 1
                if st.thread_player is not None: _answered1155(st, _t1090)
            elif _decide1156(st, L, _o, _t1088): return True
            pc = 5
        if pc == 5:
            _r = _run1157(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t1094 = _NOT_YET
            _t1095 = _NOT_YET
            _t1096 = _NOT_YET
            _t1097 = _NOT_YET
            _t1100 = _NOT_YET
            _t1101 = _NOT_YET
            _t1102 = _NOT_YET
            _t1103 = _NOT_YET
            _o = []
            for _t1091 in _st_zones[(3 + L[0])]:
                if ((_c1147[_t1091] == L[1]) or (((_t1097 if _t1097 is not _NOT_YET else (_t1097 := ((_t1094 if _t1094 is not _NOT_YET else (_t1094 := _a1159(st))) if (_t1096 if _t1096 is not _NOT_YET else (_t1096 := ('asteroid_storm' in (_t1095 if _t1095 is not _NOT_YET else (_t1095 := list(map(_c1150.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c1147[_t1091] == (_t1103 if _t1103 is not _NOT_YET else (_t1103 := ((_t1100 if _t1100 is not _NOT_YET else (_t1100 := _a1161(st))) if (_t1102 if _t1102 is not _NOT_YET else (_t1102 := ('asteroid_storm' in (_t1101 if _t1101 is not _NOT_YET else (_t1101 := list(map(_c1150.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t1091)
            fr[1] = 8
            if _offer1162(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run1163(st, L)
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
            _r = _run1164(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1141(_k, st, _d0): raise _Runaway1140()
            continue
        if pc == 14:
            _r = _run1165(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1166)

# <rulerun alienz.rules: join #306 bacca6db>
def _loop(st):
    for _t1105 in st.zones[22]:
        return _c1173[_t1105]
    return None

# <rulerun alienz.rules: join #307 11102321>
def _loop(st):
    for _t1111 in st.zones[22]:
        return _c1176[_t1111]
    return None

# <rulerun alienz.rules: join #308 1224caf4>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1167[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1170(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region1171(st, L)
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
            _t1107 = _NOT_YET
            _t1108 = _NOT_YET
            _t1109 = _NOT_YET
            _t1110 = _NOT_YET
            _t1113 = _NOT_YET
            _t1114 = _NOT_YET
            _t1115 = _NOT_YET
            _t1116 = _NOT_YET
            _o = []
            for _t1104 in _st_zones[(3 + L[0])]:
                if ((_c1172[_t1104] == L[1]) or (((_t1110 if _t1110 is not _NOT_YET else (_t1110 := ((_t1107 if _t1107 is not _NOT_YET else (_t1107 := _a1174(st))) if (_t1109 if _t1109 is not _NOT_YET else (_t1109 := ('asteroid_storm' in (_t1108 if _t1108 is not _NOT_YET else (_t1108 := list(map(_c1175.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c1172[_t1104] == (_t1116 if _t1116 is not _NOT_YET else (_t1116 := ((_t1113 if _t1113 is not _NOT_YET else (_t1113 := _a1177(st))) if (_t1115 if _t1115 is not _NOT_YET else (_t1115 := ('asteroid_storm' in (_t1114 if _t1114 is not _NOT_YET else (_t1114 := list(map(_c1175.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t1104)
            fr[1] = 3
            if _offer1178(st, L, _o): return True
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
            _r = _run1179(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1169(_k, st, _d0): raise _Runaway1168()
            continue
        if pc == 8:
            _r = _run1180(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1181)

# <rulerun alienz.rules: play #309 5d4ebd35>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1182[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1185(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region1186(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 5
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p1187(st, [None], 1) == 3: return True
                pc = 3
            else:
                _a = [None]
                if len(st.cur) >= 500: raise _RuleLimit1188(_k1189)
                fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run1190(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1184(_k, st, _d0): raise _Runaway1183()
            continue
        if pc == 5:
            fr[1] = 6
            if _step1191(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1192)

# <rulerun alienz.rules: rank #310 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

