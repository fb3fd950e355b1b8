# <rulerun evolution.rules: play_turn #0 84c8d38b>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = _st_vars[0] + 1
    _st_vars[2] = (not _st_zones[0])
    if _st_vars[2]:
        if _st_log is not None: _st_log.append(_Text3(_audience0(st), ['Turn ', _plain1(_st_vars[0]), ' (the last turn: the deck is empty); ', _PlayerRef2(_st_vars[1]), ' is the first player']))
    else:
        if _st_log is not None: _st_log.append(_Text3(_audience0(st), ['Turn ', _plain1(_st_vars[0]), ': ', _PlayerRef2(_st_vars[1]), ' is the first player; ', _plain1(len(_st_zones[0])), ' cards in the deck']))

# <rulerun evolution.rules: play_turn #1 16e29d83>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k4)
    _st_vars[3] = ((_roll5(st, 1, 6) + 2) if (4 == 2) else (_roll5(st, 2, 6) if (4 == 3) else ((_roll5(st, 2, 6) + 2) if (4 == 4) else ((_roll5(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll5(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll5(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll5(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _st_log is not None: _st_log.append(_Text9(_audience6(st), [_PlayerRef7(_st_vars[1]), ' rolls the food base: ', _plain8(_st_vars[3]), ' red tokens']))

# <rulerun evolution.rules: play_turn #2 a795f804>
def _loop(st, _t1):
    _st_cvars = st.cvars
    _t3 = 0
    for _t2 in st.zones[(9 + st.model.zone_instances[st.loc[_t1]][1])]:
        if (_st_cvars[84 + _t2] == _t1):
            _t3 += (1 if ((_st_cvars[_t2] == 'carnivorous') or (_st_cvars[_t2] == 'high_body_weight')) else (2 if (_st_cvars[_t2] == 'parasite') else 0))
    return _t3

# <rulerun evolution.rules: play_turn #3 699f3927>
def _loop(st, _i2l0):
    _st_cvars = st.cvars
    _t10 = []
    for _t9 in st.zones[(9 + st.model.zone_instances[st.loc[_i2l0]][1])]:
        if ((_st_cvars[84 + _t9] == _i2l0) or (_st_cvars[168 + _t9] == _i2l0)):
            _t10.append(_t9)
    return _t10

# <rulerun evolution.rules: play_turn #4 4e167fc7>
def _loop(st):
    for _t22 in (_k23 or ()):
        if (st.vars[7 + _t22] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #5 fa062276>
def _loop(st, _t30):
    _st_cvars = st.cvars
    _t32 = 0
    for _t31 in st.zones[(9 + st.model.zone_instances[st.loc[_t30]][1])]:
        if (_st_cvars[84 + _t31] == _t30):
            _t32 += (1 if ((_st_cvars[_t31] == 'carnivorous') or (_st_cvars[_t31] == 'high_body_weight')) else (2 if (_st_cvars[_t31] == 'parasite') else 0))
    return _t32

# <rulerun evolution.rules: extinction_and_new_cards #6 b9937516>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    _t39 = []
    for _t38 in st.zones[(9 + st.model.zone_instances[st.loc[_i5l0]][1])]:
        if ((_st_cvars[84 + _t38] == _i5l0) or (_st_cvars[168 + _t38] == _i5l0)):
            _t39.append(_t38)
    return _t39

# <rulerun evolution.rules: extinction_and_new_cards #7 ecc60a93>
def _loop(st):
    for _t51 in (_k43 or ()):
        if (st.vars[7 + _t51] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #8 74e1254f>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k30)
    _t29 = []
    for _t30 in ([_c for _i in [5 + _p for _p in _k31] for _c in _st_zones[_i]] or ()):
        if ((not ((_st_cvars[924 + _t30] == _st_vars[0]) or (_st_cvars[504 + _t30] >= (1 + _a32(st, _t30))))) or _st_cvars[588 + _t30]):
            _t29.append(_t30)
    L[0] = _t29
    _t34 = (L[0] or [])
    _budget33[0] -= len(_t34)
    if _budget33[0] < 0: _spent34(st)
    for _t33 in _t34:
        L[3] = _t33
        if _st_cvars[588 + _t33]:
            if _st_log is not None: _st_log.append(_Text38(_audience35(st), [_PlayerRef36(st.model.zone_instances[_st_loc[_t33]][1]), "'s animal ", _plain37(_st_cvars[420 + _t33]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text38(_audience35(st), [_PlayerRef36(st.model.zone_instances[_st_loc[_t33]][1]), "'s animal ", _plain37(_st_cvars[420 + _t33]), ' starves']))
    _t36 = (L[0] or [])
    _budget33[0] -= len(_t36)
    if _budget33[0] < 0: _spent34(st)
    for _t35 in _t36:
        L[6] = _t35
        _i5l0 = _t35
        _i5 = [_i5l0, None, None, None, None]
        _i5[1] = st.model.zone_instances[_st_loc[_i5l0]][1]
        _t40 = (_a39(st, _i5l0) or [])
        _budget33[0] -= len(_t40)
        if _budget33[0] < 0: _spent34(st)
        for _t37 in _t40:
            _i5[4] = _t37
            _i6l0 = _t37
            _i6 = [_i6l0, None]
            _i6[1] = st.model.zone_instances[_st_loc[_i6l0]][1]
            _st_cvars[252 + _i6l0] = False
            _st_cvars[84 + _i6l0] = None
            _st_cvars[168 + _i6l0] = None
            _st_cvars[_i6l0] = 'no_trait'
            _t41 = _i6l0
            _t42 = (13 + _i6[1])
            if type(_t41) is int and _st_log is None:
                _t43 = _st_zones[_st_loc[_t41]]
                if _t43[-1] == _t41: _t43.pop()
                else: _t43.remove(_t41)
                _st_zones[_t42].append(_t41); _st_loc[_t41] = _t42
            elif _t41 is not None:
                _move_cards40(st, _t41, _t42, False)
        _st_cvars[504 + _i5l0] = 0
        _st_cvars[588 + _i5l0] = False
        _t44 = _i5l0
        _t45 = (13 + _i5[1])
        if type(_t44) is int and _st_log is None:
            _t46 = _st_zones[_st_loc[_t44]]
            if _t46[-1] == _t44: _t46.pop()
            else: _t46.remove(_t44)
            _st_zones[_t45].append(_t44); _st_loc[_t44] = _t45
        elif _t44 is not None:
            _move_cards40(st, _t44, _t45, False)
    if (not _st_vars[2]):
        _i7 = [None, None, None, None, None, None, None, None, None]
        for _t47 in (_k41 or []):
            _i7[2] = _t47
            _st_vars[7 + _t47] = (6 if ((not _st_zones[(5 + _t47)]) and (not _st_zones[(1 + _t47)])) else (1 + len(_st_zones[(5 + _t47)])))
        for _t48 in (_o42[_st_vars[1]] or []):
            _i7[5] = _t48
            if _st_log is not None: _st_log.append(_Text38(_audience35(st), ['Cards owed to ', _PlayerRef36(_t48), ': ', _plain37(_st_vars[7 + _t48])]))
        _t49 = 0; _t50 = st.decisions
        while ((not not _st_zones[0]) and _a44(st)):
            _t49 += 1
            if _t49 > _LIMIT45[0] and _over_limit46(_t49, st, _t50): raise _Runaway47()
            for _t53 in (_o48[_st_vars[1]] or []):
                _i7[8] = _t53
                if not (((_st_vars[7 + _t53] > 0) and (not not _st_zones[0]))): continue
                _t56 = _st_zones[0]
                _t55 = (1 + _t53)
                if _st_log is None and _t56:
                    _t54 = _t56.pop(); _st_zones[_t55].append(_t54); _st_loc[_t54] = _t55
                elif _t56:
                    _move_cards40(st, _t56[-1], _t55, False)
                _st_vars[7 + _t53] = _st_vars[7 + _t53] - 1
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text38(_audience35(st), ['The deck has run out: the next turn is the last']))
    for _t57 in ([_c for _i in [5 + _p for _p in _k49] for _c in _st_zones[_i]] or []):
        L[9] = _t57
        _st_cvars[504 + _t57] = 0

# <rulerun evolution.rules: play_turn #9 903180ed>
def _native(st, L):
    _st_vars = st.vars
    if _p51(st, _k50[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: development #10 937897f6>
def _native(st, L):
    L[0] = []

# <rulerun evolution.rules: development #11 d1d03989>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text54(_audience52(st), [_PlayerRef53(_l3), ' has no cards and passes']))
    L[0] = (L[0] + [_l3])
    if len(L[0]) > 1000000: _too_long55(L[0])

# <rulerun evolution.rules: development #12 65d8bad3>
def _native(st, L):
    L[0] = _joined56(L[0], [L[3]])

# <rulerun evolution.rules: development #13 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: play_card #14 bc36ea14>
def _loop(st, _t64):
    _st_cvars = st.cvars
    for _t66 in st.zones[(9 + st.model.zone_instances[st.loc[_t64]][1])]:
        if ((_st_cvars[84 + _t66] == _t64) and (_st_cvars[_t66] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #15 d4c67f6d>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    for _t64 in ([_c for _i in [5 + _p for _p in _k70] for _c in st.zones[_i]] or ()):
        if ((st.model.zone_instances[_st_loc[_t64]][1] != _l0) and (not _a71(st, _t64))):
            return True
    return False

# <rulerun evolution.rules: play_card #16 1cff1883>
def _loop(st, _t63, _t69, _t73):
    _st_cvars = st.cvars
    for _t74 in st.zones[(9 + st.model.zone_instances[st.loc[_t69]][1])]:
        if ((_st_cvars[_t74] == _t63) and (((_st_cvars[84 + _t74] == _t69) and (_st_cvars[168 + _t74] == _t73)) or ((_st_cvars[84 + _t74] == _t73) and (_st_cvars[168 + _t74] == _t69)))):
            return True
    return False

# <rulerun evolution.rules: play_card #17 9e6a81e0>
def _loop(st, L, _t63):
    _l0 = L[0]
    _st_zones = st.zones
    for _t69 in _st_zones[(5 + _l0)]:
        _t72 = _st_zones[(5 + _l0)]
        _budget73[0] -= len(_t72)
        if _budget73[0] < 0: _spent74(st)
        _t71 = False
        for _t73 in _t72:
            if ((_t69 != _t73) and (not _a75(st, _t63, _t69, _t73))):
                _t71 = True
                break
        if _t71:
            return True
    return False

# <rulerun evolution.rules: play_card #18 1d9c0565>
def _loop(st, _t63, _t76):
    _st_cvars = st.cvars
    for _t78 in st.zones[(9 + st.model.zone_instances[st.loc[_t76]][1])]:
        if ((_st_cvars[84 + _t78] == _t76) and (_st_cvars[_t78] == _t63)):
            return True
    return False

# <rulerun evolution.rules: play_card #19 1084bd20>
def _loop(st, _t76):
    _st_cvars = st.cvars
    for _t80 in st.zones[(9 + st.model.zone_instances[st.loc[_t76]][1])]:
        if ((_st_cvars[84 + _t80] == _t76) and (_st_cvars[_t80] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #20 7bdc1c98>
def _loop(st, _t76):
    _st_cvars = st.cvars
    for _t82 in st.zones[(9 + st.model.zone_instances[st.loc[_t76]][1])]:
        if ((_st_cvars[84 + _t82] == _t76) and (_st_cvars[_t82] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #21 d3ca72f2>
def _loop(st, L, _t63):
    for _t76 in st.zones[(5 + L[0])]:
        if ((((_t63 == 'fat_tissue') or (not _a77(st, _t63, _t76))) and (not ((_t63 == 'scavenger') and _a78(st, _t76)))) and (not ((_t63 == 'carnivorous') and _a79(st, _t76)))):
            return True
    return False

# <rulerun evolution.rules: play_card #22 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #23 3c47e2fb>
def _loop(st, _t92):
    _st_cvars = st.cvars
    for _t94 in st.zones[(9 + st.model.zone_instances[st.loc[_t92]][1])]:
        if ((_st_cvars[84 + _t94] == _t92) and (_st_cvars[_t94] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #24 a546f847>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t93 = []
    for _t92 in ([_c for _i in [5 + _p for _p in _k91] for _c in st.zones[_i]] or ()):
        if ((st.model.zone_instances[_st_loc[_t92]][1] != _l0) and (not _a92(st, _t92))):
            _t93.append(_t92)
    return _t93

# <rulerun evolution.rules: play_card #25 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #26 b8e36bae>
def _loop(st, L):
    _st_cvars = st.cvars
    _t97 = []
    for _t96 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t96] == L[4]) or (_st_cvars[168 + _t96] == L[4])):
            _t97.append(_st_cvars[_t96])
    return _t97

# <rulerun evolution.rules: play_card #27 b3286444>
def _loop(st, L):
    _st_cvars = st.cvars
    _t99 = []
    for _t98 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t98] == L[4]) or (_st_cvars[168 + _t98] == L[4])):
            _t99.append(_t98)
    return _t99

# <rulerun evolution.rules: play_card #28 3159f94f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t101 = 0
    for _t100 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (_st_cvars[84 + _t100] == L[4]):
            _t101 += (1 if ((_st_cvars[_t100] == 'carnivorous') or (_st_cvars[_t100] == 'high_body_weight')) else (2 if (_st_cvars[_t100] == 'parasite') else 0))
    return _t101

# <rulerun evolution.rules: play_card #29 e88b6ad0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t103 = 0
    for _t102 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (((_st_cvars[84 + _t102] == L[4]) and (_st_cvars[_t102] == 'fat_tissue')) and _st_cvars[252 + _t102]):
            _t103 += 1
    return _t103

# <rulerun evolution.rules: play_card #30 ac773931>
def _loop(st, L):
    _st_cvars = st.cvars
    _t105 = 0
    for _t104 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t104] == L[4]) and (_st_cvars[_t104] == 'fat_tissue')):
            _t105 += 1
    return _t105

# <rulerun evolution.rules: play_card #31 a1e7d133>
def _loop(st, L):
    _st_cvars = st.cvars
    _t107 = 0
    for _t106 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t106] == L[4]) and (_st_cvars[_t106] == 'fat_tissue')):
            _t107 += 1
    return _t107

# <rulerun evolution.rules: play_card #32 a020d9d8>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain94(((((('animal ' + _plain94(_st_cvars[420 + L[4]]) + ' of ' + _player_text95(st.model.zone_instances[st.loc[L[4]]][1])) + ((' ' + _plain94(_a96(st, L))) if (not not (_a97(st, L) or ())) else '')) + (' food ' + _plain94(_st_cvars[504 + L[4]]) + '/' + _plain94((1 + _a98(st, L))))) + ((' fat ' + _plain94(_a99(st, L)) + '/' + _plain94(_a100(st, L))) if (_a101(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[4]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[4]] else ''))))

# <rulerun evolution.rules: play_card #33 586bce50>
def _loop(st, L, _t115, _t119):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t120 in st.zones[(9 + st.model.zone_instances[st.loc[_t115]][1])]:
        if ((_st_cvars[_t120] == _l3) and (((_st_cvars[84 + _t120] == _t115) and (_st_cvars[168 + _t120] == _t119)) or ((_st_cvars[84 + _t120] == _t119) and (_st_cvars[168 + _t120] == _t115)))):
            return True
    return False

# <rulerun evolution.rules: play_card #34 72820d2b>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t116 = []
    for _t115 in _st_zones[(5 + _l0)]:
        _t118 = _st_zones[(5 + _l0)]
        _budget104[0] -= len(_t118)
        if _budget104[0] < 0: _spent105(st)
        _t117 = False
        for _t119 in _t118:
            if ((_t115 != _t119) and (not _a106(st, L, _t115, _t119))):
                _t117 = True
                break
        if _t117:
            _t116.append(_t115)
    return _t116

# <rulerun evolution.rules: play_card #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #36 59023081>
def _loop(st, L):
    _st_cvars = st.cvars
    _t123 = []
    for _t122 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t122] == L[5]) or (_st_cvars[168 + _t122] == L[5])):
            _t123.append(_st_cvars[_t122])
    return _t123

# <rulerun evolution.rules: play_card #37 41398e39>
def _loop(st, L):
    _st_cvars = st.cvars
    _t125 = []
    for _t124 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t124] == L[5]) or (_st_cvars[168 + _t124] == L[5])):
            _t125.append(_t124)
    return _t125

# <rulerun evolution.rules: play_card #38 51aae0a3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t127 = 0
    for _t126 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t126] == L[5]):
            _t127 += (1 if ((_st_cvars[_t126] == 'carnivorous') or (_st_cvars[_t126] == 'high_body_weight')) else (2 if (_st_cvars[_t126] == 'parasite') else 0))
    return _t127

# <rulerun evolution.rules: play_card #39 31c7818c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t129 = 0
    for _t128 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t128] == L[5]) and (_st_cvars[_t128] == 'fat_tissue')) and _st_cvars[252 + _t128]):
            _t129 += 1
    return _t129

# <rulerun evolution.rules: play_card #40 cd058172>
def _loop(st, L):
    _st_cvars = st.cvars
    _t131 = 0
    for _t130 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t130] == L[5]) and (_st_cvars[_t130] == 'fat_tissue')):
            _t131 += 1
    return _t131

# <rulerun evolution.rules: play_card #41 2771193b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t133 = 0
    for _t132 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t132] == L[5]) and (_st_cvars[_t132] == 'fat_tissue')):
            _t133 += 1
    return _t133

# <rulerun evolution.rules: play_card #42 e5b7eeb6>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain108(((((('animal ' + _plain108(_st_cvars[420 + L[5]]) + ' of ' + _player_text109(st.model.zone_instances[st.loc[L[5]]][1])) + ((' ' + _plain108(_a110(st, L))) if (not not (_a111(st, L) or ())) else '')) + (' food ' + _plain108(_st_cvars[504 + L[5]]) + '/' + _plain108((1 + _a112(st, L))))) + ((' fat ' + _plain108(_a113(st, L)) + '/' + _plain108(_a114(st, L))) if (_a115(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else ''))))

# <rulerun evolution.rules: play_card #43 10804324>
def _loop(st, L, _t138):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t140 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t140] == _l3) and (((_st_cvars[84 + _t140] == _l5) and (_st_cvars[168 + _t140] == _t138)) or ((_st_cvars[84 + _t140] == _t138) and (_st_cvars[168 + _t140] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #44 0b8eac28>
def _loop(st, L):
    _l5 = L[5]
    _t139 = []
    for _t138 in st.zones[(5 + L[0])]:
        if ((_l5 != _t138) and (not _a118(st, L, _t138))):
            _t139.append(_t138)
    return _t139

# <rulerun evolution.rules: play_card #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #46 b73f7a2b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t143 = []
    for _t142 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t142] == L[6]) or (_st_cvars[168 + _t142] == L[6])):
            _t143.append(_st_cvars[_t142])
    return _t143

# <rulerun evolution.rules: play_card #47 b5601f22>
def _loop(st, L):
    _st_cvars = st.cvars
    _t145 = []
    for _t144 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t144] == L[6]) or (_st_cvars[168 + _t144] == L[6])):
            _t145.append(_t144)
    return _t145

# <rulerun evolution.rules: play_card #48 ff419b59>
def _loop(st, L):
    _st_cvars = st.cvars
    _t147 = 0
    for _t146 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (_st_cvars[84 + _t146] == L[6]):
            _t147 += (1 if ((_st_cvars[_t146] == 'carnivorous') or (_st_cvars[_t146] == 'high_body_weight')) else (2 if (_st_cvars[_t146] == 'parasite') else 0))
    return _t147

# <rulerun evolution.rules: play_card #49 c29f28d0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t149 = 0
    for _t148 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (((_st_cvars[84 + _t148] == L[6]) and (_st_cvars[_t148] == 'fat_tissue')) and _st_cvars[252 + _t148]):
            _t149 += 1
    return _t149

# <rulerun evolution.rules: play_card #50 3e9e711a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t151 = 0
    for _t150 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t150] == L[6]) and (_st_cvars[_t150] == 'fat_tissue')):
            _t151 += 1
    return _t151

# <rulerun evolution.rules: play_card #51 53dfd680>
def _loop(st, L):
    _st_cvars = st.cvars
    _t153 = 0
    for _t152 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t152] == L[6]) and (_st_cvars[_t152] == 'fat_tissue')):
            _t153 += 1
    return _t153

# <rulerun evolution.rules: play_card #52 c84d6bc7>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain120(((((('animal ' + _plain120(_st_cvars[420 + L[6]]) + ' of ' + _player_text121(st.model.zone_instances[st.loc[L[6]]][1])) + ((' ' + _plain120(_a122(st, L))) if (not not (_a123(st, L) or ())) else '')) + (' food ' + _plain120(_st_cvars[504 + L[6]]) + '/' + _plain120((1 + _a124(st, L))))) + ((' fat ' + _plain120(_a125(st, L)) + '/' + _plain120(_a126(st, L))) if (_a127(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[6]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[6]] else ''))))

# <rulerun evolution.rules: play_card #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #54 02277fc9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t159 = []
    for _t158 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t158] == L[7]) or (_st_cvars[168 + _t158] == L[7])):
            _t159.append(_st_cvars[_t158])
    return _t159

# <rulerun evolution.rules: play_card #55 aab73cf9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t161 = []
    for _t160 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t160] == L[7]) or (_st_cvars[168 + _t160] == L[7])):
            _t161.append(_t160)
    return _t161

# <rulerun evolution.rules: play_card #56 fc4f044a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t163 = 0
    for _t162 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t162] == L[7]):
            _t163 += (1 if ((_st_cvars[_t162] == 'carnivorous') or (_st_cvars[_t162] == 'high_body_weight')) else (2 if (_st_cvars[_t162] == 'parasite') else 0))
    return _t163

# <rulerun evolution.rules: play_card #57 a1eba790>
def _loop(st, L):
    _st_cvars = st.cvars
    _t165 = 0
    for _t164 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t164] == L[7]) and (_st_cvars[_t164] == 'fat_tissue')) and _st_cvars[252 + _t164]):
            _t165 += 1
    return _t165

# <rulerun evolution.rules: play_card #58 65e164bd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t167 = 0
    for _t166 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t166] == L[7]) and (_st_cvars[_t166] == 'fat_tissue')):
            _t167 += 1
    return _t167

# <rulerun evolution.rules: play_card #59 4f10bc48>
def _loop(st, L):
    _st_cvars = st.cvars
    _t169 = 0
    for _t168 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t168] == L[7]) and (_st_cvars[_t168] == 'fat_tissue')):
            _t169 += 1
    return _t169

# <rulerun evolution.rules: play_card #60 9887b1db>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain130(((((('animal ' + _plain130(_st_cvars[420 + L[7]]) + ' of ' + _player_text131(st.model.zone_instances[st.loc[L[7]]][1])) + ((' ' + _plain130(_a132(st, L))) if (not not (_a133(st, L) or ())) else '')) + (' food ' + _plain130(_st_cvars[504 + L[7]]) + '/' + _plain130((1 + _a134(st, L))))) + ((' fat ' + _plain130(_a135(st, L)) + '/' + _plain130(_a136(st, L))) if (_a137(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else ''))))

# <rulerun evolution.rules: play_card #61 b685fbf9>
def _loop(st, L, _t180):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t182 in st.zones[(9 + st.model.zone_instances[st.loc[_t180]][1])]:
        if ((_st_cvars[84 + _t182] == _t180) and (_st_cvars[_t182] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #62 2d46fe75>
def _loop(st, _t180):
    _st_cvars = st.cvars
    for _t184 in st.zones[(9 + st.model.zone_instances[st.loc[_t180]][1])]:
        if ((_st_cvars[84 + _t184] == _t180) and (_st_cvars[_t184] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #63 18567375>
def _loop(st, _t180):
    _st_cvars = st.cvars
    for _t186 in st.zones[(9 + st.model.zone_instances[st.loc[_t180]][1])]:
        if ((_st_cvars[84 + _t186] == _t180) and (_st_cvars[_t186] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #64 4eea5ab5>
def _loop(st, L):
    _l3 = L[3]
    _t181 = []
    for _t180 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a140(st, L, _t180))) and (not ((_l3 == 'scavenger') and _a141(st, _t180)))) and (not ((_l3 == 'carnivorous') and _a142(st, _t180)))):
            _t181.append(_t180)
    return _t181

# <rulerun evolution.rules: play_card #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #66 e50ff4ce>
def _loop(st, L):
    _st_cvars = st.cvars
    _t189 = []
    for _t188 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t188] == L[8]) or (_st_cvars[168 + _t188] == L[8])):
            _t189.append(_st_cvars[_t188])
    return _t189

# <rulerun evolution.rules: play_card #67 98c71965>
def _loop(st, L):
    _st_cvars = st.cvars
    _t191 = []
    for _t190 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t190] == L[8]) or (_st_cvars[168 + _t190] == L[8])):
            _t191.append(_t190)
    return _t191

# <rulerun evolution.rules: play_card #68 85260bf5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t193 = 0
    for _t192 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (_st_cvars[84 + _t192] == L[8]):
            _t193 += (1 if ((_st_cvars[_t192] == 'carnivorous') or (_st_cvars[_t192] == 'high_body_weight')) else (2 if (_st_cvars[_t192] == 'parasite') else 0))
    return _t193

# <rulerun evolution.rules: play_card #69 0d3142ee>
def _loop(st, L):
    _st_cvars = st.cvars
    _t195 = 0
    for _t194 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (((_st_cvars[84 + _t194] == L[8]) and (_st_cvars[_t194] == 'fat_tissue')) and _st_cvars[252 + _t194]):
            _t195 += 1
    return _t195

# <rulerun evolution.rules: play_card #70 8b56031e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t197 = 0
    for _t196 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t196] == L[8]) and (_st_cvars[_t196] == 'fat_tissue')):
            _t197 += 1
    return _t197

# <rulerun evolution.rules: play_card #71 d3aedbec>
def _loop(st, L):
    _st_cvars = st.cvars
    _t199 = 0
    for _t198 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t198] == L[8]) and (_st_cvars[_t198] == 'fat_tissue')):
            _t199 += 1
    return _t199

# <rulerun evolution.rules: play_card #72 4ea47ede>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain144(((((('animal ' + _plain144(_st_cvars[420 + L[8]]) + ' of ' + _player_text145(st.model.zone_instances[st.loc[L[8]]][1])) + ((' ' + _plain144(_a146(st, L))) if (not not (_a147(st, L) or ())) else '')) + (' food ' + _plain144(_st_cvars[504 + L[8]]) + '/' + _plain144((1 + _a148(st, L))))) + ((' fat ' + _plain144(_a149(st, L)) + '/' + _plain144(_a150(st, L))) if (_a151(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[8]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[8]] else ''))))

# <rulerun evolution.rules: play_card #73 playout 37676ae5>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t68 = _NOT_YET
    _t62 = []
    for _t63 in ([_c68[_l1], _c69[_l1]] or ()):
        if ((_t63 != 'no_trait') and ((_t68 if _t68 is not _NOT_YET else (_t68 := _a72(st, L))) if (_t63 == 'parasite') else (_a76(st, L, _t63) if (((_t63 == 'symbiosis') or (_t63 == 'communication')) or (_t63 == 'cooperation')) else _a80(st, L, _t63)))):
            _t62.append(_t63)
    L[2] = _joined81(['animal'], _t62)
    _t84 = (L[2] or [])
    _t85 = _l0
    _t86 = len(_t84)
    if not _t86: _no_option84(_t85, 'play it as')
    if _t86 <= 1 and _st_log is None:
        L[3] = _t84[0] if _t86 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t87 = st.chooser(_t86, _t85)
        else:
            _t87 = _st_bits(_t86.bit_length())
            while _t87 >= _t86: _t87 = _st_bits(_t86.bit_length())
        L[3] = _t84[_t87]; st.decisions += 1
    elif _decide85(st, L, _t84, _t85): raise _PlayoutCut82()
    if (L[3] == 'animal'):
        _st_vars[11] = _st_vars[11] + 1
        _st_cvars[420 + _l1] = _st_vars[11]
        _t88 = _l1
        _t89 = (5 + _l0)
        if type(_t88) is int and _st_log is None:
            _t90 = _st_zones[_st_loc[_t88]]
            if _t90[-1] == _t88: _t90.pop()
            else: _t90.remove(_t88)
            _st_zones[_t89].append(_t88); _st_loc[_t88] = _t89
        elif _t88 is not None:
            _move_cards86(st, _t88, _t89, False)
        if _st_log is not None: _st_log.append(_Text90(_audience87(st), [_PlayerRef88(_l0), ' plays a new animal: animal ', _plain89(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = L[3]
    if (L[3] == 'parasite'):
        _t91 = (_a93(st, L) or [])
        _t108 = _l0
        _t109 = len(_t91)
        if not _t109: _no_option84(_t108, 'animal to put the parasite on')
        if _t109 <= 1 and _st_log is None:
            L[4] = _t91[0] if _t109 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t110 = st.chooser(_t109, _t108)
            else:
                _t110 = _st_bits(_t109.bit_length())
                while _t110 >= _t109: _t110 = _st_bits(_t109.bit_length())
            L[4] = _t91[_t110]; st.decisions += 1
        elif _decide103(st, L, _t91, _t108): raise _PlayoutCut82()
        _st_cvars[84 + _l1] = L[4]
        _t111 = _l1
        _t112 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t111) is int and _st_log is None:
            _t113 = _st_zones[_st_loc[_t111]]
            if _t113[-1] == _t111: _t113.pop()
            else: _t113.remove(_t111)
            _st_zones[_t112].append(_t111); _st_loc[_t111] = _t112
        elif _t111 is not None:
            _move_cards86(st, _t111, _t112, False)
        if _st_log is not None: _st_log.append(_Text90(_audience87(st), [_PlayerRef88(_l0), ' puts a parasite on ', _PlayerRef88(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain89(_st_cvars[420 + L[4]])]))
    elif (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
        _t114 = (_a107(st, L) or [])
        _t134 = _l0
        _t135 = len(_t114)
        if not _t135: _no_option84(_t134, 'first animal of the pair')
        if _t135 <= 1 and _st_log is None:
            L[5] = _t114[0] if _t135 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t136 = st.chooser(_t135, _t134)
            else:
                _t136 = _st_bits(_t135.bit_length())
                while _t136 >= _t135: _t136 = _st_bits(_t135.bit_length())
            L[5] = _t114[_t136]; st.decisions += 1
        elif _decide117(st, L, _t114, _t134): raise _PlayoutCut82()
        _t137 = (_a119(st, L) or [])
        _t154 = _l0
        _t155 = len(_t137)
        if not _t155: _no_option84(_t154, 'second animal of the pair')
        if _t155 <= 1 and _st_log is None:
            L[6] = _t137[0] if _t155 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t156 = st.chooser(_t155, _t154)
            else:
                _t156 = _st_bits(_t155.bit_length())
                while _t156 >= _t155: _t156 = _st_bits(_t155.bit_length())
            L[6] = _t137[_t156]; st.decisions += 1
        elif _decide129(st, L, _t137, _t154): raise _PlayoutCut82()
        _st_cvars[84 + _l1] = L[5]
        _st_cvars[168 + _l1] = L[6]
        if (L[3] == 'symbiosis'):
            _t157 = [L[5], L[6]]
            _t170 = _l0
            _t171 = len(_t157)
            if not _t171: _no_option84(_t170, 'the symbiont')
            if _t171 <= 1 and _st_log is None:
                L[7] = _t157[0] if _t171 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t172 = st.chooser(_t171, _t170)
                else:
                    _t172 = _st_bits(_t171.bit_length())
                    while _t172 >= _t171: _t172 = _st_bits(_t171.bit_length())
                L[7] = _t157[_t172]; st.decisions += 1
            elif _decide139(st, L, _t157, _t170): raise _PlayoutCut82()
            _st_cvars[84 + _l1] = L[7]
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            _t173 = _l1
            _t174 = (9 + _l0)
            if type(_t173) is int and _st_log is None:
                _t175 = _st_zones[_st_loc[_t173]]
                if _t175[-1] == _t173: _t175.pop()
                else: _t175.remove(_t173)
                _st_zones[_t174].append(_t173); _st_loc[_t173] = _t174
            elif _t173 is not None:
                _move_cards86(st, _t173, _t174, False)
            if _st_log is not None: _st_log.append(_Text90(_audience87(st), [_PlayerRef88(_l0), ' plays symbiosis: animal ', _plain89(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain89(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t176 = _l1
            _t177 = (9 + _l0)
            if type(_t176) is int and _st_log is None:
                _t178 = _st_zones[_st_loc[_t176]]
                if _t178[-1] == _t176: _t178.pop()
                else: _t178.remove(_t176)
                _st_zones[_t177].append(_t176); _st_loc[_t176] = _t177
            elif _t176 is not None:
                _move_cards86(st, _t176, _t177, False)
            if _st_log is not None: _st_log.append(_Text90(_audience87(st), [_PlayerRef88(_l0), ' plays ', _plain89(L[3]), ' between animal ', _plain89(_st_cvars[420 + L[5]]), ' and animal ', _plain89(_st_cvars[420 + L[6]])]))
    else:
        _t179 = (_a143(st, L) or [])
        _t200 = _l0
        _t201 = len(_t179)
        if not _t201: _no_option84(_t200, 'animal to give it to')
        if _t201 <= 1 and _st_log is None:
            L[8] = _t179[0] if _t201 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t202 = st.chooser(_t201, _t200)
            else:
                _t202 = _st_bits(_t201.bit_length())
                while _t202 >= _t201: _t202 = _st_bits(_t201.bit_length())
            L[8] = _t179[_t202]; st.decisions += 1
        elif _decide153(st, L, _t179, _t200): raise _PlayoutCut82()
        _st_cvars[84 + _l1] = L[8]
        _t203 = _l1
        _t204 = (9 + _l0)
        if type(_t203) is int and _st_log is None:
            _t205 = _st_zones[_st_loc[_t203]]
            if _t205[-1] == _t203: _t205.pop()
            else: _t205.remove(_t203)
            _st_zones[_t204].append(_t203); _st_loc[_t203] = _t204
        elif _t203 is not None:
            _move_cards86(st, _t203, _t204, False)
        if _st_log is not None: _st_log.append(_Text90(_audience87(st), [_PlayerRef88(_l0), ' gives ', _plain89(L[3]), ' to animal ', _plain89(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: development #74 6d2e5918>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t58 = 0; _t59 = st.decisions
    while (len((L[0] or ())) < 4):
        _t58 += 1
        if _t58 > _LIMIT57[0] and _over_limit58(_t58, st, _t59): raise _Runaway59()
        for _t60 in (_o60[st.vars[1]] or []):
            L[3] = _t60
            if not ((not (_t60 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t60)]):
                if _st_log is not None: _st_log.append(_Text63(_audience61(st), [_PlayerRef62(_t60), ' has no cards and passes']))
                L[0] = (L[0] + [_t60])
                if len(L[0]) > 1000000: _too_long64(L[0])
            else:
                _t61 = _st_zones[(1 + _t60)]
                if _offer66(st, L, _t61[:]): raise _PlayoutCut65()
                if (L[4] is None):
                    L[0] = _joined67(L[0], [_t60])
                else:
                    if _p154(st, [_t60, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: development #75 08215bcd>
def _native(st, L):
    return (len((L[0] or ())) < 4)

# <rulerun evolution.rules: development #76 f307de3f>
def _native(st, L):
    return _o155[st.vars[1]]

# <rulerun evolution.rules: development #77 2d096d1f>
def _native(st, L):
    return (not (L[3] in (L[0] or ())))

# <rulerun evolution.rules: development #78 0f125479>
def _native(st, L):
    return (not st.zones[(1 + L[3])])

# <rulerun evolution.rules: development #79 23dc70bc>
def _native(st, L):
    return (1 + L[3])

# <rulerun evolution.rules: development #80 d0cba845>
def _native(st, L):
    return (L[4] is None)

# <rulerun evolution.rules: development #81 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: development #82 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: play_card #83 d330bf34>
def _loop(st, _t208):
    _st_cvars = st.cvars
    for _t210 in st.zones[(9 + st.model.zone_instances[st.loc[_t208]][1])]:
        if ((_st_cvars[84 + _t210] == _t208) and (_st_cvars[_t210] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #84 2996e7d6>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    for _t208 in ([_c for _i in [5 + _p for _p in _k158] for _c in st.zones[_i]] or ()):
        if ((st.model.zone_instances[_st_loc[_t208]][1] != _l0) and (not _a159(st, _t208))):
            return True
    return False

# <rulerun evolution.rules: play_card #85 efb76f7a>
def _loop(st, _t207, _t213, _t217):
    _st_cvars = st.cvars
    for _t218 in st.zones[(9 + st.model.zone_instances[st.loc[_t213]][1])]:
        if ((_st_cvars[_t218] == _t207) and (((_st_cvars[84 + _t218] == _t213) and (_st_cvars[168 + _t218] == _t217)) or ((_st_cvars[84 + _t218] == _t217) and (_st_cvars[168 + _t218] == _t213)))):
            return True
    return False

# <rulerun evolution.rules: play_card #86 cdcfd709>
def _loop(st, L, _t207):
    _l0 = L[0]
    _st_zones = st.zones
    for _t213 in _st_zones[(5 + _l0)]:
        _t216 = _st_zones[(5 + _l0)]
        _budget161[0] -= len(_t216)
        if _budget161[0] < 0: _spent162(st)
        _t215 = False
        for _t217 in _t216:
            if ((_t213 != _t217) and (not _a163(st, _t207, _t213, _t217))):
                _t215 = True
                break
        if _t215:
            return True
    return False

# <rulerun evolution.rules: play_card #87 1ec7b62b>
def _loop(st, _t207, _t220):
    _st_cvars = st.cvars
    for _t222 in st.zones[(9 + st.model.zone_instances[st.loc[_t220]][1])]:
        if ((_st_cvars[84 + _t222] == _t220) and (_st_cvars[_t222] == _t207)):
            return True
    return False

# <rulerun evolution.rules: play_card #88 ee93fb6f>
def _loop(st, _t220):
    _st_cvars = st.cvars
    for _t224 in st.zones[(9 + st.model.zone_instances[st.loc[_t220]][1])]:
        if ((_st_cvars[84 + _t224] == _t220) and (_st_cvars[_t224] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #89 1dddf588>
def _loop(st, _t220):
    _st_cvars = st.cvars
    for _t226 in st.zones[(9 + st.model.zone_instances[st.loc[_t220]][1])]:
        if ((_st_cvars[84 + _t226] == _t220) and (_st_cvars[_t226] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #90 41529340>
def _loop(st, L, _t207):
    for _t220 in st.zones[(5 + L[0])]:
        if ((((_t207 == 'fat_tissue') or (not _a165(st, _t207, _t220))) and (not ((_t207 == 'scavenger') and _a166(st, _t220)))) and (not ((_t207 == 'carnivorous') and _a167(st, _t220)))):
            return True
    return False

# <rulerun evolution.rules: play_card #91 88d9b7f2>
def _native(st, L):
    _l1 = L[1]
    _t212 = _NOT_YET
    _t206 = []
    for _t207 in ([_c156[_l1], _c157[_l1]] or ()):
        if ((_t207 != 'no_trait') and ((_t212 if _t212 is not _NOT_YET else (_t212 := _a160(st, L))) if (_t207 == 'parasite') else (_a164(st, L, _t207) if (((_t207 == 'symbiosis') or (_t207 == 'communication')) or (_t207 == 'cooperation')) else _a168(st, L, _t207)))):
            _t206.append(_t207)
    L[2] = _joined169(['animal'], _t206)

# <rulerun evolution.rules: play_card #92 e69a4671>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (_l3 == 'animal'):
        _st_vars[11] = _st_vars[11] + 1
        _st_cvars[420 + _l1] = _st_vars[11]
        _t228 = _l1
        _t229 = (5 + _l0)
        if type(_t228) is int and _st_log is None:
            _t230 = _st_zones[_st_loc[_t228]]
            if _t230[-1] == _t228: _t230.pop()
            else: _t230.remove(_t228)
            _st_zones[_t229].append(_t228); _st_loc[_t228] = _t229
        elif _t228 is not None:
            _move_cards170(st, _t228, _t229, False)
        if _st_log is not None: _st_log.append(_Text174(_audience171(st), [_PlayerRef172(_l0), ' plays a new animal: animal ', _plain173(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = _l3

# <rulerun evolution.rules: play_card #93 fe238dd9>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l4
    _t231 = _l1
    _t232 = (9 + st.model.zone_instances[_st_loc[_l4]][1])
    if type(_t231) is int and _st_log is None:
        _t233 = _st_zones[_st_loc[_t231]]
        if _t233[-1] == _t231: _t233.pop()
        else: _t233.remove(_t231)
        _st_zones[_t232].append(_t231); _st_loc[_t231] = _t232
    elif _t231 is not None:
        _move_cards175(st, _t231, _t232, False)
    if _st_log is not None: _st_log.append(_Text179(_audience176(st), [_PlayerRef177(L[0]), ' puts a parasite on ', _PlayerRef177(st.model.zone_instances[_st_loc[_l4]][1]), "'s animal ", _plain178(_st_cvars[420 + _l4])]))

# <rulerun evolution.rules: play_card #94 b90362e4>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_cvars[84 + _l1] = L[5]
    _st_cvars[168 + _l1] = L[6]

# <rulerun evolution.rules: play_card #95 c30e8279>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l5 = L[5]
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l7
    _st_cvars[168 + _l1] = (L[6] if (_l7 == _l5) else _l5)
    _t234 = _l1
    _t235 = (9 + _l0)
    if type(_t234) is int and _st_log is None:
        _t236 = _st_zones[_st_loc[_t234]]
        if _t236[-1] == _t234: _t236.pop()
        else: _t236.remove(_t234)
        _st_zones[_t235].append(_t234); _st_loc[_t234] = _t235
    elif _t234 is not None:
        _move_cards180(st, _t234, _t235, False)
    if _st_log is not None: _st_log.append(_Text184(_audience181(st), [_PlayerRef182(_l0), ' plays symbiosis: animal ', _plain183(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain183(_st_cvars[420 + _st_cvars[168 + _l1]])]))

# <rulerun evolution.rules: play_card #96 84345edd>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t237 = L[1]
    _t238 = (9 + _l0)
    if type(_t237) is int and _st_log is None:
        _t239 = _st_zones[_st_loc[_t237]]
        if _t239[-1] == _t237: _t239.pop()
        else: _t239.remove(_t237)
        _st_zones[_t238].append(_t237); _st_loc[_t237] = _t238
    elif _t237 is not None:
        _move_cards185(st, _t237, _t238, False)
    if _st_log is not None: _st_log.append(_Text189(_audience186(st), [_PlayerRef187(_l0), ' plays ', _plain188(L[3]), ' between animal ', _plain188(_st_cvars[420 + L[5]]), ' and animal ', _plain188(_st_cvars[420 + L[6]])]))

# <rulerun evolution.rules: play_card #97 3746af8a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l8
    _t240 = _l1
    _t241 = (9 + _l0)
    if type(_t240) is int and _st_log is None:
        _t242 = _st_zones[_st_loc[_t240]]
        if _t242[-1] == _t240: _t242.pop()
        else: _t242.remove(_t240)
        _st_zones[_t241].append(_t240); _st_loc[_t240] = _t241
    elif _t240 is not None:
        _move_cards190(st, _t240, _t241, False)
    if _st_log is not None: _st_log.append(_Text194(_audience191(st), [_PlayerRef192(_l0), ' gives ', _plain193(L[3]), ' to animal ', _plain193(_st_cvars[420 + _l8])]))

# <rulerun evolution.rules: play_card #98 90626b27>
def _loop(st, _t244):
    _st_cvars = st.cvars
    for _t246 in st.zones[(9 + st.model.zone_instances[st.loc[_t244]][1])]:
        if ((_st_cvars[84 + _t246] == _t244) and (_st_cvars[_t246] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #99 6d892bd8>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t245 = []
    for _t244 in ([_c for _i in [5 + _p for _p in _k195] for _c in st.zones[_i]] or ()):
        if ((st.model.zone_instances[_st_loc[_t244]][1] != _l0) and (not _a196(st, _t244))):
            _t245.append(_t244)
    return _t245

# <rulerun evolution.rules: play_card #100 45898064>
def _loop(st, L, _t255, _t259):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t260 in st.zones[(9 + st.model.zone_instances[st.loc[_t255]][1])]:
        if ((_st_cvars[_t260] == _l3) and (((_st_cvars[84 + _t260] == _t255) and (_st_cvars[168 + _t260] == _t259)) or ((_st_cvars[84 + _t260] == _t259) and (_st_cvars[168 + _t260] == _t255)))):
            return True
    return False

# <rulerun evolution.rules: play_card #101 64b1e122>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t256 = []
    for _t255 in _st_zones[(5 + _l0)]:
        _t258 = _st_zones[(5 + _l0)]
        _budget207[0] -= len(_t258)
        if _budget207[0] < 0: _spent208(st)
        _t257 = False
        for _t259 in _t258:
            if ((_t255 != _t259) and (not _a209(st, L, _t255, _t259))):
                _t257 = True
                break
        if _t257:
            _t256.append(_t255)
    return _t256

# <rulerun evolution.rules: play_card #102 16a0e6c3>
def _loop(st, L, _t266):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t268 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t268] == _l3) and (((_st_cvars[84 + _t268] == _l5) and (_st_cvars[168 + _t268] == _t266)) or ((_st_cvars[84 + _t268] == _t266) and (_st_cvars[168 + _t268] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #103 1871e6e3>
def _loop(st, L):
    _l5 = L[5]
    _t267 = []
    for _t266 in st.zones[(5 + L[0])]:
        if ((_l5 != _t266) and (not _a213(st, L, _t266))):
            _t267.append(_t266)
    return _t267

# <rulerun evolution.rules: play_card #104 949f1be0>
def _loop(st, L, _t284):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t286 in st.zones[(9 + st.model.zone_instances[st.loc[_t284]][1])]:
        if ((_st_cvars[84 + _t286] == _t284) and (_st_cvars[_t286] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #105 d71b5ff6>
def _loop(st, _t284):
    _st_cvars = st.cvars
    for _t288 in st.zones[(9 + st.model.zone_instances[st.loc[_t284]][1])]:
        if ((_st_cvars[84 + _t288] == _t284) and (_st_cvars[_t288] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #106 d8cc81e8>
def _loop(st, _t284):
    _st_cvars = st.cvars
    for _t290 in st.zones[(9 + st.model.zone_instances[st.loc[_t284]][1])]:
        if ((_st_cvars[84 + _t290] == _t284) and (_st_cvars[_t290] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #107 3c661dee>
def _loop(st, L):
    _l3 = L[3]
    _t285 = []
    for _t284 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a219(st, L, _t284))) and (not ((_l3 == 'scavenger') and _a220(st, _t284)))) and (not ((_l3 == 'carnivorous') and _a221(st, _t284)))):
            _t285.append(_t284)
    return _t285

# <rulerun evolution.rules: play_card #108 82d1592e>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l3 = L[3]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (_l3 == 'parasite'):
        _t243 = (_a197(st, L) or [])
        _t248 = _l0
        _t249 = len(_t243)
        if not _t249: _no_option200(_t248, 'animal to put the parasite on')
        if _t249 <= 1 and _st_log is None:
            L[4] = _t243[0] if _t249 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t250 = st.chooser(_t249, _t248)
            else:
                _t250 = _st_bits(_t249.bit_length())
                while _t250 >= _t249: _t250 = _st_bits(_t249.bit_length())
            L[4] = _t243[_t250]; st.decisions += 1
        elif _decide201(st, L, _t243, _t248): raise _PlayoutCut198()
        _st_cvars[84 + _l1] = L[4]
        _t251 = _l1
        _t252 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t251) is int and _st_log is None:
            _t253 = _st_zones[_st_loc[_t251]]
            if _t253[-1] == _t251: _t253.pop()
            else: _t253.remove(_t251)
            _st_zones[_t252].append(_t251); _st_loc[_t251] = _t252
        elif _t251 is not None:
            _move_cards202(st, _t251, _t252, False)
        if _st_log is not None: _st_log.append(_Text206(_audience203(st), [_PlayerRef204(_l0), ' puts a parasite on ', _PlayerRef204(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain205(_st_cvars[420 + L[4]])]))
    elif (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation')):
        _t254 = (_a210(st, L) or [])
        _t262 = _l0
        _t263 = len(_t254)
        if not _t263: _no_option200(_t262, 'first animal of the pair')
        if _t263 <= 1 and _st_log is None:
            L[5] = _t254[0] if _t263 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t264 = st.chooser(_t263, _t262)
            else:
                _t264 = _st_bits(_t263.bit_length())
                while _t264 >= _t263: _t264 = _st_bits(_t263.bit_length())
            L[5] = _t254[_t264]; st.decisions += 1
        elif _decide212(st, L, _t254, _t262): raise _PlayoutCut198()
        _t265 = (_a214(st, L) or [])
        _t270 = _l0
        _t271 = len(_t265)
        if not _t271: _no_option200(_t270, 'second animal of the pair')
        if _t271 <= 1 and _st_log is None:
            L[6] = _t265[0] if _t271 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t272 = st.chooser(_t271, _t270)
            else:
                _t272 = _st_bits(_t271.bit_length())
                while _t272 >= _t271: _t272 = _st_bits(_t271.bit_length())
            L[6] = _t265[_t272]; st.decisions += 1
        elif _decide216(st, L, _t265, _t270): raise _PlayoutCut198()
        _st_cvars[84 + _l1] = L[5]
        _st_cvars[168 + _l1] = L[6]
        if (_l3 == 'symbiosis'):
            _t273 = [L[5], L[6]]
            _t274 = _l0
            _t275 = len(_t273)
            if not _t275: _no_option200(_t274, 'the symbiont')
            if _t275 <= 1 and _st_log is None:
                L[7] = _t273[0] if _t275 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t276 = st.chooser(_t275, _t274)
                else:
                    _t276 = _st_bits(_t275.bit_length())
                    while _t276 >= _t275: _t276 = _st_bits(_t275.bit_length())
                L[7] = _t273[_t276]; st.decisions += 1
            elif _decide218(st, L, _t273, _t274): raise _PlayoutCut198()
            _st_cvars[84 + _l1] = L[7]
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            _t277 = _l1
            _t278 = (9 + _l0)
            if type(_t277) is int and _st_log is None:
                _t279 = _st_zones[_st_loc[_t277]]
                if _t279[-1] == _t277: _t279.pop()
                else: _t279.remove(_t277)
                _st_zones[_t278].append(_t277); _st_loc[_t277] = _t278
            elif _t277 is not None:
                _move_cards202(st, _t277, _t278, False)
            if _st_log is not None: _st_log.append(_Text206(_audience203(st), [_PlayerRef204(_l0), ' plays symbiosis: animal ', _plain205(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain205(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t280 = _l1
            _t281 = (9 + _l0)
            if type(_t280) is int and _st_log is None:
                _t282 = _st_zones[_st_loc[_t280]]
                if _t282[-1] == _t280: _t282.pop()
                else: _t282.remove(_t280)
                _st_zones[_t281].append(_t280); _st_loc[_t280] = _t281
            elif _t280 is not None:
                _move_cards202(st, _t280, _t281, False)
            if _st_log is not None: _st_log.append(_Text206(_audience203(st), [_PlayerRef204(_l0), ' plays ', _plain205(_l3), ' between animal ', _plain205(_st_cvars[420 + L[5]]), ' and animal ', _plain205(_st_cvars[420 + L[6]])]))
    else:
        _t283 = (_a222(st, L) or [])
        _t292 = _l0
        _t293 = len(_t283)
        if not _t293: _no_option200(_t292, 'animal to give it to')
        if _t293 <= 1 and _st_log is None:
            L[8] = _t283[0] if _t293 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t294 = st.chooser(_t293, _t292)
            else:
                _t294 = _st_bits(_t293.bit_length())
                while _t294 >= _t293: _t294 = _st_bits(_t293.bit_length())
            L[8] = _t283[_t294]; st.decisions += 1
        elif _decide224(st, L, _t283, _t292): raise _PlayoutCut198()
        _st_cvars[84 + _l1] = L[8]
        _t295 = _l1
        _t296 = (9 + _l0)
        if type(_t295) is int and _st_log is None:
            _t297 = _st_zones[_st_loc[_t295]]
            if _t297[-1] == _t295: _t297.pop()
            else: _t297.remove(_t295)
            _st_zones[_t296].append(_t295); _st_loc[_t295] = _t296
        elif _t295 is not None:
            _move_cards202(st, _t295, _t296, False)
        if _st_log is not None: _st_log.append(_Text206(_audience203(st), [_PlayerRef204(_l0), ' gives ', _plain205(_l3), ' to animal ', _plain205(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: play_card #109 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: play_card #110 c1fbe227>
def _native(st, L):
    return (L[3] == 'parasite')

# <rulerun evolution.rules: play_card #111 de2661c8>
def _loop(st, _t299):
    _st_cvars = st.cvars
    for _t300 in st.zones[(9 + st.model.zone_instances[st.loc[_t299]][1])]:
        if ((_st_cvars[84 + _t300] == _t299) and (_st_cvars[_t300] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #112 ddaa06cc>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t298 = []
    for _t299 in ([_c for _i in [5 + _p for _p in _k225] for _c in st.zones[_i]] or ()):
        if ((st.model.zone_instances[_st_loc[_t299]][1] != _l0) and (not _a226(st, _t299))):
            _t298.append(_t299)
    return _t298

# <rulerun evolution.rules: play_card #113 fdc9239c>
def _native(st, L):
    _l3 = L[3]
    return (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation'))

# <rulerun evolution.rules: play_card #114 dc1f65d5>
def _loop(st, L, _t303, _t306):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t307 in st.zones[(9 + st.model.zone_instances[st.loc[_t303]][1])]:
        if ((_st_cvars[_t307] == _l3) and (((_st_cvars[84 + _t307] == _t303) and (_st_cvars[168 + _t307] == _t306)) or ((_st_cvars[84 + _t307] == _t306) and (_st_cvars[168 + _t307] == _t303)))):
            return True
    return False

# <rulerun evolution.rules: play_card #115 e690f130>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t302 = []
    for _t303 in _st_zones[(5 + _l0)]:
        _t305 = _st_zones[(5 + _l0)]
        _budget227[0] -= len(_t305)
        if _budget227[0] < 0: _spent228(st)
        _t304 = False
        for _t306 in _t305:
            if ((_t303 != _t306) and (not _a229(st, L, _t303, _t306))):
                _t304 = True
                break
        if _t304:
            _t302.append(_t303)
    return _t302

# <rulerun evolution.rules: play_card #116 8e669cf8>
def _loop(st, L, _t310):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t311 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t311] == _l3) and (((_st_cvars[84 + _t311] == _l5) and (_st_cvars[168 + _t311] == _t310)) or ((_st_cvars[84 + _t311] == _t310) and (_st_cvars[168 + _t311] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #117 2527abb6>
def _native(st, L):
    _l5 = L[5]
    _t309 = []
    for _t310 in st.zones[(5 + L[0])]:
        if ((_l5 != _t310) and (not _a230(st, L, _t310))):
            _t309.append(_t310)
    return _t309

# <rulerun evolution.rules: play_card #118 78824172>
def _native(st, L):
    return (L[3] == 'symbiosis')

# <rulerun evolution.rules: play_card #119 5a38dd93>
def _native(st, L):
    return [L[5], L[6]]

# <rulerun evolution.rules: play_card #120 5e02b03e>
def _loop(st, L, _t314):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t315 in st.zones[(9 + st.model.zone_instances[st.loc[_t314]][1])]:
        if ((_st_cvars[84 + _t315] == _t314) and (_st_cvars[_t315] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #121 c3363352>
def _loop(st, _t314):
    _st_cvars = st.cvars
    for _t317 in st.zones[(9 + st.model.zone_instances[st.loc[_t314]][1])]:
        if ((_st_cvars[84 + _t317] == _t314) and (_st_cvars[_t317] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #122 e6b02e3b>
def _loop(st, _t314):
    _st_cvars = st.cvars
    for _t319 in st.zones[(9 + st.model.zone_instances[st.loc[_t314]][1])]:
        if ((_st_cvars[84 + _t319] == _t314) and (_st_cvars[_t319] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #123 e26b4b2e>
def _native(st, L):
    _l3 = L[3]
    _t313 = []
    for _t314 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a231(st, L, _t314))) and (not ((_l3 == 'scavenger') and _a232(st, _t314)))) and (not ((_l3 == 'carnivorous') and _a233(st, _t314)))):
            _t313.append(_t314)
    return _t313

# <rulerun evolution.rules: determining_the_food_base #124 100dc4fb>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k234)
    _st_vars[3] = ((_roll235(st, 1, 6) + 2) if (4 == 2) else (_roll235(st, 2, 6) if (4 == 3) else ((_roll235(st, 2, 6) + 2) if (4 == 4) else ((_roll235(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll235(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll235(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll235(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _st_log is not None: _st_log.append(_Text239(_audience236(st), [_PlayerRef237(_st_vars[1]), ' rolls the food base: ', _plain238(_st_vars[3]), ' red tokens']))

# <rulerun evolution.rules: feeding #125 7262c801>
def _loop(st, _t321):
    _st_cvars = st.cvars
    _t323 = []
    for _t322 in st.zones[(9 + st.model.zone_instances[st.loc[_t321]][1])]:
        if ((_st_cvars[84 + _t322] == _t321) or (_st_cvars[168 + _t322] == _t321)):
            _t323.append(_st_cvars[_t322])
    return _t323

# <rulerun evolution.rules: feeding #126 e3760d66>
def _loop(st, _t321):
    _st_cvars = st.cvars
    _t325 = []
    for _t324 in st.zones[(9 + st.model.zone_instances[st.loc[_t321]][1])]:
        if ((_st_cvars[84 + _t324] == _t321) or (_st_cvars[168 + _t324] == _t321)):
            _t325.append(_t324)
    return _t325

# <rulerun evolution.rules: feeding #127 2e546318>
def _loop(st, _t321):
    _st_cvars = st.cvars
    _t327 = 0
    for _t326 in st.zones[(9 + st.model.zone_instances[st.loc[_t321]][1])]:
        if (_st_cvars[84 + _t326] == _t321):
            _t327 += (1 if ((_st_cvars[_t326] == 'carnivorous') or (_st_cvars[_t326] == 'high_body_weight')) else (2 if (_st_cvars[_t326] == 'parasite') else 0))
    return _t327

# <rulerun evolution.rules: feeding #128 61d78a39>
def _loop(st, _t321):
    _st_cvars = st.cvars
    _t329 = 0
    for _t328 in st.zones[(9 + st.model.zone_instances[st.loc[_t321]][1])]:
        if (((_st_cvars[84 + _t328] == _t321) and (_st_cvars[_t328] == 'fat_tissue')) and _st_cvars[252 + _t328]):
            _t329 += 1
    return _t329

# <rulerun evolution.rules: feeding #129 4a21a60a>
def _loop(st, _t321):
    _st_cvars = st.cvars
    _t331 = 0
    for _t330 in st.zones[(9 + st.model.zone_instances[st.loc[_t321]][1])]:
        if ((_st_cvars[84 + _t330] == _t321) and (_st_cvars[_t330] == 'fat_tissue')):
            _t331 += 1
    return _t331

# <rulerun evolution.rules: feeding #130 6d61f02c>
def _loop(st, _t321):
    _st_cvars = st.cvars
    _t333 = 0
    for _t332 in st.zones[(9 + st.model.zone_instances[st.loc[_t321]][1])]:
        if ((_st_cvars[84 + _t332] == _t321) and (_st_cvars[_t332] == 'fat_tissue')):
            _t333 += 1
    return _t333

# <rulerun evolution.rules: feeding #131 5fe89f1c>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _i8 = [None, None, None]
    for _t321 in ([_c for _i in [5 + _p for _p in _k240] for _c in st.zones[_i]] or []):
        _i8[2] = _t321
        if _st_log is not None: _st_log.append(_Text250(_audience241(st), ['  ', _plain242(((((('animal ' + _plain242(_st_cvars[420 + _t321]) + ' of ' + _player_text243(st.model.zone_instances[st.loc[_t321]][1])) + ((' ' + _plain242(_a244(st, _t321))) if (not not (_a245(st, _t321) or ())) else '')) + (' food ' + _plain242(_st_cvars[504 + _t321]) + '/' + _plain242((1 + _a246(st, _t321))))) + ((' fat ' + _plain242(_a247(st, _t321)) + '/' + _plain242(_a248(st, _t321))) if (_a249(st, _t321) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t321] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t321] else ''))))]))

# <rulerun evolution.rules: feeding #132 7ded8d52>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text253(_audience251(st), [_plain252(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0

# <rulerun evolution.rules: show_animals #133 516dcc54>
def _loop(st, _t334):
    _st_cvars = st.cvars
    _t336 = []
    for _t335 in st.zones[(9 + st.model.zone_instances[st.loc[_t334]][1])]:
        if ((_st_cvars[84 + _t335] == _t334) or (_st_cvars[168 + _t335] == _t334)):
            _t336.append(_st_cvars[_t335])
    return _t336

# <rulerun evolution.rules: show_animals #134 62750227>
def _loop(st, _t334):
    _st_cvars = st.cvars
    _t338 = []
    for _t337 in st.zones[(9 + st.model.zone_instances[st.loc[_t334]][1])]:
        if ((_st_cvars[84 + _t337] == _t334) or (_st_cvars[168 + _t337] == _t334)):
            _t338.append(_t337)
    return _t338

# <rulerun evolution.rules: show_animals #135 e96b6d13>
def _loop(st, _t334):
    _st_cvars = st.cvars
    _t340 = 0
    for _t339 in st.zones[(9 + st.model.zone_instances[st.loc[_t334]][1])]:
        if (_st_cvars[84 + _t339] == _t334):
            _t340 += (1 if ((_st_cvars[_t339] == 'carnivorous') or (_st_cvars[_t339] == 'high_body_weight')) else (2 if (_st_cvars[_t339] == 'parasite') else 0))
    return _t340

# <rulerun evolution.rules: show_animals #136 435f2fbf>
def _loop(st, _t334):
    _st_cvars = st.cvars
    _t342 = 0
    for _t341 in st.zones[(9 + st.model.zone_instances[st.loc[_t334]][1])]:
        if (((_st_cvars[84 + _t341] == _t334) and (_st_cvars[_t341] == 'fat_tissue')) and _st_cvars[252 + _t341]):
            _t342 += 1
    return _t342

# <rulerun evolution.rules: show_animals #137 f9acfb98>
def _loop(st, _t334):
    _st_cvars = st.cvars
    _t344 = 0
    for _t343 in st.zones[(9 + st.model.zone_instances[st.loc[_t334]][1])]:
        if ((_st_cvars[84 + _t343] == _t334) and (_st_cvars[_t343] == 'fat_tissue')):
            _t344 += 1
    return _t344

# <rulerun evolution.rules: show_animals #138 9c7c7ec8>
def _loop(st, _t334):
    _st_cvars = st.cvars
    _t346 = 0
    for _t345 in st.zones[(9 + st.model.zone_instances[st.loc[_t334]][1])]:
        if ((_st_cvars[84 + _t345] == _t334) and (_st_cvars[_t345] == 'fat_tissue')):
            _t346 += 1
    return _t346

# <rulerun evolution.rules: show_animals #139 b3aca720>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    for _t334 in ([_c for _i in [5 + _p for _p in _k254] for _c in st.zones[_i]] or []):
        L[2] = _t334
        if _st_log is not None: _st_log.append(_Text264(_audience255(st), ['  ', _plain256(((((('animal ' + _plain256(_st_cvars[420 + _t334]) + ' of ' + _player_text257(st.model.zone_instances[st.loc[_t334]][1])) + ((' ' + _plain256(_a258(st, _t334))) if (not not (_a259(st, _t334) or ())) else '')) + (' food ' + _plain256(_st_cvars[504 + _t334]) + '/' + _plain256((1 + _a260(st, _t334))))) + ((' fat ' + _plain256(_a261(st, _t334)) + '/' + _plain256(_a262(st, _t334))) if (_a263(st, _t334) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t334] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t334] else ''))))]))

# <rulerun evolution.rules: feeding_laps #140 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #141 2dbc1bab>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = _st_vars[4] + 1
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #142 5a7a1ae2>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = _st_vars[6] + 1
    if (_st_vars[6] >= 4):
        if _st_log is not None: _st_log.append(_Text266(_audience265(st), ['A full lap passes without any action: the feeding phase ends']))
        return 2

# <rulerun evolution.rules: feeding_laps #143 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: feeding_laps #144 f294fe72>
def _native(st, L):
    return _o267[st.vars[1]]

# <rulerun evolution.rules: feeding_laps #145 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: feeding_end_check #146 02e87eb9>
def _loop(st, _t348):
    _st_cvars = st.cvars
    _t350 = 0
    for _t349 in st.zones[(9 + st.model.zone_instances[st.loc[_t348]][1])]:
        if (_st_cvars[84 + _t349] == _t348):
            _t350 += (1 if ((_st_cvars[_t349] == 'carnivorous') or (_st_cvars[_t349] == 'high_body_weight')) else (2 if (_st_cvars[_t349] == 'parasite') else 0))
    return _t350

# <rulerun evolution.rules: feeding_end_check #147 61bf0495>
def _loop(st, _t348):
    _st_cvars = st.cvars
    _t352 = 0
    for _t351 in st.zones[(9 + st.model.zone_instances[st.loc[_t348]][1])]:
        if (((_st_cvars[84 + _t351] == _t348) and (_st_cvars[_t351] == 'fat_tissue')) and _st_cvars[252 + _t351]):
            _t352 += 1
    return _t352

# <rulerun evolution.rules: feeding_end_check #148 f74fc191>
def _loop(st, _t348):
    _st_cvars = st.cvars
    _t354 = 0
    for _t353 in st.zones[(9 + st.model.zone_instances[st.loc[_t348]][1])]:
        if ((_st_cvars[84 + _t353] == _t348) and (_st_cvars[_t353] == 'fat_tissue')):
            _t354 += 1
    return _t354

# <rulerun evolution.rules: feeding_end_check #149 b21b764a>
def _loop(st, _t357):
    _st_cvars = st.cvars
    _t360 = 0
    for _t359 in st.zones[(9 + st.model.zone_instances[st.loc[_t357]][1])]:
        if (_st_cvars[84 + _t359] == _t357):
            _t360 += (1 if ((_st_cvars[_t359] == 'carnivorous') or (_st_cvars[_t359] == 'high_body_weight')) else (2 if (_st_cvars[_t359] == 'parasite') else 0))
    return _t360

# <rulerun evolution.rules: feeding_end_check #150 65df8061>
def _loop(st, _t357):
    _st_cvars = st.cvars
    _t362 = 0
    for _t361 in st.zones[(9 + st.model.zone_instances[st.loc[_t357]][1])]:
        if (((_st_cvars[84 + _t361] == _t357) and (_st_cvars[_t361] == 'fat_tissue')) and _st_cvars[252 + _t361]):
            _t362 += 1
    return _t362

# <rulerun evolution.rules: feeding_end_check #151 6a8b8372>
def _loop(st, _t357):
    _st_cvars = st.cvars
    _t364 = 0
    for _t363 in st.zones[(9 + st.model.zone_instances[st.loc[_t357]][1])]:
        if ((_st_cvars[84 + _t363] == _t357) and (_st_cvars[_t363] == 'fat_tissue')):
            _t364 += 1
    return _t364

# <rulerun evolution.rules: feeding_end_check #152 b5c4aaa0>
def _loop(st, _t365):
    _st_cvars = st.cvars
    _t368 = 0
    for _t367 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t365]]][1])]:
        if (_st_cvars[84 + _t367] == _st_cvars[84 + _t365]):
            _t368 += (1 if ((_st_cvars[_t367] == 'carnivorous') or (_st_cvars[_t367] == 'high_body_weight')) else (2 if (_st_cvars[_t367] == 'parasite') else 0))
    return _t368

# <rulerun evolution.rules: feeding_end_check #153 ce07b7bd>
def _loop(st, _t357):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t365 in st.zones[(9 + st.model.zone_instances[st.loc[_t357]][1])]:
        if (((_st_cvars[_t365] == 'symbiosis') and (_st_cvars[168 + _t365] == _t357)) and (not ((_st_cvars[924 + _st_cvars[84 + _t365]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t365]] >= (1 + _a279(st, _t365)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #154 1b8f9e70>
def _loop(st, _t356):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t357 in st.zones[(5 + _t356)]:
        if ((not ((_st_cvars[924 + _t357] == _st_vars[0]) or ((_st_cvars[504 + _t357] >= (1 + _a276(st, _t357))) and (_a277(st, _t357) >= _a278(st, _t357))))) and (not _a280(st, _t357))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #155 dc988eaa>
def _loop(st, _t369):
    _st_cvars = st.cvars
    for _t371 in st.zones[(9 + st.model.zone_instances[st.loc[_t369]][1])]:
        if ((_st_cvars[84 + _t371] == _t369) and (_st_cvars[_t371] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #156 eb00bc06>
def _loop(st, _t369):
    _st_cvars = st.cvars
    _t374 = 0
    for _t373 in st.zones[(9 + st.model.zone_instances[st.loc[_t369]][1])]:
        if (_st_cvars[84 + _t373] == _t369):
            _t374 += (1 if ((_st_cvars[_t373] == 'carnivorous') or (_st_cvars[_t373] == 'high_body_weight')) else (2 if (_st_cvars[_t373] == 'parasite') else 0))
    return _t374

# <rulerun evolution.rules: feeding_end_check #157 3f0a7f16>
def _loop(st, _t369):
    _st_cvars = st.cvars
    _t376 = 0
    for _t375 in st.zones[(9 + st.model.zone_instances[st.loc[_t369]][1])]:
        if (((_st_cvars[84 + _t375] == _t369) and (_st_cvars[_t375] == 'fat_tissue')) and _st_cvars[252 + _t375]):
            _t376 += 1
    return _t376

# <rulerun evolution.rules: feeding_end_check #158 ca9de530>
def _loop(st, _t369):
    _st_cvars = st.cvars
    _t378 = 0
    for _t377 in st.zones[(9 + st.model.zone_instances[st.loc[_t369]][1])]:
        if ((_st_cvars[84 + _t377] == _t369) and (_st_cvars[_t377] == 'fat_tissue')):
            _t378 += 1
    return _t378

# <rulerun evolution.rules: feeding_end_check #159 03f01fc8>
def _loop(st, _t379):
    _st_cvars = st.cvars
    _t382 = 0
    for _t381 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t379]]][1])]:
        if (_st_cvars[84 + _t381] == _st_cvars[84 + _t379]):
            _t382 += (1 if ((_st_cvars[_t381] == 'carnivorous') or (_st_cvars[_t381] == 'high_body_weight')) else (2 if (_st_cvars[_t381] == 'parasite') else 0))
    return _t382

# <rulerun evolution.rules: feeding_end_check #160 7db29f5a>
def _loop(st, _t369):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t379 in st.zones[(9 + st.model.zone_instances[st.loc[_t369]][1])]:
        if (((_st_cvars[_t379] == 'symbiosis') and (_st_cvars[168 + _t379] == _t369)) and (not ((_st_cvars[924 + _st_cvars[84 + _t379]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t379]] >= (1 + _a286(st, _t379)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #161 d08a46da>
def _loop(st, _t383):
    _st_cvars = st.cvars
    for _t385 in st.zones[(9 + st.model.zone_instances[st.loc[_t383]][1])]:
        if ((_st_cvars[84 + _t385] == _t383) and (_st_cvars[_t385] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #162 f7d9a143>
def _loop(st, _t369):
    _st_cvars = st.cvars
    for _t387 in st.zones[(9 + st.model.zone_instances[st.loc[_t369]][1])]:
        if ((_st_cvars[84 + _t387] == _t369) and (_st_cvars[_t387] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #163 926cd3bf>
def _loop(st, _t383):
    _st_cvars = st.cvars
    for _t391 in st.zones[(9 + st.model.zone_instances[st.loc[_t383]][1])]:
        if ((_st_cvars[84 + _t391] == _t383) and (_st_cvars[_t391] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #164 b9afa2ec>
def _loop(st, _t369):
    _st_cvars = st.cvars
    for _t393 in st.zones[(9 + st.model.zone_instances[st.loc[_t369]][1])]:
        if ((_st_cvars[84 + _t393] == _t369) and (_st_cvars[_t393] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #165 883b705a>
def _loop(st, _t383):
    _st_cvars = st.cvars
    for _t397 in st.zones[(9 + st.model.zone_instances[st.loc[_t383]][1])]:
        if ((_st_cvars[84 + _t397] == _t383) and (_st_cvars[_t397] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #166 1b0e8ce2>
def _loop(st, _t369):
    _st_cvars = st.cvars
    for _t399 in st.zones[(9 + st.model.zone_instances[st.loc[_t369]][1])]:
        if ((_st_cvars[84 + _t399] == _t369) and (_st_cvars[_t399] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #167 6c9cccd7>
def _loop(st, _t383):
    _st_cvars = st.cvars
    for _t403 in st.zones[(9 + st.model.zone_instances[st.loc[_t383]][1])]:
        if ((_st_cvars[84 + _t403] == _t383) and (_st_cvars[_t403] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #168 f1a33a26>
def _loop(st, _t383):
    _st_cvars = st.cvars
    _t406 = 0
    for _t405 in st.zones[(9 + st.model.zone_instances[st.loc[_t383]][1])]:
        if (_st_cvars[84 + _t405] == _t383):
            _t406 += (1 if ((_st_cvars[_t405] == 'carnivorous') or (_st_cvars[_t405] == 'high_body_weight')) else (2 if (_st_cvars[_t405] == 'parasite') else 0))
    return _t406

# <rulerun evolution.rules: feeding_end_check #169 d829b4f2>
def _loop(st, _t383):
    _st_cvars = st.cvars
    for _t407 in st.zones[(9 + st.model.zone_instances[st.loc[_t383]][1])]:
        if ((_st_cvars[_t407] == 'symbiosis') and (_st_cvars[168 + _t407] == _t383)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #170 c4f61ee3>
def _loop(st, _t369):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t389 = _NOT_YET
    _t390 = _NOT_YET
    _t395 = _NOT_YET
    _t396 = _NOT_YET
    _t401 = _NOT_YET
    _t402 = _NOT_YET
    for _t383 in ([_c for _i in [5 + _p for _p in _k288] for _c in st.zones[_i]] or ()):
        if ((((((_t369 != _t383) and ((not _a289(st, _t383)) or (_t390 if _t390 is not _NOT_YET else (_t390 := (_t389 if _t389 is not _NOT_YET else (_t389 := _a290(st, _t369))))))) and ((not _a291(st, _t383)) or (_t396 if _t396 is not _NOT_YET else (_t396 := (_t395 if _t395 is not _NOT_YET else (_t395 := _a292(st, _t369))))))) and (_a293(st, _t383) == (_t402 if _t402 is not _NOT_YET else (_t402 := (_t401 if _t401 is not _NOT_YET else (_t401 := _a294(st, _t369))))))) and (not (_a295(st, _t383) and ((_st_cvars[924 + _t383] == _st_vars[0]) or (_st_cvars[504 + _t383] >= (1 + _a296(st, _t383))))))) and (not _a297(st, _t383))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #171 9cf51056>
def _loop(st, _t356):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t369 in st.zones[(5 + _t356)]:
        if (((_a282(st, _t369) and (_st_cvars[672 + _t369] != _st_vars[0])) and ((not ((_st_cvars[924 + _t369] == _st_vars[0]) or ((_st_cvars[504 + _t369] >= (1 + _a283(st, _t369))) and (_a284(st, _t369) >= _a285(st, _t369))))) and (not _a287(st, _t369)))) and _a298(st, _t369)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #172 c3bf6ed8>
def _loop(st, _t409):
    _st_cvars = st.cvars
    _t412 = 0
    for _t411 in st.zones[(9 + st.model.zone_instances[st.loc[_t409]][1])]:
        if (_st_cvars[84 + _t411] == _t409):
            _t412 += (1 if ((_st_cvars[_t411] == 'carnivorous') or (_st_cvars[_t411] == 'high_body_weight')) else (2 if (_st_cvars[_t411] == 'parasite') else 0))
    return _t412

# <rulerun evolution.rules: feeding_end_check #173 88f429c6>
def _loop(st, _t409):
    _st_cvars = st.cvars
    _t414 = 0
    for _t413 in st.zones[(9 + st.model.zone_instances[st.loc[_t409]][1])]:
        if (((_st_cvars[84 + _t413] == _t409) and (_st_cvars[_t413] == 'fat_tissue')) and _st_cvars[252 + _t413]):
            _t414 += 1
    return _t414

# <rulerun evolution.rules: feeding_end_check #174 fe5982d7>
def _loop(st, _t356):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t409 in st.zones[(5 + _t356)]:
        if ((not ((_st_cvars[924 + _t409] == _st_vars[0]) or (_st_cvars[504 + _t409] >= (1 + _a300(st, _t409))))) and (_a301(st, _t409) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #175 c12babee>
def _loop(st, _t415):
    _st_cvars = st.cvars
    for _t417 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if ((_st_cvars[84 + _t417] == _t415) and (_st_cvars[_t417] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #176 eedd56a6>
def _loop(st, _t415):
    _st_cvars = st.cvars
    _t420 = 0
    for _t419 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if (_st_cvars[84 + _t419] == _t415):
            _t420 += (1 if ((_st_cvars[_t419] == 'carnivorous') or (_st_cvars[_t419] == 'high_body_weight')) else (2 if (_st_cvars[_t419] == 'parasite') else 0))
    return _t420

# <rulerun evolution.rules: feeding_end_check #177 cbf11b65>
def _loop(st, _t415):
    _st_cvars = st.cvars
    _t422 = 0
    for _t421 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if (_st_cvars[84 + _t421] == _t415):
            _t422 += (1 if ((_st_cvars[_t421] == 'carnivorous') or (_st_cvars[_t421] == 'high_body_weight')) else (2 if (_st_cvars[_t421] == 'parasite') else 0))
    return _t422

# <rulerun evolution.rules: feeding_end_check #178 305b4b0a>
def _loop(st, _t415):
    _st_cvars = st.cvars
    _t424 = 0
    for _t423 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if (((_st_cvars[84 + _t423] == _t415) and (_st_cvars[_t423] == 'fat_tissue')) and _st_cvars[252 + _t423]):
            _t424 += 1
    return _t424

# <rulerun evolution.rules: feeding_end_check #179 d08af05e>
def _loop(st, _t415):
    _st_cvars = st.cvars
    _t426 = 0
    for _t425 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if ((_st_cvars[84 + _t425] == _t415) and (_st_cvars[_t425] == 'fat_tissue')):
            _t426 += 1
    return _t426

# <rulerun evolution.rules: feeding_end_check #180 f2f25b56>
def _loop(st, _t427):
    _st_cvars = st.cvars
    _t430 = 0
    for _t429 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t427]]][1])]:
        if (_st_cvars[84 + _t429] == _st_cvars[84 + _t427]):
            _t430 += (1 if ((_st_cvars[_t429] == 'carnivorous') or (_st_cvars[_t429] == 'high_body_weight')) else (2 if (_st_cvars[_t429] == 'parasite') else 0))
    return _t430

# <rulerun evolution.rules: feeding_end_check #181 50495adb>
def _loop(st, _t415):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t427 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if (((_st_cvars[_t427] == 'symbiosis') and (_st_cvars[168 + _t427] == _t415)) and (not ((_st_cvars[924 + _st_cvars[84 + _t427]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t427]] >= (1 + _a308(st, _t427)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #182 35c83609>
def _loop(st, _t431):
    _st_cvars = st.cvars
    _t434 = 0
    for _t433 in st.zones[(9 + st.model.zone_instances[st.loc[_t431]][1])]:
        if (_st_cvars[84 + _t433] == _t431):
            _t434 += (1 if ((_st_cvars[_t433] == 'carnivorous') or (_st_cvars[_t433] == 'high_body_weight')) else (2 if (_st_cvars[_t433] == 'parasite') else 0))
    return _t434

# <rulerun evolution.rules: feeding_end_check #183 fee39629>
def _loop(st, _t415):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t431 in ([_c for _i in [5 + _p for _p in _k310] for _c in st.zones[_i]] or ()):
        if ((_t431 != _t415) and ((not ((_st_cvars[924 + _t431] == _st_vars[0]) or (_st_cvars[504 + _t431] >= (1 + _a311(st, _t431))))) and (_st_cvars[504 + _t431] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #184 1b5d42ae>
def _loop(st, _t415):
    _st_cvars = st.cvars
    for _t435 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if ((_st_cvars[84 + _t435] == _t415) and (_st_cvars[_t435] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #185 4692a618>
def _loop(st, _t415):
    _st_cvars = st.cvars
    _t438 = 0
    for _t437 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if (_st_cvars[84 + _t437] == _t415):
            _t438 += (1 if ((_st_cvars[_t437] == 'carnivorous') or (_st_cvars[_t437] == 'high_body_weight')) else (2 if (_st_cvars[_t437] == 'parasite') else 0))
    return _t438

# <rulerun evolution.rules: feeding_end_check #186 59dee18b>
def _loop(st, _t415):
    _st_cvars = st.cvars
    for _t439 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if ((_st_cvars[84 + _t439] == _t415) and (_st_cvars[_t439] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #187 164eaa61>
def _loop(st, _t356):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t415 in st.zones[(5 + _t356)]:
        if ((((((_a303(st, _t415) and (_st_cvars[756 + _t415] != _st_vars[0])) and (not ((_st_cvars[924 + _t415] == _st_vars[0]) or (_st_cvars[504 + _t415] >= (1 + _a304(st, _t415)))))) and ((not ((_st_cvars[924 + _t415] == _st_vars[0]) or ((_st_cvars[504 + _t415] >= (1 + _a305(st, _t415))) and (_a306(st, _t415) >= _a307(st, _t415))))) and (not _a309(st, _t415)))) and _a312(st, _t415)) or ((((_a313(st, _t415) and (_st_cvars[924 + _t415] != _st_vars[0])) and (_st_cvars[924 + _t415] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t415] == _st_vars[0]) or (_st_cvars[504 + _t415] >= (1 + _a314(st, _t415))))))) or ((_st_vars[3] > 0) and _a315(st, _t415))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #188 36bebb1b>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t347 = True
    for _t348 in ([_c for _i in [5 + _p for _p in _k268] for _c in st.zones[_i]] or ()):
        if not (((_st_cvars[924 + _t348] == _st_vars[0]) or ((_st_cvars[504 + _t348] >= (1 + _a269(st, _t348))) and (_a270(st, _t348) >= _a271(st, _t348))))):
            _t347 = False
            break
    if _t347:
        if _st_log is not None: _st_log.append(_Text273(_audience272(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo274(6)
    _t355 = False
    for _t356 in (_k275 or ()):
        if (((((_st_vars[3] > 0) and _a281(st, _t356)) or _a299(st, _t356)) or _a302(st, _t356)) or _a316(st, _t356)):
            _t355 = True
            break
    if (not _t355):
        if _st_log is not None: _st_log.append(_Text273(_audience272(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo274(6)

# <rulerun evolution.rules: feeding_turn_of #189 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #190 26389bea>
def _loop(st, _t442):
    _st_cvars = st.cvars
    _t444 = 0
    for _t443 in st.zones[(9 + st.model.zone_instances[st.loc[_t442]][1])]:
        if (_st_cvars[84 + _t443] == _t442):
            _t444 += (1 if ((_st_cvars[_t443] == 'carnivorous') or (_st_cvars[_t443] == 'high_body_weight')) else (2 if (_st_cvars[_t443] == 'parasite') else 0))
    return _t444

# <rulerun evolution.rules: feeding_turn_of #191 e19c589c>
def _loop(st, _t442):
    _st_cvars = st.cvars
    _t446 = 0
    for _t445 in st.zones[(9 + st.model.zone_instances[st.loc[_t442]][1])]:
        if (((_st_cvars[84 + _t445] == _t442) and (_st_cvars[_t445] == 'fat_tissue')) and _st_cvars[252 + _t445]):
            _t446 += 1
    return _t446

# <rulerun evolution.rules: feeding_turn_of #192 4e25b084>
def _loop(st, _t442):
    _st_cvars = st.cvars
    _t448 = 0
    for _t447 in st.zones[(9 + st.model.zone_instances[st.loc[_t442]][1])]:
        if ((_st_cvars[84 + _t447] == _t442) and (_st_cvars[_t447] == 'fat_tissue')):
            _t448 += 1
    return _t448

# <rulerun evolution.rules: feeding_turn_of #193 58a197ab>
def _loop(st, _t451):
    _st_cvars = st.cvars
    _t454 = 0
    for _t453 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if (_st_cvars[84 + _t453] == _t451):
            _t454 += (1 if ((_st_cvars[_t453] == 'carnivorous') or (_st_cvars[_t453] == 'high_body_weight')) else (2 if (_st_cvars[_t453] == 'parasite') else 0))
    return _t454

# <rulerun evolution.rules: feeding_turn_of #194 f2181ec4>
def _loop(st, _t451):
    _st_cvars = st.cvars
    _t456 = 0
    for _t455 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if (((_st_cvars[84 + _t455] == _t451) and (_st_cvars[_t455] == 'fat_tissue')) and _st_cvars[252 + _t455]):
            _t456 += 1
    return _t456

# <rulerun evolution.rules: feeding_turn_of #195 c267dcf7>
def _loop(st, _t451):
    _st_cvars = st.cvars
    _t458 = 0
    for _t457 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if ((_st_cvars[84 + _t457] == _t451) and (_st_cvars[_t457] == 'fat_tissue')):
            _t458 += 1
    return _t458

# <rulerun evolution.rules: feeding_turn_of #196 3ddf8ee9>
def _loop(st, _t459):
    _st_cvars = st.cvars
    _t462 = 0
    for _t461 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t459]]][1])]:
        if (_st_cvars[84 + _t461] == _st_cvars[84 + _t459]):
            _t462 += (1 if ((_st_cvars[_t461] == 'carnivorous') or (_st_cvars[_t461] == 'high_body_weight')) else (2 if (_st_cvars[_t461] == 'parasite') else 0))
    return _t462

# <rulerun evolution.rules: feeding_turn_of #197 d0cfc177>
def _loop(st, _t451):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t459 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if (((_st_cvars[_t459] == 'symbiosis') and (_st_cvars[168 + _t459] == _t451)) and (not ((_st_cvars[924 + _st_cvars[84 + _t459]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t459]] >= (1 + _a328(st, _t459)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #198 cc8bc193>
def _loop(st, _t450):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t451 in st.zones[(5 + _t450)]:
        if ((not ((_st_cvars[924 + _t451] == _st_vars[0]) or ((_st_cvars[504 + _t451] >= (1 + _a325(st, _t451))) and (_a326(st, _t451) >= _a327(st, _t451))))) and (not _a329(st, _t451))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #199 eb9c41d9>
def _loop(st, _t463):
    _st_cvars = st.cvars
    for _t465 in st.zones[(9 + st.model.zone_instances[st.loc[_t463]][1])]:
        if ((_st_cvars[84 + _t465] == _t463) and (_st_cvars[_t465] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #200 bc8ccd9a>
def _loop(st, _t463):
    _st_cvars = st.cvars
    _t468 = 0
    for _t467 in st.zones[(9 + st.model.zone_instances[st.loc[_t463]][1])]:
        if (_st_cvars[84 + _t467] == _t463):
            _t468 += (1 if ((_st_cvars[_t467] == 'carnivorous') or (_st_cvars[_t467] == 'high_body_weight')) else (2 if (_st_cvars[_t467] == 'parasite') else 0))
    return _t468

# <rulerun evolution.rules: feeding_turn_of #201 6b355070>
def _loop(st, _t463):
    _st_cvars = st.cvars
    _t470 = 0
    for _t469 in st.zones[(9 + st.model.zone_instances[st.loc[_t463]][1])]:
        if (((_st_cvars[84 + _t469] == _t463) and (_st_cvars[_t469] == 'fat_tissue')) and _st_cvars[252 + _t469]):
            _t470 += 1
    return _t470

# <rulerun evolution.rules: feeding_turn_of #202 e88ee5fc>
def _loop(st, _t463):
    _st_cvars = st.cvars
    _t472 = 0
    for _t471 in st.zones[(9 + st.model.zone_instances[st.loc[_t463]][1])]:
        if ((_st_cvars[84 + _t471] == _t463) and (_st_cvars[_t471] == 'fat_tissue')):
            _t472 += 1
    return _t472

# <rulerun evolution.rules: feeding_turn_of #203 eab26697>
def _loop(st, _t473):
    _st_cvars = st.cvars
    _t476 = 0
    for _t475 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t473]]][1])]:
        if (_st_cvars[84 + _t475] == _st_cvars[84 + _t473]):
            _t476 += (1 if ((_st_cvars[_t475] == 'carnivorous') or (_st_cvars[_t475] == 'high_body_weight')) else (2 if (_st_cvars[_t475] == 'parasite') else 0))
    return _t476

# <rulerun evolution.rules: feeding_turn_of #204 9a2e6333>
def _loop(st, _t463):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t473 in st.zones[(9 + st.model.zone_instances[st.loc[_t463]][1])]:
        if (((_st_cvars[_t473] == 'symbiosis') and (_st_cvars[168 + _t473] == _t463)) and (not ((_st_cvars[924 + _st_cvars[84 + _t473]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t473]] >= (1 + _a335(st, _t473)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #205 c06d7c77>
def _loop(st, _t477):
    _st_cvars = st.cvars
    for _t479 in st.zones[(9 + st.model.zone_instances[st.loc[_t477]][1])]:
        if ((_st_cvars[84 + _t479] == _t477) and (_st_cvars[_t479] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #206 bb64ba86>
def _loop(st, _t463):
    _st_cvars = st.cvars
    for _t481 in st.zones[(9 + st.model.zone_instances[st.loc[_t463]][1])]:
        if ((_st_cvars[84 + _t481] == _t463) and (_st_cvars[_t481] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #207 89d85b46>
def _loop(st, _t477):
    _st_cvars = st.cvars
    for _t485 in st.zones[(9 + st.model.zone_instances[st.loc[_t477]][1])]:
        if ((_st_cvars[84 + _t485] == _t477) and (_st_cvars[_t485] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #208 c80b36ff>
def _loop(st, _t463):
    _st_cvars = st.cvars
    for _t487 in st.zones[(9 + st.model.zone_instances[st.loc[_t463]][1])]:
        if ((_st_cvars[84 + _t487] == _t463) and (_st_cvars[_t487] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #209 cc2a868c>
def _loop(st, _t477):
    _st_cvars = st.cvars
    for _t491 in st.zones[(9 + st.model.zone_instances[st.loc[_t477]][1])]:
        if ((_st_cvars[84 + _t491] == _t477) and (_st_cvars[_t491] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #210 530ea9ac>
def _loop(st, _t463):
    _st_cvars = st.cvars
    for _t493 in st.zones[(9 + st.model.zone_instances[st.loc[_t463]][1])]:
        if ((_st_cvars[84 + _t493] == _t463) and (_st_cvars[_t493] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #211 1e826c9c>
def _loop(st, _t477):
    _st_cvars = st.cvars
    for _t497 in st.zones[(9 + st.model.zone_instances[st.loc[_t477]][1])]:
        if ((_st_cvars[84 + _t497] == _t477) and (_st_cvars[_t497] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #212 d608fd3b>
def _loop(st, _t477):
    _st_cvars = st.cvars
    _t500 = 0
    for _t499 in st.zones[(9 + st.model.zone_instances[st.loc[_t477]][1])]:
        if (_st_cvars[84 + _t499] == _t477):
            _t500 += (1 if ((_st_cvars[_t499] == 'carnivorous') or (_st_cvars[_t499] == 'high_body_weight')) else (2 if (_st_cvars[_t499] == 'parasite') else 0))
    return _t500

# <rulerun evolution.rules: feeding_turn_of #213 992cf3c6>
def _loop(st, _t477):
    _st_cvars = st.cvars
    for _t501 in st.zones[(9 + st.model.zone_instances[st.loc[_t477]][1])]:
        if ((_st_cvars[_t501] == 'symbiosis') and (_st_cvars[168 + _t501] == _t477)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #214 683623b9>
def _loop(st, _t463):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t483 = _NOT_YET
    _t484 = _NOT_YET
    _t489 = _NOT_YET
    _t490 = _NOT_YET
    _t495 = _NOT_YET
    _t496 = _NOT_YET
    for _t477 in ([_c for _i in [5 + _p for _p in _k337] for _c in st.zones[_i]] or ()):
        if ((((((_t463 != _t477) and ((not _a338(st, _t477)) or (_t484 if _t484 is not _NOT_YET else (_t484 := (_t483 if _t483 is not _NOT_YET else (_t483 := _a339(st, _t463))))))) and ((not _a340(st, _t477)) or (_t490 if _t490 is not _NOT_YET else (_t490 := (_t489 if _t489 is not _NOT_YET else (_t489 := _a341(st, _t463))))))) and (_a342(st, _t477) == (_t496 if _t496 is not _NOT_YET else (_t496 := (_t495 if _t495 is not _NOT_YET else (_t495 := _a343(st, _t463))))))) and (not (_a344(st, _t477) and ((_st_cvars[924 + _t477] == _st_vars[0]) or (_st_cvars[504 + _t477] >= (1 + _a345(st, _t477))))))) and (not _a346(st, _t477))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #215 6a5e7c67>
def _loop(st, _t450):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t463 in st.zones[(5 + _t450)]:
        if (((_a331(st, _t463) and (_st_cvars[672 + _t463] != _st_vars[0])) and ((not ((_st_cvars[924 + _t463] == _st_vars[0]) or ((_st_cvars[504 + _t463] >= (1 + _a332(st, _t463))) and (_a333(st, _t463) >= _a334(st, _t463))))) and (not _a336(st, _t463)))) and _a347(st, _t463)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #216 ef7298b0>
def _loop(st, _t503):
    _st_cvars = st.cvars
    _t506 = 0
    for _t505 in st.zones[(9 + st.model.zone_instances[st.loc[_t503]][1])]:
        if (_st_cvars[84 + _t505] == _t503):
            _t506 += (1 if ((_st_cvars[_t505] == 'carnivorous') or (_st_cvars[_t505] == 'high_body_weight')) else (2 if (_st_cvars[_t505] == 'parasite') else 0))
    return _t506

# <rulerun evolution.rules: feeding_turn_of #217 f7440f24>
def _loop(st, _t503):
    _st_cvars = st.cvars
    _t508 = 0
    for _t507 in st.zones[(9 + st.model.zone_instances[st.loc[_t503]][1])]:
        if (((_st_cvars[84 + _t507] == _t503) and (_st_cvars[_t507] == 'fat_tissue')) and _st_cvars[252 + _t507]):
            _t508 += 1
    return _t508

# <rulerun evolution.rules: feeding_turn_of #218 a2c3ae8e>
def _loop(st, _t450):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t503 in st.zones[(5 + _t450)]:
        if ((not ((_st_cvars[924 + _t503] == _st_vars[0]) or (_st_cvars[504 + _t503] >= (1 + _a349(st, _t503))))) and (_a350(st, _t503) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #219 31c47bd0>
def _loop(st, _t509):
    _st_cvars = st.cvars
    for _t511 in st.zones[(9 + st.model.zone_instances[st.loc[_t509]][1])]:
        if ((_st_cvars[84 + _t511] == _t509) and (_st_cvars[_t511] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #220 c2136db0>
def _loop(st, _t509):
    _st_cvars = st.cvars
    _t514 = 0
    for _t513 in st.zones[(9 + st.model.zone_instances[st.loc[_t509]][1])]:
        if (_st_cvars[84 + _t513] == _t509):
            _t514 += (1 if ((_st_cvars[_t513] == 'carnivorous') or (_st_cvars[_t513] == 'high_body_weight')) else (2 if (_st_cvars[_t513] == 'parasite') else 0))
    return _t514

# <rulerun evolution.rules: feeding_turn_of #221 4239f0c3>
def _loop(st, _t509):
    _st_cvars = st.cvars
    _t516 = 0
    for _t515 in st.zones[(9 + st.model.zone_instances[st.loc[_t509]][1])]:
        if (_st_cvars[84 + _t515] == _t509):
            _t516 += (1 if ((_st_cvars[_t515] == 'carnivorous') or (_st_cvars[_t515] == 'high_body_weight')) else (2 if (_st_cvars[_t515] == 'parasite') else 0))
    return _t516

# <rulerun evolution.rules: feeding_turn_of #222 af5ab531>
def _loop(st, _t509):
    _st_cvars = st.cvars
    _t518 = 0
    for _t517 in st.zones[(9 + st.model.zone_instances[st.loc[_t509]][1])]:
        if (((_st_cvars[84 + _t517] == _t509) and (_st_cvars[_t517] == 'fat_tissue')) and _st_cvars[252 + _t517]):
            _t518 += 1
    return _t518

# <rulerun evolution.rules: feeding_turn_of #223 2509f95c>
def _loop(st, _t509):
    _st_cvars = st.cvars
    _t520 = 0
    for _t519 in st.zones[(9 + st.model.zone_instances[st.loc[_t509]][1])]:
        if ((_st_cvars[84 + _t519] == _t509) and (_st_cvars[_t519] == 'fat_tissue')):
            _t520 += 1
    return _t520

# <rulerun evolution.rules: feeding_turn_of #224 03e7514e>
def _loop(st, _t521):
    _st_cvars = st.cvars
    _t524 = 0
    for _t523 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t521]]][1])]:
        if (_st_cvars[84 + _t523] == _st_cvars[84 + _t521]):
            _t524 += (1 if ((_st_cvars[_t523] == 'carnivorous') or (_st_cvars[_t523] == 'high_body_weight')) else (2 if (_st_cvars[_t523] == 'parasite') else 0))
    return _t524

# <rulerun evolution.rules: feeding_turn_of #225 e2ff68dd>
def _loop(st, _t509):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t521 in st.zones[(9 + st.model.zone_instances[st.loc[_t509]][1])]:
        if (((_st_cvars[_t521] == 'symbiosis') and (_st_cvars[168 + _t521] == _t509)) and (not ((_st_cvars[924 + _st_cvars[84 + _t521]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t521]] >= (1 + _a357(st, _t521)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #226 d5f09edc>
def _loop(st, _t525):
    _st_cvars = st.cvars
    _t528 = 0
    for _t527 in st.zones[(9 + st.model.zone_instances[st.loc[_t525]][1])]:
        if (_st_cvars[84 + _t527] == _t525):
            _t528 += (1 if ((_st_cvars[_t527] == 'carnivorous') or (_st_cvars[_t527] == 'high_body_weight')) else (2 if (_st_cvars[_t527] == 'parasite') else 0))
    return _t528

# <rulerun evolution.rules: feeding_turn_of #227 5c8e1abe>
def _loop(st, _t509):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t525 in ([_c for _i in [5 + _p for _p in _k359] for _c in st.zones[_i]] or ()):
        if ((_t525 != _t509) and ((not ((_st_cvars[924 + _t525] == _st_vars[0]) or (_st_cvars[504 + _t525] >= (1 + _a360(st, _t525))))) and (_st_cvars[504 + _t525] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #228 d0dc1489>
def _loop(st, _t509):
    _st_cvars = st.cvars
    for _t529 in st.zones[(9 + st.model.zone_instances[st.loc[_t509]][1])]:
        if ((_st_cvars[84 + _t529] == _t509) and (_st_cvars[_t529] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #229 1a3e9054>
def _loop(st, _t509):
    _st_cvars = st.cvars
    _t532 = 0
    for _t531 in st.zones[(9 + st.model.zone_instances[st.loc[_t509]][1])]:
        if (_st_cvars[84 + _t531] == _t509):
            _t532 += (1 if ((_st_cvars[_t531] == 'carnivorous') or (_st_cvars[_t531] == 'high_body_weight')) else (2 if (_st_cvars[_t531] == 'parasite') else 0))
    return _t532

# <rulerun evolution.rules: feeding_turn_of #230 df05b39d>
def _loop(st, _t509):
    _st_cvars = st.cvars
    for _t533 in st.zones[(9 + st.model.zone_instances[st.loc[_t509]][1])]:
        if ((_st_cvars[84 + _t533] == _t509) and (_st_cvars[_t533] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #231 ed6360e1>
def _loop(st, _t450):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t509 in st.zones[(5 + _t450)]:
        if ((((((_a352(st, _t509) and (_st_cvars[756 + _t509] != _st_vars[0])) and (not ((_st_cvars[924 + _t509] == _st_vars[0]) or (_st_cvars[504 + _t509] >= (1 + _a353(st, _t509)))))) and ((not ((_st_cvars[924 + _t509] == _st_vars[0]) or ((_st_cvars[504 + _t509] >= (1 + _a354(st, _t509))) and (_a355(st, _t509) >= _a356(st, _t509))))) and (not _a358(st, _t509)))) and _a361(st, _t509)) or ((((_a362(st, _t509) and (_st_cvars[924 + _t509] != _st_vars[0])) and (_st_cvars[924 + _t509] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t509] == _st_vars[0]) or (_st_cvars[504 + _t509] >= (1 + _a363(st, _t509))))))) or ((_st_vars[3] > 0) and _a364(st, _t509))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #232 66e0b890>
def _loop(st, _t535):
    _st_cvars = st.cvars
    _t538 = 0
    for _t537 in st.zones[(9 + st.model.zone_instances[st.loc[_t535]][1])]:
        if (_st_cvars[84 + _t537] == _t535):
            _t538 += (1 if ((_st_cvars[_t537] == 'carnivorous') or (_st_cvars[_t537] == 'high_body_weight')) else (2 if (_st_cvars[_t537] == 'parasite') else 0))
    return _t538

# <rulerun evolution.rules: feeding_turn_of #233 2de1aca3>
def _loop(st, _t535):
    _st_cvars = st.cvars
    _t540 = 0
    for _t539 in st.zones[(9 + st.model.zone_instances[st.loc[_t535]][1])]:
        if (((_st_cvars[84 + _t539] == _t535) and (_st_cvars[_t539] == 'fat_tissue')) and _st_cvars[252 + _t539]):
            _t540 += 1
    return _t540

# <rulerun evolution.rules: feeding_turn_of #234 df7e32c3>
def _loop(st, _t535):
    _st_cvars = st.cvars
    _t542 = 0
    for _t541 in st.zones[(9 + st.model.zone_instances[st.loc[_t535]][1])]:
        if ((_st_cvars[84 + _t541] == _t535) and (_st_cvars[_t541] == 'fat_tissue')):
            _t542 += 1
    return _t542

# <rulerun evolution.rules: feeding_turn_of #235 f0f100ca>
def _loop(st, _t543):
    _st_cvars = st.cvars
    _t546 = 0
    for _t545 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t543]]][1])]:
        if (_st_cvars[84 + _t545] == _st_cvars[84 + _t543]):
            _t546 += (1 if ((_st_cvars[_t545] == 'carnivorous') or (_st_cvars[_t545] == 'high_body_weight')) else (2 if (_st_cvars[_t545] == 'parasite') else 0))
    return _t546

# <rulerun evolution.rules: feeding_turn_of #236 271900eb>
def _loop(st, _t535):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t543 in st.zones[(9 + st.model.zone_instances[st.loc[_t535]][1])]:
        if (((_st_cvars[_t543] == 'symbiosis') and (_st_cvars[168 + _t543] == _t535)) and (not ((_st_cvars[924 + _st_cvars[84 + _t543]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t543]] >= (1 + _a369(st, _t543)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #237 c1271771>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t535 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t535] == _st_vars[0]) or ((_st_cvars[504 + _t535] >= (1 + _a366(st, _t535))) and (_a367(st, _t535) >= _a368(st, _t535))))) and (not _a370(st, _t535))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #238 df6be365>
def _loop(st, _t547):
    _st_cvars = st.cvars
    for _t549 in st.zones[(9 + st.model.zone_instances[st.loc[_t547]][1])]:
        if ((_st_cvars[84 + _t549] == _t547) and (_st_cvars[_t549] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #239 552896ff>
def _loop(st, _t547):
    _st_cvars = st.cvars
    _t552 = 0
    for _t551 in st.zones[(9 + st.model.zone_instances[st.loc[_t547]][1])]:
        if (_st_cvars[84 + _t551] == _t547):
            _t552 += (1 if ((_st_cvars[_t551] == 'carnivorous') or (_st_cvars[_t551] == 'high_body_weight')) else (2 if (_st_cvars[_t551] == 'parasite') else 0))
    return _t552

# <rulerun evolution.rules: feeding_turn_of #240 3ca657bf>
def _loop(st, _t547):
    _st_cvars = st.cvars
    _t554 = 0
    for _t553 in st.zones[(9 + st.model.zone_instances[st.loc[_t547]][1])]:
        if (((_st_cvars[84 + _t553] == _t547) and (_st_cvars[_t553] == 'fat_tissue')) and _st_cvars[252 + _t553]):
            _t554 += 1
    return _t554

# <rulerun evolution.rules: feeding_turn_of #241 3216ef19>
def _loop(st, _t547):
    _st_cvars = st.cvars
    _t556 = 0
    for _t555 in st.zones[(9 + st.model.zone_instances[st.loc[_t547]][1])]:
        if ((_st_cvars[84 + _t555] == _t547) and (_st_cvars[_t555] == 'fat_tissue')):
            _t556 += 1
    return _t556

# <rulerun evolution.rules: feeding_turn_of #242 6d4ca904>
def _loop(st, _t557):
    _st_cvars = st.cvars
    _t560 = 0
    for _t559 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t557]]][1])]:
        if (_st_cvars[84 + _t559] == _st_cvars[84 + _t557]):
            _t560 += (1 if ((_st_cvars[_t559] == 'carnivorous') or (_st_cvars[_t559] == 'high_body_weight')) else (2 if (_st_cvars[_t559] == 'parasite') else 0))
    return _t560

# <rulerun evolution.rules: feeding_turn_of #243 8c53ee86>
def _loop(st, _t547):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t557 in st.zones[(9 + st.model.zone_instances[st.loc[_t547]][1])]:
        if (((_st_cvars[_t557] == 'symbiosis') and (_st_cvars[168 + _t557] == _t547)) and (not ((_st_cvars[924 + _st_cvars[84 + _t557]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t557]] >= (1 + _a377(st, _t557)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #244 927c22e4>
def _loop(st, _t561):
    _st_cvars = st.cvars
    for _t563 in st.zones[(9 + st.model.zone_instances[st.loc[_t561]][1])]:
        if ((_st_cvars[84 + _t563] == _t561) and (_st_cvars[_t563] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #245 67402d76>
def _loop(st, _t547):
    _st_cvars = st.cvars
    for _t565 in st.zones[(9 + st.model.zone_instances[st.loc[_t547]][1])]:
        if ((_st_cvars[84 + _t565] == _t547) and (_st_cvars[_t565] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #246 b1b09310>
def _loop(st, _t561):
    _st_cvars = st.cvars
    for _t569 in st.zones[(9 + st.model.zone_instances[st.loc[_t561]][1])]:
        if ((_st_cvars[84 + _t569] == _t561) and (_st_cvars[_t569] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #247 d48236c7>
def _loop(st, _t547):
    _st_cvars = st.cvars
    for _t571 in st.zones[(9 + st.model.zone_instances[st.loc[_t547]][1])]:
        if ((_st_cvars[84 + _t571] == _t547) and (_st_cvars[_t571] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #248 2a3bb4f6>
def _loop(st, _t561):
    _st_cvars = st.cvars
    for _t575 in st.zones[(9 + st.model.zone_instances[st.loc[_t561]][1])]:
        if ((_st_cvars[84 + _t575] == _t561) and (_st_cvars[_t575] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #249 4dffd45d>
def _loop(st, _t547):
    _st_cvars = st.cvars
    for _t577 in st.zones[(9 + st.model.zone_instances[st.loc[_t547]][1])]:
        if ((_st_cvars[84 + _t577] == _t547) and (_st_cvars[_t577] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #250 92eeb94c>
def _loop(st, _t561):
    _st_cvars = st.cvars
    for _t581 in st.zones[(9 + st.model.zone_instances[st.loc[_t561]][1])]:
        if ((_st_cvars[84 + _t581] == _t561) and (_st_cvars[_t581] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #251 b9a635dc>
def _loop(st, _t561):
    _st_cvars = st.cvars
    _t584 = 0
    for _t583 in st.zones[(9 + st.model.zone_instances[st.loc[_t561]][1])]:
        if (_st_cvars[84 + _t583] == _t561):
            _t584 += (1 if ((_st_cvars[_t583] == 'carnivorous') or (_st_cvars[_t583] == 'high_body_weight')) else (2 if (_st_cvars[_t583] == 'parasite') else 0))
    return _t584

# <rulerun evolution.rules: feeding_turn_of #252 18833492>
def _loop(st, _t561):
    _st_cvars = st.cvars
    for _t585 in st.zones[(9 + st.model.zone_instances[st.loc[_t561]][1])]:
        if ((_st_cvars[_t585] == 'symbiosis') and (_st_cvars[168 + _t585] == _t561)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #253 d1ed0b97>
def _loop(st, _t547):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t567 = _NOT_YET
    _t568 = _NOT_YET
    _t573 = _NOT_YET
    _t574 = _NOT_YET
    _t579 = _NOT_YET
    _t580 = _NOT_YET
    for _t561 in ([_c for _i in [5 + _p for _p in _k379] for _c in st.zones[_i]] or ()):
        if ((((((_t547 != _t561) and ((not _a380(st, _t561)) or (_t568 if _t568 is not _NOT_YET else (_t568 := (_t567 if _t567 is not _NOT_YET else (_t567 := _a381(st, _t547))))))) and ((not _a382(st, _t561)) or (_t574 if _t574 is not _NOT_YET else (_t574 := (_t573 if _t573 is not _NOT_YET else (_t573 := _a383(st, _t547))))))) and (_a384(st, _t561) == (_t580 if _t580 is not _NOT_YET else (_t580 := (_t579 if _t579 is not _NOT_YET else (_t579 := _a385(st, _t547))))))) and (not (_a386(st, _t561) and ((_st_cvars[924 + _t561] == _st_vars[0]) or (_st_cvars[504 + _t561] >= (1 + _a387(st, _t561))))))) and (not _a388(st, _t561))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #254 90b80594>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t547 in st.zones[(5 + L[0])]:
        if (((_a373(st, _t547) and (_st_cvars[672 + _t547] != _st_vars[0])) and ((not ((_st_cvars[924 + _t547] == _st_vars[0]) or ((_st_cvars[504 + _t547] >= (1 + _a374(st, _t547))) and (_a375(st, _t547) >= _a376(st, _t547))))) and (not _a378(st, _t547)))) and _a389(st, _t547)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #255 bffd7991>
def _loop(st, _t587):
    _st_cvars = st.cvars
    _t590 = 0
    for _t589 in st.zones[(9 + st.model.zone_instances[st.loc[_t587]][1])]:
        if (_st_cvars[84 + _t589] == _t587):
            _t590 += (1 if ((_st_cvars[_t589] == 'carnivorous') or (_st_cvars[_t589] == 'high_body_weight')) else (2 if (_st_cvars[_t589] == 'parasite') else 0))
    return _t590

# <rulerun evolution.rules: feeding_turn_of #256 8bd77280>
def _loop(st, _t587):
    _st_cvars = st.cvars
    _t592 = 0
    for _t591 in st.zones[(9 + st.model.zone_instances[st.loc[_t587]][1])]:
        if (((_st_cvars[84 + _t591] == _t587) and (_st_cvars[_t591] == 'fat_tissue')) and _st_cvars[252 + _t591]):
            _t592 += 1
    return _t592

# <rulerun evolution.rules: feeding_turn_of #257 e381f579>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t587 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t587] == _st_vars[0]) or (_st_cvars[504 + _t587] >= (1 + _a391(st, _t587))))) and (_a392(st, _t587) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #258 c29e6050>
def _loop(st, _t594):
    _st_cvars = st.cvars
    for _t595 in st.zones[(9 + st.model.zone_instances[st.loc[_t594]][1])]:
        if ((_st_cvars[84 + _t595] == _t594) and (_st_cvars[_t595] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #259 4970486e>
def _loop(st, _t594):
    _st_cvars = st.cvars
    _t598 = 0
    for _t597 in st.zones[(9 + st.model.zone_instances[st.loc[_t594]][1])]:
        if (_st_cvars[84 + _t597] == _t594):
            _t598 += (1 if ((_st_cvars[_t597] == 'carnivorous') or (_st_cvars[_t597] == 'high_body_weight')) else (2 if (_st_cvars[_t597] == 'parasite') else 0))
    return _t598

# <rulerun evolution.rules: feeding_turn_of #260 f2f069b2>
def _loop(st, _t594):
    _st_cvars = st.cvars
    _t600 = 0
    for _t599 in st.zones[(9 + st.model.zone_instances[st.loc[_t594]][1])]:
        if (_st_cvars[84 + _t599] == _t594):
            _t600 += (1 if ((_st_cvars[_t599] == 'carnivorous') or (_st_cvars[_t599] == 'high_body_weight')) else (2 if (_st_cvars[_t599] == 'parasite') else 0))
    return _t600

# <rulerun evolution.rules: feeding_turn_of #261 7194f79e>
def _loop(st, _t594):
    _st_cvars = st.cvars
    _t602 = 0
    for _t601 in st.zones[(9 + st.model.zone_instances[st.loc[_t594]][1])]:
        if (((_st_cvars[84 + _t601] == _t594) and (_st_cvars[_t601] == 'fat_tissue')) and _st_cvars[252 + _t601]):
            _t602 += 1
    return _t602

# <rulerun evolution.rules: feeding_turn_of #262 706de57b>
def _loop(st, _t594):
    _st_cvars = st.cvars
    _t604 = 0
    for _t603 in st.zones[(9 + st.model.zone_instances[st.loc[_t594]][1])]:
        if ((_st_cvars[84 + _t603] == _t594) and (_st_cvars[_t603] == 'fat_tissue')):
            _t604 += 1
    return _t604

# <rulerun evolution.rules: feeding_turn_of #263 85414a0b>
def _loop(st, _t605):
    _st_cvars = st.cvars
    _t608 = 0
    for _t607 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t605]]][1])]:
        if (_st_cvars[84 + _t607] == _st_cvars[84 + _t605]):
            _t608 += (1 if ((_st_cvars[_t607] == 'carnivorous') or (_st_cvars[_t607] == 'high_body_weight')) else (2 if (_st_cvars[_t607] == 'parasite') else 0))
    return _t608

# <rulerun evolution.rules: feeding_turn_of #264 e84417f3>
def _loop(st, _t594):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t605 in st.zones[(9 + st.model.zone_instances[st.loc[_t594]][1])]:
        if (((_st_cvars[_t605] == 'symbiosis') and (_st_cvars[168 + _t605] == _t594)) and (not ((_st_cvars[924 + _st_cvars[84 + _t605]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t605]] >= (1 + _a399(st, _t605)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #265 ddd8cdaf>
def _loop(st, _t609):
    _st_cvars = st.cvars
    _t612 = 0
    for _t611 in st.zones[(9 + st.model.zone_instances[st.loc[_t609]][1])]:
        if (_st_cvars[84 + _t611] == _t609):
            _t612 += (1 if ((_st_cvars[_t611] == 'carnivorous') or (_st_cvars[_t611] == 'high_body_weight')) else (2 if (_st_cvars[_t611] == 'parasite') else 0))
    return _t612

# <rulerun evolution.rules: feeding_turn_of #266 d5d87acb>
def _loop(st, _t594):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t609 in ([_c for _i in [5 + _p for _p in _k401] for _c in st.zones[_i]] or ()):
        if ((_t609 != _t594) and ((not ((_st_cvars[924 + _t609] == _st_vars[0]) or (_st_cvars[504 + _t609] >= (1 + _a402(st, _t609))))) and (_st_cvars[504 + _t609] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #267 6d01012c>
def _loop(st, _t614):
    _st_cvars = st.cvars
    for _t615 in st.zones[(9 + st.model.zone_instances[st.loc[_t614]][1])]:
        if ((_st_cvars[84 + _t615] == _t614) and (_st_cvars[_t615] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #268 e6227d8d>
def _loop(st, _t618):
    _st_cvars = st.cvars
    for _t619 in st.zones[(9 + st.model.zone_instances[st.loc[_t618]][1])]:
        if ((_st_cvars[84 + _t619] == _t618) and (_st_cvars[_t619] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #269 0da0c16a>
def _loop(st, _t618):
    _st_cvars = st.cvars
    _t622 = 0
    for _t621 in st.zones[(9 + st.model.zone_instances[st.loc[_t618]][1])]:
        if (_st_cvars[84 + _t621] == _t618):
            _t622 += (1 if ((_st_cvars[_t621] == 'carnivorous') or (_st_cvars[_t621] == 'high_body_weight')) else (2 if (_st_cvars[_t621] == 'parasite') else 0))
    return _t622

# <rulerun evolution.rules: feeding_turn_of #270 31690a4a>
def _loop(st, _t623):
    _st_cvars = st.cvars
    _t626 = 0
    for _t625 in st.zones[(9 + st.model.zone_instances[st.loc[_t623]][1])]:
        if (_st_cvars[84 + _t625] == _t623):
            _t626 += (1 if ((_st_cvars[_t625] == 'carnivorous') or (_st_cvars[_t625] == 'high_body_weight')) else (2 if (_st_cvars[_t625] == 'parasite') else 0))
    return _t626

# <rulerun evolution.rules: feeding_turn_of #271 1ae3d83f>
def _loop(st, _t623):
    _st_cvars = st.cvars
    _t628 = 0
    for _t627 in st.zones[(9 + st.model.zone_instances[st.loc[_t623]][1])]:
        if (((_st_cvars[84 + _t627] == _t623) and (_st_cvars[_t627] == 'fat_tissue')) and _st_cvars[252 + _t627]):
            _t628 += 1
    return _t628

# <rulerun evolution.rules: feeding_turn_of #272 30ebd5e3>
def _loop(st, _t623):
    _st_cvars = st.cvars
    _t630 = 0
    for _t629 in st.zones[(9 + st.model.zone_instances[st.loc[_t623]][1])]:
        if ((_st_cvars[84 + _t629] == _t623) and (_st_cvars[_t629] == 'fat_tissue')):
            _t630 += 1
    return _t630

# <rulerun evolution.rules: feeding_turn_of #273 f60baf04>
def _loop(st, _t631):
    _st_cvars = st.cvars
    _t634 = 0
    for _t633 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t631]]][1])]:
        if (_st_cvars[84 + _t633] == _st_cvars[84 + _t631]):
            _t634 += (1 if ((_st_cvars[_t633] == 'carnivorous') or (_st_cvars[_t633] == 'high_body_weight')) else (2 if (_st_cvars[_t633] == 'parasite') else 0))
    return _t634

# <rulerun evolution.rules: feeding_turn_of #274 7a570427>
def _loop(st, _t623):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t631 in st.zones[(9 + st.model.zone_instances[st.loc[_t623]][1])]:
        if (((_st_cvars[_t631] == 'symbiosis') and (_st_cvars[168 + _t631] == _t623)) and (not ((_st_cvars[924 + _st_cvars[84 + _t631]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t631]] >= (1 + _a410(st, _t631)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #275 c164416d>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t623 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t623] == _st_vars[0]) or ((_st_cvars[504 + _t623] >= (1 + _a407(st, _t623))) and (_a408(st, _t623) >= _a409(st, _t623))))) and (not _a411(st, _t623))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #276 63c92967>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t441 = True
    for _t442 in ([_c for _i in [5 + _p for _p in _k317] for _c in _st_zones[_i]] or ()):
        if not (((_st_cvars[924 + _t442] == _st_vars[0]) or ((_st_cvars[504 + _t442] >= (1 + _a318(st, _t442))) and (_a319(st, _t442) >= _a320(st, _t442))))):
            _t441 = False
            break
    if _t441:
        if _st_log is not None: _st_log.append(_Text322(_audience321(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo323(6)
    _t449 = False
    for _t450 in (_k324 or ()):
        if (((((_st_vars[3] > 0) and _a330(st, _t450)) or _a348(st, _t450)) or _a351(st, _t450)) or _a365(st, _t450)):
            _t449 = True
            break
    if (not _t449):
        if _st_log is not None: _st_log.append(_Text322(_audience321(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo323(6)
    L[2] = []
    if ((not _l1) and ((_st_vars[3] > 0) and _a371(st, L))):
        L[2] = (L[2] + ['take food'])
        if len(L[2]) > 1000000: _too_long372(L[2])
    if ((not _l1) and _a390(st, L)):
        L[2] = (L[2] + ['attack'])
        if len(L[2]) > 1000000: _too_long372(L[2])
    if ((not _l1) and _a393(st, L)):
        L[2] = (L[2] + ['convert fat'])
        if len(L[2]) > 1000000: _too_long372(L[2])
    _t593 = False
    for _t594 in _st_zones[(5 + _l0)]:
        if ((((_a394(st, _t594) and (_st_cvars[756 + _t594] != _st_vars[0])) and (not ((_st_cvars[924 + _t594] == _st_vars[0]) or (_st_cvars[504 + _t594] >= (1 + _a395(st, _t594)))))) and ((not ((_st_cvars[924 + _t594] == _st_vars[0]) or ((_st_cvars[504 + _t594] >= (1 + _a396(st, _t594))) and (_a397(st, _t594) >= _a398(st, _t594))))) and (not _a400(st, _t594)))) and _a403(st, _t594)):
            _t593 = True
            break
    if _t593:
        L[2] = (L[2] + ['piracy'])
        if len(L[2]) > 1000000: _too_long372(L[2])
    _t613 = False
    for _t614 in _st_zones[(5 + _l0)]:
        if ((_a404(st, _t614) and (_st_cvars[840 + _t614] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t613 = True
            break
    if _t613:
        L[2] = (L[2] + ['grazing'])
        if len(L[2]) > 1000000: _too_long372(L[2])
    _t617 = False
    for _t618 in _st_zones[(5 + _l0)]:
        if ((((_a405(st, _t618) and (_st_cvars[924 + _t618] != _st_vars[0])) and (_st_cvars[924 + _t618] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t618] == _st_vars[0]) or (_st_cvars[504 + _t618] >= (1 + _a406(st, _t618)))))):
            _t617 = True
            break
    if _t617:
        L[2] = (L[2] + ['hibernation'])
        if len(L[2]) > 1000000: _too_long372(L[2])
    if (not (L[2] or ())):
        return 2
    if ((False or _l1) or (not ((_st_vars[3] > 0) and _a412(st, L)))):
        L[2] = (L[2] + ['end turn'])
        if len(L[2]) > 1000000: _too_long372(L[2])

# <rulerun evolution.rules: feeding_turn_of #277 82cf17c3>
def _native(st, L):
    if (L[3] == 'end turn'):
        return 2
    st.vars[5] = True

# <rulerun evolution.rules: feeding_turn_of #278 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun evolution.rules: feeding_turn_of #279 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun evolution.rules: feeding_turn_of #280 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun evolution.rules: feeding_turn_of #281 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: feeding_turn_of #282 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: feeding_turn_of #283 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #284 73560dfd>
def _native(st, L):
    return (L[3] == 'take food')

# <rulerun evolution.rules: feeding_turn_of #285 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #286 2d898cba>
def _native(st, L):
    return (L[3] == 'attack')

# <rulerun evolution.rules: feeding_turn_of #287 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #288 42bf00cc>
def _native(st, L):
    return (L[3] == 'convert fat')

# <rulerun evolution.rules: feeding_turn_of #289 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #290 a7a0e408>
def _native(st, L):
    return (L[3] == 'piracy')

# <rulerun evolution.rules: feeding_turn_of #291 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #292 4160d92c>
def _native(st, L):
    return (L[3] == 'grazing')

# <rulerun evolution.rules: feeding_turn_of #293 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #294 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #295 f80b503e>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text416(_audience413(st), [_PlayerRef414(L[0]), "'s animal ", _plain415(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain415(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: take_food #296 adfdf9f7>
def _loop(st, _t636):
    _st_cvars = st.cvars
    _t638 = 0
    for _t637 in st.zones[(9 + st.model.zone_instances[st.loc[_t636]][1])]:
        if (_st_cvars[84 + _t637] == _t636):
            _t638 += (1 if ((_st_cvars[_t637] == 'carnivorous') or (_st_cvars[_t637] == 'high_body_weight')) else (2 if (_st_cvars[_t637] == 'parasite') else 0))
    return _t638

# <rulerun evolution.rules: take_food #297 9ea61cb1>
def _loop(st, _t636):
    _st_cvars = st.cvars
    _t640 = 0
    for _t639 in st.zones[(9 + st.model.zone_instances[st.loc[_t636]][1])]:
        if (((_st_cvars[84 + _t639] == _t636) and (_st_cvars[_t639] == 'fat_tissue')) and _st_cvars[252 + _t639]):
            _t640 += 1
    return _t640

# <rulerun evolution.rules: take_food #298 3fa53be7>
def _loop(st, _t636):
    _st_cvars = st.cvars
    _t642 = 0
    for _t641 in st.zones[(9 + st.model.zone_instances[st.loc[_t636]][1])]:
        if ((_st_cvars[84 + _t641] == _t636) and (_st_cvars[_t641] == 'fat_tissue')):
            _t642 += 1
    return _t642

# <rulerun evolution.rules: take_food #299 97769d13>
def _loop(st, _t643):
    _st_cvars = st.cvars
    _t646 = 0
    for _t645 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t643]]][1])]:
        if (_st_cvars[84 + _t645] == _st_cvars[84 + _t643]):
            _t646 += (1 if ((_st_cvars[_t645] == 'carnivorous') or (_st_cvars[_t645] == 'high_body_weight')) else (2 if (_st_cvars[_t645] == 'parasite') else 0))
    return _t646

# <rulerun evolution.rules: take_food #300 b3aa227f>
def _loop(st, _t636):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t643 in st.zones[(9 + st.model.zone_instances[st.loc[_t636]][1])]:
        if (((_st_cvars[_t643] == 'symbiosis') and (_st_cvars[168 + _t643] == _t636)) and (not ((_st_cvars[924 + _st_cvars[84 + _t643]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t643]] >= (1 + _a420(st, _t643)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #301 456cf98b>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t635 = []
    for _t636 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t636] == _st_vars[0]) or ((_st_cvars[504 + _t636] >= (1 + _a417(st, _t636))) and (_a418(st, _t636) >= _a419(st, _t636))))) and (not _a421(st, _t636))):
            _t635.append(_t636)
    return _t635

# <rulerun evolution.rules: take_food #302 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #303 a46a1eab>
def _loop(st, L):
    _st_cvars = st.cvars
    _t648 = []
    for _t647 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t647] == L[1]) or (_st_cvars[168 + _t647] == L[1])):
            _t648.append(_st_cvars[_t647])
    return _t648

# <rulerun evolution.rules: take_food #304 d73384fd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t650 = []
    for _t649 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t649] == L[1]) or (_st_cvars[168 + _t649] == L[1])):
            _t650.append(_t649)
    return _t650

# <rulerun evolution.rules: take_food #305 d62ffa39>
def _loop(st, L):
    _st_cvars = st.cvars
    _t652 = 0
    for _t651 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t651] == L[1]):
            _t652 += (1 if ((_st_cvars[_t651] == 'carnivorous') or (_st_cvars[_t651] == 'high_body_weight')) else (2 if (_st_cvars[_t651] == 'parasite') else 0))
    return _t652

# <rulerun evolution.rules: take_food #306 f40203f8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t654 = 0
    for _t653 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t653] == L[1]) and (_st_cvars[_t653] == 'fat_tissue')) and _st_cvars[252 + _t653]):
            _t654 += 1
    return _t654

# <rulerun evolution.rules: take_food #307 a6511b3c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t656 = 0
    for _t655 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t655] == L[1]) and (_st_cvars[_t655] == 'fat_tissue')):
            _t656 += 1
    return _t656

# <rulerun evolution.rules: take_food #308 955cf982>
def _loop(st, L):
    _st_cvars = st.cvars
    _t658 = 0
    for _t657 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t657] == L[1]) and (_st_cvars[_t657] == 'fat_tissue')):
            _t658 += 1
    return _t658

# <rulerun evolution.rules: take_food #309 186a4fde>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain422(((((('animal ' + _plain422(_st_cvars[420 + L[1]]) + ' of ' + _player_text423(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain422(_a424(st, L))) if (not not (_a425(st, L) or ())) else '')) + (' food ' + _plain422(_st_cvars[504 + L[1]]) + '/' + _plain422((1 + _a426(st, L))))) + ((' fat ' + _plain422(_a427(st, L)) + '/' + _plain422(_a428(st, L))) if (_a429(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: take_food #310 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: take_food #311 3d2892a0>
def _native(st, L):
    return 'red'

# <rulerun evolution.rules: convert_fat #312 d63fd204>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t661 = 0
    for _t660 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t660] == _l1):
            _t661 += (1 if ((_st_cvars[_t660] == 'carnivorous') or (_st_cvars[_t660] == 'high_body_weight')) else (2 if (_st_cvars[_t660] == 'parasite') else 0))
    return _t661

# <rulerun evolution.rules: convert_fat #313 e26459bc>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = _l2
    for _t659 in st.zones[(9 + _l0)][:]:
        L[6] = _t659
        if not ((((_st_cvars[84 + _t659] == _l1) and _st_cvars[252 + _t659]) and (L[3] > 0))): continue
        _st_cvars[252 + _t659] = False
        L[3] = L[3] - 1
    _st_cvars[504 + _l1] = _st_cvars[504 + _l1] + _l2
    if _st_log is not None: _st_log.append(_Text434(_audience430(st), [_PlayerRef431(_l0), ' converts ', _plain432(_l2), ' fat on animal ', _plain432(_st_cvars[420 + _l1]), ' into food (food ', _plain432(_st_cvars[504 + _l1]), '/', _plain432((1 + _a433(st, L))), ')']))

# <rulerun evolution.rules: convert_fat #314 6b261018>
def _loop(st, _t663):
    _st_cvars = st.cvars
    _t665 = 0
    for _t664 in st.zones[(9 + st.model.zone_instances[st.loc[_t663]][1])]:
        if (_st_cvars[84 + _t664] == _t663):
            _t665 += (1 if ((_st_cvars[_t664] == 'carnivorous') or (_st_cvars[_t664] == 'high_body_weight')) else (2 if (_st_cvars[_t664] == 'parasite') else 0))
    return _t665

# <rulerun evolution.rules: convert_fat #315 760c62b5>
def _loop(st, _t663):
    _st_cvars = st.cvars
    _t667 = 0
    for _t666 in st.zones[(9 + st.model.zone_instances[st.loc[_t663]][1])]:
        if (((_st_cvars[84 + _t666] == _t663) and (_st_cvars[_t666] == 'fat_tissue')) and _st_cvars[252 + _t666]):
            _t667 += 1
    return _t667

# <rulerun evolution.rules: convert_fat #316 47bfea84>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t662 = []
    for _t663 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t663] == _st_vars[0]) or (_st_cvars[504 + _t663] >= (1 + _a435(st, _t663))))) and (_a436(st, _t663) > 0)):
            _t662.append(_t663)
    return _t662

# <rulerun evolution.rules: convert_fat #317 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: convert_fat #318 43846c31>
def _loop(st, L):
    _st_cvars = st.cvars
    _t669 = []
    for _t668 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t668] == L[1]) or (_st_cvars[168 + _t668] == L[1])):
            _t669.append(_st_cvars[_t668])
    return _t669

# <rulerun evolution.rules: convert_fat #319 03a6306d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t671 = []
    for _t670 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t670] == L[1]) or (_st_cvars[168 + _t670] == L[1])):
            _t671.append(_t670)
    return _t671

# <rulerun evolution.rules: convert_fat #320 5bcd1828>
def _loop(st, L):
    _st_cvars = st.cvars
    _t673 = 0
    for _t672 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t672] == L[1]):
            _t673 += (1 if ((_st_cvars[_t672] == 'carnivorous') or (_st_cvars[_t672] == 'high_body_weight')) else (2 if (_st_cvars[_t672] == 'parasite') else 0))
    return _t673

# <rulerun evolution.rules: convert_fat #321 2d0a1cc6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t675 = 0
    for _t674 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t674] == L[1]) and (_st_cvars[_t674] == 'fat_tissue')) and _st_cvars[252 + _t674]):
            _t675 += 1
    return _t675

# <rulerun evolution.rules: convert_fat #322 38770671>
def _loop(st, L):
    _st_cvars = st.cvars
    _t677 = 0
    for _t676 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t676] == L[1]) and (_st_cvars[_t676] == 'fat_tissue')):
            _t677 += 1
    return _t677

# <rulerun evolution.rules: convert_fat #323 8cbd17c9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t679 = 0
    for _t678 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t678] == L[1]) and (_st_cvars[_t678] == 'fat_tissue')):
            _t679 += 1
    return _t679

# <rulerun evolution.rules: convert_fat #324 e97f500b>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain437(((((('animal ' + _plain437(_st_cvars[420 + L[1]]) + ' of ' + _player_text438(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain437(_a439(st, L))) if (not not (_a440(st, L) or ())) else '')) + (' food ' + _plain437(_st_cvars[504 + L[1]]) + '/' + _plain437((1 + _a441(st, L))))) + ((' fat ' + _plain437(_a442(st, L)) + '/' + _plain437(_a443(st, L))) if (_a444(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: convert_fat #325 013339cc>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t681 = 0
    for _t680 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (((_st_cvars[84 + _t680] == _l1) and (_st_cvars[_t680] == 'fat_tissue')) and _st_cvars[252 + _t680]):
            _t681 += 1
    return _t681

# <rulerun evolution.rules: convert_fat #326 61b88c8a>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t683 = 0
    for _t682 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t682] == _l1):
            _t683 += (1 if ((_st_cvars[_t682] == 'carnivorous') or (_st_cvars[_t682] == 'high_body_weight')) else (2 if (_st_cvars[_t682] == 'parasite') else 0))
    return _t683

# <rulerun evolution.rules: convert_fat #327 a9d67d33>
def _native(st, L):
    return _range445(1, min(_a446(st, L), ((1 + _a447(st, L)) - st.cvars[504 + L[1]])))

# <rulerun evolution.rules: convert_fat #328 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #329 80545591>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t685 = 0
    for _t684 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t684] == _l0):
            _t685 += (1 if ((_st_cvars[_t684] == 'carnivorous') or (_st_cvars[_t684] == 'high_body_weight')) else (2 if (_st_cvars[_t684] == 'parasite') else 0))
    return _t685

# <rulerun evolution.rules: receive #330 69cb200a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t687 = 0
    for _t686 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t686] == _l0) and (_st_cvars[_t686] == 'fat_tissue')) and _st_cvars[252 + _t686]):
            _t687 += 1
    return _t687

# <rulerun evolution.rules: receive #331 6b21d989>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t689 = 0
    for _t688 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t688] == _l0) and (_st_cvars[_t688] == 'fat_tissue')):
            _t689 += 1
    return _t689

# <rulerun evolution.rules: receive #332 4f9954d5>
def _loop(st, _t690):
    _st_cvars = st.cvars
    _t693 = 0
    for _t692 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t690]]][1])]:
        if (_st_cvars[84 + _t692] == _st_cvars[84 + _t690]):
            _t693 += (1 if ((_st_cvars[_t692] == 'carnivorous') or (_st_cvars[_t692] == 'high_body_weight')) else (2 if (_st_cvars[_t692] == 'parasite') else 0))
    return _t693

# <rulerun evolution.rules: receive #333 8e6b6ecb>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t690 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[_t690] == 'symbiosis') and (_st_cvars[168 + _t690] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t690]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t690]] >= (1 + _a451(st, _t690)))))):
            return True
    return False

# <rulerun evolution.rules: receive #334 b2ce3458>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a448(st, L))) and (_a449(st, L) >= _a450(st, L))))) and (not _a452(st, L)))):
        if (_l1 == 'red'):
            _st_vars[3] = _st_vars[3] + 1
        if _st_log is not None: _st_log.append(_Text456(_audience453(st), [_PlayerRef454(st.model.zone_instances[st.loc[_l0]][1]), "'s animal ", _plain455(_st_cvars[420 + _l0]), ' cannot take the ', _plain455(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #335 c181ef4d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t695 = 0
    for _t694 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t694] == L[2]):
            _t695 += (1 if ((_st_cvars[_t694] == 'carnivorous') or (_st_cvars[_t694] == 'high_body_weight')) else (2 if (_st_cvars[_t694] == 'parasite') else 0))
    return _t695

# <rulerun evolution.rules: receive #336 f7f789fc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t700 = 0
    for _t699 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t699] == L[2]) and (_st_cvars[_t699] == 'fat_tissue')) and _st_cvars[252 + _t699]):
            _t700 += 1
    return _t700

# <rulerun evolution.rules: receive #337 1ca1019a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t702 = 0
    for _t701 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t701] == L[2]) and (_st_cvars[_t701] == 'fat_tissue')):
            _t702 += 1
    return _t702

# <rulerun evolution.rules: receive #338 92d933a4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t704 = 0
    for _t703 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t703] == L[2]):
            _t704 += (1 if ((_st_cvars[_t703] == 'carnivorous') or (_st_cvars[_t703] == 'high_body_weight')) else (2 if (_st_cvars[_t703] == 'parasite') else 0))
    return _t704

# <rulerun evolution.rules: receive #339 3ddb34be>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value457(st, 0, 0, 'feed'))
    if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (1 + _a458(st, L)))):
        _t697 = L[2]
        _t696 = None
        for _t698 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
            if (((_st_cvars[84 + _t698] == _t697) and (_st_cvars[_t698] == 'fat_tissue')) and (not _st_cvars[252 + _t698])):
                _t696 = _t698
                break
        L[3] = _t696
        _st_cvars[252 + L[3]] = True
        if _st_log is not None: _st_log.append(_Text463(_audience459(st), ['  animal ', _plain460(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain460(_a461(st, L)), '/', _plain460(_a462(st, L)), ')']))
    else:
        _st_cvars[504 + L[2]] = _st_cvars[504 + L[2]] + 1
        if _st_log is not None: _st_log.append(_Text463(_audience459(st), ['  animal ', _plain460(_st_cvars[420 + L[2]]), ' has food ', _plain460(_st_cvars[504 + L[2]]), '/', _plain460((1 + _a464(st, L)))]))

# <rulerun evolution.rules: receive #340 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #341 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: paired_triggers #342 8141430e>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t708 = 0
    for _t707 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t707] == _l0):
            _t708 += (1 if ((_st_cvars[_t707] == 'carnivorous') or (_st_cvars[_t707] == 'high_body_weight')) else (2 if (_st_cvars[_t707] == 'parasite') else 0))
    return _t708

# <rulerun evolution.rules: paired_triggers #343 0c55c6b0>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t710 = 0
    for _t709 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t709] == _l0) and (_st_cvars[_t709] == 'fat_tissue')) and _st_cvars[252 + _t709]):
            _t710 += 1
    return _t710

# <rulerun evolution.rules: paired_triggers #344 f6a009cc>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t712 = 0
    for _t711 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t711] == _l0) and (_st_cvars[_t711] == 'fat_tissue')):
            _t712 += 1
    return _t712

# <rulerun evolution.rules: paired_triggers #345 6f4f0182>
def _loop(st, _t713):
    _st_cvars = st.cvars
    _t716 = 0
    for _t715 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t713]]][1])]:
        if (_st_cvars[84 + _t715] == _st_cvars[84 + _t713]):
            _t716 += (1 if ((_st_cvars[_t715] == 'carnivorous') or (_st_cvars[_t715] == 'high_body_weight')) else (2 if (_st_cvars[_t715] == 'parasite') else 0))
    return _t716

# <rulerun evolution.rules: paired_triggers #346 b7bb4cd7>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t713 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[_t713] == 'symbiosis') and (_st_cvars[168 + _t713] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t713]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t713]] >= (1 + _a468(st, _t713)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #347 9b0ce0e0>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a465(st, L))) and (_a466(st, L) >= _a467(st, L))))) and (not _a469(st, L)))

# <rulerun evolution.rules: paired_triggers #348 6edce56d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t705 = []
    for _t706 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[336 + _t706] != _st_vars[4]) and ((_st_cvars[84 + _t706] == _l0) or (_st_cvars[168 + _t706] == _l0))) and (((((_st_cvars[_t706] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d470(st, [(_st_cvars[168 + _t706] if (_st_cvars[84 + _t706] == _l0) else _st_cvars[84 + _t706])])) or ((_st_cvars[_t706] == 'cooperation') and _d470(st, [(_st_cvars[168 + _t706] if (_st_cvars[84 + _t706] == _l0) else _st_cvars[84 + _t706])])))):
            _t705.append(_t706)
    L[2] = _t705
    if (not (L[2] or ())):
        return 2

# <rulerun evolution.rules: paired_triggers #349 05ee84ff>
def _native(st, L):
    _l3 = L[3]
    _st_cvars = st.cvars
    if (_l3 is None):
        return 2
    _st_cvars[336 + _l3] = st.vars[4]
    L[4] = (_st_cvars[168 + _l3] if (_st_cvars[84 + _l3] == L[0]) else _st_cvars[84 + _l3])

# <rulerun evolution.rules: paired_triggers #350 8c80d19a>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text473(_audience471(st), ['Communication: animal ', _plain472(st.cvars[420 + L[4]]), ' takes a red token from the food base (', _plain472(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: paired_triggers #351 87022cd1>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text476(_audience474(st), ['Cooperation: animal ', _plain475(st.cvars[420 + L[4]]), ' receives a blue token']))

# <rulerun evolution.rules: paired_triggers #352 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: paired_triggers #353 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: paired_triggers #354 e4062f8f>
def _native(st, L):
    return st.model.zone_instances[st.loc[L[0]]][1]

# <rulerun evolution.rules: paired_triggers #355 c28fa11e>
def _native(st, L):
    return (st.cvars[L[3]] == 'communication')

# <rulerun evolution.rules: paired_triggers #356 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: paired_triggers #357 3d2892a0>
def _native(st, L):
    return 'red'

# <rulerun evolution.rules: paired_triggers #358 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: paired_triggers #359 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: piracy #360 c2735835>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_cvars[756 + _l1] = st.vars[0]
    _st_cvars[504 + _l2] = _st_cvars[504 + _l2] - 1
    if _st_log is not None: _st_log.append(_Text480(_audience477(st), ['Piracy: ', _PlayerRef478(L[0]), "'s animal ", _plain479(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef478(st.model.zone_instances[st.loc[_l2]][1]), "'s animal ", _plain479(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #361 b1a8fe53>
def _loop(st, _t718):
    _st_cvars = st.cvars
    for _t719 in st.zones[(9 + st.model.zone_instances[st.loc[_t718]][1])]:
        if ((_st_cvars[84 + _t719] == _t718) and (_st_cvars[_t719] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #362 7a82cca7>
def _loop(st, _t718):
    _st_cvars = st.cvars
    _t722 = 0
    for _t721 in st.zones[(9 + st.model.zone_instances[st.loc[_t718]][1])]:
        if (_st_cvars[84 + _t721] == _t718):
            _t722 += (1 if ((_st_cvars[_t721] == 'carnivorous') or (_st_cvars[_t721] == 'high_body_weight')) else (2 if (_st_cvars[_t721] == 'parasite') else 0))
    return _t722

# <rulerun evolution.rules: piracy #363 1749ece4>
def _loop(st, _t718):
    _st_cvars = st.cvars
    _t724 = 0
    for _t723 in st.zones[(9 + st.model.zone_instances[st.loc[_t718]][1])]:
        if (_st_cvars[84 + _t723] == _t718):
            _t724 += (1 if ((_st_cvars[_t723] == 'carnivorous') or (_st_cvars[_t723] == 'high_body_weight')) else (2 if (_st_cvars[_t723] == 'parasite') else 0))
    return _t724

# <rulerun evolution.rules: piracy #364 ba89641f>
def _loop(st, _t718):
    _st_cvars = st.cvars
    _t726 = 0
    for _t725 in st.zones[(9 + st.model.zone_instances[st.loc[_t718]][1])]:
        if (((_st_cvars[84 + _t725] == _t718) and (_st_cvars[_t725] == 'fat_tissue')) and _st_cvars[252 + _t725]):
            _t726 += 1
    return _t726

# <rulerun evolution.rules: piracy #365 aeeefc9f>
def _loop(st, _t718):
    _st_cvars = st.cvars
    _t728 = 0
    for _t727 in st.zones[(9 + st.model.zone_instances[st.loc[_t718]][1])]:
        if ((_st_cvars[84 + _t727] == _t718) and (_st_cvars[_t727] == 'fat_tissue')):
            _t728 += 1
    return _t728

# <rulerun evolution.rules: piracy #366 d732563f>
def _loop(st, _t729):
    _st_cvars = st.cvars
    _t732 = 0
    for _t731 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t729]]][1])]:
        if (_st_cvars[84 + _t731] == _st_cvars[84 + _t729]):
            _t732 += (1 if ((_st_cvars[_t731] == 'carnivorous') or (_st_cvars[_t731] == 'high_body_weight')) else (2 if (_st_cvars[_t731] == 'parasite') else 0))
    return _t732

# <rulerun evolution.rules: piracy #367 d28e810c>
def _loop(st, _t718):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t729 in st.zones[(9 + st.model.zone_instances[st.loc[_t718]][1])]:
        if (((_st_cvars[_t729] == 'symbiosis') and (_st_cvars[168 + _t729] == _t718)) and (not ((_st_cvars[924 + _st_cvars[84 + _t729]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t729]] >= (1 + _a486(st, _t729)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #368 a22ea2dd>
def _loop(st, _t733):
    _st_cvars = st.cvars
    _t736 = 0
    for _t735 in st.zones[(9 + st.model.zone_instances[st.loc[_t733]][1])]:
        if (_st_cvars[84 + _t735] == _t733):
            _t736 += (1 if ((_st_cvars[_t735] == 'carnivorous') or (_st_cvars[_t735] == 'high_body_weight')) else (2 if (_st_cvars[_t735] == 'parasite') else 0))
    return _t736

# <rulerun evolution.rules: piracy #369 b4fe6379>
def _loop(st, _t718):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t733 in ([_c for _i in [5 + _p for _p in _k488] for _c in st.zones[_i]] or ()):
        if ((_t733 != _t718) and ((not ((_st_cvars[924 + _t733] == _st_vars[0]) or (_st_cvars[504 + _t733] >= (1 + _a489(st, _t733))))) and (_st_cvars[504 + _t733] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #370 9fbe25dd>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t717 = []
    for _t718 in st.zones[(5 + L[0])]:
        if ((((_a481(st, _t718) and (_st_cvars[756 + _t718] != _st_vars[0])) and (not ((_st_cvars[924 + _t718] == _st_vars[0]) or (_st_cvars[504 + _t718] >= (1 + _a482(st, _t718)))))) and ((not ((_st_cvars[924 + _t718] == _st_vars[0]) or ((_st_cvars[504 + _t718] >= (1 + _a483(st, _t718))) and (_a484(st, _t718) >= _a485(st, _t718))))) and (not _a487(st, _t718)))) and _a490(st, _t718)):
            _t717.append(_t718)
    return _t717

# <rulerun evolution.rules: piracy #371 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #372 d1f65fde>
def _loop(st, L):
    _st_cvars = st.cvars
    _t738 = []
    for _t737 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t737] == L[1]) or (_st_cvars[168 + _t737] == L[1])):
            _t738.append(_st_cvars[_t737])
    return _t738

# <rulerun evolution.rules: piracy #373 4441b491>
def _loop(st, L):
    _st_cvars = st.cvars
    _t740 = []
    for _t739 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t739] == L[1]) or (_st_cvars[168 + _t739] == L[1])):
            _t740.append(_t739)
    return _t740

# <rulerun evolution.rules: piracy #374 a7207b3e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t742 = 0
    for _t741 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t741] == L[1]):
            _t742 += (1 if ((_st_cvars[_t741] == 'carnivorous') or (_st_cvars[_t741] == 'high_body_weight')) else (2 if (_st_cvars[_t741] == 'parasite') else 0))
    return _t742

# <rulerun evolution.rules: piracy #375 2f9f7006>
def _loop(st, L):
    _st_cvars = st.cvars
    _t744 = 0
    for _t743 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t743] == L[1]) and (_st_cvars[_t743] == 'fat_tissue')) and _st_cvars[252 + _t743]):
            _t744 += 1
    return _t744

# <rulerun evolution.rules: piracy #376 9aca3261>
def _loop(st, L):
    _st_cvars = st.cvars
    _t746 = 0
    for _t745 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t745] == L[1]) and (_st_cvars[_t745] == 'fat_tissue')):
            _t746 += 1
    return _t746

# <rulerun evolution.rules: piracy #377 cae8659e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t748 = 0
    for _t747 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t747] == L[1]) and (_st_cvars[_t747] == 'fat_tissue')):
            _t748 += 1
    return _t748

# <rulerun evolution.rules: piracy #378 3ee07173>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain491(((((('animal ' + _plain491(_st_cvars[420 + L[1]]) + ' of ' + _player_text492(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain491(_a493(st, L))) if (not not (_a494(st, L) or ())) else '')) + (' food ' + _plain491(_st_cvars[504 + L[1]]) + '/' + _plain491((1 + _a495(st, L))))) + ((' fat ' + _plain491(_a496(st, L)) + '/' + _plain491(_a497(st, L))) if (_a498(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: piracy #379 8d291724>
def _loop(st, _t750):
    _st_cvars = st.cvars
    _t752 = 0
    for _t751 in st.zones[(9 + st.model.zone_instances[st.loc[_t750]][1])]:
        if (_st_cvars[84 + _t751] == _t750):
            _t752 += (1 if ((_st_cvars[_t751] == 'carnivorous') or (_st_cvars[_t751] == 'high_body_weight')) else (2 if (_st_cvars[_t751] == 'parasite') else 0))
    return _t752

# <rulerun evolution.rules: piracy #380 e4dda876>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t749 = []
    for _t750 in ([_c for _i in [5 + _p for _p in _k499] for _c in st.zones[_i]] or ()):
        if ((_t750 != _l1) and ((not ((_st_cvars[924 + _t750] == _st_vars[0]) or (_st_cvars[504 + _t750] >= (1 + _a500(st, _t750))))) and (_st_cvars[504 + _t750] > 0))):
            _t749.append(_t750)
    return _t749

# <rulerun evolution.rules: piracy #381 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #382 2a9cf047>
def _loop(st, L):
    _st_cvars = st.cvars
    _t754 = []
    for _t753 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t753] == L[2]) or (_st_cvars[168 + _t753] == L[2])):
            _t754.append(_st_cvars[_t753])
    return _t754

# <rulerun evolution.rules: piracy #383 e21ab5e5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t756 = []
    for _t755 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t755] == L[2]) or (_st_cvars[168 + _t755] == L[2])):
            _t756.append(_t755)
    return _t756

# <rulerun evolution.rules: piracy #384 1c7a0e0e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t758 = 0
    for _t757 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t757] == L[2]):
            _t758 += (1 if ((_st_cvars[_t757] == 'carnivorous') or (_st_cvars[_t757] == 'high_body_weight')) else (2 if (_st_cvars[_t757] == 'parasite') else 0))
    return _t758

# <rulerun evolution.rules: piracy #385 b918cf8c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t760 = 0
    for _t759 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t759] == L[2]) and (_st_cvars[_t759] == 'fat_tissue')) and _st_cvars[252 + _t759]):
            _t760 += 1
    return _t760

# <rulerun evolution.rules: piracy #386 cea6c2b0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t762 = 0
    for _t761 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t761] == L[2]) and (_st_cvars[_t761] == 'fat_tissue')):
            _t762 += 1
    return _t762

# <rulerun evolution.rules: piracy #387 bc4b6ece>
def _loop(st, L):
    _st_cvars = st.cvars
    _t764 = 0
    for _t763 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t763] == L[2]) and (_st_cvars[_t763] == 'fat_tissue')):
            _t764 += 1
    return _t764

# <rulerun evolution.rules: piracy #388 95f44a75>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain501(((((('animal ' + _plain501(_st_cvars[420 + L[2]]) + ' of ' + _player_text502(st.model.zone_instances[st.loc[L[2]]][1])) + ((' ' + _plain501(_a503(st, L))) if (not not (_a504(st, L) or ())) else '')) + (' food ' + _plain501(_st_cvars[504 + L[2]]) + '/' + _plain501((1 + _a505(st, L))))) + ((' fat ' + _plain501(_a506(st, L)) + '/' + _plain501(_a507(st, L))) if (_a508(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else ''))))

# <rulerun evolution.rules: piracy #389 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: piracy #390 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: grazing #391 eb71bb74>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text512(_audience509(st), ['Grazing: ', _PlayerRef510(L[0]), "'s animal ", _plain511(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain511(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #392 0b6d07a9>
def _loop(st, _t766):
    _st_cvars = st.cvars
    for _t767 in st.zones[(9 + st.model.zone_instances[st.loc[_t766]][1])]:
        if ((_st_cvars[84 + _t767] == _t766) and (_st_cvars[_t767] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #393 e0b193e1>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t765 = []
    for _t766 in st.zones[(5 + L[0])]:
        if ((_a513(st, _t766) and (_st_cvars[840 + _t766] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t765.append(_t766)
    return _t765

# <rulerun evolution.rules: grazing #394 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: grazing #395 98664aaa>
def _loop(st, L):
    _st_cvars = st.cvars
    _t770 = []
    for _t769 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t769] == L[1]) or (_st_cvars[168 + _t769] == L[1])):
            _t770.append(_st_cvars[_t769])
    return _t770

# <rulerun evolution.rules: grazing #396 0cd1d79f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t772 = []
    for _t771 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t771] == L[1]) or (_st_cvars[168 + _t771] == L[1])):
            _t772.append(_t771)
    return _t772

# <rulerun evolution.rules: grazing #397 63d2826b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t774 = 0
    for _t773 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t773] == L[1]):
            _t774 += (1 if ((_st_cvars[_t773] == 'carnivorous') or (_st_cvars[_t773] == 'high_body_weight')) else (2 if (_st_cvars[_t773] == 'parasite') else 0))
    return _t774

# <rulerun evolution.rules: grazing #398 a1150353>
def _loop(st, L):
    _st_cvars = st.cvars
    _t776 = 0
    for _t775 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t775] == L[1]) and (_st_cvars[_t775] == 'fat_tissue')) and _st_cvars[252 + _t775]):
            _t776 += 1
    return _t776

# <rulerun evolution.rules: grazing #399 7abf9574>
def _loop(st, L):
    _st_cvars = st.cvars
    _t778 = 0
    for _t777 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t777] == L[1]) and (_st_cvars[_t777] == 'fat_tissue')):
            _t778 += 1
    return _t778

# <rulerun evolution.rules: grazing #400 6fd3ca0a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t780 = 0
    for _t779 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t779] == L[1]) and (_st_cvars[_t779] == 'fat_tissue')):
            _t780 += 1
    return _t780

# <rulerun evolution.rules: grazing #401 bf062c32>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain514(((((('animal ' + _plain514(_st_cvars[420 + L[1]]) + ' of ' + _player_text515(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain514(_a516(st, L))) if (not not (_a517(st, L) or ())) else '')) + (' food ' + _plain514(_st_cvars[504 + L[1]]) + '/' + _plain514((1 + _a518(st, L))))) + ((' fat ' + _plain514(_a519(st, L)) + '/' + _plain514(_a520(st, L))) if (_a521(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: hibernation #402 174c0f1e>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_cvars[924 + _l1] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text525(_audience522(st), ['Hibernation: ', _PlayerRef523(L[0]), "'s animal ", _plain524(_st_cvars[420 + _l1]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: hibernation #403 2e484ff8>
def _loop(st, _t782):
    _st_cvars = st.cvars
    for _t783 in st.zones[(9 + st.model.zone_instances[st.loc[_t782]][1])]:
        if ((_st_cvars[84 + _t783] == _t782) and (_st_cvars[_t783] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #404 96f091a7>
def _loop(st, _t782):
    _st_cvars = st.cvars
    _t786 = 0
    for _t785 in st.zones[(9 + st.model.zone_instances[st.loc[_t782]][1])]:
        if (_st_cvars[84 + _t785] == _t782):
            _t786 += (1 if ((_st_cvars[_t785] == 'carnivorous') or (_st_cvars[_t785] == 'high_body_weight')) else (2 if (_st_cvars[_t785] == 'parasite') else 0))
    return _t786

# <rulerun evolution.rules: hibernation #405 83215d33>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t781 = []
    for _t782 in st.zones[(5 + L[0])]:
        if ((((_a526(st, _t782) and (_st_cvars[924 + _t782] != _st_vars[0])) and (_st_cvars[924 + _t782] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t782] == _st_vars[0]) or (_st_cvars[504 + _t782] >= (1 + _a527(st, _t782)))))):
            _t781.append(_t782)
    return _t781

# <rulerun evolution.rules: hibernation #406 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hibernation #407 f407ddc9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t788 = []
    for _t787 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t787] == L[1]) or (_st_cvars[168 + _t787] == L[1])):
            _t788.append(_st_cvars[_t787])
    return _t788

# <rulerun evolution.rules: hibernation #408 de986aec>
def _loop(st, L):
    _st_cvars = st.cvars
    _t790 = []
    for _t789 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t789] == L[1]) or (_st_cvars[168 + _t789] == L[1])):
            _t790.append(_t789)
    return _t790

# <rulerun evolution.rules: hibernation #409 695b606c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t792 = 0
    for _t791 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t791] == L[1]):
            _t792 += (1 if ((_st_cvars[_t791] == 'carnivorous') or (_st_cvars[_t791] == 'high_body_weight')) else (2 if (_st_cvars[_t791] == 'parasite') else 0))
    return _t792

# <rulerun evolution.rules: hibernation #410 521e5dfd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t794 = 0
    for _t793 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t793] == L[1]) and (_st_cvars[_t793] == 'fat_tissue')) and _st_cvars[252 + _t793]):
            _t794 += 1
    return _t794

# <rulerun evolution.rules: hibernation #411 7b276bb7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t796 = 0
    for _t795 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t795] == L[1]) and (_st_cvars[_t795] == 'fat_tissue')):
            _t796 += 1
    return _t796

# <rulerun evolution.rules: hibernation #412 7d996ea3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t798 = 0
    for _t797 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t797] == L[1]) and (_st_cvars[_t797] == 'fat_tissue')):
            _t798 += 1
    return _t798

# <rulerun evolution.rules: hibernation #413 dcaed2b0>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain528(((((('animal ' + _plain528(_st_cvars[420 + L[1]]) + ' of ' + _player_text529(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain528(_a530(st, L))) if (not not (_a531(st, L) or ())) else '')) + (' food ' + _plain528(_st_cvars[504 + L[1]]) + '/' + _plain528((1 + _a532(st, L))))) + ((' fat ' + _plain528(_a533(st, L)) + '/' + _plain528(_a534(st, L))) if (_a535(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: attack_action #414 7e034af9>
def _loop(st, _t800):
    _st_cvars = st.cvars
    for _t801 in st.zones[(9 + st.model.zone_instances[st.loc[_t800]][1])]:
        if ((_st_cvars[84 + _t801] == _t800) and (_st_cvars[_t801] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #415 c8ec0f2d>
def _loop(st, _t800):
    _st_cvars = st.cvars
    _t804 = 0
    for _t803 in st.zones[(9 + st.model.zone_instances[st.loc[_t800]][1])]:
        if (_st_cvars[84 + _t803] == _t800):
            _t804 += (1 if ((_st_cvars[_t803] == 'carnivorous') or (_st_cvars[_t803] == 'high_body_weight')) else (2 if (_st_cvars[_t803] == 'parasite') else 0))
    return _t804

# <rulerun evolution.rules: attack_action #416 bb788760>
def _loop(st, _t800):
    _st_cvars = st.cvars
    _t806 = 0
    for _t805 in st.zones[(9 + st.model.zone_instances[st.loc[_t800]][1])]:
        if (((_st_cvars[84 + _t805] == _t800) and (_st_cvars[_t805] == 'fat_tissue')) and _st_cvars[252 + _t805]):
            _t806 += 1
    return _t806

# <rulerun evolution.rules: attack_action #417 081d151f>
def _loop(st, _t800):
    _st_cvars = st.cvars
    _t808 = 0
    for _t807 in st.zones[(9 + st.model.zone_instances[st.loc[_t800]][1])]:
        if ((_st_cvars[84 + _t807] == _t800) and (_st_cvars[_t807] == 'fat_tissue')):
            _t808 += 1
    return _t808

# <rulerun evolution.rules: attack_action #418 08f31f14>
def _loop(st, _t809):
    _st_cvars = st.cvars
    _t812 = 0
    for _t811 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t809]]][1])]:
        if (_st_cvars[84 + _t811] == _st_cvars[84 + _t809]):
            _t812 += (1 if ((_st_cvars[_t811] == 'carnivorous') or (_st_cvars[_t811] == 'high_body_weight')) else (2 if (_st_cvars[_t811] == 'parasite') else 0))
    return _t812

# <rulerun evolution.rules: attack_action #419 9caf0884>
def _loop(st, _t800):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t809 in st.zones[(9 + st.model.zone_instances[st.loc[_t800]][1])]:
        if (((_st_cvars[_t809] == 'symbiosis') and (_st_cvars[168 + _t809] == _t800)) and (not ((_st_cvars[924 + _st_cvars[84 + _t809]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t809]] >= (1 + _a540(st, _t809)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #420 b6d82ba5>
def _loop(st, _t813):
    _st_cvars = st.cvars
    for _t815 in st.zones[(9 + st.model.zone_instances[st.loc[_t813]][1])]:
        if ((_st_cvars[84 + _t815] == _t813) and (_st_cvars[_t815] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #421 1ad723fd>
def _loop(st, _t800):
    _st_cvars = st.cvars
    for _t817 in st.zones[(9 + st.model.zone_instances[st.loc[_t800]][1])]:
        if ((_st_cvars[84 + _t817] == _t800) and (_st_cvars[_t817] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #422 b35a6b11>
def _loop(st, _t813):
    _st_cvars = st.cvars
    for _t821 in st.zones[(9 + st.model.zone_instances[st.loc[_t813]][1])]:
        if ((_st_cvars[84 + _t821] == _t813) and (_st_cvars[_t821] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #423 5d14c42e>
def _loop(st, _t800):
    _st_cvars = st.cvars
    for _t823 in st.zones[(9 + st.model.zone_instances[st.loc[_t800]][1])]:
        if ((_st_cvars[84 + _t823] == _t800) and (_st_cvars[_t823] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #424 fff1777c>
def _loop(st, _t813):
    _st_cvars = st.cvars
    for _t827 in st.zones[(9 + st.model.zone_instances[st.loc[_t813]][1])]:
        if ((_st_cvars[84 + _t827] == _t813) and (_st_cvars[_t827] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #425 862ef494>
def _loop(st, _t800):
    _st_cvars = st.cvars
    for _t829 in st.zones[(9 + st.model.zone_instances[st.loc[_t800]][1])]:
        if ((_st_cvars[84 + _t829] == _t800) and (_st_cvars[_t829] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #426 ed2d22b7>
def _loop(st, _t813):
    _st_cvars = st.cvars
    for _t833 in st.zones[(9 + st.model.zone_instances[st.loc[_t813]][1])]:
        if ((_st_cvars[84 + _t833] == _t813) and (_st_cvars[_t833] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #427 f4199d4a>
def _loop(st, _t813):
    _st_cvars = st.cvars
    _t836 = 0
    for _t835 in st.zones[(9 + st.model.zone_instances[st.loc[_t813]][1])]:
        if (_st_cvars[84 + _t835] == _t813):
            _t836 += (1 if ((_st_cvars[_t835] == 'carnivorous') or (_st_cvars[_t835] == 'high_body_weight')) else (2 if (_st_cvars[_t835] == 'parasite') else 0))
    return _t836

# <rulerun evolution.rules: attack_action #428 b5302a44>
def _loop(st, _t813):
    _st_cvars = st.cvars
    for _t837 in st.zones[(9 + st.model.zone_instances[st.loc[_t813]][1])]:
        if ((_st_cvars[_t837] == 'symbiosis') and (_st_cvars[168 + _t837] == _t813)):
            return True
    return False

# <rulerun evolution.rules: attack_action #429 866c3983>
def _loop(st, _t800):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t819 = _NOT_YET
    _t820 = _NOT_YET
    _t825 = _NOT_YET
    _t826 = _NOT_YET
    _t831 = _NOT_YET
    _t832 = _NOT_YET
    for _t813 in ([_c for _i in [5 + _p for _p in _k542] for _c in st.zones[_i]] or ()):
        if ((((((_t800 != _t813) and ((not _a543(st, _t813)) or (_t820 if _t820 is not _NOT_YET else (_t820 := (_t819 if _t819 is not _NOT_YET else (_t819 := _a544(st, _t800))))))) and ((not _a545(st, _t813)) or (_t826 if _t826 is not _NOT_YET else (_t826 := (_t825 if _t825 is not _NOT_YET else (_t825 := _a546(st, _t800))))))) and (_a547(st, _t813) == (_t832 if _t832 is not _NOT_YET else (_t832 := (_t831 if _t831 is not _NOT_YET else (_t831 := _a548(st, _t800))))))) and (not (_a549(st, _t813) and ((_st_cvars[924 + _t813] == _st_vars[0]) or (_st_cvars[504 + _t813] >= (1 + _a550(st, _t813))))))) and (not _a551(st, _t813))):
            return True
    return False

# <rulerun evolution.rules: attack_action #430 7adf9d27>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t799 = []
    for _t800 in st.zones[(5 + L[0])]:
        if (((_a536(st, _t800) and (_st_cvars[672 + _t800] != _st_vars[0])) and ((not ((_st_cvars[924 + _t800] == _st_vars[0]) or ((_st_cvars[504 + _t800] >= (1 + _a537(st, _t800))) and (_a538(st, _t800) >= _a539(st, _t800))))) and (not _a541(st, _t800)))) and _a552(st, _t800)):
            _t799.append(_t800)
    return _t799

# <rulerun evolution.rules: attack_action #431 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #432 35679110>
def _loop(st, L):
    _st_cvars = st.cvars
    _t840 = []
    for _t839 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t839] == L[1]) or (_st_cvars[168 + _t839] == L[1])):
            _t840.append(_st_cvars[_t839])
    return _t840

# <rulerun evolution.rules: attack_action #433 d3a8e40a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t842 = []
    for _t841 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t841] == L[1]) or (_st_cvars[168 + _t841] == L[1])):
            _t842.append(_t841)
    return _t842

# <rulerun evolution.rules: attack_action #434 ee0aa900>
def _loop(st, L):
    _st_cvars = st.cvars
    _t844 = 0
    for _t843 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t843] == L[1]):
            _t844 += (1 if ((_st_cvars[_t843] == 'carnivorous') or (_st_cvars[_t843] == 'high_body_weight')) else (2 if (_st_cvars[_t843] == 'parasite') else 0))
    return _t844

# <rulerun evolution.rules: attack_action #435 674cb1b8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t846 = 0
    for _t845 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t845] == L[1]) and (_st_cvars[_t845] == 'fat_tissue')) and _st_cvars[252 + _t845]):
            _t846 += 1
    return _t846

# <rulerun evolution.rules: attack_action #436 31477f20>
def _loop(st, L):
    _st_cvars = st.cvars
    _t848 = 0
    for _t847 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t847] == L[1]) and (_st_cvars[_t847] == 'fat_tissue')):
            _t848 += 1
    return _t848

# <rulerun evolution.rules: attack_action #437 afba85c1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t850 = 0
    for _t849 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t849] == L[1]) and (_st_cvars[_t849] == 'fat_tissue')):
            _t850 += 1
    return _t850

# <rulerun evolution.rules: attack_action #438 af5623a2>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain553(((((('animal ' + _plain553(_st_cvars[420 + L[1]]) + ' of ' + _player_text554(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain553(_a555(st, L))) if (not not (_a556(st, L) or ())) else '')) + (' food ' + _plain553(_st_cvars[504 + L[1]]) + '/' + _plain553((1 + _a557(st, L))))) + ((' fat ' + _plain553(_a558(st, L)) + '/' + _plain553(_a559(st, L))) if (_a560(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: attack_action #439 9dbed64a>
def _loop(st, _t852):
    _st_cvars = st.cvars
    for _t853 in st.zones[(9 + st.model.zone_instances[st.loc[_t852]][1])]:
        if ((_st_cvars[84 + _t853] == _t852) and (_st_cvars[_t853] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #440 3f638456>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t855 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t855] == _l1) and (_st_cvars[_t855] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #441 657ed8a7>
def _loop(st, _t852):
    _st_cvars = st.cvars
    for _t859 in st.zones[(9 + st.model.zone_instances[st.loc[_t852]][1])]:
        if ((_st_cvars[84 + _t859] == _t852) and (_st_cvars[_t859] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #442 8021ebba>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t861 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t861] == _l1) and (_st_cvars[_t861] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #443 8d0e951f>
def _loop(st, _t852):
    _st_cvars = st.cvars
    for _t865 in st.zones[(9 + st.model.zone_instances[st.loc[_t852]][1])]:
        if ((_st_cvars[84 + _t865] == _t852) and (_st_cvars[_t865] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #444 4bac4b7f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t867 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t867] == _l1) and (_st_cvars[_t867] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #445 fe58c1c8>
def _loop(st, _t852):
    _st_cvars = st.cvars
    for _t871 in st.zones[(9 + st.model.zone_instances[st.loc[_t852]][1])]:
        if ((_st_cvars[84 + _t871] == _t852) and (_st_cvars[_t871] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #446 38322c2d>
def _loop(st, _t852):
    _st_cvars = st.cvars
    _t874 = 0
    for _t873 in st.zones[(9 + st.model.zone_instances[st.loc[_t852]][1])]:
        if (_st_cvars[84 + _t873] == _t852):
            _t874 += (1 if ((_st_cvars[_t873] == 'carnivorous') or (_st_cvars[_t873] == 'high_body_weight')) else (2 if (_st_cvars[_t873] == 'parasite') else 0))
    return _t874

# <rulerun evolution.rules: attack_action #447 4095d110>
def _loop(st, _t852):
    _st_cvars = st.cvars
    for _t875 in st.zones[(9 + st.model.zone_instances[st.loc[_t852]][1])]:
        if ((_st_cvars[_t875] == 'symbiosis') and (_st_cvars[168 + _t875] == _t852)):
            return True
    return False

# <rulerun evolution.rules: attack_action #448 c5ae2845>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t857 = _NOT_YET
    _t858 = _NOT_YET
    _t863 = _NOT_YET
    _t864 = _NOT_YET
    _t869 = _NOT_YET
    _t870 = _NOT_YET
    _t851 = []
    for _t852 in ([_c for _i in [5 + _p for _p in _k561] for _c in st.zones[_i]] or ()):
        if ((((((_l1 != _t852) and ((not _a562(st, _t852)) or (_t858 if _t858 is not _NOT_YET else (_t858 := (_t857 if _t857 is not _NOT_YET else (_t857 := _a563(st, L))))))) and ((not _a564(st, _t852)) or (_t864 if _t864 is not _NOT_YET else (_t864 := (_t863 if _t863 is not _NOT_YET else (_t863 := _a565(st, L))))))) and (_a566(st, _t852) == (_t870 if _t870 is not _NOT_YET else (_t870 := (_t869 if _t869 is not _NOT_YET else (_t869 := _a567(st, L))))))) and (not (_a568(st, _t852) and ((_st_cvars[924 + _t852] == _st_vars[0]) or (_st_cvars[504 + _t852] >= (1 + _a569(st, _t852))))))) and (not _a570(st, _t852))):
            _t851.append(_t852)
    return _t851

# <rulerun evolution.rules: attack_action #449 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #450 0f92ed60>
def _loop(st, L):
    _st_cvars = st.cvars
    _t878 = []
    for _t877 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t877] == L[2]) or (_st_cvars[168 + _t877] == L[2])):
            _t878.append(_st_cvars[_t877])
    return _t878

# <rulerun evolution.rules: attack_action #451 ef228ecd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t880 = []
    for _t879 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t879] == L[2]) or (_st_cvars[168 + _t879] == L[2])):
            _t880.append(_t879)
    return _t880

# <rulerun evolution.rules: attack_action #452 849ca52f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t882 = 0
    for _t881 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t881] == L[2]):
            _t882 += (1 if ((_st_cvars[_t881] == 'carnivorous') or (_st_cvars[_t881] == 'high_body_weight')) else (2 if (_st_cvars[_t881] == 'parasite') else 0))
    return _t882

# <rulerun evolution.rules: attack_action #453 1406d4b7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t884 = 0
    for _t883 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t883] == L[2]) and (_st_cvars[_t883] == 'fat_tissue')) and _st_cvars[252 + _t883]):
            _t884 += 1
    return _t884

# <rulerun evolution.rules: attack_action #454 5226b54c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t886 = 0
    for _t885 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t885] == L[2]) and (_st_cvars[_t885] == 'fat_tissue')):
            _t886 += 1
    return _t886

# <rulerun evolution.rules: attack_action #455 95d19d94>
def _loop(st, L):
    _st_cvars = st.cvars
    _t888 = 0
    for _t887 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t887] == L[2]) and (_st_cvars[_t887] == 'fat_tissue')):
            _t888 += 1
    return _t888

# <rulerun evolution.rules: attack_action #456 88024885>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain571(((((('animal ' + _plain571(_st_cvars[420 + L[2]]) + ' of ' + _player_text572(st.model.zone_instances[st.loc[L[2]]][1])) + ((' ' + _plain571(_a573(st, L))) if (not not (_a574(st, L) or ())) else '')) + (' food ' + _plain571(_st_cvars[504 + L[2]]) + '/' + _plain571((1 + _a575(st, L))))) + ((' fat ' + _plain571(_a576(st, L)) + '/' + _plain571(_a577(st, L))) if (_a578(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else ''))))

# <rulerun evolution.rules: attack_action #457 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: attack_action #458 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: hunt #459 ff752f07>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_cvars[672 + _l0] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text582(_audience579(st), [_PlayerRef580(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain581(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef580(st.model.zone_instances[_st_loc[_l1]][1]), "'s animal ", _plain581(_st_cvars[420 + _l1])]))

# <rulerun evolution.rules: hunt #460 136f3aca>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t889 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t889] == L[2]) and (_st_cvars[_t889] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #461 938a2d94>
def _loop(st, _i10l0):
    _st_cvars = st.cvars
    _t893 = []
    for _t892 in st.zones[(9 + st.model.zone_instances[st.loc[_i10l0]][1])]:
        if ((_st_cvars[84 + _t892] == _i10l0) or (_st_cvars[168 + _t892] == _i10l0)):
            _t893.append(_t892)
    return _t893

# <rulerun evolution.rules: hunt #462 5b51ad15>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value583(st, 1, 1, 'attack'))
    L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value583(st, 1, 0, 'attack'))
    L[4] = _a584(st, L)
    if _st_log is not None: _st_log.append(_Text588(_audience585(st), [_PlayerRef586(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain587(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef586(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain587(_st_cvars[420 + L[2]])]))
    _i10l0 = L[2]
    _i10 = [_i10l0, None, None, None, None]
    _i10[1] = st.model.zone_instances[_st_loc[_i10l0]][1]
    _t894 = (_a589(st, _i10l0) or [])
    _budget590[0] -= len(_t894)
    if _budget590[0] < 0: _spent591(st)
    for _t891 in _t894:
        _i10[4] = _t891
        _i11l0 = _t891
        _i11 = [_i11l0, None]
        _i11[1] = st.model.zone_instances[_st_loc[_i11l0]][1]
        _st_cvars[252 + _i11l0] = False
        _st_cvars[84 + _i11l0] = None
        _st_cvars[168 + _i11l0] = None
        _st_cvars[_i11l0] = 'no_trait'
        _t895 = _i11l0
        _t896 = (13 + _i11[1])
        if type(_t895) is int and _st_log is None:
            _t897 = _st_zones[_st_loc[_t895]]
            if _t897[-1] == _t895: _t897.pop()
            else: _t897.remove(_t895)
            _st_zones[_t896].append(_t895); _st_loc[_t895] = _t896
        elif _t895 is not None:
            _move_cards592(st, _t895, _t896, False)
    _st_cvars[504 + _i10l0] = 0
    _st_cvars[588 + _i10l0] = False
    _t898 = _i10l0
    _t899 = (13 + _i10[1])
    if type(_t898) is int and _st_log is None:
        _t900 = _st_zones[_st_loc[_t898]]
        if _t900[-1] == _t898: _t900.pop()
        else: _t900.remove(_t898)
        _st_zones[_t899].append(_t898); _st_loc[_t898] = _t899
    elif _t898 is not None:
        _move_cards592(st, _t898, _t899, False)

# <rulerun evolution.rules: hunt #463 3f35bd42>
def _native(st, L):
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_log = st.log
    if L[4]:
        _st_cvars[588 + _l3] = True
        if _st_log is not None: _st_log.append(_Text595(_audience593(st), ['Animal ', _plain594(_st_cvars[420 + _l3]), ' has eaten a poisonous animal: it will die in the extinction phase']))

# <rulerun evolution.rules: hunt #464 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hunt #465 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: hunt #466 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: hunt #467 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: hunt #468 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: hunt #469 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: scavenge #470 d0edd964>
def _loop(st, _t902):
    _st_cvars = st.cvars
    for _t903 in st.zones[(9 + st.model.zone_instances[st.loc[_t902]][1])]:
        if ((_st_cvars[84 + _t903] == _t902) and (_st_cvars[_t903] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #471 0432490d>
def _loop(st, _t902):
    _st_cvars = st.cvars
    _t906 = 0
    for _t905 in st.zones[(9 + st.model.zone_instances[st.loc[_t902]][1])]:
        if (_st_cvars[84 + _t905] == _t902):
            _t906 += (1 if ((_st_cvars[_t905] == 'carnivorous') or (_st_cvars[_t905] == 'high_body_weight')) else (2 if (_st_cvars[_t905] == 'parasite') else 0))
    return _t906

# <rulerun evolution.rules: scavenge #472 fe71436a>
def _loop(st, _t902):
    _st_cvars = st.cvars
    _t908 = 0
    for _t907 in st.zones[(9 + st.model.zone_instances[st.loc[_t902]][1])]:
        if (((_st_cvars[84 + _t907] == _t902) and (_st_cvars[_t907] == 'fat_tissue')) and _st_cvars[252 + _t907]):
            _t908 += 1
    return _t908

# <rulerun evolution.rules: scavenge #473 724e3d82>
def _loop(st, _t902):
    _st_cvars = st.cvars
    _t910 = 0
    for _t909 in st.zones[(9 + st.model.zone_instances[st.loc[_t902]][1])]:
        if ((_st_cvars[84 + _t909] == _t902) and (_st_cvars[_t909] == 'fat_tissue')):
            _t910 += 1
    return _t910

# <rulerun evolution.rules: scavenge #474 2db92d23>
def _loop(st, _t911):
    _st_cvars = st.cvars
    _t914 = 0
    for _t913 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t911]]][1])]:
        if (_st_cvars[84 + _t913] == _st_cvars[84 + _t911]):
            _t914 += (1 if ((_st_cvars[_t913] == 'carnivorous') or (_st_cvars[_t913] == 'high_body_weight')) else (2 if (_st_cvars[_t913] == 'parasite') else 0))
    return _t914

# <rulerun evolution.rules: scavenge #475 d00a8a1d>
def _loop(st, _t902):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t911 in st.zones[(9 + st.model.zone_instances[st.loc[_t902]][1])]:
        if (((_st_cvars[_t911] == 'symbiosis') and (_st_cvars[168 + _t911] == _t902)) and (not ((_st_cvars[924 + _st_cvars[84 + _t911]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t911]] >= (1 + _a600(st, _t911)))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #476 7b2e329e>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t901 = []
    for _t902 in st.zones[(5 + L[3])]:
        if (_a596(st, _t902) and ((not ((_st_cvars[924 + _t902] == _st_vars[0]) or ((_st_cvars[504 + _t902] >= (1 + _a597(st, _t902))) and (_a598(st, _t902) >= _a599(st, _t902))))) and (not _a601(st, _t902)))):
            _t901.append(_t902)
    L[4] = _t901

# <rulerun evolution.rules: scavenge #477 01a881af>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text605(_audience602(st), ['Scavenger: ', _PlayerRef603(L[3]), "'s animal ", _plain604(st.cvars[420 + L[5]]), ' receives a blue token']))

# <rulerun evolution.rules: scavenge #478 e693422f>
def _native(st, L):
    return 2

# <rulerun evolution.rules: scavenge #479 433dd60c>
def _native(st, L):
    return _o606[L[0]]

# <rulerun evolution.rules: scavenge #480 bfef81a9>
def _native(st, L):
    return (not not (L[4] or ()))

# <rulerun evolution.rules: scavenge #481 10ec79ac>
def _loop(st, L):
    _t918 = (L[4] or ())
    _budget609[0] -= len(_t918)
    if _budget609[0] < 0: _spent610(st)
    for _t919 in _t918:
        return _t919
    return None

# <rulerun evolution.rules: scavenge #482 5daa5016>
def _native(st, L):
    _t916 = (L[4] or ())
    _budget607[0] -= len(_t916)
    if _budget607[0] < 0: _spent608(st)
    _t921 = _NOT_YET
    _t915 = []
    for _t917 in _t916:
        if ((not False) or (_t917 == (_t921 if _t921 is not _NOT_YET else (_t921 := _a611(st, L))))):
            _t915.append(_t917)
    return _t915

# <rulerun evolution.rules: scavenge #483 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #484 a52501e2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t923 = []
    for _t922 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t922] == L[5]) or (_st_cvars[168 + _t922] == L[5])):
            _t923.append(_st_cvars[_t922])
    return _t923

# <rulerun evolution.rules: scavenge #485 80d55e22>
def _loop(st, L):
    _st_cvars = st.cvars
    _t925 = []
    for _t924 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t924] == L[5]) or (_st_cvars[168 + _t924] == L[5])):
            _t925.append(_t924)
    return _t925

# <rulerun evolution.rules: scavenge #486 c36683a8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t927 = 0
    for _t926 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t926] == L[5]):
            _t927 += (1 if ((_st_cvars[_t926] == 'carnivorous') or (_st_cvars[_t926] == 'high_body_weight')) else (2 if (_st_cvars[_t926] == 'parasite') else 0))
    return _t927

# <rulerun evolution.rules: scavenge #487 77ad1923>
def _loop(st, L):
    _st_cvars = st.cvars
    _t929 = 0
    for _t928 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t928] == L[5]) and (_st_cvars[_t928] == 'fat_tissue')) and _st_cvars[252 + _t928]):
            _t929 += 1
    return _t929

# <rulerun evolution.rules: scavenge #488 e1787bc5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t931 = 0
    for _t930 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t930] == L[5]) and (_st_cvars[_t930] == 'fat_tissue')):
            _t931 += 1
    return _t931

# <rulerun evolution.rules: scavenge #489 533e3154>
def _loop(st, L):
    _st_cvars = st.cvars
    _t933 = 0
    for _t932 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t932] == L[5]) and (_st_cvars[_t932] == 'fat_tissue')):
            _t933 += 1
    return _t933

# <rulerun evolution.rules: scavenge #490 94a6da24>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain612(((((('animal ' + _plain612(_st_cvars[420 + L[5]]) + ' of ' + _player_text613(st.model.zone_instances[st.loc[L[5]]][1])) + ((' ' + _plain612(_a614(st, L))) if (not not (_a615(st, L) or ())) else '')) + (' food ' + _plain612(_st_cvars[504 + L[5]]) + '/' + _plain612((1 + _a616(st, L))))) + ((' fat ' + _plain612(_a617(st, L)) + '/' + _plain612(_a618(st, L))) if (_a619(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else ''))))

# <rulerun evolution.rules: scavenge #491 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun evolution.rules: scavenge #492 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: drop_trait #493 31414759>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = st.model.zone_instances[_st_loc[_l0]][1]
    _st_cvars[252 + _l0] = False
    _st_cvars[84 + _l0] = None
    _st_cvars[168 + _l0] = None
    _st_cvars[_l0] = 'no_trait'
    _t934 = _l0
    _t935 = (13 + L[1])
    if type(_t934) is int and st.log is None:
        _t936 = _st_zones[_st_loc[_t934]]
        if _t936[-1] == _t934: _t936.pop()
        else: _t936.remove(_t934)
        _st_zones[_t935].append(_t934); _st_loc[_t934] = _t935
    elif _t934 is not None:
        _move_cards620(st, _t934, _t935, False)

# <rulerun evolution.rules: remove_animal #494 6a104722>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t939 = []
    for _t938 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t938] == _l0) or (_st_cvars[168 + _t938] == _l0)):
            _t939.append(_t938)
    return _t939

# <rulerun evolution.rules: remove_animal #495 3586a922>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = st.model.zone_instances[_st_loc[_l0]][1]
    _t940 = (_a621(st, L) or [])
    _budget622[0] -= len(_t940)
    if _budget622[0] < 0: _spent623(st)
    for _t937 in _t940:
        L[4] = _t937
        _i12l0 = _t937
        _i12 = [_i12l0, None]
        _i12[1] = st.model.zone_instances[_st_loc[_i12l0]][1]
        _st_cvars[252 + _i12l0] = False
        _st_cvars[84 + _i12l0] = None
        _st_cvars[168 + _i12l0] = None
        _st_cvars[_i12l0] = 'no_trait'
        _t941 = _i12l0
        _t942 = (13 + _i12[1])
        if type(_t941) is int and _st_log is None:
            _t943 = _st_zones[_st_loc[_t941]]
            if _t943[-1] == _t941: _t943.pop()
            else: _t943.remove(_t941)
            _st_zones[_t942].append(_t941); _st_loc[_t941] = _t942
        elif _t941 is not None:
            _move_cards624(st, _t941, _t942, False)
    _st_cvars[504 + _l0] = 0
    _st_cvars[588 + _l0] = False
    _t944 = _l0
    _t945 = (13 + L[1])
    if type(_t944) is int and _st_log is None:
        _t946 = _st_zones[_st_loc[_t944]]
        if _t946[-1] == _t944: _t946.pop()
        else: _t946.remove(_t944)
        _st_zones[_t945].append(_t944); _st_loc[_t944] = _t945
    elif _t944 is not None:
        _move_cards624(st, _t944, _t945, False)

# <rulerun evolution.rules: deal #496 c1be527d>
def _loop(st):
    for _t951 in (_k631 or ()):
        if (st.vars[7 + _t951] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #497 5ca303e5>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t947 in (_k625 or []):
        L[2] = _t947
        _st_vars[7 + _t947] = (6 if ((not _st_zones[(5 + _t947)]) and (not _st_zones[(1 + _t947)])) else (1 + len(_st_zones[(5 + _t947)])))
    for _t948 in (_o626[_st_vars[1]] or []):
        L[5] = _t948
        if _st_log is not None: _st_log.append(_Text630(_audience627(st), ['Cards owed to ', _PlayerRef628(_t948), ': ', _plain629(_st_vars[7 + _t948])]))
    _t949 = 0; _t950 = st.decisions
    while ((not not _st_zones[0]) and _a632(st)):
        _t949 += 1
        if _t949 > _LIMIT633[0] and _over_limit634(_t949, st, _t950): raise _Runaway635()
        for _t953 in (_o636[_st_vars[1]] or []):
            L[8] = _t953
            if not (((_st_vars[7 + _t953] > 0) and (not not _st_zones[0]))): continue
            _t956 = _st_zones[0]
            _t955 = (1 + _t953)
            if _st_log is None and _t956:
                _t954 = _t956.pop(); _st_zones[_t955].append(_t954); st.loc[_t954] = _t955
            elif _t956:
                _move_cards637(st, _t956[-1], _t955, False)
            _st_vars[7 + _t953] = _st_vars[7 + _t953] - 1
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text630(_audience627(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #498 51dc2bac>
def _loop(st, _t957):
    _st_cvars = st.cvars
    _t959 = 0
    for _t958 in st.zones[(9 + _t957)]:
        _t959 += (1 + (1 if ((_st_cvars[_t958] == 'carnivorous') or (_st_cvars[_t958] == 'high_body_weight')) else (2 if (_st_cvars[_t958] == 'parasite') else 0)))
    return _t959

# <rulerun evolution.rules: game_end #499 0afa4ce0>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i13 = [None, None, None, None, None, None, None, None]
    for _t957 in (_k638 or []):
        _i13[2] = _t957
        if _st_log is not None: _st_log.append(_Text643(_audience639(st), [_PlayerRef640(_t957), ': ', _plain641(len(_st_zones[(5 + _t957)])), ' animals, ', _plain641(len(_st_zones[(9 + _t957)])), ' trait cards, ', _plain641(((2 * len(_st_zones[(5 + _t957)])) + _a642(st, _t957))), ' points; ', _plain641(len(_st_zones[(13 + _t957)])), ' cards in the discard pile']))
    if False:
        _i13[3] = _range644(1, 4)
        for _t960 in (_k645 or []):
            _i13[6] = _t960
            _i13[7] = _random_item646(st, _i13[3])
            st.vars[12 + _t960] = _i13[7]
            _i13[3] = _remove647(st, _i13[3], _i13[7])
    _end_game648(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #500 d560f5f6>
def _loop(st, _t961):
    _st_cvars = st.cvars
    _t963 = 0
    for _t962 in st.zones[(9 + _t961)]:
        _t963 += (1 + (1 if ((_st_cvars[_t962] == 'carnivorous') or (_st_cvars[_t962] == 'high_body_weight')) else (2 if (_st_cvars[_t962] == 'parasite') else 0)))
    return _t963

# <rulerun evolution.rules: final_scoring #501 a9507fdc>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    for _t961 in (_k649 or []):
        L[2] = _t961
        if _st_log is not None: _st_log.append(_Text654(_audience650(st), [_PlayerRef651(_t961), ': ', _plain652(len(_st_zones[(5 + _t961)])), ' animals, ', _plain652(len(_st_zones[(9 + _t961)])), ' trait cards, ', _plain652(((2 * len(_st_zones[(5 + _t961)])) + _a653(st, _t961))), ' points; ', _plain652(len(_st_zones[(13 + _t961)])), ' cards in the discard pile']))
    if False:
        L[3] = _range655(1, 4)
        for _t964 in (_k656 or []):
            L[6] = _t964
            L[7] = _random_item657(st, L[3])
            st.vars[12 + _t964] = L[7]
            L[3] = _remove658(st, L[3], L[7])

# <rulerun evolution.rules: on after feed #502 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: on after feed #503 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: on before attack #504 6b8c15eb>
def _native(st, L):
    L[2] = False
    L[3] = False

# <rulerun evolution.rules: on before attack #505 a472df3f>
def _loop(st, L, _t967):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t968 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t968] == _l1) and (_st_cvars[_t968] == _t967)):
            return True
    return False

# <rulerun evolution.rules: on before attack #506 6ce87db7>
def _loop(st, _t970):
    _st_cvars = st.cvars
    for _t972 in st.zones[(9 + st.model.zone_instances[st.loc[_t970]][1])]:
        if ((_st_cvars[84 + _t972] == _t970) and (_st_cvars[_t972] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #507 9ce065b6>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t974 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t974] == _l0) and (_st_cvars[_t974] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #508 2a3f4a48>
def _loop(st, _t970):
    _st_cvars = st.cvars
    for _t978 in st.zones[(9 + st.model.zone_instances[st.loc[_t970]][1])]:
        if ((_st_cvars[84 + _t978] == _t970) and (_st_cvars[_t978] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #509 897b80fe>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t980 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t980] == _l0) and (_st_cvars[_t980] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #510 35d92f02>
def _loop(st, _t970):
    _st_cvars = st.cvars
    for _t984 in st.zones[(9 + st.model.zone_instances[st.loc[_t970]][1])]:
        if ((_st_cvars[84 + _t984] == _t970) and (_st_cvars[_t984] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #511 1e43af3e>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t986 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t986] == _l0) and (_st_cvars[_t986] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #512 729a5f9b>
def _loop(st, _t970):
    _st_cvars = st.cvars
    for _t990 in st.zones[(9 + st.model.zone_instances[st.loc[_t970]][1])]:
        if ((_st_cvars[84 + _t990] == _t970) and (_st_cvars[_t990] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #513 81fc6b52>
def _loop(st, _t970):
    _st_cvars = st.cvars
    _t993 = 0
    for _t992 in st.zones[(9 + st.model.zone_instances[st.loc[_t970]][1])]:
        if (_st_cvars[84 + _t992] == _t970):
            _t993 += (1 if ((_st_cvars[_t992] == 'carnivorous') or (_st_cvars[_t992] == 'high_body_weight')) else (2 if (_st_cvars[_t992] == 'parasite') else 0))
    return _t993

# <rulerun evolution.rules: on before attack #514 5e4c0136>
def _loop(st, _t970):
    _st_cvars = st.cvars
    for _t994 in st.zones[(9 + st.model.zone_instances[st.loc[_t970]][1])]:
        if ((_st_cvars[_t994] == 'symbiosis') and (_st_cvars[168 + _t994] == _t970)):
            return True
    return False

# <rulerun evolution.rules: on before attack #515 b48bb669>
def _loop(st, L, _t966):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t976 = _NOT_YET
    _t977 = _NOT_YET
    _t982 = _NOT_YET
    _t983 = _NOT_YET
    _t988 = _NOT_YET
    _t989 = _NOT_YET
    for _t970 in st.zones[(5 + _t966)]:
        if (((_t970 != _l1) and (_t970 != _l0)) and ((((((_l0 != _t970) and ((not _a660(st, _t970)) or (_t977 if _t977 is not _NOT_YET else (_t977 := (_t976 if _t976 is not _NOT_YET else (_t976 := _a661(st, L))))))) and ((not _a662(st, _t970)) or (_t983 if _t983 is not _NOT_YET else (_t983 := (_t982 if _t982 is not _NOT_YET else (_t982 := _a663(st, L))))))) and (_a664(st, _t970) == (_t989 if _t989 is not _NOT_YET else (_t989 := (_t988 if _t988 is not _NOT_YET else (_t988 := _a665(st, L))))))) and (not (_a666(st, _t970) and ((_st_cvars[924 + _t970] == _st_vars[0]) or (_st_cvars[504 + _t970] >= (1 + _a667(st, _t970))))))) and (not _a668(st, _t970)))):
            return True
    return False

# <rulerun evolution.rules: on before attack #516 6e036043>
def _native(st, L):
    _l2 = L[2]
    _l3 = L[3]
    L[4] = st.model.zone_instances[st.loc[L[1]]][1]
    _t966 = L[4]
    _t996 = _NOT_YET
    _t965 = []
    for _t967 in (['running', 'mimicry', 'tail_loss'] or ()):
        if ((_a659(st, L, _t967) and ((_t967 != 'running') or (not _l3))) and ((_t967 != 'mimicry') or ((not _l2) and (_t996 if _t996 is not _NOT_YET else (_t996 := _a669(st, L, _t966)))))):
            _t965.append(_t967)
    L[5] = _t965
    if (not (L[5] or ())):
        return 2

# <rulerun evolution.rules: on before attack #517 8d9480b8>
def _native(st, L):
    if (L[6] is None):
        return 2

# <rulerun evolution.rules: on before attack #518 92cba834>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = True
    if _st_log is not None: _st_log.append(_Text673(_audience670(st), ['Running: ', _PlayerRef671(L[4]), "'s animal ", _plain672(_st_cvars[420 + _l1]), ' tries to run away']))
    if (_roll674(st, 1, 6) >= 4):
        if _st_log is not None: _st_log.append(_Text673(_audience670(st), ['Animal ', _plain672(_st_cvars[420 + _l1]), ' escapes: the attack fails']))
        _cancel675(st)
        return 2
    if _st_log is not None: _st_log.append(_Text673(_audience670(st), ['Animal ', _plain672(_st_cvars[420 + _l1]), ' is caught']))

# <rulerun evolution.rules: on before attack #519 1ee04ae0>
def _native(st, L):
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text678(_audience676(st), ['Mimicry: the attack turns from animal ', _plain677(_st_cvars[420 + L[1]]), ' to animal ', _plain677(_st_cvars[420 + _l7])]))
    L[1] = _l7
    _set_event_value679(st, 1, 1, L[1])
    L[2] = True
    L[3] = False

# <rulerun evolution.rules: on before attack #520 86ef079f>
def _native(st, L):
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text682(_audience680(st), ['Tail loss: animal ', _plain681(_st_cvars[420 + L[1]]), ' drops its ', _plain681(_st_cvars[_l8]), ' card and survives']))
    _i14l0 = _l8
    _i14 = [_i14l0, None]
    _i14[1] = st.model.zone_instances[_st_loc[_i14l0]][1]
    _st_cvars[252 + _i14l0] = False
    _st_cvars[84 + _i14l0] = None
    _st_cvars[168 + _i14l0] = None
    _st_cvars[_i14l0] = 'no_trait'
    _t997 = _i14l0
    _t998 = (13 + _i14[1])
    if type(_t997) is int and _st_log is None:
        _t999 = _st_zones[_st_loc[_t997]]
        if _t999[-1] == _t997: _t999.pop()
        else: _t999.remove(_t997)
        _st_zones[_t998].append(_t997); _st_loc[_t997] = _t998
    elif _t997 is not None:
        _move_cards683(st, _t997, _t998, False)

# <rulerun evolution.rules: on before attack #521 831000e6>
def _native(st, L):
    _cancel684(st)
    return 2

# <rulerun evolution.rules: on before attack #522 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: on before attack #523 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun evolution.rules: on before attack #524 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #525 4737fef3>
def _native(st, L):
    return (L[6] == 'running')

# <rulerun evolution.rules: on before attack #526 93dcd940>
def _native(st, L):
    return (L[6] == 'mimicry')

# <rulerun evolution.rules: on before attack #527 a4f38c2c>
def _loop(st, _t1001):
    _st_cvars = st.cvars
    for _t1002 in st.zones[(9 + st.model.zone_instances[st.loc[_t1001]][1])]:
        if ((_st_cvars[84 + _t1002] == _t1001) and (_st_cvars[_t1002] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #528 b5078841>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1004 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1004] == _l0) and (_st_cvars[_t1004] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #529 d13ea2f9>
def _loop(st, _t1001):
    _st_cvars = st.cvars
    for _t1008 in st.zones[(9 + st.model.zone_instances[st.loc[_t1001]][1])]:
        if ((_st_cvars[84 + _t1008] == _t1001) and (_st_cvars[_t1008] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #530 e4d5b7f1>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1010 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1010] == _l0) and (_st_cvars[_t1010] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #531 8d7db27d>
def _loop(st, _t1001):
    _st_cvars = st.cvars
    for _t1014 in st.zones[(9 + st.model.zone_instances[st.loc[_t1001]][1])]:
        if ((_st_cvars[84 + _t1014] == _t1001) and (_st_cvars[_t1014] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #532 eba0e0b7>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1016 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1016] == _l0) and (_st_cvars[_t1016] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #533 a6c055fe>
def _loop(st, _t1001):
    _st_cvars = st.cvars
    for _t1020 in st.zones[(9 + st.model.zone_instances[st.loc[_t1001]][1])]:
        if ((_st_cvars[84 + _t1020] == _t1001) and (_st_cvars[_t1020] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #534 35d726fb>
def _loop(st, _t1001):
    _st_cvars = st.cvars
    _t1023 = 0
    for _t1022 in st.zones[(9 + st.model.zone_instances[st.loc[_t1001]][1])]:
        if (_st_cvars[84 + _t1022] == _t1001):
            _t1023 += (1 if ((_st_cvars[_t1022] == 'carnivorous') or (_st_cvars[_t1022] == 'high_body_weight')) else (2 if (_st_cvars[_t1022] == 'parasite') else 0))
    return _t1023

# <rulerun evolution.rules: on before attack #535 a34c05ab>
def _loop(st, _t1001):
    _st_cvars = st.cvars
    for _t1024 in st.zones[(9 + st.model.zone_instances[st.loc[_t1001]][1])]:
        if ((_st_cvars[_t1024] == 'symbiosis') and (_st_cvars[168 + _t1024] == _t1001)):
            return True
    return False

# <rulerun evolution.rules: on before attack #536 4470cbe5>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1006 = _NOT_YET
    _t1007 = _NOT_YET
    _t1012 = _NOT_YET
    _t1013 = _NOT_YET
    _t1018 = _NOT_YET
    _t1019 = _NOT_YET
    _t1000 = []
    for _t1001 in st.zones[(5 + L[4])]:
        if (((_t1001 != _l1) and (_t1001 != _l0)) and ((((((_l0 != _t1001) and ((not _a685(st, _t1001)) or (_t1007 if _t1007 is not _NOT_YET else (_t1007 := (_t1006 if _t1006 is not _NOT_YET else (_t1006 := _a686(st, L))))))) and ((not _a687(st, _t1001)) or (_t1013 if _t1013 is not _NOT_YET else (_t1013 := (_t1012 if _t1012 is not _NOT_YET else (_t1012 := _a688(st, L))))))) and (_a689(st, _t1001) == (_t1019 if _t1019 is not _NOT_YET else (_t1019 := (_t1018 if _t1018 is not _NOT_YET else (_t1018 := _a690(st, L))))))) and (not (_a691(st, _t1001) and ((_st_cvars[924 + _t1001] == _st_vars[0]) or (_st_cvars[504 + _t1001] >= (1 + _a692(st, _t1001))))))) and (not _a693(st, _t1001)))):
            _t1000.append(_t1001)
    return _t1000

# <rulerun evolution.rules: on before attack #537 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #538 7c5c833c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1027 = []
    for _t1026 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1026] == L[7]) or (_st_cvars[168 + _t1026] == L[7])):
            _t1027.append(_st_cvars[_t1026])
    return _t1027

# <rulerun evolution.rules: on before attack #539 08909c35>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1029 = []
    for _t1028 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1028] == L[7]) or (_st_cvars[168 + _t1028] == L[7])):
            _t1029.append(_t1028)
    return _t1029

# <rulerun evolution.rules: on before attack #540 cf6b7ff0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1031 = 0
    for _t1030 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t1030] == L[7]):
            _t1031 += (1 if ((_st_cvars[_t1030] == 'carnivorous') or (_st_cvars[_t1030] == 'high_body_weight')) else (2 if (_st_cvars[_t1030] == 'parasite') else 0))
    return _t1031

# <rulerun evolution.rules: on before attack #541 6ac2df45>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1033 = 0
    for _t1032 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t1032] == L[7]) and (_st_cvars[_t1032] == 'fat_tissue')) and _st_cvars[252 + _t1032]):
            _t1033 += 1
    return _t1033

# <rulerun evolution.rules: on before attack #542 c91eff38>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1035 = 0
    for _t1034 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1034] == L[7]) and (_st_cvars[_t1034] == 'fat_tissue')):
            _t1035 += 1
    return _t1035

# <rulerun evolution.rules: on before attack #543 b9e48c95>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1037 = 0
    for _t1036 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1036] == L[7]) and (_st_cvars[_t1036] == 'fat_tissue')):
            _t1037 += 1
    return _t1037

# <rulerun evolution.rules: on before attack #544 cc4cfb72>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain694(((((('animal ' + _plain694(_st_cvars[420 + L[7]]) + ' of ' + _player_text695(st.model.zone_instances[st.loc[L[7]]][1])) + ((' ' + _plain694(_a696(st, L))) if (not not (_a697(st, L) or ())) else '')) + (' food ' + _plain694(_st_cvars[504 + L[7]]) + '/' + _plain694((1 + _a698(st, L))))) + ((' fat ' + _plain694(_a699(st, L)) + '/' + _plain694(_a700(st, L))) if (_a701(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else ''))))

# <rulerun evolution.rules: on before attack #545 89fe2655>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1039 = []
    for _t1038 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1038] == _l1) or (_st_cvars[168 + _t1038] == _l1)):
            _t1039.append(_t1038)
    return _t1039

# <rulerun evolution.rules: on before attack #546 75780bba>
def _native(st, L):
    return _a702(st, L)

# <rulerun evolution.rules: on before attack #547 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #548 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: on before attack #549 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: on after attack #550 e4062f8f>
def _native(st, L):
    return st.model.zone_instances[st.loc[L[0]]][1]

# <rulerun evolution.rules: play #551 d514460d>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (False or (4 >= 5)):
        if _st_log is not None: _st_log.append(_Text705(_audience703(st), ['Two base sets are mixed: ', _plain704(len(_st_zones[0])), ' cards (1.13)']))
    _shuffle_zone706(st, 0)
    for _t1040 in (_k707 or []):
        L[2] = _t1040
        _t1041 = _st_zones[0][:-(6) - 1:-1]
        _t1042 = (1 + _t1040)
        if type(_t1041) is list and _st_log is None:
            for _t1043 in _t1041:
                _t1044 = _st_zones[_st_loc[_t1043]]
                if _t1044[-1] == _t1043: _t1044.pop()
                else: _t1044.remove(_t1043)
                _st_zones[_t1042].append(_t1043); _st_loc[_t1043] = _t1042
        elif _t1041 is not None:
            _move_cards708(st, _t1041, _t1042, False)
    _st_vars[1] = _random_item709(st, _k710)
    if _st_log is not None: _st_log.append(_Text705(_audience703(st), [_PlayerRef711(_st_vars[1]), ' is the first player']))

# <rulerun evolution.rules: play #552 010e0554>
def _loop(st, _t1045):
    _st_cvars = st.cvars
    _t1047 = 0
    for _t1046 in st.zones[(9 + _t1045)]:
        _t1047 += (1 + (1 if ((_st_cvars[_t1046] == 'carnivorous') or (_st_cvars[_t1046] == 'high_body_weight')) else (2 if (_st_cvars[_t1046] == 'parasite') else 0)))
    return _t1047

# <rulerun evolution.rules: play #553 6f9c48b6>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i16 = [None, None, None, None, None, None, None, None]
    for _t1045 in (_k712 or []):
        _i16[2] = _t1045
        if _st_log is not None: _st_log.append(_Text717(_audience713(st), [_PlayerRef714(_t1045), ': ', _plain715(len(_st_zones[(5 + _t1045)])), ' animals, ', _plain715(len(_st_zones[(9 + _t1045)])), ' trait cards, ', _plain715(((2 * len(_st_zones[(5 + _t1045)])) + _a716(st, _t1045))), ' points; ', _plain715(len(_st_zones[(13 + _t1045)])), ' cards in the discard pile']))
    if False:
        _i16[3] = _range718(1, 4)
        for _t1048 in (_k719 or []):
            _i16[6] = _t1048
            _i16[7] = _random_item720(st, _i16[3])
            st.vars[12 + _t1048] = _i16[7]
            _i16[3] = _remove721(st, _i16[3], _i16[7])
    _end_game722(st, None, False); return 3

# <rulerun evolution.rules: play #554 f39cff64>
def _native(st, L):
    return st.vars[2]

# <rulerun evolution.rules: play_turn #555 ab697ca0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run725(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit726(_k727)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run728(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit726(_k729)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run730(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k731)

# <rulerun evolution.rules: development #556 e7d3ca67>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT732[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k735)
            _r = _run736(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2:
            if (len((L[0] or ())) < 4):
                pc = 3
            else:
                pc = 15
        if pc == 3:
            L[1] = (_o737[st.vars[1]] or []); L[2] = 0
            pc = 4
        if pc == 4:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 14
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                if (not (L[3] in (L[0] or ()))):
                    pc = 5; break
            L[2] = _i
        if pc == 5:
            if (not _st_zones[(1 + L[3])]):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run738(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer739(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run740(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            _a = [L[3], L[4], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit741(_k742)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit734(_k, st, _d0): raise _Runaway733()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit734(_k, st, _d0): raise _Runaway733()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k743)

# <rulerun evolution.rules: play_card #557 17c523f7>
def _loop(st, _t1052):
    _st_cvars = st.cvars
    for _t1054 in st.zones[(9 + st.model.zone_instances[st.loc[_t1052]][1])]:
        if ((_st_cvars[84 + _t1054] == _t1052) and (_st_cvars[_t1054] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #558 8961857f>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t1053 = []
    for _t1052 in ([_c for _i in [5 + _p for _p in _k751] for _c in st.zones[_i]] or ()):
        if ((st.model.zone_instances[_st_loc[_t1052]][1] != _l0) and (not _a752(st, _t1052))):
            _t1053.append(_t1052)
    return _t1053

# <rulerun evolution.rules: play_card #559 21a88dad>
def _loop(st, L, _t1059, _t1063):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1064 in st.zones[(9 + st.model.zone_instances[st.loc[_t1059]][1])]:
        if ((_st_cvars[_t1064] == _l3) and (((_st_cvars[84 + _t1064] == _t1059) and (_st_cvars[168 + _t1064] == _t1063)) or ((_st_cvars[84 + _t1064] == _t1063) and (_st_cvars[168 + _t1064] == _t1059)))):
            return True
    return False

# <rulerun evolution.rules: play_card #560 041d0949>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1060 = []
    for _t1059 in _st_zones[(5 + _l0)]:
        _t1062 = _st_zones[(5 + _l0)]
        _budget757[0] -= len(_t1062)
        if _budget757[0] < 0: _spent758(st)
        _t1061 = False
        for _t1063 in _t1062:
            if ((_t1059 != _t1063) and (not _a759(st, L, _t1059, _t1063))):
                _t1061 = True
                break
        if _t1061:
            _t1060.append(_t1059)
    return _t1060

# <rulerun evolution.rules: play_card #561 f1c486a5>
def _loop(st, L, _t1069):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1071 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1071] == _l3) and (((_st_cvars[84 + _t1071] == _l5) and (_st_cvars[168 + _t1071] == _t1069)) or ((_st_cvars[84 + _t1071] == _t1069) and (_st_cvars[168 + _t1071] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #562 be4512d8>
def _loop(st, L):
    _l5 = L[5]
    _t1070 = []
    for _t1069 in st.zones[(5 + L[0])]:
        if ((_l5 != _t1069) and (not _a763(st, L, _t1069))):
            _t1070.append(_t1069)
    return _t1070

# <rulerun evolution.rules: play_card #563 76bc38cd>
def _loop(st, L, _t1079):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1081 in st.zones[(9 + st.model.zone_instances[st.loc[_t1079]][1])]:
        if ((_st_cvars[84 + _t1081] == _t1079) and (_st_cvars[_t1081] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #564 178098e7>
def _loop(st, _t1079):
    _st_cvars = st.cvars
    for _t1083 in st.zones[(9 + st.model.zone_instances[st.loc[_t1079]][1])]:
        if ((_st_cvars[84 + _t1083] == _t1079) and (_st_cvars[_t1083] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #565 b98b5f9b>
def _loop(st, _t1079):
    _st_cvars = st.cvars
    for _t1085 in st.zones[(9 + st.model.zone_instances[st.loc[_t1079]][1])]:
        if ((_st_cvars[84 + _t1085] == _t1079) and (_st_cvars[_t1085] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #566 bb6c2ded>
def _loop(st, L):
    _l3 = L[3]
    _t1080 = []
    for _t1079 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a772(st, L, _t1079))) and (not ((_l3 == 'scavenger') and _a773(st, _t1079)))) and (not ((_l3 == 'carnivorous') and _a774(st, _t1079)))):
            _t1080.append(_t1079)
    return _t1080

# <rulerun evolution.rules: play_card #567 f17f4377>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run746(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1049 = L[0]
            _t1050 = len(_o)
            if not _t1050: _no_option748(_t1049, 'play it as')
            if _t1050 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1050 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1051 = st.chooser(_t1050, _t1049)
                else:
                    _t1051 = _st_bits(_t1050.bit_length())
                    while _t1051 >= _t1050: _t1051 = _st_bits(_t1050.bit_length())
                L[3] = _o[_t1051]; st.decisions += 1
            elif _decide749(st, L, _o, _t1049): return True
            pc = 2
        if pc == 2:
            _r = _run750(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_a753(st, L) or [])
            fr[1] = 5
            _t1056 = L[0]
            _t1057 = len(_o)
            if not _t1057: _no_option748(_t1056, 'animal to put the parasite on')
            if _t1057 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1057 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1058 = st.chooser(_t1057, _t1056)
                else:
                    _t1058 = _st_bits(_t1057.bit_length())
                    while _t1058 >= _t1057: _t1058 = _st_bits(_t1057.bit_length())
                L[4] = _o[_t1058]; st.decisions += 1
            elif _decide755(st, L, _o, _t1056): return True
            pc = 5
        if pc == 5:
            _r = _run756(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 7:
            if (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
                pc = 8
            else:
                pc = 17
        if pc == 8:
            _o = (_a760(st, L) or [])
            fr[1] = 9
            _t1066 = L[0]
            _t1067 = len(_o)
            if not _t1067: _no_option748(_t1066, 'first animal of the pair')
            if _t1067 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1067 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1068 = st.chooser(_t1067, _t1066)
                else:
                    _t1068 = _st_bits(_t1067.bit_length())
                    while _t1068 >= _t1067: _t1068 = _st_bits(_t1067.bit_length())
                L[5] = _o[_t1068]; st.decisions += 1
            elif _decide762(st, L, _o, _t1066): return True
            pc = 9
        if pc == 9:
            _o = (_a764(st, L) or [])
            fr[1] = 10
            _t1073 = L[0]
            _t1074 = len(_o)
            if not _t1074: _no_option748(_t1073, 'second animal of the pair')
            if _t1074 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1074 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1075 = st.chooser(_t1074, _t1073)
                else:
                    _t1075 = _st_bits(_t1074.bit_length())
                    while _t1075 >= _t1074: _t1075 = _st_bits(_t1074.bit_length())
                L[6] = _o[_t1075]; st.decisions += 1
            elif _decide766(st, L, _o, _t1073): return True
            pc = 10
        if pc == 10:
            _r = _run767(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'symbiosis'):
                pc = 12
            else:
                pc = 15
        if pc == 12:
            _o = [L[5], L[6]]
            fr[1] = 13
            _t1076 = L[0]
            _t1077 = len(_o)
            if not _t1077: _no_option748(_t1076, 'the symbiont')
            if _t1077 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1077 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1078 = st.chooser(_t1077, _t1076)
                else:
                    _t1078 = _st_bits(_t1077.bit_length())
                    while _t1078 >= _t1077: _t1078 = _st_bits(_t1077.bit_length())
                L[7] = _o[_t1078]; st.decisions += 1
            elif _decide769(st, L, _o, _t1076): return True
            pc = 13
        if pc == 13:
            _r = _run770(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run771(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a775(st, L) or [])
            fr[1] = 18
            _t1087 = L[0]
            _t1088 = len(_o)
            if not _t1088: _no_option748(_t1087, 'animal to give it to')
            if _t1088 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1088 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1089 = st.chooser(_t1088, _t1087)
                else:
                    _t1089 = _st_bits(_t1088.bit_length())
                    while _t1089 >= _t1088: _t1089 = _st_bits(_t1088.bit_length())
                L[8] = _o[_t1089]; st.decisions += 1
            elif _decide777(st, L, _o, _t1087): return True
            pc = 18
        if pc == 18:
            _r = _run778(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k779)

# <rulerun evolution.rules: determining_the_food_base #568 3b95c39d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run782(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k783)

# <rulerun evolution.rules: feeding #569 efbc7c2c>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k786)
            _r = _run787(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit788(_k789)
            fr[1] = 3; st.cur.append([6, 0, _a]); return None
        if pc == 3:
            _r = _run790(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k791)

# <rulerun evolution.rules: show_animals #570 a7dc6fb5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run794(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k795)

# <rulerun evolution.rules: feeding_laps #571 8bb70758>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT796[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run799(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 9
        if pc == 2:
            L[0] = (_o800[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run801(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit802(_k803)
            fr[1] = 6; st.cur.append([8, 0, _a]); return None
        if pc == 6:
            _r = _run804(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit798(_k, st, _d0): raise _Runaway797()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit798(_k, st, _d0): raise _Runaway797()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k805)

# <rulerun evolution.rules: feeding_end_check #572 3baf4ede>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run808(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k809)

# <rulerun evolution.rules: feeding_turn_of #573 e94c6847>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT810[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run813(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 25
        if pc == 2:
            _r = _run814(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1090 = L[0]
            _t1091 = len(_o)
            if not _t1091: _no_option816(_t1090, 'feeding action')
            if _t1091 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1091 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1092 = st.chooser(_t1091, _t1090)
                else:
                    _t1092 = _st_bits(_t1091.bit_length())
                    while _t1092 >= _t1091: _t1092 = _st_bits(_t1091.bit_length())
                L[3] = _o[_t1092]; st.decisions += 1
            elif _decide817(st, L, _o, _t1090): return True
            pc = 4
        if pc == 4:
            _r = _run818(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run819(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit820(_k821)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run822(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit820(_k823)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run824(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit820(_k825)
            fr[1] = 16; st.cur.append([10, 0, _a]); return None
        if pc == 16:
            pc = 24
        if pc == 17:
            if (L[3] == 'piracy'):
                pc = 18
            else:
                pc = 20
        if pc == 18:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit820(_k826)
            fr[1] = 19; st.cur.append([13, 0, _a]); return None
        if pc == 19:
            pc = 24
        if pc == 20:
            if (L[3] == 'grazing'):
                pc = 21
            else:
                pc = 23
        if pc == 21:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit820(_k827)
            fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit820(_k828)
            fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit812(_k, st, _d0): raise _Runaway811()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k829)

# <rulerun evolution.rules: take_food #574 bd408efc>
def _loop(st, _t1093):
    _st_cvars = st.cvars
    _t1096 = 0
    for _t1095 in st.zones[(9 + st.model.zone_instances[st.loc[_t1093]][1])]:
        if (_st_cvars[84 + _t1095] == _t1093):
            _t1096 += (1 if ((_st_cvars[_t1095] == 'carnivorous') or (_st_cvars[_t1095] == 'high_body_weight')) else (2 if (_st_cvars[_t1095] == 'parasite') else 0))
    return _t1096

# <rulerun evolution.rules: take_food #575 0d29ef5b>
def _loop(st, _t1093):
    _st_cvars = st.cvars
    _t1098 = 0
    for _t1097 in st.zones[(9 + st.model.zone_instances[st.loc[_t1093]][1])]:
        if (((_st_cvars[84 + _t1097] == _t1093) and (_st_cvars[_t1097] == 'fat_tissue')) and _st_cvars[252 + _t1097]):
            _t1098 += 1
    return _t1098

# <rulerun evolution.rules: take_food #576 eb0ac8a1>
def _loop(st, _t1093):
    _st_cvars = st.cvars
    _t1100 = 0
    for _t1099 in st.zones[(9 + st.model.zone_instances[st.loc[_t1093]][1])]:
        if ((_st_cvars[84 + _t1099] == _t1093) and (_st_cvars[_t1099] == 'fat_tissue')):
            _t1100 += 1
    return _t1100

# <rulerun evolution.rules: take_food #577 37781fc6>
def _loop(st, _t1101):
    _st_cvars = st.cvars
    _t1104 = 0
    for _t1103 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1101]]][1])]:
        if (_st_cvars[84 + _t1103] == _st_cvars[84 + _t1101]):
            _t1104 += (1 if ((_st_cvars[_t1103] == 'carnivorous') or (_st_cvars[_t1103] == 'high_body_weight')) else (2 if (_st_cvars[_t1103] == 'parasite') else 0))
    return _t1104

# <rulerun evolution.rules: take_food #578 d483f88c>
def _loop(st, _t1093):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t1101 in st.zones[(9 + st.model.zone_instances[st.loc[_t1093]][1])]:
        if (((_st_cvars[_t1101] == 'symbiosis') and (_st_cvars[168 + _t1101] == _t1093)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1101]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1101]] >= (1 + _a835(st, _t1101)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #579 7592292e>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1094 = []
    for _t1093 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t1093] == _st_vars[0]) or ((_st_cvars[504 + _t1093] >= (1 + _a832(st, _t1093))) and (_a833(st, _t1093) >= _a834(st, _t1093))))) and (not _a836(st, _t1093))):
            _t1094.append(_t1093)
    return _t1094

# <rulerun evolution.rules: take_food #580 40d8f2e2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a837(st, L) or [])
            fr[1] = 1
            _t1105 = L[0]
            _t1106 = len(_o)
            if not _t1106: _no_option839(_t1105, 'animal to feed')
            if _t1106 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1106 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1107 = st.chooser(_t1106, _t1105)
                else:
                    _t1107 = _st_bits(_t1106.bit_length())
                    while _t1107 >= _t1106: _t1107 = _st_bits(_t1106.bit_length())
                L[1] = _o[_t1107]; st.decisions += 1
            elif _decide840(st, L, _o, _t1105): return True
            pc = 1
        if pc == 1:
            _r = _run841(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit842(_k843)
            fr[1] = 3; st.cur.append([11, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k844)

# <rulerun evolution.rules: convert_fat #581 2c37c547>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    _t1111 = 0
    for _t1110 in st.zones[(9 + st.model.zone_instances[st.loc[_t1108]][1])]:
        if (_st_cvars[84 + _t1110] == _t1108):
            _t1111 += (1 if ((_st_cvars[_t1110] == 'carnivorous') or (_st_cvars[_t1110] == 'high_body_weight')) else (2 if (_st_cvars[_t1110] == 'parasite') else 0))
    return _t1111

# <rulerun evolution.rules: convert_fat #582 35fdca22>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    _t1113 = 0
    for _t1112 in st.zones[(9 + st.model.zone_instances[st.loc[_t1108]][1])]:
        if (((_st_cvars[84 + _t1112] == _t1108) and (_st_cvars[_t1112] == 'fat_tissue')) and _st_cvars[252 + _t1112]):
            _t1113 += 1
    return _t1113

# <rulerun evolution.rules: convert_fat #583 fd841ae5>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1109 = []
    for _t1108 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t1108] == _st_vars[0]) or (_st_cvars[504 + _t1108] >= (1 + _a847(st, _t1108))))) and (_a848(st, _t1108) > 0)):
            _t1109.append(_t1108)
    return _t1109

# <rulerun evolution.rules: convert_fat #584 80132320>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1118 = 0
    for _t1117 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1117] == L[1]) and (_st_cvars[_t1117] == 'fat_tissue')) and _st_cvars[252 + _t1117]):
            _t1118 += 1
    return _t1118

# <rulerun evolution.rules: convert_fat #585 7170907a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1120 = 0
    for _t1119 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1119] == L[1]):
            _t1120 += (1 if ((_st_cvars[_t1119] == 'carnivorous') or (_st_cvars[_t1119] == 'high_body_weight')) else (2 if (_st_cvars[_t1119] == 'parasite') else 0))
    return _t1120

# <rulerun evolution.rules: convert_fat #586 638bcf24>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a849(st, L) or [])
            fr[1] = 1
            _t1114 = L[0]
            _t1115 = len(_o)
            if not _t1115: _no_option851(_t1114, 'animal to convert fat on')
            if _t1115 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1115 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1116 = st.chooser(_t1115, _t1114)
                else:
                    _t1116 = _st_bits(_t1115.bit_length())
                    while _t1116 >= _t1115: _t1116 = _st_bits(_t1115.bit_length())
                L[1] = _o[_t1116]; st.decisions += 1
            elif _decide852(st, L, _o, _t1114): return True
            pc = 1
        if pc == 1:
            _o = (_range853(1, min(_a854(st, L), ((1 + _a855(st, L)) - st.cvars[504 + L[1]]))) or [])
            fr[1] = 2
            _t1121 = L[0]
            _t1122 = len(_o)
            if not _t1122: _no_option851(_t1121, 'yellow tokens to convert')
            if _t1122 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1122 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1123 = st.chooser(_t1122, _t1121)
                else:
                    _t1123 = _st_bits(_t1122.bit_length())
                    while _t1123 >= _t1122: _t1123 = _st_bits(_t1122.bit_length())
                L[2] = _o[_t1123]; st.decisions += 1
            elif _decide857(st, L, _o, _t1121): return True
            pc = 2
        if pc == 2:
            _r = _run858(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k859)

# <rulerun evolution.rules: receive #587 f6cfd4f9>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run862(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step863(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 5
        if pc == 3:
            _r = _run864(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step865(st, fr): return True
            return None
        if pc == 5:
            _step866(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k867)

# <rulerun evolution.rules: paired_triggers #588 1910e3d4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT868[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if True:
                pc = 1
            else:
                pc = 11
        if pc == 1:
            _r = _run871(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            if _offer872(st, L, _o): return True
            pc = 3
        if pc == 3:
            _r = _run873(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run874(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit875(_k876)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run877(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit875(_k878)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit870(_k, st, _d0): raise _Runaway869()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k879)

# <rulerun evolution.rules: piracy #589 dfccbae8>
def _loop(st, _t1124):
    _st_cvars = st.cvars
    for _t1126 in st.zones[(9 + st.model.zone_instances[st.loc[_t1124]][1])]:
        if ((_st_cvars[84 + _t1126] == _t1124) and (_st_cvars[_t1126] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #590 018b0b43>
def _loop(st, _t1124):
    _st_cvars = st.cvars
    _t1129 = 0
    for _t1128 in st.zones[(9 + st.model.zone_instances[st.loc[_t1124]][1])]:
        if (_st_cvars[84 + _t1128] == _t1124):
            _t1129 += (1 if ((_st_cvars[_t1128] == 'carnivorous') or (_st_cvars[_t1128] == 'high_body_weight')) else (2 if (_st_cvars[_t1128] == 'parasite') else 0))
    return _t1129

# <rulerun evolution.rules: piracy #591 cd5f93dc>
def _loop(st, _t1124):
    _st_cvars = st.cvars
    _t1131 = 0
    for _t1130 in st.zones[(9 + st.model.zone_instances[st.loc[_t1124]][1])]:
        if (_st_cvars[84 + _t1130] == _t1124):
            _t1131 += (1 if ((_st_cvars[_t1130] == 'carnivorous') or (_st_cvars[_t1130] == 'high_body_weight')) else (2 if (_st_cvars[_t1130] == 'parasite') else 0))
    return _t1131

# <rulerun evolution.rules: piracy #592 377e42ec>
def _loop(st, _t1124):
    _st_cvars = st.cvars
    _t1133 = 0
    for _t1132 in st.zones[(9 + st.model.zone_instances[st.loc[_t1124]][1])]:
        if (((_st_cvars[84 + _t1132] == _t1124) and (_st_cvars[_t1132] == 'fat_tissue')) and _st_cvars[252 + _t1132]):
            _t1133 += 1
    return _t1133

# <rulerun evolution.rules: piracy #593 5c86442c>
def _loop(st, _t1124):
    _st_cvars = st.cvars
    _t1135 = 0
    for _t1134 in st.zones[(9 + st.model.zone_instances[st.loc[_t1124]][1])]:
        if ((_st_cvars[84 + _t1134] == _t1124) and (_st_cvars[_t1134] == 'fat_tissue')):
            _t1135 += 1
    return _t1135

# <rulerun evolution.rules: piracy #594 fa0a0784>
def _loop(st, _t1136):
    _st_cvars = st.cvars
    _t1139 = 0
    for _t1138 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1136]]][1])]:
        if (_st_cvars[84 + _t1138] == _st_cvars[84 + _t1136]):
            _t1139 += (1 if ((_st_cvars[_t1138] == 'carnivorous') or (_st_cvars[_t1138] == 'high_body_weight')) else (2 if (_st_cvars[_t1138] == 'parasite') else 0))
    return _t1139

# <rulerun evolution.rules: piracy #595 75c316b3>
def _loop(st, _t1124):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t1136 in st.zones[(9 + st.model.zone_instances[st.loc[_t1124]][1])]:
        if (((_st_cvars[_t1136] == 'symbiosis') and (_st_cvars[168 + _t1136] == _t1124)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1136]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1136]] >= (1 + _a887(st, _t1136)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #596 4ec7cae2>
def _loop(st, _t1140):
    _st_cvars = st.cvars
    _t1143 = 0
    for _t1142 in st.zones[(9 + st.model.zone_instances[st.loc[_t1140]][1])]:
        if (_st_cvars[84 + _t1142] == _t1140):
            _t1143 += (1 if ((_st_cvars[_t1142] == 'carnivorous') or (_st_cvars[_t1142] == 'high_body_weight')) else (2 if (_st_cvars[_t1142] == 'parasite') else 0))
    return _t1143

# <rulerun evolution.rules: piracy #597 3fbf5017>
def _loop(st, _t1124):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t1140 in ([_c for _i in [5 + _p for _p in _k889] for _c in st.zones[_i]] or ()):
        if ((_t1140 != _t1124) and ((not ((_st_cvars[924 + _t1140] == _st_vars[0]) or (_st_cvars[504 + _t1140] >= (1 + _a890(st, _t1140))))) and (_st_cvars[504 + _t1140] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #598 a6b78fa0>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1125 = []
    for _t1124 in st.zones[(5 + L[0])]:
        if ((((_a882(st, _t1124) and (_st_cvars[756 + _t1124] != _st_vars[0])) and (not ((_st_cvars[924 + _t1124] == _st_vars[0]) or (_st_cvars[504 + _t1124] >= (1 + _a883(st, _t1124)))))) and ((not ((_st_cvars[924 + _t1124] == _st_vars[0]) or ((_st_cvars[504 + _t1124] >= (1 + _a884(st, _t1124))) and (_a885(st, _t1124) >= _a886(st, _t1124))))) and (not _a888(st, _t1124)))) and _a891(st, _t1124)):
            _t1125.append(_t1124)
    return _t1125

# <rulerun evolution.rules: piracy #599 bb6a28c3>
def _loop(st, _t1147):
    _st_cvars = st.cvars
    _t1150 = 0
    for _t1149 in st.zones[(9 + st.model.zone_instances[st.loc[_t1147]][1])]:
        if (_st_cvars[84 + _t1149] == _t1147):
            _t1150 += (1 if ((_st_cvars[_t1149] == 'carnivorous') or (_st_cvars[_t1149] == 'high_body_weight')) else (2 if (_st_cvars[_t1149] == 'parasite') else 0))
    return _t1150

# <rulerun evolution.rules: piracy #600 6e9c708d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1148 = []
    for _t1147 in ([_c for _i in [5 + _p for _p in _k896] for _c in st.zones[_i]] or ()):
        if ((_t1147 != _l1) and ((not ((_st_cvars[924 + _t1147] == _st_vars[0]) or (_st_cvars[504 + _t1147] >= (1 + _a897(st, _t1147))))) and (_st_cvars[504 + _t1147] > 0))):
            _t1148.append(_t1147)
    return _t1148

# <rulerun evolution.rules: piracy #601 cfd2b934>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a892(st, L) or [])
            fr[1] = 1
            _t1144 = L[0]
            _t1145 = len(_o)
            if not _t1145: _no_option894(_t1144, 'pirate')
            if _t1145 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1145 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1146 = st.chooser(_t1145, _t1144)
                else:
                    _t1146 = _st_bits(_t1145.bit_length())
                    while _t1146 >= _t1145: _t1146 = _st_bits(_t1145.bit_length())
                L[1] = _o[_t1146]; st.decisions += 1
            elif _decide895(st, L, _o, _t1144): return True
            pc = 1
        if pc == 1:
            _o = (_a898(st, L) or [])
            fr[1] = 2
            _t1151 = L[0]
            _t1152 = len(_o)
            if not _t1152: _no_option894(_t1151, 'animal to rob')
            if _t1152 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1152 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1153 = st.chooser(_t1152, _t1151)
                else:
                    _t1153 = _st_bits(_t1152.bit_length())
                    while _t1153 >= _t1152: _t1153 = _st_bits(_t1152.bit_length())
                L[2] = _o[_t1153]; st.decisions += 1
            elif _decide900(st, L, _o, _t1151): return True
            pc = 2
        if pc == 2:
            _r = _run901(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit902(_k903)
            fr[1] = 4; st.cur.append([11, 0, _a]); return None
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k904)

# <rulerun evolution.rules: grazing #602 9f17eec1>
def _loop(st, _t1154):
    _st_cvars = st.cvars
    for _t1156 in st.zones[(9 + st.model.zone_instances[st.loc[_t1154]][1])]:
        if ((_st_cvars[84 + _t1156] == _t1154) and (_st_cvars[_t1156] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #603 6cebde53>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1155 = []
    for _t1154 in st.zones[(5 + L[0])]:
        if ((_a907(st, _t1154) and (_st_cvars[840 + _t1154] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1155.append(_t1154)
    return _t1155

# <rulerun evolution.rules: grazing #604 18b15b5b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a908(st, L) or [])
            fr[1] = 1
            _t1158 = L[0]
            _t1159 = len(_o)
            if not _t1159: _no_option910(_t1158, 'grazing animal')
            if _t1159 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1159 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1160 = st.chooser(_t1159, _t1158)
                else:
                    _t1160 = _st_bits(_t1159.bit_length())
                    while _t1160 >= _t1159: _t1160 = _st_bits(_t1159.bit_length())
                L[1] = _o[_t1160]; st.decisions += 1
            elif _decide911(st, L, _o, _t1158): return True
            pc = 1
        if pc == 1:
            _r = _run912(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k913)

# <rulerun evolution.rules: hibernation #605 8d07b3ec>
def _loop(st, _t1161):
    _st_cvars = st.cvars
    for _t1163 in st.zones[(9 + st.model.zone_instances[st.loc[_t1161]][1])]:
        if ((_st_cvars[84 + _t1163] == _t1161) and (_st_cvars[_t1163] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #606 5538b80c>
def _loop(st, _t1161):
    _st_cvars = st.cvars
    _t1166 = 0
    for _t1165 in st.zones[(9 + st.model.zone_instances[st.loc[_t1161]][1])]:
        if (_st_cvars[84 + _t1165] == _t1161):
            _t1166 += (1 if ((_st_cvars[_t1165] == 'carnivorous') or (_st_cvars[_t1165] == 'high_body_weight')) else (2 if (_st_cvars[_t1165] == 'parasite') else 0))
    return _t1166

# <rulerun evolution.rules: hibernation #607 dc3e8fd3>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1162 = []
    for _t1161 in st.zones[(5 + L[0])]:
        if ((((_a916(st, _t1161) and (_st_cvars[924 + _t1161] != _st_vars[0])) and (_st_cvars[924 + _t1161] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1161] == _st_vars[0]) or (_st_cvars[504 + _t1161] >= (1 + _a917(st, _t1161)))))):
            _t1162.append(_t1161)
    return _t1162

# <rulerun evolution.rules: hibernation #608 4709d9b4>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a918(st, L) or [])
            fr[1] = 1
            _t1167 = L[0]
            _t1168 = len(_o)
            if not _t1168: _no_option920(_t1167, 'animal to hibernate')
            if _t1168 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1168 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1169 = st.chooser(_t1168, _t1167)
                else:
                    _t1169 = _st_bits(_t1168.bit_length())
                    while _t1169 >= _t1168: _t1169 = _st_bits(_t1168.bit_length())
                L[1] = _o[_t1169]; st.decisions += 1
            elif _decide921(st, L, _o, _t1167): return True
            pc = 1
        if pc == 1:
            _r = _run922(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k923)

# <rulerun evolution.rules: attack_action #609 9244467d>
def _loop(st, _t1170):
    _st_cvars = st.cvars
    for _t1172 in st.zones[(9 + st.model.zone_instances[st.loc[_t1170]][1])]:
        if ((_st_cvars[84 + _t1172] == _t1170) and (_st_cvars[_t1172] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #610 58d40a92>
def _loop(st, _t1170):
    _st_cvars = st.cvars
    _t1175 = 0
    for _t1174 in st.zones[(9 + st.model.zone_instances[st.loc[_t1170]][1])]:
        if (_st_cvars[84 + _t1174] == _t1170):
            _t1175 += (1 if ((_st_cvars[_t1174] == 'carnivorous') or (_st_cvars[_t1174] == 'high_body_weight')) else (2 if (_st_cvars[_t1174] == 'parasite') else 0))
    return _t1175

# <rulerun evolution.rules: attack_action #611 77f109ef>
def _loop(st, _t1170):
    _st_cvars = st.cvars
    _t1177 = 0
    for _t1176 in st.zones[(9 + st.model.zone_instances[st.loc[_t1170]][1])]:
        if (((_st_cvars[84 + _t1176] == _t1170) and (_st_cvars[_t1176] == 'fat_tissue')) and _st_cvars[252 + _t1176]):
            _t1177 += 1
    return _t1177

# <rulerun evolution.rules: attack_action #612 6006212d>
def _loop(st, _t1170):
    _st_cvars = st.cvars
    _t1179 = 0
    for _t1178 in st.zones[(9 + st.model.zone_instances[st.loc[_t1170]][1])]:
        if ((_st_cvars[84 + _t1178] == _t1170) and (_st_cvars[_t1178] == 'fat_tissue')):
            _t1179 += 1
    return _t1179

# <rulerun evolution.rules: attack_action #613 963ebc91>
def _loop(st, _t1180):
    _st_cvars = st.cvars
    _t1183 = 0
    for _t1182 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1180]]][1])]:
        if (_st_cvars[84 + _t1182] == _st_cvars[84 + _t1180]):
            _t1183 += (1 if ((_st_cvars[_t1182] == 'carnivorous') or (_st_cvars[_t1182] == 'high_body_weight')) else (2 if (_st_cvars[_t1182] == 'parasite') else 0))
    return _t1183

# <rulerun evolution.rules: attack_action #614 6f591095>
def _loop(st, _t1170):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t1180 in st.zones[(9 + st.model.zone_instances[st.loc[_t1170]][1])]:
        if (((_st_cvars[_t1180] == 'symbiosis') and (_st_cvars[168 + _t1180] == _t1170)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1180]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1180]] >= (1 + _a930(st, _t1180)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #615 337cef13>
def _loop(st, _t1184):
    _st_cvars = st.cvars
    for _t1186 in st.zones[(9 + st.model.zone_instances[st.loc[_t1184]][1])]:
        if ((_st_cvars[84 + _t1186] == _t1184) and (_st_cvars[_t1186] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #616 334cf942>
def _loop(st, _t1170):
    _st_cvars = st.cvars
    for _t1188 in st.zones[(9 + st.model.zone_instances[st.loc[_t1170]][1])]:
        if ((_st_cvars[84 + _t1188] == _t1170) and (_st_cvars[_t1188] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #617 ec3f1b66>
def _loop(st, _t1184):
    _st_cvars = st.cvars
    for _t1192 in st.zones[(9 + st.model.zone_instances[st.loc[_t1184]][1])]:
        if ((_st_cvars[84 + _t1192] == _t1184) and (_st_cvars[_t1192] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #618 876f4aff>
def _loop(st, _t1170):
    _st_cvars = st.cvars
    for _t1194 in st.zones[(9 + st.model.zone_instances[st.loc[_t1170]][1])]:
        if ((_st_cvars[84 + _t1194] == _t1170) and (_st_cvars[_t1194] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #619 30d7a8a2>
def _loop(st, _t1184):
    _st_cvars = st.cvars
    for _t1198 in st.zones[(9 + st.model.zone_instances[st.loc[_t1184]][1])]:
        if ((_st_cvars[84 + _t1198] == _t1184) and (_st_cvars[_t1198] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #620 ea1497c7>
def _loop(st, _t1170):
    _st_cvars = st.cvars
    for _t1200 in st.zones[(9 + st.model.zone_instances[st.loc[_t1170]][1])]:
        if ((_st_cvars[84 + _t1200] == _t1170) and (_st_cvars[_t1200] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #621 ec53efe8>
def _loop(st, _t1184):
    _st_cvars = st.cvars
    for _t1204 in st.zones[(9 + st.model.zone_instances[st.loc[_t1184]][1])]:
        if ((_st_cvars[84 + _t1204] == _t1184) and (_st_cvars[_t1204] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #622 e06f8f52>
def _loop(st, _t1184):
    _st_cvars = st.cvars
    _t1207 = 0
    for _t1206 in st.zones[(9 + st.model.zone_instances[st.loc[_t1184]][1])]:
        if (_st_cvars[84 + _t1206] == _t1184):
            _t1207 += (1 if ((_st_cvars[_t1206] == 'carnivorous') or (_st_cvars[_t1206] == 'high_body_weight')) else (2 if (_st_cvars[_t1206] == 'parasite') else 0))
    return _t1207

# <rulerun evolution.rules: attack_action #623 8c4056ac>
def _loop(st, _t1184):
    _st_cvars = st.cvars
    for _t1208 in st.zones[(9 + st.model.zone_instances[st.loc[_t1184]][1])]:
        if ((_st_cvars[_t1208] == 'symbiosis') and (_st_cvars[168 + _t1208] == _t1184)):
            return True
    return False

# <rulerun evolution.rules: attack_action #624 16790cf2>
def _loop(st, _t1170):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1190 = _NOT_YET
    _t1191 = _NOT_YET
    _t1196 = _NOT_YET
    _t1197 = _NOT_YET
    _t1202 = _NOT_YET
    _t1203 = _NOT_YET
    for _t1184 in ([_c for _i in [5 + _p for _p in _k932] for _c in st.zones[_i]] or ()):
        if ((((((_t1170 != _t1184) and ((not _a933(st, _t1184)) or (_t1191 if _t1191 is not _NOT_YET else (_t1191 := (_t1190 if _t1190 is not _NOT_YET else (_t1190 := _a934(st, _t1170))))))) and ((not _a935(st, _t1184)) or (_t1197 if _t1197 is not _NOT_YET else (_t1197 := (_t1196 if _t1196 is not _NOT_YET else (_t1196 := _a936(st, _t1170))))))) and (_a937(st, _t1184) == (_t1203 if _t1203 is not _NOT_YET else (_t1203 := (_t1202 if _t1202 is not _NOT_YET else (_t1202 := _a938(st, _t1170))))))) and (not (_a939(st, _t1184) and ((_st_cvars[924 + _t1184] == _st_vars[0]) or (_st_cvars[504 + _t1184] >= (1 + _a940(st, _t1184))))))) and (not _a941(st, _t1184))):
            return True
    return False

# <rulerun evolution.rules: attack_action #625 312299f7>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1171 = []
    for _t1170 in st.zones[(5 + L[0])]:
        if (((_a926(st, _t1170) and (_st_cvars[672 + _t1170] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1170] == _st_vars[0]) or ((_st_cvars[504 + _t1170] >= (1 + _a927(st, _t1170))) and (_a928(st, _t1170) >= _a929(st, _t1170))))) and (not _a931(st, _t1170)))) and _a942(st, _t1170)):
            _t1171.append(_t1170)
    return _t1171

# <rulerun evolution.rules: attack_action #626 c3b92291>
def _loop(st, _t1213):
    _st_cvars = st.cvars
    for _t1215 in st.zones[(9 + st.model.zone_instances[st.loc[_t1213]][1])]:
        if ((_st_cvars[84 + _t1215] == _t1213) and (_st_cvars[_t1215] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #627 e9237c4d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1217 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1217] == _l1) and (_st_cvars[_t1217] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #628 a639ff5c>
def _loop(st, _t1213):
    _st_cvars = st.cvars
    for _t1221 in st.zones[(9 + st.model.zone_instances[st.loc[_t1213]][1])]:
        if ((_st_cvars[84 + _t1221] == _t1213) and (_st_cvars[_t1221] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #629 c5c46882>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1223 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1223] == _l1) and (_st_cvars[_t1223] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #630 62f458f5>
def _loop(st, _t1213):
    _st_cvars = st.cvars
    for _t1227 in st.zones[(9 + st.model.zone_instances[st.loc[_t1213]][1])]:
        if ((_st_cvars[84 + _t1227] == _t1213) and (_st_cvars[_t1227] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #631 5f327b6b>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1229 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1229] == _l1) and (_st_cvars[_t1229] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #632 fcabe9e1>
def _loop(st, _t1213):
    _st_cvars = st.cvars
    for _t1233 in st.zones[(9 + st.model.zone_instances[st.loc[_t1213]][1])]:
        if ((_st_cvars[84 + _t1233] == _t1213) and (_st_cvars[_t1233] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #633 8739490e>
def _loop(st, _t1213):
    _st_cvars = st.cvars
    _t1236 = 0
    for _t1235 in st.zones[(9 + st.model.zone_instances[st.loc[_t1213]][1])]:
        if (_st_cvars[84 + _t1235] == _t1213):
            _t1236 += (1 if ((_st_cvars[_t1235] == 'carnivorous') or (_st_cvars[_t1235] == 'high_body_weight')) else (2 if (_st_cvars[_t1235] == 'parasite') else 0))
    return _t1236

# <rulerun evolution.rules: attack_action #634 77a0247e>
def _loop(st, _t1213):
    _st_cvars = st.cvars
    for _t1237 in st.zones[(9 + st.model.zone_instances[st.loc[_t1213]][1])]:
        if ((_st_cvars[_t1237] == 'symbiosis') and (_st_cvars[168 + _t1237] == _t1213)):
            return True
    return False

# <rulerun evolution.rules: attack_action #635 f6bc5e45>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1219 = _NOT_YET
    _t1220 = _NOT_YET
    _t1225 = _NOT_YET
    _t1226 = _NOT_YET
    _t1231 = _NOT_YET
    _t1232 = _NOT_YET
    _t1214 = []
    for _t1213 in ([_c for _i in [5 + _p for _p in _k947] for _c in st.zones[_i]] or ()):
        if ((((((_l1 != _t1213) and ((not _a948(st, _t1213)) or (_t1220 if _t1220 is not _NOT_YET else (_t1220 := (_t1219 if _t1219 is not _NOT_YET else (_t1219 := _a949(st, L))))))) and ((not _a950(st, _t1213)) or (_t1226 if _t1226 is not _NOT_YET else (_t1226 := (_t1225 if _t1225 is not _NOT_YET else (_t1225 := _a951(st, L))))))) and (_a952(st, _t1213) == (_t1232 if _t1232 is not _NOT_YET else (_t1232 := (_t1231 if _t1231 is not _NOT_YET else (_t1231 := _a953(st, L))))))) and (not (_a954(st, _t1213) and ((_st_cvars[924 + _t1213] == _st_vars[0]) or (_st_cvars[504 + _t1213] >= (1 + _a955(st, _t1213))))))) and (not _a956(st, _t1213))):
            _t1214.append(_t1213)
    return _t1214

# <rulerun evolution.rules: attack_action #636 bd79abdc>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a943(st, L) or [])
            fr[1] = 1
            _t1210 = L[0]
            _t1211 = len(_o)
            if not _t1211: _no_option945(_t1210, 'attacker')
            if _t1211 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1211 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1212 = st.chooser(_t1211, _t1210)
                else:
                    _t1212 = _st_bits(_t1211.bit_length())
                    while _t1212 >= _t1211: _t1212 = _st_bits(_t1211.bit_length())
                L[1] = _o[_t1212]; st.decisions += 1
            elif _decide946(st, L, _o, _t1210): return True
            pc = 1
        if pc == 1:
            _o = (_a957(st, L) or [])
            fr[1] = 2
            _t1239 = L[0]
            _t1240 = len(_o)
            if not _t1240: _no_option945(_t1239, 'target')
            if _t1240 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1240 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1241 = st.chooser(_t1240, _t1239)
                else:
                    _t1241 = _st_bits(_t1240.bit_length())
                    while _t1241 >= _t1240: _t1241 = _st_bits(_t1240.bit_length())
                L[2] = _o[_t1241]; st.decisions += 1
            elif _decide959(st, L, _o, _t1239): return True
            pc = 2
        if pc == 2:
            _a = [L[1], L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit960(_k961)
            fr[1] = 3; st.cur.append([17, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k962)

# <rulerun evolution.rules: hunt #637 eda37e19>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run965(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step966(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run967(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit968(_k969)
            fr[1] = 5; st.cur.append([11, 0, _a]); return None
        if pc == 5:
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit968(_k970)
            fr[1] = 6; st.cur.append([11, 0, _a]); return None
        if pc == 6:
            _r = _run971(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step972(st, fr): return True
            return None
        if pc == 8:
            _step973(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k974)

# <rulerun evolution.rules: scavenge #638 eb2e4e8b>
def _loop(st, L):
    _t1245 = (L[4] or ())
    _budget982[0] -= len(_t1245)
    if _budget982[0] < 0: _spent983(st)
    for _t1246 in _t1245:
        return _t1246
    return None

# <rulerun evolution.rules: scavenge #639 d6cca31f>
def _loop(st, L):
    _t1242 = (L[4] or ())
    _budget980[0] -= len(_t1242)
    if _budget980[0] < 0: _spent981(st)
    _t1248 = _NOT_YET
    _t1244 = []
    for _t1243 in _t1242:
        if ((not False) or (_t1243 == (_t1248 if _t1248 is not _NOT_YET else (_t1248 := _a984(st, L))))):
            _t1244.append(_t1243)
    return _t1244

# <rulerun evolution.rules: scavenge #640 1ae42eac>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT975[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o978[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run979(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a985(st, L) or [])
            fr[1] = 5
            _t1249 = L[3]
            _t1250 = len(_o)
            if not _t1250: _no_option987(_t1249, 'scavenger to feed')
            if _t1250 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1250 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1251 = st.chooser(_t1250, _t1249)
                else:
                    _t1251 = _st_bits(_t1250.bit_length())
                    while _t1251 >= _t1250: _t1251 = _st_bits(_t1250.bit_length())
                L[5] = _o[_t1251]; st.decisions += 1
            elif _decide988(st, L, _o, _t1249): return True
            pc = 5
        if pc == 5:
            _r = _run989(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit990(_k991)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            _r = _run992(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit977(_k, st, _d0): raise _Runaway976()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k993)

# <rulerun evolution.rules: drop_trait #641 fdaca4b2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run996(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k997)

# <rulerun evolution.rules: remove_animal #642 8ae5e796>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1000(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1001)

# <rulerun evolution.rules: extinction_and_new_cards #643 2098c169>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1004(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1005)

# <rulerun evolution.rules: deal #644 7241d0d5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1008(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1009)

# <rulerun evolution.rules: game_end #645 d037df80>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1012(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1013)

# <rulerun evolution.rules: final_scoring #646 83dc8402>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1016(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1017)

# <rulerun evolution.rules: on after feed #647 23bf1537>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], L[1], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1020(_k1021)
            fr[1] = 1; st.cur.append([12, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1022)

# <rulerun evolution.rules: on before attack #648 629f6724>
def _loop(st, _t1252):
    _st_cvars = st.cvars
    for _t1254 in st.zones[(9 + st.model.zone_instances[st.loc[_t1252]][1])]:
        if ((_st_cvars[84 + _t1254] == _t1252) and (_st_cvars[_t1254] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #649 63c45094>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1256 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1256] == _l0) and (_st_cvars[_t1256] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #650 dbe4bce7>
def _loop(st, _t1252):
    _st_cvars = st.cvars
    for _t1260 in st.zones[(9 + st.model.zone_instances[st.loc[_t1252]][1])]:
        if ((_st_cvars[84 + _t1260] == _t1252) and (_st_cvars[_t1260] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #651 6733a57b>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1262 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1262] == _l0) and (_st_cvars[_t1262] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #652 df364b01>
def _loop(st, _t1252):
    _st_cvars = st.cvars
    for _t1266 in st.zones[(9 + st.model.zone_instances[st.loc[_t1252]][1])]:
        if ((_st_cvars[84 + _t1266] == _t1252) and (_st_cvars[_t1266] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #653 7d59074b>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1268 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1268] == _l0) and (_st_cvars[_t1268] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #654 f311898e>
def _loop(st, _t1252):
    _st_cvars = st.cvars
    for _t1272 in st.zones[(9 + st.model.zone_instances[st.loc[_t1252]][1])]:
        if ((_st_cvars[84 + _t1272] == _t1252) and (_st_cvars[_t1272] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #655 af1b8b7d>
def _loop(st, _t1252):
    _st_cvars = st.cvars
    _t1275 = 0
    for _t1274 in st.zones[(9 + st.model.zone_instances[st.loc[_t1252]][1])]:
        if (_st_cvars[84 + _t1274] == _t1252):
            _t1275 += (1 if ((_st_cvars[_t1274] == 'carnivorous') or (_st_cvars[_t1274] == 'high_body_weight')) else (2 if (_st_cvars[_t1274] == 'parasite') else 0))
    return _t1275

# <rulerun evolution.rules: on before attack #656 1eb197ec>
def _loop(st, _t1252):
    _st_cvars = st.cvars
    for _t1276 in st.zones[(9 + st.model.zone_instances[st.loc[_t1252]][1])]:
        if ((_st_cvars[_t1276] == 'symbiosis') and (_st_cvars[168 + _t1276] == _t1252)):
            return True
    return False

# <rulerun evolution.rules: on before attack #657 db15ea77>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1258 = _NOT_YET
    _t1259 = _NOT_YET
    _t1264 = _NOT_YET
    _t1265 = _NOT_YET
    _t1270 = _NOT_YET
    _t1271 = _NOT_YET
    _t1253 = []
    for _t1252 in st.zones[(5 + L[4])]:
        if (((_t1252 != _l1) and (_t1252 != _l0)) and ((((((_l0 != _t1252) and ((not _a1031(st, _t1252)) or (_t1259 if _t1259 is not _NOT_YET else (_t1259 := (_t1258 if _t1258 is not _NOT_YET else (_t1258 := _a1032(st, L))))))) and ((not _a1033(st, _t1252)) or (_t1265 if _t1265 is not _NOT_YET else (_t1265 := (_t1264 if _t1264 is not _NOT_YET else (_t1264 := _a1034(st, L))))))) and (_a1035(st, _t1252) == (_t1271 if _t1271 is not _NOT_YET else (_t1271 := (_t1270 if _t1270 is not _NOT_YET else (_t1270 := _a1036(st, L))))))) and (not (_a1037(st, _t1252) and ((_st_cvars[924 + _t1252] == _st_vars[0]) or (_st_cvars[504 + _t1252] >= (1 + _a1038(st, _t1252))))))) and (not _a1039(st, _t1252)))):
            _t1253.append(_t1252)
    return _t1253

# <rulerun evolution.rules: on before attack #658 987360c2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1282 = []
    for _t1281 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1281] == L[1]) or (_st_cvars[168 + _t1281] == L[1])):
            _t1282.append(_t1281)
    return _t1282

# <rulerun evolution.rules: on before attack #659 b2e0669f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1023[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1026(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 17
        if pc == 2:
            _r = _run1027(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            if _offer1028(st, L, _o): return True
            pc = 4
        if pc == 4:
            _r = _run1029(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run1030(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 8:
            if (L[6] == 'mimicry'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_a1040(st, L) or [])
            fr[1] = 10
            _t1278 = L[4]
            _t1279 = len(_o)
            if not _t1279: _no_option1042(_t1278, 'mimicry: the new target')
            if _t1279 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1279 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1280 = st.chooser(_t1279, _t1278)
                else:
                    _t1280 = _st_bits(_t1279.bit_length())
                    while _t1280 >= _t1279: _t1280 = _st_bits(_t1279.bit_length())
                L[7] = _o[_t1280]; st.decisions += 1
            elif _decide1043(st, L, _o, _t1278): return True
            pc = 10
        if pc == 10:
            _r = _run1044(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a1045(st, L) or [])
            fr[1] = 13
            _t1283 = L[4]
            _t1284 = len(_o)
            if not _t1284: _no_option1042(_t1283, 'tail loss: trait to drop')
            if _t1284 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1284 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1285 = st.chooser(_t1284, _t1283)
                else:
                    _t1285 = _st_bits(_t1284.bit_length())
                    while _t1285 >= _t1284: _t1285 = _st_bits(_t1284.bit_length())
                L[8] = _o[_t1285]; st.decisions += 1
            elif _decide1047(st, L, _o, _t1283): return True
            pc = 13
        if pc == 13:
            _r = _run1048(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1049(_k1050)
            fr[1] = 15; st.cur.append([11, 0, _a]); return None
        if pc == 15:
            _r = _run1051(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1025(_k, st, _d0): raise _Runaway1024()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1052)

# <rulerun evolution.rules: on after attack #660 c083abe7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1055(_k1056)
            fr[1] = 1; st.cur.append([18, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1057)

# <rulerun evolution.rules: play #661 2f859896>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1058[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1061(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1062(_k1063)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit1060(_k, st, _d0): raise _Runaway1059()
                continue
        if pc == 3:
            _r = _run1064(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1065(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1066)

# <rulerun evolution.rules: development #662 playout f7515d70>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1070)
    L[0] = []
    _t1286 = 0; _t1287 = st.decisions
    while (len((L[0] or ())) < 4):
        _t1286 += 1
        if _t1286 > _LIMIT1071[0] and _over_limit1072(_t1286, st, _t1287): raise _Runaway1073()
        for _t1288 in (_o1074[st.vars[1]] or []):
            L[3] = _t1288
            if not ((not (_t1288 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t1288)]):
                if _st_log is not None: _st_log.append(_Text1077(_audience1075(st), [_PlayerRef1076(_t1288), ' has no cards and passes']))
                L[0] = (L[0] + [_t1288])
                if len(L[0]) > 1000000: _too_long1078(L[0])
            else:
                _t1289 = _st_zones[(1 + _t1288)]
                if _offer1080(st, L, _t1289[:]): raise _PlayoutCut1079()
                if (L[4] is None):
                    L[0] = _joined1081(L[0], [_t1288])
                else:
                    if _p1082(st, [_t1288, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: play_turn #663 12637127>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1069(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1083(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1084(_k1085)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run1086(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1084(_k1087)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run1088(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1089)

# <rulerun evolution.rules: development #664 65110a9d>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1090[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1093)
            _r = _run1094(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region1095(st, L)
            if _r is None:
                pc = 15
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            if (len((L[0] or ())) < 4):
                pc = 3
            else:
                pc = 15
        if pc == 3:
            L[1] = (_o1096[st.vars[1]] or []); L[2] = 0
            pc = 4
        if pc == 4:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 14
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                if (not (L[3] in (L[0] or ()))):
                    pc = 5; break
            L[2] = _i
        if pc == 5:
            if (not _st_zones[(1 + L[3])]):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run1097(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer1098(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run1099(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p1100(st, [L[3], L[4], None, None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[3], L[4], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1101(_k1102)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit1092(_k, st, _d0): raise _Runaway1091()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit1092(_k, st, _d0): raise _Runaway1091()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1103)

# <rulerun evolution.rules: play_card #665 361c1fd9>
def _loop(st, _t1293):
    _st_cvars = st.cvars
    for _t1295 in st.zones[(9 + st.model.zone_instances[st.loc[_t1293]][1])]:
        if ((_st_cvars[84 + _t1295] == _t1293) and (_st_cvars[_t1295] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #666 bb22b592>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t1294 = []
    for _t1293 in ([_c for _i in [5 + _p for _p in _k1112] for _c in st.zones[_i]] or ()):
        if ((st.model.zone_instances[_st_loc[_t1293]][1] != _l0) and (not _a1113(st, _t1293))):
            _t1294.append(_t1293)
    return _t1294

# <rulerun evolution.rules: play_card #667 634b2227>
def _loop(st, L, _t1300, _t1304):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1305 in st.zones[(9 + st.model.zone_instances[st.loc[_t1300]][1])]:
        if ((_st_cvars[_t1305] == _l3) and (((_st_cvars[84 + _t1305] == _t1300) and (_st_cvars[168 + _t1305] == _t1304)) or ((_st_cvars[84 + _t1305] == _t1304) and (_st_cvars[168 + _t1305] == _t1300)))):
            return True
    return False

# <rulerun evolution.rules: play_card #668 ff80e9f5>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1301 = []
    for _t1300 in _st_zones[(5 + _l0)]:
        _t1303 = _st_zones[(5 + _l0)]
        _budget1118[0] -= len(_t1303)
        if _budget1118[0] < 0: _spent1119(st)
        _t1302 = False
        for _t1304 in _t1303:
            if ((_t1300 != _t1304) and (not _a1120(st, L, _t1300, _t1304))):
                _t1302 = True
                break
        if _t1302:
            _t1301.append(_t1300)
    return _t1301

# <rulerun evolution.rules: play_card #669 ddd75cdc>
def _loop(st, L, _t1310):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1312 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1312] == _l3) and (((_st_cvars[84 + _t1312] == _l5) and (_st_cvars[168 + _t1312] == _t1310)) or ((_st_cvars[84 + _t1312] == _t1310) and (_st_cvars[168 + _t1312] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #670 fbea0db4>
def _loop(st, L):
    _l5 = L[5]
    _t1311 = []
    for _t1310 in st.zones[(5 + L[0])]:
        if ((_l5 != _t1310) and (not _a1124(st, L, _t1310))):
            _t1311.append(_t1310)
    return _t1311

# <rulerun evolution.rules: play_card #671 201626ff>
def _loop(st, L, _t1320):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1322 in st.zones[(9 + st.model.zone_instances[st.loc[_t1320]][1])]:
        if ((_st_cvars[84 + _t1322] == _t1320) and (_st_cvars[_t1322] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #672 c106ad4a>
def _loop(st, _t1320):
    _st_cvars = st.cvars
    for _t1324 in st.zones[(9 + st.model.zone_instances[st.loc[_t1320]][1])]:
        if ((_st_cvars[84 + _t1324] == _t1320) and (_st_cvars[_t1324] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #673 95d0af74>
def _loop(st, _t1320):
    _st_cvars = st.cvars
    for _t1326 in st.zones[(9 + st.model.zone_instances[st.loc[_t1320]][1])]:
        if ((_st_cvars[84 + _t1326] == _t1320) and (_st_cvars[_t1326] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #674 971ad0e1>
def _loop(st, L):
    _l3 = L[3]
    _t1321 = []
    for _t1320 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a1133(st, L, _t1320))) and (not ((_l3 == 'scavenger') and _a1134(st, _t1320)))) and (not ((_l3 == 'carnivorous') and _a1135(st, _t1320)))):
            _t1321.append(_t1320)
    return _t1321

# <rulerun evolution.rules: play_card #675 d420a1cd>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1106(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1290 = L[0]
            _t1291 = len(_o)
            if not _t1291: _no_option1108(_t1290, 'play it as')
            if _t1291 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1291 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1292 = st.chooser(_t1291, _t1290)
                else:
                    _t1292 = _st_bits(_t1291.bit_length())
                    while _t1292 >= _t1291: _t1292 = _st_bits(_t1291.bit_length())
                L[3] = _o[_t1292]; st.decisions += 1
            elif _decide1109(st, L, _o, _t1290): return True
            pc = 2
        if pc == 2:
            _r = _run1110(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region1111(st, L)
            if _r is None:
                pc = 19
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 3:
            if (L[3] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_a1114(st, L) or [])
            fr[1] = 5
            _t1297 = L[0]
            _t1298 = len(_o)
            if not _t1298: _no_option1108(_t1297, 'animal to put the parasite on')
            if _t1298 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1298 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1299 = st.chooser(_t1298, _t1297)
                else:
                    _t1299 = _st_bits(_t1298.bit_length())
                    while _t1299 >= _t1298: _t1299 = _st_bits(_t1298.bit_length())
                L[4] = _o[_t1299]; st.decisions += 1
            elif _decide1116(st, L, _o, _t1297): return True
            pc = 5
        if pc == 5:
            _r = _run1117(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 7:
            if (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
                pc = 8
            else:
                pc = 17
        if pc == 8:
            _o = (_a1121(st, L) or [])
            fr[1] = 9
            _t1307 = L[0]
            _t1308 = len(_o)
            if not _t1308: _no_option1108(_t1307, 'first animal of the pair')
            if _t1308 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1308 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1309 = st.chooser(_t1308, _t1307)
                else:
                    _t1309 = _st_bits(_t1308.bit_length())
                    while _t1309 >= _t1308: _t1309 = _st_bits(_t1308.bit_length())
                L[5] = _o[_t1309]; st.decisions += 1
            elif _decide1123(st, L, _o, _t1307): return True
            pc = 9
        if pc == 9:
            _o = (_a1125(st, L) or [])
            fr[1] = 10
            _t1314 = L[0]
            _t1315 = len(_o)
            if not _t1315: _no_option1108(_t1314, 'second animal of the pair')
            if _t1315 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1315 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1316 = st.chooser(_t1315, _t1314)
                else:
                    _t1316 = _st_bits(_t1315.bit_length())
                    while _t1316 >= _t1315: _t1316 = _st_bits(_t1315.bit_length())
                L[6] = _o[_t1316]; st.decisions += 1
            elif _decide1127(st, L, _o, _t1314): return True
            pc = 10
        if pc == 10:
            _r = _run1128(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'symbiosis'):
                pc = 12
            else:
                pc = 15
        if pc == 12:
            _o = [L[5], L[6]]
            fr[1] = 13
            _t1317 = L[0]
            _t1318 = len(_o)
            if not _t1318: _no_option1108(_t1317, 'the symbiont')
            if _t1318 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1318 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1319 = st.chooser(_t1318, _t1317)
                else:
                    _t1319 = _st_bits(_t1318.bit_length())
                    while _t1319 >= _t1318: _t1319 = _st_bits(_t1318.bit_length())
                L[7] = _o[_t1319]; st.decisions += 1
            elif _decide1130(st, L, _o, _t1317): return True
            pc = 13
        if pc == 13:
            _r = _run1131(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run1132(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a1136(st, L) or [])
            fr[1] = 18
            _t1328 = L[0]
            _t1329 = len(_o)
            if not _t1329: _no_option1108(_t1328, 'animal to give it to')
            if _t1329 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1329 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1330 = st.chooser(_t1329, _t1328)
                else:
                    _t1330 = _st_bits(_t1329.bit_length())
                    while _t1330 >= _t1329: _t1330 = _st_bits(_t1329.bit_length())
                L[8] = _o[_t1330]; st.decisions += 1
            elif _decide1138(st, L, _o, _t1328): return True
            pc = 18
        if pc == 18:
            _r = _run1139(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1140)

# <rulerun evolution.rules: convert_fat #676 18fa35e2>
def _loop(st, _t1335):
    _st_cvars = st.cvars
    _t1338 = 0
    for _t1337 in st.zones[(9 + st.model.zone_instances[st.loc[_t1335]][1])]:
        if (_st_cvars[84 + _t1337] == _t1335):
            _t1338 += (1 if ((_st_cvars[_t1337] == 'carnivorous') or (_st_cvars[_t1337] == 'high_body_weight')) else (2 if (_st_cvars[_t1337] == 'parasite') else 0))
    return _t1338

# <rulerun evolution.rules: convert_fat #677 f563ec05>
def _loop(st, _t1335):
    _st_cvars = st.cvars
    _t1340 = 0
    for _t1339 in st.zones[(9 + st.model.zone_instances[st.loc[_t1335]][1])]:
        if (((_st_cvars[84 + _t1339] == _t1335) and (_st_cvars[_t1339] == 'fat_tissue')) and _st_cvars[252 + _t1339]):
            _t1340 += 1
    return _t1340

# <rulerun evolution.rules: convert_fat #678 8efa52fe>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1336 = []
    for _t1335 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t1335] == _st_vars[0]) or (_st_cvars[504 + _t1335] >= (1 + _a1156(st, _t1335))))) and (_a1157(st, _t1335) > 0)):
            _t1336.append(_t1335)
    return _t1336

# <rulerun evolution.rules: convert_fat #679 341d78ad>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1346 = 0
    for _t1345 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1345] == L[1]) and (_st_cvars[_t1345] == 'fat_tissue')) and _st_cvars[252 + _t1345]):
            _t1346 += 1
    return _t1346

# <rulerun evolution.rules: convert_fat #680 32a3323f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1348 = 0
    for _t1347 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1347] == L[1]):
            _t1348 += (1 if ((_st_cvars[_t1347] == 'carnivorous') or (_st_cvars[_t1347] == 'high_body_weight')) else (2 if (_st_cvars[_t1347] == 'parasite') else 0))
    return _t1348

# <rulerun evolution.rules: convert_fat #681 d4e34163>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1354 = 0
    for _t1353 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1353] == L[1]):
            _t1354 += (1 if ((_st_cvars[_t1353] == 'carnivorous') or (_st_cvars[_t1353] == 'high_body_weight')) else (2 if (_st_cvars[_t1353] == 'parasite') else 0))
    return _t1354

# <rulerun evolution.rules: convert_fat #682 playout 5ce1e960>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t1334 = (_a1158(st, L) or [])
    _t1341 = _l0
    _t1342 = len(_t1334)
    if not _t1342: _no_option1161(_t1341, 'animal to convert fat on')
    if _t1342 <= 1 and _st_log is None:
        L[1] = _t1334[0] if _t1342 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1343 = st.chooser(_t1342, _t1341)
        else:
            _t1343 = _st_bits(_t1342.bit_length())
            while _t1343 >= _t1342: _t1343 = _st_bits(_t1342.bit_length())
        L[1] = _t1334[_t1343]; st.decisions += 1
    elif _decide1162(st, L, _t1334, _t1341): raise _PlayoutCut1159()
    _t1344 = (_range1163(1, min(_a1164(st, L), ((1 + _a1165(st, L)) - _st_cvars[504 + L[1]]))) or [])
    _t1349 = _l0
    _t1350 = len(_t1344)
    if not _t1350: _no_option1161(_t1349, 'yellow tokens to convert')
    if _t1350 <= 1 and _st_log is None:
        L[2] = _t1344[0] if _t1350 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1351 = st.chooser(_t1350, _t1349)
        else:
            _t1351 = _st_bits(_t1350.bit_length())
            while _t1351 >= _t1350: _t1351 = _st_bits(_t1350.bit_length())
        L[2] = _t1344[_t1351]; st.decisions += 1
    elif _decide1167(st, L, _t1344, _t1349): raise _PlayoutCut1159()
    L[3] = L[2]
    for _t1352 in st.zones[(9 + _l0)][:]:
        L[6] = _t1352
        if not ((((_st_cvars[84 + _t1352] == L[1]) and _st_cvars[252 + _t1352]) and (L[3] > 0))): continue
        _st_cvars[252 + _t1352] = False
        L[3] = L[3] - 1
    _st_cvars[504 + L[1]] = _st_cvars[504 + L[1]] + L[2]
    if _st_log is not None: _st_log.append(_Text1172(_audience1168(st), [_PlayerRef1169(_l0), ' converts ', _plain1170(L[2]), ' fat on animal ', _plain1170(_st_cvars[420 + L[1]]), ' into food (food ', _plain1170(_st_cvars[504 + L[1]]), '/', _plain1170((1 + _a1171(st, L))), ')']))

# <rulerun evolution.rules: grazing #683 c8190b6f>
def _loop(st, _t1356):
    _st_cvars = st.cvars
    for _t1358 in st.zones[(9 + st.model.zone_instances[st.loc[_t1356]][1])]:
        if ((_st_cvars[84 + _t1358] == _t1356) and (_st_cvars[_t1358] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #684 deb97c37>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1357 = []
    for _t1356 in st.zones[(5 + L[0])]:
        if ((_a1176(st, _t1356) and (_st_cvars[840 + _t1356] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1357.append(_t1356)
    return _t1357

# <rulerun evolution.rules: grazing #685 playout ccafa033>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t1355 = (_a1177(st, L) or [])
    _t1360 = _l0
    _t1361 = len(_t1355)
    if not _t1361: _no_option1180(_t1360, 'grazing animal')
    if _t1361 <= 1 and _st_log is None:
        L[1] = _t1355[0] if _t1361 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1362 = st.chooser(_t1361, _t1360)
        else:
            _t1362 = _st_bits(_t1361.bit_length())
            while _t1362 >= _t1361: _t1362 = _st_bits(_t1361.bit_length())
        L[1] = _t1355[_t1362]; st.decisions += 1
    elif _decide1181(st, L, _t1355, _t1360): raise _PlayoutCut1178()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text1185(_audience1182(st), ['Grazing: ', _PlayerRef1183(_l0), "'s animal ", _plain1184(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain1184(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #686 5655ff98>
def _loop(st, _t1364):
    _st_cvars = st.cvars
    for _t1366 in st.zones[(9 + st.model.zone_instances[st.loc[_t1364]][1])]:
        if ((_st_cvars[84 + _t1366] == _t1364) and (_st_cvars[_t1366] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #687 7bb29283>
def _loop(st, _t1364):
    _st_cvars = st.cvars
    _t1369 = 0
    for _t1368 in st.zones[(9 + st.model.zone_instances[st.loc[_t1364]][1])]:
        if (_st_cvars[84 + _t1368] == _t1364):
            _t1369 += (1 if ((_st_cvars[_t1368] == 'carnivorous') or (_st_cvars[_t1368] == 'high_body_weight')) else (2 if (_st_cvars[_t1368] == 'parasite') else 0))
    return _t1369

# <rulerun evolution.rules: hibernation #688 b14138df>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1365 = []
    for _t1364 in st.zones[(5 + L[0])]:
        if ((((_a1188(st, _t1364) and (_st_cvars[924 + _t1364] != _st_vars[0])) and (_st_cvars[924 + _t1364] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1364] == _st_vars[0]) or (_st_cvars[504 + _t1364] >= (1 + _a1189(st, _t1364)))))):
            _t1365.append(_t1364)
    return _t1365

# <rulerun evolution.rules: hibernation #689 playout 356436e7>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t1363 = (_a1190(st, L) or [])
    _t1370 = _l0
    _t1371 = len(_t1363)
    if not _t1371: _no_option1193(_t1370, 'animal to hibernate')
    if _t1371 <= 1 and _st_log is None:
        L[1] = _t1363[0] if _t1371 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1372 = st.chooser(_t1371, _t1370)
        else:
            _t1372 = _st_bits(_t1371.bit_length())
            while _t1372 >= _t1371: _t1372 = _st_bits(_t1371.bit_length())
        L[1] = _t1363[_t1372]; st.decisions += 1
    elif _decide1194(st, L, _t1363, _t1370): raise _PlayoutCut1191()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text1198(_audience1195(st), ['Hibernation: ', _PlayerRef1196(_l0), "'s animal ", _plain1197(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #690 7e4f4a9b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1141[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1144(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 25
        if pc == 2:
            _r = _run1145(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1331 = L[0]
            _t1332 = len(_o)
            if not _t1332: _no_option1147(_t1331, 'feeding action')
            if _t1332 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1332 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1333 = st.chooser(_t1332, _t1331)
                else:
                    _t1333 = _st_bits(_t1332.bit_length())
                    while _t1333 >= _t1332: _t1333 = _st_bits(_t1332.bit_length())
                L[3] = _o[_t1333]; st.decisions += 1
            elif _decide1148(st, L, _o, _t1331): return True
            pc = 4
        if pc == 4:
            _r = _run1149(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run1150(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit1151(_k1152)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run1153(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit1151(_k1154)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run1155(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1173(st, [L[0], None, None, None, None, None, None]) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1151(_k1174)
                fr[1] = 16; st.cur.append([10, 0, _a]); return None
        if pc == 16:
            pc = 24
        if pc == 17:
            if (L[3] == 'piracy'):
                pc = 18
            else:
                pc = 20
        if pc == 18:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit1151(_k1175)
            fr[1] = 19; st.cur.append([13, 0, _a]); return None
        if pc == 19:
            pc = 24
        if pc == 20:
            if (L[3] == 'grazing'):
                pc = 21
            else:
                pc = 23
        if pc == 21:
            if st.thread_player == st.inline_thread:
                if _p1186(st, [L[0], None]) == 3: return True
                pc = 22
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1151(_k1187)
                fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            if st.thread_player == st.inline_thread:
                if _p1199(st, [L[0], None]) == 3: return True
                pc = 24
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1151(_k1200)
                fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1143(_k, st, _d0): raise _Runaway1142()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1201)

# <rulerun evolution.rules: play #691 810dcc37>
def _loop(st, p):
    _st_cvars = st.cvars
    _t1374 = 0
    for _t1373 in st.zones[(9 + p)]:
        _t1374 += (1 + (1 if ((_st_cvars[_t1373] == 'carnivorous') or (_st_cvars[_t1373] == 'high_body_weight')) else (2 if (_st_cvars[_t1373] == 'parasite') else 0)))
    return _t1374

# <rulerun evolution.rules: rank #692 4b49e57c>
def _native(st, p):
    _st_zones = st.zones
    return (((2 * len(_st_zones[(5 + p)])) + _a1202(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #693 be78e751>
def _loop(st, _t1375):
    _st_cvars = st.cvars
    _t1378 = 0
    for _t1377 in st.zones[(9 + st.model.zone_instances[st.loc[_t1375]][1])]:
        if (_st_cvars[84 + _t1377] == _t1375):
            _t1378 += (1 + (1 if ((_st_cvars[_t1377] == 'carnivorous') or (_st_cvars[_t1377] == 'high_body_weight')) else (2 if (_st_cvars[_t1377] == 'parasite') else 0)))
    return _t1378

# <rulerun evolution.rules: play #694 498d81d3>
def _loop(st, _t1375):
    _st_cvars = st.cvars
    _t1380 = 0
    for _t1379 in st.zones[(9 + st.model.zone_instances[st.loc[_t1375]][1])]:
        if (_st_cvars[84 + _t1379] == _t1375):
            _t1380 += (1 if ((_st_cvars[_t1379] == 'carnivorous') or (_st_cvars[_t1379] == 'high_body_weight')) else (2 if (_st_cvars[_t1379] == 'parasite') else 0))
    return _t1380

# <rulerun evolution.rules: play #695 95a2f20a>
def _loop(st, _t1375):
    _st_cvars = st.cvars
    _t1382 = 0
    for _t1381 in st.zones[(9 + st.model.zone_instances[st.loc[_t1375]][1])]:
        if (_st_cvars[84 + _t1381] == _t1375):
            _t1382 += (1 + (1 if ((_st_cvars[_t1381] == 'carnivorous') or (_st_cvars[_t1381] == 'high_body_weight')) else (2 if (_st_cvars[_t1381] == 'parasite') else 0)))
    return _t1382

# <rulerun evolution.rules: play #696 e0fd84f2>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1376 = 0
    for _t1375 in st.zones[(5 + p)]:
        _t1376 += (0 if _st_cvars[588 + _t1375] else (_times1203(2, (2 + _a1204(st, _t1375))) if ((_st_cvars[924 + _t1375] == _st_vars[0]) or (_st_cvars[504 + _t1375] >= (1 + _a1205(st, _t1375)))) else (2 + _a1206(st, _t1375))))
    return _t1376

# <rulerun evolution.rules: rank #697 e0d5feae>
def _native(st, p):
    return (_a1207(st, p), len(st.zones[(13 + p)]), )

