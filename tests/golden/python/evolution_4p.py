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

# <rulerun evolution.rules: play_turn #2 f0fec8fd>
def _loop(st, _t2):
    _st_cvars = st.cvars
    _t3 = st.zones[(9 + st.model.zone_instances[st.loc[_t2]][1])]
    _budget14[0] -= len(_t3)
    if _budget14[0] < 0: _spent15(st)
    _t5 = 0
    for _t4 in _t3:
        if (_st_cvars[84 + _t4] == _t2):
            _t5 += (1 if ((_st_cvars[_t4] == 'carnivorous') or (_st_cvars[_t4] == 'high_body_weight')) else (2 if (_st_cvars[_t4] == 'parasite') else 0))
    return _t5

# <rulerun evolution.rules: play_turn #3 289796df>
def _loop(st, _i2l0):
    _st_cvars = st.cvars
    _t11 = st.zones[(9 + st.model.zone_instances[st.loc[_i2l0]][1])]
    _budget21[0] -= len(_t11)
    if _budget21[0] < 0: _spent22(st)
    _t13 = []
    for _t12 in _t11:
        if ((_st_cvars[84 + _t12] == _i2l0) or (_st_cvars[168 + _t12] == _i2l0)):
            _t13.append(_t12)
    return _t13

# <rulerun evolution.rules: play_turn #4 8339af63>
def _loop(st):
    for _t25 in (_k27 or ()):
        if (st.vars[7 + _t25] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #5 f652214a>
def _loop(st, _t35):
    _st_cvars = st.cvars
    _t36 = st.zones[(9 + st.model.zone_instances[st.loc[_t35]][1])]
    _budget38[0] -= len(_t36)
    if _budget38[0] < 0: _spent39(st)
    _t38 = 0
    for _t37 in _t36:
        if (_st_cvars[84 + _t37] == _t35):
            _t38 += (1 if ((_st_cvars[_t37] == 'carnivorous') or (_st_cvars[_t37] == 'high_body_weight')) else (2 if (_st_cvars[_t37] == 'parasite') else 0))
    return _t38

# <rulerun evolution.rules: extinction_and_new_cards #6 ae9503e0>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    _t44 = st.zones[(9 + st.model.zone_instances[st.loc[_i5l0]][1])]
    _budget45[0] -= len(_t44)
    if _budget45[0] < 0: _spent46(st)
    _t46 = []
    for _t45 in _t44:
        if ((_st_cvars[84 + _t45] == _i5l0) or (_st_cvars[168 + _t45] == _i5l0)):
            _t46.append(_t45)
    return _t46

# <rulerun evolution.rules: extinction_and_new_cards #7 f684a0f9>
def _loop(st):
    for _t58 in (_k51 or ()):
        if (st.vars[7 + _t58] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #8 e4c5d688>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k34)
    _t34 = ([_c for _i in [5 + _p for _p in _k35] for _c in _st_zones[_i]] or ())
    _budget36[0] -= len(_t34)
    if _budget36[0] < 0: _spent37(st)
    _t33 = []
    for _t35 in _t34:
        if ((not ((_st_cvars[924 + _t35] == _st_vars[0]) or (_st_cvars[504 + _t35] >= (1 + _a40(st, _t35))))) or _st_cvars[588 + _t35]):
            _t33.append(_t35)
    L[0] = _t33
    _t40 = (L[0] or [])
    _budget36[0] -= len(_t40)
    if _budget36[0] < 0: _spent37(st)
    for _t39 in _t40:
        L[3] = _t39
        if _st_cvars[588 + _t39]:
            if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_PlayerRef42(st.model.zone_instances[_st_loc[_t39]][1]), "'s animal ", _plain43(_st_cvars[420 + _t39]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_PlayerRef42(st.model.zone_instances[_st_loc[_t39]][1]), "'s animal ", _plain43(_st_cvars[420 + _t39]), ' starves']))
    _t42 = (L[0] or [])
    _budget36[0] -= len(_t42)
    if _budget36[0] < 0: _spent37(st)
    for _t41 in _t42:
        L[6] = _t41
        _i5l0 = _t41
        _i5 = [_i5l0, None, None, None, None]
        _i5[1] = st.model.zone_instances[_st_loc[_i5l0]][1]
        _t47 = (_a47(st, _i5l0) or [])
        _budget36[0] -= len(_t47)
        if _budget36[0] < 0: _spent37(st)
        for _t43 in _t47:
            _i5[4] = _t43
            _i6l0 = _t43
            _i6 = [_i6l0, None]
            _i6[1] = st.model.zone_instances[_st_loc[_i6l0]][1]
            _st_cvars[252 + _i6l0] = False
            _st_cvars[84 + _i6l0] = None
            _st_cvars[168 + _i6l0] = None
            _st_cvars[_i6l0] = 'no_trait'
            _t48 = _i6l0
            _t49 = (13 + _i6[1])
            if type(_t48) is int and _st_log is None:
                _t50 = _st_zones[_st_loc[_t48]]
                if _t50[-1] == _t48: _t50.pop()
                else: _t50.remove(_t48)
                _st_zones[_t49].append(_t48); _st_loc[_t48] = _t49
            elif _t48 is not None:
                _move_cards48(st, _t48, _t49, False)
        _st_cvars[504 + _i5l0] = 0
        _st_cvars[588 + _i5l0] = False
        _t51 = _i5l0
        _t52 = (13 + _i5[1])
        if type(_t51) is int and _st_log is None:
            _t53 = _st_zones[_st_loc[_t51]]
            if _t53[-1] == _t51: _t53.pop()
            else: _t53.remove(_t51)
            _st_zones[_t52].append(_t51); _st_loc[_t51] = _t52
        elif _t51 is not None:
            _move_cards48(st, _t51, _t52, False)
    if (not _st_vars[2]):
        _i7 = [None, None, None, None, None, None, None, None, None]
        for _t54 in (_k49 or []):
            _i7[2] = _t54
            _st_vars[7 + _t54] = (6 if ((not _st_zones[(5 + _t54)]) and (not _st_zones[(1 + _t54)])) else (1 + len(_st_zones[(5 + _t54)])))
        for _t55 in (_o50[_st_vars[1]] or []):
            _i7[5] = _t55
            if _st_log is not None: _st_log.append(_Text44(_audience41(st), ['Cards owed to ', _PlayerRef42(_t55), ': ', _plain43(_st_vars[7 + _t55])]))
        _t56 = 0; _t57 = st.decisions
        while ((not not _st_zones[0]) and _a52(st)):
            _t56 += 1
            if _t56 > _LIMIT53[0] and _over_limit54(_t56, st, _t57): raise _Runaway55()
            for _t60 in (_o56[_st_vars[1]] or []):
                _i7[8] = _t60
                if not (((_st_vars[7 + _t60] > 0) and (not not _st_zones[0]))): continue
                _t63 = _st_zones[0]
                _t62 = (1 + _t60)
                if _st_log is None and _t63:
                    _t61 = _t63.pop(); _st_zones[_t62].append(_t61); _st_loc[_t61] = _t62
                elif _t63:
                    _move_cards48(st, _t63[-1], _t62, False)
                _st_vars[7 + _t60] = _st_vars[7 + _t60] - 1
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text44(_audience41(st), ['The deck has run out: the next turn is the last']))
    _t65 = ([_c for _i in [5 + _p for _p in _k57] for _c in _st_zones[_i]] or [])
    _budget36[0] -= len(_t65)
    if _budget36[0] < 0: _spent37(st)
    for _t64 in _t65:
        L[9] = _t64
        _st_cvars[504 + _t64] = 0

# <rulerun evolution.rules: play_turn #9 5ed38ea3>
def _native(st, L):
    _st_vars = st.vars
    if _p59(st, _k58[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: development #10 937897f6>
def _native(st, L):
    L[0] = []

# <rulerun evolution.rules: development #11 e5938129>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text62(_audience60(st), [_PlayerRef61(_l3), ' has no cards and passes']))
    L[0] = _player64(_joined63(L[0], [_l3]), 4)

# <rulerun evolution.rules: development #12 5688ec8c>
def _native(st, L):
    L[0] = _joined65(L[0], [L[3]])

# <rulerun evolution.rules: development #13 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: play_card #14 9488030c>
def _loop(st, _t74):
    _st_cvars = st.cvars
    _t76 = st.zones[(9 + st.model.zone_instances[st.loc[_t74]][1])]
    _budget84[0] -= len(_t76)
    if _budget84[0] < 0: _spent85(st)
    for _t77 in _t76:
        if ((_st_cvars[84 + _t77] == _t74) and (_st_cvars[_t77] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #15 1650890b>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t73 = ([_c for _i in [5 + _p for _p in _k81] for _c in st.zones[_i]] or ())
    _budget82[0] -= len(_t73)
    if _budget82[0] < 0: _spent83(st)
    for _t74 in _t73:
        if ((st.model.zone_instances[_st_loc[_t74]][1] != _l0) and (not _a86(st, _t74))):
            return True
    return False

# <rulerun evolution.rules: play_card #16 d620984c>
def _loop(st, _t72, _t81, _t85):
    _st_cvars = st.cvars
    _t86 = st.zones[(9 + st.model.zone_instances[st.loc[_t81]][1])]
    _budget90[0] -= len(_t86)
    if _budget90[0] < 0: _spent91(st)
    for _t87 in _t86:
        if ((_st_cvars[_t87] == _t72) and (((_st_cvars[84 + _t87] == _t81) and (_st_cvars[168 + _t87] == _t85)) or ((_st_cvars[84 + _t87] == _t85) and (_st_cvars[168 + _t87] == _t81)))):
            return True
    return False

# <rulerun evolution.rules: play_card #17 f6297e9b>
def _loop(st, L, _t72):
    _l0 = L[0]
    _st_zones = st.zones
    _t80 = _st_zones[(5 + _l0)]
    _budget88[0] -= len(_t80)
    if _budget88[0] < 0: _spent89(st)
    for _t81 in _t80:
        _t84 = _st_zones[(5 + _l0)]
        _budget88[0] -= len(_t84)
        if _budget88[0] < 0: _spent89(st)
        _t83 = False
        for _t85 in _t84:
            if ((_t81 != _t85) and (not _a92(st, _t72, _t81, _t85))):
                _t83 = True
                break
        if _t83:
            return True
    return False

# <rulerun evolution.rules: play_card #18 4042c4f0>
def _loop(st, _t72, _t90):
    _st_cvars = st.cvars
    _t92 = st.zones[(9 + st.model.zone_instances[st.loc[_t90]][1])]
    _budget96[0] -= len(_t92)
    if _budget96[0] < 0: _spent97(st)
    for _t93 in _t92:
        if ((_st_cvars[84 + _t93] == _t90) and (_st_cvars[_t93] == _t72)):
            return True
    return False

# <rulerun evolution.rules: play_card #19 96ac345e>
def _loop(st, _t90):
    _st_cvars = st.cvars
    _t95 = st.zones[(9 + st.model.zone_instances[st.loc[_t90]][1])]
    _budget99[0] -= len(_t95)
    if _budget99[0] < 0: _spent100(st)
    for _t96 in _t95:
        if ((_st_cvars[84 + _t96] == _t90) and (_st_cvars[_t96] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #20 6f1165c0>
def _loop(st, _t90):
    _st_cvars = st.cvars
    _t98 = st.zones[(9 + st.model.zone_instances[st.loc[_t90]][1])]
    _budget102[0] -= len(_t98)
    if _budget102[0] < 0: _spent103(st)
    for _t99 in _t98:
        if ((_st_cvars[84 + _t99] == _t90) and (_st_cvars[_t99] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #21 766ea2f7>
def _loop(st, L, _t72):
    _t89 = st.zones[(5 + L[0])]
    _budget94[0] -= len(_t89)
    if _budget94[0] < 0: _spent95(st)
    for _t90 in _t89:
        if ((((_t72 == 'fat_tissue') or (not _a98(st, _t72, _t90))) and (not ((_t72 == 'scavenger') and _a101(st, _t90)))) and (not ((_t72 == 'carnivorous') and _a104(st, _t90)))):
            return True
    return False

# <rulerun evolution.rules: play_card #22 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #23 a5714195>
def _loop(st, _t110):
    _st_cvars = st.cvars
    _t112 = st.zones[(9 + st.model.zone_instances[st.loc[_t110]][1])]
    _budget118[0] -= len(_t112)
    if _budget118[0] < 0: _spent119(st)
    for _t113 in _t112:
        if ((_st_cvars[84 + _t113] == _t110) and (_st_cvars[_t113] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #24 173a946e>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t109 = ([_c for _i in [5 + _p for _p in _k115] for _c in st.zones[_i]] or ())
    _budget116[0] -= len(_t109)
    if _budget116[0] < 0: _spent117(st)
    _t111 = []
    for _t110 in _t109:
        if ((st.model.zone_instances[_st_loc[_t110]][1] != _l0) and (not _a120(st, _t110))):
            _t111.append(_t110)
    return _t111

# <rulerun evolution.rules: play_card #25 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #26 7f0453db>
def _loop(st, L):
    _st_cvars = st.cvars
    _t115 = st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]
    _budget124[0] -= len(_t115)
    if _budget124[0] < 0: _spent125(st)
    _t117 = []
    for _t116 in _t115:
        if ((_st_cvars[84 + _t116] == L[4]) or (_st_cvars[168 + _t116] == L[4])):
            _t117.append(_st_cvars[_t116])
    return _t117

# <rulerun evolution.rules: play_card #27 2a3c9e2f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t118 = st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]
    _budget127[0] -= len(_t118)
    if _budget127[0] < 0: _spent128(st)
    _t120 = []
    for _t119 in _t118:
        if ((_st_cvars[84 + _t119] == L[4]) or (_st_cvars[168 + _t119] == L[4])):
            _t120.append(_t119)
    return _t120

# <rulerun evolution.rules: play_card #28 820f2d3e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t121 = st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]
    _budget130[0] -= len(_t121)
    if _budget130[0] < 0: _spent131(st)
    _t123 = 0
    for _t122 in _t121:
        if (_st_cvars[84 + _t122] == L[4]):
            _t123 += (1 if ((_st_cvars[_t122] == 'carnivorous') or (_st_cvars[_t122] == 'high_body_weight')) else (2 if (_st_cvars[_t122] == 'parasite') else 0))
    return _t123

# <rulerun evolution.rules: play_card #29 0c1be74c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t124 = st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]
    _budget133[0] -= len(_t124)
    if _budget133[0] < 0: _spent134(st)
    _t126 = 0
    for _t125 in _t124:
        if (((_st_cvars[84 + _t125] == L[4]) and (_st_cvars[_t125] == 'fat_tissue')) and _st_cvars[252 + _t125]):
            _t126 += 1
    return _t126

# <rulerun evolution.rules: play_card #30 48df2739>
def _loop(st, L):
    _st_cvars = st.cvars
    _t127 = st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]
    _budget136[0] -= len(_t127)
    if _budget136[0] < 0: _spent137(st)
    _t129 = 0
    for _t128 in _t127:
        if ((_st_cvars[84 + _t128] == L[4]) and (_st_cvars[_t128] == 'fat_tissue')):
            _t129 += 1
    return _t129

# <rulerun evolution.rules: play_card #31 ed8d26fe>
def _loop(st, L):
    _st_cvars = st.cvars
    _t130 = st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]
    _budget139[0] -= len(_t130)
    if _budget139[0] < 0: _spent140(st)
    _t132 = 0
    for _t131 in _t130:
        if ((_st_cvars[84 + _t131] == L[4]) and (_st_cvars[_t131] == 'fat_tissue')):
            _t132 += 1
    return _t132

# <rulerun evolution.rules: play_card #32 9ae7acdf>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain122(((((('animal ' + _plain122(_st_cvars[420 + L[4]]) + ' of ' + _player_text123(st.model.zone_instances[st.loc[L[4]]][1])) + ((' ' + _plain122(_a126(st, L))) if (not not (_a129(st, L) or ())) else '')) + (' food ' + _plain122(_st_cvars[504 + L[4]]) + '/' + _plain122((1 + _a132(st, L))))) + ((' fat ' + _plain122(_a135(st, L)) + '/' + _plain122(_a138(st, L))) if (_a141(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[4]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[4]] else ''))))

# <rulerun evolution.rules: play_card #33 5142c4d9>
def _loop(st, L, _t141, _t145):
    _l3 = L[3]
    _st_cvars = st.cvars
    _t146 = st.zones[(9 + st.model.zone_instances[st.loc[_t141]][1])]
    _budget146[0] -= len(_t146)
    if _budget146[0] < 0: _spent147(st)
    for _t147 in _t146:
        if ((_st_cvars[_t147] == _l3) and (((_st_cvars[84 + _t147] == _t141) and (_st_cvars[168 + _t147] == _t145)) or ((_st_cvars[84 + _t147] == _t145) and (_st_cvars[168 + _t147] == _t141)))):
            return True
    return False

# <rulerun evolution.rules: play_card #34 8b9b8eed>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t140 = _st_zones[(5 + _l0)]
    _budget144[0] -= len(_t140)
    if _budget144[0] < 0: _spent145(st)
    _t142 = []
    for _t141 in _t140:
        _t144 = _st_zones[(5 + _l0)]
        _budget144[0] -= len(_t144)
        if _budget144[0] < 0: _spent145(st)
        _t143 = False
        for _t145 in _t144:
            if ((_t141 != _t145) and (not _a148(st, L, _t141, _t145))):
                _t143 = True
                break
        if _t143:
            _t142.append(_t141)
    return _t142

# <rulerun evolution.rules: play_card #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #36 578d5011>
def _loop(st, L):
    _st_cvars = st.cvars
    _t149 = st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]
    _budget152[0] -= len(_t149)
    if _budget152[0] < 0: _spent153(st)
    _t151 = []
    for _t150 in _t149:
        if ((_st_cvars[84 + _t150] == L[5]) or (_st_cvars[168 + _t150] == L[5])):
            _t151.append(_st_cvars[_t150])
    return _t151

# <rulerun evolution.rules: play_card #37 50617104>
def _loop(st, L):
    _st_cvars = st.cvars
    _t152 = st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]
    _budget155[0] -= len(_t152)
    if _budget155[0] < 0: _spent156(st)
    _t154 = []
    for _t153 in _t152:
        if ((_st_cvars[84 + _t153] == L[5]) or (_st_cvars[168 + _t153] == L[5])):
            _t154.append(_t153)
    return _t154

# <rulerun evolution.rules: play_card #38 6806be29>
def _loop(st, L):
    _st_cvars = st.cvars
    _t155 = st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]
    _budget158[0] -= len(_t155)
    if _budget158[0] < 0: _spent159(st)
    _t157 = 0
    for _t156 in _t155:
        if (_st_cvars[84 + _t156] == L[5]):
            _t157 += (1 if ((_st_cvars[_t156] == 'carnivorous') or (_st_cvars[_t156] == 'high_body_weight')) else (2 if (_st_cvars[_t156] == 'parasite') else 0))
    return _t157

# <rulerun evolution.rules: play_card #39 94b93547>
def _loop(st, L):
    _st_cvars = st.cvars
    _t158 = st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]
    _budget161[0] -= len(_t158)
    if _budget161[0] < 0: _spent162(st)
    _t160 = 0
    for _t159 in _t158:
        if (((_st_cvars[84 + _t159] == L[5]) and (_st_cvars[_t159] == 'fat_tissue')) and _st_cvars[252 + _t159]):
            _t160 += 1
    return _t160

# <rulerun evolution.rules: play_card #40 fc64f8c1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t161 = st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]
    _budget164[0] -= len(_t161)
    if _budget164[0] < 0: _spent165(st)
    _t163 = 0
    for _t162 in _t161:
        if ((_st_cvars[84 + _t162] == L[5]) and (_st_cvars[_t162] == 'fat_tissue')):
            _t163 += 1
    return _t163

# <rulerun evolution.rules: play_card #41 42af02a9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t164 = st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]
    _budget167[0] -= len(_t164)
    if _budget167[0] < 0: _spent168(st)
    _t166 = 0
    for _t165 in _t164:
        if ((_st_cvars[84 + _t165] == L[5]) and (_st_cvars[_t165] == 'fat_tissue')):
            _t166 += 1
    return _t166

# <rulerun evolution.rules: play_card #42 a60d780c>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain150(((((('animal ' + _plain150(_st_cvars[420 + L[5]]) + ' of ' + _player_text151(st.model.zone_instances[st.loc[L[5]]][1])) + ((' ' + _plain150(_a154(st, L))) if (not not (_a157(st, L) or ())) else '')) + (' food ' + _plain150(_st_cvars[504 + L[5]]) + '/' + _plain150((1 + _a160(st, L))))) + ((' fat ' + _plain150(_a163(st, L)) + '/' + _plain150(_a166(st, L))) if (_a169(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else ''))))

# <rulerun evolution.rules: play_card #43 5891c55f>
def _loop(st, L, _t172):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    _t174 = st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]
    _budget174[0] -= len(_t174)
    if _budget174[0] < 0: _spent175(st)
    for _t175 in _t174:
        if ((_st_cvars[_t175] == _l3) and (((_st_cvars[84 + _t175] == _l5) and (_st_cvars[168 + _t175] == _t172)) or ((_st_cvars[84 + _t175] == _t172) and (_st_cvars[168 + _t175] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #44 670b4ff1>
def _loop(st, L):
    _l5 = L[5]
    _t171 = st.zones[(5 + L[0])]
    _budget172[0] -= len(_t171)
    if _budget172[0] < 0: _spent173(st)
    _t173 = []
    for _t172 in _t171:
        if ((_l5 != _t172) and (not _a176(st, L, _t172))):
            _t173.append(_t172)
    return _t173

# <rulerun evolution.rules: play_card #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #46 d6b3b066>
def _loop(st, L):
    _st_cvars = st.cvars
    _t177 = st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]
    _budget180[0] -= len(_t177)
    if _budget180[0] < 0: _spent181(st)
    _t179 = []
    for _t178 in _t177:
        if ((_st_cvars[84 + _t178] == L[6]) or (_st_cvars[168 + _t178] == L[6])):
            _t179.append(_st_cvars[_t178])
    return _t179

# <rulerun evolution.rules: play_card #47 76704a6d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t180 = st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]
    _budget183[0] -= len(_t180)
    if _budget183[0] < 0: _spent184(st)
    _t182 = []
    for _t181 in _t180:
        if ((_st_cvars[84 + _t181] == L[6]) or (_st_cvars[168 + _t181] == L[6])):
            _t182.append(_t181)
    return _t182

# <rulerun evolution.rules: play_card #48 194dae01>
def _loop(st, L):
    _st_cvars = st.cvars
    _t183 = st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]
    _budget186[0] -= len(_t183)
    if _budget186[0] < 0: _spent187(st)
    _t185 = 0
    for _t184 in _t183:
        if (_st_cvars[84 + _t184] == L[6]):
            _t185 += (1 if ((_st_cvars[_t184] == 'carnivorous') or (_st_cvars[_t184] == 'high_body_weight')) else (2 if (_st_cvars[_t184] == 'parasite') else 0))
    return _t185

# <rulerun evolution.rules: play_card #49 589588d6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t186 = st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]
    _budget189[0] -= len(_t186)
    if _budget189[0] < 0: _spent190(st)
    _t188 = 0
    for _t187 in _t186:
        if (((_st_cvars[84 + _t187] == L[6]) and (_st_cvars[_t187] == 'fat_tissue')) and _st_cvars[252 + _t187]):
            _t188 += 1
    return _t188

# <rulerun evolution.rules: play_card #50 ff544eaf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t189 = st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]
    _budget192[0] -= len(_t189)
    if _budget192[0] < 0: _spent193(st)
    _t191 = 0
    for _t190 in _t189:
        if ((_st_cvars[84 + _t190] == L[6]) and (_st_cvars[_t190] == 'fat_tissue')):
            _t191 += 1
    return _t191

# <rulerun evolution.rules: play_card #51 8597625a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t192 = st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]
    _budget195[0] -= len(_t192)
    if _budget195[0] < 0: _spent196(st)
    _t194 = 0
    for _t193 in _t192:
        if ((_st_cvars[84 + _t193] == L[6]) and (_st_cvars[_t193] == 'fat_tissue')):
            _t194 += 1
    return _t194

# <rulerun evolution.rules: play_card #52 41d2fcd9>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain178(((((('animal ' + _plain178(_st_cvars[420 + L[6]]) + ' of ' + _player_text179(st.model.zone_instances[st.loc[L[6]]][1])) + ((' ' + _plain178(_a182(st, L))) if (not not (_a185(st, L) or ())) else '')) + (' food ' + _plain178(_st_cvars[504 + L[6]]) + '/' + _plain178((1 + _a188(st, L))))) + ((' fat ' + _plain178(_a191(st, L)) + '/' + _plain178(_a194(st, L))) if (_a197(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[6]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[6]] else ''))))

# <rulerun evolution.rules: play_card #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #54 85b42940>
def _loop(st, L):
    _st_cvars = st.cvars
    _t199 = st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]
    _budget202[0] -= len(_t199)
    if _budget202[0] < 0: _spent203(st)
    _t201 = []
    for _t200 in _t199:
        if ((_st_cvars[84 + _t200] == L[7]) or (_st_cvars[168 + _t200] == L[7])):
            _t201.append(_st_cvars[_t200])
    return _t201

# <rulerun evolution.rules: play_card #55 54220b5e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t202 = st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]
    _budget205[0] -= len(_t202)
    if _budget205[0] < 0: _spent206(st)
    _t204 = []
    for _t203 in _t202:
        if ((_st_cvars[84 + _t203] == L[7]) or (_st_cvars[168 + _t203] == L[7])):
            _t204.append(_t203)
    return _t204

# <rulerun evolution.rules: play_card #56 06b70157>
def _loop(st, L):
    _st_cvars = st.cvars
    _t205 = st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]
    _budget208[0] -= len(_t205)
    if _budget208[0] < 0: _spent209(st)
    _t207 = 0
    for _t206 in _t205:
        if (_st_cvars[84 + _t206] == L[7]):
            _t207 += (1 if ((_st_cvars[_t206] == 'carnivorous') or (_st_cvars[_t206] == 'high_body_weight')) else (2 if (_st_cvars[_t206] == 'parasite') else 0))
    return _t207

# <rulerun evolution.rules: play_card #57 da61a903>
def _loop(st, L):
    _st_cvars = st.cvars
    _t208 = st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]
    _budget211[0] -= len(_t208)
    if _budget211[0] < 0: _spent212(st)
    _t210 = 0
    for _t209 in _t208:
        if (((_st_cvars[84 + _t209] == L[7]) and (_st_cvars[_t209] == 'fat_tissue')) and _st_cvars[252 + _t209]):
            _t210 += 1
    return _t210

# <rulerun evolution.rules: play_card #58 e910cb2b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t211 = st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]
    _budget214[0] -= len(_t211)
    if _budget214[0] < 0: _spent215(st)
    _t213 = 0
    for _t212 in _t211:
        if ((_st_cvars[84 + _t212] == L[7]) and (_st_cvars[_t212] == 'fat_tissue')):
            _t213 += 1
    return _t213

# <rulerun evolution.rules: play_card #59 678cd2ca>
def _loop(st, L):
    _st_cvars = st.cvars
    _t214 = st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]
    _budget217[0] -= len(_t214)
    if _budget217[0] < 0: _spent218(st)
    _t216 = 0
    for _t215 in _t214:
        if ((_st_cvars[84 + _t215] == L[7]) and (_st_cvars[_t215] == 'fat_tissue')):
            _t216 += 1
    return _t216

# <rulerun evolution.rules: play_card #60 3ef9c79a>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain200(((((('animal ' + _plain200(_st_cvars[420 + L[7]]) + ' of ' + _player_text201(st.model.zone_instances[st.loc[L[7]]][1])) + ((' ' + _plain200(_a204(st, L))) if (not not (_a207(st, L) or ())) else '')) + (' food ' + _plain200(_st_cvars[504 + L[7]]) + '/' + _plain200((1 + _a210(st, L))))) + ((' fat ' + _plain200(_a213(st, L)) + '/' + _plain200(_a216(st, L))) if (_a219(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else ''))))

# <rulerun evolution.rules: play_card #61 f41ffba0>
def _loop(st, L, _t228):
    _l3 = L[3]
    _st_cvars = st.cvars
    _t230 = st.zones[(9 + st.model.zone_instances[st.loc[_t228]][1])]
    _budget224[0] -= len(_t230)
    if _budget224[0] < 0: _spent225(st)
    for _t231 in _t230:
        if ((_st_cvars[84 + _t231] == _t228) and (_st_cvars[_t231] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #62 2150b312>
def _loop(st, _t228):
    _st_cvars = st.cvars
    _t233 = st.zones[(9 + st.model.zone_instances[st.loc[_t228]][1])]
    _budget227[0] -= len(_t233)
    if _budget227[0] < 0: _spent228(st)
    for _t234 in _t233:
        if ((_st_cvars[84 + _t234] == _t228) and (_st_cvars[_t234] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #63 c196671b>
def _loop(st, _t228):
    _st_cvars = st.cvars
    _t236 = st.zones[(9 + st.model.zone_instances[st.loc[_t228]][1])]
    _budget230[0] -= len(_t236)
    if _budget230[0] < 0: _spent231(st)
    for _t237 in _t236:
        if ((_st_cvars[84 + _t237] == _t228) and (_st_cvars[_t237] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #64 744b917b>
def _loop(st, L):
    _l3 = L[3]
    _t227 = st.zones[(5 + L[0])]
    _budget222[0] -= len(_t227)
    if _budget222[0] < 0: _spent223(st)
    _t229 = []
    for _t228 in _t227:
        if ((((_l3 == 'fat_tissue') or (not _a226(st, L, _t228))) and (not ((_l3 == 'scavenger') and _a229(st, _t228)))) and (not ((_l3 == 'carnivorous') and _a232(st, _t228)))):
            _t229.append(_t228)
    return _t229

# <rulerun evolution.rules: play_card #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #66 4fed8412>
def _loop(st, L):
    _st_cvars = st.cvars
    _t239 = st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]
    _budget236[0] -= len(_t239)
    if _budget236[0] < 0: _spent237(st)
    _t241 = []
    for _t240 in _t239:
        if ((_st_cvars[84 + _t240] == L[8]) or (_st_cvars[168 + _t240] == L[8])):
            _t241.append(_st_cvars[_t240])
    return _t241

# <rulerun evolution.rules: play_card #67 fce86a64>
def _loop(st, L):
    _st_cvars = st.cvars
    _t242 = st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]
    _budget239[0] -= len(_t242)
    if _budget239[0] < 0: _spent240(st)
    _t244 = []
    for _t243 in _t242:
        if ((_st_cvars[84 + _t243] == L[8]) or (_st_cvars[168 + _t243] == L[8])):
            _t244.append(_t243)
    return _t244

# <rulerun evolution.rules: play_card #68 4ee244a6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t245 = st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]
    _budget242[0] -= len(_t245)
    if _budget242[0] < 0: _spent243(st)
    _t247 = 0
    for _t246 in _t245:
        if (_st_cvars[84 + _t246] == L[8]):
            _t247 += (1 if ((_st_cvars[_t246] == 'carnivorous') or (_st_cvars[_t246] == 'high_body_weight')) else (2 if (_st_cvars[_t246] == 'parasite') else 0))
    return _t247

# <rulerun evolution.rules: play_card #69 b326cc07>
def _loop(st, L):
    _st_cvars = st.cvars
    _t248 = st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]
    _budget245[0] -= len(_t248)
    if _budget245[0] < 0: _spent246(st)
    _t250 = 0
    for _t249 in _t248:
        if (((_st_cvars[84 + _t249] == L[8]) and (_st_cvars[_t249] == 'fat_tissue')) and _st_cvars[252 + _t249]):
            _t250 += 1
    return _t250

# <rulerun evolution.rules: play_card #70 7327ddef>
def _loop(st, L):
    _st_cvars = st.cvars
    _t251 = st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]
    _budget248[0] -= len(_t251)
    if _budget248[0] < 0: _spent249(st)
    _t253 = 0
    for _t252 in _t251:
        if ((_st_cvars[84 + _t252] == L[8]) and (_st_cvars[_t252] == 'fat_tissue')):
            _t253 += 1
    return _t253

# <rulerun evolution.rules: play_card #71 bfdd0ea2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t254 = st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]
    _budget251[0] -= len(_t254)
    if _budget251[0] < 0: _spent252(st)
    _t256 = 0
    for _t255 in _t254:
        if ((_st_cvars[84 + _t255] == L[8]) and (_st_cvars[_t255] == 'fat_tissue')):
            _t256 += 1
    return _t256

# <rulerun evolution.rules: play_card #72 2bb092ec>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain234(((((('animal ' + _plain234(_st_cvars[420 + L[8]]) + ' of ' + _player_text235(st.model.zone_instances[st.loc[L[8]]][1])) + ((' ' + _plain234(_a238(st, L))) if (not not (_a241(st, L) or ())) else '')) + (' food ' + _plain234(_st_cvars[504 + L[8]]) + '/' + _plain234((1 + _a244(st, L))))) + ((' fat ' + _plain234(_a247(st, L)) + '/' + _plain234(_a250(st, L))) if (_a253(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[8]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[8]] else ''))))

# <rulerun evolution.rules: play_card #73 playout 9de9bf7f>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t71 = ([_c77[_l1], _c78[_l1]] or ())
    _budget79[0] -= len(_t71)
    if _budget79[0] < 0: _spent80(st)
    _t79 = _NOT_YET
    _t70 = []
    for _t72 in _t71:
        if ((_t72 != 'no_trait') and ((_t79 if _t79 is not _NOT_YET else (_t79 := _a87(st, L))) if (_t72 == 'parasite') else (_a93(st, L, _t72) if (((_t72 == 'symbiosis') or (_t72 == 'communication')) or (_t72 == 'cooperation')) else _a105(st, L, _t72)))):
            _t70.append(_t72)
    L[2] = _joined106(['animal'], _t70)
    _t101 = (L[2] or [])
    _t102 = _l0
    _t103 = len(_t101)
    if _t103 <= 1 and _st_log is None:
        L[3] = _t101[0] if _t103 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t104 = st.chooser(_t103, _t102)
        else:
            _t104 = _st_bits(_t103.bit_length())
            while _t104 >= _t103: _t104 = _st_bits(_t103.bit_length())
        L[3] = _t101[_t104]; st.decisions += 1
    elif _decide109(st, L, _t101, _t102): raise _PlayoutCut107()
    if (L[3] == 'animal'):
        _st_vars[11] = _st_vars[11] + 1
        _st_cvars[420 + _l1] = _st_vars[11]
        _t105 = _l1
        _t106 = (5 + _l0)
        if type(_t105) is int and _st_log is None:
            _t107 = _st_zones[_st_loc[_t105]]
            if _t107[-1] == _t105: _t107.pop()
            else: _t107.remove(_t105)
            _st_zones[_t106].append(_t105); _st_loc[_t105] = _t106
        elif _t105 is not None:
            _move_cards110(st, _t105, _t106, False)
        if _st_log is not None: _st_log.append(_Text114(_audience111(st), [_PlayerRef112(_l0), ' plays a new animal: animal ', _plain113(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = L[3]
    if (L[3] == 'parasite'):
        _t108 = (_a121(st, L) or [])
        _t133 = _l0
        _t134 = len(_t108)
        if _t134 <= 1 and _st_log is None:
            L[4] = _t108[0] if _t134 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t135 = st.chooser(_t134, _t133)
            else:
                _t135 = _st_bits(_t134.bit_length())
                while _t135 >= _t134: _t135 = _st_bits(_t134.bit_length())
            L[4] = _t108[_t135]; st.decisions += 1
        elif _decide143(st, L, _t108, _t133): raise _PlayoutCut107()
        _st_cvars[84 + _l1] = L[4]
        _t136 = _l1
        _t137 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t136) is int and _st_log is None:
            _t138 = _st_zones[_st_loc[_t136]]
            if _t138[-1] == _t136: _t138.pop()
            else: _t138.remove(_t136)
            _st_zones[_t137].append(_t136); _st_loc[_t136] = _t137
        elif _t136 is not None:
            _move_cards110(st, _t136, _t137, False)
        if _st_log is not None: _st_log.append(_Text114(_audience111(st), [_PlayerRef112(_l0), ' puts a parasite on ', _PlayerRef112(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain113(_st_cvars[420 + L[4]])]))
    elif (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
        _t139 = (_a149(st, L) or [])
        _t167 = _l0
        _t168 = len(_t139)
        if _t168 <= 1 and _st_log is None:
            L[5] = _t139[0] if _t168 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t169 = st.chooser(_t168, _t167)
            else:
                _t169 = _st_bits(_t168.bit_length())
                while _t169 >= _t168: _t169 = _st_bits(_t168.bit_length())
            L[5] = _t139[_t169]; st.decisions += 1
        elif _decide171(st, L, _t139, _t167): raise _PlayoutCut107()
        _t170 = (_a177(st, L) or [])
        _t195 = _l0
        _t196 = len(_t170)
        if _t196 <= 1 and _st_log is None:
            L[6] = _t170[0] if _t196 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t197 = st.chooser(_t196, _t195)
            else:
                _t197 = _st_bits(_t196.bit_length())
                while _t197 >= _t196: _t197 = _st_bits(_t196.bit_length())
            L[6] = _t170[_t197]; st.decisions += 1
        elif _decide199(st, L, _t170, _t195): raise _PlayoutCut107()
        _st_cvars[84 + _l1] = L[5]
        _st_cvars[168 + _l1] = L[6]
        if (L[3] == 'symbiosis'):
            _t198 = [L[5], L[6]]
            _t217 = _l0
            _t218 = len(_t198)
            if _t218 <= 1 and _st_log is None:
                L[7] = _t198[0] if _t218 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t219 = st.chooser(_t218, _t217)
                else:
                    _t219 = _st_bits(_t218.bit_length())
                    while _t219 >= _t218: _t219 = _st_bits(_t218.bit_length())
                L[7] = _t198[_t219]; st.decisions += 1
            elif _decide221(st, L, _t198, _t217): raise _PlayoutCut107()
            _st_cvars[84 + _l1] = L[7]
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            _t220 = _l1
            _t221 = (9 + _l0)
            if type(_t220) is int and _st_log is None:
                _t222 = _st_zones[_st_loc[_t220]]
                if _t222[-1] == _t220: _t222.pop()
                else: _t222.remove(_t220)
                _st_zones[_t221].append(_t220); _st_loc[_t220] = _t221
            elif _t220 is not None:
                _move_cards110(st, _t220, _t221, False)
            if _st_log is not None: _st_log.append(_Text114(_audience111(st), [_PlayerRef112(_l0), ' plays symbiosis: animal ', _plain113(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain113(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t223 = _l1
            _t224 = (9 + _l0)
            if type(_t223) is int and _st_log is None:
                _t225 = _st_zones[_st_loc[_t223]]
                if _t225[-1] == _t223: _t225.pop()
                else: _t225.remove(_t223)
                _st_zones[_t224].append(_t223); _st_loc[_t223] = _t224
            elif _t223 is not None:
                _move_cards110(st, _t223, _t224, False)
            if _st_log is not None: _st_log.append(_Text114(_audience111(st), [_PlayerRef112(_l0), ' plays ', _plain113(L[3]), ' between animal ', _plain113(_st_cvars[420 + L[5]]), ' and animal ', _plain113(_st_cvars[420 + L[6]])]))
    else:
        _t226 = (_a233(st, L) or [])
        _t257 = _l0
        _t258 = len(_t226)
        if _t258 <= 1 and _st_log is None:
            L[8] = _t226[0] if _t258 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t259 = st.chooser(_t258, _t257)
            else:
                _t259 = _st_bits(_t258.bit_length())
                while _t259 >= _t258: _t259 = _st_bits(_t258.bit_length())
            L[8] = _t226[_t259]; st.decisions += 1
        elif _decide255(st, L, _t226, _t257): raise _PlayoutCut107()
        _st_cvars[84 + _l1] = L[8]
        _t260 = _l1
        _t261 = (9 + _l0)
        if type(_t260) is int and _st_log is None:
            _t262 = _st_zones[_st_loc[_t260]]
            if _t262[-1] == _t260: _t262.pop()
            else: _t262.remove(_t260)
            _st_zones[_t261].append(_t260); _st_loc[_t260] = _t261
        elif _t260 is not None:
            _move_cards110(st, _t260, _t261, False)
        if _st_log is not None: _st_log.append(_Text114(_audience111(st), [_PlayerRef112(_l0), ' gives ', _plain113(L[3]), ' to animal ', _plain113(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: development #74 102f6705>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t66 = 0; _t67 = st.decisions
    while (len((L[0] or ())) < 4):
        _t66 += 1
        if _t66 > _LIMIT66[0] and _over_limit67(_t66, st, _t67): raise _Runaway68()
        for _t68 in (_o69[st.vars[1]] or []):
            L[3] = _t68
            if not ((not (_t68 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t68)]):
                if _st_log is not None: _st_log.append(_Text72(_audience70(st), [_PlayerRef71(_t68), ' has no cards and passes']))
                L[0] = _player74(_joined73(L[0], [_t68]), 4)
            else:
                _t69 = _st_zones[(1 + _t68)]
                if _offer76(st, L, _t69[:]): raise _PlayoutCut75()
                if (L[4] is None):
                    L[0] = _joined73(L[0], [_t68])
                else:
                    if _p256(st, [_t68, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: development #75 08215bcd>
def _native(st, L):
    return (len((L[0] or ())) < 4)

# <rulerun evolution.rules: development #76 5a5213f3>
def _native(st, L):
    return _o257[st.vars[1]]

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

# <rulerun evolution.rules: play_card #83 8dbbf5d7>
def _loop(st, _t267):
    _st_cvars = st.cvars
    _t269 = st.zones[(9 + st.model.zone_instances[st.loc[_t267]][1])]
    _budget265[0] -= len(_t269)
    if _budget265[0] < 0: _spent266(st)
    for _t270 in _t269:
        if ((_st_cvars[84 + _t270] == _t267) and (_st_cvars[_t270] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #84 e6d7f014>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t266 = ([_c for _i in [5 + _p for _p in _k262] for _c in st.zones[_i]] or ())
    _budget263[0] -= len(_t266)
    if _budget263[0] < 0: _spent264(st)
    for _t267 in _t266:
        if ((st.model.zone_instances[_st_loc[_t267]][1] != _l0) and (not _a267(st, _t267))):
            return True
    return False

# <rulerun evolution.rules: play_card #85 4339e1f0>
def _loop(st, _t265, _t274, _t278):
    _st_cvars = st.cvars
    _t279 = st.zones[(9 + st.model.zone_instances[st.loc[_t274]][1])]
    _budget271[0] -= len(_t279)
    if _budget271[0] < 0: _spent272(st)
    for _t280 in _t279:
        if ((_st_cvars[_t280] == _t265) and (((_st_cvars[84 + _t280] == _t274) and (_st_cvars[168 + _t280] == _t278)) or ((_st_cvars[84 + _t280] == _t278) and (_st_cvars[168 + _t280] == _t274)))):
            return True
    return False

# <rulerun evolution.rules: play_card #86 4650206c>
def _loop(st, L, _t265):
    _l0 = L[0]
    _st_zones = st.zones
    _t273 = _st_zones[(5 + _l0)]
    _budget269[0] -= len(_t273)
    if _budget269[0] < 0: _spent270(st)
    for _t274 in _t273:
        _t277 = _st_zones[(5 + _l0)]
        _budget269[0] -= len(_t277)
        if _budget269[0] < 0: _spent270(st)
        _t276 = False
        for _t278 in _t277:
            if ((_t274 != _t278) and (not _a273(st, _t265, _t274, _t278))):
                _t276 = True
                break
        if _t276:
            return True
    return False

# <rulerun evolution.rules: play_card #87 4e701851>
def _loop(st, _t265, _t283):
    _st_cvars = st.cvars
    _t285 = st.zones[(9 + st.model.zone_instances[st.loc[_t283]][1])]
    _budget277[0] -= len(_t285)
    if _budget277[0] < 0: _spent278(st)
    for _t286 in _t285:
        if ((_st_cvars[84 + _t286] == _t283) and (_st_cvars[_t286] == _t265)):
            return True
    return False

# <rulerun evolution.rules: play_card #88 c8ccae73>
def _loop(st, _t283):
    _st_cvars = st.cvars
    _t288 = st.zones[(9 + st.model.zone_instances[st.loc[_t283]][1])]
    _budget280[0] -= len(_t288)
    if _budget280[0] < 0: _spent281(st)
    for _t289 in _t288:
        if ((_st_cvars[84 + _t289] == _t283) and (_st_cvars[_t289] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #89 5ebfae68>
def _loop(st, _t283):
    _st_cvars = st.cvars
    _t291 = st.zones[(9 + st.model.zone_instances[st.loc[_t283]][1])]
    _budget283[0] -= len(_t291)
    if _budget283[0] < 0: _spent284(st)
    for _t292 in _t291:
        if ((_st_cvars[84 + _t292] == _t283) and (_st_cvars[_t292] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #90 b67d430e>
def _loop(st, L, _t265):
    _t282 = st.zones[(5 + L[0])]
    _budget275[0] -= len(_t282)
    if _budget275[0] < 0: _spent276(st)
    for _t283 in _t282:
        if ((((_t265 == 'fat_tissue') or (not _a279(st, _t265, _t283))) and (not ((_t265 == 'scavenger') and _a282(st, _t283)))) and (not ((_t265 == 'carnivorous') and _a285(st, _t283)))):
            return True
    return False

# <rulerun evolution.rules: play_card #91 8c540c9f>
def _native(st, L):
    _l1 = L[1]
    _t264 = ([_c258[_l1], _c259[_l1]] or ())
    _budget260[0] -= len(_t264)
    if _budget260[0] < 0: _spent261(st)
    _t272 = _NOT_YET
    _t263 = []
    for _t265 in _t264:
        if ((_t265 != 'no_trait') and ((_t272 if _t272 is not _NOT_YET else (_t272 := _a268(st, L))) if (_t265 == 'parasite') else (_a274(st, L, _t265) if (((_t265 == 'symbiosis') or (_t265 == 'communication')) or (_t265 == 'cooperation')) else _a286(st, L, _t265)))):
            _t263.append(_t265)
    L[2] = _joined287(['animal'], _t263)

# <rulerun evolution.rules: play_card #92 d2389902>
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
        _t294 = _l1
        _t295 = (5 + _l0)
        if type(_t294) is int and _st_log is None:
            _t296 = _st_zones[_st_loc[_t294]]
            if _t296[-1] == _t294: _t296.pop()
            else: _t296.remove(_t294)
            _st_zones[_t295].append(_t294); _st_loc[_t294] = _t295
        elif _t294 is not None:
            _move_cards288(st, _t294, _t295, False)
        if _st_log is not None: _st_log.append(_Text292(_audience289(st), [_PlayerRef290(_l0), ' plays a new animal: animal ', _plain291(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = _l3

# <rulerun evolution.rules: play_card #93 aaf2738a>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l4
    _t297 = _l1
    _t298 = (9 + st.model.zone_instances[_st_loc[_l4]][1])
    if type(_t297) is int and _st_log is None:
        _t299 = _st_zones[_st_loc[_t297]]
        if _t299[-1] == _t297: _t299.pop()
        else: _t299.remove(_t297)
        _st_zones[_t298].append(_t297); _st_loc[_t297] = _t298
    elif _t297 is not None:
        _move_cards293(st, _t297, _t298, False)
    if _st_log is not None: _st_log.append(_Text297(_audience294(st), [_PlayerRef295(L[0]), ' puts a parasite on ', _PlayerRef295(st.model.zone_instances[_st_loc[_l4]][1]), "'s animal ", _plain296(_st_cvars[420 + _l4])]))

# <rulerun evolution.rules: play_card #94 b90362e4>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_cvars[84 + _l1] = L[5]
    _st_cvars[168 + _l1] = L[6]

# <rulerun evolution.rules: play_card #95 af2fee85>
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
    _t300 = _l1
    _t301 = (9 + _l0)
    if type(_t300) is int and _st_log is None:
        _t302 = _st_zones[_st_loc[_t300]]
        if _t302[-1] == _t300: _t302.pop()
        else: _t302.remove(_t300)
        _st_zones[_t301].append(_t300); _st_loc[_t300] = _t301
    elif _t300 is not None:
        _move_cards298(st, _t300, _t301, False)
    if _st_log is not None: _st_log.append(_Text302(_audience299(st), [_PlayerRef300(_l0), ' plays symbiosis: animal ', _plain301(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain301(_st_cvars[420 + _st_cvars[168 + _l1]])]))

# <rulerun evolution.rules: play_card #96 56dbe2a5>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t303 = L[1]
    _t304 = (9 + _l0)
    if type(_t303) is int and _st_log is None:
        _t305 = _st_zones[_st_loc[_t303]]
        if _t305[-1] == _t303: _t305.pop()
        else: _t305.remove(_t303)
        _st_zones[_t304].append(_t303); _st_loc[_t303] = _t304
    elif _t303 is not None:
        _move_cards303(st, _t303, _t304, False)
    if _st_log is not None: _st_log.append(_Text307(_audience304(st), [_PlayerRef305(_l0), ' plays ', _plain306(L[3]), ' between animal ', _plain306(_st_cvars[420 + L[5]]), ' and animal ', _plain306(_st_cvars[420 + L[6]])]))

# <rulerun evolution.rules: play_card #97 92d7725d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l8
    _t306 = _l1
    _t307 = (9 + _l0)
    if type(_t306) is int and _st_log is None:
        _t308 = _st_zones[_st_loc[_t306]]
        if _t308[-1] == _t306: _t308.pop()
        else: _t308.remove(_t306)
        _st_zones[_t307].append(_t306); _st_loc[_t306] = _t307
    elif _t306 is not None:
        _move_cards308(st, _t306, _t307, False)
    if _st_log is not None: _st_log.append(_Text312(_audience309(st), [_PlayerRef310(_l0), ' gives ', _plain311(L[3]), ' to animal ', _plain311(_st_cvars[420 + _l8])]))

# <rulerun evolution.rules: play_card #98 836935a8>
def _loop(st, _t311):
    _st_cvars = st.cvars
    _t313 = st.zones[(9 + st.model.zone_instances[st.loc[_t311]][1])]
    _budget316[0] -= len(_t313)
    if _budget316[0] < 0: _spent317(st)
    for _t314 in _t313:
        if ((_st_cvars[84 + _t314] == _t311) and (_st_cvars[_t314] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #99 aad4d6fc>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t310 = ([_c for _i in [5 + _p for _p in _k313] for _c in st.zones[_i]] or ())
    _budget314[0] -= len(_t310)
    if _budget314[0] < 0: _spent315(st)
    _t312 = []
    for _t311 in _t310:
        if ((st.model.zone_instances[_st_loc[_t311]][1] != _l0) and (not _a318(st, _t311))):
            _t312.append(_t311)
    return _t312

# <rulerun evolution.rules: play_card #100 aaed6a4d>
def _loop(st, L, _t324, _t328):
    _l3 = L[3]
    _st_cvars = st.cvars
    _t329 = st.zones[(9 + st.model.zone_instances[st.loc[_t324]][1])]
    _budget330[0] -= len(_t329)
    if _budget330[0] < 0: _spent331(st)
    for _t330 in _t329:
        if ((_st_cvars[_t330] == _l3) and (((_st_cvars[84 + _t330] == _t324) and (_st_cvars[168 + _t330] == _t328)) or ((_st_cvars[84 + _t330] == _t328) and (_st_cvars[168 + _t330] == _t324)))):
            return True
    return False

# <rulerun evolution.rules: play_card #101 36d80d92>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t323 = _st_zones[(5 + _l0)]
    _budget328[0] -= len(_t323)
    if _budget328[0] < 0: _spent329(st)
    _t325 = []
    for _t324 in _t323:
        _t327 = _st_zones[(5 + _l0)]
        _budget328[0] -= len(_t327)
        if _budget328[0] < 0: _spent329(st)
        _t326 = False
        for _t328 in _t327:
            if ((_t324 != _t328) and (not _a332(st, L, _t324, _t328))):
                _t326 = True
                break
        if _t326:
            _t325.append(_t324)
    return _t325

# <rulerun evolution.rules: play_card #102 313871e3>
def _loop(st, L, _t337):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    _t339 = st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]
    _budget338[0] -= len(_t339)
    if _budget338[0] < 0: _spent339(st)
    for _t340 in _t339:
        if ((_st_cvars[_t340] == _l3) and (((_st_cvars[84 + _t340] == _l5) and (_st_cvars[168 + _t340] == _t337)) or ((_st_cvars[84 + _t340] == _t337) and (_st_cvars[168 + _t340] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #103 f1db1dcb>
def _loop(st, L):
    _l5 = L[5]
    _t336 = st.zones[(5 + L[0])]
    _budget336[0] -= len(_t336)
    if _budget336[0] < 0: _spent337(st)
    _t338 = []
    for _t337 in _t336:
        if ((_l5 != _t337) and (not _a340(st, L, _t337))):
            _t338.append(_t337)
    return _t338

# <rulerun evolution.rules: play_card #104 dffd57ff>
def _loop(st, L, _t357):
    _l3 = L[3]
    _st_cvars = st.cvars
    _t359 = st.zones[(9 + st.model.zone_instances[st.loc[_t357]][1])]
    _budget348[0] -= len(_t359)
    if _budget348[0] < 0: _spent349(st)
    for _t360 in _t359:
        if ((_st_cvars[84 + _t360] == _t357) and (_st_cvars[_t360] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #105 1ef99e07>
def _loop(st, _t357):
    _st_cvars = st.cvars
    _t362 = st.zones[(9 + st.model.zone_instances[st.loc[_t357]][1])]
    _budget351[0] -= len(_t362)
    if _budget351[0] < 0: _spent352(st)
    for _t363 in _t362:
        if ((_st_cvars[84 + _t363] == _t357) and (_st_cvars[_t363] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #106 82194b07>
def _loop(st, _t357):
    _st_cvars = st.cvars
    _t365 = st.zones[(9 + st.model.zone_instances[st.loc[_t357]][1])]
    _budget354[0] -= len(_t365)
    if _budget354[0] < 0: _spent355(st)
    for _t366 in _t365:
        if ((_st_cvars[84 + _t366] == _t357) and (_st_cvars[_t366] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #107 f6d50fd8>
def _loop(st, L):
    _l3 = L[3]
    _t356 = st.zones[(5 + L[0])]
    _budget346[0] -= len(_t356)
    if _budget346[0] < 0: _spent347(st)
    _t358 = []
    for _t357 in _t356:
        if ((((_l3 == 'fat_tissue') or (not _a350(st, L, _t357))) and (not ((_l3 == 'scavenger') and _a353(st, _t357)))) and (not ((_l3 == 'carnivorous') and _a356(st, _t357)))):
            _t358.append(_t357)
    return _t358

# <rulerun evolution.rules: play_card #108 a7977ce4>
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
        _t309 = (_a319(st, L) or [])
        _t316 = _l0
        _t317 = len(_t309)
        if _t317 <= 1 and _st_log is None:
            L[4] = _t309[0] if _t317 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t318 = st.chooser(_t317, _t316)
            else:
                _t318 = _st_bits(_t317.bit_length())
                while _t318 >= _t317: _t318 = _st_bits(_t317.bit_length())
            L[4] = _t309[_t318]; st.decisions += 1
        elif _decide322(st, L, _t309, _t316): raise _PlayoutCut320()
        _st_cvars[84 + _l1] = L[4]
        _t319 = _l1
        _t320 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t319) is int and _st_log is None:
            _t321 = _st_zones[_st_loc[_t319]]
            if _t321[-1] == _t319: _t321.pop()
            else: _t321.remove(_t319)
            _st_zones[_t320].append(_t319); _st_loc[_t319] = _t320
        elif _t319 is not None:
            _move_cards323(st, _t319, _t320, False)
        if _st_log is not None: _st_log.append(_Text327(_audience324(st), [_PlayerRef325(_l0), ' puts a parasite on ', _PlayerRef325(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain326(_st_cvars[420 + L[4]])]))
    elif (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation')):
        _t322 = (_a333(st, L) or [])
        _t332 = _l0
        _t333 = len(_t322)
        if _t333 <= 1 and _st_log is None:
            L[5] = _t322[0] if _t333 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t334 = st.chooser(_t333, _t332)
            else:
                _t334 = _st_bits(_t333.bit_length())
                while _t334 >= _t333: _t334 = _st_bits(_t333.bit_length())
            L[5] = _t322[_t334]; st.decisions += 1
        elif _decide335(st, L, _t322, _t332): raise _PlayoutCut320()
        _t335 = (_a341(st, L) or [])
        _t342 = _l0
        _t343 = len(_t335)
        if _t343 <= 1 and _st_log is None:
            L[6] = _t335[0] if _t343 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t344 = st.chooser(_t343, _t342)
            else:
                _t344 = _st_bits(_t343.bit_length())
                while _t344 >= _t343: _t344 = _st_bits(_t343.bit_length())
            L[6] = _t335[_t344]; st.decisions += 1
        elif _decide343(st, L, _t335, _t342): raise _PlayoutCut320()
        _st_cvars[84 + _l1] = L[5]
        _st_cvars[168 + _l1] = L[6]
        if (_l3 == 'symbiosis'):
            _t345 = [L[5], L[6]]
            _t346 = _l0
            _t347 = len(_t345)
            if _t347 <= 1 and _st_log is None:
                L[7] = _t345[0] if _t347 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t348 = st.chooser(_t347, _t346)
                else:
                    _t348 = _st_bits(_t347.bit_length())
                    while _t348 >= _t347: _t348 = _st_bits(_t347.bit_length())
                L[7] = _t345[_t348]; st.decisions += 1
            elif _decide345(st, L, _t345, _t346): raise _PlayoutCut320()
            _st_cvars[84 + _l1] = L[7]
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            _t349 = _l1
            _t350 = (9 + _l0)
            if type(_t349) is int and _st_log is None:
                _t351 = _st_zones[_st_loc[_t349]]
                if _t351[-1] == _t349: _t351.pop()
                else: _t351.remove(_t349)
                _st_zones[_t350].append(_t349); _st_loc[_t349] = _t350
            elif _t349 is not None:
                _move_cards323(st, _t349, _t350, False)
            if _st_log is not None: _st_log.append(_Text327(_audience324(st), [_PlayerRef325(_l0), ' plays symbiosis: animal ', _plain326(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain326(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t352 = _l1
            _t353 = (9 + _l0)
            if type(_t352) is int and _st_log is None:
                _t354 = _st_zones[_st_loc[_t352]]
                if _t354[-1] == _t352: _t354.pop()
                else: _t354.remove(_t352)
                _st_zones[_t353].append(_t352); _st_loc[_t352] = _t353
            elif _t352 is not None:
                _move_cards323(st, _t352, _t353, False)
            if _st_log is not None: _st_log.append(_Text327(_audience324(st), [_PlayerRef325(_l0), ' plays ', _plain326(_l3), ' between animal ', _plain326(_st_cvars[420 + L[5]]), ' and animal ', _plain326(_st_cvars[420 + L[6]])]))
    else:
        _t355 = (_a357(st, L) or [])
        _t368 = _l0
        _t369 = len(_t355)
        if _t369 <= 1 and _st_log is None:
            L[8] = _t355[0] if _t369 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t370 = st.chooser(_t369, _t368)
            else:
                _t370 = _st_bits(_t369.bit_length())
                while _t370 >= _t369: _t370 = _st_bits(_t369.bit_length())
            L[8] = _t355[_t370]; st.decisions += 1
        elif _decide359(st, L, _t355, _t368): raise _PlayoutCut320()
        _st_cvars[84 + _l1] = L[8]
        _t371 = _l1
        _t372 = (9 + _l0)
        if type(_t371) is int and _st_log is None:
            _t373 = _st_zones[_st_loc[_t371]]
            if _t373[-1] == _t371: _t373.pop()
            else: _t373.remove(_t371)
            _st_zones[_t372].append(_t371); _st_loc[_t371] = _t372
        elif _t371 is not None:
            _move_cards323(st, _t371, _t372, False)
        if _st_log is not None: _st_log.append(_Text327(_audience324(st), [_PlayerRef325(_l0), ' gives ', _plain326(_l3), ' to animal ', _plain326(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: play_card #109 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: play_card #110 c1fbe227>
def _native(st, L):
    return (L[3] == 'parasite')

# <rulerun evolution.rules: play_card #111 463fc4b8>
def _loop(st, _t376):
    _st_cvars = st.cvars
    _t377 = st.zones[(9 + st.model.zone_instances[st.loc[_t376]][1])]
    _budget363[0] -= len(_t377)
    if _budget363[0] < 0: _spent364(st)
    for _t378 in _t377:
        if ((_st_cvars[84 + _t378] == _t376) and (_st_cvars[_t378] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #112 0626de4d>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t375 = ([_c for _i in [5 + _p for _p in _k360] for _c in st.zones[_i]] or ())
    _budget361[0] -= len(_t375)
    if _budget361[0] < 0: _spent362(st)
    _t374 = []
    for _t376 in _t375:
        if ((st.model.zone_instances[_st_loc[_t376]][1] != _l0) and (not _a365(st, _t376))):
            _t374.append(_t376)
    return _t374

# <rulerun evolution.rules: play_card #113 fdc9239c>
def _native(st, L):
    _l3 = L[3]
    return (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation'))

# <rulerun evolution.rules: play_card #114 0adceab1>
def _loop(st, L, _t382, _t385):
    _l3 = L[3]
    _st_cvars = st.cvars
    _t386 = st.zones[(9 + st.model.zone_instances[st.loc[_t382]][1])]
    _budget368[0] -= len(_t386)
    if _budget368[0] < 0: _spent369(st)
    for _t387 in _t386:
        if ((_st_cvars[_t387] == _l3) and (((_st_cvars[84 + _t387] == _t382) and (_st_cvars[168 + _t387] == _t385)) or ((_st_cvars[84 + _t387] == _t385) and (_st_cvars[168 + _t387] == _t382)))):
            return True
    return False

# <rulerun evolution.rules: play_card #115 7112bd37>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t381 = _st_zones[(5 + _l0)]
    _budget366[0] -= len(_t381)
    if _budget366[0] < 0: _spent367(st)
    _t380 = []
    for _t382 in _t381:
        _t384 = _st_zones[(5 + _l0)]
        _budget366[0] -= len(_t384)
        if _budget366[0] < 0: _spent367(st)
        _t383 = False
        for _t385 in _t384:
            if ((_t382 != _t385) and (not _a370(st, L, _t382, _t385))):
                _t383 = True
                break
        if _t383:
            _t380.append(_t382)
    return _t380

# <rulerun evolution.rules: play_card #116 4d485de0>
def _loop(st, L, _t391):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    _t392 = st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]
    _budget373[0] -= len(_t392)
    if _budget373[0] < 0: _spent374(st)
    for _t393 in _t392:
        if ((_st_cvars[_t393] == _l3) and (((_st_cvars[84 + _t393] == _l5) and (_st_cvars[168 + _t393] == _t391)) or ((_st_cvars[84 + _t393] == _t391) and (_st_cvars[168 + _t393] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #117 62d8ce1e>
def _native(st, L):
    _l5 = L[5]
    _t390 = st.zones[(5 + L[0])]
    _budget371[0] -= len(_t390)
    if _budget371[0] < 0: _spent372(st)
    _t389 = []
    for _t391 in _t390:
        if ((_l5 != _t391) and (not _a375(st, L, _t391))):
            _t389.append(_t391)
    return _t389

# <rulerun evolution.rules: play_card #118 78824172>
def _native(st, L):
    return (L[3] == 'symbiosis')

# <rulerun evolution.rules: play_card #119 5a38dd93>
def _native(st, L):
    return [L[5], L[6]]

# <rulerun evolution.rules: play_card #120 ffa40258>
def _loop(st, L, _t397):
    _l3 = L[3]
    _st_cvars = st.cvars
    _t398 = st.zones[(9 + st.model.zone_instances[st.loc[_t397]][1])]
    _budget378[0] -= len(_t398)
    if _budget378[0] < 0: _spent379(st)
    for _t399 in _t398:
        if ((_st_cvars[84 + _t399] == _t397) and (_st_cvars[_t399] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #121 069192ba>
def _loop(st, _t397):
    _st_cvars = st.cvars
    _t401 = st.zones[(9 + st.model.zone_instances[st.loc[_t397]][1])]
    _budget381[0] -= len(_t401)
    if _budget381[0] < 0: _spent382(st)
    for _t402 in _t401:
        if ((_st_cvars[84 + _t402] == _t397) and (_st_cvars[_t402] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #122 0a9f1650>
def _loop(st, _t397):
    _st_cvars = st.cvars
    _t404 = st.zones[(9 + st.model.zone_instances[st.loc[_t397]][1])]
    _budget384[0] -= len(_t404)
    if _budget384[0] < 0: _spent385(st)
    for _t405 in _t404:
        if ((_st_cvars[84 + _t405] == _t397) and (_st_cvars[_t405] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #123 71468af9>
def _native(st, L):
    _l3 = L[3]
    _t396 = st.zones[(5 + L[0])]
    _budget376[0] -= len(_t396)
    if _budget376[0] < 0: _spent377(st)
    _t395 = []
    for _t397 in _t396:
        if ((((_l3 == 'fat_tissue') or (not _a380(st, L, _t397))) and (not ((_l3 == 'scavenger') and _a383(st, _t397)))) and (not ((_l3 == 'carnivorous') and _a386(st, _t397)))):
            _t395.append(_t397)
    return _t395

# <rulerun evolution.rules: determining_the_food_base #124 43242ce7>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k387)
    _st_vars[3] = ((_roll388(st, 1, 6) + 2) if (4 == 2) else (_roll388(st, 2, 6) if (4 == 3) else ((_roll388(st, 2, 6) + 2) if (4 == 4) else ((_roll388(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll388(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll388(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll388(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _st_log is not None: _st_log.append(_Text392(_audience389(st), [_PlayerRef390(_st_vars[1]), ' rolls the food base: ', _plain391(_st_vars[3]), ' red tokens']))

# <rulerun evolution.rules: feeding #125 318c9dd0>
def _loop(st, _t407):
    _st_cvars = st.cvars
    _t409 = st.zones[(9 + st.model.zone_instances[st.loc[_t407]][1])]
    _budget399[0] -= len(_t409)
    if _budget399[0] < 0: _spent400(st)
    _t411 = []
    for _t410 in _t409:
        if ((_st_cvars[84 + _t410] == _t407) or (_st_cvars[168 + _t410] == _t407)):
            _t411.append(_st_cvars[_t410])
    return _t411

# <rulerun evolution.rules: feeding #126 8f8e9dab>
def _loop(st, _t407):
    _st_cvars = st.cvars
    _t412 = st.zones[(9 + st.model.zone_instances[st.loc[_t407]][1])]
    _budget402[0] -= len(_t412)
    if _budget402[0] < 0: _spent403(st)
    _t414 = []
    for _t413 in _t412:
        if ((_st_cvars[84 + _t413] == _t407) or (_st_cvars[168 + _t413] == _t407)):
            _t414.append(_t413)
    return _t414

# <rulerun evolution.rules: feeding #127 19b69f14>
def _loop(st, _t407):
    _st_cvars = st.cvars
    _t415 = st.zones[(9 + st.model.zone_instances[st.loc[_t407]][1])]
    _budget405[0] -= len(_t415)
    if _budget405[0] < 0: _spent406(st)
    _t417 = 0
    for _t416 in _t415:
        if (_st_cvars[84 + _t416] == _t407):
            _t417 += (1 if ((_st_cvars[_t416] == 'carnivorous') or (_st_cvars[_t416] == 'high_body_weight')) else (2 if (_st_cvars[_t416] == 'parasite') else 0))
    return _t417

# <rulerun evolution.rules: feeding #128 bd38bb9b>
def _loop(st, _t407):
    _st_cvars = st.cvars
    _t418 = st.zones[(9 + st.model.zone_instances[st.loc[_t407]][1])]
    _budget408[0] -= len(_t418)
    if _budget408[0] < 0: _spent409(st)
    _t420 = 0
    for _t419 in _t418:
        if (((_st_cvars[84 + _t419] == _t407) and (_st_cvars[_t419] == 'fat_tissue')) and _st_cvars[252 + _t419]):
            _t420 += 1
    return _t420

# <rulerun evolution.rules: feeding #129 588c4cce>
def _loop(st, _t407):
    _st_cvars = st.cvars
    _t421 = st.zones[(9 + st.model.zone_instances[st.loc[_t407]][1])]
    _budget411[0] -= len(_t421)
    if _budget411[0] < 0: _spent412(st)
    _t423 = 0
    for _t422 in _t421:
        if ((_st_cvars[84 + _t422] == _t407) and (_st_cvars[_t422] == 'fat_tissue')):
            _t423 += 1
    return _t423

# <rulerun evolution.rules: feeding #130 36e43f9f>
def _loop(st, _t407):
    _st_cvars = st.cvars
    _t424 = st.zones[(9 + st.model.zone_instances[st.loc[_t407]][1])]
    _budget414[0] -= len(_t424)
    if _budget414[0] < 0: _spent415(st)
    _t426 = 0
    for _t425 in _t424:
        if ((_st_cvars[84 + _t425] == _t407) and (_st_cvars[_t425] == 'fat_tissue')):
            _t426 += 1
    return _t426

# <rulerun evolution.rules: feeding #131 b4519395>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _i8 = [None, None, None]
    _t408 = ([_c for _i in [5 + _p for _p in _k393] for _c in st.zones[_i]] or [])
    _budget394[0] -= len(_t408)
    if _budget394[0] < 0: _spent395(st)
    for _t407 in _t408:
        _i8[2] = _t407
        if _st_log is not None: _st_log.append(_Text417(_audience396(st), ['  ', _plain397(((((('animal ' + _plain397(_st_cvars[420 + _t407]) + ' of ' + _player_text398(st.model.zone_instances[st.loc[_t407]][1])) + ((' ' + _plain397(_a401(st, _t407))) if (not not (_a404(st, _t407) or ())) else '')) + (' food ' + _plain397(_st_cvars[504 + _t407]) + '/' + _plain397((1 + _a407(st, _t407))))) + ((' fat ' + _plain397(_a410(st, _t407)) + '/' + _plain397(_a413(st, _t407))) if (_a416(st, _t407) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t407] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t407] else ''))))]))

# <rulerun evolution.rules: feeding #132 a7ee7960>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text420(_audience418(st), [_plain419(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0

# <rulerun evolution.rules: show_animals #133 da1085dc>
def _loop(st, _t427):
    _st_cvars = st.cvars
    _t429 = st.zones[(9 + st.model.zone_instances[st.loc[_t427]][1])]
    _budget427[0] -= len(_t429)
    if _budget427[0] < 0: _spent428(st)
    _t431 = []
    for _t430 in _t429:
        if ((_st_cvars[84 + _t430] == _t427) or (_st_cvars[168 + _t430] == _t427)):
            _t431.append(_st_cvars[_t430])
    return _t431

# <rulerun evolution.rules: show_animals #134 880a31d0>
def _loop(st, _t427):
    _st_cvars = st.cvars
    _t432 = st.zones[(9 + st.model.zone_instances[st.loc[_t427]][1])]
    _budget430[0] -= len(_t432)
    if _budget430[0] < 0: _spent431(st)
    _t434 = []
    for _t433 in _t432:
        if ((_st_cvars[84 + _t433] == _t427) or (_st_cvars[168 + _t433] == _t427)):
            _t434.append(_t433)
    return _t434

# <rulerun evolution.rules: show_animals #135 4969e1c5>
def _loop(st, _t427):
    _st_cvars = st.cvars
    _t435 = st.zones[(9 + st.model.zone_instances[st.loc[_t427]][1])]
    _budget433[0] -= len(_t435)
    if _budget433[0] < 0: _spent434(st)
    _t437 = 0
    for _t436 in _t435:
        if (_st_cvars[84 + _t436] == _t427):
            _t437 += (1 if ((_st_cvars[_t436] == 'carnivorous') or (_st_cvars[_t436] == 'high_body_weight')) else (2 if (_st_cvars[_t436] == 'parasite') else 0))
    return _t437

# <rulerun evolution.rules: show_animals #136 fed20a2a>
def _loop(st, _t427):
    _st_cvars = st.cvars
    _t438 = st.zones[(9 + st.model.zone_instances[st.loc[_t427]][1])]
    _budget436[0] -= len(_t438)
    if _budget436[0] < 0: _spent437(st)
    _t440 = 0
    for _t439 in _t438:
        if (((_st_cvars[84 + _t439] == _t427) and (_st_cvars[_t439] == 'fat_tissue')) and _st_cvars[252 + _t439]):
            _t440 += 1
    return _t440

# <rulerun evolution.rules: show_animals #137 97bcc8a5>
def _loop(st, _t427):
    _st_cvars = st.cvars
    _t441 = st.zones[(9 + st.model.zone_instances[st.loc[_t427]][1])]
    _budget439[0] -= len(_t441)
    if _budget439[0] < 0: _spent440(st)
    _t443 = 0
    for _t442 in _t441:
        if ((_st_cvars[84 + _t442] == _t427) and (_st_cvars[_t442] == 'fat_tissue')):
            _t443 += 1
    return _t443

# <rulerun evolution.rules: show_animals #138 39c0abc1>
def _loop(st, _t427):
    _st_cvars = st.cvars
    _t444 = st.zones[(9 + st.model.zone_instances[st.loc[_t427]][1])]
    _budget442[0] -= len(_t444)
    if _budget442[0] < 0: _spent443(st)
    _t446 = 0
    for _t445 in _t444:
        if ((_st_cvars[84 + _t445] == _t427) and (_st_cvars[_t445] == 'fat_tissue')):
            _t446 += 1
    return _t446

# <rulerun evolution.rules: show_animals #139 3a835d5b>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _t428 = ([_c for _i in [5 + _p for _p in _k421] for _c in st.zones[_i]] or [])
    _budget422[0] -= len(_t428)
    if _budget422[0] < 0: _spent423(st)
    for _t427 in _t428:
        L[2] = _t427
        if _st_log is not None: _st_log.append(_Text445(_audience424(st), ['  ', _plain425(((((('animal ' + _plain425(_st_cvars[420 + _t427]) + ' of ' + _player_text426(st.model.zone_instances[st.loc[_t427]][1])) + ((' ' + _plain425(_a429(st, _t427))) if (not not (_a432(st, _t427) or ())) else '')) + (' food ' + _plain425(_st_cvars[504 + _t427]) + '/' + _plain425((1 + _a435(st, _t427))))) + ((' fat ' + _plain425(_a438(st, _t427)) + '/' + _plain425(_a441(st, _t427))) if (_a444(st, _t427) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t427] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t427] else ''))))]))

# <rulerun evolution.rules: feeding_laps #140 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #141 2dbc1bab>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = _st_vars[4] + 1
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #142 9b8638e0>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = _st_vars[6] + 1
    if (_st_vars[6] >= 4):
        if _st_log is not None: _st_log.append(_Text447(_audience446(st), ['A full lap passes without any action: the feeding phase ends']))
        return 2

# <rulerun evolution.rules: feeding_laps #143 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: feeding_laps #144 06edfc8a>
def _native(st, L):
    return _o448[st.vars[1]]

# <rulerun evolution.rules: feeding_laps #145 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: feeding_end_check #146 380b738d>
def _loop(st, _t449):
    _st_cvars = st.cvars
    _t450 = st.zones[(9 + st.model.zone_instances[st.loc[_t449]][1])]
    _budget452[0] -= len(_t450)
    if _budget452[0] < 0: _spent453(st)
    _t452 = 0
    for _t451 in _t450:
        if (_st_cvars[84 + _t451] == _t449):
            _t452 += (1 if ((_st_cvars[_t451] == 'carnivorous') or (_st_cvars[_t451] == 'high_body_weight')) else (2 if (_st_cvars[_t451] == 'parasite') else 0))
    return _t452

# <rulerun evolution.rules: feeding_end_check #147 3610fa5f>
def _loop(st, _t449):
    _st_cvars = st.cvars
    _t453 = st.zones[(9 + st.model.zone_instances[st.loc[_t449]][1])]
    _budget455[0] -= len(_t453)
    if _budget455[0] < 0: _spent456(st)
    _t455 = 0
    for _t454 in _t453:
        if (((_st_cvars[84 + _t454] == _t449) and (_st_cvars[_t454] == 'fat_tissue')) and _st_cvars[252 + _t454]):
            _t455 += 1
    return _t455

# <rulerun evolution.rules: feeding_end_check #148 ad1b58ca>
def _loop(st, _t449):
    _st_cvars = st.cvars
    _t456 = st.zones[(9 + st.model.zone_instances[st.loc[_t449]][1])]
    _budget458[0] -= len(_t456)
    if _budget458[0] < 0: _spent459(st)
    _t458 = 0
    for _t457 in _t456:
        if ((_st_cvars[84 + _t457] == _t449) and (_st_cvars[_t457] == 'fat_tissue')):
            _t458 += 1
    return _t458

# <rulerun evolution.rules: feeding_end_check #149 c7d62c21>
def _loop(st, _t462):
    _st_cvars = st.cvars
    _t464 = st.zones[(9 + st.model.zone_instances[st.loc[_t462]][1])]
    _budget467[0] -= len(_t464)
    if _budget467[0] < 0: _spent468(st)
    _t466 = 0
    for _t465 in _t464:
        if (_st_cvars[84 + _t465] == _t462):
            _t466 += (1 if ((_st_cvars[_t465] == 'carnivorous') or (_st_cvars[_t465] == 'high_body_weight')) else (2 if (_st_cvars[_t465] == 'parasite') else 0))
    return _t466

# <rulerun evolution.rules: feeding_end_check #150 830eb571>
def _loop(st, _t462):
    _st_cvars = st.cvars
    _t467 = st.zones[(9 + st.model.zone_instances[st.loc[_t462]][1])]
    _budget470[0] -= len(_t467)
    if _budget470[0] < 0: _spent471(st)
    _t469 = 0
    for _t468 in _t467:
        if (((_st_cvars[84 + _t468] == _t462) and (_st_cvars[_t468] == 'fat_tissue')) and _st_cvars[252 + _t468]):
            _t469 += 1
    return _t469

# <rulerun evolution.rules: feeding_end_check #151 7f5a3197>
def _loop(st, _t462):
    _st_cvars = st.cvars
    _t470 = st.zones[(9 + st.model.zone_instances[st.loc[_t462]][1])]
    _budget473[0] -= len(_t470)
    if _budget473[0] < 0: _spent474(st)
    _t472 = 0
    for _t471 in _t470:
        if ((_st_cvars[84 + _t471] == _t462) and (_st_cvars[_t471] == 'fat_tissue')):
            _t472 += 1
    return _t472

# <rulerun evolution.rules: feeding_end_check #152 346a94b2>
def _loop(st, _t474):
    _st_cvars = st.cvars
    _t476 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t474]]][1])]
    _budget478[0] -= len(_t476)
    if _budget478[0] < 0: _spent479(st)
    _t478 = 0
    for _t477 in _t476:
        if (_st_cvars[84 + _t477] == _st_cvars[84 + _t474]):
            _t478 += (1 if ((_st_cvars[_t477] == 'carnivorous') or (_st_cvars[_t477] == 'high_body_weight')) else (2 if (_st_cvars[_t477] == 'parasite') else 0))
    return _t478

# <rulerun evolution.rules: feeding_end_check #153 efd3d7d5>
def _loop(st, _t462):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t473 = st.zones[(9 + st.model.zone_instances[st.loc[_t462]][1])]
    _budget476[0] -= len(_t473)
    if _budget476[0] < 0: _spent477(st)
    for _t474 in _t473:
        if (((_st_cvars[_t474] == 'symbiosis') and (_st_cvars[168 + _t474] == _t462)) and (not ((_st_cvars[924 + _st_cvars[84 + _t474]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t474]] >= (1 + _a480(st, _t474)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #154 8714b7d9>
def _loop(st, _t460):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t461 = st.zones[(5 + _t460)]
    _budget465[0] -= len(_t461)
    if _budget465[0] < 0: _spent466(st)
    for _t462 in _t461:
        if ((not ((_st_cvars[924 + _t462] == _st_vars[0]) or ((_st_cvars[504 + _t462] >= (1 + _a469(st, _t462))) and (_a472(st, _t462) >= _a475(st, _t462))))) and (not _a481(st, _t462))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #155 c174b83d>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _t482 = st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]
    _budget485[0] -= len(_t482)
    if _budget485[0] < 0: _spent486(st)
    for _t483 in _t482:
        if ((_st_cvars[84 + _t483] == _t480) and (_st_cvars[_t483] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #156 faa094e0>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _t485 = st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]
    _budget488[0] -= len(_t485)
    if _budget488[0] < 0: _spent489(st)
    _t487 = 0
    for _t486 in _t485:
        if (_st_cvars[84 + _t486] == _t480):
            _t487 += (1 if ((_st_cvars[_t486] == 'carnivorous') or (_st_cvars[_t486] == 'high_body_weight')) else (2 if (_st_cvars[_t486] == 'parasite') else 0))
    return _t487

# <rulerun evolution.rules: feeding_end_check #157 02799a3f>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _t488 = st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]
    _budget491[0] -= len(_t488)
    if _budget491[0] < 0: _spent492(st)
    _t490 = 0
    for _t489 in _t488:
        if (((_st_cvars[84 + _t489] == _t480) and (_st_cvars[_t489] == 'fat_tissue')) and _st_cvars[252 + _t489]):
            _t490 += 1
    return _t490

# <rulerun evolution.rules: feeding_end_check #158 05731b37>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _t491 = st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]
    _budget494[0] -= len(_t491)
    if _budget494[0] < 0: _spent495(st)
    _t493 = 0
    for _t492 in _t491:
        if ((_st_cvars[84 + _t492] == _t480) and (_st_cvars[_t492] == 'fat_tissue')):
            _t493 += 1
    return _t493

# <rulerun evolution.rules: feeding_end_check #159 4a86006a>
def _loop(st, _t495):
    _st_cvars = st.cvars
    _t497 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t495]]][1])]
    _budget499[0] -= len(_t497)
    if _budget499[0] < 0: _spent500(st)
    _t499 = 0
    for _t498 in _t497:
        if (_st_cvars[84 + _t498] == _st_cvars[84 + _t495]):
            _t499 += (1 if ((_st_cvars[_t498] == 'carnivorous') or (_st_cvars[_t498] == 'high_body_weight')) else (2 if (_st_cvars[_t498] == 'parasite') else 0))
    return _t499

# <rulerun evolution.rules: feeding_end_check #160 e0b7f7dc>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t494 = st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]
    _budget497[0] -= len(_t494)
    if _budget497[0] < 0: _spent498(st)
    for _t495 in _t494:
        if (((_st_cvars[_t495] == 'symbiosis') and (_st_cvars[168 + _t495] == _t480)) and (not ((_st_cvars[924 + _st_cvars[84 + _t495]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t495]] >= (1 + _a501(st, _t495)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #161 bac2da7c>
def _loop(st, _t501):
    _st_cvars = st.cvars
    _t503 = st.zones[(9 + st.model.zone_instances[st.loc[_t501]][1])]
    _budget506[0] -= len(_t503)
    if _budget506[0] < 0: _spent507(st)
    for _t504 in _t503:
        if ((_st_cvars[84 + _t504] == _t501) and (_st_cvars[_t504] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #162 2ad95258>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _t506 = st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]
    _budget509[0] -= len(_t506)
    if _budget509[0] < 0: _spent510(st)
    for _t507 in _t506:
        if ((_st_cvars[84 + _t507] == _t480) and (_st_cvars[_t507] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #163 be9d309e>
def _loop(st, _t501):
    _st_cvars = st.cvars
    _t511 = st.zones[(9 + st.model.zone_instances[st.loc[_t501]][1])]
    _budget512[0] -= len(_t511)
    if _budget512[0] < 0: _spent513(st)
    for _t512 in _t511:
        if ((_st_cvars[84 + _t512] == _t501) and (_st_cvars[_t512] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #164 09cce675>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _t514 = st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]
    _budget515[0] -= len(_t514)
    if _budget515[0] < 0: _spent516(st)
    for _t515 in _t514:
        if ((_st_cvars[84 + _t515] == _t480) and (_st_cvars[_t515] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #165 df005331>
def _loop(st, _t501):
    _st_cvars = st.cvars
    _t519 = st.zones[(9 + st.model.zone_instances[st.loc[_t501]][1])]
    _budget518[0] -= len(_t519)
    if _budget518[0] < 0: _spent519(st)
    for _t520 in _t519:
        if ((_st_cvars[84 + _t520] == _t501) and (_st_cvars[_t520] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #166 140e5bf7>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _t522 = st.zones[(9 + st.model.zone_instances[st.loc[_t480]][1])]
    _budget521[0] -= len(_t522)
    if _budget521[0] < 0: _spent522(st)
    for _t523 in _t522:
        if ((_st_cvars[84 + _t523] == _t480) and (_st_cvars[_t523] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #167 9f2bdb06>
def _loop(st, _t501):
    _st_cvars = st.cvars
    _t527 = st.zones[(9 + st.model.zone_instances[st.loc[_t501]][1])]
    _budget524[0] -= len(_t527)
    if _budget524[0] < 0: _spent525(st)
    for _t528 in _t527:
        if ((_st_cvars[84 + _t528] == _t501) and (_st_cvars[_t528] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #168 9cd1defe>
def _loop(st, _t501):
    _st_cvars = st.cvars
    _t530 = st.zones[(9 + st.model.zone_instances[st.loc[_t501]][1])]
    _budget527[0] -= len(_t530)
    if _budget527[0] < 0: _spent528(st)
    _t532 = 0
    for _t531 in _t530:
        if (_st_cvars[84 + _t531] == _t501):
            _t532 += (1 if ((_st_cvars[_t531] == 'carnivorous') or (_st_cvars[_t531] == 'high_body_weight')) else (2 if (_st_cvars[_t531] == 'parasite') else 0))
    return _t532

# <rulerun evolution.rules: feeding_end_check #169 6052b379>
def _loop(st, _t501):
    _st_cvars = st.cvars
    _t533 = st.zones[(9 + st.model.zone_instances[st.loc[_t501]][1])]
    _budget530[0] -= len(_t533)
    if _budget530[0] < 0: _spent531(st)
    for _t534 in _t533:
        if ((_st_cvars[_t534] == 'symbiosis') and (_st_cvars[168 + _t534] == _t501)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #170 8e1c3a28>
def _loop(st, _t480):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t500 = ([_c for _i in [5 + _p for _p in _k503] for _c in st.zones[_i]] or ())
    _budget504[0] -= len(_t500)
    if _budget504[0] < 0: _spent505(st)
    _t509 = _NOT_YET
    _t510 = _NOT_YET
    _t517 = _NOT_YET
    _t518 = _NOT_YET
    _t525 = _NOT_YET
    _t526 = _NOT_YET
    for _t501 in _t500:
        if ((((((_t480 != _t501) and ((not _a508(st, _t501)) or (_t510 if _t510 is not _NOT_YET else (_t510 := (_t509 if _t509 is not _NOT_YET else (_t509 := _a511(st, _t480))))))) and ((not _a514(st, _t501)) or (_t518 if _t518 is not _NOT_YET else (_t518 := (_t517 if _t517 is not _NOT_YET else (_t517 := _a517(st, _t480))))))) and (_a520(st, _t501) == (_t526 if _t526 is not _NOT_YET else (_t526 := (_t525 if _t525 is not _NOT_YET else (_t525 := _a523(st, _t480))))))) and (not (_a526(st, _t501) and ((_st_cvars[924 + _t501] == _st_vars[0]) or (_st_cvars[504 + _t501] >= (1 + _a529(st, _t501))))))) and (not _a532(st, _t501))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #171 785e2771>
def _loop(st, _t460):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t479 = st.zones[(5 + _t460)]
    _budget483[0] -= len(_t479)
    if _budget483[0] < 0: _spent484(st)
    for _t480 in _t479:
        if (((_a487(st, _t480) and (_st_cvars[672 + _t480] != _st_vars[0])) and ((not ((_st_cvars[924 + _t480] == _st_vars[0]) or ((_st_cvars[504 + _t480] >= (1 + _a490(st, _t480))) and (_a493(st, _t480) >= _a496(st, _t480))))) and (not _a502(st, _t480)))) and _a533(st, _t480)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #172 17fa2c97>
def _loop(st, _t537):
    _st_cvars = st.cvars
    _t539 = st.zones[(9 + st.model.zone_instances[st.loc[_t537]][1])]
    _budget537[0] -= len(_t539)
    if _budget537[0] < 0: _spent538(st)
    _t541 = 0
    for _t540 in _t539:
        if (_st_cvars[84 + _t540] == _t537):
            _t541 += (1 if ((_st_cvars[_t540] == 'carnivorous') or (_st_cvars[_t540] == 'high_body_weight')) else (2 if (_st_cvars[_t540] == 'parasite') else 0))
    return _t541

# <rulerun evolution.rules: feeding_end_check #173 b741d425>
def _loop(st, _t537):
    _st_cvars = st.cvars
    _t542 = st.zones[(9 + st.model.zone_instances[st.loc[_t537]][1])]
    _budget540[0] -= len(_t542)
    if _budget540[0] < 0: _spent541(st)
    _t544 = 0
    for _t543 in _t542:
        if (((_st_cvars[84 + _t543] == _t537) and (_st_cvars[_t543] == 'fat_tissue')) and _st_cvars[252 + _t543]):
            _t544 += 1
    return _t544

# <rulerun evolution.rules: feeding_end_check #174 a42778c1>
def _loop(st, _t460):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t536 = st.zones[(5 + _t460)]
    _budget535[0] -= len(_t536)
    if _budget535[0] < 0: _spent536(st)
    for _t537 in _t536:
        if ((not ((_st_cvars[924 + _t537] == _st_vars[0]) or (_st_cvars[504 + _t537] >= (1 + _a539(st, _t537))))) and (_a542(st, _t537) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #175 92998eef>
def _loop(st, _t546):
    _st_cvars = st.cvars
    _t548 = st.zones[(9 + st.model.zone_instances[st.loc[_t546]][1])]
    _budget546[0] -= len(_t548)
    if _budget546[0] < 0: _spent547(st)
    for _t549 in _t548:
        if ((_st_cvars[84 + _t549] == _t546) and (_st_cvars[_t549] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #176 6d3273ff>
def _loop(st, _t546):
    _st_cvars = st.cvars
    _t551 = st.zones[(9 + st.model.zone_instances[st.loc[_t546]][1])]
    _budget549[0] -= len(_t551)
    if _budget549[0] < 0: _spent550(st)
    _t553 = 0
    for _t552 in _t551:
        if (_st_cvars[84 + _t552] == _t546):
            _t553 += (1 if ((_st_cvars[_t552] == 'carnivorous') or (_st_cvars[_t552] == 'high_body_weight')) else (2 if (_st_cvars[_t552] == 'parasite') else 0))
    return _t553

# <rulerun evolution.rules: feeding_end_check #177 78cce3f2>
def _loop(st, _t546):
    _st_cvars = st.cvars
    _t554 = st.zones[(9 + st.model.zone_instances[st.loc[_t546]][1])]
    _budget552[0] -= len(_t554)
    if _budget552[0] < 0: _spent553(st)
    _t556 = 0
    for _t555 in _t554:
        if (_st_cvars[84 + _t555] == _t546):
            _t556 += (1 if ((_st_cvars[_t555] == 'carnivorous') or (_st_cvars[_t555] == 'high_body_weight')) else (2 if (_st_cvars[_t555] == 'parasite') else 0))
    return _t556

# <rulerun evolution.rules: feeding_end_check #178 df835585>
def _loop(st, _t546):
    _st_cvars = st.cvars
    _t557 = st.zones[(9 + st.model.zone_instances[st.loc[_t546]][1])]
    _budget555[0] -= len(_t557)
    if _budget555[0] < 0: _spent556(st)
    _t559 = 0
    for _t558 in _t557:
        if (((_st_cvars[84 + _t558] == _t546) and (_st_cvars[_t558] == 'fat_tissue')) and _st_cvars[252 + _t558]):
            _t559 += 1
    return _t559

# <rulerun evolution.rules: feeding_end_check #179 7a76471d>
def _loop(st, _t546):
    _st_cvars = st.cvars
    _t560 = st.zones[(9 + st.model.zone_instances[st.loc[_t546]][1])]
    _budget558[0] -= len(_t560)
    if _budget558[0] < 0: _spent559(st)
    _t562 = 0
    for _t561 in _t560:
        if ((_st_cvars[84 + _t561] == _t546) and (_st_cvars[_t561] == 'fat_tissue')):
            _t562 += 1
    return _t562

# <rulerun evolution.rules: feeding_end_check #180 55e6493d>
def _loop(st, _t564):
    _st_cvars = st.cvars
    _t566 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t564]]][1])]
    _budget563[0] -= len(_t566)
    if _budget563[0] < 0: _spent564(st)
    _t568 = 0
    for _t567 in _t566:
        if (_st_cvars[84 + _t567] == _st_cvars[84 + _t564]):
            _t568 += (1 if ((_st_cvars[_t567] == 'carnivorous') or (_st_cvars[_t567] == 'high_body_weight')) else (2 if (_st_cvars[_t567] == 'parasite') else 0))
    return _t568

# <rulerun evolution.rules: feeding_end_check #181 feab7969>
def _loop(st, _t546):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t563 = st.zones[(9 + st.model.zone_instances[st.loc[_t546]][1])]
    _budget561[0] -= len(_t563)
    if _budget561[0] < 0: _spent562(st)
    for _t564 in _t563:
        if (((_st_cvars[_t564] == 'symbiosis') and (_st_cvars[168 + _t564] == _t546)) and (not ((_st_cvars[924 + _st_cvars[84 + _t564]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t564]] >= (1 + _a565(st, _t564)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #182 c397ae14>
def _loop(st, _t570):
    _st_cvars = st.cvars
    _t572 = st.zones[(9 + st.model.zone_instances[st.loc[_t570]][1])]
    _budget570[0] -= len(_t572)
    if _budget570[0] < 0: _spent571(st)
    _t574 = 0
    for _t573 in _t572:
        if (_st_cvars[84 + _t573] == _t570):
            _t574 += (1 if ((_st_cvars[_t573] == 'carnivorous') or (_st_cvars[_t573] == 'high_body_weight')) else (2 if (_st_cvars[_t573] == 'parasite') else 0))
    return _t574

# <rulerun evolution.rules: feeding_end_check #183 fa4db479>
def _loop(st, _t546):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t569 = ([_c for _i in [5 + _p for _p in _k567] for _c in st.zones[_i]] or ())
    _budget568[0] -= len(_t569)
    if _budget568[0] < 0: _spent569(st)
    for _t570 in _t569:
        if ((_t570 != _t546) and ((not ((_st_cvars[924 + _t570] == _st_vars[0]) or (_st_cvars[504 + _t570] >= (1 + _a572(st, _t570))))) and (_st_cvars[504 + _t570] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #184 43161833>
def _loop(st, _t546):
    _st_cvars = st.cvars
    _t575 = st.zones[(9 + st.model.zone_instances[st.loc[_t546]][1])]
    _budget574[0] -= len(_t575)
    if _budget574[0] < 0: _spent575(st)
    for _t576 in _t575:
        if ((_st_cvars[84 + _t576] == _t546) and (_st_cvars[_t576] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #185 98ea97e8>
def _loop(st, _t546):
    _st_cvars = st.cvars
    _t578 = st.zones[(9 + st.model.zone_instances[st.loc[_t546]][1])]
    _budget577[0] -= len(_t578)
    if _budget577[0] < 0: _spent578(st)
    _t580 = 0
    for _t579 in _t578:
        if (_st_cvars[84 + _t579] == _t546):
            _t580 += (1 if ((_st_cvars[_t579] == 'carnivorous') or (_st_cvars[_t579] == 'high_body_weight')) else (2 if (_st_cvars[_t579] == 'parasite') else 0))
    return _t580

# <rulerun evolution.rules: feeding_end_check #186 f8a4f26e>
def _loop(st, _t546):
    _st_cvars = st.cvars
    _t581 = st.zones[(9 + st.model.zone_instances[st.loc[_t546]][1])]
    _budget580[0] -= len(_t581)
    if _budget580[0] < 0: _spent581(st)
    for _t582 in _t581:
        if ((_st_cvars[84 + _t582] == _t546) and (_st_cvars[_t582] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #187 e9db349d>
def _loop(st, _t460):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t545 = st.zones[(5 + _t460)]
    _budget544[0] -= len(_t545)
    if _budget544[0] < 0: _spent545(st)
    for _t546 in _t545:
        if ((((((_a548(st, _t546) and (_st_cvars[756 + _t546] != _st_vars[0])) and (not ((_st_cvars[924 + _t546] == _st_vars[0]) or (_st_cvars[504 + _t546] >= (1 + _a551(st, _t546)))))) and ((not ((_st_cvars[924 + _t546] == _st_vars[0]) or ((_st_cvars[504 + _t546] >= (1 + _a554(st, _t546))) and (_a557(st, _t546) >= _a560(st, _t546))))) and (not _a566(st, _t546)))) and _a573(st, _t546)) or ((((_a576(st, _t546) and (_st_cvars[924 + _t546] != _st_vars[0])) and (_st_cvars[924 + _t546] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t546] == _st_vars[0]) or (_st_cvars[504 + _t546] >= (1 + _a579(st, _t546))))))) or ((_st_vars[3] > 0) and _a582(st, _t546))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #188 5760803f>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t448 = ([_c for _i in [5 + _p for _p in _k449] for _c in st.zones[_i]] or ())
    _budget450[0] -= len(_t448)
    if _budget450[0] < 0: _spent451(st)
    _t447 = True
    for _t449 in _t448:
        if not (((_st_cvars[924 + _t449] == _st_vars[0]) or ((_st_cvars[504 + _t449] >= (1 + _a454(st, _t449))) and (_a457(st, _t449) >= _a460(st, _t449))))):
            _t447 = False
            break
    if _t447:
        if _st_log is not None: _st_log.append(_Text462(_audience461(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo463(6)
    _t459 = False
    for _t460 in (_k464 or ()):
        if (((((_st_vars[3] > 0) and _a482(st, _t460)) or _a534(st, _t460)) or _a543(st, _t460)) or _a583(st, _t460)):
            _t459 = True
            break
    if (not _t459):
        if _st_log is not None: _st_log.append(_Text462(_audience461(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo463(6)

# <rulerun evolution.rules: feeding_turn_of #189 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #190 95c5f1ac>
def _loop(st, _t586):
    _st_cvars = st.cvars
    _t587 = st.zones[(9 + st.model.zone_instances[st.loc[_t586]][1])]
    _budget587[0] -= len(_t587)
    if _budget587[0] < 0: _spent588(st)
    _t589 = 0
    for _t588 in _t587:
        if (_st_cvars[84 + _t588] == _t586):
            _t589 += (1 if ((_st_cvars[_t588] == 'carnivorous') or (_st_cvars[_t588] == 'high_body_weight')) else (2 if (_st_cvars[_t588] == 'parasite') else 0))
    return _t589

# <rulerun evolution.rules: feeding_turn_of #191 fbe93d8e>
def _loop(st, _t586):
    _st_cvars = st.cvars
    _t590 = st.zones[(9 + st.model.zone_instances[st.loc[_t586]][1])]
    _budget590[0] -= len(_t590)
    if _budget590[0] < 0: _spent591(st)
    _t592 = 0
    for _t591 in _t590:
        if (((_st_cvars[84 + _t591] == _t586) and (_st_cvars[_t591] == 'fat_tissue')) and _st_cvars[252 + _t591]):
            _t592 += 1
    return _t592

# <rulerun evolution.rules: feeding_turn_of #192 afb7aa20>
def _loop(st, _t586):
    _st_cvars = st.cvars
    _t593 = st.zones[(9 + st.model.zone_instances[st.loc[_t586]][1])]
    _budget593[0] -= len(_t593)
    if _budget593[0] < 0: _spent594(st)
    _t595 = 0
    for _t594 in _t593:
        if ((_st_cvars[84 + _t594] == _t586) and (_st_cvars[_t594] == 'fat_tissue')):
            _t595 += 1
    return _t595

# <rulerun evolution.rules: feeding_turn_of #193 3366b564>
def _loop(st, _t599):
    _st_cvars = st.cvars
    _t601 = st.zones[(9 + st.model.zone_instances[st.loc[_t599]][1])]
    _budget602[0] -= len(_t601)
    if _budget602[0] < 0: _spent603(st)
    _t603 = 0
    for _t602 in _t601:
        if (_st_cvars[84 + _t602] == _t599):
            _t603 += (1 if ((_st_cvars[_t602] == 'carnivorous') or (_st_cvars[_t602] == 'high_body_weight')) else (2 if (_st_cvars[_t602] == 'parasite') else 0))
    return _t603

# <rulerun evolution.rules: feeding_turn_of #194 3f34e72f>
def _loop(st, _t599):
    _st_cvars = st.cvars
    _t604 = st.zones[(9 + st.model.zone_instances[st.loc[_t599]][1])]
    _budget605[0] -= len(_t604)
    if _budget605[0] < 0: _spent606(st)
    _t606 = 0
    for _t605 in _t604:
        if (((_st_cvars[84 + _t605] == _t599) and (_st_cvars[_t605] == 'fat_tissue')) and _st_cvars[252 + _t605]):
            _t606 += 1
    return _t606

# <rulerun evolution.rules: feeding_turn_of #195 e69b5232>
def _loop(st, _t599):
    _st_cvars = st.cvars
    _t607 = st.zones[(9 + st.model.zone_instances[st.loc[_t599]][1])]
    _budget608[0] -= len(_t607)
    if _budget608[0] < 0: _spent609(st)
    _t609 = 0
    for _t608 in _t607:
        if ((_st_cvars[84 + _t608] == _t599) and (_st_cvars[_t608] == 'fat_tissue')):
            _t609 += 1
    return _t609

# <rulerun evolution.rules: feeding_turn_of #196 b96c57dd>
def _loop(st, _t611):
    _st_cvars = st.cvars
    _t613 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t611]]][1])]
    _budget613[0] -= len(_t613)
    if _budget613[0] < 0: _spent614(st)
    _t615 = 0
    for _t614 in _t613:
        if (_st_cvars[84 + _t614] == _st_cvars[84 + _t611]):
            _t615 += (1 if ((_st_cvars[_t614] == 'carnivorous') or (_st_cvars[_t614] == 'high_body_weight')) else (2 if (_st_cvars[_t614] == 'parasite') else 0))
    return _t615

# <rulerun evolution.rules: feeding_turn_of #197 32857390>
def _loop(st, _t599):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t610 = st.zones[(9 + st.model.zone_instances[st.loc[_t599]][1])]
    _budget611[0] -= len(_t610)
    if _budget611[0] < 0: _spent612(st)
    for _t611 in _t610:
        if (((_st_cvars[_t611] == 'symbiosis') and (_st_cvars[168 + _t611] == _t599)) and (not ((_st_cvars[924 + _st_cvars[84 + _t611]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t611]] >= (1 + _a615(st, _t611)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #198 3ff2b1a6>
def _loop(st, _t597):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t598 = st.zones[(5 + _t597)]
    _budget600[0] -= len(_t598)
    if _budget600[0] < 0: _spent601(st)
    for _t599 in _t598:
        if ((not ((_st_cvars[924 + _t599] == _st_vars[0]) or ((_st_cvars[504 + _t599] >= (1 + _a604(st, _t599))) and (_a607(st, _t599) >= _a610(st, _t599))))) and (not _a616(st, _t599))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #199 ac1a9d3a>
def _loop(st, _t617):
    _st_cvars = st.cvars
    _t619 = st.zones[(9 + st.model.zone_instances[st.loc[_t617]][1])]
    _budget620[0] -= len(_t619)
    if _budget620[0] < 0: _spent621(st)
    for _t620 in _t619:
        if ((_st_cvars[84 + _t620] == _t617) and (_st_cvars[_t620] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #200 9015acd0>
def _loop(st, _t617):
    _st_cvars = st.cvars
    _t622 = st.zones[(9 + st.model.zone_instances[st.loc[_t617]][1])]
    _budget623[0] -= len(_t622)
    if _budget623[0] < 0: _spent624(st)
    _t624 = 0
    for _t623 in _t622:
        if (_st_cvars[84 + _t623] == _t617):
            _t624 += (1 if ((_st_cvars[_t623] == 'carnivorous') or (_st_cvars[_t623] == 'high_body_weight')) else (2 if (_st_cvars[_t623] == 'parasite') else 0))
    return _t624

# <rulerun evolution.rules: feeding_turn_of #201 cb5674a0>
def _loop(st, _t617):
    _st_cvars = st.cvars
    _t625 = st.zones[(9 + st.model.zone_instances[st.loc[_t617]][1])]
    _budget626[0] -= len(_t625)
    if _budget626[0] < 0: _spent627(st)
    _t627 = 0
    for _t626 in _t625:
        if (((_st_cvars[84 + _t626] == _t617) and (_st_cvars[_t626] == 'fat_tissue')) and _st_cvars[252 + _t626]):
            _t627 += 1
    return _t627

# <rulerun evolution.rules: feeding_turn_of #202 f34064b6>
def _loop(st, _t617):
    _st_cvars = st.cvars
    _t628 = st.zones[(9 + st.model.zone_instances[st.loc[_t617]][1])]
    _budget629[0] -= len(_t628)
    if _budget629[0] < 0: _spent630(st)
    _t630 = 0
    for _t629 in _t628:
        if ((_st_cvars[84 + _t629] == _t617) and (_st_cvars[_t629] == 'fat_tissue')):
            _t630 += 1
    return _t630

# <rulerun evolution.rules: feeding_turn_of #203 05504eea>
def _loop(st, _t632):
    _st_cvars = st.cvars
    _t634 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t632]]][1])]
    _budget634[0] -= len(_t634)
    if _budget634[0] < 0: _spent635(st)
    _t636 = 0
    for _t635 in _t634:
        if (_st_cvars[84 + _t635] == _st_cvars[84 + _t632]):
            _t636 += (1 if ((_st_cvars[_t635] == 'carnivorous') or (_st_cvars[_t635] == 'high_body_weight')) else (2 if (_st_cvars[_t635] == 'parasite') else 0))
    return _t636

# <rulerun evolution.rules: feeding_turn_of #204 6a289e99>
def _loop(st, _t617):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t631 = st.zones[(9 + st.model.zone_instances[st.loc[_t617]][1])]
    _budget632[0] -= len(_t631)
    if _budget632[0] < 0: _spent633(st)
    for _t632 in _t631:
        if (((_st_cvars[_t632] == 'symbiosis') and (_st_cvars[168 + _t632] == _t617)) and (not ((_st_cvars[924 + _st_cvars[84 + _t632]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t632]] >= (1 + _a636(st, _t632)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #205 fa64570f>
def _loop(st, _t638):
    _st_cvars = st.cvars
    _t640 = st.zones[(9 + st.model.zone_instances[st.loc[_t638]][1])]
    _budget641[0] -= len(_t640)
    if _budget641[0] < 0: _spent642(st)
    for _t641 in _t640:
        if ((_st_cvars[84 + _t641] == _t638) and (_st_cvars[_t641] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #206 c527456c>
def _loop(st, _t617):
    _st_cvars = st.cvars
    _t643 = st.zones[(9 + st.model.zone_instances[st.loc[_t617]][1])]
    _budget644[0] -= len(_t643)
    if _budget644[0] < 0: _spent645(st)
    for _t644 in _t643:
        if ((_st_cvars[84 + _t644] == _t617) and (_st_cvars[_t644] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #207 9a8348bb>
def _loop(st, _t638):
    _st_cvars = st.cvars
    _t648 = st.zones[(9 + st.model.zone_instances[st.loc[_t638]][1])]
    _budget647[0] -= len(_t648)
    if _budget647[0] < 0: _spent648(st)
    for _t649 in _t648:
        if ((_st_cvars[84 + _t649] == _t638) and (_st_cvars[_t649] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #208 cc0dd33f>
def _loop(st, _t617):
    _st_cvars = st.cvars
    _t651 = st.zones[(9 + st.model.zone_instances[st.loc[_t617]][1])]
    _budget650[0] -= len(_t651)
    if _budget650[0] < 0: _spent651(st)
    for _t652 in _t651:
        if ((_st_cvars[84 + _t652] == _t617) and (_st_cvars[_t652] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #209 a09b92be>
def _loop(st, _t638):
    _st_cvars = st.cvars
    _t656 = st.zones[(9 + st.model.zone_instances[st.loc[_t638]][1])]
    _budget653[0] -= len(_t656)
    if _budget653[0] < 0: _spent654(st)
    for _t657 in _t656:
        if ((_st_cvars[84 + _t657] == _t638) and (_st_cvars[_t657] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #210 43f5d5ea>
def _loop(st, _t617):
    _st_cvars = st.cvars
    _t659 = st.zones[(9 + st.model.zone_instances[st.loc[_t617]][1])]
    _budget656[0] -= len(_t659)
    if _budget656[0] < 0: _spent657(st)
    for _t660 in _t659:
        if ((_st_cvars[84 + _t660] == _t617) and (_st_cvars[_t660] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #211 0d85463c>
def _loop(st, _t638):
    _st_cvars = st.cvars
    _t664 = st.zones[(9 + st.model.zone_instances[st.loc[_t638]][1])]
    _budget659[0] -= len(_t664)
    if _budget659[0] < 0: _spent660(st)
    for _t665 in _t664:
        if ((_st_cvars[84 + _t665] == _t638) and (_st_cvars[_t665] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #212 ec68b761>
def _loop(st, _t638):
    _st_cvars = st.cvars
    _t667 = st.zones[(9 + st.model.zone_instances[st.loc[_t638]][1])]
    _budget662[0] -= len(_t667)
    if _budget662[0] < 0: _spent663(st)
    _t669 = 0
    for _t668 in _t667:
        if (_st_cvars[84 + _t668] == _t638):
            _t669 += (1 if ((_st_cvars[_t668] == 'carnivorous') or (_st_cvars[_t668] == 'high_body_weight')) else (2 if (_st_cvars[_t668] == 'parasite') else 0))
    return _t669

# <rulerun evolution.rules: feeding_turn_of #213 d93581af>
def _loop(st, _t638):
    _st_cvars = st.cvars
    _t670 = st.zones[(9 + st.model.zone_instances[st.loc[_t638]][1])]
    _budget665[0] -= len(_t670)
    if _budget665[0] < 0: _spent666(st)
    for _t671 in _t670:
        if ((_st_cvars[_t671] == 'symbiosis') and (_st_cvars[168 + _t671] == _t638)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #214 936acd58>
def _loop(st, _t617):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t637 = ([_c for _i in [5 + _p for _p in _k638] for _c in st.zones[_i]] or ())
    _budget639[0] -= len(_t637)
    if _budget639[0] < 0: _spent640(st)
    _t646 = _NOT_YET
    _t647 = _NOT_YET
    _t654 = _NOT_YET
    _t655 = _NOT_YET
    _t662 = _NOT_YET
    _t663 = _NOT_YET
    for _t638 in _t637:
        if ((((((_t617 != _t638) and ((not _a643(st, _t638)) or (_t647 if _t647 is not _NOT_YET else (_t647 := (_t646 if _t646 is not _NOT_YET else (_t646 := _a646(st, _t617))))))) and ((not _a649(st, _t638)) or (_t655 if _t655 is not _NOT_YET else (_t655 := (_t654 if _t654 is not _NOT_YET else (_t654 := _a652(st, _t617))))))) and (_a655(st, _t638) == (_t663 if _t663 is not _NOT_YET else (_t663 := (_t662 if _t662 is not _NOT_YET else (_t662 := _a658(st, _t617))))))) and (not (_a661(st, _t638) and ((_st_cvars[924 + _t638] == _st_vars[0]) or (_st_cvars[504 + _t638] >= (1 + _a664(st, _t638))))))) and (not _a667(st, _t638))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #215 b6942b72>
def _loop(st, _t597):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t616 = st.zones[(5 + _t597)]
    _budget618[0] -= len(_t616)
    if _budget618[0] < 0: _spent619(st)
    for _t617 in _t616:
        if (((_a622(st, _t617) and (_st_cvars[672 + _t617] != _st_vars[0])) and ((not ((_st_cvars[924 + _t617] == _st_vars[0]) or ((_st_cvars[504 + _t617] >= (1 + _a625(st, _t617))) and (_a628(st, _t617) >= _a631(st, _t617))))) and (not _a637(st, _t617)))) and _a668(st, _t617)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #216 09d6fc59>
def _loop(st, _t674):
    _st_cvars = st.cvars
    _t676 = st.zones[(9 + st.model.zone_instances[st.loc[_t674]][1])]
    _budget672[0] -= len(_t676)
    if _budget672[0] < 0: _spent673(st)
    _t678 = 0
    for _t677 in _t676:
        if (_st_cvars[84 + _t677] == _t674):
            _t678 += (1 if ((_st_cvars[_t677] == 'carnivorous') or (_st_cvars[_t677] == 'high_body_weight')) else (2 if (_st_cvars[_t677] == 'parasite') else 0))
    return _t678

# <rulerun evolution.rules: feeding_turn_of #217 7a3700ec>
def _loop(st, _t674):
    _st_cvars = st.cvars
    _t679 = st.zones[(9 + st.model.zone_instances[st.loc[_t674]][1])]
    _budget675[0] -= len(_t679)
    if _budget675[0] < 0: _spent676(st)
    _t681 = 0
    for _t680 in _t679:
        if (((_st_cvars[84 + _t680] == _t674) and (_st_cvars[_t680] == 'fat_tissue')) and _st_cvars[252 + _t680]):
            _t681 += 1
    return _t681

# <rulerun evolution.rules: feeding_turn_of #218 df8632c4>
def _loop(st, _t597):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t673 = st.zones[(5 + _t597)]
    _budget670[0] -= len(_t673)
    if _budget670[0] < 0: _spent671(st)
    for _t674 in _t673:
        if ((not ((_st_cvars[924 + _t674] == _st_vars[0]) or (_st_cvars[504 + _t674] >= (1 + _a674(st, _t674))))) and (_a677(st, _t674) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #219 a6090f35>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _t685 = st.zones[(9 + st.model.zone_instances[st.loc[_t683]][1])]
    _budget681[0] -= len(_t685)
    if _budget681[0] < 0: _spent682(st)
    for _t686 in _t685:
        if ((_st_cvars[84 + _t686] == _t683) and (_st_cvars[_t686] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #220 dc2be807>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _t688 = st.zones[(9 + st.model.zone_instances[st.loc[_t683]][1])]
    _budget684[0] -= len(_t688)
    if _budget684[0] < 0: _spent685(st)
    _t690 = 0
    for _t689 in _t688:
        if (_st_cvars[84 + _t689] == _t683):
            _t690 += (1 if ((_st_cvars[_t689] == 'carnivorous') or (_st_cvars[_t689] == 'high_body_weight')) else (2 if (_st_cvars[_t689] == 'parasite') else 0))
    return _t690

# <rulerun evolution.rules: feeding_turn_of #221 2a48bc21>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _t691 = st.zones[(9 + st.model.zone_instances[st.loc[_t683]][1])]
    _budget687[0] -= len(_t691)
    if _budget687[0] < 0: _spent688(st)
    _t693 = 0
    for _t692 in _t691:
        if (_st_cvars[84 + _t692] == _t683):
            _t693 += (1 if ((_st_cvars[_t692] == 'carnivorous') or (_st_cvars[_t692] == 'high_body_weight')) else (2 if (_st_cvars[_t692] == 'parasite') else 0))
    return _t693

# <rulerun evolution.rules: feeding_turn_of #222 d0eb1be9>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _t694 = st.zones[(9 + st.model.zone_instances[st.loc[_t683]][1])]
    _budget690[0] -= len(_t694)
    if _budget690[0] < 0: _spent691(st)
    _t696 = 0
    for _t695 in _t694:
        if (((_st_cvars[84 + _t695] == _t683) and (_st_cvars[_t695] == 'fat_tissue')) and _st_cvars[252 + _t695]):
            _t696 += 1
    return _t696

# <rulerun evolution.rules: feeding_turn_of #223 a3378292>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _t697 = st.zones[(9 + st.model.zone_instances[st.loc[_t683]][1])]
    _budget693[0] -= len(_t697)
    if _budget693[0] < 0: _spent694(st)
    _t699 = 0
    for _t698 in _t697:
        if ((_st_cvars[84 + _t698] == _t683) and (_st_cvars[_t698] == 'fat_tissue')):
            _t699 += 1
    return _t699

# <rulerun evolution.rules: feeding_turn_of #224 bd6259dc>
def _loop(st, _t701):
    _st_cvars = st.cvars
    _t703 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t701]]][1])]
    _budget698[0] -= len(_t703)
    if _budget698[0] < 0: _spent699(st)
    _t705 = 0
    for _t704 in _t703:
        if (_st_cvars[84 + _t704] == _st_cvars[84 + _t701]):
            _t705 += (1 if ((_st_cvars[_t704] == 'carnivorous') or (_st_cvars[_t704] == 'high_body_weight')) else (2 if (_st_cvars[_t704] == 'parasite') else 0))
    return _t705

# <rulerun evolution.rules: feeding_turn_of #225 0533274f>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t700 = st.zones[(9 + st.model.zone_instances[st.loc[_t683]][1])]
    _budget696[0] -= len(_t700)
    if _budget696[0] < 0: _spent697(st)
    for _t701 in _t700:
        if (((_st_cvars[_t701] == 'symbiosis') and (_st_cvars[168 + _t701] == _t683)) and (not ((_st_cvars[924 + _st_cvars[84 + _t701]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t701]] >= (1 + _a700(st, _t701)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #226 4588fa64>
def _loop(st, _t707):
    _st_cvars = st.cvars
    _t709 = st.zones[(9 + st.model.zone_instances[st.loc[_t707]][1])]
    _budget705[0] -= len(_t709)
    if _budget705[0] < 0: _spent706(st)
    _t711 = 0
    for _t710 in _t709:
        if (_st_cvars[84 + _t710] == _t707):
            _t711 += (1 if ((_st_cvars[_t710] == 'carnivorous') or (_st_cvars[_t710] == 'high_body_weight')) else (2 if (_st_cvars[_t710] == 'parasite') else 0))
    return _t711

# <rulerun evolution.rules: feeding_turn_of #227 f2400b9a>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t706 = ([_c for _i in [5 + _p for _p in _k702] for _c in st.zones[_i]] or ())
    _budget703[0] -= len(_t706)
    if _budget703[0] < 0: _spent704(st)
    for _t707 in _t706:
        if ((_t707 != _t683) and ((not ((_st_cvars[924 + _t707] == _st_vars[0]) or (_st_cvars[504 + _t707] >= (1 + _a707(st, _t707))))) and (_st_cvars[504 + _t707] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #228 5bc1010d>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _t712 = st.zones[(9 + st.model.zone_instances[st.loc[_t683]][1])]
    _budget709[0] -= len(_t712)
    if _budget709[0] < 0: _spent710(st)
    for _t713 in _t712:
        if ((_st_cvars[84 + _t713] == _t683) and (_st_cvars[_t713] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #229 70021344>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _t715 = st.zones[(9 + st.model.zone_instances[st.loc[_t683]][1])]
    _budget712[0] -= len(_t715)
    if _budget712[0] < 0: _spent713(st)
    _t717 = 0
    for _t716 in _t715:
        if (_st_cvars[84 + _t716] == _t683):
            _t717 += (1 if ((_st_cvars[_t716] == 'carnivorous') or (_st_cvars[_t716] == 'high_body_weight')) else (2 if (_st_cvars[_t716] == 'parasite') else 0))
    return _t717

# <rulerun evolution.rules: feeding_turn_of #230 7fb24d3e>
def _loop(st, _t683):
    _st_cvars = st.cvars
    _t718 = st.zones[(9 + st.model.zone_instances[st.loc[_t683]][1])]
    _budget715[0] -= len(_t718)
    if _budget715[0] < 0: _spent716(st)
    for _t719 in _t718:
        if ((_st_cvars[84 + _t719] == _t683) and (_st_cvars[_t719] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #231 6e4e29bf>
def _loop(st, _t597):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t682 = st.zones[(5 + _t597)]
    _budget679[0] -= len(_t682)
    if _budget679[0] < 0: _spent680(st)
    for _t683 in _t682:
        if ((((((_a683(st, _t683) and (_st_cvars[756 + _t683] != _st_vars[0])) and (not ((_st_cvars[924 + _t683] == _st_vars[0]) or (_st_cvars[504 + _t683] >= (1 + _a686(st, _t683)))))) and ((not ((_st_cvars[924 + _t683] == _st_vars[0]) or ((_st_cvars[504 + _t683] >= (1 + _a689(st, _t683))) and (_a692(st, _t683) >= _a695(st, _t683))))) and (not _a701(st, _t683)))) and _a708(st, _t683)) or ((((_a711(st, _t683) and (_st_cvars[924 + _t683] != _st_vars[0])) and (_st_cvars[924 + _t683] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t683] == _st_vars[0]) or (_st_cvars[504 + _t683] >= (1 + _a714(st, _t683))))))) or ((_st_vars[3] > 0) and _a717(st, _t683))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #232 dbc513b9>
def _loop(st, _t722):
    _st_cvars = st.cvars
    _t724 = st.zones[(9 + st.model.zone_instances[st.loc[_t722]][1])]
    _budget721[0] -= len(_t724)
    if _budget721[0] < 0: _spent722(st)
    _t726 = 0
    for _t725 in _t724:
        if (_st_cvars[84 + _t725] == _t722):
            _t726 += (1 if ((_st_cvars[_t725] == 'carnivorous') or (_st_cvars[_t725] == 'high_body_weight')) else (2 if (_st_cvars[_t725] == 'parasite') else 0))
    return _t726

# <rulerun evolution.rules: feeding_turn_of #233 5fc68036>
def _loop(st, _t722):
    _st_cvars = st.cvars
    _t727 = st.zones[(9 + st.model.zone_instances[st.loc[_t722]][1])]
    _budget724[0] -= len(_t727)
    if _budget724[0] < 0: _spent725(st)
    _t729 = 0
    for _t728 in _t727:
        if (((_st_cvars[84 + _t728] == _t722) and (_st_cvars[_t728] == 'fat_tissue')) and _st_cvars[252 + _t728]):
            _t729 += 1
    return _t729

# <rulerun evolution.rules: feeding_turn_of #234 7d618e61>
def _loop(st, _t722):
    _st_cvars = st.cvars
    _t730 = st.zones[(9 + st.model.zone_instances[st.loc[_t722]][1])]
    _budget727[0] -= len(_t730)
    if _budget727[0] < 0: _spent728(st)
    _t732 = 0
    for _t731 in _t730:
        if ((_st_cvars[84 + _t731] == _t722) and (_st_cvars[_t731] == 'fat_tissue')):
            _t732 += 1
    return _t732

# <rulerun evolution.rules: feeding_turn_of #235 2dcfac45>
def _loop(st, _t734):
    _st_cvars = st.cvars
    _t736 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t734]]][1])]
    _budget732[0] -= len(_t736)
    if _budget732[0] < 0: _spent733(st)
    _t738 = 0
    for _t737 in _t736:
        if (_st_cvars[84 + _t737] == _st_cvars[84 + _t734]):
            _t738 += (1 if ((_st_cvars[_t737] == 'carnivorous') or (_st_cvars[_t737] == 'high_body_weight')) else (2 if (_st_cvars[_t737] == 'parasite') else 0))
    return _t738

# <rulerun evolution.rules: feeding_turn_of #236 7129f4d9>
def _loop(st, _t722):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t733 = st.zones[(9 + st.model.zone_instances[st.loc[_t722]][1])]
    _budget730[0] -= len(_t733)
    if _budget730[0] < 0: _spent731(st)
    for _t734 in _t733:
        if (((_st_cvars[_t734] == 'symbiosis') and (_st_cvars[168 + _t734] == _t722)) and (not ((_st_cvars[924 + _st_cvars[84 + _t734]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t734]] >= (1 + _a734(st, _t734)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #237 def43ddb>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t721 = st.zones[(5 + L[0])]
    _budget719[0] -= len(_t721)
    if _budget719[0] < 0: _spent720(st)
    for _t722 in _t721:
        if ((not ((_st_cvars[924 + _t722] == _st_vars[0]) or ((_st_cvars[504 + _t722] >= (1 + _a723(st, _t722))) and (_a726(st, _t722) >= _a729(st, _t722))))) and (not _a735(st, _t722))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #238 857c0516>
def _loop(st, _t740):
    _st_cvars = st.cvars
    _t742 = st.zones[(9 + st.model.zone_instances[st.loc[_t740]][1])]
    _budget740[0] -= len(_t742)
    if _budget740[0] < 0: _spent741(st)
    for _t743 in _t742:
        if ((_st_cvars[84 + _t743] == _t740) and (_st_cvars[_t743] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #239 5a41e645>
def _loop(st, _t740):
    _st_cvars = st.cvars
    _t745 = st.zones[(9 + st.model.zone_instances[st.loc[_t740]][1])]
    _budget743[0] -= len(_t745)
    if _budget743[0] < 0: _spent744(st)
    _t747 = 0
    for _t746 in _t745:
        if (_st_cvars[84 + _t746] == _t740):
            _t747 += (1 if ((_st_cvars[_t746] == 'carnivorous') or (_st_cvars[_t746] == 'high_body_weight')) else (2 if (_st_cvars[_t746] == 'parasite') else 0))
    return _t747

# <rulerun evolution.rules: feeding_turn_of #240 5fbfdd5e>
def _loop(st, _t740):
    _st_cvars = st.cvars
    _t748 = st.zones[(9 + st.model.zone_instances[st.loc[_t740]][1])]
    _budget746[0] -= len(_t748)
    if _budget746[0] < 0: _spent747(st)
    _t750 = 0
    for _t749 in _t748:
        if (((_st_cvars[84 + _t749] == _t740) and (_st_cvars[_t749] == 'fat_tissue')) and _st_cvars[252 + _t749]):
            _t750 += 1
    return _t750

# <rulerun evolution.rules: feeding_turn_of #241 b3dc2a8c>
def _loop(st, _t740):
    _st_cvars = st.cvars
    _t751 = st.zones[(9 + st.model.zone_instances[st.loc[_t740]][1])]
    _budget749[0] -= len(_t751)
    if _budget749[0] < 0: _spent750(st)
    _t753 = 0
    for _t752 in _t751:
        if ((_st_cvars[84 + _t752] == _t740) and (_st_cvars[_t752] == 'fat_tissue')):
            _t753 += 1
    return _t753

# <rulerun evolution.rules: feeding_turn_of #242 a6380f1d>
def _loop(st, _t755):
    _st_cvars = st.cvars
    _t757 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t755]]][1])]
    _budget754[0] -= len(_t757)
    if _budget754[0] < 0: _spent755(st)
    _t759 = 0
    for _t758 in _t757:
        if (_st_cvars[84 + _t758] == _st_cvars[84 + _t755]):
            _t759 += (1 if ((_st_cvars[_t758] == 'carnivorous') or (_st_cvars[_t758] == 'high_body_weight')) else (2 if (_st_cvars[_t758] == 'parasite') else 0))
    return _t759

# <rulerun evolution.rules: feeding_turn_of #243 c0968c45>
def _loop(st, _t740):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t754 = st.zones[(9 + st.model.zone_instances[st.loc[_t740]][1])]
    _budget752[0] -= len(_t754)
    if _budget752[0] < 0: _spent753(st)
    for _t755 in _t754:
        if (((_st_cvars[_t755] == 'symbiosis') and (_st_cvars[168 + _t755] == _t740)) and (not ((_st_cvars[924 + _st_cvars[84 + _t755]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t755]] >= (1 + _a756(st, _t755)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #244 d6ec5b2d>
def _loop(st, _t761):
    _st_cvars = st.cvars
    _t763 = st.zones[(9 + st.model.zone_instances[st.loc[_t761]][1])]
    _budget761[0] -= len(_t763)
    if _budget761[0] < 0: _spent762(st)
    for _t764 in _t763:
        if ((_st_cvars[84 + _t764] == _t761) and (_st_cvars[_t764] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #245 cc896da5>
def _loop(st, _t740):
    _st_cvars = st.cvars
    _t766 = st.zones[(9 + st.model.zone_instances[st.loc[_t740]][1])]
    _budget764[0] -= len(_t766)
    if _budget764[0] < 0: _spent765(st)
    for _t767 in _t766:
        if ((_st_cvars[84 + _t767] == _t740) and (_st_cvars[_t767] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #246 e0bac018>
def _loop(st, _t761):
    _st_cvars = st.cvars
    _t771 = st.zones[(9 + st.model.zone_instances[st.loc[_t761]][1])]
    _budget767[0] -= len(_t771)
    if _budget767[0] < 0: _spent768(st)
    for _t772 in _t771:
        if ((_st_cvars[84 + _t772] == _t761) and (_st_cvars[_t772] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #247 fe21bc92>
def _loop(st, _t740):
    _st_cvars = st.cvars
    _t774 = st.zones[(9 + st.model.zone_instances[st.loc[_t740]][1])]
    _budget770[0] -= len(_t774)
    if _budget770[0] < 0: _spent771(st)
    for _t775 in _t774:
        if ((_st_cvars[84 + _t775] == _t740) and (_st_cvars[_t775] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #248 6c6662d2>
def _loop(st, _t761):
    _st_cvars = st.cvars
    _t779 = st.zones[(9 + st.model.zone_instances[st.loc[_t761]][1])]
    _budget773[0] -= len(_t779)
    if _budget773[0] < 0: _spent774(st)
    for _t780 in _t779:
        if ((_st_cvars[84 + _t780] == _t761) and (_st_cvars[_t780] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #249 2d1fdf47>
def _loop(st, _t740):
    _st_cvars = st.cvars
    _t782 = st.zones[(9 + st.model.zone_instances[st.loc[_t740]][1])]
    _budget776[0] -= len(_t782)
    if _budget776[0] < 0: _spent777(st)
    for _t783 in _t782:
        if ((_st_cvars[84 + _t783] == _t740) and (_st_cvars[_t783] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #250 70401ebd>
def _loop(st, _t761):
    _st_cvars = st.cvars
    _t787 = st.zones[(9 + st.model.zone_instances[st.loc[_t761]][1])]
    _budget779[0] -= len(_t787)
    if _budget779[0] < 0: _spent780(st)
    for _t788 in _t787:
        if ((_st_cvars[84 + _t788] == _t761) and (_st_cvars[_t788] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #251 b65debbe>
def _loop(st, _t761):
    _st_cvars = st.cvars
    _t790 = st.zones[(9 + st.model.zone_instances[st.loc[_t761]][1])]
    _budget782[0] -= len(_t790)
    if _budget782[0] < 0: _spent783(st)
    _t792 = 0
    for _t791 in _t790:
        if (_st_cvars[84 + _t791] == _t761):
            _t792 += (1 if ((_st_cvars[_t791] == 'carnivorous') or (_st_cvars[_t791] == 'high_body_weight')) else (2 if (_st_cvars[_t791] == 'parasite') else 0))
    return _t792

# <rulerun evolution.rules: feeding_turn_of #252 4ef8b0da>
def _loop(st, _t761):
    _st_cvars = st.cvars
    _t793 = st.zones[(9 + st.model.zone_instances[st.loc[_t761]][1])]
    _budget785[0] -= len(_t793)
    if _budget785[0] < 0: _spent786(st)
    for _t794 in _t793:
        if ((_st_cvars[_t794] == 'symbiosis') and (_st_cvars[168 + _t794] == _t761)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #253 a21ece6f>
def _loop(st, _t740):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t760 = ([_c for _i in [5 + _p for _p in _k758] for _c in st.zones[_i]] or ())
    _budget759[0] -= len(_t760)
    if _budget759[0] < 0: _spent760(st)
    _t769 = _NOT_YET
    _t770 = _NOT_YET
    _t777 = _NOT_YET
    _t778 = _NOT_YET
    _t785 = _NOT_YET
    _t786 = _NOT_YET
    for _t761 in _t760:
        if ((((((_t740 != _t761) and ((not _a763(st, _t761)) or (_t770 if _t770 is not _NOT_YET else (_t770 := (_t769 if _t769 is not _NOT_YET else (_t769 := _a766(st, _t740))))))) and ((not _a769(st, _t761)) or (_t778 if _t778 is not _NOT_YET else (_t778 := (_t777 if _t777 is not _NOT_YET else (_t777 := _a772(st, _t740))))))) and (_a775(st, _t761) == (_t786 if _t786 is not _NOT_YET else (_t786 := (_t785 if _t785 is not _NOT_YET else (_t785 := _a778(st, _t740))))))) and (not (_a781(st, _t761) and ((_st_cvars[924 + _t761] == _st_vars[0]) or (_st_cvars[504 + _t761] >= (1 + _a784(st, _t761))))))) and (not _a787(st, _t761))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #254 e3dd5a41>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t739 = st.zones[(5 + L[0])]
    _budget738[0] -= len(_t739)
    if _budget738[0] < 0: _spent739(st)
    for _t740 in _t739:
        if (((_a742(st, _t740) and (_st_cvars[672 + _t740] != _st_vars[0])) and ((not ((_st_cvars[924 + _t740] == _st_vars[0]) or ((_st_cvars[504 + _t740] >= (1 + _a745(st, _t740))) and (_a748(st, _t740) >= _a751(st, _t740))))) and (not _a757(st, _t740)))) and _a788(st, _t740)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #255 3e8c8a40>
def _loop(st, _t797):
    _st_cvars = st.cvars
    _t799 = st.zones[(9 + st.model.zone_instances[st.loc[_t797]][1])]
    _budget792[0] -= len(_t799)
    if _budget792[0] < 0: _spent793(st)
    _t801 = 0
    for _t800 in _t799:
        if (_st_cvars[84 + _t800] == _t797):
            _t801 += (1 if ((_st_cvars[_t800] == 'carnivorous') or (_st_cvars[_t800] == 'high_body_weight')) else (2 if (_st_cvars[_t800] == 'parasite') else 0))
    return _t801

# <rulerun evolution.rules: feeding_turn_of #256 67ef1a56>
def _loop(st, _t797):
    _st_cvars = st.cvars
    _t802 = st.zones[(9 + st.model.zone_instances[st.loc[_t797]][1])]
    _budget795[0] -= len(_t802)
    if _budget795[0] < 0: _spent796(st)
    _t804 = 0
    for _t803 in _t802:
        if (((_st_cvars[84 + _t803] == _t797) and (_st_cvars[_t803] == 'fat_tissue')) and _st_cvars[252 + _t803]):
            _t804 += 1
    return _t804

# <rulerun evolution.rules: feeding_turn_of #257 73547b60>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t796 = st.zones[(5 + L[0])]
    _budget790[0] -= len(_t796)
    if _budget790[0] < 0: _spent791(st)
    for _t797 in _t796:
        if ((not ((_st_cvars[924 + _t797] == _st_vars[0]) or (_st_cvars[504 + _t797] >= (1 + _a794(st, _t797))))) and (_a797(st, _t797) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #258 f99c89ca>
def _loop(st, _t807):
    _st_cvars = st.cvars
    _t808 = st.zones[(9 + st.model.zone_instances[st.loc[_t807]][1])]
    _budget799[0] -= len(_t808)
    if _budget799[0] < 0: _spent800(st)
    for _t809 in _t808:
        if ((_st_cvars[84 + _t809] == _t807) and (_st_cvars[_t809] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #259 10b5fe56>
def _loop(st, _t807):
    _st_cvars = st.cvars
    _t811 = st.zones[(9 + st.model.zone_instances[st.loc[_t807]][1])]
    _budget802[0] -= len(_t811)
    if _budget802[0] < 0: _spent803(st)
    _t813 = 0
    for _t812 in _t811:
        if (_st_cvars[84 + _t812] == _t807):
            _t813 += (1 if ((_st_cvars[_t812] == 'carnivorous') or (_st_cvars[_t812] == 'high_body_weight')) else (2 if (_st_cvars[_t812] == 'parasite') else 0))
    return _t813

# <rulerun evolution.rules: feeding_turn_of #260 cd7250c9>
def _loop(st, _t807):
    _st_cvars = st.cvars
    _t814 = st.zones[(9 + st.model.zone_instances[st.loc[_t807]][1])]
    _budget805[0] -= len(_t814)
    if _budget805[0] < 0: _spent806(st)
    _t816 = 0
    for _t815 in _t814:
        if (_st_cvars[84 + _t815] == _t807):
            _t816 += (1 if ((_st_cvars[_t815] == 'carnivorous') or (_st_cvars[_t815] == 'high_body_weight')) else (2 if (_st_cvars[_t815] == 'parasite') else 0))
    return _t816

# <rulerun evolution.rules: feeding_turn_of #261 d6deb1c2>
def _loop(st, _t807):
    _st_cvars = st.cvars
    _t817 = st.zones[(9 + st.model.zone_instances[st.loc[_t807]][1])]
    _budget808[0] -= len(_t817)
    if _budget808[0] < 0: _spent809(st)
    _t819 = 0
    for _t818 in _t817:
        if (((_st_cvars[84 + _t818] == _t807) and (_st_cvars[_t818] == 'fat_tissue')) and _st_cvars[252 + _t818]):
            _t819 += 1
    return _t819

# <rulerun evolution.rules: feeding_turn_of #262 2c8198ac>
def _loop(st, _t807):
    _st_cvars = st.cvars
    _t820 = st.zones[(9 + st.model.zone_instances[st.loc[_t807]][1])]
    _budget811[0] -= len(_t820)
    if _budget811[0] < 0: _spent812(st)
    _t822 = 0
    for _t821 in _t820:
        if ((_st_cvars[84 + _t821] == _t807) and (_st_cvars[_t821] == 'fat_tissue')):
            _t822 += 1
    return _t822

# <rulerun evolution.rules: feeding_turn_of #263 de869dc9>
def _loop(st, _t824):
    _st_cvars = st.cvars
    _t826 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t824]]][1])]
    _budget816[0] -= len(_t826)
    if _budget816[0] < 0: _spent817(st)
    _t828 = 0
    for _t827 in _t826:
        if (_st_cvars[84 + _t827] == _st_cvars[84 + _t824]):
            _t828 += (1 if ((_st_cvars[_t827] == 'carnivorous') or (_st_cvars[_t827] == 'high_body_weight')) else (2 if (_st_cvars[_t827] == 'parasite') else 0))
    return _t828

# <rulerun evolution.rules: feeding_turn_of #264 78c773eb>
def _loop(st, _t807):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t823 = st.zones[(9 + st.model.zone_instances[st.loc[_t807]][1])]
    _budget814[0] -= len(_t823)
    if _budget814[0] < 0: _spent815(st)
    for _t824 in _t823:
        if (((_st_cvars[_t824] == 'symbiosis') and (_st_cvars[168 + _t824] == _t807)) and (not ((_st_cvars[924 + _st_cvars[84 + _t824]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t824]] >= (1 + _a818(st, _t824)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #265 8b9ddbfb>
def _loop(st, _t830):
    _st_cvars = st.cvars
    _t832 = st.zones[(9 + st.model.zone_instances[st.loc[_t830]][1])]
    _budget823[0] -= len(_t832)
    if _budget823[0] < 0: _spent824(st)
    _t834 = 0
    for _t833 in _t832:
        if (_st_cvars[84 + _t833] == _t830):
            _t834 += (1 if ((_st_cvars[_t833] == 'carnivorous') or (_st_cvars[_t833] == 'high_body_weight')) else (2 if (_st_cvars[_t833] == 'parasite') else 0))
    return _t834

# <rulerun evolution.rules: feeding_turn_of #266 203aee5d>
def _loop(st, _t807):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t829 = ([_c for _i in [5 + _p for _p in _k820] for _c in st.zones[_i]] or ())
    _budget821[0] -= len(_t829)
    if _budget821[0] < 0: _spent822(st)
    for _t830 in _t829:
        if ((_t830 != _t807) and ((not ((_st_cvars[924 + _t830] == _st_vars[0]) or (_st_cvars[504 + _t830] >= (1 + _a825(st, _t830))))) and (_st_cvars[504 + _t830] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #267 3c0dc5eb>
def _loop(st, _t837):
    _st_cvars = st.cvars
    _t838 = st.zones[(9 + st.model.zone_instances[st.loc[_t837]][1])]
    _budget827[0] -= len(_t838)
    if _budget827[0] < 0: _spent828(st)
    for _t839 in _t838:
        if ((_st_cvars[84 + _t839] == _t837) and (_st_cvars[_t839] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #268 40c1155e>
def _loop(st, _t843):
    _st_cvars = st.cvars
    _t844 = st.zones[(9 + st.model.zone_instances[st.loc[_t843]][1])]
    _budget830[0] -= len(_t844)
    if _budget830[0] < 0: _spent831(st)
    for _t845 in _t844:
        if ((_st_cvars[84 + _t845] == _t843) and (_st_cvars[_t845] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #269 46ea8409>
def _loop(st, _t843):
    _st_cvars = st.cvars
    _t847 = st.zones[(9 + st.model.zone_instances[st.loc[_t843]][1])]
    _budget833[0] -= len(_t847)
    if _budget833[0] < 0: _spent834(st)
    _t849 = 0
    for _t848 in _t847:
        if (_st_cvars[84 + _t848] == _t843):
            _t849 += (1 if ((_st_cvars[_t848] == 'carnivorous') or (_st_cvars[_t848] == 'high_body_weight')) else (2 if (_st_cvars[_t848] == 'parasite') else 0))
    return _t849

# <rulerun evolution.rules: feeding_turn_of #270 d569ba65>
def _loop(st, _t851):
    _st_cvars = st.cvars
    _t853 = st.zones[(9 + st.model.zone_instances[st.loc[_t851]][1])]
    _budget838[0] -= len(_t853)
    if _budget838[0] < 0: _spent839(st)
    _t855 = 0
    for _t854 in _t853:
        if (_st_cvars[84 + _t854] == _t851):
            _t855 += (1 if ((_st_cvars[_t854] == 'carnivorous') or (_st_cvars[_t854] == 'high_body_weight')) else (2 if (_st_cvars[_t854] == 'parasite') else 0))
    return _t855

# <rulerun evolution.rules: feeding_turn_of #271 4d604255>
def _loop(st, _t851):
    _st_cvars = st.cvars
    _t856 = st.zones[(9 + st.model.zone_instances[st.loc[_t851]][1])]
    _budget841[0] -= len(_t856)
    if _budget841[0] < 0: _spent842(st)
    _t858 = 0
    for _t857 in _t856:
        if (((_st_cvars[84 + _t857] == _t851) and (_st_cvars[_t857] == 'fat_tissue')) and _st_cvars[252 + _t857]):
            _t858 += 1
    return _t858

# <rulerun evolution.rules: feeding_turn_of #272 24a27af8>
def _loop(st, _t851):
    _st_cvars = st.cvars
    _t859 = st.zones[(9 + st.model.zone_instances[st.loc[_t851]][1])]
    _budget844[0] -= len(_t859)
    if _budget844[0] < 0: _spent845(st)
    _t861 = 0
    for _t860 in _t859:
        if ((_st_cvars[84 + _t860] == _t851) and (_st_cvars[_t860] == 'fat_tissue')):
            _t861 += 1
    return _t861

# <rulerun evolution.rules: feeding_turn_of #273 9348abc0>
def _loop(st, _t863):
    _st_cvars = st.cvars
    _t865 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t863]]][1])]
    _budget849[0] -= len(_t865)
    if _budget849[0] < 0: _spent850(st)
    _t867 = 0
    for _t866 in _t865:
        if (_st_cvars[84 + _t866] == _st_cvars[84 + _t863]):
            _t867 += (1 if ((_st_cvars[_t866] == 'carnivorous') or (_st_cvars[_t866] == 'high_body_weight')) else (2 if (_st_cvars[_t866] == 'parasite') else 0))
    return _t867

# <rulerun evolution.rules: feeding_turn_of #274 373c5d76>
def _loop(st, _t851):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t862 = st.zones[(9 + st.model.zone_instances[st.loc[_t851]][1])]
    _budget847[0] -= len(_t862)
    if _budget847[0] < 0: _spent848(st)
    for _t863 in _t862:
        if (((_st_cvars[_t863] == 'symbiosis') and (_st_cvars[168 + _t863] == _t851)) and (not ((_st_cvars[924 + _st_cvars[84 + _t863]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t863]] >= (1 + _a851(st, _t863)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #275 e68ab847>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t850 = st.zones[(5 + L[0])]
    _budget836[0] -= len(_t850)
    if _budget836[0] < 0: _spent837(st)
    for _t851 in _t850:
        if ((not ((_st_cvars[924 + _t851] == _st_vars[0]) or ((_st_cvars[504 + _t851] >= (1 + _a840(st, _t851))) and (_a843(st, _t851) >= _a846(st, _t851))))) and (not _a852(st, _t851))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #276 9654c15c>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t585 = ([_c for _i in [5 + _p for _p in _k584] for _c in _st_zones[_i]] or ())
    _budget585[0] -= len(_t585)
    if _budget585[0] < 0: _spent586(st)
    _t584 = True
    for _t586 in _t585:
        if not (((_st_cvars[924 + _t586] == _st_vars[0]) or ((_st_cvars[504 + _t586] >= (1 + _a589(st, _t586))) and (_a592(st, _t586) >= _a595(st, _t586))))):
            _t584 = False
            break
    if _t584:
        if _st_log is not None: _st_log.append(_Text597(_audience596(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo598(6)
    _t596 = False
    for _t597 in (_k599 or ()):
        if (((((_st_vars[3] > 0) and _a617(st, _t597)) or _a669(st, _t597)) or _a678(st, _t597)) or _a718(st, _t597)):
            _t596 = True
            break
    if (not _t596):
        if _st_log is not None: _st_log.append(_Text597(_audience596(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo598(6)
    L[2] = []
    if ((not _l1) and ((_st_vars[3] > 0) and _a736(st, L))):
        L[2] = _joined737(L[2], ['take food'])
    if ((not _l1) and _a789(st, L)):
        L[2] = _joined737(L[2], ['attack'])
    if ((not _l1) and _a798(st, L)):
        L[2] = _joined737(L[2], ['convert fat'])
    _t806 = _st_zones[(5 + _l0)]
    _budget585[0] -= len(_t806)
    if _budget585[0] < 0: _spent586(st)
    _t805 = False
    for _t807 in _t806:
        if ((((_a801(st, _t807) and (_st_cvars[756 + _t807] != _st_vars[0])) and (not ((_st_cvars[924 + _t807] == _st_vars[0]) or (_st_cvars[504 + _t807] >= (1 + _a804(st, _t807)))))) and ((not ((_st_cvars[924 + _t807] == _st_vars[0]) or ((_st_cvars[504 + _t807] >= (1 + _a807(st, _t807))) and (_a810(st, _t807) >= _a813(st, _t807))))) and (not _a819(st, _t807)))) and _a826(st, _t807)):
            _t805 = True
            break
    if _t805:
        L[2] = _joined737(L[2], ['piracy'])
    _t836 = _st_zones[(5 + _l0)]
    _budget585[0] -= len(_t836)
    if _budget585[0] < 0: _spent586(st)
    _t835 = False
    for _t837 in _t836:
        if ((_a829(st, _t837) and (_st_cvars[840 + _t837] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t835 = True
            break
    if _t835:
        L[2] = _joined737(L[2], ['grazing'])
    _t842 = _st_zones[(5 + _l0)]
    _budget585[0] -= len(_t842)
    if _budget585[0] < 0: _spent586(st)
    _t841 = False
    for _t843 in _t842:
        if ((((_a832(st, _t843) and (_st_cvars[924 + _t843] != _st_vars[0])) and (_st_cvars[924 + _t843] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t843] == _st_vars[0]) or (_st_cvars[504 + _t843] >= (1 + _a835(st, _t843)))))):
            _t841 = True
            break
    if _t841:
        L[2] = _joined737(L[2], ['hibernation'])
    if (not (L[2] or ())):
        return 2
    if ((False or _l1) or (not ((_st_vars[3] > 0) and _a853(st, L)))):
        L[2] = _joined737(L[2], ['end turn'])

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

# <rulerun evolution.rules: take_food #295 934336cd>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text857(_audience854(st), [_PlayerRef855(L[0]), "'s animal ", _plain856(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain856(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: take_food #296 d97bfdcd>
def _loop(st, _t870):
    _st_cvars = st.cvars
    _t871 = st.zones[(9 + st.model.zone_instances[st.loc[_t870]][1])]
    _budget860[0] -= len(_t871)
    if _budget860[0] < 0: _spent861(st)
    _t873 = 0
    for _t872 in _t871:
        if (_st_cvars[84 + _t872] == _t870):
            _t873 += (1 if ((_st_cvars[_t872] == 'carnivorous') or (_st_cvars[_t872] == 'high_body_weight')) else (2 if (_st_cvars[_t872] == 'parasite') else 0))
    return _t873

# <rulerun evolution.rules: take_food #297 aaf2818b>
def _loop(st, _t870):
    _st_cvars = st.cvars
    _t874 = st.zones[(9 + st.model.zone_instances[st.loc[_t870]][1])]
    _budget863[0] -= len(_t874)
    if _budget863[0] < 0: _spent864(st)
    _t876 = 0
    for _t875 in _t874:
        if (((_st_cvars[84 + _t875] == _t870) and (_st_cvars[_t875] == 'fat_tissue')) and _st_cvars[252 + _t875]):
            _t876 += 1
    return _t876

# <rulerun evolution.rules: take_food #298 247be39f>
def _loop(st, _t870):
    _st_cvars = st.cvars
    _t877 = st.zones[(9 + st.model.zone_instances[st.loc[_t870]][1])]
    _budget866[0] -= len(_t877)
    if _budget866[0] < 0: _spent867(st)
    _t879 = 0
    for _t878 in _t877:
        if ((_st_cvars[84 + _t878] == _t870) and (_st_cvars[_t878] == 'fat_tissue')):
            _t879 += 1
    return _t879

# <rulerun evolution.rules: take_food #299 fe0e9fb2>
def _loop(st, _t881):
    _st_cvars = st.cvars
    _t883 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t881]]][1])]
    _budget871[0] -= len(_t883)
    if _budget871[0] < 0: _spent872(st)
    _t885 = 0
    for _t884 in _t883:
        if (_st_cvars[84 + _t884] == _st_cvars[84 + _t881]):
            _t885 += (1 if ((_st_cvars[_t884] == 'carnivorous') or (_st_cvars[_t884] == 'high_body_weight')) else (2 if (_st_cvars[_t884] == 'parasite') else 0))
    return _t885

# <rulerun evolution.rules: take_food #300 417e4f98>
def _loop(st, _t870):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t880 = st.zones[(9 + st.model.zone_instances[st.loc[_t870]][1])]
    _budget869[0] -= len(_t880)
    if _budget869[0] < 0: _spent870(st)
    for _t881 in _t880:
        if (((_st_cvars[_t881] == 'symbiosis') and (_st_cvars[168 + _t881] == _t870)) and (not ((_st_cvars[924 + _st_cvars[84 + _t881]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t881]] >= (1 + _a873(st, _t881)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #301 68fe74aa>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t869 = st.zones[(5 + L[0])]
    _budget858[0] -= len(_t869)
    if _budget858[0] < 0: _spent859(st)
    _t868 = []
    for _t870 in _t869:
        if ((not ((_st_cvars[924 + _t870] == _st_vars[0]) or ((_st_cvars[504 + _t870] >= (1 + _a862(st, _t870))) and (_a865(st, _t870) >= _a868(st, _t870))))) and (not _a874(st, _t870))):
            _t868.append(_t870)
    return _t868

# <rulerun evolution.rules: take_food #302 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #303 84ba9d48>
def _loop(st, L):
    _st_cvars = st.cvars
    _t886 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget877[0] -= len(_t886)
    if _budget877[0] < 0: _spent878(st)
    _t888 = []
    for _t887 in _t886:
        if ((_st_cvars[84 + _t887] == L[1]) or (_st_cvars[168 + _t887] == L[1])):
            _t888.append(_st_cvars[_t887])
    return _t888

# <rulerun evolution.rules: take_food #304 80101791>
def _loop(st, L):
    _st_cvars = st.cvars
    _t889 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget880[0] -= len(_t889)
    if _budget880[0] < 0: _spent881(st)
    _t891 = []
    for _t890 in _t889:
        if ((_st_cvars[84 + _t890] == L[1]) or (_st_cvars[168 + _t890] == L[1])):
            _t891.append(_t890)
    return _t891

# <rulerun evolution.rules: take_food #305 42221f3e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t892 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget883[0] -= len(_t892)
    if _budget883[0] < 0: _spent884(st)
    _t894 = 0
    for _t893 in _t892:
        if (_st_cvars[84 + _t893] == L[1]):
            _t894 += (1 if ((_st_cvars[_t893] == 'carnivorous') or (_st_cvars[_t893] == 'high_body_weight')) else (2 if (_st_cvars[_t893] == 'parasite') else 0))
    return _t894

# <rulerun evolution.rules: take_food #306 6456ece7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t895 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget886[0] -= len(_t895)
    if _budget886[0] < 0: _spent887(st)
    _t897 = 0
    for _t896 in _t895:
        if (((_st_cvars[84 + _t896] == L[1]) and (_st_cvars[_t896] == 'fat_tissue')) and _st_cvars[252 + _t896]):
            _t897 += 1
    return _t897

# <rulerun evolution.rules: take_food #307 e9e9ffa8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t898 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget889[0] -= len(_t898)
    if _budget889[0] < 0: _spent890(st)
    _t900 = 0
    for _t899 in _t898:
        if ((_st_cvars[84 + _t899] == L[1]) and (_st_cvars[_t899] == 'fat_tissue')):
            _t900 += 1
    return _t900

# <rulerun evolution.rules: take_food #308 5b528491>
def _loop(st, L):
    _st_cvars = st.cvars
    _t901 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget892[0] -= len(_t901)
    if _budget892[0] < 0: _spent893(st)
    _t903 = 0
    for _t902 in _t901:
        if ((_st_cvars[84 + _t902] == L[1]) and (_st_cvars[_t902] == 'fat_tissue')):
            _t903 += 1
    return _t903

# <rulerun evolution.rules: take_food #309 116d8ec7>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain875(((((('animal ' + _plain875(_st_cvars[420 + L[1]]) + ' of ' + _player_text876(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain875(_a879(st, L))) if (not not (_a882(st, L) or ())) else '')) + (' food ' + _plain875(_st_cvars[504 + L[1]]) + '/' + _plain875((1 + _a885(st, L))))) + ((' fat ' + _plain875(_a888(st, L)) + '/' + _plain875(_a891(st, L))) if (_a894(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: take_food #310 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: take_food #311 3d2892a0>
def _native(st, L):
    return 'red'

# <rulerun evolution.rules: convert_fat #312 1ed763d5>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t906 = st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]
    _budget900[0] -= len(_t906)
    if _budget900[0] < 0: _spent901(st)
    _t908 = 0
    for _t907 in _t906:
        if (_st_cvars[84 + _t907] == _l1):
            _t908 += (1 if ((_st_cvars[_t907] == 'carnivorous') or (_st_cvars[_t907] == 'high_body_weight')) else (2 if (_st_cvars[_t907] == 'parasite') else 0))
    return _t908

# <rulerun evolution.rules: convert_fat #313 b38efa5a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = _l2
    _t905 = st.zones[(9 + _l0)][:]
    _budget895[0] -= len(_t905)
    if _budget895[0] < 0: _spent896(st)
    for _t904 in _t905:
        L[6] = _t904
        if not ((((_st_cvars[84 + _t904] == _l1) and _st_cvars[252 + _t904]) and (L[3] > 0))): continue
        _st_cvars[252 + _t904] = False
        L[3] = L[3] - 1
    _st_cvars[504 + _l1] = _st_cvars[504 + _l1] + _l2
    if _st_log is not None: _st_log.append(_Text903(_audience897(st), [_PlayerRef898(_l0), ' converts ', _plain899(_l2), ' fat on animal ', _plain899(_st_cvars[420 + _l1]), ' into food (food ', _plain899(_st_cvars[504 + _l1]), '/', _plain899((1 + _a902(st, L))), ')']))

# <rulerun evolution.rules: convert_fat #314 e10b82fa>
def _loop(st, _t911):
    _st_cvars = st.cvars
    _t912 = st.zones[(9 + st.model.zone_instances[st.loc[_t911]][1])]
    _budget906[0] -= len(_t912)
    if _budget906[0] < 0: _spent907(st)
    _t914 = 0
    for _t913 in _t912:
        if (_st_cvars[84 + _t913] == _t911):
            _t914 += (1 if ((_st_cvars[_t913] == 'carnivorous') or (_st_cvars[_t913] == 'high_body_weight')) else (2 if (_st_cvars[_t913] == 'parasite') else 0))
    return _t914

# <rulerun evolution.rules: convert_fat #315 6000d7e1>
def _loop(st, _t911):
    _st_cvars = st.cvars
    _t915 = st.zones[(9 + st.model.zone_instances[st.loc[_t911]][1])]
    _budget909[0] -= len(_t915)
    if _budget909[0] < 0: _spent910(st)
    _t917 = 0
    for _t916 in _t915:
        if (((_st_cvars[84 + _t916] == _t911) and (_st_cvars[_t916] == 'fat_tissue')) and _st_cvars[252 + _t916]):
            _t917 += 1
    return _t917

# <rulerun evolution.rules: convert_fat #316 98d70a2b>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t910 = st.zones[(5 + L[0])]
    _budget904[0] -= len(_t910)
    if _budget904[0] < 0: _spent905(st)
    _t909 = []
    for _t911 in _t910:
        if ((not ((_st_cvars[924 + _t911] == _st_vars[0]) or (_st_cvars[504 + _t911] >= (1 + _a908(st, _t911))))) and (_a911(st, _t911) > 0)):
            _t909.append(_t911)
    return _t909

# <rulerun evolution.rules: convert_fat #317 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: convert_fat #318 43f93668>
def _loop(st, L):
    _st_cvars = st.cvars
    _t918 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget914[0] -= len(_t918)
    if _budget914[0] < 0: _spent915(st)
    _t920 = []
    for _t919 in _t918:
        if ((_st_cvars[84 + _t919] == L[1]) or (_st_cvars[168 + _t919] == L[1])):
            _t920.append(_st_cvars[_t919])
    return _t920

# <rulerun evolution.rules: convert_fat #319 1190b937>
def _loop(st, L):
    _st_cvars = st.cvars
    _t921 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget917[0] -= len(_t921)
    if _budget917[0] < 0: _spent918(st)
    _t923 = []
    for _t922 in _t921:
        if ((_st_cvars[84 + _t922] == L[1]) or (_st_cvars[168 + _t922] == L[1])):
            _t923.append(_t922)
    return _t923

# <rulerun evolution.rules: convert_fat #320 ad2ef6b7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t924 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget920[0] -= len(_t924)
    if _budget920[0] < 0: _spent921(st)
    _t926 = 0
    for _t925 in _t924:
        if (_st_cvars[84 + _t925] == L[1]):
            _t926 += (1 if ((_st_cvars[_t925] == 'carnivorous') or (_st_cvars[_t925] == 'high_body_weight')) else (2 if (_st_cvars[_t925] == 'parasite') else 0))
    return _t926

# <rulerun evolution.rules: convert_fat #321 ac18d969>
def _loop(st, L):
    _st_cvars = st.cvars
    _t927 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget923[0] -= len(_t927)
    if _budget923[0] < 0: _spent924(st)
    _t929 = 0
    for _t928 in _t927:
        if (((_st_cvars[84 + _t928] == L[1]) and (_st_cvars[_t928] == 'fat_tissue')) and _st_cvars[252 + _t928]):
            _t929 += 1
    return _t929

# <rulerun evolution.rules: convert_fat #322 ad2f6198>
def _loop(st, L):
    _st_cvars = st.cvars
    _t930 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget926[0] -= len(_t930)
    if _budget926[0] < 0: _spent927(st)
    _t932 = 0
    for _t931 in _t930:
        if ((_st_cvars[84 + _t931] == L[1]) and (_st_cvars[_t931] == 'fat_tissue')):
            _t932 += 1
    return _t932

# <rulerun evolution.rules: convert_fat #323 4a5b3c16>
def _loop(st, L):
    _st_cvars = st.cvars
    _t933 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget929[0] -= len(_t933)
    if _budget929[0] < 0: _spent930(st)
    _t935 = 0
    for _t934 in _t933:
        if ((_st_cvars[84 + _t934] == L[1]) and (_st_cvars[_t934] == 'fat_tissue')):
            _t935 += 1
    return _t935

# <rulerun evolution.rules: convert_fat #324 953c8393>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain912(((((('animal ' + _plain912(_st_cvars[420 + L[1]]) + ' of ' + _player_text913(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain912(_a916(st, L))) if (not not (_a919(st, L) or ())) else '')) + (' food ' + _plain912(_st_cvars[504 + L[1]]) + '/' + _plain912((1 + _a922(st, L))))) + ((' fat ' + _plain912(_a925(st, L)) + '/' + _plain912(_a928(st, L))) if (_a931(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: convert_fat #325 498cea8d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t936 = st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]
    _budget933[0] -= len(_t936)
    if _budget933[0] < 0: _spent934(st)
    _t938 = 0
    for _t937 in _t936:
        if (((_st_cvars[84 + _t937] == _l1) and (_st_cvars[_t937] == 'fat_tissue')) and _st_cvars[252 + _t937]):
            _t938 += 1
    return _t938

# <rulerun evolution.rules: convert_fat #326 34e036e9>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t939 = st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]
    _budget936[0] -= len(_t939)
    if _budget936[0] < 0: _spent937(st)
    _t941 = 0
    for _t940 in _t939:
        if (_st_cvars[84 + _t940] == _l1):
            _t941 += (1 if ((_st_cvars[_t940] == 'carnivorous') or (_st_cvars[_t940] == 'high_body_weight')) else (2 if (_st_cvars[_t940] == 'parasite') else 0))
    return _t941

# <rulerun evolution.rules: convert_fat #327 8be96971>
def _native(st, L):
    return _range932(1, min(_a935(st, L), ((1 + _a938(st, L)) - st.cvars[504 + L[1]])))

# <rulerun evolution.rules: convert_fat #328 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #329 ceb8bab4>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t942 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget939[0] -= len(_t942)
    if _budget939[0] < 0: _spent940(st)
    _t944 = 0
    for _t943 in _t942:
        if (_st_cvars[84 + _t943] == _l0):
            _t944 += (1 if ((_st_cvars[_t943] == 'carnivorous') or (_st_cvars[_t943] == 'high_body_weight')) else (2 if (_st_cvars[_t943] == 'parasite') else 0))
    return _t944

# <rulerun evolution.rules: receive #330 c2c1f867>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t945 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget942[0] -= len(_t945)
    if _budget942[0] < 0: _spent943(st)
    _t947 = 0
    for _t946 in _t945:
        if (((_st_cvars[84 + _t946] == _l0) and (_st_cvars[_t946] == 'fat_tissue')) and _st_cvars[252 + _t946]):
            _t947 += 1
    return _t947

# <rulerun evolution.rules: receive #331 6eba39d8>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t948 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget945[0] -= len(_t948)
    if _budget945[0] < 0: _spent946(st)
    _t950 = 0
    for _t949 in _t948:
        if ((_st_cvars[84 + _t949] == _l0) and (_st_cvars[_t949] == 'fat_tissue')):
            _t950 += 1
    return _t950

# <rulerun evolution.rules: receive #332 ca230163>
def _loop(st, _t952):
    _st_cvars = st.cvars
    _t954 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t952]]][1])]
    _budget950[0] -= len(_t954)
    if _budget950[0] < 0: _spent951(st)
    _t956 = 0
    for _t955 in _t954:
        if (_st_cvars[84 + _t955] == _st_cvars[84 + _t952]):
            _t956 += (1 if ((_st_cvars[_t955] == 'carnivorous') or (_st_cvars[_t955] == 'high_body_weight')) else (2 if (_st_cvars[_t955] == 'parasite') else 0))
    return _t956

# <rulerun evolution.rules: receive #333 12558f29>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t951 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget948[0] -= len(_t951)
    if _budget948[0] < 0: _spent949(st)
    for _t952 in _t951:
        if (((_st_cvars[_t952] == 'symbiosis') and (_st_cvars[168 + _t952] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t952]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t952]] >= (1 + _a952(st, _t952)))))):
            return True
    return False

# <rulerun evolution.rules: receive #334 2a1e2e4a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a941(st, L))) and (_a944(st, L) >= _a947(st, L))))) and (not _a953(st, L)))):
        if (_l1 == 'red'):
            _st_vars[3] = _st_vars[3] + 1
        if _st_log is not None: _st_log.append(_Text957(_audience954(st), [_PlayerRef955(st.model.zone_instances[st.loc[_l0]][1]), "'s animal ", _plain956(_st_cvars[420 + _l0]), ' cannot take the ', _plain956(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #335 47c20a80>
def _loop(st, L):
    _st_cvars = st.cvars
    _t957 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget959[0] -= len(_t957)
    if _budget959[0] < 0: _spent960(st)
    _t959 = 0
    for _t958 in _t957:
        if (_st_cvars[84 + _t958] == L[2]):
            _t959 += (1 if ((_st_cvars[_t958] == 'carnivorous') or (_st_cvars[_t958] == 'high_body_weight')) else (2 if (_st_cvars[_t958] == 'parasite') else 0))
    return _t959

# <rulerun evolution.rules: receive #336 5c2e55ad>
def _loop(st, L):
    _st_cvars = st.cvars
    _t964 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget966[0] -= len(_t964)
    if _budget966[0] < 0: _spent967(st)
    _t966 = 0
    for _t965 in _t964:
        if (((_st_cvars[84 + _t965] == L[2]) and (_st_cvars[_t965] == 'fat_tissue')) and _st_cvars[252 + _t965]):
            _t966 += 1
    return _t966

# <rulerun evolution.rules: receive #337 4fbc1960>
def _loop(st, L):
    _st_cvars = st.cvars
    _t967 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget969[0] -= len(_t967)
    if _budget969[0] < 0: _spent970(st)
    _t969 = 0
    for _t968 in _t967:
        if ((_st_cvars[84 + _t968] == L[2]) and (_st_cvars[_t968] == 'fat_tissue')):
            _t969 += 1
    return _t969

# <rulerun evolution.rules: receive #338 75528e7a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t970 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget973[0] -= len(_t970)
    if _budget973[0] < 0: _spent974(st)
    _t972 = 0
    for _t971 in _t970:
        if (_st_cvars[84 + _t971] == L[2]):
            _t972 += (1 if ((_st_cvars[_t971] == 'carnivorous') or (_st_cvars[_t971] == 'high_body_weight')) else (2 if (_st_cvars[_t971] == 'parasite') else 0))
    return _t972

# <rulerun evolution.rules: receive #339 b4295ea2>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value958(st, 0, 0, 'feed'))
    if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (1 + _a961(st, L)))):
        _t961 = L[2]
        _t962 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
        _budget962[0] -= len(_t962)
        if _budget962[0] < 0: _spent963(st)
        _t960 = None
        for _t963 in _t962:
            if (((_st_cvars[84 + _t963] == _t961) and (_st_cvars[_t963] == 'fat_tissue')) and (not _st_cvars[252 + _t963])):
                _t960 = _t963
                break
        L[3] = _t960
        _st_cvars[252 + L[3]] = True
        if _st_log is not None: _st_log.append(_Text972(_audience964(st), ['  animal ', _plain965(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain965(_a968(st, L)), '/', _plain965(_a971(st, L)), ')']))
    else:
        _st_cvars[504 + L[2]] = _st_cvars[504 + L[2]] + 1
        if _st_log is not None: _st_log.append(_Text972(_audience964(st), ['  animal ', _plain965(_st_cvars[420 + L[2]]), ' has food ', _plain965(_st_cvars[504 + L[2]]), '/', _plain965((1 + _a975(st, L)))]))

# <rulerun evolution.rules: receive #340 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #341 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: paired_triggers #342 77e72a33>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t976 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget978[0] -= len(_t976)
    if _budget978[0] < 0: _spent979(st)
    _t978 = 0
    for _t977 in _t976:
        if (_st_cvars[84 + _t977] == _l0):
            _t978 += (1 if ((_st_cvars[_t977] == 'carnivorous') or (_st_cvars[_t977] == 'high_body_weight')) else (2 if (_st_cvars[_t977] == 'parasite') else 0))
    return _t978

# <rulerun evolution.rules: paired_triggers #343 7e5e4a05>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t979 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget981[0] -= len(_t979)
    if _budget981[0] < 0: _spent982(st)
    _t981 = 0
    for _t980 in _t979:
        if (((_st_cvars[84 + _t980] == _l0) and (_st_cvars[_t980] == 'fat_tissue')) and _st_cvars[252 + _t980]):
            _t981 += 1
    return _t981

# <rulerun evolution.rules: paired_triggers #344 81eac0e4>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t982 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget984[0] -= len(_t982)
    if _budget984[0] < 0: _spent985(st)
    _t984 = 0
    for _t983 in _t982:
        if ((_st_cvars[84 + _t983] == _l0) and (_st_cvars[_t983] == 'fat_tissue')):
            _t984 += 1
    return _t984

# <rulerun evolution.rules: paired_triggers #345 da57f0e9>
def _loop(st, _t986):
    _st_cvars = st.cvars
    _t988 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t986]]][1])]
    _budget989[0] -= len(_t988)
    if _budget989[0] < 0: _spent990(st)
    _t990 = 0
    for _t989 in _t988:
        if (_st_cvars[84 + _t989] == _st_cvars[84 + _t986]):
            _t990 += (1 if ((_st_cvars[_t989] == 'carnivorous') or (_st_cvars[_t989] == 'high_body_weight')) else (2 if (_st_cvars[_t989] == 'parasite') else 0))
    return _t990

# <rulerun evolution.rules: paired_triggers #346 b905e0e7>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t985 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget987[0] -= len(_t985)
    if _budget987[0] < 0: _spent988(st)
    for _t986 in _t985:
        if (((_st_cvars[_t986] == 'symbiosis') and (_st_cvars[168 + _t986] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t986]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t986]] >= (1 + _a991(st, _t986)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #347 94557528>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a980(st, L))) and (_a983(st, L) >= _a986(st, L))))) and (not _a992(st, L)))

# <rulerun evolution.rules: paired_triggers #348 4c8503f9>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t974 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget976[0] -= len(_t974)
    if _budget976[0] < 0: _spent977(st)
    _t973 = []
    for _t975 in _t974:
        if (((_st_cvars[336 + _t975] != _st_vars[4]) and ((_st_cvars[84 + _t975] == _l0) or (_st_cvars[168 + _t975] == _l0))) and (((((_st_cvars[_t975] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d993(st, [(_st_cvars[168 + _t975] if (_st_cvars[84 + _t975] == _l0) else _st_cvars[84 + _t975])])) or ((_st_cvars[_t975] == 'cooperation') and _d993(st, [(_st_cvars[168 + _t975] if (_st_cvars[84 + _t975] == _l0) else _st_cvars[84 + _t975])])))):
            _t973.append(_t975)
    L[2] = _t973
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

# <rulerun evolution.rules: paired_triggers #350 b6edc233>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text996(_audience994(st), ['Communication: animal ', _plain995(st.cvars[420 + L[4]]), ' takes a red token from the food base (', _plain995(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: paired_triggers #351 4a9cdd32>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text999(_audience997(st), ['Cooperation: animal ', _plain998(st.cvars[420 + L[4]]), ' receives a blue token']))

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

# <rulerun evolution.rules: piracy #360 fecc1140>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_cvars[756 + _l1] = st.vars[0]
    _st_cvars[504 + _l2] = _st_cvars[504 + _l2] - 1
    if _st_log is not None: _st_log.append(_Text1003(_audience1000(st), ['Piracy: ', _PlayerRef1001(L[0]), "'s animal ", _plain1002(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef1001(st.model.zone_instances[st.loc[_l2]][1]), "'s animal ", _plain1002(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #361 e57e7ff3>
def _loop(st, _t993):
    _st_cvars = st.cvars
    _t994 = st.zones[(9 + st.model.zone_instances[st.loc[_t993]][1])]
    _budget1006[0] -= len(_t994)
    if _budget1006[0] < 0: _spent1007(st)
    for _t995 in _t994:
        if ((_st_cvars[84 + _t995] == _t993) and (_st_cvars[_t995] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #362 53e894fe>
def _loop(st, _t993):
    _st_cvars = st.cvars
    _t997 = st.zones[(9 + st.model.zone_instances[st.loc[_t993]][1])]
    _budget1009[0] -= len(_t997)
    if _budget1009[0] < 0: _spent1010(st)
    _t999 = 0
    for _t998 in _t997:
        if (_st_cvars[84 + _t998] == _t993):
            _t999 += (1 if ((_st_cvars[_t998] == 'carnivorous') or (_st_cvars[_t998] == 'high_body_weight')) else (2 if (_st_cvars[_t998] == 'parasite') else 0))
    return _t999

# <rulerun evolution.rules: piracy #363 d7fccefc>
def _loop(st, _t993):
    _st_cvars = st.cvars
    _t1000 = st.zones[(9 + st.model.zone_instances[st.loc[_t993]][1])]
    _budget1012[0] -= len(_t1000)
    if _budget1012[0] < 0: _spent1013(st)
    _t1002 = 0
    for _t1001 in _t1000:
        if (_st_cvars[84 + _t1001] == _t993):
            _t1002 += (1 if ((_st_cvars[_t1001] == 'carnivorous') or (_st_cvars[_t1001] == 'high_body_weight')) else (2 if (_st_cvars[_t1001] == 'parasite') else 0))
    return _t1002

# <rulerun evolution.rules: piracy #364 c7eaf078>
def _loop(st, _t993):
    _st_cvars = st.cvars
    _t1003 = st.zones[(9 + st.model.zone_instances[st.loc[_t993]][1])]
    _budget1015[0] -= len(_t1003)
    if _budget1015[0] < 0: _spent1016(st)
    _t1005 = 0
    for _t1004 in _t1003:
        if (((_st_cvars[84 + _t1004] == _t993) and (_st_cvars[_t1004] == 'fat_tissue')) and _st_cvars[252 + _t1004]):
            _t1005 += 1
    return _t1005

# <rulerun evolution.rules: piracy #365 e66dcee2>
def _loop(st, _t993):
    _st_cvars = st.cvars
    _t1006 = st.zones[(9 + st.model.zone_instances[st.loc[_t993]][1])]
    _budget1018[0] -= len(_t1006)
    if _budget1018[0] < 0: _spent1019(st)
    _t1008 = 0
    for _t1007 in _t1006:
        if ((_st_cvars[84 + _t1007] == _t993) and (_st_cvars[_t1007] == 'fat_tissue')):
            _t1008 += 1
    return _t1008

# <rulerun evolution.rules: piracy #366 8b49f953>
def _loop(st, _t1010):
    _st_cvars = st.cvars
    _t1012 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1010]]][1])]
    _budget1023[0] -= len(_t1012)
    if _budget1023[0] < 0: _spent1024(st)
    _t1014 = 0
    for _t1013 in _t1012:
        if (_st_cvars[84 + _t1013] == _st_cvars[84 + _t1010]):
            _t1014 += (1 if ((_st_cvars[_t1013] == 'carnivorous') or (_st_cvars[_t1013] == 'high_body_weight')) else (2 if (_st_cvars[_t1013] == 'parasite') else 0))
    return _t1014

# <rulerun evolution.rules: piracy #367 e031c90b>
def _loop(st, _t993):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1009 = st.zones[(9 + st.model.zone_instances[st.loc[_t993]][1])]
    _budget1021[0] -= len(_t1009)
    if _budget1021[0] < 0: _spent1022(st)
    for _t1010 in _t1009:
        if (((_st_cvars[_t1010] == 'symbiosis') and (_st_cvars[168 + _t1010] == _t993)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1010]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1010]] >= (1 + _a1025(st, _t1010)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #368 c0a9c07a>
def _loop(st, _t1016):
    _st_cvars = st.cvars
    _t1018 = st.zones[(9 + st.model.zone_instances[st.loc[_t1016]][1])]
    _budget1030[0] -= len(_t1018)
    if _budget1030[0] < 0: _spent1031(st)
    _t1020 = 0
    for _t1019 in _t1018:
        if (_st_cvars[84 + _t1019] == _t1016):
            _t1020 += (1 if ((_st_cvars[_t1019] == 'carnivorous') or (_st_cvars[_t1019] == 'high_body_weight')) else (2 if (_st_cvars[_t1019] == 'parasite') else 0))
    return _t1020

# <rulerun evolution.rules: piracy #369 f0ce1b06>
def _loop(st, _t993):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1015 = ([_c for _i in [5 + _p for _p in _k1027] for _c in st.zones[_i]] or ())
    _budget1028[0] -= len(_t1015)
    if _budget1028[0] < 0: _spent1029(st)
    for _t1016 in _t1015:
        if ((_t1016 != _t993) and ((not ((_st_cvars[924 + _t1016] == _st_vars[0]) or (_st_cvars[504 + _t1016] >= (1 + _a1032(st, _t1016))))) and (_st_cvars[504 + _t1016] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #370 f86d1156>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t992 = st.zones[(5 + L[0])]
    _budget1004[0] -= len(_t992)
    if _budget1004[0] < 0: _spent1005(st)
    _t991 = []
    for _t993 in _t992:
        if ((((_a1008(st, _t993) and (_st_cvars[756 + _t993] != _st_vars[0])) and (not ((_st_cvars[924 + _t993] == _st_vars[0]) or (_st_cvars[504 + _t993] >= (1 + _a1011(st, _t993)))))) and ((not ((_st_cvars[924 + _t993] == _st_vars[0]) or ((_st_cvars[504 + _t993] >= (1 + _a1014(st, _t993))) and (_a1017(st, _t993) >= _a1020(st, _t993))))) and (not _a1026(st, _t993)))) and _a1033(st, _t993)):
            _t991.append(_t993)
    return _t991

# <rulerun evolution.rules: piracy #371 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #372 52889bf4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1021 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1036[0] -= len(_t1021)
    if _budget1036[0] < 0: _spent1037(st)
    _t1023 = []
    for _t1022 in _t1021:
        if ((_st_cvars[84 + _t1022] == L[1]) or (_st_cvars[168 + _t1022] == L[1])):
            _t1023.append(_st_cvars[_t1022])
    return _t1023

# <rulerun evolution.rules: piracy #373 cd4be12a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1024 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1039[0] -= len(_t1024)
    if _budget1039[0] < 0: _spent1040(st)
    _t1026 = []
    for _t1025 in _t1024:
        if ((_st_cvars[84 + _t1025] == L[1]) or (_st_cvars[168 + _t1025] == L[1])):
            _t1026.append(_t1025)
    return _t1026

# <rulerun evolution.rules: piracy #374 3fa9f82d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1027 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1042[0] -= len(_t1027)
    if _budget1042[0] < 0: _spent1043(st)
    _t1029 = 0
    for _t1028 in _t1027:
        if (_st_cvars[84 + _t1028] == L[1]):
            _t1029 += (1 if ((_st_cvars[_t1028] == 'carnivorous') or (_st_cvars[_t1028] == 'high_body_weight')) else (2 if (_st_cvars[_t1028] == 'parasite') else 0))
    return _t1029

# <rulerun evolution.rules: piracy #375 2bdc0aeb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1030 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1045[0] -= len(_t1030)
    if _budget1045[0] < 0: _spent1046(st)
    _t1032 = 0
    for _t1031 in _t1030:
        if (((_st_cvars[84 + _t1031] == L[1]) and (_st_cvars[_t1031] == 'fat_tissue')) and _st_cvars[252 + _t1031]):
            _t1032 += 1
    return _t1032

# <rulerun evolution.rules: piracy #376 a45cf0a1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1033 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1048[0] -= len(_t1033)
    if _budget1048[0] < 0: _spent1049(st)
    _t1035 = 0
    for _t1034 in _t1033:
        if ((_st_cvars[84 + _t1034] == L[1]) and (_st_cvars[_t1034] == 'fat_tissue')):
            _t1035 += 1
    return _t1035

# <rulerun evolution.rules: piracy #377 af5e9645>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1036 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1051[0] -= len(_t1036)
    if _budget1051[0] < 0: _spent1052(st)
    _t1038 = 0
    for _t1037 in _t1036:
        if ((_st_cvars[84 + _t1037] == L[1]) and (_st_cvars[_t1037] == 'fat_tissue')):
            _t1038 += 1
    return _t1038

# <rulerun evolution.rules: piracy #378 005e0222>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1034(((((('animal ' + _plain1034(_st_cvars[420 + L[1]]) + ' of ' + _player_text1035(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain1034(_a1038(st, L))) if (not not (_a1041(st, L) or ())) else '')) + (' food ' + _plain1034(_st_cvars[504 + L[1]]) + '/' + _plain1034((1 + _a1044(st, L))))) + ((' fat ' + _plain1034(_a1047(st, L)) + '/' + _plain1034(_a1050(st, L))) if (_a1053(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: piracy #379 fecf0903>
def _loop(st, _t1041):
    _st_cvars = st.cvars
    _t1042 = st.zones[(9 + st.model.zone_instances[st.loc[_t1041]][1])]
    _budget1057[0] -= len(_t1042)
    if _budget1057[0] < 0: _spent1058(st)
    _t1044 = 0
    for _t1043 in _t1042:
        if (_st_cvars[84 + _t1043] == _t1041):
            _t1044 += (1 if ((_st_cvars[_t1043] == 'carnivorous') or (_st_cvars[_t1043] == 'high_body_weight')) else (2 if (_st_cvars[_t1043] == 'parasite') else 0))
    return _t1044

# <rulerun evolution.rules: piracy #380 597a93af>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1040 = ([_c for _i in [5 + _p for _p in _k1054] for _c in st.zones[_i]] or ())
    _budget1055[0] -= len(_t1040)
    if _budget1055[0] < 0: _spent1056(st)
    _t1039 = []
    for _t1041 in _t1040:
        if ((_t1041 != _l1) and ((not ((_st_cvars[924 + _t1041] == _st_vars[0]) or (_st_cvars[504 + _t1041] >= (1 + _a1059(st, _t1041))))) and (_st_cvars[504 + _t1041] > 0))):
            _t1039.append(_t1041)
    return _t1039

# <rulerun evolution.rules: piracy #381 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #382 5e59ab04>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1045 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget1062[0] -= len(_t1045)
    if _budget1062[0] < 0: _spent1063(st)
    _t1047 = []
    for _t1046 in _t1045:
        if ((_st_cvars[84 + _t1046] == L[2]) or (_st_cvars[168 + _t1046] == L[2])):
            _t1047.append(_st_cvars[_t1046])
    return _t1047

# <rulerun evolution.rules: piracy #383 8ff124a6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1048 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget1065[0] -= len(_t1048)
    if _budget1065[0] < 0: _spent1066(st)
    _t1050 = []
    for _t1049 in _t1048:
        if ((_st_cvars[84 + _t1049] == L[2]) or (_st_cvars[168 + _t1049] == L[2])):
            _t1050.append(_t1049)
    return _t1050

# <rulerun evolution.rules: piracy #384 0f3549dd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1051 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget1068[0] -= len(_t1051)
    if _budget1068[0] < 0: _spent1069(st)
    _t1053 = 0
    for _t1052 in _t1051:
        if (_st_cvars[84 + _t1052] == L[2]):
            _t1053 += (1 if ((_st_cvars[_t1052] == 'carnivorous') or (_st_cvars[_t1052] == 'high_body_weight')) else (2 if (_st_cvars[_t1052] == 'parasite') else 0))
    return _t1053

# <rulerun evolution.rules: piracy #385 ecb67ac9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1054 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget1071[0] -= len(_t1054)
    if _budget1071[0] < 0: _spent1072(st)
    _t1056 = 0
    for _t1055 in _t1054:
        if (((_st_cvars[84 + _t1055] == L[2]) and (_st_cvars[_t1055] == 'fat_tissue')) and _st_cvars[252 + _t1055]):
            _t1056 += 1
    return _t1056

# <rulerun evolution.rules: piracy #386 de37d578>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1057 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget1074[0] -= len(_t1057)
    if _budget1074[0] < 0: _spent1075(st)
    _t1059 = 0
    for _t1058 in _t1057:
        if ((_st_cvars[84 + _t1058] == L[2]) and (_st_cvars[_t1058] == 'fat_tissue')):
            _t1059 += 1
    return _t1059

# <rulerun evolution.rules: piracy #387 052a2a9d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1060 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget1077[0] -= len(_t1060)
    if _budget1077[0] < 0: _spent1078(st)
    _t1062 = 0
    for _t1061 in _t1060:
        if ((_st_cvars[84 + _t1061] == L[2]) and (_st_cvars[_t1061] == 'fat_tissue')):
            _t1062 += 1
    return _t1062

# <rulerun evolution.rules: piracy #388 323e267c>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1060(((((('animal ' + _plain1060(_st_cvars[420 + L[2]]) + ' of ' + _player_text1061(st.model.zone_instances[st.loc[L[2]]][1])) + ((' ' + _plain1060(_a1064(st, L))) if (not not (_a1067(st, L) or ())) else '')) + (' food ' + _plain1060(_st_cvars[504 + L[2]]) + '/' + _plain1060((1 + _a1070(st, L))))) + ((' fat ' + _plain1060(_a1073(st, L)) + '/' + _plain1060(_a1076(st, L))) if (_a1079(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else ''))))

# <rulerun evolution.rules: piracy #389 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: piracy #390 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: grazing #391 99cdbddf>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text1083(_audience1080(st), ['Grazing: ', _PlayerRef1081(L[0]), "'s animal ", _plain1082(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain1082(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #392 6ab0ea31>
def _loop(st, _t1065):
    _st_cvars = st.cvars
    _t1066 = st.zones[(9 + st.model.zone_instances[st.loc[_t1065]][1])]
    _budget1086[0] -= len(_t1066)
    if _budget1086[0] < 0: _spent1087(st)
    for _t1067 in _t1066:
        if ((_st_cvars[84 + _t1067] == _t1065) and (_st_cvars[_t1067] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #393 7e5ed9f1>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1064 = st.zones[(5 + L[0])]
    _budget1084[0] -= len(_t1064)
    if _budget1084[0] < 0: _spent1085(st)
    _t1063 = []
    for _t1065 in _t1064:
        if ((_a1088(st, _t1065) and (_st_cvars[840 + _t1065] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1063.append(_t1065)
    return _t1063

# <rulerun evolution.rules: grazing #394 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: grazing #395 37c747e4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1069 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1091[0] -= len(_t1069)
    if _budget1091[0] < 0: _spent1092(st)
    _t1071 = []
    for _t1070 in _t1069:
        if ((_st_cvars[84 + _t1070] == L[1]) or (_st_cvars[168 + _t1070] == L[1])):
            _t1071.append(_st_cvars[_t1070])
    return _t1071

# <rulerun evolution.rules: grazing #396 1beadeb6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1072 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1094[0] -= len(_t1072)
    if _budget1094[0] < 0: _spent1095(st)
    _t1074 = []
    for _t1073 in _t1072:
        if ((_st_cvars[84 + _t1073] == L[1]) or (_st_cvars[168 + _t1073] == L[1])):
            _t1074.append(_t1073)
    return _t1074

# <rulerun evolution.rules: grazing #397 2319bf5c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1075 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1097[0] -= len(_t1075)
    if _budget1097[0] < 0: _spent1098(st)
    _t1077 = 0
    for _t1076 in _t1075:
        if (_st_cvars[84 + _t1076] == L[1]):
            _t1077 += (1 if ((_st_cvars[_t1076] == 'carnivorous') or (_st_cvars[_t1076] == 'high_body_weight')) else (2 if (_st_cvars[_t1076] == 'parasite') else 0))
    return _t1077

# <rulerun evolution.rules: grazing #398 84063792>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1078 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1100[0] -= len(_t1078)
    if _budget1100[0] < 0: _spent1101(st)
    _t1080 = 0
    for _t1079 in _t1078:
        if (((_st_cvars[84 + _t1079] == L[1]) and (_st_cvars[_t1079] == 'fat_tissue')) and _st_cvars[252 + _t1079]):
            _t1080 += 1
    return _t1080

# <rulerun evolution.rules: grazing #399 ce6c33e7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1081 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1103[0] -= len(_t1081)
    if _budget1103[0] < 0: _spent1104(st)
    _t1083 = 0
    for _t1082 in _t1081:
        if ((_st_cvars[84 + _t1082] == L[1]) and (_st_cvars[_t1082] == 'fat_tissue')):
            _t1083 += 1
    return _t1083

# <rulerun evolution.rules: grazing #400 40cc03da>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1084 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1106[0] -= len(_t1084)
    if _budget1106[0] < 0: _spent1107(st)
    _t1086 = 0
    for _t1085 in _t1084:
        if ((_st_cvars[84 + _t1085] == L[1]) and (_st_cvars[_t1085] == 'fat_tissue')):
            _t1086 += 1
    return _t1086

# <rulerun evolution.rules: grazing #401 06a9b799>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1089(((((('animal ' + _plain1089(_st_cvars[420 + L[1]]) + ' of ' + _player_text1090(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain1089(_a1093(st, L))) if (not not (_a1096(st, L) or ())) else '')) + (' food ' + _plain1089(_st_cvars[504 + L[1]]) + '/' + _plain1089((1 + _a1099(st, L))))) + ((' fat ' + _plain1089(_a1102(st, L)) + '/' + _plain1089(_a1105(st, L))) if (_a1108(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: hibernation #402 90d6e792>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_cvars[924 + _l1] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text1112(_audience1109(st), ['Hibernation: ', _PlayerRef1110(L[0]), "'s animal ", _plain1111(_st_cvars[420 + _l1]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: hibernation #403 ce19cc24>
def _loop(st, _t1089):
    _st_cvars = st.cvars
    _t1090 = st.zones[(9 + st.model.zone_instances[st.loc[_t1089]][1])]
    _budget1115[0] -= len(_t1090)
    if _budget1115[0] < 0: _spent1116(st)
    for _t1091 in _t1090:
        if ((_st_cvars[84 + _t1091] == _t1089) and (_st_cvars[_t1091] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #404 8e1e0697>
def _loop(st, _t1089):
    _st_cvars = st.cvars
    _t1093 = st.zones[(9 + st.model.zone_instances[st.loc[_t1089]][1])]
    _budget1118[0] -= len(_t1093)
    if _budget1118[0] < 0: _spent1119(st)
    _t1095 = 0
    for _t1094 in _t1093:
        if (_st_cvars[84 + _t1094] == _t1089):
            _t1095 += (1 if ((_st_cvars[_t1094] == 'carnivorous') or (_st_cvars[_t1094] == 'high_body_weight')) else (2 if (_st_cvars[_t1094] == 'parasite') else 0))
    return _t1095

# <rulerun evolution.rules: hibernation #405 b3cc4eed>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1088 = st.zones[(5 + L[0])]
    _budget1113[0] -= len(_t1088)
    if _budget1113[0] < 0: _spent1114(st)
    _t1087 = []
    for _t1089 in _t1088:
        if ((((_a1117(st, _t1089) and (_st_cvars[924 + _t1089] != _st_vars[0])) and (_st_cvars[924 + _t1089] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1089] == _st_vars[0]) or (_st_cvars[504 + _t1089] >= (1 + _a1120(st, _t1089)))))):
            _t1087.append(_t1089)
    return _t1087

# <rulerun evolution.rules: hibernation #406 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hibernation #407 756da570>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1096 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1123[0] -= len(_t1096)
    if _budget1123[0] < 0: _spent1124(st)
    _t1098 = []
    for _t1097 in _t1096:
        if ((_st_cvars[84 + _t1097] == L[1]) or (_st_cvars[168 + _t1097] == L[1])):
            _t1098.append(_st_cvars[_t1097])
    return _t1098

# <rulerun evolution.rules: hibernation #408 fce8ba94>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1099 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1126[0] -= len(_t1099)
    if _budget1126[0] < 0: _spent1127(st)
    _t1101 = []
    for _t1100 in _t1099:
        if ((_st_cvars[84 + _t1100] == L[1]) or (_st_cvars[168 + _t1100] == L[1])):
            _t1101.append(_t1100)
    return _t1101

# <rulerun evolution.rules: hibernation #409 59d2cacb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1102 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1129[0] -= len(_t1102)
    if _budget1129[0] < 0: _spent1130(st)
    _t1104 = 0
    for _t1103 in _t1102:
        if (_st_cvars[84 + _t1103] == L[1]):
            _t1104 += (1 if ((_st_cvars[_t1103] == 'carnivorous') or (_st_cvars[_t1103] == 'high_body_weight')) else (2 if (_st_cvars[_t1103] == 'parasite') else 0))
    return _t1104

# <rulerun evolution.rules: hibernation #410 5ae079f8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1105 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1132[0] -= len(_t1105)
    if _budget1132[0] < 0: _spent1133(st)
    _t1107 = 0
    for _t1106 in _t1105:
        if (((_st_cvars[84 + _t1106] == L[1]) and (_st_cvars[_t1106] == 'fat_tissue')) and _st_cvars[252 + _t1106]):
            _t1107 += 1
    return _t1107

# <rulerun evolution.rules: hibernation #411 4b043c6d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1108 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1135[0] -= len(_t1108)
    if _budget1135[0] < 0: _spent1136(st)
    _t1110 = 0
    for _t1109 in _t1108:
        if ((_st_cvars[84 + _t1109] == L[1]) and (_st_cvars[_t1109] == 'fat_tissue')):
            _t1110 += 1
    return _t1110

# <rulerun evolution.rules: hibernation #412 98c470df>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1111 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1138[0] -= len(_t1111)
    if _budget1138[0] < 0: _spent1139(st)
    _t1113 = 0
    for _t1112 in _t1111:
        if ((_st_cvars[84 + _t1112] == L[1]) and (_st_cvars[_t1112] == 'fat_tissue')):
            _t1113 += 1
    return _t1113

# <rulerun evolution.rules: hibernation #413 ce9fbfbe>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1121(((((('animal ' + _plain1121(_st_cvars[420 + L[1]]) + ' of ' + _player_text1122(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain1121(_a1125(st, L))) if (not not (_a1128(st, L) or ())) else '')) + (' food ' + _plain1121(_st_cvars[504 + L[1]]) + '/' + _plain1121((1 + _a1131(st, L))))) + ((' fat ' + _plain1121(_a1134(st, L)) + '/' + _plain1121(_a1137(st, L))) if (_a1140(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: attack_action #414 24a80634>
def _loop(st, _t1116):
    _st_cvars = st.cvars
    _t1117 = st.zones[(9 + st.model.zone_instances[st.loc[_t1116]][1])]
    _budget1143[0] -= len(_t1117)
    if _budget1143[0] < 0: _spent1144(st)
    for _t1118 in _t1117:
        if ((_st_cvars[84 + _t1118] == _t1116) and (_st_cvars[_t1118] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #415 724e5f99>
def _loop(st, _t1116):
    _st_cvars = st.cvars
    _t1120 = st.zones[(9 + st.model.zone_instances[st.loc[_t1116]][1])]
    _budget1146[0] -= len(_t1120)
    if _budget1146[0] < 0: _spent1147(st)
    _t1122 = 0
    for _t1121 in _t1120:
        if (_st_cvars[84 + _t1121] == _t1116):
            _t1122 += (1 if ((_st_cvars[_t1121] == 'carnivorous') or (_st_cvars[_t1121] == 'high_body_weight')) else (2 if (_st_cvars[_t1121] == 'parasite') else 0))
    return _t1122

# <rulerun evolution.rules: attack_action #416 e3dacc22>
def _loop(st, _t1116):
    _st_cvars = st.cvars
    _t1123 = st.zones[(9 + st.model.zone_instances[st.loc[_t1116]][1])]
    _budget1149[0] -= len(_t1123)
    if _budget1149[0] < 0: _spent1150(st)
    _t1125 = 0
    for _t1124 in _t1123:
        if (((_st_cvars[84 + _t1124] == _t1116) and (_st_cvars[_t1124] == 'fat_tissue')) and _st_cvars[252 + _t1124]):
            _t1125 += 1
    return _t1125

# <rulerun evolution.rules: attack_action #417 8b97d8f5>
def _loop(st, _t1116):
    _st_cvars = st.cvars
    _t1126 = st.zones[(9 + st.model.zone_instances[st.loc[_t1116]][1])]
    _budget1152[0] -= len(_t1126)
    if _budget1152[0] < 0: _spent1153(st)
    _t1128 = 0
    for _t1127 in _t1126:
        if ((_st_cvars[84 + _t1127] == _t1116) and (_st_cvars[_t1127] == 'fat_tissue')):
            _t1128 += 1
    return _t1128

# <rulerun evolution.rules: attack_action #418 c3848f21>
def _loop(st, _t1130):
    _st_cvars = st.cvars
    _t1132 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1130]]][1])]
    _budget1157[0] -= len(_t1132)
    if _budget1157[0] < 0: _spent1158(st)
    _t1134 = 0
    for _t1133 in _t1132:
        if (_st_cvars[84 + _t1133] == _st_cvars[84 + _t1130]):
            _t1134 += (1 if ((_st_cvars[_t1133] == 'carnivorous') or (_st_cvars[_t1133] == 'high_body_weight')) else (2 if (_st_cvars[_t1133] == 'parasite') else 0))
    return _t1134

# <rulerun evolution.rules: attack_action #419 1389a7ef>
def _loop(st, _t1116):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1129 = st.zones[(9 + st.model.zone_instances[st.loc[_t1116]][1])]
    _budget1155[0] -= len(_t1129)
    if _budget1155[0] < 0: _spent1156(st)
    for _t1130 in _t1129:
        if (((_st_cvars[_t1130] == 'symbiosis') and (_st_cvars[168 + _t1130] == _t1116)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1130]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1130]] >= (1 + _a1159(st, _t1130)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #420 11f00ff5>
def _loop(st, _t1136):
    _st_cvars = st.cvars
    _t1138 = st.zones[(9 + st.model.zone_instances[st.loc[_t1136]][1])]
    _budget1164[0] -= len(_t1138)
    if _budget1164[0] < 0: _spent1165(st)
    for _t1139 in _t1138:
        if ((_st_cvars[84 + _t1139] == _t1136) and (_st_cvars[_t1139] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #421 f18fa552>
def _loop(st, _t1116):
    _st_cvars = st.cvars
    _t1141 = st.zones[(9 + st.model.zone_instances[st.loc[_t1116]][1])]
    _budget1167[0] -= len(_t1141)
    if _budget1167[0] < 0: _spent1168(st)
    for _t1142 in _t1141:
        if ((_st_cvars[84 + _t1142] == _t1116) and (_st_cvars[_t1142] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #422 e76c2c01>
def _loop(st, _t1136):
    _st_cvars = st.cvars
    _t1146 = st.zones[(9 + st.model.zone_instances[st.loc[_t1136]][1])]
    _budget1170[0] -= len(_t1146)
    if _budget1170[0] < 0: _spent1171(st)
    for _t1147 in _t1146:
        if ((_st_cvars[84 + _t1147] == _t1136) and (_st_cvars[_t1147] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #423 f5127709>
def _loop(st, _t1116):
    _st_cvars = st.cvars
    _t1149 = st.zones[(9 + st.model.zone_instances[st.loc[_t1116]][1])]
    _budget1173[0] -= len(_t1149)
    if _budget1173[0] < 0: _spent1174(st)
    for _t1150 in _t1149:
        if ((_st_cvars[84 + _t1150] == _t1116) and (_st_cvars[_t1150] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #424 cfffcc7d>
def _loop(st, _t1136):
    _st_cvars = st.cvars
    _t1154 = st.zones[(9 + st.model.zone_instances[st.loc[_t1136]][1])]
    _budget1176[0] -= len(_t1154)
    if _budget1176[0] < 0: _spent1177(st)
    for _t1155 in _t1154:
        if ((_st_cvars[84 + _t1155] == _t1136) and (_st_cvars[_t1155] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #425 ad49faf0>
def _loop(st, _t1116):
    _st_cvars = st.cvars
    _t1157 = st.zones[(9 + st.model.zone_instances[st.loc[_t1116]][1])]
    _budget1179[0] -= len(_t1157)
    if _budget1179[0] < 0: _spent1180(st)
    for _t1158 in _t1157:
        if ((_st_cvars[84 + _t1158] == _t1116) and (_st_cvars[_t1158] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #426 3c086229>
def _loop(st, _t1136):
    _st_cvars = st.cvars
    _t1162 = st.zones[(9 + st.model.zone_instances[st.loc[_t1136]][1])]
    _budget1182[0] -= len(_t1162)
    if _budget1182[0] < 0: _spent1183(st)
    for _t1163 in _t1162:
        if ((_st_cvars[84 + _t1163] == _t1136) and (_st_cvars[_t1163] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #427 3545ba47>
def _loop(st, _t1136):
    _st_cvars = st.cvars
    _t1165 = st.zones[(9 + st.model.zone_instances[st.loc[_t1136]][1])]
    _budget1185[0] -= len(_t1165)
    if _budget1185[0] < 0: _spent1186(st)
    _t1167 = 0
    for _t1166 in _t1165:
        if (_st_cvars[84 + _t1166] == _t1136):
            _t1167 += (1 if ((_st_cvars[_t1166] == 'carnivorous') or (_st_cvars[_t1166] == 'high_body_weight')) else (2 if (_st_cvars[_t1166] == 'parasite') else 0))
    return _t1167

# <rulerun evolution.rules: attack_action #428 327fac16>
def _loop(st, _t1136):
    _st_cvars = st.cvars
    _t1168 = st.zones[(9 + st.model.zone_instances[st.loc[_t1136]][1])]
    _budget1188[0] -= len(_t1168)
    if _budget1188[0] < 0: _spent1189(st)
    for _t1169 in _t1168:
        if ((_st_cvars[_t1169] == 'symbiosis') and (_st_cvars[168 + _t1169] == _t1136)):
            return True
    return False

# <rulerun evolution.rules: attack_action #429 de305c12>
def _loop(st, _t1116):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1135 = ([_c for _i in [5 + _p for _p in _k1161] for _c in st.zones[_i]] or ())
    _budget1162[0] -= len(_t1135)
    if _budget1162[0] < 0: _spent1163(st)
    _t1144 = _NOT_YET
    _t1145 = _NOT_YET
    _t1152 = _NOT_YET
    _t1153 = _NOT_YET
    _t1160 = _NOT_YET
    _t1161 = _NOT_YET
    for _t1136 in _t1135:
        if ((((((_t1116 != _t1136) and ((not _a1166(st, _t1136)) or (_t1145 if _t1145 is not _NOT_YET else (_t1145 := (_t1144 if _t1144 is not _NOT_YET else (_t1144 := _a1169(st, _t1116))))))) and ((not _a1172(st, _t1136)) or (_t1153 if _t1153 is not _NOT_YET else (_t1153 := (_t1152 if _t1152 is not _NOT_YET else (_t1152 := _a1175(st, _t1116))))))) and (_a1178(st, _t1136) == (_t1161 if _t1161 is not _NOT_YET else (_t1161 := (_t1160 if _t1160 is not _NOT_YET else (_t1160 := _a1181(st, _t1116))))))) and (not (_a1184(st, _t1136) and ((_st_cvars[924 + _t1136] == _st_vars[0]) or (_st_cvars[504 + _t1136] >= (1 + _a1187(st, _t1136))))))) and (not _a1190(st, _t1136))):
            return True
    return False

# <rulerun evolution.rules: attack_action #430 1fa3a055>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1115 = st.zones[(5 + L[0])]
    _budget1141[0] -= len(_t1115)
    if _budget1141[0] < 0: _spent1142(st)
    _t1114 = []
    for _t1116 in _t1115:
        if (((_a1145(st, _t1116) and (_st_cvars[672 + _t1116] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1116] == _st_vars[0]) or ((_st_cvars[504 + _t1116] >= (1 + _a1148(st, _t1116))) and (_a1151(st, _t1116) >= _a1154(st, _t1116))))) and (not _a1160(st, _t1116)))) and _a1191(st, _t1116)):
            _t1114.append(_t1116)
    return _t1114

# <rulerun evolution.rules: attack_action #431 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #432 30e5d488>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1171 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1194[0] -= len(_t1171)
    if _budget1194[0] < 0: _spent1195(st)
    _t1173 = []
    for _t1172 in _t1171:
        if ((_st_cvars[84 + _t1172] == L[1]) or (_st_cvars[168 + _t1172] == L[1])):
            _t1173.append(_st_cvars[_t1172])
    return _t1173

# <rulerun evolution.rules: attack_action #433 59f47772>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1174 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1197[0] -= len(_t1174)
    if _budget1197[0] < 0: _spent1198(st)
    _t1176 = []
    for _t1175 in _t1174:
        if ((_st_cvars[84 + _t1175] == L[1]) or (_st_cvars[168 + _t1175] == L[1])):
            _t1176.append(_t1175)
    return _t1176

# <rulerun evolution.rules: attack_action #434 29348f1f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1177 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1200[0] -= len(_t1177)
    if _budget1200[0] < 0: _spent1201(st)
    _t1179 = 0
    for _t1178 in _t1177:
        if (_st_cvars[84 + _t1178] == L[1]):
            _t1179 += (1 if ((_st_cvars[_t1178] == 'carnivorous') or (_st_cvars[_t1178] == 'high_body_weight')) else (2 if (_st_cvars[_t1178] == 'parasite') else 0))
    return _t1179

# <rulerun evolution.rules: attack_action #435 b3f01171>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1180 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1203[0] -= len(_t1180)
    if _budget1203[0] < 0: _spent1204(st)
    _t1182 = 0
    for _t1181 in _t1180:
        if (((_st_cvars[84 + _t1181] == L[1]) and (_st_cvars[_t1181] == 'fat_tissue')) and _st_cvars[252 + _t1181]):
            _t1182 += 1
    return _t1182

# <rulerun evolution.rules: attack_action #436 e938b09a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1183 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1206[0] -= len(_t1183)
    if _budget1206[0] < 0: _spent1207(st)
    _t1185 = 0
    for _t1184 in _t1183:
        if ((_st_cvars[84 + _t1184] == L[1]) and (_st_cvars[_t1184] == 'fat_tissue')):
            _t1185 += 1
    return _t1185

# <rulerun evolution.rules: attack_action #437 c587d0e9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1186 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1209[0] -= len(_t1186)
    if _budget1209[0] < 0: _spent1210(st)
    _t1188 = 0
    for _t1187 in _t1186:
        if ((_st_cvars[84 + _t1187] == L[1]) and (_st_cvars[_t1187] == 'fat_tissue')):
            _t1188 += 1
    return _t1188

# <rulerun evolution.rules: attack_action #438 7dade255>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1192(((((('animal ' + _plain1192(_st_cvars[420 + L[1]]) + ' of ' + _player_text1193(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain1192(_a1196(st, L))) if (not not (_a1199(st, L) or ())) else '')) + (' food ' + _plain1192(_st_cvars[504 + L[1]]) + '/' + _plain1192((1 + _a1202(st, L))))) + ((' fat ' + _plain1192(_a1205(st, L)) + '/' + _plain1192(_a1208(st, L))) if (_a1211(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: attack_action #439 f39379fb>
def _loop(st, _t1191):
    _st_cvars = st.cvars
    _t1192 = st.zones[(9 + st.model.zone_instances[st.loc[_t1191]][1])]
    _budget1215[0] -= len(_t1192)
    if _budget1215[0] < 0: _spent1216(st)
    for _t1193 in _t1192:
        if ((_st_cvars[84 + _t1193] == _t1191) and (_st_cvars[_t1193] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #440 2d854ed2>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1195 = st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]
    _budget1218[0] -= len(_t1195)
    if _budget1218[0] < 0: _spent1219(st)
    for _t1196 in _t1195:
        if ((_st_cvars[84 + _t1196] == _l1) and (_st_cvars[_t1196] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #441 73124fa6>
def _loop(st, _t1191):
    _st_cvars = st.cvars
    _t1200 = st.zones[(9 + st.model.zone_instances[st.loc[_t1191]][1])]
    _budget1221[0] -= len(_t1200)
    if _budget1221[0] < 0: _spent1222(st)
    for _t1201 in _t1200:
        if ((_st_cvars[84 + _t1201] == _t1191) and (_st_cvars[_t1201] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #442 37ed5a61>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1203 = st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]
    _budget1224[0] -= len(_t1203)
    if _budget1224[0] < 0: _spent1225(st)
    for _t1204 in _t1203:
        if ((_st_cvars[84 + _t1204] == _l1) and (_st_cvars[_t1204] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #443 23f4f497>
def _loop(st, _t1191):
    _st_cvars = st.cvars
    _t1208 = st.zones[(9 + st.model.zone_instances[st.loc[_t1191]][1])]
    _budget1227[0] -= len(_t1208)
    if _budget1227[0] < 0: _spent1228(st)
    for _t1209 in _t1208:
        if ((_st_cvars[84 + _t1209] == _t1191) and (_st_cvars[_t1209] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #444 28e1a01a>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1211 = st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]
    _budget1230[0] -= len(_t1211)
    if _budget1230[0] < 0: _spent1231(st)
    for _t1212 in _t1211:
        if ((_st_cvars[84 + _t1212] == _l1) and (_st_cvars[_t1212] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #445 b5fad016>
def _loop(st, _t1191):
    _st_cvars = st.cvars
    _t1216 = st.zones[(9 + st.model.zone_instances[st.loc[_t1191]][1])]
    _budget1233[0] -= len(_t1216)
    if _budget1233[0] < 0: _spent1234(st)
    for _t1217 in _t1216:
        if ((_st_cvars[84 + _t1217] == _t1191) and (_st_cvars[_t1217] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #446 77951c56>
def _loop(st, _t1191):
    _st_cvars = st.cvars
    _t1219 = st.zones[(9 + st.model.zone_instances[st.loc[_t1191]][1])]
    _budget1236[0] -= len(_t1219)
    if _budget1236[0] < 0: _spent1237(st)
    _t1221 = 0
    for _t1220 in _t1219:
        if (_st_cvars[84 + _t1220] == _t1191):
            _t1221 += (1 if ((_st_cvars[_t1220] == 'carnivorous') or (_st_cvars[_t1220] == 'high_body_weight')) else (2 if (_st_cvars[_t1220] == 'parasite') else 0))
    return _t1221

# <rulerun evolution.rules: attack_action #447 74261317>
def _loop(st, _t1191):
    _st_cvars = st.cvars
    _t1222 = st.zones[(9 + st.model.zone_instances[st.loc[_t1191]][1])]
    _budget1239[0] -= len(_t1222)
    if _budget1239[0] < 0: _spent1240(st)
    for _t1223 in _t1222:
        if ((_st_cvars[_t1223] == 'symbiosis') and (_st_cvars[168 + _t1223] == _t1191)):
            return True
    return False

# <rulerun evolution.rules: attack_action #448 63953595>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1190 = ([_c for _i in [5 + _p for _p in _k1212] for _c in st.zones[_i]] or ())
    _budget1213[0] -= len(_t1190)
    if _budget1213[0] < 0: _spent1214(st)
    _t1198 = _NOT_YET
    _t1199 = _NOT_YET
    _t1206 = _NOT_YET
    _t1207 = _NOT_YET
    _t1214 = _NOT_YET
    _t1215 = _NOT_YET
    _t1189 = []
    for _t1191 in _t1190:
        if ((((((_l1 != _t1191) and ((not _a1217(st, _t1191)) or (_t1199 if _t1199 is not _NOT_YET else (_t1199 := (_t1198 if _t1198 is not _NOT_YET else (_t1198 := _a1220(st, L))))))) and ((not _a1223(st, _t1191)) or (_t1207 if _t1207 is not _NOT_YET else (_t1207 := (_t1206 if _t1206 is not _NOT_YET else (_t1206 := _a1226(st, L))))))) and (_a1229(st, _t1191) == (_t1215 if _t1215 is not _NOT_YET else (_t1215 := (_t1214 if _t1214 is not _NOT_YET else (_t1214 := _a1232(st, L))))))) and (not (_a1235(st, _t1191) and ((_st_cvars[924 + _t1191] == _st_vars[0]) or (_st_cvars[504 + _t1191] >= (1 + _a1238(st, _t1191))))))) and (not _a1241(st, _t1191))):
            _t1189.append(_t1191)
    return _t1189

# <rulerun evolution.rules: attack_action #449 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #450 a7b0edb7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1225 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget1244[0] -= len(_t1225)
    if _budget1244[0] < 0: _spent1245(st)
    _t1227 = []
    for _t1226 in _t1225:
        if ((_st_cvars[84 + _t1226] == L[2]) or (_st_cvars[168 + _t1226] == L[2])):
            _t1227.append(_st_cvars[_t1226])
    return _t1227

# <rulerun evolution.rules: attack_action #451 3b19220d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1228 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget1247[0] -= len(_t1228)
    if _budget1247[0] < 0: _spent1248(st)
    _t1230 = []
    for _t1229 in _t1228:
        if ((_st_cvars[84 + _t1229] == L[2]) or (_st_cvars[168 + _t1229] == L[2])):
            _t1230.append(_t1229)
    return _t1230

# <rulerun evolution.rules: attack_action #452 e6f54838>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1231 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget1250[0] -= len(_t1231)
    if _budget1250[0] < 0: _spent1251(st)
    _t1233 = 0
    for _t1232 in _t1231:
        if (_st_cvars[84 + _t1232] == L[2]):
            _t1233 += (1 if ((_st_cvars[_t1232] == 'carnivorous') or (_st_cvars[_t1232] == 'high_body_weight')) else (2 if (_st_cvars[_t1232] == 'parasite') else 0))
    return _t1233

# <rulerun evolution.rules: attack_action #453 b28d2251>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1234 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget1253[0] -= len(_t1234)
    if _budget1253[0] < 0: _spent1254(st)
    _t1236 = 0
    for _t1235 in _t1234:
        if (((_st_cvars[84 + _t1235] == L[2]) and (_st_cvars[_t1235] == 'fat_tissue')) and _st_cvars[252 + _t1235]):
            _t1236 += 1
    return _t1236

# <rulerun evolution.rules: attack_action #454 90e913ef>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1237 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget1256[0] -= len(_t1237)
    if _budget1256[0] < 0: _spent1257(st)
    _t1239 = 0
    for _t1238 in _t1237:
        if ((_st_cvars[84 + _t1238] == L[2]) and (_st_cvars[_t1238] == 'fat_tissue')):
            _t1239 += 1
    return _t1239

# <rulerun evolution.rules: attack_action #455 b8bf64ee>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1240 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget1259[0] -= len(_t1240)
    if _budget1259[0] < 0: _spent1260(st)
    _t1242 = 0
    for _t1241 in _t1240:
        if ((_st_cvars[84 + _t1241] == L[2]) and (_st_cvars[_t1241] == 'fat_tissue')):
            _t1242 += 1
    return _t1242

# <rulerun evolution.rules: attack_action #456 ac7733c3>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1242(((((('animal ' + _plain1242(_st_cvars[420 + L[2]]) + ' of ' + _player_text1243(st.model.zone_instances[st.loc[L[2]]][1])) + ((' ' + _plain1242(_a1246(st, L))) if (not not (_a1249(st, L) or ())) else '')) + (' food ' + _plain1242(_st_cvars[504 + L[2]]) + '/' + _plain1242((1 + _a1252(st, L))))) + ((' fat ' + _plain1242(_a1255(st, L)) + '/' + _plain1242(_a1258(st, L))) if (_a1261(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else ''))))

# <rulerun evolution.rules: attack_action #457 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: attack_action #458 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: hunt #459 0dc6ea76>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_cvars[672 + _l0] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text1265(_audience1262(st), [_PlayerRef1263(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain1264(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef1263(st.model.zone_instances[_st_loc[_l1]][1]), "'s animal ", _plain1264(_st_cvars[420 + _l1])]))

# <rulerun evolution.rules: hunt #460 114cc1cd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1243 = st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]
    _budget1267[0] -= len(_t1243)
    if _budget1267[0] < 0: _spent1268(st)
    for _t1244 in _t1243:
        if ((_st_cvars[84 + _t1244] == L[2]) and (_st_cvars[_t1244] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #461 2283a1f8>
def _loop(st, _i10l0):
    _st_cvars = st.cvars
    _t1247 = st.zones[(9 + st.model.zone_instances[st.loc[_i10l0]][1])]
    _budget1274[0] -= len(_t1247)
    if _budget1274[0] < 0: _spent1275(st)
    _t1249 = []
    for _t1248 in _t1247:
        if ((_st_cvars[84 + _t1248] == _i10l0) or (_st_cvars[168 + _t1248] == _i10l0)):
            _t1249.append(_t1248)
    return _t1249

# <rulerun evolution.rules: hunt #462 b51f5883>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1266(st, 1, 1, 'attack'))
    L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1266(st, 1, 0, 'attack'))
    L[4] = _a1269(st, L)
    if _st_log is not None: _st_log.append(_Text1273(_audience1270(st), [_PlayerRef1271(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain1272(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef1271(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain1272(_st_cvars[420 + L[2]])]))
    _i10l0 = L[2]
    _i10 = [_i10l0, None, None, None, None]
    _i10[1] = st.model.zone_instances[_st_loc[_i10l0]][1]
    _t1250 = (_a1276(st, _i10l0) or [])
    _budget1277[0] -= len(_t1250)
    if _budget1277[0] < 0: _spent1278(st)
    for _t1246 in _t1250:
        _i10[4] = _t1246
        _i11l0 = _t1246
        _i11 = [_i11l0, None]
        _i11[1] = st.model.zone_instances[_st_loc[_i11l0]][1]
        _st_cvars[252 + _i11l0] = False
        _st_cvars[84 + _i11l0] = None
        _st_cvars[168 + _i11l0] = None
        _st_cvars[_i11l0] = 'no_trait'
        _t1251 = _i11l0
        _t1252 = (13 + _i11[1])
        if type(_t1251) is int and _st_log is None:
            _t1253 = _st_zones[_st_loc[_t1251]]
            if _t1253[-1] == _t1251: _t1253.pop()
            else: _t1253.remove(_t1251)
            _st_zones[_t1252].append(_t1251); _st_loc[_t1251] = _t1252
        elif _t1251 is not None:
            _move_cards1279(st, _t1251, _t1252, False)
    _st_cvars[504 + _i10l0] = 0
    _st_cvars[588 + _i10l0] = False
    _t1254 = _i10l0
    _t1255 = (13 + _i10[1])
    if type(_t1254) is int and _st_log is None:
        _t1256 = _st_zones[_st_loc[_t1254]]
        if _t1256[-1] == _t1254: _t1256.pop()
        else: _t1256.remove(_t1254)
        _st_zones[_t1255].append(_t1254); _st_loc[_t1254] = _t1255
    elif _t1254 is not None:
        _move_cards1279(st, _t1254, _t1255, False)

# <rulerun evolution.rules: hunt #463 62b572d9>
def _native(st, L):
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_log = st.log
    if L[4]:
        _st_cvars[588 + _l3] = True
        if _st_log is not None: _st_log.append(_Text1282(_audience1280(st), ['Animal ', _plain1281(_st_cvars[420 + _l3]), ' has eaten a poisonous animal: it will die in the extinction phase']))

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

# <rulerun evolution.rules: scavenge #470 24390364>
def _loop(st, _t1259):
    _st_cvars = st.cvars
    _t1260 = st.zones[(9 + st.model.zone_instances[st.loc[_t1259]][1])]
    _budget1285[0] -= len(_t1260)
    if _budget1285[0] < 0: _spent1286(st)
    for _t1261 in _t1260:
        if ((_st_cvars[84 + _t1261] == _t1259) and (_st_cvars[_t1261] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #471 d9f5d0e8>
def _loop(st, _t1259):
    _st_cvars = st.cvars
    _t1263 = st.zones[(9 + st.model.zone_instances[st.loc[_t1259]][1])]
    _budget1288[0] -= len(_t1263)
    if _budget1288[0] < 0: _spent1289(st)
    _t1265 = 0
    for _t1264 in _t1263:
        if (_st_cvars[84 + _t1264] == _t1259):
            _t1265 += (1 if ((_st_cvars[_t1264] == 'carnivorous') or (_st_cvars[_t1264] == 'high_body_weight')) else (2 if (_st_cvars[_t1264] == 'parasite') else 0))
    return _t1265

# <rulerun evolution.rules: scavenge #472 58c5c499>
def _loop(st, _t1259):
    _st_cvars = st.cvars
    _t1266 = st.zones[(9 + st.model.zone_instances[st.loc[_t1259]][1])]
    _budget1291[0] -= len(_t1266)
    if _budget1291[0] < 0: _spent1292(st)
    _t1268 = 0
    for _t1267 in _t1266:
        if (((_st_cvars[84 + _t1267] == _t1259) and (_st_cvars[_t1267] == 'fat_tissue')) and _st_cvars[252 + _t1267]):
            _t1268 += 1
    return _t1268

# <rulerun evolution.rules: scavenge #473 ac1f86da>
def _loop(st, _t1259):
    _st_cvars = st.cvars
    _t1269 = st.zones[(9 + st.model.zone_instances[st.loc[_t1259]][1])]
    _budget1294[0] -= len(_t1269)
    if _budget1294[0] < 0: _spent1295(st)
    _t1271 = 0
    for _t1270 in _t1269:
        if ((_st_cvars[84 + _t1270] == _t1259) and (_st_cvars[_t1270] == 'fat_tissue')):
            _t1271 += 1
    return _t1271

# <rulerun evolution.rules: scavenge #474 8b2d4210>
def _loop(st, _t1273):
    _st_cvars = st.cvars
    _t1275 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1273]]][1])]
    _budget1299[0] -= len(_t1275)
    if _budget1299[0] < 0: _spent1300(st)
    _t1277 = 0
    for _t1276 in _t1275:
        if (_st_cvars[84 + _t1276] == _st_cvars[84 + _t1273]):
            _t1277 += (1 if ((_st_cvars[_t1276] == 'carnivorous') or (_st_cvars[_t1276] == 'high_body_weight')) else (2 if (_st_cvars[_t1276] == 'parasite') else 0))
    return _t1277

# <rulerun evolution.rules: scavenge #475 3a124975>
def _loop(st, _t1259):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1272 = st.zones[(9 + st.model.zone_instances[st.loc[_t1259]][1])]
    _budget1297[0] -= len(_t1272)
    if _budget1297[0] < 0: _spent1298(st)
    for _t1273 in _t1272:
        if (((_st_cvars[_t1273] == 'symbiosis') and (_st_cvars[168 + _t1273] == _t1259)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1273]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1273]] >= (1 + _a1301(st, _t1273)))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #476 1e235d19>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1258 = st.zones[(5 + L[3])]
    _budget1283[0] -= len(_t1258)
    if _budget1283[0] < 0: _spent1284(st)
    _t1257 = []
    for _t1259 in _t1258:
        if (_a1287(st, _t1259) and ((not ((_st_cvars[924 + _t1259] == _st_vars[0]) or ((_st_cvars[504 + _t1259] >= (1 + _a1290(st, _t1259))) and (_a1293(st, _t1259) >= _a1296(st, _t1259))))) and (not _a1302(st, _t1259)))):
            _t1257.append(_t1259)
    L[4] = _t1257

# <rulerun evolution.rules: scavenge #477 dc899bdf>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text1306(_audience1303(st), ['Scavenger: ', _PlayerRef1304(L[3]), "'s animal ", _plain1305(st.cvars[420 + L[5]]), ' receives a blue token']))

# <rulerun evolution.rules: scavenge #478 e693422f>
def _native(st, L):
    return 2

# <rulerun evolution.rules: scavenge #479 40d72ed3>
def _native(st, L):
    return _o1307[L[0]]

# <rulerun evolution.rules: scavenge #480 bfef81a9>
def _native(st, L):
    return (not not (L[4] or ()))

# <rulerun evolution.rules: scavenge #481 10dc3a15>
def _loop(st, L):
    _t1281 = (L[4] or ())
    _budget1310[0] -= len(_t1281)
    if _budget1310[0] < 0: _spent1311(st)
    for _t1282 in _t1281:
        return _t1282
    return None

# <rulerun evolution.rules: scavenge #482 2466f958>
def _native(st, L):
    _t1279 = (L[4] or ())
    _budget1308[0] -= len(_t1279)
    if _budget1308[0] < 0: _spent1309(st)
    _t1284 = _NOT_YET
    _t1278 = []
    for _t1280 in _t1279:
        if ((not False) or (_t1280 == (_t1284 if _t1284 is not _NOT_YET else (_t1284 := _a1312(st, L))))):
            _t1278.append(_t1280)
    return _t1278

# <rulerun evolution.rules: scavenge #483 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #484 61bf5777>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1285 = st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]
    _budget1315[0] -= len(_t1285)
    if _budget1315[0] < 0: _spent1316(st)
    _t1287 = []
    for _t1286 in _t1285:
        if ((_st_cvars[84 + _t1286] == L[5]) or (_st_cvars[168 + _t1286] == L[5])):
            _t1287.append(_st_cvars[_t1286])
    return _t1287

# <rulerun evolution.rules: scavenge #485 3a11abd0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1288 = st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]
    _budget1318[0] -= len(_t1288)
    if _budget1318[0] < 0: _spent1319(st)
    _t1290 = []
    for _t1289 in _t1288:
        if ((_st_cvars[84 + _t1289] == L[5]) or (_st_cvars[168 + _t1289] == L[5])):
            _t1290.append(_t1289)
    return _t1290

# <rulerun evolution.rules: scavenge #486 7fabae4e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1291 = st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]
    _budget1321[0] -= len(_t1291)
    if _budget1321[0] < 0: _spent1322(st)
    _t1293 = 0
    for _t1292 in _t1291:
        if (_st_cvars[84 + _t1292] == L[5]):
            _t1293 += (1 if ((_st_cvars[_t1292] == 'carnivorous') or (_st_cvars[_t1292] == 'high_body_weight')) else (2 if (_st_cvars[_t1292] == 'parasite') else 0))
    return _t1293

# <rulerun evolution.rules: scavenge #487 887b6370>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1294 = st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]
    _budget1324[0] -= len(_t1294)
    if _budget1324[0] < 0: _spent1325(st)
    _t1296 = 0
    for _t1295 in _t1294:
        if (((_st_cvars[84 + _t1295] == L[5]) and (_st_cvars[_t1295] == 'fat_tissue')) and _st_cvars[252 + _t1295]):
            _t1296 += 1
    return _t1296

# <rulerun evolution.rules: scavenge #488 fb93b46e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1297 = st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]
    _budget1327[0] -= len(_t1297)
    if _budget1327[0] < 0: _spent1328(st)
    _t1299 = 0
    for _t1298 in _t1297:
        if ((_st_cvars[84 + _t1298] == L[5]) and (_st_cvars[_t1298] == 'fat_tissue')):
            _t1299 += 1
    return _t1299

# <rulerun evolution.rules: scavenge #489 af0a5250>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1300 = st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]
    _budget1330[0] -= len(_t1300)
    if _budget1330[0] < 0: _spent1331(st)
    _t1302 = 0
    for _t1301 in _t1300:
        if ((_st_cvars[84 + _t1301] == L[5]) and (_st_cvars[_t1301] == 'fat_tissue')):
            _t1302 += 1
    return _t1302

# <rulerun evolution.rules: scavenge #490 597f6b42>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1313(((((('animal ' + _plain1313(_st_cvars[420 + L[5]]) + ' of ' + _player_text1314(st.model.zone_instances[st.loc[L[5]]][1])) + ((' ' + _plain1313(_a1317(st, L))) if (not not (_a1320(st, L) or ())) else '')) + (' food ' + _plain1313(_st_cvars[504 + L[5]]) + '/' + _plain1313((1 + _a1323(st, L))))) + ((' fat ' + _plain1313(_a1326(st, L)) + '/' + _plain1313(_a1329(st, L))) if (_a1332(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else ''))))

# <rulerun evolution.rules: scavenge #491 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun evolution.rules: scavenge #492 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: drop_trait #493 3a8653a0>
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
    _t1303 = _l0
    _t1304 = (13 + L[1])
    if type(_t1303) is int and st.log is None:
        _t1305 = _st_zones[_st_loc[_t1303]]
        if _t1305[-1] == _t1303: _t1305.pop()
        else: _t1305.remove(_t1303)
        _st_zones[_t1304].append(_t1303); _st_loc[_t1303] = _t1304
    elif _t1303 is not None:
        _move_cards1333(st, _t1303, _t1304, False)

# <rulerun evolution.rules: remove_animal #494 7df1a3bf>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1307 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget1334[0] -= len(_t1307)
    if _budget1334[0] < 0: _spent1335(st)
    _t1309 = []
    for _t1308 in _t1307:
        if ((_st_cvars[84 + _t1308] == _l0) or (_st_cvars[168 + _t1308] == _l0)):
            _t1309.append(_t1308)
    return _t1309

# <rulerun evolution.rules: remove_animal #495 3c00fb85>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = st.model.zone_instances[_st_loc[_l0]][1]
    _t1310 = (_a1336(st, L) or [])
    _budget1337[0] -= len(_t1310)
    if _budget1337[0] < 0: _spent1338(st)
    for _t1306 in _t1310:
        L[4] = _t1306
        _i12l0 = _t1306
        _i12 = [_i12l0, None]
        _i12[1] = st.model.zone_instances[_st_loc[_i12l0]][1]
        _st_cvars[252 + _i12l0] = False
        _st_cvars[84 + _i12l0] = None
        _st_cvars[168 + _i12l0] = None
        _st_cvars[_i12l0] = 'no_trait'
        _t1311 = _i12l0
        _t1312 = (13 + _i12[1])
        if type(_t1311) is int and _st_log is None:
            _t1313 = _st_zones[_st_loc[_t1311]]
            if _t1313[-1] == _t1311: _t1313.pop()
            else: _t1313.remove(_t1311)
            _st_zones[_t1312].append(_t1311); _st_loc[_t1311] = _t1312
        elif _t1311 is not None:
            _move_cards1339(st, _t1311, _t1312, False)
    _st_cvars[504 + _l0] = 0
    _st_cvars[588 + _l0] = False
    _t1314 = _l0
    _t1315 = (13 + L[1])
    if type(_t1314) is int and _st_log is None:
        _t1316 = _st_zones[_st_loc[_t1314]]
        if _t1316[-1] == _t1314: _t1316.pop()
        else: _t1316.remove(_t1314)
        _st_zones[_t1315].append(_t1314); _st_loc[_t1314] = _t1315
    elif _t1314 is not None:
        _move_cards1339(st, _t1314, _t1315, False)

# <rulerun evolution.rules: deal #496 76e3514a>
def _loop(st):
    for _t1321 in (_k1346 or ()):
        if (st.vars[7 + _t1321] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #497 04a39a27>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t1317 in (_k1340 or []):
        L[2] = _t1317
        _st_vars[7 + _t1317] = (6 if ((not _st_zones[(5 + _t1317)]) and (not _st_zones[(1 + _t1317)])) else (1 + len(_st_zones[(5 + _t1317)])))
    for _t1318 in (_o1341[_st_vars[1]] or []):
        L[5] = _t1318
        if _st_log is not None: _st_log.append(_Text1345(_audience1342(st), ['Cards owed to ', _PlayerRef1343(_t1318), ': ', _plain1344(_st_vars[7 + _t1318])]))
    _t1319 = 0; _t1320 = st.decisions
    while ((not not _st_zones[0]) and _a1347(st)):
        _t1319 += 1
        if _t1319 > _LIMIT1348[0] and _over_limit1349(_t1319, st, _t1320): raise _Runaway1350()
        for _t1323 in (_o1351[_st_vars[1]] or []):
            L[8] = _t1323
            if not (((_st_vars[7 + _t1323] > 0) and (not not _st_zones[0]))): continue
            _t1326 = _st_zones[0]
            _t1325 = (1 + _t1323)
            if _st_log is None and _t1326:
                _t1324 = _t1326.pop(); _st_zones[_t1325].append(_t1324); st.loc[_t1324] = _t1325
            elif _t1326:
                _move_cards1352(st, _t1326[-1], _t1325, False)
            _st_vars[7 + _t1323] = _st_vars[7 + _t1323] - 1
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text1345(_audience1342(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #498 6e8bbf7d>
def _loop(st, _t1327):
    _st_cvars = st.cvars
    _t1328 = st.zones[(9 + _t1327)]
    _budget1358[0] -= len(_t1328)
    if _budget1358[0] < 0: _spent1359(st)
    _t1330 = 0
    for _t1329 in _t1328:
        _t1330 += (1 + (1 if ((_st_cvars[_t1329] == 'carnivorous') or (_st_cvars[_t1329] == 'high_body_weight')) else (2 if (_st_cvars[_t1329] == 'parasite') else 0)))
    return _t1330

# <rulerun evolution.rules: game_end #499 0fa6ad78>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i13 = [None, None, None, None, None, None, None, None]
    for _t1327 in (_k1353 or []):
        _i13[2] = _t1327
        if _st_log is not None: _st_log.append(_Text1361(_audience1354(st), [_PlayerRef1355(_t1327), ': ', _plain1356(len(_st_zones[(5 + _t1327)])), ' animals, ', _plain1356(len(_st_zones[(9 + _t1327)])), ' trait cards, ', _plain1356((_times1357(2, len(_st_zones[(5 + _t1327)])) + _a1360(st, _t1327))), ' points; ', _plain1356(len(_st_zones[(13 + _t1327)])), ' cards in the discard pile']))
    if False:
        _i13[3] = _range1362(1, 4)
        for _t1331 in (_k1363 or []):
            _i13[6] = _t1331
            _i13[7] = _random_item1364(st, _i13[3])
            st.vars[12 + _t1331] = _i13[7]
            _i13[3] = _remove1365(st, _i13[3], _i13[7])
    _end_game1366(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #500 c724a5f5>
def _loop(st, _t1332):
    _st_cvars = st.cvars
    _t1333 = st.zones[(9 + _t1332)]
    _budget1372[0] -= len(_t1333)
    if _budget1372[0] < 0: _spent1373(st)
    _t1335 = 0
    for _t1334 in _t1333:
        _t1335 += (1 + (1 if ((_st_cvars[_t1334] == 'carnivorous') or (_st_cvars[_t1334] == 'high_body_weight')) else (2 if (_st_cvars[_t1334] == 'parasite') else 0)))
    return _t1335

# <rulerun evolution.rules: final_scoring #501 ef544b47>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    for _t1332 in (_k1367 or []):
        L[2] = _t1332
        if _st_log is not None: _st_log.append(_Text1375(_audience1368(st), [_PlayerRef1369(_t1332), ': ', _plain1370(len(_st_zones[(5 + _t1332)])), ' animals, ', _plain1370(len(_st_zones[(9 + _t1332)])), ' trait cards, ', _plain1370((_times1371(2, len(_st_zones[(5 + _t1332)])) + _a1374(st, _t1332))), ' points; ', _plain1370(len(_st_zones[(13 + _t1332)])), ' cards in the discard pile']))
    if False:
        L[3] = _range1376(1, 4)
        for _t1336 in (_k1377 or []):
            L[6] = _t1336
            L[7] = _random_item1378(st, L[3])
            st.vars[12 + _t1336] = L[7]
            L[3] = _remove1379(st, L[3], L[7])

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

# <rulerun evolution.rules: on before attack #505 6cce71d8>
def _loop(st, L, _t1340):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1341 = st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]
    _budget1382[0] -= len(_t1341)
    if _budget1382[0] < 0: _spent1383(st)
    for _t1342 in _t1341:
        if ((_st_cvars[84 + _t1342] == _l1) and (_st_cvars[_t1342] == _t1340)):
            return True
    return False

# <rulerun evolution.rules: on before attack #506 d7e88240>
def _loop(st, _t1345):
    _st_cvars = st.cvars
    _t1347 = st.zones[(9 + st.model.zone_instances[st.loc[_t1345]][1])]
    _budget1387[0] -= len(_t1347)
    if _budget1387[0] < 0: _spent1388(st)
    for _t1348 in _t1347:
        if ((_st_cvars[84 + _t1348] == _t1345) and (_st_cvars[_t1348] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #507 94dee1de>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1350 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget1390[0] -= len(_t1350)
    if _budget1390[0] < 0: _spent1391(st)
    for _t1351 in _t1350:
        if ((_st_cvars[84 + _t1351] == _l0) and (_st_cvars[_t1351] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #508 307d2491>
def _loop(st, _t1345):
    _st_cvars = st.cvars
    _t1355 = st.zones[(9 + st.model.zone_instances[st.loc[_t1345]][1])]
    _budget1393[0] -= len(_t1355)
    if _budget1393[0] < 0: _spent1394(st)
    for _t1356 in _t1355:
        if ((_st_cvars[84 + _t1356] == _t1345) and (_st_cvars[_t1356] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #509 56a7d57d>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1358 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget1396[0] -= len(_t1358)
    if _budget1396[0] < 0: _spent1397(st)
    for _t1359 in _t1358:
        if ((_st_cvars[84 + _t1359] == _l0) and (_st_cvars[_t1359] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #510 adf00553>
def _loop(st, _t1345):
    _st_cvars = st.cvars
    _t1363 = st.zones[(9 + st.model.zone_instances[st.loc[_t1345]][1])]
    _budget1399[0] -= len(_t1363)
    if _budget1399[0] < 0: _spent1400(st)
    for _t1364 in _t1363:
        if ((_st_cvars[84 + _t1364] == _t1345) and (_st_cvars[_t1364] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #511 a31bdfeb>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1366 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget1402[0] -= len(_t1366)
    if _budget1402[0] < 0: _spent1403(st)
    for _t1367 in _t1366:
        if ((_st_cvars[84 + _t1367] == _l0) and (_st_cvars[_t1367] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #512 83dd54ce>
def _loop(st, _t1345):
    _st_cvars = st.cvars
    _t1371 = st.zones[(9 + st.model.zone_instances[st.loc[_t1345]][1])]
    _budget1405[0] -= len(_t1371)
    if _budget1405[0] < 0: _spent1406(st)
    for _t1372 in _t1371:
        if ((_st_cvars[84 + _t1372] == _t1345) and (_st_cvars[_t1372] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #513 a68f546e>
def _loop(st, _t1345):
    _st_cvars = st.cvars
    _t1374 = st.zones[(9 + st.model.zone_instances[st.loc[_t1345]][1])]
    _budget1408[0] -= len(_t1374)
    if _budget1408[0] < 0: _spent1409(st)
    _t1376 = 0
    for _t1375 in _t1374:
        if (_st_cvars[84 + _t1375] == _t1345):
            _t1376 += (1 if ((_st_cvars[_t1375] == 'carnivorous') or (_st_cvars[_t1375] == 'high_body_weight')) else (2 if (_st_cvars[_t1375] == 'parasite') else 0))
    return _t1376

# <rulerun evolution.rules: on before attack #514 62919acc>
def _loop(st, _t1345):
    _st_cvars = st.cvars
    _t1377 = st.zones[(9 + st.model.zone_instances[st.loc[_t1345]][1])]
    _budget1411[0] -= len(_t1377)
    if _budget1411[0] < 0: _spent1412(st)
    for _t1378 in _t1377:
        if ((_st_cvars[_t1378] == 'symbiosis') and (_st_cvars[168 + _t1378] == _t1345)):
            return True
    return False

# <rulerun evolution.rules: on before attack #515 9e55ead1>
def _loop(st, L, _t1338):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1344 = st.zones[(5 + _t1338)]
    _budget1385[0] -= len(_t1344)
    if _budget1385[0] < 0: _spent1386(st)
    _t1353 = _NOT_YET
    _t1354 = _NOT_YET
    _t1361 = _NOT_YET
    _t1362 = _NOT_YET
    _t1369 = _NOT_YET
    _t1370 = _NOT_YET
    for _t1345 in _t1344:
        if (((_t1345 != _l1) and (_t1345 != _l0)) and ((((((_l0 != _t1345) and ((not _a1389(st, _t1345)) or (_t1354 if _t1354 is not _NOT_YET else (_t1354 := (_t1353 if _t1353 is not _NOT_YET else (_t1353 := _a1392(st, L))))))) and ((not _a1395(st, _t1345)) or (_t1362 if _t1362 is not _NOT_YET else (_t1362 := (_t1361 if _t1361 is not _NOT_YET else (_t1361 := _a1398(st, L))))))) and (_a1401(st, _t1345) == (_t1370 if _t1370 is not _NOT_YET else (_t1370 := (_t1369 if _t1369 is not _NOT_YET else (_t1369 := _a1404(st, L))))))) and (not (_a1407(st, _t1345) and ((_st_cvars[924 + _t1345] == _st_vars[0]) or (_st_cvars[504 + _t1345] >= (1 + _a1410(st, _t1345))))))) and (not _a1413(st, _t1345)))):
            return True
    return False

# <rulerun evolution.rules: on before attack #516 9481a9aa>
def _native(st, L):
    _l2 = L[2]
    _l3 = L[3]
    L[4] = st.model.zone_instances[st.loc[L[1]]][1]
    _t1338 = L[4]
    _t1339 = (['running', 'mimicry', 'tail_loss'] or ())
    _budget1380[0] -= len(_t1339)
    if _budget1380[0] < 0: _spent1381(st)
    _t1380 = _NOT_YET
    _t1337 = []
    for _t1340 in _t1339:
        if ((_a1384(st, L, _t1340) and ((_t1340 != 'running') or (not _l3))) and ((_t1340 != 'mimicry') or ((not _l2) and (_t1380 if _t1380 is not _NOT_YET else (_t1380 := _a1414(st, L, _t1338)))))):
            _t1337.append(_t1340)
    L[5] = _t1337
    if (not (L[5] or ())):
        return 2

# <rulerun evolution.rules: on before attack #517 8d9480b8>
def _native(st, L):
    if (L[6] is None):
        return 2

# <rulerun evolution.rules: on before attack #518 03e8dff8>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = True
    if _st_log is not None: _st_log.append(_Text1418(_audience1415(st), ['Running: ', _PlayerRef1416(L[4]), "'s animal ", _plain1417(_st_cvars[420 + _l1]), ' tries to run away']))
    if (_roll1419(st, 1, 6) >= 4):
        if _st_log is not None: _st_log.append(_Text1418(_audience1415(st), ['Animal ', _plain1417(_st_cvars[420 + _l1]), ' escapes: the attack fails']))
        _cancel1420(st)
        return 2
    if _st_log is not None: _st_log.append(_Text1418(_audience1415(st), ['Animal ', _plain1417(_st_cvars[420 + _l1]), ' is caught']))

# <rulerun evolution.rules: on before attack #519 bc2c642e>
def _native(st, L):
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text1423(_audience1421(st), ['Mimicry: the attack turns from animal ', _plain1422(_st_cvars[420 + L[1]]), ' to animal ', _plain1422(_st_cvars[420 + _l7])]))
    L[1] = _l7
    _set_event_value1424(st, 1, 1, L[1])
    L[2] = True
    L[3] = False

# <rulerun evolution.rules: on before attack #520 fce7d2cf>
def _native(st, L):
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text1427(_audience1425(st), ['Tail loss: animal ', _plain1426(_st_cvars[420 + L[1]]), ' drops its ', _plain1426(_st_cvars[_l8]), ' card and survives']))
    _i14l0 = _l8
    _i14 = [_i14l0, None]
    _i14[1] = st.model.zone_instances[_st_loc[_i14l0]][1]
    _st_cvars[252 + _i14l0] = False
    _st_cvars[84 + _i14l0] = None
    _st_cvars[168 + _i14l0] = None
    _st_cvars[_i14l0] = 'no_trait'
    _t1381 = _i14l0
    _t1382 = (13 + _i14[1])
    if type(_t1381) is int and _st_log is None:
        _t1383 = _st_zones[_st_loc[_t1381]]
        if _t1383[-1] == _t1381: _t1383.pop()
        else: _t1383.remove(_t1381)
        _st_zones[_t1382].append(_t1381); _st_loc[_t1381] = _t1382
    elif _t1381 is not None:
        _move_cards1428(st, _t1381, _t1382, False)

# <rulerun evolution.rules: on before attack #521 12202a8e>
def _native(st, L):
    _cancel1429(st)
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

# <rulerun evolution.rules: on before attack #527 712f6cb3>
def _loop(st, _t1386):
    _st_cvars = st.cvars
    _t1387 = st.zones[(9 + st.model.zone_instances[st.loc[_t1386]][1])]
    _budget1432[0] -= len(_t1387)
    if _budget1432[0] < 0: _spent1433(st)
    for _t1388 in _t1387:
        if ((_st_cvars[84 + _t1388] == _t1386) and (_st_cvars[_t1388] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #528 bf744f93>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1390 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget1435[0] -= len(_t1390)
    if _budget1435[0] < 0: _spent1436(st)
    for _t1391 in _t1390:
        if ((_st_cvars[84 + _t1391] == _l0) and (_st_cvars[_t1391] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #529 9221c7fc>
def _loop(st, _t1386):
    _st_cvars = st.cvars
    _t1395 = st.zones[(9 + st.model.zone_instances[st.loc[_t1386]][1])]
    _budget1438[0] -= len(_t1395)
    if _budget1438[0] < 0: _spent1439(st)
    for _t1396 in _t1395:
        if ((_st_cvars[84 + _t1396] == _t1386) and (_st_cvars[_t1396] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #530 ca2c1df1>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1398 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget1441[0] -= len(_t1398)
    if _budget1441[0] < 0: _spent1442(st)
    for _t1399 in _t1398:
        if ((_st_cvars[84 + _t1399] == _l0) and (_st_cvars[_t1399] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #531 26baa440>
def _loop(st, _t1386):
    _st_cvars = st.cvars
    _t1403 = st.zones[(9 + st.model.zone_instances[st.loc[_t1386]][1])]
    _budget1444[0] -= len(_t1403)
    if _budget1444[0] < 0: _spent1445(st)
    for _t1404 in _t1403:
        if ((_st_cvars[84 + _t1404] == _t1386) and (_st_cvars[_t1404] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #532 94a8e4b1>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1406 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget1447[0] -= len(_t1406)
    if _budget1447[0] < 0: _spent1448(st)
    for _t1407 in _t1406:
        if ((_st_cvars[84 + _t1407] == _l0) and (_st_cvars[_t1407] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #533 6302d646>
def _loop(st, _t1386):
    _st_cvars = st.cvars
    _t1411 = st.zones[(9 + st.model.zone_instances[st.loc[_t1386]][1])]
    _budget1450[0] -= len(_t1411)
    if _budget1450[0] < 0: _spent1451(st)
    for _t1412 in _t1411:
        if ((_st_cvars[84 + _t1412] == _t1386) and (_st_cvars[_t1412] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #534 c04eee64>
def _loop(st, _t1386):
    _st_cvars = st.cvars
    _t1414 = st.zones[(9 + st.model.zone_instances[st.loc[_t1386]][1])]
    _budget1453[0] -= len(_t1414)
    if _budget1453[0] < 0: _spent1454(st)
    _t1416 = 0
    for _t1415 in _t1414:
        if (_st_cvars[84 + _t1415] == _t1386):
            _t1416 += (1 if ((_st_cvars[_t1415] == 'carnivorous') or (_st_cvars[_t1415] == 'high_body_weight')) else (2 if (_st_cvars[_t1415] == 'parasite') else 0))
    return _t1416

# <rulerun evolution.rules: on before attack #535 9be490f5>
def _loop(st, _t1386):
    _st_cvars = st.cvars
    _t1417 = st.zones[(9 + st.model.zone_instances[st.loc[_t1386]][1])]
    _budget1456[0] -= len(_t1417)
    if _budget1456[0] < 0: _spent1457(st)
    for _t1418 in _t1417:
        if ((_st_cvars[_t1418] == 'symbiosis') and (_st_cvars[168 + _t1418] == _t1386)):
            return True
    return False

# <rulerun evolution.rules: on before attack #536 d1c8944c>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1385 = st.zones[(5 + L[4])]
    _budget1430[0] -= len(_t1385)
    if _budget1430[0] < 0: _spent1431(st)
    _t1393 = _NOT_YET
    _t1394 = _NOT_YET
    _t1401 = _NOT_YET
    _t1402 = _NOT_YET
    _t1409 = _NOT_YET
    _t1410 = _NOT_YET
    _t1384 = []
    for _t1386 in _t1385:
        if (((_t1386 != _l1) and (_t1386 != _l0)) and ((((((_l0 != _t1386) and ((not _a1434(st, _t1386)) or (_t1394 if _t1394 is not _NOT_YET else (_t1394 := (_t1393 if _t1393 is not _NOT_YET else (_t1393 := _a1437(st, L))))))) and ((not _a1440(st, _t1386)) or (_t1402 if _t1402 is not _NOT_YET else (_t1402 := (_t1401 if _t1401 is not _NOT_YET else (_t1401 := _a1443(st, L))))))) and (_a1446(st, _t1386) == (_t1410 if _t1410 is not _NOT_YET else (_t1410 := (_t1409 if _t1409 is not _NOT_YET else (_t1409 := _a1449(st, L))))))) and (not (_a1452(st, _t1386) and ((_st_cvars[924 + _t1386] == _st_vars[0]) or (_st_cvars[504 + _t1386] >= (1 + _a1455(st, _t1386))))))) and (not _a1458(st, _t1386)))):
            _t1384.append(_t1386)
    return _t1384

# <rulerun evolution.rules: on before attack #537 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #538 af551962>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1420 = st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]
    _budget1461[0] -= len(_t1420)
    if _budget1461[0] < 0: _spent1462(st)
    _t1422 = []
    for _t1421 in _t1420:
        if ((_st_cvars[84 + _t1421] == L[7]) or (_st_cvars[168 + _t1421] == L[7])):
            _t1422.append(_st_cvars[_t1421])
    return _t1422

# <rulerun evolution.rules: on before attack #539 cd0bdf54>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1423 = st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]
    _budget1464[0] -= len(_t1423)
    if _budget1464[0] < 0: _spent1465(st)
    _t1425 = []
    for _t1424 in _t1423:
        if ((_st_cvars[84 + _t1424] == L[7]) or (_st_cvars[168 + _t1424] == L[7])):
            _t1425.append(_t1424)
    return _t1425

# <rulerun evolution.rules: on before attack #540 cd59f35f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1426 = st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]
    _budget1467[0] -= len(_t1426)
    if _budget1467[0] < 0: _spent1468(st)
    _t1428 = 0
    for _t1427 in _t1426:
        if (_st_cvars[84 + _t1427] == L[7]):
            _t1428 += (1 if ((_st_cvars[_t1427] == 'carnivorous') or (_st_cvars[_t1427] == 'high_body_weight')) else (2 if (_st_cvars[_t1427] == 'parasite') else 0))
    return _t1428

# <rulerun evolution.rules: on before attack #541 ffc793f4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1429 = st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]
    _budget1470[0] -= len(_t1429)
    if _budget1470[0] < 0: _spent1471(st)
    _t1431 = 0
    for _t1430 in _t1429:
        if (((_st_cvars[84 + _t1430] == L[7]) and (_st_cvars[_t1430] == 'fat_tissue')) and _st_cvars[252 + _t1430]):
            _t1431 += 1
    return _t1431

# <rulerun evolution.rules: on before attack #542 b2915307>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1432 = st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]
    _budget1473[0] -= len(_t1432)
    if _budget1473[0] < 0: _spent1474(st)
    _t1434 = 0
    for _t1433 in _t1432:
        if ((_st_cvars[84 + _t1433] == L[7]) and (_st_cvars[_t1433] == 'fat_tissue')):
            _t1434 += 1
    return _t1434

# <rulerun evolution.rules: on before attack #543 44966336>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1435 = st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]
    _budget1476[0] -= len(_t1435)
    if _budget1476[0] < 0: _spent1477(st)
    _t1437 = 0
    for _t1436 in _t1435:
        if ((_st_cvars[84 + _t1436] == L[7]) and (_st_cvars[_t1436] == 'fat_tissue')):
            _t1437 += 1
    return _t1437

# <rulerun evolution.rules: on before attack #544 f95424c6>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1459(((((('animal ' + _plain1459(_st_cvars[420 + L[7]]) + ' of ' + _player_text1460(st.model.zone_instances[st.loc[L[7]]][1])) + ((' ' + _plain1459(_a1463(st, L))) if (not not (_a1466(st, L) or ())) else '')) + (' food ' + _plain1459(_st_cvars[504 + L[7]]) + '/' + _plain1459((1 + _a1469(st, L))))) + ((' fat ' + _plain1459(_a1472(st, L)) + '/' + _plain1459(_a1475(st, L))) if (_a1478(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else ''))))

# <rulerun evolution.rules: on before attack #545 e6b77c9f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1438 = st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]
    _budget1479[0] -= len(_t1438)
    if _budget1479[0] < 0: _spent1480(st)
    _t1440 = []
    for _t1439 in _t1438:
        if ((_st_cvars[84 + _t1439] == _l1) or (_st_cvars[168 + _t1439] == _l1)):
            _t1440.append(_t1439)
    return _t1440

# <rulerun evolution.rules: on before attack #546 9a695387>
def _native(st, L):
    return _a1481(st, L)

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

# <rulerun evolution.rules: play #551 8b87913c>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (False or (4 >= 5)):
        if _st_log is not None: _st_log.append(_Text1484(_audience1482(st), ['Two base sets are mixed: ', _plain1483(len(_st_zones[0])), ' cards (1.13)']))
    _shuffle_zone1485(st, 0)
    for _t1441 in (_k1486 or []):
        L[2] = _t1441
        _t1442 = _st_zones[0][:-(6) - 1:-1]
        _t1443 = (1 + _t1441)
        if type(_t1442) is list and _st_log is None:
            for _t1444 in _t1442:
                _t1445 = _st_zones[_st_loc[_t1444]]
                if _t1445[-1] == _t1444: _t1445.pop()
                else: _t1445.remove(_t1444)
                _st_zones[_t1443].append(_t1444); _st_loc[_t1444] = _t1443
        elif _t1442 is not None:
            _move_cards1487(st, _t1442, _t1443, False)
    _st_vars[1] = _random_item1488(st, _k1489)
    if _st_log is not None: _st_log.append(_Text1484(_audience1482(st), [_PlayerRef1490(_st_vars[1]), ' is the first player']))

# <rulerun evolution.rules: play #552 bf7a7039>
def _loop(st, _t1446):
    _st_cvars = st.cvars
    _t1447 = st.zones[(9 + _t1446)]
    _budget1496[0] -= len(_t1447)
    if _budget1496[0] < 0: _spent1497(st)
    _t1449 = 0
    for _t1448 in _t1447:
        _t1449 += (1 + (1 if ((_st_cvars[_t1448] == 'carnivorous') or (_st_cvars[_t1448] == 'high_body_weight')) else (2 if (_st_cvars[_t1448] == 'parasite') else 0)))
    return _t1449

# <rulerun evolution.rules: play #553 4eb1c282>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i16 = [None, None, None, None, None, None, None, None]
    for _t1446 in (_k1491 or []):
        _i16[2] = _t1446
        if _st_log is not None: _st_log.append(_Text1499(_audience1492(st), [_PlayerRef1493(_t1446), ': ', _plain1494(len(_st_zones[(5 + _t1446)])), ' animals, ', _plain1494(len(_st_zones[(9 + _t1446)])), ' trait cards, ', _plain1494((_times1495(2, len(_st_zones[(5 + _t1446)])) + _a1498(st, _t1446))), ' points; ', _plain1494(len(_st_zones[(13 + _t1446)])), ' cards in the discard pile']))
    if False:
        _i16[3] = _range1500(1, 4)
        for _t1450 in (_k1501 or []):
            _i16[6] = _t1450
            _i16[7] = _random_item1502(st, _i16[3])
            st.vars[12 + _t1450] = _i16[7]
            _i16[3] = _remove1503(st, _i16[3], _i16[7])
    _end_game1504(st, None, False); return 3

# <rulerun evolution.rules: play #554 f39cff64>
def _native(st, L):
    return st.vars[2]

# <rulerun evolution.rules: play_turn #555 3978f1d6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1507(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1508(_k1509)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run1510(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1508(_k1511)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run1512(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1513)

# <rulerun evolution.rules: development #556 973ec67d>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1514[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1517)
            _r = _run1518(st, L)
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
            L[1] = (_o1519[st.vars[1]] or []); L[2] = 0
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
            _r = _run1520(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer1521(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run1522(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            _a = [L[3], L[4], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1523(_k1524)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit1516(_k, st, _d0): raise _Runaway1515()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit1516(_k, st, _d0): raise _Runaway1515()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1525)

# <rulerun evolution.rules: play_card #557 30eb51e6>
def _loop(st, _t1455):
    _st_cvars = st.cvars
    _t1457 = st.zones[(9 + st.model.zone_instances[st.loc[_t1455]][1])]
    _budget1535[0] -= len(_t1457)
    if _budget1535[0] < 0: _spent1536(st)
    for _t1458 in _t1457:
        if ((_st_cvars[84 + _t1458] == _t1455) and (_st_cvars[_t1458] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #558 5290a473>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t1454 = ([_c for _i in [5 + _p for _p in _k1532] for _c in st.zones[_i]] or ())
    _budget1533[0] -= len(_t1454)
    if _budget1533[0] < 0: _spent1534(st)
    _t1456 = []
    for _t1455 in _t1454:
        if ((st.model.zone_instances[_st_loc[_t1455]][1] != _l0) and (not _a1537(st, _t1455))):
            _t1456.append(_t1455)
    return _t1456

# <rulerun evolution.rules: play_card #559 0a789db9>
def _loop(st, L, _t1464, _t1468):
    _l3 = L[3]
    _st_cvars = st.cvars
    _t1469 = st.zones[(9 + st.model.zone_instances[st.loc[_t1464]][1])]
    _budget1544[0] -= len(_t1469)
    if _budget1544[0] < 0: _spent1545(st)
    for _t1470 in _t1469:
        if ((_st_cvars[_t1470] == _l3) and (((_st_cvars[84 + _t1470] == _t1464) and (_st_cvars[168 + _t1470] == _t1468)) or ((_st_cvars[84 + _t1470] == _t1468) and (_st_cvars[168 + _t1470] == _t1464)))):
            return True
    return False

# <rulerun evolution.rules: play_card #560 dab35a77>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1463 = _st_zones[(5 + _l0)]
    _budget1542[0] -= len(_t1463)
    if _budget1542[0] < 0: _spent1543(st)
    _t1465 = []
    for _t1464 in _t1463:
        _t1467 = _st_zones[(5 + _l0)]
        _budget1542[0] -= len(_t1467)
        if _budget1542[0] < 0: _spent1543(st)
        _t1466 = False
        for _t1468 in _t1467:
            if ((_t1464 != _t1468) and (not _a1546(st, L, _t1464, _t1468))):
                _t1466 = True
                break
        if _t1466:
            _t1465.append(_t1464)
    return _t1465

# <rulerun evolution.rules: play_card #561 f4e2e2e1>
def _loop(st, L, _t1476):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    _t1478 = st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]
    _budget1552[0] -= len(_t1478)
    if _budget1552[0] < 0: _spent1553(st)
    for _t1479 in _t1478:
        if ((_st_cvars[_t1479] == _l3) and (((_st_cvars[84 + _t1479] == _l5) and (_st_cvars[168 + _t1479] == _t1476)) or ((_st_cvars[84 + _t1479] == _t1476) and (_st_cvars[168 + _t1479] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #562 be600a67>
def _loop(st, L):
    _l5 = L[5]
    _t1475 = st.zones[(5 + L[0])]
    _budget1550[0] -= len(_t1475)
    if _budget1550[0] < 0: _spent1551(st)
    _t1477 = []
    for _t1476 in _t1475:
        if ((_l5 != _t1476) and (not _a1554(st, L, _t1476))):
            _t1477.append(_t1476)
    return _t1477

# <rulerun evolution.rules: play_card #563 8e2f9689>
def _loop(st, L, _t1488):
    _l3 = L[3]
    _st_cvars = st.cvars
    _t1490 = st.zones[(9 + st.model.zone_instances[st.loc[_t1488]][1])]
    _budget1565[0] -= len(_t1490)
    if _budget1565[0] < 0: _spent1566(st)
    for _t1491 in _t1490:
        if ((_st_cvars[84 + _t1491] == _t1488) and (_st_cvars[_t1491] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #564 fd6e87e2>
def _loop(st, _t1488):
    _st_cvars = st.cvars
    _t1493 = st.zones[(9 + st.model.zone_instances[st.loc[_t1488]][1])]
    _budget1568[0] -= len(_t1493)
    if _budget1568[0] < 0: _spent1569(st)
    for _t1494 in _t1493:
        if ((_st_cvars[84 + _t1494] == _t1488) and (_st_cvars[_t1494] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #565 d820e42b>
def _loop(st, _t1488):
    _st_cvars = st.cvars
    _t1496 = st.zones[(9 + st.model.zone_instances[st.loc[_t1488]][1])]
    _budget1571[0] -= len(_t1496)
    if _budget1571[0] < 0: _spent1572(st)
    for _t1497 in _t1496:
        if ((_st_cvars[84 + _t1497] == _t1488) and (_st_cvars[_t1497] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #566 405ae7a9>
def _loop(st, L):
    _l3 = L[3]
    _t1487 = st.zones[(5 + L[0])]
    _budget1563[0] -= len(_t1487)
    if _budget1563[0] < 0: _spent1564(st)
    _t1489 = []
    for _t1488 in _t1487:
        if ((((_l3 == 'fat_tissue') or (not _a1567(st, L, _t1488))) and (not ((_l3 == 'scavenger') and _a1570(st, _t1488)))) and (not ((_l3 == 'carnivorous') and _a1573(st, _t1488)))):
            _t1489.append(_t1488)
    return _t1489

# <rulerun evolution.rules: play_card #567 a3a51e25>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1528(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1451 = L[0]
            _t1452 = len(_o)
            if _t1452 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1452 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1453 = st.chooser(_t1452, _t1451)
                else:
                    _t1453 = _st_bits(_t1452.bit_length())
                    while _t1453 >= _t1452: _t1453 = _st_bits(_t1452.bit_length())
                L[3] = _o[_t1453]; st.decisions += 1
            elif _decide1530(st, L, _o, _t1451): return True
            pc = 2
        if pc == 2:
            _r = _run1531(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_a1538(st, L) or [])
            fr[1] = 5
            _t1460 = L[0]
            _t1461 = len(_o)
            if _t1461 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1461 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1462 = st.chooser(_t1461, _t1460)
                else:
                    _t1462 = _st_bits(_t1461.bit_length())
                    while _t1462 >= _t1461: _t1462 = _st_bits(_t1461.bit_length())
                L[4] = _o[_t1462]; st.decisions += 1
            elif _decide1540(st, L, _o, _t1460): return True
            pc = 5
        if pc == 5:
            _r = _run1541(st, L)
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
            _o = (_a1547(st, L) or [])
            fr[1] = 9
            _t1472 = L[0]
            _t1473 = len(_o)
            if _t1473 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1473 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1474 = st.chooser(_t1473, _t1472)
                else:
                    _t1474 = _st_bits(_t1473.bit_length())
                    while _t1474 >= _t1473: _t1474 = _st_bits(_t1473.bit_length())
                L[5] = _o[_t1474]; st.decisions += 1
            elif _decide1549(st, L, _o, _t1472): return True
            pc = 9
        if pc == 9:
            _o = (_a1555(st, L) or [])
            fr[1] = 10
            _t1481 = L[0]
            _t1482 = len(_o)
            if _t1482 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1482 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1483 = st.chooser(_t1482, _t1481)
                else:
                    _t1483 = _st_bits(_t1482.bit_length())
                    while _t1483 >= _t1482: _t1483 = _st_bits(_t1482.bit_length())
                L[6] = _o[_t1483]; st.decisions += 1
            elif _decide1557(st, L, _o, _t1481): return True
            pc = 10
        if pc == 10:
            _r = _run1558(st, L)
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
            _t1484 = L[0]
            _t1485 = len(_o)
            if _t1485 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1485 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1486 = st.chooser(_t1485, _t1484)
                else:
                    _t1486 = _st_bits(_t1485.bit_length())
                    while _t1486 >= _t1485: _t1486 = _st_bits(_t1485.bit_length())
                L[7] = _o[_t1486]; st.decisions += 1
            elif _decide1560(st, L, _o, _t1484): return True
            pc = 13
        if pc == 13:
            _r = _run1561(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run1562(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a1574(st, L) or [])
            fr[1] = 18
            _t1499 = L[0]
            _t1500 = len(_o)
            if _t1500 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1500 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1501 = st.chooser(_t1500, _t1499)
                else:
                    _t1501 = _st_bits(_t1500.bit_length())
                    while _t1501 >= _t1500: _t1501 = _st_bits(_t1500.bit_length())
                L[8] = _o[_t1501]; st.decisions += 1
            elif _decide1576(st, L, _o, _t1499): return True
            pc = 18
        if pc == 18:
            _r = _run1577(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1578)

# <rulerun evolution.rules: determining_the_food_base #568 e26034e1>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1581(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1582)

# <rulerun evolution.rules: feeding #569 f23b28b2>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1585)
            _r = _run1586(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1587(_k1588)
            fr[1] = 3; st.cur.append([6, 0, _a]); return None
        if pc == 3:
            _r = _run1589(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1590)

# <rulerun evolution.rules: show_animals #570 e86ee944>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1593(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1594)

# <rulerun evolution.rules: feeding_laps #571 e0b2d346>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1595[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1598(st, L)
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
            L[0] = (_o1599[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run1600(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1601(_k1602)
            fr[1] = 6; st.cur.append([8, 0, _a]); return None
        if pc == 6:
            _r = _run1603(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit1597(_k, st, _d0): raise _Runaway1596()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1597(_k, st, _d0): raise _Runaway1596()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1604)

# <rulerun evolution.rules: feeding_end_check #572 7666e159>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1607(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1608)

# <rulerun evolution.rules: feeding_turn_of #573 48661fa8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1609[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1612(st, L)
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
            _r = _run1613(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1502 = L[0]
            _t1503 = len(_o)
            if _t1503 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1503 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1504 = st.chooser(_t1503, _t1502)
                else:
                    _t1504 = _st_bits(_t1503.bit_length())
                    while _t1504 >= _t1503: _t1504 = _st_bits(_t1503.bit_length())
                L[3] = _o[_t1504]; st.decisions += 1
            elif _decide1615(st, L, _o, _t1502): return True
            pc = 4
        if pc == 4:
            _r = _run1616(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run1617(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit1618(_k1619)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run1620(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit1618(_k1621)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run1622(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1618(_k1623)
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
            if len(st.cur) >= 500: raise _RuleLimit1618(_k1624)
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
            if len(st.cur) >= 500: raise _RuleLimit1618(_k1625)
            fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit1618(_k1626)
            fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1611(_k, st, _d0): raise _Runaway1610()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1627)

# <rulerun evolution.rules: take_food #574 b69ccdcf>
def _loop(st, _t1506):
    _st_cvars = st.cvars
    _t1508 = st.zones[(9 + st.model.zone_instances[st.loc[_t1506]][1])]
    _budget1632[0] -= len(_t1508)
    if _budget1632[0] < 0: _spent1633(st)
    _t1510 = 0
    for _t1509 in _t1508:
        if (_st_cvars[84 + _t1509] == _t1506):
            _t1510 += (1 if ((_st_cvars[_t1509] == 'carnivorous') or (_st_cvars[_t1509] == 'high_body_weight')) else (2 if (_st_cvars[_t1509] == 'parasite') else 0))
    return _t1510

# <rulerun evolution.rules: take_food #575 d54169e9>
def _loop(st, _t1506):
    _st_cvars = st.cvars
    _t1511 = st.zones[(9 + st.model.zone_instances[st.loc[_t1506]][1])]
    _budget1635[0] -= len(_t1511)
    if _budget1635[0] < 0: _spent1636(st)
    _t1513 = 0
    for _t1512 in _t1511:
        if (((_st_cvars[84 + _t1512] == _t1506) and (_st_cvars[_t1512] == 'fat_tissue')) and _st_cvars[252 + _t1512]):
            _t1513 += 1
    return _t1513

# <rulerun evolution.rules: take_food #576 ecee513f>
def _loop(st, _t1506):
    _st_cvars = st.cvars
    _t1514 = st.zones[(9 + st.model.zone_instances[st.loc[_t1506]][1])]
    _budget1638[0] -= len(_t1514)
    if _budget1638[0] < 0: _spent1639(st)
    _t1516 = 0
    for _t1515 in _t1514:
        if ((_st_cvars[84 + _t1515] == _t1506) and (_st_cvars[_t1515] == 'fat_tissue')):
            _t1516 += 1
    return _t1516

# <rulerun evolution.rules: take_food #577 31dc47b1>
def _loop(st, _t1518):
    _st_cvars = st.cvars
    _t1520 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1518]]][1])]
    _budget1643[0] -= len(_t1520)
    if _budget1643[0] < 0: _spent1644(st)
    _t1522 = 0
    for _t1521 in _t1520:
        if (_st_cvars[84 + _t1521] == _st_cvars[84 + _t1518]):
            _t1522 += (1 if ((_st_cvars[_t1521] == 'carnivorous') or (_st_cvars[_t1521] == 'high_body_weight')) else (2 if (_st_cvars[_t1521] == 'parasite') else 0))
    return _t1522

# <rulerun evolution.rules: take_food #578 a984ce3d>
def _loop(st, _t1506):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1517 = st.zones[(9 + st.model.zone_instances[st.loc[_t1506]][1])]
    _budget1641[0] -= len(_t1517)
    if _budget1641[0] < 0: _spent1642(st)
    for _t1518 in _t1517:
        if (((_st_cvars[_t1518] == 'symbiosis') and (_st_cvars[168 + _t1518] == _t1506)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1518]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1518]] >= (1 + _a1645(st, _t1518)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #579 f06fd532>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1505 = st.zones[(5 + L[0])]
    _budget1630[0] -= len(_t1505)
    if _budget1630[0] < 0: _spent1631(st)
    _t1507 = []
    for _t1506 in _t1505:
        if ((not ((_st_cvars[924 + _t1506] == _st_vars[0]) or ((_st_cvars[504 + _t1506] >= (1 + _a1634(st, _t1506))) and (_a1637(st, _t1506) >= _a1640(st, _t1506))))) and (not _a1646(st, _t1506))):
            _t1507.append(_t1506)
    return _t1507

# <rulerun evolution.rules: take_food #580 15a7c897>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1647(st, L) or [])
            fr[1] = 1
            _t1523 = L[0]
            _t1524 = len(_o)
            if _t1524 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1524 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1525 = st.chooser(_t1524, _t1523)
                else:
                    _t1525 = _st_bits(_t1524.bit_length())
                    while _t1525 >= _t1524: _t1525 = _st_bits(_t1524.bit_length())
                L[1] = _o[_t1525]; st.decisions += 1
            elif _decide1649(st, L, _o, _t1523): return True
            pc = 1
        if pc == 1:
            _r = _run1650(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1651(_k1652)
            fr[1] = 3; st.cur.append([11, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1653)

# <rulerun evolution.rules: convert_fat #581 89be1ee9>
def _loop(st, _t1527):
    _st_cvars = st.cvars
    _t1529 = st.zones[(9 + st.model.zone_instances[st.loc[_t1527]][1])]
    _budget1658[0] -= len(_t1529)
    if _budget1658[0] < 0: _spent1659(st)
    _t1531 = 0
    for _t1530 in _t1529:
        if (_st_cvars[84 + _t1530] == _t1527):
            _t1531 += (1 if ((_st_cvars[_t1530] == 'carnivorous') or (_st_cvars[_t1530] == 'high_body_weight')) else (2 if (_st_cvars[_t1530] == 'parasite') else 0))
    return _t1531

# <rulerun evolution.rules: convert_fat #582 d3fc8e72>
def _loop(st, _t1527):
    _st_cvars = st.cvars
    _t1532 = st.zones[(9 + st.model.zone_instances[st.loc[_t1527]][1])]
    _budget1661[0] -= len(_t1532)
    if _budget1661[0] < 0: _spent1662(st)
    _t1534 = 0
    for _t1533 in _t1532:
        if (((_st_cvars[84 + _t1533] == _t1527) and (_st_cvars[_t1533] == 'fat_tissue')) and _st_cvars[252 + _t1533]):
            _t1534 += 1
    return _t1534

# <rulerun evolution.rules: convert_fat #583 8d21dd08>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1526 = st.zones[(5 + L[0])]
    _budget1656[0] -= len(_t1526)
    if _budget1656[0] < 0: _spent1657(st)
    _t1528 = []
    for _t1527 in _t1526:
        if ((not ((_st_cvars[924 + _t1527] == _st_vars[0]) or (_st_cvars[504 + _t1527] >= (1 + _a1660(st, _t1527))))) and (_a1663(st, _t1527) > 0)):
            _t1528.append(_t1527)
    return _t1528

# <rulerun evolution.rules: convert_fat #584 05a5eea9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1538 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1668[0] -= len(_t1538)
    if _budget1668[0] < 0: _spent1669(st)
    _t1540 = 0
    for _t1539 in _t1538:
        if (((_st_cvars[84 + _t1539] == L[1]) and (_st_cvars[_t1539] == 'fat_tissue')) and _st_cvars[252 + _t1539]):
            _t1540 += 1
    return _t1540

# <rulerun evolution.rules: convert_fat #585 476d1a5d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1541 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1671[0] -= len(_t1541)
    if _budget1671[0] < 0: _spent1672(st)
    _t1543 = 0
    for _t1542 in _t1541:
        if (_st_cvars[84 + _t1542] == L[1]):
            _t1543 += (1 if ((_st_cvars[_t1542] == 'carnivorous') or (_st_cvars[_t1542] == 'high_body_weight')) else (2 if (_st_cvars[_t1542] == 'parasite') else 0))
    return _t1543

# <rulerun evolution.rules: convert_fat #586 6ac9bdc2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1664(st, L) or [])
            fr[1] = 1
            _t1535 = L[0]
            _t1536 = len(_o)
            if _t1536 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1536 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1537 = st.chooser(_t1536, _t1535)
                else:
                    _t1537 = _st_bits(_t1536.bit_length())
                    while _t1537 >= _t1536: _t1537 = _st_bits(_t1536.bit_length())
                L[1] = _o[_t1537]; st.decisions += 1
            elif _decide1666(st, L, _o, _t1535): return True
            pc = 1
        if pc == 1:
            _o = (_range1667(1, min(_a1670(st, L), ((1 + _a1673(st, L)) - st.cvars[504 + L[1]]))) or [])
            fr[1] = 2
            _t1544 = L[0]
            _t1545 = len(_o)
            if _t1545 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1545 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1546 = st.chooser(_t1545, _t1544)
                else:
                    _t1546 = _st_bits(_t1545.bit_length())
                    while _t1546 >= _t1545: _t1546 = _st_bits(_t1545.bit_length())
                L[2] = _o[_t1546]; st.decisions += 1
            elif _decide1675(st, L, _o, _t1544): return True
            pc = 2
        if pc == 2:
            _r = _run1676(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1677)

# <rulerun evolution.rules: receive #587 cf5d6f43>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1680(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1681(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 5
        if pc == 3:
            _r = _run1682(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1683(st, fr): return True
            return None
        if pc == 5:
            _step1684(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1685)

# <rulerun evolution.rules: paired_triggers #588 53acdbcf>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1686[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if True:
                pc = 1
            else:
                pc = 11
        if pc == 1:
            _r = _run1689(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            if _offer1690(st, L, _o): return True
            pc = 3
        if pc == 3:
            _r = _run1691(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run1692(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1693(_k1694)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run1695(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1693(_k1696)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit1688(_k, st, _d0): raise _Runaway1687()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1697)

# <rulerun evolution.rules: piracy #589 bcdfdf1b>
def _loop(st, _t1548):
    _st_cvars = st.cvars
    _t1550 = st.zones[(9 + st.model.zone_instances[st.loc[_t1548]][1])]
    _budget1702[0] -= len(_t1550)
    if _budget1702[0] < 0: _spent1703(st)
    for _t1551 in _t1550:
        if ((_st_cvars[84 + _t1551] == _t1548) and (_st_cvars[_t1551] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #590 1893472b>
def _loop(st, _t1548):
    _st_cvars = st.cvars
    _t1553 = st.zones[(9 + st.model.zone_instances[st.loc[_t1548]][1])]
    _budget1705[0] -= len(_t1553)
    if _budget1705[0] < 0: _spent1706(st)
    _t1555 = 0
    for _t1554 in _t1553:
        if (_st_cvars[84 + _t1554] == _t1548):
            _t1555 += (1 if ((_st_cvars[_t1554] == 'carnivorous') or (_st_cvars[_t1554] == 'high_body_weight')) else (2 if (_st_cvars[_t1554] == 'parasite') else 0))
    return _t1555

# <rulerun evolution.rules: piracy #591 828c6fce>
def _loop(st, _t1548):
    _st_cvars = st.cvars
    _t1556 = st.zones[(9 + st.model.zone_instances[st.loc[_t1548]][1])]
    _budget1708[0] -= len(_t1556)
    if _budget1708[0] < 0: _spent1709(st)
    _t1558 = 0
    for _t1557 in _t1556:
        if (_st_cvars[84 + _t1557] == _t1548):
            _t1558 += (1 if ((_st_cvars[_t1557] == 'carnivorous') or (_st_cvars[_t1557] == 'high_body_weight')) else (2 if (_st_cvars[_t1557] == 'parasite') else 0))
    return _t1558

# <rulerun evolution.rules: piracy #592 cb042268>
def _loop(st, _t1548):
    _st_cvars = st.cvars
    _t1559 = st.zones[(9 + st.model.zone_instances[st.loc[_t1548]][1])]
    _budget1711[0] -= len(_t1559)
    if _budget1711[0] < 0: _spent1712(st)
    _t1561 = 0
    for _t1560 in _t1559:
        if (((_st_cvars[84 + _t1560] == _t1548) and (_st_cvars[_t1560] == 'fat_tissue')) and _st_cvars[252 + _t1560]):
            _t1561 += 1
    return _t1561

# <rulerun evolution.rules: piracy #593 69806ca2>
def _loop(st, _t1548):
    _st_cvars = st.cvars
    _t1562 = st.zones[(9 + st.model.zone_instances[st.loc[_t1548]][1])]
    _budget1714[0] -= len(_t1562)
    if _budget1714[0] < 0: _spent1715(st)
    _t1564 = 0
    for _t1563 in _t1562:
        if ((_st_cvars[84 + _t1563] == _t1548) and (_st_cvars[_t1563] == 'fat_tissue')):
            _t1564 += 1
    return _t1564

# <rulerun evolution.rules: piracy #594 3d5cb077>
def _loop(st, _t1566):
    _st_cvars = st.cvars
    _t1568 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1566]]][1])]
    _budget1719[0] -= len(_t1568)
    if _budget1719[0] < 0: _spent1720(st)
    _t1570 = 0
    for _t1569 in _t1568:
        if (_st_cvars[84 + _t1569] == _st_cvars[84 + _t1566]):
            _t1570 += (1 if ((_st_cvars[_t1569] == 'carnivorous') or (_st_cvars[_t1569] == 'high_body_weight')) else (2 if (_st_cvars[_t1569] == 'parasite') else 0))
    return _t1570

# <rulerun evolution.rules: piracy #595 805d2f33>
def _loop(st, _t1548):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1565 = st.zones[(9 + st.model.zone_instances[st.loc[_t1548]][1])]
    _budget1717[0] -= len(_t1565)
    if _budget1717[0] < 0: _spent1718(st)
    for _t1566 in _t1565:
        if (((_st_cvars[_t1566] == 'symbiosis') and (_st_cvars[168 + _t1566] == _t1548)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1566]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1566]] >= (1 + _a1721(st, _t1566)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #596 e484c3f8>
def _loop(st, _t1572):
    _st_cvars = st.cvars
    _t1574 = st.zones[(9 + st.model.zone_instances[st.loc[_t1572]][1])]
    _budget1726[0] -= len(_t1574)
    if _budget1726[0] < 0: _spent1727(st)
    _t1576 = 0
    for _t1575 in _t1574:
        if (_st_cvars[84 + _t1575] == _t1572):
            _t1576 += (1 if ((_st_cvars[_t1575] == 'carnivorous') or (_st_cvars[_t1575] == 'high_body_weight')) else (2 if (_st_cvars[_t1575] == 'parasite') else 0))
    return _t1576

# <rulerun evolution.rules: piracy #597 11abdbce>
def _loop(st, _t1548):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1571 = ([_c for _i in [5 + _p for _p in _k1723] for _c in st.zones[_i]] or ())
    _budget1724[0] -= len(_t1571)
    if _budget1724[0] < 0: _spent1725(st)
    for _t1572 in _t1571:
        if ((_t1572 != _t1548) and ((not ((_st_cvars[924 + _t1572] == _st_vars[0]) or (_st_cvars[504 + _t1572] >= (1 + _a1728(st, _t1572))))) and (_st_cvars[504 + _t1572] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #598 bbb952b1>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1547 = st.zones[(5 + L[0])]
    _budget1700[0] -= len(_t1547)
    if _budget1700[0] < 0: _spent1701(st)
    _t1549 = []
    for _t1548 in _t1547:
        if ((((_a1704(st, _t1548) and (_st_cvars[756 + _t1548] != _st_vars[0])) and (not ((_st_cvars[924 + _t1548] == _st_vars[0]) or (_st_cvars[504 + _t1548] >= (1 + _a1707(st, _t1548)))))) and ((not ((_st_cvars[924 + _t1548] == _st_vars[0]) or ((_st_cvars[504 + _t1548] >= (1 + _a1710(st, _t1548))) and (_a1713(st, _t1548) >= _a1716(st, _t1548))))) and (not _a1722(st, _t1548)))) and _a1729(st, _t1548)):
            _t1549.append(_t1548)
    return _t1549

# <rulerun evolution.rules: piracy #599 e3cd97c9>
def _loop(st, _t1581):
    _st_cvars = st.cvars
    _t1583 = st.zones[(9 + st.model.zone_instances[st.loc[_t1581]][1])]
    _budget1736[0] -= len(_t1583)
    if _budget1736[0] < 0: _spent1737(st)
    _t1585 = 0
    for _t1584 in _t1583:
        if (_st_cvars[84 + _t1584] == _t1581):
            _t1585 += (1 if ((_st_cvars[_t1584] == 'carnivorous') or (_st_cvars[_t1584] == 'high_body_weight')) else (2 if (_st_cvars[_t1584] == 'parasite') else 0))
    return _t1585

# <rulerun evolution.rules: piracy #600 3917494a>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1580 = ([_c for _i in [5 + _p for _p in _k1733] for _c in st.zones[_i]] or ())
    _budget1734[0] -= len(_t1580)
    if _budget1734[0] < 0: _spent1735(st)
    _t1582 = []
    for _t1581 in _t1580:
        if ((_t1581 != _l1) and ((not ((_st_cvars[924 + _t1581] == _st_vars[0]) or (_st_cvars[504 + _t1581] >= (1 + _a1738(st, _t1581))))) and (_st_cvars[504 + _t1581] > 0))):
            _t1582.append(_t1581)
    return _t1582

# <rulerun evolution.rules: piracy #601 76aa7421>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1730(st, L) or [])
            fr[1] = 1
            _t1577 = L[0]
            _t1578 = len(_o)
            if _t1578 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1578 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1579 = st.chooser(_t1578, _t1577)
                else:
                    _t1579 = _st_bits(_t1578.bit_length())
                    while _t1579 >= _t1578: _t1579 = _st_bits(_t1578.bit_length())
                L[1] = _o[_t1579]; st.decisions += 1
            elif _decide1732(st, L, _o, _t1577): return True
            pc = 1
        if pc == 1:
            _o = (_a1739(st, L) or [])
            fr[1] = 2
            _t1586 = L[0]
            _t1587 = len(_o)
            if _t1587 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1587 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1588 = st.chooser(_t1587, _t1586)
                else:
                    _t1588 = _st_bits(_t1587.bit_length())
                    while _t1588 >= _t1587: _t1588 = _st_bits(_t1587.bit_length())
                L[2] = _o[_t1588]; st.decisions += 1
            elif _decide1741(st, L, _o, _t1586): return True
            pc = 2
        if pc == 2:
            _r = _run1742(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1743(_k1744)
            fr[1] = 4; st.cur.append([11, 0, _a]); return None
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1745)

# <rulerun evolution.rules: grazing #602 eac1ff5d>
def _loop(st, _t1590):
    _st_cvars = st.cvars
    _t1592 = st.zones[(9 + st.model.zone_instances[st.loc[_t1590]][1])]
    _budget1750[0] -= len(_t1592)
    if _budget1750[0] < 0: _spent1751(st)
    for _t1593 in _t1592:
        if ((_st_cvars[84 + _t1593] == _t1590) and (_st_cvars[_t1593] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #603 cca0277b>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1589 = st.zones[(5 + L[0])]
    _budget1748[0] -= len(_t1589)
    if _budget1748[0] < 0: _spent1749(st)
    _t1591 = []
    for _t1590 in _t1589:
        if ((_a1752(st, _t1590) and (_st_cvars[840 + _t1590] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1591.append(_t1590)
    return _t1591

# <rulerun evolution.rules: grazing #604 1193b69a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1753(st, L) or [])
            fr[1] = 1
            _t1595 = L[0]
            _t1596 = len(_o)
            if _t1596 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1596 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1597 = st.chooser(_t1596, _t1595)
                else:
                    _t1597 = _st_bits(_t1596.bit_length())
                    while _t1597 >= _t1596: _t1597 = _st_bits(_t1596.bit_length())
                L[1] = _o[_t1597]; st.decisions += 1
            elif _decide1755(st, L, _o, _t1595): return True
            pc = 1
        if pc == 1:
            _r = _run1756(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1757)

# <rulerun evolution.rules: hibernation #605 42b930bf>
def _loop(st, _t1599):
    _st_cvars = st.cvars
    _t1601 = st.zones[(9 + st.model.zone_instances[st.loc[_t1599]][1])]
    _budget1762[0] -= len(_t1601)
    if _budget1762[0] < 0: _spent1763(st)
    for _t1602 in _t1601:
        if ((_st_cvars[84 + _t1602] == _t1599) and (_st_cvars[_t1602] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #606 4f161e4c>
def _loop(st, _t1599):
    _st_cvars = st.cvars
    _t1604 = st.zones[(9 + st.model.zone_instances[st.loc[_t1599]][1])]
    _budget1765[0] -= len(_t1604)
    if _budget1765[0] < 0: _spent1766(st)
    _t1606 = 0
    for _t1605 in _t1604:
        if (_st_cvars[84 + _t1605] == _t1599):
            _t1606 += (1 if ((_st_cvars[_t1605] == 'carnivorous') or (_st_cvars[_t1605] == 'high_body_weight')) else (2 if (_st_cvars[_t1605] == 'parasite') else 0))
    return _t1606

# <rulerun evolution.rules: hibernation #607 3ee854bd>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1598 = st.zones[(5 + L[0])]
    _budget1760[0] -= len(_t1598)
    if _budget1760[0] < 0: _spent1761(st)
    _t1600 = []
    for _t1599 in _t1598:
        if ((((_a1764(st, _t1599) and (_st_cvars[924 + _t1599] != _st_vars[0])) and (_st_cvars[924 + _t1599] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1599] == _st_vars[0]) or (_st_cvars[504 + _t1599] >= (1 + _a1767(st, _t1599)))))):
            _t1600.append(_t1599)
    return _t1600

# <rulerun evolution.rules: hibernation #608 7be658cd>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1768(st, L) or [])
            fr[1] = 1
            _t1607 = L[0]
            _t1608 = len(_o)
            if _t1608 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1608 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1609 = st.chooser(_t1608, _t1607)
                else:
                    _t1609 = _st_bits(_t1608.bit_length())
                    while _t1609 >= _t1608: _t1609 = _st_bits(_t1608.bit_length())
                L[1] = _o[_t1609]; st.decisions += 1
            elif _decide1770(st, L, _o, _t1607): return True
            pc = 1
        if pc == 1:
            _r = _run1771(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1772)

# <rulerun evolution.rules: attack_action #609 9cbce1a2>
def _loop(st, _t1611):
    _st_cvars = st.cvars
    _t1613 = st.zones[(9 + st.model.zone_instances[st.loc[_t1611]][1])]
    _budget1777[0] -= len(_t1613)
    if _budget1777[0] < 0: _spent1778(st)
    for _t1614 in _t1613:
        if ((_st_cvars[84 + _t1614] == _t1611) and (_st_cvars[_t1614] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #610 c64abf31>
def _loop(st, _t1611):
    _st_cvars = st.cvars
    _t1616 = st.zones[(9 + st.model.zone_instances[st.loc[_t1611]][1])]
    _budget1780[0] -= len(_t1616)
    if _budget1780[0] < 0: _spent1781(st)
    _t1618 = 0
    for _t1617 in _t1616:
        if (_st_cvars[84 + _t1617] == _t1611):
            _t1618 += (1 if ((_st_cvars[_t1617] == 'carnivorous') or (_st_cvars[_t1617] == 'high_body_weight')) else (2 if (_st_cvars[_t1617] == 'parasite') else 0))
    return _t1618

# <rulerun evolution.rules: attack_action #611 2b943196>
def _loop(st, _t1611):
    _st_cvars = st.cvars
    _t1619 = st.zones[(9 + st.model.zone_instances[st.loc[_t1611]][1])]
    _budget1783[0] -= len(_t1619)
    if _budget1783[0] < 0: _spent1784(st)
    _t1621 = 0
    for _t1620 in _t1619:
        if (((_st_cvars[84 + _t1620] == _t1611) and (_st_cvars[_t1620] == 'fat_tissue')) and _st_cvars[252 + _t1620]):
            _t1621 += 1
    return _t1621

# <rulerun evolution.rules: attack_action #612 7a3101fb>
def _loop(st, _t1611):
    _st_cvars = st.cvars
    _t1622 = st.zones[(9 + st.model.zone_instances[st.loc[_t1611]][1])]
    _budget1786[0] -= len(_t1622)
    if _budget1786[0] < 0: _spent1787(st)
    _t1624 = 0
    for _t1623 in _t1622:
        if ((_st_cvars[84 + _t1623] == _t1611) and (_st_cvars[_t1623] == 'fat_tissue')):
            _t1624 += 1
    return _t1624

# <rulerun evolution.rules: attack_action #613 6d3744d2>
def _loop(st, _t1626):
    _st_cvars = st.cvars
    _t1628 = st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1626]]][1])]
    _budget1791[0] -= len(_t1628)
    if _budget1791[0] < 0: _spent1792(st)
    _t1630 = 0
    for _t1629 in _t1628:
        if (_st_cvars[84 + _t1629] == _st_cvars[84 + _t1626]):
            _t1630 += (1 if ((_st_cvars[_t1629] == 'carnivorous') or (_st_cvars[_t1629] == 'high_body_weight')) else (2 if (_st_cvars[_t1629] == 'parasite') else 0))
    return _t1630

# <rulerun evolution.rules: attack_action #614 ef375896>
def _loop(st, _t1611):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1625 = st.zones[(9 + st.model.zone_instances[st.loc[_t1611]][1])]
    _budget1789[0] -= len(_t1625)
    if _budget1789[0] < 0: _spent1790(st)
    for _t1626 in _t1625:
        if (((_st_cvars[_t1626] == 'symbiosis') and (_st_cvars[168 + _t1626] == _t1611)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1626]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1626]] >= (1 + _a1793(st, _t1626)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #615 f59a38b4>
def _loop(st, _t1632):
    _st_cvars = st.cvars
    _t1634 = st.zones[(9 + st.model.zone_instances[st.loc[_t1632]][1])]
    _budget1798[0] -= len(_t1634)
    if _budget1798[0] < 0: _spent1799(st)
    for _t1635 in _t1634:
        if ((_st_cvars[84 + _t1635] == _t1632) and (_st_cvars[_t1635] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #616 2e1ddb83>
def _loop(st, _t1611):
    _st_cvars = st.cvars
    _t1637 = st.zones[(9 + st.model.zone_instances[st.loc[_t1611]][1])]
    _budget1801[0] -= len(_t1637)
    if _budget1801[0] < 0: _spent1802(st)
    for _t1638 in _t1637:
        if ((_st_cvars[84 + _t1638] == _t1611) and (_st_cvars[_t1638] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #617 d29a32fa>
def _loop(st, _t1632):
    _st_cvars = st.cvars
    _t1642 = st.zones[(9 + st.model.zone_instances[st.loc[_t1632]][1])]
    _budget1804[0] -= len(_t1642)
    if _budget1804[0] < 0: _spent1805(st)
    for _t1643 in _t1642:
        if ((_st_cvars[84 + _t1643] == _t1632) and (_st_cvars[_t1643] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #618 cc2b0b6c>
def _loop(st, _t1611):
    _st_cvars = st.cvars
    _t1645 = st.zones[(9 + st.model.zone_instances[st.loc[_t1611]][1])]
    _budget1807[0] -= len(_t1645)
    if _budget1807[0] < 0: _spent1808(st)
    for _t1646 in _t1645:
        if ((_st_cvars[84 + _t1646] == _t1611) and (_st_cvars[_t1646] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #619 c9b55b08>
def _loop(st, _t1632):
    _st_cvars = st.cvars
    _t1650 = st.zones[(9 + st.model.zone_instances[st.loc[_t1632]][1])]
    _budget1810[0] -= len(_t1650)
    if _budget1810[0] < 0: _spent1811(st)
    for _t1651 in _t1650:
        if ((_st_cvars[84 + _t1651] == _t1632) and (_st_cvars[_t1651] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #620 d7a25e6b>
def _loop(st, _t1611):
    _st_cvars = st.cvars
    _t1653 = st.zones[(9 + st.model.zone_instances[st.loc[_t1611]][1])]
    _budget1813[0] -= len(_t1653)
    if _budget1813[0] < 0: _spent1814(st)
    for _t1654 in _t1653:
        if ((_st_cvars[84 + _t1654] == _t1611) and (_st_cvars[_t1654] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #621 3491bf26>
def _loop(st, _t1632):
    _st_cvars = st.cvars
    _t1658 = st.zones[(9 + st.model.zone_instances[st.loc[_t1632]][1])]
    _budget1816[0] -= len(_t1658)
    if _budget1816[0] < 0: _spent1817(st)
    for _t1659 in _t1658:
        if ((_st_cvars[84 + _t1659] == _t1632) and (_st_cvars[_t1659] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #622 4a43447a>
def _loop(st, _t1632):
    _st_cvars = st.cvars
    _t1661 = st.zones[(9 + st.model.zone_instances[st.loc[_t1632]][1])]
    _budget1819[0] -= len(_t1661)
    if _budget1819[0] < 0: _spent1820(st)
    _t1663 = 0
    for _t1662 in _t1661:
        if (_st_cvars[84 + _t1662] == _t1632):
            _t1663 += (1 if ((_st_cvars[_t1662] == 'carnivorous') or (_st_cvars[_t1662] == 'high_body_weight')) else (2 if (_st_cvars[_t1662] == 'parasite') else 0))
    return _t1663

# <rulerun evolution.rules: attack_action #623 7cede990>
def _loop(st, _t1632):
    _st_cvars = st.cvars
    _t1664 = st.zones[(9 + st.model.zone_instances[st.loc[_t1632]][1])]
    _budget1822[0] -= len(_t1664)
    if _budget1822[0] < 0: _spent1823(st)
    for _t1665 in _t1664:
        if ((_st_cvars[_t1665] == 'symbiosis') and (_st_cvars[168 + _t1665] == _t1632)):
            return True
    return False

# <rulerun evolution.rules: attack_action #624 b00d3f04>
def _loop(st, _t1611):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1631 = ([_c for _i in [5 + _p for _p in _k1795] for _c in st.zones[_i]] or ())
    _budget1796[0] -= len(_t1631)
    if _budget1796[0] < 0: _spent1797(st)
    _t1640 = _NOT_YET
    _t1641 = _NOT_YET
    _t1648 = _NOT_YET
    _t1649 = _NOT_YET
    _t1656 = _NOT_YET
    _t1657 = _NOT_YET
    for _t1632 in _t1631:
        if ((((((_t1611 != _t1632) and ((not _a1800(st, _t1632)) or (_t1641 if _t1641 is not _NOT_YET else (_t1641 := (_t1640 if _t1640 is not _NOT_YET else (_t1640 := _a1803(st, _t1611))))))) and ((not _a1806(st, _t1632)) or (_t1649 if _t1649 is not _NOT_YET else (_t1649 := (_t1648 if _t1648 is not _NOT_YET else (_t1648 := _a1809(st, _t1611))))))) and (_a1812(st, _t1632) == (_t1657 if _t1657 is not _NOT_YET else (_t1657 := (_t1656 if _t1656 is not _NOT_YET else (_t1656 := _a1815(st, _t1611))))))) and (not (_a1818(st, _t1632) and ((_st_cvars[924 + _t1632] == _st_vars[0]) or (_st_cvars[504 + _t1632] >= (1 + _a1821(st, _t1632))))))) and (not _a1824(st, _t1632))):
            return True
    return False

# <rulerun evolution.rules: attack_action #625 533dee48>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1610 = st.zones[(5 + L[0])]
    _budget1775[0] -= len(_t1610)
    if _budget1775[0] < 0: _spent1776(st)
    _t1612 = []
    for _t1611 in _t1610:
        if (((_a1779(st, _t1611) and (_st_cvars[672 + _t1611] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1611] == _st_vars[0]) or ((_st_cvars[504 + _t1611] >= (1 + _a1782(st, _t1611))) and (_a1785(st, _t1611) >= _a1788(st, _t1611))))) and (not _a1794(st, _t1611)))) and _a1825(st, _t1611)):
            _t1612.append(_t1611)
    return _t1612

# <rulerun evolution.rules: attack_action #626 1febe3c8>
def _loop(st, _t1671):
    _st_cvars = st.cvars
    _t1673 = st.zones[(9 + st.model.zone_instances[st.loc[_t1671]][1])]
    _budget1832[0] -= len(_t1673)
    if _budget1832[0] < 0: _spent1833(st)
    for _t1674 in _t1673:
        if ((_st_cvars[84 + _t1674] == _t1671) and (_st_cvars[_t1674] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #627 3983ef49>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1676 = st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]
    _budget1835[0] -= len(_t1676)
    if _budget1835[0] < 0: _spent1836(st)
    for _t1677 in _t1676:
        if ((_st_cvars[84 + _t1677] == _l1) and (_st_cvars[_t1677] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #628 27b6dfa0>
def _loop(st, _t1671):
    _st_cvars = st.cvars
    _t1681 = st.zones[(9 + st.model.zone_instances[st.loc[_t1671]][1])]
    _budget1838[0] -= len(_t1681)
    if _budget1838[0] < 0: _spent1839(st)
    for _t1682 in _t1681:
        if ((_st_cvars[84 + _t1682] == _t1671) and (_st_cvars[_t1682] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #629 1e2afbb5>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1684 = st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]
    _budget1841[0] -= len(_t1684)
    if _budget1841[0] < 0: _spent1842(st)
    for _t1685 in _t1684:
        if ((_st_cvars[84 + _t1685] == _l1) and (_st_cvars[_t1685] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #630 c05fdb28>
def _loop(st, _t1671):
    _st_cvars = st.cvars
    _t1689 = st.zones[(9 + st.model.zone_instances[st.loc[_t1671]][1])]
    _budget1844[0] -= len(_t1689)
    if _budget1844[0] < 0: _spent1845(st)
    for _t1690 in _t1689:
        if ((_st_cvars[84 + _t1690] == _t1671) and (_st_cvars[_t1690] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #631 14bf3099>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1692 = st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]
    _budget1847[0] -= len(_t1692)
    if _budget1847[0] < 0: _spent1848(st)
    for _t1693 in _t1692:
        if ((_st_cvars[84 + _t1693] == _l1) and (_st_cvars[_t1693] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #632 15f3b301>
def _loop(st, _t1671):
    _st_cvars = st.cvars
    _t1697 = st.zones[(9 + st.model.zone_instances[st.loc[_t1671]][1])]
    _budget1850[0] -= len(_t1697)
    if _budget1850[0] < 0: _spent1851(st)
    for _t1698 in _t1697:
        if ((_st_cvars[84 + _t1698] == _t1671) and (_st_cvars[_t1698] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #633 a40d06f7>
def _loop(st, _t1671):
    _st_cvars = st.cvars
    _t1700 = st.zones[(9 + st.model.zone_instances[st.loc[_t1671]][1])]
    _budget1853[0] -= len(_t1700)
    if _budget1853[0] < 0: _spent1854(st)
    _t1702 = 0
    for _t1701 in _t1700:
        if (_st_cvars[84 + _t1701] == _t1671):
            _t1702 += (1 if ((_st_cvars[_t1701] == 'carnivorous') or (_st_cvars[_t1701] == 'high_body_weight')) else (2 if (_st_cvars[_t1701] == 'parasite') else 0))
    return _t1702

# <rulerun evolution.rules: attack_action #634 7b5403d1>
def _loop(st, _t1671):
    _st_cvars = st.cvars
    _t1703 = st.zones[(9 + st.model.zone_instances[st.loc[_t1671]][1])]
    _budget1856[0] -= len(_t1703)
    if _budget1856[0] < 0: _spent1857(st)
    for _t1704 in _t1703:
        if ((_st_cvars[_t1704] == 'symbiosis') and (_st_cvars[168 + _t1704] == _t1671)):
            return True
    return False

# <rulerun evolution.rules: attack_action #635 48503e4d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1670 = ([_c for _i in [5 + _p for _p in _k1829] for _c in st.zones[_i]] or ())
    _budget1830[0] -= len(_t1670)
    if _budget1830[0] < 0: _spent1831(st)
    _t1679 = _NOT_YET
    _t1680 = _NOT_YET
    _t1687 = _NOT_YET
    _t1688 = _NOT_YET
    _t1695 = _NOT_YET
    _t1696 = _NOT_YET
    _t1672 = []
    for _t1671 in _t1670:
        if ((((((_l1 != _t1671) and ((not _a1834(st, _t1671)) or (_t1680 if _t1680 is not _NOT_YET else (_t1680 := (_t1679 if _t1679 is not _NOT_YET else (_t1679 := _a1837(st, L))))))) and ((not _a1840(st, _t1671)) or (_t1688 if _t1688 is not _NOT_YET else (_t1688 := (_t1687 if _t1687 is not _NOT_YET else (_t1687 := _a1843(st, L))))))) and (_a1846(st, _t1671) == (_t1696 if _t1696 is not _NOT_YET else (_t1696 := (_t1695 if _t1695 is not _NOT_YET else (_t1695 := _a1849(st, L))))))) and (not (_a1852(st, _t1671) and ((_st_cvars[924 + _t1671] == _st_vars[0]) or (_st_cvars[504 + _t1671] >= (1 + _a1855(st, _t1671))))))) and (not _a1858(st, _t1671))):
            _t1672.append(_t1671)
    return _t1672

# <rulerun evolution.rules: attack_action #636 ec4f5481>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1826(st, L) or [])
            fr[1] = 1
            _t1667 = L[0]
            _t1668 = len(_o)
            if _t1668 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1668 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1669 = st.chooser(_t1668, _t1667)
                else:
                    _t1669 = _st_bits(_t1668.bit_length())
                    while _t1669 >= _t1668: _t1669 = _st_bits(_t1668.bit_length())
                L[1] = _o[_t1669]; st.decisions += 1
            elif _decide1828(st, L, _o, _t1667): return True
            pc = 1
        if pc == 1:
            _o = (_a1859(st, L) or [])
            fr[1] = 2
            _t1706 = L[0]
            _t1707 = len(_o)
            if _t1707 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1707 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1708 = st.chooser(_t1707, _t1706)
                else:
                    _t1708 = _st_bits(_t1707.bit_length())
                    while _t1708 >= _t1707: _t1708 = _st_bits(_t1707.bit_length())
                L[2] = _o[_t1708]; st.decisions += 1
            elif _decide1861(st, L, _o, _t1706): return True
            pc = 2
        if pc == 2:
            _a = [L[1], L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1862(_k1863)
            fr[1] = 3; st.cur.append([17, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1864)

# <rulerun evolution.rules: hunt #637 7a9222e4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1867(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1868(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run1869(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1870(_k1871)
            fr[1] = 5; st.cur.append([11, 0, _a]); return None
        if pc == 5:
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1870(_k1872)
            fr[1] = 6; st.cur.append([11, 0, _a]); return None
        if pc == 6:
            _r = _run1873(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step1874(st, fr): return True
            return None
        if pc == 8:
            _step1875(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1876)

# <rulerun evolution.rules: scavenge #638 0077e103>
def _loop(st, L):
    _t1712 = (L[4] or ())
    _budget1884[0] -= len(_t1712)
    if _budget1884[0] < 0: _spent1885(st)
    for _t1713 in _t1712:
        return _t1713
    return None

# <rulerun evolution.rules: scavenge #639 0474359f>
def _loop(st, L):
    _t1709 = (L[4] or ())
    _budget1882[0] -= len(_t1709)
    if _budget1882[0] < 0: _spent1883(st)
    _t1715 = _NOT_YET
    _t1711 = []
    for _t1710 in _t1709:
        if ((not False) or (_t1710 == (_t1715 if _t1715 is not _NOT_YET else (_t1715 := _a1886(st, L))))):
            _t1711.append(_t1710)
    return _t1711

# <rulerun evolution.rules: scavenge #640 ce863532>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1877[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o1880[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run1881(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a1887(st, L) or [])
            fr[1] = 5
            _t1716 = L[3]
            _t1717 = len(_o)
            if _t1717 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1717 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1718 = st.chooser(_t1717, _t1716)
                else:
                    _t1718 = _st_bits(_t1717.bit_length())
                    while _t1718 >= _t1717: _t1718 = _st_bits(_t1717.bit_length())
                L[5] = _o[_t1718]; st.decisions += 1
            elif _decide1889(st, L, _o, _t1716): return True
            pc = 5
        if pc == 5:
            _r = _run1890(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1891(_k1892)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            _r = _run1893(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1879(_k, st, _d0): raise _Runaway1878()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1894)

# <rulerun evolution.rules: drop_trait #641 30303c07>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1897(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1898)

# <rulerun evolution.rules: remove_animal #642 92c212d4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1901(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1902)

# <rulerun evolution.rules: extinction_and_new_cards #643 5e9a438a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1905(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1906)

# <rulerun evolution.rules: deal #644 706d5881>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1909(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1910)

# <rulerun evolution.rules: game_end #645 9b837e7c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1913(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1914)

# <rulerun evolution.rules: final_scoring #646 f8cfccc6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1917(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1918)

# <rulerun evolution.rules: on after feed #647 3b78db4c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], L[1], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1921(_k1922)
            fr[1] = 1; st.cur.append([12, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1923)

# <rulerun evolution.rules: on before attack #648 3268b14e>
def _loop(st, _t1720):
    _st_cvars = st.cvars
    _t1722 = st.zones[(9 + st.model.zone_instances[st.loc[_t1720]][1])]
    _budget1934[0] -= len(_t1722)
    if _budget1934[0] < 0: _spent1935(st)
    for _t1723 in _t1722:
        if ((_st_cvars[84 + _t1723] == _t1720) and (_st_cvars[_t1723] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #649 4647ee59>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1725 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget1937[0] -= len(_t1725)
    if _budget1937[0] < 0: _spent1938(st)
    for _t1726 in _t1725:
        if ((_st_cvars[84 + _t1726] == _l0) and (_st_cvars[_t1726] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #650 594d8e13>
def _loop(st, _t1720):
    _st_cvars = st.cvars
    _t1730 = st.zones[(9 + st.model.zone_instances[st.loc[_t1720]][1])]
    _budget1940[0] -= len(_t1730)
    if _budget1940[0] < 0: _spent1941(st)
    for _t1731 in _t1730:
        if ((_st_cvars[84 + _t1731] == _t1720) and (_st_cvars[_t1731] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #651 f813ead3>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1733 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget1943[0] -= len(_t1733)
    if _budget1943[0] < 0: _spent1944(st)
    for _t1734 in _t1733:
        if ((_st_cvars[84 + _t1734] == _l0) and (_st_cvars[_t1734] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #652 3770d5cb>
def _loop(st, _t1720):
    _st_cvars = st.cvars
    _t1738 = st.zones[(9 + st.model.zone_instances[st.loc[_t1720]][1])]
    _budget1946[0] -= len(_t1738)
    if _budget1946[0] < 0: _spent1947(st)
    for _t1739 in _t1738:
        if ((_st_cvars[84 + _t1739] == _t1720) and (_st_cvars[_t1739] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #653 c6309d41>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1741 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    _budget1949[0] -= len(_t1741)
    if _budget1949[0] < 0: _spent1950(st)
    for _t1742 in _t1741:
        if ((_st_cvars[84 + _t1742] == _l0) and (_st_cvars[_t1742] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #654 bb20fcae>
def _loop(st, _t1720):
    _st_cvars = st.cvars
    _t1746 = st.zones[(9 + st.model.zone_instances[st.loc[_t1720]][1])]
    _budget1952[0] -= len(_t1746)
    if _budget1952[0] < 0: _spent1953(st)
    for _t1747 in _t1746:
        if ((_st_cvars[84 + _t1747] == _t1720) and (_st_cvars[_t1747] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #655 cd9c4731>
def _loop(st, _t1720):
    _st_cvars = st.cvars
    _t1749 = st.zones[(9 + st.model.zone_instances[st.loc[_t1720]][1])]
    _budget1955[0] -= len(_t1749)
    if _budget1955[0] < 0: _spent1956(st)
    _t1751 = 0
    for _t1750 in _t1749:
        if (_st_cvars[84 + _t1750] == _t1720):
            _t1751 += (1 if ((_st_cvars[_t1750] == 'carnivorous') or (_st_cvars[_t1750] == 'high_body_weight')) else (2 if (_st_cvars[_t1750] == 'parasite') else 0))
    return _t1751

# <rulerun evolution.rules: on before attack #656 51e21fe1>
def _loop(st, _t1720):
    _st_cvars = st.cvars
    _t1752 = st.zones[(9 + st.model.zone_instances[st.loc[_t1720]][1])]
    _budget1958[0] -= len(_t1752)
    if _budget1958[0] < 0: _spent1959(st)
    for _t1753 in _t1752:
        if ((_st_cvars[_t1753] == 'symbiosis') and (_st_cvars[168 + _t1753] == _t1720)):
            return True
    return False

# <rulerun evolution.rules: on before attack #657 4e918d5a>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1719 = st.zones[(5 + L[4])]
    _budget1932[0] -= len(_t1719)
    if _budget1932[0] < 0: _spent1933(st)
    _t1728 = _NOT_YET
    _t1729 = _NOT_YET
    _t1736 = _NOT_YET
    _t1737 = _NOT_YET
    _t1744 = _NOT_YET
    _t1745 = _NOT_YET
    _t1721 = []
    for _t1720 in _t1719:
        if (((_t1720 != _l1) and (_t1720 != _l0)) and ((((((_l0 != _t1720) and ((not _a1936(st, _t1720)) or (_t1729 if _t1729 is not _NOT_YET else (_t1729 := (_t1728 if _t1728 is not _NOT_YET else (_t1728 := _a1939(st, L))))))) and ((not _a1942(st, _t1720)) or (_t1737 if _t1737 is not _NOT_YET else (_t1737 := (_t1736 if _t1736 is not _NOT_YET else (_t1736 := _a1945(st, L))))))) and (_a1948(st, _t1720) == (_t1745 if _t1745 is not _NOT_YET else (_t1745 := (_t1744 if _t1744 is not _NOT_YET else (_t1744 := _a1951(st, L))))))) and (not (_a1954(st, _t1720) and ((_st_cvars[924 + _t1720] == _st_vars[0]) or (_st_cvars[504 + _t1720] >= (1 + _a1957(st, _t1720))))))) and (not _a1960(st, _t1720)))):
            _t1721.append(_t1720)
    return _t1721

# <rulerun evolution.rules: on before attack #658 f8d9efd6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1758 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget1965[0] -= len(_t1758)
    if _budget1965[0] < 0: _spent1966(st)
    _t1760 = []
    for _t1759 in _t1758:
        if ((_st_cvars[84 + _t1759] == L[1]) or (_st_cvars[168 + _t1759] == L[1])):
            _t1760.append(_t1759)
    return _t1760

# <rulerun evolution.rules: on before attack #659 ec2faf8e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1924[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1927(st, L)
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
            _r = _run1928(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            if _offer1929(st, L, _o): return True
            pc = 4
        if pc == 4:
            _r = _run1930(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run1931(st, L)
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
            _o = (_a1961(st, L) or [])
            fr[1] = 10
            _t1755 = L[4]
            _t1756 = len(_o)
            if _t1756 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1756 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1757 = st.chooser(_t1756, _t1755)
                else:
                    _t1757 = _st_bits(_t1756.bit_length())
                    while _t1757 >= _t1756: _t1757 = _st_bits(_t1756.bit_length())
                L[7] = _o[_t1757]; st.decisions += 1
            elif _decide1963(st, L, _o, _t1755): return True
            pc = 10
        if pc == 10:
            _r = _run1964(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a1967(st, L) or [])
            fr[1] = 13
            _t1761 = L[4]
            _t1762 = len(_o)
            if _t1762 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1762 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1763 = st.chooser(_t1762, _t1761)
                else:
                    _t1763 = _st_bits(_t1762.bit_length())
                    while _t1763 >= _t1762: _t1763 = _st_bits(_t1762.bit_length())
                L[8] = _o[_t1763]; st.decisions += 1
            elif _decide1969(st, L, _o, _t1761): return True
            pc = 13
        if pc == 13:
            _r = _run1970(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1971(_k1972)
            fr[1] = 15; st.cur.append([11, 0, _a]); return None
        if pc == 15:
            _r = _run1973(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1926(_k, st, _d0): raise _Runaway1925()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1974)

# <rulerun evolution.rules: on after attack #660 7a14485c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1977(_k1978)
            fr[1] = 1; st.cur.append([18, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1979)

# <rulerun evolution.rules: play #661 7a2346a8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1980[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1983(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1984(_k1985)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit1982(_k, st, _d0): raise _Runaway1981()
                continue
        if pc == 3:
            _r = _run1986(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1987(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1988)

# <rulerun evolution.rules: development #662 playout ba273736>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1992)
    L[0] = []
    _t1764 = 0; _t1765 = st.decisions
    while (len((L[0] or ())) < 4):
        _t1764 += 1
        if _t1764 > _LIMIT1993[0] and _over_limit1994(_t1764, st, _t1765): raise _Runaway1995()
        for _t1766 in (_o1996[st.vars[1]] or []):
            L[3] = _t1766
            if not ((not (_t1766 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t1766)]):
                if _st_log is not None: _st_log.append(_Text1999(_audience1997(st), [_PlayerRef1998(_t1766), ' has no cards and passes']))
                L[0] = _player2001(_joined2000(L[0], [_t1766]), 4)
            else:
                _t1767 = _st_zones[(1 + _t1766)]
                if _offer2003(st, L, _t1767[:]): raise _PlayoutCut2002()
                if (L[4] is None):
                    L[0] = _joined2000(L[0], [_t1766])
                else:
                    if _p2004(st, [_t1766, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: play_turn #663 5c867f65>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1991(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2005(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2006(_k2007)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run2008(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit2006(_k2009)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run2010(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2011)

# <rulerun evolution.rules: development #664 06dfe87f>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT2012[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k2015)
            _r = _run2016(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region2017(st, L)
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
            L[1] = (_o2018[st.vars[1]] or []); L[2] = 0
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
            _r = _run2019(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer2020(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run2021(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p2022(st, [L[3], L[4], None, None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[3], L[4], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2023(_k2024)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit2014(_k, st, _d0): raise _Runaway2013()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit2014(_k, st, _d0): raise _Runaway2013()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2025)

# <rulerun evolution.rules: play_card #665 49c075e0>
def _loop(st, _t1772):
    _st_cvars = st.cvars
    _t1774 = st.zones[(9 + st.model.zone_instances[st.loc[_t1772]][1])]
    _budget2036[0] -= len(_t1774)
    if _budget2036[0] < 0: _spent2037(st)
    for _t1775 in _t1774:
        if ((_st_cvars[84 + _t1775] == _t1772) and (_st_cvars[_t1775] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #666 54070a1e>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t1771 = ([_c for _i in [5 + _p for _p in _k2033] for _c in st.zones[_i]] or ())
    _budget2034[0] -= len(_t1771)
    if _budget2034[0] < 0: _spent2035(st)
    _t1773 = []
    for _t1772 in _t1771:
        if ((st.model.zone_instances[_st_loc[_t1772]][1] != _l0) and (not _a2038(st, _t1772))):
            _t1773.append(_t1772)
    return _t1773

# <rulerun evolution.rules: play_card #667 6fc257d6>
def _loop(st, L, _t1781, _t1785):
    _l3 = L[3]
    _st_cvars = st.cvars
    _t1786 = st.zones[(9 + st.model.zone_instances[st.loc[_t1781]][1])]
    _budget2045[0] -= len(_t1786)
    if _budget2045[0] < 0: _spent2046(st)
    for _t1787 in _t1786:
        if ((_st_cvars[_t1787] == _l3) and (((_st_cvars[84 + _t1787] == _t1781) and (_st_cvars[168 + _t1787] == _t1785)) or ((_st_cvars[84 + _t1787] == _t1785) and (_st_cvars[168 + _t1787] == _t1781)))):
            return True
    return False

# <rulerun evolution.rules: play_card #668 4aa68c21>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1780 = _st_zones[(5 + _l0)]
    _budget2043[0] -= len(_t1780)
    if _budget2043[0] < 0: _spent2044(st)
    _t1782 = []
    for _t1781 in _t1780:
        _t1784 = _st_zones[(5 + _l0)]
        _budget2043[0] -= len(_t1784)
        if _budget2043[0] < 0: _spent2044(st)
        _t1783 = False
        for _t1785 in _t1784:
            if ((_t1781 != _t1785) and (not _a2047(st, L, _t1781, _t1785))):
                _t1783 = True
                break
        if _t1783:
            _t1782.append(_t1781)
    return _t1782

# <rulerun evolution.rules: play_card #669 f3b590d7>
def _loop(st, L, _t1793):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    _t1795 = st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]
    _budget2053[0] -= len(_t1795)
    if _budget2053[0] < 0: _spent2054(st)
    for _t1796 in _t1795:
        if ((_st_cvars[_t1796] == _l3) and (((_st_cvars[84 + _t1796] == _l5) and (_st_cvars[168 + _t1796] == _t1793)) or ((_st_cvars[84 + _t1796] == _t1793) and (_st_cvars[168 + _t1796] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #670 c6ba4e31>
def _loop(st, L):
    _l5 = L[5]
    _t1792 = st.zones[(5 + L[0])]
    _budget2051[0] -= len(_t1792)
    if _budget2051[0] < 0: _spent2052(st)
    _t1794 = []
    for _t1793 in _t1792:
        if ((_l5 != _t1793) and (not _a2055(st, L, _t1793))):
            _t1794.append(_t1793)
    return _t1794

# <rulerun evolution.rules: play_card #671 6ffcac9e>
def _loop(st, L, _t1805):
    _l3 = L[3]
    _st_cvars = st.cvars
    _t1807 = st.zones[(9 + st.model.zone_instances[st.loc[_t1805]][1])]
    _budget2066[0] -= len(_t1807)
    if _budget2066[0] < 0: _spent2067(st)
    for _t1808 in _t1807:
        if ((_st_cvars[84 + _t1808] == _t1805) and (_st_cvars[_t1808] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #672 331a9248>
def _loop(st, _t1805):
    _st_cvars = st.cvars
    _t1810 = st.zones[(9 + st.model.zone_instances[st.loc[_t1805]][1])]
    _budget2069[0] -= len(_t1810)
    if _budget2069[0] < 0: _spent2070(st)
    for _t1811 in _t1810:
        if ((_st_cvars[84 + _t1811] == _t1805) and (_st_cvars[_t1811] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #673 887b5a15>
def _loop(st, _t1805):
    _st_cvars = st.cvars
    _t1813 = st.zones[(9 + st.model.zone_instances[st.loc[_t1805]][1])]
    _budget2072[0] -= len(_t1813)
    if _budget2072[0] < 0: _spent2073(st)
    for _t1814 in _t1813:
        if ((_st_cvars[84 + _t1814] == _t1805) and (_st_cvars[_t1814] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #674 d7750884>
def _loop(st, L):
    _l3 = L[3]
    _t1804 = st.zones[(5 + L[0])]
    _budget2064[0] -= len(_t1804)
    if _budget2064[0] < 0: _spent2065(st)
    _t1806 = []
    for _t1805 in _t1804:
        if ((((_l3 == 'fat_tissue') or (not _a2068(st, L, _t1805))) and (not ((_l3 == 'scavenger') and _a2071(st, _t1805)))) and (not ((_l3 == 'carnivorous') and _a2074(st, _t1805)))):
            _t1806.append(_t1805)
    return _t1806

# <rulerun evolution.rules: play_card #675 a37e6b8b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run2028(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1768 = L[0]
            _t1769 = len(_o)
            if _t1769 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1769 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1770 = st.chooser(_t1769, _t1768)
                else:
                    _t1770 = _st_bits(_t1769.bit_length())
                    while _t1770 >= _t1769: _t1770 = _st_bits(_t1769.bit_length())
                L[3] = _o[_t1770]; st.decisions += 1
            elif _decide2030(st, L, _o, _t1768): return True
            pc = 2
        if pc == 2:
            _r = _run2031(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region2032(st, L)
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
            _o = (_a2039(st, L) or [])
            fr[1] = 5
            _t1777 = L[0]
            _t1778 = len(_o)
            if _t1778 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1778 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1779 = st.chooser(_t1778, _t1777)
                else:
                    _t1779 = _st_bits(_t1778.bit_length())
                    while _t1779 >= _t1778: _t1779 = _st_bits(_t1778.bit_length())
                L[4] = _o[_t1779]; st.decisions += 1
            elif _decide2041(st, L, _o, _t1777): return True
            pc = 5
        if pc == 5:
            _r = _run2042(st, L)
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
            _o = (_a2048(st, L) or [])
            fr[1] = 9
            _t1789 = L[0]
            _t1790 = len(_o)
            if _t1790 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1790 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1791 = st.chooser(_t1790, _t1789)
                else:
                    _t1791 = _st_bits(_t1790.bit_length())
                    while _t1791 >= _t1790: _t1791 = _st_bits(_t1790.bit_length())
                L[5] = _o[_t1791]; st.decisions += 1
            elif _decide2050(st, L, _o, _t1789): return True
            pc = 9
        if pc == 9:
            _o = (_a2056(st, L) or [])
            fr[1] = 10
            _t1798 = L[0]
            _t1799 = len(_o)
            if _t1799 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1799 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1800 = st.chooser(_t1799, _t1798)
                else:
                    _t1800 = _st_bits(_t1799.bit_length())
                    while _t1800 >= _t1799: _t1800 = _st_bits(_t1799.bit_length())
                L[6] = _o[_t1800]; st.decisions += 1
            elif _decide2058(st, L, _o, _t1798): return True
            pc = 10
        if pc == 10:
            _r = _run2059(st, L)
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
            _t1801 = L[0]
            _t1802 = len(_o)
            if _t1802 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1802 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1803 = st.chooser(_t1802, _t1801)
                else:
                    _t1803 = _st_bits(_t1802.bit_length())
                    while _t1803 >= _t1802: _t1803 = _st_bits(_t1802.bit_length())
                L[7] = _o[_t1803]; st.decisions += 1
            elif _decide2061(st, L, _o, _t1801): return True
            pc = 13
        if pc == 13:
            _r = _run2062(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run2063(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a2075(st, L) or [])
            fr[1] = 18
            _t1816 = L[0]
            _t1817 = len(_o)
            if _t1817 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1817 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1818 = st.chooser(_t1817, _t1816)
                else:
                    _t1818 = _st_bits(_t1817.bit_length())
                    while _t1818 >= _t1817: _t1818 = _st_bits(_t1817.bit_length())
                L[8] = _o[_t1818]; st.decisions += 1
            elif _decide2077(st, L, _o, _t1816): return True
            pc = 18
        if pc == 18:
            _r = _run2078(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2079)

# <rulerun evolution.rules: convert_fat #676 4245d743>
def _loop(st, _t1824):
    _st_cvars = st.cvars
    _t1826 = st.zones[(9 + st.model.zone_instances[st.loc[_t1824]][1])]
    _budget2096[0] -= len(_t1826)
    if _budget2096[0] < 0: _spent2097(st)
    _t1828 = 0
    for _t1827 in _t1826:
        if (_st_cvars[84 + _t1827] == _t1824):
            _t1828 += (1 if ((_st_cvars[_t1827] == 'carnivorous') or (_st_cvars[_t1827] == 'high_body_weight')) else (2 if (_st_cvars[_t1827] == 'parasite') else 0))
    return _t1828

# <rulerun evolution.rules: convert_fat #677 3361a0f0>
def _loop(st, _t1824):
    _st_cvars = st.cvars
    _t1829 = st.zones[(9 + st.model.zone_instances[st.loc[_t1824]][1])]
    _budget2099[0] -= len(_t1829)
    if _budget2099[0] < 0: _spent2100(st)
    _t1831 = 0
    for _t1830 in _t1829:
        if (((_st_cvars[84 + _t1830] == _t1824) and (_st_cvars[_t1830] == 'fat_tissue')) and _st_cvars[252 + _t1830]):
            _t1831 += 1
    return _t1831

# <rulerun evolution.rules: convert_fat #678 3e676b56>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1823 = st.zones[(5 + L[0])]
    _budget2094[0] -= len(_t1823)
    if _budget2094[0] < 0: _spent2095(st)
    _t1825 = []
    for _t1824 in _t1823:
        if ((not ((_st_cvars[924 + _t1824] == _st_vars[0]) or (_st_cvars[504 + _t1824] >= (1 + _a2098(st, _t1824))))) and (_a2101(st, _t1824) > 0)):
            _t1825.append(_t1824)
    return _t1825

# <rulerun evolution.rules: convert_fat #679 a6bb76ce>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1836 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget2107[0] -= len(_t1836)
    if _budget2107[0] < 0: _spent2108(st)
    _t1838 = 0
    for _t1837 in _t1836:
        if (((_st_cvars[84 + _t1837] == L[1]) and (_st_cvars[_t1837] == 'fat_tissue')) and _st_cvars[252 + _t1837]):
            _t1838 += 1
    return _t1838

# <rulerun evolution.rules: convert_fat #680 093d2db0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1839 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget2110[0] -= len(_t1839)
    if _budget2110[0] < 0: _spent2111(st)
    _t1841 = 0
    for _t1840 in _t1839:
        if (_st_cvars[84 + _t1840] == L[1]):
            _t1841 += (1 if ((_st_cvars[_t1840] == 'carnivorous') or (_st_cvars[_t1840] == 'high_body_weight')) else (2 if (_st_cvars[_t1840] == 'parasite') else 0))
    return _t1841

# <rulerun evolution.rules: convert_fat #681 531b8261>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1847 = st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]
    _budget2120[0] -= len(_t1847)
    if _budget2120[0] < 0: _spent2121(st)
    _t1849 = 0
    for _t1848 in _t1847:
        if (_st_cvars[84 + _t1848] == L[1]):
            _t1849 += (1 if ((_st_cvars[_t1848] == 'carnivorous') or (_st_cvars[_t1848] == 'high_body_weight')) else (2 if (_st_cvars[_t1848] == 'parasite') else 0))
    return _t1849

# <rulerun evolution.rules: convert_fat #682 playout f48a88de>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t1822 = (_a2102(st, L) or [])
    _t1832 = _l0
    _t1833 = len(_t1822)
    if _t1833 <= 1 and _st_log is None:
        L[1] = _t1822[0] if _t1833 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1834 = st.chooser(_t1833, _t1832)
        else:
            _t1834 = _st_bits(_t1833.bit_length())
            while _t1834 >= _t1833: _t1834 = _st_bits(_t1833.bit_length())
        L[1] = _t1822[_t1834]; st.decisions += 1
    elif _decide2105(st, L, _t1822, _t1832): raise _PlayoutCut2103()
    _t1835 = (_range2106(1, min(_a2109(st, L), ((1 + _a2112(st, L)) - _st_cvars[504 + L[1]]))) or [])
    _t1842 = _l0
    _t1843 = len(_t1835)
    if _t1843 <= 1 and _st_log is None:
        L[2] = _t1835[0] if _t1843 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1844 = st.chooser(_t1843, _t1842)
        else:
            _t1844 = _st_bits(_t1843.bit_length())
            while _t1844 >= _t1843: _t1844 = _st_bits(_t1843.bit_length())
        L[2] = _t1835[_t1844]; st.decisions += 1
    elif _decide2114(st, L, _t1835, _t1842): raise _PlayoutCut2103()
    L[3] = L[2]
    _t1846 = st.zones[(9 + _l0)][:]
    _budget2115[0] -= len(_t1846)
    if _budget2115[0] < 0: _spent2116(st)
    for _t1845 in _t1846:
        L[6] = _t1845
        if not ((((_st_cvars[84 + _t1845] == L[1]) and _st_cvars[252 + _t1845]) and (L[3] > 0))): continue
        _st_cvars[252 + _t1845] = False
        L[3] = L[3] - 1
    _st_cvars[504 + L[1]] = _st_cvars[504 + L[1]] + L[2]
    if _st_log is not None: _st_log.append(_Text2123(_audience2117(st), [_PlayerRef2118(_l0), ' converts ', _plain2119(L[2]), ' fat on animal ', _plain2119(_st_cvars[420 + L[1]]), ' into food (food ', _plain2119(_st_cvars[504 + L[1]]), '/', _plain2119((1 + _a2122(st, L))), ')']))

# <rulerun evolution.rules: grazing #683 c2c0db33>
def _loop(st, _t1852):
    _st_cvars = st.cvars
    _t1854 = st.zones[(9 + st.model.zone_instances[st.loc[_t1852]][1])]
    _budget2129[0] -= len(_t1854)
    if _budget2129[0] < 0: _spent2130(st)
    for _t1855 in _t1854:
        if ((_st_cvars[84 + _t1855] == _t1852) and (_st_cvars[_t1855] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #684 56c741d6>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1851 = st.zones[(5 + L[0])]
    _budget2127[0] -= len(_t1851)
    if _budget2127[0] < 0: _spent2128(st)
    _t1853 = []
    for _t1852 in _t1851:
        if ((_a2131(st, _t1852) and (_st_cvars[840 + _t1852] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1853.append(_t1852)
    return _t1853

# <rulerun evolution.rules: grazing #685 playout 698421c3>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t1850 = (_a2132(st, L) or [])
    _t1857 = _l0
    _t1858 = len(_t1850)
    if _t1858 <= 1 and _st_log is None:
        L[1] = _t1850[0] if _t1858 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1859 = st.chooser(_t1858, _t1857)
        else:
            _t1859 = _st_bits(_t1858.bit_length())
            while _t1859 >= _t1858: _t1859 = _st_bits(_t1858.bit_length())
        L[1] = _t1850[_t1859]; st.decisions += 1
    elif _decide2135(st, L, _t1850, _t1857): raise _PlayoutCut2133()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text2139(_audience2136(st), ['Grazing: ', _PlayerRef2137(_l0), "'s animal ", _plain2138(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain2138(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #686 fbbb410f>
def _loop(st, _t1862):
    _st_cvars = st.cvars
    _t1864 = st.zones[(9 + st.model.zone_instances[st.loc[_t1862]][1])]
    _budget2144[0] -= len(_t1864)
    if _budget2144[0] < 0: _spent2145(st)
    for _t1865 in _t1864:
        if ((_st_cvars[84 + _t1865] == _t1862) and (_st_cvars[_t1865] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #687 43ee7fb8>
def _loop(st, _t1862):
    _st_cvars = st.cvars
    _t1867 = st.zones[(9 + st.model.zone_instances[st.loc[_t1862]][1])]
    _budget2147[0] -= len(_t1867)
    if _budget2147[0] < 0: _spent2148(st)
    _t1869 = 0
    for _t1868 in _t1867:
        if (_st_cvars[84 + _t1868] == _t1862):
            _t1869 += (1 if ((_st_cvars[_t1868] == 'carnivorous') or (_st_cvars[_t1868] == 'high_body_weight')) else (2 if (_st_cvars[_t1868] == 'parasite') else 0))
    return _t1869

# <rulerun evolution.rules: hibernation #688 5e4ed041>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1861 = st.zones[(5 + L[0])]
    _budget2142[0] -= len(_t1861)
    if _budget2142[0] < 0: _spent2143(st)
    _t1863 = []
    for _t1862 in _t1861:
        if ((((_a2146(st, _t1862) and (_st_cvars[924 + _t1862] != _st_vars[0])) and (_st_cvars[924 + _t1862] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1862] == _st_vars[0]) or (_st_cvars[504 + _t1862] >= (1 + _a2149(st, _t1862)))))):
            _t1863.append(_t1862)
    return _t1863

# <rulerun evolution.rules: hibernation #689 playout ebb6d96d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t1860 = (_a2150(st, L) or [])
    _t1870 = _l0
    _t1871 = len(_t1860)
    if _t1871 <= 1 and _st_log is None:
        L[1] = _t1860[0] if _t1871 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1872 = st.chooser(_t1871, _t1870)
        else:
            _t1872 = _st_bits(_t1871.bit_length())
            while _t1872 >= _t1871: _t1872 = _st_bits(_t1871.bit_length())
        L[1] = _t1860[_t1872]; st.decisions += 1
    elif _decide2153(st, L, _t1860, _t1870): raise _PlayoutCut2151()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text2157(_audience2154(st), ['Hibernation: ', _PlayerRef2155(_l0), "'s animal ", _plain2156(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #690 017315c8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT2080[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2083(st, L)
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
            _r = _run2084(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1819 = L[0]
            _t1820 = len(_o)
            if _t1820 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1820 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1821 = st.chooser(_t1820, _t1819)
                else:
                    _t1821 = _st_bits(_t1820.bit_length())
                    while _t1821 >= _t1820: _t1821 = _st_bits(_t1820.bit_length())
                L[3] = _o[_t1821]; st.decisions += 1
            elif _decide2086(st, L, _o, _t1819): return True
            pc = 4
        if pc == 4:
            _r = _run2087(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run2088(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit2089(_k2090)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run2091(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit2089(_k2092)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run2093(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2124(st, [L[0], None, None, None, None, None, None]) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2089(_k2125)
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
            if len(st.cur) >= 500: raise _RuleLimit2089(_k2126)
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
                if _p2140(st, [L[0], None]) == 3: return True
                pc = 22
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit2089(_k2141)
                fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            if st.thread_player == st.inline_thread:
                if _p2158(st, [L[0], None]) == 3: return True
                pc = 24
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit2089(_k2159)
                fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit2082(_k, st, _d0): raise _Runaway2081()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2160)

# <rulerun evolution.rules: play #691 5dd56314>
def _loop(st, p):
    _st_cvars = st.cvars
    _t1873 = st.zones[(9 + p)]
    _budget2162[0] -= len(_t1873)
    if _budget2162[0] < 0: _spent2163(st)
    _t1875 = 0
    for _t1874 in _t1873:
        _t1875 += (1 + (1 if ((_st_cvars[_t1874] == 'carnivorous') or (_st_cvars[_t1874] == 'high_body_weight')) else (2 if (_st_cvars[_t1874] == 'parasite') else 0)))
    return _t1875

# <rulerun evolution.rules: rank #692 77d716bc>
def _native(st, p):
    _st_zones = st.zones
    return ((_times2161(2, len(_st_zones[(5 + p)])) + _a2164(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #693 fea29a8a>
def _loop(st, _t1877):
    _st_cvars = st.cvars
    _t1879 = st.zones[(9 + st.model.zone_instances[st.loc[_t1877]][1])]
    _budget2168[0] -= len(_t1879)
    if _budget2168[0] < 0: _spent2169(st)
    _t1881 = 0
    for _t1880 in _t1879:
        if (_st_cvars[84 + _t1880] == _t1877):
            _t1881 += (1 + (1 if ((_st_cvars[_t1880] == 'carnivorous') or (_st_cvars[_t1880] == 'high_body_weight')) else (2 if (_st_cvars[_t1880] == 'parasite') else 0)))
    return _t1881

# <rulerun evolution.rules: play #694 44bf3b9e>
def _loop(st, _t1877):
    _st_cvars = st.cvars
    _t1882 = st.zones[(9 + st.model.zone_instances[st.loc[_t1877]][1])]
    _budget2171[0] -= len(_t1882)
    if _budget2171[0] < 0: _spent2172(st)
    _t1884 = 0
    for _t1883 in _t1882:
        if (_st_cvars[84 + _t1883] == _t1877):
            _t1884 += (1 if ((_st_cvars[_t1883] == 'carnivorous') or (_st_cvars[_t1883] == 'high_body_weight')) else (2 if (_st_cvars[_t1883] == 'parasite') else 0))
    return _t1884

# <rulerun evolution.rules: play #695 6990b4ec>
def _loop(st, _t1877):
    _st_cvars = st.cvars
    _t1885 = st.zones[(9 + st.model.zone_instances[st.loc[_t1877]][1])]
    _budget2174[0] -= len(_t1885)
    if _budget2174[0] < 0: _spent2175(st)
    _t1887 = 0
    for _t1886 in _t1885:
        if (_st_cvars[84 + _t1886] == _t1877):
            _t1887 += (1 + (1 if ((_st_cvars[_t1886] == 'carnivorous') or (_st_cvars[_t1886] == 'high_body_weight')) else (2 if (_st_cvars[_t1886] == 'parasite') else 0)))
    return _t1887

# <rulerun evolution.rules: play #696 dbd81c8d>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1876 = st.zones[(5 + p)]
    _budget2165[0] -= len(_t1876)
    if _budget2165[0] < 0: _spent2166(st)
    _t1878 = 0
    for _t1877 in _t1876:
        _t1878 += (0 if _st_cvars[588 + _t1877] else (_times2167(2, (2 + _a2170(st, _t1877))) if ((_st_cvars[924 + _t1877] == _st_vars[0]) or (_st_cvars[504 + _t1877] >= (1 + _a2173(st, _t1877)))) else (2 + _a2176(st, _t1877))))
    return _t1878

# <rulerun evolution.rules: rank #697 c4c43b0e>
def _native(st, p):
    return (_a2177(st, p), len(st.zones[(13 + p)]), )

