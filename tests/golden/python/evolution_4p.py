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

# <rulerun evolution.rules: play_turn #2 f8c486c5>
def _loop(st, _t2):
    _st_cvars = st.cvars
    _t4 = 0
    for _t3 in st.zones[(9 + st.model.zone_instances[st.loc[_t2]][1])]:
        if (_st_cvars[84 + _t3] == _t2):
            _t4 += (1 if ((_st_cvars[_t3] == 'carnivorous') or (_st_cvars[_t3] == 'high_body_weight')) else (2 if (_st_cvars[_t3] == 'parasite') else 0))
    return _t4

# <rulerun evolution.rules: play_turn #3 3b051d34>
def _loop(st, _i2l0):
    _st_cvars = st.cvars
    _t11 = []
    for _t10 in st.zones[(9 + st.model.zone_instances[st.loc[_i2l0]][1])]:
        if ((_st_cvars[84 + _t10] == _i2l0) or (_st_cvars[168 + _t10] == _i2l0)):
            _t11.append(_t10)
    return _t11

# <rulerun evolution.rules: play_turn #4 eec07d0d>
def _loop(st):
    for _t23 in (_k23 or ()):
        if (st.vars[7 + _t23] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #5 3b362bcc>
def _loop(st, _t33):
    _st_cvars = st.cvars
    _t35 = 0
    for _t34 in st.zones[(9 + st.model.zone_instances[st.loc[_t33]][1])]:
        if (_st_cvars[84 + _t34] == _t33):
            _t35 += (1 if ((_st_cvars[_t34] == 'carnivorous') or (_st_cvars[_t34] == 'high_body_weight')) else (2 if (_st_cvars[_t34] == 'parasite') else 0))
    return _t35

# <rulerun evolution.rules: extinction_and_new_cards #6 7d85b1be>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    _t42 = []
    for _t41 in st.zones[(9 + st.model.zone_instances[st.loc[_i5l0]][1])]:
        if ((_st_cvars[84 + _t41] == _i5l0) or (_st_cvars[168 + _t41] == _i5l0)):
            _t42.append(_t41)
    return _t42

# <rulerun evolution.rules: extinction_and_new_cards #7 9fec29f2>
def _loop(st):
    for _t54 in (_k43 or ()):
        if (st.vars[7 + _t54] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #8 3a977d73>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k30)
    _t32 = ([_c for _i in [5 + _p for _p in _k31] for _c in _st_zones[_i]] or ())
    _budget32[0] -= len(_t32)
    if _budget32[0] < 0: _spent33(st)
    _t31 = []
    for _t33 in _t32:
        if ((not ((_st_cvars[924 + _t33] == _st_vars[0]) or (_st_cvars[504 + _t33] >= (1 + _a34(st, _t33))))) or _st_cvars[588 + _t33]):
            _t31.append(_t33)
    L[0] = _t31
    _t37 = (L[0] or [])
    _budget32[0] -= len(_t37)
    if _budget32[0] < 0: _spent33(st)
    for _t36 in _t37:
        L[3] = _t36
        if _st_cvars[588 + _t36]:
            if _st_log is not None: _st_log.append(_Text38(_audience35(st), [_PlayerRef36(st.model.zone_instances[_st_loc[_t36]][1]), "'s animal ", _plain37(_st_cvars[420 + _t36]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text38(_audience35(st), [_PlayerRef36(st.model.zone_instances[_st_loc[_t36]][1]), "'s animal ", _plain37(_st_cvars[420 + _t36]), ' starves']))
    _t39 = (L[0] or [])
    _budget32[0] -= len(_t39)
    if _budget32[0] < 0: _spent33(st)
    for _t38 in _t39:
        L[6] = _t38
        _i5l0 = _t38
        _i5 = [_i5l0, None, None, None, None]
        _i5[1] = st.model.zone_instances[_st_loc[_i5l0]][1]
        _t43 = (_a39(st, _i5l0) or [])
        _budget32[0] -= len(_t43)
        if _budget32[0] < 0: _spent33(st)
        for _t40 in _t43:
            _i5[4] = _t40
            _i6l0 = _t40
            _i6 = [_i6l0, None]
            _i6[1] = st.model.zone_instances[_st_loc[_i6l0]][1]
            _st_cvars[252 + _i6l0] = False
            _st_cvars[84 + _i6l0] = None
            _st_cvars[168 + _i6l0] = None
            _st_cvars[_i6l0] = 'no_trait'
            _t44 = _i6l0
            _t45 = (13 + _i6[1])
            if type(_t44) is int and _st_log is None:
                _t46 = _st_zones[_st_loc[_t44]]
                if _t46[-1] == _t44: _t46.pop()
                else: _t46.remove(_t44)
                _st_zones[_t45].append(_t44); _st_loc[_t44] = _t45
            elif _t44 is not None:
                _move_cards40(st, _t44, _t45, False)
        _st_cvars[504 + _i5l0] = 0
        _st_cvars[588 + _i5l0] = False
        _t47 = _i5l0
        _t48 = (13 + _i5[1])
        if type(_t47) is int and _st_log is None:
            _t49 = _st_zones[_st_loc[_t47]]
            if _t49[-1] == _t47: _t49.pop()
            else: _t49.remove(_t47)
            _st_zones[_t48].append(_t47); _st_loc[_t47] = _t48
        elif _t47 is not None:
            _move_cards40(st, _t47, _t48, False)
    if (not _st_vars[2]):
        _i7 = [None, None, None, None, None, None, None, None, None]
        for _t50 in (_k41 or []):
            _i7[2] = _t50
            _st_vars[7 + _t50] = (6 if ((not _st_zones[(5 + _t50)]) and (not _st_zones[(1 + _t50)])) else (1 + len(_st_zones[(5 + _t50)])))
        for _t51 in (_o42[_st_vars[1]] or []):
            _i7[5] = _t51
            if _st_log is not None: _st_log.append(_Text38(_audience35(st), ['Cards owed to ', _PlayerRef36(_t51), ': ', _plain37(_st_vars[7 + _t51])]))
        _t52 = 0; _t53 = st.decisions
        while ((not not _st_zones[0]) and _a44(st)):
            _t52 += 1
            if _t52 > _LIMIT45[0] and _over_limit46(_t52, st, _t53): raise _Runaway47()
            for _t56 in (_o48[_st_vars[1]] or []):
                _i7[8] = _t56
                if not (((_st_vars[7 + _t56] > 0) and (not not _st_zones[0]))): continue
                _t59 = _st_zones[0]
                _t58 = (1 + _t56)
                if _st_log is None and _t59:
                    _t57 = _t59.pop(); _st_zones[_t58].append(_t57); _st_loc[_t57] = _t58
                elif _t59:
                    _move_cards40(st, _t59[-1], _t58, False)
                _st_vars[7 + _t56] = _st_vars[7 + _t56] - 1
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text38(_audience35(st), ['The deck has run out: the next turn is the last']))
    _t61 = ([_c for _i in [5 + _p for _p in _k49] for _c in _st_zones[_i]] or [])
    _budget32[0] -= len(_t61)
    if _budget32[0] < 0: _spent33(st)
    for _t60 in _t61:
        L[9] = _t60
        _st_cvars[504 + _t60] = 0

# <rulerun evolution.rules: play_turn #9 903180ed>
def _native(st, L):
    _st_vars = st.vars
    if _p51(st, _k50[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: development #10 937897f6>
def _native(st, L):
    L[0] = []

# <rulerun evolution.rules: development #11 dc569a7a>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text54(_audience52(st), [_PlayerRef53(_l3), ' has no cards and passes']))
    L[0] = _player56(_joined55(L[0], [_l3]), 4)

# <rulerun evolution.rules: development #12 861a1bcd>
def _native(st, L):
    L[0] = _joined57(L[0], [L[3]])

# <rulerun evolution.rules: development #13 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: play_card #14 9be8ab2b>
def _loop(st, _t69):
    _st_cvars = st.cvars
    for _t71 in st.zones[(9 + st.model.zone_instances[st.loc[_t69]][1])]:
        if ((_st_cvars[84 + _t71] == _t69) and (_st_cvars[_t71] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #15 fd7f440f>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t68 = ([_c for _i in [5 + _p for _p in _k71] for _c in st.zones[_i]] or ())
    _budget72[0] -= len(_t68)
    if _budget72[0] < 0: _spent73(st)
    for _t69 in _t68:
        if ((st.model.zone_instances[_st_loc[_t69]][1] != _l0) and (not _a74(st, _t69))):
            return True
    return False

# <rulerun evolution.rules: play_card #16 f9d45a8c>
def _loop(st, _t67, _t74, _t78):
    _st_cvars = st.cvars
    for _t79 in st.zones[(9 + st.model.zone_instances[st.loc[_t74]][1])]:
        if ((_st_cvars[_t79] == _t67) and (((_st_cvars[84 + _t79] == _t74) and (_st_cvars[168 + _t79] == _t78)) or ((_st_cvars[84 + _t79] == _t78) and (_st_cvars[168 + _t79] == _t74)))):
            return True
    return False

# <rulerun evolution.rules: play_card #17 b0fca83a>
def _loop(st, L, _t67):
    _l0 = L[0]
    _st_zones = st.zones
    for _t74 in _st_zones[(5 + _l0)]:
        _t77 = _st_zones[(5 + _l0)]
        _budget76[0] -= len(_t77)
        if _budget76[0] < 0: _spent77(st)
        _t76 = False
        for _t78 in _t77:
            if ((_t74 != _t78) and (not _a78(st, _t67, _t74, _t78))):
                _t76 = True
                break
        if _t76:
            return True
    return False

# <rulerun evolution.rules: play_card #18 811f9389>
def _loop(st, _t67, _t81):
    _st_cvars = st.cvars
    for _t83 in st.zones[(9 + st.model.zone_instances[st.loc[_t81]][1])]:
        if ((_st_cvars[84 + _t83] == _t81) and (_st_cvars[_t83] == _t67)):
            return True
    return False

# <rulerun evolution.rules: play_card #19 b7ed7c36>
def _loop(st, _t81):
    _st_cvars = st.cvars
    for _t85 in st.zones[(9 + st.model.zone_instances[st.loc[_t81]][1])]:
        if ((_st_cvars[84 + _t85] == _t81) and (_st_cvars[_t85] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #20 f169b39c>
def _loop(st, _t81):
    _st_cvars = st.cvars
    for _t87 in st.zones[(9 + st.model.zone_instances[st.loc[_t81]][1])]:
        if ((_st_cvars[84 + _t87] == _t81) and (_st_cvars[_t87] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #21 56099574>
def _loop(st, L, _t67):
    for _t81 in st.zones[(5 + L[0])]:
        if ((((_t67 == 'fat_tissue') or (not _a80(st, _t67, _t81))) and (not ((_t67 == 'scavenger') and _a81(st, _t81)))) and (not ((_t67 == 'carnivorous') and _a82(st, _t81)))):
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

# <rulerun evolution.rules: play_card #24 6026dcf6>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t97 = ([_c for _i in [5 + _p for _p in _k93] for _c in st.zones[_i]] or ())
    _budget94[0] -= len(_t97)
    if _budget94[0] < 0: _spent95(st)
    _t99 = []
    for _t98 in _t97:
        if ((st.model.zone_instances[_st_loc[_t98]][1] != _l0) and (not _a96(st, _t98))):
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

# <rulerun evolution.rules: play_card #32 dcda7278>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain98(((((('animal ' + _plain98(_st_cvars[420 + L[4]]) + ' of ' + _player_text99(st.model.zone_instances[st.loc[L[4]]][1])) + ((' ' + _plain98(_a100(st, L))) if (not not (_a101(st, L) or ())) else '')) + (' food ' + _plain98(_st_cvars[504 + L[4]]) + '/' + _plain98((1 + _a102(st, L))))) + ((' fat ' + _plain98(_a103(st, L)) + '/' + _plain98(_a104(st, L))) if (_a105(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[4]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[4]] else ''))))

# <rulerun evolution.rules: play_card #33 0b691eef>
def _loop(st, L, _t121, _t125):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t126 in st.zones[(9 + st.model.zone_instances[st.loc[_t121]][1])]:
        if ((_st_cvars[_t126] == _l3) and (((_st_cvars[84 + _t126] == _t121) and (_st_cvars[168 + _t126] == _t125)) or ((_st_cvars[84 + _t126] == _t125) and (_st_cvars[168 + _t126] == _t121)))):
            return True
    return False

# <rulerun evolution.rules: play_card #34 1441301f>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t122 = []
    for _t121 in _st_zones[(5 + _l0)]:
        _t124 = _st_zones[(5 + _l0)]
        _budget108[0] -= len(_t124)
        if _budget108[0] < 0: _spent109(st)
        _t123 = False
        for _t125 in _t124:
            if ((_t121 != _t125) and (not _a110(st, L, _t121, _t125))):
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

# <rulerun evolution.rules: play_card #42 eb24331d>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain112(((((('animal ' + _plain112(_st_cvars[420 + L[5]]) + ' of ' + _player_text113(st.model.zone_instances[st.loc[L[5]]][1])) + ((' ' + _plain112(_a114(st, L))) if (not not (_a115(st, L) or ())) else '')) + (' food ' + _plain112(_st_cvars[504 + L[5]]) + '/' + _plain112((1 + _a116(st, L))))) + ((' fat ' + _plain112(_a117(st, L)) + '/' + _plain112(_a118(st, L))) if (_a119(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else ''))))

# <rulerun evolution.rules: play_card #43 f095ba9f>
def _loop(st, L, _t144):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t146 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t146] == _l3) and (((_st_cvars[84 + _t146] == _l5) and (_st_cvars[168 + _t146] == _t144)) or ((_st_cvars[84 + _t146] == _t144) and (_st_cvars[168 + _t146] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #44 b8a36b03>
def _loop(st, L):
    _l5 = L[5]
    _t145 = []
    for _t144 in st.zones[(5 + L[0])]:
        if ((_l5 != _t144) and (not _a122(st, L, _t144))):
            _t145.append(_t144)
    return _t145

# <rulerun evolution.rules: play_card #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #46 87ab65a1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t149 = []
    for _t148 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t148] == L[6]) or (_st_cvars[168 + _t148] == L[6])):
            _t149.append(_st_cvars[_t148])
    return _t149

# <rulerun evolution.rules: play_card #47 f9a4ce0e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t151 = []
    for _t150 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t150] == L[6]) or (_st_cvars[168 + _t150] == L[6])):
            _t151.append(_t150)
    return _t151

# <rulerun evolution.rules: play_card #48 f7c59eeb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t153 = 0
    for _t152 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (_st_cvars[84 + _t152] == L[6]):
            _t153 += (1 if ((_st_cvars[_t152] == 'carnivorous') or (_st_cvars[_t152] == 'high_body_weight')) else (2 if (_st_cvars[_t152] == 'parasite') else 0))
    return _t153

# <rulerun evolution.rules: play_card #49 3024b6d0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t155 = 0
    for _t154 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (((_st_cvars[84 + _t154] == L[6]) and (_st_cvars[_t154] == 'fat_tissue')) and _st_cvars[252 + _t154]):
            _t155 += 1
    return _t155

# <rulerun evolution.rules: play_card #50 d5c30613>
def _loop(st, L):
    _st_cvars = st.cvars
    _t157 = 0
    for _t156 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t156] == L[6]) and (_st_cvars[_t156] == 'fat_tissue')):
            _t157 += 1
    return _t157

# <rulerun evolution.rules: play_card #51 5db89fc2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t159 = 0
    for _t158 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t158] == L[6]) and (_st_cvars[_t158] == 'fat_tissue')):
            _t159 += 1
    return _t159

# <rulerun evolution.rules: play_card #52 e73c0741>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain124(((((('animal ' + _plain124(_st_cvars[420 + L[6]]) + ' of ' + _player_text125(st.model.zone_instances[st.loc[L[6]]][1])) + ((' ' + _plain124(_a126(st, L))) if (not not (_a127(st, L) or ())) else '')) + (' food ' + _plain124(_st_cvars[504 + L[6]]) + '/' + _plain124((1 + _a128(st, L))))) + ((' fat ' + _plain124(_a129(st, L)) + '/' + _plain124(_a130(st, L))) if (_a131(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[6]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[6]] else ''))))

# <rulerun evolution.rules: play_card #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #54 e0fe4fb5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t165 = []
    for _t164 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t164] == L[7]) or (_st_cvars[168 + _t164] == L[7])):
            _t165.append(_st_cvars[_t164])
    return _t165

# <rulerun evolution.rules: play_card #55 6662e212>
def _loop(st, L):
    _st_cvars = st.cvars
    _t167 = []
    for _t166 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t166] == L[7]) or (_st_cvars[168 + _t166] == L[7])):
            _t167.append(_t166)
    return _t167

# <rulerun evolution.rules: play_card #56 5bfc516a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t169 = 0
    for _t168 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t168] == L[7]):
            _t169 += (1 if ((_st_cvars[_t168] == 'carnivorous') or (_st_cvars[_t168] == 'high_body_weight')) else (2 if (_st_cvars[_t168] == 'parasite') else 0))
    return _t169

# <rulerun evolution.rules: play_card #57 62b69851>
def _loop(st, L):
    _st_cvars = st.cvars
    _t171 = 0
    for _t170 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t170] == L[7]) and (_st_cvars[_t170] == 'fat_tissue')) and _st_cvars[252 + _t170]):
            _t171 += 1
    return _t171

# <rulerun evolution.rules: play_card #58 352800c1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t173 = 0
    for _t172 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t172] == L[7]) and (_st_cvars[_t172] == 'fat_tissue')):
            _t173 += 1
    return _t173

# <rulerun evolution.rules: play_card #59 674c44c8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t175 = 0
    for _t174 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t174] == L[7]) and (_st_cvars[_t174] == 'fat_tissue')):
            _t175 += 1
    return _t175

# <rulerun evolution.rules: play_card #60 efb5a932>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain134(((((('animal ' + _plain134(_st_cvars[420 + L[7]]) + ' of ' + _player_text135(st.model.zone_instances[st.loc[L[7]]][1])) + ((' ' + _plain134(_a136(st, L))) if (not not (_a137(st, L) or ())) else '')) + (' food ' + _plain134(_st_cvars[504 + L[7]]) + '/' + _plain134((1 + _a138(st, L))))) + ((' fat ' + _plain134(_a139(st, L)) + '/' + _plain134(_a140(st, L))) if (_a141(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else ''))))

# <rulerun evolution.rules: play_card #61 f9900bce>
def _loop(st, L, _t186):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t188 in st.zones[(9 + st.model.zone_instances[st.loc[_t186]][1])]:
        if ((_st_cvars[84 + _t188] == _t186) and (_st_cvars[_t188] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #62 9e8621c3>
def _loop(st, _t186):
    _st_cvars = st.cvars
    for _t190 in st.zones[(9 + st.model.zone_instances[st.loc[_t186]][1])]:
        if ((_st_cvars[84 + _t190] == _t186) and (_st_cvars[_t190] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #63 39d372eb>
def _loop(st, _t186):
    _st_cvars = st.cvars
    for _t192 in st.zones[(9 + st.model.zone_instances[st.loc[_t186]][1])]:
        if ((_st_cvars[84 + _t192] == _t186) and (_st_cvars[_t192] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #64 515e8ead>
def _loop(st, L):
    _l3 = L[3]
    _t187 = []
    for _t186 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a144(st, L, _t186))) and (not ((_l3 == 'scavenger') and _a145(st, _t186)))) and (not ((_l3 == 'carnivorous') and _a146(st, _t186)))):
            _t187.append(_t186)
    return _t187

# <rulerun evolution.rules: play_card #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #66 78651a13>
def _loop(st, L):
    _st_cvars = st.cvars
    _t195 = []
    for _t194 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t194] == L[8]) or (_st_cvars[168 + _t194] == L[8])):
            _t195.append(_st_cvars[_t194])
    return _t195

# <rulerun evolution.rules: play_card #67 bea2108f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t197 = []
    for _t196 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t196] == L[8]) or (_st_cvars[168 + _t196] == L[8])):
            _t197.append(_t196)
    return _t197

# <rulerun evolution.rules: play_card #68 2bae8ab8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t199 = 0
    for _t198 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (_st_cvars[84 + _t198] == L[8]):
            _t199 += (1 if ((_st_cvars[_t198] == 'carnivorous') or (_st_cvars[_t198] == 'high_body_weight')) else (2 if (_st_cvars[_t198] == 'parasite') else 0))
    return _t199

# <rulerun evolution.rules: play_card #69 a2796f28>
def _loop(st, L):
    _st_cvars = st.cvars
    _t201 = 0
    for _t200 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (((_st_cvars[84 + _t200] == L[8]) and (_st_cvars[_t200] == 'fat_tissue')) and _st_cvars[252 + _t200]):
            _t201 += 1
    return _t201

# <rulerun evolution.rules: play_card #70 6a16e7ab>
def _loop(st, L):
    _st_cvars = st.cvars
    _t203 = 0
    for _t202 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t202] == L[8]) and (_st_cvars[_t202] == 'fat_tissue')):
            _t203 += 1
    return _t203

# <rulerun evolution.rules: play_card #71 19e94f42>
def _loop(st, L):
    _st_cvars = st.cvars
    _t205 = 0
    for _t204 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t204] == L[8]) and (_st_cvars[_t204] == 'fat_tissue')):
            _t205 += 1
    return _t205

# <rulerun evolution.rules: play_card #72 c4ef5313>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain148(((((('animal ' + _plain148(_st_cvars[420 + L[8]]) + ' of ' + _player_text149(st.model.zone_instances[st.loc[L[8]]][1])) + ((' ' + _plain148(_a150(st, L))) if (not not (_a151(st, L) or ())) else '')) + (' food ' + _plain148(_st_cvars[504 + L[8]]) + '/' + _plain148((1 + _a152(st, L))))) + ((' fat ' + _plain148(_a153(st, L)) + '/' + _plain148(_a154(st, L))) if (_a155(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[8]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[8]] else ''))))

# <rulerun evolution.rules: play_card #73 playout ab5b0d86>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t73 = _NOT_YET
    _t66 = []
    for _t67 in ([_c69[_l1], _c70[_l1]] or ()):
        if ((_t67 != 'no_trait') and ((_t73 if _t73 is not _NOT_YET else (_t73 := _a75(st, L))) if (_t67 == 'parasite') else (_a79(st, L, _t67) if (((_t67 == 'symbiosis') or (_t67 == 'communication')) or (_t67 == 'cooperation')) else _a83(st, L, _t67)))):
            _t66.append(_t67)
    L[2] = _joined84(['animal'], _t66)
    _t89 = (L[2] or [])
    _t90 = _l0
    _t91 = len(_t89)
    if _t91 <= 1 and _st_log is None:
        L[3] = _t89[0] if _t91 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t92 = st.chooser(_t91, _t90)
        else:
            _t92 = _st_bits(_t91.bit_length())
            while _t92 >= _t91: _t92 = _st_bits(_t91.bit_length())
        L[3] = _t89[_t92]; st.decisions += 1
    elif _decide87(st, L, _t89, _t90): raise _PlayoutCut85()
    if (L[3] == 'animal'):
        _st_vars[11] = _st_vars[11] + 1
        _st_cvars[420 + _l1] = _st_vars[11]
        _t93 = _l1
        _t94 = (5 + _l0)
        if type(_t93) is int and _st_log is None:
            _t95 = _st_zones[_st_loc[_t93]]
            if _t95[-1] == _t93: _t95.pop()
            else: _t95.remove(_t93)
            _st_zones[_t94].append(_t93); _st_loc[_t93] = _t94
        elif _t93 is not None:
            _move_cards88(st, _t93, _t94, False)
        if _st_log is not None: _st_log.append(_Text92(_audience89(st), [_PlayerRef90(_l0), ' plays a new animal: animal ', _plain91(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = L[3]
    if (L[3] == 'parasite'):
        _t96 = (_a97(st, L) or [])
        _t114 = _l0
        _t115 = len(_t96)
        if _t115 <= 1 and _st_log is None:
            L[4] = _t96[0] if _t115 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t116 = st.chooser(_t115, _t114)
            else:
                _t116 = _st_bits(_t115.bit_length())
                while _t116 >= _t115: _t116 = _st_bits(_t115.bit_length())
            L[4] = _t96[_t116]; st.decisions += 1
        elif _decide107(st, L, _t96, _t114): raise _PlayoutCut85()
        _st_cvars[84 + _l1] = L[4]
        _t117 = _l1
        _t118 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t117) is int and _st_log is None:
            _t119 = _st_zones[_st_loc[_t117]]
            if _t119[-1] == _t117: _t119.pop()
            else: _t119.remove(_t117)
            _st_zones[_t118].append(_t117); _st_loc[_t117] = _t118
        elif _t117 is not None:
            _move_cards88(st, _t117, _t118, False)
        if _st_log is not None: _st_log.append(_Text92(_audience89(st), [_PlayerRef90(_l0), ' puts a parasite on ', _PlayerRef90(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain91(_st_cvars[420 + L[4]])]))
    elif (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
        _t120 = (_a111(st, L) or [])
        _t140 = _l0
        _t141 = len(_t120)
        if _t141 <= 1 and _st_log is None:
            L[5] = _t120[0] if _t141 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t142 = st.chooser(_t141, _t140)
            else:
                _t142 = _st_bits(_t141.bit_length())
                while _t142 >= _t141: _t142 = _st_bits(_t141.bit_length())
            L[5] = _t120[_t142]; st.decisions += 1
        elif _decide121(st, L, _t120, _t140): raise _PlayoutCut85()
        _t143 = (_a123(st, L) or [])
        _t160 = _l0
        _t161 = len(_t143)
        if _t161 <= 1 and _st_log is None:
            L[6] = _t143[0] if _t161 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t162 = st.chooser(_t161, _t160)
            else:
                _t162 = _st_bits(_t161.bit_length())
                while _t162 >= _t161: _t162 = _st_bits(_t161.bit_length())
            L[6] = _t143[_t162]; st.decisions += 1
        elif _decide133(st, L, _t143, _t160): raise _PlayoutCut85()
        _st_cvars[84 + _l1] = L[5]
        _st_cvars[168 + _l1] = L[6]
        if (L[3] == 'symbiosis'):
            _t163 = [L[5], L[6]]
            _t176 = _l0
            _t177 = len(_t163)
            if _t177 <= 1 and _st_log is None:
                L[7] = _t163[0] if _t177 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t178 = st.chooser(_t177, _t176)
                else:
                    _t178 = _st_bits(_t177.bit_length())
                    while _t178 >= _t177: _t178 = _st_bits(_t177.bit_length())
                L[7] = _t163[_t178]; st.decisions += 1
            elif _decide143(st, L, _t163, _t176): raise _PlayoutCut85()
            _st_cvars[84 + _l1] = L[7]
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            _t179 = _l1
            _t180 = (9 + _l0)
            if type(_t179) is int and _st_log is None:
                _t181 = _st_zones[_st_loc[_t179]]
                if _t181[-1] == _t179: _t181.pop()
                else: _t181.remove(_t179)
                _st_zones[_t180].append(_t179); _st_loc[_t179] = _t180
            elif _t179 is not None:
                _move_cards88(st, _t179, _t180, False)
            if _st_log is not None: _st_log.append(_Text92(_audience89(st), [_PlayerRef90(_l0), ' plays symbiosis: animal ', _plain91(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain91(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t182 = _l1
            _t183 = (9 + _l0)
            if type(_t182) is int and _st_log is None:
                _t184 = _st_zones[_st_loc[_t182]]
                if _t184[-1] == _t182: _t184.pop()
                else: _t184.remove(_t182)
                _st_zones[_t183].append(_t182); _st_loc[_t182] = _t183
            elif _t182 is not None:
                _move_cards88(st, _t182, _t183, False)
            if _st_log is not None: _st_log.append(_Text92(_audience89(st), [_PlayerRef90(_l0), ' plays ', _plain91(L[3]), ' between animal ', _plain91(_st_cvars[420 + L[5]]), ' and animal ', _plain91(_st_cvars[420 + L[6]])]))
    else:
        _t185 = (_a147(st, L) or [])
        _t206 = _l0
        _t207 = len(_t185)
        if _t207 <= 1 and _st_log is None:
            L[8] = _t185[0] if _t207 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t208 = st.chooser(_t207, _t206)
            else:
                _t208 = _st_bits(_t207.bit_length())
                while _t208 >= _t207: _t208 = _st_bits(_t207.bit_length())
            L[8] = _t185[_t208]; st.decisions += 1
        elif _decide157(st, L, _t185, _t206): raise _PlayoutCut85()
        _st_cvars[84 + _l1] = L[8]
        _t209 = _l1
        _t210 = (9 + _l0)
        if type(_t209) is int and _st_log is None:
            _t211 = _st_zones[_st_loc[_t209]]
            if _t211[-1] == _t209: _t211.pop()
            else: _t211.remove(_t209)
            _st_zones[_t210].append(_t209); _st_loc[_t209] = _t210
        elif _t209 is not None:
            _move_cards88(st, _t209, _t210, False)
        if _st_log is not None: _st_log.append(_Text92(_audience89(st), [_PlayerRef90(_l0), ' gives ', _plain91(L[3]), ' to animal ', _plain91(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: development #74 d5ec467b>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t62 = 0; _t63 = st.decisions
    while (len((L[0] or ())) < 4):
        _t62 += 1
        if _t62 > _LIMIT58[0] and _over_limit59(_t62, st, _t63): raise _Runaway60()
        for _t64 in (_o61[st.vars[1]] or []):
            L[3] = _t64
            if not ((not (_t64 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t64)]):
                if _st_log is not None: _st_log.append(_Text64(_audience62(st), [_PlayerRef63(_t64), ' has no cards and passes']))
                L[0] = _player66(_joined65(L[0], [_t64]), 4)
            else:
                _t65 = _st_zones[(1 + _t64)]
                if _offer68(st, L, _t65[:]): raise _PlayoutCut67()
                if (L[4] is None):
                    L[0] = _joined65(L[0], [_t64])
                else:
                    if _p158(st, [_t64, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: development #75 08215bcd>
def _native(st, L):
    return (len((L[0] or ())) < 4)

# <rulerun evolution.rules: development #76 d7852ef6>
def _native(st, L):
    return _o159[st.vars[1]]

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

# <rulerun evolution.rules: play_card #83 dfc0c37c>
def _loop(st, _t215):
    _st_cvars = st.cvars
    for _t217 in st.zones[(9 + st.model.zone_instances[st.loc[_t215]][1])]:
        if ((_st_cvars[84 + _t217] == _t215) and (_st_cvars[_t217] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #84 018c9d7a>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t214 = ([_c for _i in [5 + _p for _p in _k162] for _c in st.zones[_i]] or ())
    _budget163[0] -= len(_t214)
    if _budget163[0] < 0: _spent164(st)
    for _t215 in _t214:
        if ((st.model.zone_instances[_st_loc[_t215]][1] != _l0) and (not _a165(st, _t215))):
            return True
    return False

# <rulerun evolution.rules: play_card #85 63ea81ec>
def _loop(st, _t213, _t220, _t224):
    _st_cvars = st.cvars
    for _t225 in st.zones[(9 + st.model.zone_instances[st.loc[_t220]][1])]:
        if ((_st_cvars[_t225] == _t213) and (((_st_cvars[84 + _t225] == _t220) and (_st_cvars[168 + _t225] == _t224)) or ((_st_cvars[84 + _t225] == _t224) and (_st_cvars[168 + _t225] == _t220)))):
            return True
    return False

# <rulerun evolution.rules: play_card #86 6545cb37>
def _loop(st, L, _t213):
    _l0 = L[0]
    _st_zones = st.zones
    for _t220 in _st_zones[(5 + _l0)]:
        _t223 = _st_zones[(5 + _l0)]
        _budget167[0] -= len(_t223)
        if _budget167[0] < 0: _spent168(st)
        _t222 = False
        for _t224 in _t223:
            if ((_t220 != _t224) and (not _a169(st, _t213, _t220, _t224))):
                _t222 = True
                break
        if _t222:
            return True
    return False

# <rulerun evolution.rules: play_card #87 05d6d730>
def _loop(st, _t213, _t227):
    _st_cvars = st.cvars
    for _t229 in st.zones[(9 + st.model.zone_instances[st.loc[_t227]][1])]:
        if ((_st_cvars[84 + _t229] == _t227) and (_st_cvars[_t229] == _t213)):
            return True
    return False

# <rulerun evolution.rules: play_card #88 814f86c0>
def _loop(st, _t227):
    _st_cvars = st.cvars
    for _t231 in st.zones[(9 + st.model.zone_instances[st.loc[_t227]][1])]:
        if ((_st_cvars[84 + _t231] == _t227) and (_st_cvars[_t231] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #89 ab43cd37>
def _loop(st, _t227):
    _st_cvars = st.cvars
    for _t233 in st.zones[(9 + st.model.zone_instances[st.loc[_t227]][1])]:
        if ((_st_cvars[84 + _t233] == _t227) and (_st_cvars[_t233] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #90 a41ec056>
def _loop(st, L, _t213):
    for _t227 in st.zones[(5 + L[0])]:
        if ((((_t213 == 'fat_tissue') or (not _a171(st, _t213, _t227))) and (not ((_t213 == 'scavenger') and _a172(st, _t227)))) and (not ((_t213 == 'carnivorous') and _a173(st, _t227)))):
            return True
    return False

# <rulerun evolution.rules: play_card #91 5bad8997>
def _native(st, L):
    _l1 = L[1]
    _t219 = _NOT_YET
    _t212 = []
    for _t213 in ([_c160[_l1], _c161[_l1]] or ()):
        if ((_t213 != 'no_trait') and ((_t219 if _t219 is not _NOT_YET else (_t219 := _a166(st, L))) if (_t213 == 'parasite') else (_a170(st, L, _t213) if (((_t213 == 'symbiosis') or (_t213 == 'communication')) or (_t213 == 'cooperation')) else _a174(st, L, _t213)))):
            _t212.append(_t213)
    L[2] = _joined175(['animal'], _t212)

# <rulerun evolution.rules: play_card #92 4305a45d>
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
        _t235 = _l1
        _t236 = (5 + _l0)
        if type(_t235) is int and _st_log is None:
            _t237 = _st_zones[_st_loc[_t235]]
            if _t237[-1] == _t235: _t237.pop()
            else: _t237.remove(_t235)
            _st_zones[_t236].append(_t235); _st_loc[_t235] = _t236
        elif _t235 is not None:
            _move_cards176(st, _t235, _t236, False)
        if _st_log is not None: _st_log.append(_Text180(_audience177(st), [_PlayerRef178(_l0), ' plays a new animal: animal ', _plain179(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = _l3

# <rulerun evolution.rules: play_card #93 b222a647>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l4
    _t238 = _l1
    _t239 = (9 + st.model.zone_instances[_st_loc[_l4]][1])
    if type(_t238) is int and _st_log is None:
        _t240 = _st_zones[_st_loc[_t238]]
        if _t240[-1] == _t238: _t240.pop()
        else: _t240.remove(_t238)
        _st_zones[_t239].append(_t238); _st_loc[_t238] = _t239
    elif _t238 is not None:
        _move_cards181(st, _t238, _t239, False)
    if _st_log is not None: _st_log.append(_Text185(_audience182(st), [_PlayerRef183(L[0]), ' puts a parasite on ', _PlayerRef183(st.model.zone_instances[_st_loc[_l4]][1]), "'s animal ", _plain184(_st_cvars[420 + _l4])]))

# <rulerun evolution.rules: play_card #94 b90362e4>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_cvars[84 + _l1] = L[5]
    _st_cvars[168 + _l1] = L[6]

# <rulerun evolution.rules: play_card #95 3f915a64>
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
    _t241 = _l1
    _t242 = (9 + _l0)
    if type(_t241) is int and _st_log is None:
        _t243 = _st_zones[_st_loc[_t241]]
        if _t243[-1] == _t241: _t243.pop()
        else: _t243.remove(_t241)
        _st_zones[_t242].append(_t241); _st_loc[_t241] = _t242
    elif _t241 is not None:
        _move_cards186(st, _t241, _t242, False)
    if _st_log is not None: _st_log.append(_Text190(_audience187(st), [_PlayerRef188(_l0), ' plays symbiosis: animal ', _plain189(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain189(_st_cvars[420 + _st_cvars[168 + _l1]])]))

# <rulerun evolution.rules: play_card #96 29533a5b>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t244 = L[1]
    _t245 = (9 + _l0)
    if type(_t244) is int and _st_log is None:
        _t246 = _st_zones[_st_loc[_t244]]
        if _t246[-1] == _t244: _t246.pop()
        else: _t246.remove(_t244)
        _st_zones[_t245].append(_t244); _st_loc[_t244] = _t245
    elif _t244 is not None:
        _move_cards191(st, _t244, _t245, False)
    if _st_log is not None: _st_log.append(_Text195(_audience192(st), [_PlayerRef193(_l0), ' plays ', _plain194(L[3]), ' between animal ', _plain194(_st_cvars[420 + L[5]]), ' and animal ', _plain194(_st_cvars[420 + L[6]])]))

# <rulerun evolution.rules: play_card #97 38dbed22>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l8
    _t247 = _l1
    _t248 = (9 + _l0)
    if type(_t247) is int and _st_log is None:
        _t249 = _st_zones[_st_loc[_t247]]
        if _t249[-1] == _t247: _t249.pop()
        else: _t249.remove(_t247)
        _st_zones[_t248].append(_t247); _st_loc[_t247] = _t248
    elif _t247 is not None:
        _move_cards196(st, _t247, _t248, False)
    if _st_log is not None: _st_log.append(_Text200(_audience197(st), [_PlayerRef198(_l0), ' gives ', _plain199(L[3]), ' to animal ', _plain199(_st_cvars[420 + _l8])]))

# <rulerun evolution.rules: play_card #98 833c5735>
def _loop(st, _t252):
    _st_cvars = st.cvars
    for _t254 in st.zones[(9 + st.model.zone_instances[st.loc[_t252]][1])]:
        if ((_st_cvars[84 + _t254] == _t252) and (_st_cvars[_t254] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #99 8d6e143e>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t251 = ([_c for _i in [5 + _p for _p in _k201] for _c in st.zones[_i]] or ())
    _budget202[0] -= len(_t251)
    if _budget202[0] < 0: _spent203(st)
    _t253 = []
    for _t252 in _t251:
        if ((st.model.zone_instances[_st_loc[_t252]][1] != _l0) and (not _a204(st, _t252))):
            _t253.append(_t252)
    return _t253

# <rulerun evolution.rules: play_card #100 281d4067>
def _loop(st, L, _t263, _t267):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t268 in st.zones[(9 + st.model.zone_instances[st.loc[_t263]][1])]:
        if ((_st_cvars[_t268] == _l3) and (((_st_cvars[84 + _t268] == _t263) and (_st_cvars[168 + _t268] == _t267)) or ((_st_cvars[84 + _t268] == _t267) and (_st_cvars[168 + _t268] == _t263)))):
            return True
    return False

# <rulerun evolution.rules: play_card #101 1b63c00a>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t264 = []
    for _t263 in _st_zones[(5 + _l0)]:
        _t266 = _st_zones[(5 + _l0)]
        _budget214[0] -= len(_t266)
        if _budget214[0] < 0: _spent215(st)
        _t265 = False
        for _t267 in _t266:
            if ((_t263 != _t267) and (not _a216(st, L, _t263, _t267))):
                _t265 = True
                break
        if _t265:
            _t264.append(_t263)
    return _t264

# <rulerun evolution.rules: play_card #102 54dcc7cb>
def _loop(st, L, _t274):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t276 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t276] == _l3) and (((_st_cvars[84 + _t276] == _l5) and (_st_cvars[168 + _t276] == _t274)) or ((_st_cvars[84 + _t276] == _t274) and (_st_cvars[168 + _t276] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #103 5fbab425>
def _loop(st, L):
    _l5 = L[5]
    _t275 = []
    for _t274 in st.zones[(5 + L[0])]:
        if ((_l5 != _t274) and (not _a220(st, L, _t274))):
            _t275.append(_t274)
    return _t275

# <rulerun evolution.rules: play_card #104 1bd68445>
def _loop(st, L, _t292):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t294 in st.zones[(9 + st.model.zone_instances[st.loc[_t292]][1])]:
        if ((_st_cvars[84 + _t294] == _t292) and (_st_cvars[_t294] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #105 c0977259>
def _loop(st, _t292):
    _st_cvars = st.cvars
    for _t296 in st.zones[(9 + st.model.zone_instances[st.loc[_t292]][1])]:
        if ((_st_cvars[84 + _t296] == _t292) and (_st_cvars[_t296] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #106 6ab4d33d>
def _loop(st, _t292):
    _st_cvars = st.cvars
    for _t298 in st.zones[(9 + st.model.zone_instances[st.loc[_t292]][1])]:
        if ((_st_cvars[84 + _t298] == _t292) and (_st_cvars[_t298] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #107 d6bae293>
def _loop(st, L):
    _l3 = L[3]
    _t293 = []
    for _t292 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a226(st, L, _t292))) and (not ((_l3 == 'scavenger') and _a227(st, _t292)))) and (not ((_l3 == 'carnivorous') and _a228(st, _t292)))):
            _t293.append(_t292)
    return _t293

# <rulerun evolution.rules: play_card #108 8b328f11>
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
        _t250 = (_a205(st, L) or [])
        _t256 = _l0
        _t257 = len(_t250)
        if _t257 <= 1 and _st_log is None:
            L[4] = _t250[0] if _t257 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t258 = st.chooser(_t257, _t256)
            else:
                _t258 = _st_bits(_t257.bit_length())
                while _t258 >= _t257: _t258 = _st_bits(_t257.bit_length())
            L[4] = _t250[_t258]; st.decisions += 1
        elif _decide208(st, L, _t250, _t256): raise _PlayoutCut206()
        _st_cvars[84 + _l1] = L[4]
        _t259 = _l1
        _t260 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t259) is int and _st_log is None:
            _t261 = _st_zones[_st_loc[_t259]]
            if _t261[-1] == _t259: _t261.pop()
            else: _t261.remove(_t259)
            _st_zones[_t260].append(_t259); _st_loc[_t259] = _t260
        elif _t259 is not None:
            _move_cards209(st, _t259, _t260, False)
        if _st_log is not None: _st_log.append(_Text213(_audience210(st), [_PlayerRef211(_l0), ' puts a parasite on ', _PlayerRef211(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain212(_st_cvars[420 + L[4]])]))
    elif (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation')):
        _t262 = (_a217(st, L) or [])
        _t270 = _l0
        _t271 = len(_t262)
        if _t271 <= 1 and _st_log is None:
            L[5] = _t262[0] if _t271 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t272 = st.chooser(_t271, _t270)
            else:
                _t272 = _st_bits(_t271.bit_length())
                while _t272 >= _t271: _t272 = _st_bits(_t271.bit_length())
            L[5] = _t262[_t272]; st.decisions += 1
        elif _decide219(st, L, _t262, _t270): raise _PlayoutCut206()
        _t273 = (_a221(st, L) or [])
        _t278 = _l0
        _t279 = len(_t273)
        if _t279 <= 1 and _st_log is None:
            L[6] = _t273[0] if _t279 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t280 = st.chooser(_t279, _t278)
            else:
                _t280 = _st_bits(_t279.bit_length())
                while _t280 >= _t279: _t280 = _st_bits(_t279.bit_length())
            L[6] = _t273[_t280]; st.decisions += 1
        elif _decide223(st, L, _t273, _t278): raise _PlayoutCut206()
        _st_cvars[84 + _l1] = L[5]
        _st_cvars[168 + _l1] = L[6]
        if (_l3 == 'symbiosis'):
            _t281 = [L[5], L[6]]
            _t282 = _l0
            _t283 = len(_t281)
            if _t283 <= 1 and _st_log is None:
                L[7] = _t281[0] if _t283 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t284 = st.chooser(_t283, _t282)
                else:
                    _t284 = _st_bits(_t283.bit_length())
                    while _t284 >= _t283: _t284 = _st_bits(_t283.bit_length())
                L[7] = _t281[_t284]; st.decisions += 1
            elif _decide225(st, L, _t281, _t282): raise _PlayoutCut206()
            _st_cvars[84 + _l1] = L[7]
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            _t285 = _l1
            _t286 = (9 + _l0)
            if type(_t285) is int and _st_log is None:
                _t287 = _st_zones[_st_loc[_t285]]
                if _t287[-1] == _t285: _t287.pop()
                else: _t287.remove(_t285)
                _st_zones[_t286].append(_t285); _st_loc[_t285] = _t286
            elif _t285 is not None:
                _move_cards209(st, _t285, _t286, False)
            if _st_log is not None: _st_log.append(_Text213(_audience210(st), [_PlayerRef211(_l0), ' plays symbiosis: animal ', _plain212(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain212(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t288 = _l1
            _t289 = (9 + _l0)
            if type(_t288) is int and _st_log is None:
                _t290 = _st_zones[_st_loc[_t288]]
                if _t290[-1] == _t288: _t290.pop()
                else: _t290.remove(_t288)
                _st_zones[_t289].append(_t288); _st_loc[_t288] = _t289
            elif _t288 is not None:
                _move_cards209(st, _t288, _t289, False)
            if _st_log is not None: _st_log.append(_Text213(_audience210(st), [_PlayerRef211(_l0), ' plays ', _plain212(_l3), ' between animal ', _plain212(_st_cvars[420 + L[5]]), ' and animal ', _plain212(_st_cvars[420 + L[6]])]))
    else:
        _t291 = (_a229(st, L) or [])
        _t300 = _l0
        _t301 = len(_t291)
        if _t301 <= 1 and _st_log is None:
            L[8] = _t291[0] if _t301 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t302 = st.chooser(_t301, _t300)
            else:
                _t302 = _st_bits(_t301.bit_length())
                while _t302 >= _t301: _t302 = _st_bits(_t301.bit_length())
            L[8] = _t291[_t302]; st.decisions += 1
        elif _decide231(st, L, _t291, _t300): raise _PlayoutCut206()
        _st_cvars[84 + _l1] = L[8]
        _t303 = _l1
        _t304 = (9 + _l0)
        if type(_t303) is int and _st_log is None:
            _t305 = _st_zones[_st_loc[_t303]]
            if _t305[-1] == _t303: _t305.pop()
            else: _t305.remove(_t303)
            _st_zones[_t304].append(_t303); _st_loc[_t303] = _t304
        elif _t303 is not None:
            _move_cards209(st, _t303, _t304, False)
        if _st_log is not None: _st_log.append(_Text213(_audience210(st), [_PlayerRef211(_l0), ' gives ', _plain212(_l3), ' to animal ', _plain212(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: play_card #109 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: play_card #110 c1fbe227>
def _native(st, L):
    return (L[3] == 'parasite')

# <rulerun evolution.rules: play_card #111 39b14fd6>
def _loop(st, _t308):
    _st_cvars = st.cvars
    for _t309 in st.zones[(9 + st.model.zone_instances[st.loc[_t308]][1])]:
        if ((_st_cvars[84 + _t309] == _t308) and (_st_cvars[_t309] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #112 b9008dbc>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t307 = ([_c for _i in [5 + _p for _p in _k232] for _c in st.zones[_i]] or ())
    _budget233[0] -= len(_t307)
    if _budget233[0] < 0: _spent234(st)
    _t306 = []
    for _t308 in _t307:
        if ((st.model.zone_instances[_st_loc[_t308]][1] != _l0) and (not _a235(st, _t308))):
            _t306.append(_t308)
    return _t306

# <rulerun evolution.rules: play_card #113 fdc9239c>
def _native(st, L):
    _l3 = L[3]
    return (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation'))

# <rulerun evolution.rules: play_card #114 350af7b4>
def _loop(st, L, _t312, _t315):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t316 in st.zones[(9 + st.model.zone_instances[st.loc[_t312]][1])]:
        if ((_st_cvars[_t316] == _l3) and (((_st_cvars[84 + _t316] == _t312) and (_st_cvars[168 + _t316] == _t315)) or ((_st_cvars[84 + _t316] == _t315) and (_st_cvars[168 + _t316] == _t312)))):
            return True
    return False

# <rulerun evolution.rules: play_card #115 4f208e07>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t311 = []
    for _t312 in _st_zones[(5 + _l0)]:
        _t314 = _st_zones[(5 + _l0)]
        _budget236[0] -= len(_t314)
        if _budget236[0] < 0: _spent237(st)
        _t313 = False
        for _t315 in _t314:
            if ((_t312 != _t315) and (not _a238(st, L, _t312, _t315))):
                _t313 = True
                break
        if _t313:
            _t311.append(_t312)
    return _t311

# <rulerun evolution.rules: play_card #116 44222e34>
def _loop(st, L, _t319):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t320 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t320] == _l3) and (((_st_cvars[84 + _t320] == _l5) and (_st_cvars[168 + _t320] == _t319)) or ((_st_cvars[84 + _t320] == _t319) and (_st_cvars[168 + _t320] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #117 5344dbf8>
def _native(st, L):
    _l5 = L[5]
    _t318 = []
    for _t319 in st.zones[(5 + L[0])]:
        if ((_l5 != _t319) and (not _a239(st, L, _t319))):
            _t318.append(_t319)
    return _t318

# <rulerun evolution.rules: play_card #118 78824172>
def _native(st, L):
    return (L[3] == 'symbiosis')

# <rulerun evolution.rules: play_card #119 5a38dd93>
def _native(st, L):
    return [L[5], L[6]]

# <rulerun evolution.rules: play_card #120 c2743851>
def _loop(st, L, _t323):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t324 in st.zones[(9 + st.model.zone_instances[st.loc[_t323]][1])]:
        if ((_st_cvars[84 + _t324] == _t323) and (_st_cvars[_t324] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #121 86cf344d>
def _loop(st, _t323):
    _st_cvars = st.cvars
    for _t326 in st.zones[(9 + st.model.zone_instances[st.loc[_t323]][1])]:
        if ((_st_cvars[84 + _t326] == _t323) and (_st_cvars[_t326] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #122 d5eb30c6>
def _loop(st, _t323):
    _st_cvars = st.cvars
    for _t328 in st.zones[(9 + st.model.zone_instances[st.loc[_t323]][1])]:
        if ((_st_cvars[84 + _t328] == _t323) and (_st_cvars[_t328] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #123 12005f6e>
def _native(st, L):
    _l3 = L[3]
    _t322 = []
    for _t323 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a240(st, L, _t323))) and (not ((_l3 == 'scavenger') and _a241(st, _t323)))) and (not ((_l3 == 'carnivorous') and _a242(st, _t323)))):
            _t322.append(_t323)
    return _t322

# <rulerun evolution.rules: determining_the_food_base #124 20fff05d>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k243)
    _st_vars[3] = ((_roll244(st, 1, 6) + 2) if (4 == 2) else (_roll244(st, 2, 6) if (4 == 3) else ((_roll244(st, 2, 6) + 2) if (4 == 4) else ((_roll244(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll244(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll244(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll244(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _st_log is not None: _st_log.append(_Text248(_audience245(st), [_PlayerRef246(_st_vars[1]), ' rolls the food base: ', _plain247(_st_vars[3]), ' red tokens']))

# <rulerun evolution.rules: feeding #125 dd535b93>
def _loop(st, _t330):
    _st_cvars = st.cvars
    _t333 = []
    for _t332 in st.zones[(9 + st.model.zone_instances[st.loc[_t330]][1])]:
        if ((_st_cvars[84 + _t332] == _t330) or (_st_cvars[168 + _t332] == _t330)):
            _t333.append(_st_cvars[_t332])
    return _t333

# <rulerun evolution.rules: feeding #126 243ccd7f>
def _loop(st, _t330):
    _st_cvars = st.cvars
    _t335 = []
    for _t334 in st.zones[(9 + st.model.zone_instances[st.loc[_t330]][1])]:
        if ((_st_cvars[84 + _t334] == _t330) or (_st_cvars[168 + _t334] == _t330)):
            _t335.append(_t334)
    return _t335

# <rulerun evolution.rules: feeding #127 bd708cf3>
def _loop(st, _t330):
    _st_cvars = st.cvars
    _t337 = 0
    for _t336 in st.zones[(9 + st.model.zone_instances[st.loc[_t330]][1])]:
        if (_st_cvars[84 + _t336] == _t330):
            _t337 += (1 if ((_st_cvars[_t336] == 'carnivorous') or (_st_cvars[_t336] == 'high_body_weight')) else (2 if (_st_cvars[_t336] == 'parasite') else 0))
    return _t337

# <rulerun evolution.rules: feeding #128 e24e379b>
def _loop(st, _t330):
    _st_cvars = st.cvars
    _t339 = 0
    for _t338 in st.zones[(9 + st.model.zone_instances[st.loc[_t330]][1])]:
        if (((_st_cvars[84 + _t338] == _t330) and (_st_cvars[_t338] == 'fat_tissue')) and _st_cvars[252 + _t338]):
            _t339 += 1
    return _t339

# <rulerun evolution.rules: feeding #129 c35670a6>
def _loop(st, _t330):
    _st_cvars = st.cvars
    _t341 = 0
    for _t340 in st.zones[(9 + st.model.zone_instances[st.loc[_t330]][1])]:
        if ((_st_cvars[84 + _t340] == _t330) and (_st_cvars[_t340] == 'fat_tissue')):
            _t341 += 1
    return _t341

# <rulerun evolution.rules: feeding #130 bebf0c3a>
def _loop(st, _t330):
    _st_cvars = st.cvars
    _t343 = 0
    for _t342 in st.zones[(9 + st.model.zone_instances[st.loc[_t330]][1])]:
        if ((_st_cvars[84 + _t342] == _t330) and (_st_cvars[_t342] == 'fat_tissue')):
            _t343 += 1
    return _t343

# <rulerun evolution.rules: feeding #131 1d07f603>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _i8 = [None, None, None]
    _t331 = ([_c for _i in [5 + _p for _p in _k249] for _c in st.zones[_i]] or [])
    _budget250[0] -= len(_t331)
    if _budget250[0] < 0: _spent251(st)
    for _t330 in _t331:
        _i8[2] = _t330
        if _st_log is not None: _st_log.append(_Text261(_audience252(st), ['  ', _plain253(((((('animal ' + _plain253(_st_cvars[420 + _t330]) + ' of ' + _player_text254(st.model.zone_instances[st.loc[_t330]][1])) + ((' ' + _plain253(_a255(st, _t330))) if (not not (_a256(st, _t330) or ())) else '')) + (' food ' + _plain253(_st_cvars[504 + _t330]) + '/' + _plain253((1 + _a257(st, _t330))))) + ((' fat ' + _plain253(_a258(st, _t330)) + '/' + _plain253(_a259(st, _t330))) if (_a260(st, _t330) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t330] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t330] else ''))))]))

# <rulerun evolution.rules: feeding #132 5d6890d3>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text264(_audience262(st), [_plain263(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0

# <rulerun evolution.rules: show_animals #133 fdefc29d>
def _loop(st, _t344):
    _st_cvars = st.cvars
    _t347 = []
    for _t346 in st.zones[(9 + st.model.zone_instances[st.loc[_t344]][1])]:
        if ((_st_cvars[84 + _t346] == _t344) or (_st_cvars[168 + _t346] == _t344)):
            _t347.append(_st_cvars[_t346])
    return _t347

# <rulerun evolution.rules: show_animals #134 54098a58>
def _loop(st, _t344):
    _st_cvars = st.cvars
    _t349 = []
    for _t348 in st.zones[(9 + st.model.zone_instances[st.loc[_t344]][1])]:
        if ((_st_cvars[84 + _t348] == _t344) or (_st_cvars[168 + _t348] == _t344)):
            _t349.append(_t348)
    return _t349

# <rulerun evolution.rules: show_animals #135 bd767011>
def _loop(st, _t344):
    _st_cvars = st.cvars
    _t351 = 0
    for _t350 in st.zones[(9 + st.model.zone_instances[st.loc[_t344]][1])]:
        if (_st_cvars[84 + _t350] == _t344):
            _t351 += (1 if ((_st_cvars[_t350] == 'carnivorous') or (_st_cvars[_t350] == 'high_body_weight')) else (2 if (_st_cvars[_t350] == 'parasite') else 0))
    return _t351

# <rulerun evolution.rules: show_animals #136 0bb0a382>
def _loop(st, _t344):
    _st_cvars = st.cvars
    _t353 = 0
    for _t352 in st.zones[(9 + st.model.zone_instances[st.loc[_t344]][1])]:
        if (((_st_cvars[84 + _t352] == _t344) and (_st_cvars[_t352] == 'fat_tissue')) and _st_cvars[252 + _t352]):
            _t353 += 1
    return _t353

# <rulerun evolution.rules: show_animals #137 5523a00d>
def _loop(st, _t344):
    _st_cvars = st.cvars
    _t355 = 0
    for _t354 in st.zones[(9 + st.model.zone_instances[st.loc[_t344]][1])]:
        if ((_st_cvars[84 + _t354] == _t344) and (_st_cvars[_t354] == 'fat_tissue')):
            _t355 += 1
    return _t355

# <rulerun evolution.rules: show_animals #138 e22225e5>
def _loop(st, _t344):
    _st_cvars = st.cvars
    _t357 = 0
    for _t356 in st.zones[(9 + st.model.zone_instances[st.loc[_t344]][1])]:
        if ((_st_cvars[84 + _t356] == _t344) and (_st_cvars[_t356] == 'fat_tissue')):
            _t357 += 1
    return _t357

# <rulerun evolution.rules: show_animals #139 e61553bf>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _t345 = ([_c for _i in [5 + _p for _p in _k265] for _c in st.zones[_i]] or [])
    _budget266[0] -= len(_t345)
    if _budget266[0] < 0: _spent267(st)
    for _t344 in _t345:
        L[2] = _t344
        if _st_log is not None: _st_log.append(_Text277(_audience268(st), ['  ', _plain269(((((('animal ' + _plain269(_st_cvars[420 + _t344]) + ' of ' + _player_text270(st.model.zone_instances[st.loc[_t344]][1])) + ((' ' + _plain269(_a271(st, _t344))) if (not not (_a272(st, _t344) or ())) else '')) + (' food ' + _plain269(_st_cvars[504 + _t344]) + '/' + _plain269((1 + _a273(st, _t344))))) + ((' fat ' + _plain269(_a274(st, _t344)) + '/' + _plain269(_a275(st, _t344))) if (_a276(st, _t344) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t344] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t344] else ''))))]))

# <rulerun evolution.rules: feeding_laps #140 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #141 2dbc1bab>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = _st_vars[4] + 1
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #142 836d0f07>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = _st_vars[6] + 1
    if (_st_vars[6] >= 4):
        if _st_log is not None: _st_log.append(_Text279(_audience278(st), ['A full lap passes without any action: the feeding phase ends']))
        return 2

# <rulerun evolution.rules: feeding_laps #143 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: feeding_laps #144 3a13f1a5>
def _native(st, L):
    return _o280[st.vars[1]]

# <rulerun evolution.rules: feeding_laps #145 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: feeding_end_check #146 2bb7c74e>
def _loop(st, _t360):
    _st_cvars = st.cvars
    _t362 = 0
    for _t361 in st.zones[(9 + st.model.zone_instances[st.loc[_t360]][1])]:
        if (_st_cvars[84 + _t361] == _t360):
            _t362 += (1 if ((_st_cvars[_t361] == 'carnivorous') or (_st_cvars[_t361] == 'high_body_weight')) else (2 if (_st_cvars[_t361] == 'parasite') else 0))
    return _t362

# <rulerun evolution.rules: feeding_end_check #147 4f20079e>
def _loop(st, _t360):
    _st_cvars = st.cvars
    _t364 = 0
    for _t363 in st.zones[(9 + st.model.zone_instances[st.loc[_t360]][1])]:
        if (((_st_cvars[84 + _t363] == _t360) and (_st_cvars[_t363] == 'fat_tissue')) and _st_cvars[252 + _t363]):
            _t364 += 1
    return _t364

# <rulerun evolution.rules: feeding_end_check #148 6c8a6e93>
def _loop(st, _t360):
    _st_cvars = st.cvars
    _t366 = 0
    for _t365 in st.zones[(9 + st.model.zone_instances[st.loc[_t360]][1])]:
        if ((_st_cvars[84 + _t365] == _t360) and (_st_cvars[_t365] == 'fat_tissue')):
            _t366 += 1
    return _t366

# <rulerun evolution.rules: feeding_end_check #149 58868f7a>
def _loop(st, _t369):
    _st_cvars = st.cvars
    _t372 = 0
    for _t371 in st.zones[(9 + st.model.zone_instances[st.loc[_t369]][1])]:
        if (_st_cvars[84 + _t371] == _t369):
            _t372 += (1 if ((_st_cvars[_t371] == 'carnivorous') or (_st_cvars[_t371] == 'high_body_weight')) else (2 if (_st_cvars[_t371] == 'parasite') else 0))
    return _t372

# <rulerun evolution.rules: feeding_end_check #150 bfa6efab>
def _loop(st, _t369):
    _st_cvars = st.cvars
    _t374 = 0
    for _t373 in st.zones[(9 + st.model.zone_instances[st.loc[_t369]][1])]:
        if (((_st_cvars[84 + _t373] == _t369) and (_st_cvars[_t373] == 'fat_tissue')) and _st_cvars[252 + _t373]):
            _t374 += 1
    return _t374

# <rulerun evolution.rules: feeding_end_check #151 89b74417>
def _loop(st, _t369):
    _st_cvars = st.cvars
    _t376 = 0
    for _t375 in st.zones[(9 + st.model.zone_instances[st.loc[_t369]][1])]:
        if ((_st_cvars[84 + _t375] == _t369) and (_st_cvars[_t375] == 'fat_tissue')):
            _t376 += 1
    return _t376

# <rulerun evolution.rules: feeding_end_check #152 57d79df5>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t380 = 0
    for _t379 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t377]]][1])]:
        if (_st_cvars[84 + _t379] == _st_cvars[84 + _t377]):
            _t380 += (1 if ((_st_cvars[_t379] == 'carnivorous') or (_st_cvars[_t379] == 'high_body_weight')) else (2 if (_st_cvars[_t379] == 'parasite') else 0))
    return _t380

# <rulerun evolution.rules: feeding_end_check #153 420745d8>
def _loop(st, _t369):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t377 in st.zones[(9 + st.model.zone_instances[st.loc[_t369]][1])]:
        if (((_st_cvars[_t377] == 'symbiosis') and (_st_cvars[168 + _t377] == _t369)) and (not ((_st_cvars[924 + _st_cvars[84 + _t377]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t377]] >= (1 + _a294(st, _t377)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #154 370ee1cc>
def _loop(st, _t368):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t369 in st.zones[(5 + _t368)]:
        if ((not ((_st_cvars[924 + _t369] == _st_vars[0]) or ((_st_cvars[504 + _t369] >= (1 + _a291(st, _t369))) and (_a292(st, _t369) >= _a293(st, _t369))))) and (not _a295(st, _t369))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #155 15c9eeec>
def _loop(st, _t381):
    _st_cvars = st.cvars
    for _t383 in st.zones[(9 + st.model.zone_instances[st.loc[_t381]][1])]:
        if ((_st_cvars[84 + _t383] == _t381) and (_st_cvars[_t383] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #156 645b4892>
def _loop(st, _t381):
    _st_cvars = st.cvars
    _t386 = 0
    for _t385 in st.zones[(9 + st.model.zone_instances[st.loc[_t381]][1])]:
        if (_st_cvars[84 + _t385] == _t381):
            _t386 += (1 if ((_st_cvars[_t385] == 'carnivorous') or (_st_cvars[_t385] == 'high_body_weight')) else (2 if (_st_cvars[_t385] == 'parasite') else 0))
    return _t386

# <rulerun evolution.rules: feeding_end_check #157 dd802c20>
def _loop(st, _t381):
    _st_cvars = st.cvars
    _t388 = 0
    for _t387 in st.zones[(9 + st.model.zone_instances[st.loc[_t381]][1])]:
        if (((_st_cvars[84 + _t387] == _t381) and (_st_cvars[_t387] == 'fat_tissue')) and _st_cvars[252 + _t387]):
            _t388 += 1
    return _t388

# <rulerun evolution.rules: feeding_end_check #158 558ac901>
def _loop(st, _t381):
    _st_cvars = st.cvars
    _t390 = 0
    for _t389 in st.zones[(9 + st.model.zone_instances[st.loc[_t381]][1])]:
        if ((_st_cvars[84 + _t389] == _t381) and (_st_cvars[_t389] == 'fat_tissue')):
            _t390 += 1
    return _t390

# <rulerun evolution.rules: feeding_end_check #159 3489a800>
def _loop(st, _t391):
    _st_cvars = st.cvars
    _t394 = 0
    for _t393 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t391]]][1])]:
        if (_st_cvars[84 + _t393] == _st_cvars[84 + _t391]):
            _t394 += (1 if ((_st_cvars[_t393] == 'carnivorous') or (_st_cvars[_t393] == 'high_body_weight')) else (2 if (_st_cvars[_t393] == 'parasite') else 0))
    return _t394

# <rulerun evolution.rules: feeding_end_check #160 f185919f>
def _loop(st, _t381):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t391 in st.zones[(9 + st.model.zone_instances[st.loc[_t381]][1])]:
        if (((_st_cvars[_t391] == 'symbiosis') and (_st_cvars[168 + _t391] == _t381)) and (not ((_st_cvars[924 + _st_cvars[84 + _t391]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t391]] >= (1 + _a301(st, _t391)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #161 f857ebf1>
def _loop(st, _t396):
    _st_cvars = st.cvars
    for _t398 in st.zones[(9 + st.model.zone_instances[st.loc[_t396]][1])]:
        if ((_st_cvars[84 + _t398] == _t396) and (_st_cvars[_t398] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #162 bda098e8>
def _loop(st, _t381):
    _st_cvars = st.cvars
    for _t400 in st.zones[(9 + st.model.zone_instances[st.loc[_t381]][1])]:
        if ((_st_cvars[84 + _t400] == _t381) and (_st_cvars[_t400] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #163 e2cc65bb>
def _loop(st, _t396):
    _st_cvars = st.cvars
    for _t404 in st.zones[(9 + st.model.zone_instances[st.loc[_t396]][1])]:
        if ((_st_cvars[84 + _t404] == _t396) and (_st_cvars[_t404] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #164 b453e521>
def _loop(st, _t381):
    _st_cvars = st.cvars
    for _t406 in st.zones[(9 + st.model.zone_instances[st.loc[_t381]][1])]:
        if ((_st_cvars[84 + _t406] == _t381) and (_st_cvars[_t406] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #165 ef4cac83>
def _loop(st, _t396):
    _st_cvars = st.cvars
    for _t410 in st.zones[(9 + st.model.zone_instances[st.loc[_t396]][1])]:
        if ((_st_cvars[84 + _t410] == _t396) and (_st_cvars[_t410] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #166 4bed860e>
def _loop(st, _t381):
    _st_cvars = st.cvars
    for _t412 in st.zones[(9 + st.model.zone_instances[st.loc[_t381]][1])]:
        if ((_st_cvars[84 + _t412] == _t381) and (_st_cvars[_t412] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #167 0f7100eb>
def _loop(st, _t396):
    _st_cvars = st.cvars
    for _t416 in st.zones[(9 + st.model.zone_instances[st.loc[_t396]][1])]:
        if ((_st_cvars[84 + _t416] == _t396) and (_st_cvars[_t416] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #168 c70b3fec>
def _loop(st, _t396):
    _st_cvars = st.cvars
    _t419 = 0
    for _t418 in st.zones[(9 + st.model.zone_instances[st.loc[_t396]][1])]:
        if (_st_cvars[84 + _t418] == _t396):
            _t419 += (1 if ((_st_cvars[_t418] == 'carnivorous') or (_st_cvars[_t418] == 'high_body_weight')) else (2 if (_st_cvars[_t418] == 'parasite') else 0))
    return _t419

# <rulerun evolution.rules: feeding_end_check #169 f053a422>
def _loop(st, _t396):
    _st_cvars = st.cvars
    for _t420 in st.zones[(9 + st.model.zone_instances[st.loc[_t396]][1])]:
        if ((_st_cvars[_t420] == 'symbiosis') and (_st_cvars[168 + _t420] == _t396)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #170 768bd111>
def _loop(st, _t381):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t395 = ([_c for _i in [5 + _p for _p in _k303] for _c in st.zones[_i]] or ())
    _budget304[0] -= len(_t395)
    if _budget304[0] < 0: _spent305(st)
    _t402 = _NOT_YET
    _t403 = _NOT_YET
    _t408 = _NOT_YET
    _t409 = _NOT_YET
    _t414 = _NOT_YET
    _t415 = _NOT_YET
    for _t396 in _t395:
        if ((((((_t381 != _t396) and ((not _a306(st, _t396)) or (_t403 if _t403 is not _NOT_YET else (_t403 := (_t402 if _t402 is not _NOT_YET else (_t402 := _a307(st, _t381))))))) and ((not _a308(st, _t396)) or (_t409 if _t409 is not _NOT_YET else (_t409 := (_t408 if _t408 is not _NOT_YET else (_t408 := _a309(st, _t381))))))) and (_a310(st, _t396) == (_t415 if _t415 is not _NOT_YET else (_t415 := (_t414 if _t414 is not _NOT_YET else (_t414 := _a311(st, _t381))))))) and (not (_a312(st, _t396) and ((_st_cvars[924 + _t396] == _st_vars[0]) or (_st_cvars[504 + _t396] >= (1 + _a313(st, _t396))))))) and (not _a314(st, _t396))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #171 888b1ce3>
def _loop(st, _t368):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t381 in st.zones[(5 + _t368)]:
        if (((_a297(st, _t381) and (_st_cvars[672 + _t381] != _st_vars[0])) and ((not ((_st_cvars[924 + _t381] == _st_vars[0]) or ((_st_cvars[504 + _t381] >= (1 + _a298(st, _t381))) and (_a299(st, _t381) >= _a300(st, _t381))))) and (not _a302(st, _t381)))) and _a315(st, _t381)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #172 a1cc487a>
def _loop(st, _t422):
    _st_cvars = st.cvars
    _t425 = 0
    for _t424 in st.zones[(9 + st.model.zone_instances[st.loc[_t422]][1])]:
        if (_st_cvars[84 + _t424] == _t422):
            _t425 += (1 if ((_st_cvars[_t424] == 'carnivorous') or (_st_cvars[_t424] == 'high_body_weight')) else (2 if (_st_cvars[_t424] == 'parasite') else 0))
    return _t425

# <rulerun evolution.rules: feeding_end_check #173 e51e936f>
def _loop(st, _t422):
    _st_cvars = st.cvars
    _t427 = 0
    for _t426 in st.zones[(9 + st.model.zone_instances[st.loc[_t422]][1])]:
        if (((_st_cvars[84 + _t426] == _t422) and (_st_cvars[_t426] == 'fat_tissue')) and _st_cvars[252 + _t426]):
            _t427 += 1
    return _t427

# <rulerun evolution.rules: feeding_end_check #174 6aee8d0b>
def _loop(st, _t368):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t422 in st.zones[(5 + _t368)]:
        if ((not ((_st_cvars[924 + _t422] == _st_vars[0]) or (_st_cvars[504 + _t422] >= (1 + _a317(st, _t422))))) and (_a318(st, _t422) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #175 96abbfa7>
def _loop(st, _t428):
    _st_cvars = st.cvars
    for _t430 in st.zones[(9 + st.model.zone_instances[st.loc[_t428]][1])]:
        if ((_st_cvars[84 + _t430] == _t428) and (_st_cvars[_t430] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #176 0024738f>
def _loop(st, _t428):
    _st_cvars = st.cvars
    _t433 = 0
    for _t432 in st.zones[(9 + st.model.zone_instances[st.loc[_t428]][1])]:
        if (_st_cvars[84 + _t432] == _t428):
            _t433 += (1 if ((_st_cvars[_t432] == 'carnivorous') or (_st_cvars[_t432] == 'high_body_weight')) else (2 if (_st_cvars[_t432] == 'parasite') else 0))
    return _t433

# <rulerun evolution.rules: feeding_end_check #177 eb816803>
def _loop(st, _t428):
    _st_cvars = st.cvars
    _t435 = 0
    for _t434 in st.zones[(9 + st.model.zone_instances[st.loc[_t428]][1])]:
        if (_st_cvars[84 + _t434] == _t428):
            _t435 += (1 if ((_st_cvars[_t434] == 'carnivorous') or (_st_cvars[_t434] == 'high_body_weight')) else (2 if (_st_cvars[_t434] == 'parasite') else 0))
    return _t435

# <rulerun evolution.rules: feeding_end_check #178 6291f02b>
def _loop(st, _t428):
    _st_cvars = st.cvars
    _t437 = 0
    for _t436 in st.zones[(9 + st.model.zone_instances[st.loc[_t428]][1])]:
        if (((_st_cvars[84 + _t436] == _t428) and (_st_cvars[_t436] == 'fat_tissue')) and _st_cvars[252 + _t436]):
            _t437 += 1
    return _t437

# <rulerun evolution.rules: feeding_end_check #179 23d9fe4f>
def _loop(st, _t428):
    _st_cvars = st.cvars
    _t439 = 0
    for _t438 in st.zones[(9 + st.model.zone_instances[st.loc[_t428]][1])]:
        if ((_st_cvars[84 + _t438] == _t428) and (_st_cvars[_t438] == 'fat_tissue')):
            _t439 += 1
    return _t439

# <rulerun evolution.rules: feeding_end_check #180 5ea200a2>
def _loop(st, _t440):
    _st_cvars = st.cvars
    _t443 = 0
    for _t442 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t440]]][1])]:
        if (_st_cvars[84 + _t442] == _st_cvars[84 + _t440]):
            _t443 += (1 if ((_st_cvars[_t442] == 'carnivorous') or (_st_cvars[_t442] == 'high_body_weight')) else (2 if (_st_cvars[_t442] == 'parasite') else 0))
    return _t443

# <rulerun evolution.rules: feeding_end_check #181 01798947>
def _loop(st, _t428):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t440 in st.zones[(9 + st.model.zone_instances[st.loc[_t428]][1])]:
        if (((_st_cvars[_t440] == 'symbiosis') and (_st_cvars[168 + _t440] == _t428)) and (not ((_st_cvars[924 + _st_cvars[84 + _t440]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t440]] >= (1 + _a325(st, _t440)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #182 b6adb954>
def _loop(st, _t445):
    _st_cvars = st.cvars
    _t448 = 0
    for _t447 in st.zones[(9 + st.model.zone_instances[st.loc[_t445]][1])]:
        if (_st_cvars[84 + _t447] == _t445):
            _t448 += (1 if ((_st_cvars[_t447] == 'carnivorous') or (_st_cvars[_t447] == 'high_body_weight')) else (2 if (_st_cvars[_t447] == 'parasite') else 0))
    return _t448

# <rulerun evolution.rules: feeding_end_check #183 7d46a686>
def _loop(st, _t428):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t444 = ([_c for _i in [5 + _p for _p in _k327] for _c in st.zones[_i]] or ())
    _budget328[0] -= len(_t444)
    if _budget328[0] < 0: _spent329(st)
    for _t445 in _t444:
        if ((_t445 != _t428) and ((not ((_st_cvars[924 + _t445] == _st_vars[0]) or (_st_cvars[504 + _t445] >= (1 + _a330(st, _t445))))) and (_st_cvars[504 + _t445] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #184 157f1cbc>
def _loop(st, _t428):
    _st_cvars = st.cvars
    for _t449 in st.zones[(9 + st.model.zone_instances[st.loc[_t428]][1])]:
        if ((_st_cvars[84 + _t449] == _t428) and (_st_cvars[_t449] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #185 5d1ab662>
def _loop(st, _t428):
    _st_cvars = st.cvars
    _t452 = 0
    for _t451 in st.zones[(9 + st.model.zone_instances[st.loc[_t428]][1])]:
        if (_st_cvars[84 + _t451] == _t428):
            _t452 += (1 if ((_st_cvars[_t451] == 'carnivorous') or (_st_cvars[_t451] == 'high_body_weight')) else (2 if (_st_cvars[_t451] == 'parasite') else 0))
    return _t452

# <rulerun evolution.rules: feeding_end_check #186 dc8e1ac7>
def _loop(st, _t428):
    _st_cvars = st.cvars
    for _t453 in st.zones[(9 + st.model.zone_instances[st.loc[_t428]][1])]:
        if ((_st_cvars[84 + _t453] == _t428) and (_st_cvars[_t453] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #187 3e2ab44e>
def _loop(st, _t368):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t428 in st.zones[(5 + _t368)]:
        if ((((((_a320(st, _t428) and (_st_cvars[756 + _t428] != _st_vars[0])) and (not ((_st_cvars[924 + _t428] == _st_vars[0]) or (_st_cvars[504 + _t428] >= (1 + _a321(st, _t428)))))) and ((not ((_st_cvars[924 + _t428] == _st_vars[0]) or ((_st_cvars[504 + _t428] >= (1 + _a322(st, _t428))) and (_a323(st, _t428) >= _a324(st, _t428))))) and (not _a326(st, _t428)))) and _a331(st, _t428)) or ((((_a332(st, _t428) and (_st_cvars[924 + _t428] != _st_vars[0])) and (_st_cvars[924 + _t428] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t428] == _st_vars[0]) or (_st_cvars[504 + _t428] >= (1 + _a333(st, _t428))))))) or ((_st_vars[3] > 0) and _a334(st, _t428))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #188 c7b0a8ea>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t359 = ([_c for _i in [5 + _p for _p in _k281] for _c in st.zones[_i]] or ())
    _budget282[0] -= len(_t359)
    if _budget282[0] < 0: _spent283(st)
    _t358 = True
    for _t360 in _t359:
        if not (((_st_cvars[924 + _t360] == _st_vars[0]) or ((_st_cvars[504 + _t360] >= (1 + _a284(st, _t360))) and (_a285(st, _t360) >= _a286(st, _t360))))):
            _t358 = False
            break
    if _t358:
        if _st_log is not None: _st_log.append(_Text288(_audience287(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo289(6)
    _t367 = False
    for _t368 in (_k290 or ()):
        if (((((_st_vars[3] > 0) and _a296(st, _t368)) or _a316(st, _t368)) or _a319(st, _t368)) or _a335(st, _t368)):
            _t367 = True
            break
    if (not _t367):
        if _st_log is not None: _st_log.append(_Text288(_audience287(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo289(6)

# <rulerun evolution.rules: feeding_turn_of #189 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #190 46d7ad33>
def _loop(st, _t457):
    _st_cvars = st.cvars
    _t459 = 0
    for _t458 in st.zones[(9 + st.model.zone_instances[st.loc[_t457]][1])]:
        if (_st_cvars[84 + _t458] == _t457):
            _t459 += (1 if ((_st_cvars[_t458] == 'carnivorous') or (_st_cvars[_t458] == 'high_body_weight')) else (2 if (_st_cvars[_t458] == 'parasite') else 0))
    return _t459

# <rulerun evolution.rules: feeding_turn_of #191 47b193cb>
def _loop(st, _t457):
    _st_cvars = st.cvars
    _t461 = 0
    for _t460 in st.zones[(9 + st.model.zone_instances[st.loc[_t457]][1])]:
        if (((_st_cvars[84 + _t460] == _t457) and (_st_cvars[_t460] == 'fat_tissue')) and _st_cvars[252 + _t460]):
            _t461 += 1
    return _t461

# <rulerun evolution.rules: feeding_turn_of #192 4552f6f5>
def _loop(st, _t457):
    _st_cvars = st.cvars
    _t463 = 0
    for _t462 in st.zones[(9 + st.model.zone_instances[st.loc[_t457]][1])]:
        if ((_st_cvars[84 + _t462] == _t457) and (_st_cvars[_t462] == 'fat_tissue')):
            _t463 += 1
    return _t463

# <rulerun evolution.rules: feeding_turn_of #193 0e2728d6>
def _loop(st, _t466):
    _st_cvars = st.cvars
    _t469 = 0
    for _t468 in st.zones[(9 + st.model.zone_instances[st.loc[_t466]][1])]:
        if (_st_cvars[84 + _t468] == _t466):
            _t469 += (1 if ((_st_cvars[_t468] == 'carnivorous') or (_st_cvars[_t468] == 'high_body_weight')) else (2 if (_st_cvars[_t468] == 'parasite') else 0))
    return _t469

# <rulerun evolution.rules: feeding_turn_of #194 87c5d4ac>
def _loop(st, _t466):
    _st_cvars = st.cvars
    _t471 = 0
    for _t470 in st.zones[(9 + st.model.zone_instances[st.loc[_t466]][1])]:
        if (((_st_cvars[84 + _t470] == _t466) and (_st_cvars[_t470] == 'fat_tissue')) and _st_cvars[252 + _t470]):
            _t471 += 1
    return _t471

# <rulerun evolution.rules: feeding_turn_of #195 73efcdba>
def _loop(st, _t466):
    _st_cvars = st.cvars
    _t473 = 0
    for _t472 in st.zones[(9 + st.model.zone_instances[st.loc[_t466]][1])]:
        if ((_st_cvars[84 + _t472] == _t466) and (_st_cvars[_t472] == 'fat_tissue')):
            _t473 += 1
    return _t473

# <rulerun evolution.rules: feeding_turn_of #196 13937745>
def _loop(st, _t474):
    _st_cvars = st.cvars
    _t477 = 0
    for _t476 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t474]]][1])]:
        if (_st_cvars[84 + _t476] == _st_cvars[84 + _t474]):
            _t477 += (1 if ((_st_cvars[_t476] == 'carnivorous') or (_st_cvars[_t476] == 'high_body_weight')) else (2 if (_st_cvars[_t476] == 'parasite') else 0))
    return _t477

# <rulerun evolution.rules: feeding_turn_of #197 fee24990>
def _loop(st, _t466):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t474 in st.zones[(9 + st.model.zone_instances[st.loc[_t466]][1])]:
        if (((_st_cvars[_t474] == 'symbiosis') and (_st_cvars[168 + _t474] == _t466)) and (not ((_st_cvars[924 + _st_cvars[84 + _t474]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t474]] >= (1 + _a349(st, _t474)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #198 d39f4b11>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t466 in st.zones[(5 + _t465)]:
        if ((not ((_st_cvars[924 + _t466] == _st_vars[0]) or ((_st_cvars[504 + _t466] >= (1 + _a346(st, _t466))) and (_a347(st, _t466) >= _a348(st, _t466))))) and (not _a350(st, _t466))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #199 6418b9a3>
def _loop(st, _t478):
    _st_cvars = st.cvars
    for _t480 in st.zones[(9 + st.model.zone_instances[st.loc[_t478]][1])]:
        if ((_st_cvars[84 + _t480] == _t478) and (_st_cvars[_t480] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #200 c87d96ed>
def _loop(st, _t478):
    _st_cvars = st.cvars
    _t483 = 0
    for _t482 in st.zones[(9 + st.model.zone_instances[st.loc[_t478]][1])]:
        if (_st_cvars[84 + _t482] == _t478):
            _t483 += (1 if ((_st_cvars[_t482] == 'carnivorous') or (_st_cvars[_t482] == 'high_body_weight')) else (2 if (_st_cvars[_t482] == 'parasite') else 0))
    return _t483

# <rulerun evolution.rules: feeding_turn_of #201 625efc7a>
def _loop(st, _t478):
    _st_cvars = st.cvars
    _t485 = 0
    for _t484 in st.zones[(9 + st.model.zone_instances[st.loc[_t478]][1])]:
        if (((_st_cvars[84 + _t484] == _t478) and (_st_cvars[_t484] == 'fat_tissue')) and _st_cvars[252 + _t484]):
            _t485 += 1
    return _t485

# <rulerun evolution.rules: feeding_turn_of #202 1bc162bd>
def _loop(st, _t478):
    _st_cvars = st.cvars
    _t487 = 0
    for _t486 in st.zones[(9 + st.model.zone_instances[st.loc[_t478]][1])]:
        if ((_st_cvars[84 + _t486] == _t478) and (_st_cvars[_t486] == 'fat_tissue')):
            _t487 += 1
    return _t487

# <rulerun evolution.rules: feeding_turn_of #203 526f5bd1>
def _loop(st, _t488):
    _st_cvars = st.cvars
    _t491 = 0
    for _t490 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t488]]][1])]:
        if (_st_cvars[84 + _t490] == _st_cvars[84 + _t488]):
            _t491 += (1 if ((_st_cvars[_t490] == 'carnivorous') or (_st_cvars[_t490] == 'high_body_weight')) else (2 if (_st_cvars[_t490] == 'parasite') else 0))
    return _t491

# <rulerun evolution.rules: feeding_turn_of #204 00005c59>
def _loop(st, _t478):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t488 in st.zones[(9 + st.model.zone_instances[st.loc[_t478]][1])]:
        if (((_st_cvars[_t488] == 'symbiosis') and (_st_cvars[168 + _t488] == _t478)) and (not ((_st_cvars[924 + _st_cvars[84 + _t488]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t488]] >= (1 + _a356(st, _t488)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #205 e456de3f>
def _loop(st, _t493):
    _st_cvars = st.cvars
    for _t495 in st.zones[(9 + st.model.zone_instances[st.loc[_t493]][1])]:
        if ((_st_cvars[84 + _t495] == _t493) and (_st_cvars[_t495] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #206 8ae480fb>
def _loop(st, _t478):
    _st_cvars = st.cvars
    for _t497 in st.zones[(9 + st.model.zone_instances[st.loc[_t478]][1])]:
        if ((_st_cvars[84 + _t497] == _t478) and (_st_cvars[_t497] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #207 6bb230b5>
def _loop(st, _t493):
    _st_cvars = st.cvars
    for _t501 in st.zones[(9 + st.model.zone_instances[st.loc[_t493]][1])]:
        if ((_st_cvars[84 + _t501] == _t493) and (_st_cvars[_t501] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #208 017d5a62>
def _loop(st, _t478):
    _st_cvars = st.cvars
    for _t503 in st.zones[(9 + st.model.zone_instances[st.loc[_t478]][1])]:
        if ((_st_cvars[84 + _t503] == _t478) and (_st_cvars[_t503] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #209 3b6803eb>
def _loop(st, _t493):
    _st_cvars = st.cvars
    for _t507 in st.zones[(9 + st.model.zone_instances[st.loc[_t493]][1])]:
        if ((_st_cvars[84 + _t507] == _t493) and (_st_cvars[_t507] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #210 aedfd1f7>
def _loop(st, _t478):
    _st_cvars = st.cvars
    for _t509 in st.zones[(9 + st.model.zone_instances[st.loc[_t478]][1])]:
        if ((_st_cvars[84 + _t509] == _t478) and (_st_cvars[_t509] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #211 5324bba5>
def _loop(st, _t493):
    _st_cvars = st.cvars
    for _t513 in st.zones[(9 + st.model.zone_instances[st.loc[_t493]][1])]:
        if ((_st_cvars[84 + _t513] == _t493) and (_st_cvars[_t513] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #212 f63061e8>
def _loop(st, _t493):
    _st_cvars = st.cvars
    _t516 = 0
    for _t515 in st.zones[(9 + st.model.zone_instances[st.loc[_t493]][1])]:
        if (_st_cvars[84 + _t515] == _t493):
            _t516 += (1 if ((_st_cvars[_t515] == 'carnivorous') or (_st_cvars[_t515] == 'high_body_weight')) else (2 if (_st_cvars[_t515] == 'parasite') else 0))
    return _t516

# <rulerun evolution.rules: feeding_turn_of #213 3b098742>
def _loop(st, _t493):
    _st_cvars = st.cvars
    for _t517 in st.zones[(9 + st.model.zone_instances[st.loc[_t493]][1])]:
        if ((_st_cvars[_t517] == 'symbiosis') and (_st_cvars[168 + _t517] == _t493)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #214 8e74946e>
def _loop(st, _t478):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t492 = ([_c for _i in [5 + _p for _p in _k358] for _c in st.zones[_i]] or ())
    _budget359[0] -= len(_t492)
    if _budget359[0] < 0: _spent360(st)
    _t499 = _NOT_YET
    _t500 = _NOT_YET
    _t505 = _NOT_YET
    _t506 = _NOT_YET
    _t511 = _NOT_YET
    _t512 = _NOT_YET
    for _t493 in _t492:
        if ((((((_t478 != _t493) and ((not _a361(st, _t493)) or (_t500 if _t500 is not _NOT_YET else (_t500 := (_t499 if _t499 is not _NOT_YET else (_t499 := _a362(st, _t478))))))) and ((not _a363(st, _t493)) or (_t506 if _t506 is not _NOT_YET else (_t506 := (_t505 if _t505 is not _NOT_YET else (_t505 := _a364(st, _t478))))))) and (_a365(st, _t493) == (_t512 if _t512 is not _NOT_YET else (_t512 := (_t511 if _t511 is not _NOT_YET else (_t511 := _a366(st, _t478))))))) and (not (_a367(st, _t493) and ((_st_cvars[924 + _t493] == _st_vars[0]) or (_st_cvars[504 + _t493] >= (1 + _a368(st, _t493))))))) and (not _a369(st, _t493))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #215 d89c7fba>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t478 in st.zones[(5 + _t465)]:
        if (((_a352(st, _t478) and (_st_cvars[672 + _t478] != _st_vars[0])) and ((not ((_st_cvars[924 + _t478] == _st_vars[0]) or ((_st_cvars[504 + _t478] >= (1 + _a353(st, _t478))) and (_a354(st, _t478) >= _a355(st, _t478))))) and (not _a357(st, _t478)))) and _a370(st, _t478)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #216 534d95b0>
def _loop(st, _t519):
    _st_cvars = st.cvars
    _t522 = 0
    for _t521 in st.zones[(9 + st.model.zone_instances[st.loc[_t519]][1])]:
        if (_st_cvars[84 + _t521] == _t519):
            _t522 += (1 if ((_st_cvars[_t521] == 'carnivorous') or (_st_cvars[_t521] == 'high_body_weight')) else (2 if (_st_cvars[_t521] == 'parasite') else 0))
    return _t522

# <rulerun evolution.rules: feeding_turn_of #217 8dbe6eb4>
def _loop(st, _t519):
    _st_cvars = st.cvars
    _t524 = 0
    for _t523 in st.zones[(9 + st.model.zone_instances[st.loc[_t519]][1])]:
        if (((_st_cvars[84 + _t523] == _t519) and (_st_cvars[_t523] == 'fat_tissue')) and _st_cvars[252 + _t523]):
            _t524 += 1
    return _t524

# <rulerun evolution.rules: feeding_turn_of #218 483125a3>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t519 in st.zones[(5 + _t465)]:
        if ((not ((_st_cvars[924 + _t519] == _st_vars[0]) or (_st_cvars[504 + _t519] >= (1 + _a372(st, _t519))))) and (_a373(st, _t519) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #219 14d419eb>
def _loop(st, _t525):
    _st_cvars = st.cvars
    for _t527 in st.zones[(9 + st.model.zone_instances[st.loc[_t525]][1])]:
        if ((_st_cvars[84 + _t527] == _t525) and (_st_cvars[_t527] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #220 3b062ef8>
def _loop(st, _t525):
    _st_cvars = st.cvars
    _t530 = 0
    for _t529 in st.zones[(9 + st.model.zone_instances[st.loc[_t525]][1])]:
        if (_st_cvars[84 + _t529] == _t525):
            _t530 += (1 if ((_st_cvars[_t529] == 'carnivorous') or (_st_cvars[_t529] == 'high_body_weight')) else (2 if (_st_cvars[_t529] == 'parasite') else 0))
    return _t530

# <rulerun evolution.rules: feeding_turn_of #221 d7592cb1>
def _loop(st, _t525):
    _st_cvars = st.cvars
    _t532 = 0
    for _t531 in st.zones[(9 + st.model.zone_instances[st.loc[_t525]][1])]:
        if (_st_cvars[84 + _t531] == _t525):
            _t532 += (1 if ((_st_cvars[_t531] == 'carnivorous') or (_st_cvars[_t531] == 'high_body_weight')) else (2 if (_st_cvars[_t531] == 'parasite') else 0))
    return _t532

# <rulerun evolution.rules: feeding_turn_of #222 d12c9305>
def _loop(st, _t525):
    _st_cvars = st.cvars
    _t534 = 0
    for _t533 in st.zones[(9 + st.model.zone_instances[st.loc[_t525]][1])]:
        if (((_st_cvars[84 + _t533] == _t525) and (_st_cvars[_t533] == 'fat_tissue')) and _st_cvars[252 + _t533]):
            _t534 += 1
    return _t534

# <rulerun evolution.rules: feeding_turn_of #223 816b388f>
def _loop(st, _t525):
    _st_cvars = st.cvars
    _t536 = 0
    for _t535 in st.zones[(9 + st.model.zone_instances[st.loc[_t525]][1])]:
        if ((_st_cvars[84 + _t535] == _t525) and (_st_cvars[_t535] == 'fat_tissue')):
            _t536 += 1
    return _t536

# <rulerun evolution.rules: feeding_turn_of #224 2328eeb3>
def _loop(st, _t537):
    _st_cvars = st.cvars
    _t540 = 0
    for _t539 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t537]]][1])]:
        if (_st_cvars[84 + _t539] == _st_cvars[84 + _t537]):
            _t540 += (1 if ((_st_cvars[_t539] == 'carnivorous') or (_st_cvars[_t539] == 'high_body_weight')) else (2 if (_st_cvars[_t539] == 'parasite') else 0))
    return _t540

# <rulerun evolution.rules: feeding_turn_of #225 0fa4a29c>
def _loop(st, _t525):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t537 in st.zones[(9 + st.model.zone_instances[st.loc[_t525]][1])]:
        if (((_st_cvars[_t537] == 'symbiosis') and (_st_cvars[168 + _t537] == _t525)) and (not ((_st_cvars[924 + _st_cvars[84 + _t537]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t537]] >= (1 + _a380(st, _t537)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #226 6e627a32>
def _loop(st, _t542):
    _st_cvars = st.cvars
    _t545 = 0
    for _t544 in st.zones[(9 + st.model.zone_instances[st.loc[_t542]][1])]:
        if (_st_cvars[84 + _t544] == _t542):
            _t545 += (1 if ((_st_cvars[_t544] == 'carnivorous') or (_st_cvars[_t544] == 'high_body_weight')) else (2 if (_st_cvars[_t544] == 'parasite') else 0))
    return _t545

# <rulerun evolution.rules: feeding_turn_of #227 5aeadb88>
def _loop(st, _t525):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t541 = ([_c for _i in [5 + _p for _p in _k382] for _c in st.zones[_i]] or ())
    _budget383[0] -= len(_t541)
    if _budget383[0] < 0: _spent384(st)
    for _t542 in _t541:
        if ((_t542 != _t525) and ((not ((_st_cvars[924 + _t542] == _st_vars[0]) or (_st_cvars[504 + _t542] >= (1 + _a385(st, _t542))))) and (_st_cvars[504 + _t542] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #228 85f4f2be>
def _loop(st, _t525):
    _st_cvars = st.cvars
    for _t546 in st.zones[(9 + st.model.zone_instances[st.loc[_t525]][1])]:
        if ((_st_cvars[84 + _t546] == _t525) and (_st_cvars[_t546] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #229 194f1d78>
def _loop(st, _t525):
    _st_cvars = st.cvars
    _t549 = 0
    for _t548 in st.zones[(9 + st.model.zone_instances[st.loc[_t525]][1])]:
        if (_st_cvars[84 + _t548] == _t525):
            _t549 += (1 if ((_st_cvars[_t548] == 'carnivorous') or (_st_cvars[_t548] == 'high_body_weight')) else (2 if (_st_cvars[_t548] == 'parasite') else 0))
    return _t549

# <rulerun evolution.rules: feeding_turn_of #230 9597170e>
def _loop(st, _t525):
    _st_cvars = st.cvars
    for _t550 in st.zones[(9 + st.model.zone_instances[st.loc[_t525]][1])]:
        if ((_st_cvars[84 + _t550] == _t525) and (_st_cvars[_t550] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #231 f27e9e4a>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t525 in st.zones[(5 + _t465)]:
        if ((((((_a375(st, _t525) and (_st_cvars[756 + _t525] != _st_vars[0])) and (not ((_st_cvars[924 + _t525] == _st_vars[0]) or (_st_cvars[504 + _t525] >= (1 + _a376(st, _t525)))))) and ((not ((_st_cvars[924 + _t525] == _st_vars[0]) or ((_st_cvars[504 + _t525] >= (1 + _a377(st, _t525))) and (_a378(st, _t525) >= _a379(st, _t525))))) and (not _a381(st, _t525)))) and _a386(st, _t525)) or ((((_a387(st, _t525) and (_st_cvars[924 + _t525] != _st_vars[0])) and (_st_cvars[924 + _t525] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t525] == _st_vars[0]) or (_st_cvars[504 + _t525] >= (1 + _a388(st, _t525))))))) or ((_st_vars[3] > 0) and _a389(st, _t525))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #232 2fcc0155>
def _loop(st, _t552):
    _st_cvars = st.cvars
    _t555 = 0
    for _t554 in st.zones[(9 + st.model.zone_instances[st.loc[_t552]][1])]:
        if (_st_cvars[84 + _t554] == _t552):
            _t555 += (1 if ((_st_cvars[_t554] == 'carnivorous') or (_st_cvars[_t554] == 'high_body_weight')) else (2 if (_st_cvars[_t554] == 'parasite') else 0))
    return _t555

# <rulerun evolution.rules: feeding_turn_of #233 ccfa340c>
def _loop(st, _t552):
    _st_cvars = st.cvars
    _t557 = 0
    for _t556 in st.zones[(9 + st.model.zone_instances[st.loc[_t552]][1])]:
        if (((_st_cvars[84 + _t556] == _t552) and (_st_cvars[_t556] == 'fat_tissue')) and _st_cvars[252 + _t556]):
            _t557 += 1
    return _t557

# <rulerun evolution.rules: feeding_turn_of #234 68e3e852>
def _loop(st, _t552):
    _st_cvars = st.cvars
    _t559 = 0
    for _t558 in st.zones[(9 + st.model.zone_instances[st.loc[_t552]][1])]:
        if ((_st_cvars[84 + _t558] == _t552) and (_st_cvars[_t558] == 'fat_tissue')):
            _t559 += 1
    return _t559

# <rulerun evolution.rules: feeding_turn_of #235 b73f58b3>
def _loop(st, _t560):
    _st_cvars = st.cvars
    _t563 = 0
    for _t562 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t560]]][1])]:
        if (_st_cvars[84 + _t562] == _st_cvars[84 + _t560]):
            _t563 += (1 if ((_st_cvars[_t562] == 'carnivorous') or (_st_cvars[_t562] == 'high_body_weight')) else (2 if (_st_cvars[_t562] == 'parasite') else 0))
    return _t563

# <rulerun evolution.rules: feeding_turn_of #236 a70e8166>
def _loop(st, _t552):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t560 in st.zones[(9 + st.model.zone_instances[st.loc[_t552]][1])]:
        if (((_st_cvars[_t560] == 'symbiosis') and (_st_cvars[168 + _t560] == _t552)) and (not ((_st_cvars[924 + _st_cvars[84 + _t560]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t560]] >= (1 + _a394(st, _t560)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #237 76415666>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t552 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t552] == _st_vars[0]) or ((_st_cvars[504 + _t552] >= (1 + _a391(st, _t552))) and (_a392(st, _t552) >= _a393(st, _t552))))) and (not _a395(st, _t552))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #238 50375dc8>
def _loop(st, _t564):
    _st_cvars = st.cvars
    for _t566 in st.zones[(9 + st.model.zone_instances[st.loc[_t564]][1])]:
        if ((_st_cvars[84 + _t566] == _t564) and (_st_cvars[_t566] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #239 05ac819b>
def _loop(st, _t564):
    _st_cvars = st.cvars
    _t569 = 0
    for _t568 in st.zones[(9 + st.model.zone_instances[st.loc[_t564]][1])]:
        if (_st_cvars[84 + _t568] == _t564):
            _t569 += (1 if ((_st_cvars[_t568] == 'carnivorous') or (_st_cvars[_t568] == 'high_body_weight')) else (2 if (_st_cvars[_t568] == 'parasite') else 0))
    return _t569

# <rulerun evolution.rules: feeding_turn_of #240 7e5cacc1>
def _loop(st, _t564):
    _st_cvars = st.cvars
    _t571 = 0
    for _t570 in st.zones[(9 + st.model.zone_instances[st.loc[_t564]][1])]:
        if (((_st_cvars[84 + _t570] == _t564) and (_st_cvars[_t570] == 'fat_tissue')) and _st_cvars[252 + _t570]):
            _t571 += 1
    return _t571

# <rulerun evolution.rules: feeding_turn_of #241 6cb9030d>
def _loop(st, _t564):
    _st_cvars = st.cvars
    _t573 = 0
    for _t572 in st.zones[(9 + st.model.zone_instances[st.loc[_t564]][1])]:
        if ((_st_cvars[84 + _t572] == _t564) and (_st_cvars[_t572] == 'fat_tissue')):
            _t573 += 1
    return _t573

# <rulerun evolution.rules: feeding_turn_of #242 13afd75a>
def _loop(st, _t574):
    _st_cvars = st.cvars
    _t577 = 0
    for _t576 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t574]]][1])]:
        if (_st_cvars[84 + _t576] == _st_cvars[84 + _t574]):
            _t577 += (1 if ((_st_cvars[_t576] == 'carnivorous') or (_st_cvars[_t576] == 'high_body_weight')) else (2 if (_st_cvars[_t576] == 'parasite') else 0))
    return _t577

# <rulerun evolution.rules: feeding_turn_of #243 64cda80a>
def _loop(st, _t564):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t574 in st.zones[(9 + st.model.zone_instances[st.loc[_t564]][1])]:
        if (((_st_cvars[_t574] == 'symbiosis') and (_st_cvars[168 + _t574] == _t564)) and (not ((_st_cvars[924 + _st_cvars[84 + _t574]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t574]] >= (1 + _a402(st, _t574)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #244 0b8bcf58>
def _loop(st, _t579):
    _st_cvars = st.cvars
    for _t581 in st.zones[(9 + st.model.zone_instances[st.loc[_t579]][1])]:
        if ((_st_cvars[84 + _t581] == _t579) and (_st_cvars[_t581] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #245 f7a5dda9>
def _loop(st, _t564):
    _st_cvars = st.cvars
    for _t583 in st.zones[(9 + st.model.zone_instances[st.loc[_t564]][1])]:
        if ((_st_cvars[84 + _t583] == _t564) and (_st_cvars[_t583] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #246 53a6c94b>
def _loop(st, _t579):
    _st_cvars = st.cvars
    for _t587 in st.zones[(9 + st.model.zone_instances[st.loc[_t579]][1])]:
        if ((_st_cvars[84 + _t587] == _t579) and (_st_cvars[_t587] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #247 f79301e7>
def _loop(st, _t564):
    _st_cvars = st.cvars
    for _t589 in st.zones[(9 + st.model.zone_instances[st.loc[_t564]][1])]:
        if ((_st_cvars[84 + _t589] == _t564) and (_st_cvars[_t589] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #248 fccfcced>
def _loop(st, _t579):
    _st_cvars = st.cvars
    for _t593 in st.zones[(9 + st.model.zone_instances[st.loc[_t579]][1])]:
        if ((_st_cvars[84 + _t593] == _t579) and (_st_cvars[_t593] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #249 8e32deaa>
def _loop(st, _t564):
    _st_cvars = st.cvars
    for _t595 in st.zones[(9 + st.model.zone_instances[st.loc[_t564]][1])]:
        if ((_st_cvars[84 + _t595] == _t564) and (_st_cvars[_t595] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #250 cdc3c71e>
def _loop(st, _t579):
    _st_cvars = st.cvars
    for _t599 in st.zones[(9 + st.model.zone_instances[st.loc[_t579]][1])]:
        if ((_st_cvars[84 + _t599] == _t579) and (_st_cvars[_t599] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #251 a466e892>
def _loop(st, _t579):
    _st_cvars = st.cvars
    _t602 = 0
    for _t601 in st.zones[(9 + st.model.zone_instances[st.loc[_t579]][1])]:
        if (_st_cvars[84 + _t601] == _t579):
            _t602 += (1 if ((_st_cvars[_t601] == 'carnivorous') or (_st_cvars[_t601] == 'high_body_weight')) else (2 if (_st_cvars[_t601] == 'parasite') else 0))
    return _t602

# <rulerun evolution.rules: feeding_turn_of #252 8d475e0a>
def _loop(st, _t579):
    _st_cvars = st.cvars
    for _t603 in st.zones[(9 + st.model.zone_instances[st.loc[_t579]][1])]:
        if ((_st_cvars[_t603] == 'symbiosis') and (_st_cvars[168 + _t603] == _t579)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #253 ad6268aa>
def _loop(st, _t564):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t578 = ([_c for _i in [5 + _p for _p in _k404] for _c in st.zones[_i]] or ())
    _budget405[0] -= len(_t578)
    if _budget405[0] < 0: _spent406(st)
    _t585 = _NOT_YET
    _t586 = _NOT_YET
    _t591 = _NOT_YET
    _t592 = _NOT_YET
    _t597 = _NOT_YET
    _t598 = _NOT_YET
    for _t579 in _t578:
        if ((((((_t564 != _t579) and ((not _a407(st, _t579)) or (_t586 if _t586 is not _NOT_YET else (_t586 := (_t585 if _t585 is not _NOT_YET else (_t585 := _a408(st, _t564))))))) and ((not _a409(st, _t579)) or (_t592 if _t592 is not _NOT_YET else (_t592 := (_t591 if _t591 is not _NOT_YET else (_t591 := _a410(st, _t564))))))) and (_a411(st, _t579) == (_t598 if _t598 is not _NOT_YET else (_t598 := (_t597 if _t597 is not _NOT_YET else (_t597 := _a412(st, _t564))))))) and (not (_a413(st, _t579) and ((_st_cvars[924 + _t579] == _st_vars[0]) or (_st_cvars[504 + _t579] >= (1 + _a414(st, _t579))))))) and (not _a415(st, _t579))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #254 6df6ce66>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t564 in st.zones[(5 + L[0])]:
        if (((_a398(st, _t564) and (_st_cvars[672 + _t564] != _st_vars[0])) and ((not ((_st_cvars[924 + _t564] == _st_vars[0]) or ((_st_cvars[504 + _t564] >= (1 + _a399(st, _t564))) and (_a400(st, _t564) >= _a401(st, _t564))))) and (not _a403(st, _t564)))) and _a416(st, _t564)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #255 c9539a6f>
def _loop(st, _t605):
    _st_cvars = st.cvars
    _t608 = 0
    for _t607 in st.zones[(9 + st.model.zone_instances[st.loc[_t605]][1])]:
        if (_st_cvars[84 + _t607] == _t605):
            _t608 += (1 if ((_st_cvars[_t607] == 'carnivorous') or (_st_cvars[_t607] == 'high_body_weight')) else (2 if (_st_cvars[_t607] == 'parasite') else 0))
    return _t608

# <rulerun evolution.rules: feeding_turn_of #256 4c25cf8f>
def _loop(st, _t605):
    _st_cvars = st.cvars
    _t610 = 0
    for _t609 in st.zones[(9 + st.model.zone_instances[st.loc[_t605]][1])]:
        if (((_st_cvars[84 + _t609] == _t605) and (_st_cvars[_t609] == 'fat_tissue')) and _st_cvars[252 + _t609]):
            _t610 += 1
    return _t610

# <rulerun evolution.rules: feeding_turn_of #257 d5f4325b>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t605 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t605] == _st_vars[0]) or (_st_cvars[504 + _t605] >= (1 + _a418(st, _t605))))) and (_a419(st, _t605) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #258 e6def813>
def _loop(st, _t612):
    _st_cvars = st.cvars
    for _t613 in st.zones[(9 + st.model.zone_instances[st.loc[_t612]][1])]:
        if ((_st_cvars[84 + _t613] == _t612) and (_st_cvars[_t613] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #259 6e1638aa>
def _loop(st, _t612):
    _st_cvars = st.cvars
    _t616 = 0
    for _t615 in st.zones[(9 + st.model.zone_instances[st.loc[_t612]][1])]:
        if (_st_cvars[84 + _t615] == _t612):
            _t616 += (1 if ((_st_cvars[_t615] == 'carnivorous') or (_st_cvars[_t615] == 'high_body_weight')) else (2 if (_st_cvars[_t615] == 'parasite') else 0))
    return _t616

# <rulerun evolution.rules: feeding_turn_of #260 1548c86c>
def _loop(st, _t612):
    _st_cvars = st.cvars
    _t618 = 0
    for _t617 in st.zones[(9 + st.model.zone_instances[st.loc[_t612]][1])]:
        if (_st_cvars[84 + _t617] == _t612):
            _t618 += (1 if ((_st_cvars[_t617] == 'carnivorous') or (_st_cvars[_t617] == 'high_body_weight')) else (2 if (_st_cvars[_t617] == 'parasite') else 0))
    return _t618

# <rulerun evolution.rules: feeding_turn_of #261 3eda78b0>
def _loop(st, _t612):
    _st_cvars = st.cvars
    _t620 = 0
    for _t619 in st.zones[(9 + st.model.zone_instances[st.loc[_t612]][1])]:
        if (((_st_cvars[84 + _t619] == _t612) and (_st_cvars[_t619] == 'fat_tissue')) and _st_cvars[252 + _t619]):
            _t620 += 1
    return _t620

# <rulerun evolution.rules: feeding_turn_of #262 9b284b3f>
def _loop(st, _t612):
    _st_cvars = st.cvars
    _t622 = 0
    for _t621 in st.zones[(9 + st.model.zone_instances[st.loc[_t612]][1])]:
        if ((_st_cvars[84 + _t621] == _t612) and (_st_cvars[_t621] == 'fat_tissue')):
            _t622 += 1
    return _t622

# <rulerun evolution.rules: feeding_turn_of #263 1e08bae3>
def _loop(st, _t623):
    _st_cvars = st.cvars
    _t626 = 0
    for _t625 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t623]]][1])]:
        if (_st_cvars[84 + _t625] == _st_cvars[84 + _t623]):
            _t626 += (1 if ((_st_cvars[_t625] == 'carnivorous') or (_st_cvars[_t625] == 'high_body_weight')) else (2 if (_st_cvars[_t625] == 'parasite') else 0))
    return _t626

# <rulerun evolution.rules: feeding_turn_of #264 fd92eb8e>
def _loop(st, _t612):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t623 in st.zones[(9 + st.model.zone_instances[st.loc[_t612]][1])]:
        if (((_st_cvars[_t623] == 'symbiosis') and (_st_cvars[168 + _t623] == _t612)) and (not ((_st_cvars[924 + _st_cvars[84 + _t623]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t623]] >= (1 + _a426(st, _t623)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #265 7d5f1a16>
def _loop(st, _t628):
    _st_cvars = st.cvars
    _t631 = 0
    for _t630 in st.zones[(9 + st.model.zone_instances[st.loc[_t628]][1])]:
        if (_st_cvars[84 + _t630] == _t628):
            _t631 += (1 if ((_st_cvars[_t630] == 'carnivorous') or (_st_cvars[_t630] == 'high_body_weight')) else (2 if (_st_cvars[_t630] == 'parasite') else 0))
    return _t631

# <rulerun evolution.rules: feeding_turn_of #266 edd87486>
def _loop(st, _t612):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t627 = ([_c for _i in [5 + _p for _p in _k428] for _c in st.zones[_i]] or ())
    _budget429[0] -= len(_t627)
    if _budget429[0] < 0: _spent430(st)
    for _t628 in _t627:
        if ((_t628 != _t612) and ((not ((_st_cvars[924 + _t628] == _st_vars[0]) or (_st_cvars[504 + _t628] >= (1 + _a431(st, _t628))))) and (_st_cvars[504 + _t628] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #267 2037b08d>
def _loop(st, _t633):
    _st_cvars = st.cvars
    for _t634 in st.zones[(9 + st.model.zone_instances[st.loc[_t633]][1])]:
        if ((_st_cvars[84 + _t634] == _t633) and (_st_cvars[_t634] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #268 a9daaa8f>
def _loop(st, _t637):
    _st_cvars = st.cvars
    for _t638 in st.zones[(9 + st.model.zone_instances[st.loc[_t637]][1])]:
        if ((_st_cvars[84 + _t638] == _t637) and (_st_cvars[_t638] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #269 16069da0>
def _loop(st, _t637):
    _st_cvars = st.cvars
    _t641 = 0
    for _t640 in st.zones[(9 + st.model.zone_instances[st.loc[_t637]][1])]:
        if (_st_cvars[84 + _t640] == _t637):
            _t641 += (1 if ((_st_cvars[_t640] == 'carnivorous') or (_st_cvars[_t640] == 'high_body_weight')) else (2 if (_st_cvars[_t640] == 'parasite') else 0))
    return _t641

# <rulerun evolution.rules: feeding_turn_of #270 1b4ed406>
def _loop(st, _t642):
    _st_cvars = st.cvars
    _t645 = 0
    for _t644 in st.zones[(9 + st.model.zone_instances[st.loc[_t642]][1])]:
        if (_st_cvars[84 + _t644] == _t642):
            _t645 += (1 if ((_st_cvars[_t644] == 'carnivorous') or (_st_cvars[_t644] == 'high_body_weight')) else (2 if (_st_cvars[_t644] == 'parasite') else 0))
    return _t645

# <rulerun evolution.rules: feeding_turn_of #271 76061d88>
def _loop(st, _t642):
    _st_cvars = st.cvars
    _t647 = 0
    for _t646 in st.zones[(9 + st.model.zone_instances[st.loc[_t642]][1])]:
        if (((_st_cvars[84 + _t646] == _t642) and (_st_cvars[_t646] == 'fat_tissue')) and _st_cvars[252 + _t646]):
            _t647 += 1
    return _t647

# <rulerun evolution.rules: feeding_turn_of #272 7b3bbbab>
def _loop(st, _t642):
    _st_cvars = st.cvars
    _t649 = 0
    for _t648 in st.zones[(9 + st.model.zone_instances[st.loc[_t642]][1])]:
        if ((_st_cvars[84 + _t648] == _t642) and (_st_cvars[_t648] == 'fat_tissue')):
            _t649 += 1
    return _t649

# <rulerun evolution.rules: feeding_turn_of #273 b9f18f4e>
def _loop(st, _t650):
    _st_cvars = st.cvars
    _t653 = 0
    for _t652 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t650]]][1])]:
        if (_st_cvars[84 + _t652] == _st_cvars[84 + _t650]):
            _t653 += (1 if ((_st_cvars[_t652] == 'carnivorous') or (_st_cvars[_t652] == 'high_body_weight')) else (2 if (_st_cvars[_t652] == 'parasite') else 0))
    return _t653

# <rulerun evolution.rules: feeding_turn_of #274 e7984143>
def _loop(st, _t642):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t650 in st.zones[(9 + st.model.zone_instances[st.loc[_t642]][1])]:
        if (((_st_cvars[_t650] == 'symbiosis') and (_st_cvars[168 + _t650] == _t642)) and (not ((_st_cvars[924 + _st_cvars[84 + _t650]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t650]] >= (1 + _a439(st, _t650)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #275 e0290c74>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t642 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t642] == _st_vars[0]) or ((_st_cvars[504 + _t642] >= (1 + _a436(st, _t642))) and (_a437(st, _t642) >= _a438(st, _t642))))) and (not _a440(st, _t642))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #276 b81bb1b3>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t456 = ([_c for _i in [5 + _p for _p in _k336] for _c in _st_zones[_i]] or ())
    _budget337[0] -= len(_t456)
    if _budget337[0] < 0: _spent338(st)
    _t455 = True
    for _t457 in _t456:
        if not (((_st_cvars[924 + _t457] == _st_vars[0]) or ((_st_cvars[504 + _t457] >= (1 + _a339(st, _t457))) and (_a340(st, _t457) >= _a341(st, _t457))))):
            _t455 = False
            break
    if _t455:
        if _st_log is not None: _st_log.append(_Text343(_audience342(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo344(6)
    _t464 = False
    for _t465 in (_k345 or ()):
        if (((((_st_vars[3] > 0) and _a351(st, _t465)) or _a371(st, _t465)) or _a374(st, _t465)) or _a390(st, _t465)):
            _t464 = True
            break
    if (not _t464):
        if _st_log is not None: _st_log.append(_Text343(_audience342(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo344(6)
    L[2] = []
    if ((not _l1) and ((_st_vars[3] > 0) and _a396(st, L))):
        L[2] = _joined397(L[2], ['take food'])
    if ((not _l1) and _a417(st, L)):
        L[2] = _joined397(L[2], ['attack'])
    if ((not _l1) and _a420(st, L)):
        L[2] = _joined397(L[2], ['convert fat'])
    _t611 = False
    for _t612 in _st_zones[(5 + _l0)]:
        if ((((_a421(st, _t612) and (_st_cvars[756 + _t612] != _st_vars[0])) and (not ((_st_cvars[924 + _t612] == _st_vars[0]) or (_st_cvars[504 + _t612] >= (1 + _a422(st, _t612)))))) and ((not ((_st_cvars[924 + _t612] == _st_vars[0]) or ((_st_cvars[504 + _t612] >= (1 + _a423(st, _t612))) and (_a424(st, _t612) >= _a425(st, _t612))))) and (not _a427(st, _t612)))) and _a432(st, _t612)):
            _t611 = True
            break
    if _t611:
        L[2] = _joined397(L[2], ['piracy'])
    _t632 = False
    for _t633 in _st_zones[(5 + _l0)]:
        if ((_a433(st, _t633) and (_st_cvars[840 + _t633] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t632 = True
            break
    if _t632:
        L[2] = _joined397(L[2], ['grazing'])
    _t636 = False
    for _t637 in _st_zones[(5 + _l0)]:
        if ((((_a434(st, _t637) and (_st_cvars[924 + _t637] != _st_vars[0])) and (_st_cvars[924 + _t637] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t637] == _st_vars[0]) or (_st_cvars[504 + _t637] >= (1 + _a435(st, _t637)))))):
            _t636 = True
            break
    if _t636:
        L[2] = _joined397(L[2], ['hibernation'])
    if (not (L[2] or ())):
        return 2
    if ((False or _l1) or (not ((_st_vars[3] > 0) and _a441(st, L)))):
        L[2] = _joined397(L[2], ['end turn'])

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

# <rulerun evolution.rules: take_food #295 a0f38bb9>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text445(_audience442(st), [_PlayerRef443(L[0]), "'s animal ", _plain444(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain444(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: take_food #296 9ba6c0b9>
def _loop(st, _t655):
    _st_cvars = st.cvars
    _t657 = 0
    for _t656 in st.zones[(9 + st.model.zone_instances[st.loc[_t655]][1])]:
        if (_st_cvars[84 + _t656] == _t655):
            _t657 += (1 if ((_st_cvars[_t656] == 'carnivorous') or (_st_cvars[_t656] == 'high_body_weight')) else (2 if (_st_cvars[_t656] == 'parasite') else 0))
    return _t657

# <rulerun evolution.rules: take_food #297 e1c8b485>
def _loop(st, _t655):
    _st_cvars = st.cvars
    _t659 = 0
    for _t658 in st.zones[(9 + st.model.zone_instances[st.loc[_t655]][1])]:
        if (((_st_cvars[84 + _t658] == _t655) and (_st_cvars[_t658] == 'fat_tissue')) and _st_cvars[252 + _t658]):
            _t659 += 1
    return _t659

# <rulerun evolution.rules: take_food #298 40bf5880>
def _loop(st, _t655):
    _st_cvars = st.cvars
    _t661 = 0
    for _t660 in st.zones[(9 + st.model.zone_instances[st.loc[_t655]][1])]:
        if ((_st_cvars[84 + _t660] == _t655) and (_st_cvars[_t660] == 'fat_tissue')):
            _t661 += 1
    return _t661

# <rulerun evolution.rules: take_food #299 254677b6>
def _loop(st, _t662):
    _st_cvars = st.cvars
    _t665 = 0
    for _t664 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t662]]][1])]:
        if (_st_cvars[84 + _t664] == _st_cvars[84 + _t662]):
            _t665 += (1 if ((_st_cvars[_t664] == 'carnivorous') or (_st_cvars[_t664] == 'high_body_weight')) else (2 if (_st_cvars[_t664] == 'parasite') else 0))
    return _t665

# <rulerun evolution.rules: take_food #300 87e730e5>
def _loop(st, _t655):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t662 in st.zones[(9 + st.model.zone_instances[st.loc[_t655]][1])]:
        if (((_st_cvars[_t662] == 'symbiosis') and (_st_cvars[168 + _t662] == _t655)) and (not ((_st_cvars[924 + _st_cvars[84 + _t662]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t662]] >= (1 + _a449(st, _t662)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #301 ac9e4b46>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t654 = []
    for _t655 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t655] == _st_vars[0]) or ((_st_cvars[504 + _t655] >= (1 + _a446(st, _t655))) and (_a447(st, _t655) >= _a448(st, _t655))))) and (not _a450(st, _t655))):
            _t654.append(_t655)
    return _t654

# <rulerun evolution.rules: take_food #302 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #303 5c06a691>
def _loop(st, L):
    _st_cvars = st.cvars
    _t667 = []
    for _t666 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t666] == L[1]) or (_st_cvars[168 + _t666] == L[1])):
            _t667.append(_st_cvars[_t666])
    return _t667

# <rulerun evolution.rules: take_food #304 fa45198c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t669 = []
    for _t668 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t668] == L[1]) or (_st_cvars[168 + _t668] == L[1])):
            _t669.append(_t668)
    return _t669

# <rulerun evolution.rules: take_food #305 767396f9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t671 = 0
    for _t670 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t670] == L[1]):
            _t671 += (1 if ((_st_cvars[_t670] == 'carnivorous') or (_st_cvars[_t670] == 'high_body_weight')) else (2 if (_st_cvars[_t670] == 'parasite') else 0))
    return _t671

# <rulerun evolution.rules: take_food #306 a93d8d92>
def _loop(st, L):
    _st_cvars = st.cvars
    _t673 = 0
    for _t672 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t672] == L[1]) and (_st_cvars[_t672] == 'fat_tissue')) and _st_cvars[252 + _t672]):
            _t673 += 1
    return _t673

# <rulerun evolution.rules: take_food #307 ee1f6dbc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t675 = 0
    for _t674 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t674] == L[1]) and (_st_cvars[_t674] == 'fat_tissue')):
            _t675 += 1
    return _t675

# <rulerun evolution.rules: take_food #308 38770671>
def _loop(st, L):
    _st_cvars = st.cvars
    _t677 = 0
    for _t676 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t676] == L[1]) and (_st_cvars[_t676] == 'fat_tissue')):
            _t677 += 1
    return _t677

# <rulerun evolution.rules: take_food #309 9c4f43dc>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain451(((((('animal ' + _plain451(_st_cvars[420 + L[1]]) + ' of ' + _player_text452(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain451(_a453(st, L))) if (not not (_a454(st, L) or ())) else '')) + (' food ' + _plain451(_st_cvars[504 + L[1]]) + '/' + _plain451((1 + _a455(st, L))))) + ((' fat ' + _plain451(_a456(st, L)) + '/' + _plain451(_a457(st, L))) if (_a458(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: take_food #310 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: take_food #311 3d2892a0>
def _native(st, L):
    return 'red'

# <rulerun evolution.rules: convert_fat #312 a29f0493>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t680 = 0
    for _t679 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t679] == _l1):
            _t680 += (1 if ((_st_cvars[_t679] == 'carnivorous') or (_st_cvars[_t679] == 'high_body_weight')) else (2 if (_st_cvars[_t679] == 'parasite') else 0))
    return _t680

# <rulerun evolution.rules: convert_fat #313 7693afbd>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = _l2
    for _t678 in st.zones[(9 + _l0)][:]:
        L[6] = _t678
        if not ((((_st_cvars[84 + _t678] == _l1) and _st_cvars[252 + _t678]) and (L[3] > 0))): continue
        _st_cvars[252 + _t678] = False
        L[3] = L[3] - 1
    _st_cvars[504 + _l1] = _st_cvars[504 + _l1] + _l2
    if _st_log is not None: _st_log.append(_Text463(_audience459(st), [_PlayerRef460(_l0), ' converts ', _plain461(_l2), ' fat on animal ', _plain461(_st_cvars[420 + _l1]), ' into food (food ', _plain461(_st_cvars[504 + _l1]), '/', _plain461((1 + _a462(st, L))), ')']))

# <rulerun evolution.rules: convert_fat #314 941aff67>
def _loop(st, _t682):
    _st_cvars = st.cvars
    _t684 = 0
    for _t683 in st.zones[(9 + st.model.zone_instances[st.loc[_t682]][1])]:
        if (_st_cvars[84 + _t683] == _t682):
            _t684 += (1 if ((_st_cvars[_t683] == 'carnivorous') or (_st_cvars[_t683] == 'high_body_weight')) else (2 if (_st_cvars[_t683] == 'parasite') else 0))
    return _t684

# <rulerun evolution.rules: convert_fat #315 d47634d2>
def _loop(st, _t682):
    _st_cvars = st.cvars
    _t686 = 0
    for _t685 in st.zones[(9 + st.model.zone_instances[st.loc[_t682]][1])]:
        if (((_st_cvars[84 + _t685] == _t682) and (_st_cvars[_t685] == 'fat_tissue')) and _st_cvars[252 + _t685]):
            _t686 += 1
    return _t686

# <rulerun evolution.rules: convert_fat #316 a0aaf2f5>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t681 = []
    for _t682 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t682] == _st_vars[0]) or (_st_cvars[504 + _t682] >= (1 + _a464(st, _t682))))) and (_a465(st, _t682) > 0)):
            _t681.append(_t682)
    return _t681

# <rulerun evolution.rules: convert_fat #317 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: convert_fat #318 6b6f2608>
def _loop(st, L):
    _st_cvars = st.cvars
    _t688 = []
    for _t687 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t687] == L[1]) or (_st_cvars[168 + _t687] == L[1])):
            _t688.append(_st_cvars[_t687])
    return _t688

# <rulerun evolution.rules: convert_fat #319 9af01142>
def _loop(st, L):
    _st_cvars = st.cvars
    _t690 = []
    for _t689 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t689] == L[1]) or (_st_cvars[168 + _t689] == L[1])):
            _t690.append(_t689)
    return _t690

# <rulerun evolution.rules: convert_fat #320 786808af>
def _loop(st, L):
    _st_cvars = st.cvars
    _t692 = 0
    for _t691 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t691] == L[1]):
            _t692 += (1 if ((_st_cvars[_t691] == 'carnivorous') or (_st_cvars[_t691] == 'high_body_weight')) else (2 if (_st_cvars[_t691] == 'parasite') else 0))
    return _t692

# <rulerun evolution.rules: convert_fat #321 09cf6334>
def _loop(st, L):
    _st_cvars = st.cvars
    _t694 = 0
    for _t693 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t693] == L[1]) and (_st_cvars[_t693] == 'fat_tissue')) and _st_cvars[252 + _t693]):
            _t694 += 1
    return _t694

# <rulerun evolution.rules: convert_fat #322 f6e72ac1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t696 = 0
    for _t695 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t695] == L[1]) and (_st_cvars[_t695] == 'fat_tissue')):
            _t696 += 1
    return _t696

# <rulerun evolution.rules: convert_fat #323 886c096c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t698 = 0
    for _t697 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t697] == L[1]) and (_st_cvars[_t697] == 'fat_tissue')):
            _t698 += 1
    return _t698

# <rulerun evolution.rules: convert_fat #324 3c0b9af7>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain466(((((('animal ' + _plain466(_st_cvars[420 + L[1]]) + ' of ' + _player_text467(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain466(_a468(st, L))) if (not not (_a469(st, L) or ())) else '')) + (' food ' + _plain466(_st_cvars[504 + L[1]]) + '/' + _plain466((1 + _a470(st, L))))) + ((' fat ' + _plain466(_a471(st, L)) + '/' + _plain466(_a472(st, L))) if (_a473(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: convert_fat #325 305877a6>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t700 = 0
    for _t699 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (((_st_cvars[84 + _t699] == _l1) and (_st_cvars[_t699] == 'fat_tissue')) and _st_cvars[252 + _t699]):
            _t700 += 1
    return _t700

# <rulerun evolution.rules: convert_fat #326 b2f17071>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t702 = 0
    for _t701 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t701] == _l1):
            _t702 += (1 if ((_st_cvars[_t701] == 'carnivorous') or (_st_cvars[_t701] == 'high_body_weight')) else (2 if (_st_cvars[_t701] == 'parasite') else 0))
    return _t702

# <rulerun evolution.rules: convert_fat #327 dfce8c17>
def _native(st, L):
    return _range474(1, min(_a475(st, L), ((1 + _a476(st, L)) - st.cvars[504 + L[1]])))

# <rulerun evolution.rules: convert_fat #328 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #329 1f954a5d>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t704 = 0
    for _t703 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t703] == _l0):
            _t704 += (1 if ((_st_cvars[_t703] == 'carnivorous') or (_st_cvars[_t703] == 'high_body_weight')) else (2 if (_st_cvars[_t703] == 'parasite') else 0))
    return _t704

# <rulerun evolution.rules: receive #330 f620e58f>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t706 = 0
    for _t705 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t705] == _l0) and (_st_cvars[_t705] == 'fat_tissue')) and _st_cvars[252 + _t705]):
            _t706 += 1
    return _t706

# <rulerun evolution.rules: receive #331 6403c606>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t708 = 0
    for _t707 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t707] == _l0) and (_st_cvars[_t707] == 'fat_tissue')):
            _t708 += 1
    return _t708

# <rulerun evolution.rules: receive #332 285d9a23>
def _loop(st, _t709):
    _st_cvars = st.cvars
    _t712 = 0
    for _t711 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t709]]][1])]:
        if (_st_cvars[84 + _t711] == _st_cvars[84 + _t709]):
            _t712 += (1 if ((_st_cvars[_t711] == 'carnivorous') or (_st_cvars[_t711] == 'high_body_weight')) else (2 if (_st_cvars[_t711] == 'parasite') else 0))
    return _t712

# <rulerun evolution.rules: receive #333 74333ab0>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t709 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[_t709] == 'symbiosis') and (_st_cvars[168 + _t709] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t709]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t709]] >= (1 + _a480(st, _t709)))))):
            return True
    return False

# <rulerun evolution.rules: receive #334 04b61dd9>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a477(st, L))) and (_a478(st, L) >= _a479(st, L))))) and (not _a481(st, L)))):
        if (_l1 == 'red'):
            _st_vars[3] = _st_vars[3] + 1
        if _st_log is not None: _st_log.append(_Text485(_audience482(st), [_PlayerRef483(st.model.zone_instances[st.loc[_l0]][1]), "'s animal ", _plain484(_st_cvars[420 + _l0]), ' cannot take the ', _plain484(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #335 e5d735ae>
def _loop(st, L):
    _st_cvars = st.cvars
    _t714 = 0
    for _t713 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t713] == L[2]):
            _t714 += (1 if ((_st_cvars[_t713] == 'carnivorous') or (_st_cvars[_t713] == 'high_body_weight')) else (2 if (_st_cvars[_t713] == 'parasite') else 0))
    return _t714

# <rulerun evolution.rules: receive #336 5e512883>
def _loop(st, L):
    _st_cvars = st.cvars
    _t719 = 0
    for _t718 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t718] == L[2]) and (_st_cvars[_t718] == 'fat_tissue')) and _st_cvars[252 + _t718]):
            _t719 += 1
    return _t719

# <rulerun evolution.rules: receive #337 06bdcad3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t721 = 0
    for _t720 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t720] == L[2]) and (_st_cvars[_t720] == 'fat_tissue')):
            _t721 += 1
    return _t721

# <rulerun evolution.rules: receive #338 ba726852>
def _loop(st, L):
    _st_cvars = st.cvars
    _t723 = 0
    for _t722 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t722] == L[2]):
            _t723 += (1 if ((_st_cvars[_t722] == 'carnivorous') or (_st_cvars[_t722] == 'high_body_weight')) else (2 if (_st_cvars[_t722] == 'parasite') else 0))
    return _t723

# <rulerun evolution.rules: receive #339 0675c5f2>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value486(st, 0, 0, 'feed'))
    if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (1 + _a487(st, L)))):
        _t716 = L[2]
        _t715 = None
        for _t717 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
            if (((_st_cvars[84 + _t717] == _t716) and (_st_cvars[_t717] == 'fat_tissue')) and (not _st_cvars[252 + _t717])):
                _t715 = _t717
                break
        L[3] = _t715
        _st_cvars[252 + L[3]] = True
        if _st_log is not None: _st_log.append(_Text492(_audience488(st), ['  animal ', _plain489(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain489(_a490(st, L)), '/', _plain489(_a491(st, L)), ')']))
    else:
        _st_cvars[504 + L[2]] = _st_cvars[504 + L[2]] + 1
        if _st_log is not None: _st_log.append(_Text492(_audience488(st), ['  animal ', _plain489(_st_cvars[420 + L[2]]), ' has food ', _plain489(_st_cvars[504 + L[2]]), '/', _plain489((1 + _a493(st, L)))]))

# <rulerun evolution.rules: receive #340 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #341 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: paired_triggers #342 b61cc4ef>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t727 = 0
    for _t726 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t726] == _l0):
            _t727 += (1 if ((_st_cvars[_t726] == 'carnivorous') or (_st_cvars[_t726] == 'high_body_weight')) else (2 if (_st_cvars[_t726] == 'parasite') else 0))
    return _t727

# <rulerun evolution.rules: paired_triggers #343 014148ec>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t729 = 0
    for _t728 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t728] == _l0) and (_st_cvars[_t728] == 'fat_tissue')) and _st_cvars[252 + _t728]):
            _t729 += 1
    return _t729

# <rulerun evolution.rules: paired_triggers #344 8115d714>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t731 = 0
    for _t730 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t730] == _l0) and (_st_cvars[_t730] == 'fat_tissue')):
            _t731 += 1
    return _t731

# <rulerun evolution.rules: paired_triggers #345 9c14d31a>
def _loop(st, _t732):
    _st_cvars = st.cvars
    _t735 = 0
    for _t734 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t732]]][1])]:
        if (_st_cvars[84 + _t734] == _st_cvars[84 + _t732]):
            _t735 += (1 if ((_st_cvars[_t734] == 'carnivorous') or (_st_cvars[_t734] == 'high_body_weight')) else (2 if (_st_cvars[_t734] == 'parasite') else 0))
    return _t735

# <rulerun evolution.rules: paired_triggers #346 36057a93>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t732 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[_t732] == 'symbiosis') and (_st_cvars[168 + _t732] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t732]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t732]] >= (1 + _a497(st, _t732)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #347 1e020ca2>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a494(st, L))) and (_a495(st, L) >= _a496(st, L))))) and (not _a498(st, L)))

# <rulerun evolution.rules: paired_triggers #348 d7d4d220>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t724 = []
    for _t725 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[336 + _t725] != _st_vars[4]) and ((_st_cvars[84 + _t725] == _l0) or (_st_cvars[168 + _t725] == _l0))) and (((((_st_cvars[_t725] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d499(st, [(_st_cvars[168 + _t725] if (_st_cvars[84 + _t725] == _l0) else _st_cvars[84 + _t725])])) or ((_st_cvars[_t725] == 'cooperation') and _d499(st, [(_st_cvars[168 + _t725] if (_st_cvars[84 + _t725] == _l0) else _st_cvars[84 + _t725])])))):
            _t724.append(_t725)
    L[2] = _t724
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

# <rulerun evolution.rules: paired_triggers #350 575a77ab>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text502(_audience500(st), ['Communication: animal ', _plain501(st.cvars[420 + L[4]]), ' takes a red token from the food base (', _plain501(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: paired_triggers #351 827f7e43>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text505(_audience503(st), ['Cooperation: animal ', _plain504(st.cvars[420 + L[4]]), ' receives a blue token']))

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

# <rulerun evolution.rules: piracy #360 71a19fe8>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_cvars[756 + _l1] = st.vars[0]
    _st_cvars[504 + _l2] = _st_cvars[504 + _l2] - 1
    if _st_log is not None: _st_log.append(_Text509(_audience506(st), ['Piracy: ', _PlayerRef507(L[0]), "'s animal ", _plain508(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef507(st.model.zone_instances[st.loc[_l2]][1]), "'s animal ", _plain508(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #361 99cd9b34>
def _loop(st, _t737):
    _st_cvars = st.cvars
    for _t738 in st.zones[(9 + st.model.zone_instances[st.loc[_t737]][1])]:
        if ((_st_cvars[84 + _t738] == _t737) and (_st_cvars[_t738] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #362 361ea7a7>
def _loop(st, _t737):
    _st_cvars = st.cvars
    _t741 = 0
    for _t740 in st.zones[(9 + st.model.zone_instances[st.loc[_t737]][1])]:
        if (_st_cvars[84 + _t740] == _t737):
            _t741 += (1 if ((_st_cvars[_t740] == 'carnivorous') or (_st_cvars[_t740] == 'high_body_weight')) else (2 if (_st_cvars[_t740] == 'parasite') else 0))
    return _t741

# <rulerun evolution.rules: piracy #363 7fb7fce8>
def _loop(st, _t737):
    _st_cvars = st.cvars
    _t743 = 0
    for _t742 in st.zones[(9 + st.model.zone_instances[st.loc[_t737]][1])]:
        if (_st_cvars[84 + _t742] == _t737):
            _t743 += (1 if ((_st_cvars[_t742] == 'carnivorous') or (_st_cvars[_t742] == 'high_body_weight')) else (2 if (_st_cvars[_t742] == 'parasite') else 0))
    return _t743

# <rulerun evolution.rules: piracy #364 fe0df232>
def _loop(st, _t737):
    _st_cvars = st.cvars
    _t745 = 0
    for _t744 in st.zones[(9 + st.model.zone_instances[st.loc[_t737]][1])]:
        if (((_st_cvars[84 + _t744] == _t737) and (_st_cvars[_t744] == 'fat_tissue')) and _st_cvars[252 + _t744]):
            _t745 += 1
    return _t745

# <rulerun evolution.rules: piracy #365 3b41f4cb>
def _loop(st, _t737):
    _st_cvars = st.cvars
    _t747 = 0
    for _t746 in st.zones[(9 + st.model.zone_instances[st.loc[_t737]][1])]:
        if ((_st_cvars[84 + _t746] == _t737) and (_st_cvars[_t746] == 'fat_tissue')):
            _t747 += 1
    return _t747

# <rulerun evolution.rules: piracy #366 0a241822>
def _loop(st, _t748):
    _st_cvars = st.cvars
    _t751 = 0
    for _t750 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t748]]][1])]:
        if (_st_cvars[84 + _t750] == _st_cvars[84 + _t748]):
            _t751 += (1 if ((_st_cvars[_t750] == 'carnivorous') or (_st_cvars[_t750] == 'high_body_weight')) else (2 if (_st_cvars[_t750] == 'parasite') else 0))
    return _t751

# <rulerun evolution.rules: piracy #367 e380421e>
def _loop(st, _t737):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t748 in st.zones[(9 + st.model.zone_instances[st.loc[_t737]][1])]:
        if (((_st_cvars[_t748] == 'symbiosis') and (_st_cvars[168 + _t748] == _t737)) and (not ((_st_cvars[924 + _st_cvars[84 + _t748]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t748]] >= (1 + _a515(st, _t748)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #368 c8b2e65e>
def _loop(st, _t753):
    _st_cvars = st.cvars
    _t756 = 0
    for _t755 in st.zones[(9 + st.model.zone_instances[st.loc[_t753]][1])]:
        if (_st_cvars[84 + _t755] == _t753):
            _t756 += (1 if ((_st_cvars[_t755] == 'carnivorous') or (_st_cvars[_t755] == 'high_body_weight')) else (2 if (_st_cvars[_t755] == 'parasite') else 0))
    return _t756

# <rulerun evolution.rules: piracy #369 80192e3e>
def _loop(st, _t737):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t752 = ([_c for _i in [5 + _p for _p in _k517] for _c in st.zones[_i]] or ())
    _budget518[0] -= len(_t752)
    if _budget518[0] < 0: _spent519(st)
    for _t753 in _t752:
        if ((_t753 != _t737) and ((not ((_st_cvars[924 + _t753] == _st_vars[0]) or (_st_cvars[504 + _t753] >= (1 + _a520(st, _t753))))) and (_st_cvars[504 + _t753] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #370 e4b7517c>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t736 = []
    for _t737 in st.zones[(5 + L[0])]:
        if ((((_a510(st, _t737) and (_st_cvars[756 + _t737] != _st_vars[0])) and (not ((_st_cvars[924 + _t737] == _st_vars[0]) or (_st_cvars[504 + _t737] >= (1 + _a511(st, _t737)))))) and ((not ((_st_cvars[924 + _t737] == _st_vars[0]) or ((_st_cvars[504 + _t737] >= (1 + _a512(st, _t737))) and (_a513(st, _t737) >= _a514(st, _t737))))) and (not _a516(st, _t737)))) and _a521(st, _t737)):
            _t736.append(_t737)
    return _t736

# <rulerun evolution.rules: piracy #371 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #372 506138f5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t758 = []
    for _t757 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t757] == L[1]) or (_st_cvars[168 + _t757] == L[1])):
            _t758.append(_st_cvars[_t757])
    return _t758

# <rulerun evolution.rules: piracy #373 220f8564>
def _loop(st, L):
    _st_cvars = st.cvars
    _t760 = []
    for _t759 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t759] == L[1]) or (_st_cvars[168 + _t759] == L[1])):
            _t760.append(_t759)
    return _t760

# <rulerun evolution.rules: piracy #374 e6031476>
def _loop(st, L):
    _st_cvars = st.cvars
    _t762 = 0
    for _t761 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t761] == L[1]):
            _t762 += (1 if ((_st_cvars[_t761] == 'carnivorous') or (_st_cvars[_t761] == 'high_body_weight')) else (2 if (_st_cvars[_t761] == 'parasite') else 0))
    return _t762

# <rulerun evolution.rules: piracy #375 a9f83e20>
def _loop(st, L):
    _st_cvars = st.cvars
    _t764 = 0
    for _t763 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t763] == L[1]) and (_st_cvars[_t763] == 'fat_tissue')) and _st_cvars[252 + _t763]):
            _t764 += 1
    return _t764

# <rulerun evolution.rules: piracy #376 cc9955c2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t766 = 0
    for _t765 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t765] == L[1]) and (_st_cvars[_t765] == 'fat_tissue')):
            _t766 += 1
    return _t766

# <rulerun evolution.rules: piracy #377 bdd2ff83>
def _loop(st, L):
    _st_cvars = st.cvars
    _t768 = 0
    for _t767 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t767] == L[1]) and (_st_cvars[_t767] == 'fat_tissue')):
            _t768 += 1
    return _t768

# <rulerun evolution.rules: piracy #378 785b737f>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain522(((((('animal ' + _plain522(_st_cvars[420 + L[1]]) + ' of ' + _player_text523(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain522(_a524(st, L))) if (not not (_a525(st, L) or ())) else '')) + (' food ' + _plain522(_st_cvars[504 + L[1]]) + '/' + _plain522((1 + _a526(st, L))))) + ((' fat ' + _plain522(_a527(st, L)) + '/' + _plain522(_a528(st, L))) if (_a529(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: piracy #379 e02f5050>
def _loop(st, _t771):
    _st_cvars = st.cvars
    _t773 = 0
    for _t772 in st.zones[(9 + st.model.zone_instances[st.loc[_t771]][1])]:
        if (_st_cvars[84 + _t772] == _t771):
            _t773 += (1 if ((_st_cvars[_t772] == 'carnivorous') or (_st_cvars[_t772] == 'high_body_weight')) else (2 if (_st_cvars[_t772] == 'parasite') else 0))
    return _t773

# <rulerun evolution.rules: piracy #380 a6468520>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t770 = ([_c for _i in [5 + _p for _p in _k530] for _c in st.zones[_i]] or ())
    _budget531[0] -= len(_t770)
    if _budget531[0] < 0: _spent532(st)
    _t769 = []
    for _t771 in _t770:
        if ((_t771 != _l1) and ((not ((_st_cvars[924 + _t771] == _st_vars[0]) or (_st_cvars[504 + _t771] >= (1 + _a533(st, _t771))))) and (_st_cvars[504 + _t771] > 0))):
            _t769.append(_t771)
    return _t769

# <rulerun evolution.rules: piracy #381 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #382 27fada8a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t775 = []
    for _t774 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t774] == L[2]) or (_st_cvars[168 + _t774] == L[2])):
            _t775.append(_st_cvars[_t774])
    return _t775

# <rulerun evolution.rules: piracy #383 f4501986>
def _loop(st, L):
    _st_cvars = st.cvars
    _t777 = []
    for _t776 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t776] == L[2]) or (_st_cvars[168 + _t776] == L[2])):
            _t777.append(_t776)
    return _t777

# <rulerun evolution.rules: piracy #384 ce3bbc51>
def _loop(st, L):
    _st_cvars = st.cvars
    _t779 = 0
    for _t778 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t778] == L[2]):
            _t779 += (1 if ((_st_cvars[_t778] == 'carnivorous') or (_st_cvars[_t778] == 'high_body_weight')) else (2 if (_st_cvars[_t778] == 'parasite') else 0))
    return _t779

# <rulerun evolution.rules: piracy #385 4f8db20d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t781 = 0
    for _t780 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t780] == L[2]) and (_st_cvars[_t780] == 'fat_tissue')) and _st_cvars[252 + _t780]):
            _t781 += 1
    return _t781

# <rulerun evolution.rules: piracy #386 e31822de>
def _loop(st, L):
    _st_cvars = st.cvars
    _t783 = 0
    for _t782 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t782] == L[2]) and (_st_cvars[_t782] == 'fat_tissue')):
            _t783 += 1
    return _t783

# <rulerun evolution.rules: piracy #387 35a13ccf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t785 = 0
    for _t784 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t784] == L[2]) and (_st_cvars[_t784] == 'fat_tissue')):
            _t785 += 1
    return _t785

# <rulerun evolution.rules: piracy #388 ce9164da>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain534(((((('animal ' + _plain534(_st_cvars[420 + L[2]]) + ' of ' + _player_text535(st.model.zone_instances[st.loc[L[2]]][1])) + ((' ' + _plain534(_a536(st, L))) if (not not (_a537(st, L) or ())) else '')) + (' food ' + _plain534(_st_cvars[504 + L[2]]) + '/' + _plain534((1 + _a538(st, L))))) + ((' fat ' + _plain534(_a539(st, L)) + '/' + _plain534(_a540(st, L))) if (_a541(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else ''))))

# <rulerun evolution.rules: piracy #389 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: piracy #390 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: grazing #391 e0b4779d>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text545(_audience542(st), ['Grazing: ', _PlayerRef543(L[0]), "'s animal ", _plain544(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain544(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #392 ff74a6f5>
def _loop(st, _t787):
    _st_cvars = st.cvars
    for _t788 in st.zones[(9 + st.model.zone_instances[st.loc[_t787]][1])]:
        if ((_st_cvars[84 + _t788] == _t787) and (_st_cvars[_t788] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #393 be676a89>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t786 = []
    for _t787 in st.zones[(5 + L[0])]:
        if ((_a546(st, _t787) and (_st_cvars[840 + _t787] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t786.append(_t787)
    return _t786

# <rulerun evolution.rules: grazing #394 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: grazing #395 3619654c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t791 = []
    for _t790 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t790] == L[1]) or (_st_cvars[168 + _t790] == L[1])):
            _t791.append(_st_cvars[_t790])
    return _t791

# <rulerun evolution.rules: grazing #396 0997827b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t793 = []
    for _t792 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t792] == L[1]) or (_st_cvars[168 + _t792] == L[1])):
            _t793.append(_t792)
    return _t793

# <rulerun evolution.rules: grazing #397 df988fd8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t795 = 0
    for _t794 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t794] == L[1]):
            _t795 += (1 if ((_st_cvars[_t794] == 'carnivorous') or (_st_cvars[_t794] == 'high_body_weight')) else (2 if (_st_cvars[_t794] == 'parasite') else 0))
    return _t795

# <rulerun evolution.rules: grazing #398 7fde0420>
def _loop(st, L):
    _st_cvars = st.cvars
    _t797 = 0
    for _t796 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t796] == L[1]) and (_st_cvars[_t796] == 'fat_tissue')) and _st_cvars[252 + _t796]):
            _t797 += 1
    return _t797

# <rulerun evolution.rules: grazing #399 5d8fd6a0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t799 = 0
    for _t798 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t798] == L[1]) and (_st_cvars[_t798] == 'fat_tissue')):
            _t799 += 1
    return _t799

# <rulerun evolution.rules: grazing #400 8cb8ddf1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t801 = 0
    for _t800 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t800] == L[1]) and (_st_cvars[_t800] == 'fat_tissue')):
            _t801 += 1
    return _t801

# <rulerun evolution.rules: grazing #401 89ae29ba>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain547(((((('animal ' + _plain547(_st_cvars[420 + L[1]]) + ' of ' + _player_text548(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain547(_a549(st, L))) if (not not (_a550(st, L) or ())) else '')) + (' food ' + _plain547(_st_cvars[504 + L[1]]) + '/' + _plain547((1 + _a551(st, L))))) + ((' fat ' + _plain547(_a552(st, L)) + '/' + _plain547(_a553(st, L))) if (_a554(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: hibernation #402 96fcfbf5>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_cvars[924 + _l1] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text558(_audience555(st), ['Hibernation: ', _PlayerRef556(L[0]), "'s animal ", _plain557(_st_cvars[420 + _l1]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: hibernation #403 bd697a2b>
def _loop(st, _t803):
    _st_cvars = st.cvars
    for _t804 in st.zones[(9 + st.model.zone_instances[st.loc[_t803]][1])]:
        if ((_st_cvars[84 + _t804] == _t803) and (_st_cvars[_t804] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #404 87963542>
def _loop(st, _t803):
    _st_cvars = st.cvars
    _t807 = 0
    for _t806 in st.zones[(9 + st.model.zone_instances[st.loc[_t803]][1])]:
        if (_st_cvars[84 + _t806] == _t803):
            _t807 += (1 if ((_st_cvars[_t806] == 'carnivorous') or (_st_cvars[_t806] == 'high_body_weight')) else (2 if (_st_cvars[_t806] == 'parasite') else 0))
    return _t807

# <rulerun evolution.rules: hibernation #405 4155969f>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t802 = []
    for _t803 in st.zones[(5 + L[0])]:
        if ((((_a559(st, _t803) and (_st_cvars[924 + _t803] != _st_vars[0])) and (_st_cvars[924 + _t803] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t803] == _st_vars[0]) or (_st_cvars[504 + _t803] >= (1 + _a560(st, _t803)))))):
            _t802.append(_t803)
    return _t802

# <rulerun evolution.rules: hibernation #406 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hibernation #407 d42a14e6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t809 = []
    for _t808 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t808] == L[1]) or (_st_cvars[168 + _t808] == L[1])):
            _t809.append(_st_cvars[_t808])
    return _t809

# <rulerun evolution.rules: hibernation #408 d6e62e2b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t811 = []
    for _t810 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t810] == L[1]) or (_st_cvars[168 + _t810] == L[1])):
            _t811.append(_t810)
    return _t811

# <rulerun evolution.rules: hibernation #409 b6286da8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t813 = 0
    for _t812 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t812] == L[1]):
            _t813 += (1 if ((_st_cvars[_t812] == 'carnivorous') or (_st_cvars[_t812] == 'high_body_weight')) else (2 if (_st_cvars[_t812] == 'parasite') else 0))
    return _t813

# <rulerun evolution.rules: hibernation #410 61169f5e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t815 = 0
    for _t814 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t814] == L[1]) and (_st_cvars[_t814] == 'fat_tissue')) and _st_cvars[252 + _t814]):
            _t815 += 1
    return _t815

# <rulerun evolution.rules: hibernation #411 684e0eff>
def _loop(st, L):
    _st_cvars = st.cvars
    _t817 = 0
    for _t816 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t816] == L[1]) and (_st_cvars[_t816] == 'fat_tissue')):
            _t817 += 1
    return _t817

# <rulerun evolution.rules: hibernation #412 29e83344>
def _loop(st, L):
    _st_cvars = st.cvars
    _t819 = 0
    for _t818 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t818] == L[1]) and (_st_cvars[_t818] == 'fat_tissue')):
            _t819 += 1
    return _t819

# <rulerun evolution.rules: hibernation #413 98735cea>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain561(((((('animal ' + _plain561(_st_cvars[420 + L[1]]) + ' of ' + _player_text562(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain561(_a563(st, L))) if (not not (_a564(st, L) or ())) else '')) + (' food ' + _plain561(_st_cvars[504 + L[1]]) + '/' + _plain561((1 + _a565(st, L))))) + ((' fat ' + _plain561(_a566(st, L)) + '/' + _plain561(_a567(st, L))) if (_a568(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: attack_action #414 105b4280>
def _loop(st, _t821):
    _st_cvars = st.cvars
    for _t822 in st.zones[(9 + st.model.zone_instances[st.loc[_t821]][1])]:
        if ((_st_cvars[84 + _t822] == _t821) and (_st_cvars[_t822] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #415 95a988e9>
def _loop(st, _t821):
    _st_cvars = st.cvars
    _t825 = 0
    for _t824 in st.zones[(9 + st.model.zone_instances[st.loc[_t821]][1])]:
        if (_st_cvars[84 + _t824] == _t821):
            _t825 += (1 if ((_st_cvars[_t824] == 'carnivorous') or (_st_cvars[_t824] == 'high_body_weight')) else (2 if (_st_cvars[_t824] == 'parasite') else 0))
    return _t825

# <rulerun evolution.rules: attack_action #416 27520570>
def _loop(st, _t821):
    _st_cvars = st.cvars
    _t827 = 0
    for _t826 in st.zones[(9 + st.model.zone_instances[st.loc[_t821]][1])]:
        if (((_st_cvars[84 + _t826] == _t821) and (_st_cvars[_t826] == 'fat_tissue')) and _st_cvars[252 + _t826]):
            _t827 += 1
    return _t827

# <rulerun evolution.rules: attack_action #417 1b746b3e>
def _loop(st, _t821):
    _st_cvars = st.cvars
    _t829 = 0
    for _t828 in st.zones[(9 + st.model.zone_instances[st.loc[_t821]][1])]:
        if ((_st_cvars[84 + _t828] == _t821) and (_st_cvars[_t828] == 'fat_tissue')):
            _t829 += 1
    return _t829

# <rulerun evolution.rules: attack_action #418 d70d382b>
def _loop(st, _t830):
    _st_cvars = st.cvars
    _t833 = 0
    for _t832 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t830]]][1])]:
        if (_st_cvars[84 + _t832] == _st_cvars[84 + _t830]):
            _t833 += (1 if ((_st_cvars[_t832] == 'carnivorous') or (_st_cvars[_t832] == 'high_body_weight')) else (2 if (_st_cvars[_t832] == 'parasite') else 0))
    return _t833

# <rulerun evolution.rules: attack_action #419 27ddd69b>
def _loop(st, _t821):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t830 in st.zones[(9 + st.model.zone_instances[st.loc[_t821]][1])]:
        if (((_st_cvars[_t830] == 'symbiosis') and (_st_cvars[168 + _t830] == _t821)) and (not ((_st_cvars[924 + _st_cvars[84 + _t830]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t830]] >= (1 + _a573(st, _t830)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #420 988f26b1>
def _loop(st, _t835):
    _st_cvars = st.cvars
    for _t837 in st.zones[(9 + st.model.zone_instances[st.loc[_t835]][1])]:
        if ((_st_cvars[84 + _t837] == _t835) and (_st_cvars[_t837] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #421 ccf44573>
def _loop(st, _t821):
    _st_cvars = st.cvars
    for _t839 in st.zones[(9 + st.model.zone_instances[st.loc[_t821]][1])]:
        if ((_st_cvars[84 + _t839] == _t821) and (_st_cvars[_t839] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #422 1118d545>
def _loop(st, _t835):
    _st_cvars = st.cvars
    for _t843 in st.zones[(9 + st.model.zone_instances[st.loc[_t835]][1])]:
        if ((_st_cvars[84 + _t843] == _t835) and (_st_cvars[_t843] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #423 64110d14>
def _loop(st, _t821):
    _st_cvars = st.cvars
    for _t845 in st.zones[(9 + st.model.zone_instances[st.loc[_t821]][1])]:
        if ((_st_cvars[84 + _t845] == _t821) and (_st_cvars[_t845] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #424 fe0d7c53>
def _loop(st, _t835):
    _st_cvars = st.cvars
    for _t849 in st.zones[(9 + st.model.zone_instances[st.loc[_t835]][1])]:
        if ((_st_cvars[84 + _t849] == _t835) and (_st_cvars[_t849] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #425 733c56b4>
def _loop(st, _t821):
    _st_cvars = st.cvars
    for _t851 in st.zones[(9 + st.model.zone_instances[st.loc[_t821]][1])]:
        if ((_st_cvars[84 + _t851] == _t821) and (_st_cvars[_t851] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #426 65e790c5>
def _loop(st, _t835):
    _st_cvars = st.cvars
    for _t855 in st.zones[(9 + st.model.zone_instances[st.loc[_t835]][1])]:
        if ((_st_cvars[84 + _t855] == _t835) and (_st_cvars[_t855] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #427 d991c868>
def _loop(st, _t835):
    _st_cvars = st.cvars
    _t858 = 0
    for _t857 in st.zones[(9 + st.model.zone_instances[st.loc[_t835]][1])]:
        if (_st_cvars[84 + _t857] == _t835):
            _t858 += (1 if ((_st_cvars[_t857] == 'carnivorous') or (_st_cvars[_t857] == 'high_body_weight')) else (2 if (_st_cvars[_t857] == 'parasite') else 0))
    return _t858

# <rulerun evolution.rules: attack_action #428 86960904>
def _loop(st, _t835):
    _st_cvars = st.cvars
    for _t859 in st.zones[(9 + st.model.zone_instances[st.loc[_t835]][1])]:
        if ((_st_cvars[_t859] == 'symbiosis') and (_st_cvars[168 + _t859] == _t835)):
            return True
    return False

# <rulerun evolution.rules: attack_action #429 bda0144c>
def _loop(st, _t821):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t834 = ([_c for _i in [5 + _p for _p in _k575] for _c in st.zones[_i]] or ())
    _budget576[0] -= len(_t834)
    if _budget576[0] < 0: _spent577(st)
    _t841 = _NOT_YET
    _t842 = _NOT_YET
    _t847 = _NOT_YET
    _t848 = _NOT_YET
    _t853 = _NOT_YET
    _t854 = _NOT_YET
    for _t835 in _t834:
        if ((((((_t821 != _t835) and ((not _a578(st, _t835)) or (_t842 if _t842 is not _NOT_YET else (_t842 := (_t841 if _t841 is not _NOT_YET else (_t841 := _a579(st, _t821))))))) and ((not _a580(st, _t835)) or (_t848 if _t848 is not _NOT_YET else (_t848 := (_t847 if _t847 is not _NOT_YET else (_t847 := _a581(st, _t821))))))) and (_a582(st, _t835) == (_t854 if _t854 is not _NOT_YET else (_t854 := (_t853 if _t853 is not _NOT_YET else (_t853 := _a583(st, _t821))))))) and (not (_a584(st, _t835) and ((_st_cvars[924 + _t835] == _st_vars[0]) or (_st_cvars[504 + _t835] >= (1 + _a585(st, _t835))))))) and (not _a586(st, _t835))):
            return True
    return False

# <rulerun evolution.rules: attack_action #430 5c39132e>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t820 = []
    for _t821 in st.zones[(5 + L[0])]:
        if (((_a569(st, _t821) and (_st_cvars[672 + _t821] != _st_vars[0])) and ((not ((_st_cvars[924 + _t821] == _st_vars[0]) or ((_st_cvars[504 + _t821] >= (1 + _a570(st, _t821))) and (_a571(st, _t821) >= _a572(st, _t821))))) and (not _a574(st, _t821)))) and _a587(st, _t821)):
            _t820.append(_t821)
    return _t820

# <rulerun evolution.rules: attack_action #431 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #432 08eae075>
def _loop(st, L):
    _st_cvars = st.cvars
    _t862 = []
    for _t861 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t861] == L[1]) or (_st_cvars[168 + _t861] == L[1])):
            _t862.append(_st_cvars[_t861])
    return _t862

# <rulerun evolution.rules: attack_action #433 0a6dff7d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t864 = []
    for _t863 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t863] == L[1]) or (_st_cvars[168 + _t863] == L[1])):
            _t864.append(_t863)
    return _t864

# <rulerun evolution.rules: attack_action #434 d6d6cdbb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t866 = 0
    for _t865 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t865] == L[1]):
            _t866 += (1 if ((_st_cvars[_t865] == 'carnivorous') or (_st_cvars[_t865] == 'high_body_weight')) else (2 if (_st_cvars[_t865] == 'parasite') else 0))
    return _t866

# <rulerun evolution.rules: attack_action #435 a89e3aa2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t868 = 0
    for _t867 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t867] == L[1]) and (_st_cvars[_t867] == 'fat_tissue')) and _st_cvars[252 + _t867]):
            _t868 += 1
    return _t868

# <rulerun evolution.rules: attack_action #436 af26da29>
def _loop(st, L):
    _st_cvars = st.cvars
    _t870 = 0
    for _t869 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t869] == L[1]) and (_st_cvars[_t869] == 'fat_tissue')):
            _t870 += 1
    return _t870

# <rulerun evolution.rules: attack_action #437 c940b08e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t872 = 0
    for _t871 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t871] == L[1]) and (_st_cvars[_t871] == 'fat_tissue')):
            _t872 += 1
    return _t872

# <rulerun evolution.rules: attack_action #438 9d5455f7>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain588(((((('animal ' + _plain588(_st_cvars[420 + L[1]]) + ' of ' + _player_text589(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain588(_a590(st, L))) if (not not (_a591(st, L) or ())) else '')) + (' food ' + _plain588(_st_cvars[504 + L[1]]) + '/' + _plain588((1 + _a592(st, L))))) + ((' fat ' + _plain588(_a593(st, L)) + '/' + _plain588(_a594(st, L))) if (_a595(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: attack_action #439 981c703d>
def _loop(st, _t875):
    _st_cvars = st.cvars
    for _t876 in st.zones[(9 + st.model.zone_instances[st.loc[_t875]][1])]:
        if ((_st_cvars[84 + _t876] == _t875) and (_st_cvars[_t876] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #440 d3914390>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t878 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t878] == _l1) and (_st_cvars[_t878] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #441 e60ce3b3>
def _loop(st, _t875):
    _st_cvars = st.cvars
    for _t882 in st.zones[(9 + st.model.zone_instances[st.loc[_t875]][1])]:
        if ((_st_cvars[84 + _t882] == _t875) and (_st_cvars[_t882] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #442 529dd0c7>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t884 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t884] == _l1) and (_st_cvars[_t884] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #443 df7176f2>
def _loop(st, _t875):
    _st_cvars = st.cvars
    for _t888 in st.zones[(9 + st.model.zone_instances[st.loc[_t875]][1])]:
        if ((_st_cvars[84 + _t888] == _t875) and (_st_cvars[_t888] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #444 0f1884bc>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t890 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t890] == _l1) and (_st_cvars[_t890] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #445 6775b82d>
def _loop(st, _t875):
    _st_cvars = st.cvars
    for _t894 in st.zones[(9 + st.model.zone_instances[st.loc[_t875]][1])]:
        if ((_st_cvars[84 + _t894] == _t875) and (_st_cvars[_t894] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #446 eccd06aa>
def _loop(st, _t875):
    _st_cvars = st.cvars
    _t897 = 0
    for _t896 in st.zones[(9 + st.model.zone_instances[st.loc[_t875]][1])]:
        if (_st_cvars[84 + _t896] == _t875):
            _t897 += (1 if ((_st_cvars[_t896] == 'carnivorous') or (_st_cvars[_t896] == 'high_body_weight')) else (2 if (_st_cvars[_t896] == 'parasite') else 0))
    return _t897

# <rulerun evolution.rules: attack_action #447 59ad15c2>
def _loop(st, _t875):
    _st_cvars = st.cvars
    for _t898 in st.zones[(9 + st.model.zone_instances[st.loc[_t875]][1])]:
        if ((_st_cvars[_t898] == 'symbiosis') and (_st_cvars[168 + _t898] == _t875)):
            return True
    return False

# <rulerun evolution.rules: attack_action #448 6a6e6a28>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t874 = ([_c for _i in [5 + _p for _p in _k596] for _c in st.zones[_i]] or ())
    _budget597[0] -= len(_t874)
    if _budget597[0] < 0: _spent598(st)
    _t880 = _NOT_YET
    _t881 = _NOT_YET
    _t886 = _NOT_YET
    _t887 = _NOT_YET
    _t892 = _NOT_YET
    _t893 = _NOT_YET
    _t873 = []
    for _t875 in _t874:
        if ((((((_l1 != _t875) and ((not _a599(st, _t875)) or (_t881 if _t881 is not _NOT_YET else (_t881 := (_t880 if _t880 is not _NOT_YET else (_t880 := _a600(st, L))))))) and ((not _a601(st, _t875)) or (_t887 if _t887 is not _NOT_YET else (_t887 := (_t886 if _t886 is not _NOT_YET else (_t886 := _a602(st, L))))))) and (_a603(st, _t875) == (_t893 if _t893 is not _NOT_YET else (_t893 := (_t892 if _t892 is not _NOT_YET else (_t892 := _a604(st, L))))))) and (not (_a605(st, _t875) and ((_st_cvars[924 + _t875] == _st_vars[0]) or (_st_cvars[504 + _t875] >= (1 + _a606(st, _t875))))))) and (not _a607(st, _t875))):
            _t873.append(_t875)
    return _t873

# <rulerun evolution.rules: attack_action #449 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #450 afdf270d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t901 = []
    for _t900 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t900] == L[2]) or (_st_cvars[168 + _t900] == L[2])):
            _t901.append(_st_cvars[_t900])
    return _t901

# <rulerun evolution.rules: attack_action #451 43c39b07>
def _loop(st, L):
    _st_cvars = st.cvars
    _t903 = []
    for _t902 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t902] == L[2]) or (_st_cvars[168 + _t902] == L[2])):
            _t903.append(_t902)
    return _t903

# <rulerun evolution.rules: attack_action #452 2519ee8f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t905 = 0
    for _t904 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t904] == L[2]):
            _t905 += (1 if ((_st_cvars[_t904] == 'carnivorous') or (_st_cvars[_t904] == 'high_body_weight')) else (2 if (_st_cvars[_t904] == 'parasite') else 0))
    return _t905

# <rulerun evolution.rules: attack_action #453 bf3a40dd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t907 = 0
    for _t906 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t906] == L[2]) and (_st_cvars[_t906] == 'fat_tissue')) and _st_cvars[252 + _t906]):
            _t907 += 1
    return _t907

# <rulerun evolution.rules: attack_action #454 6360e6c3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t909 = 0
    for _t908 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t908] == L[2]) and (_st_cvars[_t908] == 'fat_tissue')):
            _t909 += 1
    return _t909

# <rulerun evolution.rules: attack_action #455 ae07974d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t911 = 0
    for _t910 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t910] == L[2]) and (_st_cvars[_t910] == 'fat_tissue')):
            _t911 += 1
    return _t911

# <rulerun evolution.rules: attack_action #456 8317c2ed>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain608(((((('animal ' + _plain608(_st_cvars[420 + L[2]]) + ' of ' + _player_text609(st.model.zone_instances[st.loc[L[2]]][1])) + ((' ' + _plain608(_a610(st, L))) if (not not (_a611(st, L) or ())) else '')) + (' food ' + _plain608(_st_cvars[504 + L[2]]) + '/' + _plain608((1 + _a612(st, L))))) + ((' fat ' + _plain608(_a613(st, L)) + '/' + _plain608(_a614(st, L))) if (_a615(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else ''))))

# <rulerun evolution.rules: attack_action #457 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: attack_action #458 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: hunt #459 655c4753>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_cvars[672 + _l0] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text619(_audience616(st), [_PlayerRef617(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain618(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef617(st.model.zone_instances[_st_loc[_l1]][1]), "'s animal ", _plain618(_st_cvars[420 + _l1])]))

# <rulerun evolution.rules: hunt #460 8007b954>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t912 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t912] == L[2]) and (_st_cvars[_t912] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #461 3eca1e02>
def _loop(st, _i10l0):
    _st_cvars = st.cvars
    _t916 = []
    for _t915 in st.zones[(9 + st.model.zone_instances[st.loc[_i10l0]][1])]:
        if ((_st_cvars[84 + _t915] == _i10l0) or (_st_cvars[168 + _t915] == _i10l0)):
            _t916.append(_t915)
    return _t916

# <rulerun evolution.rules: hunt #462 e3eb1348>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value620(st, 1, 1, 'attack'))
    L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value620(st, 1, 0, 'attack'))
    L[4] = _a621(st, L)
    if _st_log is not None: _st_log.append(_Text625(_audience622(st), [_PlayerRef623(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain624(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef623(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain624(_st_cvars[420 + L[2]])]))
    _i10l0 = L[2]
    _i10 = [_i10l0, None, None, None, None]
    _i10[1] = st.model.zone_instances[_st_loc[_i10l0]][1]
    _t917 = (_a626(st, _i10l0) or [])
    _budget627[0] -= len(_t917)
    if _budget627[0] < 0: _spent628(st)
    for _t914 in _t917:
        _i10[4] = _t914
        _i11l0 = _t914
        _i11 = [_i11l0, None]
        _i11[1] = st.model.zone_instances[_st_loc[_i11l0]][1]
        _st_cvars[252 + _i11l0] = False
        _st_cvars[84 + _i11l0] = None
        _st_cvars[168 + _i11l0] = None
        _st_cvars[_i11l0] = 'no_trait'
        _t918 = _i11l0
        _t919 = (13 + _i11[1])
        if type(_t918) is int and _st_log is None:
            _t920 = _st_zones[_st_loc[_t918]]
            if _t920[-1] == _t918: _t920.pop()
            else: _t920.remove(_t918)
            _st_zones[_t919].append(_t918); _st_loc[_t918] = _t919
        elif _t918 is not None:
            _move_cards629(st, _t918, _t919, False)
    _st_cvars[504 + _i10l0] = 0
    _st_cvars[588 + _i10l0] = False
    _t921 = _i10l0
    _t922 = (13 + _i10[1])
    if type(_t921) is int and _st_log is None:
        _t923 = _st_zones[_st_loc[_t921]]
        if _t923[-1] == _t921: _t923.pop()
        else: _t923.remove(_t921)
        _st_zones[_t922].append(_t921); _st_loc[_t921] = _t922
    elif _t921 is not None:
        _move_cards629(st, _t921, _t922, False)

# <rulerun evolution.rules: hunt #463 bfb20124>
def _native(st, L):
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_log = st.log
    if L[4]:
        _st_cvars[588 + _l3] = True
        if _st_log is not None: _st_log.append(_Text632(_audience630(st), ['Animal ', _plain631(_st_cvars[420 + _l3]), ' has eaten a poisonous animal: it will die in the extinction phase']))

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

# <rulerun evolution.rules: scavenge #470 ce270f5d>
def _loop(st, _t925):
    _st_cvars = st.cvars
    for _t926 in st.zones[(9 + st.model.zone_instances[st.loc[_t925]][1])]:
        if ((_st_cvars[84 + _t926] == _t925) and (_st_cvars[_t926] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #471 edb77de4>
def _loop(st, _t925):
    _st_cvars = st.cvars
    _t929 = 0
    for _t928 in st.zones[(9 + st.model.zone_instances[st.loc[_t925]][1])]:
        if (_st_cvars[84 + _t928] == _t925):
            _t929 += (1 if ((_st_cvars[_t928] == 'carnivorous') or (_st_cvars[_t928] == 'high_body_weight')) else (2 if (_st_cvars[_t928] == 'parasite') else 0))
    return _t929

# <rulerun evolution.rules: scavenge #472 cff5e553>
def _loop(st, _t925):
    _st_cvars = st.cvars
    _t931 = 0
    for _t930 in st.zones[(9 + st.model.zone_instances[st.loc[_t925]][1])]:
        if (((_st_cvars[84 + _t930] == _t925) and (_st_cvars[_t930] == 'fat_tissue')) and _st_cvars[252 + _t930]):
            _t931 += 1
    return _t931

# <rulerun evolution.rules: scavenge #473 932e95ff>
def _loop(st, _t925):
    _st_cvars = st.cvars
    _t933 = 0
    for _t932 in st.zones[(9 + st.model.zone_instances[st.loc[_t925]][1])]:
        if ((_st_cvars[84 + _t932] == _t925) and (_st_cvars[_t932] == 'fat_tissue')):
            _t933 += 1
    return _t933

# <rulerun evolution.rules: scavenge #474 4d7873b8>
def _loop(st, _t934):
    _st_cvars = st.cvars
    _t937 = 0
    for _t936 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t934]]][1])]:
        if (_st_cvars[84 + _t936] == _st_cvars[84 + _t934]):
            _t937 += (1 if ((_st_cvars[_t936] == 'carnivorous') or (_st_cvars[_t936] == 'high_body_weight')) else (2 if (_st_cvars[_t936] == 'parasite') else 0))
    return _t937

# <rulerun evolution.rules: scavenge #475 f2682e49>
def _loop(st, _t925):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t934 in st.zones[(9 + st.model.zone_instances[st.loc[_t925]][1])]:
        if (((_st_cvars[_t934] == 'symbiosis') and (_st_cvars[168 + _t934] == _t925)) and (not ((_st_cvars[924 + _st_cvars[84 + _t934]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t934]] >= (1 + _a637(st, _t934)))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #476 0e861add>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t924 = []
    for _t925 in st.zones[(5 + L[3])]:
        if (_a633(st, _t925) and ((not ((_st_cvars[924 + _t925] == _st_vars[0]) or ((_st_cvars[504 + _t925] >= (1 + _a634(st, _t925))) and (_a635(st, _t925) >= _a636(st, _t925))))) and (not _a638(st, _t925)))):
            _t924.append(_t925)
    L[4] = _t924

# <rulerun evolution.rules: scavenge #477 ae546b47>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text642(_audience639(st), ['Scavenger: ', _PlayerRef640(L[3]), "'s animal ", _plain641(st.cvars[420 + L[5]]), ' receives a blue token']))

# <rulerun evolution.rules: scavenge #478 e693422f>
def _native(st, L):
    return 2

# <rulerun evolution.rules: scavenge #479 050ab442>
def _native(st, L):
    return _o643[L[0]]

# <rulerun evolution.rules: scavenge #480 bfef81a9>
def _native(st, L):
    return (not not (L[4] or ()))

# <rulerun evolution.rules: scavenge #481 aae35f01>
def _loop(st, L):
    _t941 = (L[4] or ())
    _budget646[0] -= len(_t941)
    if _budget646[0] < 0: _spent647(st)
    for _t942 in _t941:
        return _t942
    return None

# <rulerun evolution.rules: scavenge #482 87327ffe>
def _native(st, L):
    _t939 = (L[4] or ())
    _budget644[0] -= len(_t939)
    if _budget644[0] < 0: _spent645(st)
    _t944 = _NOT_YET
    _t938 = []
    for _t940 in _t939:
        if ((not False) or (_t940 == (_t944 if _t944 is not _NOT_YET else (_t944 := _a648(st, L))))):
            _t938.append(_t940)
    return _t938

# <rulerun evolution.rules: scavenge #483 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #484 04f90291>
def _loop(st, L):
    _st_cvars = st.cvars
    _t946 = []
    for _t945 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t945] == L[5]) or (_st_cvars[168 + _t945] == L[5])):
            _t946.append(_st_cvars[_t945])
    return _t946

# <rulerun evolution.rules: scavenge #485 e36c0f97>
def _loop(st, L):
    _st_cvars = st.cvars
    _t948 = []
    for _t947 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t947] == L[5]) or (_st_cvars[168 + _t947] == L[5])):
            _t948.append(_t947)
    return _t948

# <rulerun evolution.rules: scavenge #486 07806516>
def _loop(st, L):
    _st_cvars = st.cvars
    _t950 = 0
    for _t949 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t949] == L[5]):
            _t950 += (1 if ((_st_cvars[_t949] == 'carnivorous') or (_st_cvars[_t949] == 'high_body_weight')) else (2 if (_st_cvars[_t949] == 'parasite') else 0))
    return _t950

# <rulerun evolution.rules: scavenge #487 88291cf6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t952 = 0
    for _t951 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t951] == L[5]) and (_st_cvars[_t951] == 'fat_tissue')) and _st_cvars[252 + _t951]):
            _t952 += 1
    return _t952

# <rulerun evolution.rules: scavenge #488 1c756815>
def _loop(st, L):
    _st_cvars = st.cvars
    _t954 = 0
    for _t953 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t953] == L[5]) and (_st_cvars[_t953] == 'fat_tissue')):
            _t954 += 1
    return _t954

# <rulerun evolution.rules: scavenge #489 284640dd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t956 = 0
    for _t955 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t955] == L[5]) and (_st_cvars[_t955] == 'fat_tissue')):
            _t956 += 1
    return _t956

# <rulerun evolution.rules: scavenge #490 af0113cb>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain649(((((('animal ' + _plain649(_st_cvars[420 + L[5]]) + ' of ' + _player_text650(st.model.zone_instances[st.loc[L[5]]][1])) + ((' ' + _plain649(_a651(st, L))) if (not not (_a652(st, L) or ())) else '')) + (' food ' + _plain649(_st_cvars[504 + L[5]]) + '/' + _plain649((1 + _a653(st, L))))) + ((' fat ' + _plain649(_a654(st, L)) + '/' + _plain649(_a655(st, L))) if (_a656(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else ''))))

# <rulerun evolution.rules: scavenge #491 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun evolution.rules: scavenge #492 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: drop_trait #493 3261e656>
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
    _t957 = _l0
    _t958 = (13 + L[1])
    if type(_t957) is int and st.log is None:
        _t959 = _st_zones[_st_loc[_t957]]
        if _t959[-1] == _t957: _t959.pop()
        else: _t959.remove(_t957)
        _st_zones[_t958].append(_t957); _st_loc[_t957] = _t958
    elif _t957 is not None:
        _move_cards657(st, _t957, _t958, False)

# <rulerun evolution.rules: remove_animal #494 f3768444>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t962 = []
    for _t961 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t961] == _l0) or (_st_cvars[168 + _t961] == _l0)):
            _t962.append(_t961)
    return _t962

# <rulerun evolution.rules: remove_animal #495 d0cfcc61>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = st.model.zone_instances[_st_loc[_l0]][1]
    _t963 = (_a658(st, L) or [])
    _budget659[0] -= len(_t963)
    if _budget659[0] < 0: _spent660(st)
    for _t960 in _t963:
        L[4] = _t960
        _i12l0 = _t960
        _i12 = [_i12l0, None]
        _i12[1] = st.model.zone_instances[_st_loc[_i12l0]][1]
        _st_cvars[252 + _i12l0] = False
        _st_cvars[84 + _i12l0] = None
        _st_cvars[168 + _i12l0] = None
        _st_cvars[_i12l0] = 'no_trait'
        _t964 = _i12l0
        _t965 = (13 + _i12[1])
        if type(_t964) is int and _st_log is None:
            _t966 = _st_zones[_st_loc[_t964]]
            if _t966[-1] == _t964: _t966.pop()
            else: _t966.remove(_t964)
            _st_zones[_t965].append(_t964); _st_loc[_t964] = _t965
        elif _t964 is not None:
            _move_cards661(st, _t964, _t965, False)
    _st_cvars[504 + _l0] = 0
    _st_cvars[588 + _l0] = False
    _t967 = _l0
    _t968 = (13 + L[1])
    if type(_t967) is int and _st_log is None:
        _t969 = _st_zones[_st_loc[_t967]]
        if _t969[-1] == _t967: _t969.pop()
        else: _t969.remove(_t967)
        _st_zones[_t968].append(_t967); _st_loc[_t967] = _t968
    elif _t967 is not None:
        _move_cards661(st, _t967, _t968, False)

# <rulerun evolution.rules: deal #496 4265540e>
def _loop(st):
    for _t974 in (_k668 or ()):
        if (st.vars[7 + _t974] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #497 4c308967>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t970 in (_k662 or []):
        L[2] = _t970
        _st_vars[7 + _t970] = (6 if ((not _st_zones[(5 + _t970)]) and (not _st_zones[(1 + _t970)])) else (1 + len(_st_zones[(5 + _t970)])))
    for _t971 in (_o663[_st_vars[1]] or []):
        L[5] = _t971
        if _st_log is not None: _st_log.append(_Text667(_audience664(st), ['Cards owed to ', _PlayerRef665(_t971), ': ', _plain666(_st_vars[7 + _t971])]))
    _t972 = 0; _t973 = st.decisions
    while ((not not _st_zones[0]) and _a669(st)):
        _t972 += 1
        if _t972 > _LIMIT670[0] and _over_limit671(_t972, st, _t973): raise _Runaway672()
        for _t976 in (_o673[_st_vars[1]] or []):
            L[8] = _t976
            if not (((_st_vars[7 + _t976] > 0) and (not not _st_zones[0]))): continue
            _t979 = _st_zones[0]
            _t978 = (1 + _t976)
            if _st_log is None and _t979:
                _t977 = _t979.pop(); _st_zones[_t978].append(_t977); st.loc[_t977] = _t978
            elif _t979:
                _move_cards674(st, _t979[-1], _t978, False)
            _st_vars[7 + _t976] = _st_vars[7 + _t976] - 1
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text667(_audience664(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #498 cee5d3b3>
def _loop(st, _t980):
    _st_cvars = st.cvars
    _t982 = 0
    for _t981 in st.zones[(9 + _t980)]:
        _t982 += (1 + (1 if ((_st_cvars[_t981] == 'carnivorous') or (_st_cvars[_t981] == 'high_body_weight')) else (2 if (_st_cvars[_t981] == 'parasite') else 0)))
    return _t982

# <rulerun evolution.rules: game_end #499 6a2f548d>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i13 = [None, None, None, None, None, None, None, None]
    for _t980 in (_k675 or []):
        _i13[2] = _t980
        if _st_log is not None: _st_log.append(_Text680(_audience676(st), [_PlayerRef677(_t980), ': ', _plain678(len(_st_zones[(5 + _t980)])), ' animals, ', _plain678(len(_st_zones[(9 + _t980)])), ' trait cards, ', _plain678(((2 * len(_st_zones[(5 + _t980)])) + _a679(st, _t980))), ' points; ', _plain678(len(_st_zones[(13 + _t980)])), ' cards in the discard pile']))
    if False:
        _i13[3] = _range681(1, 4)
        for _t983 in (_k682 or []):
            _i13[6] = _t983
            _i13[7] = _random_item683(st, _i13[3])
            st.vars[12 + _t983] = _i13[7]
            _i13[3] = _remove684(st, _i13[3], _i13[7])
    _end_game685(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #500 5d1fcfdb>
def _loop(st, _t984):
    _st_cvars = st.cvars
    _t986 = 0
    for _t985 in st.zones[(9 + _t984)]:
        _t986 += (1 + (1 if ((_st_cvars[_t985] == 'carnivorous') or (_st_cvars[_t985] == 'high_body_weight')) else (2 if (_st_cvars[_t985] == 'parasite') else 0)))
    return _t986

# <rulerun evolution.rules: final_scoring #501 72a91597>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    for _t984 in (_k686 or []):
        L[2] = _t984
        if _st_log is not None: _st_log.append(_Text691(_audience687(st), [_PlayerRef688(_t984), ': ', _plain689(len(_st_zones[(5 + _t984)])), ' animals, ', _plain689(len(_st_zones[(9 + _t984)])), ' trait cards, ', _plain689(((2 * len(_st_zones[(5 + _t984)])) + _a690(st, _t984))), ' points; ', _plain689(len(_st_zones[(13 + _t984)])), ' cards in the discard pile']))
    if False:
        L[3] = _range692(1, 4)
        for _t987 in (_k693 or []):
            L[6] = _t987
            L[7] = _random_item694(st, L[3])
            st.vars[12 + _t987] = L[7]
            L[3] = _remove695(st, L[3], L[7])

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

# <rulerun evolution.rules: on before attack #505 b1fd9615>
def _loop(st, L, _t990):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t991 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t991] == _l1) and (_st_cvars[_t991] == _t990)):
            return True
    return False

# <rulerun evolution.rules: on before attack #506 509b41da>
def _loop(st, _t993):
    _st_cvars = st.cvars
    for _t995 in st.zones[(9 + st.model.zone_instances[st.loc[_t993]][1])]:
        if ((_st_cvars[84 + _t995] == _t993) and (_st_cvars[_t995] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #507 fc413f5d>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t997 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t997] == _l0) and (_st_cvars[_t997] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #508 609ada38>
def _loop(st, _t993):
    _st_cvars = st.cvars
    for _t1001 in st.zones[(9 + st.model.zone_instances[st.loc[_t993]][1])]:
        if ((_st_cvars[84 + _t1001] == _t993) and (_st_cvars[_t1001] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #509 9f9b693b>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1003 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1003] == _l0) and (_st_cvars[_t1003] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #510 84538af7>
def _loop(st, _t993):
    _st_cvars = st.cvars
    for _t1007 in st.zones[(9 + st.model.zone_instances[st.loc[_t993]][1])]:
        if ((_st_cvars[84 + _t1007] == _t993) and (_st_cvars[_t1007] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #511 a5b996ae>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1009 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1009] == _l0) and (_st_cvars[_t1009] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #512 f70803da>
def _loop(st, _t993):
    _st_cvars = st.cvars
    for _t1013 in st.zones[(9 + st.model.zone_instances[st.loc[_t993]][1])]:
        if ((_st_cvars[84 + _t1013] == _t993) and (_st_cvars[_t1013] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #513 7dc3273a>
def _loop(st, _t993):
    _st_cvars = st.cvars
    _t1016 = 0
    for _t1015 in st.zones[(9 + st.model.zone_instances[st.loc[_t993]][1])]:
        if (_st_cvars[84 + _t1015] == _t993):
            _t1016 += (1 if ((_st_cvars[_t1015] == 'carnivorous') or (_st_cvars[_t1015] == 'high_body_weight')) else (2 if (_st_cvars[_t1015] == 'parasite') else 0))
    return _t1016

# <rulerun evolution.rules: on before attack #514 1154a218>
def _loop(st, _t993):
    _st_cvars = st.cvars
    for _t1017 in st.zones[(9 + st.model.zone_instances[st.loc[_t993]][1])]:
        if ((_st_cvars[_t1017] == 'symbiosis') and (_st_cvars[168 + _t1017] == _t993)):
            return True
    return False

# <rulerun evolution.rules: on before attack #515 20c30544>
def _loop(st, L, _t989):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t999 = _NOT_YET
    _t1000 = _NOT_YET
    _t1005 = _NOT_YET
    _t1006 = _NOT_YET
    _t1011 = _NOT_YET
    _t1012 = _NOT_YET
    for _t993 in st.zones[(5 + _t989)]:
        if (((_t993 != _l1) and (_t993 != _l0)) and ((((((_l0 != _t993) and ((not _a697(st, _t993)) or (_t1000 if _t1000 is not _NOT_YET else (_t1000 := (_t999 if _t999 is not _NOT_YET else (_t999 := _a698(st, L))))))) and ((not _a699(st, _t993)) or (_t1006 if _t1006 is not _NOT_YET else (_t1006 := (_t1005 if _t1005 is not _NOT_YET else (_t1005 := _a700(st, L))))))) and (_a701(st, _t993) == (_t1012 if _t1012 is not _NOT_YET else (_t1012 := (_t1011 if _t1011 is not _NOT_YET else (_t1011 := _a702(st, L))))))) and (not (_a703(st, _t993) and ((_st_cvars[924 + _t993] == _st_vars[0]) or (_st_cvars[504 + _t993] >= (1 + _a704(st, _t993))))))) and (not _a705(st, _t993)))):
            return True
    return False

# <rulerun evolution.rules: on before attack #516 d0b9721c>
def _native(st, L):
    _l2 = L[2]
    _l3 = L[3]
    L[4] = st.model.zone_instances[st.loc[L[1]]][1]
    _t989 = L[4]
    _t1019 = _NOT_YET
    _t988 = []
    for _t990 in (['running', 'mimicry', 'tail_loss'] or ()):
        if ((_a696(st, L, _t990) and ((_t990 != 'running') or (not _l3))) and ((_t990 != 'mimicry') or ((not _l2) and (_t1019 if _t1019 is not _NOT_YET else (_t1019 := _a706(st, L, _t989)))))):
            _t988.append(_t990)
    L[5] = _t988
    if (not (L[5] or ())):
        return 2

# <rulerun evolution.rules: on before attack #517 8d9480b8>
def _native(st, L):
    if (L[6] is None):
        return 2

# <rulerun evolution.rules: on before attack #518 318c4224>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = True
    if _st_log is not None: _st_log.append(_Text710(_audience707(st), ['Running: ', _PlayerRef708(L[4]), "'s animal ", _plain709(_st_cvars[420 + _l1]), ' tries to run away']))
    if (_roll711(st, 1, 6) >= 4):
        if _st_log is not None: _st_log.append(_Text710(_audience707(st), ['Animal ', _plain709(_st_cvars[420 + _l1]), ' escapes: the attack fails']))
        _cancel712(st)
        return 2
    if _st_log is not None: _st_log.append(_Text710(_audience707(st), ['Animal ', _plain709(_st_cvars[420 + _l1]), ' is caught']))

# <rulerun evolution.rules: on before attack #519 6786a15d>
def _native(st, L):
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text715(_audience713(st), ['Mimicry: the attack turns from animal ', _plain714(_st_cvars[420 + L[1]]), ' to animal ', _plain714(_st_cvars[420 + _l7])]))
    L[1] = _l7
    _set_event_value716(st, 1, 1, L[1])
    L[2] = True
    L[3] = False

# <rulerun evolution.rules: on before attack #520 7fc4c7a4>
def _native(st, L):
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text719(_audience717(st), ['Tail loss: animal ', _plain718(_st_cvars[420 + L[1]]), ' drops its ', _plain718(_st_cvars[_l8]), ' card and survives']))
    _i14l0 = _l8
    _i14 = [_i14l0, None]
    _i14[1] = st.model.zone_instances[_st_loc[_i14l0]][1]
    _st_cvars[252 + _i14l0] = False
    _st_cvars[84 + _i14l0] = None
    _st_cvars[168 + _i14l0] = None
    _st_cvars[_i14l0] = 'no_trait'
    _t1020 = _i14l0
    _t1021 = (13 + _i14[1])
    if type(_t1020) is int and _st_log is None:
        _t1022 = _st_zones[_st_loc[_t1020]]
        if _t1022[-1] == _t1020: _t1022.pop()
        else: _t1022.remove(_t1020)
        _st_zones[_t1021].append(_t1020); _st_loc[_t1020] = _t1021
    elif _t1020 is not None:
        _move_cards720(st, _t1020, _t1021, False)

# <rulerun evolution.rules: on before attack #521 2be77422>
def _native(st, L):
    _cancel721(st)
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

# <rulerun evolution.rules: on before attack #527 46722d4a>
def _loop(st, _t1024):
    _st_cvars = st.cvars
    for _t1025 in st.zones[(9 + st.model.zone_instances[st.loc[_t1024]][1])]:
        if ((_st_cvars[84 + _t1025] == _t1024) and (_st_cvars[_t1025] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #528 e0f31f23>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1027 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1027] == _l0) and (_st_cvars[_t1027] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #529 7509a3c3>
def _loop(st, _t1024):
    _st_cvars = st.cvars
    for _t1031 in st.zones[(9 + st.model.zone_instances[st.loc[_t1024]][1])]:
        if ((_st_cvars[84 + _t1031] == _t1024) and (_st_cvars[_t1031] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #530 a7279d5a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1033 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1033] == _l0) and (_st_cvars[_t1033] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #531 e94af78a>
def _loop(st, _t1024):
    _st_cvars = st.cvars
    for _t1037 in st.zones[(9 + st.model.zone_instances[st.loc[_t1024]][1])]:
        if ((_st_cvars[84 + _t1037] == _t1024) and (_st_cvars[_t1037] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #532 d54204f4>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1039 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1039] == _l0) and (_st_cvars[_t1039] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #533 c272c9f6>
def _loop(st, _t1024):
    _st_cvars = st.cvars
    for _t1043 in st.zones[(9 + st.model.zone_instances[st.loc[_t1024]][1])]:
        if ((_st_cvars[84 + _t1043] == _t1024) and (_st_cvars[_t1043] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #534 aaee0beb>
def _loop(st, _t1024):
    _st_cvars = st.cvars
    _t1046 = 0
    for _t1045 in st.zones[(9 + st.model.zone_instances[st.loc[_t1024]][1])]:
        if (_st_cvars[84 + _t1045] == _t1024):
            _t1046 += (1 if ((_st_cvars[_t1045] == 'carnivorous') or (_st_cvars[_t1045] == 'high_body_weight')) else (2 if (_st_cvars[_t1045] == 'parasite') else 0))
    return _t1046

# <rulerun evolution.rules: on before attack #535 73f1f671>
def _loop(st, _t1024):
    _st_cvars = st.cvars
    for _t1047 in st.zones[(9 + st.model.zone_instances[st.loc[_t1024]][1])]:
        if ((_st_cvars[_t1047] == 'symbiosis') and (_st_cvars[168 + _t1047] == _t1024)):
            return True
    return False

# <rulerun evolution.rules: on before attack #536 1bca7c63>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1029 = _NOT_YET
    _t1030 = _NOT_YET
    _t1035 = _NOT_YET
    _t1036 = _NOT_YET
    _t1041 = _NOT_YET
    _t1042 = _NOT_YET
    _t1023 = []
    for _t1024 in st.zones[(5 + L[4])]:
        if (((_t1024 != _l1) and (_t1024 != _l0)) and ((((((_l0 != _t1024) and ((not _a722(st, _t1024)) or (_t1030 if _t1030 is not _NOT_YET else (_t1030 := (_t1029 if _t1029 is not _NOT_YET else (_t1029 := _a723(st, L))))))) and ((not _a724(st, _t1024)) or (_t1036 if _t1036 is not _NOT_YET else (_t1036 := (_t1035 if _t1035 is not _NOT_YET else (_t1035 := _a725(st, L))))))) and (_a726(st, _t1024) == (_t1042 if _t1042 is not _NOT_YET else (_t1042 := (_t1041 if _t1041 is not _NOT_YET else (_t1041 := _a727(st, L))))))) and (not (_a728(st, _t1024) and ((_st_cvars[924 + _t1024] == _st_vars[0]) or (_st_cvars[504 + _t1024] >= (1 + _a729(st, _t1024))))))) and (not _a730(st, _t1024)))):
            _t1023.append(_t1024)
    return _t1023

# <rulerun evolution.rules: on before attack #537 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #538 2c49635e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1050 = []
    for _t1049 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1049] == L[7]) or (_st_cvars[168 + _t1049] == L[7])):
            _t1050.append(_st_cvars[_t1049])
    return _t1050

# <rulerun evolution.rules: on before attack #539 6a0e1caf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1052 = []
    for _t1051 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1051] == L[7]) or (_st_cvars[168 + _t1051] == L[7])):
            _t1052.append(_t1051)
    return _t1052

# <rulerun evolution.rules: on before attack #540 3b21009e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1054 = 0
    for _t1053 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t1053] == L[7]):
            _t1054 += (1 if ((_st_cvars[_t1053] == 'carnivorous') or (_st_cvars[_t1053] == 'high_body_weight')) else (2 if (_st_cvars[_t1053] == 'parasite') else 0))
    return _t1054

# <rulerun evolution.rules: on before attack #541 2ebf74b0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1056 = 0
    for _t1055 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t1055] == L[7]) and (_st_cvars[_t1055] == 'fat_tissue')) and _st_cvars[252 + _t1055]):
            _t1056 += 1
    return _t1056

# <rulerun evolution.rules: on before attack #542 f8ec044c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1058 = 0
    for _t1057 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1057] == L[7]) and (_st_cvars[_t1057] == 'fat_tissue')):
            _t1058 += 1
    return _t1058

# <rulerun evolution.rules: on before attack #543 76c9cf06>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1060 = 0
    for _t1059 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1059] == L[7]) and (_st_cvars[_t1059] == 'fat_tissue')):
            _t1060 += 1
    return _t1060

# <rulerun evolution.rules: on before attack #544 2c4c352d>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain731(((((('animal ' + _plain731(_st_cvars[420 + L[7]]) + ' of ' + _player_text732(st.model.zone_instances[st.loc[L[7]]][1])) + ((' ' + _plain731(_a733(st, L))) if (not not (_a734(st, L) or ())) else '')) + (' food ' + _plain731(_st_cvars[504 + L[7]]) + '/' + _plain731((1 + _a735(st, L))))) + ((' fat ' + _plain731(_a736(st, L)) + '/' + _plain731(_a737(st, L))) if (_a738(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else ''))))

# <rulerun evolution.rules: on before attack #545 966812e7>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1062 = []
    for _t1061 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1061] == _l1) or (_st_cvars[168 + _t1061] == _l1)):
            _t1062.append(_t1061)
    return _t1062

# <rulerun evolution.rules: on before attack #546 d510148f>
def _native(st, L):
    return _a739(st, L)

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

# <rulerun evolution.rules: play #551 c33de74b>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (False or (4 >= 5)):
        if _st_log is not None: _st_log.append(_Text742(_audience740(st), ['Two base sets are mixed: ', _plain741(len(_st_zones[0])), ' cards (1.13)']))
    _shuffle_zone743(st, 0)
    for _t1063 in (_k744 or []):
        L[2] = _t1063
        _t1064 = _st_zones[0][:-(6) - 1:-1]
        _t1065 = (1 + _t1063)
        if type(_t1064) is list and _st_log is None:
            for _t1066 in _t1064:
                _t1067 = _st_zones[_st_loc[_t1066]]
                if _t1067[-1] == _t1066: _t1067.pop()
                else: _t1067.remove(_t1066)
                _st_zones[_t1065].append(_t1066); _st_loc[_t1066] = _t1065
        elif _t1064 is not None:
            _move_cards745(st, _t1064, _t1065, False)
    _st_vars[1] = _random_item746(st, _k747)
    if _st_log is not None: _st_log.append(_Text742(_audience740(st), [_PlayerRef748(_st_vars[1]), ' is the first player']))

# <rulerun evolution.rules: play #552 7ea04109>
def _loop(st, _t1068):
    _st_cvars = st.cvars
    _t1070 = 0
    for _t1069 in st.zones[(9 + _t1068)]:
        _t1070 += (1 + (1 if ((_st_cvars[_t1069] == 'carnivorous') or (_st_cvars[_t1069] == 'high_body_weight')) else (2 if (_st_cvars[_t1069] == 'parasite') else 0)))
    return _t1070

# <rulerun evolution.rules: play #553 50b458c6>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i16 = [None, None, None, None, None, None, None, None]
    for _t1068 in (_k749 or []):
        _i16[2] = _t1068
        if _st_log is not None: _st_log.append(_Text754(_audience750(st), [_PlayerRef751(_t1068), ': ', _plain752(len(_st_zones[(5 + _t1068)])), ' animals, ', _plain752(len(_st_zones[(9 + _t1068)])), ' trait cards, ', _plain752(((2 * len(_st_zones[(5 + _t1068)])) + _a753(st, _t1068))), ' points; ', _plain752(len(_st_zones[(13 + _t1068)])), ' cards in the discard pile']))
    if False:
        _i16[3] = _range755(1, 4)
        for _t1071 in (_k756 or []):
            _i16[6] = _t1071
            _i16[7] = _random_item757(st, _i16[3])
            st.vars[12 + _t1071] = _i16[7]
            _i16[3] = _remove758(st, _i16[3], _i16[7])
    _end_game759(st, None, False); return 3

# <rulerun evolution.rules: play #554 f39cff64>
def _native(st, L):
    return st.vars[2]

# <rulerun evolution.rules: play_turn #555 11465db6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run762(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit763(_k764)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run765(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit763(_k766)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run767(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k768)

# <rulerun evolution.rules: development #556 9906e72e>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT769[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k772)
            _r = _run773(st, L)
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
            L[1] = (_o774[st.vars[1]] or []); L[2] = 0
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
            _r = _run775(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer776(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run777(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            _a = [L[3], L[4], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit778(_k779)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit771(_k, st, _d0): raise _Runaway770()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit771(_k, st, _d0): raise _Runaway770()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k780)

# <rulerun evolution.rules: play_card #557 4fb1d7fc>
def _loop(st, _t1076):
    _st_cvars = st.cvars
    for _t1078 in st.zones[(9 + st.model.zone_instances[st.loc[_t1076]][1])]:
        if ((_st_cvars[84 + _t1078] == _t1076) and (_st_cvars[_t1078] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #558 c35960a1>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t1075 = ([_c for _i in [5 + _p for _p in _k787] for _c in st.zones[_i]] or ())
    _budget788[0] -= len(_t1075)
    if _budget788[0] < 0: _spent789(st)
    _t1077 = []
    for _t1076 in _t1075:
        if ((st.model.zone_instances[_st_loc[_t1076]][1] != _l0) and (not _a790(st, _t1076))):
            _t1077.append(_t1076)
    return _t1077

# <rulerun evolution.rules: play_card #559 69206bec>
def _loop(st, L, _t1083, _t1087):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1088 in st.zones[(9 + st.model.zone_instances[st.loc[_t1083]][1])]:
        if ((_st_cvars[_t1088] == _l3) and (((_st_cvars[84 + _t1088] == _t1083) and (_st_cvars[168 + _t1088] == _t1087)) or ((_st_cvars[84 + _t1088] == _t1087) and (_st_cvars[168 + _t1088] == _t1083)))):
            return True
    return False

# <rulerun evolution.rules: play_card #560 24f8ebdc>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1084 = []
    for _t1083 in _st_zones[(5 + _l0)]:
        _t1086 = _st_zones[(5 + _l0)]
        _budget795[0] -= len(_t1086)
        if _budget795[0] < 0: _spent796(st)
        _t1085 = False
        for _t1087 in _t1086:
            if ((_t1083 != _t1087) and (not _a797(st, L, _t1083, _t1087))):
                _t1085 = True
                break
        if _t1085:
            _t1084.append(_t1083)
    return _t1084

# <rulerun evolution.rules: play_card #561 38d82269>
def _loop(st, L, _t1093):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1095 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1095] == _l3) and (((_st_cvars[84 + _t1095] == _l5) and (_st_cvars[168 + _t1095] == _t1093)) or ((_st_cvars[84 + _t1095] == _t1093) and (_st_cvars[168 + _t1095] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #562 c22c6d9b>
def _loop(st, L):
    _l5 = L[5]
    _t1094 = []
    for _t1093 in st.zones[(5 + L[0])]:
        if ((_l5 != _t1093) and (not _a801(st, L, _t1093))):
            _t1094.append(_t1093)
    return _t1094

# <rulerun evolution.rules: play_card #563 dafef0b9>
def _loop(st, L, _t1103):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1105 in st.zones[(9 + st.model.zone_instances[st.loc[_t1103]][1])]:
        if ((_st_cvars[84 + _t1105] == _t1103) and (_st_cvars[_t1105] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #564 5dcb59bd>
def _loop(st, _t1103):
    _st_cvars = st.cvars
    for _t1107 in st.zones[(9 + st.model.zone_instances[st.loc[_t1103]][1])]:
        if ((_st_cvars[84 + _t1107] == _t1103) and (_st_cvars[_t1107] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #565 fb9f2466>
def _loop(st, _t1103):
    _st_cvars = st.cvars
    for _t1109 in st.zones[(9 + st.model.zone_instances[st.loc[_t1103]][1])]:
        if ((_st_cvars[84 + _t1109] == _t1103) and (_st_cvars[_t1109] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #566 fcae1957>
def _loop(st, L):
    _l3 = L[3]
    _t1104 = []
    for _t1103 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a810(st, L, _t1103))) and (not ((_l3 == 'scavenger') and _a811(st, _t1103)))) and (not ((_l3 == 'carnivorous') and _a812(st, _t1103)))):
            _t1104.append(_t1103)
    return _t1104

# <rulerun evolution.rules: play_card #567 5785b98d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run783(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1072 = L[0]
            _t1073 = len(_o)
            if _t1073 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1073 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1074 = st.chooser(_t1073, _t1072)
                else:
                    _t1074 = _st_bits(_t1073.bit_length())
                    while _t1074 >= _t1073: _t1074 = _st_bits(_t1073.bit_length())
                L[3] = _o[_t1074]; st.decisions += 1
            elif _decide785(st, L, _o, _t1072): return True
            pc = 2
        if pc == 2:
            _r = _run786(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_a791(st, L) or [])
            fr[1] = 5
            _t1080 = L[0]
            _t1081 = len(_o)
            if _t1081 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1081 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1082 = st.chooser(_t1081, _t1080)
                else:
                    _t1082 = _st_bits(_t1081.bit_length())
                    while _t1082 >= _t1081: _t1082 = _st_bits(_t1081.bit_length())
                L[4] = _o[_t1082]; st.decisions += 1
            elif _decide793(st, L, _o, _t1080): return True
            pc = 5
        if pc == 5:
            _r = _run794(st, L)
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
            _o = (_a798(st, L) or [])
            fr[1] = 9
            _t1090 = L[0]
            _t1091 = len(_o)
            if _t1091 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1091 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1092 = st.chooser(_t1091, _t1090)
                else:
                    _t1092 = _st_bits(_t1091.bit_length())
                    while _t1092 >= _t1091: _t1092 = _st_bits(_t1091.bit_length())
                L[5] = _o[_t1092]; st.decisions += 1
            elif _decide800(st, L, _o, _t1090): return True
            pc = 9
        if pc == 9:
            _o = (_a802(st, L) or [])
            fr[1] = 10
            _t1097 = L[0]
            _t1098 = len(_o)
            if _t1098 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1098 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1099 = st.chooser(_t1098, _t1097)
                else:
                    _t1099 = _st_bits(_t1098.bit_length())
                    while _t1099 >= _t1098: _t1099 = _st_bits(_t1098.bit_length())
                L[6] = _o[_t1099]; st.decisions += 1
            elif _decide804(st, L, _o, _t1097): return True
            pc = 10
        if pc == 10:
            _r = _run805(st, L)
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
            _t1100 = L[0]
            _t1101 = len(_o)
            if _t1101 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1101 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1102 = st.chooser(_t1101, _t1100)
                else:
                    _t1102 = _st_bits(_t1101.bit_length())
                    while _t1102 >= _t1101: _t1102 = _st_bits(_t1101.bit_length())
                L[7] = _o[_t1102]; st.decisions += 1
            elif _decide807(st, L, _o, _t1100): return True
            pc = 13
        if pc == 13:
            _r = _run808(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run809(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a813(st, L) or [])
            fr[1] = 18
            _t1111 = L[0]
            _t1112 = len(_o)
            if _t1112 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1112 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1113 = st.chooser(_t1112, _t1111)
                else:
                    _t1113 = _st_bits(_t1112.bit_length())
                    while _t1113 >= _t1112: _t1113 = _st_bits(_t1112.bit_length())
                L[8] = _o[_t1113]; st.decisions += 1
            elif _decide815(st, L, _o, _t1111): return True
            pc = 18
        if pc == 18:
            _r = _run816(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k817)

# <rulerun evolution.rules: determining_the_food_base #568 ca53d793>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run820(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k821)

# <rulerun evolution.rules: feeding #569 dd9e1fe8>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k824)
            _r = _run825(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit826(_k827)
            fr[1] = 3; st.cur.append([6, 0, _a]); return None
        if pc == 3:
            _r = _run828(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k829)

# <rulerun evolution.rules: show_animals #570 c4bfe15c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run832(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k833)

# <rulerun evolution.rules: feeding_laps #571 f1aa47de>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT834[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run837(st, L)
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
            L[0] = (_o838[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run839(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit840(_k841)
            fr[1] = 6; st.cur.append([8, 0, _a]); return None
        if pc == 6:
            _r = _run842(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit836(_k, st, _d0): raise _Runaway835()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit836(_k, st, _d0): raise _Runaway835()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k843)

# <rulerun evolution.rules: feeding_end_check #572 980bcbca>
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

# <rulerun evolution.rules: feeding_turn_of #573 f8a1c92d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT848[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run851(st, L)
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
            _r = _run852(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1114 = L[0]
            _t1115 = len(_o)
            if _t1115 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1115 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1116 = st.chooser(_t1115, _t1114)
                else:
                    _t1116 = _st_bits(_t1115.bit_length())
                    while _t1116 >= _t1115: _t1116 = _st_bits(_t1115.bit_length())
                L[3] = _o[_t1116]; st.decisions += 1
            elif _decide854(st, L, _o, _t1114): return True
            pc = 4
        if pc == 4:
            _r = _run855(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run856(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit857(_k858)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run859(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit857(_k860)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run861(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit857(_k862)
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
            if len(st.cur) >= 500: raise _RuleLimit857(_k863)
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
            if len(st.cur) >= 500: raise _RuleLimit857(_k864)
            fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit857(_k865)
            fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit850(_k, st, _d0): raise _Runaway849()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k866)

# <rulerun evolution.rules: take_food #574 76438e2f>
def _loop(st, _t1117):
    _st_cvars = st.cvars
    _t1120 = 0
    for _t1119 in st.zones[(9 + st.model.zone_instances[st.loc[_t1117]][1])]:
        if (_st_cvars[84 + _t1119] == _t1117):
            _t1120 += (1 if ((_st_cvars[_t1119] == 'carnivorous') or (_st_cvars[_t1119] == 'high_body_weight')) else (2 if (_st_cvars[_t1119] == 'parasite') else 0))
    return _t1120

# <rulerun evolution.rules: take_food #575 7f7bc3b3>
def _loop(st, _t1117):
    _st_cvars = st.cvars
    _t1122 = 0
    for _t1121 in st.zones[(9 + st.model.zone_instances[st.loc[_t1117]][1])]:
        if (((_st_cvars[84 + _t1121] == _t1117) and (_st_cvars[_t1121] == 'fat_tissue')) and _st_cvars[252 + _t1121]):
            _t1122 += 1
    return _t1122

# <rulerun evolution.rules: take_food #576 e242f351>
def _loop(st, _t1117):
    _st_cvars = st.cvars
    _t1124 = 0
    for _t1123 in st.zones[(9 + st.model.zone_instances[st.loc[_t1117]][1])]:
        if ((_st_cvars[84 + _t1123] == _t1117) and (_st_cvars[_t1123] == 'fat_tissue')):
            _t1124 += 1
    return _t1124

# <rulerun evolution.rules: take_food #577 4a5301ef>
def _loop(st, _t1125):
    _st_cvars = st.cvars
    _t1128 = 0
    for _t1127 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1125]]][1])]:
        if (_st_cvars[84 + _t1127] == _st_cvars[84 + _t1125]):
            _t1128 += (1 if ((_st_cvars[_t1127] == 'carnivorous') or (_st_cvars[_t1127] == 'high_body_weight')) else (2 if (_st_cvars[_t1127] == 'parasite') else 0))
    return _t1128

# <rulerun evolution.rules: take_food #578 f3bc7ce5>
def _loop(st, _t1117):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t1125 in st.zones[(9 + st.model.zone_instances[st.loc[_t1117]][1])]:
        if (((_st_cvars[_t1125] == 'symbiosis') and (_st_cvars[168 + _t1125] == _t1117)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1125]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1125]] >= (1 + _a872(st, _t1125)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #579 67239b07>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1118 = []
    for _t1117 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t1117] == _st_vars[0]) or ((_st_cvars[504 + _t1117] >= (1 + _a869(st, _t1117))) and (_a870(st, _t1117) >= _a871(st, _t1117))))) and (not _a873(st, _t1117))):
            _t1118.append(_t1117)
    return _t1118

# <rulerun evolution.rules: take_food #580 e477ac38>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a874(st, L) or [])
            fr[1] = 1
            _t1129 = L[0]
            _t1130 = len(_o)
            if _t1130 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1130 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1131 = st.chooser(_t1130, _t1129)
                else:
                    _t1131 = _st_bits(_t1130.bit_length())
                    while _t1131 >= _t1130: _t1131 = _st_bits(_t1130.bit_length())
                L[1] = _o[_t1131]; st.decisions += 1
            elif _decide876(st, L, _o, _t1129): return True
            pc = 1
        if pc == 1:
            _r = _run877(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit878(_k879)
            fr[1] = 3; st.cur.append([11, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k880)

# <rulerun evolution.rules: convert_fat #581 45fe7e19>
def _loop(st, _t1132):
    _st_cvars = st.cvars
    _t1135 = 0
    for _t1134 in st.zones[(9 + st.model.zone_instances[st.loc[_t1132]][1])]:
        if (_st_cvars[84 + _t1134] == _t1132):
            _t1135 += (1 if ((_st_cvars[_t1134] == 'carnivorous') or (_st_cvars[_t1134] == 'high_body_weight')) else (2 if (_st_cvars[_t1134] == 'parasite') else 0))
    return _t1135

# <rulerun evolution.rules: convert_fat #582 6f7d3491>
def _loop(st, _t1132):
    _st_cvars = st.cvars
    _t1137 = 0
    for _t1136 in st.zones[(9 + st.model.zone_instances[st.loc[_t1132]][1])]:
        if (((_st_cvars[84 + _t1136] == _t1132) and (_st_cvars[_t1136] == 'fat_tissue')) and _st_cvars[252 + _t1136]):
            _t1137 += 1
    return _t1137

# <rulerun evolution.rules: convert_fat #583 99e841ca>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1133 = []
    for _t1132 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t1132] == _st_vars[0]) or (_st_cvars[504 + _t1132] >= (1 + _a883(st, _t1132))))) and (_a884(st, _t1132) > 0)):
            _t1133.append(_t1132)
    return _t1133

# <rulerun evolution.rules: convert_fat #584 1394e70f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1142 = 0
    for _t1141 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1141] == L[1]) and (_st_cvars[_t1141] == 'fat_tissue')) and _st_cvars[252 + _t1141]):
            _t1142 += 1
    return _t1142

# <rulerun evolution.rules: convert_fat #585 29655cdf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1144 = 0
    for _t1143 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1143] == L[1]):
            _t1144 += (1 if ((_st_cvars[_t1143] == 'carnivorous') or (_st_cvars[_t1143] == 'high_body_weight')) else (2 if (_st_cvars[_t1143] == 'parasite') else 0))
    return _t1144

# <rulerun evolution.rules: convert_fat #586 7c236730>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a885(st, L) or [])
            fr[1] = 1
            _t1138 = L[0]
            _t1139 = len(_o)
            if _t1139 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1139 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1140 = st.chooser(_t1139, _t1138)
                else:
                    _t1140 = _st_bits(_t1139.bit_length())
                    while _t1140 >= _t1139: _t1140 = _st_bits(_t1139.bit_length())
                L[1] = _o[_t1140]; st.decisions += 1
            elif _decide887(st, L, _o, _t1138): return True
            pc = 1
        if pc == 1:
            _o = (_range888(1, min(_a889(st, L), ((1 + _a890(st, L)) - st.cvars[504 + L[1]]))) or [])
            fr[1] = 2
            _t1145 = L[0]
            _t1146 = len(_o)
            if _t1146 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1146 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1147 = st.chooser(_t1146, _t1145)
                else:
                    _t1147 = _st_bits(_t1146.bit_length())
                    while _t1147 >= _t1146: _t1147 = _st_bits(_t1146.bit_length())
                L[2] = _o[_t1147]; st.decisions += 1
            elif _decide892(st, L, _o, _t1145): return True
            pc = 2
        if pc == 2:
            _r = _run893(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k894)

# <rulerun evolution.rules: receive #587 b98a1e56>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run897(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step898(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 5
        if pc == 3:
            _r = _run899(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step900(st, fr): return True
            return None
        if pc == 5:
            _step901(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k902)

# <rulerun evolution.rules: paired_triggers #588 64adaf91>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT903[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if True:
                pc = 1
            else:
                pc = 11
        if pc == 1:
            _r = _run906(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            if _offer907(st, L, _o): return True
            pc = 3
        if pc == 3:
            _r = _run908(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run909(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit910(_k911)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run912(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit910(_k913)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit905(_k, st, _d0): raise _Runaway904()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k914)

# <rulerun evolution.rules: piracy #589 ebd41a84>
def _loop(st, _t1148):
    _st_cvars = st.cvars
    for _t1150 in st.zones[(9 + st.model.zone_instances[st.loc[_t1148]][1])]:
        if ((_st_cvars[84 + _t1150] == _t1148) and (_st_cvars[_t1150] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #590 db3cb1f0>
def _loop(st, _t1148):
    _st_cvars = st.cvars
    _t1153 = 0
    for _t1152 in st.zones[(9 + st.model.zone_instances[st.loc[_t1148]][1])]:
        if (_st_cvars[84 + _t1152] == _t1148):
            _t1153 += (1 if ((_st_cvars[_t1152] == 'carnivorous') or (_st_cvars[_t1152] == 'high_body_weight')) else (2 if (_st_cvars[_t1152] == 'parasite') else 0))
    return _t1153

# <rulerun evolution.rules: piracy #591 b3b379fb>
def _loop(st, _t1148):
    _st_cvars = st.cvars
    _t1155 = 0
    for _t1154 in st.zones[(9 + st.model.zone_instances[st.loc[_t1148]][1])]:
        if (_st_cvars[84 + _t1154] == _t1148):
            _t1155 += (1 if ((_st_cvars[_t1154] == 'carnivorous') or (_st_cvars[_t1154] == 'high_body_weight')) else (2 if (_st_cvars[_t1154] == 'parasite') else 0))
    return _t1155

# <rulerun evolution.rules: piracy #592 4d967f46>
def _loop(st, _t1148):
    _st_cvars = st.cvars
    _t1157 = 0
    for _t1156 in st.zones[(9 + st.model.zone_instances[st.loc[_t1148]][1])]:
        if (((_st_cvars[84 + _t1156] == _t1148) and (_st_cvars[_t1156] == 'fat_tissue')) and _st_cvars[252 + _t1156]):
            _t1157 += 1
    return _t1157

# <rulerun evolution.rules: piracy #593 21531dda>
def _loop(st, _t1148):
    _st_cvars = st.cvars
    _t1159 = 0
    for _t1158 in st.zones[(9 + st.model.zone_instances[st.loc[_t1148]][1])]:
        if ((_st_cvars[84 + _t1158] == _t1148) and (_st_cvars[_t1158] == 'fat_tissue')):
            _t1159 += 1
    return _t1159

# <rulerun evolution.rules: piracy #594 575aaf61>
def _loop(st, _t1160):
    _st_cvars = st.cvars
    _t1163 = 0
    for _t1162 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1160]]][1])]:
        if (_st_cvars[84 + _t1162] == _st_cvars[84 + _t1160]):
            _t1163 += (1 if ((_st_cvars[_t1162] == 'carnivorous') or (_st_cvars[_t1162] == 'high_body_weight')) else (2 if (_st_cvars[_t1162] == 'parasite') else 0))
    return _t1163

# <rulerun evolution.rules: piracy #595 eb0a154d>
def _loop(st, _t1148):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t1160 in st.zones[(9 + st.model.zone_instances[st.loc[_t1148]][1])]:
        if (((_st_cvars[_t1160] == 'symbiosis') and (_st_cvars[168 + _t1160] == _t1148)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1160]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1160]] >= (1 + _a922(st, _t1160)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #596 acf2f82a>
def _loop(st, _t1165):
    _st_cvars = st.cvars
    _t1168 = 0
    for _t1167 in st.zones[(9 + st.model.zone_instances[st.loc[_t1165]][1])]:
        if (_st_cvars[84 + _t1167] == _t1165):
            _t1168 += (1 if ((_st_cvars[_t1167] == 'carnivorous') or (_st_cvars[_t1167] == 'high_body_weight')) else (2 if (_st_cvars[_t1167] == 'parasite') else 0))
    return _t1168

# <rulerun evolution.rules: piracy #597 25f238c8>
def _loop(st, _t1148):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1164 = ([_c for _i in [5 + _p for _p in _k924] for _c in st.zones[_i]] or ())
    _budget925[0] -= len(_t1164)
    if _budget925[0] < 0: _spent926(st)
    for _t1165 in _t1164:
        if ((_t1165 != _t1148) and ((not ((_st_cvars[924 + _t1165] == _st_vars[0]) or (_st_cvars[504 + _t1165] >= (1 + _a927(st, _t1165))))) and (_st_cvars[504 + _t1165] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #598 b9172c94>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1149 = []
    for _t1148 in st.zones[(5 + L[0])]:
        if ((((_a917(st, _t1148) and (_st_cvars[756 + _t1148] != _st_vars[0])) and (not ((_st_cvars[924 + _t1148] == _st_vars[0]) or (_st_cvars[504 + _t1148] >= (1 + _a918(st, _t1148)))))) and ((not ((_st_cvars[924 + _t1148] == _st_vars[0]) or ((_st_cvars[504 + _t1148] >= (1 + _a919(st, _t1148))) and (_a920(st, _t1148) >= _a921(st, _t1148))))) and (not _a923(st, _t1148)))) and _a928(st, _t1148)):
            _t1149.append(_t1148)
    return _t1149

# <rulerun evolution.rules: piracy #599 d249547b>
def _loop(st, _t1173):
    _st_cvars = st.cvars
    _t1176 = 0
    for _t1175 in st.zones[(9 + st.model.zone_instances[st.loc[_t1173]][1])]:
        if (_st_cvars[84 + _t1175] == _t1173):
            _t1176 += (1 if ((_st_cvars[_t1175] == 'carnivorous') or (_st_cvars[_t1175] == 'high_body_weight')) else (2 if (_st_cvars[_t1175] == 'parasite') else 0))
    return _t1176

# <rulerun evolution.rules: piracy #600 c98e4a19>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1172 = ([_c for _i in [5 + _p for _p in _k932] for _c in st.zones[_i]] or ())
    _budget933[0] -= len(_t1172)
    if _budget933[0] < 0: _spent934(st)
    _t1174 = []
    for _t1173 in _t1172:
        if ((_t1173 != _l1) and ((not ((_st_cvars[924 + _t1173] == _st_vars[0]) or (_st_cvars[504 + _t1173] >= (1 + _a935(st, _t1173))))) and (_st_cvars[504 + _t1173] > 0))):
            _t1174.append(_t1173)
    return _t1174

# <rulerun evolution.rules: piracy #601 5b78310d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a929(st, L) or [])
            fr[1] = 1
            _t1169 = L[0]
            _t1170 = len(_o)
            if _t1170 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1170 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1171 = st.chooser(_t1170, _t1169)
                else:
                    _t1171 = _st_bits(_t1170.bit_length())
                    while _t1171 >= _t1170: _t1171 = _st_bits(_t1170.bit_length())
                L[1] = _o[_t1171]; st.decisions += 1
            elif _decide931(st, L, _o, _t1169): return True
            pc = 1
        if pc == 1:
            _o = (_a936(st, L) or [])
            fr[1] = 2
            _t1177 = L[0]
            _t1178 = len(_o)
            if _t1178 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1178 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1179 = st.chooser(_t1178, _t1177)
                else:
                    _t1179 = _st_bits(_t1178.bit_length())
                    while _t1179 >= _t1178: _t1179 = _st_bits(_t1178.bit_length())
                L[2] = _o[_t1179]; st.decisions += 1
            elif _decide938(st, L, _o, _t1177): return True
            pc = 2
        if pc == 2:
            _r = _run939(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit940(_k941)
            fr[1] = 4; st.cur.append([11, 0, _a]); return None
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k942)

# <rulerun evolution.rules: grazing #602 82c1d1bd>
def _loop(st, _t1180):
    _st_cvars = st.cvars
    for _t1182 in st.zones[(9 + st.model.zone_instances[st.loc[_t1180]][1])]:
        if ((_st_cvars[84 + _t1182] == _t1180) and (_st_cvars[_t1182] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #603 adad9369>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1181 = []
    for _t1180 in st.zones[(5 + L[0])]:
        if ((_a945(st, _t1180) and (_st_cvars[840 + _t1180] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1181.append(_t1180)
    return _t1181

# <rulerun evolution.rules: grazing #604 e40982b2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a946(st, L) or [])
            fr[1] = 1
            _t1184 = L[0]
            _t1185 = len(_o)
            if _t1185 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1185 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1186 = st.chooser(_t1185, _t1184)
                else:
                    _t1186 = _st_bits(_t1185.bit_length())
                    while _t1186 >= _t1185: _t1186 = _st_bits(_t1185.bit_length())
                L[1] = _o[_t1186]; st.decisions += 1
            elif _decide948(st, L, _o, _t1184): return True
            pc = 1
        if pc == 1:
            _r = _run949(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k950)

# <rulerun evolution.rules: hibernation #605 5c1c86a9>
def _loop(st, _t1187):
    _st_cvars = st.cvars
    for _t1189 in st.zones[(9 + st.model.zone_instances[st.loc[_t1187]][1])]:
        if ((_st_cvars[84 + _t1189] == _t1187) and (_st_cvars[_t1189] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #606 cd174d15>
def _loop(st, _t1187):
    _st_cvars = st.cvars
    _t1192 = 0
    for _t1191 in st.zones[(9 + st.model.zone_instances[st.loc[_t1187]][1])]:
        if (_st_cvars[84 + _t1191] == _t1187):
            _t1192 += (1 if ((_st_cvars[_t1191] == 'carnivorous') or (_st_cvars[_t1191] == 'high_body_weight')) else (2 if (_st_cvars[_t1191] == 'parasite') else 0))
    return _t1192

# <rulerun evolution.rules: hibernation #607 1e1970a5>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1188 = []
    for _t1187 in st.zones[(5 + L[0])]:
        if ((((_a953(st, _t1187) and (_st_cvars[924 + _t1187] != _st_vars[0])) and (_st_cvars[924 + _t1187] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1187] == _st_vars[0]) or (_st_cvars[504 + _t1187] >= (1 + _a954(st, _t1187)))))):
            _t1188.append(_t1187)
    return _t1188

# <rulerun evolution.rules: hibernation #608 e1e630ec>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a955(st, L) or [])
            fr[1] = 1
            _t1193 = L[0]
            _t1194 = len(_o)
            if _t1194 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1194 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1195 = st.chooser(_t1194, _t1193)
                else:
                    _t1195 = _st_bits(_t1194.bit_length())
                    while _t1195 >= _t1194: _t1195 = _st_bits(_t1194.bit_length())
                L[1] = _o[_t1195]; st.decisions += 1
            elif _decide957(st, L, _o, _t1193): return True
            pc = 1
        if pc == 1:
            _r = _run958(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k959)

# <rulerun evolution.rules: attack_action #609 403fdc47>
def _loop(st, _t1196):
    _st_cvars = st.cvars
    for _t1198 in st.zones[(9 + st.model.zone_instances[st.loc[_t1196]][1])]:
        if ((_st_cvars[84 + _t1198] == _t1196) and (_st_cvars[_t1198] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #610 ecf90afa>
def _loop(st, _t1196):
    _st_cvars = st.cvars
    _t1201 = 0
    for _t1200 in st.zones[(9 + st.model.zone_instances[st.loc[_t1196]][1])]:
        if (_st_cvars[84 + _t1200] == _t1196):
            _t1201 += (1 if ((_st_cvars[_t1200] == 'carnivorous') or (_st_cvars[_t1200] == 'high_body_weight')) else (2 if (_st_cvars[_t1200] == 'parasite') else 0))
    return _t1201

# <rulerun evolution.rules: attack_action #611 abfec204>
def _loop(st, _t1196):
    _st_cvars = st.cvars
    _t1203 = 0
    for _t1202 in st.zones[(9 + st.model.zone_instances[st.loc[_t1196]][1])]:
        if (((_st_cvars[84 + _t1202] == _t1196) and (_st_cvars[_t1202] == 'fat_tissue')) and _st_cvars[252 + _t1202]):
            _t1203 += 1
    return _t1203

# <rulerun evolution.rules: attack_action #612 1dd2a031>
def _loop(st, _t1196):
    _st_cvars = st.cvars
    _t1205 = 0
    for _t1204 in st.zones[(9 + st.model.zone_instances[st.loc[_t1196]][1])]:
        if ((_st_cvars[84 + _t1204] == _t1196) and (_st_cvars[_t1204] == 'fat_tissue')):
            _t1205 += 1
    return _t1205

# <rulerun evolution.rules: attack_action #613 1f0f5536>
def _loop(st, _t1206):
    _st_cvars = st.cvars
    _t1209 = 0
    for _t1208 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1206]]][1])]:
        if (_st_cvars[84 + _t1208] == _st_cvars[84 + _t1206]):
            _t1209 += (1 if ((_st_cvars[_t1208] == 'carnivorous') or (_st_cvars[_t1208] == 'high_body_weight')) else (2 if (_st_cvars[_t1208] == 'parasite') else 0))
    return _t1209

# <rulerun evolution.rules: attack_action #614 7b5b2e88>
def _loop(st, _t1196):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t1206 in st.zones[(9 + st.model.zone_instances[st.loc[_t1196]][1])]:
        if (((_st_cvars[_t1206] == 'symbiosis') and (_st_cvars[168 + _t1206] == _t1196)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1206]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1206]] >= (1 + _a966(st, _t1206)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #615 6bde82f0>
def _loop(st, _t1211):
    _st_cvars = st.cvars
    for _t1213 in st.zones[(9 + st.model.zone_instances[st.loc[_t1211]][1])]:
        if ((_st_cvars[84 + _t1213] == _t1211) and (_st_cvars[_t1213] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #616 68a5911e>
def _loop(st, _t1196):
    _st_cvars = st.cvars
    for _t1215 in st.zones[(9 + st.model.zone_instances[st.loc[_t1196]][1])]:
        if ((_st_cvars[84 + _t1215] == _t1196) and (_st_cvars[_t1215] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #617 dfa2387a>
def _loop(st, _t1211):
    _st_cvars = st.cvars
    for _t1219 in st.zones[(9 + st.model.zone_instances[st.loc[_t1211]][1])]:
        if ((_st_cvars[84 + _t1219] == _t1211) and (_st_cvars[_t1219] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #618 ea0e9770>
def _loop(st, _t1196):
    _st_cvars = st.cvars
    for _t1221 in st.zones[(9 + st.model.zone_instances[st.loc[_t1196]][1])]:
        if ((_st_cvars[84 + _t1221] == _t1196) and (_st_cvars[_t1221] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #619 4e9e8507>
def _loop(st, _t1211):
    _st_cvars = st.cvars
    for _t1225 in st.zones[(9 + st.model.zone_instances[st.loc[_t1211]][1])]:
        if ((_st_cvars[84 + _t1225] == _t1211) and (_st_cvars[_t1225] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #620 a9772325>
def _loop(st, _t1196):
    _st_cvars = st.cvars
    for _t1227 in st.zones[(9 + st.model.zone_instances[st.loc[_t1196]][1])]:
        if ((_st_cvars[84 + _t1227] == _t1196) and (_st_cvars[_t1227] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #621 78011f14>
def _loop(st, _t1211):
    _st_cvars = st.cvars
    for _t1231 in st.zones[(9 + st.model.zone_instances[st.loc[_t1211]][1])]:
        if ((_st_cvars[84 + _t1231] == _t1211) and (_st_cvars[_t1231] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #622 c350d608>
def _loop(st, _t1211):
    _st_cvars = st.cvars
    _t1234 = 0
    for _t1233 in st.zones[(9 + st.model.zone_instances[st.loc[_t1211]][1])]:
        if (_st_cvars[84 + _t1233] == _t1211):
            _t1234 += (1 if ((_st_cvars[_t1233] == 'carnivorous') or (_st_cvars[_t1233] == 'high_body_weight')) else (2 if (_st_cvars[_t1233] == 'parasite') else 0))
    return _t1234

# <rulerun evolution.rules: attack_action #623 9cf5d1a8>
def _loop(st, _t1211):
    _st_cvars = st.cvars
    for _t1235 in st.zones[(9 + st.model.zone_instances[st.loc[_t1211]][1])]:
        if ((_st_cvars[_t1235] == 'symbiosis') and (_st_cvars[168 + _t1235] == _t1211)):
            return True
    return False

# <rulerun evolution.rules: attack_action #624 2d553178>
def _loop(st, _t1196):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1210 = ([_c for _i in [5 + _p for _p in _k968] for _c in st.zones[_i]] or ())
    _budget969[0] -= len(_t1210)
    if _budget969[0] < 0: _spent970(st)
    _t1217 = _NOT_YET
    _t1218 = _NOT_YET
    _t1223 = _NOT_YET
    _t1224 = _NOT_YET
    _t1229 = _NOT_YET
    _t1230 = _NOT_YET
    for _t1211 in _t1210:
        if ((((((_t1196 != _t1211) and ((not _a971(st, _t1211)) or (_t1218 if _t1218 is not _NOT_YET else (_t1218 := (_t1217 if _t1217 is not _NOT_YET else (_t1217 := _a972(st, _t1196))))))) and ((not _a973(st, _t1211)) or (_t1224 if _t1224 is not _NOT_YET else (_t1224 := (_t1223 if _t1223 is not _NOT_YET else (_t1223 := _a974(st, _t1196))))))) and (_a975(st, _t1211) == (_t1230 if _t1230 is not _NOT_YET else (_t1230 := (_t1229 if _t1229 is not _NOT_YET else (_t1229 := _a976(st, _t1196))))))) and (not (_a977(st, _t1211) and ((_st_cvars[924 + _t1211] == _st_vars[0]) or (_st_cvars[504 + _t1211] >= (1 + _a978(st, _t1211))))))) and (not _a979(st, _t1211))):
            return True
    return False

# <rulerun evolution.rules: attack_action #625 f5d90fc6>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1197 = []
    for _t1196 in st.zones[(5 + L[0])]:
        if (((_a962(st, _t1196) and (_st_cvars[672 + _t1196] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1196] == _st_vars[0]) or ((_st_cvars[504 + _t1196] >= (1 + _a963(st, _t1196))) and (_a964(st, _t1196) >= _a965(st, _t1196))))) and (not _a967(st, _t1196)))) and _a980(st, _t1196)):
            _t1197.append(_t1196)
    return _t1197

# <rulerun evolution.rules: attack_action #626 6d1b7d76>
def _loop(st, _t1241):
    _st_cvars = st.cvars
    for _t1243 in st.zones[(9 + st.model.zone_instances[st.loc[_t1241]][1])]:
        if ((_st_cvars[84 + _t1243] == _t1241) and (_st_cvars[_t1243] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #627 77483ecd>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1245 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1245] == _l1) and (_st_cvars[_t1245] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #628 7a3d5f18>
def _loop(st, _t1241):
    _st_cvars = st.cvars
    for _t1249 in st.zones[(9 + st.model.zone_instances[st.loc[_t1241]][1])]:
        if ((_st_cvars[84 + _t1249] == _t1241) and (_st_cvars[_t1249] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #629 2aaf369f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1251 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1251] == _l1) and (_st_cvars[_t1251] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #630 18d80d7e>
def _loop(st, _t1241):
    _st_cvars = st.cvars
    for _t1255 in st.zones[(9 + st.model.zone_instances[st.loc[_t1241]][1])]:
        if ((_st_cvars[84 + _t1255] == _t1241) and (_st_cvars[_t1255] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #631 72960a8f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1257 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1257] == _l1) and (_st_cvars[_t1257] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #632 e1cf9339>
def _loop(st, _t1241):
    _st_cvars = st.cvars
    for _t1261 in st.zones[(9 + st.model.zone_instances[st.loc[_t1241]][1])]:
        if ((_st_cvars[84 + _t1261] == _t1241) and (_st_cvars[_t1261] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #633 d467498b>
def _loop(st, _t1241):
    _st_cvars = st.cvars
    _t1264 = 0
    for _t1263 in st.zones[(9 + st.model.zone_instances[st.loc[_t1241]][1])]:
        if (_st_cvars[84 + _t1263] == _t1241):
            _t1264 += (1 if ((_st_cvars[_t1263] == 'carnivorous') or (_st_cvars[_t1263] == 'high_body_weight')) else (2 if (_st_cvars[_t1263] == 'parasite') else 0))
    return _t1264

# <rulerun evolution.rules: attack_action #634 893559a3>
def _loop(st, _t1241):
    _st_cvars = st.cvars
    for _t1265 in st.zones[(9 + st.model.zone_instances[st.loc[_t1241]][1])]:
        if ((_st_cvars[_t1265] == 'symbiosis') and (_st_cvars[168 + _t1265] == _t1241)):
            return True
    return False

# <rulerun evolution.rules: attack_action #635 8f1f5010>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1240 = ([_c for _i in [5 + _p for _p in _k984] for _c in st.zones[_i]] or ())
    _budget985[0] -= len(_t1240)
    if _budget985[0] < 0: _spent986(st)
    _t1247 = _NOT_YET
    _t1248 = _NOT_YET
    _t1253 = _NOT_YET
    _t1254 = _NOT_YET
    _t1259 = _NOT_YET
    _t1260 = _NOT_YET
    _t1242 = []
    for _t1241 in _t1240:
        if ((((((_l1 != _t1241) and ((not _a987(st, _t1241)) or (_t1248 if _t1248 is not _NOT_YET else (_t1248 := (_t1247 if _t1247 is not _NOT_YET else (_t1247 := _a988(st, L))))))) and ((not _a989(st, _t1241)) or (_t1254 if _t1254 is not _NOT_YET else (_t1254 := (_t1253 if _t1253 is not _NOT_YET else (_t1253 := _a990(st, L))))))) and (_a991(st, _t1241) == (_t1260 if _t1260 is not _NOT_YET else (_t1260 := (_t1259 if _t1259 is not _NOT_YET else (_t1259 := _a992(st, L))))))) and (not (_a993(st, _t1241) and ((_st_cvars[924 + _t1241] == _st_vars[0]) or (_st_cvars[504 + _t1241] >= (1 + _a994(st, _t1241))))))) and (not _a995(st, _t1241))):
            _t1242.append(_t1241)
    return _t1242

# <rulerun evolution.rules: attack_action #636 1f5e67ee>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a981(st, L) or [])
            fr[1] = 1
            _t1237 = L[0]
            _t1238 = len(_o)
            if _t1238 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1238 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1239 = st.chooser(_t1238, _t1237)
                else:
                    _t1239 = _st_bits(_t1238.bit_length())
                    while _t1239 >= _t1238: _t1239 = _st_bits(_t1238.bit_length())
                L[1] = _o[_t1239]; st.decisions += 1
            elif _decide983(st, L, _o, _t1237): return True
            pc = 1
        if pc == 1:
            _o = (_a996(st, L) or [])
            fr[1] = 2
            _t1267 = L[0]
            _t1268 = len(_o)
            if _t1268 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1268 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1269 = st.chooser(_t1268, _t1267)
                else:
                    _t1269 = _st_bits(_t1268.bit_length())
                    while _t1269 >= _t1268: _t1269 = _st_bits(_t1268.bit_length())
                L[2] = _o[_t1269]; st.decisions += 1
            elif _decide998(st, L, _o, _t1267): return True
            pc = 2
        if pc == 2:
            _a = [L[1], L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit999(_k1000)
            fr[1] = 3; st.cur.append([17, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1001)

# <rulerun evolution.rules: hunt #637 b718be60>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1004(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1005(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run1006(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1007(_k1008)
            fr[1] = 5; st.cur.append([11, 0, _a]); return None
        if pc == 5:
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1007(_k1009)
            fr[1] = 6; st.cur.append([11, 0, _a]); return None
        if pc == 6:
            _r = _run1010(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step1011(st, fr): return True
            return None
        if pc == 8:
            _step1012(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1013)

# <rulerun evolution.rules: scavenge #638 bfd3a39b>
def _loop(st, L):
    _t1273 = (L[4] or ())
    _budget1021[0] -= len(_t1273)
    if _budget1021[0] < 0: _spent1022(st)
    for _t1274 in _t1273:
        return _t1274
    return None

# <rulerun evolution.rules: scavenge #639 a53dd262>
def _loop(st, L):
    _t1270 = (L[4] or ())
    _budget1019[0] -= len(_t1270)
    if _budget1019[0] < 0: _spent1020(st)
    _t1276 = _NOT_YET
    _t1272 = []
    for _t1271 in _t1270:
        if ((not False) or (_t1271 == (_t1276 if _t1276 is not _NOT_YET else (_t1276 := _a1023(st, L))))):
            _t1272.append(_t1271)
    return _t1272

# <rulerun evolution.rules: scavenge #640 4dc89426>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1014[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o1017[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run1018(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a1024(st, L) or [])
            fr[1] = 5
            _t1277 = L[3]
            _t1278 = len(_o)
            if _t1278 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1278 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1279 = st.chooser(_t1278, _t1277)
                else:
                    _t1279 = _st_bits(_t1278.bit_length())
                    while _t1279 >= _t1278: _t1279 = _st_bits(_t1278.bit_length())
                L[5] = _o[_t1279]; st.decisions += 1
            elif _decide1026(st, L, _o, _t1277): return True
            pc = 5
        if pc == 5:
            _r = _run1027(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1028(_k1029)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            _r = _run1030(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1016(_k, st, _d0): raise _Runaway1015()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1031)

# <rulerun evolution.rules: drop_trait #641 2aeb100a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1034(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1035)

# <rulerun evolution.rules: remove_animal #642 0279769f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1038(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1039)

# <rulerun evolution.rules: extinction_and_new_cards #643 8d10a4ec>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1042(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1043)

# <rulerun evolution.rules: deal #644 939dfcc4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1046(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1047)

# <rulerun evolution.rules: game_end #645 87ce77f5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1050(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1051)

# <rulerun evolution.rules: final_scoring #646 be2ea620>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1054(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1055)

# <rulerun evolution.rules: on after feed #647 740d4c82>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], L[1], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1058(_k1059)
            fr[1] = 1; st.cur.append([12, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1060)

# <rulerun evolution.rules: on before attack #648 01f91051>
def _loop(st, _t1280):
    _st_cvars = st.cvars
    for _t1282 in st.zones[(9 + st.model.zone_instances[st.loc[_t1280]][1])]:
        if ((_st_cvars[84 + _t1282] == _t1280) and (_st_cvars[_t1282] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #649 6eff0b25>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1284 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1284] == _l0) and (_st_cvars[_t1284] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #650 70af511e>
def _loop(st, _t1280):
    _st_cvars = st.cvars
    for _t1288 in st.zones[(9 + st.model.zone_instances[st.loc[_t1280]][1])]:
        if ((_st_cvars[84 + _t1288] == _t1280) and (_st_cvars[_t1288] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #651 68065fa9>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1290 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1290] == _l0) and (_st_cvars[_t1290] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #652 ae164b94>
def _loop(st, _t1280):
    _st_cvars = st.cvars
    for _t1294 in st.zones[(9 + st.model.zone_instances[st.loc[_t1280]][1])]:
        if ((_st_cvars[84 + _t1294] == _t1280) and (_st_cvars[_t1294] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #653 7ee2d2ac>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1296 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1296] == _l0) and (_st_cvars[_t1296] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #654 f4aae440>
def _loop(st, _t1280):
    _st_cvars = st.cvars
    for _t1300 in st.zones[(9 + st.model.zone_instances[st.loc[_t1280]][1])]:
        if ((_st_cvars[84 + _t1300] == _t1280) and (_st_cvars[_t1300] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #655 1ab3c402>
def _loop(st, _t1280):
    _st_cvars = st.cvars
    _t1303 = 0
    for _t1302 in st.zones[(9 + st.model.zone_instances[st.loc[_t1280]][1])]:
        if (_st_cvars[84 + _t1302] == _t1280):
            _t1303 += (1 if ((_st_cvars[_t1302] == 'carnivorous') or (_st_cvars[_t1302] == 'high_body_weight')) else (2 if (_st_cvars[_t1302] == 'parasite') else 0))
    return _t1303

# <rulerun evolution.rules: on before attack #656 e78ddd14>
def _loop(st, _t1280):
    _st_cvars = st.cvars
    for _t1304 in st.zones[(9 + st.model.zone_instances[st.loc[_t1280]][1])]:
        if ((_st_cvars[_t1304] == 'symbiosis') and (_st_cvars[168 + _t1304] == _t1280)):
            return True
    return False

# <rulerun evolution.rules: on before attack #657 fde97dac>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1286 = _NOT_YET
    _t1287 = _NOT_YET
    _t1292 = _NOT_YET
    _t1293 = _NOT_YET
    _t1298 = _NOT_YET
    _t1299 = _NOT_YET
    _t1281 = []
    for _t1280 in st.zones[(5 + L[4])]:
        if (((_t1280 != _l1) and (_t1280 != _l0)) and ((((((_l0 != _t1280) and ((not _a1069(st, _t1280)) or (_t1287 if _t1287 is not _NOT_YET else (_t1287 := (_t1286 if _t1286 is not _NOT_YET else (_t1286 := _a1070(st, L))))))) and ((not _a1071(st, _t1280)) or (_t1293 if _t1293 is not _NOT_YET else (_t1293 := (_t1292 if _t1292 is not _NOT_YET else (_t1292 := _a1072(st, L))))))) and (_a1073(st, _t1280) == (_t1299 if _t1299 is not _NOT_YET else (_t1299 := (_t1298 if _t1298 is not _NOT_YET else (_t1298 := _a1074(st, L))))))) and (not (_a1075(st, _t1280) and ((_st_cvars[924 + _t1280] == _st_vars[0]) or (_st_cvars[504 + _t1280] >= (1 + _a1076(st, _t1280))))))) and (not _a1077(st, _t1280)))):
            _t1281.append(_t1280)
    return _t1281

# <rulerun evolution.rules: on before attack #658 f47da05a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1310 = []
    for _t1309 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1309] == L[1]) or (_st_cvars[168 + _t1309] == L[1])):
            _t1310.append(_t1309)
    return _t1310

# <rulerun evolution.rules: on before attack #659 243dbd0a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1061[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1064(st, L)
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
            _r = _run1065(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            if _offer1066(st, L, _o): return True
            pc = 4
        if pc == 4:
            _r = _run1067(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run1068(st, L)
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
            _o = (_a1078(st, L) or [])
            fr[1] = 10
            _t1306 = L[4]
            _t1307 = len(_o)
            if _t1307 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1307 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1308 = st.chooser(_t1307, _t1306)
                else:
                    _t1308 = _st_bits(_t1307.bit_length())
                    while _t1308 >= _t1307: _t1308 = _st_bits(_t1307.bit_length())
                L[7] = _o[_t1308]; st.decisions += 1
            elif _decide1080(st, L, _o, _t1306): return True
            pc = 10
        if pc == 10:
            _r = _run1081(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a1082(st, L) or [])
            fr[1] = 13
            _t1311 = L[4]
            _t1312 = len(_o)
            if _t1312 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1312 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1313 = st.chooser(_t1312, _t1311)
                else:
                    _t1313 = _st_bits(_t1312.bit_length())
                    while _t1313 >= _t1312: _t1313 = _st_bits(_t1312.bit_length())
                L[8] = _o[_t1313]; st.decisions += 1
            elif _decide1084(st, L, _o, _t1311): return True
            pc = 13
        if pc == 13:
            _r = _run1085(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1086(_k1087)
            fr[1] = 15; st.cur.append([11, 0, _a]); return None
        if pc == 15:
            _r = _run1088(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1063(_k, st, _d0): raise _Runaway1062()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1089)

# <rulerun evolution.rules: on after attack #660 4cbcbe13>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1092(_k1093)
            fr[1] = 1; st.cur.append([18, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1094)

# <rulerun evolution.rules: play #661 5617e4a1>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1095[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1098(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1099(_k1100)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit1097(_k, st, _d0): raise _Runaway1096()
                continue
        if pc == 3:
            _r = _run1101(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1102(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1103)

# <rulerun evolution.rules: development #662 playout 8edae407>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1107)
    L[0] = []
    _t1314 = 0; _t1315 = st.decisions
    while (len((L[0] or ())) < 4):
        _t1314 += 1
        if _t1314 > _LIMIT1108[0] and _over_limit1109(_t1314, st, _t1315): raise _Runaway1110()
        for _t1316 in (_o1111[st.vars[1]] or []):
            L[3] = _t1316
            if not ((not (_t1316 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t1316)]):
                if _st_log is not None: _st_log.append(_Text1114(_audience1112(st), [_PlayerRef1113(_t1316), ' has no cards and passes']))
                L[0] = _player1116(_joined1115(L[0], [_t1316]), 4)
            else:
                _t1317 = _st_zones[(1 + _t1316)]
                if _offer1118(st, L, _t1317[:]): raise _PlayoutCut1117()
                if (L[4] is None):
                    L[0] = _joined1115(L[0], [_t1316])
                else:
                    if _p1119(st, [_t1316, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: play_turn #663 6fc1c672>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1106(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1120(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1121(_k1122)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run1123(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1121(_k1124)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run1125(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1126)

# <rulerun evolution.rules: development #664 6867aa2d>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1127[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1130)
            _r = _run1131(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region1132(st, L)
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
            L[1] = (_o1133[st.vars[1]] or []); L[2] = 0
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
            _r = _run1134(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer1135(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run1136(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p1137(st, [L[3], L[4], None, None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[3], L[4], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1138(_k1139)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit1129(_k, st, _d0): raise _Runaway1128()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit1129(_k, st, _d0): raise _Runaway1128()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1140)

# <rulerun evolution.rules: play_card #665 88b0dc16>
def _loop(st, _t1322):
    _st_cvars = st.cvars
    for _t1324 in st.zones[(9 + st.model.zone_instances[st.loc[_t1322]][1])]:
        if ((_st_cvars[84 + _t1324] == _t1322) and (_st_cvars[_t1324] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #666 520c53e4>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t1321 = ([_c for _i in [5 + _p for _p in _k1148] for _c in st.zones[_i]] or ())
    _budget1149[0] -= len(_t1321)
    if _budget1149[0] < 0: _spent1150(st)
    _t1323 = []
    for _t1322 in _t1321:
        if ((st.model.zone_instances[_st_loc[_t1322]][1] != _l0) and (not _a1151(st, _t1322))):
            _t1323.append(_t1322)
    return _t1323

# <rulerun evolution.rules: play_card #667 31285024>
def _loop(st, L, _t1329, _t1333):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1334 in st.zones[(9 + st.model.zone_instances[st.loc[_t1329]][1])]:
        if ((_st_cvars[_t1334] == _l3) and (((_st_cvars[84 + _t1334] == _t1329) and (_st_cvars[168 + _t1334] == _t1333)) or ((_st_cvars[84 + _t1334] == _t1333) and (_st_cvars[168 + _t1334] == _t1329)))):
            return True
    return False

# <rulerun evolution.rules: play_card #668 949e1da1>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1330 = []
    for _t1329 in _st_zones[(5 + _l0)]:
        _t1332 = _st_zones[(5 + _l0)]
        _budget1156[0] -= len(_t1332)
        if _budget1156[0] < 0: _spent1157(st)
        _t1331 = False
        for _t1333 in _t1332:
            if ((_t1329 != _t1333) and (not _a1158(st, L, _t1329, _t1333))):
                _t1331 = True
                break
        if _t1331:
            _t1330.append(_t1329)
    return _t1330

# <rulerun evolution.rules: play_card #669 4d118531>
def _loop(st, L, _t1339):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1341 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1341] == _l3) and (((_st_cvars[84 + _t1341] == _l5) and (_st_cvars[168 + _t1341] == _t1339)) or ((_st_cvars[84 + _t1341] == _t1339) and (_st_cvars[168 + _t1341] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #670 e2f7f188>
def _loop(st, L):
    _l5 = L[5]
    _t1340 = []
    for _t1339 in st.zones[(5 + L[0])]:
        if ((_l5 != _t1339) and (not _a1162(st, L, _t1339))):
            _t1340.append(_t1339)
    return _t1340

# <rulerun evolution.rules: play_card #671 e090190e>
def _loop(st, L, _t1349):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1351 in st.zones[(9 + st.model.zone_instances[st.loc[_t1349]][1])]:
        if ((_st_cvars[84 + _t1351] == _t1349) and (_st_cvars[_t1351] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #672 72a993db>
def _loop(st, _t1349):
    _st_cvars = st.cvars
    for _t1353 in st.zones[(9 + st.model.zone_instances[st.loc[_t1349]][1])]:
        if ((_st_cvars[84 + _t1353] == _t1349) and (_st_cvars[_t1353] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #673 fdc14880>
def _loop(st, _t1349):
    _st_cvars = st.cvars
    for _t1355 in st.zones[(9 + st.model.zone_instances[st.loc[_t1349]][1])]:
        if ((_st_cvars[84 + _t1355] == _t1349) and (_st_cvars[_t1355] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #674 11b213ae>
def _loop(st, L):
    _l3 = L[3]
    _t1350 = []
    for _t1349 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a1171(st, L, _t1349))) and (not ((_l3 == 'scavenger') and _a1172(st, _t1349)))) and (not ((_l3 == 'carnivorous') and _a1173(st, _t1349)))):
            _t1350.append(_t1349)
    return _t1350

# <rulerun evolution.rules: play_card #675 ebc3fd76>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1143(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1318 = L[0]
            _t1319 = len(_o)
            if _t1319 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1319 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1320 = st.chooser(_t1319, _t1318)
                else:
                    _t1320 = _st_bits(_t1319.bit_length())
                    while _t1320 >= _t1319: _t1320 = _st_bits(_t1319.bit_length())
                L[3] = _o[_t1320]; st.decisions += 1
            elif _decide1145(st, L, _o, _t1318): return True
            pc = 2
        if pc == 2:
            _r = _run1146(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region1147(st, L)
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
            _o = (_a1152(st, L) or [])
            fr[1] = 5
            _t1326 = L[0]
            _t1327 = len(_o)
            if _t1327 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1327 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1328 = st.chooser(_t1327, _t1326)
                else:
                    _t1328 = _st_bits(_t1327.bit_length())
                    while _t1328 >= _t1327: _t1328 = _st_bits(_t1327.bit_length())
                L[4] = _o[_t1328]; st.decisions += 1
            elif _decide1154(st, L, _o, _t1326): return True
            pc = 5
        if pc == 5:
            _r = _run1155(st, L)
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
            _o = (_a1159(st, L) or [])
            fr[1] = 9
            _t1336 = L[0]
            _t1337 = len(_o)
            if _t1337 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1337 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1338 = st.chooser(_t1337, _t1336)
                else:
                    _t1338 = _st_bits(_t1337.bit_length())
                    while _t1338 >= _t1337: _t1338 = _st_bits(_t1337.bit_length())
                L[5] = _o[_t1338]; st.decisions += 1
            elif _decide1161(st, L, _o, _t1336): return True
            pc = 9
        if pc == 9:
            _o = (_a1163(st, L) or [])
            fr[1] = 10
            _t1343 = L[0]
            _t1344 = len(_o)
            if _t1344 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1344 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1345 = st.chooser(_t1344, _t1343)
                else:
                    _t1345 = _st_bits(_t1344.bit_length())
                    while _t1345 >= _t1344: _t1345 = _st_bits(_t1344.bit_length())
                L[6] = _o[_t1345]; st.decisions += 1
            elif _decide1165(st, L, _o, _t1343): return True
            pc = 10
        if pc == 10:
            _r = _run1166(st, L)
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
            _t1346 = L[0]
            _t1347 = len(_o)
            if _t1347 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1347 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1348 = st.chooser(_t1347, _t1346)
                else:
                    _t1348 = _st_bits(_t1347.bit_length())
                    while _t1348 >= _t1347: _t1348 = _st_bits(_t1347.bit_length())
                L[7] = _o[_t1348]; st.decisions += 1
            elif _decide1168(st, L, _o, _t1346): return True
            pc = 13
        if pc == 13:
            _r = _run1169(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run1170(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a1174(st, L) or [])
            fr[1] = 18
            _t1357 = L[0]
            _t1358 = len(_o)
            if _t1358 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1358 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1359 = st.chooser(_t1358, _t1357)
                else:
                    _t1359 = _st_bits(_t1358.bit_length())
                    while _t1359 >= _t1358: _t1359 = _st_bits(_t1358.bit_length())
                L[8] = _o[_t1359]; st.decisions += 1
            elif _decide1176(st, L, _o, _t1357): return True
            pc = 18
        if pc == 18:
            _r = _run1177(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1178)

# <rulerun evolution.rules: convert_fat #676 5ec476d0>
def _loop(st, _t1364):
    _st_cvars = st.cvars
    _t1367 = 0
    for _t1366 in st.zones[(9 + st.model.zone_instances[st.loc[_t1364]][1])]:
        if (_st_cvars[84 + _t1366] == _t1364):
            _t1367 += (1 if ((_st_cvars[_t1366] == 'carnivorous') or (_st_cvars[_t1366] == 'high_body_weight')) else (2 if (_st_cvars[_t1366] == 'parasite') else 0))
    return _t1367

# <rulerun evolution.rules: convert_fat #677 f8d27fd2>
def _loop(st, _t1364):
    _st_cvars = st.cvars
    _t1369 = 0
    for _t1368 in st.zones[(9 + st.model.zone_instances[st.loc[_t1364]][1])]:
        if (((_st_cvars[84 + _t1368] == _t1364) and (_st_cvars[_t1368] == 'fat_tissue')) and _st_cvars[252 + _t1368]):
            _t1369 += 1
    return _t1369

# <rulerun evolution.rules: convert_fat #678 015d63b7>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1365 = []
    for _t1364 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t1364] == _st_vars[0]) or (_st_cvars[504 + _t1364] >= (1 + _a1193(st, _t1364))))) and (_a1194(st, _t1364) > 0)):
            _t1365.append(_t1364)
    return _t1365

# <rulerun evolution.rules: convert_fat #679 9547a218>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1375 = 0
    for _t1374 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1374] == L[1]) and (_st_cvars[_t1374] == 'fat_tissue')) and _st_cvars[252 + _t1374]):
            _t1375 += 1
    return _t1375

# <rulerun evolution.rules: convert_fat #680 8fabcbe2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1377 = 0
    for _t1376 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1376] == L[1]):
            _t1377 += (1 if ((_st_cvars[_t1376] == 'carnivorous') or (_st_cvars[_t1376] == 'high_body_weight')) else (2 if (_st_cvars[_t1376] == 'parasite') else 0))
    return _t1377

# <rulerun evolution.rules: convert_fat #681 4bf83f53>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1383 = 0
    for _t1382 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1382] == L[1]):
            _t1383 += (1 if ((_st_cvars[_t1382] == 'carnivorous') or (_st_cvars[_t1382] == 'high_body_weight')) else (2 if (_st_cvars[_t1382] == 'parasite') else 0))
    return _t1383

# <rulerun evolution.rules: convert_fat #682 playout e98c2c49>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t1363 = (_a1195(st, L) or [])
    _t1370 = _l0
    _t1371 = len(_t1363)
    if _t1371 <= 1 and _st_log is None:
        L[1] = _t1363[0] if _t1371 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1372 = st.chooser(_t1371, _t1370)
        else:
            _t1372 = _st_bits(_t1371.bit_length())
            while _t1372 >= _t1371: _t1372 = _st_bits(_t1371.bit_length())
        L[1] = _t1363[_t1372]; st.decisions += 1
    elif _decide1198(st, L, _t1363, _t1370): raise _PlayoutCut1196()
    _t1373 = (_range1199(1, min(_a1200(st, L), ((1 + _a1201(st, L)) - _st_cvars[504 + L[1]]))) or [])
    _t1378 = _l0
    _t1379 = len(_t1373)
    if _t1379 <= 1 and _st_log is None:
        L[2] = _t1373[0] if _t1379 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1380 = st.chooser(_t1379, _t1378)
        else:
            _t1380 = _st_bits(_t1379.bit_length())
            while _t1380 >= _t1379: _t1380 = _st_bits(_t1379.bit_length())
        L[2] = _t1373[_t1380]; st.decisions += 1
    elif _decide1203(st, L, _t1373, _t1378): raise _PlayoutCut1196()
    L[3] = L[2]
    for _t1381 in st.zones[(9 + _l0)][:]:
        L[6] = _t1381
        if not ((((_st_cvars[84 + _t1381] == L[1]) and _st_cvars[252 + _t1381]) and (L[3] > 0))): continue
        _st_cvars[252 + _t1381] = False
        L[3] = L[3] - 1
    _st_cvars[504 + L[1]] = _st_cvars[504 + L[1]] + L[2]
    if _st_log is not None: _st_log.append(_Text1208(_audience1204(st), [_PlayerRef1205(_l0), ' converts ', _plain1206(L[2]), ' fat on animal ', _plain1206(_st_cvars[420 + L[1]]), ' into food (food ', _plain1206(_st_cvars[504 + L[1]]), '/', _plain1206((1 + _a1207(st, L))), ')']))

# <rulerun evolution.rules: grazing #683 21b1d5ad>
def _loop(st, _t1385):
    _st_cvars = st.cvars
    for _t1387 in st.zones[(9 + st.model.zone_instances[st.loc[_t1385]][1])]:
        if ((_st_cvars[84 + _t1387] == _t1385) and (_st_cvars[_t1387] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #684 86f5dd12>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1386 = []
    for _t1385 in st.zones[(5 + L[0])]:
        if ((_a1212(st, _t1385) and (_st_cvars[840 + _t1385] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1386.append(_t1385)
    return _t1386

# <rulerun evolution.rules: grazing #685 playout 717fc9bf>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t1384 = (_a1213(st, L) or [])
    _t1389 = _l0
    _t1390 = len(_t1384)
    if _t1390 <= 1 and _st_log is None:
        L[1] = _t1384[0] if _t1390 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1391 = st.chooser(_t1390, _t1389)
        else:
            _t1391 = _st_bits(_t1390.bit_length())
            while _t1391 >= _t1390: _t1391 = _st_bits(_t1390.bit_length())
        L[1] = _t1384[_t1391]; st.decisions += 1
    elif _decide1216(st, L, _t1384, _t1389): raise _PlayoutCut1214()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text1220(_audience1217(st), ['Grazing: ', _PlayerRef1218(_l0), "'s animal ", _plain1219(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain1219(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #686 e3243bb3>
def _loop(st, _t1393):
    _st_cvars = st.cvars
    for _t1395 in st.zones[(9 + st.model.zone_instances[st.loc[_t1393]][1])]:
        if ((_st_cvars[84 + _t1395] == _t1393) and (_st_cvars[_t1395] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #687 7ccae832>
def _loop(st, _t1393):
    _st_cvars = st.cvars
    _t1398 = 0
    for _t1397 in st.zones[(9 + st.model.zone_instances[st.loc[_t1393]][1])]:
        if (_st_cvars[84 + _t1397] == _t1393):
            _t1398 += (1 if ((_st_cvars[_t1397] == 'carnivorous') or (_st_cvars[_t1397] == 'high_body_weight')) else (2 if (_st_cvars[_t1397] == 'parasite') else 0))
    return _t1398

# <rulerun evolution.rules: hibernation #688 75014987>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1394 = []
    for _t1393 in st.zones[(5 + L[0])]:
        if ((((_a1223(st, _t1393) and (_st_cvars[924 + _t1393] != _st_vars[0])) and (_st_cvars[924 + _t1393] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1393] == _st_vars[0]) or (_st_cvars[504 + _t1393] >= (1 + _a1224(st, _t1393)))))):
            _t1394.append(_t1393)
    return _t1394

# <rulerun evolution.rules: hibernation #689 playout 44836cbb>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t1392 = (_a1225(st, L) or [])
    _t1399 = _l0
    _t1400 = len(_t1392)
    if _t1400 <= 1 and _st_log is None:
        L[1] = _t1392[0] if _t1400 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1401 = st.chooser(_t1400, _t1399)
        else:
            _t1401 = _st_bits(_t1400.bit_length())
            while _t1401 >= _t1400: _t1401 = _st_bits(_t1400.bit_length())
        L[1] = _t1392[_t1401]; st.decisions += 1
    elif _decide1228(st, L, _t1392, _t1399): raise _PlayoutCut1226()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text1232(_audience1229(st), ['Hibernation: ', _PlayerRef1230(_l0), "'s animal ", _plain1231(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #690 b3be5aea>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1179[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1182(st, L)
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
            _r = _run1183(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1360 = L[0]
            _t1361 = len(_o)
            if _t1361 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1361 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1362 = st.chooser(_t1361, _t1360)
                else:
                    _t1362 = _st_bits(_t1361.bit_length())
                    while _t1362 >= _t1361: _t1362 = _st_bits(_t1361.bit_length())
                L[3] = _o[_t1362]; st.decisions += 1
            elif _decide1185(st, L, _o, _t1360): return True
            pc = 4
        if pc == 4:
            _r = _run1186(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run1187(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit1188(_k1189)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run1190(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit1188(_k1191)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run1192(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1209(st, [L[0], None, None, None, None, None, None]) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1188(_k1210)
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
            if len(st.cur) >= 500: raise _RuleLimit1188(_k1211)
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
                if _p1221(st, [L[0], None]) == 3: return True
                pc = 22
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1188(_k1222)
                fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            if st.thread_player == st.inline_thread:
                if _p1233(st, [L[0], None]) == 3: return True
                pc = 24
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1188(_k1234)
                fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1181(_k, st, _d0): raise _Runaway1180()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1235)

# <rulerun evolution.rules: play #691 d4b0ea9b>
def _loop(st, p):
    _st_cvars = st.cvars
    _t1403 = 0
    for _t1402 in st.zones[(9 + p)]:
        _t1403 += (1 + (1 if ((_st_cvars[_t1402] == 'carnivorous') or (_st_cvars[_t1402] == 'high_body_weight')) else (2 if (_st_cvars[_t1402] == 'parasite') else 0)))
    return _t1403

# <rulerun evolution.rules: rank #692 fdffa8e2>
def _native(st, p):
    _st_zones = st.zones
    return (((2 * len(_st_zones[(5 + p)])) + _a1236(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #693 5dc2e287>
def _loop(st, _t1404):
    _st_cvars = st.cvars
    _t1407 = 0
    for _t1406 in st.zones[(9 + st.model.zone_instances[st.loc[_t1404]][1])]:
        if (_st_cvars[84 + _t1406] == _t1404):
            _t1407 += (1 + (1 if ((_st_cvars[_t1406] == 'carnivorous') or (_st_cvars[_t1406] == 'high_body_weight')) else (2 if (_st_cvars[_t1406] == 'parasite') else 0)))
    return _t1407

# <rulerun evolution.rules: play #694 6648e274>
def _loop(st, _t1404):
    _st_cvars = st.cvars
    _t1409 = 0
    for _t1408 in st.zones[(9 + st.model.zone_instances[st.loc[_t1404]][1])]:
        if (_st_cvars[84 + _t1408] == _t1404):
            _t1409 += (1 if ((_st_cvars[_t1408] == 'carnivorous') or (_st_cvars[_t1408] == 'high_body_weight')) else (2 if (_st_cvars[_t1408] == 'parasite') else 0))
    return _t1409

# <rulerun evolution.rules: play #695 4d0f3db1>
def _loop(st, _t1404):
    _st_cvars = st.cvars
    _t1411 = 0
    for _t1410 in st.zones[(9 + st.model.zone_instances[st.loc[_t1404]][1])]:
        if (_st_cvars[84 + _t1410] == _t1404):
            _t1411 += (1 + (1 if ((_st_cvars[_t1410] == 'carnivorous') or (_st_cvars[_t1410] == 'high_body_weight')) else (2 if (_st_cvars[_t1410] == 'parasite') else 0)))
    return _t1411

# <rulerun evolution.rules: play #696 0a82dcfa>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1405 = 0
    for _t1404 in st.zones[(5 + p)]:
        _t1405 += (0 if _st_cvars[588 + _t1404] else (_times1237(2, (2 + _a1238(st, _t1404))) if ((_st_cvars[924 + _t1404] == _st_vars[0]) or (_st_cvars[504 + _t1404] >= (1 + _a1239(st, _t1404)))) else (2 + _a1240(st, _t1404))))
    return _t1405

# <rulerun evolution.rules: rank #697 42a9289c>
def _native(st, p):
    return (_a1241(st, p), len(st.zones[(13 + p)]), )

