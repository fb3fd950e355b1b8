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

# <rulerun evolution.rules: play_card #14 e5becebe>
def _loop(st, _t66):
    _st_cvars = st.cvars
    for _t68 in st.zones[(9 + st.model.zone_instances[st.loc[_t66]][1])]:
        if ((_st_cvars[84 + _t68] == _t66) and (_st_cvars[_t68] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #15 2b98132f>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t65 = ([_c for _i in [5 + _p for _p in _k68] for _c in st.zones[_i]] or ())
    _budget69[0] -= len(_t65)
    if _budget69[0] < 0: _spent70(st)
    for _t66 in _t65:
        if ((st.model.zone_instances[_st_loc[_t66]][1] != _l0) and (not _a71(st, _t66))):
            return True
    return False

# <rulerun evolution.rules: play_card #16 8adb317b>
def _loop(st, _t64, _t72, _t76):
    _st_cvars = st.cvars
    for _t77 in st.zones[(9 + st.model.zone_instances[st.loc[_t72]][1])]:
        if ((_st_cvars[_t77] == _t64) and (((_st_cvars[84 + _t77] == _t72) and (_st_cvars[168 + _t77] == _t76)) or ((_st_cvars[84 + _t77] == _t76) and (_st_cvars[168 + _t77] == _t72)))):
            return True
    return False

# <rulerun evolution.rules: play_card #17 99a73dd7>
def _loop(st, L, _t64):
    _l0 = L[0]
    _st_zones = st.zones
    _t71 = _st_zones[(5 + _l0)]
    _budget73[0] -= len(_t71)
    if _budget73[0] < 0: _spent74(st)
    for _t72 in _t71:
        _t75 = _st_zones[(5 + _l0)]
        _budget73[0] -= len(_t75)
        if _budget73[0] < 0: _spent74(st)
        _t74 = False
        for _t76 in _t75:
            if ((_t72 != _t76) and (not _a75(st, _t64, _t72, _t76))):
                _t74 = True
                break
        if _t74:
            return True
    return False

# <rulerun evolution.rules: play_card #18 73f5413e>
def _loop(st, _t64, _t80):
    _st_cvars = st.cvars
    for _t82 in st.zones[(9 + st.model.zone_instances[st.loc[_t80]][1])]:
        if ((_st_cvars[84 + _t82] == _t80) and (_st_cvars[_t82] == _t64)):
            return True
    return False

# <rulerun evolution.rules: play_card #19 506d09f0>
def _loop(st, _t80):
    _st_cvars = st.cvars
    for _t84 in st.zones[(9 + st.model.zone_instances[st.loc[_t80]][1])]:
        if ((_st_cvars[84 + _t84] == _t80) and (_st_cvars[_t84] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #20 10754317>
def _loop(st, _t80):
    _st_cvars = st.cvars
    for _t86 in st.zones[(9 + st.model.zone_instances[st.loc[_t80]][1])]:
        if ((_st_cvars[84 + _t86] == _t80) and (_st_cvars[_t86] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #21 11f4f88c>
def _loop(st, L, _t64):
    _t79 = st.zones[(5 + L[0])]
    _budget77[0] -= len(_t79)
    if _budget77[0] < 0: _spent78(st)
    for _t80 in _t79:
        if ((((_t64 == 'fat_tissue') or (not _a79(st, _t64, _t80))) and (not ((_t64 == 'scavenger') and _a80(st, _t80)))) and (not ((_t64 == 'carnivorous') and _a81(st, _t80)))):
            return True
    return False

# <rulerun evolution.rules: play_card #22 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #23 5f4482d2>
def _loop(st, _t98):
    _st_cvars = st.cvars
    for _t100 in st.zones[(9 + st.model.zone_instances[st.loc[_t98]][1])]:
        if ((_st_cvars[84 + _t100] == _t98) and (_st_cvars[_t100] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #24 a25d004e>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t97 = ([_c for _i in [5 + _p for _p in _k94] for _c in st.zones[_i]] or ())
    _budget95[0] -= len(_t97)
    if _budget95[0] < 0: _spent96(st)
    _t99 = []
    for _t98 in _t97:
        if ((st.model.zone_instances[_st_loc[_t98]][1] != _l0) and (not _a97(st, _t98))):
            _t99.append(_t98)
    return _t99

# <rulerun evolution.rules: play_card #25 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #26 ab90d296>
def _loop(st, L):
    _st_cvars = st.cvars
    _t103 = []
    for _t102 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t102] == L[4]) or (_st_cvars[168 + _t102] == L[4])):
            _t103.append(_st_cvars[_t102])
    return _t103

# <rulerun evolution.rules: play_card #27 834c4e58>
def _loop(st, L):
    _st_cvars = st.cvars
    _t105 = []
    for _t104 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t104] == L[4]) or (_st_cvars[168 + _t104] == L[4])):
            _t105.append(_t104)
    return _t105

# <rulerun evolution.rules: play_card #28 1932927d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t107 = 0
    for _t106 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (_st_cvars[84 + _t106] == L[4]):
            _t107 += (1 if ((_st_cvars[_t106] == 'carnivorous') or (_st_cvars[_t106] == 'high_body_weight')) else (2 if (_st_cvars[_t106] == 'parasite') else 0))
    return _t107

# <rulerun evolution.rules: play_card #29 a635bf9e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t109 = 0
    for _t108 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (((_st_cvars[84 + _t108] == L[4]) and (_st_cvars[_t108] == 'fat_tissue')) and _st_cvars[252 + _t108]):
            _t109 += 1
    return _t109

# <rulerun evolution.rules: play_card #30 d6825a3e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t111 = 0
    for _t110 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t110] == L[4]) and (_st_cvars[_t110] == 'fat_tissue')):
            _t111 += 1
    return _t111

# <rulerun evolution.rules: play_card #31 4181bc48>
def _loop(st, L):
    _st_cvars = st.cvars
    _t113 = 0
    for _t112 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t112] == L[4]) and (_st_cvars[_t112] == 'fat_tissue')):
            _t113 += 1
    return _t113

# <rulerun evolution.rules: play_card #32 a0650839>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain99(_text100(((((('animal ' + _plain99(_st_cvars[420 + L[4]]) + ' of ' + _player_text101(st.model.zone_instances[st.loc[L[4]]][1])) + (_text100(' ' + _plain99(_a102(st, L))) if (not not (_a103(st, L) or ())) else '')) + (' food ' + _plain99(_st_cvars[504 + L[4]]) + '/' + _plain99((1 + _a104(st, L))))) + ((' fat ' + _plain99(_a105(st, L)) + '/' + _plain99(_a106(st, L))) if (_a107(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[4]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[4]] else '')))))

# <rulerun evolution.rules: play_card #33 0447ddf9>
def _loop(st, L, _t122, _t126):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t127 in st.zones[(9 + st.model.zone_instances[st.loc[_t122]][1])]:
        if ((_st_cvars[_t127] == _l3) and (((_st_cvars[84 + _t127] == _t122) and (_st_cvars[168 + _t127] == _t126)) or ((_st_cvars[84 + _t127] == _t126) and (_st_cvars[168 + _t127] == _t122)))):
            return True
    return False

# <rulerun evolution.rules: play_card #34 52118364>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t121 = _st_zones[(5 + _l0)]
    _budget110[0] -= len(_t121)
    if _budget110[0] < 0: _spent111(st)
    _t123 = []
    for _t122 in _t121:
        _t125 = _st_zones[(5 + _l0)]
        _budget110[0] -= len(_t125)
        if _budget110[0] < 0: _spent111(st)
        _t124 = False
        for _t126 in _t125:
            if ((_t122 != _t126) and (not _a112(st, L, _t122, _t126))):
                _t124 = True
                break
        if _t124:
            _t123.append(_t122)
    return _t123

# <rulerun evolution.rules: play_card #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #36 75b9633c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t130 = []
    for _t129 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t129] == L[5]) or (_st_cvars[168 + _t129] == L[5])):
            _t130.append(_st_cvars[_t129])
    return _t130

# <rulerun evolution.rules: play_card #37 29874db1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t132 = []
    for _t131 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t131] == L[5]) or (_st_cvars[168 + _t131] == L[5])):
            _t132.append(_t131)
    return _t132

# <rulerun evolution.rules: play_card #38 5e89f224>
def _loop(st, L):
    _st_cvars = st.cvars
    _t134 = 0
    for _t133 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t133] == L[5]):
            _t134 += (1 if ((_st_cvars[_t133] == 'carnivorous') or (_st_cvars[_t133] == 'high_body_weight')) else (2 if (_st_cvars[_t133] == 'parasite') else 0))
    return _t134

# <rulerun evolution.rules: play_card #39 022a89fd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t136 = 0
    for _t135 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t135] == L[5]) and (_st_cvars[_t135] == 'fat_tissue')) and _st_cvars[252 + _t135]):
            _t136 += 1
    return _t136

# <rulerun evolution.rules: play_card #40 afdc291f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t138 = 0
    for _t137 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t137] == L[5]) and (_st_cvars[_t137] == 'fat_tissue')):
            _t138 += 1
    return _t138

# <rulerun evolution.rules: play_card #41 8d6afd30>
def _loop(st, L):
    _st_cvars = st.cvars
    _t140 = 0
    for _t139 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t139] == L[5]) and (_st_cvars[_t139] == 'fat_tissue')):
            _t140 += 1
    return _t140

# <rulerun evolution.rules: play_card #42 cfda5827>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain114(_text115(((((('animal ' + _plain114(_st_cvars[420 + L[5]]) + ' of ' + _player_text116(st.model.zone_instances[st.loc[L[5]]][1])) + (_text115(' ' + _plain114(_a117(st, L))) if (not not (_a118(st, L) or ())) else '')) + (' food ' + _plain114(_st_cvars[504 + L[5]]) + '/' + _plain114((1 + _a119(st, L))))) + ((' fat ' + _plain114(_a120(st, L)) + '/' + _plain114(_a121(st, L))) if (_a122(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: play_card #43 890e411a>
def _loop(st, L, _t146):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t148 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t148] == _l3) and (((_st_cvars[84 + _t148] == _l5) and (_st_cvars[168 + _t148] == _t146)) or ((_st_cvars[84 + _t148] == _t146) and (_st_cvars[168 + _t148] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #44 e29b2015>
def _loop(st, L):
    _l5 = L[5]
    _t145 = st.zones[(5 + L[0])]
    _budget125[0] -= len(_t145)
    if _budget125[0] < 0: _spent126(st)
    _t147 = []
    for _t146 in _t145:
        if ((_l5 != _t146) and (not _a127(st, L, _t146))):
            _t147.append(_t146)
    return _t147

# <rulerun evolution.rules: play_card #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #46 17e25b4c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t151 = []
    for _t150 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t150] == L[6]) or (_st_cvars[168 + _t150] == L[6])):
            _t151.append(_st_cvars[_t150])
    return _t151

# <rulerun evolution.rules: play_card #47 535fde88>
def _loop(st, L):
    _st_cvars = st.cvars
    _t153 = []
    for _t152 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t152] == L[6]) or (_st_cvars[168 + _t152] == L[6])):
            _t153.append(_t152)
    return _t153

# <rulerun evolution.rules: play_card #48 c4e24100>
def _loop(st, L):
    _st_cvars = st.cvars
    _t155 = 0
    for _t154 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (_st_cvars[84 + _t154] == L[6]):
            _t155 += (1 if ((_st_cvars[_t154] == 'carnivorous') or (_st_cvars[_t154] == 'high_body_weight')) else (2 if (_st_cvars[_t154] == 'parasite') else 0))
    return _t155

# <rulerun evolution.rules: play_card #49 dae01f7b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t157 = 0
    for _t156 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (((_st_cvars[84 + _t156] == L[6]) and (_st_cvars[_t156] == 'fat_tissue')) and _st_cvars[252 + _t156]):
            _t157 += 1
    return _t157

# <rulerun evolution.rules: play_card #50 5db89fc2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t159 = 0
    for _t158 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t158] == L[6]) and (_st_cvars[_t158] == 'fat_tissue')):
            _t159 += 1
    return _t159

# <rulerun evolution.rules: play_card #51 9936514f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t161 = 0
    for _t160 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t160] == L[6]) and (_st_cvars[_t160] == 'fat_tissue')):
            _t161 += 1
    return _t161

# <rulerun evolution.rules: play_card #52 b5236065>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain129(_text130(((((('animal ' + _plain129(_st_cvars[420 + L[6]]) + ' of ' + _player_text131(st.model.zone_instances[st.loc[L[6]]][1])) + (_text130(' ' + _plain129(_a132(st, L))) if (not not (_a133(st, L) or ())) else '')) + (' food ' + _plain129(_st_cvars[504 + L[6]]) + '/' + _plain129((1 + _a134(st, L))))) + ((' fat ' + _plain129(_a135(st, L)) + '/' + _plain129(_a136(st, L))) if (_a137(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[6]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[6]] else '')))))

# <rulerun evolution.rules: play_card #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #54 54da3d5e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t167 = []
    for _t166 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t166] == L[7]) or (_st_cvars[168 + _t166] == L[7])):
            _t167.append(_st_cvars[_t166])
    return _t167

# <rulerun evolution.rules: play_card #55 6381295b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t169 = []
    for _t168 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t168] == L[7]) or (_st_cvars[168 + _t168] == L[7])):
            _t169.append(_t168)
    return _t169

# <rulerun evolution.rules: play_card #56 1f753922>
def _loop(st, L):
    _st_cvars = st.cvars
    _t171 = 0
    for _t170 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t170] == L[7]):
            _t171 += (1 if ((_st_cvars[_t170] == 'carnivorous') or (_st_cvars[_t170] == 'high_body_weight')) else (2 if (_st_cvars[_t170] == 'parasite') else 0))
    return _t171

# <rulerun evolution.rules: play_card #57 a754b5b8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t173 = 0
    for _t172 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t172] == L[7]) and (_st_cvars[_t172] == 'fat_tissue')) and _st_cvars[252 + _t172]):
            _t173 += 1
    return _t173

# <rulerun evolution.rules: play_card #58 674c44c8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t175 = 0
    for _t174 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t174] == L[7]) and (_st_cvars[_t174] == 'fat_tissue')):
            _t175 += 1
    return _t175

# <rulerun evolution.rules: play_card #59 d4ac4d1c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t177 = 0
    for _t176 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t176] == L[7]) and (_st_cvars[_t176] == 'fat_tissue')):
            _t177 += 1
    return _t177

# <rulerun evolution.rules: play_card #60 ddfb309c>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain140(_text141(((((('animal ' + _plain140(_st_cvars[420 + L[7]]) + ' of ' + _player_text142(st.model.zone_instances[st.loc[L[7]]][1])) + (_text141(' ' + _plain140(_a143(st, L))) if (not not (_a144(st, L) or ())) else '')) + (' food ' + _plain140(_st_cvars[504 + L[7]]) + '/' + _plain140((1 + _a145(st, L))))) + ((' fat ' + _plain140(_a146(st, L)) + '/' + _plain140(_a147(st, L))) if (_a148(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: play_card #61 80eb2e50>
def _loop(st, L, _t189):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t191 in st.zones[(9 + st.model.zone_instances[st.loc[_t189]][1])]:
        if ((_st_cvars[84 + _t191] == _t189) and (_st_cvars[_t191] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #62 6b2f957d>
def _loop(st, _t189):
    _st_cvars = st.cvars
    for _t193 in st.zones[(9 + st.model.zone_instances[st.loc[_t189]][1])]:
        if ((_st_cvars[84 + _t193] == _t189) and (_st_cvars[_t193] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #63 fb14b54e>
def _loop(st, _t189):
    _st_cvars = st.cvars
    for _t195 in st.zones[(9 + st.model.zone_instances[st.loc[_t189]][1])]:
        if ((_st_cvars[84 + _t195] == _t189) and (_st_cvars[_t195] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #64 364c98a6>
def _loop(st, L):
    _l3 = L[3]
    _t188 = st.zones[(5 + L[0])]
    _budget151[0] -= len(_t188)
    if _budget151[0] < 0: _spent152(st)
    _t190 = []
    for _t189 in _t188:
        if ((((_l3 == 'fat_tissue') or (not _a153(st, L, _t189))) and (not ((_l3 == 'scavenger') and _a154(st, _t189)))) and (not ((_l3 == 'carnivorous') and _a155(st, _t189)))):
            _t190.append(_t189)
    return _t190

# <rulerun evolution.rules: play_card #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #66 76f34c24>
def _loop(st, L):
    _st_cvars = st.cvars
    _t198 = []
    for _t197 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t197] == L[8]) or (_st_cvars[168 + _t197] == L[8])):
            _t198.append(_st_cvars[_t197])
    return _t198

# <rulerun evolution.rules: play_card #67 daaf8cc9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t200 = []
    for _t199 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t199] == L[8]) or (_st_cvars[168 + _t199] == L[8])):
            _t200.append(_t199)
    return _t200

# <rulerun evolution.rules: play_card #68 13038b67>
def _loop(st, L):
    _st_cvars = st.cvars
    _t202 = 0
    for _t201 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (_st_cvars[84 + _t201] == L[8]):
            _t202 += (1 if ((_st_cvars[_t201] == 'carnivorous') or (_st_cvars[_t201] == 'high_body_weight')) else (2 if (_st_cvars[_t201] == 'parasite') else 0))
    return _t202

# <rulerun evolution.rules: play_card #69 b6caa3d3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t204 = 0
    for _t203 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (((_st_cvars[84 + _t203] == L[8]) and (_st_cvars[_t203] == 'fat_tissue')) and _st_cvars[252 + _t203]):
            _t204 += 1
    return _t204

# <rulerun evolution.rules: play_card #70 9b87f8ab>
def _loop(st, L):
    _st_cvars = st.cvars
    _t206 = 0
    for _t205 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t205] == L[8]) and (_st_cvars[_t205] == 'fat_tissue')):
            _t206 += 1
    return _t206

# <rulerun evolution.rules: play_card #71 d2a4d12e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t208 = 0
    for _t207 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t207] == L[8]) and (_st_cvars[_t207] == 'fat_tissue')):
            _t208 += 1
    return _t208

# <rulerun evolution.rules: play_card #72 10cc68f3>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain157(_text158(((((('animal ' + _plain157(_st_cvars[420 + L[8]]) + ' of ' + _player_text159(st.model.zone_instances[st.loc[L[8]]][1])) + (_text158(' ' + _plain157(_a160(st, L))) if (not not (_a161(st, L) or ())) else '')) + (' food ' + _plain157(_st_cvars[504 + L[8]]) + '/' + _plain157((1 + _a162(st, L))))) + ((' fat ' + _plain157(_a163(st, L)) + '/' + _plain157(_a164(st, L))) if (_a165(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[8]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[8]] else '')))))

# <rulerun evolution.rules: play_card #73 playout 35dc1abc>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t63 = ([_c64[_l1], _c65[_l1]] or ())
    _budget66[0] -= len(_t63)
    if _budget66[0] < 0: _spent67(st)
    _t70 = _NOT_YET
    _t62 = []
    for _t64 in _t63:
        if ((_t64 != 'no_trait') and ((_t70 if _t70 is not _NOT_YET else (_t70 := _a72(st, L))) if (_t64 == 'parasite') else (_a76(st, L, _t64) if (((_t64 == 'symbiosis') or (_t64 == 'communication')) or (_t64 == 'cooperation')) else _a82(st, L, _t64)))):
            _t62.append(_t64)
    L[2] = _joined83(['animal'], _t62)
    _t88 = (L[2] or [])
    _t89 = _l0
    _t90 = len(_t88)
    if not _t90: _no_option86(_t89, 'play it as')
    if _t90 <= 1 and _st_log is None:
        L[3] = _t88[0] if _t90 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t91 = st.chooser(_t90, _t89)
        else:
            _t91 = _st_bits(_t90.bit_length())
            while _t91 >= _t90: _t91 = _st_bits(_t90.bit_length())
        L[3] = _t88[_t91]; st.decisions += 1
    elif _decide87(st, L, _t88, _t89): raise _PlayoutCut84()
    if (L[3] == 'animal'):
        _st_vars[11] = (_t92 if -1000000000000000000 <= (_t92 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond88(_t92))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t93 = _l1
        _t94 = (5 + _l0)
        if type(_t93) is int and _st_log is None:
            _t95 = _st_zones[_st_loc[_t93]]
            if _t95[-1] == _t93: _t95.pop()
            else: _t95.remove(_t93)
            _st_zones[_t94].append(_t93); _st_loc[_t93] = _t94
        elif _t93 is not None:
            _move_cards89(st, _t93, _t94, False)
        if _st_log is not None: _st_log.append(_Text93(_audience90(st), [_PlayerRef91(_l0), ' plays a new animal: animal ', _plain92(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = L[3]
    if (L[3] == 'parasite'):
        _t96 = (_a98(st, L) or [])
        _t114 = _l0
        _t115 = len(_t96)
        if not _t115: _no_option86(_t114, 'animal to put the parasite on')
        if _t115 <= 1 and _st_log is None:
            L[4] = _t96[0] if _t115 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t116 = st.chooser(_t115, _t114)
            else:
                _t116 = _st_bits(_t115.bit_length())
                while _t116 >= _t115: _t116 = _st_bits(_t115.bit_length())
            L[4] = _t96[_t116]; st.decisions += 1
        elif _decide109(st, L, _t96, _t114): raise _PlayoutCut84()
        _st_cvars[84 + _l1] = L[4]
        _t117 = _l1
        _t118 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t117) is int and _st_log is None:
            _t119 = _st_zones[_st_loc[_t117]]
            if _t119[-1] == _t117: _t119.pop()
            else: _t119.remove(_t117)
            _st_zones[_t118].append(_t117); _st_loc[_t117] = _t118
        elif _t117 is not None:
            _move_cards89(st, _t117, _t118, False)
        if _st_log is not None: _st_log.append(_Text93(_audience90(st), [_PlayerRef91(_l0), ' puts a parasite on ', _PlayerRef91(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain92(_st_cvars[420 + L[4]])]))
    elif (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
        _t120 = (_a113(st, L) or [])
        _t141 = _l0
        _t142 = len(_t120)
        if not _t142: _no_option86(_t141, 'first animal of the pair')
        if _t142 <= 1 and _st_log is None:
            L[5] = _t120[0] if _t142 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t143 = st.chooser(_t142, _t141)
            else:
                _t143 = _st_bits(_t142.bit_length())
                while _t143 >= _t142: _t143 = _st_bits(_t142.bit_length())
            L[5] = _t120[_t143]; st.decisions += 1
        elif _decide124(st, L, _t120, _t141): raise _PlayoutCut84()
        _t144 = (_a128(st, L) or [])
        _t162 = _l0
        _t163 = len(_t144)
        if not _t163: _no_option86(_t162, 'second animal of the pair')
        if _t163 <= 1 and _st_log is None:
            L[6] = _t144[0] if _t163 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t164 = st.chooser(_t163, _t162)
            else:
                _t164 = _st_bits(_t163.bit_length())
                while _t164 >= _t163: _t164 = _st_bits(_t163.bit_length())
            L[6] = _t144[_t164]; st.decisions += 1
        elif _decide139(st, L, _t144, _t162): raise _PlayoutCut84()
        _st_cvars[84 + _l1] = L[5]
        _st_cvars[168 + _l1] = L[6]
        if (L[3] == 'symbiosis'):
            _t165 = [L[5], L[6]]
            _t178 = _l0
            _t179 = len(_t165)
            if not _t179: _no_option86(_t178, 'the symbiont')
            if _t179 <= 1 and _st_log is None:
                L[7] = _t165[0] if _t179 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t180 = st.chooser(_t179, _t178)
                else:
                    _t180 = _st_bits(_t179.bit_length())
                    while _t180 >= _t179: _t180 = _st_bits(_t179.bit_length())
                L[7] = _t165[_t180]; st.decisions += 1
            elif _decide150(st, L, _t165, _t178): raise _PlayoutCut84()
            _st_cvars[84 + _l1] = L[7]
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            _t181 = _l1
            _t182 = (9 + _l0)
            if type(_t181) is int and _st_log is None:
                _t183 = _st_zones[_st_loc[_t181]]
                if _t183[-1] == _t181: _t183.pop()
                else: _t183.remove(_t181)
                _st_zones[_t182].append(_t181); _st_loc[_t181] = _t182
            elif _t181 is not None:
                _move_cards89(st, _t181, _t182, False)
            if _st_log is not None: _st_log.append(_Text93(_audience90(st), [_PlayerRef91(_l0), ' plays symbiosis: animal ', _plain92(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain92(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t184 = _l1
            _t185 = (9 + _l0)
            if type(_t184) is int and _st_log is None:
                _t186 = _st_zones[_st_loc[_t184]]
                if _t186[-1] == _t184: _t186.pop()
                else: _t186.remove(_t184)
                _st_zones[_t185].append(_t184); _st_loc[_t184] = _t185
            elif _t184 is not None:
                _move_cards89(st, _t184, _t185, False)
            if _st_log is not None: _st_log.append(_Text93(_audience90(st), [_PlayerRef91(_l0), ' plays ', _plain92(L[3]), ' between animal ', _plain92(_st_cvars[420 + L[5]]), ' and animal ', _plain92(_st_cvars[420 + L[6]])]))
    else:
        _t187 = (_a156(st, L) or [])
        _t209 = _l0
        _t210 = len(_t187)
        if not _t210: _no_option86(_t209, 'animal to give it to')
        if _t210 <= 1 and _st_log is None:
            L[8] = _t187[0] if _t210 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t211 = st.chooser(_t210, _t209)
            else:
                _t211 = _st_bits(_t210.bit_length())
                while _t211 >= _t210: _t211 = _st_bits(_t210.bit_length())
            L[8] = _t187[_t211]; st.decisions += 1
        elif _decide167(st, L, _t187, _t209): raise _PlayoutCut84()
        _st_cvars[84 + _l1] = L[8]
        _t212 = _l1
        _t213 = (9 + _l0)
        if type(_t212) is int and _st_log is None:
            _t214 = _st_zones[_st_loc[_t212]]
            if _t214[-1] == _t212: _t214.pop()
            else: _t214.remove(_t212)
            _st_zones[_t213].append(_t212); _st_loc[_t212] = _t213
        elif _t212 is not None:
            _move_cards89(st, _t212, _t213, False)
        if _st_log is not None: _st_log.append(_Text93(_audience90(st), [_PlayerRef91(_l0), ' gives ', _plain92(L[3]), ' to animal ', _plain92(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: development #74 a66127c4>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    while (len((L[0] or ())) < 4):
        _budget54[0] -= 1
        if _budget54[0] < 0: _spent55(st)
        _t60 = (_o56[st.vars[1]] or [])
        _budget54[0] -= len(_t60)
        if _budget54[0] < 0: _spent55(st)
        for _t59 in _t60:
            L[3] = _t59
            if not ((not (_t59 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t59)]):
                if _st_log is not None: _st_log.append(_Text59(_audience57(st), [_PlayerRef58(_t59), ' has no cards and passes']))
                L[0] = (L[0] + [_t59])
                if len(L[0]) > 1000000: _too_long60(L[0])
            else:
                _t61 = _st_zones[(1 + _t59)]
                if _offer62(st, L, _t61[:]): raise _PlayoutCut61()
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

# <rulerun evolution.rules: play_card #83 182832ce>
def _loop(st, _t219):
    _st_cvars = st.cvars
    for _t221 in st.zones[(9 + st.model.zone_instances[st.loc[_t219]][1])]:
        if ((_st_cvars[84 + _t221] == _t219) and (_st_cvars[_t221] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #84 c6221913>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t218 = ([_c for _i in [5 + _p for _p in _k174] for _c in st.zones[_i]] or ())
    _budget175[0] -= len(_t218)
    if _budget175[0] < 0: _spent176(st)
    for _t219 in _t218:
        if ((st.model.zone_instances[_st_loc[_t219]][1] != _l0) and (not _a177(st, _t219))):
            return True
    return False

# <rulerun evolution.rules: play_card #85 b3749086>
def _loop(st, _t217, _t225, _t229):
    _st_cvars = st.cvars
    for _t230 in st.zones[(9 + st.model.zone_instances[st.loc[_t225]][1])]:
        if ((_st_cvars[_t230] == _t217) and (((_st_cvars[84 + _t230] == _t225) and (_st_cvars[168 + _t230] == _t229)) or ((_st_cvars[84 + _t230] == _t229) and (_st_cvars[168 + _t230] == _t225)))):
            return True
    return False

# <rulerun evolution.rules: play_card #86 71379552>
def _loop(st, L, _t217):
    _l0 = L[0]
    _st_zones = st.zones
    _t224 = _st_zones[(5 + _l0)]
    _budget179[0] -= len(_t224)
    if _budget179[0] < 0: _spent180(st)
    for _t225 in _t224:
        _t228 = _st_zones[(5 + _l0)]
        _budget179[0] -= len(_t228)
        if _budget179[0] < 0: _spent180(st)
        _t227 = False
        for _t229 in _t228:
            if ((_t225 != _t229) and (not _a181(st, _t217, _t225, _t229))):
                _t227 = True
                break
        if _t227:
            return True
    return False

# <rulerun evolution.rules: play_card #87 c729ac58>
def _loop(st, _t217, _t233):
    _st_cvars = st.cvars
    for _t235 in st.zones[(9 + st.model.zone_instances[st.loc[_t233]][1])]:
        if ((_st_cvars[84 + _t235] == _t233) and (_st_cvars[_t235] == _t217)):
            return True
    return False

# <rulerun evolution.rules: play_card #88 c12fc0ff>
def _loop(st, _t233):
    _st_cvars = st.cvars
    for _t237 in st.zones[(9 + st.model.zone_instances[st.loc[_t233]][1])]:
        if ((_st_cvars[84 + _t237] == _t233) and (_st_cvars[_t237] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #89 e8370400>
def _loop(st, _t233):
    _st_cvars = st.cvars
    for _t239 in st.zones[(9 + st.model.zone_instances[st.loc[_t233]][1])]:
        if ((_st_cvars[84 + _t239] == _t233) and (_st_cvars[_t239] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #90 3e117cf9>
def _loop(st, L, _t217):
    _t232 = st.zones[(5 + L[0])]
    _budget183[0] -= len(_t232)
    if _budget183[0] < 0: _spent184(st)
    for _t233 in _t232:
        if ((((_t217 == 'fat_tissue') or (not _a185(st, _t217, _t233))) and (not ((_t217 == 'scavenger') and _a186(st, _t233)))) and (not ((_t217 == 'carnivorous') and _a187(st, _t233)))):
            return True
    return False

# <rulerun evolution.rules: play_card #91 df557c37>
def _native(st, L):
    _l1 = L[1]
    _t216 = ([_c170[_l1], _c171[_l1]] or ())
    _budget172[0] -= len(_t216)
    if _budget172[0] < 0: _spent173(st)
    _t223 = _NOT_YET
    _t215 = []
    for _t217 in _t216:
        if ((_t217 != 'no_trait') and ((_t223 if _t223 is not _NOT_YET else (_t223 := _a178(st, L))) if (_t217 == 'parasite') else (_a182(st, L, _t217) if (((_t217 == 'symbiosis') or (_t217 == 'communication')) or (_t217 == 'cooperation')) else _a188(st, L, _t217)))):
            _t215.append(_t217)
    L[2] = _joined189(['animal'], _t215)

# <rulerun evolution.rules: play_card #92 1550cc3c>
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
        _st_vars[11] = (_t241 if -1000000000000000000 <= (_t241 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond190(_t241))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t242 = _l1
        _t243 = (5 + _l0)
        if type(_t242) is int and _st_log is None:
            _t244 = _st_zones[_st_loc[_t242]]
            if _t244[-1] == _t242: _t244.pop()
            else: _t244.remove(_t242)
            _st_zones[_t243].append(_t242); _st_loc[_t242] = _t243
        elif _t242 is not None:
            _move_cards191(st, _t242, _t243, False)
        if _st_log is not None: _st_log.append(_Text195(_audience192(st), [_PlayerRef193(_l0), ' plays a new animal: animal ', _plain194(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = _l3

# <rulerun evolution.rules: play_card #93 41fd15ea>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l4
    _t245 = _l1
    _t246 = (9 + st.model.zone_instances[_st_loc[_l4]][1])
    if type(_t245) is int and _st_log is None:
        _t247 = _st_zones[_st_loc[_t245]]
        if _t247[-1] == _t245: _t247.pop()
        else: _t247.remove(_t245)
        _st_zones[_t246].append(_t245); _st_loc[_t245] = _t246
    elif _t245 is not None:
        _move_cards196(st, _t245, _t246, False)
    if _st_log is not None: _st_log.append(_Text200(_audience197(st), [_PlayerRef198(L[0]), ' puts a parasite on ', _PlayerRef198(st.model.zone_instances[_st_loc[_l4]][1]), "'s animal ", _plain199(_st_cvars[420 + _l4])]))

# <rulerun evolution.rules: play_card #94 b90362e4>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_cvars[84 + _l1] = L[5]
    _st_cvars[168 + _l1] = L[6]

# <rulerun evolution.rules: play_card #95 1af4f64a>
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
    _t248 = _l1
    _t249 = (9 + _l0)
    if type(_t248) is int and _st_log is None:
        _t250 = _st_zones[_st_loc[_t248]]
        if _t250[-1] == _t248: _t250.pop()
        else: _t250.remove(_t248)
        _st_zones[_t249].append(_t248); _st_loc[_t248] = _t249
    elif _t248 is not None:
        _move_cards201(st, _t248, _t249, False)
    if _st_log is not None: _st_log.append(_Text205(_audience202(st), [_PlayerRef203(_l0), ' plays symbiosis: animal ', _plain204(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain204(_st_cvars[420 + _st_cvars[168 + _l1]])]))

# <rulerun evolution.rules: play_card #96 ea2f1a63>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t251 = L[1]
    _t252 = (9 + _l0)
    if type(_t251) is int and _st_log is None:
        _t253 = _st_zones[_st_loc[_t251]]
        if _t253[-1] == _t251: _t253.pop()
        else: _t253.remove(_t251)
        _st_zones[_t252].append(_t251); _st_loc[_t251] = _t252
    elif _t251 is not None:
        _move_cards206(st, _t251, _t252, False)
    if _st_log is not None: _st_log.append(_Text210(_audience207(st), [_PlayerRef208(_l0), ' plays ', _plain209(L[3]), ' between animal ', _plain209(_st_cvars[420 + L[5]]), ' and animal ', _plain209(_st_cvars[420 + L[6]])]))

# <rulerun evolution.rules: play_card #97 d0678b52>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l8
    _t254 = _l1
    _t255 = (9 + _l0)
    if type(_t254) is int and _st_log is None:
        _t256 = _st_zones[_st_loc[_t254]]
        if _t256[-1] == _t254: _t256.pop()
        else: _t256.remove(_t254)
        _st_zones[_t255].append(_t254); _st_loc[_t254] = _t255
    elif _t254 is not None:
        _move_cards211(st, _t254, _t255, False)
    if _st_log is not None: _st_log.append(_Text215(_audience212(st), [_PlayerRef213(_l0), ' gives ', _plain214(L[3]), ' to animal ', _plain214(_st_cvars[420 + _l8])]))

# <rulerun evolution.rules: play_card #98 e24c5f80>
def _loop(st, _t259):
    _st_cvars = st.cvars
    for _t261 in st.zones[(9 + st.model.zone_instances[st.loc[_t259]][1])]:
        if ((_st_cvars[84 + _t261] == _t259) and (_st_cvars[_t261] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #99 286e0974>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t258 = ([_c for _i in [5 + _p for _p in _k216] for _c in st.zones[_i]] or ())
    _budget217[0] -= len(_t258)
    if _budget217[0] < 0: _spent218(st)
    _t260 = []
    for _t259 in _t258:
        if ((st.model.zone_instances[_st_loc[_t259]][1] != _l0) and (not _a219(st, _t259))):
            _t260.append(_t259)
    return _t260

# <rulerun evolution.rules: play_card #100 e6c6f74c>
def _loop(st, L, _t271, _t275):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t276 in st.zones[(9 + st.model.zone_instances[st.loc[_t271]][1])]:
        if ((_st_cvars[_t276] == _l3) and (((_st_cvars[84 + _t276] == _t271) and (_st_cvars[168 + _t276] == _t275)) or ((_st_cvars[84 + _t276] == _t275) and (_st_cvars[168 + _t276] == _t271)))):
            return True
    return False

# <rulerun evolution.rules: play_card #101 271571f1>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t270 = _st_zones[(5 + _l0)]
    _budget230[0] -= len(_t270)
    if _budget230[0] < 0: _spent231(st)
    _t272 = []
    for _t271 in _t270:
        _t274 = _st_zones[(5 + _l0)]
        _budget230[0] -= len(_t274)
        if _budget230[0] < 0: _spent231(st)
        _t273 = False
        for _t275 in _t274:
            if ((_t271 != _t275) and (not _a232(st, L, _t271, _t275))):
                _t273 = True
                break
        if _t273:
            _t272.append(_t271)
    return _t272

# <rulerun evolution.rules: play_card #102 f69f1775>
def _loop(st, L, _t283):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t285 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t285] == _l3) and (((_st_cvars[84 + _t285] == _l5) and (_st_cvars[168 + _t285] == _t283)) or ((_st_cvars[84 + _t285] == _t283) and (_st_cvars[168 + _t285] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #103 1ad7118c>
def _loop(st, L):
    _l5 = L[5]
    _t282 = st.zones[(5 + L[0])]
    _budget236[0] -= len(_t282)
    if _budget236[0] < 0: _spent237(st)
    _t284 = []
    for _t283 in _t282:
        if ((_l5 != _t283) and (not _a238(st, L, _t283))):
            _t284.append(_t283)
    return _t284

# <rulerun evolution.rules: play_card #104 465e4dd1>
def _loop(st, L, _t302):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t304 in st.zones[(9 + st.model.zone_instances[st.loc[_t302]][1])]:
        if ((_st_cvars[84 + _t304] == _t302) and (_st_cvars[_t304] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #105 fe3cf816>
def _loop(st, _t302):
    _st_cvars = st.cvars
    for _t306 in st.zones[(9 + st.model.zone_instances[st.loc[_t302]][1])]:
        if ((_st_cvars[84 + _t306] == _t302) and (_st_cvars[_t306] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #106 5d79ab27>
def _loop(st, _t302):
    _st_cvars = st.cvars
    for _t308 in st.zones[(9 + st.model.zone_instances[st.loc[_t302]][1])]:
        if ((_st_cvars[84 + _t308] == _t302) and (_st_cvars[_t308] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #107 6dd7d822>
def _loop(st, L):
    _l3 = L[3]
    _t301 = st.zones[(5 + L[0])]
    _budget244[0] -= len(_t301)
    if _budget244[0] < 0: _spent245(st)
    _t303 = []
    for _t302 in _t301:
        if ((((_l3 == 'fat_tissue') or (not _a246(st, L, _t302))) and (not ((_l3 == 'scavenger') and _a247(st, _t302)))) and (not ((_l3 == 'carnivorous') and _a248(st, _t302)))):
            _t303.append(_t302)
    return _t303

# <rulerun evolution.rules: play_card #108 32312b6d>
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
        _t257 = (_a220(st, L) or [])
        _t263 = _l0
        _t264 = len(_t257)
        if not _t264: _no_option223(_t263, 'animal to put the parasite on')
        if _t264 <= 1 and _st_log is None:
            L[4] = _t257[0] if _t264 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t265 = st.chooser(_t264, _t263)
            else:
                _t265 = _st_bits(_t264.bit_length())
                while _t265 >= _t264: _t265 = _st_bits(_t264.bit_length())
            L[4] = _t257[_t265]; st.decisions += 1
        elif _decide224(st, L, _t257, _t263): raise _PlayoutCut221()
        _st_cvars[84 + _l1] = L[4]
        _t266 = _l1
        _t267 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t266) is int and _st_log is None:
            _t268 = _st_zones[_st_loc[_t266]]
            if _t268[-1] == _t266: _t268.pop()
            else: _t268.remove(_t266)
            _st_zones[_t267].append(_t266); _st_loc[_t266] = _t267
        elif _t266 is not None:
            _move_cards225(st, _t266, _t267, False)
        if _st_log is not None: _st_log.append(_Text229(_audience226(st), [_PlayerRef227(_l0), ' puts a parasite on ', _PlayerRef227(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain228(_st_cvars[420 + L[4]])]))
    elif (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation')):
        _t269 = (_a233(st, L) or [])
        _t278 = _l0
        _t279 = len(_t269)
        if not _t279: _no_option223(_t278, 'first animal of the pair')
        if _t279 <= 1 and _st_log is None:
            L[5] = _t269[0] if _t279 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t280 = st.chooser(_t279, _t278)
            else:
                _t280 = _st_bits(_t279.bit_length())
                while _t280 >= _t279: _t280 = _st_bits(_t279.bit_length())
            L[5] = _t269[_t280]; st.decisions += 1
        elif _decide235(st, L, _t269, _t278): raise _PlayoutCut221()
        _t281 = (_a239(st, L) or [])
        _t287 = _l0
        _t288 = len(_t281)
        if not _t288: _no_option223(_t287, 'second animal of the pair')
        if _t288 <= 1 and _st_log is None:
            L[6] = _t281[0] if _t288 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t289 = st.chooser(_t288, _t287)
            else:
                _t289 = _st_bits(_t288.bit_length())
                while _t289 >= _t288: _t289 = _st_bits(_t288.bit_length())
            L[6] = _t281[_t289]; st.decisions += 1
        elif _decide241(st, L, _t281, _t287): raise _PlayoutCut221()
        _st_cvars[84 + _l1] = L[5]
        _st_cvars[168 + _l1] = L[6]
        if (_l3 == 'symbiosis'):
            _t290 = [L[5], L[6]]
            _t291 = _l0
            _t292 = len(_t290)
            if not _t292: _no_option223(_t291, 'the symbiont')
            if _t292 <= 1 and _st_log is None:
                L[7] = _t290[0] if _t292 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t293 = st.chooser(_t292, _t291)
                else:
                    _t293 = _st_bits(_t292.bit_length())
                    while _t293 >= _t292: _t293 = _st_bits(_t292.bit_length())
                L[7] = _t290[_t293]; st.decisions += 1
            elif _decide243(st, L, _t290, _t291): raise _PlayoutCut221()
            _st_cvars[84 + _l1] = L[7]
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            _t294 = _l1
            _t295 = (9 + _l0)
            if type(_t294) is int and _st_log is None:
                _t296 = _st_zones[_st_loc[_t294]]
                if _t296[-1] == _t294: _t296.pop()
                else: _t296.remove(_t294)
                _st_zones[_t295].append(_t294); _st_loc[_t294] = _t295
            elif _t294 is not None:
                _move_cards225(st, _t294, _t295, False)
            if _st_log is not None: _st_log.append(_Text229(_audience226(st), [_PlayerRef227(_l0), ' plays symbiosis: animal ', _plain228(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain228(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t297 = _l1
            _t298 = (9 + _l0)
            if type(_t297) is int and _st_log is None:
                _t299 = _st_zones[_st_loc[_t297]]
                if _t299[-1] == _t297: _t299.pop()
                else: _t299.remove(_t297)
                _st_zones[_t298].append(_t297); _st_loc[_t297] = _t298
            elif _t297 is not None:
                _move_cards225(st, _t297, _t298, False)
            if _st_log is not None: _st_log.append(_Text229(_audience226(st), [_PlayerRef227(_l0), ' plays ', _plain228(_l3), ' between animal ', _plain228(_st_cvars[420 + L[5]]), ' and animal ', _plain228(_st_cvars[420 + L[6]])]))
    else:
        _t300 = (_a249(st, L) or [])
        _t310 = _l0
        _t311 = len(_t300)
        if not _t311: _no_option223(_t310, 'animal to give it to')
        if _t311 <= 1 and _st_log is None:
            L[8] = _t300[0] if _t311 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t312 = st.chooser(_t311, _t310)
            else:
                _t312 = _st_bits(_t311.bit_length())
                while _t312 >= _t311: _t312 = _st_bits(_t311.bit_length())
            L[8] = _t300[_t312]; st.decisions += 1
        elif _decide251(st, L, _t300, _t310): raise _PlayoutCut221()
        _st_cvars[84 + _l1] = L[8]
        _t313 = _l1
        _t314 = (9 + _l0)
        if type(_t313) is int and _st_log is None:
            _t315 = _st_zones[_st_loc[_t313]]
            if _t315[-1] == _t313: _t315.pop()
            else: _t315.remove(_t313)
            _st_zones[_t314].append(_t313); _st_loc[_t313] = _t314
        elif _t313 is not None:
            _move_cards225(st, _t313, _t314, False)
        if _st_log is not None: _st_log.append(_Text229(_audience226(st), [_PlayerRef227(_l0), ' gives ', _plain228(_l3), ' to animal ', _plain228(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: play_card #109 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: play_card #110 c1fbe227>
def _native(st, L):
    return (L[3] == 'parasite')

# <rulerun evolution.rules: play_card #111 fb50a43a>
def _loop(st, _t318):
    _st_cvars = st.cvars
    for _t319 in st.zones[(9 + st.model.zone_instances[st.loc[_t318]][1])]:
        if ((_st_cvars[84 + _t319] == _t318) and (_st_cvars[_t319] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #112 aef67c73>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t317 = ([_c for _i in [5 + _p for _p in _k252] for _c in st.zones[_i]] or ())
    _budget253[0] -= len(_t317)
    if _budget253[0] < 0: _spent254(st)
    _t316 = []
    for _t318 in _t317:
        if ((st.model.zone_instances[_st_loc[_t318]][1] != _l0) and (not _a255(st, _t318))):
            _t316.append(_t318)
    return _t316

# <rulerun evolution.rules: play_card #113 fdc9239c>
def _native(st, L):
    _l3 = L[3]
    return (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation'))

# <rulerun evolution.rules: play_card #114 566aea96>
def _loop(st, L, _t323, _t326):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t327 in st.zones[(9 + st.model.zone_instances[st.loc[_t323]][1])]:
        if ((_st_cvars[_t327] == _l3) and (((_st_cvars[84 + _t327] == _t323) and (_st_cvars[168 + _t327] == _t326)) or ((_st_cvars[84 + _t327] == _t326) and (_st_cvars[168 + _t327] == _t323)))):
            return True
    return False

# <rulerun evolution.rules: play_card #115 166bd316>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t322 = _st_zones[(5 + _l0)]
    _budget256[0] -= len(_t322)
    if _budget256[0] < 0: _spent257(st)
    _t321 = []
    for _t323 in _t322:
        _t325 = _st_zones[(5 + _l0)]
        _budget256[0] -= len(_t325)
        if _budget256[0] < 0: _spent257(st)
        _t324 = False
        for _t326 in _t325:
            if ((_t323 != _t326) and (not _a258(st, L, _t323, _t326))):
                _t324 = True
                break
        if _t324:
            _t321.append(_t323)
    return _t321

# <rulerun evolution.rules: play_card #116 888f3093>
def _loop(st, L, _t331):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t332 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t332] == _l3) and (((_st_cvars[84 + _t332] == _l5) and (_st_cvars[168 + _t332] == _t331)) or ((_st_cvars[84 + _t332] == _t331) and (_st_cvars[168 + _t332] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #117 409bdfd7>
def _native(st, L):
    _l5 = L[5]
    _t330 = st.zones[(5 + L[0])]
    _budget259[0] -= len(_t330)
    if _budget259[0] < 0: _spent260(st)
    _t329 = []
    for _t331 in _t330:
        if ((_l5 != _t331) and (not _a261(st, L, _t331))):
            _t329.append(_t331)
    return _t329

# <rulerun evolution.rules: play_card #118 78824172>
def _native(st, L):
    return (L[3] == 'symbiosis')

# <rulerun evolution.rules: play_card #119 5a38dd93>
def _native(st, L):
    return [L[5], L[6]]

# <rulerun evolution.rules: play_card #120 509fd553>
def _loop(st, L, _t336):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t337 in st.zones[(9 + st.model.zone_instances[st.loc[_t336]][1])]:
        if ((_st_cvars[84 + _t337] == _t336) and (_st_cvars[_t337] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #121 197b6749>
def _loop(st, _t336):
    _st_cvars = st.cvars
    for _t339 in st.zones[(9 + st.model.zone_instances[st.loc[_t336]][1])]:
        if ((_st_cvars[84 + _t339] == _t336) and (_st_cvars[_t339] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #122 df67b119>
def _loop(st, _t336):
    _st_cvars = st.cvars
    for _t341 in st.zones[(9 + st.model.zone_instances[st.loc[_t336]][1])]:
        if ((_st_cvars[84 + _t341] == _t336) and (_st_cvars[_t341] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #123 3605b597>
def _native(st, L):
    _l3 = L[3]
    _t335 = st.zones[(5 + L[0])]
    _budget262[0] -= len(_t335)
    if _budget262[0] < 0: _spent263(st)
    _t334 = []
    for _t336 in _t335:
        if ((((_l3 == 'fat_tissue') or (not _a264(st, L, _t336))) and (not ((_l3 == 'scavenger') and _a265(st, _t336)))) and (not ((_l3 == 'carnivorous') and _a266(st, _t336)))):
            _t334.append(_t336)
    return _t334

# <rulerun evolution.rules: determining_the_food_base #124 18509bbb>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k267)
    _st_vars[3] = ((_roll268(st, 1, 6) + 2) if (4 == 2) else (_roll268(st, 2, 6) if (4 == 3) else ((_roll268(st, 2, 6) + 2) if (4 == 4) else ((_roll268(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll268(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll268(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll268(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _st_log is not None: _st_log.append(_Text272(_audience269(st), [_PlayerRef270(_st_vars[1]), ' rolls the food base: ', _plain271(_st_vars[3]), ' red tokens']))

# <rulerun evolution.rules: feeding #125 9ac1bb46>
def _loop(st, _t343):
    _st_cvars = st.cvars
    _t346 = []
    for _t345 in st.zones[(9 + st.model.zone_instances[st.loc[_t343]][1])]:
        if ((_st_cvars[84 + _t345] == _t343) or (_st_cvars[168 + _t345] == _t343)):
            _t346.append(_st_cvars[_t345])
    return _t346

# <rulerun evolution.rules: feeding #126 81eabd82>
def _loop(st, _t343):
    _st_cvars = st.cvars
    _t348 = []
    for _t347 in st.zones[(9 + st.model.zone_instances[st.loc[_t343]][1])]:
        if ((_st_cvars[84 + _t347] == _t343) or (_st_cvars[168 + _t347] == _t343)):
            _t348.append(_t347)
    return _t348

# <rulerun evolution.rules: feeding #127 211a9adb>
def _loop(st, _t343):
    _st_cvars = st.cvars
    _t350 = 0
    for _t349 in st.zones[(9 + st.model.zone_instances[st.loc[_t343]][1])]:
        if (_st_cvars[84 + _t349] == _t343):
            _t350 += (1 if ((_st_cvars[_t349] == 'carnivorous') or (_st_cvars[_t349] == 'high_body_weight')) else (2 if (_st_cvars[_t349] == 'parasite') else 0))
    return _t350

# <rulerun evolution.rules: feeding #128 10452602>
def _loop(st, _t343):
    _st_cvars = st.cvars
    _t352 = 0
    for _t351 in st.zones[(9 + st.model.zone_instances[st.loc[_t343]][1])]:
        if (((_st_cvars[84 + _t351] == _t343) and (_st_cvars[_t351] == 'fat_tissue')) and _st_cvars[252 + _t351]):
            _t352 += 1
    return _t352

# <rulerun evolution.rules: feeding #129 32949b40>
def _loop(st, _t343):
    _st_cvars = st.cvars
    _t354 = 0
    for _t353 in st.zones[(9 + st.model.zone_instances[st.loc[_t343]][1])]:
        if ((_st_cvars[84 + _t353] == _t343) and (_st_cvars[_t353] == 'fat_tissue')):
            _t354 += 1
    return _t354

# <rulerun evolution.rules: feeding #130 d31513c1>
def _loop(st, _t343):
    _st_cvars = st.cvars
    _t356 = 0
    for _t355 in st.zones[(9 + st.model.zone_instances[st.loc[_t343]][1])]:
        if ((_st_cvars[84 + _t355] == _t343) and (_st_cvars[_t355] == 'fat_tissue')):
            _t356 += 1
    return _t356

# <rulerun evolution.rules: feeding #131 3bb5bda1>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _i8 = [None, None, None]
    _t344 = ([_c for _i in [5 + _p for _p in _k273] for _c in st.zones[_i]] or [])
    _budget274[0] -= len(_t344)
    if _budget274[0] < 0: _spent275(st)
    for _t343 in _t344:
        _i8[2] = _t343
        if _st_log is not None: _st_log.append(_Text286(_audience276(st), ['  ', _plain278(_text277(((((('animal ' + _plain278(_st_cvars[420 + _t343]) + ' of ' + _player_text279(st.model.zone_instances[st.loc[_t343]][1])) + (_text277(' ' + _plain278(_a280(st, _t343))) if (not not (_a281(st, _t343) or ())) else '')) + (' food ' + _plain278(_st_cvars[504 + _t343]) + '/' + _plain278((1 + _a282(st, _t343))))) + ((' fat ' + _plain278(_a283(st, _t343)) + '/' + _plain278(_a284(st, _t343))) if (_a285(st, _t343) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t343] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t343] else '')))))]))

# <rulerun evolution.rules: feeding #132 19f0ce68>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text289(_audience287(st), [_plain288(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0

# <rulerun evolution.rules: show_animals #133 684f51c6>
def _loop(st, _t357):
    _st_cvars = st.cvars
    _t360 = []
    for _t359 in st.zones[(9 + st.model.zone_instances[st.loc[_t357]][1])]:
        if ((_st_cvars[84 + _t359] == _t357) or (_st_cvars[168 + _t359] == _t357)):
            _t360.append(_st_cvars[_t359])
    return _t360

# <rulerun evolution.rules: show_animals #134 bbd8acac>
def _loop(st, _t357):
    _st_cvars = st.cvars
    _t362 = []
    for _t361 in st.zones[(9 + st.model.zone_instances[st.loc[_t357]][1])]:
        if ((_st_cvars[84 + _t361] == _t357) or (_st_cvars[168 + _t361] == _t357)):
            _t362.append(_t361)
    return _t362

# <rulerun evolution.rules: show_animals #135 c0c6b1ba>
def _loop(st, _t357):
    _st_cvars = st.cvars
    _t364 = 0
    for _t363 in st.zones[(9 + st.model.zone_instances[st.loc[_t357]][1])]:
        if (_st_cvars[84 + _t363] == _t357):
            _t364 += (1 if ((_st_cvars[_t363] == 'carnivorous') or (_st_cvars[_t363] == 'high_body_weight')) else (2 if (_st_cvars[_t363] == 'parasite') else 0))
    return _t364

# <rulerun evolution.rules: show_animals #136 3303af8b>
def _loop(st, _t357):
    _st_cvars = st.cvars
    _t366 = 0
    for _t365 in st.zones[(9 + st.model.zone_instances[st.loc[_t357]][1])]:
        if (((_st_cvars[84 + _t365] == _t357) and (_st_cvars[_t365] == 'fat_tissue')) and _st_cvars[252 + _t365]):
            _t366 += 1
    return _t366

# <rulerun evolution.rules: show_animals #137 9602a902>
def _loop(st, _t357):
    _st_cvars = st.cvars
    _t368 = 0
    for _t367 in st.zones[(9 + st.model.zone_instances[st.loc[_t357]][1])]:
        if ((_st_cvars[84 + _t367] == _t357) and (_st_cvars[_t367] == 'fat_tissue')):
            _t368 += 1
    return _t368

# <rulerun evolution.rules: show_animals #138 d566f669>
def _loop(st, _t357):
    _st_cvars = st.cvars
    _t370 = 0
    for _t369 in st.zones[(9 + st.model.zone_instances[st.loc[_t357]][1])]:
        if ((_st_cvars[84 + _t369] == _t357) and (_st_cvars[_t369] == 'fat_tissue')):
            _t370 += 1
    return _t370

# <rulerun evolution.rules: show_animals #139 ffcb1aea>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _t358 = ([_c for _i in [5 + _p for _p in _k290] for _c in st.zones[_i]] or [])
    _budget291[0] -= len(_t358)
    if _budget291[0] < 0: _spent292(st)
    for _t357 in _t358:
        L[2] = _t357
        if _st_log is not None: _st_log.append(_Text303(_audience293(st), ['  ', _plain295(_text294(((((('animal ' + _plain295(_st_cvars[420 + _t357]) + ' of ' + _player_text296(st.model.zone_instances[st.loc[_t357]][1])) + (_text294(' ' + _plain295(_a297(st, _t357))) if (not not (_a298(st, _t357) or ())) else '')) + (' food ' + _plain295(_st_cvars[504 + _t357]) + '/' + _plain295((1 + _a299(st, _t357))))) + ((' fat ' + _plain295(_a300(st, _t357)) + '/' + _plain295(_a301(st, _t357))) if (_a302(st, _t357) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t357] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t357] else '')))))]))

# <rulerun evolution.rules: feeding_laps #140 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #141 d8e93aa8>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = (_t371 if -1000000000000000000 <= (_t371 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond304(_t371))
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #142 5f592355>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = (_t372 if -1000000000000000000 <= (_t372 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond305(_t372))
    if (_st_vars[6] >= 4):
        if _st_log is not None: _st_log.append(_Text307(_audience306(st), ['A full lap passes without any action: the feeding phase ends']))
        return 2

# <rulerun evolution.rules: feeding_laps #143 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: feeding_laps #144 548011c1>
def _native(st, L):
    return _o308[st.vars[1]]

# <rulerun evolution.rules: feeding_laps #145 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: feeding_end_check #146 7d50787f>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t377 = 0
    for _t376 in st.zones[(9 + st.model.zone_instances[st.loc[_t375]][1])]:
        if (_st_cvars[84 + _t376] == _t375):
            _t377 += (1 if ((_st_cvars[_t376] == 'carnivorous') or (_st_cvars[_t376] == 'high_body_weight')) else (2 if (_st_cvars[_t376] == 'parasite') else 0))
    return _t377

# <rulerun evolution.rules: feeding_end_check #147 3c9f396d>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t379 = 0
    for _t378 in st.zones[(9 + st.model.zone_instances[st.loc[_t375]][1])]:
        if (((_st_cvars[84 + _t378] == _t375) and (_st_cvars[_t378] == 'fat_tissue')) and _st_cvars[252 + _t378]):
            _t379 += 1
    return _t379

# <rulerun evolution.rules: feeding_end_check #148 4ec92ad8>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t381 = 0
    for _t380 in st.zones[(9 + st.model.zone_instances[st.loc[_t375]][1])]:
        if ((_st_cvars[84 + _t380] == _t375) and (_st_cvars[_t380] == 'fat_tissue')):
            _t381 += 1
    return _t381

# <rulerun evolution.rules: feeding_end_check #149 1f931f57>
def _loop(st, _t386):
    _st_cvars = st.cvars
    _t389 = 0
    for _t388 in st.zones[(9 + st.model.zone_instances[st.loc[_t386]][1])]:
        if (_st_cvars[84 + _t388] == _t386):
            _t389 += (1 if ((_st_cvars[_t388] == 'carnivorous') or (_st_cvars[_t388] == 'high_body_weight')) else (2 if (_st_cvars[_t388] == 'parasite') else 0))
    return _t389

# <rulerun evolution.rules: feeding_end_check #150 79d4c402>
def _loop(st, _t386):
    _st_cvars = st.cvars
    _t391 = 0
    for _t390 in st.zones[(9 + st.model.zone_instances[st.loc[_t386]][1])]:
        if (((_st_cvars[84 + _t390] == _t386) and (_st_cvars[_t390] == 'fat_tissue')) and _st_cvars[252 + _t390]):
            _t391 += 1
    return _t391

# <rulerun evolution.rules: feeding_end_check #151 78498f93>
def _loop(st, _t386):
    _st_cvars = st.cvars
    _t393 = 0
    for _t392 in st.zones[(9 + st.model.zone_instances[st.loc[_t386]][1])]:
        if ((_st_cvars[84 + _t392] == _t386) and (_st_cvars[_t392] == 'fat_tissue')):
            _t393 += 1
    return _t393

# <rulerun evolution.rules: feeding_end_check #152 c608ba69>
def _loop(st, _t395):
    _st_cvars = st.cvars
    _t398 = 0
    for _t397 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t395]]][1])]:
        if (_st_cvars[84 + _t397] == _st_cvars[84 + _t395]):
            _t398 += (1 if ((_st_cvars[_t397] == 'carnivorous') or (_st_cvars[_t397] == 'high_body_weight')) else (2 if (_st_cvars[_t397] == 'parasite') else 0))
    return _t398

# <rulerun evolution.rules: feeding_end_check #153 e4cd45bf>
def _loop(st, _t386):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t394 = st.zones[(9 + st.model.zone_instances[st.loc[_t386]][1])]
    _budget324[0] -= len(_t394)
    if _budget324[0] < 0: _spent325(st)
    for _t395 in _t394:
        if (((_st_cvars[_t395] == 'symbiosis') and (_st_cvars[168 + _t395] == _t386)) and (not ((_st_cvars[924 + _st_cvars[84 + _t395]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t395]] >= (1 + _a326(st, _t395)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #154 be2c2530>
def _loop(st, _t384):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t385 = st.zones[(5 + _t384)]
    _budget319[0] -= len(_t385)
    if _budget319[0] < 0: _spent320(st)
    for _t386 in _t385:
        if ((not ((_st_cvars[924 + _t386] == _st_vars[0]) or ((_st_cvars[504 + _t386] >= (1 + _a321(st, _t386))) and (_a322(st, _t386) >= _a323(st, _t386))))) and (not _a327(st, _t386))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #155 91f7378a>
def _loop(st, _t400):
    _st_cvars = st.cvars
    for _t402 in st.zones[(9 + st.model.zone_instances[st.loc[_t400]][1])]:
        if ((_st_cvars[84 + _t402] == _t400) and (_st_cvars[_t402] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #156 43e92f39>
def _loop(st, _t400):
    _st_cvars = st.cvars
    _t405 = 0
    for _t404 in st.zones[(9 + st.model.zone_instances[st.loc[_t400]][1])]:
        if (_st_cvars[84 + _t404] == _t400):
            _t405 += (1 if ((_st_cvars[_t404] == 'carnivorous') or (_st_cvars[_t404] == 'high_body_weight')) else (2 if (_st_cvars[_t404] == 'parasite') else 0))
    return _t405

# <rulerun evolution.rules: feeding_end_check #157 ab66a2e8>
def _loop(st, _t400):
    _st_cvars = st.cvars
    _t407 = 0
    for _t406 in st.zones[(9 + st.model.zone_instances[st.loc[_t400]][1])]:
        if (((_st_cvars[84 + _t406] == _t400) and (_st_cvars[_t406] == 'fat_tissue')) and _st_cvars[252 + _t406]):
            _t407 += 1
    return _t407

# <rulerun evolution.rules: feeding_end_check #158 6359d02c>
def _loop(st, _t400):
    _st_cvars = st.cvars
    _t409 = 0
    for _t408 in st.zones[(9 + st.model.zone_instances[st.loc[_t400]][1])]:
        if ((_st_cvars[84 + _t408] == _t400) and (_st_cvars[_t408] == 'fat_tissue')):
            _t409 += 1
    return _t409

# <rulerun evolution.rules: feeding_end_check #159 20f58d71>
def _loop(st, _t411):
    _st_cvars = st.cvars
    _t414 = 0
    for _t413 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t411]]][1])]:
        if (_st_cvars[84 + _t413] == _st_cvars[84 + _t411]):
            _t414 += (1 if ((_st_cvars[_t413] == 'carnivorous') or (_st_cvars[_t413] == 'high_body_weight')) else (2 if (_st_cvars[_t413] == 'parasite') else 0))
    return _t414

# <rulerun evolution.rules: feeding_end_check #160 cdbf152f>
def _loop(st, _t400):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t410 = st.zones[(9 + st.model.zone_instances[st.loc[_t400]][1])]
    _budget335[0] -= len(_t410)
    if _budget335[0] < 0: _spent336(st)
    for _t411 in _t410:
        if (((_st_cvars[_t411] == 'symbiosis') and (_st_cvars[168 + _t411] == _t400)) and (not ((_st_cvars[924 + _st_cvars[84 + _t411]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t411]] >= (1 + _a337(st, _t411)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #161 fedee24c>
def _loop(st, _t416):
    _st_cvars = st.cvars
    for _t418 in st.zones[(9 + st.model.zone_instances[st.loc[_t416]][1])]:
        if ((_st_cvars[84 + _t418] == _t416) and (_st_cvars[_t418] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #162 c4e9801d>
def _loop(st, _t400):
    _st_cvars = st.cvars
    for _t420 in st.zones[(9 + st.model.zone_instances[st.loc[_t400]][1])]:
        if ((_st_cvars[84 + _t420] == _t400) and (_st_cvars[_t420] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #163 0b3f91eb>
def _loop(st, _t416):
    _st_cvars = st.cvars
    for _t424 in st.zones[(9 + st.model.zone_instances[st.loc[_t416]][1])]:
        if ((_st_cvars[84 + _t424] == _t416) and (_st_cvars[_t424] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #164 0abbad1b>
def _loop(st, _t400):
    _st_cvars = st.cvars
    for _t426 in st.zones[(9 + st.model.zone_instances[st.loc[_t400]][1])]:
        if ((_st_cvars[84 + _t426] == _t400) and (_st_cvars[_t426] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #165 44220d27>
def _loop(st, _t416):
    _st_cvars = st.cvars
    for _t430 in st.zones[(9 + st.model.zone_instances[st.loc[_t416]][1])]:
        if ((_st_cvars[84 + _t430] == _t416) and (_st_cvars[_t430] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #166 03f2e49c>
def _loop(st, _t400):
    _st_cvars = st.cvars
    for _t432 in st.zones[(9 + st.model.zone_instances[st.loc[_t400]][1])]:
        if ((_st_cvars[84 + _t432] == _t400) and (_st_cvars[_t432] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #167 34055d9c>
def _loop(st, _t416):
    _st_cvars = st.cvars
    for _t436 in st.zones[(9 + st.model.zone_instances[st.loc[_t416]][1])]:
        if ((_st_cvars[84 + _t436] == _t416) and (_st_cvars[_t436] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #168 d93e45ee>
def _loop(st, _t416):
    _st_cvars = st.cvars
    _t439 = 0
    for _t438 in st.zones[(9 + st.model.zone_instances[st.loc[_t416]][1])]:
        if (_st_cvars[84 + _t438] == _t416):
            _t439 += (1 if ((_st_cvars[_t438] == 'carnivorous') or (_st_cvars[_t438] == 'high_body_weight')) else (2 if (_st_cvars[_t438] == 'parasite') else 0))
    return _t439

# <rulerun evolution.rules: feeding_end_check #169 f674659f>
def _loop(st, _t416):
    _st_cvars = st.cvars
    for _t440 in st.zones[(9 + st.model.zone_instances[st.loc[_t416]][1])]:
        if ((_st_cvars[_t440] == 'symbiosis') and (_st_cvars[168 + _t440] == _t416)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #170 151234e6>
def _loop(st, _t400):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t415 = ([_c for _i in [5 + _p for _p in _k339] for _c in st.zones[_i]] or ())
    _budget340[0] -= len(_t415)
    if _budget340[0] < 0: _spent341(st)
    _t422 = _NOT_YET
    _t423 = _NOT_YET
    _t428 = _NOT_YET
    _t429 = _NOT_YET
    _t434 = _NOT_YET
    _t435 = _NOT_YET
    for _t416 in _t415:
        if ((((((_t400 != _t416) and ((not _a342(st, _t416)) or (_t423 if _t423 is not _NOT_YET else (_t423 := (_t422 if _t422 is not _NOT_YET else (_t422 := _a343(st, _t400))))))) and ((not _a344(st, _t416)) or (_t429 if _t429 is not _NOT_YET else (_t429 := (_t428 if _t428 is not _NOT_YET else (_t428 := _a345(st, _t400))))))) and (_a346(st, _t416) == (_t435 if _t435 is not _NOT_YET else (_t435 := (_t434 if _t434 is not _NOT_YET else (_t434 := _a347(st, _t400))))))) and (not (_a348(st, _t416) and ((_st_cvars[924 + _t416] == _st_vars[0]) or (_st_cvars[504 + _t416] >= (1 + _a349(st, _t416))))))) and (not _a350(st, _t416))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #171 e08f9144>
def _loop(st, _t384):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t399 = st.zones[(5 + _t384)]
    _budget329[0] -= len(_t399)
    if _budget329[0] < 0: _spent330(st)
    for _t400 in _t399:
        if (((_a331(st, _t400) and (_st_cvars[672 + _t400] != _st_vars[0])) and ((not ((_st_cvars[924 + _t400] == _st_vars[0]) or ((_st_cvars[504 + _t400] >= (1 + _a332(st, _t400))) and (_a333(st, _t400) >= _a334(st, _t400))))) and (not _a338(st, _t400)))) and _a351(st, _t400)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #172 98637e2e>
def _loop(st, _t443):
    _st_cvars = st.cvars
    _t446 = 0
    for _t445 in st.zones[(9 + st.model.zone_instances[st.loc[_t443]][1])]:
        if (_st_cvars[84 + _t445] == _t443):
            _t446 += (1 if ((_st_cvars[_t445] == 'carnivorous') or (_st_cvars[_t445] == 'high_body_weight')) else (2 if (_st_cvars[_t445] == 'parasite') else 0))
    return _t446

# <rulerun evolution.rules: feeding_end_check #173 1a5e9551>
def _loop(st, _t443):
    _st_cvars = st.cvars
    _t448 = 0
    for _t447 in st.zones[(9 + st.model.zone_instances[st.loc[_t443]][1])]:
        if (((_st_cvars[84 + _t447] == _t443) and (_st_cvars[_t447] == 'fat_tissue')) and _st_cvars[252 + _t447]):
            _t448 += 1
    return _t448

# <rulerun evolution.rules: feeding_end_check #174 6f305749>
def _loop(st, _t384):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t442 = st.zones[(5 + _t384)]
    _budget353[0] -= len(_t442)
    if _budget353[0] < 0: _spent354(st)
    for _t443 in _t442:
        if ((not ((_st_cvars[924 + _t443] == _st_vars[0]) or (_st_cvars[504 + _t443] >= (1 + _a355(st, _t443))))) and (_a356(st, _t443) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #175 0d4670cc>
def _loop(st, _t450):
    _st_cvars = st.cvars
    for _t452 in st.zones[(9 + st.model.zone_instances[st.loc[_t450]][1])]:
        if ((_st_cvars[84 + _t452] == _t450) and (_st_cvars[_t452] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #176 d219c7ed>
def _loop(st, _t450):
    _st_cvars = st.cvars
    _t455 = 0
    for _t454 in st.zones[(9 + st.model.zone_instances[st.loc[_t450]][1])]:
        if (_st_cvars[84 + _t454] == _t450):
            _t455 += (1 if ((_st_cvars[_t454] == 'carnivorous') or (_st_cvars[_t454] == 'high_body_weight')) else (2 if (_st_cvars[_t454] == 'parasite') else 0))
    return _t455

# <rulerun evolution.rules: feeding_end_check #177 9ea34640>
def _loop(st, _t450):
    _st_cvars = st.cvars
    _t457 = 0
    for _t456 in st.zones[(9 + st.model.zone_instances[st.loc[_t450]][1])]:
        if (_st_cvars[84 + _t456] == _t450):
            _t457 += (1 if ((_st_cvars[_t456] == 'carnivorous') or (_st_cvars[_t456] == 'high_body_weight')) else (2 if (_st_cvars[_t456] == 'parasite') else 0))
    return _t457

# <rulerun evolution.rules: feeding_end_check #178 e9bee851>
def _loop(st, _t450):
    _st_cvars = st.cvars
    _t459 = 0
    for _t458 in st.zones[(9 + st.model.zone_instances[st.loc[_t450]][1])]:
        if (((_st_cvars[84 + _t458] == _t450) and (_st_cvars[_t458] == 'fat_tissue')) and _st_cvars[252 + _t458]):
            _t459 += 1
    return _t459

# <rulerun evolution.rules: feeding_end_check #179 1d0a392d>
def _loop(st, _t450):
    _st_cvars = st.cvars
    _t461 = 0
    for _t460 in st.zones[(9 + st.model.zone_instances[st.loc[_t450]][1])]:
        if ((_st_cvars[84 + _t460] == _t450) and (_st_cvars[_t460] == 'fat_tissue')):
            _t461 += 1
    return _t461

# <rulerun evolution.rules: feeding_end_check #180 68792091>
def _loop(st, _t463):
    _st_cvars = st.cvars
    _t466 = 0
    for _t465 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t463]]][1])]:
        if (_st_cvars[84 + _t465] == _st_cvars[84 + _t463]):
            _t466 += (1 if ((_st_cvars[_t465] == 'carnivorous') or (_st_cvars[_t465] == 'high_body_weight')) else (2 if (_st_cvars[_t465] == 'parasite') else 0))
    return _t466

# <rulerun evolution.rules: feeding_end_check #181 a1dca648>
def _loop(st, _t450):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t462 = st.zones[(9 + st.model.zone_instances[st.loc[_t450]][1])]
    _budget365[0] -= len(_t462)
    if _budget365[0] < 0: _spent366(st)
    for _t463 in _t462:
        if (((_st_cvars[_t463] == 'symbiosis') and (_st_cvars[168 + _t463] == _t450)) and (not ((_st_cvars[924 + _st_cvars[84 + _t463]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t463]] >= (1 + _a367(st, _t463)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #182 16f1f4ec>
def _loop(st, _t468):
    _st_cvars = st.cvars
    _t471 = 0
    for _t470 in st.zones[(9 + st.model.zone_instances[st.loc[_t468]][1])]:
        if (_st_cvars[84 + _t470] == _t468):
            _t471 += (1 if ((_st_cvars[_t470] == 'carnivorous') or (_st_cvars[_t470] == 'high_body_weight')) else (2 if (_st_cvars[_t470] == 'parasite') else 0))
    return _t471

# <rulerun evolution.rules: feeding_end_check #183 ba356b30>
def _loop(st, _t450):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t467 = ([_c for _i in [5 + _p for _p in _k369] for _c in st.zones[_i]] or ())
    _budget370[0] -= len(_t467)
    if _budget370[0] < 0: _spent371(st)
    for _t468 in _t467:
        if ((_t468 != _t450) and ((not ((_st_cvars[924 + _t468] == _st_vars[0]) or (_st_cvars[504 + _t468] >= (1 + _a372(st, _t468))))) and (_st_cvars[504 + _t468] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #184 5f0783c4>
def _loop(st, _t450):
    _st_cvars = st.cvars
    for _t472 in st.zones[(9 + st.model.zone_instances[st.loc[_t450]][1])]:
        if ((_st_cvars[84 + _t472] == _t450) and (_st_cvars[_t472] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #185 e663c7ba>
def _loop(st, _t450):
    _st_cvars = st.cvars
    _t475 = 0
    for _t474 in st.zones[(9 + st.model.zone_instances[st.loc[_t450]][1])]:
        if (_st_cvars[84 + _t474] == _t450):
            _t475 += (1 if ((_st_cvars[_t474] == 'carnivorous') or (_st_cvars[_t474] == 'high_body_weight')) else (2 if (_st_cvars[_t474] == 'parasite') else 0))
    return _t475

# <rulerun evolution.rules: feeding_end_check #186 78cdf495>
def _loop(st, _t450):
    _st_cvars = st.cvars
    for _t476 in st.zones[(9 + st.model.zone_instances[st.loc[_t450]][1])]:
        if ((_st_cvars[84 + _t476] == _t450) and (_st_cvars[_t476] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #187 760514f3>
def _loop(st, _t384):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t449 = st.zones[(5 + _t384)]
    _budget358[0] -= len(_t449)
    if _budget358[0] < 0: _spent359(st)
    for _t450 in _t449:
        if ((((((_a360(st, _t450) and (_st_cvars[756 + _t450] != _st_vars[0])) and (not ((_st_cvars[924 + _t450] == _st_vars[0]) or (_st_cvars[504 + _t450] >= (1 + _a361(st, _t450)))))) and ((not ((_st_cvars[924 + _t450] == _st_vars[0]) or ((_st_cvars[504 + _t450] >= (1 + _a362(st, _t450))) and (_a363(st, _t450) >= _a364(st, _t450))))) and (not _a368(st, _t450)))) and _a373(st, _t450)) or ((((_a374(st, _t450) and (_st_cvars[924 + _t450] != _st_vars[0])) and (_st_cvars[924 + _t450] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t450] == _st_vars[0]) or (_st_cvars[504 + _t450] >= (1 + _a375(st, _t450))))))) or ((_st_vars[3] > 0) and _a376(st, _t450))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #188 edb753e6>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t374 = ([_c for _i in [5 + _p for _p in _k309] for _c in st.zones[_i]] or ())
    _budget310[0] -= len(_t374)
    if _budget310[0] < 0: _spent311(st)
    _t373 = True
    for _t375 in _t374:
        if not (((_st_cvars[924 + _t375] == _st_vars[0]) or ((_st_cvars[504 + _t375] >= (1 + _a312(st, _t375))) and (_a313(st, _t375) >= _a314(st, _t375))))):
            _t373 = False
            break
    if _t373:
        if _st_log is not None: _st_log.append(_Text316(_audience315(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo317(6)
    _t383 = (_k318 or ())
    _budget310[0] -= len(_t383)
    if _budget310[0] < 0: _spent311(st)
    _t382 = False
    for _t384 in _t383:
        if (((((_st_vars[3] > 0) and _a328(st, _t384)) or _a352(st, _t384)) or _a357(st, _t384)) or _a377(st, _t384)):
            _t382 = True
            break
    if (not _t382):
        if _st_log is not None: _st_log.append(_Text316(_audience315(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo317(6)

# <rulerun evolution.rules: feeding_turn_of #189 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #190 a844a354>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _t482 = 0
    for _t481 in st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]:
        if (_st_cvars[84 + _t481] == _t480):
            _t482 += (1 if ((_st_cvars[_t481] == 'carnivorous') or (_st_cvars[_t481] == 'high_body_weight')) else (2 if (_st_cvars[_t481] == 'parasite') else 0))
    return _t482

# <rulerun evolution.rules: feeding_turn_of #191 96c6dfda>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _t484 = 0
    for _t483 in st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]:
        if (((_st_cvars[84 + _t483] == _t480) and (_st_cvars[_t483] == 'fat_tissue')) and _st_cvars[252 + _t483]):
            _t484 += 1
    return _t484

# <rulerun evolution.rules: feeding_turn_of #192 5fa730d7>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _t486 = 0
    for _t485 in st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]:
        if ((_st_cvars[84 + _t485] == _t480) and (_st_cvars[_t485] == 'fat_tissue')):
            _t486 += 1
    return _t486

# <rulerun evolution.rules: feeding_turn_of #193 5d012432>
def _loop(st, _t491):
    _st_cvars = st.cvars
    _t494 = 0
    for _t493 in st.zones[(9 + st.model.zone_instances[st.loc[_t491]][1])]:
        if (_st_cvars[84 + _t493] == _t491):
            _t494 += (1 if ((_st_cvars[_t493] == 'carnivorous') or (_st_cvars[_t493] == 'high_body_weight')) else (2 if (_st_cvars[_t493] == 'parasite') else 0))
    return _t494

# <rulerun evolution.rules: feeding_turn_of #194 135277f7>
def _loop(st, _t491):
    _st_cvars = st.cvars
    _t496 = 0
    for _t495 in st.zones[(9 + st.model.zone_instances[st.loc[_t491]][1])]:
        if (((_st_cvars[84 + _t495] == _t491) and (_st_cvars[_t495] == 'fat_tissue')) and _st_cvars[252 + _t495]):
            _t496 += 1
    return _t496

# <rulerun evolution.rules: feeding_turn_of #195 7504b417>
def _loop(st, _t491):
    _st_cvars = st.cvars
    _t498 = 0
    for _t497 in st.zones[(9 + st.model.zone_instances[st.loc[_t491]][1])]:
        if ((_st_cvars[84 + _t497] == _t491) and (_st_cvars[_t497] == 'fat_tissue')):
            _t498 += 1
    return _t498

# <rulerun evolution.rules: feeding_turn_of #196 e2292796>
def _loop(st, _t500):
    _st_cvars = st.cvars
    _t503 = 0
    for _t502 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t500]]][1])]:
        if (_st_cvars[84 + _t502] == _st_cvars[84 + _t500]):
            _t503 += (1 if ((_st_cvars[_t502] == 'carnivorous') or (_st_cvars[_t502] == 'high_body_weight')) else (2 if (_st_cvars[_t502] == 'parasite') else 0))
    return _t503

# <rulerun evolution.rules: feeding_turn_of #197 d909ed79>
def _loop(st, _t491):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t499 = st.zones[(9 + st.model.zone_instances[st.loc[_t491]][1])]
    _budget393[0] -= len(_t499)
    if _budget393[0] < 0: _spent394(st)
    for _t500 in _t499:
        if (((_st_cvars[_t500] == 'symbiosis') and (_st_cvars[168 + _t500] == _t491)) and (not ((_st_cvars[924 + _st_cvars[84 + _t500]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t500]] >= (1 + _a395(st, _t500)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #198 633ebfad>
def _loop(st, _t489):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t490 = st.zones[(5 + _t489)]
    _budget388[0] -= len(_t490)
    if _budget388[0] < 0: _spent389(st)
    for _t491 in _t490:
        if ((not ((_st_cvars[924 + _t491] == _st_vars[0]) or ((_st_cvars[504 + _t491] >= (1 + _a390(st, _t491))) and (_a391(st, _t491) >= _a392(st, _t491))))) and (not _a396(st, _t491))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #199 b8c3cc93>
def _loop(st, _t505):
    _st_cvars = st.cvars
    for _t507 in st.zones[(9 + st.model.zone_instances[st.loc[_t505]][1])]:
        if ((_st_cvars[84 + _t507] == _t505) and (_st_cvars[_t507] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #200 ee7b1f46>
def _loop(st, _t505):
    _st_cvars = st.cvars
    _t510 = 0
    for _t509 in st.zones[(9 + st.model.zone_instances[st.loc[_t505]][1])]:
        if (_st_cvars[84 + _t509] == _t505):
            _t510 += (1 if ((_st_cvars[_t509] == 'carnivorous') or (_st_cvars[_t509] == 'high_body_weight')) else (2 if (_st_cvars[_t509] == 'parasite') else 0))
    return _t510

# <rulerun evolution.rules: feeding_turn_of #201 d6300aa3>
def _loop(st, _t505):
    _st_cvars = st.cvars
    _t512 = 0
    for _t511 in st.zones[(9 + st.model.zone_instances[st.loc[_t505]][1])]:
        if (((_st_cvars[84 + _t511] == _t505) and (_st_cvars[_t511] == 'fat_tissue')) and _st_cvars[252 + _t511]):
            _t512 += 1
    return _t512

# <rulerun evolution.rules: feeding_turn_of #202 66241a14>
def _loop(st, _t505):
    _st_cvars = st.cvars
    _t514 = 0
    for _t513 in st.zones[(9 + st.model.zone_instances[st.loc[_t505]][1])]:
        if ((_st_cvars[84 + _t513] == _t505) and (_st_cvars[_t513] == 'fat_tissue')):
            _t514 += 1
    return _t514

# <rulerun evolution.rules: feeding_turn_of #203 8d59644b>
def _loop(st, _t516):
    _st_cvars = st.cvars
    _t519 = 0
    for _t518 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t516]]][1])]:
        if (_st_cvars[84 + _t518] == _st_cvars[84 + _t516]):
            _t519 += (1 if ((_st_cvars[_t518] == 'carnivorous') or (_st_cvars[_t518] == 'high_body_weight')) else (2 if (_st_cvars[_t518] == 'parasite') else 0))
    return _t519

# <rulerun evolution.rules: feeding_turn_of #204 d2e327a4>
def _loop(st, _t505):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t515 = st.zones[(9 + st.model.zone_instances[st.loc[_t505]][1])]
    _budget404[0] -= len(_t515)
    if _budget404[0] < 0: _spent405(st)
    for _t516 in _t515:
        if (((_st_cvars[_t516] == 'symbiosis') and (_st_cvars[168 + _t516] == _t505)) and (not ((_st_cvars[924 + _st_cvars[84 + _t516]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t516]] >= (1 + _a406(st, _t516)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #205 b3e6bfe0>
def _loop(st, _t521):
    _st_cvars = st.cvars
    for _t523 in st.zones[(9 + st.model.zone_instances[st.loc[_t521]][1])]:
        if ((_st_cvars[84 + _t523] == _t521) and (_st_cvars[_t523] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #206 95f9f4ec>
def _loop(st, _t505):
    _st_cvars = st.cvars
    for _t525 in st.zones[(9 + st.model.zone_instances[st.loc[_t505]][1])]:
        if ((_st_cvars[84 + _t525] == _t505) and (_st_cvars[_t525] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #207 991e345c>
def _loop(st, _t521):
    _st_cvars = st.cvars
    for _t529 in st.zones[(9 + st.model.zone_instances[st.loc[_t521]][1])]:
        if ((_st_cvars[84 + _t529] == _t521) and (_st_cvars[_t529] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #208 ce7a542b>
def _loop(st, _t505):
    _st_cvars = st.cvars
    for _t531 in st.zones[(9 + st.model.zone_instances[st.loc[_t505]][1])]:
        if ((_st_cvars[84 + _t531] == _t505) and (_st_cvars[_t531] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #209 36676a0f>
def _loop(st, _t521):
    _st_cvars = st.cvars
    for _t535 in st.zones[(9 + st.model.zone_instances[st.loc[_t521]][1])]:
        if ((_st_cvars[84 + _t535] == _t521) and (_st_cvars[_t535] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #210 d415b33e>
def _loop(st, _t505):
    _st_cvars = st.cvars
    for _t537 in st.zones[(9 + st.model.zone_instances[st.loc[_t505]][1])]:
        if ((_st_cvars[84 + _t537] == _t505) and (_st_cvars[_t537] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #211 02329f98>
def _loop(st, _t521):
    _st_cvars = st.cvars
    for _t541 in st.zones[(9 + st.model.zone_instances[st.loc[_t521]][1])]:
        if ((_st_cvars[84 + _t541] == _t521) and (_st_cvars[_t541] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #212 99542b27>
def _loop(st, _t521):
    _st_cvars = st.cvars
    _t544 = 0
    for _t543 in st.zones[(9 + st.model.zone_instances[st.loc[_t521]][1])]:
        if (_st_cvars[84 + _t543] == _t521):
            _t544 += (1 if ((_st_cvars[_t543] == 'carnivorous') or (_st_cvars[_t543] == 'high_body_weight')) else (2 if (_st_cvars[_t543] == 'parasite') else 0))
    return _t544

# <rulerun evolution.rules: feeding_turn_of #213 2fe8f629>
def _loop(st, _t521):
    _st_cvars = st.cvars
    for _t545 in st.zones[(9 + st.model.zone_instances[st.loc[_t521]][1])]:
        if ((_st_cvars[_t545] == 'symbiosis') and (_st_cvars[168 + _t545] == _t521)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #214 1a1291ce>
def _loop(st, _t505):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t520 = ([_c for _i in [5 + _p for _p in _k408] for _c in st.zones[_i]] or ())
    _budget409[0] -= len(_t520)
    if _budget409[0] < 0: _spent410(st)
    _t527 = _NOT_YET
    _t528 = _NOT_YET
    _t533 = _NOT_YET
    _t534 = _NOT_YET
    _t539 = _NOT_YET
    _t540 = _NOT_YET
    for _t521 in _t520:
        if ((((((_t505 != _t521) and ((not _a411(st, _t521)) or (_t528 if _t528 is not _NOT_YET else (_t528 := (_t527 if _t527 is not _NOT_YET else (_t527 := _a412(st, _t505))))))) and ((not _a413(st, _t521)) or (_t534 if _t534 is not _NOT_YET else (_t534 := (_t533 if _t533 is not _NOT_YET else (_t533 := _a414(st, _t505))))))) and (_a415(st, _t521) == (_t540 if _t540 is not _NOT_YET else (_t540 := (_t539 if _t539 is not _NOT_YET else (_t539 := _a416(st, _t505))))))) and (not (_a417(st, _t521) and ((_st_cvars[924 + _t521] == _st_vars[0]) or (_st_cvars[504 + _t521] >= (1 + _a418(st, _t521))))))) and (not _a419(st, _t521))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #215 d17198e8>
def _loop(st, _t489):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t504 = st.zones[(5 + _t489)]
    _budget398[0] -= len(_t504)
    if _budget398[0] < 0: _spent399(st)
    for _t505 in _t504:
        if (((_a400(st, _t505) and (_st_cvars[672 + _t505] != _st_vars[0])) and ((not ((_st_cvars[924 + _t505] == _st_vars[0]) or ((_st_cvars[504 + _t505] >= (1 + _a401(st, _t505))) and (_a402(st, _t505) >= _a403(st, _t505))))) and (not _a407(st, _t505)))) and _a420(st, _t505)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #216 a28431af>
def _loop(st, _t548):
    _st_cvars = st.cvars
    _t551 = 0
    for _t550 in st.zones[(9 + st.model.zone_instances[st.loc[_t548]][1])]:
        if (_st_cvars[84 + _t550] == _t548):
            _t551 += (1 if ((_st_cvars[_t550] == 'carnivorous') or (_st_cvars[_t550] == 'high_body_weight')) else (2 if (_st_cvars[_t550] == 'parasite') else 0))
    return _t551

# <rulerun evolution.rules: feeding_turn_of #217 def66dba>
def _loop(st, _t548):
    _st_cvars = st.cvars
    _t553 = 0
    for _t552 in st.zones[(9 + st.model.zone_instances[st.loc[_t548]][1])]:
        if (((_st_cvars[84 + _t552] == _t548) and (_st_cvars[_t552] == 'fat_tissue')) and _st_cvars[252 + _t552]):
            _t553 += 1
    return _t553

# <rulerun evolution.rules: feeding_turn_of #218 b1ff2f4d>
def _loop(st, _t489):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t547 = st.zones[(5 + _t489)]
    _budget422[0] -= len(_t547)
    if _budget422[0] < 0: _spent423(st)
    for _t548 in _t547:
        if ((not ((_st_cvars[924 + _t548] == _st_vars[0]) or (_st_cvars[504 + _t548] >= (1 + _a424(st, _t548))))) and (_a425(st, _t548) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #219 0d9763dc>
def _loop(st, _t555):
    _st_cvars = st.cvars
    for _t557 in st.zones[(9 + st.model.zone_instances[st.loc[_t555]][1])]:
        if ((_st_cvars[84 + _t557] == _t555) and (_st_cvars[_t557] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #220 905b2a3c>
def _loop(st, _t555):
    _st_cvars = st.cvars
    _t560 = 0
    for _t559 in st.zones[(9 + st.model.zone_instances[st.loc[_t555]][1])]:
        if (_st_cvars[84 + _t559] == _t555):
            _t560 += (1 if ((_st_cvars[_t559] == 'carnivorous') or (_st_cvars[_t559] == 'high_body_weight')) else (2 if (_st_cvars[_t559] == 'parasite') else 0))
    return _t560

# <rulerun evolution.rules: feeding_turn_of #221 b1cfb9a5>
def _loop(st, _t555):
    _st_cvars = st.cvars
    _t562 = 0
    for _t561 in st.zones[(9 + st.model.zone_instances[st.loc[_t555]][1])]:
        if (_st_cvars[84 + _t561] == _t555):
            _t562 += (1 if ((_st_cvars[_t561] == 'carnivorous') or (_st_cvars[_t561] == 'high_body_weight')) else (2 if (_st_cvars[_t561] == 'parasite') else 0))
    return _t562

# <rulerun evolution.rules: feeding_turn_of #222 8c2182f1>
def _loop(st, _t555):
    _st_cvars = st.cvars
    _t564 = 0
    for _t563 in st.zones[(9 + st.model.zone_instances[st.loc[_t555]][1])]:
        if (((_st_cvars[84 + _t563] == _t555) and (_st_cvars[_t563] == 'fat_tissue')) and _st_cvars[252 + _t563]):
            _t564 += 1
    return _t564

# <rulerun evolution.rules: feeding_turn_of #223 c643081f>
def _loop(st, _t555):
    _st_cvars = st.cvars
    _t566 = 0
    for _t565 in st.zones[(9 + st.model.zone_instances[st.loc[_t555]][1])]:
        if ((_st_cvars[84 + _t565] == _t555) and (_st_cvars[_t565] == 'fat_tissue')):
            _t566 += 1
    return _t566

# <rulerun evolution.rules: feeding_turn_of #224 0b3a0b01>
def _loop(st, _t568):
    _st_cvars = st.cvars
    _t571 = 0
    for _t570 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t568]]][1])]:
        if (_st_cvars[84 + _t570] == _st_cvars[84 + _t568]):
            _t571 += (1 if ((_st_cvars[_t570] == 'carnivorous') or (_st_cvars[_t570] == 'high_body_weight')) else (2 if (_st_cvars[_t570] == 'parasite') else 0))
    return _t571

# <rulerun evolution.rules: feeding_turn_of #225 a5c01673>
def _loop(st, _t555):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t567 = st.zones[(9 + st.model.zone_instances[st.loc[_t555]][1])]
    _budget434[0] -= len(_t567)
    if _budget434[0] < 0: _spent435(st)
    for _t568 in _t567:
        if (((_st_cvars[_t568] == 'symbiosis') and (_st_cvars[168 + _t568] == _t555)) and (not ((_st_cvars[924 + _st_cvars[84 + _t568]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t568]] >= (1 + _a436(st, _t568)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #226 491fd8a8>
def _loop(st, _t573):
    _st_cvars = st.cvars
    _t576 = 0
    for _t575 in st.zones[(9 + st.model.zone_instances[st.loc[_t573]][1])]:
        if (_st_cvars[84 + _t575] == _t573):
            _t576 += (1 if ((_st_cvars[_t575] == 'carnivorous') or (_st_cvars[_t575] == 'high_body_weight')) else (2 if (_st_cvars[_t575] == 'parasite') else 0))
    return _t576

# <rulerun evolution.rules: feeding_turn_of #227 df478277>
def _loop(st, _t555):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t572 = ([_c for _i in [5 + _p for _p in _k438] for _c in st.zones[_i]] or ())
    _budget439[0] -= len(_t572)
    if _budget439[0] < 0: _spent440(st)
    for _t573 in _t572:
        if ((_t573 != _t555) and ((not ((_st_cvars[924 + _t573] == _st_vars[0]) or (_st_cvars[504 + _t573] >= (1 + _a441(st, _t573))))) and (_st_cvars[504 + _t573] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #228 f87c5111>
def _loop(st, _t555):
    _st_cvars = st.cvars
    for _t577 in st.zones[(9 + st.model.zone_instances[st.loc[_t555]][1])]:
        if ((_st_cvars[84 + _t577] == _t555) and (_st_cvars[_t577] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #229 f22fcdf7>
def _loop(st, _t555):
    _st_cvars = st.cvars
    _t580 = 0
    for _t579 in st.zones[(9 + st.model.zone_instances[st.loc[_t555]][1])]:
        if (_st_cvars[84 + _t579] == _t555):
            _t580 += (1 if ((_st_cvars[_t579] == 'carnivorous') or (_st_cvars[_t579] == 'high_body_weight')) else (2 if (_st_cvars[_t579] == 'parasite') else 0))
    return _t580

# <rulerun evolution.rules: feeding_turn_of #230 305d5c41>
def _loop(st, _t555):
    _st_cvars = st.cvars
    for _t581 in st.zones[(9 + st.model.zone_instances[st.loc[_t555]][1])]:
        if ((_st_cvars[84 + _t581] == _t555) and (_st_cvars[_t581] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #231 9363fc82>
def _loop(st, _t489):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t554 = st.zones[(5 + _t489)]
    _budget427[0] -= len(_t554)
    if _budget427[0] < 0: _spent428(st)
    for _t555 in _t554:
        if ((((((_a429(st, _t555) and (_st_cvars[756 + _t555] != _st_vars[0])) and (not ((_st_cvars[924 + _t555] == _st_vars[0]) or (_st_cvars[504 + _t555] >= (1 + _a430(st, _t555)))))) and ((not ((_st_cvars[924 + _t555] == _st_vars[0]) or ((_st_cvars[504 + _t555] >= (1 + _a431(st, _t555))) and (_a432(st, _t555) >= _a433(st, _t555))))) and (not _a437(st, _t555)))) and _a442(st, _t555)) or ((((_a443(st, _t555) and (_st_cvars[924 + _t555] != _st_vars[0])) and (_st_cvars[924 + _t555] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t555] == _st_vars[0]) or (_st_cvars[504 + _t555] >= (1 + _a444(st, _t555))))))) or ((_st_vars[3] > 0) and _a445(st, _t555))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #232 326599df>
def _loop(st, _t584):
    _st_cvars = st.cvars
    _t587 = 0
    for _t586 in st.zones[(9 + st.model.zone_instances[st.loc[_t584]][1])]:
        if (_st_cvars[84 + _t586] == _t584):
            _t587 += (1 if ((_st_cvars[_t586] == 'carnivorous') or (_st_cvars[_t586] == 'high_body_weight')) else (2 if (_st_cvars[_t586] == 'parasite') else 0))
    return _t587

# <rulerun evolution.rules: feeding_turn_of #233 377cc8c2>
def _loop(st, _t584):
    _st_cvars = st.cvars
    _t589 = 0
    for _t588 in st.zones[(9 + st.model.zone_instances[st.loc[_t584]][1])]:
        if (((_st_cvars[84 + _t588] == _t584) and (_st_cvars[_t588] == 'fat_tissue')) and _st_cvars[252 + _t588]):
            _t589 += 1
    return _t589

# <rulerun evolution.rules: feeding_turn_of #234 48e2f1cb>
def _loop(st, _t584):
    _st_cvars = st.cvars
    _t591 = 0
    for _t590 in st.zones[(9 + st.model.zone_instances[st.loc[_t584]][1])]:
        if ((_st_cvars[84 + _t590] == _t584) and (_st_cvars[_t590] == 'fat_tissue')):
            _t591 += 1
    return _t591

# <rulerun evolution.rules: feeding_turn_of #235 5b56e00a>
def _loop(st, _t593):
    _st_cvars = st.cvars
    _t596 = 0
    for _t595 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t593]]][1])]:
        if (_st_cvars[84 + _t595] == _st_cvars[84 + _t593]):
            _t596 += (1 if ((_st_cvars[_t595] == 'carnivorous') or (_st_cvars[_t595] == 'high_body_weight')) else (2 if (_st_cvars[_t595] == 'parasite') else 0))
    return _t596

# <rulerun evolution.rules: feeding_turn_of #236 7d2f536e>
def _loop(st, _t584):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t592 = st.zones[(9 + st.model.zone_instances[st.loc[_t584]][1])]
    _budget452[0] -= len(_t592)
    if _budget452[0] < 0: _spent453(st)
    for _t593 in _t592:
        if (((_st_cvars[_t593] == 'symbiosis') and (_st_cvars[168 + _t593] == _t584)) and (not ((_st_cvars[924 + _st_cvars[84 + _t593]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t593]] >= (1 + _a454(st, _t593)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #237 b2f4cc9e>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t583 = st.zones[(5 + L[0])]
    _budget447[0] -= len(_t583)
    if _budget447[0] < 0: _spent448(st)
    for _t584 in _t583:
        if ((not ((_st_cvars[924 + _t584] == _st_vars[0]) or ((_st_cvars[504 + _t584] >= (1 + _a449(st, _t584))) and (_a450(st, _t584) >= _a451(st, _t584))))) and (not _a455(st, _t584))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #238 9d901946>
def _loop(st, _t598):
    _st_cvars = st.cvars
    for _t600 in st.zones[(9 + st.model.zone_instances[st.loc[_t598]][1])]:
        if ((_st_cvars[84 + _t600] == _t598) and (_st_cvars[_t600] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #239 e2647b50>
def _loop(st, _t598):
    _st_cvars = st.cvars
    _t603 = 0
    for _t602 in st.zones[(9 + st.model.zone_instances[st.loc[_t598]][1])]:
        if (_st_cvars[84 + _t602] == _t598):
            _t603 += (1 if ((_st_cvars[_t602] == 'carnivorous') or (_st_cvars[_t602] == 'high_body_weight')) else (2 if (_st_cvars[_t602] == 'parasite') else 0))
    return _t603

# <rulerun evolution.rules: feeding_turn_of #240 768b388d>
def _loop(st, _t598):
    _st_cvars = st.cvars
    _t605 = 0
    for _t604 in st.zones[(9 + st.model.zone_instances[st.loc[_t598]][1])]:
        if (((_st_cvars[84 + _t604] == _t598) and (_st_cvars[_t604] == 'fat_tissue')) and _st_cvars[252 + _t604]):
            _t605 += 1
    return _t605

# <rulerun evolution.rules: feeding_turn_of #241 d1445823>
def _loop(st, _t598):
    _st_cvars = st.cvars
    _t607 = 0
    for _t606 in st.zones[(9 + st.model.zone_instances[st.loc[_t598]][1])]:
        if ((_st_cvars[84 + _t606] == _t598) and (_st_cvars[_t606] == 'fat_tissue')):
            _t607 += 1
    return _t607

# <rulerun evolution.rules: feeding_turn_of #242 cc92920b>
def _loop(st, _t609):
    _st_cvars = st.cvars
    _t612 = 0
    for _t611 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t609]]][1])]:
        if (_st_cvars[84 + _t611] == _st_cvars[84 + _t609]):
            _t612 += (1 if ((_st_cvars[_t611] == 'carnivorous') or (_st_cvars[_t611] == 'high_body_weight')) else (2 if (_st_cvars[_t611] == 'parasite') else 0))
    return _t612

# <rulerun evolution.rules: feeding_turn_of #243 8a6b5fb6>
def _loop(st, _t598):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t608 = st.zones[(9 + st.model.zone_instances[st.loc[_t598]][1])]
    _budget464[0] -= len(_t608)
    if _budget464[0] < 0: _spent465(st)
    for _t609 in _t608:
        if (((_st_cvars[_t609] == 'symbiosis') and (_st_cvars[168 + _t609] == _t598)) and (not ((_st_cvars[924 + _st_cvars[84 + _t609]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t609]] >= (1 + _a466(st, _t609)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #244 8a83ee14>
def _loop(st, _t614):
    _st_cvars = st.cvars
    for _t616 in st.zones[(9 + st.model.zone_instances[st.loc[_t614]][1])]:
        if ((_st_cvars[84 + _t616] == _t614) and (_st_cvars[_t616] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #245 58787e6a>
def _loop(st, _t598):
    _st_cvars = st.cvars
    for _t618 in st.zones[(9 + st.model.zone_instances[st.loc[_t598]][1])]:
        if ((_st_cvars[84 + _t618] == _t598) and (_st_cvars[_t618] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #246 cb73bf0a>
def _loop(st, _t614):
    _st_cvars = st.cvars
    for _t622 in st.zones[(9 + st.model.zone_instances[st.loc[_t614]][1])]:
        if ((_st_cvars[84 + _t622] == _t614) and (_st_cvars[_t622] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #247 074f89c2>
def _loop(st, _t598):
    _st_cvars = st.cvars
    for _t624 in st.zones[(9 + st.model.zone_instances[st.loc[_t598]][1])]:
        if ((_st_cvars[84 + _t624] == _t598) and (_st_cvars[_t624] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #248 a108f252>
def _loop(st, _t614):
    _st_cvars = st.cvars
    for _t628 in st.zones[(9 + st.model.zone_instances[st.loc[_t614]][1])]:
        if ((_st_cvars[84 + _t628] == _t614) and (_st_cvars[_t628] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #249 dd9caa12>
def _loop(st, _t598):
    _st_cvars = st.cvars
    for _t630 in st.zones[(9 + st.model.zone_instances[st.loc[_t598]][1])]:
        if ((_st_cvars[84 + _t630] == _t598) and (_st_cvars[_t630] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #250 9433fe3d>
def _loop(st, _t614):
    _st_cvars = st.cvars
    for _t634 in st.zones[(9 + st.model.zone_instances[st.loc[_t614]][1])]:
        if ((_st_cvars[84 + _t634] == _t614) and (_st_cvars[_t634] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #251 2f9f6bf9>
def _loop(st, _t614):
    _st_cvars = st.cvars
    _t637 = 0
    for _t636 in st.zones[(9 + st.model.zone_instances[st.loc[_t614]][1])]:
        if (_st_cvars[84 + _t636] == _t614):
            _t637 += (1 if ((_st_cvars[_t636] == 'carnivorous') or (_st_cvars[_t636] == 'high_body_weight')) else (2 if (_st_cvars[_t636] == 'parasite') else 0))
    return _t637

# <rulerun evolution.rules: feeding_turn_of #252 062f95fc>
def _loop(st, _t614):
    _st_cvars = st.cvars
    for _t638 in st.zones[(9 + st.model.zone_instances[st.loc[_t614]][1])]:
        if ((_st_cvars[_t638] == 'symbiosis') and (_st_cvars[168 + _t638] == _t614)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #253 9328d8db>
def _loop(st, _t598):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t613 = ([_c for _i in [5 + _p for _p in _k468] for _c in st.zones[_i]] or ())
    _budget469[0] -= len(_t613)
    if _budget469[0] < 0: _spent470(st)
    _t620 = _NOT_YET
    _t621 = _NOT_YET
    _t626 = _NOT_YET
    _t627 = _NOT_YET
    _t632 = _NOT_YET
    _t633 = _NOT_YET
    for _t614 in _t613:
        if ((((((_t598 != _t614) and ((not _a471(st, _t614)) or (_t621 if _t621 is not _NOT_YET else (_t621 := (_t620 if _t620 is not _NOT_YET else (_t620 := _a472(st, _t598))))))) and ((not _a473(st, _t614)) or (_t627 if _t627 is not _NOT_YET else (_t627 := (_t626 if _t626 is not _NOT_YET else (_t626 := _a474(st, _t598))))))) and (_a475(st, _t614) == (_t633 if _t633 is not _NOT_YET else (_t633 := (_t632 if _t632 is not _NOT_YET else (_t632 := _a476(st, _t598))))))) and (not (_a477(st, _t614) and ((_st_cvars[924 + _t614] == _st_vars[0]) or (_st_cvars[504 + _t614] >= (1 + _a478(st, _t614))))))) and (not _a479(st, _t614))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #254 af217e48>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t597 = st.zones[(5 + L[0])]
    _budget458[0] -= len(_t597)
    if _budget458[0] < 0: _spent459(st)
    for _t598 in _t597:
        if (((_a460(st, _t598) and (_st_cvars[672 + _t598] != _st_vars[0])) and ((not ((_st_cvars[924 + _t598] == _st_vars[0]) or ((_st_cvars[504 + _t598] >= (1 + _a461(st, _t598))) and (_a462(st, _t598) >= _a463(st, _t598))))) and (not _a467(st, _t598)))) and _a480(st, _t598)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #255 7ce7aa5e>
def _loop(st, _t641):
    _st_cvars = st.cvars
    _t644 = 0
    for _t643 in st.zones[(9 + st.model.zone_instances[st.loc[_t641]][1])]:
        if (_st_cvars[84 + _t643] == _t641):
            _t644 += (1 if ((_st_cvars[_t643] == 'carnivorous') or (_st_cvars[_t643] == 'high_body_weight')) else (2 if (_st_cvars[_t643] == 'parasite') else 0))
    return _t644

# <rulerun evolution.rules: feeding_turn_of #256 df36801b>
def _loop(st, _t641):
    _st_cvars = st.cvars
    _t646 = 0
    for _t645 in st.zones[(9 + st.model.zone_instances[st.loc[_t641]][1])]:
        if (((_st_cvars[84 + _t645] == _t641) and (_st_cvars[_t645] == 'fat_tissue')) and _st_cvars[252 + _t645]):
            _t646 += 1
    return _t646

# <rulerun evolution.rules: feeding_turn_of #257 34fd79a5>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t640 = st.zones[(5 + L[0])]
    _budget482[0] -= len(_t640)
    if _budget482[0] < 0: _spent483(st)
    for _t641 in _t640:
        if ((not ((_st_cvars[924 + _t641] == _st_vars[0]) or (_st_cvars[504 + _t641] >= (1 + _a484(st, _t641))))) and (_a485(st, _t641) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #258 581a475e>
def _loop(st, _t649):
    _st_cvars = st.cvars
    for _t650 in st.zones[(9 + st.model.zone_instances[st.loc[_t649]][1])]:
        if ((_st_cvars[84 + _t650] == _t649) and (_st_cvars[_t650] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #259 fd0e81a2>
def _loop(st, _t649):
    _st_cvars = st.cvars
    _t653 = 0
    for _t652 in st.zones[(9 + st.model.zone_instances[st.loc[_t649]][1])]:
        if (_st_cvars[84 + _t652] == _t649):
            _t653 += (1 if ((_st_cvars[_t652] == 'carnivorous') or (_st_cvars[_t652] == 'high_body_weight')) else (2 if (_st_cvars[_t652] == 'parasite') else 0))
    return _t653

# <rulerun evolution.rules: feeding_turn_of #260 8305ed43>
def _loop(st, _t649):
    _st_cvars = st.cvars
    _t655 = 0
    for _t654 in st.zones[(9 + st.model.zone_instances[st.loc[_t649]][1])]:
        if (_st_cvars[84 + _t654] == _t649):
            _t655 += (1 if ((_st_cvars[_t654] == 'carnivorous') or (_st_cvars[_t654] == 'high_body_weight')) else (2 if (_st_cvars[_t654] == 'parasite') else 0))
    return _t655

# <rulerun evolution.rules: feeding_turn_of #261 e7b38e84>
def _loop(st, _t649):
    _st_cvars = st.cvars
    _t657 = 0
    for _t656 in st.zones[(9 + st.model.zone_instances[st.loc[_t649]][1])]:
        if (((_st_cvars[84 + _t656] == _t649) and (_st_cvars[_t656] == 'fat_tissue')) and _st_cvars[252 + _t656]):
            _t657 += 1
    return _t657

# <rulerun evolution.rules: feeding_turn_of #262 643b1463>
def _loop(st, _t649):
    _st_cvars = st.cvars
    _t659 = 0
    for _t658 in st.zones[(9 + st.model.zone_instances[st.loc[_t649]][1])]:
        if ((_st_cvars[84 + _t658] == _t649) and (_st_cvars[_t658] == 'fat_tissue')):
            _t659 += 1
    return _t659

# <rulerun evolution.rules: feeding_turn_of #263 1137f6c9>
def _loop(st, _t661):
    _st_cvars = st.cvars
    _t664 = 0
    for _t663 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t661]]][1])]:
        if (_st_cvars[84 + _t663] == _st_cvars[84 + _t661]):
            _t664 += (1 if ((_st_cvars[_t663] == 'carnivorous') or (_st_cvars[_t663] == 'high_body_weight')) else (2 if (_st_cvars[_t663] == 'parasite') else 0))
    return _t664

# <rulerun evolution.rules: feeding_turn_of #264 e341d5de>
def _loop(st, _t649):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t660 = st.zones[(9 + st.model.zone_instances[st.loc[_t649]][1])]
    _budget492[0] -= len(_t660)
    if _budget492[0] < 0: _spent493(st)
    for _t661 in _t660:
        if (((_st_cvars[_t661] == 'symbiosis') and (_st_cvars[168 + _t661] == _t649)) and (not ((_st_cvars[924 + _st_cvars[84 + _t661]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t661]] >= (1 + _a494(st, _t661)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #265 24435243>
def _loop(st, _t666):
    _st_cvars = st.cvars
    _t669 = 0
    for _t668 in st.zones[(9 + st.model.zone_instances[st.loc[_t666]][1])]:
        if (_st_cvars[84 + _t668] == _t666):
            _t669 += (1 if ((_st_cvars[_t668] == 'carnivorous') or (_st_cvars[_t668] == 'high_body_weight')) else (2 if (_st_cvars[_t668] == 'parasite') else 0))
    return _t669

# <rulerun evolution.rules: feeding_turn_of #266 8e728f18>
def _loop(st, _t649):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t665 = ([_c for _i in [5 + _p for _p in _k496] for _c in st.zones[_i]] or ())
    _budget497[0] -= len(_t665)
    if _budget497[0] < 0: _spent498(st)
    for _t666 in _t665:
        if ((_t666 != _t649) and ((not ((_st_cvars[924 + _t666] == _st_vars[0]) or (_st_cvars[504 + _t666] >= (1 + _a499(st, _t666))))) and (_st_cvars[504 + _t666] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #267 a4a17868>
def _loop(st, _t672):
    _st_cvars = st.cvars
    for _t673 in st.zones[(9 + st.model.zone_instances[st.loc[_t672]][1])]:
        if ((_st_cvars[84 + _t673] == _t672) and (_st_cvars[_t673] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #268 9f24e687>
def _loop(st, _t677):
    _st_cvars = st.cvars
    for _t678 in st.zones[(9 + st.model.zone_instances[st.loc[_t677]][1])]:
        if ((_st_cvars[84 + _t678] == _t677) and (_st_cvars[_t678] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #269 7a66615e>
def _loop(st, _t677):
    _st_cvars = st.cvars
    _t681 = 0
    for _t680 in st.zones[(9 + st.model.zone_instances[st.loc[_t677]][1])]:
        if (_st_cvars[84 + _t680] == _t677):
            _t681 += (1 if ((_st_cvars[_t680] == 'carnivorous') or (_st_cvars[_t680] == 'high_body_weight')) else (2 if (_st_cvars[_t680] == 'parasite') else 0))
    return _t681

# <rulerun evolution.rules: feeding_turn_of #270 3493c8d4>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _t686 = 0
    for _t685 in st.zones[(9 + st.model.zone_instances[st.loc[_t683]][1])]:
        if (_st_cvars[84 + _t685] == _t683):
            _t686 += (1 if ((_st_cvars[_t685] == 'carnivorous') or (_st_cvars[_t685] == 'high_body_weight')) else (2 if (_st_cvars[_t685] == 'parasite') else 0))
    return _t686

# <rulerun evolution.rules: feeding_turn_of #271 baec8bd0>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _t688 = 0
    for _t687 in st.zones[(9 + st.model.zone_instances[st.loc[_t683]][1])]:
        if (((_st_cvars[84 + _t687] == _t683) and (_st_cvars[_t687] == 'fat_tissue')) and _st_cvars[252 + _t687]):
            _t688 += 1
    return _t688

# <rulerun evolution.rules: feeding_turn_of #272 97134105>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _t690 = 0
    for _t689 in st.zones[(9 + st.model.zone_instances[st.loc[_t683]][1])]:
        if ((_st_cvars[84 + _t689] == _t683) and (_st_cvars[_t689] == 'fat_tissue')):
            _t690 += 1
    return _t690

# <rulerun evolution.rules: feeding_turn_of #273 9f3b4799>
def _loop(st, _t692):
    _st_cvars = st.cvars
    _t695 = 0
    for _t694 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t692]]][1])]:
        if (_st_cvars[84 + _t694] == _st_cvars[84 + _t692]):
            _t695 += (1 if ((_st_cvars[_t694] == 'carnivorous') or (_st_cvars[_t694] == 'high_body_weight')) else (2 if (_st_cvars[_t694] == 'parasite') else 0))
    return _t695

# <rulerun evolution.rules: feeding_turn_of #274 18ea3ad2>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t691 = st.zones[(9 + st.model.zone_instances[st.loc[_t683]][1])]
    _budget509[0] -= len(_t691)
    if _budget509[0] < 0: _spent510(st)
    for _t692 in _t691:
        if (((_st_cvars[_t692] == 'symbiosis') and (_st_cvars[168 + _t692] == _t683)) and (not ((_st_cvars[924 + _st_cvars[84 + _t692]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t692]] >= (1 + _a511(st, _t692)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #275 e9f95e57>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t682 = st.zones[(5 + L[0])]
    _budget504[0] -= len(_t682)
    if _budget504[0] < 0: _spent505(st)
    for _t683 in _t682:
        if ((not ((_st_cvars[924 + _t683] == _st_vars[0]) or ((_st_cvars[504 + _t683] >= (1 + _a506(st, _t683))) and (_a507(st, _t683) >= _a508(st, _t683))))) and (not _a512(st, _t683))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #276 ffc20497>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t479 = ([_c for _i in [5 + _p for _p in _k378] for _c in _st_zones[_i]] or ())
    _budget379[0] -= len(_t479)
    if _budget379[0] < 0: _spent380(st)
    _t478 = True
    for _t480 in _t479:
        if not (((_st_cvars[924 + _t480] == _st_vars[0]) or ((_st_cvars[504 + _t480] >= (1 + _a381(st, _t480))) and (_a382(st, _t480) >= _a383(st, _t480))))):
            _t478 = False
            break
    if _t478:
        if _st_log is not None: _st_log.append(_Text385(_audience384(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo386(6)
    _t488 = (_k387 or ())
    _budget379[0] -= len(_t488)
    if _budget379[0] < 0: _spent380(st)
    _t487 = False
    for _t489 in _t488:
        if (((((_st_vars[3] > 0) and _a397(st, _t489)) or _a421(st, _t489)) or _a426(st, _t489)) or _a446(st, _t489)):
            _t487 = True
            break
    if (not _t487):
        if _st_log is not None: _st_log.append(_Text385(_audience384(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo386(6)
    L[2] = []
    if ((not _l1) and ((_st_vars[3] > 0) and _a456(st, L))):
        L[2] = (L[2] + ['take food'])
        if len(L[2]) > 1000000: _too_long457(L[2])
    if ((not _l1) and _a481(st, L)):
        L[2] = (L[2] + ['attack'])
        if len(L[2]) > 1000000: _too_long457(L[2])
    if ((not _l1) and _a486(st, L)):
        L[2] = (L[2] + ['convert fat'])
        if len(L[2]) > 1000000: _too_long457(L[2])
    _t648 = _st_zones[(5 + _l0)]
    _budget379[0] -= len(_t648)
    if _budget379[0] < 0: _spent380(st)
    _t647 = False
    for _t649 in _t648:
        if ((((_a487(st, _t649) and (_st_cvars[756 + _t649] != _st_vars[0])) and (not ((_st_cvars[924 + _t649] == _st_vars[0]) or (_st_cvars[504 + _t649] >= (1 + _a488(st, _t649)))))) and ((not ((_st_cvars[924 + _t649] == _st_vars[0]) or ((_st_cvars[504 + _t649] >= (1 + _a489(st, _t649))) and (_a490(st, _t649) >= _a491(st, _t649))))) and (not _a495(st, _t649)))) and _a500(st, _t649)):
            _t647 = True
            break
    if _t647:
        L[2] = (L[2] + ['piracy'])
        if len(L[2]) > 1000000: _too_long457(L[2])
    _t671 = _st_zones[(5 + _l0)]
    _budget379[0] -= len(_t671)
    if _budget379[0] < 0: _spent380(st)
    _t670 = False
    for _t672 in _t671:
        if ((_a501(st, _t672) and (_st_cvars[840 + _t672] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t670 = True
            break
    if _t670:
        L[2] = (L[2] + ['grazing'])
        if len(L[2]) > 1000000: _too_long457(L[2])
    _t676 = _st_zones[(5 + _l0)]
    _budget379[0] -= len(_t676)
    if _budget379[0] < 0: _spent380(st)
    _t675 = False
    for _t677 in _t676:
        if ((((_a502(st, _t677) and (_st_cvars[924 + _t677] != _st_vars[0])) and (_st_cvars[924 + _t677] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t677] == _st_vars[0]) or (_st_cvars[504 + _t677] >= (1 + _a503(st, _t677)))))):
            _t675 = True
            break
    if _t675:
        L[2] = (L[2] + ['hibernation'])
        if len(L[2]) > 1000000: _too_long457(L[2])
    if (not (L[2] or ())):
        return 2
    if ((False or _l1) or (not ((_st_vars[3] > 0) and _a513(st, L)))):
        L[2] = (L[2] + ['end turn'])
        if len(L[2]) > 1000000: _too_long457(L[2])

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

# <rulerun evolution.rules: take_food #295 d41fd076>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3] = (_t696 if -1000000000000000000 <= (_t696 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond514(_t696))
    if _st_log is not None: _st_log.append(_Text518(_audience515(st), [_PlayerRef516(L[0]), "'s animal ", _plain517(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain517(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: take_food #296 de756857>
def _loop(st, _t699):
    _st_cvars = st.cvars
    _t701 = 0
    for _t700 in st.zones[(9 + st.model.zone_instances[st.loc[_t699]][1])]:
        if (_st_cvars[84 + _t700] == _t699):
            _t701 += (1 if ((_st_cvars[_t700] == 'carnivorous') or (_st_cvars[_t700] == 'high_body_weight')) else (2 if (_st_cvars[_t700] == 'parasite') else 0))
    return _t701

# <rulerun evolution.rules: take_food #297 acef42b3>
def _loop(st, _t699):
    _st_cvars = st.cvars
    _t703 = 0
    for _t702 in st.zones[(9 + st.model.zone_instances[st.loc[_t699]][1])]:
        if (((_st_cvars[84 + _t702] == _t699) and (_st_cvars[_t702] == 'fat_tissue')) and _st_cvars[252 + _t702]):
            _t703 += 1
    return _t703

# <rulerun evolution.rules: take_food #298 7eb0318c>
def _loop(st, _t699):
    _st_cvars = st.cvars
    _t705 = 0
    for _t704 in st.zones[(9 + st.model.zone_instances[st.loc[_t699]][1])]:
        if ((_st_cvars[84 + _t704] == _t699) and (_st_cvars[_t704] == 'fat_tissue')):
            _t705 += 1
    return _t705

# <rulerun evolution.rules: take_food #299 2e80b8d4>
def _loop(st, _t707):
    _st_cvars = st.cvars
    _t710 = 0
    for _t709 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t707]]][1])]:
        if (_st_cvars[84 + _t709] == _st_cvars[84 + _t707]):
            _t710 += (1 if ((_st_cvars[_t709] == 'carnivorous') or (_st_cvars[_t709] == 'high_body_weight')) else (2 if (_st_cvars[_t709] == 'parasite') else 0))
    return _t710

# <rulerun evolution.rules: take_food #300 38cef10e>
def _loop(st, _t699):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t706 = st.zones[(9 + st.model.zone_instances[st.loc[_t699]][1])]
    _budget524[0] -= len(_t706)
    if _budget524[0] < 0: _spent525(st)
    for _t707 in _t706:
        if (((_st_cvars[_t707] == 'symbiosis') and (_st_cvars[168 + _t707] == _t699)) and (not ((_st_cvars[924 + _st_cvars[84 + _t707]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t707]] >= (1 + _a526(st, _t707)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #301 4c002874>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t698 = st.zones[(5 + L[0])]
    _budget519[0] -= len(_t698)
    if _budget519[0] < 0: _spent520(st)
    _t697 = []
    for _t699 in _t698:
        if ((not ((_st_cvars[924 + _t699] == _st_vars[0]) or ((_st_cvars[504 + _t699] >= (1 + _a521(st, _t699))) and (_a522(st, _t699) >= _a523(st, _t699))))) and (not _a527(st, _t699))):
            _t697.append(_t699)
    return _t697

# <rulerun evolution.rules: take_food #302 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #303 7996893f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t712 = []
    for _t711 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t711] == L[1]) or (_st_cvars[168 + _t711] == L[1])):
            _t712.append(_st_cvars[_t711])
    return _t712

# <rulerun evolution.rules: take_food #304 99391563>
def _loop(st, L):
    _st_cvars = st.cvars
    _t714 = []
    for _t713 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t713] == L[1]) or (_st_cvars[168 + _t713] == L[1])):
            _t714.append(_t713)
    return _t714

# <rulerun evolution.rules: take_food #305 0a39e915>
def _loop(st, L):
    _st_cvars = st.cvars
    _t716 = 0
    for _t715 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t715] == L[1]):
            _t716 += (1 if ((_st_cvars[_t715] == 'carnivorous') or (_st_cvars[_t715] == 'high_body_weight')) else (2 if (_st_cvars[_t715] == 'parasite') else 0))
    return _t716

# <rulerun evolution.rules: take_food #306 6de9e8ce>
def _loop(st, L):
    _st_cvars = st.cvars
    _t718 = 0
    for _t717 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t717] == L[1]) and (_st_cvars[_t717] == 'fat_tissue')) and _st_cvars[252 + _t717]):
            _t718 += 1
    return _t718

# <rulerun evolution.rules: take_food #307 91824428>
def _loop(st, L):
    _st_cvars = st.cvars
    _t720 = 0
    for _t719 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t719] == L[1]) and (_st_cvars[_t719] == 'fat_tissue')):
            _t720 += 1
    return _t720

# <rulerun evolution.rules: take_food #308 431eb647>
def _loop(st, L):
    _st_cvars = st.cvars
    _t722 = 0
    for _t721 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t721] == L[1]) and (_st_cvars[_t721] == 'fat_tissue')):
            _t722 += 1
    return _t722

# <rulerun evolution.rules: take_food #309 3b0df7db>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain528(_text529(((((('animal ' + _plain528(_st_cvars[420 + L[1]]) + ' of ' + _player_text530(st.model.zone_instances[st.loc[L[1]]][1])) + (_text529(' ' + _plain528(_a531(st, L))) if (not not (_a532(st, L) or ())) else '')) + (' food ' + _plain528(_st_cvars[504 + L[1]]) + '/' + _plain528((1 + _a533(st, L))))) + ((' fat ' + _plain528(_a534(st, L)) + '/' + _plain528(_a535(st, L))) if (_a536(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: take_food #310 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: take_food #311 3d2892a0>
def _native(st, L):
    return 'red'

# <rulerun evolution.rules: convert_fat #312 c56699b0>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t727 = 0
    for _t726 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t726] == _l1):
            _t727 += (1 if ((_st_cvars[_t726] == 'carnivorous') or (_st_cvars[_t726] == 'high_body_weight')) else (2 if (_st_cvars[_t726] == 'parasite') else 0))
    return _t727

# <rulerun evolution.rules: convert_fat #313 462bb7f8>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = _l2
    for _t723 in st.zones[(9 + _l0)][:]:
        L[6] = _t723
        if not ((((_st_cvars[84 + _t723] == _l1) and _st_cvars[252 + _t723]) and (L[3] > 0))): continue
        _st_cvars[252 + _t723] = False
        L[3] = (_t724 if -1000000000000000000 <= (_t724 := L[3] - 1) <= 1000000000000000000 else _beyond537(_t724))
    _st_cvars[504 + _l1] = (_t725 if -1000000000000000000 <= (_t725 := _st_cvars[504 + _l1] + _l2) <= 1000000000000000000 else _beyond537(_t725))
    if _st_log is not None: _st_log.append(_Text542(_audience538(st), [_PlayerRef539(_l0), ' converts ', _plain540(_l2), ' fat on animal ', _plain540(_st_cvars[420 + _l1]), ' into food (food ', _plain540(_st_cvars[504 + _l1]), '/', _plain540((1 + _a541(st, L))), ')']))

# <rulerun evolution.rules: convert_fat #314 a81fc551>
def _loop(st, _t730):
    _st_cvars = st.cvars
    _t732 = 0
    for _t731 in st.zones[(9 + st.model.zone_instances[st.loc[_t730]][1])]:
        if (_st_cvars[84 + _t731] == _t730):
            _t732 += (1 if ((_st_cvars[_t731] == 'carnivorous') or (_st_cvars[_t731] == 'high_body_weight')) else (2 if (_st_cvars[_t731] == 'parasite') else 0))
    return _t732

# <rulerun evolution.rules: convert_fat #315 c8e87f45>
def _loop(st, _t730):
    _st_cvars = st.cvars
    _t734 = 0
    for _t733 in st.zones[(9 + st.model.zone_instances[st.loc[_t730]][1])]:
        if (((_st_cvars[84 + _t733] == _t730) and (_st_cvars[_t733] == 'fat_tissue')) and _st_cvars[252 + _t733]):
            _t734 += 1
    return _t734

# <rulerun evolution.rules: convert_fat #316 7ae44793>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t729 = st.zones[(5 + L[0])]
    _budget543[0] -= len(_t729)
    if _budget543[0] < 0: _spent544(st)
    _t728 = []
    for _t730 in _t729:
        if ((not ((_st_cvars[924 + _t730] == _st_vars[0]) or (_st_cvars[504 + _t730] >= (1 + _a545(st, _t730))))) and (_a546(st, _t730) > 0)):
            _t728.append(_t730)
    return _t728

# <rulerun evolution.rules: convert_fat #317 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: convert_fat #318 f9371a6e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t736 = []
    for _t735 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t735] == L[1]) or (_st_cvars[168 + _t735] == L[1])):
            _t736.append(_st_cvars[_t735])
    return _t736

# <rulerun evolution.rules: convert_fat #319 976880bb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t738 = []
    for _t737 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t737] == L[1]) or (_st_cvars[168 + _t737] == L[1])):
            _t738.append(_t737)
    return _t738

# <rulerun evolution.rules: convert_fat #320 c5e088f8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t740 = 0
    for _t739 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t739] == L[1]):
            _t740 += (1 if ((_st_cvars[_t739] == 'carnivorous') or (_st_cvars[_t739] == 'high_body_weight')) else (2 if (_st_cvars[_t739] == 'parasite') else 0))
    return _t740

# <rulerun evolution.rules: convert_fat #321 10eb2521>
def _loop(st, L):
    _st_cvars = st.cvars
    _t742 = 0
    for _t741 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t741] == L[1]) and (_st_cvars[_t741] == 'fat_tissue')) and _st_cvars[252 + _t741]):
            _t742 += 1
    return _t742

# <rulerun evolution.rules: convert_fat #322 1919af19>
def _loop(st, L):
    _st_cvars = st.cvars
    _t744 = 0
    for _t743 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t743] == L[1]) and (_st_cvars[_t743] == 'fat_tissue')):
            _t744 += 1
    return _t744

# <rulerun evolution.rules: convert_fat #323 9aca3261>
def _loop(st, L):
    _st_cvars = st.cvars
    _t746 = 0
    for _t745 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t745] == L[1]) and (_st_cvars[_t745] == 'fat_tissue')):
            _t746 += 1
    return _t746

# <rulerun evolution.rules: convert_fat #324 acd75304>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain547(_text548(((((('animal ' + _plain547(_st_cvars[420 + L[1]]) + ' of ' + _player_text549(st.model.zone_instances[st.loc[L[1]]][1])) + (_text548(' ' + _plain547(_a550(st, L))) if (not not (_a551(st, L) or ())) else '')) + (' food ' + _plain547(_st_cvars[504 + L[1]]) + '/' + _plain547((1 + _a552(st, L))))) + ((' fat ' + _plain547(_a553(st, L)) + '/' + _plain547(_a554(st, L))) if (_a555(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: convert_fat #325 9dd482e7>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t748 = 0
    for _t747 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (((_st_cvars[84 + _t747] == _l1) and (_st_cvars[_t747] == 'fat_tissue')) and _st_cvars[252 + _t747]):
            _t748 += 1
    return _t748

# <rulerun evolution.rules: convert_fat #326 87cec20a>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t750 = 0
    for _t749 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t749] == _l1):
            _t750 += (1 if ((_st_cvars[_t749] == 'carnivorous') or (_st_cvars[_t749] == 'high_body_weight')) else (2 if (_st_cvars[_t749] == 'parasite') else 0))
    return _t750

# <rulerun evolution.rules: convert_fat #327 46f5e5ef>
def _native(st, L):
    return _range556(1, min(_a557(st, L), (_t751 if -1000000000000000000 <= (_t751 := ((1 + _a558(st, L)) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond559(_t751))))

# <rulerun evolution.rules: convert_fat #328 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #329 654b4fe1>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t753 = 0
    for _t752 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t752] == _l0):
            _t753 += (1 if ((_st_cvars[_t752] == 'carnivorous') or (_st_cvars[_t752] == 'high_body_weight')) else (2 if (_st_cvars[_t752] == 'parasite') else 0))
    return _t753

# <rulerun evolution.rules: receive #330 d1cce5e3>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t755 = 0
    for _t754 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t754] == _l0) and (_st_cvars[_t754] == 'fat_tissue')) and _st_cvars[252 + _t754]):
            _t755 += 1
    return _t755

# <rulerun evolution.rules: receive #331 6e860d7d>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t757 = 0
    for _t756 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t756] == _l0) and (_st_cvars[_t756] == 'fat_tissue')):
            _t757 += 1
    return _t757

# <rulerun evolution.rules: receive #332 c6103aa6>
def _loop(st, _t759):
    _st_cvars = st.cvars
    _t762 = 0
    for _t761 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t759]]][1])]:
        if (_st_cvars[84 + _t761] == _st_cvars[84 + _t759]):
            _t762 += (1 if ((_st_cvars[_t761] == 'carnivorous') or (_st_cvars[_t761] == 'high_body_weight')) else (2 if (_st_cvars[_t761] == 'parasite') else 0))
    return _t762

# <rulerun evolution.rules: receive #333 5dae1533>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t758 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget563[0] -= len(_t758)
    if _budget563[0] < 0: _spent564(st)
    for _t759 in _t758:
        if (((_st_cvars[_t759] == 'symbiosis') and (_st_cvars[168 + _t759] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t759]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t759]] >= (1 + _a565(st, _t759)))))):
            return True
    return False

# <rulerun evolution.rules: receive #334 f9e8960f>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a560(st, L))) and (_a561(st, L) >= _a562(st, L))))) and (not _a566(st, L)))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t763 if -1000000000000000000 <= (_t763 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond567(_t763))
        if _st_log is not None: _st_log.append(_Text571(_audience568(st), [_PlayerRef569(st.model.zone_instances[st.loc[_l0]][1]), "'s animal ", _plain570(_st_cvars[420 + _l0]), ' cannot take the ', _plain570(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #335 2939e801>
def _loop(st, L):
    _st_cvars = st.cvars
    _t765 = 0
    for _t764 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t764] == L[2]):
            _t765 += (1 if ((_st_cvars[_t764] == 'carnivorous') or (_st_cvars[_t764] == 'high_body_weight')) else (2 if (_st_cvars[_t764] == 'parasite') else 0))
    return _t765

# <rulerun evolution.rules: receive #336 24aba895>
def _loop(st, L):
    _st_cvars = st.cvars
    _t770 = 0
    for _t769 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t769] == L[2]) and (_st_cvars[_t769] == 'fat_tissue')) and _st_cvars[252 + _t769]):
            _t770 += 1
    return _t770

# <rulerun evolution.rules: receive #337 18f32586>
def _loop(st, L):
    _st_cvars = st.cvars
    _t772 = 0
    for _t771 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t771] == L[2]) and (_st_cvars[_t771] == 'fat_tissue')):
            _t772 += 1
    return _t772

# <rulerun evolution.rules: receive #338 1ee11932>
def _loop(st, L):
    _st_cvars = st.cvars
    _t775 = 0
    for _t774 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t774] == L[2]):
            _t775 += (1 if ((_st_cvars[_t774] == 'carnivorous') or (_st_cvars[_t774] == 'high_body_weight')) else (2 if (_st_cvars[_t774] == 'parasite') else 0))
    return _t775

# <rulerun evolution.rules: receive #339 761ffe24>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value572(st, 0, 0, 'feed'))
    if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (1 + _a573(st, L)))):
        _t767 = L[2]
        _t766 = None
        for _t768 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
            if (((_st_cvars[84 + _t768] == _t767) and (_st_cvars[_t768] == 'fat_tissue')) and (not _st_cvars[252 + _t768])):
                _t766 = _t768
                break
        L[3] = _t766
        _st_cvars[252 + L[3]] = True
        if _st_log is not None: _st_log.append(_Text578(_audience574(st), ['  animal ', _plain575(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain575(_a576(st, L)), '/', _plain575(_a577(st, L)), ')']))
    else:
        _st_cvars[504 + L[2]] = (_t773 if -1000000000000000000 <= (_t773 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond579(_t773))
        if _st_log is not None: _st_log.append(_Text578(_audience574(st), ['  animal ', _plain575(_st_cvars[420 + L[2]]), ' has food ', _plain575(_st_cvars[504 + L[2]]), '/', _plain575((1 + _a580(st, L)))]))

# <rulerun evolution.rules: receive #340 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #341 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: paired_triggers #342 d186524a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t780 = 0
    for _t779 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t779] == _l0):
            _t780 += (1 if ((_st_cvars[_t779] == 'carnivorous') or (_st_cvars[_t779] == 'high_body_weight')) else (2 if (_st_cvars[_t779] == 'parasite') else 0))
    return _t780

# <rulerun evolution.rules: paired_triggers #343 523e9d50>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t782 = 0
    for _t781 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t781] == _l0) and (_st_cvars[_t781] == 'fat_tissue')) and _st_cvars[252 + _t781]):
            _t782 += 1
    return _t782

# <rulerun evolution.rules: paired_triggers #344 cfd1b743>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t784 = 0
    for _t783 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t783] == _l0) and (_st_cvars[_t783] == 'fat_tissue')):
            _t784 += 1
    return _t784

# <rulerun evolution.rules: paired_triggers #345 49840259>
def _loop(st, _t786):
    _st_cvars = st.cvars
    _t789 = 0
    for _t788 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t786]]][1])]:
        if (_st_cvars[84 + _t788] == _st_cvars[84 + _t786]):
            _t789 += (1 if ((_st_cvars[_t788] == 'carnivorous') or (_st_cvars[_t788] == 'high_body_weight')) else (2 if (_st_cvars[_t788] == 'parasite') else 0))
    return _t789

# <rulerun evolution.rules: paired_triggers #346 892fcc91>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t785 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget586[0] -= len(_t785)
    if _budget586[0] < 0: _spent587(st)
    for _t786 in _t785:
        if (((_st_cvars[_t786] == 'symbiosis') and (_st_cvars[168 + _t786] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t786]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t786]] >= (1 + _a588(st, _t786)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #347 b9950333>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a583(st, L))) and (_a584(st, L) >= _a585(st, L))))) and (not _a589(st, L)))

# <rulerun evolution.rules: paired_triggers #348 79647788>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t777 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget581[0] -= len(_t777)
    if _budget581[0] < 0: _spent582(st)
    _t776 = []
    for _t778 in _t777:
        if (((_st_cvars[336 + _t778] != _st_vars[4]) and ((_st_cvars[84 + _t778] == _l0) or (_st_cvars[168 + _t778] == _l0))) and (((((_st_cvars[_t778] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d590(st, [(_st_cvars[168 + _t778] if (_st_cvars[84 + _t778] == _l0) else _st_cvars[84 + _t778])])) or ((_st_cvars[_t778] == 'cooperation') and _d590(st, [(_st_cvars[168 + _t778] if (_st_cvars[84 + _t778] == _l0) else _st_cvars[84 + _t778])])))):
            _t776.append(_t778)
    L[2] = _t776
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

# <rulerun evolution.rules: paired_triggers #350 53f1d4b9>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3] = (_t790 if -1000000000000000000 <= (_t790 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond591(_t790))
    if _st_log is not None: _st_log.append(_Text594(_audience592(st), ['Communication: animal ', _plain593(st.cvars[420 + L[4]]), ' takes a red token from the food base (', _plain593(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: paired_triggers #351 85814dd1>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text597(_audience595(st), ['Cooperation: animal ', _plain596(st.cvars[420 + L[4]]), ' receives a blue token']))

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

# <rulerun evolution.rules: piracy #360 38cb442e>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_cvars[756 + _l1] = st.vars[0]
    _st_cvars[504 + _l2] = (_t791 if -1000000000000000000 <= (_t791 := _st_cvars[504 + _l2] - 1) <= 1000000000000000000 else _beyond598(_t791))
    if _st_log is not None: _st_log.append(_Text602(_audience599(st), ['Piracy: ', _PlayerRef600(L[0]), "'s animal ", _plain601(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef600(st.model.zone_instances[st.loc[_l2]][1]), "'s animal ", _plain601(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #361 1d66f4e5>
def _loop(st, _t794):
    _st_cvars = st.cvars
    for _t795 in st.zones[(9 + st.model.zone_instances[st.loc[_t794]][1])]:
        if ((_st_cvars[84 + _t795] == _t794) and (_st_cvars[_t795] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #362 81879cfe>
def _loop(st, _t794):
    _st_cvars = st.cvars
    _t798 = 0
    for _t797 in st.zones[(9 + st.model.zone_instances[st.loc[_t794]][1])]:
        if (_st_cvars[84 + _t797] == _t794):
            _t798 += (1 if ((_st_cvars[_t797] == 'carnivorous') or (_st_cvars[_t797] == 'high_body_weight')) else (2 if (_st_cvars[_t797] == 'parasite') else 0))
    return _t798

# <rulerun evolution.rules: piracy #363 6b7523b0>
def _loop(st, _t794):
    _st_cvars = st.cvars
    _t800 = 0
    for _t799 in st.zones[(9 + st.model.zone_instances[st.loc[_t794]][1])]:
        if (_st_cvars[84 + _t799] == _t794):
            _t800 += (1 if ((_st_cvars[_t799] == 'carnivorous') or (_st_cvars[_t799] == 'high_body_weight')) else (2 if (_st_cvars[_t799] == 'parasite') else 0))
    return _t800

# <rulerun evolution.rules: piracy #364 606f7a2f>
def _loop(st, _t794):
    _st_cvars = st.cvars
    _t802 = 0
    for _t801 in st.zones[(9 + st.model.zone_instances[st.loc[_t794]][1])]:
        if (((_st_cvars[84 + _t801] == _t794) and (_st_cvars[_t801] == 'fat_tissue')) and _st_cvars[252 + _t801]):
            _t802 += 1
    return _t802

# <rulerun evolution.rules: piracy #365 f07586c1>
def _loop(st, _t794):
    _st_cvars = st.cvars
    _t804 = 0
    for _t803 in st.zones[(9 + st.model.zone_instances[st.loc[_t794]][1])]:
        if ((_st_cvars[84 + _t803] == _t794) and (_st_cvars[_t803] == 'fat_tissue')):
            _t804 += 1
    return _t804

# <rulerun evolution.rules: piracy #366 f28ce986>
def _loop(st, _t806):
    _st_cvars = st.cvars
    _t809 = 0
    for _t808 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t806]]][1])]:
        if (_st_cvars[84 + _t808] == _st_cvars[84 + _t806]):
            _t809 += (1 if ((_st_cvars[_t808] == 'carnivorous') or (_st_cvars[_t808] == 'high_body_weight')) else (2 if (_st_cvars[_t808] == 'parasite') else 0))
    return _t809

# <rulerun evolution.rules: piracy #367 4828fa84>
def _loop(st, _t794):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t805 = st.zones[(9 + st.model.zone_instances[st.loc[_t794]][1])]
    _budget610[0] -= len(_t805)
    if _budget610[0] < 0: _spent611(st)
    for _t806 in _t805:
        if (((_st_cvars[_t806] == 'symbiosis') and (_st_cvars[168 + _t806] == _t794)) and (not ((_st_cvars[924 + _st_cvars[84 + _t806]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t806]] >= (1 + _a612(st, _t806)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #368 48b26940>
def _loop(st, _t811):
    _st_cvars = st.cvars
    _t814 = 0
    for _t813 in st.zones[(9 + st.model.zone_instances[st.loc[_t811]][1])]:
        if (_st_cvars[84 + _t813] == _t811):
            _t814 += (1 if ((_st_cvars[_t813] == 'carnivorous') or (_st_cvars[_t813] == 'high_body_weight')) else (2 if (_st_cvars[_t813] == 'parasite') else 0))
    return _t814

# <rulerun evolution.rules: piracy #369 b3272476>
def _loop(st, _t794):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t810 = ([_c for _i in [5 + _p for _p in _k614] for _c in st.zones[_i]] or ())
    _budget615[0] -= len(_t810)
    if _budget615[0] < 0: _spent616(st)
    for _t811 in _t810:
        if ((_t811 != _t794) and ((not ((_st_cvars[924 + _t811] == _st_vars[0]) or (_st_cvars[504 + _t811] >= (1 + _a617(st, _t811))))) and (_st_cvars[504 + _t811] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #370 71a23c1d>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t793 = st.zones[(5 + L[0])]
    _budget603[0] -= len(_t793)
    if _budget603[0] < 0: _spent604(st)
    _t792 = []
    for _t794 in _t793:
        if ((((_a605(st, _t794) and (_st_cvars[756 + _t794] != _st_vars[0])) and (not ((_st_cvars[924 + _t794] == _st_vars[0]) or (_st_cvars[504 + _t794] >= (1 + _a606(st, _t794)))))) and ((not ((_st_cvars[924 + _t794] == _st_vars[0]) or ((_st_cvars[504 + _t794] >= (1 + _a607(st, _t794))) and (_a608(st, _t794) >= _a609(st, _t794))))) and (not _a613(st, _t794)))) and _a618(st, _t794)):
            _t792.append(_t794)
    return _t792

# <rulerun evolution.rules: piracy #371 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #372 eb7d183d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t816 = []
    for _t815 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t815] == L[1]) or (_st_cvars[168 + _t815] == L[1])):
            _t816.append(_st_cvars[_t815])
    return _t816

# <rulerun evolution.rules: piracy #373 73948414>
def _loop(st, L):
    _st_cvars = st.cvars
    _t818 = []
    for _t817 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t817] == L[1]) or (_st_cvars[168 + _t817] == L[1])):
            _t818.append(_t817)
    return _t818

# <rulerun evolution.rules: piracy #374 e71e9fdf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t820 = 0
    for _t819 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t819] == L[1]):
            _t820 += (1 if ((_st_cvars[_t819] == 'carnivorous') or (_st_cvars[_t819] == 'high_body_weight')) else (2 if (_st_cvars[_t819] == 'parasite') else 0))
    return _t820

# <rulerun evolution.rules: piracy #375 a2328e3d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t822 = 0
    for _t821 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t821] == L[1]) and (_st_cvars[_t821] == 'fat_tissue')) and _st_cvars[252 + _t821]):
            _t822 += 1
    return _t822

# <rulerun evolution.rules: piracy #376 7017260a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t824 = 0
    for _t823 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t823] == L[1]) and (_st_cvars[_t823] == 'fat_tissue')):
            _t824 += 1
    return _t824

# <rulerun evolution.rules: piracy #377 c4dbadb4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t826 = 0
    for _t825 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t825] == L[1]) and (_st_cvars[_t825] == 'fat_tissue')):
            _t826 += 1
    return _t826

# <rulerun evolution.rules: piracy #378 cd127d90>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain619(_text620(((((('animal ' + _plain619(_st_cvars[420 + L[1]]) + ' of ' + _player_text621(st.model.zone_instances[st.loc[L[1]]][1])) + (_text620(' ' + _plain619(_a622(st, L))) if (not not (_a623(st, L) or ())) else '')) + (' food ' + _plain619(_st_cvars[504 + L[1]]) + '/' + _plain619((1 + _a624(st, L))))) + ((' fat ' + _plain619(_a625(st, L)) + '/' + _plain619(_a626(st, L))) if (_a627(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: piracy #379 af082049>
def _loop(st, _t829):
    _st_cvars = st.cvars
    _t831 = 0
    for _t830 in st.zones[(9 + st.model.zone_instances[st.loc[_t829]][1])]:
        if (_st_cvars[84 + _t830] == _t829):
            _t831 += (1 if ((_st_cvars[_t830] == 'carnivorous') or (_st_cvars[_t830] == 'high_body_weight')) else (2 if (_st_cvars[_t830] == 'parasite') else 0))
    return _t831

# <rulerun evolution.rules: piracy #380 3cdb8fc3>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t828 = ([_c for _i in [5 + _p for _p in _k628] for _c in st.zones[_i]] or ())
    _budget629[0] -= len(_t828)
    if _budget629[0] < 0: _spent630(st)
    _t827 = []
    for _t829 in _t828:
        if ((_t829 != _l1) and ((not ((_st_cvars[924 + _t829] == _st_vars[0]) or (_st_cvars[504 + _t829] >= (1 + _a631(st, _t829))))) and (_st_cvars[504 + _t829] > 0))):
            _t827.append(_t829)
    return _t827

# <rulerun evolution.rules: piracy #381 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #382 bacf4c01>
def _loop(st, L):
    _st_cvars = st.cvars
    _t833 = []
    for _t832 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t832] == L[2]) or (_st_cvars[168 + _t832] == L[2])):
            _t833.append(_st_cvars[_t832])
    return _t833

# <rulerun evolution.rules: piracy #383 b4c4d0e7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t835 = []
    for _t834 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t834] == L[2]) or (_st_cvars[168 + _t834] == L[2])):
            _t835.append(_t834)
    return _t835

# <rulerun evolution.rules: piracy #384 9d924ca8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t837 = 0
    for _t836 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t836] == L[2]):
            _t837 += (1 if ((_st_cvars[_t836] == 'carnivorous') or (_st_cvars[_t836] == 'high_body_weight')) else (2 if (_st_cvars[_t836] == 'parasite') else 0))
    return _t837

# <rulerun evolution.rules: piracy #385 f2030e59>
def _loop(st, L):
    _st_cvars = st.cvars
    _t839 = 0
    for _t838 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t838] == L[2]) and (_st_cvars[_t838] == 'fat_tissue')) and _st_cvars[252 + _t838]):
            _t839 += 1
    return _t839

# <rulerun evolution.rules: piracy #386 8db62628>
def _loop(st, L):
    _st_cvars = st.cvars
    _t841 = 0
    for _t840 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t840] == L[2]) and (_st_cvars[_t840] == 'fat_tissue')):
            _t841 += 1
    return _t841

# <rulerun evolution.rules: piracy #387 a813c196>
def _loop(st, L):
    _st_cvars = st.cvars
    _t843 = 0
    for _t842 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t842] == L[2]) and (_st_cvars[_t842] == 'fat_tissue')):
            _t843 += 1
    return _t843

# <rulerun evolution.rules: piracy #388 c7023919>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain632(_text633(((((('animal ' + _plain632(_st_cvars[420 + L[2]]) + ' of ' + _player_text634(st.model.zone_instances[st.loc[L[2]]][1])) + (_text633(' ' + _plain632(_a635(st, L))) if (not not (_a636(st, L) or ())) else '')) + (' food ' + _plain632(_st_cvars[504 + L[2]]) + '/' + _plain632((1 + _a637(st, L))))) + ((' fat ' + _plain632(_a638(st, L)) + '/' + _plain632(_a639(st, L))) if (_a640(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else '')))))

# <rulerun evolution.rules: piracy #389 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: piracy #390 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: grazing #391 a3705fe4>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = (_t844 if -1000000000000000000 <= (_t844 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond641(_t844))
    if _st_log is not None: _st_log.append(_Text645(_audience642(st), ['Grazing: ', _PlayerRef643(L[0]), "'s animal ", _plain644(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain644(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #392 80f93361>
def _loop(st, _t847):
    _st_cvars = st.cvars
    for _t848 in st.zones[(9 + st.model.zone_instances[st.loc[_t847]][1])]:
        if ((_st_cvars[84 + _t848] == _t847) and (_st_cvars[_t848] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #393 36e0e7f0>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t846 = st.zones[(5 + L[0])]
    _budget646[0] -= len(_t846)
    if _budget646[0] < 0: _spent647(st)
    _t845 = []
    for _t847 in _t846:
        if ((_a648(st, _t847) and (_st_cvars[840 + _t847] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t845.append(_t847)
    return _t845

# <rulerun evolution.rules: grazing #394 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: grazing #395 1aad8e2c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t851 = []
    for _t850 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t850] == L[1]) or (_st_cvars[168 + _t850] == L[1])):
            _t851.append(_st_cvars[_t850])
    return _t851

# <rulerun evolution.rules: grazing #396 41646b52>
def _loop(st, L):
    _st_cvars = st.cvars
    _t853 = []
    for _t852 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t852] == L[1]) or (_st_cvars[168 + _t852] == L[1])):
            _t853.append(_t852)
    return _t853

# <rulerun evolution.rules: grazing #397 21359686>
def _loop(st, L):
    _st_cvars = st.cvars
    _t855 = 0
    for _t854 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t854] == L[1]):
            _t855 += (1 if ((_st_cvars[_t854] == 'carnivorous') or (_st_cvars[_t854] == 'high_body_weight')) else (2 if (_st_cvars[_t854] == 'parasite') else 0))
    return _t855

# <rulerun evolution.rules: grazing #398 87b17127>
def _loop(st, L):
    _st_cvars = st.cvars
    _t857 = 0
    for _t856 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t856] == L[1]) and (_st_cvars[_t856] == 'fat_tissue')) and _st_cvars[252 + _t856]):
            _t857 += 1
    return _t857

# <rulerun evolution.rules: grazing #399 4c432819>
def _loop(st, L):
    _st_cvars = st.cvars
    _t859 = 0
    for _t858 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t858] == L[1]) and (_st_cvars[_t858] == 'fat_tissue')):
            _t859 += 1
    return _t859

# <rulerun evolution.rules: grazing #400 2ffabe99>
def _loop(st, L):
    _st_cvars = st.cvars
    _t861 = 0
    for _t860 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t860] == L[1]) and (_st_cvars[_t860] == 'fat_tissue')):
            _t861 += 1
    return _t861

# <rulerun evolution.rules: grazing #401 a880390e>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain649(_text650(((((('animal ' + _plain649(_st_cvars[420 + L[1]]) + ' of ' + _player_text651(st.model.zone_instances[st.loc[L[1]]][1])) + (_text650(' ' + _plain649(_a652(st, L))) if (not not (_a653(st, L) or ())) else '')) + (' food ' + _plain649(_st_cvars[504 + L[1]]) + '/' + _plain649((1 + _a654(st, L))))) + ((' fat ' + _plain649(_a655(st, L)) + '/' + _plain649(_a656(st, L))) if (_a657(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: hibernation #402 555c57ab>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_cvars[924 + _l1] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text661(_audience658(st), ['Hibernation: ', _PlayerRef659(L[0]), "'s animal ", _plain660(_st_cvars[420 + _l1]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: hibernation #403 fccaa1dc>
def _loop(st, _t864):
    _st_cvars = st.cvars
    for _t865 in st.zones[(9 + st.model.zone_instances[st.loc[_t864]][1])]:
        if ((_st_cvars[84 + _t865] == _t864) and (_st_cvars[_t865] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #404 7cc89668>
def _loop(st, _t864):
    _st_cvars = st.cvars
    _t868 = 0
    for _t867 in st.zones[(9 + st.model.zone_instances[st.loc[_t864]][1])]:
        if (_st_cvars[84 + _t867] == _t864):
            _t868 += (1 if ((_st_cvars[_t867] == 'carnivorous') or (_st_cvars[_t867] == 'high_body_weight')) else (2 if (_st_cvars[_t867] == 'parasite') else 0))
    return _t868

# <rulerun evolution.rules: hibernation #405 344bd06f>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t863 = st.zones[(5 + L[0])]
    _budget662[0] -= len(_t863)
    if _budget662[0] < 0: _spent663(st)
    _t862 = []
    for _t864 in _t863:
        if ((((_a664(st, _t864) and (_st_cvars[924 + _t864] != _st_vars[0])) and (_st_cvars[924 + _t864] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t864] == _st_vars[0]) or (_st_cvars[504 + _t864] >= (1 + _a665(st, _t864)))))):
            _t862.append(_t864)
    return _t862

# <rulerun evolution.rules: hibernation #406 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hibernation #407 6a1a9d71>
def _loop(st, L):
    _st_cvars = st.cvars
    _t870 = []
    for _t869 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t869] == L[1]) or (_st_cvars[168 + _t869] == L[1])):
            _t870.append(_st_cvars[_t869])
    return _t870

# <rulerun evolution.rules: hibernation #408 b1322ae2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t872 = []
    for _t871 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t871] == L[1]) or (_st_cvars[168 + _t871] == L[1])):
            _t872.append(_t871)
    return _t872

# <rulerun evolution.rules: hibernation #409 deb462ea>
def _loop(st, L):
    _st_cvars = st.cvars
    _t874 = 0
    for _t873 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t873] == L[1]):
            _t874 += (1 if ((_st_cvars[_t873] == 'carnivorous') or (_st_cvars[_t873] == 'high_body_weight')) else (2 if (_st_cvars[_t873] == 'parasite') else 0))
    return _t874

# <rulerun evolution.rules: hibernation #410 5795ad9d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t876 = 0
    for _t875 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t875] == L[1]) and (_st_cvars[_t875] == 'fat_tissue')) and _st_cvars[252 + _t875]):
            _t876 += 1
    return _t876

# <rulerun evolution.rules: hibernation #411 5fe7926a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t878 = 0
    for _t877 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t877] == L[1]) and (_st_cvars[_t877] == 'fat_tissue')):
            _t878 += 1
    return _t878

# <rulerun evolution.rules: hibernation #412 91ed7643>
def _loop(st, L):
    _st_cvars = st.cvars
    _t880 = 0
    for _t879 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t879] == L[1]) and (_st_cvars[_t879] == 'fat_tissue')):
            _t880 += 1
    return _t880

# <rulerun evolution.rules: hibernation #413 564fb50a>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain666(_text667(((((('animal ' + _plain666(_st_cvars[420 + L[1]]) + ' of ' + _player_text668(st.model.zone_instances[st.loc[L[1]]][1])) + (_text667(' ' + _plain666(_a669(st, L))) if (not not (_a670(st, L) or ())) else '')) + (' food ' + _plain666(_st_cvars[504 + L[1]]) + '/' + _plain666((1 + _a671(st, L))))) + ((' fat ' + _plain666(_a672(st, L)) + '/' + _plain666(_a673(st, L))) if (_a674(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #414 864f2712>
def _loop(st, _t883):
    _st_cvars = st.cvars
    for _t884 in st.zones[(9 + st.model.zone_instances[st.loc[_t883]][1])]:
        if ((_st_cvars[84 + _t884] == _t883) and (_st_cvars[_t884] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #415 9a70f845>
def _loop(st, _t883):
    _st_cvars = st.cvars
    _t887 = 0
    for _t886 in st.zones[(9 + st.model.zone_instances[st.loc[_t883]][1])]:
        if (_st_cvars[84 + _t886] == _t883):
            _t887 += (1 if ((_st_cvars[_t886] == 'carnivorous') or (_st_cvars[_t886] == 'high_body_weight')) else (2 if (_st_cvars[_t886] == 'parasite') else 0))
    return _t887

# <rulerun evolution.rules: attack_action #416 b750d87c>
def _loop(st, _t883):
    _st_cvars = st.cvars
    _t889 = 0
    for _t888 in st.zones[(9 + st.model.zone_instances[st.loc[_t883]][1])]:
        if (((_st_cvars[84 + _t888] == _t883) and (_st_cvars[_t888] == 'fat_tissue')) and _st_cvars[252 + _t888]):
            _t889 += 1
    return _t889

# <rulerun evolution.rules: attack_action #417 94a7b9ad>
def _loop(st, _t883):
    _st_cvars = st.cvars
    _t891 = 0
    for _t890 in st.zones[(9 + st.model.zone_instances[st.loc[_t883]][1])]:
        if ((_st_cvars[84 + _t890] == _t883) and (_st_cvars[_t890] == 'fat_tissue')):
            _t891 += 1
    return _t891

# <rulerun evolution.rules: attack_action #418 3e9067f1>
def _loop(st, _t893):
    _st_cvars = st.cvars
    _t896 = 0
    for _t895 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t893]]][1])]:
        if (_st_cvars[84 + _t895] == _st_cvars[84 + _t893]):
            _t896 += (1 if ((_st_cvars[_t895] == 'carnivorous') or (_st_cvars[_t895] == 'high_body_weight')) else (2 if (_st_cvars[_t895] == 'parasite') else 0))
    return _t896

# <rulerun evolution.rules: attack_action #419 86ce70e7>
def _loop(st, _t883):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t892 = st.zones[(9 + st.model.zone_instances[st.loc[_t883]][1])]
    _budget681[0] -= len(_t892)
    if _budget681[0] < 0: _spent682(st)
    for _t893 in _t892:
        if (((_st_cvars[_t893] == 'symbiosis') and (_st_cvars[168 + _t893] == _t883)) and (not ((_st_cvars[924 + _st_cvars[84 + _t893]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t893]] >= (1 + _a683(st, _t893)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #420 06993c68>
def _loop(st, _t898):
    _st_cvars = st.cvars
    for _t900 in st.zones[(9 + st.model.zone_instances[st.loc[_t898]][1])]:
        if ((_st_cvars[84 + _t900] == _t898) and (_st_cvars[_t900] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #421 089891bf>
def _loop(st, _t883):
    _st_cvars = st.cvars
    for _t902 in st.zones[(9 + st.model.zone_instances[st.loc[_t883]][1])]:
        if ((_st_cvars[84 + _t902] == _t883) and (_st_cvars[_t902] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #422 d8a769c2>
def _loop(st, _t898):
    _st_cvars = st.cvars
    for _t906 in st.zones[(9 + st.model.zone_instances[st.loc[_t898]][1])]:
        if ((_st_cvars[84 + _t906] == _t898) and (_st_cvars[_t906] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #423 03c709e2>
def _loop(st, _t883):
    _st_cvars = st.cvars
    for _t908 in st.zones[(9 + st.model.zone_instances[st.loc[_t883]][1])]:
        if ((_st_cvars[84 + _t908] == _t883) and (_st_cvars[_t908] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #424 7c2b1993>
def _loop(st, _t898):
    _st_cvars = st.cvars
    for _t912 in st.zones[(9 + st.model.zone_instances[st.loc[_t898]][1])]:
        if ((_st_cvars[84 + _t912] == _t898) and (_st_cvars[_t912] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #425 108682d9>
def _loop(st, _t883):
    _st_cvars = st.cvars
    for _t914 in st.zones[(9 + st.model.zone_instances[st.loc[_t883]][1])]:
        if ((_st_cvars[84 + _t914] == _t883) and (_st_cvars[_t914] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #426 a699a3bd>
def _loop(st, _t898):
    _st_cvars = st.cvars
    for _t918 in st.zones[(9 + st.model.zone_instances[st.loc[_t898]][1])]:
        if ((_st_cvars[84 + _t918] == _t898) and (_st_cvars[_t918] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #427 2ce88ba1>
def _loop(st, _t898):
    _st_cvars = st.cvars
    _t921 = 0
    for _t920 in st.zones[(9 + st.model.zone_instances[st.loc[_t898]][1])]:
        if (_st_cvars[84 + _t920] == _t898):
            _t921 += (1 if ((_st_cvars[_t920] == 'carnivorous') or (_st_cvars[_t920] == 'high_body_weight')) else (2 if (_st_cvars[_t920] == 'parasite') else 0))
    return _t921

# <rulerun evolution.rules: attack_action #428 5273a2bb>
def _loop(st, _t898):
    _st_cvars = st.cvars
    for _t922 in st.zones[(9 + st.model.zone_instances[st.loc[_t898]][1])]:
        if ((_st_cvars[_t922] == 'symbiosis') and (_st_cvars[168 + _t922] == _t898)):
            return True
    return False

# <rulerun evolution.rules: attack_action #429 d53a3b70>
def _loop(st, _t883):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t897 = ([_c for _i in [5 + _p for _p in _k685] for _c in st.zones[_i]] or ())
    _budget686[0] -= len(_t897)
    if _budget686[0] < 0: _spent687(st)
    _t904 = _NOT_YET
    _t905 = _NOT_YET
    _t910 = _NOT_YET
    _t911 = _NOT_YET
    _t916 = _NOT_YET
    _t917 = _NOT_YET
    for _t898 in _t897:
        if ((((((_t883 != _t898) and ((not _a688(st, _t898)) or (_t905 if _t905 is not _NOT_YET else (_t905 := (_t904 if _t904 is not _NOT_YET else (_t904 := _a689(st, _t883))))))) and ((not _a690(st, _t898)) or (_t911 if _t911 is not _NOT_YET else (_t911 := (_t910 if _t910 is not _NOT_YET else (_t910 := _a691(st, _t883))))))) and (_a692(st, _t898) == (_t917 if _t917 is not _NOT_YET else (_t917 := (_t916 if _t916 is not _NOT_YET else (_t916 := _a693(st, _t883))))))) and (not (_a694(st, _t898) and ((_st_cvars[924 + _t898] == _st_vars[0]) or (_st_cvars[504 + _t898] >= (1 + _a695(st, _t898))))))) and (not _a696(st, _t898))):
            return True
    return False

# <rulerun evolution.rules: attack_action #430 cdc4fb79>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t882 = st.zones[(5 + L[0])]
    _budget675[0] -= len(_t882)
    if _budget675[0] < 0: _spent676(st)
    _t881 = []
    for _t883 in _t882:
        if (((_a677(st, _t883) and (_st_cvars[672 + _t883] != _st_vars[0])) and ((not ((_st_cvars[924 + _t883] == _st_vars[0]) or ((_st_cvars[504 + _t883] >= (1 + _a678(st, _t883))) and (_a679(st, _t883) >= _a680(st, _t883))))) and (not _a684(st, _t883)))) and _a697(st, _t883)):
            _t881.append(_t883)
    return _t881

# <rulerun evolution.rules: attack_action #431 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #432 8671c91c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t925 = []
    for _t924 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t924] == L[1]) or (_st_cvars[168 + _t924] == L[1])):
            _t925.append(_st_cvars[_t924])
    return _t925

# <rulerun evolution.rules: attack_action #433 2b0f5c77>
def _loop(st, L):
    _st_cvars = st.cvars
    _t927 = []
    for _t926 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t926] == L[1]) or (_st_cvars[168 + _t926] == L[1])):
            _t927.append(_t926)
    return _t927

# <rulerun evolution.rules: attack_action #434 fafd5a00>
def _loop(st, L):
    _st_cvars = st.cvars
    _t929 = 0
    for _t928 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t928] == L[1]):
            _t929 += (1 if ((_st_cvars[_t928] == 'carnivorous') or (_st_cvars[_t928] == 'high_body_weight')) else (2 if (_st_cvars[_t928] == 'parasite') else 0))
    return _t929

# <rulerun evolution.rules: attack_action #435 f49d4aa7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t931 = 0
    for _t930 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t930] == L[1]) and (_st_cvars[_t930] == 'fat_tissue')) and _st_cvars[252 + _t930]):
            _t931 += 1
    return _t931

# <rulerun evolution.rules: attack_action #436 f85c75cd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t933 = 0
    for _t932 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t932] == L[1]) and (_st_cvars[_t932] == 'fat_tissue')):
            _t933 += 1
    return _t933

# <rulerun evolution.rules: attack_action #437 33c7f9eb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t935 = 0
    for _t934 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t934] == L[1]) and (_st_cvars[_t934] == 'fat_tissue')):
            _t935 += 1
    return _t935

# <rulerun evolution.rules: attack_action #438 d65871af>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain698(_text699(((((('animal ' + _plain698(_st_cvars[420 + L[1]]) + ' of ' + _player_text700(st.model.zone_instances[st.loc[L[1]]][1])) + (_text699(' ' + _plain698(_a701(st, L))) if (not not (_a702(st, L) or ())) else '')) + (' food ' + _plain698(_st_cvars[504 + L[1]]) + '/' + _plain698((1 + _a703(st, L))))) + ((' fat ' + _plain698(_a704(st, L)) + '/' + _plain698(_a705(st, L))) if (_a706(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #439 714ef67f>
def _loop(st, _t938):
    _st_cvars = st.cvars
    for _t939 in st.zones[(9 + st.model.zone_instances[st.loc[_t938]][1])]:
        if ((_st_cvars[84 + _t939] == _t938) and (_st_cvars[_t939] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #440 04790b05>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t941 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t941] == _l1) and (_st_cvars[_t941] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #441 76201675>
def _loop(st, _t938):
    _st_cvars = st.cvars
    for _t945 in st.zones[(9 + st.model.zone_instances[st.loc[_t938]][1])]:
        if ((_st_cvars[84 + _t945] == _t938) and (_st_cvars[_t945] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #442 13b128b9>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t947 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t947] == _l1) and (_st_cvars[_t947] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #443 c1ba88bf>
def _loop(st, _t938):
    _st_cvars = st.cvars
    for _t951 in st.zones[(9 + st.model.zone_instances[st.loc[_t938]][1])]:
        if ((_st_cvars[84 + _t951] == _t938) and (_st_cvars[_t951] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #444 0cea4af3>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t953 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t953] == _l1) and (_st_cvars[_t953] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #445 cc2e0a2d>
def _loop(st, _t938):
    _st_cvars = st.cvars
    for _t957 in st.zones[(9 + st.model.zone_instances[st.loc[_t938]][1])]:
        if ((_st_cvars[84 + _t957] == _t938) and (_st_cvars[_t957] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #446 7e93aff4>
def _loop(st, _t938):
    _st_cvars = st.cvars
    _t960 = 0
    for _t959 in st.zones[(9 + st.model.zone_instances[st.loc[_t938]][1])]:
        if (_st_cvars[84 + _t959] == _t938):
            _t960 += (1 if ((_st_cvars[_t959] == 'carnivorous') or (_st_cvars[_t959] == 'high_body_weight')) else (2 if (_st_cvars[_t959] == 'parasite') else 0))
    return _t960

# <rulerun evolution.rules: attack_action #447 3001890a>
def _loop(st, _t938):
    _st_cvars = st.cvars
    for _t961 in st.zones[(9 + st.model.zone_instances[st.loc[_t938]][1])]:
        if ((_st_cvars[_t961] == 'symbiosis') and (_st_cvars[168 + _t961] == _t938)):
            return True
    return False

# <rulerun evolution.rules: attack_action #448 559539a5>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t937 = ([_c for _i in [5 + _p for _p in _k707] for _c in st.zones[_i]] or ())
    _budget708[0] -= len(_t937)
    if _budget708[0] < 0: _spent709(st)
    _t943 = _NOT_YET
    _t944 = _NOT_YET
    _t949 = _NOT_YET
    _t950 = _NOT_YET
    _t955 = _NOT_YET
    _t956 = _NOT_YET
    _t936 = []
    for _t938 in _t937:
        if ((((((_l1 != _t938) and ((not _a710(st, _t938)) or (_t944 if _t944 is not _NOT_YET else (_t944 := (_t943 if _t943 is not _NOT_YET else (_t943 := _a711(st, L))))))) and ((not _a712(st, _t938)) or (_t950 if _t950 is not _NOT_YET else (_t950 := (_t949 if _t949 is not _NOT_YET else (_t949 := _a713(st, L))))))) and (_a714(st, _t938) == (_t956 if _t956 is not _NOT_YET else (_t956 := (_t955 if _t955 is not _NOT_YET else (_t955 := _a715(st, L))))))) and (not (_a716(st, _t938) and ((_st_cvars[924 + _t938] == _st_vars[0]) or (_st_cvars[504 + _t938] >= (1 + _a717(st, _t938))))))) and (not _a718(st, _t938))):
            _t936.append(_t938)
    return _t936

# <rulerun evolution.rules: attack_action #449 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #450 03580ce8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t964 = []
    for _t963 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t963] == L[2]) or (_st_cvars[168 + _t963] == L[2])):
            _t964.append(_st_cvars[_t963])
    return _t964

# <rulerun evolution.rules: attack_action #451 aafdb4a0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t966 = []
    for _t965 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t965] == L[2]) or (_st_cvars[168 + _t965] == L[2])):
            _t966.append(_t965)
    return _t966

# <rulerun evolution.rules: attack_action #452 2a2c3641>
def _loop(st, L):
    _st_cvars = st.cvars
    _t968 = 0
    for _t967 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t967] == L[2]):
            _t968 += (1 if ((_st_cvars[_t967] == 'carnivorous') or (_st_cvars[_t967] == 'high_body_weight')) else (2 if (_st_cvars[_t967] == 'parasite') else 0))
    return _t968

# <rulerun evolution.rules: attack_action #453 4145e71f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t970 = 0
    for _t969 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t969] == L[2]) and (_st_cvars[_t969] == 'fat_tissue')) and _st_cvars[252 + _t969]):
            _t970 += 1
    return _t970

# <rulerun evolution.rules: attack_action #454 1a544261>
def _loop(st, L):
    _st_cvars = st.cvars
    _t972 = 0
    for _t971 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t971] == L[2]) and (_st_cvars[_t971] == 'fat_tissue')):
            _t972 += 1
    return _t972

# <rulerun evolution.rules: attack_action #455 4ed0bef4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t974 = 0
    for _t973 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t973] == L[2]) and (_st_cvars[_t973] == 'fat_tissue')):
            _t974 += 1
    return _t974

# <rulerun evolution.rules: attack_action #456 70199cbe>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain719(_text720(((((('animal ' + _plain719(_st_cvars[420 + L[2]]) + ' of ' + _player_text721(st.model.zone_instances[st.loc[L[2]]][1])) + (_text720(' ' + _plain719(_a722(st, L))) if (not not (_a723(st, L) or ())) else '')) + (' food ' + _plain719(_st_cvars[504 + L[2]]) + '/' + _plain719((1 + _a724(st, L))))) + ((' fat ' + _plain719(_a725(st, L)) + '/' + _plain719(_a726(st, L))) if (_a727(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else '')))))

# <rulerun evolution.rules: attack_action #457 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: attack_action #458 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: hunt #459 45ea16ef>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_cvars[672 + _l0] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text731(_audience728(st), [_PlayerRef729(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain730(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef729(st.model.zone_instances[_st_loc[_l1]][1]), "'s animal ", _plain730(_st_cvars[420 + _l1])]))

# <rulerun evolution.rules: hunt #460 f5045769>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t975 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t975] == L[2]) and (_st_cvars[_t975] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #461 eea3f9ca>
def _loop(st, _i10l0):
    _st_cvars = st.cvars
    _t979 = []
    for _t978 in st.zones[(9 + st.model.zone_instances[st.loc[_i10l0]][1])]:
        if ((_st_cvars[84 + _t978] == _i10l0) or (_st_cvars[168 + _t978] == _i10l0)):
            _t979.append(_t978)
    return _t979

# <rulerun evolution.rules: hunt #462 d17cadc4>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value732(st, 1, 1, 'attack'))
    L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value732(st, 1, 0, 'attack'))
    L[4] = _a733(st, L)
    if _st_log is not None: _st_log.append(_Text737(_audience734(st), [_PlayerRef735(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain736(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef735(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain736(_st_cvars[420 + L[2]])]))
    _i10l0 = L[2]
    _i10 = [_i10l0, None, None, None, None]
    _i10[1] = st.model.zone_instances[_st_loc[_i10l0]][1]
    _t980 = (_a738(st, _i10l0) or [])
    _budget739[0] -= len(_t980)
    if _budget739[0] < 0: _spent740(st)
    for _t977 in _t980:
        _i10[4] = _t977
        _i11l0 = _t977
        _i11 = [_i11l0, None]
        _i11[1] = st.model.zone_instances[_st_loc[_i11l0]][1]
        _st_cvars[252 + _i11l0] = False
        _st_cvars[84 + _i11l0] = None
        _st_cvars[168 + _i11l0] = None
        _st_cvars[_i11l0] = 'no_trait'
        _t981 = _i11l0
        _t982 = (13 + _i11[1])
        if type(_t981) is int and _st_log is None:
            _t983 = _st_zones[_st_loc[_t981]]
            if _t983[-1] == _t981: _t983.pop()
            else: _t983.remove(_t981)
            _st_zones[_t982].append(_t981); _st_loc[_t981] = _t982
        elif _t981 is not None:
            _move_cards741(st, _t981, _t982, False)
    _st_cvars[504 + _i10l0] = 0
    _st_cvars[588 + _i10l0] = False
    _t984 = _i10l0
    _t985 = (13 + _i10[1])
    if type(_t984) is int and _st_log is None:
        _t986 = _st_zones[_st_loc[_t984]]
        if _t986[-1] == _t984: _t986.pop()
        else: _t986.remove(_t984)
        _st_zones[_t985].append(_t984); _st_loc[_t984] = _t985
    elif _t984 is not None:
        _move_cards741(st, _t984, _t985, False)

# <rulerun evolution.rules: hunt #463 2f161c28>
def _native(st, L):
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_log = st.log
    if L[4]:
        _st_cvars[588 + _l3] = True
        if _st_log is not None: _st_log.append(_Text744(_audience742(st), ['Animal ', _plain743(_st_cvars[420 + _l3]), ' has eaten a poisonous animal: it will die in the extinction phase']))

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

# <rulerun evolution.rules: scavenge #470 cf19a028>
def _loop(st, _t989):
    _st_cvars = st.cvars
    for _t990 in st.zones[(9 + st.model.zone_instances[st.loc[_t989]][1])]:
        if ((_st_cvars[84 + _t990] == _t989) and (_st_cvars[_t990] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #471 363ce2e6>
def _loop(st, _t989):
    _st_cvars = st.cvars
    _t993 = 0
    for _t992 in st.zones[(9 + st.model.zone_instances[st.loc[_t989]][1])]:
        if (_st_cvars[84 + _t992] == _t989):
            _t993 += (1 if ((_st_cvars[_t992] == 'carnivorous') or (_st_cvars[_t992] == 'high_body_weight')) else (2 if (_st_cvars[_t992] == 'parasite') else 0))
    return _t993

# <rulerun evolution.rules: scavenge #472 27c1e955>
def _loop(st, _t989):
    _st_cvars = st.cvars
    _t995 = 0
    for _t994 in st.zones[(9 + st.model.zone_instances[st.loc[_t989]][1])]:
        if (((_st_cvars[84 + _t994] == _t989) and (_st_cvars[_t994] == 'fat_tissue')) and _st_cvars[252 + _t994]):
            _t995 += 1
    return _t995

# <rulerun evolution.rules: scavenge #473 e4de8880>
def _loop(st, _t989):
    _st_cvars = st.cvars
    _t997 = 0
    for _t996 in st.zones[(9 + st.model.zone_instances[st.loc[_t989]][1])]:
        if ((_st_cvars[84 + _t996] == _t989) and (_st_cvars[_t996] == 'fat_tissue')):
            _t997 += 1
    return _t997

# <rulerun evolution.rules: scavenge #474 a33c30b5>
def _loop(st, _t999):
    _st_cvars = st.cvars
    _t1002 = 0
    for _t1001 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t999]]][1])]:
        if (_st_cvars[84 + _t1001] == _st_cvars[84 + _t999]):
            _t1002 += (1 if ((_st_cvars[_t1001] == 'carnivorous') or (_st_cvars[_t1001] == 'high_body_weight')) else (2 if (_st_cvars[_t1001] == 'parasite') else 0))
    return _t1002

# <rulerun evolution.rules: scavenge #475 1a49cb94>
def _loop(st, _t989):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t998 = st.zones[(9 + st.model.zone_instances[st.loc[_t989]][1])]
    _budget751[0] -= len(_t998)
    if _budget751[0] < 0: _spent752(st)
    for _t999 in _t998:
        if (((_st_cvars[_t999] == 'symbiosis') and (_st_cvars[168 + _t999] == _t989)) and (not ((_st_cvars[924 + _st_cvars[84 + _t999]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t999]] >= (1 + _a753(st, _t999)))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #476 d942d94a>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t988 = st.zones[(5 + L[3])]
    _budget745[0] -= len(_t988)
    if _budget745[0] < 0: _spent746(st)
    _t987 = []
    for _t989 in _t988:
        if (_a747(st, _t989) and ((not ((_st_cvars[924 + _t989] == _st_vars[0]) or ((_st_cvars[504 + _t989] >= (1 + _a748(st, _t989))) and (_a749(st, _t989) >= _a750(st, _t989))))) and (not _a754(st, _t989)))):
            _t987.append(_t989)
    L[4] = _t987

# <rulerun evolution.rules: scavenge #477 6a9c1836>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text758(_audience755(st), ['Scavenger: ', _PlayerRef756(L[3]), "'s animal ", _plain757(st.cvars[420 + L[5]]), ' receives a blue token']))

# <rulerun evolution.rules: scavenge #478 e693422f>
def _native(st, L):
    return 2

# <rulerun evolution.rules: scavenge #479 a306e281>
def _native(st, L):
    return _o759[L[0]]

# <rulerun evolution.rules: scavenge #480 bfef81a9>
def _native(st, L):
    return (not not (L[4] or ()))

# <rulerun evolution.rules: scavenge #481 46c94900>
def _loop(st, L):
    _t1006 = (L[4] or ())
    _budget762[0] -= len(_t1006)
    if _budget762[0] < 0: _spent763(st)
    for _t1007 in _t1006:
        return _t1007
    return None

# <rulerun evolution.rules: scavenge #482 cab61c35>
def _native(st, L):
    _t1004 = (L[4] or ())
    _budget760[0] -= len(_t1004)
    if _budget760[0] < 0: _spent761(st)
    _t1009 = _NOT_YET
    _t1003 = []
    for _t1005 in _t1004:
        if ((not False) or (_t1005 == (_t1009 if _t1009 is not _NOT_YET else (_t1009 := _a764(st, L))))):
            _t1003.append(_t1005)
    return _t1003

# <rulerun evolution.rules: scavenge #483 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #484 5c287a42>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1011 = []
    for _t1010 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1010] == L[5]) or (_st_cvars[168 + _t1010] == L[5])):
            _t1011.append(_st_cvars[_t1010])
    return _t1011

# <rulerun evolution.rules: scavenge #485 8ce15bf3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1013 = []
    for _t1012 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1012] == L[5]) or (_st_cvars[168 + _t1012] == L[5])):
            _t1013.append(_t1012)
    return _t1013

# <rulerun evolution.rules: scavenge #486 c4b35e54>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1015 = 0
    for _t1014 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t1014] == L[5]):
            _t1015 += (1 if ((_st_cvars[_t1014] == 'carnivorous') or (_st_cvars[_t1014] == 'high_body_weight')) else (2 if (_st_cvars[_t1014] == 'parasite') else 0))
    return _t1015

# <rulerun evolution.rules: scavenge #487 e31afec2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1017 = 0
    for _t1016 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t1016] == L[5]) and (_st_cvars[_t1016] == 'fat_tissue')) and _st_cvars[252 + _t1016]):
            _t1017 += 1
    return _t1017

# <rulerun evolution.rules: scavenge #488 8461bccd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1019 = 0
    for _t1018 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1018] == L[5]) and (_st_cvars[_t1018] == 'fat_tissue')):
            _t1019 += 1
    return _t1019

# <rulerun evolution.rules: scavenge #489 ec9510e9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1021 = 0
    for _t1020 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1020] == L[5]) and (_st_cvars[_t1020] == 'fat_tissue')):
            _t1021 += 1
    return _t1021

# <rulerun evolution.rules: scavenge #490 49f070e1>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain765(_text766(((((('animal ' + _plain765(_st_cvars[420 + L[5]]) + ' of ' + _player_text767(st.model.zone_instances[st.loc[L[5]]][1])) + (_text766(' ' + _plain765(_a768(st, L))) if (not not (_a769(st, L) or ())) else '')) + (' food ' + _plain765(_st_cvars[504 + L[5]]) + '/' + _plain765((1 + _a770(st, L))))) + ((' fat ' + _plain765(_a771(st, L)) + '/' + _plain765(_a772(st, L))) if (_a773(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: scavenge #491 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun evolution.rules: scavenge #492 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: drop_trait #493 fdf017d8>
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
    _t1022 = _l0
    _t1023 = (13 + L[1])
    if type(_t1022) is int and st.log is None:
        _t1024 = _st_zones[_st_loc[_t1022]]
        if _t1024[-1] == _t1022: _t1024.pop()
        else: _t1024.remove(_t1022)
        _st_zones[_t1023].append(_t1022); _st_loc[_t1022] = _t1023
    elif _t1022 is not None:
        _move_cards774(st, _t1022, _t1023, False)

# <rulerun evolution.rules: remove_animal #494 f08ae560>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1027 = []
    for _t1026 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1026] == _l0) or (_st_cvars[168 + _t1026] == _l0)):
            _t1027.append(_t1026)
    return _t1027

# <rulerun evolution.rules: remove_animal #495 9681a1e4>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = st.model.zone_instances[_st_loc[_l0]][1]
    _t1028 = (_a775(st, L) or [])
    _budget776[0] -= len(_t1028)
    if _budget776[0] < 0: _spent777(st)
    for _t1025 in _t1028:
        L[4] = _t1025
        _i12l0 = _t1025
        _i12 = [_i12l0, None]
        _i12[1] = st.model.zone_instances[_st_loc[_i12l0]][1]
        _st_cvars[252 + _i12l0] = False
        _st_cvars[84 + _i12l0] = None
        _st_cvars[168 + _i12l0] = None
        _st_cvars[_i12l0] = 'no_trait'
        _t1029 = _i12l0
        _t1030 = (13 + _i12[1])
        if type(_t1029) is int and _st_log is None:
            _t1031 = _st_zones[_st_loc[_t1029]]
            if _t1031[-1] == _t1029: _t1031.pop()
            else: _t1031.remove(_t1029)
            _st_zones[_t1030].append(_t1029); _st_loc[_t1029] = _t1030
        elif _t1029 is not None:
            _move_cards778(st, _t1029, _t1030, False)
    _st_cvars[504 + _l0] = 0
    _st_cvars[588 + _l0] = False
    _t1032 = _l0
    _t1033 = (13 + L[1])
    if type(_t1032) is int and _st_log is None:
        _t1034 = _st_zones[_st_loc[_t1032]]
        if _t1034[-1] == _t1032: _t1034.pop()
        else: _t1034.remove(_t1032)
        _st_zones[_t1033].append(_t1032); _st_loc[_t1032] = _t1033
    elif _t1032 is not None:
        _move_cards778(st, _t1032, _t1033, False)

# <rulerun evolution.rules: deal #496 01928327>
def _loop(st):
    for _t1037 in (_k785 or ()):
        if (st.vars[7 + _t1037] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #497 efdd3984>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t1035 in (_k779 or []):
        L[2] = _t1035
        _st_vars[7 + _t1035] = (6 if ((not _st_zones[(5 + _t1035)]) and (not _st_zones[(1 + _t1035)])) else (1 + len(_st_zones[(5 + _t1035)])))
    for _t1036 in (_o780[_st_vars[1]] or []):
        L[5] = _t1036
        if _st_log is not None: _st_log.append(_Text784(_audience781(st), ['Cards owed to ', _PlayerRef782(_t1036), ': ', _plain783(_st_vars[7 + _t1036])]))
    while ((not not _st_zones[0]) and _a786(st)):
        _budget787[0] -= 1
        if _budget787[0] < 0: _spent788(st)
        for _t1039 in (_o789[_st_vars[1]] or []):
            L[8] = _t1039
            if not (((_st_vars[7 + _t1039] > 0) and (not not _st_zones[0]))): continue
            _t1042 = _st_zones[0]
            _t1041 = (1 + _t1039)
            if _st_log is None and _t1042:
                _t1040 = _t1042.pop(); _st_zones[_t1041].append(_t1040); st.loc[_t1040] = _t1041
            elif _t1042:
                _move_cards790(st, _t1042[-1], _t1041, False)
            _st_vars[7 + _t1039] = (_t1043 if -1000000000000000000 <= (_t1043 := _st_vars[7 + _t1039] - 1) <= 1000000000000000000 else _beyond791(_t1043))
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text784(_audience781(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #498 8c157966>
def _loop(st, _t1044):
    _st_cvars = st.cvars
    _t1047 = 0
    for _t1046 in st.zones[(9 + _t1044)]:
        _t1047 += (1 + (1 if ((_st_cvars[_t1046] == 'carnivorous') or (_st_cvars[_t1046] == 'high_body_weight')) else (2 if (_st_cvars[_t1046] == 'parasite') else 0)))
    return _t1047

# <rulerun evolution.rules: game_end #499 83ef2921>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i13 = [None, None, None, None, None, None, None, None]
    _t1045 = (_k792 or [])
    _budget793[0] -= len(_t1045)
    if _budget793[0] < 0: _spent794(st)
    for _t1044 in _t1045:
        _i13[2] = _t1044
        if _st_log is not None: _st_log.append(_Text799(_audience795(st), [_PlayerRef796(_t1044), ': ', _plain797(len(_st_zones[(5 + _t1044)])), ' animals, ', _plain797(len(_st_zones[(9 + _t1044)])), ' trait cards, ', _plain797(((2 * len(_st_zones[(5 + _t1044)])) + _a798(st, _t1044))), ' points; ', _plain797(len(_st_zones[(13 + _t1044)])), ' cards in the discard pile']))
    if False:
        _i13[3] = _range800(1, 4)
        for _t1048 in (_k801 or []):
            _i13[6] = _t1048
            _i13[7] = _random_item802(st, _i13[3])
            st.vars[12 + _t1048] = _i13[7]
            _i13[3] = _remove803(st, _i13[3], _i13[7])
    _end_game804(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #500 a39cd7e2>
def _loop(st, _t1049):
    _st_cvars = st.cvars
    _t1052 = 0
    for _t1051 in st.zones[(9 + _t1049)]:
        _t1052 += (1 + (1 if ((_st_cvars[_t1051] == 'carnivorous') or (_st_cvars[_t1051] == 'high_body_weight')) else (2 if (_st_cvars[_t1051] == 'parasite') else 0)))
    return _t1052

# <rulerun evolution.rules: final_scoring #501 8c50d0fc>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t1050 = (_k805 or [])
    _budget806[0] -= len(_t1050)
    if _budget806[0] < 0: _spent807(st)
    for _t1049 in _t1050:
        L[2] = _t1049
        if _st_log is not None: _st_log.append(_Text812(_audience808(st), [_PlayerRef809(_t1049), ': ', _plain810(len(_st_zones[(5 + _t1049)])), ' animals, ', _plain810(len(_st_zones[(9 + _t1049)])), ' trait cards, ', _plain810(((2 * len(_st_zones[(5 + _t1049)])) + _a811(st, _t1049))), ' points; ', _plain810(len(_st_zones[(13 + _t1049)])), ' cards in the discard pile']))
    if False:
        L[3] = _range813(1, 4)
        for _t1053 in (_k814 or []):
            L[6] = _t1053
            L[7] = _random_item815(st, L[3])
            st.vars[12 + _t1053] = L[7]
            L[3] = _remove816(st, L[3], L[7])

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

# <rulerun evolution.rules: on before attack #505 ec6186f2>
def _loop(st, L, _t1057):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1058 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1058] == _l1) and (_st_cvars[_t1058] == _t1057)):
            return True
    return False

# <rulerun evolution.rules: on before attack #506 55451a4b>
def _loop(st, _t1061):
    _st_cvars = st.cvars
    for _t1063 in st.zones[(9 + st.model.zone_instances[st.loc[_t1061]][1])]:
        if ((_st_cvars[84 + _t1063] == _t1061) and (_st_cvars[_t1063] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #507 7113bf49>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1065 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1065] == _l0) and (_st_cvars[_t1065] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #508 a14f7866>
def _loop(st, _t1061):
    _st_cvars = st.cvars
    for _t1069 in st.zones[(9 + st.model.zone_instances[st.loc[_t1061]][1])]:
        if ((_st_cvars[84 + _t1069] == _t1061) and (_st_cvars[_t1069] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #509 c075307a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1071 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1071] == _l0) and (_st_cvars[_t1071] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #510 c93743b9>
def _loop(st, _t1061):
    _st_cvars = st.cvars
    for _t1075 in st.zones[(9 + st.model.zone_instances[st.loc[_t1061]][1])]:
        if ((_st_cvars[84 + _t1075] == _t1061) and (_st_cvars[_t1075] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #511 55db4dee>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1077 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1077] == _l0) and (_st_cvars[_t1077] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #512 498c512f>
def _loop(st, _t1061):
    _st_cvars = st.cvars
    for _t1081 in st.zones[(9 + st.model.zone_instances[st.loc[_t1061]][1])]:
        if ((_st_cvars[84 + _t1081] == _t1061) and (_st_cvars[_t1081] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #513 8ee4ac4f>
def _loop(st, _t1061):
    _st_cvars = st.cvars
    _t1084 = 0
    for _t1083 in st.zones[(9 + st.model.zone_instances[st.loc[_t1061]][1])]:
        if (_st_cvars[84 + _t1083] == _t1061):
            _t1084 += (1 if ((_st_cvars[_t1083] == 'carnivorous') or (_st_cvars[_t1083] == 'high_body_weight')) else (2 if (_st_cvars[_t1083] == 'parasite') else 0))
    return _t1084

# <rulerun evolution.rules: on before attack #514 34466a06>
def _loop(st, _t1061):
    _st_cvars = st.cvars
    for _t1085 in st.zones[(9 + st.model.zone_instances[st.loc[_t1061]][1])]:
        if ((_st_cvars[_t1085] == 'symbiosis') and (_st_cvars[168 + _t1085] == _t1061)):
            return True
    return False

# <rulerun evolution.rules: on before attack #515 6690a7a9>
def _loop(st, L, _t1055):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1060 = st.zones[(5 + _t1055)]
    _budget820[0] -= len(_t1060)
    if _budget820[0] < 0: _spent821(st)
    _t1067 = _NOT_YET
    _t1068 = _NOT_YET
    _t1073 = _NOT_YET
    _t1074 = _NOT_YET
    _t1079 = _NOT_YET
    _t1080 = _NOT_YET
    for _t1061 in _t1060:
        if (((_t1061 != _l1) and (_t1061 != _l0)) and ((((((_l0 != _t1061) and ((not _a822(st, _t1061)) or (_t1068 if _t1068 is not _NOT_YET else (_t1068 := (_t1067 if _t1067 is not _NOT_YET else (_t1067 := _a823(st, L))))))) and ((not _a824(st, _t1061)) or (_t1074 if _t1074 is not _NOT_YET else (_t1074 := (_t1073 if _t1073 is not _NOT_YET else (_t1073 := _a825(st, L))))))) and (_a826(st, _t1061) == (_t1080 if _t1080 is not _NOT_YET else (_t1080 := (_t1079 if _t1079 is not _NOT_YET else (_t1079 := _a827(st, L))))))) and (not (_a828(st, _t1061) and ((_st_cvars[924 + _t1061] == _st_vars[0]) or (_st_cvars[504 + _t1061] >= (1 + _a829(st, _t1061))))))) and (not _a830(st, _t1061)))):
            return True
    return False

# <rulerun evolution.rules: on before attack #516 41a51744>
def _native(st, L):
    _l2 = L[2]
    _l3 = L[3]
    L[4] = st.model.zone_instances[st.loc[L[1]]][1]
    _t1055 = L[4]
    _t1056 = (['running', 'mimicry', 'tail_loss'] or ())
    _budget817[0] -= len(_t1056)
    if _budget817[0] < 0: _spent818(st)
    _t1087 = _NOT_YET
    _t1054 = []
    for _t1057 in _t1056:
        if ((_a819(st, L, _t1057) and ((_t1057 != 'running') or (not _l3))) and ((_t1057 != 'mimicry') or ((not _l2) and (_t1087 if _t1087 is not _NOT_YET else (_t1087 := _a831(st, L, _t1055)))))):
            _t1054.append(_t1057)
    L[5] = _t1054
    if (not (L[5] or ())):
        return 2

# <rulerun evolution.rules: on before attack #517 8d9480b8>
def _native(st, L):
    if (L[6] is None):
        return 2

# <rulerun evolution.rules: on before attack #518 04132b06>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = True
    if _st_log is not None: _st_log.append(_Text835(_audience832(st), ['Running: ', _PlayerRef833(L[4]), "'s animal ", _plain834(_st_cvars[420 + _l1]), ' tries to run away']))
    if (_roll836(st, 1, 6) >= 4):
        if _st_log is not None: _st_log.append(_Text835(_audience832(st), ['Animal ', _plain834(_st_cvars[420 + _l1]), ' escapes: the attack fails']))
        _cancel837(st)
        return 2
    if _st_log is not None: _st_log.append(_Text835(_audience832(st), ['Animal ', _plain834(_st_cvars[420 + _l1]), ' is caught']))

# <rulerun evolution.rules: on before attack #519 be96bb00>
def _native(st, L):
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text840(_audience838(st), ['Mimicry: the attack turns from animal ', _plain839(_st_cvars[420 + L[1]]), ' to animal ', _plain839(_st_cvars[420 + _l7])]))
    L[1] = _l7
    _set_event_value841(st, 1, 1, L[1])
    L[2] = True
    L[3] = False

# <rulerun evolution.rules: on before attack #520 7dd6ecd9>
def _native(st, L):
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text844(_audience842(st), ['Tail loss: animal ', _plain843(_st_cvars[420 + L[1]]), ' drops its ', _plain843(_st_cvars[_l8]), ' card and survives']))
    _i14l0 = _l8
    _i14 = [_i14l0, None]
    _i14[1] = st.model.zone_instances[_st_loc[_i14l0]][1]
    _st_cvars[252 + _i14l0] = False
    _st_cvars[84 + _i14l0] = None
    _st_cvars[168 + _i14l0] = None
    _st_cvars[_i14l0] = 'no_trait'
    _t1088 = _i14l0
    _t1089 = (13 + _i14[1])
    if type(_t1088) is int and _st_log is None:
        _t1090 = _st_zones[_st_loc[_t1088]]
        if _t1090[-1] == _t1088: _t1090.pop()
        else: _t1090.remove(_t1088)
        _st_zones[_t1089].append(_t1088); _st_loc[_t1088] = _t1089
    elif _t1088 is not None:
        _move_cards845(st, _t1088, _t1089, False)

# <rulerun evolution.rules: on before attack #521 e5faf2e1>
def _native(st, L):
    _cancel846(st)
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

# <rulerun evolution.rules: on before attack #527 ef9b0aea>
def _loop(st, _t1093):
    _st_cvars = st.cvars
    for _t1094 in st.zones[(9 + st.model.zone_instances[st.loc[_t1093]][1])]:
        if ((_st_cvars[84 + _t1094] == _t1093) and (_st_cvars[_t1094] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #528 d86d36fa>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1096 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1096] == _l0) and (_st_cvars[_t1096] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #529 eba9aa15>
def _loop(st, _t1093):
    _st_cvars = st.cvars
    for _t1100 in st.zones[(9 + st.model.zone_instances[st.loc[_t1093]][1])]:
        if ((_st_cvars[84 + _t1100] == _t1093) and (_st_cvars[_t1100] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #530 51d60d9b>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1102 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1102] == _l0) and (_st_cvars[_t1102] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #531 cc5c67db>
def _loop(st, _t1093):
    _st_cvars = st.cvars
    for _t1106 in st.zones[(9 + st.model.zone_instances[st.loc[_t1093]][1])]:
        if ((_st_cvars[84 + _t1106] == _t1093) and (_st_cvars[_t1106] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #532 896ee964>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1108 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1108] == _l0) and (_st_cvars[_t1108] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #533 9f39d129>
def _loop(st, _t1093):
    _st_cvars = st.cvars
    for _t1112 in st.zones[(9 + st.model.zone_instances[st.loc[_t1093]][1])]:
        if ((_st_cvars[84 + _t1112] == _t1093) and (_st_cvars[_t1112] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #534 08679635>
def _loop(st, _t1093):
    _st_cvars = st.cvars
    _t1115 = 0
    for _t1114 in st.zones[(9 + st.model.zone_instances[st.loc[_t1093]][1])]:
        if (_st_cvars[84 + _t1114] == _t1093):
            _t1115 += (1 if ((_st_cvars[_t1114] == 'carnivorous') or (_st_cvars[_t1114] == 'high_body_weight')) else (2 if (_st_cvars[_t1114] == 'parasite') else 0))
    return _t1115

# <rulerun evolution.rules: on before attack #535 f8a053b2>
def _loop(st, _t1093):
    _st_cvars = st.cvars
    for _t1116 in st.zones[(9 + st.model.zone_instances[st.loc[_t1093]][1])]:
        if ((_st_cvars[_t1116] == 'symbiosis') and (_st_cvars[168 + _t1116] == _t1093)):
            return True
    return False

# <rulerun evolution.rules: on before attack #536 1947af6d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1092 = st.zones[(5 + L[4])]
    _budget847[0] -= len(_t1092)
    if _budget847[0] < 0: _spent848(st)
    _t1098 = _NOT_YET
    _t1099 = _NOT_YET
    _t1104 = _NOT_YET
    _t1105 = _NOT_YET
    _t1110 = _NOT_YET
    _t1111 = _NOT_YET
    _t1091 = []
    for _t1093 in _t1092:
        if (((_t1093 != _l1) and (_t1093 != _l0)) and ((((((_l0 != _t1093) and ((not _a849(st, _t1093)) or (_t1099 if _t1099 is not _NOT_YET else (_t1099 := (_t1098 if _t1098 is not _NOT_YET else (_t1098 := _a850(st, L))))))) and ((not _a851(st, _t1093)) or (_t1105 if _t1105 is not _NOT_YET else (_t1105 := (_t1104 if _t1104 is not _NOT_YET else (_t1104 := _a852(st, L))))))) and (_a853(st, _t1093) == (_t1111 if _t1111 is not _NOT_YET else (_t1111 := (_t1110 if _t1110 is not _NOT_YET else (_t1110 := _a854(st, L))))))) and (not (_a855(st, _t1093) and ((_st_cvars[924 + _t1093] == _st_vars[0]) or (_st_cvars[504 + _t1093] >= (1 + _a856(st, _t1093))))))) and (not _a857(st, _t1093)))):
            _t1091.append(_t1093)
    return _t1091

# <rulerun evolution.rules: on before attack #537 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #538 aa59a60e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1119 = []
    for _t1118 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1118] == L[7]) or (_st_cvars[168 + _t1118] == L[7])):
            _t1119.append(_st_cvars[_t1118])
    return _t1119

# <rulerun evolution.rules: on before attack #539 0613d4ce>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1121 = []
    for _t1120 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1120] == L[7]) or (_st_cvars[168 + _t1120] == L[7])):
            _t1121.append(_t1120)
    return _t1121

# <rulerun evolution.rules: on before attack #540 64a198eb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1123 = 0
    for _t1122 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t1122] == L[7]):
            _t1123 += (1 if ((_st_cvars[_t1122] == 'carnivorous') or (_st_cvars[_t1122] == 'high_body_weight')) else (2 if (_st_cvars[_t1122] == 'parasite') else 0))
    return _t1123

# <rulerun evolution.rules: on before attack #541 2800224c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1125 = 0
    for _t1124 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t1124] == L[7]) and (_st_cvars[_t1124] == 'fat_tissue')) and _st_cvars[252 + _t1124]):
            _t1125 += 1
    return _t1125

# <rulerun evolution.rules: on before attack #542 93645dc4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1127 = 0
    for _t1126 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1126] == L[7]) and (_st_cvars[_t1126] == 'fat_tissue')):
            _t1127 += 1
    return _t1127

# <rulerun evolution.rules: on before attack #543 7da634ce>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1129 = 0
    for _t1128 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1128] == L[7]) and (_st_cvars[_t1128] == 'fat_tissue')):
            _t1129 += 1
    return _t1129

# <rulerun evolution.rules: on before attack #544 e83433b0>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain858(_text859(((((('animal ' + _plain858(_st_cvars[420 + L[7]]) + ' of ' + _player_text860(st.model.zone_instances[st.loc[L[7]]][1])) + (_text859(' ' + _plain858(_a861(st, L))) if (not not (_a862(st, L) or ())) else '')) + (' food ' + _plain858(_st_cvars[504 + L[7]]) + '/' + _plain858((1 + _a863(st, L))))) + ((' fat ' + _plain858(_a864(st, L)) + '/' + _plain858(_a865(st, L))) if (_a866(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: on before attack #545 c04dfb20>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1131 = []
    for _t1130 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1130] == _l1) or (_st_cvars[168 + _t1130] == _l1)):
            _t1131.append(_t1130)
    return _t1131

# <rulerun evolution.rules: on before attack #546 3c4d1d59>
def _native(st, L):
    return _a867(st, L)

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

# <rulerun evolution.rules: play #551 f83b61ea>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (False or (4 >= 5)):
        if _st_log is not None: _st_log.append(_Text870(_audience868(st), ['Two base sets are mixed: ', _plain869(len(_st_zones[0])), ' cards (1.13)']))
    _shuffle_zone871(st, 0)
    for _t1132 in (_k872 or []):
        L[2] = _t1132
        _t1133 = _st_zones[0][:-(6) - 1:-1]
        _t1134 = (1 + _t1132)
        if type(_t1133) is list and _st_log is None:
            for _t1135 in _t1133:
                _t1136 = _st_zones[_st_loc[_t1135]]
                if _t1136[-1] == _t1135: _t1136.pop()
                else: _t1136.remove(_t1135)
                _st_zones[_t1134].append(_t1135); _st_loc[_t1135] = _t1134
        elif _t1133 is not None:
            _move_cards873(st, _t1133, _t1134, False)
    _st_vars[1] = _random_item874(st, _k875)
    if _st_log is not None: _st_log.append(_Text870(_audience868(st), [_PlayerRef876(_st_vars[1]), ' is the first player']))

# <rulerun evolution.rules: play #552 4d78fb5a>
def _loop(st, _t1137):
    _st_cvars = st.cvars
    _t1140 = 0
    for _t1139 in st.zones[(9 + _t1137)]:
        _t1140 += (1 + (1 if ((_st_cvars[_t1139] == 'carnivorous') or (_st_cvars[_t1139] == 'high_body_weight')) else (2 if (_st_cvars[_t1139] == 'parasite') else 0)))
    return _t1140

# <rulerun evolution.rules: play #553 e993b26d>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i16 = [None, None, None, None, None, None, None, None]
    _t1138 = (_k877 or [])
    _budget878[0] -= len(_t1138)
    if _budget878[0] < 0: _spent879(st)
    for _t1137 in _t1138:
        _i16[2] = _t1137
        if _st_log is not None: _st_log.append(_Text884(_audience880(st), [_PlayerRef881(_t1137), ': ', _plain882(len(_st_zones[(5 + _t1137)])), ' animals, ', _plain882(len(_st_zones[(9 + _t1137)])), ' trait cards, ', _plain882(((2 * len(_st_zones[(5 + _t1137)])) + _a883(st, _t1137))), ' points; ', _plain882(len(_st_zones[(13 + _t1137)])), ' cards in the discard pile']))
    if False:
        _i16[3] = _range885(1, 4)
        for _t1141 in (_k886 or []):
            _i16[6] = _t1141
            _i16[7] = _random_item887(st, _i16[3])
            st.vars[12 + _t1141] = _i16[7]
            _i16[3] = _remove888(st, _i16[3], _i16[7])
    _end_game889(st, None, False); return 3

# <rulerun evolution.rules: play #554 f39cff64>
def _native(st, L):
    return st.vars[2]

# <rulerun evolution.rules: play_turn #555 ce5c44bf>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run892(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit893(_k894)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run895(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit893(_k896)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run897(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k898)

# <rulerun evolution.rules: development #556 0adc00c6>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT899[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k902)
            _r = _run903(st, L)
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
            L[1] = (_o904[st.vars[1]] or []); L[2] = 0
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
            _r = _run905(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer906(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run907(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            _a = [L[3], L[4], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit908(_k909)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit901(_k, st, _d0): raise _Runaway900()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit901(_k, st, _d0): raise _Runaway900()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k910)

# <rulerun evolution.rules: play_card #557 af815a12>
def _loop(st, _t1146):
    _st_cvars = st.cvars
    for _t1148 in st.zones[(9 + st.model.zone_instances[st.loc[_t1146]][1])]:
        if ((_st_cvars[84 + _t1148] == _t1146) and (_st_cvars[_t1148] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #558 3f0eb827>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t1145 = ([_c for _i in [5 + _p for _p in _k918] for _c in st.zones[_i]] or ())
    _budget919[0] -= len(_t1145)
    if _budget919[0] < 0: _spent920(st)
    _t1147 = []
    for _t1146 in _t1145:
        if ((st.model.zone_instances[_st_loc[_t1146]][1] != _l0) and (not _a921(st, _t1146))):
            _t1147.append(_t1146)
    return _t1147

# <rulerun evolution.rules: play_card #559 d48181c9>
def _loop(st, L, _t1154, _t1158):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1159 in st.zones[(9 + st.model.zone_instances[st.loc[_t1154]][1])]:
        if ((_st_cvars[_t1159] == _l3) and (((_st_cvars[84 + _t1159] == _t1154) and (_st_cvars[168 + _t1159] == _t1158)) or ((_st_cvars[84 + _t1159] == _t1158) and (_st_cvars[168 + _t1159] == _t1154)))):
            return True
    return False

# <rulerun evolution.rules: play_card #560 dca92a29>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1153 = _st_zones[(5 + _l0)]
    _budget926[0] -= len(_t1153)
    if _budget926[0] < 0: _spent927(st)
    _t1155 = []
    for _t1154 in _t1153:
        _t1157 = _st_zones[(5 + _l0)]
        _budget926[0] -= len(_t1157)
        if _budget926[0] < 0: _spent927(st)
        _t1156 = False
        for _t1158 in _t1157:
            if ((_t1154 != _t1158) and (not _a928(st, L, _t1154, _t1158))):
                _t1156 = True
                break
        if _t1156:
            _t1155.append(_t1154)
    return _t1155

# <rulerun evolution.rules: play_card #561 1f8c3b78>
def _loop(st, L, _t1165):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1167 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1167] == _l3) and (((_st_cvars[84 + _t1167] == _l5) and (_st_cvars[168 + _t1167] == _t1165)) or ((_st_cvars[84 + _t1167] == _t1165) and (_st_cvars[168 + _t1167] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #562 fcbe7b7f>
def _loop(st, L):
    _l5 = L[5]
    _t1164 = st.zones[(5 + L[0])]
    _budget932[0] -= len(_t1164)
    if _budget932[0] < 0: _spent933(st)
    _t1166 = []
    for _t1165 in _t1164:
        if ((_l5 != _t1165) and (not _a934(st, L, _t1165))):
            _t1166.append(_t1165)
    return _t1166

# <rulerun evolution.rules: play_card #563 60e3385a>
def _loop(st, L, _t1176):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1178 in st.zones[(9 + st.model.zone_instances[st.loc[_t1176]][1])]:
        if ((_st_cvars[84 + _t1178] == _t1176) and (_st_cvars[_t1178] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #564 937ad248>
def _loop(st, _t1176):
    _st_cvars = st.cvars
    for _t1180 in st.zones[(9 + st.model.zone_instances[st.loc[_t1176]][1])]:
        if ((_st_cvars[84 + _t1180] == _t1176) and (_st_cvars[_t1180] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #565 6b427fc7>
def _loop(st, _t1176):
    _st_cvars = st.cvars
    for _t1182 in st.zones[(9 + st.model.zone_instances[st.loc[_t1176]][1])]:
        if ((_st_cvars[84 + _t1182] == _t1176) and (_st_cvars[_t1182] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #566 efa1068d>
def _loop(st, L):
    _l3 = L[3]
    _t1175 = st.zones[(5 + L[0])]
    _budget943[0] -= len(_t1175)
    if _budget943[0] < 0: _spent944(st)
    _t1177 = []
    for _t1176 in _t1175:
        if ((((_l3 == 'fat_tissue') or (not _a945(st, L, _t1176))) and (not ((_l3 == 'scavenger') and _a946(st, _t1176)))) and (not ((_l3 == 'carnivorous') and _a947(st, _t1176)))):
            _t1177.append(_t1176)
    return _t1177

# <rulerun evolution.rules: play_card #567 b4e0339e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run913(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1142 = L[0]
            _t1143 = len(_o)
            if not _t1143: _no_option915(_t1142, 'play it as')
            if _t1143 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1143 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1144 = st.chooser(_t1143, _t1142)
                else:
                    _t1144 = _st_bits(_t1143.bit_length())
                    while _t1144 >= _t1143: _t1144 = _st_bits(_t1143.bit_length())
                L[3] = _o[_t1144]; st.decisions += 1
            elif _decide916(st, L, _o, _t1142): return True
            pc = 2
        if pc == 2:
            _r = _run917(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_a922(st, L) or [])
            fr[1] = 5
            _t1150 = L[0]
            _t1151 = len(_o)
            if not _t1151: _no_option915(_t1150, 'animal to put the parasite on')
            if _t1151 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1151 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1152 = st.chooser(_t1151, _t1150)
                else:
                    _t1152 = _st_bits(_t1151.bit_length())
                    while _t1152 >= _t1151: _t1152 = _st_bits(_t1151.bit_length())
                L[4] = _o[_t1152]; st.decisions += 1
            elif _decide924(st, L, _o, _t1150): return True
            pc = 5
        if pc == 5:
            _r = _run925(st, L)
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
            _o = (_a929(st, L) or [])
            fr[1] = 9
            _t1161 = L[0]
            _t1162 = len(_o)
            if not _t1162: _no_option915(_t1161, 'first animal of the pair')
            if _t1162 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1162 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1163 = st.chooser(_t1162, _t1161)
                else:
                    _t1163 = _st_bits(_t1162.bit_length())
                    while _t1163 >= _t1162: _t1163 = _st_bits(_t1162.bit_length())
                L[5] = _o[_t1163]; st.decisions += 1
            elif _decide931(st, L, _o, _t1161): return True
            pc = 9
        if pc == 9:
            _o = (_a935(st, L) or [])
            fr[1] = 10
            _t1169 = L[0]
            _t1170 = len(_o)
            if not _t1170: _no_option915(_t1169, 'second animal of the pair')
            if _t1170 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1170 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1171 = st.chooser(_t1170, _t1169)
                else:
                    _t1171 = _st_bits(_t1170.bit_length())
                    while _t1171 >= _t1170: _t1171 = _st_bits(_t1170.bit_length())
                L[6] = _o[_t1171]; st.decisions += 1
            elif _decide937(st, L, _o, _t1169): return True
            pc = 10
        if pc == 10:
            _r = _run938(st, L)
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
            _t1172 = L[0]
            _t1173 = len(_o)
            if not _t1173: _no_option915(_t1172, 'the symbiont')
            if _t1173 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1173 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1174 = st.chooser(_t1173, _t1172)
                else:
                    _t1174 = _st_bits(_t1173.bit_length())
                    while _t1174 >= _t1173: _t1174 = _st_bits(_t1173.bit_length())
                L[7] = _o[_t1174]; st.decisions += 1
            elif _decide940(st, L, _o, _t1172): return True
            pc = 13
        if pc == 13:
            _r = _run941(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run942(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a948(st, L) or [])
            fr[1] = 18
            _t1184 = L[0]
            _t1185 = len(_o)
            if not _t1185: _no_option915(_t1184, 'animal to give it to')
            if _t1185 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1185 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1186 = st.chooser(_t1185, _t1184)
                else:
                    _t1186 = _st_bits(_t1185.bit_length())
                    while _t1186 >= _t1185: _t1186 = _st_bits(_t1185.bit_length())
                L[8] = _o[_t1186]; st.decisions += 1
            elif _decide950(st, L, _o, _t1184): return True
            pc = 18
        if pc == 18:
            _r = _run951(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k952)

# <rulerun evolution.rules: determining_the_food_base #568 0852086f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run955(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k956)

# <rulerun evolution.rules: feeding #569 c8d4bb22>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k959)
            _r = _run960(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit961(_k962)
            fr[1] = 3; st.cur.append([6, 0, _a]); return None
        if pc == 3:
            _r = _run963(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k964)

# <rulerun evolution.rules: show_animals #570 24216491>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run967(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k968)

# <rulerun evolution.rules: feeding_laps #571 5f449e17>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT969[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run972(st, L)
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
            L[0] = (_o973[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run974(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit975(_k976)
            fr[1] = 6; st.cur.append([8, 0, _a]); return None
        if pc == 6:
            _r = _run977(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit971(_k, st, _d0): raise _Runaway970()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit971(_k, st, _d0): raise _Runaway970()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k978)

# <rulerun evolution.rules: feeding_end_check #572 dc118811>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run981(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k982)

# <rulerun evolution.rules: feeding_turn_of #573 29c7c242>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT983[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run986(st, L)
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
            _r = _run987(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1187 = L[0]
            _t1188 = len(_o)
            if not _t1188: _no_option989(_t1187, 'feeding action')
            if _t1188 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1188 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1189 = st.chooser(_t1188, _t1187)
                else:
                    _t1189 = _st_bits(_t1188.bit_length())
                    while _t1189 >= _t1188: _t1189 = _st_bits(_t1188.bit_length())
                L[3] = _o[_t1189]; st.decisions += 1
            elif _decide990(st, L, _o, _t1187): return True
            pc = 4
        if pc == 4:
            _r = _run991(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run992(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit993(_k994)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run995(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit993(_k996)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run997(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit993(_k998)
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
            if len(st.cur) >= 500: raise _RuleLimit993(_k999)
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
            if len(st.cur) >= 500: raise _RuleLimit993(_k1000)
            fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit993(_k1001)
            fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit985(_k, st, _d0): raise _Runaway984()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1002)

# <rulerun evolution.rules: take_food #574 2c587feb>
def _loop(st, _t1191):
    _st_cvars = st.cvars
    _t1194 = 0
    for _t1193 in st.zones[(9 + st.model.zone_instances[st.loc[_t1191]][1])]:
        if (_st_cvars[84 + _t1193] == _t1191):
            _t1194 += (1 if ((_st_cvars[_t1193] == 'carnivorous') or (_st_cvars[_t1193] == 'high_body_weight')) else (2 if (_st_cvars[_t1193] == 'parasite') else 0))
    return _t1194

# <rulerun evolution.rules: take_food #575 bf66e21b>
def _loop(st, _t1191):
    _st_cvars = st.cvars
    _t1196 = 0
    for _t1195 in st.zones[(9 + st.model.zone_instances[st.loc[_t1191]][1])]:
        if (((_st_cvars[84 + _t1195] == _t1191) and (_st_cvars[_t1195] == 'fat_tissue')) and _st_cvars[252 + _t1195]):
            _t1196 += 1
    return _t1196

# <rulerun evolution.rules: take_food #576 71454321>
def _loop(st, _t1191):
    _st_cvars = st.cvars
    _t1198 = 0
    for _t1197 in st.zones[(9 + st.model.zone_instances[st.loc[_t1191]][1])]:
        if ((_st_cvars[84 + _t1197] == _t1191) and (_st_cvars[_t1197] == 'fat_tissue')):
            _t1198 += 1
    return _t1198

# <rulerun evolution.rules: take_food #577 b9c78b7e>
def _loop(st, _t1200):
    _st_cvars = st.cvars
    _t1203 = 0
    for _t1202 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1200]]][1])]:
        if (_st_cvars[84 + _t1202] == _st_cvars[84 + _t1200]):
            _t1203 += (1 if ((_st_cvars[_t1202] == 'carnivorous') or (_st_cvars[_t1202] == 'high_body_weight')) else (2 if (_st_cvars[_t1202] == 'parasite') else 0))
    return _t1203

# <rulerun evolution.rules: take_food #578 eea5b40e>
def _loop(st, _t1191):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1199 = st.zones[(9 + st.model.zone_instances[st.loc[_t1191]][1])]
    _budget1010[0] -= len(_t1199)
    if _budget1010[0] < 0: _spent1011(st)
    for _t1200 in _t1199:
        if (((_st_cvars[_t1200] == 'symbiosis') and (_st_cvars[168 + _t1200] == _t1191)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1200]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1200]] >= (1 + _a1012(st, _t1200)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #579 61f05d75>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1190 = st.zones[(5 + L[0])]
    _budget1005[0] -= len(_t1190)
    if _budget1005[0] < 0: _spent1006(st)
    _t1192 = []
    for _t1191 in _t1190:
        if ((not ((_st_cvars[924 + _t1191] == _st_vars[0]) or ((_st_cvars[504 + _t1191] >= (1 + _a1007(st, _t1191))) and (_a1008(st, _t1191) >= _a1009(st, _t1191))))) and (not _a1013(st, _t1191))):
            _t1192.append(_t1191)
    return _t1192

# <rulerun evolution.rules: take_food #580 653a8393>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1014(st, L) or [])
            fr[1] = 1
            _t1204 = L[0]
            _t1205 = len(_o)
            if not _t1205: _no_option1016(_t1204, 'animal to feed')
            if _t1205 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1205 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1206 = st.chooser(_t1205, _t1204)
                else:
                    _t1206 = _st_bits(_t1205.bit_length())
                    while _t1206 >= _t1205: _t1206 = _st_bits(_t1205.bit_length())
                L[1] = _o[_t1206]; st.decisions += 1
            elif _decide1017(st, L, _o, _t1204): return True
            pc = 1
        if pc == 1:
            _r = _run1018(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1019(_k1020)
            fr[1] = 3; st.cur.append([11, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1021)

# <rulerun evolution.rules: convert_fat #581 a6159d64>
def _loop(st, _t1208):
    _st_cvars = st.cvars
    _t1211 = 0
    for _t1210 in st.zones[(9 + st.model.zone_instances[st.loc[_t1208]][1])]:
        if (_st_cvars[84 + _t1210] == _t1208):
            _t1211 += (1 if ((_st_cvars[_t1210] == 'carnivorous') or (_st_cvars[_t1210] == 'high_body_weight')) else (2 if (_st_cvars[_t1210] == 'parasite') else 0))
    return _t1211

# <rulerun evolution.rules: convert_fat #582 6bd8b61d>
def _loop(st, _t1208):
    _st_cvars = st.cvars
    _t1213 = 0
    for _t1212 in st.zones[(9 + st.model.zone_instances[st.loc[_t1208]][1])]:
        if (((_st_cvars[84 + _t1212] == _t1208) and (_st_cvars[_t1212] == 'fat_tissue')) and _st_cvars[252 + _t1212]):
            _t1213 += 1
    return _t1213

# <rulerun evolution.rules: convert_fat #583 d34c3a31>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1207 = st.zones[(5 + L[0])]
    _budget1024[0] -= len(_t1207)
    if _budget1024[0] < 0: _spent1025(st)
    _t1209 = []
    for _t1208 in _t1207:
        if ((not ((_st_cvars[924 + _t1208] == _st_vars[0]) or (_st_cvars[504 + _t1208] >= (1 + _a1026(st, _t1208))))) and (_a1027(st, _t1208) > 0)):
            _t1209.append(_t1208)
    return _t1209

# <rulerun evolution.rules: convert_fat #584 8fe08d2e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1218 = 0
    for _t1217 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1217] == L[1]) and (_st_cvars[_t1217] == 'fat_tissue')) and _st_cvars[252 + _t1217]):
            _t1218 += 1
    return _t1218

# <rulerun evolution.rules: convert_fat #585 99301f0a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1220 = 0
    for _t1219 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1219] == L[1]):
            _t1220 += (1 if ((_st_cvars[_t1219] == 'carnivorous') or (_st_cvars[_t1219] == 'high_body_weight')) else (2 if (_st_cvars[_t1219] == 'parasite') else 0))
    return _t1220

# <rulerun evolution.rules: convert_fat #586 465d535d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1028(st, L) or [])
            fr[1] = 1
            _t1214 = L[0]
            _t1215 = len(_o)
            if not _t1215: _no_option1030(_t1214, 'animal to convert fat on')
            if _t1215 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1215 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1216 = st.chooser(_t1215, _t1214)
                else:
                    _t1216 = _st_bits(_t1215.bit_length())
                    while _t1216 >= _t1215: _t1216 = _st_bits(_t1215.bit_length())
                L[1] = _o[_t1216]; st.decisions += 1
            elif _decide1031(st, L, _o, _t1214): return True
            pc = 1
        if pc == 1:
            _o = (_range1032(1, min(_a1033(st, L), (_t1221 if -1000000000000000000 <= (_t1221 := ((1 + _a1034(st, L)) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond1035(_t1221)))) or [])
            fr[1] = 2
            _t1222 = L[0]
            _t1223 = len(_o)
            if not _t1223: _no_option1030(_t1222, 'yellow tokens to convert')
            if _t1223 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1223 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1224 = st.chooser(_t1223, _t1222)
                else:
                    _t1224 = _st_bits(_t1223.bit_length())
                    while _t1224 >= _t1223: _t1224 = _st_bits(_t1223.bit_length())
                L[2] = _o[_t1224]; st.decisions += 1
            elif _decide1037(st, L, _o, _t1222): return True
            pc = 2
        if pc == 2:
            _r = _run1038(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1039)

# <rulerun evolution.rules: receive #587 1393e668>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1042(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1043(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 5
        if pc == 3:
            _r = _run1044(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1045(st, fr): return True
            return None
        if pc == 5:
            _step1046(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1047)

# <rulerun evolution.rules: paired_triggers #588 31d03f3f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1048[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if True:
                pc = 1
            else:
                pc = 11
        if pc == 1:
            _r = _run1051(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            if _offer1052(st, L, _o): return True
            pc = 3
        if pc == 3:
            _r = _run1053(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run1054(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1055(_k1056)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run1057(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1055(_k1058)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit1050(_k, st, _d0): raise _Runaway1049()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1059)

# <rulerun evolution.rules: piracy #589 eac163fa>
def _loop(st, _t1226):
    _st_cvars = st.cvars
    for _t1228 in st.zones[(9 + st.model.zone_instances[st.loc[_t1226]][1])]:
        if ((_st_cvars[84 + _t1228] == _t1226) and (_st_cvars[_t1228] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #590 4a14e0ac>
def _loop(st, _t1226):
    _st_cvars = st.cvars
    _t1231 = 0
    for _t1230 in st.zones[(9 + st.model.zone_instances[st.loc[_t1226]][1])]:
        if (_st_cvars[84 + _t1230] == _t1226):
            _t1231 += (1 if ((_st_cvars[_t1230] == 'carnivorous') or (_st_cvars[_t1230] == 'high_body_weight')) else (2 if (_st_cvars[_t1230] == 'parasite') else 0))
    return _t1231

# <rulerun evolution.rules: piracy #591 66a6defb>
def _loop(st, _t1226):
    _st_cvars = st.cvars
    _t1233 = 0
    for _t1232 in st.zones[(9 + st.model.zone_instances[st.loc[_t1226]][1])]:
        if (_st_cvars[84 + _t1232] == _t1226):
            _t1233 += (1 if ((_st_cvars[_t1232] == 'carnivorous') or (_st_cvars[_t1232] == 'high_body_weight')) else (2 if (_st_cvars[_t1232] == 'parasite') else 0))
    return _t1233

# <rulerun evolution.rules: piracy #592 1f6789ff>
def _loop(st, _t1226):
    _st_cvars = st.cvars
    _t1235 = 0
    for _t1234 in st.zones[(9 + st.model.zone_instances[st.loc[_t1226]][1])]:
        if (((_st_cvars[84 + _t1234] == _t1226) and (_st_cvars[_t1234] == 'fat_tissue')) and _st_cvars[252 + _t1234]):
            _t1235 += 1
    return _t1235

# <rulerun evolution.rules: piracy #593 b7ac3531>
def _loop(st, _t1226):
    _st_cvars = st.cvars
    _t1237 = 0
    for _t1236 in st.zones[(9 + st.model.zone_instances[st.loc[_t1226]][1])]:
        if ((_st_cvars[84 + _t1236] == _t1226) and (_st_cvars[_t1236] == 'fat_tissue')):
            _t1237 += 1
    return _t1237

# <rulerun evolution.rules: piracy #594 5ecd6183>
def _loop(st, _t1239):
    _st_cvars = st.cvars
    _t1242 = 0
    for _t1241 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1239]]][1])]:
        if (_st_cvars[84 + _t1241] == _st_cvars[84 + _t1239]):
            _t1242 += (1 if ((_st_cvars[_t1241] == 'carnivorous') or (_st_cvars[_t1241] == 'high_body_weight')) else (2 if (_st_cvars[_t1241] == 'parasite') else 0))
    return _t1242

# <rulerun evolution.rules: piracy #595 af2bebdb>
def _loop(st, _t1226):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1238 = st.zones[(9 + st.model.zone_instances[st.loc[_t1226]][1])]
    _budget1069[0] -= len(_t1238)
    if _budget1069[0] < 0: _spent1070(st)
    for _t1239 in _t1238:
        if (((_st_cvars[_t1239] == 'symbiosis') and (_st_cvars[168 + _t1239] == _t1226)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1239]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1239]] >= (1 + _a1071(st, _t1239)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #596 dcecb72a>
def _loop(st, _t1244):
    _st_cvars = st.cvars
    _t1247 = 0
    for _t1246 in st.zones[(9 + st.model.zone_instances[st.loc[_t1244]][1])]:
        if (_st_cvars[84 + _t1246] == _t1244):
            _t1247 += (1 if ((_st_cvars[_t1246] == 'carnivorous') or (_st_cvars[_t1246] == 'high_body_weight')) else (2 if (_st_cvars[_t1246] == 'parasite') else 0))
    return _t1247

# <rulerun evolution.rules: piracy #597 145dd34e>
def _loop(st, _t1226):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1243 = ([_c for _i in [5 + _p for _p in _k1073] for _c in st.zones[_i]] or ())
    _budget1074[0] -= len(_t1243)
    if _budget1074[0] < 0: _spent1075(st)
    for _t1244 in _t1243:
        if ((_t1244 != _t1226) and ((not ((_st_cvars[924 + _t1244] == _st_vars[0]) or (_st_cvars[504 + _t1244] >= (1 + _a1076(st, _t1244))))) and (_st_cvars[504 + _t1244] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #598 58ea8672>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1225 = st.zones[(5 + L[0])]
    _budget1062[0] -= len(_t1225)
    if _budget1062[0] < 0: _spent1063(st)
    _t1227 = []
    for _t1226 in _t1225:
        if ((((_a1064(st, _t1226) and (_st_cvars[756 + _t1226] != _st_vars[0])) and (not ((_st_cvars[924 + _t1226] == _st_vars[0]) or (_st_cvars[504 + _t1226] >= (1 + _a1065(st, _t1226)))))) and ((not ((_st_cvars[924 + _t1226] == _st_vars[0]) or ((_st_cvars[504 + _t1226] >= (1 + _a1066(st, _t1226))) and (_a1067(st, _t1226) >= _a1068(st, _t1226))))) and (not _a1072(st, _t1226)))) and _a1077(st, _t1226)):
            _t1227.append(_t1226)
    return _t1227

# <rulerun evolution.rules: piracy #599 89844240>
def _loop(st, _t1252):
    _st_cvars = st.cvars
    _t1255 = 0
    for _t1254 in st.zones[(9 + st.model.zone_instances[st.loc[_t1252]][1])]:
        if (_st_cvars[84 + _t1254] == _t1252):
            _t1255 += (1 if ((_st_cvars[_t1254] == 'carnivorous') or (_st_cvars[_t1254] == 'high_body_weight')) else (2 if (_st_cvars[_t1254] == 'parasite') else 0))
    return _t1255

# <rulerun evolution.rules: piracy #600 2b1655ea>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1251 = ([_c for _i in [5 + _p for _p in _k1082] for _c in st.zones[_i]] or ())
    _budget1083[0] -= len(_t1251)
    if _budget1083[0] < 0: _spent1084(st)
    _t1253 = []
    for _t1252 in _t1251:
        if ((_t1252 != _l1) and ((not ((_st_cvars[924 + _t1252] == _st_vars[0]) or (_st_cvars[504 + _t1252] >= (1 + _a1085(st, _t1252))))) and (_st_cvars[504 + _t1252] > 0))):
            _t1253.append(_t1252)
    return _t1253

# <rulerun evolution.rules: piracy #601 6a7a32f5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1078(st, L) or [])
            fr[1] = 1
            _t1248 = L[0]
            _t1249 = len(_o)
            if not _t1249: _no_option1080(_t1248, 'pirate')
            if _t1249 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1249 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1250 = st.chooser(_t1249, _t1248)
                else:
                    _t1250 = _st_bits(_t1249.bit_length())
                    while _t1250 >= _t1249: _t1250 = _st_bits(_t1249.bit_length())
                L[1] = _o[_t1250]; st.decisions += 1
            elif _decide1081(st, L, _o, _t1248): return True
            pc = 1
        if pc == 1:
            _o = (_a1086(st, L) or [])
            fr[1] = 2
            _t1256 = L[0]
            _t1257 = len(_o)
            if not _t1257: _no_option1080(_t1256, 'animal to rob')
            if _t1257 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1257 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1258 = st.chooser(_t1257, _t1256)
                else:
                    _t1258 = _st_bits(_t1257.bit_length())
                    while _t1258 >= _t1257: _t1258 = _st_bits(_t1257.bit_length())
                L[2] = _o[_t1258]; st.decisions += 1
            elif _decide1088(st, L, _o, _t1256): return True
            pc = 2
        if pc == 2:
            _r = _run1089(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1090(_k1091)
            fr[1] = 4; st.cur.append([11, 0, _a]); return None
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1092)

# <rulerun evolution.rules: grazing #602 41d3f949>
def _loop(st, _t1260):
    _st_cvars = st.cvars
    for _t1262 in st.zones[(9 + st.model.zone_instances[st.loc[_t1260]][1])]:
        if ((_st_cvars[84 + _t1262] == _t1260) and (_st_cvars[_t1262] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #603 de062af1>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1259 = st.zones[(5 + L[0])]
    _budget1095[0] -= len(_t1259)
    if _budget1095[0] < 0: _spent1096(st)
    _t1261 = []
    for _t1260 in _t1259:
        if ((_a1097(st, _t1260) and (_st_cvars[840 + _t1260] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1261.append(_t1260)
    return _t1261

# <rulerun evolution.rules: grazing #604 1eb352fa>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1098(st, L) or [])
            fr[1] = 1
            _t1264 = L[0]
            _t1265 = len(_o)
            if not _t1265: _no_option1100(_t1264, 'grazing animal')
            if _t1265 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1265 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1266 = st.chooser(_t1265, _t1264)
                else:
                    _t1266 = _st_bits(_t1265.bit_length())
                    while _t1266 >= _t1265: _t1266 = _st_bits(_t1265.bit_length())
                L[1] = _o[_t1266]; st.decisions += 1
            elif _decide1101(st, L, _o, _t1264): return True
            pc = 1
        if pc == 1:
            _r = _run1102(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1103)

# <rulerun evolution.rules: hibernation #605 77b56ae7>
def _loop(st, _t1268):
    _st_cvars = st.cvars
    for _t1270 in st.zones[(9 + st.model.zone_instances[st.loc[_t1268]][1])]:
        if ((_st_cvars[84 + _t1270] == _t1268) and (_st_cvars[_t1270] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #606 eb652025>
def _loop(st, _t1268):
    _st_cvars = st.cvars
    _t1273 = 0
    for _t1272 in st.zones[(9 + st.model.zone_instances[st.loc[_t1268]][1])]:
        if (_st_cvars[84 + _t1272] == _t1268):
            _t1273 += (1 if ((_st_cvars[_t1272] == 'carnivorous') or (_st_cvars[_t1272] == 'high_body_weight')) else (2 if (_st_cvars[_t1272] == 'parasite') else 0))
    return _t1273

# <rulerun evolution.rules: hibernation #607 b72de0df>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1267 = st.zones[(5 + L[0])]
    _budget1106[0] -= len(_t1267)
    if _budget1106[0] < 0: _spent1107(st)
    _t1269 = []
    for _t1268 in _t1267:
        if ((((_a1108(st, _t1268) and (_st_cvars[924 + _t1268] != _st_vars[0])) and (_st_cvars[924 + _t1268] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1268] == _st_vars[0]) or (_st_cvars[504 + _t1268] >= (1 + _a1109(st, _t1268)))))):
            _t1269.append(_t1268)
    return _t1269

# <rulerun evolution.rules: hibernation #608 b9804806>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1110(st, L) or [])
            fr[1] = 1
            _t1274 = L[0]
            _t1275 = len(_o)
            if not _t1275: _no_option1112(_t1274, 'animal to hibernate')
            if _t1275 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1275 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1276 = st.chooser(_t1275, _t1274)
                else:
                    _t1276 = _st_bits(_t1275.bit_length())
                    while _t1276 >= _t1275: _t1276 = _st_bits(_t1275.bit_length())
                L[1] = _o[_t1276]; st.decisions += 1
            elif _decide1113(st, L, _o, _t1274): return True
            pc = 1
        if pc == 1:
            _r = _run1114(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1115)

# <rulerun evolution.rules: attack_action #609 c5934ace>
def _loop(st, _t1278):
    _st_cvars = st.cvars
    for _t1280 in st.zones[(9 + st.model.zone_instances[st.loc[_t1278]][1])]:
        if ((_st_cvars[84 + _t1280] == _t1278) and (_st_cvars[_t1280] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #610 2a589489>
def _loop(st, _t1278):
    _st_cvars = st.cvars
    _t1283 = 0
    for _t1282 in st.zones[(9 + st.model.zone_instances[st.loc[_t1278]][1])]:
        if (_st_cvars[84 + _t1282] == _t1278):
            _t1283 += (1 if ((_st_cvars[_t1282] == 'carnivorous') or (_st_cvars[_t1282] == 'high_body_weight')) else (2 if (_st_cvars[_t1282] == 'parasite') else 0))
    return _t1283

# <rulerun evolution.rules: attack_action #611 41cb5473>
def _loop(st, _t1278):
    _st_cvars = st.cvars
    _t1285 = 0
    for _t1284 in st.zones[(9 + st.model.zone_instances[st.loc[_t1278]][1])]:
        if (((_st_cvars[84 + _t1284] == _t1278) and (_st_cvars[_t1284] == 'fat_tissue')) and _st_cvars[252 + _t1284]):
            _t1285 += 1
    return _t1285

# <rulerun evolution.rules: attack_action #612 3ac44e11>
def _loop(st, _t1278):
    _st_cvars = st.cvars
    _t1287 = 0
    for _t1286 in st.zones[(9 + st.model.zone_instances[st.loc[_t1278]][1])]:
        if ((_st_cvars[84 + _t1286] == _t1278) and (_st_cvars[_t1286] == 'fat_tissue')):
            _t1287 += 1
    return _t1287

# <rulerun evolution.rules: attack_action #613 b9a927ad>
def _loop(st, _t1289):
    _st_cvars = st.cvars
    _t1292 = 0
    for _t1291 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1289]]][1])]:
        if (_st_cvars[84 + _t1291] == _st_cvars[84 + _t1289]):
            _t1292 += (1 if ((_st_cvars[_t1291] == 'carnivorous') or (_st_cvars[_t1291] == 'high_body_weight')) else (2 if (_st_cvars[_t1291] == 'parasite') else 0))
    return _t1292

# <rulerun evolution.rules: attack_action #614 a6a72d1f>
def _loop(st, _t1278):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1288 = st.zones[(9 + st.model.zone_instances[st.loc[_t1278]][1])]
    _budget1124[0] -= len(_t1288)
    if _budget1124[0] < 0: _spent1125(st)
    for _t1289 in _t1288:
        if (((_st_cvars[_t1289] == 'symbiosis') and (_st_cvars[168 + _t1289] == _t1278)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1289]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1289]] >= (1 + _a1126(st, _t1289)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #615 7f8033f3>
def _loop(st, _t1294):
    _st_cvars = st.cvars
    for _t1296 in st.zones[(9 + st.model.zone_instances[st.loc[_t1294]][1])]:
        if ((_st_cvars[84 + _t1296] == _t1294) and (_st_cvars[_t1296] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #616 04784aee>
def _loop(st, _t1278):
    _st_cvars = st.cvars
    for _t1298 in st.zones[(9 + st.model.zone_instances[st.loc[_t1278]][1])]:
        if ((_st_cvars[84 + _t1298] == _t1278) and (_st_cvars[_t1298] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #617 f00b48d0>
def _loop(st, _t1294):
    _st_cvars = st.cvars
    for _t1302 in st.zones[(9 + st.model.zone_instances[st.loc[_t1294]][1])]:
        if ((_st_cvars[84 + _t1302] == _t1294) and (_st_cvars[_t1302] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #618 2d887400>
def _loop(st, _t1278):
    _st_cvars = st.cvars
    for _t1304 in st.zones[(9 + st.model.zone_instances[st.loc[_t1278]][1])]:
        if ((_st_cvars[84 + _t1304] == _t1278) and (_st_cvars[_t1304] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #619 b0aded97>
def _loop(st, _t1294):
    _st_cvars = st.cvars
    for _t1308 in st.zones[(9 + st.model.zone_instances[st.loc[_t1294]][1])]:
        if ((_st_cvars[84 + _t1308] == _t1294) and (_st_cvars[_t1308] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #620 b721bc71>
def _loop(st, _t1278):
    _st_cvars = st.cvars
    for _t1310 in st.zones[(9 + st.model.zone_instances[st.loc[_t1278]][1])]:
        if ((_st_cvars[84 + _t1310] == _t1278) and (_st_cvars[_t1310] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #621 665213cd>
def _loop(st, _t1294):
    _st_cvars = st.cvars
    for _t1314 in st.zones[(9 + st.model.zone_instances[st.loc[_t1294]][1])]:
        if ((_st_cvars[84 + _t1314] == _t1294) and (_st_cvars[_t1314] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #622 9871af8c>
def _loop(st, _t1294):
    _st_cvars = st.cvars
    _t1317 = 0
    for _t1316 in st.zones[(9 + st.model.zone_instances[st.loc[_t1294]][1])]:
        if (_st_cvars[84 + _t1316] == _t1294):
            _t1317 += (1 if ((_st_cvars[_t1316] == 'carnivorous') or (_st_cvars[_t1316] == 'high_body_weight')) else (2 if (_st_cvars[_t1316] == 'parasite') else 0))
    return _t1317

# <rulerun evolution.rules: attack_action #623 5783d19e>
def _loop(st, _t1294):
    _st_cvars = st.cvars
    for _t1318 in st.zones[(9 + st.model.zone_instances[st.loc[_t1294]][1])]:
        if ((_st_cvars[_t1318] == 'symbiosis') and (_st_cvars[168 + _t1318] == _t1294)):
            return True
    return False

# <rulerun evolution.rules: attack_action #624 846f9099>
def _loop(st, _t1278):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1293 = ([_c for _i in [5 + _p for _p in _k1128] for _c in st.zones[_i]] or ())
    _budget1129[0] -= len(_t1293)
    if _budget1129[0] < 0: _spent1130(st)
    _t1300 = _NOT_YET
    _t1301 = _NOT_YET
    _t1306 = _NOT_YET
    _t1307 = _NOT_YET
    _t1312 = _NOT_YET
    _t1313 = _NOT_YET
    for _t1294 in _t1293:
        if ((((((_t1278 != _t1294) and ((not _a1131(st, _t1294)) or (_t1301 if _t1301 is not _NOT_YET else (_t1301 := (_t1300 if _t1300 is not _NOT_YET else (_t1300 := _a1132(st, _t1278))))))) and ((not _a1133(st, _t1294)) or (_t1307 if _t1307 is not _NOT_YET else (_t1307 := (_t1306 if _t1306 is not _NOT_YET else (_t1306 := _a1134(st, _t1278))))))) and (_a1135(st, _t1294) == (_t1313 if _t1313 is not _NOT_YET else (_t1313 := (_t1312 if _t1312 is not _NOT_YET else (_t1312 := _a1136(st, _t1278))))))) and (not (_a1137(st, _t1294) and ((_st_cvars[924 + _t1294] == _st_vars[0]) or (_st_cvars[504 + _t1294] >= (1 + _a1138(st, _t1294))))))) and (not _a1139(st, _t1294))):
            return True
    return False

# <rulerun evolution.rules: attack_action #625 38463929>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1277 = st.zones[(5 + L[0])]
    _budget1118[0] -= len(_t1277)
    if _budget1118[0] < 0: _spent1119(st)
    _t1279 = []
    for _t1278 in _t1277:
        if (((_a1120(st, _t1278) and (_st_cvars[672 + _t1278] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1278] == _st_vars[0]) or ((_st_cvars[504 + _t1278] >= (1 + _a1121(st, _t1278))) and (_a1122(st, _t1278) >= _a1123(st, _t1278))))) and (not _a1127(st, _t1278)))) and _a1140(st, _t1278)):
            _t1279.append(_t1278)
    return _t1279

# <rulerun evolution.rules: attack_action #626 5ceee875>
def _loop(st, _t1324):
    _st_cvars = st.cvars
    for _t1326 in st.zones[(9 + st.model.zone_instances[st.loc[_t1324]][1])]:
        if ((_st_cvars[84 + _t1326] == _t1324) and (_st_cvars[_t1326] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #627 84381d79>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1328 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1328] == _l1) and (_st_cvars[_t1328] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #628 088d068a>
def _loop(st, _t1324):
    _st_cvars = st.cvars
    for _t1332 in st.zones[(9 + st.model.zone_instances[st.loc[_t1324]][1])]:
        if ((_st_cvars[84 + _t1332] == _t1324) and (_st_cvars[_t1332] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #629 b9f85991>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1334 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1334] == _l1) and (_st_cvars[_t1334] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #630 76a2d15b>
def _loop(st, _t1324):
    _st_cvars = st.cvars
    for _t1338 in st.zones[(9 + st.model.zone_instances[st.loc[_t1324]][1])]:
        if ((_st_cvars[84 + _t1338] == _t1324) and (_st_cvars[_t1338] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #631 7e9f95d0>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1340 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1340] == _l1) and (_st_cvars[_t1340] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #632 17b68b2f>
def _loop(st, _t1324):
    _st_cvars = st.cvars
    for _t1344 in st.zones[(9 + st.model.zone_instances[st.loc[_t1324]][1])]:
        if ((_st_cvars[84 + _t1344] == _t1324) and (_st_cvars[_t1344] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #633 bc04025d>
def _loop(st, _t1324):
    _st_cvars = st.cvars
    _t1347 = 0
    for _t1346 in st.zones[(9 + st.model.zone_instances[st.loc[_t1324]][1])]:
        if (_st_cvars[84 + _t1346] == _t1324):
            _t1347 += (1 if ((_st_cvars[_t1346] == 'carnivorous') or (_st_cvars[_t1346] == 'high_body_weight')) else (2 if (_st_cvars[_t1346] == 'parasite') else 0))
    return _t1347

# <rulerun evolution.rules: attack_action #634 8fae4e1f>
def _loop(st, _t1324):
    _st_cvars = st.cvars
    for _t1348 in st.zones[(9 + st.model.zone_instances[st.loc[_t1324]][1])]:
        if ((_st_cvars[_t1348] == 'symbiosis') and (_st_cvars[168 + _t1348] == _t1324)):
            return True
    return False

# <rulerun evolution.rules: attack_action #635 ee362453>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1323 = ([_c for _i in [5 + _p for _p in _k1145] for _c in st.zones[_i]] or ())
    _budget1146[0] -= len(_t1323)
    if _budget1146[0] < 0: _spent1147(st)
    _t1330 = _NOT_YET
    _t1331 = _NOT_YET
    _t1336 = _NOT_YET
    _t1337 = _NOT_YET
    _t1342 = _NOT_YET
    _t1343 = _NOT_YET
    _t1325 = []
    for _t1324 in _t1323:
        if ((((((_l1 != _t1324) and ((not _a1148(st, _t1324)) or (_t1331 if _t1331 is not _NOT_YET else (_t1331 := (_t1330 if _t1330 is not _NOT_YET else (_t1330 := _a1149(st, L))))))) and ((not _a1150(st, _t1324)) or (_t1337 if _t1337 is not _NOT_YET else (_t1337 := (_t1336 if _t1336 is not _NOT_YET else (_t1336 := _a1151(st, L))))))) and (_a1152(st, _t1324) == (_t1343 if _t1343 is not _NOT_YET else (_t1343 := (_t1342 if _t1342 is not _NOT_YET else (_t1342 := _a1153(st, L))))))) and (not (_a1154(st, _t1324) and ((_st_cvars[924 + _t1324] == _st_vars[0]) or (_st_cvars[504 + _t1324] >= (1 + _a1155(st, _t1324))))))) and (not _a1156(st, _t1324))):
            _t1325.append(_t1324)
    return _t1325

# <rulerun evolution.rules: attack_action #636 2dfd8679>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1141(st, L) or [])
            fr[1] = 1
            _t1320 = L[0]
            _t1321 = len(_o)
            if not _t1321: _no_option1143(_t1320, 'attacker')
            if _t1321 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1321 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1322 = st.chooser(_t1321, _t1320)
                else:
                    _t1322 = _st_bits(_t1321.bit_length())
                    while _t1322 >= _t1321: _t1322 = _st_bits(_t1321.bit_length())
                L[1] = _o[_t1322]; st.decisions += 1
            elif _decide1144(st, L, _o, _t1320): return True
            pc = 1
        if pc == 1:
            _o = (_a1157(st, L) or [])
            fr[1] = 2
            _t1350 = L[0]
            _t1351 = len(_o)
            if not _t1351: _no_option1143(_t1350, 'target')
            if _t1351 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1351 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1352 = st.chooser(_t1351, _t1350)
                else:
                    _t1352 = _st_bits(_t1351.bit_length())
                    while _t1352 >= _t1351: _t1352 = _st_bits(_t1351.bit_length())
                L[2] = _o[_t1352]; st.decisions += 1
            elif _decide1159(st, L, _o, _t1350): return True
            pc = 2
        if pc == 2:
            _a = [L[1], L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1160(_k1161)
            fr[1] = 3; st.cur.append([17, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1162)

# <rulerun evolution.rules: hunt #637 7b8031b4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1165(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1166(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run1167(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1168(_k1169)
            fr[1] = 5; st.cur.append([11, 0, _a]); return None
        if pc == 5:
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1168(_k1170)
            fr[1] = 6; st.cur.append([11, 0, _a]); return None
        if pc == 6:
            _r = _run1171(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step1172(st, fr): return True
            return None
        if pc == 8:
            _step1173(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1174)

# <rulerun evolution.rules: scavenge #638 34613e9e>
def _loop(st, L):
    _t1356 = (L[4] or ())
    _budget1182[0] -= len(_t1356)
    if _budget1182[0] < 0: _spent1183(st)
    for _t1357 in _t1356:
        return _t1357
    return None

# <rulerun evolution.rules: scavenge #639 0da4904a>
def _loop(st, L):
    _t1353 = (L[4] or ())
    _budget1180[0] -= len(_t1353)
    if _budget1180[0] < 0: _spent1181(st)
    _t1359 = _NOT_YET
    _t1355 = []
    for _t1354 in _t1353:
        if ((not False) or (_t1354 == (_t1359 if _t1359 is not _NOT_YET else (_t1359 := _a1184(st, L))))):
            _t1355.append(_t1354)
    return _t1355

# <rulerun evolution.rules: scavenge #640 fa6357bc>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1175[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o1178[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run1179(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a1185(st, L) or [])
            fr[1] = 5
            _t1360 = L[3]
            _t1361 = len(_o)
            if not _t1361: _no_option1187(_t1360, 'scavenger to feed')
            if _t1361 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1361 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1362 = st.chooser(_t1361, _t1360)
                else:
                    _t1362 = _st_bits(_t1361.bit_length())
                    while _t1362 >= _t1361: _t1362 = _st_bits(_t1361.bit_length())
                L[5] = _o[_t1362]; st.decisions += 1
            elif _decide1188(st, L, _o, _t1360): return True
            pc = 5
        if pc == 5:
            _r = _run1189(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1190(_k1191)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            _r = _run1192(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1177(_k, st, _d0): raise _Runaway1176()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1193)

# <rulerun evolution.rules: drop_trait #641 90d0d609>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1196(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1197)

# <rulerun evolution.rules: remove_animal #642 2875a43d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1200(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1201)

# <rulerun evolution.rules: extinction_and_new_cards #643 08eb82bd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1204(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1205)

# <rulerun evolution.rules: deal #644 60a97a01>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1208(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1209)

# <rulerun evolution.rules: game_end #645 4a29bf68>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1212(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1213)

# <rulerun evolution.rules: final_scoring #646 9a533f23>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1216(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1217)

# <rulerun evolution.rules: on after feed #647 f637ab8c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], L[1], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1220(_k1221)
            fr[1] = 1; st.cur.append([12, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1222)

# <rulerun evolution.rules: on before attack #648 2e83af56>
def _loop(st, _t1364):
    _st_cvars = st.cvars
    for _t1366 in st.zones[(9 + st.model.zone_instances[st.loc[_t1364]][1])]:
        if ((_st_cvars[84 + _t1366] == _t1364) and (_st_cvars[_t1366] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #649 b14a5d18>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1368 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1368] == _l0) and (_st_cvars[_t1368] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #650 c6eb3b58>
def _loop(st, _t1364):
    _st_cvars = st.cvars
    for _t1372 in st.zones[(9 + st.model.zone_instances[st.loc[_t1364]][1])]:
        if ((_st_cvars[84 + _t1372] == _t1364) and (_st_cvars[_t1372] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #651 75ae9bac>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1374 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1374] == _l0) and (_st_cvars[_t1374] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #652 5385c96c>
def _loop(st, _t1364):
    _st_cvars = st.cvars
    for _t1378 in st.zones[(9 + st.model.zone_instances[st.loc[_t1364]][1])]:
        if ((_st_cvars[84 + _t1378] == _t1364) and (_st_cvars[_t1378] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #653 da0803ac>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1380 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1380] == _l0) and (_st_cvars[_t1380] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #654 b8f58626>
def _loop(st, _t1364):
    _st_cvars = st.cvars
    for _t1384 in st.zones[(9 + st.model.zone_instances[st.loc[_t1364]][1])]:
        if ((_st_cvars[84 + _t1384] == _t1364) and (_st_cvars[_t1384] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #655 88affebe>
def _loop(st, _t1364):
    _st_cvars = st.cvars
    _t1387 = 0
    for _t1386 in st.zones[(9 + st.model.zone_instances[st.loc[_t1364]][1])]:
        if (_st_cvars[84 + _t1386] == _t1364):
            _t1387 += (1 if ((_st_cvars[_t1386] == 'carnivorous') or (_st_cvars[_t1386] == 'high_body_weight')) else (2 if (_st_cvars[_t1386] == 'parasite') else 0))
    return _t1387

# <rulerun evolution.rules: on before attack #656 6d75de06>
def _loop(st, _t1364):
    _st_cvars = st.cvars
    for _t1388 in st.zones[(9 + st.model.zone_instances[st.loc[_t1364]][1])]:
        if ((_st_cvars[_t1388] == 'symbiosis') and (_st_cvars[168 + _t1388] == _t1364)):
            return True
    return False

# <rulerun evolution.rules: on before attack #657 9a6ba483>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1363 = st.zones[(5 + L[4])]
    _budget1231[0] -= len(_t1363)
    if _budget1231[0] < 0: _spent1232(st)
    _t1370 = _NOT_YET
    _t1371 = _NOT_YET
    _t1376 = _NOT_YET
    _t1377 = _NOT_YET
    _t1382 = _NOT_YET
    _t1383 = _NOT_YET
    _t1365 = []
    for _t1364 in _t1363:
        if (((_t1364 != _l1) and (_t1364 != _l0)) and ((((((_l0 != _t1364) and ((not _a1233(st, _t1364)) or (_t1371 if _t1371 is not _NOT_YET else (_t1371 := (_t1370 if _t1370 is not _NOT_YET else (_t1370 := _a1234(st, L))))))) and ((not _a1235(st, _t1364)) or (_t1377 if _t1377 is not _NOT_YET else (_t1377 := (_t1376 if _t1376 is not _NOT_YET else (_t1376 := _a1236(st, L))))))) and (_a1237(st, _t1364) == (_t1383 if _t1383 is not _NOT_YET else (_t1383 := (_t1382 if _t1382 is not _NOT_YET else (_t1382 := _a1238(st, L))))))) and (not (_a1239(st, _t1364) and ((_st_cvars[924 + _t1364] == _st_vars[0]) or (_st_cvars[504 + _t1364] >= (1 + _a1240(st, _t1364))))))) and (not _a1241(st, _t1364)))):
            _t1365.append(_t1364)
    return _t1365

# <rulerun evolution.rules: on before attack #658 def208a9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1394 = []
    for _t1393 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1393] == L[1]) or (_st_cvars[168 + _t1393] == L[1])):
            _t1394.append(_t1393)
    return _t1394

# <rulerun evolution.rules: on before attack #659 fa161ec8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1223[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1226(st, L)
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
            _r = _run1227(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            if _offer1228(st, L, _o): return True
            pc = 4
        if pc == 4:
            _r = _run1229(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run1230(st, L)
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
            _o = (_a1242(st, L) or [])
            fr[1] = 10
            _t1390 = L[4]
            _t1391 = len(_o)
            if not _t1391: _no_option1244(_t1390, 'mimicry: the new target')
            if _t1391 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1391 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1392 = st.chooser(_t1391, _t1390)
                else:
                    _t1392 = _st_bits(_t1391.bit_length())
                    while _t1392 >= _t1391: _t1392 = _st_bits(_t1391.bit_length())
                L[7] = _o[_t1392]; st.decisions += 1
            elif _decide1245(st, L, _o, _t1390): return True
            pc = 10
        if pc == 10:
            _r = _run1246(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a1247(st, L) or [])
            fr[1] = 13
            _t1395 = L[4]
            _t1396 = len(_o)
            if not _t1396: _no_option1244(_t1395, 'tail loss: trait to drop')
            if _t1396 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1396 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1397 = st.chooser(_t1396, _t1395)
                else:
                    _t1397 = _st_bits(_t1396.bit_length())
                    while _t1397 >= _t1396: _t1397 = _st_bits(_t1396.bit_length())
                L[8] = _o[_t1397]; st.decisions += 1
            elif _decide1249(st, L, _o, _t1395): return True
            pc = 13
        if pc == 13:
            _r = _run1250(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1251(_k1252)
            fr[1] = 15; st.cur.append([11, 0, _a]); return None
        if pc == 15:
            _r = _run1253(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1225(_k, st, _d0): raise _Runaway1224()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1254)

# <rulerun evolution.rules: on after attack #660 ae367ca1>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1257(_k1258)
            fr[1] = 1; st.cur.append([18, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1259)

# <rulerun evolution.rules: play #661 e4127fc1>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1260[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1263(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1264(_k1265)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit1262(_k, st, _d0): raise _Runaway1261()
                continue
        if pc == 3:
            _r = _run1266(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1267(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1268)

# <rulerun evolution.rules: development #662 playout 20f36bc9>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1272)
    L[0] = []
    while (len((L[0] or ())) < 4):
        _budget1273[0] -= 1
        if _budget1273[0] < 0: _spent1274(st)
        _t1399 = (_o1275[st.vars[1]] or [])
        _budget1273[0] -= len(_t1399)
        if _budget1273[0] < 0: _spent1274(st)
        for _t1398 in _t1399:
            L[3] = _t1398
            if not ((not (_t1398 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t1398)]):
                if _st_log is not None: _st_log.append(_Text1278(_audience1276(st), [_PlayerRef1277(_t1398), ' has no cards and passes']))
                L[0] = (L[0] + [_t1398])
                if len(L[0]) > 1000000: _too_long1279(L[0])
            else:
                _t1400 = _st_zones[(1 + _t1398)]
                if _offer1281(st, L, _t1400[:]): raise _PlayoutCut1280()
                if (L[4] is None):
                    L[0] = _joined1282(L[0], [_t1398])
                else:
                    if _p1283(st, [_t1398, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: play_turn #663 a931dd77>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1271(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1284(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1285(_k1286)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run1287(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1285(_k1288)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run1289(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1290)

# <rulerun evolution.rules: development #664 efdda988>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1291[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1294)
            _r = _run1295(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region1296(st, L)
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
            L[1] = (_o1297[st.vars[1]] or []); L[2] = 0
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
            _r = _run1298(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer1299(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run1300(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p1301(st, [L[3], L[4], None, None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[3], L[4], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1302(_k1303)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit1293(_k, st, _d0): raise _Runaway1292()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit1293(_k, st, _d0): raise _Runaway1292()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1304)

# <rulerun evolution.rules: play_card #665 22eda5e1>
def _loop(st, _t1405):
    _st_cvars = st.cvars
    for _t1407 in st.zones[(9 + st.model.zone_instances[st.loc[_t1405]][1])]:
        if ((_st_cvars[84 + _t1407] == _t1405) and (_st_cvars[_t1407] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #666 d0d85c69>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t1404 = ([_c for _i in [5 + _p for _p in _k1313] for _c in st.zones[_i]] or ())
    _budget1314[0] -= len(_t1404)
    if _budget1314[0] < 0: _spent1315(st)
    _t1406 = []
    for _t1405 in _t1404:
        if ((st.model.zone_instances[_st_loc[_t1405]][1] != _l0) and (not _a1316(st, _t1405))):
            _t1406.append(_t1405)
    return _t1406

# <rulerun evolution.rules: play_card #667 2700a3af>
def _loop(st, L, _t1413, _t1417):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1418 in st.zones[(9 + st.model.zone_instances[st.loc[_t1413]][1])]:
        if ((_st_cvars[_t1418] == _l3) and (((_st_cvars[84 + _t1418] == _t1413) and (_st_cvars[168 + _t1418] == _t1417)) or ((_st_cvars[84 + _t1418] == _t1417) and (_st_cvars[168 + _t1418] == _t1413)))):
            return True
    return False

# <rulerun evolution.rules: play_card #668 5baaebc8>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1412 = _st_zones[(5 + _l0)]
    _budget1321[0] -= len(_t1412)
    if _budget1321[0] < 0: _spent1322(st)
    _t1414 = []
    for _t1413 in _t1412:
        _t1416 = _st_zones[(5 + _l0)]
        _budget1321[0] -= len(_t1416)
        if _budget1321[0] < 0: _spent1322(st)
        _t1415 = False
        for _t1417 in _t1416:
            if ((_t1413 != _t1417) and (not _a1323(st, L, _t1413, _t1417))):
                _t1415 = True
                break
        if _t1415:
            _t1414.append(_t1413)
    return _t1414

# <rulerun evolution.rules: play_card #669 dff298b5>
def _loop(st, L, _t1424):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1426 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1426] == _l3) and (((_st_cvars[84 + _t1426] == _l5) and (_st_cvars[168 + _t1426] == _t1424)) or ((_st_cvars[84 + _t1426] == _t1424) and (_st_cvars[168 + _t1426] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #670 7b38a7fc>
def _loop(st, L):
    _l5 = L[5]
    _t1423 = st.zones[(5 + L[0])]
    _budget1327[0] -= len(_t1423)
    if _budget1327[0] < 0: _spent1328(st)
    _t1425 = []
    for _t1424 in _t1423:
        if ((_l5 != _t1424) and (not _a1329(st, L, _t1424))):
            _t1425.append(_t1424)
    return _t1425

# <rulerun evolution.rules: play_card #671 3fb88f73>
def _loop(st, L, _t1435):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1437 in st.zones[(9 + st.model.zone_instances[st.loc[_t1435]][1])]:
        if ((_st_cvars[84 + _t1437] == _t1435) and (_st_cvars[_t1437] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #672 ffe08dff>
def _loop(st, _t1435):
    _st_cvars = st.cvars
    for _t1439 in st.zones[(9 + st.model.zone_instances[st.loc[_t1435]][1])]:
        if ((_st_cvars[84 + _t1439] == _t1435) and (_st_cvars[_t1439] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #673 f1344830>
def _loop(st, _t1435):
    _st_cvars = st.cvars
    for _t1441 in st.zones[(9 + st.model.zone_instances[st.loc[_t1435]][1])]:
        if ((_st_cvars[84 + _t1441] == _t1435) and (_st_cvars[_t1441] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #674 00170547>
def _loop(st, L):
    _l3 = L[3]
    _t1434 = st.zones[(5 + L[0])]
    _budget1338[0] -= len(_t1434)
    if _budget1338[0] < 0: _spent1339(st)
    _t1436 = []
    for _t1435 in _t1434:
        if ((((_l3 == 'fat_tissue') or (not _a1340(st, L, _t1435))) and (not ((_l3 == 'scavenger') and _a1341(st, _t1435)))) and (not ((_l3 == 'carnivorous') and _a1342(st, _t1435)))):
            _t1436.append(_t1435)
    return _t1436

# <rulerun evolution.rules: play_card #675 0835c069>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1307(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1401 = L[0]
            _t1402 = len(_o)
            if not _t1402: _no_option1309(_t1401, 'play it as')
            if _t1402 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1402 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1403 = st.chooser(_t1402, _t1401)
                else:
                    _t1403 = _st_bits(_t1402.bit_length())
                    while _t1403 >= _t1402: _t1403 = _st_bits(_t1402.bit_length())
                L[3] = _o[_t1403]; st.decisions += 1
            elif _decide1310(st, L, _o, _t1401): return True
            pc = 2
        if pc == 2:
            _r = _run1311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region1312(st, L)
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
            _o = (_a1317(st, L) or [])
            fr[1] = 5
            _t1409 = L[0]
            _t1410 = len(_o)
            if not _t1410: _no_option1309(_t1409, 'animal to put the parasite on')
            if _t1410 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1410 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1411 = st.chooser(_t1410, _t1409)
                else:
                    _t1411 = _st_bits(_t1410.bit_length())
                    while _t1411 >= _t1410: _t1411 = _st_bits(_t1410.bit_length())
                L[4] = _o[_t1411]; st.decisions += 1
            elif _decide1319(st, L, _o, _t1409): return True
            pc = 5
        if pc == 5:
            _r = _run1320(st, L)
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
            _o = (_a1324(st, L) or [])
            fr[1] = 9
            _t1420 = L[0]
            _t1421 = len(_o)
            if not _t1421: _no_option1309(_t1420, 'first animal of the pair')
            if _t1421 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1421 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1422 = st.chooser(_t1421, _t1420)
                else:
                    _t1422 = _st_bits(_t1421.bit_length())
                    while _t1422 >= _t1421: _t1422 = _st_bits(_t1421.bit_length())
                L[5] = _o[_t1422]; st.decisions += 1
            elif _decide1326(st, L, _o, _t1420): return True
            pc = 9
        if pc == 9:
            _o = (_a1330(st, L) or [])
            fr[1] = 10
            _t1428 = L[0]
            _t1429 = len(_o)
            if not _t1429: _no_option1309(_t1428, 'second animal of the pair')
            if _t1429 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1429 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1430 = st.chooser(_t1429, _t1428)
                else:
                    _t1430 = _st_bits(_t1429.bit_length())
                    while _t1430 >= _t1429: _t1430 = _st_bits(_t1429.bit_length())
                L[6] = _o[_t1430]; st.decisions += 1
            elif _decide1332(st, L, _o, _t1428): return True
            pc = 10
        if pc == 10:
            _r = _run1333(st, L)
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
            _t1431 = L[0]
            _t1432 = len(_o)
            if not _t1432: _no_option1309(_t1431, 'the symbiont')
            if _t1432 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1432 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1433 = st.chooser(_t1432, _t1431)
                else:
                    _t1433 = _st_bits(_t1432.bit_length())
                    while _t1433 >= _t1432: _t1433 = _st_bits(_t1432.bit_length())
                L[7] = _o[_t1433]; st.decisions += 1
            elif _decide1335(st, L, _o, _t1431): return True
            pc = 13
        if pc == 13:
            _r = _run1336(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run1337(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a1343(st, L) or [])
            fr[1] = 18
            _t1443 = L[0]
            _t1444 = len(_o)
            if not _t1444: _no_option1309(_t1443, 'animal to give it to')
            if _t1444 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1444 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1445 = st.chooser(_t1444, _t1443)
                else:
                    _t1445 = _st_bits(_t1444.bit_length())
                    while _t1445 >= _t1444: _t1445 = _st_bits(_t1444.bit_length())
                L[8] = _o[_t1445]; st.decisions += 1
            elif _decide1345(st, L, _o, _t1443): return True
            pc = 18
        if pc == 18:
            _r = _run1346(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1347)

# <rulerun evolution.rules: convert_fat #676 efd5d286>
def _loop(st, _t1451):
    _st_cvars = st.cvars
    _t1454 = 0
    for _t1453 in st.zones[(9 + st.model.zone_instances[st.loc[_t1451]][1])]:
        if (_st_cvars[84 + _t1453] == _t1451):
            _t1454 += (1 if ((_st_cvars[_t1453] == 'carnivorous') or (_st_cvars[_t1453] == 'high_body_weight')) else (2 if (_st_cvars[_t1453] == 'parasite') else 0))
    return _t1454

# <rulerun evolution.rules: convert_fat #677 36093409>
def _loop(st, _t1451):
    _st_cvars = st.cvars
    _t1456 = 0
    for _t1455 in st.zones[(9 + st.model.zone_instances[st.loc[_t1451]][1])]:
        if (((_st_cvars[84 + _t1455] == _t1451) and (_st_cvars[_t1455] == 'fat_tissue')) and _st_cvars[252 + _t1455]):
            _t1456 += 1
    return _t1456

# <rulerun evolution.rules: convert_fat #678 7f3f655e>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1450 = st.zones[(5 + L[0])]
    _budget1363[0] -= len(_t1450)
    if _budget1363[0] < 0: _spent1364(st)
    _t1452 = []
    for _t1451 in _t1450:
        if ((not ((_st_cvars[924 + _t1451] == _st_vars[0]) or (_st_cvars[504 + _t1451] >= (1 + _a1365(st, _t1451))))) and (_a1366(st, _t1451) > 0)):
            _t1452.append(_t1451)
    return _t1452

# <rulerun evolution.rules: convert_fat #679 dd1c94e8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1462 = 0
    for _t1461 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1461] == L[1]) and (_st_cvars[_t1461] == 'fat_tissue')) and _st_cvars[252 + _t1461]):
            _t1462 += 1
    return _t1462

# <rulerun evolution.rules: convert_fat #680 39e651d1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1464 = 0
    for _t1463 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1463] == L[1]):
            _t1464 += (1 if ((_st_cvars[_t1463] == 'carnivorous') or (_st_cvars[_t1463] == 'high_body_weight')) else (2 if (_st_cvars[_t1463] == 'parasite') else 0))
    return _t1464

# <rulerun evolution.rules: convert_fat #681 60fca73c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1473 = 0
    for _t1472 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1472] == L[1]):
            _t1473 += (1 if ((_st_cvars[_t1472] == 'carnivorous') or (_st_cvars[_t1472] == 'high_body_weight')) else (2 if (_st_cvars[_t1472] == 'parasite') else 0))
    return _t1473

# <rulerun evolution.rules: convert_fat #682 playout 0ea39925>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t1449 = (_a1367(st, L) or [])
    _t1457 = _l0
    _t1458 = len(_t1449)
    if not _t1458: _no_option1370(_t1457, 'animal to convert fat on')
    if _t1458 <= 1 and _st_log is None:
        L[1] = _t1449[0] if _t1458 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1459 = st.chooser(_t1458, _t1457)
        else:
            _t1459 = _st_bits(_t1458.bit_length())
            while _t1459 >= _t1458: _t1459 = _st_bits(_t1458.bit_length())
        L[1] = _t1449[_t1459]; st.decisions += 1
    elif _decide1371(st, L, _t1449, _t1457): raise _PlayoutCut1368()
    _t1460 = (_range1372(1, min(_a1373(st, L), (_t1465 if -1000000000000000000 <= (_t1465 := ((1 + _a1374(st, L)) - _st_cvars[504 + L[1]])) <= 1000000000000000000 else _beyond1375(_t1465)))) or [])
    _t1466 = _l0
    _t1467 = len(_t1460)
    if not _t1467: _no_option1370(_t1466, 'yellow tokens to convert')
    if _t1467 <= 1 and _st_log is None:
        L[2] = _t1460[0] if _t1467 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1468 = st.chooser(_t1467, _t1466)
        else:
            _t1468 = _st_bits(_t1467.bit_length())
            while _t1468 >= _t1467: _t1468 = _st_bits(_t1467.bit_length())
        L[2] = _t1460[_t1468]; st.decisions += 1
    elif _decide1377(st, L, _t1460, _t1466): raise _PlayoutCut1368()
    L[3] = L[2]
    for _t1469 in st.zones[(9 + _l0)][:]:
        L[6] = _t1469
        if not ((((_st_cvars[84 + _t1469] == L[1]) and _st_cvars[252 + _t1469]) and (L[3] > 0))): continue
        _st_cvars[252 + _t1469] = False
        L[3] = (_t1470 if -1000000000000000000 <= (_t1470 := L[3] - 1) <= 1000000000000000000 else _beyond1375(_t1470))
    _st_cvars[504 + L[1]] = (_t1471 if -1000000000000000000 <= (_t1471 := _st_cvars[504 + L[1]] + L[2]) <= 1000000000000000000 else _beyond1375(_t1471))
    if _st_log is not None: _st_log.append(_Text1382(_audience1378(st), [_PlayerRef1379(_l0), ' converts ', _plain1380(L[2]), ' fat on animal ', _plain1380(_st_cvars[420 + L[1]]), ' into food (food ', _plain1380(_st_cvars[504 + L[1]]), '/', _plain1380((1 + _a1381(st, L))), ')']))

# <rulerun evolution.rules: grazing #683 82f521dc>
def _loop(st, _t1476):
    _st_cvars = st.cvars
    for _t1478 in st.zones[(9 + st.model.zone_instances[st.loc[_t1476]][1])]:
        if ((_st_cvars[84 + _t1478] == _t1476) and (_st_cvars[_t1478] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #684 29d49b43>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1475 = st.zones[(5 + L[0])]
    _budget1386[0] -= len(_t1475)
    if _budget1386[0] < 0: _spent1387(st)
    _t1477 = []
    for _t1476 in _t1475:
        if ((_a1388(st, _t1476) and (_st_cvars[840 + _t1476] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1477.append(_t1476)
    return _t1477

# <rulerun evolution.rules: grazing #685 playout 9f87cd77>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t1474 = (_a1389(st, L) or [])
    _t1480 = _l0
    _t1481 = len(_t1474)
    if not _t1481: _no_option1392(_t1480, 'grazing animal')
    if _t1481 <= 1 and _st_log is None:
        L[1] = _t1474[0] if _t1481 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1482 = st.chooser(_t1481, _t1480)
        else:
            _t1482 = _st_bits(_t1481.bit_length())
            while _t1482 >= _t1481: _t1482 = _st_bits(_t1481.bit_length())
        L[1] = _t1474[_t1482]; st.decisions += 1
    elif _decide1393(st, L, _t1474, _t1480): raise _PlayoutCut1390()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = (_t1483 if -1000000000000000000 <= (_t1483 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1394(_t1483))
    if _st_log is not None: _st_log.append(_Text1398(_audience1395(st), ['Grazing: ', _PlayerRef1396(_l0), "'s animal ", _plain1397(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain1397(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #686 fcde82a0>
def _loop(st, _t1486):
    _st_cvars = st.cvars
    for _t1488 in st.zones[(9 + st.model.zone_instances[st.loc[_t1486]][1])]:
        if ((_st_cvars[84 + _t1488] == _t1486) and (_st_cvars[_t1488] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #687 821bed00>
def _loop(st, _t1486):
    _st_cvars = st.cvars
    _t1491 = 0
    for _t1490 in st.zones[(9 + st.model.zone_instances[st.loc[_t1486]][1])]:
        if (_st_cvars[84 + _t1490] == _t1486):
            _t1491 += (1 if ((_st_cvars[_t1490] == 'carnivorous') or (_st_cvars[_t1490] == 'high_body_weight')) else (2 if (_st_cvars[_t1490] == 'parasite') else 0))
    return _t1491

# <rulerun evolution.rules: hibernation #688 f8522d0e>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1485 = st.zones[(5 + L[0])]
    _budget1401[0] -= len(_t1485)
    if _budget1401[0] < 0: _spent1402(st)
    _t1487 = []
    for _t1486 in _t1485:
        if ((((_a1403(st, _t1486) and (_st_cvars[924 + _t1486] != _st_vars[0])) and (_st_cvars[924 + _t1486] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1486] == _st_vars[0]) or (_st_cvars[504 + _t1486] >= (1 + _a1404(st, _t1486)))))):
            _t1487.append(_t1486)
    return _t1487

# <rulerun evolution.rules: hibernation #689 playout c117f93a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t1484 = (_a1405(st, L) or [])
    _t1492 = _l0
    _t1493 = len(_t1484)
    if not _t1493: _no_option1408(_t1492, 'animal to hibernate')
    if _t1493 <= 1 and _st_log is None:
        L[1] = _t1484[0] if _t1493 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1494 = st.chooser(_t1493, _t1492)
        else:
            _t1494 = _st_bits(_t1493.bit_length())
            while _t1494 >= _t1493: _t1494 = _st_bits(_t1493.bit_length())
        L[1] = _t1484[_t1494]; st.decisions += 1
    elif _decide1409(st, L, _t1484, _t1492): raise _PlayoutCut1406()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text1413(_audience1410(st), ['Hibernation: ', _PlayerRef1411(_l0), "'s animal ", _plain1412(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #690 158e3656>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1348[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1351(st, L)
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
            _r = _run1352(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1446 = L[0]
            _t1447 = len(_o)
            if not _t1447: _no_option1354(_t1446, 'feeding action')
            if _t1447 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1447 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1448 = st.chooser(_t1447, _t1446)
                else:
                    _t1448 = _st_bits(_t1447.bit_length())
                    while _t1448 >= _t1447: _t1448 = _st_bits(_t1447.bit_length())
                L[3] = _o[_t1448]; st.decisions += 1
            elif _decide1355(st, L, _o, _t1446): return True
            pc = 4
        if pc == 4:
            _r = _run1356(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run1357(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit1358(_k1359)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run1360(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit1358(_k1361)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run1362(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1383(st, [L[0], None, None, None, None, None, None]) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1358(_k1384)
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
            if len(st.cur) >= 500: raise _RuleLimit1358(_k1385)
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
                if _p1399(st, [L[0], None]) == 3: return True
                pc = 22
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1358(_k1400)
                fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            if st.thread_player == st.inline_thread:
                if _p1414(st, [L[0], None]) == 3: return True
                pc = 24
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1358(_k1415)
                fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1350(_k, st, _d0): raise _Runaway1349()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1416)

# <rulerun evolution.rules: play #691 f65a2b8a>
def _loop(st, p):
    _st_cvars = st.cvars
    _t1496 = 0
    for _t1495 in st.zones[(9 + p)]:
        _t1496 += (1 + (1 if ((_st_cvars[_t1495] == 'carnivorous') or (_st_cvars[_t1495] == 'high_body_weight')) else (2 if (_st_cvars[_t1495] == 'parasite') else 0)))
    return _t1496

# <rulerun evolution.rules: rank #692 236d1b7d>
def _native(st, p):
    _st_zones = st.zones
    return (((2 * len(_st_zones[(5 + p)])) + _a1417(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #693 50bcde2b>
def _loop(st, _t1498):
    _st_cvars = st.cvars
    _t1501 = 0
    for _t1500 in st.zones[(9 + st.model.zone_instances[st.loc[_t1498]][1])]:
        if (_st_cvars[84 + _t1500] == _t1498):
            _t1501 += (1 + (1 if ((_st_cvars[_t1500] == 'carnivorous') or (_st_cvars[_t1500] == 'high_body_weight')) else (2 if (_st_cvars[_t1500] == 'parasite') else 0)))
    return _t1501

# <rulerun evolution.rules: play #694 e66aa596>
def _loop(st, _t1498):
    _st_cvars = st.cvars
    _t1503 = 0
    for _t1502 in st.zones[(9 + st.model.zone_instances[st.loc[_t1498]][1])]:
        if (_st_cvars[84 + _t1502] == _t1498):
            _t1503 += (1 if ((_st_cvars[_t1502] == 'carnivorous') or (_st_cvars[_t1502] == 'high_body_weight')) else (2 if (_st_cvars[_t1502] == 'parasite') else 0))
    return _t1503

# <rulerun evolution.rules: play #695 756ebb4a>
def _loop(st, _t1498):
    _st_cvars = st.cvars
    _t1505 = 0
    for _t1504 in st.zones[(9 + st.model.zone_instances[st.loc[_t1498]][1])]:
        if (_st_cvars[84 + _t1504] == _t1498):
            _t1505 += (1 + (1 if ((_st_cvars[_t1504] == 'carnivorous') or (_st_cvars[_t1504] == 'high_body_weight')) else (2 if (_st_cvars[_t1504] == 'parasite') else 0)))
    return _t1505

# <rulerun evolution.rules: play #696 62621f22>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1497 = st.zones[(5 + p)]
    _budget1418[0] -= len(_t1497)
    if _budget1418[0] < 0: _spent1419(st)
    _t1499 = 0
    for _t1498 in _t1497:
        _t1499 += (0 if _st_cvars[588 + _t1498] else ((2 * (2 + _a1420(st, _t1498))) if ((_st_cvars[924 + _t1498] == _st_vars[0]) or (_st_cvars[504 + _t1498] >= (1 + _a1421(st, _t1498)))) else (2 + _a1422(st, _t1498))))
    return _t1499

# <rulerun evolution.rules: rank #697 cccefe9c>
def _native(st, p):
    return (_a1423(st, p), len(st.zones[(13 + p)]), )

