# <rulerun evolution.rules: play_turn #0 47b01917>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = (_t0 if -1000000000000000000 <= (_t0 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond0(_t0))
    _st_vars[2] = (not _st_zones[0])
    if _st_vars[2]:
        if _st_log is not None: _st_log.append(_Text4(_audience1(st), ['Turn ', _plain2(_st_vars[0]), ' (the last turn: the deck is empty); ', _PlayerRef3(_st_vars[1]), ' is the first player']))
    else:
        if _st_log is not None: _st_log.append(_Text4(_audience1(st), ['Turn ', _plain2(_st_vars[0]), ': ', _PlayerRef3(_st_vars[1]), ' is the first player; ', _plain2(len(_st_zones[0])), ' cards in the deck']))

# <rulerun evolution.rules: play_turn #1 f441e29b>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k5)
    _st_vars[3] = ((_roll6(st, 1, 6) + 2) if (4 == 2) else (_roll6(st, 2, 6) if (4 == 3) else ((_roll6(st, 2, 6) + 2) if (4 == 4) else ((_roll6(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll6(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll6(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll6(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _st_log is not None: _st_log.append(_Text10(_audience7(st), [_PlayerRef8(_st_vars[1]), ' rolls the food base: ', _plain9(_st_vars[3]), ' red tokens']))

# <rulerun evolution.rules: play_turn #2 6b58cc2e>
def _loop(st, _t3):
    _st_cvars = st.cvars
    _t5 = 0
    for _t4 in st.zones[(9 + st.model.zone_instances[st.loc[_t3]][1])]:
        if (_st_cvars[84 + _t4] == _t3):
            _t5 += (1 if ((_st_cvars[_t4] == 'carnivorous') or (_st_cvars[_t4] == 'high_body_weight')) else (2 if (_st_cvars[_t4] == 'parasite') else 0))
    return _t5

# <rulerun evolution.rules: play_turn #3 553ba71c>
def _loop(st, _i2l0):
    _st_cvars = st.cvars
    _t12 = []
    for _t11 in st.zones[(9 + st.model.zone_instances[st.loc[_i2l0]][1])]:
        if ((_st_cvars[84 + _t11] == _i2l0) or (_st_cvars[168 + _t11] == _i2l0)):
            _t12.append(_t11)
    return _t12

# <rulerun evolution.rules: play_turn #4 e2dcbdea>
def _loop(st):
    for _t22 in (_k24 or ()):
        if (st.vars[7 + _t22] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #5 2bb13437>
def _loop(st, _t32):
    _st_cvars = st.cvars
    _t34 = 0
    for _t33 in st.zones[(9 + st.model.zone_instances[st.loc[_t32]][1])]:
        if (_st_cvars[84 + _t33] == _t32):
            _t34 += (1 if ((_st_cvars[_t33] == 'carnivorous') or (_st_cvars[_t33] == 'high_body_weight')) else (2 if (_st_cvars[_t33] == 'parasite') else 0))
    return _t34

# <rulerun evolution.rules: extinction_and_new_cards #6 9b152b97>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    _t41 = []
    for _t40 in st.zones[(9 + st.model.zone_instances[st.loc[_i5l0]][1])]:
        if ((_st_cvars[84 + _t40] == _i5l0) or (_st_cvars[168 + _t40] == _i5l0)):
            _t41.append(_t40)
    return _t41

# <rulerun evolution.rules: extinction_and_new_cards #7 ed34e98b>
def _loop(st):
    for _t51 in (_k42 or ()):
        if (st.vars[7 + _t51] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #8 1e4a67d4>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k29)
    _t31 = ([_c for _i in [5 + _p for _p in _k30] for _c in _st_zones[_i]] or ())
    _budget31[0] -= len(_t31)
    if _budget31[0] < 0: _spent32(st)
    _t30 = []
    for _t32 in _t31:
        if ((not ((_st_cvars[924 + _t32] == _st_vars[0]) or (_st_cvars[504 + _t32] >= (1 + _a33(st, _t32))))) or _st_cvars[588 + _t32]):
            _t30.append(_t32)
    L[0] = _t30
    _t36 = (L[0] or [])
    _budget31[0] -= len(_t36)
    if _budget31[0] < 0: _spent32(st)
    for _t35 in _t36:
        L[3] = _t35
        if _st_cvars[588 + _t35]:
            if _st_log is not None: _st_log.append(_Text37(_audience34(st), [_PlayerRef35(st.model.zone_instances[_st_loc[_t35]][1]), "'s animal ", _plain36(_st_cvars[420 + _t35]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text37(_audience34(st), [_PlayerRef35(st.model.zone_instances[_st_loc[_t35]][1]), "'s animal ", _plain36(_st_cvars[420 + _t35]), ' starves']))
    _t38 = (L[0] or [])
    _budget31[0] -= len(_t38)
    if _budget31[0] < 0: _spent32(st)
    for _t37 in _t38:
        L[6] = _t37
        _i5l0 = _t37
        _i5 = [_i5l0, None, None, None, None]
        _i5[1] = st.model.zone_instances[_st_loc[_i5l0]][1]
        _t42 = (_a38(st, _i5l0) or [])
        _budget31[0] -= len(_t42)
        if _budget31[0] < 0: _spent32(st)
        for _t39 in _t42:
            _i5[4] = _t39
            _i6l0 = _t39
            _i6 = [_i6l0, None]
            _i6[1] = st.model.zone_instances[_st_loc[_i6l0]][1]
            _st_cvars[252 + _i6l0] = False
            _st_cvars[84 + _i6l0] = None
            _st_cvars[168 + _i6l0] = None
            _st_cvars[_i6l0] = 'no_trait'
            _t43 = _i6l0
            _t44 = (13 + _i6[1])
            if type(_t43) is int and _st_log is None:
                _t45 = _st_zones[_st_loc[_t43]]
                if _t45[-1] == _t43: _t45.pop()
                else: _t45.remove(_t43)
                _st_zones[_t44].append(_t43); _st_loc[_t43] = _t44
            elif _t43 is not None:
                _move_cards39(st, _t43, _t44, False)
        _st_cvars[504 + _i5l0] = 0
        _st_cvars[588 + _i5l0] = False
        _t46 = _i5l0
        _t47 = (13 + _i5[1])
        if type(_t46) is int and _st_log is None:
            _t48 = _st_zones[_st_loc[_t46]]
            if _t48[-1] == _t46: _t48.pop()
            else: _t48.remove(_t46)
            _st_zones[_t47].append(_t46); _st_loc[_t46] = _t47
        elif _t46 is not None:
            _move_cards39(st, _t46, _t47, False)
    if (not _st_vars[2]):
        _i7 = [None, None, None, None, None, None, None, None, None]
        for _t49 in (_k40 or []):
            _i7[2] = _t49
            _st_vars[7 + _t49] = (6 if ((not _st_zones[(5 + _t49)]) and (not _st_zones[(1 + _t49)])) else (1 + len(_st_zones[(5 + _t49)])))
        for _t50 in (_o41[_st_vars[1]] or []):
            _i7[5] = _t50
            if _st_log is not None: _st_log.append(_Text37(_audience34(st), ['Cards owed to ', _PlayerRef35(_t50), ': ', _plain36(_st_vars[7 + _t50])]))
        while ((not not _st_zones[0]) and _a43(st)):
            _budget31[0] -= 1
            if _budget31[0] < 0: _spent32(st)
            for _t53 in (_o44[_st_vars[1]] or []):
                _i7[8] = _t53
                if not (((_st_vars[7 + _t53] > 0) and (not not _st_zones[0]))): continue
                _t56 = _st_zones[0]
                _t55 = (1 + _t53)
                if _st_log is None and _t56:
                    _t54 = _t56.pop(); _st_zones[_t55].append(_t54); _st_loc[_t54] = _t55
                elif _t56:
                    _move_cards39(st, _t56[-1], _t55, False)
                _st_vars[7 + _t53] = (_t57 if -1000000000000000000 <= (_t57 := _st_vars[7 + _t53] - 1) <= 1000000000000000000 else _beyond45(_t57))
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text37(_audience34(st), ['The deck has run out: the next turn is the last']))
    for _t58 in ([_c for _i in [5 + _p for _p in _k46] for _c in _st_zones[_i]] or []):
        L[9] = _t58
        _st_cvars[504 + _t58] = 0

# <rulerun evolution.rules: play_turn #9 4ebbc5ea>
def _native(st, L):
    _st_vars = st.vars
    if _p48(st, _k47[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: development #10 937897f6>
def _native(st, L):
    L[0] = []

# <rulerun evolution.rules: development #11 a48c2bf5>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text51(_audience49(st), [_PlayerRef50(_l3), ' has no cards and passes']))
    L[0] = (L[0] + [_l3])
    if len(L[0]) > 1000000: _too_long52(L[0])

# <rulerun evolution.rules: development #12 99760e79>
def _native(st, L):
    L[0] = _joined53(L[0], [L[3]])

# <rulerun evolution.rules: development #13 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: play_card #14 96c70e44>
def _loop(st, _t65):
    _st_cvars = st.cvars
    for _t67 in st.zones[(9 + st.model.zone_instances[st.loc[_t65]][1])]:
        if ((_st_cvars[84 + _t67] == _t65) and (_st_cvars[_t67] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #15 da4f5f2c>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t64 = ([_c for _i in [5 + _p for _p in _k68] for _c in st.zones[_i]] or ())
    _budget69[0] -= len(_t64)
    if _budget69[0] < 0: _spent70(st)
    for _t65 in _t64:
        if ((st.model.zone_instances[_st_loc[_t65]][1] != _l0) and (not _a71(st, _t65))):
            return True
    return False

# <rulerun evolution.rules: play_card #16 80eb6a1f>
def _loop(st, _t63, _t71, _t75):
    _st_cvars = st.cvars
    for _t76 in st.zones[(9 + st.model.zone_instances[st.loc[_t71]][1])]:
        if ((_st_cvars[_t76] == _t63) and (((_st_cvars[84 + _t76] == _t71) and (_st_cvars[168 + _t76] == _t75)) or ((_st_cvars[84 + _t76] == _t75) and (_st_cvars[168 + _t76] == _t71)))):
            return True
    return False

# <rulerun evolution.rules: play_card #17 a1bd1426>
def _loop(st, L, _t63):
    _l0 = L[0]
    _st_zones = st.zones
    _t70 = _st_zones[(5 + _l0)]
    _budget73[0] -= len(_t70)
    if _budget73[0] < 0: _spent74(st)
    for _t71 in _t70:
        _t74 = _st_zones[(5 + _l0)]
        _budget73[0] -= len(_t74)
        if _budget73[0] < 0: _spent74(st)
        _t73 = False
        for _t75 in _t74:
            if ((_t71 != _t75) and (not _a75(st, _t63, _t71, _t75))):
                _t73 = True
                break
        if _t73:
            return True
    return False

# <rulerun evolution.rules: play_card #18 f2a55b6d>
def _loop(st, _t63, _t79):
    _st_cvars = st.cvars
    for _t81 in st.zones[(9 + st.model.zone_instances[st.loc[_t79]][1])]:
        if ((_st_cvars[84 + _t81] == _t79) and (_st_cvars[_t81] == _t63)):
            return True
    return False

# <rulerun evolution.rules: play_card #19 2d7cddc0>
def _loop(st, _t79):
    _st_cvars = st.cvars
    for _t83 in st.zones[(9 + st.model.zone_instances[st.loc[_t79]][1])]:
        if ((_st_cvars[84 + _t83] == _t79) and (_st_cvars[_t83] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #20 0d3bfca3>
def _loop(st, _t79):
    _st_cvars = st.cvars
    for _t85 in st.zones[(9 + st.model.zone_instances[st.loc[_t79]][1])]:
        if ((_st_cvars[84 + _t85] == _t79) and (_st_cvars[_t85] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #21 7e426c20>
def _loop(st, L, _t63):
    _t78 = st.zones[(5 + L[0])]
    _budget77[0] -= len(_t78)
    if _budget77[0] < 0: _spent78(st)
    for _t79 in _t78:
        if ((((_t63 == 'fat_tissue') or (not _a79(st, _t63, _t79))) and (not ((_t63 == 'scavenger') and _a80(st, _t79)))) and (not ((_t63 == 'carnivorous') and _a81(st, _t79)))):
            return True
    return False

# <rulerun evolution.rules: play_card #22 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #23 1324d793>
def _loop(st, _t97):
    _st_cvars = st.cvars
    for _t99 in st.zones[(9 + st.model.zone_instances[st.loc[_t97]][1])]:
        if ((_st_cvars[84 + _t99] == _t97) and (_st_cvars[_t99] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #24 b1014b5f>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t96 = ([_c for _i in [5 + _p for _p in _k94] for _c in st.zones[_i]] or ())
    _budget95[0] -= len(_t96)
    if _budget95[0] < 0: _spent96(st)
    _t98 = []
    for _t97 in _t96:
        if ((st.model.zone_instances[_st_loc[_t97]][1] != _l0) and (not _a97(st, _t97))):
            _t98.append(_t97)
    return _t98

# <rulerun evolution.rules: play_card #25 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #26 bc2ca57c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t102 = []
    for _t101 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t101] == L[4]) or (_st_cvars[168 + _t101] == L[4])):
            _t102.append(_st_cvars[_t101])
    return _t102

# <rulerun evolution.rules: play_card #27 0ca3daae>
def _loop(st, L):
    _st_cvars = st.cvars
    _t104 = []
    for _t103 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t103] == L[4]) or (_st_cvars[168 + _t103] == L[4])):
            _t104.append(_t103)
    return _t104

# <rulerun evolution.rules: play_card #28 0364092f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t106 = 0
    for _t105 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (_st_cvars[84 + _t105] == L[4]):
            _t106 += (1 if ((_st_cvars[_t105] == 'carnivorous') or (_st_cvars[_t105] == 'high_body_weight')) else (2 if (_st_cvars[_t105] == 'parasite') else 0))
    return _t106

# <rulerun evolution.rules: play_card #29 a1a17c35>
def _loop(st, L):
    _st_cvars = st.cvars
    _t108 = 0
    for _t107 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (((_st_cvars[84 + _t107] == L[4]) and (_st_cvars[_t107] == 'fat_tissue')) and _st_cvars[252 + _t107]):
            _t108 += 1
    return _t108

# <rulerun evolution.rules: play_card #30 2a307c5d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t110 = 0
    for _t109 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t109] == L[4]) and (_st_cvars[_t109] == 'fat_tissue')):
            _t110 += 1
    return _t110

# <rulerun evolution.rules: play_card #31 b6d85df8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t112 = 0
    for _t111 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t111] == L[4]) and (_st_cvars[_t111] == 'fat_tissue')):
            _t112 += 1
    return _t112

# <rulerun evolution.rules: play_card #32 a0650839>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain99(_text100(((((('animal ' + _plain99(_st_cvars[420 + L[4]]) + ' of ' + _player_text101(st.model.zone_instances[st.loc[L[4]]][1])) + (_text100(' ' + _plain99(_a102(st, L))) if (not not (_a103(st, L) or ())) else '')) + (' food ' + _plain99(_st_cvars[504 + L[4]]) + '/' + _plain99((1 + _a104(st, L))))) + ((' fat ' + _plain99(_a105(st, L)) + '/' + _plain99(_a106(st, L))) if (_a107(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[4]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[4]] else '')))))

# <rulerun evolution.rules: play_card #33 0b691eef>
def _loop(st, L, _t121, _t125):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t126 in st.zones[(9 + st.model.zone_instances[st.loc[_t121]][1])]:
        if ((_st_cvars[_t126] == _l3) and (((_st_cvars[84 + _t126] == _t121) and (_st_cvars[168 + _t126] == _t125)) or ((_st_cvars[84 + _t126] == _t125) and (_st_cvars[168 + _t126] == _t121)))):
            return True
    return False

# <rulerun evolution.rules: play_card #34 b859f20c>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t120 = _st_zones[(5 + _l0)]
    _budget110[0] -= len(_t120)
    if _budget110[0] < 0: _spent111(st)
    _t122 = []
    for _t121 in _t120:
        _t124 = _st_zones[(5 + _l0)]
        _budget110[0] -= len(_t124)
        if _budget110[0] < 0: _spent111(st)
        _t123 = False
        for _t125 in _t124:
            if ((_t121 != _t125) and (not _a112(st, L, _t121, _t125))):
                _t123 = True
                break
        if _t123:
            _t122.append(_t121)
    return _t122

# <rulerun evolution.rules: play_card #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #36 f6cc7673>
def _loop(st, L):
    _st_cvars = st.cvars
    _t129 = []
    for _t128 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t128] == L[5]) or (_st_cvars[168 + _t128] == L[5])):
            _t129.append(_st_cvars[_t128])
    return _t129

# <rulerun evolution.rules: play_card #37 8cbbca3e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t131 = []
    for _t130 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t130] == L[5]) or (_st_cvars[168 + _t130] == L[5])):
            _t131.append(_t130)
    return _t131

# <rulerun evolution.rules: play_card #38 dac6097e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t133 = 0
    for _t132 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t132] == L[5]):
            _t133 += (1 if ((_st_cvars[_t132] == 'carnivorous') or (_st_cvars[_t132] == 'high_body_weight')) else (2 if (_st_cvars[_t132] == 'parasite') else 0))
    return _t133

# <rulerun evolution.rules: play_card #39 f0b3afd2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t135 = 0
    for _t134 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t134] == L[5]) and (_st_cvars[_t134] == 'fat_tissue')) and _st_cvars[252 + _t134]):
            _t135 += 1
    return _t135

# <rulerun evolution.rules: play_card #40 5e6e140d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t137 = 0
    for _t136 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t136] == L[5]) and (_st_cvars[_t136] == 'fat_tissue')):
            _t137 += 1
    return _t137

# <rulerun evolution.rules: play_card #41 4eb079c2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t139 = 0
    for _t138 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t138] == L[5]) and (_st_cvars[_t138] == 'fat_tissue')):
            _t139 += 1
    return _t139

# <rulerun evolution.rules: play_card #42 cfda5827>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain114(_text115(((((('animal ' + _plain114(_st_cvars[420 + L[5]]) + ' of ' + _player_text116(st.model.zone_instances[st.loc[L[5]]][1])) + (_text115(' ' + _plain114(_a117(st, L))) if (not not (_a118(st, L) or ())) else '')) + (' food ' + _plain114(_st_cvars[504 + L[5]]) + '/' + _plain114((1 + _a119(st, L))))) + ((' fat ' + _plain114(_a120(st, L)) + '/' + _plain114(_a121(st, L))) if (_a122(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: play_card #43 137af0c3>
def _loop(st, L, _t145):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t147 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t147] == _l3) and (((_st_cvars[84 + _t147] == _l5) and (_st_cvars[168 + _t147] == _t145)) or ((_st_cvars[84 + _t147] == _t145) and (_st_cvars[168 + _t147] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #44 bbe4530b>
def _loop(st, L):
    _l5 = L[5]
    _t144 = st.zones[(5 + L[0])]
    _budget125[0] -= len(_t144)
    if _budget125[0] < 0: _spent126(st)
    _t146 = []
    for _t145 in _t144:
        if ((_l5 != _t145) and (not _a127(st, L, _t145))):
            _t146.append(_t145)
    return _t146

# <rulerun evolution.rules: play_card #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #46 d0cba9f7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t150 = []
    for _t149 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t149] == L[6]) or (_st_cvars[168 + _t149] == L[6])):
            _t150.append(_st_cvars[_t149])
    return _t150

# <rulerun evolution.rules: play_card #47 5967ec6f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t152 = []
    for _t151 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t151] == L[6]) or (_st_cvars[168 + _t151] == L[6])):
            _t152.append(_t151)
    return _t152

# <rulerun evolution.rules: play_card #48 36d01e26>
def _loop(st, L):
    _st_cvars = st.cvars
    _t154 = 0
    for _t153 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (_st_cvars[84 + _t153] == L[6]):
            _t154 += (1 if ((_st_cvars[_t153] == 'carnivorous') or (_st_cvars[_t153] == 'high_body_weight')) else (2 if (_st_cvars[_t153] == 'parasite') else 0))
    return _t154

# <rulerun evolution.rules: play_card #49 2fd49c9a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t156 = 0
    for _t155 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (((_st_cvars[84 + _t155] == L[6]) and (_st_cvars[_t155] == 'fat_tissue')) and _st_cvars[252 + _t155]):
            _t156 += 1
    return _t156

# <rulerun evolution.rules: play_card #50 170ef461>
def _loop(st, L):
    _st_cvars = st.cvars
    _t158 = 0
    for _t157 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t157] == L[6]) and (_st_cvars[_t157] == 'fat_tissue')):
            _t158 += 1
    return _t158

# <rulerun evolution.rules: play_card #51 8c9f4884>
def _loop(st, L):
    _st_cvars = st.cvars
    _t160 = 0
    for _t159 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t159] == L[6]) and (_st_cvars[_t159] == 'fat_tissue')):
            _t160 += 1
    return _t160

# <rulerun evolution.rules: play_card #52 b5236065>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain129(_text130(((((('animal ' + _plain129(_st_cvars[420 + L[6]]) + ' of ' + _player_text131(st.model.zone_instances[st.loc[L[6]]][1])) + (_text130(' ' + _plain129(_a132(st, L))) if (not not (_a133(st, L) or ())) else '')) + (' food ' + _plain129(_st_cvars[504 + L[6]]) + '/' + _plain129((1 + _a134(st, L))))) + ((' fat ' + _plain129(_a135(st, L)) + '/' + _plain129(_a136(st, L))) if (_a137(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[6]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[6]] else '')))))

# <rulerun evolution.rules: play_card #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #54 a2dc713e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t166 = []
    for _t165 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t165] == L[7]) or (_st_cvars[168 + _t165] == L[7])):
            _t166.append(_st_cvars[_t165])
    return _t166

# <rulerun evolution.rules: play_card #55 7338409e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t168 = []
    for _t167 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t167] == L[7]) or (_st_cvars[168 + _t167] == L[7])):
            _t168.append(_t167)
    return _t168

# <rulerun evolution.rules: play_card #56 fc1d010b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t170 = 0
    for _t169 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t169] == L[7]):
            _t170 += (1 if ((_st_cvars[_t169] == 'carnivorous') or (_st_cvars[_t169] == 'high_body_weight')) else (2 if (_st_cvars[_t169] == 'parasite') else 0))
    return _t170

# <rulerun evolution.rules: play_card #57 12bcecc2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t172 = 0
    for _t171 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t171] == L[7]) and (_st_cvars[_t171] == 'fat_tissue')) and _st_cvars[252 + _t171]):
            _t172 += 1
    return _t172

# <rulerun evolution.rules: play_card #58 a89855ac>
def _loop(st, L):
    _st_cvars = st.cvars
    _t174 = 0
    for _t173 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t173] == L[7]) and (_st_cvars[_t173] == 'fat_tissue')):
            _t174 += 1
    return _t174

# <rulerun evolution.rules: play_card #59 305e889a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t176 = 0
    for _t175 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t175] == L[7]) and (_st_cvars[_t175] == 'fat_tissue')):
            _t176 += 1
    return _t176

# <rulerun evolution.rules: play_card #60 ddfb309c>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain140(_text141(((((('animal ' + _plain140(_st_cvars[420 + L[7]]) + ' of ' + _player_text142(st.model.zone_instances[st.loc[L[7]]][1])) + (_text141(' ' + _plain140(_a143(st, L))) if (not not (_a144(st, L) or ())) else '')) + (' food ' + _plain140(_st_cvars[504 + L[7]]) + '/' + _plain140((1 + _a145(st, L))))) + ((' fat ' + _plain140(_a146(st, L)) + '/' + _plain140(_a147(st, L))) if (_a148(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: play_card #61 726744e3>
def _loop(st, L, _t188):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t190 in st.zones[(9 + st.model.zone_instances[st.loc[_t188]][1])]:
        if ((_st_cvars[84 + _t190] == _t188) and (_st_cvars[_t190] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #62 816f7a52>
def _loop(st, _t188):
    _st_cvars = st.cvars
    for _t192 in st.zones[(9 + st.model.zone_instances[st.loc[_t188]][1])]:
        if ((_st_cvars[84 + _t192] == _t188) and (_st_cvars[_t192] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #63 1b2ccb81>
def _loop(st, _t188):
    _st_cvars = st.cvars
    for _t194 in st.zones[(9 + st.model.zone_instances[st.loc[_t188]][1])]:
        if ((_st_cvars[84 + _t194] == _t188) and (_st_cvars[_t194] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #64 1199c845>
def _loop(st, L):
    _l3 = L[3]
    _t187 = st.zones[(5 + L[0])]
    _budget151[0] -= len(_t187)
    if _budget151[0] < 0: _spent152(st)
    _t189 = []
    for _t188 in _t187:
        if ((((_l3 == 'fat_tissue') or (not _a153(st, L, _t188))) and (not ((_l3 == 'scavenger') and _a154(st, _t188)))) and (not ((_l3 == 'carnivorous') and _a155(st, _t188)))):
            _t189.append(_t188)
    return _t189

# <rulerun evolution.rules: play_card #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #66 2329e83c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t197 = []
    for _t196 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t196] == L[8]) or (_st_cvars[168 + _t196] == L[8])):
            _t197.append(_st_cvars[_t196])
    return _t197

# <rulerun evolution.rules: play_card #67 c4b49996>
def _loop(st, L):
    _st_cvars = st.cvars
    _t199 = []
    for _t198 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t198] == L[8]) or (_st_cvars[168 + _t198] == L[8])):
            _t199.append(_t198)
    return _t199

# <rulerun evolution.rules: play_card #68 43e66a91>
def _loop(st, L):
    _st_cvars = st.cvars
    _t201 = 0
    for _t200 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (_st_cvars[84 + _t200] == L[8]):
            _t201 += (1 if ((_st_cvars[_t200] == 'carnivorous') or (_st_cvars[_t200] == 'high_body_weight')) else (2 if (_st_cvars[_t200] == 'parasite') else 0))
    return _t201

# <rulerun evolution.rules: play_card #69 95d85ce3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t203 = 0
    for _t202 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (((_st_cvars[84 + _t202] == L[8]) and (_st_cvars[_t202] == 'fat_tissue')) and _st_cvars[252 + _t202]):
            _t203 += 1
    return _t203

# <rulerun evolution.rules: play_card #70 19e94f42>
def _loop(st, L):
    _st_cvars = st.cvars
    _t205 = 0
    for _t204 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t204] == L[8]) and (_st_cvars[_t204] == 'fat_tissue')):
            _t205 += 1
    return _t205

# <rulerun evolution.rules: play_card #71 cc02b57a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t207 = 0
    for _t206 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t206] == L[8]) and (_st_cvars[_t206] == 'fat_tissue')):
            _t207 += 1
    return _t207

# <rulerun evolution.rules: play_card #72 10cc68f3>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain157(_text158(((((('animal ' + _plain157(_st_cvars[420 + L[8]]) + ' of ' + _player_text159(st.model.zone_instances[st.loc[L[8]]][1])) + (_text158(' ' + _plain157(_a160(st, L))) if (not not (_a161(st, L) or ())) else '')) + (' food ' + _plain157(_st_cvars[504 + L[8]]) + '/' + _plain157((1 + _a162(st, L))))) + ((' fat ' + _plain157(_a163(st, L)) + '/' + _plain157(_a164(st, L))) if (_a165(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[8]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[8]] else '')))))

# <rulerun evolution.rules: play_card #73 playout 72103fa1>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t62 = ([_c64[_l1], _c65[_l1]] or ())
    _budget66[0] -= len(_t62)
    if _budget66[0] < 0: _spent67(st)
    _t69 = _NOT_YET
    _t61 = []
    for _t63 in _t62:
        if ((_t63 != 'no_trait') and ((_t69 if _t69 is not _NOT_YET else (_t69 := _a72(st, L))) if (_t63 == 'parasite') else (_a76(st, L, _t63) if (((_t63 == 'symbiosis') or (_t63 == 'communication')) or (_t63 == 'cooperation')) else _a82(st, L, _t63)))):
            _t61.append(_t63)
    L[2] = _joined83(['animal'], _t61)
    _t87 = (L[2] or [])
    _t88 = _l0
    _t89 = len(_t87)
    if not _t89: _no_option86(_t88, 'play it as')
    if _t89 <= 1 and _st_log is None:
        L[3] = _t87[0] if _t89 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t90 = st.chooser(_t89, _t88)
        else:
            _t90 = _st_bits(_t89.bit_length())
            while _t90 >= _t89: _t90 = _st_bits(_t89.bit_length())
        L[3] = _t87[_t90]; st.decisions += 1
    elif _decide87(st, L, _t87, _t88): raise _PlayoutCut84()
    if (L[3] == 'animal'):
        _st_vars[11] = (_t91 if -1000000000000000000 <= (_t91 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond88(_t91))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t92 = _l1
        _t93 = (5 + _l0)
        if type(_t92) is int and _st_log is None:
            _t94 = _st_zones[_st_loc[_t92]]
            if _t94[-1] == _t92: _t94.pop()
            else: _t94.remove(_t92)
            _st_zones[_t93].append(_t92); _st_loc[_t92] = _t93
        elif _t92 is not None:
            _move_cards89(st, _t92, _t93, False)
        if _st_log is not None: _st_log.append(_Text93(_audience90(st), [_PlayerRef91(_l0), ' plays a new animal: animal ', _plain92(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = L[3]
    if (L[3] == 'parasite'):
        _t95 = (_a98(st, L) or [])
        _t113 = _l0
        _t114 = len(_t95)
        if not _t114: _no_option86(_t113, 'animal to put the parasite on')
        if _t114 <= 1 and _st_log is None:
            L[4] = _t95[0] if _t114 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t115 = st.chooser(_t114, _t113)
            else:
                _t115 = _st_bits(_t114.bit_length())
                while _t115 >= _t114: _t115 = _st_bits(_t114.bit_length())
            L[4] = _t95[_t115]; st.decisions += 1
        elif _decide109(st, L, _t95, _t113): raise _PlayoutCut84()
        _st_cvars[84 + _l1] = L[4]
        _t116 = _l1
        _t117 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t116) is int and _st_log is None:
            _t118 = _st_zones[_st_loc[_t116]]
            if _t118[-1] == _t116: _t118.pop()
            else: _t118.remove(_t116)
            _st_zones[_t117].append(_t116); _st_loc[_t116] = _t117
        elif _t116 is not None:
            _move_cards89(st, _t116, _t117, False)
        if _st_log is not None: _st_log.append(_Text93(_audience90(st), [_PlayerRef91(_l0), ' puts a parasite on ', _PlayerRef91(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain92(_st_cvars[420 + L[4]])]))
    elif (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
        _t119 = (_a113(st, L) or [])
        _t140 = _l0
        _t141 = len(_t119)
        if not _t141: _no_option86(_t140, 'first animal of the pair')
        if _t141 <= 1 and _st_log is None:
            L[5] = _t119[0] if _t141 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t142 = st.chooser(_t141, _t140)
            else:
                _t142 = _st_bits(_t141.bit_length())
                while _t142 >= _t141: _t142 = _st_bits(_t141.bit_length())
            L[5] = _t119[_t142]; st.decisions += 1
        elif _decide124(st, L, _t119, _t140): raise _PlayoutCut84()
        _t143 = (_a128(st, L) or [])
        _t161 = _l0
        _t162 = len(_t143)
        if not _t162: _no_option86(_t161, 'second animal of the pair')
        if _t162 <= 1 and _st_log is None:
            L[6] = _t143[0] if _t162 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t163 = st.chooser(_t162, _t161)
            else:
                _t163 = _st_bits(_t162.bit_length())
                while _t163 >= _t162: _t163 = _st_bits(_t162.bit_length())
            L[6] = _t143[_t163]; st.decisions += 1
        elif _decide139(st, L, _t143, _t161): raise _PlayoutCut84()
        _st_cvars[84 + _l1] = L[5]
        _st_cvars[168 + _l1] = L[6]
        if (L[3] == 'symbiosis'):
            _t164 = [L[5], L[6]]
            _t177 = _l0
            _t178 = len(_t164)
            if not _t178: _no_option86(_t177, 'the symbiont')
            if _t178 <= 1 and _st_log is None:
                L[7] = _t164[0] if _t178 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t179 = st.chooser(_t178, _t177)
                else:
                    _t179 = _st_bits(_t178.bit_length())
                    while _t179 >= _t178: _t179 = _st_bits(_t178.bit_length())
                L[7] = _t164[_t179]; st.decisions += 1
            elif _decide150(st, L, _t164, _t177): raise _PlayoutCut84()
            _st_cvars[84 + _l1] = L[7]
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            _t180 = _l1
            _t181 = (9 + _l0)
            if type(_t180) is int and _st_log is None:
                _t182 = _st_zones[_st_loc[_t180]]
                if _t182[-1] == _t180: _t182.pop()
                else: _t182.remove(_t180)
                _st_zones[_t181].append(_t180); _st_loc[_t180] = _t181
            elif _t180 is not None:
                _move_cards89(st, _t180, _t181, False)
            if _st_log is not None: _st_log.append(_Text93(_audience90(st), [_PlayerRef91(_l0), ' plays symbiosis: animal ', _plain92(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain92(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t183 = _l1
            _t184 = (9 + _l0)
            if type(_t183) is int and _st_log is None:
                _t185 = _st_zones[_st_loc[_t183]]
                if _t185[-1] == _t183: _t185.pop()
                else: _t185.remove(_t183)
                _st_zones[_t184].append(_t183); _st_loc[_t183] = _t184
            elif _t183 is not None:
                _move_cards89(st, _t183, _t184, False)
            if _st_log is not None: _st_log.append(_Text93(_audience90(st), [_PlayerRef91(_l0), ' plays ', _plain92(L[3]), ' between animal ', _plain92(_st_cvars[420 + L[5]]), ' and animal ', _plain92(_st_cvars[420 + L[6]])]))
    else:
        _t186 = (_a156(st, L) or [])
        _t208 = _l0
        _t209 = len(_t186)
        if not _t209: _no_option86(_t208, 'animal to give it to')
        if _t209 <= 1 and _st_log is None:
            L[8] = _t186[0] if _t209 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t210 = st.chooser(_t209, _t208)
            else:
                _t210 = _st_bits(_t209.bit_length())
                while _t210 >= _t209: _t210 = _st_bits(_t209.bit_length())
            L[8] = _t186[_t210]; st.decisions += 1
        elif _decide167(st, L, _t186, _t208): raise _PlayoutCut84()
        _st_cvars[84 + _l1] = L[8]
        _t211 = _l1
        _t212 = (9 + _l0)
        if type(_t211) is int and _st_log is None:
            _t213 = _st_zones[_st_loc[_t211]]
            if _t213[-1] == _t211: _t213.pop()
            else: _t213.remove(_t211)
            _st_zones[_t212].append(_t211); _st_loc[_t211] = _t212
        elif _t211 is not None:
            _move_cards89(st, _t211, _t212, False)
        if _st_log is not None: _st_log.append(_Text93(_audience90(st), [_PlayerRef91(_l0), ' gives ', _plain92(L[3]), ' to animal ', _plain92(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: development #74 673a1692>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    while (len((L[0] or ())) < 4):
        _budget54[0] -= 1
        if _budget54[0] < 0: _spent55(st)
        for _t59 in (_o56[st.vars[1]] or []):
            L[3] = _t59
            if not ((not (_t59 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t59)]):
                if _st_log is not None: _st_log.append(_Text59(_audience57(st), [_PlayerRef58(_t59), ' has no cards and passes']))
                L[0] = (L[0] + [_t59])
                if len(L[0]) > 1000000: _too_long60(L[0])
            else:
                _t60 = _st_zones[(1 + _t59)]
                if _offer62(st, L, _t60[:]): raise _PlayoutCut61()
                if (L[4] is None):
                    L[0] = _joined63(L[0], [_t59])
                else:
                    if _p168(st, [_t59, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: development #75 08215bcd>
def _native(st, L):
    return (len((L[0] or ())) < 4)

# <rulerun evolution.rules: development #76 f4700bbc>
def _native(st, L):
    return _o169[st.vars[1]]

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

# <rulerun evolution.rules: play_card #83 770a5771>
def _loop(st, _t218):
    _st_cvars = st.cvars
    for _t220 in st.zones[(9 + st.model.zone_instances[st.loc[_t218]][1])]:
        if ((_st_cvars[84 + _t220] == _t218) and (_st_cvars[_t220] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #84 1f84cec1>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t217 = ([_c for _i in [5 + _p for _p in _k174] for _c in st.zones[_i]] or ())
    _budget175[0] -= len(_t217)
    if _budget175[0] < 0: _spent176(st)
    for _t218 in _t217:
        if ((st.model.zone_instances[_st_loc[_t218]][1] != _l0) and (not _a177(st, _t218))):
            return True
    return False

# <rulerun evolution.rules: play_card #85 992de359>
def _loop(st, _t216, _t224, _t228):
    _st_cvars = st.cvars
    for _t229 in st.zones[(9 + st.model.zone_instances[st.loc[_t224]][1])]:
        if ((_st_cvars[_t229] == _t216) and (((_st_cvars[84 + _t229] == _t224) and (_st_cvars[168 + _t229] == _t228)) or ((_st_cvars[84 + _t229] == _t228) and (_st_cvars[168 + _t229] == _t224)))):
            return True
    return False

# <rulerun evolution.rules: play_card #86 bfdff0e3>
def _loop(st, L, _t216):
    _l0 = L[0]
    _st_zones = st.zones
    _t223 = _st_zones[(5 + _l0)]
    _budget179[0] -= len(_t223)
    if _budget179[0] < 0: _spent180(st)
    for _t224 in _t223:
        _t227 = _st_zones[(5 + _l0)]
        _budget179[0] -= len(_t227)
        if _budget179[0] < 0: _spent180(st)
        _t226 = False
        for _t228 in _t227:
            if ((_t224 != _t228) and (not _a181(st, _t216, _t224, _t228))):
                _t226 = True
                break
        if _t226:
            return True
    return False

# <rulerun evolution.rules: play_card #87 aa1264f8>
def _loop(st, _t216, _t232):
    _st_cvars = st.cvars
    for _t234 in st.zones[(9 + st.model.zone_instances[st.loc[_t232]][1])]:
        if ((_st_cvars[84 + _t234] == _t232) and (_st_cvars[_t234] == _t216)):
            return True
    return False

# <rulerun evolution.rules: play_card #88 79902074>
def _loop(st, _t232):
    _st_cvars = st.cvars
    for _t236 in st.zones[(9 + st.model.zone_instances[st.loc[_t232]][1])]:
        if ((_st_cvars[84 + _t236] == _t232) and (_st_cvars[_t236] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #89 9b36b277>
def _loop(st, _t232):
    _st_cvars = st.cvars
    for _t238 in st.zones[(9 + st.model.zone_instances[st.loc[_t232]][1])]:
        if ((_st_cvars[84 + _t238] == _t232) and (_st_cvars[_t238] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #90 192fbdb8>
def _loop(st, L, _t216):
    _t231 = st.zones[(5 + L[0])]
    _budget183[0] -= len(_t231)
    if _budget183[0] < 0: _spent184(st)
    for _t232 in _t231:
        if ((((_t216 == 'fat_tissue') or (not _a185(st, _t216, _t232))) and (not ((_t216 == 'scavenger') and _a186(st, _t232)))) and (not ((_t216 == 'carnivorous') and _a187(st, _t232)))):
            return True
    return False

# <rulerun evolution.rules: play_card #91 3778e07d>
def _native(st, L):
    _l1 = L[1]
    _t215 = ([_c170[_l1], _c171[_l1]] or ())
    _budget172[0] -= len(_t215)
    if _budget172[0] < 0: _spent173(st)
    _t222 = _NOT_YET
    _t214 = []
    for _t216 in _t215:
        if ((_t216 != 'no_trait') and ((_t222 if _t222 is not _NOT_YET else (_t222 := _a178(st, L))) if (_t216 == 'parasite') else (_a182(st, L, _t216) if (((_t216 == 'symbiosis') or (_t216 == 'communication')) or (_t216 == 'cooperation')) else _a188(st, L, _t216)))):
            _t214.append(_t216)
    L[2] = _joined189(['animal'], _t214)

# <rulerun evolution.rules: play_card #92 a75edb64>
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
        _st_vars[11] = (_t240 if -1000000000000000000 <= (_t240 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond190(_t240))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t241 = _l1
        _t242 = (5 + _l0)
        if type(_t241) is int and _st_log is None:
            _t243 = _st_zones[_st_loc[_t241]]
            if _t243[-1] == _t241: _t243.pop()
            else: _t243.remove(_t241)
            _st_zones[_t242].append(_t241); _st_loc[_t241] = _t242
        elif _t241 is not None:
            _move_cards191(st, _t241, _t242, False)
        if _st_log is not None: _st_log.append(_Text195(_audience192(st), [_PlayerRef193(_l0), ' plays a new animal: animal ', _plain194(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = _l3

# <rulerun evolution.rules: play_card #93 d8b87a1c>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l4
    _t244 = _l1
    _t245 = (9 + st.model.zone_instances[_st_loc[_l4]][1])
    if type(_t244) is int and _st_log is None:
        _t246 = _st_zones[_st_loc[_t244]]
        if _t246[-1] == _t244: _t246.pop()
        else: _t246.remove(_t244)
        _st_zones[_t245].append(_t244); _st_loc[_t244] = _t245
    elif _t244 is not None:
        _move_cards196(st, _t244, _t245, False)
    if _st_log is not None: _st_log.append(_Text200(_audience197(st), [_PlayerRef198(L[0]), ' puts a parasite on ', _PlayerRef198(st.model.zone_instances[_st_loc[_l4]][1]), "'s animal ", _plain199(_st_cvars[420 + _l4])]))

# <rulerun evolution.rules: play_card #94 b90362e4>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_cvars[84 + _l1] = L[5]
    _st_cvars[168 + _l1] = L[6]

# <rulerun evolution.rules: play_card #95 e4f84be4>
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
    _t247 = _l1
    _t248 = (9 + _l0)
    if type(_t247) is int and _st_log is None:
        _t249 = _st_zones[_st_loc[_t247]]
        if _t249[-1] == _t247: _t249.pop()
        else: _t249.remove(_t247)
        _st_zones[_t248].append(_t247); _st_loc[_t247] = _t248
    elif _t247 is not None:
        _move_cards201(st, _t247, _t248, False)
    if _st_log is not None: _st_log.append(_Text205(_audience202(st), [_PlayerRef203(_l0), ' plays symbiosis: animal ', _plain204(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain204(_st_cvars[420 + _st_cvars[168 + _l1]])]))

# <rulerun evolution.rules: play_card #96 5343e422>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t250 = L[1]
    _t251 = (9 + _l0)
    if type(_t250) is int and _st_log is None:
        _t252 = _st_zones[_st_loc[_t250]]
        if _t252[-1] == _t250: _t252.pop()
        else: _t252.remove(_t250)
        _st_zones[_t251].append(_t250); _st_loc[_t250] = _t251
    elif _t250 is not None:
        _move_cards206(st, _t250, _t251, False)
    if _st_log is not None: _st_log.append(_Text210(_audience207(st), [_PlayerRef208(_l0), ' plays ', _plain209(L[3]), ' between animal ', _plain209(_st_cvars[420 + L[5]]), ' and animal ', _plain209(_st_cvars[420 + L[6]])]))

# <rulerun evolution.rules: play_card #97 066604d0>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l8
    _t253 = _l1
    _t254 = (9 + _l0)
    if type(_t253) is int and _st_log is None:
        _t255 = _st_zones[_st_loc[_t253]]
        if _t255[-1] == _t253: _t255.pop()
        else: _t255.remove(_t253)
        _st_zones[_t254].append(_t253); _st_loc[_t253] = _t254
    elif _t253 is not None:
        _move_cards211(st, _t253, _t254, False)
    if _st_log is not None: _st_log.append(_Text215(_audience212(st), [_PlayerRef213(_l0), ' gives ', _plain214(L[3]), ' to animal ', _plain214(_st_cvars[420 + _l8])]))

# <rulerun evolution.rules: play_card #98 d6317fb5>
def _loop(st, _t258):
    _st_cvars = st.cvars
    for _t260 in st.zones[(9 + st.model.zone_instances[st.loc[_t258]][1])]:
        if ((_st_cvars[84 + _t260] == _t258) and (_st_cvars[_t260] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #99 56bc5a77>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t257 = ([_c for _i in [5 + _p for _p in _k216] for _c in st.zones[_i]] or ())
    _budget217[0] -= len(_t257)
    if _budget217[0] < 0: _spent218(st)
    _t259 = []
    for _t258 in _t257:
        if ((st.model.zone_instances[_st_loc[_t258]][1] != _l0) and (not _a219(st, _t258))):
            _t259.append(_t258)
    return _t259

# <rulerun evolution.rules: play_card #100 83e1019a>
def _loop(st, L, _t270, _t274):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t275 in st.zones[(9 + st.model.zone_instances[st.loc[_t270]][1])]:
        if ((_st_cvars[_t275] == _l3) and (((_st_cvars[84 + _t275] == _t270) and (_st_cvars[168 + _t275] == _t274)) or ((_st_cvars[84 + _t275] == _t274) and (_st_cvars[168 + _t275] == _t270)))):
            return True
    return False

# <rulerun evolution.rules: play_card #101 d22fb0ea>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t269 = _st_zones[(5 + _l0)]
    _budget230[0] -= len(_t269)
    if _budget230[0] < 0: _spent231(st)
    _t271 = []
    for _t270 in _t269:
        _t273 = _st_zones[(5 + _l0)]
        _budget230[0] -= len(_t273)
        if _budget230[0] < 0: _spent231(st)
        _t272 = False
        for _t274 in _t273:
            if ((_t270 != _t274) and (not _a232(st, L, _t270, _t274))):
                _t272 = True
                break
        if _t272:
            _t271.append(_t270)
    return _t271

# <rulerun evolution.rules: play_card #102 408b71ce>
def _loop(st, L, _t282):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t284 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t284] == _l3) and (((_st_cvars[84 + _t284] == _l5) and (_st_cvars[168 + _t284] == _t282)) or ((_st_cvars[84 + _t284] == _t282) and (_st_cvars[168 + _t284] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #103 eededd6f>
def _loop(st, L):
    _l5 = L[5]
    _t281 = st.zones[(5 + L[0])]
    _budget236[0] -= len(_t281)
    if _budget236[0] < 0: _spent237(st)
    _t283 = []
    for _t282 in _t281:
        if ((_l5 != _t282) and (not _a238(st, L, _t282))):
            _t283.append(_t282)
    return _t283

# <rulerun evolution.rules: play_card #104 550e1c0c>
def _loop(st, L, _t301):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t303 in st.zones[(9 + st.model.zone_instances[st.loc[_t301]][1])]:
        if ((_st_cvars[84 + _t303] == _t301) and (_st_cvars[_t303] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #105 ba57fe4c>
def _loop(st, _t301):
    _st_cvars = st.cvars
    for _t305 in st.zones[(9 + st.model.zone_instances[st.loc[_t301]][1])]:
        if ((_st_cvars[84 + _t305] == _t301) and (_st_cvars[_t305] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #106 4b1d0be3>
def _loop(st, _t301):
    _st_cvars = st.cvars
    for _t307 in st.zones[(9 + st.model.zone_instances[st.loc[_t301]][1])]:
        if ((_st_cvars[84 + _t307] == _t301) and (_st_cvars[_t307] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #107 45e695f9>
def _loop(st, L):
    _l3 = L[3]
    _t300 = st.zones[(5 + L[0])]
    _budget244[0] -= len(_t300)
    if _budget244[0] < 0: _spent245(st)
    _t302 = []
    for _t301 in _t300:
        if ((((_l3 == 'fat_tissue') or (not _a246(st, L, _t301))) and (not ((_l3 == 'scavenger') and _a247(st, _t301)))) and (not ((_l3 == 'carnivorous') and _a248(st, _t301)))):
            _t302.append(_t301)
    return _t302

# <rulerun evolution.rules: play_card #108 b712b370>
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
        _t256 = (_a220(st, L) or [])
        _t262 = _l0
        _t263 = len(_t256)
        if not _t263: _no_option223(_t262, 'animal to put the parasite on')
        if _t263 <= 1 and _st_log is None:
            L[4] = _t256[0] if _t263 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t264 = st.chooser(_t263, _t262)
            else:
                _t264 = _st_bits(_t263.bit_length())
                while _t264 >= _t263: _t264 = _st_bits(_t263.bit_length())
            L[4] = _t256[_t264]; st.decisions += 1
        elif _decide224(st, L, _t256, _t262): raise _PlayoutCut221()
        _st_cvars[84 + _l1] = L[4]
        _t265 = _l1
        _t266 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t265) is int and _st_log is None:
            _t267 = _st_zones[_st_loc[_t265]]
            if _t267[-1] == _t265: _t267.pop()
            else: _t267.remove(_t265)
            _st_zones[_t266].append(_t265); _st_loc[_t265] = _t266
        elif _t265 is not None:
            _move_cards225(st, _t265, _t266, False)
        if _st_log is not None: _st_log.append(_Text229(_audience226(st), [_PlayerRef227(_l0), ' puts a parasite on ', _PlayerRef227(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain228(_st_cvars[420 + L[4]])]))
    elif (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation')):
        _t268 = (_a233(st, L) or [])
        _t277 = _l0
        _t278 = len(_t268)
        if not _t278: _no_option223(_t277, 'first animal of the pair')
        if _t278 <= 1 and _st_log is None:
            L[5] = _t268[0] if _t278 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t279 = st.chooser(_t278, _t277)
            else:
                _t279 = _st_bits(_t278.bit_length())
                while _t279 >= _t278: _t279 = _st_bits(_t278.bit_length())
            L[5] = _t268[_t279]; st.decisions += 1
        elif _decide235(st, L, _t268, _t277): raise _PlayoutCut221()
        _t280 = (_a239(st, L) or [])
        _t286 = _l0
        _t287 = len(_t280)
        if not _t287: _no_option223(_t286, 'second animal of the pair')
        if _t287 <= 1 and _st_log is None:
            L[6] = _t280[0] if _t287 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t288 = st.chooser(_t287, _t286)
            else:
                _t288 = _st_bits(_t287.bit_length())
                while _t288 >= _t287: _t288 = _st_bits(_t287.bit_length())
            L[6] = _t280[_t288]; st.decisions += 1
        elif _decide241(st, L, _t280, _t286): raise _PlayoutCut221()
        _st_cvars[84 + _l1] = L[5]
        _st_cvars[168 + _l1] = L[6]
        if (_l3 == 'symbiosis'):
            _t289 = [L[5], L[6]]
            _t290 = _l0
            _t291 = len(_t289)
            if not _t291: _no_option223(_t290, 'the symbiont')
            if _t291 <= 1 and _st_log is None:
                L[7] = _t289[0] if _t291 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t292 = st.chooser(_t291, _t290)
                else:
                    _t292 = _st_bits(_t291.bit_length())
                    while _t292 >= _t291: _t292 = _st_bits(_t291.bit_length())
                L[7] = _t289[_t292]; st.decisions += 1
            elif _decide243(st, L, _t289, _t290): raise _PlayoutCut221()
            _st_cvars[84 + _l1] = L[7]
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            _t293 = _l1
            _t294 = (9 + _l0)
            if type(_t293) is int and _st_log is None:
                _t295 = _st_zones[_st_loc[_t293]]
                if _t295[-1] == _t293: _t295.pop()
                else: _t295.remove(_t293)
                _st_zones[_t294].append(_t293); _st_loc[_t293] = _t294
            elif _t293 is not None:
                _move_cards225(st, _t293, _t294, False)
            if _st_log is not None: _st_log.append(_Text229(_audience226(st), [_PlayerRef227(_l0), ' plays symbiosis: animal ', _plain228(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain228(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t296 = _l1
            _t297 = (9 + _l0)
            if type(_t296) is int and _st_log is None:
                _t298 = _st_zones[_st_loc[_t296]]
                if _t298[-1] == _t296: _t298.pop()
                else: _t298.remove(_t296)
                _st_zones[_t297].append(_t296); _st_loc[_t296] = _t297
            elif _t296 is not None:
                _move_cards225(st, _t296, _t297, False)
            if _st_log is not None: _st_log.append(_Text229(_audience226(st), [_PlayerRef227(_l0), ' plays ', _plain228(_l3), ' between animal ', _plain228(_st_cvars[420 + L[5]]), ' and animal ', _plain228(_st_cvars[420 + L[6]])]))
    else:
        _t299 = (_a249(st, L) or [])
        _t309 = _l0
        _t310 = len(_t299)
        if not _t310: _no_option223(_t309, 'animal to give it to')
        if _t310 <= 1 and _st_log is None:
            L[8] = _t299[0] if _t310 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t311 = st.chooser(_t310, _t309)
            else:
                _t311 = _st_bits(_t310.bit_length())
                while _t311 >= _t310: _t311 = _st_bits(_t310.bit_length())
            L[8] = _t299[_t311]; st.decisions += 1
        elif _decide251(st, L, _t299, _t309): raise _PlayoutCut221()
        _st_cvars[84 + _l1] = L[8]
        _t312 = _l1
        _t313 = (9 + _l0)
        if type(_t312) is int and _st_log is None:
            _t314 = _st_zones[_st_loc[_t312]]
            if _t314[-1] == _t312: _t314.pop()
            else: _t314.remove(_t312)
            _st_zones[_t313].append(_t312); _st_loc[_t312] = _t313
        elif _t312 is not None:
            _move_cards225(st, _t312, _t313, False)
        if _st_log is not None: _st_log.append(_Text229(_audience226(st), [_PlayerRef227(_l0), ' gives ', _plain228(_l3), ' to animal ', _plain228(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: play_card #109 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: play_card #110 c1fbe227>
def _native(st, L):
    return (L[3] == 'parasite')

# <rulerun evolution.rules: play_card #111 6549bb73>
def _loop(st, _t317):
    _st_cvars = st.cvars
    for _t318 in st.zones[(9 + st.model.zone_instances[st.loc[_t317]][1])]:
        if ((_st_cvars[84 + _t318] == _t317) and (_st_cvars[_t318] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #112 8f896b3f>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t316 = ([_c for _i in [5 + _p for _p in _k252] for _c in st.zones[_i]] or ())
    _budget253[0] -= len(_t316)
    if _budget253[0] < 0: _spent254(st)
    _t315 = []
    for _t317 in _t316:
        if ((st.model.zone_instances[_st_loc[_t317]][1] != _l0) and (not _a255(st, _t317))):
            _t315.append(_t317)
    return _t315

# <rulerun evolution.rules: play_card #113 fdc9239c>
def _native(st, L):
    _l3 = L[3]
    return (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation'))

# <rulerun evolution.rules: play_card #114 d26103f7>
def _loop(st, L, _t322, _t325):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t326 in st.zones[(9 + st.model.zone_instances[st.loc[_t322]][1])]:
        if ((_st_cvars[_t326] == _l3) and (((_st_cvars[84 + _t326] == _t322) and (_st_cvars[168 + _t326] == _t325)) or ((_st_cvars[84 + _t326] == _t325) and (_st_cvars[168 + _t326] == _t322)))):
            return True
    return False

# <rulerun evolution.rules: play_card #115 68d850cd>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t321 = _st_zones[(5 + _l0)]
    _budget256[0] -= len(_t321)
    if _budget256[0] < 0: _spent257(st)
    _t320 = []
    for _t322 in _t321:
        _t324 = _st_zones[(5 + _l0)]
        _budget256[0] -= len(_t324)
        if _budget256[0] < 0: _spent257(st)
        _t323 = False
        for _t325 in _t324:
            if ((_t322 != _t325) and (not _a258(st, L, _t322, _t325))):
                _t323 = True
                break
        if _t323:
            _t320.append(_t322)
    return _t320

# <rulerun evolution.rules: play_card #116 d5f81b6c>
def _loop(st, L, _t330):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t331 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t331] == _l3) and (((_st_cvars[84 + _t331] == _l5) and (_st_cvars[168 + _t331] == _t330)) or ((_st_cvars[84 + _t331] == _t330) and (_st_cvars[168 + _t331] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #117 dd9a659d>
def _native(st, L):
    _l5 = L[5]
    _t329 = st.zones[(5 + L[0])]
    _budget259[0] -= len(_t329)
    if _budget259[0] < 0: _spent260(st)
    _t328 = []
    for _t330 in _t329:
        if ((_l5 != _t330) and (not _a261(st, L, _t330))):
            _t328.append(_t330)
    return _t328

# <rulerun evolution.rules: play_card #118 78824172>
def _native(st, L):
    return (L[3] == 'symbiosis')

# <rulerun evolution.rules: play_card #119 5a38dd93>
def _native(st, L):
    return [L[5], L[6]]

# <rulerun evolution.rules: play_card #120 760d77f0>
def _loop(st, L, _t335):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t336 in st.zones[(9 + st.model.zone_instances[st.loc[_t335]][1])]:
        if ((_st_cvars[84 + _t336] == _t335) and (_st_cvars[_t336] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #121 7eaafbc1>
def _loop(st, _t335):
    _st_cvars = st.cvars
    for _t338 in st.zones[(9 + st.model.zone_instances[st.loc[_t335]][1])]:
        if ((_st_cvars[84 + _t338] == _t335) and (_st_cvars[_t338] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #122 1f494ef7>
def _loop(st, _t335):
    _st_cvars = st.cvars
    for _t340 in st.zones[(9 + st.model.zone_instances[st.loc[_t335]][1])]:
        if ((_st_cvars[84 + _t340] == _t335) and (_st_cvars[_t340] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #123 7ba88c2a>
def _native(st, L):
    _l3 = L[3]
    _t334 = st.zones[(5 + L[0])]
    _budget262[0] -= len(_t334)
    if _budget262[0] < 0: _spent263(st)
    _t333 = []
    for _t335 in _t334:
        if ((((_l3 == 'fat_tissue') or (not _a264(st, L, _t335))) and (not ((_l3 == 'scavenger') and _a265(st, _t335)))) and (not ((_l3 == 'carnivorous') and _a266(st, _t335)))):
            _t333.append(_t335)
    return _t333

# <rulerun evolution.rules: determining_the_food_base #124 18509bbb>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k267)
    _st_vars[3] = ((_roll268(st, 1, 6) + 2) if (4 == 2) else (_roll268(st, 2, 6) if (4 == 3) else ((_roll268(st, 2, 6) + 2) if (4 == 4) else ((_roll268(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll268(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll268(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll268(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _st_log is not None: _st_log.append(_Text272(_audience269(st), [_PlayerRef270(_st_vars[1]), ' rolls the food base: ', _plain271(_st_vars[3]), ' red tokens']))

# <rulerun evolution.rules: feeding #125 e0b18651>
def _loop(st, _t342):
    _st_cvars = st.cvars
    _t345 = []
    for _t344 in st.zones[(9 + st.model.zone_instances[st.loc[_t342]][1])]:
        if ((_st_cvars[84 + _t344] == _t342) or (_st_cvars[168 + _t344] == _t342)):
            _t345.append(_st_cvars[_t344])
    return _t345

# <rulerun evolution.rules: feeding #126 42bb7161>
def _loop(st, _t342):
    _st_cvars = st.cvars
    _t347 = []
    for _t346 in st.zones[(9 + st.model.zone_instances[st.loc[_t342]][1])]:
        if ((_st_cvars[84 + _t346] == _t342) or (_st_cvars[168 + _t346] == _t342)):
            _t347.append(_t346)
    return _t347

# <rulerun evolution.rules: feeding #127 0f2c5fd4>
def _loop(st, _t342):
    _st_cvars = st.cvars
    _t349 = 0
    for _t348 in st.zones[(9 + st.model.zone_instances[st.loc[_t342]][1])]:
        if (_st_cvars[84 + _t348] == _t342):
            _t349 += (1 if ((_st_cvars[_t348] == 'carnivorous') or (_st_cvars[_t348] == 'high_body_weight')) else (2 if (_st_cvars[_t348] == 'parasite') else 0))
    return _t349

# <rulerun evolution.rules: feeding #128 87680427>
def _loop(st, _t342):
    _st_cvars = st.cvars
    _t351 = 0
    for _t350 in st.zones[(9 + st.model.zone_instances[st.loc[_t342]][1])]:
        if (((_st_cvars[84 + _t350] == _t342) and (_st_cvars[_t350] == 'fat_tissue')) and _st_cvars[252 + _t350]):
            _t351 += 1
    return _t351

# <rulerun evolution.rules: feeding #129 23a5ba99>
def _loop(st, _t342):
    _st_cvars = st.cvars
    _t353 = 0
    for _t352 in st.zones[(9 + st.model.zone_instances[st.loc[_t342]][1])]:
        if ((_st_cvars[84 + _t352] == _t342) and (_st_cvars[_t352] == 'fat_tissue')):
            _t353 += 1
    return _t353

# <rulerun evolution.rules: feeding #130 dfe07db8>
def _loop(st, _t342):
    _st_cvars = st.cvars
    _t355 = 0
    for _t354 in st.zones[(9 + st.model.zone_instances[st.loc[_t342]][1])]:
        if ((_st_cvars[84 + _t354] == _t342) and (_st_cvars[_t354] == 'fat_tissue')):
            _t355 += 1
    return _t355

# <rulerun evolution.rules: feeding #131 ab04773e>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _i8 = [None, None, None]
    _t343 = ([_c for _i in [5 + _p for _p in _k273] for _c in st.zones[_i]] or [])
    _budget274[0] -= len(_t343)
    if _budget274[0] < 0: _spent275(st)
    for _t342 in _t343:
        _i8[2] = _t342
        if _st_log is not None: _st_log.append(_Text286(_audience276(st), ['  ', _plain278(_text277(((((('animal ' + _plain278(_st_cvars[420 + _t342]) + ' of ' + _player_text279(st.model.zone_instances[st.loc[_t342]][1])) + (_text277(' ' + _plain278(_a280(st, _t342))) if (not not (_a281(st, _t342) or ())) else '')) + (' food ' + _plain278(_st_cvars[504 + _t342]) + '/' + _plain278((1 + _a282(st, _t342))))) + ((' fat ' + _plain278(_a283(st, _t342)) + '/' + _plain278(_a284(st, _t342))) if (_a285(st, _t342) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t342] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t342] else '')))))]))

# <rulerun evolution.rules: feeding #132 19f0ce68>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text289(_audience287(st), [_plain288(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0

# <rulerun evolution.rules: show_animals #133 edc60168>
def _loop(st, _t356):
    _st_cvars = st.cvars
    _t359 = []
    for _t358 in st.zones[(9 + st.model.zone_instances[st.loc[_t356]][1])]:
        if ((_st_cvars[84 + _t358] == _t356) or (_st_cvars[168 + _t358] == _t356)):
            _t359.append(_st_cvars[_t358])
    return _t359

# <rulerun evolution.rules: show_animals #134 348abc95>
def _loop(st, _t356):
    _st_cvars = st.cvars
    _t361 = []
    for _t360 in st.zones[(9 + st.model.zone_instances[st.loc[_t356]][1])]:
        if ((_st_cvars[84 + _t360] == _t356) or (_st_cvars[168 + _t360] == _t356)):
            _t361.append(_t360)
    return _t361

# <rulerun evolution.rules: show_animals #135 b72a3ab2>
def _loop(st, _t356):
    _st_cvars = st.cvars
    _t363 = 0
    for _t362 in st.zones[(9 + st.model.zone_instances[st.loc[_t356]][1])]:
        if (_st_cvars[84 + _t362] == _t356):
            _t363 += (1 if ((_st_cvars[_t362] == 'carnivorous') or (_st_cvars[_t362] == 'high_body_weight')) else (2 if (_st_cvars[_t362] == 'parasite') else 0))
    return _t363

# <rulerun evolution.rules: show_animals #136 48cac024>
def _loop(st, _t356):
    _st_cvars = st.cvars
    _t365 = 0
    for _t364 in st.zones[(9 + st.model.zone_instances[st.loc[_t356]][1])]:
        if (((_st_cvars[84 + _t364] == _t356) and (_st_cvars[_t364] == 'fat_tissue')) and _st_cvars[252 + _t364]):
            _t365 += 1
    return _t365

# <rulerun evolution.rules: show_animals #137 cb4ed6ce>
def _loop(st, _t356):
    _st_cvars = st.cvars
    _t367 = 0
    for _t366 in st.zones[(9 + st.model.zone_instances[st.loc[_t356]][1])]:
        if ((_st_cvars[84 + _t366] == _t356) and (_st_cvars[_t366] == 'fat_tissue')):
            _t367 += 1
    return _t367

# <rulerun evolution.rules: show_animals #138 38decffa>
def _loop(st, _t356):
    _st_cvars = st.cvars
    _t369 = 0
    for _t368 in st.zones[(9 + st.model.zone_instances[st.loc[_t356]][1])]:
        if ((_st_cvars[84 + _t368] == _t356) and (_st_cvars[_t368] == 'fat_tissue')):
            _t369 += 1
    return _t369

# <rulerun evolution.rules: show_animals #139 c74e921e>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _t357 = ([_c for _i in [5 + _p for _p in _k290] for _c in st.zones[_i]] or [])
    _budget291[0] -= len(_t357)
    if _budget291[0] < 0: _spent292(st)
    for _t356 in _t357:
        L[2] = _t356
        if _st_log is not None: _st_log.append(_Text303(_audience293(st), ['  ', _plain295(_text294(((((('animal ' + _plain295(_st_cvars[420 + _t356]) + ' of ' + _player_text296(st.model.zone_instances[st.loc[_t356]][1])) + (_text294(' ' + _plain295(_a297(st, _t356))) if (not not (_a298(st, _t356) or ())) else '')) + (' food ' + _plain295(_st_cvars[504 + _t356]) + '/' + _plain295((1 + _a299(st, _t356))))) + ((' fat ' + _plain295(_a300(st, _t356)) + '/' + _plain295(_a301(st, _t356))) if (_a302(st, _t356) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t356] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t356] else '')))))]))

# <rulerun evolution.rules: feeding_laps #140 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #141 fe0e6176>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = (_t370 if -1000000000000000000 <= (_t370 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond304(_t370))
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #142 ba6a8362>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = (_t371 if -1000000000000000000 <= (_t371 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond305(_t371))
    if (_st_vars[6] >= 4):
        if _st_log is not None: _st_log.append(_Text307(_audience306(st), ['A full lap passes without any action: the feeding phase ends']))
        return 2

# <rulerun evolution.rules: feeding_turn_of #143 bbbc8e9b>
def _loop(st, _t376):
    _st_cvars = st.cvars
    _t378 = 0
    for _t377 in st.zones[(9 + st.model.zone_instances[st.loc[_t376]][1])]:
        if (_st_cvars[84 + _t377] == _t376):
            _t378 += (1 if ((_st_cvars[_t377] == 'carnivorous') or (_st_cvars[_t377] == 'high_body_weight')) else (2 if (_st_cvars[_t377] == 'parasite') else 0))
    return _t378

# <rulerun evolution.rules: feeding_turn_of #144 74202120>
def _loop(st, _t376):
    _st_cvars = st.cvars
    _t380 = 0
    for _t379 in st.zones[(9 + st.model.zone_instances[st.loc[_t376]][1])]:
        if (((_st_cvars[84 + _t379] == _t376) and (_st_cvars[_t379] == 'fat_tissue')) and _st_cvars[252 + _t379]):
            _t380 += 1
    return _t380

# <rulerun evolution.rules: feeding_turn_of #145 428eddc9>
def _loop(st, _t376):
    _st_cvars = st.cvars
    _t382 = 0
    for _t381 in st.zones[(9 + st.model.zone_instances[st.loc[_t376]][1])]:
        if ((_st_cvars[84 + _t381] == _t376) and (_st_cvars[_t381] == 'fat_tissue')):
            _t382 += 1
    return _t382

# <rulerun evolution.rules: feeding_turn_of #146 808edaeb>
def _loop(st, _t387):
    _st_cvars = st.cvars
    _t390 = 0
    for _t389 in st.zones[(9 + st.model.zone_instances[st.loc[_t387]][1])]:
        if (_st_cvars[84 + _t389] == _t387):
            _t390 += (1 if ((_st_cvars[_t389] == 'carnivorous') or (_st_cvars[_t389] == 'high_body_weight')) else (2 if (_st_cvars[_t389] == 'parasite') else 0))
    return _t390

# <rulerun evolution.rules: feeding_turn_of #147 14b19866>
def _loop(st, _t387):
    _st_cvars = st.cvars
    _t392 = 0
    for _t391 in st.zones[(9 + st.model.zone_instances[st.loc[_t387]][1])]:
        if (((_st_cvars[84 + _t391] == _t387) and (_st_cvars[_t391] == 'fat_tissue')) and _st_cvars[252 + _t391]):
            _t392 += 1
    return _t392

# <rulerun evolution.rules: feeding_turn_of #148 ffe4e466>
def _loop(st, _t387):
    _st_cvars = st.cvars
    _t394 = 0
    for _t393 in st.zones[(9 + st.model.zone_instances[st.loc[_t387]][1])]:
        if ((_st_cvars[84 + _t393] == _t387) and (_st_cvars[_t393] == 'fat_tissue')):
            _t394 += 1
    return _t394

# <rulerun evolution.rules: feeding_turn_of #149 9f2df36d>
def _loop(st, _t396):
    _st_cvars = st.cvars
    _t399 = 0
    for _t398 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t396]]][1])]:
        if (_st_cvars[84 + _t398] == _st_cvars[84 + _t396]):
            _t399 += (1 if ((_st_cvars[_t398] == 'carnivorous') or (_st_cvars[_t398] == 'high_body_weight')) else (2 if (_st_cvars[_t398] == 'parasite') else 0))
    return _t399

# <rulerun evolution.rules: feeding_turn_of #150 3472f1c6>
def _loop(st, _t387):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t395 = st.zones[(9 + st.model.zone_instances[st.loc[_t387]][1])]
    _budget329[0] -= len(_t395)
    if _budget329[0] < 0: _spent330(st)
    for _t396 in _t395:
        if (((_st_cvars[_t396] == 'symbiosis') and (_st_cvars[168 + _t396] == _t387)) and (not ((_st_cvars[924 + _st_cvars[84 + _t396]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t396]] >= (1 + _a331(st, _t396)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #151 32ef7995>
def _loop(st, _t385):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t386 = st.zones[(5 + _t385)]
    _budget324[0] -= len(_t386)
    if _budget324[0] < 0: _spent325(st)
    for _t387 in _t386:
        if ((not ((_st_cvars[924 + _t387] == _st_vars[0]) or ((_st_cvars[504 + _t387] >= (1 + _a326(st, _t387))) and (_a327(st, _t387) >= _a328(st, _t387))))) and (not _a332(st, _t387))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #152 e3e14d29>
def _loop(st, _t401):
    _st_cvars = st.cvars
    for _t403 in st.zones[(9 + st.model.zone_instances[st.loc[_t401]][1])]:
        if ((_st_cvars[84 + _t403] == _t401) and (_st_cvars[_t403] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #153 9c6c13c9>
def _loop(st, _t401):
    _st_cvars = st.cvars
    _t406 = 0
    for _t405 in st.zones[(9 + st.model.zone_instances[st.loc[_t401]][1])]:
        if (_st_cvars[84 + _t405] == _t401):
            _t406 += (1 if ((_st_cvars[_t405] == 'carnivorous') or (_st_cvars[_t405] == 'high_body_weight')) else (2 if (_st_cvars[_t405] == 'parasite') else 0))
    return _t406

# <rulerun evolution.rules: feeding_turn_of #154 99a258a8>
def _loop(st, _t401):
    _st_cvars = st.cvars
    _t408 = 0
    for _t407 in st.zones[(9 + st.model.zone_instances[st.loc[_t401]][1])]:
        if (((_st_cvars[84 + _t407] == _t401) and (_st_cvars[_t407] == 'fat_tissue')) and _st_cvars[252 + _t407]):
            _t408 += 1
    return _t408

# <rulerun evolution.rules: feeding_turn_of #155 0e5d8d9c>
def _loop(st, _t401):
    _st_cvars = st.cvars
    _t410 = 0
    for _t409 in st.zones[(9 + st.model.zone_instances[st.loc[_t401]][1])]:
        if ((_st_cvars[84 + _t409] == _t401) and (_st_cvars[_t409] == 'fat_tissue')):
            _t410 += 1
    return _t410

# <rulerun evolution.rules: feeding_turn_of #156 2ee1400a>
def _loop(st, _t412):
    _st_cvars = st.cvars
    _t415 = 0
    for _t414 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t412]]][1])]:
        if (_st_cvars[84 + _t414] == _st_cvars[84 + _t412]):
            _t415 += (1 if ((_st_cvars[_t414] == 'carnivorous') or (_st_cvars[_t414] == 'high_body_weight')) else (2 if (_st_cvars[_t414] == 'parasite') else 0))
    return _t415

# <rulerun evolution.rules: feeding_turn_of #157 20616e3d>
def _loop(st, _t401):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t411 = st.zones[(9 + st.model.zone_instances[st.loc[_t401]][1])]
    _budget340[0] -= len(_t411)
    if _budget340[0] < 0: _spent341(st)
    for _t412 in _t411:
        if (((_st_cvars[_t412] == 'symbiosis') and (_st_cvars[168 + _t412] == _t401)) and (not ((_st_cvars[924 + _st_cvars[84 + _t412]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t412]] >= (1 + _a342(st, _t412)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #158 e0dcecf8>
def _loop(st, _t417):
    _st_cvars = st.cvars
    for _t419 in st.zones[(9 + st.model.zone_instances[st.loc[_t417]][1])]:
        if ((_st_cvars[84 + _t419] == _t417) and (_st_cvars[_t419] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #159 12c0bdb8>
def _loop(st, _t401):
    _st_cvars = st.cvars
    for _t421 in st.zones[(9 + st.model.zone_instances[st.loc[_t401]][1])]:
        if ((_st_cvars[84 + _t421] == _t401) and (_st_cvars[_t421] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #160 c1958c6c>
def _loop(st, _t417):
    _st_cvars = st.cvars
    for _t425 in st.zones[(9 + st.model.zone_instances[st.loc[_t417]][1])]:
        if ((_st_cvars[84 + _t425] == _t417) and (_st_cvars[_t425] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #161 48880905>
def _loop(st, _t401):
    _st_cvars = st.cvars
    for _t427 in st.zones[(9 + st.model.zone_instances[st.loc[_t401]][1])]:
        if ((_st_cvars[84 + _t427] == _t401) and (_st_cvars[_t427] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #162 1d1e550e>
def _loop(st, _t417):
    _st_cvars = st.cvars
    for _t431 in st.zones[(9 + st.model.zone_instances[st.loc[_t417]][1])]:
        if ((_st_cvars[84 + _t431] == _t417) and (_st_cvars[_t431] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #163 1a1dbd69>
def _loop(st, _t401):
    _st_cvars = st.cvars
    for _t433 in st.zones[(9 + st.model.zone_instances[st.loc[_t401]][1])]:
        if ((_st_cvars[84 + _t433] == _t401) and (_st_cvars[_t433] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #164 8e4f52f5>
def _loop(st, _t417):
    _st_cvars = st.cvars
    for _t437 in st.zones[(9 + st.model.zone_instances[st.loc[_t417]][1])]:
        if ((_st_cvars[84 + _t437] == _t417) and (_st_cvars[_t437] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #165 e4dcd94c>
def _loop(st, _t417):
    _st_cvars = st.cvars
    _t440 = 0
    for _t439 in st.zones[(9 + st.model.zone_instances[st.loc[_t417]][1])]:
        if (_st_cvars[84 + _t439] == _t417):
            _t440 += (1 if ((_st_cvars[_t439] == 'carnivorous') or (_st_cvars[_t439] == 'high_body_weight')) else (2 if (_st_cvars[_t439] == 'parasite') else 0))
    return _t440

# <rulerun evolution.rules: feeding_turn_of #166 8a8dd74d>
def _loop(st, _t417):
    _st_cvars = st.cvars
    for _t441 in st.zones[(9 + st.model.zone_instances[st.loc[_t417]][1])]:
        if ((_st_cvars[_t441] == 'symbiosis') and (_st_cvars[168 + _t441] == _t417)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #167 fe5c6a5f>
def _loop(st, _t401):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t416 = ([_c for _i in [5 + _p for _p in _k344] for _c in st.zones[_i]] or ())
    _budget345[0] -= len(_t416)
    if _budget345[0] < 0: _spent346(st)
    _t423 = _NOT_YET
    _t424 = _NOT_YET
    _t429 = _NOT_YET
    _t430 = _NOT_YET
    _t435 = _NOT_YET
    _t436 = _NOT_YET
    for _t417 in _t416:
        if ((((((_t401 != _t417) and ((not _a347(st, _t417)) or (_t424 if _t424 is not _NOT_YET else (_t424 := (_t423 if _t423 is not _NOT_YET else (_t423 := _a348(st, _t401))))))) and ((not _a349(st, _t417)) or (_t430 if _t430 is not _NOT_YET else (_t430 := (_t429 if _t429 is not _NOT_YET else (_t429 := _a350(st, _t401))))))) and (_a351(st, _t417) == (_t436 if _t436 is not _NOT_YET else (_t436 := (_t435 if _t435 is not _NOT_YET else (_t435 := _a352(st, _t401))))))) and (not (_a353(st, _t417) and ((_st_cvars[924 + _t417] == _st_vars[0]) or (_st_cvars[504 + _t417] >= (1 + _a354(st, _t417))))))) and (not _a355(st, _t417))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #168 8355a175>
def _loop(st, _t385):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t400 = st.zones[(5 + _t385)]
    _budget334[0] -= len(_t400)
    if _budget334[0] < 0: _spent335(st)
    for _t401 in _t400:
        if (((_a336(st, _t401) and (_st_cvars[672 + _t401] != _st_vars[0])) and ((not ((_st_cvars[924 + _t401] == _st_vars[0]) or ((_st_cvars[504 + _t401] >= (1 + _a337(st, _t401))) and (_a338(st, _t401) >= _a339(st, _t401))))) and (not _a343(st, _t401)))) and _a356(st, _t401)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #169 0bed5014>
def _loop(st, _t444):
    _st_cvars = st.cvars
    _t447 = 0
    for _t446 in st.zones[(9 + st.model.zone_instances[st.loc[_t444]][1])]:
        if (_st_cvars[84 + _t446] == _t444):
            _t447 += (1 if ((_st_cvars[_t446] == 'carnivorous') or (_st_cvars[_t446] == 'high_body_weight')) else (2 if (_st_cvars[_t446] == 'parasite') else 0))
    return _t447

# <rulerun evolution.rules: feeding_turn_of #170 a00f7582>
def _loop(st, _t444):
    _st_cvars = st.cvars
    _t449 = 0
    for _t448 in st.zones[(9 + st.model.zone_instances[st.loc[_t444]][1])]:
        if (((_st_cvars[84 + _t448] == _t444) and (_st_cvars[_t448] == 'fat_tissue')) and _st_cvars[252 + _t448]):
            _t449 += 1
    return _t449

# <rulerun evolution.rules: feeding_turn_of #171 cd8c4920>
def _loop(st, _t385):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t443 = st.zones[(5 + _t385)]
    _budget358[0] -= len(_t443)
    if _budget358[0] < 0: _spent359(st)
    for _t444 in _t443:
        if ((not ((_st_cvars[924 + _t444] == _st_vars[0]) or (_st_cvars[504 + _t444] >= (1 + _a360(st, _t444))))) and (_a361(st, _t444) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #172 da781501>
def _loop(st, _t451):
    _st_cvars = st.cvars
    for _t453 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if ((_st_cvars[84 + _t453] == _t451) and (_st_cvars[_t453] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #173 6162fe1c>
def _loop(st, _t451):
    _st_cvars = st.cvars
    _t456 = 0
    for _t455 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if (_st_cvars[84 + _t455] == _t451):
            _t456 += (1 if ((_st_cvars[_t455] == 'carnivorous') or (_st_cvars[_t455] == 'high_body_weight')) else (2 if (_st_cvars[_t455] == 'parasite') else 0))
    return _t456

# <rulerun evolution.rules: feeding_turn_of #174 2bde43e1>
def _loop(st, _t451):
    _st_cvars = st.cvars
    _t458 = 0
    for _t457 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if (_st_cvars[84 + _t457] == _t451):
            _t458 += (1 if ((_st_cvars[_t457] == 'carnivorous') or (_st_cvars[_t457] == 'high_body_weight')) else (2 if (_st_cvars[_t457] == 'parasite') else 0))
    return _t458

# <rulerun evolution.rules: feeding_turn_of #175 c7db02d6>
def _loop(st, _t451):
    _st_cvars = st.cvars
    _t460 = 0
    for _t459 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if (((_st_cvars[84 + _t459] == _t451) and (_st_cvars[_t459] == 'fat_tissue')) and _st_cvars[252 + _t459]):
            _t460 += 1
    return _t460

# <rulerun evolution.rules: feeding_turn_of #176 35f5007a>
def _loop(st, _t451):
    _st_cvars = st.cvars
    _t462 = 0
    for _t461 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if ((_st_cvars[84 + _t461] == _t451) and (_st_cvars[_t461] == 'fat_tissue')):
            _t462 += 1
    return _t462

# <rulerun evolution.rules: feeding_turn_of #177 cfb50b99>
def _loop(st, _t464):
    _st_cvars = st.cvars
    _t467 = 0
    for _t466 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t464]]][1])]:
        if (_st_cvars[84 + _t466] == _st_cvars[84 + _t464]):
            _t467 += (1 if ((_st_cvars[_t466] == 'carnivorous') or (_st_cvars[_t466] == 'high_body_weight')) else (2 if (_st_cvars[_t466] == 'parasite') else 0))
    return _t467

# <rulerun evolution.rules: feeding_turn_of #178 1ebf3c99>
def _loop(st, _t451):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t463 = st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]
    _budget370[0] -= len(_t463)
    if _budget370[0] < 0: _spent371(st)
    for _t464 in _t463:
        if (((_st_cvars[_t464] == 'symbiosis') and (_st_cvars[168 + _t464] == _t451)) and (not ((_st_cvars[924 + _st_cvars[84 + _t464]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t464]] >= (1 + _a372(st, _t464)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #179 03c72bb2>
def _loop(st, _t469):
    _st_cvars = st.cvars
    _t472 = 0
    for _t471 in st.zones[(9 + st.model.zone_instances[st.loc[_t469]][1])]:
        if (_st_cvars[84 + _t471] == _t469):
            _t472 += (1 if ((_st_cvars[_t471] == 'carnivorous') or (_st_cvars[_t471] == 'high_body_weight')) else (2 if (_st_cvars[_t471] == 'parasite') else 0))
    return _t472

# <rulerun evolution.rules: feeding_turn_of #180 87d1d9f4>
def _loop(st, _t451):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t468 = ([_c for _i in [5 + _p for _p in _k374] for _c in st.zones[_i]] or ())
    _budget375[0] -= len(_t468)
    if _budget375[0] < 0: _spent376(st)
    for _t469 in _t468:
        if ((_t469 != _t451) and ((not ((_st_cvars[924 + _t469] == _st_vars[0]) or (_st_cvars[504 + _t469] >= (1 + _a377(st, _t469))))) and (_st_cvars[504 + _t469] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #181 8c7f31c3>
def _loop(st, _t451):
    _st_cvars = st.cvars
    for _t473 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if ((_st_cvars[84 + _t473] == _t451) and (_st_cvars[_t473] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #182 88c9b840>
def _loop(st, _t451):
    _st_cvars = st.cvars
    _t476 = 0
    for _t475 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if (_st_cvars[84 + _t475] == _t451):
            _t476 += (1 if ((_st_cvars[_t475] == 'carnivorous') or (_st_cvars[_t475] == 'high_body_weight')) else (2 if (_st_cvars[_t475] == 'parasite') else 0))
    return _t476

# <rulerun evolution.rules: feeding_turn_of #183 57edd951>
def _loop(st, _t451):
    _st_cvars = st.cvars
    for _t477 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if ((_st_cvars[84 + _t477] == _t451) and (_st_cvars[_t477] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #184 e92979ba>
def _loop(st, _t385):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t450 = st.zones[(5 + _t385)]
    _budget363[0] -= len(_t450)
    if _budget363[0] < 0: _spent364(st)
    for _t451 in _t450:
        if ((((((_a365(st, _t451) and (_st_cvars[756 + _t451] != _st_vars[0])) and (not ((_st_cvars[924 + _t451] == _st_vars[0]) or (_st_cvars[504 + _t451] >= (1 + _a366(st, _t451)))))) and ((not ((_st_cvars[924 + _t451] == _st_vars[0]) or ((_st_cvars[504 + _t451] >= (1 + _a367(st, _t451))) and (_a368(st, _t451) >= _a369(st, _t451))))) and (not _a373(st, _t451)))) and _a378(st, _t451)) or ((((_a379(st, _t451) and (_st_cvars[924 + _t451] != _st_vars[0])) and (_st_cvars[924 + _t451] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t451] == _st_vars[0]) or (_st_cvars[504 + _t451] >= (1 + _a380(st, _t451))))))) or ((_st_vars[3] > 0) and _a381(st, _t451))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #185 921a6e79>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _t483 = 0
    for _t482 in st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]:
        if (_st_cvars[84 + _t482] == _t480):
            _t483 += (1 if ((_st_cvars[_t482] == 'carnivorous') or (_st_cvars[_t482] == 'high_body_weight')) else (2 if (_st_cvars[_t482] == 'parasite') else 0))
    return _t483

# <rulerun evolution.rules: feeding_turn_of #186 472e0cc8>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _t485 = 0
    for _t484 in st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]:
        if (((_st_cvars[84 + _t484] == _t480) and (_st_cvars[_t484] == 'fat_tissue')) and _st_cvars[252 + _t484]):
            _t485 += 1
    return _t485

# <rulerun evolution.rules: feeding_turn_of #187 785881a2>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _t487 = 0
    for _t486 in st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]:
        if ((_st_cvars[84 + _t486] == _t480) and (_st_cvars[_t486] == 'fat_tissue')):
            _t487 += 1
    return _t487

# <rulerun evolution.rules: feeding_turn_of #188 e8cd995a>
def _loop(st, _t489):
    _st_cvars = st.cvars
    _t492 = 0
    for _t491 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t489]]][1])]:
        if (_st_cvars[84 + _t491] == _st_cvars[84 + _t489]):
            _t492 += (1 if ((_st_cvars[_t491] == 'carnivorous') or (_st_cvars[_t491] == 'high_body_weight')) else (2 if (_st_cvars[_t491] == 'parasite') else 0))
    return _t492

# <rulerun evolution.rules: feeding_turn_of #189 ee56807a>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t488 = st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]
    _budget388[0] -= len(_t488)
    if _budget388[0] < 0: _spent389(st)
    for _t489 in _t488:
        if (((_st_cvars[_t489] == 'symbiosis') and (_st_cvars[168 + _t489] == _t480)) and (not ((_st_cvars[924 + _st_cvars[84 + _t489]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t489]] >= (1 + _a390(st, _t489)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #190 ff8a1d5b>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t479 = st.zones[(5 + L[0])]
    _budget383[0] -= len(_t479)
    if _budget383[0] < 0: _spent384(st)
    for _t480 in _t479:
        if ((not ((_st_cvars[924 + _t480] == _st_vars[0]) or ((_st_cvars[504 + _t480] >= (1 + _a385(st, _t480))) and (_a386(st, _t480) >= _a387(st, _t480))))) and (not _a391(st, _t480))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #191 07d048d5>
def _loop(st, _t494):
    _st_cvars = st.cvars
    for _t496 in st.zones[(9 + st.model.zone_instances[st.loc[_t494]][1])]:
        if ((_st_cvars[84 + _t496] == _t494) and (_st_cvars[_t496] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #192 74715bb6>
def _loop(st, _t494):
    _st_cvars = st.cvars
    _t499 = 0
    for _t498 in st.zones[(9 + st.model.zone_instances[st.loc[_t494]][1])]:
        if (_st_cvars[84 + _t498] == _t494):
            _t499 += (1 if ((_st_cvars[_t498] == 'carnivorous') or (_st_cvars[_t498] == 'high_body_weight')) else (2 if (_st_cvars[_t498] == 'parasite') else 0))
    return _t499

# <rulerun evolution.rules: feeding_turn_of #193 4fd6e073>
def _loop(st, _t494):
    _st_cvars = st.cvars
    _t501 = 0
    for _t500 in st.zones[(9 + st.model.zone_instances[st.loc[_t494]][1])]:
        if (((_st_cvars[84 + _t500] == _t494) and (_st_cvars[_t500] == 'fat_tissue')) and _st_cvars[252 + _t500]):
            _t501 += 1
    return _t501

# <rulerun evolution.rules: feeding_turn_of #194 e2239296>
def _loop(st, _t494):
    _st_cvars = st.cvars
    _t503 = 0
    for _t502 in st.zones[(9 + st.model.zone_instances[st.loc[_t494]][1])]:
        if ((_st_cvars[84 + _t502] == _t494) and (_st_cvars[_t502] == 'fat_tissue')):
            _t503 += 1
    return _t503

# <rulerun evolution.rules: feeding_turn_of #195 c5476dbc>
def _loop(st, _t505):
    _st_cvars = st.cvars
    _t508 = 0
    for _t507 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t505]]][1])]:
        if (_st_cvars[84 + _t507] == _st_cvars[84 + _t505]):
            _t508 += (1 if ((_st_cvars[_t507] == 'carnivorous') or (_st_cvars[_t507] == 'high_body_weight')) else (2 if (_st_cvars[_t507] == 'parasite') else 0))
    return _t508

# <rulerun evolution.rules: feeding_turn_of #196 6bd186e6>
def _loop(st, _t494):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t504 = st.zones[(9 + st.model.zone_instances[st.loc[_t494]][1])]
    _budget400[0] -= len(_t504)
    if _budget400[0] < 0: _spent401(st)
    for _t505 in _t504:
        if (((_st_cvars[_t505] == 'symbiosis') and (_st_cvars[168 + _t505] == _t494)) and (not ((_st_cvars[924 + _st_cvars[84 + _t505]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t505]] >= (1 + _a402(st, _t505)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #197 b45d336d>
def _loop(st, _t510):
    _st_cvars = st.cvars
    for _t512 in st.zones[(9 + st.model.zone_instances[st.loc[_t510]][1])]:
        if ((_st_cvars[84 + _t512] == _t510) and (_st_cvars[_t512] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #198 1d2a1307>
def _loop(st, _t494):
    _st_cvars = st.cvars
    for _t514 in st.zones[(9 + st.model.zone_instances[st.loc[_t494]][1])]:
        if ((_st_cvars[84 + _t514] == _t494) and (_st_cvars[_t514] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #199 0cae763a>
def _loop(st, _t510):
    _st_cvars = st.cvars
    for _t518 in st.zones[(9 + st.model.zone_instances[st.loc[_t510]][1])]:
        if ((_st_cvars[84 + _t518] == _t510) and (_st_cvars[_t518] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #200 b5071323>
def _loop(st, _t494):
    _st_cvars = st.cvars
    for _t520 in st.zones[(9 + st.model.zone_instances[st.loc[_t494]][1])]:
        if ((_st_cvars[84 + _t520] == _t494) and (_st_cvars[_t520] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #201 8f34fc02>
def _loop(st, _t510):
    _st_cvars = st.cvars
    for _t524 in st.zones[(9 + st.model.zone_instances[st.loc[_t510]][1])]:
        if ((_st_cvars[84 + _t524] == _t510) and (_st_cvars[_t524] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #202 1dca0353>
def _loop(st, _t494):
    _st_cvars = st.cvars
    for _t526 in st.zones[(9 + st.model.zone_instances[st.loc[_t494]][1])]:
        if ((_st_cvars[84 + _t526] == _t494) and (_st_cvars[_t526] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #203 027aa1f8>
def _loop(st, _t510):
    _st_cvars = st.cvars
    for _t530 in st.zones[(9 + st.model.zone_instances[st.loc[_t510]][1])]:
        if ((_st_cvars[84 + _t530] == _t510) and (_st_cvars[_t530] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #204 e81855dc>
def _loop(st, _t510):
    _st_cvars = st.cvars
    _t533 = 0
    for _t532 in st.zones[(9 + st.model.zone_instances[st.loc[_t510]][1])]:
        if (_st_cvars[84 + _t532] == _t510):
            _t533 += (1 if ((_st_cvars[_t532] == 'carnivorous') or (_st_cvars[_t532] == 'high_body_weight')) else (2 if (_st_cvars[_t532] == 'parasite') else 0))
    return _t533

# <rulerun evolution.rules: feeding_turn_of #205 c2d00ed0>
def _loop(st, _t510):
    _st_cvars = st.cvars
    for _t534 in st.zones[(9 + st.model.zone_instances[st.loc[_t510]][1])]:
        if ((_st_cvars[_t534] == 'symbiosis') and (_st_cvars[168 + _t534] == _t510)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #206 360d6a9a>
def _loop(st, _t494):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t509 = ([_c for _i in [5 + _p for _p in _k404] for _c in st.zones[_i]] or ())
    _budget405[0] -= len(_t509)
    if _budget405[0] < 0: _spent406(st)
    _t516 = _NOT_YET
    _t517 = _NOT_YET
    _t522 = _NOT_YET
    _t523 = _NOT_YET
    _t528 = _NOT_YET
    _t529 = _NOT_YET
    for _t510 in _t509:
        if ((((((_t494 != _t510) and ((not _a407(st, _t510)) or (_t517 if _t517 is not _NOT_YET else (_t517 := (_t516 if _t516 is not _NOT_YET else (_t516 := _a408(st, _t494))))))) and ((not _a409(st, _t510)) or (_t523 if _t523 is not _NOT_YET else (_t523 := (_t522 if _t522 is not _NOT_YET else (_t522 := _a410(st, _t494))))))) and (_a411(st, _t510) == (_t529 if _t529 is not _NOT_YET else (_t529 := (_t528 if _t528 is not _NOT_YET else (_t528 := _a412(st, _t494))))))) and (not (_a413(st, _t510) and ((_st_cvars[924 + _t510] == _st_vars[0]) or (_st_cvars[504 + _t510] >= (1 + _a414(st, _t510))))))) and (not _a415(st, _t510))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #207 8ba8a2f2>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t493 = st.zones[(5 + L[0])]
    _budget394[0] -= len(_t493)
    if _budget394[0] < 0: _spent395(st)
    for _t494 in _t493:
        if (((_a396(st, _t494) and (_st_cvars[672 + _t494] != _st_vars[0])) and ((not ((_st_cvars[924 + _t494] == _st_vars[0]) or ((_st_cvars[504 + _t494] >= (1 + _a397(st, _t494))) and (_a398(st, _t494) >= _a399(st, _t494))))) and (not _a403(st, _t494)))) and _a416(st, _t494)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #208 d6f2fbf9>
def _loop(st, _t537):
    _st_cvars = st.cvars
    _t540 = 0
    for _t539 in st.zones[(9 + st.model.zone_instances[st.loc[_t537]][1])]:
        if (_st_cvars[84 + _t539] == _t537):
            _t540 += (1 if ((_st_cvars[_t539] == 'carnivorous') or (_st_cvars[_t539] == 'high_body_weight')) else (2 if (_st_cvars[_t539] == 'parasite') else 0))
    return _t540

# <rulerun evolution.rules: feeding_turn_of #209 368efe69>
def _loop(st, _t537):
    _st_cvars = st.cvars
    _t542 = 0
    for _t541 in st.zones[(9 + st.model.zone_instances[st.loc[_t537]][1])]:
        if (((_st_cvars[84 + _t541] == _t537) and (_st_cvars[_t541] == 'fat_tissue')) and _st_cvars[252 + _t541]):
            _t542 += 1
    return _t542

# <rulerun evolution.rules: feeding_turn_of #210 00d4f1f8>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t536 = st.zones[(5 + L[0])]
    _budget418[0] -= len(_t536)
    if _budget418[0] < 0: _spent419(st)
    for _t537 in _t536:
        if ((not ((_st_cvars[924 + _t537] == _st_vars[0]) or (_st_cvars[504 + _t537] >= (1 + _a420(st, _t537))))) and (_a421(st, _t537) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #211 5a3f4b41>
def _loop(st, _t545):
    _st_cvars = st.cvars
    for _t546 in st.zones[(9 + st.model.zone_instances[st.loc[_t545]][1])]:
        if ((_st_cvars[84 + _t546] == _t545) and (_st_cvars[_t546] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #212 c771e84e>
def _loop(st, _t545):
    _st_cvars = st.cvars
    _t549 = 0
    for _t548 in st.zones[(9 + st.model.zone_instances[st.loc[_t545]][1])]:
        if (_st_cvars[84 + _t548] == _t545):
            _t549 += (1 if ((_st_cvars[_t548] == 'carnivorous') or (_st_cvars[_t548] == 'high_body_weight')) else (2 if (_st_cvars[_t548] == 'parasite') else 0))
    return _t549

# <rulerun evolution.rules: feeding_turn_of #213 50a855df>
def _loop(st, _t545):
    _st_cvars = st.cvars
    _t551 = 0
    for _t550 in st.zones[(9 + st.model.zone_instances[st.loc[_t545]][1])]:
        if (_st_cvars[84 + _t550] == _t545):
            _t551 += (1 if ((_st_cvars[_t550] == 'carnivorous') or (_st_cvars[_t550] == 'high_body_weight')) else (2 if (_st_cvars[_t550] == 'parasite') else 0))
    return _t551

# <rulerun evolution.rules: feeding_turn_of #214 a9425ae7>
def _loop(st, _t545):
    _st_cvars = st.cvars
    _t553 = 0
    for _t552 in st.zones[(9 + st.model.zone_instances[st.loc[_t545]][1])]:
        if (((_st_cvars[84 + _t552] == _t545) and (_st_cvars[_t552] == 'fat_tissue')) and _st_cvars[252 + _t552]):
            _t553 += 1
    return _t553

# <rulerun evolution.rules: feeding_turn_of #215 35465532>
def _loop(st, _t545):
    _st_cvars = st.cvars
    _t555 = 0
    for _t554 in st.zones[(9 + st.model.zone_instances[st.loc[_t545]][1])]:
        if ((_st_cvars[84 + _t554] == _t545) and (_st_cvars[_t554] == 'fat_tissue')):
            _t555 += 1
    return _t555

# <rulerun evolution.rules: feeding_turn_of #216 6d4ca904>
def _loop(st, _t557):
    _st_cvars = st.cvars
    _t560 = 0
    for _t559 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t557]]][1])]:
        if (_st_cvars[84 + _t559] == _st_cvars[84 + _t557]):
            _t560 += (1 if ((_st_cvars[_t559] == 'carnivorous') or (_st_cvars[_t559] == 'high_body_weight')) else (2 if (_st_cvars[_t559] == 'parasite') else 0))
    return _t560

# <rulerun evolution.rules: feeding_turn_of #217 9db5977d>
def _loop(st, _t545):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t556 = st.zones[(9 + st.model.zone_instances[st.loc[_t545]][1])]
    _budget428[0] -= len(_t556)
    if _budget428[0] < 0: _spent429(st)
    for _t557 in _t556:
        if (((_st_cvars[_t557] == 'symbiosis') and (_st_cvars[168 + _t557] == _t545)) and (not ((_st_cvars[924 + _st_cvars[84 + _t557]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t557]] >= (1 + _a430(st, _t557)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #218 00f26227>
def _loop(st, _t562):
    _st_cvars = st.cvars
    _t565 = 0
    for _t564 in st.zones[(9 + st.model.zone_instances[st.loc[_t562]][1])]:
        if (_st_cvars[84 + _t564] == _t562):
            _t565 += (1 if ((_st_cvars[_t564] == 'carnivorous') or (_st_cvars[_t564] == 'high_body_weight')) else (2 if (_st_cvars[_t564] == 'parasite') else 0))
    return _t565

# <rulerun evolution.rules: feeding_turn_of #219 bd21e1d3>
def _loop(st, _t545):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t561 = ([_c for _i in [5 + _p for _p in _k432] for _c in st.zones[_i]] or ())
    _budget433[0] -= len(_t561)
    if _budget433[0] < 0: _spent434(st)
    for _t562 in _t561:
        if ((_t562 != _t545) and ((not ((_st_cvars[924 + _t562] == _st_vars[0]) or (_st_cvars[504 + _t562] >= (1 + _a435(st, _t562))))) and (_st_cvars[504 + _t562] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #220 833c157f>
def _loop(st, _t568):
    _st_cvars = st.cvars
    for _t569 in st.zones[(9 + st.model.zone_instances[st.loc[_t568]][1])]:
        if ((_st_cvars[84 + _t569] == _t568) and (_st_cvars[_t569] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #221 92572065>
def _loop(st, _t573):
    _st_cvars = st.cvars
    for _t574 in st.zones[(9 + st.model.zone_instances[st.loc[_t573]][1])]:
        if ((_st_cvars[84 + _t574] == _t573) and (_st_cvars[_t574] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #222 b83dd7aa>
def _loop(st, _t573):
    _st_cvars = st.cvars
    _t577 = 0
    for _t576 in st.zones[(9 + st.model.zone_instances[st.loc[_t573]][1])]:
        if (_st_cvars[84 + _t576] == _t573):
            _t577 += (1 if ((_st_cvars[_t576] == 'carnivorous') or (_st_cvars[_t576] == 'high_body_weight')) else (2 if (_st_cvars[_t576] == 'parasite') else 0))
    return _t577

# <rulerun evolution.rules: feeding_turn_of #223 8fa3c518>
def _loop(st, _t579):
    _st_cvars = st.cvars
    _t582 = 0
    for _t581 in st.zones[(9 + st.model.zone_instances[st.loc[_t579]][1])]:
        if (_st_cvars[84 + _t581] == _t579):
            _t582 += (1 if ((_st_cvars[_t581] == 'carnivorous') or (_st_cvars[_t581] == 'high_body_weight')) else (2 if (_st_cvars[_t581] == 'parasite') else 0))
    return _t582

# <rulerun evolution.rules: feeding_turn_of #224 38faafd7>
def _loop(st, _t579):
    _st_cvars = st.cvars
    _t584 = 0
    for _t583 in st.zones[(9 + st.model.zone_instances[st.loc[_t579]][1])]:
        if (((_st_cvars[84 + _t583] == _t579) and (_st_cvars[_t583] == 'fat_tissue')) and _st_cvars[252 + _t583]):
            _t584 += 1
    return _t584

# <rulerun evolution.rules: feeding_turn_of #225 ce493160>
def _loop(st, _t579):
    _st_cvars = st.cvars
    _t586 = 0
    for _t585 in st.zones[(9 + st.model.zone_instances[st.loc[_t579]][1])]:
        if ((_st_cvars[84 + _t585] == _t579) and (_st_cvars[_t585] == 'fat_tissue')):
            _t586 += 1
    return _t586

# <rulerun evolution.rules: feeding_turn_of #226 a19306c6>
def _loop(st, _t588):
    _st_cvars = st.cvars
    _t591 = 0
    for _t590 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t588]]][1])]:
        if (_st_cvars[84 + _t590] == _st_cvars[84 + _t588]):
            _t591 += (1 if ((_st_cvars[_t590] == 'carnivorous') or (_st_cvars[_t590] == 'high_body_weight')) else (2 if (_st_cvars[_t590] == 'parasite') else 0))
    return _t591

# <rulerun evolution.rules: feeding_turn_of #227 f25cd585>
def _loop(st, _t579):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t587 = st.zones[(9 + st.model.zone_instances[st.loc[_t579]][1])]
    _budget445[0] -= len(_t587)
    if _budget445[0] < 0: _spent446(st)
    for _t588 in _t587:
        if (((_st_cvars[_t588] == 'symbiosis') and (_st_cvars[168 + _t588] == _t579)) and (not ((_st_cvars[924 + _st_cvars[84 + _t588]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t588]] >= (1 + _a447(st, _t588)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #228 b4c131bc>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t578 = st.zones[(5 + L[0])]
    _budget440[0] -= len(_t578)
    if _budget440[0] < 0: _spent441(st)
    for _t579 in _t578:
        if ((not ((_st_cvars[924 + _t579] == _st_vars[0]) or ((_st_cvars[504 + _t579] >= (1 + _a442(st, _t579))) and (_a443(st, _t579) >= _a444(st, _t579))))) and (not _a448(st, _t579))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #229 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #230 b123e047>
def _loop(st, _t598):
    _st_cvars = st.cvars
    _t601 = 0
    for _t600 in st.zones[(9 + st.model.zone_instances[st.loc[_t598]][1])]:
        if (_st_cvars[84 + _t600] == _t598):
            _t601 += (1 if ((_st_cvars[_t600] == 'carnivorous') or (_st_cvars[_t600] == 'high_body_weight')) else (2 if (_st_cvars[_t600] == 'parasite') else 0))
    return _t601

# <rulerun evolution.rules: take_food #231 bb7db2ef>
def _loop(st, _t598):
    _st_cvars = st.cvars
    _t603 = 0
    for _t602 in st.zones[(9 + st.model.zone_instances[st.loc[_t598]][1])]:
        if (((_st_cvars[84 + _t602] == _t598) and (_st_cvars[_t602] == 'fat_tissue')) and _st_cvars[252 + _t602]):
            _t603 += 1
    return _t603

# <rulerun evolution.rules: take_food #232 594400af>
def _loop(st, _t598):
    _st_cvars = st.cvars
    _t605 = 0
    for _t604 in st.zones[(9 + st.model.zone_instances[st.loc[_t598]][1])]:
        if ((_st_cvars[84 + _t604] == _t598) and (_st_cvars[_t604] == 'fat_tissue')):
            _t605 += 1
    return _t605

# <rulerun evolution.rules: take_food #233 99f4509d>
def _loop(st, _t607):
    _st_cvars = st.cvars
    _t610 = 0
    for _t609 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t607]]][1])]:
        if (_st_cvars[84 + _t609] == _st_cvars[84 + _t607]):
            _t610 += (1 if ((_st_cvars[_t609] == 'carnivorous') or (_st_cvars[_t609] == 'high_body_weight')) else (2 if (_st_cvars[_t609] == 'parasite') else 0))
    return _t610

# <rulerun evolution.rules: take_food #234 8763ea22>
def _loop(st, _t598):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t606 = st.zones[(9 + st.model.zone_instances[st.loc[_t598]][1])]
    _budget461[0] -= len(_t606)
    if _budget461[0] < 0: _spent462(st)
    for _t607 in _t606:
        if (((_st_cvars[_t607] == 'symbiosis') and (_st_cvars[168 + _t607] == _t598)) and (not ((_st_cvars[924 + _st_cvars[84 + _t607]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t607]] >= (1 + _a463(st, _t607)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #235 acb1a11f>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t597 = st.zones[(5 + L[0])]
    _budget456[0] -= len(_t597)
    if _budget456[0] < 0: _spent457(st)
    _t599 = []
    for _t598 in _t597:
        if ((not ((_st_cvars[924 + _t598] == _st_vars[0]) or ((_st_cvars[504 + _t598] >= (1 + _a458(st, _t598))) and (_a459(st, _t598) >= _a460(st, _t598))))) and (not _a464(st, _t598))):
            _t599.append(_t598)
    return _t599

# <rulerun evolution.rules: take_food #236 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #237 5dc1d45d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t612 = []
    for _t611 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t611] == L[1]) or (_st_cvars[168 + _t611] == L[1])):
            _t612.append(_st_cvars[_t611])
    return _t612

# <rulerun evolution.rules: take_food #238 575e8018>
def _loop(st, L):
    _st_cvars = st.cvars
    _t614 = []
    for _t613 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t613] == L[1]) or (_st_cvars[168 + _t613] == L[1])):
            _t614.append(_t613)
    return _t614

# <rulerun evolution.rules: take_food #239 cdaed2a8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t616 = 0
    for _t615 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t615] == L[1]):
            _t616 += (1 if ((_st_cvars[_t615] == 'carnivorous') or (_st_cvars[_t615] == 'high_body_weight')) else (2 if (_st_cvars[_t615] == 'parasite') else 0))
    return _t616

# <rulerun evolution.rules: take_food #240 0fd51209>
def _loop(st, L):
    _st_cvars = st.cvars
    _t618 = 0
    for _t617 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t617] == L[1]) and (_st_cvars[_t617] == 'fat_tissue')) and _st_cvars[252 + _t617]):
            _t618 += 1
    return _t618

# <rulerun evolution.rules: take_food #241 46a18973>
def _loop(st, L):
    _st_cvars = st.cvars
    _t620 = 0
    for _t619 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t619] == L[1]) and (_st_cvars[_t619] == 'fat_tissue')):
            _t620 += 1
    return _t620

# <rulerun evolution.rules: take_food #242 cd2423cc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t622 = 0
    for _t621 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t621] == L[1]) and (_st_cvars[_t621] == 'fat_tissue')):
            _t622 += 1
    return _t622

# <rulerun evolution.rules: take_food #243 79a625c4>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain467(_text468(((((('animal ' + _plain467(_st_cvars[420 + L[1]]) + ' of ' + _player_text469(st.model.zone_instances[st.loc[L[1]]][1])) + (_text468(' ' + _plain467(_a470(st, L))) if (not not (_a471(st, L) or ())) else '')) + (' food ' + _plain467(_st_cvars[504 + L[1]]) + '/' + _plain467((1 + _a472(st, L))))) + ((' fat ' + _plain467(_a473(st, L)) + '/' + _plain467(_a474(st, L))) if (_a475(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: receive #244 68d493b8>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t628 = 0
    for _t627 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t627] == _l0):
            _t628 += (1 if ((_st_cvars[_t627] == 'carnivorous') or (_st_cvars[_t627] == 'high_body_weight')) else (2 if (_st_cvars[_t627] == 'parasite') else 0))
    return _t628

# <rulerun evolution.rules: receive #245 8ef6d446>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t630 = 0
    for _t629 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t629] == _l0) and (_st_cvars[_t629] == 'fat_tissue')) and _st_cvars[252 + _t629]):
            _t630 += 1
    return _t630

# <rulerun evolution.rules: receive #246 9f31f007>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t632 = 0
    for _t631 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t631] == _l0) and (_st_cvars[_t631] == 'fat_tissue')):
            _t632 += 1
    return _t632

# <rulerun evolution.rules: receive #247 0ed2d9ec>
def _loop(st, _t634):
    _st_cvars = st.cvars
    _t637 = 0
    for _t636 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t634]]][1])]:
        if (_st_cvars[84 + _t636] == _st_cvars[84 + _t634]):
            _t637 += (1 if ((_st_cvars[_t636] == 'carnivorous') or (_st_cvars[_t636] == 'high_body_weight')) else (2 if (_st_cvars[_t636] == 'parasite') else 0))
    return _t637

# <rulerun evolution.rules: receive #248 23fa724a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t633 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget489[0] -= len(_t633)
    if _budget489[0] < 0: _spent490(st)
    for _t634 in _t633:
        if (((_st_cvars[_t634] == 'symbiosis') and (_st_cvars[168 + _t634] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t634]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t634]] >= (1 + _a491(st, _t634)))))):
            return True
    return False

# <rulerun evolution.rules: receive #249 cd6fb275>
def _loop(st, L):
    _st_cvars = st.cvars
    _t642 = 0
    for _t641 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t641] == L[2]):
            _t642 += (1 if ((_st_cvars[_t641] == 'carnivorous') or (_st_cvars[_t641] == 'high_body_weight')) else (2 if (_st_cvars[_t641] == 'parasite') else 0))
    return _t642

# <rulerun evolution.rules: receive #250 ae8c028a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t647 = 0
    for _t646 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t646] == L[2]) and (_st_cvars[_t646] == 'fat_tissue')) and _st_cvars[252 + _t646]):
            _t647 += 1
    return _t647

# <rulerun evolution.rules: receive #251 fa355be0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t649 = 0
    for _t648 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t648] == L[2]) and (_st_cvars[_t648] == 'fat_tissue')):
            _t649 += 1
    return _t649

# <rulerun evolution.rules: receive #252 875a26ce>
def _loop(st, L):
    _st_cvars = st.cvars
    _t652 = 0
    for _t651 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t651] == L[2]):
            _t652 += (1 if ((_st_cvars[_t651] == 'carnivorous') or (_st_cvars[_t651] == 'high_body_weight')) else (2 if (_st_cvars[_t651] == 'parasite') else 0))
    return _t652

# <rulerun evolution.rules: paired_triggers #253 05d459f4>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t657 = 0
    for _t656 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t656] == _l0):
            _t657 += (1 if ((_st_cvars[_t656] == 'carnivorous') or (_st_cvars[_t656] == 'high_body_weight')) else (2 if (_st_cvars[_t656] == 'parasite') else 0))
    return _t657

# <rulerun evolution.rules: paired_triggers #254 427cff0c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t659 = 0
    for _t658 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t658] == _l0) and (_st_cvars[_t658] == 'fat_tissue')) and _st_cvars[252 + _t658]):
            _t659 += 1
    return _t659

# <rulerun evolution.rules: paired_triggers #255 1ae904c4>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t661 = 0
    for _t660 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t660] == _l0) and (_st_cvars[_t660] == 'fat_tissue')):
            _t661 += 1
    return _t661

# <rulerun evolution.rules: paired_triggers #256 a7663591>
def _loop(st, _t663):
    _st_cvars = st.cvars
    _t666 = 0
    for _t665 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t663]]][1])]:
        if (_st_cvars[84 + _t665] == _st_cvars[84 + _t663]):
            _t666 += (1 if ((_st_cvars[_t665] == 'carnivorous') or (_st_cvars[_t665] == 'high_body_weight')) else (2 if (_st_cvars[_t665] == 'parasite') else 0))
    return _t666

# <rulerun evolution.rules: paired_triggers #257 8875257a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t662 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget513[0] -= len(_t662)
    if _budget513[0] < 0: _spent514(st)
    for _t663 in _t662:
        if (((_st_cvars[_t663] == 'symbiosis') and (_st_cvars[168 + _t663] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t663]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t663]] >= (1 + _a515(st, _t663)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #258 940f6403>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _budget508[0] -= 1
    if _budget508[0] < 0: _spent509(st)
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a510(st, L))) and (_a511(st, L) >= _a512(st, L))))) and (not _a516(st, L)))

# <rulerun evolution.rules: paired_triggers #259 e4062f8f>
def _native(st, L):
    return st.model.zone_instances[st.loc[L[0]]][1]

# <rulerun evolution.rules: paired_triggers #260 playout 4e829745>
def _native(st, L, _d=0):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit504(_k505)
    while True:
        _budget506[0] -= 1
        if _budget506[0] < 0: _spent507(st)
        _t654 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
        _budget506[0] -= len(_t654)
        if _budget506[0] < 0: _spent507(st)
        _t653 = []
        for _t655 in _t654:
            if (((_st_cvars[336 + _t655] != _st_vars[4]) and ((_st_cvars[84 + _t655] == _l0) or (_st_cvars[168 + _t655] == _l0))) and (((((_st_cvars[_t655] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d517(st, [(_st_cvars[168 + _t655] if (_st_cvars[84 + _t655] == _l0) else _st_cvars[84 + _t655])])) or ((_st_cvars[_t655] == 'cooperation') and _d517(st, [(_st_cvars[168 + _t655] if (_st_cvars[84 + _t655] == _l0) else _st_cvars[84 + _t655])])))):
                _t653.append(_t655)
        L[2] = _t653
        if (not (L[2] or ())):
            return 2
        _t667 = (L[2] or [])
        if _offer519(st, L, _t667): raise _PlayoutCut518()
        if (L[3] is None):
            return 2
        _st_cvars[336 + L[3]] = _st_vars[4]
        L[4] = (_st_cvars[168 + L[3]] if (_st_cvars[84 + L[3]] == _l0) else _st_cvars[84 + L[3]])
        if (_st_cvars[L[3]] == 'communication'):
            _st_vars[3] = (_t668 if -1000000000000000000 <= (_t668 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond520(_t668))
            if _st_log is not None: _st_log.append(_Text523(_audience521(st), ['Communication: animal ', _plain522(_st_cvars[420 + L[4]]), ' takes a red token from the food base (', _plain522(_st_vars[3]), ' left)']))
            if _p524[0](st, [L[4], 'red', None, None], _d + 1) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text523(_audience521(st), ['Cooperation: animal ', _plain522(_st_cvars[420 + L[4]]), ' receives a blue token']))
            if _p524[0](st, [L[4], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: on after feed #261 playout e7b44b6e>
def _native(st, L, _d=0):
    if _p525(st, [L[0], L[1], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: receive #262 playout 7326c1cd>
def _native(st, L, _d=0):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit484(_k485)
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a486(st, L))) and (_a487(st, L) >= _a488(st, L))))) and (not _a492(st, L)))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t638 if -1000000000000000000 <= (_t638 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond493(_t638))
        if _st_log is not None: _st_log.append(_Text497(_audience494(st), [_PlayerRef495(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain496(_st_cvars[420 + _l0]), ' cannot take the ', _plain496(_l1), ' token']))
        return 2
    if len(st.events) >= 100: _check_event_depth498(st)
    _t639 = [_l0, _l1]
    _t640 = [0, _t639, False, len(st.cur), st.thread_player]
    st.events.append(_t640)
    if not _t640[2]:
        L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value499(st, 0, 0, 'feed'))
        if ((_st_cvars[924 + L[2]] == _st_vars[0]) or (_st_cvars[504 + L[2]] >= (1 + _a500(st, L)))):
            _t644 = L[2]
            _t643 = None
            for _t645 in st.zones[(9 + st.model.zone_instances[_st_loc[L[2]]][1])]:
                if (((_st_cvars[84 + _t645] == _t644) and (_st_cvars[_t645] == 'fat_tissue')) and (not _st_cvars[252 + _t645])):
                    _t643 = _t645
                    break
            L[3] = _t643
            _st_cvars[252 + L[3]] = True
            if _st_log is not None: _st_log.append(_Text497(_audience494(st), ['  animal ', _plain496(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain496(_a501(st, L)), '/', _plain496(_a502(st, L)), ')']))
        else:
            _st_cvars[504 + L[2]] = (_t650 if -1000000000000000000 <= (_t650 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond493(_t650))
            if _st_log is not None: _st_log.append(_Text497(_audience494(st), ['  animal ', _plain496(_st_cvars[420 + L[2]]), ' has food ', _plain496(_st_cvars[504 + L[2]]), '/', _plain496((1 + _a503(st, L)))]))
        _t669 = _t640[1] + _k526
        if _p527(st, _t669, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: take_food #263 playout d925a13c>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit454(_k455)
    _t596 = (_a465(st, L) or [])
    _t623 = _l0
    _t624 = len(_t596)
    if not _t624: _no_option477(_t623, 'animal to feed')
    if _t624 <= 1 and _st_log is None:
        L[1] = _t596[0] if _t624 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t625 = st.chooser(_t624, _t623)
        else:
            _t625 = _st_bits(_t624.bit_length())
            while _t625 >= _t624: _t625 = _st_bits(_t624.bit_length())
        L[1] = _t596[_t625]; st.decisions += 1
    elif _decide478(st, L, _t596, _t623): raise _PlayoutCut466()
    _st_vars[3] = (_t626 if -1000000000000000000 <= (_t626 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond479(_t626))
    if _st_log is not None: _st_log.append(_Text483(_audience480(st), [_PlayerRef481(_l0), "'s animal ", _plain482(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain482(_st_vars[3]), ' left)']))
    if _p528(st, [L[1], 'red', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: attack_action #264 7b0995cb>
def _loop(st, _t672):
    _st_cvars = st.cvars
    for _t674 in st.zones[(9 + st.model.zone_instances[st.loc[_t672]][1])]:
        if ((_st_cvars[84 + _t674] == _t672) and (_st_cvars[_t674] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #265 7e4bb7d2>
def _loop(st, _t672):
    _st_cvars = st.cvars
    _t677 = 0
    for _t676 in st.zones[(9 + st.model.zone_instances[st.loc[_t672]][1])]:
        if (_st_cvars[84 + _t676] == _t672):
            _t677 += (1 if ((_st_cvars[_t676] == 'carnivorous') or (_st_cvars[_t676] == 'high_body_weight')) else (2 if (_st_cvars[_t676] == 'parasite') else 0))
    return _t677

# <rulerun evolution.rules: attack_action #266 0fd98436>
def _loop(st, _t672):
    _st_cvars = st.cvars
    _t679 = 0
    for _t678 in st.zones[(9 + st.model.zone_instances[st.loc[_t672]][1])]:
        if (((_st_cvars[84 + _t678] == _t672) and (_st_cvars[_t678] == 'fat_tissue')) and _st_cvars[252 + _t678]):
            _t679 += 1
    return _t679

# <rulerun evolution.rules: attack_action #267 20323953>
def _loop(st, _t672):
    _st_cvars = st.cvars
    _t681 = 0
    for _t680 in st.zones[(9 + st.model.zone_instances[st.loc[_t672]][1])]:
        if ((_st_cvars[84 + _t680] == _t672) and (_st_cvars[_t680] == 'fat_tissue')):
            _t681 += 1
    return _t681

# <rulerun evolution.rules: attack_action #268 d84f86dd>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _t686 = 0
    for _t685 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t683]]][1])]:
        if (_st_cvars[84 + _t685] == _st_cvars[84 + _t683]):
            _t686 += (1 if ((_st_cvars[_t685] == 'carnivorous') or (_st_cvars[_t685] == 'high_body_weight')) else (2 if (_st_cvars[_t685] == 'parasite') else 0))
    return _t686

# <rulerun evolution.rules: attack_action #269 7ccf27b1>
def _loop(st, _t672):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t682 = st.zones[(9 + st.model.zone_instances[st.loc[_t672]][1])]
    _budget538[0] -= len(_t682)
    if _budget538[0] < 0: _spent539(st)
    for _t683 in _t682:
        if (((_st_cvars[_t683] == 'symbiosis') and (_st_cvars[168 + _t683] == _t672)) and (not ((_st_cvars[924 + _st_cvars[84 + _t683]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t683]] >= (1 + _a540(st, _t683)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #270 b7f98f8a>
def _loop(st, _t688):
    _st_cvars = st.cvars
    for _t690 in st.zones[(9 + st.model.zone_instances[st.loc[_t688]][1])]:
        if ((_st_cvars[84 + _t690] == _t688) and (_st_cvars[_t690] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #271 7a212b56>
def _loop(st, _t672):
    _st_cvars = st.cvars
    for _t692 in st.zones[(9 + st.model.zone_instances[st.loc[_t672]][1])]:
        if ((_st_cvars[84 + _t692] == _t672) and (_st_cvars[_t692] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #272 7888c9ff>
def _loop(st, _t688):
    _st_cvars = st.cvars
    for _t696 in st.zones[(9 + st.model.zone_instances[st.loc[_t688]][1])]:
        if ((_st_cvars[84 + _t696] == _t688) and (_st_cvars[_t696] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #273 57a1bbc5>
def _loop(st, _t672):
    _st_cvars = st.cvars
    for _t698 in st.zones[(9 + st.model.zone_instances[st.loc[_t672]][1])]:
        if ((_st_cvars[84 + _t698] == _t672) and (_st_cvars[_t698] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #274 7cc58aae>
def _loop(st, _t688):
    _st_cvars = st.cvars
    for _t702 in st.zones[(9 + st.model.zone_instances[st.loc[_t688]][1])]:
        if ((_st_cvars[84 + _t702] == _t688) and (_st_cvars[_t702] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #275 14b6d1ec>
def _loop(st, _t672):
    _st_cvars = st.cvars
    for _t704 in st.zones[(9 + st.model.zone_instances[st.loc[_t672]][1])]:
        if ((_st_cvars[84 + _t704] == _t672) and (_st_cvars[_t704] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #276 7d8a38c5>
def _loop(st, _t688):
    _st_cvars = st.cvars
    for _t708 in st.zones[(9 + st.model.zone_instances[st.loc[_t688]][1])]:
        if ((_st_cvars[84 + _t708] == _t688) and (_st_cvars[_t708] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #277 98f14a33>
def _loop(st, _t688):
    _st_cvars = st.cvars
    _t711 = 0
    for _t710 in st.zones[(9 + st.model.zone_instances[st.loc[_t688]][1])]:
        if (_st_cvars[84 + _t710] == _t688):
            _t711 += (1 if ((_st_cvars[_t710] == 'carnivorous') or (_st_cvars[_t710] == 'high_body_weight')) else (2 if (_st_cvars[_t710] == 'parasite') else 0))
    return _t711

# <rulerun evolution.rules: attack_action #278 8f09376f>
def _loop(st, _t688):
    _st_cvars = st.cvars
    for _t712 in st.zones[(9 + st.model.zone_instances[st.loc[_t688]][1])]:
        if ((_st_cvars[_t712] == 'symbiosis') and (_st_cvars[168 + _t712] == _t688)):
            return True
    return False

# <rulerun evolution.rules: attack_action #279 848e5b76>
def _loop(st, _t672):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t687 = ([_c for _i in [5 + _p for _p in _k542] for _c in st.zones[_i]] or ())
    _budget543[0] -= len(_t687)
    if _budget543[0] < 0: _spent544(st)
    _t694 = _NOT_YET
    _t695 = _NOT_YET
    _t700 = _NOT_YET
    _t701 = _NOT_YET
    _t706 = _NOT_YET
    _t707 = _NOT_YET
    for _t688 in _t687:
        if ((((((_t672 != _t688) and ((not _a545(st, _t688)) or (_t695 if _t695 is not _NOT_YET else (_t695 := (_t694 if _t694 is not _NOT_YET else (_t694 := _a546(st, _t672))))))) and ((not _a547(st, _t688)) or (_t701 if _t701 is not _NOT_YET else (_t701 := (_t700 if _t700 is not _NOT_YET else (_t700 := _a548(st, _t672))))))) and (_a549(st, _t688) == (_t707 if _t707 is not _NOT_YET else (_t707 := (_t706 if _t706 is not _NOT_YET else (_t706 := _a550(st, _t672))))))) and (not (_a551(st, _t688) and ((_st_cvars[924 + _t688] == _st_vars[0]) or (_st_cvars[504 + _t688] >= (1 + _a552(st, _t688))))))) and (not _a553(st, _t688))):
            return True
    return False

# <rulerun evolution.rules: attack_action #280 69ff12ee>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t671 = st.zones[(5 + L[0])]
    _budget532[0] -= len(_t671)
    if _budget532[0] < 0: _spent533(st)
    _t673 = []
    for _t672 in _t671:
        if (((_a534(st, _t672) and (_st_cvars[672 + _t672] != _st_vars[0])) and ((not ((_st_cvars[924 + _t672] == _st_vars[0]) or ((_st_cvars[504 + _t672] >= (1 + _a535(st, _t672))) and (_a536(st, _t672) >= _a537(st, _t672))))) and (not _a541(st, _t672)))) and _a554(st, _t672)):
            _t673.append(_t672)
    return _t673

# <rulerun evolution.rules: attack_action #281 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #282 4db7b6ed>
def _loop(st, L):
    _st_cvars = st.cvars
    _t715 = []
    for _t714 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t714] == L[1]) or (_st_cvars[168 + _t714] == L[1])):
            _t715.append(_st_cvars[_t714])
    return _t715

# <rulerun evolution.rules: attack_action #283 bca338ef>
def _loop(st, L):
    _st_cvars = st.cvars
    _t717 = []
    for _t716 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t716] == L[1]) or (_st_cvars[168 + _t716] == L[1])):
            _t717.append(_t716)
    return _t717

# <rulerun evolution.rules: attack_action #284 322d57c7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t719 = 0
    for _t718 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t718] == L[1]):
            _t719 += (1 if ((_st_cvars[_t718] == 'carnivorous') or (_st_cvars[_t718] == 'high_body_weight')) else (2 if (_st_cvars[_t718] == 'parasite') else 0))
    return _t719

# <rulerun evolution.rules: attack_action #285 a6df2c47>
def _loop(st, L):
    _st_cvars = st.cvars
    _t721 = 0
    for _t720 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t720] == L[1]) and (_st_cvars[_t720] == 'fat_tissue')) and _st_cvars[252 + _t720]):
            _t721 += 1
    return _t721

# <rulerun evolution.rules: attack_action #286 bf7ab9fd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t723 = 0
    for _t722 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t722] == L[1]) and (_st_cvars[_t722] == 'fat_tissue')):
            _t723 += 1
    return _t723

# <rulerun evolution.rules: attack_action #287 91329c4f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t725 = 0
    for _t724 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t724] == L[1]) and (_st_cvars[_t724] == 'fat_tissue')):
            _t725 += 1
    return _t725

# <rulerun evolution.rules: attack_action #288 92cd1528>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain557(_text558(((((('animal ' + _plain557(_st_cvars[420 + L[1]]) + ' of ' + _player_text559(st.model.zone_instances[st.loc[L[1]]][1])) + (_text558(' ' + _plain557(_a560(st, L))) if (not not (_a561(st, L) or ())) else '')) + (' food ' + _plain557(_st_cvars[504 + L[1]]) + '/' + _plain557((1 + _a562(st, L))))) + ((' fat ' + _plain557(_a563(st, L)) + '/' + _plain557(_a564(st, L))) if (_a565(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #289 4bb7f23b>
def _loop(st, _t731):
    _st_cvars = st.cvars
    for _t733 in st.zones[(9 + st.model.zone_instances[st.loc[_t731]][1])]:
        if ((_st_cvars[84 + _t733] == _t731) and (_st_cvars[_t733] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #290 6c5b5528>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t735 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t735] == _l1) and (_st_cvars[_t735] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #291 81df5c0a>
def _loop(st, _t731):
    _st_cvars = st.cvars
    for _t739 in st.zones[(9 + st.model.zone_instances[st.loc[_t731]][1])]:
        if ((_st_cvars[84 + _t739] == _t731) and (_st_cvars[_t739] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #292 e06bb16a>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t741 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t741] == _l1) and (_st_cvars[_t741] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #293 bce33cbe>
def _loop(st, _t731):
    _st_cvars = st.cvars
    for _t745 in st.zones[(9 + st.model.zone_instances[st.loc[_t731]][1])]:
        if ((_st_cvars[84 + _t745] == _t731) and (_st_cvars[_t745] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #294 9a24bbdd>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t747 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t747] == _l1) and (_st_cvars[_t747] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #295 54bd74e3>
def _loop(st, _t731):
    _st_cvars = st.cvars
    for _t751 in st.zones[(9 + st.model.zone_instances[st.loc[_t731]][1])]:
        if ((_st_cvars[84 + _t751] == _t731) and (_st_cvars[_t751] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #296 2a80394e>
def _loop(st, _t731):
    _st_cvars = st.cvars
    _t754 = 0
    for _t753 in st.zones[(9 + st.model.zone_instances[st.loc[_t731]][1])]:
        if (_st_cvars[84 + _t753] == _t731):
            _t754 += (1 if ((_st_cvars[_t753] == 'carnivorous') or (_st_cvars[_t753] == 'high_body_weight')) else (2 if (_st_cvars[_t753] == 'parasite') else 0))
    return _t754

# <rulerun evolution.rules: attack_action #297 7b069d8e>
def _loop(st, _t731):
    _st_cvars = st.cvars
    for _t755 in st.zones[(9 + st.model.zone_instances[st.loc[_t731]][1])]:
        if ((_st_cvars[_t755] == 'symbiosis') and (_st_cvars[168 + _t755] == _t731)):
            return True
    return False

# <rulerun evolution.rules: attack_action #298 4955005e>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t730 = ([_c for _i in [5 + _p for _p in _k569] for _c in st.zones[_i]] or ())
    _budget570[0] -= len(_t730)
    if _budget570[0] < 0: _spent571(st)
    _t737 = _NOT_YET
    _t738 = _NOT_YET
    _t743 = _NOT_YET
    _t744 = _NOT_YET
    _t749 = _NOT_YET
    _t750 = _NOT_YET
    _t732 = []
    for _t731 in _t730:
        if ((((((_l1 != _t731) and ((not _a572(st, _t731)) or (_t738 if _t738 is not _NOT_YET else (_t738 := (_t737 if _t737 is not _NOT_YET else (_t737 := _a573(st, L))))))) and ((not _a574(st, _t731)) or (_t744 if _t744 is not _NOT_YET else (_t744 := (_t743 if _t743 is not _NOT_YET else (_t743 := _a575(st, L))))))) and (_a576(st, _t731) == (_t750 if _t750 is not _NOT_YET else (_t750 := (_t749 if _t749 is not _NOT_YET else (_t749 := _a577(st, L))))))) and (not (_a578(st, _t731) and ((_st_cvars[924 + _t731] == _st_vars[0]) or (_st_cvars[504 + _t731] >= (1 + _a579(st, _t731))))))) and (not _a580(st, _t731))):
            _t732.append(_t731)
    return _t732

# <rulerun evolution.rules: attack_action #299 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #300 a6d4278f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t758 = []
    for _t757 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t757] == L[2]) or (_st_cvars[168 + _t757] == L[2])):
            _t758.append(_st_cvars[_t757])
    return _t758

# <rulerun evolution.rules: attack_action #301 eac23eed>
def _loop(st, L):
    _st_cvars = st.cvars
    _t760 = []
    for _t759 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t759] == L[2]) or (_st_cvars[168 + _t759] == L[2])):
            _t760.append(_t759)
    return _t760

# <rulerun evolution.rules: attack_action #302 f5b3b5f2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t762 = 0
    for _t761 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t761] == L[2]):
            _t762 += (1 if ((_st_cvars[_t761] == 'carnivorous') or (_st_cvars[_t761] == 'high_body_weight')) else (2 if (_st_cvars[_t761] == 'parasite') else 0))
    return _t762

# <rulerun evolution.rules: attack_action #303 ba6edd0b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t764 = 0
    for _t763 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t763] == L[2]) and (_st_cvars[_t763] == 'fat_tissue')) and _st_cvars[252 + _t763]):
            _t764 += 1
    return _t764

# <rulerun evolution.rules: attack_action #304 bbedc483>
def _loop(st, L):
    _st_cvars = st.cvars
    _t766 = 0
    for _t765 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t765] == L[2]) and (_st_cvars[_t765] == 'fat_tissue')):
            _t766 += 1
    return _t766

# <rulerun evolution.rules: attack_action #305 82125935>
def _loop(st, L):
    _st_cvars = st.cvars
    _t768 = 0
    for _t767 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t767] == L[2]) and (_st_cvars[_t767] == 'fat_tissue')):
            _t768 += 1
    return _t768

# <rulerun evolution.rules: attack_action #306 b9c91fe9>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain582(_text583(((((('animal ' + _plain582(_st_cvars[420 + L[2]]) + ' of ' + _player_text584(st.model.zone_instances[st.loc[L[2]]][1])) + (_text583(' ' + _plain582(_a585(st, L))) if (not not (_a586(st, L) or ())) else '')) + (' food ' + _plain582(_st_cvars[504 + L[2]]) + '/' + _plain582((1 + _a587(st, L))))) + ((' fat ' + _plain582(_a588(st, L)) + '/' + _plain582(_a589(st, L))) if (_a590(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else '')))))

# <rulerun evolution.rules: on before attack #307 8e787494>
def _loop(st, _t775, _t780):
    _st_cvars = st.cvars
    for _t781 in st.zones[(9 + st.model.zone_instances[st.loc[_t775]][1])]:
        if ((_st_cvars[84 + _t781] == _t775) and (_st_cvars[_t781] == _t780)):
            return True
    return False

# <rulerun evolution.rules: on before attack #308 8adf01f2>
def _loop(st, _t784):
    _st_cvars = st.cvars
    for _t786 in st.zones[(9 + st.model.zone_instances[st.loc[_t784]][1])]:
        if ((_st_cvars[84 + _t786] == _t784) and (_st_cvars[_t786] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #309 334e9f36>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t788 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t788] == _l0) and (_st_cvars[_t788] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #310 3d90d44d>
def _loop(st, _t784):
    _st_cvars = st.cvars
    for _t792 in st.zones[(9 + st.model.zone_instances[st.loc[_t784]][1])]:
        if ((_st_cvars[84 + _t792] == _t784) and (_st_cvars[_t792] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #311 15995541>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t794 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t794] == _l0) and (_st_cvars[_t794] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #312 1d8916bd>
def _loop(st, _t784):
    _st_cvars = st.cvars
    for _t798 in st.zones[(9 + st.model.zone_instances[st.loc[_t784]][1])]:
        if ((_st_cvars[84 + _t798] == _t784) and (_st_cvars[_t798] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #313 c993a20d>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t800 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t800] == _l0) and (_st_cvars[_t800] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #314 e5e33e09>
def _loop(st, _t784):
    _st_cvars = st.cvars
    for _t804 in st.zones[(9 + st.model.zone_instances[st.loc[_t784]][1])]:
        if ((_st_cvars[84 + _t804] == _t784) and (_st_cvars[_t804] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #315 87232515>
def _loop(st, _t784):
    _st_cvars = st.cvars
    _t807 = 0
    for _t806 in st.zones[(9 + st.model.zone_instances[st.loc[_t784]][1])]:
        if (_st_cvars[84 + _t806] == _t784):
            _t807 += (1 if ((_st_cvars[_t806] == 'carnivorous') or (_st_cvars[_t806] == 'high_body_weight')) else (2 if (_st_cvars[_t806] == 'parasite') else 0))
    return _t807

# <rulerun evolution.rules: on before attack #316 baccbd9f>
def _loop(st, _t784):
    _st_cvars = st.cvars
    for _t808 in st.zones[(9 + st.model.zone_instances[st.loc[_t784]][1])]:
        if ((_st_cvars[_t808] == 'symbiosis') and (_st_cvars[168 + _t808] == _t784)):
            return True
    return False

# <rulerun evolution.rules: on before attack #317 14cf375e>
def _loop(st, L, _t775, _t778):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t783 = st.zones[(5 + _t778)]
    _budget605[0] -= len(_t783)
    if _budget605[0] < 0: _spent606(st)
    _t790 = _NOT_YET
    _t791 = _NOT_YET
    _t796 = _NOT_YET
    _t797 = _NOT_YET
    _t802 = _NOT_YET
    _t803 = _NOT_YET
    for _t784 in _t783:
        if (((_t784 != _t775) and (_t784 != _l0)) and ((((((_l0 != _t784) and ((not _a607(st, _t784)) or (_t791 if _t791 is not _NOT_YET else (_t791 := (_t790 if _t790 is not _NOT_YET else (_t790 := _a608(st, L))))))) and ((not _a609(st, _t784)) or (_t797 if _t797 is not _NOT_YET else (_t797 := (_t796 if _t796 is not _NOT_YET else (_t796 := _a610(st, L))))))) and (_a611(st, _t784) == (_t803 if _t803 is not _NOT_YET else (_t803 := (_t802 if _t802 is not _NOT_YET else (_t802 := _a612(st, L))))))) and (not (_a613(st, _t784) and ((_st_cvars[924 + _t784] == _st_vars[0]) or (_st_cvars[504 + _t784] >= (1 + _a614(st, _t784))))))) and (not _a615(st, _t784)))):
            return True
    return False

# <rulerun evolution.rules: on before attack #318 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #319 fec9fa9d>
def _loop(st, _t814):
    _st_cvars = st.cvars
    for _t816 in st.zones[(9 + st.model.zone_instances[st.loc[_t814]][1])]:
        if ((_st_cvars[84 + _t816] == _t814) and (_st_cvars[_t816] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #320 56717884>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t818 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t818] == _l0) and (_st_cvars[_t818] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #321 f8647ef5>
def _loop(st, _t814):
    _st_cvars = st.cvars
    for _t822 in st.zones[(9 + st.model.zone_instances[st.loc[_t814]][1])]:
        if ((_st_cvars[84 + _t822] == _t814) and (_st_cvars[_t822] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #322 570826e6>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t824 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t824] == _l0) and (_st_cvars[_t824] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #323 261febb8>
def _loop(st, _t814):
    _st_cvars = st.cvars
    for _t828 in st.zones[(9 + st.model.zone_instances[st.loc[_t814]][1])]:
        if ((_st_cvars[84 + _t828] == _t814) and (_st_cvars[_t828] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #324 59fc6c8c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t830 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t830] == _l0) and (_st_cvars[_t830] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #325 70547180>
def _loop(st, _t814):
    _st_cvars = st.cvars
    for _t834 in st.zones[(9 + st.model.zone_instances[st.loc[_t814]][1])]:
        if ((_st_cvars[84 + _t834] == _t814) and (_st_cvars[_t834] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #326 a748bf67>
def _loop(st, _t814):
    _st_cvars = st.cvars
    _t837 = 0
    for _t836 in st.zones[(9 + st.model.zone_instances[st.loc[_t814]][1])]:
        if (_st_cvars[84 + _t836] == _t814):
            _t837 += (1 if ((_st_cvars[_t836] == 'carnivorous') or (_st_cvars[_t836] == 'high_body_weight')) else (2 if (_st_cvars[_t836] == 'parasite') else 0))
    return _t837

# <rulerun evolution.rules: on before attack #327 ac5874ea>
def _loop(st, _t814):
    _st_cvars = st.cvars
    for _t838 in st.zones[(9 + st.model.zone_instances[st.loc[_t814]][1])]:
        if ((_st_cvars[_t838] == 'symbiosis') and (_st_cvars[168 + _t838] == _t814)):
            return True
    return False

# <rulerun evolution.rules: on before attack #328 72683e6a>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t813 = st.zones[(5 + L[4])]
    _budget625[0] -= len(_t813)
    if _budget625[0] < 0: _spent626(st)
    _t820 = _NOT_YET
    _t821 = _NOT_YET
    _t826 = _NOT_YET
    _t827 = _NOT_YET
    _t832 = _NOT_YET
    _t833 = _NOT_YET
    _t815 = []
    for _t814 in _t813:
        if (((_t814 != _l1) and (_t814 != _l0)) and ((((((_l0 != _t814) and ((not _a627(st, _t814)) or (_t821 if _t821 is not _NOT_YET else (_t821 := (_t820 if _t820 is not _NOT_YET else (_t820 := _a628(st, L))))))) and ((not _a629(st, _t814)) or (_t827 if _t827 is not _NOT_YET else (_t827 := (_t826 if _t826 is not _NOT_YET else (_t826 := _a630(st, L))))))) and (_a631(st, _t814) == (_t833 if _t833 is not _NOT_YET else (_t833 := (_t832 if _t832 is not _NOT_YET else (_t832 := _a632(st, L))))))) and (not (_a633(st, _t814) and ((_st_cvars[924 + _t814] == _st_vars[0]) or (_st_cvars[504 + _t814] >= (1 + _a634(st, _t814))))))) and (not _a635(st, _t814)))):
            _t815.append(_t814)
    return _t815

# <rulerun evolution.rules: on before attack #329 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #330 c5595412>
def _loop(st, L):
    _st_cvars = st.cvars
    _t841 = []
    for _t840 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t840] == L[7]) or (_st_cvars[168 + _t840] == L[7])):
            _t841.append(_st_cvars[_t840])
    return _t841

# <rulerun evolution.rules: on before attack #331 2598e70e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t843 = []
    for _t842 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t842] == L[7]) or (_st_cvars[168 + _t842] == L[7])):
            _t843.append(_t842)
    return _t843

# <rulerun evolution.rules: on before attack #332 19598915>
def _loop(st, L):
    _st_cvars = st.cvars
    _t845 = 0
    for _t844 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t844] == L[7]):
            _t845 += (1 if ((_st_cvars[_t844] == 'carnivorous') or (_st_cvars[_t844] == 'high_body_weight')) else (2 if (_st_cvars[_t844] == 'parasite') else 0))
    return _t845

# <rulerun evolution.rules: on before attack #333 1b9b0a92>
def _loop(st, L):
    _st_cvars = st.cvars
    _t847 = 0
    for _t846 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t846] == L[7]) and (_st_cvars[_t846] == 'fat_tissue')) and _st_cvars[252 + _t846]):
            _t847 += 1
    return _t847

# <rulerun evolution.rules: on before attack #334 8f5d9553>
def _loop(st, L):
    _st_cvars = st.cvars
    _t849 = 0
    for _t848 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t848] == L[7]) and (_st_cvars[_t848] == 'fat_tissue')):
            _t849 += 1
    return _t849

# <rulerun evolution.rules: on before attack #335 10ca054f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t851 = 0
    for _t850 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t850] == L[7]) and (_st_cvars[_t850] == 'fat_tissue')):
            _t851 += 1
    return _t851

# <rulerun evolution.rules: on before attack #336 0b25a591>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain637(_text638(((((('animal ' + _plain637(_st_cvars[420 + L[7]]) + ' of ' + _player_text639(st.model.zone_instances[st.loc[L[7]]][1])) + (_text638(' ' + _plain637(_a640(st, L))) if (not not (_a641(st, L) or ())) else '')) + (' food ' + _plain637(_st_cvars[504 + L[7]]) + '/' + _plain637((1 + _a642(st, L))))) + ((' fat ' + _plain637(_a643(st, L)) + '/' + _plain637(_a644(st, L))) if (_a645(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: on before attack #337 e86d7b3b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t857 = []
    for _t856 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t856] == L[1]) or (_st_cvars[168 + _t856] == L[1])):
            _t857.append(_t856)
    return _t857

# <rulerun evolution.rules: on before attack #338 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #339 playout 09a37298>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = False
    L[3] = False
    while True:
        _budget602[0] -= 1
        if _budget602[0] < 0: _spent603(st)
        L[4] = st.model.zone_instances[_st_loc[L[1]]][1]
        _t775 = L[1]
        _t776 = L[2]
        _t777 = L[3]
        _t778 = L[4]
        _t779 = (['running', 'mimicry', 'tail_loss'] or ())
        _budget602[0] -= len(_t779)
        if _budget602[0] < 0: _spent603(st)
        _t810 = _NOT_YET
        _t774 = []
        for _t780 in _t779:
            if ((_a604(st, _t775, _t780) and ((_t780 != 'running') or (not _t777))) and ((_t780 != 'mimicry') or ((not _t776) and (_t810 if _t810 is not _NOT_YET else (_t810 := _a616(st, L, _t775, _t778)))))):
                _t774.append(_t780)
        L[5] = _t774
        if (not (L[5] or ())):
            return 2
        _t811 = (L[5] or [])
        if _offer618(st, L, _t811): raise _PlayoutCut617()
        if (L[6] is None):
            return 2
        if (L[6] == 'running'):
            L[3] = True
            if _st_log is not None: _st_log.append(_Text622(_audience619(st), ['Running: ', _PlayerRef620(L[4]), "'s animal ", _plain621(_st_cvars[420 + L[1]]), ' tries to run away']))
            if (_roll623(st, 1, 6) >= 4):
                if _st_log is not None: _st_log.append(_Text622(_audience619(st), ['Animal ', _plain621(_st_cvars[420 + L[1]]), ' escapes: the attack fails']))
                _cancel624(st)
                return 2
            if _st_log is not None: _st_log.append(_Text622(_audience619(st), ['Animal ', _plain621(_st_cvars[420 + L[1]]), ' is caught']))
        elif (L[6] == 'mimicry'):
            _t812 = (_a636(st, L) or [])
            _t852 = L[4]
            _t853 = len(_t812)
            if not _t853: _no_option647(_t852, 'mimicry: the new target')
            if _t853 <= 1 and _st_log is None:
                L[7] = _t812[0] if _t853 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t854 = st.chooser(_t853, _t852)
                else:
                    _t854 = _st_bits(_t853.bit_length())
                    while _t854 >= _t853: _t854 = _st_bits(_t853.bit_length())
                L[7] = _t812[_t854]; st.decisions += 1
            elif _decide648(st, L, _t812, _t852): raise _PlayoutCut617()
            if _st_log is not None: _st_log.append(_Text622(_audience619(st), ['Mimicry: the attack turns from animal ', _plain621(_st_cvars[420 + L[1]]), ' to animal ', _plain621(_st_cvars[420 + L[7]])]))
            L[1] = L[7]
            _set_event_value649(st, 1, 1, L[1])
            L[2] = True
            L[3] = False
        else:
            _t855 = (_a650(st, L) or [])
            _t858 = L[4]
            _t859 = len(_t855)
            if not _t859: _no_option647(_t858, 'tail loss: trait to drop')
            if _t859 <= 1 and _st_log is None:
                L[8] = _t855[0] if _t859 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t860 = st.chooser(_t859, _t858)
                else:
                    _t860 = _st_bits(_t859.bit_length())
                    while _t860 >= _t859: _t860 = _st_bits(_t859.bit_length())
                L[8] = _t855[_t860]; st.decisions += 1
            elif _decide652(st, L, _t855, _t858): raise _PlayoutCut617()
            if _st_log is not None: _st_log.append(_Text622(_audience619(st), ['Tail loss: animal ', _plain621(_st_cvars[420 + L[1]]), ' drops its ', _plain621(_st_cvars[L[8]]), ' card and survives']))
            _i10l0 = L[8]
            _i10 = [_i10l0, None]
            _i10[1] = st.model.zone_instances[_st_loc[_i10l0]][1]
            _st_cvars[252 + _i10l0] = False
            _st_cvars[84 + _i10l0] = None
            _st_cvars[168 + _i10l0] = None
            _st_cvars[_i10l0] = 'no_trait'
            _t861 = _i10l0
            _t862 = (13 + _i10[1])
            if type(_t861) is int and _st_log is None:
                _t863 = _st_zones[_st_loc[_t861]]
                if _t863[-1] == _t861: _t863.pop()
                else: _t863.remove(_t861)
                _st_zones[_t862].append(_t861); _st_loc[_t861] = _t862
            elif _t861 is not None:
                _move_cards653(st, _t861, _t862, False)
            if _p654(st, [L[0], 'blue', None, None], _d + 1) == 3: return 3
            _cancel624(st)
            return 2

# <rulerun evolution.rules: hunt #340 26afb87b>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t865 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t865] == L[2]) and (_st_cvars[_t865] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #341 bc5a40a7>
def _loop(st, _i11l0):
    _st_cvars = st.cvars
    _t869 = []
    for _t868 in st.zones[(9 + st.model.zone_instances[st.loc[_i11l0]][1])]:
        if ((_st_cvars[84 + _t868] == _i11l0) or (_st_cvars[168 + _t868] == _i11l0)):
            _t869.append(_t868)
    return _t869

# <rulerun evolution.rules: scavenge #342 7acfcd5c>
def _loop(st, _t881):
    _st_cvars = st.cvars
    for _t882 in st.zones[(9 + st.model.zone_instances[st.loc[_t881]][1])]:
        if ((_st_cvars[84 + _t882] == _t881) and (_st_cvars[_t882] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #343 7df74d22>
def _loop(st, _t881):
    _st_cvars = st.cvars
    _t885 = 0
    for _t884 in st.zones[(9 + st.model.zone_instances[st.loc[_t881]][1])]:
        if (_st_cvars[84 + _t884] == _t881):
            _t885 += (1 if ((_st_cvars[_t884] == 'carnivorous') or (_st_cvars[_t884] == 'high_body_weight')) else (2 if (_st_cvars[_t884] == 'parasite') else 0))
    return _t885

# <rulerun evolution.rules: scavenge #344 af9916fb>
def _loop(st, _t881):
    _st_cvars = st.cvars
    _t887 = 0
    for _t886 in st.zones[(9 + st.model.zone_instances[st.loc[_t881]][1])]:
        if (((_st_cvars[84 + _t886] == _t881) and (_st_cvars[_t886] == 'fat_tissue')) and _st_cvars[252 + _t886]):
            _t887 += 1
    return _t887

# <rulerun evolution.rules: scavenge #345 c920e84d>
def _loop(st, _t881):
    _st_cvars = st.cvars
    _t889 = 0
    for _t888 in st.zones[(9 + st.model.zone_instances[st.loc[_t881]][1])]:
        if ((_st_cvars[84 + _t888] == _t881) and (_st_cvars[_t888] == 'fat_tissue')):
            _t889 += 1
    return _t889

# <rulerun evolution.rules: scavenge #346 54530c93>
def _loop(st, _t891):
    _st_cvars = st.cvars
    _t894 = 0
    for _t893 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t891]]][1])]:
        if (_st_cvars[84 + _t893] == _st_cvars[84 + _t891]):
            _t894 += (1 if ((_st_cvars[_t893] == 'carnivorous') or (_st_cvars[_t893] == 'high_body_weight')) else (2 if (_st_cvars[_t893] == 'parasite') else 0))
    return _t894

# <rulerun evolution.rules: scavenge #347 1a0e0941>
def _loop(st, _t881):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t890 = st.zones[(9 + st.model.zone_instances[st.loc[_t881]][1])]
    _budget671[0] -= len(_t890)
    if _budget671[0] < 0: _spent672(st)
    for _t891 in _t890:
        if (((_st_cvars[_t891] == 'symbiosis') and (_st_cvars[168 + _t891] == _t881)) and (not ((_st_cvars[924 + _st_cvars[84 + _t891]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t891]] >= (1 + _a673(st, _t891)))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #348 06b0a4a9>
def _loop(st, L):
    _t899 = (L[4] or ())
    _budget677[0] -= len(_t899)
    if _budget677[0] < 0: _spent678(st)
    for _t900 in _t899:
        return _t900
    return None

# <rulerun evolution.rules: scavenge #349 16bda0e6>
def _loop(st, L):
    _t896 = (L[4] or ())
    _budget675[0] -= len(_t896)
    if _budget675[0] < 0: _spent676(st)
    _t902 = _NOT_YET
    _t898 = []
    for _t897 in _t896:
        if ((not False) or (_t897 == (_t902 if _t902 is not _NOT_YET else (_t902 := _a679(st, L))))):
            _t898.append(_t897)
    return _t898

# <rulerun evolution.rules: scavenge #350 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #351 272b972e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t904 = []
    for _t903 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t903] == L[5]) or (_st_cvars[168 + _t903] == L[5])):
            _t904.append(_st_cvars[_t903])
    return _t904

# <rulerun evolution.rules: scavenge #352 23089fc0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t906 = []
    for _t905 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t905] == L[5]) or (_st_cvars[168 + _t905] == L[5])):
            _t906.append(_t905)
    return _t906

# <rulerun evolution.rules: scavenge #353 b4269b61>
def _loop(st, L):
    _st_cvars = st.cvars
    _t908 = 0
    for _t907 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t907] == L[5]):
            _t908 += (1 if ((_st_cvars[_t907] == 'carnivorous') or (_st_cvars[_t907] == 'high_body_weight')) else (2 if (_st_cvars[_t907] == 'parasite') else 0))
    return _t908

# <rulerun evolution.rules: scavenge #354 5a5ed2c9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t910 = 0
    for _t909 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t909] == L[5]) and (_st_cvars[_t909] == 'fat_tissue')) and _st_cvars[252 + _t909]):
            _t910 += 1
    return _t910

# <rulerun evolution.rules: scavenge #355 ed08a7a6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t912 = 0
    for _t911 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t911] == L[5]) and (_st_cvars[_t911] == 'fat_tissue')):
            _t912 += 1
    return _t912

# <rulerun evolution.rules: scavenge #356 4e82e11f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t914 = 0
    for _t913 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t913] == L[5]) and (_st_cvars[_t913] == 'fat_tissue')):
            _t914 += 1
    return _t914

# <rulerun evolution.rules: scavenge #357 73a7f1c7>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain682(_text683(((((('animal ' + _plain682(_st_cvars[420 + L[5]]) + ' of ' + _player_text684(st.model.zone_instances[st.loc[L[5]]][1])) + (_text683(' ' + _plain682(_a685(st, L))) if (not not (_a686(st, L) or ())) else '')) + (' food ' + _plain682(_st_cvars[504 + L[5]]) + '/' + _plain682((1 + _a687(st, L))))) + ((' fat ' + _plain682(_a688(st, L)) + '/' + _plain682(_a689(st, L))) if (_a690(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: scavenge #358 playout 5e51383b>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit662(_k663)
    _t878 = (_o664[L[0]] or [])
    _budget665[0] -= len(_t878)
    if _budget665[0] < 0: _spent666(st)
    for _t877 in _t878:
        L[3] = _t877
        _t880 = st.zones[(5 + _t877)]
        _budget665[0] -= len(_t880)
        if _budget665[0] < 0: _spent666(st)
        _t879 = []
        for _t881 in _t880:
            if (_a667(st, _t881) and ((not ((_st_cvars[924 + _t881] == _st_vars[0]) or ((_st_cvars[504 + _t881] >= (1 + _a668(st, _t881))) and (_a669(st, _t881) >= _a670(st, _t881))))) and (not _a674(st, _t881)))):
                _t879.append(_t881)
        L[4] = _t879
        if (not not (L[4] or ())):
            _t895 = (_a680(st, L) or [])
            _t915 = _t877
            _t916 = len(_t895)
            if not _t916: _no_option692(_t915, 'scavenger to feed')
            if _t916 <= 1 and _st_log is None:
                L[5] = _t895[0] if _t916 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t917 = st.chooser(_t916, _t915)
                else:
                    _t917 = _st_bits(_t916.bit_length())
                    while _t917 >= _t916: _t917 = _st_bits(_t916.bit_length())
                L[5] = _t895[_t917]; st.decisions += 1
            elif _decide693(st, L, _t895, _t915): raise _PlayoutCut681()
            if _st_log is not None: _st_log.append(_Text697(_audience694(st), ['Scavenger: ', _PlayerRef695(_t877), "'s animal ", _plain696(_st_cvars[420 + L[5]]), ' receives a blue token']))
            if _p698(st, [L[5], 'blue', None, None], _d + 1) == 3: return 3
            return 2

# <rulerun evolution.rules: on after attack #359 playout 29737f55>
def _native(st, L, _d=0):
    if _p699(st, [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: hunt #360 playout e748eec4>
def _native(st, L, _d=0):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit593(_k594)
    _budget595[0] -= 1
    if _budget595[0] < 0: _spent596(st)
    _st_cvars[672 + _l0] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text600(_audience597(st), [_PlayerRef598(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain599(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef598(st.model.zone_instances[_st_loc[_l1]][1]), "'s animal ", _plain599(_st_cvars[420 + _l1])]))
    if len(st.events) >= 100: _check_event_depth601(st)
    _t772 = [_l0, _l1]
    _t773 = [1, _t772, False, len(st.cur), st.thread_player]
    st.events.append(_t773)
    _t864 = _t772 + _k655
    if _p656(st, _t864, _d + 1) == 3: return 3
    if not _t773[2]:
        L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value657(st, 1, 1, 'attack'))
        L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value657(st, 1, 0, 'attack'))
        L[4] = _a658(st, L)
        if _st_log is not None: _st_log.append(_Text600(_audience597(st), [_PlayerRef598(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain599(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef598(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain599(_st_cvars[420 + L[2]])]))
        _i11l0 = L[2]
        _i11 = [_i11l0, None, None, None, None]
        _i11[1] = st.model.zone_instances[_st_loc[_i11l0]][1]
        _t870 = (_a659(st, _i11l0) or [])
        _budget595[0] -= len(_t870)
        if _budget595[0] < 0: _spent596(st)
        for _t867 in _t870:
            _i11[4] = _t867
            _i12l0 = _t867
            _i12 = [_i12l0, None]
            _i12[1] = st.model.zone_instances[_st_loc[_i12l0]][1]
            _st_cvars[252 + _i12l0] = False
            _st_cvars[84 + _i12l0] = None
            _st_cvars[168 + _i12l0] = None
            _st_cvars[_i12l0] = 'no_trait'
            _t871 = _i12l0
            _t872 = (13 + _i12[1])
            if type(_t871) is int and _st_log is None:
                _t873 = _st_zones[_st_loc[_t871]]
                if _t873[-1] == _t871: _t873.pop()
                else: _t873.remove(_t871)
                _st_zones[_t872].append(_t871); _st_loc[_t871] = _t872
            elif _t871 is not None:
                _move_cards660(st, _t871, _t872, False)
        _st_cvars[504 + _i11l0] = 0
        _st_cvars[588 + _i11l0] = False
        _t874 = _i11l0
        _t875 = (13 + _i11[1])
        if type(_t874) is int and _st_log is None:
            _t876 = _st_zones[_st_loc[_t874]]
            if _t876[-1] == _t874: _t876.pop()
            else: _t876.remove(_t874)
            _st_zones[_t875].append(_t874); _st_loc[_t874] = _t875
        elif _t874 is not None:
            _move_cards660(st, _t874, _t875, False)
        if _p661(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if _p661(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if L[4]:
            _st_cvars[588 + L[3]] = True
            if _st_log is not None: _st_log.append(_Text600(_audience597(st), ['Animal ', _plain599(_st_cvars[420 + L[3]]), ' has eaten a poisonous animal: it will die in the extinction phase']))
        _t918 = _t773[1] + _k700
        if _p701(st, _t918, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: attack_action #361 playout 4541c9e6>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    if len(st.cur) + _d > 500: raise _RuleLimit530(_k531)
    _t670 = (_a555(st, L) or [])
    _t726 = _l0
    _t727 = len(_t670)
    if not _t727: _no_option567(_t726, 'attacker')
    if _t727 <= 1 and _st_log is None:
        L[1] = _t670[0] if _t727 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t728 = st.chooser(_t727, _t726)
        else:
            _t728 = _st_bits(_t727.bit_length())
            while _t728 >= _t727: _t728 = _st_bits(_t727.bit_length())
        L[1] = _t670[_t728]; st.decisions += 1
    elif _decide568(st, L, _t670, _t726): raise _PlayoutCut556()
    _t729 = (_a581(st, L) or [])
    _t769 = _l0
    _t770 = len(_t729)
    if not _t770: _no_option567(_t769, 'target')
    if _t770 <= 1 and _st_log is None:
        L[2] = _t729[0] if _t770 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t771 = st.chooser(_t770, _t769)
        else:
            _t771 = _st_bits(_t770.bit_length())
            while _t771 >= _t770: _t771 = _st_bits(_t770.bit_length())
        L[2] = _t729[_t771]; st.decisions += 1
    elif _decide592(st, L, _t729, _t769): raise _PlayoutCut556()
    if _p702(st, [L[1], L[2], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #362 c4db9588>
def _loop(st, _t921):
    _st_cvars = st.cvars
    _t924 = 0
    for _t923 in st.zones[(9 + st.model.zone_instances[st.loc[_t921]][1])]:
        if (_st_cvars[84 + _t923] == _t921):
            _t924 += (1 if ((_st_cvars[_t923] == 'carnivorous') or (_st_cvars[_t923] == 'high_body_weight')) else (2 if (_st_cvars[_t923] == 'parasite') else 0))
    return _t924

# <rulerun evolution.rules: feeding_turn_of #363 2fffd6d4>
def _loop(st, _t921):
    _st_cvars = st.cvars
    _t926 = 0
    for _t925 in st.zones[(9 + st.model.zone_instances[st.loc[_t921]][1])]:
        if (((_st_cvars[84 + _t925] == _t921) and (_st_cvars[_t925] == 'fat_tissue')) and _st_cvars[252 + _t925]):
            _t926 += 1
    return _t926

# <rulerun evolution.rules: feeding_turn_of #364 006b9ad2>
def _loop(st, _i13l0):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t920 = st.zones[(5 + _i13l0)]
    _budget704[0] -= len(_t920)
    if _budget704[0] < 0: _spent705(st)
    _t922 = []
    for _t921 in _t920:
        if ((not ((_st_cvars[924 + _t921] == _st_vars[0]) or (_st_cvars[504 + _t921] >= (1 + _a706(st, _t921))))) and (_a707(st, _t921) > 0)):
            _t922.append(_t921)
    return _t922

# <rulerun evolution.rules: feeding_turn_of #365 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #366 15396f54>
def _loop(st, L):
    _st_cvars = st.cvars
    _t928 = []
    for _t927 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t927] == L[1]) or (_st_cvars[168 + _t927] == L[1])):
            _t928.append(_st_cvars[_t927])
    return _t928

# <rulerun evolution.rules: feeding_turn_of #367 5bb1dcf4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t930 = []
    for _t929 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t929] == L[1]) or (_st_cvars[168 + _t929] == L[1])):
            _t930.append(_t929)
    return _t930

# <rulerun evolution.rules: feeding_turn_of #368 989c0b62>
def _loop(st, L):
    _st_cvars = st.cvars
    _t932 = 0
    for _t931 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t931] == L[1]):
            _t932 += (1 if ((_st_cvars[_t931] == 'carnivorous') or (_st_cvars[_t931] == 'high_body_weight')) else (2 if (_st_cvars[_t931] == 'parasite') else 0))
    return _t932

# <rulerun evolution.rules: feeding_turn_of #369 818bd167>
def _loop(st, L):
    _st_cvars = st.cvars
    _t934 = 0
    for _t933 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t933] == L[1]) and (_st_cvars[_t933] == 'fat_tissue')) and _st_cvars[252 + _t933]):
            _t934 += 1
    return _t934

# <rulerun evolution.rules: feeding_turn_of #370 cc5d5da8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t936 = 0
    for _t935 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t935] == L[1]) and (_st_cvars[_t935] == 'fat_tissue')):
            _t936 += 1
    return _t936

# <rulerun evolution.rules: feeding_turn_of #371 97a80319>
def _loop(st, L):
    _st_cvars = st.cvars
    _t938 = 0
    for _t937 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t937] == L[1]) and (_st_cvars[_t937] == 'fat_tissue')):
            _t938 += 1
    return _t938

# <rulerun evolution.rules: feeding_turn_of #372 5e0bab74>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain709(_text710(((((('animal ' + _plain709(_st_cvars[420 + L[1]]) + ' of ' + _player_text711(st.model.zone_instances[st.loc[L[1]]][1])) + (_text710(' ' + _plain709(_a712(st, L))) if (not not (_a713(st, L) or ())) else '')) + (' food ' + _plain709(_st_cvars[504 + L[1]]) + '/' + _plain709((1 + _a714(st, L))))) + ((' fat ' + _plain709(_a715(st, L)) + '/' + _plain709(_a716(st, L))) if (_a717(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: feeding_turn_of #373 748e4390>
def _loop(st, _i13):
    _st_cvars = st.cvars
    _t944 = 0
    for _t943 in st.zones[(9 + st.model.zone_instances[st.loc[_i13[1]]][1])]:
        if (((_st_cvars[84 + _t943] == _i13[1]) and (_st_cvars[_t943] == 'fat_tissue')) and _st_cvars[252 + _t943]):
            _t944 += 1
    return _t944

# <rulerun evolution.rules: feeding_turn_of #374 5790885e>
def _loop(st, _i13):
    _st_cvars = st.cvars
    _t946 = 0
    for _t945 in st.zones[(9 + st.model.zone_instances[st.loc[_i13[1]]][1])]:
        if (_st_cvars[84 + _t945] == _i13[1]):
            _t946 += (1 if ((_st_cvars[_t945] == 'carnivorous') or (_st_cvars[_t945] == 'high_body_weight')) else (2 if (_st_cvars[_t945] == 'parasite') else 0))
    return _t946

# <rulerun evolution.rules: feeding_turn_of #375 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #376 75f56665>
def _loop(st, _i13):
    _st_cvars = st.cvars
    _t955 = 0
    for _t954 in st.zones[(9 + st.model.zone_instances[st.loc[_i13[1]]][1])]:
        if (_st_cvars[84 + _t954] == _i13[1]):
            _t955 += (1 if ((_st_cvars[_t954] == 'carnivorous') or (_st_cvars[_t954] == 'high_body_weight')) else (2 if (_st_cvars[_t954] == 'parasite') else 0))
    return _t955

# <rulerun evolution.rules: piracy #377 d4450642>
def _loop(st, _t958):
    _st_cvars = st.cvars
    for _t960 in st.zones[(9 + st.model.zone_instances[st.loc[_t958]][1])]:
        if ((_st_cvars[84 + _t960] == _t958) and (_st_cvars[_t960] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #378 971fb4a9>
def _loop(st, _t958):
    _st_cvars = st.cvars
    _t963 = 0
    for _t962 in st.zones[(9 + st.model.zone_instances[st.loc[_t958]][1])]:
        if (_st_cvars[84 + _t962] == _t958):
            _t963 += (1 if ((_st_cvars[_t962] == 'carnivorous') or (_st_cvars[_t962] == 'high_body_weight')) else (2 if (_st_cvars[_t962] == 'parasite') else 0))
    return _t963

# <rulerun evolution.rules: piracy #379 9a6bde7f>
def _loop(st, _t958):
    _st_cvars = st.cvars
    _t965 = 0
    for _t964 in st.zones[(9 + st.model.zone_instances[st.loc[_t958]][1])]:
        if (_st_cvars[84 + _t964] == _t958):
            _t965 += (1 if ((_st_cvars[_t964] == 'carnivorous') or (_st_cvars[_t964] == 'high_body_weight')) else (2 if (_st_cvars[_t964] == 'parasite') else 0))
    return _t965

# <rulerun evolution.rules: piracy #380 23e3505e>
def _loop(st, _t958):
    _st_cvars = st.cvars
    _t967 = 0
    for _t966 in st.zones[(9 + st.model.zone_instances[st.loc[_t958]][1])]:
        if (((_st_cvars[84 + _t966] == _t958) and (_st_cvars[_t966] == 'fat_tissue')) and _st_cvars[252 + _t966]):
            _t967 += 1
    return _t967

# <rulerun evolution.rules: piracy #381 060258ec>
def _loop(st, _t958):
    _st_cvars = st.cvars
    _t969 = 0
    for _t968 in st.zones[(9 + st.model.zone_instances[st.loc[_t958]][1])]:
        if ((_st_cvars[84 + _t968] == _t958) and (_st_cvars[_t968] == 'fat_tissue')):
            _t969 += 1
    return _t969

# <rulerun evolution.rules: piracy #382 de6e29a2>
def _loop(st, _t971):
    _st_cvars = st.cvars
    _t974 = 0
    for _t973 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t971]]][1])]:
        if (_st_cvars[84 + _t973] == _st_cvars[84 + _t971]):
            _t974 += (1 if ((_st_cvars[_t973] == 'carnivorous') or (_st_cvars[_t973] == 'high_body_weight')) else (2 if (_st_cvars[_t973] == 'parasite') else 0))
    return _t974

# <rulerun evolution.rules: piracy #383 3ecba967>
def _loop(st, _t958):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t970 = st.zones[(9 + st.model.zone_instances[st.loc[_t958]][1])]
    _budget738[0] -= len(_t970)
    if _budget738[0] < 0: _spent739(st)
    for _t971 in _t970:
        if (((_st_cvars[_t971] == 'symbiosis') and (_st_cvars[168 + _t971] == _t958)) and (not ((_st_cvars[924 + _st_cvars[84 + _t971]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t971]] >= (1 + _a740(st, _t971)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #384 873b84c6>
def _loop(st, _t976):
    _st_cvars = st.cvars
    _t979 = 0
    for _t978 in st.zones[(9 + st.model.zone_instances[st.loc[_t976]][1])]:
        if (_st_cvars[84 + _t978] == _t976):
            _t979 += (1 if ((_st_cvars[_t978] == 'carnivorous') or (_st_cvars[_t978] == 'high_body_weight')) else (2 if (_st_cvars[_t978] == 'parasite') else 0))
    return _t979

# <rulerun evolution.rules: piracy #385 7e1991da>
def _loop(st, _t958):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t975 = ([_c for _i in [5 + _p for _p in _k742] for _c in st.zones[_i]] or ())
    _budget743[0] -= len(_t975)
    if _budget743[0] < 0: _spent744(st)
    for _t976 in _t975:
        if ((_t976 != _t958) and ((not ((_st_cvars[924 + _t976] == _st_vars[0]) or (_st_cvars[504 + _t976] >= (1 + _a745(st, _t976))))) and (_st_cvars[504 + _t976] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #386 ac13d6ca>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t957 = st.zones[(5 + L[0])]
    _budget731[0] -= len(_t957)
    if _budget731[0] < 0: _spent732(st)
    _t959 = []
    for _t958 in _t957:
        if ((((_a733(st, _t958) and (_st_cvars[756 + _t958] != _st_vars[0])) and (not ((_st_cvars[924 + _t958] == _st_vars[0]) or (_st_cvars[504 + _t958] >= (1 + _a734(st, _t958)))))) and ((not ((_st_cvars[924 + _t958] == _st_vars[0]) or ((_st_cvars[504 + _t958] >= (1 + _a735(st, _t958))) and (_a736(st, _t958) >= _a737(st, _t958))))) and (not _a741(st, _t958)))) and _a746(st, _t958)):
            _t959.append(_t958)
    return _t959

# <rulerun evolution.rules: piracy #387 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #388 de912c1a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t981 = []
    for _t980 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t980] == L[1]) or (_st_cvars[168 + _t980] == L[1])):
            _t981.append(_st_cvars[_t980])
    return _t981

# <rulerun evolution.rules: piracy #389 1ec2eec3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t983 = []
    for _t982 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t982] == L[1]) or (_st_cvars[168 + _t982] == L[1])):
            _t983.append(_t982)
    return _t983

# <rulerun evolution.rules: piracy #390 6364f767>
def _loop(st, L):
    _st_cvars = st.cvars
    _t985 = 0
    for _t984 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t984] == L[1]):
            _t985 += (1 if ((_st_cvars[_t984] == 'carnivorous') or (_st_cvars[_t984] == 'high_body_weight')) else (2 if (_st_cvars[_t984] == 'parasite') else 0))
    return _t985

# <rulerun evolution.rules: piracy #391 c7ba900d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t987 = 0
    for _t986 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t986] == L[1]) and (_st_cvars[_t986] == 'fat_tissue')) and _st_cvars[252 + _t986]):
            _t987 += 1
    return _t987

# <rulerun evolution.rules: piracy #392 4a8a08e2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t989 = 0
    for _t988 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t988] == L[1]) and (_st_cvars[_t988] == 'fat_tissue')):
            _t989 += 1
    return _t989

# <rulerun evolution.rules: piracy #393 6bf3d852>
def _loop(st, L):
    _st_cvars = st.cvars
    _t991 = 0
    for _t990 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t990] == L[1]) and (_st_cvars[_t990] == 'fat_tissue')):
            _t991 += 1
    return _t991

# <rulerun evolution.rules: piracy #394 ce907175>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain749(_text750(((((('animal ' + _plain749(_st_cvars[420 + L[1]]) + ' of ' + _player_text751(st.model.zone_instances[st.loc[L[1]]][1])) + (_text750(' ' + _plain749(_a752(st, L))) if (not not (_a753(st, L) or ())) else '')) + (' food ' + _plain749(_st_cvars[504 + L[1]]) + '/' + _plain749((1 + _a754(st, L))))) + ((' fat ' + _plain749(_a755(st, L)) + '/' + _plain749(_a756(st, L))) if (_a757(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: piracy #395 0a1488cb>
def _loop(st, _t997):
    _st_cvars = st.cvars
    _t1000 = 0
    for _t999 in st.zones[(9 + st.model.zone_instances[st.loc[_t997]][1])]:
        if (_st_cvars[84 + _t999] == _t997):
            _t1000 += (1 if ((_st_cvars[_t999] == 'carnivorous') or (_st_cvars[_t999] == 'high_body_weight')) else (2 if (_st_cvars[_t999] == 'parasite') else 0))
    return _t1000

# <rulerun evolution.rules: piracy #396 4f2178e7>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t996 = ([_c for _i in [5 + _p for _p in _k761] for _c in st.zones[_i]] or ())
    _budget762[0] -= len(_t996)
    if _budget762[0] < 0: _spent763(st)
    _t998 = []
    for _t997 in _t996:
        if ((_t997 != _l1) and ((not ((_st_cvars[924 + _t997] == _st_vars[0]) or (_st_cvars[504 + _t997] >= (1 + _a764(st, _t997))))) and (_st_cvars[504 + _t997] > 0))):
            _t998.append(_t997)
    return _t998

# <rulerun evolution.rules: piracy #397 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #398 bbfc5adb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1002 = []
    for _t1001 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1001] == L[2]) or (_st_cvars[168 + _t1001] == L[2])):
            _t1002.append(_st_cvars[_t1001])
    return _t1002

# <rulerun evolution.rules: piracy #399 b844b825>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1004 = []
    for _t1003 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1003] == L[2]) or (_st_cvars[168 + _t1003] == L[2])):
            _t1004.append(_t1003)
    return _t1004

# <rulerun evolution.rules: piracy #400 edb7dda8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1006 = 0
    for _t1005 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t1005] == L[2]):
            _t1006 += (1 if ((_st_cvars[_t1005] == 'carnivorous') or (_st_cvars[_t1005] == 'high_body_weight')) else (2 if (_st_cvars[_t1005] == 'parasite') else 0))
    return _t1006

# <rulerun evolution.rules: piracy #401 5ce4c4f1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1008 = 0
    for _t1007 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t1007] == L[2]) and (_st_cvars[_t1007] == 'fat_tissue')) and _st_cvars[252 + _t1007]):
            _t1008 += 1
    return _t1008

# <rulerun evolution.rules: piracy #402 843034ce>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1010 = 0
    for _t1009 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1009] == L[2]) and (_st_cvars[_t1009] == 'fat_tissue')):
            _t1010 += 1
    return _t1010

# <rulerun evolution.rules: piracy #403 3e7ba64b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1012 = 0
    for _t1011 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1011] == L[2]) and (_st_cvars[_t1011] == 'fat_tissue')):
            _t1012 += 1
    return _t1012

# <rulerun evolution.rules: piracy #404 c211b4dd>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain766(_text767(((((('animal ' + _plain766(_st_cvars[420 + L[2]]) + ' of ' + _player_text768(st.model.zone_instances[st.loc[L[2]]][1])) + (_text767(' ' + _plain766(_a769(st, L))) if (not not (_a770(st, L) or ())) else '')) + (' food ' + _plain766(_st_cvars[504 + L[2]]) + '/' + _plain766((1 + _a771(st, L))))) + ((' fat ' + _plain766(_a772(st, L)) + '/' + _plain766(_a773(st, L))) if (_a774(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else '')))))

# <rulerun evolution.rules: piracy #405 playout 03fb4519>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    if len(st.cur) + _d > 500: raise _RuleLimit729(_k730)
    _t956 = (_a747(st, L) or [])
    _t992 = _l0
    _t993 = len(_t956)
    if not _t993: _no_option759(_t992, 'pirate')
    if _t993 <= 1 and _st_log is None:
        L[1] = _t956[0] if _t993 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t994 = st.chooser(_t993, _t992)
        else:
            _t994 = _st_bits(_t993.bit_length())
            while _t994 >= _t993: _t994 = _st_bits(_t993.bit_length())
        L[1] = _t956[_t994]; st.decisions += 1
    elif _decide760(st, L, _t956, _t992): raise _PlayoutCut748()
    _t995 = (_a765(st, L) or [])
    _t1013 = _l0
    _t1014 = len(_t995)
    if not _t1014: _no_option759(_t1013, 'animal to rob')
    if _t1014 <= 1 and _st_log is None:
        L[2] = _t995[0] if _t1014 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1015 = st.chooser(_t1014, _t1013)
        else:
            _t1015 = _st_bits(_t1014.bit_length())
            while _t1015 >= _t1014: _t1015 = _st_bits(_t1014.bit_length())
        L[2] = _t995[_t1015]; st.decisions += 1
    elif _decide776(st, L, _t995, _t1013): raise _PlayoutCut748()
    _st_cvars[756 + L[1]] = st.vars[0]
    _st_cvars[504 + L[2]] = (_t1016 if -1000000000000000000 <= (_t1016 := _st_cvars[504 + L[2]] - 1) <= 1000000000000000000 else _beyond777(_t1016))
    if _st_log is not None: _st_log.append(_Text781(_audience778(st), ['Piracy: ', _PlayerRef779(_l0), "'s animal ", _plain780(_st_cvars[420 + L[1]]), ' steals a food token from ', _PlayerRef779(st.model.zone_instances[st.loc[L[2]]][1]), "'s animal ", _plain780(_st_cvars[420 + L[2]])]))
    if _p782(st, [L[1], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #406 247cdffe>
def _loop(st, _t1019):
    _st_cvars = st.cvars
    for _t1021 in st.zones[(9 + st.model.zone_instances[st.loc[_t1019]][1])]:
        if ((_st_cvars[84 + _t1021] == _t1019) and (_st_cvars[_t1021] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #407 35a48940>
def _loop(st, _i14l0):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1018 = st.zones[(5 + _i14l0)]
    _budget784[0] -= len(_t1018)
    if _budget784[0] < 0: _spent785(st)
    _t1020 = []
    for _t1019 in _t1018:
        if ((_a786(st, _t1019) and (_st_cvars[840 + _t1019] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1020.append(_t1019)
    return _t1020

# <rulerun evolution.rules: feeding_turn_of #408 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #409 ddd8870e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1024 = []
    for _t1023 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1023] == L[1]) or (_st_cvars[168 + _t1023] == L[1])):
            _t1024.append(_st_cvars[_t1023])
    return _t1024

# <rulerun evolution.rules: feeding_turn_of #410 e531012d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1026 = []
    for _t1025 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1025] == L[1]) or (_st_cvars[168 + _t1025] == L[1])):
            _t1026.append(_t1025)
    return _t1026

# <rulerun evolution.rules: feeding_turn_of #411 064be8e0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1028 = 0
    for _t1027 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1027] == L[1]):
            _t1028 += (1 if ((_st_cvars[_t1027] == 'carnivorous') or (_st_cvars[_t1027] == 'high_body_weight')) else (2 if (_st_cvars[_t1027] == 'parasite') else 0))
    return _t1028

# <rulerun evolution.rules: feeding_turn_of #412 c87347b8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1030 = 0
    for _t1029 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1029] == L[1]) and (_st_cvars[_t1029] == 'fat_tissue')) and _st_cvars[252 + _t1029]):
            _t1030 += 1
    return _t1030

# <rulerun evolution.rules: feeding_turn_of #413 3281ae8f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1032 = 0
    for _t1031 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1031] == L[1]) and (_st_cvars[_t1031] == 'fat_tissue')):
            _t1032 += 1
    return _t1032

# <rulerun evolution.rules: feeding_turn_of #414 2bd8cde0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1034 = 0
    for _t1033 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1033] == L[1]) and (_st_cvars[_t1033] == 'fat_tissue')):
            _t1034 += 1
    return _t1034

# <rulerun evolution.rules: feeding_turn_of #415 b091876a>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain788(_text789(((((('animal ' + _plain788(_st_cvars[420 + L[1]]) + ' of ' + _player_text790(st.model.zone_instances[st.loc[L[1]]][1])) + (_text789(' ' + _plain788(_a791(st, L))) if (not not (_a792(st, L) or ())) else '')) + (' food ' + _plain788(_st_cvars[504 + L[1]]) + '/' + _plain788((1 + _a793(st, L))))) + ((' fat ' + _plain788(_a794(st, L)) + '/' + _plain788(_a795(st, L))) if (_a796(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: feeding_turn_of #416 7883099d>
def _loop(st, _t1041):
    _st_cvars = st.cvars
    for _t1043 in st.zones[(9 + st.model.zone_instances[st.loc[_t1041]][1])]:
        if ((_st_cvars[84 + _t1043] == _t1041) and (_st_cvars[_t1043] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #417 724fc813>
def _loop(st, _t1041):
    _st_cvars = st.cvars
    _t1046 = 0
    for _t1045 in st.zones[(9 + st.model.zone_instances[st.loc[_t1041]][1])]:
        if (_st_cvars[84 + _t1045] == _t1041):
            _t1046 += (1 if ((_st_cvars[_t1045] == 'carnivorous') or (_st_cvars[_t1045] == 'high_body_weight')) else (2 if (_st_cvars[_t1045] == 'parasite') else 0))
    return _t1046

# <rulerun evolution.rules: feeding_turn_of #418 0ae878a5>
def _loop(st, _i15l0):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1040 = st.zones[(5 + _i15l0)]
    _budget799[0] -= len(_t1040)
    if _budget799[0] < 0: _spent800(st)
    _t1042 = []
    for _t1041 in _t1040:
        if ((((_a801(st, _t1041) and (_st_cvars[924 + _t1041] != _st_vars[0])) and (_st_cvars[924 + _t1041] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1041] == _st_vars[0]) or (_st_cvars[504 + _t1041] >= (1 + _a802(st, _t1041)))))):
            _t1042.append(_t1041)
    return _t1042

# <rulerun evolution.rules: feeding_turn_of #419 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #420 d908b5d6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1048 = []
    for _t1047 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1047] == L[1]) or (_st_cvars[168 + _t1047] == L[1])):
            _t1048.append(_st_cvars[_t1047])
    return _t1048

# <rulerun evolution.rules: feeding_turn_of #421 14a60acf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1050 = []
    for _t1049 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1049] == L[1]) or (_st_cvars[168 + _t1049] == L[1])):
            _t1050.append(_t1049)
    return _t1050

# <rulerun evolution.rules: feeding_turn_of #422 5e650490>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1052 = 0
    for _t1051 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1051] == L[1]):
            _t1052 += (1 if ((_st_cvars[_t1051] == 'carnivorous') or (_st_cvars[_t1051] == 'high_body_weight')) else (2 if (_st_cvars[_t1051] == 'parasite') else 0))
    return _t1052

# <rulerun evolution.rules: feeding_turn_of #423 d0a3e949>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1054 = 0
    for _t1053 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1053] == L[1]) and (_st_cvars[_t1053] == 'fat_tissue')) and _st_cvars[252 + _t1053]):
            _t1054 += 1
    return _t1054

# <rulerun evolution.rules: feeding_turn_of #424 082f3740>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1056 = 0
    for _t1055 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1055] == L[1]) and (_st_cvars[_t1055] == 'fat_tissue')):
            _t1056 += 1
    return _t1056

# <rulerun evolution.rules: feeding_turn_of #425 b94b7989>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1058 = 0
    for _t1057 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1057] == L[1]) and (_st_cvars[_t1057] == 'fat_tissue')):
            _t1058 += 1
    return _t1058

# <rulerun evolution.rules: feeding_turn_of #426 b54e146b>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain804(_text805(((((('animal ' + _plain804(_st_cvars[420 + L[1]]) + ' of ' + _player_text806(st.model.zone_instances[st.loc[L[1]]][1])) + (_text805(' ' + _plain804(_a807(st, L))) if (not not (_a808(st, L) or ())) else '')) + (' food ' + _plain804(_st_cvars[504 + L[1]]) + '/' + _plain804((1 + _a809(st, L))))) + ((' fat ' + _plain804(_a810(st, L)) + '/' + _plain804(_a811(st, L))) if (_a812(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: feeding_turn_of #427 playout 18e41e75>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit312(_k313)
    L[1] = False
    while True:
        _budget314[0] -= 1
        if _budget314[0] < 0: _spent315(st)
        _t375 = ([_c for _i in [5 + _p for _p in _k316] for _c in _st_zones[_i]] or ())
        _budget314[0] -= len(_t375)
        if _budget314[0] < 0: _spent315(st)
        _t374 = True
        for _t376 in _t375:
            if not (((_st_cvars[924 + _t376] == _st_vars[0]) or ((_st_cvars[504 + _t376] >= (1 + _a317(st, _t376))) and (_a318(st, _t376) >= _a319(st, _t376))))):
                _t374 = False
                break
        if _t374:
            if _st_log is not None: _st_log.append(_Text321(_audience320(st), ['No animal can take any more food: the feeding phase ends']))
            raise _ExitTo322(6)
        _t384 = (_k323 or ())
        _budget314[0] -= len(_t384)
        if _budget314[0] < 0: _spent315(st)
        _t383 = False
        for _t385 in _t384:
            if (((((_st_vars[3] > 0) and _a333(st, _t385)) or _a357(st, _t385)) or _a362(st, _t385)) or _a382(st, _t385)):
                _t383 = True
                break
        if (not _t383):
            if _st_log is not None: _st_log.append(_Text321(_audience320(st), ['No player has a legal action left: the feeding phase ends']))
            raise _ExitTo322(6)
        L[2] = []
        if ((not L[1]) and ((_st_vars[3] > 0) and _a392(st, L))):
            L[2] = (L[2] + ['take food'])
            if len(L[2]) > 1000000: _too_long393(L[2])
        if ((not L[1]) and _a417(st, L)):
            L[2] = (L[2] + ['attack'])
            if len(L[2]) > 1000000: _too_long393(L[2])
        if ((not L[1]) and _a422(st, L)):
            L[2] = (L[2] + ['convert fat'])
            if len(L[2]) > 1000000: _too_long393(L[2])
        _t544 = _st_zones[(5 + _l0)]
        _budget314[0] -= len(_t544)
        if _budget314[0] < 0: _spent315(st)
        _t543 = False
        for _t545 in _t544:
            if ((((_a423(st, _t545) and (_st_cvars[756 + _t545] != _st_vars[0])) and (not ((_st_cvars[924 + _t545] == _st_vars[0]) or (_st_cvars[504 + _t545] >= (1 + _a424(st, _t545)))))) and ((not ((_st_cvars[924 + _t545] == _st_vars[0]) or ((_st_cvars[504 + _t545] >= (1 + _a425(st, _t545))) and (_a426(st, _t545) >= _a427(st, _t545))))) and (not _a431(st, _t545)))) and _a436(st, _t545)):
                _t543 = True
                break
        if _t543:
            L[2] = (L[2] + ['piracy'])
            if len(L[2]) > 1000000: _too_long393(L[2])
        _t567 = _st_zones[(5 + _l0)]
        _budget314[0] -= len(_t567)
        if _budget314[0] < 0: _spent315(st)
        _t566 = False
        for _t568 in _t567:
            if ((_a437(st, _t568) and (_st_cvars[840 + _t568] != _st_vars[4])) and (_st_vars[3] > 0)):
                _t566 = True
                break
        if _t566:
            L[2] = (L[2] + ['grazing'])
            if len(L[2]) > 1000000: _too_long393(L[2])
        _t572 = _st_zones[(5 + _l0)]
        _budget314[0] -= len(_t572)
        if _budget314[0] < 0: _spent315(st)
        _t571 = False
        for _t573 in _t572:
            if ((((_a438(st, _t573) and (_st_cvars[924 + _t573] != _st_vars[0])) and (_st_cvars[924 + _t573] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t573] == _st_vars[0]) or (_st_cvars[504 + _t573] >= (1 + _a439(st, _t573)))))):
                _t571 = True
                break
        if _t571:
            L[2] = (L[2] + ['hibernation'])
            if len(L[2]) > 1000000: _too_long393(L[2])
        if (not (L[2] or ())):
            return 2
        if ((False or L[1]) or (not ((_st_vars[3] > 0) and _a449(st, L)))):
            L[2] = (L[2] + ['end turn'])
            if len(L[2]) > 1000000: _too_long393(L[2])
        _t592 = (L[2] or [])
        _t593 = _l0
        _t594 = len(_t592)
        if not _t594: _no_option452(_t593, 'feeding action')
        if _t594 <= 1 and _st_log is None:
            L[3] = _t592[0] if _t594 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t595 = st.chooser(_t594, _t593)
            else:
                _t595 = _st_bits(_t594.bit_length())
                while _t595 >= _t594: _t595 = _st_bits(_t594.bit_length())
            L[3] = _t592[_t595]; st.decisions += 1
        elif _decide453(st, L, _t592, _t593): raise _PlayoutCut450()
        if (L[3] == 'end turn'):
            return 2
        _st_vars[5] = True
        if (L[3] == 'take food'):
            L[1] = True
            if _p529(st, [_l0, None], _d + 1) == 3: return 3
        elif (L[3] == 'attack'):
            L[1] = True
            if _p703(st, [_l0, None, None], _d + 1) == 3: return 3
        elif (L[3] == 'convert fat'):
            L[1] = True
            _i13l0 = _l0
            _i13 = [_i13l0, None, None, None, None, None, None]
            _t919 = (_a708(st, _i13l0) or [])
            _t939 = _i13l0
            _t940 = len(_t919)
            if not _t940: _no_option452(_t939, 'animal to convert fat on')
            if _t940 <= 1 and _st_log is None:
                _i13[1] = _t919[0] if _t940 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t941 = st.chooser(_t940, _t939)
                else:
                    _t941 = _st_bits(_t940.bit_length())
                    while _t941 >= _t940: _t941 = _st_bits(_t940.bit_length())
                _i13[1] = _t919[_t941]; st.decisions += 1
            elif _decide719(st, _i13, _t919, _t939): raise _PlayoutCut450()
            _t942 = (_range720(1, min(_a721(st, _i13), (_t947 if -1000000000000000000 <= (_t947 := ((1 + _a722(st, _i13)) - _st_cvars[504 + _i13[1]])) <= 1000000000000000000 else _beyond723(_t947)))) or [])
            _t948 = _i13l0
            _t949 = len(_t942)
            if not _t949: _no_option452(_t948, 'yellow tokens to convert')
            if _t949 <= 1 and _st_log is None:
                _i13[2] = _t942[0] if _t949 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t950 = st.chooser(_t949, _t948)
                else:
                    _t950 = _st_bits(_t949.bit_length())
                    while _t950 >= _t949: _t950 = _st_bits(_t949.bit_length())
                _i13[2] = _t942[_t950]; st.decisions += 1
            elif _decide725(st, _i13, _t942, _t948): raise _PlayoutCut450()
            _i13[3] = _i13[2]
            for _t951 in _st_zones[(9 + _i13l0)][:]:
                _i13[6] = _t951
                if not ((((_st_cvars[84 + _t951] == _i13[1]) and _st_cvars[252 + _t951]) and (_i13[3] > 0))): continue
                _st_cvars[252 + _t951] = False
                _i13[3] = (_t952 if -1000000000000000000 <= (_t952 := _i13[3] - 1) <= 1000000000000000000 else _beyond723(_t952))
            _st_cvars[504 + _i13[1]] = (_t953 if -1000000000000000000 <= (_t953 := _st_cvars[504 + _i13[1]] + _i13[2]) <= 1000000000000000000 else _beyond723(_t953))
            if _st_log is not None: _st_log.append(_Text321(_audience320(st), [_PlayerRef726(_i13l0), ' converts ', _plain727(_i13[2]), ' fat on animal ', _plain727(_st_cvars[420 + _i13[1]]), ' into food (food ', _plain727(_st_cvars[504 + _i13[1]]), '/', _plain727((1 + _a728(st, _i13))), ')']))
        elif (L[3] == 'piracy'):
            if _p783(st, [_l0, None, None], _d + 1) == 3: return 3
        elif (L[3] == 'grazing'):
            _i14l0 = _l0
            _i14 = [_i14l0, None]
            _t1017 = (_a787(st, _i14l0) or [])
            _t1035 = _i14l0
            _t1036 = len(_t1017)
            if not _t1036: _no_option452(_t1035, 'grazing animal')
            if _t1036 <= 1 and _st_log is None:
                _i14[1] = _t1017[0] if _t1036 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1037 = st.chooser(_t1036, _t1035)
                else:
                    _t1037 = _st_bits(_t1036.bit_length())
                    while _t1037 >= _t1036: _t1037 = _st_bits(_t1036.bit_length())
                _i14[1] = _t1017[_t1037]; st.decisions += 1
            elif _decide798(st, _i14, _t1017, _t1035): raise _PlayoutCut450()
            _st_cvars[840 + _i14[1]] = _st_vars[4]
            _st_vars[3] = (_t1038 if -1000000000000000000 <= (_t1038 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond723(_t1038))
            if _st_log is not None: _st_log.append(_Text321(_audience320(st), ['Grazing: ', _PlayerRef726(_i14l0), "'s animal ", _plain727(_st_cvars[420 + _i14[1]]), ' destroys a red token of the food base (', _plain727(_st_vars[3]), ' left)']))
        else:
            _i15l0 = _l0
            _i15 = [_i15l0, None]
            _t1039 = (_a803(st, _i15l0) or [])
            _t1059 = _i15l0
            _t1060 = len(_t1039)
            if not _t1060: _no_option452(_t1059, 'animal to hibernate')
            if _t1060 <= 1 and _st_log is None:
                _i15[1] = _t1039[0] if _t1060 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1061 = st.chooser(_t1060, _t1059)
                else:
                    _t1061 = _st_bits(_t1060.bit_length())
                    while _t1061 >= _t1060: _t1061 = _st_bits(_t1060.bit_length())
                _i15[1] = _t1039[_t1061]; st.decisions += 1
            elif _decide814(st, _i15, _t1039, _t1059): raise _PlayoutCut450()
            _st_cvars[924 + _i15[1]] = _st_vars[0]
            if _st_log is not None: _st_log.append(_Text321(_audience320(st), ['Hibernation: ', _PlayerRef726(_i15l0), "'s animal ", _plain727(_st_cvars[420 + _i15[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_laps #428 98c728c3>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    while True:
        _budget308[0] -= 1
        if _budget308[0] < 0: _spent309(st)
        for _t372 in (_o310[_st_vars[1]] or []):
            L[2] = _t372
            _st_vars[4] = (_t373 if -1000000000000000000 <= (_t373 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond311(_t373))
            _st_vars[5] = False
            if _p815(st, [_t372, None, None, None], 1) == 3: return 3
            if _st_vars[5]:
                _st_vars[6] = 0
            else:
                _st_vars[6] = (_t1062 if -1000000000000000000 <= (_t1062 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond311(_t1062))
            if (_st_vars[6] >= 4):
                if _st_log is not None: _st_log.append(_Text817(_audience816(st), ['A full lap passes without any action: the feeding phase ends']))
                return 2

# <rulerun evolution.rules: feeding_laps #429 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: feeding_laps #430 9d4e8fdc>
def _native(st, L):
    return _o818[st.vars[1]]

# <rulerun evolution.rules: feeding_laps #431 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: feeding_end_check #432 3abd5162>
def _loop(st, _t1065):
    _st_cvars = st.cvars
    _t1067 = 0
    for _t1066 in st.zones[(9 + st.model.zone_instances[st.loc[_t1065]][1])]:
        if (_st_cvars[84 + _t1066] == _t1065):
            _t1067 += (1 if ((_st_cvars[_t1066] == 'carnivorous') or (_st_cvars[_t1066] == 'high_body_weight')) else (2 if (_st_cvars[_t1066] == 'parasite') else 0))
    return _t1067

# <rulerun evolution.rules: feeding_end_check #433 d6c37165>
def _loop(st, _t1065):
    _st_cvars = st.cvars
    _t1069 = 0
    for _t1068 in st.zones[(9 + st.model.zone_instances[st.loc[_t1065]][1])]:
        if (((_st_cvars[84 + _t1068] == _t1065) and (_st_cvars[_t1068] == 'fat_tissue')) and _st_cvars[252 + _t1068]):
            _t1069 += 1
    return _t1069

# <rulerun evolution.rules: feeding_end_check #434 dddb8316>
def _loop(st, _t1065):
    _st_cvars = st.cvars
    _t1071 = 0
    for _t1070 in st.zones[(9 + st.model.zone_instances[st.loc[_t1065]][1])]:
        if ((_st_cvars[84 + _t1070] == _t1065) and (_st_cvars[_t1070] == 'fat_tissue')):
            _t1071 += 1
    return _t1071

# <rulerun evolution.rules: feeding_end_check #435 ba209b58>
def _loop(st, _t1076):
    _st_cvars = st.cvars
    _t1079 = 0
    for _t1078 in st.zones[(9 + st.model.zone_instances[st.loc[_t1076]][1])]:
        if (_st_cvars[84 + _t1078] == _t1076):
            _t1079 += (1 if ((_st_cvars[_t1078] == 'carnivorous') or (_st_cvars[_t1078] == 'high_body_weight')) else (2 if (_st_cvars[_t1078] == 'parasite') else 0))
    return _t1079

# <rulerun evolution.rules: feeding_end_check #436 3f43f173>
def _loop(st, _t1076):
    _st_cvars = st.cvars
    _t1081 = 0
    for _t1080 in st.zones[(9 + st.model.zone_instances[st.loc[_t1076]][1])]:
        if (((_st_cvars[84 + _t1080] == _t1076) and (_st_cvars[_t1080] == 'fat_tissue')) and _st_cvars[252 + _t1080]):
            _t1081 += 1
    return _t1081

# <rulerun evolution.rules: feeding_end_check #437 2e6f7327>
def _loop(st, _t1076):
    _st_cvars = st.cvars
    _t1083 = 0
    for _t1082 in st.zones[(9 + st.model.zone_instances[st.loc[_t1076]][1])]:
        if ((_st_cvars[84 + _t1082] == _t1076) and (_st_cvars[_t1082] == 'fat_tissue')):
            _t1083 += 1
    return _t1083

# <rulerun evolution.rules: feeding_end_check #438 743b02ba>
def _loop(st, _t1085):
    _st_cvars = st.cvars
    _t1088 = 0
    for _t1087 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1085]]][1])]:
        if (_st_cvars[84 + _t1087] == _st_cvars[84 + _t1085]):
            _t1088 += (1 if ((_st_cvars[_t1087] == 'carnivorous') or (_st_cvars[_t1087] == 'high_body_weight')) else (2 if (_st_cvars[_t1087] == 'parasite') else 0))
    return _t1088

# <rulerun evolution.rules: feeding_end_check #439 e84a1472>
def _loop(st, _t1076):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1084 = st.zones[(9 + st.model.zone_instances[st.loc[_t1076]][1])]
    _budget834[0] -= len(_t1084)
    if _budget834[0] < 0: _spent835(st)
    for _t1085 in _t1084:
        if (((_st_cvars[_t1085] == 'symbiosis') and (_st_cvars[168 + _t1085] == _t1076)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1085]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1085]] >= (1 + _a836(st, _t1085)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #440 1b6228c9>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1075 = st.zones[(5 + _t1074)]
    _budget829[0] -= len(_t1075)
    if _budget829[0] < 0: _spent830(st)
    for _t1076 in _t1075:
        if ((not ((_st_cvars[924 + _t1076] == _st_vars[0]) or ((_st_cvars[504 + _t1076] >= (1 + _a831(st, _t1076))) and (_a832(st, _t1076) >= _a833(st, _t1076))))) and (not _a837(st, _t1076))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #441 045e7c8c>
def _loop(st, _t1090):
    _st_cvars = st.cvars
    for _t1092 in st.zones[(9 + st.model.zone_instances[st.loc[_t1090]][1])]:
        if ((_st_cvars[84 + _t1092] == _t1090) and (_st_cvars[_t1092] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #442 b49aa4c7>
def _loop(st, _t1090):
    _st_cvars = st.cvars
    _t1095 = 0
    for _t1094 in st.zones[(9 + st.model.zone_instances[st.loc[_t1090]][1])]:
        if (_st_cvars[84 + _t1094] == _t1090):
            _t1095 += (1 if ((_st_cvars[_t1094] == 'carnivorous') or (_st_cvars[_t1094] == 'high_body_weight')) else (2 if (_st_cvars[_t1094] == 'parasite') else 0))
    return _t1095

# <rulerun evolution.rules: feeding_end_check #443 ecdf9c4d>
def _loop(st, _t1090):
    _st_cvars = st.cvars
    _t1097 = 0
    for _t1096 in st.zones[(9 + st.model.zone_instances[st.loc[_t1090]][1])]:
        if (((_st_cvars[84 + _t1096] == _t1090) and (_st_cvars[_t1096] == 'fat_tissue')) and _st_cvars[252 + _t1096]):
            _t1097 += 1
    return _t1097

# <rulerun evolution.rules: feeding_end_check #444 665759d3>
def _loop(st, _t1090):
    _st_cvars = st.cvars
    _t1099 = 0
    for _t1098 in st.zones[(9 + st.model.zone_instances[st.loc[_t1090]][1])]:
        if ((_st_cvars[84 + _t1098] == _t1090) and (_st_cvars[_t1098] == 'fat_tissue')):
            _t1099 += 1
    return _t1099

# <rulerun evolution.rules: feeding_end_check #445 37781fc6>
def _loop(st, _t1101):
    _st_cvars = st.cvars
    _t1104 = 0
    for _t1103 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1101]]][1])]:
        if (_st_cvars[84 + _t1103] == _st_cvars[84 + _t1101]):
            _t1104 += (1 if ((_st_cvars[_t1103] == 'carnivorous') or (_st_cvars[_t1103] == 'high_body_weight')) else (2 if (_st_cvars[_t1103] == 'parasite') else 0))
    return _t1104

# <rulerun evolution.rules: feeding_end_check #446 e9069582>
def _loop(st, _t1090):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1100 = st.zones[(9 + st.model.zone_instances[st.loc[_t1090]][1])]
    _budget845[0] -= len(_t1100)
    if _budget845[0] < 0: _spent846(st)
    for _t1101 in _t1100:
        if (((_st_cvars[_t1101] == 'symbiosis') and (_st_cvars[168 + _t1101] == _t1090)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1101]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1101]] >= (1 + _a847(st, _t1101)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #447 148e120f>
def _loop(st, _t1106):
    _st_cvars = st.cvars
    for _t1108 in st.zones[(9 + st.model.zone_instances[st.loc[_t1106]][1])]:
        if ((_st_cvars[84 + _t1108] == _t1106) and (_st_cvars[_t1108] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #448 0c679dfd>
def _loop(st, _t1090):
    _st_cvars = st.cvars
    for _t1110 in st.zones[(9 + st.model.zone_instances[st.loc[_t1090]][1])]:
        if ((_st_cvars[84 + _t1110] == _t1090) and (_st_cvars[_t1110] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #449 f1b30d8d>
def _loop(st, _t1106):
    _st_cvars = st.cvars
    for _t1114 in st.zones[(9 + st.model.zone_instances[st.loc[_t1106]][1])]:
        if ((_st_cvars[84 + _t1114] == _t1106) and (_st_cvars[_t1114] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #450 5384a082>
def _loop(st, _t1090):
    _st_cvars = st.cvars
    for _t1116 in st.zones[(9 + st.model.zone_instances[st.loc[_t1090]][1])]:
        if ((_st_cvars[84 + _t1116] == _t1090) and (_st_cvars[_t1116] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #451 3a79b33e>
def _loop(st, _t1106):
    _st_cvars = st.cvars
    for _t1120 in st.zones[(9 + st.model.zone_instances[st.loc[_t1106]][1])]:
        if ((_st_cvars[84 + _t1120] == _t1106) and (_st_cvars[_t1120] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #452 b32a5f21>
def _loop(st, _t1090):
    _st_cvars = st.cvars
    for _t1122 in st.zones[(9 + st.model.zone_instances[st.loc[_t1090]][1])]:
        if ((_st_cvars[84 + _t1122] == _t1090) and (_st_cvars[_t1122] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #453 b17885fb>
def _loop(st, _t1106):
    _st_cvars = st.cvars
    for _t1126 in st.zones[(9 + st.model.zone_instances[st.loc[_t1106]][1])]:
        if ((_st_cvars[84 + _t1126] == _t1106) and (_st_cvars[_t1126] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #454 4258e0f8>
def _loop(st, _t1106):
    _st_cvars = st.cvars
    _t1129 = 0
    for _t1128 in st.zones[(9 + st.model.zone_instances[st.loc[_t1106]][1])]:
        if (_st_cvars[84 + _t1128] == _t1106):
            _t1129 += (1 if ((_st_cvars[_t1128] == 'carnivorous') or (_st_cvars[_t1128] == 'high_body_weight')) else (2 if (_st_cvars[_t1128] == 'parasite') else 0))
    return _t1129

# <rulerun evolution.rules: feeding_end_check #455 4ddd2717>
def _loop(st, _t1106):
    _st_cvars = st.cvars
    for _t1130 in st.zones[(9 + st.model.zone_instances[st.loc[_t1106]][1])]:
        if ((_st_cvars[_t1130] == 'symbiosis') and (_st_cvars[168 + _t1130] == _t1106)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #456 aa6ad7ad>
def _loop(st, _t1090):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1105 = ([_c for _i in [5 + _p for _p in _k849] for _c in st.zones[_i]] or ())
    _budget850[0] -= len(_t1105)
    if _budget850[0] < 0: _spent851(st)
    _t1112 = _NOT_YET
    _t1113 = _NOT_YET
    _t1118 = _NOT_YET
    _t1119 = _NOT_YET
    _t1124 = _NOT_YET
    _t1125 = _NOT_YET
    for _t1106 in _t1105:
        if ((((((_t1090 != _t1106) and ((not _a852(st, _t1106)) or (_t1113 if _t1113 is not _NOT_YET else (_t1113 := (_t1112 if _t1112 is not _NOT_YET else (_t1112 := _a853(st, _t1090))))))) and ((not _a854(st, _t1106)) or (_t1119 if _t1119 is not _NOT_YET else (_t1119 := (_t1118 if _t1118 is not _NOT_YET else (_t1118 := _a855(st, _t1090))))))) and (_a856(st, _t1106) == (_t1125 if _t1125 is not _NOT_YET else (_t1125 := (_t1124 if _t1124 is not _NOT_YET else (_t1124 := _a857(st, _t1090))))))) and (not (_a858(st, _t1106) and ((_st_cvars[924 + _t1106] == _st_vars[0]) or (_st_cvars[504 + _t1106] >= (1 + _a859(st, _t1106))))))) and (not _a860(st, _t1106))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #457 0d409df0>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1089 = st.zones[(5 + _t1074)]
    _budget839[0] -= len(_t1089)
    if _budget839[0] < 0: _spent840(st)
    for _t1090 in _t1089:
        if (((_a841(st, _t1090) and (_st_cvars[672 + _t1090] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1090] == _st_vars[0]) or ((_st_cvars[504 + _t1090] >= (1 + _a842(st, _t1090))) and (_a843(st, _t1090) >= _a844(st, _t1090))))) and (not _a848(st, _t1090)))) and _a861(st, _t1090)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #458 42599c86>
def _loop(st, _t1133):
    _st_cvars = st.cvars
    _t1136 = 0
    for _t1135 in st.zones[(9 + st.model.zone_instances[st.loc[_t1133]][1])]:
        if (_st_cvars[84 + _t1135] == _t1133):
            _t1136 += (1 if ((_st_cvars[_t1135] == 'carnivorous') or (_st_cvars[_t1135] == 'high_body_weight')) else (2 if (_st_cvars[_t1135] == 'parasite') else 0))
    return _t1136

# <rulerun evolution.rules: feeding_end_check #459 c2904fa7>
def _loop(st, _t1133):
    _st_cvars = st.cvars
    _t1138 = 0
    for _t1137 in st.zones[(9 + st.model.zone_instances[st.loc[_t1133]][1])]:
        if (((_st_cvars[84 + _t1137] == _t1133) and (_st_cvars[_t1137] == 'fat_tissue')) and _st_cvars[252 + _t1137]):
            _t1138 += 1
    return _t1138

# <rulerun evolution.rules: feeding_end_check #460 4c478082>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1132 = st.zones[(5 + _t1074)]
    _budget863[0] -= len(_t1132)
    if _budget863[0] < 0: _spent864(st)
    for _t1133 in _t1132:
        if ((not ((_st_cvars[924 + _t1133] == _st_vars[0]) or (_st_cvars[504 + _t1133] >= (1 + _a865(st, _t1133))))) and (_a866(st, _t1133) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #461 84372b2c>
def _loop(st, _t1140):
    _st_cvars = st.cvars
    for _t1142 in st.zones[(9 + st.model.zone_instances[st.loc[_t1140]][1])]:
        if ((_st_cvars[84 + _t1142] == _t1140) and (_st_cvars[_t1142] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #462 3a5ffc6b>
def _loop(st, _t1140):
    _st_cvars = st.cvars
    _t1145 = 0
    for _t1144 in st.zones[(9 + st.model.zone_instances[st.loc[_t1140]][1])]:
        if (_st_cvars[84 + _t1144] == _t1140):
            _t1145 += (1 if ((_st_cvars[_t1144] == 'carnivorous') or (_st_cvars[_t1144] == 'high_body_weight')) else (2 if (_st_cvars[_t1144] == 'parasite') else 0))
    return _t1145

# <rulerun evolution.rules: feeding_end_check #463 5cc85558>
def _loop(st, _t1140):
    _st_cvars = st.cvars
    _t1147 = 0
    for _t1146 in st.zones[(9 + st.model.zone_instances[st.loc[_t1140]][1])]:
        if (_st_cvars[84 + _t1146] == _t1140):
            _t1147 += (1 if ((_st_cvars[_t1146] == 'carnivorous') or (_st_cvars[_t1146] == 'high_body_weight')) else (2 if (_st_cvars[_t1146] == 'parasite') else 0))
    return _t1147

# <rulerun evolution.rules: feeding_end_check #464 142b93e3>
def _loop(st, _t1140):
    _st_cvars = st.cvars
    _t1149 = 0
    for _t1148 in st.zones[(9 + st.model.zone_instances[st.loc[_t1140]][1])]:
        if (((_st_cvars[84 + _t1148] == _t1140) and (_st_cvars[_t1148] == 'fat_tissue')) and _st_cvars[252 + _t1148]):
            _t1149 += 1
    return _t1149

# <rulerun evolution.rules: feeding_end_check #465 67ec8c30>
def _loop(st, _t1140):
    _st_cvars = st.cvars
    _t1151 = 0
    for _t1150 in st.zones[(9 + st.model.zone_instances[st.loc[_t1140]][1])]:
        if ((_st_cvars[84 + _t1150] == _t1140) and (_st_cvars[_t1150] == 'fat_tissue')):
            _t1151 += 1
    return _t1151

# <rulerun evolution.rules: feeding_end_check #466 4b001997>
def _loop(st, _t1153):
    _st_cvars = st.cvars
    _t1156 = 0
    for _t1155 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1153]]][1])]:
        if (_st_cvars[84 + _t1155] == _st_cvars[84 + _t1153]):
            _t1156 += (1 if ((_st_cvars[_t1155] == 'carnivorous') or (_st_cvars[_t1155] == 'high_body_weight')) else (2 if (_st_cvars[_t1155] == 'parasite') else 0))
    return _t1156

# <rulerun evolution.rules: feeding_end_check #467 4099a352>
def _loop(st, _t1140):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1152 = st.zones[(9 + st.model.zone_instances[st.loc[_t1140]][1])]
    _budget875[0] -= len(_t1152)
    if _budget875[0] < 0: _spent876(st)
    for _t1153 in _t1152:
        if (((_st_cvars[_t1153] == 'symbiosis') and (_st_cvars[168 + _t1153] == _t1140)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1153]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1153]] >= (1 + _a877(st, _t1153)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #468 ddf37d05>
def _loop(st, _t1158):
    _st_cvars = st.cvars
    _t1161 = 0
    for _t1160 in st.zones[(9 + st.model.zone_instances[st.loc[_t1158]][1])]:
        if (_st_cvars[84 + _t1160] == _t1158):
            _t1161 += (1 if ((_st_cvars[_t1160] == 'carnivorous') or (_st_cvars[_t1160] == 'high_body_weight')) else (2 if (_st_cvars[_t1160] == 'parasite') else 0))
    return _t1161

# <rulerun evolution.rules: feeding_end_check #469 83c6c507>
def _loop(st, _t1140):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1157 = ([_c for _i in [5 + _p for _p in _k879] for _c in st.zones[_i]] or ())
    _budget880[0] -= len(_t1157)
    if _budget880[0] < 0: _spent881(st)
    for _t1158 in _t1157:
        if ((_t1158 != _t1140) and ((not ((_st_cvars[924 + _t1158] == _st_vars[0]) or (_st_cvars[504 + _t1158] >= (1 + _a882(st, _t1158))))) and (_st_cvars[504 + _t1158] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #470 ea7df1d0>
def _loop(st, _t1140):
    _st_cvars = st.cvars
    for _t1162 in st.zones[(9 + st.model.zone_instances[st.loc[_t1140]][1])]:
        if ((_st_cvars[84 + _t1162] == _t1140) and (_st_cvars[_t1162] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #471 d534a015>
def _loop(st, _t1140):
    _st_cvars = st.cvars
    _t1165 = 0
    for _t1164 in st.zones[(9 + st.model.zone_instances[st.loc[_t1140]][1])]:
        if (_st_cvars[84 + _t1164] == _t1140):
            _t1165 += (1 if ((_st_cvars[_t1164] == 'carnivorous') or (_st_cvars[_t1164] == 'high_body_weight')) else (2 if (_st_cvars[_t1164] == 'parasite') else 0))
    return _t1165

# <rulerun evolution.rules: feeding_end_check #472 0c1415bc>
def _loop(st, _t1140):
    _st_cvars = st.cvars
    for _t1166 in st.zones[(9 + st.model.zone_instances[st.loc[_t1140]][1])]:
        if ((_st_cvars[84 + _t1166] == _t1140) and (_st_cvars[_t1166] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #473 2a02416f>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1139 = st.zones[(5 + _t1074)]
    _budget868[0] -= len(_t1139)
    if _budget868[0] < 0: _spent869(st)
    for _t1140 in _t1139:
        if ((((((_a870(st, _t1140) and (_st_cvars[756 + _t1140] != _st_vars[0])) and (not ((_st_cvars[924 + _t1140] == _st_vars[0]) or (_st_cvars[504 + _t1140] >= (1 + _a871(st, _t1140)))))) and ((not ((_st_cvars[924 + _t1140] == _st_vars[0]) or ((_st_cvars[504 + _t1140] >= (1 + _a872(st, _t1140))) and (_a873(st, _t1140) >= _a874(st, _t1140))))) and (not _a878(st, _t1140)))) and _a883(st, _t1140)) or ((((_a884(st, _t1140) and (_st_cvars[924 + _t1140] != _st_vars[0])) and (_st_cvars[924 + _t1140] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1140] == _st_vars[0]) or (_st_cvars[504 + _t1140] >= (1 + _a885(st, _t1140))))))) or ((_st_vars[3] > 0) and _a886(st, _t1140))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #474 4855e8f5>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t1064 = ([_c for _i in [5 + _p for _p in _k819] for _c in st.zones[_i]] or ())
    _budget820[0] -= len(_t1064)
    if _budget820[0] < 0: _spent821(st)
    _t1063 = True
    for _t1065 in _t1064:
        if not (((_st_cvars[924 + _t1065] == _st_vars[0]) or ((_st_cvars[504 + _t1065] >= (1 + _a822(st, _t1065))) and (_a823(st, _t1065) >= _a824(st, _t1065))))):
            _t1063 = False
            break
    if _t1063:
        if _st_log is not None: _st_log.append(_Text826(_audience825(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo827(6)
    _t1073 = (_k828 or ())
    _budget820[0] -= len(_t1073)
    if _budget820[0] < 0: _spent821(st)
    _t1072 = False
    for _t1074 in _t1073:
        if (((((_st_vars[3] > 0) and _a838(st, _t1074)) or _a862(st, _t1074)) or _a867(st, _t1074)) or _a887(st, _t1074)):
            _t1072 = True
            break
    if (not _t1072):
        if _st_log is not None: _st_log.append(_Text826(_audience825(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo827(6)

# <rulerun evolution.rules: feeding_turn_of #475 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #476 e2547ba5>
def _loop(st, _t1170):
    _st_cvars = st.cvars
    _t1172 = 0
    for _t1171 in st.zones[(9 + st.model.zone_instances[st.loc[_t1170]][1])]:
        if (_st_cvars[84 + _t1171] == _t1170):
            _t1172 += (1 if ((_st_cvars[_t1171] == 'carnivorous') or (_st_cvars[_t1171] == 'high_body_weight')) else (2 if (_st_cvars[_t1171] == 'parasite') else 0))
    return _t1172

# <rulerun evolution.rules: feeding_turn_of #477 ea8fe606>
def _loop(st, _t1170):
    _st_cvars = st.cvars
    _t1174 = 0
    for _t1173 in st.zones[(9 + st.model.zone_instances[st.loc[_t1170]][1])]:
        if (((_st_cvars[84 + _t1173] == _t1170) and (_st_cvars[_t1173] == 'fat_tissue')) and _st_cvars[252 + _t1173]):
            _t1174 += 1
    return _t1174

# <rulerun evolution.rules: feeding_turn_of #478 240c2513>
def _loop(st, _t1170):
    _st_cvars = st.cvars
    _t1176 = 0
    for _t1175 in st.zones[(9 + st.model.zone_instances[st.loc[_t1170]][1])]:
        if ((_st_cvars[84 + _t1175] == _t1170) and (_st_cvars[_t1175] == 'fat_tissue')):
            _t1176 += 1
    return _t1176

# <rulerun evolution.rules: feeding_turn_of #479 1aba8f29>
def _loop(st, _t1181):
    _st_cvars = st.cvars
    _t1184 = 0
    for _t1183 in st.zones[(9 + st.model.zone_instances[st.loc[_t1181]][1])]:
        if (_st_cvars[84 + _t1183] == _t1181):
            _t1184 += (1 if ((_st_cvars[_t1183] == 'carnivorous') or (_st_cvars[_t1183] == 'high_body_weight')) else (2 if (_st_cvars[_t1183] == 'parasite') else 0))
    return _t1184

# <rulerun evolution.rules: feeding_turn_of #480 ac49cfbe>
def _loop(st, _t1181):
    _st_cvars = st.cvars
    _t1186 = 0
    for _t1185 in st.zones[(9 + st.model.zone_instances[st.loc[_t1181]][1])]:
        if (((_st_cvars[84 + _t1185] == _t1181) and (_st_cvars[_t1185] == 'fat_tissue')) and _st_cvars[252 + _t1185]):
            _t1186 += 1
    return _t1186

# <rulerun evolution.rules: feeding_turn_of #481 65c56d20>
def _loop(st, _t1181):
    _st_cvars = st.cvars
    _t1188 = 0
    for _t1187 in st.zones[(9 + st.model.zone_instances[st.loc[_t1181]][1])]:
        if ((_st_cvars[84 + _t1187] == _t1181) and (_st_cvars[_t1187] == 'fat_tissue')):
            _t1188 += 1
    return _t1188

# <rulerun evolution.rules: feeding_turn_of #482 95a786ce>
def _loop(st, _t1190):
    _st_cvars = st.cvars
    _t1193 = 0
    for _t1192 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1190]]][1])]:
        if (_st_cvars[84 + _t1192] == _st_cvars[84 + _t1190]):
            _t1193 += (1 if ((_st_cvars[_t1192] == 'carnivorous') or (_st_cvars[_t1192] == 'high_body_weight')) else (2 if (_st_cvars[_t1192] == 'parasite') else 0))
    return _t1193

# <rulerun evolution.rules: feeding_turn_of #483 edeaaf24>
def _loop(st, _t1181):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1189 = st.zones[(9 + st.model.zone_instances[st.loc[_t1181]][1])]
    _budget903[0] -= len(_t1189)
    if _budget903[0] < 0: _spent904(st)
    for _t1190 in _t1189:
        if (((_st_cvars[_t1190] == 'symbiosis') and (_st_cvars[168 + _t1190] == _t1181)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1190]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1190]] >= (1 + _a905(st, _t1190)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #484 1276bbf4>
def _loop(st, _t1179):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1180 = st.zones[(5 + _t1179)]
    _budget898[0] -= len(_t1180)
    if _budget898[0] < 0: _spent899(st)
    for _t1181 in _t1180:
        if ((not ((_st_cvars[924 + _t1181] == _st_vars[0]) or ((_st_cvars[504 + _t1181] >= (1 + _a900(st, _t1181))) and (_a901(st, _t1181) >= _a902(st, _t1181))))) and (not _a906(st, _t1181))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #485 ccfee5a9>
def _loop(st, _t1195):
    _st_cvars = st.cvars
    for _t1197 in st.zones[(9 + st.model.zone_instances[st.loc[_t1195]][1])]:
        if ((_st_cvars[84 + _t1197] == _t1195) and (_st_cvars[_t1197] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #486 fedc6386>
def _loop(st, _t1195):
    _st_cvars = st.cvars
    _t1200 = 0
    for _t1199 in st.zones[(9 + st.model.zone_instances[st.loc[_t1195]][1])]:
        if (_st_cvars[84 + _t1199] == _t1195):
            _t1200 += (1 if ((_st_cvars[_t1199] == 'carnivorous') or (_st_cvars[_t1199] == 'high_body_weight')) else (2 if (_st_cvars[_t1199] == 'parasite') else 0))
    return _t1200

# <rulerun evolution.rules: feeding_turn_of #487 d93958e9>
def _loop(st, _t1195):
    _st_cvars = st.cvars
    _t1202 = 0
    for _t1201 in st.zones[(9 + st.model.zone_instances[st.loc[_t1195]][1])]:
        if (((_st_cvars[84 + _t1201] == _t1195) and (_st_cvars[_t1201] == 'fat_tissue')) and _st_cvars[252 + _t1201]):
            _t1202 += 1
    return _t1202

# <rulerun evolution.rules: feeding_turn_of #488 37a53464>
def _loop(st, _t1195):
    _st_cvars = st.cvars
    _t1204 = 0
    for _t1203 in st.zones[(9 + st.model.zone_instances[st.loc[_t1195]][1])]:
        if ((_st_cvars[84 + _t1203] == _t1195) and (_st_cvars[_t1203] == 'fat_tissue')):
            _t1204 += 1
    return _t1204

# <rulerun evolution.rules: feeding_turn_of #489 1f0f5536>
def _loop(st, _t1206):
    _st_cvars = st.cvars
    _t1209 = 0
    for _t1208 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1206]]][1])]:
        if (_st_cvars[84 + _t1208] == _st_cvars[84 + _t1206]):
            _t1209 += (1 if ((_st_cvars[_t1208] == 'carnivorous') or (_st_cvars[_t1208] == 'high_body_weight')) else (2 if (_st_cvars[_t1208] == 'parasite') else 0))
    return _t1209

# <rulerun evolution.rules: feeding_turn_of #490 8e150d23>
def _loop(st, _t1195):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1205 = st.zones[(9 + st.model.zone_instances[st.loc[_t1195]][1])]
    _budget914[0] -= len(_t1205)
    if _budget914[0] < 0: _spent915(st)
    for _t1206 in _t1205:
        if (((_st_cvars[_t1206] == 'symbiosis') and (_st_cvars[168 + _t1206] == _t1195)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1206]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1206]] >= (1 + _a916(st, _t1206)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #491 6bde82f0>
def _loop(st, _t1211):
    _st_cvars = st.cvars
    for _t1213 in st.zones[(9 + st.model.zone_instances[st.loc[_t1211]][1])]:
        if ((_st_cvars[84 + _t1213] == _t1211) and (_st_cvars[_t1213] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #492 1bbc1387>
def _loop(st, _t1195):
    _st_cvars = st.cvars
    for _t1215 in st.zones[(9 + st.model.zone_instances[st.loc[_t1195]][1])]:
        if ((_st_cvars[84 + _t1215] == _t1195) and (_st_cvars[_t1215] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #493 dfa2387a>
def _loop(st, _t1211):
    _st_cvars = st.cvars
    for _t1219 in st.zones[(9 + st.model.zone_instances[st.loc[_t1211]][1])]:
        if ((_st_cvars[84 + _t1219] == _t1211) and (_st_cvars[_t1219] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #494 d54f4ac3>
def _loop(st, _t1195):
    _st_cvars = st.cvars
    for _t1221 in st.zones[(9 + st.model.zone_instances[st.loc[_t1195]][1])]:
        if ((_st_cvars[84 + _t1221] == _t1195) and (_st_cvars[_t1221] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #495 4e9e8507>
def _loop(st, _t1211):
    _st_cvars = st.cvars
    for _t1225 in st.zones[(9 + st.model.zone_instances[st.loc[_t1211]][1])]:
        if ((_st_cvars[84 + _t1225] == _t1211) and (_st_cvars[_t1225] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #496 9b412664>
def _loop(st, _t1195):
    _st_cvars = st.cvars
    for _t1227 in st.zones[(9 + st.model.zone_instances[st.loc[_t1195]][1])]:
        if ((_st_cvars[84 + _t1227] == _t1195) and (_st_cvars[_t1227] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #497 78011f14>
def _loop(st, _t1211):
    _st_cvars = st.cvars
    for _t1231 in st.zones[(9 + st.model.zone_instances[st.loc[_t1211]][1])]:
        if ((_st_cvars[84 + _t1231] == _t1211) and (_st_cvars[_t1231] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #498 c350d608>
def _loop(st, _t1211):
    _st_cvars = st.cvars
    _t1234 = 0
    for _t1233 in st.zones[(9 + st.model.zone_instances[st.loc[_t1211]][1])]:
        if (_st_cvars[84 + _t1233] == _t1211):
            _t1234 += (1 if ((_st_cvars[_t1233] == 'carnivorous') or (_st_cvars[_t1233] == 'high_body_weight')) else (2 if (_st_cvars[_t1233] == 'parasite') else 0))
    return _t1234

# <rulerun evolution.rules: feeding_turn_of #499 9cf5d1a8>
def _loop(st, _t1211):
    _st_cvars = st.cvars
    for _t1235 in st.zones[(9 + st.model.zone_instances[st.loc[_t1211]][1])]:
        if ((_st_cvars[_t1235] == 'symbiosis') and (_st_cvars[168 + _t1235] == _t1211)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #500 0140d0ce>
def _loop(st, _t1195):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1210 = ([_c for _i in [5 + _p for _p in _k918] for _c in st.zones[_i]] or ())
    _budget919[0] -= len(_t1210)
    if _budget919[0] < 0: _spent920(st)
    _t1217 = _NOT_YET
    _t1218 = _NOT_YET
    _t1223 = _NOT_YET
    _t1224 = _NOT_YET
    _t1229 = _NOT_YET
    _t1230 = _NOT_YET
    for _t1211 in _t1210:
        if ((((((_t1195 != _t1211) and ((not _a921(st, _t1211)) or (_t1218 if _t1218 is not _NOT_YET else (_t1218 := (_t1217 if _t1217 is not _NOT_YET else (_t1217 := _a922(st, _t1195))))))) and ((not _a923(st, _t1211)) or (_t1224 if _t1224 is not _NOT_YET else (_t1224 := (_t1223 if _t1223 is not _NOT_YET else (_t1223 := _a924(st, _t1195))))))) and (_a925(st, _t1211) == (_t1230 if _t1230 is not _NOT_YET else (_t1230 := (_t1229 if _t1229 is not _NOT_YET else (_t1229 := _a926(st, _t1195))))))) and (not (_a927(st, _t1211) and ((_st_cvars[924 + _t1211] == _st_vars[0]) or (_st_cvars[504 + _t1211] >= (1 + _a928(st, _t1211))))))) and (not _a929(st, _t1211))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #501 f69a72f4>
def _loop(st, _t1179):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1194 = st.zones[(5 + _t1179)]
    _budget908[0] -= len(_t1194)
    if _budget908[0] < 0: _spent909(st)
    for _t1195 in _t1194:
        if (((_a910(st, _t1195) and (_st_cvars[672 + _t1195] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1195] == _st_vars[0]) or ((_st_cvars[504 + _t1195] >= (1 + _a911(st, _t1195))) and (_a912(st, _t1195) >= _a913(st, _t1195))))) and (not _a917(st, _t1195)))) and _a930(st, _t1195)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #502 cb75733c>
def _loop(st, _t1238):
    _st_cvars = st.cvars
    _t1241 = 0
    for _t1240 in st.zones[(9 + st.model.zone_instances[st.loc[_t1238]][1])]:
        if (_st_cvars[84 + _t1240] == _t1238):
            _t1241 += (1 if ((_st_cvars[_t1240] == 'carnivorous') or (_st_cvars[_t1240] == 'high_body_weight')) else (2 if (_st_cvars[_t1240] == 'parasite') else 0))
    return _t1241

# <rulerun evolution.rules: feeding_turn_of #503 20450fa1>
def _loop(st, _t1238):
    _st_cvars = st.cvars
    _t1243 = 0
    for _t1242 in st.zones[(9 + st.model.zone_instances[st.loc[_t1238]][1])]:
        if (((_st_cvars[84 + _t1242] == _t1238) and (_st_cvars[_t1242] == 'fat_tissue')) and _st_cvars[252 + _t1242]):
            _t1243 += 1
    return _t1243

# <rulerun evolution.rules: feeding_turn_of #504 86fa295f>
def _loop(st, _t1179):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1237 = st.zones[(5 + _t1179)]
    _budget932[0] -= len(_t1237)
    if _budget932[0] < 0: _spent933(st)
    for _t1238 in _t1237:
        if ((not ((_st_cvars[924 + _t1238] == _st_vars[0]) or (_st_cvars[504 + _t1238] >= (1 + _a934(st, _t1238))))) and (_a935(st, _t1238) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #505 e73fba18>
def _loop(st, _t1245):
    _st_cvars = st.cvars
    for _t1247 in st.zones[(9 + st.model.zone_instances[st.loc[_t1245]][1])]:
        if ((_st_cvars[84 + _t1247] == _t1245) and (_st_cvars[_t1247] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #506 bfac5541>
def _loop(st, _t1245):
    _st_cvars = st.cvars
    _t1250 = 0
    for _t1249 in st.zones[(9 + st.model.zone_instances[st.loc[_t1245]][1])]:
        if (_st_cvars[84 + _t1249] == _t1245):
            _t1250 += (1 if ((_st_cvars[_t1249] == 'carnivorous') or (_st_cvars[_t1249] == 'high_body_weight')) else (2 if (_st_cvars[_t1249] == 'parasite') else 0))
    return _t1250

# <rulerun evolution.rules: feeding_turn_of #507 4e59b21d>
def _loop(st, _t1245):
    _st_cvars = st.cvars
    _t1252 = 0
    for _t1251 in st.zones[(9 + st.model.zone_instances[st.loc[_t1245]][1])]:
        if (_st_cvars[84 + _t1251] == _t1245):
            _t1252 += (1 if ((_st_cvars[_t1251] == 'carnivorous') or (_st_cvars[_t1251] == 'high_body_weight')) else (2 if (_st_cvars[_t1251] == 'parasite') else 0))
    return _t1252

# <rulerun evolution.rules: feeding_turn_of #508 7ab90d61>
def _loop(st, _t1245):
    _st_cvars = st.cvars
    _t1254 = 0
    for _t1253 in st.zones[(9 + st.model.zone_instances[st.loc[_t1245]][1])]:
        if (((_st_cvars[84 + _t1253] == _t1245) and (_st_cvars[_t1253] == 'fat_tissue')) and _st_cvars[252 + _t1253]):
            _t1254 += 1
    return _t1254

# <rulerun evolution.rules: feeding_turn_of #509 1f68994e>
def _loop(st, _t1245):
    _st_cvars = st.cvars
    _t1256 = 0
    for _t1255 in st.zones[(9 + st.model.zone_instances[st.loc[_t1245]][1])]:
        if ((_st_cvars[84 + _t1255] == _t1245) and (_st_cvars[_t1255] == 'fat_tissue')):
            _t1256 += 1
    return _t1256

# <rulerun evolution.rules: feeding_turn_of #510 be90eb7d>
def _loop(st, _t1258):
    _st_cvars = st.cvars
    _t1261 = 0
    for _t1260 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1258]]][1])]:
        if (_st_cvars[84 + _t1260] == _st_cvars[84 + _t1258]):
            _t1261 += (1 if ((_st_cvars[_t1260] == 'carnivorous') or (_st_cvars[_t1260] == 'high_body_weight')) else (2 if (_st_cvars[_t1260] == 'parasite') else 0))
    return _t1261

# <rulerun evolution.rules: feeding_turn_of #511 7dbb8e83>
def _loop(st, _t1245):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1257 = st.zones[(9 + st.model.zone_instances[st.loc[_t1245]][1])]
    _budget944[0] -= len(_t1257)
    if _budget944[0] < 0: _spent945(st)
    for _t1258 in _t1257:
        if (((_st_cvars[_t1258] == 'symbiosis') and (_st_cvars[168 + _t1258] == _t1245)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1258]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1258]] >= (1 + _a946(st, _t1258)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #512 96f52f9d>
def _loop(st, _t1263):
    _st_cvars = st.cvars
    _t1266 = 0
    for _t1265 in st.zones[(9 + st.model.zone_instances[st.loc[_t1263]][1])]:
        if (_st_cvars[84 + _t1265] == _t1263):
            _t1266 += (1 if ((_st_cvars[_t1265] == 'carnivorous') or (_st_cvars[_t1265] == 'high_body_weight')) else (2 if (_st_cvars[_t1265] == 'parasite') else 0))
    return _t1266

# <rulerun evolution.rules: feeding_turn_of #513 0fc2e7e2>
def _loop(st, _t1245):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1262 = ([_c for _i in [5 + _p for _p in _k948] for _c in st.zones[_i]] or ())
    _budget949[0] -= len(_t1262)
    if _budget949[0] < 0: _spent950(st)
    for _t1263 in _t1262:
        if ((_t1263 != _t1245) and ((not ((_st_cvars[924 + _t1263] == _st_vars[0]) or (_st_cvars[504 + _t1263] >= (1 + _a951(st, _t1263))))) and (_st_cvars[504 + _t1263] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #514 d9cc577f>
def _loop(st, _t1245):
    _st_cvars = st.cvars
    for _t1267 in st.zones[(9 + st.model.zone_instances[st.loc[_t1245]][1])]:
        if ((_st_cvars[84 + _t1267] == _t1245) and (_st_cvars[_t1267] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #515 3efd9717>
def _loop(st, _t1245):
    _st_cvars = st.cvars
    _t1270 = 0
    for _t1269 in st.zones[(9 + st.model.zone_instances[st.loc[_t1245]][1])]:
        if (_st_cvars[84 + _t1269] == _t1245):
            _t1270 += (1 if ((_st_cvars[_t1269] == 'carnivorous') or (_st_cvars[_t1269] == 'high_body_weight')) else (2 if (_st_cvars[_t1269] == 'parasite') else 0))
    return _t1270

# <rulerun evolution.rules: feeding_turn_of #516 258d0b09>
def _loop(st, _t1245):
    _st_cvars = st.cvars
    for _t1271 in st.zones[(9 + st.model.zone_instances[st.loc[_t1245]][1])]:
        if ((_st_cvars[84 + _t1271] == _t1245) and (_st_cvars[_t1271] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #517 c9f07897>
def _loop(st, _t1179):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1244 = st.zones[(5 + _t1179)]
    _budget937[0] -= len(_t1244)
    if _budget937[0] < 0: _spent938(st)
    for _t1245 in _t1244:
        if ((((((_a939(st, _t1245) and (_st_cvars[756 + _t1245] != _st_vars[0])) and (not ((_st_cvars[924 + _t1245] == _st_vars[0]) or (_st_cvars[504 + _t1245] >= (1 + _a940(st, _t1245)))))) and ((not ((_st_cvars[924 + _t1245] == _st_vars[0]) or ((_st_cvars[504 + _t1245] >= (1 + _a941(st, _t1245))) and (_a942(st, _t1245) >= _a943(st, _t1245))))) and (not _a947(st, _t1245)))) and _a952(st, _t1245)) or ((((_a953(st, _t1245) and (_st_cvars[924 + _t1245] != _st_vars[0])) and (_st_cvars[924 + _t1245] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1245] == _st_vars[0]) or (_st_cvars[504 + _t1245] >= (1 + _a954(st, _t1245))))))) or ((_st_vars[3] > 0) and _a955(st, _t1245))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #518 c09b88e8>
def _loop(st, _t1274):
    _st_cvars = st.cvars
    _t1277 = 0
    for _t1276 in st.zones[(9 + st.model.zone_instances[st.loc[_t1274]][1])]:
        if (_st_cvars[84 + _t1276] == _t1274):
            _t1277 += (1 if ((_st_cvars[_t1276] == 'carnivorous') or (_st_cvars[_t1276] == 'high_body_weight')) else (2 if (_st_cvars[_t1276] == 'parasite') else 0))
    return _t1277

# <rulerun evolution.rules: feeding_turn_of #519 bbdbf99f>
def _loop(st, _t1274):
    _st_cvars = st.cvars
    _t1279 = 0
    for _t1278 in st.zones[(9 + st.model.zone_instances[st.loc[_t1274]][1])]:
        if (((_st_cvars[84 + _t1278] == _t1274) and (_st_cvars[_t1278] == 'fat_tissue')) and _st_cvars[252 + _t1278]):
            _t1279 += 1
    return _t1279

# <rulerun evolution.rules: feeding_turn_of #520 107c5a8a>
def _loop(st, _t1274):
    _st_cvars = st.cvars
    _t1281 = 0
    for _t1280 in st.zones[(9 + st.model.zone_instances[st.loc[_t1274]][1])]:
        if ((_st_cvars[84 + _t1280] == _t1274) and (_st_cvars[_t1280] == 'fat_tissue')):
            _t1281 += 1
    return _t1281

# <rulerun evolution.rules: feeding_turn_of #521 20642b95>
def _loop(st, _t1283):
    _st_cvars = st.cvars
    _t1286 = 0
    for _t1285 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1283]]][1])]:
        if (_st_cvars[84 + _t1285] == _st_cvars[84 + _t1283]):
            _t1286 += (1 if ((_st_cvars[_t1285] == 'carnivorous') or (_st_cvars[_t1285] == 'high_body_weight')) else (2 if (_st_cvars[_t1285] == 'parasite') else 0))
    return _t1286

# <rulerun evolution.rules: feeding_turn_of #522 b53c42b5>
def _loop(st, _t1274):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1282 = st.zones[(9 + st.model.zone_instances[st.loc[_t1274]][1])]
    _budget962[0] -= len(_t1282)
    if _budget962[0] < 0: _spent963(st)
    for _t1283 in _t1282:
        if (((_st_cvars[_t1283] == 'symbiosis') and (_st_cvars[168 + _t1283] == _t1274)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1283]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1283]] >= (1 + _a964(st, _t1283)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #523 959bb114>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1273 = st.zones[(5 + L[0])]
    _budget957[0] -= len(_t1273)
    if _budget957[0] < 0: _spent958(st)
    for _t1274 in _t1273:
        if ((not ((_st_cvars[924 + _t1274] == _st_vars[0]) or ((_st_cvars[504 + _t1274] >= (1 + _a959(st, _t1274))) and (_a960(st, _t1274) >= _a961(st, _t1274))))) and (not _a965(st, _t1274))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #524 c2766224>
def _loop(st, _t1288):
    _st_cvars = st.cvars
    for _t1290 in st.zones[(9 + st.model.zone_instances[st.loc[_t1288]][1])]:
        if ((_st_cvars[84 + _t1290] == _t1288) and (_st_cvars[_t1290] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #525 cb45c28d>
def _loop(st, _t1288):
    _st_cvars = st.cvars
    _t1293 = 0
    for _t1292 in st.zones[(9 + st.model.zone_instances[st.loc[_t1288]][1])]:
        if (_st_cvars[84 + _t1292] == _t1288):
            _t1293 += (1 if ((_st_cvars[_t1292] == 'carnivorous') or (_st_cvars[_t1292] == 'high_body_weight')) else (2 if (_st_cvars[_t1292] == 'parasite') else 0))
    return _t1293

# <rulerun evolution.rules: feeding_turn_of #526 7511e39b>
def _loop(st, _t1288):
    _st_cvars = st.cvars
    _t1295 = 0
    for _t1294 in st.zones[(9 + st.model.zone_instances[st.loc[_t1288]][1])]:
        if (((_st_cvars[84 + _t1294] == _t1288) and (_st_cvars[_t1294] == 'fat_tissue')) and _st_cvars[252 + _t1294]):
            _t1295 += 1
    return _t1295

# <rulerun evolution.rules: feeding_turn_of #527 496b941f>
def _loop(st, _t1288):
    _st_cvars = st.cvars
    _t1297 = 0
    for _t1296 in st.zones[(9 + st.model.zone_instances[st.loc[_t1288]][1])]:
        if ((_st_cvars[84 + _t1296] == _t1288) and (_st_cvars[_t1296] == 'fat_tissue')):
            _t1297 += 1
    return _t1297

# <rulerun evolution.rules: feeding_turn_of #528 ff726498>
def _loop(st, _t1299):
    _st_cvars = st.cvars
    _t1302 = 0
    for _t1301 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1299]]][1])]:
        if (_st_cvars[84 + _t1301] == _st_cvars[84 + _t1299]):
            _t1302 += (1 if ((_st_cvars[_t1301] == 'carnivorous') or (_st_cvars[_t1301] == 'high_body_weight')) else (2 if (_st_cvars[_t1301] == 'parasite') else 0))
    return _t1302

# <rulerun evolution.rules: feeding_turn_of #529 ab718984>
def _loop(st, _t1288):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1298 = st.zones[(9 + st.model.zone_instances[st.loc[_t1288]][1])]
    _budget974[0] -= len(_t1298)
    if _budget974[0] < 0: _spent975(st)
    for _t1299 in _t1298:
        if (((_st_cvars[_t1299] == 'symbiosis') and (_st_cvars[168 + _t1299] == _t1288)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1299]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1299]] >= (1 + _a976(st, _t1299)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #530 4c73f838>
def _loop(st, _t1304):
    _st_cvars = st.cvars
    for _t1306 in st.zones[(9 + st.model.zone_instances[st.loc[_t1304]][1])]:
        if ((_st_cvars[84 + _t1306] == _t1304) and (_st_cvars[_t1306] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #531 cdd48c6e>
def _loop(st, _t1288):
    _st_cvars = st.cvars
    for _t1308 in st.zones[(9 + st.model.zone_instances[st.loc[_t1288]][1])]:
        if ((_st_cvars[84 + _t1308] == _t1288) and (_st_cvars[_t1308] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #532 479b8a11>
def _loop(st, _t1304):
    _st_cvars = st.cvars
    for _t1312 in st.zones[(9 + st.model.zone_instances[st.loc[_t1304]][1])]:
        if ((_st_cvars[84 + _t1312] == _t1304) and (_st_cvars[_t1312] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #533 9a67bcfd>
def _loop(st, _t1288):
    _st_cvars = st.cvars
    for _t1314 in st.zones[(9 + st.model.zone_instances[st.loc[_t1288]][1])]:
        if ((_st_cvars[84 + _t1314] == _t1288) and (_st_cvars[_t1314] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #534 54c29f81>
def _loop(st, _t1304):
    _st_cvars = st.cvars
    for _t1318 in st.zones[(9 + st.model.zone_instances[st.loc[_t1304]][1])]:
        if ((_st_cvars[84 + _t1318] == _t1304) and (_st_cvars[_t1318] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #535 3c30ed43>
def _loop(st, _t1288):
    _st_cvars = st.cvars
    for _t1320 in st.zones[(9 + st.model.zone_instances[st.loc[_t1288]][1])]:
        if ((_st_cvars[84 + _t1320] == _t1288) and (_st_cvars[_t1320] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #536 4969d0c5>
def _loop(st, _t1304):
    _st_cvars = st.cvars
    for _t1324 in st.zones[(9 + st.model.zone_instances[st.loc[_t1304]][1])]:
        if ((_st_cvars[84 + _t1324] == _t1304) and (_st_cvars[_t1324] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #537 c02b8b94>
def _loop(st, _t1304):
    _st_cvars = st.cvars
    _t1327 = 0
    for _t1326 in st.zones[(9 + st.model.zone_instances[st.loc[_t1304]][1])]:
        if (_st_cvars[84 + _t1326] == _t1304):
            _t1327 += (1 if ((_st_cvars[_t1326] == 'carnivorous') or (_st_cvars[_t1326] == 'high_body_weight')) else (2 if (_st_cvars[_t1326] == 'parasite') else 0))
    return _t1327

# <rulerun evolution.rules: feeding_turn_of #538 c74065c0>
def _loop(st, _t1304):
    _st_cvars = st.cvars
    for _t1328 in st.zones[(9 + st.model.zone_instances[st.loc[_t1304]][1])]:
        if ((_st_cvars[_t1328] == 'symbiosis') and (_st_cvars[168 + _t1328] == _t1304)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #539 8eafb17d>
def _loop(st, _t1288):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1303 = ([_c for _i in [5 + _p for _p in _k978] for _c in st.zones[_i]] or ())
    _budget979[0] -= len(_t1303)
    if _budget979[0] < 0: _spent980(st)
    _t1310 = _NOT_YET
    _t1311 = _NOT_YET
    _t1316 = _NOT_YET
    _t1317 = _NOT_YET
    _t1322 = _NOT_YET
    _t1323 = _NOT_YET
    for _t1304 in _t1303:
        if ((((((_t1288 != _t1304) and ((not _a981(st, _t1304)) or (_t1311 if _t1311 is not _NOT_YET else (_t1311 := (_t1310 if _t1310 is not _NOT_YET else (_t1310 := _a982(st, _t1288))))))) and ((not _a983(st, _t1304)) or (_t1317 if _t1317 is not _NOT_YET else (_t1317 := (_t1316 if _t1316 is not _NOT_YET else (_t1316 := _a984(st, _t1288))))))) and (_a985(st, _t1304) == (_t1323 if _t1323 is not _NOT_YET else (_t1323 := (_t1322 if _t1322 is not _NOT_YET else (_t1322 := _a986(st, _t1288))))))) and (not (_a987(st, _t1304) and ((_st_cvars[924 + _t1304] == _st_vars[0]) or (_st_cvars[504 + _t1304] >= (1 + _a988(st, _t1304))))))) and (not _a989(st, _t1304))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #540 e9ad1fa0>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1287 = st.zones[(5 + L[0])]
    _budget968[0] -= len(_t1287)
    if _budget968[0] < 0: _spent969(st)
    for _t1288 in _t1287:
        if (((_a970(st, _t1288) and (_st_cvars[672 + _t1288] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1288] == _st_vars[0]) or ((_st_cvars[504 + _t1288] >= (1 + _a971(st, _t1288))) and (_a972(st, _t1288) >= _a973(st, _t1288))))) and (not _a977(st, _t1288)))) and _a990(st, _t1288)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #541 245754e9>
def _loop(st, _t1331):
    _st_cvars = st.cvars
    _t1334 = 0
    for _t1333 in st.zones[(9 + st.model.zone_instances[st.loc[_t1331]][1])]:
        if (_st_cvars[84 + _t1333] == _t1331):
            _t1334 += (1 if ((_st_cvars[_t1333] == 'carnivorous') or (_st_cvars[_t1333] == 'high_body_weight')) else (2 if (_st_cvars[_t1333] == 'parasite') else 0))
    return _t1334

# <rulerun evolution.rules: feeding_turn_of #542 2695eca9>
def _loop(st, _t1331):
    _st_cvars = st.cvars
    _t1336 = 0
    for _t1335 in st.zones[(9 + st.model.zone_instances[st.loc[_t1331]][1])]:
        if (((_st_cvars[84 + _t1335] == _t1331) and (_st_cvars[_t1335] == 'fat_tissue')) and _st_cvars[252 + _t1335]):
            _t1336 += 1
    return _t1336

# <rulerun evolution.rules: feeding_turn_of #543 bac0010e>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1330 = st.zones[(5 + L[0])]
    _budget992[0] -= len(_t1330)
    if _budget992[0] < 0: _spent993(st)
    for _t1331 in _t1330:
        if ((not ((_st_cvars[924 + _t1331] == _st_vars[0]) or (_st_cvars[504 + _t1331] >= (1 + _a994(st, _t1331))))) and (_a995(st, _t1331) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #544 c6810fde>
def _loop(st, _t1339):
    _st_cvars = st.cvars
    for _t1340 in st.zones[(9 + st.model.zone_instances[st.loc[_t1339]][1])]:
        if ((_st_cvars[84 + _t1340] == _t1339) and (_st_cvars[_t1340] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #545 471c0e61>
def _loop(st, _t1339):
    _st_cvars = st.cvars
    _t1343 = 0
    for _t1342 in st.zones[(9 + st.model.zone_instances[st.loc[_t1339]][1])]:
        if (_st_cvars[84 + _t1342] == _t1339):
            _t1343 += (1 if ((_st_cvars[_t1342] == 'carnivorous') or (_st_cvars[_t1342] == 'high_body_weight')) else (2 if (_st_cvars[_t1342] == 'parasite') else 0))
    return _t1343

# <rulerun evolution.rules: feeding_turn_of #546 8e3ff79e>
def _loop(st, _t1339):
    _st_cvars = st.cvars
    _t1345 = 0
    for _t1344 in st.zones[(9 + st.model.zone_instances[st.loc[_t1339]][1])]:
        if (_st_cvars[84 + _t1344] == _t1339):
            _t1345 += (1 if ((_st_cvars[_t1344] == 'carnivorous') or (_st_cvars[_t1344] == 'high_body_weight')) else (2 if (_st_cvars[_t1344] == 'parasite') else 0))
    return _t1345

# <rulerun evolution.rules: feeding_turn_of #547 b57f9798>
def _loop(st, _t1339):
    _st_cvars = st.cvars
    _t1347 = 0
    for _t1346 in st.zones[(9 + st.model.zone_instances[st.loc[_t1339]][1])]:
        if (((_st_cvars[84 + _t1346] == _t1339) and (_st_cvars[_t1346] == 'fat_tissue')) and _st_cvars[252 + _t1346]):
            _t1347 += 1
    return _t1347

# <rulerun evolution.rules: feeding_turn_of #548 2ed99109>
def _loop(st, _t1339):
    _st_cvars = st.cvars
    _t1349 = 0
    for _t1348 in st.zones[(9 + st.model.zone_instances[st.loc[_t1339]][1])]:
        if ((_st_cvars[84 + _t1348] == _t1339) and (_st_cvars[_t1348] == 'fat_tissue')):
            _t1349 += 1
    return _t1349

# <rulerun evolution.rules: feeding_turn_of #549 7136a821>
def _loop(st, _t1351):
    _st_cvars = st.cvars
    _t1354 = 0
    for _t1353 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1351]]][1])]:
        if (_st_cvars[84 + _t1353] == _st_cvars[84 + _t1351]):
            _t1354 += (1 if ((_st_cvars[_t1353] == 'carnivorous') or (_st_cvars[_t1353] == 'high_body_weight')) else (2 if (_st_cvars[_t1353] == 'parasite') else 0))
    return _t1354

# <rulerun evolution.rules: feeding_turn_of #550 da541d51>
def _loop(st, _t1339):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1350 = st.zones[(9 + st.model.zone_instances[st.loc[_t1339]][1])]
    _budget1002[0] -= len(_t1350)
    if _budget1002[0] < 0: _spent1003(st)
    for _t1351 in _t1350:
        if (((_st_cvars[_t1351] == 'symbiosis') and (_st_cvars[168 + _t1351] == _t1339)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1351]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1351]] >= (1 + _a1004(st, _t1351)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #551 6f2bb57d>
def _loop(st, _t1356):
    _st_cvars = st.cvars
    _t1359 = 0
    for _t1358 in st.zones[(9 + st.model.zone_instances[st.loc[_t1356]][1])]:
        if (_st_cvars[84 + _t1358] == _t1356):
            _t1359 += (1 if ((_st_cvars[_t1358] == 'carnivorous') or (_st_cvars[_t1358] == 'high_body_weight')) else (2 if (_st_cvars[_t1358] == 'parasite') else 0))
    return _t1359

# <rulerun evolution.rules: feeding_turn_of #552 c502da78>
def _loop(st, _t1339):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1355 = ([_c for _i in [5 + _p for _p in _k1006] for _c in st.zones[_i]] or ())
    _budget1007[0] -= len(_t1355)
    if _budget1007[0] < 0: _spent1008(st)
    for _t1356 in _t1355:
        if ((_t1356 != _t1339) and ((not ((_st_cvars[924 + _t1356] == _st_vars[0]) or (_st_cvars[504 + _t1356] >= (1 + _a1009(st, _t1356))))) and (_st_cvars[504 + _t1356] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #553 6643b33c>
def _loop(st, _t1362):
    _st_cvars = st.cvars
    for _t1363 in st.zones[(9 + st.model.zone_instances[st.loc[_t1362]][1])]:
        if ((_st_cvars[84 + _t1363] == _t1362) and (_st_cvars[_t1363] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #554 03afc709>
def _loop(st, _t1367):
    _st_cvars = st.cvars
    for _t1368 in st.zones[(9 + st.model.zone_instances[st.loc[_t1367]][1])]:
        if ((_st_cvars[84 + _t1368] == _t1367) and (_st_cvars[_t1368] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #555 f0b6fa10>
def _loop(st, _t1367):
    _st_cvars = st.cvars
    _t1371 = 0
    for _t1370 in st.zones[(9 + st.model.zone_instances[st.loc[_t1367]][1])]:
        if (_st_cvars[84 + _t1370] == _t1367):
            _t1371 += (1 if ((_st_cvars[_t1370] == 'carnivorous') or (_st_cvars[_t1370] == 'high_body_weight')) else (2 if (_st_cvars[_t1370] == 'parasite') else 0))
    return _t1371

# <rulerun evolution.rules: feeding_turn_of #556 8e606b14>
def _loop(st, _t1373):
    _st_cvars = st.cvars
    _t1376 = 0
    for _t1375 in st.zones[(9 + st.model.zone_instances[st.loc[_t1373]][1])]:
        if (_st_cvars[84 + _t1375] == _t1373):
            _t1376 += (1 if ((_st_cvars[_t1375] == 'carnivorous') or (_st_cvars[_t1375] == 'high_body_weight')) else (2 if (_st_cvars[_t1375] == 'parasite') else 0))
    return _t1376

# <rulerun evolution.rules: feeding_turn_of #557 fb5bf38b>
def _loop(st, _t1373):
    _st_cvars = st.cvars
    _t1378 = 0
    for _t1377 in st.zones[(9 + st.model.zone_instances[st.loc[_t1373]][1])]:
        if (((_st_cvars[84 + _t1377] == _t1373) and (_st_cvars[_t1377] == 'fat_tissue')) and _st_cvars[252 + _t1377]):
            _t1378 += 1
    return _t1378

# <rulerun evolution.rules: feeding_turn_of #558 d9c7fa0d>
def _loop(st, _t1373):
    _st_cvars = st.cvars
    _t1380 = 0
    for _t1379 in st.zones[(9 + st.model.zone_instances[st.loc[_t1373]][1])]:
        if ((_st_cvars[84 + _t1379] == _t1373) and (_st_cvars[_t1379] == 'fat_tissue')):
            _t1380 += 1
    return _t1380

# <rulerun evolution.rules: feeding_turn_of #559 5fe54806>
def _loop(st, _t1382):
    _st_cvars = st.cvars
    _t1385 = 0
    for _t1384 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1382]]][1])]:
        if (_st_cvars[84 + _t1384] == _st_cvars[84 + _t1382]):
            _t1385 += (1 if ((_st_cvars[_t1384] == 'carnivorous') or (_st_cvars[_t1384] == 'high_body_weight')) else (2 if (_st_cvars[_t1384] == 'parasite') else 0))
    return _t1385

# <rulerun evolution.rules: feeding_turn_of #560 3311bc1f>
def _loop(st, _t1373):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1381 = st.zones[(9 + st.model.zone_instances[st.loc[_t1373]][1])]
    _budget1019[0] -= len(_t1381)
    if _budget1019[0] < 0: _spent1020(st)
    for _t1382 in _t1381:
        if (((_st_cvars[_t1382] == 'symbiosis') and (_st_cvars[168 + _t1382] == _t1373)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1382]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1382]] >= (1 + _a1021(st, _t1382)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #561 c8a31c69>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1372 = st.zones[(5 + L[0])]
    _budget1014[0] -= len(_t1372)
    if _budget1014[0] < 0: _spent1015(st)
    for _t1373 in _t1372:
        if ((not ((_st_cvars[924 + _t1373] == _st_vars[0]) or ((_st_cvars[504 + _t1373] >= (1 + _a1016(st, _t1373))) and (_a1017(st, _t1373) >= _a1018(st, _t1373))))) and (not _a1022(st, _t1373))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #562 af1d4d82>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t1169 = ([_c for _i in [5 + _p for _p in _k888] for _c in _st_zones[_i]] or ())
    _budget889[0] -= len(_t1169)
    if _budget889[0] < 0: _spent890(st)
    _t1168 = True
    for _t1170 in _t1169:
        if not (((_st_cvars[924 + _t1170] == _st_vars[0]) or ((_st_cvars[504 + _t1170] >= (1 + _a891(st, _t1170))) and (_a892(st, _t1170) >= _a893(st, _t1170))))):
            _t1168 = False
            break
    if _t1168:
        if _st_log is not None: _st_log.append(_Text895(_audience894(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo896(6)
    _t1178 = (_k897 or ())
    _budget889[0] -= len(_t1178)
    if _budget889[0] < 0: _spent890(st)
    _t1177 = False
    for _t1179 in _t1178:
        if (((((_st_vars[3] > 0) and _a907(st, _t1179)) or _a931(st, _t1179)) or _a936(st, _t1179)) or _a956(st, _t1179)):
            _t1177 = True
            break
    if (not _t1177):
        if _st_log is not None: _st_log.append(_Text895(_audience894(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo896(6)
    L[2] = []
    if ((not _l1) and ((_st_vars[3] > 0) and _a966(st, L))):
        L[2] = (L[2] + ['take food'])
        if len(L[2]) > 1000000: _too_long967(L[2])
    if ((not _l1) and _a991(st, L)):
        L[2] = (L[2] + ['attack'])
        if len(L[2]) > 1000000: _too_long967(L[2])
    if ((not _l1) and _a996(st, L)):
        L[2] = (L[2] + ['convert fat'])
        if len(L[2]) > 1000000: _too_long967(L[2])
    _t1338 = _st_zones[(5 + _l0)]
    _budget889[0] -= len(_t1338)
    if _budget889[0] < 0: _spent890(st)
    _t1337 = False
    for _t1339 in _t1338:
        if ((((_a997(st, _t1339) and (_st_cvars[756 + _t1339] != _st_vars[0])) and (not ((_st_cvars[924 + _t1339] == _st_vars[0]) or (_st_cvars[504 + _t1339] >= (1 + _a998(st, _t1339)))))) and ((not ((_st_cvars[924 + _t1339] == _st_vars[0]) or ((_st_cvars[504 + _t1339] >= (1 + _a999(st, _t1339))) and (_a1000(st, _t1339) >= _a1001(st, _t1339))))) and (not _a1005(st, _t1339)))) and _a1010(st, _t1339)):
            _t1337 = True
            break
    if _t1337:
        L[2] = (L[2] + ['piracy'])
        if len(L[2]) > 1000000: _too_long967(L[2])
    _t1361 = _st_zones[(5 + _l0)]
    _budget889[0] -= len(_t1361)
    if _budget889[0] < 0: _spent890(st)
    _t1360 = False
    for _t1362 in _t1361:
        if ((_a1011(st, _t1362) and (_st_cvars[840 + _t1362] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1360 = True
            break
    if _t1360:
        L[2] = (L[2] + ['grazing'])
        if len(L[2]) > 1000000: _too_long967(L[2])
    _t1366 = _st_zones[(5 + _l0)]
    _budget889[0] -= len(_t1366)
    if _budget889[0] < 0: _spent890(st)
    _t1365 = False
    for _t1367 in _t1366:
        if ((((_a1012(st, _t1367) and (_st_cvars[924 + _t1367] != _st_vars[0])) and (_st_cvars[924 + _t1367] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1367] == _st_vars[0]) or (_st_cvars[504 + _t1367] >= (1 + _a1013(st, _t1367)))))):
            _t1365 = True
            break
    if _t1365:
        L[2] = (L[2] + ['hibernation'])
        if len(L[2]) > 1000000: _too_long967(L[2])
    if (not (L[2] or ())):
        return 2
    if ((False or _l1) or (not ((_st_vars[3] > 0) and _a1023(st, L)))):
        L[2] = (L[2] + ['end turn'])
        if len(L[2]) > 1000000: _too_long967(L[2])

# <rulerun evolution.rules: feeding_turn_of #563 82cf17c3>
def _native(st, L):
    if (L[3] == 'end turn'):
        return 2
    st.vars[5] = True

# <rulerun evolution.rules: feeding_turn_of #564 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun evolution.rules: feeding_turn_of #565 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun evolution.rules: feeding_turn_of #566 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun evolution.rules: feeding_turn_of #567 e9e20252>
def _loop(st, _t1388):
    _st_cvars = st.cvars
    _t1390 = 0
    for _t1389 in st.zones[(9 + st.model.zone_instances[st.loc[_t1388]][1])]:
        if (_st_cvars[84 + _t1389] == _t1388):
            _t1390 += (1 if ((_st_cvars[_t1389] == 'carnivorous') or (_st_cvars[_t1389] == 'high_body_weight')) else (2 if (_st_cvars[_t1389] == 'parasite') else 0))
    return _t1390

# <rulerun evolution.rules: feeding_turn_of #568 e68d1cb4>
def _loop(st, _t1388):
    _st_cvars = st.cvars
    _t1392 = 0
    for _t1391 in st.zones[(9 + st.model.zone_instances[st.loc[_t1388]][1])]:
        if (((_st_cvars[84 + _t1391] == _t1388) and (_st_cvars[_t1391] == 'fat_tissue')) and _st_cvars[252 + _t1391]):
            _t1392 += 1
    return _t1392

# <rulerun evolution.rules: feeding_turn_of #569 1d96d5d5>
def _loop(st, _t1388):
    _st_cvars = st.cvars
    _t1394 = 0
    for _t1393 in st.zones[(9 + st.model.zone_instances[st.loc[_t1388]][1])]:
        if ((_st_cvars[84 + _t1393] == _t1388) and (_st_cvars[_t1393] == 'fat_tissue')):
            _t1394 += 1
    return _t1394

# <rulerun evolution.rules: feeding_turn_of #570 c3aefc8b>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    _t1402 = 0
    for _t1401 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if (_st_cvars[84 + _t1401] == _t1399):
            _t1402 += (1 if ((_st_cvars[_t1401] == 'carnivorous') or (_st_cvars[_t1401] == 'high_body_weight')) else (2 if (_st_cvars[_t1401] == 'parasite') else 0))
    return _t1402

# <rulerun evolution.rules: feeding_turn_of #571 6c2a0522>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    _t1404 = 0
    for _t1403 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if (((_st_cvars[84 + _t1403] == _t1399) and (_st_cvars[_t1403] == 'fat_tissue')) and _st_cvars[252 + _t1403]):
            _t1404 += 1
    return _t1404

# <rulerun evolution.rules: feeding_turn_of #572 7b3fdf20>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    _t1406 = 0
    for _t1405 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if ((_st_cvars[84 + _t1405] == _t1399) and (_st_cvars[_t1405] == 'fat_tissue')):
            _t1406 += 1
    return _t1406

# <rulerun evolution.rules: feeding_turn_of #573 299c8c5c>
def _loop(st, _t1408):
    _st_cvars = st.cvars
    _t1411 = 0
    for _t1410 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1408]]][1])]:
        if (_st_cvars[84 + _t1410] == _st_cvars[84 + _t1408]):
            _t1411 += (1 if ((_st_cvars[_t1410] == 'carnivorous') or (_st_cvars[_t1410] == 'high_body_weight')) else (2 if (_st_cvars[_t1410] == 'parasite') else 0))
    return _t1411

# <rulerun evolution.rules: feeding_turn_of #574 d135a3a8>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1407 = st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]
    _budget1039[0] -= len(_t1407)
    if _budget1039[0] < 0: _spent1040(st)
    for _t1408 in _t1407:
        if (((_st_cvars[_t1408] == 'symbiosis') and (_st_cvars[168 + _t1408] == _t1399)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1408]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1408]] >= (1 + _a1041(st, _t1408)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #575 0ec0fde7>
def _loop(st, _t1397):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1398 = st.zones[(5 + _t1397)]
    _budget1034[0] -= len(_t1398)
    if _budget1034[0] < 0: _spent1035(st)
    for _t1399 in _t1398:
        if ((not ((_st_cvars[924 + _t1399] == _st_vars[0]) or ((_st_cvars[504 + _t1399] >= (1 + _a1036(st, _t1399))) and (_a1037(st, _t1399) >= _a1038(st, _t1399))))) and (not _a1042(st, _t1399))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #576 59f51c0f>
def _loop(st, _t1413):
    _st_cvars = st.cvars
    for _t1415 in st.zones[(9 + st.model.zone_instances[st.loc[_t1413]][1])]:
        if ((_st_cvars[84 + _t1415] == _t1413) and (_st_cvars[_t1415] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #577 75800c18>
def _loop(st, _t1413):
    _st_cvars = st.cvars
    _t1418 = 0
    for _t1417 in st.zones[(9 + st.model.zone_instances[st.loc[_t1413]][1])]:
        if (_st_cvars[84 + _t1417] == _t1413):
            _t1418 += (1 if ((_st_cvars[_t1417] == 'carnivorous') or (_st_cvars[_t1417] == 'high_body_weight')) else (2 if (_st_cvars[_t1417] == 'parasite') else 0))
    return _t1418

# <rulerun evolution.rules: feeding_turn_of #578 2396ce48>
def _loop(st, _t1413):
    _st_cvars = st.cvars
    _t1420 = 0
    for _t1419 in st.zones[(9 + st.model.zone_instances[st.loc[_t1413]][1])]:
        if (((_st_cvars[84 + _t1419] == _t1413) and (_st_cvars[_t1419] == 'fat_tissue')) and _st_cvars[252 + _t1419]):
            _t1420 += 1
    return _t1420

# <rulerun evolution.rules: feeding_turn_of #579 4f960aca>
def _loop(st, _t1413):
    _st_cvars = st.cvars
    _t1422 = 0
    for _t1421 in st.zones[(9 + st.model.zone_instances[st.loc[_t1413]][1])]:
        if ((_st_cvars[84 + _t1421] == _t1413) and (_st_cvars[_t1421] == 'fat_tissue')):
            _t1422 += 1
    return _t1422

# <rulerun evolution.rules: feeding_turn_of #580 6194582f>
def _loop(st, _t1424):
    _st_cvars = st.cvars
    _t1427 = 0
    for _t1426 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1424]]][1])]:
        if (_st_cvars[84 + _t1426] == _st_cvars[84 + _t1424]):
            _t1427 += (1 if ((_st_cvars[_t1426] == 'carnivorous') or (_st_cvars[_t1426] == 'high_body_weight')) else (2 if (_st_cvars[_t1426] == 'parasite') else 0))
    return _t1427

# <rulerun evolution.rules: feeding_turn_of #581 d972a945>
def _loop(st, _t1413):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1423 = st.zones[(9 + st.model.zone_instances[st.loc[_t1413]][1])]
    _budget1050[0] -= len(_t1423)
    if _budget1050[0] < 0: _spent1051(st)
    for _t1424 in _t1423:
        if (((_st_cvars[_t1424] == 'symbiosis') and (_st_cvars[168 + _t1424] == _t1413)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1424]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1424]] >= (1 + _a1052(st, _t1424)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #582 46987e64>
def _loop(st, _t1429):
    _st_cvars = st.cvars
    for _t1431 in st.zones[(9 + st.model.zone_instances[st.loc[_t1429]][1])]:
        if ((_st_cvars[84 + _t1431] == _t1429) and (_st_cvars[_t1431] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #583 b3fea266>
def _loop(st, _t1413):
    _st_cvars = st.cvars
    for _t1433 in st.zones[(9 + st.model.zone_instances[st.loc[_t1413]][1])]:
        if ((_st_cvars[84 + _t1433] == _t1413) and (_st_cvars[_t1433] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #584 81ca497c>
def _loop(st, _t1429):
    _st_cvars = st.cvars
    for _t1437 in st.zones[(9 + st.model.zone_instances[st.loc[_t1429]][1])]:
        if ((_st_cvars[84 + _t1437] == _t1429) and (_st_cvars[_t1437] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #585 c808b78a>
def _loop(st, _t1413):
    _st_cvars = st.cvars
    for _t1439 in st.zones[(9 + st.model.zone_instances[st.loc[_t1413]][1])]:
        if ((_st_cvars[84 + _t1439] == _t1413) and (_st_cvars[_t1439] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #586 274a07c1>
def _loop(st, _t1429):
    _st_cvars = st.cvars
    for _t1443 in st.zones[(9 + st.model.zone_instances[st.loc[_t1429]][1])]:
        if ((_st_cvars[84 + _t1443] == _t1429) and (_st_cvars[_t1443] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #587 e808c373>
def _loop(st, _t1413):
    _st_cvars = st.cvars
    for _t1445 in st.zones[(9 + st.model.zone_instances[st.loc[_t1413]][1])]:
        if ((_st_cvars[84 + _t1445] == _t1413) and (_st_cvars[_t1445] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #588 70b73976>
def _loop(st, _t1429):
    _st_cvars = st.cvars
    for _t1449 in st.zones[(9 + st.model.zone_instances[st.loc[_t1429]][1])]:
        if ((_st_cvars[84 + _t1449] == _t1429) and (_st_cvars[_t1449] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #589 a2515e9c>
def _loop(st, _t1429):
    _st_cvars = st.cvars
    _t1452 = 0
    for _t1451 in st.zones[(9 + st.model.zone_instances[st.loc[_t1429]][1])]:
        if (_st_cvars[84 + _t1451] == _t1429):
            _t1452 += (1 if ((_st_cvars[_t1451] == 'carnivorous') or (_st_cvars[_t1451] == 'high_body_weight')) else (2 if (_st_cvars[_t1451] == 'parasite') else 0))
    return _t1452

# <rulerun evolution.rules: feeding_turn_of #590 10a6e965>
def _loop(st, _t1429):
    _st_cvars = st.cvars
    for _t1453 in st.zones[(9 + st.model.zone_instances[st.loc[_t1429]][1])]:
        if ((_st_cvars[_t1453] == 'symbiosis') and (_st_cvars[168 + _t1453] == _t1429)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #591 9d92b5ef>
def _loop(st, _t1413):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1428 = ([_c for _i in [5 + _p for _p in _k1054] for _c in st.zones[_i]] or ())
    _budget1055[0] -= len(_t1428)
    if _budget1055[0] < 0: _spent1056(st)
    _t1435 = _NOT_YET
    _t1436 = _NOT_YET
    _t1441 = _NOT_YET
    _t1442 = _NOT_YET
    _t1447 = _NOT_YET
    _t1448 = _NOT_YET
    for _t1429 in _t1428:
        if ((((((_t1413 != _t1429) and ((not _a1057(st, _t1429)) or (_t1436 if _t1436 is not _NOT_YET else (_t1436 := (_t1435 if _t1435 is not _NOT_YET else (_t1435 := _a1058(st, _t1413))))))) and ((not _a1059(st, _t1429)) or (_t1442 if _t1442 is not _NOT_YET else (_t1442 := (_t1441 if _t1441 is not _NOT_YET else (_t1441 := _a1060(st, _t1413))))))) and (_a1061(st, _t1429) == (_t1448 if _t1448 is not _NOT_YET else (_t1448 := (_t1447 if _t1447 is not _NOT_YET else (_t1447 := _a1062(st, _t1413))))))) and (not (_a1063(st, _t1429) and ((_st_cvars[924 + _t1429] == _st_vars[0]) or (_st_cvars[504 + _t1429] >= (1 + _a1064(st, _t1429))))))) and (not _a1065(st, _t1429))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #592 0d8e3aaa>
def _loop(st, _t1397):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1412 = st.zones[(5 + _t1397)]
    _budget1044[0] -= len(_t1412)
    if _budget1044[0] < 0: _spent1045(st)
    for _t1413 in _t1412:
        if (((_a1046(st, _t1413) and (_st_cvars[672 + _t1413] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1413] == _st_vars[0]) or ((_st_cvars[504 + _t1413] >= (1 + _a1047(st, _t1413))) and (_a1048(st, _t1413) >= _a1049(st, _t1413))))) and (not _a1053(st, _t1413)))) and _a1066(st, _t1413)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #593 6053c0df>
def _loop(st, _t1456):
    _st_cvars = st.cvars
    _t1459 = 0
    for _t1458 in st.zones[(9 + st.model.zone_instances[st.loc[_t1456]][1])]:
        if (_st_cvars[84 + _t1458] == _t1456):
            _t1459 += (1 if ((_st_cvars[_t1458] == 'carnivorous') or (_st_cvars[_t1458] == 'high_body_weight')) else (2 if (_st_cvars[_t1458] == 'parasite') else 0))
    return _t1459

# <rulerun evolution.rules: feeding_turn_of #594 dd719b08>
def _loop(st, _t1456):
    _st_cvars = st.cvars
    _t1461 = 0
    for _t1460 in st.zones[(9 + st.model.zone_instances[st.loc[_t1456]][1])]:
        if (((_st_cvars[84 + _t1460] == _t1456) and (_st_cvars[_t1460] == 'fat_tissue')) and _st_cvars[252 + _t1460]):
            _t1461 += 1
    return _t1461

# <rulerun evolution.rules: feeding_turn_of #595 b09310b9>
def _loop(st, _t1397):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1455 = st.zones[(5 + _t1397)]
    _budget1068[0] -= len(_t1455)
    if _budget1068[0] < 0: _spent1069(st)
    for _t1456 in _t1455:
        if ((not ((_st_cvars[924 + _t1456] == _st_vars[0]) or (_st_cvars[504 + _t1456] >= (1 + _a1070(st, _t1456))))) and (_a1071(st, _t1456) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #596 bff9dff5>
def _loop(st, _t1463):
    _st_cvars = st.cvars
    for _t1465 in st.zones[(9 + st.model.zone_instances[st.loc[_t1463]][1])]:
        if ((_st_cvars[84 + _t1465] == _t1463) and (_st_cvars[_t1465] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #597 baade3c1>
def _loop(st, _t1463):
    _st_cvars = st.cvars
    _t1468 = 0
    for _t1467 in st.zones[(9 + st.model.zone_instances[st.loc[_t1463]][1])]:
        if (_st_cvars[84 + _t1467] == _t1463):
            _t1468 += (1 if ((_st_cvars[_t1467] == 'carnivorous') or (_st_cvars[_t1467] == 'high_body_weight')) else (2 if (_st_cvars[_t1467] == 'parasite') else 0))
    return _t1468

# <rulerun evolution.rules: feeding_turn_of #598 8ee66ebc>
def _loop(st, _t1463):
    _st_cvars = st.cvars
    _t1470 = 0
    for _t1469 in st.zones[(9 + st.model.zone_instances[st.loc[_t1463]][1])]:
        if (_st_cvars[84 + _t1469] == _t1463):
            _t1470 += (1 if ((_st_cvars[_t1469] == 'carnivorous') or (_st_cvars[_t1469] == 'high_body_weight')) else (2 if (_st_cvars[_t1469] == 'parasite') else 0))
    return _t1470

# <rulerun evolution.rules: feeding_turn_of #599 f17c13c7>
def _loop(st, _t1463):
    _st_cvars = st.cvars
    _t1472 = 0
    for _t1471 in st.zones[(9 + st.model.zone_instances[st.loc[_t1463]][1])]:
        if (((_st_cvars[84 + _t1471] == _t1463) and (_st_cvars[_t1471] == 'fat_tissue')) and _st_cvars[252 + _t1471]):
            _t1472 += 1
    return _t1472

# <rulerun evolution.rules: feeding_turn_of #600 b8bc4ea4>
def _loop(st, _t1463):
    _st_cvars = st.cvars
    _t1474 = 0
    for _t1473 in st.zones[(9 + st.model.zone_instances[st.loc[_t1463]][1])]:
        if ((_st_cvars[84 + _t1473] == _t1463) and (_st_cvars[_t1473] == 'fat_tissue')):
            _t1474 += 1
    return _t1474

# <rulerun evolution.rules: feeding_turn_of #601 77e32ad7>
def _loop(st, _t1476):
    _st_cvars = st.cvars
    _t1479 = 0
    for _t1478 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1476]]][1])]:
        if (_st_cvars[84 + _t1478] == _st_cvars[84 + _t1476]):
            _t1479 += (1 if ((_st_cvars[_t1478] == 'carnivorous') or (_st_cvars[_t1478] == 'high_body_weight')) else (2 if (_st_cvars[_t1478] == 'parasite') else 0))
    return _t1479

# <rulerun evolution.rules: feeding_turn_of #602 159b90db>
def _loop(st, _t1463):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1475 = st.zones[(9 + st.model.zone_instances[st.loc[_t1463]][1])]
    _budget1080[0] -= len(_t1475)
    if _budget1080[0] < 0: _spent1081(st)
    for _t1476 in _t1475:
        if (((_st_cvars[_t1476] == 'symbiosis') and (_st_cvars[168 + _t1476] == _t1463)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1476]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1476]] >= (1 + _a1082(st, _t1476)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #603 e0bb9cac>
def _loop(st, _t1481):
    _st_cvars = st.cvars
    _t1484 = 0
    for _t1483 in st.zones[(9 + st.model.zone_instances[st.loc[_t1481]][1])]:
        if (_st_cvars[84 + _t1483] == _t1481):
            _t1484 += (1 if ((_st_cvars[_t1483] == 'carnivorous') or (_st_cvars[_t1483] == 'high_body_weight')) else (2 if (_st_cvars[_t1483] == 'parasite') else 0))
    return _t1484

# <rulerun evolution.rules: feeding_turn_of #604 75f956e3>
def _loop(st, _t1463):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1480 = ([_c for _i in [5 + _p for _p in _k1084] for _c in st.zones[_i]] or ())
    _budget1085[0] -= len(_t1480)
    if _budget1085[0] < 0: _spent1086(st)
    for _t1481 in _t1480:
        if ((_t1481 != _t1463) and ((not ((_st_cvars[924 + _t1481] == _st_vars[0]) or (_st_cvars[504 + _t1481] >= (1 + _a1087(st, _t1481))))) and (_st_cvars[504 + _t1481] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #605 471650f0>
def _loop(st, _t1463):
    _st_cvars = st.cvars
    for _t1485 in st.zones[(9 + st.model.zone_instances[st.loc[_t1463]][1])]:
        if ((_st_cvars[84 + _t1485] == _t1463) and (_st_cvars[_t1485] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #606 78d5459a>
def _loop(st, _t1463):
    _st_cvars = st.cvars
    _t1488 = 0
    for _t1487 in st.zones[(9 + st.model.zone_instances[st.loc[_t1463]][1])]:
        if (_st_cvars[84 + _t1487] == _t1463):
            _t1488 += (1 if ((_st_cvars[_t1487] == 'carnivorous') or (_st_cvars[_t1487] == 'high_body_weight')) else (2 if (_st_cvars[_t1487] == 'parasite') else 0))
    return _t1488

# <rulerun evolution.rules: feeding_turn_of #607 beb56ff6>
def _loop(st, _t1463):
    _st_cvars = st.cvars
    for _t1489 in st.zones[(9 + st.model.zone_instances[st.loc[_t1463]][1])]:
        if ((_st_cvars[84 + _t1489] == _t1463) and (_st_cvars[_t1489] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #608 291d214a>
def _loop(st, _t1397):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1462 = st.zones[(5 + _t1397)]
    _budget1073[0] -= len(_t1462)
    if _budget1073[0] < 0: _spent1074(st)
    for _t1463 in _t1462:
        if ((((((_a1075(st, _t1463) and (_st_cvars[756 + _t1463] != _st_vars[0])) and (not ((_st_cvars[924 + _t1463] == _st_vars[0]) or (_st_cvars[504 + _t1463] >= (1 + _a1076(st, _t1463)))))) and ((not ((_st_cvars[924 + _t1463] == _st_vars[0]) or ((_st_cvars[504 + _t1463] >= (1 + _a1077(st, _t1463))) and (_a1078(st, _t1463) >= _a1079(st, _t1463))))) and (not _a1083(st, _t1463)))) and _a1088(st, _t1463)) or ((((_a1089(st, _t1463) and (_st_cvars[924 + _t1463] != _st_vars[0])) and (_st_cvars[924 + _t1463] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1463] == _st_vars[0]) or (_st_cvars[504 + _t1463] >= (1 + _a1090(st, _t1463))))))) or ((_st_vars[3] > 0) and _a1091(st, _t1463))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #609 a21cd881>
def _loop(st, _t1492):
    _st_cvars = st.cvars
    _t1495 = 0
    for _t1494 in st.zones[(9 + st.model.zone_instances[st.loc[_t1492]][1])]:
        if (_st_cvars[84 + _t1494] == _t1492):
            _t1495 += (1 if ((_st_cvars[_t1494] == 'carnivorous') or (_st_cvars[_t1494] == 'high_body_weight')) else (2 if (_st_cvars[_t1494] == 'parasite') else 0))
    return _t1495

# <rulerun evolution.rules: feeding_turn_of #610 077370d8>
def _loop(st, _t1492):
    _st_cvars = st.cvars
    _t1497 = 0
    for _t1496 in st.zones[(9 + st.model.zone_instances[st.loc[_t1492]][1])]:
        if (((_st_cvars[84 + _t1496] == _t1492) and (_st_cvars[_t1496] == 'fat_tissue')) and _st_cvars[252 + _t1496]):
            _t1497 += 1
    return _t1497

# <rulerun evolution.rules: feeding_turn_of #611 1b8297ca>
def _loop(st, _t1492):
    _st_cvars = st.cvars
    _t1499 = 0
    for _t1498 in st.zones[(9 + st.model.zone_instances[st.loc[_t1492]][1])]:
        if ((_st_cvars[84 + _t1498] == _t1492) and (_st_cvars[_t1498] == 'fat_tissue')):
            _t1499 += 1
    return _t1499

# <rulerun evolution.rules: feeding_turn_of #612 fcd94158>
def _loop(st, _t1501):
    _st_cvars = st.cvars
    _t1504 = 0
    for _t1503 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1501]]][1])]:
        if (_st_cvars[84 + _t1503] == _st_cvars[84 + _t1501]):
            _t1504 += (1 if ((_st_cvars[_t1503] == 'carnivorous') or (_st_cvars[_t1503] == 'high_body_weight')) else (2 if (_st_cvars[_t1503] == 'parasite') else 0))
    return _t1504

# <rulerun evolution.rules: feeding_turn_of #613 00cb8e77>
def _loop(st, _t1492):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1500 = st.zones[(9 + st.model.zone_instances[st.loc[_t1492]][1])]
    _budget1098[0] -= len(_t1500)
    if _budget1098[0] < 0: _spent1099(st)
    for _t1501 in _t1500:
        if (((_st_cvars[_t1501] == 'symbiosis') and (_st_cvars[168 + _t1501] == _t1492)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1501]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1501]] >= (1 + _a1100(st, _t1501)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #614 49c2bdd6>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1491 = st.zones[(5 + L[0])]
    _budget1093[0] -= len(_t1491)
    if _budget1093[0] < 0: _spent1094(st)
    for _t1492 in _t1491:
        if ((not ((_st_cvars[924 + _t1492] == _st_vars[0]) or ((_st_cvars[504 + _t1492] >= (1 + _a1095(st, _t1492))) and (_a1096(st, _t1492) >= _a1097(st, _t1492))))) and (not _a1101(st, _t1492))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #615 c7a1c9cc>
def _loop(st, _t1506):
    _st_cvars = st.cvars
    for _t1508 in st.zones[(9 + st.model.zone_instances[st.loc[_t1506]][1])]:
        if ((_st_cvars[84 + _t1508] == _t1506) and (_st_cvars[_t1508] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #616 5cd4a502>
def _loop(st, _t1506):
    _st_cvars = st.cvars
    _t1511 = 0
    for _t1510 in st.zones[(9 + st.model.zone_instances[st.loc[_t1506]][1])]:
        if (_st_cvars[84 + _t1510] == _t1506):
            _t1511 += (1 if ((_st_cvars[_t1510] == 'carnivorous') or (_st_cvars[_t1510] == 'high_body_weight')) else (2 if (_st_cvars[_t1510] == 'parasite') else 0))
    return _t1511

# <rulerun evolution.rules: feeding_turn_of #617 1585b23c>
def _loop(st, _t1506):
    _st_cvars = st.cvars
    _t1513 = 0
    for _t1512 in st.zones[(9 + st.model.zone_instances[st.loc[_t1506]][1])]:
        if (((_st_cvars[84 + _t1512] == _t1506) and (_st_cvars[_t1512] == 'fat_tissue')) and _st_cvars[252 + _t1512]):
            _t1513 += 1
    return _t1513

# <rulerun evolution.rules: feeding_turn_of #618 d2d8fc7d>
def _loop(st, _t1506):
    _st_cvars = st.cvars
    _t1515 = 0
    for _t1514 in st.zones[(9 + st.model.zone_instances[st.loc[_t1506]][1])]:
        if ((_st_cvars[84 + _t1514] == _t1506) and (_st_cvars[_t1514] == 'fat_tissue')):
            _t1515 += 1
    return _t1515

# <rulerun evolution.rules: feeding_turn_of #619 624b7672>
def _loop(st, _t1517):
    _st_cvars = st.cvars
    _t1520 = 0
    for _t1519 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1517]]][1])]:
        if (_st_cvars[84 + _t1519] == _st_cvars[84 + _t1517]):
            _t1520 += (1 if ((_st_cvars[_t1519] == 'carnivorous') or (_st_cvars[_t1519] == 'high_body_weight')) else (2 if (_st_cvars[_t1519] == 'parasite') else 0))
    return _t1520

# <rulerun evolution.rules: feeding_turn_of #620 cf0aeb2d>
def _loop(st, _t1506):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1516 = st.zones[(9 + st.model.zone_instances[st.loc[_t1506]][1])]
    _budget1110[0] -= len(_t1516)
    if _budget1110[0] < 0: _spent1111(st)
    for _t1517 in _t1516:
        if (((_st_cvars[_t1517] == 'symbiosis') and (_st_cvars[168 + _t1517] == _t1506)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1517]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1517]] >= (1 + _a1112(st, _t1517)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #621 f6388b3c>
def _loop(st, _t1522):
    _st_cvars = st.cvars
    for _t1524 in st.zones[(9 + st.model.zone_instances[st.loc[_t1522]][1])]:
        if ((_st_cvars[84 + _t1524] == _t1522) and (_st_cvars[_t1524] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #622 11cb79ca>
def _loop(st, _t1506):
    _st_cvars = st.cvars
    for _t1526 in st.zones[(9 + st.model.zone_instances[st.loc[_t1506]][1])]:
        if ((_st_cvars[84 + _t1526] == _t1506) and (_st_cvars[_t1526] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #623 5abe0f30>
def _loop(st, _t1522):
    _st_cvars = st.cvars
    for _t1530 in st.zones[(9 + st.model.zone_instances[st.loc[_t1522]][1])]:
        if ((_st_cvars[84 + _t1530] == _t1522) and (_st_cvars[_t1530] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #624 4250c830>
def _loop(st, _t1506):
    _st_cvars = st.cvars
    for _t1532 in st.zones[(9 + st.model.zone_instances[st.loc[_t1506]][1])]:
        if ((_st_cvars[84 + _t1532] == _t1506) and (_st_cvars[_t1532] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #625 d8dff8f4>
def _loop(st, _t1522):
    _st_cvars = st.cvars
    for _t1536 in st.zones[(9 + st.model.zone_instances[st.loc[_t1522]][1])]:
        if ((_st_cvars[84 + _t1536] == _t1522) and (_st_cvars[_t1536] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #626 c61b9f48>
def _loop(st, _t1506):
    _st_cvars = st.cvars
    for _t1538 in st.zones[(9 + st.model.zone_instances[st.loc[_t1506]][1])]:
        if ((_st_cvars[84 + _t1538] == _t1506) and (_st_cvars[_t1538] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #627 807e3242>
def _loop(st, _t1522):
    _st_cvars = st.cvars
    for _t1542 in st.zones[(9 + st.model.zone_instances[st.loc[_t1522]][1])]:
        if ((_st_cvars[84 + _t1542] == _t1522) and (_st_cvars[_t1542] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #628 72044a0c>
def _loop(st, _t1522):
    _st_cvars = st.cvars
    _t1545 = 0
    for _t1544 in st.zones[(9 + st.model.zone_instances[st.loc[_t1522]][1])]:
        if (_st_cvars[84 + _t1544] == _t1522):
            _t1545 += (1 if ((_st_cvars[_t1544] == 'carnivorous') or (_st_cvars[_t1544] == 'high_body_weight')) else (2 if (_st_cvars[_t1544] == 'parasite') else 0))
    return _t1545

# <rulerun evolution.rules: feeding_turn_of #629 4d8cec47>
def _loop(st, _t1522):
    _st_cvars = st.cvars
    for _t1546 in st.zones[(9 + st.model.zone_instances[st.loc[_t1522]][1])]:
        if ((_st_cvars[_t1546] == 'symbiosis') and (_st_cvars[168 + _t1546] == _t1522)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #630 94950725>
def _loop(st, _t1506):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1521 = ([_c for _i in [5 + _p for _p in _k1114] for _c in st.zones[_i]] or ())
    _budget1115[0] -= len(_t1521)
    if _budget1115[0] < 0: _spent1116(st)
    _t1528 = _NOT_YET
    _t1529 = _NOT_YET
    _t1534 = _NOT_YET
    _t1535 = _NOT_YET
    _t1540 = _NOT_YET
    _t1541 = _NOT_YET
    for _t1522 in _t1521:
        if ((((((_t1506 != _t1522) and ((not _a1117(st, _t1522)) or (_t1529 if _t1529 is not _NOT_YET else (_t1529 := (_t1528 if _t1528 is not _NOT_YET else (_t1528 := _a1118(st, _t1506))))))) and ((not _a1119(st, _t1522)) or (_t1535 if _t1535 is not _NOT_YET else (_t1535 := (_t1534 if _t1534 is not _NOT_YET else (_t1534 := _a1120(st, _t1506))))))) and (_a1121(st, _t1522) == (_t1541 if _t1541 is not _NOT_YET else (_t1541 := (_t1540 if _t1540 is not _NOT_YET else (_t1540 := _a1122(st, _t1506))))))) and (not (_a1123(st, _t1522) and ((_st_cvars[924 + _t1522] == _st_vars[0]) or (_st_cvars[504 + _t1522] >= (1 + _a1124(st, _t1522))))))) and (not _a1125(st, _t1522))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #631 980f5579>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1505 = st.zones[(5 + L[0])]
    _budget1104[0] -= len(_t1505)
    if _budget1104[0] < 0: _spent1105(st)
    for _t1506 in _t1505:
        if (((_a1106(st, _t1506) and (_st_cvars[672 + _t1506] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1506] == _st_vars[0]) or ((_st_cvars[504 + _t1506] >= (1 + _a1107(st, _t1506))) and (_a1108(st, _t1506) >= _a1109(st, _t1506))))) and (not _a1113(st, _t1506)))) and _a1126(st, _t1506)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #632 264395a8>
def _loop(st, _t1549):
    _st_cvars = st.cvars
    _t1552 = 0
    for _t1551 in st.zones[(9 + st.model.zone_instances[st.loc[_t1549]][1])]:
        if (_st_cvars[84 + _t1551] == _t1549):
            _t1552 += (1 if ((_st_cvars[_t1551] == 'carnivorous') or (_st_cvars[_t1551] == 'high_body_weight')) else (2 if (_st_cvars[_t1551] == 'parasite') else 0))
    return _t1552

# <rulerun evolution.rules: feeding_turn_of #633 a296554c>
def _loop(st, _t1549):
    _st_cvars = st.cvars
    _t1554 = 0
    for _t1553 in st.zones[(9 + st.model.zone_instances[st.loc[_t1549]][1])]:
        if (((_st_cvars[84 + _t1553] == _t1549) and (_st_cvars[_t1553] == 'fat_tissue')) and _st_cvars[252 + _t1553]):
            _t1554 += 1
    return _t1554

# <rulerun evolution.rules: feeding_turn_of #634 2daee773>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1548 = st.zones[(5 + L[0])]
    _budget1128[0] -= len(_t1548)
    if _budget1128[0] < 0: _spent1129(st)
    for _t1549 in _t1548:
        if ((not ((_st_cvars[924 + _t1549] == _st_vars[0]) or (_st_cvars[504 + _t1549] >= (1 + _a1130(st, _t1549))))) and (_a1131(st, _t1549) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #635 15462f60>
def _loop(st, _t1557):
    _st_cvars = st.cvars
    for _t1558 in st.zones[(9 + st.model.zone_instances[st.loc[_t1557]][1])]:
        if ((_st_cvars[84 + _t1558] == _t1557) and (_st_cvars[_t1558] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #636 8af5af35>
def _loop(st, _t1557):
    _st_cvars = st.cvars
    _t1561 = 0
    for _t1560 in st.zones[(9 + st.model.zone_instances[st.loc[_t1557]][1])]:
        if (_st_cvars[84 + _t1560] == _t1557):
            _t1561 += (1 if ((_st_cvars[_t1560] == 'carnivorous') or (_st_cvars[_t1560] == 'high_body_weight')) else (2 if (_st_cvars[_t1560] == 'parasite') else 0))
    return _t1561

# <rulerun evolution.rules: feeding_turn_of #637 bec6557e>
def _loop(st, _t1557):
    _st_cvars = st.cvars
    _t1563 = 0
    for _t1562 in st.zones[(9 + st.model.zone_instances[st.loc[_t1557]][1])]:
        if (_st_cvars[84 + _t1562] == _t1557):
            _t1563 += (1 if ((_st_cvars[_t1562] == 'carnivorous') or (_st_cvars[_t1562] == 'high_body_weight')) else (2 if (_st_cvars[_t1562] == 'parasite') else 0))
    return _t1563

# <rulerun evolution.rules: feeding_turn_of #638 6dc20c5e>
def _loop(st, _t1557):
    _st_cvars = st.cvars
    _t1565 = 0
    for _t1564 in st.zones[(9 + st.model.zone_instances[st.loc[_t1557]][1])]:
        if (((_st_cvars[84 + _t1564] == _t1557) and (_st_cvars[_t1564] == 'fat_tissue')) and _st_cvars[252 + _t1564]):
            _t1565 += 1
    return _t1565

# <rulerun evolution.rules: feeding_turn_of #639 2367e201>
def _loop(st, _t1557):
    _st_cvars = st.cvars
    _t1567 = 0
    for _t1566 in st.zones[(9 + st.model.zone_instances[st.loc[_t1557]][1])]:
        if ((_st_cvars[84 + _t1566] == _t1557) and (_st_cvars[_t1566] == 'fat_tissue')):
            _t1567 += 1
    return _t1567

# <rulerun evolution.rules: feeding_turn_of #640 a3729323>
def _loop(st, _t1569):
    _st_cvars = st.cvars
    _t1572 = 0
    for _t1571 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1569]]][1])]:
        if (_st_cvars[84 + _t1571] == _st_cvars[84 + _t1569]):
            _t1572 += (1 if ((_st_cvars[_t1571] == 'carnivorous') or (_st_cvars[_t1571] == 'high_body_weight')) else (2 if (_st_cvars[_t1571] == 'parasite') else 0))
    return _t1572

# <rulerun evolution.rules: feeding_turn_of #641 aaa074e9>
def _loop(st, _t1557):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1568 = st.zones[(9 + st.model.zone_instances[st.loc[_t1557]][1])]
    _budget1138[0] -= len(_t1568)
    if _budget1138[0] < 0: _spent1139(st)
    for _t1569 in _t1568:
        if (((_st_cvars[_t1569] == 'symbiosis') and (_st_cvars[168 + _t1569] == _t1557)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1569]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1569]] >= (1 + _a1140(st, _t1569)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #642 5dc37269>
def _loop(st, _t1574):
    _st_cvars = st.cvars
    _t1577 = 0
    for _t1576 in st.zones[(9 + st.model.zone_instances[st.loc[_t1574]][1])]:
        if (_st_cvars[84 + _t1576] == _t1574):
            _t1577 += (1 if ((_st_cvars[_t1576] == 'carnivorous') or (_st_cvars[_t1576] == 'high_body_weight')) else (2 if (_st_cvars[_t1576] == 'parasite') else 0))
    return _t1577

# <rulerun evolution.rules: feeding_turn_of #643 6eb5bda1>
def _loop(st, _t1557):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1573 = ([_c for _i in [5 + _p for _p in _k1142] for _c in st.zones[_i]] or ())
    _budget1143[0] -= len(_t1573)
    if _budget1143[0] < 0: _spent1144(st)
    for _t1574 in _t1573:
        if ((_t1574 != _t1557) and ((not ((_st_cvars[924 + _t1574] == _st_vars[0]) or (_st_cvars[504 + _t1574] >= (1 + _a1145(st, _t1574))))) and (_st_cvars[504 + _t1574] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #644 3b7ebc2d>
def _loop(st, _t1580):
    _st_cvars = st.cvars
    for _t1581 in st.zones[(9 + st.model.zone_instances[st.loc[_t1580]][1])]:
        if ((_st_cvars[84 + _t1581] == _t1580) and (_st_cvars[_t1581] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #645 0418bda5>
def _loop(st, _t1585):
    _st_cvars = st.cvars
    for _t1586 in st.zones[(9 + st.model.zone_instances[st.loc[_t1585]][1])]:
        if ((_st_cvars[84 + _t1586] == _t1585) and (_st_cvars[_t1586] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #646 61d54f5e>
def _loop(st, _t1585):
    _st_cvars = st.cvars
    _t1589 = 0
    for _t1588 in st.zones[(9 + st.model.zone_instances[st.loc[_t1585]][1])]:
        if (_st_cvars[84 + _t1588] == _t1585):
            _t1589 += (1 if ((_st_cvars[_t1588] == 'carnivorous') or (_st_cvars[_t1588] == 'high_body_weight')) else (2 if (_st_cvars[_t1588] == 'parasite') else 0))
    return _t1589

# <rulerun evolution.rules: feeding_turn_of #647 29b8c9e6>
def _loop(st, _t1591):
    _st_cvars = st.cvars
    _t1594 = 0
    for _t1593 in st.zones[(9 + st.model.zone_instances[st.loc[_t1591]][1])]:
        if (_st_cvars[84 + _t1593] == _t1591):
            _t1594 += (1 if ((_st_cvars[_t1593] == 'carnivorous') or (_st_cvars[_t1593] == 'high_body_weight')) else (2 if (_st_cvars[_t1593] == 'parasite') else 0))
    return _t1594

# <rulerun evolution.rules: feeding_turn_of #648 f6a8cea9>
def _loop(st, _t1591):
    _st_cvars = st.cvars
    _t1596 = 0
    for _t1595 in st.zones[(9 + st.model.zone_instances[st.loc[_t1591]][1])]:
        if (((_st_cvars[84 + _t1595] == _t1591) and (_st_cvars[_t1595] == 'fat_tissue')) and _st_cvars[252 + _t1595]):
            _t1596 += 1
    return _t1596

# <rulerun evolution.rules: feeding_turn_of #649 5ef5a9f2>
def _loop(st, _t1591):
    _st_cvars = st.cvars
    _t1598 = 0
    for _t1597 in st.zones[(9 + st.model.zone_instances[st.loc[_t1591]][1])]:
        if ((_st_cvars[84 + _t1597] == _t1591) and (_st_cvars[_t1597] == 'fat_tissue')):
            _t1598 += 1
    return _t1598

# <rulerun evolution.rules: feeding_turn_of #650 e540280b>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _t1603 = 0
    for _t1602 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1600]]][1])]:
        if (_st_cvars[84 + _t1602] == _st_cvars[84 + _t1600]):
            _t1603 += (1 if ((_st_cvars[_t1602] == 'carnivorous') or (_st_cvars[_t1602] == 'high_body_weight')) else (2 if (_st_cvars[_t1602] == 'parasite') else 0))
    return _t1603

# <rulerun evolution.rules: feeding_turn_of #651 b2199906>
def _loop(st, _t1591):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1599 = st.zones[(9 + st.model.zone_instances[st.loc[_t1591]][1])]
    _budget1155[0] -= len(_t1599)
    if _budget1155[0] < 0: _spent1156(st)
    for _t1600 in _t1599:
        if (((_st_cvars[_t1600] == 'symbiosis') and (_st_cvars[168 + _t1600] == _t1591)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1600]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1600]] >= (1 + _a1157(st, _t1600)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #652 2195fe82>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1590 = st.zones[(5 + L[0])]
    _budget1150[0] -= len(_t1590)
    if _budget1150[0] < 0: _spent1151(st)
    for _t1591 in _t1590:
        if ((not ((_st_cvars[924 + _t1591] == _st_vars[0]) or ((_st_cvars[504 + _t1591] >= (1 + _a1152(st, _t1591))) and (_a1153(st, _t1591) >= _a1154(st, _t1591))))) and (not _a1158(st, _t1591))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #653 1b28b989>
def _loop(st, _t1610):
    _st_cvars = st.cvars
    _t1613 = 0
    for _t1612 in st.zones[(9 + st.model.zone_instances[st.loc[_t1610]][1])]:
        if (_st_cvars[84 + _t1612] == _t1610):
            _t1613 += (1 if ((_st_cvars[_t1612] == 'carnivorous') or (_st_cvars[_t1612] == 'high_body_weight')) else (2 if (_st_cvars[_t1612] == 'parasite') else 0))
    return _t1613

# <rulerun evolution.rules: feeding_turn_of #654 42faaddb>
def _loop(st, _t1610):
    _st_cvars = st.cvars
    _t1615 = 0
    for _t1614 in st.zones[(9 + st.model.zone_instances[st.loc[_t1610]][1])]:
        if (((_st_cvars[84 + _t1614] == _t1610) and (_st_cvars[_t1614] == 'fat_tissue')) and _st_cvars[252 + _t1614]):
            _t1615 += 1
    return _t1615

# <rulerun evolution.rules: feeding_turn_of #655 80923eef>
def _loop(st, _i18l0):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1609 = st.zones[(5 + _i18l0)]
    _budget1166[0] -= len(_t1609)
    if _budget1166[0] < 0: _spent1167(st)
    _t1611 = []
    for _t1610 in _t1609:
        if ((not ((_st_cvars[924 + _t1610] == _st_vars[0]) or (_st_cvars[504 + _t1610] >= (1 + _a1168(st, _t1610))))) and (_a1169(st, _t1610) > 0)):
            _t1611.append(_t1610)
    return _t1611

# <rulerun evolution.rules: feeding_turn_of #656 2bc2c40f>
def _loop(st, _i18):
    _st_cvars = st.cvars
    _t1621 = 0
    for _t1620 in st.zones[(9 + st.model.zone_instances[st.loc[_i18[1]]][1])]:
        if (((_st_cvars[84 + _t1620] == _i18[1]) and (_st_cvars[_t1620] == 'fat_tissue')) and _st_cvars[252 + _t1620]):
            _t1621 += 1
    return _t1621

# <rulerun evolution.rules: feeding_turn_of #657 1b85561f>
def _loop(st, _i18):
    _st_cvars = st.cvars
    _t1623 = 0
    for _t1622 in st.zones[(9 + st.model.zone_instances[st.loc[_i18[1]]][1])]:
        if (_st_cvars[84 + _t1622] == _i18[1]):
            _t1623 += (1 if ((_st_cvars[_t1622] == 'carnivorous') or (_st_cvars[_t1622] == 'high_body_weight')) else (2 if (_st_cvars[_t1622] == 'parasite') else 0))
    return _t1623

# <rulerun evolution.rules: feeding_turn_of #658 26997120>
def _loop(st, _i18):
    _st_cvars = st.cvars
    _t1632 = 0
    for _t1631 in st.zones[(9 + st.model.zone_instances[st.loc[_i18[1]]][1])]:
        if (_st_cvars[84 + _t1631] == _i18[1]):
            _t1632 += (1 if ((_st_cvars[_t1631] == 'carnivorous') or (_st_cvars[_t1631] == 'high_body_weight')) else (2 if (_st_cvars[_t1631] == 'parasite') else 0))
    return _t1632

# <rulerun evolution.rules: feeding_turn_of #659 4449756a>
def _loop(st, _t1635):
    _st_cvars = st.cvars
    for _t1637 in st.zones[(9 + st.model.zone_instances[st.loc[_t1635]][1])]:
        if ((_st_cvars[84 + _t1637] == _t1635) and (_st_cvars[_t1637] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #660 94c5eb64>
def _loop(st, _i19l0):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1634 = st.zones[(5 + _i19l0)]
    _budget1183[0] -= len(_t1634)
    if _budget1183[0] < 0: _spent1184(st)
    _t1636 = []
    for _t1635 in _t1634:
        if ((_a1185(st, _t1635) and (_st_cvars[840 + _t1635] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1636.append(_t1635)
    return _t1636

# <rulerun evolution.rules: feeding_turn_of #661 317120e6>
def _loop(st, _t1645):
    _st_cvars = st.cvars
    for _t1647 in st.zones[(9 + st.model.zone_instances[st.loc[_t1645]][1])]:
        if ((_st_cvars[84 + _t1647] == _t1645) and (_st_cvars[_t1647] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #662 b2f33b2e>
def _loop(st, _t1645):
    _st_cvars = st.cvars
    _t1650 = 0
    for _t1649 in st.zones[(9 + st.model.zone_instances[st.loc[_t1645]][1])]:
        if (_st_cvars[84 + _t1649] == _t1645):
            _t1650 += (1 if ((_st_cvars[_t1649] == 'carnivorous') or (_st_cvars[_t1649] == 'high_body_weight')) else (2 if (_st_cvars[_t1649] == 'parasite') else 0))
    return _t1650

# <rulerun evolution.rules: feeding_turn_of #663 88947ec2>
def _loop(st, _i20l0):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1644 = st.zones[(5 + _i20l0)]
    _budget1189[0] -= len(_t1644)
    if _budget1189[0] < 0: _spent1190(st)
    _t1646 = []
    for _t1645 in _t1644:
        if ((((_a1191(st, _t1645) and (_st_cvars[924 + _t1645] != _st_vars[0])) and (_st_cvars[924 + _t1645] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1645] == _st_vars[0]) or (_st_cvars[504 + _t1645] >= (1 + _a1192(st, _t1645)))))):
            _t1646.append(_t1645)
    return _t1646

# <rulerun evolution.rules: feeding_turn_of #664 31727bba>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while True:
        _budget1024[0] -= 1
        if _budget1024[0] < 0: _spent1025(st)
        _t1387 = ([_c for _i in [5 + _p for _p in _k1026] for _c in _st_zones[_i]] or ())
        _budget1024[0] -= len(_t1387)
        if _budget1024[0] < 0: _spent1025(st)
        _t1386 = True
        for _t1388 in _t1387:
            if not (((_st_cvars[924 + _t1388] == _st_vars[0]) or ((_st_cvars[504 + _t1388] >= (1 + _a1027(st, _t1388))) and (_a1028(st, _t1388) >= _a1029(st, _t1388))))):
                _t1386 = False
                break
        if _t1386:
            if _st_log is not None: _st_log.append(_Text1031(_audience1030(st), ['No animal can take any more food: the feeding phase ends']))
            raise _ExitTo1032(6)
        _t1396 = (_k1033 or ())
        _budget1024[0] -= len(_t1396)
        if _budget1024[0] < 0: _spent1025(st)
        _t1395 = False
        for _t1397 in _t1396:
            if (((((_st_vars[3] > 0) and _a1043(st, _t1397)) or _a1067(st, _t1397)) or _a1072(st, _t1397)) or _a1092(st, _t1397)):
                _t1395 = True
                break
        if (not _t1395):
            if _st_log is not None: _st_log.append(_Text1031(_audience1030(st), ['No player has a legal action left: the feeding phase ends']))
            raise _ExitTo1032(6)
        L[2] = []
        if ((not L[1]) and ((_st_vars[3] > 0) and _a1102(st, L))):
            L[2] = (L[2] + ['take food'])
            if len(L[2]) > 1000000: _too_long1103(L[2])
        if ((not L[1]) and _a1127(st, L)):
            L[2] = (L[2] + ['attack'])
            if len(L[2]) > 1000000: _too_long1103(L[2])
        if ((not L[1]) and _a1132(st, L)):
            L[2] = (L[2] + ['convert fat'])
            if len(L[2]) > 1000000: _too_long1103(L[2])
        _t1556 = _st_zones[(5 + _l0)]
        _budget1024[0] -= len(_t1556)
        if _budget1024[0] < 0: _spent1025(st)
        _t1555 = False
        for _t1557 in _t1556:
            if ((((_a1133(st, _t1557) and (_st_cvars[756 + _t1557] != _st_vars[0])) and (not ((_st_cvars[924 + _t1557] == _st_vars[0]) or (_st_cvars[504 + _t1557] >= (1 + _a1134(st, _t1557)))))) and ((not ((_st_cvars[924 + _t1557] == _st_vars[0]) or ((_st_cvars[504 + _t1557] >= (1 + _a1135(st, _t1557))) and (_a1136(st, _t1557) >= _a1137(st, _t1557))))) and (not _a1141(st, _t1557)))) and _a1146(st, _t1557)):
                _t1555 = True
                break
        if _t1555:
            L[2] = (L[2] + ['piracy'])
            if len(L[2]) > 1000000: _too_long1103(L[2])
        _t1579 = _st_zones[(5 + _l0)]
        _budget1024[0] -= len(_t1579)
        if _budget1024[0] < 0: _spent1025(st)
        _t1578 = False
        for _t1580 in _t1579:
            if ((_a1147(st, _t1580) and (_st_cvars[840 + _t1580] != _st_vars[4])) and (_st_vars[3] > 0)):
                _t1578 = True
                break
        if _t1578:
            L[2] = (L[2] + ['grazing'])
            if len(L[2]) > 1000000: _too_long1103(L[2])
        _t1584 = _st_zones[(5 + _l0)]
        _budget1024[0] -= len(_t1584)
        if _budget1024[0] < 0: _spent1025(st)
        _t1583 = False
        for _t1585 in _t1584:
            if ((((_a1148(st, _t1585) and (_st_cvars[924 + _t1585] != _st_vars[0])) and (_st_cvars[924 + _t1585] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1585] == _st_vars[0]) or (_st_cvars[504 + _t1585] >= (1 + _a1149(st, _t1585)))))):
                _t1583 = True
                break
        if _t1583:
            L[2] = (L[2] + ['hibernation'])
            if len(L[2]) > 1000000: _too_long1103(L[2])
        if (not (L[2] or ())):
            return 2
        if ((False or L[1]) or (not ((_st_vars[3] > 0) and _a1159(st, L)))):
            L[2] = (L[2] + ['end turn'])
            if len(L[2]) > 1000000: _too_long1103(L[2])
        _t1604 = (L[2] or [])
        _t1605 = _l0
        _t1606 = len(_t1604)
        if not _t1606: _no_option1162(_t1605, 'feeding action')
        if _t1606 <= 1 and _st_log is None:
            L[3] = _t1604[0] if _t1606 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1607 = st.chooser(_t1606, _t1605)
            else:
                _t1607 = _st_bits(_t1606.bit_length())
                while _t1607 >= _t1606: _t1607 = _st_bits(_t1606.bit_length())
            L[3] = _t1604[_t1607]; st.decisions += 1
        elif _decide1163(st, L, _t1604, _t1605): raise _PlayoutCut1160()
        if (L[3] == 'end turn'):
            return 2
        _st_vars[5] = True
        if (L[3] == 'take food'):
            L[1] = True
            if _p1164(st, [_l0, None], 1) == 3: return 3
        elif (L[3] == 'attack'):
            L[1] = True
            if _p1165(st, [_l0, None, None], 1) == 3: return 3
        elif (L[3] == 'convert fat'):
            L[1] = True
            _i18l0 = _l0
            _i18 = [_i18l0, None, None, None, None, None, None]
            _t1608 = (_a1170(st, _i18l0) or [])
            _t1616 = _i18l0
            _t1617 = len(_t1608)
            if not _t1617: _no_option1162(_t1616, 'animal to convert fat on')
            if _t1617 <= 1 and _st_log is None:
                _i18[1] = _t1608[0] if _t1617 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1618 = st.chooser(_t1617, _t1616)
                else:
                    _t1618 = _st_bits(_t1617.bit_length())
                    while _t1618 >= _t1617: _t1618 = _st_bits(_t1617.bit_length())
                _i18[1] = _t1608[_t1618]; st.decisions += 1
            elif _decide1172(st, _i18, _t1608, _t1616): raise _PlayoutCut1160()
            _t1619 = (_range1173(1, min(_a1174(st, _i18), (_t1624 if -1000000000000000000 <= (_t1624 := ((1 + _a1175(st, _i18)) - _st_cvars[504 + _i18[1]])) <= 1000000000000000000 else _beyond1176(_t1624)))) or [])
            _t1625 = _i18l0
            _t1626 = len(_t1619)
            if not _t1626: _no_option1162(_t1625, 'yellow tokens to convert')
            if _t1626 <= 1 and _st_log is None:
                _i18[2] = _t1619[0] if _t1626 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1627 = st.chooser(_t1626, _t1625)
                else:
                    _t1627 = _st_bits(_t1626.bit_length())
                    while _t1627 >= _t1626: _t1627 = _st_bits(_t1626.bit_length())
                _i18[2] = _t1619[_t1627]; st.decisions += 1
            elif _decide1178(st, _i18, _t1619, _t1625): raise _PlayoutCut1160()
            _i18[3] = _i18[2]
            for _t1628 in _st_zones[(9 + _i18l0)][:]:
                _i18[6] = _t1628
                if not ((((_st_cvars[84 + _t1628] == _i18[1]) and _st_cvars[252 + _t1628]) and (_i18[3] > 0))): continue
                _st_cvars[252 + _t1628] = False
                _i18[3] = (_t1629 if -1000000000000000000 <= (_t1629 := _i18[3] - 1) <= 1000000000000000000 else _beyond1176(_t1629))
            _st_cvars[504 + _i18[1]] = (_t1630 if -1000000000000000000 <= (_t1630 := _st_cvars[504 + _i18[1]] + _i18[2]) <= 1000000000000000000 else _beyond1176(_t1630))
            if _st_log is not None: _st_log.append(_Text1031(_audience1030(st), [_PlayerRef1179(_i18l0), ' converts ', _plain1180(_i18[2]), ' fat on animal ', _plain1180(_st_cvars[420 + _i18[1]]), ' into food (food ', _plain1180(_st_cvars[504 + _i18[1]]), '/', _plain1180((1 + _a1181(st, _i18))), ')']))
        elif (L[3] == 'piracy'):
            if _p1182(st, [_l0, None, None], 1) == 3: return 3
        elif (L[3] == 'grazing'):
            _i19l0 = _l0
            _i19 = [_i19l0, None]
            _t1633 = (_a1186(st, _i19l0) or [])
            _t1639 = _i19l0
            _t1640 = len(_t1633)
            if not _t1640: _no_option1162(_t1639, 'grazing animal')
            if _t1640 <= 1 and _st_log is None:
                _i19[1] = _t1633[0] if _t1640 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1641 = st.chooser(_t1640, _t1639)
                else:
                    _t1641 = _st_bits(_t1640.bit_length())
                    while _t1641 >= _t1640: _t1641 = _st_bits(_t1640.bit_length())
                _i19[1] = _t1633[_t1641]; st.decisions += 1
            elif _decide1188(st, _i19, _t1633, _t1639): raise _PlayoutCut1160()
            _st_cvars[840 + _i19[1]] = _st_vars[4]
            _st_vars[3] = (_t1642 if -1000000000000000000 <= (_t1642 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1176(_t1642))
            if _st_log is not None: _st_log.append(_Text1031(_audience1030(st), ['Grazing: ', _PlayerRef1179(_i19l0), "'s animal ", _plain1180(_st_cvars[420 + _i19[1]]), ' destroys a red token of the food base (', _plain1180(_st_vars[3]), ' left)']))
        else:
            _i20l0 = _l0
            _i20 = [_i20l0, None]
            _t1643 = (_a1193(st, _i20l0) or [])
            _t1651 = _i20l0
            _t1652 = len(_t1643)
            if not _t1652: _no_option1162(_t1651, 'animal to hibernate')
            if _t1652 <= 1 and _st_log is None:
                _i20[1] = _t1643[0] if _t1652 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1653 = st.chooser(_t1652, _t1651)
                else:
                    _t1653 = _st_bits(_t1652.bit_length())
                    while _t1653 >= _t1652: _t1653 = _st_bits(_t1652.bit_length())
                _i20[1] = _t1643[_t1653]; st.decisions += 1
            elif _decide1195(st, _i20, _t1643, _t1651): raise _PlayoutCut1160()
            _st_cvars[924 + _i20[1]] = _st_vars[0]
            if _st_log is not None: _st_log.append(_Text1031(_audience1030(st), ['Hibernation: ', _PlayerRef1179(_i20l0), "'s animal ", _plain1180(_st_cvars[420 + _i20[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #665 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: feeding_turn_of #666 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: feeding_turn_of #667 73560dfd>
def _native(st, L):
    return (L[3] == 'take food')

# <rulerun evolution.rules: feeding_turn_of #668 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #669 2d898cba>
def _native(st, L):
    return (L[3] == 'attack')

# <rulerun evolution.rules: feeding_turn_of #670 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #671 42bf00cc>
def _native(st, L):
    return (L[3] == 'convert fat')

# <rulerun evolution.rules: feeding_turn_of #672 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #673 a7a0e408>
def _native(st, L):
    return (L[3] == 'piracy')

# <rulerun evolution.rules: feeding_turn_of #674 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #675 4160d92c>
def _native(st, L):
    return (L[3] == 'grazing')

# <rulerun evolution.rules: feeding_turn_of #676 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: feeding_turn_of #677 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #678 0a80da1d>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3] = (_t1654 if -1000000000000000000 <= (_t1654 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1196(_t1654))
    if _st_log is not None: _st_log.append(_Text1200(_audience1197(st), [_PlayerRef1198(L[0]), "'s animal ", _plain1199(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain1199(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: take_food #679 0892d880>
def _loop(st, _t1657):
    _st_cvars = st.cvars
    _t1659 = 0
    for _t1658 in st.zones[(9 + st.model.zone_instances[st.loc[_t1657]][1])]:
        if (_st_cvars[84 + _t1658] == _t1657):
            _t1659 += (1 if ((_st_cvars[_t1658] == 'carnivorous') or (_st_cvars[_t1658] == 'high_body_weight')) else (2 if (_st_cvars[_t1658] == 'parasite') else 0))
    return _t1659

# <rulerun evolution.rules: take_food #680 c92beb30>
def _loop(st, _t1657):
    _st_cvars = st.cvars
    _t1661 = 0
    for _t1660 in st.zones[(9 + st.model.zone_instances[st.loc[_t1657]][1])]:
        if (((_st_cvars[84 + _t1660] == _t1657) and (_st_cvars[_t1660] == 'fat_tissue')) and _st_cvars[252 + _t1660]):
            _t1661 += 1
    return _t1661

# <rulerun evolution.rules: take_food #681 b3a0f14f>
def _loop(st, _t1657):
    _st_cvars = st.cvars
    _t1663 = 0
    for _t1662 in st.zones[(9 + st.model.zone_instances[st.loc[_t1657]][1])]:
        if ((_st_cvars[84 + _t1662] == _t1657) and (_st_cvars[_t1662] == 'fat_tissue')):
            _t1663 += 1
    return _t1663

# <rulerun evolution.rules: take_food #682 e9606014>
def _loop(st, _t1665):
    _st_cvars = st.cvars
    _t1668 = 0
    for _t1667 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1665]]][1])]:
        if (_st_cvars[84 + _t1667] == _st_cvars[84 + _t1665]):
            _t1668 += (1 if ((_st_cvars[_t1667] == 'carnivorous') or (_st_cvars[_t1667] == 'high_body_weight')) else (2 if (_st_cvars[_t1667] == 'parasite') else 0))
    return _t1668

# <rulerun evolution.rules: take_food #683 454e3165>
def _loop(st, _t1657):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1664 = st.zones[(9 + st.model.zone_instances[st.loc[_t1657]][1])]
    _budget1206[0] -= len(_t1664)
    if _budget1206[0] < 0: _spent1207(st)
    for _t1665 in _t1664:
        if (((_st_cvars[_t1665] == 'symbiosis') and (_st_cvars[168 + _t1665] == _t1657)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1665]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1665]] >= (1 + _a1208(st, _t1665)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #684 745c4ad4>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1656 = st.zones[(5 + L[0])]
    _budget1201[0] -= len(_t1656)
    if _budget1201[0] < 0: _spent1202(st)
    _t1655 = []
    for _t1657 in _t1656:
        if ((not ((_st_cvars[924 + _t1657] == _st_vars[0]) or ((_st_cvars[504 + _t1657] >= (1 + _a1203(st, _t1657))) and (_a1204(st, _t1657) >= _a1205(st, _t1657))))) and (not _a1209(st, _t1657))):
            _t1655.append(_t1657)
    return _t1655

# <rulerun evolution.rules: take_food #685 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: take_food #686 3d2892a0>
def _native(st, L):
    return 'red'

# <rulerun evolution.rules: convert_fat #687 49073b38>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1673 = 0
    for _t1672 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t1672] == _l1):
            _t1673 += (1 if ((_st_cvars[_t1672] == 'carnivorous') or (_st_cvars[_t1672] == 'high_body_weight')) else (2 if (_st_cvars[_t1672] == 'parasite') else 0))
    return _t1673

# <rulerun evolution.rules: convert_fat #688 811a6aa6>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = _l2
    for _t1669 in st.zones[(9 + _l0)][:]:
        L[6] = _t1669
        if not ((((_st_cvars[84 + _t1669] == _l1) and _st_cvars[252 + _t1669]) and (L[3] > 0))): continue
        _st_cvars[252 + _t1669] = False
        L[3] = (_t1670 if -1000000000000000000 <= (_t1670 := L[3] - 1) <= 1000000000000000000 else _beyond1210(_t1670))
    _st_cvars[504 + _l1] = (_t1671 if -1000000000000000000 <= (_t1671 := _st_cvars[504 + _l1] + _l2) <= 1000000000000000000 else _beyond1210(_t1671))
    if _st_log is not None: _st_log.append(_Text1215(_audience1211(st), [_PlayerRef1212(_l0), ' converts ', _plain1213(_l2), ' fat on animal ', _plain1213(_st_cvars[420 + _l1]), ' into food (food ', _plain1213(_st_cvars[504 + _l1]), '/', _plain1213((1 + _a1214(st, L))), ')']))

# <rulerun evolution.rules: convert_fat #689 96348097>
def _loop(st, _t1676):
    _st_cvars = st.cvars
    _t1678 = 0
    for _t1677 in st.zones[(9 + st.model.zone_instances[st.loc[_t1676]][1])]:
        if (_st_cvars[84 + _t1677] == _t1676):
            _t1678 += (1 if ((_st_cvars[_t1677] == 'carnivorous') or (_st_cvars[_t1677] == 'high_body_weight')) else (2 if (_st_cvars[_t1677] == 'parasite') else 0))
    return _t1678

# <rulerun evolution.rules: convert_fat #690 06ce8751>
def _loop(st, _t1676):
    _st_cvars = st.cvars
    _t1680 = 0
    for _t1679 in st.zones[(9 + st.model.zone_instances[st.loc[_t1676]][1])]:
        if (((_st_cvars[84 + _t1679] == _t1676) and (_st_cvars[_t1679] == 'fat_tissue')) and _st_cvars[252 + _t1679]):
            _t1680 += 1
    return _t1680

# <rulerun evolution.rules: convert_fat #691 25bf7086>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1675 = st.zones[(5 + L[0])]
    _budget1216[0] -= len(_t1675)
    if _budget1216[0] < 0: _spent1217(st)
    _t1674 = []
    for _t1676 in _t1675:
        if ((not ((_st_cvars[924 + _t1676] == _st_vars[0]) or (_st_cvars[504 + _t1676] >= (1 + _a1218(st, _t1676))))) and (_a1219(st, _t1676) > 0)):
            _t1674.append(_t1676)
    return _t1674

# <rulerun evolution.rules: convert_fat #692 4a4a1c56>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1682 = 0
    for _t1681 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (((_st_cvars[84 + _t1681] == _l1) and (_st_cvars[_t1681] == 'fat_tissue')) and _st_cvars[252 + _t1681]):
            _t1682 += 1
    return _t1682

# <rulerun evolution.rules: convert_fat #693 0ce9ed8c>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1684 = 0
    for _t1683 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t1683] == _l1):
            _t1684 += (1 if ((_st_cvars[_t1683] == 'carnivorous') or (_st_cvars[_t1683] == 'high_body_weight')) else (2 if (_st_cvars[_t1683] == 'parasite') else 0))
    return _t1684

# <rulerun evolution.rules: convert_fat #694 35effa2c>
def _native(st, L):
    return _range1220(1, min(_a1221(st, L), (_t1685 if -1000000000000000000 <= (_t1685 := ((1 + _a1222(st, L)) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond1223(_t1685))))

# <rulerun evolution.rules: receive #695 82f5bdec>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1687 = 0
    for _t1686 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t1686] == _l0):
            _t1687 += (1 if ((_st_cvars[_t1686] == 'carnivorous') or (_st_cvars[_t1686] == 'high_body_weight')) else (2 if (_st_cvars[_t1686] == 'parasite') else 0))
    return _t1687

# <rulerun evolution.rules: receive #696 9d9041b8>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1689 = 0
    for _t1688 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t1688] == _l0) and (_st_cvars[_t1688] == 'fat_tissue')) and _st_cvars[252 + _t1688]):
            _t1689 += 1
    return _t1689

# <rulerun evolution.rules: receive #697 e2bd6276>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1691 = 0
    for _t1690 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1690] == _l0) and (_st_cvars[_t1690] == 'fat_tissue')):
            _t1691 += 1
    return _t1691

# <rulerun evolution.rules: receive #698 8ae52ae4>
def _loop(st, _t1693):
    _st_cvars = st.cvars
    _t1696 = 0
    for _t1695 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1693]]][1])]:
        if (_st_cvars[84 + _t1695] == _st_cvars[84 + _t1693]):
            _t1696 += (1 if ((_st_cvars[_t1695] == 'carnivorous') or (_st_cvars[_t1695] == 'high_body_weight')) else (2 if (_st_cvars[_t1695] == 'parasite') else 0))
    return _t1696

# <rulerun evolution.rules: receive #699 2e8ca064>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1692 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget1227[0] -= len(_t1692)
    if _budget1227[0] < 0: _spent1228(st)
    for _t1693 in _t1692:
        if (((_st_cvars[_t1693] == 'symbiosis') and (_st_cvars[168 + _t1693] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1693]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1693]] >= (1 + _a1229(st, _t1693)))))):
            return True
    return False

# <rulerun evolution.rules: receive #700 4812d2ec>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a1224(st, L))) and (_a1225(st, L) >= _a1226(st, L))))) and (not _a1230(st, L)))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t1697 if -1000000000000000000 <= (_t1697 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond1231(_t1697))
        if _st_log is not None: _st_log.append(_Text1235(_audience1232(st), [_PlayerRef1233(st.model.zone_instances[st.loc[_l0]][1]), "'s animal ", _plain1234(_st_cvars[420 + _l0]), ' cannot take the ', _plain1234(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #701 b8106f4f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1699 = 0
    for _t1698 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t1698] == L[2]):
            _t1699 += (1 if ((_st_cvars[_t1698] == 'carnivorous') or (_st_cvars[_t1698] == 'high_body_weight')) else (2 if (_st_cvars[_t1698] == 'parasite') else 0))
    return _t1699

# <rulerun evolution.rules: receive #702 e2e103eb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1704 = 0
    for _t1703 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t1703] == L[2]) and (_st_cvars[_t1703] == 'fat_tissue')) and _st_cvars[252 + _t1703]):
            _t1704 += 1
    return _t1704

# <rulerun evolution.rules: receive #703 8f56329a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1706 = 0
    for _t1705 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1705] == L[2]) and (_st_cvars[_t1705] == 'fat_tissue')):
            _t1706 += 1
    return _t1706

# <rulerun evolution.rules: receive #704 c955e0bc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1709 = 0
    for _t1708 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t1708] == L[2]):
            _t1709 += (1 if ((_st_cvars[_t1708] == 'carnivorous') or (_st_cvars[_t1708] == 'high_body_weight')) else (2 if (_st_cvars[_t1708] == 'parasite') else 0))
    return _t1709

# <rulerun evolution.rules: receive #705 73e398fd>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value1236(st, 0, 0, 'feed'))
    if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (1 + _a1237(st, L)))):
        _t1701 = L[2]
        _t1700 = None
        for _t1702 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
            if (((_st_cvars[84 + _t1702] == _t1701) and (_st_cvars[_t1702] == 'fat_tissue')) and (not _st_cvars[252 + _t1702])):
                _t1700 = _t1702
                break
        L[3] = _t1700
        _st_cvars[252 + L[3]] = True
        if _st_log is not None: _st_log.append(_Text1242(_audience1238(st), ['  animal ', _plain1239(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain1239(_a1240(st, L)), '/', _plain1239(_a1241(st, L)), ')']))
    else:
        _st_cvars[504 + L[2]] = (_t1707 if -1000000000000000000 <= (_t1707 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond1243(_t1707))
        if _st_log is not None: _st_log.append(_Text1242(_audience1238(st), ['  animal ', _plain1239(_st_cvars[420 + L[2]]), ' has food ', _plain1239(_st_cvars[504 + L[2]]), '/', _plain1239((1 + _a1244(st, L)))]))

# <rulerun evolution.rules: receive #706 90bb227a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1713 = 0
    for _t1712 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t1712] == L[2]):
            _t1713 += (1 if ((_st_cvars[_t1712] == 'carnivorous') or (_st_cvars[_t1712] == 'high_body_weight')) else (2 if (_st_cvars[_t1712] == 'parasite') else 0))
    return _t1713

# <rulerun evolution.rules: receive #707 ac56945e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1718 = 0
    for _t1717 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t1717] == L[2]) and (_st_cvars[_t1717] == 'fat_tissue')) and _st_cvars[252 + _t1717]):
            _t1718 += 1
    return _t1718

# <rulerun evolution.rules: receive #708 4f33e120>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1720 = 0
    for _t1719 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1719] == L[2]) and (_st_cvars[_t1719] == 'fat_tissue')):
            _t1720 += 1
    return _t1720

# <rulerun evolution.rules: receive #709 3f1c6a60>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1723 = 0
    for _t1722 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t1722] == L[2]):
            _t1723 += (1 if ((_st_cvars[_t1722] == 'carnivorous') or (_st_cvars[_t1722] == 'high_body_weight')) else (2 if (_st_cvars[_t1722] == 'parasite') else 0))
    return _t1723

# <rulerun evolution.rules: receive #710 fc11c682>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    if len(st.events) >= 100: _check_event_depth1245(st)
    _t1710 = [L[0], L[1]]
    _t1711 = [0, _t1710, False, len(st.cur), st.thread_player]
    st.events.append(_t1711)
    if not _t1711[2]:
        L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value1246(st, 0, 0, 'feed'))
        if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (1 + _a1247(st, L)))):
            _t1715 = L[2]
            _t1714 = None
            for _t1716 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
                if (((_st_cvars[84 + _t1716] == _t1715) and (_st_cvars[_t1716] == 'fat_tissue')) and (not _st_cvars[252 + _t1716])):
                    _t1714 = _t1716
                    break
            L[3] = _t1714
            _st_cvars[252 + L[3]] = True
            if _st_log is not None: _st_log.append(_Text1252(_audience1248(st), ['  animal ', _plain1249(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain1249(_a1250(st, L)), '/', _plain1249(_a1251(st, L)), ')']))
        else:
            _st_cvars[504 + L[2]] = (_t1721 if -1000000000000000000 <= (_t1721 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond1253(_t1721))
            if _st_log is not None: _st_log.append(_Text1252(_audience1248(st), ['  animal ', _plain1249(_st_cvars[420 + L[2]]), ' has food ', _plain1249(_st_cvars[504 + L[2]]), '/', _plain1249((1 + _a1254(st, L)))]))
        _t1724 = _t1711[1] + _k1255
        if _p1256(st, _t1724, 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: receive #711 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #712 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: paired_triggers #713 4de7239d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1726 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget1257[0] -= len(_t1726)
    if _budget1257[0] < 0: _spent1258(st)
    _t1725 = []
    for _t1727 in _t1726:
        if (((_st_cvars[336 + _t1727] != _st_vars[4]) and ((_st_cvars[84 + _t1727] == _l0) or (_st_cvars[168 + _t1727] == _l0))) and (((((_st_cvars[_t1727] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d1259(st, [(_st_cvars[168 + _t1727] if (_st_cvars[84 + _t1727] == _l0) else _st_cvars[84 + _t1727])])) or ((_st_cvars[_t1727] == 'cooperation') and _d1259(st, [(_st_cvars[168 + _t1727] if (_st_cvars[84 + _t1727] == _l0) else _st_cvars[84 + _t1727])])))):
            _t1725.append(_t1727)
    L[2] = _t1725
    if (not (L[2] or ())):
        return 2

# <rulerun evolution.rules: paired_triggers #714 05ee84ff>
def _native(st, L):
    _l3 = L[3]
    _st_cvars = st.cvars
    if (_l3 is None):
        return 2
    _st_cvars[336 + _l3] = st.vars[4]
    L[4] = (_st_cvars[168 + _l3] if (_st_cvars[84 + _l3] == L[0]) else _st_cvars[84 + _l3])

# <rulerun evolution.rules: paired_triggers #715 95dbbb4a>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3] = (_t1728 if -1000000000000000000 <= (_t1728 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1260(_t1728))
    if _st_log is not None: _st_log.append(_Text1263(_audience1261(st), ['Communication: animal ', _plain1262(st.cvars[420 + L[4]]), ' takes a red token from the food base (', _plain1262(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: paired_triggers #716 793c09ce>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text1266(_audience1264(st), ['Cooperation: animal ', _plain1265(st.cvars[420 + L[4]]), ' receives a blue token']))

# <rulerun evolution.rules: paired_triggers #717 38ea80e9>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    while True:
        _budget1267[0] -= 1
        if _budget1267[0] < 0: _spent1268(st)
        _t1730 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
        _budget1267[0] -= len(_t1730)
        if _budget1267[0] < 0: _spent1268(st)
        _t1729 = []
        for _t1731 in _t1730:
            if (((_st_cvars[336 + _t1731] != _st_vars[4]) and ((_st_cvars[84 + _t1731] == _l0) or (_st_cvars[168 + _t1731] == _l0))) and (((((_st_cvars[_t1731] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d1269(st, [(_st_cvars[168 + _t1731] if (_st_cvars[84 + _t1731] == _l0) else _st_cvars[84 + _t1731])])) or ((_st_cvars[_t1731] == 'cooperation') and _d1269(st, [(_st_cvars[168 + _t1731] if (_st_cvars[84 + _t1731] == _l0) else _st_cvars[84 + _t1731])])))):
                _t1729.append(_t1731)
        L[2] = _t1729
        if (not (L[2] or ())):
            return 2
        _t1732 = (L[2] or [])
        if _offer1271(st, L, _t1732): raise _PlayoutCut1270()
        if (L[3] is None):
            return 2
        _st_cvars[336 + L[3]] = _st_vars[4]
        L[4] = (_st_cvars[168 + L[3]] if (_st_cvars[84 + L[3]] == _l0) else _st_cvars[84 + L[3]])
        if (_st_cvars[L[3]] == 'communication'):
            _st_vars[3] = (_t1733 if -1000000000000000000 <= (_t1733 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1272(_t1733))
            if _st_log is not None: _st_log.append(_Text1275(_audience1273(st), ['Communication: animal ', _plain1274(_st_cvars[420 + L[4]]), ' takes a red token from the food base (', _plain1274(_st_vars[3]), ' left)']))
            if _p1276(st, [L[4], 'red', None, None], 1) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text1275(_audience1273(st), ['Cooperation: animal ', _plain1274(_st_cvars[420 + L[4]]), ' receives a blue token']))
            if _p1276(st, [L[4], 'blue', None, None], 1) == 3: return 3

# <rulerun evolution.rules: paired_triggers #718 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: paired_triggers #719 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: paired_triggers #720 c28fa11e>
def _native(st, L):
    return (st.cvars[L[3]] == 'communication')

# <rulerun evolution.rules: paired_triggers #721 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: paired_triggers #722 3d2892a0>
def _native(st, L):
    return 'red'

# <rulerun evolution.rules: paired_triggers #723 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: paired_triggers #724 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: piracy #725 526e0991>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_cvars[756 + _l1] = st.vars[0]
    _st_cvars[504 + _l2] = (_t1734 if -1000000000000000000 <= (_t1734 := _st_cvars[504 + _l2] - 1) <= 1000000000000000000 else _beyond1277(_t1734))
    if _st_log is not None: _st_log.append(_Text1281(_audience1278(st), ['Piracy: ', _PlayerRef1279(L[0]), "'s animal ", _plain1280(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef1279(st.model.zone_instances[st.loc[_l2]][1]), "'s animal ", _plain1280(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #726 3709d564>
def _loop(st, _t1737):
    _st_cvars = st.cvars
    for _t1738 in st.zones[(9 + st.model.zone_instances[st.loc[_t1737]][1])]:
        if ((_st_cvars[84 + _t1738] == _t1737) and (_st_cvars[_t1738] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #727 1b573318>
def _loop(st, _t1737):
    _st_cvars = st.cvars
    _t1741 = 0
    for _t1740 in st.zones[(9 + st.model.zone_instances[st.loc[_t1737]][1])]:
        if (_st_cvars[84 + _t1740] == _t1737):
            _t1741 += (1 if ((_st_cvars[_t1740] == 'carnivorous') or (_st_cvars[_t1740] == 'high_body_weight')) else (2 if (_st_cvars[_t1740] == 'parasite') else 0))
    return _t1741

# <rulerun evolution.rules: piracy #728 4a22a41c>
def _loop(st, _t1737):
    _st_cvars = st.cvars
    _t1743 = 0
    for _t1742 in st.zones[(9 + st.model.zone_instances[st.loc[_t1737]][1])]:
        if (_st_cvars[84 + _t1742] == _t1737):
            _t1743 += (1 if ((_st_cvars[_t1742] == 'carnivorous') or (_st_cvars[_t1742] == 'high_body_weight')) else (2 if (_st_cvars[_t1742] == 'parasite') else 0))
    return _t1743

# <rulerun evolution.rules: piracy #729 581d1d71>
def _loop(st, _t1737):
    _st_cvars = st.cvars
    _t1745 = 0
    for _t1744 in st.zones[(9 + st.model.zone_instances[st.loc[_t1737]][1])]:
        if (((_st_cvars[84 + _t1744] == _t1737) and (_st_cvars[_t1744] == 'fat_tissue')) and _st_cvars[252 + _t1744]):
            _t1745 += 1
    return _t1745

# <rulerun evolution.rules: piracy #730 2b0a384e>
def _loop(st, _t1737):
    _st_cvars = st.cvars
    _t1747 = 0
    for _t1746 in st.zones[(9 + st.model.zone_instances[st.loc[_t1737]][1])]:
        if ((_st_cvars[84 + _t1746] == _t1737) and (_st_cvars[_t1746] == 'fat_tissue')):
            _t1747 += 1
    return _t1747

# <rulerun evolution.rules: piracy #731 4bedaad6>
def _loop(st, _t1749):
    _st_cvars = st.cvars
    _t1752 = 0
    for _t1751 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1749]]][1])]:
        if (_st_cvars[84 + _t1751] == _st_cvars[84 + _t1749]):
            _t1752 += (1 if ((_st_cvars[_t1751] == 'carnivorous') or (_st_cvars[_t1751] == 'high_body_weight')) else (2 if (_st_cvars[_t1751] == 'parasite') else 0))
    return _t1752

# <rulerun evolution.rules: piracy #732 97567138>
def _loop(st, _t1737):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1748 = st.zones[(9 + st.model.zone_instances[st.loc[_t1737]][1])]
    _budget1289[0] -= len(_t1748)
    if _budget1289[0] < 0: _spent1290(st)
    for _t1749 in _t1748:
        if (((_st_cvars[_t1749] == 'symbiosis') and (_st_cvars[168 + _t1749] == _t1737)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1749]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1749]] >= (1 + _a1291(st, _t1749)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #733 23003af4>
def _loop(st, _t1754):
    _st_cvars = st.cvars
    _t1757 = 0
    for _t1756 in st.zones[(9 + st.model.zone_instances[st.loc[_t1754]][1])]:
        if (_st_cvars[84 + _t1756] == _t1754):
            _t1757 += (1 if ((_st_cvars[_t1756] == 'carnivorous') or (_st_cvars[_t1756] == 'high_body_weight')) else (2 if (_st_cvars[_t1756] == 'parasite') else 0))
    return _t1757

# <rulerun evolution.rules: piracy #734 f87e82d2>
def _loop(st, _t1737):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1753 = ([_c for _i in [5 + _p for _p in _k1293] for _c in st.zones[_i]] or ())
    _budget1294[0] -= len(_t1753)
    if _budget1294[0] < 0: _spent1295(st)
    for _t1754 in _t1753:
        if ((_t1754 != _t1737) and ((not ((_st_cvars[924 + _t1754] == _st_vars[0]) or (_st_cvars[504 + _t1754] >= (1 + _a1296(st, _t1754))))) and (_st_cvars[504 + _t1754] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #735 36aee3b5>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1736 = st.zones[(5 + L[0])]
    _budget1282[0] -= len(_t1736)
    if _budget1282[0] < 0: _spent1283(st)
    _t1735 = []
    for _t1737 in _t1736:
        if ((((_a1284(st, _t1737) and (_st_cvars[756 + _t1737] != _st_vars[0])) and (not ((_st_cvars[924 + _t1737] == _st_vars[0]) or (_st_cvars[504 + _t1737] >= (1 + _a1285(st, _t1737)))))) and ((not ((_st_cvars[924 + _t1737] == _st_vars[0]) or ((_st_cvars[504 + _t1737] >= (1 + _a1286(st, _t1737))) and (_a1287(st, _t1737) >= _a1288(st, _t1737))))) and (not _a1292(st, _t1737)))) and _a1297(st, _t1737)):
            _t1735.append(_t1737)
    return _t1735

# <rulerun evolution.rules: piracy #736 32e5bbcb>
def _loop(st, _t1760):
    _st_cvars = st.cvars
    _t1762 = 0
    for _t1761 in st.zones[(9 + st.model.zone_instances[st.loc[_t1760]][1])]:
        if (_st_cvars[84 + _t1761] == _t1760):
            _t1762 += (1 if ((_st_cvars[_t1761] == 'carnivorous') or (_st_cvars[_t1761] == 'high_body_weight')) else (2 if (_st_cvars[_t1761] == 'parasite') else 0))
    return _t1762

# <rulerun evolution.rules: piracy #737 a8f8a005>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1759 = ([_c for _i in [5 + _p for _p in _k1298] for _c in st.zones[_i]] or ())
    _budget1299[0] -= len(_t1759)
    if _budget1299[0] < 0: _spent1300(st)
    _t1758 = []
    for _t1760 in _t1759:
        if ((_t1760 != _l1) and ((not ((_st_cvars[924 + _t1760] == _st_vars[0]) or (_st_cvars[504 + _t1760] >= (1 + _a1301(st, _t1760))))) and (_st_cvars[504 + _t1760] > 0))):
            _t1758.append(_t1760)
    return _t1758

# <rulerun evolution.rules: piracy #738 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: piracy #739 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: grazing #740 b65083e8>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = (_t1763 if -1000000000000000000 <= (_t1763 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1302(_t1763))
    if _st_log is not None: _st_log.append(_Text1306(_audience1303(st), ['Grazing: ', _PlayerRef1304(L[0]), "'s animal ", _plain1305(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain1305(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #741 d76b2451>
def _loop(st, _t1766):
    _st_cvars = st.cvars
    for _t1767 in st.zones[(9 + st.model.zone_instances[st.loc[_t1766]][1])]:
        if ((_st_cvars[84 + _t1767] == _t1766) and (_st_cvars[_t1767] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #742 727414c1>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1765 = st.zones[(5 + L[0])]
    _budget1307[0] -= len(_t1765)
    if _budget1307[0] < 0: _spent1308(st)
    _t1764 = []
    for _t1766 in _t1765:
        if ((_a1309(st, _t1766) and (_st_cvars[840 + _t1766] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1764.append(_t1766)
    return _t1764

# <rulerun evolution.rules: hibernation #743 1eae0569>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_cvars[924 + _l1] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text1313(_audience1310(st), ['Hibernation: ', _PlayerRef1311(L[0]), "'s animal ", _plain1312(_st_cvars[420 + _l1]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: hibernation #744 2d399fd4>
def _loop(st, _t1771):
    _st_cvars = st.cvars
    for _t1772 in st.zones[(9 + st.model.zone_instances[st.loc[_t1771]][1])]:
        if ((_st_cvars[84 + _t1772] == _t1771) and (_st_cvars[_t1772] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #745 539c49b9>
def _loop(st, _t1771):
    _st_cvars = st.cvars
    _t1775 = 0
    for _t1774 in st.zones[(9 + st.model.zone_instances[st.loc[_t1771]][1])]:
        if (_st_cvars[84 + _t1774] == _t1771):
            _t1775 += (1 if ((_st_cvars[_t1774] == 'carnivorous') or (_st_cvars[_t1774] == 'high_body_weight')) else (2 if (_st_cvars[_t1774] == 'parasite') else 0))
    return _t1775

# <rulerun evolution.rules: hibernation #746 3413ed04>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1770 = st.zones[(5 + L[0])]
    _budget1314[0] -= len(_t1770)
    if _budget1314[0] < 0: _spent1315(st)
    _t1769 = []
    for _t1771 in _t1770:
        if ((((_a1316(st, _t1771) and (_st_cvars[924 + _t1771] != _st_vars[0])) and (_st_cvars[924 + _t1771] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1771] == _st_vars[0]) or (_st_cvars[504 + _t1771] >= (1 + _a1317(st, _t1771)))))):
            _t1769.append(_t1771)
    return _t1769

# <rulerun evolution.rules: attack_action #747 7f63c867>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    for _t1779 in st.zones[(9 + st.model.zone_instances[st.loc[_t1778]][1])]:
        if ((_st_cvars[84 + _t1779] == _t1778) and (_st_cvars[_t1779] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #748 8f39c1da>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    _t1782 = 0
    for _t1781 in st.zones[(9 + st.model.zone_instances[st.loc[_t1778]][1])]:
        if (_st_cvars[84 + _t1781] == _t1778):
            _t1782 += (1 if ((_st_cvars[_t1781] == 'carnivorous') or (_st_cvars[_t1781] == 'high_body_weight')) else (2 if (_st_cvars[_t1781] == 'parasite') else 0))
    return _t1782

# <rulerun evolution.rules: attack_action #749 a701657f>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    _t1784 = 0
    for _t1783 in st.zones[(9 + st.model.zone_instances[st.loc[_t1778]][1])]:
        if (((_st_cvars[84 + _t1783] == _t1778) and (_st_cvars[_t1783] == 'fat_tissue')) and _st_cvars[252 + _t1783]):
            _t1784 += 1
    return _t1784

# <rulerun evolution.rules: attack_action #750 fb63b608>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    _t1786 = 0
    for _t1785 in st.zones[(9 + st.model.zone_instances[st.loc[_t1778]][1])]:
        if ((_st_cvars[84 + _t1785] == _t1778) and (_st_cvars[_t1785] == 'fat_tissue')):
            _t1786 += 1
    return _t1786

# <rulerun evolution.rules: attack_action #751 eb2ee4ce>
def _loop(st, _t1788):
    _st_cvars = st.cvars
    _t1791 = 0
    for _t1790 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1788]]][1])]:
        if (_st_cvars[84 + _t1790] == _st_cvars[84 + _t1788]):
            _t1791 += (1 if ((_st_cvars[_t1790] == 'carnivorous') or (_st_cvars[_t1790] == 'high_body_weight')) else (2 if (_st_cvars[_t1790] == 'parasite') else 0))
    return _t1791

# <rulerun evolution.rules: attack_action #752 120cb4b7>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1787 = st.zones[(9 + st.model.zone_instances[st.loc[_t1778]][1])]
    _budget1324[0] -= len(_t1787)
    if _budget1324[0] < 0: _spent1325(st)
    for _t1788 in _t1787:
        if (((_st_cvars[_t1788] == 'symbiosis') and (_st_cvars[168 + _t1788] == _t1778)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1788]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1788]] >= (1 + _a1326(st, _t1788)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #753 6769ff4b>
def _loop(st, _t1793):
    _st_cvars = st.cvars
    for _t1795 in st.zones[(9 + st.model.zone_instances[st.loc[_t1793]][1])]:
        if ((_st_cvars[84 + _t1795] == _t1793) and (_st_cvars[_t1795] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #754 a2524f5b>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    for _t1797 in st.zones[(9 + st.model.zone_instances[st.loc[_t1778]][1])]:
        if ((_st_cvars[84 + _t1797] == _t1778) and (_st_cvars[_t1797] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #755 6a38b7eb>
def _loop(st, _t1793):
    _st_cvars = st.cvars
    for _t1801 in st.zones[(9 + st.model.zone_instances[st.loc[_t1793]][1])]:
        if ((_st_cvars[84 + _t1801] == _t1793) and (_st_cvars[_t1801] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #756 dd79359e>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    for _t1803 in st.zones[(9 + st.model.zone_instances[st.loc[_t1778]][1])]:
        if ((_st_cvars[84 + _t1803] == _t1778) and (_st_cvars[_t1803] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #757 be8ecb1e>
def _loop(st, _t1793):
    _st_cvars = st.cvars
    for _t1807 in st.zones[(9 + st.model.zone_instances[st.loc[_t1793]][1])]:
        if ((_st_cvars[84 + _t1807] == _t1793) and (_st_cvars[_t1807] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #758 96a99d06>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    for _t1809 in st.zones[(9 + st.model.zone_instances[st.loc[_t1778]][1])]:
        if ((_st_cvars[84 + _t1809] == _t1778) and (_st_cvars[_t1809] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #759 4e9500e5>
def _loop(st, _t1793):
    _st_cvars = st.cvars
    for _t1813 in st.zones[(9 + st.model.zone_instances[st.loc[_t1793]][1])]:
        if ((_st_cvars[84 + _t1813] == _t1793) and (_st_cvars[_t1813] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #760 91fba819>
def _loop(st, _t1793):
    _st_cvars = st.cvars
    _t1816 = 0
    for _t1815 in st.zones[(9 + st.model.zone_instances[st.loc[_t1793]][1])]:
        if (_st_cvars[84 + _t1815] == _t1793):
            _t1816 += (1 if ((_st_cvars[_t1815] == 'carnivorous') or (_st_cvars[_t1815] == 'high_body_weight')) else (2 if (_st_cvars[_t1815] == 'parasite') else 0))
    return _t1816

# <rulerun evolution.rules: attack_action #761 5235cc19>
def _loop(st, _t1793):
    _st_cvars = st.cvars
    for _t1817 in st.zones[(9 + st.model.zone_instances[st.loc[_t1793]][1])]:
        if ((_st_cvars[_t1817] == 'symbiosis') and (_st_cvars[168 + _t1817] == _t1793)):
            return True
    return False

# <rulerun evolution.rules: attack_action #762 2f5d05bf>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1792 = ([_c for _i in [5 + _p for _p in _k1328] for _c in st.zones[_i]] or ())
    _budget1329[0] -= len(_t1792)
    if _budget1329[0] < 0: _spent1330(st)
    _t1799 = _NOT_YET
    _t1800 = _NOT_YET
    _t1805 = _NOT_YET
    _t1806 = _NOT_YET
    _t1811 = _NOT_YET
    _t1812 = _NOT_YET
    for _t1793 in _t1792:
        if ((((((_t1778 != _t1793) and ((not _a1331(st, _t1793)) or (_t1800 if _t1800 is not _NOT_YET else (_t1800 := (_t1799 if _t1799 is not _NOT_YET else (_t1799 := _a1332(st, _t1778))))))) and ((not _a1333(st, _t1793)) or (_t1806 if _t1806 is not _NOT_YET else (_t1806 := (_t1805 if _t1805 is not _NOT_YET else (_t1805 := _a1334(st, _t1778))))))) and (_a1335(st, _t1793) == (_t1812 if _t1812 is not _NOT_YET else (_t1812 := (_t1811 if _t1811 is not _NOT_YET else (_t1811 := _a1336(st, _t1778))))))) and (not (_a1337(st, _t1793) and ((_st_cvars[924 + _t1793] == _st_vars[0]) or (_st_cvars[504 + _t1793] >= (1 + _a1338(st, _t1793))))))) and (not _a1339(st, _t1793))):
            return True
    return False

# <rulerun evolution.rules: attack_action #763 c5c177f4>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1777 = st.zones[(5 + L[0])]
    _budget1318[0] -= len(_t1777)
    if _budget1318[0] < 0: _spent1319(st)
    _t1776 = []
    for _t1778 in _t1777:
        if (((_a1320(st, _t1778) and (_st_cvars[672 + _t1778] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1778] == _st_vars[0]) or ((_st_cvars[504 + _t1778] >= (1 + _a1321(st, _t1778))) and (_a1322(st, _t1778) >= _a1323(st, _t1778))))) and (not _a1327(st, _t1778)))) and _a1340(st, _t1778)):
            _t1776.append(_t1778)
    return _t1776

# <rulerun evolution.rules: attack_action #764 2b6c5e17>
def _loop(st, _t1821):
    _st_cvars = st.cvars
    for _t1822 in st.zones[(9 + st.model.zone_instances[st.loc[_t1821]][1])]:
        if ((_st_cvars[84 + _t1822] == _t1821) and (_st_cvars[_t1822] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #765 5ee3ca3e>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1824 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1824] == _l1) and (_st_cvars[_t1824] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #766 e32e56cb>
def _loop(st, _t1821):
    _st_cvars = st.cvars
    for _t1828 in st.zones[(9 + st.model.zone_instances[st.loc[_t1821]][1])]:
        if ((_st_cvars[84 + _t1828] == _t1821) and (_st_cvars[_t1828] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #767 db7bc627>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1830 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1830] == _l1) and (_st_cvars[_t1830] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #768 88ca5aab>
def _loop(st, _t1821):
    _st_cvars = st.cvars
    for _t1834 in st.zones[(9 + st.model.zone_instances[st.loc[_t1821]][1])]:
        if ((_st_cvars[84 + _t1834] == _t1821) and (_st_cvars[_t1834] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #769 8d4e032e>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1836 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1836] == _l1) and (_st_cvars[_t1836] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #770 9677378d>
def _loop(st, _t1821):
    _st_cvars = st.cvars
    for _t1840 in st.zones[(9 + st.model.zone_instances[st.loc[_t1821]][1])]:
        if ((_st_cvars[84 + _t1840] == _t1821) and (_st_cvars[_t1840] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #771 22a19ef8>
def _loop(st, _t1821):
    _st_cvars = st.cvars
    _t1843 = 0
    for _t1842 in st.zones[(9 + st.model.zone_instances[st.loc[_t1821]][1])]:
        if (_st_cvars[84 + _t1842] == _t1821):
            _t1843 += (1 if ((_st_cvars[_t1842] == 'carnivorous') or (_st_cvars[_t1842] == 'high_body_weight')) else (2 if (_st_cvars[_t1842] == 'parasite') else 0))
    return _t1843

# <rulerun evolution.rules: attack_action #772 eef59d46>
def _loop(st, _t1821):
    _st_cvars = st.cvars
    for _t1844 in st.zones[(9 + st.model.zone_instances[st.loc[_t1821]][1])]:
        if ((_st_cvars[_t1844] == 'symbiosis') and (_st_cvars[168 + _t1844] == _t1821)):
            return True
    return False

# <rulerun evolution.rules: attack_action #773 ae79586b>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1820 = ([_c for _i in [5 + _p for _p in _k1341] for _c in st.zones[_i]] or ())
    _budget1342[0] -= len(_t1820)
    if _budget1342[0] < 0: _spent1343(st)
    _t1826 = _NOT_YET
    _t1827 = _NOT_YET
    _t1832 = _NOT_YET
    _t1833 = _NOT_YET
    _t1838 = _NOT_YET
    _t1839 = _NOT_YET
    _t1819 = []
    for _t1821 in _t1820:
        if ((((((_l1 != _t1821) and ((not _a1344(st, _t1821)) or (_t1827 if _t1827 is not _NOT_YET else (_t1827 := (_t1826 if _t1826 is not _NOT_YET else (_t1826 := _a1345(st, L))))))) and ((not _a1346(st, _t1821)) or (_t1833 if _t1833 is not _NOT_YET else (_t1833 := (_t1832 if _t1832 is not _NOT_YET else (_t1832 := _a1347(st, L))))))) and (_a1348(st, _t1821) == (_t1839 if _t1839 is not _NOT_YET else (_t1839 := (_t1838 if _t1838 is not _NOT_YET else (_t1838 := _a1349(st, L))))))) and (not (_a1350(st, _t1821) and ((_st_cvars[924 + _t1821] == _st_vars[0]) or (_st_cvars[504 + _t1821] >= (1 + _a1351(st, _t1821))))))) and (not _a1352(st, _t1821))):
            _t1819.append(_t1821)
    return _t1819

# <rulerun evolution.rules: attack_action #774 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: attack_action #775 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: hunt #776 080a68c7>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_cvars[672 + _l0] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text1356(_audience1353(st), [_PlayerRef1354(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain1355(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef1354(st.model.zone_instances[_st_loc[_l1]][1]), "'s animal ", _plain1355(_st_cvars[420 + _l1])]))

# <rulerun evolution.rules: hunt #777 74cd8fe2>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t1846 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1846] == L[2]) and (_st_cvars[_t1846] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #778 866e6db4>
def _loop(st, _i21l0):
    _st_cvars = st.cvars
    _t1850 = []
    for _t1849 in st.zones[(9 + st.model.zone_instances[st.loc[_i21l0]][1])]:
        if ((_st_cvars[84 + _t1849] == _i21l0) or (_st_cvars[168 + _t1849] == _i21l0)):
            _t1850.append(_t1849)
    return _t1850

# <rulerun evolution.rules: hunt #779 f72ddadb>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1357(st, 1, 1, 'attack'))
    L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1357(st, 1, 0, 'attack'))
    L[4] = _a1358(st, L)
    if _st_log is not None: _st_log.append(_Text1362(_audience1359(st), [_PlayerRef1360(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain1361(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef1360(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain1361(_st_cvars[420 + L[2]])]))
    _i21l0 = L[2]
    _i21 = [_i21l0, None, None, None, None]
    _i21[1] = st.model.zone_instances[_st_loc[_i21l0]][1]
    _t1851 = (_a1363(st, _i21l0) or [])
    _budget1364[0] -= len(_t1851)
    if _budget1364[0] < 0: _spent1365(st)
    for _t1848 in _t1851:
        _i21[4] = _t1848
        _i22l0 = _t1848
        _i22 = [_i22l0, None]
        _i22[1] = st.model.zone_instances[_st_loc[_i22l0]][1]
        _st_cvars[252 + _i22l0] = False
        _st_cvars[84 + _i22l0] = None
        _st_cvars[168 + _i22l0] = None
        _st_cvars[_i22l0] = 'no_trait'
        _t1852 = _i22l0
        _t1853 = (13 + _i22[1])
        if type(_t1852) is int and _st_log is None:
            _t1854 = _st_zones[_st_loc[_t1852]]
            if _t1854[-1] == _t1852: _t1854.pop()
            else: _t1854.remove(_t1852)
            _st_zones[_t1853].append(_t1852); _st_loc[_t1852] = _t1853
        elif _t1852 is not None:
            _move_cards1366(st, _t1852, _t1853, False)
    _st_cvars[504 + _i21l0] = 0
    _st_cvars[588 + _i21l0] = False
    _t1855 = _i21l0
    _t1856 = (13 + _i21[1])
    if type(_t1855) is int and _st_log is None:
        _t1857 = _st_zones[_st_loc[_t1855]]
        if _t1857[-1] == _t1855: _t1857.pop()
        else: _t1857.remove(_t1855)
        _st_zones[_t1856].append(_t1855); _st_loc[_t1855] = _t1856
    elif _t1855 is not None:
        _move_cards1366(st, _t1855, _t1856, False)

# <rulerun evolution.rules: hunt #780 0aeb3979>
def _native(st, L):
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_log = st.log
    if L[4]:
        _st_cvars[588 + _l3] = True
        if _st_log is not None: _st_log.append(_Text1369(_audience1367(st), ['Animal ', _plain1368(_st_cvars[420 + _l3]), ' has eaten a poisonous animal: it will die in the extinction phase']))

# <rulerun evolution.rules: hunt #781 4f28fb54>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t1861 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1861] == L[2]) and (_st_cvars[_t1861] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #782 b864a53d>
def _loop(st, _i23l0):
    _st_cvars = st.cvars
    _t1865 = []
    for _t1864 in st.zones[(9 + st.model.zone_instances[st.loc[_i23l0]][1])]:
        if ((_st_cvars[84 + _t1864] == _i23l0) or (_st_cvars[168 + _t1864] == _i23l0)):
            _t1865.append(_t1864)
    return _t1865

# <rulerun evolution.rules: hunt #783 fd8634ce>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.events) >= 100: _check_event_depth1370(st)
    _t1858 = [L[0], L[1]]
    _t1859 = [1, _t1858, False, len(st.cur), st.thread_player]
    st.events.append(_t1859)
    _t1860 = _t1858 + _k1371
    if _p1372(st, _t1860, 1) == 3: return 3
    if not _t1859[2]:
        L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1373(st, 1, 1, 'attack'))
        L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1373(st, 1, 0, 'attack'))
        L[4] = _a1374(st, L)
        if _st_log is not None: _st_log.append(_Text1378(_audience1375(st), [_PlayerRef1376(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain1377(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef1376(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain1377(_st_cvars[420 + L[2]])]))
        _i23l0 = L[2]
        _i23 = [_i23l0, None, None, None, None]
        _i23[1] = st.model.zone_instances[_st_loc[_i23l0]][1]
        _t1866 = (_a1379(st, _i23l0) or [])
        _budget1380[0] -= len(_t1866)
        if _budget1380[0] < 0: _spent1381(st)
        for _t1863 in _t1866:
            _i23[4] = _t1863
            _i24l0 = _t1863
            _i24 = [_i24l0, None]
            _i24[1] = st.model.zone_instances[_st_loc[_i24l0]][1]
            _st_cvars[252 + _i24l0] = False
            _st_cvars[84 + _i24l0] = None
            _st_cvars[168 + _i24l0] = None
            _st_cvars[_i24l0] = 'no_trait'
            _t1867 = _i24l0
            _t1868 = (13 + _i24[1])
            if type(_t1867) is int and _st_log is None:
                _t1869 = _st_zones[_st_loc[_t1867]]
                if _t1869[-1] == _t1867: _t1869.pop()
                else: _t1869.remove(_t1867)
                _st_zones[_t1868].append(_t1867); _st_loc[_t1867] = _t1868
            elif _t1867 is not None:
                _move_cards1382(st, _t1867, _t1868, False)
        _st_cvars[504 + _i23l0] = 0
        _st_cvars[588 + _i23l0] = False
        _t1870 = _i23l0
        _t1871 = (13 + _i23[1])
        if type(_t1870) is int and _st_log is None:
            _t1872 = _st_zones[_st_loc[_t1870]]
            if _t1872[-1] == _t1870: _t1872.pop()
            else: _t1872.remove(_t1870)
            _st_zones[_t1871].append(_t1870); _st_loc[_t1870] = _t1871
        elif _t1870 is not None:
            _move_cards1382(st, _t1870, _t1871, False)
        if _p1383(st, [L[3], 'blue', None, None], 1) == 3: return 3
        if _p1383(st, [L[3], 'blue', None, None], 1) == 3: return 3
        if L[4]:
            _st_cvars[588 + L[3]] = True
            if _st_log is not None: _st_log.append(_Text1378(_audience1375(st), ['Animal ', _plain1377(_st_cvars[420 + L[3]]), ' has eaten a poisonous animal: it will die in the extinction phase']))
        _t1873 = _t1859[1] + _k1384
        if _p1385(st, _t1873, 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: hunt #784 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hunt #785 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: hunt #786 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: hunt #787 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: hunt #788 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: hunt #789 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: scavenge #790 2062a258>
def _loop(st, _t1876):
    _st_cvars = st.cvars
    for _t1877 in st.zones[(9 + st.model.zone_instances[st.loc[_t1876]][1])]:
        if ((_st_cvars[84 + _t1877] == _t1876) and (_st_cvars[_t1877] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #791 443c065e>
def _loop(st, _t1876):
    _st_cvars = st.cvars
    _t1880 = 0
    for _t1879 in st.zones[(9 + st.model.zone_instances[st.loc[_t1876]][1])]:
        if (_st_cvars[84 + _t1879] == _t1876):
            _t1880 += (1 if ((_st_cvars[_t1879] == 'carnivorous') or (_st_cvars[_t1879] == 'high_body_weight')) else (2 if (_st_cvars[_t1879] == 'parasite') else 0))
    return _t1880

# <rulerun evolution.rules: scavenge #792 854d80d3>
def _loop(st, _t1876):
    _st_cvars = st.cvars
    _t1882 = 0
    for _t1881 in st.zones[(9 + st.model.zone_instances[st.loc[_t1876]][1])]:
        if (((_st_cvars[84 + _t1881] == _t1876) and (_st_cvars[_t1881] == 'fat_tissue')) and _st_cvars[252 + _t1881]):
            _t1882 += 1
    return _t1882

# <rulerun evolution.rules: scavenge #793 0fc620e7>
def _loop(st, _t1876):
    _st_cvars = st.cvars
    _t1884 = 0
    for _t1883 in st.zones[(9 + st.model.zone_instances[st.loc[_t1876]][1])]:
        if ((_st_cvars[84 + _t1883] == _t1876) and (_st_cvars[_t1883] == 'fat_tissue')):
            _t1884 += 1
    return _t1884

# <rulerun evolution.rules: scavenge #794 bc748dd4>
def _loop(st, _t1886):
    _st_cvars = st.cvars
    _t1889 = 0
    for _t1888 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1886]]][1])]:
        if (_st_cvars[84 + _t1888] == _st_cvars[84 + _t1886]):
            _t1889 += (1 if ((_st_cvars[_t1888] == 'carnivorous') or (_st_cvars[_t1888] == 'high_body_weight')) else (2 if (_st_cvars[_t1888] == 'parasite') else 0))
    return _t1889

# <rulerun evolution.rules: scavenge #795 26cb131b>
def _loop(st, _t1876):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1885 = st.zones[(9 + st.model.zone_instances[st.loc[_t1876]][1])]
    _budget1392[0] -= len(_t1885)
    if _budget1392[0] < 0: _spent1393(st)
    for _t1886 in _t1885:
        if (((_st_cvars[_t1886] == 'symbiosis') and (_st_cvars[168 + _t1886] == _t1876)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1886]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1886]] >= (1 + _a1394(st, _t1886)))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #796 0eab912b>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1875 = st.zones[(5 + L[3])]
    _budget1386[0] -= len(_t1875)
    if _budget1386[0] < 0: _spent1387(st)
    _t1874 = []
    for _t1876 in _t1875:
        if (_a1388(st, _t1876) and ((not ((_st_cvars[924 + _t1876] == _st_vars[0]) or ((_st_cvars[504 + _t1876] >= (1 + _a1389(st, _t1876))) and (_a1390(st, _t1876) >= _a1391(st, _t1876))))) and (not _a1395(st, _t1876)))):
            _t1874.append(_t1876)
    L[4] = _t1874

# <rulerun evolution.rules: scavenge #797 ed8eb4b1>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text1399(_audience1396(st), ['Scavenger: ', _PlayerRef1397(L[3]), "'s animal ", _plain1398(st.cvars[420 + L[5]]), ' receives a blue token']))

# <rulerun evolution.rules: scavenge #798 e693422f>
def _native(st, L):
    return 2

# <rulerun evolution.rules: scavenge #799 961d06d3>
def _loop(st, _t1894):
    _st_cvars = st.cvars
    for _t1895 in st.zones[(9 + st.model.zone_instances[st.loc[_t1894]][1])]:
        if ((_st_cvars[84 + _t1895] == _t1894) and (_st_cvars[_t1895] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #800 f87a41ec>
def _loop(st, _t1894):
    _st_cvars = st.cvars
    _t1898 = 0
    for _t1897 in st.zones[(9 + st.model.zone_instances[st.loc[_t1894]][1])]:
        if (_st_cvars[84 + _t1897] == _t1894):
            _t1898 += (1 if ((_st_cvars[_t1897] == 'carnivorous') or (_st_cvars[_t1897] == 'high_body_weight')) else (2 if (_st_cvars[_t1897] == 'parasite') else 0))
    return _t1898

# <rulerun evolution.rules: scavenge #801 9baa7b45>
def _loop(st, _t1894):
    _st_cvars = st.cvars
    _t1900 = 0
    for _t1899 in st.zones[(9 + st.model.zone_instances[st.loc[_t1894]][1])]:
        if (((_st_cvars[84 + _t1899] == _t1894) and (_st_cvars[_t1899] == 'fat_tissue')) and _st_cvars[252 + _t1899]):
            _t1900 += 1
    return _t1900

# <rulerun evolution.rules: scavenge #802 63364fd2>
def _loop(st, _t1894):
    _st_cvars = st.cvars
    _t1902 = 0
    for _t1901 in st.zones[(9 + st.model.zone_instances[st.loc[_t1894]][1])]:
        if ((_st_cvars[84 + _t1901] == _t1894) and (_st_cvars[_t1901] == 'fat_tissue')):
            _t1902 += 1
    return _t1902

# <rulerun evolution.rules: scavenge #803 d08cb5a2>
def _loop(st, _t1904):
    _st_cvars = st.cvars
    _t1907 = 0
    for _t1906 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1904]]][1])]:
        if (_st_cvars[84 + _t1906] == _st_cvars[84 + _t1904]):
            _t1907 += (1 if ((_st_cvars[_t1906] == 'carnivorous') or (_st_cvars[_t1906] == 'high_body_weight')) else (2 if (_st_cvars[_t1906] == 'parasite') else 0))
    return _t1907

# <rulerun evolution.rules: scavenge #804 cf2d3264>
def _loop(st, _t1894):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1903 = st.zones[(9 + st.model.zone_instances[st.loc[_t1894]][1])]
    _budget1407[0] -= len(_t1903)
    if _budget1407[0] < 0: _spent1408(st)
    for _t1904 in _t1903:
        if (((_st_cvars[_t1904] == 'symbiosis') and (_st_cvars[168 + _t1904] == _t1894)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1904]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1904]] >= (1 + _a1409(st, _t1904)))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #805 acd8a3ea>
def _loop(st, L):
    _t1912 = (L[4] or ())
    _budget1413[0] -= len(_t1912)
    if _budget1413[0] < 0: _spent1414(st)
    for _t1913 in _t1912:
        return _t1913
    return None

# <rulerun evolution.rules: scavenge #806 43f4111f>
def _loop(st, L):
    _t1909 = (L[4] or ())
    _budget1411[0] -= len(_t1909)
    if _budget1411[0] < 0: _spent1412(st)
    _t1915 = _NOT_YET
    _t1911 = []
    for _t1910 in _t1909:
        if ((not False) or (_t1910 == (_t1915 if _t1915 is not _NOT_YET else (_t1915 := _a1415(st, L))))):
            _t1911.append(_t1910)
    return _t1911

# <rulerun evolution.rules: scavenge #807 20734554>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t1891 = (_o1400[L[0]] or [])
    _budget1401[0] -= len(_t1891)
    if _budget1401[0] < 0: _spent1402(st)
    for _t1890 in _t1891:
        L[3] = _t1890
        _t1893 = st.zones[(5 + _t1890)]
        _budget1401[0] -= len(_t1893)
        if _budget1401[0] < 0: _spent1402(st)
        _t1892 = []
        for _t1894 in _t1893:
            if (_a1403(st, _t1894) and ((not ((_st_cvars[924 + _t1894] == _st_vars[0]) or ((_st_cvars[504 + _t1894] >= (1 + _a1404(st, _t1894))) and (_a1405(st, _t1894) >= _a1406(st, _t1894))))) and (not _a1410(st, _t1894)))):
                _t1892.append(_t1894)
        L[4] = _t1892
        if (not not (L[4] or ())):
            _t1908 = (_a1416(st, L) or [])
            _t1916 = _t1890
            _t1917 = len(_t1908)
            if not _t1917: _no_option1419(_t1916, 'scavenger to feed')
            if _t1917 <= 1 and _st_log is None:
                L[5] = _t1908[0] if _t1917 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1918 = st.chooser(_t1917, _t1916)
                else:
                    _t1918 = _st_bits(_t1917.bit_length())
                    while _t1918 >= _t1917: _t1918 = _st_bits(_t1917.bit_length())
                L[5] = _t1908[_t1918]; st.decisions += 1
            elif _decide1420(st, L, _t1908, _t1916): raise _PlayoutCut1417()
            if _st_log is not None: _st_log.append(_Text1424(_audience1421(st), ['Scavenger: ', _PlayerRef1422(_t1890), "'s animal ", _plain1423(_st_cvars[420 + L[5]]), ' receives a blue token']))
            if _p1425(st, [L[5], 'blue', None, None], 1) == 3: return 3
            return 2

# <rulerun evolution.rules: scavenge #808 9759eeb8>
def _native(st, L):
    return _o1426[L[0]]

# <rulerun evolution.rules: scavenge #809 bfef81a9>
def _native(st, L):
    return (not not (L[4] or ()))

# <rulerun evolution.rules: scavenge #810 81b18639>
def _loop(st, L):
    _t1922 = (L[4] or ())
    _budget1429[0] -= len(_t1922)
    if _budget1429[0] < 0: _spent1430(st)
    for _t1923 in _t1922:
        return _t1923
    return None

# <rulerun evolution.rules: scavenge #811 056d77d2>
def _native(st, L):
    _t1920 = (L[4] or ())
    _budget1427[0] -= len(_t1920)
    if _budget1427[0] < 0: _spent1428(st)
    _t1925 = _NOT_YET
    _t1919 = []
    for _t1921 in _t1920:
        if ((not False) or (_t1921 == (_t1925 if _t1925 is not _NOT_YET else (_t1925 := _a1431(st, L))))):
            _t1919.append(_t1921)
    return _t1919

# <rulerun evolution.rules: scavenge #812 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun evolution.rules: scavenge #813 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: drop_trait #814 af0aac85>
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
    _t1926 = _l0
    _t1927 = (13 + L[1])
    if type(_t1926) is int and st.log is None:
        _t1928 = _st_zones[_st_loc[_t1926]]
        if _t1928[-1] == _t1926: _t1928.pop()
        else: _t1928.remove(_t1926)
        _st_zones[_t1927].append(_t1926); _st_loc[_t1926] = _t1927
    elif _t1926 is not None:
        _move_cards1432(st, _t1926, _t1927, False)

# <rulerun evolution.rules: remove_animal #815 57205004>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1931 = []
    for _t1930 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1930] == _l0) or (_st_cvars[168 + _t1930] == _l0)):
            _t1931.append(_t1930)
    return _t1931

# <rulerun evolution.rules: remove_animal #816 348cc04f>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = st.model.zone_instances[_st_loc[_l0]][1]
    _t1932 = (_a1433(st, L) or [])
    _budget1434[0] -= len(_t1932)
    if _budget1434[0] < 0: _spent1435(st)
    for _t1929 in _t1932:
        L[4] = _t1929
        _i25l0 = _t1929
        _i25 = [_i25l0, None]
        _i25[1] = st.model.zone_instances[_st_loc[_i25l0]][1]
        _st_cvars[252 + _i25l0] = False
        _st_cvars[84 + _i25l0] = None
        _st_cvars[168 + _i25l0] = None
        _st_cvars[_i25l0] = 'no_trait'
        _t1933 = _i25l0
        _t1934 = (13 + _i25[1])
        if type(_t1933) is int and _st_log is None:
            _t1935 = _st_zones[_st_loc[_t1933]]
            if _t1935[-1] == _t1933: _t1935.pop()
            else: _t1935.remove(_t1933)
            _st_zones[_t1934].append(_t1933); _st_loc[_t1933] = _t1934
        elif _t1933 is not None:
            _move_cards1436(st, _t1933, _t1934, False)
    _st_cvars[504 + _l0] = 0
    _st_cvars[588 + _l0] = False
    _t1936 = _l0
    _t1937 = (13 + L[1])
    if type(_t1936) is int and _st_log is None:
        _t1938 = _st_zones[_st_loc[_t1936]]
        if _t1938[-1] == _t1936: _t1938.pop()
        else: _t1938.remove(_t1936)
        _st_zones[_t1937].append(_t1936); _st_loc[_t1936] = _t1937
    elif _t1936 is not None:
        _move_cards1436(st, _t1936, _t1937, False)

# <rulerun evolution.rules: deal #817 7a23b93b>
def _loop(st):
    for _t1941 in (_k1443 or ()):
        if (st.vars[7 + _t1941] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #818 c00f4a92>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t1939 in (_k1437 or []):
        L[2] = _t1939
        _st_vars[7 + _t1939] = (6 if ((not _st_zones[(5 + _t1939)]) and (not _st_zones[(1 + _t1939)])) else (1 + len(_st_zones[(5 + _t1939)])))
    for _t1940 in (_o1438[_st_vars[1]] or []):
        L[5] = _t1940
        if _st_log is not None: _st_log.append(_Text1442(_audience1439(st), ['Cards owed to ', _PlayerRef1440(_t1940), ': ', _plain1441(_st_vars[7 + _t1940])]))
    while ((not not _st_zones[0]) and _a1444(st)):
        _budget1445[0] -= 1
        if _budget1445[0] < 0: _spent1446(st)
        for _t1943 in (_o1447[_st_vars[1]] or []):
            L[8] = _t1943
            if not (((_st_vars[7 + _t1943] > 0) and (not not _st_zones[0]))): continue
            _t1946 = _st_zones[0]
            _t1945 = (1 + _t1943)
            if _st_log is None and _t1946:
                _t1944 = _t1946.pop(); _st_zones[_t1945].append(_t1944); st.loc[_t1944] = _t1945
            elif _t1946:
                _move_cards1448(st, _t1946[-1], _t1945, False)
            _st_vars[7 + _t1943] = (_t1947 if -1000000000000000000 <= (_t1947 := _st_vars[7 + _t1943] - 1) <= 1000000000000000000 else _beyond1449(_t1947))
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text1442(_audience1439(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #819 bad6a39c>
def _loop(st, _t1948):
    _st_cvars = st.cvars
    _t1951 = 0
    for _t1950 in st.zones[(9 + _t1948)]:
        _t1951 += (1 + (1 if ((_st_cvars[_t1950] == 'carnivorous') or (_st_cvars[_t1950] == 'high_body_weight')) else (2 if (_st_cvars[_t1950] == 'parasite') else 0)))
    return _t1951

# <rulerun evolution.rules: game_end #820 17bed726>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i26 = [None, None, None, None, None, None, None, None]
    _t1949 = (_k1450 or [])
    _budget1451[0] -= len(_t1949)
    if _budget1451[0] < 0: _spent1452(st)
    for _t1948 in _t1949:
        _i26[2] = _t1948
        if _st_log is not None: _st_log.append(_Text1457(_audience1453(st), [_PlayerRef1454(_t1948), ': ', _plain1455(len(_st_zones[(5 + _t1948)])), ' animals, ', _plain1455(len(_st_zones[(9 + _t1948)])), ' trait cards, ', _plain1455(((2 * len(_st_zones[(5 + _t1948)])) + _a1456(st, _t1948))), ' points; ', _plain1455(len(_st_zones[(13 + _t1948)])), ' cards in the discard pile']))
    if False:
        _i26[3] = _range1458(1, 4)
        for _t1952 in (_k1459 or []):
            _i26[6] = _t1952
            _i26[7] = _random_item1460(st, _i26[3])
            st.vars[12 + _t1952] = _i26[7]
            _i26[3] = _remove1461(st, _i26[3], _i26[7])
    _end_game1462(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #821 c02c34c9>
def _loop(st, _t1953):
    _st_cvars = st.cvars
    _t1956 = 0
    for _t1955 in st.zones[(9 + _t1953)]:
        _t1956 += (1 + (1 if ((_st_cvars[_t1955] == 'carnivorous') or (_st_cvars[_t1955] == 'high_body_weight')) else (2 if (_st_cvars[_t1955] == 'parasite') else 0)))
    return _t1956

# <rulerun evolution.rules: final_scoring #822 edd854cf>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t1954 = (_k1463 or [])
    _budget1464[0] -= len(_t1954)
    if _budget1464[0] < 0: _spent1465(st)
    for _t1953 in _t1954:
        L[2] = _t1953
        if _st_log is not None: _st_log.append(_Text1470(_audience1466(st), [_PlayerRef1467(_t1953), ': ', _plain1468(len(_st_zones[(5 + _t1953)])), ' animals, ', _plain1468(len(_st_zones[(9 + _t1953)])), ' trait cards, ', _plain1468(((2 * len(_st_zones[(5 + _t1953)])) + _a1469(st, _t1953))), ' points; ', _plain1468(len(_st_zones[(13 + _t1953)])), ' cards in the discard pile']))
    if False:
        L[3] = _range1471(1, 4)
        for _t1957 in (_k1472 or []):
            L[6] = _t1957
            L[7] = _random_item1473(st, L[3])
            st.vars[12 + _t1957] = L[7]
            L[3] = _remove1474(st, L[3], L[7])

# <rulerun evolution.rules: on after feed #823 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: on after feed #824 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: on before attack #825 6b8c15eb>
def _native(st, L):
    L[2] = False
    L[3] = False

# <rulerun evolution.rules: on before attack #826 7cfe72fb>
def _loop(st, L, _t1961):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1962 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1962] == _l1) and (_st_cvars[_t1962] == _t1961)):
            return True
    return False

# <rulerun evolution.rules: on before attack #827 8d3fe249>
def _loop(st, _t1965):
    _st_cvars = st.cvars
    for _t1967 in st.zones[(9 + st.model.zone_instances[st.loc[_t1965]][1])]:
        if ((_st_cvars[84 + _t1967] == _t1965) and (_st_cvars[_t1967] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #828 93133015>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1969 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1969] == _l0) and (_st_cvars[_t1969] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #829 bc501a97>
def _loop(st, _t1965):
    _st_cvars = st.cvars
    for _t1973 in st.zones[(9 + st.model.zone_instances[st.loc[_t1965]][1])]:
        if ((_st_cvars[84 + _t1973] == _t1965) and (_st_cvars[_t1973] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #830 383c1fd5>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1975 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1975] == _l0) and (_st_cvars[_t1975] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #831 9d2871de>
def _loop(st, _t1965):
    _st_cvars = st.cvars
    for _t1979 in st.zones[(9 + st.model.zone_instances[st.loc[_t1965]][1])]:
        if ((_st_cvars[84 + _t1979] == _t1965) and (_st_cvars[_t1979] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #832 bd32af49>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1981 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1981] == _l0) and (_st_cvars[_t1981] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #833 5684100c>
def _loop(st, _t1965):
    _st_cvars = st.cvars
    for _t1985 in st.zones[(9 + st.model.zone_instances[st.loc[_t1965]][1])]:
        if ((_st_cvars[84 + _t1985] == _t1965) and (_st_cvars[_t1985] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #834 02274629>
def _loop(st, _t1965):
    _st_cvars = st.cvars
    _t1988 = 0
    for _t1987 in st.zones[(9 + st.model.zone_instances[st.loc[_t1965]][1])]:
        if (_st_cvars[84 + _t1987] == _t1965):
            _t1988 += (1 if ((_st_cvars[_t1987] == 'carnivorous') or (_st_cvars[_t1987] == 'high_body_weight')) else (2 if (_st_cvars[_t1987] == 'parasite') else 0))
    return _t1988

# <rulerun evolution.rules: on before attack #835 7c619522>
def _loop(st, _t1965):
    _st_cvars = st.cvars
    for _t1989 in st.zones[(9 + st.model.zone_instances[st.loc[_t1965]][1])]:
        if ((_st_cvars[_t1989] == 'symbiosis') and (_st_cvars[168 + _t1989] == _t1965)):
            return True
    return False

# <rulerun evolution.rules: on before attack #836 bc4e7019>
def _loop(st, L, _t1959):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1964 = st.zones[(5 + _t1959)]
    _budget1478[0] -= len(_t1964)
    if _budget1478[0] < 0: _spent1479(st)
    _t1971 = _NOT_YET
    _t1972 = _NOT_YET
    _t1977 = _NOT_YET
    _t1978 = _NOT_YET
    _t1983 = _NOT_YET
    _t1984 = _NOT_YET
    for _t1965 in _t1964:
        if (((_t1965 != _l1) and (_t1965 != _l0)) and ((((((_l0 != _t1965) and ((not _a1480(st, _t1965)) or (_t1972 if _t1972 is not _NOT_YET else (_t1972 := (_t1971 if _t1971 is not _NOT_YET else (_t1971 := _a1481(st, L))))))) and ((not _a1482(st, _t1965)) or (_t1978 if _t1978 is not _NOT_YET else (_t1978 := (_t1977 if _t1977 is not _NOT_YET else (_t1977 := _a1483(st, L))))))) and (_a1484(st, _t1965) == (_t1984 if _t1984 is not _NOT_YET else (_t1984 := (_t1983 if _t1983 is not _NOT_YET else (_t1983 := _a1485(st, L))))))) and (not (_a1486(st, _t1965) and ((_st_cvars[924 + _t1965] == _st_vars[0]) or (_st_cvars[504 + _t1965] >= (1 + _a1487(st, _t1965))))))) and (not _a1488(st, _t1965)))):
            return True
    return False

# <rulerun evolution.rules: on before attack #837 d88d4665>
def _native(st, L):
    _l2 = L[2]
    _l3 = L[3]
    L[4] = st.model.zone_instances[st.loc[L[1]]][1]
    _t1959 = L[4]
    _t1960 = (['running', 'mimicry', 'tail_loss'] or ())
    _budget1475[0] -= len(_t1960)
    if _budget1475[0] < 0: _spent1476(st)
    _t1991 = _NOT_YET
    _t1958 = []
    for _t1961 in _t1960:
        if ((_a1477(st, L, _t1961) and ((_t1961 != 'running') or (not _l3))) and ((_t1961 != 'mimicry') or ((not _l2) and (_t1991 if _t1991 is not _NOT_YET else (_t1991 := _a1489(st, L, _t1959)))))):
            _t1958.append(_t1961)
    L[5] = _t1958
    if (not (L[5] or ())):
        return 2

# <rulerun evolution.rules: on before attack #838 8d9480b8>
def _native(st, L):
    if (L[6] is None):
        return 2

# <rulerun evolution.rules: on before attack #839 886e99d4>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = True
    if _st_log is not None: _st_log.append(_Text1493(_audience1490(st), ['Running: ', _PlayerRef1491(L[4]), "'s animal ", _plain1492(_st_cvars[420 + _l1]), ' tries to run away']))
    if (_roll1494(st, 1, 6) >= 4):
        if _st_log is not None: _st_log.append(_Text1493(_audience1490(st), ['Animal ', _plain1492(_st_cvars[420 + _l1]), ' escapes: the attack fails']))
        _cancel1495(st)
        return 2
    if _st_log is not None: _st_log.append(_Text1493(_audience1490(st), ['Animal ', _plain1492(_st_cvars[420 + _l1]), ' is caught']))

# <rulerun evolution.rules: on before attack #840 9f2246c8>
def _native(st, L):
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text1498(_audience1496(st), ['Mimicry: the attack turns from animal ', _plain1497(_st_cvars[420 + L[1]]), ' to animal ', _plain1497(_st_cvars[420 + _l7])]))
    L[1] = _l7
    _set_event_value1499(st, 1, 1, L[1])
    L[2] = True
    L[3] = False

# <rulerun evolution.rules: on before attack #841 686bc437>
def _native(st, L):
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text1502(_audience1500(st), ['Tail loss: animal ', _plain1501(_st_cvars[420 + L[1]]), ' drops its ', _plain1501(_st_cvars[_l8]), ' card and survives']))
    _i27l0 = _l8
    _i27 = [_i27l0, None]
    _i27[1] = st.model.zone_instances[_st_loc[_i27l0]][1]
    _st_cvars[252 + _i27l0] = False
    _st_cvars[84 + _i27l0] = None
    _st_cvars[168 + _i27l0] = None
    _st_cvars[_i27l0] = 'no_trait'
    _t1992 = _i27l0
    _t1993 = (13 + _i27[1])
    if type(_t1992) is int and _st_log is None:
        _t1994 = _st_zones[_st_loc[_t1992]]
        if _t1994[-1] == _t1992: _t1994.pop()
        else: _t1994.remove(_t1992)
        _st_zones[_t1993].append(_t1992); _st_loc[_t1992] = _t1993
    elif _t1992 is not None:
        _move_cards1503(st, _t1992, _t1993, False)

# <rulerun evolution.rules: on before attack #842 bc768426>
def _native(st, L):
    _cancel1504(st)
    return 2

# <rulerun evolution.rules: on before attack #843 08384bde>
def _loop(st, _t1996, _t2001):
    _st_cvars = st.cvars
    for _t2002 in st.zones[(9 + st.model.zone_instances[st.loc[_t1996]][1])]:
        if ((_st_cvars[84 + _t2002] == _t1996) and (_st_cvars[_t2002] == _t2001)):
            return True
    return False

# <rulerun evolution.rules: on before attack #844 014c115d>
def _loop(st, _t2005):
    _st_cvars = st.cvars
    for _t2007 in st.zones[(9 + st.model.zone_instances[st.loc[_t2005]][1])]:
        if ((_st_cvars[84 + _t2007] == _t2005) and (_st_cvars[_t2007] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #845 38ba0823>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2009 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2009] == _l0) and (_st_cvars[_t2009] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #846 d340bb78>
def _loop(st, _t2005):
    _st_cvars = st.cvars
    for _t2013 in st.zones[(9 + st.model.zone_instances[st.loc[_t2005]][1])]:
        if ((_st_cvars[84 + _t2013] == _t2005) and (_st_cvars[_t2013] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #847 92a8a756>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2015 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2015] == _l0) and (_st_cvars[_t2015] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #848 fd56d4e1>
def _loop(st, _t2005):
    _st_cvars = st.cvars
    for _t2019 in st.zones[(9 + st.model.zone_instances[st.loc[_t2005]][1])]:
        if ((_st_cvars[84 + _t2019] == _t2005) and (_st_cvars[_t2019] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #849 7cd5c08a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2021 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2021] == _l0) and (_st_cvars[_t2021] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #850 3b3acadb>
def _loop(st, _t2005):
    _st_cvars = st.cvars
    for _t2025 in st.zones[(9 + st.model.zone_instances[st.loc[_t2005]][1])]:
        if ((_st_cvars[84 + _t2025] == _t2005) and (_st_cvars[_t2025] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #851 a29704f1>
def _loop(st, _t2005):
    _st_cvars = st.cvars
    _t2028 = 0
    for _t2027 in st.zones[(9 + st.model.zone_instances[st.loc[_t2005]][1])]:
        if (_st_cvars[84 + _t2027] == _t2005):
            _t2028 += (1 if ((_st_cvars[_t2027] == 'carnivorous') or (_st_cvars[_t2027] == 'high_body_weight')) else (2 if (_st_cvars[_t2027] == 'parasite') else 0))
    return _t2028

# <rulerun evolution.rules: on before attack #852 13944b96>
def _loop(st, _t2005):
    _st_cvars = st.cvars
    for _t2029 in st.zones[(9 + st.model.zone_instances[st.loc[_t2005]][1])]:
        if ((_st_cvars[_t2029] == 'symbiosis') and (_st_cvars[168 + _t2029] == _t2005)):
            return True
    return False

# <rulerun evolution.rules: on before attack #853 42557804>
def _loop(st, L, _t1996, _t1999):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2004 = st.zones[(5 + _t1999)]
    _budget1508[0] -= len(_t2004)
    if _budget1508[0] < 0: _spent1509(st)
    _t2011 = _NOT_YET
    _t2012 = _NOT_YET
    _t2017 = _NOT_YET
    _t2018 = _NOT_YET
    _t2023 = _NOT_YET
    _t2024 = _NOT_YET
    for _t2005 in _t2004:
        if (((_t2005 != _t1996) and (_t2005 != _l0)) and ((((((_l0 != _t2005) and ((not _a1510(st, _t2005)) or (_t2012 if _t2012 is not _NOT_YET else (_t2012 := (_t2011 if _t2011 is not _NOT_YET else (_t2011 := _a1511(st, L))))))) and ((not _a1512(st, _t2005)) or (_t2018 if _t2018 is not _NOT_YET else (_t2018 := (_t2017 if _t2017 is not _NOT_YET else (_t2017 := _a1513(st, L))))))) and (_a1514(st, _t2005) == (_t2024 if _t2024 is not _NOT_YET else (_t2024 := (_t2023 if _t2023 is not _NOT_YET else (_t2023 := _a1515(st, L))))))) and (not (_a1516(st, _t2005) and ((_st_cvars[924 + _t2005] == _st_vars[0]) or (_st_cvars[504 + _t2005] >= (1 + _a1517(st, _t2005))))))) and (not _a1518(st, _t2005)))):
            return True
    return False

# <rulerun evolution.rules: on before attack #854 ceb83d2c>
def _loop(st, _t2035):
    _st_cvars = st.cvars
    for _t2037 in st.zones[(9 + st.model.zone_instances[st.loc[_t2035]][1])]:
        if ((_st_cvars[84 + _t2037] == _t2035) and (_st_cvars[_t2037] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #855 90a8b597>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2039 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2039] == _l0) and (_st_cvars[_t2039] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #856 43f80045>
def _loop(st, _t2035):
    _st_cvars = st.cvars
    for _t2043 in st.zones[(9 + st.model.zone_instances[st.loc[_t2035]][1])]:
        if ((_st_cvars[84 + _t2043] == _t2035) and (_st_cvars[_t2043] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #857 99a75c69>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2045 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2045] == _l0) and (_st_cvars[_t2045] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #858 e2bf6646>
def _loop(st, _t2035):
    _st_cvars = st.cvars
    for _t2049 in st.zones[(9 + st.model.zone_instances[st.loc[_t2035]][1])]:
        if ((_st_cvars[84 + _t2049] == _t2035) and (_st_cvars[_t2049] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #859 4ed47782>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2051 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2051] == _l0) and (_st_cvars[_t2051] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #860 ce5a501a>
def _loop(st, _t2035):
    _st_cvars = st.cvars
    for _t2055 in st.zones[(9 + st.model.zone_instances[st.loc[_t2035]][1])]:
        if ((_st_cvars[84 + _t2055] == _t2035) and (_st_cvars[_t2055] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #861 c5ce8a1d>
def _loop(st, _t2035):
    _st_cvars = st.cvars
    _t2058 = 0
    for _t2057 in st.zones[(9 + st.model.zone_instances[st.loc[_t2035]][1])]:
        if (_st_cvars[84 + _t2057] == _t2035):
            _t2058 += (1 if ((_st_cvars[_t2057] == 'carnivorous') or (_st_cvars[_t2057] == 'high_body_weight')) else (2 if (_st_cvars[_t2057] == 'parasite') else 0))
    return _t2058

# <rulerun evolution.rules: on before attack #862 b4c863c5>
def _loop(st, _t2035):
    _st_cvars = st.cvars
    for _t2059 in st.zones[(9 + st.model.zone_instances[st.loc[_t2035]][1])]:
        if ((_st_cvars[_t2059] == 'symbiosis') and (_st_cvars[168 + _t2059] == _t2035)):
            return True
    return False

# <rulerun evolution.rules: on before attack #863 e79eed9c>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2034 = st.zones[(5 + L[4])]
    _budget1528[0] -= len(_t2034)
    if _budget1528[0] < 0: _spent1529(st)
    _t2041 = _NOT_YET
    _t2042 = _NOT_YET
    _t2047 = _NOT_YET
    _t2048 = _NOT_YET
    _t2053 = _NOT_YET
    _t2054 = _NOT_YET
    _t2036 = []
    for _t2035 in _t2034:
        if (((_t2035 != _l1) and (_t2035 != _l0)) and ((((((_l0 != _t2035) and ((not _a1530(st, _t2035)) or (_t2042 if _t2042 is not _NOT_YET else (_t2042 := (_t2041 if _t2041 is not _NOT_YET else (_t2041 := _a1531(st, L))))))) and ((not _a1532(st, _t2035)) or (_t2048 if _t2048 is not _NOT_YET else (_t2048 := (_t2047 if _t2047 is not _NOT_YET else (_t2047 := _a1533(st, L))))))) and (_a1534(st, _t2035) == (_t2054 if _t2054 is not _NOT_YET else (_t2054 := (_t2053 if _t2053 is not _NOT_YET else (_t2053 := _a1535(st, L))))))) and (not (_a1536(st, _t2035) and ((_st_cvars[924 + _t2035] == _st_vars[0]) or (_st_cvars[504 + _t2035] >= (1 + _a1537(st, _t2035))))))) and (not _a1538(st, _t2035)))):
            _t2036.append(_t2035)
    return _t2036

# <rulerun evolution.rules: on before attack #864 1d4bad75>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2066 = []
    for _t2065 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t2065] == L[1]) or (_st_cvars[168 + _t2065] == L[1])):
            _t2066.append(_t2065)
    return _t2066

# <rulerun evolution.rules: on before attack #865 4c979569>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while True:
        _budget1505[0] -= 1
        if _budget1505[0] < 0: _spent1506(st)
        L[4] = st.model.zone_instances[_st_loc[L[1]]][1]
        _t1996 = L[1]
        _t1997 = L[2]
        _t1998 = L[3]
        _t1999 = L[4]
        _t2000 = (['running', 'mimicry', 'tail_loss'] or ())
        _budget1505[0] -= len(_t2000)
        if _budget1505[0] < 0: _spent1506(st)
        _t2031 = _NOT_YET
        _t1995 = []
        for _t2001 in _t2000:
            if ((_a1507(st, _t1996, _t2001) and ((_t2001 != 'running') or (not _t1998))) and ((_t2001 != 'mimicry') or ((not _t1997) and (_t2031 if _t2031 is not _NOT_YET else (_t2031 := _a1519(st, L, _t1996, _t1999)))))):
                _t1995.append(_t2001)
        L[5] = _t1995
        if (not (L[5] or ())):
            return 2
        _t2032 = (L[5] or [])
        if _offer1521(st, L, _t2032): raise _PlayoutCut1520()
        if (L[6] is None):
            return 2
        if (L[6] == 'running'):
            L[3] = True
            if _st_log is not None: _st_log.append(_Text1525(_audience1522(st), ['Running: ', _PlayerRef1523(L[4]), "'s animal ", _plain1524(_st_cvars[420 + L[1]]), ' tries to run away']))
            if (_roll1526(st, 1, 6) >= 4):
                if _st_log is not None: _st_log.append(_Text1525(_audience1522(st), ['Animal ', _plain1524(_st_cvars[420 + L[1]]), ' escapes: the attack fails']))
                _cancel1527(st)
                return 2
            if _st_log is not None: _st_log.append(_Text1525(_audience1522(st), ['Animal ', _plain1524(_st_cvars[420 + L[1]]), ' is caught']))
        elif (L[6] == 'mimicry'):
            _t2033 = (_a1539(st, L) or [])
            _t2061 = L[4]
            _t2062 = len(_t2033)
            if not _t2062: _no_option1541(_t2061, 'mimicry: the new target')
            if _t2062 <= 1 and _st_log is None:
                L[7] = _t2033[0] if _t2062 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2063 = st.chooser(_t2062, _t2061)
                else:
                    _t2063 = _st_bits(_t2062.bit_length())
                    while _t2063 >= _t2062: _t2063 = _st_bits(_t2062.bit_length())
                L[7] = _t2033[_t2063]; st.decisions += 1
            elif _decide1542(st, L, _t2033, _t2061): raise _PlayoutCut1520()
            if _st_log is not None: _st_log.append(_Text1525(_audience1522(st), ['Mimicry: the attack turns from animal ', _plain1524(_st_cvars[420 + L[1]]), ' to animal ', _plain1524(_st_cvars[420 + L[7]])]))
            L[1] = L[7]
            _set_event_value1543(st, 1, 1, L[1])
            L[2] = True
            L[3] = False
        else:
            _t2064 = (_a1544(st, L) or [])
            _t2067 = L[4]
            _t2068 = len(_t2064)
            if not _t2068: _no_option1541(_t2067, 'tail loss: trait to drop')
            if _t2068 <= 1 and _st_log is None:
                L[8] = _t2064[0] if _t2068 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2069 = st.chooser(_t2068, _t2067)
                else:
                    _t2069 = _st_bits(_t2068.bit_length())
                    while _t2069 >= _t2068: _t2069 = _st_bits(_t2068.bit_length())
                L[8] = _t2064[_t2069]; st.decisions += 1
            elif _decide1546(st, L, _t2064, _t2067): raise _PlayoutCut1520()
            if _st_log is not None: _st_log.append(_Text1525(_audience1522(st), ['Tail loss: animal ', _plain1524(_st_cvars[420 + L[1]]), ' drops its ', _plain1524(_st_cvars[L[8]]), ' card and survives']))
            _i28l0 = L[8]
            _i28 = [_i28l0, None]
            _i28[1] = st.model.zone_instances[_st_loc[_i28l0]][1]
            _st_cvars[252 + _i28l0] = False
            _st_cvars[84 + _i28l0] = None
            _st_cvars[168 + _i28l0] = None
            _st_cvars[_i28l0] = 'no_trait'
            _t2070 = _i28l0
            _t2071 = (13 + _i28[1])
            if type(_t2070) is int and _st_log is None:
                _t2072 = _st_zones[_st_loc[_t2070]]
                if _t2072[-1] == _t2070: _t2072.pop()
                else: _t2072.remove(_t2070)
                _st_zones[_t2071].append(_t2070); _st_loc[_t2070] = _t2071
            elif _t2070 is not None:
                _move_cards1547(st, _t2070, _t2071, False)
            if _p1548(st, [L[0], 'blue', None, None], 1) == 3: return 3
            _cancel1527(st)
            return 2

# <rulerun evolution.rules: on before attack #866 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: on before attack #867 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun evolution.rules: on before attack #868 4737fef3>
def _native(st, L):
    return (L[6] == 'running')

# <rulerun evolution.rules: on before attack #869 93dcd940>
def _native(st, L):
    return (L[6] == 'mimicry')

# <rulerun evolution.rules: on before attack #870 f661ee9c>
def _loop(st, _t2075):
    _st_cvars = st.cvars
    for _t2076 in st.zones[(9 + st.model.zone_instances[st.loc[_t2075]][1])]:
        if ((_st_cvars[84 + _t2076] == _t2075) and (_st_cvars[_t2076] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #871 e8208d39>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2078 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2078] == _l0) and (_st_cvars[_t2078] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #872 73f048ff>
def _loop(st, _t2075):
    _st_cvars = st.cvars
    for _t2082 in st.zones[(9 + st.model.zone_instances[st.loc[_t2075]][1])]:
        if ((_st_cvars[84 + _t2082] == _t2075) and (_st_cvars[_t2082] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #873 cfcadfff>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2084 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2084] == _l0) and (_st_cvars[_t2084] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #874 ec52fce2>
def _loop(st, _t2075):
    _st_cvars = st.cvars
    for _t2088 in st.zones[(9 + st.model.zone_instances[st.loc[_t2075]][1])]:
        if ((_st_cvars[84 + _t2088] == _t2075) and (_st_cvars[_t2088] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #875 8d47ad04>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2090 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2090] == _l0) and (_st_cvars[_t2090] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #876 a7d141e1>
def _loop(st, _t2075):
    _st_cvars = st.cvars
    for _t2094 in st.zones[(9 + st.model.zone_instances[st.loc[_t2075]][1])]:
        if ((_st_cvars[84 + _t2094] == _t2075) and (_st_cvars[_t2094] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #877 1960b051>
def _loop(st, _t2075):
    _st_cvars = st.cvars
    _t2097 = 0
    for _t2096 in st.zones[(9 + st.model.zone_instances[st.loc[_t2075]][1])]:
        if (_st_cvars[84 + _t2096] == _t2075):
            _t2097 += (1 if ((_st_cvars[_t2096] == 'carnivorous') or (_st_cvars[_t2096] == 'high_body_weight')) else (2 if (_st_cvars[_t2096] == 'parasite') else 0))
    return _t2097

# <rulerun evolution.rules: on before attack #878 26a76d9d>
def _loop(st, _t2075):
    _st_cvars = st.cvars
    for _t2098 in st.zones[(9 + st.model.zone_instances[st.loc[_t2075]][1])]:
        if ((_st_cvars[_t2098] == 'symbiosis') and (_st_cvars[168 + _t2098] == _t2075)):
            return True
    return False

# <rulerun evolution.rules: on before attack #879 d621ac4a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2074 = st.zones[(5 + L[4])]
    _budget1549[0] -= len(_t2074)
    if _budget1549[0] < 0: _spent1550(st)
    _t2080 = _NOT_YET
    _t2081 = _NOT_YET
    _t2086 = _NOT_YET
    _t2087 = _NOT_YET
    _t2092 = _NOT_YET
    _t2093 = _NOT_YET
    _t2073 = []
    for _t2075 in _t2074:
        if (((_t2075 != _l1) and (_t2075 != _l0)) and ((((((_l0 != _t2075) and ((not _a1551(st, _t2075)) or (_t2081 if _t2081 is not _NOT_YET else (_t2081 := (_t2080 if _t2080 is not _NOT_YET else (_t2080 := _a1552(st, L))))))) and ((not _a1553(st, _t2075)) or (_t2087 if _t2087 is not _NOT_YET else (_t2087 := (_t2086 if _t2086 is not _NOT_YET else (_t2086 := _a1554(st, L))))))) and (_a1555(st, _t2075) == (_t2093 if _t2093 is not _NOT_YET else (_t2093 := (_t2092 if _t2092 is not _NOT_YET else (_t2092 := _a1556(st, L))))))) and (not (_a1557(st, _t2075) and ((_st_cvars[924 + _t2075] == _st_vars[0]) or (_st_cvars[504 + _t2075] >= (1 + _a1558(st, _t2075))))))) and (not _a1559(st, _t2075)))):
            _t2073.append(_t2075)
    return _t2073

# <rulerun evolution.rules: on before attack #880 66376cd0>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t2101 = []
    for _t2100 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2100] == _l1) or (_st_cvars[168 + _t2100] == _l1)):
            _t2101.append(_t2100)
    return _t2101

# <rulerun evolution.rules: on before attack #881 2b3d6828>
def _native(st, L):
    return _a1560(st, L)

# <rulerun evolution.rules: on before attack #882 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: on before attack #883 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: on after attack #884 e4062f8f>
def _native(st, L):
    return st.model.zone_instances[st.loc[L[0]]][1]

# <rulerun evolution.rules: play #885 e480ef66>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (False or (4 >= 5)):
        if _st_log is not None: _st_log.append(_Text1563(_audience1561(st), ['Two base sets are mixed: ', _plain1562(len(_st_zones[0])), ' cards (1.13)']))
    _shuffle_zone1564(st, 0)
    for _t2102 in (_k1565 or []):
        L[2] = _t2102
        _t2103 = _st_zones[0][:-(6) - 1:-1]
        _t2104 = (1 + _t2102)
        if type(_t2103) is list and _st_log is None:
            for _t2105 in _t2103:
                _t2106 = _st_zones[_st_loc[_t2105]]
                if _t2106[-1] == _t2105: _t2106.pop()
                else: _t2106.remove(_t2105)
                _st_zones[_t2104].append(_t2105); _st_loc[_t2105] = _t2104
        elif _t2103 is not None:
            _move_cards1566(st, _t2103, _t2104, False)
    _st_vars[1] = _random_item1567(st, _k1568)
    if _st_log is not None: _st_log.append(_Text1563(_audience1561(st), [_PlayerRef1569(_st_vars[1]), ' is the first player']))

# <rulerun evolution.rules: feeding #886 8a37a093>
def _loop(st, _t2110):
    _st_cvars = st.cvars
    _t2113 = []
    for _t2112 in st.zones[(9 + st.model.zone_instances[st.loc[_t2110]][1])]:
        if ((_st_cvars[84 + _t2112] == _t2110) or (_st_cvars[168 + _t2112] == _t2110)):
            _t2113.append(_st_cvars[_t2112])
    return _t2113

# <rulerun evolution.rules: feeding #887 ec219a25>
def _loop(st, _t2110):
    _st_cvars = st.cvars
    _t2115 = []
    for _t2114 in st.zones[(9 + st.model.zone_instances[st.loc[_t2110]][1])]:
        if ((_st_cvars[84 + _t2114] == _t2110) or (_st_cvars[168 + _t2114] == _t2110)):
            _t2115.append(_t2114)
    return _t2115

# <rulerun evolution.rules: feeding #888 601fc066>
def _loop(st, _t2110):
    _st_cvars = st.cvars
    _t2117 = 0
    for _t2116 in st.zones[(9 + st.model.zone_instances[st.loc[_t2110]][1])]:
        if (_st_cvars[84 + _t2116] == _t2110):
            _t2117 += (1 if ((_st_cvars[_t2116] == 'carnivorous') or (_st_cvars[_t2116] == 'high_body_weight')) else (2 if (_st_cvars[_t2116] == 'parasite') else 0))
    return _t2117

# <rulerun evolution.rules: feeding #889 646ae5e6>
def _loop(st, _t2110):
    _st_cvars = st.cvars
    _t2119 = 0
    for _t2118 in st.zones[(9 + st.model.zone_instances[st.loc[_t2110]][1])]:
        if (((_st_cvars[84 + _t2118] == _t2110) and (_st_cvars[_t2118] == 'fat_tissue')) and _st_cvars[252 + _t2118]):
            _t2119 += 1
    return _t2119

# <rulerun evolution.rules: feeding #890 fc558ee1>
def _loop(st, _t2110):
    _st_cvars = st.cvars
    _t2121 = 0
    for _t2120 in st.zones[(9 + st.model.zone_instances[st.loc[_t2110]][1])]:
        if ((_st_cvars[84 + _t2120] == _t2110) and (_st_cvars[_t2120] == 'fat_tissue')):
            _t2121 += 1
    return _t2121

# <rulerun evolution.rules: feeding #891 506124bf>
def _loop(st, _t2110):
    _st_cvars = st.cvars
    _t2123 = 0
    for _t2122 in st.zones[(9 + st.model.zone_instances[st.loc[_t2110]][1])]:
        if ((_st_cvars[84 + _t2122] == _t2110) and (_st_cvars[_t2122] == 'fat_tissue')):
            _t2123 += 1
    return _t2123

# <rulerun evolution.rules: feeding_laps #892 playout 530e13fe>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1607(_k1608)
    _events = len(st.events)
    try:
        _st_vars[6] = 0
        while True:
            _budget1609[0] -= 1
            if _budget1609[0] < 0: _spent1610(st)
            for _t2124 in (_o1611[_st_vars[1]] or []):
                L[2] = _t2124
                _st_vars[4] = (_t2125 if -1000000000000000000 <= (_t2125 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond1612(_t2125))
                _st_vars[5] = False
                if _p1613(st, [_t2124, None, None, None], _d + 1) == 3: return 3
                if _st_vars[5]:
                    _st_vars[6] = 0
                else:
                    _st_vars[6] = (_t2126 if -1000000000000000000 <= (_t2126 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond1612(_t2126))
                if (_st_vars[6] >= 4):
                    if _st_log is not None: _st_log.append(_Text1615(_audience1614(st), ['A full lap passes without any action: the feeding phase ends']))
                    return 2
    except _ExitTo1616 as _exited:
        if _exited.idx != 6: raise
        del st.events[_events:]

# <rulerun evolution.rules: feeding #893 playout 3cd8cb35>
def _native(st, L, _d=0):
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1590(_k1591)
    if _st_log is not None: _st_log.append(_k1592)
    _budget1593[0] -= 1
    if _budget1593[0] < 0: _spent1594(st)
    _i31 = [None, None, None]
    _t2111 = ([_c for _i in [5 + _p for _p in _k1595] for _c in st.zones[_i]] or [])
    _budget1593[0] -= len(_t2111)
    if _budget1593[0] < 0: _spent1594(st)
    for _t2110 in _t2111:
        _i31[2] = _t2110
        if _st_log is not None: _st_log.append(_Text1606(_audience1596(st), ['  ', _plain1598(_text1597(((((('animal ' + _plain1598(_st_cvars[420 + _t2110]) + ' of ' + _player_text1599(st.model.zone_instances[st.loc[_t2110]][1])) + (_text1597(' ' + _plain1598(_a1600(st, _t2110))) if (not not (_a1601(st, _t2110) or ())) else '')) + (' food ' + _plain1598(_st_cvars[504 + _t2110]) + '/' + _plain1598((1 + _a1602(st, _t2110))))) + ((' fat ' + _plain1598(_a1603(st, _t2110)) + '/' + _plain1598(_a1604(st, _t2110))) if (_a1605(st, _t2110) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t2110] == _st_vars[0]) else (' poisoned' if _st_cvars[588 + _t2110] else '')))))]))
    if _p1617(st, [None, None, None], _d + 1) == 3: return 3
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text1606(_audience1596(st), [_plain1598(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0

# <rulerun evolution.rules: extinction_and_new_cards #894 96d6e7cf>
def _loop(st, _t2129):
    _st_cvars = st.cvars
    _t2131 = 0
    for _t2130 in st.zones[(9 + st.model.zone_instances[st.loc[_t2129]][1])]:
        if (_st_cvars[84 + _t2130] == _t2129):
            _t2131 += (1 if ((_st_cvars[_t2130] == 'carnivorous') or (_st_cvars[_t2130] == 'high_body_weight')) else (2 if (_st_cvars[_t2130] == 'parasite') else 0))
    return _t2131

# <rulerun evolution.rules: extinction_and_new_cards #895 a8749e24>
def _loop(st, _i32l0):
    _st_cvars = st.cvars
    _t2138 = []
    for _t2137 in st.zones[(9 + st.model.zone_instances[st.loc[_i32l0]][1])]:
        if ((_st_cvars[84 + _t2137] == _i32l0) or (_st_cvars[168 + _t2137] == _i32l0)):
            _t2138.append(_t2137)
    return _t2138

# <rulerun evolution.rules: extinction_and_new_cards #896 4c830bd1>
def _loop(st):
    for _t2148 in (_k1632 or ()):
        if (st.vars[7 + _t2148] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #897 playout 96be20ec>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1619)
    _t2128 = ([_c for _i in [5 + _p for _p in _k1620] for _c in _st_zones[_i]] or ())
    _budget1621[0] -= len(_t2128)
    if _budget1621[0] < 0: _spent1622(st)
    _t2127 = []
    for _t2129 in _t2128:
        if ((not ((_st_cvars[924 + _t2129] == _st_vars[0]) or (_st_cvars[504 + _t2129] >= (1 + _a1623(st, _t2129))))) or _st_cvars[588 + _t2129]):
            _t2127.append(_t2129)
    L[0] = _t2127
    _t2133 = (L[0] or [])
    _budget1621[0] -= len(_t2133)
    if _budget1621[0] < 0: _spent1622(st)
    for _t2132 in _t2133:
        L[3] = _t2132
        if _st_cvars[588 + _t2132]:
            if _st_log is not None: _st_log.append(_Text1627(_audience1624(st), [_PlayerRef1625(st.model.zone_instances[_st_loc[_t2132]][1]), "'s animal ", _plain1626(_st_cvars[420 + _t2132]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text1627(_audience1624(st), [_PlayerRef1625(st.model.zone_instances[_st_loc[_t2132]][1]), "'s animal ", _plain1626(_st_cvars[420 + _t2132]), ' starves']))
    _t2135 = (L[0] or [])
    _budget1621[0] -= len(_t2135)
    if _budget1621[0] < 0: _spent1622(st)
    for _t2134 in _t2135:
        L[6] = _t2134
        _i32l0 = _t2134
        _i32 = [_i32l0, None, None, None, None]
        _i32[1] = st.model.zone_instances[_st_loc[_i32l0]][1]
        _t2139 = (_a1628(st, _i32l0) or [])
        _budget1621[0] -= len(_t2139)
        if _budget1621[0] < 0: _spent1622(st)
        for _t2136 in _t2139:
            _i32[4] = _t2136
            _i33l0 = _t2136
            _i33 = [_i33l0, None]
            _i33[1] = st.model.zone_instances[_st_loc[_i33l0]][1]
            _st_cvars[252 + _i33l0] = False
            _st_cvars[84 + _i33l0] = None
            _st_cvars[168 + _i33l0] = None
            _st_cvars[_i33l0] = 'no_trait'
            _t2140 = _i33l0
            _t2141 = (13 + _i33[1])
            if type(_t2140) is int and _st_log is None:
                _t2142 = _st_zones[_st_loc[_t2140]]
                if _t2142[-1] == _t2140: _t2142.pop()
                else: _t2142.remove(_t2140)
                _st_zones[_t2141].append(_t2140); _st_loc[_t2140] = _t2141
            elif _t2140 is not None:
                _move_cards1629(st, _t2140, _t2141, False)
        _st_cvars[504 + _i32l0] = 0
        _st_cvars[588 + _i32l0] = False
        _t2143 = _i32l0
        _t2144 = (13 + _i32[1])
        if type(_t2143) is int and _st_log is None:
            _t2145 = _st_zones[_st_loc[_t2143]]
            if _t2145[-1] == _t2143: _t2145.pop()
            else: _t2145.remove(_t2143)
            _st_zones[_t2144].append(_t2143); _st_loc[_t2143] = _t2144
        elif _t2143 is not None:
            _move_cards1629(st, _t2143, _t2144, False)
    if (not _st_vars[2]):
        _i34 = [None, None, None, None, None, None, None, None, None]
        for _t2146 in (_k1630 or []):
            _i34[2] = _t2146
            _st_vars[7 + _t2146] = (6 if ((not _st_zones[(5 + _t2146)]) and (not _st_zones[(1 + _t2146)])) else (1 + len(_st_zones[(5 + _t2146)])))
        for _t2147 in (_o1631[_st_vars[1]] or []):
            _i34[5] = _t2147
            if _st_log is not None: _st_log.append(_Text1627(_audience1624(st), ['Cards owed to ', _PlayerRef1625(_t2147), ': ', _plain1626(_st_vars[7 + _t2147])]))
        while ((not not _st_zones[0]) and _a1633(st)):
            _budget1621[0] -= 1
            if _budget1621[0] < 0: _spent1622(st)
            for _t2150 in (_o1634[_st_vars[1]] or []):
                _i34[8] = _t2150
                if not (((_st_vars[7 + _t2150] > 0) and (not not _st_zones[0]))): continue
                _t2153 = _st_zones[0]
                _t2152 = (1 + _t2150)
                if _st_log is None and _t2153:
                    _t2151 = _t2153.pop(); _st_zones[_t2152].append(_t2151); _st_loc[_t2151] = _t2152
                elif _t2153:
                    _move_cards1629(st, _t2153[-1], _t2152, False)
                _st_vars[7 + _t2150] = (_t2154 if -1000000000000000000 <= (_t2154 := _st_vars[7 + _t2150] - 1) <= 1000000000000000000 else _beyond1635(_t2154))
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text1627(_audience1624(st), ['The deck has run out: the next turn is the last']))
    for _t2155 in ([_c for _i in [5 + _p for _p in _k1636] for _c in _st_zones[_i]] or []):
        L[9] = _t2155
        _st_cvars[504 + _t2155] = 0

# <rulerun evolution.rules: play_turn #898 playout b560dbfe>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit1572(_k1573)
    _budget1574[0] -= 1
    if _budget1574[0] < 0: _spent1575(st)
    _st_vars[0] = (_t2107 if -1000000000000000000 <= (_t2107 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond1576(_t2107))
    _st_vars[2] = (not _st_zones[0])
    if _st_vars[2]:
        if _st_log is not None: _st_log.append(_Text1580(_audience1577(st), ['Turn ', _plain1578(_st_vars[0]), ' (the last turn: the deck is empty); ', _PlayerRef1579(_st_vars[1]), ' is the first player']))
    else:
        if _st_log is not None: _st_log.append(_Text1580(_audience1577(st), ['Turn ', _plain1578(_st_vars[0]), ': ', _PlayerRef1579(_st_vars[1]), ' is the first player; ', _plain1578(len(_st_zones[0])), ' cards in the deck']))
    _i29 = [None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k1581)
    _i29[0] = []
    while (len((_i29[0] or ())) < 4):
        _budget1574[0] -= 1
        if _budget1574[0] < 0: _spent1575(st)
        for _t2108 in (_o1582[_st_vars[1]] or []):
            _i29[3] = _t2108
            if not ((not (_t2108 in (_i29[0] or ())))): continue
            if (not _st_zones[(1 + _t2108)]):
                if _st_log is not None: _st_log.append(_Text1580(_audience1577(st), [_PlayerRef1579(_t2108), ' has no cards and passes']))
                _i29[0] = (_i29[0] + [_t2108])
                if len(_i29[0]) > 1000000: _too_long1583(_i29[0])
            else:
                _t2109 = _st_zones[(1 + _t2108)]
                if _offer1585(st, _i29, _t2109[:]): raise _PlayoutCut1584()
                if (_i29[4] is None):
                    _i29[0] = _joined1586(_i29[0], [_t2108])
                else:
                    if _p1587(st, [_t2108, _i29[4], None, None, None, None, None, None, None]) == 3: return 3
    if _st_log is not None: _st_log.append(_k1588)
    _st_vars[3] = ((_roll1589(st, 1, 6) + 2) if (4 == 2) else (_roll1589(st, 2, 6) if (4 == 3) else ((_roll1589(st, 2, 6) + 2) if (4 == 4) else ((_roll1589(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll1589(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll1589(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll1589(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _st_log is not None: _st_log.append(_Text1580(_audience1577(st), [_PlayerRef1579(_st_vars[1]), ' rolls the food base: ', _plain1578(_st_vars[3]), ' red tokens']))
    if _p1618(st, [], _d + 1) == 3: return 3
    if _p1638(st, _k1637[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: play #899 2ee831e2>
def _native(st, L):
    while True:
        _budget1570[0] -= 1
        if _budget1570[0] < 0: _spent1571(st)
        if _p1639(st, [], 1) == 3: return 3
        if st.vars[2]: break

# <rulerun evolution.rules: play #900 d2ac554e>
def _loop(st, _t2156):
    _st_cvars = st.cvars
    _t2159 = 0
    for _t2158 in st.zones[(9 + _t2156)]:
        _t2159 += (1 + (1 if ((_st_cvars[_t2158] == 'carnivorous') or (_st_cvars[_t2158] == 'high_body_weight')) else (2 if (_st_cvars[_t2158] == 'parasite') else 0)))
    return _t2159

# <rulerun evolution.rules: play #901 20166041>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i36 = [None, None, None, None, None, None, None, None]
    _t2157 = (_k1640 or [])
    _budget1641[0] -= len(_t2157)
    if _budget1641[0] < 0: _spent1642(st)
    for _t2156 in _t2157:
        _i36[2] = _t2156
        if _st_log is not None: _st_log.append(_Text1647(_audience1643(st), [_PlayerRef1644(_t2156), ': ', _plain1645(len(_st_zones[(5 + _t2156)])), ' animals, ', _plain1645(len(_st_zones[(9 + _t2156)])), ' trait cards, ', _plain1645(((2 * len(_st_zones[(5 + _t2156)])) + _a1646(st, _t2156))), ' points; ', _plain1645(len(_st_zones[(13 + _t2156)])), ' cards in the discard pile']))
    if False:
        _i36[3] = _range1648(1, 4)
        for _t2160 in (_k1649 or []):
            _i36[6] = _t2160
            _i36[7] = _random_item1650(st, _i36[3])
            st.vars[12 + _t2160] = _i36[7]
            _i36[3] = _remove1651(st, _i36[3], _i36[7])
    _end_game1652(st, None, False); return 3

# <rulerun evolution.rules: play #902 f39cff64>
def _native(st, L):
    return st.vars[2]

# <rulerun evolution.rules: play_turn #903 e3657428>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1655(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1656(_k1657)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run1658(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1656(_k1659)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run1660(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1661)

# <rulerun evolution.rules: development #904 cd9b13cc>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1662[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1665)
            _r = _run1666(st, L)
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
            L[1] = (_o1667[st.vars[1]] or []); L[2] = 0
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
            _r = _run1668(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer1669(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run1670(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            _a = [L[3], L[4], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1671(_k1672)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit1664(_k, st, _d0): raise _Runaway1663()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit1664(_k, st, _d0): raise _Runaway1663()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1673)

# <rulerun evolution.rules: play_card #905 345b4ba7>
def _loop(st, _t2165):
    _st_cvars = st.cvars
    for _t2167 in st.zones[(9 + st.model.zone_instances[st.loc[_t2165]][1])]:
        if ((_st_cvars[84 + _t2167] == _t2165) and (_st_cvars[_t2167] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #906 8e226a66>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t2164 = ([_c for _i in [5 + _p for _p in _k1682] for _c in st.zones[_i]] or ())
    _budget1683[0] -= len(_t2164)
    if _budget1683[0] < 0: _spent1684(st)
    _t2166 = []
    for _t2165 in _t2164:
        if ((st.model.zone_instances[_st_loc[_t2165]][1] != _l0) and (not _a1685(st, _t2165))):
            _t2166.append(_t2165)
    return _t2166

# <rulerun evolution.rules: play_card #907 978f1b87>
def _loop(st, L, _t2173, _t2177):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t2178 in st.zones[(9 + st.model.zone_instances[st.loc[_t2173]][1])]:
        if ((_st_cvars[_t2178] == _l3) and (((_st_cvars[84 + _t2178] == _t2173) and (_st_cvars[168 + _t2178] == _t2177)) or ((_st_cvars[84 + _t2178] == _t2177) and (_st_cvars[168 + _t2178] == _t2173)))):
            return True
    return False

# <rulerun evolution.rules: play_card #908 e7ac3f28>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t2172 = _st_zones[(5 + _l0)]
    _budget1690[0] -= len(_t2172)
    if _budget1690[0] < 0: _spent1691(st)
    _t2174 = []
    for _t2173 in _t2172:
        _t2176 = _st_zones[(5 + _l0)]
        _budget1690[0] -= len(_t2176)
        if _budget1690[0] < 0: _spent1691(st)
        _t2175 = False
        for _t2177 in _t2176:
            if ((_t2173 != _t2177) and (not _a1692(st, L, _t2173, _t2177))):
                _t2175 = True
                break
        if _t2175:
            _t2174.append(_t2173)
    return _t2174

# <rulerun evolution.rules: play_card #909 943dc9c3>
def _loop(st, L, _t2184):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t2186 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t2186] == _l3) and (((_st_cvars[84 + _t2186] == _l5) and (_st_cvars[168 + _t2186] == _t2184)) or ((_st_cvars[84 + _t2186] == _t2184) and (_st_cvars[168 + _t2186] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #910 cd21831f>
def _loop(st, L):
    _l5 = L[5]
    _t2183 = st.zones[(5 + L[0])]
    _budget1696[0] -= len(_t2183)
    if _budget1696[0] < 0: _spent1697(st)
    _t2185 = []
    for _t2184 in _t2183:
        if ((_l5 != _t2184) and (not _a1698(st, L, _t2184))):
            _t2185.append(_t2184)
    return _t2185

# <rulerun evolution.rules: play_card #911 cd764bd7>
def _loop(st, L, _t2195):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t2197 in st.zones[(9 + st.model.zone_instances[st.loc[_t2195]][1])]:
        if ((_st_cvars[84 + _t2197] == _t2195) and (_st_cvars[_t2197] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #912 fe7c2127>
def _loop(st, _t2195):
    _st_cvars = st.cvars
    for _t2199 in st.zones[(9 + st.model.zone_instances[st.loc[_t2195]][1])]:
        if ((_st_cvars[84 + _t2199] == _t2195) and (_st_cvars[_t2199] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #913 d08ad12b>
def _loop(st, _t2195):
    _st_cvars = st.cvars
    for _t2201 in st.zones[(9 + st.model.zone_instances[st.loc[_t2195]][1])]:
        if ((_st_cvars[84 + _t2201] == _t2195) and (_st_cvars[_t2201] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #914 5b725842>
def _loop(st, L):
    _l3 = L[3]
    _t2194 = st.zones[(5 + L[0])]
    _budget1707[0] -= len(_t2194)
    if _budget1707[0] < 0: _spent1708(st)
    _t2196 = []
    for _t2195 in _t2194:
        if ((((_l3 == 'fat_tissue') or (not _a1709(st, L, _t2195))) and (not ((_l3 == 'scavenger') and _a1710(st, _t2195)))) and (not ((_l3 == 'carnivorous') and _a1711(st, _t2195)))):
            _t2196.append(_t2195)
    return _t2196

# <rulerun evolution.rules: play_card #915 8620a092>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1676(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t2161 = L[0]
            _t2162 = len(_o)
            if not _t2162: _no_option1678(_t2161, 'play it as')
            if _t2162 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2162 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2163 = st.chooser(_t2162, _t2161)
                else:
                    _t2163 = _st_bits(_t2162.bit_length())
                    while _t2163 >= _t2162: _t2163 = _st_bits(_t2162.bit_length())
                L[3] = _o[_t2163]; st.decisions += 1
                if st.thread_player is not None: _answered1679(st, _t2163)
            elif _decide1680(st, L, _o, _t2161): return True
            pc = 2
        if pc == 2:
            _r = _run1681(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_a1686(st, L) or [])
            fr[1] = 5
            _t2169 = L[0]
            _t2170 = len(_o)
            if not _t2170: _no_option1678(_t2169, 'animal to put the parasite on')
            if _t2170 <= 1 and _st_log is None:
                L[4] = _o[0] if _t2170 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2171 = st.chooser(_t2170, _t2169)
                else:
                    _t2171 = _st_bits(_t2170.bit_length())
                    while _t2171 >= _t2170: _t2171 = _st_bits(_t2170.bit_length())
                L[4] = _o[_t2171]; st.decisions += 1
                if st.thread_player is not None: _answered1679(st, _t2171)
            elif _decide1688(st, L, _o, _t2169): return True
            pc = 5
        if pc == 5:
            _r = _run1689(st, L)
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
            _o = (_a1693(st, L) or [])
            fr[1] = 9
            _t2180 = L[0]
            _t2181 = len(_o)
            if not _t2181: _no_option1678(_t2180, 'first animal of the pair')
            if _t2181 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2181 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2182 = st.chooser(_t2181, _t2180)
                else:
                    _t2182 = _st_bits(_t2181.bit_length())
                    while _t2182 >= _t2181: _t2182 = _st_bits(_t2181.bit_length())
                L[5] = _o[_t2182]; st.decisions += 1
                if st.thread_player is not None: _answered1679(st, _t2182)
            elif _decide1695(st, L, _o, _t2180): return True
            pc = 9
        if pc == 9:
            _o = (_a1699(st, L) or [])
            fr[1] = 10
            _t2188 = L[0]
            _t2189 = len(_o)
            if not _t2189: _no_option1678(_t2188, 'second animal of the pair')
            if _t2189 <= 1 and _st_log is None:
                L[6] = _o[0] if _t2189 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2190 = st.chooser(_t2189, _t2188)
                else:
                    _t2190 = _st_bits(_t2189.bit_length())
                    while _t2190 >= _t2189: _t2190 = _st_bits(_t2189.bit_length())
                L[6] = _o[_t2190]; st.decisions += 1
                if st.thread_player is not None: _answered1679(st, _t2190)
            elif _decide1701(st, L, _o, _t2188): return True
            pc = 10
        if pc == 10:
            _r = _run1702(st, L)
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
            _t2191 = L[0]
            _t2192 = len(_o)
            if not _t2192: _no_option1678(_t2191, 'the symbiont')
            if _t2192 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2192 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2193 = st.chooser(_t2192, _t2191)
                else:
                    _t2193 = _st_bits(_t2192.bit_length())
                    while _t2193 >= _t2192: _t2193 = _st_bits(_t2192.bit_length())
                L[7] = _o[_t2193]; st.decisions += 1
                if st.thread_player is not None: _answered1679(st, _t2193)
            elif _decide1704(st, L, _o, _t2191): return True
            pc = 13
        if pc == 13:
            _r = _run1705(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run1706(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a1712(st, L) or [])
            fr[1] = 18
            _t2203 = L[0]
            _t2204 = len(_o)
            if not _t2204: _no_option1678(_t2203, 'animal to give it to')
            if _t2204 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2204 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2205 = st.chooser(_t2204, _t2203)
                else:
                    _t2205 = _st_bits(_t2204.bit_length())
                    while _t2205 >= _t2204: _t2205 = _st_bits(_t2204.bit_length())
                L[8] = _o[_t2205]; st.decisions += 1
                if st.thread_player is not None: _answered1679(st, _t2205)
            elif _decide1714(st, L, _o, _t2203): return True
            pc = 18
        if pc == 18:
            _r = _run1715(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1716)

# <rulerun evolution.rules: determining_the_food_base #916 5bba8f34>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1719(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1720)

# <rulerun evolution.rules: feeding #917 ebea8423>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1723)
            _r = _run1724(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1725(_k1726)
            fr[1] = 3; st.cur.append([6, 0, _a]); return None
        if pc == 3:
            _r = _run1727(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1728)

# <rulerun evolution.rules: show_animals #918 887d87d0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1731(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1732)

# <rulerun evolution.rules: feeding_laps #919 c776909d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1733[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1736(st, L)
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
            L[0] = (_o1737[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run1738(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1739(_k1740)
            fr[1] = 6; st.cur.append([8, 0, _a]); return None
        if pc == 6:
            _r = _run1741(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit1735(_k, st, _d0): raise _Runaway1734()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1735(_k, st, _d0): raise _Runaway1734()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1742)

# <rulerun evolution.rules: feeding_end_check #920 0e0365c5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1745(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1746)

# <rulerun evolution.rules: feeding_turn_of #921 005a997c>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1747[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1750(st, L)
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
            _r = _run1751(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t2206 = L[0]
            _t2207 = len(_o)
            if not _t2207: _no_option1753(_t2206, 'feeding action')
            if _t2207 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2207 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2208 = st.chooser(_t2207, _t2206)
                else:
                    _t2208 = _st_bits(_t2207.bit_length())
                    while _t2208 >= _t2207: _t2208 = _st_bits(_t2207.bit_length())
                L[3] = _o[_t2208]; st.decisions += 1
                if st.thread_player is not None: _answered1754(st, _t2208)
            elif _decide1755(st, L, _o, _t2206): return True
            pc = 4
        if pc == 4:
            _r = _run1756(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run1757(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit1758(_k1759)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run1760(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit1758(_k1761)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run1762(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1758(_k1763)
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
            if len(st.cur) >= 500: raise _RuleLimit1758(_k1764)
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
            if len(st.cur) >= 500: raise _RuleLimit1758(_k1765)
            fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit1758(_k1766)
            fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1749(_k, st, _d0): raise _Runaway1748()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1767)

# <rulerun evolution.rules: take_food #922 6d45cf13>
def _loop(st, _t2210):
    _st_cvars = st.cvars
    _t2213 = 0
    for _t2212 in st.zones[(9 + st.model.zone_instances[st.loc[_t2210]][1])]:
        if (_st_cvars[84 + _t2212] == _t2210):
            _t2213 += (1 if ((_st_cvars[_t2212] == 'carnivorous') or (_st_cvars[_t2212] == 'high_body_weight')) else (2 if (_st_cvars[_t2212] == 'parasite') else 0))
    return _t2213

# <rulerun evolution.rules: take_food #923 b7cb66fa>
def _loop(st, _t2210):
    _st_cvars = st.cvars
    _t2215 = 0
    for _t2214 in st.zones[(9 + st.model.zone_instances[st.loc[_t2210]][1])]:
        if (((_st_cvars[84 + _t2214] == _t2210) and (_st_cvars[_t2214] == 'fat_tissue')) and _st_cvars[252 + _t2214]):
            _t2215 += 1
    return _t2215

# <rulerun evolution.rules: take_food #924 3a33504d>
def _loop(st, _t2210):
    _st_cvars = st.cvars
    _t2217 = 0
    for _t2216 in st.zones[(9 + st.model.zone_instances[st.loc[_t2210]][1])]:
        if ((_st_cvars[84 + _t2216] == _t2210) and (_st_cvars[_t2216] == 'fat_tissue')):
            _t2217 += 1
    return _t2217

# <rulerun evolution.rules: take_food #925 03b01c0a>
def _loop(st, _t2219):
    _st_cvars = st.cvars
    _t2222 = 0
    for _t2221 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2219]]][1])]:
        if (_st_cvars[84 + _t2221] == _st_cvars[84 + _t2219]):
            _t2222 += (1 if ((_st_cvars[_t2221] == 'carnivorous') or (_st_cvars[_t2221] == 'high_body_weight')) else (2 if (_st_cvars[_t2221] == 'parasite') else 0))
    return _t2222

# <rulerun evolution.rules: take_food #926 0cce78c4>
def _loop(st, _t2210):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2218 = st.zones[(9 + st.model.zone_instances[st.loc[_t2210]][1])]
    _budget1775[0] -= len(_t2218)
    if _budget1775[0] < 0: _spent1776(st)
    for _t2219 in _t2218:
        if (((_st_cvars[_t2219] == 'symbiosis') and (_st_cvars[168 + _t2219] == _t2210)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2219]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2219]] >= (1 + _a1777(st, _t2219)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #927 d9b25747>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2209 = st.zones[(5 + L[0])]
    _budget1770[0] -= len(_t2209)
    if _budget1770[0] < 0: _spent1771(st)
    _t2211 = []
    for _t2210 in _t2209:
        if ((not ((_st_cvars[924 + _t2210] == _st_vars[0]) or ((_st_cvars[504 + _t2210] >= (1 + _a1772(st, _t2210))) and (_a1773(st, _t2210) >= _a1774(st, _t2210))))) and (not _a1778(st, _t2210))):
            _t2211.append(_t2210)
    return _t2211

# <rulerun evolution.rules: take_food #928 8e30878b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1779(st, L) or [])
            fr[1] = 1
            _t2223 = L[0]
            _t2224 = len(_o)
            if not _t2224: _no_option1781(_t2223, 'animal to feed')
            if _t2224 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2224 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2225 = st.chooser(_t2224, _t2223)
                else:
                    _t2225 = _st_bits(_t2224.bit_length())
                    while _t2225 >= _t2224: _t2225 = _st_bits(_t2224.bit_length())
                L[1] = _o[_t2225]; st.decisions += 1
                if st.thread_player is not None: _answered1782(st, _t2225)
            elif _decide1783(st, L, _o, _t2223): return True
            pc = 1
        if pc == 1:
            _r = _run1784(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1785(_k1786)
            fr[1] = 3; st.cur.append([11, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1787)

# <rulerun evolution.rules: convert_fat #929 e389557f>
def _loop(st, _t2227):
    _st_cvars = st.cvars
    _t2230 = 0
    for _t2229 in st.zones[(9 + st.model.zone_instances[st.loc[_t2227]][1])]:
        if (_st_cvars[84 + _t2229] == _t2227):
            _t2230 += (1 if ((_st_cvars[_t2229] == 'carnivorous') or (_st_cvars[_t2229] == 'high_body_weight')) else (2 if (_st_cvars[_t2229] == 'parasite') else 0))
    return _t2230

# <rulerun evolution.rules: convert_fat #930 2dfb867c>
def _loop(st, _t2227):
    _st_cvars = st.cvars
    _t2232 = 0
    for _t2231 in st.zones[(9 + st.model.zone_instances[st.loc[_t2227]][1])]:
        if (((_st_cvars[84 + _t2231] == _t2227) and (_st_cvars[_t2231] == 'fat_tissue')) and _st_cvars[252 + _t2231]):
            _t2232 += 1
    return _t2232

# <rulerun evolution.rules: convert_fat #931 911ede5a>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2226 = st.zones[(5 + L[0])]
    _budget1790[0] -= len(_t2226)
    if _budget1790[0] < 0: _spent1791(st)
    _t2228 = []
    for _t2227 in _t2226:
        if ((not ((_st_cvars[924 + _t2227] == _st_vars[0]) or (_st_cvars[504 + _t2227] >= (1 + _a1792(st, _t2227))))) and (_a1793(st, _t2227) > 0)):
            _t2228.append(_t2227)
    return _t2228

# <rulerun evolution.rules: convert_fat #932 b79c150c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2237 = 0
    for _t2236 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t2236] == L[1]) and (_st_cvars[_t2236] == 'fat_tissue')) and _st_cvars[252 + _t2236]):
            _t2237 += 1
    return _t2237

# <rulerun evolution.rules: convert_fat #933 45a9b15d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2239 = 0
    for _t2238 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t2238] == L[1]):
            _t2239 += (1 if ((_st_cvars[_t2238] == 'carnivorous') or (_st_cvars[_t2238] == 'high_body_weight')) else (2 if (_st_cvars[_t2238] == 'parasite') else 0))
    return _t2239

# <rulerun evolution.rules: convert_fat #934 306a68ea>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1794(st, L) or [])
            fr[1] = 1
            _t2233 = L[0]
            _t2234 = len(_o)
            if not _t2234: _no_option1796(_t2233, 'animal to convert fat on')
            if _t2234 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2234 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2235 = st.chooser(_t2234, _t2233)
                else:
                    _t2235 = _st_bits(_t2234.bit_length())
                    while _t2235 >= _t2234: _t2235 = _st_bits(_t2234.bit_length())
                L[1] = _o[_t2235]; st.decisions += 1
                if st.thread_player is not None: _answered1797(st, _t2235)
            elif _decide1798(st, L, _o, _t2233): return True
            pc = 1
        if pc == 1:
            _o = (_range1799(1, min(_a1800(st, L), (_t2240 if -1000000000000000000 <= (_t2240 := ((1 + _a1801(st, L)) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond1802(_t2240)))) or [])
            fr[1] = 2
            _t2241 = L[0]
            _t2242 = len(_o)
            if not _t2242: _no_option1796(_t2241, 'yellow tokens to convert')
            if _t2242 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2242 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2243 = st.chooser(_t2242, _t2241)
                else:
                    _t2243 = _st_bits(_t2242.bit_length())
                    while _t2243 >= _t2242: _t2243 = _st_bits(_t2242.bit_length())
                L[2] = _o[_t2243]; st.decisions += 1
                if st.thread_player is not None: _answered1797(st, _t2243)
            elif _decide1804(st, L, _o, _t2241): return True
            pc = 2
        if pc == 2:
            _r = _run1805(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1806)

# <rulerun evolution.rules: receive #935 e8ec74a2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1809(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1810(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 5
        if pc == 3:
            _r = _run1811(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1812(st, fr): return True
            return None
        if pc == 5:
            _step1813(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1814)

# <rulerun evolution.rules: paired_triggers #936 07d96671>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1815[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if True:
                pc = 1
            else:
                pc = 11
        if pc == 1:
            _r = _run1818(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            if _offer1819(st, L, _o): return True
            pc = 3
        if pc == 3:
            _r = _run1820(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run1821(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1822(_k1823)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run1824(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1822(_k1825)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit1817(_k, st, _d0): raise _Runaway1816()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1826)

# <rulerun evolution.rules: piracy #937 f046c321>
def _loop(st, _t2245):
    _st_cvars = st.cvars
    for _t2247 in st.zones[(9 + st.model.zone_instances[st.loc[_t2245]][1])]:
        if ((_st_cvars[84 + _t2247] == _t2245) and (_st_cvars[_t2247] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #938 6d02ab9d>
def _loop(st, _t2245):
    _st_cvars = st.cvars
    _t2250 = 0
    for _t2249 in st.zones[(9 + st.model.zone_instances[st.loc[_t2245]][1])]:
        if (_st_cvars[84 + _t2249] == _t2245):
            _t2250 += (1 if ((_st_cvars[_t2249] == 'carnivorous') or (_st_cvars[_t2249] == 'high_body_weight')) else (2 if (_st_cvars[_t2249] == 'parasite') else 0))
    return _t2250

# <rulerun evolution.rules: piracy #939 a142ff1d>
def _loop(st, _t2245):
    _st_cvars = st.cvars
    _t2252 = 0
    for _t2251 in st.zones[(9 + st.model.zone_instances[st.loc[_t2245]][1])]:
        if (_st_cvars[84 + _t2251] == _t2245):
            _t2252 += (1 if ((_st_cvars[_t2251] == 'carnivorous') or (_st_cvars[_t2251] == 'high_body_weight')) else (2 if (_st_cvars[_t2251] == 'parasite') else 0))
    return _t2252

# <rulerun evolution.rules: piracy #940 c69f144c>
def _loop(st, _t2245):
    _st_cvars = st.cvars
    _t2254 = 0
    for _t2253 in st.zones[(9 + st.model.zone_instances[st.loc[_t2245]][1])]:
        if (((_st_cvars[84 + _t2253] == _t2245) and (_st_cvars[_t2253] == 'fat_tissue')) and _st_cvars[252 + _t2253]):
            _t2254 += 1
    return _t2254

# <rulerun evolution.rules: piracy #941 de4bf48c>
def _loop(st, _t2245):
    _st_cvars = st.cvars
    _t2256 = 0
    for _t2255 in st.zones[(9 + st.model.zone_instances[st.loc[_t2245]][1])]:
        if ((_st_cvars[84 + _t2255] == _t2245) and (_st_cvars[_t2255] == 'fat_tissue')):
            _t2256 += 1
    return _t2256

# <rulerun evolution.rules: piracy #942 26556d7d>
def _loop(st, _t2258):
    _st_cvars = st.cvars
    _t2261 = 0
    for _t2260 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2258]]][1])]:
        if (_st_cvars[84 + _t2260] == _st_cvars[84 + _t2258]):
            _t2261 += (1 if ((_st_cvars[_t2260] == 'carnivorous') or (_st_cvars[_t2260] == 'high_body_weight')) else (2 if (_st_cvars[_t2260] == 'parasite') else 0))
    return _t2261

# <rulerun evolution.rules: piracy #943 a23c281e>
def _loop(st, _t2245):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2257 = st.zones[(9 + st.model.zone_instances[st.loc[_t2245]][1])]
    _budget1836[0] -= len(_t2257)
    if _budget1836[0] < 0: _spent1837(st)
    for _t2258 in _t2257:
        if (((_st_cvars[_t2258] == 'symbiosis') and (_st_cvars[168 + _t2258] == _t2245)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2258]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2258]] >= (1 + _a1838(st, _t2258)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #944 c785d4c3>
def _loop(st, _t2263):
    _st_cvars = st.cvars
    _t2266 = 0
    for _t2265 in st.zones[(9 + st.model.zone_instances[st.loc[_t2263]][1])]:
        if (_st_cvars[84 + _t2265] == _t2263):
            _t2266 += (1 if ((_st_cvars[_t2265] == 'carnivorous') or (_st_cvars[_t2265] == 'high_body_weight')) else (2 if (_st_cvars[_t2265] == 'parasite') else 0))
    return _t2266

# <rulerun evolution.rules: piracy #945 6cc94062>
def _loop(st, _t2245):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2262 = ([_c for _i in [5 + _p for _p in _k1840] for _c in st.zones[_i]] or ())
    _budget1841[0] -= len(_t2262)
    if _budget1841[0] < 0: _spent1842(st)
    for _t2263 in _t2262:
        if ((_t2263 != _t2245) and ((not ((_st_cvars[924 + _t2263] == _st_vars[0]) or (_st_cvars[504 + _t2263] >= (1 + _a1843(st, _t2263))))) and (_st_cvars[504 + _t2263] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #946 338a910b>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2244 = st.zones[(5 + L[0])]
    _budget1829[0] -= len(_t2244)
    if _budget1829[0] < 0: _spent1830(st)
    _t2246 = []
    for _t2245 in _t2244:
        if ((((_a1831(st, _t2245) and (_st_cvars[756 + _t2245] != _st_vars[0])) and (not ((_st_cvars[924 + _t2245] == _st_vars[0]) or (_st_cvars[504 + _t2245] >= (1 + _a1832(st, _t2245)))))) and ((not ((_st_cvars[924 + _t2245] == _st_vars[0]) or ((_st_cvars[504 + _t2245] >= (1 + _a1833(st, _t2245))) and (_a1834(st, _t2245) >= _a1835(st, _t2245))))) and (not _a1839(st, _t2245)))) and _a1844(st, _t2245)):
            _t2246.append(_t2245)
    return _t2246

# <rulerun evolution.rules: piracy #947 c5a01487>
def _loop(st, _t2271):
    _st_cvars = st.cvars
    _t2274 = 0
    for _t2273 in st.zones[(9 + st.model.zone_instances[st.loc[_t2271]][1])]:
        if (_st_cvars[84 + _t2273] == _t2271):
            _t2274 += (1 if ((_st_cvars[_t2273] == 'carnivorous') or (_st_cvars[_t2273] == 'high_body_weight')) else (2 if (_st_cvars[_t2273] == 'parasite') else 0))
    return _t2274

# <rulerun evolution.rules: piracy #948 70fffa56>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2270 = ([_c for _i in [5 + _p for _p in _k1850] for _c in st.zones[_i]] or ())
    _budget1851[0] -= len(_t2270)
    if _budget1851[0] < 0: _spent1852(st)
    _t2272 = []
    for _t2271 in _t2270:
        if ((_t2271 != _l1) and ((not ((_st_cvars[924 + _t2271] == _st_vars[0]) or (_st_cvars[504 + _t2271] >= (1 + _a1853(st, _t2271))))) and (_st_cvars[504 + _t2271] > 0))):
            _t2272.append(_t2271)
    return _t2272

# <rulerun evolution.rules: piracy #949 317b9a5d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1845(st, L) or [])
            fr[1] = 1
            _t2267 = L[0]
            _t2268 = len(_o)
            if not _t2268: _no_option1847(_t2267, 'pirate')
            if _t2268 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2268 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2269 = st.chooser(_t2268, _t2267)
                else:
                    _t2269 = _st_bits(_t2268.bit_length())
                    while _t2269 >= _t2268: _t2269 = _st_bits(_t2268.bit_length())
                L[1] = _o[_t2269]; st.decisions += 1
                if st.thread_player is not None: _answered1848(st, _t2269)
            elif _decide1849(st, L, _o, _t2267): return True
            pc = 1
        if pc == 1:
            _o = (_a1854(st, L) or [])
            fr[1] = 2
            _t2275 = L[0]
            _t2276 = len(_o)
            if not _t2276: _no_option1847(_t2275, 'animal to rob')
            if _t2276 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2276 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2277 = st.chooser(_t2276, _t2275)
                else:
                    _t2277 = _st_bits(_t2276.bit_length())
                    while _t2277 >= _t2276: _t2277 = _st_bits(_t2276.bit_length())
                L[2] = _o[_t2277]; st.decisions += 1
                if st.thread_player is not None: _answered1848(st, _t2277)
            elif _decide1856(st, L, _o, _t2275): return True
            pc = 2
        if pc == 2:
            _r = _run1857(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1858(_k1859)
            fr[1] = 4; st.cur.append([11, 0, _a]); return None
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1860)

# <rulerun evolution.rules: grazing #950 e318a0e1>
def _loop(st, _t2279):
    _st_cvars = st.cvars
    for _t2281 in st.zones[(9 + st.model.zone_instances[st.loc[_t2279]][1])]:
        if ((_st_cvars[84 + _t2281] == _t2279) and (_st_cvars[_t2281] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #951 9dc9cdbc>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2278 = st.zones[(5 + L[0])]
    _budget1863[0] -= len(_t2278)
    if _budget1863[0] < 0: _spent1864(st)
    _t2280 = []
    for _t2279 in _t2278:
        if ((_a1865(st, _t2279) and (_st_cvars[840 + _t2279] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t2280.append(_t2279)
    return _t2280

# <rulerun evolution.rules: grazing #952 d9f1c696>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1866(st, L) or [])
            fr[1] = 1
            _t2283 = L[0]
            _t2284 = len(_o)
            if not _t2284: _no_option1868(_t2283, 'grazing animal')
            if _t2284 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2284 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2285 = st.chooser(_t2284, _t2283)
                else:
                    _t2285 = _st_bits(_t2284.bit_length())
                    while _t2285 >= _t2284: _t2285 = _st_bits(_t2284.bit_length())
                L[1] = _o[_t2285]; st.decisions += 1
                if st.thread_player is not None: _answered1869(st, _t2285)
            elif _decide1870(st, L, _o, _t2283): return True
            pc = 1
        if pc == 1:
            _r = _run1871(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1872)

# <rulerun evolution.rules: hibernation #953 cf26e45c>
def _loop(st, _t2287):
    _st_cvars = st.cvars
    for _t2289 in st.zones[(9 + st.model.zone_instances[st.loc[_t2287]][1])]:
        if ((_st_cvars[84 + _t2289] == _t2287) and (_st_cvars[_t2289] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #954 5eee5539>
def _loop(st, _t2287):
    _st_cvars = st.cvars
    _t2292 = 0
    for _t2291 in st.zones[(9 + st.model.zone_instances[st.loc[_t2287]][1])]:
        if (_st_cvars[84 + _t2291] == _t2287):
            _t2292 += (1 if ((_st_cvars[_t2291] == 'carnivorous') or (_st_cvars[_t2291] == 'high_body_weight')) else (2 if (_st_cvars[_t2291] == 'parasite') else 0))
    return _t2292

# <rulerun evolution.rules: hibernation #955 4458dc3d>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2286 = st.zones[(5 + L[0])]
    _budget1875[0] -= len(_t2286)
    if _budget1875[0] < 0: _spent1876(st)
    _t2288 = []
    for _t2287 in _t2286:
        if ((((_a1877(st, _t2287) and (_st_cvars[924 + _t2287] != _st_vars[0])) and (_st_cvars[924 + _t2287] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t2287] == _st_vars[0]) or (_st_cvars[504 + _t2287] >= (1 + _a1878(st, _t2287)))))):
            _t2288.append(_t2287)
    return _t2288

# <rulerun evolution.rules: hibernation #956 05ed5bf0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1879(st, L) or [])
            fr[1] = 1
            _t2293 = L[0]
            _t2294 = len(_o)
            if not _t2294: _no_option1881(_t2293, 'animal to hibernate')
            if _t2294 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2294 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2295 = st.chooser(_t2294, _t2293)
                else:
                    _t2295 = _st_bits(_t2294.bit_length())
                    while _t2295 >= _t2294: _t2295 = _st_bits(_t2294.bit_length())
                L[1] = _o[_t2295]; st.decisions += 1
                if st.thread_player is not None: _answered1882(st, _t2295)
            elif _decide1883(st, L, _o, _t2293): return True
            pc = 1
        if pc == 1:
            _r = _run1884(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1885)

# <rulerun evolution.rules: attack_action #957 60aa99c8>
def _loop(st, _t2297):
    _st_cvars = st.cvars
    for _t2299 in st.zones[(9 + st.model.zone_instances[st.loc[_t2297]][1])]:
        if ((_st_cvars[84 + _t2299] == _t2297) and (_st_cvars[_t2299] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #958 ca6dd117>
def _loop(st, _t2297):
    _st_cvars = st.cvars
    _t2302 = 0
    for _t2301 in st.zones[(9 + st.model.zone_instances[st.loc[_t2297]][1])]:
        if (_st_cvars[84 + _t2301] == _t2297):
            _t2302 += (1 if ((_st_cvars[_t2301] == 'carnivorous') or (_st_cvars[_t2301] == 'high_body_weight')) else (2 if (_st_cvars[_t2301] == 'parasite') else 0))
    return _t2302

# <rulerun evolution.rules: attack_action #959 3d686720>
def _loop(st, _t2297):
    _st_cvars = st.cvars
    _t2304 = 0
    for _t2303 in st.zones[(9 + st.model.zone_instances[st.loc[_t2297]][1])]:
        if (((_st_cvars[84 + _t2303] == _t2297) and (_st_cvars[_t2303] == 'fat_tissue')) and _st_cvars[252 + _t2303]):
            _t2304 += 1
    return _t2304

# <rulerun evolution.rules: attack_action #960 bc9d726c>
def _loop(st, _t2297):
    _st_cvars = st.cvars
    _t2306 = 0
    for _t2305 in st.zones[(9 + st.model.zone_instances[st.loc[_t2297]][1])]:
        if ((_st_cvars[84 + _t2305] == _t2297) and (_st_cvars[_t2305] == 'fat_tissue')):
            _t2306 += 1
    return _t2306

# <rulerun evolution.rules: attack_action #961 a7ee437a>
def _loop(st, _t2308):
    _st_cvars = st.cvars
    _t2311 = 0
    for _t2310 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2308]]][1])]:
        if (_st_cvars[84 + _t2310] == _st_cvars[84 + _t2308]):
            _t2311 += (1 if ((_st_cvars[_t2310] == 'carnivorous') or (_st_cvars[_t2310] == 'high_body_weight')) else (2 if (_st_cvars[_t2310] == 'parasite') else 0))
    return _t2311

# <rulerun evolution.rules: attack_action #962 a47e326e>
def _loop(st, _t2297):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2307 = st.zones[(9 + st.model.zone_instances[st.loc[_t2297]][1])]
    _budget1894[0] -= len(_t2307)
    if _budget1894[0] < 0: _spent1895(st)
    for _t2308 in _t2307:
        if (((_st_cvars[_t2308] == 'symbiosis') and (_st_cvars[168 + _t2308] == _t2297)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2308]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2308]] >= (1 + _a1896(st, _t2308)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #963 f6eb8c30>
def _loop(st, _t2313):
    _st_cvars = st.cvars
    for _t2315 in st.zones[(9 + st.model.zone_instances[st.loc[_t2313]][1])]:
        if ((_st_cvars[84 + _t2315] == _t2313) and (_st_cvars[_t2315] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #964 f25780ad>
def _loop(st, _t2297):
    _st_cvars = st.cvars
    for _t2317 in st.zones[(9 + st.model.zone_instances[st.loc[_t2297]][1])]:
        if ((_st_cvars[84 + _t2317] == _t2297) and (_st_cvars[_t2317] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #965 ea7483f2>
def _loop(st, _t2313):
    _st_cvars = st.cvars
    for _t2321 in st.zones[(9 + st.model.zone_instances[st.loc[_t2313]][1])]:
        if ((_st_cvars[84 + _t2321] == _t2313) and (_st_cvars[_t2321] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #966 a6201d4c>
def _loop(st, _t2297):
    _st_cvars = st.cvars
    for _t2323 in st.zones[(9 + st.model.zone_instances[st.loc[_t2297]][1])]:
        if ((_st_cvars[84 + _t2323] == _t2297) and (_st_cvars[_t2323] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #967 f0778af5>
def _loop(st, _t2313):
    _st_cvars = st.cvars
    for _t2327 in st.zones[(9 + st.model.zone_instances[st.loc[_t2313]][1])]:
        if ((_st_cvars[84 + _t2327] == _t2313) and (_st_cvars[_t2327] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #968 5aa4a514>
def _loop(st, _t2297):
    _st_cvars = st.cvars
    for _t2329 in st.zones[(9 + st.model.zone_instances[st.loc[_t2297]][1])]:
        if ((_st_cvars[84 + _t2329] == _t2297) and (_st_cvars[_t2329] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #969 616ec9c9>
def _loop(st, _t2313):
    _st_cvars = st.cvars
    for _t2333 in st.zones[(9 + st.model.zone_instances[st.loc[_t2313]][1])]:
        if ((_st_cvars[84 + _t2333] == _t2313) and (_st_cvars[_t2333] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #970 e493e90b>
def _loop(st, _t2313):
    _st_cvars = st.cvars
    _t2336 = 0
    for _t2335 in st.zones[(9 + st.model.zone_instances[st.loc[_t2313]][1])]:
        if (_st_cvars[84 + _t2335] == _t2313):
            _t2336 += (1 if ((_st_cvars[_t2335] == 'carnivorous') or (_st_cvars[_t2335] == 'high_body_weight')) else (2 if (_st_cvars[_t2335] == 'parasite') else 0))
    return _t2336

# <rulerun evolution.rules: attack_action #971 c9248b62>
def _loop(st, _t2313):
    _st_cvars = st.cvars
    for _t2337 in st.zones[(9 + st.model.zone_instances[st.loc[_t2313]][1])]:
        if ((_st_cvars[_t2337] == 'symbiosis') and (_st_cvars[168 + _t2337] == _t2313)):
            return True
    return False

# <rulerun evolution.rules: attack_action #972 3ae5125e>
def _loop(st, _t2297):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2312 = ([_c for _i in [5 + _p for _p in _k1898] for _c in st.zones[_i]] or ())
    _budget1899[0] -= len(_t2312)
    if _budget1899[0] < 0: _spent1900(st)
    _t2319 = _NOT_YET
    _t2320 = _NOT_YET
    _t2325 = _NOT_YET
    _t2326 = _NOT_YET
    _t2331 = _NOT_YET
    _t2332 = _NOT_YET
    for _t2313 in _t2312:
        if ((((((_t2297 != _t2313) and ((not _a1901(st, _t2313)) or (_t2320 if _t2320 is not _NOT_YET else (_t2320 := (_t2319 if _t2319 is not _NOT_YET else (_t2319 := _a1902(st, _t2297))))))) and ((not _a1903(st, _t2313)) or (_t2326 if _t2326 is not _NOT_YET else (_t2326 := (_t2325 if _t2325 is not _NOT_YET else (_t2325 := _a1904(st, _t2297))))))) and (_a1905(st, _t2313) == (_t2332 if _t2332 is not _NOT_YET else (_t2332 := (_t2331 if _t2331 is not _NOT_YET else (_t2331 := _a1906(st, _t2297))))))) and (not (_a1907(st, _t2313) and ((_st_cvars[924 + _t2313] == _st_vars[0]) or (_st_cvars[504 + _t2313] >= (1 + _a1908(st, _t2313))))))) and (not _a1909(st, _t2313))):
            return True
    return False

# <rulerun evolution.rules: attack_action #973 2af79906>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2296 = st.zones[(5 + L[0])]
    _budget1888[0] -= len(_t2296)
    if _budget1888[0] < 0: _spent1889(st)
    _t2298 = []
    for _t2297 in _t2296:
        if (((_a1890(st, _t2297) and (_st_cvars[672 + _t2297] != _st_vars[0])) and ((not ((_st_cvars[924 + _t2297] == _st_vars[0]) or ((_st_cvars[504 + _t2297] >= (1 + _a1891(st, _t2297))) and (_a1892(st, _t2297) >= _a1893(st, _t2297))))) and (not _a1897(st, _t2297)))) and _a1910(st, _t2297)):
            _t2298.append(_t2297)
    return _t2298

# <rulerun evolution.rules: attack_action #974 48c7bae4>
def _loop(st, _t2343):
    _st_cvars = st.cvars
    for _t2345 in st.zones[(9 + st.model.zone_instances[st.loc[_t2343]][1])]:
        if ((_st_cvars[84 + _t2345] == _t2343) and (_st_cvars[_t2345] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #975 ae56bee4>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2347 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2347] == _l1) and (_st_cvars[_t2347] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #976 3afe44ca>
def _loop(st, _t2343):
    _st_cvars = st.cvars
    for _t2351 in st.zones[(9 + st.model.zone_instances[st.loc[_t2343]][1])]:
        if ((_st_cvars[84 + _t2351] == _t2343) and (_st_cvars[_t2351] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #977 dc4e017c>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2353 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2353] == _l1) and (_st_cvars[_t2353] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #978 187e9b49>
def _loop(st, _t2343):
    _st_cvars = st.cvars
    for _t2357 in st.zones[(9 + st.model.zone_instances[st.loc[_t2343]][1])]:
        if ((_st_cvars[84 + _t2357] == _t2343) and (_st_cvars[_t2357] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #979 d69a7d86>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2359 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2359] == _l1) and (_st_cvars[_t2359] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #980 2c0f8330>
def _loop(st, _t2343):
    _st_cvars = st.cvars
    for _t2363 in st.zones[(9 + st.model.zone_instances[st.loc[_t2343]][1])]:
        if ((_st_cvars[84 + _t2363] == _t2343) and (_st_cvars[_t2363] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #981 bcce8a7d>
def _loop(st, _t2343):
    _st_cvars = st.cvars
    _t2366 = 0
    for _t2365 in st.zones[(9 + st.model.zone_instances[st.loc[_t2343]][1])]:
        if (_st_cvars[84 + _t2365] == _t2343):
            _t2366 += (1 if ((_st_cvars[_t2365] == 'carnivorous') or (_st_cvars[_t2365] == 'high_body_weight')) else (2 if (_st_cvars[_t2365] == 'parasite') else 0))
    return _t2366

# <rulerun evolution.rules: attack_action #982 d78af03a>
def _loop(st, _t2343):
    _st_cvars = st.cvars
    for _t2367 in st.zones[(9 + st.model.zone_instances[st.loc[_t2343]][1])]:
        if ((_st_cvars[_t2367] == 'symbiosis') and (_st_cvars[168 + _t2367] == _t2343)):
            return True
    return False

# <rulerun evolution.rules: attack_action #983 682fbe6f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2342 = ([_c for _i in [5 + _p for _p in _k1916] for _c in st.zones[_i]] or ())
    _budget1917[0] -= len(_t2342)
    if _budget1917[0] < 0: _spent1918(st)
    _t2349 = _NOT_YET
    _t2350 = _NOT_YET
    _t2355 = _NOT_YET
    _t2356 = _NOT_YET
    _t2361 = _NOT_YET
    _t2362 = _NOT_YET
    _t2344 = []
    for _t2343 in _t2342:
        if ((((((_l1 != _t2343) and ((not _a1919(st, _t2343)) or (_t2350 if _t2350 is not _NOT_YET else (_t2350 := (_t2349 if _t2349 is not _NOT_YET else (_t2349 := _a1920(st, L))))))) and ((not _a1921(st, _t2343)) or (_t2356 if _t2356 is not _NOT_YET else (_t2356 := (_t2355 if _t2355 is not _NOT_YET else (_t2355 := _a1922(st, L))))))) and (_a1923(st, _t2343) == (_t2362 if _t2362 is not _NOT_YET else (_t2362 := (_t2361 if _t2361 is not _NOT_YET else (_t2361 := _a1924(st, L))))))) and (not (_a1925(st, _t2343) and ((_st_cvars[924 + _t2343] == _st_vars[0]) or (_st_cvars[504 + _t2343] >= (1 + _a1926(st, _t2343))))))) and (not _a1927(st, _t2343))):
            _t2344.append(_t2343)
    return _t2344

# <rulerun evolution.rules: attack_action #984 33431e6f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1911(st, L) or [])
            fr[1] = 1
            _t2339 = L[0]
            _t2340 = len(_o)
            if not _t2340: _no_option1913(_t2339, 'attacker')
            if _t2340 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2340 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2341 = st.chooser(_t2340, _t2339)
                else:
                    _t2341 = _st_bits(_t2340.bit_length())
                    while _t2341 >= _t2340: _t2341 = _st_bits(_t2340.bit_length())
                L[1] = _o[_t2341]; st.decisions += 1
                if st.thread_player is not None: _answered1914(st, _t2341)
            elif _decide1915(st, L, _o, _t2339): return True
            pc = 1
        if pc == 1:
            _o = (_a1928(st, L) or [])
            fr[1] = 2
            _t2369 = L[0]
            _t2370 = len(_o)
            if not _t2370: _no_option1913(_t2369, 'target')
            if _t2370 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2370 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2371 = st.chooser(_t2370, _t2369)
                else:
                    _t2371 = _st_bits(_t2370.bit_length())
                    while _t2371 >= _t2370: _t2371 = _st_bits(_t2370.bit_length())
                L[2] = _o[_t2371]; st.decisions += 1
                if st.thread_player is not None: _answered1914(st, _t2371)
            elif _decide1930(st, L, _o, _t2369): return True
            pc = 2
        if pc == 2:
            _a = [L[1], L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1931(_k1932)
            fr[1] = 3; st.cur.append([17, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1933)

# <rulerun evolution.rules: hunt #985 2a4a655f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1936(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1937(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run1938(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1939(_k1940)
            fr[1] = 5; st.cur.append([11, 0, _a]); return None
        if pc == 5:
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1939(_k1941)
            fr[1] = 6; st.cur.append([11, 0, _a]); return None
        if pc == 6:
            _r = _run1942(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step1943(st, fr): return True
            return None
        if pc == 8:
            _step1944(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1945)

# <rulerun evolution.rules: scavenge #986 7c4cee5a>
def _loop(st, L):
    _t2375 = (L[4] or ())
    _budget1953[0] -= len(_t2375)
    if _budget1953[0] < 0: _spent1954(st)
    for _t2376 in _t2375:
        return _t2376
    return None

# <rulerun evolution.rules: scavenge #987 2b81a274>
def _loop(st, L):
    _t2372 = (L[4] or ())
    _budget1951[0] -= len(_t2372)
    if _budget1951[0] < 0: _spent1952(st)
    _t2378 = _NOT_YET
    _t2374 = []
    for _t2373 in _t2372:
        if ((not False) or (_t2373 == (_t2378 if _t2378 is not _NOT_YET else (_t2378 := _a1955(st, L))))):
            _t2374.append(_t2373)
    return _t2374

# <rulerun evolution.rules: scavenge #988 c08713d8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1946[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o1949[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run1950(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a1956(st, L) or [])
            fr[1] = 5
            _t2379 = L[3]
            _t2380 = len(_o)
            if not _t2380: _no_option1958(_t2379, 'scavenger to feed')
            if _t2380 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2380 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2381 = st.chooser(_t2380, _t2379)
                else:
                    _t2381 = _st_bits(_t2380.bit_length())
                    while _t2381 >= _t2380: _t2381 = _st_bits(_t2380.bit_length())
                L[5] = _o[_t2381]; st.decisions += 1
                if st.thread_player is not None: _answered1959(st, _t2381)
            elif _decide1960(st, L, _o, _t2379): return True
            pc = 5
        if pc == 5:
            _r = _run1961(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1962(_k1963)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            _r = _run1964(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1948(_k, st, _d0): raise _Runaway1947()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1965)

# <rulerun evolution.rules: drop_trait #989 899d073b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1968(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1969)

# <rulerun evolution.rules: remove_animal #990 99ffb095>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1972(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1973)

# <rulerun evolution.rules: extinction_and_new_cards #991 8f2964db>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1976(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1977)

# <rulerun evolution.rules: deal #992 c729cce0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1980(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1981)

# <rulerun evolution.rules: game_end #993 32c70e96>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1984(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1985)

# <rulerun evolution.rules: final_scoring #994 bd065e01>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1988(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1989)

# <rulerun evolution.rules: on after feed #995 c1eaecf3>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], L[1], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1992(_k1993)
            fr[1] = 1; st.cur.append([12, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1994)

# <rulerun evolution.rules: on before attack #996 57a87f5e>
def _loop(st, _t2383):
    _st_cvars = st.cvars
    for _t2385 in st.zones[(9 + st.model.zone_instances[st.loc[_t2383]][1])]:
        if ((_st_cvars[84 + _t2385] == _t2383) and (_st_cvars[_t2385] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #997 ba626f7f>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2387 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2387] == _l0) and (_st_cvars[_t2387] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #998 8fa7c29c>
def _loop(st, _t2383):
    _st_cvars = st.cvars
    for _t2391 in st.zones[(9 + st.model.zone_instances[st.loc[_t2383]][1])]:
        if ((_st_cvars[84 + _t2391] == _t2383) and (_st_cvars[_t2391] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #999 ab52717f>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2393 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2393] == _l0) and (_st_cvars[_t2393] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #1000 46e6b7be>
def _loop(st, _t2383):
    _st_cvars = st.cvars
    for _t2397 in st.zones[(9 + st.model.zone_instances[st.loc[_t2383]][1])]:
        if ((_st_cvars[84 + _t2397] == _t2383) and (_st_cvars[_t2397] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #1001 674b808a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2399 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2399] == _l0) and (_st_cvars[_t2399] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #1002 d8f041d3>
def _loop(st, _t2383):
    _st_cvars = st.cvars
    for _t2403 in st.zones[(9 + st.model.zone_instances[st.loc[_t2383]][1])]:
        if ((_st_cvars[84 + _t2403] == _t2383) and (_st_cvars[_t2403] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #1003 f8c686ac>
def _loop(st, _t2383):
    _st_cvars = st.cvars
    _t2406 = 0
    for _t2405 in st.zones[(9 + st.model.zone_instances[st.loc[_t2383]][1])]:
        if (_st_cvars[84 + _t2405] == _t2383):
            _t2406 += (1 if ((_st_cvars[_t2405] == 'carnivorous') or (_st_cvars[_t2405] == 'high_body_weight')) else (2 if (_st_cvars[_t2405] == 'parasite') else 0))
    return _t2406

# <rulerun evolution.rules: on before attack #1004 41e1ae35>
def _loop(st, _t2383):
    _st_cvars = st.cvars
    for _t2407 in st.zones[(9 + st.model.zone_instances[st.loc[_t2383]][1])]:
        if ((_st_cvars[_t2407] == 'symbiosis') and (_st_cvars[168 + _t2407] == _t2383)):
            return True
    return False

# <rulerun evolution.rules: on before attack #1005 b8341cab>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2382 = st.zones[(5 + L[4])]
    _budget2003[0] -= len(_t2382)
    if _budget2003[0] < 0: _spent2004(st)
    _t2389 = _NOT_YET
    _t2390 = _NOT_YET
    _t2395 = _NOT_YET
    _t2396 = _NOT_YET
    _t2401 = _NOT_YET
    _t2402 = _NOT_YET
    _t2384 = []
    for _t2383 in _t2382:
        if (((_t2383 != _l1) and (_t2383 != _l0)) and ((((((_l0 != _t2383) and ((not _a2005(st, _t2383)) or (_t2390 if _t2390 is not _NOT_YET else (_t2390 := (_t2389 if _t2389 is not _NOT_YET else (_t2389 := _a2006(st, L))))))) and ((not _a2007(st, _t2383)) or (_t2396 if _t2396 is not _NOT_YET else (_t2396 := (_t2395 if _t2395 is not _NOT_YET else (_t2395 := _a2008(st, L))))))) and (_a2009(st, _t2383) == (_t2402 if _t2402 is not _NOT_YET else (_t2402 := (_t2401 if _t2401 is not _NOT_YET else (_t2401 := _a2010(st, L))))))) and (not (_a2011(st, _t2383) and ((_st_cvars[924 + _t2383] == _st_vars[0]) or (_st_cvars[504 + _t2383] >= (1 + _a2012(st, _t2383))))))) and (not _a2013(st, _t2383)))):
            _t2384.append(_t2383)
    return _t2384

# <rulerun evolution.rules: on before attack #1006 e02acc47>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2413 = []
    for _t2412 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t2412] == L[1]) or (_st_cvars[168 + _t2412] == L[1])):
            _t2413.append(_t2412)
    return _t2413

# <rulerun evolution.rules: on before attack #1007 aa902050>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1995[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1998(st, L)
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
            _r = _run1999(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            if _offer2000(st, L, _o): return True
            pc = 4
        if pc == 4:
            _r = _run2001(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run2002(st, L)
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
            _o = (_a2014(st, L) or [])
            fr[1] = 10
            _t2409 = L[4]
            _t2410 = len(_o)
            if not _t2410: _no_option2016(_t2409, 'mimicry: the new target')
            if _t2410 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2410 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2411 = st.chooser(_t2410, _t2409)
                else:
                    _t2411 = _st_bits(_t2410.bit_length())
                    while _t2411 >= _t2410: _t2411 = _st_bits(_t2410.bit_length())
                L[7] = _o[_t2411]; st.decisions += 1
                if st.thread_player is not None: _answered2017(st, _t2411)
            elif _decide2018(st, L, _o, _t2409): return True
            pc = 10
        if pc == 10:
            _r = _run2019(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a2020(st, L) or [])
            fr[1] = 13
            _t2414 = L[4]
            _t2415 = len(_o)
            if not _t2415: _no_option2016(_t2414, 'tail loss: trait to drop')
            if _t2415 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2415 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2416 = st.chooser(_t2415, _t2414)
                else:
                    _t2416 = _st_bits(_t2415.bit_length())
                    while _t2416 >= _t2415: _t2416 = _st_bits(_t2415.bit_length())
                L[8] = _o[_t2416]; st.decisions += 1
                if st.thread_player is not None: _answered2017(st, _t2416)
            elif _decide2022(st, L, _o, _t2414): return True
            pc = 13
        if pc == 13:
            _r = _run2023(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit2024(_k2025)
            fr[1] = 15; st.cur.append([11, 0, _a]); return None
        if pc == 15:
            _r = _run2026(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1997(_k, st, _d0): raise _Runaway1996()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2027)

# <rulerun evolution.rules: on after attack #1008 97290f2f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit2030(_k2031)
            fr[1] = 1; st.cur.append([18, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2032)

# <rulerun evolution.rules: play #1009 7a4c194f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT2033[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2036(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit2037(_k2038)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit2035(_k, st, _d0): raise _Runaway2034()
                continue
        if pc == 3:
            _r = _run2039(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step2040(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2041)

# <rulerun evolution.rules: development #1010 playout 23b9245f>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k2045)
    L[0] = []
    while (len((L[0] or ())) < 4):
        _budget2046[0] -= 1
        if _budget2046[0] < 0: _spent2047(st)
        for _t2417 in (_o2048[st.vars[1]] or []):
            L[3] = _t2417
            if not ((not (_t2417 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t2417)]):
                if _st_log is not None: _st_log.append(_Text2051(_audience2049(st), [_PlayerRef2050(_t2417), ' has no cards and passes']))
                L[0] = (L[0] + [_t2417])
                if len(L[0]) > 1000000: _too_long2052(L[0])
            else:
                _t2418 = _st_zones[(1 + _t2417)]
                if _offer2054(st, L, _t2418[:]): raise _PlayoutCut2053()
                if (L[4] is None):
                    L[0] = _joined2055(L[0], [_t2417])
                else:
                    if _p2056(st, [_t2417, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: play_turn #1011 ea6bee86>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run2044(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2057(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2058(_k2059)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run2060(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2061(st, [], 1) == 3: return True
                pc = 4
            else:
                _a = []
                if len(st.cur) >= 500: raise _RuleLimit2058(_k2062)
                fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run2063(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2064)

# <rulerun evolution.rules: development #1012 dbc9bc72>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT2065[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k2068)
            _r = _run2069(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region2070(st, L)
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
            L[1] = (_o2071[st.vars[1]] or []); L[2] = 0
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
            _r = _run2072(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer2073(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run2074(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p2075(st, [L[3], L[4], None, None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[3], L[4], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2076(_k2077)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit2067(_k, st, _d0): raise _Runaway2066()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit2067(_k, st, _d0): raise _Runaway2066()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2078)

# <rulerun evolution.rules: play_card #1013 11b64a30>
def _loop(st, _t2423):
    _st_cvars = st.cvars
    for _t2425 in st.zones[(9 + st.model.zone_instances[st.loc[_t2423]][1])]:
        if ((_st_cvars[84 + _t2425] == _t2423) and (_st_cvars[_t2425] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #1014 12837ede>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t2422 = ([_c for _i in [5 + _p for _p in _k2088] for _c in st.zones[_i]] or ())
    _budget2089[0] -= len(_t2422)
    if _budget2089[0] < 0: _spent2090(st)
    _t2424 = []
    for _t2423 in _t2422:
        if ((st.model.zone_instances[_st_loc[_t2423]][1] != _l0) and (not _a2091(st, _t2423))):
            _t2424.append(_t2423)
    return _t2424

# <rulerun evolution.rules: play_card #1015 2b028e13>
def _loop(st, L, _t2431, _t2435):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t2436 in st.zones[(9 + st.model.zone_instances[st.loc[_t2431]][1])]:
        if ((_st_cvars[_t2436] == _l3) and (((_st_cvars[84 + _t2436] == _t2431) and (_st_cvars[168 + _t2436] == _t2435)) or ((_st_cvars[84 + _t2436] == _t2435) and (_st_cvars[168 + _t2436] == _t2431)))):
            return True
    return False

# <rulerun evolution.rules: play_card #1016 e20023bb>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t2430 = _st_zones[(5 + _l0)]
    _budget2096[0] -= len(_t2430)
    if _budget2096[0] < 0: _spent2097(st)
    _t2432 = []
    for _t2431 in _t2430:
        _t2434 = _st_zones[(5 + _l0)]
        _budget2096[0] -= len(_t2434)
        if _budget2096[0] < 0: _spent2097(st)
        _t2433 = False
        for _t2435 in _t2434:
            if ((_t2431 != _t2435) and (not _a2098(st, L, _t2431, _t2435))):
                _t2433 = True
                break
        if _t2433:
            _t2432.append(_t2431)
    return _t2432

# <rulerun evolution.rules: play_card #1017 a9ffe73b>
def _loop(st, L, _t2442):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t2444 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t2444] == _l3) and (((_st_cvars[84 + _t2444] == _l5) and (_st_cvars[168 + _t2444] == _t2442)) or ((_st_cvars[84 + _t2444] == _t2442) and (_st_cvars[168 + _t2444] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #1018 c38baa57>
def _loop(st, L):
    _l5 = L[5]
    _t2441 = st.zones[(5 + L[0])]
    _budget2102[0] -= len(_t2441)
    if _budget2102[0] < 0: _spent2103(st)
    _t2443 = []
    for _t2442 in _t2441:
        if ((_l5 != _t2442) and (not _a2104(st, L, _t2442))):
            _t2443.append(_t2442)
    return _t2443

# <rulerun evolution.rules: play_card #1019 68100bb7>
def _loop(st, L, _t2453):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t2455 in st.zones[(9 + st.model.zone_instances[st.loc[_t2453]][1])]:
        if ((_st_cvars[84 + _t2455] == _t2453) and (_st_cvars[_t2455] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #1020 8c0915f1>
def _loop(st, _t2453):
    _st_cvars = st.cvars
    for _t2457 in st.zones[(9 + st.model.zone_instances[st.loc[_t2453]][1])]:
        if ((_st_cvars[84 + _t2457] == _t2453) and (_st_cvars[_t2457] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #1021 cdd5196e>
def _loop(st, _t2453):
    _st_cvars = st.cvars
    for _t2459 in st.zones[(9 + st.model.zone_instances[st.loc[_t2453]][1])]:
        if ((_st_cvars[84 + _t2459] == _t2453) and (_st_cvars[_t2459] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #1022 18a84573>
def _loop(st, L):
    _l3 = L[3]
    _t2452 = st.zones[(5 + L[0])]
    _budget2113[0] -= len(_t2452)
    if _budget2113[0] < 0: _spent2114(st)
    _t2454 = []
    for _t2453 in _t2452:
        if ((((_l3 == 'fat_tissue') or (not _a2115(st, L, _t2453))) and (not ((_l3 == 'scavenger') and _a2116(st, _t2453)))) and (not ((_l3 == 'carnivorous') and _a2117(st, _t2453)))):
            _t2454.append(_t2453)
    return _t2454

# <rulerun evolution.rules: play_card #1023 6c6d4553>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run2081(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t2419 = L[0]
            _t2420 = len(_o)
            if not _t2420: _no_option2083(_t2419, 'play it as')
            if _t2420 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2420 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2421 = st.chooser(_t2420, _t2419)
                else:
                    _t2421 = _st_bits(_t2420.bit_length())
                    while _t2421 >= _t2420: _t2421 = _st_bits(_t2420.bit_length())
                L[3] = _o[_t2421]; st.decisions += 1
                if st.thread_player is not None: _answered2084(st, _t2421)
            elif _decide2085(st, L, _o, _t2419): return True
            pc = 2
        if pc == 2:
            _r = _run2086(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region2087(st, L)
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
            _o = (_a2092(st, L) or [])
            fr[1] = 5
            _t2427 = L[0]
            _t2428 = len(_o)
            if not _t2428: _no_option2083(_t2427, 'animal to put the parasite on')
            if _t2428 <= 1 and _st_log is None:
                L[4] = _o[0] if _t2428 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2429 = st.chooser(_t2428, _t2427)
                else:
                    _t2429 = _st_bits(_t2428.bit_length())
                    while _t2429 >= _t2428: _t2429 = _st_bits(_t2428.bit_length())
                L[4] = _o[_t2429]; st.decisions += 1
                if st.thread_player is not None: _answered2084(st, _t2429)
            elif _decide2094(st, L, _o, _t2427): return True
            pc = 5
        if pc == 5:
            _r = _run2095(st, L)
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
            _o = (_a2099(st, L) or [])
            fr[1] = 9
            _t2438 = L[0]
            _t2439 = len(_o)
            if not _t2439: _no_option2083(_t2438, 'first animal of the pair')
            if _t2439 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2439 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2440 = st.chooser(_t2439, _t2438)
                else:
                    _t2440 = _st_bits(_t2439.bit_length())
                    while _t2440 >= _t2439: _t2440 = _st_bits(_t2439.bit_length())
                L[5] = _o[_t2440]; st.decisions += 1
                if st.thread_player is not None: _answered2084(st, _t2440)
            elif _decide2101(st, L, _o, _t2438): return True
            pc = 9
        if pc == 9:
            _o = (_a2105(st, L) or [])
            fr[1] = 10
            _t2446 = L[0]
            _t2447 = len(_o)
            if not _t2447: _no_option2083(_t2446, 'second animal of the pair')
            if _t2447 <= 1 and _st_log is None:
                L[6] = _o[0] if _t2447 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2448 = st.chooser(_t2447, _t2446)
                else:
                    _t2448 = _st_bits(_t2447.bit_length())
                    while _t2448 >= _t2447: _t2448 = _st_bits(_t2447.bit_length())
                L[6] = _o[_t2448]; st.decisions += 1
                if st.thread_player is not None: _answered2084(st, _t2448)
            elif _decide2107(st, L, _o, _t2446): return True
            pc = 10
        if pc == 10:
            _r = _run2108(st, L)
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
            _t2449 = L[0]
            _t2450 = len(_o)
            if not _t2450: _no_option2083(_t2449, 'the symbiont')
            if _t2450 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2450 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2451 = st.chooser(_t2450, _t2449)
                else:
                    _t2451 = _st_bits(_t2450.bit_length())
                    while _t2451 >= _t2450: _t2451 = _st_bits(_t2450.bit_length())
                L[7] = _o[_t2451]; st.decisions += 1
                if st.thread_player is not None: _answered2084(st, _t2451)
            elif _decide2110(st, L, _o, _t2449): return True
            pc = 13
        if pc == 13:
            _r = _run2111(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run2112(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a2118(st, L) or [])
            fr[1] = 18
            _t2461 = L[0]
            _t2462 = len(_o)
            if not _t2462: _no_option2083(_t2461, 'animal to give it to')
            if _t2462 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2462 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2463 = st.chooser(_t2462, _t2461)
                else:
                    _t2463 = _st_bits(_t2462.bit_length())
                    while _t2463 >= _t2462: _t2463 = _st_bits(_t2462.bit_length())
                L[8] = _o[_t2463]; st.decisions += 1
                if st.thread_player is not None: _answered2084(st, _t2463)
            elif _decide2120(st, L, _o, _t2461): return True
            pc = 18
        if pc == 18:
            _r = _run2121(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2122)

# <rulerun evolution.rules: feeding #1024 feaf7fe4>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k2125)
            _r = _run2126(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2127(st, [None, None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2128(_k2129)
                fr[1] = 3; st.cur.append([6, 0, _a]); return None
        if pc == 3:
            _r = _run2130(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2131)

# <rulerun evolution.rules: feeding_laps #1025 a45d1c0c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT2132[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2135(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region2136(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 9
        if pc == 2:
            L[0] = (_o2137[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run2138(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2139(st, [L[2], None, None, None], 1) == 3: return True
                pc = 6
            else:
                _a = [L[2], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2140(_k2141)
                fr[1] = 6; st.cur.append([8, 0, _a]); return None
        if pc == 6:
            _r = _run2142(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit2134(_k, st, _d0): raise _Runaway2133()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit2134(_k, st, _d0): raise _Runaway2133()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2143)

# <rulerun evolution.rules: convert_fat #1026 ddcf18b2>
def _loop(st, _t2469):
    _st_cvars = st.cvars
    _t2472 = 0
    for _t2471 in st.zones[(9 + st.model.zone_instances[st.loc[_t2469]][1])]:
        if (_st_cvars[84 + _t2471] == _t2469):
            _t2472 += (1 if ((_st_cvars[_t2471] == 'carnivorous') or (_st_cvars[_t2471] == 'high_body_weight')) else (2 if (_st_cvars[_t2471] == 'parasite') else 0))
    return _t2472

# <rulerun evolution.rules: convert_fat #1027 a907f35c>
def _loop(st, _t2469):
    _st_cvars = st.cvars
    _t2474 = 0
    for _t2473 in st.zones[(9 + st.model.zone_instances[st.loc[_t2469]][1])]:
        if (((_st_cvars[84 + _t2473] == _t2469) and (_st_cvars[_t2473] == 'fat_tissue')) and _st_cvars[252 + _t2473]):
            _t2474 += 1
    return _t2474

# <rulerun evolution.rules: convert_fat #1028 9a083c62>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2468 = st.zones[(5 + L[0])]
    _budget2163[0] -= len(_t2468)
    if _budget2163[0] < 0: _spent2164(st)
    _t2470 = []
    for _t2469 in _t2468:
        if ((not ((_st_cvars[924 + _t2469] == _st_vars[0]) or (_st_cvars[504 + _t2469] >= (1 + _a2165(st, _t2469))))) and (_a2166(st, _t2469) > 0)):
            _t2470.append(_t2469)
    return _t2470

# <rulerun evolution.rules: convert_fat #1029 e94b1cf1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2480 = 0
    for _t2479 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t2479] == L[1]) and (_st_cvars[_t2479] == 'fat_tissue')) and _st_cvars[252 + _t2479]):
            _t2480 += 1
    return _t2480

# <rulerun evolution.rules: convert_fat #1030 21c97e27>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2482 = 0
    for _t2481 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t2481] == L[1]):
            _t2482 += (1 if ((_st_cvars[_t2481] == 'carnivorous') or (_st_cvars[_t2481] == 'high_body_weight')) else (2 if (_st_cvars[_t2481] == 'parasite') else 0))
    return _t2482

# <rulerun evolution.rules: convert_fat #1031 744de290>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2491 = 0
    for _t2490 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t2490] == L[1]):
            _t2491 += (1 if ((_st_cvars[_t2490] == 'carnivorous') or (_st_cvars[_t2490] == 'high_body_weight')) else (2 if (_st_cvars[_t2490] == 'parasite') else 0))
    return _t2491

# <rulerun evolution.rules: convert_fat #1032 playout 17dcb12d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t2467 = (_a2167(st, L) or [])
    _t2475 = _l0
    _t2476 = len(_t2467)
    if not _t2476: _no_option2170(_t2475, 'animal to convert fat on')
    if _t2476 <= 1 and _st_log is None:
        L[1] = _t2467[0] if _t2476 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2477 = st.chooser(_t2476, _t2475)
        else:
            _t2477 = _st_bits(_t2476.bit_length())
            while _t2477 >= _t2476: _t2477 = _st_bits(_t2476.bit_length())
        L[1] = _t2467[_t2477]; st.decisions += 1
    elif _decide2171(st, L, _t2467, _t2475): raise _PlayoutCut2168()
    _t2478 = (_range2172(1, min(_a2173(st, L), (_t2483 if -1000000000000000000 <= (_t2483 := ((1 + _a2174(st, L)) - _st_cvars[504 + L[1]])) <= 1000000000000000000 else _beyond2175(_t2483)))) or [])
    _t2484 = _l0
    _t2485 = len(_t2478)
    if not _t2485: _no_option2170(_t2484, 'yellow tokens to convert')
    if _t2485 <= 1 and _st_log is None:
        L[2] = _t2478[0] if _t2485 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2486 = st.chooser(_t2485, _t2484)
        else:
            _t2486 = _st_bits(_t2485.bit_length())
            while _t2486 >= _t2485: _t2486 = _st_bits(_t2485.bit_length())
        L[2] = _t2478[_t2486]; st.decisions += 1
    elif _decide2177(st, L, _t2478, _t2484): raise _PlayoutCut2168()
    L[3] = L[2]
    for _t2487 in st.zones[(9 + _l0)][:]:
        L[6] = _t2487
        if not ((((_st_cvars[84 + _t2487] == L[1]) and _st_cvars[252 + _t2487]) and (L[3] > 0))): continue
        _st_cvars[252 + _t2487] = False
        L[3] = (_t2488 if -1000000000000000000 <= (_t2488 := L[3] - 1) <= 1000000000000000000 else _beyond2175(_t2488))
    _st_cvars[504 + L[1]] = (_t2489 if -1000000000000000000 <= (_t2489 := _st_cvars[504 + L[1]] + L[2]) <= 1000000000000000000 else _beyond2175(_t2489))
    if _st_log is not None: _st_log.append(_Text2182(_audience2178(st), [_PlayerRef2179(_l0), ' converts ', _plain2180(L[2]), ' fat on animal ', _plain2180(_st_cvars[420 + L[1]]), ' into food (food ', _plain2180(_st_cvars[504 + L[1]]), '/', _plain2180((1 + _a2181(st, L))), ')']))

# <rulerun evolution.rules: grazing #1033 02859e93>
def _loop(st, _t2494):
    _st_cvars = st.cvars
    for _t2496 in st.zones[(9 + st.model.zone_instances[st.loc[_t2494]][1])]:
        if ((_st_cvars[84 + _t2496] == _t2494) and (_st_cvars[_t2496] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #1034 053712ab>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2493 = st.zones[(5 + L[0])]
    _budget2187[0] -= len(_t2493)
    if _budget2187[0] < 0: _spent2188(st)
    _t2495 = []
    for _t2494 in _t2493:
        if ((_a2189(st, _t2494) and (_st_cvars[840 + _t2494] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t2495.append(_t2494)
    return _t2495

# <rulerun evolution.rules: grazing #1035 playout 95c105b1>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t2492 = (_a2190(st, L) or [])
    _t2498 = _l0
    _t2499 = len(_t2492)
    if not _t2499: _no_option2193(_t2498, 'grazing animal')
    if _t2499 <= 1 and _st_log is None:
        L[1] = _t2492[0] if _t2499 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2500 = st.chooser(_t2499, _t2498)
        else:
            _t2500 = _st_bits(_t2499.bit_length())
            while _t2500 >= _t2499: _t2500 = _st_bits(_t2499.bit_length())
        L[1] = _t2492[_t2500]; st.decisions += 1
    elif _decide2194(st, L, _t2492, _t2498): raise _PlayoutCut2191()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = (_t2501 if -1000000000000000000 <= (_t2501 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond2195(_t2501))
    if _st_log is not None: _st_log.append(_Text2199(_audience2196(st), ['Grazing: ', _PlayerRef2197(_l0), "'s animal ", _plain2198(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain2198(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #1036 6dd9c7ea>
def _loop(st, _t2504):
    _st_cvars = st.cvars
    for _t2506 in st.zones[(9 + st.model.zone_instances[st.loc[_t2504]][1])]:
        if ((_st_cvars[84 + _t2506] == _t2504) and (_st_cvars[_t2506] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #1037 2a68a2a4>
def _loop(st, _t2504):
    _st_cvars = st.cvars
    _t2509 = 0
    for _t2508 in st.zones[(9 + st.model.zone_instances[st.loc[_t2504]][1])]:
        if (_st_cvars[84 + _t2508] == _t2504):
            _t2509 += (1 if ((_st_cvars[_t2508] == 'carnivorous') or (_st_cvars[_t2508] == 'high_body_weight')) else (2 if (_st_cvars[_t2508] == 'parasite') else 0))
    return _t2509

# <rulerun evolution.rules: hibernation #1038 3b54dee1>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2503 = st.zones[(5 + L[0])]
    _budget2202[0] -= len(_t2503)
    if _budget2202[0] < 0: _spent2203(st)
    _t2505 = []
    for _t2504 in _t2503:
        if ((((_a2204(st, _t2504) and (_st_cvars[924 + _t2504] != _st_vars[0])) and (_st_cvars[924 + _t2504] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t2504] == _st_vars[0]) or (_st_cvars[504 + _t2504] >= (1 + _a2205(st, _t2504)))))):
            _t2505.append(_t2504)
    return _t2505

# <rulerun evolution.rules: hibernation #1039 playout af93965a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t2502 = (_a2206(st, L) or [])
    _t2510 = _l0
    _t2511 = len(_t2502)
    if not _t2511: _no_option2209(_t2510, 'animal to hibernate')
    if _t2511 <= 1 and _st_log is None:
        L[1] = _t2502[0] if _t2511 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2512 = st.chooser(_t2511, _t2510)
        else:
            _t2512 = _st_bits(_t2511.bit_length())
            while _t2512 >= _t2511: _t2512 = _st_bits(_t2511.bit_length())
        L[1] = _t2502[_t2512]; st.decisions += 1
    elif _decide2210(st, L, _t2502, _t2510): raise _PlayoutCut2207()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text2214(_audience2211(st), ['Hibernation: ', _PlayerRef2212(_l0), "'s animal ", _plain2213(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #1040 4a9e76d4>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT2144[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2147(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region2148(st, L)
            if _r is None:
                pc = 25
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 25
        if pc == 2:
            _r = _run2149(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t2464 = L[0]
            _t2465 = len(_o)
            if not _t2465: _no_option2151(_t2464, 'feeding action')
            if _t2465 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2465 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2466 = st.chooser(_t2465, _t2464)
                else:
                    _t2466 = _st_bits(_t2465.bit_length())
                    while _t2466 >= _t2465: _t2466 = _st_bits(_t2465.bit_length())
                L[3] = _o[_t2466]; st.decisions += 1
                if st.thread_player is not None: _answered2152(st, _t2466)
            elif _decide2153(st, L, _o, _t2464): return True
            pc = 4
        if pc == 4:
            _r = _run2154(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run2155(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2156(st, [L[0], None], 1) == 3: return True
                pc = 8
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit2157(_k2158)
                fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run2159(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2160(st, [L[0], None, None], 1) == 3: return True
                pc = 12
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit2157(_k2161)
                fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run2162(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2183(st, [L[0], None, None, None, None, None, None]) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2157(_k2184)
                fr[1] = 16; st.cur.append([10, 0, _a]); return None
        if pc == 16:
            pc = 24
        if pc == 17:
            if (L[3] == 'piracy'):
                pc = 18
            else:
                pc = 20
        if pc == 18:
            if st.thread_player == st.inline_thread:
                if _p2185(st, [L[0], None, None], 1) == 3: return True
                pc = 19
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit2157(_k2186)
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
                if _p2200(st, [L[0], None]) == 3: return True
                pc = 22
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit2157(_k2201)
                fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            if st.thread_player == st.inline_thread:
                if _p2215(st, [L[0], None]) == 3: return True
                pc = 24
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit2157(_k2216)
                fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit2146(_k, st, _d0): raise _Runaway2145()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2217)

# <rulerun evolution.rules: take_food #1041 c0d0e0c1>
def _loop(st, _t2514):
    _st_cvars = st.cvars
    _t2517 = 0
    for _t2516 in st.zones[(9 + st.model.zone_instances[st.loc[_t2514]][1])]:
        if (_st_cvars[84 + _t2516] == _t2514):
            _t2517 += (1 if ((_st_cvars[_t2516] == 'carnivorous') or (_st_cvars[_t2516] == 'high_body_weight')) else (2 if (_st_cvars[_t2516] == 'parasite') else 0))
    return _t2517

# <rulerun evolution.rules: take_food #1042 995ac745>
def _loop(st, _t2514):
    _st_cvars = st.cvars
    _t2519 = 0
    for _t2518 in st.zones[(9 + st.model.zone_instances[st.loc[_t2514]][1])]:
        if (((_st_cvars[84 + _t2518] == _t2514) and (_st_cvars[_t2518] == 'fat_tissue')) and _st_cvars[252 + _t2518]):
            _t2519 += 1
    return _t2519

# <rulerun evolution.rules: take_food #1043 75daec37>
def _loop(st, _t2514):
    _st_cvars = st.cvars
    _t2521 = 0
    for _t2520 in st.zones[(9 + st.model.zone_instances[st.loc[_t2514]][1])]:
        if ((_st_cvars[84 + _t2520] == _t2514) and (_st_cvars[_t2520] == 'fat_tissue')):
            _t2521 += 1
    return _t2521

# <rulerun evolution.rules: take_food #1044 e2001200>
def _loop(st, _t2523):
    _st_cvars = st.cvars
    _t2526 = 0
    for _t2525 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2523]]][1])]:
        if (_st_cvars[84 + _t2525] == _st_cvars[84 + _t2523]):
            _t2526 += (1 if ((_st_cvars[_t2525] == 'carnivorous') or (_st_cvars[_t2525] == 'high_body_weight')) else (2 if (_st_cvars[_t2525] == 'parasite') else 0))
    return _t2526

# <rulerun evolution.rules: take_food #1045 97c4ebee>
def _loop(st, _t2514):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2522 = st.zones[(9 + st.model.zone_instances[st.loc[_t2514]][1])]
    _budget2225[0] -= len(_t2522)
    if _budget2225[0] < 0: _spent2226(st)
    for _t2523 in _t2522:
        if (((_st_cvars[_t2523] == 'symbiosis') and (_st_cvars[168 + _t2523] == _t2514)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2523]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2523]] >= (1 + _a2227(st, _t2523)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #1046 b38fc433>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2513 = st.zones[(5 + L[0])]
    _budget2220[0] -= len(_t2513)
    if _budget2220[0] < 0: _spent2221(st)
    _t2515 = []
    for _t2514 in _t2513:
        if ((not ((_st_cvars[924 + _t2514] == _st_vars[0]) or ((_st_cvars[504 + _t2514] >= (1 + _a2222(st, _t2514))) and (_a2223(st, _t2514) >= _a2224(st, _t2514))))) and (not _a2228(st, _t2514))):
            _t2515.append(_t2514)
    return _t2515

# <rulerun evolution.rules: take_food #1047 ac23cb9c>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2229(st, L) or [])
            fr[1] = 1
            _t2527 = L[0]
            _t2528 = len(_o)
            if not _t2528: _no_option2231(_t2527, 'animal to feed')
            if _t2528 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2528 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2529 = st.chooser(_t2528, _t2527)
                else:
                    _t2529 = _st_bits(_t2528.bit_length())
                    while _t2529 >= _t2528: _t2529 = _st_bits(_t2528.bit_length())
                L[1] = _o[_t2529]; st.decisions += 1
                if st.thread_player is not None: _answered2232(st, _t2529)
            elif _decide2233(st, L, _o, _t2527): return True
            pc = 1
        if pc == 1:
            _r = _run2234(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2235(st, [L[1], 'red', None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [L[1], 'red', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2236(_k2237)
                fr[1] = 3; st.cur.append([11, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2238)

# <rulerun evolution.rules: receive #1048 2f8113f4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run2241(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region2242(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step2243(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 5
        if pc == 3:
            _r = _run2244(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step2245(st, fr): return True
            return None
        if pc == 5:
            _step2246(st, fr)
            pc = 6
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2247)

# <rulerun evolution.rules: paired_triggers #1049 5eea5179>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT2248[0]; _d0 = st.decisions
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region2251(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if True:
                pc = 1
            else:
                pc = 11
        if pc == 1:
            _r = _run2252(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            if _offer2253(st, L, _o): return True
            pc = 3
        if pc == 3:
            _r = _run2254(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run2255(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2256(st, [L[4], 'red', None, None], 1) == 3: return True
                pc = 7
            else:
                _a = [L[4], 'red', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2257(_k2258)
                fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run2259(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2256(st, [L[4], 'blue', None, None], 1) == 3: return True
                pc = 10
            else:
                _a = [L[4], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2257(_k2260)
                fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit2250(_k, st, _d0): raise _Runaway2249()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2261)

# <rulerun evolution.rules: piracy #1050 9b0acb83>
def _loop(st, _t2531):
    _st_cvars = st.cvars
    for _t2533 in st.zones[(9 + st.model.zone_instances[st.loc[_t2531]][1])]:
        if ((_st_cvars[84 + _t2533] == _t2531) and (_st_cvars[_t2533] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #1051 3c2907eb>
def _loop(st, _t2531):
    _st_cvars = st.cvars
    _t2536 = 0
    for _t2535 in st.zones[(9 + st.model.zone_instances[st.loc[_t2531]][1])]:
        if (_st_cvars[84 + _t2535] == _t2531):
            _t2536 += (1 if ((_st_cvars[_t2535] == 'carnivorous') or (_st_cvars[_t2535] == 'high_body_weight')) else (2 if (_st_cvars[_t2535] == 'parasite') else 0))
    return _t2536

# <rulerun evolution.rules: piracy #1052 17597be3>
def _loop(st, _t2531):
    _st_cvars = st.cvars
    _t2538 = 0
    for _t2537 in st.zones[(9 + st.model.zone_instances[st.loc[_t2531]][1])]:
        if (_st_cvars[84 + _t2537] == _t2531):
            _t2538 += (1 if ((_st_cvars[_t2537] == 'carnivorous') or (_st_cvars[_t2537] == 'high_body_weight')) else (2 if (_st_cvars[_t2537] == 'parasite') else 0))
    return _t2538

# <rulerun evolution.rules: piracy #1053 830c401a>
def _loop(st, _t2531):
    _st_cvars = st.cvars
    _t2540 = 0
    for _t2539 in st.zones[(9 + st.model.zone_instances[st.loc[_t2531]][1])]:
        if (((_st_cvars[84 + _t2539] == _t2531) and (_st_cvars[_t2539] == 'fat_tissue')) and _st_cvars[252 + _t2539]):
            _t2540 += 1
    return _t2540

# <rulerun evolution.rules: piracy #1054 02b003c1>
def _loop(st, _t2531):
    _st_cvars = st.cvars
    _t2542 = 0
    for _t2541 in st.zones[(9 + st.model.zone_instances[st.loc[_t2531]][1])]:
        if ((_st_cvars[84 + _t2541] == _t2531) and (_st_cvars[_t2541] == 'fat_tissue')):
            _t2542 += 1
    return _t2542

# <rulerun evolution.rules: piracy #1055 7e7bdab1>
def _loop(st, _t2544):
    _st_cvars = st.cvars
    _t2547 = 0
    for _t2546 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2544]]][1])]:
        if (_st_cvars[84 + _t2546] == _st_cvars[84 + _t2544]):
            _t2547 += (1 if ((_st_cvars[_t2546] == 'carnivorous') or (_st_cvars[_t2546] == 'high_body_weight')) else (2 if (_st_cvars[_t2546] == 'parasite') else 0))
    return _t2547

# <rulerun evolution.rules: piracy #1056 a0e5f9a7>
def _loop(st, _t2531):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2543 = st.zones[(9 + st.model.zone_instances[st.loc[_t2531]][1])]
    _budget2271[0] -= len(_t2543)
    if _budget2271[0] < 0: _spent2272(st)
    for _t2544 in _t2543:
        if (((_st_cvars[_t2544] == 'symbiosis') and (_st_cvars[168 + _t2544] == _t2531)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2544]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2544]] >= (1 + _a2273(st, _t2544)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #1057 940b69ae>
def _loop(st, _t2549):
    _st_cvars = st.cvars
    _t2552 = 0
    for _t2551 in st.zones[(9 + st.model.zone_instances[st.loc[_t2549]][1])]:
        if (_st_cvars[84 + _t2551] == _t2549):
            _t2552 += (1 if ((_st_cvars[_t2551] == 'carnivorous') or (_st_cvars[_t2551] == 'high_body_weight')) else (2 if (_st_cvars[_t2551] == 'parasite') else 0))
    return _t2552

# <rulerun evolution.rules: piracy #1058 830da6bf>
def _loop(st, _t2531):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2548 = ([_c for _i in [5 + _p for _p in _k2275] for _c in st.zones[_i]] or ())
    _budget2276[0] -= len(_t2548)
    if _budget2276[0] < 0: _spent2277(st)
    for _t2549 in _t2548:
        if ((_t2549 != _t2531) and ((not ((_st_cvars[924 + _t2549] == _st_vars[0]) or (_st_cvars[504 + _t2549] >= (1 + _a2278(st, _t2549))))) and (_st_cvars[504 + _t2549] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #1059 d542d57a>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2530 = st.zones[(5 + L[0])]
    _budget2264[0] -= len(_t2530)
    if _budget2264[0] < 0: _spent2265(st)
    _t2532 = []
    for _t2531 in _t2530:
        if ((((_a2266(st, _t2531) and (_st_cvars[756 + _t2531] != _st_vars[0])) and (not ((_st_cvars[924 + _t2531] == _st_vars[0]) or (_st_cvars[504 + _t2531] >= (1 + _a2267(st, _t2531)))))) and ((not ((_st_cvars[924 + _t2531] == _st_vars[0]) or ((_st_cvars[504 + _t2531] >= (1 + _a2268(st, _t2531))) and (_a2269(st, _t2531) >= _a2270(st, _t2531))))) and (not _a2274(st, _t2531)))) and _a2279(st, _t2531)):
            _t2532.append(_t2531)
    return _t2532

# <rulerun evolution.rules: piracy #1060 78df0b4f>
def _loop(st, _t2557):
    _st_cvars = st.cvars
    _t2560 = 0
    for _t2559 in st.zones[(9 + st.model.zone_instances[st.loc[_t2557]][1])]:
        if (_st_cvars[84 + _t2559] == _t2557):
            _t2560 += (1 if ((_st_cvars[_t2559] == 'carnivorous') or (_st_cvars[_t2559] == 'high_body_weight')) else (2 if (_st_cvars[_t2559] == 'parasite') else 0))
    return _t2560

# <rulerun evolution.rules: piracy #1061 90518367>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2556 = ([_c for _i in [5 + _p for _p in _k2285] for _c in st.zones[_i]] or ())
    _budget2286[0] -= len(_t2556)
    if _budget2286[0] < 0: _spent2287(st)
    _t2558 = []
    for _t2557 in _t2556:
        if ((_t2557 != _l1) and ((not ((_st_cvars[924 + _t2557] == _st_vars[0]) or (_st_cvars[504 + _t2557] >= (1 + _a2288(st, _t2557))))) and (_st_cvars[504 + _t2557] > 0))):
            _t2558.append(_t2557)
    return _t2558

# <rulerun evolution.rules: piracy #1062 30a7cd97>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2280(st, L) or [])
            fr[1] = 1
            _t2553 = L[0]
            _t2554 = len(_o)
            if not _t2554: _no_option2282(_t2553, 'pirate')
            if _t2554 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2554 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2555 = st.chooser(_t2554, _t2553)
                else:
                    _t2555 = _st_bits(_t2554.bit_length())
                    while _t2555 >= _t2554: _t2555 = _st_bits(_t2554.bit_length())
                L[1] = _o[_t2555]; st.decisions += 1
                if st.thread_player is not None: _answered2283(st, _t2555)
            elif _decide2284(st, L, _o, _t2553): return True
            pc = 1
        if pc == 1:
            _o = (_a2289(st, L) or [])
            fr[1] = 2
            _t2561 = L[0]
            _t2562 = len(_o)
            if not _t2562: _no_option2282(_t2561, 'animal to rob')
            if _t2562 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2562 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2563 = st.chooser(_t2562, _t2561)
                else:
                    _t2563 = _st_bits(_t2562.bit_length())
                    while _t2563 >= _t2562: _t2563 = _st_bits(_t2562.bit_length())
                L[2] = _o[_t2563]; st.decisions += 1
                if st.thread_player is not None: _answered2283(st, _t2563)
            elif _decide2291(st, L, _o, _t2561): return True
            pc = 2
        if pc == 2:
            _r = _run2292(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2293(st, [L[1], 'blue', None, None], 1) == 3: return True
                pc = 4
            else:
                _a = [L[1], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2294(_k2295)
                fr[1] = 4; st.cur.append([11, 0, _a]); return None
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2296)

# <rulerun evolution.rules: attack_action #1063 e82deb41>
def _loop(st, _t2565):
    _st_cvars = st.cvars
    for _t2567 in st.zones[(9 + st.model.zone_instances[st.loc[_t2565]][1])]:
        if ((_st_cvars[84 + _t2567] == _t2565) and (_st_cvars[_t2567] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1064 d2df9de5>
def _loop(st, _t2565):
    _st_cvars = st.cvars
    _t2570 = 0
    for _t2569 in st.zones[(9 + st.model.zone_instances[st.loc[_t2565]][1])]:
        if (_st_cvars[84 + _t2569] == _t2565):
            _t2570 += (1 if ((_st_cvars[_t2569] == 'carnivorous') or (_st_cvars[_t2569] == 'high_body_weight')) else (2 if (_st_cvars[_t2569] == 'parasite') else 0))
    return _t2570

# <rulerun evolution.rules: attack_action #1065 8d7d4e8d>
def _loop(st, _t2565):
    _st_cvars = st.cvars
    _t2572 = 0
    for _t2571 in st.zones[(9 + st.model.zone_instances[st.loc[_t2565]][1])]:
        if (((_st_cvars[84 + _t2571] == _t2565) and (_st_cvars[_t2571] == 'fat_tissue')) and _st_cvars[252 + _t2571]):
            _t2572 += 1
    return _t2572

# <rulerun evolution.rules: attack_action #1066 e1f6fdda>
def _loop(st, _t2565):
    _st_cvars = st.cvars
    _t2574 = 0
    for _t2573 in st.zones[(9 + st.model.zone_instances[st.loc[_t2565]][1])]:
        if ((_st_cvars[84 + _t2573] == _t2565) and (_st_cvars[_t2573] == 'fat_tissue')):
            _t2574 += 1
    return _t2574

# <rulerun evolution.rules: attack_action #1067 f2a673cc>
def _loop(st, _t2576):
    _st_cvars = st.cvars
    _t2579 = 0
    for _t2578 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2576]]][1])]:
        if (_st_cvars[84 + _t2578] == _st_cvars[84 + _t2576]):
            _t2579 += (1 if ((_st_cvars[_t2578] == 'carnivorous') or (_st_cvars[_t2578] == 'high_body_weight')) else (2 if (_st_cvars[_t2578] == 'parasite') else 0))
    return _t2579

# <rulerun evolution.rules: attack_action #1068 7253383b>
def _loop(st, _t2565):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2575 = st.zones[(9 + st.model.zone_instances[st.loc[_t2565]][1])]
    _budget2305[0] -= len(_t2575)
    if _budget2305[0] < 0: _spent2306(st)
    for _t2576 in _t2575:
        if (((_st_cvars[_t2576] == 'symbiosis') and (_st_cvars[168 + _t2576] == _t2565)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2576]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2576]] >= (1 + _a2307(st, _t2576)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #1069 9dfc7f5e>
def _loop(st, _t2581):
    _st_cvars = st.cvars
    for _t2583 in st.zones[(9 + st.model.zone_instances[st.loc[_t2581]][1])]:
        if ((_st_cvars[84 + _t2583] == _t2581) and (_st_cvars[_t2583] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1070 042debfa>
def _loop(st, _t2565):
    _st_cvars = st.cvars
    for _t2585 in st.zones[(9 + st.model.zone_instances[st.loc[_t2565]][1])]:
        if ((_st_cvars[84 + _t2585] == _t2565) and (_st_cvars[_t2585] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1071 6c2699cb>
def _loop(st, _t2581):
    _st_cvars = st.cvars
    for _t2589 in st.zones[(9 + st.model.zone_instances[st.loc[_t2581]][1])]:
        if ((_st_cvars[84 + _t2589] == _t2581) and (_st_cvars[_t2589] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1072 adef8de3>
def _loop(st, _t2565):
    _st_cvars = st.cvars
    for _t2591 in st.zones[(9 + st.model.zone_instances[st.loc[_t2565]][1])]:
        if ((_st_cvars[84 + _t2591] == _t2565) and (_st_cvars[_t2591] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1073 746bfa6a>
def _loop(st, _t2581):
    _st_cvars = st.cvars
    for _t2595 in st.zones[(9 + st.model.zone_instances[st.loc[_t2581]][1])]:
        if ((_st_cvars[84 + _t2595] == _t2581) and (_st_cvars[_t2595] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1074 c0602106>
def _loop(st, _t2565):
    _st_cvars = st.cvars
    for _t2597 in st.zones[(9 + st.model.zone_instances[st.loc[_t2565]][1])]:
        if ((_st_cvars[84 + _t2597] == _t2565) and (_st_cvars[_t2597] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1075 1abb4496>
def _loop(st, _t2581):
    _st_cvars = st.cvars
    for _t2601 in st.zones[(9 + st.model.zone_instances[st.loc[_t2581]][1])]:
        if ((_st_cvars[84 + _t2601] == _t2581) and (_st_cvars[_t2601] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1076 39d5e4d4>
def _loop(st, _t2581):
    _st_cvars = st.cvars
    _t2604 = 0
    for _t2603 in st.zones[(9 + st.model.zone_instances[st.loc[_t2581]][1])]:
        if (_st_cvars[84 + _t2603] == _t2581):
            _t2604 += (1 if ((_st_cvars[_t2603] == 'carnivorous') or (_st_cvars[_t2603] == 'high_body_weight')) else (2 if (_st_cvars[_t2603] == 'parasite') else 0))
    return _t2604

# <rulerun evolution.rules: attack_action #1077 8a31dce9>
def _loop(st, _t2581):
    _st_cvars = st.cvars
    for _t2605 in st.zones[(9 + st.model.zone_instances[st.loc[_t2581]][1])]:
        if ((_st_cvars[_t2605] == 'symbiosis') and (_st_cvars[168 + _t2605] == _t2581)):
            return True
    return False

# <rulerun evolution.rules: attack_action #1078 4c0d87cf>
def _loop(st, _t2565):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2580 = ([_c for _i in [5 + _p for _p in _k2309] for _c in st.zones[_i]] or ())
    _budget2310[0] -= len(_t2580)
    if _budget2310[0] < 0: _spent2311(st)
    _t2587 = _NOT_YET
    _t2588 = _NOT_YET
    _t2593 = _NOT_YET
    _t2594 = _NOT_YET
    _t2599 = _NOT_YET
    _t2600 = _NOT_YET
    for _t2581 in _t2580:
        if ((((((_t2565 != _t2581) and ((not _a2312(st, _t2581)) or (_t2588 if _t2588 is not _NOT_YET else (_t2588 := (_t2587 if _t2587 is not _NOT_YET else (_t2587 := _a2313(st, _t2565))))))) and ((not _a2314(st, _t2581)) or (_t2594 if _t2594 is not _NOT_YET else (_t2594 := (_t2593 if _t2593 is not _NOT_YET else (_t2593 := _a2315(st, _t2565))))))) and (_a2316(st, _t2581) == (_t2600 if _t2600 is not _NOT_YET else (_t2600 := (_t2599 if _t2599 is not _NOT_YET else (_t2599 := _a2317(st, _t2565))))))) and (not (_a2318(st, _t2581) and ((_st_cvars[924 + _t2581] == _st_vars[0]) or (_st_cvars[504 + _t2581] >= (1 + _a2319(st, _t2581))))))) and (not _a2320(st, _t2581))):
            return True
    return False

# <rulerun evolution.rules: attack_action #1079 4ba655b2>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2564 = st.zones[(5 + L[0])]
    _budget2299[0] -= len(_t2564)
    if _budget2299[0] < 0: _spent2300(st)
    _t2566 = []
    for _t2565 in _t2564:
        if (((_a2301(st, _t2565) and (_st_cvars[672 + _t2565] != _st_vars[0])) and ((not ((_st_cvars[924 + _t2565] == _st_vars[0]) or ((_st_cvars[504 + _t2565] >= (1 + _a2302(st, _t2565))) and (_a2303(st, _t2565) >= _a2304(st, _t2565))))) and (not _a2308(st, _t2565)))) and _a2321(st, _t2565)):
            _t2566.append(_t2565)
    return _t2566

# <rulerun evolution.rules: attack_action #1080 cf430b17>
def _loop(st, _t2611):
    _st_cvars = st.cvars
    for _t2613 in st.zones[(9 + st.model.zone_instances[st.loc[_t2611]][1])]:
        if ((_st_cvars[84 + _t2613] == _t2611) and (_st_cvars[_t2613] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1081 18ae2e24>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2615 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2615] == _l1) and (_st_cvars[_t2615] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1082 1c2f3d12>
def _loop(st, _t2611):
    _st_cvars = st.cvars
    for _t2619 in st.zones[(9 + st.model.zone_instances[st.loc[_t2611]][1])]:
        if ((_st_cvars[84 + _t2619] == _t2611) and (_st_cvars[_t2619] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1083 336fe630>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2621 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2621] == _l1) and (_st_cvars[_t2621] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1084 2a05fea2>
def _loop(st, _t2611):
    _st_cvars = st.cvars
    for _t2625 in st.zones[(9 + st.model.zone_instances[st.loc[_t2611]][1])]:
        if ((_st_cvars[84 + _t2625] == _t2611) and (_st_cvars[_t2625] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1085 d4a8a505>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2627 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2627] == _l1) and (_st_cvars[_t2627] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1086 563c3804>
def _loop(st, _t2611):
    _st_cvars = st.cvars
    for _t2631 in st.zones[(9 + st.model.zone_instances[st.loc[_t2611]][1])]:
        if ((_st_cvars[84 + _t2631] == _t2611) and (_st_cvars[_t2631] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #1087 7954942d>
def _loop(st, _t2611):
    _st_cvars = st.cvars
    _t2634 = 0
    for _t2633 in st.zones[(9 + st.model.zone_instances[st.loc[_t2611]][1])]:
        if (_st_cvars[84 + _t2633] == _t2611):
            _t2634 += (1 if ((_st_cvars[_t2633] == 'carnivorous') or (_st_cvars[_t2633] == 'high_body_weight')) else (2 if (_st_cvars[_t2633] == 'parasite') else 0))
    return _t2634

# <rulerun evolution.rules: attack_action #1088 d9cdc230>
def _loop(st, _t2611):
    _st_cvars = st.cvars
    for _t2635 in st.zones[(9 + st.model.zone_instances[st.loc[_t2611]][1])]:
        if ((_st_cvars[_t2635] == 'symbiosis') and (_st_cvars[168 + _t2635] == _t2611)):
            return True
    return False

# <rulerun evolution.rules: attack_action #1089 4fe4abff>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2610 = ([_c for _i in [5 + _p for _p in _k2327] for _c in st.zones[_i]] or ())
    _budget2328[0] -= len(_t2610)
    if _budget2328[0] < 0: _spent2329(st)
    _t2617 = _NOT_YET
    _t2618 = _NOT_YET
    _t2623 = _NOT_YET
    _t2624 = _NOT_YET
    _t2629 = _NOT_YET
    _t2630 = _NOT_YET
    _t2612 = []
    for _t2611 in _t2610:
        if ((((((_l1 != _t2611) and ((not _a2330(st, _t2611)) or (_t2618 if _t2618 is not _NOT_YET else (_t2618 := (_t2617 if _t2617 is not _NOT_YET else (_t2617 := _a2331(st, L))))))) and ((not _a2332(st, _t2611)) or (_t2624 if _t2624 is not _NOT_YET else (_t2624 := (_t2623 if _t2623 is not _NOT_YET else (_t2623 := _a2333(st, L))))))) and (_a2334(st, _t2611) == (_t2630 if _t2630 is not _NOT_YET else (_t2630 := (_t2629 if _t2629 is not _NOT_YET else (_t2629 := _a2335(st, L))))))) and (not (_a2336(st, _t2611) and ((_st_cvars[924 + _t2611] == _st_vars[0]) or (_st_cvars[504 + _t2611] >= (1 + _a2337(st, _t2611))))))) and (not _a2338(st, _t2611))):
            _t2612.append(_t2611)
    return _t2612

# <rulerun evolution.rules: attack_action #1090 2db3c536>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2322(st, L) or [])
            fr[1] = 1
            _t2607 = L[0]
            _t2608 = len(_o)
            if not _t2608: _no_option2324(_t2607, 'attacker')
            if _t2608 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2608 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2609 = st.chooser(_t2608, _t2607)
                else:
                    _t2609 = _st_bits(_t2608.bit_length())
                    while _t2609 >= _t2608: _t2609 = _st_bits(_t2608.bit_length())
                L[1] = _o[_t2609]; st.decisions += 1
                if st.thread_player is not None: _answered2325(st, _t2609)
            elif _decide2326(st, L, _o, _t2607): return True
            pc = 1
        if pc == 1:
            _o = (_a2339(st, L) or [])
            fr[1] = 2
            _t2637 = L[0]
            _t2638 = len(_o)
            if not _t2638: _no_option2324(_t2637, 'target')
            if _t2638 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2638 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2639 = st.chooser(_t2638, _t2637)
                else:
                    _t2639 = _st_bits(_t2638.bit_length())
                    while _t2639 >= _t2638: _t2639 = _st_bits(_t2638.bit_length())
                L[2] = _o[_t2639]; st.decisions += 1
                if st.thread_player is not None: _answered2325(st, _t2639)
            elif _decide2341(st, L, _o, _t2637): return True
            pc = 2
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p2342(st, [L[1], L[2], None, None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [L[1], L[2], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2343(_k2344)
                fr[1] = 3; st.cur.append([17, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2345)

# <rulerun evolution.rules: hunt #1091 79ba2465>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run2348(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region2349(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step2350(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run2351(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2352(st, [L[3], 'blue', None, None], 1) == 3: return True
                pc = 5
            else:
                _a = [L[3], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2353(_k2354)
                fr[1] = 5; st.cur.append([11, 0, _a]); return None
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p2352(st, [L[3], 'blue', None, None], 1) == 3: return True
                pc = 6
            else:
                _a = [L[3], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2353(_k2355)
                fr[1] = 6; st.cur.append([11, 0, _a]); return None
        if pc == 6:
            _r = _run2356(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step2357(st, fr): return True
            return None
        if pc == 8:
            _step2358(st, fr)
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2359)

# <rulerun evolution.rules: scavenge #1092 96592cd0>
def _loop(st, L):
    _t2643 = (L[4] or ())
    _budget2368[0] -= len(_t2643)
    if _budget2368[0] < 0: _spent2369(st)
    for _t2644 in _t2643:
        return _t2644
    return None

# <rulerun evolution.rules: scavenge #1093 a697f979>
def _loop(st, L):
    _t2640 = (L[4] or ())
    _budget2366[0] -= len(_t2640)
    if _budget2366[0] < 0: _spent2367(st)
    _t2646 = _NOT_YET
    _t2642 = []
    for _t2641 in _t2640:
        if ((not False) or (_t2641 == (_t2646 if _t2646 is not _NOT_YET else (_t2646 := _a2370(st, L))))):
            _t2642.append(_t2641)
    return _t2642

# <rulerun evolution.rules: scavenge #1094 6c80919e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT2360[0]; _d0 = st.decisions
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region2363(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            L[1] = (_o2364[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run2365(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a2371(st, L) or [])
            fr[1] = 5
            _t2647 = L[3]
            _t2648 = len(_o)
            if not _t2648: _no_option2373(_t2647, 'scavenger to feed')
            if _t2648 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2648 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2649 = st.chooser(_t2648, _t2647)
                else:
                    _t2649 = _st_bits(_t2648.bit_length())
                    while _t2649 >= _t2648: _t2649 = _st_bits(_t2648.bit_length())
                L[5] = _o[_t2649]; st.decisions += 1
                if st.thread_player is not None: _answered2374(st, _t2649)
            elif _decide2375(st, L, _o, _t2647): return True
            pc = 5
        if pc == 5:
            _r = _run2376(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2377(st, [L[5], 'blue', None, None], 1) == 3: return True
                pc = 7
            else:
                _a = [L[5], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2378(_k2379)
                fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            _r = _run2380(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit2362(_k, st, _d0): raise _Runaway2361()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2381)

# <rulerun evolution.rules: on after feed #1095 e2ff8b2c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p2384(st, [L[0], L[1], None, None, None], 1) == 3: return True
                pc = 1
            else:
                _a = [L[0], L[1], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2385(_k2386)
                fr[1] = 1; st.cur.append([12, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2387)

# <rulerun evolution.rules: on before attack #1096 b51ea672>
def _loop(st, _t2651):
    _st_cvars = st.cvars
    for _t2653 in st.zones[(9 + st.model.zone_instances[st.loc[_t2651]][1])]:
        if ((_st_cvars[84 + _t2653] == _t2651) and (_st_cvars[_t2653] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #1097 2a82a541>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2655 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2655] == _l0) and (_st_cvars[_t2655] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #1098 af219678>
def _loop(st, _t2651):
    _st_cvars = st.cvars
    for _t2659 in st.zones[(9 + st.model.zone_instances[st.loc[_t2651]][1])]:
        if ((_st_cvars[84 + _t2659] == _t2651) and (_st_cvars[_t2659] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #1099 b392a512>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2661 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2661] == _l0) and (_st_cvars[_t2661] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #1100 6113e306>
def _loop(st, _t2651):
    _st_cvars = st.cvars
    for _t2665 in st.zones[(9 + st.model.zone_instances[st.loc[_t2651]][1])]:
        if ((_st_cvars[84 + _t2665] == _t2651) and (_st_cvars[_t2665] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #1101 c6007694>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2667 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2667] == _l0) and (_st_cvars[_t2667] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #1102 fbd0cad9>
def _loop(st, _t2651):
    _st_cvars = st.cvars
    for _t2671 in st.zones[(9 + st.model.zone_instances[st.loc[_t2651]][1])]:
        if ((_st_cvars[84 + _t2671] == _t2651) and (_st_cvars[_t2671] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #1103 12fe5ac2>
def _loop(st, _t2651):
    _st_cvars = st.cvars
    _t2674 = 0
    for _t2673 in st.zones[(9 + st.model.zone_instances[st.loc[_t2651]][1])]:
        if (_st_cvars[84 + _t2673] == _t2651):
            _t2674 += (1 if ((_st_cvars[_t2673] == 'carnivorous') or (_st_cvars[_t2673] == 'high_body_weight')) else (2 if (_st_cvars[_t2673] == 'parasite') else 0))
    return _t2674

# <rulerun evolution.rules: on before attack #1104 a6516a09>
def _loop(st, _t2651):
    _st_cvars = st.cvars
    for _t2675 in st.zones[(9 + st.model.zone_instances[st.loc[_t2651]][1])]:
        if ((_st_cvars[_t2675] == 'symbiosis') and (_st_cvars[168 + _t2675] == _t2651)):
            return True
    return False

# <rulerun evolution.rules: on before attack #1105 3411f37c>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2650 = st.zones[(5 + L[4])]
    _budget2397[0] -= len(_t2650)
    if _budget2397[0] < 0: _spent2398(st)
    _t2657 = _NOT_YET
    _t2658 = _NOT_YET
    _t2663 = _NOT_YET
    _t2664 = _NOT_YET
    _t2669 = _NOT_YET
    _t2670 = _NOT_YET
    _t2652 = []
    for _t2651 in _t2650:
        if (((_t2651 != _l1) and (_t2651 != _l0)) and ((((((_l0 != _t2651) and ((not _a2399(st, _t2651)) or (_t2658 if _t2658 is not _NOT_YET else (_t2658 := (_t2657 if _t2657 is not _NOT_YET else (_t2657 := _a2400(st, L))))))) and ((not _a2401(st, _t2651)) or (_t2664 if _t2664 is not _NOT_YET else (_t2664 := (_t2663 if _t2663 is not _NOT_YET else (_t2663 := _a2402(st, L))))))) and (_a2403(st, _t2651) == (_t2670 if _t2670 is not _NOT_YET else (_t2670 := (_t2669 if _t2669 is not _NOT_YET else (_t2669 := _a2404(st, L))))))) and (not (_a2405(st, _t2651) and ((_st_cvars[924 + _t2651] == _st_vars[0]) or (_st_cvars[504 + _t2651] >= (1 + _a2406(st, _t2651))))))) and (not _a2407(st, _t2651)))):
            _t2652.append(_t2651)
    return _t2652

# <rulerun evolution.rules: on before attack #1106 a1abd3f2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2681 = []
    for _t2680 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t2680] == L[1]) or (_st_cvars[168 + _t2680] == L[1])):
            _t2681.append(_t2680)
    return _t2681

# <rulerun evolution.rules: on before attack #1107 a39e86c7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT2388[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2391(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region2392(st, L)
            if _r is None:
                pc = 17
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 17
        if pc == 2:
            _r = _run2393(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            if _offer2394(st, L, _o): return True
            pc = 4
        if pc == 4:
            _r = _run2395(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run2396(st, L)
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
            _o = (_a2408(st, L) or [])
            fr[1] = 10
            _t2677 = L[4]
            _t2678 = len(_o)
            if not _t2678: _no_option2410(_t2677, 'mimicry: the new target')
            if _t2678 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2678 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2679 = st.chooser(_t2678, _t2677)
                else:
                    _t2679 = _st_bits(_t2678.bit_length())
                    while _t2679 >= _t2678: _t2679 = _st_bits(_t2678.bit_length())
                L[7] = _o[_t2679]; st.decisions += 1
                if st.thread_player is not None: _answered2411(st, _t2679)
            elif _decide2412(st, L, _o, _t2677): return True
            pc = 10
        if pc == 10:
            _r = _run2413(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a2414(st, L) or [])
            fr[1] = 13
            _t2682 = L[4]
            _t2683 = len(_o)
            if not _t2683: _no_option2410(_t2682, 'tail loss: trait to drop')
            if _t2683 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2683 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2684 = st.chooser(_t2683, _t2682)
                else:
                    _t2684 = _st_bits(_t2683.bit_length())
                    while _t2684 >= _t2683: _t2684 = _st_bits(_t2683.bit_length())
                L[8] = _o[_t2684]; st.decisions += 1
                if st.thread_player is not None: _answered2411(st, _t2684)
            elif _decide2416(st, L, _o, _t2682): return True
            pc = 13
        if pc == 13:
            _r = _run2417(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2418(st, [L[0], 'blue', None, None], 1) == 3: return True
                pc = 15
            else:
                _a = [L[0], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2419(_k2420)
                fr[1] = 15; st.cur.append([11, 0, _a]); return None
        if pc == 15:
            _r = _run2421(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit2390(_k, st, _d0): raise _Runaway2389()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2422)

# <rulerun evolution.rules: on after attack #1108 217d1768>
def _native(st, fr):
    _st_loc = st.loc
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p2425(st, [st.model.zone_instances[_st_loc[L[0]]][1], None, None, None, None, None], 1) == 3: return True
                pc = 1
            else:
                _a = [st.model.zone_instances[_st_loc[L[0]]][1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2426(_k2427)
                fr[1] = 1; st.cur.append([18, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2428)

# <rulerun evolution.rules: play #1109 95421a2e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT2429[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2432(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region2433(st, L)
            if _r is None:
                pc = 3
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if st.thread_player == st.inline_thread:
                if _p2434(st, [], 1) == 3: return True
                pc = 2
            else:
                _a = []
                if len(st.cur) >= 500: raise _RuleLimit2435(_k2436)
                fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit2431(_k, st, _d0): raise _Runaway2430()
                continue
        if pc == 3:
            _r = _run2437(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step2438(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2439)

# <rulerun evolution.rules: play #1110 59248e14>
def _loop(st, p):
    _st_cvars = st.cvars
    _t2686 = 0
    for _t2685 in st.zones[(9 + p)]:
        _t2686 += (1 + (1 if ((_st_cvars[_t2685] == 'carnivorous') or (_st_cvars[_t2685] == 'high_body_weight')) else (2 if (_st_cvars[_t2685] == 'parasite') else 0)))
    return _t2686

# <rulerun evolution.rules: rank #1111 70d87d14>
def _native(st, p):
    _st_zones = st.zones
    return (((2 * len(_st_zones[(5 + p)])) + _a2440(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #1112 bafd69d1>
def _loop(st, _t2688):
    _st_cvars = st.cvars
    _t2691 = 0
    for _t2690 in st.zones[(9 + st.model.zone_instances[st.loc[_t2688]][1])]:
        if (_st_cvars[84 + _t2690] == _t2688):
            _t2691 += (1 + (1 if ((_st_cvars[_t2690] == 'carnivorous') or (_st_cvars[_t2690] == 'high_body_weight')) else (2 if (_st_cvars[_t2690] == 'parasite') else 0)))
    return _t2691

# <rulerun evolution.rules: play #1113 55ea6e65>
def _loop(st, _t2688):
    _st_cvars = st.cvars
    _t2693 = 0
    for _t2692 in st.zones[(9 + st.model.zone_instances[st.loc[_t2688]][1])]:
        if (_st_cvars[84 + _t2692] == _t2688):
            _t2693 += (1 if ((_st_cvars[_t2692] == 'carnivorous') or (_st_cvars[_t2692] == 'high_body_weight')) else (2 if (_st_cvars[_t2692] == 'parasite') else 0))
    return _t2693

# <rulerun evolution.rules: play #1114 087e43bd>
def _loop(st, _t2688):
    _st_cvars = st.cvars
    _t2695 = 0
    for _t2694 in st.zones[(9 + st.model.zone_instances[st.loc[_t2688]][1])]:
        if (_st_cvars[84 + _t2694] == _t2688):
            _t2695 += (1 + (1 if ((_st_cvars[_t2694] == 'carnivorous') or (_st_cvars[_t2694] == 'high_body_weight')) else (2 if (_st_cvars[_t2694] == 'parasite') else 0)))
    return _t2695

# <rulerun evolution.rules: play #1115 6acbc2e1>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2687 = st.zones[(5 + p)]
    _budget2441[0] -= len(_t2687)
    if _budget2441[0] < 0: _spent2442(st)
    _t2689 = 0
    for _t2688 in _t2687:
        _t2689 += (0 if _st_cvars[588 + _t2688] else ((2 * (2 + _a2443(st, _t2688))) if ((_st_cvars[924 + _t2688] == _st_vars[0]) or (_st_cvars[504 + _t2688] >= (1 + _a2444(st, _t2688)))) else (2 + _a2445(st, _t2688))))
    return _t2689

# <rulerun evolution.rules: rank #1116 42ece2e2>
def _native(st, p):
    return (_a2446(st, p), len(st.zones[(13 + p)]), )

