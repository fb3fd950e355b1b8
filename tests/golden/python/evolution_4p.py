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

# <rulerun evolution.rules: play_turn #4 6cdf9eb5>
def _loop(st):
    for _t21 in (_k23 or ()):
        if (st.vars[7 + _t21] > 0):
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

# <rulerun evolution.rules: extinction_and_new_cards #7 35f7bfdf>
def _loop(st):
    for _t49 in (_k40 or ()):
        if (st.vars[7 + _t49] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #8 af109339>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k27)
    _t29 = ([_c for _i in [5 + _p for _p in _k28] for _c in _st_zones[_i]] or ())
    _budget29[0] -= len(_t29)
    if _budget29[0] < 0: _spent30(st)
    _t28 = []
    for _t30 in _t29:
        if ((not ((_st_cvars[924 + _t30] == _st_vars[0]) or (_st_cvars[504 + _t30] >= (1 + _a31(st, _t30))))) or _st_cvars[588 + _t30]):
            _t28.append(_t30)
    L[0] = _t28
    _t34 = (L[0] or [])
    _budget29[0] -= len(_t34)
    if _budget29[0] < 0: _spent30(st)
    for _t33 in _t34:
        L[3] = _t33
        if _st_cvars[588 + _t33]:
            if _st_log is not None: _st_log.append(_Text35(_audience32(st), [_PlayerRef33(st.model.zone_instances[_st_loc[_t33]][1]), "'s animal ", _plain34(_st_cvars[420 + _t33]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text35(_audience32(st), [_PlayerRef33(st.model.zone_instances[_st_loc[_t33]][1]), "'s animal ", _plain34(_st_cvars[420 + _t33]), ' starves']))
    _t36 = (L[0] or [])
    _budget29[0] -= len(_t36)
    if _budget29[0] < 0: _spent30(st)
    for _t35 in _t36:
        L[6] = _t35
        _i5l0 = _t35
        _i5 = [_i5l0, None, None, None, None]
        _i5[1] = st.model.zone_instances[_st_loc[_i5l0]][1]
        _t40 = (_a36(st, _i5l0) or [])
        _budget29[0] -= len(_t40)
        if _budget29[0] < 0: _spent30(st)
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
                _move_cards37(st, _t41, _t42, False)
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
            _move_cards37(st, _t44, _t45, False)
    if (not _st_vars[2]):
        _i7 = [None, None, None, None, None, None, None, None, None]
        for _t47 in (_k38 or []):
            _i7[2] = _t47
            _st_vars[7 + _t47] = (6 if ((not _st_zones[(5 + _t47)]) and (not _st_zones[(1 + _t47)])) else (1 + len(_st_zones[(5 + _t47)])))
        for _t48 in (_o39[_st_vars[1]] or []):
            _i7[5] = _t48
            if _st_log is not None: _st_log.append(_Text35(_audience32(st), ['Cards owed to ', _PlayerRef33(_t48), ': ', _plain34(_st_vars[7 + _t48])]))
        while ((not not _st_zones[0]) and _a41(st)):
            _budget29[0] -= 1
            if _budget29[0] < 0: _spent30(st)
            for _t51 in (_o42[_st_vars[1]] or []):
                _i7[8] = _t51
                if not (((_st_vars[7 + _t51] > 0) and (not not _st_zones[0]))): continue
                _t54 = _st_zones[0]
                _t53 = (1 + _t51)
                if _st_log is None and _t54:
                    _t52 = _t54.pop(); _st_zones[_t53].append(_t52); _st_loc[_t52] = _t53
                elif _t54:
                    _move_cards37(st, _t54[-1], _t53, False)
                _st_vars[7 + _t51] = _st_vars[7 + _t51] - 1
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text35(_audience32(st), ['The deck has run out: the next turn is the last']))
    for _t55 in ([_c for _i in [5 + _p for _p in _k43] for _c in _st_zones[_i]] or []):
        L[9] = _t55
        _st_cvars[504 + _t55] = 0

# <rulerun evolution.rules: play_turn #9 1a18eb2b>
def _native(st, L):
    _st_vars = st.vars
    if _p45(st, _k44[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: development #10 937897f6>
def _native(st, L):
    L[0] = []

# <rulerun evolution.rules: development #11 e261d09a>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text48(_audience46(st), [_PlayerRef47(_l3), ' has no cards and passes']))
    L[0] = (L[0] + [_l3])
    if len(L[0]) > 1000000: _too_long49(L[0])

# <rulerun evolution.rules: development #12 f425752e>
def _native(st, L):
    L[0] = _joined50(L[0], [L[3]])

# <rulerun evolution.rules: development #13 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: play_card #14 dbe7ecb6>
def _loop(st, _t63):
    _st_cvars = st.cvars
    for _t65 in st.zones[(9 + st.model.zone_instances[st.loc[_t63]][1])]:
        if ((_st_cvars[84 + _t65] == _t63) and (_st_cvars[_t65] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #15 afc9e0bb>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t62 = ([_c for _i in [5 + _p for _p in _k65] for _c in st.zones[_i]] or ())
    _budget66[0] -= len(_t62)
    if _budget66[0] < 0: _spent67(st)
    for _t63 in _t62:
        if ((st.model.zone_instances[_st_loc[_t63]][1] != _l0) and (not _a68(st, _t63))):
            return True
    return False

# <rulerun evolution.rules: play_card #16 dafe4155>
def _loop(st, _t61, _t69, _t73):
    _st_cvars = st.cvars
    for _t74 in st.zones[(9 + st.model.zone_instances[st.loc[_t69]][1])]:
        if ((_st_cvars[_t74] == _t61) and (((_st_cvars[84 + _t74] == _t69) and (_st_cvars[168 + _t74] == _t73)) or ((_st_cvars[84 + _t74] == _t73) and (_st_cvars[168 + _t74] == _t69)))):
            return True
    return False

# <rulerun evolution.rules: play_card #17 f139b909>
def _loop(st, L, _t61):
    _l0 = L[0]
    _st_zones = st.zones
    _t68 = _st_zones[(5 + _l0)]
    _budget70[0] -= len(_t68)
    if _budget70[0] < 0: _spent71(st)
    for _t69 in _t68:
        _t72 = _st_zones[(5 + _l0)]
        _budget70[0] -= len(_t72)
        if _budget70[0] < 0: _spent71(st)
        _t71 = False
        for _t73 in _t72:
            if ((_t69 != _t73) and (not _a72(st, _t61, _t69, _t73))):
                _t71 = True
                break
        if _t71:
            return True
    return False

# <rulerun evolution.rules: play_card #18 e43bda0c>
def _loop(st, _t61, _t77):
    _st_cvars = st.cvars
    for _t79 in st.zones[(9 + st.model.zone_instances[st.loc[_t77]][1])]:
        if ((_st_cvars[84 + _t79] == _t77) and (_st_cvars[_t79] == _t61)):
            return True
    return False

# <rulerun evolution.rules: play_card #19 ff7c530b>
def _loop(st, _t77):
    _st_cvars = st.cvars
    for _t81 in st.zones[(9 + st.model.zone_instances[st.loc[_t77]][1])]:
        if ((_st_cvars[84 + _t81] == _t77) and (_st_cvars[_t81] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #20 a52f2460>
def _loop(st, _t77):
    _st_cvars = st.cvars
    for _t83 in st.zones[(9 + st.model.zone_instances[st.loc[_t77]][1])]:
        if ((_st_cvars[84 + _t83] == _t77) and (_st_cvars[_t83] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #21 0acce1bf>
def _loop(st, L, _t61):
    _t76 = st.zones[(5 + L[0])]
    _budget74[0] -= len(_t76)
    if _budget74[0] < 0: _spent75(st)
    for _t77 in _t76:
        if ((((_t61 == 'fat_tissue') or (not _a76(st, _t61, _t77))) and (not ((_t61 == 'scavenger') and _a77(st, _t77)))) and (not ((_t61 == 'carnivorous') and _a78(st, _t77)))):
            return True
    return False

# <rulerun evolution.rules: play_card #22 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #23 3515d9ef>
def _loop(st, _t94):
    _st_cvars = st.cvars
    for _t96 in st.zones[(9 + st.model.zone_instances[st.loc[_t94]][1])]:
        if ((_st_cvars[84 + _t96] == _t94) and (_st_cvars[_t96] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #24 0c6dccac>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t93 = ([_c for _i in [5 + _p for _p in _k90] for _c in st.zones[_i]] or ())
    _budget91[0] -= len(_t93)
    if _budget91[0] < 0: _spent92(st)
    _t95 = []
    for _t94 in _t93:
        if ((st.model.zone_instances[_st_loc[_t94]][1] != _l0) and (not _a93(st, _t94))):
            _t95.append(_t94)
    return _t95

# <rulerun evolution.rules: play_card #25 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #26 89aed46c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t99 = []
    for _t98 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t98] == L[4]) or (_st_cvars[168 + _t98] == L[4])):
            _t99.append(_st_cvars[_t98])
    return _t99

# <rulerun evolution.rules: play_card #27 fd3be759>
def _loop(st, L):
    _st_cvars = st.cvars
    _t101 = []
    for _t100 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t100] == L[4]) or (_st_cvars[168 + _t100] == L[4])):
            _t101.append(_t100)
    return _t101

# <rulerun evolution.rules: play_card #28 66a238c9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t103 = 0
    for _t102 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (_st_cvars[84 + _t102] == L[4]):
            _t103 += (1 if ((_st_cvars[_t102] == 'carnivorous') or (_st_cvars[_t102] == 'high_body_weight')) else (2 if (_st_cvars[_t102] == 'parasite') else 0))
    return _t103

# <rulerun evolution.rules: play_card #29 43bc430f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t105 = 0
    for _t104 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (((_st_cvars[84 + _t104] == L[4]) and (_st_cvars[_t104] == 'fat_tissue')) and _st_cvars[252 + _t104]):
            _t105 += 1
    return _t105

# <rulerun evolution.rules: play_card #30 a1e7d133>
def _loop(st, L):
    _st_cvars = st.cvars
    _t107 = 0
    for _t106 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t106] == L[4]) and (_st_cvars[_t106] == 'fat_tissue')):
            _t107 += 1
    return _t107

# <rulerun evolution.rules: play_card #31 ec25e509>
def _loop(st, L):
    _st_cvars = st.cvars
    _t109 = 0
    for _t108 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t108] == L[4]) and (_st_cvars[_t108] == 'fat_tissue')):
            _t109 += 1
    return _t109

# <rulerun evolution.rules: play_card #32 ffa44cdb>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain95(((((('animal ' + _plain95(_st_cvars[420 + L[4]]) + ' of ' + _player_text96(st.model.zone_instances[st.loc[L[4]]][1])) + ((' ' + _plain95(_a97(st, L))) if (not not (_a98(st, L) or ())) else '')) + (' food ' + _plain95(_st_cvars[504 + L[4]]) + '/' + _plain95((1 + _a99(st, L))))) + ((' fat ' + _plain95(_a100(st, L)) + '/' + _plain95(_a101(st, L))) if (_a102(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[4]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[4]] else ''))))

# <rulerun evolution.rules: play_card #33 961cdc96>
def _loop(st, L, _t118, _t122):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t123 in st.zones[(9 + st.model.zone_instances[st.loc[_t118]][1])]:
        if ((_st_cvars[_t123] == _l3) and (((_st_cvars[84 + _t123] == _t118) and (_st_cvars[168 + _t123] == _t122)) or ((_st_cvars[84 + _t123] == _t122) and (_st_cvars[168 + _t123] == _t118)))):
            return True
    return False

# <rulerun evolution.rules: play_card #34 f40d2da1>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t117 = _st_zones[(5 + _l0)]
    _budget105[0] -= len(_t117)
    if _budget105[0] < 0: _spent106(st)
    _t119 = []
    for _t118 in _t117:
        _t121 = _st_zones[(5 + _l0)]
        _budget105[0] -= len(_t121)
        if _budget105[0] < 0: _spent106(st)
        _t120 = False
        for _t122 in _t121:
            if ((_t118 != _t122) and (not _a107(st, L, _t118, _t122))):
                _t120 = True
                break
        if _t120:
            _t119.append(_t118)
    return _t119

# <rulerun evolution.rules: play_card #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #36 b28effee>
def _loop(st, L):
    _st_cvars = st.cvars
    _t126 = []
    for _t125 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t125] == L[5]) or (_st_cvars[168 + _t125] == L[5])):
            _t126.append(_st_cvars[_t125])
    return _t126

# <rulerun evolution.rules: play_card #37 cf2ff256>
def _loop(st, L):
    _st_cvars = st.cvars
    _t128 = []
    for _t127 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t127] == L[5]) or (_st_cvars[168 + _t127] == L[5])):
            _t128.append(_t127)
    return _t128

# <rulerun evolution.rules: play_card #38 f5d616a5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t130 = 0
    for _t129 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t129] == L[5]):
            _t130 += (1 if ((_st_cvars[_t129] == 'carnivorous') or (_st_cvars[_t129] == 'high_body_weight')) else (2 if (_st_cvars[_t129] == 'parasite') else 0))
    return _t130

# <rulerun evolution.rules: play_card #39 094c3047>
def _loop(st, L):
    _st_cvars = st.cvars
    _t132 = 0
    for _t131 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t131] == L[5]) and (_st_cvars[_t131] == 'fat_tissue')) and _st_cvars[252 + _t131]):
            _t132 += 1
    return _t132

# <rulerun evolution.rules: play_card #40 098322b4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t134 = 0
    for _t133 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t133] == L[5]) and (_st_cvars[_t133] == 'fat_tissue')):
            _t134 += 1
    return _t134

# <rulerun evolution.rules: play_card #41 fadd63f6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t136 = 0
    for _t135 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t135] == L[5]) and (_st_cvars[_t135] == 'fat_tissue')):
            _t136 += 1
    return _t136

# <rulerun evolution.rules: play_card #42 f6b214d7>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain109(((((('animal ' + _plain109(_st_cvars[420 + L[5]]) + ' of ' + _player_text110(st.model.zone_instances[st.loc[L[5]]][1])) + ((' ' + _plain109(_a111(st, L))) if (not not (_a112(st, L) or ())) else '')) + (' food ' + _plain109(_st_cvars[504 + L[5]]) + '/' + _plain109((1 + _a113(st, L))))) + ((' fat ' + _plain109(_a114(st, L)) + '/' + _plain109(_a115(st, L))) if (_a116(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else ''))))

# <rulerun evolution.rules: play_card #43 49c3e12d>
def _loop(st, L, _t142):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t144 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t144] == _l3) and (((_st_cvars[84 + _t144] == _l5) and (_st_cvars[168 + _t144] == _t142)) or ((_st_cvars[84 + _t144] == _t142) and (_st_cvars[168 + _t144] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #44 8c08f2d6>
def _loop(st, L):
    _l5 = L[5]
    _t141 = st.zones[(5 + L[0])]
    _budget119[0] -= len(_t141)
    if _budget119[0] < 0: _spent120(st)
    _t143 = []
    for _t142 in _t141:
        if ((_l5 != _t142) and (not _a121(st, L, _t142))):
            _t143.append(_t142)
    return _t143

# <rulerun evolution.rules: play_card #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #46 e760c0f9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t147 = []
    for _t146 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t146] == L[6]) or (_st_cvars[168 + _t146] == L[6])):
            _t147.append(_st_cvars[_t146])
    return _t147

# <rulerun evolution.rules: play_card #47 771e7732>
def _loop(st, L):
    _st_cvars = st.cvars
    _t149 = []
    for _t148 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t148] == L[6]) or (_st_cvars[168 + _t148] == L[6])):
            _t149.append(_t148)
    return _t149

# <rulerun evolution.rules: play_card #48 1299edb2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t151 = 0
    for _t150 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (_st_cvars[84 + _t150] == L[6]):
            _t151 += (1 if ((_st_cvars[_t150] == 'carnivorous') or (_st_cvars[_t150] == 'high_body_weight')) else (2 if (_st_cvars[_t150] == 'parasite') else 0))
    return _t151

# <rulerun evolution.rules: play_card #49 eb249ef2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t153 = 0
    for _t152 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (((_st_cvars[84 + _t152] == L[6]) and (_st_cvars[_t152] == 'fat_tissue')) and _st_cvars[252 + _t152]):
            _t153 += 1
    return _t153

# <rulerun evolution.rules: play_card #50 94fc1c9e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t155 = 0
    for _t154 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t154] == L[6]) and (_st_cvars[_t154] == 'fat_tissue')):
            _t155 += 1
    return _t155

# <rulerun evolution.rules: play_card #51 d5c30613>
def _loop(st, L):
    _st_cvars = st.cvars
    _t157 = 0
    for _t156 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t156] == L[6]) and (_st_cvars[_t156] == 'fat_tissue')):
            _t157 += 1
    return _t157

# <rulerun evolution.rules: play_card #52 ff2c3171>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain123(((((('animal ' + _plain123(_st_cvars[420 + L[6]]) + ' of ' + _player_text124(st.model.zone_instances[st.loc[L[6]]][1])) + ((' ' + _plain123(_a125(st, L))) if (not not (_a126(st, L) or ())) else '')) + (' food ' + _plain123(_st_cvars[504 + L[6]]) + '/' + _plain123((1 + _a127(st, L))))) + ((' fat ' + _plain123(_a128(st, L)) + '/' + _plain123(_a129(st, L))) if (_a130(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[6]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[6]] else ''))))

# <rulerun evolution.rules: play_card #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #54 0a576641>
def _loop(st, L):
    _st_cvars = st.cvars
    _t163 = []
    for _t162 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t162] == L[7]) or (_st_cvars[168 + _t162] == L[7])):
            _t163.append(_st_cvars[_t162])
    return _t163

# <rulerun evolution.rules: play_card #55 37aedca1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t165 = []
    for _t164 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t164] == L[7]) or (_st_cvars[168 + _t164] == L[7])):
            _t165.append(_t164)
    return _t165

# <rulerun evolution.rules: play_card #56 a71033a4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t167 = 0
    for _t166 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t166] == L[7]):
            _t167 += (1 if ((_st_cvars[_t166] == 'carnivorous') or (_st_cvars[_t166] == 'high_body_weight')) else (2 if (_st_cvars[_t166] == 'parasite') else 0))
    return _t167

# <rulerun evolution.rules: play_card #57 55110ead>
def _loop(st, L):
    _st_cvars = st.cvars
    _t169 = 0
    for _t168 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t168] == L[7]) and (_st_cvars[_t168] == 'fat_tissue')) and _st_cvars[252 + _t168]):
            _t169 += 1
    return _t169

# <rulerun evolution.rules: play_card #58 12325a30>
def _loop(st, L):
    _st_cvars = st.cvars
    _t171 = 0
    for _t170 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t170] == L[7]) and (_st_cvars[_t170] == 'fat_tissue')):
            _t171 += 1
    return _t171

# <rulerun evolution.rules: play_card #59 352800c1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t173 = 0
    for _t172 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t172] == L[7]) and (_st_cvars[_t172] == 'fat_tissue')):
            _t173 += 1
    return _t173

# <rulerun evolution.rules: play_card #60 0e51ea55>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain133(((((('animal ' + _plain133(_st_cvars[420 + L[7]]) + ' of ' + _player_text134(st.model.zone_instances[st.loc[L[7]]][1])) + ((' ' + _plain133(_a135(st, L))) if (not not (_a136(st, L) or ())) else '')) + (' food ' + _plain133(_st_cvars[504 + L[7]]) + '/' + _plain133((1 + _a137(st, L))))) + ((' fat ' + _plain133(_a138(st, L)) + '/' + _plain133(_a139(st, L))) if (_a140(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else ''))))

# <rulerun evolution.rules: play_card #61 7cf49a7b>
def _loop(st, L, _t185):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t187 in st.zones[(9 + st.model.zone_instances[st.loc[_t185]][1])]:
        if ((_st_cvars[84 + _t187] == _t185) and (_st_cvars[_t187] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #62 0daa9bd0>
def _loop(st, _t185):
    _st_cvars = st.cvars
    for _t189 in st.zones[(9 + st.model.zone_instances[st.loc[_t185]][1])]:
        if ((_st_cvars[84 + _t189] == _t185) and (_st_cvars[_t189] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #63 c826d8e2>
def _loop(st, _t185):
    _st_cvars = st.cvars
    for _t191 in st.zones[(9 + st.model.zone_instances[st.loc[_t185]][1])]:
        if ((_st_cvars[84 + _t191] == _t185) and (_st_cvars[_t191] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #64 e84c6c56>
def _loop(st, L):
    _l3 = L[3]
    _t184 = st.zones[(5 + L[0])]
    _budget143[0] -= len(_t184)
    if _budget143[0] < 0: _spent144(st)
    _t186 = []
    for _t185 in _t184:
        if ((((_l3 == 'fat_tissue') or (not _a145(st, L, _t185))) and (not ((_l3 == 'scavenger') and _a146(st, _t185)))) and (not ((_l3 == 'carnivorous') and _a147(st, _t185)))):
            _t186.append(_t185)
    return _t186

# <rulerun evolution.rules: play_card #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #66 55a33789>
def _loop(st, L):
    _st_cvars = st.cvars
    _t194 = []
    for _t193 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t193] == L[8]) or (_st_cvars[168 + _t193] == L[8])):
            _t194.append(_st_cvars[_t193])
    return _t194

# <rulerun evolution.rules: play_card #67 981de0d0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t196 = []
    for _t195 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t195] == L[8]) or (_st_cvars[168 + _t195] == L[8])):
            _t196.append(_t195)
    return _t196

# <rulerun evolution.rules: play_card #68 acecd9a6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t198 = 0
    for _t197 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (_st_cvars[84 + _t197] == L[8]):
            _t198 += (1 if ((_st_cvars[_t197] == 'carnivorous') or (_st_cvars[_t197] == 'high_body_weight')) else (2 if (_st_cvars[_t197] == 'parasite') else 0))
    return _t198

# <rulerun evolution.rules: play_card #69 124bf080>
def _loop(st, L):
    _st_cvars = st.cvars
    _t200 = 0
    for _t199 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (((_st_cvars[84 + _t199] == L[8]) and (_st_cvars[_t199] == 'fat_tissue')) and _st_cvars[252 + _t199]):
            _t200 += 1
    return _t200

# <rulerun evolution.rules: play_card #70 452469f0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t202 = 0
    for _t201 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t201] == L[8]) and (_st_cvars[_t201] == 'fat_tissue')):
            _t202 += 1
    return _t202

# <rulerun evolution.rules: play_card #71 2e2e1689>
def _loop(st, L):
    _st_cvars = st.cvars
    _t204 = 0
    for _t203 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t203] == L[8]) and (_st_cvars[_t203] == 'fat_tissue')):
            _t204 += 1
    return _t204

# <rulerun evolution.rules: play_card #72 33393a5d>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain149(((((('animal ' + _plain149(_st_cvars[420 + L[8]]) + ' of ' + _player_text150(st.model.zone_instances[st.loc[L[8]]][1])) + ((' ' + _plain149(_a151(st, L))) if (not not (_a152(st, L) or ())) else '')) + (' food ' + _plain149(_st_cvars[504 + L[8]]) + '/' + _plain149((1 + _a153(st, L))))) + ((' fat ' + _plain149(_a154(st, L)) + '/' + _plain149(_a155(st, L))) if (_a156(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[8]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[8]] else ''))))

# <rulerun evolution.rules: play_card #73 playout 5f53c3de>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t60 = ([_c61[_l1], _c62[_l1]] or ())
    _budget63[0] -= len(_t60)
    if _budget63[0] < 0: _spent64(st)
    _t67 = _NOT_YET
    _t59 = []
    for _t61 in _t60:
        if ((_t61 != 'no_trait') and ((_t67 if _t67 is not _NOT_YET else (_t67 := _a69(st, L))) if (_t61 == 'parasite') else (_a73(st, L, _t61) if (((_t61 == 'symbiosis') or (_t61 == 'communication')) or (_t61 == 'cooperation')) else _a79(st, L, _t61)))):
            _t59.append(_t61)
    L[2] = _joined80(['animal'], _t59)
    _t85 = (L[2] or [])
    _t86 = _l0
    _t87 = len(_t85)
    if not _t87: _no_option83(_t86, 'play it as')
    if _t87 <= 1 and _st_log is None:
        L[3] = _t85[0] if _t87 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t88 = st.chooser(_t87, _t86)
        else:
            _t88 = _st_bits(_t87.bit_length())
            while _t88 >= _t87: _t88 = _st_bits(_t87.bit_length())
        L[3] = _t85[_t88]; st.decisions += 1
    elif _decide84(st, L, _t85, _t86): raise _PlayoutCut81()
    if (L[3] == 'animal'):
        _st_vars[11] = _st_vars[11] + 1
        _st_cvars[420 + _l1] = _st_vars[11]
        _t89 = _l1
        _t90 = (5 + _l0)
        if type(_t89) is int and _st_log is None:
            _t91 = _st_zones[_st_loc[_t89]]
            if _t91[-1] == _t89: _t91.pop()
            else: _t91.remove(_t89)
            _st_zones[_t90].append(_t89); _st_loc[_t89] = _t90
        elif _t89 is not None:
            _move_cards85(st, _t89, _t90, False)
        if _st_log is not None: _st_log.append(_Text89(_audience86(st), [_PlayerRef87(_l0), ' plays a new animal: animal ', _plain88(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = L[3]
    if (L[3] == 'parasite'):
        _t92 = (_a94(st, L) or [])
        _t110 = _l0
        _t111 = len(_t92)
        if not _t111: _no_option83(_t110, 'animal to put the parasite on')
        if _t111 <= 1 and _st_log is None:
            L[4] = _t92[0] if _t111 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t112 = st.chooser(_t111, _t110)
            else:
                _t112 = _st_bits(_t111.bit_length())
                while _t112 >= _t111: _t112 = _st_bits(_t111.bit_length())
            L[4] = _t92[_t112]; st.decisions += 1
        elif _decide104(st, L, _t92, _t110): raise _PlayoutCut81()
        _st_cvars[84 + _l1] = L[4]
        _t113 = _l1
        _t114 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t113) is int and _st_log is None:
            _t115 = _st_zones[_st_loc[_t113]]
            if _t115[-1] == _t113: _t115.pop()
            else: _t115.remove(_t113)
            _st_zones[_t114].append(_t113); _st_loc[_t113] = _t114
        elif _t113 is not None:
            _move_cards85(st, _t113, _t114, False)
        if _st_log is not None: _st_log.append(_Text89(_audience86(st), [_PlayerRef87(_l0), ' puts a parasite on ', _PlayerRef87(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain88(_st_cvars[420 + L[4]])]))
    elif (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
        _t116 = (_a108(st, L) or [])
        _t137 = _l0
        _t138 = len(_t116)
        if not _t138: _no_option83(_t137, 'first animal of the pair')
        if _t138 <= 1 and _st_log is None:
            L[5] = _t116[0] if _t138 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t139 = st.chooser(_t138, _t137)
            else:
                _t139 = _st_bits(_t138.bit_length())
                while _t139 >= _t138: _t139 = _st_bits(_t138.bit_length())
            L[5] = _t116[_t139]; st.decisions += 1
        elif _decide118(st, L, _t116, _t137): raise _PlayoutCut81()
        _t140 = (_a122(st, L) or [])
        _t158 = _l0
        _t159 = len(_t140)
        if not _t159: _no_option83(_t158, 'second animal of the pair')
        if _t159 <= 1 and _st_log is None:
            L[6] = _t140[0] if _t159 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t160 = st.chooser(_t159, _t158)
            else:
                _t160 = _st_bits(_t159.bit_length())
                while _t160 >= _t159: _t160 = _st_bits(_t159.bit_length())
            L[6] = _t140[_t160]; st.decisions += 1
        elif _decide132(st, L, _t140, _t158): raise _PlayoutCut81()
        _st_cvars[84 + _l1] = L[5]
        _st_cvars[168 + _l1] = L[6]
        if (L[3] == 'symbiosis'):
            _t161 = [L[5], L[6]]
            _t174 = _l0
            _t175 = len(_t161)
            if not _t175: _no_option83(_t174, 'the symbiont')
            if _t175 <= 1 and _st_log is None:
                L[7] = _t161[0] if _t175 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t176 = st.chooser(_t175, _t174)
                else:
                    _t176 = _st_bits(_t175.bit_length())
                    while _t176 >= _t175: _t176 = _st_bits(_t175.bit_length())
                L[7] = _t161[_t176]; st.decisions += 1
            elif _decide142(st, L, _t161, _t174): raise _PlayoutCut81()
            _st_cvars[84 + _l1] = L[7]
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            _t177 = _l1
            _t178 = (9 + _l0)
            if type(_t177) is int and _st_log is None:
                _t179 = _st_zones[_st_loc[_t177]]
                if _t179[-1] == _t177: _t179.pop()
                else: _t179.remove(_t177)
                _st_zones[_t178].append(_t177); _st_loc[_t177] = _t178
            elif _t177 is not None:
                _move_cards85(st, _t177, _t178, False)
            if _st_log is not None: _st_log.append(_Text89(_audience86(st), [_PlayerRef87(_l0), ' plays symbiosis: animal ', _plain88(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain88(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t180 = _l1
            _t181 = (9 + _l0)
            if type(_t180) is int and _st_log is None:
                _t182 = _st_zones[_st_loc[_t180]]
                if _t182[-1] == _t180: _t182.pop()
                else: _t182.remove(_t180)
                _st_zones[_t181].append(_t180); _st_loc[_t180] = _t181
            elif _t180 is not None:
                _move_cards85(st, _t180, _t181, False)
            if _st_log is not None: _st_log.append(_Text89(_audience86(st), [_PlayerRef87(_l0), ' plays ', _plain88(L[3]), ' between animal ', _plain88(_st_cvars[420 + L[5]]), ' and animal ', _plain88(_st_cvars[420 + L[6]])]))
    else:
        _t183 = (_a148(st, L) or [])
        _t205 = _l0
        _t206 = len(_t183)
        if not _t206: _no_option83(_t205, 'animal to give it to')
        if _t206 <= 1 and _st_log is None:
            L[8] = _t183[0] if _t206 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t207 = st.chooser(_t206, _t205)
            else:
                _t207 = _st_bits(_t206.bit_length())
                while _t207 >= _t206: _t207 = _st_bits(_t206.bit_length())
            L[8] = _t183[_t207]; st.decisions += 1
        elif _decide158(st, L, _t183, _t205): raise _PlayoutCut81()
        _st_cvars[84 + _l1] = L[8]
        _t208 = _l1
        _t209 = (9 + _l0)
        if type(_t208) is int and _st_log is None:
            _t210 = _st_zones[_st_loc[_t208]]
            if _t210[-1] == _t208: _t210.pop()
            else: _t210.remove(_t208)
            _st_zones[_t209].append(_t208); _st_loc[_t208] = _t209
        elif _t208 is not None:
            _move_cards85(st, _t208, _t209, False)
        if _st_log is not None: _st_log.append(_Text89(_audience86(st), [_PlayerRef87(_l0), ' gives ', _plain88(L[3]), ' to animal ', _plain88(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: development #74 8312ef2c>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    while (len((L[0] or ())) < 4):
        _budget51[0] -= 1
        if _budget51[0] < 0: _spent52(st)
        _t57 = (_o53[st.vars[1]] or [])
        _budget51[0] -= len(_t57)
        if _budget51[0] < 0: _spent52(st)
        for _t56 in _t57:
            L[3] = _t56
            if not ((not (_t56 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t56)]):
                if _st_log is not None: _st_log.append(_Text56(_audience54(st), [_PlayerRef55(_t56), ' has no cards and passes']))
                L[0] = (L[0] + [_t56])
                if len(L[0]) > 1000000: _too_long57(L[0])
            else:
                _t58 = _st_zones[(1 + _t56)]
                if _offer59(st, L, _t58[:]): raise _PlayoutCut58()
                if (L[4] is None):
                    L[0] = _joined60(L[0], [_t56])
                else:
                    if _p159(st, [_t56, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: development #75 08215bcd>
def _native(st, L):
    return (len((L[0] or ())) < 4)

# <rulerun evolution.rules: development #76 c30d34f4>
def _native(st, L):
    return _o160[st.vars[1]]

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

# <rulerun evolution.rules: play_card #84 059a9eff>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t214 = ([_c for _i in [5 + _p for _p in _k165] for _c in st.zones[_i]] or ())
    _budget166[0] -= len(_t214)
    if _budget166[0] < 0: _spent167(st)
    for _t215 in _t214:
        if ((st.model.zone_instances[_st_loc[_t215]][1] != _l0) and (not _a168(st, _t215))):
            return True
    return False

# <rulerun evolution.rules: play_card #85 f4df44b0>
def _loop(st, _t213, _t221, _t225):
    _st_cvars = st.cvars
    for _t226 in st.zones[(9 + st.model.zone_instances[st.loc[_t221]][1])]:
        if ((_st_cvars[_t226] == _t213) and (((_st_cvars[84 + _t226] == _t221) and (_st_cvars[168 + _t226] == _t225)) or ((_st_cvars[84 + _t226] == _t225) and (_st_cvars[168 + _t226] == _t221)))):
            return True
    return False

# <rulerun evolution.rules: play_card #86 4acd9fa7>
def _loop(st, L, _t213):
    _l0 = L[0]
    _st_zones = st.zones
    _t220 = _st_zones[(5 + _l0)]
    _budget170[0] -= len(_t220)
    if _budget170[0] < 0: _spent171(st)
    for _t221 in _t220:
        _t224 = _st_zones[(5 + _l0)]
        _budget170[0] -= len(_t224)
        if _budget170[0] < 0: _spent171(st)
        _t223 = False
        for _t225 in _t224:
            if ((_t221 != _t225) and (not _a172(st, _t213, _t221, _t225))):
                _t223 = True
                break
        if _t223:
            return True
    return False

# <rulerun evolution.rules: play_card #87 4fee315d>
def _loop(st, _t213, _t229):
    _st_cvars = st.cvars
    for _t231 in st.zones[(9 + st.model.zone_instances[st.loc[_t229]][1])]:
        if ((_st_cvars[84 + _t231] == _t229) and (_st_cvars[_t231] == _t213)):
            return True
    return False

# <rulerun evolution.rules: play_card #88 475e93ba>
def _loop(st, _t229):
    _st_cvars = st.cvars
    for _t233 in st.zones[(9 + st.model.zone_instances[st.loc[_t229]][1])]:
        if ((_st_cvars[84 + _t233] == _t229) and (_st_cvars[_t233] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #89 e326f29e>
def _loop(st, _t229):
    _st_cvars = st.cvars
    for _t235 in st.zones[(9 + st.model.zone_instances[st.loc[_t229]][1])]:
        if ((_st_cvars[84 + _t235] == _t229) and (_st_cvars[_t235] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #90 76776003>
def _loop(st, L, _t213):
    _t228 = st.zones[(5 + L[0])]
    _budget174[0] -= len(_t228)
    if _budget174[0] < 0: _spent175(st)
    for _t229 in _t228:
        if ((((_t213 == 'fat_tissue') or (not _a176(st, _t213, _t229))) and (not ((_t213 == 'scavenger') and _a177(st, _t229)))) and (not ((_t213 == 'carnivorous') and _a178(st, _t229)))):
            return True
    return False

# <rulerun evolution.rules: play_card #91 c1cb111d>
def _native(st, L):
    _l1 = L[1]
    _t212 = ([_c161[_l1], _c162[_l1]] or ())
    _budget163[0] -= len(_t212)
    if _budget163[0] < 0: _spent164(st)
    _t219 = _NOT_YET
    _t211 = []
    for _t213 in _t212:
        if ((_t213 != 'no_trait') and ((_t219 if _t219 is not _NOT_YET else (_t219 := _a169(st, L))) if (_t213 == 'parasite') else (_a173(st, L, _t213) if (((_t213 == 'symbiosis') or (_t213 == 'communication')) or (_t213 == 'cooperation')) else _a179(st, L, _t213)))):
            _t211.append(_t213)
    L[2] = _joined180(['animal'], _t211)

# <rulerun evolution.rules: play_card #92 287c9b3d>
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
        _t237 = _l1
        _t238 = (5 + _l0)
        if type(_t237) is int and _st_log is None:
            _t239 = _st_zones[_st_loc[_t237]]
            if _t239[-1] == _t237: _t239.pop()
            else: _t239.remove(_t237)
            _st_zones[_t238].append(_t237); _st_loc[_t237] = _t238
        elif _t237 is not None:
            _move_cards181(st, _t237, _t238, False)
        if _st_log is not None: _st_log.append(_Text185(_audience182(st), [_PlayerRef183(_l0), ' plays a new animal: animal ', _plain184(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = _l3

# <rulerun evolution.rules: play_card #93 d7711c28>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l4
    _t240 = _l1
    _t241 = (9 + st.model.zone_instances[_st_loc[_l4]][1])
    if type(_t240) is int and _st_log is None:
        _t242 = _st_zones[_st_loc[_t240]]
        if _t242[-1] == _t240: _t242.pop()
        else: _t242.remove(_t240)
        _st_zones[_t241].append(_t240); _st_loc[_t240] = _t241
    elif _t240 is not None:
        _move_cards186(st, _t240, _t241, False)
    if _st_log is not None: _st_log.append(_Text190(_audience187(st), [_PlayerRef188(L[0]), ' puts a parasite on ', _PlayerRef188(st.model.zone_instances[_st_loc[_l4]][1]), "'s animal ", _plain189(_st_cvars[420 + _l4])]))

# <rulerun evolution.rules: play_card #94 b90362e4>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_cvars[84 + _l1] = L[5]
    _st_cvars[168 + _l1] = L[6]

# <rulerun evolution.rules: play_card #95 e74994eb>
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
    _t243 = _l1
    _t244 = (9 + _l0)
    if type(_t243) is int and _st_log is None:
        _t245 = _st_zones[_st_loc[_t243]]
        if _t245[-1] == _t243: _t245.pop()
        else: _t245.remove(_t243)
        _st_zones[_t244].append(_t243); _st_loc[_t243] = _t244
    elif _t243 is not None:
        _move_cards191(st, _t243, _t244, False)
    if _st_log is not None: _st_log.append(_Text195(_audience192(st), [_PlayerRef193(_l0), ' plays symbiosis: animal ', _plain194(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain194(_st_cvars[420 + _st_cvars[168 + _l1]])]))

# <rulerun evolution.rules: play_card #96 45601a0b>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t246 = L[1]
    _t247 = (9 + _l0)
    if type(_t246) is int and _st_log is None:
        _t248 = _st_zones[_st_loc[_t246]]
        if _t248[-1] == _t246: _t248.pop()
        else: _t248.remove(_t246)
        _st_zones[_t247].append(_t246); _st_loc[_t246] = _t247
    elif _t246 is not None:
        _move_cards196(st, _t246, _t247, False)
    if _st_log is not None: _st_log.append(_Text200(_audience197(st), [_PlayerRef198(_l0), ' plays ', _plain199(L[3]), ' between animal ', _plain199(_st_cvars[420 + L[5]]), ' and animal ', _plain199(_st_cvars[420 + L[6]])]))

# <rulerun evolution.rules: play_card #97 314c91fd>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l8
    _t249 = _l1
    _t250 = (9 + _l0)
    if type(_t249) is int and _st_log is None:
        _t251 = _st_zones[_st_loc[_t249]]
        if _t251[-1] == _t249: _t251.pop()
        else: _t251.remove(_t249)
        _st_zones[_t250].append(_t249); _st_loc[_t249] = _t250
    elif _t249 is not None:
        _move_cards201(st, _t249, _t250, False)
    if _st_log is not None: _st_log.append(_Text205(_audience202(st), [_PlayerRef203(_l0), ' gives ', _plain204(L[3]), ' to animal ', _plain204(_st_cvars[420 + _l8])]))

# <rulerun evolution.rules: play_card #98 873c6d46>
def _loop(st, _t254):
    _st_cvars = st.cvars
    for _t256 in st.zones[(9 + st.model.zone_instances[st.loc[_t254]][1])]:
        if ((_st_cvars[84 + _t256] == _t254) and (_st_cvars[_t256] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #99 0eb6fe6d>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t253 = ([_c for _i in [5 + _p for _p in _k206] for _c in st.zones[_i]] or ())
    _budget207[0] -= len(_t253)
    if _budget207[0] < 0: _spent208(st)
    _t255 = []
    for _t254 in _t253:
        if ((st.model.zone_instances[_st_loc[_t254]][1] != _l0) and (not _a209(st, _t254))):
            _t255.append(_t254)
    return _t255

# <rulerun evolution.rules: play_card #100 a3ee5d4f>
def _loop(st, L, _t266, _t270):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t271 in st.zones[(9 + st.model.zone_instances[st.loc[_t266]][1])]:
        if ((_st_cvars[_t271] == _l3) and (((_st_cvars[84 + _t271] == _t266) and (_st_cvars[168 + _t271] == _t270)) or ((_st_cvars[84 + _t271] == _t270) and (_st_cvars[168 + _t271] == _t266)))):
            return True
    return False

# <rulerun evolution.rules: play_card #101 640a3354>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t265 = _st_zones[(5 + _l0)]
    _budget220[0] -= len(_t265)
    if _budget220[0] < 0: _spent221(st)
    _t267 = []
    for _t266 in _t265:
        _t269 = _st_zones[(5 + _l0)]
        _budget220[0] -= len(_t269)
        if _budget220[0] < 0: _spent221(st)
        _t268 = False
        for _t270 in _t269:
            if ((_t266 != _t270) and (not _a222(st, L, _t266, _t270))):
                _t268 = True
                break
        if _t268:
            _t267.append(_t266)
    return _t267

# <rulerun evolution.rules: play_card #102 75d1a526>
def _loop(st, L, _t278):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t280 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t280] == _l3) and (((_st_cvars[84 + _t280] == _l5) and (_st_cvars[168 + _t280] == _t278)) or ((_st_cvars[84 + _t280] == _t278) and (_st_cvars[168 + _t280] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #103 871bcee8>
def _loop(st, L):
    _l5 = L[5]
    _t277 = st.zones[(5 + L[0])]
    _budget226[0] -= len(_t277)
    if _budget226[0] < 0: _spent227(st)
    _t279 = []
    for _t278 in _t277:
        if ((_l5 != _t278) and (not _a228(st, L, _t278))):
            _t279.append(_t278)
    return _t279

# <rulerun evolution.rules: play_card #104 5be50950>
def _loop(st, L, _t297):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t299 in st.zones[(9 + st.model.zone_instances[st.loc[_t297]][1])]:
        if ((_st_cvars[84 + _t299] == _t297) and (_st_cvars[_t299] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #105 986e2c2f>
def _loop(st, _t297):
    _st_cvars = st.cvars
    for _t301 in st.zones[(9 + st.model.zone_instances[st.loc[_t297]][1])]:
        if ((_st_cvars[84 + _t301] == _t297) and (_st_cvars[_t301] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #106 0e290734>
def _loop(st, _t297):
    _st_cvars = st.cvars
    for _t303 in st.zones[(9 + st.model.zone_instances[st.loc[_t297]][1])]:
        if ((_st_cvars[84 + _t303] == _t297) and (_st_cvars[_t303] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #107 3336455c>
def _loop(st, L):
    _l3 = L[3]
    _t296 = st.zones[(5 + L[0])]
    _budget234[0] -= len(_t296)
    if _budget234[0] < 0: _spent235(st)
    _t298 = []
    for _t297 in _t296:
        if ((((_l3 == 'fat_tissue') or (not _a236(st, L, _t297))) and (not ((_l3 == 'scavenger') and _a237(st, _t297)))) and (not ((_l3 == 'carnivorous') and _a238(st, _t297)))):
            _t298.append(_t297)
    return _t298

# <rulerun evolution.rules: play_card #108 bbdacd5a>
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
        _t252 = (_a210(st, L) or [])
        _t258 = _l0
        _t259 = len(_t252)
        if not _t259: _no_option213(_t258, 'animal to put the parasite on')
        if _t259 <= 1 and _st_log is None:
            L[4] = _t252[0] if _t259 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t260 = st.chooser(_t259, _t258)
            else:
                _t260 = _st_bits(_t259.bit_length())
                while _t260 >= _t259: _t260 = _st_bits(_t259.bit_length())
            L[4] = _t252[_t260]; st.decisions += 1
        elif _decide214(st, L, _t252, _t258): raise _PlayoutCut211()
        _st_cvars[84 + _l1] = L[4]
        _t261 = _l1
        _t262 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t261) is int and _st_log is None:
            _t263 = _st_zones[_st_loc[_t261]]
            if _t263[-1] == _t261: _t263.pop()
            else: _t263.remove(_t261)
            _st_zones[_t262].append(_t261); _st_loc[_t261] = _t262
        elif _t261 is not None:
            _move_cards215(st, _t261, _t262, False)
        if _st_log is not None: _st_log.append(_Text219(_audience216(st), [_PlayerRef217(_l0), ' puts a parasite on ', _PlayerRef217(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain218(_st_cvars[420 + L[4]])]))
    elif (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation')):
        _t264 = (_a223(st, L) or [])
        _t273 = _l0
        _t274 = len(_t264)
        if not _t274: _no_option213(_t273, 'first animal of the pair')
        if _t274 <= 1 and _st_log is None:
            L[5] = _t264[0] if _t274 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t275 = st.chooser(_t274, _t273)
            else:
                _t275 = _st_bits(_t274.bit_length())
                while _t275 >= _t274: _t275 = _st_bits(_t274.bit_length())
            L[5] = _t264[_t275]; st.decisions += 1
        elif _decide225(st, L, _t264, _t273): raise _PlayoutCut211()
        _t276 = (_a229(st, L) or [])
        _t282 = _l0
        _t283 = len(_t276)
        if not _t283: _no_option213(_t282, 'second animal of the pair')
        if _t283 <= 1 and _st_log is None:
            L[6] = _t276[0] if _t283 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t284 = st.chooser(_t283, _t282)
            else:
                _t284 = _st_bits(_t283.bit_length())
                while _t284 >= _t283: _t284 = _st_bits(_t283.bit_length())
            L[6] = _t276[_t284]; st.decisions += 1
        elif _decide231(st, L, _t276, _t282): raise _PlayoutCut211()
        _st_cvars[84 + _l1] = L[5]
        _st_cvars[168 + _l1] = L[6]
        if (_l3 == 'symbiosis'):
            _t285 = [L[5], L[6]]
            _t286 = _l0
            _t287 = len(_t285)
            if not _t287: _no_option213(_t286, 'the symbiont')
            if _t287 <= 1 and _st_log is None:
                L[7] = _t285[0] if _t287 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t288 = st.chooser(_t287, _t286)
                else:
                    _t288 = _st_bits(_t287.bit_length())
                    while _t288 >= _t287: _t288 = _st_bits(_t287.bit_length())
                L[7] = _t285[_t288]; st.decisions += 1
            elif _decide233(st, L, _t285, _t286): raise _PlayoutCut211()
            _st_cvars[84 + _l1] = L[7]
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            _t289 = _l1
            _t290 = (9 + _l0)
            if type(_t289) is int and _st_log is None:
                _t291 = _st_zones[_st_loc[_t289]]
                if _t291[-1] == _t289: _t291.pop()
                else: _t291.remove(_t289)
                _st_zones[_t290].append(_t289); _st_loc[_t289] = _t290
            elif _t289 is not None:
                _move_cards215(st, _t289, _t290, False)
            if _st_log is not None: _st_log.append(_Text219(_audience216(st), [_PlayerRef217(_l0), ' plays symbiosis: animal ', _plain218(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain218(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t292 = _l1
            _t293 = (9 + _l0)
            if type(_t292) is int and _st_log is None:
                _t294 = _st_zones[_st_loc[_t292]]
                if _t294[-1] == _t292: _t294.pop()
                else: _t294.remove(_t292)
                _st_zones[_t293].append(_t292); _st_loc[_t292] = _t293
            elif _t292 is not None:
                _move_cards215(st, _t292, _t293, False)
            if _st_log is not None: _st_log.append(_Text219(_audience216(st), [_PlayerRef217(_l0), ' plays ', _plain218(_l3), ' between animal ', _plain218(_st_cvars[420 + L[5]]), ' and animal ', _plain218(_st_cvars[420 + L[6]])]))
    else:
        _t295 = (_a239(st, L) or [])
        _t305 = _l0
        _t306 = len(_t295)
        if not _t306: _no_option213(_t305, 'animal to give it to')
        if _t306 <= 1 and _st_log is None:
            L[8] = _t295[0] if _t306 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t307 = st.chooser(_t306, _t305)
            else:
                _t307 = _st_bits(_t306.bit_length())
                while _t307 >= _t306: _t307 = _st_bits(_t306.bit_length())
            L[8] = _t295[_t307]; st.decisions += 1
        elif _decide241(st, L, _t295, _t305): raise _PlayoutCut211()
        _st_cvars[84 + _l1] = L[8]
        _t308 = _l1
        _t309 = (9 + _l0)
        if type(_t308) is int and _st_log is None:
            _t310 = _st_zones[_st_loc[_t308]]
            if _t310[-1] == _t308: _t310.pop()
            else: _t310.remove(_t308)
            _st_zones[_t309].append(_t308); _st_loc[_t308] = _t309
        elif _t308 is not None:
            _move_cards215(st, _t308, _t309, False)
        if _st_log is not None: _st_log.append(_Text219(_audience216(st), [_PlayerRef217(_l0), ' gives ', _plain218(_l3), ' to animal ', _plain218(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: play_card #109 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: play_card #110 c1fbe227>
def _native(st, L):
    return (L[3] == 'parasite')

# <rulerun evolution.rules: play_card #111 f681b949>
def _loop(st, _t313):
    _st_cvars = st.cvars
    for _t314 in st.zones[(9 + st.model.zone_instances[st.loc[_t313]][1])]:
        if ((_st_cvars[84 + _t314] == _t313) and (_st_cvars[_t314] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #112 7706848c>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t312 = ([_c for _i in [5 + _p for _p in _k242] for _c in st.zones[_i]] or ())
    _budget243[0] -= len(_t312)
    if _budget243[0] < 0: _spent244(st)
    _t311 = []
    for _t313 in _t312:
        if ((st.model.zone_instances[_st_loc[_t313]][1] != _l0) and (not _a245(st, _t313))):
            _t311.append(_t313)
    return _t311

# <rulerun evolution.rules: play_card #113 fdc9239c>
def _native(st, L):
    _l3 = L[3]
    return (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation'))

# <rulerun evolution.rules: play_card #114 5de0b58d>
def _loop(st, L, _t318, _t321):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t322 in st.zones[(9 + st.model.zone_instances[st.loc[_t318]][1])]:
        if ((_st_cvars[_t322] == _l3) and (((_st_cvars[84 + _t322] == _t318) and (_st_cvars[168 + _t322] == _t321)) or ((_st_cvars[84 + _t322] == _t321) and (_st_cvars[168 + _t322] == _t318)))):
            return True
    return False

# <rulerun evolution.rules: play_card #115 516b9179>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t317 = _st_zones[(5 + _l0)]
    _budget246[0] -= len(_t317)
    if _budget246[0] < 0: _spent247(st)
    _t316 = []
    for _t318 in _t317:
        _t320 = _st_zones[(5 + _l0)]
        _budget246[0] -= len(_t320)
        if _budget246[0] < 0: _spent247(st)
        _t319 = False
        for _t321 in _t320:
            if ((_t318 != _t321) and (not _a248(st, L, _t318, _t321))):
                _t319 = True
                break
        if _t319:
            _t316.append(_t318)
    return _t316

# <rulerun evolution.rules: play_card #116 4b48e047>
def _loop(st, L, _t326):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t327 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t327] == _l3) and (((_st_cvars[84 + _t327] == _l5) and (_st_cvars[168 + _t327] == _t326)) or ((_st_cvars[84 + _t327] == _t326) and (_st_cvars[168 + _t327] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #117 fc9ae842>
def _native(st, L):
    _l5 = L[5]
    _t325 = st.zones[(5 + L[0])]
    _budget249[0] -= len(_t325)
    if _budget249[0] < 0: _spent250(st)
    _t324 = []
    for _t326 in _t325:
        if ((_l5 != _t326) and (not _a251(st, L, _t326))):
            _t324.append(_t326)
    return _t324

# <rulerun evolution.rules: play_card #118 78824172>
def _native(st, L):
    return (L[3] == 'symbiosis')

# <rulerun evolution.rules: play_card #119 5a38dd93>
def _native(st, L):
    return [L[5], L[6]]

# <rulerun evolution.rules: play_card #120 9a300c12>
def _loop(st, L, _t331):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t332 in st.zones[(9 + st.model.zone_instances[st.loc[_t331]][1])]:
        if ((_st_cvars[84 + _t332] == _t331) and (_st_cvars[_t332] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #121 16d8ebdd>
def _loop(st, _t331):
    _st_cvars = st.cvars
    for _t334 in st.zones[(9 + st.model.zone_instances[st.loc[_t331]][1])]:
        if ((_st_cvars[84 + _t334] == _t331) and (_st_cvars[_t334] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #122 09b515a7>
def _loop(st, _t331):
    _st_cvars = st.cvars
    for _t336 in st.zones[(9 + st.model.zone_instances[st.loc[_t331]][1])]:
        if ((_st_cvars[84 + _t336] == _t331) and (_st_cvars[_t336] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #123 bec89f4c>
def _native(st, L):
    _l3 = L[3]
    _t330 = st.zones[(5 + L[0])]
    _budget252[0] -= len(_t330)
    if _budget252[0] < 0: _spent253(st)
    _t329 = []
    for _t331 in _t330:
        if ((((_l3 == 'fat_tissue') or (not _a254(st, L, _t331))) and (not ((_l3 == 'scavenger') and _a255(st, _t331)))) and (not ((_l3 == 'carnivorous') and _a256(st, _t331)))):
            _t329.append(_t331)
    return _t329

# <rulerun evolution.rules: determining_the_food_base #124 04cf9aa2>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k257)
    _st_vars[3] = ((_roll258(st, 1, 6) + 2) if (4 == 2) else (_roll258(st, 2, 6) if (4 == 3) else ((_roll258(st, 2, 6) + 2) if (4 == 4) else ((_roll258(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll258(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll258(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll258(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _st_log is not None: _st_log.append(_Text262(_audience259(st), [_PlayerRef260(_st_vars[1]), ' rolls the food base: ', _plain261(_st_vars[3]), ' red tokens']))

# <rulerun evolution.rules: feeding #125 dd18a63e>
def _loop(st, _t338):
    _st_cvars = st.cvars
    _t341 = []
    for _t340 in st.zones[(9 + st.model.zone_instances[st.loc[_t338]][1])]:
        if ((_st_cvars[84 + _t340] == _t338) or (_st_cvars[168 + _t340] == _t338)):
            _t341.append(_st_cvars[_t340])
    return _t341

# <rulerun evolution.rules: feeding #126 be473358>
def _loop(st, _t338):
    _st_cvars = st.cvars
    _t343 = []
    for _t342 in st.zones[(9 + st.model.zone_instances[st.loc[_t338]][1])]:
        if ((_st_cvars[84 + _t342] == _t338) or (_st_cvars[168 + _t342] == _t338)):
            _t343.append(_t342)
    return _t343

# <rulerun evolution.rules: feeding #127 e7cb7619>
def _loop(st, _t338):
    _st_cvars = st.cvars
    _t345 = 0
    for _t344 in st.zones[(9 + st.model.zone_instances[st.loc[_t338]][1])]:
        if (_st_cvars[84 + _t344] == _t338):
            _t345 += (1 if ((_st_cvars[_t344] == 'carnivorous') or (_st_cvars[_t344] == 'high_body_weight')) else (2 if (_st_cvars[_t344] == 'parasite') else 0))
    return _t345

# <rulerun evolution.rules: feeding #128 7cb7317a>
def _loop(st, _t338):
    _st_cvars = st.cvars
    _t347 = 0
    for _t346 in st.zones[(9 + st.model.zone_instances[st.loc[_t338]][1])]:
        if (((_st_cvars[84 + _t346] == _t338) and (_st_cvars[_t346] == 'fat_tissue')) and _st_cvars[252 + _t346]):
            _t347 += 1
    return _t347

# <rulerun evolution.rules: feeding #129 f23186ef>
def _loop(st, _t338):
    _st_cvars = st.cvars
    _t349 = 0
    for _t348 in st.zones[(9 + st.model.zone_instances[st.loc[_t338]][1])]:
        if ((_st_cvars[84 + _t348] == _t338) and (_st_cvars[_t348] == 'fat_tissue')):
            _t349 += 1
    return _t349

# <rulerun evolution.rules: feeding #130 2a22cf42>
def _loop(st, _t338):
    _st_cvars = st.cvars
    _t351 = 0
    for _t350 in st.zones[(9 + st.model.zone_instances[st.loc[_t338]][1])]:
        if ((_st_cvars[84 + _t350] == _t338) and (_st_cvars[_t350] == 'fat_tissue')):
            _t351 += 1
    return _t351

# <rulerun evolution.rules: feeding #131 f9a465bc>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _i8 = [None, None, None]
    _t339 = ([_c for _i in [5 + _p for _p in _k263] for _c in st.zones[_i]] or [])
    _budget264[0] -= len(_t339)
    if _budget264[0] < 0: _spent265(st)
    for _t338 in _t339:
        _i8[2] = _t338
        if _st_log is not None: _st_log.append(_Text275(_audience266(st), ['  ', _plain267(((((('animal ' + _plain267(_st_cvars[420 + _t338]) + ' of ' + _player_text268(st.model.zone_instances[st.loc[_t338]][1])) + ((' ' + _plain267(_a269(st, _t338))) if (not not (_a270(st, _t338) or ())) else '')) + (' food ' + _plain267(_st_cvars[504 + _t338]) + '/' + _plain267((1 + _a271(st, _t338))))) + ((' fat ' + _plain267(_a272(st, _t338)) + '/' + _plain267(_a273(st, _t338))) if (_a274(st, _t338) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t338] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t338] else ''))))]))

# <rulerun evolution.rules: feeding #132 9c9c349d>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text278(_audience276(st), [_plain277(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0

# <rulerun evolution.rules: show_animals #133 527ce4e0>
def _loop(st, _t352):
    _st_cvars = st.cvars
    _t355 = []
    for _t354 in st.zones[(9 + st.model.zone_instances[st.loc[_t352]][1])]:
        if ((_st_cvars[84 + _t354] == _t352) or (_st_cvars[168 + _t354] == _t352)):
            _t355.append(_st_cvars[_t354])
    return _t355

# <rulerun evolution.rules: show_animals #134 59beaccb>
def _loop(st, _t352):
    _st_cvars = st.cvars
    _t357 = []
    for _t356 in st.zones[(9 + st.model.zone_instances[st.loc[_t352]][1])]:
        if ((_st_cvars[84 + _t356] == _t352) or (_st_cvars[168 + _t356] == _t352)):
            _t357.append(_t356)
    return _t357

# <rulerun evolution.rules: show_animals #135 5871981a>
def _loop(st, _t352):
    _st_cvars = st.cvars
    _t359 = 0
    for _t358 in st.zones[(9 + st.model.zone_instances[st.loc[_t352]][1])]:
        if (_st_cvars[84 + _t358] == _t352):
            _t359 += (1 if ((_st_cvars[_t358] == 'carnivorous') or (_st_cvars[_t358] == 'high_body_weight')) else (2 if (_st_cvars[_t358] == 'parasite') else 0))
    return _t359

# <rulerun evolution.rules: show_animals #136 f155a2f3>
def _loop(st, _t352):
    _st_cvars = st.cvars
    _t361 = 0
    for _t360 in st.zones[(9 + st.model.zone_instances[st.loc[_t352]][1])]:
        if (((_st_cvars[84 + _t360] == _t352) and (_st_cvars[_t360] == 'fat_tissue')) and _st_cvars[252 + _t360]):
            _t361 += 1
    return _t361

# <rulerun evolution.rules: show_animals #137 9c9aa742>
def _loop(st, _t352):
    _st_cvars = st.cvars
    _t363 = 0
    for _t362 in st.zones[(9 + st.model.zone_instances[st.loc[_t352]][1])]:
        if ((_st_cvars[84 + _t362] == _t352) and (_st_cvars[_t362] == 'fat_tissue')):
            _t363 += 1
    return _t363

# <rulerun evolution.rules: show_animals #138 e95b6d44>
def _loop(st, _t352):
    _st_cvars = st.cvars
    _t365 = 0
    for _t364 in st.zones[(9 + st.model.zone_instances[st.loc[_t352]][1])]:
        if ((_st_cvars[84 + _t364] == _t352) and (_st_cvars[_t364] == 'fat_tissue')):
            _t365 += 1
    return _t365

# <rulerun evolution.rules: show_animals #139 5dd7de38>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _t353 = ([_c for _i in [5 + _p for _p in _k279] for _c in st.zones[_i]] or [])
    _budget280[0] -= len(_t353)
    if _budget280[0] < 0: _spent281(st)
    for _t352 in _t353:
        L[2] = _t352
        if _st_log is not None: _st_log.append(_Text291(_audience282(st), ['  ', _plain283(((((('animal ' + _plain283(_st_cvars[420 + _t352]) + ' of ' + _player_text284(st.model.zone_instances[st.loc[_t352]][1])) + ((' ' + _plain283(_a285(st, _t352))) if (not not (_a286(st, _t352) or ())) else '')) + (' food ' + _plain283(_st_cvars[504 + _t352]) + '/' + _plain283((1 + _a287(st, _t352))))) + ((' fat ' + _plain283(_a288(st, _t352)) + '/' + _plain283(_a289(st, _t352))) if (_a290(st, _t352) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t352] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t352] else ''))))]))

# <rulerun evolution.rules: feeding_laps #140 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #141 2dbc1bab>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = _st_vars[4] + 1
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #142 f36789c9>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = _st_vars[6] + 1
    if (_st_vars[6] >= 4):
        if _st_log is not None: _st_log.append(_Text293(_audience292(st), ['A full lap passes without any action: the feeding phase ends']))
        return 2

# <rulerun evolution.rules: feeding_laps #143 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: feeding_laps #144 9f39008e>
def _native(st, L):
    return _o294[st.vars[1]]

# <rulerun evolution.rules: feeding_laps #145 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: feeding_end_check #146 3ec03fcc>
def _loop(st, _t368):
    _st_cvars = st.cvars
    _t370 = 0
    for _t369 in st.zones[(9 + st.model.zone_instances[st.loc[_t368]][1])]:
        if (_st_cvars[84 + _t369] == _t368):
            _t370 += (1 if ((_st_cvars[_t369] == 'carnivorous') or (_st_cvars[_t369] == 'high_body_weight')) else (2 if (_st_cvars[_t369] == 'parasite') else 0))
    return _t370

# <rulerun evolution.rules: feeding_end_check #147 0122242c>
def _loop(st, _t368):
    _st_cvars = st.cvars
    _t372 = 0
    for _t371 in st.zones[(9 + st.model.zone_instances[st.loc[_t368]][1])]:
        if (((_st_cvars[84 + _t371] == _t368) and (_st_cvars[_t371] == 'fat_tissue')) and _st_cvars[252 + _t371]):
            _t372 += 1
    return _t372

# <rulerun evolution.rules: feeding_end_check #148 aed6d7fc>
def _loop(st, _t368):
    _st_cvars = st.cvars
    _t374 = 0
    for _t373 in st.zones[(9 + st.model.zone_instances[st.loc[_t368]][1])]:
        if ((_st_cvars[84 + _t373] == _t368) and (_st_cvars[_t373] == 'fat_tissue')):
            _t374 += 1
    return _t374

# <rulerun evolution.rules: feeding_end_check #149 35c26f7e>
def _loop(st, _t379):
    _st_cvars = st.cvars
    _t382 = 0
    for _t381 in st.zones[(9 + st.model.zone_instances[st.loc[_t379]][1])]:
        if (_st_cvars[84 + _t381] == _t379):
            _t382 += (1 if ((_st_cvars[_t381] == 'carnivorous') or (_st_cvars[_t381] == 'high_body_weight')) else (2 if (_st_cvars[_t381] == 'parasite') else 0))
    return _t382

# <rulerun evolution.rules: feeding_end_check #150 64984e07>
def _loop(st, _t379):
    _st_cvars = st.cvars
    _t384 = 0
    for _t383 in st.zones[(9 + st.model.zone_instances[st.loc[_t379]][1])]:
        if (((_st_cvars[84 + _t383] == _t379) and (_st_cvars[_t383] == 'fat_tissue')) and _st_cvars[252 + _t383]):
            _t384 += 1
    return _t384

# <rulerun evolution.rules: feeding_end_check #151 9b697a69>
def _loop(st, _t379):
    _st_cvars = st.cvars
    _t386 = 0
    for _t385 in st.zones[(9 + st.model.zone_instances[st.loc[_t379]][1])]:
        if ((_st_cvars[84 + _t385] == _t379) and (_st_cvars[_t385] == 'fat_tissue')):
            _t386 += 1
    return _t386

# <rulerun evolution.rules: feeding_end_check #152 c8885b6a>
def _loop(st, _t388):
    _st_cvars = st.cvars
    _t391 = 0
    for _t390 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t388]]][1])]:
        if (_st_cvars[84 + _t390] == _st_cvars[84 + _t388]):
            _t391 += (1 if ((_st_cvars[_t390] == 'carnivorous') or (_st_cvars[_t390] == 'high_body_weight')) else (2 if (_st_cvars[_t390] == 'parasite') else 0))
    return _t391

# <rulerun evolution.rules: feeding_end_check #153 ce0bac9e>
def _loop(st, _t379):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t387 = st.zones[(9 + st.model.zone_instances[st.loc[_t379]][1])]
    _budget310[0] -= len(_t387)
    if _budget310[0] < 0: _spent311(st)
    for _t388 in _t387:
        if (((_st_cvars[_t388] == 'symbiosis') and (_st_cvars[168 + _t388] == _t379)) and (not ((_st_cvars[924 + _st_cvars[84 + _t388]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t388]] >= (1 + _a312(st, _t388)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #154 a561c390>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t378 = st.zones[(5 + _t377)]
    _budget305[0] -= len(_t378)
    if _budget305[0] < 0: _spent306(st)
    for _t379 in _t378:
        if ((not ((_st_cvars[924 + _t379] == _st_vars[0]) or ((_st_cvars[504 + _t379] >= (1 + _a307(st, _t379))) and (_a308(st, _t379) >= _a309(st, _t379))))) and (not _a313(st, _t379))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #155 382b9569>
def _loop(st, _t393):
    _st_cvars = st.cvars
    for _t395 in st.zones[(9 + st.model.zone_instances[st.loc[_t393]][1])]:
        if ((_st_cvars[84 + _t395] == _t393) and (_st_cvars[_t395] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #156 eb312597>
def _loop(st, _t393):
    _st_cvars = st.cvars
    _t398 = 0
    for _t397 in st.zones[(9 + st.model.zone_instances[st.loc[_t393]][1])]:
        if (_st_cvars[84 + _t397] == _t393):
            _t398 += (1 if ((_st_cvars[_t397] == 'carnivorous') or (_st_cvars[_t397] == 'high_body_weight')) else (2 if (_st_cvars[_t397] == 'parasite') else 0))
    return _t398

# <rulerun evolution.rules: feeding_end_check #157 1396877d>
def _loop(st, _t393):
    _st_cvars = st.cvars
    _t400 = 0
    for _t399 in st.zones[(9 + st.model.zone_instances[st.loc[_t393]][1])]:
        if (((_st_cvars[84 + _t399] == _t393) and (_st_cvars[_t399] == 'fat_tissue')) and _st_cvars[252 + _t399]):
            _t400 += 1
    return _t400

# <rulerun evolution.rules: feeding_end_check #158 57e6e320>
def _loop(st, _t393):
    _st_cvars = st.cvars
    _t402 = 0
    for _t401 in st.zones[(9 + st.model.zone_instances[st.loc[_t393]][1])]:
        if ((_st_cvars[84 + _t401] == _t393) and (_st_cvars[_t401] == 'fat_tissue')):
            _t402 += 1
    return _t402

# <rulerun evolution.rules: feeding_end_check #159 ceb7c91e>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _t407 = 0
    for _t406 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t404]]][1])]:
        if (_st_cvars[84 + _t406] == _st_cvars[84 + _t404]):
            _t407 += (1 if ((_st_cvars[_t406] == 'carnivorous') or (_st_cvars[_t406] == 'high_body_weight')) else (2 if (_st_cvars[_t406] == 'parasite') else 0))
    return _t407

# <rulerun evolution.rules: feeding_end_check #160 c9d8468d>
def _loop(st, _t393):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t403 = st.zones[(9 + st.model.zone_instances[st.loc[_t393]][1])]
    _budget321[0] -= len(_t403)
    if _budget321[0] < 0: _spent322(st)
    for _t404 in _t403:
        if (((_st_cvars[_t404] == 'symbiosis') and (_st_cvars[168 + _t404] == _t393)) and (not ((_st_cvars[924 + _st_cvars[84 + _t404]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t404]] >= (1 + _a323(st, _t404)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #161 ef18f241>
def _loop(st, _t409):
    _st_cvars = st.cvars
    for _t411 in st.zones[(9 + st.model.zone_instances[st.loc[_t409]][1])]:
        if ((_st_cvars[84 + _t411] == _t409) and (_st_cvars[_t411] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #162 692c3c7e>
def _loop(st, _t393):
    _st_cvars = st.cvars
    for _t413 in st.zones[(9 + st.model.zone_instances[st.loc[_t393]][1])]:
        if ((_st_cvars[84 + _t413] == _t393) and (_st_cvars[_t413] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #163 ce0e62d2>
def _loop(st, _t409):
    _st_cvars = st.cvars
    for _t417 in st.zones[(9 + st.model.zone_instances[st.loc[_t409]][1])]:
        if ((_st_cvars[84 + _t417] == _t409) and (_st_cvars[_t417] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #164 394c5e8e>
def _loop(st, _t393):
    _st_cvars = st.cvars
    for _t419 in st.zones[(9 + st.model.zone_instances[st.loc[_t393]][1])]:
        if ((_st_cvars[84 + _t419] == _t393) and (_st_cvars[_t419] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #165 376222bc>
def _loop(st, _t409):
    _st_cvars = st.cvars
    for _t423 in st.zones[(9 + st.model.zone_instances[st.loc[_t409]][1])]:
        if ((_st_cvars[84 + _t423] == _t409) and (_st_cvars[_t423] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #166 5856cf2e>
def _loop(st, _t393):
    _st_cvars = st.cvars
    for _t425 in st.zones[(9 + st.model.zone_instances[st.loc[_t393]][1])]:
        if ((_st_cvars[84 + _t425] == _t393) and (_st_cvars[_t425] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #167 cb6527a8>
def _loop(st, _t409):
    _st_cvars = st.cvars
    for _t429 in st.zones[(9 + st.model.zone_instances[st.loc[_t409]][1])]:
        if ((_st_cvars[84 + _t429] == _t409) and (_st_cvars[_t429] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #168 b20e3c02>
def _loop(st, _t409):
    _st_cvars = st.cvars
    _t432 = 0
    for _t431 in st.zones[(9 + st.model.zone_instances[st.loc[_t409]][1])]:
        if (_st_cvars[84 + _t431] == _t409):
            _t432 += (1 if ((_st_cvars[_t431] == 'carnivorous') or (_st_cvars[_t431] == 'high_body_weight')) else (2 if (_st_cvars[_t431] == 'parasite') else 0))
    return _t432

# <rulerun evolution.rules: feeding_end_check #169 e6495080>
def _loop(st, _t409):
    _st_cvars = st.cvars
    for _t433 in st.zones[(9 + st.model.zone_instances[st.loc[_t409]][1])]:
        if ((_st_cvars[_t433] == 'symbiosis') and (_st_cvars[168 + _t433] == _t409)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #170 c4c92648>
def _loop(st, _t393):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t408 = ([_c for _i in [5 + _p for _p in _k325] for _c in st.zones[_i]] or ())
    _budget326[0] -= len(_t408)
    if _budget326[0] < 0: _spent327(st)
    _t415 = _NOT_YET
    _t416 = _NOT_YET
    _t421 = _NOT_YET
    _t422 = _NOT_YET
    _t427 = _NOT_YET
    _t428 = _NOT_YET
    for _t409 in _t408:
        if ((((((_t393 != _t409) and ((not _a328(st, _t409)) or (_t416 if _t416 is not _NOT_YET else (_t416 := (_t415 if _t415 is not _NOT_YET else (_t415 := _a329(st, _t393))))))) and ((not _a330(st, _t409)) or (_t422 if _t422 is not _NOT_YET else (_t422 := (_t421 if _t421 is not _NOT_YET else (_t421 := _a331(st, _t393))))))) and (_a332(st, _t409) == (_t428 if _t428 is not _NOT_YET else (_t428 := (_t427 if _t427 is not _NOT_YET else (_t427 := _a333(st, _t393))))))) and (not (_a334(st, _t409) and ((_st_cvars[924 + _t409] == _st_vars[0]) or (_st_cvars[504 + _t409] >= (1 + _a335(st, _t409))))))) and (not _a336(st, _t409))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #171 7c14488c>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t392 = st.zones[(5 + _t377)]
    _budget315[0] -= len(_t392)
    if _budget315[0] < 0: _spent316(st)
    for _t393 in _t392:
        if (((_a317(st, _t393) and (_st_cvars[672 + _t393] != _st_vars[0])) and ((not ((_st_cvars[924 + _t393] == _st_vars[0]) or ((_st_cvars[504 + _t393] >= (1 + _a318(st, _t393))) and (_a319(st, _t393) >= _a320(st, _t393))))) and (not _a324(st, _t393)))) and _a337(st, _t393)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #172 3a2a3b0d>
def _loop(st, _t436):
    _st_cvars = st.cvars
    _t439 = 0
    for _t438 in st.zones[(9 + st.model.zone_instances[st.loc[_t436]][1])]:
        if (_st_cvars[84 + _t438] == _t436):
            _t439 += (1 if ((_st_cvars[_t438] == 'carnivorous') or (_st_cvars[_t438] == 'high_body_weight')) else (2 if (_st_cvars[_t438] == 'parasite') else 0))
    return _t439

# <rulerun evolution.rules: feeding_end_check #173 1391454a>
def _loop(st, _t436):
    _st_cvars = st.cvars
    _t441 = 0
    for _t440 in st.zones[(9 + st.model.zone_instances[st.loc[_t436]][1])]:
        if (((_st_cvars[84 + _t440] == _t436) and (_st_cvars[_t440] == 'fat_tissue')) and _st_cvars[252 + _t440]):
            _t441 += 1
    return _t441

# <rulerun evolution.rules: feeding_end_check #174 3f71a617>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t435 = st.zones[(5 + _t377)]
    _budget339[0] -= len(_t435)
    if _budget339[0] < 0: _spent340(st)
    for _t436 in _t435:
        if ((not ((_st_cvars[924 + _t436] == _st_vars[0]) or (_st_cvars[504 + _t436] >= (1 + _a341(st, _t436))))) and (_a342(st, _t436) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #175 d71693b1>
def _loop(st, _t443):
    _st_cvars = st.cvars
    for _t445 in st.zones[(9 + st.model.zone_instances[st.loc[_t443]][1])]:
        if ((_st_cvars[84 + _t445] == _t443) and (_st_cvars[_t445] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #176 dd564774>
def _loop(st, _t443):
    _st_cvars = st.cvars
    _t448 = 0
    for _t447 in st.zones[(9 + st.model.zone_instances[st.loc[_t443]][1])]:
        if (_st_cvars[84 + _t447] == _t443):
            _t448 += (1 if ((_st_cvars[_t447] == 'carnivorous') or (_st_cvars[_t447] == 'high_body_weight')) else (2 if (_st_cvars[_t447] == 'parasite') else 0))
    return _t448

# <rulerun evolution.rules: feeding_end_check #177 0b612795>
def _loop(st, _t443):
    _st_cvars = st.cvars
    _t450 = 0
    for _t449 in st.zones[(9 + st.model.zone_instances[st.loc[_t443]][1])]:
        if (_st_cvars[84 + _t449] == _t443):
            _t450 += (1 if ((_st_cvars[_t449] == 'carnivorous') or (_st_cvars[_t449] == 'high_body_weight')) else (2 if (_st_cvars[_t449] == 'parasite') else 0))
    return _t450

# <rulerun evolution.rules: feeding_end_check #178 9c25a22c>
def _loop(st, _t443):
    _st_cvars = st.cvars
    _t452 = 0
    for _t451 in st.zones[(9 + st.model.zone_instances[st.loc[_t443]][1])]:
        if (((_st_cvars[84 + _t451] == _t443) and (_st_cvars[_t451] == 'fat_tissue')) and _st_cvars[252 + _t451]):
            _t452 += 1
    return _t452

# <rulerun evolution.rules: feeding_end_check #179 bb446fa7>
def _loop(st, _t443):
    _st_cvars = st.cvars
    _t454 = 0
    for _t453 in st.zones[(9 + st.model.zone_instances[st.loc[_t443]][1])]:
        if ((_st_cvars[84 + _t453] == _t443) and (_st_cvars[_t453] == 'fat_tissue')):
            _t454 += 1
    return _t454

# <rulerun evolution.rules: feeding_end_check #180 21db43cd>
def _loop(st, _t456):
    _st_cvars = st.cvars
    _t459 = 0
    for _t458 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t456]]][1])]:
        if (_st_cvars[84 + _t458] == _st_cvars[84 + _t456]):
            _t459 += (1 if ((_st_cvars[_t458] == 'carnivorous') or (_st_cvars[_t458] == 'high_body_weight')) else (2 if (_st_cvars[_t458] == 'parasite') else 0))
    return _t459

# <rulerun evolution.rules: feeding_end_check #181 18754ec0>
def _loop(st, _t443):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t455 = st.zones[(9 + st.model.zone_instances[st.loc[_t443]][1])]
    _budget351[0] -= len(_t455)
    if _budget351[0] < 0: _spent352(st)
    for _t456 in _t455:
        if (((_st_cvars[_t456] == 'symbiosis') and (_st_cvars[168 + _t456] == _t443)) and (not ((_st_cvars[924 + _st_cvars[84 + _t456]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t456]] >= (1 + _a353(st, _t456)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #182 456a918f>
def _loop(st, _t461):
    _st_cvars = st.cvars
    _t464 = 0
    for _t463 in st.zones[(9 + st.model.zone_instances[st.loc[_t461]][1])]:
        if (_st_cvars[84 + _t463] == _t461):
            _t464 += (1 if ((_st_cvars[_t463] == 'carnivorous') or (_st_cvars[_t463] == 'high_body_weight')) else (2 if (_st_cvars[_t463] == 'parasite') else 0))
    return _t464

# <rulerun evolution.rules: feeding_end_check #183 f2b99749>
def _loop(st, _t443):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t460 = ([_c for _i in [5 + _p for _p in _k355] for _c in st.zones[_i]] or ())
    _budget356[0] -= len(_t460)
    if _budget356[0] < 0: _spent357(st)
    for _t461 in _t460:
        if ((_t461 != _t443) and ((not ((_st_cvars[924 + _t461] == _st_vars[0]) or (_st_cvars[504 + _t461] >= (1 + _a358(st, _t461))))) and (_st_cvars[504 + _t461] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #184 3360ee5c>
def _loop(st, _t443):
    _st_cvars = st.cvars
    for _t465 in st.zones[(9 + st.model.zone_instances[st.loc[_t443]][1])]:
        if ((_st_cvars[84 + _t465] == _t443) and (_st_cvars[_t465] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #185 b3486351>
def _loop(st, _t443):
    _st_cvars = st.cvars
    _t468 = 0
    for _t467 in st.zones[(9 + st.model.zone_instances[st.loc[_t443]][1])]:
        if (_st_cvars[84 + _t467] == _t443):
            _t468 += (1 if ((_st_cvars[_t467] == 'carnivorous') or (_st_cvars[_t467] == 'high_body_weight')) else (2 if (_st_cvars[_t467] == 'parasite') else 0))
    return _t468

# <rulerun evolution.rules: feeding_end_check #186 55741553>
def _loop(st, _t443):
    _st_cvars = st.cvars
    for _t469 in st.zones[(9 + st.model.zone_instances[st.loc[_t443]][1])]:
        if ((_st_cvars[84 + _t469] == _t443) and (_st_cvars[_t469] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #187 c7264221>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t442 = st.zones[(5 + _t377)]
    _budget344[0] -= len(_t442)
    if _budget344[0] < 0: _spent345(st)
    for _t443 in _t442:
        if ((((((_a346(st, _t443) and (_st_cvars[756 + _t443] != _st_vars[0])) and (not ((_st_cvars[924 + _t443] == _st_vars[0]) or (_st_cvars[504 + _t443] >= (1 + _a347(st, _t443)))))) and ((not ((_st_cvars[924 + _t443] == _st_vars[0]) or ((_st_cvars[504 + _t443] >= (1 + _a348(st, _t443))) and (_a349(st, _t443) >= _a350(st, _t443))))) and (not _a354(st, _t443)))) and _a359(st, _t443)) or ((((_a360(st, _t443) and (_st_cvars[924 + _t443] != _st_vars[0])) and (_st_cvars[924 + _t443] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t443] == _st_vars[0]) or (_st_cvars[504 + _t443] >= (1 + _a361(st, _t443))))))) or ((_st_vars[3] > 0) and _a362(st, _t443))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #188 ade9dc08>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t367 = ([_c for _i in [5 + _p for _p in _k295] for _c in st.zones[_i]] or ())
    _budget296[0] -= len(_t367)
    if _budget296[0] < 0: _spent297(st)
    _t366 = True
    for _t368 in _t367:
        if not (((_st_cvars[924 + _t368] == _st_vars[0]) or ((_st_cvars[504 + _t368] >= (1 + _a298(st, _t368))) and (_a299(st, _t368) >= _a300(st, _t368))))):
            _t366 = False
            break
    if _t366:
        if _st_log is not None: _st_log.append(_Text302(_audience301(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo303(6)
    _t376 = (_k304 or ())
    _budget296[0] -= len(_t376)
    if _budget296[0] < 0: _spent297(st)
    _t375 = False
    for _t377 in _t376:
        if (((((_st_vars[3] > 0) and _a314(st, _t377)) or _a338(st, _t377)) or _a343(st, _t377)) or _a363(st, _t377)):
            _t375 = True
            break
    if (not _t375):
        if _st_log is not None: _st_log.append(_Text302(_audience301(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo303(6)

# <rulerun evolution.rules: feeding_turn_of #189 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #190 27509b9c>
def _loop(st, _t473):
    _st_cvars = st.cvars
    _t475 = 0
    for _t474 in st.zones[(9 + st.model.zone_instances[st.loc[_t473]][1])]:
        if (_st_cvars[84 + _t474] == _t473):
            _t475 += (1 if ((_st_cvars[_t474] == 'carnivorous') or (_st_cvars[_t474] == 'high_body_weight')) else (2 if (_st_cvars[_t474] == 'parasite') else 0))
    return _t475

# <rulerun evolution.rules: feeding_turn_of #191 be6af83f>
def _loop(st, _t473):
    _st_cvars = st.cvars
    _t477 = 0
    for _t476 in st.zones[(9 + st.model.zone_instances[st.loc[_t473]][1])]:
        if (((_st_cvars[84 + _t476] == _t473) and (_st_cvars[_t476] == 'fat_tissue')) and _st_cvars[252 + _t476]):
            _t477 += 1
    return _t477

# <rulerun evolution.rules: feeding_turn_of #192 b818518d>
def _loop(st, _t473):
    _st_cvars = st.cvars
    _t479 = 0
    for _t478 in st.zones[(9 + st.model.zone_instances[st.loc[_t473]][1])]:
        if ((_st_cvars[84 + _t478] == _t473) and (_st_cvars[_t478] == 'fat_tissue')):
            _t479 += 1
    return _t479

# <rulerun evolution.rules: feeding_turn_of #193 dc31cf38>
def _loop(st, _t484):
    _st_cvars = st.cvars
    _t487 = 0
    for _t486 in st.zones[(9 + st.model.zone_instances[st.loc[_t484]][1])]:
        if (_st_cvars[84 + _t486] == _t484):
            _t487 += (1 if ((_st_cvars[_t486] == 'carnivorous') or (_st_cvars[_t486] == 'high_body_weight')) else (2 if (_st_cvars[_t486] == 'parasite') else 0))
    return _t487

# <rulerun evolution.rules: feeding_turn_of #194 f527fbda>
def _loop(st, _t484):
    _st_cvars = st.cvars
    _t489 = 0
    for _t488 in st.zones[(9 + st.model.zone_instances[st.loc[_t484]][1])]:
        if (((_st_cvars[84 + _t488] == _t484) and (_st_cvars[_t488] == 'fat_tissue')) and _st_cvars[252 + _t488]):
            _t489 += 1
    return _t489

# <rulerun evolution.rules: feeding_turn_of #195 0af6232b>
def _loop(st, _t484):
    _st_cvars = st.cvars
    _t491 = 0
    for _t490 in st.zones[(9 + st.model.zone_instances[st.loc[_t484]][1])]:
        if ((_st_cvars[84 + _t490] == _t484) and (_st_cvars[_t490] == 'fat_tissue')):
            _t491 += 1
    return _t491

# <rulerun evolution.rules: feeding_turn_of #196 358775ef>
def _loop(st, _t493):
    _st_cvars = st.cvars
    _t496 = 0
    for _t495 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t493]]][1])]:
        if (_st_cvars[84 + _t495] == _st_cvars[84 + _t493]):
            _t496 += (1 if ((_st_cvars[_t495] == 'carnivorous') or (_st_cvars[_t495] == 'high_body_weight')) else (2 if (_st_cvars[_t495] == 'parasite') else 0))
    return _t496

# <rulerun evolution.rules: feeding_turn_of #197 bba76ff3>
def _loop(st, _t484):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t492 = st.zones[(9 + st.model.zone_instances[st.loc[_t484]][1])]
    _budget379[0] -= len(_t492)
    if _budget379[0] < 0: _spent380(st)
    for _t493 in _t492:
        if (((_st_cvars[_t493] == 'symbiosis') and (_st_cvars[168 + _t493] == _t484)) and (not ((_st_cvars[924 + _st_cvars[84 + _t493]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t493]] >= (1 + _a381(st, _t493)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #198 97fdac25>
def _loop(st, _t482):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t483 = st.zones[(5 + _t482)]
    _budget374[0] -= len(_t483)
    if _budget374[0] < 0: _spent375(st)
    for _t484 in _t483:
        if ((not ((_st_cvars[924 + _t484] == _st_vars[0]) or ((_st_cvars[504 + _t484] >= (1 + _a376(st, _t484))) and (_a377(st, _t484) >= _a378(st, _t484))))) and (not _a382(st, _t484))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #199 842e6346>
def _loop(st, _t498):
    _st_cvars = st.cvars
    for _t500 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if ((_st_cvars[84 + _t500] == _t498) and (_st_cvars[_t500] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #200 d98d29dd>
def _loop(st, _t498):
    _st_cvars = st.cvars
    _t503 = 0
    for _t502 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if (_st_cvars[84 + _t502] == _t498):
            _t503 += (1 if ((_st_cvars[_t502] == 'carnivorous') or (_st_cvars[_t502] == 'high_body_weight')) else (2 if (_st_cvars[_t502] == 'parasite') else 0))
    return _t503

# <rulerun evolution.rules: feeding_turn_of #201 6ce18932>
def _loop(st, _t498):
    _st_cvars = st.cvars
    _t505 = 0
    for _t504 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if (((_st_cvars[84 + _t504] == _t498) and (_st_cvars[_t504] == 'fat_tissue')) and _st_cvars[252 + _t504]):
            _t505 += 1
    return _t505

# <rulerun evolution.rules: feeding_turn_of #202 7bfb8266>
def _loop(st, _t498):
    _st_cvars = st.cvars
    _t507 = 0
    for _t506 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if ((_st_cvars[84 + _t506] == _t498) and (_st_cvars[_t506] == 'fat_tissue')):
            _t507 += 1
    return _t507

# <rulerun evolution.rules: feeding_turn_of #203 b7522bb4>
def _loop(st, _t509):
    _st_cvars = st.cvars
    _t512 = 0
    for _t511 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t509]]][1])]:
        if (_st_cvars[84 + _t511] == _st_cvars[84 + _t509]):
            _t512 += (1 if ((_st_cvars[_t511] == 'carnivorous') or (_st_cvars[_t511] == 'high_body_weight')) else (2 if (_st_cvars[_t511] == 'parasite') else 0))
    return _t512

# <rulerun evolution.rules: feeding_turn_of #204 0985e922>
def _loop(st, _t498):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t508 = st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]
    _budget390[0] -= len(_t508)
    if _budget390[0] < 0: _spent391(st)
    for _t509 in _t508:
        if (((_st_cvars[_t509] == 'symbiosis') and (_st_cvars[168 + _t509] == _t498)) and (not ((_st_cvars[924 + _st_cvars[84 + _t509]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t509]] >= (1 + _a392(st, _t509)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #205 4c473235>
def _loop(st, _t514):
    _st_cvars = st.cvars
    for _t516 in st.zones[(9 + st.model.zone_instances[st.loc[_t514]][1])]:
        if ((_st_cvars[84 + _t516] == _t514) and (_st_cvars[_t516] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #206 5edcb793>
def _loop(st, _t498):
    _st_cvars = st.cvars
    for _t518 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if ((_st_cvars[84 + _t518] == _t498) and (_st_cvars[_t518] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #207 19552668>
def _loop(st, _t514):
    _st_cvars = st.cvars
    for _t522 in st.zones[(9 + st.model.zone_instances[st.loc[_t514]][1])]:
        if ((_st_cvars[84 + _t522] == _t514) and (_st_cvars[_t522] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #208 a6c0036c>
def _loop(st, _t498):
    _st_cvars = st.cvars
    for _t524 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if ((_st_cvars[84 + _t524] == _t498) and (_st_cvars[_t524] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #209 4c62b6cd>
def _loop(st, _t514):
    _st_cvars = st.cvars
    for _t528 in st.zones[(9 + st.model.zone_instances[st.loc[_t514]][1])]:
        if ((_st_cvars[84 + _t528] == _t514) and (_st_cvars[_t528] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #210 42ce3f09>
def _loop(st, _t498):
    _st_cvars = st.cvars
    for _t530 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if ((_st_cvars[84 + _t530] == _t498) and (_st_cvars[_t530] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #211 80a271eb>
def _loop(st, _t514):
    _st_cvars = st.cvars
    for _t534 in st.zones[(9 + st.model.zone_instances[st.loc[_t514]][1])]:
        if ((_st_cvars[84 + _t534] == _t514) and (_st_cvars[_t534] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #212 26908706>
def _loop(st, _t514):
    _st_cvars = st.cvars
    _t537 = 0
    for _t536 in st.zones[(9 + st.model.zone_instances[st.loc[_t514]][1])]:
        if (_st_cvars[84 + _t536] == _t514):
            _t537 += (1 if ((_st_cvars[_t536] == 'carnivorous') or (_st_cvars[_t536] == 'high_body_weight')) else (2 if (_st_cvars[_t536] == 'parasite') else 0))
    return _t537

# <rulerun evolution.rules: feeding_turn_of #213 892f28e5>
def _loop(st, _t514):
    _st_cvars = st.cvars
    for _t538 in st.zones[(9 + st.model.zone_instances[st.loc[_t514]][1])]:
        if ((_st_cvars[_t538] == 'symbiosis') and (_st_cvars[168 + _t538] == _t514)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #214 dd7cbf37>
def _loop(st, _t498):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t513 = ([_c for _i in [5 + _p for _p in _k394] for _c in st.zones[_i]] or ())
    _budget395[0] -= len(_t513)
    if _budget395[0] < 0: _spent396(st)
    _t520 = _NOT_YET
    _t521 = _NOT_YET
    _t526 = _NOT_YET
    _t527 = _NOT_YET
    _t532 = _NOT_YET
    _t533 = _NOT_YET
    for _t514 in _t513:
        if ((((((_t498 != _t514) and ((not _a397(st, _t514)) or (_t521 if _t521 is not _NOT_YET else (_t521 := (_t520 if _t520 is not _NOT_YET else (_t520 := _a398(st, _t498))))))) and ((not _a399(st, _t514)) or (_t527 if _t527 is not _NOT_YET else (_t527 := (_t526 if _t526 is not _NOT_YET else (_t526 := _a400(st, _t498))))))) and (_a401(st, _t514) == (_t533 if _t533 is not _NOT_YET else (_t533 := (_t532 if _t532 is not _NOT_YET else (_t532 := _a402(st, _t498))))))) and (not (_a403(st, _t514) and ((_st_cvars[924 + _t514] == _st_vars[0]) or (_st_cvars[504 + _t514] >= (1 + _a404(st, _t514))))))) and (not _a405(st, _t514))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #215 a785de17>
def _loop(st, _t482):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t497 = st.zones[(5 + _t482)]
    _budget384[0] -= len(_t497)
    if _budget384[0] < 0: _spent385(st)
    for _t498 in _t497:
        if (((_a386(st, _t498) and (_st_cvars[672 + _t498] != _st_vars[0])) and ((not ((_st_cvars[924 + _t498] == _st_vars[0]) or ((_st_cvars[504 + _t498] >= (1 + _a387(st, _t498))) and (_a388(st, _t498) >= _a389(st, _t498))))) and (not _a393(st, _t498)))) and _a406(st, _t498)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #216 a242b64e>
def _loop(st, _t541):
    _st_cvars = st.cvars
    _t544 = 0
    for _t543 in st.zones[(9 + st.model.zone_instances[st.loc[_t541]][1])]:
        if (_st_cvars[84 + _t543] == _t541):
            _t544 += (1 if ((_st_cvars[_t543] == 'carnivorous') or (_st_cvars[_t543] == 'high_body_weight')) else (2 if (_st_cvars[_t543] == 'parasite') else 0))
    return _t544

# <rulerun evolution.rules: feeding_turn_of #217 b965f75f>
def _loop(st, _t541):
    _st_cvars = st.cvars
    _t546 = 0
    for _t545 in st.zones[(9 + st.model.zone_instances[st.loc[_t541]][1])]:
        if (((_st_cvars[84 + _t545] == _t541) and (_st_cvars[_t545] == 'fat_tissue')) and _st_cvars[252 + _t545]):
            _t546 += 1
    return _t546

# <rulerun evolution.rules: feeding_turn_of #218 dc42c93b>
def _loop(st, _t482):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t540 = st.zones[(5 + _t482)]
    _budget408[0] -= len(_t540)
    if _budget408[0] < 0: _spent409(st)
    for _t541 in _t540:
        if ((not ((_st_cvars[924 + _t541] == _st_vars[0]) or (_st_cvars[504 + _t541] >= (1 + _a410(st, _t541))))) and (_a411(st, _t541) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #219 ac2f2e77>
def _loop(st, _t548):
    _st_cvars = st.cvars
    for _t550 in st.zones[(9 + st.model.zone_instances[st.loc[_t548]][1])]:
        if ((_st_cvars[84 + _t550] == _t548) and (_st_cvars[_t550] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #220 770dffe3>
def _loop(st, _t548):
    _st_cvars = st.cvars
    _t553 = 0
    for _t552 in st.zones[(9 + st.model.zone_instances[st.loc[_t548]][1])]:
        if (_st_cvars[84 + _t552] == _t548):
            _t553 += (1 if ((_st_cvars[_t552] == 'carnivorous') or (_st_cvars[_t552] == 'high_body_weight')) else (2 if (_st_cvars[_t552] == 'parasite') else 0))
    return _t553

# <rulerun evolution.rules: feeding_turn_of #221 ba1c0076>
def _loop(st, _t548):
    _st_cvars = st.cvars
    _t555 = 0
    for _t554 in st.zones[(9 + st.model.zone_instances[st.loc[_t548]][1])]:
        if (_st_cvars[84 + _t554] == _t548):
            _t555 += (1 if ((_st_cvars[_t554] == 'carnivorous') or (_st_cvars[_t554] == 'high_body_weight')) else (2 if (_st_cvars[_t554] == 'parasite') else 0))
    return _t555

# <rulerun evolution.rules: feeding_turn_of #222 0a72e3dd>
def _loop(st, _t548):
    _st_cvars = st.cvars
    _t557 = 0
    for _t556 in st.zones[(9 + st.model.zone_instances[st.loc[_t548]][1])]:
        if (((_st_cvars[84 + _t556] == _t548) and (_st_cvars[_t556] == 'fat_tissue')) and _st_cvars[252 + _t556]):
            _t557 += 1
    return _t557

# <rulerun evolution.rules: feeding_turn_of #223 2d8ff430>
def _loop(st, _t548):
    _st_cvars = st.cvars
    _t559 = 0
    for _t558 in st.zones[(9 + st.model.zone_instances[st.loc[_t548]][1])]:
        if ((_st_cvars[84 + _t558] == _t548) and (_st_cvars[_t558] == 'fat_tissue')):
            _t559 += 1
    return _t559

# <rulerun evolution.rules: feeding_turn_of #224 d05f724b>
def _loop(st, _t561):
    _st_cvars = st.cvars
    _t564 = 0
    for _t563 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t561]]][1])]:
        if (_st_cvars[84 + _t563] == _st_cvars[84 + _t561]):
            _t564 += (1 if ((_st_cvars[_t563] == 'carnivorous') or (_st_cvars[_t563] == 'high_body_weight')) else (2 if (_st_cvars[_t563] == 'parasite') else 0))
    return _t564

# <rulerun evolution.rules: feeding_turn_of #225 bc98b591>
def _loop(st, _t548):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t560 = st.zones[(9 + st.model.zone_instances[st.loc[_t548]][1])]
    _budget420[0] -= len(_t560)
    if _budget420[0] < 0: _spent421(st)
    for _t561 in _t560:
        if (((_st_cvars[_t561] == 'symbiosis') and (_st_cvars[168 + _t561] == _t548)) and (not ((_st_cvars[924 + _st_cvars[84 + _t561]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t561]] >= (1 + _a422(st, _t561)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #226 435a39db>
def _loop(st, _t566):
    _st_cvars = st.cvars
    _t569 = 0
    for _t568 in st.zones[(9 + st.model.zone_instances[st.loc[_t566]][1])]:
        if (_st_cvars[84 + _t568] == _t566):
            _t569 += (1 if ((_st_cvars[_t568] == 'carnivorous') or (_st_cvars[_t568] == 'high_body_weight')) else (2 if (_st_cvars[_t568] == 'parasite') else 0))
    return _t569

# <rulerun evolution.rules: feeding_turn_of #227 e7bade9d>
def _loop(st, _t548):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t565 = ([_c for _i in [5 + _p for _p in _k424] for _c in st.zones[_i]] or ())
    _budget425[0] -= len(_t565)
    if _budget425[0] < 0: _spent426(st)
    for _t566 in _t565:
        if ((_t566 != _t548) and ((not ((_st_cvars[924 + _t566] == _st_vars[0]) or (_st_cvars[504 + _t566] >= (1 + _a427(st, _t566))))) and (_st_cvars[504 + _t566] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #228 d38c01e0>
def _loop(st, _t548):
    _st_cvars = st.cvars
    for _t570 in st.zones[(9 + st.model.zone_instances[st.loc[_t548]][1])]:
        if ((_st_cvars[84 + _t570] == _t548) and (_st_cvars[_t570] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #229 c2d97782>
def _loop(st, _t548):
    _st_cvars = st.cvars
    _t573 = 0
    for _t572 in st.zones[(9 + st.model.zone_instances[st.loc[_t548]][1])]:
        if (_st_cvars[84 + _t572] == _t548):
            _t573 += (1 if ((_st_cvars[_t572] == 'carnivorous') or (_st_cvars[_t572] == 'high_body_weight')) else (2 if (_st_cvars[_t572] == 'parasite') else 0))
    return _t573

# <rulerun evolution.rules: feeding_turn_of #230 0cf2fbd9>
def _loop(st, _t548):
    _st_cvars = st.cvars
    for _t574 in st.zones[(9 + st.model.zone_instances[st.loc[_t548]][1])]:
        if ((_st_cvars[84 + _t574] == _t548) and (_st_cvars[_t574] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #231 11068798>
def _loop(st, _t482):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t547 = st.zones[(5 + _t482)]
    _budget413[0] -= len(_t547)
    if _budget413[0] < 0: _spent414(st)
    for _t548 in _t547:
        if ((((((_a415(st, _t548) and (_st_cvars[756 + _t548] != _st_vars[0])) and (not ((_st_cvars[924 + _t548] == _st_vars[0]) or (_st_cvars[504 + _t548] >= (1 + _a416(st, _t548)))))) and ((not ((_st_cvars[924 + _t548] == _st_vars[0]) or ((_st_cvars[504 + _t548] >= (1 + _a417(st, _t548))) and (_a418(st, _t548) >= _a419(st, _t548))))) and (not _a423(st, _t548)))) and _a428(st, _t548)) or ((((_a429(st, _t548) and (_st_cvars[924 + _t548] != _st_vars[0])) and (_st_cvars[924 + _t548] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t548] == _st_vars[0]) or (_st_cvars[504 + _t548] >= (1 + _a430(st, _t548))))))) or ((_st_vars[3] > 0) and _a431(st, _t548))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #232 31a5a3f3>
def _loop(st, _t577):
    _st_cvars = st.cvars
    _t580 = 0
    for _t579 in st.zones[(9 + st.model.zone_instances[st.loc[_t577]][1])]:
        if (_st_cvars[84 + _t579] == _t577):
            _t580 += (1 if ((_st_cvars[_t579] == 'carnivorous') or (_st_cvars[_t579] == 'high_body_weight')) else (2 if (_st_cvars[_t579] == 'parasite') else 0))
    return _t580

# <rulerun evolution.rules: feeding_turn_of #233 f74ad850>
def _loop(st, _t577):
    _st_cvars = st.cvars
    _t582 = 0
    for _t581 in st.zones[(9 + st.model.zone_instances[st.loc[_t577]][1])]:
        if (((_st_cvars[84 + _t581] == _t577) and (_st_cvars[_t581] == 'fat_tissue')) and _st_cvars[252 + _t581]):
            _t582 += 1
    return _t582

# <rulerun evolution.rules: feeding_turn_of #234 e389186c>
def _loop(st, _t577):
    _st_cvars = st.cvars
    _t584 = 0
    for _t583 in st.zones[(9 + st.model.zone_instances[st.loc[_t577]][1])]:
        if ((_st_cvars[84 + _t583] == _t577) and (_st_cvars[_t583] == 'fat_tissue')):
            _t584 += 1
    return _t584

# <rulerun evolution.rules: feeding_turn_of #235 8f7f904f>
def _loop(st, _t586):
    _st_cvars = st.cvars
    _t589 = 0
    for _t588 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t586]]][1])]:
        if (_st_cvars[84 + _t588] == _st_cvars[84 + _t586]):
            _t589 += (1 if ((_st_cvars[_t588] == 'carnivorous') or (_st_cvars[_t588] == 'high_body_weight')) else (2 if (_st_cvars[_t588] == 'parasite') else 0))
    return _t589

# <rulerun evolution.rules: feeding_turn_of #236 cf0805c7>
def _loop(st, _t577):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t585 = st.zones[(9 + st.model.zone_instances[st.loc[_t577]][1])]
    _budget438[0] -= len(_t585)
    if _budget438[0] < 0: _spent439(st)
    for _t586 in _t585:
        if (((_st_cvars[_t586] == 'symbiosis') and (_st_cvars[168 + _t586] == _t577)) and (not ((_st_cvars[924 + _st_cvars[84 + _t586]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t586]] >= (1 + _a440(st, _t586)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #237 1941306a>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t576 = st.zones[(5 + L[0])]
    _budget433[0] -= len(_t576)
    if _budget433[0] < 0: _spent434(st)
    for _t577 in _t576:
        if ((not ((_st_cvars[924 + _t577] == _st_vars[0]) or ((_st_cvars[504 + _t577] >= (1 + _a435(st, _t577))) and (_a436(st, _t577) >= _a437(st, _t577))))) and (not _a441(st, _t577))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #238 b59dc76c>
def _loop(st, _t591):
    _st_cvars = st.cvars
    for _t593 in st.zones[(9 + st.model.zone_instances[st.loc[_t591]][1])]:
        if ((_st_cvars[84 + _t593] == _t591) and (_st_cvars[_t593] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #239 ea97797a>
def _loop(st, _t591):
    _st_cvars = st.cvars
    _t596 = 0
    for _t595 in st.zones[(9 + st.model.zone_instances[st.loc[_t591]][1])]:
        if (_st_cvars[84 + _t595] == _t591):
            _t596 += (1 if ((_st_cvars[_t595] == 'carnivorous') or (_st_cvars[_t595] == 'high_body_weight')) else (2 if (_st_cvars[_t595] == 'parasite') else 0))
    return _t596

# <rulerun evolution.rules: feeding_turn_of #240 0341687b>
def _loop(st, _t591):
    _st_cvars = st.cvars
    _t598 = 0
    for _t597 in st.zones[(9 + st.model.zone_instances[st.loc[_t591]][1])]:
        if (((_st_cvars[84 + _t597] == _t591) and (_st_cvars[_t597] == 'fat_tissue')) and _st_cvars[252 + _t597]):
            _t598 += 1
    return _t598

# <rulerun evolution.rules: feeding_turn_of #241 a109efee>
def _loop(st, _t591):
    _st_cvars = st.cvars
    _t600 = 0
    for _t599 in st.zones[(9 + st.model.zone_instances[st.loc[_t591]][1])]:
        if ((_st_cvars[84 + _t599] == _t591) and (_st_cvars[_t599] == 'fat_tissue')):
            _t600 += 1
    return _t600

# <rulerun evolution.rules: feeding_turn_of #242 daf72e90>
def _loop(st, _t602):
    _st_cvars = st.cvars
    _t605 = 0
    for _t604 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t602]]][1])]:
        if (_st_cvars[84 + _t604] == _st_cvars[84 + _t602]):
            _t605 += (1 if ((_st_cvars[_t604] == 'carnivorous') or (_st_cvars[_t604] == 'high_body_weight')) else (2 if (_st_cvars[_t604] == 'parasite') else 0))
    return _t605

# <rulerun evolution.rules: feeding_turn_of #243 f9ef5ec2>
def _loop(st, _t591):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t601 = st.zones[(9 + st.model.zone_instances[st.loc[_t591]][1])]
    _budget450[0] -= len(_t601)
    if _budget450[0] < 0: _spent451(st)
    for _t602 in _t601:
        if (((_st_cvars[_t602] == 'symbiosis') and (_st_cvars[168 + _t602] == _t591)) and (not ((_st_cvars[924 + _st_cvars[84 + _t602]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t602]] >= (1 + _a452(st, _t602)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #244 4cecd0a9>
def _loop(st, _t607):
    _st_cvars = st.cvars
    for _t609 in st.zones[(9 + st.model.zone_instances[st.loc[_t607]][1])]:
        if ((_st_cvars[84 + _t609] == _t607) and (_st_cvars[_t609] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #245 293ed239>
def _loop(st, _t591):
    _st_cvars = st.cvars
    for _t611 in st.zones[(9 + st.model.zone_instances[st.loc[_t591]][1])]:
        if ((_st_cvars[84 + _t611] == _t591) and (_st_cvars[_t611] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #246 bfaedbb8>
def _loop(st, _t607):
    _st_cvars = st.cvars
    for _t615 in st.zones[(9 + st.model.zone_instances[st.loc[_t607]][1])]:
        if ((_st_cvars[84 + _t615] == _t607) and (_st_cvars[_t615] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #247 cabbe122>
def _loop(st, _t591):
    _st_cvars = st.cvars
    for _t617 in st.zones[(9 + st.model.zone_instances[st.loc[_t591]][1])]:
        if ((_st_cvars[84 + _t617] == _t591) and (_st_cvars[_t617] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #248 2b59d400>
def _loop(st, _t607):
    _st_cvars = st.cvars
    for _t621 in st.zones[(9 + st.model.zone_instances[st.loc[_t607]][1])]:
        if ((_st_cvars[84 + _t621] == _t607) and (_st_cvars[_t621] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #249 8055b8e8>
def _loop(st, _t591):
    _st_cvars = st.cvars
    for _t623 in st.zones[(9 + st.model.zone_instances[st.loc[_t591]][1])]:
        if ((_st_cvars[84 + _t623] == _t591) and (_st_cvars[_t623] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #250 340d8c5b>
def _loop(st, _t607):
    _st_cvars = st.cvars
    for _t627 in st.zones[(9 + st.model.zone_instances[st.loc[_t607]][1])]:
        if ((_st_cvars[84 + _t627] == _t607) and (_st_cvars[_t627] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #251 641919d5>
def _loop(st, _t607):
    _st_cvars = st.cvars
    _t630 = 0
    for _t629 in st.zones[(9 + st.model.zone_instances[st.loc[_t607]][1])]:
        if (_st_cvars[84 + _t629] == _t607):
            _t630 += (1 if ((_st_cvars[_t629] == 'carnivorous') or (_st_cvars[_t629] == 'high_body_weight')) else (2 if (_st_cvars[_t629] == 'parasite') else 0))
    return _t630

# <rulerun evolution.rules: feeding_turn_of #252 ca59c20c>
def _loop(st, _t607):
    _st_cvars = st.cvars
    for _t631 in st.zones[(9 + st.model.zone_instances[st.loc[_t607]][1])]:
        if ((_st_cvars[_t631] == 'symbiosis') and (_st_cvars[168 + _t631] == _t607)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #253 dc6dfaad>
def _loop(st, _t591):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t606 = ([_c for _i in [5 + _p for _p in _k454] for _c in st.zones[_i]] or ())
    _budget455[0] -= len(_t606)
    if _budget455[0] < 0: _spent456(st)
    _t613 = _NOT_YET
    _t614 = _NOT_YET
    _t619 = _NOT_YET
    _t620 = _NOT_YET
    _t625 = _NOT_YET
    _t626 = _NOT_YET
    for _t607 in _t606:
        if ((((((_t591 != _t607) and ((not _a457(st, _t607)) or (_t614 if _t614 is not _NOT_YET else (_t614 := (_t613 if _t613 is not _NOT_YET else (_t613 := _a458(st, _t591))))))) and ((not _a459(st, _t607)) or (_t620 if _t620 is not _NOT_YET else (_t620 := (_t619 if _t619 is not _NOT_YET else (_t619 := _a460(st, _t591))))))) and (_a461(st, _t607) == (_t626 if _t626 is not _NOT_YET else (_t626 := (_t625 if _t625 is not _NOT_YET else (_t625 := _a462(st, _t591))))))) and (not (_a463(st, _t607) and ((_st_cvars[924 + _t607] == _st_vars[0]) or (_st_cvars[504 + _t607] >= (1 + _a464(st, _t607))))))) and (not _a465(st, _t607))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #254 1b72b0b7>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t590 = st.zones[(5 + L[0])]
    _budget444[0] -= len(_t590)
    if _budget444[0] < 0: _spent445(st)
    for _t591 in _t590:
        if (((_a446(st, _t591) and (_st_cvars[672 + _t591] != _st_vars[0])) and ((not ((_st_cvars[924 + _t591] == _st_vars[0]) or ((_st_cvars[504 + _t591] >= (1 + _a447(st, _t591))) and (_a448(st, _t591) >= _a449(st, _t591))))) and (not _a453(st, _t591)))) and _a466(st, _t591)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #255 fabcd37d>
def _loop(st, _t634):
    _st_cvars = st.cvars
    _t637 = 0
    for _t636 in st.zones[(9 + st.model.zone_instances[st.loc[_t634]][1])]:
        if (_st_cvars[84 + _t636] == _t634):
            _t637 += (1 if ((_st_cvars[_t636] == 'carnivorous') or (_st_cvars[_t636] == 'high_body_weight')) else (2 if (_st_cvars[_t636] == 'parasite') else 0))
    return _t637

# <rulerun evolution.rules: feeding_turn_of #256 d42521fc>
def _loop(st, _t634):
    _st_cvars = st.cvars
    _t639 = 0
    for _t638 in st.zones[(9 + st.model.zone_instances[st.loc[_t634]][1])]:
        if (((_st_cvars[84 + _t638] == _t634) and (_st_cvars[_t638] == 'fat_tissue')) and _st_cvars[252 + _t638]):
            _t639 += 1
    return _t639

# <rulerun evolution.rules: feeding_turn_of #257 37375641>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t633 = st.zones[(5 + L[0])]
    _budget468[0] -= len(_t633)
    if _budget468[0] < 0: _spent469(st)
    for _t634 in _t633:
        if ((not ((_st_cvars[924 + _t634] == _st_vars[0]) or (_st_cvars[504 + _t634] >= (1 + _a470(st, _t634))))) and (_a471(st, _t634) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #258 dbc69b3f>
def _loop(st, _t642):
    _st_cvars = st.cvars
    for _t643 in st.zones[(9 + st.model.zone_instances[st.loc[_t642]][1])]:
        if ((_st_cvars[84 + _t643] == _t642) and (_st_cvars[_t643] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #259 5a00f5e4>
def _loop(st, _t642):
    _st_cvars = st.cvars
    _t646 = 0
    for _t645 in st.zones[(9 + st.model.zone_instances[st.loc[_t642]][1])]:
        if (_st_cvars[84 + _t645] == _t642):
            _t646 += (1 if ((_st_cvars[_t645] == 'carnivorous') or (_st_cvars[_t645] == 'high_body_weight')) else (2 if (_st_cvars[_t645] == 'parasite') else 0))
    return _t646

# <rulerun evolution.rules: feeding_turn_of #260 ba02f31f>
def _loop(st, _t642):
    _st_cvars = st.cvars
    _t648 = 0
    for _t647 in st.zones[(9 + st.model.zone_instances[st.loc[_t642]][1])]:
        if (_st_cvars[84 + _t647] == _t642):
            _t648 += (1 if ((_st_cvars[_t647] == 'carnivorous') or (_st_cvars[_t647] == 'high_body_weight')) else (2 if (_st_cvars[_t647] == 'parasite') else 0))
    return _t648

# <rulerun evolution.rules: feeding_turn_of #261 768d7e30>
def _loop(st, _t642):
    _st_cvars = st.cvars
    _t650 = 0
    for _t649 in st.zones[(9 + st.model.zone_instances[st.loc[_t642]][1])]:
        if (((_st_cvars[84 + _t649] == _t642) and (_st_cvars[_t649] == 'fat_tissue')) and _st_cvars[252 + _t649]):
            _t650 += 1
    return _t650

# <rulerun evolution.rules: feeding_turn_of #262 1b8ae1cd>
def _loop(st, _t642):
    _st_cvars = st.cvars
    _t652 = 0
    for _t651 in st.zones[(9 + st.model.zone_instances[st.loc[_t642]][1])]:
        if ((_st_cvars[84 + _t651] == _t642) and (_st_cvars[_t651] == 'fat_tissue')):
            _t652 += 1
    return _t652

# <rulerun evolution.rules: feeding_turn_of #263 fa2413e9>
def _loop(st, _t654):
    _st_cvars = st.cvars
    _t657 = 0
    for _t656 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t654]]][1])]:
        if (_st_cvars[84 + _t656] == _st_cvars[84 + _t654]):
            _t657 += (1 if ((_st_cvars[_t656] == 'carnivorous') or (_st_cvars[_t656] == 'high_body_weight')) else (2 if (_st_cvars[_t656] == 'parasite') else 0))
    return _t657

# <rulerun evolution.rules: feeding_turn_of #264 fecb32e2>
def _loop(st, _t642):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t653 = st.zones[(9 + st.model.zone_instances[st.loc[_t642]][1])]
    _budget478[0] -= len(_t653)
    if _budget478[0] < 0: _spent479(st)
    for _t654 in _t653:
        if (((_st_cvars[_t654] == 'symbiosis') and (_st_cvars[168 + _t654] == _t642)) and (not ((_st_cvars[924 + _st_cvars[84 + _t654]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t654]] >= (1 + _a480(st, _t654)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #265 e86ca777>
def _loop(st, _t659):
    _st_cvars = st.cvars
    _t662 = 0
    for _t661 in st.zones[(9 + st.model.zone_instances[st.loc[_t659]][1])]:
        if (_st_cvars[84 + _t661] == _t659):
            _t662 += (1 if ((_st_cvars[_t661] == 'carnivorous') or (_st_cvars[_t661] == 'high_body_weight')) else (2 if (_st_cvars[_t661] == 'parasite') else 0))
    return _t662

# <rulerun evolution.rules: feeding_turn_of #266 870b748e>
def _loop(st, _t642):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t658 = ([_c for _i in [5 + _p for _p in _k482] for _c in st.zones[_i]] or ())
    _budget483[0] -= len(_t658)
    if _budget483[0] < 0: _spent484(st)
    for _t659 in _t658:
        if ((_t659 != _t642) and ((not ((_st_cvars[924 + _t659] == _st_vars[0]) or (_st_cvars[504 + _t659] >= (1 + _a485(st, _t659))))) and (_st_cvars[504 + _t659] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #267 90775521>
def _loop(st, _t665):
    _st_cvars = st.cvars
    for _t666 in st.zones[(9 + st.model.zone_instances[st.loc[_t665]][1])]:
        if ((_st_cvars[84 + _t666] == _t665) and (_st_cvars[_t666] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #268 bc05ab69>
def _loop(st, _t670):
    _st_cvars = st.cvars
    for _t671 in st.zones[(9 + st.model.zone_instances[st.loc[_t670]][1])]:
        if ((_st_cvars[84 + _t671] == _t670) and (_st_cvars[_t671] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #269 1ca70e66>
def _loop(st, _t670):
    _st_cvars = st.cvars
    _t674 = 0
    for _t673 in st.zones[(9 + st.model.zone_instances[st.loc[_t670]][1])]:
        if (_st_cvars[84 + _t673] == _t670):
            _t674 += (1 if ((_st_cvars[_t673] == 'carnivorous') or (_st_cvars[_t673] == 'high_body_weight')) else (2 if (_st_cvars[_t673] == 'parasite') else 0))
    return _t674

# <rulerun evolution.rules: feeding_turn_of #270 1c74bf97>
def _loop(st, _t676):
    _st_cvars = st.cvars
    _t679 = 0
    for _t678 in st.zones[(9 + st.model.zone_instances[st.loc[_t676]][1])]:
        if (_st_cvars[84 + _t678] == _t676):
            _t679 += (1 if ((_st_cvars[_t678] == 'carnivorous') or (_st_cvars[_t678] == 'high_body_weight')) else (2 if (_st_cvars[_t678] == 'parasite') else 0))
    return _t679

# <rulerun evolution.rules: feeding_turn_of #271 d95d2696>
def _loop(st, _t676):
    _st_cvars = st.cvars
    _t681 = 0
    for _t680 in st.zones[(9 + st.model.zone_instances[st.loc[_t676]][1])]:
        if (((_st_cvars[84 + _t680] == _t676) and (_st_cvars[_t680] == 'fat_tissue')) and _st_cvars[252 + _t680]):
            _t681 += 1
    return _t681

# <rulerun evolution.rules: feeding_turn_of #272 099de903>
def _loop(st, _t676):
    _st_cvars = st.cvars
    _t683 = 0
    for _t682 in st.zones[(9 + st.model.zone_instances[st.loc[_t676]][1])]:
        if ((_st_cvars[84 + _t682] == _t676) and (_st_cvars[_t682] == 'fat_tissue')):
            _t683 += 1
    return _t683

# <rulerun evolution.rules: feeding_turn_of #273 e987aa6c>
def _loop(st, _t685):
    _st_cvars = st.cvars
    _t688 = 0
    for _t687 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t685]]][1])]:
        if (_st_cvars[84 + _t687] == _st_cvars[84 + _t685]):
            _t688 += (1 if ((_st_cvars[_t687] == 'carnivorous') or (_st_cvars[_t687] == 'high_body_weight')) else (2 if (_st_cvars[_t687] == 'parasite') else 0))
    return _t688

# <rulerun evolution.rules: feeding_turn_of #274 cf3f1e55>
def _loop(st, _t676):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t684 = st.zones[(9 + st.model.zone_instances[st.loc[_t676]][1])]
    _budget495[0] -= len(_t684)
    if _budget495[0] < 0: _spent496(st)
    for _t685 in _t684:
        if (((_st_cvars[_t685] == 'symbiosis') and (_st_cvars[168 + _t685] == _t676)) and (not ((_st_cvars[924 + _st_cvars[84 + _t685]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t685]] >= (1 + _a497(st, _t685)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #275 07003fab>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t675 = st.zones[(5 + L[0])]
    _budget490[0] -= len(_t675)
    if _budget490[0] < 0: _spent491(st)
    for _t676 in _t675:
        if ((not ((_st_cvars[924 + _t676] == _st_vars[0]) or ((_st_cvars[504 + _t676] >= (1 + _a492(st, _t676))) and (_a493(st, _t676) >= _a494(st, _t676))))) and (not _a498(st, _t676))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #276 d8cb7b57>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t472 = ([_c for _i in [5 + _p for _p in _k364] for _c in _st_zones[_i]] or ())
    _budget365[0] -= len(_t472)
    if _budget365[0] < 0: _spent366(st)
    _t471 = True
    for _t473 in _t472:
        if not (((_st_cvars[924 + _t473] == _st_vars[0]) or ((_st_cvars[504 + _t473] >= (1 + _a367(st, _t473))) and (_a368(st, _t473) >= _a369(st, _t473))))):
            _t471 = False
            break
    if _t471:
        if _st_log is not None: _st_log.append(_Text371(_audience370(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo372(6)
    _t481 = (_k373 or ())
    _budget365[0] -= len(_t481)
    if _budget365[0] < 0: _spent366(st)
    _t480 = False
    for _t482 in _t481:
        if (((((_st_vars[3] > 0) and _a383(st, _t482)) or _a407(st, _t482)) or _a412(st, _t482)) or _a432(st, _t482)):
            _t480 = True
            break
    if (not _t480):
        if _st_log is not None: _st_log.append(_Text371(_audience370(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo372(6)
    L[2] = []
    if ((not _l1) and ((_st_vars[3] > 0) and _a442(st, L))):
        L[2] = (L[2] + ['take food'])
        if len(L[2]) > 1000000: _too_long443(L[2])
    if ((not _l1) and _a467(st, L)):
        L[2] = (L[2] + ['attack'])
        if len(L[2]) > 1000000: _too_long443(L[2])
    if ((not _l1) and _a472(st, L)):
        L[2] = (L[2] + ['convert fat'])
        if len(L[2]) > 1000000: _too_long443(L[2])
    _t641 = _st_zones[(5 + _l0)]
    _budget365[0] -= len(_t641)
    if _budget365[0] < 0: _spent366(st)
    _t640 = False
    for _t642 in _t641:
        if ((((_a473(st, _t642) and (_st_cvars[756 + _t642] != _st_vars[0])) and (not ((_st_cvars[924 + _t642] == _st_vars[0]) or (_st_cvars[504 + _t642] >= (1 + _a474(st, _t642)))))) and ((not ((_st_cvars[924 + _t642] == _st_vars[0]) or ((_st_cvars[504 + _t642] >= (1 + _a475(st, _t642))) and (_a476(st, _t642) >= _a477(st, _t642))))) and (not _a481(st, _t642)))) and _a486(st, _t642)):
            _t640 = True
            break
    if _t640:
        L[2] = (L[2] + ['piracy'])
        if len(L[2]) > 1000000: _too_long443(L[2])
    _t664 = _st_zones[(5 + _l0)]
    _budget365[0] -= len(_t664)
    if _budget365[0] < 0: _spent366(st)
    _t663 = False
    for _t665 in _t664:
        if ((_a487(st, _t665) and (_st_cvars[840 + _t665] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t663 = True
            break
    if _t663:
        L[2] = (L[2] + ['grazing'])
        if len(L[2]) > 1000000: _too_long443(L[2])
    _t669 = _st_zones[(5 + _l0)]
    _budget365[0] -= len(_t669)
    if _budget365[0] < 0: _spent366(st)
    _t668 = False
    for _t670 in _t669:
        if ((((_a488(st, _t670) and (_st_cvars[924 + _t670] != _st_vars[0])) and (_st_cvars[924 + _t670] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t670] == _st_vars[0]) or (_st_cvars[504 + _t670] >= (1 + _a489(st, _t670)))))):
            _t668 = True
            break
    if _t668:
        L[2] = (L[2] + ['hibernation'])
        if len(L[2]) > 1000000: _too_long443(L[2])
    if (not (L[2] or ())):
        return 2
    if ((False or _l1) or (not ((_st_vars[3] > 0) and _a499(st, L)))):
        L[2] = (L[2] + ['end turn'])
        if len(L[2]) > 1000000: _too_long443(L[2])

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

# <rulerun evolution.rules: take_food #295 853a8a31>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text503(_audience500(st), [_PlayerRef501(L[0]), "'s animal ", _plain502(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain502(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: take_food #296 7ca483c4>
def _loop(st, _t691):
    _st_cvars = st.cvars
    _t693 = 0
    for _t692 in st.zones[(9 + st.model.zone_instances[st.loc[_t691]][1])]:
        if (_st_cvars[84 + _t692] == _t691):
            _t693 += (1 if ((_st_cvars[_t692] == 'carnivorous') or (_st_cvars[_t692] == 'high_body_weight')) else (2 if (_st_cvars[_t692] == 'parasite') else 0))
    return _t693

# <rulerun evolution.rules: take_food #297 f532299b>
def _loop(st, _t691):
    _st_cvars = st.cvars
    _t695 = 0
    for _t694 in st.zones[(9 + st.model.zone_instances[st.loc[_t691]][1])]:
        if (((_st_cvars[84 + _t694] == _t691) and (_st_cvars[_t694] == 'fat_tissue')) and _st_cvars[252 + _t694]):
            _t695 += 1
    return _t695

# <rulerun evolution.rules: take_food #298 0e409e8d>
def _loop(st, _t691):
    _st_cvars = st.cvars
    _t697 = 0
    for _t696 in st.zones[(9 + st.model.zone_instances[st.loc[_t691]][1])]:
        if ((_st_cvars[84 + _t696] == _t691) and (_st_cvars[_t696] == 'fat_tissue')):
            _t697 += 1
    return _t697

# <rulerun evolution.rules: take_food #299 5c98c372>
def _loop(st, _t699):
    _st_cvars = st.cvars
    _t702 = 0
    for _t701 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t699]]][1])]:
        if (_st_cvars[84 + _t701] == _st_cvars[84 + _t699]):
            _t702 += (1 if ((_st_cvars[_t701] == 'carnivorous') or (_st_cvars[_t701] == 'high_body_weight')) else (2 if (_st_cvars[_t701] == 'parasite') else 0))
    return _t702

# <rulerun evolution.rules: take_food #300 0e3a9578>
def _loop(st, _t691):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t698 = st.zones[(9 + st.model.zone_instances[st.loc[_t691]][1])]
    _budget509[0] -= len(_t698)
    if _budget509[0] < 0: _spent510(st)
    for _t699 in _t698:
        if (((_st_cvars[_t699] == 'symbiosis') and (_st_cvars[168 + _t699] == _t691)) and (not ((_st_cvars[924 + _st_cvars[84 + _t699]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t699]] >= (1 + _a511(st, _t699)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #301 8596ea07>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t690 = st.zones[(5 + L[0])]
    _budget504[0] -= len(_t690)
    if _budget504[0] < 0: _spent505(st)
    _t689 = []
    for _t691 in _t690:
        if ((not ((_st_cvars[924 + _t691] == _st_vars[0]) or ((_st_cvars[504 + _t691] >= (1 + _a506(st, _t691))) and (_a507(st, _t691) >= _a508(st, _t691))))) and (not _a512(st, _t691))):
            _t689.append(_t691)
    return _t689

# <rulerun evolution.rules: take_food #302 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #303 0dace395>
def _loop(st, L):
    _st_cvars = st.cvars
    _t704 = []
    for _t703 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t703] == L[1]) or (_st_cvars[168 + _t703] == L[1])):
            _t704.append(_st_cvars[_t703])
    return _t704

# <rulerun evolution.rules: take_food #304 e4b2cecd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t706 = []
    for _t705 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t705] == L[1]) or (_st_cvars[168 + _t705] == L[1])):
            _t706.append(_t705)
    return _t706

# <rulerun evolution.rules: take_food #305 3de94cf0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t708 = 0
    for _t707 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t707] == L[1]):
            _t708 += (1 if ((_st_cvars[_t707] == 'carnivorous') or (_st_cvars[_t707] == 'high_body_weight')) else (2 if (_st_cvars[_t707] == 'parasite') else 0))
    return _t708

# <rulerun evolution.rules: take_food #306 5d8ae8e1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t710 = 0
    for _t709 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t709] == L[1]) and (_st_cvars[_t709] == 'fat_tissue')) and _st_cvars[252 + _t709]):
            _t710 += 1
    return _t710

# <rulerun evolution.rules: take_food #307 16222dc7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t712 = 0
    for _t711 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t711] == L[1]) and (_st_cvars[_t711] == 'fat_tissue')):
            _t712 += 1
    return _t712

# <rulerun evolution.rules: take_food #308 3ab28006>
def _loop(st, L):
    _st_cvars = st.cvars
    _t714 = 0
    for _t713 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t713] == L[1]) and (_st_cvars[_t713] == 'fat_tissue')):
            _t714 += 1
    return _t714

# <rulerun evolution.rules: take_food #309 3f5dcd0d>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain513(((((('animal ' + _plain513(_st_cvars[420 + L[1]]) + ' of ' + _player_text514(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain513(_a515(st, L))) if (not not (_a516(st, L) or ())) else '')) + (' food ' + _plain513(_st_cvars[504 + L[1]]) + '/' + _plain513((1 + _a517(st, L))))) + ((' fat ' + _plain513(_a518(st, L)) + '/' + _plain513(_a519(st, L))) if (_a520(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: take_food #310 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: take_food #311 3d2892a0>
def _native(st, L):
    return 'red'

# <rulerun evolution.rules: convert_fat #312 94a153f9>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t717 = 0
    for _t716 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t716] == _l1):
            _t717 += (1 if ((_st_cvars[_t716] == 'carnivorous') or (_st_cvars[_t716] == 'high_body_weight')) else (2 if (_st_cvars[_t716] == 'parasite') else 0))
    return _t717

# <rulerun evolution.rules: convert_fat #313 367dcc56>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = _l2
    for _t715 in st.zones[(9 + _l0)][:]:
        L[6] = _t715
        if not ((((_st_cvars[84 + _t715] == _l1) and _st_cvars[252 + _t715]) and (L[3] > 0))): continue
        _st_cvars[252 + _t715] = False
        L[3] = L[3] - 1
    _st_cvars[504 + _l1] = _st_cvars[504 + _l1] + _l2
    if _st_log is not None: _st_log.append(_Text525(_audience521(st), [_PlayerRef522(_l0), ' converts ', _plain523(_l2), ' fat on animal ', _plain523(_st_cvars[420 + _l1]), ' into food (food ', _plain523(_st_cvars[504 + _l1]), '/', _plain523((1 + _a524(st, L))), ')']))

# <rulerun evolution.rules: convert_fat #314 8e636914>
def _loop(st, _t720):
    _st_cvars = st.cvars
    _t722 = 0
    for _t721 in st.zones[(9 + st.model.zone_instances[st.loc[_t720]][1])]:
        if (_st_cvars[84 + _t721] == _t720):
            _t722 += (1 if ((_st_cvars[_t721] == 'carnivorous') or (_st_cvars[_t721] == 'high_body_weight')) else (2 if (_st_cvars[_t721] == 'parasite') else 0))
    return _t722

# <rulerun evolution.rules: convert_fat #315 30da1a8c>
def _loop(st, _t720):
    _st_cvars = st.cvars
    _t724 = 0
    for _t723 in st.zones[(9 + st.model.zone_instances[st.loc[_t720]][1])]:
        if (((_st_cvars[84 + _t723] == _t720) and (_st_cvars[_t723] == 'fat_tissue')) and _st_cvars[252 + _t723]):
            _t724 += 1
    return _t724

# <rulerun evolution.rules: convert_fat #316 3dc8548b>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t719 = st.zones[(5 + L[0])]
    _budget526[0] -= len(_t719)
    if _budget526[0] < 0: _spent527(st)
    _t718 = []
    for _t720 in _t719:
        if ((not ((_st_cvars[924 + _t720] == _st_vars[0]) or (_st_cvars[504 + _t720] >= (1 + _a528(st, _t720))))) and (_a529(st, _t720) > 0)):
            _t718.append(_t720)
    return _t718

# <rulerun evolution.rules: convert_fat #317 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: convert_fat #318 43431204>
def _loop(st, L):
    _st_cvars = st.cvars
    _t726 = []
    for _t725 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t725] == L[1]) or (_st_cvars[168 + _t725] == L[1])):
            _t726.append(_st_cvars[_t725])
    return _t726

# <rulerun evolution.rules: convert_fat #319 5f5517de>
def _loop(st, L):
    _st_cvars = st.cvars
    _t728 = []
    for _t727 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t727] == L[1]) or (_st_cvars[168 + _t727] == L[1])):
            _t728.append(_t727)
    return _t728

# <rulerun evolution.rules: convert_fat #320 639eda02>
def _loop(st, L):
    _st_cvars = st.cvars
    _t730 = 0
    for _t729 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t729] == L[1]):
            _t730 += (1 if ((_st_cvars[_t729] == 'carnivorous') or (_st_cvars[_t729] == 'high_body_weight')) else (2 if (_st_cvars[_t729] == 'parasite') else 0))
    return _t730

# <rulerun evolution.rules: convert_fat #321 a0582bf0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t732 = 0
    for _t731 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t731] == L[1]) and (_st_cvars[_t731] == 'fat_tissue')) and _st_cvars[252 + _t731]):
            _t732 += 1
    return _t732

# <rulerun evolution.rules: convert_fat #322 0179b5e0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t734 = 0
    for _t733 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t733] == L[1]) and (_st_cvars[_t733] == 'fat_tissue')):
            _t734 += 1
    return _t734

# <rulerun evolution.rules: convert_fat #323 cf496310>
def _loop(st, L):
    _st_cvars = st.cvars
    _t736 = 0
    for _t735 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t735] == L[1]) and (_st_cvars[_t735] == 'fat_tissue')):
            _t736 += 1
    return _t736

# <rulerun evolution.rules: convert_fat #324 f2a0c25a>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain530(((((('animal ' + _plain530(_st_cvars[420 + L[1]]) + ' of ' + _player_text531(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain530(_a532(st, L))) if (not not (_a533(st, L) or ())) else '')) + (' food ' + _plain530(_st_cvars[504 + L[1]]) + '/' + _plain530((1 + _a534(st, L))))) + ((' fat ' + _plain530(_a535(st, L)) + '/' + _plain530(_a536(st, L))) if (_a537(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: convert_fat #325 9940a75b>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t738 = 0
    for _t737 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (((_st_cvars[84 + _t737] == _l1) and (_st_cvars[_t737] == 'fat_tissue')) and _st_cvars[252 + _t737]):
            _t738 += 1
    return _t738

# <rulerun evolution.rules: convert_fat #326 660991bb>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t740 = 0
    for _t739 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t739] == _l1):
            _t740 += (1 if ((_st_cvars[_t739] == 'carnivorous') or (_st_cvars[_t739] == 'high_body_weight')) else (2 if (_st_cvars[_t739] == 'parasite') else 0))
    return _t740

# <rulerun evolution.rules: convert_fat #327 6d99086c>
def _native(st, L):
    return _range538(1, min(_a539(st, L), ((1 + _a540(st, L)) - st.cvars[504 + L[1]])))

# <rulerun evolution.rules: convert_fat #328 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #329 ddf36533>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t742 = 0
    for _t741 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t741] == _l0):
            _t742 += (1 if ((_st_cvars[_t741] == 'carnivorous') or (_st_cvars[_t741] == 'high_body_weight')) else (2 if (_st_cvars[_t741] == 'parasite') else 0))
    return _t742

# <rulerun evolution.rules: receive #330 9bcf0564>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t744 = 0
    for _t743 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t743] == _l0) and (_st_cvars[_t743] == 'fat_tissue')) and _st_cvars[252 + _t743]):
            _t744 += 1
    return _t744

# <rulerun evolution.rules: receive #331 1ab595f2>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t746 = 0
    for _t745 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t745] == _l0) and (_st_cvars[_t745] == 'fat_tissue')):
            _t746 += 1
    return _t746

# <rulerun evolution.rules: receive #332 0a241822>
def _loop(st, _t748):
    _st_cvars = st.cvars
    _t751 = 0
    for _t750 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t748]]][1])]:
        if (_st_cvars[84 + _t750] == _st_cvars[84 + _t748]):
            _t751 += (1 if ((_st_cvars[_t750] == 'carnivorous') or (_st_cvars[_t750] == 'high_body_weight')) else (2 if (_st_cvars[_t750] == 'parasite') else 0))
    return _t751

# <rulerun evolution.rules: receive #333 fc856f21>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t747 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget544[0] -= len(_t747)
    if _budget544[0] < 0: _spent545(st)
    for _t748 in _t747:
        if (((_st_cvars[_t748] == 'symbiosis') and (_st_cvars[168 + _t748] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t748]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t748]] >= (1 + _a546(st, _t748)))))):
            return True
    return False

# <rulerun evolution.rules: receive #334 b83c4541>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a541(st, L))) and (_a542(st, L) >= _a543(st, L))))) and (not _a547(st, L)))):
        if (_l1 == 'red'):
            _st_vars[3] = _st_vars[3] + 1
        if _st_log is not None: _st_log.append(_Text551(_audience548(st), [_PlayerRef549(st.model.zone_instances[st.loc[_l0]][1]), "'s animal ", _plain550(_st_cvars[420 + _l0]), ' cannot take the ', _plain550(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #335 4e55d6ba>
def _loop(st, L):
    _st_cvars = st.cvars
    _t753 = 0
    for _t752 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t752] == L[2]):
            _t753 += (1 if ((_st_cvars[_t752] == 'carnivorous') or (_st_cvars[_t752] == 'high_body_weight')) else (2 if (_st_cvars[_t752] == 'parasite') else 0))
    return _t753

# <rulerun evolution.rules: receive #336 71f64348>
def _loop(st, L):
    _st_cvars = st.cvars
    _t758 = 0
    for _t757 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t757] == L[2]) and (_st_cvars[_t757] == 'fat_tissue')) and _st_cvars[252 + _t757]):
            _t758 += 1
    return _t758

# <rulerun evolution.rules: receive #337 5a088aea>
def _loop(st, L):
    _st_cvars = st.cvars
    _t760 = 0
    for _t759 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t759] == L[2]) and (_st_cvars[_t759] == 'fat_tissue')):
            _t760 += 1
    return _t760

# <rulerun evolution.rules: receive #338 f5b3b5f2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t762 = 0
    for _t761 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t761] == L[2]):
            _t762 += (1 if ((_st_cvars[_t761] == 'carnivorous') or (_st_cvars[_t761] == 'high_body_weight')) else (2 if (_st_cvars[_t761] == 'parasite') else 0))
    return _t762

# <rulerun evolution.rules: receive #339 e0c88c04>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value552(st, 0, 0, 'feed'))
    if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (1 + _a553(st, L)))):
        _t755 = L[2]
        _t754 = None
        for _t756 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
            if (((_st_cvars[84 + _t756] == _t755) and (_st_cvars[_t756] == 'fat_tissue')) and (not _st_cvars[252 + _t756])):
                _t754 = _t756
                break
        L[3] = _t754
        _st_cvars[252 + L[3]] = True
        if _st_log is not None: _st_log.append(_Text558(_audience554(st), ['  animal ', _plain555(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain555(_a556(st, L)), '/', _plain555(_a557(st, L)), ')']))
    else:
        _st_cvars[504 + L[2]] = _st_cvars[504 + L[2]] + 1
        if _st_log is not None: _st_log.append(_Text558(_audience554(st), ['  animal ', _plain555(_st_cvars[420 + L[2]]), ' has food ', _plain555(_st_cvars[504 + L[2]]), '/', _plain555((1 + _a559(st, L)))]))

# <rulerun evolution.rules: receive #340 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #341 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: paired_triggers #342 a308c60e>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t767 = 0
    for _t766 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t766] == _l0):
            _t767 += (1 if ((_st_cvars[_t766] == 'carnivorous') or (_st_cvars[_t766] == 'high_body_weight')) else (2 if (_st_cvars[_t766] == 'parasite') else 0))
    return _t767

# <rulerun evolution.rules: paired_triggers #343 4f2f5f1a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t769 = 0
    for _t768 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t768] == _l0) and (_st_cvars[_t768] == 'fat_tissue')) and _st_cvars[252 + _t768]):
            _t769 += 1
    return _t769

# <rulerun evolution.rules: paired_triggers #344 fe0312e6>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t771 = 0
    for _t770 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t770] == _l0) and (_st_cvars[_t770] == 'fat_tissue')):
            _t771 += 1
    return _t771

# <rulerun evolution.rules: paired_triggers #345 e36e46e2>
def _loop(st, _t773):
    _st_cvars = st.cvars
    _t776 = 0
    for _t775 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t773]]][1])]:
        if (_st_cvars[84 + _t775] == _st_cvars[84 + _t773]):
            _t776 += (1 if ((_st_cvars[_t775] == 'carnivorous') or (_st_cvars[_t775] == 'high_body_weight')) else (2 if (_st_cvars[_t775] == 'parasite') else 0))
    return _t776

# <rulerun evolution.rules: paired_triggers #346 cdecc575>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t772 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget565[0] -= len(_t772)
    if _budget565[0] < 0: _spent566(st)
    for _t773 in _t772:
        if (((_st_cvars[_t773] == 'symbiosis') and (_st_cvars[168 + _t773] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t773]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t773]] >= (1 + _a567(st, _t773)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #347 e4f561b0>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a562(st, L))) and (_a563(st, L) >= _a564(st, L))))) and (not _a568(st, L)))

# <rulerun evolution.rules: paired_triggers #348 c97c8288>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t764 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget560[0] -= len(_t764)
    if _budget560[0] < 0: _spent561(st)
    _t763 = []
    for _t765 in _t764:
        if (((_st_cvars[336 + _t765] != _st_vars[4]) and ((_st_cvars[84 + _t765] == _l0) or (_st_cvars[168 + _t765] == _l0))) and (((((_st_cvars[_t765] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d569(st, [(_st_cvars[168 + _t765] if (_st_cvars[84 + _t765] == _l0) else _st_cvars[84 + _t765])])) or ((_st_cvars[_t765] == 'cooperation') and _d569(st, [(_st_cvars[168 + _t765] if (_st_cvars[84 + _t765] == _l0) else _st_cvars[84 + _t765])])))):
            _t763.append(_t765)
    L[2] = _t763
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

# <rulerun evolution.rules: paired_triggers #350 af021191>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text572(_audience570(st), ['Communication: animal ', _plain571(st.cvars[420 + L[4]]), ' takes a red token from the food base (', _plain571(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: paired_triggers #351 a723242b>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text575(_audience573(st), ['Cooperation: animal ', _plain574(st.cvars[420 + L[4]]), ' receives a blue token']))

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

# <rulerun evolution.rules: piracy #360 b72787c6>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_cvars[756 + _l1] = st.vars[0]
    _st_cvars[504 + _l2] = _st_cvars[504 + _l2] - 1
    if _st_log is not None: _st_log.append(_Text579(_audience576(st), ['Piracy: ', _PlayerRef577(L[0]), "'s animal ", _plain578(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef577(st.model.zone_instances[st.loc[_l2]][1]), "'s animal ", _plain578(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #361 cf418717>
def _loop(st, _t779):
    _st_cvars = st.cvars
    for _t780 in st.zones[(9 + st.model.zone_instances[st.loc[_t779]][1])]:
        if ((_st_cvars[84 + _t780] == _t779) and (_st_cvars[_t780] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #362 e7e6c81d>
def _loop(st, _t779):
    _st_cvars = st.cvars
    _t783 = 0
    for _t782 in st.zones[(9 + st.model.zone_instances[st.loc[_t779]][1])]:
        if (_st_cvars[84 + _t782] == _t779):
            _t783 += (1 if ((_st_cvars[_t782] == 'carnivorous') or (_st_cvars[_t782] == 'high_body_weight')) else (2 if (_st_cvars[_t782] == 'parasite') else 0))
    return _t783

# <rulerun evolution.rules: piracy #363 62db3724>
def _loop(st, _t779):
    _st_cvars = st.cvars
    _t785 = 0
    for _t784 in st.zones[(9 + st.model.zone_instances[st.loc[_t779]][1])]:
        if (_st_cvars[84 + _t784] == _t779):
            _t785 += (1 if ((_st_cvars[_t784] == 'carnivorous') or (_st_cvars[_t784] == 'high_body_weight')) else (2 if (_st_cvars[_t784] == 'parasite') else 0))
    return _t785

# <rulerun evolution.rules: piracy #364 daacb847>
def _loop(st, _t779):
    _st_cvars = st.cvars
    _t787 = 0
    for _t786 in st.zones[(9 + st.model.zone_instances[st.loc[_t779]][1])]:
        if (((_st_cvars[84 + _t786] == _t779) and (_st_cvars[_t786] == 'fat_tissue')) and _st_cvars[252 + _t786]):
            _t787 += 1
    return _t787

# <rulerun evolution.rules: piracy #365 29b9914d>
def _loop(st, _t779):
    _st_cvars = st.cvars
    _t789 = 0
    for _t788 in st.zones[(9 + st.model.zone_instances[st.loc[_t779]][1])]:
        if ((_st_cvars[84 + _t788] == _t779) and (_st_cvars[_t788] == 'fat_tissue')):
            _t789 += 1
    return _t789

# <rulerun evolution.rules: piracy #366 6ab29233>
def _loop(st, _t791):
    _st_cvars = st.cvars
    _t794 = 0
    for _t793 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t791]]][1])]:
        if (_st_cvars[84 + _t793] == _st_cvars[84 + _t791]):
            _t794 += (1 if ((_st_cvars[_t793] == 'carnivorous') or (_st_cvars[_t793] == 'high_body_weight')) else (2 if (_st_cvars[_t793] == 'parasite') else 0))
    return _t794

# <rulerun evolution.rules: piracy #367 ea93eaaf>
def _loop(st, _t779):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t790 = st.zones[(9 + st.model.zone_instances[st.loc[_t779]][1])]
    _budget587[0] -= len(_t790)
    if _budget587[0] < 0: _spent588(st)
    for _t791 in _t790:
        if (((_st_cvars[_t791] == 'symbiosis') and (_st_cvars[168 + _t791] == _t779)) and (not ((_st_cvars[924 + _st_cvars[84 + _t791]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t791]] >= (1 + _a589(st, _t791)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #368 90eec4e0>
def _loop(st, _t796):
    _st_cvars = st.cvars
    _t799 = 0
    for _t798 in st.zones[(9 + st.model.zone_instances[st.loc[_t796]][1])]:
        if (_st_cvars[84 + _t798] == _t796):
            _t799 += (1 if ((_st_cvars[_t798] == 'carnivorous') or (_st_cvars[_t798] == 'high_body_weight')) else (2 if (_st_cvars[_t798] == 'parasite') else 0))
    return _t799

# <rulerun evolution.rules: piracy #369 e4cfa9b2>
def _loop(st, _t779):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t795 = ([_c for _i in [5 + _p for _p in _k591] for _c in st.zones[_i]] or ())
    _budget592[0] -= len(_t795)
    if _budget592[0] < 0: _spent593(st)
    for _t796 in _t795:
        if ((_t796 != _t779) and ((not ((_st_cvars[924 + _t796] == _st_vars[0]) or (_st_cvars[504 + _t796] >= (1 + _a594(st, _t796))))) and (_st_cvars[504 + _t796] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #370 4dd970ee>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t778 = st.zones[(5 + L[0])]
    _budget580[0] -= len(_t778)
    if _budget580[0] < 0: _spent581(st)
    _t777 = []
    for _t779 in _t778:
        if ((((_a582(st, _t779) and (_st_cvars[756 + _t779] != _st_vars[0])) and (not ((_st_cvars[924 + _t779] == _st_vars[0]) or (_st_cvars[504 + _t779] >= (1 + _a583(st, _t779)))))) and ((not ((_st_cvars[924 + _t779] == _st_vars[0]) or ((_st_cvars[504 + _t779] >= (1 + _a584(st, _t779))) and (_a585(st, _t779) >= _a586(st, _t779))))) and (not _a590(st, _t779)))) and _a595(st, _t779)):
            _t777.append(_t779)
    return _t777

# <rulerun evolution.rules: piracy #371 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #372 488487c5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t801 = []
    for _t800 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t800] == L[1]) or (_st_cvars[168 + _t800] == L[1])):
            _t801.append(_st_cvars[_t800])
    return _t801

# <rulerun evolution.rules: piracy #373 e12cec40>
def _loop(st, L):
    _st_cvars = st.cvars
    _t803 = []
    for _t802 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t802] == L[1]) or (_st_cvars[168 + _t802] == L[1])):
            _t803.append(_t802)
    return _t803

# <rulerun evolution.rules: piracy #374 c46dad1e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t805 = 0
    for _t804 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t804] == L[1]):
            _t805 += (1 if ((_st_cvars[_t804] == 'carnivorous') or (_st_cvars[_t804] == 'high_body_weight')) else (2 if (_st_cvars[_t804] == 'parasite') else 0))
    return _t805

# <rulerun evolution.rules: piracy #375 b366f4be>
def _loop(st, L):
    _st_cvars = st.cvars
    _t807 = 0
    for _t806 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t806] == L[1]) and (_st_cvars[_t806] == 'fat_tissue')) and _st_cvars[252 + _t806]):
            _t807 += 1
    return _t807

# <rulerun evolution.rules: piracy #376 8b857465>
def _loop(st, L):
    _st_cvars = st.cvars
    _t809 = 0
    for _t808 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t808] == L[1]) and (_st_cvars[_t808] == 'fat_tissue')):
            _t809 += 1
    return _t809

# <rulerun evolution.rules: piracy #377 372789a1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t811 = 0
    for _t810 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t810] == L[1]) and (_st_cvars[_t810] == 'fat_tissue')):
            _t811 += 1
    return _t811

# <rulerun evolution.rules: piracy #378 88d0458a>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain596(((((('animal ' + _plain596(_st_cvars[420 + L[1]]) + ' of ' + _player_text597(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain596(_a598(st, L))) if (not not (_a599(st, L) or ())) else '')) + (' food ' + _plain596(_st_cvars[504 + L[1]]) + '/' + _plain596((1 + _a600(st, L))))) + ((' fat ' + _plain596(_a601(st, L)) + '/' + _plain596(_a602(st, L))) if (_a603(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: piracy #379 9850121d>
def _loop(st, _t814):
    _st_cvars = st.cvars
    _t816 = 0
    for _t815 in st.zones[(9 + st.model.zone_instances[st.loc[_t814]][1])]:
        if (_st_cvars[84 + _t815] == _t814):
            _t816 += (1 if ((_st_cvars[_t815] == 'carnivorous') or (_st_cvars[_t815] == 'high_body_weight')) else (2 if (_st_cvars[_t815] == 'parasite') else 0))
    return _t816

# <rulerun evolution.rules: piracy #380 dec36eba>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t813 = ([_c for _i in [5 + _p for _p in _k604] for _c in st.zones[_i]] or ())
    _budget605[0] -= len(_t813)
    if _budget605[0] < 0: _spent606(st)
    _t812 = []
    for _t814 in _t813:
        if ((_t814 != _l1) and ((not ((_st_cvars[924 + _t814] == _st_vars[0]) or (_st_cvars[504 + _t814] >= (1 + _a607(st, _t814))))) and (_st_cvars[504 + _t814] > 0))):
            _t812.append(_t814)
    return _t812

# <rulerun evolution.rules: piracy #381 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #382 cfa2fa98>
def _loop(st, L):
    _st_cvars = st.cvars
    _t818 = []
    for _t817 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t817] == L[2]) or (_st_cvars[168 + _t817] == L[2])):
            _t818.append(_st_cvars[_t817])
    return _t818

# <rulerun evolution.rules: piracy #383 da6a9050>
def _loop(st, L):
    _st_cvars = st.cvars
    _t820 = []
    for _t819 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t819] == L[2]) or (_st_cvars[168 + _t819] == L[2])):
            _t820.append(_t819)
    return _t820

# <rulerun evolution.rules: piracy #384 3eed9718>
def _loop(st, L):
    _st_cvars = st.cvars
    _t822 = 0
    for _t821 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t821] == L[2]):
            _t822 += (1 if ((_st_cvars[_t821] == 'carnivorous') or (_st_cvars[_t821] == 'high_body_weight')) else (2 if (_st_cvars[_t821] == 'parasite') else 0))
    return _t822

# <rulerun evolution.rules: piracy #385 71c0973a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t824 = 0
    for _t823 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t823] == L[2]) and (_st_cvars[_t823] == 'fat_tissue')) and _st_cvars[252 + _t823]):
            _t824 += 1
    return _t824

# <rulerun evolution.rules: piracy #386 4acb80d7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t826 = 0
    for _t825 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t825] == L[2]) and (_st_cvars[_t825] == 'fat_tissue')):
            _t826 += 1
    return _t826

# <rulerun evolution.rules: piracy #387 d1dac30f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t828 = 0
    for _t827 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t827] == L[2]) and (_st_cvars[_t827] == 'fat_tissue')):
            _t828 += 1
    return _t828

# <rulerun evolution.rules: piracy #388 8317c2ed>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain608(((((('animal ' + _plain608(_st_cvars[420 + L[2]]) + ' of ' + _player_text609(st.model.zone_instances[st.loc[L[2]]][1])) + ((' ' + _plain608(_a610(st, L))) if (not not (_a611(st, L) or ())) else '')) + (' food ' + _plain608(_st_cvars[504 + L[2]]) + '/' + _plain608((1 + _a612(st, L))))) + ((' fat ' + _plain608(_a613(st, L)) + '/' + _plain608(_a614(st, L))) if (_a615(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else ''))))

# <rulerun evolution.rules: piracy #389 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: piracy #390 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: grazing #391 37760d50>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text619(_audience616(st), ['Grazing: ', _PlayerRef617(L[0]), "'s animal ", _plain618(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain618(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #392 a44b874c>
def _loop(st, _t831):
    _st_cvars = st.cvars
    for _t832 in st.zones[(9 + st.model.zone_instances[st.loc[_t831]][1])]:
        if ((_st_cvars[84 + _t832] == _t831) and (_st_cvars[_t832] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #393 a90e1d94>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t830 = st.zones[(5 + L[0])]
    _budget620[0] -= len(_t830)
    if _budget620[0] < 0: _spent621(st)
    _t829 = []
    for _t831 in _t830:
        if ((_a622(st, _t831) and (_st_cvars[840 + _t831] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t829.append(_t831)
    return _t829

# <rulerun evolution.rules: grazing #394 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: grazing #395 e4298e7d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t835 = []
    for _t834 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t834] == L[1]) or (_st_cvars[168 + _t834] == L[1])):
            _t835.append(_st_cvars[_t834])
    return _t835

# <rulerun evolution.rules: grazing #396 4df7e9b5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t837 = []
    for _t836 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t836] == L[1]) or (_st_cvars[168 + _t836] == L[1])):
            _t837.append(_t836)
    return _t837

# <rulerun evolution.rules: grazing #397 ef0632a7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t839 = 0
    for _t838 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t838] == L[1]):
            _t839 += (1 if ((_st_cvars[_t838] == 'carnivorous') or (_st_cvars[_t838] == 'high_body_weight')) else (2 if (_st_cvars[_t838] == 'parasite') else 0))
    return _t839

# <rulerun evolution.rules: grazing #398 87b15937>
def _loop(st, L):
    _st_cvars = st.cvars
    _t841 = 0
    for _t840 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t840] == L[1]) and (_st_cvars[_t840] == 'fat_tissue')) and _st_cvars[252 + _t840]):
            _t841 += 1
    return _t841

# <rulerun evolution.rules: grazing #399 20aefe11>
def _loop(st, L):
    _st_cvars = st.cvars
    _t843 = 0
    for _t842 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t842] == L[1]) and (_st_cvars[_t842] == 'fat_tissue')):
            _t843 += 1
    return _t843

# <rulerun evolution.rules: grazing #400 a6b2f053>
def _loop(st, L):
    _st_cvars = st.cvars
    _t845 = 0
    for _t844 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t844] == L[1]) and (_st_cvars[_t844] == 'fat_tissue')):
            _t845 += 1
    return _t845

# <rulerun evolution.rules: grazing #401 38b26c8e>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain623(((((('animal ' + _plain623(_st_cvars[420 + L[1]]) + ' of ' + _player_text624(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain623(_a625(st, L))) if (not not (_a626(st, L) or ())) else '')) + (' food ' + _plain623(_st_cvars[504 + L[1]]) + '/' + _plain623((1 + _a627(st, L))))) + ((' fat ' + _plain623(_a628(st, L)) + '/' + _plain623(_a629(st, L))) if (_a630(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: hibernation #402 dde0d936>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_cvars[924 + _l1] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text634(_audience631(st), ['Hibernation: ', _PlayerRef632(L[0]), "'s animal ", _plain633(_st_cvars[420 + _l1]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: hibernation #403 92e5590a>
def _loop(st, _t848):
    _st_cvars = st.cvars
    for _t849 in st.zones[(9 + st.model.zone_instances[st.loc[_t848]][1])]:
        if ((_st_cvars[84 + _t849] == _t848) and (_st_cvars[_t849] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #404 43d8b49c>
def _loop(st, _t848):
    _st_cvars = st.cvars
    _t852 = 0
    for _t851 in st.zones[(9 + st.model.zone_instances[st.loc[_t848]][1])]:
        if (_st_cvars[84 + _t851] == _t848):
            _t852 += (1 if ((_st_cvars[_t851] == 'carnivorous') or (_st_cvars[_t851] == 'high_body_weight')) else (2 if (_st_cvars[_t851] == 'parasite') else 0))
    return _t852

# <rulerun evolution.rules: hibernation #405 0bbc4bfd>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t847 = st.zones[(5 + L[0])]
    _budget635[0] -= len(_t847)
    if _budget635[0] < 0: _spent636(st)
    _t846 = []
    for _t848 in _t847:
        if ((((_a637(st, _t848) and (_st_cvars[924 + _t848] != _st_vars[0])) and (_st_cvars[924 + _t848] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t848] == _st_vars[0]) or (_st_cvars[504 + _t848] >= (1 + _a638(st, _t848)))))):
            _t846.append(_t848)
    return _t846

# <rulerun evolution.rules: hibernation #406 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hibernation #407 bf5d8a78>
def _loop(st, L):
    _st_cvars = st.cvars
    _t854 = []
    for _t853 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t853] == L[1]) or (_st_cvars[168 + _t853] == L[1])):
            _t854.append(_st_cvars[_t853])
    return _t854

# <rulerun evolution.rules: hibernation #408 318a71c4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t856 = []
    for _t855 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t855] == L[1]) or (_st_cvars[168 + _t855] == L[1])):
            _t856.append(_t855)
    return _t856

# <rulerun evolution.rules: hibernation #409 2d211e69>
def _loop(st, L):
    _st_cvars = st.cvars
    _t858 = 0
    for _t857 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t857] == L[1]):
            _t858 += (1 if ((_st_cvars[_t857] == 'carnivorous') or (_st_cvars[_t857] == 'high_body_weight')) else (2 if (_st_cvars[_t857] == 'parasite') else 0))
    return _t858

# <rulerun evolution.rules: hibernation #410 d1ee9d11>
def _loop(st, L):
    _st_cvars = st.cvars
    _t860 = 0
    for _t859 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t859] == L[1]) and (_st_cvars[_t859] == 'fat_tissue')) and _st_cvars[252 + _t859]):
            _t860 += 1
    return _t860

# <rulerun evolution.rules: hibernation #411 5966b472>
def _loop(st, L):
    _st_cvars = st.cvars
    _t862 = 0
    for _t861 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t861] == L[1]) and (_st_cvars[_t861] == 'fat_tissue')):
            _t862 += 1
    return _t862

# <rulerun evolution.rules: hibernation #412 a3c7d44d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t864 = 0
    for _t863 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t863] == L[1]) and (_st_cvars[_t863] == 'fat_tissue')):
            _t864 += 1
    return _t864

# <rulerun evolution.rules: hibernation #413 f15b527e>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain639(((((('animal ' + _plain639(_st_cvars[420 + L[1]]) + ' of ' + _player_text640(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain639(_a641(st, L))) if (not not (_a642(st, L) or ())) else '')) + (' food ' + _plain639(_st_cvars[504 + L[1]]) + '/' + _plain639((1 + _a643(st, L))))) + ((' fat ' + _plain639(_a644(st, L)) + '/' + _plain639(_a645(st, L))) if (_a646(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: attack_action #414 1ddfbc76>
def _loop(st, _t867):
    _st_cvars = st.cvars
    for _t868 in st.zones[(9 + st.model.zone_instances[st.loc[_t867]][1])]:
        if ((_st_cvars[84 + _t868] == _t867) and (_st_cvars[_t868] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #415 95e41790>
def _loop(st, _t867):
    _st_cvars = st.cvars
    _t871 = 0
    for _t870 in st.zones[(9 + st.model.zone_instances[st.loc[_t867]][1])]:
        if (_st_cvars[84 + _t870] == _t867):
            _t871 += (1 if ((_st_cvars[_t870] == 'carnivorous') or (_st_cvars[_t870] == 'high_body_weight')) else (2 if (_st_cvars[_t870] == 'parasite') else 0))
    return _t871

# <rulerun evolution.rules: attack_action #416 bcb2c716>
def _loop(st, _t867):
    _st_cvars = st.cvars
    _t873 = 0
    for _t872 in st.zones[(9 + st.model.zone_instances[st.loc[_t867]][1])]:
        if (((_st_cvars[84 + _t872] == _t867) and (_st_cvars[_t872] == 'fat_tissue')) and _st_cvars[252 + _t872]):
            _t873 += 1
    return _t873

# <rulerun evolution.rules: attack_action #417 50820583>
def _loop(st, _t867):
    _st_cvars = st.cvars
    _t875 = 0
    for _t874 in st.zones[(9 + st.model.zone_instances[st.loc[_t867]][1])]:
        if ((_st_cvars[84 + _t874] == _t867) and (_st_cvars[_t874] == 'fat_tissue')):
            _t875 += 1
    return _t875

# <rulerun evolution.rules: attack_action #418 232e70e4>
def _loop(st, _t877):
    _st_cvars = st.cvars
    _t880 = 0
    for _t879 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t877]]][1])]:
        if (_st_cvars[84 + _t879] == _st_cvars[84 + _t877]):
            _t880 += (1 if ((_st_cvars[_t879] == 'carnivorous') or (_st_cvars[_t879] == 'high_body_weight')) else (2 if (_st_cvars[_t879] == 'parasite') else 0))
    return _t880

# <rulerun evolution.rules: attack_action #419 102203ee>
def _loop(st, _t867):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t876 = st.zones[(9 + st.model.zone_instances[st.loc[_t867]][1])]
    _budget653[0] -= len(_t876)
    if _budget653[0] < 0: _spent654(st)
    for _t877 in _t876:
        if (((_st_cvars[_t877] == 'symbiosis') and (_st_cvars[168 + _t877] == _t867)) and (not ((_st_cvars[924 + _st_cvars[84 + _t877]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t877]] >= (1 + _a655(st, _t877)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #420 69709b08>
def _loop(st, _t882):
    _st_cvars = st.cvars
    for _t884 in st.zones[(9 + st.model.zone_instances[st.loc[_t882]][1])]:
        if ((_st_cvars[84 + _t884] == _t882) and (_st_cvars[_t884] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #421 6a9c4e18>
def _loop(st, _t867):
    _st_cvars = st.cvars
    for _t886 in st.zones[(9 + st.model.zone_instances[st.loc[_t867]][1])]:
        if ((_st_cvars[84 + _t886] == _t867) and (_st_cvars[_t886] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #422 6d0da032>
def _loop(st, _t882):
    _st_cvars = st.cvars
    for _t890 in st.zones[(9 + st.model.zone_instances[st.loc[_t882]][1])]:
        if ((_st_cvars[84 + _t890] == _t882) and (_st_cvars[_t890] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #423 61dda144>
def _loop(st, _t867):
    _st_cvars = st.cvars
    for _t892 in st.zones[(9 + st.model.zone_instances[st.loc[_t867]][1])]:
        if ((_st_cvars[84 + _t892] == _t867) and (_st_cvars[_t892] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #424 ca408e67>
def _loop(st, _t882):
    _st_cvars = st.cvars
    for _t896 in st.zones[(9 + st.model.zone_instances[st.loc[_t882]][1])]:
        if ((_st_cvars[84 + _t896] == _t882) and (_st_cvars[_t896] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #425 bfe36cc3>
def _loop(st, _t867):
    _st_cvars = st.cvars
    for _t898 in st.zones[(9 + st.model.zone_instances[st.loc[_t867]][1])]:
        if ((_st_cvars[84 + _t898] == _t867) and (_st_cvars[_t898] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #426 31d465fb>
def _loop(st, _t882):
    _st_cvars = st.cvars
    for _t902 in st.zones[(9 + st.model.zone_instances[st.loc[_t882]][1])]:
        if ((_st_cvars[84 + _t902] == _t882) and (_st_cvars[_t902] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #427 afca46f8>
def _loop(st, _t882):
    _st_cvars = st.cvars
    _t905 = 0
    for _t904 in st.zones[(9 + st.model.zone_instances[st.loc[_t882]][1])]:
        if (_st_cvars[84 + _t904] == _t882):
            _t905 += (1 if ((_st_cvars[_t904] == 'carnivorous') or (_st_cvars[_t904] == 'high_body_weight')) else (2 if (_st_cvars[_t904] == 'parasite') else 0))
    return _t905

# <rulerun evolution.rules: attack_action #428 972414c8>
def _loop(st, _t882):
    _st_cvars = st.cvars
    for _t906 in st.zones[(9 + st.model.zone_instances[st.loc[_t882]][1])]:
        if ((_st_cvars[_t906] == 'symbiosis') and (_st_cvars[168 + _t906] == _t882)):
            return True
    return False

# <rulerun evolution.rules: attack_action #429 2bf59641>
def _loop(st, _t867):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t881 = ([_c for _i in [5 + _p for _p in _k657] for _c in st.zones[_i]] or ())
    _budget658[0] -= len(_t881)
    if _budget658[0] < 0: _spent659(st)
    _t888 = _NOT_YET
    _t889 = _NOT_YET
    _t894 = _NOT_YET
    _t895 = _NOT_YET
    _t900 = _NOT_YET
    _t901 = _NOT_YET
    for _t882 in _t881:
        if ((((((_t867 != _t882) and ((not _a660(st, _t882)) or (_t889 if _t889 is not _NOT_YET else (_t889 := (_t888 if _t888 is not _NOT_YET else (_t888 := _a661(st, _t867))))))) and ((not _a662(st, _t882)) or (_t895 if _t895 is not _NOT_YET else (_t895 := (_t894 if _t894 is not _NOT_YET else (_t894 := _a663(st, _t867))))))) and (_a664(st, _t882) == (_t901 if _t901 is not _NOT_YET else (_t901 := (_t900 if _t900 is not _NOT_YET else (_t900 := _a665(st, _t867))))))) and (not (_a666(st, _t882) and ((_st_cvars[924 + _t882] == _st_vars[0]) or (_st_cvars[504 + _t882] >= (1 + _a667(st, _t882))))))) and (not _a668(st, _t882))):
            return True
    return False

# <rulerun evolution.rules: attack_action #430 64a6025d>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t866 = st.zones[(5 + L[0])]
    _budget647[0] -= len(_t866)
    if _budget647[0] < 0: _spent648(st)
    _t865 = []
    for _t867 in _t866:
        if (((_a649(st, _t867) and (_st_cvars[672 + _t867] != _st_vars[0])) and ((not ((_st_cvars[924 + _t867] == _st_vars[0]) or ((_st_cvars[504 + _t867] >= (1 + _a650(st, _t867))) and (_a651(st, _t867) >= _a652(st, _t867))))) and (not _a656(st, _t867)))) and _a669(st, _t867)):
            _t865.append(_t867)
    return _t865

# <rulerun evolution.rules: attack_action #431 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #432 dac1bf70>
def _loop(st, L):
    _st_cvars = st.cvars
    _t909 = []
    for _t908 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t908] == L[1]) or (_st_cvars[168 + _t908] == L[1])):
            _t909.append(_st_cvars[_t908])
    return _t909

# <rulerun evolution.rules: attack_action #433 b8d732ed>
def _loop(st, L):
    _st_cvars = st.cvars
    _t911 = []
    for _t910 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t910] == L[1]) or (_st_cvars[168 + _t910] == L[1])):
            _t911.append(_t910)
    return _t911

# <rulerun evolution.rules: attack_action #434 7317e4cb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t913 = 0
    for _t912 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t912] == L[1]):
            _t913 += (1 if ((_st_cvars[_t912] == 'carnivorous') or (_st_cvars[_t912] == 'high_body_weight')) else (2 if (_st_cvars[_t912] == 'parasite') else 0))
    return _t913

# <rulerun evolution.rules: attack_action #435 5a94349c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t915 = 0
    for _t914 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t914] == L[1]) and (_st_cvars[_t914] == 'fat_tissue')) and _st_cvars[252 + _t914]):
            _t915 += 1
    return _t915

# <rulerun evolution.rules: attack_action #436 e42ce4c7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t917 = 0
    for _t916 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t916] == L[1]) and (_st_cvars[_t916] == 'fat_tissue')):
            _t917 += 1
    return _t917

# <rulerun evolution.rules: attack_action #437 bcc275bb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t919 = 0
    for _t918 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t918] == L[1]) and (_st_cvars[_t918] == 'fat_tissue')):
            _t919 += 1
    return _t919

# <rulerun evolution.rules: attack_action #438 8a1579c5>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain670(((((('animal ' + _plain670(_st_cvars[420 + L[1]]) + ' of ' + _player_text671(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain670(_a672(st, L))) if (not not (_a673(st, L) or ())) else '')) + (' food ' + _plain670(_st_cvars[504 + L[1]]) + '/' + _plain670((1 + _a674(st, L))))) + ((' fat ' + _plain670(_a675(st, L)) + '/' + _plain670(_a676(st, L))) if (_a677(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: attack_action #439 5fc17828>
def _loop(st, _t922):
    _st_cvars = st.cvars
    for _t923 in st.zones[(9 + st.model.zone_instances[st.loc[_t922]][1])]:
        if ((_st_cvars[84 + _t923] == _t922) and (_st_cvars[_t923] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #440 ef48bcdc>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t925 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t925] == _l1) and (_st_cvars[_t925] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #441 94c945ee>
def _loop(st, _t922):
    _st_cvars = st.cvars
    for _t929 in st.zones[(9 + st.model.zone_instances[st.loc[_t922]][1])]:
        if ((_st_cvars[84 + _t929] == _t922) and (_st_cvars[_t929] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #442 a4d7b552>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t931 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t931] == _l1) and (_st_cvars[_t931] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #443 f3b2937f>
def _loop(st, _t922):
    _st_cvars = st.cvars
    for _t935 in st.zones[(9 + st.model.zone_instances[st.loc[_t922]][1])]:
        if ((_st_cvars[84 + _t935] == _t922) and (_st_cvars[_t935] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #444 6b5baa12>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t937 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t937] == _l1) and (_st_cvars[_t937] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #445 d6131a4d>
def _loop(st, _t922):
    _st_cvars = st.cvars
    for _t941 in st.zones[(9 + st.model.zone_instances[st.loc[_t922]][1])]:
        if ((_st_cvars[84 + _t941] == _t922) and (_st_cvars[_t941] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #446 dff52b5e>
def _loop(st, _t922):
    _st_cvars = st.cvars
    _t944 = 0
    for _t943 in st.zones[(9 + st.model.zone_instances[st.loc[_t922]][1])]:
        if (_st_cvars[84 + _t943] == _t922):
            _t944 += (1 if ((_st_cvars[_t943] == 'carnivorous') or (_st_cvars[_t943] == 'high_body_weight')) else (2 if (_st_cvars[_t943] == 'parasite') else 0))
    return _t944

# <rulerun evolution.rules: attack_action #447 b905dcae>
def _loop(st, _t922):
    _st_cvars = st.cvars
    for _t945 in st.zones[(9 + st.model.zone_instances[st.loc[_t922]][1])]:
        if ((_st_cvars[_t945] == 'symbiosis') and (_st_cvars[168 + _t945] == _t922)):
            return True
    return False

# <rulerun evolution.rules: attack_action #448 b52f43b5>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t921 = ([_c for _i in [5 + _p for _p in _k678] for _c in st.zones[_i]] or ())
    _budget679[0] -= len(_t921)
    if _budget679[0] < 0: _spent680(st)
    _t927 = _NOT_YET
    _t928 = _NOT_YET
    _t933 = _NOT_YET
    _t934 = _NOT_YET
    _t939 = _NOT_YET
    _t940 = _NOT_YET
    _t920 = []
    for _t922 in _t921:
        if ((((((_l1 != _t922) and ((not _a681(st, _t922)) or (_t928 if _t928 is not _NOT_YET else (_t928 := (_t927 if _t927 is not _NOT_YET else (_t927 := _a682(st, L))))))) and ((not _a683(st, _t922)) or (_t934 if _t934 is not _NOT_YET else (_t934 := (_t933 if _t933 is not _NOT_YET else (_t933 := _a684(st, L))))))) and (_a685(st, _t922) == (_t940 if _t940 is not _NOT_YET else (_t940 := (_t939 if _t939 is not _NOT_YET else (_t939 := _a686(st, L))))))) and (not (_a687(st, _t922) and ((_st_cvars[924 + _t922] == _st_vars[0]) or (_st_cvars[504 + _t922] >= (1 + _a688(st, _t922))))))) and (not _a689(st, _t922))):
            _t920.append(_t922)
    return _t920

# <rulerun evolution.rules: attack_action #449 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #450 3a952276>
def _loop(st, L):
    _st_cvars = st.cvars
    _t948 = []
    for _t947 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t947] == L[2]) or (_st_cvars[168 + _t947] == L[2])):
            _t948.append(_st_cvars[_t947])
    return _t948

# <rulerun evolution.rules: attack_action #451 d648fe0b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t950 = []
    for _t949 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t949] == L[2]) or (_st_cvars[168 + _t949] == L[2])):
            _t950.append(_t949)
    return _t950

# <rulerun evolution.rules: attack_action #452 dc2d800a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t952 = 0
    for _t951 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t951] == L[2]):
            _t952 += (1 if ((_st_cvars[_t951] == 'carnivorous') or (_st_cvars[_t951] == 'high_body_weight')) else (2 if (_st_cvars[_t951] == 'parasite') else 0))
    return _t952

# <rulerun evolution.rules: attack_action #453 1242bf5e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t954 = 0
    for _t953 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t953] == L[2]) and (_st_cvars[_t953] == 'fat_tissue')) and _st_cvars[252 + _t953]):
            _t954 += 1
    return _t954

# <rulerun evolution.rules: attack_action #454 fa740915>
def _loop(st, L):
    _st_cvars = st.cvars
    _t956 = 0
    for _t955 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t955] == L[2]) and (_st_cvars[_t955] == 'fat_tissue')):
            _t956 += 1
    return _t956

# <rulerun evolution.rules: attack_action #455 76124f92>
def _loop(st, L):
    _st_cvars = st.cvars
    _t958 = 0
    for _t957 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t957] == L[2]) and (_st_cvars[_t957] == 'fat_tissue')):
            _t958 += 1
    return _t958

# <rulerun evolution.rules: attack_action #456 97e78dfa>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain690(((((('animal ' + _plain690(_st_cvars[420 + L[2]]) + ' of ' + _player_text691(st.model.zone_instances[st.loc[L[2]]][1])) + ((' ' + _plain690(_a692(st, L))) if (not not (_a693(st, L) or ())) else '')) + (' food ' + _plain690(_st_cvars[504 + L[2]]) + '/' + _plain690((1 + _a694(st, L))))) + ((' fat ' + _plain690(_a695(st, L)) + '/' + _plain690(_a696(st, L))) if (_a697(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else ''))))

# <rulerun evolution.rules: attack_action #457 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: attack_action #458 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: hunt #459 cb28ab29>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_cvars[672 + _l0] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text701(_audience698(st), [_PlayerRef699(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain700(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef699(st.model.zone_instances[_st_loc[_l1]][1]), "'s animal ", _plain700(_st_cvars[420 + _l1])]))

# <rulerun evolution.rules: hunt #460 a1523060>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t959 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t959] == L[2]) and (_st_cvars[_t959] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #461 4836ca72>
def _loop(st, _i10l0):
    _st_cvars = st.cvars
    _t963 = []
    for _t962 in st.zones[(9 + st.model.zone_instances[st.loc[_i10l0]][1])]:
        if ((_st_cvars[84 + _t962] == _i10l0) or (_st_cvars[168 + _t962] == _i10l0)):
            _t963.append(_t962)
    return _t963

# <rulerun evolution.rules: hunt #462 8753f964>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value702(st, 1, 1, 'attack'))
    L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value702(st, 1, 0, 'attack'))
    L[4] = _a703(st, L)
    if _st_log is not None: _st_log.append(_Text707(_audience704(st), [_PlayerRef705(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain706(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef705(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain706(_st_cvars[420 + L[2]])]))
    _i10l0 = L[2]
    _i10 = [_i10l0, None, None, None, None]
    _i10[1] = st.model.zone_instances[_st_loc[_i10l0]][1]
    _t964 = (_a708(st, _i10l0) or [])
    _budget709[0] -= len(_t964)
    if _budget709[0] < 0: _spent710(st)
    for _t961 in _t964:
        _i10[4] = _t961
        _i11l0 = _t961
        _i11 = [_i11l0, None]
        _i11[1] = st.model.zone_instances[_st_loc[_i11l0]][1]
        _st_cvars[252 + _i11l0] = False
        _st_cvars[84 + _i11l0] = None
        _st_cvars[168 + _i11l0] = None
        _st_cvars[_i11l0] = 'no_trait'
        _t965 = _i11l0
        _t966 = (13 + _i11[1])
        if type(_t965) is int and _st_log is None:
            _t967 = _st_zones[_st_loc[_t965]]
            if _t967[-1] == _t965: _t967.pop()
            else: _t967.remove(_t965)
            _st_zones[_t966].append(_t965); _st_loc[_t965] = _t966
        elif _t965 is not None:
            _move_cards711(st, _t965, _t966, False)
    _st_cvars[504 + _i10l0] = 0
    _st_cvars[588 + _i10l0] = False
    _t968 = _i10l0
    _t969 = (13 + _i10[1])
    if type(_t968) is int and _st_log is None:
        _t970 = _st_zones[_st_loc[_t968]]
        if _t970[-1] == _t968: _t970.pop()
        else: _t970.remove(_t968)
        _st_zones[_t969].append(_t968); _st_loc[_t968] = _t969
    elif _t968 is not None:
        _move_cards711(st, _t968, _t969, False)

# <rulerun evolution.rules: hunt #463 04cb5937>
def _native(st, L):
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_log = st.log
    if L[4]:
        _st_cvars[588 + _l3] = True
        if _st_log is not None: _st_log.append(_Text714(_audience712(st), ['Animal ', _plain713(_st_cvars[420 + _l3]), ' has eaten a poisonous animal: it will die in the extinction phase']))

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

# <rulerun evolution.rules: scavenge #470 eb5c8816>
def _loop(st, _t973):
    _st_cvars = st.cvars
    for _t974 in st.zones[(9 + st.model.zone_instances[st.loc[_t973]][1])]:
        if ((_st_cvars[84 + _t974] == _t973) and (_st_cvars[_t974] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #471 0619239c>
def _loop(st, _t973):
    _st_cvars = st.cvars
    _t977 = 0
    for _t976 in st.zones[(9 + st.model.zone_instances[st.loc[_t973]][1])]:
        if (_st_cvars[84 + _t976] == _t973):
            _t977 += (1 if ((_st_cvars[_t976] == 'carnivorous') or (_st_cvars[_t976] == 'high_body_weight')) else (2 if (_st_cvars[_t976] == 'parasite') else 0))
    return _t977

# <rulerun evolution.rules: scavenge #472 4b8cdc22>
def _loop(st, _t973):
    _st_cvars = st.cvars
    _t979 = 0
    for _t978 in st.zones[(9 + st.model.zone_instances[st.loc[_t973]][1])]:
        if (((_st_cvars[84 + _t978] == _t973) and (_st_cvars[_t978] == 'fat_tissue')) and _st_cvars[252 + _t978]):
            _t979 += 1
    return _t979

# <rulerun evolution.rules: scavenge #473 7942bcb0>
def _loop(st, _t973):
    _st_cvars = st.cvars
    _t981 = 0
    for _t980 in st.zones[(9 + st.model.zone_instances[st.loc[_t973]][1])]:
        if ((_st_cvars[84 + _t980] == _t973) and (_st_cvars[_t980] == 'fat_tissue')):
            _t981 += 1
    return _t981

# <rulerun evolution.rules: scavenge #474 53556b73>
def _loop(st, _t983):
    _st_cvars = st.cvars
    _t986 = 0
    for _t985 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t983]]][1])]:
        if (_st_cvars[84 + _t985] == _st_cvars[84 + _t983]):
            _t986 += (1 if ((_st_cvars[_t985] == 'carnivorous') or (_st_cvars[_t985] == 'high_body_weight')) else (2 if (_st_cvars[_t985] == 'parasite') else 0))
    return _t986

# <rulerun evolution.rules: scavenge #475 e79e9117>
def _loop(st, _t973):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t982 = st.zones[(9 + st.model.zone_instances[st.loc[_t973]][1])]
    _budget721[0] -= len(_t982)
    if _budget721[0] < 0: _spent722(st)
    for _t983 in _t982:
        if (((_st_cvars[_t983] == 'symbiosis') and (_st_cvars[168 + _t983] == _t973)) and (not ((_st_cvars[924 + _st_cvars[84 + _t983]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t983]] >= (1 + _a723(st, _t983)))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #476 4138df59>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t972 = st.zones[(5 + L[3])]
    _budget715[0] -= len(_t972)
    if _budget715[0] < 0: _spent716(st)
    _t971 = []
    for _t973 in _t972:
        if (_a717(st, _t973) and ((not ((_st_cvars[924 + _t973] == _st_vars[0]) or ((_st_cvars[504 + _t973] >= (1 + _a718(st, _t973))) and (_a719(st, _t973) >= _a720(st, _t973))))) and (not _a724(st, _t973)))):
            _t971.append(_t973)
    L[4] = _t971

# <rulerun evolution.rules: scavenge #477 4f4b7b08>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text728(_audience725(st), ['Scavenger: ', _PlayerRef726(L[3]), "'s animal ", _plain727(st.cvars[420 + L[5]]), ' receives a blue token']))

# <rulerun evolution.rules: scavenge #478 e693422f>
def _native(st, L):
    return 2

# <rulerun evolution.rules: scavenge #479 098f920a>
def _native(st, L):
    return _o729[L[0]]

# <rulerun evolution.rules: scavenge #480 bfef81a9>
def _native(st, L):
    return (not not (L[4] or ()))

# <rulerun evolution.rules: scavenge #481 1e71781e>
def _loop(st, L):
    _t990 = (L[4] or ())
    _budget732[0] -= len(_t990)
    if _budget732[0] < 0: _spent733(st)
    for _t991 in _t990:
        return _t991
    return None

# <rulerun evolution.rules: scavenge #482 9da7b178>
def _native(st, L):
    _t988 = (L[4] or ())
    _budget730[0] -= len(_t988)
    if _budget730[0] < 0: _spent731(st)
    _t993 = _NOT_YET
    _t987 = []
    for _t989 in _t988:
        if ((not False) or (_t989 == (_t993 if _t993 is not _NOT_YET else (_t993 := _a734(st, L))))):
            _t987.append(_t989)
    return _t987

# <rulerun evolution.rules: scavenge #483 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #484 a73e3654>
def _loop(st, L):
    _st_cvars = st.cvars
    _t995 = []
    for _t994 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t994] == L[5]) or (_st_cvars[168 + _t994] == L[5])):
            _t995.append(_st_cvars[_t994])
    return _t995

# <rulerun evolution.rules: scavenge #485 626792d2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t997 = []
    for _t996 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t996] == L[5]) or (_st_cvars[168 + _t996] == L[5])):
            _t997.append(_t996)
    return _t997

# <rulerun evolution.rules: scavenge #486 018f6021>
def _loop(st, L):
    _st_cvars = st.cvars
    _t999 = 0
    for _t998 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t998] == L[5]):
            _t999 += (1 if ((_st_cvars[_t998] == 'carnivorous') or (_st_cvars[_t998] == 'high_body_weight')) else (2 if (_st_cvars[_t998] == 'parasite') else 0))
    return _t999

# <rulerun evolution.rules: scavenge #487 67a3c25b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1001 = 0
    for _t1000 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t1000] == L[5]) and (_st_cvars[_t1000] == 'fat_tissue')) and _st_cvars[252 + _t1000]):
            _t1001 += 1
    return _t1001

# <rulerun evolution.rules: scavenge #488 e8f9b180>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1003 = 0
    for _t1002 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1002] == L[5]) and (_st_cvars[_t1002] == 'fat_tissue')):
            _t1003 += 1
    return _t1003

# <rulerun evolution.rules: scavenge #489 dd92eaa5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1005 = 0
    for _t1004 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1004] == L[5]) and (_st_cvars[_t1004] == 'fat_tissue')):
            _t1005 += 1
    return _t1005

# <rulerun evolution.rules: scavenge #490 746900a1>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain735(((((('animal ' + _plain735(_st_cvars[420 + L[5]]) + ' of ' + _player_text736(st.model.zone_instances[st.loc[L[5]]][1])) + ((' ' + _plain735(_a737(st, L))) if (not not (_a738(st, L) or ())) else '')) + (' food ' + _plain735(_st_cvars[504 + L[5]]) + '/' + _plain735((1 + _a739(st, L))))) + ((' fat ' + _plain735(_a740(st, L)) + '/' + _plain735(_a741(st, L))) if (_a742(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else ''))))

# <rulerun evolution.rules: scavenge #491 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun evolution.rules: scavenge #492 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: drop_trait #493 dbcb4dca>
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
    _t1006 = _l0
    _t1007 = (13 + L[1])
    if type(_t1006) is int and st.log is None:
        _t1008 = _st_zones[_st_loc[_t1006]]
        if _t1008[-1] == _t1006: _t1008.pop()
        else: _t1008.remove(_t1006)
        _st_zones[_t1007].append(_t1006); _st_loc[_t1006] = _t1007
    elif _t1006 is not None:
        _move_cards743(st, _t1006, _t1007, False)

# <rulerun evolution.rules: remove_animal #494 6676e0ab>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1011 = []
    for _t1010 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1010] == _l0) or (_st_cvars[168 + _t1010] == _l0)):
            _t1011.append(_t1010)
    return _t1011

# <rulerun evolution.rules: remove_animal #495 dc8beb89>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = st.model.zone_instances[_st_loc[_l0]][1]
    _t1012 = (_a744(st, L) or [])
    _budget745[0] -= len(_t1012)
    if _budget745[0] < 0: _spent746(st)
    for _t1009 in _t1012:
        L[4] = _t1009
        _i12l0 = _t1009
        _i12 = [_i12l0, None]
        _i12[1] = st.model.zone_instances[_st_loc[_i12l0]][1]
        _st_cvars[252 + _i12l0] = False
        _st_cvars[84 + _i12l0] = None
        _st_cvars[168 + _i12l0] = None
        _st_cvars[_i12l0] = 'no_trait'
        _t1013 = _i12l0
        _t1014 = (13 + _i12[1])
        if type(_t1013) is int and _st_log is None:
            _t1015 = _st_zones[_st_loc[_t1013]]
            if _t1015[-1] == _t1013: _t1015.pop()
            else: _t1015.remove(_t1013)
            _st_zones[_t1014].append(_t1013); _st_loc[_t1013] = _t1014
        elif _t1013 is not None:
            _move_cards747(st, _t1013, _t1014, False)
    _st_cvars[504 + _l0] = 0
    _st_cvars[588 + _l0] = False
    _t1016 = _l0
    _t1017 = (13 + L[1])
    if type(_t1016) is int and _st_log is None:
        _t1018 = _st_zones[_st_loc[_t1016]]
        if _t1018[-1] == _t1016: _t1018.pop()
        else: _t1018.remove(_t1016)
        _st_zones[_t1017].append(_t1016); _st_loc[_t1016] = _t1017
    elif _t1016 is not None:
        _move_cards747(st, _t1016, _t1017, False)

# <rulerun evolution.rules: deal #496 63a4090f>
def _loop(st):
    for _t1021 in (_k754 or ()):
        if (st.vars[7 + _t1021] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #497 ad0da3e8>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t1019 in (_k748 or []):
        L[2] = _t1019
        _st_vars[7 + _t1019] = (6 if ((not _st_zones[(5 + _t1019)]) and (not _st_zones[(1 + _t1019)])) else (1 + len(_st_zones[(5 + _t1019)])))
    for _t1020 in (_o749[_st_vars[1]] or []):
        L[5] = _t1020
        if _st_log is not None: _st_log.append(_Text753(_audience750(st), ['Cards owed to ', _PlayerRef751(_t1020), ': ', _plain752(_st_vars[7 + _t1020])]))
    while ((not not _st_zones[0]) and _a755(st)):
        _budget756[0] -= 1
        if _budget756[0] < 0: _spent757(st)
        for _t1023 in (_o758[_st_vars[1]] or []):
            L[8] = _t1023
            if not (((_st_vars[7 + _t1023] > 0) and (not not _st_zones[0]))): continue
            _t1026 = _st_zones[0]
            _t1025 = (1 + _t1023)
            if _st_log is None and _t1026:
                _t1024 = _t1026.pop(); _st_zones[_t1025].append(_t1024); st.loc[_t1024] = _t1025
            elif _t1026:
                _move_cards759(st, _t1026[-1], _t1025, False)
            _st_vars[7 + _t1023] = _st_vars[7 + _t1023] - 1
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text753(_audience750(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #498 7c3e567d>
def _loop(st, _t1027):
    _st_cvars = st.cvars
    _t1030 = 0
    for _t1029 in st.zones[(9 + _t1027)]:
        _t1030 += (1 + (1 if ((_st_cvars[_t1029] == 'carnivorous') or (_st_cvars[_t1029] == 'high_body_weight')) else (2 if (_st_cvars[_t1029] == 'parasite') else 0)))
    return _t1030

# <rulerun evolution.rules: game_end #499 c1342efc>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i13 = [None, None, None, None, None, None, None, None]
    _t1028 = (_k760 or [])
    _budget761[0] -= len(_t1028)
    if _budget761[0] < 0: _spent762(st)
    for _t1027 in _t1028:
        _i13[2] = _t1027
        if _st_log is not None: _st_log.append(_Text767(_audience763(st), [_PlayerRef764(_t1027), ': ', _plain765(len(_st_zones[(5 + _t1027)])), ' animals, ', _plain765(len(_st_zones[(9 + _t1027)])), ' trait cards, ', _plain765(((2 * len(_st_zones[(5 + _t1027)])) + _a766(st, _t1027))), ' points; ', _plain765(len(_st_zones[(13 + _t1027)])), ' cards in the discard pile']))
    if False:
        _i13[3] = _range768(1, 4)
        for _t1031 in (_k769 or []):
            _i13[6] = _t1031
            _i13[7] = _random_item770(st, _i13[3])
            st.vars[12 + _t1031] = _i13[7]
            _i13[3] = _remove771(st, _i13[3], _i13[7])
    _end_game772(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #500 d81b579f>
def _loop(st, _t1032):
    _st_cvars = st.cvars
    _t1035 = 0
    for _t1034 in st.zones[(9 + _t1032)]:
        _t1035 += (1 + (1 if ((_st_cvars[_t1034] == 'carnivorous') or (_st_cvars[_t1034] == 'high_body_weight')) else (2 if (_st_cvars[_t1034] == 'parasite') else 0)))
    return _t1035

# <rulerun evolution.rules: final_scoring #501 77f62128>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t1033 = (_k773 or [])
    _budget774[0] -= len(_t1033)
    if _budget774[0] < 0: _spent775(st)
    for _t1032 in _t1033:
        L[2] = _t1032
        if _st_log is not None: _st_log.append(_Text780(_audience776(st), [_PlayerRef777(_t1032), ': ', _plain778(len(_st_zones[(5 + _t1032)])), ' animals, ', _plain778(len(_st_zones[(9 + _t1032)])), ' trait cards, ', _plain778(((2 * len(_st_zones[(5 + _t1032)])) + _a779(st, _t1032))), ' points; ', _plain778(len(_st_zones[(13 + _t1032)])), ' cards in the discard pile']))
    if False:
        L[3] = _range781(1, 4)
        for _t1036 in (_k782 or []):
            L[6] = _t1036
            L[7] = _random_item783(st, L[3])
            st.vars[12 + _t1036] = L[7]
            L[3] = _remove784(st, L[3], L[7])

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

# <rulerun evolution.rules: on before attack #505 7b2bffce>
def _loop(st, L, _t1040):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1041 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1041] == _l1) and (_st_cvars[_t1041] == _t1040)):
            return True
    return False

# <rulerun evolution.rules: on before attack #506 5c483bac>
def _loop(st, _t1044):
    _st_cvars = st.cvars
    for _t1046 in st.zones[(9 + st.model.zone_instances[st.loc[_t1044]][1])]:
        if ((_st_cvars[84 + _t1046] == _t1044) and (_st_cvars[_t1046] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #507 8fe78080>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1048 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1048] == _l0) and (_st_cvars[_t1048] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #508 00845207>
def _loop(st, _t1044):
    _st_cvars = st.cvars
    for _t1052 in st.zones[(9 + st.model.zone_instances[st.loc[_t1044]][1])]:
        if ((_st_cvars[84 + _t1052] == _t1044) and (_st_cvars[_t1052] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #509 33ee84e7>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1054 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1054] == _l0) and (_st_cvars[_t1054] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #510 5eeb5fe8>
def _loop(st, _t1044):
    _st_cvars = st.cvars
    for _t1058 in st.zones[(9 + st.model.zone_instances[st.loc[_t1044]][1])]:
        if ((_st_cvars[84 + _t1058] == _t1044) and (_st_cvars[_t1058] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #511 8f6810bb>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1060 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1060] == _l0) and (_st_cvars[_t1060] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #512 a615180d>
def _loop(st, _t1044):
    _st_cvars = st.cvars
    for _t1064 in st.zones[(9 + st.model.zone_instances[st.loc[_t1044]][1])]:
        if ((_st_cvars[84 + _t1064] == _t1044) and (_st_cvars[_t1064] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #513 110a3ae2>
def _loop(st, _t1044):
    _st_cvars = st.cvars
    _t1067 = 0
    for _t1066 in st.zones[(9 + st.model.zone_instances[st.loc[_t1044]][1])]:
        if (_st_cvars[84 + _t1066] == _t1044):
            _t1067 += (1 if ((_st_cvars[_t1066] == 'carnivorous') or (_st_cvars[_t1066] == 'high_body_weight')) else (2 if (_st_cvars[_t1066] == 'parasite') else 0))
    return _t1067

# <rulerun evolution.rules: on before attack #514 94040096>
def _loop(st, _t1044):
    _st_cvars = st.cvars
    for _t1068 in st.zones[(9 + st.model.zone_instances[st.loc[_t1044]][1])]:
        if ((_st_cvars[_t1068] == 'symbiosis') and (_st_cvars[168 + _t1068] == _t1044)):
            return True
    return False

# <rulerun evolution.rules: on before attack #515 9e9a23f9>
def _loop(st, L, _t1038):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1043 = st.zones[(5 + _t1038)]
    _budget788[0] -= len(_t1043)
    if _budget788[0] < 0: _spent789(st)
    _t1050 = _NOT_YET
    _t1051 = _NOT_YET
    _t1056 = _NOT_YET
    _t1057 = _NOT_YET
    _t1062 = _NOT_YET
    _t1063 = _NOT_YET
    for _t1044 in _t1043:
        if (((_t1044 != _l1) and (_t1044 != _l0)) and ((((((_l0 != _t1044) and ((not _a790(st, _t1044)) or (_t1051 if _t1051 is not _NOT_YET else (_t1051 := (_t1050 if _t1050 is not _NOT_YET else (_t1050 := _a791(st, L))))))) and ((not _a792(st, _t1044)) or (_t1057 if _t1057 is not _NOT_YET else (_t1057 := (_t1056 if _t1056 is not _NOT_YET else (_t1056 := _a793(st, L))))))) and (_a794(st, _t1044) == (_t1063 if _t1063 is not _NOT_YET else (_t1063 := (_t1062 if _t1062 is not _NOT_YET else (_t1062 := _a795(st, L))))))) and (not (_a796(st, _t1044) and ((_st_cvars[924 + _t1044] == _st_vars[0]) or (_st_cvars[504 + _t1044] >= (1 + _a797(st, _t1044))))))) and (not _a798(st, _t1044)))):
            return True
    return False

# <rulerun evolution.rules: on before attack #516 9e63fe29>
def _native(st, L):
    _l2 = L[2]
    _l3 = L[3]
    L[4] = st.model.zone_instances[st.loc[L[1]]][1]
    _t1038 = L[4]
    _t1039 = (['running', 'mimicry', 'tail_loss'] or ())
    _budget785[0] -= len(_t1039)
    if _budget785[0] < 0: _spent786(st)
    _t1070 = _NOT_YET
    _t1037 = []
    for _t1040 in _t1039:
        if ((_a787(st, L, _t1040) and ((_t1040 != 'running') or (not _l3))) and ((_t1040 != 'mimicry') or ((not _l2) and (_t1070 if _t1070 is not _NOT_YET else (_t1070 := _a799(st, L, _t1038)))))):
            _t1037.append(_t1040)
    L[5] = _t1037
    if (not (L[5] or ())):
        return 2

# <rulerun evolution.rules: on before attack #517 8d9480b8>
def _native(st, L):
    if (L[6] is None):
        return 2

# <rulerun evolution.rules: on before attack #518 e1be1108>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = True
    if _st_log is not None: _st_log.append(_Text803(_audience800(st), ['Running: ', _PlayerRef801(L[4]), "'s animal ", _plain802(_st_cvars[420 + _l1]), ' tries to run away']))
    if (_roll804(st, 1, 6) >= 4):
        if _st_log is not None: _st_log.append(_Text803(_audience800(st), ['Animal ', _plain802(_st_cvars[420 + _l1]), ' escapes: the attack fails']))
        _cancel805(st)
        return 2
    if _st_log is not None: _st_log.append(_Text803(_audience800(st), ['Animal ', _plain802(_st_cvars[420 + _l1]), ' is caught']))

# <rulerun evolution.rules: on before attack #519 ffdce945>
def _native(st, L):
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text808(_audience806(st), ['Mimicry: the attack turns from animal ', _plain807(_st_cvars[420 + L[1]]), ' to animal ', _plain807(_st_cvars[420 + _l7])]))
    L[1] = _l7
    _set_event_value809(st, 1, 1, L[1])
    L[2] = True
    L[3] = False

# <rulerun evolution.rules: on before attack #520 ae11fb8e>
def _native(st, L):
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text812(_audience810(st), ['Tail loss: animal ', _plain811(_st_cvars[420 + L[1]]), ' drops its ', _plain811(_st_cvars[_l8]), ' card and survives']))
    _i14l0 = _l8
    _i14 = [_i14l0, None]
    _i14[1] = st.model.zone_instances[_st_loc[_i14l0]][1]
    _st_cvars[252 + _i14l0] = False
    _st_cvars[84 + _i14l0] = None
    _st_cvars[168 + _i14l0] = None
    _st_cvars[_i14l0] = 'no_trait'
    _t1071 = _i14l0
    _t1072 = (13 + _i14[1])
    if type(_t1071) is int and _st_log is None:
        _t1073 = _st_zones[_st_loc[_t1071]]
        if _t1073[-1] == _t1071: _t1073.pop()
        else: _t1073.remove(_t1071)
        _st_zones[_t1072].append(_t1071); _st_loc[_t1071] = _t1072
    elif _t1071 is not None:
        _move_cards813(st, _t1071, _t1072, False)

# <rulerun evolution.rules: on before attack #521 542763ad>
def _native(st, L):
    _cancel814(st)
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

# <rulerun evolution.rules: on before attack #527 17b44171>
def _loop(st, _t1076):
    _st_cvars = st.cvars
    for _t1077 in st.zones[(9 + st.model.zone_instances[st.loc[_t1076]][1])]:
        if ((_st_cvars[84 + _t1077] == _t1076) and (_st_cvars[_t1077] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #528 d29a077a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1079 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1079] == _l0) and (_st_cvars[_t1079] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #529 6b276134>
def _loop(st, _t1076):
    _st_cvars = st.cvars
    for _t1083 in st.zones[(9 + st.model.zone_instances[st.loc[_t1076]][1])]:
        if ((_st_cvars[84 + _t1083] == _t1076) and (_st_cvars[_t1083] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #530 8b627e2e>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1085 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1085] == _l0) and (_st_cvars[_t1085] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #531 e07ad4ac>
def _loop(st, _t1076):
    _st_cvars = st.cvars
    for _t1089 in st.zones[(9 + st.model.zone_instances[st.loc[_t1076]][1])]:
        if ((_st_cvars[84 + _t1089] == _t1076) and (_st_cvars[_t1089] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #532 f936cb81>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1091 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1091] == _l0) and (_st_cvars[_t1091] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #533 4f5be805>
def _loop(st, _t1076):
    _st_cvars = st.cvars
    for _t1095 in st.zones[(9 + st.model.zone_instances[st.loc[_t1076]][1])]:
        if ((_st_cvars[84 + _t1095] == _t1076) and (_st_cvars[_t1095] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #534 c547d877>
def _loop(st, _t1076):
    _st_cvars = st.cvars
    _t1098 = 0
    for _t1097 in st.zones[(9 + st.model.zone_instances[st.loc[_t1076]][1])]:
        if (_st_cvars[84 + _t1097] == _t1076):
            _t1098 += (1 if ((_st_cvars[_t1097] == 'carnivorous') or (_st_cvars[_t1097] == 'high_body_weight')) else (2 if (_st_cvars[_t1097] == 'parasite') else 0))
    return _t1098

# <rulerun evolution.rules: on before attack #535 66993d0c>
def _loop(st, _t1076):
    _st_cvars = st.cvars
    for _t1099 in st.zones[(9 + st.model.zone_instances[st.loc[_t1076]][1])]:
        if ((_st_cvars[_t1099] == 'symbiosis') and (_st_cvars[168 + _t1099] == _t1076)):
            return True
    return False

# <rulerun evolution.rules: on before attack #536 7b1789f0>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1075 = st.zones[(5 + L[4])]
    _budget815[0] -= len(_t1075)
    if _budget815[0] < 0: _spent816(st)
    _t1081 = _NOT_YET
    _t1082 = _NOT_YET
    _t1087 = _NOT_YET
    _t1088 = _NOT_YET
    _t1093 = _NOT_YET
    _t1094 = _NOT_YET
    _t1074 = []
    for _t1076 in _t1075:
        if (((_t1076 != _l1) and (_t1076 != _l0)) and ((((((_l0 != _t1076) and ((not _a817(st, _t1076)) or (_t1082 if _t1082 is not _NOT_YET else (_t1082 := (_t1081 if _t1081 is not _NOT_YET else (_t1081 := _a818(st, L))))))) and ((not _a819(st, _t1076)) or (_t1088 if _t1088 is not _NOT_YET else (_t1088 := (_t1087 if _t1087 is not _NOT_YET else (_t1087 := _a820(st, L))))))) and (_a821(st, _t1076) == (_t1094 if _t1094 is not _NOT_YET else (_t1094 := (_t1093 if _t1093 is not _NOT_YET else (_t1093 := _a822(st, L))))))) and (not (_a823(st, _t1076) and ((_st_cvars[924 + _t1076] == _st_vars[0]) or (_st_cvars[504 + _t1076] >= (1 + _a824(st, _t1076))))))) and (not _a825(st, _t1076)))):
            _t1074.append(_t1076)
    return _t1074

# <rulerun evolution.rules: on before attack #537 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #538 12d23cbb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1102 = []
    for _t1101 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1101] == L[7]) or (_st_cvars[168 + _t1101] == L[7])):
            _t1102.append(_st_cvars[_t1101])
    return _t1102

# <rulerun evolution.rules: on before attack #539 3e737442>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1104 = []
    for _t1103 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1103] == L[7]) or (_st_cvars[168 + _t1103] == L[7])):
            _t1104.append(_t1103)
    return _t1104

# <rulerun evolution.rules: on before attack #540 700f5b31>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1106 = 0
    for _t1105 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t1105] == L[7]):
            _t1106 += (1 if ((_st_cvars[_t1105] == 'carnivorous') or (_st_cvars[_t1105] == 'high_body_weight')) else (2 if (_st_cvars[_t1105] == 'parasite') else 0))
    return _t1106

# <rulerun evolution.rules: on before attack #541 b3ffbb5f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1108 = 0
    for _t1107 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t1107] == L[7]) and (_st_cvars[_t1107] == 'fat_tissue')) and _st_cvars[252 + _t1107]):
            _t1108 += 1
    return _t1108

# <rulerun evolution.rules: on before attack #542 3e1d9a66>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1110 = 0
    for _t1109 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1109] == L[7]) and (_st_cvars[_t1109] == 'fat_tissue')):
            _t1110 += 1
    return _t1110

# <rulerun evolution.rules: on before attack #543 0d95bfb0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1112 = 0
    for _t1111 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1111] == L[7]) and (_st_cvars[_t1111] == 'fat_tissue')):
            _t1112 += 1
    return _t1112

# <rulerun evolution.rules: on before attack #544 c6232aaa>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain826(((((('animal ' + _plain826(_st_cvars[420 + L[7]]) + ' of ' + _player_text827(st.model.zone_instances[st.loc[L[7]]][1])) + ((' ' + _plain826(_a828(st, L))) if (not not (_a829(st, L) or ())) else '')) + (' food ' + _plain826(_st_cvars[504 + L[7]]) + '/' + _plain826((1 + _a830(st, L))))) + ((' fat ' + _plain826(_a831(st, L)) + '/' + _plain826(_a832(st, L))) if (_a833(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else ''))))

# <rulerun evolution.rules: on before attack #545 bdbea305>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1114 = []
    for _t1113 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1113] == _l1) or (_st_cvars[168 + _t1113] == _l1)):
            _t1114.append(_t1113)
    return _t1114

# <rulerun evolution.rules: on before attack #546 c093185a>
def _native(st, L):
    return _a834(st, L)

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

# <rulerun evolution.rules: play #551 962f0925>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (False or (4 >= 5)):
        if _st_log is not None: _st_log.append(_Text837(_audience835(st), ['Two base sets are mixed: ', _plain836(len(_st_zones[0])), ' cards (1.13)']))
    _shuffle_zone838(st, 0)
    for _t1115 in (_k839 or []):
        L[2] = _t1115
        _t1116 = _st_zones[0][:-(6) - 1:-1]
        _t1117 = (1 + _t1115)
        if type(_t1116) is list and _st_log is None:
            for _t1118 in _t1116:
                _t1119 = _st_zones[_st_loc[_t1118]]
                if _t1119[-1] == _t1118: _t1119.pop()
                else: _t1119.remove(_t1118)
                _st_zones[_t1117].append(_t1118); _st_loc[_t1118] = _t1117
        elif _t1116 is not None:
            _move_cards840(st, _t1116, _t1117, False)
    _st_vars[1] = _random_item841(st, _k842)
    if _st_log is not None: _st_log.append(_Text837(_audience835(st), [_PlayerRef843(_st_vars[1]), ' is the first player']))

# <rulerun evolution.rules: play #552 74a55034>
def _loop(st, _t1120):
    _st_cvars = st.cvars
    _t1123 = 0
    for _t1122 in st.zones[(9 + _t1120)]:
        _t1123 += (1 + (1 if ((_st_cvars[_t1122] == 'carnivorous') or (_st_cvars[_t1122] == 'high_body_weight')) else (2 if (_st_cvars[_t1122] == 'parasite') else 0)))
    return _t1123

# <rulerun evolution.rules: play #553 b84f6d3a>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i16 = [None, None, None, None, None, None, None, None]
    _t1121 = (_k844 or [])
    _budget845[0] -= len(_t1121)
    if _budget845[0] < 0: _spent846(st)
    for _t1120 in _t1121:
        _i16[2] = _t1120
        if _st_log is not None: _st_log.append(_Text851(_audience847(st), [_PlayerRef848(_t1120), ': ', _plain849(len(_st_zones[(5 + _t1120)])), ' animals, ', _plain849(len(_st_zones[(9 + _t1120)])), ' trait cards, ', _plain849(((2 * len(_st_zones[(5 + _t1120)])) + _a850(st, _t1120))), ' points; ', _plain849(len(_st_zones[(13 + _t1120)])), ' cards in the discard pile']))
    if False:
        _i16[3] = _range852(1, 4)
        for _t1124 in (_k853 or []):
            _i16[6] = _t1124
            _i16[7] = _random_item854(st, _i16[3])
            st.vars[12 + _t1124] = _i16[7]
            _i16[3] = _remove855(st, _i16[3], _i16[7])
    _end_game856(st, None, False); return 3

# <rulerun evolution.rules: play #554 f39cff64>
def _native(st, L):
    return st.vars[2]

# <rulerun evolution.rules: play_turn #555 47b8ba82>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run859(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit860(_k861)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run862(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit860(_k863)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run864(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k865)

# <rulerun evolution.rules: development #556 255a9432>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT866[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k869)
            _r = _run870(st, L)
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
            L[1] = (_o871[st.vars[1]] or []); L[2] = 0
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
            _r = _run872(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer873(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run874(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            _a = [L[3], L[4], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit875(_k876)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit868(_k, st, _d0): raise _Runaway867()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit868(_k, st, _d0): raise _Runaway867()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k877)

# <rulerun evolution.rules: play_card #557 98092049>
def _loop(st, _t1129):
    _st_cvars = st.cvars
    for _t1131 in st.zones[(9 + st.model.zone_instances[st.loc[_t1129]][1])]:
        if ((_st_cvars[84 + _t1131] == _t1129) and (_st_cvars[_t1131] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #558 60ed9ad9>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t1128 = ([_c for _i in [5 + _p for _p in _k885] for _c in st.zones[_i]] or ())
    _budget886[0] -= len(_t1128)
    if _budget886[0] < 0: _spent887(st)
    _t1130 = []
    for _t1129 in _t1128:
        if ((st.model.zone_instances[_st_loc[_t1129]][1] != _l0) and (not _a888(st, _t1129))):
            _t1130.append(_t1129)
    return _t1130

# <rulerun evolution.rules: play_card #559 236376aa>
def _loop(st, L, _t1137, _t1141):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1142 in st.zones[(9 + st.model.zone_instances[st.loc[_t1137]][1])]:
        if ((_st_cvars[_t1142] == _l3) and (((_st_cvars[84 + _t1142] == _t1137) and (_st_cvars[168 + _t1142] == _t1141)) or ((_st_cvars[84 + _t1142] == _t1141) and (_st_cvars[168 + _t1142] == _t1137)))):
            return True
    return False

# <rulerun evolution.rules: play_card #560 3d2e5df9>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1136 = _st_zones[(5 + _l0)]
    _budget893[0] -= len(_t1136)
    if _budget893[0] < 0: _spent894(st)
    _t1138 = []
    for _t1137 in _t1136:
        _t1140 = _st_zones[(5 + _l0)]
        _budget893[0] -= len(_t1140)
        if _budget893[0] < 0: _spent894(st)
        _t1139 = False
        for _t1141 in _t1140:
            if ((_t1137 != _t1141) and (not _a895(st, L, _t1137, _t1141))):
                _t1139 = True
                break
        if _t1139:
            _t1138.append(_t1137)
    return _t1138

# <rulerun evolution.rules: play_card #561 090f553e>
def _loop(st, L, _t1148):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1150 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1150] == _l3) and (((_st_cvars[84 + _t1150] == _l5) and (_st_cvars[168 + _t1150] == _t1148)) or ((_st_cvars[84 + _t1150] == _t1148) and (_st_cvars[168 + _t1150] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #562 2295e67a>
def _loop(st, L):
    _l5 = L[5]
    _t1147 = st.zones[(5 + L[0])]
    _budget899[0] -= len(_t1147)
    if _budget899[0] < 0: _spent900(st)
    _t1149 = []
    for _t1148 in _t1147:
        if ((_l5 != _t1148) and (not _a901(st, L, _t1148))):
            _t1149.append(_t1148)
    return _t1149

# <rulerun evolution.rules: play_card #563 e28cf7d3>
def _loop(st, L, _t1159):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1161 in st.zones[(9 + st.model.zone_instances[st.loc[_t1159]][1])]:
        if ((_st_cvars[84 + _t1161] == _t1159) and (_st_cvars[_t1161] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #564 36884fae>
def _loop(st, _t1159):
    _st_cvars = st.cvars
    for _t1163 in st.zones[(9 + st.model.zone_instances[st.loc[_t1159]][1])]:
        if ((_st_cvars[84 + _t1163] == _t1159) and (_st_cvars[_t1163] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #565 dfbbd55f>
def _loop(st, _t1159):
    _st_cvars = st.cvars
    for _t1165 in st.zones[(9 + st.model.zone_instances[st.loc[_t1159]][1])]:
        if ((_st_cvars[84 + _t1165] == _t1159) and (_st_cvars[_t1165] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #566 70409f4e>
def _loop(st, L):
    _l3 = L[3]
    _t1158 = st.zones[(5 + L[0])]
    _budget910[0] -= len(_t1158)
    if _budget910[0] < 0: _spent911(st)
    _t1160 = []
    for _t1159 in _t1158:
        if ((((_l3 == 'fat_tissue') or (not _a912(st, L, _t1159))) and (not ((_l3 == 'scavenger') and _a913(st, _t1159)))) and (not ((_l3 == 'carnivorous') and _a914(st, _t1159)))):
            _t1160.append(_t1159)
    return _t1160

# <rulerun evolution.rules: play_card #567 f1752efd>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run880(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1125 = L[0]
            _t1126 = len(_o)
            if not _t1126: _no_option882(_t1125, 'play it as')
            if _t1126 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1126 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1127 = st.chooser(_t1126, _t1125)
                else:
                    _t1127 = _st_bits(_t1126.bit_length())
                    while _t1127 >= _t1126: _t1127 = _st_bits(_t1126.bit_length())
                L[3] = _o[_t1127]; st.decisions += 1
            elif _decide883(st, L, _o, _t1125): return True
            pc = 2
        if pc == 2:
            _r = _run884(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_a889(st, L) or [])
            fr[1] = 5
            _t1133 = L[0]
            _t1134 = len(_o)
            if not _t1134: _no_option882(_t1133, 'animal to put the parasite on')
            if _t1134 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1134 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1135 = st.chooser(_t1134, _t1133)
                else:
                    _t1135 = _st_bits(_t1134.bit_length())
                    while _t1135 >= _t1134: _t1135 = _st_bits(_t1134.bit_length())
                L[4] = _o[_t1135]; st.decisions += 1
            elif _decide891(st, L, _o, _t1133): return True
            pc = 5
        if pc == 5:
            _r = _run892(st, L)
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
            _o = (_a896(st, L) or [])
            fr[1] = 9
            _t1144 = L[0]
            _t1145 = len(_o)
            if not _t1145: _no_option882(_t1144, 'first animal of the pair')
            if _t1145 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1145 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1146 = st.chooser(_t1145, _t1144)
                else:
                    _t1146 = _st_bits(_t1145.bit_length())
                    while _t1146 >= _t1145: _t1146 = _st_bits(_t1145.bit_length())
                L[5] = _o[_t1146]; st.decisions += 1
            elif _decide898(st, L, _o, _t1144): return True
            pc = 9
        if pc == 9:
            _o = (_a902(st, L) or [])
            fr[1] = 10
            _t1152 = L[0]
            _t1153 = len(_o)
            if not _t1153: _no_option882(_t1152, 'second animal of the pair')
            if _t1153 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1153 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1154 = st.chooser(_t1153, _t1152)
                else:
                    _t1154 = _st_bits(_t1153.bit_length())
                    while _t1154 >= _t1153: _t1154 = _st_bits(_t1153.bit_length())
                L[6] = _o[_t1154]; st.decisions += 1
            elif _decide904(st, L, _o, _t1152): return True
            pc = 10
        if pc == 10:
            _r = _run905(st, L)
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
            _t1155 = L[0]
            _t1156 = len(_o)
            if not _t1156: _no_option882(_t1155, 'the symbiont')
            if _t1156 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1156 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1157 = st.chooser(_t1156, _t1155)
                else:
                    _t1157 = _st_bits(_t1156.bit_length())
                    while _t1157 >= _t1156: _t1157 = _st_bits(_t1156.bit_length())
                L[7] = _o[_t1157]; st.decisions += 1
            elif _decide907(st, L, _o, _t1155): return True
            pc = 13
        if pc == 13:
            _r = _run908(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run909(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a915(st, L) or [])
            fr[1] = 18
            _t1167 = L[0]
            _t1168 = len(_o)
            if not _t1168: _no_option882(_t1167, 'animal to give it to')
            if _t1168 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1168 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1169 = st.chooser(_t1168, _t1167)
                else:
                    _t1169 = _st_bits(_t1168.bit_length())
                    while _t1169 >= _t1168: _t1169 = _st_bits(_t1168.bit_length())
                L[8] = _o[_t1169]; st.decisions += 1
            elif _decide917(st, L, _o, _t1167): return True
            pc = 18
        if pc == 18:
            _r = _run918(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k919)

# <rulerun evolution.rules: determining_the_food_base #568 02ab5183>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run922(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k923)

# <rulerun evolution.rules: feeding #569 f1ed55b7>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k926)
            _r = _run927(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit928(_k929)
            fr[1] = 3; st.cur.append([6, 0, _a]); return None
        if pc == 3:
            _r = _run930(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k931)

# <rulerun evolution.rules: show_animals #570 62c3dce7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run934(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k935)

# <rulerun evolution.rules: feeding_laps #571 f823ac81>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT936[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run939(st, L)
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
            L[0] = (_o940[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run941(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit942(_k943)
            fr[1] = 6; st.cur.append([8, 0, _a]); return None
        if pc == 6:
            _r = _run944(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit938(_k, st, _d0): raise _Runaway937()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit938(_k, st, _d0): raise _Runaway937()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k945)

# <rulerun evolution.rules: feeding_end_check #572 480769ec>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run948(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k949)

# <rulerun evolution.rules: feeding_turn_of #573 983bd300>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT950[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run953(st, L)
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
            _r = _run954(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1170 = L[0]
            _t1171 = len(_o)
            if not _t1171: _no_option956(_t1170, 'feeding action')
            if _t1171 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1171 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1172 = st.chooser(_t1171, _t1170)
                else:
                    _t1172 = _st_bits(_t1171.bit_length())
                    while _t1172 >= _t1171: _t1172 = _st_bits(_t1171.bit_length())
                L[3] = _o[_t1172]; st.decisions += 1
            elif _decide957(st, L, _o, _t1170): return True
            pc = 4
        if pc == 4:
            _r = _run958(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run959(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit960(_k961)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run962(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit960(_k963)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run964(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit960(_k965)
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
            if len(st.cur) >= 500: raise _RuleLimit960(_k966)
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
            if len(st.cur) >= 500: raise _RuleLimit960(_k967)
            fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit960(_k968)
            fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit952(_k, st, _d0): raise _Runaway951()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k969)

# <rulerun evolution.rules: take_food #574 0216d36c>
def _loop(st, _t1174):
    _st_cvars = st.cvars
    _t1177 = 0
    for _t1176 in st.zones[(9 + st.model.zone_instances[st.loc[_t1174]][1])]:
        if (_st_cvars[84 + _t1176] == _t1174):
            _t1177 += (1 if ((_st_cvars[_t1176] == 'carnivorous') or (_st_cvars[_t1176] == 'high_body_weight')) else (2 if (_st_cvars[_t1176] == 'parasite') else 0))
    return _t1177

# <rulerun evolution.rules: take_food #575 f9a0ea15>
def _loop(st, _t1174):
    _st_cvars = st.cvars
    _t1179 = 0
    for _t1178 in st.zones[(9 + st.model.zone_instances[st.loc[_t1174]][1])]:
        if (((_st_cvars[84 + _t1178] == _t1174) and (_st_cvars[_t1178] == 'fat_tissue')) and _st_cvars[252 + _t1178]):
            _t1179 += 1
    return _t1179

# <rulerun evolution.rules: take_food #576 48c66c8b>
def _loop(st, _t1174):
    _st_cvars = st.cvars
    _t1181 = 0
    for _t1180 in st.zones[(9 + st.model.zone_instances[st.loc[_t1174]][1])]:
        if ((_st_cvars[84 + _t1180] == _t1174) and (_st_cvars[_t1180] == 'fat_tissue')):
            _t1181 += 1
    return _t1181

# <rulerun evolution.rules: take_food #577 d2b03464>
def _loop(st, _t1183):
    _st_cvars = st.cvars
    _t1186 = 0
    for _t1185 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1183]]][1])]:
        if (_st_cvars[84 + _t1185] == _st_cvars[84 + _t1183]):
            _t1186 += (1 if ((_st_cvars[_t1185] == 'carnivorous') or (_st_cvars[_t1185] == 'high_body_weight')) else (2 if (_st_cvars[_t1185] == 'parasite') else 0))
    return _t1186

# <rulerun evolution.rules: take_food #578 9512bfa8>
def _loop(st, _t1174):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1182 = st.zones[(9 + st.model.zone_instances[st.loc[_t1174]][1])]
    _budget977[0] -= len(_t1182)
    if _budget977[0] < 0: _spent978(st)
    for _t1183 in _t1182:
        if (((_st_cvars[_t1183] == 'symbiosis') and (_st_cvars[168 + _t1183] == _t1174)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1183]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1183]] >= (1 + _a979(st, _t1183)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #579 0f2112af>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1173 = st.zones[(5 + L[0])]
    _budget972[0] -= len(_t1173)
    if _budget972[0] < 0: _spent973(st)
    _t1175 = []
    for _t1174 in _t1173:
        if ((not ((_st_cvars[924 + _t1174] == _st_vars[0]) or ((_st_cvars[504 + _t1174] >= (1 + _a974(st, _t1174))) and (_a975(st, _t1174) >= _a976(st, _t1174))))) and (not _a980(st, _t1174))):
            _t1175.append(_t1174)
    return _t1175

# <rulerun evolution.rules: take_food #580 ab33e3f9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a981(st, L) or [])
            fr[1] = 1
            _t1187 = L[0]
            _t1188 = len(_o)
            if not _t1188: _no_option983(_t1187, 'animal to feed')
            if _t1188 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1188 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1189 = st.chooser(_t1188, _t1187)
                else:
                    _t1189 = _st_bits(_t1188.bit_length())
                    while _t1189 >= _t1188: _t1189 = _st_bits(_t1188.bit_length())
                L[1] = _o[_t1189]; st.decisions += 1
            elif _decide984(st, L, _o, _t1187): return True
            pc = 1
        if pc == 1:
            _r = _run985(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit986(_k987)
            fr[1] = 3; st.cur.append([11, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k988)

# <rulerun evolution.rules: convert_fat #581 2c587feb>
def _loop(st, _t1191):
    _st_cvars = st.cvars
    _t1194 = 0
    for _t1193 in st.zones[(9 + st.model.zone_instances[st.loc[_t1191]][1])]:
        if (_st_cvars[84 + _t1193] == _t1191):
            _t1194 += (1 if ((_st_cvars[_t1193] == 'carnivorous') or (_st_cvars[_t1193] == 'high_body_weight')) else (2 if (_st_cvars[_t1193] == 'parasite') else 0))
    return _t1194

# <rulerun evolution.rules: convert_fat #582 bf66e21b>
def _loop(st, _t1191):
    _st_cvars = st.cvars
    _t1196 = 0
    for _t1195 in st.zones[(9 + st.model.zone_instances[st.loc[_t1191]][1])]:
        if (((_st_cvars[84 + _t1195] == _t1191) and (_st_cvars[_t1195] == 'fat_tissue')) and _st_cvars[252 + _t1195]):
            _t1196 += 1
    return _t1196

# <rulerun evolution.rules: convert_fat #583 49bbf813>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1190 = st.zones[(5 + L[0])]
    _budget991[0] -= len(_t1190)
    if _budget991[0] < 0: _spent992(st)
    _t1192 = []
    for _t1191 in _t1190:
        if ((not ((_st_cvars[924 + _t1191] == _st_vars[0]) or (_st_cvars[504 + _t1191] >= (1 + _a993(st, _t1191))))) and (_a994(st, _t1191) > 0)):
            _t1192.append(_t1191)
    return _t1192

# <rulerun evolution.rules: convert_fat #584 d7bee335>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1201 = 0
    for _t1200 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1200] == L[1]) and (_st_cvars[_t1200] == 'fat_tissue')) and _st_cvars[252 + _t1200]):
            _t1201 += 1
    return _t1201

# <rulerun evolution.rules: convert_fat #585 edc66a27>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1203 = 0
    for _t1202 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1202] == L[1]):
            _t1203 += (1 if ((_st_cvars[_t1202] == 'carnivorous') or (_st_cvars[_t1202] == 'high_body_weight')) else (2 if (_st_cvars[_t1202] == 'parasite') else 0))
    return _t1203

# <rulerun evolution.rules: convert_fat #586 7b1b01c2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a995(st, L) or [])
            fr[1] = 1
            _t1197 = L[0]
            _t1198 = len(_o)
            if not _t1198: _no_option997(_t1197, 'animal to convert fat on')
            if _t1198 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1198 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1199 = st.chooser(_t1198, _t1197)
                else:
                    _t1199 = _st_bits(_t1198.bit_length())
                    while _t1199 >= _t1198: _t1199 = _st_bits(_t1198.bit_length())
                L[1] = _o[_t1199]; st.decisions += 1
            elif _decide998(st, L, _o, _t1197): return True
            pc = 1
        if pc == 1:
            _o = (_range999(1, min(_a1000(st, L), ((1 + _a1001(st, L)) - st.cvars[504 + L[1]]))) or [])
            fr[1] = 2
            _t1204 = L[0]
            _t1205 = len(_o)
            if not _t1205: _no_option997(_t1204, 'yellow tokens to convert')
            if _t1205 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1205 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1206 = st.chooser(_t1205, _t1204)
                else:
                    _t1206 = _st_bits(_t1205.bit_length())
                    while _t1206 >= _t1205: _t1206 = _st_bits(_t1205.bit_length())
                L[2] = _o[_t1206]; st.decisions += 1
            elif _decide1003(st, L, _o, _t1204): return True
            pc = 2
        if pc == 2:
            _r = _run1004(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1005)

# <rulerun evolution.rules: receive #587 2006cc0a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1008(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1009(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 5
        if pc == 3:
            _r = _run1010(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1011(st, fr): return True
            return None
        if pc == 5:
            _step1012(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1013)

# <rulerun evolution.rules: paired_triggers #588 19d13231>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1014[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if True:
                pc = 1
            else:
                pc = 11
        if pc == 1:
            _r = _run1017(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            if _offer1018(st, L, _o): return True
            pc = 3
        if pc == 3:
            _r = _run1019(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run1020(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1021(_k1022)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run1023(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1021(_k1024)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit1016(_k, st, _d0): raise _Runaway1015()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1025)

# <rulerun evolution.rules: piracy #589 71bb2258>
def _loop(st, _t1208):
    _st_cvars = st.cvars
    for _t1210 in st.zones[(9 + st.model.zone_instances[st.loc[_t1208]][1])]:
        if ((_st_cvars[84 + _t1210] == _t1208) and (_st_cvars[_t1210] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #590 bb752087>
def _loop(st, _t1208):
    _st_cvars = st.cvars
    _t1213 = 0
    for _t1212 in st.zones[(9 + st.model.zone_instances[st.loc[_t1208]][1])]:
        if (_st_cvars[84 + _t1212] == _t1208):
            _t1213 += (1 if ((_st_cvars[_t1212] == 'carnivorous') or (_st_cvars[_t1212] == 'high_body_weight')) else (2 if (_st_cvars[_t1212] == 'parasite') else 0))
    return _t1213

# <rulerun evolution.rules: piracy #591 e8afd5fe>
def _loop(st, _t1208):
    _st_cvars = st.cvars
    _t1215 = 0
    for _t1214 in st.zones[(9 + st.model.zone_instances[st.loc[_t1208]][1])]:
        if (_st_cvars[84 + _t1214] == _t1208):
            _t1215 += (1 if ((_st_cvars[_t1214] == 'carnivorous') or (_st_cvars[_t1214] == 'high_body_weight')) else (2 if (_st_cvars[_t1214] == 'parasite') else 0))
    return _t1215

# <rulerun evolution.rules: piracy #592 ad884e8b>
def _loop(st, _t1208):
    _st_cvars = st.cvars
    _t1217 = 0
    for _t1216 in st.zones[(9 + st.model.zone_instances[st.loc[_t1208]][1])]:
        if (((_st_cvars[84 + _t1216] == _t1208) and (_st_cvars[_t1216] == 'fat_tissue')) and _st_cvars[252 + _t1216]):
            _t1217 += 1
    return _t1217

# <rulerun evolution.rules: piracy #593 8f0e3f41>
def _loop(st, _t1208):
    _st_cvars = st.cvars
    _t1219 = 0
    for _t1218 in st.zones[(9 + st.model.zone_instances[st.loc[_t1208]][1])]:
        if ((_st_cvars[84 + _t1218] == _t1208) and (_st_cvars[_t1218] == 'fat_tissue')):
            _t1219 += 1
    return _t1219

# <rulerun evolution.rules: piracy #594 252cc84e>
def _loop(st, _t1221):
    _st_cvars = st.cvars
    _t1224 = 0
    for _t1223 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1221]]][1])]:
        if (_st_cvars[84 + _t1223] == _st_cvars[84 + _t1221]):
            _t1224 += (1 if ((_st_cvars[_t1223] == 'carnivorous') or (_st_cvars[_t1223] == 'high_body_weight')) else (2 if (_st_cvars[_t1223] == 'parasite') else 0))
    return _t1224

# <rulerun evolution.rules: piracy #595 dc334fc3>
def _loop(st, _t1208):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1220 = st.zones[(9 + st.model.zone_instances[st.loc[_t1208]][1])]
    _budget1035[0] -= len(_t1220)
    if _budget1035[0] < 0: _spent1036(st)
    for _t1221 in _t1220:
        if (((_st_cvars[_t1221] == 'symbiosis') and (_st_cvars[168 + _t1221] == _t1208)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1221]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1221]] >= (1 + _a1037(st, _t1221)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #596 b4f6066f>
def _loop(st, _t1226):
    _st_cvars = st.cvars
    _t1229 = 0
    for _t1228 in st.zones[(9 + st.model.zone_instances[st.loc[_t1226]][1])]:
        if (_st_cvars[84 + _t1228] == _t1226):
            _t1229 += (1 if ((_st_cvars[_t1228] == 'carnivorous') or (_st_cvars[_t1228] == 'high_body_weight')) else (2 if (_st_cvars[_t1228] == 'parasite') else 0))
    return _t1229

# <rulerun evolution.rules: piracy #597 e6de762a>
def _loop(st, _t1208):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1225 = ([_c for _i in [5 + _p for _p in _k1039] for _c in st.zones[_i]] or ())
    _budget1040[0] -= len(_t1225)
    if _budget1040[0] < 0: _spent1041(st)
    for _t1226 in _t1225:
        if ((_t1226 != _t1208) and ((not ((_st_cvars[924 + _t1226] == _st_vars[0]) or (_st_cvars[504 + _t1226] >= (1 + _a1042(st, _t1226))))) and (_st_cvars[504 + _t1226] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #598 615385b9>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1207 = st.zones[(5 + L[0])]
    _budget1028[0] -= len(_t1207)
    if _budget1028[0] < 0: _spent1029(st)
    _t1209 = []
    for _t1208 in _t1207:
        if ((((_a1030(st, _t1208) and (_st_cvars[756 + _t1208] != _st_vars[0])) and (not ((_st_cvars[924 + _t1208] == _st_vars[0]) or (_st_cvars[504 + _t1208] >= (1 + _a1031(st, _t1208)))))) and ((not ((_st_cvars[924 + _t1208] == _st_vars[0]) or ((_st_cvars[504 + _t1208] >= (1 + _a1032(st, _t1208))) and (_a1033(st, _t1208) >= _a1034(st, _t1208))))) and (not _a1038(st, _t1208)))) and _a1043(st, _t1208)):
            _t1209.append(_t1208)
    return _t1209

# <rulerun evolution.rules: piracy #599 d2d2a335>
def _loop(st, _t1234):
    _st_cvars = st.cvars
    _t1237 = 0
    for _t1236 in st.zones[(9 + st.model.zone_instances[st.loc[_t1234]][1])]:
        if (_st_cvars[84 + _t1236] == _t1234):
            _t1237 += (1 if ((_st_cvars[_t1236] == 'carnivorous') or (_st_cvars[_t1236] == 'high_body_weight')) else (2 if (_st_cvars[_t1236] == 'parasite') else 0))
    return _t1237

# <rulerun evolution.rules: piracy #600 c25587dd>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1233 = ([_c for _i in [5 + _p for _p in _k1048] for _c in st.zones[_i]] or ())
    _budget1049[0] -= len(_t1233)
    if _budget1049[0] < 0: _spent1050(st)
    _t1235 = []
    for _t1234 in _t1233:
        if ((_t1234 != _l1) and ((not ((_st_cvars[924 + _t1234] == _st_vars[0]) or (_st_cvars[504 + _t1234] >= (1 + _a1051(st, _t1234))))) and (_st_cvars[504 + _t1234] > 0))):
            _t1235.append(_t1234)
    return _t1235

# <rulerun evolution.rules: piracy #601 3b9fde74>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1044(st, L) or [])
            fr[1] = 1
            _t1230 = L[0]
            _t1231 = len(_o)
            if not _t1231: _no_option1046(_t1230, 'pirate')
            if _t1231 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1231 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1232 = st.chooser(_t1231, _t1230)
                else:
                    _t1232 = _st_bits(_t1231.bit_length())
                    while _t1232 >= _t1231: _t1232 = _st_bits(_t1231.bit_length())
                L[1] = _o[_t1232]; st.decisions += 1
            elif _decide1047(st, L, _o, _t1230): return True
            pc = 1
        if pc == 1:
            _o = (_a1052(st, L) or [])
            fr[1] = 2
            _t1238 = L[0]
            _t1239 = len(_o)
            if not _t1239: _no_option1046(_t1238, 'animal to rob')
            if _t1239 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1239 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1240 = st.chooser(_t1239, _t1238)
                else:
                    _t1240 = _st_bits(_t1239.bit_length())
                    while _t1240 >= _t1239: _t1240 = _st_bits(_t1239.bit_length())
                L[2] = _o[_t1240]; st.decisions += 1
            elif _decide1054(st, L, _o, _t1238): return True
            pc = 2
        if pc == 2:
            _r = _run1055(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1056(_k1057)
            fr[1] = 4; st.cur.append([11, 0, _a]); return None
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1058)

# <rulerun evolution.rules: grazing #602 293f894e>
def _loop(st, _t1242):
    _st_cvars = st.cvars
    for _t1244 in st.zones[(9 + st.model.zone_instances[st.loc[_t1242]][1])]:
        if ((_st_cvars[84 + _t1244] == _t1242) and (_st_cvars[_t1244] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #603 bf99fc3d>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1241 = st.zones[(5 + L[0])]
    _budget1061[0] -= len(_t1241)
    if _budget1061[0] < 0: _spent1062(st)
    _t1243 = []
    for _t1242 in _t1241:
        if ((_a1063(st, _t1242) and (_st_cvars[840 + _t1242] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1243.append(_t1242)
    return _t1243

# <rulerun evolution.rules: grazing #604 2a5e8e7a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1064(st, L) or [])
            fr[1] = 1
            _t1246 = L[0]
            _t1247 = len(_o)
            if not _t1247: _no_option1066(_t1246, 'grazing animal')
            if _t1247 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1247 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1248 = st.chooser(_t1247, _t1246)
                else:
                    _t1248 = _st_bits(_t1247.bit_length())
                    while _t1248 >= _t1247: _t1248 = _st_bits(_t1247.bit_length())
                L[1] = _o[_t1248]; st.decisions += 1
            elif _decide1067(st, L, _o, _t1246): return True
            pc = 1
        if pc == 1:
            _r = _run1068(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1069)

# <rulerun evolution.rules: hibernation #605 7320df00>
def _loop(st, _t1250):
    _st_cvars = st.cvars
    for _t1252 in st.zones[(9 + st.model.zone_instances[st.loc[_t1250]][1])]:
        if ((_st_cvars[84 + _t1252] == _t1250) and (_st_cvars[_t1252] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #606 117312fb>
def _loop(st, _t1250):
    _st_cvars = st.cvars
    _t1255 = 0
    for _t1254 in st.zones[(9 + st.model.zone_instances[st.loc[_t1250]][1])]:
        if (_st_cvars[84 + _t1254] == _t1250):
            _t1255 += (1 if ((_st_cvars[_t1254] == 'carnivorous') or (_st_cvars[_t1254] == 'high_body_weight')) else (2 if (_st_cvars[_t1254] == 'parasite') else 0))
    return _t1255

# <rulerun evolution.rules: hibernation #607 522365fb>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1249 = st.zones[(5 + L[0])]
    _budget1072[0] -= len(_t1249)
    if _budget1072[0] < 0: _spent1073(st)
    _t1251 = []
    for _t1250 in _t1249:
        if ((((_a1074(st, _t1250) and (_st_cvars[924 + _t1250] != _st_vars[0])) and (_st_cvars[924 + _t1250] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1250] == _st_vars[0]) or (_st_cvars[504 + _t1250] >= (1 + _a1075(st, _t1250)))))):
            _t1251.append(_t1250)
    return _t1251

# <rulerun evolution.rules: hibernation #608 d8f88235>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1076(st, L) or [])
            fr[1] = 1
            _t1256 = L[0]
            _t1257 = len(_o)
            if not _t1257: _no_option1078(_t1256, 'animal to hibernate')
            if _t1257 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1257 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1258 = st.chooser(_t1257, _t1256)
                else:
                    _t1258 = _st_bits(_t1257.bit_length())
                    while _t1258 >= _t1257: _t1258 = _st_bits(_t1257.bit_length())
                L[1] = _o[_t1258]; st.decisions += 1
            elif _decide1079(st, L, _o, _t1256): return True
            pc = 1
        if pc == 1:
            _r = _run1080(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1081)

# <rulerun evolution.rules: attack_action #609 112f143c>
def _loop(st, _t1260):
    _st_cvars = st.cvars
    for _t1262 in st.zones[(9 + st.model.zone_instances[st.loc[_t1260]][1])]:
        if ((_st_cvars[84 + _t1262] == _t1260) and (_st_cvars[_t1262] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #610 f4e48bc4>
def _loop(st, _t1260):
    _st_cvars = st.cvars
    _t1265 = 0
    for _t1264 in st.zones[(9 + st.model.zone_instances[st.loc[_t1260]][1])]:
        if (_st_cvars[84 + _t1264] == _t1260):
            _t1265 += (1 if ((_st_cvars[_t1264] == 'carnivorous') or (_st_cvars[_t1264] == 'high_body_weight')) else (2 if (_st_cvars[_t1264] == 'parasite') else 0))
    return _t1265

# <rulerun evolution.rules: attack_action #611 e77fcdc4>
def _loop(st, _t1260):
    _st_cvars = st.cvars
    _t1267 = 0
    for _t1266 in st.zones[(9 + st.model.zone_instances[st.loc[_t1260]][1])]:
        if (((_st_cvars[84 + _t1266] == _t1260) and (_st_cvars[_t1266] == 'fat_tissue')) and _st_cvars[252 + _t1266]):
            _t1267 += 1
    return _t1267

# <rulerun evolution.rules: attack_action #612 a03cb3c8>
def _loop(st, _t1260):
    _st_cvars = st.cvars
    _t1269 = 0
    for _t1268 in st.zones[(9 + st.model.zone_instances[st.loc[_t1260]][1])]:
        if ((_st_cvars[84 + _t1268] == _t1260) and (_st_cvars[_t1268] == 'fat_tissue')):
            _t1269 += 1
    return _t1269

# <rulerun evolution.rules: attack_action #613 35b1bd9a>
def _loop(st, _t1271):
    _st_cvars = st.cvars
    _t1274 = 0
    for _t1273 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1271]]][1])]:
        if (_st_cvars[84 + _t1273] == _st_cvars[84 + _t1271]):
            _t1274 += (1 if ((_st_cvars[_t1273] == 'carnivorous') or (_st_cvars[_t1273] == 'high_body_weight')) else (2 if (_st_cvars[_t1273] == 'parasite') else 0))
    return _t1274

# <rulerun evolution.rules: attack_action #614 21cbd8e6>
def _loop(st, _t1260):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1270 = st.zones[(9 + st.model.zone_instances[st.loc[_t1260]][1])]
    _budget1090[0] -= len(_t1270)
    if _budget1090[0] < 0: _spent1091(st)
    for _t1271 in _t1270:
        if (((_st_cvars[_t1271] == 'symbiosis') and (_st_cvars[168 + _t1271] == _t1260)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1271]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1271]] >= (1 + _a1092(st, _t1271)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #615 c8d2999d>
def _loop(st, _t1276):
    _st_cvars = st.cvars
    for _t1278 in st.zones[(9 + st.model.zone_instances[st.loc[_t1276]][1])]:
        if ((_st_cvars[84 + _t1278] == _t1276) and (_st_cvars[_t1278] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #616 47eebd8b>
def _loop(st, _t1260):
    _st_cvars = st.cvars
    for _t1280 in st.zones[(9 + st.model.zone_instances[st.loc[_t1260]][1])]:
        if ((_st_cvars[84 + _t1280] == _t1260) and (_st_cvars[_t1280] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #617 b72798f9>
def _loop(st, _t1276):
    _st_cvars = st.cvars
    for _t1284 in st.zones[(9 + st.model.zone_instances[st.loc[_t1276]][1])]:
        if ((_st_cvars[84 + _t1284] == _t1276) and (_st_cvars[_t1284] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #618 15b9cadc>
def _loop(st, _t1260):
    _st_cvars = st.cvars
    for _t1286 in st.zones[(9 + st.model.zone_instances[st.loc[_t1260]][1])]:
        if ((_st_cvars[84 + _t1286] == _t1260) and (_st_cvars[_t1286] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #619 65455794>
def _loop(st, _t1276):
    _st_cvars = st.cvars
    for _t1290 in st.zones[(9 + st.model.zone_instances[st.loc[_t1276]][1])]:
        if ((_st_cvars[84 + _t1290] == _t1276) and (_st_cvars[_t1290] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #620 41b9574d>
def _loop(st, _t1260):
    _st_cvars = st.cvars
    for _t1292 in st.zones[(9 + st.model.zone_instances[st.loc[_t1260]][1])]:
        if ((_st_cvars[84 + _t1292] == _t1260) and (_st_cvars[_t1292] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #621 2e3f1187>
def _loop(st, _t1276):
    _st_cvars = st.cvars
    for _t1296 in st.zones[(9 + st.model.zone_instances[st.loc[_t1276]][1])]:
        if ((_st_cvars[84 + _t1296] == _t1276) and (_st_cvars[_t1296] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #622 94ec7406>
def _loop(st, _t1276):
    _st_cvars = st.cvars
    _t1299 = 0
    for _t1298 in st.zones[(9 + st.model.zone_instances[st.loc[_t1276]][1])]:
        if (_st_cvars[84 + _t1298] == _t1276):
            _t1299 += (1 if ((_st_cvars[_t1298] == 'carnivorous') or (_st_cvars[_t1298] == 'high_body_weight')) else (2 if (_st_cvars[_t1298] == 'parasite') else 0))
    return _t1299

# <rulerun evolution.rules: attack_action #623 f75456e5>
def _loop(st, _t1276):
    _st_cvars = st.cvars
    for _t1300 in st.zones[(9 + st.model.zone_instances[st.loc[_t1276]][1])]:
        if ((_st_cvars[_t1300] == 'symbiosis') and (_st_cvars[168 + _t1300] == _t1276)):
            return True
    return False

# <rulerun evolution.rules: attack_action #624 0c9f8b16>
def _loop(st, _t1260):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1275 = ([_c for _i in [5 + _p for _p in _k1094] for _c in st.zones[_i]] or ())
    _budget1095[0] -= len(_t1275)
    if _budget1095[0] < 0: _spent1096(st)
    _t1282 = _NOT_YET
    _t1283 = _NOT_YET
    _t1288 = _NOT_YET
    _t1289 = _NOT_YET
    _t1294 = _NOT_YET
    _t1295 = _NOT_YET
    for _t1276 in _t1275:
        if ((((((_t1260 != _t1276) and ((not _a1097(st, _t1276)) or (_t1283 if _t1283 is not _NOT_YET else (_t1283 := (_t1282 if _t1282 is not _NOT_YET else (_t1282 := _a1098(st, _t1260))))))) and ((not _a1099(st, _t1276)) or (_t1289 if _t1289 is not _NOT_YET else (_t1289 := (_t1288 if _t1288 is not _NOT_YET else (_t1288 := _a1100(st, _t1260))))))) and (_a1101(st, _t1276) == (_t1295 if _t1295 is not _NOT_YET else (_t1295 := (_t1294 if _t1294 is not _NOT_YET else (_t1294 := _a1102(st, _t1260))))))) and (not (_a1103(st, _t1276) and ((_st_cvars[924 + _t1276] == _st_vars[0]) or (_st_cvars[504 + _t1276] >= (1 + _a1104(st, _t1276))))))) and (not _a1105(st, _t1276))):
            return True
    return False

# <rulerun evolution.rules: attack_action #625 06952543>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1259 = st.zones[(5 + L[0])]
    _budget1084[0] -= len(_t1259)
    if _budget1084[0] < 0: _spent1085(st)
    _t1261 = []
    for _t1260 in _t1259:
        if (((_a1086(st, _t1260) and (_st_cvars[672 + _t1260] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1260] == _st_vars[0]) or ((_st_cvars[504 + _t1260] >= (1 + _a1087(st, _t1260))) and (_a1088(st, _t1260) >= _a1089(st, _t1260))))) and (not _a1093(st, _t1260)))) and _a1106(st, _t1260)):
            _t1261.append(_t1260)
    return _t1261

# <rulerun evolution.rules: attack_action #626 a3e81cf6>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    for _t1308 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if ((_st_cvars[84 + _t1308] == _t1306) and (_st_cvars[_t1308] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #627 f6384376>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1310 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1310] == _l1) and (_st_cvars[_t1310] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #628 0ccfda6d>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    for _t1314 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if ((_st_cvars[84 + _t1314] == _t1306) and (_st_cvars[_t1314] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #629 914aa5de>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1316 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1316] == _l1) and (_st_cvars[_t1316] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #630 827de162>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    for _t1320 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if ((_st_cvars[84 + _t1320] == _t1306) and (_st_cvars[_t1320] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #631 2816bf27>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1322 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1322] == _l1) and (_st_cvars[_t1322] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #632 d6859915>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    for _t1326 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if ((_st_cvars[84 + _t1326] == _t1306) and (_st_cvars[_t1326] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #633 2d2df300>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _t1329 = 0
    for _t1328 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if (_st_cvars[84 + _t1328] == _t1306):
            _t1329 += (1 if ((_st_cvars[_t1328] == 'carnivorous') or (_st_cvars[_t1328] == 'high_body_weight')) else (2 if (_st_cvars[_t1328] == 'parasite') else 0))
    return _t1329

# <rulerun evolution.rules: attack_action #634 5df1e29e>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    for _t1330 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if ((_st_cvars[_t1330] == 'symbiosis') and (_st_cvars[168 + _t1330] == _t1306)):
            return True
    return False

# <rulerun evolution.rules: attack_action #635 2aa74551>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1305 = ([_c for _i in [5 + _p for _p in _k1111] for _c in st.zones[_i]] or ())
    _budget1112[0] -= len(_t1305)
    if _budget1112[0] < 0: _spent1113(st)
    _t1312 = _NOT_YET
    _t1313 = _NOT_YET
    _t1318 = _NOT_YET
    _t1319 = _NOT_YET
    _t1324 = _NOT_YET
    _t1325 = _NOT_YET
    _t1307 = []
    for _t1306 in _t1305:
        if ((((((_l1 != _t1306) and ((not _a1114(st, _t1306)) or (_t1313 if _t1313 is not _NOT_YET else (_t1313 := (_t1312 if _t1312 is not _NOT_YET else (_t1312 := _a1115(st, L))))))) and ((not _a1116(st, _t1306)) or (_t1319 if _t1319 is not _NOT_YET else (_t1319 := (_t1318 if _t1318 is not _NOT_YET else (_t1318 := _a1117(st, L))))))) and (_a1118(st, _t1306) == (_t1325 if _t1325 is not _NOT_YET else (_t1325 := (_t1324 if _t1324 is not _NOT_YET else (_t1324 := _a1119(st, L))))))) and (not (_a1120(st, _t1306) and ((_st_cvars[924 + _t1306] == _st_vars[0]) or (_st_cvars[504 + _t1306] >= (1 + _a1121(st, _t1306))))))) and (not _a1122(st, _t1306))):
            _t1307.append(_t1306)
    return _t1307

# <rulerun evolution.rules: attack_action #636 903adac8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1107(st, L) or [])
            fr[1] = 1
            _t1302 = L[0]
            _t1303 = len(_o)
            if not _t1303: _no_option1109(_t1302, 'attacker')
            if _t1303 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1303 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1304 = st.chooser(_t1303, _t1302)
                else:
                    _t1304 = _st_bits(_t1303.bit_length())
                    while _t1304 >= _t1303: _t1304 = _st_bits(_t1303.bit_length())
                L[1] = _o[_t1304]; st.decisions += 1
            elif _decide1110(st, L, _o, _t1302): return True
            pc = 1
        if pc == 1:
            _o = (_a1123(st, L) or [])
            fr[1] = 2
            _t1332 = L[0]
            _t1333 = len(_o)
            if not _t1333: _no_option1109(_t1332, 'target')
            if _t1333 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1333 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1334 = st.chooser(_t1333, _t1332)
                else:
                    _t1334 = _st_bits(_t1333.bit_length())
                    while _t1334 >= _t1333: _t1334 = _st_bits(_t1333.bit_length())
                L[2] = _o[_t1334]; st.decisions += 1
            elif _decide1125(st, L, _o, _t1332): return True
            pc = 2
        if pc == 2:
            _a = [L[1], L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1126(_k1127)
            fr[1] = 3; st.cur.append([17, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1128)

# <rulerun evolution.rules: hunt #637 fb5b19b3>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1131(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1132(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run1133(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1134(_k1135)
            fr[1] = 5; st.cur.append([11, 0, _a]); return None
        if pc == 5:
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1134(_k1136)
            fr[1] = 6; st.cur.append([11, 0, _a]); return None
        if pc == 6:
            _r = _run1137(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step1138(st, fr): return True
            return None
        if pc == 8:
            _step1139(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1140)

# <rulerun evolution.rules: scavenge #638 85f75334>
def _loop(st, L):
    _t1338 = (L[4] or ())
    _budget1148[0] -= len(_t1338)
    if _budget1148[0] < 0: _spent1149(st)
    for _t1339 in _t1338:
        return _t1339
    return None

# <rulerun evolution.rules: scavenge #639 05553c08>
def _loop(st, L):
    _t1335 = (L[4] or ())
    _budget1146[0] -= len(_t1335)
    if _budget1146[0] < 0: _spent1147(st)
    _t1341 = _NOT_YET
    _t1337 = []
    for _t1336 in _t1335:
        if ((not False) or (_t1336 == (_t1341 if _t1341 is not _NOT_YET else (_t1341 := _a1150(st, L))))):
            _t1337.append(_t1336)
    return _t1337

# <rulerun evolution.rules: scavenge #640 324e4b83>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1141[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o1144[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run1145(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a1151(st, L) or [])
            fr[1] = 5
            _t1342 = L[3]
            _t1343 = len(_o)
            if not _t1343: _no_option1153(_t1342, 'scavenger to feed')
            if _t1343 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1343 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1344 = st.chooser(_t1343, _t1342)
                else:
                    _t1344 = _st_bits(_t1343.bit_length())
                    while _t1344 >= _t1343: _t1344 = _st_bits(_t1343.bit_length())
                L[5] = _o[_t1344]; st.decisions += 1
            elif _decide1154(st, L, _o, _t1342): return True
            pc = 5
        if pc == 5:
            _r = _run1155(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1156(_k1157)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            _r = _run1158(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1143(_k, st, _d0): raise _Runaway1142()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1159)

# <rulerun evolution.rules: drop_trait #641 a5056666>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1162(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1163)

# <rulerun evolution.rules: remove_animal #642 6da1a2d8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1166(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1167)

# <rulerun evolution.rules: extinction_and_new_cards #643 1ced8afd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1170(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1171)

# <rulerun evolution.rules: deal #644 e45775a7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1174(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1175)

# <rulerun evolution.rules: game_end #645 5334e7c3>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1178(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1179)

# <rulerun evolution.rules: final_scoring #646 53c86590>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1182(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1183)

# <rulerun evolution.rules: on after feed #647 85354136>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], L[1], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1186(_k1187)
            fr[1] = 1; st.cur.append([12, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1188)

# <rulerun evolution.rules: on before attack #648 afb3fe3c>
def _loop(st, _t1346):
    _st_cvars = st.cvars
    for _t1348 in st.zones[(9 + st.model.zone_instances[st.loc[_t1346]][1])]:
        if ((_st_cvars[84 + _t1348] == _t1346) and (_st_cvars[_t1348] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #649 11411926>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1350 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1350] == _l0) and (_st_cvars[_t1350] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #650 f0dcb79d>
def _loop(st, _t1346):
    _st_cvars = st.cvars
    for _t1354 in st.zones[(9 + st.model.zone_instances[st.loc[_t1346]][1])]:
        if ((_st_cvars[84 + _t1354] == _t1346) and (_st_cvars[_t1354] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #651 bc4d5274>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1356 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1356] == _l0) and (_st_cvars[_t1356] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #652 24e3308a>
def _loop(st, _t1346):
    _st_cvars = st.cvars
    for _t1360 in st.zones[(9 + st.model.zone_instances[st.loc[_t1346]][1])]:
        if ((_st_cvars[84 + _t1360] == _t1346) and (_st_cvars[_t1360] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #653 c0493381>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1362 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1362] == _l0) and (_st_cvars[_t1362] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #654 a3f609ae>
def _loop(st, _t1346):
    _st_cvars = st.cvars
    for _t1366 in st.zones[(9 + st.model.zone_instances[st.loc[_t1346]][1])]:
        if ((_st_cvars[84 + _t1366] == _t1346) and (_st_cvars[_t1366] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #655 baa7fb34>
def _loop(st, _t1346):
    _st_cvars = st.cvars
    _t1369 = 0
    for _t1368 in st.zones[(9 + st.model.zone_instances[st.loc[_t1346]][1])]:
        if (_st_cvars[84 + _t1368] == _t1346):
            _t1369 += (1 if ((_st_cvars[_t1368] == 'carnivorous') or (_st_cvars[_t1368] == 'high_body_weight')) else (2 if (_st_cvars[_t1368] == 'parasite') else 0))
    return _t1369

# <rulerun evolution.rules: on before attack #656 4f18b773>
def _loop(st, _t1346):
    _st_cvars = st.cvars
    for _t1370 in st.zones[(9 + st.model.zone_instances[st.loc[_t1346]][1])]:
        if ((_st_cvars[_t1370] == 'symbiosis') and (_st_cvars[168 + _t1370] == _t1346)):
            return True
    return False

# <rulerun evolution.rules: on before attack #657 b2d3ac25>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1345 = st.zones[(5 + L[4])]
    _budget1197[0] -= len(_t1345)
    if _budget1197[0] < 0: _spent1198(st)
    _t1352 = _NOT_YET
    _t1353 = _NOT_YET
    _t1358 = _NOT_YET
    _t1359 = _NOT_YET
    _t1364 = _NOT_YET
    _t1365 = _NOT_YET
    _t1347 = []
    for _t1346 in _t1345:
        if (((_t1346 != _l1) and (_t1346 != _l0)) and ((((((_l0 != _t1346) and ((not _a1199(st, _t1346)) or (_t1353 if _t1353 is not _NOT_YET else (_t1353 := (_t1352 if _t1352 is not _NOT_YET else (_t1352 := _a1200(st, L))))))) and ((not _a1201(st, _t1346)) or (_t1359 if _t1359 is not _NOT_YET else (_t1359 := (_t1358 if _t1358 is not _NOT_YET else (_t1358 := _a1202(st, L))))))) and (_a1203(st, _t1346) == (_t1365 if _t1365 is not _NOT_YET else (_t1365 := (_t1364 if _t1364 is not _NOT_YET else (_t1364 := _a1204(st, L))))))) and (not (_a1205(st, _t1346) and ((_st_cvars[924 + _t1346] == _st_vars[0]) or (_st_cvars[504 + _t1346] >= (1 + _a1206(st, _t1346))))))) and (not _a1207(st, _t1346)))):
            _t1347.append(_t1346)
    return _t1347

# <rulerun evolution.rules: on before attack #658 31ea34b3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1376 = []
    for _t1375 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1375] == L[1]) or (_st_cvars[168 + _t1375] == L[1])):
            _t1376.append(_t1375)
    return _t1376

# <rulerun evolution.rules: on before attack #659 062994ce>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1189[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1192(st, L)
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
            _r = _run1193(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            if _offer1194(st, L, _o): return True
            pc = 4
        if pc == 4:
            _r = _run1195(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run1196(st, L)
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
            _o = (_a1208(st, L) or [])
            fr[1] = 10
            _t1372 = L[4]
            _t1373 = len(_o)
            if not _t1373: _no_option1210(_t1372, 'mimicry: the new target')
            if _t1373 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1373 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1374 = st.chooser(_t1373, _t1372)
                else:
                    _t1374 = _st_bits(_t1373.bit_length())
                    while _t1374 >= _t1373: _t1374 = _st_bits(_t1373.bit_length())
                L[7] = _o[_t1374]; st.decisions += 1
            elif _decide1211(st, L, _o, _t1372): return True
            pc = 10
        if pc == 10:
            _r = _run1212(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a1213(st, L) or [])
            fr[1] = 13
            _t1377 = L[4]
            _t1378 = len(_o)
            if not _t1378: _no_option1210(_t1377, 'tail loss: trait to drop')
            if _t1378 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1378 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1379 = st.chooser(_t1378, _t1377)
                else:
                    _t1379 = _st_bits(_t1378.bit_length())
                    while _t1379 >= _t1378: _t1379 = _st_bits(_t1378.bit_length())
                L[8] = _o[_t1379]; st.decisions += 1
            elif _decide1215(st, L, _o, _t1377): return True
            pc = 13
        if pc == 13:
            _r = _run1216(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1217(_k1218)
            fr[1] = 15; st.cur.append([11, 0, _a]); return None
        if pc == 15:
            _r = _run1219(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1191(_k, st, _d0): raise _Runaway1190()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1220)

# <rulerun evolution.rules: on after attack #660 08b142a6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1223(_k1224)
            fr[1] = 1; st.cur.append([18, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1225)

# <rulerun evolution.rules: play #661 4d806819>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1226[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1229(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1230(_k1231)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit1228(_k, st, _d0): raise _Runaway1227()
                continue
        if pc == 3:
            _r = _run1232(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1233(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1234)

# <rulerun evolution.rules: development #662 playout 0b43618e>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1238)
    L[0] = []
    while (len((L[0] or ())) < 4):
        _budget1239[0] -= 1
        if _budget1239[0] < 0: _spent1240(st)
        _t1381 = (_o1241[st.vars[1]] or [])
        _budget1239[0] -= len(_t1381)
        if _budget1239[0] < 0: _spent1240(st)
        for _t1380 in _t1381:
            L[3] = _t1380
            if not ((not (_t1380 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t1380)]):
                if _st_log is not None: _st_log.append(_Text1244(_audience1242(st), [_PlayerRef1243(_t1380), ' has no cards and passes']))
                L[0] = (L[0] + [_t1380])
                if len(L[0]) > 1000000: _too_long1245(L[0])
            else:
                _t1382 = _st_zones[(1 + _t1380)]
                if _offer1247(st, L, _t1382[:]): raise _PlayoutCut1246()
                if (L[4] is None):
                    L[0] = _joined1248(L[0], [_t1380])
                else:
                    if _p1249(st, [_t1380, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: play_turn #663 340c1a0b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1237(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1250(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1251(_k1252)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run1253(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1251(_k1254)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run1255(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1256)

# <rulerun evolution.rules: development #664 1744f419>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1257[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1260)
            _r = _run1261(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region1262(st, L)
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
            L[1] = (_o1263[st.vars[1]] or []); L[2] = 0
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
            _r = _run1264(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer1265(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run1266(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p1267(st, [L[3], L[4], None, None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[3], L[4], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1268(_k1269)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit1259(_k, st, _d0): raise _Runaway1258()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit1259(_k, st, _d0): raise _Runaway1258()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1270)

# <rulerun evolution.rules: play_card #665 eae65af7>
def _loop(st, _t1387):
    _st_cvars = st.cvars
    for _t1389 in st.zones[(9 + st.model.zone_instances[st.loc[_t1387]][1])]:
        if ((_st_cvars[84 + _t1389] == _t1387) and (_st_cvars[_t1389] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #666 ba684767>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t1386 = ([_c for _i in [5 + _p for _p in _k1279] for _c in st.zones[_i]] or ())
    _budget1280[0] -= len(_t1386)
    if _budget1280[0] < 0: _spent1281(st)
    _t1388 = []
    for _t1387 in _t1386:
        if ((st.model.zone_instances[_st_loc[_t1387]][1] != _l0) and (not _a1282(st, _t1387))):
            _t1388.append(_t1387)
    return _t1388

# <rulerun evolution.rules: play_card #667 f976f2a8>
def _loop(st, L, _t1395, _t1399):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1400 in st.zones[(9 + st.model.zone_instances[st.loc[_t1395]][1])]:
        if ((_st_cvars[_t1400] == _l3) and (((_st_cvars[84 + _t1400] == _t1395) and (_st_cvars[168 + _t1400] == _t1399)) or ((_st_cvars[84 + _t1400] == _t1399) and (_st_cvars[168 + _t1400] == _t1395)))):
            return True
    return False

# <rulerun evolution.rules: play_card #668 658a4274>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1394 = _st_zones[(5 + _l0)]
    _budget1287[0] -= len(_t1394)
    if _budget1287[0] < 0: _spent1288(st)
    _t1396 = []
    for _t1395 in _t1394:
        _t1398 = _st_zones[(5 + _l0)]
        _budget1287[0] -= len(_t1398)
        if _budget1287[0] < 0: _spent1288(st)
        _t1397 = False
        for _t1399 in _t1398:
            if ((_t1395 != _t1399) and (not _a1289(st, L, _t1395, _t1399))):
                _t1397 = True
                break
        if _t1397:
            _t1396.append(_t1395)
    return _t1396

# <rulerun evolution.rules: play_card #669 d874a4c4>
def _loop(st, L, _t1406):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1408 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1408] == _l3) and (((_st_cvars[84 + _t1408] == _l5) and (_st_cvars[168 + _t1408] == _t1406)) or ((_st_cvars[84 + _t1408] == _t1406) and (_st_cvars[168 + _t1408] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #670 ca55ebf2>
def _loop(st, L):
    _l5 = L[5]
    _t1405 = st.zones[(5 + L[0])]
    _budget1293[0] -= len(_t1405)
    if _budget1293[0] < 0: _spent1294(st)
    _t1407 = []
    for _t1406 in _t1405:
        if ((_l5 != _t1406) and (not _a1295(st, L, _t1406))):
            _t1407.append(_t1406)
    return _t1407

# <rulerun evolution.rules: play_card #671 7b72731c>
def _loop(st, L, _t1417):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1419 in st.zones[(9 + st.model.zone_instances[st.loc[_t1417]][1])]:
        if ((_st_cvars[84 + _t1419] == _t1417) and (_st_cvars[_t1419] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #672 2bbee913>
def _loop(st, _t1417):
    _st_cvars = st.cvars
    for _t1421 in st.zones[(9 + st.model.zone_instances[st.loc[_t1417]][1])]:
        if ((_st_cvars[84 + _t1421] == _t1417) and (_st_cvars[_t1421] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #673 779a1da0>
def _loop(st, _t1417):
    _st_cvars = st.cvars
    for _t1423 in st.zones[(9 + st.model.zone_instances[st.loc[_t1417]][1])]:
        if ((_st_cvars[84 + _t1423] == _t1417) and (_st_cvars[_t1423] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #674 7f749db0>
def _loop(st, L):
    _l3 = L[3]
    _t1416 = st.zones[(5 + L[0])]
    _budget1304[0] -= len(_t1416)
    if _budget1304[0] < 0: _spent1305(st)
    _t1418 = []
    for _t1417 in _t1416:
        if ((((_l3 == 'fat_tissue') or (not _a1306(st, L, _t1417))) and (not ((_l3 == 'scavenger') and _a1307(st, _t1417)))) and (not ((_l3 == 'carnivorous') and _a1308(st, _t1417)))):
            _t1418.append(_t1417)
    return _t1418

# <rulerun evolution.rules: play_card #675 c4e92021>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1273(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1383 = L[0]
            _t1384 = len(_o)
            if not _t1384: _no_option1275(_t1383, 'play it as')
            if _t1384 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1384 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1385 = st.chooser(_t1384, _t1383)
                else:
                    _t1385 = _st_bits(_t1384.bit_length())
                    while _t1385 >= _t1384: _t1385 = _st_bits(_t1384.bit_length())
                L[3] = _o[_t1385]; st.decisions += 1
            elif _decide1276(st, L, _o, _t1383): return True
            pc = 2
        if pc == 2:
            _r = _run1277(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region1278(st, L)
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
            _o = (_a1283(st, L) or [])
            fr[1] = 5
            _t1391 = L[0]
            _t1392 = len(_o)
            if not _t1392: _no_option1275(_t1391, 'animal to put the parasite on')
            if _t1392 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1392 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1393 = st.chooser(_t1392, _t1391)
                else:
                    _t1393 = _st_bits(_t1392.bit_length())
                    while _t1393 >= _t1392: _t1393 = _st_bits(_t1392.bit_length())
                L[4] = _o[_t1393]; st.decisions += 1
            elif _decide1285(st, L, _o, _t1391): return True
            pc = 5
        if pc == 5:
            _r = _run1286(st, L)
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
            _o = (_a1290(st, L) or [])
            fr[1] = 9
            _t1402 = L[0]
            _t1403 = len(_o)
            if not _t1403: _no_option1275(_t1402, 'first animal of the pair')
            if _t1403 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1403 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1404 = st.chooser(_t1403, _t1402)
                else:
                    _t1404 = _st_bits(_t1403.bit_length())
                    while _t1404 >= _t1403: _t1404 = _st_bits(_t1403.bit_length())
                L[5] = _o[_t1404]; st.decisions += 1
            elif _decide1292(st, L, _o, _t1402): return True
            pc = 9
        if pc == 9:
            _o = (_a1296(st, L) or [])
            fr[1] = 10
            _t1410 = L[0]
            _t1411 = len(_o)
            if not _t1411: _no_option1275(_t1410, 'second animal of the pair')
            if _t1411 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1411 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1412 = st.chooser(_t1411, _t1410)
                else:
                    _t1412 = _st_bits(_t1411.bit_length())
                    while _t1412 >= _t1411: _t1412 = _st_bits(_t1411.bit_length())
                L[6] = _o[_t1412]; st.decisions += 1
            elif _decide1298(st, L, _o, _t1410): return True
            pc = 10
        if pc == 10:
            _r = _run1299(st, L)
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
            _t1413 = L[0]
            _t1414 = len(_o)
            if not _t1414: _no_option1275(_t1413, 'the symbiont')
            if _t1414 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1414 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1415 = st.chooser(_t1414, _t1413)
                else:
                    _t1415 = _st_bits(_t1414.bit_length())
                    while _t1415 >= _t1414: _t1415 = _st_bits(_t1414.bit_length())
                L[7] = _o[_t1415]; st.decisions += 1
            elif _decide1301(st, L, _o, _t1413): return True
            pc = 13
        if pc == 13:
            _r = _run1302(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run1303(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a1309(st, L) or [])
            fr[1] = 18
            _t1425 = L[0]
            _t1426 = len(_o)
            if not _t1426: _no_option1275(_t1425, 'animal to give it to')
            if _t1426 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1426 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1427 = st.chooser(_t1426, _t1425)
                else:
                    _t1427 = _st_bits(_t1426.bit_length())
                    while _t1427 >= _t1426: _t1427 = _st_bits(_t1426.bit_length())
                L[8] = _o[_t1427]; st.decisions += 1
            elif _decide1311(st, L, _o, _t1425): return True
            pc = 18
        if pc == 18:
            _r = _run1312(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1313)

# <rulerun evolution.rules: convert_fat #676 b9871912>
def _loop(st, _t1433):
    _st_cvars = st.cvars
    _t1436 = 0
    for _t1435 in st.zones[(9 + st.model.zone_instances[st.loc[_t1433]][1])]:
        if (_st_cvars[84 + _t1435] == _t1433):
            _t1436 += (1 if ((_st_cvars[_t1435] == 'carnivorous') or (_st_cvars[_t1435] == 'high_body_weight')) else (2 if (_st_cvars[_t1435] == 'parasite') else 0))
    return _t1436

# <rulerun evolution.rules: convert_fat #677 4f9fd284>
def _loop(st, _t1433):
    _st_cvars = st.cvars
    _t1438 = 0
    for _t1437 in st.zones[(9 + st.model.zone_instances[st.loc[_t1433]][1])]:
        if (((_st_cvars[84 + _t1437] == _t1433) and (_st_cvars[_t1437] == 'fat_tissue')) and _st_cvars[252 + _t1437]):
            _t1438 += 1
    return _t1438

# <rulerun evolution.rules: convert_fat #678 5b55a378>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1432 = st.zones[(5 + L[0])]
    _budget1329[0] -= len(_t1432)
    if _budget1329[0] < 0: _spent1330(st)
    _t1434 = []
    for _t1433 in _t1432:
        if ((not ((_st_cvars[924 + _t1433] == _st_vars[0]) or (_st_cvars[504 + _t1433] >= (1 + _a1331(st, _t1433))))) and (_a1332(st, _t1433) > 0)):
            _t1434.append(_t1433)
    return _t1434

# <rulerun evolution.rules: convert_fat #679 a74b2955>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1444 = 0
    for _t1443 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1443] == L[1]) and (_st_cvars[_t1443] == 'fat_tissue')) and _st_cvars[252 + _t1443]):
            _t1444 += 1
    return _t1444

# <rulerun evolution.rules: convert_fat #680 0a90b5bd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1446 = 0
    for _t1445 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1445] == L[1]):
            _t1446 += (1 if ((_st_cvars[_t1445] == 'carnivorous') or (_st_cvars[_t1445] == 'high_body_weight')) else (2 if (_st_cvars[_t1445] == 'parasite') else 0))
    return _t1446

# <rulerun evolution.rules: convert_fat #681 4a247c76>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1452 = 0
    for _t1451 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1451] == L[1]):
            _t1452 += (1 if ((_st_cvars[_t1451] == 'carnivorous') or (_st_cvars[_t1451] == 'high_body_weight')) else (2 if (_st_cvars[_t1451] == 'parasite') else 0))
    return _t1452

# <rulerun evolution.rules: convert_fat #682 playout 0e0ce4d9>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t1431 = (_a1333(st, L) or [])
    _t1439 = _l0
    _t1440 = len(_t1431)
    if not _t1440: _no_option1336(_t1439, 'animal to convert fat on')
    if _t1440 <= 1 and _st_log is None:
        L[1] = _t1431[0] if _t1440 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1441 = st.chooser(_t1440, _t1439)
        else:
            _t1441 = _st_bits(_t1440.bit_length())
            while _t1441 >= _t1440: _t1441 = _st_bits(_t1440.bit_length())
        L[1] = _t1431[_t1441]; st.decisions += 1
    elif _decide1337(st, L, _t1431, _t1439): raise _PlayoutCut1334()
    _t1442 = (_range1338(1, min(_a1339(st, L), ((1 + _a1340(st, L)) - _st_cvars[504 + L[1]]))) or [])
    _t1447 = _l0
    _t1448 = len(_t1442)
    if not _t1448: _no_option1336(_t1447, 'yellow tokens to convert')
    if _t1448 <= 1 and _st_log is None:
        L[2] = _t1442[0] if _t1448 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1449 = st.chooser(_t1448, _t1447)
        else:
            _t1449 = _st_bits(_t1448.bit_length())
            while _t1449 >= _t1448: _t1449 = _st_bits(_t1448.bit_length())
        L[2] = _t1442[_t1449]; st.decisions += 1
    elif _decide1342(st, L, _t1442, _t1447): raise _PlayoutCut1334()
    L[3] = L[2]
    for _t1450 in st.zones[(9 + _l0)][:]:
        L[6] = _t1450
        if not ((((_st_cvars[84 + _t1450] == L[1]) and _st_cvars[252 + _t1450]) and (L[3] > 0))): continue
        _st_cvars[252 + _t1450] = False
        L[3] = L[3] - 1
    _st_cvars[504 + L[1]] = _st_cvars[504 + L[1]] + L[2]
    if _st_log is not None: _st_log.append(_Text1347(_audience1343(st), [_PlayerRef1344(_l0), ' converts ', _plain1345(L[2]), ' fat on animal ', _plain1345(_st_cvars[420 + L[1]]), ' into food (food ', _plain1345(_st_cvars[504 + L[1]]), '/', _plain1345((1 + _a1346(st, L))), ')']))

# <rulerun evolution.rules: grazing #683 89944cdf>
def _loop(st, _t1455):
    _st_cvars = st.cvars
    for _t1457 in st.zones[(9 + st.model.zone_instances[st.loc[_t1455]][1])]:
        if ((_st_cvars[84 + _t1457] == _t1455) and (_st_cvars[_t1457] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #684 f31943d6>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1454 = st.zones[(5 + L[0])]
    _budget1351[0] -= len(_t1454)
    if _budget1351[0] < 0: _spent1352(st)
    _t1456 = []
    for _t1455 in _t1454:
        if ((_a1353(st, _t1455) and (_st_cvars[840 + _t1455] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1456.append(_t1455)
    return _t1456

# <rulerun evolution.rules: grazing #685 playout 82a5eca3>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t1453 = (_a1354(st, L) or [])
    _t1459 = _l0
    _t1460 = len(_t1453)
    if not _t1460: _no_option1357(_t1459, 'grazing animal')
    if _t1460 <= 1 and _st_log is None:
        L[1] = _t1453[0] if _t1460 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1461 = st.chooser(_t1460, _t1459)
        else:
            _t1461 = _st_bits(_t1460.bit_length())
            while _t1461 >= _t1460: _t1461 = _st_bits(_t1460.bit_length())
        L[1] = _t1453[_t1461]; st.decisions += 1
    elif _decide1358(st, L, _t1453, _t1459): raise _PlayoutCut1355()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text1362(_audience1359(st), ['Grazing: ', _PlayerRef1360(_l0), "'s animal ", _plain1361(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain1361(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #686 71427428>
def _loop(st, _t1464):
    _st_cvars = st.cvars
    for _t1466 in st.zones[(9 + st.model.zone_instances[st.loc[_t1464]][1])]:
        if ((_st_cvars[84 + _t1466] == _t1464) and (_st_cvars[_t1466] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #687 172a2e14>
def _loop(st, _t1464):
    _st_cvars = st.cvars
    _t1469 = 0
    for _t1468 in st.zones[(9 + st.model.zone_instances[st.loc[_t1464]][1])]:
        if (_st_cvars[84 + _t1468] == _t1464):
            _t1469 += (1 if ((_st_cvars[_t1468] == 'carnivorous') or (_st_cvars[_t1468] == 'high_body_weight')) else (2 if (_st_cvars[_t1468] == 'parasite') else 0))
    return _t1469

# <rulerun evolution.rules: hibernation #688 4008bffe>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1463 = st.zones[(5 + L[0])]
    _budget1365[0] -= len(_t1463)
    if _budget1365[0] < 0: _spent1366(st)
    _t1465 = []
    for _t1464 in _t1463:
        if ((((_a1367(st, _t1464) and (_st_cvars[924 + _t1464] != _st_vars[0])) and (_st_cvars[924 + _t1464] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1464] == _st_vars[0]) or (_st_cvars[504 + _t1464] >= (1 + _a1368(st, _t1464)))))):
            _t1465.append(_t1464)
    return _t1465

# <rulerun evolution.rules: hibernation #689 playout b6d23377>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t1462 = (_a1369(st, L) or [])
    _t1470 = _l0
    _t1471 = len(_t1462)
    if not _t1471: _no_option1372(_t1470, 'animal to hibernate')
    if _t1471 <= 1 and _st_log is None:
        L[1] = _t1462[0] if _t1471 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1472 = st.chooser(_t1471, _t1470)
        else:
            _t1472 = _st_bits(_t1471.bit_length())
            while _t1472 >= _t1471: _t1472 = _st_bits(_t1471.bit_length())
        L[1] = _t1462[_t1472]; st.decisions += 1
    elif _decide1373(st, L, _t1462, _t1470): raise _PlayoutCut1370()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text1377(_audience1374(st), ['Hibernation: ', _PlayerRef1375(_l0), "'s animal ", _plain1376(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #690 64bdf8ea>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1314[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1317(st, L)
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
            _r = _run1318(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1428 = L[0]
            _t1429 = len(_o)
            if not _t1429: _no_option1320(_t1428, 'feeding action')
            if _t1429 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1429 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1430 = st.chooser(_t1429, _t1428)
                else:
                    _t1430 = _st_bits(_t1429.bit_length())
                    while _t1430 >= _t1429: _t1430 = _st_bits(_t1429.bit_length())
                L[3] = _o[_t1430]; st.decisions += 1
            elif _decide1321(st, L, _o, _t1428): return True
            pc = 4
        if pc == 4:
            _r = _run1322(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run1323(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit1324(_k1325)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run1326(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit1324(_k1327)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run1328(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1348(st, [L[0], None, None, None, None, None, None]) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1324(_k1349)
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
            if len(st.cur) >= 500: raise _RuleLimit1324(_k1350)
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
                if _p1363(st, [L[0], None]) == 3: return True
                pc = 22
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1324(_k1364)
                fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            if st.thread_player == st.inline_thread:
                if _p1378(st, [L[0], None]) == 3: return True
                pc = 24
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1324(_k1379)
                fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1316(_k, st, _d0): raise _Runaway1315()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1380)

# <rulerun evolution.rules: play #691 64c364c1>
def _loop(st, p):
    _st_cvars = st.cvars
    _t1474 = 0
    for _t1473 in st.zones[(9 + p)]:
        _t1474 += (1 + (1 if ((_st_cvars[_t1473] == 'carnivorous') or (_st_cvars[_t1473] == 'high_body_weight')) else (2 if (_st_cvars[_t1473] == 'parasite') else 0)))
    return _t1474

# <rulerun evolution.rules: rank #692 348906b0>
def _native(st, p):
    _st_zones = st.zones
    return (((2 * len(_st_zones[(5 + p)])) + _a1381(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #693 2945becc>
def _loop(st, _t1476):
    _st_cvars = st.cvars
    _t1479 = 0
    for _t1478 in st.zones[(9 + st.model.zone_instances[st.loc[_t1476]][1])]:
        if (_st_cvars[84 + _t1478] == _t1476):
            _t1479 += (1 + (1 if ((_st_cvars[_t1478] == 'carnivorous') or (_st_cvars[_t1478] == 'high_body_weight')) else (2 if (_st_cvars[_t1478] == 'parasite') else 0)))
    return _t1479

# <rulerun evolution.rules: play #694 15e9e0c8>
def _loop(st, _t1476):
    _st_cvars = st.cvars
    _t1481 = 0
    for _t1480 in st.zones[(9 + st.model.zone_instances[st.loc[_t1476]][1])]:
        if (_st_cvars[84 + _t1480] == _t1476):
            _t1481 += (1 if ((_st_cvars[_t1480] == 'carnivorous') or (_st_cvars[_t1480] == 'high_body_weight')) else (2 if (_st_cvars[_t1480] == 'parasite') else 0))
    return _t1481

# <rulerun evolution.rules: play #695 88712537>
def _loop(st, _t1476):
    _st_cvars = st.cvars
    _t1483 = 0
    for _t1482 in st.zones[(9 + st.model.zone_instances[st.loc[_t1476]][1])]:
        if (_st_cvars[84 + _t1482] == _t1476):
            _t1483 += (1 + (1 if ((_st_cvars[_t1482] == 'carnivorous') or (_st_cvars[_t1482] == 'high_body_weight')) else (2 if (_st_cvars[_t1482] == 'parasite') else 0)))
    return _t1483

# <rulerun evolution.rules: play #696 b504e227>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1475 = st.zones[(5 + p)]
    _budget1382[0] -= len(_t1475)
    if _budget1382[0] < 0: _spent1383(st)
    _t1477 = 0
    for _t1476 in _t1475:
        _t1477 += (0 if _st_cvars[588 + _t1476] else (_times1384(2, (2 + _a1385(st, _t1476))) if ((_st_cvars[924 + _t1476] == _st_vars[0]) or (_st_cvars[504 + _t1476] >= (1 + _a1386(st, _t1476)))) else (2 + _a1387(st, _t1476))))
    return _t1477

# <rulerun evolution.rules: rank #697 d8988157>
def _native(st, p):
    return (_a1388(st, p), len(st.zones[(13 + p)]), )

