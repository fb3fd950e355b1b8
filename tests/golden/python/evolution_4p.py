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

# <rulerun evolution.rules: play_turn #3 d75988e1>
def _loop(st, _i2l0):
    _st_cvars = st.cvars
    _t8 = []
    for _t7 in st.zones[(9 + st.model.zone_instances[st.loc[_i2l0]][1])]:
        if ((_st_cvars[84 + _t7] == _i2l0) or (_st_cvars[168 + _t7] == _i2l0)):
            _t8.append(_t7)
    return _t8

# <rulerun evolution.rules: play_turn #4 195f99d1>
def _loop(st):
    for _t19 in (_k21 or ()):
        if (st.vars[7 + _t19] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #5 051ad9e7>
def _loop(st, _t27):
    _st_cvars = st.cvars
    _t29 = 0
    for _t28 in st.zones[(9 + st.model.zone_instances[st.loc[_t27]][1])]:
        if (_st_cvars[84 + _t28] == _t27):
            _t29 += (1 if ((_st_cvars[_t28] == 'carnivorous') or (_st_cvars[_t28] == 'high_body_weight')) else (2 if (_st_cvars[_t28] == 'parasite') else 0))
    return _t29

# <rulerun evolution.rules: extinction_and_new_cards #6 64099a58>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    _t34 = []
    for _t33 in st.zones[(9 + st.model.zone_instances[st.loc[_i5l0]][1])]:
        if ((_st_cvars[84 + _t33] == _i5l0) or (_st_cvars[168 + _t33] == _i5l0)):
            _t34.append(_t33)
    return _t34

# <rulerun evolution.rules: extinction_and_new_cards #7 6ed75130>
def _loop(st):
    for _t45 in (_k39 or ()):
        if (st.vars[7 + _t45] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #8 40a7083b>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k28)
    _t26 = []
    for _t27 in ([_c for _i in [5 + _p for _p in _k29] for _c in _st_zones[_i]] or ()):
        if ((not ((_st_cvars[924 + _t27] == _st_vars[0]) or (_st_cvars[504 + _t27] >= (1 + _a30(st, _t27))))) or _st_cvars[588 + _t27]):
            _t26.append(_t27)
    L[0] = _t26
    for _t30 in (L[0] or []):
        L[3] = _t30
        if _st_cvars[588 + _t30]:
            if _st_log is not None: _st_log.append(_Text34(_audience31(st), [_PlayerRef32(st.model.zone_instances[_st_loc[_t30]][1]), "'s animal ", _plain33(_st_cvars[420 + _t30]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text34(_audience31(st), [_PlayerRef32(st.model.zone_instances[_st_loc[_t30]][1]), "'s animal ", _plain33(_st_cvars[420 + _t30]), ' starves']))
    for _t31 in (L[0] or []):
        L[6] = _t31
        _i5l0 = _t31
        _i5 = [_i5l0, None, None, None, None]
        _i5[1] = st.model.zone_instances[_st_loc[_i5l0]][1]
        for _t32 in (_a35(st, _i5l0) or []):
            _i5[4] = _t32
            _i6l0 = _t32
            _i6 = [_i6l0, None]
            _i6[1] = st.model.zone_instances[_st_loc[_i6l0]][1]
            _st_cvars[252 + _i6l0] = False
            _st_cvars[84 + _i6l0] = None
            _st_cvars[168 + _i6l0] = None
            _st_cvars[_i6l0] = 'no_trait'
            _t35 = _i6l0
            _t36 = (13 + _i6[1])
            if type(_t35) is int and _st_log is None:
                _t37 = _st_zones[_st_loc[_t35]]
                if _t37[-1] == _t35: _t37.pop()
                else: _t37.remove(_t35)
                _st_zones[_t36].append(_t35); _st_loc[_t35] = _t36
            elif _t35 is not None:
                _move_cards36(st, _t35, _t36, False)
        _st_cvars[504 + _i5l0] = 0
        _st_cvars[588 + _i5l0] = False
        _t38 = _i5l0
        _t39 = (13 + _i5[1])
        if type(_t38) is int and _st_log is None:
            _t40 = _st_zones[_st_loc[_t38]]
            if _t40[-1] == _t38: _t40.pop()
            else: _t40.remove(_t38)
            _st_zones[_t39].append(_t38); _st_loc[_t38] = _t39
        elif _t38 is not None:
            _move_cards36(st, _t38, _t39, False)
    if (not _st_vars[2]):
        _i7 = [None, None, None, None, None, None, None, None, None]
        for _t41 in (_k37 or []):
            _i7[2] = _t41
            _st_vars[7 + _t41] = (6 if ((not _st_zones[(5 + _t41)]) and (not _st_zones[(1 + _t41)])) else (1 + len(_st_zones[(5 + _t41)])))
        for _t42 in (_o38[_st_vars[1]] or []):
            _i7[5] = _t42
            if _st_log is not None: _st_log.append(_Text34(_audience31(st), ['Cards owed to ', _PlayerRef32(_t42), ': ', _plain33(_st_vars[7 + _t42])]))
        _t43 = 0; _t44 = st.decisions
        while ((not not _st_zones[0]) and _a40(st)):
            _t43 += 1
            if _t43 > _LIMIT41[0] and _over_limit42(_t43, st, _t44): raise _Runaway43()
            for _t47 in (_o44[_st_vars[1]] or []):
                _i7[8] = _t47
                if not (((_st_vars[7 + _t47] > 0) and (not not _st_zones[0]))): continue
                _t50 = _st_zones[0]
                _t49 = (1 + _t47)
                if _st_log is None and _t50:
                    _t48 = _t50.pop(); _st_zones[_t49].append(_t48); _st_loc[_t48] = _t49
                elif _t50:
                    _move_cards36(st, _t50[-1], _t49, False)
                _st_vars[7 + _t47] = _st_vars[7 + _t47] - 1
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text34(_audience31(st), ['The deck has run out: the next turn is the last']))
    for _t51 in ([_c for _i in [5 + _p for _p in _k45] for _c in _st_zones[_i]] or []):
        L[9] = _t51
        _st_cvars[504 + _t51] = 0

# <rulerun evolution.rules: play_turn #9 2c0d6978>
def _native(st, L):
    _st_vars = st.vars
    if _p47(st, _k46[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: development #10 937897f6>
def _native(st, L):
    L[0] = []

# <rulerun evolution.rules: development #11 71eebf58>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text50(_audience48(st), [_PlayerRef49(_l3), ' has no cards and passes']))
    L[0] = _player52(_joined51(L[0], [_l3]), 4)

# <rulerun evolution.rules: development #12 99760e79>
def _native(st, L):
    L[0] = _joined53(L[0], [L[3]])

# <rulerun evolution.rules: development #13 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: play_card #14 4ee2dfc6>
def _loop(st, _t58):
    _st_cvars = st.cvars
    for _t60 in st.zones[(9 + st.model.zone_instances[st.loc[_t58]][1])]:
        if ((_st_cvars[84 + _t60] == _t58) and (_st_cvars[_t60] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #15 5c1003f2>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    for _t58 in ([_c for _i in [5 + _p for _p in _k67] for _c in st.zones[_i]] or ()):
        if ((st.model.zone_instances[_st_loc[_t58]][1] != _l0) and (not _a68(st, _t58))):
            return True
    return False

# <rulerun evolution.rules: play_card #16 c20f55c8>
def _loop(st, _t57, _t63, _t66):
    _st_cvars = st.cvars
    for _t67 in st.zones[(9 + st.model.zone_instances[st.loc[_t63]][1])]:
        if ((_st_cvars[_t67] == _t57) and (((_st_cvars[84 + _t67] == _t63) and (_st_cvars[168 + _t67] == _t66)) or ((_st_cvars[84 + _t67] == _t66) and (_st_cvars[168 + _t67] == _t63)))):
            return True
    return False

# <rulerun evolution.rules: play_card #17 7028fc87>
def _loop(st, L, _t57):
    _l0 = L[0]
    _st_zones = st.zones
    for _t63 in _st_zones[(5 + _l0)]:
        _t65 = False
        for _t66 in _st_zones[(5 + _l0)]:
            if ((_t63 != _t66) and (not _a70(st, _t57, _t63, _t66))):
                _t65 = True
                break
        if _t65:
            return True
    return False

# <rulerun evolution.rules: play_card #18 5e1e7b9b>
def _loop(st, _t57, _t69):
    _st_cvars = st.cvars
    for _t71 in st.zones[(9 + st.model.zone_instances[st.loc[_t69]][1])]:
        if ((_st_cvars[84 + _t71] == _t69) and (_st_cvars[_t71] == _t57)):
            return True
    return False

# <rulerun evolution.rules: play_card #19 7afa70ca>
def _loop(st, _t69):
    _st_cvars = st.cvars
    for _t73 in st.zones[(9 + st.model.zone_instances[st.loc[_t69]][1])]:
        if ((_st_cvars[84 + _t73] == _t69) and (_st_cvars[_t73] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #20 002c6133>
def _loop(st, _t69):
    _st_cvars = st.cvars
    for _t75 in st.zones[(9 + st.model.zone_instances[st.loc[_t69]][1])]:
        if ((_st_cvars[84 + _t75] == _t69) and (_st_cvars[_t75] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #21 aaba33ae>
def _loop(st, L, _t57):
    for _t69 in st.zones[(5 + L[0])]:
        if ((((_t57 == 'fat_tissue') or (not _a72(st, _t57, _t69))) and (not ((_t57 == 'scavenger') and _a73(st, _t69)))) and (not ((_t57 == 'carnivorous') and _a74(st, _t69)))):
            return True
    return False

# <rulerun evolution.rules: play_card #22 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #23 63a59f16>
def _loop(st, _t85):
    _st_cvars = st.cvars
    for _t87 in st.zones[(9 + st.model.zone_instances[st.loc[_t85]][1])]:
        if ((_st_cvars[84 + _t87] == _t85) and (_st_cvars[_t87] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #24 afc9e450>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t86 = []
    for _t85 in ([_c for _i in [5 + _p for _p in _k85] for _c in st.zones[_i]] or ()):
        if ((st.model.zone_instances[_st_loc[_t85]][1] != _l0) and (not _a86(st, _t85))):
            _t86.append(_t85)
    return _t86

# <rulerun evolution.rules: play_card #25 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #26 8c1e8f56>
def _loop(st, L):
    _st_cvars = st.cvars
    _t90 = []
    for _t89 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t89] == L[4]) or (_st_cvars[168 + _t89] == L[4])):
            _t90.append(_st_cvars[_t89])
    return _t90

# <rulerun evolution.rules: play_card #27 b385cb63>
def _loop(st, L):
    _st_cvars = st.cvars
    _t92 = []
    for _t91 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t91] == L[4]) or (_st_cvars[168 + _t91] == L[4])):
            _t92.append(_t91)
    return _t92

# <rulerun evolution.rules: play_card #28 2b934a32>
def _loop(st, L):
    _st_cvars = st.cvars
    _t94 = 0
    for _t93 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (_st_cvars[84 + _t93] == L[4]):
            _t94 += (1 if ((_st_cvars[_t93] == 'carnivorous') or (_st_cvars[_t93] == 'high_body_weight')) else (2 if (_st_cvars[_t93] == 'parasite') else 0))
    return _t94

# <rulerun evolution.rules: play_card #29 79c49e1e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t96 = 0
    for _t95 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (((_st_cvars[84 + _t95] == L[4]) and (_st_cvars[_t95] == 'fat_tissue')) and _st_cvars[252 + _t95]):
            _t96 += 1
    return _t96

# <rulerun evolution.rules: play_card #30 a7f97cfa>
def _loop(st, L):
    _st_cvars = st.cvars
    _t98 = 0
    for _t97 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t97] == L[4]) and (_st_cvars[_t97] == 'fat_tissue')):
            _t98 += 1
    return _t98

# <rulerun evolution.rules: play_card #31 8ad5a3fa>
def _loop(st, L):
    _st_cvars = st.cvars
    _t100 = 0
    for _t99 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t99] == L[4]) and (_st_cvars[_t99] == 'fat_tissue')):
            _t100 += 1
    return _t100

# <rulerun evolution.rules: play_card #32 5974e76a>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain88(((((('animal ' + _plain88(_st_cvars[420 + L[4]]) + ' of ' + _player_text89(st.model.zone_instances[st.loc[L[4]]][1])) + ((' ' + _plain88(_a90(st, L))) if (not not (_a91(st, L) or ())) else '')) + (' food ' + _plain88(_st_cvars[504 + L[4]]) + '/' + _plain88((1 + _a92(st, L))))) + ((' fat ' + _plain88(_a93(st, L)) + '/' + _plain88(_a94(st, L))) if (_a95(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[4]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[4]] else ''))))

# <rulerun evolution.rules: play_card #33 974e21f6>
def _loop(st, L, _t108, _t111):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t112 in st.zones[(9 + st.model.zone_instances[st.loc[_t108]][1])]:
        if ((_st_cvars[_t112] == _l3) and (((_st_cvars[84 + _t112] == _t108) and (_st_cvars[168 + _t112] == _t111)) or ((_st_cvars[84 + _t112] == _t111) and (_st_cvars[168 + _t112] == _t108)))):
            return True
    return False

# <rulerun evolution.rules: play_card #34 341b10f4>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t109 = []
    for _t108 in _st_zones[(5 + _l0)]:
        _t110 = False
        for _t111 in _st_zones[(5 + _l0)]:
            if ((_t108 != _t111) and (not _a98(st, L, _t108, _t111))):
                _t110 = True
                break
        if _t110:
            _t109.append(_t108)
    return _t109

# <rulerun evolution.rules: play_card #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #36 5161578c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t115 = []
    for _t114 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t114] == L[5]) or (_st_cvars[168 + _t114] == L[5])):
            _t115.append(_st_cvars[_t114])
    return _t115

# <rulerun evolution.rules: play_card #37 3ce5838c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t117 = []
    for _t116 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t116] == L[5]) or (_st_cvars[168 + _t116] == L[5])):
            _t117.append(_t116)
    return _t117

# <rulerun evolution.rules: play_card #38 582ff833>
def _loop(st, L):
    _st_cvars = st.cvars
    _t119 = 0
    for _t118 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t118] == L[5]):
            _t119 += (1 if ((_st_cvars[_t118] == 'carnivorous') or (_st_cvars[_t118] == 'high_body_weight')) else (2 if (_st_cvars[_t118] == 'parasite') else 0))
    return _t119

# <rulerun evolution.rules: play_card #39 979ca223>
def _loop(st, L):
    _st_cvars = st.cvars
    _t121 = 0
    for _t120 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t120] == L[5]) and (_st_cvars[_t120] == 'fat_tissue')) and _st_cvars[252 + _t120]):
            _t121 += 1
    return _t121

# <rulerun evolution.rules: play_card #40 bb56cf99>
def _loop(st, L):
    _st_cvars = st.cvars
    _t123 = 0
    for _t122 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t122] == L[5]) and (_st_cvars[_t122] == 'fat_tissue')):
            _t123 += 1
    return _t123

# <rulerun evolution.rules: play_card #41 6778bda8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t125 = 0
    for _t124 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t124] == L[5]) and (_st_cvars[_t124] == 'fat_tissue')):
            _t125 += 1
    return _t125

# <rulerun evolution.rules: play_card #42 5960c29e>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain100(((((('animal ' + _plain100(_st_cvars[420 + L[5]]) + ' of ' + _player_text101(st.model.zone_instances[st.loc[L[5]]][1])) + ((' ' + _plain100(_a102(st, L))) if (not not (_a103(st, L) or ())) else '')) + (' food ' + _plain100(_st_cvars[504 + L[5]]) + '/' + _plain100((1 + _a104(st, L))))) + ((' fat ' + _plain100(_a105(st, L)) + '/' + _plain100(_a106(st, L))) if (_a107(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else ''))))

# <rulerun evolution.rules: play_card #43 f5aef0f2>
def _loop(st, L, _t130):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t132 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t132] == _l3) and (((_st_cvars[84 + _t132] == _l5) and (_st_cvars[168 + _t132] == _t130)) or ((_st_cvars[84 + _t132] == _t130) and (_st_cvars[168 + _t132] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #44 7ac1b625>
def _loop(st, L):
    _l5 = L[5]
    _t131 = []
    for _t130 in st.zones[(5 + L[0])]:
        if ((_l5 != _t130) and (not _a110(st, L, _t130))):
            _t131.append(_t130)
    return _t131

# <rulerun evolution.rules: play_card #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #46 586f697d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t135 = []
    for _t134 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t134] == L[6]) or (_st_cvars[168 + _t134] == L[6])):
            _t135.append(_st_cvars[_t134])
    return _t135

# <rulerun evolution.rules: play_card #47 c7839e2d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t137 = []
    for _t136 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t136] == L[6]) or (_st_cvars[168 + _t136] == L[6])):
            _t137.append(_t136)
    return _t137

# <rulerun evolution.rules: play_card #48 a9c6d89c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t139 = 0
    for _t138 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (_st_cvars[84 + _t138] == L[6]):
            _t139 += (1 if ((_st_cvars[_t138] == 'carnivorous') or (_st_cvars[_t138] == 'high_body_weight')) else (2 if (_st_cvars[_t138] == 'parasite') else 0))
    return _t139

# <rulerun evolution.rules: play_card #49 3f342407>
def _loop(st, L):
    _st_cvars = st.cvars
    _t141 = 0
    for _t140 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (((_st_cvars[84 + _t140] == L[6]) and (_st_cvars[_t140] == 'fat_tissue')) and _st_cvars[252 + _t140]):
            _t141 += 1
    return _t141

# <rulerun evolution.rules: play_card #50 78a48a15>
def _loop(st, L):
    _st_cvars = st.cvars
    _t143 = 0
    for _t142 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t142] == L[6]) and (_st_cvars[_t142] == 'fat_tissue')):
            _t143 += 1
    return _t143

# <rulerun evolution.rules: play_card #51 fa7fcad9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t145 = 0
    for _t144 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t144] == L[6]) and (_st_cvars[_t144] == 'fat_tissue')):
            _t145 += 1
    return _t145

# <rulerun evolution.rules: play_card #52 78f21750>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain112(((((('animal ' + _plain112(_st_cvars[420 + L[6]]) + ' of ' + _player_text113(st.model.zone_instances[st.loc[L[6]]][1])) + ((' ' + _plain112(_a114(st, L))) if (not not (_a115(st, L) or ())) else '')) + (' food ' + _plain112(_st_cvars[504 + L[6]]) + '/' + _plain112((1 + _a116(st, L))))) + ((' fat ' + _plain112(_a117(st, L)) + '/' + _plain112(_a118(st, L))) if (_a119(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[6]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[6]] else ''))))

# <rulerun evolution.rules: play_card #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #54 71d27ca0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t151 = []
    for _t150 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t150] == L[7]) or (_st_cvars[168 + _t150] == L[7])):
            _t151.append(_st_cvars[_t150])
    return _t151

# <rulerun evolution.rules: play_card #55 14f69b01>
def _loop(st, L):
    _st_cvars = st.cvars
    _t153 = []
    for _t152 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t152] == L[7]) or (_st_cvars[168 + _t152] == L[7])):
            _t153.append(_t152)
    return _t153

# <rulerun evolution.rules: play_card #56 e86c207a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t155 = 0
    for _t154 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t154] == L[7]):
            _t155 += (1 if ((_st_cvars[_t154] == 'carnivorous') or (_st_cvars[_t154] == 'high_body_weight')) else (2 if (_st_cvars[_t154] == 'parasite') else 0))
    return _t155

# <rulerun evolution.rules: play_card #57 0954b5dc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t157 = 0
    for _t156 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t156] == L[7]) and (_st_cvars[_t156] == 'fat_tissue')) and _st_cvars[252 + _t156]):
            _t157 += 1
    return _t157

# <rulerun evolution.rules: play_card #58 41dde0b2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t159 = 0
    for _t158 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t158] == L[7]) and (_st_cvars[_t158] == 'fat_tissue')):
            _t159 += 1
    return _t159

# <rulerun evolution.rules: play_card #59 e5a805d2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t161 = 0
    for _t160 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t160] == L[7]) and (_st_cvars[_t160] == 'fat_tissue')):
            _t161 += 1
    return _t161

# <rulerun evolution.rules: play_card #60 0a92c0ab>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain122(((((('animal ' + _plain122(_st_cvars[420 + L[7]]) + ' of ' + _player_text123(st.model.zone_instances[st.loc[L[7]]][1])) + ((' ' + _plain122(_a124(st, L))) if (not not (_a125(st, L) or ())) else '')) + (' food ' + _plain122(_st_cvars[504 + L[7]]) + '/' + _plain122((1 + _a126(st, L))))) + ((' fat ' + _plain122(_a127(st, L)) + '/' + _plain122(_a128(st, L))) if (_a129(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else ''))))

# <rulerun evolution.rules: play_card #61 6729a3bc>
def _loop(st, L, _t172):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t174 in st.zones[(9 + st.model.zone_instances[st.loc[_t172]][1])]:
        if ((_st_cvars[84 + _t174] == _t172) and (_st_cvars[_t174] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #62 940c32f8>
def _loop(st, _t172):
    _st_cvars = st.cvars
    for _t176 in st.zones[(9 + st.model.zone_instances[st.loc[_t172]][1])]:
        if ((_st_cvars[84 + _t176] == _t172) and (_st_cvars[_t176] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #63 f5e165b5>
def _loop(st, _t172):
    _st_cvars = st.cvars
    for _t178 in st.zones[(9 + st.model.zone_instances[st.loc[_t172]][1])]:
        if ((_st_cvars[84 + _t178] == _t172) and (_st_cvars[_t178] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #64 13ba3a06>
def _loop(st, L):
    _l3 = L[3]
    _t173 = []
    for _t172 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a132(st, L, _t172))) and (not ((_l3 == 'scavenger') and _a133(st, _t172)))) and (not ((_l3 == 'carnivorous') and _a134(st, _t172)))):
            _t173.append(_t172)
    return _t173

# <rulerun evolution.rules: play_card #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #66 a484e401>
def _loop(st, L):
    _st_cvars = st.cvars
    _t181 = []
    for _t180 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t180] == L[8]) or (_st_cvars[168 + _t180] == L[8])):
            _t181.append(_st_cvars[_t180])
    return _t181

# <rulerun evolution.rules: play_card #67 d8c2abd3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t183 = []
    for _t182 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t182] == L[8]) or (_st_cvars[168 + _t182] == L[8])):
            _t183.append(_t182)
    return _t183

# <rulerun evolution.rules: play_card #68 9e42700f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t185 = 0
    for _t184 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (_st_cvars[84 + _t184] == L[8]):
            _t185 += (1 if ((_st_cvars[_t184] == 'carnivorous') or (_st_cvars[_t184] == 'high_body_weight')) else (2 if (_st_cvars[_t184] == 'parasite') else 0))
    return _t185

# <rulerun evolution.rules: play_card #69 48482fd1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t187 = 0
    for _t186 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (((_st_cvars[84 + _t186] == L[8]) and (_st_cvars[_t186] == 'fat_tissue')) and _st_cvars[252 + _t186]):
            _t187 += 1
    return _t187

# <rulerun evolution.rules: play_card #70 37b08645>
def _loop(st, L):
    _st_cvars = st.cvars
    _t189 = 0
    for _t188 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t188] == L[8]) and (_st_cvars[_t188] == 'fat_tissue')):
            _t189 += 1
    return _t189

# <rulerun evolution.rules: play_card #71 31c24d9a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t191 = 0
    for _t190 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t190] == L[8]) and (_st_cvars[_t190] == 'fat_tissue')):
            _t191 += 1
    return _t191

# <rulerun evolution.rules: play_card #72 bb603078>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain136(((((('animal ' + _plain136(_st_cvars[420 + L[8]]) + ' of ' + _player_text137(st.model.zone_instances[st.loc[L[8]]][1])) + ((' ' + _plain136(_a138(st, L))) if (not not (_a139(st, L) or ())) else '')) + (' food ' + _plain136(_st_cvars[504 + L[8]]) + '/' + _plain136((1 + _a140(st, L))))) + ((' fat ' + _plain136(_a141(st, L)) + '/' + _plain136(_a142(st, L))) if (_a143(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[8]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[8]] else ''))))

# <rulerun evolution.rules: play_card #73 playout b89c775c>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t62 = _NOT_YET
    _t56 = []
    for _t57 in ([_c65[_l1], _c66[_l1]] or ()):
        if ((_t57 != 'no_trait') and ((_t62 if _t62 is not _NOT_YET else (_t62 := _a69(st, L))) if (_t57 == 'parasite') else (_a71(st, L, _t57) if (((_t57 == 'symbiosis') or (_t57 == 'communication')) or (_t57 == 'cooperation')) else _a75(st, L, _t57)))):
            _t56.append(_t57)
    L[2] = _joined76(['animal'], _t56)
    _t77 = (L[2] or [])
    _t78 = _l0
    _t79 = len(_t77)
    if _t79 <= 1 and _st_log is None:
        L[3] = _t77[0] if _t79 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t80 = st.chooser(_t79, _t78)
        else:
            _t80 = _st_bits(_t79.bit_length())
            while _t80 >= _t79: _t80 = _st_bits(_t79.bit_length())
        L[3] = _t77[_t80]; st.decisions += 1
    elif _decide79(st, L, _t77, _t78): raise _PlayoutCut77()
    if (L[3] == 'animal'):
        _st_vars[11] = _st_vars[11] + 1
        _st_cvars[420 + _l1] = _st_vars[11]
        _t81 = _l1
        _t82 = (5 + _l0)
        if type(_t81) is int and _st_log is None:
            _t83 = _st_zones[_st_loc[_t81]]
            if _t83[-1] == _t81: _t83.pop()
            else: _t83.remove(_t81)
            _st_zones[_t82].append(_t81); _st_loc[_t81] = _t82
        elif _t81 is not None:
            _move_cards80(st, _t81, _t82, False)
        if _st_log is not None: _st_log.append(_Text84(_audience81(st), [_PlayerRef82(_l0), ' plays a new animal: animal ', _plain83(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = L[3]
    if (L[3] == 'parasite'):
        _t84 = (_a87(st, L) or [])
        _t101 = _l0
        _t102 = len(_t84)
        if _t102 <= 1 and _st_log is None:
            L[4] = _t84[0] if _t102 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t103 = st.chooser(_t102, _t101)
            else:
                _t103 = _st_bits(_t102.bit_length())
                while _t103 >= _t102: _t103 = _st_bits(_t102.bit_length())
            L[4] = _t84[_t103]; st.decisions += 1
        elif _decide97(st, L, _t84, _t101): raise _PlayoutCut77()
        _st_cvars[84 + _l1] = L[4]
        _t104 = _l1
        _t105 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t104) is int and _st_log is None:
            _t106 = _st_zones[_st_loc[_t104]]
            if _t106[-1] == _t104: _t106.pop()
            else: _t106.remove(_t104)
            _st_zones[_t105].append(_t104); _st_loc[_t104] = _t105
        elif _t104 is not None:
            _move_cards80(st, _t104, _t105, False)
        if _st_log is not None: _st_log.append(_Text84(_audience81(st), [_PlayerRef82(_l0), ' puts a parasite on ', _PlayerRef82(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain83(_st_cvars[420 + L[4]])]))
    elif (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
        _t107 = (_a99(st, L) or [])
        _t126 = _l0
        _t127 = len(_t107)
        if _t127 <= 1 and _st_log is None:
            L[5] = _t107[0] if _t127 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t128 = st.chooser(_t127, _t126)
            else:
                _t128 = _st_bits(_t127.bit_length())
                while _t128 >= _t127: _t128 = _st_bits(_t127.bit_length())
            L[5] = _t107[_t128]; st.decisions += 1
        elif _decide109(st, L, _t107, _t126): raise _PlayoutCut77()
        _t129 = (_a111(st, L) or [])
        _t146 = _l0
        _t147 = len(_t129)
        if _t147 <= 1 and _st_log is None:
            L[6] = _t129[0] if _t147 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t148 = st.chooser(_t147, _t146)
            else:
                _t148 = _st_bits(_t147.bit_length())
                while _t148 >= _t147: _t148 = _st_bits(_t147.bit_length())
            L[6] = _t129[_t148]; st.decisions += 1
        elif _decide121(st, L, _t129, _t146): raise _PlayoutCut77()
        _st_cvars[84 + _l1] = L[5]
        _st_cvars[168 + _l1] = L[6]
        if (L[3] == 'symbiosis'):
            _t149 = [L[5], L[6]]
            _t162 = _l0
            _t163 = len(_t149)
            if _t163 <= 1 and _st_log is None:
                L[7] = _t149[0] if _t163 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t164 = st.chooser(_t163, _t162)
                else:
                    _t164 = _st_bits(_t163.bit_length())
                    while _t164 >= _t163: _t164 = _st_bits(_t163.bit_length())
                L[7] = _t149[_t164]; st.decisions += 1
            elif _decide131(st, L, _t149, _t162): raise _PlayoutCut77()
            _st_cvars[84 + _l1] = L[7]
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            _t165 = _l1
            _t166 = (9 + _l0)
            if type(_t165) is int and _st_log is None:
                _t167 = _st_zones[_st_loc[_t165]]
                if _t167[-1] == _t165: _t167.pop()
                else: _t167.remove(_t165)
                _st_zones[_t166].append(_t165); _st_loc[_t165] = _t166
            elif _t165 is not None:
                _move_cards80(st, _t165, _t166, False)
            if _st_log is not None: _st_log.append(_Text84(_audience81(st), [_PlayerRef82(_l0), ' plays symbiosis: animal ', _plain83(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain83(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t168 = _l1
            _t169 = (9 + _l0)
            if type(_t168) is int and _st_log is None:
                _t170 = _st_zones[_st_loc[_t168]]
                if _t170[-1] == _t168: _t170.pop()
                else: _t170.remove(_t168)
                _st_zones[_t169].append(_t168); _st_loc[_t168] = _t169
            elif _t168 is not None:
                _move_cards80(st, _t168, _t169, False)
            if _st_log is not None: _st_log.append(_Text84(_audience81(st), [_PlayerRef82(_l0), ' plays ', _plain83(L[3]), ' between animal ', _plain83(_st_cvars[420 + L[5]]), ' and animal ', _plain83(_st_cvars[420 + L[6]])]))
    else:
        _t171 = (_a135(st, L) or [])
        _t192 = _l0
        _t193 = len(_t171)
        if _t193 <= 1 and _st_log is None:
            L[8] = _t171[0] if _t193 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t194 = st.chooser(_t193, _t192)
            else:
                _t194 = _st_bits(_t193.bit_length())
                while _t194 >= _t193: _t194 = _st_bits(_t193.bit_length())
            L[8] = _t171[_t194]; st.decisions += 1
        elif _decide145(st, L, _t171, _t192): raise _PlayoutCut77()
        _st_cvars[84 + _l1] = L[8]
        _t195 = _l1
        _t196 = (9 + _l0)
        if type(_t195) is int and _st_log is None:
            _t197 = _st_zones[_st_loc[_t195]]
            if _t197[-1] == _t195: _t197.pop()
            else: _t197.remove(_t195)
            _st_zones[_t196].append(_t195); _st_loc[_t195] = _t196
        elif _t195 is not None:
            _move_cards80(st, _t195, _t196, False)
        if _st_log is not None: _st_log.append(_Text84(_audience81(st), [_PlayerRef82(_l0), ' gives ', _plain83(L[3]), ' to animal ', _plain83(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: development #74 ec9c9190>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _t52 = 0; _t53 = st.decisions
    while (len((L[0] or ())) < 4):
        _t52 += 1
        if _t52 > _LIMIT54[0] and _over_limit55(_t52, st, _t53): raise _Runaway56()
        for _t54 in (_o57[st.vars[1]] or []):
            L[3] = _t54
            if not ((not (_t54 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t54)]):
                if _st_log is not None: _st_log.append(_Text60(_audience58(st), [_PlayerRef59(_t54), ' has no cards and passes']))
                L[0] = _player62(_joined61(L[0], [_t54]), 4)
            else:
                _t55 = _st_zones[(1 + _t54)]
                if _offer64(st, L, _t55[:]): raise _PlayoutCut63()
                if (L[4] is None):
                    L[0] = _joined61(L[0], [_t54])
                else:
                    if _p146(st, [_t54, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: development #75 08215bcd>
def _native(st, L):
    return (len((L[0] or ())) < 4)

# <rulerun evolution.rules: development #76 184163b9>
def _native(st, L):
    return _o147[st.vars[1]]

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

# <rulerun evolution.rules: play_card #83 6b461248>
def _loop(st, _t200):
    _st_cvars = st.cvars
    for _t202 in st.zones[(9 + st.model.zone_instances[st.loc[_t200]][1])]:
        if ((_st_cvars[84 + _t202] == _t200) and (_st_cvars[_t202] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #84 51a6173f>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    for _t200 in ([_c for _i in [5 + _p for _p in _k150] for _c in st.zones[_i]] or ()):
        if ((st.model.zone_instances[_st_loc[_t200]][1] != _l0) and (not _a151(st, _t200))):
            return True
    return False

# <rulerun evolution.rules: play_card #85 826cbf16>
def _loop(st, _t199, _t205, _t208):
    _st_cvars = st.cvars
    for _t209 in st.zones[(9 + st.model.zone_instances[st.loc[_t205]][1])]:
        if ((_st_cvars[_t209] == _t199) and (((_st_cvars[84 + _t209] == _t205) and (_st_cvars[168 + _t209] == _t208)) or ((_st_cvars[84 + _t209] == _t208) and (_st_cvars[168 + _t209] == _t205)))):
            return True
    return False

# <rulerun evolution.rules: play_card #86 7bd604fc>
def _loop(st, L, _t199):
    _l0 = L[0]
    _st_zones = st.zones
    for _t205 in _st_zones[(5 + _l0)]:
        _t207 = False
        for _t208 in _st_zones[(5 + _l0)]:
            if ((_t205 != _t208) and (not _a153(st, _t199, _t205, _t208))):
                _t207 = True
                break
        if _t207:
            return True
    return False

# <rulerun evolution.rules: play_card #87 9d18c48d>
def _loop(st, _t199, _t211):
    _st_cvars = st.cvars
    for _t213 in st.zones[(9 + st.model.zone_instances[st.loc[_t211]][1])]:
        if ((_st_cvars[84 + _t213] == _t211) and (_st_cvars[_t213] == _t199)):
            return True
    return False

# <rulerun evolution.rules: play_card #88 b6d437ad>
def _loop(st, _t211):
    _st_cvars = st.cvars
    for _t215 in st.zones[(9 + st.model.zone_instances[st.loc[_t211]][1])]:
        if ((_st_cvars[84 + _t215] == _t211) and (_st_cvars[_t215] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #89 f0f8bd3e>
def _loop(st, _t211):
    _st_cvars = st.cvars
    for _t217 in st.zones[(9 + st.model.zone_instances[st.loc[_t211]][1])]:
        if ((_st_cvars[84 + _t217] == _t211) and (_st_cvars[_t217] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #90 fcb8acef>
def _loop(st, L, _t199):
    for _t211 in st.zones[(5 + L[0])]:
        if ((((_t199 == 'fat_tissue') or (not _a155(st, _t199, _t211))) and (not ((_t199 == 'scavenger') and _a156(st, _t211)))) and (not ((_t199 == 'carnivorous') and _a157(st, _t211)))):
            return True
    return False

# <rulerun evolution.rules: play_card #91 274407b4>
def _native(st, L):
    _l1 = L[1]
    _t204 = _NOT_YET
    _t198 = []
    for _t199 in ([_c148[_l1], _c149[_l1]] or ()):
        if ((_t199 != 'no_trait') and ((_t204 if _t204 is not _NOT_YET else (_t204 := _a152(st, L))) if (_t199 == 'parasite') else (_a154(st, L, _t199) if (((_t199 == 'symbiosis') or (_t199 == 'communication')) or (_t199 == 'cooperation')) else _a158(st, L, _t199)))):
            _t198.append(_t199)
    L[2] = _joined159(['animal'], _t198)

# <rulerun evolution.rules: play_card #92 60fe0216>
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
        _t219 = _l1
        _t220 = (5 + _l0)
        if type(_t219) is int and _st_log is None:
            _t221 = _st_zones[_st_loc[_t219]]
            if _t221[-1] == _t219: _t221.pop()
            else: _t221.remove(_t219)
            _st_zones[_t220].append(_t219); _st_loc[_t219] = _t220
        elif _t219 is not None:
            _move_cards160(st, _t219, _t220, False)
        if _st_log is not None: _st_log.append(_Text164(_audience161(st), [_PlayerRef162(_l0), ' plays a new animal: animal ', _plain163(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = _l3

# <rulerun evolution.rules: play_card #93 4b637c3a>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l4
    _t222 = _l1
    _t223 = (9 + st.model.zone_instances[_st_loc[_l4]][1])
    if type(_t222) is int and _st_log is None:
        _t224 = _st_zones[_st_loc[_t222]]
        if _t224[-1] == _t222: _t224.pop()
        else: _t224.remove(_t222)
        _st_zones[_t223].append(_t222); _st_loc[_t222] = _t223
    elif _t222 is not None:
        _move_cards165(st, _t222, _t223, False)
    if _st_log is not None: _st_log.append(_Text169(_audience166(st), [_PlayerRef167(L[0]), ' puts a parasite on ', _PlayerRef167(st.model.zone_instances[_st_loc[_l4]][1]), "'s animal ", _plain168(_st_cvars[420 + _l4])]))

# <rulerun evolution.rules: play_card #94 b90362e4>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_cvars[84 + _l1] = L[5]
    _st_cvars[168 + _l1] = L[6]

# <rulerun evolution.rules: play_card #95 b8dd67f0>
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
    _t225 = _l1
    _t226 = (9 + _l0)
    if type(_t225) is int and _st_log is None:
        _t227 = _st_zones[_st_loc[_t225]]
        if _t227[-1] == _t225: _t227.pop()
        else: _t227.remove(_t225)
        _st_zones[_t226].append(_t225); _st_loc[_t225] = _t226
    elif _t225 is not None:
        _move_cards170(st, _t225, _t226, False)
    if _st_log is not None: _st_log.append(_Text174(_audience171(st), [_PlayerRef172(_l0), ' plays symbiosis: animal ', _plain173(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain173(_st_cvars[420 + _st_cvars[168 + _l1]])]))

# <rulerun evolution.rules: play_card #96 38292352>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t228 = L[1]
    _t229 = (9 + _l0)
    if type(_t228) is int and _st_log is None:
        _t230 = _st_zones[_st_loc[_t228]]
        if _t230[-1] == _t228: _t230.pop()
        else: _t230.remove(_t228)
        _st_zones[_t229].append(_t228); _st_loc[_t228] = _t229
    elif _t228 is not None:
        _move_cards175(st, _t228, _t229, False)
    if _st_log is not None: _st_log.append(_Text179(_audience176(st), [_PlayerRef177(_l0), ' plays ', _plain178(L[3]), ' between animal ', _plain178(_st_cvars[420 + L[5]]), ' and animal ', _plain178(_st_cvars[420 + L[6]])]))

# <rulerun evolution.rules: play_card #97 8bc472ab>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l8
    _t231 = _l1
    _t232 = (9 + _l0)
    if type(_t231) is int and _st_log is None:
        _t233 = _st_zones[_st_loc[_t231]]
        if _t233[-1] == _t231: _t233.pop()
        else: _t233.remove(_t231)
        _st_zones[_t232].append(_t231); _st_loc[_t231] = _t232
    elif _t231 is not None:
        _move_cards180(st, _t231, _t232, False)
    if _st_log is not None: _st_log.append(_Text184(_audience181(st), [_PlayerRef182(_l0), ' gives ', _plain183(L[3]), ' to animal ', _plain183(_st_cvars[420 + _l8])]))

# <rulerun evolution.rules: play_card #98 b331a301>
def _loop(st, _t235):
    _st_cvars = st.cvars
    for _t237 in st.zones[(9 + st.model.zone_instances[st.loc[_t235]][1])]:
        if ((_st_cvars[84 + _t237] == _t235) and (_st_cvars[_t237] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #99 4fad8ed2>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t236 = []
    for _t235 in ([_c for _i in [5 + _p for _p in _k185] for _c in st.zones[_i]] or ()):
        if ((st.model.zone_instances[_st_loc[_t235]][1] != _l0) and (not _a186(st, _t235))):
            _t236.append(_t235)
    return _t236

# <rulerun evolution.rules: play_card #100 a0f1db44>
def _loop(st, L, _t246, _t249):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t250 in st.zones[(9 + st.model.zone_instances[st.loc[_t246]][1])]:
        if ((_st_cvars[_t250] == _l3) and (((_st_cvars[84 + _t250] == _t246) and (_st_cvars[168 + _t250] == _t249)) or ((_st_cvars[84 + _t250] == _t249) and (_st_cvars[168 + _t250] == _t246)))):
            return True
    return False

# <rulerun evolution.rules: play_card #101 41d4bc90>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t247 = []
    for _t246 in _st_zones[(5 + _l0)]:
        _t248 = False
        for _t249 in _st_zones[(5 + _l0)]:
            if ((_t246 != _t249) and (not _a196(st, L, _t246, _t249))):
                _t248 = True
                break
        if _t248:
            _t247.append(_t246)
    return _t247

# <rulerun evolution.rules: play_card #102 046e26c6>
def _loop(st, L, _t256):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t258 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t258] == _l3) and (((_st_cvars[84 + _t258] == _l5) and (_st_cvars[168 + _t258] == _t256)) or ((_st_cvars[84 + _t258] == _t256) and (_st_cvars[168 + _t258] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #103 d44061d6>
def _loop(st, L):
    _l5 = L[5]
    _t257 = []
    for _t256 in st.zones[(5 + L[0])]:
        if ((_l5 != _t256) and (not _a200(st, L, _t256))):
            _t257.append(_t256)
    return _t257

# <rulerun evolution.rules: play_card #104 9e8ab325>
def _loop(st, L, _t274):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t276 in st.zones[(9 + st.model.zone_instances[st.loc[_t274]][1])]:
        if ((_st_cvars[84 + _t276] == _t274) and (_st_cvars[_t276] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #105 1727d643>
def _loop(st, _t274):
    _st_cvars = st.cvars
    for _t278 in st.zones[(9 + st.model.zone_instances[st.loc[_t274]][1])]:
        if ((_st_cvars[84 + _t278] == _t274) and (_st_cvars[_t278] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #106 b529983d>
def _loop(st, _t274):
    _st_cvars = st.cvars
    for _t280 in st.zones[(9 + st.model.zone_instances[st.loc[_t274]][1])]:
        if ((_st_cvars[84 + _t280] == _t274) and (_st_cvars[_t280] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #107 15de7020>
def _loop(st, L):
    _l3 = L[3]
    _t275 = []
    for _t274 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a206(st, L, _t274))) and (not ((_l3 == 'scavenger') and _a207(st, _t274)))) and (not ((_l3 == 'carnivorous') and _a208(st, _t274)))):
            _t275.append(_t274)
    return _t275

# <rulerun evolution.rules: play_card #108 4cc9e36e>
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
        _t234 = (_a187(st, L) or [])
        _t239 = _l0
        _t240 = len(_t234)
        if _t240 <= 1 and _st_log is None:
            L[4] = _t234[0] if _t240 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t241 = st.chooser(_t240, _t239)
            else:
                _t241 = _st_bits(_t240.bit_length())
                while _t241 >= _t240: _t241 = _st_bits(_t240.bit_length())
            L[4] = _t234[_t241]; st.decisions += 1
        elif _decide190(st, L, _t234, _t239): raise _PlayoutCut188()
        _st_cvars[84 + _l1] = L[4]
        _t242 = _l1
        _t243 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t242) is int and _st_log is None:
            _t244 = _st_zones[_st_loc[_t242]]
            if _t244[-1] == _t242: _t244.pop()
            else: _t244.remove(_t242)
            _st_zones[_t243].append(_t242); _st_loc[_t242] = _t243
        elif _t242 is not None:
            _move_cards191(st, _t242, _t243, False)
        if _st_log is not None: _st_log.append(_Text195(_audience192(st), [_PlayerRef193(_l0), ' puts a parasite on ', _PlayerRef193(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain194(_st_cvars[420 + L[4]])]))
    elif (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation')):
        _t245 = (_a197(st, L) or [])
        _t252 = _l0
        _t253 = len(_t245)
        if _t253 <= 1 and _st_log is None:
            L[5] = _t245[0] if _t253 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t254 = st.chooser(_t253, _t252)
            else:
                _t254 = _st_bits(_t253.bit_length())
                while _t254 >= _t253: _t254 = _st_bits(_t253.bit_length())
            L[5] = _t245[_t254]; st.decisions += 1
        elif _decide199(st, L, _t245, _t252): raise _PlayoutCut188()
        _t255 = (_a201(st, L) or [])
        _t260 = _l0
        _t261 = len(_t255)
        if _t261 <= 1 and _st_log is None:
            L[6] = _t255[0] if _t261 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t262 = st.chooser(_t261, _t260)
            else:
                _t262 = _st_bits(_t261.bit_length())
                while _t262 >= _t261: _t262 = _st_bits(_t261.bit_length())
            L[6] = _t255[_t262]; st.decisions += 1
        elif _decide203(st, L, _t255, _t260): raise _PlayoutCut188()
        _st_cvars[84 + _l1] = L[5]
        _st_cvars[168 + _l1] = L[6]
        if (_l3 == 'symbiosis'):
            _t263 = [L[5], L[6]]
            _t264 = _l0
            _t265 = len(_t263)
            if _t265 <= 1 and _st_log is None:
                L[7] = _t263[0] if _t265 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t266 = st.chooser(_t265, _t264)
                else:
                    _t266 = _st_bits(_t265.bit_length())
                    while _t266 >= _t265: _t266 = _st_bits(_t265.bit_length())
                L[7] = _t263[_t266]; st.decisions += 1
            elif _decide205(st, L, _t263, _t264): raise _PlayoutCut188()
            _st_cvars[84 + _l1] = L[7]
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            _t267 = _l1
            _t268 = (9 + _l0)
            if type(_t267) is int and _st_log is None:
                _t269 = _st_zones[_st_loc[_t267]]
                if _t269[-1] == _t267: _t269.pop()
                else: _t269.remove(_t267)
                _st_zones[_t268].append(_t267); _st_loc[_t267] = _t268
            elif _t267 is not None:
                _move_cards191(st, _t267, _t268, False)
            if _st_log is not None: _st_log.append(_Text195(_audience192(st), [_PlayerRef193(_l0), ' plays symbiosis: animal ', _plain194(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain194(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t270 = _l1
            _t271 = (9 + _l0)
            if type(_t270) is int and _st_log is None:
                _t272 = _st_zones[_st_loc[_t270]]
                if _t272[-1] == _t270: _t272.pop()
                else: _t272.remove(_t270)
                _st_zones[_t271].append(_t270); _st_loc[_t270] = _t271
            elif _t270 is not None:
                _move_cards191(st, _t270, _t271, False)
            if _st_log is not None: _st_log.append(_Text195(_audience192(st), [_PlayerRef193(_l0), ' plays ', _plain194(_l3), ' between animal ', _plain194(_st_cvars[420 + L[5]]), ' and animal ', _plain194(_st_cvars[420 + L[6]])]))
    else:
        _t273 = (_a209(st, L) or [])
        _t282 = _l0
        _t283 = len(_t273)
        if _t283 <= 1 and _st_log is None:
            L[8] = _t273[0] if _t283 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t284 = st.chooser(_t283, _t282)
            else:
                _t284 = _st_bits(_t283.bit_length())
                while _t284 >= _t283: _t284 = _st_bits(_t283.bit_length())
            L[8] = _t273[_t284]; st.decisions += 1
        elif _decide211(st, L, _t273, _t282): raise _PlayoutCut188()
        _st_cvars[84 + _l1] = L[8]
        _t285 = _l1
        _t286 = (9 + _l0)
        if type(_t285) is int and _st_log is None:
            _t287 = _st_zones[_st_loc[_t285]]
            if _t287[-1] == _t285: _t287.pop()
            else: _t287.remove(_t285)
            _st_zones[_t286].append(_t285); _st_loc[_t285] = _t286
        elif _t285 is not None:
            _move_cards191(st, _t285, _t286, False)
        if _st_log is not None: _st_log.append(_Text195(_audience192(st), [_PlayerRef193(_l0), ' gives ', _plain194(_l3), ' to animal ', _plain194(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: play_card #109 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: play_card #110 c1fbe227>
def _native(st, L):
    return (L[3] == 'parasite')

# <rulerun evolution.rules: play_card #111 866b43c0>
def _loop(st, _t289):
    _st_cvars = st.cvars
    for _t290 in st.zones[(9 + st.model.zone_instances[st.loc[_t289]][1])]:
        if ((_st_cvars[84 + _t290] == _t289) and (_st_cvars[_t290] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #112 d15ada3c>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t288 = []
    for _t289 in ([_c for _i in [5 + _p for _p in _k212] for _c in st.zones[_i]] or ()):
        if ((st.model.zone_instances[_st_loc[_t289]][1] != _l0) and (not _a213(st, _t289))):
            _t288.append(_t289)
    return _t288

# <rulerun evolution.rules: play_card #113 fdc9239c>
def _native(st, L):
    _l3 = L[3]
    return (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation'))

# <rulerun evolution.rules: play_card #114 e5403593>
def _loop(st, L, _t293, _t295):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t296 in st.zones[(9 + st.model.zone_instances[st.loc[_t293]][1])]:
        if ((_st_cvars[_t296] == _l3) and (((_st_cvars[84 + _t296] == _t293) and (_st_cvars[168 + _t296] == _t295)) or ((_st_cvars[84 + _t296] == _t295) and (_st_cvars[168 + _t296] == _t293)))):
            return True
    return False

# <rulerun evolution.rules: play_card #115 52c7f35e>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t292 = []
    for _t293 in _st_zones[(5 + _l0)]:
        _t294 = False
        for _t295 in _st_zones[(5 + _l0)]:
            if ((_t293 != _t295) and (not _a214(st, L, _t293, _t295))):
                _t294 = True
                break
        if _t294:
            _t292.append(_t293)
    return _t292

# <rulerun evolution.rules: play_card #116 d482800a>
def _loop(st, L, _t299):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t300 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t300] == _l3) and (((_st_cvars[84 + _t300] == _l5) and (_st_cvars[168 + _t300] == _t299)) or ((_st_cvars[84 + _t300] == _t299) and (_st_cvars[168 + _t300] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #117 345a696b>
def _native(st, L):
    _l5 = L[5]
    _t298 = []
    for _t299 in st.zones[(5 + L[0])]:
        if ((_l5 != _t299) and (not _a215(st, L, _t299))):
            _t298.append(_t299)
    return _t298

# <rulerun evolution.rules: play_card #118 78824172>
def _native(st, L):
    return (L[3] == 'symbiosis')

# <rulerun evolution.rules: play_card #119 5a38dd93>
def _native(st, L):
    return [L[5], L[6]]

# <rulerun evolution.rules: play_card #120 6170cf9d>
def _loop(st, L, _t303):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t304 in st.zones[(9 + st.model.zone_instances[st.loc[_t303]][1])]:
        if ((_st_cvars[84 + _t304] == _t303) and (_st_cvars[_t304] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #121 16284047>
def _loop(st, _t303):
    _st_cvars = st.cvars
    for _t306 in st.zones[(9 + st.model.zone_instances[st.loc[_t303]][1])]:
        if ((_st_cvars[84 + _t306] == _t303) and (_st_cvars[_t306] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #122 9cc3574f>
def _loop(st, _t303):
    _st_cvars = st.cvars
    for _t308 in st.zones[(9 + st.model.zone_instances[st.loc[_t303]][1])]:
        if ((_st_cvars[84 + _t308] == _t303) and (_st_cvars[_t308] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #123 daf920f4>
def _native(st, L):
    _l3 = L[3]
    _t302 = []
    for _t303 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a216(st, L, _t303))) and (not ((_l3 == 'scavenger') and _a217(st, _t303)))) and (not ((_l3 == 'carnivorous') and _a218(st, _t303)))):
            _t302.append(_t303)
    return _t302

# <rulerun evolution.rules: determining_the_food_base #124 882c24d5>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k219)
    _st_vars[3] = ((_roll220(st, 1, 6) + 2) if (4 == 2) else (_roll220(st, 2, 6) if (4 == 3) else ((_roll220(st, 2, 6) + 2) if (4 == 4) else ((_roll220(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll220(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll220(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll220(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _st_log is not None: _st_log.append(_Text224(_audience221(st), [_PlayerRef222(_st_vars[1]), ' rolls the food base: ', _plain223(_st_vars[3]), ' red tokens']))

# <rulerun evolution.rules: feeding #125 5b5ad116>
def _loop(st, _t310):
    _st_cvars = st.cvars
    _t312 = []
    for _t311 in st.zones[(9 + st.model.zone_instances[st.loc[_t310]][1])]:
        if ((_st_cvars[84 + _t311] == _t310) or (_st_cvars[168 + _t311] == _t310)):
            _t312.append(_st_cvars[_t311])
    return _t312

# <rulerun evolution.rules: feeding #126 0314ba4d>
def _loop(st, _t310):
    _st_cvars = st.cvars
    _t314 = []
    for _t313 in st.zones[(9 + st.model.zone_instances[st.loc[_t310]][1])]:
        if ((_st_cvars[84 + _t313] == _t310) or (_st_cvars[168 + _t313] == _t310)):
            _t314.append(_t313)
    return _t314

# <rulerun evolution.rules: feeding #127 e465b7e3>
def _loop(st, _t310):
    _st_cvars = st.cvars
    _t316 = 0
    for _t315 in st.zones[(9 + st.model.zone_instances[st.loc[_t310]][1])]:
        if (_st_cvars[84 + _t315] == _t310):
            _t316 += (1 if ((_st_cvars[_t315] == 'carnivorous') or (_st_cvars[_t315] == 'high_body_weight')) else (2 if (_st_cvars[_t315] == 'parasite') else 0))
    return _t316

# <rulerun evolution.rules: feeding #128 06b23005>
def _loop(st, _t310):
    _st_cvars = st.cvars
    _t318 = 0
    for _t317 in st.zones[(9 + st.model.zone_instances[st.loc[_t310]][1])]:
        if (((_st_cvars[84 + _t317] == _t310) and (_st_cvars[_t317] == 'fat_tissue')) and _st_cvars[252 + _t317]):
            _t318 += 1
    return _t318

# <rulerun evolution.rules: feeding #129 66c889bb>
def _loop(st, _t310):
    _st_cvars = st.cvars
    _t320 = 0
    for _t319 in st.zones[(9 + st.model.zone_instances[st.loc[_t310]][1])]:
        if ((_st_cvars[84 + _t319] == _t310) and (_st_cvars[_t319] == 'fat_tissue')):
            _t320 += 1
    return _t320

# <rulerun evolution.rules: feeding #130 71bd0c5f>
def _loop(st, _t310):
    _st_cvars = st.cvars
    _t322 = 0
    for _t321 in st.zones[(9 + st.model.zone_instances[st.loc[_t310]][1])]:
        if ((_st_cvars[84 + _t321] == _t310) and (_st_cvars[_t321] == 'fat_tissue')):
            _t322 += 1
    return _t322

# <rulerun evolution.rules: feeding #131 a919e835>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _i8 = [None, None, None]
    for _t310 in ([_c for _i in [5 + _p for _p in _k225] for _c in st.zones[_i]] or []):
        _i8[2] = _t310
        if _st_log is not None: _st_log.append(_Text235(_audience226(st), ['  ', _plain227(((((('animal ' + _plain227(_st_cvars[420 + _t310]) + ' of ' + _player_text228(st.model.zone_instances[st.loc[_t310]][1])) + ((' ' + _plain227(_a229(st, _t310))) if (not not (_a230(st, _t310) or ())) else '')) + (' food ' + _plain227(_st_cvars[504 + _t310]) + '/' + _plain227((1 + _a231(st, _t310))))) + ((' fat ' + _plain227(_a232(st, _t310)) + '/' + _plain227(_a233(st, _t310))) if (_a234(st, _t310) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t310] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t310] else ''))))]))

# <rulerun evolution.rules: feeding #132 5505705d>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text238(_audience236(st), [_plain237(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0

# <rulerun evolution.rules: show_animals #133 2e33105d>
def _loop(st, _t323):
    _st_cvars = st.cvars
    _t325 = []
    for _t324 in st.zones[(9 + st.model.zone_instances[st.loc[_t323]][1])]:
        if ((_st_cvars[84 + _t324] == _t323) or (_st_cvars[168 + _t324] == _t323)):
            _t325.append(_st_cvars[_t324])
    return _t325

# <rulerun evolution.rules: show_animals #134 cb763d55>
def _loop(st, _t323):
    _st_cvars = st.cvars
    _t327 = []
    for _t326 in st.zones[(9 + st.model.zone_instances[st.loc[_t323]][1])]:
        if ((_st_cvars[84 + _t326] == _t323) or (_st_cvars[168 + _t326] == _t323)):
            _t327.append(_t326)
    return _t327

# <rulerun evolution.rules: show_animals #135 5021a3bc>
def _loop(st, _t323):
    _st_cvars = st.cvars
    _t329 = 0
    for _t328 in st.zones[(9 + st.model.zone_instances[st.loc[_t323]][1])]:
        if (_st_cvars[84 + _t328] == _t323):
            _t329 += (1 if ((_st_cvars[_t328] == 'carnivorous') or (_st_cvars[_t328] == 'high_body_weight')) else (2 if (_st_cvars[_t328] == 'parasite') else 0))
    return _t329

# <rulerun evolution.rules: show_animals #136 dbb7fb0d>
def _loop(st, _t323):
    _st_cvars = st.cvars
    _t331 = 0
    for _t330 in st.zones[(9 + st.model.zone_instances[st.loc[_t323]][1])]:
        if (((_st_cvars[84 + _t330] == _t323) and (_st_cvars[_t330] == 'fat_tissue')) and _st_cvars[252 + _t330]):
            _t331 += 1
    return _t331

# <rulerun evolution.rules: show_animals #137 f6f97459>
def _loop(st, _t323):
    _st_cvars = st.cvars
    _t333 = 0
    for _t332 in st.zones[(9 + st.model.zone_instances[st.loc[_t323]][1])]:
        if ((_st_cvars[84 + _t332] == _t323) and (_st_cvars[_t332] == 'fat_tissue')):
            _t333 += 1
    return _t333

# <rulerun evolution.rules: show_animals #138 7eb236cf>
def _loop(st, _t323):
    _st_cvars = st.cvars
    _t335 = 0
    for _t334 in st.zones[(9 + st.model.zone_instances[st.loc[_t323]][1])]:
        if ((_st_cvars[84 + _t334] == _t323) and (_st_cvars[_t334] == 'fat_tissue')):
            _t335 += 1
    return _t335

# <rulerun evolution.rules: show_animals #139 bb232bc9>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    for _t323 in ([_c for _i in [5 + _p for _p in _k239] for _c in st.zones[_i]] or []):
        L[2] = _t323
        if _st_log is not None: _st_log.append(_Text249(_audience240(st), ['  ', _plain241(((((('animal ' + _plain241(_st_cvars[420 + _t323]) + ' of ' + _player_text242(st.model.zone_instances[st.loc[_t323]][1])) + ((' ' + _plain241(_a243(st, _t323))) if (not not (_a244(st, _t323) or ())) else '')) + (' food ' + _plain241(_st_cvars[504 + _t323]) + '/' + _plain241((1 + _a245(st, _t323))))) + ((' fat ' + _plain241(_a246(st, _t323)) + '/' + _plain241(_a247(st, _t323))) if (_a248(st, _t323) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t323] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t323] else ''))))]))

# <rulerun evolution.rules: feeding_laps #140 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #141 2dbc1bab>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = _st_vars[4] + 1
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #142 cc2130fb>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = _st_vars[6] + 1
    if (_st_vars[6] >= 4):
        if _st_log is not None: _st_log.append(_Text251(_audience250(st), ['A full lap passes without any action: the feeding phase ends']))
        return 2

# <rulerun evolution.rules: feeding_laps #143 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: feeding_laps #144 53e9145c>
def _native(st, L):
    return _o252[st.vars[1]]

# <rulerun evolution.rules: feeding_laps #145 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: feeding_end_check #146 8dfc6e7c>
def _loop(st, _t337):
    _st_cvars = st.cvars
    _t339 = 0
    for _t338 in st.zones[(9 + st.model.zone_instances[st.loc[_t337]][1])]:
        if (_st_cvars[84 + _t338] == _t337):
            _t339 += (1 if ((_st_cvars[_t338] == 'carnivorous') or (_st_cvars[_t338] == 'high_body_weight')) else (2 if (_st_cvars[_t338] == 'parasite') else 0))
    return _t339

# <rulerun evolution.rules: feeding_end_check #147 694caea8>
def _loop(st, _t337):
    _st_cvars = st.cvars
    _t341 = 0
    for _t340 in st.zones[(9 + st.model.zone_instances[st.loc[_t337]][1])]:
        if (((_st_cvars[84 + _t340] == _t337) and (_st_cvars[_t340] == 'fat_tissue')) and _st_cvars[252 + _t340]):
            _t341 += 1
    return _t341

# <rulerun evolution.rules: feeding_end_check #148 6bb11f1c>
def _loop(st, _t337):
    _st_cvars = st.cvars
    _t343 = 0
    for _t342 in st.zones[(9 + st.model.zone_instances[st.loc[_t337]][1])]:
        if ((_st_cvars[84 + _t342] == _t337) and (_st_cvars[_t342] == 'fat_tissue')):
            _t343 += 1
    return _t343

# <rulerun evolution.rules: feeding_end_check #149 d327b181>
def _loop(st, _t346):
    _st_cvars = st.cvars
    _t349 = 0
    for _t348 in st.zones[(9 + st.model.zone_instances[st.loc[_t346]][1])]:
        if (_st_cvars[84 + _t348] == _t346):
            _t349 += (1 if ((_st_cvars[_t348] == 'carnivorous') or (_st_cvars[_t348] == 'high_body_weight')) else (2 if (_st_cvars[_t348] == 'parasite') else 0))
    return _t349

# <rulerun evolution.rules: feeding_end_check #150 53d6c20c>
def _loop(st, _t346):
    _st_cvars = st.cvars
    _t351 = 0
    for _t350 in st.zones[(9 + st.model.zone_instances[st.loc[_t346]][1])]:
        if (((_st_cvars[84 + _t350] == _t346) and (_st_cvars[_t350] == 'fat_tissue')) and _st_cvars[252 + _t350]):
            _t351 += 1
    return _t351

# <rulerun evolution.rules: feeding_end_check #151 9863adab>
def _loop(st, _t346):
    _st_cvars = st.cvars
    _t353 = 0
    for _t352 in st.zones[(9 + st.model.zone_instances[st.loc[_t346]][1])]:
        if ((_st_cvars[84 + _t352] == _t346) and (_st_cvars[_t352] == 'fat_tissue')):
            _t353 += 1
    return _t353

# <rulerun evolution.rules: feeding_end_check #152 d99e5213>
def _loop(st, _t354):
    _st_cvars = st.cvars
    _t357 = 0
    for _t356 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t354]]][1])]:
        if (_st_cvars[84 + _t356] == _st_cvars[84 + _t354]):
            _t357 += (1 if ((_st_cvars[_t356] == 'carnivorous') or (_st_cvars[_t356] == 'high_body_weight')) else (2 if (_st_cvars[_t356] == 'parasite') else 0))
    return _t357

# <rulerun evolution.rules: feeding_end_check #153 d28a3c87>
def _loop(st, _t346):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t354 in st.zones[(9 + st.model.zone_instances[st.loc[_t346]][1])]:
        if (((_st_cvars[_t354] == 'symbiosis') and (_st_cvars[168 + _t354] == _t346)) and (not ((_st_cvars[924 + _st_cvars[84 + _t354]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t354]] >= (1 + _a264(st, _t354)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #154 2ec277f2>
def _loop(st, _t345):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t346 in st.zones[(5 + _t345)]:
        if ((not ((_st_cvars[924 + _t346] == _st_vars[0]) or ((_st_cvars[504 + _t346] >= (1 + _a261(st, _t346))) and (_a262(st, _t346) >= _a263(st, _t346))))) and (not _a265(st, _t346))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #155 f4c124f8>
def _loop(st, _t358):
    _st_cvars = st.cvars
    for _t360 in st.zones[(9 + st.model.zone_instances[st.loc[_t358]][1])]:
        if ((_st_cvars[84 + _t360] == _t358) and (_st_cvars[_t360] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #156 b477fd3d>
def _loop(st, _t358):
    _st_cvars = st.cvars
    _t363 = 0
    for _t362 in st.zones[(9 + st.model.zone_instances[st.loc[_t358]][1])]:
        if (_st_cvars[84 + _t362] == _t358):
            _t363 += (1 if ((_st_cvars[_t362] == 'carnivorous') or (_st_cvars[_t362] == 'high_body_weight')) else (2 if (_st_cvars[_t362] == 'parasite') else 0))
    return _t363

# <rulerun evolution.rules: feeding_end_check #157 4d5f6272>
def _loop(st, _t358):
    _st_cvars = st.cvars
    _t365 = 0
    for _t364 in st.zones[(9 + st.model.zone_instances[st.loc[_t358]][1])]:
        if (((_st_cvars[84 + _t364] == _t358) and (_st_cvars[_t364] == 'fat_tissue')) and _st_cvars[252 + _t364]):
            _t365 += 1
    return _t365

# <rulerun evolution.rules: feeding_end_check #158 b623d73a>
def _loop(st, _t358):
    _st_cvars = st.cvars
    _t367 = 0
    for _t366 in st.zones[(9 + st.model.zone_instances[st.loc[_t358]][1])]:
        if ((_st_cvars[84 + _t366] == _t358) and (_st_cvars[_t366] == 'fat_tissue')):
            _t367 += 1
    return _t367

# <rulerun evolution.rules: feeding_end_check #159 36072850>
def _loop(st, _t368):
    _st_cvars = st.cvars
    _t371 = 0
    for _t370 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t368]]][1])]:
        if (_st_cvars[84 + _t370] == _st_cvars[84 + _t368]):
            _t371 += (1 if ((_st_cvars[_t370] == 'carnivorous') or (_st_cvars[_t370] == 'high_body_weight')) else (2 if (_st_cvars[_t370] == 'parasite') else 0))
    return _t371

# <rulerun evolution.rules: feeding_end_check #160 8007f042>
def _loop(st, _t358):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t368 in st.zones[(9 + st.model.zone_instances[st.loc[_t358]][1])]:
        if (((_st_cvars[_t368] == 'symbiosis') and (_st_cvars[168 + _t368] == _t358)) and (not ((_st_cvars[924 + _st_cvars[84 + _t368]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t368]] >= (1 + _a271(st, _t368)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #161 d8dddd64>
def _loop(st, _t372):
    _st_cvars = st.cvars
    for _t374 in st.zones[(9 + st.model.zone_instances[st.loc[_t372]][1])]:
        if ((_st_cvars[84 + _t374] == _t372) and (_st_cvars[_t374] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #162 074370a1>
def _loop(st, _t358):
    _st_cvars = st.cvars
    for _t376 in st.zones[(9 + st.model.zone_instances[st.loc[_t358]][1])]:
        if ((_st_cvars[84 + _t376] == _t358) and (_st_cvars[_t376] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #163 32e09a0f>
def _loop(st, _t372):
    _st_cvars = st.cvars
    for _t380 in st.zones[(9 + st.model.zone_instances[st.loc[_t372]][1])]:
        if ((_st_cvars[84 + _t380] == _t372) and (_st_cvars[_t380] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #164 eaea825b>
def _loop(st, _t358):
    _st_cvars = st.cvars
    for _t382 in st.zones[(9 + st.model.zone_instances[st.loc[_t358]][1])]:
        if ((_st_cvars[84 + _t382] == _t358) and (_st_cvars[_t382] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #165 3572a495>
def _loop(st, _t372):
    _st_cvars = st.cvars
    for _t386 in st.zones[(9 + st.model.zone_instances[st.loc[_t372]][1])]:
        if ((_st_cvars[84 + _t386] == _t372) and (_st_cvars[_t386] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #166 9a385e51>
def _loop(st, _t358):
    _st_cvars = st.cvars
    for _t388 in st.zones[(9 + st.model.zone_instances[st.loc[_t358]][1])]:
        if ((_st_cvars[84 + _t388] == _t358) and (_st_cvars[_t388] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #167 d1064309>
def _loop(st, _t372):
    _st_cvars = st.cvars
    for _t392 in st.zones[(9 + st.model.zone_instances[st.loc[_t372]][1])]:
        if ((_st_cvars[84 + _t392] == _t372) and (_st_cvars[_t392] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #168 16142c56>
def _loop(st, _t372):
    _st_cvars = st.cvars
    _t395 = 0
    for _t394 in st.zones[(9 + st.model.zone_instances[st.loc[_t372]][1])]:
        if (_st_cvars[84 + _t394] == _t372):
            _t395 += (1 if ((_st_cvars[_t394] == 'carnivorous') or (_st_cvars[_t394] == 'high_body_weight')) else (2 if (_st_cvars[_t394] == 'parasite') else 0))
    return _t395

# <rulerun evolution.rules: feeding_end_check #169 fa740e39>
def _loop(st, _t372):
    _st_cvars = st.cvars
    for _t396 in st.zones[(9 + st.model.zone_instances[st.loc[_t372]][1])]:
        if ((_st_cvars[_t396] == 'symbiosis') and (_st_cvars[168 + _t396] == _t372)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #170 37a2ac2b>
def _loop(st, _t358):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t378 = _NOT_YET
    _t379 = _NOT_YET
    _t384 = _NOT_YET
    _t385 = _NOT_YET
    _t390 = _NOT_YET
    _t391 = _NOT_YET
    for _t372 in ([_c for _i in [5 + _p for _p in _k273] for _c in st.zones[_i]] or ()):
        if ((((((_t358 != _t372) and ((not _a274(st, _t372)) or (_t379 if _t379 is not _NOT_YET else (_t379 := (_t378 if _t378 is not _NOT_YET else (_t378 := _a275(st, _t358))))))) and ((not _a276(st, _t372)) or (_t385 if _t385 is not _NOT_YET else (_t385 := (_t384 if _t384 is not _NOT_YET else (_t384 := _a277(st, _t358))))))) and (_a278(st, _t372) == (_t391 if _t391 is not _NOT_YET else (_t391 := (_t390 if _t390 is not _NOT_YET else (_t390 := _a279(st, _t358))))))) and (not (_a280(st, _t372) and ((_st_cvars[924 + _t372] == _st_vars[0]) or (_st_cvars[504 + _t372] >= (1 + _a281(st, _t372))))))) and (not _a282(st, _t372))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #171 b47854c0>
def _loop(st, _t345):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t358 in st.zones[(5 + _t345)]:
        if (((_a267(st, _t358) and (_st_cvars[672 + _t358] != _st_vars[0])) and ((not ((_st_cvars[924 + _t358] == _st_vars[0]) or ((_st_cvars[504 + _t358] >= (1 + _a268(st, _t358))) and (_a269(st, _t358) >= _a270(st, _t358))))) and (not _a272(st, _t358)))) and _a283(st, _t358)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #172 bf4a1246>
def _loop(st, _t398):
    _st_cvars = st.cvars
    _t401 = 0
    for _t400 in st.zones[(9 + st.model.zone_instances[st.loc[_t398]][1])]:
        if (_st_cvars[84 + _t400] == _t398):
            _t401 += (1 if ((_st_cvars[_t400] == 'carnivorous') or (_st_cvars[_t400] == 'high_body_weight')) else (2 if (_st_cvars[_t400] == 'parasite') else 0))
    return _t401

# <rulerun evolution.rules: feeding_end_check #173 aa63ec81>
def _loop(st, _t398):
    _st_cvars = st.cvars
    _t403 = 0
    for _t402 in st.zones[(9 + st.model.zone_instances[st.loc[_t398]][1])]:
        if (((_st_cvars[84 + _t402] == _t398) and (_st_cvars[_t402] == 'fat_tissue')) and _st_cvars[252 + _t402]):
            _t403 += 1
    return _t403

# <rulerun evolution.rules: feeding_end_check #174 d477a9b7>
def _loop(st, _t345):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t398 in st.zones[(5 + _t345)]:
        if ((not ((_st_cvars[924 + _t398] == _st_vars[0]) or (_st_cvars[504 + _t398] >= (1 + _a285(st, _t398))))) and (_a286(st, _t398) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #175 79bac019>
def _loop(st, _t404):
    _st_cvars = st.cvars
    for _t406 in st.zones[(9 + st.model.zone_instances[st.loc[_t404]][1])]:
        if ((_st_cvars[84 + _t406] == _t404) and (_st_cvars[_t406] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #176 4b4c1aa0>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _t409 = 0
    for _t408 in st.zones[(9 + st.model.zone_instances[st.loc[_t404]][1])]:
        if (_st_cvars[84 + _t408] == _t404):
            _t409 += (1 if ((_st_cvars[_t408] == 'carnivorous') or (_st_cvars[_t408] == 'high_body_weight')) else (2 if (_st_cvars[_t408] == 'parasite') else 0))
    return _t409

# <rulerun evolution.rules: feeding_end_check #177 d15fff43>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _t411 = 0
    for _t410 in st.zones[(9 + st.model.zone_instances[st.loc[_t404]][1])]:
        if (_st_cvars[84 + _t410] == _t404):
            _t411 += (1 if ((_st_cvars[_t410] == 'carnivorous') or (_st_cvars[_t410] == 'high_body_weight')) else (2 if (_st_cvars[_t410] == 'parasite') else 0))
    return _t411

# <rulerun evolution.rules: feeding_end_check #178 44783a3e>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _t413 = 0
    for _t412 in st.zones[(9 + st.model.zone_instances[st.loc[_t404]][1])]:
        if (((_st_cvars[84 + _t412] == _t404) and (_st_cvars[_t412] == 'fat_tissue')) and _st_cvars[252 + _t412]):
            _t413 += 1
    return _t413

# <rulerun evolution.rules: feeding_end_check #179 a403c5dc>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _t415 = 0
    for _t414 in st.zones[(9 + st.model.zone_instances[st.loc[_t404]][1])]:
        if ((_st_cvars[84 + _t414] == _t404) and (_st_cvars[_t414] == 'fat_tissue')):
            _t415 += 1
    return _t415

# <rulerun evolution.rules: feeding_end_check #180 96129836>
def _loop(st, _t416):
    _st_cvars = st.cvars
    _t419 = 0
    for _t418 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t416]]][1])]:
        if (_st_cvars[84 + _t418] == _st_cvars[84 + _t416]):
            _t419 += (1 if ((_st_cvars[_t418] == 'carnivorous') or (_st_cvars[_t418] == 'high_body_weight')) else (2 if (_st_cvars[_t418] == 'parasite') else 0))
    return _t419

# <rulerun evolution.rules: feeding_end_check #181 fae2fcfe>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t416 in st.zones[(9 + st.model.zone_instances[st.loc[_t404]][1])]:
        if (((_st_cvars[_t416] == 'symbiosis') and (_st_cvars[168 + _t416] == _t404)) and (not ((_st_cvars[924 + _st_cvars[84 + _t416]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t416]] >= (1 + _a293(st, _t416)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #182 26af6f64>
def _loop(st, _t420):
    _st_cvars = st.cvars
    _t423 = 0
    for _t422 in st.zones[(9 + st.model.zone_instances[st.loc[_t420]][1])]:
        if (_st_cvars[84 + _t422] == _t420):
            _t423 += (1 if ((_st_cvars[_t422] == 'carnivorous') or (_st_cvars[_t422] == 'high_body_weight')) else (2 if (_st_cvars[_t422] == 'parasite') else 0))
    return _t423

# <rulerun evolution.rules: feeding_end_check #183 624ce352>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t420 in ([_c for _i in [5 + _p for _p in _k295] for _c in st.zones[_i]] or ()):
        if ((_t420 != _t404) and ((not ((_st_cvars[924 + _t420] == _st_vars[0]) or (_st_cvars[504 + _t420] >= (1 + _a296(st, _t420))))) and (_st_cvars[504 + _t420] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #184 20424165>
def _loop(st, _t404):
    _st_cvars = st.cvars
    for _t424 in st.zones[(9 + st.model.zone_instances[st.loc[_t404]][1])]:
        if ((_st_cvars[84 + _t424] == _t404) and (_st_cvars[_t424] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #185 aebe98ce>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _t427 = 0
    for _t426 in st.zones[(9 + st.model.zone_instances[st.loc[_t404]][1])]:
        if (_st_cvars[84 + _t426] == _t404):
            _t427 += (1 if ((_st_cvars[_t426] == 'carnivorous') or (_st_cvars[_t426] == 'high_body_weight')) else (2 if (_st_cvars[_t426] == 'parasite') else 0))
    return _t427

# <rulerun evolution.rules: feeding_end_check #186 311de720>
def _loop(st, _t404):
    _st_cvars = st.cvars
    for _t428 in st.zones[(9 + st.model.zone_instances[st.loc[_t404]][1])]:
        if ((_st_cvars[84 + _t428] == _t404) and (_st_cvars[_t428] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #187 9534b306>
def _loop(st, _t345):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t404 in st.zones[(5 + _t345)]:
        if ((((((_a288(st, _t404) and (_st_cvars[756 + _t404] != _st_vars[0])) and (not ((_st_cvars[924 + _t404] == _st_vars[0]) or (_st_cvars[504 + _t404] >= (1 + _a289(st, _t404)))))) and ((not ((_st_cvars[924 + _t404] == _st_vars[0]) or ((_st_cvars[504 + _t404] >= (1 + _a290(st, _t404))) and (_a291(st, _t404) >= _a292(st, _t404))))) and (not _a294(st, _t404)))) and _a297(st, _t404)) or ((((_a298(st, _t404) and (_st_cvars[924 + _t404] != _st_vars[0])) and (_st_cvars[924 + _t404] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t404] == _st_vars[0]) or (_st_cvars[504 + _t404] >= (1 + _a299(st, _t404))))))) or ((_st_vars[3] > 0) and _a300(st, _t404))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #188 94e0e89d>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t336 = True
    for _t337 in ([_c for _i in [5 + _p for _p in _k253] for _c in st.zones[_i]] or ()):
        if not (((_st_cvars[924 + _t337] == _st_vars[0]) or ((_st_cvars[504 + _t337] >= (1 + _a254(st, _t337))) and (_a255(st, _t337) >= _a256(st, _t337))))):
            _t336 = False
            break
    if _t336:
        if _st_log is not None: _st_log.append(_Text258(_audience257(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo259(6)
    _t344 = False
    for _t345 in (_k260 or ()):
        if (((((_st_vars[3] > 0) and _a266(st, _t345)) or _a284(st, _t345)) or _a287(st, _t345)) or _a301(st, _t345)):
            _t344 = True
            break
    if (not _t344):
        if _st_log is not None: _st_log.append(_Text258(_audience257(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo259(6)

# <rulerun evolution.rules: feeding_turn_of #189 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #190 c68af695>
def _loop(st, _t431):
    _st_cvars = st.cvars
    _t433 = 0
    for _t432 in st.zones[(9 + st.model.zone_instances[st.loc[_t431]][1])]:
        if (_st_cvars[84 + _t432] == _t431):
            _t433 += (1 if ((_st_cvars[_t432] == 'carnivorous') or (_st_cvars[_t432] == 'high_body_weight')) else (2 if (_st_cvars[_t432] == 'parasite') else 0))
    return _t433

# <rulerun evolution.rules: feeding_turn_of #191 35f7e395>
def _loop(st, _t431):
    _st_cvars = st.cvars
    _t435 = 0
    for _t434 in st.zones[(9 + st.model.zone_instances[st.loc[_t431]][1])]:
        if (((_st_cvars[84 + _t434] == _t431) and (_st_cvars[_t434] == 'fat_tissue')) and _st_cvars[252 + _t434]):
            _t435 += 1
    return _t435

# <rulerun evolution.rules: feeding_turn_of #192 2aebf53e>
def _loop(st, _t431):
    _st_cvars = st.cvars
    _t437 = 0
    for _t436 in st.zones[(9 + st.model.zone_instances[st.loc[_t431]][1])]:
        if ((_st_cvars[84 + _t436] == _t431) and (_st_cvars[_t436] == 'fat_tissue')):
            _t437 += 1
    return _t437

# <rulerun evolution.rules: feeding_turn_of #193 b61576b4>
def _loop(st, _t440):
    _st_cvars = st.cvars
    _t443 = 0
    for _t442 in st.zones[(9 + st.model.zone_instances[st.loc[_t440]][1])]:
        if (_st_cvars[84 + _t442] == _t440):
            _t443 += (1 if ((_st_cvars[_t442] == 'carnivorous') or (_st_cvars[_t442] == 'high_body_weight')) else (2 if (_st_cvars[_t442] == 'parasite') else 0))
    return _t443

# <rulerun evolution.rules: feeding_turn_of #194 07ab2756>
def _loop(st, _t440):
    _st_cvars = st.cvars
    _t445 = 0
    for _t444 in st.zones[(9 + st.model.zone_instances[st.loc[_t440]][1])]:
        if (((_st_cvars[84 + _t444] == _t440) and (_st_cvars[_t444] == 'fat_tissue')) and _st_cvars[252 + _t444]):
            _t445 += 1
    return _t445

# <rulerun evolution.rules: feeding_turn_of #195 f5854b33>
def _loop(st, _t440):
    _st_cvars = st.cvars
    _t447 = 0
    for _t446 in st.zones[(9 + st.model.zone_instances[st.loc[_t440]][1])]:
        if ((_st_cvars[84 + _t446] == _t440) and (_st_cvars[_t446] == 'fat_tissue')):
            _t447 += 1
    return _t447

# <rulerun evolution.rules: feeding_turn_of #196 4ca71700>
def _loop(st, _t448):
    _st_cvars = st.cvars
    _t451 = 0
    for _t450 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t448]]][1])]:
        if (_st_cvars[84 + _t450] == _st_cvars[84 + _t448]):
            _t451 += (1 if ((_st_cvars[_t450] == 'carnivorous') or (_st_cvars[_t450] == 'high_body_weight')) else (2 if (_st_cvars[_t450] == 'parasite') else 0))
    return _t451

# <rulerun evolution.rules: feeding_turn_of #197 88b33515>
def _loop(st, _t440):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t448 in st.zones[(9 + st.model.zone_instances[st.loc[_t440]][1])]:
        if (((_st_cvars[_t448] == 'symbiosis') and (_st_cvars[168 + _t448] == _t440)) and (not ((_st_cvars[924 + _st_cvars[84 + _t448]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t448]] >= (1 + _a313(st, _t448)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #198 038375a9>
def _loop(st, _t439):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t440 in st.zones[(5 + _t439)]:
        if ((not ((_st_cvars[924 + _t440] == _st_vars[0]) or ((_st_cvars[504 + _t440] >= (1 + _a310(st, _t440))) and (_a311(st, _t440) >= _a312(st, _t440))))) and (not _a314(st, _t440))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #199 c25946fe>
def _loop(st, _t452):
    _st_cvars = st.cvars
    for _t454 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if ((_st_cvars[84 + _t454] == _t452) and (_st_cvars[_t454] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #200 384b4f02>
def _loop(st, _t452):
    _st_cvars = st.cvars
    _t457 = 0
    for _t456 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if (_st_cvars[84 + _t456] == _t452):
            _t457 += (1 if ((_st_cvars[_t456] == 'carnivorous') or (_st_cvars[_t456] == 'high_body_weight')) else (2 if (_st_cvars[_t456] == 'parasite') else 0))
    return _t457

# <rulerun evolution.rules: feeding_turn_of #201 0678955f>
def _loop(st, _t452):
    _st_cvars = st.cvars
    _t459 = 0
    for _t458 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if (((_st_cvars[84 + _t458] == _t452) and (_st_cvars[_t458] == 'fat_tissue')) and _st_cvars[252 + _t458]):
            _t459 += 1
    return _t459

# <rulerun evolution.rules: feeding_turn_of #202 c191e355>
def _loop(st, _t452):
    _st_cvars = st.cvars
    _t461 = 0
    for _t460 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if ((_st_cvars[84 + _t460] == _t452) and (_st_cvars[_t460] == 'fat_tissue')):
            _t461 += 1
    return _t461

# <rulerun evolution.rules: feeding_turn_of #203 ba47ac0f>
def _loop(st, _t462):
    _st_cvars = st.cvars
    _t465 = 0
    for _t464 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t462]]][1])]:
        if (_st_cvars[84 + _t464] == _st_cvars[84 + _t462]):
            _t465 += (1 if ((_st_cvars[_t464] == 'carnivorous') or (_st_cvars[_t464] == 'high_body_weight')) else (2 if (_st_cvars[_t464] == 'parasite') else 0))
    return _t465

# <rulerun evolution.rules: feeding_turn_of #204 c4e2a857>
def _loop(st, _t452):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t462 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if (((_st_cvars[_t462] == 'symbiosis') and (_st_cvars[168 + _t462] == _t452)) and (not ((_st_cvars[924 + _st_cvars[84 + _t462]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t462]] >= (1 + _a320(st, _t462)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #205 82777167>
def _loop(st, _t466):
    _st_cvars = st.cvars
    for _t468 in st.zones[(9 + st.model.zone_instances[st.loc[_t466]][1])]:
        if ((_st_cvars[84 + _t468] == _t466) and (_st_cvars[_t468] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #206 00ce7944>
def _loop(st, _t452):
    _st_cvars = st.cvars
    for _t470 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if ((_st_cvars[84 + _t470] == _t452) and (_st_cvars[_t470] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #207 c6e7063e>
def _loop(st, _t466):
    _st_cvars = st.cvars
    for _t474 in st.zones[(9 + st.model.zone_instances[st.loc[_t466]][1])]:
        if ((_st_cvars[84 + _t474] == _t466) and (_st_cvars[_t474] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #208 e1822370>
def _loop(st, _t452):
    _st_cvars = st.cvars
    for _t476 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if ((_st_cvars[84 + _t476] == _t452) and (_st_cvars[_t476] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #209 d93adedc>
def _loop(st, _t466):
    _st_cvars = st.cvars
    for _t480 in st.zones[(9 + st.model.zone_instances[st.loc[_t466]][1])]:
        if ((_st_cvars[84 + _t480] == _t466) and (_st_cvars[_t480] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #210 a6c1bafd>
def _loop(st, _t452):
    _st_cvars = st.cvars
    for _t482 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if ((_st_cvars[84 + _t482] == _t452) and (_st_cvars[_t482] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #211 07af6f68>
def _loop(st, _t466):
    _st_cvars = st.cvars
    for _t486 in st.zones[(9 + st.model.zone_instances[st.loc[_t466]][1])]:
        if ((_st_cvars[84 + _t486] == _t466) and (_st_cvars[_t486] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #212 33e1c728>
def _loop(st, _t466):
    _st_cvars = st.cvars
    _t489 = 0
    for _t488 in st.zones[(9 + st.model.zone_instances[st.loc[_t466]][1])]:
        if (_st_cvars[84 + _t488] == _t466):
            _t489 += (1 if ((_st_cvars[_t488] == 'carnivorous') or (_st_cvars[_t488] == 'high_body_weight')) else (2 if (_st_cvars[_t488] == 'parasite') else 0))
    return _t489

# <rulerun evolution.rules: feeding_turn_of #213 30ceaede>
def _loop(st, _t466):
    _st_cvars = st.cvars
    for _t490 in st.zones[(9 + st.model.zone_instances[st.loc[_t466]][1])]:
        if ((_st_cvars[_t490] == 'symbiosis') and (_st_cvars[168 + _t490] == _t466)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #214 6b3997d5>
def _loop(st, _t452):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t472 = _NOT_YET
    _t473 = _NOT_YET
    _t478 = _NOT_YET
    _t479 = _NOT_YET
    _t484 = _NOT_YET
    _t485 = _NOT_YET
    for _t466 in ([_c for _i in [5 + _p for _p in _k322] for _c in st.zones[_i]] or ()):
        if ((((((_t452 != _t466) and ((not _a323(st, _t466)) or (_t473 if _t473 is not _NOT_YET else (_t473 := (_t472 if _t472 is not _NOT_YET else (_t472 := _a324(st, _t452))))))) and ((not _a325(st, _t466)) or (_t479 if _t479 is not _NOT_YET else (_t479 := (_t478 if _t478 is not _NOT_YET else (_t478 := _a326(st, _t452))))))) and (_a327(st, _t466) == (_t485 if _t485 is not _NOT_YET else (_t485 := (_t484 if _t484 is not _NOT_YET else (_t484 := _a328(st, _t452))))))) and (not (_a329(st, _t466) and ((_st_cvars[924 + _t466] == _st_vars[0]) or (_st_cvars[504 + _t466] >= (1 + _a330(st, _t466))))))) and (not _a331(st, _t466))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #215 b9691b5c>
def _loop(st, _t439):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t452 in st.zones[(5 + _t439)]:
        if (((_a316(st, _t452) and (_st_cvars[672 + _t452] != _st_vars[0])) and ((not ((_st_cvars[924 + _t452] == _st_vars[0]) or ((_st_cvars[504 + _t452] >= (1 + _a317(st, _t452))) and (_a318(st, _t452) >= _a319(st, _t452))))) and (not _a321(st, _t452)))) and _a332(st, _t452)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #216 66a716b9>
def _loop(st, _t492):
    _st_cvars = st.cvars
    _t495 = 0
    for _t494 in st.zones[(9 + st.model.zone_instances[st.loc[_t492]][1])]:
        if (_st_cvars[84 + _t494] == _t492):
            _t495 += (1 if ((_st_cvars[_t494] == 'carnivorous') or (_st_cvars[_t494] == 'high_body_weight')) else (2 if (_st_cvars[_t494] == 'parasite') else 0))
    return _t495

# <rulerun evolution.rules: feeding_turn_of #217 5b44a955>
def _loop(st, _t492):
    _st_cvars = st.cvars
    _t497 = 0
    for _t496 in st.zones[(9 + st.model.zone_instances[st.loc[_t492]][1])]:
        if (((_st_cvars[84 + _t496] == _t492) and (_st_cvars[_t496] == 'fat_tissue')) and _st_cvars[252 + _t496]):
            _t497 += 1
    return _t497

# <rulerun evolution.rules: feeding_turn_of #218 f4f5cbd1>
def _loop(st, _t439):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t492 in st.zones[(5 + _t439)]:
        if ((not ((_st_cvars[924 + _t492] == _st_vars[0]) or (_st_cvars[504 + _t492] >= (1 + _a334(st, _t492))))) and (_a335(st, _t492) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #219 2f8f2ac3>
def _loop(st, _t498):
    _st_cvars = st.cvars
    for _t500 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if ((_st_cvars[84 + _t500] == _t498) and (_st_cvars[_t500] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #220 d98d29dd>
def _loop(st, _t498):
    _st_cvars = st.cvars
    _t503 = 0
    for _t502 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if (_st_cvars[84 + _t502] == _t498):
            _t503 += (1 if ((_st_cvars[_t502] == 'carnivorous') or (_st_cvars[_t502] == 'high_body_weight')) else (2 if (_st_cvars[_t502] == 'parasite') else 0))
    return _t503

# <rulerun evolution.rules: feeding_turn_of #221 a963282d>
def _loop(st, _t498):
    _st_cvars = st.cvars
    _t505 = 0
    for _t504 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if (_st_cvars[84 + _t504] == _t498):
            _t505 += (1 if ((_st_cvars[_t504] == 'carnivorous') or (_st_cvars[_t504] == 'high_body_weight')) else (2 if (_st_cvars[_t504] == 'parasite') else 0))
    return _t505

# <rulerun evolution.rules: feeding_turn_of #222 17106bf2>
def _loop(st, _t498):
    _st_cvars = st.cvars
    _t507 = 0
    for _t506 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if (((_st_cvars[84 + _t506] == _t498) and (_st_cvars[_t506] == 'fat_tissue')) and _st_cvars[252 + _t506]):
            _t507 += 1
    return _t507

# <rulerun evolution.rules: feeding_turn_of #223 ae7bb9a8>
def _loop(st, _t498):
    _st_cvars = st.cvars
    _t509 = 0
    for _t508 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if ((_st_cvars[84 + _t508] == _t498) and (_st_cvars[_t508] == 'fat_tissue')):
            _t509 += 1
    return _t509

# <rulerun evolution.rules: feeding_turn_of #224 2891aead>
def _loop(st, _t510):
    _st_cvars = st.cvars
    _t513 = 0
    for _t512 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t510]]][1])]:
        if (_st_cvars[84 + _t512] == _st_cvars[84 + _t510]):
            _t513 += (1 if ((_st_cvars[_t512] == 'carnivorous') or (_st_cvars[_t512] == 'high_body_weight')) else (2 if (_st_cvars[_t512] == 'parasite') else 0))
    return _t513

# <rulerun evolution.rules: feeding_turn_of #225 9f136c25>
def _loop(st, _t498):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t510 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if (((_st_cvars[_t510] == 'symbiosis') and (_st_cvars[168 + _t510] == _t498)) and (not ((_st_cvars[924 + _st_cvars[84 + _t510]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t510]] >= (1 + _a342(st, _t510)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #226 1237aa6e>
def _loop(st, _t514):
    _st_cvars = st.cvars
    _t517 = 0
    for _t516 in st.zones[(9 + st.model.zone_instances[st.loc[_t514]][1])]:
        if (_st_cvars[84 + _t516] == _t514):
            _t517 += (1 if ((_st_cvars[_t516] == 'carnivorous') or (_st_cvars[_t516] == 'high_body_weight')) else (2 if (_st_cvars[_t516] == 'parasite') else 0))
    return _t517

# <rulerun evolution.rules: feeding_turn_of #227 e12c0bd5>
def _loop(st, _t498):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t514 in ([_c for _i in [5 + _p for _p in _k344] for _c in st.zones[_i]] or ()):
        if ((_t514 != _t498) and ((not ((_st_cvars[924 + _t514] == _st_vars[0]) or (_st_cvars[504 + _t514] >= (1 + _a345(st, _t514))))) and (_st_cvars[504 + _t514] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #228 c204bfc6>
def _loop(st, _t498):
    _st_cvars = st.cvars
    for _t518 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if ((_st_cvars[84 + _t518] == _t498) and (_st_cvars[_t518] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #229 d6ba834d>
def _loop(st, _t498):
    _st_cvars = st.cvars
    _t521 = 0
    for _t520 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if (_st_cvars[84 + _t520] == _t498):
            _t521 += (1 if ((_st_cvars[_t520] == 'carnivorous') or (_st_cvars[_t520] == 'high_body_weight')) else (2 if (_st_cvars[_t520] == 'parasite') else 0))
    return _t521

# <rulerun evolution.rules: feeding_turn_of #230 0a92c5ac>
def _loop(st, _t498):
    _st_cvars = st.cvars
    for _t522 in st.zones[(9 + st.model.zone_instances[st.loc[_t498]][1])]:
        if ((_st_cvars[84 + _t522] == _t498) and (_st_cvars[_t522] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #231 ba308a07>
def _loop(st, _t439):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t498 in st.zones[(5 + _t439)]:
        if ((((((_a337(st, _t498) and (_st_cvars[756 + _t498] != _st_vars[0])) and (not ((_st_cvars[924 + _t498] == _st_vars[0]) or (_st_cvars[504 + _t498] >= (1 + _a338(st, _t498)))))) and ((not ((_st_cvars[924 + _t498] == _st_vars[0]) or ((_st_cvars[504 + _t498] >= (1 + _a339(st, _t498))) and (_a340(st, _t498) >= _a341(st, _t498))))) and (not _a343(st, _t498)))) and _a346(st, _t498)) or ((((_a347(st, _t498) and (_st_cvars[924 + _t498] != _st_vars[0])) and (_st_cvars[924 + _t498] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t498] == _st_vars[0]) or (_st_cvars[504 + _t498] >= (1 + _a348(st, _t498))))))) or ((_st_vars[3] > 0) and _a349(st, _t498))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #232 39ee7a12>
def _loop(st, _t524):
    _st_cvars = st.cvars
    _t527 = 0
    for _t526 in st.zones[(9 + st.model.zone_instances[st.loc[_t524]][1])]:
        if (_st_cvars[84 + _t526] == _t524):
            _t527 += (1 if ((_st_cvars[_t526] == 'carnivorous') or (_st_cvars[_t526] == 'high_body_weight')) else (2 if (_st_cvars[_t526] == 'parasite') else 0))
    return _t527

# <rulerun evolution.rules: feeding_turn_of #233 00a2c661>
def _loop(st, _t524):
    _st_cvars = st.cvars
    _t529 = 0
    for _t528 in st.zones[(9 + st.model.zone_instances[st.loc[_t524]][1])]:
        if (((_st_cvars[84 + _t528] == _t524) and (_st_cvars[_t528] == 'fat_tissue')) and _st_cvars[252 + _t528]):
            _t529 += 1
    return _t529

# <rulerun evolution.rules: feeding_turn_of #234 f3d837e1>
def _loop(st, _t524):
    _st_cvars = st.cvars
    _t531 = 0
    for _t530 in st.zones[(9 + st.model.zone_instances[st.loc[_t524]][1])]:
        if ((_st_cvars[84 + _t530] == _t524) and (_st_cvars[_t530] == 'fat_tissue')):
            _t531 += 1
    return _t531

# <rulerun evolution.rules: feeding_turn_of #235 8c77ae3a>
def _loop(st, _t532):
    _st_cvars = st.cvars
    _t535 = 0
    for _t534 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t532]]][1])]:
        if (_st_cvars[84 + _t534] == _st_cvars[84 + _t532]):
            _t535 += (1 if ((_st_cvars[_t534] == 'carnivorous') or (_st_cvars[_t534] == 'high_body_weight')) else (2 if (_st_cvars[_t534] == 'parasite') else 0))
    return _t535

# <rulerun evolution.rules: feeding_turn_of #236 d0c97cdb>
def _loop(st, _t524):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t532 in st.zones[(9 + st.model.zone_instances[st.loc[_t524]][1])]:
        if (((_st_cvars[_t532] == 'symbiosis') and (_st_cvars[168 + _t532] == _t524)) and (not ((_st_cvars[924 + _st_cvars[84 + _t532]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t532]] >= (1 + _a354(st, _t532)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #237 f8207357>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t524 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t524] == _st_vars[0]) or ((_st_cvars[504 + _t524] >= (1 + _a351(st, _t524))) and (_a352(st, _t524) >= _a353(st, _t524))))) and (not _a355(st, _t524))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #238 76a93fa8>
def _loop(st, _t536):
    _st_cvars = st.cvars
    for _t538 in st.zones[(9 + st.model.zone_instances[st.loc[_t536]][1])]:
        if ((_st_cvars[84 + _t538] == _t536) and (_st_cvars[_t538] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #239 d0b14516>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t541 = 0
    for _t540 in st.zones[(9 + st.model.zone_instances[st.loc[_t536]][1])]:
        if (_st_cvars[84 + _t540] == _t536):
            _t541 += (1 if ((_st_cvars[_t540] == 'carnivorous') or (_st_cvars[_t540] == 'high_body_weight')) else (2 if (_st_cvars[_t540] == 'parasite') else 0))
    return _t541

# <rulerun evolution.rules: feeding_turn_of #240 ab507de0>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t543 = 0
    for _t542 in st.zones[(9 + st.model.zone_instances[st.loc[_t536]][1])]:
        if (((_st_cvars[84 + _t542] == _t536) and (_st_cvars[_t542] == 'fat_tissue')) and _st_cvars[252 + _t542]):
            _t543 += 1
    return _t543

# <rulerun evolution.rules: feeding_turn_of #241 0d5e5241>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t545 = 0
    for _t544 in st.zones[(9 + st.model.zone_instances[st.loc[_t536]][1])]:
        if ((_st_cvars[84 + _t544] == _t536) and (_st_cvars[_t544] == 'fat_tissue')):
            _t545 += 1
    return _t545

# <rulerun evolution.rules: feeding_turn_of #242 6ed243ff>
def _loop(st, _t546):
    _st_cvars = st.cvars
    _t549 = 0
    for _t548 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t546]]][1])]:
        if (_st_cvars[84 + _t548] == _st_cvars[84 + _t546]):
            _t549 += (1 if ((_st_cvars[_t548] == 'carnivorous') or (_st_cvars[_t548] == 'high_body_weight')) else (2 if (_st_cvars[_t548] == 'parasite') else 0))
    return _t549

# <rulerun evolution.rules: feeding_turn_of #243 e643f5e3>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t546 in st.zones[(9 + st.model.zone_instances[st.loc[_t536]][1])]:
        if (((_st_cvars[_t546] == 'symbiosis') and (_st_cvars[168 + _t546] == _t536)) and (not ((_st_cvars[924 + _st_cvars[84 + _t546]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t546]] >= (1 + _a362(st, _t546)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #244 29f05fbb>
def _loop(st, _t550):
    _st_cvars = st.cvars
    for _t552 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if ((_st_cvars[84 + _t552] == _t550) and (_st_cvars[_t552] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #245 d742d7f6>
def _loop(st, _t536):
    _st_cvars = st.cvars
    for _t554 in st.zones[(9 + st.model.zone_instances[st.loc[_t536]][1])]:
        if ((_st_cvars[84 + _t554] == _t536) and (_st_cvars[_t554] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #246 875cc1ec>
def _loop(st, _t550):
    _st_cvars = st.cvars
    for _t558 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if ((_st_cvars[84 + _t558] == _t550) and (_st_cvars[_t558] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #247 96b7b659>
def _loop(st, _t536):
    _st_cvars = st.cvars
    for _t560 in st.zones[(9 + st.model.zone_instances[st.loc[_t536]][1])]:
        if ((_st_cvars[84 + _t560] == _t536) and (_st_cvars[_t560] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #248 7552e792>
def _loop(st, _t550):
    _st_cvars = st.cvars
    for _t564 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if ((_st_cvars[84 + _t564] == _t550) and (_st_cvars[_t564] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #249 872cfad2>
def _loop(st, _t536):
    _st_cvars = st.cvars
    for _t566 in st.zones[(9 + st.model.zone_instances[st.loc[_t536]][1])]:
        if ((_st_cvars[84 + _t566] == _t536) and (_st_cvars[_t566] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #250 c7dcdc63>
def _loop(st, _t550):
    _st_cvars = st.cvars
    for _t570 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if ((_st_cvars[84 + _t570] == _t550) and (_st_cvars[_t570] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #251 c93fb64a>
def _loop(st, _t550):
    _st_cvars = st.cvars
    _t573 = 0
    for _t572 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if (_st_cvars[84 + _t572] == _t550):
            _t573 += (1 if ((_st_cvars[_t572] == 'carnivorous') or (_st_cvars[_t572] == 'high_body_weight')) else (2 if (_st_cvars[_t572] == 'parasite') else 0))
    return _t573

# <rulerun evolution.rules: feeding_turn_of #252 7632470d>
def _loop(st, _t550):
    _st_cvars = st.cvars
    for _t574 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if ((_st_cvars[_t574] == 'symbiosis') and (_st_cvars[168 + _t574] == _t550)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #253 6ca65f2f>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t556 = _NOT_YET
    _t557 = _NOT_YET
    _t562 = _NOT_YET
    _t563 = _NOT_YET
    _t568 = _NOT_YET
    _t569 = _NOT_YET
    for _t550 in ([_c for _i in [5 + _p for _p in _k364] for _c in st.zones[_i]] or ()):
        if ((((((_t536 != _t550) and ((not _a365(st, _t550)) or (_t557 if _t557 is not _NOT_YET else (_t557 := (_t556 if _t556 is not _NOT_YET else (_t556 := _a366(st, _t536))))))) and ((not _a367(st, _t550)) or (_t563 if _t563 is not _NOT_YET else (_t563 := (_t562 if _t562 is not _NOT_YET else (_t562 := _a368(st, _t536))))))) and (_a369(st, _t550) == (_t569 if _t569 is not _NOT_YET else (_t569 := (_t568 if _t568 is not _NOT_YET else (_t568 := _a370(st, _t536))))))) and (not (_a371(st, _t550) and ((_st_cvars[924 + _t550] == _st_vars[0]) or (_st_cvars[504 + _t550] >= (1 + _a372(st, _t550))))))) and (not _a373(st, _t550))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #254 4804b9b5>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t536 in st.zones[(5 + L[0])]:
        if (((_a358(st, _t536) and (_st_cvars[672 + _t536] != _st_vars[0])) and ((not ((_st_cvars[924 + _t536] == _st_vars[0]) or ((_st_cvars[504 + _t536] >= (1 + _a359(st, _t536))) and (_a360(st, _t536) >= _a361(st, _t536))))) and (not _a363(st, _t536)))) and _a374(st, _t536)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #255 d9d87a43>
def _loop(st, _t576):
    _st_cvars = st.cvars
    _t579 = 0
    for _t578 in st.zones[(9 + st.model.zone_instances[st.loc[_t576]][1])]:
        if (_st_cvars[84 + _t578] == _t576):
            _t579 += (1 if ((_st_cvars[_t578] == 'carnivorous') or (_st_cvars[_t578] == 'high_body_weight')) else (2 if (_st_cvars[_t578] == 'parasite') else 0))
    return _t579

# <rulerun evolution.rules: feeding_turn_of #256 b45ae99a>
def _loop(st, _t576):
    _st_cvars = st.cvars
    _t581 = 0
    for _t580 in st.zones[(9 + st.model.zone_instances[st.loc[_t576]][1])]:
        if (((_st_cvars[84 + _t580] == _t576) and (_st_cvars[_t580] == 'fat_tissue')) and _st_cvars[252 + _t580]):
            _t581 += 1
    return _t581

# <rulerun evolution.rules: feeding_turn_of #257 bc013d77>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t576 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t576] == _st_vars[0]) or (_st_cvars[504 + _t576] >= (1 + _a376(st, _t576))))) and (_a377(st, _t576) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #258 354209ae>
def _loop(st, _t583):
    _st_cvars = st.cvars
    for _t584 in st.zones[(9 + st.model.zone_instances[st.loc[_t583]][1])]:
        if ((_st_cvars[84 + _t584] == _t583) and (_st_cvars[_t584] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #259 c25d93c0>
def _loop(st, _t583):
    _st_cvars = st.cvars
    _t587 = 0
    for _t586 in st.zones[(9 + st.model.zone_instances[st.loc[_t583]][1])]:
        if (_st_cvars[84 + _t586] == _t583):
            _t587 += (1 if ((_st_cvars[_t586] == 'carnivorous') or (_st_cvars[_t586] == 'high_body_weight')) else (2 if (_st_cvars[_t586] == 'parasite') else 0))
    return _t587

# <rulerun evolution.rules: feeding_turn_of #260 e6e8f9a7>
def _loop(st, _t583):
    _st_cvars = st.cvars
    _t589 = 0
    for _t588 in st.zones[(9 + st.model.zone_instances[st.loc[_t583]][1])]:
        if (_st_cvars[84 + _t588] == _t583):
            _t589 += (1 if ((_st_cvars[_t588] == 'carnivorous') or (_st_cvars[_t588] == 'high_body_weight')) else (2 if (_st_cvars[_t588] == 'parasite') else 0))
    return _t589

# <rulerun evolution.rules: feeding_turn_of #261 89299939>
def _loop(st, _t583):
    _st_cvars = st.cvars
    _t591 = 0
    for _t590 in st.zones[(9 + st.model.zone_instances[st.loc[_t583]][1])]:
        if (((_st_cvars[84 + _t590] == _t583) and (_st_cvars[_t590] == 'fat_tissue')) and _st_cvars[252 + _t590]):
            _t591 += 1
    return _t591

# <rulerun evolution.rules: feeding_turn_of #262 51197325>
def _loop(st, _t583):
    _st_cvars = st.cvars
    _t593 = 0
    for _t592 in st.zones[(9 + st.model.zone_instances[st.loc[_t583]][1])]:
        if ((_st_cvars[84 + _t592] == _t583) and (_st_cvars[_t592] == 'fat_tissue')):
            _t593 += 1
    return _t593

# <rulerun evolution.rules: feeding_turn_of #263 33769d82>
def _loop(st, _t594):
    _st_cvars = st.cvars
    _t597 = 0
    for _t596 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t594]]][1])]:
        if (_st_cvars[84 + _t596] == _st_cvars[84 + _t594]):
            _t597 += (1 if ((_st_cvars[_t596] == 'carnivorous') or (_st_cvars[_t596] == 'high_body_weight')) else (2 if (_st_cvars[_t596] == 'parasite') else 0))
    return _t597

# <rulerun evolution.rules: feeding_turn_of #264 ff333bd8>
def _loop(st, _t583):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t594 in st.zones[(9 + st.model.zone_instances[st.loc[_t583]][1])]:
        if (((_st_cvars[_t594] == 'symbiosis') and (_st_cvars[168 + _t594] == _t583)) and (not ((_st_cvars[924 + _st_cvars[84 + _t594]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t594]] >= (1 + _a384(st, _t594)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #265 b123e047>
def _loop(st, _t598):
    _st_cvars = st.cvars
    _t601 = 0
    for _t600 in st.zones[(9 + st.model.zone_instances[st.loc[_t598]][1])]:
        if (_st_cvars[84 + _t600] == _t598):
            _t601 += (1 if ((_st_cvars[_t600] == 'carnivorous') or (_st_cvars[_t600] == 'high_body_weight')) else (2 if (_st_cvars[_t600] == 'parasite') else 0))
    return _t601

# <rulerun evolution.rules: feeding_turn_of #266 8e6a83e3>
def _loop(st, _t583):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t598 in ([_c for _i in [5 + _p for _p in _k386] for _c in st.zones[_i]] or ()):
        if ((_t598 != _t583) and ((not ((_st_cvars[924 + _t598] == _st_vars[0]) or (_st_cvars[504 + _t598] >= (1 + _a387(st, _t598))))) and (_st_cvars[504 + _t598] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #267 0d050189>
def _loop(st, _t603):
    _st_cvars = st.cvars
    for _t604 in st.zones[(9 + st.model.zone_instances[st.loc[_t603]][1])]:
        if ((_st_cvars[84 + _t604] == _t603) and (_st_cvars[_t604] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #268 b95cc26f>
def _loop(st, _t607):
    _st_cvars = st.cvars
    for _t608 in st.zones[(9 + st.model.zone_instances[st.loc[_t607]][1])]:
        if ((_st_cvars[84 + _t608] == _t607) and (_st_cvars[_t608] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #269 1444f723>
def _loop(st, _t607):
    _st_cvars = st.cvars
    _t611 = 0
    for _t610 in st.zones[(9 + st.model.zone_instances[st.loc[_t607]][1])]:
        if (_st_cvars[84 + _t610] == _t607):
            _t611 += (1 if ((_st_cvars[_t610] == 'carnivorous') or (_st_cvars[_t610] == 'high_body_weight')) else (2 if (_st_cvars[_t610] == 'parasite') else 0))
    return _t611

# <rulerun evolution.rules: feeding_turn_of #270 0bc78a4b>
def _loop(st, _t612):
    _st_cvars = st.cvars
    _t615 = 0
    for _t614 in st.zones[(9 + st.model.zone_instances[st.loc[_t612]][1])]:
        if (_st_cvars[84 + _t614] == _t612):
            _t615 += (1 if ((_st_cvars[_t614] == 'carnivorous') or (_st_cvars[_t614] == 'high_body_weight')) else (2 if (_st_cvars[_t614] == 'parasite') else 0))
    return _t615

# <rulerun evolution.rules: feeding_turn_of #271 0f4414bc>
def _loop(st, _t612):
    _st_cvars = st.cvars
    _t617 = 0
    for _t616 in st.zones[(9 + st.model.zone_instances[st.loc[_t612]][1])]:
        if (((_st_cvars[84 + _t616] == _t612) and (_st_cvars[_t616] == 'fat_tissue')) and _st_cvars[252 + _t616]):
            _t617 += 1
    return _t617

# <rulerun evolution.rules: feeding_turn_of #272 e830855e>
def _loop(st, _t612):
    _st_cvars = st.cvars
    _t619 = 0
    for _t618 in st.zones[(9 + st.model.zone_instances[st.loc[_t612]][1])]:
        if ((_st_cvars[84 + _t618] == _t612) and (_st_cvars[_t618] == 'fat_tissue')):
            _t619 += 1
    return _t619

# <rulerun evolution.rules: feeding_turn_of #273 fa534aaa>
def _loop(st, _t620):
    _st_cvars = st.cvars
    _t623 = 0
    for _t622 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t620]]][1])]:
        if (_st_cvars[84 + _t622] == _st_cvars[84 + _t620]):
            _t623 += (1 if ((_st_cvars[_t622] == 'carnivorous') or (_st_cvars[_t622] == 'high_body_weight')) else (2 if (_st_cvars[_t622] == 'parasite') else 0))
    return _t623

# <rulerun evolution.rules: feeding_turn_of #274 89eb0da5>
def _loop(st, _t612):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t620 in st.zones[(9 + st.model.zone_instances[st.loc[_t612]][1])]:
        if (((_st_cvars[_t620] == 'symbiosis') and (_st_cvars[168 + _t620] == _t612)) and (not ((_st_cvars[924 + _st_cvars[84 + _t620]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t620]] >= (1 + _a395(st, _t620)))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #275 641567e5>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t612 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t612] == _st_vars[0]) or ((_st_cvars[504 + _t612] >= (1 + _a392(st, _t612))) and (_a393(st, _t612) >= _a394(st, _t612))))) and (not _a396(st, _t612))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #276 be8cca32>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t430 = True
    for _t431 in ([_c for _i in [5 + _p for _p in _k302] for _c in _st_zones[_i]] or ()):
        if not (((_st_cvars[924 + _t431] == _st_vars[0]) or ((_st_cvars[504 + _t431] >= (1 + _a303(st, _t431))) and (_a304(st, _t431) >= _a305(st, _t431))))):
            _t430 = False
            break
    if _t430:
        if _st_log is not None: _st_log.append(_Text307(_audience306(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo308(6)
    _t438 = False
    for _t439 in (_k309 or ()):
        if (((((_st_vars[3] > 0) and _a315(st, _t439)) or _a333(st, _t439)) or _a336(st, _t439)) or _a350(st, _t439)):
            _t438 = True
            break
    if (not _t438):
        if _st_log is not None: _st_log.append(_Text307(_audience306(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo308(6)
    L[2] = []
    if ((not _l1) and ((_st_vars[3] > 0) and _a356(st, L))):
        L[2] = _joined357(L[2], ['take food'])
    if ((not _l1) and _a375(st, L)):
        L[2] = _joined357(L[2], ['attack'])
    if ((not _l1) and _a378(st, L)):
        L[2] = _joined357(L[2], ['convert fat'])
    _t582 = False
    for _t583 in _st_zones[(5 + _l0)]:
        if ((((_a379(st, _t583) and (_st_cvars[756 + _t583] != _st_vars[0])) and (not ((_st_cvars[924 + _t583] == _st_vars[0]) or (_st_cvars[504 + _t583] >= (1 + _a380(st, _t583)))))) and ((not ((_st_cvars[924 + _t583] == _st_vars[0]) or ((_st_cvars[504 + _t583] >= (1 + _a381(st, _t583))) and (_a382(st, _t583) >= _a383(st, _t583))))) and (not _a385(st, _t583)))) and _a388(st, _t583)):
            _t582 = True
            break
    if _t582:
        L[2] = _joined357(L[2], ['piracy'])
    _t602 = False
    for _t603 in _st_zones[(5 + _l0)]:
        if ((_a389(st, _t603) and (_st_cvars[840 + _t603] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t602 = True
            break
    if _t602:
        L[2] = _joined357(L[2], ['grazing'])
    _t606 = False
    for _t607 in _st_zones[(5 + _l0)]:
        if ((((_a390(st, _t607) and (_st_cvars[924 + _t607] != _st_vars[0])) and (_st_cvars[924 + _t607] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t607] == _st_vars[0]) or (_st_cvars[504 + _t607] >= (1 + _a391(st, _t607)))))):
            _t606 = True
            break
    if _t606:
        L[2] = _joined357(L[2], ['hibernation'])
    if (not (L[2] or ())):
        return 2
    if ((False or _l1) or (not ((_st_vars[3] > 0) and _a397(st, L)))):
        L[2] = _joined357(L[2], ['end turn'])

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

# <rulerun evolution.rules: take_food #295 52263773>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text401(_audience398(st), [_PlayerRef399(L[0]), "'s animal ", _plain400(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain400(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: take_food #296 3dc62a1e>
def _loop(st, _t625):
    _st_cvars = st.cvars
    _t627 = 0
    for _t626 in st.zones[(9 + st.model.zone_instances[st.loc[_t625]][1])]:
        if (_st_cvars[84 + _t626] == _t625):
            _t627 += (1 if ((_st_cvars[_t626] == 'carnivorous') or (_st_cvars[_t626] == 'high_body_weight')) else (2 if (_st_cvars[_t626] == 'parasite') else 0))
    return _t627

# <rulerun evolution.rules: take_food #297 3f49d7c8>
def _loop(st, _t625):
    _st_cvars = st.cvars
    _t629 = 0
    for _t628 in st.zones[(9 + st.model.zone_instances[st.loc[_t625]][1])]:
        if (((_st_cvars[84 + _t628] == _t625) and (_st_cvars[_t628] == 'fat_tissue')) and _st_cvars[252 + _t628]):
            _t629 += 1
    return _t629

# <rulerun evolution.rules: take_food #298 bcce4bfc>
def _loop(st, _t625):
    _st_cvars = st.cvars
    _t631 = 0
    for _t630 in st.zones[(9 + st.model.zone_instances[st.loc[_t625]][1])]:
        if ((_st_cvars[84 + _t630] == _t625) and (_st_cvars[_t630] == 'fat_tissue')):
            _t631 += 1
    return _t631

# <rulerun evolution.rules: take_food #299 474652b4>
def _loop(st, _t632):
    _st_cvars = st.cvars
    _t635 = 0
    for _t634 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t632]]][1])]:
        if (_st_cvars[84 + _t634] == _st_cvars[84 + _t632]):
            _t635 += (1 if ((_st_cvars[_t634] == 'carnivorous') or (_st_cvars[_t634] == 'high_body_weight')) else (2 if (_st_cvars[_t634] == 'parasite') else 0))
    return _t635

# <rulerun evolution.rules: take_food #300 d1139470>
def _loop(st, _t625):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t632 in st.zones[(9 + st.model.zone_instances[st.loc[_t625]][1])]:
        if (((_st_cvars[_t632] == 'symbiosis') and (_st_cvars[168 + _t632] == _t625)) and (not ((_st_cvars[924 + _st_cvars[84 + _t632]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t632]] >= (1 + _a405(st, _t632)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #301 3b8e4a8e>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t624 = []
    for _t625 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t625] == _st_vars[0]) or ((_st_cvars[504 + _t625] >= (1 + _a402(st, _t625))) and (_a403(st, _t625) >= _a404(st, _t625))))) and (not _a406(st, _t625))):
            _t624.append(_t625)
    return _t624

# <rulerun evolution.rules: take_food #302 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #303 4e967918>
def _loop(st, L):
    _st_cvars = st.cvars
    _t637 = []
    for _t636 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t636] == L[1]) or (_st_cvars[168 + _t636] == L[1])):
            _t637.append(_st_cvars[_t636])
    return _t637

# <rulerun evolution.rules: take_food #304 b1ffa314>
def _loop(st, L):
    _st_cvars = st.cvars
    _t639 = []
    for _t638 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t638] == L[1]) or (_st_cvars[168 + _t638] == L[1])):
            _t639.append(_t638)
    return _t639

# <rulerun evolution.rules: take_food #305 4349b755>
def _loop(st, L):
    _st_cvars = st.cvars
    _t641 = 0
    for _t640 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t640] == L[1]):
            _t641 += (1 if ((_st_cvars[_t640] == 'carnivorous') or (_st_cvars[_t640] == 'high_body_weight')) else (2 if (_st_cvars[_t640] == 'parasite') else 0))
    return _t641

# <rulerun evolution.rules: take_food #306 3a31f669>
def _loop(st, L):
    _st_cvars = st.cvars
    _t643 = 0
    for _t642 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t642] == L[1]) and (_st_cvars[_t642] == 'fat_tissue')) and _st_cvars[252 + _t642]):
            _t643 += 1
    return _t643

# <rulerun evolution.rules: take_food #307 20870217>
def _loop(st, L):
    _st_cvars = st.cvars
    _t645 = 0
    for _t644 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t644] == L[1]) and (_st_cvars[_t644] == 'fat_tissue')):
            _t645 += 1
    return _t645

# <rulerun evolution.rules: take_food #308 e39b3c07>
def _loop(st, L):
    _st_cvars = st.cvars
    _t647 = 0
    for _t646 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t646] == L[1]) and (_st_cvars[_t646] == 'fat_tissue')):
            _t647 += 1
    return _t647

# <rulerun evolution.rules: take_food #309 439f2ab1>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain407(((((('animal ' + _plain407(_st_cvars[420 + L[1]]) + ' of ' + _player_text408(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain407(_a409(st, L))) if (not not (_a410(st, L) or ())) else '')) + (' food ' + _plain407(_st_cvars[504 + L[1]]) + '/' + _plain407((1 + _a411(st, L))))) + ((' fat ' + _plain407(_a412(st, L)) + '/' + _plain407(_a413(st, L))) if (_a414(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: take_food #310 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: take_food #311 3d2892a0>
def _native(st, L):
    return 'red'

# <rulerun evolution.rules: convert_fat #312 67754b1d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t650 = 0
    for _t649 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t649] == _l1):
            _t650 += (1 if ((_st_cvars[_t649] == 'carnivorous') or (_st_cvars[_t649] == 'high_body_weight')) else (2 if (_st_cvars[_t649] == 'parasite') else 0))
    return _t650

# <rulerun evolution.rules: convert_fat #313 9a0a721a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = _l2
    for _t648 in st.zones[(9 + _l0)][:]:
        L[6] = _t648
        if not ((((_st_cvars[84 + _t648] == _l1) and _st_cvars[252 + _t648]) and (L[3] > 0))): continue
        _st_cvars[252 + _t648] = False
        L[3] = L[3] - 1
    _st_cvars[504 + _l1] = _st_cvars[504 + _l1] + _l2
    if _st_log is not None: _st_log.append(_Text419(_audience415(st), [_PlayerRef416(_l0), ' converts ', _plain417(_l2), ' fat on animal ', _plain417(_st_cvars[420 + _l1]), ' into food (food ', _plain417(_st_cvars[504 + _l1]), '/', _plain417((1 + _a418(st, L))), ')']))

# <rulerun evolution.rules: convert_fat #314 752570ac>
def _loop(st, _t652):
    _st_cvars = st.cvars
    _t654 = 0
    for _t653 in st.zones[(9 + st.model.zone_instances[st.loc[_t652]][1])]:
        if (_st_cvars[84 + _t653] == _t652):
            _t654 += (1 if ((_st_cvars[_t653] == 'carnivorous') or (_st_cvars[_t653] == 'high_body_weight')) else (2 if (_st_cvars[_t653] == 'parasite') else 0))
    return _t654

# <rulerun evolution.rules: convert_fat #315 873b5aa0>
def _loop(st, _t652):
    _st_cvars = st.cvars
    _t656 = 0
    for _t655 in st.zones[(9 + st.model.zone_instances[st.loc[_t652]][1])]:
        if (((_st_cvars[84 + _t655] == _t652) and (_st_cvars[_t655] == 'fat_tissue')) and _st_cvars[252 + _t655]):
            _t656 += 1
    return _t656

# <rulerun evolution.rules: convert_fat #316 8c6aa603>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t651 = []
    for _t652 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t652] == _st_vars[0]) or (_st_cvars[504 + _t652] >= (1 + _a420(st, _t652))))) and (_a421(st, _t652) > 0)):
            _t651.append(_t652)
    return _t651

# <rulerun evolution.rules: convert_fat #317 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: convert_fat #318 d201601f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t658 = []
    for _t657 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t657] == L[1]) or (_st_cvars[168 + _t657] == L[1])):
            _t658.append(_st_cvars[_t657])
    return _t658

# <rulerun evolution.rules: convert_fat #319 cef8e6c5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t660 = []
    for _t659 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t659] == L[1]) or (_st_cvars[168 + _t659] == L[1])):
            _t660.append(_t659)
    return _t660

# <rulerun evolution.rules: convert_fat #320 fd817ea4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t662 = 0
    for _t661 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t661] == L[1]):
            _t662 += (1 if ((_st_cvars[_t661] == 'carnivorous') or (_st_cvars[_t661] == 'high_body_weight')) else (2 if (_st_cvars[_t661] == 'parasite') else 0))
    return _t662

# <rulerun evolution.rules: convert_fat #321 77d0262e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t664 = 0
    for _t663 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t663] == L[1]) and (_st_cvars[_t663] == 'fat_tissue')) and _st_cvars[252 + _t663]):
            _t664 += 1
    return _t664

# <rulerun evolution.rules: convert_fat #322 cd660f77>
def _loop(st, L):
    _st_cvars = st.cvars
    _t666 = 0
    for _t665 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t665] == L[1]) and (_st_cvars[_t665] == 'fat_tissue')):
            _t666 += 1
    return _t666

# <rulerun evolution.rules: convert_fat #323 285d8af7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t668 = 0
    for _t667 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t667] == L[1]) and (_st_cvars[_t667] == 'fat_tissue')):
            _t668 += 1
    return _t668

# <rulerun evolution.rules: convert_fat #324 186a4fde>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain422(((((('animal ' + _plain422(_st_cvars[420 + L[1]]) + ' of ' + _player_text423(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain422(_a424(st, L))) if (not not (_a425(st, L) or ())) else '')) + (' food ' + _plain422(_st_cvars[504 + L[1]]) + '/' + _plain422((1 + _a426(st, L))))) + ((' fat ' + _plain422(_a427(st, L)) + '/' + _plain422(_a428(st, L))) if (_a429(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: convert_fat #325 5536f300>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t670 = 0
    for _t669 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (((_st_cvars[84 + _t669] == _l1) and (_st_cvars[_t669] == 'fat_tissue')) and _st_cvars[252 + _t669]):
            _t670 += 1
    return _t670

# <rulerun evolution.rules: convert_fat #326 0850dd43>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t672 = 0
    for _t671 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t671] == _l1):
            _t672 += (1 if ((_st_cvars[_t671] == 'carnivorous') or (_st_cvars[_t671] == 'high_body_weight')) else (2 if (_st_cvars[_t671] == 'parasite') else 0))
    return _t672

# <rulerun evolution.rules: convert_fat #327 0673312f>
def _native(st, L):
    return _range430(1, min(_a431(st, L), ((1 + _a432(st, L)) - st.cvars[504 + L[1]])))

# <rulerun evolution.rules: convert_fat #328 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #329 71042c2b>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t674 = 0
    for _t673 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t673] == _l0):
            _t674 += (1 if ((_st_cvars[_t673] == 'carnivorous') or (_st_cvars[_t673] == 'high_body_weight')) else (2 if (_st_cvars[_t673] == 'parasite') else 0))
    return _t674

# <rulerun evolution.rules: receive #330 2e1eb6da>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t676 = 0
    for _t675 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t675] == _l0) and (_st_cvars[_t675] == 'fat_tissue')) and _st_cvars[252 + _t675]):
            _t676 += 1
    return _t676

# <rulerun evolution.rules: receive #331 dee4a450>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t678 = 0
    for _t677 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t677] == _l0) and (_st_cvars[_t677] == 'fat_tissue')):
            _t678 += 1
    return _t678

# <rulerun evolution.rules: receive #332 c5ad7a6b>
def _loop(st, _t679):
    _st_cvars = st.cvars
    _t682 = 0
    for _t681 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t679]]][1])]:
        if (_st_cvars[84 + _t681] == _st_cvars[84 + _t679]):
            _t682 += (1 if ((_st_cvars[_t681] == 'carnivorous') or (_st_cvars[_t681] == 'high_body_weight')) else (2 if (_st_cvars[_t681] == 'parasite') else 0))
    return _t682

# <rulerun evolution.rules: receive #333 7073144c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t679 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[_t679] == 'symbiosis') and (_st_cvars[168 + _t679] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t679]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t679]] >= (1 + _a436(st, _t679)))))):
            return True
    return False

# <rulerun evolution.rules: receive #334 b8a6bf8c>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a433(st, L))) and (_a434(st, L) >= _a435(st, L))))) and (not _a437(st, L)))):
        if (_l1 == 'red'):
            _st_vars[3] = _st_vars[3] + 1
        if _st_log is not None: _st_log.append(_Text441(_audience438(st), [_PlayerRef439(st.model.zone_instances[st.loc[_l0]][1]), "'s animal ", _plain440(_st_cvars[420 + _l0]), ' cannot take the ', _plain440(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #335 711d251d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t684 = 0
    for _t683 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t683] == L[2]):
            _t684 += (1 if ((_st_cvars[_t683] == 'carnivorous') or (_st_cvars[_t683] == 'high_body_weight')) else (2 if (_st_cvars[_t683] == 'parasite') else 0))
    return _t684

# <rulerun evolution.rules: receive #336 32cea56c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t689 = 0
    for _t688 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t688] == L[2]) and (_st_cvars[_t688] == 'fat_tissue')) and _st_cvars[252 + _t688]):
            _t689 += 1
    return _t689

# <rulerun evolution.rules: receive #337 52374262>
def _loop(st, L):
    _st_cvars = st.cvars
    _t691 = 0
    for _t690 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t690] == L[2]) and (_st_cvars[_t690] == 'fat_tissue')):
            _t691 += 1
    return _t691

# <rulerun evolution.rules: receive #338 5076986b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t693 = 0
    for _t692 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t692] == L[2]):
            _t693 += (1 if ((_st_cvars[_t692] == 'carnivorous') or (_st_cvars[_t692] == 'high_body_weight')) else (2 if (_st_cvars[_t692] == 'parasite') else 0))
    return _t693

# <rulerun evolution.rules: receive #339 fbfd01fa>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value442(st, 0, 0, 'feed'))
    if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (1 + _a443(st, L)))):
        _t686 = L[2]
        _t685 = None
        for _t687 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
            if (((_st_cvars[84 + _t687] == _t686) and (_st_cvars[_t687] == 'fat_tissue')) and (not _st_cvars[252 + _t687])):
                _t685 = _t687
                break
        L[3] = _t685
        _st_cvars[252 + L[3]] = True
        if _st_log is not None: _st_log.append(_Text448(_audience444(st), ['  animal ', _plain445(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain445(_a446(st, L)), '/', _plain445(_a447(st, L)), ')']))
    else:
        _st_cvars[504 + L[2]] = _st_cvars[504 + L[2]] + 1
        if _st_log is not None: _st_log.append(_Text448(_audience444(st), ['  animal ', _plain445(_st_cvars[420 + L[2]]), ' has food ', _plain445(_st_cvars[504 + L[2]]), '/', _plain445((1 + _a449(st, L)))]))

# <rulerun evolution.rules: receive #340 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #341 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: paired_triggers #342 37f7e9dc>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t697 = 0
    for _t696 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t696] == _l0):
            _t697 += (1 if ((_st_cvars[_t696] == 'carnivorous') or (_st_cvars[_t696] == 'high_body_weight')) else (2 if (_st_cvars[_t696] == 'parasite') else 0))
    return _t697

# <rulerun evolution.rules: paired_triggers #343 1df906c1>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t699 = 0
    for _t698 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t698] == _l0) and (_st_cvars[_t698] == 'fat_tissue')) and _st_cvars[252 + _t698]):
            _t699 += 1
    return _t699

# <rulerun evolution.rules: paired_triggers #344 d09b1209>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t701 = 0
    for _t700 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t700] == _l0) and (_st_cvars[_t700] == 'fat_tissue')):
            _t701 += 1
    return _t701

# <rulerun evolution.rules: paired_triggers #345 55201977>
def _loop(st, _t702):
    _st_cvars = st.cvars
    _t705 = 0
    for _t704 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t702]]][1])]:
        if (_st_cvars[84 + _t704] == _st_cvars[84 + _t702]):
            _t705 += (1 if ((_st_cvars[_t704] == 'carnivorous') or (_st_cvars[_t704] == 'high_body_weight')) else (2 if (_st_cvars[_t704] == 'parasite') else 0))
    return _t705

# <rulerun evolution.rules: paired_triggers #346 e57f0878>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t702 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[_t702] == 'symbiosis') and (_st_cvars[168 + _t702] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t702]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t702]] >= (1 + _a453(st, _t702)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #347 704c1c89>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a450(st, L))) and (_a451(st, L) >= _a452(st, L))))) and (not _a454(st, L)))

# <rulerun evolution.rules: paired_triggers #348 5b6b634c>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t694 = []
    for _t695 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[336 + _t695] != _st_vars[4]) and ((_st_cvars[84 + _t695] == _l0) or (_st_cvars[168 + _t695] == _l0))) and (((((_st_cvars[_t695] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d455(st, [(_st_cvars[168 + _t695] if (_st_cvars[84 + _t695] == _l0) else _st_cvars[84 + _t695])])) or ((_st_cvars[_t695] == 'cooperation') and _d455(st, [(_st_cvars[168 + _t695] if (_st_cvars[84 + _t695] == _l0) else _st_cvars[84 + _t695])])))):
            _t694.append(_t695)
    L[2] = _t694
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

# <rulerun evolution.rules: paired_triggers #350 6f17e8bf>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text458(_audience456(st), ['Communication: animal ', _plain457(st.cvars[420 + L[4]]), ' takes a red token from the food base (', _plain457(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: paired_triggers #351 f4771fd4>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text461(_audience459(st), ['Cooperation: animal ', _plain460(st.cvars[420 + L[4]]), ' receives a blue token']))

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

# <rulerun evolution.rules: piracy #360 6ed382d1>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_cvars[756 + _l1] = st.vars[0]
    _st_cvars[504 + _l2] = _st_cvars[504 + _l2] - 1
    if _st_log is not None: _st_log.append(_Text465(_audience462(st), ['Piracy: ', _PlayerRef463(L[0]), "'s animal ", _plain464(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef463(st.model.zone_instances[st.loc[_l2]][1]), "'s animal ", _plain464(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #361 4afe3e9b>
def _loop(st, _t707):
    _st_cvars = st.cvars
    for _t708 in st.zones[(9 + st.model.zone_instances[st.loc[_t707]][1])]:
        if ((_st_cvars[84 + _t708] == _t707) and (_st_cvars[_t708] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #362 ead38a83>
def _loop(st, _t707):
    _st_cvars = st.cvars
    _t711 = 0
    for _t710 in st.zones[(9 + st.model.zone_instances[st.loc[_t707]][1])]:
        if (_st_cvars[84 + _t710] == _t707):
            _t711 += (1 if ((_st_cvars[_t710] == 'carnivorous') or (_st_cvars[_t710] == 'high_body_weight')) else (2 if (_st_cvars[_t710] == 'parasite') else 0))
    return _t711

# <rulerun evolution.rules: piracy #363 847d416a>
def _loop(st, _t707):
    _st_cvars = st.cvars
    _t713 = 0
    for _t712 in st.zones[(9 + st.model.zone_instances[st.loc[_t707]][1])]:
        if (_st_cvars[84 + _t712] == _t707):
            _t713 += (1 if ((_st_cvars[_t712] == 'carnivorous') or (_st_cvars[_t712] == 'high_body_weight')) else (2 if (_st_cvars[_t712] == 'parasite') else 0))
    return _t713

# <rulerun evolution.rules: piracy #364 23e9221c>
def _loop(st, _t707):
    _st_cvars = st.cvars
    _t715 = 0
    for _t714 in st.zones[(9 + st.model.zone_instances[st.loc[_t707]][1])]:
        if (((_st_cvars[84 + _t714] == _t707) and (_st_cvars[_t714] == 'fat_tissue')) and _st_cvars[252 + _t714]):
            _t715 += 1
    return _t715

# <rulerun evolution.rules: piracy #365 9cef279f>
def _loop(st, _t707):
    _st_cvars = st.cvars
    _t717 = 0
    for _t716 in st.zones[(9 + st.model.zone_instances[st.loc[_t707]][1])]:
        if ((_st_cvars[84 + _t716] == _t707) and (_st_cvars[_t716] == 'fat_tissue')):
            _t717 += 1
    return _t717

# <rulerun evolution.rules: piracy #366 327d24ed>
def _loop(st, _t718):
    _st_cvars = st.cvars
    _t721 = 0
    for _t720 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t718]]][1])]:
        if (_st_cvars[84 + _t720] == _st_cvars[84 + _t718]):
            _t721 += (1 if ((_st_cvars[_t720] == 'carnivorous') or (_st_cvars[_t720] == 'high_body_weight')) else (2 if (_st_cvars[_t720] == 'parasite') else 0))
    return _t721

# <rulerun evolution.rules: piracy #367 c0fdbeb0>
def _loop(st, _t707):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t718 in st.zones[(9 + st.model.zone_instances[st.loc[_t707]][1])]:
        if (((_st_cvars[_t718] == 'symbiosis') and (_st_cvars[168 + _t718] == _t707)) and (not ((_st_cvars[924 + _st_cvars[84 + _t718]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t718]] >= (1 + _a471(st, _t718)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #368 db3b7337>
def _loop(st, _t722):
    _st_cvars = st.cvars
    _t725 = 0
    for _t724 in st.zones[(9 + st.model.zone_instances[st.loc[_t722]][1])]:
        if (_st_cvars[84 + _t724] == _t722):
            _t725 += (1 if ((_st_cvars[_t724] == 'carnivorous') or (_st_cvars[_t724] == 'high_body_weight')) else (2 if (_st_cvars[_t724] == 'parasite') else 0))
    return _t725

# <rulerun evolution.rules: piracy #369 ef691ba5>
def _loop(st, _t707):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t722 in ([_c for _i in [5 + _p for _p in _k473] for _c in st.zones[_i]] or ()):
        if ((_t722 != _t707) and ((not ((_st_cvars[924 + _t722] == _st_vars[0]) or (_st_cvars[504 + _t722] >= (1 + _a474(st, _t722))))) and (_st_cvars[504 + _t722] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #370 c48b5aec>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t706 = []
    for _t707 in st.zones[(5 + L[0])]:
        if ((((_a466(st, _t707) and (_st_cvars[756 + _t707] != _st_vars[0])) and (not ((_st_cvars[924 + _t707] == _st_vars[0]) or (_st_cvars[504 + _t707] >= (1 + _a467(st, _t707)))))) and ((not ((_st_cvars[924 + _t707] == _st_vars[0]) or ((_st_cvars[504 + _t707] >= (1 + _a468(st, _t707))) and (_a469(st, _t707) >= _a470(st, _t707))))) and (not _a472(st, _t707)))) and _a475(st, _t707)):
            _t706.append(_t707)
    return _t706

# <rulerun evolution.rules: piracy #371 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #372 3a8f9730>
def _loop(st, L):
    _st_cvars = st.cvars
    _t727 = []
    for _t726 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t726] == L[1]) or (_st_cvars[168 + _t726] == L[1])):
            _t727.append(_st_cvars[_t726])
    return _t727

# <rulerun evolution.rules: piracy #373 8231cf4c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t729 = []
    for _t728 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t728] == L[1]) or (_st_cvars[168 + _t728] == L[1])):
            _t729.append(_t728)
    return _t729

# <rulerun evolution.rules: piracy #374 52e38d5e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t731 = 0
    for _t730 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t730] == L[1]):
            _t731 += (1 if ((_st_cvars[_t730] == 'carnivorous') or (_st_cvars[_t730] == 'high_body_weight')) else (2 if (_st_cvars[_t730] == 'parasite') else 0))
    return _t731

# <rulerun evolution.rules: piracy #375 1e372f8d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t733 = 0
    for _t732 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t732] == L[1]) and (_st_cvars[_t732] == 'fat_tissue')) and _st_cvars[252 + _t732]):
            _t733 += 1
    return _t733

# <rulerun evolution.rules: piracy #376 b41000a8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t735 = 0
    for _t734 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t734] == L[1]) and (_st_cvars[_t734] == 'fat_tissue')):
            _t735 += 1
    return _t735

# <rulerun evolution.rules: piracy #377 04b7dd0f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t737 = 0
    for _t736 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t736] == L[1]) and (_st_cvars[_t736] == 'fat_tissue')):
            _t737 += 1
    return _t737

# <rulerun evolution.rules: piracy #378 d1a19b55>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain476(((((('animal ' + _plain476(_st_cvars[420 + L[1]]) + ' of ' + _player_text477(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain476(_a478(st, L))) if (not not (_a479(st, L) or ())) else '')) + (' food ' + _plain476(_st_cvars[504 + L[1]]) + '/' + _plain476((1 + _a480(st, L))))) + ((' fat ' + _plain476(_a481(st, L)) + '/' + _plain476(_a482(st, L))) if (_a483(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: piracy #379 15ef6d9d>
def _loop(st, _t739):
    _st_cvars = st.cvars
    _t741 = 0
    for _t740 in st.zones[(9 + st.model.zone_instances[st.loc[_t739]][1])]:
        if (_st_cvars[84 + _t740] == _t739):
            _t741 += (1 if ((_st_cvars[_t740] == 'carnivorous') or (_st_cvars[_t740] == 'high_body_weight')) else (2 if (_st_cvars[_t740] == 'parasite') else 0))
    return _t741

# <rulerun evolution.rules: piracy #380 5965ae84>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t738 = []
    for _t739 in ([_c for _i in [5 + _p for _p in _k484] for _c in st.zones[_i]] or ()):
        if ((_t739 != _l1) and ((not ((_st_cvars[924 + _t739] == _st_vars[0]) or (_st_cvars[504 + _t739] >= (1 + _a485(st, _t739))))) and (_st_cvars[504 + _t739] > 0))):
            _t738.append(_t739)
    return _t738

# <rulerun evolution.rules: piracy #381 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #382 761386b7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t743 = []
    for _t742 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t742] == L[2]) or (_st_cvars[168 + _t742] == L[2])):
            _t743.append(_st_cvars[_t742])
    return _t743

# <rulerun evolution.rules: piracy #383 a356fe78>
def _loop(st, L):
    _st_cvars = st.cvars
    _t745 = []
    for _t744 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t744] == L[2]) or (_st_cvars[168 + _t744] == L[2])):
            _t745.append(_t744)
    return _t745

# <rulerun evolution.rules: piracy #384 11cde462>
def _loop(st, L):
    _st_cvars = st.cvars
    _t747 = 0
    for _t746 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t746] == L[2]):
            _t747 += (1 if ((_st_cvars[_t746] == 'carnivorous') or (_st_cvars[_t746] == 'high_body_weight')) else (2 if (_st_cvars[_t746] == 'parasite') else 0))
    return _t747

# <rulerun evolution.rules: piracy #385 99fb3fb4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t749 = 0
    for _t748 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t748] == L[2]) and (_st_cvars[_t748] == 'fat_tissue')) and _st_cvars[252 + _t748]):
            _t749 += 1
    return _t749

# <rulerun evolution.rules: piracy #386 a65d9793>
def _loop(st, L):
    _st_cvars = st.cvars
    _t751 = 0
    for _t750 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t750] == L[2]) and (_st_cvars[_t750] == 'fat_tissue')):
            _t751 += 1
    return _t751

# <rulerun evolution.rules: piracy #387 f466225e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t753 = 0
    for _t752 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t752] == L[2]) and (_st_cvars[_t752] == 'fat_tissue')):
            _t753 += 1
    return _t753

# <rulerun evolution.rules: piracy #388 a09b9646>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain486(((((('animal ' + _plain486(_st_cvars[420 + L[2]]) + ' of ' + _player_text487(st.model.zone_instances[st.loc[L[2]]][1])) + ((' ' + _plain486(_a488(st, L))) if (not not (_a489(st, L) or ())) else '')) + (' food ' + _plain486(_st_cvars[504 + L[2]]) + '/' + _plain486((1 + _a490(st, L))))) + ((' fat ' + _plain486(_a491(st, L)) + '/' + _plain486(_a492(st, L))) if (_a493(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else ''))))

# <rulerun evolution.rules: piracy #389 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: piracy #390 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: grazing #391 1c4c6d04>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text497(_audience494(st), ['Grazing: ', _PlayerRef495(L[0]), "'s animal ", _plain496(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain496(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #392 e8ae19ac>
def _loop(st, _t755):
    _st_cvars = st.cvars
    for _t756 in st.zones[(9 + st.model.zone_instances[st.loc[_t755]][1])]:
        if ((_st_cvars[84 + _t756] == _t755) and (_st_cvars[_t756] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #393 50215c73>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t754 = []
    for _t755 in st.zones[(5 + L[0])]:
        if ((_a498(st, _t755) and (_st_cvars[840 + _t755] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t754.append(_t755)
    return _t754

# <rulerun evolution.rules: grazing #394 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: grazing #395 73184b6b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t759 = []
    for _t758 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t758] == L[1]) or (_st_cvars[168 + _t758] == L[1])):
            _t759.append(_st_cvars[_t758])
    return _t759

# <rulerun evolution.rules: grazing #396 ecca872f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t761 = []
    for _t760 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t760] == L[1]) or (_st_cvars[168 + _t760] == L[1])):
            _t761.append(_t760)
    return _t761

# <rulerun evolution.rules: grazing #397 cc932e5e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t763 = 0
    for _t762 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t762] == L[1]):
            _t763 += (1 if ((_st_cvars[_t762] == 'carnivorous') or (_st_cvars[_t762] == 'high_body_weight')) else (2 if (_st_cvars[_t762] == 'parasite') else 0))
    return _t763

# <rulerun evolution.rules: grazing #398 15cf62e0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t765 = 0
    for _t764 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t764] == L[1]) and (_st_cvars[_t764] == 'fat_tissue')) and _st_cvars[252 + _t764]):
            _t765 += 1
    return _t765

# <rulerun evolution.rules: grazing #399 dbe0a9ca>
def _loop(st, L):
    _st_cvars = st.cvars
    _t767 = 0
    for _t766 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t766] == L[1]) and (_st_cvars[_t766] == 'fat_tissue')):
            _t767 += 1
    return _t767

# <rulerun evolution.rules: grazing #400 576c0b84>
def _loop(st, L):
    _st_cvars = st.cvars
    _t769 = 0
    for _t768 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t768] == L[1]) and (_st_cvars[_t768] == 'fat_tissue')):
            _t769 += 1
    return _t769

# <rulerun evolution.rules: grazing #401 20fa617f>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain499(((((('animal ' + _plain499(_st_cvars[420 + L[1]]) + ' of ' + _player_text500(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain499(_a501(st, L))) if (not not (_a502(st, L) or ())) else '')) + (' food ' + _plain499(_st_cvars[504 + L[1]]) + '/' + _plain499((1 + _a503(st, L))))) + ((' fat ' + _plain499(_a504(st, L)) + '/' + _plain499(_a505(st, L))) if (_a506(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: hibernation #402 2caa1c09>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _st_cvars[924 + _l1] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text510(_audience507(st), ['Hibernation: ', _PlayerRef508(L[0]), "'s animal ", _plain509(_st_cvars[420 + _l1]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: hibernation #403 3eb64bdf>
def _loop(st, _t771):
    _st_cvars = st.cvars
    for _t772 in st.zones[(9 + st.model.zone_instances[st.loc[_t771]][1])]:
        if ((_st_cvars[84 + _t772] == _t771) and (_st_cvars[_t772] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #404 9a51479a>
def _loop(st, _t771):
    _st_cvars = st.cvars
    _t775 = 0
    for _t774 in st.zones[(9 + st.model.zone_instances[st.loc[_t771]][1])]:
        if (_st_cvars[84 + _t774] == _t771):
            _t775 += (1 if ((_st_cvars[_t774] == 'carnivorous') or (_st_cvars[_t774] == 'high_body_weight')) else (2 if (_st_cvars[_t774] == 'parasite') else 0))
    return _t775

# <rulerun evolution.rules: hibernation #405 48cf6d89>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t770 = []
    for _t771 in st.zones[(5 + L[0])]:
        if ((((_a511(st, _t771) and (_st_cvars[924 + _t771] != _st_vars[0])) and (_st_cvars[924 + _t771] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t771] == _st_vars[0]) or (_st_cvars[504 + _t771] >= (1 + _a512(st, _t771)))))):
            _t770.append(_t771)
    return _t770

# <rulerun evolution.rules: hibernation #406 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hibernation #407 7a59442a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t777 = []
    for _t776 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t776] == L[1]) or (_st_cvars[168 + _t776] == L[1])):
            _t777.append(_st_cvars[_t776])
    return _t777

# <rulerun evolution.rules: hibernation #408 e41c2bcc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t779 = []
    for _t778 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t778] == L[1]) or (_st_cvars[168 + _t778] == L[1])):
            _t779.append(_t778)
    return _t779

# <rulerun evolution.rules: hibernation #409 6146dac1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t781 = 0
    for _t780 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t780] == L[1]):
            _t781 += (1 if ((_st_cvars[_t780] == 'carnivorous') or (_st_cvars[_t780] == 'high_body_weight')) else (2 if (_st_cvars[_t780] == 'parasite') else 0))
    return _t781

# <rulerun evolution.rules: hibernation #410 309671db>
def _loop(st, L):
    _st_cvars = st.cvars
    _t783 = 0
    for _t782 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t782] == L[1]) and (_st_cvars[_t782] == 'fat_tissue')) and _st_cvars[252 + _t782]):
            _t783 += 1
    return _t783

# <rulerun evolution.rules: hibernation #411 c574c6e2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t785 = 0
    for _t784 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t784] == L[1]) and (_st_cvars[_t784] == 'fat_tissue')):
            _t785 += 1
    return _t785

# <rulerun evolution.rules: hibernation #412 3557e5e3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t787 = 0
    for _t786 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t786] == L[1]) and (_st_cvars[_t786] == 'fat_tissue')):
            _t787 += 1
    return _t787

# <rulerun evolution.rules: hibernation #413 3f5dcd0d>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain513(((((('animal ' + _plain513(_st_cvars[420 + L[1]]) + ' of ' + _player_text514(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain513(_a515(st, L))) if (not not (_a516(st, L) or ())) else '')) + (' food ' + _plain513(_st_cvars[504 + L[1]]) + '/' + _plain513((1 + _a517(st, L))))) + ((' fat ' + _plain513(_a518(st, L)) + '/' + _plain513(_a519(st, L))) if (_a520(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: attack_action #414 84c0afeb>
def _loop(st, _t789):
    _st_cvars = st.cvars
    for _t790 in st.zones[(9 + st.model.zone_instances[st.loc[_t789]][1])]:
        if ((_st_cvars[84 + _t790] == _t789) and (_st_cvars[_t790] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #415 1ba26832>
def _loop(st, _t789):
    _st_cvars = st.cvars
    _t793 = 0
    for _t792 in st.zones[(9 + st.model.zone_instances[st.loc[_t789]][1])]:
        if (_st_cvars[84 + _t792] == _t789):
            _t793 += (1 if ((_st_cvars[_t792] == 'carnivorous') or (_st_cvars[_t792] == 'high_body_weight')) else (2 if (_st_cvars[_t792] == 'parasite') else 0))
    return _t793

# <rulerun evolution.rules: attack_action #416 2ee72e09>
def _loop(st, _t789):
    _st_cvars = st.cvars
    _t795 = 0
    for _t794 in st.zones[(9 + st.model.zone_instances[st.loc[_t789]][1])]:
        if (((_st_cvars[84 + _t794] == _t789) and (_st_cvars[_t794] == 'fat_tissue')) and _st_cvars[252 + _t794]):
            _t795 += 1
    return _t795

# <rulerun evolution.rules: attack_action #417 fa6af136>
def _loop(st, _t789):
    _st_cvars = st.cvars
    _t797 = 0
    for _t796 in st.zones[(9 + st.model.zone_instances[st.loc[_t789]][1])]:
        if ((_st_cvars[84 + _t796] == _t789) and (_st_cvars[_t796] == 'fat_tissue')):
            _t797 += 1
    return _t797

# <rulerun evolution.rules: attack_action #418 7d48089c>
def _loop(st, _t798):
    _st_cvars = st.cvars
    _t801 = 0
    for _t800 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t798]]][1])]:
        if (_st_cvars[84 + _t800] == _st_cvars[84 + _t798]):
            _t801 += (1 if ((_st_cvars[_t800] == 'carnivorous') or (_st_cvars[_t800] == 'high_body_weight')) else (2 if (_st_cvars[_t800] == 'parasite') else 0))
    return _t801

# <rulerun evolution.rules: attack_action #419 b31d2393>
def _loop(st, _t789):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t798 in st.zones[(9 + st.model.zone_instances[st.loc[_t789]][1])]:
        if (((_st_cvars[_t798] == 'symbiosis') and (_st_cvars[168 + _t798] == _t789)) and (not ((_st_cvars[924 + _st_cvars[84 + _t798]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t798]] >= (1 + _a525(st, _t798)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #420 7f0e1804>
def _loop(st, _t802):
    _st_cvars = st.cvars
    for _t804 in st.zones[(9 + st.model.zone_instances[st.loc[_t802]][1])]:
        if ((_st_cvars[84 + _t804] == _t802) and (_st_cvars[_t804] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #421 1cb5f05f>
def _loop(st, _t789):
    _st_cvars = st.cvars
    for _t806 in st.zones[(9 + st.model.zone_instances[st.loc[_t789]][1])]:
        if ((_st_cvars[84 + _t806] == _t789) and (_st_cvars[_t806] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #422 0d3ccce9>
def _loop(st, _t802):
    _st_cvars = st.cvars
    for _t810 in st.zones[(9 + st.model.zone_instances[st.loc[_t802]][1])]:
        if ((_st_cvars[84 + _t810] == _t802) and (_st_cvars[_t810] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #423 d60efbf6>
def _loop(st, _t789):
    _st_cvars = st.cvars
    for _t812 in st.zones[(9 + st.model.zone_instances[st.loc[_t789]][1])]:
        if ((_st_cvars[84 + _t812] == _t789) and (_st_cvars[_t812] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #424 4b0f304e>
def _loop(st, _t802):
    _st_cvars = st.cvars
    for _t816 in st.zones[(9 + st.model.zone_instances[st.loc[_t802]][1])]:
        if ((_st_cvars[84 + _t816] == _t802) and (_st_cvars[_t816] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #425 9284ca71>
def _loop(st, _t789):
    _st_cvars = st.cvars
    for _t818 in st.zones[(9 + st.model.zone_instances[st.loc[_t789]][1])]:
        if ((_st_cvars[84 + _t818] == _t789) and (_st_cvars[_t818] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #426 f58bc57e>
def _loop(st, _t802):
    _st_cvars = st.cvars
    for _t822 in st.zones[(9 + st.model.zone_instances[st.loc[_t802]][1])]:
        if ((_st_cvars[84 + _t822] == _t802) and (_st_cvars[_t822] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #427 bf100706>
def _loop(st, _t802):
    _st_cvars = st.cvars
    _t825 = 0
    for _t824 in st.zones[(9 + st.model.zone_instances[st.loc[_t802]][1])]:
        if (_st_cvars[84 + _t824] == _t802):
            _t825 += (1 if ((_st_cvars[_t824] == 'carnivorous') or (_st_cvars[_t824] == 'high_body_weight')) else (2 if (_st_cvars[_t824] == 'parasite') else 0))
    return _t825

# <rulerun evolution.rules: attack_action #428 cd980570>
def _loop(st, _t802):
    _st_cvars = st.cvars
    for _t826 in st.zones[(9 + st.model.zone_instances[st.loc[_t802]][1])]:
        if ((_st_cvars[_t826] == 'symbiosis') and (_st_cvars[168 + _t826] == _t802)):
            return True
    return False

# <rulerun evolution.rules: attack_action #429 56693110>
def _loop(st, _t789):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t808 = _NOT_YET
    _t809 = _NOT_YET
    _t814 = _NOT_YET
    _t815 = _NOT_YET
    _t820 = _NOT_YET
    _t821 = _NOT_YET
    for _t802 in ([_c for _i in [5 + _p for _p in _k527] for _c in st.zones[_i]] or ()):
        if ((((((_t789 != _t802) and ((not _a528(st, _t802)) or (_t809 if _t809 is not _NOT_YET else (_t809 := (_t808 if _t808 is not _NOT_YET else (_t808 := _a529(st, _t789))))))) and ((not _a530(st, _t802)) or (_t815 if _t815 is not _NOT_YET else (_t815 := (_t814 if _t814 is not _NOT_YET else (_t814 := _a531(st, _t789))))))) and (_a532(st, _t802) == (_t821 if _t821 is not _NOT_YET else (_t821 := (_t820 if _t820 is not _NOT_YET else (_t820 := _a533(st, _t789))))))) and (not (_a534(st, _t802) and ((_st_cvars[924 + _t802] == _st_vars[0]) or (_st_cvars[504 + _t802] >= (1 + _a535(st, _t802))))))) and (not _a536(st, _t802))):
            return True
    return False

# <rulerun evolution.rules: attack_action #430 1a12d657>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t788 = []
    for _t789 in st.zones[(5 + L[0])]:
        if (((_a521(st, _t789) and (_st_cvars[672 + _t789] != _st_vars[0])) and ((not ((_st_cvars[924 + _t789] == _st_vars[0]) or ((_st_cvars[504 + _t789] >= (1 + _a522(st, _t789))) and (_a523(st, _t789) >= _a524(st, _t789))))) and (not _a526(st, _t789)))) and _a537(st, _t789)):
            _t788.append(_t789)
    return _t788

# <rulerun evolution.rules: attack_action #431 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #432 7192bcd1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t829 = []
    for _t828 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t828] == L[1]) or (_st_cvars[168 + _t828] == L[1])):
            _t829.append(_st_cvars[_t828])
    return _t829

# <rulerun evolution.rules: attack_action #433 e9789488>
def _loop(st, L):
    _st_cvars = st.cvars
    _t831 = []
    for _t830 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t830] == L[1]) or (_st_cvars[168 + _t830] == L[1])):
            _t831.append(_t830)
    return _t831

# <rulerun evolution.rules: attack_action #434 8f5a35fe>
def _loop(st, L):
    _st_cvars = st.cvars
    _t833 = 0
    for _t832 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t832] == L[1]):
            _t833 += (1 if ((_st_cvars[_t832] == 'carnivorous') or (_st_cvars[_t832] == 'high_body_weight')) else (2 if (_st_cvars[_t832] == 'parasite') else 0))
    return _t833

# <rulerun evolution.rules: attack_action #435 2ee9b268>
def _loop(st, L):
    _st_cvars = st.cvars
    _t835 = 0
    for _t834 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t834] == L[1]) and (_st_cvars[_t834] == 'fat_tissue')) and _st_cvars[252 + _t834]):
            _t835 += 1
    return _t835

# <rulerun evolution.rules: attack_action #436 94c7b6ae>
def _loop(st, L):
    _st_cvars = st.cvars
    _t837 = 0
    for _t836 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t836] == L[1]) and (_st_cvars[_t836] == 'fat_tissue')):
            _t837 += 1
    return _t837

# <rulerun evolution.rules: attack_action #437 a1a434c7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t839 = 0
    for _t838 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t838] == L[1]) and (_st_cvars[_t838] == 'fat_tissue')):
            _t839 += 1
    return _t839

# <rulerun evolution.rules: attack_action #438 c5463546>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain538(((((('animal ' + _plain538(_st_cvars[420 + L[1]]) + ' of ' + _player_text539(st.model.zone_instances[st.loc[L[1]]][1])) + ((' ' + _plain538(_a540(st, L))) if (not not (_a541(st, L) or ())) else '')) + (' food ' + _plain538(_st_cvars[504 + L[1]]) + '/' + _plain538((1 + _a542(st, L))))) + ((' fat ' + _plain538(_a543(st, L)) + '/' + _plain538(_a544(st, L))) if (_a545(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else ''))))

# <rulerun evolution.rules: attack_action #439 861342a5>
def _loop(st, _t841):
    _st_cvars = st.cvars
    for _t842 in st.zones[(9 + st.model.zone_instances[st.loc[_t841]][1])]:
        if ((_st_cvars[84 + _t842] == _t841) and (_st_cvars[_t842] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #440 196d01fb>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t844 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t844] == _l1) and (_st_cvars[_t844] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #441 ab8fa919>
def _loop(st, _t841):
    _st_cvars = st.cvars
    for _t848 in st.zones[(9 + st.model.zone_instances[st.loc[_t841]][1])]:
        if ((_st_cvars[84 + _t848] == _t841) and (_st_cvars[_t848] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #442 c38fe35b>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t850 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t850] == _l1) and (_st_cvars[_t850] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #443 45760fbb>
def _loop(st, _t841):
    _st_cvars = st.cvars
    for _t854 in st.zones[(9 + st.model.zone_instances[st.loc[_t841]][1])]:
        if ((_st_cvars[84 + _t854] == _t841) and (_st_cvars[_t854] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #444 303894d9>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t856 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t856] == _l1) and (_st_cvars[_t856] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #445 f3ac3758>
def _loop(st, _t841):
    _st_cvars = st.cvars
    for _t860 in st.zones[(9 + st.model.zone_instances[st.loc[_t841]][1])]:
        if ((_st_cvars[84 + _t860] == _t841) and (_st_cvars[_t860] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #446 56651d42>
def _loop(st, _t841):
    _st_cvars = st.cvars
    _t863 = 0
    for _t862 in st.zones[(9 + st.model.zone_instances[st.loc[_t841]][1])]:
        if (_st_cvars[84 + _t862] == _t841):
            _t863 += (1 if ((_st_cvars[_t862] == 'carnivorous') or (_st_cvars[_t862] == 'high_body_weight')) else (2 if (_st_cvars[_t862] == 'parasite') else 0))
    return _t863

# <rulerun evolution.rules: attack_action #447 c14c2847>
def _loop(st, _t841):
    _st_cvars = st.cvars
    for _t864 in st.zones[(9 + st.model.zone_instances[st.loc[_t841]][1])]:
        if ((_st_cvars[_t864] == 'symbiosis') and (_st_cvars[168 + _t864] == _t841)):
            return True
    return False

# <rulerun evolution.rules: attack_action #448 7e2ad006>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t846 = _NOT_YET
    _t847 = _NOT_YET
    _t852 = _NOT_YET
    _t853 = _NOT_YET
    _t858 = _NOT_YET
    _t859 = _NOT_YET
    _t840 = []
    for _t841 in ([_c for _i in [5 + _p for _p in _k546] for _c in st.zones[_i]] or ()):
        if ((((((_l1 != _t841) and ((not _a547(st, _t841)) or (_t847 if _t847 is not _NOT_YET else (_t847 := (_t846 if _t846 is not _NOT_YET else (_t846 := _a548(st, L))))))) and ((not _a549(st, _t841)) or (_t853 if _t853 is not _NOT_YET else (_t853 := (_t852 if _t852 is not _NOT_YET else (_t852 := _a550(st, L))))))) and (_a551(st, _t841) == (_t859 if _t859 is not _NOT_YET else (_t859 := (_t858 if _t858 is not _NOT_YET else (_t858 := _a552(st, L))))))) and (not (_a553(st, _t841) and ((_st_cvars[924 + _t841] == _st_vars[0]) or (_st_cvars[504 + _t841] >= (1 + _a554(st, _t841))))))) and (not _a555(st, _t841))):
            _t840.append(_t841)
    return _t840

# <rulerun evolution.rules: attack_action #449 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #450 07e2c312>
def _loop(st, L):
    _st_cvars = st.cvars
    _t867 = []
    for _t866 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t866] == L[2]) or (_st_cvars[168 + _t866] == L[2])):
            _t867.append(_st_cvars[_t866])
    return _t867

# <rulerun evolution.rules: attack_action #451 2a68118e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t869 = []
    for _t868 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t868] == L[2]) or (_st_cvars[168 + _t868] == L[2])):
            _t869.append(_t868)
    return _t869

# <rulerun evolution.rules: attack_action #452 c885b00e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t871 = 0
    for _t870 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t870] == L[2]):
            _t871 += (1 if ((_st_cvars[_t870] == 'carnivorous') or (_st_cvars[_t870] == 'high_body_weight')) else (2 if (_st_cvars[_t870] == 'parasite') else 0))
    return _t871

# <rulerun evolution.rules: attack_action #453 61346cfe>
def _loop(st, L):
    _st_cvars = st.cvars
    _t873 = 0
    for _t872 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t872] == L[2]) and (_st_cvars[_t872] == 'fat_tissue')) and _st_cvars[252 + _t872]):
            _t873 += 1
    return _t873

# <rulerun evolution.rules: attack_action #454 89cb0995>
def _loop(st, L):
    _st_cvars = st.cvars
    _t875 = 0
    for _t874 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t874] == L[2]) and (_st_cvars[_t874] == 'fat_tissue')):
            _t875 += 1
    return _t875

# <rulerun evolution.rules: attack_action #455 0d55ba58>
def _loop(st, L):
    _st_cvars = st.cvars
    _t877 = 0
    for _t876 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t876] == L[2]) and (_st_cvars[_t876] == 'fat_tissue')):
            _t877 += 1
    return _t877

# <rulerun evolution.rules: attack_action #456 1aa01b00>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain556(((((('animal ' + _plain556(_st_cvars[420 + L[2]]) + ' of ' + _player_text557(st.model.zone_instances[st.loc[L[2]]][1])) + ((' ' + _plain556(_a558(st, L))) if (not not (_a559(st, L) or ())) else '')) + (' food ' + _plain556(_st_cvars[504 + L[2]]) + '/' + _plain556((1 + _a560(st, L))))) + ((' fat ' + _plain556(_a561(st, L)) + '/' + _plain556(_a562(st, L))) if (_a563(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else ''))))

# <rulerun evolution.rules: attack_action #457 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: attack_action #458 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: hunt #459 952a56d8>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_cvars[672 + _l0] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text567(_audience564(st), [_PlayerRef565(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain566(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef565(st.model.zone_instances[_st_loc[_l1]][1]), "'s animal ", _plain566(_st_cvars[420 + _l1])]))

# <rulerun evolution.rules: hunt #460 cff05eff>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t878 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t878] == L[2]) and (_st_cvars[_t878] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #461 45567c10>
def _loop(st, _i10l0):
    _st_cvars = st.cvars
    _t882 = []
    for _t881 in st.zones[(9 + st.model.zone_instances[st.loc[_i10l0]][1])]:
        if ((_st_cvars[84 + _t881] == _i10l0) or (_st_cvars[168 + _t881] == _i10l0)):
            _t882.append(_t881)
    return _t882

# <rulerun evolution.rules: hunt #462 fa70a724>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value568(st, 1, 1, 'attack'))
    L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value568(st, 1, 0, 'attack'))
    L[4] = _a569(st, L)
    if _st_log is not None: _st_log.append(_Text573(_audience570(st), [_PlayerRef571(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain572(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef571(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain572(_st_cvars[420 + L[2]])]))
    _i10l0 = L[2]
    _i10 = [_i10l0, None, None, None, None]
    _i10[1] = st.model.zone_instances[_st_loc[_i10l0]][1]
    for _t880 in (_a574(st, _i10l0) or []):
        _i10[4] = _t880
        _i11l0 = _t880
        _i11 = [_i11l0, None]
        _i11[1] = st.model.zone_instances[_st_loc[_i11l0]][1]
        _st_cvars[252 + _i11l0] = False
        _st_cvars[84 + _i11l0] = None
        _st_cvars[168 + _i11l0] = None
        _st_cvars[_i11l0] = 'no_trait'
        _t883 = _i11l0
        _t884 = (13 + _i11[1])
        if type(_t883) is int and _st_log is None:
            _t885 = _st_zones[_st_loc[_t883]]
            if _t885[-1] == _t883: _t885.pop()
            else: _t885.remove(_t883)
            _st_zones[_t884].append(_t883); _st_loc[_t883] = _t884
        elif _t883 is not None:
            _move_cards575(st, _t883, _t884, False)
    _st_cvars[504 + _i10l0] = 0
    _st_cvars[588 + _i10l0] = False
    _t886 = _i10l0
    _t887 = (13 + _i10[1])
    if type(_t886) is int and _st_log is None:
        _t888 = _st_zones[_st_loc[_t886]]
        if _t888[-1] == _t886: _t888.pop()
        else: _t888.remove(_t886)
        _st_zones[_t887].append(_t886); _st_loc[_t886] = _t887
    elif _t886 is not None:
        _move_cards575(st, _t886, _t887, False)

# <rulerun evolution.rules: hunt #463 0e6d420b>
def _native(st, L):
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_log = st.log
    if L[4]:
        _st_cvars[588 + _l3] = True
        if _st_log is not None: _st_log.append(_Text578(_audience576(st), ['Animal ', _plain577(_st_cvars[420 + _l3]), ' has eaten a poisonous animal: it will die in the extinction phase']))

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

# <rulerun evolution.rules: scavenge #470 328a1dda>
def _loop(st, _t890):
    _st_cvars = st.cvars
    for _t891 in st.zones[(9 + st.model.zone_instances[st.loc[_t890]][1])]:
        if ((_st_cvars[84 + _t891] == _t890) and (_st_cvars[_t891] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #471 62ae155a>
def _loop(st, _t890):
    _st_cvars = st.cvars
    _t894 = 0
    for _t893 in st.zones[(9 + st.model.zone_instances[st.loc[_t890]][1])]:
        if (_st_cvars[84 + _t893] == _t890):
            _t894 += (1 if ((_st_cvars[_t893] == 'carnivorous') or (_st_cvars[_t893] == 'high_body_weight')) else (2 if (_st_cvars[_t893] == 'parasite') else 0))
    return _t894

# <rulerun evolution.rules: scavenge #472 84973245>
def _loop(st, _t890):
    _st_cvars = st.cvars
    _t896 = 0
    for _t895 in st.zones[(9 + st.model.zone_instances[st.loc[_t890]][1])]:
        if (((_st_cvars[84 + _t895] == _t890) and (_st_cvars[_t895] == 'fat_tissue')) and _st_cvars[252 + _t895]):
            _t896 += 1
    return _t896

# <rulerun evolution.rules: scavenge #473 95984e3a>
def _loop(st, _t890):
    _st_cvars = st.cvars
    _t898 = 0
    for _t897 in st.zones[(9 + st.model.zone_instances[st.loc[_t890]][1])]:
        if ((_st_cvars[84 + _t897] == _t890) and (_st_cvars[_t897] == 'fat_tissue')):
            _t898 += 1
    return _t898

# <rulerun evolution.rules: scavenge #474 9405e926>
def _loop(st, _t899):
    _st_cvars = st.cvars
    _t902 = 0
    for _t901 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t899]]][1])]:
        if (_st_cvars[84 + _t901] == _st_cvars[84 + _t899]):
            _t902 += (1 if ((_st_cvars[_t901] == 'carnivorous') or (_st_cvars[_t901] == 'high_body_weight')) else (2 if (_st_cvars[_t901] == 'parasite') else 0))
    return _t902

# <rulerun evolution.rules: scavenge #475 2fbb123a>
def _loop(st, _t890):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t899 in st.zones[(9 + st.model.zone_instances[st.loc[_t890]][1])]:
        if (((_st_cvars[_t899] == 'symbiosis') and (_st_cvars[168 + _t899] == _t890)) and (not ((_st_cvars[924 + _st_cvars[84 + _t899]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t899]] >= (1 + _a583(st, _t899)))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #476 cdf5ee78>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t889 = []
    for _t890 in st.zones[(5 + L[3])]:
        if (_a579(st, _t890) and ((not ((_st_cvars[924 + _t890] == _st_vars[0]) or ((_st_cvars[504 + _t890] >= (1 + _a580(st, _t890))) and (_a581(st, _t890) >= _a582(st, _t890))))) and (not _a584(st, _t890)))):
            _t889.append(_t890)
    L[4] = _t889

# <rulerun evolution.rules: scavenge #477 190b19f3>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text588(_audience585(st), ['Scavenger: ', _PlayerRef586(L[3]), "'s animal ", _plain587(st.cvars[420 + L[5]]), ' receives a blue token']))

# <rulerun evolution.rules: scavenge #478 e693422f>
def _native(st, L):
    return 2

# <rulerun evolution.rules: scavenge #479 edc72191>
def _native(st, L):
    return _o589[L[0]]

# <rulerun evolution.rules: scavenge #480 bfef81a9>
def _native(st, L):
    return (not not (L[4] or ()))

# <rulerun evolution.rules: scavenge #481 64a15f12>
def _loop(st, L):
    for _t905 in (L[4] or ()):
        return _t905
    return None

# <rulerun evolution.rules: scavenge #482 27658fde>
def _native(st, L):
    _t907 = _NOT_YET
    _t903 = []
    for _t904 in (L[4] or ()):
        if ((not False) or (_t904 == (_t907 if _t907 is not _NOT_YET else (_t907 := _a590(st, L))))):
            _t903.append(_t904)
    return _t903

# <rulerun evolution.rules: scavenge #483 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #484 0c4e8018>
def _loop(st, L):
    _st_cvars = st.cvars
    _t909 = []
    for _t908 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t908] == L[5]) or (_st_cvars[168 + _t908] == L[5])):
            _t909.append(_st_cvars[_t908])
    return _t909

# <rulerun evolution.rules: scavenge #485 bc625468>
def _loop(st, L):
    _st_cvars = st.cvars
    _t911 = []
    for _t910 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t910] == L[5]) or (_st_cvars[168 + _t910] == L[5])):
            _t911.append(_t910)
    return _t911

# <rulerun evolution.rules: scavenge #486 a8c0c0a9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t913 = 0
    for _t912 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t912] == L[5]):
            _t913 += (1 if ((_st_cvars[_t912] == 'carnivorous') or (_st_cvars[_t912] == 'high_body_weight')) else (2 if (_st_cvars[_t912] == 'parasite') else 0))
    return _t913

# <rulerun evolution.rules: scavenge #487 74e78e56>
def _loop(st, L):
    _st_cvars = st.cvars
    _t915 = 0
    for _t914 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t914] == L[5]) and (_st_cvars[_t914] == 'fat_tissue')) and _st_cvars[252 + _t914]):
            _t915 += 1
    return _t915

# <rulerun evolution.rules: scavenge #488 ae506e60>
def _loop(st, L):
    _st_cvars = st.cvars
    _t917 = 0
    for _t916 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t916] == L[5]) and (_st_cvars[_t916] == 'fat_tissue')):
            _t917 += 1
    return _t917

# <rulerun evolution.rules: scavenge #489 e738c85b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t919 = 0
    for _t918 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t918] == L[5]) and (_st_cvars[_t918] == 'fat_tissue')):
            _t919 += 1
    return _t919

# <rulerun evolution.rules: scavenge #490 a622dbbb>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain591(((((('animal ' + _plain591(_st_cvars[420 + L[5]]) + ' of ' + _player_text592(st.model.zone_instances[st.loc[L[5]]][1])) + ((' ' + _plain591(_a593(st, L))) if (not not (_a594(st, L) or ())) else '')) + (' food ' + _plain591(_st_cvars[504 + L[5]]) + '/' + _plain591((1 + _a595(st, L))))) + ((' fat ' + _plain591(_a596(st, L)) + '/' + _plain591(_a597(st, L))) if (_a598(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else ''))))

# <rulerun evolution.rules: scavenge #491 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun evolution.rules: scavenge #492 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: drop_trait #493 ff50720d>
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
    _t920 = _l0
    _t921 = (13 + L[1])
    if type(_t920) is int and st.log is None:
        _t922 = _st_zones[_st_loc[_t920]]
        if _t922[-1] == _t920: _t922.pop()
        else: _t922.remove(_t920)
        _st_zones[_t921].append(_t920); _st_loc[_t920] = _t921
    elif _t920 is not None:
        _move_cards599(st, _t920, _t921, False)

# <rulerun evolution.rules: remove_animal #494 b0d0a087>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t925 = []
    for _t924 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t924] == _l0) or (_st_cvars[168 + _t924] == _l0)):
            _t925.append(_t924)
    return _t925

# <rulerun evolution.rules: remove_animal #495 4ad2d6f4>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = st.model.zone_instances[_st_loc[_l0]][1]
    for _t923 in (_a600(st, L) or []):
        L[4] = _t923
        _i12l0 = _t923
        _i12 = [_i12l0, None]
        _i12[1] = st.model.zone_instances[_st_loc[_i12l0]][1]
        _st_cvars[252 + _i12l0] = False
        _st_cvars[84 + _i12l0] = None
        _st_cvars[168 + _i12l0] = None
        _st_cvars[_i12l0] = 'no_trait'
        _t926 = _i12l0
        _t927 = (13 + _i12[1])
        if type(_t926) is int and _st_log is None:
            _t928 = _st_zones[_st_loc[_t926]]
            if _t928[-1] == _t926: _t928.pop()
            else: _t928.remove(_t926)
            _st_zones[_t927].append(_t926); _st_loc[_t926] = _t927
        elif _t926 is not None:
            _move_cards601(st, _t926, _t927, False)
    _st_cvars[504 + _l0] = 0
    _st_cvars[588 + _l0] = False
    _t929 = _l0
    _t930 = (13 + L[1])
    if type(_t929) is int and _st_log is None:
        _t931 = _st_zones[_st_loc[_t929]]
        if _t931[-1] == _t929: _t931.pop()
        else: _t931.remove(_t929)
        _st_zones[_t930].append(_t929); _st_loc[_t929] = _t930
    elif _t929 is not None:
        _move_cards601(st, _t929, _t930, False)

# <rulerun evolution.rules: deal #496 fcbe8b49>
def _loop(st):
    for _t936 in (_k608 or ()):
        if (st.vars[7 + _t936] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #497 5e5582b0>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t932 in (_k602 or []):
        L[2] = _t932
        _st_vars[7 + _t932] = (6 if ((not _st_zones[(5 + _t932)]) and (not _st_zones[(1 + _t932)])) else (1 + len(_st_zones[(5 + _t932)])))
    for _t933 in (_o603[_st_vars[1]] or []):
        L[5] = _t933
        if _st_log is not None: _st_log.append(_Text607(_audience604(st), ['Cards owed to ', _PlayerRef605(_t933), ': ', _plain606(_st_vars[7 + _t933])]))
    _t934 = 0; _t935 = st.decisions
    while ((not not _st_zones[0]) and _a609(st)):
        _t934 += 1
        if _t934 > _LIMIT610[0] and _over_limit611(_t934, st, _t935): raise _Runaway612()
        for _t938 in (_o613[_st_vars[1]] or []):
            L[8] = _t938
            if not (((_st_vars[7 + _t938] > 0) and (not not _st_zones[0]))): continue
            _t941 = _st_zones[0]
            _t940 = (1 + _t938)
            if _st_log is None and _t941:
                _t939 = _t941.pop(); _st_zones[_t940].append(_t939); st.loc[_t939] = _t940
            elif _t941:
                _move_cards614(st, _t941[-1], _t940, False)
            _st_vars[7 + _t938] = _st_vars[7 + _t938] - 1
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text607(_audience604(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #498 3621075f>
def _loop(st, _t942):
    _st_cvars = st.cvars
    _t944 = 0
    for _t943 in st.zones[(9 + _t942)]:
        _t944 += (1 + (1 if ((_st_cvars[_t943] == 'carnivorous') or (_st_cvars[_t943] == 'high_body_weight')) else (2 if (_st_cvars[_t943] == 'parasite') else 0)))
    return _t944

# <rulerun evolution.rules: game_end #499 5760fb8d>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i13 = [None, None, None, None, None, None, None, None]
    for _t942 in (_k615 or []):
        _i13[2] = _t942
        if _st_log is not None: _st_log.append(_Text621(_audience616(st), [_PlayerRef617(_t942), ': ', _plain618(len(_st_zones[(5 + _t942)])), ' animals, ', _plain618(len(_st_zones[(9 + _t942)])), ' trait cards, ', _plain618((_times619(2, len(_st_zones[(5 + _t942)])) + _a620(st, _t942))), ' points; ', _plain618(len(_st_zones[(13 + _t942)])), ' cards in the discard pile']))
    if False:
        _i13[3] = _range622(1, 4)
        for _t945 in (_k623 or []):
            _i13[6] = _t945
            _i13[7] = _random_item624(st, _i13[3])
            st.vars[12 + _t945] = _i13[7]
            _i13[3] = _remove625(st, _i13[3], _i13[7])
    _end_game626(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #500 5140a063>
def _loop(st, _t946):
    _st_cvars = st.cvars
    _t948 = 0
    for _t947 in st.zones[(9 + _t946)]:
        _t948 += (1 + (1 if ((_st_cvars[_t947] == 'carnivorous') or (_st_cvars[_t947] == 'high_body_weight')) else (2 if (_st_cvars[_t947] == 'parasite') else 0)))
    return _t948

# <rulerun evolution.rules: final_scoring #501 946cba5a>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    for _t946 in (_k627 or []):
        L[2] = _t946
        if _st_log is not None: _st_log.append(_Text633(_audience628(st), [_PlayerRef629(_t946), ': ', _plain630(len(_st_zones[(5 + _t946)])), ' animals, ', _plain630(len(_st_zones[(9 + _t946)])), ' trait cards, ', _plain630((_times631(2, len(_st_zones[(5 + _t946)])) + _a632(st, _t946))), ' points; ', _plain630(len(_st_zones[(13 + _t946)])), ' cards in the discard pile']))
    if False:
        L[3] = _range634(1, 4)
        for _t949 in (_k635 or []):
            L[6] = _t949
            L[7] = _random_item636(st, L[3])
            st.vars[12 + _t949] = L[7]
            L[3] = _remove637(st, L[3], L[7])

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

# <rulerun evolution.rules: on before attack #505 a4f89e20>
def _loop(st, L, _t952):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t953 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t953] == _l1) and (_st_cvars[_t953] == _t952)):
            return True
    return False

# <rulerun evolution.rules: on before attack #506 cc068f62>
def _loop(st, _t955):
    _st_cvars = st.cvars
    for _t957 in st.zones[(9 + st.model.zone_instances[st.loc[_t955]][1])]:
        if ((_st_cvars[84 + _t957] == _t955) and (_st_cvars[_t957] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #507 bc8bc89b>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t959 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t959] == _l0) and (_st_cvars[_t959] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #508 a8c3f63a>
def _loop(st, _t955):
    _st_cvars = st.cvars
    for _t963 in st.zones[(9 + st.model.zone_instances[st.loc[_t955]][1])]:
        if ((_st_cvars[84 + _t963] == _t955) and (_st_cvars[_t963] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #509 9eb25b2e>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t965 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t965] == _l0) and (_st_cvars[_t965] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #510 9c8c4054>
def _loop(st, _t955):
    _st_cvars = st.cvars
    for _t969 in st.zones[(9 + st.model.zone_instances[st.loc[_t955]][1])]:
        if ((_st_cvars[84 + _t969] == _t955) and (_st_cvars[_t969] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #511 b12e1e8b>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t971 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t971] == _l0) and (_st_cvars[_t971] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #512 2346a592>
def _loop(st, _t955):
    _st_cvars = st.cvars
    for _t975 in st.zones[(9 + st.model.zone_instances[st.loc[_t955]][1])]:
        if ((_st_cvars[84 + _t975] == _t955) and (_st_cvars[_t975] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #513 646ea672>
def _loop(st, _t955):
    _st_cvars = st.cvars
    _t978 = 0
    for _t977 in st.zones[(9 + st.model.zone_instances[st.loc[_t955]][1])]:
        if (_st_cvars[84 + _t977] == _t955):
            _t978 += (1 if ((_st_cvars[_t977] == 'carnivorous') or (_st_cvars[_t977] == 'high_body_weight')) else (2 if (_st_cvars[_t977] == 'parasite') else 0))
    return _t978

# <rulerun evolution.rules: on before attack #514 8ddc787c>
def _loop(st, _t955):
    _st_cvars = st.cvars
    for _t979 in st.zones[(9 + st.model.zone_instances[st.loc[_t955]][1])]:
        if ((_st_cvars[_t979] == 'symbiosis') and (_st_cvars[168 + _t979] == _t955)):
            return True
    return False

# <rulerun evolution.rules: on before attack #515 0bbf3870>
def _loop(st, L, _t951):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t961 = _NOT_YET
    _t962 = _NOT_YET
    _t967 = _NOT_YET
    _t968 = _NOT_YET
    _t973 = _NOT_YET
    _t974 = _NOT_YET
    for _t955 in st.zones[(5 + _t951)]:
        if (((_t955 != _l1) and (_t955 != _l0)) and ((((((_l0 != _t955) and ((not _a639(st, _t955)) or (_t962 if _t962 is not _NOT_YET else (_t962 := (_t961 if _t961 is not _NOT_YET else (_t961 := _a640(st, L))))))) and ((not _a641(st, _t955)) or (_t968 if _t968 is not _NOT_YET else (_t968 := (_t967 if _t967 is not _NOT_YET else (_t967 := _a642(st, L))))))) and (_a643(st, _t955) == (_t974 if _t974 is not _NOT_YET else (_t974 := (_t973 if _t973 is not _NOT_YET else (_t973 := _a644(st, L))))))) and (not (_a645(st, _t955) and ((_st_cvars[924 + _t955] == _st_vars[0]) or (_st_cvars[504 + _t955] >= (1 + _a646(st, _t955))))))) and (not _a647(st, _t955)))):
            return True
    return False

# <rulerun evolution.rules: on before attack #516 b3ed275e>
def _native(st, L):
    _l2 = L[2]
    _l3 = L[3]
    L[4] = st.model.zone_instances[st.loc[L[1]]][1]
    _t951 = L[4]
    _t981 = _NOT_YET
    _t950 = []
    for _t952 in (['running', 'mimicry', 'tail_loss'] or ()):
        if ((_a638(st, L, _t952) and ((_t952 != 'running') or (not _l3))) and ((_t952 != 'mimicry') or ((not _l2) and (_t981 if _t981 is not _NOT_YET else (_t981 := _a648(st, L, _t951)))))):
            _t950.append(_t952)
    L[5] = _t950
    if (not (L[5] or ())):
        return 2

# <rulerun evolution.rules: on before attack #517 8d9480b8>
def _native(st, L):
    if (L[6] is None):
        return 2

# <rulerun evolution.rules: on before attack #518 0fbc6dd2>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = True
    if _st_log is not None: _st_log.append(_Text652(_audience649(st), ['Running: ', _PlayerRef650(L[4]), "'s animal ", _plain651(_st_cvars[420 + _l1]), ' tries to run away']))
    if (_roll653(st, 1, 6) >= 4):
        if _st_log is not None: _st_log.append(_Text652(_audience649(st), ['Animal ', _plain651(_st_cvars[420 + _l1]), ' escapes: the attack fails']))
        _cancel654(st)
        return 2
    if _st_log is not None: _st_log.append(_Text652(_audience649(st), ['Animal ', _plain651(_st_cvars[420 + _l1]), ' is caught']))

# <rulerun evolution.rules: on before attack #519 017dbc5b>
def _native(st, L):
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text657(_audience655(st), ['Mimicry: the attack turns from animal ', _plain656(_st_cvars[420 + L[1]]), ' to animal ', _plain656(_st_cvars[420 + _l7])]))
    L[1] = _l7
    _set_event_value658(st, 1, 1, L[1])
    L[2] = True
    L[3] = False

# <rulerun evolution.rules: on before attack #520 44d29b0c>
def _native(st, L):
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text661(_audience659(st), ['Tail loss: animal ', _plain660(_st_cvars[420 + L[1]]), ' drops its ', _plain660(_st_cvars[_l8]), ' card and survives']))
    _i14l0 = _l8
    _i14 = [_i14l0, None]
    _i14[1] = st.model.zone_instances[_st_loc[_i14l0]][1]
    _st_cvars[252 + _i14l0] = False
    _st_cvars[84 + _i14l0] = None
    _st_cvars[168 + _i14l0] = None
    _st_cvars[_i14l0] = 'no_trait'
    _t982 = _i14l0
    _t983 = (13 + _i14[1])
    if type(_t982) is int and _st_log is None:
        _t984 = _st_zones[_st_loc[_t982]]
        if _t984[-1] == _t982: _t984.pop()
        else: _t984.remove(_t982)
        _st_zones[_t983].append(_t982); _st_loc[_t982] = _t983
    elif _t982 is not None:
        _move_cards662(st, _t982, _t983, False)

# <rulerun evolution.rules: on before attack #521 99c711db>
def _native(st, L):
    _cancel663(st)
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

# <rulerun evolution.rules: on before attack #527 53424a14>
def _loop(st, _t986):
    _st_cvars = st.cvars
    for _t987 in st.zones[(9 + st.model.zone_instances[st.loc[_t986]][1])]:
        if ((_st_cvars[84 + _t987] == _t986) and (_st_cvars[_t987] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #528 a21f6e11>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t989 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t989] == _l0) and (_st_cvars[_t989] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #529 5f508403>
def _loop(st, _t986):
    _st_cvars = st.cvars
    for _t993 in st.zones[(9 + st.model.zone_instances[st.loc[_t986]][1])]:
        if ((_st_cvars[84 + _t993] == _t986) and (_st_cvars[_t993] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #530 70178210>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t995 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t995] == _l0) and (_st_cvars[_t995] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #531 80afba82>
def _loop(st, _t986):
    _st_cvars = st.cvars
    for _t999 in st.zones[(9 + st.model.zone_instances[st.loc[_t986]][1])]:
        if ((_st_cvars[84 + _t999] == _t986) and (_st_cvars[_t999] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #532 9a2cc11b>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1001 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1001] == _l0) and (_st_cvars[_t1001] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #533 070481d0>
def _loop(st, _t986):
    _st_cvars = st.cvars
    for _t1005 in st.zones[(9 + st.model.zone_instances[st.loc[_t986]][1])]:
        if ((_st_cvars[84 + _t1005] == _t986) and (_st_cvars[_t1005] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #534 97729b78>
def _loop(st, _t986):
    _st_cvars = st.cvars
    _t1008 = 0
    for _t1007 in st.zones[(9 + st.model.zone_instances[st.loc[_t986]][1])]:
        if (_st_cvars[84 + _t1007] == _t986):
            _t1008 += (1 if ((_st_cvars[_t1007] == 'carnivorous') or (_st_cvars[_t1007] == 'high_body_weight')) else (2 if (_st_cvars[_t1007] == 'parasite') else 0))
    return _t1008

# <rulerun evolution.rules: on before attack #535 63ac9f30>
def _loop(st, _t986):
    _st_cvars = st.cvars
    for _t1009 in st.zones[(9 + st.model.zone_instances[st.loc[_t986]][1])]:
        if ((_st_cvars[_t1009] == 'symbiosis') and (_st_cvars[168 + _t1009] == _t986)):
            return True
    return False

# <rulerun evolution.rules: on before attack #536 a5beb7ab>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t991 = _NOT_YET
    _t992 = _NOT_YET
    _t997 = _NOT_YET
    _t998 = _NOT_YET
    _t1003 = _NOT_YET
    _t1004 = _NOT_YET
    _t985 = []
    for _t986 in st.zones[(5 + L[4])]:
        if (((_t986 != _l1) and (_t986 != _l0)) and ((((((_l0 != _t986) and ((not _a664(st, _t986)) or (_t992 if _t992 is not _NOT_YET else (_t992 := (_t991 if _t991 is not _NOT_YET else (_t991 := _a665(st, L))))))) and ((not _a666(st, _t986)) or (_t998 if _t998 is not _NOT_YET else (_t998 := (_t997 if _t997 is not _NOT_YET else (_t997 := _a667(st, L))))))) and (_a668(st, _t986) == (_t1004 if _t1004 is not _NOT_YET else (_t1004 := (_t1003 if _t1003 is not _NOT_YET else (_t1003 := _a669(st, L))))))) and (not (_a670(st, _t986) and ((_st_cvars[924 + _t986] == _st_vars[0]) or (_st_cvars[504 + _t986] >= (1 + _a671(st, _t986))))))) and (not _a672(st, _t986)))):
            _t985.append(_t986)
    return _t985

# <rulerun evolution.rules: on before attack #537 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #538 efecb057>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1012 = []
    for _t1011 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1011] == L[7]) or (_st_cvars[168 + _t1011] == L[7])):
            _t1012.append(_st_cvars[_t1011])
    return _t1012

# <rulerun evolution.rules: on before attack #539 0e6eeab5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1014 = []
    for _t1013 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1013] == L[7]) or (_st_cvars[168 + _t1013] == L[7])):
            _t1014.append(_t1013)
    return _t1014

# <rulerun evolution.rules: on before attack #540 88af0a9c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1016 = 0
    for _t1015 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t1015] == L[7]):
            _t1016 += (1 if ((_st_cvars[_t1015] == 'carnivorous') or (_st_cvars[_t1015] == 'high_body_weight')) else (2 if (_st_cvars[_t1015] == 'parasite') else 0))
    return _t1016

# <rulerun evolution.rules: on before attack #541 555f42b0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1018 = 0
    for _t1017 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t1017] == L[7]) and (_st_cvars[_t1017] == 'fat_tissue')) and _st_cvars[252 + _t1017]):
            _t1018 += 1
    return _t1018

# <rulerun evolution.rules: on before attack #542 d6c4b2a8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1020 = 0
    for _t1019 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1019] == L[7]) and (_st_cvars[_t1019] == 'fat_tissue')):
            _t1020 += 1
    return _t1020

# <rulerun evolution.rules: on before attack #543 29b9ccff>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1022 = 0
    for _t1021 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1021] == L[7]) and (_st_cvars[_t1021] == 'fat_tissue')):
            _t1022 += 1
    return _t1022

# <rulerun evolution.rules: on before attack #544 9c665713>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain673(((((('animal ' + _plain673(_st_cvars[420 + L[7]]) + ' of ' + _player_text674(st.model.zone_instances[st.loc[L[7]]][1])) + ((' ' + _plain673(_a675(st, L))) if (not not (_a676(st, L) or ())) else '')) + (' food ' + _plain673(_st_cvars[504 + L[7]]) + '/' + _plain673((1 + _a677(st, L))))) + ((' fat ' + _plain673(_a678(st, L)) + '/' + _plain673(_a679(st, L))) if (_a680(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else ''))))

# <rulerun evolution.rules: on before attack #545 522d311d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1024 = []
    for _t1023 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1023] == _l1) or (_st_cvars[168 + _t1023] == _l1)):
            _t1024.append(_t1023)
    return _t1024

# <rulerun evolution.rules: on before attack #546 b04cd725>
def _native(st, L):
    return _a681(st, L)

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

# <rulerun evolution.rules: play #551 291b7ded>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (False or (4 >= 5)):
        if _st_log is not None: _st_log.append(_Text684(_audience682(st), ['Two base sets are mixed: ', _plain683(len(_st_zones[0])), ' cards (1.13)']))
    _shuffle_zone685(st, 0)
    for _t1025 in (_k686 or []):
        L[2] = _t1025
        _t1026 = _st_zones[0][:-(6) - 1:-1]
        _t1027 = (1 + _t1025)
        if type(_t1026) is list and _st_log is None:
            for _t1028 in _t1026:
                _t1029 = _st_zones[_st_loc[_t1028]]
                if _t1029[-1] == _t1028: _t1029.pop()
                else: _t1029.remove(_t1028)
                _st_zones[_t1027].append(_t1028); _st_loc[_t1028] = _t1027
        elif _t1026 is not None:
            _move_cards687(st, _t1026, _t1027, False)
    _st_vars[1] = _random_item688(st, _k689)
    if _st_log is not None: _st_log.append(_Text684(_audience682(st), [_PlayerRef690(_st_vars[1]), ' is the first player']))

# <rulerun evolution.rules: play #552 ca5f965c>
def _loop(st, _t1030):
    _st_cvars = st.cvars
    _t1032 = 0
    for _t1031 in st.zones[(9 + _t1030)]:
        _t1032 += (1 + (1 if ((_st_cvars[_t1031] == 'carnivorous') or (_st_cvars[_t1031] == 'high_body_weight')) else (2 if (_st_cvars[_t1031] == 'parasite') else 0)))
    return _t1032

# <rulerun evolution.rules: play #553 890e2a07>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i16 = [None, None, None, None, None, None, None, None]
    for _t1030 in (_k691 or []):
        _i16[2] = _t1030
        if _st_log is not None: _st_log.append(_Text697(_audience692(st), [_PlayerRef693(_t1030), ': ', _plain694(len(_st_zones[(5 + _t1030)])), ' animals, ', _plain694(len(_st_zones[(9 + _t1030)])), ' trait cards, ', _plain694((_times695(2, len(_st_zones[(5 + _t1030)])) + _a696(st, _t1030))), ' points; ', _plain694(len(_st_zones[(13 + _t1030)])), ' cards in the discard pile']))
    if False:
        _i16[3] = _range698(1, 4)
        for _t1033 in (_k699 or []):
            _i16[6] = _t1033
            _i16[7] = _random_item700(st, _i16[3])
            st.vars[12 + _t1033] = _i16[7]
            _i16[3] = _remove701(st, _i16[3], _i16[7])
    _end_game702(st, None, False); return 3

# <rulerun evolution.rules: play #554 f39cff64>
def _native(st, L):
    return st.vars[2]

# <rulerun evolution.rules: play_turn #555 73b4494a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run705(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit706(_k707)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run708(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit706(_k709)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run710(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k711)

# <rulerun evolution.rules: development #556 11c44b3c>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT712[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k715)
            _r = _run716(st, L)
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
            L[1] = (_o717[st.vars[1]] or []); L[2] = 0
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
            _r = _run718(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer719(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run720(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            _a = [L[3], L[4], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit721(_k722)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit714(_k, st, _d0): raise _Runaway713()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit714(_k, st, _d0): raise _Runaway713()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k723)

# <rulerun evolution.rules: play_card #557 68266ef6>
def _loop(st, _t1037):
    _st_cvars = st.cvars
    for _t1039 in st.zones[(9 + st.model.zone_instances[st.loc[_t1037]][1])]:
        if ((_st_cvars[84 + _t1039] == _t1037) and (_st_cvars[_t1039] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #558 523c3ed9>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t1038 = []
    for _t1037 in ([_c for _i in [5 + _p for _p in _k730] for _c in st.zones[_i]] or ()):
        if ((st.model.zone_instances[_st_loc[_t1037]][1] != _l0) and (not _a731(st, _t1037))):
            _t1038.append(_t1037)
    return _t1038

# <rulerun evolution.rules: play_card #559 a3a964d3>
def _loop(st, L, _t1044, _t1047):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1048 in st.zones[(9 + st.model.zone_instances[st.loc[_t1044]][1])]:
        if ((_st_cvars[_t1048] == _l3) and (((_st_cvars[84 + _t1048] == _t1044) and (_st_cvars[168 + _t1048] == _t1047)) or ((_st_cvars[84 + _t1048] == _t1047) and (_st_cvars[168 + _t1048] == _t1044)))):
            return True
    return False

# <rulerun evolution.rules: play_card #560 0872c702>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1045 = []
    for _t1044 in _st_zones[(5 + _l0)]:
        _t1046 = False
        for _t1047 in _st_zones[(5 + _l0)]:
            if ((_t1044 != _t1047) and (not _a736(st, L, _t1044, _t1047))):
                _t1046 = True
                break
        if _t1046:
            _t1045.append(_t1044)
    return _t1045

# <rulerun evolution.rules: play_card #561 96bb351f>
def _loop(st, L, _t1053):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1055 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1055] == _l3) and (((_st_cvars[84 + _t1055] == _l5) and (_st_cvars[168 + _t1055] == _t1053)) or ((_st_cvars[84 + _t1055] == _t1053) and (_st_cvars[168 + _t1055] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #562 3d28d1e8>
def _loop(st, L):
    _l5 = L[5]
    _t1054 = []
    for _t1053 in st.zones[(5 + L[0])]:
        if ((_l5 != _t1053) and (not _a740(st, L, _t1053))):
            _t1054.append(_t1053)
    return _t1054

# <rulerun evolution.rules: play_card #563 0569f836>
def _loop(st, L, _t1063):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1065 in st.zones[(9 + st.model.zone_instances[st.loc[_t1063]][1])]:
        if ((_st_cvars[84 + _t1065] == _t1063) and (_st_cvars[_t1065] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #564 62620aa4>
def _loop(st, _t1063):
    _st_cvars = st.cvars
    for _t1067 in st.zones[(9 + st.model.zone_instances[st.loc[_t1063]][1])]:
        if ((_st_cvars[84 + _t1067] == _t1063) and (_st_cvars[_t1067] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #565 4e926e65>
def _loop(st, _t1063):
    _st_cvars = st.cvars
    for _t1069 in st.zones[(9 + st.model.zone_instances[st.loc[_t1063]][1])]:
        if ((_st_cvars[84 + _t1069] == _t1063) and (_st_cvars[_t1069] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #566 c88d86b0>
def _loop(st, L):
    _l3 = L[3]
    _t1064 = []
    for _t1063 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a749(st, L, _t1063))) and (not ((_l3 == 'scavenger') and _a750(st, _t1063)))) and (not ((_l3 == 'carnivorous') and _a751(st, _t1063)))):
            _t1064.append(_t1063)
    return _t1064

# <rulerun evolution.rules: play_card #567 010702b7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run726(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1034 = L[0]
            _t1035 = len(_o)
            if _t1035 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1035 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1036 = st.chooser(_t1035, _t1034)
                else:
                    _t1036 = _st_bits(_t1035.bit_length())
                    while _t1036 >= _t1035: _t1036 = _st_bits(_t1035.bit_length())
                L[3] = _o[_t1036]; st.decisions += 1
            elif _decide728(st, L, _o, _t1034): return True
            pc = 2
        if pc == 2:
            _r = _run729(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_a732(st, L) or [])
            fr[1] = 5
            _t1041 = L[0]
            _t1042 = len(_o)
            if _t1042 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1042 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1043 = st.chooser(_t1042, _t1041)
                else:
                    _t1043 = _st_bits(_t1042.bit_length())
                    while _t1043 >= _t1042: _t1043 = _st_bits(_t1042.bit_length())
                L[4] = _o[_t1043]; st.decisions += 1
            elif _decide734(st, L, _o, _t1041): return True
            pc = 5
        if pc == 5:
            _r = _run735(st, L)
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
            _o = (_a737(st, L) or [])
            fr[1] = 9
            _t1050 = L[0]
            _t1051 = len(_o)
            if _t1051 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1051 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1052 = st.chooser(_t1051, _t1050)
                else:
                    _t1052 = _st_bits(_t1051.bit_length())
                    while _t1052 >= _t1051: _t1052 = _st_bits(_t1051.bit_length())
                L[5] = _o[_t1052]; st.decisions += 1
            elif _decide739(st, L, _o, _t1050): return True
            pc = 9
        if pc == 9:
            _o = (_a741(st, L) or [])
            fr[1] = 10
            _t1057 = L[0]
            _t1058 = len(_o)
            if _t1058 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1058 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1059 = st.chooser(_t1058, _t1057)
                else:
                    _t1059 = _st_bits(_t1058.bit_length())
                    while _t1059 >= _t1058: _t1059 = _st_bits(_t1058.bit_length())
                L[6] = _o[_t1059]; st.decisions += 1
            elif _decide743(st, L, _o, _t1057): return True
            pc = 10
        if pc == 10:
            _r = _run744(st, L)
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
            _t1060 = L[0]
            _t1061 = len(_o)
            if _t1061 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1061 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1062 = st.chooser(_t1061, _t1060)
                else:
                    _t1062 = _st_bits(_t1061.bit_length())
                    while _t1062 >= _t1061: _t1062 = _st_bits(_t1061.bit_length())
                L[7] = _o[_t1062]; st.decisions += 1
            elif _decide746(st, L, _o, _t1060): return True
            pc = 13
        if pc == 13:
            _r = _run747(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run748(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a752(st, L) or [])
            fr[1] = 18
            _t1071 = L[0]
            _t1072 = len(_o)
            if _t1072 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1072 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1073 = st.chooser(_t1072, _t1071)
                else:
                    _t1073 = _st_bits(_t1072.bit_length())
                    while _t1073 >= _t1072: _t1073 = _st_bits(_t1072.bit_length())
                L[8] = _o[_t1073]; st.decisions += 1
            elif _decide754(st, L, _o, _t1071): return True
            pc = 18
        if pc == 18:
            _r = _run755(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k756)

# <rulerun evolution.rules: determining_the_food_base #568 986b1624>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run759(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k760)

# <rulerun evolution.rules: feeding #569 d72fff0a>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k763)
            _r = _run764(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit765(_k766)
            fr[1] = 3; st.cur.append([6, 0, _a]); return None
        if pc == 3:
            _r = _run767(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k768)

# <rulerun evolution.rules: show_animals #570 79334685>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run771(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k772)

# <rulerun evolution.rules: feeding_laps #571 a5a8a195>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT773[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run776(st, L)
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
            L[0] = (_o777[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run778(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit779(_k780)
            fr[1] = 6; st.cur.append([8, 0, _a]); return None
        if pc == 6:
            _r = _run781(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit775(_k, st, _d0): raise _Runaway774()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit775(_k, st, _d0): raise _Runaway774()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k782)

# <rulerun evolution.rules: feeding_end_check #572 7de684d5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run785(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k786)

# <rulerun evolution.rules: feeding_turn_of #573 a23e2a37>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT787[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run790(st, L)
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
            _r = _run791(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1074 = L[0]
            _t1075 = len(_o)
            if _t1075 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1075 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1076 = st.chooser(_t1075, _t1074)
                else:
                    _t1076 = _st_bits(_t1075.bit_length())
                    while _t1076 >= _t1075: _t1076 = _st_bits(_t1075.bit_length())
                L[3] = _o[_t1076]; st.decisions += 1
            elif _decide793(st, L, _o, _t1074): return True
            pc = 4
        if pc == 4:
            _r = _run794(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run795(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit796(_k797)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run798(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit796(_k799)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run800(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit796(_k801)
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
            if len(st.cur) >= 500: raise _RuleLimit796(_k802)
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
            if len(st.cur) >= 500: raise _RuleLimit796(_k803)
            fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit796(_k804)
            fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit789(_k, st, _d0): raise _Runaway788()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k805)

# <rulerun evolution.rules: take_food #574 cd5ba4f3>
def _loop(st, _t1077):
    _st_cvars = st.cvars
    _t1080 = 0
    for _t1079 in st.zones[(9 + st.model.zone_instances[st.loc[_t1077]][1])]:
        if (_st_cvars[84 + _t1079] == _t1077):
            _t1080 += (1 if ((_st_cvars[_t1079] == 'carnivorous') or (_st_cvars[_t1079] == 'high_body_weight')) else (2 if (_st_cvars[_t1079] == 'parasite') else 0))
    return _t1080

# <rulerun evolution.rules: take_food #575 94b35445>
def _loop(st, _t1077):
    _st_cvars = st.cvars
    _t1082 = 0
    for _t1081 in st.zones[(9 + st.model.zone_instances[st.loc[_t1077]][1])]:
        if (((_st_cvars[84 + _t1081] == _t1077) and (_st_cvars[_t1081] == 'fat_tissue')) and _st_cvars[252 + _t1081]):
            _t1082 += 1
    return _t1082

# <rulerun evolution.rules: take_food #576 74bc4b93>
def _loop(st, _t1077):
    _st_cvars = st.cvars
    _t1084 = 0
    for _t1083 in st.zones[(9 + st.model.zone_instances[st.loc[_t1077]][1])]:
        if ((_st_cvars[84 + _t1083] == _t1077) and (_st_cvars[_t1083] == 'fat_tissue')):
            _t1084 += 1
    return _t1084

# <rulerun evolution.rules: take_food #577 743b02ba>
def _loop(st, _t1085):
    _st_cvars = st.cvars
    _t1088 = 0
    for _t1087 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1085]]][1])]:
        if (_st_cvars[84 + _t1087] == _st_cvars[84 + _t1085]):
            _t1088 += (1 if ((_st_cvars[_t1087] == 'carnivorous') or (_st_cvars[_t1087] == 'high_body_weight')) else (2 if (_st_cvars[_t1087] == 'parasite') else 0))
    return _t1088

# <rulerun evolution.rules: take_food #578 275a45bc>
def _loop(st, _t1077):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t1085 in st.zones[(9 + st.model.zone_instances[st.loc[_t1077]][1])]:
        if (((_st_cvars[_t1085] == 'symbiosis') and (_st_cvars[168 + _t1085] == _t1077)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1085]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1085]] >= (1 + _a811(st, _t1085)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #579 9a813800>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1078 = []
    for _t1077 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t1077] == _st_vars[0]) or ((_st_cvars[504 + _t1077] >= (1 + _a808(st, _t1077))) and (_a809(st, _t1077) >= _a810(st, _t1077))))) and (not _a812(st, _t1077))):
            _t1078.append(_t1077)
    return _t1078

# <rulerun evolution.rules: take_food #580 b9809e2b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a813(st, L) or [])
            fr[1] = 1
            _t1089 = L[0]
            _t1090 = len(_o)
            if _t1090 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1090 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1091 = st.chooser(_t1090, _t1089)
                else:
                    _t1091 = _st_bits(_t1090.bit_length())
                    while _t1091 >= _t1090: _t1091 = _st_bits(_t1090.bit_length())
                L[1] = _o[_t1091]; st.decisions += 1
            elif _decide815(st, L, _o, _t1089): return True
            pc = 1
        if pc == 1:
            _r = _run816(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit817(_k818)
            fr[1] = 3; st.cur.append([11, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k819)

# <rulerun evolution.rules: convert_fat #581 0913e327>
def _loop(st, _t1092):
    _st_cvars = st.cvars
    _t1095 = 0
    for _t1094 in st.zones[(9 + st.model.zone_instances[st.loc[_t1092]][1])]:
        if (_st_cvars[84 + _t1094] == _t1092):
            _t1095 += (1 if ((_st_cvars[_t1094] == 'carnivorous') or (_st_cvars[_t1094] == 'high_body_weight')) else (2 if (_st_cvars[_t1094] == 'parasite') else 0))
    return _t1095

# <rulerun evolution.rules: convert_fat #582 8c08a741>
def _loop(st, _t1092):
    _st_cvars = st.cvars
    _t1097 = 0
    for _t1096 in st.zones[(9 + st.model.zone_instances[st.loc[_t1092]][1])]:
        if (((_st_cvars[84 + _t1096] == _t1092) and (_st_cvars[_t1096] == 'fat_tissue')) and _st_cvars[252 + _t1096]):
            _t1097 += 1
    return _t1097

# <rulerun evolution.rules: convert_fat #583 9dac18a6>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1093 = []
    for _t1092 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t1092] == _st_vars[0]) or (_st_cvars[504 + _t1092] >= (1 + _a822(st, _t1092))))) and (_a823(st, _t1092) > 0)):
            _t1093.append(_t1092)
    return _t1093

# <rulerun evolution.rules: convert_fat #584 360b68b9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1102 = 0
    for _t1101 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1101] == L[1]) and (_st_cvars[_t1101] == 'fat_tissue')) and _st_cvars[252 + _t1101]):
            _t1102 += 1
    return _t1102

# <rulerun evolution.rules: convert_fat #585 489c62e6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1104 = 0
    for _t1103 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1103] == L[1]):
            _t1104 += (1 if ((_st_cvars[_t1103] == 'carnivorous') or (_st_cvars[_t1103] == 'high_body_weight')) else (2 if (_st_cvars[_t1103] == 'parasite') else 0))
    return _t1104

# <rulerun evolution.rules: convert_fat #586 10197340>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a824(st, L) or [])
            fr[1] = 1
            _t1098 = L[0]
            _t1099 = len(_o)
            if _t1099 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1099 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1100 = st.chooser(_t1099, _t1098)
                else:
                    _t1100 = _st_bits(_t1099.bit_length())
                    while _t1100 >= _t1099: _t1100 = _st_bits(_t1099.bit_length())
                L[1] = _o[_t1100]; st.decisions += 1
            elif _decide826(st, L, _o, _t1098): return True
            pc = 1
        if pc == 1:
            _o = (_range827(1, min(_a828(st, L), ((1 + _a829(st, L)) - st.cvars[504 + L[1]]))) or [])
            fr[1] = 2
            _t1105 = L[0]
            _t1106 = len(_o)
            if _t1106 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1106 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1107 = st.chooser(_t1106, _t1105)
                else:
                    _t1107 = _st_bits(_t1106.bit_length())
                    while _t1107 >= _t1106: _t1107 = _st_bits(_t1106.bit_length())
                L[2] = _o[_t1107]; st.decisions += 1
            elif _decide831(st, L, _o, _t1105): return True
            pc = 2
        if pc == 2:
            _r = _run832(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k833)

# <rulerun evolution.rules: receive #587 fcba194e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run836(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step837(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 5
        if pc == 3:
            _r = _run838(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step839(st, fr): return True
            return None
        if pc == 5:
            _step840(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k841)

# <rulerun evolution.rules: paired_triggers #588 3143a798>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT842[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if True:
                pc = 1
            else:
                pc = 11
        if pc == 1:
            _r = _run845(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            if _offer846(st, L, _o): return True
            pc = 3
        if pc == 3:
            _r = _run847(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run848(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit849(_k850)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run851(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit849(_k852)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit844(_k, st, _d0): raise _Runaway843()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k853)

# <rulerun evolution.rules: piracy #589 bc6bb8e0>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    for _t1110 in st.zones[(9 + st.model.zone_instances[st.loc[_t1108]][1])]:
        if ((_st_cvars[84 + _t1110] == _t1108) and (_st_cvars[_t1110] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #590 cc00c9bd>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    _t1113 = 0
    for _t1112 in st.zones[(9 + st.model.zone_instances[st.loc[_t1108]][1])]:
        if (_st_cvars[84 + _t1112] == _t1108):
            _t1113 += (1 if ((_st_cvars[_t1112] == 'carnivorous') or (_st_cvars[_t1112] == 'high_body_weight')) else (2 if (_st_cvars[_t1112] == 'parasite') else 0))
    return _t1113

# <rulerun evolution.rules: piracy #591 ce50e4f0>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    _t1115 = 0
    for _t1114 in st.zones[(9 + st.model.zone_instances[st.loc[_t1108]][1])]:
        if (_st_cvars[84 + _t1114] == _t1108):
            _t1115 += (1 if ((_st_cvars[_t1114] == 'carnivorous') or (_st_cvars[_t1114] == 'high_body_weight')) else (2 if (_st_cvars[_t1114] == 'parasite') else 0))
    return _t1115

# <rulerun evolution.rules: piracy #592 49401126>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    _t1117 = 0
    for _t1116 in st.zones[(9 + st.model.zone_instances[st.loc[_t1108]][1])]:
        if (((_st_cvars[84 + _t1116] == _t1108) and (_st_cvars[_t1116] == 'fat_tissue')) and _st_cvars[252 + _t1116]):
            _t1117 += 1
    return _t1117

# <rulerun evolution.rules: piracy #593 8af72931>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    _t1119 = 0
    for _t1118 in st.zones[(9 + st.model.zone_instances[st.loc[_t1108]][1])]:
        if ((_st_cvars[84 + _t1118] == _t1108) and (_st_cvars[_t1118] == 'fat_tissue')):
            _t1119 += 1
    return _t1119

# <rulerun evolution.rules: piracy #594 e3989c7f>
def _loop(st, _t1120):
    _st_cvars = st.cvars
    _t1123 = 0
    for _t1122 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1120]]][1])]:
        if (_st_cvars[84 + _t1122] == _st_cvars[84 + _t1120]):
            _t1123 += (1 if ((_st_cvars[_t1122] == 'carnivorous') or (_st_cvars[_t1122] == 'high_body_weight')) else (2 if (_st_cvars[_t1122] == 'parasite') else 0))
    return _t1123

# <rulerun evolution.rules: piracy #595 d350ccaa>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t1120 in st.zones[(9 + st.model.zone_instances[st.loc[_t1108]][1])]:
        if (((_st_cvars[_t1120] == 'symbiosis') and (_st_cvars[168 + _t1120] == _t1108)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1120]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1120]] >= (1 + _a861(st, _t1120)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #596 af62679b>
def _loop(st, _t1124):
    _st_cvars = st.cvars
    _t1127 = 0
    for _t1126 in st.zones[(9 + st.model.zone_instances[st.loc[_t1124]][1])]:
        if (_st_cvars[84 + _t1126] == _t1124):
            _t1127 += (1 if ((_st_cvars[_t1126] == 'carnivorous') or (_st_cvars[_t1126] == 'high_body_weight')) else (2 if (_st_cvars[_t1126] == 'parasite') else 0))
    return _t1127

# <rulerun evolution.rules: piracy #597 4b41ac37>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t1124 in ([_c for _i in [5 + _p for _p in _k863] for _c in st.zones[_i]] or ()):
        if ((_t1124 != _t1108) and ((not ((_st_cvars[924 + _t1124] == _st_vars[0]) or (_st_cvars[504 + _t1124] >= (1 + _a864(st, _t1124))))) and (_st_cvars[504 + _t1124] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #598 41689972>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1109 = []
    for _t1108 in st.zones[(5 + L[0])]:
        if ((((_a856(st, _t1108) and (_st_cvars[756 + _t1108] != _st_vars[0])) and (not ((_st_cvars[924 + _t1108] == _st_vars[0]) or (_st_cvars[504 + _t1108] >= (1 + _a857(st, _t1108)))))) and ((not ((_st_cvars[924 + _t1108] == _st_vars[0]) or ((_st_cvars[504 + _t1108] >= (1 + _a858(st, _t1108))) and (_a859(st, _t1108) >= _a860(st, _t1108))))) and (not _a862(st, _t1108)))) and _a865(st, _t1108)):
            _t1109.append(_t1108)
    return _t1109

# <rulerun evolution.rules: piracy #599 3ccd488c>
def _loop(st, _t1131):
    _st_cvars = st.cvars
    _t1134 = 0
    for _t1133 in st.zones[(9 + st.model.zone_instances[st.loc[_t1131]][1])]:
        if (_st_cvars[84 + _t1133] == _t1131):
            _t1134 += (1 if ((_st_cvars[_t1133] == 'carnivorous') or (_st_cvars[_t1133] == 'high_body_weight')) else (2 if (_st_cvars[_t1133] == 'parasite') else 0))
    return _t1134

# <rulerun evolution.rules: piracy #600 f7fc2149>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1132 = []
    for _t1131 in ([_c for _i in [5 + _p for _p in _k869] for _c in st.zones[_i]] or ()):
        if ((_t1131 != _l1) and ((not ((_st_cvars[924 + _t1131] == _st_vars[0]) or (_st_cvars[504 + _t1131] >= (1 + _a870(st, _t1131))))) and (_st_cvars[504 + _t1131] > 0))):
            _t1132.append(_t1131)
    return _t1132

# <rulerun evolution.rules: piracy #601 a816d041>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a866(st, L) or [])
            fr[1] = 1
            _t1128 = L[0]
            _t1129 = len(_o)
            if _t1129 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1129 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1130 = st.chooser(_t1129, _t1128)
                else:
                    _t1130 = _st_bits(_t1129.bit_length())
                    while _t1130 >= _t1129: _t1130 = _st_bits(_t1129.bit_length())
                L[1] = _o[_t1130]; st.decisions += 1
            elif _decide868(st, L, _o, _t1128): return True
            pc = 1
        if pc == 1:
            _o = (_a871(st, L) or [])
            fr[1] = 2
            _t1135 = L[0]
            _t1136 = len(_o)
            if _t1136 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1136 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1137 = st.chooser(_t1136, _t1135)
                else:
                    _t1137 = _st_bits(_t1136.bit_length())
                    while _t1137 >= _t1136: _t1137 = _st_bits(_t1136.bit_length())
                L[2] = _o[_t1137]; st.decisions += 1
            elif _decide873(st, L, _o, _t1135): return True
            pc = 2
        if pc == 2:
            _r = _run874(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit875(_k876)
            fr[1] = 4; st.cur.append([11, 0, _a]); return None
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k877)

# <rulerun evolution.rules: grazing #602 321f2a6a>
def _loop(st, _t1138):
    _st_cvars = st.cvars
    for _t1140 in st.zones[(9 + st.model.zone_instances[st.loc[_t1138]][1])]:
        if ((_st_cvars[84 + _t1140] == _t1138) and (_st_cvars[_t1140] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #603 de0cc9e9>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1139 = []
    for _t1138 in st.zones[(5 + L[0])]:
        if ((_a880(st, _t1138) and (_st_cvars[840 + _t1138] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1139.append(_t1138)
    return _t1139

# <rulerun evolution.rules: grazing #604 6d60d309>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a881(st, L) or [])
            fr[1] = 1
            _t1142 = L[0]
            _t1143 = len(_o)
            if _t1143 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1143 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1144 = st.chooser(_t1143, _t1142)
                else:
                    _t1144 = _st_bits(_t1143.bit_length())
                    while _t1144 >= _t1143: _t1144 = _st_bits(_t1143.bit_length())
                L[1] = _o[_t1144]; st.decisions += 1
            elif _decide883(st, L, _o, _t1142): return True
            pc = 1
        if pc == 1:
            _r = _run884(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k885)

# <rulerun evolution.rules: hibernation #605 8eb38ccf>
def _loop(st, _t1145):
    _st_cvars = st.cvars
    for _t1147 in st.zones[(9 + st.model.zone_instances[st.loc[_t1145]][1])]:
        if ((_st_cvars[84 + _t1147] == _t1145) and (_st_cvars[_t1147] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #606 98a28746>
def _loop(st, _t1145):
    _st_cvars = st.cvars
    _t1150 = 0
    for _t1149 in st.zones[(9 + st.model.zone_instances[st.loc[_t1145]][1])]:
        if (_st_cvars[84 + _t1149] == _t1145):
            _t1150 += (1 if ((_st_cvars[_t1149] == 'carnivorous') or (_st_cvars[_t1149] == 'high_body_weight')) else (2 if (_st_cvars[_t1149] == 'parasite') else 0))
    return _t1150

# <rulerun evolution.rules: hibernation #607 87f4635a>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1146 = []
    for _t1145 in st.zones[(5 + L[0])]:
        if ((((_a888(st, _t1145) and (_st_cvars[924 + _t1145] != _st_vars[0])) and (_st_cvars[924 + _t1145] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1145] == _st_vars[0]) or (_st_cvars[504 + _t1145] >= (1 + _a889(st, _t1145)))))):
            _t1146.append(_t1145)
    return _t1146

# <rulerun evolution.rules: hibernation #608 a53ce003>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a890(st, L) or [])
            fr[1] = 1
            _t1151 = L[0]
            _t1152 = len(_o)
            if _t1152 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1152 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1153 = st.chooser(_t1152, _t1151)
                else:
                    _t1153 = _st_bits(_t1152.bit_length())
                    while _t1153 >= _t1152: _t1153 = _st_bits(_t1152.bit_length())
                L[1] = _o[_t1153]; st.decisions += 1
            elif _decide892(st, L, _o, _t1151): return True
            pc = 1
        if pc == 1:
            _r = _run893(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k894)

# <rulerun evolution.rules: attack_action #609 10511c93>
def _loop(st, _t1154):
    _st_cvars = st.cvars
    for _t1156 in st.zones[(9 + st.model.zone_instances[st.loc[_t1154]][1])]:
        if ((_st_cvars[84 + _t1156] == _t1154) and (_st_cvars[_t1156] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #610 12ba62a2>
def _loop(st, _t1154):
    _st_cvars = st.cvars
    _t1159 = 0
    for _t1158 in st.zones[(9 + st.model.zone_instances[st.loc[_t1154]][1])]:
        if (_st_cvars[84 + _t1158] == _t1154):
            _t1159 += (1 if ((_st_cvars[_t1158] == 'carnivorous') or (_st_cvars[_t1158] == 'high_body_weight')) else (2 if (_st_cvars[_t1158] == 'parasite') else 0))
    return _t1159

# <rulerun evolution.rules: attack_action #611 03e7b8f0>
def _loop(st, _t1154):
    _st_cvars = st.cvars
    _t1161 = 0
    for _t1160 in st.zones[(9 + st.model.zone_instances[st.loc[_t1154]][1])]:
        if (((_st_cvars[84 + _t1160] == _t1154) and (_st_cvars[_t1160] == 'fat_tissue')) and _st_cvars[252 + _t1160]):
            _t1161 += 1
    return _t1161

# <rulerun evolution.rules: attack_action #612 d2d1b704>
def _loop(st, _t1154):
    _st_cvars = st.cvars
    _t1163 = 0
    for _t1162 in st.zones[(9 + st.model.zone_instances[st.loc[_t1154]][1])]:
        if ((_st_cvars[84 + _t1162] == _t1154) and (_st_cvars[_t1162] == 'fat_tissue')):
            _t1163 += 1
    return _t1163

# <rulerun evolution.rules: attack_action #613 aa4e0a4e>
def _loop(st, _t1164):
    _st_cvars = st.cvars
    _t1167 = 0
    for _t1166 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1164]]][1])]:
        if (_st_cvars[84 + _t1166] == _st_cvars[84 + _t1164]):
            _t1167 += (1 if ((_st_cvars[_t1166] == 'carnivorous') or (_st_cvars[_t1166] == 'high_body_weight')) else (2 if (_st_cvars[_t1166] == 'parasite') else 0))
    return _t1167

# <rulerun evolution.rules: attack_action #614 a72fbf9f>
def _loop(st, _t1154):
    _st_cvars = st.cvars
    _st_vars = st.vars
    for _t1164 in st.zones[(9 + st.model.zone_instances[st.loc[_t1154]][1])]:
        if (((_st_cvars[_t1164] == 'symbiosis') and (_st_cvars[168 + _t1164] == _t1154)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1164]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1164]] >= (1 + _a901(st, _t1164)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #615 843a4f81>
def _loop(st, _t1168):
    _st_cvars = st.cvars
    for _t1170 in st.zones[(9 + st.model.zone_instances[st.loc[_t1168]][1])]:
        if ((_st_cvars[84 + _t1170] == _t1168) and (_st_cvars[_t1170] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #616 876a0532>
def _loop(st, _t1154):
    _st_cvars = st.cvars
    for _t1172 in st.zones[(9 + st.model.zone_instances[st.loc[_t1154]][1])]:
        if ((_st_cvars[84 + _t1172] == _t1154) and (_st_cvars[_t1172] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #617 7b5759a4>
def _loop(st, _t1168):
    _st_cvars = st.cvars
    for _t1176 in st.zones[(9 + st.model.zone_instances[st.loc[_t1168]][1])]:
        if ((_st_cvars[84 + _t1176] == _t1168) and (_st_cvars[_t1176] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #618 a9cba7d5>
def _loop(st, _t1154):
    _st_cvars = st.cvars
    for _t1178 in st.zones[(9 + st.model.zone_instances[st.loc[_t1154]][1])]:
        if ((_st_cvars[84 + _t1178] == _t1154) and (_st_cvars[_t1178] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #619 da004c2d>
def _loop(st, _t1168):
    _st_cvars = st.cvars
    for _t1182 in st.zones[(9 + st.model.zone_instances[st.loc[_t1168]][1])]:
        if ((_st_cvars[84 + _t1182] == _t1168) and (_st_cvars[_t1182] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #620 8a6ee5a5>
def _loop(st, _t1154):
    _st_cvars = st.cvars
    for _t1184 in st.zones[(9 + st.model.zone_instances[st.loc[_t1154]][1])]:
        if ((_st_cvars[84 + _t1184] == _t1154) and (_st_cvars[_t1184] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #621 b9646ae8>
def _loop(st, _t1168):
    _st_cvars = st.cvars
    for _t1188 in st.zones[(9 + st.model.zone_instances[st.loc[_t1168]][1])]:
        if ((_st_cvars[84 + _t1188] == _t1168) and (_st_cvars[_t1188] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #622 0191800e>
def _loop(st, _t1168):
    _st_cvars = st.cvars
    _t1191 = 0
    for _t1190 in st.zones[(9 + st.model.zone_instances[st.loc[_t1168]][1])]:
        if (_st_cvars[84 + _t1190] == _t1168):
            _t1191 += (1 if ((_st_cvars[_t1190] == 'carnivorous') or (_st_cvars[_t1190] == 'high_body_weight')) else (2 if (_st_cvars[_t1190] == 'parasite') else 0))
    return _t1191

# <rulerun evolution.rules: attack_action #623 164e4dc9>
def _loop(st, _t1168):
    _st_cvars = st.cvars
    for _t1192 in st.zones[(9 + st.model.zone_instances[st.loc[_t1168]][1])]:
        if ((_st_cvars[_t1192] == 'symbiosis') and (_st_cvars[168 + _t1192] == _t1168)):
            return True
    return False

# <rulerun evolution.rules: attack_action #624 ca61979c>
def _loop(st, _t1154):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1174 = _NOT_YET
    _t1175 = _NOT_YET
    _t1180 = _NOT_YET
    _t1181 = _NOT_YET
    _t1186 = _NOT_YET
    _t1187 = _NOT_YET
    for _t1168 in ([_c for _i in [5 + _p for _p in _k903] for _c in st.zones[_i]] or ()):
        if ((((((_t1154 != _t1168) and ((not _a904(st, _t1168)) or (_t1175 if _t1175 is not _NOT_YET else (_t1175 := (_t1174 if _t1174 is not _NOT_YET else (_t1174 := _a905(st, _t1154))))))) and ((not _a906(st, _t1168)) or (_t1181 if _t1181 is not _NOT_YET else (_t1181 := (_t1180 if _t1180 is not _NOT_YET else (_t1180 := _a907(st, _t1154))))))) and (_a908(st, _t1168) == (_t1187 if _t1187 is not _NOT_YET else (_t1187 := (_t1186 if _t1186 is not _NOT_YET else (_t1186 := _a909(st, _t1154))))))) and (not (_a910(st, _t1168) and ((_st_cvars[924 + _t1168] == _st_vars[0]) or (_st_cvars[504 + _t1168] >= (1 + _a911(st, _t1168))))))) and (not _a912(st, _t1168))):
            return True
    return False

# <rulerun evolution.rules: attack_action #625 ae15f8dd>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1155 = []
    for _t1154 in st.zones[(5 + L[0])]:
        if (((_a897(st, _t1154) and (_st_cvars[672 + _t1154] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1154] == _st_vars[0]) or ((_st_cvars[504 + _t1154] >= (1 + _a898(st, _t1154))) and (_a899(st, _t1154) >= _a900(st, _t1154))))) and (not _a902(st, _t1154)))) and _a913(st, _t1154)):
            _t1155.append(_t1154)
    return _t1155

# <rulerun evolution.rules: attack_action #626 e8547615>
def _loop(st, _t1197):
    _st_cvars = st.cvars
    for _t1199 in st.zones[(9 + st.model.zone_instances[st.loc[_t1197]][1])]:
        if ((_st_cvars[84 + _t1199] == _t1197) and (_st_cvars[_t1199] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #627 f2384f13>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1201 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1201] == _l1) and (_st_cvars[_t1201] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #628 fabb7f62>
def _loop(st, _t1197):
    _st_cvars = st.cvars
    for _t1205 in st.zones[(9 + st.model.zone_instances[st.loc[_t1197]][1])]:
        if ((_st_cvars[84 + _t1205] == _t1197) and (_st_cvars[_t1205] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #629 06d91ef9>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1207 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1207] == _l1) and (_st_cvars[_t1207] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #630 892556e3>
def _loop(st, _t1197):
    _st_cvars = st.cvars
    for _t1211 in st.zones[(9 + st.model.zone_instances[st.loc[_t1197]][1])]:
        if ((_st_cvars[84 + _t1211] == _t1197) and (_st_cvars[_t1211] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #631 4a4fa781>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1213 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1213] == _l1) and (_st_cvars[_t1213] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #632 8b593e75>
def _loop(st, _t1197):
    _st_cvars = st.cvars
    for _t1217 in st.zones[(9 + st.model.zone_instances[st.loc[_t1197]][1])]:
        if ((_st_cvars[84 + _t1217] == _t1197) and (_st_cvars[_t1217] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #633 76d704c3>
def _loop(st, _t1197):
    _st_cvars = st.cvars
    _t1220 = 0
    for _t1219 in st.zones[(9 + st.model.zone_instances[st.loc[_t1197]][1])]:
        if (_st_cvars[84 + _t1219] == _t1197):
            _t1220 += (1 if ((_st_cvars[_t1219] == 'carnivorous') or (_st_cvars[_t1219] == 'high_body_weight')) else (2 if (_st_cvars[_t1219] == 'parasite') else 0))
    return _t1220

# <rulerun evolution.rules: attack_action #634 bc9651c3>
def _loop(st, _t1197):
    _st_cvars = st.cvars
    for _t1221 in st.zones[(9 + st.model.zone_instances[st.loc[_t1197]][1])]:
        if ((_st_cvars[_t1221] == 'symbiosis') and (_st_cvars[168 + _t1221] == _t1197)):
            return True
    return False

# <rulerun evolution.rules: attack_action #635 7b612ca4>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1203 = _NOT_YET
    _t1204 = _NOT_YET
    _t1209 = _NOT_YET
    _t1210 = _NOT_YET
    _t1215 = _NOT_YET
    _t1216 = _NOT_YET
    _t1198 = []
    for _t1197 in ([_c for _i in [5 + _p for _p in _k917] for _c in st.zones[_i]] or ()):
        if ((((((_l1 != _t1197) and ((not _a918(st, _t1197)) or (_t1204 if _t1204 is not _NOT_YET else (_t1204 := (_t1203 if _t1203 is not _NOT_YET else (_t1203 := _a919(st, L))))))) and ((not _a920(st, _t1197)) or (_t1210 if _t1210 is not _NOT_YET else (_t1210 := (_t1209 if _t1209 is not _NOT_YET else (_t1209 := _a921(st, L))))))) and (_a922(st, _t1197) == (_t1216 if _t1216 is not _NOT_YET else (_t1216 := (_t1215 if _t1215 is not _NOT_YET else (_t1215 := _a923(st, L))))))) and (not (_a924(st, _t1197) and ((_st_cvars[924 + _t1197] == _st_vars[0]) or (_st_cvars[504 + _t1197] >= (1 + _a925(st, _t1197))))))) and (not _a926(st, _t1197))):
            _t1198.append(_t1197)
    return _t1198

# <rulerun evolution.rules: attack_action #636 84d99871>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a914(st, L) or [])
            fr[1] = 1
            _t1194 = L[0]
            _t1195 = len(_o)
            if _t1195 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1195 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1196 = st.chooser(_t1195, _t1194)
                else:
                    _t1196 = _st_bits(_t1195.bit_length())
                    while _t1196 >= _t1195: _t1196 = _st_bits(_t1195.bit_length())
                L[1] = _o[_t1196]; st.decisions += 1
            elif _decide916(st, L, _o, _t1194): return True
            pc = 1
        if pc == 1:
            _o = (_a927(st, L) or [])
            fr[1] = 2
            _t1223 = L[0]
            _t1224 = len(_o)
            if _t1224 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1224 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1225 = st.chooser(_t1224, _t1223)
                else:
                    _t1225 = _st_bits(_t1224.bit_length())
                    while _t1225 >= _t1224: _t1225 = _st_bits(_t1224.bit_length())
                L[2] = _o[_t1225]; st.decisions += 1
            elif _decide929(st, L, _o, _t1223): return True
            pc = 2
        if pc == 2:
            _a = [L[1], L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit930(_k931)
            fr[1] = 3; st.cur.append([17, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k932)

# <rulerun evolution.rules: hunt #637 b5e60745>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run935(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step936(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run937(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit938(_k939)
            fr[1] = 5; st.cur.append([11, 0, _a]); return None
        if pc == 5:
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit938(_k940)
            fr[1] = 6; st.cur.append([11, 0, _a]); return None
        if pc == 6:
            _r = _run941(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step942(st, fr): return True
            return None
        if pc == 8:
            _step943(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k944)

# <rulerun evolution.rules: scavenge #638 02c2c26c>
def _loop(st, L):
    for _t1228 in (L[4] or ()):
        return _t1228
    return None

# <rulerun evolution.rules: scavenge #639 d2940e6d>
def _loop(st, L):
    _t1230 = _NOT_YET
    _t1227 = []
    for _t1226 in (L[4] or ()):
        if ((not False) or (_t1226 == (_t1230 if _t1230 is not _NOT_YET else (_t1230 := _a950(st, L))))):
            _t1227.append(_t1226)
    return _t1227

# <rulerun evolution.rules: scavenge #640 f27a286b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT945[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o948[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run949(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a951(st, L) or [])
            fr[1] = 5
            _t1231 = L[3]
            _t1232 = len(_o)
            if _t1232 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1232 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1233 = st.chooser(_t1232, _t1231)
                else:
                    _t1233 = _st_bits(_t1232.bit_length())
                    while _t1233 >= _t1232: _t1233 = _st_bits(_t1232.bit_length())
                L[5] = _o[_t1233]; st.decisions += 1
            elif _decide953(st, L, _o, _t1231): return True
            pc = 5
        if pc == 5:
            _r = _run954(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit955(_k956)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            _r = _run957(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit947(_k, st, _d0): raise _Runaway946()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k958)

# <rulerun evolution.rules: drop_trait #641 6e8daa21>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run961(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k962)

# <rulerun evolution.rules: remove_animal #642 05180cbc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run965(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k966)

# <rulerun evolution.rules: extinction_and_new_cards #643 862cdb3d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run969(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k970)

# <rulerun evolution.rules: deal #644 ece3d020>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run973(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k974)

# <rulerun evolution.rules: game_end #645 e67b490b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run977(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k978)

# <rulerun evolution.rules: final_scoring #646 dc118811>
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

# <rulerun evolution.rules: on after feed #647 447e98fc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], L[1], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit985(_k986)
            fr[1] = 1; st.cur.append([12, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k987)

# <rulerun evolution.rules: on before attack #648 df7d671c>
def _loop(st, _t1234):
    _st_cvars = st.cvars
    for _t1236 in st.zones[(9 + st.model.zone_instances[st.loc[_t1234]][1])]:
        if ((_st_cvars[84 + _t1236] == _t1234) and (_st_cvars[_t1236] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #649 33d4177e>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1238 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1238] == _l0) and (_st_cvars[_t1238] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #650 25be3a51>
def _loop(st, _t1234):
    _st_cvars = st.cvars
    for _t1242 in st.zones[(9 + st.model.zone_instances[st.loc[_t1234]][1])]:
        if ((_st_cvars[84 + _t1242] == _t1234) and (_st_cvars[_t1242] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #651 0d709a51>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1244 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1244] == _l0) and (_st_cvars[_t1244] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #652 050be26a>
def _loop(st, _t1234):
    _st_cvars = st.cvars
    for _t1248 in st.zones[(9 + st.model.zone_instances[st.loc[_t1234]][1])]:
        if ((_st_cvars[84 + _t1248] == _t1234) and (_st_cvars[_t1248] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #653 d92410ec>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1250 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1250] == _l0) and (_st_cvars[_t1250] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #654 3f246672>
def _loop(st, _t1234):
    _st_cvars = st.cvars
    for _t1254 in st.zones[(9 + st.model.zone_instances[st.loc[_t1234]][1])]:
        if ((_st_cvars[84 + _t1254] == _t1234) and (_st_cvars[_t1254] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #655 520df0e4>
def _loop(st, _t1234):
    _st_cvars = st.cvars
    _t1257 = 0
    for _t1256 in st.zones[(9 + st.model.zone_instances[st.loc[_t1234]][1])]:
        if (_st_cvars[84 + _t1256] == _t1234):
            _t1257 += (1 if ((_st_cvars[_t1256] == 'carnivorous') or (_st_cvars[_t1256] == 'high_body_weight')) else (2 if (_st_cvars[_t1256] == 'parasite') else 0))
    return _t1257

# <rulerun evolution.rules: on before attack #656 69e57451>
def _loop(st, _t1234):
    _st_cvars = st.cvars
    for _t1258 in st.zones[(9 + st.model.zone_instances[st.loc[_t1234]][1])]:
        if ((_st_cvars[_t1258] == 'symbiosis') and (_st_cvars[168 + _t1258] == _t1234)):
            return True
    return False

# <rulerun evolution.rules: on before attack #657 1ed225e9>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1240 = _NOT_YET
    _t1241 = _NOT_YET
    _t1246 = _NOT_YET
    _t1247 = _NOT_YET
    _t1252 = _NOT_YET
    _t1253 = _NOT_YET
    _t1235 = []
    for _t1234 in st.zones[(5 + L[4])]:
        if (((_t1234 != _l1) and (_t1234 != _l0)) and ((((((_l0 != _t1234) and ((not _a996(st, _t1234)) or (_t1241 if _t1241 is not _NOT_YET else (_t1241 := (_t1240 if _t1240 is not _NOT_YET else (_t1240 := _a997(st, L))))))) and ((not _a998(st, _t1234)) or (_t1247 if _t1247 is not _NOT_YET else (_t1247 := (_t1246 if _t1246 is not _NOT_YET else (_t1246 := _a999(st, L))))))) and (_a1000(st, _t1234) == (_t1253 if _t1253 is not _NOT_YET else (_t1253 := (_t1252 if _t1252 is not _NOT_YET else (_t1252 := _a1001(st, L))))))) and (not (_a1002(st, _t1234) and ((_st_cvars[924 + _t1234] == _st_vars[0]) or (_st_cvars[504 + _t1234] >= (1 + _a1003(st, _t1234))))))) and (not _a1004(st, _t1234)))):
            _t1235.append(_t1234)
    return _t1235

# <rulerun evolution.rules: on before attack #658 7358ab1b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1264 = []
    for _t1263 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1263] == L[1]) or (_st_cvars[168 + _t1263] == L[1])):
            _t1264.append(_t1263)
    return _t1264

# <rulerun evolution.rules: on before attack #659 adcb9095>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT988[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run991(st, L)
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
            _r = _run992(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            if _offer993(st, L, _o): return True
            pc = 4
        if pc == 4:
            _r = _run994(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run995(st, L)
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
            _o = (_a1005(st, L) or [])
            fr[1] = 10
            _t1260 = L[4]
            _t1261 = len(_o)
            if _t1261 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1261 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1262 = st.chooser(_t1261, _t1260)
                else:
                    _t1262 = _st_bits(_t1261.bit_length())
                    while _t1262 >= _t1261: _t1262 = _st_bits(_t1261.bit_length())
                L[7] = _o[_t1262]; st.decisions += 1
            elif _decide1007(st, L, _o, _t1260): return True
            pc = 10
        if pc == 10:
            _r = _run1008(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a1009(st, L) or [])
            fr[1] = 13
            _t1265 = L[4]
            _t1266 = len(_o)
            if _t1266 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1266 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1267 = st.chooser(_t1266, _t1265)
                else:
                    _t1267 = _st_bits(_t1266.bit_length())
                    while _t1267 >= _t1266: _t1267 = _st_bits(_t1266.bit_length())
                L[8] = _o[_t1267]; st.decisions += 1
            elif _decide1011(st, L, _o, _t1265): return True
            pc = 13
        if pc == 13:
            _r = _run1012(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1013(_k1014)
            fr[1] = 15; st.cur.append([11, 0, _a]); return None
        if pc == 15:
            _r = _run1015(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit990(_k, st, _d0): raise _Runaway989()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1016)

# <rulerun evolution.rules: on after attack #660 cb452ae7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1019(_k1020)
            fr[1] = 1; st.cur.append([18, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1021)

# <rulerun evolution.rules: play #661 09218cd2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1022[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1025(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1026(_k1027)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit1024(_k, st, _d0): raise _Runaway1023()
                continue
        if pc == 3:
            _r = _run1028(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1029(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1030)

# <rulerun evolution.rules: development #662 playout 7610fcca>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1034)
    L[0] = []
    _t1268 = 0; _t1269 = st.decisions
    while (len((L[0] or ())) < 4):
        _t1268 += 1
        if _t1268 > _LIMIT1035[0] and _over_limit1036(_t1268, st, _t1269): raise _Runaway1037()
        for _t1270 in (_o1038[st.vars[1]] or []):
            L[3] = _t1270
            if not ((not (_t1270 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t1270)]):
                if _st_log is not None: _st_log.append(_Text1041(_audience1039(st), [_PlayerRef1040(_t1270), ' has no cards and passes']))
                L[0] = _player1043(_joined1042(L[0], [_t1270]), 4)
            else:
                _t1271 = _st_zones[(1 + _t1270)]
                if _offer1045(st, L, _t1271[:]): raise _PlayoutCut1044()
                if (L[4] is None):
                    L[0] = _joined1042(L[0], [_t1270])
                else:
                    if _p1046(st, [_t1270, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: play_turn #663 357d0819>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1033(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1047(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1048(_k1049)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run1050(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1048(_k1051)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run1052(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1053)

# <rulerun evolution.rules: development #664 dffb826a>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1054[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1057)
            _r = _run1058(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region1059(st, L)
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
            L[1] = (_o1060[st.vars[1]] or []); L[2] = 0
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
            _r = _run1061(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer1062(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run1063(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p1064(st, [L[3], L[4], None, None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[3], L[4], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1065(_k1066)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit1056(_k, st, _d0): raise _Runaway1055()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit1056(_k, st, _d0): raise _Runaway1055()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1067)

# <rulerun evolution.rules: play_card #665 81ca411a>
def _loop(st, _t1275):
    _st_cvars = st.cvars
    for _t1277 in st.zones[(9 + st.model.zone_instances[st.loc[_t1275]][1])]:
        if ((_st_cvars[84 + _t1277] == _t1275) and (_st_cvars[_t1277] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #666 834279c3>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t1276 = []
    for _t1275 in ([_c for _i in [5 + _p for _p in _k1075] for _c in st.zones[_i]] or ()):
        if ((st.model.zone_instances[_st_loc[_t1275]][1] != _l0) and (not _a1076(st, _t1275))):
            _t1276.append(_t1275)
    return _t1276

# <rulerun evolution.rules: play_card #667 8cec316a>
def _loop(st, L, _t1282, _t1285):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1286 in st.zones[(9 + st.model.zone_instances[st.loc[_t1282]][1])]:
        if ((_st_cvars[_t1286] == _l3) and (((_st_cvars[84 + _t1286] == _t1282) and (_st_cvars[168 + _t1286] == _t1285)) or ((_st_cvars[84 + _t1286] == _t1285) and (_st_cvars[168 + _t1286] == _t1282)))):
            return True
    return False

# <rulerun evolution.rules: play_card #668 6e418159>
def _loop(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1283 = []
    for _t1282 in _st_zones[(5 + _l0)]:
        _t1284 = False
        for _t1285 in _st_zones[(5 + _l0)]:
            if ((_t1282 != _t1285) and (not _a1081(st, L, _t1282, _t1285))):
                _t1284 = True
                break
        if _t1284:
            _t1283.append(_t1282)
    return _t1283

# <rulerun evolution.rules: play_card #669 bbb5342e>
def _loop(st, L, _t1291):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1293 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1293] == _l3) and (((_st_cvars[84 + _t1293] == _l5) and (_st_cvars[168 + _t1293] == _t1291)) or ((_st_cvars[84 + _t1293] == _t1291) and (_st_cvars[168 + _t1293] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #670 12a547f0>
def _loop(st, L):
    _l5 = L[5]
    _t1292 = []
    for _t1291 in st.zones[(5 + L[0])]:
        if ((_l5 != _t1291) and (not _a1085(st, L, _t1291))):
            _t1292.append(_t1291)
    return _t1292

# <rulerun evolution.rules: play_card #671 a6f00ac6>
def _loop(st, L, _t1301):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1303 in st.zones[(9 + st.model.zone_instances[st.loc[_t1301]][1])]:
        if ((_st_cvars[84 + _t1303] == _t1301) and (_st_cvars[_t1303] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #672 2f451f16>
def _loop(st, _t1301):
    _st_cvars = st.cvars
    for _t1305 in st.zones[(9 + st.model.zone_instances[st.loc[_t1301]][1])]:
        if ((_st_cvars[84 + _t1305] == _t1301) and (_st_cvars[_t1305] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #673 36d80ade>
def _loop(st, _t1301):
    _st_cvars = st.cvars
    for _t1307 in st.zones[(9 + st.model.zone_instances[st.loc[_t1301]][1])]:
        if ((_st_cvars[84 + _t1307] == _t1301) and (_st_cvars[_t1307] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #674 d17933f7>
def _loop(st, L):
    _l3 = L[3]
    _t1302 = []
    for _t1301 in st.zones[(5 + L[0])]:
        if ((((_l3 == 'fat_tissue') or (not _a1094(st, L, _t1301))) and (not ((_l3 == 'scavenger') and _a1095(st, _t1301)))) and (not ((_l3 == 'carnivorous') and _a1096(st, _t1301)))):
            _t1302.append(_t1301)
    return _t1302

# <rulerun evolution.rules: play_card #675 e09aee5e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1070(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1272 = L[0]
            _t1273 = len(_o)
            if _t1273 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1273 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1274 = st.chooser(_t1273, _t1272)
                else:
                    _t1274 = _st_bits(_t1273.bit_length())
                    while _t1274 >= _t1273: _t1274 = _st_bits(_t1273.bit_length())
                L[3] = _o[_t1274]; st.decisions += 1
            elif _decide1072(st, L, _o, _t1272): return True
            pc = 2
        if pc == 2:
            _r = _run1073(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region1074(st, L)
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
            _o = (_a1077(st, L) or [])
            fr[1] = 5
            _t1279 = L[0]
            _t1280 = len(_o)
            if _t1280 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1280 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1281 = st.chooser(_t1280, _t1279)
                else:
                    _t1281 = _st_bits(_t1280.bit_length())
                    while _t1281 >= _t1280: _t1281 = _st_bits(_t1280.bit_length())
                L[4] = _o[_t1281]; st.decisions += 1
            elif _decide1079(st, L, _o, _t1279): return True
            pc = 5
        if pc == 5:
            _r = _run1080(st, L)
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
            _o = (_a1082(st, L) or [])
            fr[1] = 9
            _t1288 = L[0]
            _t1289 = len(_o)
            if _t1289 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1289 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1290 = st.chooser(_t1289, _t1288)
                else:
                    _t1290 = _st_bits(_t1289.bit_length())
                    while _t1290 >= _t1289: _t1290 = _st_bits(_t1289.bit_length())
                L[5] = _o[_t1290]; st.decisions += 1
            elif _decide1084(st, L, _o, _t1288): return True
            pc = 9
        if pc == 9:
            _o = (_a1086(st, L) or [])
            fr[1] = 10
            _t1295 = L[0]
            _t1296 = len(_o)
            if _t1296 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1296 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1297 = st.chooser(_t1296, _t1295)
                else:
                    _t1297 = _st_bits(_t1296.bit_length())
                    while _t1297 >= _t1296: _t1297 = _st_bits(_t1296.bit_length())
                L[6] = _o[_t1297]; st.decisions += 1
            elif _decide1088(st, L, _o, _t1295): return True
            pc = 10
        if pc == 10:
            _r = _run1089(st, L)
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
            _t1298 = L[0]
            _t1299 = len(_o)
            if _t1299 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1299 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1300 = st.chooser(_t1299, _t1298)
                else:
                    _t1300 = _st_bits(_t1299.bit_length())
                    while _t1300 >= _t1299: _t1300 = _st_bits(_t1299.bit_length())
                L[7] = _o[_t1300]; st.decisions += 1
            elif _decide1091(st, L, _o, _t1298): return True
            pc = 13
        if pc == 13:
            _r = _run1092(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run1093(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a1097(st, L) or [])
            fr[1] = 18
            _t1309 = L[0]
            _t1310 = len(_o)
            if _t1310 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1310 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1311 = st.chooser(_t1310, _t1309)
                else:
                    _t1311 = _st_bits(_t1310.bit_length())
                    while _t1311 >= _t1310: _t1311 = _st_bits(_t1310.bit_length())
                L[8] = _o[_t1311]; st.decisions += 1
            elif _decide1099(st, L, _o, _t1309): return True
            pc = 18
        if pc == 18:
            _r = _run1100(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1101)

# <rulerun evolution.rules: convert_fat #676 cccea727>
def _loop(st, _t1316):
    _st_cvars = st.cvars
    _t1319 = 0
    for _t1318 in st.zones[(9 + st.model.zone_instances[st.loc[_t1316]][1])]:
        if (_st_cvars[84 + _t1318] == _t1316):
            _t1319 += (1 if ((_st_cvars[_t1318] == 'carnivorous') or (_st_cvars[_t1318] == 'high_body_weight')) else (2 if (_st_cvars[_t1318] == 'parasite') else 0))
    return _t1319

# <rulerun evolution.rules: convert_fat #677 afa10cfc>
def _loop(st, _t1316):
    _st_cvars = st.cvars
    _t1321 = 0
    for _t1320 in st.zones[(9 + st.model.zone_instances[st.loc[_t1316]][1])]:
        if (((_st_cvars[84 + _t1320] == _t1316) and (_st_cvars[_t1320] == 'fat_tissue')) and _st_cvars[252 + _t1320]):
            _t1321 += 1
    return _t1321

# <rulerun evolution.rules: convert_fat #678 de096e31>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1317 = []
    for _t1316 in st.zones[(5 + L[0])]:
        if ((not ((_st_cvars[924 + _t1316] == _st_vars[0]) or (_st_cvars[504 + _t1316] >= (1 + _a1116(st, _t1316))))) and (_a1117(st, _t1316) > 0)):
            _t1317.append(_t1316)
    return _t1317

# <rulerun evolution.rules: convert_fat #679 414b023d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1327 = 0
    for _t1326 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1326] == L[1]) and (_st_cvars[_t1326] == 'fat_tissue')) and _st_cvars[252 + _t1326]):
            _t1327 += 1
    return _t1327

# <rulerun evolution.rules: convert_fat #680 356f9a04>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1329 = 0
    for _t1328 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1328] == L[1]):
            _t1329 += (1 if ((_st_cvars[_t1328] == 'carnivorous') or (_st_cvars[_t1328] == 'high_body_weight')) else (2 if (_st_cvars[_t1328] == 'parasite') else 0))
    return _t1329

# <rulerun evolution.rules: convert_fat #681 91481e97>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1335 = 0
    for _t1334 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1334] == L[1]):
            _t1335 += (1 if ((_st_cvars[_t1334] == 'carnivorous') or (_st_cvars[_t1334] == 'high_body_weight')) else (2 if (_st_cvars[_t1334] == 'parasite') else 0))
    return _t1335

# <rulerun evolution.rules: convert_fat #682 playout 7ae928c9>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t1315 = (_a1118(st, L) or [])
    _t1322 = _l0
    _t1323 = len(_t1315)
    if _t1323 <= 1 and _st_log is None:
        L[1] = _t1315[0] if _t1323 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1324 = st.chooser(_t1323, _t1322)
        else:
            _t1324 = _st_bits(_t1323.bit_length())
            while _t1324 >= _t1323: _t1324 = _st_bits(_t1323.bit_length())
        L[1] = _t1315[_t1324]; st.decisions += 1
    elif _decide1121(st, L, _t1315, _t1322): raise _PlayoutCut1119()
    _t1325 = (_range1122(1, min(_a1123(st, L), ((1 + _a1124(st, L)) - _st_cvars[504 + L[1]]))) or [])
    _t1330 = _l0
    _t1331 = len(_t1325)
    if _t1331 <= 1 and _st_log is None:
        L[2] = _t1325[0] if _t1331 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1332 = st.chooser(_t1331, _t1330)
        else:
            _t1332 = _st_bits(_t1331.bit_length())
            while _t1332 >= _t1331: _t1332 = _st_bits(_t1331.bit_length())
        L[2] = _t1325[_t1332]; st.decisions += 1
    elif _decide1126(st, L, _t1325, _t1330): raise _PlayoutCut1119()
    L[3] = L[2]
    for _t1333 in st.zones[(9 + _l0)][:]:
        L[6] = _t1333
        if not ((((_st_cvars[84 + _t1333] == L[1]) and _st_cvars[252 + _t1333]) and (L[3] > 0))): continue
        _st_cvars[252 + _t1333] = False
        L[3] = L[3] - 1
    _st_cvars[504 + L[1]] = _st_cvars[504 + L[1]] + L[2]
    if _st_log is not None: _st_log.append(_Text1131(_audience1127(st), [_PlayerRef1128(_l0), ' converts ', _plain1129(L[2]), ' fat on animal ', _plain1129(_st_cvars[420 + L[1]]), ' into food (food ', _plain1129(_st_cvars[504 + L[1]]), '/', _plain1129((1 + _a1130(st, L))), ')']))

# <rulerun evolution.rules: grazing #683 b1c5fd65>
def _loop(st, _t1337):
    _st_cvars = st.cvars
    for _t1339 in st.zones[(9 + st.model.zone_instances[st.loc[_t1337]][1])]:
        if ((_st_cvars[84 + _t1339] == _t1337) and (_st_cvars[_t1339] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #684 18753796>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1338 = []
    for _t1337 in st.zones[(5 + L[0])]:
        if ((_a1135(st, _t1337) and (_st_cvars[840 + _t1337] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1338.append(_t1337)
    return _t1338

# <rulerun evolution.rules: grazing #685 playout fb15811f>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _st_vars = st.vars
    _t1336 = (_a1136(st, L) or [])
    _t1341 = _l0
    _t1342 = len(_t1336)
    if _t1342 <= 1 and _st_log is None:
        L[1] = _t1336[0] if _t1342 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1343 = st.chooser(_t1342, _t1341)
        else:
            _t1343 = _st_bits(_t1342.bit_length())
            while _t1343 >= _t1342: _t1343 = _st_bits(_t1342.bit_length())
        L[1] = _t1336[_t1343]; st.decisions += 1
    elif _decide1139(st, L, _t1336, _t1341): raise _PlayoutCut1137()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _st_log.append(_Text1143(_audience1140(st), ['Grazing: ', _PlayerRef1141(_l0), "'s animal ", _plain1142(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain1142(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #686 f7fac32f>
def _loop(st, _t1345):
    _st_cvars = st.cvars
    for _t1347 in st.zones[(9 + st.model.zone_instances[st.loc[_t1345]][1])]:
        if ((_st_cvars[84 + _t1347] == _t1345) and (_st_cvars[_t1347] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #687 9469e74e>
def _loop(st, _t1345):
    _st_cvars = st.cvars
    _t1350 = 0
    for _t1349 in st.zones[(9 + st.model.zone_instances[st.loc[_t1345]][1])]:
        if (_st_cvars[84 + _t1349] == _t1345):
            _t1350 += (1 if ((_st_cvars[_t1349] == 'carnivorous') or (_st_cvars[_t1349] == 'high_body_weight')) else (2 if (_st_cvars[_t1349] == 'parasite') else 0))
    return _t1350

# <rulerun evolution.rules: hibernation #688 293e5347>
def _loop(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1346 = []
    for _t1345 in st.zones[(5 + L[0])]:
        if ((((_a1146(st, _t1345) and (_st_cvars[924 + _t1345] != _st_vars[0])) and (_st_cvars[924 + _t1345] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1345] == _st_vars[0]) or (_st_cvars[504 + _t1345] >= (1 + _a1147(st, _t1345)))))):
            _t1346.append(_t1345)
    return _t1346

# <rulerun evolution.rules: hibernation #689 playout 36fb0d9e>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t1344 = (_a1148(st, L) or [])
    _t1351 = _l0
    _t1352 = len(_t1344)
    if _t1352 <= 1 and _st_log is None:
        L[1] = _t1344[0] if _t1352 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1353 = st.chooser(_t1352, _t1351)
        else:
            _t1353 = _st_bits(_t1352.bit_length())
            while _t1353 >= _t1352: _t1353 = _st_bits(_t1352.bit_length())
        L[1] = _t1344[_t1353]; st.decisions += 1
    elif _decide1151(st, L, _t1344, _t1351): raise _PlayoutCut1149()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _st_log is not None: _st_log.append(_Text1155(_audience1152(st), ['Hibernation: ', _PlayerRef1153(_l0), "'s animal ", _plain1154(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #690 778fd4f9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1102[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1105(st, L)
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
            _r = _run1106(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1312 = L[0]
            _t1313 = len(_o)
            if _t1313 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1313 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1314 = st.chooser(_t1313, _t1312)
                else:
                    _t1314 = _st_bits(_t1313.bit_length())
                    while _t1314 >= _t1313: _t1314 = _st_bits(_t1313.bit_length())
                L[3] = _o[_t1314]; st.decisions += 1
            elif _decide1108(st, L, _o, _t1312): return True
            pc = 4
        if pc == 4:
            _r = _run1109(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run1110(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit1111(_k1112)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run1113(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit1111(_k1114)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run1115(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1132(st, [L[0], None, None, None, None, None, None]) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1111(_k1133)
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
            if len(st.cur) >= 500: raise _RuleLimit1111(_k1134)
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
                if _p1144(st, [L[0], None]) == 3: return True
                pc = 22
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1111(_k1145)
                fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            if st.thread_player == st.inline_thread:
                if _p1156(st, [L[0], None]) == 3: return True
                pc = 24
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1111(_k1157)
                fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1104(_k, st, _d0): raise _Runaway1103()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1158)

# <rulerun evolution.rules: play #691 cd9b24e6>
def _loop(st, p):
    _st_cvars = st.cvars
    _t1355 = 0
    for _t1354 in st.zones[(9 + p)]:
        _t1355 += (1 + (1 if ((_st_cvars[_t1354] == 'carnivorous') or (_st_cvars[_t1354] == 'high_body_weight')) else (2 if (_st_cvars[_t1354] == 'parasite') else 0)))
    return _t1355

# <rulerun evolution.rules: rank #692 7ddee9b0>
def _native(st, p):
    _st_zones = st.zones
    return ((_times1159(2, len(_st_zones[(5 + p)])) + _a1160(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #693 5b51a4a3>
def _loop(st, _t1356):
    _st_cvars = st.cvars
    _t1359 = 0
    for _t1358 in st.zones[(9 + st.model.zone_instances[st.loc[_t1356]][1])]:
        if (_st_cvars[84 + _t1358] == _t1356):
            _t1359 += (1 + (1 if ((_st_cvars[_t1358] == 'carnivorous') or (_st_cvars[_t1358] == 'high_body_weight')) else (2 if (_st_cvars[_t1358] == 'parasite') else 0)))
    return _t1359

# <rulerun evolution.rules: play #694 0ef74400>
def _loop(st, _t1356):
    _st_cvars = st.cvars
    _t1361 = 0
    for _t1360 in st.zones[(9 + st.model.zone_instances[st.loc[_t1356]][1])]:
        if (_st_cvars[84 + _t1360] == _t1356):
            _t1361 += (1 if ((_st_cvars[_t1360] == 'carnivorous') or (_st_cvars[_t1360] == 'high_body_weight')) else (2 if (_st_cvars[_t1360] == 'parasite') else 0))
    return _t1361

# <rulerun evolution.rules: play #695 c7ea5423>
def _loop(st, _t1356):
    _st_cvars = st.cvars
    _t1363 = 0
    for _t1362 in st.zones[(9 + st.model.zone_instances[st.loc[_t1356]][1])]:
        if (_st_cvars[84 + _t1362] == _t1356):
            _t1363 += (1 + (1 if ((_st_cvars[_t1362] == 'carnivorous') or (_st_cvars[_t1362] == 'high_body_weight')) else (2 if (_st_cvars[_t1362] == 'parasite') else 0)))
    return _t1363

# <rulerun evolution.rules: play #696 11a9f94a>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1357 = 0
    for _t1356 in st.zones[(5 + p)]:
        _t1357 += (0 if _st_cvars[588 + _t1356] else (_times1161(2, (2 + _a1162(st, _t1356))) if ((_st_cvars[924 + _t1356] == _st_vars[0]) or (_st_cvars[504 + _t1356] >= (1 + _a1163(st, _t1356)))) else (2 + _a1164(st, _t1356))))
    return _t1357

# <rulerun evolution.rules: rank #697 f28f8501>
def _native(st, p):
    return (_a1165(st, p), len(st.zones[(13 + p)]), )

